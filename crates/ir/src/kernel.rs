//! The kernels of a compute region as the back end builds them: what a kernel is (its
//! shape, parameters and launch), decided once, for the printers of each target and for
//! the compiler feedback. Its body is a sequence of statements: its arrays in shared
//! memory, its loop over the iterations and its reductions are typed; the code inside the
//! loop is still C text of the target's dialect (`docs/kernel-ir-plan.md` says how that
//! becomes typed).

use accc_front::ast::BasicType;
use accc_front::directive::ReductionOp;
use accc_front::Span;
use accc_sema::Type;

use crate::host::HostExpr;

pub mod block;
pub mod capture;
mod decisions;
pub use decisions::{Decisions, KernelDecisions};
mod iteration;
mod memory;
pub mod outline;
mod partition;
pub mod strips;
pub mod unit;
pub use iteration::{CarriedFamily, CollapsedIndex, IterationSpace, RowPrefetch, SpaceForm};
pub mod reduce;
pub use memory::{
    AlongLoop, BlockJoin, CacheOutcome, CacheReport, CachedRegion, CachedVar, FcwTile,
    Interleaving, LaneLevel, Partials, RegisterWindow, SharedPurpose, SharedUse, Sharing,
    SharingWidth, StagedLoop, TileRows, WidthFallback,
};
pub use partition::{
    shuffle_group, Combine, Contribution, Form, LaneReduction, Lanes, Partitioned,
};

/// A kernel parameter and what the host passes for it.
#[derive(Debug, Clone)]
pub enum Param {
    /// Device address of host data: `host` is a host address inside present data;
    /// the kernel sees a pointer to `pointee`, moved back by the byte distance held in the
    /// value parameter `delta` when there is one.
    DevicePtr {
        name: String,
        pointee: Type,
        host: HostExpr,
        delta: Option<String>,
        device_address: bool,
        /// Only read by the kernel: the pointer is `restrict` (the pointee is `const`).
        restrict: bool,
        /// The data may be absent (`no_create`): the kernel then gets a null pointer.
        absent_ok: bool,
        /// What the pointer is to the host and the feedback.
        role: PointerRole,
    },
    /// A value: `host` is an expression evaluated on the host, `ty` its C type; `role`
    /// says what the launch and the host read it for.
    Value {
        name: String,
        ty: ValueType,
        host: HostExpr,
        role: ValueRole,
    },
    /// A reduction's accumulator: a `pointee *` (OpenCL: a buffer and an offset, as for
    /// `DevicePtr`) that the runtime keeps for the kernel (`ACCRT_ARG_ACCUMULATOR`),
    /// which first holds `identity` (C text valid in host code, of the type of the host
    /// variable `host`).
    Accumulator {
        name: String,
        pointee: Type,
        host: HostExpr,
        identity: String,
    },
    /// Not a parameter: before the launch the runtime copies the device copy of the
    /// `bytes` of present data at host address `host` into the `__constant__` array
    /// `symbol` (a cache directive's range in constant memory).
    ConstantCopy {
        symbol: String,
        host: HostExpr,
        bytes: u64,
    },
}

impl Param {
    /// The kernel's name of the parameter (none for a constant copy, which is none).
    pub fn name(&self) -> Option<&str> {
        match self {
            Param::DevicePtr { name, .. }
            | Param::Value { name, .. }
            | Param::Accumulator { name, .. } => Some(name),
            Param::ConstantCopy { .. } => None,
        }
    }

    /// A device pointer to `pointee`, for the present data at host address `host`: written
    /// through, present for sure, no byte distance to step back.
    pub fn data_pointer(name: String, pointee: Type, host: HostExpr) -> Param {
        Param::DevicePtr {
            name,
            pointee,
            host,
            delta: None,
            device_address: false,
            restrict: false,
            absent_ok: false,
            role: PointerRole::Data,
        }
    }

