//! Compiler feedback in the style of nvc's `-Minfo=accel`: for each function, the line of
//! each region and loop with what was generated, which data clauses were implied, and why
//! a loop was not parallelised. One fact per line, stable enough to test against:
//!
//! ```text
//! saxpy:
//!      12, Generating Multicore code
//!          Generating implicit copyin(x[:n]) [shared memory: no transfer]
//!      13, Loop parallelized across CPU threads (gang)
//! ```
//!
//! On the GPU targets each kernel is described from the record the offload back end made
//! while building it ([`Kernel`]): its name (the one ACC_TIME reports), threads per
//! block, grid, schedule and shared memory; the multicore version follows as the run-time
//! alternative:
//!
//! ```text
//!      12, Generating NVIDIA GPU code
//!          Generating present(x[0:n])
//!          Generating Multicore code (runs when the current device at run time is the CPU)
//!      13, Generating kernel __accc_kernel_0_0: 128 threads per block, blocks chosen at run time (one per 128 iterations, capped by the device)
//!          #pragma acc loop gang, vector(128) /* blockIdx.x threadIdx.x, grid-stride */
//!          Loop parallelized across CPU threads (gang)
//! ```

use accc_front::directive::{ClauseName, DirectiveKind};
use accc_front::{SourceMap, Span};
use accc_ir::{ComputeRegion, Loop, Module, ResultsLater, Schedule, SeqReason};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;

use crate::host::CpuTarget;
use crate::offload::target::{Target, Words};
use crate::offload::Dialect;
use accc_ir::kernel::{Grid, Kernel, KernelShape, WorkerLoop};

mod memory;

