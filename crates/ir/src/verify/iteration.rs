//! The invariants of a kernel's iteration space (`kernel::IterationSpace`): the loop the
//! kernel prints is the form the record chose, with its numbers; column strips only for a
//! `collapse(2)` nest that could have them (no cache regions, no loops in the body), and
//! only they prefetch or carry rows; a 2-D tile with the parameter counting its columns;
//! uniform rounds of the block's threads times the iterations each runs; the parameters
//! the space reads among the kernel's, the indices numbered as the printer counts them.

use crate::kernel::{IterationSpace, KStmt, Kernel, LoopForm, Param, SpaceForm, ValueRole};
use crate::tile::WidthMethod;

pub(super) fn space(k: &Kernel, report: &mut dyn FnMut(String)) {
    let space = &k.space;
    let mut broken = |why: String| report(format!("iteration space {:?}: {why}", space.form));
    printed_form(k, &mut broken);
    strips(k, &mut broken);
    params(k, &mut broken);
    indices(space, &mut broken);
    match &space.form {
        SpaceForm::Tile2D { .. } if !reads(space, ValueRole::TileColumns) => {
            broken("a 2-D tile without the parameter counting its columns".into())
        }
        SpaceForm::Uniform {
            per_block,
            per_thread,
            width,
            trip_count,
        } => {
            if *per_block != k.block * per_thread || *per_thread != k.iterations_per_thread() {
                broken(format!(
                    "rounds of {per_block} iterations, {per_thread} a thread, in a block of {} threads running {} iterations each",
                    k.block, k.iterations_per_thread()
                ));
            }
            // The fixed width is the block's iterations only where every round is full.
            let full_rounds = trip_count.is_some_and(|t| t % *per_block as i128 == 0);
            if *width == WidthMethod::Fixed && !full_rounds {
                broken(format!(
                    "a fixed width though the trip count {trip_count:?} is not a multiple of {per_block}"
                ));
            }
        }
        _ => {}
    }
}

/// The form the kernel's body prints is the record's, with the same numbers.
fn printed_form(k: &Kernel, broken: &mut dyn FnMut(String)) {
    let Some(printed) = k.body.iter().find_map(|s| match s {
        KStmt::Iterations(it) => Some(&it.form),
        _ => None,
    }) else {
        return;
    };
    let agree = match (&k.space.form, printed) {
        (SpaceForm::GridStride, LoopForm::GridStride { .. })
        | (SpaceForm::Serial, LoopForm::Serial)
        | (SpaceForm::GangRedundant, LoopForm::GangRedundant) => true,
        (SpaceForm::StripTiles { tx, ty }, LoopForm::StripTiles { tx: px, ty: py })
        | (SpaceForm::Tile2D { tx, ty }, LoopForm::Tile2D { tx: px, ty: py }) => {
            (tx, ty) == (px, py)
        }
        (
            SpaceForm::Uniform {
                per_block,
                per_thread,
                ..
            },
            LoopForm::Uniform {
                per_block: pb,
                per_thread: pt,
                ..
            },
        ) => (per_block, per_thread) == (pb, pt),
        (SpaceForm::ColumnStrips { block }, LoopForm::ColumnStrips { block: pb, .. }) => {
            block == pb
        }
        _ => false,
    };
    if !agree {
        broken(format!("the kernel prints {printed:?}"));
    }
}

/// Column strips: a `collapse(2)` nest that can have them; the reads
/// prefetched and carried are theirs.
fn strips(k: &Kernel, broken: &mut dyn FnMut(String)) {
    let space = &k.space;
    if space.strips_possible && space.collapsed != 2 {
        broken(format!(
            "column strips possible for a nest of {} loops, not collapse(2)",
            space.collapsed
        ));
    }
    let strips = matches!(space.form, SpaceForm::ColumnStrips { .. });
    if strips && !space.strips_possible {
        broken("column strips where they are not possible".into());
    }
    let walks_rows = !space.prefetched.is_empty() || !space.carried.is_empty();
    if walks_rows && !strips {
        broken("reads prefetched or carried down a row walk without column strips".into());
    }
    for family in &space.carried {
        let links = family.links.len();
        if links < 2 || family.reads.iter().any(|(_, link)| *link >= links) {
            broken(format!(
                "a carried family of {links} links whose reads name links {:?}",
                family.reads.iter().map(|(_, l)| l).collect::<Vec<_>>()
            ));
        }
    }
}

/// Does the space read a value parameter of role `role`?
fn reads(space: &IterationSpace, role: ValueRole) -> bool {
    space
        .params
        .iter()
        .any(|p| matches!(p, Param::Value { role: r, .. } if *r == role))
}

/// The parameters the space reads are the kernel's; serial and gang-redundant code reads
/// none.
fn params(k: &Kernel, broken: &mut dyn FnMut(String)) {
    let space = &k.space;
    for p in &space.params {
        let Param::Value { name, role, .. } = p else {
            broken(format!("{p:?} is not a value parameter"));
            continue;
        };
        let declared = k
            .params
            .iter()
            .any(|q| matches!(q, Param::Value { name: n, role: r, .. } if n == name && r == role));
        if !declared {
            broken(format!(
                "reads `{name}` ({role:?}), which the kernel does not declare"
            ));
        }
    }
    let loops = !matches!(space.form, SpaceForm::Serial | SpaceForm::GangRedundant);
    if !loops && (space.collapsed != 0 || !space.params.is_empty()) {
        broken(format!(
            "{} collapsed loops and {} parameters for code without a loop",
            space.collapsed,
            space.params.len()
        ));
    }
}

/// The indices are of the collapsed loops, outermost first, each counted by `__accc_it`
/// alone or by its mixed-radix digit, with its own bounds' parameters.
fn indices(space: &IterationSpace, broken: &mut dyn FnMut(String)) {
    let mut previous = None;
    for index in &space.indices {
        let level = index.level;
        if level >= space.collapsed || previous.is_some_and(|p| p >= level) {
            broken(format!(
                "index `{}` at level {level} of {} collapsed loops, out of order",
                index.var_name, space.collapsed
            ));
        }
        previous = Some(level);
        let counter = match space.collapsed {
            1 => "__accc_it".to_string(),
            _ => format!("__accc_x{level}"),
        };
        if index.counter != counter {
            broken(format!(
                "index `{}` counted by `{}`, not `{counter}`",
                index.var_name, index.counter
            ));
        }
        for (name, role) in [
            (&index.lower, ValueRole::Lower(level)),
            (&index.step, ValueRole::Step(level)),
            (&index.trip_count, ValueRole::TripCount(level)),
        ] {
            let held = space.params.iter().any(
                |p| matches!(p, Param::Value { name: n, role: r, .. } if n == name && *r == role),
            );
            if !held {
                broken(format!(
                    "index `{}` reads `{name}`, not a parameter of role {role:?}",
                    index.var_name
                ));
            }
        }
    }
}
