//! The block of a loop kernel (`passes::gpu::block`), end to end from C text: a gang loop
//! whose vector loop shares a 2-D cache region takes 16 × 16 threads unless the source
//! sizes its vector length; a one-level kernel whose shared copies are the same for all of
//! a block's iterations takes 256; gangs of one warp are packed four to a block unless the
//! kernel reduces.

use std::collections::HashMap;

use accc_front::SourceMap;
use accc_ir::kernel::block::{BlockChoice, BlockReason, GANGS_PER_BLOCK};
use accc_ir::kernel::outline::LoopShape;
use accc_ir::kernel::WARP;
use accc_ir::tile::{CacheOptions, KernelCache};
use accc_ir::Loop;
use accc_passes::ext::cache::kernel::{Context, Planning};
use accc_passes::gpu::block::{kernel_block, packed_gangs, Facts, Packing};

mod common;
use common::CUDA;

/// The outlined shape of a gang × vector kernel (or a one-level one, without
/// `vector_loops`) on blocks of `block` threads.
fn shape(block: u32, vector_loops: Vec<u32>) -> LoopShape {
    LoopShape {
        block,
        vector: block,
        workers: 1,
        vector_loops,
        worker_loops: Vec::new(),
        strip_tiles: None,
        gang_grid: None,
        gang_shared: Vec::new(),
        warnings: Vec::new(),
    }
}

/// The block chosen for the kernel of the first loop of the first region of `src` (its
/// vector loops: the loops nested in it where `two_level`), outlined on blocks of
/// `block` threads; and whether its gangs are packed (the kernel reducing where
/// `reduces`).
fn decide(src: &str, block: u32, two_level: bool, reduces: bool) -> (BlockChoice, Option<u32>) {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let region = &module.regions[0];
    let l = &region.loops[0];
    let vector_loops: Vec<&Loop<'_>> = match two_level {
        true => l.children.iter().collect(),
        false => Vec::new(),
    };
    let outlined = shape(block, vector_loops.iter().map(|v| v.stmt.span.lo).collect());
    let stmts = [l.collapsed_body()];
    let opts = CacheOptions::default();
    let hosts = HashMap::new();
    let facts = Facts {
        kernel_loop: l,
        shape: &outlined,
        vector_loops: &vector_loops,
        region,
        one_level: Planning {
            kernel_loop: Some(l),
            vector_loops: &[],
            stmts: &stmts,
            block,
            shared_taken: 0,
            constant_left: accc_passes::ext::cache::plan::CONSTANT_LIMIT,
            constant_hosts: &hosts,
            fcw_blocks: &region.fcw_blocks,
        },
    };
    let cx = Context {
        sema: &sema,
        sm: &sm,
        opts: &opts,
        caps: CUDA,
    };
    let decided = kernel_block(&facts, &cx);
    assert!(decided.fcw_refused.is_none());
    let cache = KernelCache::default();
    let packing = Packing {
        shape: Some(&outlined),
        block: &decided.choice,
        cache: &cache,
        region,
        reductions: reduces,
        lane_reductions_share_memory: false,
        column_strips: false,
        calls_a_routine: false,
    };
    let packed = packed_gangs(&packing, &CUDA);
    (decided.choice, packed)
}

const JACOBI: &str = "#define N 1024
float a[N][N], b[N][N];
void f(void) {
#pragma acc parallel loop gang copyin(a) copyout(b) VECTOR_LENGTH
  for (int j = 1; j < N - 1; j++) {
#pragma acc loop vector
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(a[j - 1:3][i - 1:3])
      b[j][i] = a[j - 1][i] + a[j + 1][i] + a[j][i - 1] + a[j][i + 1];
    }
  }
}";

#[test]
fn a_2d_cache_region_takes_a_square_tile_unless_the_source_sizes_the_block() {
    let (choice, packed) = decide(&JACOBI.replace("VECTOR_LENGTH", ""), 128, true, false);
    assert_eq!(
        (choice.why, choice.block, choice.outlined),
        (BlockReason::SquareCacheTile, 256, 128)
    );
    assert_eq!(packed, None);
    let sized = JACOBI.replace("VECTOR_LENGTH", "vector_length(64)");
    let (choice, _) = decide(&sized, 64, true, false);
    assert_eq!(choice, BlockChoice::outlined(64));
}

#[test]
fn shared_copies_fixed_for_the_block_take_256_threads() {
    let src = "void f(int n, float *x, float *ax) {
#pragma acc parallel loop copyin(x[0:n]) copyout(ax[0:n])
  for (int i = 0; i < n; i++) {
    float s = 0.0f;
    for (int jj = 0; jj < n; jj += 256) {
#pragma acc cache(x[jj:256])
      for (int j = jj; j < jj + 256; j++)
        s += x[j] - x[i];
    }
    ax[i] = s;
  }
}";
    let (choice, packed) = decide(src, 128, false, false);
    assert_eq!(
        (choice.why, choice.block),
        (BlockReason::FixedSharedRanges, 256)
    );
    assert_eq!(packed, None, "a one-level kernel has no gangs to pack");
}

#[test]
fn gangs_of_one_warp_are_packed_unless_the_kernel_reduces() {
    let src = "void f(int n, int m, float *a, float *y) {
#pragma acc parallel loop gang vector_length(32) copyin(a[0:n*m]) copyout(y[0:n])
  for (int r = 0; r < n; r++) {
    float s = 0.0f;
#pragma acc loop vector reduction(+:s)
    for (int c = 0; c < m; c++)
      s += a[r * m + c];
    y[r] = s;
  }
}";
    let (choice, packed) = decide(src, WARP, true, false);
    assert_eq!(choice, BlockChoice::outlined(WARP));
    assert_eq!(packed, Some(GANGS_PER_BLOCK));
    assert_eq!(decide(src, WARP, true, true).1, None);
}