/// With `offload`, regions also say what the device gets (the CPU version stays as the
/// run-time alternative); `kernels` are the kernels the offload back end generated.
pub fn feedback(
    module: &Module<'_>,
    sema: &Sema,
    sm: &SourceMap,
    target: CpuTarget,
    offload: Option<Dialect>,
    kernels: &[Kernel],
    async_cache_checks: &[usize],
) -> Vec<String> {
    let mut facts: Vec<Fact> = Vec::new();
    let offload = offload.map(Dialect::target);
    if let Some(target) = offload {
        cache_facts(module, sm, target, kernels, async_cache_checks, &mut facts);
    }
    // On the CPU the `cache` directive is a hint with no effect.
    if offload.is_none() {
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
    for (index, r) in module.regions.iter().enumerate() {
        let own: Vec<&Kernel> = kernels.iter().filter(|k| k.region == index).collect();
        let device = offload.map(|target| Device {
            target,
            kernels: &own,
        });
        if let Some(d) = &device {
            offload_facts(r, sm, d, &mut facts);
        }
        region_facts(
            r,
            sema,
            sm,
            target,
            device.as_ref(),
            module.device_type,
            &mut facts,
        );
    }
    routine_facts(module, sm, target, offload, &mut facts);
    for c in &module.constructs {
        if c.directive.kind == DirectiveKind::Cache && c.in_region.is_none() {
            let in_routine = c
                .function
                .as_ref()
                .is_some_and(|f| module.routines.contains(f));
            facts.push((
                c.function.clone().unwrap_or_default(),
                sm.locate(c.directive.span).line,
                BODY,
                format!(
                    "cache directive ignored: {}",
                    accc_ir::cache_outside_region_reason(in_routine)
                ),
            ));
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
            if !matches!(
                c.directive.kind,
                accc_front::directive::DirectiveKind::Atomic(_)
            ) {
                facts.push((
                    c.function.clone().unwrap_or_default(),
                    line,
                    HEADER,
                    format!("`{}`: {what}", c.directive.kind.full_name()),
                ));
                if offload.is_some() {
                    for fact in data_clause_facts(c.directive, sema, sm) {
                        facts.push((c.function.clone().unwrap_or_default(), line, HEADER, fact));
                    }
                }
            }
        }
    }
    // Group by function in source order of first appearance, as nvc does.
    facts.sort_by_key(|(_, line, rank, _)| (*line, *rank));
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    let mut last_line = 0;
    for (function, line, _, msg) in facts {
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

/// What the kernels did with each `cache` directive (and what they cached without one), as
/// their records say, and the `async` regions that wait for their queue to read the
/// `--cache-check` flag (`async_cache_checks`).
fn cache_facts(
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

/// `routine` functions: compiled for the device as well, and how their loops run in the
/// threads that call them.
fn routine_facts(
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

/// A line of feedback: function, source line, rank, text. Facts are printed by line, and
/// on one line (a loop written on its directive's line) the construct's facts first.
type Fact = (String, u32, u8, String);
/// The rank of a construct's own facts (what is generated for it, its data clauses).
const HEADER: u8 = 0;
/// The rank of the facts about its kernels and loops.
const BODY: u8 = 1;

/// The device a region is offloaded to, and the region's kernels.
struct Device<'k> {
    target: &'static dyn Target,
    kernels: &'k [&'k Kernel],
}

impl Device<'_> {
    /// Whether the loop at `span` runs over the threads of a block in a gang × vector kernel.
    fn is_vector_loop(&self, span: Span) -> bool {
        self.kernels.iter().any(|k| {
            matches!(&k.shape, KernelShape::Loop { vector_loops, worker_loops, .. }
                if vector_loops.iter().any(|v| v.lo == span.lo)
                    || worker_loops.iter().any(|w| w.vector_loops.iter().any(|v| v.lo == span.lo)))
        })
    }

    /// The gang loop (its line) with which the vector loop at `span` runs as one
    /// `collapse(2)` iteration space (`offload::fuse`).
    fn fused_with(&self, span: Span, sm: &SourceMap) -> Option<u32> {
        self.kernels.iter().find_map(|k| match &k.shape {
            KernelShape::Loop {
                stmt,
                fused_vector_loop: Some(v),
                ..
            } if v.lo == span.lo => Some(sm.locate(*stmt).line),
            _ => None,
        })
    }

    /// The serial kernel whose statements hold the loop at `span`.
    fn serial_kernel_of(&self, span: Span) -> Option<&Kernel> {
        self.kernels.iter().copied().find(|k| {
            matches!(k.shape, KernelShape::Serial { first, last }
                if first.lo <= span.lo && span.hi <= last.hi)
        })
    }
}

fn region_facts(
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
        loop_facts(l, None, sema, sm, device, &mut push);
    }
}

/// What the device gets: one kernel per parallel loop nest, single-thread kernels for the
/// statements between them, or one kernel for a gang-redundant region; each kernel named
/// as the runtime names it (ACC_TIME, ACC_NOTIFY), with its launch geometry and the
/// schedule of its loops in OpenACC terms and in the device's.
fn offload_facts(r: &ComputeRegion<'_>, sm: &SourceMap, device: &Device<'_>, out: &mut Vec<Fact>) {
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
        kernel_facts(r, k, line, sm, device, &words, &mut push);
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
    r: &ComputeRegion<'_>,
    k: &Kernel,
    line: u32,
    sm: &SourceMap,
    device: &Device<'_>,
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let vl = match &k.ignored_vector_length {
        Some(why) => format!(" ({why})"),
        None => String::new(),
    };
    let per_block = if k.block == 1 {
        words.thread
    } else {
        words.threads
    };
    // (A packed kernel's gangs are said with the grid.)
    let shape = match k.grid {
        Grid::PackedGangs(_) => String::new(),
        _ => gang_shape(k),
    };
    let geometry = format!(
        "{} {per_block}{shape}{vl}, {}",
        k.block,
        grid_text(k, words)
    );
    let first_line = match &k.shape {
        KernelShape::GangRedundant => line,
        KernelShape::Serial { first, .. } => sm.locate(*first).line,
        KernelShape::Loop { stmt, .. } => sm.locate(*stmt).line,
    };
    match &k.shape {
        KernelShape::GangRedundant => gang_redundant_facts(r, k, line, &geometry, sm, words, push),
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
            gang_loop_facts(k, l_line, *n, vector_loops, words, push);
            vector_loop_facts(k, vector_loops, worker_loops, sm, words, push);
        }
    }
    for u in &k.shared_memory {
        push(
            first_line,
            format!("{}: {}", words.shared, memory::shared_use(u, device.target)),
        );
    }
    if let KernelShape::Loop { stmt, .. } = &k.shape {
        for l in &r.loops {
            l.walk(&mut |l| {
                if l.stmt.span.lo == stmt.lo {
                    unapplied_sizes(l, k, device, sm, push);
                }
            });
        }
    }
}

