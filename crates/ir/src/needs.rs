//! What the device program must define besides its kernels and routines, collected from
//! the records the passes decide for the code it prints: the complex helpers its
//! expressions and reductions call (`crate::complex`), the `<math.h>` classifications
//! its calls make (`crate::calls::Callee::Classification`), the compare-and-swap helpers
//! of the atomic operations the device has no instruction for (`crate::atomic`), and on
//! OpenCL the versions of the routines its calls go to (`crate::calls::Version`); and the
//! names of the types and enumeration constants it spells, whose definitions the program
//! writes ([`TypeNames`], with whether any is complex). The records are decided per
//! printed statement (a kernel prints part of its region only), and each adds to the
//! needs as it is decided; the program's assembly defines what the needs name, instead of
//! looking for names in the printed text.

use std::collections::BTreeSet;

use accc_front::ast::StructKind;
use accc_front::directive::ReductionOp;

use crate::atomic::AtomicOp;
use crate::calls::{Call, Callee, Floating, Version};
use crate::complex::{Conversion, Helper, Precision, Value};

/// A function of the device program's complex helpers, of one precision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ComplexFunction {
    /// An operation ([`Helper`]).
    Operation(Helper),
    /// A value from its real and imaginary parts: a complex constant, a real value
    /// converted to a complex one, a reduction's identity.
    FromParts,
    /// A value converted from the other precision to this one.
    FromOtherPrecision,
}

/// What the device program needs defined.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    /// The complex helpers the code calls, each with the precision it computes in.
    pub complex_helpers: BTreeSet<(ComplexFunction, Precision)>,
    /// OpenCL: the routine versions the code calls whose pointer parameters do not all
    /// point into global memory (every routine has its all-global version).
    pub routine_versions: BTreeSet<Version>,
    /// The floating-point classifications of `<math.h>` the code calls (their names as
    /// `accc_sema::builtins::fp_classification` gives them), each with the type it
    /// classifies in: the target defines helpers for those it has no function for.
    pub classifications: BTreeSet<(&'static str, Floating)>,
    /// The atomic operations the code performs through a compare-and-swap helper (the
    /// device has no instruction for them), each with the type it operates on as the
    /// device spells it; the back end decides which need one.
    pub atomic_helpers: BTreeSet<(AtomicOp, String)>,
    /// The device code names a value or function of a complex type (a variable, a
    /// parameter or a routine that is complex, points to complex values, or is a struct
    /// or union with a complex member): CUDA then defines the names nvcc's host-side stubs
    /// give complex kernel parameters (as it does where the code calls a complex helper).
    pub complex_types: bool,
    /// The names of types and enumeration constants the device code spells: the device
    /// program defines them, and what they need in turn.
    pub types: TypeNames,
}

/// The structs, unions, enumerations, typedef names and enumeration constants that device
/// code names (in its declarations, casts, `sizeof` and other type names, and through the
/// types of the variables and routines it names).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeNames {
    /// Structs and unions, in the order the code first names them (the program defines
    /// them in that order, each after what it needs): the keyword, and the tag or, for
    /// an anonymous one, its definition (`accc_sema::RecordDef`).
    pub records: Vec<(StructKind, RecordName)>,
    /// The tags of the enumerations named.
    pub enums: BTreeSet<String>,
    /// The typedef names named (those the device language has already left out).
    pub typedefs: BTreeSet<String>,
    /// The enumeration constants named.
    pub constants: BTreeSet<String>,
}

/// What the device program's user code spells, decided once for the module by the
/// pipeline's `device_types` step (GPU targets; `passes::needs`) from the outline and
/// sema's records: the program defines these types, and CUDA's complex typedefs where
/// `complex` holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeviceTypes {
    /// The types and enumeration constants it names ([`Needs::types`]).
    pub names: TypeNames,
    /// It names a value or function of a complex type ([`Needs::complex_types`]).
    pub complex: bool,
}

