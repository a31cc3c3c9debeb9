//! The communicating blocks of `fcw` directives with channels, on the GPU: the kernel must
//! give each block exactly the iterations the `fcw` planner made it of
//! (`ComputeRegion::fcw_blocks`), since programs compute with the block's size (D A.2's
//! `np / V`, A.6's `rs & 15`). A one-loop block is the `V` iterations of a loop spread over
//! a block of `V` threads; a `V×W` block is a 2-D tile of the kernel's own loop (`W` rows,
//! `gang worker`) by its one vector loop (`V` columns). A kernel that would group the
//! iterations otherwise is an error at the directive, never a different answer.

use accc_front::Diagnostic;
use accc_ir::fcw::{Nest, NestRule, NestVerdict};
use accc_ir::kernel::MAX_BLOCK;
use accc_ir::{FcwBlock, Loop};

use super::shape::{FcwTile, Shape};
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

    /// The 2-D tile of a `V×W` block in `unit`, when the kernel can make it: the block's
    /// outer loop is the kernel's loop, its inner loop the one vector loop of that loop's
    /// body, the body laid out as the `fcw` planner requires of every target
    /// (`FcwBlock::nest`) with declarations before the vector loop that read no memory
    /// (every thread of the tile runs them, rows past the loop's end included), and the
    /// tile no more threads than a block's. Otherwise the reason, as an error at the
    /// directive.
    pub(super) fn fcw_tile(
        &mut self,
        unit: &Unit<'_, '_>,
        two_level: &[&Loop<'_>],
    ) -> Option<FcwTile> {
        let Unit::Loop(l) = unit else { return None };
        let (at, block) =
            (self.fcw_blocks_in(unit).into_iter()).find(|(_, b)| b.loops.len() == 2)?;
        let [(outer, rows), (inner, columns)] = block.loops[..] else {
            return None;
        };
        let why = if l.stmt.span.lo != outer {
            Some("its outer loop must be the loop of the compute construct (`parallel loop gang worker`), whose iterations the blocks' rows are".to_string())
        } else if !matches!(two_level, [v] if v.stmt.span.lo == inner) {
            Some("its inner loop must be the only vector loop in the outer loop's body".into())
        } else if let Some(why) = nest_refused(block.nest.as_ref()) {
            Some(why)
        } else if rows * columns > MAX_BLOCK {
            Some(format!(
                "{rows}×{columns} threads exceed a block's {MAX_BLOCK}"
            ))
        } else {
            None
        };
        if let Some(why) = why {
            self.refuse_fcw_block(at, &why);
            return None;
        }
        Some(FcwTile { columns, rows })
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

    fn refuse_fcw_block(&mut self, at: u32, why: &str) {
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

/// Why the `fcw` planner's verdict on the body of a `V×W` block's outer loop keeps it from
/// being the rows of a 2-D tile; `None` when it does not.
fn nest_refused(nest: Option<&Nest>) -> Option<String> {
    match &nest?.verdict {
        NestVerdict::Refused(faults) => Some(
            match faults.first()?.rule {
                NestRule::NotInBody => "its inner loop must be a statement of the outer loop's body",
                NestRule::StatementBefore => {
                    "only declarations may come before the vector loop in the outer loop's body"
                }
                NestRule::AfterVectorLoop => {
                    "nothing may follow the vector loop in the outer loop's body"
                }
                NestRule::UnstableInitialiser => "a declaration before the vector loop must compute the same value in every block of the vector loop (no side effect, no call but a math function, nothing the region writes read)",
                NestRule::BoundsOfOuterIteration => "the vector loop's bounds depend on the outer loop's variable or on a variable its body declares",
            }
            .to_string(),
        ),
        // A GPU-only rule: the tile's threads past the outer loop's end run the
        // declarations too (the CPU teams have a thread per iteration only), where an
        // element read may fall outside its array.
        NestVerdict::Accepted {
            reads_memory: Some(_),
            ..
        } => Some("a declaration before the vector loop reads memory or calls a function (every thread of the tile runs it, past the loop's end too)".into()),
        NestVerdict::Accepted { .. } => None,
    }
}