    /// The device pointer to the `--cache-check` violation flag, an `int` at host address
    /// `host`.
    pub fn cache_check_flag(name: String, host: HostExpr) -> Param {
        Param::DevicePtr {
            name,
            pointee: Type::Basic(BasicType::Int),
            host,
            delta: None,
            device_address: false,
            restrict: false,
            absent_ok: false,
            role: PointerRole::CacheCheckFlag,
        }
    }
}

/// What a device pointer is to the host (which reads some after the launch) and to the
/// compiler feedback, so that they find it by its role rather than by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointerRole {
    /// Data of the program: a variable, an array, a member's pointee, a reduction's
    /// variable.
    Data,
    /// `--cache-check`: the device copy of the host's violation flag, which an access
    /// outside its cached range sets; the host checks it after the region.
    CacheCheckFlag,
}

/// The C type of a value parameter.
#[derive(Debug, Clone, PartialEq)]
pub enum ValueType {
    /// `long`: counts, bounds, steps, byte distances.
    Long,
    /// A type of the program, as the device code declares it (without a declarator).
    C(String),
}

impl ValueType {
    /// The type as the kernel's signature spells it.
    pub fn spelling(&self) -> &str {
        match self {
            ValueType::Long => "long",
            ValueType::C(t) => t.trim_end(),
        }
    }
}

/// What a value parameter is to the launch (the host reads these to size the grid, to
/// choose between a kernel and its column-strips twin); `Other` for the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueRole {
    /// The number of iterations of the kernel's (collapsed) loop nest.
    Iterations,
    /// The lower bound of loop `k` of the collapsed nest.
    Lower(usize),
    /// The step of loop `k`.
    Step(usize),
    /// The trip count of loop `k`.
    TripCount(usize),
    /// The gangs along dimension `k + 1` of a grid of gangs (see [`DIM_GANGS`]).
    DimGangs(usize),
    /// The tiles along the vector loop of a 2-D tiled kernel.
    TileColumns,
    /// A value the kernel computes with (a firstprivate, a byte distance, a bound of a
    /// reduced section).
    Other,
}

/// A statement of a kernel's body.
#[derive(Debug, Clone, PartialEq)]
pub enum KStmt {
    /// Code in the target's dialect, as the builder wrote it.
    Text(String),
    /// An array in the block's shared memory (CUDA `__shared__`, OpenCL `__local`), at
    /// kernel scope: `declaration` is its type and declarator (`float __accc_red_s[8]`),
    /// `bytes` its size where the builder knows it, `align` an alignment it needs beyond
    /// its type's (copies read as vectors).
    Shared {
        declaration: String,
        bytes: Option<u64>,
        align: Option<u64>,
    },
    /// A reduction's partial results combined at the kernel's end.
    Reduce(Reduce),
    /// The kernel's iterations spread over the threads, around the code of one.
    Iterations(Iterations),
}

/// The kernel's iterations: how they meet the threads (`form`), around the code of one
/// iteration. `setup` comes before the loop (the collapsed indices' start, empty for the
/// forms that place them themselves: strip tiles, column strips, serial, gang-redundant),
/// `header` at the top of each iteration (the loop variables), then `code` (the
/// per-iteration declarations and the body): text of the target's dialect.
#[derive(Debug, Clone, PartialEq)]
pub struct Iterations {
    pub form: LoopForm,
    pub setup: String,
    pub header: String,
    pub code: String,
}

impl Iterations {
    /// `code` run as `form` says, with nothing before the loop or at each iteration's top.
    pub fn around(form: LoopForm, code: String) -> Iterations {
        Iterations {
            form,
            setup: String::new(),
            header: String::new(),
            code,
        }
    }
}

