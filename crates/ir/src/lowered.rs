//! The lowering records of one body of device code (a kernel's statements, a routine's
//! body), as `accc_passes::lower::body` decides them before the device printer writes the
//! body: each `atomic` statement's, call's, complex value's and `sizeof`'s, by the span of
//! the statement or expression. The printer looks each record up as it meets the code it
//! belongs to and spells it; the errors were raised once, when the records were decided,
//! so code printed twice (a cache window's last iterations, a column-strips kernel) does
//! not raise them again.

use std::collections::HashMap;

use accc_front::Span;

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
}
