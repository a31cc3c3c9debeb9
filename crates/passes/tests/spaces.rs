//! OpenCL's address spaces decided from C text: parse, analyse, build the IR, and ask
//! `passes::lower::spaces` where each pointer of a compute region or a routine version
//! points, what its casts, calls and atomic statements see, how its declarations are
//! printed (a qualifier, split, moved out as program constants), and which code OpenCL C
//! cannot say.

use std::collections::HashMap;

use accc_front::{Diagnostic, SourceMap};
use accc_ir::spaces::{CodeSpaces, DeclarationSpaces, Space};
use accc_passes::lower::spaces::{decide, Context, Facts, PointerResults};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

mod common;

/// The symbol named `name` (the tests give each variable a name of its own).
fn symbol(sema: &Sema, name: &str) -> SymbolId {
    sema.symbols
        .symbols
        .iter()
        .position(|s| s.name == name)
        .unwrap_or_else(|| panic!("no symbol `{name}`"))
}

/// The offset of `text` in `src`.
fn at(src: &str, text: &str) -> u32 {
    src.find(text).unwrap_or_else(|| panic!("no `{text}`")) as u32
}

/// What the pass decides for `src`'s compute region `region` (no variable of the kernel's
/// own: nothing private or local but what the region declares), or, with `routine`, for
/// the version of that routine whose data-pointer parameters point into `params`.
fn decided(
    src: &str,
    region: Option<usize>,
    routine: Option<(&str, &[(&str, Space)])>,
) -> (CodeSpaces, Vec<Diagnostic>, Sema) {
    decided_with_members(src, region, routine, &[])
}

/// [`decided`], with pointer members the kernel gets as parameters of their own: the
/// variable's name and the path from it (`("v", ".data")`).
fn decided_with_members(
    src: &str,
    region: Option<usize>,
    routine: Option<(&str, &[(&str, Space)])>,
    members: &[(&str, &str)],
) -> (CodeSpaces, Vec<Diagnostic>, Sema) {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, "nvidia");
    let results = PointerResults::of(&module, &sema);
    let facts = Facts {
        member_pointers: (members.iter())
            .map(|&(v, path)| (symbol(&sema, v), path.to_string()))
            .collect(),
        ..Facts::default()
    };
    let cx = Context {
        sema: &sema,
        facts: &facts,
        results: &results,
    };
    let (record, errors) = match (region, routine) {
        (Some(r), _) => decide(module.regions[r].stmt, HashMap::new(), None, &cx),
        (None, Some((name, params))) => {
            let f = module
                .routine_defs
                .iter()
                .find(|f| f.declarator.name.as_ref().is_some_and(|n| n.name == name))
                .expect("the routine");
            let body = accc_front::ast::Stmt {
                pragmas: Vec::new(),
                kind: accc_front::ast::StmtKind::Compound(f.body.clone()),
                span: f.body.span,
            };
            let params = params.iter().map(|&(p, s)| (symbol(&sema, p), s)).collect();
            decide(&body, params, Some(name), &cx)
        }
        (None, None) => panic!("a region or a routine"),
    };
    (record, errors, sema)
}

#[test]
fn each_pointer_points_where_it_is_given_an_address() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float t[4] = {0};
        float *into_a = a + i;
        float *into_t = t;
        const char *word = "ok";
        float *follows = into_t;
        float *nothing = 0;
        follows[0] = into_a[0] + word[0];
        t[1] = *nothing;
    }
}
"#;
    let (record, errors, sema) = decided(src, Some(0), None);
    assert!(errors.is_empty(), "{errors:?}");
    let space = |name| record.pointers.get(&symbol(&sema, name)).copied();
    assert_eq!(space("into_a"), Some(Space::Global));
    assert_eq!(space("into_t"), Some(Space::Private));
    assert_eq!(space("word"), Some(Space::Constant));
    assert_eq!(
        space("follows"),
        Some(Space::Private),
        "through another pointer"
    );
    assert_eq!(
        space("nothing"),
        None,
        "null only: private, as OpenCL C has it"
    );
    assert!(record.constants.is_empty() && record.returned.is_none());
}

