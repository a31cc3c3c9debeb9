//! The CPU back end's decision on loop headers, from C text: which loops OpenMP takes as
//! the user wrote them and which the `multicore` version normalises.

use accc_front::SourceMap;
use accc_ir::Loop;

mod common;

/// (line of the loop, whether its OpenMP header is normalised) for every loop.
fn normalised(src: &str) -> Vec<(u32, bool)> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "multicore");
    accc_passes::schedule(&mut module, &sema);
    accc_passes::cpu::openmp_headers(&mut module, &sema);
    let mut rows = Vec::new();
    let region_loops = module.regions.iter().flat_map(|r| r.loops.iter());
    for l in region_loops.chain(module.routine_loops.iter()) {
        l.walk(&mut |l: &Loop<'_>| rows.push((sm.locate(l.stmt.span).line, l.openmp_normalised)));
    }
    rows
}

#[test]
fn a_loop_from_zero_up_by_one_runs_as_written() {
    let src = "void f(int n, float *a) {\n\
               #pragma acc parallel loop\n\
               for (int i = 0; i < n; i++) a[i] = 0;\n\
               }\n";
    assert_eq!(normalised(src), vec![(3, false)]);
}

#[test]
fn a_not_equal_loop_and_an_overflowing_trip_count_are_normalised() {
    let src = "void f(unsigned n, float *a) {\n\
               #pragma acc parallel loop\n\
               for (unsigned u = 10; u != n; u--) a[u] = 0;\n\
               #pragma acc parallel loop\n\
               for (int i = -2000000000; i < 2000000000; i++) a[0] += 1;\n\
               #pragma acc parallel loop\n\
               for (long long k = -2000000000; k < 2000000000; k++) a[0] += 1;\n\
               }\n";
    assert_eq!(normalised(src), vec![(3, true), (5, true), (7, false)]);
}

#[test]
fn each_loop_of_a_collapsed_nest_and_of_a_routine_is_decided() {
    let src = "#pragma acc routine gang\n\
               void g(int n, float *a) {\n\
               #pragma acc loop gang\n\
               for (int i = n; i > -5; i -= 2) a[i] = 0;\n\
               }\n\
               void f(int n, int m, float *a) {\n\
               #pragma acc parallel loop collapse(2)\n\
               for (int i = 0; i < n; i++)\n\
               for (short j = 0; j < m; j += 3) a[i * m + j] = 0;\n\
               }\n";
    assert_eq!(normalised(src), vec![(8, false), (9, true), (4, true)]);
}

/// (line of each outermost loop, its `collapse`, how many loops OpenMP collapses, the
/// names it privatises).
fn openmp_collapse(src: &str) -> Vec<(u32, usize, usize, Vec<String>)> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "multicore");
    accc_passes::schedule(&mut module, &sema);
    accc_passes::cpu::openmp_headers(&mut module, &sema);
    let loops = module.regions.iter().flat_map(|r| r.loops.iter());
    loops
        .map(|l| {
            let private = l.private.iter();
            let names = private.map(|&s| sema.symbols.get(s).name.clone());
            let line = sm.locate(l.stmt.span).line;
            (line, l.collapse, l.openmp_collapse, names.collect())
        })
        .collect()
}

#[test]
fn openmp_collapses_only_the_rectangular_part_of_a_nest() {
    let src = "void f(int n, float *a) {\n\
               int j, k;\n\
               #pragma acc parallel loop collapse(2)\n\
               for (int i = 0; i < n; i++)\n\
               for (int m = 0; m < n; m++) a[i * n + m] = 0;\n\
               #pragma acc parallel loop collapse(2)\n\
               for (int i = 0; i < n; i++)\n\
               for (j = 0; j < i; j++) a[i * n + j] = 0;\n\
               #pragma acc parallel loop collapse(2)\n\
               for (int i = 0; i < n; i++)\n\
               for (int m = 0; m < n; m += i + 1) a[i * n + m] = 0;\n\
               #pragma acc parallel loop collapse(3)\n\
               for (int i = 0; i < n; i++)\n\
               for (j = 0; j < n; j++)\n\
               for (k = j; k < n; k++) a[i * n + k] = 0;\n\
               }\n";
    let none = Vec::<String>::new;
    assert_eq!(
        openmp_collapse(src),
        vec![
            (4, 2, 2, none()),
            (7, 2, 1, vec!["j".to_string()]),
            (10, 2, 1, none()),
            (13, 3, 2, vec!["k".to_string()]),
        ]
    );
}
