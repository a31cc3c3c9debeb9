//! The IR as readable text (`accc --emit=ir`, the goldens of `tests/ir`): per compute
//! region its variables and loop tree with the schedules the passes chose, then the kernels
//! the back end built for it and the runtime calls of its host code (queue, guard, waits)
//! with their data operations and its kernels' launches, then those of each data
//! directive, then the loops of routines and the routine versions of the device program. Positions print as `line:col` of the user's file, never as
//! byte offsets of the preprocessed text nor with a directory, so that the text is the same
//! wherever the program is compiled. The kernels' bodies are not printed (the generated
//! code is pinned by `tests/generated`): only their length in lines.

use std::fmt::Write as _;

use accc_front::{SourceMap, Span};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

use crate::host::{
    Condition, DataOp, DataSite, DeclareScope, HostOp, KernelLaunch, Launch, LaunchArg,
    PointerAccess, Queue, WaitList, WithoutDevice,
};
use crate::kernel::{
    CacheOutcome, CacheReport, Combine, Contribution, Form, Grid, Join, KStmt, Kernel, KernelShape,
    Lanes, LoopForm, Param, Partitioned, PointerRole, Sharing, SharingWidth, SpaceForm, ValueRole,
    WorkerLoop,
};
use crate::routine::{DeviceRoutines, RoutineParam, RoutineVersion};
use crate::spaces::Space;
use crate::{ComputeRegion, Loop, Module, Schedule, SeqReason};

/// The text of `module`, of `kernels` (the kernels of its regions, as the back end built
/// them), of `host` (the runtime calls of its directives' host code, with their data
/// operations) and of `routines` (the routine versions of the device program); all empty
/// for a CPU target.
pub fn print(
    module: &Module<'_>,
    kernels: &[Kernel],
    host: &[HostOp],
    routines: &DeviceRoutines,
    sema: &Sema,
    sm: &SourceMap,
) -> String {
    let p = Printer { sema, sm };
    let mut out = String::new();
    let _ = writeln!(out, "device type {}", module.device_type);
    for (index, region) in module.regions.iter().enumerate() {
        out.push('\n');
        p.region(&mut out, index, region);
        clause_values(&mut out, module, DataSite::Region(index));
        for op in host
            .iter()
            .filter(|op| op.site() == DataSite::Region(index))
        {
            p.host_op(&mut out, op);
        }
        for k in kernels.iter().filter(|k| k.region == index) {
            p.kernel(&mut out, k);
        }
    }
    for op in host {
        let DataSite::Construct(index) = op.site() else {
            continue;
        };
        out.push('\n');
        match module.constructs.get(index) {
            Some(c) => {
                let _ = writeln!(
                    out,
                    "directive {} at {} in {}",
                    c.directive.kind.full_name(),
                    p.at(c.directive.span),
                    c.function.as_deref().unwrap_or("(file scope)")
                );
            }
            // Only through a compiler bug, which `verify` reports.
            None => {
                let _ = writeln!(out, "directive of no construct ({index})");
            }
        }
        clause_values(&mut out, module, op.site());
        p.host_op(&mut out, op);
    }
    // A kernel names a region that does not exist only through a compiler bug, which
    // `verify` reports; printed all the same, so that the text shows it.
    for k in kernels.iter().filter(|k| k.region >= module.regions.len()) {
        out.push('\n');
        let _ = writeln!(out, "kernel of no region ({})", k.region);
        p.kernel(&mut out, k);
    }
    if !module.routine_loops.is_empty() {
        out.push_str("\nloops of routines\n");
        for l in &module.routine_loops {
            p.loop_tree(&mut out, l, 1);
        }
    }
    if !routines.versions.is_empty() {
        out.push_str("\nroutine versions\n");
        for v in &routines.versions {
            p.routine_version(&mut out, v);
        }
    }
    out
}

/// The address spaces `spaces` as a list in brackets.
fn spaces_text(spaces: &[Space]) -> String {
    let names: Vec<String> = (spaces.iter())
        .map(|s| format!("{s:?}").to_lowercase())
        .collect();
    format!("[{}]", names.join(", "))
}

/// The data operations of one directive, in the order its host code performs them.
fn data_ops(out: &mut String, ops: &[DataOp]) {
    if ops.is_empty() {
        return;
    }
    out.push_str("  data\n");
    for op in ops {
        let flags: Vec<&str> = op.flags.iter().map(|(_, name)| name).collect();
        let mut line = format!("    {} {}", op.kind.name(), op.label);
        if !flags.is_empty() {
            let _ = write!(line, " [{}]", flags.join(", "));
        }
        let _ = write!(line, ": host {}, bytes {}", op.extent.host, op.extent.bytes);
        if let Some((start, length)) = &op.extent.rows {
            let _ = write!(line, ", rows from byte {start}, {length} bytes each");
        }
        if let Some(pieces) = &op.extent.pieces {
            let levels: Vec<String> = pieces
                .levels
                .iter()
                .map(|(count, stride)| format!("{count} every {stride}"))
                .collect();
            let _ = write!(
                line,
                ", pieces of {} bytes: {}",
                pieces.bytes,
                levels.join(" by ")
            );
        }
        if op.extent.declared {
            line.push_str(", declared extent");
        }
        let _ = writeln!(out, "{line}");
    }
}

/// One launch of a compute construct's kernels (a line, then its kernel or kernels). The
/// arguments show their kind and type, not their host expressions: those are the kernel
/// parameters' (`verify::launches` holds them to it).
fn launch_text(out: &mut String, launch: &Launch, sm: &SourceMap) {
    match launch {
        Launch::Flat(k) => kernel_launch_text(out, "  launch ", "    ", k),
        Launch::Strips { strips, flat, nest } => {
            let _ = writeln!(
                out,
                "  launch column strips {} where the inner loop has at least {} iterations, else {}: trip counts ({}) outer, ({}) inner, the inner loop from ({}) by ({})",
                strips.kernel,
                nest.least_inner,
                flat.kernel,
                nest.outer_trips.text(sm),
                nest.inner_trips.text(sm),
                nest.inner_lower.text(sm),
                nest.inner_step.text(sm)
            );
            kernel_launch_text(out, "    ", "      ", strips);
            kernel_launch_text(out, "    ", "      ", flat);
        }
    }
}

/// A kernel's launch: its threads and blocks (a line starting with `head`), then its
/// arguments (indented by `indent`).
fn kernel_launch_text(out: &mut String, head: &str, indent: &str, k: &KernelLaunch) {
    let _ = writeln!(
        out,
        "{head}{}: threads {}, blocks {}, block {}",
        k.kernel, k.threads, k.blocks, k.block
    );
    if k.args.is_empty() {
        return;
    }
    let args: Vec<String> = k
        .args
        .iter()
        .map(|arg| match arg {
            LaunchArg::Value {
                name, host_type, ..
            } => match host_type {
                Some(ty) => format!("{name}: {ty}"),
                None => format!("{name}: its host expression's type"),
            },
            LaunchArg::Accumulator { name, identity, .. } => {
                format!("{name}: accumulator from {identity}")
            }
            LaunchArg::ConstantCopy { symbol, bytes, .. } => {
                format!("{symbol}: constant copy of {bytes} bytes")
            }
            LaunchArg::DevicePtr { name, access, .. } => match access {
                PointerAccess::DeviceAddress => format!("{name}: device address"),
                PointerAccess::Data {
                    read_only,
                    if_present,
                } => {
                    let mut text = format!("{name}: device pointer");
                    if *read_only {
                        text.push_str(", read only");
                    }
                    if *if_present {
                        text.push_str(", if present");
                    }
                    text
                }
            },
        })
        .collect();
    let _ = writeln!(out, "{indent}arguments {}", args.join("; "));
}

