//! The `cache` regions of one kernel, decided together (`accc_ir::tile::KernelCache`): each
//! region's plan ([`super::plan`]), the loop form they ask of the kernel — a 2-D tile of
//! the gang and vector loops, its threads taking one row or several (`Coarse`), or, in a
//! 1-D stencil, a register window of several iterations per thread ([`super::window`]) —,
//! the loops that must run in uniform rounds, the regions' steps ([`super::lower`]) and
//! accesses ([`super::access`]), the ranges copied into constant memory, the
//! `--cache-check` flag, and the `fcw` arrays left in global memory (errors for a block
//! with channels, warnings otherwise). `gpu::kernel` gives the kernel's facts ([`Facts`]);
//! the kernel builder prints the record.

use std::collections::HashMap;

use accc_front::ast::{Stmt, StmtKind};
use accc_front::{Diagnostic, SourceMap};
use accc_ir::kernel::Partitioned;
use accc_ir::tile::{
    CacheImpl, CacheOptions, CacheRegion, Coarse, ConstantCopy, KernelCache, Mode, RegionPlan,
    ScopeMethod, SharingLoop, Threads,
};
use accc_ir::{Caps, FcwBlock, Loop};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

use super::plan::Planner;
use crate::gpu::shape::{
    directive_inside, heads_body, per_row_declarations, sharing_of, tile_2d, walks_columns, FcwTile,
};

/// Rows (gang iterations) each thread of a 2-D tile takes when the tile is coarsened (see
/// `Coarse`) and the region is the vector loop's whole body.
/// Measured on Jacobi 4096² (H200): with rows a block's height apart, 4 rows 19.4 ms,
/// 8 rows 17.0, 16 rows 15.8, one row 31.6; with adjacent rows read through registers,
/// 4 rows 13.89 ms, 8 rows 10.71 (32 × 8 threads), 16 rows 14.48 (16 × 16, by hand).
pub const ROWS_PER_THREAD: u32 = 8;

/// Rows each thread takes when the region sits in a sequential loop of the body: every row
/// keeps its own variables live across that loop, and the copy of the rows is fetched at
/// each of its iterations. GEMM 2048² (H200): 4 rows 6.19 ms, 8 rows 6.97.
pub const ROWS_PER_THREAD_IN_A_LOOP: u32 = 4;

/// The threads along the vector loop of a coarsened tile: a warp's loads of a row are then
/// one 128-byte line. Measured on Jacobi 4096² (H200, kernels edited by hand): 32 × 8
/// threads 10.95 ms against 11.77 for 16 × 16.
pub const COARSE_TILE_WIDTH: u32 = 32;

/// What the planner of each region asks of the kernel.
pub struct Planning<'k> {
    /// The kernel's parallel loop nest; `None` for statements run by one thread or
    /// gang-redundant code.
    pub kernel_loop: Option<&'k Loop<'k>>,
    /// The vector loops of a two-level kernel (empty for a one-level one).
    pub vector_loops: &'k [&'k Loop<'k>],
    /// The statements the kernel runs.
    pub stmts: &'k [&'k Stmt],
    /// Threads of a block.
    pub block: u32,
    /// Shared-memory bytes the kernel declares before its copies.
    pub shared_taken: u64,
    /// Constant-memory bytes of the translation unit still free.
    pub constant_left: u64,
    /// The arrays the kernel only reads through a device pointer to host data, with
    /// their host expression (candidates for constant memory).
    pub constant_hosts: &'k HashMap<SymbolId, String>,
    /// The communicating blocks of the region's `fcw` directives with channels.
    pub fcw_blocks: &'k HashMap<u32, FcwBlock>,
}

