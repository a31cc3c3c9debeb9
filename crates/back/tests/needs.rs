//! What the device program needs defined (`accc_ir::needs::Needs`), collected from the
//! records the kernels' and routines' code decided: C in, the complex helpers and the
//! OpenCL routine versions out.

use std::collections::BTreeSet;

use accc_back::host::CpuTarget;
use accc_back::offload::cache::CacheOptions;
use accc_back::offload::Dialect;
use accc_back::program::{self, Generated};
use accc_front::{parser, Diagnostic, SourceMap};
use accc_ir::calls::Version;
use accc_ir::complex::{Helper, Precision};
use accc_ir::needs::ComplexFunction;
use accc_ir::spaces::Space;

/// The host file and offload output of `src` built for `dialect`, asserting that no step
/// raised an error.
fn generated(src: &str, dialect: Dialect) -> Generated {
    let sm = SourceMap::new("needs.c", src.to_string());
    let (tu, diags) = parser::parse_translation_unit(sm.text());
    assert!(diags.is_empty(), "parse errors: {diags:?}");
    let (sema, diags) = accc_sema::analyze::analyze(&tu, &sm);
    assert!(!diags.iter().any(Diagnostic::is_error), "sema: {diags:?}");
    let device_type = dialect.target().device_type();
    let (mut module, diags) = accc_ir::build(&tu, &sema, &sm, device_type);
    assert!(!diags.iter().any(Diagnostic::is_error), "ir: {diags:?}");
    let device = dialect.device(&CacheOptions::default());
    let passed = accc_passes::pipeline::run(&mut module, &sema, &sm, Some(&device), &mut |_, _| {
        Vec::new()
    })
    .expect("the passes keep the IR's invariants");
    assert!(
        !passed.diagnostics.iter().any(Diagnostic::is_error),
        "passes: {:?}",
        passed.diagnostics
    );
    program::generate(
        &sema,
        &module,
        &sm,
        CpuTarget::Multicore,
        Some(dialect),
        &CacheOptions::default(),
        &passed.fcw,
    )
    .unwrap_or_else(|errors| panic!("generate: {errors:?}"))
}

/// A kernel computing with `double _Complex` and (converted) `float _Complex` values and
/// reducing a complex sum, and routines taking pointers, called with private arrays (from
/// the kernel and from a routine), with global ones, and with one of each.
const SOURCE: &str = r#"
#pragma acc routine seq
double first(const double *p) { return p[0]; }

#pragma acc routine seq
double twice(const double *p) { double q[1] = { first(p) }; return 2 * first(q); }

#pragma acc routine seq
double inner(const double *x, const double *y) { return x[0] * y[0] + x[1] * y[1]; }

#pragma acc routine seq
float _Complex turned(float _Complex v) { return -v; }

void f(int n, double *a, double _Complex *z, float _Complex *w, double _Complex *out) {
    double _Complex s = 0;
    #pragma acc parallel loop copyin(a[0:n], z[0:n], w[0:n]) reduction(+:s)
    for (int i = 0; i < n; i++) {
        double t[2] = { a[i], 1.0 };
        s += z[i] * turned(w[i]) + first(t) + twice(a + i) + inner(a + i, t);
    }
    *out = s;
}
"#;

/// The complex helpers `SOURCE` needs on either target.
fn complex_helpers() -> BTreeSet<(ComplexFunction, Precision)> {
    use ComplexFunction::*;
    BTreeSet::from([
        // `-v` in `turned`.
        (Operation(Helper::Neg), Precision::Float),
        // `turned(w[i])` converted to `double _Complex`.
        (FromOtherPrecision, Precision::Double),
        (Operation(Helper::Mul), Precision::Double),
        // `+ first(t)`, `+ twice(…)`, `+ inner(…)`: a real operand changes the real part only.
        (Operation(Helper::AddReal), Precision::Double),
        // `s += …`; the reduction's combination of two sums.
        (Operation(Helper::Add), Precision::Double),
        // The reduction's identity, and the parts its blocks' sums join the variable by.
        (FromParts, Precision::Double),
        (Operation(Helper::Real), Precision::Double),
        (Operation(Helper::Imag), Precision::Double),
    ])
}

