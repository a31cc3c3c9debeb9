//! The invariants of the host side's runtime calls ([`HostOp`]): each belongs to a directive
//! of its kind, its queues and conditions are C expressions, the `--cache-check` flag and
//! the results delivered later go with the calls that print them, a construct with
//! communicating `fcw` blocks fails without a device, and a `declare`
//! directive's data lives in a scope that holds it.

use accc_front::directive::DirectiveKind;
use accc_front::Span;

use crate::host::{
    Condition, DataFlags, DataVar, DeclareScope, HostOp, Queue, RegionCall, Transfer, WaitList,
    WithoutDevice,
};
use crate::Module;

/// The invariants of `op`, one of the calls of `m`'s directives (its site exists).
pub(super) fn calls(m: &Module<'_>, op: &HostOp, report: &mut dyn FnMut(String)) {
    texts(op, report);
    match op {
        HostOp::Region(r) => {
            if let Some(region) = m.regions.get(r.region) {
                region_call(r, region.stmt.span.hi, report);
                if !region.fcw_blocks.is_empty() && r.without_device != WithoutDevice::Fail {
                    report(
                        "runs its communicating `fcw` blocks on the host without a device".into(),
                    );
                }
            }
        }
        HostOp::Data { construct, .. }
        | HostOp::Transfer { construct, .. }
        | HostOp::Wait { construct, .. }
        | HostOp::HostData { construct, .. }
        | HostOp::Declare { construct, .. } => {
            let Some(c) = m.constructs.get(*construct) else {
                return;
            };
            if directive_of(op) != Some(c.directive.kind) {
                report(format!(
                    "the runtime calls of another directive ({})",
                    directive_of(op).map_or("a compute construct", DirectiveKind::name)
                ));
            }
            if let HostOp::Declare { scope, .. } = op {
                declare_scope(scope, c.directive.span, c.function_body.is_some(), report);
            }
        }
    }
}

/// The directive whose calls `op` are (`None`: a compute construct).
fn directive_of(op: &HostOp) -> Option<DirectiveKind> {
    Some(match op {
        HostOp::Region(_) => return None,
        HostOp::Data { .. } => DirectiveKind::Data,
        HostOp::Transfer { call, .. } => match call {
            Transfer::Enter => DirectiveKind::EnterData,
            Transfer::Exit => DirectiveKind::ExitData,
            Transfer::Update => DirectiveKind::Update,
        },
        HostOp::Wait { .. } => DirectiveKind::Wait,
        HostOp::HostData { .. } => DirectiveKind::HostData,
        HostOp::Declare { .. } => DirectiveKind::Declare,
    })
}

/// The C expressions of `op` (queues, conditions, names) are there.
fn texts(op: &HostOp, report: &mut dyn FnMut(String)) {
    let (guard, waits, queue): (Vec<&str>, &[WaitList], Option<&Queue>) = match op {
        HostOp::Region(r) => {
            let guard = r
                .guard
                .iter()
                .filter_map(|c| match c {
                    Condition::If(e) | Condition::UnlessSelf(e) => Some(e.as_str()),
                    Condition::OnHost => None,
                })
                .collect();
            (guard, &r.waits, Some(&r.queue))
        }
        HostOp::Data {
            guard,
            waits,
            queue,
            ..
        }
        | HostOp::Transfer {
            guard,
            waits,
            queue,
            ..
        } => (
            guard.iter().map(String::as_str).collect(),
            waits,
            Some(queue),
        ),
        HostOp::Wait {
            guard,
            queues,
            queue,
            ..
        } => (
            guard.iter().map(String::as_str).collect(),
            std::slice::from_ref(queues),
            Some(queue),
        ),
        HostOp::HostData { use_device, .. } => {
            let mut seen = std::collections::HashSet::new();
            for v in use_device {
                expression("use_device variable", &v.name, report);
                if !seen.insert(v.name.as_str()) {
                    report(format!("use_device names `{}` twice", v.name));
                }
            }
            (Vec::new(), &[], None)
        }
        HostOp::Declare { .. } => (Vec::new(), &[], None),
    };
    for g in guard {
        expression("condition", g, report);
    }
    for q in waits.iter().flat_map(|w| &w.queues) {
        expression("queue to wait for", q, report);
    }
    if let Some(Queue::Expr(e)) = queue {
        expression("async queue", e, report);
    }
}

/// `text`, the C expression of `what`, is there.
fn expression(what: &str, text: &str, report: &mut dyn FnMut(String)) {
    if text.trim().is_empty() {
        report(format!("an empty {what}"));
    }
}

/// The invariants of a compute construct's calls, whose statement ends at `stmt_end`.
fn region_call(r: &RegionCall, stmt_end: u32, report: &mut dyn FnMut(String)) {
    let flag = r
        .ops
        .iter()
        .any(|op| matches!(op.var, DataVar::Generated(_)));
    if flag != r.cache_check {
        report(match r.cache_check {
            true => "checks the --cache-check flag without an entry for it".into(),
            false => "an entry for the --cache-check flag it does not check".into(),
        });
    }
    let later = r
        .ops
        .iter()
        .any(|op| op.flags.contains(DataFlags::DELIVER_LATER));
    if later && r.deliver_at.is_none() {
        report("results delivered later, but nowhere".into());
    }
    if r.deliver_at.is_some_and(|at| at < stmt_end) {
        report("results delivered before the construct ends".into());
    }
}

