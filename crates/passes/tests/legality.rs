//! What device code cannot declare or do (`passes::lower::legality`, and the `fcw`
//! guards' `initialised_aggregates`), from C text: parse, analyse, build the IR, and look
//! at the errors of a compute region's statements and a routine's body, and where they
//! point.

use std::collections::HashMap;

use accc_front::ast::Stmt;
use accc_front::{Diagnostic, SourceMap};
use accc_passes::ext::fcw;
use accc_passes::lower::legality;

mod common;

/// (line, message) of each diagnostic, in order.
fn located(sm: &SourceMap, diags: &[Diagnostic]) -> Vec<(u32, String)> {
    (diags.iter())
        .map(|d| (sm.locate(d.span).line, d.message.clone()))
        .collect()
}

#[test]
fn atomic_objects_and_variable_length_arrays_are_errors_at_their_names() {
    let src = r#"
#pragma acc routine seq
static int r(int n) {
    int v[n];
    v[0] = n;
    return v[0];
}
void f(int *out, int m) {
    #pragma acc parallel loop copyout(out[0:8])
    for (int i = 0; i < 8; i++) {
        int fixed[4];
        int w[m];
        _Atomic int counter = 0;
        for (int k = 0; k < 1; k++) { _Atomic float inner; inner = k; }
        fixed[0] = w[0] = counter + r(m);
        out[i] = fixed[0];
    }
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, "nvidia");
    let region = legality::declarations(module.regions[0].stmt, &sema);
    assert_eq!(
        located(&sm, &region),
        [
            (
                12,
                "`w` is a variable-length array, which device code cannot declare".into()
            ),
            (
                13,
                "`counter` is declared `_Atomic`, which device code cannot have".into()
            ),
            (
                14,
                "`inner` is declared `_Atomic`, which device code cannot have".into()
            ),
        ],
        "a fixed-size array is fine; nested blocks are searched"
    );
    let routine = legality::routine_declarations(module.routine_defs[0], &sema);
    assert_eq!(
        located(&sm, &routine),
        [(
            4,
            "`v` is a variable-length array, which device code cannot declare".into()
        )]
    );
}

#[test]
fn assigning_a_pointer_member_the_kernel_receives_is_an_error() {
    let src = r#"
typedef struct { int n; float *data; float *other; } vec;
void f(vec v) {
    #pragma acc parallel loop copy(v.data[0:16])
    for (int i = 0; i < 1; i++) {
        v.data[0] = 1.0f;
        v.data++;
        v.other = v.data;
        v.data = v.data + 1;
    }
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, "opencl");
    let region = module.regions[0].stmt;
    let v = (sema.symbols.symbols.iter())
        .position(|s| s.name == "v")
        .expect("the parameter");
    let passed = HashMap::from([((v, ".data".to_string()), "__accc_m_v_data".to_string())]);
    let errors = legality::member_pointer_assignments(region, &sema, &sm, &passed);
    assert_eq!(
        located(&sm, &errors),
        [
            (7, "pointer member `v.data` is assigned in a compute region, but the kernel receives it as a pointer of its own".into()),
            (9, "pointer member `v.data` is assigned in a compute region, but the kernel receives it as a pointer of its own".into()),
        ],
        "storing through the member, or assigning a member not passed, is fine"
    );
}

#[test]
fn initialised_aggregates_are_errors_where_only_some_threads_run_initialisers() {
    let src = r#"
struct pr { int a, b; };
void f(int n, int *a, int *s) {
#pragma acc parallel loop vector_length(256) copy(a[0:n], s[0:n])
    for (int i = 0; i < n; i++) {
        int lane = i % 256;
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
        {
            int w[2] = {1, 2};
            struct pr p = {1, 2};
            int q = 3;
            for (int y = 128; y > 0; y >>= 1)
                if (lane < y && i + y < n) {
                    int z[2] = {3, 4};
                    a[i] = a[i] + a[i + y] + z[0] + w[1] + p.a + q;
                }
            s[i] = a[i];
        }
    }
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let planned = fcw::plan(&module, &sema, 48 * 1024);
    assert!(planned.diagnostics.is_empty(), "{:?}", planned.diagnostics);
    let plan = &planned.plans[0];
    let guards = plan
        .guards
        .as_ref()
        .expect("a block with channels is guarded");
    let mut block: Option<Stmt> = None;
    module.regions[0].stmt.walk(&mut |s| {
        if s.pragmas.iter().any(|p| p.span.lo == plan.pragma) {
            block = Some(s.clone());
        }
    });
    let block = &block.expect("the statement of the `fcw` directive");
    let message = "an initialised array or structure in an `fcw` block with channels";
    let under_predicate = fcw::initialised_aggregates(block, guards, false, &sema.symbols);
    assert_eq!(
        located(&sm, &under_predicate),
        [(14, message.into())],
        "with every thread taking part, only those under a predicate"
    );
    let idle = fcw::initialised_aggregates(block, guards, true, &sema.symbols);
    assert_eq!(
        located(&sm, &idle),
        [
            (9, message.into()),
            (10, message.into()),
            (14, message.into())
        ],
        "where some threads have no iteration, all but the scalar's"
    );
}
