//! The communicating blocks of `fcw` directives with channels, on the GPU: the kernel must
//! give each block exactly the iterations the `fcw` planner made it of
//! (`ComputeRegion::fcw_blocks`), since programs compute with the block's size (D A.2's
//! `np / V`, A.6's `rs & 15`). A one-loop block is the `V` iterations of a loop spread over
//! a block of `V` threads; a `V×W` block is a 2-D tile of the kernel's own loop (`W` rows,
//! `gang worker`) by its one vector loop (`V` columns). A kernel that would group the
//! iterations otherwise is an error at the directive, never a different answer.

use accc_front::ast::Stmt;
use accc_front::directive::DirectiveKind;
use accc_front::Diagnostic;
use accc_ir::FcwBlock;
use accc_passes::ext::cache::plan::cache_directive;
use accc_passes::ext::fcw::initialised_aggregates;

use super::shape::Shape;
use super::{KernelBuilder, Unit};

impl KernelBuilder<'_, '_> {
    /// The communicating blocks of the `fcw` directives in `unit`, by pragma start.
    fn fcw_blocks_in(&self, unit: &Unit<'_, '_>) -> Vec<(u32, FcwBlock)> {
        let Unit::Loop(l) = unit else {
            return Vec::new();
        };
        let mut blocks: Vec<(u32, FcwBlock)> = (self.region.fcw_blocks.iter())
            .filter(|(&at, _)| l.stmt.span.lo <= at && at < l.stmt.span.hi)
            .map(|(&at, b)| (at, b.clone()))
            .collect();
        blocks.sort_by_key(|(at, _)| *at);
        blocks
    }

    /// Checks that the kernel gives every communicating block in `unit` exactly its
    /// iterations (see the module doc); an error at the directive otherwise.
    pub(super) fn check_fcw_blocks(&mut self, unit: &Unit<'_, '_>, shape: &Shape<'_, '_>) {
        let Unit::Loop(l) = unit else { return };
        for (at, block) in self.fcw_blocks_in(unit) {
            let why = match block.loops[..] {
                [_, _] if shape.fcw_tile.is_some() => None,
                // (`fcw_tile` has said why.)
                [_, _] => continue,
                [(lp, size)] => {
                    let own = shape.two_level.is_empty() && l.stmt.span.lo == lp;
                    let vector = shape.two_level.iter().any(|v| v.stmt.span.lo == lp);
                    if !own && !vector {
                        Some(
                            "the kernel does not spread its loop over a block's threads"
                                .to_string(),
                        )
                    } else if shape.block != size {
                        Some(format!(
                            "the kernel runs {} threads along its loop, not the block's {size} (set the construct's `vector_length({size})`)",
                            shape.block
                        ))
                    } else if !shape.worker_vectors.is_empty()
                        || shape.gang_grid.is_some()
                        || shape.strip_tiles.is_some()
                    {
                        Some("the kernel shares its block's threads among several loops (workers, `gang(dim:…)` or `tile`)".into())
                    } else {
                        None
                    }
                }
                _ => None,
            };
            if let Some(why) = why {
                self.refuse_fcw_block(at, &why);
            }
        }
    }

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

    /// An error at the `fcw` directive at `at`: its block's iterations cannot form its
    /// communicating block, `why`.
    pub(super) fn refuse_fcw_block(&mut self, at: u32, why: &str) {
        let Some(d) = self.rw.sema.directives.get(&at) else {
            return;
        };
        self.errors.push(
            Diagnostic::error(
                d.name_span,
                format!("this `fcw` block's iterations cannot form its communicating block on the GPU: {why}"),
            )
            .with_label("its block's iterations would not communicate as written")
            .with_note("a block holds exactly `vector(V)` iterations of its loop (`V×W` with a worker loop around it), which programs compute with"),
        );
    }
}
