//! Phrasing shared by the directive diagnostics of `grammar.rs` and `validate.rs`, kept apart
//! so that both can use it while only the grammar calls into the validator.

/// `a`, `a or b`, `a, b or c`: the alternatives of a diagnostic, in the order given.
pub(super) fn join_or(items: &[String]) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} or {}", items[..n - 1].join(", "), items[n - 1]),
    }
}
