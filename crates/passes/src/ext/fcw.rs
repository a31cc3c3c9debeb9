//! The `fcw` planner: what each `#pragma acc fcw` directive stages in the thread block's
//! shared memory, how big it is, and which barriers its meaning needs, as data for the
//! code generators (dissertation ch. 6, "D" below; `../shared/EXTENSIONS.md` §1).
//!
//! `#pragma acc fcw TYPE(a[PIVOT:BEFORE:AFTER]…) …` governs a structured block inside a
//! parallel loop (D §6.2.1). One iteration uses `a[PIVOT-BEFORE ..= PIVOT+AFTER]`, a
//! triple per dimension (`a[p:b:a][p:b:a]` or `a[p:b:a:p:b:a]`, D A.4). The iterations of
//! one thread block, the *communicating block* (D §6.2.2), share one copy of the union of
//! their ranges, the *tile*; the five types say whether the tile is filled from global
//! memory (FETCH), whether writes to it are seen by the block's other iterations
//! (CHANNEL), and whether it is written back (WB).
//!
//! **The block model** (issue 32, D §6.2.2). The communicating block is the iterations
//! of the innermost enclosing parallel loop with a constant vector size `V` (its
//! `vector(V)`, or the construct's `vector_length(V)` for a vector loop without one), and
//! of the parallel loop directly around it when that one is a worker loop of constant
//! size `W` (`worker(W)`, or the construct's `num_workers(W)`): `V×W` threads, Hotspot's
//! 16×16 (D A.3, where IPMACC nested two `vector(16)` loops, which OpenACC forbids).
//! Block `k` holds exactly the iterations `[lb+kV, lb+(k+1)V)` (per dimension), which is
//! what programs that compute with the block size (`np>>TILESIZELOG`, `rs&15`) rely on;
//! a collapsed nest has no such blocks and is refused.
//!
//! **Pivots** must be `base + Σ ρ_l·lane_l` with a base the same in every thread of the
//! block and constant `ρ_l` (`fcw/varying.rs`): the tile then starts at lane 0's range, not at
//! each thread's own (the seed's defect, EXTENSIONS §1), and spans
//! `Σ |ρ_l|·(V_l−1) + BEFORE + AFTER + 1` elements in that dimension — `V+BEFORE+AFTER`
//! for the usual `ρ = 1` (259 for `a[i:1:2]` and `V = 256`, D Table 6.1(b)). A dimension
//! may be thread-independent (`ρ = 0`: a row chosen for the whole block). `BEFORE` and
//! `AFTER` are non-negative constants.
//!
//! **Thread-independent ranges** (`ρ = 0` in every dimension: D A.4's N-body,
//! `FETCH_ONLY(m_pos[tile*TILESIZE:0:TILESIZE])` on a loop over one tile of bodies, and
//! the row's slice of GEMM's A). Under FETCH_ONLY the tile is the block's one copy of
//! `PIVOT-BEFORE ..= PIVOT+AFTER`, fetched by all its threads, with the barriers of any
//! fetch: what the `cache` directive stages for `a[PIVOT-BEFORE : BEFORE+AFTER+1]` (D
//! §6.4.4: `fcw` subsumes `cache`). Under a channel type it is an error: a channel passes
//! values between neighbouring iterations, and over a range the same in every block each
//! block would keep its own copy of the same elements (lost at the block's end, or, under
//! `*_WB`, written back over the other blocks' writes), which is a block-local scratch
//! array or a race rather than the exchange `fcw` defines. The communicating loop still
//! needs its constant vector size (the block model does not depend on the tile).
//!
//! **The loop around the vector loop** (the worker loop of a `V×W` block; `fcw/vxw.rs`):
//! its body is judged once here for every target, recorded as `FcwBlock::nest` (the back
//! ends run that body in the threads of the vector loop's blocks and only word the
//! verdict).
//!
//! **Communicating loops** are parallel loops: a loop scheduled parallel, or one that
//! runs inside another (`SeqReason::InnerLevel`) and has a loop directive, which spreads
//! it over a block's threads on a GPU. A loop without a directive inside a `kernels` loop
//! is `InnerLevel` too but runs in each thread on every target (D A.8's loop over tiles).
//!
//! **Barriers** are data ([`Barrier`]), placed as D §6.2.2 says: one after the fetch,
//! one before and one after every channel write (D Listing 6.6: compute the value,
//! barrier, store, barrier), one at each `fcw_barrier`, one before the write-back, and one
//! at the end of a block that runs again (inside a loop) so that its next fetch does not
//! overwrite a tile a neighbour still reads. Every thread of a block reaches every barrier:
//! a channel write under thread-dependent conditions is *predicated* (every thread takes
//! part in the barriers, only those whose conditions hold store; [`ChannelWrite::predicate`]),
//! and a channel write in a loop whose trip count varies by thread, an `fcw` or
//! `fcw_barrier` under thread-dependent control, and a thread-dependent jump out of an
//! `fcw` block are errors. (The seed placed `__syncthreads()` inside `if`s, undefined on
//! current GPUs.)
//!
//! **Rules where the dissertation is silent**, decided here:
//! * *An access outside the tile* is undefined (the tile replaces the array in the block);
//!   `--cache-check` is to report it at run time. Each access is classified
//!   ([`Placement`]): inside for every thread, inside for some (the program's guards
//!   decide, as in D Listing 6.4's `a[i+y]` under `offsetid < y`), unknown, and an access
//!   that is inside for no thread at all is a compile-time error.
//! * *`*_WB` writes back only the elements written* in the block, through a dirty mask of
//!   one byte per tile element in shared memory ([`FcwArray::dirty_mask_bytes`], counted
//!   in the budget), as the `cache` directive's write-back does; blocks whose tiles
//!   overlap then only conflict where both wrote (D §6.4.3 leaves the order unspecified).
//! * *`fcw_barrier`* is one more barrier where it stands; it never removes an implicit
//!   one (two barriers with nothing between them may be merged by the code generator, which
//!   changes nothing observable).
//! * *A write to a `FETCH_ONLY` array* is a compile-time error: its tile is no channel, and
//!   the write would be lost.
//! * *A channel write* is a statement of its own (`a[e] = v;`, `a[e] op= v;`, `a[e]++;`),
//!   so that the barriers can go around it; one inside a larger expression is an error.
//! * *The array* is a variable of arithmetic elements (pointer or array, one triple per
//!   dimension of it) named once per directive, used in the block only as whole elements
//!   `a[…]…`, never `a` alone nor `&a[…]` (an address would reach global memory behind
//!   the tile's back); a statically declared extent clamps the tile at the array's ends.
//! * *The block's size* is read for the module's device type (`device_type` clauses
//!   apply) and is the same on every target: the CPU targets run a block's iterations
//!   as one OpenMP team meeting at the same barriers (`back/src/host/fcw.rs`), so the
//!   answer does not depend on the target.
//! * *`fcw_barrier` outside an `fcw` block*, and *an `fcw` inside another's block*, are
//!   errors: the tile lives for one execution of its block, whose contents are undefined
//!   at entry without FETCH.
//! * *The shared-memory budget* is the caller's number (the target's shared memory per
//!   block); the tiles and dirty masks of one directive must fit in it together.
//!
//! Not decided here: how the tiles are fetched and indexed (the code generators, which
//! may build FETCH_ONLY on the `cache` planner, EXTENSIONS §1), `-Minfo`'s wording.

