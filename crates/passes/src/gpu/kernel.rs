//! The decisions about one kernel, made in order from its outlined unit before any of it is
//! printed (`decide`, into `accc_ir::kernel::Decisions`): how its iterations meet the
//! threads of a block and on which block (`threads`), whether its `fcw` blocks get
//! exactly their iterations (`fcw`), its gang, vector and worker loops spread over the
//! threads (`partition`), its reductions (`reduce`), how each variable reaches it
//! (`capture`), its `cache` regions (`ext::cache::kernel`, in the shared memory the
//! reductions and gang-shared arrays leave and the constant memory the earlier kernels
//! leave), its iteration space (`iteration`), its gangs packed several to a block
//! (`block`), and the block and grid it is launched with ([`super::grid`]); and whether it
//! has a column-strips twin, decided the same way; for OpenCL, the address spaces of its
//! code (`lower::spaces`); its body's lowering and errors (`body`); then its parameters
//! ([`super::params`]) and the host's launch ([`super::launch`]). The `kernels` pass
//! ([`kernels`]) decides every kernel of the
//! module into `ComputeRegion::kernels`; the kernel builder of the back end prints the
//! records. What a kernel runs is a view of the outline's record
//! (`accc_ir::kernel::unit`).

use std::collections::HashMap;

use accc_front::ast::Stmt;
use accc_front::SourceMap;
use accc_ir::kernel::capture::{Capture, CaptureKind};
use accc_ir::kernel::outline::Unit as OutlinedUnit;
use accc_ir::kernel::reduce::Reductions;
use accc_ir::kernel::{Decisions, GangLoop, Grid, KernelDecisions, Partitioned, WorkerLoop};
use accc_ir::tile::{CacheOptions, KernelCache};
use accc_ir::{Caps, ComputeRegion, KernelTarget, Loop, Module};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

use super::{block, capture, iteration, reduce};
use crate::ext::cache::kernel as cache;
use crate::lower::spaces;
use accc_ir::kernel::unit::{contents, fused_loops, unit, Contents, Unit};

mod body;
mod fcw;
mod threads;

use threads::Shape;

/// The `kernels` pass: decides every kernel of the module's outlined regions, in the
/// order the host launches them, the constant memory of the translation unit running
/// across them (`ComputeRegion::kernels`).
pub fn kernels<'a>(module: &mut Module<'a>, sema: &'a Sema, sm: &SourceMap, device: &KernelTarget) {
    let pointer_results = (device.address_spaces).then(|| spaces::PointerResults::of(module, sema));
    let mut constant_left = crate::ext::cache::plan::CONSTANT_LIMIT;
    let mut decided = Vec::new();
    let whole: &Module<'a> = module;
    for (index, r) in whole.regions.iter().enumerate() {
        let Some(outline) = &r.outline else {
            decided.push(Vec::new());
            continue;
        };
        let caps = &device.caps;
        // Where the construct's data is anchored, as the host calls decided it (with the
        // locals its clause arguments were evaluated into).
        let (_, anchors) = &whole.host_calls.regions[index].calls;
        let cx = Context {
            capture: capture::Context {
                region: r,
                sema,
                anchors,
                routines: &whole.routines,
                routine_globals: &whole.routine_globals,
                pointers_in_device_memory: device.pointers_in_device_memory,
                kernel_ident: &device.kernel_ident,
            },
            index,
            module: whole,
            sema,
            sm,
            caps,
            opts: &device.cache,
            type_text: &device.type_text,
            prefetches: device.prefetches,
            pointer_results: pointer_results.as_ref(),
        };
        let fused = fused_loops(r, &outline.units);
        let mut kernels = Vec::new();
        for (k, (outlined, fused)) in outline.units.iter().zip(&fused).enumerate() {
            let unit = unit(r, outlined, fused.as_ref());
            let request = Request {
                name: format!("__accc_kernel_{index}_{k}"),
                unit: &unit,
                outlined,
                block: outline.block,
                constant_left,
            };
            let decided = decide(&cx, &request);
            constant_left = decided.kernel.cache.constant_left;
            kernels.push(decided);
        }
        decided.push(kernels);
    }
    for (r, kernels) in module.regions.iter_mut().zip(decided) {
        r.kernels = kernels;
    }
}

