//! How each planned cache region runs: the steps around its statements (ranges, fetch,
//! barriers, write-back) and how its shared copies are laid out side by side, decided from
//! the region's plan and the command line's options. The back ends print the steps
//! (`accc_ir::tile::RegionStep`) one by one; nothing here writes code.
//!
//! The barriers follow two rules. Before a shared copy is filled, every thread still
//! reading it (an earlier iteration of a sequential loop, a region before this one) must be
//! done; after it is filled, every thread must see all of it. After a region that wrote,
//! the block waits for its writes (to the copies and to global memory) before going on; a
//! read-only region needs no barrier there, since the next fetch into its copies waits
//! for the whole block first. Steps run by all threads, barriers included; only the
//! per-thread steps (private fetch, statements, private write-back) are guarded on a
//! uniform path, where some threads have no iteration.

use accc_ir::tile::{
    CacheOptions, Fence, Interleaved, Mode, RegionPlan, RegionStep, ScopeMethod, VarPlan,
};

/// The steps of `plan`'s region, in order.
pub fn region_steps(plan: &RegionPlan, opts: &CacheOptions) -> Vec<RegionStep> {
    let guarded = plan.uniform_path.is_some();
    let shared = plan.needs_barriers();
    let mut steps = Vec::new();
    for (k, v) in plan.vars.iter().enumerate() {
        for (j, x) in v.dims.iter().enumerate() {
            if v.mode == Mode::Shared && x.rho != 0 && opts.scope == ScopeMethod::Communicating {
                steps.push(RegionStep::PublishStart { var: k, dim: j });
                steps.push(RegionStep::Barrier(Fence::Shared));
            }
            steps.push(RegionStep::Range { var: k, dim: j });
        }
    }
    if shared {
        steps.push(RegionStep::Barrier(Fence::Shared));
    }
    steps.push(RegionStep::FetchShared {
        groups: fetch_groups(plan, opts),
    });
    // (An `fcw` channel that is not fetched but written back starts clean.)
    let clear: Vec<usize> = (0..plan.vars.len())
        .filter(|&k| {
            let v = &plan.vars[k];
            v.mode == Mode::Shared && !v.fetched() && v.dirty_tracked(opts.write)
        })
        .collect();
    if !clear.is_empty() {
        steps.push(RegionStep::ClearDirty { vars: clear });
    }
    if plan
        .vars
        .iter()
        .any(|v| matches!(v.mode, Mode::Private | Mode::Ehc))
    {
        steps.push(RegionStep::FetchPrivate { guarded });
    }
    if shared {
        steps.push(RegionStep::Barrier(Fence::Shared));
    }
    if plan.predicated {
        steps.push(RegionStep::ChannelStatements);
    } else {
        // A register window runs its statements in its own loop, which places the
        // iterations.
        steps.push(RegionStep::Statements {
            guarded: guarded && plan.window.is_none(),
        });
    }
    let written_back =
        |mode: Mode| (plan.vars.iter()).any(|v| v.mode == mode && v.written_back(opts.write));
    if written_back(Mode::Shared) {
        steps.push(RegionStep::Barrier(Fence::Shared));
        steps.push(RegionStep::WriteBackShared);
    }
    if written_back(Mode::Private) {
        steps.push(RegionStep::WriteBackPrivate { guarded });
    }
    if shared && plan.vars.iter().any(|v| v.written) {
        steps.push(RegionStep::Barrier(Fence::SharedAndGlobal));
    }
    steps
}

/// How one dimension of a shared copy's extent is known, for grouping copies whose
/// extents are always equal.
#[derive(PartialEq, Eq)]
enum ExtentKind {
    /// The range moves with the threads: `len + |rho| × (threads sharing it − 1)`, the
    /// threads of a 2-D tile's row (`rows`) or of the block.
    Moving {
        len: i128,
        rho: i128,
        rows: bool,
    },
    /// The first dimension of a staged loop's tile (its last tile may be short).
    StagedTile,
    Fixed(i128),
}

fn extents(plan: &RegionPlan, v: &VarPlan) -> Vec<ExtentKind> {
    v.dims
        .iter()
        .enumerate()
        .map(|(j, x)| {
            if v.mode == Mode::Shared && x.rho != 0 {
                ExtentKind::Moving {
                    len: x.len,
                    rho: x.rho.abs(),
                    rows: plan.tile.is_some() && x.along_rows,
                }
            } else if plan.stage.is_some() && j == 0 {
                ExtentKind::StagedTile
            } else {
                ExtentKind::Fixed(x.len)
            }
        })
        .collect()
}

/// The shared copies in fetch loops: with the merged fetch, those of equal extents share
/// one loop (in the order of the plan's variables).
fn fetch_groups(plan: &RegionPlan, opts: &CacheOptions) -> Vec<Vec<usize>> {
    let mut groups: Vec<(Vec<ExtentKind>, Vec<usize>)> = Vec::new();
    for (k, v) in plan.vars.iter().enumerate() {
        if v.mode != Mode::Shared || !v.fetched() {
            continue;
        }
        let kinds = extents(plan, v);
        match groups
            .iter_mut()
            .find(|(g, _)| opts.merged_fetch && *g == kinds)
        {
            Some((_, members)) => members.push(k),
            None => groups.push((kinds, vec![k])),
        }
    }
    groups.into_iter().map(|(_, members)| members).collect()
}

/// Read-only shared copies of one element type and one shape, stored side by side
/// (`copy[…][slot]`) in groups of two (8-byte elements) or four (4-byte ones): an
/// iteration that reads the same element of each — N-body's `x, y, z, m` — then does one
/// 16-byte shared load instead of four. Part of the merged fetch (`no-merged-fetch` turns
/// it off with it).
pub fn interleaving(plan: &RegionPlan, opts: &CacheOptions) -> Vec<Option<Interleaved>> {
    let mut out = vec![None; plan.vars.len()];
    if !opts.merged_fetch {
        return out;
    }
    let shape = |v: &VarPlan| {
        let dims: Vec<_> = v
            .dims
            .iter()
            .map(|x| (x.len, x.rho, x.extent_max, x.along_rows))
            .collect();
        (v.elem.spelling(), v.elem_size, v.pad, dims)
    };
    let candidate = |v: &VarPlan| {
        v.mode == Mode::Shared && !v.written && v.pad == 0 && matches!(v.elem_size, 4 | 8)
    };
    let mut taken = vec![false; plan.vars.len()];
    for (k, v) in plan.vars.iter().enumerate() {
        if taken[k] || !candidate(v) {
            continue;
        }
        let width = (16 / v.elem_size) as usize;
        let mut members: Vec<usize> = (k..plan.vars.len())
            .filter(|&m| !taken[m] && candidate(&plan.vars[m]) && shape(&plan.vars[m]) == shape(v))
            .take(width)
            .collect();
        // Groups of exactly `width` (or two), so that no slot is left empty.
        let size = if members.len() == width {
            width
        } else {
            members.len().min(2)
        };
        members.truncate(size);
        if members.len() < 2 {
            continue;
        }
        for (slot, &m) in members.iter().enumerate() {
            taken[m] = true;
            out[m] = Some(Interleaved {
                leader: k,
                slot,
                width: members.len(),
            });
        }
    }
    out
}
