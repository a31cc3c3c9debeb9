//! Errors: each diagnostic's span lands on the offending token, and recovery lets one run
//! report several errors and keep the items around them.

use accc_front::ast::*;
use accc_front::parser::parse_translation_unit;

/// Parses `src` and returns (message, text under the span) for each diagnostic.
fn errors(src: &str) -> Vec<(String, String)> {
    let (_, diags) = parse_translation_unit(src);
    diags
        .iter()
        .map(|d| {
            assert!(d.is_error());
            (d.message.clone(), src[d.span.range()].to_string())
        })
        .collect()
}

fn one_error(src: &str) -> (String, String) {
    let e = errors(src);
    assert_eq!(e.len(), 1, "{src}: {e:?}");
    e.into_iter().next().unwrap()
}

#[test]
fn spans_land_on_the_offending_token() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "int x = 3 y;",
            "y",
            "expected `;`, `,` or `=` after declarator",
        ),
        ("void f(void) { int a = 1 +; }", ";", "expected expression"),
        (
            "void f(void) { return 1 }",
            "}",
            "expected `;` after `return`",
        ),
        ("void f(void) { if (1 { } }", "{", "expected `)`"),
        ("void f(void) { f(1, 2; }", ";", "expected `)`"),
        (
            "unsigend int x;",
            "unsigend",
            "unknown type name `unsigend`",
        ),
        (
            "void f(void) { foo bar; }",
            "foo",
            "unknown type name `foo`",
        ),
        ("void f(size_t n);", "size_t", "unknown type name `size_t`"),
        (
            "struct { int a; int b } s;",
            "}",
            "expected `;` at end of member declaration",
        ),
        (
            "int long char x;",
            "char",
            "invalid combination of type specifiers",
        ),
        ("struct S int x;", "int", "two or more data types"),
        ("enum { A, B, 3 } e;", "3", "expected identifier"),
        ("int a[3;", ";", "expected `]`"),
        (
            "void f(void) { do x++; until (x); }",
            "until",
            "expected `while`",
        ),
        ("void f(void) { x = a ? b ; }", ";", "expected `:`"),
        (
            "void f(void) { for (int i = 0; i < 3) ; }",
            ")",
            "expected `;`",
        ),
        (
            "int f(int x) { switch (x) { case 1 x++; } }",
            "x",
            "expected `:`",
        ),
        ("void f(void) { goto 3; }", "3", "expected identifier"),
        ("int x = (int)+;", ";", "expected expression"),
        (
            "int x = sizeof(struct);",
            ")",
            "expected `{` or a name after `struct`",
        ),
        ("}", "}", "expected a declaration"),
        ("int x = 1", "", "expected `;`, `,` or `=`"),
    ];
    for (src, at, msg) in cases {
        let (m, t) = one_error(src);
        assert_eq!(t, *at, "{src}: {m}");
        assert!(
            m.starts_with(msg),
            "{src}: message {m:?} does not start with {msg:?}"
        );
    }
}

#[test]
fn error_at_end_of_input_points_at_the_end() {
    let src = "void f(void) { if (x) {";
    let (_, diags) = parse_translation_unit(src);
    assert!(!diags.is_empty());
    assert_eq!(diags[0].span.lo as usize, src.len());
    assert!(
        diags[0].message.contains("end of input"),
        "{}",
        diags[0].message
    );
}

#[test]
fn recovery_reports_several_errors_and_keeps_good_items() {
    let src = "int a = ;
int good1;
void f(void) {
    x = ;
    int ok = 1;
    y = 1 +;
    ok++;
}
int g(void) { return 1 }
struct S { int a; int 3; int c; };
int good2;";
    let (tu, diags) = parse_translation_unit(src);
    let at: Vec<&str> = diags.iter().map(|d| &src[d.span.range()]).collect();
    assert_eq!(at, [";", ";", ";", "}", "3"], "{diags:#?}");
    let names: Vec<String> = tu
        .items
        .iter()
        .filter_map(|i| match &i.kind {
            ExternalDeclKind::Decl(d) => d
                .declarators
                .first()
                .and_then(|x| x.declarator.name.as_ref().map(|n| n.name.clone())),
            ExternalDeclKind::Function(f) => f.declarator.name.as_ref().map(|n| n.name.clone()),
            _ => None,
        })
        .collect();
    assert!(names.contains(&"good1".to_string()), "{names:?}");
    assert!(names.contains(&"good2".to_string()), "{names:?}");
    assert!(names.contains(&"f".to_string()), "{names:?}");
    // Inside `f`, the two good items survived.
    let f = tu
        .items
        .iter()
        .find_map(|i| match &i.kind {
            ExternalDeclKind::Function(f) if f.declarator.name.as_ref().unwrap().name == "f" => {
                Some(f)
            }
            _ => None,
        })
        .unwrap();
    assert_eq!(f.body.items.len(), 2);
    // The struct kept its good members.
    let s = tu
        .items
        .iter()
        .find_map(|i| match &i.kind {
            ExternalDeclKind::Decl(Declaration {
                specs:
                    DeclSpecs {
                        ty: TypeSpec::Struct(s),
                        ..
                    },
                ..
            }) => Some(s),
            _ => None,
        })
        .unwrap();
    assert_eq!(s.fields.as_ref().unwrap().len(), 2);
}