#[test]
fn opencl_needs_the_complex_helpers_and_the_routine_versions_for_private_arrays() {
    let generated = generated(SOURCE, Dialect::OpenCl);
    let needs = &generated.offload.needs;
    assert_eq!(needs.complex_helpers, complex_helpers());
    // `first(t)` from the kernel and `first(q)` from `twice` go to `first`'s version for
    // a private array, `inner(a + i, t)` to `inner`'s for a global and a private one;
    // `twice(a + i)` and `first(p)` in `twice` to the all-global ones, which every routine
    // has.
    let version = |device: &str, spaces: &[Space]| Version {
        device: device.to_string(),
        spaces: spaces.to_vec(),
    };
    assert_eq!(
        needs.routine_versions,
        BTreeSet::from([
            version("first", &[Space::Private]),
            version("inner", &[Space::Global, Space::Private]),
        ])
    );
    let program = generated.offload.program.expect("a device program");
    assert!(program.contains("first__as_p("), "{program}");
    assert!(program.contains("inner__as_gp("), "{program}");
    assert!(program.contains("__accc_cmul_d("), "{program}");
}

#[test]
fn cuda_needs_the_same_complex_helpers_and_no_routine_versions() {
    let generated = generated(SOURCE, Dialect::Cuda);
    let needs = &generated.offload.needs;
    assert_eq!(needs.complex_helpers, complex_helpers());
    assert!(needs.routine_versions.is_empty(), "{needs:?}");
    assert!(needs.complex_types, "{needs:?}");
}

/// Complex values copied (no helper computes with them): through a struct's member, from a
/// routine, and as a kernel's own array.
#[test]
fn complex_values_copied_are_complex_types_without_helpers() {
    let cases = [
        r#"
typedef struct { double _Complex z; int k; } item;
void f(int n, item *a, int *b) {
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = a[i].k;
}
"#,
        r#"
#pragma acc routine seq
int size(void) { float _Complex t[2]; return (int)sizeof t; }
void f(int n, int *b) {
    #pragma acc parallel loop copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = size();
}
"#,
    ];
    for src in cases {
        let generated = generated(src, Dialect::Cuda);
        let needs = &generated.offload.needs;
        assert!(needs.complex_helpers.is_empty(), "{needs:?}");
        assert!(needs.complex_types, "{needs:?}");
        let program = generated.offload.program.expect("a device program");
        assert!(
            program.contains("typedef double _Complex _Complex_double;"),
            "{program}"
        );
    }
}

#[test]
fn code_without_complex_values_or_other_spaces_needs_nothing() {
    let src = r#"
#pragma acc routine seq
double first(const double *p) { return p[0]; }

void f(int n, double *a, double *b) {
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++)
        b[i] = first(a + i);
}
"#;
    for dialect in [Dialect::OpenCl, Dialect::Cuda] {
        let generated = generated(src, dialect);
        assert_eq!(generated.offload.needs, Default::default());
        let program = generated.offload.program.expect("a device program");
        assert!(!program.contains("__accc_cx_"), "{program}");
    }
}

/// A kernel and a routine classifying values (`isnan` is the devices' own; the others
/// are helpers), updating and reading values atomically and reducing a maximum.
const CLASSIFIED_AND_ATOMIC: &str = r#"
#pragma acc routine seq
int kind(float x) { return __builtin_fpclassify(0, 1, 4, 3, 2, x); }

void f(int n, double *a, float *b, long *c, int *d) {
    double m = 0;
    float v = 0;
    #pragma acc parallel loop copyin(a[0:n]) copy(b[0:1], c[0:1], d[0:1]) reduction(max:m)
    for (int i = 0; i < n; i++) {
        m = a[i] > m ? a[i] : m;
        if (__builtin_isnormal(a[i]) && !__builtin_isnan(a[i]) && __builtin_isgreater(b[1], 1.0f))
            d[0] = kind(b[1]);
        #pragma acc atomic update
        b[0] *= 2;
        #pragma acc atomic update
        c[0] += i;
        #pragma acc atomic update
        d[0] += i;
        #pragma acc atomic read
        v = b[0];
    }
    a[0] = m + v;
}
"#;