#[test]
fn a_pointer_given_two_spaces_is_an_error_naming_both_places() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float t[4] = {0};
        float *p = a;
        if (i > 2) p = t;
        a[i] = p[0];
    }
}
"#;
    let (_, errors, _) = decided(src, Some(0), None);
    assert_eq!(errors.len(), 1, "{errors:?}");
    let e = &errors[0];
    assert!(e.is_error());
    assert_eq!(
        e.message,
        "pointer `p` is given an address in the thread's private memory here, but in device (global) memory elsewhere"
    );
    assert_eq!(
        e.span.lo,
        at(src, "t;\n        a[i]"),
        "at the second address"
    );
}

#[test]
fn calls_casts_and_atomics_see_the_spaces_of_their_operands() {
    let src = r#"
#pragma acc routine seq
float first(float *v) { return v[0]; }
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float t[2] = {1, 2};
        float s = 0;
        a[i] = first(t) + first(a);
        int *bits = (int *)a;
        int *own = (int *)t;
        #pragma acc atomic update
        s += bits[0] + own[0];
        #pragma acc atomic update
        a[0] += s;
    }
}
"#;
    let (record, errors, _) = decided(src, Some(0), None);
    assert!(errors.is_empty(), "{errors:?}");
    let calls: Vec<(u32, &Vec<Space>)> = record.calls.iter().map(|(s, v)| (s.lo, v)).collect();
    assert_eq!(
        calls,
        [(at(src, "first(t)"), &vec![Space::Private])],
        "the all-global call needs no version"
    );
    let casts: Vec<(u32, Space)> = record.casts.iter().map(|(s, &v)| (s.lo, v)).collect();
    assert_eq!(
        casts,
        [(at(src, "(int *)a"), Space::Global)],
        "a private operand keeps no qualifier"
    );
    let atomics: Vec<u32> = record.private_atomics.iter().map(|s| s.lo).collect();
    assert_eq!(
        atomics,
        [at(src, "s += bits")],
        "only the thread's own object"
    );
}

#[test]
fn a_routine_version_returns_into_its_parameters_space() {
    let src = r#"
#pragma acc routine seq
float *at(float *v, int i) { return v + i; }
"#;
    for space in [Space::Global, Space::Private, Space::Local] {
        let (record, errors, _) = decided(src, None, Some(("at", &[("v", space)])));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(record.returned, Some(space));
    }
}

#[test]
fn a_routine_returning_two_spaces_is_an_error() {
    let src = r#"
float table[4];
#pragma acc declare create(table)
#pragma acc routine seq
float *pick(float *v, int i) {
    if (i > 0) return v;
    return table;
}
"#;
    let (_, errors, _) = decided(src, None, Some(("pick", &[("v", Space::Private)])));
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0]
            .message
            .starts_with("routine `pick` returns an address in device (global) memory here"),
        "{}",
        errors[0].message
    );
}

#[test]
fn static_constants_are_program_constants() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        static const float weights[2] = {0.5f, 0.5f};
        static const char *const name = "w";
        a[i] *= weights[i % 2] + name[0];
    }
}
"#;
    let (record, errors, sema) = decided(src, Some(0), None);
    let constant = |n| record.constants.get(&symbol(&sema, n)).copied();
    assert_eq!(constant("weights"), Some(None), "a table: no pointee");
    assert_eq!(
        constant("name"),
        Some(Some(Space::Constant)),
        "points at a literal"
    );
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn casts_take_the_space_of_their_operand_where_they_write_a_pointer() {
    let src = r#"
typedef int *int_pointer;
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float t[2] = {1, 2};
        int *bits = (int *)a;
        int *rows = (int *)t;
        int (*pairs)[2] = (int (*)[2])a;
        int_pointer named = (int_pointer)a;
        long where = (long)a;
        a[i] = bits[0] + rows[0] + pairs[0][1] + named[0] + where;
    }
}
"#;
    let (record, errors, _) = decided(src, Some(0), None);
    assert!(errors.is_empty(), "{errors:?}");
    let mut casts: Vec<(u32, Space)> = record.casts.iter().map(|(s, &v)| (s.lo, v)).collect();
    casts.sort();
    assert_eq!(
        casts,
        [
            (at(src, "(int *)a"), Space::Global),
            (at(src, "(int (*)[2])a"), Space::Global),
        ],
        "not into private memory, not a typedef's pointer, not to an integer"
    );
}

