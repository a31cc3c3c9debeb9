//! Each invariant fires on a record that breaks it and stays quiet on a good one.

use accc_front::ast::BasicType;
use accc_front::{parser, Diagnostic, SourceMap, Span};
use accc_sema::analyze::Sema;
use accc_sema::Type;

use super::{kernel, launches, module};
use crate::host::{
    HostExpr, HostOp, KernelLaunch, Launch, LaunchArg, PointerAccess, Queue, RegionCall,
    StripsNest, WithoutDevice,
};
use crate::kernel::block::{BlockChoice, BlockReason, GANGS_PER_BLOCK};
use crate::kernel::reduce::{GangReduction, Reduced, ReducedSection, ReductionParam};
use crate::kernel::{
    AlongLoop, BlockJoin, CacheOutcome, CacheReport, CachedRegion, CachedVar, Grid, Interleaving,
    IterationSpace, Iterations, Join, KStmt, Kernel, KernelShape, LaneLevel, LoopForm, Param,
    Partials, PointerRole, Reduce, SharedPurpose, SharedUse, Sharing, SharingWidth, SpaceForm,
    ValueRole, ValueType, WARP,
};
use crate::tile::{CacheImpl, Mode};
use crate::{Loop, Module, Reduction, Schedule};
use accc_front::directive::ReductionOp;

fn value(name: &str) -> Param {
    role_value(name, ValueRole::Other)
}

fn role_value(name: &str, role: ValueRole) -> Param {
    Param::Value {
        name: name.into(),
        ty: ValueType::Long,
        host: "n".into(),
        role,
    }
}

fn pointer(name: &str, delta: Option<&str>) -> Param {
    Param::DevicePtr {
        name: name.into(),
        pointee: Type::Basic(BasicType::Float),
        host: "a".into(),
        delta: delta.map(String::from),
        device_address: false,
        restrict: false,
        absent_ok: false,
        role: PointerRole::Data,
    }
}

/// A gang × vector kernel that keeps every invariant.
fn good_kernel() -> Kernel {
    Kernel {
        name: "main_3_5".into(),
        region: 0,
        shape: KernelShape::Loop {
            stmt: Span::DUMMY,
            collapse: 1,
            fused_vector_loop: None,
            vector_loops: Vec::new(),
            worker_loops: Vec::new(),
        },
        constants: String::new(),
        params: vec![
            pointer("a", Some("__accc_d0")),
            value("__accc_d0"),
            role_value("__accc_n", ValueRole::Iterations),
        ],
        body: vec![grid_stride_loop()],
        block: 128,
        grid: Grid::PerRows(1),
        ignored_vector_length: None,
        strips_twin: None,
        shared_memory: Vec::new(),
        cache_reports: Vec::new(),
        cache: Default::default(),
        partitioned: Vec::new(),
        tile_iterations: None,
        space: grid_stride_space(),
        prefetched: Vec::new(),
        carried: Vec::new(),
        gang_grid: None,
        packed_gangs: None,
        block_choice: crate::kernel::block::BlockChoice::outlined(128),
        unapplied_sizes: Vec::new(),
        reductions: Default::default(),
        capture: Default::default(),
    }
}

/// Asserts that the good kernel passes and that `break_it` makes exactly one invariant
/// fire, with a message containing `expected`.
/// The flat loop over a kernel's iterations.
fn grid_stride_loop() -> KStmt {
    KStmt::Iterations(Iterations::around(
        LoopForm::GridStride {
            first: "__accc_g".into(),
            stride: "__accc_s".into(),
            advance: String::new(),
        },
        String::new(),
    ))
}

/// The good kernel's iteration space: the flat loop over `n` iterations of one loop.
fn grid_stride_space() -> IterationSpace {
    let mut space = IterationSpace::without_loops(SpaceForm::GridStride, "n");
    space.collapsed = 1;
    space.params = vec![role_value("__accc_n", ValueRole::Iterations)];
    space
}

/// `k` with its iterations run as `form`, as the iteration pass would record it (a 2-D
/// tile with the parameter of its columns, column strips for a `collapse(2)` nest).
fn with_form(k: &mut Kernel, form: LoopForm) {
    for s in &mut k.body {
        if let KStmt::Iterations(it) = s {
            it.form = form.clone();
        }
    }
    let space = &mut k.space;
    space.form = match form {
        LoopForm::GridStride { .. } => SpaceForm::GridStride,
        LoopForm::StripTiles { tx, ty } => SpaceForm::StripTiles { tx, ty },
        LoopForm::Tile2D { tx, ty } => {
            let columns = role_value("__accc_ct", ValueRole::TileColumns);
            space.params.push(columns.clone());
            k.params.push(columns);
            SpaceForm::Tile2D { tx, ty }
        }
        LoopForm::Uniform {
            per_block,
            per_thread,
            ..
        } => SpaceForm::Uniform {
            per_block,
            per_thread,
            width: crate::tile::WidthMethod::KernelArg,
            trip_count: None,
        },
        LoopForm::ColumnStrips { block, .. } => {
            (space.collapsed, space.strips_possible) = (2, true);
            SpaceForm::ColumnStrips { block }
        }
        LoopForm::Serial => {
            (space.collapsed, space.params) = (0, Vec::new());
            SpaceForm::Serial
        }
        LoopForm::GangRedundant => {
            (space.collapsed, space.params) = (0, Vec::new());
            SpaceForm::GangRedundant
        }
    };
}

fn fires(break_it: impl FnOnce(&mut Kernel), expected: &str) {
    let mut k = good_kernel();
    assert_eq!(kernel(&k), Vec::<String>::new());
    break_it(&mut k);
    let broken = kernel(&k);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].contains(expected), "{broken:?}");
}

#[test]
fn block_within_limits() {
    let block = |k: &mut Kernel, n| {
        k.block = n;
        k.block_choice = BlockChoice::outlined(n);
    };
    fires(|k| block(k, 0), "block 0");
    fires(|k| block(k, 2048), "block 2048");
}

/// Gives `k` one vector loop.
fn one_vector_loop(k: &mut Kernel) {
    if let KernelShape::Loop { vector_loops, .. } = &mut k.shape {
        vector_loops.push(Span::DUMMY);
    }
}

/// Makes `k` a kernel of gangs of one warp packed [`GANGS_PER_BLOCK`] to a block.
fn packed(k: &mut Kernel) {
    one_vector_loop(k);
    k.block_choice = BlockChoice::outlined(WARP);
    k.packed_gangs = Some(GANGS_PER_BLOCK);
    k.block = WARP * GANGS_PER_BLOCK;
}

#[test]
fn blocks_are_their_reason_s() {
    let mut k = good_kernel();
    packed(&mut k);
    assert_eq!(kernel(&k), Vec::<String>::new());
    fires(|k| k.block = 256, "launched on blocks of 256, not the 128");
    fires(
        |k| {
            one_vector_loop(k);
            k.block_choice.why = BlockReason::SquareCacheTile;
        },
        "a block of 128 threads for SquareCacheTile, not 256",
    );
    fires(
        |k| {
            k.block_choice = BlockChoice {
                outlined: 256,
                block: 256,
                why: BlockReason::FixedSharedRanges,
            };
            k.block = 256;
        },
        "FixedSharedRanges for Some(0) vector loops and 0 worker loops on an outlined block of 256",
    );
    fires(
        |k| {
            k.block_choice = BlockChoice {
                outlined: 128,
                block: 64,
                why: BlockReason::FcwTile {
                    columns: 16,
                    rows: 4,
                },
            };
            k.block = 64;
        },
        "FcwTile { columns: 16, rows: 4 } for Some(0) vector loops",
    );
    fires(
        |k| {
            packed(k);
            k.cache.tile = Some((
                crate::tile::SharingLoop {
                    var: 0,
                    name: "i".into(),
                    step: 1,
                    trip_count: None,
                },
                32,
                1,
            ));
        },
        "packed gangs with cache regions",
    );
    fires(
        |k| {
            packed(k);
            k.body.push(KStmt::Shared {
                declaration: "float s[32]".into(),
                bytes: Some(128),
                align: None,
            });
        },
        "packed gangs with shared memory",
    );
}

#[test]
fn serial_kernel_is_one_thread() {
    let mut k = good_kernel();
    k.block = 1;
    k.grid = Grid::One;
    with_form(&mut k, LoopForm::Serial);
    assert!(kernel(&k).is_empty());
    fires(
        |k| {
            k.grid = Grid::One;
            with_form(k, LoopForm::Serial);
        },
        "serial",
    );
    fires(
        |k| {
            k.block = 1;
            k.grid = Grid::Runtime;
            with_form(k, LoopForm::Serial);
        },
        "serial",
    );
}

#[test]
fn parameter_names_are_unique() {
    fires(|k| k.params.push(value("a")), "two parameters named `a`");
}

#[test]
fn delta_names_a_value_parameter() {
    fires(
        |k| k.params.retain(|p| super::param_name(p) != "__accc_d0"),
        "moved by `__accc_d0`",
    );
    fires(
        |k| k.params[0] = pointer("a", Some("__accc_missing")),
        "`__accc_missing`",
    );
}

