//! The schedule of a loop kernel's loops in OpenACC terms and the device's: the gang loop
//! (tiles, a grid stride, packed gangs, rows of a tile, a grid of gangs; column strips in
//! strips.rs), its vector loops and its worker loops.

use accc_front::{SourceMap, Span};
use accc_ir::kernel::{Grid, Kernel, WorkerLoop};

use super::{collapse, strips};
use crate::offload::target::Words;

/// The schedule of a loop kernel's gang loop (at `l_line`, `n` loops collapsed): tiles,
/// column strips, a grid stride, packed gangs, rows of a tile, or a grid of gangs.
pub(super) fn gang_loop_facts(
    k: &Kernel,
    l_line: u32,
    n: usize,
    vector_loops: &[Span],
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let Words {
        ids,
        groups,
        lanes,
        unit,
        block,
        blocks,
        ..
    } = *words;
    if let Some((tx, ty)) = k.strip_tiles() {
        push(
            l_line,
            format!(
                "#pragma acc loop gang, vector tile({tx},{ty}) /* {ty}x{tx} tiles over {groups}, stride over the {blocks}; a tile's elements over the {block}'s {unit}s: inner loop {lanes} % {tx}, outer loop {lanes} / {tx} */"
            ),
        );
    } else if vector_loops.is_empty() && matches!(k.grid, Grid::ColumnStrips) {
        strips::column_strip_facts(k, l_line, n, words, push);
    } else if let (true, Some(twin)) = (vector_loops.is_empty(), &k.strips_twin) {
        push(
            l_line,
            format!(
                "#pragma acc loop gang, vector({}){} /* {ids}, grid-stride; launched when the inner loop has fewer than {} iterations, else {twin} */",
                k.block,
                collapse(n),
                k.strips_least_inner_iterations(),
            ),
        );
    } else if vector_loops.is_empty() {
        push(
            l_line,
            format!(
                "#pragma acc loop gang, vector({}){} /* {ids}, grid-stride */",
                k.block,
                collapse(n)
            ),
        );
    } else if let Grid::PackedGangs(gangs) = k.grid {
        let warp = k.block / gangs;
        push(
            l_line,
            format!(
                "#pragma acc loop gang{} /* {groups} * {gangs} + {lanes} / {warp}: a warp a gang, stride over the gangs */",
                collapse(n),
            ),
        );
    } else if let (Some(rows), Some(width)) = (k.rows_per_gang(), k.tile_width()) {
        let thread_rows = (k.block / width.max(1)).max(1);
        let each = match rows / thread_rows {
            1 => format!("one per row of {unit}s"),
            r => format!("{r} per row of {unit}s, {thread_rows} apart"),
        };
        push(
            l_line,
            format!(
                "#pragma acc loop gang{} /* {groups} {lanes} / {width}: {rows} gang iterations per tile, {each} */",
                collapse(n),
            ),
        );
    } else if let Grid::GangGrid { dims, .. } = k.grid {
        let below = if dims == 3 {
            "(g1 * g2), g1 and g2 the gangs along dimensions 1 and 2"
        } else {
            "g1, g1 the gangs along dimension 1"
        };
        push(
            l_line,
            format!(
                "#pragma acc loop gang(dim:{dims}){} /* {groups} / {below}: stride over the gangs along dimension {dims} */",
                collapse(n)
            ),
        );
    } else {
        push(
            l_line,
            format!(
                "#pragma acc loop gang{} /* {groups}, stride over the {blocks} */",
                collapse(n)
            ),
        );
    }
}

/// The schedule of a loop kernel's vector loops (and of its worker loops among them): the
/// threads of a block, of a tile's row, of a warp, or of the gangs along dimension 1.
pub(super) fn vector_loop_facts(
    k: &Kernel,
    vector_loops: &[Span],
    worker_loops: &[WorkerLoop],
    sm: &SourceMap,
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let Words {
        groups,
        lanes,
        unit,
        block,
        blocks,
        ..
    } = *words;
    // A tiled kernel spreads each vector loop over the threads of a row, a
    // packed one over the threads of a warp.
    let gang_threads = match k.grid {
        Grid::PackedGangs(n) => k.block / n,
        _ => k.block,
    };
    let width = k.tile_width().unwrap_or(gang_threads);
    // What holds a gang's threads.
    let (gang_unit, numbered_in) = match k.grid {
        Grid::PackedGangs(_) => ("warp", "warp".to_string()),
        _ => (block, format!("one-dimensional {block}")),
    };
    let (index, over) = match k.rows_per_gang() {
        None if matches!(k.grid, Grid::PackedGangs(_)) => {
            (format!("{lanes} % {width}"), format!("warp's {unit}s"))
        }
        Some(_) => (
            format!("{lanes} % {width} in the {block}'s tile"),
            "tiles of the launch".to_string(),
        ),
        None if matches!(k.grid, Grid::GangGrid { .. }) => (
            format!("({groups} % g1) * {width} + {lanes}"),
            format!("{unit}s of the g1 {blocks} along dimension 1"),
        ),
        None => (lanes.to_string(), format!("{block}'s {unit}s")),
    };
    for v in vector_loops {
        if let Some(w) = worker_loops.iter().find(|w| w.stmt.lo == v.lo) {
            worker_loop_facts(w, v, sm, words, gang_unit, &numbered_in, push);
            continue;
        }
        let dim1 = format!(
            "#pragma acc loop gang(dim:1), vector({width}) /* {index}, stride over the {over} */"
        );
        match &k.grid {
            Grid::GangGrid {
                dims: 3,
                dim1_loops,
                ..
            } => {
                push(
                    sm.locate(*v).line,
                    format!("#pragma acc loop gang(dim:2) /* ({groups} / g1) % g2, stride over the g2 gangs along dimension 2 */"),
                );
                for d1 in dim1_loops
                    .iter()
                    .filter(|d1| v.lo <= d1.lo && d1.hi <= v.hi)
                {
                    push(sm.locate(*d1).line, dim1.clone());
                }
            }
            Grid::GangGrid { .. } => push(sm.locate(*v).line, dim1),
            _ => push(
                sm.locate(*v).line,
                format!("#pragma acc loop vector({width}) /* {index}, stride over the {over} */"),
            ),
        }
    }
}

/// A worker loop (at `v`): its iterations over the block's rows of threads (y), its vector
/// loops over the threads of a row (x). The launch is one-dimensional, its threads numbered
/// as a (vector × workers) block.
fn worker_loop_facts(
    w: &WorkerLoop,
    v: &Span,
    sm: &SourceMap,
    words: &Words,
    gang_unit: &str,
    numbered_in: &str,
    push: &mut dyn FnMut(u32, String),
) {
    let Words {
        unit,
        row: y,
        column: x,
        ..
    } = *words;
    push(
        sm.locate(*v).line,
        format!(
            "#pragma acc loop worker({}) /* {y} ({unit} / {} of the {numbered_in}), stride over the {gang_unit}'s {} workers */",
            w.workers, w.vector, w.workers
        ),
    );
    for iv in &w.vector_loops {
        push(
            sm.locate(*iv).line,
            format!(
                "#pragma acc loop vector({}) /* {x} ({unit} % {} of the {numbered_in}), stride over the worker's {} {unit}s */",
                w.vector, w.vector, w.vector
            ),
        );
    }
}