/// What the kernel builder knows of the kernel whose cache regions are decided.
pub struct Facts<'k> {
    pub planning: Planning<'k>,
    /// The kernel declares gang-shared arrays.
    pub gang_arrays: bool,
    /// The kernel declares variables at the start of each iteration (private,
    /// firstprivate): those would be made once for all of a thread's iterations, so such
    /// kernels keep one iteration per thread.
    pub per_iteration_declarations: bool,
    /// The tile of an `fcw` block of the gang and vector loops.
    pub fcw_tile: Option<FcwTile>,
}

/// What the decisions ask besides the kernel.
pub struct Context<'c> {
    pub sema: &'c Sema,
    pub sm: &'c SourceMap,
    pub opts: &'c CacheOptions,
    pub caps: Caps,
}

/// A 2-D tile: the gang loop, the threads along the vector loop, the rows.
type Tile = (SharingLoop, u32, u32);

/// The cache regions of the kernel `facts` describe, and what they ask of it.
pub fn kernel_cache(facts: &Facts<'_>, cx: &Context<'_>) -> KernelCache {
    let (plans, tile, coarse) = choose_form(facts, cx);
    let mut cache = adopt(plans, facts, cx);
    cache.tile = tile;
    cache.coarse = coarse;
    let made: HashMap<u32, RegionPlan> = (cache.regions.iter())
        .map(|r| (r.plan.id, r.plan.clone()))
        .collect();
    let coarsened = cache.coarse.is_some();
    let mut accesses = super::access::region_accesses(
        &made,
        facts.planning.stmts,
        cx.opts,
        coarsened,
        cx.sema,
        cx.sm,
    );
    for r in &mut cache.regions {
        r.accesses = accesses.remove(&r.plan.id).unwrap_or_default();
    }
    cache.per_thread = match cache.regions.iter().any(|r| r.plan.window.is_some()) {
        true => super::window::PER_THREAD,
        false => 1,
    };
    cache.constant_left = facts.planning.constant_left;
    constant_copies(&mut cache);
    cache.check_flag =
        cx.opts.check && cx.opts.implementation == CacheImpl::Rbi && !cache.regions.is_empty();
    cache
}

/// The vector loops whose iterations share a cache region run in uniform rounds
/// (`gpu::partition::share_cache`): their partitioned records (by statement span start)
/// take the rounds of `cache`'s uniform vector loops.
pub fn share_rounds(
    cache: &KernelCache,
    partitioned: &mut HashMap<u32, Partitioned>,
    opts: &CacheOptions,
) {
    let tile_columns = cache.tile.as_ref().map(|(_, tx, _)| *tx);
    for (key, sharing) in &cache.uniform_vectors {
        if let Some(p) = partitioned.get_mut(key) {
            crate::gpu::partition::share_cache(p, sharing, tile_columns, opts.width);
        }
    }
}

/// The loop of a one-level kernel whose iterations a block's threads share.
fn kernel_sharing(facts: &Planning<'_>) -> Option<SharingLoop> {
    match facts.kernel_loop {
        Some(l) if facts.vector_loops.is_empty() && facts.block > 1 => sharing_of(l),
        _ => None,
    }
}

