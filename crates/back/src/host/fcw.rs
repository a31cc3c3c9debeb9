//! The CPU block model of `fcw` channels (`--target=host` and `--target=multicore`).
//!
//! A block is an OpenMP team. The communicating loop of a region whose `fcw` blocks have
//! channels (or `fcw_barrier`s) runs its iterations in blocks of `V`, one block after
//! another: each block is `#pragma omp parallel num_threads(w)` (`w` = the block's
//! iterations, `V` but in a partial last block), each thread one iteration, the loop body
//! as written inside (so what the body declares is private to its iteration, the rest
//! shared, as in the region). The team must have exactly `w` threads (`omp_set_dynamic(0)`
//! first, and a runtime error naming the directive otherwise): the iterations of a block
//! meet at its barriers.
//!
//! A `V×W` block (D A.3, Hotspot's 16×16) is `W` iterations of the combined construct's
//! loop (the worker loop) by `V` of a vector loop in its body. Both loops run in blocks,
//! the vector loop's blocks inside the worker loop's, one after another; block `(k, j)` is
//! a team of `w×v` threads (the iterations of the block along each loop), thread `t`
//! running worker iteration `kW + t / v` and vector iteration `jV + t % v`. The worker
//! loop's header and the vector loop's are replaced alike, so each thread runs its worker
//! iteration's body with the vector loop reduced to its own iteration. The shape that
//! keeps this the loops' meaning, which the `fcw` planner decides for every target
//! (`accc_ir::fcw::Nest`; [`vxw`] words it): only declarations before the vector loop,
//! which every thread of the iteration runs once per block of the vector loop, so their
//! initialisers must give the same value each time (no side effect, nothing the region
//! writes read); nothing after it; vector-loop bounds that do not depend on the worker
//! iteration (the blocks are counted once).
//!
//! A vector loop directly in the body of the combined construct's gang loop (Pathfinder's
//! ghost zone, D A.2: a gang iteration a block, its lanes the vector loop) is the same
//! model with `W` = 1: the gang loop's iterations run one after another, and in each the
//! vector loop runs in blocks of `V`, each a team of `v` threads; the shape rules are the
//! `V×W` block's, the gang loop in the worker loop's place (`vxw::Outer`). The loop of a
//! `kernels` construct that holds that loop only (D Listing 6.4's `loop independent
//! vector(V)`) is the region's loop, as a combined construct's is, in every model above.
//!
//! The tiles are the arrays themselves: a channel's writes go to the array, in place, and
//! where the type does not write back (FETCH_CHANNEL, CHANNEL_ONLY) each thread saves its
//! own range `PIVOT-BEFORE ..= PIVOT+AFTER` (per dimension: a box of the array) at the
//! block's start and puts it back at its end (overlapping ranges put back the same
//! values), between barriers. Blocks run one after another, so no other block sees a write
//! that is not written back. FETCH needs nothing (the array is the tile); CHANNEL_ONLY's
//! unfetched tile is undefined, so reading the array's old values is one of its meanings. The saved range is clamped at 0 and at a
//! declared extent in each dimension, as the GPU targets clamp their fetch.
//!
//! Channel writes and `fcw_barrier`s are predicated as the `fcw` planner guarded the block
//! (`FcwPlan::guards`, `accc_ir::fcw`; the GPU printer reads the same tree), edited in
//! place on the user's text: a thread-dependent `if` holding barriers becomes a predicate
//! evaluated once, loops keep their headers, statements without barriers under a
//! predicate run in `if (p) { … }`, a scalar's or pointer's initialiser under a predicate
//! becomes `((p) ? (init) : 0)` (every thread declares the variable, as on the GPU), and a
//! channel write is value, barrier, predicated store, barrier, the barrier being
//! `#pragma omp barrier` on a line of its own.
//!
//! Limits (located errors, never a wrong answer): one communicating loop or one `V×W` nest
//! per region; the communicating (worker) loop is the loop of a combined construct
//! (`parallel loop`) or of a `kernels` construct holding it alone, or the communicating
//! vector loop is directly in that loop's body; no reduction on the communicating loops;
//! the `V×W` shape above; no initialised array or structure under a thread-dependent
//! condition that holds barriers.

use std::fmt::Write as _;