#[test]
fn declarations_get_their_pointers_space_split_where_they_differ() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float t[2] = {1, 2};
        float *p = a, *q = a + 1;
        float *g = a, *own = t, x = 0;
        float *mine = t;
        static const char *const word = "w";
        for (float *s = a, *u = t; s != a + 1; s++)
            x += *s + *u;
        a[i] = p[0] + q[0] + g[0] + own[0] + mine[0] + x + word[0];
    }
}
"#;
    let (record, errors, _) = decided(src, Some(0), None);
    let how = |text| {
        record.declarations.get(&accc_front::Span {
            lo: at(src, text),
            hi: at(src, text) + text.len() as u32,
        })
    };
    assert_eq!(
        how("float *p = a, *q = a + 1;"),
        Some(&DeclarationSpaces::Qualified(Space::Global))
    );
    let Some(DeclarationSpaces::Split(spaces)) = how("float *g = a, *own = t, x = 0;") else {
        panic!("split: {:?}", record.declarations);
    };
    assert_eq!(spaces, &[Some(Space::Global), None, None], "private: none");
    assert_eq!(how("float *mine = t;"), None, "private: as written");
    assert_eq!(
        how("static const char *const word = \"w\";"),
        Some(&DeclarationSpaces::Hoisted)
    );
    assert_eq!(errors.len(), 1, "the `for` header: {errors:?}");
    assert_eq!(
        errors[0].message,
        "`s` must be declared outside this `for` header in OpenCL device code: it points into another address space than the other names declared with it"
    );
    assert_eq!(errors[0].span.lo, at(src, "*s = a"));
    assert_eq!(
        record.declarations.len(),
        3,
        "the `for` header is printed as written: {:?}",
        record.declarations
    );
}

/// How the declaration written `text` in `src` is printed.
fn printed<'r>(record: &'r CodeSpaces, src: &str, text: &str) -> Option<&'r DeclarationSpaces> {
    record.declarations.get(&accc_front::Span {
        lo: at(src, text),
        hi: at(src, text) + text.len() as u32,
    })
}

#[test]
fn declarations_in_statement_expressions_get_their_space() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float *p = ({ float *s = a; s + i; });
        float sum = ({ float x = 0; for (float *q = a, *e = a + 4; q < e; q++) x += *q; x; });
        a[i] = ({ float *r = p; r[0] * 2.0f; }) + sum + sizeof(({ float *z = a; z; }));
    }
}
"#;
    let (record, errors, sema) = decided(src, Some(0), None);
    assert!(errors.is_empty(), "{errors:?}");
    let space = |name| record.pointers.get(&symbol(&sema, name)).copied();
    for name in ["s", "p", "q", "e", "r", "z"] {
        assert_eq!(space(name), Some(Space::Global), "`{name}`");
    }
    let global = Some(&DeclarationSpaces::Qualified(Space::Global));
    for text in [
        "float *s = a;",
        "float *p = ({ float *s = a; s + i; });",
        "float *q = a, *e = a + 4;",
        "float *r = p;",
        "float *z = a;",
    ] {
        assert_eq!(printed(&record, src, text), global, "{text}");
    }
}

