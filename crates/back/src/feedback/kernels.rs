//! What the device gets for a compute region: its kernels, each named as the runtime
//! names it, with its launch geometry (grid.rs), the schedule of its loops (schedule.rs),
//! its shared memory (memory.rs) and the loop sizes its launch leaves unused (sizes.rs).

use accc_front::{SourceMap, Span};
use accc_ir::kernel::{GangLoop, Kernel, KernelShape};
use accc_ir::{ComputeRegion, ResultsLater};

use super::{collapse, grid, memory, schedule, sizes, Device, Fact, BODY, HEADER};
use crate::offload::target::Words;

/// What the device gets: one kernel per parallel loop nest, single-thread kernels for the
/// statements between them, or one kernel for a gang-redundant region; each kernel named
/// as the runtime names it (ACC_TIME, ACC_NOTIFY), with its launch geometry and the
/// schedule of its loops in OpenACC terms and in the device's.
pub(super) fn offload_facts(
    r: &ComputeRegion<'_>,
    sm: &SourceMap,
    device: &Device<'_>,
    out: &mut Vec<Fact>,
) {
    let line = sm.locate(r.directive.span).line;
    let words = device.target.words();
    let f = r.function.clone();
    out.push((
        f.clone(),
        line,
        HEADER,
        format!("Generating {} code", words.name),
    ));
    if let Some(later) = &r.results_later {
        out.push((f.clone(), line, HEADER, results_later_fact(r, later, sm)));
    }
    let mut push = |line: u32, msg: String| out.push((f.clone(), line, BODY, msg));
    for k in device.kernels {
        kernel_facts(k, line, sm, device, &words, &mut push);
    }
}

/// The reduction results the host receives only after later constructs, and where.
fn results_later_fact(r: &ComputeRegion<'_>, later: &ResultsLater, sm: &SourceMap) -> String {
    let name = |v| {
        r.vars
            .iter()
            .find(|x| x.sym == v)
            .map_or("?", |x| x.name.as_str())
    };
    let names: Vec<String> = later
        .vars
        .iter()
        .map(|&v| format!("`{}`", name(v)))
        .collect();
    let lines: Vec<String> = later
        .meanwhile
        .iter()
        .map(|&s| sm.locate(s).line.to_string())
        .collect();
    let (s, they) = match names.len() > 1 {
        true => ("s", "they reach"),
        false => ("", "it reaches"),
    };
    let at_lines = if lines.len() > 1 {
        "s at lines"
    } else {
        " at line"
    };
    format!(
        "Not waiting for reduction result{s} {}: {they} the host after the construct{at_lines} {}, queued meanwhile",
        names.join(", "),
        lines.join(", "),
    )
}

/// One kernel: its name and launch geometry, the schedule of its loops, its shared memory,
/// and the loop sizes its launch leaves unused. `line` is the construct's line.
fn kernel_facts(
    k: &Kernel,
    line: u32,
    sm: &SourceMap,
    device: &Device<'_>,
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let geometry = grid::geometry(k, words);
    let first_line = match &k.shape {
        KernelShape::GangRedundant { .. } => line,
        KernelShape::Serial { first, .. } => sm.locate(*first).line,
        KernelShape::Loop { stmt, .. } => sm.locate(*stmt).line,
    };
    match &k.shape {
        KernelShape::GangRedundant { gang_loops } => {
            gang_redundant_facts(k, gang_loops, line, &geometry, sm, words, push)
        }
        KernelShape::Serial { first, last } => {
            serial_kernel_fact(k, *first, *last, sm, words, push)
        }
        KernelShape::Loop {
            stmt,
            collapse: n,
            vector_loops,
            worker_loops,
            ..
        } => {
            let l_line = sm.locate(*stmt).line;
            push(l_line, format!("Generating kernel {}: {geometry}", k.name));
            schedule::gang_loop_facts(k, l_line, *n, vector_loops, words, push);
            schedule::vector_loop_facts(k, vector_loops, worker_loops, sm, words, push);
        }
    }
    for u in &k.shared_memory {
        push(
            first_line,
            format!("{}: {}", words.shared, memory::shared_use(u, device.target)),
        );
    }
    for size in &k.unapplied_sizes {
        push(sm.locate(size.at).line, sizes::unapplied_size(size, words));
    }
}

/// The kernel of a gang-redundant region, and its gang loops shared among the gangs.
fn gang_redundant_facts(
    k: &Kernel,
    gang_loops: &[GangLoop],
    line: u32,
    geometry: &str,
    sm: &SourceMap,
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let Words { unit, groups, .. } = *words;
    push(line, format!("Generating kernel {}: {geometry}", k.name));
    push(
        line,
        format!("Gang-redundant code: one {unit} per gang runs the region; its gang loops are shared among the gangs"),
    );
    for l in gang_loops {
        push(
            sm.locate(l.stmt).line,
            format!(
                "#pragma acc loop gang{} /* {groups}, grid-stride over the gangs */",
                collapse(l.collapse)
            ),
        );
    }
}

/// The single-thread kernel of the statements from `first` to `last`.
fn serial_kernel_fact(
    k: &Kernel,
    first: Span,
    last: Span,
    sm: &SourceMap,
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let unit = words.unit;
    let (a, b) = (
        sm.locate(first).line,
        sm.locate(Span {
            lo: last.hi.saturating_sub(1),
            hi: last.hi,
        })
        .line,
    );
    let lines = if a == b {
        format!("line {a}")
    } else {
        format!("lines {a}-{b}")
    };
    push(
        a,
        format!(
            "Generating serial kernel {}: one {unit} runs {lines} (grid and block of 1)",
            k.name
        ),
    );
}
