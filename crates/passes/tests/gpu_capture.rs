//! The capture pass end to end from C text: parse, analyse, build the IR, schedule, and
//! ask `passes::gpu::capture` how each variable the first region's loop uses reaches its
//! kernel, on a target whose kernels follow pointers in device memory (CUDA's) or not
//! (OpenCL 1.2's).

use std::collections::{HashMap, HashSet};

use accc_front::SourceMap;
use accc_ir::kernel::capture::{Capture, CaptureKind, Scope};
use accc_ir::spaces::Space;
use accc_passes::gpu::capture::{capture, Context, Uses};

mod common;

/// The capture record of the first loop of the first region of `src`, run as a kernel
/// of its own (its body, its loop variable, its private clauses).
fn capture_of(src: &str, pointers_in_device_memory: bool) -> Capture {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let region = &module.regions[0];
    let l = &region.loops[0];
    let (routines, routine_globals) = (HashSet::new(), HashMap::new());
    let kernel_ident = |name: &str| name.to_string();
    let cx = Context {
        region,
        sema: &sema,
        anchors: &HashMap::new(),
        routines: &routines,
        routine_globals: &routine_globals,
        pointers_in_device_memory,
        kernel_ident: &kernel_ident,
    };
    let loop_vars: Vec<_> = l.var().into_iter().collect();
    let uses = Uses {
        stmts: &[l.collapsed_body()],
        loop_vars: &loop_vars,
        gang_redundant: false,
        reductions: &l.reductions,
        private: &l.private,
        firstprivate: &l.firstprivate,
        gang_shared: &HashSet::new(),
    };
    capture(&cx, &uses)
}

/// How variable `name` reaches the kernel.
fn how<'c>(c: &'c Capture, name: &str) -> &'c CaptureKind {
    let v = c.variables.iter().find(|v| v.name == name);
    &v.unwrap_or_else(|| panic!("`{name}` is not captured: {c:?}"))
        .how
}

#[test]
fn arrays_come_as_device_pointers_const_where_only_read_and_scalars_as_values() {
    let c = capture_of(
        "void f(int n, float s, float *a, const float *b) {\n\
         #pragma acc parallel loop copyin(b[0:n]) copyout(a[0:n])\n\
         for (int i = 0; i < n; i++) a[i] = s * b[i];\n}\n",
        true,
    );
    assert!(c.errors.is_empty(), "{:?}", c.errors);
    assert_eq!(how(&c, "i"), &CaptureKind::LoopVariable);
    assert_eq!(how(&c, "s"), &CaptureKind::Value);
    let CaptureKind::DevicePointer {
        pointer: b,
        cache_constant: true,
    } = how(&c, "b")
    else {
        panic!("b: {:?}", how(&c, "b"));
    };
    assert!(b.read_only && b.pointee.is_const() && b.extents.is_empty());
    let CaptureKind::DevicePointer {
        pointer: a,
        cache_constant: false,
    } = how(&c, "a")
    else {
        panic!("a: {:?}", how(&c, "a"));
    };
    assert!(!a.read_only && !a.pointee.is_const());
    assert!(!c.per_iteration_declarations());
}

#[test]
fn a_loop_private_is_declared_per_iteration_in_private_memory() {
    let c = capture_of(
        "void f(int n, float *a) {\n\
         float t;\n\
         #pragma acc parallel loop private(t) copyout(a[0:n])\n\
         for (int i = 0; i < n; i++) { t = i; a[i] = t; }\n}\n",
        true,
    );
    let t = c.variables.iter().find(|v| v.name == "t").unwrap();
    assert_eq!(
        t.how,
        CaptureKind::Private {
            per: Scope::Iteration
        }
    );
    assert_eq!(t.space, Some(Space::Private));
    assert!(c.per_iteration_declarations());
}

#[test]
fn a_scalar_the_kernel_writes_goes_through_its_device_copy() {
    let c = capture_of(
        "void f(int n, float *a) {\n\
         float h = 0;\n\
         #pragma acc kernels copy(h) copyin(a[0:n])\n\
         for (int i = 0; i < n; i++) h = a[i];\n}\n",
        true,
    );
    assert_eq!(
        how(&c, "h"),
        &CaptureKind::ThroughPointer {
            param: "__accc_p_h".into()
        }
    );
}

#[test]
fn an_atomic_variable_is_refused_with_an_error() {
    let c = capture_of(
        "void f(int n, float *a) {\n\
         _Atomic int k = 0;\n\
         #pragma acc parallel loop copyout(a[0:n]) copyin(k)\n\
         for (int i = 0; i < n; i++) a[i] = k;\n}\n",
        true,
    );
    assert_eq!(how(&c, "k"), &CaptureKind::Refused);
    assert_eq!(c.errors.len(), 1);
    assert!(c.errors[0].message.contains("`_Atomic`"), "{:?}", c.errors);
}

#[test]
fn opencl_takes_a_firstprivate_pointer_it_only_tests_as_its_bits() {
    let src = "void f(int n, float *a, float *p) {\n\
         #pragma acc parallel copyout(a[0:n]) firstprivate(p)\n\
         {\n\
         #pragma acc loop\n\
         for (int i = 0; i < n; i++) a[i] = p ? 1.0f : 0.0f;\n\
         }\n}\n";
    let opencl = capture_of(src, false);
    assert_eq!(
        how(&opencl, "p"),
        &CaptureKind::PointerBits {
            param: "__accc_pv_p".into()
        }
    );
    assert_eq!(how(&capture_of(src, true), "p"), &CaptureKind::Value);
}

#[test]
fn a_member_pointer_gets_a_device_pointer_of_its_own() {
    let c = capture_of(
        "typedef struct { int n; float *data; } vec;\n\
         void f(vec *p) {\n\
         #pragma acc parallel loop copyin(p[0:1]) copy(p->data[0:p->n])\n\
         for (int i = 0; i < p->n; i++) p->data[i] += 1.0f;\n}\n",
        true,
    );
    let [m] = c.member_pointers.as_slice() else {
        panic!("member pointers: {:?}", c.member_pointers);
    };
    assert_eq!(m.path, "->data");
    assert_eq!(m.pointer.name, "__accc_m_p_data");
}
