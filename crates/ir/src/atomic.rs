//! The statement forms the `atomic` construct accepts (OpenACC 3.3 §2.12), recognised once
//! here: the placement checks reject the others, and the device back ends lower what
//! [`parse`] finds, so a form is accepted exactly when every target can make it.

use accc_front::ast::{BasicType, BinaryOp, BlockItem, Expr, ExprKind, Stmt, StmtKind, UnaryOp};
use accc_front::directive::AtomicKind;
use accc_sema::access::same_lvalue;
use accc_sema::{Symbols, Type};

/// An atomic statement taken apart: `x` is the object updated atomically, `v` the one
/// that receives its value.
#[derive(Clone, Copy, Debug)]
pub enum Atomic<'a> {
    /// `v = x;`
    Read { v: &'a Expr, x: &'a Expr },
    /// `x = value;`
    Write { x: &'a Expr, value: &'a Expr },
    /// `x++;`, `x op= e;`, `x = x op e;`, `x = e op x;` …
    Update { x: &'a Expr, change: Change<'a> },
    /// `v = x++;`, `v = x op= e;`, `{ v = x; x op= e; }`, `{ v = x; x = e; }` …
    Capture {
        v: &'a Expr,
        x: &'a Expr,
        change: Change<'a>,
        captured: Captured,
    },
}

/// How an update or capture changes `x`.
#[derive(Clone, Copy, Debug)]
pub enum Change<'a> {
    /// `x = x op operand` (`old_on_right`: `x = operand op x`, which differs for the
    /// operators that do not commute).
    Op {
        op: BinaryOp,
        operand: Operand<'a>,
        old_on_right: bool,
    },
    /// `x = value` (the write of a capture `{ v = x; x = value; }`).
    Assign(&'a Expr),
}

#[derive(Clone, Copy, Debug)]
pub enum Operand<'a> {
    /// The `1` of `x++`, `--x` …
    One,
    Expr(&'a Expr),
}

/// Which value of `x` a capture gives `v`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Captured {
    Old,
    New,
}

/// The operators of an atomic update (OpenACC 3.3 §2.12: `+ * - / & ^ | << >>`).
const UPDATE_OPS: [BinaryOp; 9] = [
    BinaryOp::Add,
    BinaryOp::Mul,
    BinaryOp::Sub,
    BinaryOp::Div,
    BinaryOp::BitAnd,
    BinaryOp::BitXor,
    BinaryOp::BitOr,
    BinaryOp::Shl,
    BinaryOp::Shr,
];

/// `stmt` as an atomic statement of `kind`, or a description of the forms expected.
pub fn parse<'a>(
    kind: AtomicKind,
    stmt: &'a Stmt,
    syms: &Symbols,
) -> Result<Atomic<'a>, &'static str> {
    let found = match kind {
        AtomicKind::Read => expr_stmt(stmt).and_then(read),
        AtomicKind::Write => expr_stmt(stmt).and_then(write),
        AtomicKind::Update => expr_stmt(stmt)
            .and_then(|e| update(e, syms).map(|(x, change)| Atomic::Update { x, change })),
        AtomicKind::Capture => capture(stmt, syms),
    };
    found.ok_or(match kind {
        AtomicKind::Read => "`v = x;`",
        AtomicKind::Write => "`x = expr;`",
        AtomicKind::Update => {
            "`x++;`, `x--;`, `++x;`, `--x;`, `x op= expr;`, `x = x op expr;` or `x = expr op x;` \
             (`op` one of `+ * - / & ^ | << >>`)"
        }
        AtomicKind::Capture => {
            "`v = x++;`, `v = x op= expr;`, `v = x = x op expr;` (or the like), or a block \
             `{ v = x; x op= expr; }`, `{ x op= expr; v = x; }` or `{ v = x; x = expr; }`"
        }
    })
}

/// Why the object an atomic statement updates cannot be updated atomically on any
/// target: OpenACC wants a scalar, and neither OpenMP nor the devices have atomic
/// operations on complex numbers (two values) or aggregates.
pub fn unsupported_type(x: &Expr, syms: &Symbols) -> Option<&'static str> {
    let t = syms.type_of(x)?;
    let complex = matches!(
        t.resolved(),
        Type::Basic(
            BasicType::ComplexFloat
                | BasicType::ComplexDouble
                | BasicType::ComplexLongDouble
                | BasicType::ComplexOther
        )
    );
    if complex {
        Some("atomic operations on `_Complex` values are not supported")
    } else if !t.is_scalar() {
        Some("the object of an atomic operation must have a scalar type (integer, floating or pointer)")
    } else {
        None
    }
}