/// What the decisions ask besides the kernel: the capture's context (the region, sema,
/// the anchors, the routines and the target's naming), the region's index, the module,
/// the target and the cache options.
struct Context<'r, 'a> {
    pub capture: capture::Context<'r, 'a>,
    /// The region's index in the module.
    pub index: usize,
    /// The module (its routines, as device code calls them; the clause arguments the host
    /// evaluates once into locals, as the launch names them) and sema, which the body's
    /// lowering borrows.
    pub module: &'r Module<'a>,
    pub sema: &'a Sema,
    pub sm: &'r SourceMap,
    pub caps: &'r Caps,
    pub opts: &'r CacheOptions,
    /// The device language's spelling of a C type (`KernelTarget::type_text`).
    pub type_text: &'r dyn Fn(&str) -> String,
    /// The target prefetches a column-strips walk's reads.
    pub prefetches: bool,
    /// OpenCL: where the routines that return pointers point (none: no address spaces).
    pub pointer_results: Option<&'r spaces::PointerResults>,
}

/// The kernel to decide.
#[derive(Clone)]
struct Request<'r, 'u, 'a> {
    /// Its name (`__accc_kernel_<region>_<k>`; its twin's ends in `_strips`).
    pub name: String,
    pub unit: &'r Unit<'u, 'a>,
    pub outlined: &'r OutlinedUnit,
    /// The block the region's kernels start from.
    pub block: u32,
    /// Constant-memory bytes the translation unit's kernels may still take.
    pub constant_left: u64,
}

/// The twin of a kernel, or the kernel itself.
#[derive(Clone, Copy, PartialEq)]
enum Walk {
    /// The kernel as its form is chosen.
    Chosen,
    /// A `collapse(2)` nest without `cache` walked in column strips: the flat kernel's
    /// twin, which the host launches when the inner loop is long enough.
    ColumnStrips,
}

/// Decides the kernel `request` asks for and, where it may have one (a `collapse(2)` nest
/// without `cache` or `num_gangs`), its column-strips twin, in the constant memory the
/// kernel leaves.
fn decide<'a>(cx: &Context<'_, 'a>, request: &Request<'_, '_, '_>) -> KernelDecisions<'a> {
    let contents = contents(request.unit, request.outlined);
    let kernel = decide_walk(cx, request, &contents, Walk::Chosen);
    let directive = cx.capture.region.directive;
    let sized_by_user = !directive.num_gangs(cx.caps.device_type).is_empty();
    let strips_twin = (kernel.space.strips_possible && !sized_by_user).then(|| {
        let request = Request {
            name: format!("{}_strips", request.name),
            constant_left: kernel.cache.constant_left,
            ..request.clone()
        };
        decide_walk(cx, &request, &contents, Walk::ColumnStrips)
    });
    let launch = super::launch::launch(
        cx.index,
        &kernel,
        strips_twin.as_ref(),
        &cx.module.clause_values,
    );
    KernelDecisions {
        kernel,
        strips_twin,
        launch,
    }
}

