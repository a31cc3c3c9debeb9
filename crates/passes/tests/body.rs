//! One body of device code lowered before it is printed, decided from C text: parse,
//! analyse, build the IR, and ask `passes::lower::body` for the records of the first
//! compute region's statements — each call's, complex value's, converted initialiser's and
//! `sizeof`'s, by span — and the errors, once, of the code the printer writes (not of the
//! parts it leaves out: the arguments of a complex function the device lacks, the operand
//! of a `sizeof` written as its type).

use std::collections::{HashMap, HashSet};

use accc_front::{Diagnostic, SourceMap, Span};
use accc_ir::calls::Callee;
use accc_ir::complex::{Conversion, Value};
use accc_ir::lowered::BodyLowering;
use accc_ir::sizes::Sizeof;
use accc_passes::lower::body::{decide, Body, Context};
use accc_passes::lower::{atomic, calls, complex};

mod common;
use common::CUDA;

/// The records and errors of the first compute region of `src` on CUDA, with `routines`
/// the functions marked `routine` (all defined in the file).
fn lowered<'a>(
    sm: &'a SourceMap,
    tu: &'a accc_front::ast::TranslationUnit,
    sema: &'a accc_sema::analyze::Sema,
    routines: &[&str],
) -> (BodyLowering<'a>, Vec<Diagnostic>) {
    let module = common::module(tu, sema, sm, CUDA.device_type);
    let region = module.regions[0].stmt;
    let routines: HashSet<String> = routines.iter().map(|r| r.to_string()).collect();
    let (bound, globals) = (HashMap::new(), HashMap::new());
    let cx = Context {
        atomics: atomic::Context {
            symbols: &sema.symbols,
            caps: CUDA,
            spaces: None,
        },
        calls: calls::Context {
            symbols: &sema.symbols,
            routines: &routines,
            bound: &bound,
            defined: &routines,
            routine_globals: &globals,
            spaces: None,
            printf_format_literal: false,
        },
        complex: complex::Context {
            symbols: &sema.symbols,
            routines: &routines,
        },
    };
    decide(Body::Statements(&[region]), sema, &cx)
}

/// The source text of `span`, and its line.
fn at(sm: &SourceMap, span: Span) -> (u32, String) {
    (sm.locate(span).line, sm.snippet(span).to_string())
}

/// Each error as its line and message.
fn messages(sm: &SourceMap, errors: &[Diagnostic]) -> Vec<(u32, String)> {
    (errors.iter())
        .map(|e| (sm.locate(e.span).line, e.message.clone()))
        .collect()
}

#[test]
fn calls_complex_values_and_sizes_are_decided_before_printing_headers_and_nesting_included() {
    let src = r#"double sqrt(double);
double _Complex cproj(double _Complex);
#pragma acc routine seq
static int twice(int x) { return 2 * x; }
void f(int n, double *a, double _Complex *z) {
    double w[4];
    #pragma acc parallel loop copy(a[0:n], z[0:n]) copyin(w)
    for (int i = 0; i < twice(n) / 2; i++) {
        a[i] = sqrt(i) + sizeof w + sizeof a[i];
        double _Complex c = a[i];
        z[i] = z[i] * c;
        a[i] += ({ int k = twice(i); (double)k; });
    }
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let (records, errors) = lowered(&sm, &tu, &sema, &["twice"]);
    assert!(errors.is_empty(), "{errors:?}");
    let mut calls: Vec<(u32, String, String)> = (records.calls.iter())
        .map(|(span, call)| {
            let callee = match &call.callee {
                Callee::Math { base } => format!("math {base}"),
                Callee::Routine(_) => "routine".to_string(),
                other => format!("{other:?}"),
            };
            let converted = match call.conversions.as_slice() {
                [Some(to)] => format!("{callee}, converted {}", to.c_type()),
                _ => callee,
            };
            let (line, text) = at(&sm, *span);
            (line, text, converted)
        })
        .collect();
    calls.sort();
    assert_eq!(
        calls,
        [
            (8, "twice(n)".into(), "routine".into()),
            (9, "sqrt(i)".into(), "math sqrt, converted double".into()),
            (12, "twice(i)".into(), "routine".into()),
        ]
    );
    let mut sizes: Vec<(u32, String, bool)> = (records.sizes.iter())
        .map(|(span, size)| {
            let (line, text) = at(&sm, *span);
            (line, text, matches!(size, Sizeof::OfType(_)))
        })
        .collect();
    sizes.sort();
    assert_eq!(
        sizes,
        [
            (9, "sizeof a[i]".into(), true),
            (9, "sizeof w".into(), true)
        ]
    );
    // The product of complex values, and the real value converted where it initialises a
    // complex object.
    let lowered: Vec<(u32, String)> = (records.complex.iter())
        .filter(|(_, value)| value.is_some())
        .map(|(span, _)| at(&sm, *span))
        .collect();
    assert_eq!(lowered, [(11, "z[i] * c".to_string())]);
    let converted: Vec<(u32, String)> = (records.initializers.iter())
        .filter(|(_, value)| {
            matches!(
                value,
                Some(Value::Converted {
                    conversion: Conversion::FromReal { .. },
                    ..
                })
            )
        })
        .map(|(span, _)| at(&sm, *span))
        .collect();
    assert_eq!(converted, [(10, "a[i]".to_string())]);
}

#[test]
fn the_errors_are_those_of_the_code_printed_once_each() {
    let src = r#"double _Complex cproj(double _Complex);
int g(int x);
void f(int n, double *a, double _Complex *z) {
    #pragma acc parallel loop copy(a[0:n], z[0:n])
    for (int i = 0; i < n; i++) {
        a[i] = sizeof a[g(i)];
        z[i] = cproj(z[g(i)]);
        a[i] = g(i) + g(i);
    }
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let (records, errors) = lowered(&sm, &tu, &sema, &[]);
    // `sizeof a[g(i)]` is written `sizeof(double)`: its call is not printed, nor is `cproj`'s
    // argument (the call is written as is, refused); each call of line 8 is its own.
    assert_eq!(
        messages(&sm, &errors),
        [
            (
                7,
                "`cproj` of <complex.h> has no device version in accc".to_string()
            ),
            (
                8,
                "call to `g` in a compute region, but `g` is not a `routine`".to_string()
            ),
            (
                8,
                "call to `g` in a compute region, but `g` is not a `routine`".to_string()
            ),
        ]
    );
    let mut calls: Vec<(u32, String)> = records.calls.keys().map(|s| at(&sm, *s)).collect();
    calls.sort();
    assert_eq!(
        calls,
        [(8, "g(i)".to_string()), (8, "g(i)".to_string())],
        "no record for the calls the printer does not write"
    );
}

#[test]
fn a_cache_directive_lower_is_decided_with_the_body() {
    let src = r#"int off(void);
void f(int n, const float *in, float *out) {
    #pragma acc parallel loop copyin(in[0:n + 2]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc cache(in[i:3])
        out[i] = in[i] + in[i + 1] + in[i + 2];
    }
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let (records, errors) = lowered(&sm, &tu, &sema, &[]);
    assert!(errors.is_empty(), "{errors:?}");
    // The directive's `i` (line 5), which the printer writes as the copy's start, has its
    // record beside the body's.
    let directive_lower = (records.complex.keys())
        .map(|s| at(&sm, *s))
        .any(|found| found == (5, "i".to_string()));
    assert!(directive_lower, "the cache directive's lower has a record");
}
