//! The offload back end: compute regions as kernels for devices with their own memory
//! (OpenCL C and CUDA C++: what differs between them is asked of a [`target::Target`]),
//! and the host code that maps the data and launches them through libaccrt
//! (include/accrt.h, ABI 7). The CPU version of
//! every region stays in the same executable: the region becomes
//! `if (__accrt_offload_active()) { <map, launch, unmap> } else { <CPU code> }`, so the
//! device is chosen at run time.
//!
//! What is offloaded (v1): `kernels`, `serial`, the combined constructs, and `parallel`
//! regions whose body is its loops; each parallel loop nest is one kernel (grid-stride
//! loops, collapse linearised, reductions in local memory then one atomic per work-group),
//! everything else a single-thread kernel. What is not yet offloaded is an error naming
//! the construct, never a silent fallback.

mod atomic;
pub mod cache;
mod complex;
pub(crate) mod data;
mod designated;
mod device_text;
pub mod dialect;
mod host_launch;
mod host_side;
pub mod kernel;
pub(crate) mod launch;
mod packed_gangs;
mod print;
pub mod rewrite;
pub mod target;
mod types;

pub use dialect::Dialect;

pub use host_side::{offload_module, OffloadOutput};
pub use target::cuda::cuda_image_symbol;
