//! C numeric constants as the lexer keeps them (pp-numbers, see [`crate::lexer`]): which are
//! floating constants, the value of an integer constant, and what makes a pp-number no C
//! constant at all (`0x`, `08`, `1e`, `1.2.3`, `12abc`), so that such text is reported here
//! rather than left to the host compiler.

/// Whether a pp-number is a floating constant (as opposed to an integer constant).
pub fn is_float_number(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() > 1 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X') {
        s.contains(['.', 'p', 'P'])
    } else if b.len() > 1 && b[0] == b'0' && (b[1] == b'b' || b[1] == b'B') {
        false
    } else {
        s.contains(['.', 'e', 'E'])
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

/// A well-formed integer literal whose value exceeds 2^64 - 1.
pub(crate) fn literal_too_large(text: &str) -> bool {
    int_literal_digits(text).is_some_and(|(digits, radix)| {
        u64::from_str_radix(&digits, radix)
            .is_err_and(|e| *e.kind() == std::num::IntErrorKind::PosOverflow)
    })
}

/// Integer suffixes C and GCC accept (lower-cased; an imaginary `i`/`j` removed first).
const INTEGER_SUFFIXES: &[&str] = &[
    "", "u", "l", "ul", "lu", "ll", "ull", "llu", "wb", "uwb", "wbu",
];

/// Floating suffixes C and GCC accept (lower-cased; an imaginary `i`/`j` removed first):
/// `f`, `l`, the `_FloatN` ones, the decimal ones and GCC's `q` (`__float128`) and `w`.
const FLOATING_SUFFIXES: &[&str] = &[
    "", "f", "l", "f16", "f32", "f64", "f128", "f32x", "f64x", "f128x", "bf16", "df", "dd", "dl",
    "d32", "d64", "d128", "q", "w",
];

/// What makes the pp-number `text` no C constant (the message of its error), or `None`
/// when it is a well-formed integer or floating constant. Values too large for their type
/// are not judged here (see [`literal_too_large`]).
pub fn malformed(text: &str) -> Option<String> {
    let plain: String = text.chars().filter(|&c| c != '\'').collect();
    let lower = plain.to_ascii_lowercase();
    if is_float_number(&plain) {
        malformed_floating(&lower)
    } else {
        malformed_integer(&lower)
    }
}

/// `suffix` without one imaginary-unit letter (GCC's `2i`, `1.5fi`, `1.5if`).
fn without_imaginary(suffix: &str) -> &str {
    suffix
        .strip_prefix(['i', 'j'])
        .or_else(|| suffix.strip_suffix(['i', 'j']))
        .unwrap_or(suffix)
}

fn malformed_integer(lower: &str) -> Option<String> {
    let (digits, radix, kind) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16, "hexadecimal")
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2, "binary")
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8, "octal")
    } else {
        (lower, 10, "decimal")
    };
    let end = digits
        .find(|c: char| !c.is_digit(radix))
        .unwrap_or(digits.len());
    let (num, suffix) = digits.split_at(end);
    if num.is_empty() && radix != 8 {
        return Some(format!("{kind} constant without digits"));
    }
    if let Some(d) = suffix.chars().next().filter(char::is_ascii_digit) {
        return Some(format!("invalid digit `{d}` in {kind} constant"));
    }
    if !INTEGER_SUFFIXES.contains(&without_imaginary(suffix)) {
        return Some(format!("invalid suffix `{suffix}` on integer constant"));
    }
    None
}

fn malformed_floating(lower: &str) -> Option<String> {
    let (mantissa_and_rest, hex) = match lower.strip_prefix("0x") {
        Some(rest) => (rest, true),
        None => (lower, false),
    };
    let is_mantissa_digit = |c: char| {
        if hex {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    };
    let mantissa_end = mantissa_and_rest
        .find(|c: char| !is_mantissa_digit(c) && c != '.')
        .unwrap_or(mantissa_and_rest.len());
    let (mantissa, rest) = mantissa_and_rest.split_at(mantissa_end);
    if mantissa.matches('.').count() > 1 {
        return Some("too many decimal points in number".into());
    }
    if !mantissa.contains(is_mantissa_digit) {
        return Some("floating constant without digits".into());
    }
    let exponent_mark = if hex { 'p' } else { 'e' };
    let suffix = match rest.strip_prefix(exponent_mark) {
        Some(exponent) => {
            let exponent = exponent.strip_prefix(['+', '-']).unwrap_or(exponent);
            let digits_end = exponent
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(exponent.len());
            if digits_end == 0 {
                return Some("exponent has no digits".into());
            }
            &exponent[digits_end..]
        }
        None if hex => {
            return Some("hexadecimal floating constant without an exponent (`p`)".into())
        }
        None => rest,
    };
    if !FLOATING_SUFFIXES.contains(&without_imaginary(suffix)) {
        return Some(format!("invalid suffix `{suffix}` on floating constant"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{literal_too_large, malformed, parse_int_literal};

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
        assert!(literal_too_large("18446744073709551616"));
        assert!(literal_too_large(
            "99999999999999999999999999999999999999999999ULL"
        ));
        assert!(literal_too_large("0x1'0000'0000'0000'0000"));
        assert!(!literal_too_large("18446744073709551615u"));
        assert!(!literal_too_large("0xffffffffffffffff"));
        assert!(!literal_too_large("1.5"));
    }

    #[test]
    fn well_formed_constants() {
        for ok in [
            "0", "0u", "017", "42", "42ULL", "42llu", "0x1F", "0XffUL", "0b101", "1'000", "3i",
            "10wb", "1.5", ".5", "1.", "1e10", "1E-3", "2.5f", "2.5L", "1e5f", "0x1p-3",
            "0x1.8P4f", "0x.8p1", "1.5fi", "1.5if", "2.0j", "1.0q", "1.5f32", "1.5dd", "08.5",
            "09e1",
        ] {
            assert_eq!(malformed(ok), None, "{ok}");
        }
    }

    #[test]
    fn malformed_constants() {
        for (bad, why) in [
            ("0x", "hexadecimal constant without digits"),
            ("0b", "binary constant without digits"),
            ("08", "invalid digit `8` in octal constant"),
            ("0b102", "invalid digit `2` in binary constant"),
            ("12abc", "invalid suffix `abc` on integer constant"),
            ("1lul", "invalid suffix `lul` on integer constant"),
            ("1e", "exponent has no digits"),
            ("1e+", "exponent has no digits"),
            (
                "0x1.5",
                "hexadecimal floating constant without an exponent (`p`)",
            ),
            ("1.2.3", "too many decimal points in number"),
            ("1.5x", "invalid suffix `x` on floating constant"),
            ("1e5e3", "invalid suffix `e3` on floating constant"),
        ] {
            assert_eq!(malformed(bad).as_deref(), Some(why), "{bad}");
        }
    }
}
