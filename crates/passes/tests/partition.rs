//! `passes::gpu::partition` end to end from C text: parse, analyse, build the IR,
//! schedule, then give each vector or worker loop's nest and lanes (as the kernel builder
//! does) and read the record: the loop's form, its reductions' combinations and
//! contributions, the barrier after it.

use accc_front::{SourceMap, Span};
use accc_ir::atomic::AtomicOp;
use accc_ir::kernel::{Combine, Contribution, Form, LaneReduction, Lanes, Partitioned};
use accc_ir::tile::{SharingLoop, WidthMethod};
use accc_ir::Loop;
use accc_passes::gpu::partition::{partition, share_cache, Context, Nest};
use accc_passes::gpu::shape::canonical_nest;
use accc_sema::analyze::Sema;

mod common;
use common::{analysed, module, CUDA};

/// The nest of `l` over blocks of `block` threads with `lanes`, as the kernel builder
/// gives it.
fn nest(l: &Loop<'_>, sema: &Sema, block: u32, lanes: Lanes) -> Nest {
    let reductions = (l.reductions.iter())
        .map(|r| {
            let is_bool = sema.symbols.get(r.sym).ty.is_bool();
            (AtomicOp::from_reduction(r.op.combining(is_bool)), r.sym)
        })
        .collect();
    Nest {
        stmt: l.stmt.span,
        loops: canonical_nest(l).expect("a canonical nest"),
        private: l.private.clone(),
        block: Some(block),
        reductions,
        lanes,
        body: l.collapsed_body().clone(),
        elided: l.sunk_headers().to_vec(),
    }
}

/// The records of the first region's gang loop of `src`: its first child partitioned over
/// `outer` in blocks of `block`, after the children of a worker loop over its lanes (as
/// the builder orders them).
fn records(src: &str, block: u32, outer: Lanes) -> (Vec<Partitioned>, SourceMap) {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = analysed(&sm);
    let mut module = module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let gang = &module.regions[0].loops[0];
    let child = &gang.children[0];
    let mut out = Vec::new();
    let mut vector_loops: Vec<Span> = Vec::new();
    if let Lanes::Workers { vector, .. } = outer {
        for inner in &child.children {
            let lanes = Lanes::WorkerVector {
                vector,
                worker: child.stmt.span,
            };
            let cx = Context {
                sema: &sema,
                caps: &CUDA,
                vector_loops: &[],
            };
            out.push(partition(nest(inner, &sema, block, lanes), &cx));
            vector_loops.push(inner.stmt.span);
        }
    }
    let cx = Context {
        sema: &sema,
        caps: &CUDA,
        vector_loops: &vector_loops,
    };
    out.push(partition(nest(child, &sema, block, outer), &cx));
    (out, sm)
}

fn line(sm: &SourceMap, span: Span) -> u32 {
    sm.locate(span).line
}

#[test]
fn a_worker_loop_runs_in_rounds_its_other_statements_under_its_flag() {
    let src = "void f(int n, float a[n][n], float r[n]) {
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(a[0:n][0:n], r[0:n])
  for (int k = 0; k < n; k++) {
#pragma acc loop worker
    for (int j = 0; j < n; j++) {
      float s = 0;
#pragma acc loop vector reduction(+:s)
      for (int i = 0; i < n; i++)
        s += a[j][i];
      a[j][0] = s;
    }
  }
}";
    let lanes = Lanes::Workers {
        vector: 32,
        workers: 4,
    };
    let (records, sm) = records(src, 128, lanes);
    let [vector, worker] = records.as_slice() else {
        panic!("{records:?}")
    };
    // The worker's vector loop: a stride loop over its 32 lanes, its sum by shuffles (a
    // group of one warp), no barrier after (the combination ends with one).
    assert_eq!(vector.form, Form::Stride);
    let s = vector.reductions[0].sym;
    assert_eq!(
        vector.reductions,
        [LaneReduction {
            op: AtomicOp::Add,
            sym: s,
            group: 32,
            contribution: Contribution::Partial,
            combine: Combine::Shuffles,
        }]
    );
    assert!(!vector.barrier_after);
    // The worker loop: rounds of 4 workers; the vector loop runs in every thread, the
    // store after it only where the worker has an iteration; a barrier after it.
    let Form::WorkerRounds { workers, guarded } = &worker.form else {
        panic!("{:?}", worker.form)
    };
    assert_eq!(*workers, 4);
    let guarded: Vec<u32> = guarded.iter().map(|&s| line(&sm, s)).collect();
    assert_eq!(guarded, [10]);
    assert!(worker.reductions.is_empty());
    assert!(worker.barrier_after);
}

