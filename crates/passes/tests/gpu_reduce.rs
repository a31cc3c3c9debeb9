//! `passes::gpu::reduce` end to end from C text: parse, analyse, build the IR, schedule,
//! then give the first region's gang loop's reductions (as the kernel builder does) and
//! read the record: how each combines in the block and joins across the blocks, the
//! parameters it takes, an array section's elements, and the errors of those a target
//! cannot make.

use accc_front::SourceMap;
use accc_ir::kernel::reduce::{ParamRole, Reduced, ReductionParam, Reductions};
use accc_ir::kernel::{BlockJoin, Partials, SharedPurpose};
use accc_ir::Caps;
use accc_passes::gpu::reduce::{reductions, Context};

mod common;
use common::{analysed, module, CUDA, OPENCL};

/// The record of the first region's gang loop's reductions of `src` on blocks of
/// `block` threads of the target `caps`.
fn record(src: &str, caps: &Caps, block: u32) -> Reductions {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = analysed(&sm);
    let mut module = module(&tu, &sema, &sm, caps.device_type);
    accc_passes::schedule(&mut module, &sema);
    let region = &module.regions[0];
    let cx = Context {
        region,
        sema: &sema,
        sm: &sm,
        caps,
        block,
    };
    reductions(&cx, &[], &region.loops[0].reductions)
}

const SUM: &str = "float f(int n, float *a) {
  float s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}";

#[test]
fn a_sum_shuffles_and_joins_in_the_last_block_on_cuda_by_a_tree_and_atomics_on_opencl() {
    let cuda = record(SUM, &CUDA, 128);
    let [g] = cuda.gang.as_slice() else {
        panic!("{cuda:?}")
    };
    assert!(g.shuffles);
    assert_eq!(g.join, BlockJoin::LastBlock);
    assert_eq!(g.reduced, Reduced::Variable);
    let roles: Vec<ParamRole> = g.params.iter().map(ReductionParam::role).collect();
    assert_eq!(roles, [ParamRole::Target, ParamRole::Accumulator]);
    assert_eq!(g.name_of(ParamRole::Accumulator), "__accc_a_s");
    assert_eq!(g.buffer(), "__accc_red_s");
    assert_eq!((g.shared.slots, g.shared.bytes), (4, Some(16)));
    let opencl = record(SUM, &OPENCL, 128);
    let [g] = opencl.gang.as_slice() else {
        panic!("{opencl:?}")
    };
    assert!(!g.shuffles);
    assert_eq!(g.join, BlockJoin::Atomic);
    assert_eq!(g.params.len(), 1);
    assert!(matches!(
        g.shared.purpose,
        SharedPurpose::GangReduction {
            partials: Partials::PerThread,
            ..
        }
    ));
    assert_eq!(g.shared.slots, 128);
    // A block of other than whole warps combines by a tree, even on CUDA.
    assert!(!record(SUM, &CUDA, 100).gang[0].shuffles);
}

#[test]
fn a_subarray_reduces_element_by_element_from_its_first_element() {
    let src = "void f(int n, int *h, int *k) {
#pragma acc parallel loop reduction(+:h[2:8]) copyin(k[0:n])
  for (int i = 0; i < n; i++)
    h[2 + k[i] % 8] += 1;
}";
    let r = record(src, &CUDA, 128);
    assert!(r.gang_errors.is_empty(), "{:?}", r.gang_errors);
    let [g] = r.gang.as_slice() else {
        panic!("{r:?}")
    };
    let Reduced::Section(section) = &g.reduced else {
        panic!("{g:?}")
    };
    // Through a pointer, the private copy holds elements 0 to the section's end.
    assert_eq!((section.elements, section.as_declared), (10, false));
    assert_eq!(g.join, BlockJoin::Atomic);
    let sm = SourceMap::new("test.c", src.to_string());
    let hosts: Vec<String> = (g.params.iter())
        .map(|p| match p {
            ReductionParam::Target { host, .. }
            | ReductionParam::Accumulator { host, .. }
            | ReductionParam::SectionStart { host }
            | ReductionParam::SectionLength { host } => host.text(&sm),
        })
        .collect();
    assert_eq!(
        hosts,
        [
            "((void *)((char *)(h) + sizeof(int) * (2)))",
            "(long)(2)",
            "(long)(8)"
        ]
    );
    assert_eq!(g.shared.variable, "h[2:8]");
}

#[test]
fn a_subarray_of_run_time_bounds_is_an_error_at_its_clause() {
    let src = "void f(int n, int *h, int *k) {
#pragma acc parallel loop reduction(+:h[0:n]) copyin(k[0:n])
  for (int i = 0; i < n; i++)
    h[k[i]] += 1;
}";
    let r = record(src, &CUDA, 128);
    assert!(r.gang.is_empty(), "{r:?}");
    let [e] = r.gang_errors.as_slice() else {
        panic!("{:?}", r.gang_errors)
    };
    assert!(
        e.message
            .contains("the subarray's bounds are known only at run time"),
        "{e:?}"
    );
}
