//! CUDA C++ as nvcc and NVRTC compile it: `threadIdx`/`blockIdx`, `__syncthreads()`,
//! `__shared__`, generic pointers, warp shuffles, CUDA's atomics and math names.

use std::fmt::Write as _;

use accc_front::ast::BasicType;
use accc_ir::spaces::Space;
use accc_sema::Type;

use super::{AtomicSpelling, RuntimeProgram, Shuffle, Target, Words};
use crate::offload::atomic::basic;
use crate::offload::device_text::map_code;
use accc_ir::atomic::AtomicOp;

mod reserved;

use reserved::{cuda_vector_type, CUDA_BUILTINS, CXX_KEYWORDS};

/// The types CUDA's warp shuffles move: 32- and 64-bit integers, `float` and `double`,
/// and the narrower integers through `int`.
const SHUFFLED_TYPES: &[BasicType] = &[
    BasicType::Int,
    BasicType::UInt,
    BasicType::Long,
    BasicType::ULong,
    BasicType::LongLong,
    BasicType::ULongLong,
    BasicType::Float,
    BasicType::Double,
    BasicType::Bool,
    BasicType::Char,
    BasicType::SChar,
    BasicType::UChar,
    BasicType::Short,
    BasicType::UShort,
];

/// CUDA C++ (the `nvidia` device type).
#[derive(Clone, Copy, Debug)]
pub struct Cuda;

const WORDS: Words = Words {
    name: "NVIDIA GPU",
    ids: "blockIdx.x threadIdx.x",
    groups: "blockIdx.x",
    lanes: "threadIdx.x",
    unit: "thread",
    units: "threads",
    shared: "Shared memory",
    block: "block",
    blocks: "blocks",
    thread: "thread per block",
    threads: "threads per block",
    row: "threadIdx.y",
    column: "threadIdx.x",
};

