//! How `atomic` statements run on the device, decided from C text: parse, analyse, build
//! the IR, and ask `passes::lower::atomic` for each atomic statement of the first compute
//! region — with CUDA's or OpenCL's facts, and on OpenCL the spaces the region was given —
//! what it does (the statement as written, a load, a store, an update or a capture, the
//! operation, its operand, the object's type) or which error it raises.

use accc_front::ast::{BlockItem, Stmt, StmtKind};
use accc_front::directive::DirectiveKind;
use accc_front::{Diagnostic, SourceMap};
use accc_ir::atomic::{Captured, Form, Lowered, Operand};
use accc_ir::spaces::CodeSpaces;
use accc_ir::Caps;
use accc_passes::lower::atomic::{decide, Context};
use accc_passes::lower::body::{self, Body};
use accc_passes::lower::{calls, complex};
use accc_sema::analyze::Sema;

mod common;
use common::{CUDA, OPENCL};

/// A decision in words: `private`, or the form with its object's type, operation and
/// operand as the source spells them, and `checked` where the access asks at run time
/// where the object lives; an error as its message.
fn describe(sm: &SourceMap, decided: Result<Lowered<'_>, Diagnostic>) -> String {
    let text = |e: &accc_front::ast::Expr| sm.snippet(e.span).to_string();
    let operand = |o: Operand<'_>| match o {
        Operand::One => "1".to_string(),
        Operand::Expr(e) => text(e),
    };
    let access = match decided {
        Err(e) => return format!("error: {}", e.message),
        Ok(Lowered::Private) => return "private".into(),
        Ok(Lowered::Access(access)) => access,
    };
    let form = match access.form {
        Form::ConstLoad { v } => format!("const load into {}", text(v)),
        Form::Load { v } => format!("load into {}", text(v)),
        Form::Store { value } => format!("store {}", text(value)),
        Form::Update { op, operand: o } => format!("update {op:?} {}", operand(o)),
        Form::Capture {
            v,
            op,
            operand: o,
            captured,
        } => {
            let which = match captured {
                Captured::Old => "old",
                Captured::New => "new",
            };
            format!("capture {which} into {}: {op:?} {}", text(v), operand(o))
        }
    };
    let checked = if access.local_check { ", checked" } else { "" };
    format!(
        "{} {}: {form}{checked}",
        access.ty.spelling(),
        text(access.x)
    )
}

/// The atomic statements of `s`, in order, with their kinds.
fn atomics<'a>(sema: &Sema, s: &'a Stmt, out: &mut Vec<(DirectiveKind, &'a Stmt)>) {
    let kind = s.pragmas.iter().find_map(|p| {
        sema.directive(p)
            .map(|d| d.kind)
            .filter(|k| matches!(k, DirectiveKind::Atomic(_)))
    });
    if let Some(kind) = kind {
        out.push((kind, s));
        return;
    }
    match &s.kind {
        StmtKind::Compound(b) => {
            for item in &b.items {
                if let BlockItem::Stmt(s) = item {
                    atomics(sema, s, out);
                }
            }
        }
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. } => atomics(sema, body, out),
        StmtKind::If { then, els, .. } => {
            atomics(sema, then, out);
            if let Some(els) = els {
                atomics(sema, els, out);
            }
        }
        _ => {}
    }
}

/// What the pass decides for each atomic statement of `src`'s first compute region on
/// the target of `caps` (on OpenCL, with the spaces the region's code is given).
fn decided(src: &str, caps: Caps) -> Vec<String> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, caps.device_type);
    let region = module.regions[0].stmt;
    let code_spaces: Option<CodeSpaces> =
        (caps.name == "opencl").then(|| common::region_spaces(&module, &sema, region));
    let cx = Context {
        symbols: &sema.symbols,
        caps,
        spaces: code_spaces.as_ref(),
    };
    let mut found = Vec::new();
    atomics(&sema, region, &mut found);
    found
        .into_iter()
        .map(|(kind, s)| {
            let DirectiveKind::Atomic(kind) = kind else {
                unreachable!("only atomic directives are collected")
            };
            describe(&sm, decide(kind, s, &cx))
        })
        .collect()
}

#[test]
fn an_update_with_the_old_value_on_the_right_reverses_the_operator() {
    let src = r#"
void f(float *a, int *k, int n) {
    #pragma acc parallel loop copy(a[0:n], k[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc atomic update
        a[0] = 2.0f - a[0];
        #pragma acc atomic update
        a[1] = a[1] - 2.0f;
        #pragma acc atomic
        k[0] = 3 << k[0];
        #pragma acc atomic update
        k[1] *= i;
        #pragma acc atomic
        k[2]--;
    }
}
"#;
    assert_eq!(
        decided(src, OPENCL),
        [
            "float a[0]: update SubFrom 2.0f",
            "float a[1]: update Sub 2.0f",
            "int k[0]: update ShlBy 3",
            "int k[1]: update Mul i",
            "int k[2]: update Sub 1",
        ]
    );
    // CUDA asks at run time whether the object is in the thread's own memory.
    assert_eq!(
        decided(src, CUDA)[0],
        "float a[0]: update SubFrom 2.0f, checked"
    );
}

