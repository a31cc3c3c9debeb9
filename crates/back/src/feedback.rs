//! Compiler feedback in the style of nvc's `-Minfo=accel`: for each function, the line of
//! each region and loop with what was generated, which data clauses were implied, and why
//! a loop was not parallelised. One fact per line, stable enough to test against:
//!
//! ```text
//! saxpy:
//!      12, Generating Multicore code
//!          Generating implicit copyin(x[:n]) [shared memory: no transfer]
//!      13, Loop parallelized across CPU threads (gang)
//! ```
//!
//! On the GPU targets each kernel is described from the record the offload back end made
//! while building it ([`Kernel`]): its name (the one ACC_TIME reports), threads per
//! block, grid, schedule and shared memory; the multicore version follows as the run-time
//! alternative:
//!
//! ```text
//!      12, Generating NVIDIA GPU code
//!          Generating present(x[0:n])
//!          Generating Multicore code (runs when the current device at run time is the CPU)
//!      13, Generating kernel __accc_kernel_0_0: 128 threads per block, blocks chosen at run time (one per 128 iterations, capped by the device)
//!          #pragma acc loop gang, vector(128) /* blockIdx.x threadIdx.x, grid-stride */
//!          Loop parallelized across CPU threads (gang)
//! ```
//!
//! This module gathers the facts and orders them; each topic is worded in its own module,
//! in the target's words ([`Target::words`]): a compute region's CPU version and data
//! clauses (`regions`, `data`), the schedule of its loops as the IR records it (`loops`),
//! its kernels (`kernels`) with their launch geometry (`grid`), the schedule of a loop
//! kernel's gang, worker and vector loops (`schedule`, column strips in `strips`), the loop
//! sizes a launch does not use (`sizes`), on-chip memory and cache regions (`memory`,
//! `cache`), `routine`s (`routines`), and the data and standalone constructs outside the
//! regions (`constructs`).

use accc_front::{SourceMap, Span};
use accc_ir::kernel::{Kernel, KernelShape};
use accc_ir::Module;
use accc_sema::analyze::Sema;

use crate::host::CpuTarget;
use crate::offload::target::Target;
use crate::offload::Dialect;

mod cache;
mod constructs;
mod data;
mod grid;
mod kernels;
mod loops;
mod memory;
mod regions;
mod routines;
mod schedule;
mod sizes;
mod strips;

/// With `offload`, regions also say what the device gets (the CPU version stays as the
/// run-time alternative); `kernels` are the kernels the offload back end generated.
pub fn feedback(
    module: &Module<'_>,
    sema: &Sema,
    sm: &SourceMap,
    target: CpuTarget,
    offload: Option<Dialect>,
    kernels: &[Kernel],
    async_cache_checks: &[usize],
) -> Vec<String> {
    let mut facts: Vec<Fact> = Vec::new();
    let offload = offload.map(Dialect::target);
    match offload {
        Some(target) => {
            cache::cache_facts(module, sm, target, kernels, async_cache_checks, &mut facts)
        }
        None => cache::cpu_cache_hints(module, sm, &mut facts),
    }
    for (index, r) in module.regions.iter().enumerate() {
        let own: Vec<&Kernel> = kernels.iter().filter(|k| k.region == index).collect();
        let device = offload.map(|target| Device {
            target,
            kernels: &own,
        });
        if let Some(d) = &device {
            kernels::offload_facts(r, sm, d, &mut facts);
        }
        regions::region_facts(
            r,
            sema,
            sm,
            target,
            device.as_ref(),
            module.device_type,
            &mut facts,
        );
    }
    routines::routine_facts(module, sm, target, offload, &mut facts);
    constructs::construct_facts(module, sema, sm, target, offload, &mut facts);
    print_by_function(facts)
}

/// The facts grouped by function in source order of first appearance, as nvc does, each
/// line's number written once.
fn print_by_function(mut facts: Vec<Fact>) -> Vec<String> {
    facts.sort_by_key(|(_, line, rank, _)| (*line, *rank));
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    let mut last_line = 0;
    for (function, line, _, msg) in facts {
        if current.as_deref() != Some(function.as_str()) {
            out.push(format!(
                "{}:",
                if function.is_empty() {
                    "<file scope>"
                } else {
                    &function
                }
            ));
            current = Some(function);
            last_line = 0;
        }
        if line == last_line {
            out.push(format!("          {msg}"));
        } else {
            out.push(format!("{line:>6}, {msg}"));
            last_line = line;
        }
    }
    out
}

/// A line of feedback: function, source line, rank, text. Facts are printed by line, and
/// on one line (a loop written on its directive's line) the construct's facts first.
type Fact = (String, u32, u8, String);
/// The rank of a construct's own facts (what is generated for it, its data clauses).
const HEADER: u8 = 0;
/// The rank of the facts about its kernels and loops.
const BODY: u8 = 1;

/// The device a region is offloaded to, and the region's kernels.
struct Device<'k> {
    target: &'static dyn Target,
    kernels: &'k [&'k Kernel],
}

impl Device<'_> {
    /// Whether the loop at `span` runs over the threads of a block in a gang × vector kernel.
    fn is_vector_loop(&self, span: Span) -> bool {
        self.kernels.iter().any(|k| {
            matches!(&k.shape, KernelShape::Loop { vector_loops, worker_loops, .. }
                if vector_loops.iter().any(|v| v.lo == span.lo)
                    || worker_loops.iter().any(|w| w.vector_loops.iter().any(|v| v.lo == span.lo)))
        })
    }

    /// The gang loop (its line) with which the vector loop at `span` runs as one
    /// `collapse(2)` iteration space (`offload::fuse`).
    fn fused_with(&self, span: Span, sm: &SourceMap) -> Option<u32> {
        self.kernels.iter().find_map(|k| match &k.shape {
            KernelShape::Loop {
                stmt,
                fused_vector_loop: Some(v),
                ..
            } if v.lo == span.lo => Some(sm.locate(*stmt).line),
            _ => None,
        })
    }

    /// The serial kernel whose statements hold the loop at `span`.
    fn serial_kernel_of(&self, span: Span) -> Option<&Kernel> {
        self.kernels.iter().copied().find(|k| {
            matches!(k.shape, KernelShape::Serial { first, last }
                if first.lo <= span.lo && span.hi <= last.hi)
        })
    }
}

fn collapse(n: usize) -> String {
    if n > 1 {
        format!(" collapse({n})")
    } else {
        String::new()
    }
}