mod block;
mod guard;
pub mod staging;
mod varying;
mod vxw;

pub use guard::initialised_aggregates;

use std::collections::HashSet;

use accc_front::ast::{Expr, ExprKind, Stmt};
use accc_front::directive::{
    ClauseKind, ClauseName, Directive, DirectiveKind, FcwClause, FcwType, FcwVar,
};
use accc_front::{Diagnostic, Span};
use accc_ir::fcw::{
    Barrier, BarrierKind, ChannelWrite, CommunicatingLoop, FcwArray, FcwPlan, Nest, Placement,
    TileAccess, TileDim,
};
use accc_ir::{ComputeRegion, Construct, Loop, Module, Schedule, SeqReason};
use accc_sema::analyze::Sema;
use accc_sema::Type;

use block::BlockWalk;
use varying::{constant, Place, Varying};

/// What the planner decided for a module: the plans of the directives it accepted and
/// the errors of those it refused.
#[derive(Debug, Default)]
pub struct Planned {
    pub plans: Vec<FcwPlan>,
    pub diagnostics: Vec<Diagnostic>,
}

/// Plans every `fcw` directive of `module`, after `schedule` (the communicating loops
/// are its parallel loops). `shared_bytes` is the shared memory a block may use (the
/// target's). A directive with an error has no plan; its errors are in
/// [`Planned::diagnostics`].
pub fn plan(module: &Module<'_>, sema: &Sema, shared_bytes: u64) -> Planned {
    let mut out = Planned::default();
    for c in &module.constructs {
        let fcw = matches!(
            c.directive.kind,
            DirectiveKind::Fcw | DirectiveKind::FcwBarrier
        );
        if fcw && c.in_region.is_none() {
            out.diagnostics.push(
                Diagnostic::error(
                    c.directive.name_span,
                    format!("`{}` outside a compute region", c.directive.kind.name()),
                )
                .with_label("not inside `parallel` or `kernels`")
                .with_help("put it in the body of a parallel loop of a compute construct"),
            );
        }
    }
    for (index, region) in module.regions.iter().enumerate() {
        let of_kind = |kind: DirectiveKind| -> Vec<&Construct<'_>> {
            module
                .constructs
                .iter()
                .filter(|c| c.in_region == Some(index) && c.directive.kind == kind)
                .collect()
        };
        let directives = of_kind(DirectiveKind::Fcw);
        let barriers = of_kind(DirectiveKind::FcwBarrier);
        let blocks: Vec<Span> = directives
            .iter()
            .filter_map(|c| c.stmt.map(|s| s.span))
            .collect();
        for b in &barriers {
            if !blocks.iter().any(|s| contains(*s, b.pragma.span)) {
                out.diagnostics.push(
                    Diagnostic::error(b.directive.name_span, "`fcw_barrier` outside an `fcw` block")
                        .with_label("not inside the block of an `fcw` directive")
                        .with_note("it orders the writes to an `fcw` channel, which exists only inside the directive's block")
                        .with_help("move it into the block of the `fcw` directive whose channel it orders"),
                );
            }
        }
        let cx = RegionContext {
            index,
            region,
            device: module.device_type,
            sema,
            shared_bytes,
            barrier_pragmas: barriers.iter().map(|b| b.pragma.span).collect(),
        };
        for c in directives {
            let Some(block) = c.stmt else { continue };
            if let Some(outer) = blocks
                .iter()
                .find(|s| **s != block.span && contains(**s, c.pragma.span))
            {
                out.diagnostics.push(
                    Diagnostic::error(
                        c.directive.name_span,
                        "`fcw` inside the block of another `fcw`",
                    )
                    .with_label("nested `fcw`")
                    .with_secondary(*outer, "the enclosing `fcw` block")
                    .with_help("name all the arrays in one `fcw` directive"),
                );
                continue;
            }
            match cx.plan_directive(c.directive, c.pragma.span.lo, block) {
                Ok(mut p) if p.communicates() => {
                    match guard::guard(block, &p.channel_writes, &cx.barrier_pragmas) {
                        Ok(g) => {
                            p.guards = Some(g);
                            out.plans.push(p);
                        }
                        Err(d) => out.diagnostics.push(d),
                    }
                }
                Ok(p) => out.plans.push(p),
                Err(mut d) => out.diagnostics.append(&mut d),
            }
        }
    }
    out
}

