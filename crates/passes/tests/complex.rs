//! C99 `_Complex` arithmetic of device code, decided from C text: parse, analyse, and ask
//! `passes::lower::complex` for each expression statement (and each declaration's
//! initialiser) of the last function which helper of which precision computes it, how
//! its operands convert, or which error it raises.

use std::collections::HashSet;

use accc_front::ast::{BlockItem, ExternalDeclKind, Initializer, LocalDeclKind, StmtKind};
use accc_front::{Diagnostic, SourceMap};
use accc_ir::complex::{Conversion, Helper, Precision, Value};
use accc_passes::lower::complex::{
    decide, decide_initializer, imaginary_literal, library_function, unavailable_library_function,
    Context,
};
use accc_sema::analyze::Sema;

mod common;

fn p(precision: Precision) -> &'static str {
    match precision {
        Precision::Integer => "i",
        Precision::Float => "f",
        Precision::Double => "d",
    }
}

/// A decided value in words: helpers as `Mul_d(a, b)`, conversions as `Complex(f→d)(z)`,
/// `FromReal(d)(x)`, `RealPart(f)(z)` and `ToPart(d)(x)`, operands as the source spells
/// them.
fn describe(sm: &SourceMap, v: &Value<'_>) -> String {
    let d = |v: &Value<'_>| describe(sm, v);
    match v {
        Value::Operand(e) => sm.snippet(e.span).to_string(),
        Value::Converted { value, conversion } => {
            let how = match *conversion {
                Conversion::Complex { from, to } => format!("Complex({}→{})", p(from), p(to)),
                Conversion::FromReal { to } => format!("FromReal({})", p(to)),
                Conversion::RealPart { from } => format!("RealPart({})", p(from)),
                Conversion::ToPart { to } => format!("ToPart({})", p(to)),
            };
            format!("{how}({})", d(value))
        }
        Value::Parts {
            precision,
            real,
            imag,
        } => format!("cx_{}({real}, {imag})", p(*precision)),
        Value::Helper {
            helper,
            precision,
            args,
        } => {
            let args: Vec<String> = args.iter().map(d).collect();
            format!("{helper:?}_{}({})", p(*precision), args.join(", "))
        }
        Value::Not(v) => format!("!{}", d(v)),
        Value::Grouped(v) => format!("({})", d(v)),
        Value::Logical { op, lhs, rhs } => format!("{} {} {}", d(lhs), op.as_str(), d(rhs)),
        Value::Cast { ty, value } => format!("({}){}", ty.spelling(), d(value)),
        Value::Assign { object, value } => {
            format!("{} = {}", sm.snippet(object.span), d(value))
        }
        Value::Cond { cond, then, els } => {
            format!("{} ? {} : {}", sm.snippet(cond.span), d(then), d(els))
        }
        Value::AsWritten(e) => format!("as written: {}", sm.snippet(e.span)),
    }
}

/// What the pass decides for the last function of `src`, as the printer asks it: each
/// initialiser, then every expression and sub-expression (pre-order) of each statement;
/// the expressions lowered in words, then each error's message.
fn decided(src: &str) -> Vec<String> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let Some(ExternalDeclKind::Function(f)) = tu.items.last().map(|i| &i.kind) else {
        panic!("the source ends with a function");
    };
    let routines = HashSet::new();
    let cx = Context {
        symbols: &sema.symbols,
        routines: &routines,
    };
    let mut out = Vec::new();
    let mut report = |(value, errors): (Option<Value<'_>>, Vec<Diagnostic>)| {
        out.extend(value.map(|v| describe(&sm, &v)));
        out.extend(errors.iter().map(|e| format!("error: {}", e.message)));
    };
    for item in &f.body.items {
        match item {
            BlockItem::Stmt(s) => {
                if let StmtKind::Expr(e) = &s.kind {
                    e.walk(&mut |x| report(decide(x, &cx)));
                }
            }
            BlockItem::Decl(d) => {
                let LocalDeclKind::Decl(d) = &d.kind else {
                    continue;
                };
                for i in &d.declarators {
                    if let Some(Initializer::Expr(e)) = &i.init {
                        report(decide_initializer(e, declared_type(&sema, i), &cx));
                    }
                }
            }
        }
    }
    out
}

fn declared_type<'s>(
    sema: &'s Sema,
    i: &accc_front::ast::InitDeclarator,
) -> Option<&'s accc_sema::Type> {
    let id = sema.symbols.declared_by(&i.declarator)?;
    Some(&sema.symbols.get(id).ty)
}

#[test]
fn a_product_of_float_and_double_complex_values_widens_the_float_one() {
    let src = r#"
void f(float _Complex *a, double _Complex *b, double _Complex *c, int i) {
    c[i] = a[i] * b[i];
    c[i] = b[i] * 2.0;
    c[i] = 2.0f * a[i];
    a[i] = a[i] + b[i];
}
"#;
    assert_eq!(
        decided(src),
        [
            "Mul_d(Complex(f→d)(a[i]), b[i])",
            // A real operand scales each part: it is not made complex.
            "MulReal_d(b[i], ToPart(d)(2.0))",
            // The float product, then its value widened for the double object.
            "c[i] = Complex(f→d)(2.0f * a[i])",
            "MulReal_f(a[i], ToPart(f)(2.0f))",
            "a[i] = Complex(d→f)(a[i] + b[i])",
            "Add_d(Complex(f→d)(a[i]), b[i])",
        ]
    );
}

