//! C99 `_Complex` values in device code.
//!
//! Both device compilers take `float _Complex` and `double _Complex` as types (objects,
//! pointers, parameters, `__real__`/`__imag__` of an object), laid out as the host lays
//! them out (two reals), but neither computes with them reliably: nvcc compiles the
//! program as C++, where a complex product calls the host-only `__muldc3` and mixed
//! real/complex operands or a cast to a complex type use entities it has no device
//! version of; PoCL's clang calls `__muldc3`/`__divdc3`, which its kernel library lacks.
//! So accc keeps the types and lowers every *operation* on a complex value into a call
//! of a helper defined in the device program (`__accc_cmul_d`, `__accc_caddr_f`…): the
//! compilers then see only complex objects being stored, loaded, passed and returned.
//! Which helper computes each expression is decided by `passes::lower::complex` (an
//! `accc_ir::complex::Value`); this module prints the record and defines the helpers.
//! Products and quotients follow C99 Annex G (infinities recovered from NaN results);
//! a real operand is not widened to a complex one where the host's C does not widen it
//! (the pass's rule), so the signs of zeros agree with the host's.

use accc_front::ast::Expr;
use accc_front::SourceMap;
use std::collections::BTreeSet;

use accc_ir::complex::{Conversion, Helper, Precision, Value};
use accc_ir::needs::{ComplexFunction, Needs};

use super::target::Target;

/// The helpers' suffix of a precision: `f` or `d`.
fn suffix(precision: Precision) -> &'static str {
    match precision {
        Precision::Double => "d",
        _ => "f",
    }
}

/// The C type of a real value of `precision`.
fn part_type(precision: Precision) -> &'static str {
    match precision {
        Precision::Double => "double",
        Precision::Float => "float",
        Precision::Integer => "int",
    }
}

/// A helper's name, less the `__accc_` prefix and the precision suffix.
fn helper_word(helper: Helper) -> &'static str {
    match helper {
        Helper::Real => "creal",
        Helper::Imag => "cimag",
        Helper::Add => "cadd",
        Helper::Sub => "csub",
        Helper::Mul => "cmul",
        Helper::Div => "cdiv",
        Helper::AddReal => "caddr",
        Helper::SubReal => "csubr",
        Helper::RealSub => "rsubc",
        Helper::MulReal => "cmulr",
        Helper::DivReal => "cdivr",
        Helper::Neg => "cneg",
        Helper::Conj => "cconj",
        Helper::Equal => "ceq",
        Helper::Abs => "cabs",
        Helper::Arg => "carg",
        Helper::Exp => "cexp",
        Helper::Sqrt => "csqrt",
    }
}

/// How [`print`] writes what is not the record's: the target's type names, the source
/// text, and the device text of each of the value's operands ([`Value::operands`]).
pub struct Printing<'p, 'a> {
    pub target: &'p dyn Target,
    pub sm: &'p SourceMap,
    pub operands: &'p [(&'a Expr, String)],
}

