//! Passes over the IR. Each extension or analysis is one module that can be read alone:
//!
//! * `schedule` — decides how each loop runs (which levels of parallelism, or sequential and
//!   why), privatises scalars and recognises reductions in `kernels` loops;
//! * `dependence` — the dependence test behind `kernels` and `auto` loops;
//! * `races` — warnings for loops asserted independent whose iterations all write the
//!   same data;
//! * `ext` — the extensions beyond OpenACC: the software-managed cache's analyses
//!   (`ext::cache`) and the planner of the dissertation's `fcw` directive (`ext::fcw`:
//!   neighbourhoods staged in shared memory, channels between the iterations of a block);
//! * `gpu` — the analyses behind the GPU kernels' shapes (the column strips' row walk);
//! * `cpu` — the CPU back end's decisions on loops (OpenMP headers as written or
//!   normalised);
//! * `lower` — the user's code lowered for the device languages (OpenCL's address spaces);
//! * `host_data`, `host_ops` — the host side's runtime calls: the data operations of each
//!   directive and the calls around them (guards, waits, queues, `declare` scopes);
//! * `routines` — the device program's routines: the globals each uses, recursion errors,
//!   the versions defined with their parameters by role;
//! * `needs` — what the device program defines for the user code it prints: the type
//!   names it spells, whether it names a complex type;
//! * `members` — member chains (`v.data`, `p->in.data`) as a variable and a path;
//! * `pipeline` — the module passes in the order they run, with the IR checked after each.

pub mod clause_values;
pub mod cpu;
pub mod dependence;
pub mod ext;
pub mod gpu;
pub mod host_data;
pub mod host_ops;
pub mod lower;
pub mod needs;
pub mod pipeline;
pub mod races;
pub mod routines;
pub mod schedule;

pub use races::find_races;
pub use schedule::schedule;