#[test]
fn grids_of_gang_iterations_need_the_iterations() {
    for grid in [
        Grid::PerRows(1),
        Grid::PerTile(256),
        Grid::PackedGangs(GANGS_PER_BLOCK),
    ] {
        let mut k = good_kernel();
        k.grid = grid.clone();
        if matches!(grid, Grid::PackedGangs(_)) {
            packed(&mut k);
        }
        assert!(kernel(&k).is_empty(), "{grid:?}");
        k.params.retain(|p| super::param_name(p) != "__accc_n");
        k.space.params.clear();
        let broken = kernel(&k);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(broken[0].contains("of the iterations"), "{broken:?}");
    }
    let mut k = good_kernel();
    k.grid = Grid::Runtime;
    k.params.retain(|p| super::param_name(p) != "__accc_n");
    k.space.params.clear();
    assert!(kernel(&k).is_empty(), "the runtime's grid needs no count");
}

#[test]
fn the_iteration_space_is_the_printed_one() {
    fires(
        |k| k.space.form = SpaceForm::StripTiles { tx: 16, ty: 8 },
        "the kernel prints GridStride",
    );
    fires(
        |k| {
            k.space
                .params
                .push(role_value("__accc_tc0", ValueRole::TripCount(0)))
        },
        "reads `__accc_tc0`",
    );
    fires(
        |k| {
            k.space.indices.push(crate::kernel::CollapsedIndex {
                level: 0,
                var: 0,
                var_name: "i".into(),
                counter: "__accc_x0".into(),
                lower: "__accc_lo0".into(),
                step: "__accc_st0".into(),
                trip_count: "__accc_tc0".into(),
            });
            for (name, role) in [
                ("__accc_lo0", ValueRole::Lower(0)),
                ("__accc_st0", ValueRole::Step(0)),
                ("__accc_tc0", ValueRole::TripCount(0)),
            ] {
                k.params.push(role_value(name, role));
                k.space.params.push(role_value(name, role));
            }
        },
        "not `__accc_it`",
    );
}

#[test]
fn column_strips_only_where_possible() {
    fires(
        |k| {
            k.space.carried.push(crate::kernel::CarriedFamily {
                links: vec![Span::DUMMY, Span::DUMMY],
                reads: vec![(Span::DUMMY, 1)],
            })
        },
        "without column strips",
    );
    let mut k = good_kernel();
    let strips = LoopForm::ColumnStrips {
        block: 128,
        before_walk: String::new(),
        advance: String::new(),
        ahead: String::new(),
        load: String::new(),
    };
    with_form(&mut k, strips);
    k.grid = Grid::ColumnStrips;
    for (i, role) in super::STRIPS_ROLES.into_iter().enumerate() {
        k.params.push(role_value(&format!("__accc_s{i}"), role));
    }
    assert!(kernel(&k).is_empty(), "{:?}", kernel(&k));
    k.space.collapsed = 3;
    let broken = kernel(&k);
    assert!(
        broken.iter().any(|b| b.contains("not collapse(2)")),
        "{broken:?}"
    );
}

#[test]
fn tiles_and_rounds_have_their_numbers() {
    fires(
        |k| {
            with_form(k, LoopForm::Tile2D { tx: 32, ty: 4 });
            k.space
                .params
                .retain(|p| super::param_name(p) != "__accc_ct");
        },
        "counting its columns",
    );
    let uniform = |per_block| LoopForm::Uniform {
        per_block,
        per_thread: 1,
        width: String::new(),
    };
    let mut k = good_kernel();
    with_form(&mut k, uniform(128));
    assert!(kernel(&k).is_empty(), "{:?}", kernel(&k));
    fires(|k| with_form(k, uniform(256)), "rounds of 256 iterations");
    fires(
        |k| {
            with_form(k, uniform(128));
            if let SpaceForm::Uniform { width, .. } = &mut k.space.form {
                *width = crate::tile::WidthMethod::Fixed;
            }
        },
        "a fixed width",
    );
}

#[test]
fn gang_grid_needs_the_gangs_of_lower_dimensions() {
    let grid = |dims| Grid::GangGrid {
        dims,
        num_gangs: Vec::new(),
        dim1_loops: Vec::new(),
    };
    fires(|k| k.grid = grid(2), "`__accc_g1`");
    fires(
        |k| {
            k.grid = grid(3);
            k.params
                .push(role_value("__accc_g1", ValueRole::DimGangs(0)));
        },
        "`__accc_g2`",
    );
    let mut k = good_kernel();
    k.grid = grid(3);
    k.params
        .push(role_value("__accc_g1", ValueRole::DimGangs(0)));
    k.params
        .push(role_value("__accc_g2", ValueRole::DimGangs(1)));
    assert!(kernel(&k).is_empty());
}

#[test]
fn packed_gangs_fill_whole_warps() {
    let mut k = good_kernel();
    packed(&mut k);
    assert!(kernel(&k).is_empty());
    let broken = {
        k.block = 200;
        kernel(&k)
    };
    assert!(
        broken.iter().any(|b| b.contains("not a multiple of 32")),
        "{broken:?}"
    );
}

#[test]
fn tile_width_divides_the_block() {
    let tile = |tx| LoopForm::Tile2D { tx, ty: 4 };
    let mut k = good_kernel();
    with_form(&mut k, tile(32));
    assert!(kernel(&k).is_empty());
    fires(|k| with_form(k, tile(48)), "tile width 48");
    fires(|k| with_form(k, tile(0)), "tile width 0");
}

#[test]
fn constant_copies_have_bytes() {
    let copy = |bytes| Param::ConstantCopy {
        symbol: "__accc_c0".into(),
        host: "&w[0]".into(),
        bytes,
    };
    let mut k = good_kernel();
    k.params.push(copy(64));
    assert!(kernel(&k).is_empty());
    fires(|k| k.params.push(copy(0)), "of no bytes");
}

#[test]
fn strips_kernels_have_their_parameters() {
    let mut k = good_kernel();
    k.grid = Grid::ColumnStrips;
    with_form(
        &mut k,
        LoopForm::ColumnStrips {
            block: 128,
            before_walk: String::new(),
            advance: String::new(),
            ahead: String::new(),
            load: String::new(),
        },
    );
    for (i, role) in super::STRIPS_ROLES.into_iter().enumerate() {
        k.params.push(role_value(&format!("__accc_s{i}"), role));
    }
    assert!(kernel(&k).is_empty());
    k.params.retain(|p| {
        !matches!(
            p,
            Param::Value {
                role: ValueRole::Lower(1),
                ..
            }
        )
    });
    let broken = kernel(&k);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].contains("Lower(1)"), "{broken:?}");
}

/// Builds the module of `src` and hands it to `check` (schedules still undecided: the
/// tests set them as a pass would).
fn with_module(src: &str, check: impl FnOnce(&mut Module<'_>, &Sema)) {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, diags) = parser::parse_translation_unit(sm.text());
    assert!(diags.is_empty(), "{diags:?}");
    let (sema, diags) = accc_sema::analyze::analyze(&tu, &sm);
    assert!(!diags.iter().any(Diagnostic::is_error), "{diags:?}");
    let (mut m, diags) = crate::build(&tu, &sema, &sm, "nvidia");
    assert!(!diags.iter().any(Diagnostic::is_error), "{diags:?}");
    check(&mut m, &sema);
}

const NEST: &str = "void f(int n, float *a, float s) {
#pragma acc parallel loop gang collapse(2) copy(a[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
#pragma acc loop vector reduction(+:s)
      for (int k = 0; k < n; k++)
        s += a[i * n + j];
    }
}
";

fn parallel(gang: bool, worker: bool, vector: bool) -> Schedule {
    Schedule::Parallel {
        gang,
        worker,
        vector,
    }
}

/// The nest's loops: i (collapse 2), j (collapsed into i), k.
fn nest<'m, 'a>(m: &'m mut Module<'a>) -> &'m mut Loop<'a> {
    &mut m.regions[0].loops[0]
}

fn schedule_nest(m: &mut Module<'_>, outer: Schedule, inner: Schedule) {
    let i = nest(m);
    i.schedule = outer.clone();
    i.children[0].schedule = outer;
    i.children[0].children[0].schedule = inner;
}

#[test]
fn a_well_formed_nest_passes() {
    with_module(NEST, |m, sema| {
        schedule_nest(
            m,
            parallel(true, false, false),
            parallel(false, false, true),
        );
        assert_eq!(module(m, sema), Vec::<String>::new());
    });
}

#[test]
fn collapse_needs_the_nested_loops() {
    with_module(NEST, |m, sema| {
        schedule_nest(
            m,
            parallel(true, false, false),
            parallel(false, false, true),
        );
        nest(m).collapse = 4;
        let broken = module(m, sema);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(broken[0].contains("collapse(4) but only 2"), "{broken:?}");
    });
}

