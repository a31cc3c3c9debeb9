//! How each `atomic` statement of device code runs on the device (`accc_ir::atomic::Lowered`):
//! as the statement the user wrote where its object is in a thread's own memory, as a
//! plain load where it reads a `const` object, or as an access through the target's
//! atomics — a load, a store, an update or a capture, with the read-modify-write
//! operation and its operand — guarded, where the target's atomics fault on a thread's
//! own memory, by a run-time test of where the object lives. Its errors are those of what
//! the device cannot update atomically, and of a statement `accc_ir::atomic::parse` does
//! not take (the IR builder rejects those first: the rewriter's check, kept as it was).
//!
//! `lower::body` calls [`decide`] on every atomic statement of a body of device code (a
//! kernel's statements, a routine's body) before the device printer writes it, with the
//! spaces the code was given (OpenCL: which objects are private) and the target's
//! [`Caps`]: the printer looks each statement's record up by its span, writes it with the
//! target's helpers and spells nothing decided here, and the errors are raised once,
//! before the body (a body written twice, as a cache window's last iterations or a
//! column-strips kernel, does not raise them twice).

use accc_front::ast::{BasicType, Expr, ExprKind, Stmt};
use accc_front::directive::AtomicKind;
use accc_front::Diagnostic;
use accc_ir::atomic::{parse, Atomic, AtomicAccess, AtomicOp, Change, Form, Lowered, Operand};
use accc_ir::spaces::CodeSpaces;
use accc_ir::Caps;
use accc_sema::{Symbols, Type};

/// What the decision needs of the code around: the symbols' types, the target, and (on
/// OpenCL) the spaces decided for the kernel's or routine's code.
pub struct Context<'a> {
    pub symbols: &'a Symbols,
    pub caps: Caps,
    pub spaces: Option<&'a CodeSpaces>,
}

/// How the `atomic` statement `stmt` of kind `kind` runs on the device, or the error that
/// says why it cannot.
pub fn decide<'a>(
    kind: AtomicKind,
    stmt: &'a Stmt,
    cx: &Context<'_>,
) -> Result<Lowered<'a>, Diagnostic> {
    let Ok(atomic) = parse(kind, stmt, cx.symbols) else {
        return Err(
            Diagnostic::error(stmt.span, "invalid statement for an `atomic` construct")
                .with_label("not an atomic statement of this kind"),
        );
    };
    let x = atomic.x();
    // The atomic functions take global or shared (local) memory only. An object in a
    // thread's own memory is no other thread's, so the plain statement is as atomic.
    if cx
        .spaces
        .is_some_and(|s| s.private_atomics.contains(&x.span))
    {
        return Ok(Lowered::Private);
    }
    let ty = cx.symbols.type_of(x).unwrap_or(Type::Basic(BasicType::Int));
    let form = match atomic {
        // Nothing writes a `const` object while the program runs, so a plain load reads
        // it whole (and the read-modify-write of the helpers cannot take its address:
        // nvcc refuses a const pointer, OpenCL one into `__constant`).
        Atomic::Read { v, .. } if designates_const(x, cx.symbols) => Form::ConstLoad { v },
        _ => {
            if let Some(why) = unsupported_type(&ty) {
                return Err(Diagnostic::error(x.span, why)
                    .with_label("updated atomically here")
                    .with_help("use an integer or floating type of 8 to 64 bits"));
            }
            access_form(atomic)
        }
    };
    Ok(Lowered::Access(AtomicAccess {
        x,
        ty,
        form,
        // CUDA asks at run time (`__isLocal`: nvcc's atomics on a thread's local memory
        // fault); OpenCL knew from the spaces above.
        local_check: cx.caps.atomics_check_local_memory,
    }))
}

/// The access through the target's atomics that a parsed statement makes.
fn access_form(atomic: Atomic<'_>) -> Form<'_> {
    match atomic {
        Atomic::Read { v, .. } => Form::Load { v },
        Atomic::Write { value, .. } => Form::Store { value },
        Atomic::Update { change, .. } => {
            let (op, operand) = operation(change);
            Form::Update { op, operand }
        }
        Atomic::Capture {
            v,
            change,
            captured,
            ..
        } => {
            let (op, operand) = operation(change);
            Form::Capture {
                v,
                op,
                operand,
                captured,
            }
        }
    }
}

/// The read-modify-write operation of a change of an atomic's object, and its operand:
/// an exchange for a write, the operator reversed where the old value is on its right.
fn operation(change: Change<'_>) -> (AtomicOp, Operand<'_>) {
    match change {
        Change::Assign(value) => (AtomicOp::Swap, Operand::Expr(value)),
        Change::Op {
            op,
            operand,
            old_on_right,
        } => {
            let op = if old_on_right {
                AtomicOp::from_binary_reversed(op)
            } else {
                AtomicOp::from_binary(op)
            };
            (op, operand)
        }
    }
}

/// Why the device has no atomic operation on an object of type `ty`, when it has none.
/// Both targets' atomics are their native operations or compare-and-swap helpers on the
/// bits of 32- and 64-bit words (narrower values through the word around them), so the
/// integers and floats of 8 to 64 bits, and the enumerations spelt as one of them; not
/// pointers, `long double`, the extended floating types or a `__typeof__` accc cannot
/// name.
pub fn unsupported_type(ty: &Type) -> Option<String> {
    use BasicType::*;
    let supported = match ty.resolved() {
        Type::Basic(b) | Type::Enum { tag: None, repr: b } => matches!(
            b,
            Bool | Char
                | SChar
                | UChar
                | Short
                | UShort
                | Int
                | UInt
                | Long
                | ULong
                | LongLong
                | ULongLong
                | Float
                | Double
        ),
        _ => false,
    };
    (!supported).then(|| {
        format!(
            "atomic operations on `{}` are not supported on this target",
            ty.spelling()
        )
    })
}

/// Whether the lvalue `e` designates a `const` object: of a const type, or a member or
/// element of one.
fn designates_const(e: &Expr, syms: &Symbols) -> bool {
    let of = |e: &Expr| syms.type_of(e).is_some_and(|t| t.is_const());
    of(e)
        || match &e.kind {
            ExprKind::Member {
                base, arrow: false, ..
            } => designates_const(base, syms),
            ExprKind::Member {
                base, arrow: true, ..
            } => syms
                .type_of(base)
                .is_some_and(|t| t.element().is_some_and(|p| p.is_const())),
            ExprKind::Index { base, .. } => {
                syms.type_of(base).is_some_and(|t| t.is_array()) && designates_const(base, syms)
            }
            _ => false,
        }
}
