//! Analyses behind the GPU back ends' kernel shapes: how a kernel's loops meet the threads
//! of a block, and what the column-strips walk of a kernel may load ahead of its use.
//!
//! * [`shape`] — which loops spread over a block's threads (gang × vector, gang × worker ×
//!   vector), `tile` and `gang(dim:n)` shapes, the 2-D cache tiles and their rows;
//! * [`outline`] — which kernels a compute region becomes, and the block they start from;
//! * [`block`] — the block a loop kernel's `fcw` block or `cache` regions ask for, and
//!   gangs of one warp packed several to a block;
//! * [`fuse`] — a reducing gang/vector nest as one `collapse(2)` iteration space;
//! * [`partition`] — how a kernel walks the loops it spreads over a block's or the
//!   launch's threads: stride loops, uniform or worker rounds, the lanes' reductions
//!   (shuffles or a tree), the barriers after them;
//! * [`iteration`] — the kernel's iteration space: the form of its loop over the
//!   iterations, the parameters it reads, column strips and what their walk prefetches
//!   and carries;
//! * [`reduce`] — a kernel's reductions: the loops' shared buffers, and how each of the
//!   kernel's own combines in the block and joins across the blocks;
//! * [`kernel`] — every decision about one kernel, in order, into one record
//!   (`accc_ir::kernel::Decisions`), which the kernel builder prints;
//! * [`grid`] — the blocks a kernel is launched with, and the sizes the launch does not
//!   use;
//! * [`params`] — a kernel's parameters, in the order it takes them;
//! * [`launch`] — how the host launches the kernels: arguments, threads and blocks, the
//!   column strips or the flat kernel;
//! * [`prefetch`] — the reads a strips thread asks for rows ahead of their use;
//! * [`carry`] — the reads whose values a strips thread carries in registers to the next
//!   rows.

pub mod block;
pub mod capture;
pub mod carry;
pub mod fuse;
pub mod grid;
pub mod iteration;
pub mod kernel;
pub mod launch;
pub mod loop_count;
pub mod outline;
pub mod params;
pub mod partition;
pub mod prefetch;
pub mod reduce;
pub mod shape;
