//! What the kernel printers ask of the device language they print: thread indices,
//! barriers, address spaces and shared memory, how kernels take device pointers, warp
//! shuffles, atomics, math names, reserved words. One module per target answers
//! ([`cuda`], [`opencl`]); the printers hold a `&dyn Target` and never ask which target it
//! is ([`super::dialect::Dialect`] only selects one).
//!
//! The trait's provided methods are what both targets print alike from the target's
//! answers (the atomic helpers' loops, renamed identifiers, the classification helpers).
//! One question is the host's: which slot of the runtime's kernel descriptor holds the
//! program ([`Target::runtime_program`]).

use std::collections::BTreeSet;

use accc_front::ast::BasicType;
use accc_ir::calls::Floating;
use accc_ir::spaces::Space;
use accc_sema::Type;

use super::atomic::{atomic_width, helper_name, AtomicWidth, Helper, OpText};
use super::device_text::{map_code, map_words};
use accc_ir::atomic::AtomicOp;

pub mod cuda;
pub mod opencl;

pub use cuda::Cuda;
pub use opencl::OpenCl;

/// What the device program appends to a user's name that the device language reserves.
pub const RENAMED_SUFFIX: &str = "__accc";

/// How the runtime's kernel descriptors (`__accrt_kernel`) find the device program of a
/// host file ([`Target::runtime_program`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeProgram {
    /// What the host file declares for the descriptors, before them (one line each).
    pub declarations: String,
    /// The descriptor's fields after the kernel's name: the program's source for OpenCL C,
    /// its source for CUDA C++, and the CUDA image built ahead of time (`0` where there is
    /// none).
    pub fields: String,
}

/// Which lane a warp shuffle reads ([`Target::shuffle`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shuffle {
    /// The lane `lane` places up the warp (`__shfl_down_sync`).
    Down,
    /// The lane whose number differs from this one's in the bits of `lane`
    /// (`__shfl_xor_sync`): a butterfly, after which every lane holds the combination.
    Xor,
    /// Lane `lane` (`__shfl_sync`).
    From,
}

/// The words of a target in the facts the feedback tells about its kernels.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    /// The code generated: "NVIDIA GPU".
    pub name: &'static str,
    /// A thread's index in the whole launch.
    pub ids: &'static str,
    /// A block's index.
    pub groups: &'static str,
    /// A thread's index in its block.
    pub lanes: &'static str,
    /// A thread.
    pub unit: &'static str,
    /// Threads, of a kernel ("threads", "work-items").
    pub units: &'static str,
    /// The memory the threads of a block share.
    pub shared: &'static str,
    pub block: &'static str,
    pub blocks: &'static str,
    /// "thread per block", after a count of 1.
    pub thread: &'static str,
    pub threads: &'static str,
    /// A thread's row and column in a two-dimensional block (a worker loop's block).
    pub row: &'static str,
    pub column: &'static str,
}

/// How the compare-and-swap helpers of a target are spelt.
#[derive(Clone, Copy, Debug)]
pub struct AtomicSpelling {
    /// The address-space qualifier of the pointers they take (`volatile __global `).
    pub pointer_qualifier: &'static str,
    /// The unsigned 32- and 64-bit types (`uint`, `unsigned long long`).
    pub uint: &'static str,
    pub ulong: &'static str,
    /// Compare-and-swap on 32 and 64 bits (`atomicCAS`, `atomic_cmpxchg`).
    pub cas32: &'static str,
    pub cas64: &'static str,
}

/// A device language the kernels are printed in. Object-safe: the printers take
/// `&dyn Target`.
pub trait Target: Sync {
    // ------------------------------------------------------------------ names and words

    /// The target's name in messages about data operations and in `accc_ir::Caps`.
    fn name(&self) -> &'static str;

    /// The `device_type` name that selects this target's clauses.
    fn device_type(&self) -> &'static str;

    /// The runtime's `acc_device_t` of the device (what the program registers and
    /// `acc_on_device` tests).
    fn acc_device(&self) -> u32;

    /// The on-chip memory of a block, in messages.
    fn shared_memory_word(&self) -> &'static str;

    /// A thread of a block, in messages.
    fn thread_word(&self) -> &'static str;

    /// A thread's index in its block, in messages.
    fn lane_word(&self) -> &'static str;

