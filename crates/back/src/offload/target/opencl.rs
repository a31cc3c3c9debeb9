//! OpenCL C 1.2 as PoCL and the GPU vendors' drivers compile it: `get_global_id`,
//! `barrier(CLK_LOCAL_MEM_FENCE)`, `__local`, address-space qualifiers, device pointers
//! as buffers and offsets, overloaded math functions.

use std::fmt::Write as _;

use accc_ir::spaces::Space;
use accc_sema::Type;

use super::{AtomicSpelling, RuntimeProgram, Shuffle, Target, Words};
use crate::offload::device_text::{is_word_byte, map_code, map_words};
use accc_ir::atomic::AtomicOp;

mod reserved;

use reserved::{opencl_builtin, opencl_reserved_type, opencl_vector_type, OPENCL_KEYWORDS};

/// OpenCL C (the `opencl` device type).
#[derive(Clone, Copy, Debug)]
pub struct OpenCl;

const WORDS: Words = Words {
    name: "OpenCL",
    ids: "get_global_id(0)",
    groups: "get_group_id(0)",
    lanes: "get_local_id(0)",
    unit: "work-item",
    units: "work-items",
    shared: "Local memory",
    block: "work-group",
    blocks: "work-groups",
    thread: "work-item per work-group",
    threads: "work-items per work-group",
    row: "get_local_id(1)",
    column: "get_local_id(0)",
};