/// How the runtime calls of a directive wait and run: ` on async queue (…), if (…), waits for …`.
fn call_terms(guard: &[Condition], waits: &[WaitList], queue: &Queue) -> String {
    let mut text = match queue {
        Queue::Sync => " (synchronous)".to_string(),
        Queue::NoValue => " on async queue acc_async_noval".to_string(),
        Queue::Expr(e) => format!(" on async queue ({e})"),
    };
    for c in guard {
        let _ = match c {
            Condition::If(e) => write!(text, ", if ({e})"),
            Condition::UnlessSelf(e) => write!(text, ", unless self ({e})"),
            Condition::OnHost => write!(text, ", on the host (self)"),
        };
    }
    for w in waits {
        let _ = write!(text, ", waits for {}", queues(w));
    }
    text
}

/// The queues of a wait list, as the IR text shows them.
/// The clause arguments directive `site` evaluates once into locals, a line each.
fn clause_values(out: &mut String, module: &Module<'_>, site: DataSite) {
    for v in module.clause_values.of(site) {
        let _ = writeln!(
            out,
            "  clause value {} {} = {} ({})",
            v.c_type,
            v.name,
            v.value,
            v.role.name()
        );
    }
}

fn queues(w: &WaitList) -> String {
    match w.queues.is_empty() {
        true => "every queue".to_string(),
        false => {
            let queues: Vec<String> = w.queues.iter().map(|q| format!("({q})")).collect();
            queues.join(", ")
        }
    }
}

struct Printer<'s> {
    sema: &'s Sema,
    sm: &'s SourceMap,
}

