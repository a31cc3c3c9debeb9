//! Evaluation of the integer constant expressions some clauses require (`collapse(2)`,
//! `tile(8, *)`, `gang(dim: 2)`, `dim(1)`). After preprocessing these are normally plain
//! literals; simple arithmetic on literals is folded too. Anything else (a variable, a
//! call, `sizeof`) is "not a constant" here.

use crate::ast::{BinaryOp, Expr, ExprKind, UnaryOp};
use crate::number::{literal_too_large, parse_int_literal};

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

fn parse_char_literal(text: &str) -> Option<i128> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    let c = chars.next()?;
    if c == '\\' || chars.next().is_some() {
        return None;
    }
    Some(c as i128)
}
