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
        || name
            .strip_prefix("__builtin_")
            .is_some_and(is_math_function)
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
}
