//! Robustness: whatever the input, the lexer and the parser return (a tree and/or
//! diagnostics) without panicking, without looping forever and without overflowing the
//! stack (deep nesting is reported as "nesting too deep").

use accc_front::lexer::tokenize;
use accc_front::parser::{parse_expression, parse_tokens, parse_translation_unit};
use proptest::prelude::*;

fn never(_: &str) -> bool {
    false
}

fn everything(text: &str) {
    let (_tu, _diags) = parse_translation_unit(text);
    if let Ok(toks) = tokenize(text) {
        let _ = parse_expression(&toks, &never);
        let _ = parse_expression(&toks, &|s| s.starts_with('T'));
        let _ = accc_front::parser::parse_assignment_expression_prefix(&toks, &never);
        let _ = parse_tokens(&toks[..toks.len() / 2]);
    }
}

/// A C-flavoured token alphabet, pragmas included.
const ALPHABET: &[&str] = &[
    "int",
    "char",
    "float",
    "double",
    "void",
    "unsigned",
    "long",
    "short",
    "const",
    "static",
    "typedef",
    "struct",
    "union",
    "enum",
    "T",
    "a",
    "b",
    "x",
    "f",
    "main",
    "if",
    "else",
    "for",
    "while",
    "do",
    "switch",
    "case",
    "default",
    "break",
    "continue",
    "return",
    "goto",
    "sizeof",
    "_Alignof",
    "_Generic",
    "_Static_assert",
    "__attribute__",
    "__extension__",
    "__asm__",
    "typeof",
    "_Atomic",
    "_BitInt",
    "__builtin_va_arg",
    "__builtin_offsetof",
    "__label__",
    "restrict",
    "inline",
    "auto",
    "register",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ";",
    ",",
    ":",
    "?",
    "...",
    "=",
    "==",
    "+",
    "-",
    "*",
    "/",
    "&",
    "&&",
    "||",
    "!",
    "~",
    "<",
    ">>=",
    "->",
    ".",
    "++",
    "0",
    "1",
    "0x1p-3",
    "1e+5f",
    "'c'",
    "\"s\"",
    "L\"w\"",
    "[[",
    "]]",
    "\n#pragma acc parallel loop\n",
    "\n#pragma omp for\n",
    "\n# 3 \"f.c\" 1\n",
    "__accc_pragma_begin acc loop __accc_pragma_end",
    "_Pragma(\"acc kernels\")",
    "\n#pragma pacc init\n",
    "//c\n",
    "/* c */",
];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(ALPHABET), 0..80).prop_map(|v| v.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        everything(&text);
    }

    #[test]
    fn random_ascii_never_panics(text in "[ -~\n\t]{0,200}") {
        everything(&text);
    }

    #[test]
    fn token_soups_never_panic(text in token_soup()) {
        everything(&text);
    }

    #[test]
    fn token_soups_inside_a_function_never_panic(text in token_soup()) {
        everything(&format!("typedef int T; void f(int a) {{ {text} }}"));
        everything(&format!("int g = ({text});"));
    }
}

