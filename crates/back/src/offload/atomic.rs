//! The C text of the read-modify-write operations of atomics and reductions
//! (`accc_ir::atomic::AtomicOp`), their identities, and the compare-and-swap helpers'
//! classes of types: what a target is asked to update, before
//! it says how (`Target::atomic_fetch`).

use accc_front::ast::BasicType;
use accc_ir::atomic::AtomicOp;
use accc_sema::Type;

/// The C text of the read-modify-write operations (`accc_ir::atomic::AtomicOp`, which
/// the passes decide): the helpers' names, `old OP v`, the reductions' identities.
pub trait OpText {
    /// The helper names' word for the operation (`__accc_atomic_add_int`).
    fn word(self) -> &'static str;

    /// `old OP v` as C.
    fn apply(self, old: &str, v: &str) -> String;

    /// The identity of a reduction with this operator, for a variable of type `t`, in
    /// device code.
    fn identity(self, t: &Type) -> String;

    /// [`OpText::apply`] to values of type `t`: complex values (of `+` and `*`
    /// reductions) combine through the device program's helpers (`complex.rs`).
    fn apply_to(self, t: &Type, old: &str, v: &str) -> String;
}

impl OpText for AtomicOp {
    fn word(self) -> &'static str {
        match self {
            AtomicOp::Add => "add",
            AtomicOp::Sub => "sub",
            AtomicOp::Mul => "mul",
            AtomicOp::Div => "div",
            AtomicOp::And => "and",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::Shl => "shl",
            AtomicOp::Shr => "shr",
            AtomicOp::LogAnd => "land",
            AtomicOp::LogOr => "lor",
            AtomicOp::Max => "max",
            AtomicOp::Min => "min",
            AtomicOp::Swap => "swap",
            AtomicOp::SubFrom => "subfrom",
            AtomicOp::DivInto => "divinto",
            AtomicOp::ShlBy => "shlby",
            AtomicOp::ShrBy => "shrby",
        }
    }

    fn apply(self, old: &str, v: &str) -> String {
        match self {
            AtomicOp::Add => format!("{old} + {v}"),
            AtomicOp::Sub => format!("{old} - {v}"),
            AtomicOp::Mul => format!("{old} * {v}"),
            AtomicOp::Div => format!("{old} / {v}"),
            AtomicOp::And => format!("{old} & {v}"),
            AtomicOp::Or => format!("{old} | {v}"),
            AtomicOp::Xor => format!("{old} ^ {v}"),
            AtomicOp::Shl => format!("{old} << {v}"),
            AtomicOp::Shr => format!("{old} >> {v}"),
            AtomicOp::LogAnd => format!("{old} && {v}"),
            AtomicOp::LogOr => format!("{old} || {v}"),
            AtomicOp::Max => format!("({old} > {v} ? {old} : {v})"),
            AtomicOp::Min => format!("({old} < {v} ? {old} : {v})"),
            AtomicOp::Swap => v.to_string(),
            AtomicOp::SubFrom => format!("{v} - {old}"),
            AtomicOp::DivInto => format!("{v} / {old}"),
            AtomicOp::ShlBy => format!("{v} << {old}"),
            AtomicOp::ShrBy => format!("{v} >> {old}"),
        }
    }

    fn identity(self, t: &Type) -> String {
        // A complex identity is built from its parts: the device compilers take no
        // conversion of a real to a complex type (see `complex.rs`).
        if let Some(s) = complex_suffix(t) {
            let one = matches!(self, AtomicOp::Mul);
            return format!("__accc_cx_{s}({}, 0)", one as u8);
        }
        self.identity_spelt(t, "INFINITY")
    }

    fn apply_to(self, t: &Type, old: &str, v: &str) -> String {
        match (complex_suffix(t), self) {
            (Some(s), AtomicOp::Add) => format!("__accc_cadd_{s}({old}, {v})"),
            (Some(s), AtomicOp::Mul) => format!("__accc_cmul_{s}({old}, {v})"),
            _ => self.apply(old, v),
        }
    }
}

pub(super) use accc_ir::atomic::basic;

/// An atomic helper the program needs: (operation, value type spelled for the device).
pub type Helper = (AtomicOp, String);

/// The name of the compare-and-swap helper for `op` on device type `ty`.
pub(super) fn helper_name(op: AtomicOp, ty: &str) -> String {
    format!("__accc_atomic_{}_{}", op.word(), ty.replace(' ', "_"))
}

/// How the compare-and-swap helpers reach a value of some type: through the aligned
/// 32-bit word around it (with the mask of its bits), as one 32-bit word, or as one
/// 64-bit word.
pub(super) enum AtomicWidth {
    SubWord(&'static str),
    Word,
    DoubleWord,
}

/// The width class of a device type's text, `None` for types without atomics (complex,
/// aggregates, pointers, `long double`).
pub(super) fn atomic_width(ty: &str) -> Option<AtomicWidth> {
    match ty {
        "char" | "uchar" | "unsigned char" | "signed char" | "_Bool" | "bool" => {
            Some(AtomicWidth::SubWord("0xffu"))
        }
        "short" | "ushort" | "unsigned short" => Some(AtomicWidth::SubWord("0xffffu")),
        "int" | "uint" | "unsigned int" | "float" => Some(AtomicWidth::Word),
        "long" | "ulong" | "double" | "long long" | "unsigned long" | "unsigned long long"
        | "long int" => Some(AtomicWidth::DoubleWord),
        _ => None,
    }
}

/// The helpers' suffix of a complex type the devices compute with (`float _Complex`: `f`,
/// `double _Complex`: `d`), `None` for any other type.
pub fn complex_suffix(t: &Type) -> Option<&'static str> {
    match t.resolved() {
        Type::Basic(BasicType::ComplexFloat) => Some("f"),
        Type::Basic(BasicType::ComplexDouble) => Some("d"),
        _ => None,
    }
}