/// How a kernel's iterations meet its threads.
#[derive(Debug, Clone, PartialEq)]
pub enum LoopForm {
    /// The flat loop: each thread from iteration `first`, `stride` apart (C text), the
    /// collapsed indices stepped by `advance`.
    GridStride {
        first: String,
        stride: String,
        advance: String,
    },
    /// `tile(tx, ty)`: tiles of `ty` outer × `tx` inner iterations, one per block at a
    /// time, a thread per element.
    StripTiles { tx: u32, ty: u32 },
    /// 2-D cache tiles: `ty` gang iterations × `tx` vector-loop iterations per block.
    Tile2D { tx: u32, ty: u32 },
    /// Every thread of a block runs the same rounds of `per_block` iterations (those past
    /// the end switched off), `per_thread` adjacent ones each; `width` declares the
    /// round's width.
    Uniform {
        per_block: u32,
        per_thread: u32,
        width: String,
    },
    /// A `collapse(2)` nest in column strips of `block` columns: `before_walk` and
    /// `advance` carry rows in registers, `ahead` prefetches, `load` reads the carried rows.
    ColumnStrips {
        block: u32,
        before_walk: String,
        advance: String,
        ahead: String,
        load: String,
    },
    /// One thread runs the code.
    Serial,
    /// Each thread runs the gang-redundant code.
    GangRedundant,
}

/// The combination of one reduction's per-thread partial results at the end of a kernel:
/// across the block (warp shuffles then one value per warp through `buffer`, or a tree in
/// `buffer`), then across the blocks into the variable (see [`Join`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Reduce {
    pub op: ReductionOp,
    /// The reduced value's type.
    pub ty: Type,
    /// The thread's partial result (a local of the kernel).
    pub partial: String,
    /// The block's shared buffer of partial results.
    pub buffer: String,
    /// Threads per block.
    pub block: u32,
    /// Combined in each warp by shuffles first (the block being whole warps).
    pub shuffles: bool,
    pub join: Join,
    /// An array reduction, one element at a time (`partial` then takes each element of
    /// the thread's private copy in turn).
    pub elements: Option<ReducedElements>,
}

/// The elements of an array reduction: `count` (a kernel parameter) elements of the
/// thread's private `copy` from element `first` (a parameter) on, each joined on its own
/// (`Join::Atomic` at the element's index `__accc_k`).
#[derive(Debug, Clone, PartialEq)]
pub struct ReducedElements {
    pub count: String,
    pub first: String,
    pub copy: String,
}

/// How a block's result of a reduction reaches the variable.
#[derive(Debug, Clone, PartialEq)]
pub enum Join {
    /// One atomic update per block of `target`, the variable's device copy (an lvalue).
    Atomic { target: String },
    /// One atomic update of the kernel's `accumulator` per block; the block that counts
    /// last combines it into the variable at `target`.
    LastBlock { target: String, accumulator: String },
    /// A complex value: an atomic update of each part (a sum) or the blocks in turn under
    /// the accumulator's lock (a product), then as `LastBlock` (see the printer).
    Complex { target: String, accumulator: String },
}

