//! The block a loop kernel runs on where its outlined shape's block gives way
//! ([`accc_ir::kernel::block::BlockChoice`]), and whether its gangs of one warp are packed
//! several to a block. Both hang on the kernel's `cache` regions and `fcw` blocks, which
//! `super::kernel` plans kernel by kernel (the constant memory left runs across them), so it
//! calls these with the kernel's facts and keeps the answers in the kernel's decisions.
//!
//! A kernel takes, in this order of preference:
//! - the 2-D tile of a `V×W` `fcw` block of its loop and its vector loop (`W × V` threads,
//!   since programs compute with the block's size), or why the kernel cannot make it, for
//!   an error at the directive;
//! - 16 × 16 threads where its `cache` regions may share in 2-D tiles and the source
//!   leaves the vector length to the compiler (a square tile fetches the fewest elements
//!   per iteration: the papers' and hand-written CUDA's shape);
//! - 256 threads for a one-level kernel on a smaller block whose shared copies are the
//!   same for all of a block's iterations (every block fetches every tile, so larger
//!   blocks fetch each fewer times);
//! - else the outline's block.

use accc_front::Span;
use accc_ir::kernel::block::{
    BlockChoice, BlockReason, FIXED_TILE_BLOCK, GANGS_PER_BLOCK, SQUARE_TILE_BLOCK,
};
use accc_ir::kernel::outline::LoopShape;
use accc_ir::kernel::WARP;
use accc_ir::tile::KernelCache;
use accc_ir::{Caps, ComputeRegion, FcwBlock, Loop};

use super::outline::{has_vector_length, vector_clause_length};
use super::shape::{fcw_tile, shares_only_fixed_ranges, tile_candidate, FcwTile};
use crate::ext::cache::kernel::{region_plans, Context, Planning};

/// What the block of a loop kernel is decided from.
pub struct Facts<'k> {
    /// The kernel's loop (the fused view where the outline fused it).
    pub kernel_loop: &'k Loop<'k>,
    /// Its shape as outlined.
    pub shape: &'k LoopShape,
    /// The shape's vector loops, as loops of the nest.
    pub vector_loops: &'k [&'k Loop<'k>],
    pub region: &'k ComputeRegion<'k>,
    /// What the cache planner asks of the kernel's statements run one-level on the
    /// outlined block, with nothing in shared memory yet (and the constant memory the
    /// kernels built before it left).
    pub one_level: Planning<'k>,
}

/// The block of the kernel [`Facts`] describe.
pub struct Decided {
    pub choice: BlockChoice,
    /// The `V×W` `fcw` block the kernel cannot give its tile: its pragma's start, and why
    /// (an error at the directive).
    pub fcw_refused: Option<(u32, String)>,
}

/// The block of the loop kernel `facts` describe.
pub fn kernel_block(facts: &Facts<'_>, cx: &Context<'_>) -> Decided {
    let (l, shape) = (facts.kernel_loop, facts.shape);
    let outlined = shape.block;
    let chosen = |block, why| BlockChoice {
        outlined,
        block,
        why,
    };
    let (fcw, fcw_refused) = match fcw_block(l, facts.one_level.fcw_blocks) {
        Some((at, block)) => match fcw_tile(l, facts.vector_loops, &block) {
            Ok(tile) => (Some(tile), None),
            Err(why) => (None, Some((at, why))),
        },
        None => (None, None),
    };
    let sized_by_user = has_vector_length(facts.region, &cx.caps)
        || vector_clause_length(l, &cx.caps, cx.sema).is_some();
    let choice = if let Some(FcwTile { columns, rows }) = fcw {
        chosen(columns * rows, BlockReason::FcwTile { columns, rows })
    } else if shape.worker_loops.is_empty()
        && !sized_by_user
        && tile_candidate(
            l,
            facts.vector_loops,
            facts.one_level.stmts,
            SQUARE_TILE_BLOCK,
            !shape.gang_shared.is_empty(),
            cx.opts,
            cx.sema,
        )
        .is_some()
    {
        chosen(SQUARE_TILE_BLOCK, BlockReason::SquareCacheTile)
    } else if facts.vector_loops.is_empty()
        && outlined < FIXED_TILE_BLOCK
        && !sized_by_user
        && shares_only_fixed_ranges(&region_plans(&facts.one_level, cx, None))
    {
        chosen(FIXED_TILE_BLOCK, BlockReason::FixedSharedRanges)
    } else {
        BlockChoice::outlined(outlined)
    };
    Decided {
        choice,
        fcw_refused,
    }
}

/// The first `V×W` block (two communicating loops) of the `fcw` directives in loop `l`, by
/// pragma start.
fn fcw_block(
    l: &Loop<'_>,
    blocks: &std::collections::HashMap<u32, FcwBlock>,
) -> Option<(u32, FcwBlock)> {
    let Span { lo, hi } = l.stmt.span;
    (blocks.iter())
        .filter(|(&at, b)| lo <= at && at < hi && b.loops.len() == 2)
        .min_by_key(|(&at, _)| at)
        .map(|(&at, b)| (at, b.clone()))
}

/// What decides whether a kernel's gangs of one warp are packed several to a block, as
/// `super::kernel` has the kernel once its other decisions are made: its records, and the
/// facts they give (the kernel's own reductions, the lanes' reductions through shared
/// memory, the column strips, a call to a routine).
pub struct Packing<'k> {
    /// The outlined shape of a loop kernel (`None` for the other kernels).
    pub shape: Option<&'k LoopShape>,
    pub block: &'k BlockChoice,
    pub cache: &'k KernelCache,
    pub region: &'k ComputeRegion<'k>,
    /// The kernel's loop or its construct reduces.
    pub reductions: bool,
    /// Its vector loops' reductions combine through shared memory.
    pub lane_reductions_share_memory: bool,
    /// It runs a `collapse(2)` nest in column strips.
    pub column_strips: bool,
    /// It calls a routine (whose code would read the block's real indices).
    pub calls_a_routine: bool,
}

/// Gangs of one warp, [`GANGS_PER_BLOCK`] to a block (`Kernel::packed_gangs`): a gang ×
/// vector kernel on blocks of one warp where nothing is shared among a block's threads
/// but through the warp, and the source leaves the number of gangs to the compiler.
pub fn packed_gangs(facts: &Packing<'_>, caps: &Caps) -> Option<u32> {
    let shape = facts.shape?;
    let packs = caps.packs_gangs
        && !shape.vector_loops.is_empty()
        && facts.block.block == WARP
        && facts.cache.tile.is_none()
        && shape.strip_tiles.is_none()
        && shape.gang_grid.is_none()
        && !facts.column_strips
        && !facts.reductions
        && !facts.lane_reductions_share_memory
        && shape.gang_shared.is_empty()
        && facts.cache.regions.is_empty()
        && facts
            .region
            .directive
            .num_gangs(caps.device_type)
            .is_empty()
        && !facts.calls_a_routine;
    packs.then_some(GANGS_PER_BLOCK)
}
