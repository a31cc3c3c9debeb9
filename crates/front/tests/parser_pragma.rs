//! Where pragmas go: the next statement, block-scope declaration or external declaration;
//! an empty statement before `}`; an empty external declaration at the end of the file; an
//! error (acc/pacc) or nothing (other namespaces) where no statement can begin.

use accc_front::ast::*;
use accc_front::parser::parse_translation_unit;

fn parse_ok(src: &str) -> TranslationUnit {
    let (tu, diags) = parse_translation_unit(src);
    assert!(
        diags.is_empty(),
        "unexpected diagnostics for {src:?}: {diags:#?}"
    );
    tu
}

fn body(tu: &TranslationUnit) -> &Block {
    tu.items
        .iter()
        .find_map(|i| match &i.kind {
            ExternalDeclKind::Function(f) => Some(&f.body),
            _ => None,
        })
        .expect("a function")
}

fn stmt(item: &BlockItem) -> &Stmt {
    match item {
        BlockItem::Stmt(s) => s,
        other => panic!("not a statement: {other:?}"),
    }
}

/// The words of a pragma, as written.
fn words(src: &str, p: &Pragma) -> Vec<String> {
    p.tokens
        .iter()
        .map(|t| src[t.span.range()].to_string())
        .collect()
}

fn for_body(s: &Stmt) -> &Stmt {
    match &s.kind {
        StmtKind::For { body, .. } => body,
        other => panic!("not a for: {other:?}"),
    }
}

#[test]
fn pragma_attaches_to_the_next_statement() {
    let src = "void f(int n, float *a) {
    int k = 0;
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += k;
}";
    let tu = parse_ok(src);
    let b = body(&tu);
    let s = stmt(&b.items[1]);
    assert!(matches!(s.kind, StmtKind::For { .. }));
    assert_eq!(s.pragmas.len(), 1);
    let p = &s.pragmas[0];
    assert_eq!(p.namespace(), Some("acc"));
    assert_eq!(
        &src[p.span.range()],
        "#pragma acc parallel loop copy(a[0:n])"
    );
    assert_eq!(words(src, p)[..3], ["acc", "parallel", "loop"]);
    // The statement's span is its own text, without the pragma.
    assert!(src[s.span.range()].starts_with("for (int i"));
    assert!(
        matches!(b.items[0], BlockItem::Decl(LocalDecl { ref pragmas, .. }) if pragmas.is_empty())
    );
}

#[test]
fn nested_loop_bodies_without_braces() {
    let src = "void f(int n, float (*a)[n]) {
#pragma acc parallel loop gang
    for (int i = 0; i < n; i++)
#pragma acc loop vector
        for (int j = 0; j < n; j++)
#pragma acc loop seq
            for (int k = 0; k < n; k++)
                a[i][j] += k;
}";
    let tu = parse_ok(src);
    let outer = stmt(&body(&tu).items[0]);
    assert_eq!(
        words(src, &outer.pragmas[0])[1..],
        ["parallel", "loop", "gang"]
    );
    let mid = for_body(outer);
    assert_eq!(words(src, &mid.pragmas[0])[1..], ["loop", "vector"]);
    let inner = for_body(mid);
    assert_eq!(words(src, &inner.pragmas[0])[1..], ["loop", "seq"]);
    assert!(for_body(inner).pragmas.is_empty());
}

#[test]
fn several_pragmas_in_order_and_other_bodies() {
    let src = "void f(int n, int *a) {
#pragma acc data copy(a[0:n])
#pragma omp simd
#pragma acc kernels
    { a[0] = 1; }
    if (n)
#pragma acc serial
        a[1] = 2;
    else
#pragma acc serial
        a[2] = 3;
    while (n--)
#pragma acc update self(a[0:1])
        ;
lab:
#pragma acc loop
    for (;;) break;
    switch (n) {
    case 1:
#pragma acc wait
        break;
    }
}";
    let tu = parse_ok(src);
    let b = body(&tu);
    let first = stmt(&b.items[0]);
    let ns: Vec<_> = first
        .pragmas
        .iter()
        .map(|p| words(src, p)[..2].join(" "))
        .collect();
    assert_eq!(ns, ["acc data", "omp simd", "acc kernels"]);
    assert!(matches!(first.kind, StmtKind::Compound(_)));
    let StmtKind::If { then, els, .. } = &stmt(&b.items[1]).kind else {
        panic!()
    };
    assert_eq!(then.pragmas.len(), 1);
    assert_eq!(els.as_ref().unwrap().pragmas.len(), 1);
    let StmtKind::While { body: wb, .. } = &stmt(&b.items[2]).kind else {
        panic!()
    };
    assert_eq!(wb.pragmas.len(), 1);
    assert!(matches!(wb.kind, StmtKind::Empty));
    let StmtKind::Labeled { body: lb, .. } = &stmt(&b.items[3]).kind else {
        panic!()
    };
    assert_eq!(lb.pragmas.len(), 1);
    assert!(matches!(lb.kind, StmtKind::For { .. }));
    let StmtKind::Switch { body: sb, .. } = &stmt(&b.items[4]).kind else {
        panic!()
    };
    let StmtKind::Compound(sw) = &sb.kind else {
        panic!()
    };
    let StmtKind::Case { body: cb, .. } = &stmt(&sw.items[0]).kind else {
        panic!()
    };
    assert_eq!(words(src, &cb.pragmas[0])[1], "wait");
    assert!(matches!(cb.kind, StmtKind::Break));
}