#[test]
fn recovery_skips_balanced_braces() {
    let src = "int f(int x {
    if (x) { return 1; }
    return 0;
}
int after;";
    let (tu, diags) = parse_translation_unit(src);
    assert_eq!(diags.len(), 1, "{diags:#?}");
    assert_eq!(&src[diags[0].span.range()], "{");
    assert!(matches!(
        tu.items.last().unwrap().kind,
        ExternalDeclKind::Decl(_)
    ));
}

#[test]
fn recovery_inside_an_initializer_does_not_end_the_block() {
    let src = "void f(void) {
    int a[] = { 1, , 2 };
    struct { int x; } s = { .x = };
    a[0] = 1;
}
int after;";
    let (tu, diags) = parse_translation_unit(src);
    let at: Vec<&str> = diags.iter().map(|d| &src[d.span.range()]).collect();
    assert_eq!(at, [",", "}"], "{diags:#?}");
    assert_eq!(tu.items.len(), 2);
    let ExternalDeclKind::Function(f) = &tu.items[0].kind else {
        panic!()
    };
    assert_eq!(f.body.items.len(), 1, "only `a[0] = 1;` survives");
}

#[test]
fn lexical_errors_are_reported_with_their_span() {
    let src = "int x = 1;\nchar *s = \"unterminated;\n";
    let (tu, diags) = parse_translation_unit(src);
    assert!(tu.items.is_empty());
    assert_eq!(diags.len(), 1);
    assert_eq!(&src[diags[0].span.range()], "\"unterminated;");
    let src = "int x = 1 @ 2;";
    let (_, diags) = parse_translation_unit(src);
    assert_eq!(&src[diags[0].span.range()], "@");
}

#[test]
fn misplaced_directive_span_is_the_pragma_line() {
    let src = "struct s {\n  int a;\n#pragma acc loop gang\n  int b;\n};";
    let (m, t) = one_error(src);
    assert_eq!(m, "`#pragma acc` is not allowed here");
    assert_eq!(t, "#pragma acc loop gang");
}

#[test]
fn nesting_too_deep() {
    let src = format!("int x = {}1{};", "(".repeat(1000), ")".repeat(1000));
    let (_, diags) = parse_translation_unit(&src);
    assert_eq!(diags.len(), 1);
    assert_eq!(diags[0].message, "nesting too deep");
    assert_eq!(&src[diags[0].span.range()], "(");
    // At least 256 levels of every common construct are fine.
    let n = 256;
    let ok = [
        format!("int x = {}1{};", "(".repeat(n), ")".repeat(n)),
        format!("int x = {}1{};", "f(".repeat(n), ")".repeat(n)),
        format!("int x = {}1;", "-".repeat(n).replace('-', "- ")),
        format!("int x = {}1;", "(int)".repeat(n)),
        format!("int x[1] = {}1{};", "{".repeat(n), "}".repeat(n)),
        format!("int {}x{};", "(".repeat(n), ")".repeat(n)),
        format!("{}int x;{}", "struct { ".repeat(n), "} a;".repeat(n)),
        format!("void f(void) {{ {}{} }}", "{".repeat(n), "}".repeat(n)),
        format!(
            "void f(void) {{ {};{} }}",
            "for (;;) { ".repeat(n),
            "}".repeat(n)
        ),
        format!("void f(void) {{ {}; }}", "if (1) ".repeat(n)),
        format!("void f(void) {{ {}; }}", "while (1) ".repeat(n)),
    ];
    for (i, src) in ok.iter().enumerate() {
        let (_, diags) = parse_translation_unit(src);
        assert!(diags.is_empty(), "case {i}: {diags:?}");
    }
}