#[test]
fn levels_nest_from_gang_to_vector() {
    with_module(NEST, |m, sema| {
        schedule_nest(
            m,
            parallel(false, false, true),
            parallel(false, true, false),
        );
        let broken = module(m, sema);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(
            broken[0].contains("a worker loop inside a vector loop"),
            "{broken:?}"
        );
    });
    with_module(NEST, |m, sema| {
        schedule_nest(m, parallel(false, true, false), parallel(false, true, true));
        let broken = module(m, sema);
        assert!(
            broken[0].contains("a worker loop inside a worker loop"),
            "{broken:?}"
        );
    });
    // A grid of gangs: gang loops inside a gang loop.
    with_module(NEST, |m, sema| {
        schedule_nest(m, parallel(true, false, false), parallel(true, false, true));
        assert!(module(m, sema).is_empty());
    });
}

#[test]
fn a_reduction_is_a_variable_of_the_region() {
    with_module(NEST, |m, sema| {
        schedule_nest(
            m,
            parallel(true, false, false),
            parallel(false, false, true),
        );
        let inner = &mut nest(m).children[0].children[0];
        let mut stranger: Reduction = inner.reductions[0].clone();
        stranger.sym = usize::MAX;
        stranger.name = "t".into();
        inner.reductions.push(stranger);
        let broken = module(m, sema);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(broken[0].contains("reduces into `t`"), "{broken:?}");
    });
}

#[test]
fn a_reduction_may_be_declared_in_the_region() {
    let src = "void f(int n, float *a) {
#pragma acc parallel loop gang copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    float s = 0;
#pragma acc loop vector reduction(+:s)
    for (int k = 0; k < n; k++)
      s += a[i * n + k];
    a[i] = s;
  }
}
";
    with_module(src, |m, sema| {
        let i = nest(m);
        i.schedule = parallel(true, false, false);
        i.children[0].schedule = parallel(false, false, true);
        assert_eq!(module(m, sema), Vec::<String>::new());
    });
}

/// A kernel reducing `float s` over its 256 threads, its buffer in shared memory.
fn reducing_kernel(shuffles: bool, join: Join, ty: Type) -> Kernel {
    let mut k = good_kernel();
    k.body = vec![
        grid_stride_loop(),
        KStmt::Shared {
            declaration: "float __accc_red_s[8]".into(),
            bytes: Some(32),
            align: None,
        },
        KStmt::Reduce(Reduce {
            op: accc_front::directive::ReductionOp::Add,
            ty,
            partial: "s".into(),
            buffer: "__accc_red_s".into(),
            block: k.block,
            shuffles,
            join,
            elements: None,
        }),
    ];
    k
}

#[test]
fn reductions_combine_in_shared_memory_over_whole_warps() {
    let float = Type::Basic(BasicType::Float);
    let last_block = Join::LastBlock {
        target: "__accc_p_s".into(),
        accumulator: "__accc_a_s".into(),
    };
    let good = reducing_kernel(true, last_block.clone(), float.clone());
    assert_eq!(kernel(&good), Vec::<String>::new());
    let mut no_buffer = good.clone();
    no_buffer.body.remove(1);
    assert!(kernel(&no_buffer)[0].contains("not in shared memory"));
    let mut odd_block = good.clone();
    if let KStmt::Reduce(r) = &mut odd_block.body[2] {
        r.block = 100;
    }
    assert!(kernel(&odd_block)[0].contains("not whole warps"));
    let complex = Join::Complex {
        target: "__accc_p_s".into(),
        accumulator: "__accc_a_s".into(),
    };
    let broken = kernel(&reducing_kernel(false, complex.clone(), float));
    assert!(broken[0].contains("joins as a complex value"), "{broken:?}");
    let complex_type = Type::Basic(BasicType::ComplexFloat);
    assert_eq!(
        kernel(&reducing_kernel(false, complex, complex_type)),
        Vec::<String>::new()
    );
}

/// `reducing_kernel`'s sum as the reductions pass records it: shuffles, then the last
/// block combines the kernel's accumulator.
fn decided_sum(k: &Kernel) -> GangReduction {
    let float = Type::Basic(BasicType::Float);
    let join = BlockJoin::LastBlock;
    GangReduction {
        op: ReductionOp::Add,
        sym: 0,
        name: "s".into(),
        reduced: Reduced::Variable,
        ty: float.clone(),
        ident: "s".into(),
        block: k.block,
        shuffles: true,
        join,
        params: vec![
            ReductionParam::Target {
                pointee: float.clone(),
                host: "&(s)".into(),
            },
            ReductionParam::Accumulator {
                pointee: float.clone(),
                host: "s".into(),
            },
        ],
        shared: SharedUse {
            variable: "s".into(),
            ty: float,
            slots: k.block / 32,
            bytes: Some(u64::from(k.block / 32) * 4),
            purpose: SharedPurpose::GangReduction {
                op: ReductionOp::Add,
                partials: Partials::PerWarp,
                join,
            },
        },
    }
}

#[test]
fn a_decided_reduction_has_the_slots_and_parameters_its_method_and_join_need() {
    let last_block = Join::LastBlock {
        target: "__accc_p_s".into(),
        accumulator: "__accc_a_s".into(),
    };
    let mut good = reducing_kernel(true, last_block, Type::Basic(BasicType::Float));
    good.reductions.gang.push(decided_sum(&good));
    assert_eq!(kernel(&good), Vec::<String>::new());
    let broken_by = |change: &dyn Fn(&mut GangReduction), why: &str| {
        let mut k = good.clone();
        change(&mut k.reductions.gang[0]);
        let broken = kernel(&k);
        assert!(broken.iter().any(|b| b.contains(why)), "{why}: {broken:?}");
    };
    broken_by(&|g| g.block = 100, "not whole warps");
    broken_by(&|g| g.shuffles = false, "slots");
    broken_by(&|g| drop(g.params.pop()), "needs an accumulator");
    broken_by(
        &|g| {
            g.join = BlockJoin::Atomic;
            g.shared.purpose = SharedPurpose::GangReduction {
                op: ReductionOp::Add,
                partials: Partials::PerWarp,
                join: BlockJoin::Atomic,
            };
        },
        "takes no accumulator",
    );
    broken_by(&|g| g.join = BlockJoin::InTurn, "joins as a complex value");
    broken_by(&|g| g.ident = "t".into(), "no `Reduce` statement");
    broken_by(
        &|g| {
            g.reduced = Reduced::Section(ReducedSection {
                elements: 4096,
                as_declared: true,
            })
        },
        "more than 1024",
    );
    // A loop's reduction combined by shuffles alone keeps nothing in shared memory.
    let mut k = good.clone();
    k.reductions.loop_buffers.push(SharedUse {
        variable: "t".into(),
        ty: Type::Basic(BasicType::Float),
        slots: 4,
        bytes: Some(16),
        purpose: SharedPurpose::LoopReduction {
            op: ReductionOp::Add,
            level: LaneLevel::Vector,
            partials: Partials::Shuffled { lanes: 32 },
        },
    });
    let broken = kernel(&k);
    assert!(broken[0].contains("by shuffles alone"), "{broken:?}");
}

#[test]
fn forms_that_place_their_indices_have_no_setup() {
    let mut k = good_kernel();
    for s in &mut k.body {
        if let KStmt::Iterations(it) = s {
            it.setup = "    long __accc_x0 = 0;\n".into();
        }
    }
    assert!(kernel(&k).is_empty(), "a grid-stride loop prints its setup");
    with_form(&mut k, LoopForm::StripTiles { tx: 16, ty: 8 });
    let broken = kernel(&k);
    assert!(
        broken.iter().any(|b| b.contains("code before its loop")),
        "{broken:?}"
    );
}

#[test]
fn one_loop_over_the_iterations() {
    fires(
        |k| k.body.push(grid_stride_loop()),
        "2 loops over the iterations",
    );
    fires(|k| k.body.clear(), "0 loops over the iterations");
}

#[test]
fn shared_memory_fits_the_budget() {
    let array = |bytes| KStmt::Shared {
        declaration: "float a[1]".into(),
        bytes: Some(bytes),
        align: None,
    };
    let mut k = good_kernel();
    k.body = vec![grid_stride_loop(), array(40 * 1024), array(8 * 1024)];
    assert_eq!(kernel(&k), Vec::<String>::new());
    fires(
        |k| k.body = vec![grid_stride_loop(), array(40 * 1024), array(8 * 1024 + 4)],
        "49156 bytes of shared memory",
    );
}

/// A kernel with one cache region: a shared copy of `a` and a private one of `b`, both
/// read-only, with the steps `passes::ext::cache::lower` gives such a region.
fn kernel_with_region() -> Kernel {
    use crate::tile::{CacheRegion, Fence, Mode, RegionPlan, RegionStep, Threads, VarPlan};
    let sm = SourceMap::new("t.c", "int x;".to_string());
    let var = |name: &str, mode| VarPlan {
        sym: 0,
        name: name.into(),
        elem: Type::Basic(BasicType::Float),
        elem_size: 4,
        dims: Vec::new(),
        written: false,
        mode,
        pad: 0,
        slots: 0,
        rows: Vec::new(),
        bytes: 4,
        why_private: None,
        fcw: None,
        declared: Vec::new(),
        text: name.into(),
    };
    let mut plan = RegionPlan::new(0, 7, Threads::Uniform, &sm);
    plan.vars = vec![var("a", Mode::Shared), var("b", Mode::Private)];
    plan.interleaved = vec![None, None];
    let steps = vec![
        RegionStep::Barrier(Fence::Shared),
        RegionStep::FetchShared {
            groups: vec![vec![0]],
        },
        RegionStep::FetchPrivate { guarded: false },
        RegionStep::Barrier(Fence::Shared),
        RegionStep::Statements { guarded: false },
    ];
    let mut k = good_kernel();
    let accesses = crate::tile::access::RegionAccesses {
        placement: vec![Vec::new(), Vec::new()],
        ..Default::default()
    };
    k.cache.planned.push(plan.clone());
    k.cache.regions.push(CacheRegion {
        plan,
        steps,
        accesses,
    });
    k
}

