//! cargo-fuzz target: any text after `#pragma acc ` / `#pragma pacc ` must lex and then parse
//! as a directive, or fail with diagnostics, without panicking.
//!
//! Run with `cargo fuzz run parse_directive` from `crates/front/fuzz`.
#![no_main]

use accc_front::ast::Pragma;
use accc_front::directive::parse_directive;
use accc_front::lexer::tokenize;
use accc_front::token::TokenKind;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(body) = std::str::from_utf8(rest) else {
        return;
    };
    // Keep the directive on one line, as the lexer's pragma handling expects.
    let body = body.replace(['\n', '\r'], " ");
    let ns = if first & 1 == 0 { "acc" } else { "pacc" };
    let text = format!("#pragma {ns} {body}");
    let Ok(tokens) = tokenize(&text) else {
        return;
    };
    let Some(TokenKind::Pragma(inner)) = tokens.first().map(|t| &t.kind) else {
        return;
    };
    let pragma = Pragma {
        span: tokens[0].span,
        tokens: inner.clone(),
    };
    let is_typedef = |name: &str| name.len() > 2 && name.ends_with("_t");
    match parse_directive(&pragma, &is_typedef) {
        Ok(d) => {
            for c in &d.clauses {
                assert!(c.span.lo >= pragma.span.lo && c.span.hi <= pragma.span.hi);
            }
        }
        Err(errs) => assert!(!errs.is_empty()),
    }
});