/// A gang's lanes, where it has workers: " (16 vector lanes × 2 workers)".
fn gang_shape(k: &Kernel) -> String {
    match &k.shape {
        KernelShape::Loop { worker_loops, .. } => worker_loops
            .first()
            .map(|w| format!(" ({} vector lanes × {} workers)", w.vector, w.workers))
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// How many blocks a kernel is launched with, and why.
fn grid_text(k: &Kernel, words: &Words) -> String {
    let Words { block, blocks, .. } = *words;
    match &k.grid {
        Grid::One => format!("1 {block}"),
        Grid::NumGangs(_, Some(1)) => format!("1 {block} (num_gangs)"),
        Grid::NumGangs(_, Some(n)) => format!("{n} {blocks} (num_gangs)"),
        Grid::NumGangs(e, None) => format!("num_gangs({e}) {blocks}, evaluated at run time"),
        Grid::Runtime if matches!(k.shape, KernelShape::GangRedundant) => {
            format!("{blocks} chosen at run time (as many as the device runs at once)")
        }
        Grid::PerRows(1) => format!("one {block} per gang iteration"),
        Grid::PerRows(rows) => format!(
            "one {block} per tile of {rows} gang iterations x {} iterations of the vector loop",
            k.tile_width().unwrap_or(1)
        ),
        Grid::PerTile(n) => format!("one {block} per tile of {n} iterations"),
        Grid::PackedGangs(n) => format!(
            "{n} gangs of {} threads{} a {block} (a warp each), one gang per gang iteration",
            k.block / n,
            gang_shape(k)
        ),
        Grid::ColumnStrips => {
            use accc_ir::kernel::{COLUMN_STRIP_MAX_ROWS, COLUMN_STRIP_MIN_BLOCKS};
            let (width, least) = (k.block, COLUMN_STRIP_MIN_BLOCKS * k.block);
            format!(
                "one {block} per strip of {width} inner iterations and range of up to \
                 {COLUMN_STRIP_MAX_ROWS} outer ones; launched when the inner loop has {least} \
                 or more iterations"
            )
        }
        Grid::GangGrid {
            dims, num_gangs, ..
        } => {
            let most = accc_ir::kernel::MOST_CHOSEN_GANGS;
            let along = (1..=*dims)
                .map(|d| {
                    let n = match (num_gangs.get(d - 1), d) {
                        (Some(e), _) => format!("num_gangs {e}"),
                        (None, 1) => format!(
                            "one per {} iterations of the `gang(dim:1)` loop (at most {most})",
                            k.block
                        ),
                        (None, d) if d == *dims => {
                            format!("one per iteration of the `gang(dim:{d})` loop")
                        }
                        (None, d) => format!(
                            "one per iteration of the `gang(dim:{d})` loop (at most {most})"
                        ),
                    };
                    format!("{n} along dimension {d}")
                })
                .collect::<Vec<_>>();
            format!("a grid of gangs: {}", along.join(" x "))
        }
        Grid::Runtime if k.block == 1 => {
            format!("{blocks} chosen at run time (one per iteration, capped by the device)")
        }
        Grid::Runtime => format!(
            "{blocks} chosen at run time (one per {} iterations, capped by the device)",
            k.block * k.iterations_per_thread
        ),
    }
}

/// The kernel of a gang-redundant region, and its gang loops shared among the gangs.
fn gang_redundant_facts(
    r: &ComputeRegion<'_>,
    k: &Kernel,
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
    for l in &r.loops {
        l.walk(&mut |l| {
            if matches!(l.schedule, Schedule::Parallel { .. }) && !l.collapsed_into_parent {
                push(
                    sm.locate(l.stmt.span).line,
                    format!(
                        "#pragma acc loop gang{} /* {groups}, grid-stride over the gangs */",
                        collapse(l.collapse)
                    ),
                );
            }
        });
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

/// The schedule of a loop kernel's gang loop (at `l_line`, `n` loops collapsed): tiles,
/// column strips, a grid stride, packed gangs, rows of a tile, or a grid of gangs.
fn gang_loop_facts(
    k: &Kernel,
    l_line: u32,
    n: usize,
    vector_loops: &[Span],
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let Words {
        ids,
        groups,
        lanes,
        unit,
        block,
        blocks,
        ..
    } = *words;
    if let Some((tx, ty)) = k.strip_tiles() {
        push(
            l_line,
            format!(
                "#pragma acc loop gang, vector tile({tx},{ty}) /* {ty}x{tx} tiles over {groups}, stride over the {blocks}; a tile's elements over the {block}'s {unit}s: inner loop {lanes} % {tx}, outer loop {lanes} / {tx} */"
            ),
        );
    } else if vector_loops.is_empty() && matches!(k.grid, Grid::ColumnStrips) {
        column_strip_facts(k, l_line, n, words, push);
    } else if let (true, Some(twin)) = (vector_loops.is_empty(), &k.strips_twin) {
        push(
            l_line,
            format!(
                "#pragma acc loop gang, vector({}){} /* {ids}, grid-stride; launched when the inner loop has fewer than {} iterations, else {twin} */",
                k.block,
                collapse(n),
                accc_ir::kernel::COLUMN_STRIP_MIN_BLOCKS * k.block,
            ),
        );
    } else if vector_loops.is_empty() {
        push(
            l_line,
            format!(
                "#pragma acc loop gang, vector({}){} /* {ids}, grid-stride */",
                k.block,
                collapse(n)
            ),
        );
    } else if let Grid::PackedGangs(gangs) = k.grid {
        let warp = k.block / gangs;
        push(
            l_line,
            format!(
                "#pragma acc loop gang{} /* {groups} * {gangs} + {lanes} / {warp}: a warp a gang, stride over the gangs */",
                collapse(n),
            ),
        );
    } else if let (Some(rows), Some(width)) = (k.rows_per_gang(), k.tile_width()) {
        let thread_rows = (k.block / width.max(1)).max(1);
        let each = match rows / thread_rows {
            1 => format!("one per row of {unit}s"),
            r => format!("{r} per row of {unit}s, {thread_rows} apart"),
        };
        push(
            l_line,
            format!(
                "#pragma acc loop gang{} /* {groups} {lanes} / {width}: {rows} gang iterations per tile, {each} */",
                collapse(n),
            ),
        );
    } else if let Grid::GangGrid { dims, .. } = k.grid {
        let below = if dims == 3 {
            "(g1 * g2), g1 and g2 the gangs along dimensions 1 and 2"
        } else {
            "g1, g1 the gangs along dimension 1"
        };
        push(
            l_line,
            format!(
                "#pragma acc loop gang(dim:{dims}){} /* {groups} / {below}: stride over the gangs along dimension {dims} */",
                collapse(n)
            ),
        );
    } else {
        push(
            l_line,
            format!(
                "#pragma acc loop gang{} /* {groups}, stride over the {blocks} */",
                collapse(n)
            ),
        );
    }
}

/// A column-strip kernel's loop, the elements it prefetches, and the values it keeps in
/// registers from one outer iteration to the next.
fn column_strip_facts(
    k: &Kernel,
    l_line: u32,
    n: usize,
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let Words { lanes, block, .. } = *words;
    push(
        l_line,
        format!(
            "#pragma acc loop gang, vector({}){} /* column strips: {lanes} along the inner loop from a multiple of 32, each {block} down its range of outer iterations */",
            k.block,
            collapse(n),
        ),
    );
    for (read, ahead) in &k.prefetched {
        push(
            l_line,
            format!(
                "Prefetching for `{read}` the element it reads {ahead} outer iterations later (a stencil across the outer loop)"
            ),
        );
    }
    for family in &k.carried {
        let (leading, trailing) = family.split_first().expect("a family has links");
        let later: Vec<String> = trailing
            .iter()
            .enumerate()
            .map(|(d, r)| match d {
                0 => format!("`{r}` (1 outer iteration later)"),
                d => format!("`{r}` ({} later)", d + 1),
            })
            .collect();
        push(
            l_line,
            format!(
                "Keeping in registers what `{leading}` reads, for {} (a stencil across the outer loop)",
                later.join(", ")
            ),
        );
    }
}

/// The schedule of a loop kernel's vector loops (and of its worker loops among them): the
/// threads of a block, of a tile's row, of a warp, or of the gangs along dimension 1.
fn vector_loop_facts(
    k: &Kernel,
    vector_loops: &[Span],
    worker_loops: &[WorkerLoop],
    sm: &SourceMap,
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let Words {
        groups,
        lanes,
        unit,
        block,
        blocks,
        ..
    } = *words;
    // A tiled kernel spreads each vector loop over the threads of a row, a
    // packed one over the threads of a warp.
    let gang_threads = match k.grid {
        Grid::PackedGangs(n) => k.block / n,
        _ => k.block,
    };
    let width = k.tile_width().unwrap_or(gang_threads);
    // What holds a gang's threads.
    let (gang_unit, numbered_in) = match k.grid {
        Grid::PackedGangs(_) => ("warp", "warp".to_string()),
        _ => (block, format!("one-dimensional {block}")),
    };
    let (index, over) = match k.rows_per_gang() {
        None if matches!(k.grid, Grid::PackedGangs(_)) => {
            (format!("{lanes} % {width}"), format!("warp's {unit}s"))
        }
        Some(_) => (
            format!("{lanes} % {width} in the {block}'s tile"),
            "tiles of the launch".to_string(),
        ),
        None if matches!(k.grid, Grid::GangGrid { .. }) => (
            format!("({groups} % g1) * {width} + {lanes}"),
            format!("{unit}s of the g1 {blocks} along dimension 1"),
        ),
        None => (lanes.to_string(), format!("{block}'s {unit}s")),
    };
    for v in vector_loops {
        if let Some(w) = worker_loops.iter().find(|w| w.stmt.lo == v.lo) {
            worker_loop_facts(w, v, sm, words, gang_unit, &numbered_in, push);
            continue;
        }
        let dim1 = format!(
            "#pragma acc loop gang(dim:1), vector({width}) /* {index}, stride over the {over} */"
        );
        match &k.grid {
            Grid::GangGrid {
                dims: 3,
                dim1_loops,
                ..
            } => {
                push(
                    sm.locate(*v).line,
                    format!("#pragma acc loop gang(dim:2) /* ({groups} / g1) % g2, stride over the g2 gangs along dimension 2 */"),
                );
                for d1 in dim1_loops
                    .iter()
                    .filter(|d1| v.lo <= d1.lo && d1.hi <= v.hi)
                {
                    push(sm.locate(*d1).line, dim1.clone());
                }
            }
            Grid::GangGrid { .. } => push(sm.locate(*v).line, dim1),
            _ => push(
                sm.locate(*v).line,
                format!("#pragma acc loop vector({width}) /* {index}, stride over the {over} */"),
            ),
        }
    }
}

/// A worker loop (at `v`): its iterations over the block's rows of threads (y), its vector
/// loops over the threads of a row (x). The launch is one-dimensional, its threads numbered
/// as a (vector × workers) block.
fn worker_loop_facts(
    w: &WorkerLoop,
    v: &Span,
    sm: &SourceMap,
    words: &Words,
    gang_unit: &str,
    numbered_in: &str,
    push: &mut dyn FnMut(u32, String),
) {
    let Words {
        unit,
        row: y,
        column: x,
        ..
    } = *words;
    push(
        sm.locate(*v).line,
        format!(
            "#pragma acc loop worker({}) /* {y} ({unit} / {} of the {numbered_in}), stride over the {gang_unit}'s {} workers */",
            w.workers, w.vector, w.workers
        ),
    );
    for iv in &w.vector_loops {
        push(
            sm.locate(*iv).line,
            format!(
                "#pragma acc loop vector({}) /* {x} ({unit} % {} of the {numbered_in}), stride over the worker's {} {unit}s */",
                w.vector, w.vector, w.vector
            ),
        );
    }
}

/// Sizes written on the loop directives of a kernel's nest (`gang(num:)`, `worker(n)`,
/// `vector(n)`) that its launch does not use: the block and grid come from the construct
/// (`vector_length`, `num_gangs`) or the runtime.
fn unapplied_sizes(
    top: &Loop<'_>,
    k: &Kernel,
    device: &Device<'_>,
    sm: &SourceMap,
    push: &mut dyn FnMut(u32, String),
) {
    use accc_front::directive::ClauseKind;
    let name = device.target.device_type();
    let Words {
        block,
        units: threads,
        ..
    } = *device.target.words();
    let value = |e: &accc_front::ast::Expr| accc_sema::consteval::eval(e, &|_| None);
    // (workers, vector lanes) of a gang × worker × vector kernel.
    let worker_shape = match &k.shape {
        KernelShape::Loop { worker_loops, .. } => {
            worker_loops.first().map(|w| (w.workers, w.vector))
        }
        _ => None,
    };
    top.walk(&mut |l| {
        let Some(d) = l.directive else { return };
        let line = sm.locate(l.stmt.span).line;
        for c in d.effective_clauses(name) {
            let note = match &c.kind {
                ClauseKind::Vector(Some(e))
                    if value(e) == Some(k.tile_width().unwrap_or(k.block) as i128) =>
                {
                    continue
                }
                // In a gang × worker × vector kernel: sizes the block's shape matches.
                ClauseKind::Vector(Some(e)) | ClauseKind::Worker(Some(e))
                    if worker_shape.is_some_and(|(w, v)| {
                        value(e) == Some(if matches!(c.kind, ClauseKind::Worker(_)) { w } else { v } as i128)
                    }) =>
                {
                    continue
                }
                ClauseKind::Vector(Some(e)) if worker_shape.is_some() => format!(
                    "vector({}) not applied: each worker runs {} {threads} (vector_length of the construct)",
                    sm.snippet(e.span),
                    worker_shape.map_or(0, |(_, v)| v)
                ),
                ClauseKind::Worker(Some(e)) if worker_shape.is_some() => format!(
                    "worker({}) not applied: the kernel runs {} workers per {block} (num_workers of the construct, or the first worker(n) of the nest)",
                    sm.snippet(e.span),
                    worker_shape.map_or(0, |(w, _)| w)
                ),
                ClauseKind::Vector(Some(e)) => format!(
                    "vector({}) not applied: the kernel runs {} {threads} per {block} (vector_length of the construct)",
                    sm.snippet(e.span),
                    k.block
                ),
                // The rows of a 2-D tile (an `fcw` block of `gang worker(W)` by its vector
                // loop): one worker per row.
                ClauseKind::Worker(Some(e))
                    if k.rows_per_gang().is_some_and(|rows| value(e) == Some(rows as i128)) =>
                {
                    continue
                }
                ClauseKind::Worker(Some(e)) => format!(
                    "worker({}) not applied: workers and vector lanes share the {block}'s {} {threads}",
                    sm.snippet(e.span),
                    k.block
                ),
                ClauseKind::Gang(g) => match (&g.num, &k.grid) {
                    (Some(e), Grid::NumGangs(_, Some(n))) if value(e) == Some(*n) => continue,
                    (Some(e), _) => format!(
                        "gang(num:{}) not applied: the grid comes from num_gangs of the construct or the runtime",
                        sm.snippet(e.span)
                    ),
                    (None, _) => continue,
                },
                _ => continue,
            };
            push(line, note);
        }
    });
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

fn collapse(n: usize) -> String {
    if n > 1 {
        format!(" collapse({n})")
    } else {
        String::new()
    }
}

/// `enclosing`: the line of the innermost parallel loop around `l`, whose iterations each
/// thread runs whole.
fn loop_facts(
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
                    if l.collapse > 1 {
                        format!(", collapse({})", l.collapse)
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

/// What a data construct, `enter data`, `exit data` or `update` does with each variable on
/// a device with its own memory, one line per variable, in nvc's words
/// (`Generating copyin(x[0:n]) [if not already present]`, `Generating update self(y[0:n])`).
fn data_clause_facts(
    d: &accc_front::directive::Directive,
    sema: &Sema,
    sm: &SourceMap,
) -> Vec<String> {
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
            let text = sm.snippet(v.span);
            let maps = matches!(&c.kind, ClauseKind::Data(dc) if matches!(dc.kind,
                DataClauseKind::Copy | DataClauseKind::CopyIn | DataClauseKind::Create | DataClauseKind::CopyOut))
                && d.kind != DirectiveKind::ExitData;
            out.push(match declared_extent(v, sema).filter(|_| maps) {
                Some(n) => format!(
                    "Generating {what}({text}[:{n}]) [the extent `{text}`'s declaration gives, where no data is present at `{text}` already]"
                ),
                None => format!("Generating {what}({text}){suffix}"),
            });
        }
    }
    out
}

/// The first extent an array parameter's declaration gives (`N` of `double A[N][M]`)
/// when a clause names it whole, which maps that many rows where nothing is present yet.
fn declared_extent(v: &accc_front::directive::VarRef, sema: &Sema) -> Option<String> {
    if !v.is_plain() {
        return None;
    }
    let id = sema.symbols.resolve(&v.root)?;
    sema.symbols.get(id).param_extent.clone()
}
