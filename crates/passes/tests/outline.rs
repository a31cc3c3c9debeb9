//! Outlining from C text: the module passes for a GPU target (`pipeline::run`, the IR
//! checked after each), then which kernels each region became, in launch order, the
//! block they start from and each loop kernel's shape (`ComputeRegion::outline`).

use accc_front::{SourceMap, Span};
use accc_ir::kernel::outline::{LoopShape, Unit};
use accc_ir::kernel::VectorLengthRefusal;
use accc_ir::Caps;

mod common;
use common::{CUDA, OPENCL};

/// Per region: its block, and each kernel as text naming lines (`loop 3`, `fused loop 3`,
/// `serial 4 5`, `gang loops 3 6, reductions s`).
fn outlines(src: &str, caps: &Caps) -> Vec<(u32, Vec<String>)> {
    outlined(src, caps, |_, _| ())
        .into_iter()
        .map(|(block, units, _)| (block, units))
        .collect()
}

/// The shape of the first region's first kernel, a loop kernel, of `src` for CUDA, with
/// loops as the lines of their statements: (block, vector lanes, workers, vector loops,
/// worker loops with their vector loops, strip tiles, dimensions of the grid of gangs,
/// warnings).
type Shape = (
    u32,
    u32,
    u32,
    Vec<u32>,
    Vec<(u32, Vec<u32>)>,
    Option<(u32, u32)>,
    Option<usize>,
    usize,
);

fn first_shape(src: &str) -> Shape {
    let mut shapes = outlined(src, &CUDA, |shape, line| {
        let lines = |at: &[u32]| at.iter().map(|&lo| line(lo)).collect::<Vec<u32>>();
        (
            shape.block,
            shape.vector,
            shape.workers,
            lines(&shape.vector_loops),
            (shape.worker_loops.iter())
                .map(|(w, inner)| (line(*w), lines(inner)))
                .collect(),
            shape.strip_tiles,
            shape.gang_grid.as_ref().map(|g| g.inner.len() + 1),
            shape.warnings.len(),
        )
    });
    shapes.remove(0).2.remove(0)
}

/// Per region: its block, its kernels as [`outlines`] says, and `shape` of each loop
/// kernel's shape (`line` gives the line of a loop).
fn outlined<S>(
    src: &str,
    caps: &Caps,
    shape: impl Fn(&LoopShape, &dyn Fn(u32) -> u32) -> S,
) -> Vec<(u32, Vec<String>, Vec<S>)> {
    let sm = SourceMap::new("test.c", src.to_string());
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
    let line = |lo: u32| sm.locate(Span { lo, hi: lo }).line;
    let lines = |at: &[u32]| {
        (at.iter().map(|&lo| line(lo).to_string()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut out = Vec::new();
    for r in &module.regions {
        let outline = r.outline.as_ref().expect("outlined");
        let units = outline.units.iter().map(|u| match u {
            Unit::Loop {
                stmt, fused: false, ..
            } => format!("loop {}", line(*stmt)),
            Unit::Loop {
                stmt, fused: true, ..
            } => format!("fused loop {}", line(*stmt)),
            Unit::Serial { stmts } => {
                let starts: Vec<u32> = stmts.iter().map(|s| s.lo).collect();
                format!("serial {}", lines(&starts))
            }
            Unit::Gang {
                gang_loops,
                reductions,
                ..
            } => {
                let names: Vec<&str> = reductions.iter().map(|r| r.name.as_str()).collect();
                format!(
                    "gang loops {}, reductions {}",
                    lines(gang_loops),
                    names.join(" ")
                )
            }
        });
        let shapes = outline.units.iter().filter_map(|u| match u {
            Unit::Loop { shape: s, .. } => Some(shape(s, &line)),
            _ => None,
        });
        out.push((outline.block, units.collect(), shapes.collect()));
    }
    out
}

#[test]
fn a_kernels_region_becomes_its_parallel_loops_and_the_statements_between() {
    let src = "void f(int n, float *a, float *b) {
#pragma acc kernels copy(a[0:n], b[0:n])
  {
    for (int i = 0; i < n; i++) a[i] = 1;
    b[0] = 2;
    b[1] = 3;
    for (int i = 0; i < n; i++) a[i] = 2 * a[i];
  }
}";
    for caps in [&CUDA, &OPENCL] {
        assert_eq!(
            outlines(src, caps),
            vec![(
                128,
                vec!["loop 4".into(), "serial 5 6".into(), "loop 7".into()]
            )]
        );
    }
}

#[test]
fn a_gang_redundant_region_is_one_kernel_of_one_thread_per_gang() {
    let src = "void f(int n, float *a) {
  float s = 0;
#pragma acc parallel copy(a[0:n]) reduction(+:s) vector_length(64)
  {
    s += 1;
#pragma acc loop gang
    for (int i = 0; i < n; i++) a[i] = i;
  }
}";
    assert_eq!(
        outlines(src, &CUDA),
        vec![(1, vec!["gang loops 7, reductions s".into()])]
    );
}

#[test]
fn a_reducing_gang_vector_nest_is_fused_and_a_serial_construct_is_one_thread() {
    let src = "void f(int n, float a[n][n], float *out) {
  float err = 0;
#pragma acc parallel loop gang reduction(max:err) copyin(a[0:n][0:n])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector reduction(max:err)
    for (int i = 0; i < n; i++) err = a[j][i] > err ? a[j][i] : err;
  }
#pragma acc serial copyout(out[0:1])
  out[0] = err;
}";
    assert_eq!(
        outlines(src, &CUDA),
        vec![
            (128, vec!["fused loop 4".into()]),
            (128, vec!["serial 9".into()])
        ]
    );
}

