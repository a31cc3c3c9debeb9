//! Device code's `printf` (`accc_ir::calls::Callee::Printf`): CUDA's device `printf` and
//! OpenCL C's print what the host's does, with restrictions checked here so that they are
//! reported at the call rather than by the device compiler (or not at all): a `%s`
//! argument must be a string literal (a `char *` would point into host memory or be
//! refused by OpenCL C), `%n` is not supported, a `long double` has no device type, and on
//! OpenCL the format must be a string literal.

use accc_front::ast::{BasicType, BinaryOp, Expr, ExprKind, TypeSpec, UnaryOp};
use accc_front::{Diagnostic, Span};
use accc_sema::{Symbols, Type};

/// The error of the first thing the device cannot print in `printf(args…)` called at
/// `call`, if any; `format_literal` where the target takes only a literal format.
pub fn check(
    call: Span,
    args: &[Expr],
    symbols: &Symbols,
    format_literal: bool,
) -> Option<Diagnostic> {
    let Some((format, values)) = args.split_first() else {
        return Some(refused(call, "`printf` without a format", "no format"));
    };
    if let Some(long) = values.iter().find(|v| is_long_double(v, symbols)) {
        return Some(
            refused(
                long.span,
                "a `long double` argument of `printf` in device code",
                "`long double`",
            )
            .with_note("the devices have no `long double`")
            .with_help("convert it to `double` and print it with `%f`, `%e` or `%g`"),
        );
    }
    let ExprKind::StrLit(pieces) = &format.kind else {
        return format_literal.then(|| {
            refused(
                format.span,
                "a `printf` format that is not a string literal in device code",
                "not a string literal",
            )
            .with_note("OpenCL C's `printf` takes only a string literal as its format")
            .with_help("write the format as a string literal (choosing among several with `if`)")
        });
    };
    let conversions = conversions(&literal_text(pieces));
    if conversions.contains(&Conversion::Count) {
        return Some(
            refused(
                format.span,
                "`%n` in a `printf` format in device code",
                "has `%n`",
            )
            .with_help("count the characters outside the compute region"),
        );
    }
    let string_argument = conversions
        .iter()
        .zip(values)
        .find(|(c, v)| **c == Conversion::String && !matches!(v.kind, ExprKind::StrLit(_)));
    string_argument.map(|(_, v)| {
        refused(
            v.span,
            "a `%s` argument of `printf` that is not a string literal in device code",
            "not a string literal",
        )
        .with_note("device code's `printf` prints only literal strings with `%s`: a `char` pointer may point into host memory")
        .with_help("print the characters with `%c`, or the string outside the compute region")
    })
}

/// An error of a `printf` the device cannot make.
fn refused(span: Span, what: &str, label: &str) -> Diagnostic {
    Diagnostic::error(span, format!("{what} is not supported on this target"))
        .with_label(label.to_string())
}

/// What a conversion of a format consumes among the arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Conversion {
    /// `%s`: a string.
    String,
    /// `%n`: a pointer the count is stored through.
    Count,
    /// A `*` width or precision, or any other conversion: one value.
    Value,
}

/// The text of the adjacent string literals `pieces` (each as written, quotes and
/// prefix included), escapes left as written (a `%` is never one).
fn literal_text(pieces: &[String]) -> String {
    pieces
        .iter()
        .map(|p| {
            let open = p.find('"').map_or(0, |k| k + 1);
            let close = p.rfind('"').filter(|&k| k >= open).unwrap_or(p.len());
            &p[open..close]
        })
        .collect()
}

/// The arguments the conversions of `format` consume, in order (`%%` none).
fn conversions(format: &str) -> Vec<Conversion> {
    let mut out = Vec::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            continue;
        }
        // Flags, width, precision and length: a `*` takes an argument.
        while let Some(&d) = chars.peek() {
            if !"-+ #0123456789.*hljztLv".contains(d) {
                break;
            }
            if d == '*' {
                out.push(Conversion::Value);
            }
            chars.next();
        }
        match chars.next() {
            Some('%') | None => {}
            Some('s') => out.push(Conversion::String),
            Some('n') => out.push(Conversion::Count),
            Some(_) => out.push(Conversion::Value),
        }
    }
    out
}

/// Whether `e` is a `long double` value: a literal with the `L` suffix, a cast to
/// `long double`, an object of that type, arithmetic with one of them.
fn is_long_double(e: &Expr, symbols: &Symbols) -> bool {
    match &e.kind {
        ExprKind::FloatLit(text) => text.ends_with(['l', 'L']),
        ExprKind::Binary {
            op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div,
            lhs,
            rhs,
        } => is_long_double(lhs, symbols) || is_long_double(rhs, symbols),
        ExprKind::Unary {
            op: UnaryOp::Neg | UnaryOp::Plus,
            expr,
        } => is_long_double(expr, symbols),
        ExprKind::Cast { ty, .. } => {
            ty.declarator.derived.is_empty()
                && matches!(ty.specs.ty, TypeSpec::Basic(BasicType::LongDouble))
        }
        _ => symbols
            .type_of(e)
            .is_some_and(|t| matches!(t.resolved(), Type::Basic(BasicType::LongDouble))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_count_star_widths_and_skip_percent_signs() {
        use Conversion::*;
        assert_eq!(
            conversions("%d %% %*.*f %s %-5ld %n %"),
            [Value, Value, Value, Value, String, Value, Count]
        );
    }

    #[test]
    fn literal_text_joins_the_pieces_without_quotes() {
        let pieces = ["\"a %d\"".to_string(), "u8\"b %s\"".to_string()];
        assert_eq!(literal_text(&pieces), "a %db %s");
    }
}
