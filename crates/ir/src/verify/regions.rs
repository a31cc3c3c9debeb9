//! The invariants of a cache region's steps (`tile::RegionStep`): the statements run once,
//! every shared copy is filled by one fetch loop, and the barriers that make the copies
//! safe stand where the whole block reaches them — between the fill and the statements,
//! before a fill that overwrites what threads may still read, and around a shared
//! write-back. The guards of an `fcw` block's statements (`crate::fcw`) name only the
//! predicates of the `if`s around them, numbered in the order they are met.

use crate::fcw::{Guarded, How, Pred};
use crate::tile::access::AccessForm;
use crate::tile::{CacheRegion, Mode, RegionStep};

pub(super) fn region(r: &CacheRegion, report: &mut dyn FnMut(String)) {
    let mut broken = |why: String| report(format!("cache region at line {}: {why}", r.plan.line));
    let steps = &r.steps;
    let statements: Vec<usize> = positions(steps, |s| {
        matches!(
            s,
            RegionStep::Statements { .. } | RegionStep::ChannelStatements
        )
    });
    let [at] = statements.as_slice() else {
        broken(format!(
            "its statements run {} times, not once",
            statements.len()
        ));
        return;
    };
    let (before, after) = steps.split_at(*at);
    let vars = &r.plan.vars;
    for s in steps {
        if let RegionStep::PublishStart { var, dim } | RegionStep::Range { var, dim } = s {
            if vars.get(*var).is_none_or(|v| *dim >= v.dims.len()) {
                broken(format!("{s:?} names no dimension of a cached variable"));
            }
        }
    }
    let shared: Vec<usize> = (0..vars.len())
        .filter(|&k| vars[k].mode == Mode::Shared && vars[k].fetched())
        .collect();
    let fetches: Vec<&Vec<Vec<usize>>> = before
        .iter()
        .filter_map(|s| match s {
            RegionStep::FetchShared { groups } => Some(groups),
            _ => None,
        })
        .collect();
    let mut fetched: Vec<usize> = fetches
        .iter()
        .flat_map(|g| g.iter().flatten())
        .copied()
        .collect();
    fetched.sort_unstable();
    if fetched != shared {
        broken(format!(
            "its fetched shared copies are {shared:?}, but the fetch before its statements fills {fetched:?}"
        ));
    }
    if !shared.is_empty() {
        let fetch = positions(before, |s| matches!(s, RegionStep::FetchShared { .. }));
        let barriers = positions(before, |s| matches!(s, RegionStep::Barrier(_)));
        if let Some(&first) = fetch.first() {
            if !barriers.iter().any(|&b| b < first) {
                broken("no barrier before the fetch overwrites the shared copies".into());
            }
            if !barriers.iter().any(|&b| b > first) {
                broken("no barrier between the fetch and the statements".into());
            }
        }
    }
    // A copy written for the block's other iterations is a channel, which needs the
    // statements' own barriers.
    if vars
        .iter()
        .any(|v| v.fcw.is_some_and(|u| u.channel) && v.written)
        && !matches!(steps[*at], RegionStep::ChannelStatements)
    {
        broken("its channels are written without barriers around the writes".into());
    }
    if matches!(steps[*at], RegionStep::ChannelStatements) {
        match &r.plan.guards {
            None => broken("its statements hold barriers but are not guarded".into()),
            Some(g) => guards(g, &mut Vec::new(), &mut 0, &mut broken),
        }
    }
    for (k, s) in steps.iter().enumerate() {
        if matches!(s, RegionStep::PublishStart { .. })
            && !matches!(steps.get(k + 1), Some(RegionStep::Barrier(_)))
        {
            broken("a published start is not followed by a barrier".into());
        }
    }
    let write_back = positions(after, |s| matches!(s, RegionStep::WriteBackShared));
    for &w in &write_back {
        if !after[..w]
            .iter()
            .any(|s| matches!(s, RegionStep::Barrier(_)))
        {
            broken("the shared write-back starts without a barrier after the statements".into());
        }
    }
    accesses(r, &mut broken);
    if before.iter().any(|s| {
        matches!(
            s,
            RegionStep::WriteBackShared | RegionStep::WriteBackPrivate { .. }
        )
    }) || after.iter().any(|s| {
        matches!(
            s,
            RegionStep::FetchShared { .. } | RegionStep::FetchPrivate { .. }
        )
    }) {
        broken("a fetch comes after the statements or a write-back before them".into());
    }
}

