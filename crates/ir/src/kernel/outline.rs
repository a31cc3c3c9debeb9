//! Which kernels a compute region becomes, in launch order, and the block their shapes
//! start from: decided by the GPU targets' outlining pass (`accc_passes::gpu::outline`)
//! before the back end builds the kernels, which reads this record instead of deciding.
//! Loops are named by where their statement starts (`Loop::stmt`'s `span.lo`), as the
//! other records of the IR name them.

use accc_front::{Diagnostic, Span};
use accc_sema::SymbolId;

use super::{GangGrid, VectorLengthRefusal};
use crate::Reduction;

/// The kernels of a compute region (`ComputeRegion::outline`).
#[derive(Debug, Clone, PartialEq)]
pub struct Outline {
    /// What each kernel runs, in launch order.
    pub units: Vec<Unit>,
    /// The threads of a block the kernels' shapes start from: the construct's
    /// `vector_length` where kernels can have it, else the default; one for a
    /// gang-redundant region (one thread per gang).
    pub block: u32,
    /// The construct's `vector_length` the kernels are not compiled for, and why.
    pub refused_vector_length: Option<RefusedVectorLength>,
}

/// What one kernel of a region runs.
#[derive(Debug, Clone, PartialEq)]
pub enum Unit {
    /// A parallel loop nest of the region's statement list, spread over every thread:
    /// the outermost loop `stmt`.
    Loop {
        stmt: u32,
        /// A reducing gang loop whose body is its vector loop alone, run as one
        /// `collapse(2)` iteration space with it (`Loop::fused_with_vector_loop`).
        fused: bool,
        /// How its iterations meet the threads of a block.
        shape: LoopShape,
        /// What the kernel declares and how its variables are shared.
        contents: LoopContents,
    },
    /// Statements of the region run by one thread, in order: the construct's statement
    /// itself (a `serial` construct) or consecutive statements of its list between the
    /// parallel loops.
    Serial { stmts: Vec<Span> },
    /// A `parallel` region with gang-redundant code: one thread per gang runs the whole
    /// statement, and the gang loops `gang_loops` are spread over the gangs.
    Gang {
        /// The variables of the region's parallel loops, which the kernel declares.
        loop_vars: Vec<SymbolId>,
        /// Those of the construct and of its parallel loops.
        reductions: Vec<Reduction>,
        /// The parallel loops (outermost of each collapsed nest) spread over the gangs,
        /// in source order: those whose collapsed nest is canonical.
        gang_loops: Vec<u32>,
        /// The `gang(dim:n)` clauses of the region not made (its gangs form one
        /// dimension), as the warnings the back end raises where it builds the kernel.
        warnings: Vec<Diagnostic>,
    },
}

/// What a loop kernel runs besides its loop's collapsed body: the variables it declares,
/// reduces and keeps private, and the headers of a `collapse(force:n)` nest sunk into the
/// body. (A single-thread kernel has none of these; a gang-redundant kernel's loop variables
/// and reductions are its `Unit::Gang`'s.)
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LoopContents {
    /// The variables of the collapsed nest's loops, outermost first.
    pub loop_vars: Vec<SymbolId>,
    /// The loop's reductions, then the construct's own not among them (`parallel
    /// reduction(+:x)` around a gang loop reduces in the kernel that runs the loop).
    pub reductions: Vec<Reduction>,
    /// The loop's private variables, then the construct's explicit `private` ones not
    /// among them (one copy per gang, as a gang loop's own).
    pub private: Vec<SymbolId>,
    /// The loop's `firstprivate` variables.
    pub firstprivate: Vec<SymbolId>,
    /// The headers of the intervening loops of a `collapse(force:n)` nest, sunk into the
    /// body (`Loop::sunk_headers`): the kernel does not print them where they stand.
    pub elided_headers: Vec<Span>,
}

/// How the iterations of a loop kernel meet the threads of a block, as far as the loop
/// nest decides it; a kernel whose `cache` regions or `fcw` block form 2-D tiles may
/// still run on another block (`Kernel::block_choice`, `passes::gpu::block`).
#[derive(Debug, Clone, PartialEq)]
pub struct LoopShape {
    /// Threads per block.
    pub block: u32,
    /// The vector lanes of each worker (the block, without worker loops).
    pub vector: u32,
    /// Workers per gang, where there are vector loops (1 without): the threads along y
    /// of each block where there are worker loops.
    pub workers: u32,
    /// Gang × vector: the loops in the kernel's loop whose iterations spread over a
    /// block's threads (empty: each thread runs whole iterations of the kernel's loop).
    pub vector_loops: Vec<u32>,
    /// Gang × worker × vector: the worker loops among `vector_loops`, each with its
    /// vector loops, spread over each worker's lanes.
    pub worker_loops: Vec<(u32, Vec<u32>)>,
    /// `tile(tx, ty)` as strip-mined tiles of `tx` × `ty` iterations, one block each.
    pub strip_tiles: Option<(u32, u32)>,
    /// `gang(dim:2)` or `gang(dim:3)`: the grid of gangs.
    pub gang_grid: Option<GangGrid>,
    /// The gang's private arrays its vector lanes share (in shared memory), in the order
    /// the loop and the construct name them.
    pub gang_shared: Vec<SymbolId>,
    /// What is not made as written (`num_workers`, `gang(dim:n)`), as the warnings the
    /// back end raises where it builds the kernel (in this order).
    pub warnings: Vec<Diagnostic>,
}

/// A `vector_length` the kernels do not have (`Outline::block` is used instead).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RefusedVectorLength {
    /// The clause.
    pub clause: Span,
    /// Its length expression.
    pub length: Span,
    pub why: VectorLengthRefusal,
    /// Whether the region's kernels run on blocks of `Outline::block` threads, so that
    /// the refusal is warned about (a gang-redundant region's kernel runs one thread per
    /// gang whatever the clause says).
    pub warned: bool,
}
