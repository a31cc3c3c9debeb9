//! The communicating blocks of `fcw` directives with channels, on the GPU: the kernel must
//! give each block exactly the iterations the `fcw` planner made it of
//! (`ComputeRegion::fcw_blocks`), since programs compute with the block's size (D A.2's
//! `np / V`, A.6's `rs & 15`). A one-loop block is the `V` iterations of a loop spread over
//! a block of `V` threads; a `V×W` block is a 2-D tile of the kernel's own loop (`W` rows,
//! `gang worker`) by its one vector loop (`V` columns). A kernel that would group the
//! iterations otherwise is an error at the directive, never a different answer
//! (`accc_passes::gpu::kernel` decides that); here, the initialised aggregates such blocks
//! cannot declare.

use accc_front::ast::Stmt;
use accc_front::directive::DirectiveKind;
use accc_front::Diagnostic;
use accc_passes::ext::cache::plan::cache_directive;
use accc_passes::ext::fcw::initialised_aggregates;

use super::KernelBuilder;

impl KernelBuilder<'_, '_> {
    /// The errors of the initialised arrays and structures that the communicating `fcw`
    /// blocks of `stmts` declare where only some threads evaluate initialisers
    /// ([`accc_passes::ext::fcw::initialised_aggregates`]): the blocks the kernel caches
    /// and predicates, some of whose threads have no iteration where the plan's region
    /// shares along a uniform path.
    pub(super) fn fcw_declaration_errors(&self, stmts: &[&Stmt]) -> Vec<Diagnostic> {
        let (sema, plans) = (self.rw.sema, &self.rw.rewrites.cache.plans);
        let mut errors = Vec::new();
        for s in stmts {
            s.walk(&mut |s| {
                let Some((d, id)) = cache_directive(sema, &s.pragmas) else {
                    return;
                };
                let Some(plan) = plans
                    .get(&id)
                    .filter(|p| p.predicated && !p.vars.is_empty())
                else {
                    return;
                };
                if let (DirectiveKind::Fcw, Some(guards)) = (&d.kind, &plan.guards) {
                    let idle_threads = plan.uniform_path.is_some();
                    (errors).extend(initialised_aggregates(
                        s,
                        guards,
                        idle_threads,
                        &sema.symbols,
                    ));
                }
            });
        }
        errors
    }
}
