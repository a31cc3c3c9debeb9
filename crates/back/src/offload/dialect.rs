//! What differs between OpenCL C and CUDA C in the kernels accc prints: thread indices,
//! barriers, address spaces, parameter passing of device pointers, atomics, math names.

use std::collections::BTreeSet;

use accc_front::ast::BasicType;
use accc_sema::Type;

/// `text` (C, CUDA C or OpenCL C) with `f` applied to each stretch of code between string
/// and character literals and comments, which are kept as they are.
fn map_code(text: &str, mut f: impl FnMut(&str) -> String) -> String {
    let b = text.as_bytes();
    let find = |from: usize, what: &[u8]| {
        (from..b.len().saturating_sub(what.len() - 1)).find(|&i| b[i..].starts_with(what))
    };
    // Past a literal that opens with `q` at `start` (or at the end of its line).
    let literal_end = |start: usize, q: u8| {
        let mut i = start + 1;
        while i < b.len() {
            match b[i] {
                b'\\' => i += 2,
                c if c == q || c == b'\n' => return i + 1,
                _ => i += 1,
            }
        }
        b.len()
    };
    let mut out = String::with_capacity(text.len());
    let (mut i, mut code_start) = (0, 0);
    while i < b.len() {
        let end = match (b[i], b.get(i + 1)) {
            (q @ (b'"' | b'\''), _) => Some(literal_end(i, q)),
            (b'/', Some(b'/')) => Some(find(i, b"\n").unwrap_or(b.len())),
            (b'/', Some(b'*')) => Some(find(i + 2, b"*/").map_or(b.len(), |e| e + 2)),
            _ => None,
        };
        match end {
            Some(end) => {
                let end = end.min(b.len());
                out.push_str(&f(&text[code_start..i]));
                out.push_str(&text[i..end]);
                (i, code_start) = (end, end);
            }
            None => i += 1,
        }
    }
    out.push_str(&f(&text[code_start..]));
    out
}

/// `text` with every non-ASCII character outside literals and comments, which only
/// identifiers hold, written as `__accc_u<hex>_`: nvcc refuses such characters in the names
/// of device functions ("Universal character is not allowed in device entity name"). The
/// whole device program is renamed alike, and the host reaches it only through kernels of
/// ASCII names and arguments by position.
pub fn ascii_identifiers(text: &str) -> String {
    map_code(text, |code| {
        code.chars()
            .map(|c| match c.is_ascii() {
                true => c.to_string(),
                false => format!("__accc_u{:x}_", c as u32),
            })
            .collect()
    })
}

/// `text` with each identifier of `names` (outside literals and comments) renamed as
/// [`Dialect::kernel_ident`] renames it: user typedef names that are words of the device
/// language (`float2`), whose uses in declarations and types are the user's text.
pub fn rename_identifiers(
    d: Dialect,
    text: &str,
    names: &std::collections::BTreeSet<String>,
) -> String {
    if names.is_empty() {
        return text.to_string();
    }
    map_code(text, |code| {
        map_words(code, |w| names.contains(w).then(|| d.kernel_ident(w)))
    })
}

