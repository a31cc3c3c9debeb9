//! What the analyses of `accc_passes` ask of the target a kernel is generated for, as
//! data: the back end's target answers it (`Target::caps`), so that the analyses do
//! not depend on the back ends.

use accc_front::ast::BasicType;
use accc_sema::Type;

/// The target facts the cache planner, the kernel-shape analyses and the host data
/// operations ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// A read-only range the same for every thread and every launch may be kept in
    /// constant memory (CUDA's `__constant__` arrays, filled by the runtime before the
    /// launch).
    pub constant_memory: bool,
    /// The on-chip memory a block's threads share, in messages ("shared memory").
    pub shared_memory_word: &'static str,
    /// A block of threads, in messages ("block").
    pub block_word: &'static str,
    /// The `device_type` name that selects the target's clauses ("nvidia", "opencl"):
    /// the clauses of a directive that hold for this target.
    pub device_type: &'static str,
    /// The target's name in messages ("cuda", "opencl").
    pub name: &'static str,
    /// A kernel's reduction into a scalar is combined by its last block alone (CUDA's
    /// kernels), so the variable may stay in host memory the kernel reaches
    /// (`ACCRT_RESULT`).
    pub last_block_combines: bool,
    /// An atomic operation on a thread's own (local) memory faults, so an atomic
    /// statement asks at run time where its object is (CUDA's `__isLocal`); OpenCL's
    /// spaces pass knows where each object lives.
    pub atomics_check_local_memory: bool,
    /// The types whose values a warp shuffle moves between the lanes of a warp (CUDA's
    /// `__shfl_*_sync`, narrow integers through `int`); none where the target has no
    /// shuffles (OpenCL: its sub-group shuffles are an extension PoCL need not have).
    pub shuffled_types: &'static [BasicType],
    /// A gang × vector kernel whose gangs are one warp each may run several gangs a block,
    /// one per warp (CUDA: the kernel's built-ins are redefined as the warp's).
    pub packs_gangs: bool,
    /// Typedef names the device language has already besides the standard ones
    /// (OpenCL's `uint`, `ulong`…, which glibc's headers define too): the device program
    /// does not define them again.
    pub builtin_typedefs: &'static [&'static str],
    /// The format of device code's `printf` must be a string literal (OpenCL C's rule).
    pub printf_format_literal: bool,
}

impl Caps {
    /// Whether the device language has typedef name `name` already: a standard one
    /// (`size_t`, `ptrdiff_t`, `intptr_t`, `uintptr_t`) or one of its own.
    pub fn builtin_typedef(&self, name: &str) -> bool {
        matches!(name, "size_t" | "ptrdiff_t" | "intptr_t" | "uintptr_t")
            || self.builtin_typedefs.contains(&name)
    }

    /// Whether a warp shuffle moves a value of type `ty` (an enumeration's as an `int`'s).
    pub fn shuffles(&self, ty: &Type) -> bool {
        let basic = match ty.resolved() {
            Type::Basic(b) => *b,
            Type::Enum { .. } => BasicType::Int,
            _ => return false,
        };
        self.shuffled_types.contains(&basic)
    }
}
