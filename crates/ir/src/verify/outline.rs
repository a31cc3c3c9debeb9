//! The kernels a compute region becomes (`ComputeRegion::outline`): each names what the
//! region has — its parallel loops of the statement list, its statements, its gang loops
//! — every outermost loop of the region runs in exactly one kernel (as the kernel's loop,
//! or inside one), and the block they start from is one a kernel can have; a loop
//! kernel's contents are its nest's (loop variables, sunk headers) and share each variable
//! one way; the partitioned gang loops beside the outline are the gang-redundant kernel's.

use accc_front::directive::{ClauseKind, GangArgs};

use crate::kernel::outline::{LoopContents, LoopShape, Outline, Unit};
use crate::kernel::MAX_BLOCK;
use crate::{ComputeRegion, Loop, Schedule};

/// Checks the outline of `region`, where the outlining pass recorded one.
pub(super) fn outline(region: &ComputeRegion<'_>, report: &mut dyn FnMut(String)) {
    let Some(outline) = &region.outline else {
        return;
    };
    let gang = matches!(outline.units.as_slice(), [Unit::Gang { .. }]);
    if !(1..=MAX_BLOCK).contains(&outline.block) || (gang && outline.block != 1) {
        report(format!(
            "its kernels start from blocks of {} threads",
            outline.block
        ));
    }
    if outline
        .refused_vector_length
        .is_some_and(|r| r.warned == gang)
    {
        report("its refused `vector_length` is warned about as if it were not gang-redundant (or not, as if it were)".into());
    }
    for unit in &outline.units {
        match unit {
            Unit::Loop {
                stmt,
                fused,
                shape,
                contents,
            } => {
                loop_unit(region, *stmt, *fused, report);
                if let Some(l) = region.outermost_loop_at(*stmt) {
                    let mut report =
                        |why| report(format!("the kernel of the loop at byte {stmt}: {why}"));
                    loop_shape(l, shape, &mut report);
                    let collapse = if *fused { 2 } else { l.collapse };
                    loop_contents(l, collapse, contents, &mut report);
                }
            }
            Unit::Serial { stmts } if stmts.is_empty() => {
                report("a single-thread kernel runs no statements".into())
            }
            Unit::Serial { stmts } => {
                for &s in stmts {
                    if region.statement_at(s).is_none() {
                        report(format!("a single-thread kernel runs the statement at byte {} the region does not have", s.lo));
                    }
                }
            }
            Unit::Gang { .. } if outline.units.len() > 1 => {
                report("a gang-redundant kernel is not the region's only kernel".into())
            }
            Unit::Gang { gang_loops, .. } => gang_unit(region, gang_loops, report),
        }
    }
    every_loop_once(region, outline, report);
    gang_partitions(region, outline, report);
}

/// The partitioned gang loops of the region are those its gang-redundant kernel names, in
/// its order (none for another region).
fn gang_partitions(region: &ComputeRegion<'_>, outline: &Outline, report: &mut dyn FnMut(String)) {
    let named = outline.units.iter().flat_map(|u| match u {
        Unit::Gang { gang_loops, .. } => gang_loops.as_slice(),
        _ => &[],
    });
    let partitioned = region.gang_partitions.iter().map(|p| p.stmt.lo);
    if !named.copied().eq(partitioned) {
        report("its partitioned gang loops are not the gang loops its gang-redundant kernel spreads over the gangs".into());
    }
}

/// A loop kernel runs an outermost parallel loop of the region, fused only with its one
/// child.
fn loop_unit(region: &ComputeRegion<'_>, stmt: u32, fused: bool, report: &mut dyn FnMut(String)) {
    let Some(l) = region.outermost_loop_at(stmt) else {
        report(format!(
            "a kernel runs the loop at byte {stmt}, not an outermost loop of the region"
        ));
        return;
    };
    if !matches!(l.schedule, Schedule::Parallel { .. }) {
        report(format!(
            "a kernel spreads the loop at byte {stmt}, which does not run in parallel"
        ));
    }
    if fused && !(l.children.len() == 1 && l.collapse == 1) {
        report(format!(
            "the loop at byte {stmt} is fused with a vector loop it does not have alone"
        ));
    }
}

