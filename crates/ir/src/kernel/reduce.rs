//! A kernel's reductions as the GPU reductions pass decides them (`passes::gpu::reduce`):
//! the shared buffers of its vector and worker loops' reductions, and for each of its own
//! (gang) reductions what it combines into, how the block combines the threads' partial
//! results (warp shuffles or a tree), how the blocks' results join the variable, the
//! parameters that needs and the elements of an array's section. The kernel builder prints
//! the record (the shared declarations, the parameters, each thread's partial result and
//! its [`super::Reduce`]); nothing of it is decided while printing.

use accc_front::directive::ReductionOp;
use accc_front::Diagnostic;
use accc_sema::{SymbolId, Type};

use super::{BlockJoin, SharedUse};
use crate::complex::Precision;
use crate::host::HostExpr;

/// The most elements of an array reduction's private copy (each thread holds one, in its
/// private memory).
pub const MAX_PRIVATE_REDUCTION_ELEMENTS: u128 = 1024;

/// The reductions of one kernel (`Kernel::reductions`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Reductions {
    /// What the vector and worker loops' reductions keep in shared memory, in the order
    /// the feedback lists them: the reductions whose lanes combine by shuffles alone (no
    /// buffer: `slots` 0) first, then one buffer per variable (`__accc_vred_NAME`, named by
    /// `SharedUse::variable`), as large as its largest use needs.
    pub loop_buffers: Vec<SharedUse>,
    /// The errors of the loops' reductions the target cannot combine over lanes, in the
    /// order the builder raises them.
    pub loop_errors: Vec<Diagnostic>,
    /// The kernel's own reductions the target makes, in the kernel's order.
    pub gang: Vec<GangReduction>,
    /// The errors of the kernel's own reductions the target cannot make, in the order the
    /// builder raises them.
    pub gang_errors: Vec<Diagnostic>,
    /// The reduced struct members, by their root variable and member chain
    /// ([`crate::members::member_chain`]), and the kernel scalar that every use of
    /// the member in the kernel names instead (each thread's partial result): also those
    /// of members whose reduction is refused after (an error the build stops at).
    pub renamed_members: Vec<((SymbolId, String), String)>,
    /// The complex helpers the reductions of complex values call, in the order decided.
    pub complex_helpers: Vec<ComplexReduction>,
}

impl Reductions {
    /// Whether the loops' reductions keep anything in shared memory.
    pub fn loop_buffers_declared(&self) -> bool {
        self.loop_buffers.iter().any(|u| u.slots > 0)
    }
}

/// A reduction of complex values: the device program's complex helpers its operator
/// needs, and those the join across blocks needs besides (`Needs::add_complex_reduction`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ComplexReduction {
    pub op: ReductionOp,
    pub precision: Precision,
    /// Joined across blocks (a kernel's own reduction), not only combined in a block.
    pub joined: bool,
}

/// One of the kernel's own reductions: each thread's partial result, combined in the
/// block, then across the blocks into the variable.
#[derive(Debug, Clone, PartialEq)]
pub struct GangReduction {
    pub op: ReductionOp,
    /// The reduction's variable (`Reduction::sym`, `Reduction::name`).
    pub sym: SymbolId,
    pub name: String,
    /// What the reduction combines into.
    pub reduced: Reduced,
    /// The type of the values combined: the variable's or member's, an array's elements'.
    pub ty: Type,
    /// The word naming the reduction's helpers in the kernel: its buffer of partial
    /// results `__accc_red_WORD` and its parameters (see [`ParamRole::name`]).
    pub ident: String,
    /// Threads per block.
    pub block: u32,
    /// Each warp's lanes combine by shuffles first (the target shuffles `ty` and the block
    /// is whole warps), leaving one partial result per warp in `buffer`; else a tree over
    /// every thread's.
    pub shuffles: bool,
    /// How the block's result reaches the variable (`BlockJoin::Atomic` for each element
    /// of an array).
    pub join: BlockJoin,
    /// The kernel parameters the reduction needs, in the order the kernel takes them.
    pub params: Vec<ReductionParam>,
    /// The buffer as the feedback tells it (slots, bytes, partial results, join).
    pub shared: SharedUse,
}