/// Records in `module` the communicating blocks of the directives with channels
/// (`ComputeRegion::fcw_blocks`): the loops that form each block with their sizes, which
/// the code generators must give every block exactly, and the lane rates of the pivots,
/// which the staging of the tiles takes as they are (the rules above proved each pivot
/// `base + Σ ρ_l·lane_l`).
pub fn record_blocks(module: &mut Module<'_>, planned: &Planned) {
    for p in &planned.plans {
        if !p.communicates() {
            continue;
        }
        let loops = (p.communicating.iter())
            .map(|l| (l.span.lo, l.vector))
            .collect();
        let rates = (p.arrays.iter())
            .map(|a| (a.dims.iter()).map(|d| d.rho.clone()).collect())
            .collect();
        let block = accc_ir::FcwBlock {
            loops,
            rates,
            guards: p.guards.clone(),
            nest: p.nest.clone(),
        };
        module.regions[p.region].fcw_blocks.insert(p.pragma, block);
    }
}

/// Where an `fcw` directive asks for a channel (a type other than FETCH_ONLY), or the
/// `fcw_barrier` that orders one: what gives a block's iterations their communication.
pub fn channel(d: &Directive) -> Option<Span> {
    if d.kind == DirectiveKind::FcwBarrier {
        return Some(d.name_span);
    }
    d.clauses.iter().find_map(|c| match &c.kind {
        ClauseKind::Fcw(f) if f.ty != FcwType::FetchOnly => Some(c.span),
        _ => None,
    })
}

