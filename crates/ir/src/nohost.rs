//! `routine nohost` functions have no host version (OpenACC 3.3 §2.15.1): only device
//! code may call them — compute constructs and other `nohost` routines. A call from host
//! code would fail at link time, or, where the C compiler still builds the function, run
//! what the program said must not run on the host; it is an error at the call, on every
//! target.

use std::collections::HashMap;

use accc_front::ast::{ExprKind, ExternalDeclKind, TranslationUnit};
use accc_front::directive::{ClauseKind, Directive};
use accc_front::{Diagnostic, Span};
use accc_sema::analyze::Sema;
use accc_sema::SymbolKind;

use crate::ComputeRegion;

/// The `nohost` clause of routine directive `d`, if it has one.
pub(crate) fn nohost_clause(d: &Directive) -> Option<Span> {
    (d.clauses.iter())
        .find(|c| matches!(c.kind, ClauseKind::NoHost))
        .map(|c| c.span)
}

/// Reports each use of a `nohost` routine (`nohost`: by name, where its clause stands) in
/// host code, a call or its address: a function's body outside its compute constructs,
/// unless the function is a `nohost` routine itself.
pub(crate) fn check(
    tu: &TranslationUnit,
    sema: &Sema,
    nohost: &HashMap<String, Span>,
    routines: &std::collections::HashSet<String>,
    regions: &[ComputeRegion<'_>],
    diags: &mut Vec<Diagnostic>,
) {
    if nohost.is_empty() {
        return;
    }
    for item in &tu.items {
        let ExternalDeclKind::Function(f) = &item.kind else {
            continue;
        };
        let Some(caller) = f.declarator.name.as_ref().map(|n| n.name.as_str()) else {
            continue;
        };
        if nohost.contains_key(caller) {
            continue;
        }
        let in_compute =
            |at: u32| (regions.iter()).any(|r| r.stmt.span.lo <= at && at < r.stmt.span.hi);
        // Parents come first: a call's callee is known when its name is reached.
        let mut callees = std::collections::HashSet::new();
        f.body.walk_exprs(&mut |e| {
            if let ExprKind::Call { callee, .. } = &e.kind {
                callees.insert(callee.span.lo);
            }
            let ExprKind::Ident(i) = &e.kind else { return };
            let Some(clause) = nohost.get(&i.name) else {
                return;
            };
            let is_function = (sema.symbols.resolve(i))
                .is_some_and(|s| sema.symbols.get(s).kind == SymbolKind::Function);
            if !is_function || in_compute(i.span.lo) {
                return;
            }
            let name = &i.name;
            let what = if callees.contains(&i.span.lo) {
                "call"
            } else {
                "name"
            };
            let diag = Diagnostic::error(
                i.span,
                format!("`{name}` is a `routine nohost` function: host code cannot {what} it"),
            )
            .with_label("host code")
            .with_secondary(*clause, "`nohost` here: no host version");
            diags.push(if routines.contains(caller) {
                diag.with_note(format!(
                    "`{caller}` is a `routine` with a host version, which calls `{name}`"
                ))
                .with_help(format!("add `nohost` to the `routine` directive of `{caller}`"))
            } else {
                diag.with_help(format!(
                    "call `{name}` inside a compute construct or from another `routine nohost` function"
                ))
            });
        });
    }
}
