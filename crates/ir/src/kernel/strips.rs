//! What a column-strips walk loads ahead of its use, as the passes plan it with the
//! expressions the printer writes: the reads it prefetches rows ahead
//! (`accc_passes::gpu::prefetch`) and the chains of reads it carries in registers to the
//! next rows (`accc_passes::gpu::carry`). The iteration space keeps their spans
//! ([`super::RowPrefetch`], [`super::CarriedFamily`]).

use accc_front::ast::Expr;
use accc_front::Span;
use accc_sema::{SymbolId, Type};

/// A read whose element, `ahead` iterations down the row walk, the strips kernel
/// prefetches.
#[derive(Debug, Clone, PartialEq)]
pub struct Prefetch {
    /// The read itself (`A[(j + 1) * m + i]`), for its kernel text at that iteration.
    pub read: Expr,
    pub ahead: i128,
    /// The body's variables the read's subscripts name, to declare again at that
    /// iteration before it, in the body's order: (variable, initialiser).
    pub locals: Vec<(SymbolId, Expr)>,
}

/// A chain of reads of one array down the row walk.
#[derive(Debug, Clone, PartialEq)]
pub struct Family {
    /// The type of the array's elements (what each register holds).
    pub element: Type,
    /// One read of each link, the leading read first: link `d` takes what the leading read
    /// took `d` iterations before. Each is the text loaded into the link's register: the
    /// leading read at the top of every iteration, the others at the walk's first row.
    pub links: Vec<Expr>,
    /// The body's variables each link's read names, with their initialisers, to declare
    /// again where the read is loaded (see `accc_passes::gpu::prefetch`).
    pub locals: Vec<Vec<(SymbolId, Expr)>>,
    /// Every read of the family in the body, by span, with its link.
    pub reads: Vec<(Span, usize)>,
}