fn region_fires(break_it: impl FnOnce(&mut Vec<crate::tile::RegionStep>), expected: &str) {
    let mut k = kernel_with_region();
    assert_eq!(kernel(&k), Vec::<String>::new());
    break_it(&mut k.cache.regions[0].steps);
    let broken = kernel(&k);
    assert!(
        !broken.is_empty() && broken.iter().all(|b| b.contains("line 7")),
        "{broken:?}"
    );
    assert!(broken.iter().any(|b| b.contains(expected)), "{broken:?}");
}

#[test]
fn cache_region_steps_keep_the_block_together() {
    use crate::tile::{Fence, RegionStep};
    region_fires(
        |s| drop(s.remove(3)),
        "no barrier between the fetch and the statements",
    );
    region_fires(|s| drop(s.remove(0)), "no barrier before the fetch");
    region_fires(
        |s| s.push(RegionStep::Statements { guarded: false }),
        "run 2 times",
    );
    region_fires(
        |s| s[1] = RegionStep::FetchShared { groups: Vec::new() },
        "fetch before its statements fills []",
    );
    region_fires(
        |s| s.insert(0, RegionStep::PublishStart { var: 0, dim: 0 }),
        "names no dimension",
    );
    region_fires(
        |s| s.push(RegionStep::WriteBackShared),
        "write-back starts without a barrier",
    );
    region_fires(
        |s| s.push(RegionStep::FetchPrivate { guarded: false }),
        "a fetch comes after the statements",
    );
    // A barrier more is no broken invariant.
    let mut k = kernel_with_region();
    k.cache.regions[0]
        .steps
        .push(RegionStep::Barrier(Fence::Shared));
    assert_eq!(kernel(&k), Vec::<String>::new());
}

/// A predicated `fcw` block's statements are guarded, each predicate tested only inside
/// the `if` that declares it, numbered in order.
#[test]
fn fcw_guards_name_their_predicates_in_scope() {
    use crate::fcw::{Guarded, How, Pred};
    use crate::tile::RegionStep;
    let leaf = |how| Guarded {
        barrier_before: false,
        how,
    };
    let split = |n, then: How| {
        leaf(How::SplitIf {
            pred: Pred::Block,
            n,
            then: Box::new(leaf(then)),
            els: None,
        })
    };
    let with_guards = |g: Option<Guarded>| {
        let mut k = kernel_with_region();
        let r = &mut k.cache.regions[0];
        r.steps[4] = RegionStep::ChannelStatements;
        r.plan.guards = g;
        kernel(&k)
    };
    let good = leaf(How::Items(vec![
        split(0, How::ChannelWrite(Pred::Holds(0))),
        split(1, How::Run(Pred::Holds(1))),
    ]));
    assert_eq!(with_guards(Some(good)), Vec::<String>::new());
    let out_of_scope = leaf(How::Items(vec![
        split(0, How::Run(Pred::Holds(0))),
        leaf(How::ChannelWrite(Pred::Holds(0))),
    ]));
    let broken = with_guards(Some(out_of_scope));
    assert!(
        broken.iter().any(|b| b.contains("outside its `if`")),
        "{broken:?}"
    );
    let misnumbered = split(1, How::Run(Pred::Holds(1)));
    let broken = with_guards(Some(misnumbered));
    assert!(
        broken.iter().any(|b| b.contains("numbered 1, not 0")),
        "{broken:?}"
    );
    let broken = with_guards(None);
    assert!(
        broken.iter().any(|b| b.contains("not guarded")),
        "{broken:?}"
    );
}

#[test]
fn one_cache_check_flag_of_int() {
    let flag = |name: &str| Param::cache_check_flag(name.into(), "&f".into());
    let mut k = good_kernel();
    k.params.push(flag("__accc_cache_flag"));
    k.cache_reports.push(cache_report(cached_var()));
    assert_eq!(kernel(&k), Vec::<String>::new());
    fires(
        |k| {
            k.cache_reports.push(cache_report(cached_var()));
            let mut float_flag = flag("__accc_cache_flag");
            if let Param::DevicePtr { pointee, .. } = &mut float_flag {
                *pointee = Type::Basic(BasicType::Float);
            }
            k.params.push(float_flag);
        },
        "points to `float`, not to `int`",
    );
    fires(
        |k| {
            k.cache_reports.push(cache_report(cached_var()));
            k.params.push(flag("__accc_cache_flag"));
            k.params.push(flag("__accc_other_flag"));
        },
        "2 --cache-check flags",
    );
}

/// A region that caches `var`, at line 7.
fn cache_report(var: CachedVar) -> CacheReport {
    CacheReport {
        line: 7,
        outcome: CacheOutcome::Made(CachedRegion {
            staged: None,
            neighbourhoods_of: None,
            vars: vec![var],
            not_cached: Vec::new(),
        }),
    }
}

/// `a[i-1:3]` shared along loop `i`, range-checked.
fn cached_var() -> CachedVar {
    CachedVar {
        text: "a[i-1:3]".into(),
        mode: Mode::Shared,
        implementation: CacheImpl::Rbi,
        checked: true,
        write: None,
        sharing: Sharing::Block {
            along: Some(AlongLoop {
                loop_name: "i".into(),
                tile_columns: None,
                dim: 0,
                per_iteration: 1,
                width: SharingWidth::Argument(None),
            }),
            rows: None,
        },
        bytes: 520,
        pad: 0,
        interleaved: None,
        window: None,
        fcw: None,
    }
}

#[test]
fn cache_reports_agree_with_the_kernel() {
    let flagged = |k: &mut Kernel, var: CachedVar| {
        k.params.push(Param::cache_check_flag(
            "__accc_cache_flag".into(),
            "&f".into(),
        ));
        k.cache_reports.push(cache_report(var));
    };
    let mut k = good_kernel();
    flagged(&mut k, cached_var());
    assert_eq!(kernel(&k), Vec::<String>::new());
    fires(
        |k| {
            flagged(
                k,
                CachedVar {
                    implementation: CacheImpl::Rbc,
                    ..cached_var()
                },
            )
        },
        "with RBC, not RBI",
    );
    fires(
        |k| k.cache_reports.push(cache_report(cached_var())),
        "no flag to raise",
    );
    fires(
        |k| {
            k.params.push(Param::cache_check_flag(
                "__accc_cache_flag".into(),
                "&f".into(),
            ));
            k.cache_reports.push(CacheReport {
                line: 7,
                outcome: CacheOutcome::Ignored("not in a loop".into()),
            });
        },
        "no region cached",
    );
    fires(
        |k| {
            flagged(
                k,
                CachedVar {
                    sharing: Sharing::Constant,
                    ..cached_var()
                },
            )
        },
        "said to be shared as Constant",
    );
    fires(
        |k| {
            flagged(
                k,
                CachedVar {
                    interleaved: Some(Interleaving {
                        with: vec!["b".into()],
                        slot: 2,
                        width: 2,
                    }),
                    ..cached_var()
                },
            )
        },
        "slot 2 of a group of 2",
    );
}

#[test]
fn shared_uses_agree_with_the_kernel() {
    let float = Type::Basic(BasicType::Float);
    let last_block = Join::LastBlock {
        target: "__accc_p_s".into(),
        accumulator: "__accc_a_s".into(),
    };
    let use_of = |slots, purpose| SharedUse {
        variable: "s".into(),
        ty: Type::Basic(BasicType::Float),
        slots,
        bytes: Some(4 * u64::from(slots)),
        purpose,
    };
    let gang = |partials, join| SharedPurpose::GangReduction {
        op: ReductionOp::Add,
        partials,
        join,
    };
    let mut good = reducing_kernel(true, last_block, float);
    good.shared_memory
        .push(use_of(8, gang(Partials::PerWarp, BlockJoin::LastBlock)));
    let shuffled = SharedPurpose::LoopReduction {
        op: ReductionOp::Add,
        level: LaneLevel::Vector,
        partials: Partials::Shuffled { lanes: 16 },
    };
    good.shared_memory.push(use_of(0, shuffled.clone()));
    assert_eq!(kernel(&good), Vec::<String>::new());
    let broken_by = |change: &dyn Fn(&mut Kernel), expected: &str| {
        let mut k = good.clone();
        change(&mut k);
        let broken = kernel(&k);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(broken[0].contains(expected), "{broken:?}");
    };
    broken_by(
        &|k| k.shared_memory[0] = use_of(8, gang(Partials::PerWarp, BlockJoin::Atomic)),
        "no combination of its kind",
    );
    broken_by(
        &|k| k.shared_memory[0] = use_of(0, gang(Partials::PerWarp, BlockJoin::LastBlock)),
        "has 0 slots, though it keeps something",
    );
    broken_by(
        &|k| k.shared_memory.push(use_of(1, SharedPurpose::GangPrivate)),
        "2 uses of shared memory, but 1 arrays",
    );
    broken_by(
        &|k| {
            k.shared_memory[0] = use_of(
                0,
                gang(Partials::Shuffled { lanes: 32 }, BlockJoin::LastBlock),
            )
        },
        "combine by shuffles alone, which only a loop's lanes",
    );
}

