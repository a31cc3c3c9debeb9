//! Reducing gang/vector nests as one iteration space on the GPU.
//!
//! A `gang` loop whose body is nothing but a `vector` loop runs, as written, one block per
//! gang iteration with the threads striding along the vector loop — except when the gang
//! loop reduces (its own `reduction`, or the construct's): a block cannot combine a vector
//! reduction across its gang iterations, so the kernel keeps no vector loops and each
//! thread runs a whole gang iteration, the vector loop in order. When the two loops share
//! nothing — the vector loop's bounds do not depend on the gang loop, neither loop has
//! private copies, and a reduction of the vector loop is the gang loop's too — every
//! (gang, vector) iteration pair is independent, as in `collapse(2)`, and the kernel
//! outlined for it (`outline`) runs the gang loop as `collapse(2)`
//! (`Loop::fused_with_vector_loop`): the flat grid-stride
//! loop and the column strips (`print/iterations.rs` `column_strips_open`), with one reduction over both
//! loops. Jacobi written `gang` / `vector reduction(max:err)`, 4096², on an H200: 1531 →
//! 55 µs a sweep (bench/results/archive/cache/h200-2026-11-22-column-strips.md).
//!
//! Nests that do not reduce keep the gang × vector shape: fused, some ran faster and some
//! slower (the cache suite's baselines: a 9-point stencil 14.3 → 16.9 ms, GEMM 15.1 →
//! 16.4, a transpose 2.6 → 1.7; bench/results/archive/cache/h200-2026-11-22-cache-bench-fused-nonreducing.md
//! against -cache-bench-tile-grid.md). The IR itself is left alone: the multicore back end
//! keeps the nest as written.

use accc_front::ast::{BlockItem, Stmt, StmtKind};
use accc_front::directive::{ClauseKind, ClauseName, DirectiveKind};
use accc_ir::{Caps, ComputeRegion, Loop, Schedule};
use accc_sema::analyze::Sema;

/// Whether the reducing gang loop `l` runs as a `collapse(2)` loop over itself and its
/// vector loop: the nest is tight and the loops independent (see the module's doc).
pub fn fuses(l: &Loop<'_>, region: &ComputeRegion<'_>, caps: &Caps, sema: &Sema) -> bool {
    let gang_only = Schedule::Parallel {
        gang: true,
        worker: false,
        vector: false,
    };
    let [inner] = l.children.as_slice() else {
        return false;
    };
    let reduces = !l.reductions.is_empty()
        || region
            .vars
            .iter()
            .any(|v| matches!(v.attr, accc_sema::data_attr::DataAttr::Reduction(_)));
    if !reduces
        || l.collapse != 1
        || inner.collapse != 1
        || l.schedule != gang_only
        || !super::shape::partitions_threads(inner, region, caps)
        || !(l.private.is_empty() && l.firstprivate.is_empty())
        || !(inner.private.is_empty() && inner.firstprivate.is_empty())
    {
        return false;
    }
    // Loops inside the vector loop run in order in each thread.
    let mut nested_parallel = false;
    for c in &inner.children {
        c.walk(&mut |x| nested_parallel |= matches!(x.schedule, Schedule::Parallel { .. }));
    }
    if nested_parallel
        || !inner
            .reductions
            .iter()
            .all(|r| l.reductions.iter().any(|o| o.sym == r.sym && o.op == r.op))
    {
        return false;
    }
    // The gang loop's body is the vector loop alone.
    let StmtKind::For { body, .. } = &l.stmt.kind else {
        return false;
    };
    let only: &Stmt = match &body.kind {
        StmtKind::Compound(b) => match b.items.as_slice() {
            [BlockItem::Stmt(s)] => s,
            _ => return false,
        },
        _ => body,
    };
    if !std::ptr::eq(only, inner.stmt) {
        return false;
    }
    // The vector loop's bounds and step do not depend on the gang loop.
    let (Ok(outer), Ok(c)) = (&l.canonical, &inner.canonical) else {
        return false;
    };
    if c.bounds_mention(&[outer.var], &sema.symbols) || c.step.is_none() {
        return false;
    }
    // Clauses that give either loop a shape of its own, and `cache` in the body.
    let shaped = |x: &Loop<'_>| {
        x.directive.is_some_and(|d| {
            d.clauses.iter().any(|cl| match &cl.kind {
                ClauseKind::Gang(g) => {
                    g.num.is_some() || g.dim.is_some() || g.static_size.is_some()
                }
                _ => matches!(
                    cl.kind.name(),
                    ClauseName::Worker | ClauseName::Tile | ClauseName::DeviceType
                ),
            })
        })
    };
    let cache =
        super::shape::directive_inside(sema, inner.stmt.span, |d| d.kind == DirectiveKind::Cache);
    !(shaped(l) || shaped(inner) || cache || region.directive.has_clause(ClauseName::NumWorkers))
}
