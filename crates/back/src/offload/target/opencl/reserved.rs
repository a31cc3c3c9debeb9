//! The names OpenCL C reserves beyond C99's keywords: its qualifiers, its scalar, vector,
//! opaque and reserved type names, and its built-in functions.

use crate::offload::target::vector_type_name;

/// The words OpenCL C reserves beyond C99's keywords (OpenCL C 1.2 §6.1.9, and 2.0's and
/// 3.0's additions that PoCL's compiler knows): address-space, function and access
/// qualifiers with their unprefixed spellings, and the built-in scalar and opaque types
/// (vector and reserved type names: [`opencl_vector_type`], [`opencl_reserved_type`]).
pub(super) const OPENCL_KEYWORDS: &[&str] = &[
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
pub(super) fn opencl_reserved_type(name: &str) -> bool {
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

/// OpenCL C's vector types (`float4`, `int2`…).
pub(super) fn opencl_vector_type(name: &str) -> bool {
    vector_type_name(name, &["2", "3", "4", "8", "16"], &["half"])
}

/// The built-in functions of OpenCL C 1.2 (§6.12) but C's own math functions, which keep
/// their names (device code calls them as the built-ins). A routine of such a name would
/// redefine a built-in, and a variable would hide it from the code around.
pub(super) fn opencl_builtin(name: &str) -> bool {
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
