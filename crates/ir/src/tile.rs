//! The software-managed cache's tiles as data: what the command line asks of the `cache`
//! directive ([`CacheOptions`]), and what the cache planner (`passes::ext::cache`) decides
//! for each region of a kernel ([`RegionPlan`] and its parts, [`Stage`], [`Window`],
//! [`Coarse`]), with the steps of each region and the accesses inside it ([`access`]).
//! The back ends print from them; nothing here decides or writes code.

pub mod access;
pub mod kernel;
pub mod regions;

pub use kernel::{ConstantCopy, KernelCache};

use std::collections::HashSet;

use accc_front::ast::Expr;
use accc_front::SourceMap;
use accc_sema::{SymbolId, Type};

/// How an access inside a region finds its data (`--cache-impl=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheImpl {
    /// Range-based intelligent: every access is assumed inside the cached range (the
    /// OpenACC ≥ 2.5 rule) and is mapped by a subtraction.
    Rbi,
    /// Range-based conservative: each access is checked against the range and falls back
    /// to global memory outside it.
    Rbc,
    /// Emulated hardware cache: a direct-mapped data array with a tag array, private to
    /// each thread (sharing it would need atomics, dissertation 5.5.1); write-through.
    Ehc,
    /// The directive is ignored (the baseline).
    Off,
}

impl CacheImpl {
    pub fn name(self) -> &'static str {
        match self {
            CacheImpl::Rbi => "RBI",
            CacheImpl::Rbc => "RBC",
            CacheImpl::Ehc => "EHC",
            CacheImpl::Off => "off",
        }
    }
}

/// When writes inside a region reach global memory (`--cache-write=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WritePolicy {
    /// Written elements are copied back once, at the end of the region (all of the
    /// cached range: the brute-force write-back of the papers, no dirty mask).
    Back,
    /// Every write goes to the on-chip copy and to global memory.
    Through,
}

/// How the threads sharing a copy learn how many of them there are (dissertation 5.3.2,
/// "find sharing width").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WidthMethod {
    /// From the trip count the kernel receives as an argument: the block size except in
    /// the last block.
    KernelArg,
    /// Counted with a barrier (a block-wide count of the active threads).
    Sync,
    /// The block size; only taken when the trip count is a constant multiple of it
    /// (otherwise the kernel-argument method is used, and -Minfo says so).
    Fixed,
}

/// How each thread learns where the shared copy starts (dissertation 5.3.2, "renew cache
/// scope").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeMethod {
    /// Each thread computes it: `lower - rate * lane`.
    Private,
    /// The thread demanding the lowest address writes it to shared memory.
    Communicating,
}

/// With `--cache-check`, the kernel parameter pointing at the device copy of the host's
/// flag [`CHECK_FLAG_HOST`], which an access outside its cached range sets; the host
/// checks it after the region.
pub const CHECK_FLAG: &str = "__accc_cache_flag";
pub const CHECK_FLAG_HOST: &str = "__accc_cache_violations";

/// Everything the command line says about the cache directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheOptions {
    pub implementation: CacheImpl,
    pub write: WritePolicy,
    /// `--cache-check`: RBI accesses are checked; a violation is reported on the device
    /// (variable, index, range, line) and served from global memory.
    pub check: bool,
    /// Share one copy among the iterations of a block (`no-sharing` turns it off).
    pub sharing: bool,
    pub width: WidthMethod,
    pub scope: ScopeMethod,
    /// Fetch and write back with all threads of the block (`no-parallel-fetch`).
    pub parallel_fetch: bool,
    /// One fetch loop for the subarrays of equal extents (`no-merged-fetch`).
    pub merged_fetch: bool,
    /// Unroll fetch loops of constant trip count (`no-unroll`; CUDA only).
    pub unroll: bool,
    /// Pad multi-dimensional shared copies against bank conflicts (`no-padding`).
    pub padding: bool,
    /// Compute the cache index of a region-invariant subscript once (`no-hoist`).
    pub hoist: bool,
    /// Give each thread of a 2-D tile several rows when the region is its vector loop's
    /// whole body (`no-coarsen`; see [`Coarse`]).
    pub coarsen: bool,
    /// Without a directive, stage the tiles of sequential loops whose elements every
    /// thread of a block reads (`passes::ext::cache::stage`) and cache the neighbourhoods a 1-D stencil
    /// reads (`passes::ext::cache::neighbourhood`) (`no-auto`).
    pub auto: bool,
    /// CUDA: keep a read-only range that is the same for every thread and every launch
    /// (constant bounds) in constant memory instead of shared memory (`no-constant`; see
    /// [`CONSTANT_LIMIT`]).
    pub constant: bool,
    /// Give each thread of a 1-D stencil's loop several adjacent iterations, which read
    /// their common window of the shared copy into registers as 16-byte vectors
    /// (`no-window`; see `passes::ext::cache::window`).
    pub window: bool,
}

