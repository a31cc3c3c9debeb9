//! The kernel-shape analyses end to end from C text: parse, analyse, build the IR,
//! schedule, and ask `passes::gpu::shape` what shape the first region's loop nest takes
//! (which vector loops spread over a block's threads, which worker loops split their
//! vector loops over each worker's lanes, which nests run as 2-D cache tiles).

use std::collections::HashSet;

use accc_front::SourceMap;
use accc_ir::tile::CacheOptions;
use accc_ir::{Caps, ComputeRegion, Loop};
use accc_passes::gpu::shape::{gang_body_locals, tile_candidate, vector_loops, worker_split};
use accc_sema::analyze::Sema;

mod common;
use common::{CUDA, OPENCL};

/// What `ask` answers about the first loop of the first region of `src`, scheduled.
fn with_first_loop<R>(
    src: &str,
    ask: impl FnOnce(&ComputeRegion<'_>, &Loop<'_>, &Sema, &SourceMap) -> R,
) -> R {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let region = &module.regions[0];
    ask(region, &region.loops[0], &sema, &sm)
}

/// The lines of the `for` statements of `loops`.
fn lines(loops: &[&Loop<'_>], sm: &SourceMap) -> Vec<u32> {
    loops.iter().map(|l| sm.locate(l.stmt.span).line).collect()
}

/// The lines of the vector loops of the gang loop of `src` that spread over a block's
/// threads, for the target `caps`.
fn vector_lines(src: &str, caps: &Caps) -> Vec<u32> {
    with_first_loop(src, |region, gang, sema, sm| {
        let found = vector_loops(region, caps, gang, &gang.reductions, sema, &HashSet::new());
        lines(&found, sm)
    })
}

#[test]
fn vector_loops_of_a_gang_loop_spread_over_the_block() {
    let src = "void f(int n, float a[n][n], float b[n][n]) {
#pragma acc parallel loop gang copyin(a[0:n][0:n]) copyout(b[0:n][0:n])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      b[j][i] = 2 * a[j][i];
#pragma acc loop
    for (int i = 0; i < n; i++)
      b[j][i] += 1;
  }
}";
    // Any loop directive of a `parallel` construct but `seq`/`auto` partitions.
    assert_eq!(vector_lines(src, &CUDA), vec![5, 8]);
}

#[test]
fn vector_loops_follow_the_clauses_of_the_target() {
    let src = "void f(int n, float a[n][n], float b[n][n]) {
#pragma acc parallel loop gang copyin(a[0:n][0:n]) copyout(b[0:n][0:n])
  for (int j = 0; j < n; j++) {
#pragma acc loop device_type(nvidia) seq
    for (int i = 0; i < n; i++)
      b[j][i] = 2 * a[j][i];
  }
}";
    assert_eq!(vector_lines(src, &CUDA), Vec::<u32>::new());
    assert_eq!(vector_lines(src, &OPENCL), vec![5]);
}

#[test]
fn no_vector_loops_where_every_thread_would_repeat_an_atomic() {
    let src = "void f(int n, float a[n][n], float b[n][n], int *count) {
#pragma acc parallel loop gang copyin(a[0:n][0:n]) copyout(b[0:n][0:n]) copy(count[0:1])
  for (int j = 0; j < n; j++) {
#pragma acc atomic update
    count[0] += 1;
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      b[j][i] = 2 * a[j][i];
  }
}";
    assert_eq!(vector_lines(src, &CUDA), Vec::<u32>::new());
}

#[test]
fn no_vector_loops_under_a_reducing_gang_loop() {
    let src = "float f(int n, float a[n][n]) {
  float sum = 0;
#pragma acc parallel loop gang copyin(a[0:n][0:n]) reduction(+:sum)
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      a[j][i] = 2 * a[j][i];
    sum += a[j][0];
  }
  return sum;
}";
    assert_eq!(vector_lines(src, &CUDA), Vec::<u32>::new());
}

/// The lines of the vector loops that the worker loop of `src` (the gang loop's first
/// child) spreads over its workers' lanes; `None` when it keeps them in order.
fn worker_split_lines(src: &str) -> Option<Vec<u32>> {
    with_first_loop(src, |_, gang, sema, sm| {
        let worker = &gang.children[0];
        let locals = gang_body_locals(gang, sema);
        worker_split(worker, &CUDA, &locals, sema, &HashSet::new()).map(|v| lines(&v, sm))
    })
}

#[test]
fn a_worker_loop_splits_its_direct_vector_loops() {
    let src = "void f(int n, float a[n][n][n], float s[n][n]) {
#pragma acc parallel loop gang copyin(a[0:n][0:n][0:n]) copyout(s[0:n][0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop worker
    for (int j = 0; j < n; j++) {
      float t = 0;
#pragma acc loop vector reduction(+:t)
      for (int k = 0; k < n; k++)
        t += a[i][j][k];
      s[i][j] = t;
    }
  }
}";
    assert_eq!(worker_split_lines(src), Some(vec![8]));
}