/// The plans of the `cache` regions of the kernel body (`tile`: run as a 2-D tile), and of
/// what the compiler caches by itself; nothing is decided yet (`gpu::block` also asks them
/// when it chooses the block).
pub fn region_plans(facts: &Planning<'_>, cx: &Context<'_>, tile: Option<Tile>) -> Vec<RegionPlan> {
    let kernel_sharing = kernel_sharing(facts);
    // Automatic staging (see `stage`, `neighbourhood`): in a one-level parallel loop whose
    // body has no `cache` or `fcw` directive of the user's (whose blocks hold exactly
    // their vector loop's iterations).
    let stage = cx.opts.auto
        && cx.opts.implementation == CacheImpl::Rbi
        && kernel_sharing.is_some()
        && !facts.stmts.iter().any(|s| {
            directive_inside(cx.sema, s.span, |d| {
                use accc_front::directive::DirectiveKind;
                matches!(d.kind, DirectiveKind::Cache | DirectiveKind::Fcw)
            })
        });
    let mut planner = Planner {
        sema: cx.sema,
        caps: cx.caps,
        sm: cx.sm,
        opts: cx.opts,
        block: facts.block,
        vector_loops: (facts.vector_loops.iter())
            .map(|v| (v.stmt.span.lo, sharing_of(v)))
            .collect(),
        plans: Vec::new(),
        bytes: facts.shared_taken,
        tile,
        stage,
        constant_hosts: facts.constant_hosts,
        constant_left: facts.constant_left,
        fcw_blocks: facts.fcw_blocks,
    };
    for s in facts.stmts {
        let threads = match facts.kernel_loop {
            Some(_) if facts.vector_loops.is_empty() => Threads::Lanes {
                sharing: kernel_sharing.clone(),
            },
            Some(_) => Threads::Uniform,
            None => Threads::Lanes { sharing: None },
        };
        planner.plan_body(s, threads);
    }
    planner.plans
}

/// Whether some shared copy of `plans` moves along the rows of a 2-D tile.
fn shares_rows(plans: &[RegionPlan]) -> bool {
    plans.iter().any(|p| {
        p.vars
            .iter()
            .any(|v| v.mode == Mode::Shared && v.row_dim().is_some())
    })
}

/// The kernel's plans and the form they run in: a coarsened 2-D tile where it fits, else
/// a plain one where a copy shares rows (or an `fcw` block asks for it), else the plans of
/// the kernel as it is (a 1-D stencil's region then possibly read through a register
/// window).
fn choose_form(
    facts: &Facts<'_>,
    cx: &Context<'_>,
) -> (Vec<RegionPlan>, Option<Tile>, Option<Coarse>) {
    // A gang loop whose body is one vector loop, with a region in it that shares along
    // both loops: a 2-D tile (threads along the vector loop, rows along the gang loop),
    // when every plan agrees (`tile_2d`: an `fcw` block of both loops is such a tile, of
    // its own sizes).
    let tile = facts.planning.kernel_loop.and_then(|l| {
        tile_2d(
            l,
            facts.planning.vector_loops,
            facts.planning.stmts,
            facts.planning.block,
            facts.gang_arrays,
            cx.opts,
            cx.sema,
            facts.fcw_tile,
        )
        .and_then(|(tx, ty)| Some((sharing_of(l)?, tx, ty)))
    });
    // First a tile whose threads take several rows each, which needs the kernel's one
    // region to be its vector loop's whole body.
    let plain_tile = tile
        .clone()
        .map(|t| region_plans(&facts.planning, cx, Some(t)));
    if let Some(coarsened) = coarsen(facts, cx, tile.as_ref(), plain_tile.as_deref()) {
        return coarsened;
    }
    if let (Some(tiled), Some(_)) = (plain_tile, &tile) {
        if shares_rows(&tiled) || facts.fcw_tile.is_some() {
            return (tiled, tile, None);
        }
    }
    let mut plans = region_plans(&facts.planning, cx, None);
    // A 1-D stencil whose region is the loop's whole body: several adjacent iterations
    // per thread, read through a register window (see `window`).
    if let (Some(l), Some(_), [p], false) = (
        facts.planning.kernel_loop,
        kernel_sharing(&facts.planning),
        plans.as_mut_slice(),
        facts.per_iteration_declarations,
    ) {
        if let (true, StmtKind::For { body, .. }) = (heads_body(l, p.id, cx.sema), &l.stmt.kind) {
            super::window::apply(p, body, facts.planning.block, cx.opts, cx.sema, cx.sm);
        }
    }
    (plans, None, None)
}

