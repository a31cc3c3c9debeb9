//! The loops a kernel spreads over the threads of a block or of the launch, as the
//! passes decide them (`passes::gpu::partition`): which threads share the iterations
//! ([`Lanes`]), how the threads walk them ([`Form`]), how each vector or worker
//! reduction combines over the lanes ([`LaneReduction`]) and whether a barrier follows
//! the loop. The GPU rewriter prints the record; nothing of it is decided while printing.

use accc_front::ast::Stmt;
use accc_front::Span;
use accc_sema::loops::CanonicalLoop;
use accc_sema::SymbolId;

use crate::atomic::AtomicOp;
use crate::tile::WidthMethod;

/// A loop nest whose iterations the kernel spreads over the threads of the launch, or of
/// one block.
#[derive(Clone, Debug)]
pub struct Partitioned {
    /// The loop's statement.
    pub stmt: Span,
    /// The collapsed loops, outermost first.
    pub loops: Vec<CanonicalLoop>,
    /// Variables each iteration gets its own copy of.
    pub private: Vec<SymbolId>,
    /// Spread over every thread of the launch (`None`), or over the threads of one block —
    /// a vector or worker loop inside a gang loop — with that block size (`Some`).
    pub block: Option<u32>,
    /// Reductions of a vector or worker loop: combined across the lanes that share the
    /// loop and given to every thread after the loop.
    pub reductions: Vec<LaneReduction>,
    /// Which threads of the block share the loop's iterations.
    pub lanes: Lanes,
    /// How the threads walk the iterations.
    pub form: Form,
    /// A barrier of the block follows the loop (after any reduction's combination, which
    /// ends with one of its own).
    pub barrier_after: bool,
    /// What each iteration runs (`crate::Loop::collapsed_body`).
    pub body: Stmt,
    /// The headers `body`'s text holds that the kernel leaves out
    /// (`crate::Loop::sunk_headers`).
    pub elided: Vec<Span>,
}

/// How a loop inside a gang loop spreads over the threads of its block. With workers the
/// block is `vector × workers` threads, numbered `lane = worker * vector + vector_lane`: the
/// layout of a CUDA block of `blockDim = (vector, workers)` (`threadIdx.x` = vector lane,
/// `threadIdx.y` = worker), in a one-dimensional launch.
#[derive(Clone, Debug, PartialEq)]
pub enum Lanes {
    /// Every thread of the block (a vector loop directly in a gang loop), or of the launch.
    Block,
    /// A `gang(dim:1)` loop in a `gang(dim:2)` loop: over the threads of the blocks of the
    /// gang loop's iteration, as many blocks as the kernel parameter counting the gangs
    /// of dimension `dim` (`DIM_GANGS`) says: the block's gang of that dimension is its
    /// number modulo that count (see `GangGrid`).
    Gangs { dim: usize },
    /// A `gang(dim:2)` loop in a `gang(dim:3)` loop: over the rows of gangs of the block's
    /// plane, as many as the kernel parameter counting the gangs of dimension `dim` says;
    /// the block's row is its number divided by the gangs of dimension `dim - 1`, modulo
    /// that count. Every thread of the block runs the same iterations.
    Rows { dim: usize },
    /// A worker loop: its iterations spread over the workers, each worker's vector lanes
    /// running the iteration's worker-level code redundantly. Every thread runs the same
    /// number of rounds (the loop's flag false past the end) so that the barriers of the
    /// vector loops inside are reached by the whole block.
    Workers { vector: u32, workers: u32 },
    /// A vector loop of the worker loop `worker` (its statement): over the worker's
    /// `vector` lanes (`lane % vector`), no iterations where that loop's flag is false.
    WorkerVector { vector: u32, worker: Span },
}

impl Lanes {
    /// How many lanes of a block of `block` threads combine one value of the loop's
    /// reductions: a worker's lanes for its vector loops, the whole block otherwise.
    pub fn reduction_group(&self, block: u32) -> u32 {
        match self {
            Lanes::WorkerVector { vector, .. } => *vector,
            _ => block,
        }
    }
}

/// How the threads walk a partitioned loop's linearised iterations.
#[derive(Clone, Debug, PartialEq)]
pub enum Form {
    /// Each thread from its first iteration by the stride of its lanes, until the end.
    Stride,
    /// A vector loop whose iterations share a cache region: every thread of the block runs
    /// the same number of rounds, past the end with its flag off, the round's width counted
    /// by `width`. In a 2-D tile (`tile_columns`: the threads along a row of the tile) the
    /// loop spreads over a row's threads, from the block's column tile, striding over the
    /// column tiles of the launch; otherwise over the block.
    UniformRounds {
        tile_columns: Option<u32>,
        width: WidthMethod,
        /// The sharing loop's constant trip count, when known (a fixed width needs it).
        trip_count: Option<i128>,
    },
    /// A worker loop: rounds of `workers` iterations, which every thread runs, past the
    /// end with its worker flag off. Of the body (a block), the statements in `guarded`
    /// run only where the flag is set; its declarations and its vector loops run in every
    /// thread (the kernel builder allows only constant initialisers there).
    WorkerRounds { workers: u32, guarded: Vec<Span> },
}

/// A vector or worker loop's reduction of one variable over each `group` lanes.
#[derive(Clone, Debug, PartialEq)]
pub struct LaneReduction {
    pub op: AtomicOp,
    pub sym: SymbolId,
    /// The lanes whose values combine into one (`Lanes::reduction_group`).
    pub group: u32,
    /// What each lane puts in.
    pub contribution: Contribution,
    pub combine: Combine,
}

/// What one lane contributes to a loop's reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contribution {
    /// Its partial value.
    Partial,
    /// Its partial value on the first vector lane of each worker, the identity on the
    /// others: a worker reduction's value is in every vector lane of the worker
    /// (worker-level code runs in each).
    FirstOfWorker { vector: u32 },
}

/// How the lanes of a group combine their values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Combine {
    /// By xor-shuffles within each warp; a group of several warps then through the shared
    /// buffer, one value a warp.
    Shuffles,
    /// As a tree in the shared buffer, one element a lane of the block.
    Tree,
}

/// Whether groups of `group` lanes of a block of `block` threads may combine by warp
/// shuffles: the block is whole warps, and a group is a power of two within a warp or
/// whole warps (a shuffle takes every lane of its warp). The type must be one the target
/// shuffles too.
pub fn shuffle_group(block: u32, group: u32) -> bool {
    block.is_multiple_of(super::WARP)
        && (group.is_multiple_of(super::WARP) || (group.is_power_of_two() && group <= super::WARP))
}