impl Default for CacheOptions {
    fn default() -> Self {
        CacheOptions {
            implementation: CacheImpl::Rbi,
            write: WritePolicy::Back,
            check: false,
            sharing: true,
            width: WidthMethod::KernelArg,
            scope: ScopeMethod::Private,
            parallel_fetch: true,
            merged_fetch: true,
            unroll: true,
            padding: true,
            hoist: true,
            coarsen: true,
            auto: true,
            constant: true,
            window: true,
        }
    }
}

/// Most bytes of constant memory the cached copies of one translation unit may take (a
/// CUDA module has 64 KiB; the rest stays for the device compiler and the user's own).
pub const CONSTANT_LIMIT: u64 = 16 * 1024;

/// The words `--cache-opt=` accepts, for help texts and error messages.
pub const OPT_WORDS: &str = "no-sharing, no-parallel-fetch, no-merged-fetch, no-unroll, no-padding, no-hoist, no-coarsen, no-auto, no-constant, no-window, width=arg|sync|fixed, scope=private|communicating";

impl CacheOptions {
    /// `--cache-impl=rbi|rbc|ehc|off`.
    pub fn set_impl(&mut self, v: &str) -> Result<(), String> {
        self.implementation = match v {
            "rbi" => CacheImpl::Rbi,
            "rbc" => CacheImpl::Rbc,
            "ehc" => CacheImpl::Ehc,
            "off" => CacheImpl::Off,
            _ => {
                return Err(format!(
                    "unknown cache implementation '{v}' (expected rbi, rbc, ehc or off)"
                ))
            }
        };
        Ok(())
    }

    /// `--cache-write=back|through`.
    pub fn set_write(&mut self, v: &str) -> Result<(), String> {
        self.write = match v {
            "back" => WritePolicy::Back,
            "through" => WritePolicy::Through,
            _ => {
                return Err(format!(
                    "unknown cache write policy '{v}' (expected back or through)"
                ))
            }
        };
        Ok(())
    }

    /// `--cache-opt=word,word,…`; later words win.
    pub fn set_opts(&mut self, list: &str) -> Result<(), String> {
        for w in list.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match w {
                "no-sharing" => self.sharing = false,
                "sharing" => self.sharing = true,
                "no-parallel-fetch" => self.parallel_fetch = false,
                "no-merged-fetch" => self.merged_fetch = false,
                "no-unroll" => self.unroll = false,
                "no-padding" => self.padding = false,
                "no-hoist" => self.hoist = false,
                "no-coarsen" => self.coarsen = false,
                "no-auto" => self.auto = false,
                "no-constant" => self.constant = false,
                "no-window" => self.window = false,
                "width=arg" => self.width = WidthMethod::KernelArg,
                "width=sync" => self.width = WidthMethod::Sync,
                "width=fixed" => self.width = WidthMethod::Fixed,
                "scope=private" => self.scope = ScopeMethod::Private,
                "scope=communicating" => self.scope = ScopeMethod::Communicating,
                _ => {
                    return Err(format!(
                        "unknown cache optimisation switch '{w}' (expected one of: {OPT_WORDS})"
                    ))
                }
            }
        }
        Ok(())
    }
}

