//! Compiler feedback in the style of nvc's `-Minfo=accel`: for each function, the line of
//! each region and loop with what was generated, which data clauses were implied, and why
//! a loop was not parallelised. One fact per line, stable enough to test against:
//!
//! ```text
//! saxpy:
//!      12, Generating Multicore code
//!          Generating implicit copyin(x[:n])
//!      13, Loop parallelized across CPU threads (gang)
//! ```

use accc_front::directive::DirectiveKind;
use accc_front::SourceMap;
use accc_ir::{ComputeRegion, Loop, Module, Schedule, SeqReason};
use accc_sema::analyze::Sema;

use crate::host::CpuTarget;
use crate::offload::kernel::vector_loops;
use crate::offload::Dialect;

/// With `offload`, regions also say what the device gets (the CPU version stays as the
/// run-time alternative).
pub fn feedback(
    module: &Module<'_>,
    sema: &Sema,
    sm: &SourceMap,
    target: CpuTarget,
    offload: Option<Dialect>,
    cache_info: &[(String, u32, String)],
) -> Vec<String> {
    let mut facts: Vec<(String, u32, String)> = cache_info.to_vec();
    // On the CPU the `cache` directive is a hint with no effect (the device back ends say
    // what they did with it, in `cache_info`).
    if offload.is_none() {
        for c in &module.constructs {
            if c.directive.kind == DirectiveKind::Cache {
                facts.push((
                    c.function.clone().unwrap_or_default(),
                    sm.locate(c.directive.span).line,
                    "cache directive: a hint with no effect on the CPU targets".into(),
                ));
            }
        }
    }
    for r in &module.regions {
        region_facts(r, sema, sm, target, offload.is_some(), &mut facts);
        if let Some(dialect) = offload {
            offload_facts(r, sm, sema, &module.routines, dialect, &mut facts);
        }
    }
    for c in &module.constructs {
        if c.in_region.is_none() && c.directive.kind.is_standalone()
            || c.stmt.is_some() && c.in_region.is_none()
        {
            let line = sm.locate(c.directive.span).line;
            let what = match (target, offload) {
                (_, Some(_)) => "data moves to and from the device at run time (none on the multicore fall-back)",
                (CpuTarget::Host, None) => "ignored (--target=host)",
                (CpuTarget::Multicore, None) => "no data movement: the multicore device shares host memory",
            };
            if !matches!(
                c.directive.kind,
                accc_front::directive::DirectiveKind::Atomic(_)
            ) {
                facts.push((
                    c.function.clone().unwrap_or_default(),
                    line,
                    format!("`{}`: {what}", c.directive.kind.full_name()),
                ));
                if offload.is_some() {
                    for fact in data_clause_facts(c.directive, sm) {
                        facts.push((c.function.clone().unwrap_or_default(), line, fact));
                    }
                }
            }
        }
    }
    // Group by function in source order of first appearance, as nvc does.
    facts.sort_by_key(|(_, line, _)| *line);
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    let mut last_line = 0;
    for (function, line, msg) in facts {
        if current.as_deref() != Some(function.as_str()) {
            out.push(format!(
                "{}:",
                if function.is_empty() {
                    "<file scope>"
                } else {
                    &function
                }
            ));
            current = Some(function);
            last_line = 0;
        }
        if line == last_line {
            out.push(format!("          {msg}"));
        } else {
            out.push(format!("{line:>6}, {msg}"));
            last_line = line;
        }
    }
    out
}

