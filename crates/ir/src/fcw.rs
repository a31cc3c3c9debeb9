//! An `fcw` block whose iterations communicate (channels or `fcw_barrier`s), as the code
//! generators run it: every thread of the communicating block runs the block's statements,
//! so that each reaches every barrier, and a predicate says which threads do what
//! (D Listing 6.6; the seed's barriers under thread-dependent `if`s are undefined on
//! current GPUs). Decided once by `passes::ext::fcw::guard`; printed by the GPU rewriter
//! and by the CPU block model.
//!
//! The tree mirrors the block's statements: a [`How::Items`] holds one [`Guarded`] per item
//! of the compound statement, in order; [`How::Loop`] the loop's body; the `if`s their
//! branches.

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
