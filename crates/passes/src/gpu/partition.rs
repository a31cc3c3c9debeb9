//! How a kernel walks the loops it spreads over the threads of a block or of the launch
//! (`accc_ir::kernel::Partitioned`): the loop's form (a stride loop, uniform rounds for a
//! vector loop sharing a cache region, worker rounds), which statements of a worker loop
//! run under its flag, how each vector or worker reduction combines over its lanes, and
//! whether a barrier follows the loop. `super::kernel` gives each loop's nest and lanes
//! ([`Nest`]); the GPU rewriter prints the record.

use accc_front::ast::{BlockItem, Stmt, StmtKind};
use accc_front::Span;
use accc_ir::atomic::AtomicOp;
use accc_ir::kernel::{
    shuffle_group, Combine, Contribution, Form, LaneReduction, Lanes, Partitioned,
};
use accc_ir::tile::{SharingLoop, WidthMethod};
use accc_ir::Caps;
use accc_sema::analyze::Sema;
use accc_sema::loops::CanonicalLoop;
use accc_sema::SymbolId;

/// What the kernel builder knows of a loop nest it spreads over threads.
#[derive(Clone, Debug)]
pub struct Nest {
    /// The loop's statement.
    pub stmt: Span,
    /// The collapsed loops, outermost first.
    pub loops: Vec<CanonicalLoop>,
    /// Variables each iteration gets its own copy of.
    pub private: Vec<SymbolId>,
    /// Over the launch (`None`) or over blocks of that many threads.
    pub block: Option<u32>,
    /// The loop's reductions (over a block only).
    pub reductions: Vec<(AtomicOp, SymbolId)>,
    pub lanes: Lanes,
    /// What each iteration runs.
    pub body: Stmt,
    /// The headers `body`'s text holds that the kernel leaves out.
    pub elided: Vec<Span>,
}

/// What the decisions ask besides the nest.
pub struct Context<'a> {
    pub sema: &'a Sema,
    /// The target's facts: which types its warp shuffles move.
    pub caps: &'a Caps,
    /// A worker loop's vector loops that the kernel spreads over the worker's lanes
    /// (their statements): every thread runs them.
    pub vector_loops: &'a [Span],
}

/// The record of `nest`: a stride loop (worker rounds for a worker loop), its
/// reductions' combinations, and a barrier after a loop over a block that does not
/// reduce (a reduction's combination ends with one of its own). A vector loop sharing a
/// cache region becomes uniform rounds later ([`share_cache`]), once the cache plans
/// are made.
pub fn partition(nest: Nest, cx: &Context<'_>) -> Partitioned {
    let Nest {
        stmt,
        loops,
        private,
        block,
        reductions,
        lanes,
        body,
        elided,
    } = nest;
    let form = match &lanes {
        Lanes::Workers { workers, .. } if block.is_some() => Form::WorkerRounds {
            workers: *workers,
            guarded: guarded_statements(&body, cx.vector_loops),
        },
        _ => Form::Stride,
    };
    let reductions: Vec<LaneReduction> = match block {
        // (A loop spread over the launch never reduces: a block cannot combine other
        // blocks' values.)
        None => Vec::new(),
        Some(block) => reductions
            .into_iter()
            .map(|(op, sym)| lane_reduction(op, sym, block, &lanes, cx))
            .collect(),
    };
    let barrier_after = barrier_after(block, &reductions, &form);
    Partitioned {
        stmt,
        loops,
        private,
        block,
        reductions,
        lanes,
        form,
        barrier_after,
        body,
        elided,
    }
}

/// A vector loop whose iterations share a cache region (`sharing`): every thread of the
/// block runs the same number of rounds (see `cache::emit::UNIFORM` in back). In a 2-D
/// tile of `tile_columns` threads a row, a block-wide count of the round's width is not
/// what a row needs, so the width comes from the kernel argument instead; the loop is
/// then the whole body of its gang loop, and no barrier follows it: nothing follows it
/// in the gang iteration, and the next tile's fetch waits for the block itself.
pub fn share_cache(
    p: &mut Partitioned,
    sharing: &SharingLoop,
    tile_columns: Option<u32>,
    width: WidthMethod,
) {
    if p.block.is_none() {
        return;
    }
    let width = match (tile_columns, width) {
        (Some(_), WidthMethod::Sync) => WidthMethod::KernelArg,
        (_, width) => width,
    };
    p.form = Form::UniformRounds {
        tile_columns,
        width,
        trip_count: sharing.trip_count,
    };
    p.barrier_after = barrier_after(p.block, &p.reductions, &p.form);
}

/// A loop over a block ends with a barrier: the next statement (or vector loop) of the
/// gang may read what other threads of the block wrote, as OpenACC guarantees; a
/// reduction's combination ends with one, and the vector loop of a 2-D tile needs none.
fn barrier_after(block: Option<u32>, reductions: &[LaneReduction], form: &Form) -> bool {
    let whole_tile = matches!(
        form,
        Form::UniformRounds {
            tile_columns: Some(_),
            ..
        }
    );
    block.is_some() && reductions.is_empty() && !whole_tile
}

/// The reduction of `sym` by `op` over the lanes of a loop over blocks of `block`: what
/// each lane contributes, and whether the group combines by warp shuffles (on a target
/// that shuffles the type, in a block of whole warps, where a group is a power of two
/// within a warp or whole warps) or by a tree in shared memory. Either way every thread
/// of the block reaches the combination (worker loops run the same rounds in all): the
/// barriers need it, and a shuffle takes every lane of its warp.
fn lane_reduction(
    op: AtomicOp,
    sym: SymbolId,
    block: u32,
    lanes: &Lanes,
    cx: &Context<'_>,
) -> LaneReduction {
    let group = lanes.reduction_group(block);
    let ty = &cx.sema.symbols.get(sym).ty;
    let combine = match shuffle_group(block, group) && cx.caps.shuffles(ty) {
        true => Combine::Shuffles,
        false => Combine::Tree,
    };
    let contribution = match lanes {
        Lanes::Workers { vector, .. } => Contribution::FirstOfWorker { vector: *vector },
        _ => Contribution::Partial,
    };
    LaneReduction {
        op,
        sym,
        group,
        contribution,
        combine,
    }
}

/// The statements of a worker loop's body (a block) that run only where the worker has
/// an iteration: all but its vector loops. A body that is not a block has none.
fn guarded_statements(body: &Stmt, vector_loops: &[Span]) -> Vec<Span> {
    let StmtKind::Compound(b) = &body.kind else {
        return Vec::new();
    };
    (b.items.iter())
        .filter_map(|item| match item {
            BlockItem::Stmt(s) if !vector_loops.contains(&s.span) => Some(s.span),
            _ => None,
        })
        .collect()
}