    /// A group of threads, in messages.
    fn block_word(&self) -> &'static str;

    /// The words of the feedback about kernels.
    fn words(&self) -> &'static Words;

    /// Why `long double` data cannot reach device code: the host's format is not the
    /// device's.
    fn long_double_note(&self) -> &'static str;

    // -------------------------------------------------------- what the target can do

    /// Whether read-only data may go to constant memory (the cache planner's choice).
    fn constant_memory(&self) -> bool;

    /// Whether the last block to finish combines a reduction's per-block values
    /// (`print::reduce::last_block_combines`); otherwise each block combines its value
    /// into the variable by an atomic.
    fn last_block_combines(&self) -> bool;

    /// Whether device pointers carry an address space (OpenCL's `__global`, `__local`,
    /// `__private`), which the rewriter infers and routines are versioned by; a generic
    /// pointer (CUDA's) reaches every space.
    fn address_spaces(&self) -> bool;

    /// The qualifier that puts a pointer's target in `space` (as decided by the spaces
    /// pass, `accc_ir::spaces`), followed by a space; none for private memory, and none
    /// where pointers are generic.
    fn space_qualifier(&self, space: Space) -> &'static str;

    /// Whether a device address stored in device memory, or passed by value, is a
    /// pointer kernels can follow (CUDA's unified addresses). OpenCL 1.2 has no shared
    /// virtual memory: kernels take pointers only as buffer arguments.
    fn pointers_in_device_memory(&self) -> bool;

    /// Whether device functions may call themselves (OpenCL C forbids recursion).
    fn recursion(&self) -> bool;

    /// Whether structs may have bit-fields (OpenCL C has none).
    fn bit_fields(&self) -> bool;

    /// Whether the device program is C++ (nvcc's), whose designated initializers must
    /// name the members in their order.
    fn cxx(&self) -> bool;

    /// Whether generated loops carry `#pragma unroll` hints: they were measured with nvcc;
    /// OpenCL's compilers get the loops as written.
    fn unroll_pragmas(&self) -> bool;

    /// Whether an atomic on a thread's own (local) memory faults, so that an atomic
    /// statement asks at run time where its object is (CUDA's `__isLocal`; the atomic pass
    /// reads it as `Caps::atomics_check_local_memory`). OpenCL's spaces pass knows where
    /// each object lives ([`Target::address_spaces`]).
    fn atomics_check_local_memory(&self) -> bool;

    /// Whether gangs of one warp may be packed several to a block by redefining the
    /// kernel's built-in indices per warp (`packed_gangs`).
    fn packs_gangs(&self) -> bool;

    /// Whether device code's `printf` takes only a string literal as its format (OpenCL
    /// C); CUDA's takes any `const char *` in device memory.
    fn printf_format_literal(&self) -> bool;

    /// What the cache planner and the kernel-shape analyses of `accc_passes` ask.
    fn caps(&self) -> accc_ir::Caps {
        accc_ir::Caps {
            constant_memory: self.constant_memory(),
            shared_memory_word: self.shared_memory_word(),
            block_word: self.block_word(),
            device_type: self.device_type(),
            name: self.name(),
            last_block_combines: self.last_block_combines(),
            atomics_check_local_memory: self.atomics_check_local_memory(),
            shuffled_types: self.shuffled_types(),
            packs_gangs: self.packs_gangs(),
            builtin_typedefs: self.builtin_typedefs(),
            printf_format_literal: self.printf_format_literal(),
        }
    }

    // ------------------------------------------------------------------ thread indices

    fn global_id(&self) -> &'static str;
    fn global_size(&self) -> &'static str;

    /// The work-group (block) index and count, for loops spread over gangs only.
    fn group_id(&self) -> &'static str;
    fn num_groups(&self) -> &'static str;

    /// The work-item (thread) index in its group and the group's size, for vector loops.
    fn lane(&self) -> &'static str;
    fn lanes(&self) -> &'static str;

    /// The rows of work-items in a group: always 1 (groups are one-dimensional), but
    /// opaque to the device compiler (see `print/iterations.rs`, `column_strips_open`).
    fn lane_rows(&self) -> &'static str;

    /// The thread's index in its block as an `int`.
    fn local_id(&self) -> &'static str;

    // ------------------------------------------------------------------------ barriers

