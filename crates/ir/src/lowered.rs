//! The lowering records of one body of device code (a kernel's statements, a routine's
//! body), as `accc_passes::lower::body` decides them before the device printer writes the
//! body: each `atomic` statement's, call's, complex value's and `sizeof`'s, by the span of
//! the statement or expression, and what each item of a braced list initialises. The
//! printer looks each record up as it meets the code it belongs to and spells it; the
//! errors were raised once, when the records were decided, so code printed twice (a cache
//! window's last iterations, a column-strips kernel) does not raise them again.

use std::collections::HashMap;

use accc_front::Span;
use accc_sema::Type;

use crate::atomic::Decided;
use crate::calls::Call;
use crate::complex::Value;
use crate::sizes::Sizeof;

/// The records of one body, by span.
#[derive(Clone, Debug, Default)]
pub struct BodyLowering<'a> {
    /// The `atomic` statements (`None`: refused).
    pub atomics: Decided<'a>,
    /// Each call the printer writes: what it goes to on the device.
    pub calls: HashMap<Span, Call>,
    /// Each expression the printer writes: what device code computes in its place where
    /// it computes with a complex value (`None`: nothing of the kind, or an error).
    pub complex: HashMap<Span, Option<Value<'a>>>,
    /// Each initialiser expression of a declared object or list item: its value converted
    /// to the initialised type where a complex value meets another (`None`: as written).
    pub initializers: HashMap<Span, Option<Value<'a>>>,
    /// Each `sizeof` of an expression the printer writes.
    pub sizes: HashMap<Span, Sizeof>,
    /// Each braced list the printer writes (an initialiser's or a compound literal's, by
    /// the span of its braces): what each of its items initialises, in order.
    pub lists: HashMap<Span, Vec<ItemTarget>>,
}

/// The type an initialiser list item initialises, and the members it starts with: their
/// indices, which the C++ order of a CUDA list sorts by, and their names (a positional
/// item's member too, which it must name once the list is reordered). Both are empty in
/// an array's list or where the item does not start with a member of a struct.
/// `steps` is the whole designation of the subobject the item initialises, as C's rules
/// on the current object place it (C11 6.7.9p17-20): designators, the positions of
/// values without one (after a chained designator they go on inside the subobject it
/// names), and brace elision (an expression for an aggregate initialises its first
/// scalar); `None` where accc does not know (past the end, after an index that is not a
/// constant).
#[derive(Clone, Debug, PartialEq)]
pub struct ItemTarget {
    pub ty: Option<Type>,
    pub path: Vec<usize>,
    pub members: Vec<String>,
    pub steps: Option<Vec<Step>>,
}

/// One step of a designation: a member of a struct or union (its index and name; an
/// anonymous member's name is empty), or an element of an array (`None`: an index that
/// is not a constant, or a GNU range).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    Member { index: usize, name: String },
    Element(Option<u64>),
}

/// The type of the subobject `steps` names under `root`.
pub fn subobject_type<'t>(root: &'t Type, steps: &[Step]) -> Option<&'t Type> {
    steps
        .iter()
        .try_fold(root, |t, step| match (t.resolved(), step) {
            (Type::Record { fields, .. }, Step::Member { index, .. }) => {
                fields.get(*index).map(|(_, f)| f)
            }
            (Type::Array { elem, .. }, Step::Element(_)) => Some(&**elem),
            _ => None,
        })
}
