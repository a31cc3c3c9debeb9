//! accc front end: the C lexer and parser (our own), the OpenACC/PACC directive parser,
//! the source map back to the user's files, and rustc-style diagnostics.

pub mod ast;
pub mod diag;
pub mod directive;
pub mod lexer;
pub mod number;
pub mod parser;
pub mod pragma_marker;
pub mod span;
pub mod token;

pub use diag::{Diagnostic, Level};
pub use span::{Location, SourceMap, Span};
