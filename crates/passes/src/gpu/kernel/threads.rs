//! How a kernel's iterations meet the threads of a block ([`Shape`]): gang × vector, gang ×
//! worker × vector, strip-mined tiles, grids of gangs and the block's size as the outline
//! recorded them (`super::super::outline`), on the block `super::super::block` chooses for
//! the 2-D tiles of its `cache` regions and `fcw` blocks; and the vector and worker loops
//! spread over those threads (`super::super::partition`).

use std::collections::{HashMap, HashSet};

use accc_front::Span;
use accc_ir::kernel::block::{BlockChoice, BlockReason};
use accc_ir::kernel::outline::Unit as OutlinedUnit;
use accc_ir::kernel::{GangGrid, Lanes, Partitioned};
use accc_ir::Loop;
use accc_sema::SymbolId;

use super::super::block;
use super::super::partition::{partition, Context as PartitionContext, Nest};
use super::super::shape::{canonical_nest, FcwTile};
use super::{cache_context, cache_planning, Contents, Context, Request, Unit};
use accc_ir::atomic::AtomicOp;

/// How a kernel's iterations meet the threads of a block.
pub(super) struct Shape<'u, 'a> {
    /// Threads per block.
    pub block: u32,
    /// The vector lanes of each worker (the block, without worker loops).
    pub vector: u32,
    pub workers: u32,
    /// Gang × vector: the vector loops whose iterations spread over a block's threads.
    pub two_level: Vec<&'u Loop<'a>>,
    /// Gang × worker × vector: the worker loops among `two_level` and their vector loops.
    pub worker_vectors: Vec<(&'u Loop<'a>, Vec<&'u Loop<'a>>)>,
    /// `tile(tx, ty)` as strip-mined tiles.
    pub strip_tiles: Option<(u32, u32)>,
    pub gang_grid: Option<GangGrid>,
    /// The gang's private arrays that its vector lanes share (in shared memory).
    pub gang_shared: HashSet<SymbolId>,
    /// The 2-D tile of an `fcw` block of two communicating loops (`V×W`).
    pub fcw_tile: Option<FcwTile>,
    /// The block, and why (`passes::gpu::block`).
    pub choice: BlockChoice,
}

/// How the unit's iterations meet the threads of a block, as outlined (on blocks of (at
/// first) the request's block), on the block `passes::gpu::block` chooses for the 2-D
/// tiles of its `cache` regions or its `fcw` block; with the `fcw` tile the kernel cannot
/// make (its directive's start) and why.
pub(super) fn shape<'u, 'a>(
    cx: &Context<'_, '_>,
    request: &Request<'_, 'u, 'a>,
    contents: &Contents<'_>,
) -> (Shape<'u, 'a>, Option<(u32, String)>) {
    let (Unit::Loop(l), OutlinedUnit::Loop { shape, .. }) = (request.unit, request.outlined) else {
        let block = request.block;
        let shape = Shape {
            block,
            vector: block,
            workers: 1,
            two_level: Vec::new(),
            worker_vectors: Vec::new(),
            strip_tiles: None,
            gang_grid: None,
            gang_shared: HashSet::new(),
            fcw_tile: None,
            choice: BlockChoice::outlined(block),
        };
        return (shape, None);
    };
    let find = |at: u32| {
        l.loop_at(at)
            .expect("an outlined loop of the kernel's nest")
    };
    let two_level: Vec<&Loop<'_>> = shape.vector_loops.iter().map(|&v| find(v)).collect();
    let region = cx.capture.region;
    // (Nothing is declared in shared memory yet, nor read through constant memory.)
    let no_constant_hosts = HashMap::new();
    let facts = block::Facts {
        kernel_loop: l,
        shape,
        vector_loops: &two_level,
        region,
        one_level: cache_planning(
            (region, request),
            (&[], &contents.stmts),
            shape.block,
            (0, &no_constant_hosts),
        ),
    };
    let decided = block::kernel_block(&facts, &cache_context(cx));
    let worker_vectors: Vec<(&Loop<'_>, Vec<&Loop<'_>>)> = (shape.worker_loops.iter())
        .map(|(w, inner)| (find(*w), inner.iter().map(|&v| find(v)).collect()))
        .collect();
    let fcw_tile = match decided.choice.why {
        BlockReason::FcwTile { columns, rows } => Some(FcwTile { columns, rows }),
        _ => None,
    };
    let shape = Shape {
        block: decided.choice.block,
        vector: shape.vector,
        workers: shape.workers,
        two_level,
        worker_vectors,
        strip_tiles: shape.strip_tiles,
        gang_grid: shape.gang_grid.clone(),
        gang_shared: shape.gang_shared.iter().copied().collect(),
        fcw_tile,
        choice: decided.choice,
    };
    (shape, decided.fcw_refused)
}

