//! The CPU back end: the CPU version of every compute region, written into the host
//! program that [`crate::program`] composes.
//!
//! * `host`: directives vanish; the program is the plain C program.
//! * `multicore`: each compute region runs on all cores through OpenMP, compiled by the
//!   system C compiler (`-fopenmp`). Why OpenMP rather than our own thread pool: the host
//!   compiler then sees the region in place, so the user's types, macros, VLAs and nested
//!   scopes need no outlining, reductions of every operator and type, `atomic` in every
//!   form and worksharing come from a mature implementation, and the output stays
//!   readable. The mapping keeps OpenACC's meaning:
//!   - `parallel` → `omp parallel` (one thread per gang: gang-redundant code runs in every
//!     thread, as on a GPU), gang loops → `omp for`, reductions → `reduction`, written
//!     firstprivate scalars → `firstprivate`;
//!   - `kernels` and the combined constructs → `omp parallel for` on each loop the passes
//!     made parallel; sequential code runs once;
//!   - `serial` → a team of one thread, so that its firstprivate scalars stay private;
//!   - `atomic` → `omp atomic` (also in `routine` functions called from regions).
//!
//! Every region asks the runtime (`__accrt_multicore_active()`) whether the current device
//! is the multicore one, so `ACC_DEVICE_TYPE=host` runs it sequentially.
//!
//! On both CPU targets, a region whose `fcw` blocks communicate (channels, `fcw_barrier`)
//! runs its loop block by block, each block an OpenMP team whose threads meet at the
//! block's barriers, whatever the device ([`fcw`]).
//!
//! Data directives have no effect on shared memory and are removed (`init`, `shutdown`
//! and `set` become runtime calls on every target: [`crate::program`]). Under `ACC_CHECK=1`
//! the runtime gives the CPU devices
//! memory of their own, and the data directives and compute constructs make the calls
//! of the offload path, each behind `if (__accrt_checking())` (see [`crate::check`]).

use accc_front::directive::DirectiveKind;
use accc_front::{Diagnostic, SourceMap};
use accc_ir::Module;
use accc_sema::analyze::Sema;

use crate::edit::Edits;

mod fcw;
mod multicore;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CpuTarget {
    Host,
    Multicore,
}

/// The CPU versions of a file's compute regions, for `target`; `offloaded` when a GPU
/// version is built beside them.
pub struct Versions<'p> {
    pub target: CpuTarget,
    pub offloaded: bool,
    pub fcw_plans: &'p [accc_ir::fcw::FcwPlan],
}

impl Versions<'_> {
    /// Writes them into `edits`: the regions whose `fcw` blocks communicate as blocks of
    /// OpenMP teams, `atomic` as OpenMP's where threads may run together, and on
    /// `multicore` every other region and the gang loops of routines as OpenMP loops.
    pub fn write(
        &self,
        module: &Module<'_>,
        sema: &Sema,
        sm: &SourceMap,
        edits: &mut Edits,
        diags: &mut Vec<Diagnostic>,
    ) {
        // The regions whose `fcw` blocks communicate run in blocks, each an OpenMP team, on
        // both CPU targets (see `fcw`); a GPU build's CPU version of them is never run
        // (`__accrt_device_only`, offload/host_side.rs).
        let blocked = match self.offloaded {
            false => fcw::build(module, sema, sm, self.fcw_plans, edits, diags),
            true => Vec::new(),
        };
        // Atomics run as OpenMP's where threads may run together: on multicore, and in a
        // host file whose `fcw` blocks are teams (also in the routines they call).
        let threaded = self.target == CpuTarget::Multicore || !blocked.is_empty();
        for c in &module.constructs {
            if let DirectiveKind::Atomic(kind) = c.directive.kind {
                if threaded {
                    edits.replace_with_pragma(
                        sm,
                        c.directive.span,
                        &format!("#pragma omp atomic {}", kind.as_str()),
                    );
                }
            }
        }
        if self.target == CpuTarget::Multicore {
            for (index, r) in module.regions.iter().enumerate() {
                if !blocked.contains(&index) {
                    multicore::region(r, sema, sm, edits, diags);
                }
            }
            for l in &module.routine_loops {
                multicore::routine_loop(l, sema, sm, edits);
            }
        }
    }
}