/// The plans of `tile` coarsened (its threads taking several rows each), with the tile
/// and the coarsening, where the kernel's one region allows it (`plain`: the plans of the
/// tile of one row per thread).
fn coarsen(
    facts: &Facts<'_>,
    cx: &Context<'_>,
    tile: Option<&Tile>,
    plain: Option<&[RegionPlan]>,
) -> Option<(Vec<RegionPlan>, Option<Tile>, Option<Coarse>)> {
    let opts = cx.opts;
    // (The communicating scope names the thread of the last row as the writer of a
    // range that moves backwards; with several rows per thread there is none such.)
    // (An `fcw` block is exactly one iteration per thread.)
    let coarsen =
        opts.coarsen && opts.scope != ScopeMethod::Communicating && facts.fcw_tile.is_none();
    let (Some((gang, tx, ty)), [v], true) = (tile, facts.planning.vector_loops, coarsen) else {
        return None;
    };
    let block = facts.planning.block;
    // Adjacent rows on 32-wide rows of threads, unless that would send a warp's
    // accesses down 32 columns (see `Coarse`).
    let cached: Vec<SymbolId> = plain
        .into_iter()
        .flatten()
        .flat_map(|p| p.vars.iter().map(|v| v.sym))
        .collect();
    // (Only under RBI: RBC's checked accesses, each with its load from global
    // memory, unrolled over the rows took GEMM's kernel to 166 registers and
    // 82.8 ms against 24.5; it keeps the rows apart, and coarsens only a region
    // that is the whole body.)
    let rbi = opts.implementation == CacheImpl::Rbi;
    let adjacent = rbi
        && block.is_multiple_of(COARSE_TILE_WIDTH)
        && !walks_columns(v, gang.var, &cached, cx.sema);
    let whole_body = matches!(plain, Some([p]) if heads_body(v, p.id, cx.sema));
    let rows = if whole_body {
        ROWS_PER_THREAD
    } else {
        ROWS_PER_THREAD_IN_A_LOOP
    };
    let coarse_tile = if adjacent {
        (
            gang.clone(),
            COARSE_TILE_WIDTH,
            block / COARSE_TILE_WIDTH * rows,
        )
    } else {
        (gang.clone(), *tx, ty * rows)
    };
    let tiled = region_plans(&facts.planning, cx, Some(coarse_tile.clone()));
    // Taller copies must still fit: no variable left out that one row per thread
    // would cache.
    let fits = |plans: &[RegionPlan]| plans.iter().map(|p| p.ignored.len()).sum::<usize>();
    let as_many = plain.is_some_and(|plain| fits(&tiled) <= fits(plain));
    let [p] = tiled.as_slice() else {
        return None;
    };
    // (A private copy is fetched for one iteration; the rows of a thread are
    // several.)
    let all_shared = p
        .vars
        .iter()
        .all(|v| matches!(v.mode, Mode::Shared | Mode::Constant));
    let per_row = p
        .uniform_path
        .as_deref()
        .and_then(|path| per_row_declarations(v, p.id, path, gang.var, cx.sema));
    let fits_rows = as_many && all_shared && shares_rows(&tiled) && (rbi || whole_body);
    let (true, Some(per_row)) = (fits_rows, per_row) else {
        return None;
    };
    let coarse = Coarse {
        region: p.id,
        rows_per_thread: rows,
        adjacent,
        gang: gang.clone(),
        per_row,
    };
    Some((tiled, Some(coarse_tile), Some(coarse)))
}

