//! The OpenACC `cache` directive on the devices' software-managed cache (CUDA shared
//! memory, OpenCL local memory), after Lashgar & Baniasadi's three implementations and
//! their optimisations (the cache-directive paper; dissertation ch. 5).
//!
//! * [`plan`] decides, for each directive of a kernel, what is cached and how: which
//!   variables, the range of each dimension, whether the copy is shared by the iterations
//!   of a thread block (the `rate*ITR + const` form of `lower`) or private to each, the
//!   shared-memory bytes, or why a variable (or the whole directive) is left in global
//!   memory. Nothing in it writes code.
//! * [`emit`] writes the code: the on-chip arrays, the fetch before the region, the
//!   mapping of each access inside it (RBI, RBC, EHC, or RBI checked), the write-back
//!   after it, and the barriers — always where every thread of the block reaches them.
//! * [`stage`] finds, without a directive, the sequential loops whose elements every
//!   thread of a block reads alike; `plan` makes each a shared region of its own.
//! * [`neighbourhood`] finds, without a directive, what the iterations of a 1-D parallel
//!   loop read around their index (a stencil); `plan` makes the loop's body a region.
//!
//! The region of a directive is the statement it precedes when that is a `{}` block (the
//! papers' notation), otherwise the rest of the enclosing block (the directive at the top
//! of a loop body covers the whole body). The kernel builder and the rewriter call in at
//! three places: planning a kernel body, the loop that spreads iterations over the threads
//! (made uniform, see [`emit::UNIFORM`]), and the text of a region and of its accesses.

pub mod emit;
pub mod facts;
pub mod neighbourhood;
pub mod plan;
pub mod stage;
pub mod window;

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
    /// thread of a block reads ([`stage`]) and cache the neighbourhoods a 1-D stencil
    /// reads ([`neighbourhood`]) (`no-auto`).
    pub auto: bool,
    /// CUDA: keep a read-only range that is the same for every thread and every launch
    /// (constant bounds) in constant memory instead of shared memory (`no-constant`; see
    /// [`plan::CONSTANT_LIMIT`]).
    pub constant: bool,
    /// Give each thread of a 1-D stencil's loop several adjacent iterations, which read
    /// their common window of the shared copy into registers as 16-byte vectors
    /// (`no-window`; see [`window`]).
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

/// What the rewriter knows about the cache regions of the kernel it writes.
#[derive(Default)]
pub struct CacheState {
    pub opts: CacheOptions,
    pub block: u32,
    /// Plans by directive (pragma span start).
    pub plans: std::collections::HashMap<u32, plan::RegionPlan>,
    /// Statements (span starts) on the way from a uniform loop body to a shared region:
    /// every thread runs them; their siblings run only for threads with an iteration.
    pub path: std::collections::HashSet<u32>,
    /// Regions already being written (a region's first statement carries the directive).
    pub started: std::collections::HashSet<u32>,
    /// The variables of the region being written.
    pub active: std::collections::HashMap<accc_sema::SymbolId, emit::Active>,
    /// Variables not written in the region being written.
    pub invariant: std::collections::HashSet<accc_sema::SymbolId>,
    /// Hoisted cache indices of the region being written: (index text, register).
    pub hoisted: Vec<(String, String)>,
    /// Kernel-scope declarations of every copy.
    pub decls: String,
    /// Vector loops (statement span start) to run uniformly, with their sharing loop.
    pub uniform_vectors: std::collections::HashMap<u32, plan::SharingLoop>,
    /// A 2-D tiled kernel: threads along x, rows along y.
    pub tile: Option<(u32, u32)>,
    /// A 2-D tile whose threads run several rows each.
    pub coarse: Option<Coarse>,
    /// The arrays the kernel only reads through a device pointer to host data, with their
    /// host expression (candidates for constant memory, see [`plan::Mode::Constant`]).
    pub constant_hosts: std::collections::HashMap<accc_sema::SymbolId, String>,
    /// Constant-memory bytes still free in the translation unit (set by the caller).
    pub constant_left: u64,
}

/// The row of the thread in a coarsened tile (`0..rows_per_thread`), in the loops over them.
pub const ROW: &str = "__accc_rr";

/// A 2-D tile whose threads each run `rows_per_thread` gang iterations (rows): the region
/// of the tile's vector loop (its whole body, 8 rows, or a region in a sequential loop of
/// it, 4 rows: `kernel::ROWS_PER_THREAD*`) fetches the rows of all of them at once, then
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
/// rows are a block's height (`CacheState::tile` rows / `rows_per_thread`) apart on
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
    pub gang: plan::SharingLoop,
    /// Variables declared outside the region in the blocks on the way to it: each row has
    /// its own (an array of them, indexed by the row).
    pub per_row: Vec<accc_sema::SymbolId>,
}