/// `text` with each struct, union and enum tag that is a keyword of the device language
/// (`struct class`, `struct kernel`) renamed as [`Dialect::member_ident`] renames such
/// members. A tag always follows its keyword, wherever the device program names the type
/// (definitions, declarations, casts, `sizeof`), so one pass over the whole program finds
/// them all.
pub fn rename_keyword_tags(d: Dialect, text: &str) -> String {
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
            if after_tag_keyword && d.is_keyword(word) {
                out.push_str(&d.member_ident(word));
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

/// `code` with each word (a run of letters, digits and `_`: an identifier, keyword or
/// number) for which `f` gives a replacement replaced.
fn map_words(code: &str, mut f: impl FnMut(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(code.len());
    let mut word = String::new();
    let mut flush = |word: &mut String, out: &mut String| {
        match f(word) {
            Some(r) => out.push_str(&r),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in code.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// `text` (OpenCL C) with C's `long long` written `long`: OpenCL's `long` is C's 64-bit
/// `long long`, and OpenCL reserves `long long` for 128 bits (PoCL's clang takes it so:
/// `unsigned long long x = ~0ull; x + 1` was not 0). Integer literals follow: `5LL` is
/// `5L`, `~0ull` is `~0ul` (`abs(i - 5LL)` was ambiguous).
pub fn opencl_integer_widths(text: &str) -> String {
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

/// CUDA's built-in variables and the device functions generated code calls.
const CUDA_BUILTINS: &[&str] = &[
    "threadIdx",
    "blockIdx",
    "blockDim",
    "gridDim",
    "warpSize",
    "atomicAdd",
    "atomicSub",
    "atomicExch",
    "atomicMin",
    "atomicMax",
    "atomicInc",
    "atomicDec",
    "atomicCAS",
    "atomicAnd",
    "atomicOr",
    "atomicXor",
    // Overloaded device functions of the CUDA headers: an enumeration constant so named
    // would clash with them.
    "min",
    "max",
];

/// The keywords of C++ (C++20, [lex.key]) and its alternative tokens ([lex.digraph]: `and`,
/// `or`, `not`…) that are not keywords of C17: ordinary names in the user's C, which the
/// CUDA program (C++) must rename. C23's new keywords are among them (`bool`, `alignas`,
/// `constexpr`…), as a C17 program may use them as names.
const CXX_KEYWORDS: &[&str] = &[
    // alternative tokens
    "and",
    "and_eq",
    "bitand",
    "bitor",
    "compl",
    "not",
    "not_eq",
    "or",
    "or_eq",
    "xor",
    "xor_eq",
    // keywords
    "alignas",
    "alignof",
    "asm",
    "bool",
    "catch",
    "char8_t",
    "char16_t",
    "char32_t",
    "class",
    "co_await",
    "co_return",
    "co_yield",
    "concept",
    "const_cast",
    "consteval",
    "constexpr",
    "constinit",
    "decltype",
    "delete",
    "dynamic_cast",
    "explicit",
    "export",
    "false",
    "friend",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "nullptr",
    "operator",
    "private",
    "protected",
    "public",
    "reinterpret_cast",
    "requires",
    "static_assert",
    "static_cast",
    "template",
    "this",
    "thread_local",
    "throw",
    "true",
    "try",
    "typeid",
    "typename",
    "using",
    "virtual",
    "wchar_t",
];

/// The words OpenCL C reserves beyond C99's keywords (OpenCL C 1.2 §6.1.9, and 2.0's and
/// 3.0's additions that PoCL's compiler knows): address-space, function and access
/// qualifiers with their unprefixed spellings, and the built-in scalar and opaque types
/// (vector and reserved type names: [`opencl_vector_type`], [`opencl_reserved_type`]).
const OPENCL_KEYWORDS: &[&str] = &[
    // address spaces
    "global",
    "local",
    "constant",
    "private",
    "generic",
    // function qualifiers
    "kernel",
    // access qualifiers, pipes
    "read_only",
    "write_only",
    "read_write",
    "pipe",
    "uniform",
    // scalar types (§6.1.1) and reserved ones (§6.1.4)
    "bool",
    "half",
    "uchar",
    "ushort",
    "uint",
    "ulong",
    "quad",
    "longlong",
    "ulonglong",
    "complex",
    "imaginary",
    "true",
    "false",
    // other built-in types (§6.1.3, 2.0)
    "image1d_t",
    "image1d_array_t",
    "image1d_buffer_t",
    "image2d_t",
    "image2d_array_t",
    "image2d_depth_t",
    "image2d_array_depth_t",
    "image2d_msaa_t",
    "image2d_array_msaa_t",
    "image2d_msaa_depth_t",
    "image2d_array_msaa_depth_t",
    "image3d_t",
    "sampler_t",
    "event_t",
    "queue_t",
    "ndrange_t",
    "clk_event_t",
    "reserve_id_t",
];

/// OpenCL C's reserved type names (§6.1.4): vectors of `bool` and `quad` (`bool2`,
/// `quad4`), matrices of `half`, `float` and `double` (`float4x4`), vectors of
/// `longlong`/`ulonglong`.
fn opencl_reserved_type(name: &str) -> bool {
    const WIDTHS: [&str; 5] = ["2", "3", "4", "8", "16"];
    let digits = name.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let base = &name[..name.len() - digits.len()];
    let vector =
        matches!(base, "bool" | "quad" | "longlong" | "ulonglong") && WIDTHS.contains(&digits);
    let matrix = matches!(base, "half" | "float" | "double")
        && digits
            .split_once('x')
            .is_some_and(|(n, m)| WIDTHS.contains(&n) && WIDTHS.contains(&m));
    vector || matrix
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

/// CUDA's vector types (`float2`, `int4`, `dim3`…), which its headers define.
fn cuda_vector_type(name: &str) -> bool {
    name == "dim3" || vector_type_name(name, &["1", "2", "3", "4"], &["longlong", "ulonglong"])
}

/// OpenCL C's vector types (`float4`, `int2`…).
fn opencl_vector_type(name: &str) -> bool {
    vector_type_name(name, &["2", "3", "4", "8", "16"], &["half"])
}

/// The built-in functions of OpenCL C 1.2 (§6.12) but C's own math functions, which keep
/// their names (device code calls them as the built-ins). A routine of such a name would
/// redefine a built-in, and a variable would hide it from the code around.
fn opencl_builtin(name: &str) -> bool {
    const NAMES: &[&str] = &[
        // work-item functions
        "get_work_dim",
        "get_global_size",
        "get_global_id",
        "get_local_size",
        "get_local_id",
        "get_num_groups",
        "get_group_id",
        "get_global_offset",
        // math functions OpenCL adds to C's
        "acospi",
        "asinpi",
        "atanpi",
        "atan2pi",
        "cospi",
        "sinpi",
        "tanpi",
        "exp10",
        "fract",
        "lgamma_r",
        "mad",
        "maxmag",
        "minmag",
        "pown",
        "powr",
        "rootn",
        "rsqrt",
        "sincos",
        // integer functions
        "abs_diff",
        "add_sat",
        "hadd",
        "rhadd",
        "clamp",
        "clz",
        "ctz",
        "mad_hi",
        "mad_sat",
        "max",
        "min",
        "mul_hi",
        "rotate",
        "sub_sat",
        "upsample",
        "popcount",
        "mad24",
        "mul24",
        // common and geometric functions
        "degrees",
        "mix",
        "radians",
        "step",
        "smoothstep",
        "sign",
        "cross",
        "dot",
        "distance",
        "length",
        "normalize",
        "fast_distance",
        "fast_length",
        "fast_normalize",
        // relational functions
        "isequal",
        "isnotequal",
        "isgreater",
        "isgreaterequal",
        "isless",
        "islessequal",
        "islessgreater",
        "isordered",
        "isunordered",
        "any",
        "all",
        "bitselect",
        "select",
        // synchronisation, memory fences, asynchronous copies
        "barrier",
        "mem_fence",
        "read_mem_fence",
        "write_mem_fence",
        "async_work_group_copy",
        "async_work_group_strided_copy",
        "wait_group_events",
        "prefetch",
        // atomics
        "atomic_add",
        "atomic_sub",
        "atomic_xchg",
        "atomic_inc",
        "atomic_dec",
        "atomic_cmpxchg",
        "atomic_min",
        "atomic_max",
        "atomic_and",
        "atomic_or",
        "atomic_xor",
        "atom_add",
        "atom_sub",
        "atom_xchg",
        "atom_inc",
        "atom_dec",
        "atom_cmpxchg",
        "atom_min",
        "atom_max",
        "atom_and",
        "atom_or",
        "atom_xor",
        // miscellaneous vector functions
        "vec_step",
        "shuffle",
        "shuffle2",
    ];
    const TYPES: &[&str] = &[
        "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
        "half",
    ];
    let scalar_or_vector = |t: &str| {
        let digits = t.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        TYPES.contains(&&t[..t.len() - digits.len()])
            && matches!(digits, "" | "2" | "3" | "4" | "8" | "16")
    };
    NAMES.contains(&name)
        // `native_sin`, `half_sqrt`
        || ["native_", "half_"].iter().any(|p| {
            name.strip_prefix(p)
                .is_some_and(accc_sema::builtins::is_math_function)
        })
        // `as_float4`, `convert_int_sat_rte`
        || name.strip_prefix("as_").is_some_and(scalar_or_vector)
        || name
            .strip_prefix("convert_")
            .and_then(|r| r.split('_').next())
            .is_some_and(scalar_or_vector)
        // `vload4`, `vstore_half8`, `vloada_half`
        || ["vload", "vstore"].iter().any(|p| {
            name.strip_prefix(p).is_some_and(|r| {
                let r = r.trim_start_matches("a_half").trim_start_matches("_half");
                let r = r.strip_suffix("_rte").or_else(|| r.strip_suffix("_rtz")).unwrap_or(r);
                matches!(r, "" | "2" | "3" | "4" | "8" | "16")
            })
        })
        || ["read_image", "write_image", "get_image_"]
            .iter()
            .any(|p| name.starts_with(p))
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// How the compare-and-swap helpers reach a value of some type: through the aligned
/// 32-bit word around it (with the mask of its bits), as one 32-bit word, or as one
/// 64-bit word.
enum AtomicWidth {
    SubWord(&'static str),
    Word,
    DoubleWord,
}

/// The width class of a device type's text, `None` for types without atomics (complex,
/// aggregates, pointers, `long double`).
fn atomic_width(ty: &str) -> Option<AtomicWidth> {
    match ty {
        "char" | "uchar" | "unsigned char" | "signed char" | "_Bool" | "bool" => {
            Some(AtomicWidth::SubWord("0xffu"))
        }
        "short" | "ushort" | "unsigned short" => Some(AtomicWidth::SubWord("0xffffu")),
        "int" | "uint" | "unsigned int" | "float" => Some(AtomicWidth::Word),
        "long" | "ulong" | "double" | "long long" | "unsigned long" | "unsigned long long"
        | "long int" => Some(AtomicWidth::DoubleWord),
        _ => None,
    }
}

/// What the device program appends to a user's name that the device language reserves.
pub const RENAMED_SUFFIX: &str = "__accc";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    OpenCl,
    Cuda,
}

/// The read-modify-write operations of atomics and reductions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AtomicOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    LogAnd,
    LogOr,
    Max,
    Min,
    /// Exchange: the new value is the operand.
    Swap,
    /// `x = e - x`, `x = e / x`, `x = e << x`, `x = e >> x`: the operand on the left of
    /// the old value (the operators that do not commute).
    SubFrom,
    DivInto,
    ShlBy,
    ShrBy,
}

impl AtomicOp {
    pub fn from_binary(op: accc_front::ast::BinaryOp) -> AtomicOp {
        use accc_front::ast::BinaryOp as B;
        match op {
            B::Add => AtomicOp::Add,
            B::Sub => AtomicOp::Sub,
            B::Mul => AtomicOp::Mul,
            B::Div => AtomicOp::Div,
            B::BitAnd => AtomicOp::And,
            B::BitOr => AtomicOp::Or,
            B::BitXor => AtomicOp::Xor,
            B::Shl => AtomicOp::Shl,
            B::Shr => AtomicOp::Shr,
            B::LogAnd => AtomicOp::LogAnd,
            B::LogOr => AtomicOp::LogOr,
            _ => AtomicOp::Swap,
        }
    }

    /// The update `x = e OP x` (the old value on the right).
    pub fn from_binary_reversed(op: accc_front::ast::BinaryOp) -> AtomicOp {
        use accc_front::ast::BinaryOp as B;
        match op {
            B::Sub => AtomicOp::SubFrom,
            B::Div => AtomicOp::DivInto,
            B::Shl => AtomicOp::ShlBy,
            B::Shr => AtomicOp::ShrBy,
            _ => AtomicOp::from_binary(op),
        }
    }

    pub fn from_reduction(op: accc_front::directive::ReductionOp) -> AtomicOp {
        use accc_front::directive::ReductionOp as R;
        match op {
            R::Add => AtomicOp::Add,
            R::Mul => AtomicOp::Mul,
            R::Max => AtomicOp::Max,
            R::Min => AtomicOp::Min,
            R::BitAnd => AtomicOp::And,
            R::BitOr => AtomicOp::Or,
            R::BitXor => AtomicOp::Xor,
            R::LogAnd => AtomicOp::LogAnd,
            R::LogOr => AtomicOp::LogOr,
        }
    }

    fn word(self) -> &'static str {
        match self {
            AtomicOp::Add => "add",
            AtomicOp::Sub => "sub",
            AtomicOp::Mul => "mul",
            AtomicOp::Div => "div",
            AtomicOp::And => "and",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::Shl => "shl",
            AtomicOp::Shr => "shr",
            AtomicOp::LogAnd => "land",
            AtomicOp::LogOr => "lor",
            AtomicOp::Max => "max",
            AtomicOp::Min => "min",
            AtomicOp::Swap => "swap",
            AtomicOp::SubFrom => "subfrom",
            AtomicOp::DivInto => "divinto",
            AtomicOp::ShlBy => "shlby",
            AtomicOp::ShrBy => "shrby",
        }
    }

    /// `old OP v` as C.
    pub fn apply(self, old: &str, v: &str) -> String {
        match self {
            AtomicOp::Add => format!("{old} + {v}"),
            AtomicOp::Sub => format!("{old} - {v}"),
            AtomicOp::Mul => format!("{old} * {v}"),
            AtomicOp::Div => format!("{old} / {v}"),
            AtomicOp::And => format!("{old} & {v}"),
            AtomicOp::Or => format!("{old} | {v}"),
            AtomicOp::Xor => format!("{old} ^ {v}"),
            AtomicOp::Shl => format!("{old} << {v}"),
            AtomicOp::Shr => format!("{old} >> {v}"),
            AtomicOp::LogAnd => format!("{old} && {v}"),
            AtomicOp::LogOr => format!("{old} || {v}"),
            AtomicOp::Max => format!("({old} > {v} ? {old} : {v})"),
            AtomicOp::Min => format!("({old} < {v} ? {old} : {v})"),
            AtomicOp::Swap => v.to_string(),
            AtomicOp::SubFrom => format!("{v} - {old}"),
            AtomicOp::DivInto => format!("{v} / {old}"),
            AtomicOp::ShlBy => format!("{v} << {old}"),
            AtomicOp::ShrBy => format!("{v} >> {old}"),
        }
    }

    /// The identity of a reduction with this operator, for a variable of type `t`, in
    /// device code.
    pub fn identity(self, t: &Type) -> String {
        // A complex identity is built from its parts: the device compilers take no
        // conversion of a real to a complex type (see `complex.rs`).
        if let Some(s) = complex_suffix(t) {
            let one = matches!(self, AtomicOp::Mul);
            return format!("__accc_cx_{s}({}, 0)", one as u8);
        }
        self.identity_with(t, "INFINITY")
    }

    /// [`AtomicOp::apply`] to values of type `t`: complex values (of `+` and `*`
    /// reductions) combine through the device program's helpers (`complex.rs`).
    pub fn apply_to(self, t: &Type, old: &str, v: &str) -> String {
        match (complex_suffix(t), self) {
            (Some(s), AtomicOp::Add) => format!("__accc_cadd_{s}({old}, {v})"),
            (Some(s), AtomicOp::Mul) => format!("__accc_cmul_{s}({old}, {v})"),
            _ => self.apply(old, v),
        }
    }

    /// The same in host C, where `INFINITY` needs `<math.h>`: GCC's built-in.
    pub fn host_identity(self, t: &Type) -> String {
        self.identity_with(t, "__builtin_inff()")
    }

    fn identity_with(self, t: &Type, infinity: &str) -> String {
        let float = t.is_floating();
        match self {
            AtomicOp::Add | AtomicOp::Or | AtomicOp::Xor | AtomicOp::LogOr => "0".into(),
            AtomicOp::Mul | AtomicOp::LogAnd => "1".into(),
            AtomicOp::And => "~0".into(),
            AtomicOp::Max if float => format!("-{infinity}"),
            AtomicOp::Min if float => infinity.to_string(),
            AtomicOp::Max => min_of(t).to_string(),
            AtomicOp::Min => max_of(t).to_string(),
            _ => "0".into(),
        }
    }
}

pub use accc_ir::kernel::WARP;

/// Which lane a warp shuffle reads (`Dialect::shuffle`).
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

impl Dialect {
    /// An atomic on an 8- or 16-bit value: compare-and-swap on the aligned 32-bit word
    /// that holds it (little-endian byte order, as on every device accc targets).
    fn sub_word_helper(self, name: &str, op: AtomicOp, ty: &str, mask: &str) -> String {
        let (inline, ptr, word, cas, addr) = match self {
            Dialect::OpenCl => (
                "inline",
                format!("volatile __global {ty} *p"),
                "volatile __global uint *",
                "atomic_cmpxchg(w, o, n)",
                "(ulong)p",
            ),
            Dialect::Cuda => (
                "static __device__ __forceinline__",
                format!("{ty} *p"),
                "unsigned int *",
                "atomicCAS(w, o, n)",
                "(unsigned long long)p",
            ),
        };
        let uint = if self == Dialect::OpenCl {
            "uint"
        } else {
            "unsigned int"
        };
        let body = op.apply("ov", "v");
        format!(
            "{inline} {ty} {name}({ptr}, {ty} v) {{\n    {word}w = ({word})({addr} & ~3ul);\n    {uint} shift = ({uint})(({addr} & 3ul) * 8u);\n    {uint} mask = {mask} << shift;\n    {uint} o, n;\n    {ty} ov;\n    do {{\n        o = *w;\n        ov = ({ty})((o & mask) >> shift);\n        {ty} nv = ({ty})({body});\n        n = (o & ~mask) | ((({uint})nv << shift) & mask);\n    }} while ({cas} != o);\n    return ov;\n}}\n"
        )
    }

    /// CUDA's max or min of a `float` or `double` by the integer atomics, without a
    /// compare-and-swap loop: the bits of a float whose sign bit is clear order as signed
    /// integers, and those of one whose sign bit is set order in reverse as unsigned
    /// integers, below every non-negative float. So a non-negative `v` goes in by the signed
    /// operation and a negative one by the opposite unsigned operation. When the result goes
    /// unused (a reduction's), ptxas issues a fire-and-forget reduction in L2 (`REDG`): the
    /// block need not wait for it before it ends. Negative NaNs lose to every number (the
    /// loop stored them).
    fn floating_extreme_helper(self, name: &str, op: AtomicOp, ty: &str) -> Option<String> {
        let (signed, unsigned, to_bits, from_bits) = match (self, ty) {
            (Dialect::Cuda, "float") => ("int", "unsigned int", "__float_as_int", "__int_as_float"),
            (Dialect::Cuda, "double") => (
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
}

fn basic(t: &Type) -> Option<BasicType> {
    match t.resolved() {
        Type::Basic(b) => Some(*b),
        Type::Enum { .. } => Some(BasicType::Int),
        _ => None,
    }
}

fn min_of(t: &Type) -> &'static str {
    use BasicType::*;
    match basic(t) {
        Some(UChar | UShort | UInt | ULong | ULongLong | Bool) => "0",
        Some(Char | SChar) => "(-128)",
        Some(Short) => "(-32767-1)",
        Some(Long | LongLong) => "(-9223372036854775807L-1)",
        _ => "(-2147483647-1)",
    }
}

fn max_of(t: &Type) -> &'static str {
    use BasicType::*;
    match basic(t) {
        Some(UChar) => "255",
        Some(UShort) => "65535",
        Some(UInt) => "4294967295U",
        Some(ULong | ULongLong) => "18446744073709551615UL",
        Some(Char | SChar) => "127",
        Some(Short) => "32767",
        Some(Long | LongLong) => "9223372036854775807L",
        _ => "2147483647",
    }
}

/// An atomic helper the program needs: (operation, value type spelled for the device).
pub type Helper = (AtomicOp, String);

impl Dialect {
    /// What the dialect calls a group of threads, for messages.
    /// The on-chip memory of a block, in messages.
    pub fn shared_memory_word(self) -> &'static str {
        match self {
            Dialect::OpenCl => "local memory",
            Dialect::Cuda => "shared memory",
        }
    }

    /// A thread of a block, in messages.
    pub fn thread_word(self) -> &'static str {
        match self {
            Dialect::OpenCl => "work-item",
            Dialect::Cuda => "thread",
        }
    }

    /// A thread's index in its block, in messages.
    pub fn lane_word(self) -> &'static str {
        match self {
            Dialect::OpenCl => "get_local_id(0)",
            Dialect::Cuda => "threadIdx.x",
        }
    }

    pub fn block_word(self) -> &'static str {
        match self {
            Dialect::OpenCl => "work-group",
            Dialect::Cuda => "block",
        }
    }

    /// What the analyses of `accc_passes` ask of this dialect (see [`accc_ir::Caps`]).
    pub fn caps(self) -> accc_ir::Caps {
        accc_ir::Caps {
            constant_memory: self == Dialect::Cuda,
            shared_memory_word: self.shared_memory_word(),
            block_word: self.block_word(),
            device_type: self.device_type(),
            name: match self {
                Dialect::Cuda => "cuda",
                Dialect::OpenCl => "opencl",
            },
            // `print::reduce::last_block_combines`.
            last_block_combines: self == Dialect::Cuda,
        }
    }

    pub fn global_id(self) -> &'static str {
        match self {
            Dialect::OpenCl => "(long)get_global_id(0)",
            Dialect::Cuda => "((long)blockIdx.x * blockDim.x + threadIdx.x)",
        }
    }

    pub fn global_size(self) -> &'static str {
        match self {
            Dialect::OpenCl => "(long)get_global_size(0)",
            Dialect::Cuda => "((long)gridDim.x * blockDim.x)",
        }
    }

    /// The `device_type` name that selects this dialect's clauses.
    pub fn device_type(self) -> &'static str {
        match self {
            Dialect::OpenCl => "opencl",
            Dialect::Cuda => "nvidia",
        }
    }

    /// The work-group (block) index and count, for loops spread over gangs only.
    pub fn group_id(self) -> &'static str {
        match self {
            Dialect::OpenCl => "(long)get_group_id(0)",
            Dialect::Cuda => "(long)blockIdx.x",
        }
    }

    pub fn num_groups(self) -> &'static str {
        match self {
            Dialect::OpenCl => "(long)get_num_groups(0)",
            Dialect::Cuda => "(long)gridDim.x",
        }
    }

    /// The work-item (thread) index in its group and the group's size, for vector loops.
    pub fn lane(self) -> &'static str {
        match self {
            Dialect::OpenCl => "(long)get_local_id(0)",
            Dialect::Cuda => "(long)threadIdx.x",
        }
    }

    pub fn lanes(self) -> &'static str {
        match self {
            Dialect::OpenCl => "(long)get_local_size(0)",
            Dialect::Cuda => "(long)blockDim.x",
        }
    }

    /// The rows of work-items in a group: always 1 (groups are one-dimensional), but
    /// opaque to the device compiler (see `print/iterations.rs`, `column_strips_open`).
    pub fn lane_rows(self) -> &'static str {
        match self {
            Dialect::OpenCl => "(long)get_local_size(1)",
            Dialect::Cuda => "(long)blockDim.y",
        }
    }

    /// A statement that asks for the line holding `address` (global memory) in the L1
    /// cache, or `None` on OpenCL: its `prefetch` names no cache level, and accc has not
    /// measured what any OpenCL device does with it (see `prefetch`).
    pub fn prefetch(self, address: &str) -> Option<String> {
        match self {
            Dialect::OpenCl => None,
            Dialect::Cuda => Some(format!(
                "asm volatile(\"prefetch.global.L1 [%0];\" :: \"l\"({address}));"
            )),
        }
    }

    /// `v` as another lane of the warp holds it, for a value of type `t` (`lane` says
    /// which, see [`Shuffle`]): CUDA shuffles 32- and 64-bit integers, `float` and `double`;
    /// narrower integers go through `int`. `None` for other types and on OpenCL, whose
    /// sub-group shuffles are an extension PoCL need not have. Every lane of the warp must
    /// take part.
    pub fn shuffle(self, how: Shuffle, t: &Type, v: &str, lane: &str) -> Option<String> {
        use BasicType::*;
        if self != Dialect::Cuda {
            return None;
        }
        let function = match how {
            Shuffle::Down => "__shfl_down_sync",
            Shuffle::Xor => "__shfl_xor_sync",
            Shuffle::From => "__shfl_sync",
        };
        let shuffle = |x: String| format!("{function}(0xffffffffu, {x}, {lane})");
        match basic(t)? {
            Int | UInt | Long | ULong | LongLong | ULongLong | Float | Double => {
                Some(shuffle(v.to_string()))
            }
            Bool | Char | SChar | UChar | Short | UShort => Some(format!(
                "({}){}",
                self.type_text(&t.spelling()),
                shuffle(format!("(int)({v})"))
            )),
            _ => None,
        }
    }

    pub fn local_id(self) -> &'static str {
        match self {
            Dialect::OpenCl => "(int)get_local_id(0)",
            Dialect::Cuda => "(int)threadIdx.x",
        }
    }

    pub fn barrier(self) -> &'static str {
        match self {
            Dialect::OpenCl => "barrier(CLK_LOCAL_MEM_FENCE)",
            Dialect::Cuda => "__syncthreads()",
        }
    }

    /// The `index`-th 4-wide vector (`vector` its type, `float4`…) from `base`, a pointer
    /// into shared (local) memory aligned to the vector.
    pub fn vector_load(self, vector: &str, base: &str, index: &str) -> String {
        match self {
            Dialect::OpenCl => format!("vload4({index}, {base})"),
            Dialect::Cuda => format!("((const {vector} *)({base}))[{index}]"),
        }
    }

    pub fn shared(self) -> &'static str {
        match self {
            Dialect::OpenCl => "__local",
            Dialect::Cuda => "__shared__",
        }
    }

    pub fn kernel_keyword(self) -> &'static str {
        match self {
            Dialect::OpenCl => "__kernel void",
            Dialect::Cuda => "extern \"C\" __global__ void",
        }
    }

    /// The address-space qualifier of pointers to device data.
    pub fn global(self) -> &'static str {
        match self {
            Dialect::OpenCl => "__global ",
            Dialect::Cuda => "",
        }
    }

    /// Names of the device language that a user's function or variable would clash with:
    /// its keywords and types ([`Self::is_keyword`]), and its built-in functions and
    /// variables (OpenCL's `min`, `barrier`, `get_global_id`…, which a routine may not
    /// redefine and a variable would hide from the code accc generates; CUDA's
    /// `threadIdx`…). Such names are renamed in device code ([`Self::kernel_ident`]).
    pub fn is_reserved(self, name: &str) -> bool {
        self.is_keyword(name)
            || match self {
                Dialect::OpenCl => opencl_builtin(name),
                Dialect::Cuda => CUDA_BUILTINS.contains(&name) || cuda_vector_type(name),
            }
    }

    /// Words of the device language that are ordinary names in C: keywords, type names.
    /// Members of structs so named are renamed too (other names cannot clash with a
    /// member).
    pub fn is_keyword(self, name: &str) -> bool {
        match self {
            Dialect::OpenCl => {
                OPENCL_KEYWORDS.contains(&name)
                    || opencl_vector_type(name)
                    || opencl_reserved_type(name)
            }
            // nvcc compiles the device program as C++.
            Dialect::Cuda => CXX_KEYWORDS.contains(&name),
        }
    }

    /// The kernel's name for a user identifier: itself, or renamed when it is a name of
    /// the device language.
    pub fn kernel_ident(self, name: &str) -> String {
        if self.is_reserved(name) {
            format!("{name}{RENAMED_SUFFIX}")
        } else {
            name.to_string()
        }
    }

    /// The device name of a struct or union member: renamed only when it is a keyword.
    pub fn member_ident(self, name: &str) -> String {
        if self.is_keyword(name) {
            format!("{name}{RENAMED_SUFFIX}")
        } else {
            name.to_string()
        }
    }

    /// A C type's spelling in this dialect (OpenCL has `long` for 64 bits and short names
    /// for unsigned types).
    pub fn type_text(self, c: &str) -> String {
        match self {
            Dialect::Cuda => c.replace("restrict", "__restrict__"),
            Dialect::OpenCl => {
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
        }
    }

    /// The device name of a C math function (`sqrtf` → `sqrt` in OpenCL, where math
    /// functions are overloaded), or `None` when `name` is not a math function.
    pub fn math_name(self, name: &str) -> Option<String> {
        if !accc_sema::builtins::is_math_function(name) {
            return None;
        }
        let base = name.strip_prefix("__builtin_").unwrap_or(name);
        Some(match self {
            Dialect::Cuda => base.to_string(),
            Dialect::OpenCl => {
                // OpenCL's `abs` returns the unsigned type: C's returns the signed one
                // (`abs(x) - 10` must be able to go below zero). The cast applies to the
                // call that follows the name.
                match base {
                    "abs" => return Some("(int)abs".into()),
                    "labs" | "llabs" => return Some("(long)abs".into()),
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
        })
    }

    /// The device function for a floating-point classification of `<math.h>`
    /// (`accc_sema::builtins::fp_classification`) of arguments of type `ty` (`float` or
    /// `double`): the device's own `isnan`, `isinf`, `isfinite` and `signbit` (CUDA and
    /// OpenCL C both have them, for both types), else one of the helpers of
    /// [`Dialect::classification_helpers`] (CUDA has no `isnormal`, `fpclassify`,
    /// `isgreater`…, OpenCL no `fpclassify`; and `isinf` of glibc's headers gives the sign).
    pub fn classification(self, class: &str, ty: &str) -> String {
        match class {
            "isnan" | "isinf" | "isfinite" | "signbit" => class.to_string(),
            _ => format!("__accc_{class}_{ty}"),
        }
    }

    /// A constant of `<math.h>` spelt as a built-in call (`accc_sema::builtins::
    /// fp_constant`): a quiet NaN or +infinity, `float` or `double`.
    pub fn fp_constant(self, nan: bool, float: bool) -> &'static str {
        match (self, nan, float) {
            (Dialect::Cuda, false, true) => "__int_as_float(0x7f800000)",
            (Dialect::Cuda, false, false) => "__longlong_as_double(0x7ff0000000000000LL)",
            (Dialect::Cuda, true, true) => "__int_as_float(0x7fc00000)",
            (Dialect::Cuda, true, false) => "__longlong_as_double(0x7ff8000000000000LL)",
            (Dialect::OpenCl, false, true) => "INFINITY",
            (Dialect::OpenCl, false, false) => "((double)INFINITY)",
            (Dialect::OpenCl, true, true) => "NAN",
            (Dialect::OpenCl, true, false) => "((double)NAN)",
        }
    }

    /// Definitions of the classification helpers that `text` (the device program) calls,
    /// each evaluating its argument once, as the `<math.h>` macros do.
    pub fn classification_helpers(self, text: &str) -> String {
        let inline = match self {
            Dialect::OpenCl => "inline int",
            Dialect::Cuda => "static __device__ __forceinline__ int",
        };
        let mut out = String::new();
        for (ty, least_normal) in [
            ("float", "1.17549435e-38f"),
            ("double", "2.2250738585072014e-308"),
        ] {
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
                let name = format!("__accc_{class}_{ty}");
                if !text.contains(&name) {
                    continue;
                }
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
                let name = format!("__accc_{class}_{ty}");
                if text.contains(&name) {
                    out.push_str(&format!(
                        "{inline} {name}({ty} x, {ty} y) {{ return {body}; }}\n"
                    ));
                }
            }
        }
        out
    }

    fn helper_name(op: AtomicOp, ty: &str) -> String {
        format!("__accc_atomic_{}_{}", op.word(), ty.replace(' ', "_"))
    }

    /// An expression that performs `*target OP= v` atomically and yields the old value;
    /// records the helper it needs.
    pub fn atomic_fetch(
        self,
        ty: &Type,
        op: AtomicOp,
        target: &str,
        v: &str,
        helpers: &mut BTreeSet<Helper>,
    ) -> String {
        // By the type a typedef names: `uint64_t` is `unsigned long`.
        let t = self.type_text(&ty.resolved().spelling());
        if let Some(native) = self.native_atomic(&t, op, target, v) {
            return native;
        }
        helpers.insert((op, t.clone()));
        format!("{}(&({target}), {v})", Self::helper_name(op, &t))
    }

    /// The device's own atomic instruction for `op` on `ty`, when it has one (no
    /// compare-and-swap loop: far less contention when many work-groups combine into one
    /// reduction variable).
    fn native_atomic(self, ty: &str, op: AtomicOp, target: &str, v: &str) -> Option<String> {
        let f = match (self, op, ty) {
            (
                Dialect::Cuda,
                AtomicOp::Add,
                "int" | "unsigned int" | "float" | "double" | "unsigned long long",
            ) => "atomicAdd",
            (
                Dialect::Cuda,
                AtomicOp::Max,
                "int" | "unsigned int" | "long long" | "unsigned long long",
            ) => "atomicMax",
            (
                Dialect::Cuda,
                AtomicOp::Min,
                "int" | "unsigned int" | "long long" | "unsigned long long",
            ) => "atomicMin",
            (Dialect::Cuda, AtomicOp::And, "int" | "unsigned int" | "unsigned long long") => {
                "atomicAnd"
            }
            (Dialect::Cuda, AtomicOp::Or, "int" | "unsigned int" | "unsigned long long") => {
                "atomicOr"
            }
            (Dialect::Cuda, AtomicOp::Xor, "int" | "unsigned int" | "unsigned long long") => {
                "atomicXor"
            }
            (
                Dialect::Cuda,
                AtomicOp::Swap,
                "int" | "unsigned int" | "float" | "unsigned long long",
            ) => "atomicExch",
            (Dialect::OpenCl, AtomicOp::Add, "int" | "uint") => "atomic_add",
            (Dialect::OpenCl, AtomicOp::Sub, "int" | "uint") => "atomic_sub",
            (Dialect::OpenCl, AtomicOp::Max, "int" | "uint") => "atomic_max",
            (Dialect::OpenCl, AtomicOp::Min, "int" | "uint") => "atomic_min",
            (Dialect::OpenCl, AtomicOp::And, "int" | "uint") => "atomic_and",
            (Dialect::OpenCl, AtomicOp::Or, "int" | "uint") => "atomic_or",
            (Dialect::OpenCl, AtomicOp::Xor, "int" | "uint") => "atomic_xor",
            (Dialect::OpenCl, AtomicOp::Swap, "int" | "uint" | "float") => "atomic_xchg",
            // 64-bit signed addition is the unsigned one in two's complement.
            (Dialect::Cuda, AtomicOp::Add | AtomicOp::Sub, "long" | "long int") => {
                let sign = if op == AtomicOp::Sub { "-" } else { "" };
                return Some(format!("(long)atomicAdd((unsigned long long *)&({target}), (unsigned long long)({sign}({v})))"));
            }
            (Dialect::Cuda, AtomicOp::Sub, "int" | "unsigned int") => {
                return Some(format!("atomicSub(&({target}), {v})"));
            }
            _ => return None,
        };
        Some(format!("{f}(&({target}), {v})"))
    }

    /// Why the device cannot update an object of type `ty` atomically, when it cannot
    /// (the helpers work on the bits of 8- to 64-bit integers and floats).
    pub fn atomic_type_unsupported(self, ty: &Type) -> Option<String> {
        let t = self.type_text(&ty.resolved().spelling());
        atomic_width(&t).is_none().then(|| {
            format!(
                "atomic operations on `{}` are not supported on this target",
                ty.spelling()
            )
        })
    }

    /// An atomic read: adding zero through the same compare-and-swap helper.
    pub fn atomic_load(self, ty: &Type, target: &str, helpers: &mut BTreeSet<Helper>) -> String {
        self.atomic_fetch(ty, AtomicOp::Add, target, "0", helpers)
    }

    /// An atomic write (an exchange whose old value is dropped).
    pub fn atomic_store(
        self,
        ty: &Type,
        target: &str,
        v: &str,
        helpers: &mut BTreeSet<Helper>,
    ) -> String {
        format!(
            "(void){}",
            self.atomic_fetch(ty, AtomicOp::Swap, target, v, helpers)
        )
    }

    /// What comes before the kernels: on CUDA, how a kernel waits for the one before it.
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
    pub fn kernel_prelude(self) -> &'static str {
        match self {
            Dialect::OpenCl => "",
            Dialect::Cuda => concat!(
                "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900\n",
                "__device__ int __accc_kernels_wait_for_previous_grid = 1;\n",
                "#define __ACCC_ENTER_GRID() asm volatile(\"griddepcontrol.wait;\\n\\tgriddepcontrol.launch_dependents;\" ::: \"memory\")\n",
                "#else\n",
                "#define __ACCC_ENTER_GRID()\n",
                "#endif\n",
            ),
        }
    }

    /// The first statement of every kernel (see [`Self::kernel_prelude`]).
    pub fn kernel_entry(self) -> &'static str {
        match self {
            Dialect::OpenCl => "",
            Dialect::Cuda => "    __ACCC_ENTER_GRID();\n",
        }
    }

    /// The runtime routines that device code may call (OpenACC 3.3 §3.2.17:
    /// `acc_on_device` is true for this device's kind and for `acc_device_not_host`).
    pub fn device_api(self) -> &'static str {
        match self {
            Dialect::OpenCl => "inline int acc_on_device(int t) { return t == 6 || t == 3; }\n",
            Dialect::Cuda => {
                "static __device__ int acc_on_device(int t) { return t == 4 || t == 3; }\n"
            }
        }
    }

    /// Definitions of the helpers: compare-and-swap loops on the value's bits (on the
    /// enclosing aligned 32-bit word for 8- and 16-bit values), each retry starting from
    /// the value the failed swap found.
    pub fn helper_definitions(self, helpers: &BTreeSet<Helper>) -> Result<String, String> {
        let mut out = String::new();
        for (op, ty) in helpers {
            let name = Self::helper_name(*op, ty);
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
            let (bits, cas) = match (self, wide) {
                (Dialect::OpenCl, false) => (
                    "uint",
                    "atomic_cmpxchg((volatile __global uint *)p, o.b, n.b)",
                ),
                (Dialect::OpenCl, true) => (
                    "ulong",
                    "atom_cmpxchg((volatile __global ulong *)p, o.b, n.b)",
                ),
                (Dialect::Cuda, false) => {
                    ("unsigned int", "atomicCAS((unsigned int *)p, o.b, n.b)")
                }
                (Dialect::Cuda, true) => (
                    "unsigned long long",
                    "atomicCAS((unsigned long long *)p, o.b, n.b)",
                ),
            };
            let (inline, ptr) = match self {
                Dialect::OpenCl => ("inline", format!("volatile __global {ty} *p")),
                Dialect::Cuda => ("static __device__ __forceinline__", format!("{ty} *p")),
            };
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caps_answer_as_the_dialect_did() {
        // (dialect, constant memory, shared-memory word, block word, device type): what
        // the cache planner and the kernel-shape analyses asked of `Dialect` before they
        // asked `Caps` (`tile_shape` matched the dialect to "opencl" and "nvidia" itself).
        let table = [
            (Dialect::Cuda, true, "shared memory", "block", "nvidia"),
            (
                Dialect::OpenCl,
                false,
                "local memory",
                "work-group",
                "opencl",
            ),
        ];
        for (d, constant, shared, block, device) in table {
            let caps = d.caps();
            assert_eq!(caps.constant_memory, constant, "{d:?}");
            assert_eq!(caps.constant_memory, d == Dialect::Cuda, "{d:?}");
            assert_eq!(caps.shared_memory_word, shared, "{d:?}");
            assert_eq!(caps.shared_memory_word, d.shared_memory_word(), "{d:?}");
            assert_eq!(caps.block_word, block, "{d:?}");
            assert_eq!(caps.block_word, d.block_word(), "{d:?}");
            assert_eq!(caps.device_type, device, "{d:?}");
            assert_eq!(caps.device_type, d.device_type(), "{d:?}");
            // The data operations' messages and `ACCRT_RESULT` (moved from data.rs, which
            // matched the dialect itself).
            assert_eq!(caps.name, format!("{d:?}").to_lowercase(), "{d:?}");
            assert_eq!(caps.last_block_combines, d == Dialect::Cuda, "{d:?}");
        }
    }

    #[test]
    fn vector_type_names_of_each_language() {
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

    #[test]
    fn cxx_keywords_and_opencl_words_are_keywords_and_tags_after_them_are_renamed() {
        let (cl, cuda) = (Dialect::OpenCl, Dialect::Cuda);
        for n in [
            "and", "or", "not", "xor_eq", "class", "this", "typename", "nullptr",
        ] {
            assert!(cuda.is_keyword(n), "{n}");
            assert!(!cl.is_keyword(n), "{n}");
        }
        for n in [
            "kernel",
            "global",
            "pipe",
            "quad",
            "bool2",
            "float4x4",
            "half16x2",
            "image2d_t",
        ] {
            assert!(cl.is_keyword(n), "{n}");
        }
        for n in ["float5x2", "quad5", "bool", "boolean", "orbit"] {
            assert_eq!(cl.is_keyword(n), n == "bool", "{n}");
        }
        assert_eq!(
            rename_keyword_tags(cuda, "struct class c; union  this *p; int class; /* struct new */ enum\n new e;"),
            "struct class__accc c; union  this__accc *p; int class; /* struct new */ enum\n new__accc e;"
        );
    }

    #[test]
    fn names_of_the_device_language_are_renamed_and_members_only_when_keywords() {
        let cl = Dialect::OpenCl;
        for n in [
            "min",
            "barrier",
            "get_global_id",
            "int2",
            "float4",
            "as_float",
            "kernel",
            "native_sqrt",
            "half_cos",
            "convert_int_sat",
            "vstore_half4",
            "as_uint2",
        ] {
            assert_eq!(cl.kernel_ident(n), format!("{n}__accc"), "{n}");
        }
        for n in [
            "sqrt",
            "fabs",
            "x",
            "int5",
            "as_",
            "minimum",
            "half_on_device",
            "as_is",
        ] {
            assert_eq!(cl.kernel_ident(n), n, "{n}");
        }
        assert_eq!(cl.member_ident("min"), "min");
        assert_eq!(cl.member_ident("local"), "local__accc");
        let cuda = Dialect::Cuda;
        assert_eq!(cuda.kernel_ident("threadIdx"), "threadIdx__accc");
        assert_eq!(cuda.kernel_ident("barrier"), "barrier");
        assert_eq!(cuda.member_ident("threadIdx"), "threadIdx");
    }

    #[test]
    fn device_identifiers_are_made_ascii_and_nothing_else_is() {
        let text = "__device__ int carré(int é) { return é; } // é\n/* é */ const char *s = \"é\\\"é\"; char c = 'é';\n";
        assert_eq!(
            ascii_identifiers(text),
            "__device__ int carr__accc_ue9_(int __accc_ue9_) { return __accc_ue9_; } // é\n/* é */ const char *s = \"é\\\"é\"; char c = 'é';\n"
        );
    }

    #[test]
    fn shuffles_move_words_and_widen_narrow_integers() {
        let float = Type::Basic(BasicType::Float);
        assert_eq!(
            Dialect::Cuda
                .shuffle(Shuffle::Down, &float, "x", "s")
                .as_deref(),
            Some("__shfl_down_sync(0xffffffffu, x, s)")
        );
        assert_eq!(
            Dialect::Cuda
                .shuffle(Shuffle::Xor, &float, "x", "s")
                .as_deref(),
            Some("__shfl_xor_sync(0xffffffffu, x, s)")
        );
        let short = Type::Basic(BasicType::Short);
        assert_eq!(
            Dialect::Cuda
                .shuffle(Shuffle::From, &short, "x", "0")
                .as_deref(),
            Some("(short)__shfl_sync(0xffffffffu, (int)(x), 0)")
        );
        // no shuffle of long double, and none on OpenCL: those blocks combine by a tree
        let long_double = Type::Basic(BasicType::LongDouble);
        assert_eq!(
            Dialect::Cuda.shuffle(Shuffle::Down, &long_double, "x", "s"),
            None
        );
        assert_eq!(
            Dialect::OpenCl.shuffle(Shuffle::Xor, &float, "x", "s"),
            None
        );
    }

    #[test]
    fn floating_max_and_min_use_the_integer_atomics_on_cuda_only() {
        let helpers = |d: Dialect, op: AtomicOp, ty: &str| {
            d.helper_definitions(&BTreeSet::from([(op, ty.to_string())]))
                .unwrap()
        };
        let max = helpers(Dialect::Cuda, AtomicOp::Max, "float");
        assert!(max.contains("atomicMax((int *)p, bits)"), "{max}");
        assert!(max.contains("atomicMin((unsigned int *)p"), "{max}");
        assert!(!max.contains("atomicCAS"), "{max}");
        let min = helpers(Dialect::Cuda, AtomicOp::Min, "double");
        assert!(min.contains("atomicMin((long long *)p, bits)"), "{min}");
        assert!(min.contains("atomicMax((unsigned long long *)p"), "{min}");
        // elsewhere the loop, which skips the swap when the extreme is already there
        let opencl = helpers(Dialect::OpenCl, AtomicOp::Max, "float");
        assert!(opencl.contains("if (n.b == o.b) return o.v;"), "{opencl}");
        let add = helpers(Dialect::OpenCl, AtomicOp::Add, "float");
        assert!(!add.contains("if (n.b == o.b)"), "{add}");
    }
}

/// The helpers' suffix of a complex type the devices compute with (`float _Complex`: `f`,
/// `double _Complex`: `d`), `None` for any other type.
pub fn complex_suffix(t: &Type) -> Option<&'static str> {
    match t.resolved() {
        Type::Basic(BasicType::ComplexFloat) => Some("f"),
        Type::Basic(BasicType::ComplexDouble) => Some("d"),
        _ => None,
    }
}
