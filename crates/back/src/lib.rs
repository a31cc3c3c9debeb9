//! accc back ends. `host` is the CPU back end (the `host` and `multicore` targets);
//! `feedback` prints what the compiler did (`-Minfo=accel`). The CUDA and OpenCL back
//! ends will sit beside them, reading the same IR.

pub mod check;
pub mod edit;
pub mod feedback;
pub mod host;
pub mod offload;
pub mod program;
pub mod runtime_text;
