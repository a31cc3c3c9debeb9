//! Outlining, on the GPU targets: which kernels each compute region becomes, in launch
//! order, and the block of threads their shapes start from (`ComputeRegion::outline`,
//! which the back end's kernel builder reads).
//!
//! * a `serial` construct is one kernel of one thread;
//! * a `parallel` construct with gang-redundant code (statements outside its parallel
//!   loops, not a combined construct) is one kernel with one thread per gang, its gang
//!   loops spread over the gangs;
//! * otherwise each parallel loop of the construct's statement list is a kernel (a
//!   reducing gang/vector nest fused into one iteration space where [`super::fuse`] says
//!   so), and the statements between them run in single-thread kernels.
//!
//! Each loop kernel's contents are recorded with it: the variables it declares, reduces and
//! keeps private ([`contents`]).
//!
//! The block is the construct's `vector_length` where a kernel can have it, else 128
//! threads (and the refusal is recorded, for the warning and the compiler feedback).

use accc_front::ast::{Expr, StmtKind};
use accc_front::directive::{ClauseKind, Directive, DirectiveKind};
use accc_front::{SourceMap, Span};
use accc_ir::kernel::outline::{Outline, RefusedVectorLength, Unit};
use accc_ir::kernel::{Lanes, Partitioned, VectorLengthRefusal, MAX_BLOCK};
use accc_ir::{Caps, ComputeRegion, Loop, Module, Schedule};
use accc_sema::analyze::Sema;
use accc_sema::loops::CanonicalLoop;

use super::partition::{partition, Context, Nest};

/// Threads per block when the program does not say (`vector_length`).
const DEFAULT_BLOCK: u32 = 128;

mod contents;
mod shape;

pub use shape::{has_vector_length, vector_clause_length};

/// Records the kernels of every compute region of `module` for the target `caps`, with
/// their shapes (`sm` words the warnings of what is not made as written), and how the
/// gang loops of gang-redundant code (a region's, a `routine gang` function's) spread
/// over the gangs (`ComputeRegion::gang_partitions`, `Module::routine_gang_partitions`).
pub fn outline(module: &mut Module<'_>, sema: &Sema, sm: &SourceMap, caps: &Caps) {
    let outlines: Vec<Outline> = (module.regions.iter())
        .map(|region| {
            region_outline(&shape::Context {
                region,
                caps,
                sema,
                sm,
                routines: &module.routines,
                clause_values: &module.clause_values,
            })
        })
        .collect();
    let partitions: Vec<Vec<Partitioned>> = (module.regions.iter().zip(&outlines))
        .map(|(region, outline)| gang_partitions(region, outline, sema, caps))
        .collect();
    for ((region, outline), partitions) in module.regions.iter_mut().zip(outlines).zip(partitions) {
        region.outline = Some(outline);
        region.gang_partitions = partitions;
    }
    module.routine_gang_partitions = (spread_over_gangs(&module.routine_loops).into_iter())
        .map(|l| over_the_launch(l, sema, caps))
        .collect();
}

/// The gang loops of `region` its gang-redundant kernel (`outline`) spreads over the
/// gangs, in the order the outline names them; none for another region.
fn gang_partitions(
    region: &ComputeRegion<'_>,
    outline: &Outline,
    sema: &Sema,
    caps: &Caps,
) -> Vec<Partitioned> {
    let gang_loops = outline.units.iter().flat_map(|u| match u {
        Unit::Gang { gang_loops, .. } => gang_loops.as_slice(),
        _ => &[],
    });
    (gang_loops.map(|&at| (region.loop_at(at)).expect("an outlined gang loop of the region")))
        .map(|l| over_the_launch(l, sema, caps))
        .collect()
}

/// How gang loop `l` (one that [`spread_over_gangs`] names) spreads over every thread of
/// the launch (`gpu::partition`).
fn over_the_launch(l: &Loop<'_>, sema: &Sema, caps: &Caps) -> Partitioned {
    let nest = Nest {
        stmt: l.stmt.span,
        loops: gang_nest(l).expect("a canonical gang nest"),
        private: l.private.clone(),
        block: None,
        reductions: Vec::new(),
        lanes: Lanes::Block,
        body: l.collapsed_body().clone(),
        elided: l.sunk_headers().to_vec(),
    };
    // (Over the launch nothing reduces or shuffles.)
    let cx = Context {
        sema,
        caps,
        vector_loops: &[],
    };
    partition(nest, &cx)
}

/// The kernels of a region and the block they start from.
fn region_outline(cx: &shape::Context<'_, '_>) -> Outline {
    let (region, caps) = (cx.region, cx.caps);
    let gang_redundant = region.kind == DirectiveKind::Parallel
        && !region.is_combined()
        && region.has_redundant_code();
    let (block, refused) = block(region.directive, caps.device_type);
    let refused_vector_length = refused.map(|(clause, length, why)| RefusedVectorLength {
        clause,
        length,
        why,
        warned: !gang_redundant,
    });
    let (units, block) = match gang_redundant {
        true => (vec![gang_unit(region, caps)], 1),
        false => (units(cx, block), block),
    };
    Outline {
        units,
        block,
        refused_vector_length,
    }
}