/// Decides the kernel `request` asks for (running `contents`, walked as `walk` says), in
/// order: its threads and block, its `fcw` blocks, its partitioned loops, reductions,
/// capture, `cache` regions, iteration space, packed gangs, launch grid, body lowering
/// and parameters.
fn decide_walk<'a>(
    cx: &Context<'_, 'a>,
    request: &Request<'_, '_, '_>,
    contents: &Contents<'_>,
    walk: Walk,
) -> Decisions<'a> {
    let region = cx.capture.region;
    let unit = request.unit;
    let (shape, fcw_refused) = threads::shape(cx, request, contents);
    let mut fcw_errors: Vec<_> = (fcw_refused.iter())
        .filter_map(|(at, why)| fcw::refusal(cx, *at, why))
        .collect();
    fcw_errors.extend(fcw::check_blocks(cx, unit, &shape));
    let mut partitioned = gang_partitions(cx, request.outlined);
    let gang_loops = gang_loops(unit, region, &partitioned);
    threads::partition_vector_loops(cx, &shape, &mut partitioned);
    let reductions = decide_reductions(cx, &shape, &partitioned, &contents.reductions);
    let capture = capture::capture(
        &cx.capture,
        &capture::Uses {
            stmts: &contents.stmts,
            loop_vars: &contents.loop_vars,
            gang_redundant: matches!(unit, Unit::Gang { .. }),
            reductions: &contents.reductions,
            private: &contents.private,
            firstprivate: &contents.firstprivate,
            gang_shared: &shape.gang_shared,
        },
    );
    let shared_taken = shared_taken(&reductions, &capture);
    let cache = kernel_cache(cx, request, (contents, &capture), &shape, shared_taken);
    cache::share_rounds(&cache, &mut partitioned, cx.opts);
    let plan = iteration_plan(cx, request, contents, &shape, &cache, walk);
    let packed_gangs = block::packed_gangs(
        &block::Packing {
            shape: match request.outlined {
                OutlinedUnit::Loop { shape, .. } => Some(shape),
                _ => None,
            },
            block: &shape.choice,
            cache: &cache,
            region,
            reductions: !contents.reductions.is_empty(),
            lane_reductions_share_memory: reductions.loop_buffers_declared(),
            column_strips: matches!(
                plan.space.form,
                accc_ir::kernel::SpaceForm::ColumnStrips { .. }
            ),
            calls_a_routine: capture.calls_a_routine,
        },
        cx.caps,
    );
    let tile_iterations = (cache.uniform_loop.as_ref())
        .filter(|_| cache.tile.is_none() && shape.two_level.is_empty())
        .map(|_| shape.block * cache.per_thread);
    let mut partitioned: Vec<Partitioned> = partitioned.into_values().collect();
    partitioned.sort_by_key(|p| p.stmt.lo);
    let mut decided = Decisions {
        name: request.name.clone(),
        params: Vec::new(),
        block: shape.block * packed_gangs.unwrap_or(1),
        block_choice: shape.choice.clone(),
        vector_loops: shape.two_level.iter().map(|v| v.stmt.span).collect(),
        worker_loops: worker_loops(&shape),
        gang_grid: shape.gang_grid.clone(),
        gang_loops,
        fcw_errors,
        partitioned,
        reductions,
        capture,
        shared_taken,
        cache,
        space: plan.space,
        prefetch: plan.prefetch,
        carry: plan.carry,
        space_errors: plan.diagnostics,
        packed_gangs,
        tile_iterations,
        grid: Grid::Runtime,
        ignored_vector_length: None,
        unapplied_sizes: Vec::new(),
        code_spaces: None,
        code_space_errors: Vec::new(),
        body_lowering: Default::default(),
        body_errors: Vec::new(),
    };
    if decided.serial() {
        decided.block = 1;
    } else {
        decided.ignored_vector_length = super::grid::ignored_vector_length(region, cx.sm);
    }
    decided.grid = super::grid::grid(&decided, region.directive, cx.caps, cx.sm);
    if let Some(results) = cx.pointer_results {
        let facts = spaces::Facts::of_kernel(&decided.capture, &decided.reductions);
        let spaces_cx = spaces::Context {
            sema: cx.capture.sema,
            facts: &facts,
            results,
        };
        let (code, errors) = spaces::decide(region.stmt, HashMap::new(), None, &spaces_cx);
        decided.code_spaces = Some(code);
        decided.code_space_errors = errors;
    }
    if let Unit::Loop(l) = unit {
        decided.unapplied_sizes =
            super::grid::unapplied_sizes(&decided, l.stmt.span, &region.loops, cx.caps, cx.sm);
    }
    (decided.body_lowering, decided.body_errors) = body::body(cx, &contents.stmts, &decided);
    decided.params = super::params::params(&decided, cx.type_text);
    decided
}