/// Each pattern repeated 30,000 times must be answered with "nesting too deep", on the
/// default 2 MiB stack of a test thread, in a debug build.
#[test]
fn deep_nesting_is_a_diagnostic_not_a_stack_overflow() {
    let n = 30_000;
    let cases: Vec<String> = vec![
        format!("int x = {}1{};", "(".repeat(n), ")".repeat(n)),
        format!("void f(void) {{ {} }}", "{".repeat(n)),
        format!("void f(void) {{ {}{} }}", "{".repeat(n), "}".repeat(n)),
        format!("int x = {}1;", "- ".repeat(n)),
        format!("int x = {}1;", "! ~ ".repeat(n)),
        format!("void f(int a) {{ {}a; }}", "a = ".repeat(n)),
        format!("void f(int a) {{ a = {}1 : 2; }}", "a ? ".repeat(n)),
        format!("void f(int a) {{ a = 1 {}; }}", "? 1 : 0".repeat(n)),
        format!("int x = {}1;", "(int)".repeat(n)),
        format!("int x = {}1;", "sizeof ".repeat(n)),
        format!("int {}x{};", "(".repeat(n), ")".repeat(n)),
        format!("int x = {};", "{".repeat(n)),
        format!("{}int x;", "struct { ".repeat(n)),
        format!("void f(void) {{ {} ; }}", "if (1) ".repeat(n)),
        format!("void f(void) {{ {} ; }}", "while (1) ".repeat(n)),
        format!("void f(void) {{ {} ; }}", "l: ".repeat(n)),
        format!("void f(void) {{ {} ; }}", "for(;;) ".repeat(n)),
        format!("void f(void) {{ {} }}", "switch (1) case 1: ".repeat(n)),
        format!("int x = {}1{};", "({ ".repeat(n), "; })".repeat(n)),
        format!("int x = f{};", "(1".repeat(n)),
        format!("int x = a{};", "[1".repeat(n)),
        format!("int x = {}1;", "__extension__ ".repeat(n)),
        format!("int x = {}1;", "&&l + ".repeat(n)),
        format!("void f({} int);", "void (*)(".repeat(n)),
        format!("__attribute__({}) int x;", "(".repeat(n)),
        format!("int x = {};", "(int[]){".repeat(n)),
        format!("typeof({}int{}) x;", "typeof(".repeat(n), ")".repeat(n)),
        format!("int x = {}1;", "_Generic(1, default: ".repeat(n)),
        format!("int x = a{};", " + a".repeat(n)),
        format!("int x = a{};", "[1]".repeat(n)),
        format!("int x = a{};", "->b".repeat(n)),
        format!("int x = a{};", "()".repeat(n)),
        format!("void f(void) {{ if (1) ; {} }}", "else if (1) ;".repeat(n)),
        format!("int x = {}1{};", "(a + ".repeat(n), ")".repeat(n)),
        "{".repeat(n),
        "(".repeat(n),
    ];
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            for (i, c) in cases.iter().enumerate() {
                let (_tu, diags) = parse_translation_unit(c);
                assert!(!diags.is_empty(), "case {i} gave no diagnostic");
                let toks = tokenize(c).unwrap();
                let _ = parse_expression(&toks, &never);
            }
        })
        .unwrap();
    handle
        .join()
        .expect("a deep-nesting case panicked or overflowed");
}

#[test]
fn unterminated_constructs_are_diagnostics() {
    for text in [
        "int x = \"abc",
        "char c = 'a",
        "/* never closed",
        "int f( {",
        "struct { int a;",
        "void f(void) { if (",
        "__accc_pragma_begin acc loop",
        "_Pragma(\"acc",
        "int a[",
        "#pragma acc loop\n",
        "void f(void) {\n#pragma acc loop\n",
    ] {
        let (_tu, diags) = parse_translation_unit(text);
        if text == "#pragma acc loop\n" {
            assert!(diags.is_empty(), "{text:?}: {diags:?}");
        } else {
            assert!(!diags.is_empty(), "{text:?} gave no diagnostic");
        }
    }
}

/// Long flat sequences are not nesting: they parse (into lists) without complaint, and the
/// trees of long operator chains can be dropped on a small stack.
#[test]
fn long_flat_sequences_are_fine() {
    let n = 20_000;
    let cases: Vec<String> = vec![
        format!("int {}x;", "*".repeat(n)),
        format!("int x{};", "[1]".repeat(n)),
        format!("int x = f(1{});", ", 1".repeat(n)),
        format!("int x[] = {{1{}}};", ", 1".repeat(n)),
        format!("void f(void) {{ {} }}", "x;".repeat(n)),
        format!("const char *s = {};", "\"a\" ".repeat(n)),
        format!("void f(int x) {{ x = (x{}); }}", ", x".repeat(n)),
        format!("int a{};", ", a".repeat(n)),
        format!("int x = a{};", " + a".repeat(4000)),
        format!("int x = a{};", "[0]".repeat(4000)),
        format!(
            "void f(void) {{ if (1) ; {} }}",
            "else if (1) ;".repeat(2000)
        ),
    ];
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            for (i, c) in cases.iter().enumerate() {
                let (tu, diags) = parse_translation_unit(c);
                assert!(diags.is_empty(), "case {i}: {:?}", diags[0]);
                assert_eq!(tu.items.len(), 1, "case {i}");
            }
        })
        .unwrap();
    handle.join().expect("a flat case panicked or overflowed");
}
