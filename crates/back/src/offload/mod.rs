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

mod address_space;
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
mod launch;
mod packed_gangs;
mod print;
pub mod rewrite;
pub mod target;
mod types;

pub(crate) use data::c_string;
pub use dialect::Dialect;

/// The strips kernels' row-walk analyses, which the kernel builder calls.
use accc_passes::gpu::{carry, prefetch};
pub(crate) use host_side::routine_globals;
pub use host_side::{offload_module, OffloadOutput};
pub use target::cuda::cuda_image_symbol;

/// The condition under which a compute region runs on the device that `active` tests
/// (`__accrt_multicore_active()`, `__accrt_offload_active()`): the `if` clause holds and
/// the `self` clause does not (OpenACC 3.3 §2.5.6: `self(c)` runs the region on the local
/// thread when `c` is true; a bare `self` always).
pub(crate) fn active_condition(active: &str, guard: &[accc_ir::host::Condition]) -> String {
    use accc_ir::host::Condition;
    use std::fmt::Write as _;
    let mut cond = String::from(active);
    for c in guard {
        match c {
            Condition::If(e) => {
                let _ = write!(cond, " && ({e})");
            }
            Condition::UnlessSelf(e) => {
                let _ = write!(cond, " && !({e})");
            }
            Condition::OnHost => cond = "0".into(),
        }
    }
    cond
}
