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
//! Products and quotients follow C99 Annex G (infinities recovered from NaN results);
//! a real operand is not widened to a complex one where the host's C does not widen it
//! (`z * 2.0` multiplies each part, `z + 1.0` leaves the imaginary part alone), so the
//! signs of zeros agree with the host's.

use accc_front::ast::BasicType;
use accc_sema::Type;

use super::target::Target;

/// The real precision of an arithmetic value as the usual arithmetic conversions rank it
/// (every integer type converts to a floating one before it meets a complex value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Precision {
    Integer,
    Float,
    Double,
}

/// The arithmetic type of an expression, as far as complex lowering needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arith {
    pub precision: Precision,
    pub complex: bool,
}

impl Arith {
    pub const INTEGER: Arith = Arith {
        precision: Precision::Integer,
        complex: false,
    };

    pub fn real(precision: Precision) -> Arith {
        Arith {
            precision,
            complex: false,
        }
    }

    pub fn complex(precision: Precision) -> Arith {
        Arith {
            precision: precision.max(Precision::Float),
            complex: true,
        }
    }

    /// The type both operands of a binary operator convert to.
    pub fn common(self, other: Arith) -> Arith {
        let precision = self.precision.max(other.precision);
        match self.complex || other.complex {
            true => Arith::complex(precision),
            false => Arith::real(precision),
        }
    }

    /// The helpers' suffix of a complex type: `f` or `d`.
    pub fn suffix(self) -> &'static str {
        match self.precision {
            Precision::Double => "d",
            _ => "f",
        }
    }

    /// The real type of the parts (of a complex type) or of the value.
    pub fn part_type(self) -> &'static str {
        match self.precision {
            Precision::Double => "double",
            Precision::Float => "float",
            Precision::Integer => "int",
        }
    }
}

/// What a C type is for complex lowering: `Ok(None)` for types that are not arithmetic,
/// `Err` naming a complex type the devices cannot hold as the host does (`long double
/// _Complex` is 32 bytes on the host, the devices' `long double` is `double`; integer and
/// `_FloatN` complex types).
pub fn arith_of(t: &Type) -> Result<Option<Arith>, String> {
    if !t.is_arithmetic() {
        return Ok(None);
    }
    Ok(Some(match t.resolved() {
        Type::Basic(BasicType::Float) => Arith::real(Precision::Float),
        Type::Basic(BasicType::Double | BasicType::LongDouble) => Arith::real(Precision::Double),
        Type::Basic(BasicType::ComplexFloat) => Arith::complex(Precision::Float),
        Type::Basic(BasicType::ComplexDouble) => Arith::complex(Precision::Double),
        Type::Basic(BasicType::ComplexLongDouble | BasicType::ComplexOther) => {
            return Err(t.spelling())
        }
        Type::Basic(b) if t.is_floating() => {
            // `_Float16`, `_Float128`… have no lowering here; they are not complex.
            let _ = b;
            return Ok(None);
        }
        _ => Arith::INTEGER,
    }))
}