#[test]
fn a_vector_length_a_block_cannot_have_is_refused_and_recorded() {
    let src = "void f(int n, float *a) {
#pragma acc parallel loop vector_length(2048) copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 1;
}";
    assert_eq!(outlines(src, &OPENCL), vec![(1024, vec!["loop 3".into()])]);
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    accc_passes::gpu::outline::outline(&mut module, &sema, &sm, &CUDA);
    let refused = (module.regions[0].outline.as_ref())
        .and_then(|o| o.refused_vector_length)
        .expect("refused");
    assert_eq!(refused.why, VectorLengthRefusal::MoreThanMaxBlock(2048));
    assert_eq!(sm.snippet(refused.length), "2048");
    assert!(refused.warned);
}

#[test]
fn a_gang_loop_spreads_its_vector_loops_over_the_block() {
    let src = "void f(int n, float a[n][n]) {
#pragma acc parallel loop gang vector_length(64) copy(a[0:n][0:n])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) a[j][i] = 1;
  }
}";
    assert_eq!(
        first_shape(src),
        (64, 64, 4, vec![5], vec![], None, None, 0)
    );
}

#[test]
fn worker_loops_split_their_vector_loops_over_each_worker_s_lanes() {
    let src = "void f(int n, float a[n][n][n]) {
#pragma acc parallel loop gang num_workers(8) copy(a[0:n][0:n][0:n])
  for (int k = 0; k < n; k++) {
#pragma acc loop worker
    for (int j = 0; j < n; j++) {
#pragma acc loop vector
      for (int i = 0; i < n; i++) a[k][j][i] = 1;
    }
  }
}";
    assert_eq!(
        first_shape(src),
        (256, 32, 8, vec![5], vec![(5, vec![7])], None, None, 0)
    );
}

#[test]
fn too_many_workers_are_cut_and_warned_about() {
    let src = "void f(int n, float a[n][n][n]) {
#pragma acc parallel loop gang num_workers(64) vector_length(32) copy(a[0:n][0:n][0:n])
  for (int k = 0; k < n; k++) {
#pragma acc loop worker
    for (int j = 0; j < n; j++) {
#pragma acc loop vector
      for (int i = 0; i < n; i++) a[k][j][i] = 1;
    }
  }
}";
    assert_eq!(
        first_shape(src),
        (1024, 32, 32, vec![5], vec![(5, vec![7])], None, None, 1)
    );
}

#[test]
fn a_tile_clause_becomes_strip_tiles_and_gang_dim_2_a_grid_of_gangs() {
    let tile = "void f(int n, float a[n][n]) {
#pragma acc parallel loop tile(16, 4) copy(a[0:n][0:n])
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++) a[j][i] = 1;
}";
    assert_eq!(
        first_shape(tile),
        (64, 128, 1, vec![], vec![], Some((16, 4)), None, 0)
    );
    let grid = "void f(int n, float a[n][n]) {
#pragma acc parallel loop gang(dim:2) copy(a[0:n][0:n])
  for (int j = 0; j < n; j++) {
#pragma acc loop gang(dim:1) vector
    for (int i = 0; i < n; i++) a[j][i] = 1;
  }
}";
    assert_eq!(
        first_shape(grid),
        (128, 128, 4, vec![5], vec![], None, Some(2), 0)
    );
}
