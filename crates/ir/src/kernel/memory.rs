//! What a kernel keeps on chip, as facts for the compiler feedback: its uses of the
//! block's shared memory ([`SharedUse`]) and what each region of the software-managed
//! cache became ([`CacheReport`]). The builder records what it decided; the feedback
//! (`back/feedback`) words it in the target's terms, so that the wording lives in one
//! place and the record can be checked (`verify`).

use accc_front::directive::ReductionOp;
use accc_sema::Type;

use crate::tile::{CacheImpl, Mode, WritePolicy};

/// One use a kernel makes of its block's shared (local) memory.
#[derive(Debug, Clone, PartialEq)]
pub struct SharedUse {
    /// The variable as the source writes it (a reduction's clause item: `a[0:n]`,
    /// `s.total`).
    pub variable: String,
    /// What one slot holds: the whole array of a gang-private array, one partial result of
    /// a reduction.
    pub ty: Type,
    /// How many values of `ty` are kept: none where a loop's lanes combine by shuffles
    /// alone (the feedback says so all the same, as a reduction's shape is what it tells).
    pub slots: u32,
    /// The size in bytes, where the layout of `ty` is known.
    pub bytes: Option<u64>,
    pub purpose: SharedPurpose,
}

/// Why a kernel keeps something in shared memory.
#[derive(Debug, Clone, PartialEq)]
pub enum SharedPurpose {
    /// A gang-private array shared by the gang's vector lanes.
    GangPrivate,
    /// A reduction of the kernel's loop: the threads' partial results meet in the block,
    /// then the block's result joins the variable as `join` says.
    GangReduction {
        op: ReductionOp,
        partials: Partials,
        join: BlockJoin,
    },
    /// An array reduction of the kernel's loop: each thread keeps a private copy of
    /// `private_elements` elements; the block combines one element at a time in shared
    /// memory, and joins each element's result to the array by one atomic update.
    ArrayReduction {
        op: ReductionOp,
        private_elements: u128,
    },
    /// A reduction of a vector or worker loop inside the kernel, combined over the
    /// loop's lanes.
    LoopReduction {
        op: ReductionOp,
        level: LaneLevel,
        partials: Partials,
    },
}

/// Which partial results of a reduction meet in shared memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Partials {
    /// Every thread's.
    PerThread,
    /// One per warp, its lanes combined by shuffles first.
    PerWarp,
    /// None: the `lanes` lanes, within one warp, combine by shuffles alone.
    Shuffled { lanes: u32 },
}

/// The loop level whose lanes a loop's reduction combines over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaneLevel {
    Vector,
    Worker,
}

/// How a block's result of a gang loop's reduction reaches the variable (the printer's
/// side of it is [`super::Join`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockJoin {
    /// One atomic update of the variable per block.
    Atomic,
    /// One atomic update of the kernel's accumulator per block; the block that counts last
    /// combines it into the variable.
    LastBlock,
    /// A complex sum: one atomic update of each part of the variable per block.
    AtomicParts,
    /// A complex sum: one atomic update of each part of the kernel's accumulator per
    /// block; the last block combines it into the variable.
    LastBlockParts,
    /// A complex product: each block in turn multiplies the kernel's accumulator by its
    /// product; the last block combines it into the variable.
    InTurn,
}

/// What one region of the software-managed cache became in a kernel: a `cache`
/// directive, or a loop the compiler stages or whose neighbourhoods it caches without one.
#[derive(Debug, Clone, PartialEq)]
pub struct CacheReport {
    /// The source line of the directive (of the loop, for a region without one).
    pub line: u32,
    pub outcome: CacheOutcome,
}

#[derive(Debug, Clone, PartialEq)]
pub enum CacheOutcome {
    /// The whole directive is ignored, for this reason.
    Ignored(String),
    Made(CachedRegion),
}

/// A region the kernel caches.
#[derive(Debug, Clone, PartialEq)]
pub struct CachedRegion {
    /// Without a directive: the loop the compiler stages in tiles.
    pub staged: Option<StagedLoop>,
    /// Without a directive: the loop (its variable) whose iterations' neighbourhoods are
    /// cached.
    pub neighbourhoods_of: Option<String>,
    pub vars: Vec<CachedVar>,
    /// What stays in global memory: the variable's range as written, and why.
    pub not_cached: Vec<(String, String)>,
}

