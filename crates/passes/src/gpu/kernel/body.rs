//! A kernel's body, decided before it is printed (`Decisions::body_lowering`,
//! `Decisions::body_errors`): what its statements declare that device code cannot, the
//! pointer members they assign that the kernel receives as parameters of its own
//! (`lower::legality`, with the member pointers its capture passes), the initialised
//! aggregates of its communicating `fcw` blocks (`ext::fcw::initialised_aggregates`, with
//! its `cache` regions' plans), and the lowering of its atomic statements, calls, complex
//! values and `sizeof`s (`lower::body`, in the address spaces decided for its code).

use std::collections::HashMap;

use accc_front::ast::Stmt;
use accc_front::directive::DirectiveKind;
use accc_front::Diagnostic;
use accc_ir::kernel::Decisions;
use accc_ir::lowered::BodyLowering;
use accc_ir::tile::KernelCache;
use accc_sema::analyze::Sema;

use super::Context;
use crate::ext::cache::plan::cache_directive;
use crate::ext::fcw::initialised_aggregates;
use crate::lower::body::{decide_in_module, Body};
use crate::lower::legality;

/// The lowering of the kernel's statements `stmts`, as `decided` prints them, and the
/// body's errors in the order the kernel builder raises them.
pub(super) fn body<'a>(
    cx: &Context<'_, 'a>,
    stmts: &[&Stmt],
    decided: &Decisions<'_>,
) -> (BodyLowering<'a>, Vec<Diagnostic>) {
    let sema = cx.sema;
    let passed: HashMap<_, _> = (decided.capture.member_pointers.iter())
        .map(|m| ((m.sym, m.path.clone()), m.pointer.name.clone()))
        .collect();
    let mut errors = Vec::new();
    for s in stmts {
        errors.extend(legality::declarations(s, sema));
        errors.extend(legality::member_pointer_assignments(
            s, sema, cx.sm, &passed,
        ));
    }
    errors.extend(fcw_declaration_errors(sema, stmts, &decided.cache));
    let roots = region_statements(cx.capture.region.stmt, stmts);
    let (lowering, mut lowering_errors) = decide_in_module(
        Body::Statements(&roots),
        (cx.module, sema),
        *cx.caps,
        decided.code_spaces.as_ref(),
    );
    errors.append(&mut lowering_errors);
    (lowering, errors)
}

/// The errors of the initialised arrays and structures that the communicating `fcw`
/// blocks of `stmts` declare where only some threads evaluate initialisers
/// ([`initialised_aggregates`]): the blocks the kernel caches (`cache`) and predicates,
/// some of whose threads have no iteration where the plan's region shares along a uniform
/// path.
fn fcw_declaration_errors(sema: &Sema, stmts: &[&Stmt], cache: &KernelCache) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    for s in stmts {
        s.walk(&mut |s| {
            let Some((d, id)) = cache_directive(sema, &s.pragmas) else {
                return;
            };
            let Some(plan) = (cache.regions.iter())
                .map(|r| &r.plan)
                .find(|p| p.id == id)
                .filter(|p| p.predicated && !p.vars.is_empty())
            else {
                return;
            };
            if let (DirectiveKind::Fcw, Some(guards)) = (&d.kind, &plan.guards) {
                let idle_threads = plan.uniform_path.is_some();
                errors.extend(initialised_aggregates(
                    s,
                    guards,
                    idle_threads,
                    &sema.symbols,
                ));
            }
        });
    }
    errors
}

/// The statements of `region` that are `stmts` (by span), borrowed for as long as the
/// region: the records decided on them outlive the kernel's own borrows.
fn region_statements<'a>(region: &'a Stmt, stmts: &[&Stmt]) -> Vec<&'a Stmt> {
    fn find<'a>(s: &'a Stmt, stmts: &[&Stmt], found: &mut Vec<(usize, &'a Stmt)>) {
        if let Some(k) = stmts.iter().position(|x| x.span == s.span) {
            found.push((k, s));
            return;
        }
        s.for_each_child(&mut |c| find(c, stmts, found));
    }
    let mut found = Vec::new();
    find(region, stmts, &mut found);
    found.sort_by_key(|(k, _)| *k);
    found.into_iter().map(|(_, s)| s).collect()
}
