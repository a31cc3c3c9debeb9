//! accc semantic analysis: scopes and the C type model (with the sizes and alignments of
//! types), and (per region) the variables a region reads and writes, their OpenACC data
//! attributes, and canonical-loop facts.

pub mod access;
pub mod analyze;
pub mod builtins;
pub mod consteval;
mod contiguous;
pub mod data_attr;
pub mod layout;
pub mod loops;
pub mod scope;
pub mod types;

pub use layout::size_align;
pub use scope::{FieldInfo, RecordInfo, Symbol, SymbolId, SymbolKind, Symbols};
pub use types::{anonymous_record_tag, ArrayLen, RecordDef, Type};
