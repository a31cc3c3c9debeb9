//! The records the pipeline keeps per item of the module: none yet (before their step, or
//! on a target that has none), or one per item, in the module's order — the runtime calls
//! of each compute construct (naming it) and directive (`Module::host_calls`), and each
//! routine's declaration errors (`Module::routine_declaration_errors`); and the clause
//! locals (`Module::clause_values`), each of a compute construct or a structured `data`
//! construct, named once.

use crate::host::DataSite;
use crate::Module;

/// Checks the per-item records of `m`.
pub(super) fn records(m: &Module<'_>, report: &mut dyn FnMut(String)) {
    clause_values(m, report);
    let calls = &m.host_calls;
    let mut one_each = |what: &str, records: usize, items: usize| {
        if records != 0 && records != items {
            report(format!("{records} {what} for {items} items"));
        }
    };
    one_each(
        "host calls of regions",
        calls.regions.len(),
        m.regions.len(),
    );
    one_each(
        "host calls of directives",
        calls.constructs.len(),
        m.constructs.len(),
    );
    one_each(
        "checking-mode calls of regions",
        calls.checking_regions.len(),
        m.regions.len(),
    );
    one_each(
        "checking-mode calls of directives",
        calls.checking_constructs.len(),
        m.constructs.len(),
    );
    one_each(
        "routines' declaration errors",
        m.routine_declaration_errors.len(),
        m.routine_defs.len(),
    );
    let offload = calls.regions.iter().map(|d| &d.calls.0);
    for calls in [
        offload.collect::<Vec<_>>(),
        calls.checking_regions.iter().collect(),
    ] {
        for (index, call) in calls.into_iter().enumerate() {
            if call.region != index {
                report(format!(
                    "the calls of region {index} name region {}",
                    call.region
                ));
            }
        }
    }
}

/// Each clause local belongs to a compute construct or a structured `data` construct of
/// `m`, and no two share a name (they are set in one scope where constructs nest).
fn clause_values(m: &Module<'_>, report: &mut dyn FnMut(String)) {
    let mut names = std::collections::HashSet::new();
    for v in &m.clause_values.values {
        let exists = match v.site {
            DataSite::Region(i) => i < m.regions.len(),
            DataSite::Construct(i) => m.constructs.get(i).is_some_and(|c| {
                c.directive.kind == accc_front::directive::DirectiveKind::Data && c.stmt.is_some()
            }),
        };
        if !exists {
            report(format!(
                "clause local {} of no construct ({:?})",
                v.name, v.site
            ));
        }
        if !names.insert(v.name.as_str()) {
            report(format!("clause local {} set twice", v.name));
        }
    }
}
