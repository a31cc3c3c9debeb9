//! `passes::ext::cache::lower`: the steps of a cache region, from plans made here (plan
//! in, steps out).

use accc_front::ast::{BasicType, Expr, ExprKind};
use accc_front::{SourceMap, Span};
use accc_ir::tile::{
    CacheOptions, DimPlan, FcwUse, Fence, Mode, RegionPlan, RegionStep, SharingLoop, Threads,
    VarPlan,
};
use accc_passes::ext::cache::lower::region_steps;
use accc_sema::Type;

/// A one-dimensional copy of `name`, moving with the block's iterations (`rho`) or not.
fn var(name: &str, mode: Mode, rho: i128, written: bool) -> VarPlan {
    VarPlan {
        sym: 0,
        name: name.into(),
        elem: Type::Basic(BasicType::Float),
        elem_size: 4,
        dims: vec![DimPlan {
            lower: Expr {
                kind: ExprKind::IntLit("0".into()),
                span: Span::DUMMY,
            },
            len: 3,
            rho,
            extent_max: 3 + rho * 255,
            along_rows: false,
        }],
        written,
        mode,
        pad: 0,
        slots: 0,
        rows: Vec::new(),
        bytes: 1032,
        why_private: None,
        text: format!("{name}[i-1:3]"),
        fcw: None,
        declared: vec![None],
    }
}

/// A region of the block's iterations along loop `i`, on a uniform path, with `vars`.
fn region(vars: Vec<VarPlan>) -> RegionPlan {
    let sm = SourceMap::new("t.c", "int x;".to_string());
    let sharing = SharingLoop {
        var: 0,
        name: "i".into(),
        step: 1,
        trip_count: None,
    };
    let mut plan = RegionPlan::new(
        0,
        1,
        Threads::Lanes {
            sharing: Some(sharing),
        },
        &sm,
    );
    plan.vars = vars;
    plan.uniform_path = Some(Vec::new());
    plan
}

#[test]
fn a_read_only_shared_copy_is_fenced_on_both_sides_of_its_fetch() {
    let steps = region_steps(
        &region(vec![var("a", Mode::Shared, 1, false)]),
        &CacheOptions::default(),
    );
    assert_eq!(
        steps,
        [
            RegionStep::Range { var: 0, dim: 0 },
            RegionStep::Barrier(Fence::Shared),
            RegionStep::FetchShared {
                groups: vec![vec![0]]
            },
            RegionStep::Barrier(Fence::Shared),
            RegionStep::Statements { guarded: true },
        ]
    );
}

#[test]
fn a_written_copy_is_written_back_between_barriers() {
    let steps = region_steps(
        &region(vec![var("a", Mode::Shared, 1, true)]),
        &CacheOptions::default(),
    );
    assert_eq!(
        steps[4..],
        [
            RegionStep::Statements { guarded: true },
            RegionStep::Barrier(Fence::Shared),
            RegionStep::WriteBackShared,
            RegionStep::Barrier(Fence::SharedAndGlobal),
        ]
    );
    let mut through = CacheOptions::default();
    through.set_write("through").unwrap();
    let steps = region_steps(&region(vec![var("a", Mode::Shared, 1, true)]), &through);
    assert!(!steps.contains(&RegionStep::WriteBackShared), "{steps:?}");
}

#[test]
fn copies_of_equal_extents_share_a_fetch_loop_unless_told_not_to() {
    let plan = region(vec![
        var("a", Mode::Shared, 1, false),
        var("b", Mode::Shared, 1, false),
        var("c", Mode::Shared, 0, false),
    ]);
    let groups = |opts: &CacheOptions| {
        region_steps(&plan, opts)
            .into_iter()
            .find_map(|s| match s {
                RegionStep::FetchShared { groups } => Some(groups),
                _ => None,
            })
            .unwrap()
    };
    assert_eq!(groups(&CacheOptions::default()), [vec![0, 1], vec![2]]);
    let mut apart = CacheOptions::default();
    apart.set_opts("no-merged-fetch").unwrap();
    assert_eq!(groups(&apart), [vec![0], vec![1], vec![2]]);
}

#[test]
fn an_fcw_channel_written_back_but_not_fetched_starts_clean_and_runs_predicated() {
    let mut channel = var("t", Mode::Shared, 1, true);
    channel.fcw = Some(FcwUse {
        fetch: false,
        channel: true,
        write_back: true,
    });
    let mut plan = region(vec![channel]);
    plan.fcw = true;
    plan.predicated = true;
    let steps = region_steps(&plan, &CacheOptions::default());
    assert!(
        steps.contains(&RegionStep::FetchShared { groups: Vec::new() }),
        "{steps:?}"
    );
    assert!(
        steps.contains(&RegionStep::ClearDirty { vars: vec![0] }),
        "{steps:?}"
    );
    assert!(steps.contains(&RegionStep::ChannelStatements), "{steps:?}");
    assert!(steps.contains(&RegionStep::WriteBackShared), "{steps:?}");
    // Without WB the block's writes stay in the tile.
    let mut plan = plan.clone();
    plan.vars[0].fcw = Some(FcwUse {
        fetch: true,
        channel: true,
        write_back: false,
    });
    let steps = region_steps(&plan, &CacheOptions::default());
    assert!(!steps.contains(&RegionStep::WriteBackShared), "{steps:?}");
    assert!(
        !steps
            .iter()
            .any(|s| matches!(s, RegionStep::ClearDirty { .. })),
        "{steps:?}"
    );
}