/// The kernel's record of `plans`: every plan for the feedback (with its copies'
/// interleaving decided), the regions it makes with their steps, the loops made uniform (the kernel's own loop when a region lies on
/// the way from its body, the vector loops a region's way starts in), and the `fcw`
/// arrays left in global memory.
fn adopt(plans: Vec<RegionPlan>, facts: &Facts<'_>, cx: &Context<'_>) -> KernelCache {
    let opts = cx.opts;
    // The kernel's body, the start of a uniform path that makes its loop uniform.
    let body_lo = match facts.planning.kernel_loop {
        Some(_) if facts.planning.vector_loops.is_empty() => {
            facts.planning.stmts.last().map(|s| s.span.lo)
        }
        _ => None,
    };
    let mut cache = KernelCache::default();
    for mut p in plans {
        p.interleaved = super::lower::interleaving(&p, opts);
        cache.planned.push(p.clone());
        if p.fcw {
            unstaged_fcw(&p, cx.sema, &mut cache);
        }
        if opts.implementation == CacheImpl::Off || p.off.is_some() {
            continue;
        }
        if let Some(path) = &p.uniform_path {
            // The first statement on the way to the region is the body, or the region
            // is the body itself (a neighbourhood's, or an `fcw` block without braces:
            // its path is empty).
            let first = path.first().copied();
            if body_lo.is_some() && (first.is_none() || first == body_lo) {
                cache.uniform_loop = kernel_sharing(&facts.planning);
            }
            for v in facts.planning.vector_loops {
                if let StmtKind::For { body, .. } = &v.stmt.kind {
                    let in_loop = v.stmt.span.lo <= p.id && p.id < v.stmt.span.hi;
                    if first == Some(body.span.lo) || (first.is_none() && in_loop) {
                        if let Some(s) = sharing_of(v) {
                            let key = v.stmt.span.lo;
                            cache.uniform_vectors.retain(|(k, _)| *k != key);
                            cache.uniform_vectors.push((key, s));
                        }
                    }
                }
            }
            for &s in path {
                if !cache.path.contains(&s) {
                    cache.path.push(s);
                }
            }
        }
        let steps = super::lower::region_steps(&p, opts);
        cache.regions.push(CacheRegion {
            plan: p,
            steps,
            accesses: Default::default(),
        });
    }
    cache
}

/// The arrays of `fcw` block `p` that stay in global memory, with the reason: for a block
/// with channels an error (its iterations would not communicate), else a warning (a
/// FETCH_ONLY array is not written in the block: the answer is the same, the speed not).
fn unstaged_fcw(p: &RegionPlan, sema: &Sema, cache: &mut KernelCache) {
    let Some(d) = sema.directives.get(&p.id) else {
        return;
    };
    let channels = crate::ext::fcw::channel(d).is_some();
    let whole = p
        .off
        .iter()
        .map(|why| ("its arrays".to_string(), why.clone()));
    let vars = p
        .ignored
        .iter()
        .map(|(v, why)| (format!("`{v}`"), why.clone()));
    for (what, why) in whole.chain(vars) {
        let message = format!("this `fcw` block cannot stage {what} in shared memory: {why}");
        if channels {
            cache.errors.push(
                Diagnostic::error(d.name_span, message)
                    .with_label("its block's iterations would not communicate"),
            );
        } else {
            cache.warnings.push(
                Diagnostic::warning(d.name_span, message)
                    .with_label("read from global memory")
                    .with_note("the answer is the same (a FETCH_ONLY array is not written in the block); only the block's copy in shared memory is missing"),
            );
        }
    }
}

/// The ranges of `cache`'s regions in constant memory, in region order (declared at file
/// scope, copied by the runtime before the launch), counted against the translation
/// unit's constant memory.
fn constant_copies(cache: &mut KernelCache) {
    let mut regions: Vec<&RegionPlan> = cache.regions.iter().map(|r| &r.plan).collect();
    regions.sort_by_key(|p| p.id);
    let mut copies = Vec::new();
    for p in regions {
        for (k, v) in p.vars.iter().enumerate() {
            if v.mode == Mode::Constant {
                let lower = accc_sema::consteval::eval(&v.dims[0].lower, &|_| None)
                    .expect("a constant lower bound");
                copies.push(ConstantCopy {
                    region: p.id,
                    var: k,
                    sym: v.sym,
                    lower,
                    bytes: v.bytes,
                });
            }
        }
    }
    cache.constant_left -= copies.iter().map(|c| c.bytes).sum::<u64>();
    cache.constants = copies;
}
