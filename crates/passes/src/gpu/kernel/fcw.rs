//! The communicating blocks of `fcw` directives with channels, on the GPU: the kernel must
//! give each block exactly the iterations the `fcw` planner made it of
//! (`ComputeRegion::fcw_blocks`), since programs compute with the block's size (D A.2's
//! `np / V`, A.6's `rs & 15`). A one-loop block is the `V` iterations of a loop spread over
//! a block of `V` threads; a `V×W` block is a 2-D tile of the kernel's own loop (`W` rows,
//! `gang worker`) by its one vector loop (`V` columns). A kernel that would group the
//! iterations otherwise is an error at the directive, never a different answer.

use accc_front::Diagnostic;
use accc_ir::FcwBlock;

use super::threads::Shape;
use super::{Context, Unit};

/// The communicating blocks of the `fcw` directives in `unit`, by pragma start.
fn fcw_blocks_in(cx: &Context<'_, '_>, unit: &Unit<'_, '_>) -> Vec<(u32, FcwBlock)> {
    let Unit::Loop(l) = unit else {
        return Vec::new();
    };
    let mut blocks: Vec<(u32, FcwBlock)> = (cx.capture.region.fcw_blocks.iter())
        .filter(|(&at, _)| l.stmt.span.lo <= at && at < l.stmt.span.hi)
        .map(|(&at, b)| (at, b.clone()))
        .collect();
    blocks.sort_by_key(|(at, _)| *at);
    blocks
}

/// The errors of the communicating blocks in `unit` the kernel on `shape` does not give
/// exactly their iterations (see the module doc).
pub(super) fn check_blocks(
    cx: &Context<'_, '_>,
    unit: &Unit<'_, '_>,
    shape: &Shape<'_, '_>,
) -> Vec<Diagnostic> {
    let Unit::Loop(l) = unit else {
        return Vec::new();
    };
    let mut errors = Vec::new();
    for (at, block) in fcw_blocks_in(cx, unit) {
        let why = match block.loops[..] {
            [_, _] if shape.fcw_tile.is_some() => None,
            // (`fcw_tile` has said why.)
            [_, _] => continue,
            [(lp, size)] => {
                let own = shape.two_level.is_empty() && l.stmt.span.lo == lp;
                let vector = shape.two_level.iter().any(|v| v.stmt.span.lo == lp);
                if !own && !vector {
                    Some("the kernel does not spread its loop over a block's threads".to_string())
                } else if shape.block != size {
                    Some(format!(
                        "the kernel runs {} threads along its loop, not the block's {size} (set the construct's `vector_length({size})`)",
                        shape.block
                    ))
                } else if !shape.worker_vectors.is_empty()
                    || shape.gang_grid.is_some()
                    || shape.strip_tiles.is_some()
                {
                    Some("the kernel shares its block's threads among several loops (workers, `gang(dim:…)` or `tile`)".into())
                } else {
                    None
                }
            }
            _ => None,
        };
        errors.extend(why.and_then(|why| refusal(cx, at, &why)));
    }
    errors
}

/// The error at the `fcw` directive at `at`: its block's iterations cannot form its
/// communicating block, `why`.
pub(super) fn refusal(cx: &Context<'_, '_>, at: u32, why: &str) -> Option<Diagnostic> {
    let d = cx.capture.sema.directives.get(&at)?;
    Some(
        Diagnostic::error(
            d.name_span,
            format!("this `fcw` block's iterations cannot form its communicating block on the GPU: {why}"),
        )
        .with_label("its block's iterations would not communicate as written")
        .with_note("a block holds exactly `vector(V)` iterations of its loop (`V×W` with a worker loop around it), which programs compute with"),
    )
}
