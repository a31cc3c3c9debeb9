//! The markers around a rewritten directive in the preprocessed text. The driver writes
//! them, the lexer reads them back into a `Pragma` token, and the source map hides them
//! again when it shows a preprocessed line. They are plain text, so this module depends on
//! nothing.

/// The driver rewrites each `#pragma acc …` / `#pragma pacc …` line of the user's files into
/// `__accc_pragma_begin acc … __accc_pragma_end` before preprocessing, so that the system
/// preprocessor expands macros inside every directive (GCC expands only the `acc` directive
/// names it knows, and never `pacc`). The lexer turns the pair back into a `Pragma` token.
pub const PRAGMA_BEGIN: &str = "__accc_pragma_begin";
pub const PRAGMA_END: &str = "__accc_pragma_end";