#[test]
fn a_routine_versions_statement_expressions_point_into_its_parameters_space() {
    let src = r#"
#pragma acc routine seq
float *at(float *v, int i) { return ({ float *q = v + i; q; }); }
"#;
    let (record, errors, sema) = decided(src, None, Some(("at", &[("v", Space::Private)])));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        record.pointers.get(&symbol(&sema, "q")),
        Some(&Space::Private)
    );
    assert_eq!(
        printed(&record, src, "float *q = v + i;"),
        None,
        "private: as written"
    );
    assert_eq!(
        record.returned,
        Some(Space::Private),
        "the value of the block"
    );
    let (record, _, _) = decided(src, None, Some(("at", &[("v", Space::Global)])));
    assert_eq!(
        printed(&record, src, "float *q = v + i;"),
        Some(&DeclarationSpaces::Qualified(Space::Global))
    );
    assert_eq!(record.returned, Some(Space::Global));
}

#[test]
fn statement_expressions_give_their_value_and_assignments_spaces() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float *p = a;
        float *own;
        if (i > 3) p = ({ float t[2] = {1, 2}; own = t; &t[0]; });
        a[i] = *p + ({ float s = 0; for (float *g = a, *u = own; g != a + 1; g++) s += *u; s; });
    }
}
"#;
    let (record, errors, sema) = decided(src, Some(0), None);
    assert_eq!(
        record.pointers.get(&symbol(&sema, "own")),
        Some(&Space::Private),
        "assigned inside the statement expression"
    );
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(
        errors[0].message,
        "pointer `p` is given an address in the thread's private memory here, but in device (global) memory elsewhere"
    );
    assert_eq!(errors[0].span.lo, at(src, "({ float t[2]"));
    assert_eq!(
        errors[1].message,
        "`g` must be declared outside this `for` header in OpenCL device code: it points into another address space than the other names declared with it"
    );
    assert_eq!(errors[1].span.lo, at(src, "*g = a"));
}

#[test]
fn compound_literals_of_pointers_keep_their_values_space() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float t[2] = {1, 2};
        float *c = (float *){a};
        float *mine = (float *){t};
        float **both = (float *[]){a, t};
        a[i] = c[i] + mine[0] + both[0][0];
    }
}
"#;
    let (record, errors, sema) = decided(src, Some(0), None);
    assert_eq!(
        record.pointers.get(&symbol(&sema, "c")),
        Some(&Space::Global)
    );
    assert_eq!(
        record.casts.get(&accc_front::Span {
            lo: at(src, "(float *){a}"),
            hi: at(src, "(float *){a}") + "(float *){a}".len() as u32,
        }),
        Some(&Space::Global),
        "{:?}",
        record.casts
    );
    assert_eq!(record.casts.len(), 1, "private: as written");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(
        errors[0].message,
        "this compound literal of pointers is given an address in the thread's private memory here, but in device (global) memory elsewhere"
    );
    assert_eq!(errors[0].span.lo, at(src, "t};\n        a[i]"));
}

#[test]
fn a_global_pointer_stored_in_a_local_structures_member_is_an_error() {
    let src = r#"
struct view { float *data; int n; };
void f(float *w, float *a, int n) {
    #pragma acc parallel loop copyin(w[0:n]) copyout(a[0:n])
    for (int i = 0; i < n; i++) {
        struct view listed = { w, i };
        struct view assigned;
        assigned.data = w;
        struct view designated = { .n = i, .data = &w[i] };
        a[i] = listed.data[0] + assigned.data[0] + designated.data[0]
            + (struct view){ w + 1, i }.data[0];
    }
}
"#;
    let (_, errors, _) = decided(src, Some(0), None);
    let found: Vec<(&str, u32)> = (errors.iter())
        .map(|e| (e.message.as_str(), e.span.lo))
        .collect();
    assert_eq!(
        found,
        [
            (
                "`w` points into device (global) memory, but OpenCL C cannot store it in the member `data` of a structure",
                at(src, "w, i };")
            ),
            (
                "`w` points into device (global) memory, but OpenCL C cannot store it in the member `data` of a structure",
                at(src, "assigned.data = w")
            ),
            (
                "this address points into device (global) memory, but OpenCL C cannot store it in the member `data` of a structure",
                at(src, "&w[i]")
            ),
            (
                "this address points into device (global) memory, but OpenCL C cannot store it in the member `data` of a structure",
                at(src, "w + 1")
            ),
        ],
        "{errors:?}"
    );
    assert!(errors.iter().all(|e| e.is_error()));
}