/// The loop whose iterations are the threads of a block.
#[derive(Clone, Debug)]
pub struct SharingLoop {
    pub var: SymbolId,
    pub name: String,
    /// Constant step of the loop.
    pub step: i128,
    /// Constant trip count, when known (for the fixed sharing width).
    pub trip_count: Option<i128>,
}

/// Who runs the code a directive sits in.
#[derive(Clone, Debug)]
pub enum Threads {
    /// Each thread its own iterations; `sharing` when those iterations come from one
    /// loop that can be run uniformly (every thread of the block the same number of times).
    Lanes { sharing: Option<SharingLoop> },
    /// Every thread of the block runs the same code (gang-redundant code of a gang loop
    /// whose vector loops use the threads): a copy is naturally shared.
    Uniform,
}

/// How one variable is cached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// One copy per thread (`[block][len…]`).
    Private,
    /// One copy for the block, fetched and written back by all its threads.
    Shared,
    /// A private direct-mapped data + tag array.
    Ehc,
    /// CUDA: a read-only range that is the same for every thread and every launch (its
    /// `lower` is a constant), read by all the threads of a warp at one index: the
    /// runtime copies it into a `__constant__` array before the launch, and the reads
    /// become constant-bank operands instead of shared-memory loads — a stencil's
    /// coefficients (bench/results/archive/cache/h200-2026-11-22-memory-bound-kernels.md, section 4).
    Constant,
}

#[derive(Clone, Debug)]
pub struct DimPlan {
    pub lower: Expr,
    pub len: i128,
    /// Elements the range moves from one thread to the next (0: the same for all).
    pub rho: i128,
    /// Largest extent of the copy in this dimension.
    pub extent_max: i128,
    /// `rho` counts rows of a 2-D tile (the gang loop's threads, threadIdx.y) rather than
    /// the vector loop's (threadIdx.x).
    pub along_rows: bool,
}

#[derive(Clone, Debug)]
pub struct VarPlan {
    pub sym: SymbolId,
    pub name: String,
    pub elem: Type,
    pub elem_size: u64,
    pub dims: Vec<DimPlan>,
    pub written: bool,
    pub mode: Mode,
    /// Padding added to the innermost dimension of a shared copy.
    pub pad: i128,
    /// EHC: slots of the data/tag arrays (a power of two).
    pub slots: i128,
    /// EHC: the extents of the array's inner dimensions, for a linear tag (C text).
    pub rows: Vec<String>,
    pub bytes: u64,
    /// Why a copy that could have been shared is private.
    pub why_private: Option<String>,
    pub text: String,
    /// An array of an `fcw` directive: how its tile is used (else the `cache` directive's
    /// rules, with the command line's write policy).
    pub fcw: Option<FcwUse>,
    /// The array's declared extent in each dimension (`None` behind a pointer or for a
    /// variable length): an `fcw` tile is clamped at the array's ends (D §6.2.2).
    pub declared: Vec<Option<i128>>,
}

/// How an `fcw` array uses its tile (D §6.2.1): filled from global memory before the block
/// runs (`FETCH`), written by the block's iterations for each other (`CHANNEL`), and its
/// written elements copied back to global memory at the end (`WB`, through a dirty mask).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FcwUse {
    pub fetch: bool,
    pub channel: bool,
    pub write_back: bool,
}

impl FcwUse {
    /// The `fcw` type that asks for this use (D §6.2.1).
    pub fn type_name(self) -> &'static str {
        match (self.fetch, self.channel, self.write_back) {
            (true, false, _) => "FETCH_ONLY",
            (false, true, false) => "CHANNEL_ONLY",
            (true, true, false) => "FETCH_CHANNEL",
            (false, true, true) => "CHANNEL_WB",
            (true, true, true) => "FETCH_CHANNEL_WB",
            (false, false, _) => unreachable!("every fcw type fetches or is a channel"),
        }
    }
}

impl VarPlan {
    /// Whether the copy carries a dirty mask: its written elements, and only those, are
    /// written back (copies of neighbouring blocks overlap).
    pub fn dirty_tracked(&self, write: WritePolicy) -> bool {
        match self.fcw {
            Some(u) => u.write_back,
            None => self.written && write == WritePolicy::Back && self.mode != Mode::Ehc,
        }
    }