/// A loop kernel's shape: a block a kernel can have, of the vector lanes and workers (or
/// the strip tile) it says; vector and worker loops in the kernel's loop, the worker loops
/// among the vector loops; strip tiles and gang-shared arrays only for the levels that have
/// them; a grid of gangs only for a `gang(dim:n)` loop, `n` > 1.
fn loop_shape(l: &Loop<'_>, shape: &LoopShape, report: &mut dyn FnMut(String)) {
    let split = !shape.worker_loops.is_empty();
    let threads = match shape.strip_tiles {
        Some((tx, ty)) => tx * ty,
        None if split => shape.vector * shape.workers,
        None => shape.vector,
    };
    if !(1..=MAX_BLOCK).contains(&shape.block) || shape.block != threads {
        report(format!(
            "a block of {} threads, not the {threads} its vector lanes, workers or tile make",
            shape.block
        ));
    }
    let inside = |at: u32| at != l.stmt.span.lo && l.loop_at(at).is_some();
    for &v in &shape.vector_loops {
        if !inside(v) {
            report(format!("its vector loop at byte {v} is not a loop in it"));
        }
    }
    for (w, inner) in &shape.worker_loops {
        if !shape.vector_loops.contains(w) {
            report(format!(
                "its worker loop at byte {w} is not one of its vector loops"
            ));
        }
        if let Some(v) = inner.iter().find(|&&v| !inside(v)) {
            report(format!(
                "the vector loop at byte {v} of a worker loop is not a loop in it"
            ));
        }
    }
    if shape.strip_tiles.is_some() && !shape.vector_loops.is_empty() {
        report("strip tiles with vector loops".into());
    }
    if !shape.gang_shared.is_empty() && shape.vector_loops.is_empty() {
        report("gang-shared arrays without vector loops to share them".into());
    }
    let gang_dims = l.directive.is_some_and(|d| {
        d.clauses.iter().any(|c| {
            matches!(&c.kind, ClauseKind::Gang(GangArgs { dim: Some(dim), .. }) if dim.value > 1)
        })
    });
    if shape.gang_grid.is_some() && !gang_dims {
        report("a grid of gangs without `gang(dim:n)`, n > 1".into());
    }
}

/// A loop kernel's contents: the loop variables of its collapsed nest (`collapse` loops
/// deep, as far as the nest goes), no variable both reduced and private, each reduced
/// once, and sunk headers inside the loop.
fn loop_contents(
    l: &Loop<'_>,
    collapse: usize,
    contents: &LoopContents,
    report: &mut dyn FnMut(String),
) {
    let mut nest_vars = Vec::new();
    let mut cur = Some(l);
    for _ in 0..collapse {
        let Some(at) = cur else { break };
        nest_vars.extend(at.var());
        cur = at.children.first();
    }
    if contents.loop_vars != nest_vars {
        report("its loop variables are not those of its collapsed nest".into());
    }
    let reduced: Vec<_> = contents.reductions.iter().map(|r| r.sym).collect();
    if (1..reduced.len()).any(|k| reduced[..k].contains(&reduced[k])) {
        report("it reduces a variable twice".into());
    }
    if contents.private.iter().any(|p| reduced.contains(p)) {
        report("a variable both reduced and private".into());
    }
    let span = l.stmt.span;
    for h in &contents.elided_headers {
        if !(span.lo < h.lo && h.hi <= span.hi) {
            report(format!("a sunk header at byte {} outside the loop", h.lo));
        }
    }
}

/// A gang-redundant kernel's gang loops are parallel loops of the region, the outermost of
/// their collapsed nests, each once, in source order.
fn gang_unit(region: &ComputeRegion<'_>, gang_loops: &[u32], report: &mut dyn FnMut(String)) {
    if !gang_loops.windows(2).all(|w| w[0] < w[1]) {
        report(
            "the gang loops of a gang-redundant kernel are not in source order, each once".into(),
        );
    }
    for &at in gang_loops {
        let spread = region.loop_at(at).is_some_and(|l| {
            matches!(l.schedule, Schedule::Parallel { .. }) && !l.collapsed_into_parent
        });
        if !spread {
            report(format!(
                "a gang-redundant kernel spreads the loop at byte {at}, not a parallel loop of the region"
            ));
        }
    }
}

/// Every outermost loop of the region runs in exactly one kernel: as its loop, or inside
/// the statements it runs.
fn every_loop_once(region: &ComputeRegion<'_>, outline: &Outline, report: &mut dyn FnMut(String)) {
    for l in &region.loops {
        let span = l.stmt.span;
        let kernels = outline
            .units
            .iter()
            .filter(|u| match u {
                Unit::Loop { stmt, .. } => *stmt == span.lo,
                Unit::Serial { stmts } => stmts.iter().any(|s| s.lo <= span.lo && span.hi <= s.hi),
                Unit::Gang { .. } => true,
            })
            .count();
        if kernels != 1 {
            report(format!(
                "the loop at byte {} runs in {kernels} kernels, not one",
                span.lo
            ));
        }
    }
}
