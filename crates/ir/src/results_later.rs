//! Reduction results that the host reads only later.
//!
//! A compute construct without `async` ends, in OpenACC, with its reduction results in
//! the host's variables. When the statements right after it are more such constructs
//! that leave a variable alone, the program cannot tell whether the value arrived at the
//! construct's end or just before the statement after them. The construct then does not
//! wait for its result: the host queues the next constructs while it runs, and the
//! generated code calls `__accrt_deliver` where the value is needed (see
//! [`ResultsLater`]). The classic convergence loop
//!
//! ```c
//! while (err > tol && iter < max) {
//!     err = 0;
//!     #pragma acc parallel loop reduction(max:err)   // stencil
//!     ...
//!     #pragma acc parallel loop                      // copy back
//!     ...
//!     iter++;                                        // <- err delivered before this
//! }
//! ```
//!
//! then keeps the GPU busy: the host waits for `err` while the copy-back kernel runs,
//! and queues the next stencil before that kernel ends.
//!
//! Nothing else may read the variable meanwhile, so it qualifies only as a local,
//! non-volatile arithmetic scalar whose address its function never takes, outside the
//! data clauses of enclosing `data` constructs (where the device copy gets the result),
//! in a function without OpenMP directives (whose threads could share it). A `longjmp`
//! out of a construct that runs meanwhile (on the host) would skip the delivery.

use accc_front::ast::{Block, BlockItem, Stmt};
use accc_front::directive::ClauseName;
use accc_front::Span;
use accc_sema::analyze::Sema;
use accc_sema::types::Type;
use accc_sema::SymbolId;

use crate::ComputeRegion;

/// The reduction results of a compute construct that reach the host after it returns.
#[derive(Debug, Clone)]
pub struct ResultsLater {
    pub vars: Vec<SymbolId>,
    /// Where the host code calls `__accrt_deliver`: the end of the last construct that
    /// runs meanwhile.
    pub deliver_at: u32,
    /// The directives of the constructs that run meanwhile, in order.
    pub meanwhile: Vec<Span>,
}

