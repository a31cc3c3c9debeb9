//! Printing a kernel's iterations ([`Iterations`]): the loop of each form around the code
//! of one iteration.

use accc_ir::kernel::{Iterations, LoopForm};

use super::super::cache::emit::{TILE, TILE_COLUMNS, UNIFORM};
use super::super::target::Target;

/// The iterations `it` for target `d`.
pub fn iterations(it: &Iterations, d: &dyn Target) -> String {
    let Iterations {
        form,
        setup,
        header,
        code,
    } = it;
    let (g, ng, lane) = (d.group_id(), d.num_groups(), d.lane());
    match form {
        LoopForm::GridStride {
            first,
            stride,
            advance,
        } => format!(
            "{setup}    for (long __accc_it = {first}; __accc_it < __accc_n; __accc_it += {stride}{advance}) {{\n{header}{code}\n    }}\n"
        ),
        // Tiles of `ty` outer × `tx` inner iterations, numbered row-major, taken by the
        // blocks with a grid stride; thread `lane` of a block takes element
        // (lane / tx, lane % tx) of its tile, if inside the iteration space.
        LoopForm::StripTiles { tx, ty } => format!(
            "    const long __accc_ei = {lane} / {tx}, __accc_ej = {lane} % {tx};\n    const long __accc_nt1 = (__accc_tc1 + {tx} - 1) / {tx}, __accc_nt = (__accc_tc0 + {ty} - 1) / {ty} * __accc_nt1;\n    for (long __accc_t = {g}; __accc_t < __accc_nt; __accc_t += {ng}) {{\n        const long __accc_x0 = __accc_t / __accc_nt1 * {ty} + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * {tx} + __accc_ej;\n        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;\n{header}{code}\n    }}\n"
        ),
        // The blocks take tiles of `ty` gang iterations × `tx` vector-loop iterations (with
        // a grid stride), one gang iteration per row of the block, the row's threads
        // spreading over the tile's columns (the vector loop starts at the tile's column,
        // see `TILE_COLUMNS`).
        LoopForm::Tile2D { tx, ty } => {
            let (lx, on_y, ly, wy) = TILE;
            let (cb, ct) = TILE_COLUMNS;
            format!(
                "{setup}    const long {lx} = {lane} % {tx}, {ly} = {lane} / {tx};\n    const long __accc_tiles = (__accc_n + {ty} - 1) / {ty} * {ct};\n    for (long __accc_t = {g}; __accc_t < __accc_tiles; __accc_t += {ng}) {{\n        const long __accc_gb = __accc_t / {ct} * {ty}, {cb} = __accc_t % {ct} * {tx};\n        const long __accc_it = __accc_gb + {ly}; const int {on_y} = __accc_it < __accc_n; const long {wy} = __accc_n - __accc_gb < {ty} ? __accc_n - __accc_gb : {ty};\n{header}{code}\n    }}\n"
            )
        }
        // Every thread of a block runs the same number of iterations (those past the end
        // with `__accc_on` false), so that the barriers of a shared cache region are
        // reached by all. With a register window each thread takes `per_thread` adjacent
        // iterations, the first at `__accc_it`.
        LoopForm::Uniform {
            per_block,
            per_thread,
            width,
        } => {
            let (on, _) = UNIFORM;
            let first = match per_thread {
                1 => lane.to_string(),
                c => format!("{c} * {lane}"),
            };
            format!(
                "{setup}    for (long __accc_b = {g} * {per_block}; __accc_b < __accc_n; __accc_b += {ng} * {per_block}) {{\n        const long __accc_it = __accc_b + {first}; const int {on} = __accc_it < __accc_n; {width}\n{header}{code}\n    }}\n"
            )
        }
        LoopForm::ColumnStrips {
            block,
            before_walk,
            advance,
            ahead,
            load,
        } => format!(
            "{}{header}{ahead}{load}{code}\n        }}\n    }}\n",
            column_strips_open(d, *block, before_walk, advance),
        ),
        LoopForm::Serial => format!(
            "    if ({gid} == 0) {{\n{code}\n    }}\n",
            gid = d.global_id()
        ),
        LoopForm::GangRedundant => format!("    {{\n{code}\n    }}\n"),
    }
}

/// The opening of a `collapse(2)` nest run in column strips; the iteration's header and
/// body follow, then two closing braces.
///
/// The inner loop's iterations are cut into strips one block wide, the block's threads
/// taking adjacent iterations, and the outer loop's into contiguous ranges of rows; the
/// host launches one block per (strip, range) pair, strip-major (`host_launch::strips_choice`),
/// and each block walks down its range. Three things make this faster than the flat
/// grid-stride loop on memory-bound stencils:
/// - a block reads rows j - 1, j and j + 1 while it is at row j, and row j + 1 is row j of
///   its next iteration, so neighbouring rows come from the SM's L1 instead of L2;
/// - a unit-stride inner loop's first lane sits at a multiple of 32 iterations (the
///   `lower & 31` lanes in front idle), so each warp's accesses cover whole 128-byte
///   lines where the rows are aligned: a warp straddling two lines halves the bandwidth;
/// - the row loop steps by the group's rows of work-items (1, but unknown to nvcc): with
///   a literal 1, nvcc unrolls it so that each row's loads wait for the previous row's
///   stores, which halves the loads in flight.
///
/// The kernel holds no other loop and no flat fall-back: either made nvcc schedule the row
/// loop worse. On an H200 (bench/tools/memory_bound_shapes.cu and the session's kernel
/// variants, bench/results/archive/cache/h200-2026-11-22-column-strips.md), against the flat loop:
/// hotspot's step 70.3 → 60.2 µs, jacobi's copy back 52.4 → 38.0 µs, its stencil with
/// the max-reduction 50.5 → 49.6 µs.
///
/// `before_walk` comes before the row loop, `advance` after its step, in its increment
/// (the rows carried in registers, `KernelBuilder::carry_text`).
fn column_strips_open(d: &dyn Target, block: u32, before_walk: &str, advance: &str) -> String {
    format!(
        "    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + {block} - 1) / {block};\n    const long __accc_nr = {ng} / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;\n    const long __accc_x1 = {g} % __accc_ns * {block} + {lane} - __accc_f, __accc_r = {g} / __accc_ns * __accc_per;\n    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;\n    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {{\n{before_walk}        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += {rows}{advance}) {{\n",
        g = d.group_id(),
        ng = d.num_groups(),
        lane = d.lane(),
        rows = d.lane_rows(),
    )
}