/// The scope of the data of the `declare` directive at `at`, in a function or not.
fn declare_scope(
    scope: &DeclareScope,
    at: Span,
    in_function: bool,
    report: &mut dyn FnMut(String),
) {
    match scope {
        DeclareScope::File if in_function => report("a function's data for the program".into()),
        DeclareScope::File => {}
        DeclareScope::Block { .. } if !in_function => {
            report("data at file scope ends with a block".into())
        }
        DeclareScope::Block { end, exits } => {
            if *end < at.hi {
                report("a scope that ends before the directive".into());
            }
            if exits.iter().any(|e| e.lo <= at.hi || e.hi > *end) {
                report("an exit outside the scope after the directive".into());
            }
            if exits.windows(2).any(|w| w[0].lo >= w[1].lo) {
                report("exits out of source order".into());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::{DataKind, DataOp, Extent, UseDevice};

    fn broken_texts(op: &HostOp) -> Vec<String> {
        let mut broken = Vec::new();
        texts(op, &mut |why| broken.push(why));
        broken
    }

    fn broken_region(r: &RegionCall, stmt_end: u32) -> Vec<String> {
        let mut broken = Vec::new();
        region_call(r, stmt_end, &mut |why| broken.push(why));
        broken
    }

    fn broken_scope(scope: &DeclareScope, in_function: bool) -> Vec<String> {
        let mut broken = Vec::new();
        declare_scope(scope, Span { lo: 10, hi: 30 }, in_function, &mut |why| {
            broken.push(why)
        });
        broken
    }

    fn region() -> RegionCall {
        RegionCall {
            region: 0,
            guard: vec![Condition::If("n > 0".into())],
            waits: vec![WaitList {
                queues: vec!["1".into()],
            }],
            queue: Queue::Expr("q".into()),
            ops: Vec::new(),
            deliver_at: None,
            cache_check: false,
            launches: Vec::new(),
            without_device: WithoutDevice::RunOnHost,
        }
    }

    fn flag_entry() -> DataOp {
        DataOp {
            var: DataVar::Generated("__accc_cache_check_flag".into()),
            kind: DataKind::Copy,
            flags: DataFlags::IMPLICIT,
            extent: Extent::contiguous("(void *)&f".into(), "sizeof(f)".into()),
            label: "--cache-check flag".into(),
        }
    }

    #[test]
    fn good_calls_keep_every_invariant() {
        let r = region();
        assert!(broken_texts(&HostOp::Region(r.clone())).is_empty());
        assert!(broken_region(&r, 100).is_empty());
        let wait = HostOp::Wait {
            construct: 0,
            guard: None,
            queues: WaitList::default(),
            queue: Queue::NoValue,
        };
        assert!(broken_texts(&wait).is_empty(), "waiting for every queue");
        let scope = DeclareScope::Block {
            end: 90,
            exits: vec![Span { lo: 40, hi: 47 }, Span { lo: 60, hi: 70 }],
        };
        assert!(broken_scope(&scope, true).is_empty());
        assert!(broken_scope(&DeclareScope::File, false).is_empty());
    }

    #[test]
    fn queues_and_conditions_are_expressions() {
        let mut r = region();
        r.queue = Queue::Expr(" ".into());
        assert_eq!(broken_texts(&HostOp::Region(r)).len(), 1);
        let mut r = region();
        r.waits[0].queues.push(String::new());
        r.guard.push(Condition::UnlessSelf(String::new()));
        assert_eq!(broken_texts(&HostOp::Region(r)).len(), 2);
        let host_data = HostOp::HostData {
            construct: 0,
            use_device: vec![
                UseDevice {
                    name: "a".into(),
                    addressed: true,
                },
                UseDevice {
                    name: "a".into(),
                    addressed: true,
                },
            ],
            if_present: false,
        };
        assert_eq!(broken_texts(&host_data).len(), 1, "a name twice");
    }

    #[test]
    fn the_cache_check_flag_goes_with_its_check() {
        let mut r = region();
        r.cache_check = true;
        assert_eq!(broken_region(&r, 100).len(), 1, "a check without its entry");
        r.ops.push(flag_entry());
        assert!(broken_region(&r, 100).is_empty());
        r.cache_check = false;
        assert_eq!(
            broken_region(&r, 100).len(),
            1,
            "an entry without its check"
        );
    }

    #[test]
    fn results_delivered_later_have_a_place_after_the_construct() {
        let mut r = region();
        let mut result = flag_entry();
        result.var = DataVar::User {
            name: "s".into(),
            sym: None,
            member: None,
        };
        result.flags = DataFlags::IMPLICIT | DataFlags::DELIVER_LATER;
        r.ops.push(result);
        assert_eq!(broken_region(&r, 100).len(), 1, "nowhere to deliver");
        r.deliver_at = Some(120);
        assert!(broken_region(&r, 100).is_empty());
        r.deliver_at = Some(80);
        assert_eq!(broken_region(&r, 100).len(), 1, "inside the construct");
    }

    #[test]
    fn declare_scopes_hold_the_directive() {
        assert_eq!(broken_scope(&DeclareScope::File, true).len(), 1);
        let block = |end, exits| DeclareScope::Block { end, exits };
        assert_eq!(broken_scope(&block(90, Vec::new()), false).len(), 1);
        assert_eq!(broken_scope(&block(20, Vec::new()), true).len(), 1);
        let before = vec![Span { lo: 5, hi: 9 }];
        assert_eq!(broken_scope(&block(90, before), true).len(), 1);
        let after_end = vec![Span { lo: 80, hi: 95 }];
        assert_eq!(broken_scope(&block(90, after_end), true).len(), 1);
        let unordered = vec![Span { lo: 60, hi: 70 }, Span { lo: 40, hi: 47 }];
        assert_eq!(broken_scope(&block(90, unordered), true).len(), 1);
    }
}
