//! What the cache planner decided for one kernel as a whole (`passes::ext::cache::kernel`):
//! its regions, the loop form they ask of the kernel (a 2-D tile, coarsened or not, uniform
//! rounds of the kernel loop or of vector loops, a register window's iterations per
//! thread), the copies in constant memory, the `--cache-check` flag, and the diagnostics of
//! the `fcw` arrays left in global memory. The kernel builder prints from it and keeps it
//! on the kernel (`Kernel::cache`), where `ir::verify` checks it and `--emit=ir` prints it.

use accc_front::Diagnostic;
use accc_sema::SymbolId;

use super::{CacheRegion, Coarse, RegionPlan, SharingLoop};

#[derive(Clone, Debug)]
pub struct KernelCache {
    /// Every region planned, in planning order, made or ignored (the feedback reports each).
    pub planned: Vec<RegionPlan>,
    /// The regions the kernel makes (neither ignored nor under `--cache-impl=off`), in
    /// planning order, with their steps and accesses.
    pub regions: Vec<CacheRegion>,
    /// The 2-D tile the kernel runs as: the gang loop, the threads along x, the rows along y.
    pub tile: Option<(SharingLoop, u32, u32)>,
    /// The tile's threads each run several rows.
    pub coarse: Option<Coarse>,
    /// The kernel's own loop runs in uniform rounds of this loop (a block-shared region
    /// lies on the way from its body).
    pub uniform_loop: Option<SharingLoop>,
    /// Vector loops (statement span start) that run in uniform rounds, with their sharing
    /// loop, in the order the regions found them.
    pub uniform_vectors: Vec<(u32, SharingLoop)>,
    /// Statements (span starts) on the way from a uniform loop body to a shared region.
    pub path: Vec<u32>,
    /// Iterations each thread runs at a time (several with a register window).
    pub per_thread: u32,
    /// The ranges copied into constant memory before the launch, by region then variable.
    pub constants: Vec<ConstantCopy>,
    /// Constant-memory bytes of the translation unit still free after this kernel's copies.
    pub constant_left: u64,
    /// `--cache-check`: the kernel raises the flag of accesses outside their range.
    pub check_flag: bool,
    /// The `fcw` arrays of a block with channels that stay in global memory.
    pub errors: Vec<Diagnostic>,
    /// The FETCH_ONLY `fcw` arrays that stay in global memory.
    pub warnings: Vec<Diagnostic>,
}

/// A range in constant memory: variable `var` of region `region` (`sym`'s elements from
/// `lower`, `bytes` of them), copied by the runtime before the launch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstantCopy {
    pub region: u32,
    pub var: usize,
    pub sym: SymbolId,
    pub lower: i128,
    pub bytes: u64,
}

/// A kernel without cache regions: one iteration a thread, nothing in constant memory.
impl Default for KernelCache {
    fn default() -> KernelCache {
        KernelCache {
            planned: Vec::new(),
            regions: Vec::new(),
            tile: None,
            coarse: None,
            uniform_loop: None,
            uniform_vectors: Vec::new(),
            path: Vec::new(),
            per_thread: 1,
            constants: Vec::new(),
            constant_left: 0,
            check_flag: false,
            errors: Vec::new(),
            warnings: Vec::new(),
        }
    }
}

impl KernelCache {
    /// Whether some loop of the kernel runs in uniform rounds (its threads then learn
    /// their sharing width).
    pub fn uniform(&self) -> bool {
        self.uniform_loop.is_some() || !self.uniform_vectors.is_empty()
    }
}
