//! A kernel's launch geometry in words: its threads per block, the lanes of its gangs, the
//! `vector_length` it does not have, and how many blocks it is launched with, from the
//! [`Grid`] the launch was decided with.

use accc_ir::kernel::{Grid, Kernel, KernelShape};

use crate::offload::launch;
use crate::offload::target::Words;

/// Threads per block (and a gang's lanes, the `vector_length` not applied and why), then
/// the grid: "128 threads per block, blocks chosen at run time (…)".
pub(super) fn geometry(k: &Kernel, words: &Words) -> String {
    let vl = match &k.ignored_vector_length {
        Some(ignored) => format!(
            " (vector_length({}): {})",
            ignored.written,
            launch::vector_length_refusal(ignored.why)
        ),
        None => String::new(),
    };
    let per_block = if k.block == 1 {
        words.thread
    } else {
        words.threads
    };
    // (A packed kernel's gangs are said with the grid.)
    let shape = match k.grid {
        Grid::PackedGangs(_) => String::new(),
        _ => gang_shape(k),
    };
    format!(
        "{} {per_block}{shape}{vl}, {}",
        k.block,
        grid_text(k, words)
    )
}

/// A gang's lanes, where it has workers: " (16 vector lanes × 2 workers)".
fn gang_shape(k: &Kernel) -> String {
    match &k.shape {
        KernelShape::Loop { worker_loops, .. } => worker_loops
            .first()
            .map(|w| format!(" ({} vector lanes × {} workers)", w.vector, w.workers))
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// How many blocks a kernel is launched with, and why.
fn grid_text(k: &Kernel, words: &Words) -> String {
    let Words { block, blocks, .. } = *words;
    match &k.grid {
        Grid::One => format!("1 {block}"),
        Grid::NumGangs(_, Some(1)) => format!("1 {block} (num_gangs)"),
        Grid::NumGangs(_, Some(n)) => format!("{n} {blocks} (num_gangs)"),
        Grid::NumGangs(e, None) => format!("num_gangs({e}) {blocks}, evaluated at run time"),
        Grid::Runtime if matches!(k.shape, KernelShape::GangRedundant { .. }) => {
            format!("{blocks} chosen at run time (as many as the device runs at once)")
        }
        Grid::PerRows(1) => format!("one {block} per gang iteration"),
        Grid::PerRows(rows) => format!(
            "one {block} per tile of {rows} gang iterations x {} iterations of the vector loop",
            k.tile_width().unwrap_or(1)
        ),
        Grid::PerTile(n) => format!("one {block} per tile of {n} iterations"),
        Grid::PackedGangs(n) => format!(
            "{n} gangs of {} threads{} a {block} (a warp each), one gang per gang iteration",
            k.block / n,
            gang_shape(k)
        ),
        Grid::ColumnStrips => {
            use accc_ir::kernel::COLUMN_STRIP_MAX_ROWS;
            let (width, least) = (k.block, k.strips_least_inner_iterations());
            format!(
                "one {block} per strip of {width} inner iterations and range of up to \
                 {COLUMN_STRIP_MAX_ROWS} outer ones; launched when the inner loop has {least} \
                 or more iterations"
            )
        }
        Grid::GangGrid {
            dims, num_gangs, ..
        } => {
            let most = accc_ir::kernel::MOST_CHOSEN_GANGS;
            let along = (1..=*dims)
                .map(|d| {
                    let n = match (num_gangs.get(d - 1), d) {
                        (Some(e), _) => format!("num_gangs {e}"),
                        (None, 1) => format!(
                            "one per {} iterations of the `gang(dim:1)` loop (at most {most})",
                            k.block
                        ),
                        (None, d) if d == *dims => {
                            format!("one per iteration of the `gang(dim:{d})` loop")
                        }
                        (None, d) => format!(
                            "one per iteration of the `gang(dim:{d})` loop (at most {most})"
                        ),
                    };
                    format!("{n} along dimension {d}")
                })
                .collect::<Vec<_>>();
            format!("a grid of gangs: {}", along.join(" x "))
        }
        Grid::Runtime if k.block == 1 => {
            format!("{blocks} chosen at run time (one per iteration, capped by the device)")
        }
        Grid::Runtime => format!(
            "{blocks} chosen at run time (one per {} iterations, capped by the device)",
            k.block * k.iterations_per_thread()
        ),
    }
}