fn region_facts(
    r: &ComputeRegion<'_>,
    sema: &Sema,
    sm: &SourceMap,
    target: CpuTarget,
    offloaded: bool,
    out: &mut Vec<(String, u32, String)>,
) {
    let transfer = if offloaded {
        "[if not already present]"
    } else {
        "[shared memory: no transfer]"
    };
    let line = sm.locate(r.directive.span).line;
    let f = &r.function;
    let mut push = |line: u32, msg: String| out.push((f.clone(), line, msg));
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
    push(line, "Generating Multicore code".into());
    if r.directive
        .has_clause(accc_front::directive::ClauseName::NumGangs)
    {
        let msg = if r.kind == DirectiveKind::Parallel && !r.is_combined() && r.has_redundant_code()
        {
            "num_gangs honoured: one CPU thread per gang runs the gang-redundant code"
        } else {
            "num_gangs ignored on the multicore target: one gang per CPU thread"
        };
        push(line, msg.into());
    }
    for v in &r.vars {
        let implicit = if v.implicit { "implicit " } else { "" };
        let msg = match v.attr {
            accc_sema::data_attr::DataAttr::Reduction(op) => {
                format!("Generating reduction({}:{})", op.as_str(), v.name)
            }
            attr if attr.is_private() => {
                format!("Generating {implicit}{}({})", attr.as_str(), v.name)
            }
            // A pointer named without a subarray (or used without any clause): on a device
            // with its own memory, the data it points to is looked up in the present table.
            _ if offloaded && sema.symbols.get(v.sym).ty.is_pointer() && (v.implicit || !v.extent.contains('[')) => format!(
                "Generating {implicit}present({}) [pointer: the data it points to must already be on the device]",
                v.name
            ),
            attr => format!(
                "Generating {implicit}{}({}) {transfer}",
                attr.as_str(),
                v.extent
            ),
        };
        push(line, msg);
    }
    for l in &r.loops {
        loop_facts(l, sema, sm, &mut push);
    }
}

/// What the device gets: one kernel per parallel loop nest (or the whole region, for
/// gang-redundant code), its schedule in OpenACC terms and in the device's.
fn offload_facts(
    r: &ComputeRegion<'_>,
    sm: &SourceMap,
    sema: &Sema,
    routines: &std::collections::HashSet<String>,
    dialect: Dialect,
    out: &mut Vec<(String, u32, String)>,
) {
    let line = sm.locate(r.directive.span).line;
    let (device, ids) = match dialect {
        Dialect::OpenCl => ("OpenCL", "get_global_id(0)"),
        Dialect::Cuda => ("NVIDIA GPU", "blockIdx.x threadIdx.x"),
    };
    let f = r.function.clone();
    out.push((f.clone(), line, format!("Generating {device} code")));
    let redundant = r.kind == DirectiveKind::Parallel && !r.is_combined() && r.has_redundant_code();
    if redundant {
        out.push((f.clone(), line, "Gang-redundant code: one work-item per gang runs the region; gang loops are shared among the gangs".into()));
    }
    let (groups, lanes) = match dialect {
        Dialect::OpenCl => ("get_group_id(0)", "get_local_id(0)"),
        Dialect::Cuda => ("blockIdx.x", "threadIdx.x"),
    };
    let construct_reduces = r
        .vars
        .iter()
        .any(|v| matches!(v.attr, accc_sema::data_attr::DataAttr::Reduction(_)));
    for l in &r.loops {
        l.walk(&mut |l| {
            if !matches!(l.schedule, Schedule::Parallel { .. }) || l.collapsed_into_parent {
                return;
            }
            let l_line = sm.locate(l.stmt.span).line;
            if redundant {
                out.push((
                    f.clone(),
                    l_line,
                    format!("#pragma acc loop gang /* {ids}, grid-stride over the gangs */"),
                ));
                return;
            }
            let vectors = if construct_reduces {
                Vec::new()
            } else {
                vector_loops(r, l, &l.reductions, sema, routines)
            };
            if vectors.is_empty() {
                out.push((
                    f.clone(),
                    l_line,
                    format!("#pragma acc loop gang, vector /* {ids}, grid-stride */"),
                ));
                return;
            }
            out.push((
                f.clone(),
                l_line,
                format!("#pragma acc loop gang /* {groups}, stride over the blocks */"),
            ));
            for v in vectors {
                out.push((
                    f.clone(),
                    sm.locate(v.stmt.span).line,
                    format!(
                        "#pragma acc loop vector /* {lanes}, stride over the block's threads */"
                    ),
                ));
            }
        });
    }
}

