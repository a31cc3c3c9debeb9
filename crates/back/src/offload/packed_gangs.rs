//! Gangs of one warp packed several to a CUDA block.
//!
//! A gang × vector kernel runs one gang iteration per block at a time, its vector loops
//! over the block's threads. With `vector_length(32)` (the usual shape of a sparse
//! matrix-vector product, a gang per row and a warp across it) that is a block of one warp,
//! and an SM holds at most 32 blocks: 1024 threads, half of what it can run, and the
//! blocks come and go faster than the SM starts them. `bench/tools/packed_gangs.cu`
//! (65536 rows of 512 floats summed, H200): blocks of one warp 105.9 µs (1.27 TB/s); the
//! same kernel text with 2, 4, 8 or 16 gangs a block 33.2–33.5 µs (4.0 TB/s).
//!
//! So such a kernel runs [`GANGS_PER_BLOCK`] gangs in each block, one per warp. The kernel
//! text stays as written for one gang a block; the CUDA built-ins it reads are redefined,
//! for the code between the kernel's braces, as the warp's own: its lane (`threadIdx`), its
//! gang (`blockIdx`), the number of gangs (`gridDim`), the gang's size (`blockDim`), and
//! its barrier (`__syncthreads()` becomes `__syncwarp()`, which waits for the warp's lanes
//! only). A warp's shuffles never reach another warp, so the kernel's shuffle reductions
//! hold as they are.
//!
//! What must hold (decided by `accc_passes::gpu::block::packed_gangs`, checked by
//! `accc_ir::verify`): the gang is exactly one warp; the kernel keeps nothing in shared
//! memory (one block's shared memory would be every packed gang's); it calls no routine (a routine's own code would read the block's real
//! indices); and the source leaves the number of gangs to the compiler, so that the
//! launch may ask for a quarter of the blocks.

use accc_ir::kernel::block::GANGS_PER_BLOCK;
use accc_ir::kernel::WARP;

/// The body of a packed kernel (the text between its braces, `body`), with the CUDA
/// built-ins redefined for the warp around it.
pub fn wrap(body: &str) -> String {
    format!(
        "    // {GANGS_PER_BLOCK} gangs a block, one per warp: the built-ins below are the warp's.\n\
         \x20   const uint3 __accc_gang_lane = make_uint3(threadIdx.x % {WARP}, 0, 0);\n\
         \x20   const uint3 __accc_gang = make_uint3(blockIdx.x * (blockDim.x / {WARP}) + threadIdx.x / {WARP}, 0, 0);\n\
         \x20   const dim3 __accc_gangs(gridDim.x * (blockDim.x / {WARP})), __accc_gang_size({WARP});\n\
         #define threadIdx __accc_gang_lane\n\
         #define blockIdx __accc_gang\n\
         #define gridDim __accc_gangs\n\
         #define blockDim __accc_gang_size\n\
         #define __syncthreads() __syncwarp()\n\
         {body}\
         #undef threadIdx\n\
         #undef blockIdx\n\
         #undef gridDim\n\
         #undef blockDim\n\
         #undef __syncthreads\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_body_reads_the_warps_indices_and_the_macros_end_with_it() {
        let text = wrap("    x = threadIdx.x;\n");
        let body = text.find("x = threadIdx.x").unwrap();
        for name in [
            "threadIdx",
            "blockIdx",
            "gridDim",
            "blockDim",
            "__syncthreads()",
        ] {
            let define = text.find(&format!("#define {name}")).unwrap();
            let undef = text
                .find(&format!("#undef {}", name.trim_end_matches("()")))
                .unwrap();
            assert!(define < body && body < undef, "{name}");
        }
        // the warp's own values are computed from the real built-ins, before the macros
        assert!(text.find("make_uint3(threadIdx.x % 32").unwrap() < text.find("#define").unwrap());
        assert!(text.ends_with("#undef __syncthreads\n"));
    }
}
