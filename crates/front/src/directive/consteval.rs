//! Evaluation of the integer constant expressions some clauses require (`collapse(2)`,
//! `tile(8, *)`, `gang(dim: 2)`, `dim(1)`). After preprocessing these are normally plain
//! literals; simple arithmetic on literals is folded too. Anything else (a variable, a
//! call, `sizeof`) is "not a constant" here.

use crate::ast::{BinaryOp, Expr, ExprKind, UnaryOp};

/// The value of an integer constant expression, or `None` if it is not one (or it
/// overflows, or divides by zero).
pub(crate) fn eval_int(e: &Expr) -> Option<i128> {
    match &e.kind {
        ExprKind::IntLit(text) => parse_int_literal(text),
        ExprKind::CharLit(text) => parse_char_literal(text),
        ExprKind::BoolLit(b) => Some(*b as i128),
        ExprKind::Unary { op, expr } => {
            let v = eval_int(expr)?;
            match op {
                UnaryOp::Neg => v.checked_neg(),
                UnaryOp::Plus | UnaryOp::Extension => Some(v),
                UnaryOp::BitNot => Some(!v),
                UnaryOp::Not => Some((v == 0) as i128),
                _ => None,
            }
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let a = eval_int(lhs)?;
            let b = eval_int(rhs)?;
            match op {
                BinaryOp::Add => a.checked_add(b),
                BinaryOp::Sub => a.checked_sub(b),
                BinaryOp::Mul => a.checked_mul(b),
                BinaryOp::Div => a.checked_div(b),
                BinaryOp::Rem => a.checked_rem(b),
                BinaryOp::Shl => u32::try_from(b).ok().filter(|&s| s < 64).map(|s| a << s),
                BinaryOp::Shr => u32::try_from(b).ok().filter(|&s| s < 64).map(|s| a >> s),
                BinaryOp::Lt => Some((a < b) as i128),
                BinaryOp::Gt => Some((a > b) as i128),
                BinaryOp::Le => Some((a <= b) as i128),
                BinaryOp::Ge => Some((a >= b) as i128),
                BinaryOp::Eq => Some((a == b) as i128),
                BinaryOp::Ne => Some((a != b) as i128),
                BinaryOp::BitAnd => Some(a & b),
                BinaryOp::BitXor => Some(a ^ b),
                BinaryOp::BitOr => Some(a | b),
                BinaryOp::LogAnd => Some((a != 0 && b != 0) as i128),
                BinaryOp::LogOr => Some((a != 0 || b != 0) as i128),
            }
        }
        ExprKind::Cond { cond, then, els } => {
            let c = eval_int(cond)?;
            if c != 0 {
                match then {
                    Some(t) => eval_int(t),
                    None => Some(c),
                }
            } else {
                eval_int(els)
            }
        }
        ExprKind::Cast { expr, .. } => eval_int(expr),
        _ => None,
    }
}

/// A C integer literal's digits and radix: decimal, octal, hex, binary, with `'` digit
/// separators (C23) and `u`/`l`/`ll`/`z`/`wb` suffixes. `None` for a malformed one.
fn int_literal_digits(text: &str) -> Option<(String, u32)> {
    let lower: String = text
        .chars()
        .filter(|&c| c != '\'')
        .collect::<String>()
        .to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    let end = digits
        .find(|c: char| !c.is_digit(radix))
        .unwrap_or(digits.len());
    let (num, suffix) = digits.split_at(end);
    if !suffix
        .chars()
        .all(|c| matches!(c, 'u' | 'l' | 'z' | 'w' | 'b'))
    {
        return None;
    }
    match (num.is_empty(), radix) {
        // `0`, `0u`: the octal prefix alone.
        (true, 8) => Some(("0".into(), 8)),
        (true, _) => None,
        (false, _) => Some((num.to_string(), radix)),
    }
}

/// The value of a C integer literal as written (`0x1F`, `017`, `10UL`, `1'000`).
pub fn parse_int_literal(text: &str) -> Option<i128> {
    let (digits, radix) = int_literal_digits(text)?;
    i128::from_str_radix(&digits, radix).ok()
}

/// An integer literal of `e` (the first, in evaluation order) too large for every C
/// integer type (more than `unsigned long long`, 64 bits, holds): its span and text.
pub fn oversized_literal(e: &Expr) -> Option<(crate::span::Span, String)> {
    let mut found = None;
    e.walk(&mut |x| {
        if let ExprKind::IntLit(text) = &x.kind {
            if found.is_none() && literal_too_large(text) {
                found = Some((x.span, text.clone()));
            }
        }
    });
    found
}

/// A well-formed integer literal whose value exceeds 2^64 - 1.
fn literal_too_large(text: &str) -> bool {
    int_literal_digits(text).is_some_and(|(digits, radix)| {
        u64::from_str_radix(&digits, radix)
            .is_err_and(|e| *e.kind() == std::num::IntErrorKind::PosOverflow)
    })
}

fn parse_char_literal(text: &str) -> Option<i128> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    let c = chars.next()?;
    if c == '\\' || chars.next().is_some() {
        return None;
    }
    Some(c as i128)
}

#[cfg(test)]
mod tests {
    use super::parse_int_literal;

    #[test]
    fn literals() {
        assert_eq!(parse_int_literal("42"), Some(42));
        assert_eq!(parse_int_literal("0x1fUL"), Some(31));
        assert_eq!(parse_int_literal("010"), Some(8));
        assert_eq!(parse_int_literal("0"), Some(0));
        assert_eq!(parse_int_literal("0b101"), Some(5));
        assert_eq!(parse_int_literal("1'000"), Some(1000));
        assert_eq!(parse_int_literal("1.5"), None);
        assert_eq!(parse_int_literal("12abc"), None);
    }

    #[test]
    fn literals_too_large_for_every_type() {
        use super::literal_too_large;
        assert!(literal_too_large("18446744073709551616"));
        assert!(literal_too_large(
            "99999999999999999999999999999999999999999999ULL"
        ));
        assert!(literal_too_large("0x1'0000'0000'0000'0000"));
        assert!(!literal_too_large("18446744073709551615u"));
        assert!(!literal_too_large("0xffffffffffffffff"));
        assert!(!literal_too_large("1.5"));
    }
}