use accc_front::ast::{
    BlockItem, ExprKind, ForInit, Initializer, LocalDecl, LocalDeclKind, Stmt, StmtKind, UnaryOp,
};
use accc_front::directive::{DirectiveKind, FcwType};
use accc_front::{Diagnostic, SourceMap, Span};
use accc_ir::fcw::{FcwPlan, Guarded, How, Pred};
use accc_ir::{ComputeRegion, Loop, Module};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;
use accc_sema::loops::CanonicalLoop;

use crate::edit::{line_marker, Edits};

mod vxw;

/// Builds the block model of every region with communicating `fcw` blocks; returns those
/// regions (indices in `Module::regions`), which the multicore mapping leaves alone.
pub(super) fn build(
    module: &Module<'_>,
    sema: &Sema,
    sm: &SourceMap,
    plans: &[FcwPlan],
    edits: &mut Edits,
    diags: &mut Vec<Diagnostic>,
) -> Vec<usize> {
    let mut regions: Vec<usize> = plans
        .iter()
        .filter(|p| p.communicates())
        .map(|p| p.region)
        .collect();
    regions.sort_unstable();
    regions.dedup();
    for &index in &regions {
        let r = &module.regions[index];
        // FETCH_ONLY blocks read the arrays themselves, whatever the grouping.
        let of_region: Vec<&FcwPlan> = plans
            .iter()
            .filter(|p| p.region == index && p.communicates())
            .collect();
        let Some(loops) = communicating_loop(r, &of_region, diags) else {
            continue;
        };
        let before = diags.len();
        for plan in &of_region {
            let stmt = module
                .constructs
                .iter()
                .find(|c| c.pragma.span.lo == plan.pragma)
                .and_then(|c| c.stmt);
            if let Some(stmt) = stmt {
                fcw_block(plan, stmt, module, sema, sm, edits, diags);
            }
        }
        if diags.len() == before {
            team_loop(r, &loops, of_region[0], sema, sm, edits);
        }
    }
    regions
}

/// The loops whose iterations form the blocks of a region, each with its iterations per
/// block: the combined construct's loop and, for a `V×W` block, the vector loop in its
/// body (`W` iterations of `outer` by `V` of `inner`; `W` = 1 when `outer` is a gang loop
/// around the communicating vector loop).
struct BlockLoops<'r, 'a> {
    outer: (&'r Loop<'a>, u32),
    inner: Option<(&'r Loop<'a>, u32)>,
}

/// The loops whose iterations form the blocks of region `r`, when the CPU model covers
/// them.
fn communicating_loop<'r, 'a>(
    r: &'r ComputeRegion<'a>,
    plans: &[&FcwPlan],
    diags: &mut Vec<Diagnostic>,
) -> Option<BlockLoops<'r, 'a>> {
    let limit = |at: Span, what: &str, note: &str| {
        Diagnostic::error(at, format!("`fcw` channels on the CPU targets: {what}"))
            .with_label("the communicating block of this `fcw` directive")
            .with_note(note.to_string())
            .with_help("compile for a GPU target (--target=cuda or --target=opencl)")
    };
    let first = plans[0];
    let spans = |p: &FcwPlan| p.communicating.iter().map(|l| l.span).collect::<Vec<_>>();
    if let Some(p) = plans.iter().find(|p| spans(p) != spans(first)) {
        diags.push(limit(
            p.directive,
            "two communicating blocks of different loops in one compute region are not supported",
            "the CPU targets run one parallel loop (or one V×W nest) of a region in blocks",
        ));
        return None;
    }
    let comm = &first.communicating[0];
    let construct_loop = region_loop(r);
    // A lone vector loop in the body of the construct's (gang) loop: a `V×1` block, each
    // gang iteration running the vector loop in blocks.
    let in_gang_loop = construct_loop.filter(|l| {
        first.communicating.len() == 1 && l.children.iter().any(|c| c.stmt.span == comm.span)
    });
    let l = construct_loop
        .filter(|l| l.stmt.span == comm.span)
        .or(in_gang_loop);
    let Some(l) = l else {
        let what = if first.communicating.len() == 1 {
            "the communicating loop must be the loop of a combined construct (`parallel loop`) or of a `kernels` construct that holds one loop, or a vector loop directly in its body"
        } else {
            "the worker loop of a V×W block must be the loop of a combined construct (`parallel loop`)"
        };
        diags.push(limit(
            first.directive,
            what,
            "the CPU targets run the region's loop block by block, each block an OpenMP team",
        ));
        return None;
    };
    let reduced = !l.reductions.is_empty()
        || r.vars
            .iter()
            .any(|v| matches!(v.attr, DataAttr::Reduction(_)));
    if reduced || l.collapse > 1 || l.canonical.is_err() {
        let what = if reduced {
            "a reduction on the communicating loop is not supported"
        } else {
            "the communicating loop must be one canonical loop (no `collapse`)"
        };
        diags.push(limit(
            first.directive,
            what,
            "each block of the loop runs as its own OpenMP team, one after another",
        ));
        return None;
    }
    let vector = first.communicating.last().map_or(1, |c| c.vector);
    let nest = (r.fcw_blocks.get(&first.pragma)).and_then(|b| b.nest.as_ref());
    if in_gang_loop.is_some() {
        let inner = vxw::inner_loop(l, vxw::Outer::Gang, comm.span, nest, diags)?;
        return Some(BlockLoops {
            outer: (l, 1),
            inner: Some((inner, vector)),
        });
    }
    let inner = match first.communicating.get(1) {
        Some(v) => Some((
            vxw::inner_loop(l, vxw::Outer::Worker, v.span, nest, diags)?,
            vector,
        )),
        None => None,
    };
    Some(BlockLoops {
        outer: (l, comm.vector),
        inner,
    })
}

