//! Knowledge about C library functions that compute regions may call.

/// `math.h` functions (all precisions): pure, callable from any compute region, and
/// available on every device.
pub fn is_math_function(name: &str) -> bool {
    const BASE: &[&str] = &[
        "acos",
        "acosh",
        "asin",
        "asinh",
        "atan",
        "atan2",
        "atanh",
        "cbrt",
        "ceil",
        "copysign",
        "cos",
        "cosh",
        "erf",
        "erfc",
        "exp",
        "exp2",
        "expm1",
        "fabs",
        "fdim",
        "floor",
        "fma",
        "fmax",
        "fmin",
        "fmod",
        "hypot",
        "ilogb",
        "ldexp",
        "lgamma",
        "llrint",
        "llround",
        "log",
        "log10",
        "log1p",
        "log2",
        "logb",
        "lrint",
        "lround",
        "nearbyint",
        "nextafter",
        "pow",
        "remainder",
        "rint",
        "round",
        "scalbn",
        "sin",
        "sinh",
        "sqrt",
        "tan",
        "tanh",
        "tgamma",
        "trunc",
    ];
    const INT: &[&str] = &["abs", "labs", "llabs"];
    if INT.contains(&name) {
        return true;
    }
    let base = name
        .strip_suffix('f')
        .filter(|b| BASE.contains(b))
        .or_else(|| name.strip_suffix('l').filter(|b| BASE.contains(b)));
    BASE.contains(&name)
        || base.is_some()
        || fp_classification(name).is_some()
        || fp_constant(name).is_some()
        || name
            .strip_prefix("__builtin_")
            .is_some_and(is_math_function)
}

/// The floating-point classification or comparison that `name` computes, by its
/// `<math.h>` name (`isnan`, `isinf_sign`, `fpclassify`, `isgreater`…), for what the
/// `<math.h>` macros expand to: gcc's and clang's headers spell them as built-ins
/// (`isnan(x)` is `__builtin_isnan (x)`, `isinf(x)` `__builtin_isinf_sign (x)` — -1, 0 or
/// 1 —, `fpclassify(x)` `__builtin_fpclassify (FP_NAN, FP_INFINITE, FP_NORMAL,
/// FP_SUBNORMAL, FP_ZERO, x)`). Pure, with an `int` result.
pub fn fp_classification(name: &str) -> Option<&'static str> {
    const CLASSES: &[&str] = &[
        "isnan",
        "isinf",
        "isinf_sign",
        "isfinite",
        "isnormal",
        "signbit",
        "fpclassify",
        "isgreater",
        "isgreaterequal",
        "isless",
        "islessequal",
        "islessgreater",
        "isunordered",
    ];
    let base = name.strip_prefix("__builtin_")?;
    // `__builtin_isnanf`, `__builtin_signbitl`, and the old `__builtin_finite`.
    let base = match base {
        "finite" | "finitef" | "finitel" => "isfinite",
        "isnanf" | "isnanl" | "isinff" | "isinfl" | "signbitf" | "signbitl" => {
            &base[..base.len() - 1]
        }
        b => b,
    };
    CLASSES.iter().copied().find(|&c| c == base)
}

/// A floating-point constant of `<math.h>` that gcc's headers spell as a built-in call:
/// `INFINITY` (`__builtin_inff ()`), `HUGE_VAL` (`__builtin_huge_val ()`), `NAN`
/// (`__builtin_nanf ("")`). Whether it is a NaN (else +infinity), and whether it is a
/// `float` (else `double`; `long double` ones are `double` on the devices).
pub fn fp_constant(name: &str) -> Option<(bool, bool)> {
    Some(match name.strip_prefix("__builtin_")? {
        "inf" | "infl" | "huge_val" | "huge_vall" => (false, false),
        "inff" | "huge_valf" => (false, true),
        "nan" | "nanl" => (true, false),
        "nanf" => (true, true),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn math_names() {
        assert!(super::is_math_function("sqrtf"));
        assert!(super::is_math_function("fmax"));
        assert!(super::is_math_function("expl"));
        assert!(!super::is_math_function("printf"));
        assert!(!super::is_math_function("f"));
    }

    #[test]
    fn classification_macros_and_constants_are_math() {
        use super::{fp_classification, fp_constant, is_math_function};
        assert_eq!(
            fp_classification("__builtin_isinf_sign"),
            Some("isinf_sign")
        );
        assert_eq!(fp_classification("__builtin_isnanf"), Some("isnan"));
        assert_eq!(fp_classification("__builtin_finite"), Some("isfinite"));
        assert_eq!(
            fp_classification("__builtin_fpclassify"),
            Some("fpclassify")
        );
        assert_eq!(fp_classification("isnan"), None);
        assert_eq!(fp_classification("__builtin_popcount"), None);
        assert_eq!(fp_constant("__builtin_inff"), Some((false, true)));
        assert_eq!(fp_constant("__builtin_nan"), Some((true, false)));
        assert!(is_math_function("__builtin_isgreater"));
        assert!(is_math_function("__builtin_huge_val"));
        assert!(!is_math_function("__builtin_expect"));
    }
}
