//! Statements: every kind, GNU forms, the declaration/expression ambiguity, and spans.

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

/// The items of the body of the last function in `src`.
fn items(src: &str) -> Vec<BlockItem> {
    let tu = parse_ok(src);
    tu.items
        .iter()
        .rev()
        .find_map(|i| match &i.kind {
            ExternalDeclKind::Function(f) => Some(f.body.items.clone()),
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

#[test]
fn declaration_or_expression_statement() {
    let src = "typedef int T; int a, x;
void f(void) { T * x; a * x; T(y); T (*fp)(T); a(x); T: a = 1; (void)x; }";
    let it = items(src);
    assert!(matches!(it[0], BlockItem::Decl(_)), "T * x; declares");
    let BlockItem::Decl(LocalDecl {
        kind: LocalDeclKind::Decl(d),
        ..
    }) = &it[0]
    else {
        panic!()
    };
    assert!(matches!(
        d.declarators[0].declarator.derived[0],
        Derived::Pointer(_)
    ));
    assert!(matches!(
        stmt(&it[1]).kind,
        StmtKind::Expr(Expr {
            kind: ExprKind::Binary {
                op: BinaryOp::Mul,
                ..
            },
            ..
        })
    ));
    assert!(matches!(it[2], BlockItem::Decl(_)), "T(y); declares y");
    assert!(matches!(it[3], BlockItem::Decl(_)));
    assert!(matches!(
        stmt(&it[4]).kind,
        StmtKind::Expr(Expr {
            kind: ExprKind::Call { .. },
            ..
        })
    ));
    assert!(
        matches!(stmt(&it[5]).kind, StmtKind::Labeled { .. }),
        "T: is a label"
    );
    assert!(matches!(
        stmt(&it[6]).kind,
        StmtKind::Expr(Expr {
            kind: ExprKind::Cast { .. },
            ..
        })
    ));
}

#[test]
fn control_flow_statements() {
    let src = "void f(int n, int *p) {
    if (n) n--; else if (n > 1) n++; else { n = 0; }
    while (n < 10) n++;
    do n--; while (n);
    for (;;) break;
    for (n = 0, p = 0; n < 3; n++, p++) continue;
    for (int i = 0, j = 1; i < j; ++i) ;
    switch (n) { case 1: case 2 ... 5: n = 0; break; default: return; }
    goto out;
out:
    return;
}";
    let it = items(src);
    let StmtKind::If { els, .. } = &stmt(&it[0]).kind else {
        panic!()
    };
    let else_if = els.as_ref().unwrap();
    assert!(matches!(else_if.kind, StmtKind::If { els: Some(_), .. }));
    assert_eq!(
        &src[else_if.span.range()],
        "if (n > 1) n++; else { n = 0; }"
    );
    assert!(matches!(stmt(&it[1]).kind, StmtKind::While { .. }));
    assert!(matches!(stmt(&it[2]).kind, StmtKind::DoWhile { .. }));
    assert_eq!(&src[stmt(&it[2]).span.range()], "do n--; while (n);");
    assert!(matches!(
        stmt(&it[3]).kind,
        StmtKind::For {
            init: None,
            cond: None,
            step: None,
            ..
        }
    ));
    let StmtKind::For {
        init:
            Some(ForInit::Expr(Expr {
                kind: ExprKind::Comma(v),
                ..
            })),
        ..
    } = &stmt(&it[4]).kind
    else {
        panic!()
    };
    assert_eq!(v.len(), 2);
    let StmtKind::For {
        init: Some(ForInit::Decl(d)),
        body,
        ..
    } = &stmt(&it[5]).kind
    else {
        panic!()
    };
    assert_eq!(d.declarators.len(), 2);
    assert!(matches!(body.kind, StmtKind::Empty));
    let StmtKind::Switch { body, .. } = &stmt(&it[6]).kind else {
        panic!()
    };
    let StmtKind::Compound(b) = &body.kind else {
        panic!()
    };
    let StmtKind::Case { hi: None, body, .. } = &stmt(&b.items[0]).kind else {
        panic!()
    };
    let StmtKind::Case { hi: Some(hi), .. } = &body.kind else {
        panic!()
    };
    assert_eq!(&src[hi.span.range()], "5");
    assert!(matches!(stmt(&b.items[2]).kind, StmtKind::Default(_)));
    assert!(matches!(&stmt(&it[7]).kind, StmtKind::Goto(l) if l.name == "out"));
    let StmtKind::Labeled { label, body } = &stmt(&it[8]).kind else {
        panic!()
    };
    assert_eq!(label.name, "out");
    assert!(matches!(body.kind, StmtKind::Return(None)));
}

#[test]
fn gnu_statements() {
    let src = r#"void f(int n) {
    __label__ again, done;
    static void *tab[] = { &&again, &&done };
again:
    __attribute__((unused)) int k = n;
    if (n-- > 0) goto *tab[0];
    asm("nop");
    __asm__ __volatile__ ("mov %1, %0" : "=r"(k) : "r"(n) : "memory");
    asm goto ("jmp %l0" : : : : done);
    asm inline volatile ("" ::: "cc");
    switch (n) { case 0: n++; __attribute__((fallthrough)); case 1: [[fallthrough]]; default: break; }
done: __attribute__((unused));
    __extension__ ({ int t = 1; t; });
}"#;
    let it = items(src);
    // `__label__` produces no item.
    assert!(matches!(it[0], BlockItem::Decl(_)));
    let StmtKind::Labeled { body, .. } = &stmt(&it[1]).kind else {
        panic!("{:?}", it[1])
    };
    assert!(
        matches!(
            body.kind,
            StmtKind::Expr(Expr {
                kind: ExprKind::Binary { .. },
                ..
            })
        ) || matches!(body.kind, StmtKind::Empty | StmtKind::Expr(_))
    );
    assert!(matches!(it[2], BlockItem::Decl(_)), "{:?}", it[2]);
    let StmtKind::If { then, .. } = &stmt(&it[3]).kind else {
        panic!()
    };
    assert!(matches!(then.kind, StmtKind::GotoComputed(_)));
    for item in &it[4..8] {
        assert!(matches!(stmt(item).kind, StmtKind::Asm), "{item:?}");
    }
    assert_eq!(
        &src[stmt(&it[5]).span.range()],
        r#"__asm__ __volatile__ ("mov %1, %0" : "=r"(k) : "r"(n) : "memory");"#
    );
    assert!(matches!(stmt(&it[8]).kind, StmtKind::Switch { .. }));
    assert!(matches!(stmt(&it[9]).kind, StmtKind::Labeled { .. }));
    assert!(matches!(
        stmt(&it[10]).kind,
        StmtKind::Expr(Expr {
            kind: ExprKind::Unary {
                op: UnaryOp::Extension,
                ..
            },
            ..
        })
    ));
}

#[test]
fn label_before_closing_brace_and_labels_with_attributes() {
    let it = items("void f(void) { { goto end; end: } x: __attribute__((hot)) ; }");
    let StmtKind::Compound(b) = &stmt(&it[0]).kind else {
        panic!()
    };
    let StmtKind::Labeled { body, .. } = &stmt(&b.items[1]).kind else {
        panic!()
    };
    assert!(matches!(body.kind, StmtKind::Empty));
    assert!(matches!(stmt(&it[1]).kind, StmtKind::Labeled { .. }));
}

#[test]
fn statement_spans() {
    let src = "int f(int n) { return n * 2; }";
    let it = items(src);
    assert_eq!(&src[stmt(&it[0]).span.range()], "return n * 2;");
    let tu = parse_ok(src);
    let ExternalDeclKind::Function(f) = &tu.items[0].kind else {
        panic!()
    };
    assert_eq!(&src[f.body.span.range()], "{ return n * 2; }");
    assert_eq!(&src[f.span.range()], src);
    assert_eq!(&src[tu.items[0].span.range()], src);
}

#[test]
fn nested_functions_and_statement_expressions_in_blocks() {
    let src = "int f(int n) {
    int sq(int x) { return x * x; }
    int r = ({ int t = sq(n); t + 1; });
    return r;
}";
    let it = items(src);
    assert!(matches!(
        it[0],
        BlockItem::Decl(LocalDecl {
            kind: LocalDeclKind::Function(_),
            ..
        })
    ));
    let BlockItem::Decl(LocalDecl {
        kind: LocalDeclKind::Decl(d),
        ..
    }) = &it[1]
    else {
        panic!()
    };
    let Some(Initializer::Expr(Expr {
        kind: ExprKind::StmtExpr(b),
        ..
    })) = &d.declarators[0].init
    else {
        panic!()
    };
    assert_eq!(b.items.len(), 2);
}
