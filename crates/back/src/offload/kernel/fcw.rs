//! The communicating blocks of `fcw` directives with channels, on the GPU: the kernel must
//! give each block exactly the iterations the `fcw` planner made it of
//! (`ComputeRegion::fcw_blocks`), since programs compute with the block's size (D A.2's
//! `np / V`, A.6's `rs & 15`). A one-loop block is the `V` iterations of a loop spread over
//! a block of `V` threads; a `V×W` block is a 2-D tile of the kernel's own loop (`W` rows,
//! `gang worker`) by its one vector loop (`V` columns). A kernel that would group the
//! iterations otherwise is an error at the directive, never a different answer.

use accc_front::ast::{BlockItem, Expr, ExprKind, Initializer, LocalDeclKind, StmtKind, UnaryOp};
use accc_front::Diagnostic;
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
    /// body, with only declarations before it that read no memory (every thread of the
    /// tile runs them, rows past the loop's end included) and nothing after it.
    /// Otherwise the reason, as an error at the directive.
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
        } else if let Some(why) = tile_body_refused(l, two_level[0], self.rw.sema) {
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

/// Why the body of the kernel's loop `l` cannot hold the rows of a 2-D `fcw` tile whose
/// columns are the vector loop `v`; `None` when it can.
fn tile_body_refused(
    l: &Loop<'_>,
    v: &Loop<'_>,
    sema: &accc_sema::analyze::Sema,
) -> Option<String> {
    let StmtKind::For { body, .. } = &l.stmt.kind else {
        return Some("the outer loop is not a `for` loop".into());
    };
    let items: &[BlockItem] = match &body.kind {
        StmtKind::Compound(b) => &b.items,
        _ if body.span == v.stmt.span => &[],
        _ => return Some("the outer loop's body is not a block".into()),
    };
    let before = match items.split_last() {
        None => &[][..],
        Some((BlockItem::Stmt(s), before)) if s.span == v.stmt.span => before,
        Some(_) => {
            return Some("nothing may follow the vector loop in the outer loop's body".into())
        }
    };
    for item in before {
        let BlockItem::Decl(d) = item else {
            return Some(
                "only declarations may come before the vector loop in the outer loop's body".into(),
            );
        };
        let LocalDeclKind::Decl(dl) = &d.kind else {
            return Some(
                "only declarations may come before the vector loop in the outer loop's body".into(),
            );
        };
        let pure = dl.declarators.iter().all(|i| match &i.init {
            None => true,
            Some(Initializer::Expr(e)) => reads_no_memory(e),
            Some(Initializer::List { .. }) => false,
        });
        if !pure {
            return Some("a declaration before the vector loop reads memory or calls a function (every thread of the tile runs it, past the loop's end too)".into());
        }
    }
    let c = v.canonical.as_ref().ok()?;
    let outer = l.var()?;
    let mut row_dependent = false;
    for e in [&c.lower, &c.bound] {
        accc_sema::analyze::for_each_ident(e, &mut |i| {
            row_dependent |= sema.symbols.resolve(i) == Some(outer);
        });
    }
    row_dependent.then(|| "the vector loop's bounds depend on the outer loop's variable".into())
}

/// Whether `e` computes from values alone: no element, member or pointer read, no call,
/// no assignment.
fn reads_no_memory(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Ident(_)
        | ExprKind::IntLit(_)
        | ExprKind::FloatLit(_)
        | ExprKind::CharLit(_)
        | ExprKind::SizeofType(_)
        | ExprKind::AlignofType(_) => true,
        ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_) => true,
        ExprKind::Unary { op, expr } => {
            matches!(
                op,
                UnaryOp::Neg | UnaryOp::Plus | UnaryOp::Not | UnaryOp::BitNot
            ) && reads_no_memory(expr)
        }
        ExprKind::Binary { lhs, rhs, .. } => reads_no_memory(lhs) && reads_no_memory(rhs),
        ExprKind::Cond { cond, then, els } => {
            reads_no_memory(cond)
                && then.as_deref().is_none_or(reads_no_memory)
                && reads_no_memory(els)
        }
        ExprKind::Cast { expr, .. } => reads_no_memory(expr),
        _ => false,
    }
}