/// How code names a struct or union.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordName {
    Tag(String),
    /// An anonymous one, by its definition.
    Anonymous(u32),
}

impl TypeNames {
    /// Adds the struct or union `name` where the code has not named it yet.
    pub fn add_record(&mut self, kind: StructKind, name: RecordName) {
        if !self.records.iter().any(|(k, n)| *k == kind && *n == name) {
            self.records.push((kind, name));
        }
    }

    /// Adds what `other` names (its structs and unions after these).
    pub fn append(&mut self, other: TypeNames) {
        for (kind, name) in other.records {
            self.add_record(kind, name);
        }
        self.enums.extend(other.enums);
        self.typedefs.extend(other.typedefs);
        self.constants.extend(other.constants);
    }
}

impl Needs {
    /// What the call `call` needs: the routine version it goes to, the classification it
    /// makes.
    pub fn add_call(&mut self, call: &Call) {
        self.routine_versions.extend(call.version.clone());
        if let Callee::Classification { class, ty } = call.callee {
            self.classifications.insert((class, ty));
        }
    }

    /// What the complex value `value` needs: the helpers that compute it and convert its
    /// operands (its operands' own values are decided, and add theirs, apart).
    pub fn add_complex(&mut self, value: &Value<'_>) {
        match value {
            Value::Operand(_) | Value::AsWritten(_) => {}
            Value::Converted { value, conversion } => {
                let function = match *conversion {
                    Conversion::Complex { to, .. } => {
                        Some((ComplexFunction::FromOtherPrecision, to))
                    }
                    Conversion::FromReal { to } => Some((ComplexFunction::FromParts, to)),
                    Conversion::RealPart { from } => {
                        Some((ComplexFunction::Operation(Helper::Real), from))
                    }
                    // A cast of the real operand.
                    Conversion::ToPart { .. } => None,
                };
                self.complex_helpers.extend(function);
                self.add_complex(value);
            }
            Value::Parts { precision, .. } => {
                self.complex_helpers
                    .insert((ComplexFunction::FromParts, *precision));
            }
            Value::Helper {
                helper,
                precision,
                args,
            } => {
                self.complex_helpers
                    .insert((ComplexFunction::Operation(*helper), *precision));
                args.iter().for_each(|a| self.add_complex(a));
            }
            Value::Not(value)
            | Value::Grouped(value)
            | Value::Cast { value, .. }
            | Value::Assign { value, .. } => self.add_complex(value),
            Value::Logical { lhs, rhs, .. } => {
                self.add_complex(lhs);
                self.add_complex(rhs);
            }
            Value::Cond { then, els, .. } => {
                self.add_complex(then);
                self.add_complex(els);
            }
        }
    }

    /// What a reduction with `op` of a complex variable of `precision` needs: its identity
    /// from parts and the operation combining two results; where the blocks' results are
    /// `joined` into the variable, the parts they are joined by. (The kernel builder
    /// refuses other operators on complex values.)
    pub fn add_complex_reduction(&mut self, op: ReductionOp, precision: Precision, joined: bool) {
        let combine = match op {
            ReductionOp::Add => Helper::Add,
            ReductionOp::Mul => Helper::Mul,
            _ => return,
        };
        let mut functions = vec![
            ComplexFunction::FromParts,
            ComplexFunction::Operation(combine),
        ];
        if joined {
            functions.push(ComplexFunction::Operation(Helper::Real));
            functions.push(ComplexFunction::Operation(Helper::Imag));
        }
        self.complex_helpers
            .extend(functions.into_iter().map(|f| (f, precision)));
    }

    /// Adds what `other` needs.
    pub fn append(&mut self, other: &mut Needs) {
        self.complex_helpers.append(&mut other.complex_helpers);
        self.routine_versions.append(&mut other.routine_versions);
        self.classifications.append(&mut other.classifications);
        self.atomic_helpers.append(&mut other.atomic_helpers);
        self.complex_types |= other.complex_types;
        self.types.append(std::mem::take(&mut other.types));
    }
}
