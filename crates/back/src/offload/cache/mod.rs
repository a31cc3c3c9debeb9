//! The OpenACC `cache` directive on the devices' software-managed cache (CUDA shared
//! memory, OpenCL local memory), after Lashgar & Baniasadi's three implementations and
//! their optimisations (the cache-directive paper; dissertation ch. 5).
//!
//! What is cached, and how, is decided in `accc_passes::ext::cache` (its data is
//! `accc_ir::tile`); this module prints it:
//!
//! * `accc_passes::ext::cache::plan` (its records named here by [`plan`]) decides, for each
//!   directive of a kernel, what is cached and how: which variables, the range of each
//!   dimension, whether the copy is shared by the iterations of a thread block (the
//!   `rate*ITR + const` form of `lower`) or private to each, the shared-memory bytes, or
//!   why a variable (or the whole directive) is left in global memory. It also plans,
//!   without a directive, the loops `accc_passes::ext::cache::stage` finds (sequential
//!   loops whose elements every thread of a block reads alike) and the stencils
//!   `accc_passes::ext::cache::neighbourhood` finds.
//! * [`emit`] writes the code: the on-chip arrays, the fetch before the region, the
//!   mapping of each access inside it (RBI, RBC, EHC, or RBI checked), the write-back
//!   after it, and the barriers — always where every thread of the block reaches them.
//! * [`stage`] and [`window`] write the kernel text of a staged loop's registers and of a
//!   register window (decided in `accc_passes::ext::cache::{stage, window}`).
//!
//! The region of a directive is the statement it precedes when that is a `{}` block (the
//! papers' notation), otherwise the rest of the enclosing block (the directive at the top
//! of a loop body covers the whole body). The kernel builder and the rewriter call in at
//! three places: planning a kernel body, the loop that spreads iterations over the threads
//! (made uniform, see [`emit::UNIFORM`]), and the text of a region and of its accesses.

pub mod emit;
pub mod report;
pub mod stage;
pub mod window;

/// The plans' records and how their regions stand in the source (`accc_ir::tile`), by
/// the names the printers use.
pub mod plan {
    pub use accc_ir::tile::regions::{cache_directive, item_pragmas, item_span, region_items};
    pub use accc_ir::tile::{Mode, RegionPlan, SharingLoop, Threads, VarPlan};
}

pub use accc_ir::tile::{CacheImpl, CacheOptions, Coarse, ScopeMethod, WidthMethod, WritePolicy};

/// The cache regions of the kernel being printed, as the cache pass decided them
/// (`accc_passes::ext::cache::kernel`), copied by the kernel builder from its record.
#[derive(Default)]
pub struct CacheDecisions {
    /// Plans by directive (pragma span start).
    pub plans: std::collections::HashMap<u32, accc_ir::tile::RegionPlan>,
    /// How each planned region runs around its statements (`accc_passes::ext::cache::lower`),
    /// by directive.
    pub steps: std::collections::HashMap<u32, Vec<accc_ir::tile::RegionStep>>,
    /// Where each planned region's copies start and how its statements' accesses reach
    /// them (`accc_passes::ext::cache::access`), by directive.
    pub accesses: std::collections::HashMap<u32, accc_ir::tile::access::RegionAccesses>,
    /// Statements (span starts) on the way from a uniform loop body to a shared region:
    /// every thread runs them; their siblings run only for threads with an iteration.
    pub path: std::collections::HashSet<u32>,
    /// A 2-D tiled kernel: threads along x, rows along y.
    pub tile: Option<(u32, u32)>,
    /// A 2-D tile whose threads run several rows each.
    pub coarse: Option<Coarse>,
}

/// The rewriter's state while it writes the cache regions of a kernel (what it decided
/// about them is [`CacheDecisions`], in the kernel's `Rewrites`).
#[derive(Default)]
pub struct CacheState {
    pub opts: CacheOptions,
    pub block: u32,
    /// Regions already being written (a region's first statement carries the directive).
    pub started: std::collections::HashSet<u32>,
    /// The copies of the region being written, by the plan's variable index.
    pub active: Vec<emit::Active>,
    /// The accesses of the region being written (`accc_passes::ext::cache::access`).
    pub accesses: accc_ir::tile::access::RegionAccesses,
    /// Hoisted cache indices of the region being written, in order of first use: (slot,
    /// register, index text).
    pub hoisted: Vec<(usize, String, String)>,
    /// Statements (span start) printed as this text instead: the bodies of the loops of a
    /// predicated `fcw` block, printed under their predicate.
    pub spliced: std::collections::HashMap<u32, String>,
    /// Predicates declared so far in the kernel's predicated `fcw` blocks (their names).
    pub predicates: u32,
    /// Kernel-scope declarations of every copy.
    pub decls: Vec<accc_ir::kernel::KStmt>,
}

/// The row of the thread in a coarsened tile (`0..rows_per_thread`), in the loops over them.
pub const ROW: &str = "__accc_rr";