fn contains(outer: Span, inner: Span) -> bool {
    outer.lo <= inner.lo && inner.hi <= outer.hi
}

/// The level of parallelism whose size a communicating loop takes: the innermost loop's
/// vector lanes, the loop around it's workers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Level {
    Vector,
    Worker,
}

/// What planning the directives of one region needs.
struct RegionContext<'a> {
    index: usize,
    region: &'a ComputeRegion<'a>,
    device: &'a str,
    sema: &'a Sema,
    shared_bytes: u64,
    barrier_pragmas: Vec<Span>,
}

impl<'a> RegionContext<'a> {
    fn plan_directive(
        &self,
        d: &'a Directive,
        pragma: u32,
        block: &'a Stmt,
    ) -> Result<FcwPlan, Vec<Diagnostic>> {
        let (communicating, outer_body, nest) = self.communicating_loops(d).map_err(|e| vec![e])?;
        let varying = Varying::of(outer_body, &communicating, self.sema);
        let place = varying.place_of(block.span).cloned().unwrap_or_default();
        if varying.place_varies(&place) {
            return Err(vec![under_thread_control(
                d.name_span,
                "`fcw`",
                &place,
                &varying,
            )]);
        }
        let mut diags = Vec::new();
        let mut arrays = Vec::new();
        let mut pivots: Vec<Vec<&'a Expr>> = Vec::new();
        let mut seen = HashSet::new();
        for clause in d.clauses.iter().filter_map(|c| match &c.kind {
            ClauseKind::Fcw(f) => Some(f),
            _ => None,
        }) {
            for var in &clause.vars {
                match self.plan_array(clause, var, &communicating, &varying) {
                    Ok(a) if !seen.insert(a.sym) => diags.push(
                        Diagnostic::error(
                            var.span,
                            format!("`{}` is named twice in one `fcw` directive", a.name),
                        )
                        .with_label("named again")
                        .with_help("give each array one type and one range"),
                    ),
                    Ok(a) => {
                        arrays.push(a);
                        pivots.push(var.dims.iter().map(|d| &d.pivot).collect());
                    }
                    Err(e) => diags.push(e),
                }
            }
        }
        if !diags.is_empty() {
            return Err(diags);
        }
        let mut walk = BlockWalk {
            sema: self.sema,
            barrier_pragmas: &self.barrier_pragmas,
            varying: &varying,
            block,
            arrays: &mut arrays,
            pivots,
            vectors: communicating.iter().map(|l| l.vector).collect(),
            writes: Vec::new(),
            explicit: Vec::new(),
            diags: Vec::new(),
        };
        walk.run();
        let (writes, explicit, mut diags) = (walk.writes, walk.explicit, walk.diags);
        for exit in varying
            .early_exits
            .iter()
            .filter(|e| contains(block.span, **e))
        {
            diags.push(
                Diagnostic::error(*exit, "thread-dependent jump out of an `fcw` block")
                    .with_label("some threads of the block leave here, others do not")
                    .with_note("the threads that stay would wait at the block's barriers for those that left")
                    .with_help("let every thread run to the end of the block and guard the work with an `if` instead"),
            );
        }
        let shared_bytes: u64 = arrays.iter().map(|a| a.bytes + a.dirty_mask_bytes).sum();
        if shared_bytes > self.shared_bytes {
            diags.push(too_large(d, &arrays, shared_bytes, self.shared_bytes));
        }
        if !diags.is_empty() {
            return Err(diags);
        }
        let repeated = !place.loops.is_empty();
        let barriers = barriers(block, &arrays, &writes, &explicit, repeated);
        Ok(FcwPlan {
            region: self.index,
            pragma,
            directive: d.name_span,
            block: block.span,
            threads: communicating.iter().map(|l| l.vector).product(),
            communicating,
            arrays,
            channel_writes: writes,
            barriers,
            repeated,
            shared_bytes,
            guards: None,
            nest,
        })
    }

