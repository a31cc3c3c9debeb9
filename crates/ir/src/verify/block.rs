//! The invariants of the block a kernel runs on (`Kernel::block_choice`,
//! `passes::gpu::block`): each reason's block and the shape it asks for, the launch's
//! block from it (the limits of which `verify::launch` checks), and gangs of one warp packed only where nothing but the warp is shared.

use crate::kernel::block::{BlockReason, FIXED_TILE_BLOCK, GANGS_PER_BLOCK, SQUARE_TILE_BLOCK};
use crate::kernel::{KStmt, Kernel, KernelShape, WARP};

/// The broken invariants of kernel `k`'s block.
pub(super) fn block(k: &Kernel, report: &mut dyn FnMut(String)) {
    let choice = &k.block_choice;
    let (vector_loops, worker_loops) = match &k.shape {
        KernelShape::Loop {
            vector_loops,
            worker_loops,
            ..
        } => (Some(vector_loops.len()), worker_loops.len()),
        _ => (None, 0),
    };
    let expected = match choice.why {
        BlockReason::Outlined => choice.outlined,
        BlockReason::FcwTile { columns, rows } => columns * rows,
        BlockReason::SquareCacheTile => SQUARE_TILE_BLOCK,
        BlockReason::FixedSharedRanges => FIXED_TILE_BLOCK,
    };
    if choice.block != expected {
        report(format!(
            "a block of {} threads for {:?}, not {expected}",
            choice.block, choice.why
        ));
    }
    let shape_fits = match choice.why {
        BlockReason::Outlined => true,
        BlockReason::FcwTile { .. } => vector_loops == Some(1),
        BlockReason::SquareCacheTile => vector_loops == Some(1) && worker_loops == 0,
        BlockReason::FixedSharedRanges => {
            vector_loops == Some(0) && choice.outlined < FIXED_TILE_BLOCK
        }
    };
    if !shape_fits {
        report(format!(
            "{:?} for {:?} vector loops and {worker_loops} worker loops on an outlined block of {}",
            choice.why, vector_loops, choice.outlined
        ));
    }
    // (A serial kernel runs on one thread, which `verify::launch` checks.)
    let launched = choice.block * k.packed_gangs.unwrap_or(1);
    if !k.serial() && k.block != launched {
        report(format!(
            "launched on blocks of {}, not the {launched} of its shape's block and packed gangs",
            k.block
        ));
    }
    if let Some(gangs) = k.packed_gangs {
        packed(k, gangs, vector_loops, report);
    }
}

/// Gangs of one warp are packed, [`GANGS_PER_BLOCK`] a block, only in a gang × vector
/// kernel that shares nothing among a block's threads but through the warp.
fn packed(k: &Kernel, gangs: u32, vector_loops: Option<usize>, report: &mut dyn FnMut(String)) {
    let mut why_not = Vec::new();
    if gangs != GANGS_PER_BLOCK {
        why_not.push(format!("{gangs} gangs a block"));
    }
    if k.block_choice.block != WARP {
        why_not.push(format!("gangs of {} threads", k.block_choice.block));
    }
    if !matches!(vector_loops, Some(n) if n > 0) {
        why_not.push("no vector loops".into());
    }
    if k.body.iter().any(|s| matches!(s, KStmt::Shared { .. })) {
        why_not.push("shared memory".into());
    }
    if !k.cache.regions.is_empty() || k.cache.tile.is_some() {
        why_not.push("cache regions".into());
    }
    if k.strip_tiles().is_some() || k.gang_grid.is_some() || k.column_strips() {
        why_not.push("a tiled, gridded or strips form".into());
    }
    if !k.reductions.gang.is_empty() {
        why_not.push("reductions of the kernel".into());
    }
    if !why_not.is_empty() {
        report(format!("packed gangs with {}", why_not.join(", ")));
    }
}