impl Printer<'_> {
    /// The runtime calls of one directive (a line), then its data operations.
    fn host_op(&self, out: &mut String, op: &HostOp) {
        let if_clause = |guard: &Option<String>| -> Vec<Condition> {
            guard.iter().cloned().map(Condition::If).collect()
        };
        let line = match op {
            HostOp::Region(r) => {
                let mut line = format!("calls{}", call_terms(&r.guard, &r.waits, &r.queue));
                if let Some(at) = r.deliver_at {
                    let _ = write!(
                        line,
                        ", delivers results at {}",
                        self.at(Span { lo: at, hi: at })
                    );
                }
                if r.cache_check {
                    line.push_str(", checks the --cache-check flag after");
                }
                if r.without_device == WithoutDevice::Fail {
                    line.push_str(", fails without a device");
                }
                line
            }
            HostOp::Data {
                guard,
                waits,
                queue,
                ..
            } => format!(
                "data begin/end{}",
                call_terms(&if_clause(guard), waits, queue)
            ),
            HostOp::Transfer {
                call,
                guard,
                waits,
                queue,
                ..
            } => format!(
                "{}{}",
                call.name(),
                call_terms(&if_clause(guard), waits, queue)
            ),
            HostOp::Wait {
                guard,
                queues: list,
                queue,
                ..
            } => format!(
                "wait for {}{}",
                queues(list),
                call_terms(&if_clause(guard), &[], queue)
            ),
            HostOp::HostData {
                use_device,
                if_present,
                ..
            } => {
                let vars: Vec<String> = use_device
                    .iter()
                    .map(|v| match v.addressed {
                        true => v.name.clone(),
                        false => format!("{} (no address)", v.name),
                    })
                    .collect();
                let present = if *if_present { ", if_present" } else { "" };
                format!("use_device {}{present}", vars.join(", "))
            }
            HostOp::Declare { scope, .. } => match scope {
                DeclareScope::File => "declare for the program".to_string(),
                DeclareScope::Block { end, exits } => {
                    let mut line = format!(
                        "declare to the end of its block at {}",
                        self.at(Span { lo: *end, hi: *end })
                    );
                    if !exits.is_empty() {
                        let _ = write!(line, " and the exits at [{}]", self.spans(exits));
                    }
                    line
                }
            },
        };
        let _ = writeln!(out, "  host {line}");
        data_ops(out, op.ops());
        if let HostOp::Region(r) = op {
            for launch in &r.launches {
                launch_text(out, launch, self.sm);
            }
        }
    }

    /// `line:col` of the start of `span` in the user's file; `file:line:col` with the
    /// file's bare name when it is another file than the main one (a header).
    fn at(&self, span: Span) -> String {
        let location = self.sm.locate(span);
        let main = self.sm.file_names().first().map(String::as_str);
        if Some(location.file.as_str()) == main {
            return format!("{}:{}", location.line, location.col);
        }
        let bare = location.file.rsplit('/').next().unwrap_or_default();
        format!("{bare}:{}:{}", location.line, location.col)
    }

    fn spans(&self, spans: &[Span]) -> String {
        spans
            .iter()
            .map(|&s| self.at(s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn name(&self, sym: SymbolId) -> &str {
        self.sema
            .symbols
            .symbols
            .get(sym)
            .map_or("?", |s| s.name.as_str())
    }

    fn names(&self, syms: &[SymbolId]) -> String {
        syms.iter()
            .map(|&s| self.name(s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// One version of a routine: its name and pointer spaces, its parameters by role, where
    /// its result points, and the versions it calls.
    fn routine_version(&self, out: &mut String, v: &RoutineVersion) {
        let params: Vec<String> = (v.params.iter())
            .map(|p| match *p {
                RoutineParam::User { sym, pointer: None } => self.name(sym).to_string(),
                RoutineParam::User {
                    sym,
                    pointer: Some(space),
                } => format!("{} in {}", self.name(sym), spaces_text(&[space])),
                RoutineParam::Global {
                    sym,
                    through_pointer,
                } => {
                    let through = if through_pointer {
                        " through pointer"
                    } else {
                        ""
                    };
                    format!("global {}{through}", self.name(sym))
                }
            })
            .collect();
        let mut line = format!("  {}", v.key.device);
        if !v.key.spaces.is_empty() {
            let _ = write!(line, " {}", spaces_text(&v.key.spaces));
        }
        let _ = write!(line, ": parameters ({})", params.join(", "));
        if let Some(space) = v.returned {
            let _ = write!(line, ", result into {}", spaces_text(&[space]));
        }
        for c in &v.calls {
            let _ = write!(line, ", calls {} {}", c.device, spaces_text(&c.spaces));
        }
        let _ = writeln!(out, "{line}");
    }

    fn region(&self, out: &mut String, index: usize, region: &ComputeRegion<'_>) {
        let kind = format!("{:?}", region.kind).to_lowercase();
        let combined = if region.is_combined() { " loop" } else { "" };
        let _ = writeln!(
            out,
            "region {index}: {kind}{combined} at {} in {}",
            self.at(region.pragma.span),
            region.function
        );
        if let Some(later) = &region.results_later {
            let _ = writeln!(
                out,
                "  results of {} delivered at {}, after the constructs at [{}]",
                self.names(&later.vars),
                self.at(Span {
                    lo: later.deliver_at,
                    hi: later.deliver_at
                }),
                self.spans(&later.meanwhile)
            );
        }
        out.push_str("  variables\n");
        for v in &region.vars {
            let mut flags = Vec::new();
            if v.implicit {
                flags.push("implicit");
            }
            if v.read {
                flags.push("read");
            }
            if v.written {
                flags.push("written");
            }
            if v.section {
                flags.push("section");
            }
            if v.first_element {
                flags.push("first element");
            }
            if region.named_outside.contains(&v.sym) {
                flags.push("named outside");
            }
            let attr = match v.attr {
                accc_sema::data_attr::DataAttr::Reduction(op) => {
                    format!("reduction({})", op.as_str())
                }
                other => other.as_str().to_string(),
            };
            let _ = writeln!(
                out,
                "    {} {attr} [{}] extent {} first use {}",
                v.name,
                flags.join(", "),
                v.extent,
                self.at(v.first_use)
            );
        }
        if region.loops.is_empty() {
            out.push_str("  no loops\n");
        } else {
            out.push_str("  loops\n");
            for l in &region.loops {
                self.loop_tree(out, l, 2);
            }
        }
        if let Some(outline) = &region.outline {
            self.outline(out, outline, &region.kernels);
        }
    }

    /// The kernels a region becomes (`ComputeRegion::outline`), with the decisions about
    /// each (`ComputeRegion::kernels`) where they are made.
    fn outline(
        &self,
        out: &mut String,
        outline: &crate::kernel::outline::Outline,
        kernels: &[crate::kernel::KernelDecisions],
    ) {
        use crate::kernel::outline::Unit;
        let mut head = format!("  outline: block {}", outline.block);
        if let Some(r) = &outline.refused_vector_length {
            let warned = if r.warned { ", warned" } else { "" };
            let _ = write!(
                head,
                ", `vector_length` at {} refused ({:?}){warned}",
                self.at(r.clause),
                r.why
            );
        }
        let _ = writeln!(out, "{head}");
        let at = |lo: u32| self.at(Span { lo, hi: lo });
        for (k, unit) in outline.units.iter().enumerate() {
            let what = match unit {
                Unit::Loop {
                    stmt,
                    fused,
                    shape,
                    contents,
                } => {
                    let fused = if *fused {
                        ", fused with its vector loop"
                    } else {
                        ""
                    };
                    format!(
                        "loop at {}{fused}; {}\n      {}",
                        at(*stmt),
                        self.loop_shape(shape),
                        self.loop_contents(contents)
                    )
                }
                Unit::Serial { stmts } => {
                    format!("one thread, statements at {}", self.spans(stmts))
                }
                Unit::Gang {
                    loop_vars,
                    reductions,
                    gang_loops,
                    warnings,
                } => {
                    let loops: Vec<String> = gang_loops.iter().map(|&l| at(l)).collect();
                    let reductions: Vec<String> = reductions
                        .iter()
                        .map(|r| format!("{}:{}", r.op.as_str(), r.name))
                        .collect();
                    format!(
                        "one thread per gang, gang loops at [{}], loop variables [{}], reductions [{}]{}",
                        loops.join(", "),
                        self.names(loop_vars),
                        reductions.join(", "),
                        warned(warnings)
                    )
                }
            };
            let _ = writeln!(out, "    kernel {k}: {what}");
            if let Some(decided) = kernels.get(k) {
                let _ = writeln!(out, "      decided: {}", self.decided(&decided.kernel));
                if let Some(body) = body_lowering(&decided.kernel) {
                    let _ = writeln!(out, "      body: {body}");
                }
                if let Some(twin) = &decided.strips_twin {
                    let _ = writeln!(out, "      column-strips twin: {}", self.decided(twin));
                }
            }
        }
    }

    /// A kernel's launch and what it takes, as the `kernels` pass decided them (its body's
    /// lowering apart: [`body_lowering`]).
    fn decided(&self, d: &crate::kernel::Decisions) -> String {
        let packed = match d.packed_gangs {
            Some(gangs) => format!(" ({gangs} packed gangs)"),
            None => String::new(),
        };
        let errors = d.errors().count() + d.space_errors.len();
        format!(
            "block {}{packed}, grid {}, {} partitioned loop(s), {} shared bytes before the cache's, {errors} error(s)",
            d.block,
            self.grid(&d.grid),
            d.partitioned.len(),
            d.shared_taken
        )
    }

    /// A loop kernel's contents (`kernel::outline::LoopContents`): its loop variables, and
    /// the variables it reduces, keeps private and elides headers of where it has any.
    fn loop_contents(&self, contents: &crate::kernel::outline::LoopContents) -> String {
        let mut text = format!(
            "contents: loop variables [{}]",
            self.names(&contents.loop_vars)
        );
        if !contents.reductions.is_empty() {
            let reductions: Vec<String> = (contents.reductions.iter())
                .map(|r| format!("{}:{}", r.op.as_str(), r.name))
                .collect();
            let _ = write!(text, ", reductions [{}]", reductions.join(", "));
        }
        if !contents.private.is_empty() {
            let _ = write!(text, ", private [{}]", self.names(&contents.private));
        }
        if !contents.firstprivate.is_empty() {
            let _ = write!(
                text,
                ", firstprivate [{}]",
                self.names(&contents.firstprivate)
            );
        }
        if !contents.elided_headers.is_empty() {
            let _ = write!(
                text,
                ", sunk headers at [{}]",
                self.spans(&contents.elided_headers)
            );
        }
        text
    }

    /// A loop kernel's shape (`kernel::outline::LoopShape`): its block, and what differs
    /// from one level of threads that take whole iterations.
    fn loop_shape(&self, shape: &crate::kernel::outline::LoopShape) -> String {
        let at = |lo: u32| self.at(Span { lo, hi: lo });
        let ats = |los: &[u32]| los.iter().map(|&l| at(l)).collect::<Vec<_>>().join(", ");
        let mut text = format!("block {}", shape.block);
        if !shape.worker_loops.is_empty() {
            let (vector, workers) = (shape.vector, shape.workers);
            let _ = write!(text, ", {vector} vector lanes × {workers} workers");
        }
        if !shape.vector_loops.is_empty() {
            let _ = write!(text, ", vector loops at [{}]", ats(&shape.vector_loops));
        }
        for (w, inner) in &shape.worker_loops {
            let _ = write!(text, ", worker loop at {} over [{}]", at(*w), ats(inner));
        }
        if let Some((tx, ty)) = shape.strip_tiles {
            let _ = write!(text, ", strip tiles {tx}×{ty}");
        }
        if let Some(g) = &shape.gang_grid {
            let _ = write!(text, ", grid of gangs in {} dimensions", g.inner.len() + 1);
        }
        if !shape.gang_shared.is_empty() {
            let _ = write!(text, ", gang-shared [{}]", self.names(&shape.gang_shared));
        }
        text + &warned(&shape.warnings)
    }

    fn loop_tree(&self, out: &mut String, l: &Loop<'_>, depth: usize) {
        let indent = "  ".repeat(depth);
        let var = match &l.canonical {
            Ok(c) => c.var_name.clone(),
            Err(_) => "(not canonical)".to_string(),
        };
        let mut line = format!("{indent}loop {var} at {}: ", self.at(l.stmt.span));
        line.push_str(&schedule_text(&l.schedule));
        if l.collapse > 1 {
            let _ = write!(line, ", collapse {}", l.collapse);
        }
        if l.collapsed_into_parent {
            line.push_str(", collapsed into its parent");
        }
        if l.sunk.is_some() {
            line.push_str(", intervening code sunk");
        }
        if l.openmp_normalised {
            line.push_str(", OpenMP header normalised");
        }
        if l.openmp_collapse < l.collapse {
            let _ = write!(line, ", OpenMP collapses {}", l.openmp_collapse);
        }
        let _ = writeln!(out, "{line}");
        for r in &l.reductions {
            let implicit = if r.implicit { " (implicit)" } else { "" };
            let _ = writeln!(
                out,
                "{indent}  reduction {}:{}{implicit}",
                r.op.as_str(),
                r.name
            );
        }
        if !l.private.is_empty() {
            let _ = writeln!(out, "{indent}  private {}", self.names(&l.private));
        }
        if !l.firstprivate.is_empty() {
            let _ = writeln!(
                out,
                "{indent}  firstprivate {}",
                self.names(&l.firstprivate)
            );
        }
        for race in &l.races {
            let _ = writeln!(out, "{indent}  race: {}", race.message);
        }
        for child in &l.children {
            self.loop_tree(out, child, depth + 1);
        }
    }

    fn kernel(&self, out: &mut String, k: &Kernel) {
        let _ = writeln!(out, "  kernel {}", k.name);
        let _ = writeln!(out, "    shape {}", self.shape(&k.shape));
        let serial = if k.serial() { " (serial)" } else { "" };
        let _ = writeln!(
            out,
            "    block {}{serial}, grid {}",
            k.block,
            self.grid(&k.grid)
        );
        let _ = writeln!(
            out,
            "    iterations {}, {} per thread",
            k.iterations(),
            k.iterations_per_thread()
        );
        self.kernel_layout(out, k);
        if k.params.is_empty() {
            out.push_str("    no parameters\n");
        } else {
            out.push_str("    parameters\n");
            for p in &k.params {
                let _ = writeln!(out, "      {}", param_text(p, self.sm));
            }
        }
        self.kernel_facts(out, k);
        for s in &k.body {
            match s {
                KStmt::Shared {
                    declaration,
                    bytes,
                    align,
                } => {
                    let size = bytes.map_or("size unknown".to_string(), |b| format!("{b} bytes"));
                    let align = align
                        .map(|a| format!(", aligned to {a}"))
                        .unwrap_or_default();
                    let _ = writeln!(out, "    shared {declaration} ({size}{align})");
                }
                KStmt::Reduce(r) => {
                    let method = if r.shuffles {
                        "warp shuffles"
                    } else {
                        "a tree"
                    };
                    if let Some(e) = &r.elements {
                        let _ = writeln!(
                            out,
                            "    reduce the elements {}[{} + k], k < {}, one at a time:",
                            e.copy, e.first, e.count
                        );
                    }
                    let join = match &r.join {
                        Join::Atomic { target } => format!("an atomic update of {target}"),
                        Join::LastBlock {
                            target,
                            accumulator,
                        } => format!("{accumulator}, the last block into *{target}"),
                        Join::Complex {
                            target,
                            accumulator,
                        } => format!("complex parts through {accumulator} into *{target}"),
                    };
                    let _ = writeln!(
                        out,
                        "    reduce {}:{} ({}) across {} threads by {method} in {}, then {join}",
                        r.op.as_str(),
                        r.partial,
                        r.ty.spelling(),
                        r.block,
                        r.buffer,
                    );
                }
                KStmt::Iterations(it) => {
                    let form = match &it.form {
                        LoopForm::GridStride { first, stride, .. } => {
                            format!("a grid-stride loop from {first}, step {stride}")
                        }
                        LoopForm::StripTiles { tx, ty } => format!("strip-mined tiles {tx} × {ty}"),
                        LoopForm::Tile2D { tx, ty } => {
                            format!("2-D tiles of {ty} gang iterations × {tx} columns")
                        }
                        LoopForm::Uniform {
                            per_block,
                            per_thread,
                            ..
                        } => format!(
                            "uniform rounds of {per_block} iterations a block, {per_thread} a thread"
                        ),
                        LoopForm::ColumnStrips { block, .. } => {
                            format!("column strips {block} wide")
                        }
                        LoopForm::Serial => "one thread".to_string(),
                        LoopForm::GangRedundant => "every thread, gang-redundant".to_string(),
                    };
                    let _ = writeln!(out, "    iterations: {form}");
                    // How a uniform round's threads learn its width (the iteration pass).
                    if let SpaceForm::Uniform { width, .. } = &k.space.form {
                        let _ = writeln!(out, "    round width: {width:?}");
                    }
                }
                KStmt::Text(_) => {}
            }
        }
        let lines: usize = k
            .body
            .iter()
            .map(|s| match s {
                KStmt::Text(t) => t.lines().count(),
                KStmt::Iterations(it) => {
                    (it.setup.lines().count() + it.header.lines().count() + it.code.lines().count())
                        + 2
                }
                KStmt::Shared { .. } | KStmt::Reduce(_) => 0,
            })
            .sum();
        let constants = k.constants.lines().count();
        let _ = writeln!(
            out,
            "    body {lines} lines, constant declarations {constants} lines"
        );
    }

    /// How the iterations meet the threads: the facts beside the shape and the grid.
    fn kernel_layout(&self, out: &mut String, k: &Kernel) {
        let mut facts = Vec::new();
        if let Some(rows) = k.rows_per_gang() {
            facts.push(format!("rows per gang {rows}"));
        }
        if let Some(width) = k.tile_width() {
            facts.push(format!("tile width {width}"));
        }
        if let Some((inner, outer)) = k.strip_tiles() {
            facts.push(format!("strip tiles {inner}x{outer}"));
        }
        if let Some(tile) = k.tile_iterations {
            facts.push(format!("tile iterations {tile}"));
        }
        if let Some(gangs) = k.packed_gangs {
            facts.push(format!("packed gangs {gangs}"));
        }
        if k.column_strips() {
            facts.push("column strips".to_string());
        }
        if k.strips_possible() {
            facts.push("strips possible".to_string());
        }
        if !facts.is_empty() {
            let _ = writeln!(out, "    {}", facts.join(", "));
        }
        block_choice(out, &k.block_choice);
        if let Some(g) = &k.gang_grid {
            let outer = g.outer.as_deref().unwrap_or("one per iteration");
            let _ = writeln!(
                out,
                "    gang grid: inner [{}], outer {outer}",
                (g.inner.iter().map(|e| e.text(self.sm)))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            for (row, dim1) in &g.rows {
                let _ = writeln!(
                    out,
                    "      dim 2 loop {} over dim 1 loops [{}]",
                    self.at(*row),
                    self.spans(dim1)
                );
            }
        }
        if let Some(ignored) = &k.ignored_vector_length {
            let _ = writeln!(
                out,
                "    ignored vector_length({}): {:?}",
                ignored.written, ignored.why
            );
        }
    }

    /// What the compiler feedback reports of the kernel's memory and strips.
    fn kernel_facts(&self, out: &mut String, k: &Kernel) {
        for u in &k.shared_memory {
            let size = u
                .bytes
                .map_or("size unknown".to_string(), |b| format!("{b} bytes"));
            let _ = writeln!(
                out,
                "    shared memory for {}: {} x {} ({size}), {:?}",
                u.variable,
                u.slots,
                u.ty.spelling(),
                u.purpose
            );
        }
        for report in &k.cache_reports {
            cache_report(out, report);
        }
        self.kernel_cache(out, &k.cache);
        let mut regions: Vec<_> = k.cache.regions.iter().collect();
        regions.sort_by_key(|r| r.plan.id);
        for region in regions {
            let _ = writeln!(
                out,
                "    cache region at line {}: {}",
                region.plan.line,
                region_steps(region)
            );
            region_interleaving(out, &region.plan);
            region_accesses(out, region);
        }
        for p in &k.partitioned {
            let _ = writeln!(out, "    {}", self.partitioned(p));
        }
        for g in &k.reductions.gang {
            let _ = writeln!(out, "    {}", gang_reduction(g));
        }
        for v in &k.capture.variables {
            let _ = writeln!(out, "    captured {}: {}", v.name, captured(&v.how));
        }
        for m in &k.capture.member_pointers {
            let _ = writeln!(
                out,
                "    member pointer {}{}: {}",
                self.name(m.sym),
                m.path,
                device_pointer(&m.pointer)
            );
        }
        if let Some(twin) = &k.strips_twin {
            let _ = writeln!(out, "    strips twin {twin}");
        }
        for (read, ahead) in &k.prefetched {
            let _ = writeln!(out, "    prefetched {read}, {ahead} ahead");
        }
        for family in &k.carried {
            let _ = writeln!(out, "    carried {}", family.join(" <- "));
        }
        for size in &k.unapplied_sizes {
            let _ = writeln!(
                out,
                "    unapplied size {} at {}: {:?}",
                size.written,
                self.at(size.at),
                size.instead
            );
        }
    }

    /// The cache planner's kernel-level facts (`Kernel::cache`), on one line where it
    /// decided anything beyond one iteration a thread.
    fn kernel_cache(&self, out: &mut String, cache: &crate::tile::KernelCache) {
        let mut facts = Vec::new();
        let line = |id: u32| {
            (cache.planned.iter().find(|p| p.id == id))
                .map_or("?".to_string(), |p| p.line.to_string())
        };
        if let Some((gang, columns, rows)) = &cache.tile {
            facts.push(format!("tile {columns} x {rows} over {}", gang.name));
        }
        if let Some(c) = &cache.coarse {
            let rows = if c.adjacent {
                "adjacent"
            } else {
                "a block apart"
            };
            facts.push(format!(
                "coarse: {} rows a thread ({rows}) for the region at line {}",
                c.rows_per_thread,
                line(c.region)
            ));
        }
        if let Some(l) = &cache.uniform_loop {
            facts.push(format!("uniform loop {}", l.name));
        }
        if !cache.uniform_vectors.is_empty() {
            let vectors: Vec<String> = (cache.uniform_vectors.iter())
                .map(|(lo, l)| format!("{} at {}", l.name, self.at(Span { lo: *lo, hi: *lo })))
                .collect();
            facts.push(format!("uniform vector loops [{}]", vectors.join(", ")));
        }
        if cache.per_thread != 1 {
            facts.push(format!("{} iterations a thread", cache.per_thread));
        }
        for c in &cache.constants {
            facts.push(format!(
                "constant copy of {} ({} bytes from {}) for the region at line {}",
                self.name(c.sym),
                c.bytes,
                c.lower,
                line(c.region)
            ));
        }
        if cache.check_flag {
            facts.push("check flag".to_string());
        }
        if !facts.is_empty() {
            let _ = writeln!(out, "    cache: {}", facts.join(", "));
        }
    }

    fn shape(&self, shape: &KernelShape) -> String {
        match shape {
            KernelShape::Loop {
                stmt,
                collapse,
                fused_vector_loop,
                vector_loops,
                worker_loops,
            } => {
                let mut text = format!("loop at {}, collapse {collapse}", self.at(*stmt));
                if let Some(fused) = fused_vector_loop {
                    let _ = write!(text, ", fused vector loop {}", self.at(*fused));
                }
                if !vector_loops.is_empty() {
                    let _ = write!(text, ", vector loops [{}]", self.spans(vector_loops));
                }
                for w in worker_loops {
                    let _ = write!(text, ", {}", self.worker_loop(w));
                }
                text
            }
            KernelShape::Serial { first, last } => {
                format!("serial from {} to {}", self.at(*first), self.at(*last))
            }
            KernelShape::GangRedundant { gang_loops } => {
                let mut text = "gang-redundant".to_string();
                if !gang_loops.is_empty() {
                    let loops: Vec<String> = gang_loops
                        .iter()
                        .map(|l| format!("{} collapse {}", self.at(l.stmt), l.collapse))
                        .collect();
                    let _ = write!(text, ", gang loops [{}]", loops.join(", "));
                }
                text
            }
        }
    }

    /// A partitioned loop on one line: where, its form, its lanes, its reductions and
    /// their combination, the barrier after it.
    fn partitioned(&self, p: &Partitioned) -> String {
        let form = match &p.form {
            Form::Stride => "stride".to_string(),
            Form::UniformRounds {
                tile_columns,
                width,
                trip_count,
            } => {
                let tile =
                    tile_columns.map_or(String::new(), |tx| format!(" in a tile of {tx} columns"));
                let trips = trip_count.map_or(String::new(), |t| format!(", {t} iterations"));
                format!("uniform rounds{tile} (width {width:?}{trips})")
            }
            Form::WorkerRounds { workers, guarded } => {
                format!(
                    "rounds of {workers} workers (guarded [{}])",
                    self.spans(guarded)
                )
            }
        };
        let lanes = match (p.block, &p.lanes) {
            (None, _) => "the launch's threads".to_string(),
            (Some(block), Lanes::Block) => format!("the {block} threads of a block"),
            (Some(_), Lanes::Gangs { dim }) => format!("the blocks of the dimension-{dim} gangs"),
            (Some(_), Lanes::Rows { dim }) => format!("the rows of the dimension-{dim} gangs"),
            (Some(_), Lanes::Workers { vector, workers }) => {
                format!("{workers} workers of {vector} lanes")
            }
            (Some(_), Lanes::WorkerVector { vector, worker }) => {
                format!("the {vector} lanes of the worker of {}", self.at(*worker))
            }
        };
        let mut text = format!("partitioned loop {}: {form} over {lanes}", self.at(p.stmt));
        for r in &p.reductions {
            let combine = match r.combine {
                Combine::Shuffles => "shuffles",
                Combine::Tree => "a tree",
            };
            let _ = write!(
                text,
                ", reduces {} ({:?}) over {} lanes by {combine}",
                self.name(r.sym),
                r.op,
                r.group
            );
            if let Contribution::FirstOfWorker { vector } = r.contribution {
                let _ = write!(text, " from the first of each {vector}");
            }
        }
        if p.barrier_after {
            text.push_str(", barrier after");
        }
        text
    }

    fn worker_loop(&self, w: &WorkerLoop) -> String {
        format!(
            "worker loop {} ({} workers x {} vector, vector loops [{}])",
            self.at(w.stmt),
            w.workers,
            w.vector,
            self.spans(&w.vector_loops)
        )
    }

    fn grid(&self, grid: &Grid) -> String {
        match grid {
            Grid::One => "one block".to_string(),
            Grid::NumGangs(text, Some(value)) => format!("num_gangs({text}) = {value}"),
            Grid::NumGangs(text, None) => format!("num_gangs({text})"),
            Grid::Runtime => "chosen by the runtime".to_string(),
            Grid::PerRows(rows) => format!("one block per {rows} gang iterations"),
            Grid::PackedGangs(gangs) => format!("packed gangs, {gangs} a block"),
            Grid::PerTile(tile) => format!("one block per tile of {tile} iterations"),
            Grid::ColumnStrips => "column strips".to_string(),
            Grid::GangGrid {
                dims,
                num_gangs,
                dim1_loops,
            } => format!(
                "gang grid of {dims} dimensions, num_gangs [{}], dim 1 loops [{}]",
                num_gangs.join(", "),
                self.spans(dim1_loops)
            ),
        }
    }
}

/// How many warnings an outlined kernel raises, where it raises any.
fn warned(warnings: &[accc_front::Diagnostic]) -> String {
    match warnings.len() {
        0 => String::new(),
        n => format!(", {n} warning(s)"),
    }
}

fn schedule_text(schedule: &Schedule) -> String {
    match schedule {
        Schedule::Undecided => "undecided".to_string(),
        Schedule::Parallel {
            gang,
            worker,
            vector,
        } => {
            let levels: Vec<&str> = [(*gang, "gang"), (*worker, "worker"), (*vector, "vector")]
                .into_iter()
                .filter_map(|(on, name)| on.then_some(name))
                .collect();
            if levels.is_empty() {
                "parallel (no level)".to_string()
            } else {
                levels.join(" ")
            }
        }
        Schedule::Sequential { reason } => format!("seq ({})", seq_reason(reason)),
    }
}

/// The block a kernel's shape runs on, where it is not the outline's.
fn block_choice(out: &mut String, choice: &crate::kernel::block::BlockChoice) {
    use crate::kernel::block::BlockReason;
    let why = match choice.why {
        BlockReason::Outlined => return,
        BlockReason::FcwTile { columns, rows } => format!("the fcw tile of {rows} x {columns}"),
        BlockReason::SquareCacheTile => "2-D cache tiles".to_string(),
        BlockReason::FixedSharedRanges => "shared cache ranges fixed for the block".to_string(),
    };
    let _ = writeln!(
        out,
        "    block {} for {why} (outlined {})",
        choice.block, choice.outlined
    );
}

/// What a cache region became: ignored, or what it staged and each variable's copy.
fn cache_report(out: &mut String, report: &CacheReport) {
    let line = report.line;
    let region = match &report.outcome {
        CacheOutcome::Ignored(why) => {
            let _ = writeln!(out, "    cache at line {line}: ignored, {why}");
            return;
        }
        CacheOutcome::Made(region) => region,
    };
    let mut made = Vec::new();
    if let Some(st) = &region.staged {
        made.push(format!("staged loop {}, tiles of {}", st.var, st.tile));
    }
    if let Some(n) = &region.neighbourhoods_of {
        made.push(format!("neighbourhoods of loop {n}"));
    }
    let made: String = made.iter().map(|m| format!(", {m}")).collect();
    let _ = writeln!(out, "    cache at line {line}{made}");
    for v in &region.vars {
        let mut facts = vec![format!("{:?}", v.mode), v.implementation.name().to_string()];
        if v.checked {
            facts.push("checked".to_string());
        }
        if let Some(write) = v.write {
            facts.push(format!("written {write:?}"));
        }
        facts.push(format!("{} bytes", v.bytes));
        if v.pad > 0 {
            facts.push(format!("pad {}", v.pad));
        }
        if let Some(g) = &v.interleaved {
            facts.push(format!(
                "slot {} of {} with {}",
                g.slot,
                g.width,
                g.with.join(", ")
            ));
        }
        if let Some(w) = &v.window {
            facts.push(format!(
                "register window of {} iterations, {} elements",
                w.per_thread, w.elements
            ));
        }
        let _ = writeln!(
            out,
            "      {}: {}; {}",
            v.text,
            facts.join(", "),
            sharing(&v.sharing)
        );
    }
    for (v, why) in &region.not_cached {
        let _ = writeln!(out, "      not {v}: {why}");
    }
}

/// Who shares a cached copy (dimensions counted from 1).
fn sharing(s: &Sharing) -> String {
    match s {
        Sharing::StagedTile => "a staged tile of the block".to_string(),
        Sharing::Constant => "constant for every iteration and launch".to_string(),
        Sharing::Gang { threads } => format!("shared by the gang's {threads} threads"),
        Sharing::Block { along, rows } => {
            let mut text = "shared by the block".to_string();
            if let Some(a) = along {
                let width = match a.width {
                    SharingWidth::Fixed => "fixed".to_string(),
                    SharingWidth::Counted => "counted".to_string(),
                    SharingWidth::Argument(None) => "argument".to_string(),
                    SharingWidth::Argument(Some(why)) => format!("argument ({why:?})"),
                };
                let _ = write!(
                    text,
                    " along loop {} (dim {}, {} per iteration, width {width}",
                    a.loop_name,
                    a.dim + 1,
                    a.per_iteration
                );
                if let Some(columns) = a.tile_columns {
                    let _ = write!(text, ", lane % {columns}");
                }
                text.push(')');
            }
            if let Some(r) = rows {
                let _ = write!(
                    text,
                    " along the rows of a {}x{} tile on {}x{} threads (gang loop {}, dim {}, {} per row)",
                    r.columns,
                    r.rows,
                    r.columns,
                    r.thread_rows,
                    r.gang_loop,
                    r.dim + 1,
                    r.per_row
                );
            }
            if along.is_none() && rows.is_none() {
                text.push_str(", the same range for all");
            }
            text
        }
        Sharing::Private { why } => match why {
            Some(why) => format!("private ({why})"),
            None => "private".to_string(),
        },
    }
}

fn seq_reason(reason: &SeqReason) -> String {
    match reason {
        SeqReason::Requested => "requested".to_string(),
        SeqReason::Serial => "serial construct".to_string(),
        SeqReason::InnerLevel => "every level used outside".to_string(),
        SeqReason::NoDirective => "no loop directive".to_string(),
        SeqReason::Dependence(why) => format!("dependence: {why}"),
    }
}

fn param_text(p: &Param, sm: &SourceMap) -> String {
    match p {
        Param::DevicePtr {
            name,
            pointee,
            host,
            delta,
            device_address,
            restrict,
            absent_ok,
            role,
        } => {
            let mut flags = Vec::new();
            if *role == PointerRole::CacheCheckFlag {
                flags.push("--cache-check flag".to_string());
            }
            if *restrict {
                flags.push("restrict".to_string());
            }
            if *absent_ok {
                flags.push("may be absent".to_string());
            }
            if *device_address {
                flags.push("device address".to_string());
            }
            if let Some(delta) = delta {
                flags.push(format!("delta {delta}"));
            }
            let flags = if flags.is_empty() {
                String::new()
            } else {
                format!(" ({})", flags.join(", "))
            };
            format!(
                "device pointer {name} to {} = {}{flags}",
                pointee.spelling(),
                host.text(sm)
            )
        }
        Param::Value {
            name,
            ty,
            host,
            role,
        } => match role {
            ValueRole::Other => format!("value {name}: {} = {}", ty.spelling(), host.text(sm)),
            role => format!(
                "value {name} [{role:?}]: {} = {}",
                ty.spelling(),
                host.text(sm)
            ),
        },
        Param::Accumulator {
            name,
            pointee,
            host,
            identity,
        } => format!(
            "accumulator {name} of {} for {}, identity {identity}",
            pointee.spelling(),
            host.text(sm)
        ),
        Param::ConstantCopy {
            symbol,
            host,
            bytes,
        } => format!("constant copy {symbol}: {bytes} bytes of {}", host.text(sm)),
    }
}

/// A cache region's steps in order, its variables by name: `range a[0], barrier, fetch
/// shared {a b} …`.
fn region_steps(region: &crate::tile::CacheRegion) -> String {
    use crate::tile::{Fence, RegionStep};
    let name = |k: usize| region.plan.vars.get(k).map_or("?", |v| v.name.as_str());
    let guard = |guarded: bool| if guarded { " (guarded)" } else { "" };
    let step = |s: &RegionStep| match s {
        RegionStep::PublishStart { var, dim } => format!("publish start {}[{dim}]", name(*var)),
        RegionStep::Range { var, dim } => format!("range {}[{dim}]", name(*var)),
        RegionStep::Barrier(Fence::Shared) => "barrier".to_string(),
        RegionStep::Barrier(Fence::SharedAndGlobal) => "barrier (global memory too)".to_string(),
        RegionStep::FetchShared { groups } => {
            let groups: Vec<String> = groups
                .iter()
                .map(|g| {
                    let names: Vec<&str> = g.iter().map(|&k| name(k)).collect();
                    format!("{{{}}}", names.join(" "))
                })
                .collect();
            format!("fetch shared {}", groups.join(" "))
                .trim_end()
                .to_string()
        }
        RegionStep::FetchPrivate { guarded } => format!("fetch private{}", guard(*guarded)),
        RegionStep::Statements { guarded } => format!("statements{}", guard(*guarded)),
        RegionStep::ChannelStatements => match &region.plan.guards {
            Some(g) => format!("statements (predicated, channel barriers) {}", guarded(g)),
            None => "statements (predicated, channel barriers)".to_string(),
        },
        RegionStep::ClearDirty { vars } => {
            let names: Vec<&str> = vars.iter().map(|&k| name(k)).collect();
            format!("clear dirty {{{}}}", names.join(" "))
        }
        RegionStep::WriteBackShared => "write back shared".to_string(),
        RegionStep::WriteBackPrivate { guarded } => {
            format!("write back private{}", guard(*guarded))
        }
    };
    region.steps.iter().map(step).collect::<Vec<_>>().join(", ")
}

/// The groups of a region's copies stored side by side, a line per group, its members
/// in slot order: `interleaved x y z m`.
fn region_interleaving(out: &mut String, plan: &crate::tile::RegionPlan) {
    for leader in 0..plan.vars.len() {
        let leads = |g: &Option<crate::tile::Interleaved>| g.is_some_and(|g| g.leader == leader);
        if !plan.interleaved.get(leader).is_some_and(leads) {
            continue;
        }
        let mut members: Vec<(usize, &str)> = (plan.vars.iter().zip(&plan.interleaved))
            .filter(|(_, g)| leads(g))
            .filter_map(|(o, g)| g.map(|g| (g.slot, o.name.as_str())))
            .collect();
        members.sort();
        let names: Vec<&str> = members.iter().map(|(_, name)| *name).collect();
        let _ = writeln!(out, "      interleaved {}", names.join(" "));
    }
}

/// Where a region's copies start and how its accesses reach them, a line per copy and
/// per access: `copy a: moving 1 per lane, relative at 1 × lane`, `access at line 12: a
/// read [relative h0]`.
fn region_accesses(out: &mut String, region: &crate::tile::CacheRegion) {
    use crate::tile::access::{AccessForm, IndexForm, Mover, Place, RangeStart, WindowTerm};
    let name = |k: usize| region.plan.vars.get(k).map_or("?", |v| v.name.as_str());
    let place = |p: &Place| match p {
        Place::Origin => "the start".to_string(),
        Place::Lane { rho } => format!("{rho} × lane"),
        Place::TileColumn { rho } => format!("{rho} × tile column"),
        Place::TileRow { rho } => format!("{rho} × tile row"),
    };
    let accesses = &region.accesses;
    for (k, dims) in accesses.placement.iter().enumerate() {
        let dims: Vec<String> = dims
            .iter()
            .map(|d| {
                let start = match d.start {
                    RangeStart::Lower => "from lower".to_string(),
                    RangeStart::StagedTile => "the staged tile".to_string(),
                    RangeStart::Moving {
                        rho,
                        mover,
                        published,
                    } => {
                        let mover = match mover {
                            Mover::Lane => "lane",
                            Mover::WindowLane => "window lane",
                            Mover::TileColumn => "tile column",
                            Mover::TileRow => "tile row",
                        };
                        let published = if published { " (published)" } else { "" };
                        format!("moving {rho} per {mover}{published}")
                    }
                };
                match &d.relative {
                    Some(p) => format!("{start}, relative at {}", place(p)),
                    None => start,
                }
            })
            .collect();
        let _ = writeln!(out, "      copy {}: {}", name(k), dims.join("; "));
    }
    for a in &accesses.accesses {
        let form = match a.form {
            AccessForm::Read => "read".to_string(),
            AccessForm::Assign { op } => format!("{}=", op.map_or("", |o| o.as_str())),
            AccessForm::Step { up, postfix } => {
                let step = if up { "++" } else { "--" };
                if postfix {
                    format!("x{step}")
                } else {
                    format!("{step}x")
                }
            }
            AccessForm::ChannelStore => "channel store".to_string(),
        };
        let indices: String = a
            .indices
            .iter()
            .map(|i| {
                let form = match i.form {
                    IndexForm::Relative(_) => "relative",
                    IndexForm::FromStart => "from start",
                };
                match i.hoisted {
                    Some(slot) => format!("[{form} h{slot}]"),
                    None => format!("[{form}]"),
                }
            })
            .collect();
        let window = match &a.window {
            Some(terms) => {
                let terms: Vec<String> = terms
                    .iter()
                    .map(|t| match t {
                        WindowTerm::Constant(c) => format!("{c}"),
                        WindowTerm::Scaled { by, name, .. } => format!("{by} × {name}"),
                    })
                    .collect();
                let terms = if terms.is_empty() {
                    "0".to_string()
                } else {
                    terms.join(" + ")
                };
                format!(", window at [{terms}]")
            }
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "      access at line {}: {} {form} {indices}{window}",
            a.line,
            name(a.var)
        );
    }
}

/// An `fcw` block's guards (`crate::fcw`) in one line: `run(p)` a statement under
/// predicate `p` (`block`: the threads with an iteration), `declare(p)`, `jump`,
/// `if{…}` a uniform condition, `pN{…}` a split condition with its predicate, `loop{…}`,
/// `{…}` a block, `write(p)` a channel write, `barrier` an `fcw_barrier`.
fn guarded(g: &crate::fcw::Guarded) -> String {
    use crate::fcw::{How, Pred};
    fn pred(p: &Pred) -> String {
        match p {
            Pred::Block => "block".to_string(),
            Pred::Holds(n) => format!("p{n}"),
            Pred::Else { outer, not } => format!("{} !p{not}", pred(outer)),
        }
    }
    let branches = |then: &crate::fcw::Guarded, els: &Option<Box<crate::fcw::Guarded>>| match els {
        Some(e) => format!("{{{}}} else {{{}}}", guarded(then), guarded(e)),
        None => format!("{{{}}}", guarded(then)),
    };
    let how = match &g.how {
        How::Run(p) => format!("run({})", pred(p)),
        How::Declare(p) => format!("declare({})", pred(p)),
        How::Jump => "jump".to_string(),
        How::UniformIf { then, els } => format!("if{}", branches(then, els)),
        How::SplitIf {
            pred: p,
            n,
            then,
            els,
        } => {
            format!("p{n} = {} and cond {}", pred(p), branches(then, els))
        }
        How::Loop(body) => format!("loop{{{}}}", guarded(body)),
        How::Items(items) => {
            let items: Vec<String> = items.iter().map(guarded).collect();
            format!("{{{}}}", items.join("; "))
        }
        How::ChannelWrite(p) => format!("write({})", pred(p)),
    };
    match g.barrier_before {
        true => format!("barrier; {how}"),
        false => how,
    }
}

/// How a variable reaches its kernel, as the capture pass decided it.
fn captured(how: &crate::kernel::capture::CaptureKind) -> String {
    use crate::kernel::capture::{CaptureKind, Scope};
    let per = |s: &Scope| match s {
        Scope::Iteration => "per iteration",
        Scope::Kernel => "per kernel",
    };
    match how {
        CaptureKind::LoopVariable => "loop variable".into(),
        CaptureKind::GangLoopVariable => "loop variable, one per work-item".into(),
        CaptureKind::Reduction => "reduction".into(),
        CaptureKind::Refused => "refused".into(),
        CaptureKind::GangShared { bytes } => match bytes {
            Some(b) => format!("gang-shared, {b} bytes"),
            None => "gang-shared".into(),
        },
        CaptureKind::Private { per: p } => format!("private {}", per(p)),
        CaptureKind::FirstprivateValue { param } => {
            format!("firstprivate per iteration, from value {param}")
        }
        CaptureKind::FirstprivateArray { per: p, pointer } => {
            format!(
                "firstprivate array {}, from {}",
                per(p),
                device_pointer(pointer)
            )
        }
        CaptureKind::PointerBits { param } => format!("pointer bits {param}"),
        CaptureKind::Value => "value".into(),
        CaptureKind::DevicePointer {
            pointer,
            cache_constant,
        } => format!(
            "device pointer {}{}",
            device_pointer(pointer),
            if *cache_constant {
                ", never written"
            } else {
                ""
            }
        ),
        CaptureKind::ThroughPointer { param } => format!("through its device copy {param}"),
    }
}

/// A device pointer of the capture record: its name, pointee and form.
fn device_pointer(p: &crate::kernel::capture::DevicePointer) -> String {
    let mut form = Vec::new();
    if p.device_address {
        form.push("device address".to_string());
    }
    if p.read_only {
        form.push("read-only".to_string());
    }
    if p.absent_ok {
        form.push("may be absent".to_string());
    }
    if p.anchor.is_some() {
        form.push("anchored".to_string());
    }
    if !p.extents.is_empty() {
        let names: Vec<&str> = p.extents.iter().map(|(n, _)| n.as_str()).collect();
        form.push(format!("extents [{}]", names.join(", ")));
    }
    let form = if form.is_empty() {
        String::new()
    } else {
        format!(" ({})", form.join(", "))
    };
    format!("{} to {}{form}", p.name, p.pointee.spelling())
}

/// A kernel's own reduction as the reductions pass decided it: what it reduces, how the
/// block combines and how the blocks join, and the parameters it takes.
fn gang_reduction(g: &crate::kernel::reduce::GangReduction) -> String {
    use crate::kernel::reduce::Reduced;
    let reduced = match &g.reduced {
        Reduced::Variable => "the variable".to_string(),
        Reduced::Member { partial } => format!("a member, partial {partial}"),
        Reduced::Section(s) => format!("a section, {} private elements", s.elements),
    };
    let method = if g.shuffles { "shuffles" } else { "a tree" };
    let params: Vec<String> = g.params.iter().map(|p| format!("{:?}", p.role())).collect();
    format!(
        "gang reduction {}:{} ({}) of {reduced}: {method} over {} threads, join {:?}, parameters [{}]",
        g.op.as_str(),
        g.shared.variable,
        g.ty.spelling(),
        g.block,
        g.join,
        params.join(", ")
    )
}

/// What a kernel's body lowers (`Decisions::body_lowering`), counted, with its body's
/// errors; `None` where it lowers nothing and has none.
fn body_lowering(d: &crate::kernel::Decisions) -> Option<String> {
    let lowered = &d.body_lowering;
    let complex = (lowered.complex.values())
        .chain(lowered.initializers.values())
        .filter(|v| v.is_some())
        .count();
    let counts = [
        (lowered.calls.len(), "call(s)"),
        (lowered.atomics.len(), "atomic statement(s)"),
        (complex, "complex value(s)"),
        (lowered.sizes.len(), "sizeof(s)"),
        (d.body_errors.len(), "error(s)"),
    ];
    let parts: Vec<String> = (counts.iter())
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("{n} {what}"))
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}