/// The device text of `value`.
pub fn print(value: &Value<'_>, p: &Printing<'_, '_>) -> String {
    let operand = |e: &Expr| {
        p.operands
            .iter()
            .find(|(o, _)| std::ptr::eq(*o, e))
            .map(|(_, text)| text.clone())
            .expect("the rewriter prints every operand of the value (`Value::operands`)")
    };
    match value {
        Value::Operand(e) => operand(e),
        Value::Converted { value, conversion } => {
            let text = print(value, p);
            match *conversion {
                Conversion::Complex { from, to } => {
                    format!("__accc_c{}_{}({text})", suffix(from), suffix(to))
                }
                Conversion::FromReal { to } => {
                    format!("__accc_cx_{}(({})({text}), 0)", suffix(to), part_type(to))
                }
                Conversion::RealPart { from } => format!("__accc_creal_{}({text})", suffix(from)),
                Conversion::ToPart { to } => format!("({})({text})", part_type(to)),
            }
        }
        Value::Parts {
            precision,
            real,
            imag,
        } => format!("__accc_cx_{}({real}, {imag})", suffix(*precision)),
        Value::Helper {
            helper,
            precision,
            args,
        } => {
            let args: Vec<String> = args.iter().map(|a| print(a, p)).collect();
            format!(
                "__accc_{}_{}({})",
                helper_word(*helper),
                suffix(*precision),
                args.join(", ")
            )
        }
        Value::Not(value) => format!("!{}", print(value, p)),
        Value::Grouped(value) => format!("({})", print(value, p)),
        // A logical operation and a conditional replace an expression that may stand inside
        // a larger one whose operators bind tighter (`(a && r) + 1`, the source's
        // parentheses being part of the replaced expression), so they keep parentheses of
        // their own, and so do assignments among their operands.
        Value::Logical { op, lhs, rhs } => {
            format!("({} {} {})", nested(lhs, p), op.as_str(), nested(rhs, p))
        }
        Value::Cast { ty, value } => format!(
            "(({})({}))",
            p.target.type_text(&ty.spelling()),
            print(value, p)
        ),
        Value::Assign { object, value } => format!("{} = {}", operand(object), print(value, p)),
        Value::Cond { cond, then, els } => {
            format!(
                "({} ? {} : {})",
                operand(cond),
                nested(then, p),
                nested(els, p)
            )
        }
        Value::AsWritten(e) => p.sm.snippet(e.span).to_string(),
    }
}

/// The device text of `value` as an operand of a logical or conditional operator: an
/// assignment in parentheses.
fn nested(value: &Value<'_>, p: &Printing<'_, '_>) -> String {
    match value {
        Value::Assign { .. } => format!("({})", print(value, p)),
        _ => print(value, p),
    }
}

/// On CUDA, the names nvcc's host-side stubs give the kernels' complex parameters
/// (`_Complex_double`, which the stubs use without defining), where the device code names a
/// complex type or calls a complex helper at all (`Needs::complex_types`,
/// `Needs::complex_helpers`).
pub fn prelude(d: &dyn Target, needs: &Needs) -> &'static str {
    match needs.complex_types || !needs.complex_helpers.is_empty() {
        true => d.complex_prelude(),
        false => "",
    }
}