    /// Whether the block fills the copy from global memory before its region.
    pub fn fetched(&self) -> bool {
        self.fcw.is_none_or(|u| u.fetch)
    }

    /// Whether the copy's written elements go back to global memory after the region.
    pub fn written_back(&self, write: WritePolicy) -> bool {
        match self.fcw {
            Some(u) => u.write_back,
            None => self.written && write == WritePolicy::Back,
        }
    }
}

impl VarPlan {
    /// The dimension shared along the block's x threads.
    pub fn shared_dim(&self) -> Option<usize> {
        self.dims.iter().position(|d| d.rho != 0 && !d.along_rows)
    }

    /// The dimension shared along the rows of a 2-D tile.
    pub fn row_dim(&self) -> Option<usize> {
        self.dims.iter().position(|d| d.rho != 0 && d.along_rows)
    }
}

#[derive(Clone, Debug)]
pub struct RegionPlan {
    /// The directive's pragma span start: the key of the region in the kernel's maps.
    pub id: u32,
    /// Where the region is in the user's source (`SourceMap::name_tag` of `id`): names
    /// the region's variables in the generated code.
    pub name: String,
    pub line: u32,
    pub threads: Threads,
    pub vars: Vec<VarPlan>,
    /// `(variable text, reason)` for what stays in global memory.
    pub ignored: Vec<(String, String)>,
    /// The region sits in a uniform loop body and shares: its kernel loop must be uniform,
    /// and these statements (span starts) lead to it.
    pub uniform_path: Option<Vec<u32>>,
    /// The whole directive is ignored, with this reason.
    pub off: Option<String>,
    /// Region-invariant variables (not written in the region, declared before it).
    pub invariant: HashSet<SymbolId>,
    /// In a 2-D tiled kernel: (gang loop, threads along x, rows along y).
    pub tile: Option<(SharingLoop, u32, u32)>,
    /// A loop the compiler stages without a directive (the region is the loop, its
    /// ranges start at each tile: see `passes::ext::cache::stage`); `id` is then the loop's span start.
    pub stage: Option<Stage>,
    /// Each thread runs several adjacent iterations and reads the shared copy through a
    /// register window (set by the kernel builder, see `passes::ext::cache::window`).
    pub window: Option<Window>,
    /// The compiler cached the neighbourhoods the loop's body reads, without a directive
    /// (the region is the body, `id` its span start: see `passes::ext::cache::neighbourhood`).
    pub neighbourhood: Option<Neighbourhoods>,
    /// The region of an `fcw` directive (each variable's `lower` is `PIVOT - BEFORE`,
    /// written by the compiler: `passes::ext::cache::plan`). With channels (`predicated`)
    /// its blocks hold exactly the iterations the directive's block model says, so it is
    /// never run through a register window nor in a 2-D tile; FETCH_ONLY alone reads the
    /// same values however the iterations are grouped (D §6.4.4: the `cache` directive's
    /// function), and is made as the `cache` directive is.
    pub fcw: bool,
    /// An `fcw` block with channels or `fcw_barrier`s: its statements hold barriers, so
    /// every thread runs them, predicated ([`RegionStep::ChannelStatements`]).
    pub predicated: bool,
    /// An `fcw` block with `fcw_barrier`s in it.
    pub fcw_barriers: bool,
    /// How a predicated block's statements run (the `fcw` planner's, `crate::fcw`).
    pub guards: Option<crate::fcw::Guarded>,
    /// Each variable's place in a group of copies stored side by side (`None`: a copy of
    /// its own), decided with the kernel's cache record (`passes::ext::cache::lower::
    /// interleaving`); empty until then.
    pub interleaved: Vec<Option<Interleaved>>,
}

/// A region of `passes::ext::cache::neighbourhood`: each variable's `lower` is the loop variable
/// (written at `index`) plus a constant, or a constant (the planner writes them so; they
/// have no source text of their own).
#[derive(Clone, Debug)]
pub struct Neighbourhoods {
    /// The loop variable, as written in the body.
    pub index: Expr,
    pub name: String,
}