#[test]
fn a_quotient_of_a_real_by_a_complex_value_divides_a_complex_one() {
    let src = r#"
void f(double _Complex z, double _Complex w, double x) {
    w = z / w;
    w = z / x;
    w = x / z;
    w = x - z;
    w /= 2;
}
"#;
    assert_eq!(
        decided(src),
        [
            "Div_d(z, w)",
            "DivReal_d(z, ToPart(d)(x))",
            "Div_d(FromReal(d)(x), z)",
            "RealSub_d(ToPart(d)(x), z)",
            // A compound assignment reads its object once more.
            "w = DivReal_d(w, ToPart(d)(2))",
        ]
    );
}

#[test]
fn library_calls_take_their_precision_from_the_name() {
    let src = r#"
double cabs(double _Complex);
float cabsf(float _Complex);
double _Complex cexp(double _Complex);
double creal(double _Complex);
double cimag(double _Complex);
void f(float _Complex z, double _Complex w, double r) {
    r = cabs(z);
    r = cabsf(z);
    w = cexp(w);
    w = cexp(r);
    r = creal(w) + cimag(w);
}
"#;
    assert_eq!(
        decided(src),
        [
            "Abs_d(Complex(f→d)(z))",
            "Abs_f(z)",
            "Exp_d(w)",
            "Exp_d(FromReal(d)(r))",
            "Real_d(w)",
            "Imag_d(w)",
        ]
    );
    let f = library_function("cabsf").unwrap();
    assert_eq!(
        (f.precision, f.complex_result, f.helper),
        (Precision::Float, false, Helper::Abs)
    );
}

#[test]
fn real_values_convert_to_complex_ones_with_a_zero_imaginary_part() {
    let src = r#"
void f(double _Complex w, float _Complex z, int n, double x) {
    double _Complex v = n;
    float _Complex u = w;
    double y = z;
    double _Complex same = w;
    w = 1.0 + 2.0i;
    n = !z;
    n = z == w;
    n = z != 0;
    n = z && x;
    w = n ? z : x;
    x = (_Bool)w;
}
"#;
    assert_eq!(
        decided(src),
        [
            "FromReal(d)(n)",
            "Complex(d→f)(w)",
            "RealPart(f)(z)",
            "AddReal_d(2.0i, ToPart(d)(1.0))",
            "cx_d(0, 2.0)",
            "Equal_f(z, cx_f(0, 0))",
            "(Equal_d(Complex(f→d)(z), w))",
            "(!Equal_f(z, FromReal(f)(0)))",
            "(!Equal_f(z, cx_f(0, 0))) && x",
            "n ? Complex(f→d)(z) : FromReal(d)(x)",
            "(_Bool)!Equal_d(w, cx_d(0, 0))",
        ]
    );
}

#[test]
fn what_device_code_cannot_compute_is_an_error() {
    let src = r#"
double _Complex cpow(double _Complex, double _Complex);
double creal(double _Complex);
void f(double _Complex *z, long double _Complex big, double _Complex p, int k, double (*g)(double)) {
    z[0] = cpow(p, 2.0);
    p = p * (*g)(1.0);
    z[1] += (double _Complex)big;
    p++;
    z[k++] *= p;
    k = p % 2;
    p = creal(p, p);
}
"#;
    assert_eq!(
        decided(src),
        [
            "as written: cpow(p, 2.0)",
            "error: `cpow` of <complex.h> has no device version in accc",
            // A call through a pointer: its type is not known to the pass, nor the
            // product's that the assignment stores.
            "error: accc cannot tell the type of this operand of a complex operation",
            "error: accc cannot tell the type of this operand of a complex operation",
            "z[1] = Add_d(z[1], (double _Complex)big)",
            "error: values of type `long double _Complex` cannot be used in device code",
            "error: `++` and `--` of a complex value is not supported in device code",
            "error: a compound assignment of a complex value to an object computed with side effects is not supported in device code",
            "k = RealPart(d)(p % 2)",
            "error: operator `%` on a complex value is not supported in device code",
            "p = FromReal(d)(creal(p, p))",
            "error: `creal` with other than one argument is not supported in device code",
        ]
    );
}

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
    let conj = library_function("conj").unwrap();
    assert_eq!(
        (conj.precision, conj.complex_result, conj.helper),
        (Precision::Double, true, Helper::Conj)
    );
    assert_eq!(library_function("cpow"), None);
    assert!(unavailable_library_function("cpowf"));
    assert!(unavailable_library_function("creall"));
    assert!(!unavailable_library_function("cos"));
}
