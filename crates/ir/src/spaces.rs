//! OpenCL C's address spaces as decided for one body of device code (a kernel's region, or
//! one version of a routine). OpenCL 1.2 has no generic address space: every pointer points
//! into one space, fixed by its declaration. `accc_passes::lower::spaces` decides where each
//! pointer the code declares points, what its casts, routine calls and atomic statements
//! see, and which `static const` variables become program-scope constants; the device
//! printer reads this record and spells the qualifiers (the target's `space_qualifier`).
//! CUDA's pointers are generic: no record is made for it.

use std::collections::{HashMap, HashSet};

use accc_front::Span;
use accc_sema::SymbolId;

/// Where a pointer's target lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// Device memory: the data clauses' arrays, the kernel's buffers.
    Global,
    /// A gang's shared memory.
    Local,
    /// A thread's own memory: its locals and private copies.
    Private,
    /// Constant memory: string literals and program-scope constant tables.
    Constant,
}

impl Space {
    /// The letter naming this space in a routine version's name.
    fn letter(self) -> char {
        match self {
            Space::Global => 'g',
            Space::Local => 'l',
            Space::Private => 'p',
            Space::Constant => 'c',
        }
    }
}

/// The device name of a routine's version whose pointer parameters point into `spaces`
/// (`name` itself when all are global, the version every routine has; `dot__as_p` for a
/// private one).
pub fn version_name(name: &str, spaces: &[Space]) -> String {
    if spaces.iter().all(|&s| s == Space::Global) {
        name.to_string()
    } else {
        format!(
            "{name}__as_{}",
            spaces.iter().map(|s| s.letter()).collect::<String>()
        )
    }
}

/// The address spaces decided for one body of device code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodeSpaces {
    /// Pointer variables (and arrays of pointers) declared in the code: the space they
    /// point into. Those only ever given null, or nothing, are absent (private memory, as
    /// OpenCL C has them).
    pub pointers: HashMap<SymbolId, Space>,
    /// `static` variables declared in the code that are themselves constant: they become
    /// program-scope `__constant` definitions. A pointer among them (or an array of
    /// pointers) maps to the space it points into, other variables to `None`.
    pub constants: HashMap<SymbolId, Option<Space>>,
    /// Casts to a pointer to data whose operand points into a space other than private,
    /// by the cast's span: the cast keeps that space, its qualifier written in front of
    /// the type. Compound literals of pointers to data (`(float *){a}`, arrays of them)
    /// are here too, with the space of what they are given. Only casts whose type is written with a pointer declarator (`(int *)a`)
    /// are here: in front of a pointer type a typedef or `typeof` names, the qualifier
    /// would be the pointer's own. (C as accc parses it writes no address space itself.)
    pub casts: HashMap<Span, Space>,
    /// How the declarations that need address spaces are printed, by the declaration's
    /// span; the others are printed as written.
    pub declarations: HashMap<Span, DeclarationSpaces>,
    /// Calls of functions with pointer parameters whose arguments do not all point into
    /// global memory, by the call's span: the space of each pointer argument, in order
    /// (global for a pointer to pointers, or where unknown). A call of a routine goes to
    /// the routine's version for these spaces.
    pub calls: HashMap<Span, Vec<Space>>,
    /// The objects `atomic` statements update that live in a thread's private memory, by
    /// the object's span: no other thread sees them, so the plain statement is atomic.
    pub private_atomics: HashSet<Span>,
    /// A routine version returning a pointer: the space its result points into (that of
    /// its `return`s; global when none says).
    pub returned: Option<Space>,
}

/// How a declaration of device code is printed for OpenCL C, where the address space of a
/// pointer's target is part of the declaration's specifiers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeclarationSpaces {
    /// `static const` variables: moved out to program-scope `__constant` definitions
    /// (OpenCL C has no other static storage in functions), a pointer among them pointing
    /// into its space in [`CodeSpaces::constants`]; nothing is left in its place.
    Hoisted,
    /// Every name declared is a pointer into this space: its qualifier in front of the
    /// specifiers.
    Qualified(Space),
    /// Names of several spaces, or pointers and other names: one declaration for each
    /// declarator, in order, with the qualifier of its space in front (`None`: none).
    /// (A `for` header cannot be split: there the pass raises an error and records
    /// nothing.)
    Split(Vec<Option<Space>>),
}