/// One kernel.
#[derive(Debug, Clone)]
pub struct Kernel {
    /// The name the runtime reports (ACC_TIME, ACC_NOTIFY, ACC_TRACE).
    pub name: String,
    /// Index of the compute region in `Module::regions`.
    pub region: usize,
    /// What the kernel runs.
    pub shape: KernelShape,
    /// Declarations the device program needs before the kernel (constant-memory arrays).
    pub constants: String,
    pub params: Vec<Param>,
    /// The kernel's body, inside its frame (the signature and the pointers the parameters
    /// become, which the printer writes from `params`).
    pub body: Vec<KStmt>,
    /// Threads per block (work-items per work-group) the kernel is launched with.
    pub block: u32,
    /// How many blocks the kernel is launched with.
    pub grid: Grid,
    /// The construct's `vector_length` the kernel does not have (it has `block` threads).
    pub ignored_vector_length: Option<IgnoredVectorLength>,
    /// The column-strips kernel launched instead of this one when the inner loop is long
    /// enough.
    pub strips_twin: Option<String>,
    /// What the kernel keeps in the block's shared (local) memory and why, for the
    /// compiler feedback (the arrays themselves are its `KStmt::Shared` statements).
    pub shared_memory: Vec<SharedUse>,
    /// What each of the kernel's cache regions became, in the order of their plans, for
    /// the compiler feedback.
    pub cache_reports: Vec<CacheReport>,
    /// What the cache planner decided for the kernel (`passes::ext::cache::kernel`): its
    /// cache regions (of `cache` directives, staged loops and cached neighbourhoods) with
    /// their steps and accesses, the loop form they ask, the copies in constant memory and
    /// the `--cache-check` flag.
    pub cache: crate::tile::KernelCache,
    /// The loops the kernel spreads over the threads of a block or of the launch, in
    /// source order.
    pub partitioned: Vec<Partitioned>,
    /// A kernel whose blocks take tiles of this many consecutive iterations (a block-shared
    /// cache region: every thread runs the same rounds): the launch asks for one block per
    /// tile rather than the runtime's capped grid. The 1-D stencil of bench/cache (radius
    /// 30, 2M points, H200): 9.63 µs a step with 4096 blocks, 9.98 with 2112 taking two
    /// tiles each (bench/tools/stencil_store_variants.cu).
    pub tile_iterations: Option<u32>,
    /// How the kernel's iterations meet its threads, as the iteration pass decided.
    pub space: IterationSpace,
    /// The reads whose elements a column-strips kernel prefetches down its row walk, as
    /// the source writes them, and how many iterations ahead.
    pub prefetched: Vec<(String, i128)>,
    /// The reads a column-strips kernel carries in registers down its row walk, as the
    /// source writes them, per family: the leading read first, then the reads that take
    /// what it took one, two … iterations before.
    pub carried: Vec<Vec<String>>,
    /// `gang(dim:2)` on the kernel's loop with `gang(dim:1)` loops in it: a two-dimensional
    /// grid of gangs.
    pub gang_grid: Option<GangGrid>,
    /// A gang × vector kernel whose gangs are one warp each runs this many gangs a block,
    /// one per warp; `block` counts all of their threads (`passes::gpu::block`).
    pub packed_gangs: Option<u32>,
    /// The block the kernel's shape runs on, and why (`passes::gpu::block`).
    pub block_choice: block::BlockChoice,
    /// The sizes written on the loop directives of the kernel's nest that its launch does
    /// not use, in the nest's order, for the compiler feedback.
    pub unapplied_sizes: Vec<UnappliedSize>,
    /// The kernel's reductions as the reductions pass decided them (`passes::gpu::reduce`).
    pub reductions: reduce::Reductions,
    /// How the kernel's variables reach it, as the capture pass decided
    /// (`passes::gpu::capture`).
    pub capture: capture::Capture,
}

/// The number of blocks (gangs) a kernel is launched with.
#[derive(Debug, Clone, PartialEq)]
pub enum Grid {
    /// One block.
    One,
    /// `num_gangs(expr)`: the expression, and its value when it is a constant.
    NumGangs(String, Option<i128>),
    /// Chosen by the runtime at launch: enough blocks for the iterations, capped by the
    /// device (`groups_for` in the runtime).
    Runtime,
    /// One block per this many gang iterations (1 for a gang × vector kernel, more for a
    /// 2-D tiled one), at most [`MAX_GANG_BLOCKS`] blocks.
    PerRows(u32),
    /// Gangs of one warp, this many a block, one per gang iteration, at most
    /// [`MAX_GANG_BLOCKS`] blocks.
    PackedGangs(u32),
    /// One block per tile of this many iterations of the kernel's loop (a block-shared
    /// cache region), at most [`MAX_GANG_BLOCKS`] blocks.
    PerTile(u32),
    /// One block per strip and range of rows of a `collapse(2)` nest run in column strips,
    /// sized by the host.
    ColumnStrips,
    /// A grid of gangs of `dims` dimensions (`gang(dim:2|3)`, see [`GangGrid`]): the
    /// `num_gangs` values as written, where given.
    GangGrid {
        dims: usize,
        num_gangs: Vec<String>,
        /// Under `gang(dim:3)`, the `gang(dim:1)` loops inside its `gang(dim:2)` loops.
        dim1_loops: Vec<Span>,
    },
}

