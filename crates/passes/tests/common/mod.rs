//! What the pass tests share: the target facts each GPU target answers (`Target::caps`
//! in back, which the pass crate cannot reach; `caps_answer_as_the_dialect_did` there
//! pins the same values).
#![allow(dead_code)] // each test file uses some of it

use accc_ir::Caps;

/// The target facts of CUDA, as `Target::caps` answers them.
pub const CUDA: Caps = Caps {
    constant_memory: true,
    shared_memory_word: "shared memory",
    block_word: "block",
    device_type: "nvidia",
    name: "cuda",
    last_block_combines: true,
    atomics_check_local_memory: true,
};

/// The target facts of OpenCL, as `Target::caps` answers them.
pub const OPENCL: Caps = Caps {
    constant_memory: false,
    shared_memory_word: "local memory",
    block_word: "work-group",
    device_type: "opencl",
    name: "opencl",
    last_block_combines: false,
    atomics_check_local_memory: false,
};