fn loop_facts(l: &Loop<'_>, sema: &Sema, sm: &SourceMap, push: &mut dyn FnMut(u32, String)) {
    let line = sm.locate(l.stmt.span).line;
    match &l.schedule {
        Schedule::Parallel { .. } if l.collapsed_into_parent => {}
        Schedule::Parallel {
            gang,
            worker,
            vector,
        } => {
            let levels: Vec<&str> = [(gang, "gang"), (worker, "worker"), (vector, "vector")]
                .iter()
                .filter(|(on, _)| **on)
                .map(|(_, n)| *n)
                .collect();
            let collapse = if l.collapse > 1 {
                format!(", collapse({})", l.collapse)
            } else {
                String::new()
            };
            push(
                line,
                format!(
                    "Loop parallelized across CPU threads ({}{collapse})",
                    levels.join(", ")
                ),
            );
            for r in &l.reductions {
                let implicit = if r.implicit { "implicit " } else { "" };
                push(
                    line,
                    format!(
                        "Generating {implicit}reduction({}:{})",
                        r.op.as_str(),
                        r.name
                    ),
                );
            }
            let name = |id: &accc_sema::SymbolId| sema.symbols.get(*id).name.clone();
            if !l.private.is_empty() {
                push(
                    line,
                    format!(
                        "Generating private({})",
                        l.private.iter().map(name).collect::<Vec<_>>().join(", ")
                    ),
                );
            }
            if !l.firstprivate.is_empty() {
                push(
                    line,
                    format!(
                        "Generating firstprivate({})",
                        l.firstprivate
                            .iter()
                            .map(name)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                );
            }
        }
        Schedule::Sequential { reason } => {
            let msg = match reason {
                SeqReason::Requested => "Loop is sequential (seq)".to_string(),
                SeqReason::Serial => "Loop is sequential (serial construct)".to_string(),
                SeqReason::InnerLevel => {
                    "Inner loop runs sequentially in each CPU thread".to_string()
                }
                SeqReason::NoDirective => {
                    "Loop without loop directive runs in gang-redundant mode".to_string()
                }
                SeqReason::Dependence(why) => format!("Loop not parallelized: {why}"),
            };
            push(line, msg);
        }
        Schedule::Undecided => {}
    }
    for c in &l.children {
        loop_facts(c, sema, sm, push);
    }
}

/// What a data construct, `enter data`, `exit data` or `update` does with each variable on
/// a device with its own memory, one line per variable, in nvc's words
/// (`Generating copyin(x[0:n]) [if not already present]`, `Generating update self(y[0:n])`).
fn data_clause_facts(d: &accc_front::directive::Directive, sm: &SourceMap) -> Vec<String> {
    use accc_front::directive::{ClauseKind, DataClauseKind};
    let mut out = Vec::new();
    for c in &d.clauses {
        let (what, suffix, vars) = match &c.kind {
            ClauseKind::Data(dc) => {
                let name = c.kind.name().as_str();
                let suffix = match dc.kind {
                    DataClauseKind::Copy
                    | DataClauseKind::CopyIn
                    | DataClauseKind::Create
                    | DataClauseKind::CopyOut
                        if d.kind != DirectiveKind::ExitData =>
                    {
                        " [if not already present]"
                    }
                    _ => "",
                };
                (name.to_string(), suffix, &dc.vars)
            }
            ClauseKind::Host(v) => ("update self".to_string(), "", v),
            ClauseKind::Device(v) => ("update device".to_string(), "", v),
            _ => continue,
        };
        for v in vars {
            out.push(format!("Generating {what}({}){suffix}", sm.snippet(v.span)));
        }
    }
    out
}