    /// A barrier of the block that orders its shared-memory accesses.
    fn barrier(&self) -> &'static str;

    /// A barrier of the block that orders its global-memory accesses too.
    fn barrier_with_global_fence(&self) -> &'static str;

    /// `const long {w} = ` the number of the block's threads for which `on` holds, every
    /// thread taking part.
    fn count_in_block(&self, w: &str, on: &str) -> String;

    /// The shared counter [`Target::count_in_block`] needs, declared at kernel scope.
    fn block_count_counter(&self) -> Option<&'static str>;

    // ------------------------------------------------------------------------- memory

    /// The qualifier of shared (local) memory declarations.
    fn shared(&self) -> &'static str;

    /// A shared-memory declaration aligned to `align` bytes, as a line of the kernel.
    fn aligned_shared(&self, declaration: &str, align: u64) -> String;

    /// The address-space qualifier of pointers to device data.
    fn global(&self) -> &'static str;

    /// The `index`-th 4-wide vector (`vector` its type, `float4`…) from `base`, a pointer
    /// into shared (local) memory aligned to the vector.
    fn vector_load(&self, vector: &str, base: &str, index: &str) -> String;

    /// A statement that asks for the line holding `address` (global memory) in the L1
    /// cache, or `None` where accc has not measured what the device does with one.
    fn prefetch(&self, address: &str) -> Option<String>;

    /// How a kernel takes the device pointer `name` (declared `decl`, of type `cast`),
    /// which points `delta` elements past where its parameter does: the parameters go to
    /// `signature`, and the statement that makes the pointer from them, if one is needed,
    /// to `setup`.
    fn pointer_parameter(
        &self,
        name: &str,
        decl: &str,
        cast: &str,
        delta: Option<&str>,
        signature: &mut Vec<String>,
        setup: &mut String,
    );

    // ------------------------------------------------------------------------ shuffles

    /// `v` as another lane of the warp holds it, for a value of type `t` (`how` and
    /// `lane` say which, see [`Shuffle`]); `None` where the target does not shuffle `t`.
    /// Every lane of the warp must take part.
    fn shuffle(&self, how: Shuffle, t: &Type, v: &str, lane: &str) -> Option<String>;

    /// The types [`Target::shuffle`] moves (an enumeration's values as an `int`'s).
    fn shuffled_types(&self) -> &'static [BasicType];

    // ------------------------------------------------------------------------- atomics

    /// The device's own atomic instruction for `op` on `ty`, when it has one (no
    /// compare-and-swap loop: far less contention when many work-groups combine into one
    /// reduction variable).
    fn native_atomic(&self, ty: &str, op: AtomicOp, target: &str, v: &str) -> Option<String>;

    /// How the compare-and-swap helpers are spelt.
    fn atomic_spelling(&self) -> AtomicSpelling;

    /// A helper for max or min of a floating type that needs no compare-and-swap loop,
    /// where the target has one.
    fn floating_extreme_helper(&self, _name: &str, _op: AtomicOp, _ty: &str) -> Option<String> {
        None
    }

    /// An expression that performs `*target OP= v` atomically and yields the old value
    /// (through the helper of [`Target::atomic_helper`] where the device has no
    /// instruction for it: the program's needs hold it).
    fn atomic_fetch(&self, ty: &Type, op: AtomicOp, target: &str, v: &str) -> String {
        // By the type a typedef names: `uint64_t` is `unsigned long`.
        let t = self.type_text(&ty.resolved().spelling());
        self.native_atomic(&t, op, target, v)
            .unwrap_or_else(|| format!("{}(&({target}), {v})", helper_name(op, &t)))
    }

    /// The compare-and-swap helper that `op` on `ty` calls on this device, or none where
    /// the device has its own instruction for it (whether [`Target::native_atomic`] has
    /// one does not depend on the operands).
    fn atomic_helper(&self, ty: &Type, op: AtomicOp) -> Option<Helper> {
        // By the type a typedef names: `uint64_t` is `unsigned long`.
        let t = self.type_text(&ty.resolved().spelling());
        self.native_atomic(&t, op, "", "")
            .is_none()
            .then_some((op, t))
    }

    /// An atomic read: adding zero through the same compare-and-swap helper.
    fn atomic_load(&self, ty: &Type, target: &str) -> String {
        self.atomic_fetch(ty, AtomicOp::Add, target, "0")
    }

