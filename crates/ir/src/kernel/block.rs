//! The block a kernel runs on, where it is not the one its outline starts from
//! (`passes::gpu::block`): the 2-D tile of an `fcw` block or of its `cache` regions, or the
//! larger block of a kernel whose shared cache copies are the same for all of a block's
//! iterations; and the gangs of one warp packed several to a block.

/// The block of a kernel with 2-D cache tiles when nothing in the source sets the vector
/// length: 16 × 16 threads.
pub const SQUARE_TILE_BLOCK: u32 = 256;

/// The block of a one-level kernel whose shared cache copies are the same for all the
/// iterations of a block (N-body's tiles of bodies), when nothing in the source sets the
/// vector length: every block fetches every tile, so larger blocks fetch each fewer times.
/// N-body 65536 with `cache` (H200): 36.8 ms on 128 threads, 35.7 on 256, as fast as the
/// hand-written kernel's 35.8 (bench/results/archive/cache/h200-2026-11-22-neighbourhoods.md).
pub const FIXED_TILE_BLOCK: u32 = 256;

/// Gangs in a block of a packed kernel (gangs of one warp): blocks of 128 threads. Two to
/// sixteen measured the same (`bench/tools/packed_gangs.cu`); four keeps the number of
/// blocks high for small trip counts.
pub const GANGS_PER_BLOCK: u32 = 4;

/// The threads of a block a kernel's shape runs on (`Kernel::block_choice`), and why.
#[derive(Debug, Clone, PartialEq)]
pub struct BlockChoice {
    /// The block its outline gave it (`Outline::block`, or the loop shape's).
    pub outlined: u32,
    /// The block its shape runs on (before gangs are packed several to a block).
    pub block: u32,
    pub why: BlockReason,
}

/// Why a kernel's shape runs on the block it has.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum BlockReason {
    /// The outline's block.
    Outlined,
    /// The 2-D tile of a `V×W` `fcw` block: `rows` (W) gang iterations by `columns` (V)
    /// iterations of its vector loop.
    FcwTile { columns: u32, rows: u32 },
    /// Its `cache` regions may share in 2-D tiles, and the source leaves the vector length
    /// to the compiler: [`SQUARE_TILE_BLOCK`] threads, 16 × 16.
    SquareCacheTile,
    /// A one-level kernel whose shared cache copies are the same for all of a block's
    /// iterations, on a block smaller than [`FIXED_TILE_BLOCK`] that the source does not
    /// size: that many threads.
    FixedSharedRanges,
}

impl BlockChoice {
    /// The outline's block, kept.
    pub fn outlined(block: u32) -> BlockChoice {
        BlockChoice {
            outlined: block,
            block,
            why: BlockReason::Outlined,
        }
    }
}