impl Target for OpenCl {
    fn name(&self) -> &'static str {
        "opencl"
    }

    fn device_type(&self) -> &'static str {
        "opencl"
    }

    fn acc_device(&self) -> u32 {
        6
    }

    fn shared_memory_word(&self) -> &'static str {
        "local memory"
    }

    fn thread_word(&self) -> &'static str {
        "work-item"
    }

    fn lane_word(&self) -> &'static str {
        "get_local_id(0)"
    }

    fn block_word(&self) -> &'static str {
        "work-group"
    }

    fn words(&self) -> &'static Words {
        &WORDS
    }

    fn long_double_note(&self) -> &'static str {
        "the host keeps `long double` in x86's 80-bit format (16 bytes); OpenCL C has no such type, so a kernel would misread the host's bytes"
    }

    fn constant_memory(&self) -> bool {
        false
    }

    fn last_block_combines(&self) -> bool {
        false
    }

    fn address_spaces(&self) -> bool {
        true
    }

    fn space_qualifier(&self, space: Space) -> &'static str {
        match space {
            Space::Global => "__global ",
            Space::Local => "__local ",
            Space::Private => "",
            Space::Constant => "__constant ",
        }
    }

    fn pointers_in_device_memory(&self) -> bool {
        false
    }

    fn recursion(&self) -> bool {
        false
    }

    fn bit_fields(&self) -> bool {
        false
    }

    fn cxx(&self) -> bool {
        false
    }

    fn unroll_pragmas(&self) -> bool {
        false
    }

    fn atomics_check_local_memory(&self) -> bool {
        false
    }

    fn packs_gangs(&self) -> bool {
        false
    }

    fn printf_format_literal(&self) -> bool {
        true
    }

    fn global_id(&self) -> &'static str {
        "(long)get_global_id(0)"
    }

    fn global_size(&self) -> &'static str {
        "(long)get_global_size(0)"
    }

    fn group_id(&self) -> &'static str {
        "(long)get_group_id(0)"
    }

    fn num_groups(&self) -> &'static str {
        "(long)get_num_groups(0)"
    }

    fn lane(&self) -> &'static str {
        "(long)get_local_id(0)"
    }

    fn lanes(&self) -> &'static str {
        "(long)get_local_size(0)"
    }

    fn lane_rows(&self) -> &'static str {
        "(long)get_local_size(1)"
    }

    fn local_id(&self) -> &'static str {
        "(int)get_local_id(0)"
    }

    fn barrier(&self) -> &'static str {
        "barrier(CLK_LOCAL_MEM_FENCE)"
    }

    fn barrier_with_global_fence(&self) -> &'static str {
        "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)"
    }

    /// By a counter in local memory ([`Target::block_count_counter`]): OpenCL 1.2 has no
    /// counting barrier.
    fn count_in_block(&self, w: &str, on: &str) -> String {
        format!(
            "if ({lane} == 0) __accc_cnt = 0; {bar}; if ({on}) atomic_inc(&__accc_cnt); {bar}; const long {w} = __accc_cnt; {bar};",
            lane = self.lane(),
            bar = self.barrier()
        )
    }

    fn block_count_counter(&self) -> Option<&'static str> {
        Some("int __accc_cnt")
    }

    fn shared(&self) -> &'static str {
        "__local"
    }

    fn aligned_shared(&self, declaration: &str, align: u64) -> String {
        format!(
            "    {} {declaration} __attribute__((aligned({align})));\n",
            self.shared()
        )
    }

    fn global(&self) -> &'static str {
        "__global "
    }

    fn vector_load(&self, _vector: &str, base: &str, index: &str) -> String {
        format!("vload4({index}, {base})")
    }

    /// OpenCL's `prefetch` names no cache level, and accc has not measured what any
    /// OpenCL device does with it.
    fn prefetch(&self, _address: &str) -> Option<String> {
        None
    }

    /// A device address, which OpenCL passes as a buffer and an offset.
    fn pointer_parameter(
        &self,
        name: &str,
        decl: &str,
        cast: &str,
        delta: Option<&str>,
        signature: &mut Vec<String>,
        setup: &mut String,
    ) {
        let back = delta.map(|v| format!(" - {v}")).unwrap_or_default();
        signature.push(format!("__global char *__accc_b_{name}"));
        signature.push(format!("ulong __accc_o_{name}"));
        let _ = writeln!(
            setup,
            "    {decl} = ({cast})(__accc_b_{name} + __accc_o_{name}{back});"
        );
    }

    /// None: OpenCL's sub-group shuffles are an extension PoCL need not have, so blocks
    /// combine by a tree.
    fn shuffle(&self, _how: Shuffle, _t: &Type, _v: &str, _lane: &str) -> Option<String> {
        None
    }

    fn shuffled_types(&self) -> &'static [accc_front::ast::BasicType] {
        &[]
    }

    fn native_atomic(&self, ty: &str, op: AtomicOp, target: &str, v: &str) -> Option<String> {
        let f = match (op, ty) {
            (AtomicOp::Add, "int" | "uint") => "atomic_add",
            (AtomicOp::Sub, "int" | "uint") => "atomic_sub",
            (AtomicOp::Max, "int" | "uint") => "atomic_max",
            (AtomicOp::Min, "int" | "uint") => "atomic_min",
            (AtomicOp::And, "int" | "uint") => "atomic_and",
            (AtomicOp::Or, "int" | "uint") => "atomic_or",
            (AtomicOp::Xor, "int" | "uint") => "atomic_xor",
            (AtomicOp::Swap, "int" | "uint" | "float") => "atomic_xchg",
            _ => return None,
        };
        Some(format!("{f}(&({target}), {v})"))
    }

    fn atomic_spelling(&self) -> AtomicSpelling {
        AtomicSpelling {
            pointer_qualifier: "volatile __global ",
            uint: "uint",
            ulong: "ulong",
            cas32: "atomic_cmpxchg",
            cas64: "atom_cmpxchg",
        }
    }

    fn math_spelling(&self, base: &str) -> String {
        // OpenCL's `abs` returns the unsigned type: C's returns the signed one
        // (`abs(x) - 10` must be able to go below zero). The cast applies to the
        // call that follows the name.
        match base {
            "abs" => return "(int)abs".into(),
            "labs" | "llabs" => return "(long)abs".into(),
            _ => {}
        }
        let root = match base.strip_suffix('f').or_else(|| base.strip_suffix('l')) {
            Some(r) if accc_sema::builtins::is_math_function(r) => r,
            _ => base,
        };
        // C functions OpenCL C spells otherwise (rounding as the current mode, the
        // default: to nearest).
        match root {
            "lrint" | "llrint" => "(long)rint".to_string(),
            "lround" | "llround" => "(long)round".to_string(),
            "nearbyint" => "rint".to_string(),
            "scalbn" => "ldexp".to_string(),
            _ => root.to_string(),
        }
    }

    fn float_math_suffix(&self) -> &'static str {
        ""
    }

    fn fp_constant(&self, nan: bool, float: bool) -> &'static str {
        match (nan, float) {
            (false, true) => "INFINITY",
            (false, false) => "((double)INFINITY)",
            (true, true) => "NAN",
            (true, false) => "((double)NAN)",
        }
    }

    fn is_keyword(&self, name: &str) -> bool {
        OPENCL_KEYWORDS.contains(&name) || opencl_vector_type(name) || opencl_reserved_type(name)
    }

    fn is_builtin(&self, name: &str) -> bool {
        opencl_builtin(name)
    }

    fn builtin_typedefs(&self) -> &'static [&'static str] {
        &["uchar", "ushort", "uint", "ulong"]
    }

    /// OpenCL has `long` for 64 bits and short names for unsigned types.
    fn type_text(&self, c: &str) -> String {
        let mut s = format!(" {c} ");
        for (from, to) in [
            (" unsigned long long ", " ulong "),
            (" long long ", " long "),
            (" unsigned long ", " ulong "),
            (" unsigned int ", " uint "),
            (" unsigned short ", " ushort "),
            (" unsigned char ", " uchar "),
            (" signed char ", " char "),
            (" _Bool ", " uchar "),
        ] {
            s = s.replace(from, to);
        }
        s.trim().to_string()
    }

    fn kernel_keyword(&self) -> &'static str {
        "__kernel void"
    }

    fn device_function_qualifier(&self) -> &'static str {
        ""
    }

    fn inline_qualifier(&self) -> &'static str {
        "inline"
    }

    fn program_prelude(&self) -> &'static str {
        "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    }

    fn kernel_prelude(&self) -> &'static str {
        ""
    }

    fn kernel_entry(&self) -> &'static str {
        ""
    }

    fn device_api(&self) -> &'static str {
        "inline int acc_on_device(int t) { return t == 6 || t == 3; }\n"
    }

    fn complex_prelude(&self) -> &'static str {
        ""
    }

    fn finish_program(&self, program: &str) -> String {
        opencl_integer_widths(program)
    }

    /// The runtime builds the source with the OpenCL platform's compiler.
    fn runtime_program(&self, _program: &str, source: &str) -> RuntimeProgram {
        RuntimeProgram {
            declarations: String::new(),
            fields: format!("{source}, 0, 0"),
        }
    }
}