/// The gang loops a gang-redundant kernel (`outlined`) spreads over the gangs (the
/// outline pass partitioned them: `ComputeRegion::gang_partitions`), by loop start; none
/// for other kernels.
fn gang_partitions(cx: &Context<'_, '_>, outlined: &OutlinedUnit) -> HashMap<u32, Partitioned> {
    if !matches!(outlined, OutlinedUnit::Gang { .. }) {
        return HashMap::new();
    }
    (cx.capture.region.gang_partitions.iter())
        .map(|p| (p.stmt.lo, p.clone()))
        .collect()
}

/// The loops of a gang-redundant unit spread over the gangs (`gang_partitions`), in
/// source order; none for other units.
fn gang_loops(
    unit: &Unit<'_, '_>,
    region: &ComputeRegion<'_>,
    gang_partitions: &HashMap<u32, Partitioned>,
) -> Vec<GangLoop> {
    let mut gang_loops = Vec::new();
    if !matches!(unit, Unit::Gang { .. }) {
        return gang_loops;
    }
    for l in &region.loops {
        l.walk(&mut |l| {
            if gang_partitions.contains_key(&l.stmt.span.lo) {
                gang_loops.push(GangLoop {
                    stmt: l.stmt.span,
                    collapse: l.collapse,
                });
            }
        });
    }
    gang_loops
}

/// The worker loops of a gang × worker × vector kernel, with their vector loops.
fn worker_loops(shape: &Shape<'_, '_>) -> Vec<WorkerLoop> {
    (shape.worker_vectors.iter())
        .map(|(w, inner)| WorkerLoop {
            stmt: w.stmt.span,
            workers: shape.workers,
            vector: shape.vector,
            vector_loops: inner.iter().map(|v| v.stmt.span).collect(),
        })
        .collect()
}

/// The kernel's reductions: those of its vector and worker loops (`partitioned` by now)
/// and its own (`gang`), on the blocks of `shape`.
fn decide_reductions(
    cx: &Context<'_, '_>,
    shape: &Shape<'_, '_>,
    partitioned: &HashMap<u32, Partitioned>,
    gang: &[accc_ir::Reduction],
) -> Reductions {
    let all_vector_loops = (shape.two_level.iter().copied())
        .chain((shape.worker_vectors.iter()).flat_map(|(_, inner)| inner.iter().copied()));
    let loops: Vec<_> = all_vector_loops
        .filter_map(|v| Some((v, partitioned.get(&v.stmt.span.lo)?)))
        .collect();
    let rcx = reduce::Context {
        region: cx.capture.region,
        sema: cx.capture.sema,
        sm: cx.sm,
        caps: cx.caps,
        block: shape.block,
    };
    reduce::reductions(&rcx, &loops, gang)
}

/// The bytes of shared memory the kernel takes before its cache copies (those whose size
/// is known): its loops' reduction buffers, its gang-shared arrays and its own
/// reductions' buffers.
fn shared_taken(reductions: &Reductions, capture: &Capture) -> u64 {
    let loop_buffers = (reductions.loop_buffers.iter())
        .filter(|u| u.slots > 0)
        .map(|u| u.bytes);
    let gang_shared = capture.variables.iter().map(|v| match v.how {
        CaptureKind::GangShared { bytes } => bytes,
        _ => None,
    });
    let gang_buffers = reductions.gang.iter().map(|g| g.shared.bytes);
    loop_buffers
        .chain(gang_shared)
        .chain(gang_buffers)
        .flatten()
        .sum()
}

