//! What each call of device code becomes, decided from C text: parse, analyse, build the
//! IR, and ask `passes::lower::calls` for each call of the first compute region — the
//! routines, their `bind` names and the globals they use as the device program has them,
//! and on OpenCL the spaces the region was given — where it goes (a math function, a
//! classification macro of a type, a routine under its device name or one of its OpenCL
//! versions), what its arguments are converted to, which globals follow them, or which
//! error it raises.

use std::collections::{HashMap, HashSet};

use accc_front::ast::{BlockItem, Expr, ExprKind, Stmt, StmtKind};
use accc_front::{Diagnostic, SourceMap};
use accc_ir::calls::{Call, Callee, Floating, RoutineName};
use accc_ir::spaces::CodeSpaces;
use accc_passes::lower::calls::{decide, Context};
use accc_sema::analyze::Sema;

mod common;

/// A decision in words: the callee (with the version, the globals and the conversions
/// where there are), or the error as its message.
fn describe(sema: &Sema, decided: (Call, Option<Diagnostic>)) -> String {
    let (call, error) = decided;
    if let Some(e) = error {
        return format!("error: {}", e.message);
    }
    let floating = |f: Floating| f.c_type();
    let mut text = match call.callee {
        Callee::FpConstant { nan, float } => format!("constant nan={nan} float={float}"),
        Callee::Classification { class, ty } => format!("{class} of {}", floating(ty)),
        Callee::Math { base } => format!("math {base}"),
        Callee::Routine(RoutineName::Own) => "routine".into(),
        Callee::Routine(RoutineName::BoundC(n)) => format!("routine bound to C {n}"),
        Callee::Routine(RoutineName::BoundAsWritten(n)) => format!("routine bound to {n}"),
        Callee::AsWritten => "as written".into(),
        Callee::Printf => "printf".into(),
    };
    if let Some(v) = call.version {
        text += &format!(", version {} {:?}", v.device, v.spaces);
    }
    if !call.globals.is_empty() {
        let names: Vec<&str> = call
            .globals
            .iter()
            .map(|&g| sema.symbols.get(g).name.as_str())
            .collect();
        text += &format!(", globals {}", names.join(" "));
    }
    if call.conversions.iter().any(Option::is_some) {
        let to: Vec<&str> = call
            .conversions
            .iter()
            .map(|c| c.map_or("-", floating))
            .collect();
        text += &format!(", converted {}", to.join(" "));
    }
    text
}

/// The calls of `e`, outermost first.
fn expr_calls<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>) {
    match &e.kind {
        ExprKind::Call { args, .. } => {
            out.push(e);
            for a in args {
                expr_calls(a, out);
            }
        }
        ExprKind::Assign { lhs, rhs, .. } | ExprKind::Binary { lhs, rhs, .. } => {
            expr_calls(lhs, out);
            expr_calls(rhs, out);
        }
        ExprKind::Cast { expr, .. } | ExprKind::Unary { expr, .. } => expr_calls(expr, out),
        _ => {}
    }
}

/// The calls of the statements of `s`, in order.
fn calls<'a>(s: &'a Stmt, out: &mut Vec<&'a Expr>) {
    match &s.kind {
        StmtKind::Compound(b) => {
            for item in &b.items {
                if let BlockItem::Stmt(s) = item {
                    calls(s, out);
                }
            }
        }
        StmtKind::For { body, .. } => calls(body, out),
        StmtKind::Expr(e) => expr_calls(e, out),
        _ => {}
    }
}

/// What the pass decides for each call of `src`'s first compute region, the routines
/// being `routines` and the globals each uses `globals` (by the routine's device name),
/// on OpenCL (with the spaces the region's code is given) or CUDA.
fn decided(src: &str, routines: &[&str], globals: &[(&str, &str)], opencl: bool) -> Vec<String> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let device_type = if opencl { "opencl" } else { "nvidia" };
    let module = common::module(&tu, &sema, &sm, device_type);
    let region = module.regions[0].stmt;
    let code_spaces: Option<CodeSpaces> =
        opencl.then(|| common::region_spaces(&module, &sema, region));
    let routines: HashSet<String> = routines.iter().map(|r| r.to_string()).collect();
    let defined: HashSet<String> = module
        .routine_defs
        .iter()
        .filter_map(|f| f.declarator.name.as_ref().map(|n| n.name.clone()))
        .collect();
    let global = |name: &str| {
        sema.symbols
            .symbols
            .iter()
            .position(|s| s.name == name)
            .expect(name)
    };
    let mut routine_globals: HashMap<String, Vec<usize>> = HashMap::new();
    for (routine, g) in globals {
        routine_globals
            .entry(routine.to_string())
            .or_default()
            .push(global(g));
    }
    let cx = Context {
        symbols: &sema.symbols,
        routines: &routines,
        bound: &module.routine_binds,
        defined: &defined,
        routine_globals: &routine_globals,
        spaces: code_spaces.as_ref(),
        printf_format_literal: opencl,
    };
    let mut found = Vec::new();
    calls(region, &mut found);
    found
        .into_iter()
        .map(|e| {
            let ExprKind::Call { callee, args } = &e.kind else {
                unreachable!("only calls are collected")
            };
            describe(&sema, decide(e, callee, args, &cx))
        })
        .collect()
}