/// The loop of the construct whose iterations the CPU targets run in blocks: a combined
/// construct's loop, or the loop that is the whole body of a `kernels` construct (the
/// construct's statement, or the only statement of its block).
fn region_loop<'r, 'a>(r: &'r ComputeRegion<'a>) -> Option<&'r Loop<'a>> {
    if r.is_combined() {
        return r.loops.first();
    }
    let [l] = r.loops.as_slice() else {
        return None;
    };
    let whole_body = match &r.stmt.kind {
        StmtKind::Compound(b) => {
            let mut items = b.items.iter().filter(
                |it| !matches!(it, BlockItem::Stmt(s) if matches!(s.kind, StmtKind::Empty)),
            );
            matches!((items.next(), items.next()), (Some(BlockItem::Stmt(s)), None) if s.span == l.stmt.span)
        }
        _ => r.stmt.span == l.stmt.span,
    };
    (r.kind == DirectiveKind::Kernels && whole_body).then_some(l)
}

/// One dimension of the blocks: a communicating loop run `size` iterations a block, its
/// names suffixed with `suffix` (`__accc_fcw_first{suffix}`, …).
struct TeamDim<'c> {
    canonical: &'c CanonicalLoop,
    size: u32,
    suffix: &'static str,
}

impl TeamDim<'_> {
    /// The iteration of the thread `lane` (C text) of the block, counted from 0.
    fn iteration(&self, lane: &str) -> String {
        format!(
            "{var} += ({step}) * (__accc_fcw_first{s} + {lane});",
            var = self.canonical.var_name,
            step = self.canonical.step_text,
            s = self.suffix,
        )
    }
}

/// The init clause of a `for` statement as C text (without its `;`).
fn for_init(sm: &SourceMap, init: &Option<ForInit>) -> String {
    match init {
        Some(ForInit::Decl(d)) => sm.snippet(d.span).trim_end_matches(';').to_string(),
        Some(ForInit::Expr(e)) => sm.snippet(e.span).to_string(),
        None => String::new(),
    }
}