/// Spreads the iterations of the shape's vector and worker loops over the block's threads
/// (into `partitioned`, by loop start).
pub(super) fn partition_vector_loops(
    cx: &Context<'_, '_>,
    shape: &Shape<'_, '_>,
    partitioned: &mut HashMap<u32, Partitioned>,
) {
    let Shape {
        block,
        vector,
        workers,
        two_level,
        worker_vectors,
        gang_grid,
        ..
    } = shape;
    let (block, vector, workers) = (*block, *vector, *workers);
    let mut spread = |l: &Loop<'_>, lanes, vector_loops: &[Span]| {
        spread_loop(cx, l, (block, lanes), vector_loops, partitioned)
    };
    for v in two_level.iter() {
        if canonical_nest(v).is_none() {
            continue;
        }
        let inner = worker_vectors
            .iter()
            .find(|(w, _)| w.stmt.span == v.stmt.span)
            .map(|(_, inner)| inner);
        let row = gang_grid
            .as_ref()
            .and_then(|g| g.rows.iter().find(|(r, _)| *r == v.stmt.span));
        let lanes = match (inner, &gang_grid, row) {
            (Some(_), _, _) => Lanes::Workers { vector, workers },
            (None, Some(_), Some((_, dim1))) => {
                // A `gang(dim:2)` loop: its `gang(dim:1)` loops over the row's blocks.
                let mut found = Vec::new();
                v.walk(&mut |c| {
                    if dim1.contains(&c.stmt.span) {
                        found.push(c);
                    }
                });
                for c in found {
                    spread(c, Lanes::Gangs { dim: 1 }, &[]);
                }
                Lanes::Rows { dim: 2 }
            }
            (None, Some(_), None) => Lanes::Gangs { dim: 1 },
            (None, None, _) => Lanes::Block,
        };
        // (A worker loop's vector loops run in all its threads: see `Lanes::Workers`.)
        let mut vector_loops = Vec::new();
        for iv in inner.into_iter().flatten() {
            let worker = v.stmt.span;
            if spread(iv, Lanes::WorkerVector { vector, worker }, &[]) {
                vector_loops.push(iv.stmt.span);
            }
        }
        spread(v, lanes, &vector_loops);
    }
}

/// Spreads the iterations of loop `l` (its collapsed nest) over `lanes` of blocks of
/// `block` threads, as `passes::gpu::partition` decides (`vector_loops`: a worker loop's
/// vector loops, spread already). False where the nest is not canonical (the loop then
/// stays as written).
fn spread_loop(
    cx: &Context<'_, '_>,
    l: &Loop<'_>,
    (block, lanes): (u32, Lanes),
    vector_loops: &[Span],
    partitioned: &mut HashMap<u32, Partitioned>,
) -> bool {
    let Some(loops) = canonical_nest(l) else {
        return false;
    };
    let sema = cx.capture.sema;
    let reductions = l
        .reductions
        .iter()
        .map(|r| {
            let op = r.op.combining(sema.symbols.get(r.sym).ty.is_bool());
            (AtomicOp::from_reduction(op), r.sym)
        })
        .collect();
    let nest = Nest {
        stmt: l.stmt.span,
        loops,
        private: l.private.clone(),
        block: Some(block),
        reductions,
        lanes,
        body: l.collapsed_body().clone(),
        elided: l.sunk_headers().to_vec(),
    };
    let pcx = PartitionContext {
        sema,
        caps: cx.caps,
        vector_loops,
    };
    partitioned.insert(l.stmt.span.lo, partition(nest, &pcx));
    true
}
