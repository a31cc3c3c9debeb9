//! Integer constant expressions: array bounds, enumerator values, `collapse(N)`-style
//! arguments and loop bounds known at compile time.

use accc_front::ast::{BasicType, BinaryOp, Expr, ExprKind, TypeName, TypeSpec, UnaryOp};

/// The value of an integer literal as C reads it (`0x1F`, `017`, `10UL`).
pub use accc_front::directive::parse_int_literal as int_literal;

fn char_literal(text: &str) -> Option<i128> {
    let body = text
        .trim_start_matches(['L', 'u', 'U', '8'])
        .strip_prefix('\'')?
        .strip_suffix('\'')?;
    let mut chars = body.chars();
    let c = chars.next()?;
    if c != '\\' {
        return Some(c as i128);
    }
    let e = chars.next()?;
    Some(match e {
        'n' => 10,
        't' => 9,
        'r' => 13,
        '0'..='7' => i128::from_str_radix(&body[1..], 8).ok()?,
        'x' => i128::from_str_radix(&body[2..], 16).ok()?,
        'a' => 7,
        'b' => 8,
        'f' => 12,
        'v' => 11,
        other => other as i128,
    })
}

/// Evaluates `e` if it is an integer constant expression; `lookup` gives the value of
/// identifiers that are enumeration constants.
pub fn eval(e: &Expr, lookup: &dyn Fn(&str) -> Option<i128>) -> Option<i128> {
    use BinaryOp::*;
    Some(match &e.kind {
        ExprKind::IntLit(t) => int_literal(t)?,
        ExprKind::CharLit(t) => char_literal(t)?,
        ExprKind::BoolLit(b) => *b as i128,
        ExprKind::Ident(i) => lookup(&i.name)?,
        ExprKind::Unary { op, expr } => {
            let v = eval(expr, lookup)?;
            match op {
                UnaryOp::Neg => -v,
                UnaryOp::Plus | UnaryOp::Extension => v,
                UnaryOp::Not => (v == 0) as i128,
                UnaryOp::BitNot => !v,
                _ => return None,
            }
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let a = eval(lhs, lookup)?;
            let b = eval(rhs, lookup)?;
            match op {
                Mul => a.checked_mul(b)?,
                Div => a.checked_div(b)?,
                Rem => a.checked_rem(b)?,
                Add => a.checked_add(b)?,
                Sub => a.checked_sub(b)?,
                Shl => a.checked_shl(u32::try_from(b).ok()?)?,
                Shr => a.checked_shr(u32::try_from(b).ok()?)?,
                Lt => (a < b) as i128,
                Gt => (a > b) as i128,
                Le => (a <= b) as i128,
                Ge => (a >= b) as i128,
                Eq => (a == b) as i128,
                Ne => (a != b) as i128,
                BitAnd => a & b,
                BitXor => a ^ b,
                BitOr => a | b,
                LogAnd => (a != 0 && b != 0) as i128,
                LogOr => (a != 0 || b != 0) as i128,
            }
        }
        ExprKind::Cond { cond, then, els } => {
            if eval(cond, lookup)? != 0 {
                match then {
                    Some(t) => eval(t, lookup)?,
                    None => eval(cond, lookup)?,
                }
            } else {
                eval(els, lookup)?
            }
        }
        ExprKind::Cast { ty, expr } => int_cast(ty, eval(expr, lookup)?)?,
        _ => return None,
    })
}

/// `v` converted to the integer type `ty` names (wrapping as GCC does); `None` for other
/// types (floating, pointers, typedefs), whose conversion accc does not model.
fn int_cast(ty: &TypeName, v: i128) -> Option<i128> {
    use BasicType::*;
    if !ty.declarator.derived.is_empty() {
        return None;
    }
    let TypeSpec::Basic(b) = &ty.specs.ty else {
        return None;
    };
    let (bits, signed) = match b {
        Bool => return Some((v != 0) as i128),
        Char | SChar => (8, true),
        UChar => (8, false),
        Short => (16, true),
        UShort => (16, false),
        Int => (32, true),
        UInt => (32, false),
        Long | LongLong => (64, true),
        ULong | ULongLong => (64, false),
        _ => return None,
    };
    let m = v.rem_euclid(1i128 << bits);
    Some(if signed && m >= 1i128 << (bits - 1) {
        m - (1i128 << bits)
    } else {
        m
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        assert_eq!(int_literal("42"), Some(42));
        assert_eq!(int_literal("0x1fUL"), Some(31));
        assert_eq!(int_literal("017"), Some(15));
        assert_eq!(int_literal("0"), Some(0));
        assert_eq!(int_literal("1'000"), Some(1000));
        assert_eq!(char_literal("'a'"), Some(97));
        assert_eq!(char_literal("'\\n'"), Some(10));
    }
}
