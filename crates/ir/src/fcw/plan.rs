//! The plan of one `#pragma acc fcw` directive, as `passes::ext::fcw` decides it: the
//! communicating block's loops, each array's tile (its extent per dimension and the
//! accesses to it), the channel writes and the barriers. The GPU and CPU printers read
//! it; the rules behind each field are in `passes::ext::fcw`.

use accc_front::directive::FcwType;
use accc_front::Span;
use accc_sema::{SymbolId, Type};

use super::{Guarded, Nest};

/// One `fcw` directive, planned.
#[derive(Debug)]
pub struct FcwPlan {
    /// The compute region it is in (index into [`Module::regions`]).
    pub region: usize,
    /// Where its pragma starts (how the other passes name the directive).
    pub pragma: u32,
    /// The directive's name (`fcw`), where messages about it point.
    pub directive: Span,
    /// The structured block it governs.
    pub block: Span,
    /// The loops whose iterations form the communicating block, outermost first (one, or
    /// two for a `V×W` block).
    pub communicating: Vec<CommunicatingLoop>,
    /// Threads per block: the product of the communicating loops' vector sizes.
    pub threads: u32,
    /// One per array of the directive, in the order written.
    pub arrays: Vec<FcwArray>,
    /// The channel writes of the block, in source order.
    pub channel_writes: Vec<ChannelWrite>,
    /// The barriers the directive's meaning implies and the user's `fcw_barrier`s, in
    /// source order.
    pub barriers: Vec<Barrier>,
    /// The block sits in a loop inside the communicating loop: it runs, and fetches, more
    /// than once per iteration.
    pub repeated: bool,
    /// Shared memory per block: every tile and dirty mask.
    pub shared_bytes: u64,
    /// How the block's statements run, when its iterations communicate
    /// ([`FcwPlan::communicates`]): every thread reaches every barrier (`fcw/guard.rs`).
    pub guards: Option<Guarded>,
    /// The body of the loop around the vector loop (the worker loop of a `V×W` block;
    /// `fcw/vxw.rs`); `None` when no loop of the region holds the vector loop.
    pub nest: Option<Nest>,
}

impl FcwPlan {
    /// Whether the block's iterations communicate: through channels (a type other than
    /// FETCH_ONLY) or at `fcw_barrier`s. Only then does the block model show in the
    /// answer.
    pub fn communicates(&self) -> bool {
        self.arrays.iter().any(|a| a.kind != FcwType::FetchOnly)
            || (self.barriers.iter()).any(|b| b.kind == BarrierKind::Explicit)
    }
}

/// A loop whose iterations are the threads of a communicating block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommunicatingLoop {
    pub var: SymbolId,
    pub name: String,
    /// The vector size: iterations per block along this loop.
    pub vector: u32,
    /// The lower bound and step, when constants.
    pub lower: Option<i128>,
    pub step: Option<i128>,
    /// The trip count, when constant (then the last block holds
    /// [`CommunicatingLoop::last_block_iterations`] iterations).
    pub trip_count: Option<i128>,
    /// The loop statement.
    pub span: Span,
}

impl CommunicatingLoop {
    /// The iterations of the last block when the trip count is a constant; fewer than
    /// [`CommunicatingLoop::vector`] when it is not a multiple (the other threads of that
    /// block still take part in every barrier).
    pub fn last_block_iterations(&self) -> Option<u32> {
        let n = self.trip_count.filter(|&n| n > 0)?;
        let v = i128::from(self.vector);
        Some(((n - 1) % v + 1) as u32)
    }
}

/// One array of an `fcw` directive and its tile.
#[derive(Debug)]
pub struct FcwArray {
    pub sym: SymbolId,
    pub name: String,
    pub kind: FcwType,
    /// The clause's `a[…]`.
    pub span: Span,
    /// The element type and its size.
    pub elem: Type,
    pub elem_bytes: u64,
    /// One per dimension, outermost first.
    pub dims: Vec<TileDim>,
    /// Tile elements and bytes per block.
    pub elements: u64,
    pub bytes: u64,
    /// The `*_WB` dirty mask: one byte per tile element; 0 for the other types.
    pub dirty_mask_bytes: u64,
    /// The block reads / writes the array.
    pub read: bool,
    pub written: bool,
    /// Its element accesses in the block, in source order.
    pub accesses: Vec<TileAccess>,
}

/// One dimension of a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileDim {
    /// The pivot expression: `base + Σ rho[l]·lane_l`.
    pub pivot: Span,
    /// The pivot's coefficient of each communicating loop's lane, in their order.
    pub rho: Vec<i128>,
    pub before: u64,
    pub after: u64,
    /// The tile's first element, relative to lane 0's pivot (`-BEFORE` when `ρ ≥ 0`).
    pub first: i128,
    /// Elements along this dimension: `Σ |ρ_l|·(V_l−1) + BEFORE + AFTER + 1`.
    pub extent: u64,
    /// The array's declared extent, which clamps the tile; `None` behind a pointer.
    pub array_extent: Option<u64>,
}

/// An element access to an `fcw` array inside its block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileAccess {
    /// `a[…]…`.
    pub span: Span,
    pub reads: bool,
    pub writes: bool,
    /// Per dimension, the subscript minus the pivot when that is a constant.
    pub offsets: Vec<Option<i128>>,
    pub placement: Placement,
}

/// Whether an access falls in the tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// In every thread.
    Inside,
    /// In some threads of the block: the program's guards decide.
    SomeThreads,
    /// Not known at compile time (checked at run time by `--cache-check`).
    Unknown,
}

/// A write to a channel: the value is computed, then barrier, store, barrier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelWrite {
    /// Index into [`FcwPlan::arrays`].
    pub array: usize,
    /// The statement (`a[e] = v;`).
    pub stmt: Span,
    /// The element written.
    pub target: Span,
    /// The thread-dependent conditions inside the block that decide whether this thread
    /// stores: every thread reaches the barriers, only those whose conditions hold store.
    pub predicate: Vec<Span>,
}

/// A barrier of the communicating block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Barrier {
    pub kind: BarrierKind,
    /// Where: the block (fetch, write-back, end), the channel write's statement, or the
    /// `fcw_barrier` directive.
    pub at: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarrierKind {
    /// After the tiles are filled, before the block's code.
    AfterFetch,
    /// Before the store of [`FcwPlan::channel_writes`]`[n]`.
    BeforeChannelWrite(usize),
    /// After it.
    AfterChannelWrite(usize),
    /// The user's `fcw_barrier`.
    Explicit,
    /// After the block's code, before the dirty elements are written back.
    BeforeWriteBack,
    /// At the end of a block that runs again: its next fetch must wait for every read.
    BeforeNextFetch,
}