    /// An atomic write (an exchange whose old value is dropped).
    fn atomic_store(&self, ty: &Type, target: &str, v: &str) -> String {
        format!("(void){}", self.atomic_fetch(ty, AtomicOp::Swap, target, v))
    }

    /// Definitions of the helpers: compare-and-swap loops on the value's bits (on the
    /// enclosing aligned 32-bit word for 8- and 16-bit values), each retry starting from
    /// the value the failed swap found.
    fn helper_definitions(&self, helpers: &BTreeSet<Helper>) -> Result<String, String> {
        let spelling = self.atomic_spelling();
        let inline = self.inline_qualifier();
        let mut out = String::new();
        for (op, ty) in helpers {
            let name = helper_name(*op, ty);
            let wide = match atomic_width(ty) {
                Some(AtomicWidth::SubWord(mask)) => {
                    out.push_str(&self.sub_word_helper(&name, *op, ty, mask));
                    continue;
                }
                Some(AtomicWidth::Word) => false,
                Some(AtomicWidth::DoubleWord) => true,
                None => return Err(format!("atomic operations on `{ty}` are not supported on this target (use an integer or floating type of 8 to 64 bits)")),
            };
            if let Some(helper) = self.floating_extreme_helper(&name, *op, ty) {
                out.push_str(&helper);
                continue;
            }
            let body = op.apply("o.v", "v");
            let (bits, cas) = match wide {
                false => (spelling.uint, spelling.cas32),
                true => (spelling.ulong, spelling.cas64),
            };
            let qualifier = spelling.pointer_qualifier;
            let cas = format!("{cas}(({qualifier}{bits} *)p, o.b, n.b)");
            let ptr = format!("{qualifier}{ty} *p");
            // Under max or min (only reductions use them) the device copy only moves one way:
            // when `*p`, even read stale, is already at or past `v`, so is the true value, and
            // no swap is needed. Most blocks of a max-reduction skip the contended atomic.
            // Under other operations a stale value could hide a change.
            let unchanged = match op {
                AtomicOp::Max | AtomicOp::Min => "        if (n.b == o.b) return o.v;\n",
                _ => "",
            };
            out.push_str(&format!(
                "{inline} {ty} {name}({ptr}, {ty} v) {{\n    union {{ {bits} b; {ty} v; }} o, n;\n    o.v = *p;\n    for (;;) {{\n        n.v = {body};\n{unchanged}        {bits} seen = {cas};\n        if (seen == o.b) return o.v;\n        o.b = seen;\n    }}\n}}\n"
            ));
        }
        Ok(out)
    }

    /// An atomic on an 8- or 16-bit value: compare-and-swap on the aligned 32-bit word
    /// that holds it (little-endian byte order, as on every device accc targets).
    fn sub_word_helper(&self, name: &str, op: AtomicOp, ty: &str, mask: &str) -> String {
        let AtomicSpelling {
            pointer_qualifier,
            uint,
            ulong,
            cas32,
            ..
        } = self.atomic_spelling();
        let inline = self.inline_qualifier();
        let ptr = format!("{pointer_qualifier}{ty} *p");
        let word = format!("{pointer_qualifier}{uint} *");
        let cas = format!("{cas32}(w, o, n)");
        let addr = format!("({ulong})p");
        let body = op.apply("ov", "v");
        format!(
            "{inline} {ty} {name}({ptr}, {ty} v) {{\n    {word}w = ({word})({addr} & ~3ul);\n    {uint} shift = ({uint})(({addr} & 3ul) * 8u);\n    {uint} mask = {mask} << shift;\n    {uint} o, n;\n    {ty} ov;\n    do {{\n        o = *w;\n        ov = ({ty})((o & mask) >> shift);\n        {ty} nv = ({ty})({body});\n        n = (o & ~mask) | ((({uint})nv << shift) & mask);\n    }} while ({cas} != o);\n    return ov;\n}}\n"
        )
    }

    // ---------------------------------------------------------------------------- math

    /// The device spelling of the C math function `base` (a math function, without
    /// `__builtin_`: `accc_ir::calls::Callee::Math`), `sqrtf` → `sqrt` in OpenCL, where
    /// math functions are overloaded.
    fn math_spelling(&self, base: &str) -> String;

