//! What each call of device code becomes on the device, as `accc_passes::lower::calls`
//! decides it: a `<math.h>` constant, classification macro or function, a routine's device
//! version (with the globals it uses as trailing arguments and, on OpenCL, the version for
//! its pointer arguments' spaces), the device's `printf`, or the call as written. The device printer reads the
//! record and spells it (the target's math names, constants, classification helpers and
//! renamed identifiers); the pass raises the errors of what the device cannot call.

use accc_sema::SymbolId;

use crate::spaces::Space;

/// The floating types a classification macro or a math function's parameter
/// distinguishes (`long double` is `double` on the devices). Ordered by width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Floating {
    Float,
    Double,
}

impl Floating {
    /// The C type.
    pub fn c_type(self) -> &'static str {
        match self {
            Floating::Float => "float",
            Floating::Double => "double",
        }
    }
}

/// One call of device code as the device makes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Call {
    /// What the call goes to.
    pub callee: Callee,
    /// OpenCL: the version of the routine for the spaces its pointer arguments point
    /// into, when that is not the all-global one; it is called instead of `callee`'s name.
    pub version: Option<Version>,
    /// The globals the routine uses (directly or through the routines it calls), passed
    /// after the arguments (`routine_globals`); empty for other calls.
    pub globals: Vec<SymbolId>,
    /// For each argument, the floating type it is converted to: an integer argument of a
    /// math function, converted to the C prototype's type as C does (the device's
    /// overloads cannot choose for an integer). Empty where `globals` are passed (the
    /// arguments are copied as written).
    pub conversions: Vec<Option<Floating>>,
}

/// What a call goes to on the device.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    /// `INFINITY`, `NAN`, `HUGE_VAL` as the headers spell them (a built-in call): the
    /// whole call is the target's constant, a quiet NaN or +infinity, `float` or `double`.
    FpConstant { nan: bool, float: bool },
    /// A floating-point classification or comparison of `<math.h>` (its name as
    /// `accc_sema::builtins::fp_classification` gives it) of arguments of type `ty`: the
    /// classified value, or both values compared, in their common type.
    Classification { class: &'static str, ty: Floating },
    /// A `<math.h>` function, by its name without `__builtin_`: the target spells it.
    Math { base: String },
    /// A routine's device version, under `name`.
    Routine(RoutineName),
    /// `printf`, the device's own (CUDA's device `printf`, OpenCL C's), with its format
    /// and arguments as written: the pass checked what the device can print. Its output
    /// appears when the device flushes it (the kernel's end, a synchronisation).
    Printf,
    /// The function as the source names it: an OpenACC runtime routine every device
    /// program defines (`acc_on_device`), or a call the device cannot make (the pass
    /// raised its error).
    AsWritten,
}

/// The name device code calls a routine by.
#[derive(Clone, Debug, PartialEq)]
pub enum RoutineName {
    /// Its own C name (renamed where it is a word of the device language).
    Own,
    /// The C function its `bind` clause names (renamed where it is a word of the device
    /// language).
    BoundC(String),
    /// A function of the device language its `bind("name")` names, as written.
    BoundAsWritten(String),
}

/// OpenCL: the version of a routine a call goes to (ordered by name, then spaces).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Version {
    /// The routine's device (C) name, `bind` followed.
    pub device: String,
    /// The spaces its pointer parameters point into.
    pub spaces: Vec<Space>,
}
