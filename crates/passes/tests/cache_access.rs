//! `passes::ext::cache::access` from C text: parse, analyse, build the IR, plan the `cache`
//! directive of a parallel loop's body, and look at where each copy starts and how each
//! access reaches it (C in, `accc_ir::tile::access` records out).

use std::collections::HashMap;

use accc_front::ast::{Stmt, StmtKind};
use accc_front::SourceMap;
use accc_ir::tile::access::{
    AccessForm, DimPlacement, IndexForm, Mover, Place, RangeStart, RegionAccesses, TileIndex,
};
use accc_ir::tile::{CacheOptions, SharingLoop, Threads};
use accc_passes::ext::cache::access::region_accesses;
use accc_passes::ext::cache::plan::Planner;

mod common;

/// The accesses of the one cache region in the body of `src`'s one parallel loop over
/// `i`, planned for blocks of 128 threads under `opts`.
fn accesses(src: &str, opts: &CacheOptions) -> RegionAccesses {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, "nvidia");
    let stmt: &Stmt = module.regions[0].stmt;
    let StmtKind::For { body, .. } = &stmt.kind else {
        panic!("the region is a loop");
    };
    let var = (sema.symbols.symbols.iter())
        .position(|s| s.name == "i")
        .expect("the loop variable");
    let (constant_hosts, fcw_blocks) = (HashMap::new(), HashMap::new());
    let mut planner = Planner {
        sema: &sema,
        caps: common::CUDA,
        sm: &sm,
        opts,
        block: 128,
        vector_loops: HashMap::new(),
        plans: Vec::new(),
        bytes: 0,
        tile: None,
        stage: false,
        constant_hosts: &constant_hosts,
        constant_left: 0,
        fcw_blocks: &fcw_blocks,
    };
    let sharing = SharingLoop {
        var,
        name: "i".into(),
        step: 1,
        trip_count: None,
    };
    planner.plan_body(
        body,
        Threads::Lanes {
            sharing: Some(sharing),
        },
    );
    let plans: HashMap<u32, _> = (planner.plans.into_iter()).map(|p| (p.id, p)).collect();
    assert_eq!(plans.len(), 1, "one region");
    let all = region_accesses(&plans, &[&**body], opts, false, &sema, &sm);
    all.into_values().next().expect("the region's accesses")
}

const STENCIL: &str = "void f(int n, const float *restrict a, float *restrict b) {
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[i - 1:3])
        b[i] = a[i - 1] + a[i] * a[i] + a[i + 1];
    }
}
";

/// A stencil's shared copy moves with the block's lanes; its reads are relative to the
/// thread's own `lower` and hoisted, the two reads of `a[i]` into one register.
#[test]
fn a_stencil_reads_relative_to_its_lane_through_hoisted_registers() {
    let r = accesses(STENCIL, &CacheOptions::default());
    assert_eq!(
        r.placement,
        [[DimPlacement {
            start: RangeStart::Moving {
                rho: 1,
                mover: Mover::Lane,
                published: false
            },
            relative: Some(Place::Lane { rho: 1 }),
        }]]
    );
    let index = |slot| TileIndex {
        form: IndexForm::Relative(Place::Lane { rho: 1 }),
        hoisted: Some(slot),
    };
    let read: Vec<(usize, AccessForm, Vec<TileIndex>)> = (r.accesses.iter())
        .map(|a| (a.var, a.form, a.indices.clone()))
        .collect();
    assert_eq!(
        read,
        [0, 1, 1, 2].map(|slot| (0, AccessForm::Read, vec![index(slot)]))
    );
    assert_eq!(r.hoisted.len(), 3);
    assert!(r.accesses.iter().all(|a| a.window.is_none() && a.line == 5));
}

/// Without hoisting (`--cache-opt=no-hoist`) nothing goes to a register; under the
/// communicating scope the start is published by one thread.
#[test]
fn options_turn_hoisting_off_and_publish_the_start() {
    let mut opts = CacheOptions::default();
    opts.set_opts("no-hoist,scope=communicating").unwrap();
    let r = accesses(STENCIL, &opts);
    assert!(matches!(
        r.placement[0][0].start,
        RangeStart::Moving {
            published: true,
            ..
        }
    ));
    assert!(r.hoisted.is_empty());
    assert!(r
        .accesses
        .iter()
        .all(|a| a.indices.iter().all(|i| i.hoisted.is_none())));
}

/// A written private copy: an update keeps its form, and an index whose `lower` moves
/// inside the region (`j` is written there) is taken from the start register.
#[test]
fn writes_keep_their_form_and_moving_bounds_index_from_the_start() {
    let src = "void f(int n, float *restrict a) {
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        int j = i;
#pragma acc cache(a[j:2])
        {
            a[j] += 1.0f;
            j++;
            a[j]++;
        }
    }
}
";
    let r = accesses(src, &CacheOptions::default());
    let forms: Vec<(AccessForm, IndexForm)> = (r.accesses.iter())
        .map(|a| (a.form, a.indices[0].form))
        .collect();
    assert_eq!(
        forms,
        [
            (
                AccessForm::Assign {
                    op: Some(accc_front::ast::BinaryOp::Add)
                },
                IndexForm::FromStart
            ),
            (
                AccessForm::Step {
                    up: true,
                    postfix: true
                },
                IndexForm::FromStart
            ),
        ]
    );
    // (`j` is written in the region: neither subscript is invariant.)
    assert!(r.hoisted.is_empty());
}

/// Accesses inside a statement expression, a compound literal and a `_Generic` selection
/// are accesses of the region too: the printer prints that code with the statements
/// around it, so an access the pass missed would read (or write) global memory instead
/// of the copy.
#[test]
fn code_nested_in_expressions_is_walked() {
    let src = "void f(int n, const float *restrict a, float *restrict b) {
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[i - 1:3])
        b[i] = ({ float l = a[i - 1]; l + ((float[]){a[i]})[0]; }) + _Generic(n, int: a[i + 1]);
    }
}
";
    let r = accesses(src, &CacheOptions::default());
    assert_eq!(r.accesses.len(), 3, "{:?}", r.accesses);
    assert!(r.accesses.iter().all(|a| a.form == AccessForm::Read));
}