#[test]
fn private_pointers_in_members_and_members_passed_as_parameters_are_accepted() {
    let src = r#"
struct view { float *data; int n; };
void f(struct view v, float *w, float *a, int n) {
    #pragma acc parallel loop copyin(w[0:n]) copyout(a[0:n])
    for (int i = 0; i < n; i++) {
        float t[2] = {1, 2};
        struct view mine = { t, i };
        mine.data = &t[1];
        struct view views[2] = { { t, 0 }, { .data = t + 1 } };
        v.data = w;
        a[i] = mine.data[0] + views[1].data[0] + v.data[i] + (struct view){ t, i }.n;
    }
}
"#;
    let (_, errors, _) = decided_with_members(src, Some(0), None, &[("v", ".data")]);
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn pointers_loaded_through_pointers_to_pointers_and_rows_of_pointers_get_their_space() {
    // A routine's `float **rows` is printed `__global float **rows`: its rows point into
    // global memory; a 2-D array of pointers points where its initialisers do.
    let src = r#"
#pragma acc routine seq
float first(float **rows, int r) {
    float *row = rows[r];
    float *head = *rows;
    return row[0] + head[0];
}
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float *grid[2][2] = {{a, a + 1}, {a + 2, a + 3}};
        grid[1][1] = a + i;
        float *cell = grid[1][0];
        a[i] = cell[0];
    }
}
"#;
    let (record, errors, sema) = decided(src, None, Some(("first", &[])));
    assert!(errors.is_empty(), "{errors:?}");
    let space = |name| record.pointers.get(&symbol(&sema, name)).copied();
    assert_eq!(space("row"), Some(Space::Global));
    assert_eq!(space("head"), Some(Space::Global));
    let (record, errors, sema) = decided(src, Some(0), None);
    assert!(errors.is_empty(), "{errors:?}");
    let space = |name| record.pointers.get(&symbol(&sema, name)).copied();
    assert_eq!(space("grid"), Some(Space::Global));
    assert_eq!(space("cell"), Some(Space::Global));
}

#[test]
fn pointers_to_pointers_given_other_pointers_are_errors() {
    let src = r#"
#pragma acc routine seq
float first(float **rows) { return rows[0][0]; }
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float own[2] = {1, 2};
        float *p = a;
        float **pp = &p;
        float *mine = own;
        float **mp = &mine;
        *mp = a;
        float *owns[1] = {own};
        float *tab[1] = {a};
        a[i] = **pp + first(owns) + first(tab) + **mp;
    }
}
"#;
    let (_, errors, _) = decided(src, Some(0), None);
    let messages: Vec<&str> = errors.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(errors.len(), 3, "{messages:?}");
    assert!(messages[0].starts_with("`pp` points to pointers into the thread's private memory"));
    assert!(messages[1].starts_with("this address points into device (global) memory"));
    assert!(messages[2].starts_with("argument 1 of `first` points to pointers into device"));
    assert_eq!(errors[0].span.lo, at(src, "&p;"));
    assert_eq!(errors[2].span.lo, at(src, "owns)"));
}

#[test]
fn returns_in_statement_expressions_and_chained_designators_are_seen() {
    let src = r#"
struct view { float *data; int n; };
struct pair { struct view v; float *arr[2]; };
#pragma acc routine seq
float *pick(float *a, float *b, int k) {
    float *r = ({ if (k < 0) return b; a + k; });
    return r;
}
void f(float *a, int n) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        float own[2] = {1, 2};
        struct pair ok = {.v.data = own, .arr[1] = own};
        struct pair p = {.v.data = a, .arr[1] = a};
        a[i] = ok.v.data[0] + p.arr[1][0];
    }
}
"#;
    let (_, errors, _) = decided(
        src,
        None,
        Some(("pick", &[("a", Space::Global), ("b", Space::Private)])),
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0]
        .message
        .starts_with("routine `pick` returns an address in"));
    let (_, errors, _) = decided(src, Some(0), None);
    let members: Vec<u32> = errors.iter().map(|d| d.span.lo).collect();
    assert_eq!(
        members,
        vec![at(src, "a, .arr[1] = a}"), at(src, "a};\n        a[i]")],
        "{errors:?}"
    );
}

