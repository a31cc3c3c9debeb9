//! The data constructs, `declare` and the standalone directives outside compute regions:
//! what each does on the target, and on a device with its own memory the data its clauses
//! map.

use accc_front::directive::DirectiveKind;
use accc_front::SourceMap;
use accc_ir::Module;
use accc_sema::analyze::Sema;

use super::{cache, data, Fact, HEADER};
use crate::host::CpuTarget;
use crate::offload::target::Target;

/// One line per construct outside the compute regions (the data clauses of a data
/// construct follow on its line); a `cache` directive there is ignored.
pub(super) fn construct_facts(
    module: &Module<'_>,
    sema: &Sema,
    sm: &SourceMap,
    target: CpuTarget,
    offload: Option<&dyn Target>,
    facts: &mut Vec<Fact>,
) {
    for c in &module.constructs {
        if c.directive.kind == DirectiveKind::Cache && c.in_region.is_none() {
            facts.push(cache::ignored_outside_region(module, c, sm));
            continue;
        }
        let declare = c.directive.kind == DirectiveKind::Declare;
        if c.in_region.is_none() && (c.directive.kind.is_standalone() || declare)
            || c.stmt.is_some() && c.in_region.is_none()
        {
            let line = sm.locate(c.directive.span).line;
            let what = match (&c.function, offload) {
                (None, Some(_)) if declare => {
                    "the data have a device copy for the whole run of the program".to_string()
                }
                (Some(f), Some(_)) if declare => {
                    format!("the data have a device copy while `{f}` runs")
                }
                _ => construct_effect(c.directive.kind, target, offload.is_some()).to_string(),
            };
            if !matches!(c.directive.kind, DirectiveKind::Atomic(_)) {
                facts.push((
                    c.function.clone().unwrap_or_default(),
                    line,
                    HEADER,
                    format!("`{}`: {what}", c.directive.kind.full_name()),
                ));
                if offload.is_some() {
                    for fact in data::data_clause_facts(c.directive, sema, sm) {
                        facts.push((c.function.clone().unwrap_or_default(), line, HEADER, fact));
                    }
                }
            }
        }
    }
}

/// What a data construct or standalone directive does on the target, in a few words.
fn construct_effect(kind: DirectiveKind, target: CpuTarget, offloaded: bool) -> &'static str {
    use DirectiveKind as K;
    match (kind, offloaded) {
        (_, false) if target == CpuTarget::Host => "ignored (--target=host)",
        (K::Wait, _) => "waits for the async queues at run time",
        (K::Init, _) => "initialises the device at run time",
        (K::Shutdown, _) => "shuts the device down at run time",
        (K::Set, _) => "sets the current device or its defaults at run time",
        (K::HostData, true) => {
            "its body sees the device addresses of the listed data (host addresses on the multicore fall-back)"
        }
        (K::HostData, false) => "device addresses are host addresses on the multicore device",
        (K::EnterData, true) => {
            "maps the data onto the device at run time (nothing on the multicore fall-back)"
        }
        (K::ExitData, true) => {
            "unmaps the data from the device at run time (nothing on the multicore fall-back)"
        }
        (K::Update, true) => {
            "copies between host and device data at run time (nothing on the multicore fall-back)"
        }
        (_, true) => {
            "maps the data onto the device for its body (nothing on the multicore fall-back)"
        }
        (_, false) => "no data movement: the multicore device shares host memory",
    }
}