/// A construct's `vector_length` its kernels are not compiled for: the expression as
/// written, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct IgnoredVectorLength {
    pub written: String,
    pub why: VectorLengthRefusal,
}

/// Why a kernel does not have the block a `vector_length` asks for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum VectorLengthRefusal {
    /// This constant, more than the [`MAX_BLOCK`] threads a block can have.
    MoreThanMaxBlock(i128),
    /// Zero or negative.
    NotPositive,
    /// Not a constant expression.
    NotConstant,
}

/// A size written on a loop directive of a kernel's nest (`gang(num:)`, `worker(n)`,
/// `vector(n)`) that the kernel's launch does not use: its block and grid come from the
/// construct (`vector_length`, `num_workers`, `num_gangs`) or the runtime.
#[derive(Debug, Clone, PartialEq)]
pub struct UnappliedSize {
    /// The loop whose directive writes the size.
    pub at: Span,
    /// The size's expression as written.
    pub written: String,
    pub instead: SizeInstead,
}

/// What a kernel has instead of a size its loop directives write.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SizeInstead {
    /// `vector(n)` in a gang × worker × vector kernel: each worker runs this many lanes.
    LanesPerWorker(u32),
    /// `worker(n)` in a gang × worker × vector kernel: this many workers per block.
    WorkersPerBlock(u32),
    /// `vector(n)`: a block of this many threads.
    ThreadsPerBlock(u32),
    /// `worker(n)` in a kernel without workers: workers and vector lanes share the block's
    /// this many threads.
    SharedBlock(u32),
    /// `gang(num:n)`: the grid comes from `num_gangs` of the construct or the runtime.
    GridFromConstruct,
}

impl Kernel {
    /// The number of iterations (C text over host variables): `1` for a serial kernel, the
    /// most gangs wanted for a gang-redundant one.
    pub fn iterations(&self) -> &str {
        &self.space.iterations
    }

    /// Adjacent iterations each thread runs at a time (several with a register window):
    /// the launch sizes the grid for `iterations / this`.
    pub fn iterations_per_thread(&self) -> u32 {
        self.cache.per_thread
    }

    /// This kernel runs a `collapse(2)` nest with the flat grid-stride loop, and a
    /// column-strips twin can be built for it.
    pub fn strips_possible(&self) -> bool {
        self.space.strips_possible
    }

    /// The device pointer to the `--cache-check` violation flag, if the kernel checks its
    /// cached accesses.
    pub fn cache_check_flag(&self) -> Option<&Param> {
        self.params.iter().find(|p| {
            matches!(
                p,
                Param::DevicePtr {
                    role: PointerRole::CacheCheckFlag,
                    ..
                }
            )
        })
    }

    /// The value parameter of role `wanted`: its index among the parameters and its host
    /// expression.
    pub fn value(&self, wanted: ValueRole) -> Option<(usize, &HostExpr)> {
        value_param(&self.params, wanted)
    }

    /// How many gang iterations each block takes at a time, for kernels whose blocks take
    /// gang iterations rather than the threads taking iterations: one for a gang × vector
    /// kernel, `rows_per_gang` for a 2-D tiled one.
    pub fn gang_iterations_per_block(&self) -> Option<u32> {
        self.rows_per_gang()
            .or(self.packed_gangs)
            .or(self.spreads_vector_loops().then_some(1))
    }

    /// The form of the kernel's loop over its iterations.
    pub fn form(&self) -> Option<&LoopForm> {
        self.body.iter().find_map(|s| match s {
            KStmt::Iterations(it) => Some(&it.form),
            _ => None,
        })
    }

    /// One thread runs the kernel's code.
    pub fn serial(&self) -> bool {
        matches!(self.form(), Some(LoopForm::Serial))
    }

    /// The kernel runs a `collapse(2)` nest in column strips: the host launches it one
    /// block per strip and range of rows.
    pub fn column_strips(&self) -> bool {
        matches!(self.form(), Some(LoopForm::ColumnStrips { .. }))
    }