/// What the cache planner asks of the kernel running `unit` (with its vector loops and
/// statements) on blocks of `block` threads, `shared_taken` bytes of shared memory taken
/// before its copies, its devices pointers read through constant memory `constant_hosts`.
fn cache_planning<'k>(
    (region, request): (&'k accc_ir::ComputeRegion<'k>, &'k Request<'k, 'k, 'k>),
    (vector_loops, stmts): (&'k [&'k Loop<'k>], &'k [&'k Stmt]),
    block: u32,
    (shared_taken, constant_hosts): (u64, &'k HashMap<SymbolId, String>),
) -> cache::Planning<'k> {
    cache::Planning {
        kernel_loop: match request.unit {
            Unit::Loop(l) => Some(l),
            _ => None,
        },
        vector_loops,
        stmts,
        block,
        shared_taken,
        constant_left: request.constant_left,
        constant_hosts,
        fcw_blocks: &region.fcw_blocks,
    }
}

/// What the cache planner asks besides the kernel.
fn cache_context<'c>(cx: &'c Context<'_, '_>) -> cache::Context<'c> {
    cache::Context {
        sema: cx.capture.sema,
        sm: cx.sm,
        opts: cx.opts,
        caps: *cx.caps,
    }
}

/// The `cache` regions of the kernel (`passes::ext::cache::kernel`), in the shared memory
/// its reductions and gang-shared arrays leave (`shared_taken`).
fn kernel_cache(
    cx: &Context<'_, '_>,
    request: &Request<'_, '_, '_>,
    (contents, capture): (&Contents<'_>, &Capture),
    shape: &Shape<'_, '_>,
    shared_taken: u64,
) -> KernelCache {
    // The device pointers read through constant memory, by the host expression copied.
    let constant_hosts: HashMap<SymbolId, String> = (capture.variables.iter())
        .filter(|v| {
            matches!(
                v.how,
                CaptureKind::DevicePointer {
                    cache_constant: true,
                    ..
                }
            )
        })
        .map(|v| (v.sym, v.name.clone()))
        .collect();
    let facts = cache::Facts {
        planning: cache_planning(
            (cx.capture.region, request),
            (&shape.two_level, &contents.stmts),
            shape.block,
            (shared_taken, &constant_hosts),
        ),
        gang_arrays: !shape.gang_shared.is_empty(),
        per_iteration_declarations: capture.per_iteration_declarations(),
        fcw_tile: shape.fcw_tile,
    };
    cache::kernel_cache(&facts, &cache_context(cx))
}

/// The kernel's iteration space (`passes::gpu::iteration`).
fn iteration_plan(
    cx: &Context<'_, '_>,
    request: &Request<'_, '_, '_>,
    contents: &Contents<'_>,
    shape: &Shape<'_, '_>,
    cache: &KernelCache,
    walk: Walk,
) -> iteration::Plan {
    let code = match request.unit {
        Unit::Loop(l) => iteration::Code::Loop(iteration::Nest {
            l,
            stmts: &contents.stmts,
            loop_vars: &contents.loop_vars,
            private: &contents.private,
            firstprivate: &contents.firstprivate,
        }),
        Unit::Serial(_) => iteration::Code::Serial,
        Unit::Gang { .. } => iteration::Code::GangRedundant,
    };
    let icx = iteration::Context {
        sema: cx.capture.sema,
        sm: cx.sm,
        region: cx.capture.region,
        block: shape.block,
        strip_tiles: shape.strip_tiles,
        tile: cache.tile.as_ref().map(|(_, tx, ty)| (*tx, *ty)),
        tile_vector_loop: match shape.two_level.as_slice() {
            [v] => Some(*v),
            _ => None,
        },
        uniform: cache.uniform_loop.as_ref(),
        per_thread: cache.per_thread,
        width: cx.opts.width,
        cache_plans: !cache.regions.is_empty(),
        column_strips: walk == Walk::ColumnStrips,
        prefetches: cx.prefetches,
    };
    iteration::plan(&code, &icx)
}
