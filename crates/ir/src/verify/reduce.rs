//! The invariants of a kernel's reductions record (`kernel::reduce::Reductions`): the
//! loops' buffers hold partial results exactly where shuffles alone do not combine the
//! lanes, one buffer a variable, each declared in shared memory; each of the kernel's own
//! reductions shuffles only in blocks of whole warps, keeps as many partial results as
//! its method leaves, takes an accumulator parameter exactly for the joins through one
//! (the last block's, the blocks' in turn) and the bounds of its section exactly for an
//! array, joins complex values part by part or in turn only for complex types, and is
//! combined by the kernel's `Reduce` statement over its buffer.

use std::collections::HashSet;

use accc_front::directive::ReductionOp;

use crate::kernel::reduce::{GangReduction, ParamRole, Reduced, MAX_PRIVATE_REDUCTION_ELEMENTS};
use crate::kernel::{BlockJoin, KStmt, Kernel, Partials, SharedPurpose, WARP};

pub(super) fn reductions(k: &Kernel, report: &mut dyn FnMut(String)) {
    let shared: Vec<&str> = (k.body.iter())
        .filter_map(|s| match s {
            KStmt::Shared { declaration, .. } => Some(declaration.as_str()),
            _ => None,
        })
        .collect();
    let declares = |name: &str| {
        shared.iter().any(|d| {
            d.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|w| w == name)
        })
    };
    let mut buffered = HashSet::new();
    for u in &k.reductions.loop_buffers {
        let SharedPurpose::LoopReduction { partials, .. } = u.purpose else {
            report(format!(
                "the loops' reduction of `{}` keeps {:?} in shared memory",
                u.variable, u.purpose
            ));
            continue;
        };
        match partials {
            Partials::Shuffled { lanes } if u.slots != 0 || lanes > WARP => report(format!(
                "the loops' reduction of `{}` combines {lanes} lanes by shuffles alone, but keeps {} partial results",
                u.variable, u.slots
            )),
            Partials::Shuffled { .. } => {}
            _ if u.slots == 0 => report(format!(
                "the loops' reduction of `{}` keeps {partials:?} partial results in no slots",
                u.variable
            )),
            _ => {
                if !buffered.insert(u.variable.as_str()) {
                    report(format!("`{}` has two loop reduction buffers", u.variable));
                }
                if !declares(&format!("__accc_vred_{}", u.variable)) {
                    report(format!(
                        "the loops' reduction buffer of `{}` is not in shared memory",
                        u.variable
                    ));
                }
            }
        }
    }
    for g in &k.reductions.gang {
        let mut broken = |why: String| {
            report(format!(
                "the reduction {}:{}: {why}",
                g.op.as_str(),
                g.shared.variable
            ))
        };
        gang_reduction(g, &mut broken);
        let combined = k.body.iter().any(
            |s| matches!(s, KStmt::Reduce(r) if r.buffer == g.buffer() && r.shuffles == g.shuffles),
        );
        if !combined {
            broken(format!(
                "no `Reduce` statement combines {} as decided",
                g.buffer()
            ));
        }
    }
}

/// One of the kernel's own reductions.
fn gang_reduction(g: &GangReduction, broken: &mut dyn FnMut(String)) {
    // Shuffles combine a warp's lanes: the block must be whole warps.
    if g.shuffles && g.block % WARP != 0 {
        broken(format!(
            "it shuffles in a block of {}, not whole warps",
            g.block
        ));
    }
    let slots = match g.shuffles {
        true => g.block / WARP,
        false => g.block,
    };
    if g.shared.slots != slots {
        broken(format!(
            "its buffer has {} slots, not the {slots} its block and method leave",
            g.shared.slots
        ));
    }
    let count = |role: ParamRole| g.params.iter().filter(|p| p.role() == role).count();
    if count(ParamRole::Target) != 1 {
        broken("it has not one target parameter".to_string());
    }
    let accumulator = g.join.needs_accumulator();
    if (count(ParamRole::Accumulator) == 1) != accumulator || count(ParamRole::Accumulator) > 1 {
        let wanted = match accumulator {
            true => "needs an accumulator parameter",
            false => "takes no accumulator parameter",
        };
        broken(format!("its join {:?} {wanted}", g.join));
    }
    let section = matches!(g.reduced, Reduced::Section(_));
    for role in [ParamRole::SectionStart, ParamRole::SectionLength] {
        if (count(role) == 1) != section || count(role) > 1 {
            broken(format!(
                "it {} a {role:?} parameter",
                if section { "lacks" } else { "has" }
            ));
        }
    }
    match &g.reduced {
        Reduced::Section(s) => {
            if g.join != BlockJoin::Atomic {
                broken(format!("its elements join by {:?}, not atomically", g.join));
            }
            if s.elements > MAX_PRIVATE_REDUCTION_ELEMENTS {
                broken(format!(
                    "each thread's private copy has {} elements, more than {MAX_PRIVATE_REDUCTION_ELEMENTS}",
                    s.elements
                ));
            }
            if !matches!(g.shared.purpose, SharedPurpose::ArrayReduction { private_elements, .. } if private_elements == s.elements)
            {
                broken(format!("its buffer is kept for {:?}", g.shared.purpose));
            }
        }
        _ => {
            if !matches!(g.shared.purpose, SharedPurpose::GangReduction { join, .. } if join == g.join)
            {
                broken(format!(
                    "its buffer is kept for {:?}, not its join {:?}",
                    g.shared.purpose, g.join
                ));
            }
        }
    }
    // The complex joins call the complex helpers of the value's precision; the blocks
    // take turns for a product only.
    if g.join.is_complex() && !g.ty.is_complex() {
        broken(format!(
            "it joins as a complex value, but its type is `{}`",
            g.ty.spelling()
        ));
    }
    if (g.join == BlockJoin::InTurn) != (g.join.is_complex() && g.op == ReductionOp::Mul) {
        broken(format!("its operator joins by {:?}", g.join));
    }
}