impl Target for Cuda {
    fn name(&self) -> &'static str {
        "cuda"
    }

    fn device_type(&self) -> &'static str {
        "nvidia"
    }

    fn acc_device(&self) -> u32 {
        4
    }

    fn shared_memory_word(&self) -> &'static str {
        "shared memory"
    }

    fn thread_word(&self) -> &'static str {
        "thread"
    }

    fn lane_word(&self) -> &'static str {
        "threadIdx.x"
    }

    fn block_word(&self) -> &'static str {
        "block"
    }

    fn words(&self) -> &'static Words {
        &WORDS
    }

    fn long_double_note(&self) -> &'static str {
        "the host keeps `long double` in x86's 80-bit format (16 bytes); CUDA device code computes it as an 8-byte `double`, so a kernel would misread the host's bytes"
    }

    fn constant_memory(&self) -> bool {
        true
    }

    fn last_block_combines(&self) -> bool {
        true
    }

    fn address_spaces(&self) -> bool {
        false
    }

    fn space_qualifier(&self, _: Space) -> &'static str {
        ""
    }

    fn pointers_in_device_memory(&self) -> bool {
        true
    }

    fn recursion(&self) -> bool {
        true
    }

    fn bit_fields(&self) -> bool {
        true
    }

    fn cxx(&self) -> bool {
        true
    }

    fn unroll_pragmas(&self) -> bool {
        true
    }

    fn atomics_check_local_memory(&self) -> bool {
        true
    }

    fn packs_gangs(&self) -> bool {
        true
    }

    fn printf_format_literal(&self) -> bool {
        false
    }

    fn global_id(&self) -> &'static str {
        "((long)blockIdx.x * blockDim.x + threadIdx.x)"
    }

    fn global_size(&self) -> &'static str {
        "((long)gridDim.x * blockDim.x)"
    }

    fn group_id(&self) -> &'static str {
        "(long)blockIdx.x"
    }

    fn num_groups(&self) -> &'static str {
        "(long)gridDim.x"
    }

    fn lane(&self) -> &'static str {
        "(long)threadIdx.x"
    }

    fn lanes(&self) -> &'static str {
        "(long)blockDim.x"
    }

    fn lane_rows(&self) -> &'static str {
        "(long)blockDim.y"
    }

    fn local_id(&self) -> &'static str {
        "(int)threadIdx.x"
    }

    fn barrier(&self) -> &'static str {
        "__syncthreads()"
    }

    /// `__syncthreads()` orders global memory as well.
    fn barrier_with_global_fence(&self) -> &'static str {
        "__syncthreads()"
    }

    fn count_in_block(&self, w: &str, on: &str) -> String {
        format!("const long {w} = __syncthreads_count({on});")
    }

    fn block_count_counter(&self) -> Option<&'static str> {
        None
    }

    fn shared(&self) -> &'static str {
        "__shared__"
    }

    fn aligned_shared(&self, declaration: &str, align: u64) -> String {
        format!("    {} __align__({align}) {declaration};\n", self.shared())
    }

    fn global(&self) -> &'static str {
        ""
    }

    fn vector_load(&self, vector: &str, base: &str, index: &str) -> String {
        format!("((const {vector} *)({base}))[{index}]")
    }

    fn prefetch(&self, address: &str) -> Option<String> {
        Some(format!(
            "asm volatile(\"prefetch.global.L1 [%0];\" :: \"l\"({address}));"
        ))
    }

    /// A device pointer is a kernel parameter as it is; one with a delta comes as the
    /// bytes to step back from.
    fn pointer_parameter(
        &self,
        name: &str,
        decl: &str,
        cast: &str,
        delta: Option<&str>,
        signature: &mut Vec<String>,
        setup: &mut String,
    ) {
        match delta {
            None => signature.push(decl.to_string()),
            Some(v) => {
                signature.push(format!("char *__accc_b_{name}"));
                let _ = writeln!(setup, "    {decl} = ({cast})(__accc_b_{name} - {v});");
            }
        }
    }

    /// CUDA shuffles 32- and 64-bit integers, `float` and `double`; narrower integers go
    /// through `int`.
    fn shuffle(&self, how: Shuffle, t: &Type, v: &str, lane: &str) -> Option<String> {
        use BasicType::*;
        let function = match how {
            Shuffle::Down => "__shfl_down_sync",
            Shuffle::Xor => "__shfl_xor_sync",
            Shuffle::From => "__shfl_sync",
        };
        let shuffle = |x: String| format!("{function}(0xffffffffu, {x}, {lane})");
        let b = basic(t).filter(|b| SHUFFLED_TYPES.contains(b))?;
        Some(match b {
            Bool | Char | SChar | UChar | Short | UShort => format!(
                "({}){}",
                self.type_text(&t.spelling()),
                shuffle(format!("(int)({v})"))
            ),
            _ => shuffle(v.to_string()),
        })
    }

    fn shuffled_types(&self) -> &'static [BasicType] {
        SHUFFLED_TYPES
    }

    fn native_atomic(&self, ty: &str, op: AtomicOp, target: &str, v: &str) -> Option<String> {
        let f = match (op, ty) {
            (AtomicOp::Add, "int" | "unsigned int" | "float" | "double" | "unsigned long long") => {
                "atomicAdd"
            }
            (AtomicOp::Max, "int" | "unsigned int" | "long long" | "unsigned long long") => {
                "atomicMax"
            }
            (AtomicOp::Min, "int" | "unsigned int" | "long long" | "unsigned long long") => {
                "atomicMin"
            }
            (AtomicOp::And, "int" | "unsigned int" | "unsigned long long") => "atomicAnd",
            (AtomicOp::Or, "int" | "unsigned int" | "unsigned long long") => "atomicOr",
            (AtomicOp::Xor, "int" | "unsigned int" | "unsigned long long") => "atomicXor",
            (AtomicOp::Swap, "int" | "unsigned int" | "float" | "unsigned long long") => {
                "atomicExch"
            }
            // 64-bit signed addition is the unsigned one in two's complement.
            (AtomicOp::Add | AtomicOp::Sub, "long" | "long int") => {
                let sign = if op == AtomicOp::Sub { "-" } else { "" };
                return Some(format!("(long)atomicAdd((unsigned long long *)&({target}), (unsigned long long)({sign}({v})))"));
            }
            (AtomicOp::Sub, "int" | "unsigned int") => {
                return Some(format!("atomicSub(&({target}), {v})"));
            }
            _ => return None,
        };
        Some(format!("{f}(&({target}), {v})"))
    }

    fn atomic_spelling(&self) -> AtomicSpelling {
        AtomicSpelling {
            pointer_qualifier: "",
            uint: "unsigned int",
            ulong: "unsigned long long",
            cas32: "atomicCAS",
            cas64: "atomicCAS",
        }
    }

    /// Max or min of a `float` or `double` by the integer atomics, without a
    /// compare-and-swap loop: the bits of a float whose sign bit is clear order as signed
    /// integers, and those of one whose sign bit is set order in reverse as unsigned
    /// integers, below every non-negative float. So a non-negative `v` goes in by the signed
    /// operation and a negative one by the opposite unsigned operation. When the result goes
    /// unused (a reduction's), ptxas issues a fire-and-forget reduction in L2 (`REDG`): the
    /// block need not wait for it before it ends. Negative NaNs lose to every number (the
    /// loop stored them).
    fn floating_extreme_helper(&self, name: &str, op: AtomicOp, ty: &str) -> Option<String> {
        let (signed, unsigned, to_bits, from_bits) = match ty {
            "float" => ("int", "unsigned int", "__float_as_int", "__int_as_float"),
            "double" => (
                "long long",
                "unsigned long long",
                "__double_as_longlong",
                "__longlong_as_double",
            ),
            _ => return None,
        };
        let (same, reversed) = match op {
            AtomicOp::Max => ("atomicMax", "atomicMin"),
            AtomicOp::Min => ("atomicMin", "atomicMax"),
            _ => return None,
        };
        Some(format!(
            "static __device__ __forceinline__ {ty} {name}({ty} *p, {ty} v) {{\n    {signed} bits = {to_bits}(v);\n    if (bits >= 0) return {from_bits}({same}(({signed} *)p, bits));\n    return {from_bits}(({signed}){reversed}(({unsigned} *)p, ({unsigned})bits));\n}}\n"
        ))
    }

    fn math_spelling(&self, base: &str) -> String {
        base.to_string()
    }

    fn float_math_suffix(&self) -> &'static str {
        "f"
    }

    fn fp_constant(&self, nan: bool, float: bool) -> &'static str {
        match (nan, float) {
            (false, true) => "__int_as_float(0x7f800000)",
            (false, false) => "__longlong_as_double(0x7ff0000000000000LL)",
            (true, true) => "__int_as_float(0x7fc00000)",
            (true, false) => "__longlong_as_double(0x7ff8000000000000LL)",
        }
    }

    /// nvcc compiles the device program as C++.
    fn is_keyword(&self, name: &str) -> bool {
        CXX_KEYWORDS.contains(&name)
    }

    fn is_builtin(&self, name: &str) -> bool {
        CUDA_BUILTINS.contains(&name) || cuda_vector_type(name)
    }

    fn builtin_typedefs(&self) -> &'static [&'static str] {
        &[]
    }

    fn type_text(&self, c: &str) -> String {
        c.replace("restrict", "__restrict__")
    }

    fn kernel_keyword(&self) -> &'static str {
        "extern \"C\" __global__ void"
    }

    fn device_function_qualifier(&self) -> &'static str {
        "__device__ "
    }

    fn inline_qualifier(&self) -> &'static str {
        "static __device__ __forceinline__"
    }

    /// The kernels are already preprocessed text, so a `linux` or `unix` in them is the
    /// user's identifier: nvcc's host compiler would expand gcc's GNU-mode macros. C's
    /// `_Bool` (what <stdbool.h>'s `bool` becomes) is C++'s `bool`.
    fn program_prelude(&self) -> &'static str {
        "#undef linux\n#undef unix\n#define _Bool bool\n#ifndef INFINITY\n#define INFINITY __int_as_float(0x7f800000)\n#endif\n"
    }

    /// How a kernel waits for the one before it.
    ///
    /// On Hopper and later the runtime launches each kernel with programmatic stream
    /// serialization, so that it is scheduled while the grid before it on its stream is
    /// still finishing: its blocks take the SMs that grid frees, instead of leaving them
    /// idle while the launch goes through. Each kernel therefore first waits, in every
    /// thread, for that grid to complete and its writes to be visible
    /// (`griddepcontrol.wait`), which keeps stream order exact; it then lets the next
    /// kernel be scheduled (`griddepcontrol.launch_dependents`). The marker variable tells
    /// the runtime that this image's kernels wait (`cuModuleGetGlobal` finds it only in
    /// code built for sm_90 or later).
    fn kernel_prelude(&self) -> &'static str {
        concat!(
            "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900\n",
            "__device__ int __accc_kernels_wait_for_previous_grid = 1;\n",
            "#define __ACCC_ENTER_GRID() asm volatile(\"griddepcontrol.wait;\\n\\tgriddepcontrol.launch_dependents;\" ::: \"memory\")\n",
            "#else\n",
            "#define __ACCC_ENTER_GRID()\n",
            "#endif\n",
        )
    }

    /// See [`Target::kernel_prelude`].
    fn kernel_entry(&self) -> &'static str {
        "    __ACCC_ENTER_GRID();\n"
    }

    fn device_api(&self) -> &'static str {
        "static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }\n"
    }

    /// The names nvcc's host-side stubs give the kernels' complex parameters
    /// (`_Complex_double`), which the stubs use without defining.
    fn complex_prelude(&self) -> &'static str {
        "#ifndef __CUDA_ARCH__\ntypedef float _Complex _Complex_float;\ntypedef double _Complex _Complex_double;\n#endif\n"
    }

    fn finish_program(&self, program: &str) -> String {
        ascii_identifiers(program)
    }

    /// The image nvcc builds ahead of time, when the driver has nvcc, is linked in under a
    /// weak name; without it the runtime compiles the source with NVRTC, and then checks
    /// for NVRTC before choosing a GPU (a constructor of priority 101, as the target's
    /// registration).
    fn runtime_program(&self, program: &str, source: &str) -> RuntimeProgram {
        let symbol = cuda_image_symbol(program);
        RuntimeProgram {
            declarations: format!(
                "extern const unsigned char {symbol}[] __attribute__((weak));\n\
                 static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) {{ if ((const void *){symbol} == (const void *)0) __accrt_register_nvrtc_kernels(); }}\n"
            ),
            fields: format!("0, {source}, {symbol}"),
        }
    }
}