    /// The suffix of the `float` math functions (CUDA's `sqrtf`; OpenCL's are
    /// overloaded).
    fn float_math_suffix(&self) -> &'static str;

    /// A constant of `<math.h>` spelt as a built-in call (`accc_sema::builtins::
    /// fp_constant`): a quiet NaN or +infinity, `float` or `double`.
    fn fp_constant(&self, nan: bool, float: bool) -> &'static str;

    /// The device function for a floating-point classification of `<math.h>`
    /// (`accc_sema::builtins::fp_classification`) of arguments of type `ty` (`float` or
    /// `double`): the device's own `isnan`, `isinf`, `isfinite` and `signbit` (CUDA and
    /// OpenCL C both have them, for both types), else one of the helpers of
    /// [`Target::classification_helpers`] (CUDA has no `isnormal`, `fpclassify`,
    /// `isgreater`…, OpenCL no `fpclassify`; and `isinf` of glibc's headers gives the sign).
    fn classification(&self, class: &str, ty: &str) -> String {
        match class {
            "isnan" | "isinf" | "isfinite" | "signbit" => class.to_string(),
            _ => format!("__accc_{class}_{ty}"),
        }
    }

    /// Definitions of the helpers of the classifications the device program makes
    /// (`needed`: `Needs::classifications`), each evaluating its argument once, as the
    /// `<math.h>` macros do.
    fn classification_helpers(&self, needed: &BTreeSet<(&'static str, Floating)>) -> String {
        let inline = format!("{} int", self.inline_qualifier());
        let mut out = String::new();
        for (floating, least_normal) in [
            (Floating::Float, "1.17549435e-38f"),
            (Floating::Double, "2.2250738585072014e-308"),
        ] {
            let ty = floating.c_type();
            let normal = format!("(x >= {least_normal} || x <= -{least_normal})");
            let one: [(&str, String); 3] = [
                ("isinf_sign", "isinf(x) ? (signbit(x) ? -1 : 1) : 0".into()),
                ("isnormal", format!("isfinite(x) && {normal}")),
                (
                    "fpclassify",
                    format!(
                        "isnan(x) ? nan : isinf(x) ? inf : x == 0 ? zero : {normal} ? normal : subnormal"
                    ),
                ),
            ];
            for (class, body) in one {
                if !needed.contains(&(class, floating)) {
                    continue;
                }
                let name = format!("__accc_{class}_{ty}");
                let params = if class == "fpclassify" {
                    format!("int nan, int inf, int normal, int subnormal, int zero, {ty} x")
                } else {
                    format!("{ty} x")
                };
                out.push_str(&format!("{inline} {name}({params}) {{ return {body}; }}\n"));
            }
            // IEEE comparisons are false when either side is a NaN, as these must be (and
            // GPUs raise no floating-point exceptions for the macros to avoid).
            for (class, body) in [
                ("isgreater", "x > y"),
                ("isgreaterequal", "x >= y"),
                ("isless", "x < y"),
                ("islessequal", "x <= y"),
                ("islessgreater", "x < y || x > y"),
                ("isunordered", "isnan(x) || isnan(y)"),
            ] {
                if needed.contains(&(class, floating)) {
                    let name = format!("__accc_{class}_{ty}");
                    out.push_str(&format!(
                        "{inline} {name}({ty} x, {ty} y) {{ return {body}; }}\n"
                    ));
                }
            }
        }
        out
    }

    // ------------------------------------------------------------------ reserved words

    /// Words of the device language that are ordinary names in C: keywords, type names.
    /// Members of structs so named are renamed too (other names cannot clash with a
    /// member).
    fn is_keyword(&self, name: &str) -> bool;

    /// The device language's built-in functions, variables and types that are not
    /// keywords (OpenCL's `min`, `barrier`, `get_global_id`…, which a routine may not
    /// redefine and a variable would hide from the code accc generates; CUDA's
    /// `threadIdx`…).
    fn is_builtin(&self, name: &str) -> bool;

    /// Typedef names the device language has already (glibc's headers define `ulong` and
    /// the like too), besides the standard ones (`Caps::builtin_typedef`).
    fn builtin_typedefs(&self) -> &'static [&'static str];

    /// Names of the device language that a user's function or variable would clash with:
    /// its keywords and types, and its built-ins. Such names are renamed in device code
    /// ([`Target::kernel_ident`]).
    fn is_reserved(&self, name: &str) -> bool {
        self.is_keyword(name) || self.is_builtin(name)
    }

