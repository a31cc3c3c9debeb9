//! What the pass tests share: the target facts each GPU target answers (`Target::caps`
//! in back, which the pass crate cannot reach; `caps_answer_as_the_dialect_did` there
//! pins the same values).
#![allow(dead_code)] // each test file uses some of it

use accc_front::ast::BasicType;
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
    shuffled_types: &[
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
    ],
    packs_gangs: true,
    builtin_typedefs: &[],
    printf_format_literal: false,
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
    shuffled_types: &[],
    packs_gangs: false,
    builtin_typedefs: &["uchar", "ushort", "uint", "ulong"],
    printf_format_literal: true,
};

use std::collections::HashMap;

use accc_front::ast::{Stmt, TranslationUnit};
use accc_front::{parser, Diagnostic, SourceMap};
use accc_ir::spaces::CodeSpaces;
use accc_passes::lower::spaces::{self, PointerResults};
use accc_sema::analyze::Sema;

/// `src` parsed and analysed, asserting that neither step has errors.
pub fn analysed(sm: &SourceMap) -> (TranslationUnit, Sema) {
    let (tu, diags) = parser::parse_translation_unit(sm.text());
    assert!(diags.is_empty(), "parse errors: {diags:?}");
    let (sema, diags) = accc_sema::analyze::analyze(&tu, sm);
    assert!(!diags.iter().any(Diagnostic::is_error), "sema: {diags:?}");
    (tu, sema)
}

/// The module of `tu` for `device_type`, asserting that building it raised no error.
pub fn module<'a>(
    tu: &'a TranslationUnit,
    sema: &'a Sema,
    sm: &'a SourceMap,
    device_type: &'a str,
) -> accc_ir::Module<'a> {
    let (module, diags) = accc_ir::build(tu, sema, sm, device_type);
    assert!(!diags.iter().any(Diagnostic::is_error), "ir: {diags:?}");
    module
}

/// OpenCL's spaces for the code of `region` as a kernel's body, with no private copies,
/// renamed variables or member pointers, asserting that the pass raised no error.
pub fn region_spaces(module: &accc_ir::Module<'_>, sema: &Sema, region: &Stmt) -> CodeSpaces {
    let results = PointerResults::of(module, sema);
    let cx = spaces::Context {
        sema,
        facts: &spaces::Facts::default(),
        results: &results,
    };
    let (record, errors) = spaces::decide(region, HashMap::new(), None, &cx);
    assert!(errors.is_empty(), "{errors:?}");
    record
}

/// What the kernel decisions ask of a target of facts `caps` (CUDA's storage of pointers
/// and prefetches where `caps` are CUDA's), under the default cache options and without
/// renaming identifiers.
pub fn device(caps: &Caps) -> accc_passes::gpu::kernel::Device {
    let cuda = caps.name == CUDA.name;
    accc_passes::gpu::kernel::Device {
        caps: *caps,
        cache: accc_ir::tile::CacheOptions::default(),
        kernel_ident: Box::new(|name| name.to_string()),
        pointers_in_device_memory: cuda,
        prefetches: cuda,
        address_spaces: !cuda,
        recursion: cuda,
    }
}