/// The kernels of a region that is not gang-redundant: each parallel loop of its statement
/// list, on blocks of (at first) `block` threads, and single-thread kernels for the
/// statements in between.
fn units(cx: &shape::Context<'_, '_>, block: u32) -> Vec<Unit> {
    let region = cx.region;
    if region.kind == DirectiveKind::Serial {
        return vec![Unit::Serial {
            stmts: vec![region.stmt.span],
        }];
    }
    let mut out: Vec<Unit> = Vec::new();
    for s in region.statements() {
        if matches!(s.kind, StmtKind::Empty) {
            continue;
        }
        match region.parallel_loop(s) {
            Some(l) => {
                let fused = super::fuse::fuses(l, region, cx.caps, cx.sema);
                let fused_loop = fused.then(|| l.fused_with_vector_loop());
                let kernel_loop = fused_loop.as_ref().unwrap_or(l);
                out.push(Unit::Loop {
                    stmt: l.stmt.span.lo,
                    fused,
                    shape: cx.loop_shape(kernel_loop, block),
                    contents: contents::loop_contents(region, kernel_loop),
                })
            }
            None => match out.last_mut() {
                Some(Unit::Serial { stmts }) => stmts.push(s.span),
                _ => out.push(Unit::Serial {
                    stmts: vec![s.span],
                }),
            },
        }
    }
    out
}

/// The single kernel of a gang-redundant `parallel` region.
fn gang_unit(region: &ComputeRegion<'_>, caps: &Caps) -> Unit {
    let mut loop_vars = Vec::new();
    let mut reductions = Vec::new();
    for l in &region.loops {
        l.walk(&mut |l| {
            if matches!(l.schedule, Schedule::Parallel { .. }) {
                loop_vars.extend(l.var());
                reductions.extend(l.reductions.iter().cloned());
            }
        });
    }
    region.add_construct_reductions(&mut reductions);
    let why = "the region runs gang-redundant code";
    Unit::Gang {
        loop_vars,
        reductions,
        warnings: (region.loops.iter())
            .flat_map(|l| shape::inner_gang_dim_warnings(l, caps, why))
            .collect(),
        gang_loops: spread_over_gangs(&region.loops)
            .iter()
            .map(|l| l.stmt.span.lo)
            .collect(),
    }
}

/// The parallel loops among `loops` and the loops in them that code run by one thread per
/// gang (a gang-redundant region, a `routine gang` function) spreads over the gangs: the
/// outermost of each collapsed nest, where the nest is canonical ([`gang_nest`]); in
/// source order.
pub fn spread_over_gangs<'l, 'a>(loops: &'l [Loop<'a>]) -> Vec<&'l Loop<'a>> {
    fn visit<'l, 'a>(l: &'l Loop<'a>, out: &mut Vec<&'l Loop<'a>>) {
        let parallel = matches!(l.schedule, Schedule::Parallel { .. });
        if parallel && !l.collapsed_into_parent && gang_nest(l).is_some() {
            out.push(l);
        }
        for c in &l.children {
            visit(c, out);
        }
    }
    let mut out = Vec::new();
    for l in loops {
        visit(l, &mut out);
    }
    out
}

/// The canonical loops of gang loop `l` and of those its `collapse` covers, outermost
/// first, as a gang-redundant kernel spreads them over the gangs; `None` where one is not
/// canonical (the loop then runs as written in every gang). A nest shallower than its
/// `collapse` is spread as deep as it goes.
pub fn gang_nest(l: &Loop<'_>) -> Option<Vec<CanonicalLoop>> {
    let mut nest = Vec::new();
    let mut cur = l;
    loop {
        nest.push(cur.canonical.clone().ok()?);
        if nest.len() == l.collapse {
            break;
        }
        match cur.children.first() {
            Some(c) => cur = c,
            None => break,
        }
    }
    Some(nest)
}

/// The threads of a block (work-items of a work-group) of the kernels of construct `d`:
/// the constant `vector_length` for `device_type` where kernels can have it, else what
/// [`vector_length_block`] says, with the clause, its length and why.
fn block(d: &Directive, device_type: &str) -> (u32, Option<(Span, Span, VectorLengthRefusal)>) {
    let Some((clause, e)) =
        d.effective_clauses(device_type)
            .into_iter()
            .find_map(|c| match &c.kind {
                ClauseKind::VectorLength(e) => Some((c, e)),
                _ => None,
            })
    else {
        return (DEFAULT_BLOCK, None);
    };
    match vector_length_block(e) {
        Ok(block) => (block, None),
        Err((block, why)) => (block, Some((clause.span, e.span, why))),
    }
}

/// The block of `vector_length(e)`: the constant where kernels can have it, else the block
/// used instead and why.
fn vector_length_block(e: &Expr) -> Result<u32, (u32, VectorLengthRefusal)> {
    match accc_sema::consteval::eval(e, &|_| None) {
        Some(v) if (1..=i128::from(MAX_BLOCK)).contains(&v) => Ok(v as u32),
        Some(v) if v > i128::from(MAX_BLOCK) => {
            Err((MAX_BLOCK, VectorLengthRefusal::MoreThanMaxBlock(v)))
        }
        Some(_) => Err((DEFAULT_BLOCK, VectorLengthRefusal::NotPositive)),
        None => Err((DEFAULT_BLOCK, VectorLengthRefusal::NotConstant)),
    }
}