/// The communicating loop `for (INIT; COND; STEP) BODY` run block by block, each block an
/// OpenMP team whose thread `t` runs the iteration `first + t` of the block. For a `V×W`
/// block, the blocks are those of both loops (the vector loop's blocks inside the worker
/// loop's) and the team has `W×V` threads, thread `t` running the worker iteration
/// `first + t / V` and, in the vector loop (whose header is replaced alike), the vector
/// iteration `first1 + t % V`.
fn team_loop(
    r: &ComputeRegion<'_>,
    loops: &BlockLoops<'_, '_>,
    plan: &FcwPlan,
    sema: &Sema,
    sm: &SourceMap,
    edits: &mut Edits,
) {
    let (l, outer_size) = loops.outer;
    let (Ok(c), StmtKind::For { init, body, .. }) = (&l.canonical, &l.stmt.kind) else {
        return; // checked by `communicating_loop`
    };
    let mut dims = vec![TeamDim {
        canonical: c,
        size: outer_size,
        suffix: "",
    }];
    let inner = loops
        .inner
        .and_then(|(i, size)| match (&i.canonical, &i.stmt.kind) {
            (Ok(c), StmtKind::For { init, body, .. }) => Some((i, c, size, init, body)),
            _ => None,
        });
    if let Some((_, c, size, ..)) = inner {
        dims.push(TeamDim {
            canonical: c,
            size,
            suffix: "1",
        });
    }
    let clauses = team_clauses(r, loops, sema);
    let init = for_init(sm, init);
    let trips: String = dims
        .iter()
        .map(|d| {
            format!(
                "const long long __accc_fcw_trip{s} = (long long)({trip}); ",
                s = d.suffix,
                trip = d.canonical.trip_count_text
            )
        })
        .collect();
    let fors: String = dims
        .iter()
        .map(|d| format!("for (long long __accc_fcw_first{s} = 0; __accc_fcw_first{s} < __accc_fcw_trip{s}; __accc_fcw_first{s} += {n}) ", s = d.suffix, n = d.size))
        .collect();
    let widths: Vec<String> = dims
        .iter()
        .map(|d| format!("const int __accc_fcw_width{s} = (int)(__accc_fcw_trip{s} - __accc_fcw_first{s} < {n} ? __accc_fcw_trip{s} - __accc_fcw_first{s} : {n});", s = d.suffix, n = d.size))
        .collect();
    let team: Vec<String> = dims
        .iter()
        .map(|d| format!("__accc_fcw_width{}", d.suffix))
        .collect();
    let team = team.join(" * ");
    let (outer_lane, inner_lane) = match dims.get(1) {
        Some(d) => (
            format!("omp_get_thread_num() / __accc_fcw_width{}", d.suffix),
            format!("omp_get_thread_num() % __accc_fcw_width{}", d.suffix),
        ),
        None => ("omp_get_thread_num()".to_string(), String::new()),
    };
    let at = sm.locate(plan.directive);
    let message = crate::runtime_text::c_string(&format!(
        "{}:{}: the `fcw` block of this loop needs a team of %d OpenMP threads, the runtime gave %d",
        at.file, at.line
    ));
    let header = Span {
        lo: l.stmt.span.lo,
        hi: body.span.lo,
    };
    let marker = line_marker(sm, header, 0);
    let kept_lines = "\n".repeat(sm.snippet(header).matches('\n').count());
    let opening = format!(
        "{{ extern void omp_set_dynamic(int); extern int omp_get_thread_num(void); extern int omp_get_num_threads(void); \
extern int dprintf(int, const char *, ...); extern void abort(void); \
{trips}omp_set_dynamic(0); \
{fors}{{ \
{widths}\n\
#pragma omp parallel num_threads({team}){clauses}\n\
{{ if (omp_get_num_threads() != {team} && omp_get_thread_num() == 0) {{ dprintf(2, {message} \"\\n\", {team}, omp_get_num_threads()); abort(); }}\n\
#pragma omp barrier\n\
{marker}\n\
{init}; {iteration}{kept_lines} do ",
        widths = widths.join(" "),
        iteration = dims[0].iteration(&outer_lane),
    );
    edits.replace(header, opening);
    // The body in a loop of one trip, where its `continue` ends the iteration as it did.
    edits.insert_closing(body.span.hi, l.stmt.span.lo, " while (0); } } }");
    if let (Some((i, _, _, init, body)), Some(d)) = (inner, dims.get(1)) {
        let header = Span {
            lo: i.stmt.span.lo,
            hi: body.span.lo,
        };
        let kept_lines = "\n".repeat(sm.snippet(header).matches('\n').count());
        let opening = format!(
            "{{ {init}; {iteration}{kept_lines} do ",
            init = for_init(sm, init),
            iteration = d.iteration(&inner_lane),
        );
        edits.replace(header, opening);
        edits.insert_closing(body.span.hi, i.stmt.span.lo, " while (0); }");
    }
}

