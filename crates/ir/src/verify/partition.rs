//! The invariants of a kernel's partitioned loops (`kernel::Partitioned`): reductions and
//! lanes other than the whole launch's only over a block; each reduction over the group
//! its lanes make, by shuffles only where warps can combine that group; worker rounds for
//! exactly the worker loops, each worker's vector loops inside one; and a barrier after
//! every loop over a block that does not reduce, but for the vector loop that is a whole
//! 2-D tile's body.

use crate::kernel::{shuffle_group, Contribution, Form, Kernel, Lanes, Partitioned, DIM_GANGS};

pub(super) fn loops(k: &Kernel, report: &mut dyn FnMut(String)) {
    for p in &k.partitioned {
        let mut broken = |why: String| {
            report(format!(
                "partitioned loop at {}..{}: {why}",
                p.stmt.lo, p.stmt.hi
            ))
        };
        lanes(p, &k.partitioned, &mut broken);
        reductions(p, &mut broken);
        form(p, &mut broken);
        let whole_tile = matches!(
            p.form,
            Form::UniformRounds {
                tile_columns: Some(_),
                ..
            }
        );
        let barrier = p.block.is_some() && p.reductions.is_empty() && !whole_tile;
        if p.barrier_after != barrier {
            broken(format!(
                "a barrier after it is {}, but it is {}",
                p.barrier_after, barrier
            ));
        }
    }
}

/// Lanes within a block need the block; the gang dimensions name kernel parameters that
/// exist; a worker's vector loop lies in a worker loop of the same vector length.
fn lanes(p: &Partitioned, all: &[Partitioned], broken: &mut dyn FnMut(String)) {
    if p.block.is_none() && p.lanes != Lanes::Block {
        broken(format!("lanes {:?} of a block, but no block", p.lanes));
    }
    match &p.lanes {
        Lanes::Gangs { dim } if !(1..=DIM_GANGS.len()).contains(dim) => broken(format!(
            "gangs of dimension {dim}, which no parameter counts"
        )),
        Lanes::Rows { dim } if !(2..=DIM_GANGS.len()).contains(dim) => broken(format!(
            "rows of gangs of dimension {dim}, which has none below"
        )),
        Lanes::WorkerVector { vector, worker } => {
            let inside = all.iter().any(|w| {
                w.stmt == *worker
                    && matches!(w.lanes, Lanes::Workers { vector: v, .. } if v == *vector)
                    && w.stmt.lo <= p.stmt.lo
                    && p.stmt.hi <= w.stmt.hi
            });
            if !inside {
                broken("a worker's vector loop outside a worker loop of its vector".into());
            }
        }
        _ => {}
    }
}

/// Reductions only over a block, each over its lanes' group, combined by shuffles only
/// where the warps can; a worker reduction takes one vector lane's value a worker.
fn reductions(p: &Partitioned, broken: &mut dyn FnMut(String)) {
    let Some(block) = p.block else {
        if !p.reductions.is_empty() {
            broken("reductions over the whole launch".into());
        }
        return;
    };
    for r in &p.reductions {
        if r.group != p.lanes.reduction_group(block) {
            broken(format!("a reduction over {} lanes, not its group", r.group));
        }
        if r.combine == crate::kernel::Combine::Shuffles && !shuffle_group(block, r.group) {
            broken(format!(
                "shuffles combine groups of {} lanes in blocks of {block}",
                r.group
            ));
        }
        let contribution = match p.lanes {
            Lanes::Workers { vector, .. } => Contribution::FirstOfWorker { vector },
            _ => Contribution::Partial,
        };
        if r.contribution != contribution {
            broken(format!(
                "a reduction's contribution {:?}, not {contribution:?}",
                r.contribution
            ));
        }
    }
}

/// Worker rounds exactly for the worker loops over a block, of their workers, guarding
/// statements of their own body; uniform rounds only over a block.
fn form(p: &Partitioned, broken: &mut dyn FnMut(String)) {
    match (&p.form, &p.lanes) {
        (Form::WorkerRounds { workers, guarded }, Lanes::Workers { workers: w, .. }) => {
            if workers != w {
                broken(format!("rounds of {workers} workers, not {w}"));
            }
            let body = p.body.span;
            if guarded.iter().any(|s| s.lo < body.lo || body.hi < s.hi) {
                broken("a guarded statement outside its body".into());
            }
        }
        (Form::WorkerRounds { .. }, lanes) => broken(format!("worker rounds over lanes {lanes:?}")),
        (_, Lanes::Workers { .. }) if p.block.is_some() => {
            broken("a worker loop over a block not in worker rounds".into())
        }
        (Form::UniformRounds { .. }, _) if p.block.is_none() => {
            broken("uniform rounds over the whole launch".into())
        }
        _ => {}
    }
}
