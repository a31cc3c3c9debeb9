//! The accesses inside a cache region as data: where each copy starts along each
//! dimension and whether an access may be written relative to the thread's own `lower`
//! ([`DimPlacement`]), and, for each access of a cached array, the copy it reads or
//! writes, how ([`AccessForm`]), and how each of its cache indices is formed
//! ([`TileIndex`]: relative or from the start register, hoisted into a register, or read
//! from the register window). Decided by `passes::ext::cache::access`; the back ends
//! print them and decide nothing.

use accc_front::ast::BinaryOp;
use accc_front::Span;
use accc_sema::SymbolId;

/// Which thread index a range that moves with the threads moves along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// The block's thread (its lane).
    Lane,
    /// The first of a thread's iterations in a region read through a register window
    /// (`PER_THREAD` iterations per thread).
    WindowLane,
    /// The column of a 2-D tile's thread (threads sharing the row).
    TileColumn,
    /// The row of a 2-D tile's thread (rows sharing the tile).
    TileRow,
}

/// Where a copy starts along one dimension, and how far it extends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeStart {
    /// At `lower`, for `len` elements.
    Lower,
    /// A staged loop's tile: at `lower` (the tile's first index), for the tile's elements
    /// (the last tile may be short).
    StagedTile,
    /// Moves `rho` elements from one thread (along `mover`) to the next: it starts at the
    /// `lower` of the thread with the lowest address and covers every sharing thread's
    /// range. `published`: that thread writes the start to shared memory
    /// (`--cache-opt=scope=communicating`) instead of every thread computing it.
    Moving {
        rho: i128,
        mover: Mover,
        published: bool,
    },
}

/// Where the thread's own `lower` lies in a copy, when an access at `x` may be written
/// `place + (x - lower)`: the device compiler then sees that accesses moving with `lower`
/// (a stencil's) are the thread's place plus a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// At the copy's start (a range the same for every thread, or private).
    Origin,
    /// `rho` times the block's lane.
    Lane { rho: i128 },
    /// `rho` times the thread's column in a 2-D tile.
    TileColumn { rho: i128 },
    /// `rho` times the gang iteration's row in the tile (`iteration - first`), which under
    /// coarsening is not the thread's row.
    TileRow { rho: i128 },
}

/// How one dimension of a copy is laid out for the accesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DimPlacement {
    pub start: RangeStart,
    /// Where the thread's `lower` is in the copy, when accesses may be relative to it
    /// (`None`: a range moving backwards, a register window's, a staged tile's).
    pub relative: Option<Place>,
}

/// How a cache index is formed from the access's subscript `x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexForm {
    /// `place + (x - lower)`: `lower` still has the value it had when the range was set.
    Relative(Place),
    /// `x - start`, with the start register of the copy's dimension.
    FromStart,
}

/// One cache index of an access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileIndex {
    pub form: IndexForm,
    /// The region's hoisted register holding it (computed once, before the region's
    /// statements: the subscript is region-invariant), by slot in
    /// [`RegionAccesses::hoisted`].
    pub hoisted: Option<usize>,
}

/// What an access does with its element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessForm {
    Read,
    /// `=` (`op: None`) or `op=` with the user's right-hand side.
    Assign {
        op: Option<BinaryOp>,
    },
    /// `++`/`--` as `+= 1`/`-= 1`; a postfix one yields the value before it.
    Step {
        up: bool,
        postfix: bool,
    },
    /// A channel write's store of the value the compiler computed before the barrier
    /// (`fcw`, D Listing 6.6); the element's read is a [`AccessForm::Read`] of its own.
    ChannelStore,
}

/// One term of a register-window index: a constant, or a constant times the induction
/// variable of an unrolled loop (`name`: the variable's, for `--emit=ir`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WindowTerm {
    Constant(i128),
    Scaled {
        by: i128,
        var: SymbolId,
        name: String,
    },
}

/// An access of a cached array inside its region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileAccess {
    /// The access expression (the element, the assignment or the increment): the key the
    /// printer finds it by.
    pub span: Span,
    pub line: u32,
    /// The copy (the region plan's variable index).
    pub var: usize,
    pub form: AccessForm,
    /// Per dimension.
    pub indices: Vec<TileIndex>,
    /// A read of the region's register window, in the iterations that have it: the
    /// register at `rho * iteration + Σ terms` (elsewhere the read uses `indices`).
    pub window: Option<Vec<WindowTerm>>,
}

/// A region-invariant cache index computed once into a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hoisted {
    /// The first access that uses it, and the dimension.
    pub first: Span,
    pub dim: usize,
}

/// The accesses of a cache region.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegionAccesses {
    /// Per variable of the plan, per dimension.
    pub placement: Vec<Vec<DimPlacement>>,
    /// In source order.
    pub accesses: Vec<TileAccess>,
    /// The hoisted indices, by slot (accesses whose indices are the same text share one).
    pub hoisted: Vec<Hoisted>,
}

impl RegionAccesses {
    /// The access whose expression is `span`.
    pub fn at(&self, span: Span) -> Option<&TileAccess> {
        self.accesses
            .binary_search_by_key(&span, |a| a.span)
            .ok()
            .map(|i| &self.accesses[i])
    }
}