/// The accesses of a region (`tile::access`): each names a copy of the region and one
/// index per dimension, a placement per copy and dimension, hoisted slots each declared by
/// the first access that uses it, window reads only of the window's copy, no write to it.
fn accesses(r: &CacheRegion, broken: &mut dyn FnMut(String)) {
    let a = &r.accesses;
    let vars = &r.plan.vars;
    let shape: Vec<usize> = vars.iter().map(|v| v.dims.len()).collect();
    let placed: Vec<usize> = a.placement.iter().map(Vec::len).collect();
    if shape != placed {
        broken(format!(
            "its copies have {shape:?} dimensions, but {placed:?} are placed"
        ));
    }
    let mut declared = vec![false; a.hoisted.len()];
    for x in &a.accesses {
        let Some(v) = vars.get(x.var) else {
            broken(format!(
                "an access at line {} names no copy of the region",
                x.line
            ));
            continue;
        };
        if x.indices.len() != v.dims.len() {
            broken(format!(
                "an access of `{}` at line {} has {} indices for {} dimensions",
                v.name,
                x.line,
                x.indices.len(),
                v.dims.len()
            ));
        }
        for (j, i) in x.indices.iter().enumerate() {
            let Some(slot) = i.hoisted else { continue };
            match a.hoisted.get(slot) {
                None => broken(format!(
                    "an access at line {} uses hoisted slot {slot}, which is not declared",
                    x.line
                )),
                Some(h) if h.first == x.span && h.dim == j => {
                    if declared[slot] {
                        broken(format!("hoisted slot {slot} is declared twice"));
                    }
                    declared[slot] = true;
                }
                Some(h) if h.first > x.span => broken(format!(
                    "an access at line {} uses hoisted slot {slot} before it is declared",
                    x.line
                )),
                Some(_) => {}
            }
        }
        let window = r.plan.window.as_ref().map(|w| w.var);
        if x.window.is_some() && (window != Some(x.var) || x.form != AccessForm::Read) {
            broken(format!(
                "an access of `{}` at line {} reads a register window that is not its copy's, or writes it",
                v.name, x.line
            ));
        }
        if window == Some(x.var) && x.form != AccessForm::Read {
            broken(format!(
                "`{}` is written at line {} through its register window",
                v.name, x.line
            ));
        }
    }
    if let Some(slot) = declared.iter().position(|d| !d) {
        broken(format!("hoisted slot {slot} is declared by no access"));
    }
}

fn positions(steps: &[RegionStep], pick: impl Fn(&RegionStep) -> bool) -> Vec<usize> {
    steps
        .iter()
        .enumerate()
        .filter(|(_, s)| pick(s))
        .map(|(k, _)| k)
        .collect()
}

/// Checks the guards `g` of an `fcw` block: each predicate is tested only inside the
/// `if` that declares it (`scope`, the enclosing ones), and the `if`s number their
/// predicates 0, 1, … in the order they are met (`next`), as the printers name them.
fn guards(g: &Guarded, scope: &mut Vec<usize>, next: &mut usize, broken: &mut dyn FnMut(String)) {
    fn in_scope(p: &Pred, scope: &[usize]) -> bool {
        match p {
            Pred::Block => true,
            Pred::Holds(n) => scope.contains(n),
            Pred::Else { outer, not } => scope.contains(not) && in_scope(outer, scope),
        }
    }
    let mut check = |p: &Pred, scope: &[usize]| {
        if !in_scope(p, scope) {
            broken(format!(
                "an `fcw` statement is guarded by {p:?} outside its `if`"
            ));
        }
    };
    match &g.how {
        How::Run(p) | How::Declare(p) | How::ChannelWrite(p) => check(p, scope),
        How::Jump => {}
        How::UniformIf { then, els } => {
            guards(then, scope, next, broken);
            if let Some(e) = els {
                guards(e, scope, next, broken);
            }
        }
        How::SplitIf { pred, n, then, els } => {
            check(pred, scope);
            if *n != *next {
                broken(format!("an `fcw` predicate is numbered {n}, not {next}"));
            }
            *next += 1;
            scope.push(*n);
            guards(then, scope, next, broken);
            if let Some(e) = els {
                guards(e, scope, next, broken);
            }
            scope.pop();
        }
        How::Loop(body) => guards(body, scope, next, broken),
        How::Items(items) => {
            for i in items {
                guards(i, scope, next, broken);
            }
        }
    }
}
