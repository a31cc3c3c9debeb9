//! Fuzz target: any bytes through the lexer, the translation-unit parser and the expression
//! entry points. They must never panic, never hang, never overflow the stack, and every span
//! they hand out must lie inside the input.

#![no_main]

use accc_front::ast::TranslationUnit;
use accc_front::lexer::tokenize;
use accc_front::parser::{
    parse_assignment_expression_prefix, parse_expression, parse_translation_unit,
};
use accc_front::Span;
use libfuzzer_sys::fuzz_target;

fn check_span(span: Span, len: usize) {
    assert!(span.lo <= span.hi, "inverted span {span:?}");
    assert!(
        span.hi as usize <= len,
        "span {span:?} past the end ({len})"
    );
}

fn check_tu(tu: &TranslationUnit, len: usize) {
    for item in &tu.items {
        check_span(item.span, len);
        for p in &item.pragmas {
            check_span(p.span, len);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let len = text.len();
    let (tu, diags) = parse_translation_unit(&text);
    check_tu(&tu, len);
    for d in &diags {
        check_span(d.span, len);
    }
    if let Ok(tokens) = tokenize(&text) {
        for t in &tokens {
            check_span(t.span, len);
        }
        let is_type = |s: &str| s.starts_with('T') || s.ends_with("_t");
        if let Err(d) = parse_expression(&tokens, &is_type) {
            check_span(d.span, len);
        }
        if let Ok((_, used)) = parse_assignment_expression_prefix(&tokens, &is_type) {
            assert!(used <= tokens.len());
        }
    }
});
