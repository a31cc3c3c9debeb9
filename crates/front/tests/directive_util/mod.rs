//! Helpers shared by the directive tests: build a pragma by lexing `#pragma …` text,
//! parse it, and read spans back as text.
#![allow(dead_code)]

use accc_front::ast::{Expr, Pragma};
use accc_front::directive::{parse_directive, Directive};
use accc_front::lexer::tokenize;
use accc_front::token::TokenKind;
use accc_front::{Diagnostic, Span};

/// Lexes `text` (which must start with `#pragma`) into a pragma.
pub fn pragma(text: &str) -> Pragma {
    let toks = tokenize(text).expect("lexes");
    match &toks[0].kind {
        TokenKind::Pragma(inner) => Pragma {
            span: toks[0].span,
            tokens: inner.clone(),
        },
        other => panic!("not a pragma: {other:?}"),
    }
}

fn no_typedefs(name: &str) -> bool {
    matches!(name, "real_t" | "size_t")
}

/// Parses `text`, which must be a valid directive.
pub fn parse(text: &str) -> Directive {
    match parse_directive(&pragma(text), &no_typedefs) {
        Ok(d) => d,
        Err(errs) => panic!(
            "`{text}` should parse, got: {:#?}",
            errs.iter().map(|e| &e.message).collect::<Vec<_>>()
        ),
    }
}

/// Parses `text`, which must be rejected; returns the errors.
pub fn errors(text: &str) -> Vec<Diagnostic> {
    match parse_directive(&pragma(text), &no_typedefs) {
        Ok(d) => panic!("`{text}` should be rejected, got {d:#?}"),
        Err(errs) => {
            assert!(!errs.is_empty());
            errs
        }
    }
}

/// The only error of `text`.
pub fn error(text: &str) -> Diagnostic {
    let errs = errors(text);
    assert_eq!(
        errs.len(),
        1,
        "`{text}`: expected one error, got {:#?}",
        errs.iter().map(|e| &e.message).collect::<Vec<_>>()
    );
    errs.into_iter().next().unwrap()
}

/// The text a span covers.
pub fn at(text: &str, span: Span) -> &str {
    &text[span.range()]
}

/// The text of an expression.
pub fn ex<'a>(text: &'a str, e: &Expr) -> &'a str {
    at(text, e.span)
}
