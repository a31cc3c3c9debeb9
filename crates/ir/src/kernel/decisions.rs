//! Everything the per-kernel passes decide about one kernel, in the order they decide it
//! (`accc_passes::gpu::kernel::decide`): the block, the loops spread over its threads, the
//! reductions, how each variable reaches the kernel, its `cache` regions, its iteration
//! space, packed gangs and the launch's grid, then its parameters and the host's launch.
//! The kernel builder prints from it alone.

use accc_front::{Diagnostic, Span};

use super::block::BlockChoice;
use super::capture::Capture;
use super::reduce::Reductions;
use super::{
    GangGrid, GangLoop, Grid, IgnoredVectorLength, IterationSpace, Param, Partitioned,
    UnappliedSize, ValueRole, WorkerLoop,
};
use crate::host::Launch;
use crate::lowered::BodyLowering;
use crate::tile::KernelCache;

/// The decisions about one kernel of a region, and about its column-strips twin where it
/// has one (a `collapse(2)` nest without `cache` or `num_gangs`: the host launches the
/// twin when the inner loop is long enough).
#[derive(Debug, Clone)]
pub struct KernelDecisions<'a> {
    pub kernel: Decisions<'a>,
    pub strips_twin: Option<Decisions<'a>>,
    /// How the host launches the kernel, or chooses between it and its twin
    /// (`accc_passes::gpu::launch`).
    pub launch: Launch,
}

/// The decisions about one kernel (its body's lowering borrows the AST and sema: `'a`).
#[derive(Debug, Clone)]
pub struct Decisions<'a> {
    /// The kernel's name (`Kernel::name`).
    pub name: String,
    /// The kernel's parameters, in the order it takes them (`accc_passes::gpu::params`).
    pub params: Vec<Param>,
    /// The block the kernel's iterations meet (before gangs are packed), and why.
    pub block_choice: BlockChoice,
    /// Gang × vector: the loops whose iterations spread over a block's threads.
    pub vector_loops: Vec<Span>,
    /// Gang × worker × vector: the worker loops among `vector_loops` and their own.
    pub worker_loops: Vec<WorkerLoop>,
    /// The grid of gangs of a `gang(dim:n)` nest.
    pub gang_grid: Option<GangGrid>,
    /// A gang-redundant kernel's loops spread over the gangs, in source order.
    pub gang_loops: Vec<GangLoop>,
    /// The `fcw` blocks the kernel cannot give exactly their iterations (errors at their
    /// directives).
    pub fcw_errors: Vec<Diagnostic>,
    /// Every loop the kernel spreads over threads (its gang loops, vector and worker
    /// loops, with the cache's shared rounds), in source order.
    pub partitioned: Vec<Partitioned>,
    pub reductions: Reductions,
    pub capture: Capture,
    /// Bytes of shared memory the kernel takes before its cache copies: the reductions'
    /// buffers and the gang-shared arrays (those whose size is known).
    pub shared_taken: u64,
    /// The `cache` regions (with the constant memory left to the later kernels).
    pub cache: KernelCache,
    pub space: IterationSpace,
    /// The reads a column-strips walk prefetches and carries, with their expressions.
    pub prefetch: Vec<super::strips::Prefetch>,
    pub carry: Vec<super::strips::Family>,
    /// The errors of the iteration space (a collapsed nest's bounds), which the builder
    /// raises after the body's.
    pub space_errors: Vec<Diagnostic>,
    /// OpenCL: the address spaces of the kernel's code (`accc_passes::lower::spaces`,
    /// from its region and what its capture and reductions decided); none where pointers
    /// are generic (CUDA).
    pub code_spaces: Option<crate::spaces::CodeSpaces>,
    /// The errors of the address spaces (what no space fits), which the builder raises
    /// before the body's.
    pub code_space_errors: Vec<Diagnostic>,
    /// The lowering of the body's atomic statements, calls, complex values and `sizeof`s
    /// (`accc_passes::lower::body`, with the spaces of `code_spaces`), which the printer
    /// spells.
    pub body_lowering: BodyLowering<'a>,
    /// The errors of the body, in the order the builder raises them (after
    /// `code_space_errors`, before the printing's own): per statement, what it declares
    /// that device code cannot and the pointer members it assigns that the kernel receives
    /// as parameters (`lower::legality`); the initialised aggregates of its communicating
    /// `fcw` blocks; then its lowering's.
    pub body_errors: Vec<Diagnostic>,
    /// Gangs of one warp, several to a block.
    pub packed_gangs: Option<u32>,
    /// Iterations a block takes a round when its threads share a cache region's rounds.
    pub tile_iterations: Option<u32>,
    /// Threads per block at launch.
    pub block: u32,
    pub grid: Grid,
    pub ignored_vector_length: Option<IgnoredVectorLength>,
    pub unapplied_sizes: Vec<UnappliedSize>,
}