    /// The communicating loops around `d` (outermost first), the outermost one's body,
    /// and the verdict on the body of the loop around the vector loop, when there is one.
    fn communicating_loops(
        &self,
        d: &Directive,
    ) -> Result<(Vec<CommunicatingLoop>, &'a Stmt, Option<Nest>), Diagnostic> {
        let mut chain: Vec<&Loop<'a>> = Vec::new();
        let mut level: &[Loop<'a>] = &self.region.loops;
        while let Some(l) = level.iter().find(|l| contains(l.stmt.span, d.span)) {
            chain.push(l);
            level = &l.children;
        }
        // (See "Communicating loops" in the module comment: `InnerLevel` without a loop
        // directive is D A.8's loop over tiles, run in each thread on every target.)
        let parallel = |l: &Loop<'_>| match l.schedule {
            Schedule::Parallel { .. } => true,
            Schedule::Sequential {
                reason: SeqReason::InnerLevel,
            } => l.directive.is_some(),
            _ => false,
        };
        let Some(inner) = chain.iter().rposition(|l| parallel(l)) else {
            return Err(
                Diagnostic::error(d.name_span, "`fcw` outside a parallel loop")
                    .with_label("not inside a parallel loop of this compute region")
                    .with_note(
                        "the iterations of one thread block of a parallel loop share the tile",
                    )
                    .with_help("put the directive in the body of a `loop` with `vector(N)`"),
            );
        };
        let mut loops = vec![self.communicating_loop(chain[inner], Level::Vector, d)?];
        if let Some(outer) = inner.checked_sub(1).map(|i| chain[i]) {
            if parallel(outer) {
                if let Ok(l) = self.communicating_loop(outer, Level::Worker, d) {
                    loops.insert(0, l);
                }
            }
        }
        let outermost = chain[inner + 1 - loops.len()];
        let nest = (inner.checked_sub(1))
            .map(|outer| vxw::nest(self.region, chain[outer], chain[inner], self.sema));
        Ok((loops, outermost.collapsed_body(), nest))
    }

