//! Passes over the IR. Each extension or analysis is one module that can be read alone:
//!
//! * `schedule` — decides how each loop runs (which levels of parallelism, or sequential and
//!   why), privatises scalars and recognises reductions in `kernels` loops;
//! * `dependence` — the dependence test behind `kernels` and `auto` loops.

pub mod dependence;
pub mod schedule;

pub use schedule::schedule;
