//! A compute region's own facts: its CPU version (the multicore code, the fall-back of a
//! device version), its data clauses, then the schedule of its loops.

use accc_front::directive::{ClauseName, DirectiveKind};
use accc_front::SourceMap;
use accc_ir::ComputeRegion;
use accc_sema::analyze::Sema;

use super::{data, loops, Device, Fact, BODY, HEADER};
use crate::host::CpuTarget;

/// Region `r`'s lines: ignored on `--target=host`; else its multicore version (before the
/// data clauses, or after them where it is the fall-back of the `device` version), its data
/// clauses, and the facts of its loops.
pub(super) fn region_facts(
    r: &ComputeRegion<'_>,
    sema: &Sema,
    sm: &SourceMap,
    target: CpuTarget,
    device: Option<&Device<'_>>,
    device_type: &str,
    out: &mut Vec<Fact>,
) {
    let offloaded = device.is_some();
    let line = sm.locate(r.directive.span).line;
    let f = &r.function;
    let mut push = |line: u32, msg: String| out.push((f.clone(), line, HEADER, msg));
    if target == CpuTarget::Host {
        push(
            line,
            format!(
                "`{}` ignored: compiled for the host (--target=host)",
                r.directive.kind.full_name()
            ),
        );
        return;
    }
    let multicore = if offloaded {
        let when = if r.directive.has_clause(ClauseName::If) {
            "the current device at run time is the CPU, or the `if` condition is false"
        } else {
            "the current device at run time is the CPU"
        };
        format!("Generating Multicore code (runs when {when})")
    } else {
        "Generating Multicore code".to_string()
    };
    // The multicore version's own facts: after the data clauses when it is the fall-back
    // of a device version, first otherwise.
    let mut multicore = vec![multicore];
    // The clause as the multicore version sees it (`device_type(nvidia) num_gangs(8)` is
    // not its concern).
    if !r.directive.num_gangs("multicore").is_empty() {
        let msg = if r.kind == DirectiveKind::Parallel && !r.is_combined() && r.has_redundant_code()
        {
            "num_gangs honoured on the multicore target: one CPU thread per gang runs the gang-redundant code"
        } else {
            "num_gangs ignored on the multicore target: one gang per CPU thread"
        };
        multicore.push(msg.to_string());
    }
    if !offloaded {
        for m in multicore.drain(..) {
            push(line, m);
        }
    }
    for msg in data::region_data_facts(r, sema, sm, offloaded, device_type) {
        push(line, msg);
    }
    for m in multicore {
        push(line, m);
    }
    let mut push = |line: u32, msg: String| out.push((f.clone(), line, BODY, msg));
    for l in &r.loops {
        loops::loop_facts(l, None, sema, sm, device, &mut push);
    }
}