    /// The kernel's name for a user identifier: itself, or renamed when it is a name of
    /// the device language.
    fn kernel_ident(&self, name: &str) -> String {
        if self.is_reserved(name) {
            format!("{name}{RENAMED_SUFFIX}")
        } else {
            name.to_string()
        }
    }

    /// The device name of a struct or union member: renamed only when it is a keyword.
    fn member_ident(&self, name: &str) -> String {
        if self.is_keyword(name) {
            format!("{name}{RENAMED_SUFFIX}")
        } else {
            name.to_string()
        }
    }

    /// `text` with each identifier of `names` (outside literals and comments) renamed as
    /// [`Target::kernel_ident`] renames it: user typedef names that are words of the device
    /// language (`float2`), whose uses in declarations and types are the user's text.
    fn rename_identifiers(&self, text: &str, names: &BTreeSet<String>) -> String {
        if names.is_empty() {
            return text.to_string();
        }
        map_code(text, |code| {
            map_words(code, |w| names.contains(w).then(|| self.kernel_ident(w)))
        })
    }

    /// `text` with each struct, union and enum tag that is a keyword of the device language
    /// (`struct class`, `struct kernel`) renamed as [`Target::member_ident`] renames such
    /// members. A tag always follows its keyword, wherever the device program names the type
    /// (definitions, declarations, casts, `sizeof`), so one pass over the whole program finds
    /// them all.
    fn rename_keyword_tags(&self, text: &str) -> String {
        map_code(text, |code| {
            let mut after_tag_keyword = false;
            let mut out = String::with_capacity(code.len());
            let mut rest = code;
            while let Some(start) = rest.find(|c: char| c.is_alphanumeric() || c == '_') {
                let (gap, from) = rest.split_at(start);
                if !gap.chars().all(char::is_whitespace) {
                    after_tag_keyword = false;
                }
                out.push_str(gap);
                let len = from
                    .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .unwrap_or(from.len());
                let word = &from[..len];
                if after_tag_keyword && self.is_keyword(word) {
                    out.push_str(&self.member_ident(word));
                } else {
                    out.push_str(word);
                }
                after_tag_keyword = matches!(word, "struct" | "union" | "enum");
                rest = &from[len..];
            }
            out.push_str(rest);
            out
        })
    }

    // ---------------------------------------------------------------- types and program

    /// A C type's spelling in the device language.
    fn type_text(&self, c: &str) -> String;

    /// The declaration of kernels (`__kernel void`).
    fn kernel_keyword(&self) -> &'static str;

    /// The qualifier of a device function (a routine's version).
    fn device_function_qualifier(&self) -> &'static str;

    /// The qualifiers of the helpers the program defines (`inline`).
    fn inline_qualifier(&self) -> &'static str;

    /// The first lines of the device program.
    fn program_prelude(&self) -> &'static str;

    /// What comes before the kernels, after the helpers.
    fn kernel_prelude(&self) -> &'static str;

    /// The first statement of every kernel.
    fn kernel_entry(&self) -> &'static str;

    /// The runtime routines that device code may call (OpenACC 3.3 §3.2.17:
    /// `acc_on_device` is true for this device's kind and for `acc_device_not_host`).
    fn device_api(&self) -> &'static str;

    /// What the complex helpers need before them in a program that names `_Complex`
    /// types.
    fn complex_prelude(&self) -> &'static str;

    /// The whole device program as its compiler must take it.
    fn finish_program(&self, program: &str) -> String;

    /// Where the runtime finds the device program `program`, which the host file holds as
    /// a string in its variable `source`: the host side of the kernel descriptors.
    fn runtime_program(&self, program: &str, source: &str) -> RuntimeProgram;
}

/// The scalar types both device languages have vectors of.
const VECTOR_BASES: &[&str] = &[
    "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
];

/// `name` is a vector type name: one of `bases` (or `more_bases`) followed by one of
/// `widths` (`float4`).
fn vector_type_name(name: &str, widths: &[&str], more_bases: &[&str]) -> bool {
    let digits = name.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let base = &name[..name.len() - digits.len()];
    widths.contains(&digits) && (VECTOR_BASES.contains(&base) || more_bases.contains(&base))
}
