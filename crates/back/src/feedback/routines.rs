//! `routine` functions: compiled for the device as well (or for the CPU threads), and how
//! their loops run in the threads that call them.

use accc_front::SourceMap;
use accc_ir::{Module, Schedule};

use super::{Fact, BODY, HEADER};
use crate::host::CpuTarget;
use crate::offload::target::{Target, Words};

/// `routine` functions: compiled for the device as well, and how their loops run in the
/// threads that call them.
pub(super) fn routine_facts(
    module: &Module<'_>,
    sm: &SourceMap,
    target: CpuTarget,
    offload: Option<&dyn Target>,
    facts: &mut Vec<Fact>,
) {
    for f in &module.routine_defs {
        let Some(name) = f.declarator.name.as_ref() else {
            continue;
        };
        let line = sm.locate(f.span).line;
        let what = match (offload.map(|d| d.words()), target) {
            (Some(Words { name, units, .. }), _) => format!(
                "Generating {name} code for routine: a device function called by kernel {units}"
            ),
            (None, CpuTarget::Host) => "routine: compiled for the host (--target=host)".into(),
            (None, CpuTarget::Multicore) => {
                "routine: called by the CPU threads of compute regions".into()
            }
        };
        facts.push((name.name.clone(), line, HEADER, what));
        if target == CpuTarget::Host && offload.is_none() {
            continue;
        }
        for l in module
            .routine_loops
            .iter()
            .filter(|l| f.span.lo <= l.stmt.span.lo && l.stmt.span.hi <= f.span.hi)
        {
            l.walk(&mut |l| {
                if l.collapsed_into_parent {
                    return;
                }
                let msg = match l.schedule {
                    Schedule::Parallel { .. } => {
                        "Loop in a gang routine: iterations shared among the threads that call the routine"
                    }
                    _ => "Loop runs sequentially in each thread that calls the routine",
                };
                facts.push((
                    name.name.clone(),
                    sm.locate(l.stmt.span).line,
                    BODY,
                    msg.to_string(),
                ));
            });
        }
    }
}
