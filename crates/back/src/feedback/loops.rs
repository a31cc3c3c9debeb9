//! The schedule of a compute region's loops as the IR records it: parallelised across the
//! CPU threads (and the clauses that come with it), or sequential and why; on a device,
//! where a loop runs in a serial kernel, as a vector loop, or fused with its gang loop.

use accc_front::SourceMap;
use accc_ir::{Loop, Schedule, SeqReason};
use accc_sema::analyze::Sema;

use super::Device;

/// `enclosing`: the line of the innermost parallel loop around `l`, whose iterations each
/// thread runs whole.
pub(super) fn loop_facts(
    l: &Loop<'_>,
    enclosing: Option<u32>,
    sema: &Sema,
    sm: &SourceMap,
    device: Option<&Device<'_>>,
    push: &mut dyn FnMut(u32, String),
) {
    let line = sm.locate(l.stmt.span).line;
    let mut inner_enclosing = enclosing;
    for race in &l.races {
        push(line, format!("Warning: {}; {}", race.message, race.help));
    }
    match &l.schedule {
        Schedule::Parallel { .. } if l.collapsed_into_parent => {}
        Schedule::Parallel {
            gang,
            worker,
            vector,
        } => {
            inner_enclosing = Some(line);
            let levels: Vec<&str> = [(gang, "gang"), (worker, "worker"), (vector, "vector")]
                .iter()
                .filter(|(on, _)| **on)
                .map(|(_, n)| *n)
                .collect();
            push(
                line,
                format!(
                    "Loop parallelized across CPU threads ({}{})",
                    levels.join(", "),
                    if l.openmp_collapse > 1 {
                        format!(", collapse({})", l.openmp_collapse)
                    } else {
                        String::new()
                    }
                ),
            );
            if let Some(k) = device.and_then(|d| d.serial_kernel_of(l.stmt.span)) {
                push(
                    line,
                    format!(
                        "Loop runs sequentially on the device, in serial kernel {} (it is nested in code that is not a parallel loop)",
                        k.name
                    ),
                );
            }
            for r in &l.reductions {
                let implicit = if r.implicit { "implicit " } else { "" };
                push(
                    line,
                    format!(
                        "Generating {implicit}reduction({}:{})",
                        r.op.as_str(),
                        r.item.map_or(r.name.as_str(), |item| sm.snippet(item))
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
            if let Some(sunk) = &l.sunk {
                push(line, sunk_code(sunk, sm));
            }
        }
        Schedule::Sequential { reason } => {
            if let Some(gang) = device.and_then(|d| d.fused_with(l.stmt.span, sm)) {
                push(
                    line,
                    format!(
                        "Loop runs with the gang loop at line {gang} as one collapse(2) iteration space on the device (tightly nested, bounds independent of it)"
                    ),
                );
            }
            let gpu_vector_loop = device.is_some_and(|d| {
                d.is_vector_loop(l.stmt.span) || d.fused_with(l.stmt.span, sm).is_some()
            });
            if gpu_vector_loop {
                inner_enclosing = Some(line);
            }
            // Sequential inside a parallel loop: each thread (a vector lane on a GPU, a CPU
            // thread on the multicore target) runs all of it within the iteration it took.
            let in_each_thread = |p: u32| {
                format!("runs sequentially in each thread executing an iteration of the loop at line {p}")
            };
            let msg = match (reason, enclosing) {
                (SeqReason::Requested, _) => "Loop is sequential (seq)".to_string(),
                (SeqReason::Serial, _) => "Loop is sequential (serial construct)".to_string(),
                // The GPU kernel spreads it over the block's threads (its own line says
                // so); only the CPU version runs it in order.
                (SeqReason::InnerLevel, Some(_)) if gpu_vector_loop => {
                    "Multicore code: inner loop runs sequentially in each CPU thread".to_string()
                }
                (SeqReason::InnerLevel, Some(p)) => format!("Inner loop {}", in_each_thread(p)),
                (SeqReason::InnerLevel, None) => {
                    "Inner loop runs sequentially in each thread".to_string()
                }
                (SeqReason::NoDirective, Some(p)) => {
                    format!("Loop without loop directive {}", in_each_thread(p))
                }
                (SeqReason::NoDirective, None) => {
                    "Loop without loop directive runs gang-redundantly: every gang runs all its iterations".to_string()
                }
                (SeqReason::Dependence(why), _) => format!("Loop not parallelized: {why}"),
            };
            push(line, msg);
            if gpu_vector_loop {
                for r in &l.reductions {
                    push(
                        line,
                        format!(
                            "Generating reduction({}:{})",
                            r.op.as_str(),
                            r.item.map_or(r.name.as_str(), |item| sm.snippet(item))
                        ),
                    );
                }
            }
        }
        Schedule::Undecided => {}
    }
    for c in &l.children {
        loop_facts(c, inner_enclosing, sema, sm, device, push);
    }
}

/// The `-Minfo` line of a `collapse(force:n)` nest whose intervening code is sunk into
/// the innermost body (`accc_ir::SunkNest`).
fn sunk_code(sunk: &accc_ir::SunkNest, sm: &SourceMap) -> String {
    let mut lines: Vec<u32> = sunk
        .intervening
        .iter()
        .map(|&span| sm.locate(span).line)
        .collect();
    lines.sort_unstable();
    lines.dedup();
    let lines: Vec<String> = lines.iter().map(u32::to_string).collect();
    let mut out = format!(
        "Code between the collapsed loops (line{} {}) runs in every iteration of the collapsed iteration space",
        if lines.len() == 1 { "" } else { "s" },
        lines.join(", ")
    );
    if !sunk.declared.is_empty() {
        out.push_str(&format!(
            "; its declarations are private to each iteration ({})",
            sunk.declared.join(", ")
        ));
    }
    out
}