#[test]
fn a_vector_reduction_shuffles_what_the_target_shuffles_else_a_tree() {
    let src = "void f(int n, float a[n][n], float r[n], long double q[n]) {
#pragma acc parallel loop gang vector_length(128) copyin(a[0:n][0:n]) copyout(r[0:n], q[0:n])
  for (int j = 0; j < n; j++) {
    float s = 0;
    long double t = 0;
#pragma acc loop vector reduction(+:s) reduction(max:t)
    for (int i = 0; i < n; i++) {
      s += a[j][i];
      t = t > a[j][i] ? t : a[j][i];
    }
    r[j] = s;
    q[j] = t;
  }
}";
    let (records, _) = records(src, 128, Lanes::Block);
    let [v] = records.as_slice() else {
        panic!("{records:?}")
    };
    let combined: Vec<(AtomicOp, u32, Combine)> = (v.reductions.iter())
        .map(|r| (r.op, r.group, r.combine))
        .collect();
    assert_eq!(
        combined,
        [
            (AtomicOp::Add, 128, Combine::Shuffles),
            // (`long double` has no warp shuffle.)
            (AtomicOp::Max, 128, Combine::Tree),
        ]
    );
    assert_eq!(v.form, Form::Stride);
    assert!(!v.barrier_after);
}

#[test]
fn a_worker_reduction_takes_one_lane_a_worker_and_groups_off_warps_use_a_tree() {
    let src = "void f(int n, float a[n][n], float r[n]) {
#pragma acc parallel loop gang num_workers(4) vector_length(24) copyin(a[0:n][0:n]) copyout(r[0:n])
  for (int k = 0; k < n; k++) {
    float g = 0;
#pragma acc loop worker reduction(+:g)
    for (int j = 0; j < n; j++) {
      float s = 0;
#pragma acc loop vector reduction(+:s)
      for (int i = 0; i < n; i++)
        s += a[j][i];
      g += s;
    }
    r[k] = g;
  }
}";
    // A block of 96 threads: groups of 24 lanes are neither within a warp as a power of
    // two nor whole warps, so the vector loop's sum goes through a tree.
    let lanes = Lanes::Workers {
        vector: 24,
        workers: 4,
    };
    let (records, _) = records(src, 96, lanes);
    let [vector, worker] = records.as_slice() else {
        panic!("{records:?}")
    };
    assert_eq!(
        (vector.reductions[0].group, vector.reductions[0].combine),
        (24, Combine::Tree)
    );
    // The worker loop's sum: every vector lane of a worker holds the worker's value, so
    // the first alone contributes; 96 lanes are three warps, which shuffle.
    let r = &worker.reductions[0];
    assert_eq!(
        (r.group, r.contribution, r.combine),
        (
            96,
            Contribution::FirstOfWorker { vector: 24 },
            Combine::Shuffles
        )
    );
}

#[test]
fn a_vector_loop_sharing_a_cache_region_runs_in_uniform_rounds() {
    let src = "void f(int n, float a[n][n], float b[n][n]) {
#pragma acc parallel loop gang vector_length(128) copyin(a[0:n][0:n]) copyout(b[0:n][0:n])
  for (int j = 1; j < n - 1; j++) {
#pragma acc loop vector
    for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[j-1:3][i-1:3])
      b[j][i] = a[j-1][i] + a[j+1][i] + a[j][i-1] + a[j][i+1];
    }
  }
}";
    let (records, _) = records(src, 128, Lanes::Block);
    let [v] = records.as_slice() else {
        panic!("{records:?}")
    };
    assert_eq!(v.form, Form::Stride);
    assert!(v.barrier_after);
    let sharing = SharingLoop {
        var: v.loops[0].var,
        name: "i".into(),
        step: 1,
        trip_count: None,
    };
    // Over the block: the rounds count their width as the options say; a barrier after.
    let mut over_block = v.clone();
    share_cache(&mut over_block, &sharing, None, WidthMethod::Sync);
    assert_eq!(
        over_block.form,
        Form::UniformRounds {
            tile_columns: None,
            width: WidthMethod::Sync,
            trip_count: None,
        }
    );
    assert!(over_block.barrier_after);
    // The whole body of a 2-D tile's gang loop: a row's width from the kernel argument
    // (a block-wide count is not a row's), and no barrier after.
    let mut in_tile = v.clone();
    share_cache(&mut in_tile, &sharing, Some(16), WidthMethod::Sync);
    assert_eq!(
        in_tile.form,
        Form::UniformRounds {
            tile_columns: Some(16),
            width: WidthMethod::KernelArg,
            trip_count: None,
        }
    );
    assert!(!in_tile.barrier_after);
}
