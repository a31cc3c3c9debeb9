//! The sizes written on a kernel's loop directives that its launch does not use, as the
//! kernel builder recorded them ([`UnappliedSize`]).

use accc_ir::kernel::{SizeInstead, UnappliedSize};

use crate::offload::target::Words;

/// Why a size written on a loop directive is not the kernel's, and what the kernel has.
pub(super) fn unapplied_size(size: &UnappliedSize, words: &Words) -> String {
    let Words {
        block,
        units: threads,
        ..
    } = *words;
    let e = &size.written;
    match size.instead {
        SizeInstead::LanesPerWorker(lanes) => format!(
            "vector({e}) not applied: each worker runs {lanes} {threads} (vector_length of the construct)"
        ),
        SizeInstead::WorkersPerBlock(workers) => format!(
            "worker({e}) not applied: the kernel runs {workers} workers per {block} (num_workers of the construct, or the first worker(n) of the nest)"
        ),
        SizeInstead::ThreadsPerBlock(n) => format!(
            "vector({e}) not applied: the kernel runs {n} {threads} per {block} (vector_length of the construct)"
        ),
        SizeInstead::SharedBlock(n) => format!(
            "worker({e}) not applied: workers and vector lanes share the {block}'s {n} {threads}"
        ),
        SizeInstead::GridFromConstruct => format!(
            "gang(num:{e}) not applied: the grid comes from num_gangs of the construct or the runtime"
        ),
    }
}