impl<'a> Decisions<'a> {
    /// The decisions about kernel `name` walking `space` on blocks of `block` threads
    /// (chosen for its outline), launched on the runtime's grid, with nothing else
    /// decided: no parameters, loops spread, reductions, captured variables or `cache`
    /// regions (a start for the tests of what reads the records).
    pub fn plain(name: String, block: u32, space: IterationSpace) -> Decisions<'a> {
        Decisions {
            name,
            params: Vec::new(),
            block_choice: BlockChoice::outlined(block),
            vector_loops: Vec::new(),
            worker_loops: Vec::new(),
            gang_grid: None,
            gang_loops: Vec::new(),
            fcw_errors: Vec::new(),
            partitioned: Vec::new(),
            reductions: Default::default(),
            capture: Default::default(),
            shared_taken: 0,
            cache: Default::default(),
            space,
            prefetch: Vec::new(),
            carry: Vec::new(),
            space_errors: Vec::new(),
            code_spaces: None,
            code_space_errors: Vec::new(),
            packed_gangs: None,
            tile_iterations: None,
            block,
            grid: Grid::Runtime,
            ignored_vector_length: None,
            unapplied_sizes: Vec::new(),
            body_lowering: Default::default(),
            body_errors: Vec::new(),
        }
    }

    /// The kernel's errors raised before its body is printed, in the order the builder
    /// raises them: its `fcw` blocks', its loops' reductions', its capture's, its own
    /// reductions' and its `cache` regions'.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        (self.fcw_errors.iter())
            .chain(&self.reductions.loop_errors)
            .chain(&self.capture.errors)
            .chain(&self.reductions.gang_errors)
            .chain(&self.cache.errors)
    }

    /// The value parameter of role `wanted`: its index among the parameters and its host
    /// expression.
    pub fn value(&self, wanted: ValueRole) -> Option<(usize, &crate::host::HostExpr)> {
        super::value_param(&self.params, wanted)
    }

    /// One thread runs the kernel's code.
    pub fn serial(&self) -> bool {
        self.space.form == super::SpaceForm::Serial
    }

    /// The kernel walks a `collapse(2)` nest in column strips.
    pub fn column_strips(&self) -> bool {
        matches!(self.space.form, super::SpaceForm::ColumnStrips { .. })
    }

    /// A 2-D tiled kernel: the threads of a row, along the vector loop.
    pub fn tile_width(&self) -> Option<u32> {
        match self.space.form {
            super::SpaceForm::Tile2D { tx, .. } => Some(tx),
            _ => None,
        }
    }

    /// A 2-D tiled kernel runs this many gang iterations per block and round.
    pub fn rows_per_gang(&self) -> Option<u32> {
        match self.space.form {
            super::SpaceForm::Tile2D { ty, .. } => Some(ty),
            _ => None,
        }
    }

    /// The gang iterations each block takes at a time, where the launch sizes the grid by
    /// them (see `Kernel::gang_iterations_per_block`).
    pub fn gang_iterations_per_block(&self) -> Option<u32> {
        self.rows_per_gang()
            .or(self.packed_gangs)
            .or((!self.vector_loops.is_empty()).then_some(1))
    }
}