/// `text` (OpenCL C) with C's `long long` written `long`: OpenCL's `long` is C's 64-bit
/// `long long`, and OpenCL reserves `long long` for 128 bits (PoCL's clang takes it so:
/// `unsigned long long x = ~0ull; x + 1` was not 0). Integer literals follow: `5LL` is
/// `5L`, `~0ull` is `~0ul` (`abs(i - 5LL)` was ambiguous).
fn opencl_integer_widths(text: &str) -> String {
    map_code(text, |code| {
        let code = long_long_literals_as_long(code);
        let mut out = String::with_capacity(code.len());
        let mut rest = code.as_str();
        while let Some(at) = rest.find("long") {
            let word_start = at == 0 || !is_word_byte(rest.as_bytes()[at - 1]);
            let after = &rest[at + 4..];
            let blanks = after.len() - after.trim_start().len();
            let second = after.trim_start();
            let doubled = word_start
                && blanks > 0
                && second.starts_with("long")
                && !second.as_bytes().get(4).copied().is_some_and(is_word_byte);
            out.push_str(&rest[..at + 4]);
            rest = match doubled {
                true => &second[4..],
                false => after,
            };
        }
        out.push_str(rest);
        out
    })
}

/// `code` with the `ll`/`LL` of each integer literal's suffix written `l`/`L`.
fn long_long_literals_as_long(code: &str) -> String {
    map_words(code, |w| {
        w.starts_with(|c: char| c.is_ascii_digit())
            .then(|| w.replace("ll", "l").replace("LL", "L"))
    })
}

#[cfg(test)]
mod tests {
    use super::reserved::opencl_vector_type;
    use super::*;

    #[test]
    fn vector_type_names() {
        for n in ["float3", "half16", "uchar8", "ulong2"] {
            assert!(opencl_vector_type(n), "{n}");
        }
        for n in ["float1", "longlong2", "dim3", "int5", "double"] {
            assert!(!opencl_vector_type(n), "{n}");
        }
    }

    #[test]
    fn opencl_long_long_is_long_outside_literals_and_comments() {
        let text = "unsigned long long x = (long  long)y; long longer; // long long\nchar *s = \"long long\"; /* long long */ long\tlong z;";
        assert_eq!(
            opencl_integer_widths(text),
            "unsigned long x = (long)y; long longer; // long long\nchar *s = \"long long\"; /* long long */ long z;"
        );
        // an unterminated literal or comment keeps the rest as it is
        assert_eq!(
            opencl_integer_widths("long long a; \"long long"),
            "long a; \"long long"
        );
        assert_eq!(opencl_integer_widths("/* long long"), "/* long long");
        // literals: the suffix only, not identifiers that end so
        assert_eq!(
            opencl_integer_widths(
                "a = abs(i - 5LL) + ~0ull + 0x1Fllu + all + x1LL + 2.5; s = \"5LL\";"
            ),
            "a = abs(i - 5L) + ~0ul + 0x1Flu + all + x1LL + 2.5; s = \"5LL\";"
        );
    }
}
