//! What the device program defines for the user code it prints, from C text: the module
//! passes for a GPU target (`pipeline::run`, the IR checked after each), then the code the
//! outline puts in kernels (`needs::DeviceCode::of`), the type names it spells
//! (`needs::type_names`) and whether it names a complex type (`needs::names_complex_type`).

use std::collections::BTreeSet;

use accc_front::ast::StructKind;
use accc_front::SourceMap;
use accc_ir::kernel::outline::Unit;
use accc_ir::needs::{RecordName, TypeNames};
use accc_ir::Caps;
use accc_passes::needs::{self, DeviceCode};

mod common;
use common::{CUDA, OPENCL};

/// The type names of `src`'s device code for the target of `caps`, and whether it names a
/// complex type.
fn device_needs(src: &str, caps: &Caps) -> (TypeNames, bool) {
    let (types, complex, _) = device_needs_and_fused(src, caps);
    (types, complex)
}

/// [`device_needs`], and whether each loop kernel of the first region is a fused nest.
fn device_needs_and_fused(src: &str, caps: &Caps) -> (TypeNames, bool, Vec<bool>) {
    let sm = SourceMap::new("needs.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, caps.device_type);
    let mut after = |m: &accc_ir::Module<'_>, pass: &str| {
        let broken = accc_ir::verify::module(m, &sema);
        assert!(broken.is_empty(), "after {pass}: {broken:?}");
        Vec::new()
    };
    let device = common::device(caps);
    let passed = accc_passes::pipeline::run(&mut module, &sema, &sm, Some(&device), &mut after);
    assert!(passed.is_ok());
    let outline = module.regions[0].outline.as_ref().expect("outlined");
    let fused = (outline.units.iter())
        .filter_map(|u| match u {
            Unit::Loop { fused, .. } => Some(*fused),
            _ => None,
        })
        .collect();
    let code = DeviceCode::of(&module);
    (
        needs::type_names(&sema, caps, &code),
        needs::names_complex_type(&sema, &code),
        fused,
    )
}

fn names(v: &[&str]) -> BTreeSet<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn tag(t: &str) -> (StructKind, RecordName) {
    (StructKind::Struct, RecordName::Tag(t.to_string()))
}

/// Type names named by the device code: through the types of the variables it names (a
/// typedef, a struct by its tag, an enumeration), in a cast and `sizeof` (one in an
/// initialiser list), an enumeration constant it names, a routine's parameter; but not
/// those only a parallel loop's header names (the host counts its iterations), nor those
/// of host code.
const TYPED: &str = include_str!("common/typed_device_code.c");

#[test]
fn type_names_are_those_the_device_code_spells_in_first_use_order() {
    let (types, complex) = device_needs(TYPED, &CUDA);
    assert_eq!(types.typedefs, names(&["point"]));
    assert_eq!(types.enums, names(&["colour"]));
    assert_eq!(types.constants, names(&["GREEN"]));
    assert_eq!(
        types.records,
        vec![tag("in_list"), tag("box"), tag("cast_only")]
    );
    assert!(!complex);
}

/// A typedef name the device language has already (OpenCL's `uint`) is not the program's
/// to define; nor is a standard one (`size_t`) on either target.
const BUILTIN_TYPEDEFS: &str = r#"
typedef unsigned int uint;
typedef unsigned long size_t;
void f(int n, uint *a, size_t *b) {
    #pragma acc parallel loop copy(a[0:n], b[0:n])
    for (int i = 0; i < n; i++) { uint k = a[i]; b[i] = k; }
}
"#;

#[test]
fn typedef_names_the_device_language_has_are_left_out() {
    let (cuda, _) = device_needs(BUILTIN_TYPEDEFS, &CUDA);
    assert_eq!(cuda.typedefs, names(&["uint"]));
    let (opencl, _) = device_needs(BUILTIN_TYPEDEFS, &OPENCL);
    assert_eq!(opencl.typedefs, names(&[]));
}

/// A complex value held in a struct's member, named by the kernel's code only through the
/// struct; code without one names no complex type.
#[test]
fn complex_types_through_a_struct_member() {
    let held = r#"
typedef struct { double _Complex z; int k; } item;
void f(int n, item *a, int *b) {
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = a[i].k;
}
"#;
    let (types, complex) = device_needs(held, &OPENCL);
    assert_eq!(types.typedefs, names(&["item"]));
    assert!(complex);
    let (_, complex) = device_needs(BUILTIN_TYPEDEFS, &CUDA);
    assert!(!complex);
}

/// A reducing gang loop whose body is its vector loop runs as one fused nest: neither
/// header is printed, so the constants only they name are not the device's; where a
/// statement follows the vector loop the nest is not fused, and the vector loop's header
/// is printed.
#[test]
fn the_headers_of_a_fused_nest_are_left_out() {
    let nest = |after_inner: &str| {
        format!(
            r#"
enum {{ ROWS = 4, COLS = 8 }};
void f(float a[ROWS][COLS], float *out) {{
    float err = 0;
    #pragma acc parallel loop gang reduction(max:err) copyin(a[0:4][0:8]) copyout(out[0:4])
    for (int j = 0; j < ROWS; j++) {{
        #pragma acc loop vector reduction(max:err)
        for (int i = 0; i < COLS; i++) err = a[j][i] > err ? a[j][i] : err;
        {after_inner}
    }}
}}
"#
        )
    };
    let (fused, _, shapes) = device_needs_and_fused(&nest(""), &CUDA);
    assert_eq!(shapes, vec![true]);
    assert_eq!(fused.constants, names(&[]));
    let (unfused, _, shapes) = device_needs_and_fused(&nest("out[j] = err;"), &CUDA);
    assert_eq!(shapes, vec![false]);
    assert_eq!(unfused.constants, names(&["COLS"]));
}
