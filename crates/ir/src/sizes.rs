//! How device code writes `sizeof` of an expression, as decided by
//! `accc_passes::lower::sizes`: as the size of the expression's type where device code can
//! name that type, so that the size of an array the kernel reaches through a pointer is the
//! array type's, and the expression's variables need not reach the kernel at all (`sizeof`
//! does not evaluate them, so the region does not capture them).

use accc_sema::Type;

/// One `sizeof expr` of device code.
#[derive(Clone, Debug, PartialEq)]
pub enum Sizeof {
    /// `sizeof(type)`: a fixed-size array, an arithmetic, enumeration or record type.
    OfType(Type),
    /// As written: the operand's type is unknown or not one device code can name alike
    /// (a pointer, a variable-length array).
    AsWritten,
}