    fn communicating_loop(
        &self,
        l: &Loop<'a>,
        level: Level,
        d: &Directive,
    ) -> Result<CommunicatingLoop, Diagnostic> {
        let refuse = |why: &str| {
            Diagnostic::error(d.name_span, format!("`fcw` inside a parallel loop {why}"))
                .with_label("the communicating block is not known")
                .with_secondary(l.stmt.span, "the enclosing parallel loop")
                .with_note("the block's iterations share the tile, so their number must be known when the tile is sized")
        };
        if l.collapse > 1 || l.collapsed_into_parent {
            return Err(refuse("whose iterations are collapsed with another loop's")
                .with_help("a collapsed nest has no block of neighbouring iterations per dimension; drop `collapse` and give the loops `worker(W)` and `vector(V)`"));
        }
        let vector = self.level_size(l, level).ok_or_else(|| {
            refuse("without a constant vector size")
                .with_help("give the loop a size: `#pragma acc loop vector(256)`")
        })?;
        let c = l
            .canonical
            .as_ref()
            .map_err(|_| refuse("that is not a canonical `for` loop"))?;
        Ok(CommunicatingLoop {
            var: c.var,
            name: c.var_name.clone(),
            vector,
            lower: c.lower_value,
            step: c.step,
            trip_count: c.trip_count,
            span: l.stmt.span,
        })
    }

    /// The loop's size along `level`: its `vector(V)` (`worker(W)`), or for a loop of
    /// that level without a size (`vector` alone, a combined construct's loop) the
    /// construct's `vector_length(V)` (`num_workers(W)`).
    fn level_size(&self, l: &Loop<'a>, level: Level) -> Option<u32> {
        let clauses = l.directive?.effective_clauses(self.device);
        let own = clauses.iter().find_map(|c| match (&c.kind, level) {
            (ClauseKind::Vector(e), Level::Vector) | (ClauseKind::Worker(e), Level::Worker) => {
                Some(e.as_ref())
            }
            _ => None,
        });
        let combined = l
            .directive
            .is_some_and(|x| std::ptr::eq(x, self.region.directive));
        let size = match own {
            Some(Some(e)) => e,
            Some(None) => self.construct_size(level)?,
            None if combined && level == Level::Vector => self.construct_size(level)?,
            None => return None,
        };
        constant(size, self.sema)
            .filter(|v| (1..=1024).contains(v))
            .map(|v| v as u32)
    }

