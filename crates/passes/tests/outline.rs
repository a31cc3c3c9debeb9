//! Outlining from C text: the module passes for a GPU target (`pipeline::run`, the IR
//! checked after each), then which kernels each region became, in launch order, and the
//! block they start from (`ComputeRegion::outline`).

use accc_front::{SourceMap, Span};
use accc_ir::kernel::outline::Unit;
use accc_ir::kernel::VectorLengthRefusal;
use accc_ir::Caps;

mod common;
use common::{CUDA, OPENCL};

/// Per region: its block, and each kernel as text naming lines (`loop 3`, `fused loop 3`,
/// `serial 4 5`, `gang loops 3 6, reductions s`).
fn outlines(src: &str, caps: &Caps) -> Vec<(u32, Vec<String>)> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, caps.device_type);
    let mut after = |m: &accc_ir::Module<'_>, pass: &str| {
        let broken = accc_ir::verify::module(m, &sema);
        assert!(broken.is_empty(), "after {pass}: {broken:?}");
        Vec::new()
    };
    let passed = accc_passes::pipeline::run(&mut module, &sema, &sm, Some(caps), &mut after);
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
            Unit::Loop { stmt, fused: false } => format!("loop {}", line(*stmt)),
            Unit::Loop { stmt, fused: true } => format!("fused loop {}", line(*stmt)),
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
        out.push((outline.block, units.collect()));
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
    accc_passes::gpu::outline::outline(&mut module, &sema, &CUDA);
    let refused = (module.regions[0].outline.as_ref())
        .and_then(|o| o.refused_vector_length)
        .expect("refused");
    assert_eq!(refused.why, VectorLengthRefusal::MoreThanMaxBlock(2048));
    assert_eq!(sm.snippet(refused.length), "2048");
    assert!(refused.warned);
}