impl<'a> Atomic<'a> {
    /// The object updated (or read, or written) atomically.
    pub fn x(&self) -> &'a Expr {
        match *self {
            Atomic::Read { x, .. }
            | Atomic::Write { x, .. }
            | Atomic::Update { x, .. }
            | Atomic::Capture { x, .. } => x,
        }
    }
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

/// `v = x`.
fn read(e: &Expr) -> Option<Atomic<'_>> {
    match &e.kind {
        ExprKind::Assign { op: None, lhs, rhs } if is_lvalue(lhs) && is_lvalue(rhs) => {
            Some(Atomic::Read { v: lhs, x: rhs })
        }
        _ => None,
    }
}

/// `x = value`.
fn write(e: &Expr) -> Option<Atomic<'_>> {
    match &e.kind {
        ExprKind::Assign { op: None, lhs, rhs } if is_lvalue(lhs) => {
            Some(Atomic::Write { x: lhs, value: rhs })
        }
        _ => None,
    }
}

/// `x++`, `x--`, `++x`, `--x`, `x op= e`, `x = x op e`, `x = e op x`.
fn update<'a>(e: &'a Expr, syms: &Symbols) -> Option<(&'a Expr, Change<'a>)> {
    let by_one = |op| Change::Op {
        op,
        operand: Operand::One,
        old_on_right: false,
    };
    match &e.kind {
        ExprKind::Unary {
            op: UnaryOp::PreInc | UnaryOp::PostInc,
            expr,
        } if is_lvalue(expr) => Some((expr, by_one(BinaryOp::Add))),
        ExprKind::Unary {
            op: UnaryOp::PreDec | UnaryOp::PostDec,
            expr,
        } if is_lvalue(expr) => Some((expr, by_one(BinaryOp::Sub))),
        ExprKind::Assign {
            op: Some(op),
            lhs,
            rhs,
        } if is_lvalue(lhs) && UPDATE_OPS.contains(op) => Some((
            lhs,
            Change::Op {
                op: *op,
                operand: Operand::Expr(rhs),
                old_on_right: false,
            },
        )),
        ExprKind::Assign { op: None, lhs, rhs } if is_lvalue(lhs) => match &rhs.kind {
            ExprKind::Binary { op, lhs: a, rhs: b } if UPDATE_OPS.contains(op) => {
                let (operand, old_on_right) = if same_lvalue(lhs, a, syms) {
                    (b, false)
                } else if same_lvalue(lhs, b, syms) {
                    (a, true)
                } else {
                    return None;
                };
                Some((
                    lhs,
                    Change::Op {
                        op: *op,
                        operand: Operand::Expr(operand),
                        old_on_right,
                    },
                ))
            }
            _ => None,
        },
        _ => None,
    }
}

fn capture<'a>(s: &'a Stmt, syms: &Symbols) -> Option<Atomic<'a>> {
    match &s.kind {
        // `v = x++`, `v = --x`, `v = x op= e`, `v = x = x op e`, `v = x = e op x`: the old
        // value for a postfix operator, the new one otherwise.
        StmtKind::Expr(Expr {
            kind: ExprKind::Assign { op: None, lhs, rhs },
            ..
        }) if is_lvalue(lhs) => {
            let (x, change) = update(rhs, syms)?;
            let postfix = matches!(
                rhs.kind,
                ExprKind::Unary {
                    op: UnaryOp::PostInc | UnaryOp::PostDec,
                    ..
                }
            );
            Some(Atomic::Capture {
                v: lhs,
                x,
                change,
                captured: if postfix {
                    Captured::Old
                } else {
                    Captured::New
                },
            })
        }
        // `{ v = x; x op= e; }` (and `x++`, `x = x op e` …), `{ v = x; x = e; }`,
        // `{ x op= e; v = x; }`.
        StmtKind::Compound(b) => {
            let [BlockItem::Stmt(first), BlockItem::Stmt(second)] = &b.items[..] else {
                return None;
            };
            let (first, second) = (expr_stmt(first)?, expr_stmt(second)?);
            if let Some(Atomic::Read { v, x }) = read(first) {
                let change = match update(second, syms) {
                    Some((target, change)) => same_lvalue(x, target, syms).then_some(change),
                    None => match write(second) {
                        Some(Atomic::Write { x: target, value }) => {
                            same_lvalue(x, target, syms).then_some(Change::Assign(value))
                        }
                        _ => None,
                    },
                };
                if let Some(change) = change {
                    return Some(Atomic::Capture {
                        v,
                        x,
                        change,
                        captured: Captured::Old,
                    });
                }
            }
            let (x, change) = update(first, syms)?;
            match read(second)? {
                Atomic::Read { v, x: read_x } if same_lvalue(x, read_x, syms) => {
                    Some(Atomic::Capture {
                        v,
                        x,
                        change,
                        captured: Captured::New,
                    })
                }
                _ => None,
            }
        }
        _ => None,
    }
}
