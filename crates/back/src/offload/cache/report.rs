//! What a region plan became in its kernel, recorded as the facts the compiler feedback
//! words ([`CacheReport`]): read from the plan and the command line's options as the
//! printers of the region read them.

use accc_ir::kernel::{
    AlongLoop, CacheOutcome, CacheReport, CachedRegion, CachedVar, FcwTile, Interleaving,
    RegisterWindow, Sharing, SharingWidth, StagedLoop, TileRows, WidthFallback,
};
use accc_ir::tile::FcwUse;

use super::plan::{Mode, RegionPlan, Threads, VarPlan};
use super::{CacheImpl, CacheOptions, WidthMethod};

/// The facts of region `plan` in a kernel of `block` threads.
pub fn report(plan: &RegionPlan, opts: &CacheOptions, block: u32) -> CacheReport {
    let outcome = match &plan.off {
        Some(why) => CacheOutcome::Ignored(why.clone()),
        None => {
            let interleaved = &plan.interleaved;
            CacheOutcome::Made(CachedRegion {
                staged: plan.stage.as_ref().map(|st| StagedLoop {
                    var: st.var_name.clone(),
                    tile: st.tile,
                }),
                neighbourhoods_of: plan.neighbourhood.as_ref().map(|n| n.name.clone()),
                vars: plan
                    .vars
                    .iter()
                    .enumerate()
                    .map(|(k, v)| CachedVar {
                        text: v.text.clone(),
                        mode: v.mode,
                        // (An `fcw` tile is RBI whatever the `cache` directive's options.)
                        implementation: match v.fcw {
                            Some(_) => CacheImpl::Rbi,
                            None => opts.implementation,
                        },
                        checked: opts.check
                            && (opts.implementation == CacheImpl::Rbi || v.fcw.is_some()),
                        // (An `fcw` tile is written back only under `*_WB`, through its
                        // dirty mask.)
                        write: match v.fcw {
                            Some(tile_use) => (v.written && tile_use.write_back)
                                .then_some(accc_ir::tile::WritePolicy::Back),
                            None => v.written.then_some(opts.write),
                        },
                        sharing: sharing(plan, v, opts, block),
                        bytes: v.bytes,
                        pad: v.pad,
                        interleaved: interleaved[k].map(|g| Interleaving {
                            with: plan
                                .vars
                                .iter()
                                .zip(interleaved)
                                .filter(|(o, og)| {
                                    og.is_some_and(|og| og.leader == g.leader) && o.sym != v.sym
                                })
                                .map(|(o, _)| o.name.clone())
                                .collect(),
                            slot: g.slot,
                            width: g.width,
                        }),
                        window: plan.window.as_ref().filter(|w| w.var == k).map(|w| {
                            RegisterWindow {
                                per_thread: super::window::PER_THREAD,
                                elements: w.elements,
                            }
                        }),
                        fcw: v.fcw.map(|tile_use| fcw_tile(plan, v, tile_use, opts)),
                    })
                    .collect(),
                not_cached: plan.ignored.clone(),
            })
        }
    };
    CacheReport {
        line: plan.line,
        outcome,
    }
}

/// Who shares the copy of `v`.
fn sharing(plan: &RegionPlan, v: &VarPlan, opts: &CacheOptions, block: u32) -> Sharing {
    if plan.stage.is_some() {
        return Sharing::StagedTile;
    }
    let s = match (v.mode, &plan.threads) {
        (Mode::Constant, _) => return Sharing::Constant,
        (Mode::Shared, Threads::Uniform) => return Sharing::Gang { threads: block },
        (Mode::Shared, Threads::Lanes { sharing: Some(s) }) => s,
        _ => {
            return Sharing::Private {
                why: v.why_private.clone(),
            }
        }
    };
    let rows = match (&plan.tile, v.row_dim()) {
        (Some((g, tx, rows)), Some(r)) => Some(TileRows {
            columns: *tx,
            rows: *rows,
            thread_rows: block / tx,
            dim: r,
            gang_loop: g.name.clone(),
            per_row: v.dims[r].rho,
        }),
        _ => None,
    };
    // The threads along the sharing loop: the block, or a row of a 2-D tile.
    let across = plan.tile.as_ref().map_or(block, |t| t.1);
    let width = match opts.width {
        WidthMethod::Fixed if s.trip_count.is_some_and(|t| t % across as i128 == 0) => {
            SharingWidth::Fixed
        }
        WidthMethod::Fixed => SharingWidth::Argument(Some(WidthFallback::TripCount)),
        WidthMethod::Sync if plan.window.is_some() => {
            SharingWidth::Argument(Some(WidthFallback::RegisterWindow))
        }
        WidthMethod::Sync if plan.tile.is_none() => SharingWidth::Counted,
        WidthMethod::Sync => SharingWidth::Argument(Some(WidthFallback::TileRows)),
        WidthMethod::KernelArg => SharingWidth::Argument(None),
    };
    let along = v.shared_dim().map(|j| AlongLoop {
        loop_name: s.name.clone(),
        tile_columns: plan.tile.as_ref().map(|t| t.1),
        dim: j,
        per_iteration: v.dims[j].rho,
        width,
    });
    Sharing::Block { along, rows }
}

/// The tile of `fcw` array `v`.
fn fcw_tile(plan: &RegionPlan, v: &VarPlan, tile_use: FcwUse, opts: &CacheOptions) -> FcwTile {
    let elements: i128 = v.dims.iter().map(|x| x.extent_max).product();
    let elements = u64::try_from(elements).unwrap_or(0);
    FcwTile {
        tile_use,
        elements,
        dirty_bytes: if v.dirty_tracked(opts.write) {
            elements
        } else {
            0
        },
        explicit_barriers: plan.fcw_barriers,
    }
}