#[test]
fn a_capture_keeps_the_old_or_the_new_value_and_a_write_is_an_exchange() {
    let src = r#"
void f(unsigned char *c, double *d, long *l, int n) {
    #pragma acc parallel loop copy(c[0:n], d[0:n], l[0:n])
    for (int i = 0; i < n; i++) {
        unsigned char v;
        double w;
        long u;
        #pragma acc atomic capture
        v = ++c[0];
        #pragma acc atomic capture
        v = c[1]++;
        #pragma acc atomic capture
        { d[0] += 0.5; w = d[0]; }
        #pragma acc atomic capture
        { u = l[0]; l[0] = i; }
        #pragma acc atomic write
        l[1] = i + 1;
        #pragma acc atomic read
        u = l[2];
    }
}
"#;
    assert_eq!(
        decided(src, OPENCL),
        [
            "unsigned char c[0]: capture new into v: Add 1",
            "unsigned char c[1]: capture old into v: Add 1",
            "double d[0]: capture new into w: Add 0.5",
            "long l[0]: capture old into u: Swap i",
            "long l[1]: store i + 1",
            "long l[2]: load into u",
        ]
    );
}

#[test]
fn reading_a_const_object_is_a_plain_load() {
    let src = r#"
struct table { const int size; int used; };
void f(const float *a, struct table *t, float *out, int n) {
    #pragma acc parallel loop copyin(a[0:n], t[0:1]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        float v;
        int s;
        #pragma acc atomic read
        v = a[i];
        #pragma acc atomic read
        s = t->size;
        #pragma acc atomic read
        s = t->used;
        out[i] = v + s;
    }
}
"#;
    assert_eq!(
        decided(src, CUDA),
        [
            "const float a[i]: const load into v, checked",
            "const int t->size: const load into s, checked",
            "int t->used: load into s, checked",
        ]
    );
}

#[test]
fn a_type_without_device_atomics_is_an_error_at_the_object() {
    let src = r#"
void f(long double *a, int **p, int n) {
    #pragma acc parallel loop copy(a[0:n], p[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc atomic update
        a[0] += 1.0L;
        #pragma acc atomic write
        p[0] = 0;
    }
}
"#;
    for caps in [CUDA, OPENCL] {
        assert_eq!(
            decided(src, caps),
            [
                "error: atomic operations on `long double` are not supported on this target",
                "error: atomic operations on `int *` are not supported on this target",
            ],
            "{}",
            caps.name
        );
    }
}

#[test]
fn an_object_in_private_memory_keeps_its_statement_on_opencl() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float own = 0;
        long double wide = 0;
        #pragma acc atomic update
        own += a[i];
        #pragma acc atomic update
        wide += 1;
        #pragma acc atomic update
        a[0] += own;
    }
}
"#;
    // A private object needs no atomic, whatever its type: OpenCL knows from the spaces.
    assert_eq!(
        decided(src, OPENCL),
        ["private", "private", "float a[0]: update Add own"]
    );
    // CUDA knows nothing of spaces: it asks at run time, and refuses what it cannot update.
    assert_eq!(
        decided(src, CUDA),
        [
            "float own: update Add a[i], checked",
            "error: atomic operations on `long double` are not supported on this target",
            "float a[0]: update Add own, checked",
        ]
    );
}

/// A body decided before it is printed: every atomic statement has its record by its
/// span (those of statement expressions, in initialisers too), a refused one none, and
/// the errors come once, in source order.
#[test]
fn a_body_is_decided_before_printing_statement_expressions_included() {
    let src = r#"
void f(long double *a, int *k, int n) {
    #pragma acc parallel loop copy(a[0:n], k[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc atomic update
        k[0] += i;
        int v = ({ int t;
            #pragma acc atomic capture
            t = k[1]++;
            t; });
        k[2] = v + ({
            #pragma acc atomic update
            a[0] += 1.0L;
            0; });
        int w[1] = { ({
            #pragma acc atomic write
            k[3] = i;
            1; }) };
        k[4] = w[0];
    }
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, CUDA.device_type);
    let region = module.regions[0].stmt;
    let none = Default::default();
    let (bound, globals) = (Default::default(), Default::default());
    let cx = body::Context {
        atomics: Context {
            symbols: &sema.symbols,
            caps: CUDA,
            spaces: None,
        },
        calls: calls::Context {
            symbols: &sema.symbols,
            routines: &none,
            bound: &bound,
            defined: &none,
            routine_globals: &globals,
            spaces: None,
            printf_format_literal: false,
        },
        complex: complex::Context {
            symbols: &sema.symbols,
            routines: &none,
        },
    };
    let (records, errors) = body::decide(Body::Statements(&[region]), &sema, &cx);
    let mut decided: Vec<(u32, String)> = (records.atomics.iter())
        .map(|(span, lowered)| {
            let described = match lowered {
                Some(lowered) => describe(&sm, Ok(lowered.clone())),
                None => "refused".to_string(),
            };
            (sm.locate(*span).line, described)
        })
        .collect();
    decided.sort();
    assert_eq!(
        decided,
        [
            (6, "int k[0]: update Add i, checked".to_string()),
            (
                9,
                "int k[1]: capture old into t: Add 1, checked".to_string()
            ),
            (13, "refused".to_string()),
            (17, "int k[3]: store i, checked".to_string()),
        ]
    );
    let messages: Vec<(u32, &str)> = (errors.iter())
        .map(|e| (sm.locate(e.span).line, e.message.as_str()))
        .collect();
    assert_eq!(
        messages,
        [(
            13,
            "atomic operations on `long double` are not supported on this target"
        )]
    );
}