#[test]
fn a_worker_loop_keeps_its_vector_loops_in_order_around_a_repeated_update() {
    // Each of the worker's lanes would add 1.
    let src = "void f(int n, float a[n][n][n], float s[n][n]) {
#pragma acc parallel loop gang copyin(a[0:n][0:n][0:n]) copy(s[0:n][0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop worker
    for (int j = 0; j < n; j++) {
      s[i][j] += 1;
#pragma acc loop vector
      for (int k = 0; k < n; k++)
        a[i][j][k] = 2 * a[i][j][k];
    }
  }
}";
    assert_eq!(worker_split_lines(src), None);
}

#[test]
fn a_worker_loop_keeps_its_vector_loops_in_order_around_a_computed_declaration() {
    // The declaration runs in every lane; only constant initialisers are allowed there.
    let src = "void f(int n, float a[n][n][n], float s[n][n]) {
#pragma acc parallel loop gang copyin(a[0:n][0:n][0:n]) copyout(s[0:n][0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop worker
    for (int j = 0; j < n; j++) {
      float t = a[i][j][0];
#pragma acc loop vector reduction(+:t)
      for (int k = 1; k < n; k++)
        t += a[i][j][k];
      s[i][j] = t;
    }
  }
}";
    assert_eq!(worker_split_lines(src), None);
}

/// The 2-D tile (threads along the vector loop, rows along the gang loop) of the kernel
/// of `src` on blocks of `block` threads.
fn tile_of(src: &str, block: u32) -> Option<(u32, u32)> {
    with_first_loop(src, |region, gang, sema, _| {
        let two_level = vector_loops(region, &CUDA, gang, &[], sema, &HashSet::new());
        let stmts = [gang.collapsed_body()];
        let opts = CacheOptions::default();
        tile_candidate(gang, &two_level, &stmts, block, false, &opts, sema)
    })
}

/// Jacobi's sweep with a `cache` directive (bench/cache/jacobi.c); `bound` is the vector
/// loop's upper bound.
fn jacobi(bound: &str) -> String {
    format!(
        "void f(int n, float in[n][n], float out[n][n]) {{
#pragma acc parallel loop gang copyin(in[0:n][0:n]) copyout(out[0:n][0:n])
  for (int j = 1; j < n - 1; j++) {{
#pragma acc loop vector
    for (int i = 1; i < {bound}; i++) {{
#pragma acc cache(in[j - 1:3][i - 1:3])
      out[j][i] = in[j - 1][i] + in[j + 1][i] + in[j][i - 1] + in[j][i + 1];
    }}
  }}
}}"
    )
}

#[test]
fn a_cached_stencil_runs_as_square_tiles() {
    assert_eq!(tile_of(&jacobi("n - 1"), 256), Some((16, 16)));
    assert_eq!(tile_of(&jacobi("n - 1"), 128), Some((16, 8)));
}

#[test]
fn no_tile_where_the_rows_differ_or_the_block_does_not_divide() {
    // The vector loop's bounds depend on the gang loop: each row has its own columns.
    assert_eq!(tile_of(&jacobi("j"), 256), None);
    // Rows of 16 threads need a block of a multiple of 16, at least 32.
    assert_eq!(tile_of(&jacobi("n - 1"), 200), None);
    assert_eq!(tile_of(&jacobi("n - 1"), 16), None);
}

#[test]
fn no_tile_without_a_cache_directive() {
    let src = "void f(int n, float in[n][n], float out[n][n]) {
#pragma acc parallel loop gang copyin(in[0:n][0:n]) copyout(out[0:n][0:n])
  for (int j = 1; j < n - 1; j++) {
#pragma acc loop vector
    for (int i = 1; i < n - 1; i++)
      out[j][i] = in[j - 1][i] + in[j + 1][i];
  }
}";
    assert_eq!(tile_of(src, 256), None);
}

/// GEMM's k-slice loop with `fcw` on the slices (bench/fcw/gemm.c): FETCH_ONLY reads the
/// same values however the iterations are grouped, so it runs as the `cache` directive's
/// square tiles (D §6.4.4); a channel's block is exactly the vector loop's iterations.
fn gemm_fcw(ty: &str) -> String {
    format!(
        "void f(int n, float a[n][n], float b[n][n], float c[n][n]) {{
#pragma acc parallel loop gang vector_length(256) copyin(a[0:n][0:n], b[0:n][0:n]) copy(c[0:n][0:n])
  for (int i = 0; i < n; i++) {{
#pragma acc loop vector
    for (int j = 0; j < n; j++) {{
      float sum = 0;
      for (int kk = 0; kk < n; kk += 16) {{
#pragma acc fcw {ty}(a[i:0:0][kk:0:15], b[kk:0:15][j:0:0])
        for (int k = kk; k < kk + 16; k++)
          sum += a[i][k] * b[k][j];
      }}
      c[i][j] = sum;
    }}
  }}
}}"
    )
}

#[test]
fn fetch_only_fcw_runs_as_square_tiles_and_channels_do_not() {
    assert_eq!(tile_of(&gemm_fcw("FETCH_ONLY"), 256), Some((16, 16)));
    assert_eq!(tile_of(&gemm_fcw("FETCH_CHANNEL"), 256), None);
}