/// The data-sharing clauses of a team (` private(…) firstprivate(…)`, or nothing): the
/// loops' variables that their headers do not declare and the variables private to each
/// iteration are private; the written firstprivate ones firstprivate. A variable the
/// worker loop's body declares is declared inside the team already.
fn team_clauses(r: &ComputeRegion<'_>, loops: &BlockLoops<'_, '_>, sema: &Sema) -> String {
    let (l, _) = loops.outer;
    let Ok(c) = &l.canonical else {
        return String::new();
    };
    let mut private: Vec<String> = Vec::new();
    if !c.declared_in_init {
        private.push(c.var_name.clone());
    }
    let named = |ids: &[accc_sema::SymbolId]| -> Vec<String> {
        ids.iter()
            .map(|&id| sema.symbols.get(id).name.clone())
            .collect()
    };
    private.extend(named(&l.private));
    if let Some((i, _)) = loops.inner {
        let outside = |id: &accc_sema::SymbolId| !contains(l.stmt.span, sema.symbols.get(*id).span);
        let mut ids: Vec<accc_sema::SymbolId> = i.private.iter().copied().filter(outside).collect();
        if let Ok(ic) = &i.canonical {
            if !ic.declared_in_init && outside(&ic.var) {
                ids.push(ic.var);
            }
        }
        private.extend(named(&ids));
    }
    // Variables of the region that are private to each iteration; the loop's own variable
    // when its header declares it is declared inside the team.
    private.extend(
        (r.vars.iter())
            .filter(|v| v.attr == DataAttr::Private && !(c.declared_in_init && v.sym == c.var))
            .map(|v| v.name.clone()),
    );
    private.sort();
    private.dedup();
    let mut firstprivate = named(&l.firstprivate);
    firstprivate.extend(
        r.vars
            .iter()
            .filter(|v| v.attr == DataAttr::FirstPrivate && v.written)
            .map(|v| v.name.clone()),
    );
    firstprivate.sort();
    firstprivate.dedup();
    // A variable private to each vector iteration (the vector loop's `private`) has no
    // value to copy in.
    firstprivate.retain(|v| !private.contains(v));
    let mut clauses = String::new();
    if !private.is_empty() {
        let _ = write!(clauses, " private({})", private.join(", "));
    }
    if !firstprivate.is_empty() {
        let _ = write!(clauses, " firstprivate({})", firstprivate.join(", "));
    }
    clauses
}

/// One `fcw` block with channels: its non-written-back channels saved and put back, its
/// channel writes and `fcw_barrier`s predicated.
fn fcw_block(
    plan: &FcwPlan,
    stmt: &Stmt,
    module: &Module<'_>,
    sema: &Sema,
    sm: &SourceMap,
    edits: &mut Edits,
    diags: &mut Vec<Diagnostic>,
) {
    let barriers: Vec<Span> = module
        .constructs
        .iter()
        .filter(|c| c.directive.kind == DirectiveKind::FcwBarrier)
        .filter(|c| stmt.span.lo <= c.directive.span.lo && c.directive.span.hi <= stmt.span.hi)
        .map(|c| c.directive.span)
        .collect();
    for &b in &barriers {
        edits.replace_with_pragma(sm, b, "#pragma omp barrier");
    }
    undo_writes(plan, stmt, sm, edits);
    let Some(guards) = &plan.guards else {
        unreachable!("the `fcw` planner guards every block that communicates");
    };
    let mut printer = Predicated {
        plan,
        sema,
        sm,
        edits,
        diags,
    };
    printer.stmt(stmt, guards);
}

