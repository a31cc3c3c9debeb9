//! A kernel's iteration space as the GPU iteration pass (`accc_passes::gpu::iteration`)
//! decides it: the form its loop takes over the threads with that form's numbers, the
//! value parameters it needs from the host, the collapsed loops' indices, whether a
//! `collapse(2)` nest could run (and runs) in column strips, and what a column-strips walk
//! prefetches and carries in registers. The back end prints the chosen form
//! ([`super::LoopForm`], `print/iterations.rs`) from this record.

use accc_front::Span;
use accc_sema::SymbolId;

use super::Param;
use crate::tile::WidthMethod;

/// The iteration space of one kernel (`Kernel::space`).
#[derive(Debug, Clone)]
pub struct IterationSpace {
    pub form: SpaceForm,
    /// The number of iterations: C text over host variables (`1` for serial code, the
    /// most gangs wanted for gang-redundant code).
    pub iterations: String,
    /// The loops of the kernel's collapsed nest (its `collapse` count); none for serial
    /// and gang-redundant code.
    pub collapsed: usize,
    /// The canonical loops among them, outermost first, with their indices.
    pub indices: Vec<CollapsedIndex>,
    /// The value parameters the space reads, in the order the kernel declares them: each
    /// index's lower bound, step and trip count, the number of iterations, then a 2-D
    /// tile's columns.
    pub params: Vec<Param>,
    /// A `collapse(2)` nest without cache regions or loops in its body, run with the flat
    /// grid-stride loop or in column strips: a column-strips kernel can be built for it.
    pub strips_possible: bool,
    /// Column strips: the reads each thread prefetches down its row walk.
    pub prefetched: Vec<RowPrefetch>,
    /// Column strips: the families of reads carried in registers down the row walk.
    pub carried: Vec<CarriedFamily>,
}

impl IterationSpace {
    /// The space of code that runs as `form` over `iterations` without loops or
    /// parameters of its own (serial or gang-redundant code).
    pub fn without_loops(form: SpaceForm, iterations: &str) -> IterationSpace {
        IterationSpace {
            form,
            iterations: iterations.to_string(),
            collapsed: 0,
            indices: Vec::new(),
            params: Vec::new(),
            strips_possible: false,
            prefetched: Vec::new(),
            carried: Vec::new(),
        }
    }
}

/// How the iterations meet the threads, with the numbers of the form.
#[derive(Debug, Clone, PartialEq)]
pub enum SpaceForm {
    /// The flat grid-stride loop.
    GridStride,
    /// `tile(tx, ty)` as strip-mined tiles of `ty` outer × `tx` inner iterations.
    StripTiles { tx: u32, ty: u32 },
    /// 2-D cache tiles of `ty` gang iterations × `tx` vector-loop iterations.
    Tile2D { tx: u32, ty: u32 },
    /// Uniform rounds of `per_block` iterations (the block × `per_thread`), the round's
    /// width found by `width` (the sharing loop's constant trip count `trip_count`
    /// allows the fixed width).
    Uniform {
        per_block: u32,
        per_thread: u32,
        width: WidthMethod,
        trip_count: Option<i128>,
    },
    /// A `collapse(2)` nest in column strips of `block` columns.
    ColumnStrips { block: u32 },
    /// One thread runs the code.
    Serial,
    /// Each thread runs the gang-redundant code.
    GangRedundant,
}

/// One canonical loop of a kernel's collapsed nest: its variable, the kernel's counter of
/// it and the value parameters holding its lower bound, step and trip count.
#[derive(Debug, Clone, PartialEq)]
pub struct CollapsedIndex {
    /// Its place in the nest, outermost 0.
    pub level: usize,
    pub var: SymbolId,
    pub var_name: String,
    /// The kernel's count of the loop's iterations: `__accc_it` for a nest of one loop,
    /// else the mixed-radix digit `__accc_x{level}`.
    pub counter: String,
    pub lower: String,
    pub step: String,
    pub trip_count: String,
}

/// A read a column-strips thread asks for `ahead` iterations down its row walk before it
/// makes it (`accc_passes::gpu::prefetch`).
#[derive(Debug, Clone, PartialEq)]
pub struct RowPrefetch {
    pub read: Span,
    pub ahead: i128,
}

/// A chain of reads of one array carried in registers down a column-strips walk
/// (`accc_passes::gpu::carry`): `links[d]` takes what the leading read `links[0]` took
/// `d` iterations before; `reads` are every read of the family in the body with its link.
#[derive(Debug, Clone, PartialEq)]
pub struct CarriedFamily {
    pub links: Vec<Span>,
    pub reads: Vec<(Span, usize)>,
}