/// A sequential loop every thread of a block reads alike, staged without a directive.
#[derive(Debug, Clone, PartialEq)]
pub struct StagedLoop {
    /// The loop's variable.
    pub var: String,
    /// Iterations per tile.
    pub tile: u32,
}

/// One cached variable of a region.
#[derive(Debug, Clone, PartialEq)]
pub struct CachedVar {
    /// The range as the directive writes it (`a[i-1:3]`).
    pub text: String,
    pub mode: Mode,
    /// How accesses find their elements (`--cache-impl`), checked under `--cache-check`.
    pub implementation: CacheImpl,
    pub checked: bool,
    /// How writes reach global memory, for a copy the region writes.
    pub write: Option<WritePolicy>,
    pub sharing: Sharing,
    /// Size of the copy (per block, except in constant memory).
    pub bytes: u64,
    /// Elements padding the innermost dimension against bank conflicts.
    pub pad: i128,
    pub interleaved: Option<Interleaving>,
    pub window: Option<RegisterWindow>,
}

/// Who shares a cached copy.
#[derive(Debug, Clone, PartialEq)]
pub enum Sharing {
    /// A staged loop's copy: shared by the block, one tile at a time.
    StagedTile,
    /// In constant memory: one range for every iteration and launch, read at one index by
    /// the threads of a warp, copied before a launch when it may have changed.
    Constant,
    /// Every one of the gang's `threads` threads runs the same code: shared, fetched
    /// together.
    Gang { threads: u32 },
    /// Shared by the iterations of a block: `along` the loop whose iterations move the
    /// range, along the `rows` of a 2-D tile; with neither, the same range for all.
    Block {
        along: Option<AlongLoop>,
        rows: Option<TileRows>,
    },
    /// One copy per iteration, and why it is not shared where the planner says.
    Private { why: Option<String> },
}

/// A copy shared by the iterations of the loop whose iterations are a block's threads.
#[derive(Debug, Clone, PartialEq)]
pub struct AlongLoop {
    /// The loop's variable.
    pub loop_name: String,
    /// In a 2-D tile: its columns (the thread's lane is taken modulo them).
    pub tile_columns: Option<u32>,
    /// The dimension (from 0) whose range moves with the iterations, and by how many
    /// elements per iteration.
    pub dim: usize,
    pub per_iteration: i128,
    pub width: SharingWidth,
}

/// How the threads sharing a copy learn how many of them there are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SharingWidth {
    /// The block size: the trip count is a constant multiple of it.
    Fixed,
    /// Counted with a barrier.
    Counted,
    /// A kernel argument; where another method was asked for, why it was not taken.
    Argument(Option<WidthFallback>),
}

/// Why the width of a shared copy is a kernel argument though `--cache-opt=width=` asked
/// for another method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WidthFallback {
    /// `fixed`: the trip count is not a constant multiple of the block.
    TripCount,
    /// `sync`: a barrier counts threads, not the iterations of a register window.
    RegisterWindow,
    /// `sync`: a 2-D tile has one width per row.
    TileRows,
}

/// A copy shared along the rows of a 2-D tile: `columns` iterations of the vector loop
/// × `rows` iterations of the gang loop, on `columns` × `thread_rows` threads.
#[derive(Debug, Clone, PartialEq)]
pub struct TileRows {
    pub columns: u32,
    pub rows: u32,
    pub thread_rows: u32,
    /// The dimension (from 0) shared along the gang loop, and its elements per row.
    pub dim: usize,
    pub gang_loop: String,
    pub per_row: i128,
}

/// Read-only copies of one shape stored side by side, so that one vector load reads the
/// same element of each.
#[derive(Debug, Clone, PartialEq)]
pub struct Interleaving {
    /// The other variables of the group.
    pub with: Vec<String>,
    /// This copy's slot, and the group's width.
    pub slot: usize,
    pub width: usize,
}

/// Each thread runs `per_thread` adjacent iterations and reads their `elements` elements of
/// the copy into registers as 16-byte vectors.
#[derive(Debug, Clone, PartialEq)]
pub struct RegisterWindow {
    pub per_thread: u32,
    pub elements: i128,
}