impl RegionPlan {
    /// The `__constant__` array of the k-th variable of the region ([`Mode::Constant`]):
    /// its name carries the variable's, which the runtime's messages show.
    pub fn constant_name(&self, k: usize) -> String {
        format!("__accc_k{}_{k}_{}", self.name, self.vars[k].name)
    }

    /// A plan with nothing cached yet.
    pub fn new(id: u32, line: u32, threads: Threads, sm: &SourceMap) -> RegionPlan {
        RegionPlan {
            id,
            name: sm.name_tag(id),
            line,
            threads,
            vars: Vec::new(),
            ignored: Vec::new(),
            uniform_path: None,
            off: None,
            invariant: HashSet::new(),
            tile: None,
            stage: None,
            window: None,
            neighbourhood: None,
            fcw: false,
            predicated: false,
            fcw_barriers: false,
            guards: None,
            interleaved: Vec::new(),
        }
    }

    pub fn needs_barriers(&self) -> bool {
        self.vars.iter().any(|v| v.mode == Mode::Shared)
    }
}

/// How a cache region runs around its statements, step by step, in order: decided by
/// `passes::ext::cache::lower` from the region's plan and the options, printed by the
/// back ends. Every step is run by every thread of the block unless it says `guarded`
/// (then only by the threads that have an iteration, on a uniform path), so a
/// [`RegionStep::Barrier`] is always reached by the whole block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionStep {
    /// `--cache-opt=scope=communicating`: the thread whose range starts the shared copy of
    /// variable `var` along dimension `dim` publishes that start in shared memory (a
    /// barrier follows before anyone reads it).
    PublishStart { var: usize, dim: usize },
    /// The registers holding where the copy of `var` starts along `dim`, and its extent.
    Range { var: usize, dim: usize },
    /// Every thread of the block waits here.
    Barrier(Fence),
    /// The block's threads fill the shared copies together; each group (indices of the
    /// plan's variables, copies of equal extents under the merged fetch) is one loop.
    FetchShared { groups: Vec<Vec<usize>> },
    /// Each thread fills its private copies (and EHC tags).
    FetchPrivate { guarded: bool },
    /// The region's statements, their accesses mapped to the copies.
    Statements { guarded: bool },
    /// The statements of an `fcw` block with channels: every thread runs them, each
    /// statement predicated on whether the thread takes part (its iteration, the
    /// thread-dependent conditions around it), so that every thread reaches the barriers
    /// around each channel write (D Listing 6.6: value, barrier, store, barrier) and at
    /// each `fcw_barrier`.
    ChannelStatements,
    /// The block's threads clear the dirty masks of the written-back copies that are not
    /// fetched (a fetch clears them as it fills the copy).
    ClearDirty { vars: Vec<usize> },
    /// The block's threads write the shared copies' written elements back together.
    WriteBackShared,
    /// Each thread writes its private copies' written elements back.
    WriteBackPrivate { guarded: bool },
}

/// A cache region of a kernel: what it caches and the steps it runs around its statements.
#[derive(Clone, Debug)]
pub struct CacheRegion {
    pub plan: RegionPlan,
    pub steps: Vec<RegionStep>,
    /// Where its copies start and how its statements' accesses map to them.
    pub accesses: access::RegionAccesses,
}

/// What a barrier orders: the block's shared-memory accesses, or those and its
/// global-memory ones (after a region that wrote through to global memory).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fence {
    Shared,
    SharedAndGlobal,
}

/// Where a copy lives when it is interleaved with others (`RegionPlan::interleaved`): the
/// variable whose copy holds the group, its slot, and the group's width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interleaved {
    pub leader: usize,
    pub slot: usize,
    pub width: usize,
}

