//! How many blocks a kernel is launched with ([`grid`]) — the threads of its block start
//! from the region's outline (`super::outline`) — decided once, with the kernel's other
//! decisions (`super::kernel`); the launch record (`super::launch`) counts its blocks from
//! that [`Grid`], and the compiler feedback reports the same [`Grid`], the `vector_length`
//! the kernels do not have ([`ignored_vector_length`]) and the loop sizes the launch does
//! not use ([`unapplied_sizes`]).

use accc_front::ast::Expr;
use accc_front::directive::{ClauseKind, Directive};
use accc_front::{SourceMap, Span};
use accc_ir::kernel::{Decisions, Grid, IgnoredVectorLength, SizeInstead, UnappliedSize};
use accc_ir::{Caps, ComputeRegion, Loop};

/// The construct's `vector_length` that the kernels of `region` do not have, and why, for
/// the compiler feedback.
pub fn ignored_vector_length(
    region: &ComputeRegion<'_>,
    sm: &SourceMap,
) -> Option<IgnoredVectorLength> {
    let refused = region.outline.as_ref()?.refused_vector_length?;
    Some(IgnoredVectorLength {
        written: sm.snippet(refused.length).to_string(),
        why: refused.why,
    })
}

/// The grid of kernel `k` of the construct `d`: serial kernels run one block; `num_gangs`
/// fixes the grid of the others (a grid of gangs takes its values per dimension); a kernel
/// whose blocks take gang iterations or tiles asks for one block per group of them — not
/// the runtime's default of one block per `block` iterations, which would leave most of
/// the device idle; otherwise the runtime sizes it.
pub fn grid(k: &Decisions, d: &Directive, caps: &Caps, sm: &SourceMap) -> Grid {
    let num_gangs = d.num_gangs(caps.device_type);
    match num_gangs.first() {
        _ if k.serial() => Grid::One,
        _ if k.column_strips() => Grid::ColumnStrips,
        _ if k.gang_grid.is_some() => Grid::GangGrid {
            dims: k.gang_grid.as_ref().map_or(2, |g| g.inner.len() + 1),
            num_gangs: num_gangs
                .iter()
                .map(|e| sm.snippet(e.span).to_string())
                .collect(),
            dim1_loops: k
                .gang_grid
                .iter()
                .flat_map(|g| g.rows.iter().flat_map(|(_, dim1)| dim1.iter().copied()))
                .collect(),
        },
        Some(e) => Grid::NumGangs(
            sm.snippet(e.span).to_string(),
            accc_sema::consteval::eval(e, &|_| None),
        ),
        None => match (
            k.packed_gangs,
            k.gang_iterations_per_block(),
            k.tile_iterations,
        ) {
            (Some(gangs), _, _) => Grid::PackedGangs(gangs),
            (None, Some(rows), _) => Grid::PerRows(rows),
            (None, None, Some(tile)) => Grid::PerTile(tile),
            (None, None, None) => Grid::Runtime,
        },
    }
}

/// The sizes written on the loop directives of the nest of kernel `k`'s loop `stmt`
/// (found among the region's `loops`) that its launch does not use: its block and grid
/// (decided before) come from the construct or the runtime. Sizes the kernel's shape
/// matches are used.
pub fn unapplied_sizes(
    k: &Decisions,
    stmt: Span,
    loops: &[Loop<'_>],
    caps: &Caps,
    sm: &SourceMap,
) -> Vec<UnappliedSize> {
    let mut sizes = Vec::new();
    for l in loops {
        l.walk(&mut |l| {
            if l.stmt.span.lo == stmt.lo {
                unapplied_in_nest(l, k, caps, sm, &mut sizes);
            }
        });
    }
    sizes
}

/// [`unapplied_sizes`] of the nest of `top`, the kernel's loop.
fn unapplied_in_nest(
    top: &Loop<'_>,
    k: &Decisions,
    caps: &Caps,
    sm: &SourceMap,
    sizes: &mut Vec<UnappliedSize>,
) {
    let value = |e: &Expr| accc_sema::consteval::eval(e, &|_| None);
    // (workers, vector lanes) of a gang × worker × vector kernel.
    let worker_shape = k.worker_loops.first().map(|w| (w.workers, w.vector));
    top.walk(&mut |l| {
        let Some(d) = l.directive else { return };
        for c in d.effective_clauses(caps.device_type) {
            let (e, instead) = match &c.kind {
                ClauseKind::Vector(Some(e))
                    if value(e) == Some(k.tile_width().unwrap_or(k.block) as i128) =>
                {
                    continue
                }
                // In a gang × worker × vector kernel: sizes the block's shape matches.
                ClauseKind::Vector(Some(e)) | ClauseKind::Worker(Some(e))
                    if worker_shape.is_some_and(|(w, v)| {
                        value(e)
                            == Some(if matches!(c.kind, ClauseKind::Worker(_)) {
                                w
                            } else {
                                v
                            } as i128)
                    }) =>
                {
                    continue
                }
                ClauseKind::Vector(Some(e)) if worker_shape.is_some() => (
                    e,
                    SizeInstead::LanesPerWorker(worker_shape.map_or(0, |(_, v)| v)),
                ),
                ClauseKind::Worker(Some(e)) if worker_shape.is_some() => (
                    e,
                    SizeInstead::WorkersPerBlock(worker_shape.map_or(0, |(w, _)| w)),
                ),
                ClauseKind::Vector(Some(e)) => (e, SizeInstead::ThreadsPerBlock(k.block)),
                // The rows of a 2-D tile (an `fcw` block of `gang worker(W)` by its vector
                // loop): one worker per row.
                ClauseKind::Worker(Some(e))
                    if k.rows_per_gang()
                        .is_some_and(|rows| value(e) == Some(rows as i128)) =>
                {
                    continue
                }
                ClauseKind::Worker(Some(e)) => (e, SizeInstead::SharedBlock(k.block)),
                ClauseKind::Gang(g) => match (&g.num, &k.grid) {
                    (Some(e), Grid::NumGangs(_, Some(n))) if value(e) == Some(*n) => continue,
                    (Some(e), _) => (e, SizeInstead::GridFromConstruct),
                    (None, _) => continue,
                },
                _ => continue,
            };
            sizes.push(UnappliedSize {
                at: l.stmt.span,
                written: sm.snippet(e.span).to_string(),
                instead,
            });
        }
    });
}
