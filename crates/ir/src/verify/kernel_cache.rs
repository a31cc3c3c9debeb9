//! The invariants of what the cache planner decided for a kernel as a whole
//! (`tile::KernelCache`): the regions it makes are among those it planned and none is
//! ignored; a coarsened tile is a tile, of one of its regions, whose rows its threads
//! share out evenly; loops run in uniform rounds, a register window's iterations per
//! thread, constant copies and the `--cache-check` flag only for the regions that ask for
//! them; no region is both read through a window and tiled; and copies stored side by
//! side are read-only shared ones, in whole groups. On a kernel, the record agrees with
//! what the kernel passes and how it is launched.

use crate::kernel::{Kernel, Param};
use crate::tile::{KernelCache, Mode, RegionPlan};

/// The broken invariants of `cache`, the record of one kernel.
pub fn kernel_cache(cache: &KernelCache) -> Vec<String> {
    let mut broken = Vec::new();
    let mut report = |why: String| broken.push(format!("the kernel's cache regions: {why}"));
    regions(cache, &mut report);
    form(cache, &mut report);
    uniform(cache, &mut report);
    constants(cache, &mut report);
    for p in &cache.planned {
        interleaving(p, &mut report);
    }
    if cache.check_flag && cache.regions.is_empty() {
        report("the --cache-check flag is passed to a kernel without regions".into());
    }
    broken
}

/// The broken invariants of the cache record kept on kernel `k` (`Kernel::cache`), and
/// whether the kernel agrees with it: the iterations each thread runs, a parameter for
/// each copy in constant memory, the `--cache-check` flag's pointer where it raises it.
pub(super) fn on_kernel(k: &Kernel, report: &mut dyn FnMut(String)) {
    for why in kernel_cache(&k.cache) {
        report(why);
    }
    for c in &k.cache.constants {
        let passed = k
            .params
            .iter()
            .any(|p| matches!(p, Param::ConstantCopy { bytes, .. } if *bytes == c.bytes));
        if !passed {
            report(format!(
                "no constant-memory parameter of {} bytes for the cache record's copy of variable {} of region {}",
                c.bytes, c.var, c.region
            ));
        }
    }
    if k.cache.check_flag && k.cache_check_flag().is_none() {
        report(
            "the cache record raises the --cache-check flag, which the kernel is not passed".into(),
        );
    }
}

/// The made regions are planned ones, not ignored, each once.
fn regions(cache: &KernelCache, report: &mut dyn FnMut(String)) {
    for (k, r) in cache.regions.iter().enumerate() {
        let line = r.plan.line;
        if !cache.planned.iter().any(|p| p.id == r.plan.id) {
            report(format!(
                "the region at line {line} is made but was not planned"
            ));
        }
        if let Some(why) = &r.plan.off {
            report(format!(
                "the region at line {line} is made though ignored ({why})"
            ));
        }
        if cache.regions[..k].iter().any(|o| o.plan.id == r.plan.id) {
            report(format!("the region at line {line} is made twice"));
        }
    }
}

/// A coarsened tile is a tile of one of the regions, whose rows its threads share out
/// evenly; a thread runs several iterations exactly with a register window, which is
/// never in a tile.
fn form(cache: &KernelCache, report: &mut dyn FnMut(String)) {
    if let Some(c) = &cache.coarse {
        if !cache.regions.iter().any(|r| r.plan.id == c.region) {
            report("the coarsened tile's region is not one of the kernel's".into());
        }
        match &cache.tile {
            None => report("a coarsened tile without a tile".into()),
            Some((_, _, rows)) if c.rows_per_thread == 0 || rows % c.rows_per_thread != 0 => {
                report(format!(
                    "a tile of {rows} rows is not shared out {} rows a thread",
                    c.rows_per_thread
                ))
            }
            Some(_) => {}
        }
    }
    let windowed = cache.regions.iter().any(|r| r.plan.window.is_some());
    if cache.per_thread == 0 || windowed != (cache.per_thread > 1) {
        report(format!(
            "{} iterations a thread, {} a register window",
            cache.per_thread,
            if windowed { "with" } else { "without" }
        ));
    }
    if windowed && cache.tile.is_some() {
        report("a register window in a 2-D tile".into());
    }
}

/// Loops run in uniform rounds only for a region on a uniform path, and that path's
/// statements only with such a region.
fn uniform(cache: &KernelCache, report: &mut dyn FnMut(String)) {
    let on_paths = cache.regions.iter().any(|r| r.plan.uniform_path.is_some());
    if cache.uniform() && !on_paths {
        report("loops run in uniform rounds without a region on a uniform path".into());
    }
    if !cache.path.is_empty() && !on_paths {
        report("statements on a uniform path without a region on one".into());
    }
}

/// One copy in constant memory for each constant variable of the regions, and nothing
/// else.
fn constants(cache: &KernelCache, report: &mut dyn FnMut(String)) {
    for c in &cache.constants {
        let var = (cache.regions.iter())
            .find(|r| r.plan.id == c.region)
            .and_then(|r| r.plan.vars.get(c.var));
        match var {
            Some(v) if v.mode == Mode::Constant && v.sym == c.sym && v.bytes == c.bytes => {}
            _ => report(format!(
                "the constant copy of variable {} of region {} is not one of its constant variables",
                c.var, c.region
            )),
        }
    }
    let constant_vars = (cache.regions.iter())
        .flat_map(|r| &r.plan.vars)
        .filter(|v| v.mode == Mode::Constant)
        .count();
    if constant_vars != cache.constants.len() {
        report(format!(
            "{} copies in constant memory for {constant_vars} constant variables",
            cache.constants.len()
        ));
    }
}

/// Each variable of `plan` has its place in the interleaving: a copy interleaved with
/// others is a read-only shared one, in a slot below its group's width, and its group's
/// leader holds slot 0 of the same group.
fn interleaving(plan: &RegionPlan, report: &mut dyn FnMut(String)) {
    let line = plan.line;
    if plan.interleaved.len() != plan.vars.len() {
        report(format!(
            "the region at line {line} has {} interleaving entries for {} variables",
            plan.interleaved.len(),
            plan.vars.len()
        ));
        return;
    }
    for (k, g) in plan.interleaved.iter().enumerate() {
        let Some(g) = g else { continue };
        let v = &plan.vars[k];
        if v.mode != Mode::Shared || v.written {
            report(format!(
                "the region at line {line} interleaves `{}`, which is not a read-only shared copy",
                v.name
            ));
        }
        let leader = plan.interleaved.get(g.leader).copied().flatten();
        let leads =
            leader.is_some_and(|l| l.leader == g.leader && l.slot == 0 && l.width == g.width);
        if g.slot >= g.width || !leads {
            report(format!(
                "the region at line {line} puts `{}` in slot {} of a group of {} led by variable {} that does not hold its slot 0",
                v.name, g.slot, g.width, g.leader
            ));
        }
    }
}
