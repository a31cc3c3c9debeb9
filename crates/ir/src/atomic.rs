//! The statement forms the `atomic` construct accepts (OpenACC 3.3 §2.12), recognised once
//! here: the placement checks reject the others, and the device back ends lower what
//! [`parse`] finds, so a form is accepted exactly when every target can make it. How each
//! statement runs on the device is decided by `passes::lower::atomic` as a [`Lowered`]
//! record, which the device printer writes with its target's helpers.

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

/// The read-modify-write operations of atomics and reductions. Their C text and the
/// helpers that perform them are the device back end's (`offload/atomic.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AtomicOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    LogAnd,
    LogOr,
    Max,
    Min,
    /// Exchange: the new value is the operand.
    Swap,
    /// `x = e - x`, `x = e / x`, `x = e << x`, `x = e >> x`: the operand on the left of
    /// the old value (the operators that do not commute).
    SubFrom,
    DivInto,
    ShlBy,
    ShrBy,
}

impl AtomicOp {
    pub fn from_binary(op: BinaryOp) -> AtomicOp {
        use BinaryOp as B;
        match op {
            B::Add => AtomicOp::Add,
            B::Sub => AtomicOp::Sub,
            B::Mul => AtomicOp::Mul,
            B::Div => AtomicOp::Div,
            B::BitAnd => AtomicOp::And,
            B::BitOr => AtomicOp::Or,
            B::BitXor => AtomicOp::Xor,
            B::Shl => AtomicOp::Shl,
            B::Shr => AtomicOp::Shr,
            B::LogAnd => AtomicOp::LogAnd,
            B::LogOr => AtomicOp::LogOr,
            _ => AtomicOp::Swap,
        }
    }

    /// The update `x = e OP x` (the old value on the right).
    pub fn from_binary_reversed(op: BinaryOp) -> AtomicOp {
        use BinaryOp as B;
        match op {
            B::Sub => AtomicOp::SubFrom,
            B::Div => AtomicOp::DivInto,
            B::Shl => AtomicOp::ShlBy,
            B::Shr => AtomicOp::ShrBy,
            _ => AtomicOp::from_binary(op),
        }
    }

    pub fn from_reduction(op: accc_front::directive::ReductionOp) -> AtomicOp {
        use accc_front::directive::ReductionOp as R;
        match op {
            R::Add => AtomicOp::Add,
            R::Mul => AtomicOp::Mul,
            R::Max => AtomicOp::Max,
            R::Min => AtomicOp::Min,
            R::BitAnd => AtomicOp::And,
            R::BitOr => AtomicOp::Or,
            R::BitXor => AtomicOp::Xor,
            R::LogAnd => AtomicOp::LogAnd,
            R::LogOr => AtomicOp::LogOr,
        }
    }
}

/// The `atomic` statements of one body of device code (a kernel's statements, a routine's
/// body), as `passes::lower::atomic::decide_body` decided them before the printer writes
/// the body, by the statement's span: `None` where the statement was refused (the pass's
/// error says why, raised once before the printing).
pub type Decided<'a> = std::collections::HashMap<accc_front::Span, Option<Lowered<'a>>>;

/// How one `atomic` statement runs on the device, as `passes::lower::atomic` decided it.
#[derive(Clone, Debug)]
pub enum Lowered<'a> {
    /// The statement as the user wrote it: its object is in a thread's own memory (the
    /// spaces pass's `CodeSpaces::private_atomics`), which no other thread reaches, and
    /// the devices' atomic operations do not take such an address.
    Private,
    /// An atomic access of the object `x`.
    Access(AtomicAccess<'a>),
}

/// An atomic statement as an access of its object through the target's atomics.
#[derive(Clone, Debug)]
pub struct AtomicAccess<'a> {
    /// The object read, written or updated.
    pub x: &'a Expr,
    /// Its type (`int` where it is not known).
    pub ty: Type,
    pub form: Form<'a>,
    /// Whether the access asks at run time where `x` lives, and runs the statement as
    /// written when it is in the thread's own memory (`Caps::atomics_check_local_memory`:
    /// CUDA's atomics fault there).
    pub local_check: bool,
}