/// The save at the block's start and the restore at its end of each channel that is not
/// written back (see the module comment).
fn undo_writes(plan: &FcwPlan, stmt: &Stmt, sm: &SourceMap, edits: &mut Edits) {
    let mut save = String::new();
    let mut restore = String::new();
    for (k, a) in plan.arrays.iter().enumerate() {
        if !matches!(a.kind, FcwType::FetchChannel | FcwType::ChannelOnly) || !a.written {
            continue;
        }
        // Per dimension: the range's first index `lo`, the counter `e` over its `n`
        // elements, and the loop over them that skips those outside the array.
        let mut los = String::new();
        let mut each = String::new();
        let mut extents = String::new();
        let mut saved_at = String::new();
        let mut array_at = String::new();
        for (j, d) in a.dims.iter().enumerate() {
            let (lo, e) = match j {
                0 => (format!("__accc_fcw_lo{k}"), "__accc_fcw_e".to_string()),
                _ => (format!("__accc_fcw_lo{k}_{j}"), format!("__accc_fcw_e{j}")),
            };
            let n = d.before + d.after + 1;
            let pivot = sm.snippet(d.pivot).replace('\n', " ");
            let inside = match d.array_extent {
                Some(x) => format!("{lo} + {e} >= 0 && {lo} + {e} < {x}"),
                None => format!("{lo} + {e} >= 0"),
            };
            let _ = write!(
                los,
                " const long long {lo} = (long long)({pivot}) - {before};",
                before = d.before
            );
            if j > 0 {
                each.push(' ');
            }
            let _ = write!(
                each,
                "for (long long {e} = 0; {e} < {n}; {e}++) if ({inside})"
            );
            let _ = write!(extents, "[{n}]");
            let _ = write!(saved_at, "[{e}]");
            let _ = write!(array_at, "[{lo} + {e}]");
        }
        let saved = format!("__accc_fcw_saved{k}");
        let element = format!("{}{}", a.name, "[0]".repeat(a.dims.len()));
        let _ = write!(
            save,
            "{los} __typeof__({element}) {saved}{extents}; {each} {saved}{saved_at} = {name}{array_at};",
            name = a.name,
        );
        let _ = write!(
            restore,
            " {each} {name}{array_at} = {saved}{saved_at};",
            name = a.name
        );
    }
    if save.is_empty() {
        return;
    }
    let start = line_marker(sm, stmt.span, 0);
    let end = line_marker(
        sm,
        Span {
            lo: stmt.span.hi,
            hi: stmt.span.hi,
        },
        0,
    );
    edits.insert_at(
        stmt.span.lo,
        &format!("{{{save}\n#pragma omp barrier\n{start}\n"),
    );
    edits.insert_closing(
        stmt.span.hi,
        stmt.span.lo,
        &format!("\n#pragma omp barrier\n{restore}\n#pragma omp barrier\n{end}\n }}"),
    );
}

/// Predicates the statements of an `fcw` block in place (see the module comment).
struct Predicated<'p, 'e> {
    plan: &'p FcwPlan,
    sema: &'p Sema,
    sm: &'p SourceMap,
    edits: &'e mut Edits,
    diags: &'e mut Vec<Diagnostic>,
}

fn contains(outer: Span, inner: Span) -> bool {
    outer.lo <= inner.lo && inner.hi <= outer.hi
}

/// The C text of `pred` in the CPU model: every thread of the team takes part in the
/// block, so [`Pred::Block`] is no test.
fn pred_text(pred: &Pred) -> Option<String> {
    pred.text(None, &|n| format!("__accc_fcw_p{n}"))
}

impl Predicated<'_, '_> {
    /// `s` as the `fcw` planner guarded it (`accc_ir::fcw`), edited in place.
    fn stmt(&mut self, s: &Stmt, g: &Guarded) {
        match (&g.how, &s.kind) {
            // (Every thread of a team has an iteration: a uniform jump needs no edit.)
            (How::Jump, _) => {}
            (How::Run(pred), _) => {
                if let Some(p) = pred_text(pred) {
                    self.edits.insert_at(s.span.lo, &format!("if ({p}) {{ "));
                    self.edits.insert_closing(s.span.hi, s.span.lo, " }");
                }
            }
            (How::UniformIf { then: gt, els: ge }, StmtKind::If { then, els, .. }) => {
                self.stmt(then, gt);
                if let (Some(e), Some(ge)) = (els, ge) {
                    self.stmt(e, ge);
                }
            }
            (How::Items(gs), StmtKind::Compound(b)) => {
                for (it, g) in b.items.iter().zip(gs) {
                    match it {
                        BlockItem::Stmt(x) => self.stmt(x, g),
                        BlockItem::Decl(d) => self.declaration(d, g),
                    }
                }
            }
            (How::ChannelWrite(pred), StmtKind::Expr(_)) => {
                self.channel_write(s, pred_text(pred).as_deref())
            }
            (
                How::SplitIf {
                    pred,
                    n,
                    then: gt,
                    els: ge,
                },
                StmtKind::If { cond, then, els },
            ) => {
                let c = format!("__accc_fcw_p{n}");
                let cond_text = self.sm.snippet(cond.span).replace('\n', " ");
                let taken = match pred_text(pred) {
                    Some(p) => format!("({p}) && ({cond_text})"),
                    None => format!("({cond_text})"),
                };
                let header = Span {
                    lo: s.span.lo,
                    hi: then.span.lo,
                };
                let lines = "\n".repeat(self.sm.snippet(header).matches('\n').count());
                self.edits
                    .replace(header, format!("{{ const int {c} = {taken};{lines} "));
                self.stmt(then, gt);
                if let (Some(e), Some(ge)) = (els, ge) {
                    let between = Span {
                        lo: then.span.hi,
                        hi: e.span.lo,
                    };
                    let lines = "\n".repeat(self.sm.snippet(between).matches('\n').count());
                    self.edits.replace(between, format!(" {lines}"));
                    self.stmt(e, ge);
                }
                self.edits.insert_closing(s.span.hi, s.span.lo, " }");
            }
            (
                How::Loop(gb),
                StmtKind::For { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. },
            ) => self.stmt(body, gb),
            _ => unreachable!("the guards of an `fcw` block mirror its statements"),
        }
    }