/// Fills in [`ComputeRegion::results_later`] for the compute constructs that are
/// statements of `block` (whose regions are among `regions`). `function` is the body of
/// the enclosing function; `data_vars` the variables of enclosing `data` constructs.
pub(crate) fn plan(
    block: &Block,
    regions: &mut [ComputeRegion<'_>],
    function: Option<&Block>,
    data_vars: &[SymbolId],
    sema: &Sema,
    text: &str,
) {
    let Some(function) = function else { return };
    if uses_openmp(&text[function.span.lo as usize..function.span.hi as usize]) {
        return;
    }
    // Each statement of the block that is a synchronous compute construct and nothing
    // else (no other directive on it): the index of its region.
    let constructs: Vec<Option<usize>> = block
        .items
        .iter()
        .map(|item| match item {
            BlockItem::Stmt(s) if s.pragmas.len() == 1 => regions.iter().position(|r| {
                std::ptr::eq(r.stmt, s) && !r.directive.has_clause(ClauseName::Async)
            }),
            _ => None,
        })
        .collect();
    for (i, first) in constructs.iter().enumerate() {
        let Some(first) = *first else { continue };
        let mut vars: Vec<SymbolId> = regions[first]
            .vars
            .iter()
            .filter(|v| regions[first].reduces_into(v))
            .map(|v| v.sym)
            .filter(|&sym| {
                !data_vars.contains(&sym) && private_to_host_code(sym, function, sema, text)
            })
            .collect();
        if vars.is_empty() {
            continue;
        }
        let mut meanwhile = Vec::new();
        let mut deliver_at = None;
        for (j, next) in constructs.iter().enumerate().skip(i + 1) {
            let (Some(next), BlockItem::Stmt(s)) = (*next, &block.items[j]) else {
                break;
            };
            if vars.iter().any(|&v| mentions(s, v, sema)) {
                break;
            }
            meanwhile.push(regions[next].directive.span);
            deliver_at = Some(s.span.hi);
        }
        if let Some(deliver_at) = deliver_at {
            vars.sort_unstable();
            regions[first].results_later = Some(ResultsLater {
                vars,
                deliver_at,
                meanwhile,
            });
        }
    }
}

/// Whether only the function's own statements can read `sym`: a local (or parameter)
/// arithmetic scalar, not volatile or atomic, whose address the function never takes.
fn private_to_host_code(sym: SymbolId, function: &Block, sema: &Sema, text: &str) -> bool {
    let s = sema.symbols.get(sym);
    if s.is_static_storage || !s.ty.is_arithmetic() || qualified(&s.ty) {
        return false;
    }
    !address_taken_in(sym, function, sema, text)
}

/// Whether `function` takes the address of `sym` anywhere (`&sym`, `&(sym)`; `text` is the
/// translation unit's source).
pub fn address_taken_in(sym: SymbolId, function: &Block, sema: &Sema, text: &str) -> bool {
    sema.symbols.uses.iter().any(|(&at, &used)| {
        used == sym && function.span.lo <= at && at < function.span.hi && address_taken(text, at)
    })
}

/// `volatile` or `_Atomic` (or `const`, which no reduction variable is) at any level of
/// typedef names.
fn qualified(ty: &Type) -> bool {
    match ty {
        Type::Qualified { quals, inner } => {
            quals.is_volatile || quals.is_atomic || quals.is_const || qualified(inner)
        }
        Type::Named { target, .. } => qualified(target),
        _ => false,
    }
}

/// Whether the identifier at byte `at` is the operand of a unary `&` (through any
/// parentheses): `&x`, `&(x)`. A binary `&&` before it is not; a binary `&` is taken as
/// one too, which only costs the optimisation.
fn address_taken(text: &str, at: u32) -> bool {
    let before = text[..at as usize].trim_end_matches(|c: char| c.is_whitespace() || c == '(');
    before.ends_with('&') && !before.ends_with("&&")
}

/// Whether a line of `body` is an OpenMP directive.
fn uses_openmp(body: &str) -> bool {
    body.lines().any(|l| {
        let mut words = l.split_whitespace();
        matches!(words.next(), Some("#pragma") | Some("#")) && {
            let next = words.next();
            next == Some("omp") || (next == Some("pragma") && words.next() == Some("omp"))
        }
    })
}

/// Whether the statement (with its directive) names `sym`.
fn mentions(s: &Stmt, sym: SymbolId, sema: &Sema) -> bool {
    let name = &sema.symbols.get(sym).name;
    let in_pragma = s
        .pragmas
        .iter()
        .flat_map(|p| &p.tokens)
        .any(|t| t.ident() == Some(name.as_str()));
    in_pragma
        || sema
            .symbols
            .uses
            .iter()
            .any(|(&at, &used)| used == sym && s.span.lo <= at && at < s.span.hi)
}

#[cfg(test)]
mod tests {
    use super::{address_taken, uses_openmp};

    #[test]
    fn openmp_directives_are_found() {
        assert!(uses_openmp(
            "{\n  #pragma omp parallel for\n  for (;;) ;\n}"
        ));
        assert!(uses_openmp("{\n# pragma omp task\n}"));
        assert!(!uses_openmp(
            "{\n  #pragma acc parallel loop\n  int omp = 1;\n}"
        ));
    }

    #[test]
    fn address_of_is_recognised_through_parentheses() {
        let text = "f(&x); g(& (x)); a && x; b&&(x); y = x;";
        let at = |n: usize| text.match_indices('x').nth(n).unwrap().0 as u32;
        assert!(address_taken(text, at(0)));
        assert!(address_taken(text, at(1)));
        assert!(!address_taken(text, at(2)), "logical and");
        assert!(
            !address_taken(text, at(3)),
            "logical and before parentheses"
        );
        assert!(!address_taken(text, at(4)));
    }
}
