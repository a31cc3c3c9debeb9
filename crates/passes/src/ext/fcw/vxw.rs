//! The body of the loop around a block's vector loop ([`accc_ir::fcw::Nest`]): the worker
//! loop of a `V×W` block (Hotspot's 16×16, D A.3), or the loop holding a one-loop
//! block's vector loop (Pathfinder's gang loop, which the CPU targets run as `V×1`
//! blocks). Decided here once; the GPU kernel builder and the CPU block model read it.
//!
//! Both back ends run the two loops as one block of threads: every thread runs its own
//! outer iteration's body with the vector loop reduced to its own iteration, once per
//! block of the vector loop. That is the loops' meaning only when
//! * the vector loop is a statement of the outer loop's body, preceded by declarations
//!   alone and followed by nothing (any other statement would run once per thread and
//!   per block of the vector loop, not once per outer iteration);
//! * the declarations' initialisers compute the same value every time they run: no side
//!   effect, no call but a math function, no variable the region writes and no member of
//!   a variable of the region read (a write through a pointer member leaves its variable
//!   unwritten), no statement expression or compound literal (not looked into);
//! * the vector loop's header names neither the outer loop's variable nor anything its
//!   body declares (its blocks are counted once, for every outer iteration).
//!
//! One more fact is recorded for the GPU alone: whether those initialisers read memory or
//! call a function. A GPU tile runs them in threads with no iteration too (rows past the
//! outer loop's end), where an element read may fall outside the array; the CPU teams
//! have a thread per iteration only.

use accc_front::ast::{
    BlockItem, Expr, ExprKind, Ident, Initializer, LocalDeclKind, StmtKind, UnaryOp,
};
use accc_front::Span;
use accc_ir::fcw::{Nest, NestFault, NestRule, NestVerdict};
use accc_ir::{ComputeRegion, Loop};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;

use super::contains;

/// The verdict on the body of `outer` around its child loop `inner`, the vector loop of
/// a block, in region `r`.
pub(super) fn nest(r: &ComputeRegion<'_>, outer: &Loop<'_>, inner: &Loop<'_>, sema: &Sema) -> Nest {
    let mut faults = Vec::new();
    let mut leading = Vec::new();
    let mut reads_memory = None;
    match around(outer, inner) {
        None => faults.push(NestFault {
            rule: NestRule::NotInBody,
            at: inner.stmt.span,
        }),
        Some((before, after)) => {
            for (index, item) in before.iter().enumerate() {
                match item {
                    BlockItem::Decl(d) => {
                        leading.push(index);
                        let LocalDeclKind::Decl(decl) = &d.kind else {
                            continue;
                        };
                        for init in decl.declarators.iter().filter_map(|i| i.init.as_ref()) {
                            if let Some(bad) = unstable_initialiser(init, r, sema) {
                                faults.push(NestFault {
                                    rule: NestRule::UnstableInitialiser,
                                    at: bad,
                                });
                            }
                            reads_memory = reads_memory.or_else(|| memory_read(init));
                        }
                    }
                    BlockItem::Stmt(s) if matches!(s.kind, StmtKind::Empty) => {}
                    BlockItem::Stmt(s) => faults.push(NestFault {
                        rule: NestRule::StatementBefore,
                        at: s.span,
                    }),
                }
            }
            for item in after {
                let at = match item {
                    BlockItem::Stmt(s) if matches!(s.kind, StmtKind::Empty) => continue,
                    BlockItem::Stmt(s) => s.span,
                    BlockItem::Decl(d) => d.span,
                };
                faults.push(NestFault {
                    rule: NestRule::AfterVectorLoop,
                    at,
                });
            }
        }
    }
    if let Some(at) = outer_iteration_in_bounds(outer, inner, sema) {
        faults.push(NestFault {
            rule: NestRule::BoundsOfOuterIteration,
            at,
        });
    }
    faults.sort_by_key(|f| f.at.lo);
    let verdict = if faults.is_empty() {
        NestVerdict::Accepted {
            leading,
            reads_memory,
        }
    } else {
        NestVerdict::Refused(faults)
    };
    Nest {
        outer: outer.stmt.span.lo,
        inner: inner.stmt.span.lo,
        verdict,
    }
}

