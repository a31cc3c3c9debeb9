//! How the `cache` planner stages an `fcw` directive's arrays on the GPU targets (D §6.4.4:
//! `fcw` subsumes `cache`): each array `a[p:b:a]` is the `cache` directive's subarray
//! `a[p-b : b+a+1]`, the range of one iteration (D §6.2.1), with what its type does with
//! the tile. The planner then shares it among the block's iterations, moving it by the
//! lane rates the `fcw` planner proved (`accc_ir::FcwBlock::rates`).

use accc_front::ast::{BinaryOp, Expr, ExprKind};
use accc_front::directive::{ClauseKind, Directive, FcwType, Subscript, SubscriptKind, VarRef};
use accc_ir::tile::FcwUse;

/// The arrays of `d` as the `cache` directive's subarrays, with their tiles' use: `a[p:b:a]` is `a[p-b : b+a+1]` (the range of one iteration, D §6.2.1).
/// `BEFORE` and `AFTER` are constants (the `fcw` planner refuses the directive otherwise).
pub fn cache_ranges(d: &Directive) -> Vec<(VarRef, FcwUse)> {
    let constant = |e: &Expr| accc_sema::consteval::eval(e, &|_| None);
    d.clauses
        .iter()
        .filter_map(|c| match &c.kind {
            ClauseKind::Fcw(f) => Some(f.vars.iter().map(|v| (v, tile_use(f.ty)))),
            _ => None,
        })
        .flatten()
        .filter_map(|(v, tile_use)| {
            let subscripts = v
                .dims
                .iter()
                .map(|dim| {
                    let (before, after) = (constant(&dim.before)?, constant(&dim.after)?);
                    let at = |kind| Expr {
                        kind,
                        span: dim.pivot.span,
                    };
                    let lower = at(ExprKind::Binary {
                        op: BinaryOp::Sub,
                        lhs: Box::new(dim.pivot.clone()),
                        rhs: Box::new(at(ExprKind::IntLit(before.to_string()))),
                    });
                    Some(Subscript {
                        kind: SubscriptKind::Section {
                            lower: Some(lower),
                            length: Some(at(ExprKind::IntLit((before + after + 1).to_string()))),
                        },
                        span: dim.span,
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            let v = VarRef {
                root: v.root.clone(),
                base: v.base.clone(),
                subscripts,
                span: v.span,
            };
            Some((v, tile_use))
        })
        .collect()
}

/// What each `fcw` type does with its tile (D §6.2.1).
pub fn tile_use(ty: FcwType) -> FcwUse {
    let (fetch, channel, write_back) = match ty {
        FcwType::FetchOnly => (true, false, false),
        FcwType::ChannelOnly => (false, true, false),
        FcwType::FetchChannel => (true, true, false),
        FcwType::ChannelWb => (false, true, true),
        FcwType::FetchChannelWb => (true, true, true),
    };
    FcwUse {
        fetch,
        channel,
        write_back,
    }
}