/// What an atomic access does.
#[derive(Clone, Copy, Debug)]
pub enum Form<'a> {
    /// `v = x;` as a plain load: `x` is `const`, so nothing writes it while the program
    /// runs (and the read-modify-write helpers cannot take a const address).
    ConstLoad { v: &'a Expr },
    /// `v = x;` through the atomic helpers.
    Load { v: &'a Expr },
    /// `x = value;` as an atomic exchange whose old value is dropped.
    Store { value: &'a Expr },
    /// `x = x op operand` (or its reversal, or an exchange), the old value dropped.
    Update { op: AtomicOp, operand: Operand<'a> },
    /// The same, `v` given the old value or the new one (recomputed from the old value
    /// the operation returned, converted to `x`'s type).
    Capture {
        v: &'a Expr,
        op: AtomicOp,
        operand: Operand<'a>,
        captured: Captured,
    },
}

impl AtomicAccess<'_> {
    /// The read-modify-write operation the access performs on `x`: a load adds zero, a
    /// store exchanges; none for a `const` object's plain load.
    pub fn operation(&self) -> Option<AtomicOp> {
        match self.form {
            Form::ConstLoad { .. } => None,
            Form::Load { .. } => Some(AtomicOp::Add),
            Form::Store { .. } => Some(AtomicOp::Swap),
            Form::Update { op, .. } | Form::Capture { op, .. } => Some(op),
        }
    }
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

/// The identities of the reductions' operations, as C literals (the device back end
/// spells them into kernels, the launch into host code).
impl AtomicOp {
    /// The identity of a reduction with this operation for a variable of type `t`,
    /// `infinity` spelt for the code it is written into.
    pub fn identity_spelt(self, t: &Type, infinity: &str) -> String {
        let float = t.is_floating();
        match self {
            AtomicOp::Add | AtomicOp::Or | AtomicOp::Xor | AtomicOp::LogOr => "0".into(),
            AtomicOp::Mul | AtomicOp::LogAnd => "1".into(),
            AtomicOp::And => "~0".into(),
            AtomicOp::Max if float => format!("-{infinity}"),
            AtomicOp::Min if float => infinity.to_string(),
            AtomicOp::Max => min_of(t).to_string(),
            AtomicOp::Min => max_of(t).to_string(),
            _ => "0".into(),
        }
    }

    /// The identity in host C, where `INFINITY` needs `<math.h>`: GCC's built-in.
    pub fn host_identity(self, t: &Type) -> String {
        self.identity_spelt(t, "__builtin_inff()")
    }
}

/// The basic type of `t` (an enumeration's is `int`), if it has one.
pub fn basic(t: &Type) -> Option<BasicType> {
    match t.resolved() {
        Type::Basic(b) => Some(*b),
        Type::Enum { .. } => Some(BasicType::Int),
        _ => None,
    }
}

/// The least value of integer type `t`, as C.
fn min_of(t: &Type) -> &'static str {
    use BasicType::*;
    match basic(t) {
        Some(UChar | UShort | UInt | ULong | ULongLong | Bool) => "0",
        Some(Char | SChar) => "(-128)",
        Some(Short) => "(-32767-1)",
        Some(Long | LongLong) => "(-9223372036854775807L-1)",
        _ => "(-2147483647-1)",
    }
}

/// The greatest value of integer type `t`, as C.
fn max_of(t: &Type) -> &'static str {
    use BasicType::*;
    match basic(t) {
        Some(UChar) => "255",
        Some(UShort) => "65535",
        Some(UInt) => "4294967295U",
        Some(ULong | ULongLong) => "18446744073709551615UL",
        Some(Char | SChar) => "127",
        Some(Short) => "32767",
        Some(Long | LongLong) => "9223372036854775807L",
        _ => "2147483647",
    }
}