/// The items of `outer`'s body before the statement `inner` and after it (none when the
/// body is the loop `inner` alone); `None` when `inner` is not a statement of the body.
fn around<'a>(outer: &Loop<'a>, inner: &Loop<'_>) -> Option<(&'a [BlockItem], &'a [BlockItem])> {
    let StmtKind::For { body, .. } = &outer.stmt.kind else {
        return None;
    };
    let items: &'a [BlockItem] = match &body.kind {
        StmtKind::Compound(block) => &block.items,
        _ if body.span == inner.stmt.span => return Some((&[], &[])),
        _ => return None,
    };
    let at = items
        .iter()
        .position(|it| matches!(it, BlockItem::Stmt(s) if s.span == inner.stmt.span))?;
    Some((&items[..at], &items[at + 1..]))
}

/// Where the initialiser `init` may compute a different value in another block of the
/// vector loop (see the module comment).
fn unstable_initialiser(init: &Initializer, r: &ComputeRegion<'_>, sema: &Sema) -> Option<Span> {
    let e = match init {
        Initializer::Expr(e) => e,
        Initializer::List { items, .. } => {
            return items
                .iter()
                .find_map(|item| unstable_initialiser(&item.init, r, sema))
        }
    };
    let written = |i: &Ident| {
        let id = sema.symbols.resolve(i);
        r.vars
            .iter()
            .any(|v| Some(v.sym) == id && v.written && v.attr != DataAttr::Private)
    };
    let mut bad = None;
    e.walk(&mut |x| {
        let unstable = match &x.kind {
            ExprKind::Assign { .. } | ExprKind::StmtExpr(_) | ExprKind::CompoundLiteral { .. } => {
                true
            }
            ExprKind::Unary { op, .. } => matches!(
                op,
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
            ),
            ExprKind::Call { callee, .. } => !accc_sema::access::is_pure_function(callee),
            ExprKind::Ident(i) => written(i),
            ExprKind::Member { base, .. } => root(base).is_none_or(|i| {
                sema.symbols
                    .resolve(i)
                    .is_some_and(|id| r.vars.iter().any(|v| v.sym == id))
            }),
            _ => false,
        };
        if unstable && bad.is_none() {
            bad = Some(x.span);
        }
    });
    bad
}

/// The variable an lvalue expression starts from (`a` in `a[i].x`, `*a`, `a->b`).
fn root(e: &Expr) -> Option<&Ident> {
    match &e.kind {
        ExprKind::Ident(i) => Some(i),
        ExprKind::Index { base, .. } | ExprKind::Member { base, .. } => root(base),
        ExprKind::Unary {
            op: UnaryOp::Deref,
            expr,
        }
        | ExprKind::Cast { expr, .. } => root(expr),
        _ => None,
    }
}

/// Where the initialiser `init` first does more than compute from values: an element,
/// member or pointer read, a call, an assignment, an address taken.
fn memory_read(init: &Initializer) -> Option<Span> {
    match init {
        Initializer::Expr(e) => first_memory_read(e),
        Initializer::List { items, .. } => items.iter().find_map(|item| memory_read(&item.init)),
    }
}

fn first_memory_read(e: &Expr) -> Option<Span> {
    match &e.kind {
        ExprKind::Ident(_)
        | ExprKind::IntLit(_)
        | ExprKind::FloatLit(_)
        | ExprKind::CharLit(_)
        | ExprKind::SizeofType(_)
        | ExprKind::AlignofType(_)
        | ExprKind::SizeofExpr(_)
        | ExprKind::AlignofExpr(_) => None,
        ExprKind::Unary {
            op: UnaryOp::Neg | UnaryOp::Plus | UnaryOp::Not | UnaryOp::BitNot,
            expr,
        }
        | ExprKind::Cast { expr, .. } => first_memory_read(expr),
        ExprKind::Binary { lhs, rhs, .. } => {
            first_memory_read(lhs).or_else(|| first_memory_read(rhs))
        }
        ExprKind::Cond { cond, then, els } => first_memory_read(cond)
            .or_else(|| then.as_deref().and_then(first_memory_read))
            .or_else(|| first_memory_read(els)),
        _ => Some(e.span),
    }
}

/// Where the vector loop's header names the outer loop's variable or a variable its body
/// declares.
fn outer_iteration_in_bounds(outer: &Loop<'_>, inner: &Loop<'_>, sema: &Sema) -> Option<Span> {
    let declared_in_outer =
        |id| contains(outer.stmt.span, sema.symbols.get(id).span) || outer.var() == Some(id);
    let mut found = None;
    inner.stmt.for_each_header_expr(&mut |e: &Expr| {
        e.walk(&mut |x| {
            if let ExprKind::Ident(i) = &x.kind {
                let depends = sema
                    .symbols
                    .resolve(i)
                    .is_some_and(|id| inner.var() != Some(id) && declared_in_outer(id));
                if depends && found.is_none() {
                    found = Some(x.span);
                }
            }
        })
    });
    found
}
