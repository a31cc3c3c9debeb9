//! The communicating blocks of `fcw` directives (`ComputeRegion::fcw_blocks`): their loops
//! are loops of the region (a `V×W` block's a loop and its child), and the verdict on the
//! body around the vector loop (`FcwBlock::nest`) names that body, whose accepted layout
//! the back ends take as it is.

use accc_front::ast::{BlockItem, StmtKind};

use crate::fcw::{Nest, NestVerdict};
use crate::{ComputeRegion, Loop};

/// Checks every `fcw` block of `region`.
pub(super) fn blocks(region: &ComputeRegion<'_>, report: &mut dyn FnMut(String)) {
    let mut pragmas: Vec<&u32> = region.fcw_blocks.keys().collect();
    pragmas.sort_unstable();
    for pragma in pragmas {
        let block = &region.fcw_blocks[pragma];
        let Some(&(vector_at, _)) = block.loops.last() else {
            report(format!("the `fcw` block at byte {pragma} has no loops"));
            continue;
        };
        let Some((_, parent)) = loop_at(&region.loops, None, vector_at) else {
            report(format!(
                "the `fcw` block at byte {pragma} names a loop the region does not have"
            ));
            continue;
        };
        if let [(outer_at, _), _] = block.loops[..] {
            if parent.map(|p| p.stmt.span.lo) != Some(outer_at) {
                report(format!(
                    "the V×W `fcw` block at byte {pragma}: its outer loop does not hold its vector loop"
                ));
            }
        }
        match (&block.nest, parent) {
            (None, None) => {}
            (Some(nest), Some(outer)) if nest.outer == outer.stmt.span.lo && nest.inner == vector_at => {
                if !leading_are_declarations(nest, outer) {
                    report(format!(
                        "the `fcw` block at byte {pragma}: an accepted item before its vector loop is not a declaration"
                    ));
                }
            }
            _ => report(format!(
                "the `fcw` block at byte {pragma}: its nest does not name the loop around its vector loop"
            )),
        }
    }
}

/// The loop starting at `at` among `loops` and the loops in them, with the loop whose
/// children hold it (`parent` for `loops` themselves).
fn loop_at<'r, 'a>(
    loops: &'r [Loop<'a>],
    parent: Option<&'r Loop<'a>>,
    at: u32,
) -> Option<(&'r Loop<'a>, Option<&'r Loop<'a>>)> {
    loops.iter().find_map(|l| {
        if l.stmt.span.lo == at {
            Some((l, parent))
        } else {
            loop_at(&l.children, Some(l), at)
        }
    })
}

/// Whether the accepted layout's leading items are declarations of `outer`'s body.
fn leading_are_declarations(nest: &Nest, outer: &Loop<'_>) -> bool {
    let NestVerdict::Accepted { leading, .. } = &nest.verdict else {
        return true;
    };
    let items: &[BlockItem] = match &outer.stmt.kind {
        StmtKind::For { body, .. } => match &body.kind {
            StmtKind::Compound(b) => &b.items,
            _ => &[],
        },
        _ => &[],
    };
    (leading.iter()).all(|&i| matches!(items.get(i), Some(BlockItem::Decl(_))))
}