#[test]
fn a_routine_passes_the_globals_it_uses_and_its_arguments_unconverted() {
    let src = r#"
float factor;
#pragma acc routine seq
float scale(float x) { return x * factor; }
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        a[i] = scale(i);
    }
}
"#;
    assert_eq!(
        decided(src, &["scale"], &[("scale", "factor")], false),
        ["routine, globals factor"]
    );
}

#[test]
fn a_math_function_converts_its_integer_arguments_to_its_floating_type() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        a[i] = powf(i, a[i]) + ldexp(i, i) + __builtin_sqrtf(a[i]) + fabs(i * 2.0);
    }
}
"#;
    assert_eq!(
        decided(src, &[], &[], false),
        [
            "math powf, converted float -",
            "math ldexp, converted double -",
            "math sqrtf",
            "math fabs",
        ]
    );
}

#[test]
fn constants_and_classifications_are_decided_by_the_values_type() {
    let src = r#"
void f(float *a, double *d, int n) {
    #pragma acc parallel loop copy(a[0:n], d[0:n])
    for (int i = 0; i < n; i++) {
        a[i] = __builtin_inff();
        d[i] = __builtin_nan("");
        a[i] = __builtin_isnan(a[i]) + __builtin_isgreater(a[i], i) + __builtin_isnormal(i);
    }
}
"#;
    assert_eq!(
        decided(src, &[], &[], false),
        [
            "constant nan=false float=true",
            "constant nan=true float=false",
            "isnan of float",
            "isgreater of float",
            "isnormal of double",
        ]
    );
}

#[test]
fn an_opencl_call_goes_to_the_routine_version_for_its_arguments_spaces() {
    let src = r#"
#pragma acc routine seq
void twice(float *p) { *p = 2.0f * *p; }
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float t = a[i];
        twice(&t);
        twice(&a[i]);
    }
}
"#;
    assert_eq!(
        decided(src, &["twice"], &[], true),
        ["routine, version twice [Private]", "routine"]
    );
    // CUDA's pointers are generic: one version.
    assert_eq!(decided(src, &["twice"], &[], false), ["routine", "routine"]);
}

#[test]
fn a_bind_name_is_called_as_a_c_name_or_as_written() {
    let src = r#"
#pragma acc routine seq bind(fast_g)
float g(float x);
#pragma acc routine seq
float fast_g(float x) { return x; }
#pragma acc routine seq bind("native_sqrt")
float h(float x);
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        a[i] = g(a[i]) + h(a[i]);
    }
}
"#;
    assert_eq!(
        decided(src, &["g", "fast_g", "h"], &[], false),
        ["routine bound to C fast_g", "routine bound to native_sqrt"]
    );
}

#[test]
fn what_the_device_cannot_call_is_an_error() {
    let src = r#"
int host_only(int x);
#pragma acc routine seq
int elsewhere(int x);
void f(int *a, int n, int (*fp)(int)) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        a[i] = host_only(i) + elsewhere(i) + __builtin_popcount(i) + (*fp)(i) + acc_on_device(0);
    }
}
"#;
    assert_eq!(
        decided(src, &["elsewhere"], &[], false),
        [
            "error: call to `host_only` in a compute region, but `host_only` is not a `routine`",
            "error: call to routine `elsewhere`, whose definition is not in this file",
            "error: `__builtin_popcount` is a built-in function of the host compiler, which accc cannot compile for the device",
            "error: calls through function pointers are not supported in compute regions on this target",
            "as written",
        ]
    );
}

#[test]
fn printf_is_the_devices_own_and_checked() {
    let src = r#"
int printf(const char *format, ...);
void f(int *a, int n, const char *name, const char *format) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        printf("%d %s %*.2f %%\n", i, "literal", 5, 1.5f);
        printf("%s\n", name);
        printf("%d%n", i, &a[i]);
        printf("%Lf", -2.0L);
        printf(format, i);
    }
}
"#;
    let refused = [
        "error: a `%s` argument of `printf` that is not a string literal in device code is not supported on this target",
        "error: `%n` in a `printf` format in device code is not supported on this target",
        "error: a `long double` argument of `printf` in device code is not supported on this target",
    ];
    let mut on_cuda = vec!["printf"];
    on_cuda.extend(refused);
    on_cuda.push("printf");
    assert_eq!(decided(src, &[], &[], false), on_cuda);
    let mut on_opencl = vec!["printf"];
    on_opencl.extend(refused);
    on_opencl.push("error: a `printf` format that is not a string literal in device code is not supported on this target");
    assert_eq!(decided(src, &[], &[], true), on_opencl);
}
