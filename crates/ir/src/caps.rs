//! What the analyses of `accc_passes` ask of the target a kernel is generated for, as
//! data: the back end's target answers it (`Target::caps`, `Dialect::device`), so that
//! the analyses do not depend on the back ends.

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

/// What the kernels pass (`accc_passes::gpu::kernel`) asks of the GPU target and the
/// command line: the back end's dialect builds it (`Dialect::device`), the pipeline
/// takes it.
pub struct KernelTarget {
    pub caps: Caps,
    /// `--cache-impl=` and friends.
    pub cache: crate::tile::CacheOptions,
    /// The device language's name for a user identifier (renamed where it is one of the
    /// language's own).
    pub kernel_ident: Box<dyn Fn(&str) -> String>,
    /// The device language's spelling of a C type (a declaration without a declarator),
    /// as the kernel's value parameters are declared.
    pub type_text: Box<dyn Fn(&str) -> String>,
    /// Pointers may be stored in device memory (CUDA; OpenCL passes a pointer's bits).
    pub pointers_in_device_memory: bool,
    /// The target prefetches a column-strips walk's reads.
    pub prefetches: bool,
    /// Pointers carry an address space (OpenCL): the kernel's code has its spaces decided.
    pub address_spaces: bool,
    /// Device code may call itself (CUDA); OpenCL C forbids it (OpenCL 1.2 §6.9).
    pub recursion: bool,
}

impl KernelTarget {
    /// What the routines' decisions ask of the same target.
    pub fn routines(&self) -> RoutineTarget {
        RoutineTarget {
            address_spaces: self.address_spaces,
            recursion: self.recursion,
        }
    }
}

/// What the decisions of the device program's routines (`accc_passes::routines`) ask of
/// the device language.
#[derive(Clone, Copy, Debug)]
pub struct RoutineTarget {
    /// Pointers point into one address space each (OpenCL C), so a routine has a version
    /// per combination of its pointer parameters' spaces.
    pub address_spaces: bool,
    /// Device code may call itself (CUDA); OpenCL C forbids it (OpenCL 1.2 §6.9).
    pub recursion: bool,
}
