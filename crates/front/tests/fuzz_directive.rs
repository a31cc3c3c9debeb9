//! Robustness of the directive parser: whatever the tokens of an `acc`/`pacc` pragma,
//! `parse_directive` returns (a directive, or at least one error) without panicking, and
//! every span it reports lies inside the pragma.

use accc_front::ast::Pragma;
use accc_front::directive::{parse_directive, Directive};
use accc_front::lexer::tokenize;
use accc_front::token::{Punct, Token, TokenKind};
use accc_front::{Diagnostic, Span};
use proptest::prelude::*;

/// Directive words, clause words, keywords, extension words, C operators and literals.
const ALPHABET: &[&str] = &[
    "parallel",
    "kernels",
    "serial",
    "loop",
    "data",
    "enter",
    "exit",
    "host_data",
    "update",
    "wait",
    "cache",
    "atomic",
    "read",
    "write",
    "capture",
    "routine",
    "declare",
    "init",
    "shutdown",
    "set",
    "fcw",
    "fcw_barrier",
    "pipeline",
    "copy",
    "copyin",
    "copyout",
    "create",
    "no_create",
    "present",
    "deviceptr",
    "attach",
    "detach",
    "delete",
    "link",
    "device_resident",
    "use_device",
    "host",
    "device",
    "self",
    "reduction",
    "private",
    "firstprivate",
    "collapse",
    "force",
    "gang",
    "num",
    "dim",
    "static",
    "worker",
    "vector",
    "length",
    "seq",
    "auto",
    "independent",
    "tile",
    "num_gangs",
    "num_workers",
    "vector_length",
    "async",
    "if",
    "default",
    "none",
    "device_type",
    "dtype",
    "nvidia",
    "bind",
    "nohost",
    "finalize",
    "if_present",
    "device_num",
    "default_async",
    "devnum",
    "queues",
    "always",
    "alwaysin",
    "alwaysout",
    "readonly",
    "zero",
    "pcopyin",
    "ccopyin",
    "pccopy",
    "ccopyout",
    "compression",
    "targetin",
    "targetinout",
    "size",
    "halo",
    "FETCH_ONLY",
    "CHANNEL_ONLY",
    "FETCH_CHANNEL",
    "CHANNEL_WB",
    "FETCH_CHANNEL_WB",
    "max",
    "min",
    "a",
    "b",
    "i",
    "n",
    "s",
    "p",
    "(",
    ")",
    "(",
    ")",
    "[",
    "]",
    "[",
    "]",
    ":",
    ":",
    ",",
    ",",
    "::",
    ".",
    "->",
    "*",
    "+",
    "-",
    "&",
    "|",
    "^",
    "&&",
    "||",
    "?",
    "=",
    "!",
    "~",
    "/",
    "%",
    "<<",
    ">>",
    "<",
    "{",
    "}",
    ";",
    "0",
    "1",
    "2",
    "3",
    "128",
    "0x10",
    "1.5f",
    "-1.0",
    "'c'",
    "\"s\"",
    "sizeof",
    "int",
    "float",
    "real_t",
];

/// Valid directives, mutated by the mutation strategy.
const SEEDS: &[&str] = &[
    "#pragma acc parallel loop gang vector(128) reduction(+:s)",
    "#pragma acc cache(a[i-1:3], B[l0:16][j:1])",
    "#pragma acc fcw FETCH_ONLY(a[i:0:0:offsetj:0:0], b[offseti:0:0:j:0:0])",
    "#pragma acc fcw_barrier",
    "#pragma acc data pccopyin(a[0:N:MIN:MAX]) copyout(c[0:N])",
    "#pragma acc kernels compression(a, b)",
    "#pragma pacc init",
    "#pragma pacc pipeline targetinout(p, q) size([0:X][0:Y]) halo([1:1][1:1]) async",
    "#pragma pacc loop dim(2)",
    "#pragma acc wait(devnum: 1 : queues: 2, 3) async(4)",
    "#pragma acc parallel device_type(nvidia) num_gangs(4) device_type(*) async",
    "#pragma acc loop collapse(force: 2) tile(8, *) gang(static: *, num: 4)",
    "#pragma acc update self(a[0:n]) device(s.b[1:2]) if_present",
    "#pragma acc routine(f) seq bind(\"g\")",
    "#pragma acc enter data copyin(always, readonly: a[0:n]) create(zero: b)",
    "#pragma acc atomic capture if(c)",
];

fn is_typedef(name: &str) -> bool {
    name == "real_t"
}

fn pragma_of(text: &str) -> Option<Pragma> {
    let toks = tokenize(text).ok()?;
    match &toks.first()?.kind {
        TokenKind::Pragma(inner) => Some(Pragma {
            span: toks[0].span,
            tokens: inner.clone(),
        }),
        _ => None,
    }
}

fn inside(span: Span, outer: Span) -> bool {
    outer.lo <= span.lo && span.hi <= outer.hi && span.lo <= span.hi
}

