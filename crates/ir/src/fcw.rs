//! An `fcw` block whose iterations communicate (channels or `fcw_barrier`s), as the code
//! generators run it: every thread of the communicating block runs the block's statements,
//! so that each reaches every barrier, and a predicate says which threads do what
//! (D Listing 6.6; the seed's barriers under thread-dependent `if`s are undefined on
//! current GPUs). Decided once by `passes::ext::fcw::guard`; printed by the GPU rewriter
//! and by the CPU block model.
//!
//! The tree mirrors the block's statements: a [`How::Items`] holds one [`Guarded`] per item
//! of the compound statement, in order; [`How::Loop`] the loop's body; the `if`s their
//! branches. The directive's plan ([`FcwPlan`]: tiles, channel writes, barriers) is in
//! `plan`.

mod plan;

pub use plan::{
    Barrier, BarrierKind, ChannelWrite, CommunicatingLoop, FcwArray, FcwPlan, Placement,
    TileAccess, TileDim,
};

/// Which threads a statement's effects are for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pred {
    /// The threads that take part in the block: on the GPU those with an iteration (the
    /// last block's other threads only meet the barriers), on the CPU every thread of
    /// the team.
    Block,
    /// Those for which predicate `n` of the block holds.
    Holds(usize),
    /// Those of `outer` for which predicate `n` does not hold (an `else`).
    Else { outer: Box<Pred>, not: usize },
}

/// One statement or declaration of the block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guarded {
    /// An `fcw_barrier` directive stands before it: a barrier of the block.
    pub barrier_before: bool,
    pub how: How,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum How {
    /// No barrier and no jump inside: run by the threads of `Pred`.
    Run(Pred),
    /// A declaration: every thread declares its variables (they may be used across the
    /// barriers that follow), the threads of `Pred` evaluate the initialisers.
    Declare(Pred),
    /// A `break` or `continue`: its conditions do not depend on the thread (the `fcw`
    /// planner refuses a thread-dependent one where it would skip barriers), so every
    /// thread takes it, those without an iteration too.
    Jump,
    /// An `if` around such a jump: every thread evaluates its condition and takes the same
    /// branch.
    UniformIf {
        then: Box<Guarded>,
        els: Option<Box<Guarded>>,
    },
    /// An `if` holding barriers: predicate `n` = `pred && condition`, evaluated once by
    /// every thread; `then` runs under `Holds(n)`, `els` under `Else { pred, n }`.
    SplitIf {
        pred: Pred,
        n: usize,
        then: Box<Guarded>,
        els: Option<Box<Guarded>>,
    },
    /// A loop holding barriers: every thread runs it alike (the planner checked its trip
    /// count does not depend on the thread); the header as written, the body guarded.
    Loop(Box<Guarded>),
    /// A compound statement holding barriers: its items, each guarded.
    Items(Vec<Guarded>),
    /// A channel write: the threads of `Pred` compute the value (reading the tile as it
    /// is), barrier, they store it, barrier.
    ChannelWrite(Pred),
}

impl Pred {
    /// The predicate as C text: `block` stands for [`Pred::Block`] (`None`: every thread,
    /// no test), `name(n)` for predicate `n`.
    pub fn text(&self, block: Option<&str>, name: &dyn Fn(usize) -> String) -> Option<String> {
        match self {
            Pred::Block => block.map(str::to_string),
            Pred::Holds(n) => Some(name(*n)),
            Pred::Else { outer, not } => Some(match outer.text(block, name) {
                Some(o) => format!("({o}) && !{}", name(*not)),
                None => format!("!{}", name(*not)),
            }),
        }
    }
}

impl Guarded {
    /// How many predicates the statement declares (its `SplitIf`s, nested ones included).
    pub fn predicates(&self) -> usize {
        let branches = |then: &Guarded, els: &Option<Box<Guarded>>| {
            then.predicates() + els.as_ref().map_or(0, |e| e.predicates())
        };
        match &self.how {
            How::Run(_) | How::Declare(_) | How::Jump | How::ChannelWrite(_) => 0,
            How::UniformIf { then, els } => branches(then, els),
            How::SplitIf { then, els, .. } => 1 + branches(then, els),
            How::Loop(body) => body.predicates(),
            How::Items(items) => items.iter().map(Guarded::predicates).sum(),
        }
    }
}

/// The body of the loop around an `fcw` block's vector loop, as the `fcw` planner found
/// it (`passes::ext::fcw::vxw`): the worker loop of a `V×W` block, or, for a one-loop
/// block, the loop whose body holds the vector loop (which the CPU targets run as `V×1`
/// blocks, a block of the vector loop at a time in each of its iterations). Both back
/// ends run the outer loop's body in the threads of the vector loop's blocks, every
/// thread its own outer iteration's body with the vector loop reduced to its own
/// iteration, so that body must be laid out for it: declarations, then the vector loop,
/// then nothing, and vector-loop bounds the same in every outer iteration. The back ends
/// read the verdict; what only one of them needs stays its own check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nest {
    /// Where the outer loop's statement starts.
    pub outer: u32,
    /// Where the vector loop's statement starts.
    pub inner: u32,
    pub verdict: NestVerdict,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NestVerdict {
    /// The shape holds.
    Accepted {
        /// The declarations before the vector loop: indices of the outer loop body's
        /// items (none when the vector loop is the whole body). Every thread runs them,
        /// once per block of the vector loop; their initialisers compute the same value
        /// each time (no side effect, only math functions called, nothing the region
        /// writes read).
        leading: Vec<usize>,
        /// Where an initialiser of those declarations first reads memory (an element, a
        /// member, through a pointer) or calls a function; `None` when they compute
        /// from values alone. A GPU tile runs them in threads past the loop's end too.
        reads_memory: Option<accc_front::Span>,
    },
    /// The rules the body and the vector loop's header break, in source order (never
    /// empty).
    Refused(Vec<NestFault>),
}

/// One rule of the [`Nest`] that the outer loop's body breaks, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NestFault {
    pub rule: NestRule,
    pub at: accc_front::Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NestRule {
    /// The vector loop is not a statement of the outer loop's body (it is in an `if`, a
    /// block of its own, …); `at` is the vector loop.
    NotInBody,
    /// A statement (not a declaration) before the vector loop.
    StatementBefore,
    /// A statement or declaration after the vector loop.
    AfterVectorLoop,
    /// An initialiser of a declaration before the vector loop may compute a different
    /// value in another block of the vector loop: `at` is the side effect, the call, or
    /// the read of what the region writes.
    UnstableInitialiser,
    /// The vector loop's header names the outer loop's variable or a variable its body
    /// declares (the vector loop's blocks are counted once for every outer iteration).
    BoundsOfOuterIteration,
}

impl Nest {
    /// The rules broken; empty when the shape holds.
    pub fn faults(&self) -> &[NestFault] {
        match &self.verdict {
            NestVerdict::Accepted { .. } => &[],
            NestVerdict::Refused(faults) => faults,
        }
    }
}