/// The suffix of a GNU imaginary constant (`1.0i`, `2.0iF`, `3j`): whether the literal
/// `text` is one, and the real constant it scales `i` by (`2.0iF` → `2.0F`).
pub fn imaginary_literal(text: &str) -> Option<String> {
    let digits_end = text
        .char_indices()
        .rev()
        .find(|(_, c)| !c.is_ascii_alphabetic() || matches!(c, 'e' | 'E' | 'p' | 'P'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    // Hexadecimal digits are letters too: only the suffix after the last digit counts,
    // and `a`..`f` do not appear in a suffix of imaginary constants.
    let suffix = &text[digits_end..];
    if !suffix.chars().any(|c| matches!(c, 'i' | 'I' | 'j' | 'J')) {
        return None;
    }
    let kept: String = suffix
        .chars()
        .filter(|c| !matches!(c, 'i' | 'I' | 'j' | 'J'))
        .collect();
    Some(format!("{}{kept}", &text[..digits_end]))
}

/// The `<complex.h>` functions device code has: name → (precision of the argument and
/// result, whether the result is complex, the helper's operation).
pub fn library_function(name: &str) -> Option<(Precision, bool, &'static str)> {
    let (base, precision) = match name.strip_suffix('f') {
        Some(b) if known_function(b).is_some() => (b, Precision::Float),
        _ => (name, Precision::Double),
    };
    let (complex_result, op) = known_function(base)?;
    Some((precision, complex_result, op))
}

fn known_function(base: &str) -> Option<(bool, &'static str)> {
    Some(match base {
        "creal" => (false, "real"),
        "cimag" => (false, "imag"),
        "cabs" => (false, "abs"),
        "carg" => (false, "arg"),
        "conj" => (true, "conj"),
        "cexp" => (true, "exp"),
        "csqrt" => (true, "sqrt"),
        _ => return None,
    })
}

/// The other functions of `<complex.h>`, which device code does not have.
pub fn unavailable_library_function(name: &str) -> bool {
    let base = name
        .strip_suffix('f')
        .or_else(|| name.strip_suffix('l'))
        .filter(|b| b.starts_with('c'))
        .unwrap_or(name);
    matches!(
        base,
        "cacos"
            | "casin"
            | "catan"
            | "ccos"
            | "csin"
            | "ctan"
            | "cacosh"
            | "casinh"
            | "catanh"
            | "ccosh"
            | "csinh"
            | "ctanh"
            | "clog"
            | "cpow"
            | "cproj"
    ) || matches!(
        name,
        "creall" | "cimagl" | "cabsl" | "cargl" | "conjl" | "cexpl" | "csqrtl"
    )
}

/// The helpers' names, less the precision suffix (`_f`, `_d`; the conversions `cf_d`
/// and `cd_f` are `cf` and `cd` with it).
const HELPERS: &[&str] = &[
    "cx", "creal", "cimag", "cadd", "csub", "caddr", "csubr", "rsubc", "cmulr", "cdivr", "cneg",
    "cconj", "ceq", "cabs", "carg", "cmul", "cdiv", "cexp", "csqrt", "cf", "cd",
];

/// Definitions of the complex helpers, for both precisions, when `text` (the device
/// program) calls any; and on CUDA, when the program names a complex type at all, the
/// names nvcc's host-side stubs give the kernels' complex parameters (`_Complex_double`,
/// which the stubs use without defining).
pub fn definitions(d: &dyn Target, text: &str) -> String {
    let mut out = String::new();
    if text.contains("_Complex") {
        out.push_str(d.complex_prelude());
    }
    let called = |name: &str| text.contains(&format!("{name}("));
    let any_called = HELPERS
        .iter()
        .any(|h| called(&format!("__accc_{h}_f")) || called(&format!("__accc_{h}_d")));
    if !any_called {
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
    use super::*;

    #[test]
    fn imaginary_constants_and_their_scale() {
        assert_eq!(imaginary_literal("1.0iF").as_deref(), Some("1.0F"));
        assert_eq!(imaginary_literal("2i").as_deref(), Some("2"));
        assert_eq!(imaginary_literal("1e3fj").as_deref(), Some("1e3f"));
        assert_eq!(imaginary_literal("1.5f"), None);
        assert_eq!(imaginary_literal("0x1fu"), None);
    }

    #[test]
    fn library_names() {
        assert_eq!(
            library_function("cabsf"),
            Some((Precision::Float, false, "abs"))
        );
        assert_eq!(
            library_function("conj"),
            Some((Precision::Double, true, "conj"))
        );
        assert_eq!(library_function("cpow"), None);
        assert!(unavailable_library_function("cpowf"));
        assert!(unavailable_library_function("creall"));
        assert!(!unavailable_library_function("cos"));
    }
}

use accc_front::ast::{BinaryOp, Expr, ExprKind, UnaryOp};
use accc_front::Diagnostic;

use super::rewrite::{Floating, Rewriter};

impl Rewriter<'_> {
    /// [`Rewriter::floating_type`] as a precision of complex lowering.
    fn floating_precision(&self, e: &Expr) -> Option<Precision> {
        self.floating_type(e).map(|f| match f {
            Floating::Float => Precision::Float,
            Floating::Double => Precision::Double,
        })
    }

    /// The arithmetic type of `e` (see [`Arith`]); `None` where it is not arithmetic or
    /// not known (calls through pointers, `_Generic`, statement expressions).
    pub(super) fn arith(&self, e: &Expr) -> Option<Arith> {
        let of_type = |t: Option<Type>| arith_of(&t?).ok().flatten();
        match &e.kind {
            ExprKind::FloatLit(t) | ExprKind::IntLit(t) if imaginary_literal(t).is_some() => {
                let float = matches!(&e.kind, ExprKind::FloatLit(_))
                    && t.trim_end_matches(['i', 'I', 'j', 'J'])
                        .ends_with(['f', 'F'])
                    || t.ends_with(['f', 'F']);
                Some(Arith::complex(match float {
                    true => Precision::Float,
                    false => Precision::Double,
                }))
            }
            ExprKind::IntLit(_) | ExprKind::CharLit(_) | ExprKind::BoolLit(_) => {
                Some(Arith::INTEGER)
            }
            ExprKind::Ident(_)
            | ExprKind::Index { .. }
            | ExprKind::Member { .. }
            | ExprKind::FloatLit(_)
            | ExprKind::Cast { .. }
            | ExprKind::CompoundLiteral { .. }
            | ExprKind::Unary {
                op: UnaryOp::Deref, ..
            } => of_type(self.sema.symbols.type_of(e)),
            ExprKind::Unary {
                op: UnaryOp::Real | UnaryOp::Imag,
                expr,
            } => self.arith(expr).map(|a| Arith::real(a.precision)),
            ExprKind::Unary {
                op: UnaryOp::Not, ..
            } => Some(Arith::INTEGER),
            ExprKind::Unary { op, expr } if *op != UnaryOp::AddrOf && *op != UnaryOp::LabelAddr => {
                self.arith(expr)
            }
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div,
                lhs,
                rhs,
            } => Some(self.arith(lhs)?.common(self.arith(rhs)?)),
            ExprKind::Binary {
                op:
                    BinaryOp::Rem
                    | BinaryOp::Shl
                    | BinaryOp::Shr
                    | BinaryOp::BitAnd
                    | BinaryOp::BitOr
                    | BinaryOp::BitXor,
                lhs,
                ..
            } => self.arith(lhs),
            ExprKind::Binary { .. } | ExprKind::SizeofExpr(_) | ExprKind::SizeofType(_) => {
                Some(Arith::INTEGER)
            }
            ExprKind::Assign { lhs, .. } => self.arith(lhs),
            ExprKind::Cond { cond, then, els } => {
                let then = match then {
                    Some(t) => self.arith(t)?,
                    None => self.arith(cond)?,
                };
                Some(then.common(self.arith(els)?))
            }
            ExprKind::Comma(items) => self.arith(items.last()?),
            ExprKind::Call { callee, .. } => {
                let ExprKind::Ident(i) = &callee.kind else {
                    return None;
                };
                if let Some((precision, complex, _)) = library_function(&i.name) {
                    return Some(Arith { precision, complex });
                }
                if accc_sema::builtins::is_math_function(&i.name)
                    || accc_sema::builtins::fp_constant(&i.name).is_some()
                    || accc_sema::builtins::fp_classification(&i.name).is_some()
                {
                    return self.floating_type_of(e).or(Some(Arith::INTEGER));
                }
                match self.sema.symbols.type_of(callee)?.resolved() {
                    Type::Function { ret, .. } => arith_of(ret).ok().flatten(),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `text`, the value of an expression of type `from`, converted to `to` as C converts
    /// it (a complex value to a real one by its real part).
    pub(super) fn convert(&self, text: &str, from: Arith, to: Arith) -> String {
        match (from.complex, to.complex) {
            _ if from == to => text.to_string(),
            (true, true) => format!("__accc_c{}_{}({text})", from.suffix(), to.suffix()),
            (false, true) => format!("__accc_cx_{}(({})({text}), 0)", to.suffix(), to.part_type()),
            (true, false) => format!("__accc_creal_{}({text})", from.suffix()),
            (false, false) => text.to_string(),
        }
    }

    /// The device text of `e` where it computes with a complex value, `None` where it
    /// does not (the ordinary rewrites then apply). Errors go to `errors` (with `None`
    /// returned, or the best text there is).
    pub(super) fn complex_lowering(&mut self, e: &Expr) -> Option<String> {
        match &e.kind {
            ExprKind::FloatLit(t) | ExprKind::IntLit(t) => {
                let scale = imaginary_literal(t)?;
                let a = self.arith(e)?;
                Some(format!("__accc_cx_{}(0, {scale})", a.suffix()))
            }
            ExprKind::Ident(_) | ExprKind::Index { .. } | ExprKind::Member { .. } => {
                // A value the devices cannot hold as the host does.
                if let Some(Err(ty)) = self.sema.symbols.type_of(e).map(|t| arith_of(&t)) {
                    self.errors.push(
                        Diagnostic::error(e.span, format!("values of type `{ty}` cannot be used in device code"))
                            .with_label("not supported by the device targets")
                            .with_note("accc computes with `float _Complex` and `double _Complex` in device code")
                            .with_help("use `double _Complex`, or build for --target=multicore"),
                    );
                }
                None
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (l, r) = self.operand_types(e, lhs, rhs)?;
                let (lt, rt) = (self.expr_text(lhs), self.expr_text(rhs));
                self.binary_text(*op, e, &lt, l, &rt, r)
            }
            ExprKind::Unary { op, expr } => {
                let a = self.arith(expr).filter(|a| a.complex)?;
                let s = a.suffix();
                match op {
                    UnaryOp::Neg => Some(format!("__accc_cneg_{s}({})", self.expr_text(expr))),
                    UnaryOp::BitNot => Some(format!("__accc_cconj_{s}({})", self.expr_text(expr))),
                    UnaryOp::Not => Some(format!(
                        "__accc_ceq_{s}({}, __accc_cx_{s}(0, 0))",
                        self.expr_text(expr)
                    )),
                    // `__real__ z` of an object stays (it may be assigned); of a computed
                    // value, the helper.
                    UnaryOp::Real | UnaryOp::Imag if !designates_object(expr) => {
                        let part = if *op == UnaryOp::Real { "real" } else { "imag" };
                        Some(format!("__accc_c{part}_{s}({})", self.expr_text(expr)))
                    }
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                        self.complex_error(e, "`++` and `--` of a complex value");
                        None
                    }
                    _ => None,
                }
            }
            ExprKind::Cast { expr, .. } => {
                let from = self.arith(expr)?;
                let to = self.arith(e)?;
                if !from.complex && !to.complex || from == to {
                    return None;
                }
                let text = self.expr_text(expr);
                let ty = self.sema.symbols.type_of(e)?;
                if to.complex {
                    return Some(self.convert(&text, from, to));
                }
                let value = if ty.is_bool() {
                    let s = from.suffix();
                    format!("!__accc_ceq_{s}({text}, __accc_cx_{s}(0, 0))")
                } else {
                    self.convert(&text, from, to)
                };
                Some(format!(
                    "(({})({value}))",
                    self.target.type_text(&ty.spelling())
                ))
            }
            ExprKind::Assign { op, lhs, rhs } => {
                let (l, r) = (self.arith(lhs), self.arith(rhs));
                if !l.is_some_and(|a| a.complex) && !r.is_some_and(|a| a.complex) {
                    return None;
                }
                let (l, r) = self.operand_types(e, lhs, rhs)?;
                if op.is_none() && l == r {
                    return None;
                }
                let (lt, rt) = (self.expr_text(lhs), self.expr_text(rhs));
                let value = match op {
                    None => self.convert(&rt, r, l),
                    Some(op) => {
                        // `x op= v` as `x = x op v`: `x` is written twice, so it must
                        // have no side effects.
                        if !designates_object(lhs) || has_side_effects(lhs) {
                            self.complex_error(lhs, "a compound assignment of a complex value to an object computed with side effects");
                            return None;
                        }
                        let combined = self.binary_text(*op, e, &lt, l, &rt, r)?;
                        self.convert(&combined, l.common(r), l)
                    }
                };
                Some(format!("{lt} = {value}"))
            }
            ExprKind::Cond { cond, then, els } => {
                let then = then.as_deref()?;
                let (t, f) = (self.arith(then), self.arith(els));
                if !t.is_some_and(|a| a.complex) && !f.is_some_and(|a| a.complex) {
                    return None;
                }
                let (t, f) = self.operand_types(e, then, els)?;
                if t == f {
                    return None;
                }
                let common = t.common(f);
                let texts = [
                    self.expr_text(cond),
                    self.expr_text(then),
                    self.expr_text(els),
                ];
                Some(format!(
                    "{} ? {} : {}",
                    texts[0],
                    self.convert(&texts[1], t, common),
                    self.convert(&texts[2], f, common)
                ))
            }
            ExprKind::Call { callee, args } => {
                let ExprKind::Ident(i) = &callee.kind else {
                    return None;
                };
                if self.routines.contains(&i.name) {
                    return None;
                }
                if let Some((precision, _, op)) = library_function(&i.name) {
                    let [arg] = args.as_slice() else {
                        self.complex_error(
                            e,
                            &format!("`{}` with other than one argument", i.name),
                        );
                        return None;
                    };
                    let Some(from) = self.arith(arg) else {
                        self.unknown_operand(arg);
                        return None;
                    };
                    let text = self.expr_text(arg);
                    let value = self.convert(&text, from, Arith::complex(precision));
                    let s = Arith::complex(precision).suffix();
                    return Some(match op {
                        "conj" => format!("__accc_cconj_{s}({value})"),
                        _ => format!("__accc_c{op}_{s}({value})"),
                    });
                }
                if unavailable_library_function(&i.name) {
                    self.errors.push(
                        Diagnostic::error(callee.span, format!("`{}` of <complex.h> has no device version in accc", i.name))
                            .with_label("not available in compute regions")
                            .with_note("device code has `creal`, `cimag`, `conj`, `cabs`, `carg`, `cexp` and `csqrt` (and their `f` versions) of <complex.h>")
                            .with_help("compute the value outside the region, or write it in C in a `#pragma acc routine seq` function"),
                    );
                    return Some(self.sm.snippet(e.span).to_string());
                }
                None
            }
            _ => None,
        }
    }

    /// The initial value `text` of an object of type `target` initialised by `e`,
    /// converted where a complex value meets another type.
    pub(super) fn complex_initializer(
        &mut self,
        e: &Expr,
        target: Option<&Type>,
    ) -> Option<String> {
        let to = arith_of(target?).ok().flatten()?;
        let from = self.arith(e);
        if !to.complex && !from.is_some_and(|a| a.complex) {
            return None;
        }
        let Some(from) = from else {
            self.unknown_operand(e);
            return None;
        };
        (from != to).then(|| {
            let text = self.expr_text(e);
            self.convert(&text, from, to)
        })
    }

    /// The types of two operands of `e` where one is complex; an error where the other's
    /// is not known.
    fn operand_types(&mut self, e: &Expr, lhs: &Expr, rhs: &Expr) -> Option<(Arith, Arith)> {
        let (l, r) = (self.arith(lhs), self.arith(rhs));
        if !l.is_some_and(|a| a.complex) && !r.is_some_and(|a| a.complex) {
            return None;
        }
        let _ = e;
        match (l, r) {
            (Some(l), Some(r)) => Some((l, r)),
            (None, _) => {
                self.unknown_operand(lhs);
                None
            }
            (_, None) => {
                self.unknown_operand(rhs);
                None
            }
        }
    }

    /// `lt op rt` of operands of types `l` and `r`, one complex, as a helper call.
    fn binary_text(
        &mut self,
        op: BinaryOp,
        e: &Expr,
        lt: &str,
        l: Arith,
        rt: &str,
        r: Arith,
    ) -> Option<String> {
        let common = l.common(r);
        let s = common.suffix();
        let part = |text: &str| format!("({})({text})", common.part_type());
        let both = |me: &Self| (me.convert(lt, l, common), me.convert(rt, r, common));
        Some(match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div => {
                let word = match op {
                    BinaryOp::Add => "add",
                    BinaryOp::Sub => "sub",
                    BinaryOp::Mul => "mul",
                    _ => "div",
                };
                match (l.complex, r.complex) {
                    (true, true) => {
                        let (a, b) = both(self);
                        format!("__accc_c{word}_{s}({a}, {b})")
                    }
                    (true, false) => format!(
                        "__accc_c{word}r_{s}({}, {})",
                        self.convert(lt, l, common),
                        part(rt)
                    ),
                    // A real on the left: `x + z` and `x * z` are `z + x` and `z * x`; `x - z`
                    // negates the imaginary part; `x / z` divides `x + 0i`.
                    _ => {
                        let z = self.convert(rt, r, common);
                        match op {
                            BinaryOp::Add => format!("__accc_caddr_{s}({z}, {})", part(lt)),
                            BinaryOp::Mul => format!("__accc_cmulr_{s}({z}, {})", part(lt)),
                            BinaryOp::Sub => format!("__accc_rsubc_{s}({}, {z})", part(lt)),
                            _ => format!("__accc_cdiv_{s}({}, {z})", self.convert(lt, l, common)),
                        }
                    }
                }
            }
            BinaryOp::Eq | BinaryOp::Ne => {
                let (a, b) = both(self);
                let not = if op == BinaryOp::Ne { "!" } else { "" };
                format!("({not}__accc_ceq_{s}({a}, {b}))")
            }
            BinaryOp::LogAnd | BinaryOp::LogOr => {
                // Each complex operand is true where it is not zero.
                let truth = |text: &str, a: Arith| match a.complex {
                    true => format!(
                        "(!__accc_ceq_{s}({text}, __accc_cx_{s}(0, 0)))",
                        s = a.suffix()
                    ),
                    false => text.to_string(),
                };
                format!("{} {} {}", truth(lt, l), op.as_str(), truth(rt, r))
            }
            _ => {
                self.complex_error(e, &format!("operator `{}` on a complex value", op.as_str()));
                return None;
            }
        })
    }

    fn unknown_operand(&mut self, e: &Expr) {
        self.errors.push(
            Diagnostic::error(e.span, "accc cannot tell the type of this operand of a complex operation")
                .with_label("type not known to accc")
                .with_note("device code computes with complex values through helpers chosen by the operands' types")
                .with_help("assign the value to a variable of its type first"),
        );
    }

    fn complex_error(&mut self, e: &Expr, what: &str) {
        self.errors.push(
            Diagnostic::error(e.span, format!("{what} is not supported in device code"))
                .with_label("not supported by the device targets")
                .with_help("write it with the operators `+ - * /`, `=` and the functions of <complex.h> device code has, or build for --target=multicore"),
        );
    }

    /// Whether `e` is a real or complex floating value, as the classification of math
    /// calls gives it.
    fn floating_type_of(&self, e: &Expr) -> Option<Arith> {
        self.floating_precision(e).map(Arith::real)
    }
}

/// Whether `e` names an object (a variable, element, member or dereference), whose parts
/// `__real__`/`__imag__` may designate.
fn designates_object(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Ident(_)
        | ExprKind::Index { .. }
        | ExprKind::Member { .. }
        | ExprKind::Unary {
            op: UnaryOp::Deref, ..
        } => true,
        ExprKind::Unary {
            op: UnaryOp::Extension,
            expr,
        } => designates_object(expr),
        _ => false,
    }
}

/// Whether evaluating `e` may change something (assignments, `++`/`--`, calls).
fn has_side_effects(e: &Expr) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        found |= matches!(
            x.kind,
            ExprKind::Assign { .. }
                | ExprKind::Call { .. }
                | ExprKind::StmtExpr(_)
                | ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    ..
                }
        )
    });
    found
}