/// What the pass decides for the first region of `src`, run as one kernel of its first
/// loop on OpenCL, with the facts its capture and reductions records give
/// (`Facts::of_kernel`), or, without `records`, with none; and the symbols' names.
fn decided_from_records(src: &str, records: bool) -> (CodeSpaces, Vec<Diagnostic>, Sema) {
    use accc_passes::gpu::{capture, reduce};
    use std::collections::HashSet;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "opencl");
    accc_passes::schedule(&mut module, &sema);
    let results = PointerResults::of(&module, &sema);
    let region = &module.regions[0];
    let l = &region.loops[0];
    let (routines, routine_globals) = (HashSet::new(), HashMap::new());
    let kernel_ident = |name: &str| name.to_string();
    let loop_vars: Vec<_> = l.var().into_iter().collect();
    let captured = capture::capture(
        &capture::Context {
            region,
            sema: &sema,
            anchors: &HashMap::new(),
            routines: &routines,
            routine_globals: &routine_globals,
            pointers_in_device_memory: false,
            kernel_ident: &kernel_ident,
        },
        &capture::Uses {
            stmts: &[l.collapsed_body()],
            loop_vars: &loop_vars,
            gang_redundant: false,
            reductions: &l.reductions,
            private: &l.private,
            firstprivate: &l.firstprivate,
            gang_shared: &HashSet::new(),
        },
    );
    assert!(captured.errors.is_empty(), "{:?}", captured.errors);
    let reduce_cx = reduce::Context {
        region,
        sema: &sema,
        sm: &sm,
        caps: &common::OPENCL,
        block: 128,
    };
    let reductions = reduce::reductions(&reduce_cx, &[], &l.reductions);
    let facts = match records {
        true => Facts::of_kernel(&captured, &reductions),
        false => Facts::default(),
    };
    let cx = Context {
        sema: &sema,
        facts: &facts,
        results: &results,
    };
    let (record, errors) = decide(region.stmt, HashMap::new(), None, &cx);
    (record, errors, sema)
}

#[test]
fn a_kernels_variables_point_where_its_capture_and_reductions_records_keep_them() {
    let src = r#"
typedef struct { int n; float *data; } vec;
void f(int n, float *a, vec *v, int *h) {
    float t[4];
    float s = 0;
    #pragma acc parallel loop private(t) copy(s) copyin(v[0:1]) copy(v->data[0:n]) reduction(+:h[0:4]) copyin(a[0:n])
    for (int i = 0; i < n; i++) {
        float *into_t = t;
        float *into_s = &s;
        float *into_data = v->data;
        int *into_h = h + 1;
        into_t[0] = a[i];
        s = into_s[0] + into_t[0];
        into_data[i] = s;
        into_h[i % 3] += 1;
    }
}
"#;
    let (record, errors, sema) = decided_from_records(src, true);
    assert!(errors.is_empty(), "{errors:?}");
    let space = |name| record.pointers.get(&symbol(&sema, name)).copied();
    assert_eq!(space("into_t"), Some(Space::Private), "a private copy");
    assert_eq!(
        space("into_s"),
        Some(Space::Global),
        "through its device copy"
    );
    assert_eq!(space("into_data"), Some(Space::Global), "a member pointer");
    assert_eq!(
        space("into_h"),
        Some(Space::Private),
        "the section's private copy"
    );
    // Without the records' facts each would be taken for the host's variable.
    let (record, _, sema) = decided_from_records(src, false);
    let space = |name| record.pointers.get(&symbol(&sema, name)).copied();
    assert_eq!(space("into_t"), Some(Space::Global));
    assert_eq!(space("into_s"), Some(Space::Private));
    assert_eq!(space("into_data"), None);
    assert_eq!(space("into_h"), Some(Space::Global));
}