#[test]
fn classifications_are_needed_by_type_and_only_helpers_are_defined() {
    use accc_ir::calls::Floating;
    for dialect in [Dialect::OpenCl, Dialect::Cuda] {
        let generated = generated(CLASSIFIED_AND_ATOMIC, dialect);
        assert_eq!(
            generated.offload.needs.classifications,
            BTreeSet::from([
                ("fpclassify", Floating::Float),
                ("isgreater", Floating::Float),
                ("isnan", Floating::Double),
                ("isnormal", Floating::Double),
            ])
        );
        let program = generated.offload.program.expect("a device program");
        for helper in [
            "__accc_fpclassify_float(int nan",
            "__accc_isgreater_float(float x, float y)",
            "__accc_isnormal_double(double x)",
        ] {
            assert!(program.contains(helper), "{helper} in {program}");
        }
        assert!(!program.contains("__accc_isnan_"), "{program}");
        assert!(!program.contains("__accc_isnormal_float"), "{program}");
    }
}

#[test]
fn atomic_helpers_are_needed_where_the_device_has_no_instruction() {
    use accc_ir::atomic::AtomicOp;
    let helper = |op, ty: &str| (op, ty.to_string());
    // `b[0] *= 2` has no instruction anywhere, nor has the maximum of a `double` the
    // reduction joins its blocks' results by; OpenCL's atomics are 32-bit, so its
    // `long` addition and its `float` read (an addition of zero) are helpers too.
    let expected = [
        (
            Dialect::Cuda,
            BTreeSet::from([
                helper(AtomicOp::Mul, "float"),
                helper(AtomicOp::Max, "double"),
            ]),
        ),
        (
            Dialect::OpenCl,
            BTreeSet::from([
                helper(AtomicOp::Add, "float"),
                helper(AtomicOp::Add, "long"),
                helper(AtomicOp::Mul, "float"),
                helper(AtomicOp::Max, "double"),
            ]),
        ),
    ];
    for (dialect, helpers) in expected {
        let generated = generated(CLASSIFIED_AND_ATOMIC, dialect);
        assert_eq!(
            generated.offload.needs.atomic_helpers, helpers,
            "{dialect:?}"
        );
        let program = generated.offload.program.expect("a device program");
        for (op, ty) in &helpers {
            let name = format!("__accc_atomic_{}_{ty}(", format!("{op:?}").to_lowercase());
            assert!(program.contains(&name), "{name} in {program}");
        }
    }
}

/// Type names named by the device code: through the types of the variables it names (a
/// typedef, a struct by its tag, an enumeration), in a cast and `sizeof` (one in an
/// initialiser list), an enumeration
/// constant it names, a routine's parameter; but not those only a parallel loop's header
/// names (the host counts its iterations), nor those of host code. The collection itself
/// (`accc_passes::needs`) has its own cases in passes/tests/needs.rs; this checks that the
/// device program takes them.
const TYPED: &str = include_str!("../../passes/tests/common/typed_device_code.c");

#[test]
fn type_names_come_from_what_the_device_code_names() {
    use accc_front::ast::StructKind;
    use accc_ir::needs::RecordName;
    let generated = generated(TYPED, Dialect::Cuda);
    let types = &generated.offload.needs.types;
    let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(types.typedefs, names(&["point"]));
    assert_eq!(types.enums, names(&["colour"]));
    assert_eq!(types.constants, names(&["GREEN"]));
    let tag = |t: &str| (StructKind::Struct, RecordName::Tag(t.to_string()));
    assert!(types.records.contains(&tag("box")), "{types:?}");
    assert!(types.records.contains(&tag("cast_only")), "{types:?}");
    assert!(types.records.contains(&tag("in_list")), "{types:?}");
    let program = generated.offload.program.expect("a device program");
    assert!(
        program.contains("struct cast_only { int k; };"),
        "{program}"
    );
    assert!(!program.contains("weight"), "{program}");
    assert!(!program.contains("COUNT"), "{program}");
}
