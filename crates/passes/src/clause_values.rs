//! Which clause expressions the host evaluates once into a local where their construct
//! starts ([`ClauseValue`]): OpenACC evaluates each clause argument once, when the
//! construct is met, but the host code of a compute construct or a structured `data`
//! construct names them several times (its data's entry and exit, each kernel launch, the
//! checking mode's calls, the OpenMP `if` of the multicore target). Every expression but
//! an identifier or a constant gets a local, whether or not it is named twice, so that
//! its side effects happen exactly once on every target. Standalone directives make one
//! runtime call and name their clauses once.

use accc_front::ast::{Expr, ExprKind};
use accc_front::directive::{ClauseKind, Directive, DirectiveKind, SubscriptKind};
use accc_front::SourceMap;
use accc_ir::host::{ClauseRole, ClauseValue, ClauseValues, DataSite};
use accc_ir::Module;

/// Decides the clause locals of every compute construct and structured `data` construct
/// of `module` (`Module::clause_values`), in source order of the directives.
pub fn clause_values(module: &mut Module<'_>, sm: &SourceMap) {
    let mut sites: Vec<(DataSite, &Directive)> = Vec::new();
    for (index, r) in module.regions.iter().enumerate() {
        sites.push((DataSite::Region(index), r.directive));
    }
    for (index, c) in module.constructs.iter().enumerate() {
        if c.directive.kind == DirectiveKind::Data && c.stmt.is_some() {
            sites.push((DataSite::Construct(index), c.directive));
        }
    }
    sites.sort_by_key(|(_, d)| d.span.lo);
    let mut values = ClauseValues::default();
    for (site, d) in sites {
        for (expr, role) in clause_expressions(d, module.device_type) {
            if is_plain(expr) {
                continue;
            }
            let text = sm.snippet(expr.span);
            values.values.push(ClauseValue {
                site,
                expr: expr.span,
                role,
                name: format!("__accc_clause_{}", values.values.len()),
                // Subscripts may count more elements than an `int` holds; the other
                // arguments are `int` expressions in OpenACC.
                c_type: match role {
                    ClauseRole::Subscript => "long long",
                    _ => "int",
                },
                value: match role {
                    ClauseRole::Condition => format!("!!({text})"),
                    _ => format!("({text})"),
                },
            });
        }
    }
    module.clause_values = values;
}

/// The expressions of the clauses of `d` the host code evaluates, in the order written,
/// each with the argument it is: the
/// conditions, queues and sizes, and the subscripts of its data clauses' variables. The
/// sizes and data clauses are those that apply to `device_type`.
fn clause_expressions<'d>(d: &'d Directive, device_type: &str) -> Vec<(&'d Expr, ClauseRole)> {
    let applying = d.effective_clauses(device_type);
    let mut found = Vec::new();
    for c in &d.clauses {
        let applies = applying.iter().any(|a| std::ptr::eq(*a, c));
        match &c.kind {
            ClauseKind::If(e) | ClauseKind::SelfCond(Some(e)) => {
                found.push((e, ClauseRole::Condition))
            }
            ClauseKind::Async(Some(e)) => found.push((e, ClauseRole::Queue)),
            ClauseKind::Wait(Some(w)) => {
                found.extend(w.queues.iter().map(|e| (e, ClauseRole::WaitQueue)))
            }
            ClauseKind::NumGangs(sizes) if applies => found
                .extend((sizes.iter().enumerate()).map(|(dim, e)| (e, ClauseRole::NumGangs(dim)))),
            ClauseKind::NumWorkers(e) if applies => found.push((e, ClauseRole::NumWorkers)),
            ClauseKind::VectorLength(e) if applies => found.push((e, ClauseRole::VectorLength)),
            ClauseKind::Data(data) if applies => {
                for v in &data.vars {
                    for s in &v.subscripts {
                        match &s.kind {
                            SubscriptKind::Index(e) => found.push((e, ClauseRole::Subscript)),
                            SubscriptKind::Section { lower, length } => found.extend(
                                (lower.iter().chain(length.iter()))
                                    .map(|e| (e, ClauseRole::Subscript)),
                            ),
                        }
                    }
                }
            }
            _ => {}
        }
    }
    found
}

/// An identifier or a constant (an integer constant expression too): naming it again
/// reads the same value, with no effect.
fn is_plain(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Ident(_) | ExprKind::IntLit(_) | ExprKind::FloatLit(_) | ExprKind::CharLit(_)
    ) || accc_sema::consteval::eval(e, &|_| None).is_some()
}
