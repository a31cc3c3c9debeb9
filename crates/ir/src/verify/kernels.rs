//! The decisions about a region's kernels (`ComputeRegion::kernels`, the `kernels` pass):
//! one for each outlined kernel, on the loops its outline names; each launch's block and
//! grid agree with the iteration space (one thread and one block for serial code, the
//! grid of column strips for them, gangs packed several to a block on the kernel's block);
//! the partitioned loops in source order, once each; a column-strips twin only for a
//! kernel that may have one, walking its nest in strips; the parameters of each kernel
//! named once each, and the host's launch of the kernel (or the choice between it and its
//! twin) passing one argument per parameter; its body's lowering records on the region's
//! code only, and calls of a routine's version for other address spaces only where the
//! code has spaces.

use std::collections::HashSet;

use crate::host::{KernelLaunch, Launch};
use crate::kernel::outline::Unit;
use crate::kernel::{Decisions, Grid, KernelDecisions, MAX_BLOCK};
use crate::ComputeRegion;

/// Checks the decisions about the kernels of `region`, where the pass recorded them.
pub(super) fn kernels(region: &ComputeRegion<'_>, report: &mut dyn FnMut(String)) {
    if region.kernels.is_empty() {
        return;
    }
    let Some(outline) = &region.outline else {
        report("its kernels are decided without an outline".into());
        return;
    };
    if region.kernels.len() != outline.units.len() {
        report(format!(
            "{} kernels decided for {} outlined",
            region.kernels.len(),
            outline.units.len()
        ));
    }
    for (k, (unit, decided)) in outline.units.iter().zip(&region.kernels).enumerate() {
        let mut at = |why: String| report(format!("kernel {k}: {why}"));
        outlined_loops(unit, &decided.kernel, &mut at);
        launch(&decided.kernel, &mut at);
        body_lowering(region, &decided.kernel, &mut at);
        if let Some(twin) = &decided.strips_twin {
            if !decided.kernel.space.strips_possible {
                at("a column-strips twin of a kernel that cannot have one".into());
            }
            if !twin.column_strips() {
                at("its column-strips twin does not walk column strips".into());
            }
            launch(twin, &mut |why| {
                at(format!("its column-strips twin: {why}"))
            });
        }
        host_launch(decided, &mut at);
    }
}

/// The host launches the kernel alone, or with its twin as the choice between the two,
/// each with one argument per parameter (parameters named once each), and counts the
/// twin's blocks from its values.
fn host_launch(decided: &KernelDecisions, report: &mut dyn FnMut(String)) {
    let kernel = &decided.kernel;
    match (&decided.launch, &decided.strips_twin) {
        (Launch::Flat(k), None) => launched(k, kernel, report),
        (Launch::Strips { strips, flat, nest }, Some(twin)) => {
            launched(flat, kernel, report);
            launched(strips, twin, report);
            super::launches::strips_nest(nest, &twin.params, report);
        }
        (Launch::Flat(_), Some(_)) => report("its column-strips twin is not launched".into()),
        (Launch::Strips { .. }, None) => report("launched as column strips without a twin".into()),
    }
    for d in std::iter::once(kernel).chain(&decided.strips_twin) {
        let mut names = HashSet::new();
        for name in d.params.iter().filter_map(|p| p.name()) {
            if !names.insert(name) {
                report(format!("`{}` has two parameters named `{name}`", d.name));
            }
        }
    }
}

/// The launch `k` is of the kernel `d` describes, with one argument per parameter.
fn launched(k: &KernelLaunch, d: &Decisions, report: &mut dyn FnMut(String)) {
    if k.kernel != d.name {
        report(format!("launches `{}` for `{}`", k.kernel, d.name));
    }
    super::launches::kernel_launch(k, &d.params, d.block, report);
}

/// The vector and gang loops of `decided` are those its outlined `unit` names.
fn outlined_loops(unit: &Unit, decided: &Decisions, report: &mut dyn FnMut(String)) {
    let vector_loops: Vec<u32> = decided.vector_loops.iter().map(|s| s.lo).collect();
    let gang_loops: Vec<u32> = decided.gang_loops.iter().map(|g| g.stmt.lo).collect();
    let (outlined_vector, outlined_gang): (&[u32], &[u32]) = match unit {
        Unit::Loop { shape, .. } => (&shape.vector_loops, &[]),
        Unit::Serial { .. } => (&[], &[]),
        Unit::Gang { gang_loops, .. } => (&[], gang_loops),
    };
    if vector_loops != outlined_vector {
        report("its vector loops are not its outline's".into());
    }
    let mut outlined_gang = outlined_gang.to_vec();
    outlined_gang.sort();
    if gang_loops != outlined_gang {
        report("its gang loops are not its outline's".into());
    }
}

/// The body's lowering records of `decided` lie in `region`'s statement, and its calls go
/// to a routine's version for other address spaces only where its code has spaces.
fn body_lowering(region: &ComputeRegion<'_>, decided: &Decisions, report: &mut dyn FnMut(String)) {
    let (within, lowered) = (region.stmt.span, &decided.body_lowering);
    let mut spans = (lowered.calls.keys())
        .chain(lowered.atomics.keys())
        .chain(lowered.complex.keys())
        .chain(lowered.initializers.keys())
        .chain(lowered.sizes.keys());
    if spans.any(|s| s.lo < within.lo || s.hi > within.hi) {
        report("its body's lowering records code outside the region".into());
    }
    let versioned = lowered.calls.values().any(|c| c.version.is_some());
    if versioned && decided.code_spaces.is_none() {
        report(
            "its body calls a routine's version for address spaces its code does not have".into(),
        );
    }
}

/// The launch of `decided` agrees with its iteration space and block, and its partitioned
/// loops are in source order, once each.
fn launch(decided: &Decisions, report: &mut dyn FnMut(String)) {
    let chosen = decided.block_choice.block;
    if !(1..=MAX_BLOCK).contains(&chosen) || !(1..=MAX_BLOCK).contains(&decided.block) {
        report(format!(
            "blocks of {} threads (chosen {chosen})",
            decided.block
        ));
    }
    if decided.serial() && (decided.block != 1 || decided.grid != Grid::One) {
        report("serial code on more than one thread".into());
    }
    if decided.column_strips() && decided.grid != Grid::ColumnStrips {
        report("column strips launched on another grid".into());
    }
    if let Some(gangs) = decided.packed_gangs {
        if !decided.serial() && decided.block != chosen * gangs {
            report(format!(
                "{gangs} packed gangs of {chosen} threads on blocks of {}",
                decided.block
            ));
        }
    }
    let starts: Vec<u32> = decided.partitioned.iter().map(|p| p.stmt.lo).collect();
    if starts.windows(2).any(|w| w[0] >= w[1]) {
        report("its partitioned loops are not in source order, once each".into());
    }
}
