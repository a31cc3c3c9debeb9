//! A compute region's own facts: its CPU version (the multicore code, the fall-back of a
//! device version), its data clauses, then the schedule of its loops.

use accc_front::directive::{ClauseName, DirectiveKind};
use accc_front::SourceMap;
use accc_ir::ComputeRegion;
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;

use super::{loops, Device, Fact, BODY, HEADER};
use crate::host::CpuTarget;

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
    for v in &r.vars {
        let implicit = if v.implicit { "implicit " } else { "" };
        let msg = match v.attr {
            // (the extent: a subarray or member as the clause writes it)
            DataAttr::Reduction(op) => {
                format!("Generating reduction({}:{})", op.as_str(), v.extent)
            }
            attr if attr.is_private() => {
                format!("Generating {implicit}{}({})", attr.as_str(), v.name)
            }
            // From a `deviceptr` clause of a `data` construct or `declare` around it.
            DataAttr::DevicePtr if v.implicit => format!(
                "Generating implicit deviceptr({}) [a device address, from a `deviceptr` clause around the construct]",
                v.name
            ),
            // An array parameter named whole: the extent its declaration gives.
            attr if offloaded
                && !v.implicit
                && !v.extent.contains('[')
                && sema.symbols.get(v.sym).param_extent.is_some()
                && !matches!(attr, DataAttr::Present | DataAttr::DevicePtr | DataAttr::NoCreate) =>
            {
                let n = sema.symbols.get(v.sym).param_extent.clone().unwrap_or_default();
                format!(
                    "Generating {}({}[:{n}]) [the extent `{}`'s declaration gives, where no data is present at `{}` already]",
                    attr.as_str(),
                    v.name,
                    v.name,
                    v.name
                )
            }
            // A pointer named without a subarray (or used without any clause, but for the
            // struct `p[0:1]` of `first_element`): on a device with its own memory, the data
            // it points to is looked up in the present table.
            _ if offloaded
                && sema.symbols.get(v.sym).ty.is_pointer()
                && !v.first_element
                && !v.section
                && (v.implicit || !v.extent.contains('[')) =>
            {
                format!(
                    "Generating {implicit}present({}) [pointer: the data it points to must already be on the device]",
                    v.name
                )
            }
            attr => {
                // Only the clauses that allocate (and copy) when the data is absent are
                // conditional on presence; `present`, `deviceptr`, `no_create` and `attach`
                // never allocate.
                let suffix = match attr {
                    _ if !offloaded => " [shared memory: no transfer]",
                    DataAttr::Copy
                    | DataAttr::CopyIn
                    | DataAttr::CopyOut
                    | DataAttr::Create
                    | DataAttr::Compressed(_) => " [if not already present]",
                    _ => "",
                };
                format!(
                    "Generating {implicit}{}({}){suffix}",
                    attr.as_str(),
                    v.extent
                )
            }
        };
        push(line, msg);
    }
    // Subarrays of pointer members are no variable of the region (the struct, or the
    // pointer to it, is): their clauses as written.
    for c in r.directive.effective_clauses(device_type) {
        let accc_front::directive::ClauseKind::Data(dc) = &c.kind else {
            continue;
        };
        for v in dc
            .vars
            .iter()
            .filter(|v| sema.symbols.is_member_pointer_section(v))
        {
            use accc_front::directive::DataClauseKind as K;
            let suffix = match dc.kind {
                _ if !offloaded => " [shared memory: no transfer]",
                K::Copy | K::CopyIn | K::CopyOut | K::Create => " [if not already present]",
                _ => "",
            };
            push(
                line,
                format!(
                    "Generating {}({}){suffix}",
                    c.kind.name().as_str(),
                    sm.snippet(v.span)
                ),
            );
        }
    }
    for m in multicore {
        push(line, m);
    }
    let mut push = |line: u32, msg: String| out.push((f.clone(), line, BODY, msg));
    for l in &r.loops {
        loops::loop_facts(l, None, sema, sm, device, &mut push);
    }
}