fn check_diags(diags: &[Diagnostic], outer: Span, text: &str) {
    for d in diags {
        assert!(!d.message.is_empty());
        assert!(
            inside(d.span, outer),
            "`{text}`: span {:?} of `{}` outside {:?}",
            d.span,
            d.message,
            outer
        );
        for (s, _) in &d.secondary {
            assert!(inside(*s, outer), "`{text}`: secondary span outside");
        }
    }
}

fn check_directive(d: &Directive, outer: Span, text: &str) {
    assert!(inside(d.name_span, outer), "`{text}`: name span");
    for c in &d.clauses {
        assert!(inside(c.span, outer), "`{text}`: clause span");
        assert!(inside(c.name_span, outer), "`{text}`: clause name span");
        for v in c.kind.vars() {
            assert!(inside(v.span, outer), "`{text}`: var span");
        }
    }
    check_diags(&d.warnings, outer, text);
}

/// Parses `text` as a pragma; checks the no-panic and span properties.
fn run(text: &str) {
    let Some(p) = pragma_of(text) else { return };
    let outer = p.span;
    match parse_directive(&p, &is_typedef) {
        Ok(d) => check_directive(&d, outer, text),
        Err(errs) => {
            assert!(!errs.is_empty(), "`{text}`: Err with no diagnostic");
            check_diags(&errs, outer, text);
        }
    }
}

fn soup() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["#pragma acc ", "#pragma pacc "]),
        prop::collection::vec(prop::sample::select(ALPHABET.to_vec()), 0..24),
    )
        .prop_map(|(head, words)| format!("{head}{}", words.join(" ")))
}

/// A seed directive with a few tokens deleted, duplicated or replaced.
fn mutated() -> impl Strategy<Value = String> {
    (
        prop::sample::select(SEEDS.to_vec()),
        prop::collection::vec(
            (0usize..64, 0u8..3, prop::sample::select(ALPHABET.to_vec())),
            1..4,
        ),
    )
        .prop_map(|(seed, edits)| {
            let toks = tokenize(seed).expect("seed lexes");
            let TokenKind::Pragma(inner) = &toks[0].kind else {
                unreachable!("seeds are pragmas")
            };
            let mut words: Vec<String> = inner
                .iter()
                .map(|t| seed[t.span.range()].to_string())
                .collect();
            for (pos, op, w) in edits {
                if words.len() < 2 {
                    break;
                }
                let i = 1 + pos % (words.len() - 1);
                match op {
                    0 => {
                        words.remove(i);
                    }
                    1 => {
                        let dup = words[i].clone();
                        words.insert(i, dup);
                    }
                    _ => words[i] = w.to_string(),
                }
            }
            format!("#pragma {}", words.join(" "))
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn token_soups_never_panic(text in soup()) {
        run(&text);
    }

    #[test]
    fn mutated_directives_never_panic(text in mutated()) {
        run(&text);
    }

    #[test]
    fn raw_token_lists_never_panic(
        kinds in prop::collection::vec(0u8..8, 0..20),
        spans in prop::collection::vec((0u32..200, 0u32..200), 20),
    ) {
        // Tokens the lexer would never produce: stray `Eof`s, nested pragmas, odd spans.
        let mut tokens = vec![Token { kind: TokenKind::Ident("acc".into()), span: Span::new(0, 3) }];
        for (i, k) in kinds.iter().enumerate() {
            let (lo, hi) = spans[i % spans.len()];
            let kind = match k {
                0 => TokenKind::Eof,
                1 => TokenKind::Pragma(vec![]),
                2 => TokenKind::Punct(Punct::LParen),
                3 => TokenKind::Punct(Punct::RParen),
                4 => TokenKind::Ident("loop".into()),
                5 => TokenKind::Ident("gang".into()),
                6 => TokenKind::Number("1".into()),
                _ => TokenKind::Punct(Punct::Colon),
            };
            tokens.push(Token { kind, span: Span { lo, hi } });
        }
        let p = Pragma { span: Span::new(0, 200), tokens };
        let _ = parse_directive(&p, &is_typedef);
    }
}

#[test]
fn empty_and_odd_pragmas() {
    for text in [
        "#pragma acc",
        "#pragma pacc",
        "#pragma acc )",
        "#pragma acc parallel (",
        "#pragma acc parallel copy(",
        "#pragma acc parallel copy(a[",
        "#pragma acc parallel copy(a[1:",
        "#pragma acc parallel copy(a.",
        "#pragma acc loop gang(",
        "#pragma acc loop reduction(",
        "#pragma acc wait(",
        "#pragma acc routine(",
        "#pragma acc cache(",
        "#pragma acc fcw FETCH_ONLY(",
        "#pragma pacc pipeline size([",
        "#pragma acc parallel if(((((((((((((((((((((x",
    ] {
        run(text);
    }
    let empty = Pragma {
        span: Span::new(0, 0),
        tokens: vec![],
    };
    assert!(parse_directive(&empty, &is_typedef).is_err());
}

#[test]
fn deep_nesting_in_an_argument() {
    let depth = 5000;
    let text = format!(
        "#pragma acc parallel if({}x{})",
        "(".repeat(depth),
        ")".repeat(depth)
    );
    run(&text);
    let text = format!("#pragma acc parallel copy(a{})", "[0]".repeat(depth));
    run(&text);
}