/// The launch of `k` as the host makes it: one argument per parameter.
fn launch_of(k: &Kernel) -> KernelLaunch {
    let args = k
        .params
        .iter()
        .map(|p| match p {
            Param::Value { name, host, .. } => LaunchArg::Value {
                name: name.clone(),
                host_type: Some("long".into()),
                host: host.clone(),
            },
            Param::DevicePtr { name, host, .. } => LaunchArg::DevicePtr {
                name: name.clone(),
                host: host.clone(),
                access: PointerAccess::Data {
                    read_only: false,
                    if_present: false,
                },
            },
            other => panic!("no argument for {other:?} in these tests"),
        })
        .collect();
    KernelLaunch {
        kernel: k.name.clone(),
        args,
        threads: "__accc_v2".into(),
        blocks: "0".into(),
        block: k.block,
    }
}

/// The calls of region 0 with `launches`.
fn region_launching(launches: Vec<Launch>) -> HostOp {
    HostOp::Region(RegionCall {
        region: 0,
        guard: Vec::new(),
        waits: Vec::new(),
        queue: Queue::Sync,
        ops: Vec::new(),
        deliver_at: None,
        cache_check: false,
        launches,
        without_device: WithoutDevice::RunOnHost,
    })
}

#[test]
fn launches_agree_with_the_kernels_parameters() {
    let k = good_kernel();
    let good = launch_of(&k);
    let kernels = [k.clone()];
    let broken_by =
        |launch: KernelLaunch| launches(&[region_launching(vec![Launch::Flat(launch)])], &kernels);
    assert_eq!(broken_by(good.clone()), Vec::<String>::new());
    let mut fewer = good.clone();
    fewer.args.pop();
    let broken = broken_by(fewer);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(
        broken[0].contains("2 arguments for its 3 parameters"),
        "{broken:?}"
    );
    // A value passed for the pointer parameter.
    let mut swapped = good.clone();
    swapped.args.swap(0, 1);
    let broken = broken_by(swapped);
    assert_eq!(broken.len(), 2, "{broken:?}");
    assert!(
        broken[0].contains("argument 0 of `main_3_5` does not agree"),
        "{broken:?}"
    );
    // Another host expression than the parameter's.
    let mut elsewhere = good.clone();
    if let LaunchArg::DevicePtr { host, .. } = &mut elsewhere.args[0] {
        *host = "b".into();
    }
    assert_eq!(broken_by(elsewhere).len(), 1);
    let mut block = good;
    block.block = 256;
    let broken = broken_by(block);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].contains("block 256, built for 128"), "{broken:?}");
}

#[test]
fn every_kernel_of_a_region_is_launched_once() {
    let k = good_kernel();
    let kernels = [k.clone()];
    let broken = launches(&[region_launching(Vec::new())], &kernels);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].contains("launched 0 times"), "{broken:?}");
    let twice = vec![Launch::Flat(launch_of(&k)), Launch::Flat(launch_of(&k))];
    let broken = launches(&[region_launching(twice)], &kernels);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].contains("launched 2 times"), "{broken:?}");
    let mut other = launch_of(&k);
    other.kernel = "elsewhere".into();
    let launched = vec![Launch::Flat(launch_of(&k)), Launch::Flat(other)];
    let broken = launches(&[region_launching(launched)], &kernels);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(
        broken[0].contains("not a kernel of the region"),
        "{broken:?}"
    );
}

#[test]
fn a_strips_choice_holds_a_strips_kernel_and_its_twin() {
    let mut flat = good_kernel();
    let mut strips = good_kernel();
    strips.name = "main_3_5_strips".into();
    strips.grid = Grid::ColumnStrips;
    let nest = StripsNest {
        least_inner: strips.strips_least_inner_iterations(),
        // (The values the kernel does not have count as zero.)
        outer_trips: HostExpr::Literal("0".into()),
        inner_trips: HostExpr::Literal("0".into()),
        inner_lower: HostExpr::Literal("0".into()),
        inner_step: HostExpr::Literal("0".into()),
    };
    let choice = |flat: &Kernel, strips: &Kernel| Launch::Strips {
        strips: launch_of(strips),
        flat: launch_of(flat),
        nest: nest.clone(),
    };
    // The flat kernel does not name the strips kernel as its twin.
    let kernels = [strips.clone(), flat.clone()];
    let broken = launches(&[region_launching(vec![choice(&flat, &strips)])], &kernels);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].contains("not its strips twin"), "{broken:?}");
    flat.strips_twin = Some(strips.name.clone());
    let kernels = [strips.clone(), flat.clone()];
    let good = launches(&[region_launching(vec![choice(&flat, &strips)])], &kernels);
    assert_eq!(good, Vec::<String>::new());
    // A kernel with a strips twin is not launched alone.
    let alone = vec![
        Launch::Flat(launch_of(&flat)),
        Launch::Flat(launch_of(&strips)),
    ];
    let broken = launches(&[region_launching(alone)], &kernels);
    assert_eq!(broken.len(), 2, "{broken:?}");
    assert!(broken[0].contains("launched alone"), "{broken:?}");
}

/// NEST scheduled gang / vector, with the outline `units` on blocks of `block` threads.
fn outlined(m: &mut Module<'_>, units: Vec<crate::kernel::outline::Unit>, block: u32) {
    schedule_nest(
        m,
        parallel(true, false, false),
        parallel(false, false, true),
    );
    m.regions[0].outline = Some(crate::kernel::outline::Outline {
        units,
        block,
        refused_vector_length: None,
    });
}

/// The contents of the kernel of `NEST`'s collapsed loops `i` and `j`.
fn nest_contents(m: &mut Module<'_>) -> crate::kernel::outline::LoopContents {
    let l = nest(m);
    crate::kernel::outline::LoopContents {
        loop_vars: [l.var(), l.children[0].var()]
            .into_iter()
            .flatten()
            .collect(),
        ..Default::default()
    }
}

/// The shape of a loop kernel whose threads take whole iterations, `block` to a block.
fn one_level(block: u32) -> crate::kernel::outline::LoopShape {
    crate::kernel::outline::LoopShape {
        block,
        vector: block,
        workers: 1,
        vector_loops: Vec::new(),
        worker_loops: Vec::new(),
        strip_tiles: None,
        gang_grid: None,
        gang_shared: Vec::new(),
        warnings: Vec::new(),
    }
}

#[test]
fn an_outline_runs_every_loop_in_one_kernel() {
    use crate::kernel::outline::Unit;
    with_module(NEST, |m, sema| {
        let stmt = nest(m).stmt.span.lo;
        let unit = Unit::Loop {
            stmt,
            fused: false,
            shape: one_level(128),
            contents: nest_contents(m),
        };
        outlined(m, vec![unit.clone()], 128);
        assert_eq!(module(m, sema), Vec::<String>::new());
        outlined(m, vec![unit.clone(), unit], 128);
        let broken = module(m, sema);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(
            broken[0].contains("runs in 2 kernels, not one"),
            "{broken:?}"
        );
        outlined(m, Vec::new(), 128);
        let broken = module(m, sema);
        assert!(
            broken[0].contains("runs in 0 kernels, not one"),
            "{broken:?}"
        );
    });
}

#[test]
fn an_outline_names_the_region_s_loops_and_a_block_it_can_have() {
    use crate::kernel::outline::Unit;
    with_module(NEST, |m, sema| {
        let stmt = nest(m).stmt.span.lo;
        let inner = nest(m).children[0].children[0].stmt.span.lo;
        let shape = one_level(2048);
        let contents = nest_contents(m);
        outlined(
            m,
            vec![Unit::Loop {
                stmt,
                fused: true,
                shape,
                contents: contents.clone(),
            }],
            2048,
        );
        let broken = module(m, sema);
        assert_eq!(broken.len(), 3, "{broken:?}");
        assert!(broken[0].contains("blocks of 2048 threads"), "{broken:?}");
        assert!(broken[1].contains("fused with a vector loop"), "{broken:?}");
        assert!(broken[2].contains("a block of 2048 threads"), "{broken:?}");
        let mut shape = one_level(128);
        shape.worker_loops = vec![(stmt, Vec::new())];
        shape.workers = 2;
        outlined(
            m,
            vec![Unit::Loop {
                stmt,
                fused: false,
                shape,
                contents,
            }],
            128,
        );
        let broken = module(m, sema);
        assert_eq!(broken.len(), 2, "{broken:?}");
        assert!(
            broken[0].contains("not the 256 its vector lanes"),
            "{broken:?}"
        );
        assert!(
            broken[1].contains("not one of its vector loops"),
            "{broken:?}"
        );
        let gang = Unit::Gang {
            loop_vars: Vec::new(),
            reductions: Vec::new(),
            gang_loops: vec![inner, stmt],
            warnings: Vec::new(),
        };
        outlined(m, vec![gang], 1);
        let broken = module(m, sema);
        // (Nor has the outline pass partitioned the gang loops it names.)
        assert_eq!(broken.len(), 2, "{broken:?}");
        assert!(broken[0].contains("not in source order"), "{broken:?}");
        assert!(broken[1].contains("partitioned gang loops"), "{broken:?}");
    });
}

