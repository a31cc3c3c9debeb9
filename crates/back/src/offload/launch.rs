//! The words of a construct's `vector_length` that its kernels do not have, for the
//! warning and the compiler feedback (`accc_passes::gpu::grid` decides the grid, the
//! ignored `vector_length` and the sizes the launch does not use).

use accc_front::Diagnostic;
use accc_ir::kernel::outline::RefusedVectorLength;
use accc_ir::kernel::{VectorLengthRefusal, MAX_BLOCK};

/// Why the kernels do not have the block a `vector_length` asks for, in the words of the
/// warning and the compiler feedback.
pub fn vector_length_refusal(why: VectorLengthRefusal) -> String {
    match why {
        VectorLengthRefusal::MoreThanMaxBlock(v) => {
            format!("{v} is more than the {MAX_BLOCK} threads a block can have")
        }
        VectorLengthRefusal::NotPositive => "not a positive length".to_string(),
        VectorLengthRefusal::NotConstant => "not a constant".to_string(),
    }
}

/// The warning for a construct's `vector_length` its kernels do not have: they run on
/// blocks of `block` threads instead (the answers do not depend on it).
pub fn refused_vector_length_warning(refused: &RefusedVectorLength, block: u32) -> Diagnostic {
    Diagnostic::warning(
        refused.clause,
        format!(
            "`vector_length` not made as written: {}; the kernels use {block}",
            vector_length_refusal(refused.why)
        ),
    )
    .with_label(format!("vector length {block}"))
    .with_note(format!("accc compiles each kernel for one block size, at most {MAX_BLOCK} threads (the most an NVIDIA GPU runs in a block), on every device; the answers do not depend on it"))
}
