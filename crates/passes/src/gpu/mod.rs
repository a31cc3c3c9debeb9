//! Analyses behind the GPU back ends' kernel shapes: what the column-strips walk of a
//! kernel may load ahead of its use.
//!
//! * [`prefetch`] — the reads a strips thread asks for rows ahead of their use;
//! * [`carry`] — the reads whose values a strips thread carries in registers to the next
//!   rows.

pub mod carry;
pub mod prefetch;