/// A staged loop: the tiles' range and the loop variable.
#[derive(Clone, Debug)]
pub struct Stage {
    /// The loop variable.
    pub var: SymbolId,
    pub var_name: String,
    /// `A` of `j = A`.
    pub lower: Expr,
    /// `B` of `j < B` (`j <= B` when `inclusive`).
    pub bound: Expr,
    pub inclusive: bool,
    /// Iterations per tile.
    pub tile: u32,
}

/// Adjacent iterations per thread of a register window ([`Window`]): four 4-byte elements
/// make the 16-byte vector, so that each thread's window starts on a vector boundary.
pub const PER_THREAD: u32 = 4;

/// The 4-wide vector type of a 4-byte element type, in both dialects: what a register
/// window's vector loads read.
pub fn vector_type(elem: &str) -> Option<&'static str> {
    match elem {
        "float" => Some("float4"),
        "int" | "signed int" | "signed" => Some("int4"),
        "unsigned int" | "unsigned" => Some("uint4"),
        _ => None,
    }
}

/// How a region's shared copy is read through registers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// The copy read through the window (its index among the plan's variables).
    pub var: usize,
    /// Elements of the copy each iteration moves the range by (`rate*step`).
    pub rho: i128,
    /// Elements of a thread's window: what its [`PER_THREAD`]
    /// iterations read, rounded up to whole vectors.
    pub elements: i128,
    /// The `for` loops (span starts) inside the region to unroll.
    pub unrolled: Vec<u32>,
}

/// A 2-D tile whose threads each run `rows_per_thread` gang iterations (rows): the region
/// of the tile's vector loop (its whole body, 8 rows, or a region in a sequential loop of
/// it, 4 rows: `passes::ext::cache::kernel::ROWS_PER_THREAD*`) fetches the rows of all of them at once, then
/// runs its statements for each row — one fetch and two barriers for several iterations
/// instead of one (a light body such as a 3×3 stencil would otherwise spend most of its
/// time fetching and waiting). Adjacent rows all of which exist run unrolled, without
/// their guards; rows apart keep their guards, and are unrolled when the body declares
/// variables on the way to the region (`per_row`, one copy per row).
///
/// Under RBI, with a block that is a multiple of 32 threads, a thread's rows are adjacent,
/// on rows of 32 threads, so that the device compiler keeps in registers what adjacent rows
/// read in common: Jacobi's 3×3 stencil went from 14.04 to 10.84 ms (H200; hand-written
/// CUDA 10.60). But where the region reads or writes global memory with the gang variable
/// in the last subscript (a transpose, a stencil stored down columns), and otherwise, the
/// rows are a block's height (`CacheDecisions::tile` rows / `rows_per_thread`) apart on
/// 16 × 16 threads: a warp's accesses then cover pairs of neighbouring rows, which share
/// sectors. Adjacent rows made smem_acc's transpose-YX 3.4× slower (5.53 against 1.63 ms)
/// and its stencil5-XY 2.5× (5.61 against 2.26).
#[derive(Clone, Debug)]
pub struct Coarse {
    /// The region (its directive's pragma span start).
    pub region: u32,
    pub rows_per_thread: u32,
    /// A thread's rows are adjacent (else a block's height apart).
    pub adjacent: bool,
    /// The gang loop, whose variable each row declares anew.
    pub gang: SharingLoop,
    /// Variables declared outside the region in the blocks on the way to it: each row has
    /// its own (an array of them, indexed by the row).
    pub per_row: Vec<accc_sema::SymbolId>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_parse_and_reject() {
        let mut o = CacheOptions::default();
        o.set_impl("rbc").unwrap();
        o.set_write("through").unwrap();
        o.set_opts("no-sharing,width=sync,scope=communicating")
            .unwrap();
        assert_eq!(o.implementation, CacheImpl::Rbc);
        assert_eq!(o.write, WritePolicy::Through);
        assert!(!o.sharing);
        assert_eq!(o.width, WidthMethod::Sync);
        assert_eq!(o.scope, ScopeMethod::Communicating);
        assert!(o
            .set_impl("lru")
            .unwrap_err()
            .contains("rbi, rbc, ehc or off"));
        assert!(o.set_opts("fast").unwrap_err().contains("no-sharing"));
    }
}
