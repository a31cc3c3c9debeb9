//! The iteration-space pass end to end from C text: parse, analyse, build the IR, schedule,
//! and ask `passes::gpu::iteration` which form the first region's loop nest takes, with
//! which parameters, and what its column strips prefetch and carry.

use accc_front::ast::Stmt;
use accc_front::SourceMap;
use accc_ir::kernel::{SpaceForm, ValueRole};
use accc_ir::tile::{SharingLoop, WidthMethod};
use accc_ir::{ComputeRegion, Loop};
use accc_passes::gpu::iteration::{plan, Code, Context, Nest, Plan};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

mod common;

/// What the builder would say of a kernel of blocks of 128 threads with nothing from the
/// cache regions: the flat loop unless `column_strips` asks for strips.
fn context<'r, 'a>(
    region: &'r ComputeRegion<'a>,
    sema: &'r Sema,
    sm: &'r SourceMap,
    column_strips: bool,
) -> Context<'r, 'a> {
    Context {
        sema,
        sm,
        region,
        block: 128,
        strip_tiles: None,
        tile: None,
        tile_vector_loop: None,
        uniform: None,
        per_thread: 1,
        width: WidthMethod::KernelArg,
        cache_plans: false,
        column_strips,
        prefetches: true,
    }
}

/// What `ask` answers about the first region of `src`, scheduled.
fn with_region<R>(src: &str, ask: impl FnOnce(&ComputeRegion<'_>, &Sema, &SourceMap) -> R) -> R {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    ask(&module.regions[0], &sema, &sm)
}

/// The plan of the first loop of the first region of `src` (its iterations in uniform
/// rounds of `uniform` where given), its context adjusted by `adjust`, and the source text of the reads its column strips carry, per family.
fn plan_of(
    src: &str,
    uniform: Option<&SharingLoop>,
    adjust: impl FnOnce(&mut Context<'_, '_>),
) -> (Plan, Vec<Vec<String>>) {
    with_region(src, |region, sema, sm| {
        let l: &Loop<'_> = &region.loops[0];
        let mut loop_vars: Vec<SymbolId> = l.var().into_iter().collect();
        let mut cur = l;
        for _ in 1..l.collapse {
            cur = &cur.children[0];
            loop_vars.extend(cur.var());
        }
        let stmts: Vec<&Stmt> = vec![l.collapsed_body()];
        let nest = Nest {
            l,
            stmts: &stmts,
            loop_vars: &loop_vars,
            private: &l.private,
            firstprivate: &l.firstprivate,
        };
        let mut cx = context(region, sema, sm, false);
        cx.uniform = uniform;
        adjust(&mut cx);
        let plan = plan(&Code::Loop(nest), &cx);
        let carried = (plan.space.carried.iter())
            .map(|f| f.links.iter().map(|l| sm.snippet(*l).to_string()).collect())
            .collect();
        (plan, carried)
    })
}

const JACOBI: &str = "void f(int n, int m, const float *restrict a, float *restrict b) {
#pragma acc parallel loop collapse(2) copyin(a[0:n*m]) copyout(b[0:n*m])
  for (int j = 1; j < n - 1; j++)
    for (int i = 1; i < m - 1; i++)
      b[j * m + i] = a[(j - 1) * m + i] + a[j * m + i] + a[(j + 1) * m + i];
}";

#[test]
fn a_collapsed_nest_reads_its_bounds_and_could_run_in_strips() {
    let (p, _) = plan_of(JACOBI, None, |_| {});
    let space = &p.space;
    assert_eq!(space.form, SpaceForm::GridStride);
    assert!(space.strips_possible);
    assert_eq!(space.collapsed, 2);
    let counters: Vec<&str> = space.indices.iter().map(|i| i.counter.as_str()).collect();
    assert_eq!(counters, ["__accc_x0", "__accc_x1"]);
    let roles: Vec<ValueRole> = (space.params.iter())
        .map(|p| match p {
            accc_ir::kernel::Param::Value { role, .. } => *role,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        roles,
        [
            ValueRole::Lower(0),
            ValueRole::Step(0),
            ValueRole::TripCount(0),
            ValueRole::Lower(1),
            ValueRole::Step(1),
            ValueRole::TripCount(1),
            ValueRole::Iterations,
        ]
    );
    assert!(space.prefetched.is_empty() && space.carried.is_empty());
    assert!(p.diagnostics.is_empty());
}

#[test]
fn column_strips_carry_the_rows_of_a_stencil() {
    let (p, carried) = plan_of(JACOBI, None, |cx| cx.column_strips = true);
    assert_eq!(p.space.form, SpaceForm::ColumnStrips { block: 128 });
    assert_eq!(
        carried,
        [["a[(j + 1) * m + i]", "a[j * m + i]", "a[(j - 1) * m + i]"]]
    );
    assert_eq!(
        p.carry.len(),
        1,
        "the printer gets the family's expressions"
    );
}

#[test]
fn uniform_rounds_count_their_width_where_a_barrier_cannot() {
    let sharing = |trip_count| SharingLoop {
        var: 0,
        name: "i".into(),
        step: 1,
        trip_count,
    };
    let width_of = |method, per_thread, trip_count| {
        let sharing = sharing(trip_count);
        let (p, _) = plan_of(JACOBI, Some(&sharing), |cx| {
            (cx.width, cx.per_thread) = (method, per_thread);
        });
        match p.space.form {
            SpaceForm::Uniform {
                per_block, width, ..
            } => (per_block, width),
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(
        width_of(WidthMethod::Sync, 1, None),
        (128, WidthMethod::Sync)
    );
    assert_eq!(
        width_of(WidthMethod::Sync, 2, None),
        (256, WidthMethod::KernelArg)
    );
    assert_eq!(
        width_of(WidthMethod::Fixed, 1, Some(1024)),
        (128, WidthMethod::Fixed)
    );
    assert_eq!(
        width_of(WidthMethod::Fixed, 1, Some(1000)),
        (128, WidthMethod::KernelArg)
    );
}

#[test]
fn a_bound_of_an_outer_loop_is_an_error() {
    let src = "void f(int n, float *a) {
#pragma acc parallel loop collapse(2) copy(a[0:n*n])
  for (int j = 0; j < n; j++)
    for (int i = j; i < n; i++)
      a[j * n + i] = 0;
}";
    let (p, _) = plan_of(src, None, |_| {});
    let messages: Vec<&str> = p.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        ["collapsed loops whose bounds depend on an outer loop"]
    );
}

#[test]
fn serial_code_runs_once() {
    let src = "void f(float *x) {
#pragma acc serial copy(x[0:1])
  x[0] = 1;
}";
    with_region(src, |region, sema, sm| {
        let p = plan(&Code::Serial, &context(region, sema, sm, false));
        assert_eq!(p.space.form, SpaceForm::Serial);
        assert_eq!(p.space.iterations, "1");
        assert!(p.space.params.is_empty() && p.space.indices.is_empty());
    });
}