#[test]
fn a_loop_kernel_s_contents_are_its_nest_s_and_share_each_variable_one_way() {
    use crate::kernel::outline::Unit;
    with_module(NEST, |m, sema| {
        let stmt = nest(m).stmt.span.lo;
        let span = nest(m).stmt.span;
        let sum = nest(m).children[0].children[0].reductions[0].clone();
        let mut contents = nest_contents(m);
        contents.loop_vars.pop();
        contents.reductions = vec![sum.clone(), sum.clone()];
        contents.private = vec![sum.sym];
        contents.elided_headers = vec![Span {
            lo: span.hi + 1,
            hi: span.hi + 2,
        }];
        let unit = Unit::Loop {
            stmt,
            fused: false,
            shape: one_level(128),
            contents,
        };
        outlined(m, vec![unit], 128);
        let broken = module(m, sema);
        assert_eq!(broken.len(), 4, "{broken:?}");
        assert!(
            broken[0].contains("not those of its collapsed nest"),
            "{broken:?}"
        );
        assert!(broken[1].contains("reduces a variable twice"), "{broken:?}");
        assert!(broken[2].contains("both reduced and private"), "{broken:?}");
        assert!(broken[3].contains("outside the loop"), "{broken:?}");
    });
}

#[test]
fn region_accesses_name_their_copies_and_declare_their_hoisted_slots() {
    use crate::tile::access::{AccessForm, Hoisted, IndexForm, TileAccess, TileIndex};
    let access = |var, hoisted: Option<usize>| TileAccess {
        span: accc_front::Span { lo: 3, hi: 4 },
        line: 9,
        var,
        form: AccessForm::Read,
        indices: hoisted
            .map(|slot| TileIndex {
                form: IndexForm::FromStart,
                hoisted: Some(slot),
            })
            .into_iter()
            .collect(),
        window: None,
    };
    let mut k = kernel_with_region();
    k.cache.regions[0].accesses.accesses.push(access(5, None));
    let broken = kernel(&k);
    assert!(
        broken.iter().any(|b| b.contains("names no copy")),
        "{broken:?}"
    );
    let mut k = kernel_with_region();
    // (`a` has no dimension in this region: one index is one too many.)
    k.cache.regions[0]
        .accesses
        .accesses
        .push(access(0, Some(0)));
    k.cache.regions[0].accesses.hoisted.push(Hoisted {
        first: accc_front::Span { lo: 1, hi: 2 },
        dim: 0,
    });
    let broken = kernel(&k);
    assert!(
        broken
            .iter()
            .any(|b| b.contains("1 indices for 0 dimensions"))
            && broken
                .iter()
                .any(|b| b.contains("slot 0 is declared by no access")),
        "{broken:?}"
    );
}

/// A vector loop over the 96 threads of a block (lines 10–12 of no file), reducing with
/// shuffles over the block, and the barrier-free ending its reduction gives it.
fn partitioned_loop() -> crate::kernel::Partitioned {
    use crate::kernel::{Combine, Contribution, Form, LaneReduction, Lanes, Partitioned};
    let span = Span { lo: 10, hi: 12 };
    Partitioned {
        stmt: span,
        loops: Vec::new(),
        private: Vec::new(),
        block: Some(96),
        reductions: vec![LaneReduction {
            op: crate::atomic::AtomicOp::Add,
            sym: 0,
            group: 96,
            contribution: Contribution::Partial,
            combine: Combine::Shuffles,
        }],
        lanes: Lanes::Block,
        form: Form::Stride,
        barrier_after: false,
        body: accc_front::ast::Stmt {
            pragmas: Vec::new(),
            kind: accc_front::ast::StmtKind::Empty,
            span: Span { lo: 11, hi: 12 },
        },
        elided: Vec::new(),
    }
}

#[test]
fn partitioned_loops_reduce_barrier_and_round_as_their_lanes_allow() {
    use crate::kernel::{Combine, Form};
    let with = |change: fn(&mut crate::kernel::Partitioned)| {
        move |k: &mut Kernel| {
            let mut p = partitioned_loop();
            change(&mut p);
            k.partitioned = vec![p];
        }
    };
    let mut k = good_kernel();
    k.partitioned = vec![partitioned_loop()];
    assert_eq!(kernel(&k), Vec::<String>::new());
    // A block of 48 threads is not whole warps: a shuffle would miss lanes.
    fires(
        with(|p| {
            p.block = Some(48);
            p.reductions[0].group = 48;
        }),
        "shuffles combine groups of 48 lanes in blocks of 48",
    );
    fires(
        with(|p| {
            p.block = None;
            p.reductions[0].combine = Combine::Tree;
        }),
        "reductions over the whole launch",
    );
    fires(
        with(|p| {
            p.reductions.clear();
        }),
        "a barrier after it is false, but it is true",
    );
    fires(
        with(|p| {
            p.form = Form::WorkerRounds {
                workers: 3,
                guarded: Vec::new(),
            };
        }),
        "worker rounds over lanes Block",
    );
}

/// The record of a kernel whose one region is `kernel_with_region`'s, planned and made.
fn good_kernel_cache() -> crate::tile::KernelCache {
    let region = kernel_with_region().cache.regions.remove(0);
    crate::tile::KernelCache {
        planned: vec![region.plan.clone()],
        regions: vec![region],
        per_thread: 1,
        ..Default::default()
    }
}

fn kernel_cache_fires(break_it: impl FnOnce(&mut crate::tile::KernelCache), expected: &str) {
    let mut cache = good_kernel_cache();
    assert!(super::kernel_cache(&cache).is_empty());
    break_it(&mut cache);
    let broken = super::kernel_cache(&cache);
    assert!(
        broken.iter().any(|b| b.contains(expected)),
        "expected `{expected}` in {broken:?}"
    );
}

#[test]
fn a_kernel_s_cache_form_agrees_with_its_regions() {
    use crate::tile::{Coarse, ConstantCopy, SharingLoop, Window};
    let gang = SharingLoop {
        var: 0,
        name: "i".into(),
        step: 1,
        trip_count: None,
    };
    kernel_cache_fires(|c| c.planned.clear(), "made but was not planned");
    kernel_cache_fires(
        |c| c.regions[0].plan.off = Some("no".into()),
        "made though ignored",
    );
    let coarse = Coarse {
        region: 99,
        rows_per_thread: 8,
        adjacent: true,
        gang: gang.clone(),
        per_row: Vec::new(),
    };
    kernel_cache_fires(
        |c| c.coarse = Some(coarse.clone()),
        "coarsened tile's region is not one of the kernel's",
    );
    kernel_cache_fires(
        |c| {
            c.coarse = Some(Coarse {
                region: 0,
                ..coarse
            });
            c.tile = Some((gang.clone(), 32, 12));
        },
        "a tile of 12 rows is not shared out 8 rows a thread",
    );
    kernel_cache_fires(|c| c.per_thread = 4, "4 iterations a thread, without");
    kernel_cache_fires(
        |c| {
            c.regions[0].plan.window = Some(Window {
                var: 0,
                rho: 1,
                elements: 8,
                unrolled: Vec::new(),
            });
            c.per_thread = 4;
            c.tile = Some((gang.clone(), 16, 16));
        },
        "a register window in a 2-D tile",
    );
    kernel_cache_fires(
        |c| c.uniform_vectors.push((3, gang.clone())),
        "uniform rounds without a region on a uniform path",
    );
    kernel_cache_fires(
        |c| {
            c.constants.push(ConstantCopy {
                region: 0,
                var: 0,
                sym: 0,
                lower: 0,
                bytes: 4,
            })
        },
        "is not one of its constant variables",
    );
    kernel_cache_fires(
        |c| {
            c.regions.clear();
            c.check_flag = true;
        },
        "--cache-check flag is passed to a kernel without regions",
    );
    kernel_cache_fires(
        |c| c.planned[0].interleaved.clear(),
        "0 interleaving entries for 2 variables",
    );
    let slot = |leader, slot| {
        Some(crate::tile::Interleaved {
            leader,
            slot,
            width: 2,
        })
    };
    kernel_cache_fires(
        |c| c.planned[0].interleaved = vec![slot(0, 0), slot(0, 1)],
        "interleaves `b`, which is not a read-only shared copy",
    );
    kernel_cache_fires(
        |c| c.planned[0].interleaved = vec![slot(0, 1), None],
        "puts `a` in slot 1 of a group of 2 led by variable 0",
    );
}

