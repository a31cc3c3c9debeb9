//! What became of the `cache` directives: on the GPU targets, the cache regions each kernel
//! records (memory.rs words them) and the `async` regions that wait to read the
//! `--cache-check` flag; on the CPU targets a hint with no effect; outside a compute region,
//! ignored and why.

use accc_front::directive::DirectiveKind;
use accc_front::SourceMap;
use accc_ir::kernel::Kernel;
use accc_ir::{Construct, Module};

use super::{memory, Fact, BODY};
use crate::offload::target::Target;

/// What the kernels did with each `cache` directive (and what they cached without one), as
/// their records say, and the `async` regions that wait for their queue to read the
/// `--cache-check` flag (`async_cache_checks`).
pub(super) fn cache_facts(
    module: &Module<'_>,
    sm: &SourceMap,
    target: &dyn Target,
    kernels: &[Kernel],
    async_cache_checks: &[usize],
    facts: &mut Vec<Fact>,
) {
    // A column-strips twin is built from the same source as the kernel it stands in for:
    // its regions are told once, with that kernel.
    let twins: Vec<&str> = kernels
        .iter()
        .filter_map(|k| k.strips_twin.as_deref())
        .collect();
    for (index, r) in module.regions.iter().enumerate() {
        for k in kernels
            .iter()
            .filter(|k| k.region == index && !twins.contains(&k.name.as_str()))
        {
            for report in &k.cache_reports {
                for line in memory::cache_lines(report, target) {
                    facts.push((r.function.clone(), report.line, BODY, line));
                }
            }
        }
        if async_cache_checks.contains(&index) {
            facts.push((
                r.function.clone(),
                sm.locate(r.directive.span).line,
                BODY,
                "--cache-check: the async region waits for its queue, to read its flag".into(),
            ));
        }
    }
}

/// On the CPU targets the `cache` directives of compute regions are hints with no effect.
pub(super) fn cpu_cache_hints(module: &Module<'_>, sm: &SourceMap, facts: &mut Vec<Fact>) {
    for c in &module.constructs {
        if c.directive.kind == DirectiveKind::Cache && c.in_region.is_some() {
            facts.push((
                c.function.clone().unwrap_or_default(),
                sm.locate(c.directive.span).line,
                BODY,
                "cache directive: a hint with no effect on the CPU targets".into(),
            ));
        }
    }
}

/// A `cache` directive outside any compute region (in a `routine` or in host code): ignored,
/// and why.
pub(super) fn ignored_outside_region(
    module: &Module<'_>,
    c: &Construct<'_>,
    sm: &SourceMap,
) -> Fact {
    let in_routine = c
        .function
        .as_ref()
        .is_some_and(|f| module.routines.contains(f));
    (
        c.function.clone().unwrap_or_default(),
        sm.locate(c.directive.span).line,
        BODY,
        format!(
            "cache directive ignored: {}",
            accc_ir::cache_outside_region_reason(in_routine)
        ),
    )
}
