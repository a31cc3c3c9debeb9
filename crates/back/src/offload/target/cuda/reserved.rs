//! The names CUDA C++ reserves that are ordinary names in the user's C: C++'s keywords,
//! CUDA's built-in variables and device functions, and its vector types.

use crate::offload::target::vector_type_name;

/// CUDA's built-in variables and the device functions generated code calls.
pub(super) const CUDA_BUILTINS: &[&str] = &[
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
pub(super) const CXX_KEYWORDS: &[&str] = &[
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

/// CUDA's vector types (`float2`, `int4`, `dim3`…), which its headers define.
pub(super) fn cuda_vector_type(name: &str) -> bool {
    name == "dim3" || vector_type_name(name, &["1", "2", "3", "4"], &["longlong", "ulonglong"])
}
