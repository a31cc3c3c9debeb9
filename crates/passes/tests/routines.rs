//! The device program's routines decided from C text (`passes::routines`): the globals
//! each routine uses through its calls, the versions defined (every routine's all-global
//! one, then on OpenCL those the kernels and routines ask for, round by round), their
//! parameters by role, and the errors of recursion and variable-length array parameters.

use std::collections::BTreeSet;

use accc_front::SourceMap;
use accc_ir::calls::Version;
use accc_ir::routine::RoutineParam;
use accc_ir::spaces::Space;
use accc_ir::RoutineTarget;
use accc_passes::routines::{decide, globals, Decided};
use accc_sema::analyze::Sema;

mod common;

const OPENCL: RoutineTarget = RoutineTarget {
    address_spaces: true,
    recursion: false,
};
const CUDA: RoutineTarget = RoutineTarget {
    address_spaces: false,
    recursion: true,
};

/// What the pass decides for `src` on `device`, the kernels asking for `requested`.
fn decided(src: &str, device: RoutineTarget, requested: &[Version]) -> (Decided, Sema) {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    module.routine_globals = accc_passes::routines::globals(&module, &sema);
    let requested: BTreeSet<Version> = requested.iter().cloned().collect();
    (decide(&module, &sema, device, &requested), sema)
}

fn version(device: &str, spaces: &[Space]) -> Version {
    Version {
        device: device.to_string(),
        spaces: spaces.to_vec(),
    }
}

/// The versions defined, in order.
fn keys(d: &Decided) -> Vec<Version> {
    d.routines.versions.iter().map(|v| v.key.clone()).collect()
}

fn names(sema: &Sema, syms: &[usize]) -> Vec<String> {
    (syms.iter())
        .map(|&s| sema.symbols.get(s).name.clone())
        .collect()
}

const SUMS: &str = "
#pragma acc routine seq
float sum(const float *x, int n) { float s = 0; for (int i = 0; i < n; i++) s += x[i]; return s; }
#pragma acc routine seq
float twice(const float *x, int n) { return 2 * sum(x, n); }
void f(float *a, int n) {
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = twice(a, n);
}
";

#[test]
fn every_routine_has_its_global_version_and_cuda_no_other() {
    let (d, _) = decided(SUMS, CUDA, &[]);
    let global = [Space::Global];
    assert_eq!(
        keys(&d),
        [version("sum", &global), version("twice", &global)]
    );
    assert!(d.recursion.is_empty());
    assert!(d.version_errors.iter().all(Vec::is_empty));
    assert!(d.routines.versions.iter().all(|v| v.spaces.is_none()));
}

#[test]
fn a_requested_private_version_brings_the_versions_it_calls() {
    let private = [Space::Private];
    let (d, _) = decided(SUMS, OPENCL, &[version("twice", &private)]);
    let global = [Space::Global];
    assert_eq!(
        keys(&d),
        [
            version("sum", &global),
            version("twice", &global),
            version("twice", &private),
            version("sum", &private),
        ]
    );
    let twice = &d.routines.versions[2];
    assert_eq!(twice.calls, [version("sum", &private)]);
    assert!(matches!(
        twice.params[..],
        [
            RoutineParam::User {
                pointer: Some(Space::Private),
                ..
            },
            RoutineParam::User { pointer: None, .. }
        ]
    ));
}

#[test]
fn globals_reach_the_callers_and_scalars_are_read_through_their_pointer() {
    let src = "
float table[8];
int scale;
#pragma acc declare copyin(table, scale)
#pragma acc routine seq
float look(int i) { return table[i] * scale; }
#pragma acc routine seq
float outer(int i) { return look(i) + 1; }
";
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, "nvidia");
    let uses = globals(&module, &sema);
    assert_eq!(names(&sema, &uses["outer"]), ["table", "scale"]);
    assert_eq!(uses["look"], uses["outer"]);
    let (d, _) = decided(src, CUDA, &[]);
    let outer = &d.routines.versions[1];
    let through: Vec<bool> = (outer.params.iter())
        .filter_map(|p| match p {
            RoutineParam::Global {
                through_pointer, ..
            } => Some(*through_pointer),
            RoutineParam::User { .. } => None,
        })
        .collect();
    assert_eq!(through, [false, true]);
}

#[test]
fn opencl_reports_each_cycle_of_calls_once_at_the_call_closing_it() {
    let src = "
#pragma acc routine seq
int even(int n);
#pragma acc routine seq
int odd(int n) { return n == 0 ? 0 : even(n - 1); }
#pragma acc routine seq
int even(int n) { return n == 0 ? 1 : odd(n - 1); }
#pragma acc routine seq
int fact(int n) { return n < 2 ? 1 : n * fact(n - 1); }
";
    let (d, _) = decided(src, OPENCL, &[]);
    let messages: Vec<&str> = d.recursion.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "routine `odd` calls itself through `even`, but OpenCL C does not allow recursion",
            "routine `fact` calls itself, but OpenCL C does not allow recursion",
        ]
    );
    assert!(decided(src, CUDA, &[]).0.recursion.is_empty());
}

#[test]
fn a_variable_length_array_parameter_is_an_error_of_its_version() {
    let src = "
#pragma acc routine seq
double trace(int n, double m[n][n]) { double t = 0; for (int i = 0; i < n; i++) t += m[i][i]; return t; }
";
    let (d, _) = decided(src, CUDA, &[]);
    assert_eq!(d.version_errors.len(), 1);
    assert_eq!(
        d.version_errors[0][0].message,
        "parameter `m` of routine `trace` has a variable-length array type, which device code cannot take"
    );
}