/// The weak symbol under which the CUDA image of `program` is linked in (named by a hash of
/// the program, so that identical programs of several files share one image).
pub fn cuda_image_symbol(program: &str) -> String {
    // FNV-1a: stable across runs and platforms.
    let mut h: u64 = 0xcbf29ce484222325;
    for b in program.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x100000001b3);
    }
    format!("__accc_cuda_image_{h:016x}")
}

/// `text` with every non-ASCII character outside literals and comments, which only
/// identifiers hold, written as `__accc_u<hex>_`: nvcc refuses such characters in the names
/// of device functions ("Universal character is not allowed in device entity name"). The
/// whole device program is renamed alike, and the host reaches it only through kernels of
/// ASCII names and arguments by position.
fn ascii_identifiers(text: &str) -> String {
    map_code(text, |code| {
        code.chars()
            .map(|c| match c.is_ascii() {
                true => c.to_string(),
                false => format!("__accc_u{:x}_", c as u32),
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::reserved::cuda_vector_type;
    use super::*;

    #[test]
    fn vector_type_names() {
        for n in [
            "float4",
            "uint1",
            "longlong2",
            "ulonglong4",
            "dim3",
            "double2",
        ] {
            assert!(cuda_vector_type(n), "{n}");
        }
        for n in ["float8", "half2", "int", "float", "long5", "myfloat2"] {
            assert!(!cuda_vector_type(n), "{n}");
        }
    }

    #[test]
    fn device_identifiers_are_made_ascii_and_nothing_else_is() {
        let text = "__device__ int carré(int é) { return é; } // é\n/* é */ const char *s = \"é\\\"é\"; char c = 'é';\n";
        assert_eq!(
            ascii_identifiers(text),
            "__device__ int carr__accc_ue9_(int __accc_ue9_) { return __accc_ue9_; } // é\n/* é */ const char *s = \"é\\\"é\"; char c = 'é';\n"
        );
    }
}