    /// `tile(tx, ty)` as strip-mined tiles: (inner, outer) tile sizes, the block being
    /// `tx * ty` threads.
    pub fn strip_tiles(&self) -> Option<(u32, u32)> {
        match self.form() {
            Some(LoopForm::StripTiles { tx, ty }) => Some((*tx, *ty)),
            _ => None,
        }
    }

    /// A 2-D tiled kernel: the threads of a row, along the vector loop (`block / width`
    /// rows of threads, each taking `rows_per_gang * width / block` gang iterations).
    pub fn tile_width(&self) -> Option<u32> {
        match self.form() {
            Some(LoopForm::Tile2D { tx, .. }) => Some(*tx),
            _ => None,
        }
    }

    /// A 2-D tiled kernel runs this many gang iterations per block and round: the launch
    /// asks for `ceil(iterations / rows)` blocks.
    pub fn rows_per_gang(&self) -> Option<u32> {
        match self.form() {
            Some(LoopForm::Tile2D { ty, .. }) => Some(*ty),
            _ => None,
        }
    }

    /// The inner-loop iterations from which the host launches a `collapse(2)` nest's
    /// column-strips kernel rather than the flat one: [`COLUMN_STRIP_MIN_BLOCKS`] blocks'
    /// worth (the two kernels have the same block).
    pub fn strips_least_inner_iterations(&self) -> u32 {
        COLUMN_STRIP_MIN_BLOCKS * self.block
    }

    /// A gang × vector kernel: loops inside the kernel's loop spread over the threads of
    /// a block (the shape's `vector_loops`).
    pub fn spreads_vector_loops(&self) -> bool {
        matches!(&self.shape, KernelShape::Loop { vector_loops, .. } if !vector_loops.is_empty())
    }
}

/// The value parameter of role `wanted` among `params`: its index and its host expression.
pub fn value_param(params: &[Param], wanted: ValueRole) -> Option<(usize, &HostExpr)> {
    params.iter().enumerate().find_map(|(i, p)| match p {
        Param::Value { role, host, .. } if *role == wanted => Some((i, host)),
        _ => None,
    })
}

/// What a kernel runs, for the compiler feedback.
#[derive(Debug, Clone)]
pub enum KernelShape {
    /// A parallel loop nest (its `collapse`d loops linearised), each thread taking whole
    /// iterations with a grid stride, or — with `vector_loops` — each block one iteration
    /// of the gang loop at a time and its threads the iterations of the vector loops.
    Loop {
        stmt: Span,
        collapse: usize,
        /// The vector loop fused with the kernel's gang loop into one `collapse(2)`
        /// iteration space, if any.
        fused_vector_loop: Option<Span>,
        vector_loops: Vec<Span>,
        /// The worker loops among `vector_loops` spread over the block's workers.
        worker_loops: Vec<WorkerLoop>,
    },
    /// Statements between the parallel loops, run by one thread.
    Serial { first: Span, last: Span },
    /// A gang-redundant `parallel` region: one thread per gang runs the whole body, and
    /// its `gang_loops` (in source order) are shared among the gangs.
    GangRedundant { gang_loops: Vec<GangLoop> },
}

/// A loop of a gang-redundant region shared among the gangs (with a grid stride over them),
/// its `collapse`d nest linearised.
#[derive(Debug, Clone)]
pub struct GangLoop {
    pub stmt: Span,
    pub collapse: usize,
}