/// The good kernel with its variables captured: `n` a value, `a` the anchored device
/// pointer it takes, `h` through its device copy, `t` a private copy per iteration.
fn kernel_with_capture() -> Kernel {
    use crate::kernel::capture::{CaptureKind, Captured, DevicePointer, Scope};
    use crate::spaces::Space;
    let mut k = good_kernel();
    let float = Type::Basic(BasicType::Float);
    let a = DevicePointer {
        name: "a".into(),
        pointee: float.clone(),
        host: "a".into(),
        device_address: false,
        read_only: false,
        absent_ok: false,
        anchor: Some("&a[1]".into()),
        extents: Vec::new(),
    };
    k.params = a.params();
    k.params.push(Param::Value {
        name: "n".into(),
        ty: ValueType::C("int".into()),
        host: "n".into(),
        role: ValueRole::Other,
    });
    k.params.push(Param::data_pointer(
        "__accc_p_h".into(),
        float.clone(),
        "&(h)".into(),
    ));
    k.params.push(role_value("__accc_n", ValueRole::Iterations));
    let captured = |sym, name: &str, space, how| Captured {
        sym,
        name: name.into(),
        kname: name.into(),
        ty: float.clone(),
        space,
        how,
    };
    k.capture.variables = vec![
        captured(0, "n", None, CaptureKind::Value),
        captured(
            1,
            "a",
            None,
            CaptureKind::DevicePointer {
                pointer: a,
                cache_constant: false,
            },
        ),
        captured(
            2,
            "h",
            None,
            CaptureKind::ThroughPointer {
                param: "__accc_p_h".into(),
            },
        ),
        captured(
            3,
            "t",
            Some(Space::Private),
            CaptureKind::Private {
                per: Scope::Iteration,
            },
        ),
    ];
    k
}

fn capture_fires(break_it: impl FnOnce(&mut Kernel), expected: &str) {
    let mut k = kernel_with_capture();
    assert_eq!(kernel(&k), Vec::<String>::new());
    break_it(&mut k);
    let broken = kernel(&k);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].contains(expected), "{broken:?}");
}

#[test]
fn captured_variables_have_their_parameters_and_spaces() {
    use crate::kernel::capture::CaptureKind;
    use crate::spaces::Space;
    // A value without its parameter; a renamed variable whose pointer is gone.
    capture_fires(
        |k| k.params.retain(|p| p.name() != Some("n")),
        "no value parameter `n`",
    );
    capture_fires(
        |k| k.params.retain(|p| p.name() != Some("__accc_p_h")),
        "renamed through `__accc_p_h`",
    );
    // A device pointer the kernel does not take.
    capture_fires(
        |k| k.params.retain(|p| p.name() != Some("a")),
        "lacks its parameter `a`",
    );
    // Captured twice.
    capture_fires(
        |k| {
            let again = k.capture.variables[0].clone();
            k.capture.variables.push(again);
        },
        "`n` is captured twice",
    );
    // A private copy outside private memory; a read-only pointer to data not `const`.
    capture_fires(|k| k.capture.variables[3].space = None, "`t`");
    capture_fires(
        |k| {
            if let CaptureKind::DevicePointer { pointer, .. } = &mut k.capture.variables[1].how {
                pointer.read_only = true;
            }
        },
        "read-only pointer `a`",
    );
    // A refused variable without an error.
    capture_fires(
        |k| {
            k.capture.variables[3].how = CaptureKind::Refused;
            k.capture.variables[3].space = Some(Space::Private);
        },
        "refused without an error",
    );
}

#[test]
fn a_gang_shared_array_is_declared_and_counted_in_shared_memory() {
    use crate::kernel::capture::CaptureKind;
    use crate::spaces::Space;
    let mut k = kernel_with_capture();
    let bytes = Some(64);
    let t = &mut k.capture.variables[3];
    t.how = CaptureKind::GangShared { bytes };
    t.space = Some(Space::Local);
    k.body.insert(
        0,
        KStmt::Shared {
            declaration: "float t[16]".into(),
            bytes,
            align: None,
        },
    );
    k.shared_memory.push(SharedUse {
        variable: "t".into(),
        ty: Type::Basic(BasicType::Float),
        slots: 1,
        bytes,
        purpose: SharedPurpose::GangPrivate,
    });
    assert_eq!(kernel(&k), Vec::<String>::new());
    let mut uncounted = k.clone();
    uncounted.shared_memory.clear();
    let broken = kernel(&uncounted);
    assert!(
        broken
            .iter()
            .any(|b| b.contains("not counted in shared memory")),
        "{broken:?}"
    );
}

const ROUTINES: &str = "float scale;
#pragma acc routine seq
float dot(const float *x, const float *y, int n) { float s = 0; for (int i = 0; i < n; i++) s += x[i] * y[i]; return s * scale; }
";

/// The all-global version of `ROUTINES`' `dot`, as the routines pass decides it on CUDA.
fn dot_version(sema: &Sema) -> crate::routine::RoutineVersion {
    use crate::routine::RoutineParam;
    let sym = |name: &str| (sema.symbols.symbols.iter().position(|s| s.name == name)).unwrap();
    let global = Some(crate::spaces::Space::Global);
    crate::routine::RoutineVersion {
        routine: 0,
        result: Type::Basic(BasicType::Float),
        key: crate::calls::Version {
            device: "dot".into(),
            spaces: vec![crate::spaces::Space::Global; 2],
        },
        params: vec![
            RoutineParam::User {
                sym: sym("x"),
                pointer: global,
            },
            RoutineParam::User {
                sym: sym("y"),
                pointer: global,
            },
            RoutineParam::User {
                sym: sym("n"),
                pointer: None,
            },
            RoutineParam::Global {
                sym: sym("scale"),
                through_pointer: true,
            },
        ],
        returned: None,
        spaces: None,
        calls: Vec::new(),
    }
}

#[test]
fn routine_versions_hold_their_parameters_globals_and_calls() {
    with_module(ROUTINES, |m, sema| {
        let scale = (sema.symbols.symbols.iter().position(|s| s.name == "scale")).unwrap();
        let good = crate::routine::DeviceRoutines {
            globals: [("dot".to_string(), vec![scale])].into(),
            versions: vec![dot_version(sema)],
        };
        let none = std::collections::BTreeSet::new();
        assert_eq!(super::routines(m, sema, &good, &none), Vec::<String>::new());
        let broken = |change: &dyn Fn(&mut crate::routine::DeviceRoutines)| {
            let mut r = good.clone();
            change(&mut r);
            super::routines(m, sema, &r, &none)
        };
        let twice = broken(&|r| r.versions.push(r.versions[0].clone()));
        assert!(twice[0].contains("defined twice"), "{twice:?}");
        let spaces = broken(&|r| {
            r.versions[0].key.spaces.pop();
        });
        assert!(spaces[0].contains("1 spaces for 2 pointer"), "{spaces:?}");
        let globals = broken(&|r| r.globals.clear());
        assert!(globals[0].contains("the globals it uses"), "{globals:?}");
        let by_value = broken(&|r| {
            r.versions[0].params[3] = crate::routine::RoutineParam::Global {
                sym: scale,
                through_pointer: false,
            }
        });
        assert!(by_value[0].contains("global `scale`"), "{by_value:?}");
        let asked = [crate::calls::Version {
            device: "dot".into(),
            spaces: vec![crate::spaces::Space::Private; 2],
        }];
        let missing = super::routines(m, sema, &good, &asked.iter().cloned().collect());
        assert!(missing[0].contains("not defined"), "{missing:?}");
        // The pipeline's record: one lowering and one list of errors per version, and
        // the versions its bodies' calls go to defined.
        m.routine_declaration_errors = vec![Vec::new()];
        m.device_routines = crate::routine::DecidedRoutines {
            routines: good.clone(),
            lowerings: vec![Default::default()],
            errors: vec![Vec::new()],
            ..Default::default()
        };
        assert_eq!(super::module(m, sema), Vec::<String>::new());
        let call = crate::calls::Call {
            callee: crate::calls::Callee::AsWritten,
            version: Some(asked[0].clone()),
            globals: Vec::new(),
            conversions: Vec::new(),
        };
        let lowering = &mut m.device_routines.lowerings[0];
        lowering
            .calls
            .insert(accc_front::Span { lo: 0, hi: 1 }, call);
        m.device_routines.errors.clear();
        let broken = super::module(m, sema);
        assert_eq!(broken.len(), 2, "{broken:?}");
        assert!(
            broken[0].contains("0 routine lists of errors for 1"),
            "{broken:?}"
        );
        assert!(broken[1].contains("not defined"), "{broken:?}");
    });
}

#[test]
fn a_kernel_agrees_with_its_cache_record() {
    use crate::tile::{ConstantCopy, Mode};
    let mut k = kernel_with_region();
    assert_eq!(kernel(&k), Vec::<String>::new());
    k.cache.check_flag = true;
    assert_eq!(
        kernel(&k),
        ["kernel main_3_5: the cache record raises the --cache-check flag, which the kernel is not passed"]
    );
    k.params
        .push(Param::cache_check_flag("__accc_f".into(), "&f".into()));
    k.cache_reports.push(cache_report(cached_var()));
    assert_eq!(kernel(&k), Vec::<String>::new());
    let region = &mut k.cache.regions[0].plan;
    region.vars[0].mode = Mode::Constant;
    let (id, sym, bytes) = (region.id, region.vars[0].sym, region.vars[0].bytes);
    k.cache.constants.push(ConstantCopy {
        region: id,
        var: 0,
        sym,
        lower: 0,
        bytes,
    });
    let broken = kernel(&k);
    assert!(
        broken
            .iter()
            .any(|b| b.contains("no constant-memory parameter of")),
        "{broken:?}"
    );
}