impl GangReduction {
    /// The block's shared buffer of partial results.
    pub fn buffer(&self) -> String {
        format!("__accc_red_{}", self.ident)
    }

    /// The kernel's name of the reduction's parameter of `role` (a complex sum's
    /// accumulator is named even where it joins without one, by atomic updates of the
    /// variable's parts).
    pub fn name_of(&self, role: ParamRole) -> String {
        format!("{}{}", role.prefix(), self.ident)
    }
}

/// What a kernel's reduction combines into.
#[derive(Debug, Clone, PartialEq)]
pub enum Reduced {
    /// A scalar variable: each thread's partial result is the variable's copy in the
    /// kernel.
    Variable,
    /// A struct member (`reduction(+:s.x)`): each thread's partial result is the scalar
    /// `partial`, which every use of the member in the kernel names instead
    /// (`Reductions::renamed_members`).
    Member { partial: String },
    /// An array or a subarray: each element a reduction of its own.
    Section(ReducedSection),
}

/// The elements of an array reduction: each thread keeps a private copy of `elements`
/// elements (the whole array, or through a pointer elements 0 to the section's end),
/// which the kernel declares as the variable is declared where `as_declared`.
#[derive(Debug, Clone, PartialEq)]
pub struct ReducedSection {
    pub elements: u128,
    pub as_declared: bool,
}

/// A kernel parameter a reduction needs, named by its role (`GangReduction::name_of`);
/// `host` is over host variables.
#[derive(Debug, Clone, PartialEq)]
pub enum ReductionParam {
    /// The device copy the blocks' results join (`Param::data_pointer`): the variable's,
    /// the member's, or the section's first element's.
    Target { pointee: Type, host: HostExpr },
    /// The kernel's accumulator of the blocks' results (`Param::Accumulator`), first
    /// holding the operator's identity, of the host variable `host`.
    Accumulator { pointee: Type, host: HostExpr },
    /// The index of the section's first element (a `long` value).
    SectionStart { host: HostExpr },
    /// The number of the section's elements (a `long` value).
    SectionLength { host: HostExpr },
}

/// What a reduction's parameter is to it (the kinds of [`ReductionParam`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamRole {
    Target,
    Accumulator,
    SectionStart,
    SectionLength,
}

impl ParamRole {
    /// The start of the kernel's names of the parameters of this role.
    fn prefix(self) -> &'static str {
        match self {
            ParamRole::Target => "__accc_p_",
            ParamRole::Accumulator => "__accc_a_",
            ParamRole::SectionStart => "__accc_rlo_",
            ParamRole::SectionLength => "__accc_rn_",
        }
    }
}

impl ReductionParam {
    pub fn role(&self) -> ParamRole {
        match self {
            ReductionParam::Target { .. } => ParamRole::Target,
            ReductionParam::Accumulator { .. } => ParamRole::Accumulator,
            ReductionParam::SectionStart { .. } => ParamRole::SectionStart,
            ReductionParam::SectionLength { .. } => ParamRole::SectionLength,
        }
    }
}

impl BlockJoin {
    /// The join goes through the kernel's accumulator parameter: the last block combines
    /// it into the variable, or the blocks take turns on it.
    pub fn needs_accumulator(self) -> bool {
        matches!(
            self,
            BlockJoin::LastBlock | BlockJoin::LastBlockParts | BlockJoin::InTurn
        )
    }

    /// The join of a complex value, part by part or in turn.
    pub fn is_complex(self) -> bool {
        matches!(
            self,
            BlockJoin::AtomicParts | BlockJoin::LastBlockParts | BlockJoin::InTurn
        )
    }
}