    /// A declaration of the block: the team's threads declare their own variables; under
    /// a thread-dependent condition that holds barriers, only the threads for which it
    /// holds evaluate the initialisers, the others' scalars and pointers start at 0 (as on
    /// the GPU targets); an initialised array or structure there is beyond the model.
    fn declaration(&mut self, d: &LocalDecl, g: &Guarded) {
        let LocalDeclKind::Decl(decl) = &d.kind else {
            return;
        };
        let How::Declare(pred) = &g.how else {
            return;
        };
        let Some(p) = pred_text(pred) else {
            return;
        };
        for i in &decl.declarators {
            let scalar = (self.sema.symbols.declared_by(&i.declarator))
                .map(|sym| &self.sema.symbols.get(sym).ty)
                .is_some_and(|t| t.is_arithmetic() || t.is_pointer());
            match &i.init {
                Some(Initializer::Expr(e)) if scalar => {
                    self.edits.insert_at(e.span.lo, &format!("(({p}) ? ("));
                    self.edits.insert_closing(e.span.hi, e.span.lo, ") : 0)");
                }
                Some(_) => self.diags.push(
                    Diagnostic::error(i.declarator.span, "`fcw` channels on the CPU targets: an initialised array or structure under a condition that holds barriers")
                        .with_label("declared here with an initialiser")
                        .with_note("every thread of the block runs the statements to reach their barriers; only some may evaluate the initialiser, which accc can do for scalars and pointers only")
                        .with_help("declare it before the condition, or assign it in a statement"),
                ),
                None => {}
            }
        }
    }

    /// A channel write run under `pred`: the value computed, barrier, the store, barrier
    /// (D Listing 6.6), in place of the statement `s`.
    fn channel_write(&mut self, s: &Stmt, pred: Option<&str>) {
        let StmtKind::Expr(e) = &s.kind else {
            return;
        };
        let Some(w) = self.plan.channel_writes.iter().find(|w| w.stmt == s.span) else {
            self.diags.push(Diagnostic::error(
                s.span,
                "internal error: an expression statement holding `fcw` barriers that is no channel write",
            ));
            return;
        };
        let text = |span: Span| self.sm.snippet(span).replace('\n', " ");
        let target = text(w.target);
        let value = match &e.kind {
            ExprKind::Assign { op: None, rhs, .. } => text(rhs.span),
            ExprKind::Assign {
                op: Some(op), rhs, ..
            } => format!("{target} {} ({})", op.as_str(), text(rhs.span)),
            ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PostInc,
                ..
            } => format!("{target} + 1"),
            _ => format!("{target} - 1"),
        };
        let guard = pred.map_or(String::new(), |p| format!("if ({p}) "));
        let at = line_marker(self.sm, s.span, 0);
        let after = line_marker(
            self.sm,
            Span {
                lo: s.span.hi,
                hi: s.span.hi,
            },
            0,
        );
        self.edits.replace(
            s.span,
            format!(
                "{{ __typeof__({target}) __accc_fcw_value = 0; {guard}__accc_fcw_value = ({value});\n#pragma omp barrier\n{at}\n{guard}{target} = __accc_fcw_value;\n#pragma omp barrier\n{after}\n }}"
            ),
        );
    }
}
