//! The sizes written on a kernel's loop directives that its launch does not use.

use accc_front::SourceMap;
use accc_ir::kernel::{Grid, Kernel, KernelShape};
use accc_ir::Loop;

use super::Device;
use crate::offload::target::Words;

/// Sizes written on the loop directives of a kernel's nest (`gang(num:)`, `worker(n)`,
/// `vector(n)`) that its launch does not use: the block and grid come from the construct
/// (`vector_length`, `num_gangs`) or the runtime.
pub(super) fn unapplied_sizes(
    top: &Loop<'_>,
    k: &Kernel,
    device: &Device<'_>,
    sm: &SourceMap,
    push: &mut dyn FnMut(u32, String),
) {
    use accc_front::directive::ClauseKind;
    let name = device.target.device_type();
    let Words {
        block,
        units: threads,
        ..
    } = *device.target.words();
    let value = |e: &accc_front::ast::Expr| accc_sema::consteval::eval(e, &|_| None);
    // (workers, vector lanes) of a gang × worker × vector kernel.
    let worker_shape = match &k.shape {
        KernelShape::Loop { worker_loops, .. } => {
            worker_loops.first().map(|w| (w.workers, w.vector))
        }
        _ => None,
    };
    top.walk(&mut |l| {
        let Some(d) = l.directive else { return };
        let line = sm.locate(l.stmt.span).line;
        for c in d.effective_clauses(name) {
            let note = match &c.kind {
                ClauseKind::Vector(Some(e))
                    if value(e) == Some(k.tile_width().unwrap_or(k.block) as i128) =>
                {
                    continue
                }
                // In a gang × worker × vector kernel: sizes the block's shape matches.
                ClauseKind::Vector(Some(e)) | ClauseKind::Worker(Some(e))
                    if worker_shape.is_some_and(|(w, v)| {
                        value(e) == Some(if matches!(c.kind, ClauseKind::Worker(_)) { w } else { v } as i128)
                    }) =>
                {
                    continue
                }
                ClauseKind::Vector(Some(e)) if worker_shape.is_some() => format!(
                    "vector({}) not applied: each worker runs {} {threads} (vector_length of the construct)",
                    sm.snippet(e.span),
                    worker_shape.map_or(0, |(_, v)| v)
                ),
                ClauseKind::Worker(Some(e)) if worker_shape.is_some() => format!(
                    "worker({}) not applied: the kernel runs {} workers per {block} (num_workers of the construct, or the first worker(n) of the nest)",
                    sm.snippet(e.span),
                    worker_shape.map_or(0, |(w, _)| w)
                ),
                ClauseKind::Vector(Some(e)) => format!(
                    "vector({}) not applied: the kernel runs {} {threads} per {block} (vector_length of the construct)",
                    sm.snippet(e.span),
                    k.block
                ),
                // The rows of a 2-D tile (an `fcw` block of `gang worker(W)` by its vector
                // loop): one worker per row.
                ClauseKind::Worker(Some(e))
                    if k.rows_per_gang().is_some_and(|rows| value(e) == Some(rows as i128)) =>
                {
                    continue
                }
                ClauseKind::Worker(Some(e)) => format!(
                    "worker({}) not applied: workers and vector lanes share the {block}'s {} {threads}",
                    sm.snippet(e.span),
                    k.block
                ),
                ClauseKind::Gang(g) => match (&g.num, &k.grid) {
                    (Some(e), Grid::NumGangs(_, Some(n))) if value(e) == Some(*n) => continue,
                    (Some(e), _) => format!(
                        "gang(num:{}) not applied: the grid comes from num_gangs of the construct or the runtime",
                        sm.snippet(e.span)
                    ),
                    (None, _) => continue,
                },
                _ => continue,
            };
            push(line, note);
        }
    });
}
