//! The statement forms the `atomic` construct accepts (OpenACC 3.3 §2.12), checked before
//! any back end turns them into atomic operations.

use accc_front::ast::{BinaryOp, BlockItem, Expr, ExprKind, Stmt, StmtKind, UnaryOp};
use accc_front::directive::AtomicKind;
use accc_sema::access::same_lvalue;

/// `None` when `stmt` is a valid statement for an atomic construct of `kind`; otherwise a
/// description of what is expected.
pub fn check_form(kind: AtomicKind, stmt: &Stmt) -> Option<&'static str> {
    let ok = match kind {
        AtomicKind::Read => expr_stmt(stmt).is_some_and(is_read),
        AtomicKind::Write => expr_stmt(stmt).is_some_and(is_write),
        AtomicKind::Update => expr_stmt(stmt).is_some_and(is_update),
        AtomicKind::Capture => is_capture(stmt),
    };
    if ok {
        return None;
    }
    Some(match kind {
        AtomicKind::Read => "`v = x;`",
        AtomicKind::Write => "`x = expr;`",
        AtomicKind::Update => "`x++;`, `x--;`, `++x;`, `--x;`, `x op= expr;` or `x = x op expr;`",
        AtomicKind::Capture => {
            "`v = x++;`, `v = x op= expr;` (or the like), or a block `{ v = x; x op= expr; }`"
        }
    })
}

fn expr_stmt(s: &Stmt) -> Option<&Expr> {
    match &s.kind {
        StmtKind::Expr(e) => Some(e),
        _ => None,
    }
}

fn is_lvalue(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Ident(_)
            | ExprKind::Index { .. }
            | ExprKind::Member { .. }
            | ExprKind::Unary {
                op: UnaryOp::Deref,
                ..
            }
    )
}

fn is_read(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Assign { op: None, lhs, rhs } if is_lvalue(lhs) && is_lvalue(rhs))
}

fn is_write(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Assign { op: None, lhs, .. } if is_lvalue(lhs))
}

const UPDATE_OPS: [BinaryOp; 10] = [
    BinaryOp::Add,
    BinaryOp::Sub,
    BinaryOp::Mul,
    BinaryOp::Div,
    BinaryOp::BitAnd,
    BinaryOp::BitOr,
    BinaryOp::BitXor,
    BinaryOp::Shl,
    BinaryOp::Shr,
    BinaryOp::LogAnd,
];

fn is_update(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Unary {
            op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
            expr,
        } => is_lvalue(expr),
        ExprKind::Assign {
            op: Some(op), lhs, ..
        } => is_lvalue(lhs) && (UPDATE_OPS.contains(op) || *op == BinaryOp::LogOr),
        ExprKind::Assign { op: None, lhs, rhs } => match &rhs.kind {
            ExprKind::Binary { op, lhs: a, rhs: b } => {
                is_lvalue(lhs)
                    && (UPDATE_OPS.contains(op) || *op == BinaryOp::LogOr)
                    && (same_lvalue(lhs, a) || same_lvalue(lhs, b))
            }
            _ => false,
        },
        _ => false,
    }
}

fn is_capture(s: &Stmt) -> bool {
    match &s.kind {
        // `v = x++`, `v = x op= e`, `v = x = x op e`.
        StmtKind::Expr(Expr {
            kind: ExprKind::Assign { op: None, lhs, rhs },
            ..
        }) => is_lvalue(lhs) && (is_update(rhs) || is_write(rhs)),
        // `{ v = x; x op= e; }`, `{ x op= e; v = x; }`, `{ v = x; x = e; }`.
        StmtKind::Compound(b) => {
            let exprs: Vec<&Expr> = b
                .items
                .iter()
                .filter_map(|i| match i {
                    BlockItem::Stmt(s) => expr_stmt(s),
                    BlockItem::Decl(_) => None,
                })
                .collect();
            exprs.len() == 2
                && b.items.len() == 2
                && ((is_read(exprs[0]) && (is_update(exprs[1]) || is_write(exprs[1])))
                    || (is_update(exprs[0]) && is_read(exprs[1])))
        }
        _ => false,
    }
}