/// Definitions of the complex helpers, for both precisions, when the device code calls
/// any (`needed`, from the records its expressions and reductions decided): all of them,
/// since some call others (`__accc_cx_*`) and the program's text then does not depend on
/// which the code calls.
pub fn definitions(d: &dyn Target, needed: &BTreeSet<(ComplexFunction, Precision)>) -> String {
    let mut out = String::new();
    if needed.is_empty() {
        return out;
    }
    let inline = d.inline_qualifier();
    for (t, s) in [("float", "f"), ("double", "d")] {
        // The math functions of the parts' type: CUDA's `float` ones end in `f`, OpenCL's
        // are overloaded.
        let m = |name: &str| match s {
            "f" => format!("{name}{}", d.float_math_suffix()),
            _ => name.to_string(),
        };
        let (copysign, isinf, isnan, isfinite) = (m("copysign"), "isinf", "isnan", "isfinite");
        let (fabs, fmax, logb, ldexp) = (m("fabs"), m("fmax"), m("logb"), m("ldexp"));
        let (hypot, atan2, exp, cos, sin, sqrt) = (
            m("hypot"),
            m("atan2"),
            m("exp"),
            m("cos"),
            m("sin"),
            m("sqrt"),
        );
        let c = format!("{t} _Complex");
        // +infinity of the parts' type (OpenCL's `INFINITY` is a `float`).
        let inf = format!("(({t})INFINITY)");
        let cx = format!("__accc_cx_{s}");
        // A component set to 1 (infinite) or 0 (finite), keeping its sign: Annex G's
        // "box" of an infinite operand.
        let boxed = |v: &str| format!("{v} = {copysign}({isinf}({v}) ? ({t})1 : ({t})0, {v})");
        let zero_nan = |v: &str| format!("if ({isnan}({v})) {v} = {copysign}(({t})0, {v})");
        let defs = [
            // The value from its parts (the compilers take no complex constant or cast).
            format!("{inline} {c} {cx}({t} re, {t} im) {{ {c} z; __real__ z = re; __imag__ z = im; return z; }}"),
            format!("{inline} {t} __accc_creal_{s}({c} z) {{ return __real__ z; }}"),
            format!("{inline} {t} __accc_cimag_{s}({c} z) {{ return __imag__ z; }}"),
            format!("{inline} {c} __accc_cadd_{s}({c} z, {c} w) {{ return {cx}(__real__ z + __real__ w, __imag__ z + __imag__ w); }}"),
            format!("{inline} {c} __accc_csub_{s}({c} z, {c} w) {{ return {cx}(__real__ z - __real__ w, __imag__ z - __imag__ w); }}"),
            // A real operand changes the real part only, or scales both parts.
            format!("{inline} {c} __accc_caddr_{s}({c} z, {t} x) {{ return {cx}(__real__ z + x, __imag__ z); }}"),
            format!("{inline} {c} __accc_csubr_{s}({c} z, {t} x) {{ return {cx}(__real__ z - x, __imag__ z); }}"),
            format!("{inline} {c} __accc_rsubc_{s}({t} x, {c} z) {{ return {cx}(x - __real__ z, -__imag__ z); }}"),
            format!("{inline} {c} __accc_cmulr_{s}({c} z, {t} x) {{ return {cx}(__real__ z * x, __imag__ z * x); }}"),
            format!("{inline} {c} __accc_cdivr_{s}({c} z, {t} x) {{ return {cx}(__real__ z / x, __imag__ z / x); }}"),
            format!("{inline} {c} __accc_cneg_{s}({c} z) {{ return {cx}(-__real__ z, -__imag__ z); }}"),
            format!("{inline} {c} __accc_cconj_{s}({c} z) {{ return {cx}(__real__ z, -__imag__ z); }}"),
            format!("{inline} int __accc_ceq_{s}({c} z, {c} w) {{ return __real__ z == __real__ w && __imag__ z == __imag__ w; }}"),
            format!("{inline} {t} __accc_cabs_{s}({c} z) {{ return {hypot}(__real__ z, __imag__ z); }}"),
            format!("{inline} {t} __accc_carg_{s}({c} z) {{ return {atan2}(__imag__ z, __real__ z); }}"),
            // Annex G.5.1: a product whose parts are both NaN, of an infinite operand (or
            // one whose partial products overflowed), is an infinity, recomputed from
            // operands whose infinite parts are ±1 and NaN parts ±0.
            format!(
                "{inline} {c} __accc_cmul_{s}({c} z, {c} w) {{\n    {t} a = __real__ z, b = __imag__ z, c = __real__ w, d = __imag__ w;\n    {t} ac = a * c, bd = b * d, ad = a * d, bc = b * c, x = ac - bd, y = ad + bc;\n    if ({isnan}(x) && {isnan}(y)) {{\n        int again = 0;\n        if ({isinf}(a) || {isinf}(b)) {{ {}; {}; {}; {}; again = 1; }}\n        if ({isinf}(c) || {isinf}(d)) {{ {}; {}; {}; {}; again = 1; }}\n        if (!again && ({isinf}(ac) || {isinf}(bd) || {isinf}(ad) || {isinf}(bc))) {{ {}; {}; {}; {}; again = 1; }}\n        if (again) {{ x = {inf} * (a * c - b * d); y = {inf} * (a * d + b * c); }}\n    }}\n    return {cx}(x, y);\n}}",
                boxed("a"), boxed("b"), zero_nan("c"), zero_nan("d"),
                boxed("c"), boxed("d"), zero_nan("a"), zero_nan("b"),
                zero_nan("a"), zero_nan("b"), zero_nan("c"), zero_nan("d"),
            ),
            // Annex G.5.1: the divisor scaled by a power of two (exactly) so that its
            // squared magnitude neither overflows nor underflows, then the NaN results of
            // a zero divisor, an infinite dividend or an infinite divisor recovered.
            format!(
                "{inline} {c} __accc_cdiv_{s}({c} z, {c} w) {{\n    {t} a = __real__ z, b = __imag__ z, c = __real__ w, d = __imag__ w;\n    int scale = 0;\n    {t} logbw = {logb}({fmax}({fabs}(c), {fabs}(d)));\n    if ({isfinite}(logbw)) {{ scale = (int)logbw; c = {ldexp}(c, -scale); d = {ldexp}(d, -scale); }}\n    {t} denom = c * c + d * d;\n    {t} x = {ldexp}((a * c + b * d) / denom, -scale), y = {ldexp}((b * c - a * d) / denom, -scale);\n    if ({isnan}(x) && {isnan}(y)) {{\n        if (denom == 0 && (!{isnan}(a) || !{isnan}(b))) {{ x = {copysign}({inf}, c) * a; y = {copysign}({inf}, c) * b; }}\n        else if (({isinf}(a) || {isinf}(b)) && {isfinite}(c) && {isfinite}(d)) {{ {}; {}; x = {inf} * (a * c + b * d); y = {inf} * (b * c - a * d); }}\n        else if ({isinf}(logbw) && logbw > 0 && {isfinite}(a) && {isfinite}(b)) {{ {}; {}; x = 0 * (a * c + b * d); y = 0 * (b * c - a * d); }}\n    }}\n    return {cx}(x, y);\n}}",
                boxed("a"), boxed("b"), boxed("c"), boxed("d"),
            ),
            // e^a (cos b + i sin b), a real argument (b == 0) giving a real result exactly.
            format!("{inline} {c} __accc_cexp_{s}({c} z) {{ {t} a = __real__ z, b = __imag__ z, e = {exp}(a); if (b == 0) return {cx}(e, b); return {cx}(e * {cos}(b), e * {sin}(b)); }}"),
            // The principal root (non-negative real part, the imaginary part's sign that of
            // the argument's), from t = sqrt((|a| + |z|) / 2), which cancels nothing.
            format!(
                "{inline} {c} __accc_csqrt_{s}({c} z) {{\n    {t} a = __real__ z, b = __imag__ z;\n    if (a == 0 && b == 0) return {cx}(0, b);\n    if ({isinf}(b)) return {cx}({inf}, b);\n    if ({isnan}(a)) return {cx}(a, a);\n    if ({isinf}(a)) return a > 0 ? {cx}(a, {isnan}(b) ? b : {copysign}(({t})0, b)) : {cx}({isnan}(b) ? b : 0, {copysign}({inf}, b));\n    {t} t = {sqrt}(({fabs}(a) + {hypot}(a, b)) * ({t})0.5);\n    return a >= 0 ? {cx}(t, b / (2 * t)) : {cx}({fabs}(b) / (2 * t), {copysign}(t, b));\n}}"
            ),
        ];
        for def in defs {
            out.push_str(&def);
            out.push('\n');
        }
    }
    // Conversions between the precisions.
    out.push_str(&format!("{inline} double _Complex __accc_cf_d(float _Complex z) {{ return __accc_cx_d(__real__ z, __imag__ z); }}\n{inline} float _Complex __accc_cd_f(double _Complex z) {{ return __accc_cx_f((float)__real__ z, (float)__imag__ z); }}\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::super::dialect::Dialect;
    use super::*;

    #[test]
    fn every_helper_is_defined_when_any_is_needed() {
        let needed = BTreeSet::from([(ComplexFunction::FromParts, Precision::Float)]);
        for dialect in [Dialect::Cuda, Dialect::OpenCl] {
            assert_eq!(definitions(dialect.target(), &BTreeSet::new()), "");
            let text = definitions(dialect.target(), &needed);
            for name in [
                "__accc_cf_d(",
                "__accc_cd_f(",
                "__accc_cx_f(",
                "__accc_cx_d(",
            ] {
                assert!(text.contains(name), "{name}");
            }
            for helper in [
                Helper::Real,
                Helper::Imag,
                Helper::Add,
                Helper::Sub,
                Helper::Mul,
                Helper::Div,
                Helper::AddReal,
                Helper::SubReal,
                Helper::RealSub,
                Helper::MulReal,
                Helper::DivReal,
                Helper::Neg,
                Helper::Conj,
                Helper::Equal,
                Helper::Abs,
                Helper::Arg,
                Helper::Exp,
                Helper::Sqrt,
            ] {
                for s in ["f", "d"] {
                    let name = format!("__accc_{}_{s}(", helper_word(helper));
                    assert!(text.contains(&name), "{name}");
                }
            }
        }
    }
}
