//! `sizeof` of an expression in device code (`accc_ir::sizes`): written as the size of
//! the expression's type where device code can name it. `lower::body` decides each
//! `sizeof` of a body before the printer writes it (and does not enter the operand of one
//! written as its type: the printer does not write it).

use accc_front::ast::Expr;
use accc_ir::sizes::Sizeof;
use accc_sema::analyze::Sema;
use accc_sema::Type;

/// How device code writes `sizeof operand`.
pub fn decide(operand: &Expr, sema: &Sema) -> Sizeof {
    let Some(ty) = sema.symbols.type_of(operand) else {
        return Sizeof::AsWritten;
    };
    let by_type = match ty.resolved() {
        Type::Array { .. } => fixed_size_array(sema, &ty),
        Type::Basic(_) | Type::Enum { .. } | Type::Record { .. } => true,
        _ => false,
    };
    match by_type {
        true => Sizeof::OfType(ty),
        false => Sizeof::AsWritten,
    }
}

/// Whether `t` is an array type of a size known at compile time (its bounds numbers, or
/// constant expressions accc could not evaluate, `float a[N]` with
/// `enum { N = sizeof(struct s) / sizeof(float) }`, which the device program defines).
pub fn fixed_size_array(sema: &Sema, t: &Type) -> bool {
    match t.resolved() {
        Type::Array { elem, len } => {
            let constant = match len {
                accc_sema::ArrayLen::Const(_) => true,
                accc_sema::ArrayLen::Expr(e) => sema.symbols.names_object(e).is_none(),
                accc_sema::ArrayLen::Unknown => false,
            };
            constant && (!elem.is_array() || fixed_size_array(sema, elem))
        }
        _ => false,
    }
}