#[test]
fn pragmas_before_a_closing_brace_go_on_an_empty_statement() {
    let src = "void f(void) {
    int x = 1;
    {
        x++;
#pragma acc wait
    }
#pragma acc update device(x)
#pragma acc wait(1)
}";
    let tu = parse_ok(src);
    let b = body(&tu);
    assert_eq!(b.items.len(), 3);
    let StmtKind::Compound(inner) = &stmt(&b.items[1]).kind else {
        panic!()
    };
    let last = stmt(inner.items.last().unwrap());
    assert!(matches!(last.kind, StmtKind::Empty));
    assert_eq!(last.pragmas.len(), 1);
    let end = src.find("#pragma acc wait\n").unwrap() + "#pragma acc wait".len();
    assert_eq!((last.span.lo as usize, last.span.hi as usize), (end, end));
    let tail = stmt(&b.items[2]);
    assert!(matches!(tail.kind, StmtKind::Empty));
    assert_eq!(tail.pragmas.len(), 2);
    assert!(tail.span.is_empty());
    assert_eq!(tail.span.lo, tail.pragmas[1].span.hi);
}

#[test]
fn file_scope_pragmas() {
    let src = "#pragma acc routine seq
int sq(int x);
#pragma once_more
#pragma GCC diagnostic push
static int y;
#pragma acc declare create(y)
";
    let tu = parse_ok(src);
    assert_eq!(tu.items.len(), 3);
    assert_eq!(
        words(src, &tu.items[0].pragmas[0]),
        ["acc", "routine", "seq"]
    );
    assert_eq!(tu.items[1].pragmas.len(), 2);
    assert!(matches!(tu.items[2].kind, ExternalDeclKind::Empty));
    assert_eq!(words(src, &tu.items[2].pragmas[0])[1], "declare");
    let end = src.trim_end().len();
    assert_eq!(tu.items[2].span, accc_front::Span::new(end, end));
}

#[test]
fn pragma_before_a_local_declaration() {
    let src = "void f(void) {\n#pragma acc declare create(t)\n    float t[4];\n}";
    let tu = parse_ok(src);
    let BlockItem::Decl(d) = &body(&tu).items[0] else {
        panic!()
    };
    assert_eq!(d.pragmas.len(), 1);
    assert_eq!(&src[d.span.range()], "float t[4];");
}

#[test]
fn pragmas_between_line_markers() {
    let src = "# 1 \"k.c\"
void f(int n, float *a) {
# 3 \"k.c\"
#pragma acc parallel loop
# 5 \"k.c\" 3
  for (int i = 0; i < n; i++)
# 1 \"inc.h\" 1
    a[i] = 0;
# 8 \"k.c\" 2
}";
    let tu = parse_ok(src);
    let s = stmt(&body(&tu).items[0]);
    assert_eq!(s.pragmas.len(), 1);
    assert_eq!(&src[s.pragmas[0].span.range()], "#pragma acc parallel loop");
}

#[test]
fn operator_and_marker_forms() {
    let src = "void f(int n, float *a) {
    _Pragma(\"acc parallel loop\") for (int i = 0; i < n; i++) a[i] = 0;
    __accc_pragma_begin acc kernels copy(a[0:n]) __accc_pragma_end
    { a[0] = 1; }
    __accc_pragma_begin pacc loop dim(2) __accc_pragma_end
}";
    let tu = parse_ok(src);
    let b = body(&tu);
    let s0 = stmt(&b.items[0]);
    assert_eq!(s0.pragmas[0].namespace(), Some("acc"));
    assert_eq!(
        &src[s0.pragmas[0].span.range()],
        "_Pragma(\"acc parallel loop\")"
    );
    let names: Vec<&str> = s0.pragmas[0]
        .tokens
        .iter()
        .filter_map(|t| t.ident())
        .collect();
    assert_eq!(names, ["acc", "parallel", "loop"]);
    let s1 = stmt(&b.items[1]);
    assert!(matches!(s1.kind, StmtKind::Compound(_)));
    assert_eq!(
        &src[s1.pragmas[0].span.range()],
        "__accc_pragma_begin acc kernels copy(a[0:n]) __accc_pragma_end"
    );
    assert_eq!(words(src, &s1.pragmas[0])[..2], ["acc", "kernels"]);
    let s2 = stmt(&b.items[2]);
    assert!(matches!(s2.kind, StmtKind::Empty));
    assert_eq!(s2.pragmas[0].namespace(), Some("pacc"));
}

#[test]
fn misplaced_acc_pragmas_are_errors_others_are_dropped() {
    let cases = [
        "struct s {\n  int a;\n#pragma acc loop\n  int b;\n};",
        "void g(int a,\n#pragma acc loop\n int b);",
        "int v[] = { 1,\n#pragma acc loop\n 2 };",
        "int f(int x) { return x +\n#pragma acc loop\n 1; }",
        "int f(int x) { if (x) x++;\n#pragma acc loop\n else x--; return x; }",
        "int f(int x) { x = (\n#pragma pacc init\n x); return x; }",
    ];
    for src in cases {
        let (tu, diags) = parse_translation_unit(src);
        assert_eq!(diags.len(), 1, "{src}: {diags:?}");
        let d = &diags[0];
        assert!(
            d.message.ends_with("` is not allowed here"),
            "{src}: {}",
            d.message
        );
        assert!(src[d.span.range()].starts_with("#pragma "), "{src}");
        assert!(!tu.items.is_empty());
        // Other namespaces are dropped without a word.
        let other = src
            .replace("#pragma acc loop", "#pragma omp simd")
            .replace("#pragma pacc init", "#pragma GCC ivdep");
        let (_, diags) = parse_translation_unit(&other);
        assert!(diags.is_empty(), "{other}: {diags:?}");
    }
}
