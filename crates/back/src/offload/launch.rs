//! How many threads a block of a construct's kernels has ([`block`]) and how many blocks a
//! kernel is launched with ([`grid`]): decided once, when the kernel is built; the launch
//! record (`accc_passes::gpu::launch`) counts its blocks from that [`Grid`], and the
//! compiler feedback reports the same.

use accc_front::ast::Expr;
use accc_front::directive::{ClauseKind, Directive};
use accc_front::{Diagnostic, SourceMap};
use accc_ir::kernel::{Grid, Kernel, MAX_BLOCK};

use super::target::Target;

/// Threads per block when the program does not say (`vector_length`).
const DEFAULT_BLOCK: u32 = 128;

/// The block of `vector_length(e)`: the constant where kernels can have it, else the block
/// used instead and why.
fn vector_length_block(e: &Expr) -> Result<u32, (u32, String)> {
    match accc_sema::consteval::eval(e, &|_| None) {
        Some(v) if (1..=i128::from(MAX_BLOCK)).contains(&v) => Ok(v as u32),
        Some(v) if v > i128::from(MAX_BLOCK) => Err((
            MAX_BLOCK,
            format!("{v} is more than the {MAX_BLOCK} threads a block can have"),
        )),
        Some(_) => Err((DEFAULT_BLOCK, "not a positive length".to_string())),
        None => Err((DEFAULT_BLOCK, "not a constant".to_string())),
    }
}

/// The construct's `vector_length` clause for `device_type`, with its expression.
fn vector_length_clause<'d>(
    d: &'d Directive,
    device_type: &str,
) -> Option<(&'d accc_front::directive::Clause, &'d Expr)> {
    d.effective_clauses(device_type)
        .into_iter()
        .find_map(|c| match &c.kind {
            ClauseKind::VectorLength(e) => Some((c, e)),
            _ => None,
        })
}

/// The threads of a block (work-items of a work-group) of the kernels of construct `d`:
/// the constant `vector_length` where kernels can have it, else what
/// [`vector_length_block`] says, with a warning (the answers do not depend on it).
pub fn block(d: &Directive, target: &dyn Target) -> (u32, Option<Diagnostic>) {
    let Some((c, e)) = vector_length_clause(d, target.device_type()) else {
        return (DEFAULT_BLOCK, None);
    };
    let (block, why) = match vector_length_block(e) {
        Ok(block) => return (block, None),
        Err(instead) => instead,
    };
    let warning = Diagnostic::warning(
        c.span,
        format!("`vector_length` not made as written: {why}; the kernels use {block}"),
    )
    .with_label(format!("vector length {block}"))
    .with_note(format!("accc compiles each kernel for one block size, at most {MAX_BLOCK} threads (the most an NVIDIA GPU runs in a block), on every device; the answers do not depend on it"));
    (block, Some(warning))
}

/// The construct's `vector_length` that its kernels do not have, and why, for the
/// compiler feedback.
pub fn ignored_vector_length(d: &Directive, target: &dyn Target, sm: &SourceMap) -> Option<String> {
    let (_, e) = vector_length_clause(d, target.device_type())?;
    let (_, why) = vector_length_block(e).err()?;
    Some(format!("vector_length({}): {why}", sm.snippet(e.span)))
}

/// The grid of kernel `k` of the construct `d`: serial kernels run one block; `num_gangs`
/// fixes the grid of the others (a grid of gangs takes its values per dimension); a kernel
/// whose blocks take gang iterations or tiles asks for one block per group of them — not
/// the runtime's default of one block per `block` iterations, which would leave most of
/// the device idle; otherwise the runtime sizes it.
pub fn grid(k: &Kernel, d: &Directive, target: &dyn Target, sm: &SourceMap) -> Grid {
    let num_gangs = d.num_gangs(target.device_type());
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
