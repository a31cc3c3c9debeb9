//! The invariants of what a kernel records of its on-chip memory for the feedback: its
//! uses of shared memory agree with its shared arrays and reductions, its cache reports
//! with its parameters.

use crate::kernel::{
    BlockJoin, CacheOutcome, CachedVar, Join, KStmt, Kernel, Partials, SharedPurpose, Sharing,
};
use crate::tile::{CacheImpl, Mode};

/// The uses of shared memory.
pub(super) fn shared_uses(k: &Kernel, report: &mut dyn FnMut(String)) {
    let arrays = k
        .body
        .iter()
        .filter(|s| matches!(s, KStmt::Shared { .. }))
        .count();
    // Each use that keeps something is an array of its own (a loop's reduction buffer is
    // one per variable, as large as its largest use needs).
    let keeping = k.shared_memory.iter().filter(|u| u.slots > 0).count();
    if keeping > arrays {
        report(format!(
            "{keeping} uses of shared memory, but {arrays} arrays in it"
        ));
    }
    for u in &k.shared_memory {
        let shuffled = match &u.purpose {
            SharedPurpose::GangReduction { partials, .. }
            | SharedPurpose::LoopReduction { partials, .. } => {
                matches!(partials, Partials::Shuffled { .. })
            }
            SharedPurpose::GangPrivate | SharedPurpose::ArrayReduction { .. } => false,
        };
        // A gang loop's partial results cross warps: they meet in shared memory.
        if shuffled && matches!(u.purpose, SharedPurpose::GangReduction { .. }) {
            report(format!(
                "the gang reduction of `{}` is said to combine by shuffles alone, which only a loop's lanes within a warp do",
                u.variable
            ));
        }
        // Lanes that combine by shuffles alone keep nothing; every other use keeps
        // something.
        if shuffled != (u.slots == 0) {
            report(format!(
                "the shared memory for `{}` has {} slots, {}",
                u.variable,
                u.slots,
                if shuffled {
                    "though its lanes combine by shuffles alone"
                } else {
                    "though it keeps something"
                }
            ));
        }
        if let Some((op, join)) = match &u.purpose {
            SharedPurpose::GangReduction { op, join, .. } => Some((op, Some(join))),
            SharedPurpose::ArrayReduction { op, .. } => Some((op, None)),
            _ => None,
        } {
            // The kernel's end combines what the feedback says it does.
            let combined = k.body.iter().any(|s| match s {
                KStmt::Reduce(r) => {
                    r.op == *op
                        && match join {
                            Some(join) => joins_as(*join, &r.join),
                            None => r.elements.is_some(),
                        }
                }
                _ => false,
            });
            if !combined {
                report(format!(
                    "the shared memory for the reduction of `{}` has no combination of its kind at the kernel's end",
                    u.variable
                ));
            }
        }
    }
}

/// The feedback's account of a block's join is the printer's.
fn joins_as(said: BlockJoin, printed: &Join) -> bool {
    match said {
        BlockJoin::Atomic => matches!(printed, Join::Atomic { .. }),
        BlockJoin::LastBlock => matches!(printed, Join::LastBlock { .. }),
        BlockJoin::AtomicParts | BlockJoin::LastBlockParts | BlockJoin::InTurn => {
            matches!(printed, Join::Complex { .. })
        }
    }
}

/// The cache reports.
pub(super) fn cache_reports(k: &Kernel, report: &mut dyn FnMut(String)) {
    let vars: Vec<&CachedVar> = k
        .cache_reports
        .iter()
        .filter_map(|r| match &r.outcome {
            CacheOutcome::Made(region) => Some(&region.vars),
            CacheOutcome::Ignored(_) => None,
        })
        .flatten()
        .collect();
    let flag = k.cache_check_flag().is_some();
    for v in &vars {
        // Only range-based intelligent accesses are checked (the others fall back to
        // global memory or look their element up), and they report through the flag.
        if v.checked && v.implementation != CacheImpl::Rbi {
            report(format!(
                "`{}` is checked under --cache-check with {}, not RBI",
                v.text,
                v.implementation.name()
            ));
        }
        if v.checked && !flag {
            report(format!(
                "`{}` is checked under --cache-check, but the kernel has no flag to raise",
                v.text
            ));
        }
        // Constant memory holds the copies the planner put there, and only those.
        if matches!(v.sharing, Sharing::Constant) != (v.mode == Mode::Constant)
            && !matches!(v.sharing, Sharing::StagedTile)
        {
            report(format!(
                "`{}` is cached as {:?} but said to be shared as {:?}",
                v.text, v.mode, v.sharing
            ));
        }
        if let Some(g) = v.interleaved.as_ref().filter(|g| g.slot >= g.width) {
            report(format!(
                "`{}` is interleaved in slot {} of a group of {}",
                v.text, g.slot, g.width
            ));
        }
    }
    // The flag is passed for the regions the kernel caches.
    let caches = k
        .cache_reports
        .iter()
        .any(|r| matches!(r.outcome, CacheOutcome::Made(_)));
    if flag && !caches {
        report("a --cache-check flag, but no region cached".to_string());
    }
}
