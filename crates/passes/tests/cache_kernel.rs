//! The cache directives of one kernel decided together (`passes::ext::cache::kernel`), end
//! to end from C text: a 1-D stencil whose region is its loop's whole body is read
//! through a register window, four iterations a thread, in uniform rounds of its loop;
//! a per-iteration declaration keeps it at one iteration a thread; a stencil of a gang
//! loop and its vector loop becomes a coarsened 2-D tile of the one region.

use std::collections::HashMap;

use accc_front::SourceMap;
use accc_ir::tile::{CacheOptions, KernelCache};
use accc_ir::Loop;
use accc_passes::ext::cache::kernel::{kernel_cache, Context, Facts, Planning};

mod common;
use common::CUDA;

/// The record of the kernel of the first loop of the first region of `src` (its vector
/// loops: the loops nested in it), on blocks of `block` threads, checked by `ir::verify`.
fn decide(src: &str, block: u32, per_iteration_declarations: bool) -> KernelCache {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let region = &module.regions[0];
    let l = &region.loops[0];
    let vector_loops: Vec<&Loop<'_>> = l.children.iter().collect();
    let stmts = [l.collapsed_body()];
    let opts = CacheOptions::default();
    let hosts = HashMap::new();
    let facts = Facts {
        planning: Planning {
            kernel_loop: Some(l),
            vector_loops: &vector_loops,
            stmts: &stmts,
            block,
            shared_taken: 0,
            constant_left: accc_passes::ext::cache::plan::CONSTANT_LIMIT,
            constant_hosts: &hosts,
            fcw_blocks: &region.fcw_blocks,
        },
        gang_arrays: false,
        per_iteration_declarations,
        fcw_tile: None,
    };
    let cx = Context {
        sema: &sema,
        sm: &sm,
        opts: &opts,
        caps: CUDA,
    };
    let cache = kernel_cache(&facts, &cx);
    assert_eq!(accc_ir::verify::kernel_cache(&cache), Vec::<String>::new());
    cache
}

const STENCIL_1D: &str = "void f(int n, float *in, float *out) {
#pragma acc parallel loop gang vector copyin(in[0:n]) copyout(out[0:n])
  for (int i = 1; i < n - 1; i++) {
#pragma acc cache(in[i - 1:3])
    out[i] = in[i - 1] + in[i] + in[i + 1];
  }
}";

#[test]
fn a_stencil_s_whole_body_is_read_through_a_register_window() {
    let cache = decide(STENCIL_1D, 128, false);
    assert_eq!(cache.regions.len(), 1);
    assert!(cache.regions[0].plan.window.is_some());
    assert_eq!(cache.per_thread, 4);
    assert!(cache.uniform_loop.is_some() && cache.tile.is_none());
    assert!(cache.errors.is_empty() && cache.warnings.is_empty());
}

#[test]
fn per_iteration_declarations_keep_one_iteration_a_thread() {
    let cache = decide(STENCIL_1D, 128, true);
    assert!(cache.regions[0].plan.window.is_none());
    assert_eq!(cache.per_thread, 1);
}

#[test]
fn a_stencil_of_gang_and_vector_loops_is_a_coarsened_tile() {
    let src = "#define N 1024
float a[N][N], b[N][N];
void f(void) {
#pragma acc parallel loop gang copyin(a) copyout(b)
  for (int j = 1; j < N - 1; j++) {
#pragma acc loop vector
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(a[j - 1:3][i - 1:3])
      b[j][i] = a[j - 1][i] + a[j + 1][i] + a[j][i - 1] + a[j][i + 1];
    }
  }
}";
    let cache = decide(src, 256, false);
    let coarse = cache.coarse.as_ref().expect("a coarsened tile");
    assert_eq!(coarse.region, cache.regions[0].plan.id);
    let (_, columns, rows) = cache.tile.as_ref().expect("a tile");
    assert_eq!(
        (*columns, *rows, coarse.rows_per_thread),
        (32, 64, accc_passes::ext::cache::kernel::ROWS_PER_THREAD)
    );
    assert_eq!(cache.uniform_vectors.len(), 1);
}
