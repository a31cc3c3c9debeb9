//! Which clause arguments get a local (`passes::clause_values`), end to end from C text:
//! an identifier only where the construct's body may change the variable.

use accc_front::SourceMap;

mod common;

/// The values of the locals `clause_values` decides for `src`, in order.
fn locals(src: &str) -> Vec<String> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::clause_values::clause_values(&mut module, &sema, &sm);
    (module.clause_values.values.iter())
        .map(|v| v.value.clone())
        .collect()
}

#[test]
fn identifiers_the_body_leaves_alone_get_no_local() {
    let src = r#"
void f(int *a, int n, int q, int on) {
    #pragma acc data copy(a[0:n]) async(q) if(on)
    {
        #pragma acc parallel loop present(a[0:n]) async(q) num_gangs(n)
        for (int i = 0; i < n; i++) a[i] += 1;
    }
}
"#;
    assert_eq!(locals(src), Vec::<String>::new());
}

#[test]
fn identifiers_the_body_assigns_increments_or_takes_the_address_of_get_one() {
    let src = r#"
void set(int *p);
void f(int *a, int n, int q, int on) {
    #pragma acc data copy(a[0:n]) async(q) if(on)
    {
        q = 2;
        on++;
        set(&n);
    }
    #pragma acc kernels copy(q) async(q)
    {
        q = 3;
    }
}
"#;
    assert_eq!(locals(src), ["(n)", "(q)", "!!(on)", "(q)"]);
}

/// `a` may point to `g`: the body may change it.
#[test]
fn variables_reached_elsewhere_get_one_where_the_body_calls_or_writes_through_a_pointer() {
    let src = r#"
int g;
void step(void);
void f(int *a, int n, int q) {
    int *p = &q;
    #pragma acc data copy(a[0:n]) async(q) wait(g)
    {
        step();
    }
    #pragma acc data copy(a[0:n]) async(q)
    {
        *p = 1;
    }
    double t[4];
    #pragma acc data copy(a[0:n]) async(q) wait(g)
    {
        t[0] = 1;
    }
    #pragma acc data copy(a[0:n]) wait(g)
    {
        a[0] = 1;
    }
}
"#;
    assert_eq!(locals(src), ["(q)", "(g)", "(q)", "(g)"]);
}