#[test]
fn the_per_item_records_are_none_or_one_per_item_naming_it() {
    use crate::host::{Queue, RegionCall, WithoutDevice};
    with_module(NEST, |m, sema| {
        assert!(module(m, sema).is_empty());
        let call = |region| RegionCall {
            region,
            guard: Vec::new(),
            waits: Vec::new(),
            queue: Queue::Sync,
            ops: Vec::new(),
            deliver_at: None,
            cache_check: false,
            launches: Vec::new(),
            without_device: WithoutDevice::RunOnHost,
        };
        m.host_calls.checking_regions = vec![call(0)];
        assert!(module(m, sema).is_empty());
        m.host_calls.checking_regions = vec![call(1)];
        let broken = module(m, sema);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(broken[0].contains("name region 1"), "{broken:?}");
        m.host_calls.checking_regions = vec![call(0), call(1)];
        m.routine_declaration_errors = vec![Vec::new()];
        let broken = module(m, sema);
        assert_eq!(broken.len(), 2, "{broken:?}");
        assert!(
            broken[0].contains("2 checking-mode calls of regions for 1"),
            "{broken:?}"
        );
        assert!(
            broken[1].contains("routines' declaration errors for 0"),
            "{broken:?}"
        );
    });
}

/// The decisions about a one-level loop kernel on blocks of `block` threads, walked with a
/// grid stride.
fn decided(block: u32) -> crate::kernel::Decisions<'static> {
    crate::kernel::Decisions::plain("k".into(), block, grid_stride_space())
}

/// The nest outlined as one loop kernel on blocks of 128 threads.
fn outline_nest(m: &mut Module<'_>) {
    let unit = crate::kernel::outline::Unit::Loop {
        stmt: nest(m).stmt.span.lo,
        fused: false,
        shape: one_level(128),
        contents: nest_contents(m),
    };
    outlined(m, vec![unit], 128);
}

/// The host's launch of the kernel named `k` alone, on blocks of `block` threads, with
/// `args`.
fn flat_launch(block: u32, args: Vec<crate::host::LaunchArg>) -> crate::host::Launch {
    crate::host::Launch::Flat(crate::host::KernelLaunch {
        kernel: "k".into(),
        args,
        threads: "n".into(),
        blocks: "0".into(),
        block,
    })
}

#[test]
fn the_host_text_left_in_decided_parameters_is_listed() {
    use crate::kernel::{KernelDecisions, Param, PointerRole, ValueRole, ValueType};
    with_module(NEST, |m, _| {
        outline_nest(m);
        let mut kernel = decided(128);
        kernel.params = vec![
            Param::Value {
                name: "n".into(),
                ty: ValueType::Long,
                host: HostExpr::from("n * 2"),
                role: ValueRole::Other,
            },
            Param::DevicePtr {
                name: "a".into(),
                pointee: Type::Basic(BasicType::Float),
                host: HostExpr::var("a").address(),
                delta: None,
                device_address: false,
                restrict: false,
                absent_ok: false,
                role: PointerRole::Data,
            },
        ];
        m.regions[0].kernels = vec![KernelDecisions {
            kernel,
            strips_twin: None,
            launch: flat_launch(128, Vec::new()),
        }];
        assert_eq!(
            super::host_text(m),
            ["k: parameter n: C text `n * 2`".to_string()]
        );
    });
}

#[test]
fn a_decided_launch_passes_one_argument_per_parameter_each_named_once() {
    use crate::host::LaunchArg;
    use crate::kernel::{KernelDecisions, Param, ValueRole, ValueType};
    let n = |host: &str| Param::Value {
        name: "n".into(),
        ty: ValueType::Long,
        host: host.into(),
        role: ValueRole::Other,
    };
    let arg = |host: &str| LaunchArg::Value {
        name: "n".into(),
        host_type: Some("long".into()),
        host: host.into(),
    };
    with_module(NEST, |m, sema| {
        outline_nest(m);
        let mut kernel = decided(128);
        kernel.params = vec![n("a")];
        let with = |kernel, launch| KernelDecisions {
            kernel,
            strips_twin: None,
            launch,
        };
        m.regions[0].kernels = vec![with(kernel.clone(), flat_launch(128, vec![arg("a")]))];
        assert_eq!(module(m, sema), Vec::<String>::new());
        // An argument of another host expression, and one too many.
        let launch = flat_launch(128, vec![arg("b"), arg("a")]);
        m.regions[0].kernels = vec![with(kernel.clone(), launch)];
        let broken = module(m, sema);
        assert_eq!(broken.len(), 2, "{broken:?}");
        assert!(broken[0].contains("2 arguments for its 1"), "{broken:?}");
        assert!(broken[1].contains("argument 0"), "{broken:?}");
        // Two parameters of one name; a launch of another kernel.
        kernel.params.push(n("a"));
        let mut launch = flat_launch(128, vec![arg("a"), arg("a")]);
        if let crate::host::Launch::Flat(k) = &mut launch {
            k.kernel = "other".into();
        }
        m.regions[0].kernels = vec![with(kernel, launch)];
        let broken = module(m, sema);
        assert_eq!(broken.len(), 2, "{broken:?}");
        assert!(broken[0].contains("launches `other` for `k`"), "{broken:?}");
        assert!(broken[1].contains("two parameters named `n`"), "{broken:?}");
    });
}

#[test]
fn decided_kernels_launch_as_their_space_says() {
    use crate::kernel::KernelDecisions;
    let alone = |kernel| KernelDecisions {
        kernel,
        strips_twin: None,
        launch: flat_launch(128, Vec::new()),
    };
    with_module(NEST, |m, sema| {
        outline_nest(m);
        m.regions[0].kernels = vec![alone(decided(128))];
        assert_eq!(module(m, sema), Vec::<String>::new());
        // Two kernels decided for one outlined.
        m.regions[0].kernels = vec![alone(decided(128)), alone(decided(128))];
        let broken = module(m, sema);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(broken[0].contains("2 kernels decided for 1"), "{broken:?}");
        // Serial code on a block of threads.
        let mut serial = decided(128);
        serial.space.form = SpaceForm::Serial;
        m.regions[0].kernels = vec![alone(serial)];
        let broken = module(m, sema);
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(broken[0].contains("serial code"), "{broken:?}");
        // A twin for a kernel that cannot have one, and which does not walk strips.
        m.regions[0].kernels = vec![KernelDecisions {
            kernel: decided(128),
            strips_twin: Some(decided(128)),
            launch: flat_launch(128, Vec::new()),
        }];
        let broken = module(m, sema);
        assert_eq!(broken.len(), 3, "{broken:?}");
        assert!(broken[2].contains("twin is not launched"), "{broken:?}");
        assert!(broken[0].contains("cannot have one"), "{broken:?}");
        assert!(
            broken[1].contains("does not walk column strips"),
            "{broken:?}"
        );
        // A lowering record outside the region; a call of a version without spaces.
        let mut lowered = decided(128);
        let call = crate::calls::Call {
            callee: crate::calls::Callee::AsWritten,
            version: Some(crate::calls::Version {
                device: "f".into(),
                spaces: vec![crate::spaces::Space::Private],
            }),
            globals: Vec::new(),
            conversions: Vec::new(),
        };
        let outside = accc_front::Span { lo: 0, hi: 1 };
        lowered.body_lowering.calls.insert(outside, call);
        m.regions[0].kernels = vec![alone(lowered)];
        let broken = module(m, sema);
        assert_eq!(broken.len(), 2, "{broken:?}");
        assert!(broken[0].contains("outside the region"), "{broken:?}");
        assert!(broken[1].contains("address spaces"), "{broken:?}");
    });
}

#[test]
fn clause_locals_belong_to_a_construct_and_are_named_once() {
    use crate::host::{ClauseRole, ClauseValue, DataSite};
    with_module(NEST, |m, sema| {
        let local = |site, name: &str| ClauseValue {
            site,
            expr: accc_front::Span { lo: 0, hi: 0 },
            role: ClauseRole::Queue,
            name: name.to_string(),
            c_type: "int",
            value: "(f())".to_string(),
        };
        m.clause_values.values = vec![local(DataSite::Region(0), "__accc_clause_0")];
        assert!(module(m, sema).is_empty());
        m.clause_values
            .values
            .push(local(DataSite::Region(0), "__accc_clause_0"));
        m.clause_values
            .values
            .push(local(DataSite::Region(7), "__accc_clause_1"));
        let broken = module(m, sema);
        assert_eq!(broken.len(), 2, "{broken:?}");
        assert!(broken[0].contains("set twice"), "{broken:?}");
        assert!(broken[1].contains("of no construct"), "{broken:?}");
    });
}