/// A grid of gangs of two or three dimensions (OpenACC's `gang(dim:)`,
/// `num_gangs(g1, g2[, g3])`): the launch has `g1 × g2 [× g3]` blocks, block `b` being gang
/// `(b % g1, b / g1 % g2, …)`. The kernel's loop (`gang(dim:2)` or `gang(dim:3)`) strides
/// over the last dimension; under `gang(dim:3)` each `gang(dim:2)` loop strides over the
/// second; each `gang(dim:1)` loop spreads over the threads of the `g1` blocks that share
/// the other coordinates. The rest of a loop's body runs in each block below it
/// (gang-redundant along the lower dimensions, as OpenACC says).
#[derive(Debug, Clone, PartialEq)]
pub struct GangGrid {
    /// Host expressions: the gangs along dimension 1, then (under `gang(dim:3)`)
    /// dimension 2 — the values of the [`DIM_GANGS`] parameters, each at least 1.
    pub inner: Vec<crate::host::HostExpr>,
    /// `num_gangs`' value for the kernel loop's own dimension; else one gang along it per
    /// iteration of the loop (as many as fit [`MAX_GANG_BLOCKS`]).
    pub outer: Option<String>,
    /// Under `gang(dim:3)`: the `gang(dim:2)` loops and, for each, its `gang(dim:1)` loops.
    pub rows: Vec<(Span, Vec<Span>)>,
}

/// A worker loop of a gang × worker × vector kernel: the block is `vector × workers`
/// threads, the loop's iterations spread over the workers (threadIdx.y), the iterations of
/// its `vector_loops` over the `vector` threads of each worker (threadIdx.x).
#[derive(Debug, Clone)]
pub struct WorkerLoop {
    pub stmt: Span,
    pub workers: u32,
    pub vector: u32,
    pub vector_loops: Vec<Span>,
}

/// Most static shared memory one kernel may declare: CUDA's limit per block (OpenCL
/// devices guarantee 32 KiB, PoCL gives more); `verify` holds every kernel to it.
pub const SHARED_MEMORY_LIMIT: u64 = 48 * 1024;

/// Threads of an NVIDIA warp: the lanes a shuffle combines.
pub const WARP: u32 = 32;

/// The most threads a block can have on an NVIDIA GPU; kernels are compiled for at most
/// this many on every device.
pub const MAX_BLOCK: u32 = 1024;

/// The most blocks a kernel whose blocks take gang iterations is launched with (it strides
/// over the blocks beyond that): far more than any device runs at once, and small enough
/// for every grid limit and for `int`.
pub const MAX_GANG_BLOCKS: u32 = 1 << 20;

/// The kernel parameter counting the tiles along the vector loop of a 2-D tiled kernel
/// (the back end's `cache::emit::TILE_COLUMNS` names it in the kernel's code).
pub const TILE_COLUMNS_PARAM: &str = "__accc_ct";

/// The kernel parameter holding the number of iterations.
pub const ITERATIONS_PARAM: &str = "__accc_n";

/// The kernel parameters holding the number of gangs along dimensions 1 and 2 of a
/// [`GangGrid`] (the second only under a `gang(dim:3)` loop).
pub const DIM_GANGS: [&str; 2] = ["__accc_g1", "__accc_g2"];

/// The most gangs along dimension 1 (and 2) the compiler gives a grid by itself: one per
/// `vector` iterations of the first `gang(dim:1)` loop (one per iteration of the first
/// `gang(dim:2)` loop), up to this; user `num_gangs` values of a three-dimensional grid are
/// held to it too, so that the lower dimensions fit the cap on blocks together.
pub const MOST_CHOSEN_GANGS: u32 = 1024;

/// A `collapse(2)` nest runs in column strips when its inner loop has at least this many
/// blocks' worth of iterations: then at most about a fifth of a row's threads idle (the
/// lanes in front of the first aligned column and past the last).
pub const COLUMN_STRIP_MIN_BLOCKS: u32 = 4;

/// The most rows of a strip one block takes; the host asks for fewer where that leaves
/// fewer than [`COLUMN_STRIP_BLOCKS`] blocks. 16 to 64 rows ran equally fast on an H200
/// (jacobi, hotspot); 128 left too few blocks.
pub const COLUMN_STRIP_MAX_ROWS: u32 = 32;

/// The blocks a column-strips launch aims at where the rows are few: about one wave of
/// 128-thread blocks on a 132-SM H100/H200. Aiming at two waves left jacobi at 1024² with
/// one row per block and 8176 blocks, each adding an atomic to the reduction: its stencil
/// kernel took 21 µs instead of the flat kernel's 17.
pub const COLUMN_STRIP_BLOCKS: u32 = 2048;