    /// The construct's `vector_length` or `num_workers`.
    fn construct_size(&self, level: Level) -> Option<&'a Expr> {
        let d = self.region.directive;
        let name = match level {
            Level::Vector => ClauseName::VectorLength,
            Level::Worker => ClauseName::NumWorkers,
        };
        d.effective_clause(self.device, name)
            .and_then(|c| match &c.kind {
                ClauseKind::VectorLength(e) | ClauseKind::NumWorkers(e) => Some(e),
                _ => None,
            })
    }

    fn plan_array(
        &self,
        clause: &FcwClause,
        var: &FcwVar,
        communicating: &[CommunicatingLoop],
        varying: &Varying<'_>,
    ) -> Result<FcwArray, Diagnostic> {
        let syms = &self.sema.symbols;
        let sym = match &var.base.kind {
            ExprKind::Ident(i) => syms.resolve(i),
            _ => None,
        }
        .ok_or_else(|| {
            Diagnostic::error(var.span, "an `fcw` array must be a variable")
                .with_label("not a variable's name")
                .with_help("copy the member to a local pointer and name that")
        })?;
        let name = syms.get(sym).name.clone();
        let (array_extents, elem) = shape(&syms.get(sym).ty);
        if array_extents.len() != var.dims.len() {
            let (n, m) = (array_extents.len(), var.dims.len());
            return Err(Diagnostic::error(
                var.span,
                format!(
                    "`{name}` has {n} dimension{} but the `fcw` range gives {m}",
                    plural(n)
                ),
            )
            .with_label(format!("{m} `pivot:before:after` triple{}", plural(m)))
            .with_help(format!(
                "give one triple per dimension of `{name}`, outermost first"
            )));
        }
        let elem_bytes = element_bytes(&elem, self.sema).ok_or_else(|| {
            Diagnostic::error(
                var.span,
                format!(
                    "`{name}`'s elements are not numbers (`{}`)",
                    elem.message_spelling()
                ),
            )
            .with_label("not an array of numbers")
            .with_note("accc stages arrays of integers and floating-point numbers in shared memory")
        })?;
        let mut dims = Vec::new();
        for (dim, extent) in var.dims.iter().zip(array_extents) {
            let count = |e: &Expr, what: &str| {
                constant(e, self.sema)
                    .and_then(|v| u64::try_from(v).ok())
                    .ok_or_else(|| {
                        Diagnostic::error(e.span, format!("the `{what}` of an `fcw` range must be a non-negative integer constant"))
                            .with_label("not a constant")
                            .with_note("the tile is sized when the kernel is compiled")
                    })
            };
            let (before, after) = (count(&dim.before, "before")?, count(&dim.after, "after")?);
            let rho = varying.lane_form(&dim.pivot).ok_or_else(|| {
                Diagnostic::error(dim.pivot.span, "`fcw` pivot is not affine in the loop's iteration")
                    .with_label("not `base + ρ·i` with a constant ρ")
                    .with_note("the tile of a block starts at its first iteration's range, so each pivot must be the same expression plus a constant multiple of the iteration's position in the block")
                    .with_help(format!("write the pivot as an affine function of `{}`", communicating[communicating.len() - 1].name))
            })?;
            dims.push(geometry(
                dim.pivot.span,
                rho,
                before,
                after,
                extent,
                communicating,
            ));
        }
        let thread_independent = dims.iter().all(|d| d.rho.iter().all(|r| *r == 0));
        if thread_independent && clause.ty != FcwType::FetchOnly {
            return Err(Diagnostic::error(var.span, format!("`{}` range of `{name}` does not depend on the thread", clause.ty.as_str()))
                .with_label("every pivot is the same in all iterations of the block")
                .with_note("a channel passes values between neighbouring iterations; over a range the same in every block, each block would keep its own copy of the same elements, and write back over the others'")
                .with_help(format!("use the loop's variable `{}` in a pivot, or read the range with `FETCH_ONLY` (one tile for the block, as the `cache` directive stages it)", communicating[communicating.len() - 1].name)));
        }
        let elements: u64 = dims.iter().map(|d| d.extent).product();
        Ok(FcwArray {
            sym,
            name,
            kind: clause.ty,
            span: var.span,
            elem,
            elem_bytes,
            dims,
            elements,
            bytes: elements * elem_bytes,
            dirty_mask_bytes: if clause.ty.writes_back() { elements } else { 0 },
            read: false,
            written: false,
            accesses: Vec::new(),
        })
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// One dimension's tile: lane 0's range widened by every other lane's.
fn geometry(
    pivot: Span,
    rho: Vec<i128>,
    before: u64,
    after: u64,
    array_extent: Option<u64>,
    communicating: &[CommunicatingLoop],
) -> TileDim {
    let reach = |r: i128, l: &CommunicatingLoop| r * (i128::from(l.vector) - 1);
    let lowest: i128 = rho
        .iter()
        .zip(communicating)
        .map(|(r, l)| reach(*r, l).min(0))
        .sum();
    let spread: i128 = rho
        .iter()
        .zip(communicating)
        .map(|(r, l)| reach(*r, l).abs())
        .sum();
    TileDim {
        pivot,
        first: lowest - i128::from(before),
        extent: u64::try_from(spread).unwrap_or(u64::MAX) + before + after + 1,
        rho,
        before,
        after,
        array_extent,
    }
}

/// The declared extent of each dimension of a variable (`None` behind a pointer) and
/// its element type.
fn shape(ty: &Type) -> (Vec<Option<u64>>, Type) {
    let mut extents = Vec::new();
    let mut t = ty.resolved();
    loop {
        match t {
            Type::Array { elem, len } => {
                extents.push(match len {
                    accc_sema::types::ArrayLen::Const(n) => Some(*n),
                    _ => None,
                });
                t = elem.resolved();
            }
            Type::Pointer { pointee, .. } => {
                extents.push(None);
                t = pointee.resolved();
            }
            _ => return (extents, t.clone()),
        }
    }
}

/// Bytes of an arithmetic element (the device's sizes: `long` is 8 bytes).
fn element_bytes(t: &Type, sema: &Sema) -> Option<u64> {
    let number = t.is_arithmetic() && !t.is_complex();
    number
        .then(|| accc_sema::size_align(t, &sema.symbols))
        .flatten()
        .map(|(size, _)| size)
}

/// The error for an `fcw` or `fcw_barrier` at `place`, which some threads reach and
/// others do not.
fn under_thread_control(
    at: Span,
    what: &str,
    place: &Place<'_>,
    varying: &Varying<'_>,
) -> Diagnostic {
    let d = Diagnostic::error(at, format!("{what} under thread-dependent control flow"))
        .with_label("not every thread of the block gets here")
        .with_note("it implies a barrier of the thread block, which every thread of the block must reach")
        .with_help("move it where every iteration of the block runs it, and guard the work inside it instead");
    if let Some(exit) = varying.exit_before(place.at) {
        return d.with_secondary(exit, "some threads leave their iteration here");
    }
    if let Some(l) = place.loops.iter().find(|l| varying.loop_varies(l)) {
        return d.with_secondary(l.span, "this loop's trip count differs between threads");
    }
    match place.conds.iter().find(|c| varying.expr_varies(c)) {
        Some(c) => d.with_secondary(c.span, "this condition differs between threads"),
        None => d,
    }
}

fn too_large(d: &Directive, arrays: &[FcwArray], total: u64, budget: u64) -> Diagnostic {
    let parts: Vec<String> = arrays
        .iter()
        .map(|a| {
            let extents: Vec<String> = a.dims.iter().map(|d| d.extent.to_string()).collect();
            let mask = if a.dirty_mask_bytes > 0 {
                format!(" + {} bytes of dirty mask", a.dirty_mask_bytes)
            } else {
                String::new()
            };
            format!(
                "`{}`: {} elements ({}) of {} bytes{mask}",
                a.name,
                a.elements,
                extents.join("×"),
                a.elem_bytes
            )
        })
        .collect();
    Diagnostic::error(d.name_span, format!("`fcw` tiles need {total} bytes of shared memory per block, more than the {budget} available"))
        .with_label("tiles too large for shared memory")
        .with_note(parts.join("; "))
        .with_help("use a smaller vector size or smaller `before`/`after`")
}

/// The barriers in source order: after the fetch, around each channel write, the user's,
/// before the write-back, before the next execution's fetch.
fn barriers(
    block: &Stmt,
    arrays: &[FcwArray],
    writes: &[ChannelWrite],
    explicit: &[Span],
    repeated: bool,
) -> Vec<Barrier> {
    let mut inside: Vec<(u32, Barrier)> = Vec::new();
    for (n, w) in writes.iter().enumerate() {
        inside.push((
            w.stmt.lo,
            Barrier {
                kind: BarrierKind::BeforeChannelWrite(n),
                at: w.stmt,
            },
        ));
        inside.push((
            w.stmt.lo,
            Barrier {
                kind: BarrierKind::AfterChannelWrite(n),
                at: w.stmt,
            },
        ));
    }
    inside.extend(explicit.iter().map(|s| {
        (
            s.lo,
            Barrier {
                kind: BarrierKind::Explicit,
                at: *s,
            },
        )
    }));
    inside.sort_by_key(|(at, _)| *at);
    let fetches = arrays.iter().any(|a| a.kind.fetches());
    let writes_back = arrays.iter().any(|a| a.kind.writes_back());
    let at_block = |kind| Barrier {
        kind,
        at: block.span,
    };
    let mut out = Vec::new();
    if fetches {
        out.push(at_block(BarrierKind::AfterFetch));
    }
    out.extend(inside.into_iter().map(|(_, b)| b));
    if writes_back {
        out.push(at_block(BarrierKind::BeforeWriteBack));
    }
    if repeated && (fetches || writes_back) {
        out.push(at_block(BarrierKind::BeforeNextFetch));
    }
    out
}
