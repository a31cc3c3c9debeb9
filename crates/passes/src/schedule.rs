//! Loop scheduling: decides, for every loop of every compute region, whether its iterations
//! are spread over gangs/workers/vector lanes or run in order, following OpenACC's rules:
//!
//! * `serial`: everything sequential;
//! * `parallel`: a loop directive means the iterations are independent (unless `seq`, or
//!   `auto` and the dependence test says no); the outermost such loop takes the gang level
//!   when no level is written; loops without a directive run gang-redundantly;
//! * `kernels`: loops marked `independent` or with an explicit level are parallel; the
//!   others are parallel when the dependence test proves it, with scalars privatised and
//!   reductions recognised.
//!
//! On the CPU one level of parallelism (threads) exists, so a parallel loop nested in
//! another parallel loop runs sequentially in each thread (`SeqReason::InnerLevel`).
//! Scalars written inside a parallel loop's body are privatised, as nvc does.

use std::collections::HashSet;

use accc_front::ast::{Expr, ExprKind};
use accc_front::directive::{ClauseKind, ClauseName, DirectiveKind};
use accc_ir::{ComputeRegion, Construct, Loop, Module, Reduction, Schedule, SeqReason};
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

use crate::dependence;

pub fn schedule(module: &mut Module<'_>, sema: &Sema) {
    let routines = module.routines.clone();
    for (index, region) in module.regions.iter_mut().enumerate() {
        let kind = region.kind;
        let keep_shared = keep_shared(region, index, &module.constructs, sema);
        let live = Liveness::of(region, sema);
        let cx = Context {
            kind,
            sema,
            routines: &routines,
            keep_shared: &keep_shared,
            live: &live,
        };
        for l in &mut region.loops {
            schedule_loop(l, false, &cx);
        }
    }
    // Loop directives in `routine` functions: a gang loop shares its iterations among the
    // gangs that call the routine; finer levels run inside each calling thread.
    let keep_shared = HashSet::new();
    for l in &mut module.routine_loops {
        let gang = l.directive.is_some_and(|d| d.has_clause(ClauseName::Gang));
        l.schedule = if gang {
            privatise(l, sema, &keep_shared);
            Schedule::Parallel {
                gang: true,
                worker: false,
                vector: false,
            }
        } else {
            Schedule::Sequential {
                reason: SeqReason::InnerLevel,
            }
        };
    }
}

/// What scheduling a region's loops needs to know.
struct Context<'c> {
    kind: DirectiveKind,
    sema: &'c Sema,
    routines: &'c HashSet<String>,
    keep_shared: &'c HashSet<SymbolId>,
    live: &'c Liveness,
}

/// Where a region's variables are used: a scalar a loop of a `kernels` region would
/// privatise must have no use after the loop, for the value its last iteration leaves
/// would be lost (accc has no `lastprivate`).
struct Liveness {
    /// Variables the region shares with the code after it (not private to it) that its
    /// function names outside it.
    after_region: HashSet<SymbolId>,
    /// Every use inside the region.
    uses: Vec<(SymbolId, accc_front::Span)>,
}

impl Liveness {
    fn of(region: &ComputeRegion<'_>, sema: &Sema) -> Liveness {
        Liveness {
            after_region: region
                .vars
                .iter()
                .filter(|v| region.named_outside.contains(&v.sym) && !v.attr.is_private())
                .map(|v| v.sym)
                .collect(),
            uses: access::collect_stmt(region.stmt, &sema.symbols)
                .list
                .iter()
                .map(|a| (a.sym, a.span))
                .collect(),
        }
    }

    /// Whether `sym` is used outside the loop `within` (in the region, or after it).
    fn outside(&self, sym: SymbolId, within: accc_front::Span) -> bool {
        self.after_region.contains(&sym)
            || self
                .uses
                .iter()
                .any(|&(s, at)| s == sym && !(within.lo <= at.lo && at.hi <= within.hi))
    }
}

/// Variables the privatiser must not give per-iteration copies: those the user named in a
/// clause of the construct, those already private to each thread (the construct's private
/// and firstprivate variables on a `parallel` region), and those updated by `atomic`.
fn keep_shared(
    region: &ComputeRegion<'_>,
    index: usize,
    constructs: &[Construct<'_>],
    sema: &Sema,
) -> HashSet<SymbolId> {
    let per_thread_already = region.kind == DirectiveKind::Parallel && !region.is_combined();
    let mut out: HashSet<SymbolId> = region
        .vars
        .iter()
        .filter(|v| !v.implicit || (per_thread_already && v.attr.is_private()))
        .map(|v| v.sym)
        .collect();
    for c in constructs.iter().filter(|c| {
        c.in_region == Some(index) && matches!(c.directive.kind, DirectiveKind::Atomic(_))
    }) {
        if let Some(stmt) = c.stmt {
            let acc = access::collect_stmt(stmt, &sema.symbols);
            out.extend(
                acc.list
                    .iter()
                    .filter(|a| a.kind != AccessKind::Read)
                    .map(|a| a.sym),
            );
        }
    }
    out
}

fn schedule_loop(l: &mut Loop<'_>, inside_parallel: bool, cx: &Context<'_>) {
    let mut parallel_here = false;
    if !l.collapsed_into_parent {
        l.schedule = decide(l, inside_parallel, cx);
        parallel_here = matches!(l.schedule, Schedule::Parallel { .. });
        if parallel_here {
            // Scalars the loop only stores to and the code after it reads stay shared
            // (`decide`); the rest of what escapes is a reduction by now.
            let mut keep_shared = cx.keep_shared.clone();
            if cx.kind != DirectiveKind::Parallel {
                keep_shared.extend(
                    escaping_scalars(l, cx)
                        .into_iter()
                        .filter(|&s| stored_only(l.stmt, s, cx.sema)),
                );
            }
            privatise(l, cx.sema, &keep_shared);
        }
    }
    let inside = inside_parallel || parallel_here;
    for c in &mut l.children {
        if c.collapsed_into_parent {
            c.schedule = l.schedule.clone();
        }
        schedule_loop(c, inside, cx);
    }
}

fn decide(l: &mut Loop<'_>, inside_parallel: bool, cx: &Context<'_>) -> Schedule {
    let (kind, sema, routines) = (cx.kind, cx.sema, cx.routines);
    let seq = |r| Schedule::Sequential { reason: r };
    if kind == DirectiveKind::Serial {
        return seq(SeqReason::Serial);
    }
    let Ok(canonical) = &l.canonical else {
        return seq(SeqReason::Dependence(
            "the loop is not in canonical form".into(),
        ));
    };
    let d = l.directive;
    let has = |n: ClauseName| d.is_some_and(|d| d.has_clause(n));
    if has(ClauseName::Seq) {
        return seq(SeqReason::Requested);
    }
    let (gang, worker, vector) = (
        has(ClauseName::Gang),
        has(ClauseName::Worker),
        has(ClauseName::Vector),
    );
    let explicit_level = gang || worker || vector;
    let asserted_independent = match (kind, d) {
        // In a parallel construct a loop directive asserts independence unless `auto`/`seq`.
        (DirectiveKind::Parallel, Some(_)) => !has(ClauseName::Auto),
        (DirectiveKind::Parallel, None) => return seq(SeqReason::NoDirective),
        (_, _) => has(ClauseName::Independent) || (explicit_level && !has(ClauseName::Auto)),
    };
    if inside_parallel {
        return seq(SeqReason::InnerLevel);
    }
    if asserted_independent && kind != DirectiveKind::Parallel {
        // The user vouches for the iterations, not for what a scalar the code after the
        // loop reads ends up holding: an update reaches it as a reduction, and one the
        // loop only stores to is shared (some iteration's value, as the source says);
        // any other use needs the iterations in order.
        for sym in escaping_scalars(l, cx) {
            match dependence::scalar_reduction(l.stmt, sym, sema) {
                Some(op) => {
                    if !l.reductions.iter().any(|r| r.sym == sym) {
                        l.reductions.push(Reduction {
                            op,
                            sym,
                            name: sema.symbols.get(sym).name.clone(),
                            implicit: true,
                            item: None,
                        });
                    }
                }
                None if stored_only(l.stmt, sym, sema) => {}
                None => {
                    return seq(SeqReason::Dependence(format!(
                        "scalar `{}` is read and written in the loop and used after it: its value from the iterations in order is needed",
                        sema.symbols.get(sym).name
                    )))
                }
            }
        }
    }
    if !asserted_independent {
        // The struct members the loop's clauses reduce (`reduction(+:s.x)`).
        let reduced_members: Vec<&Expr> = d
            .into_iter()
            .flat_map(|d| &d.clauses)
            .flat_map(|c| match &c.kind {
                ClauseKind::Reduction { vars, .. } => vars.as_slice(),
                _ => &[],
            })
            .filter(|v| matches!(v.base.kind, ExprKind::Member { .. }) && v.subscripts.is_empty())
            .map(|v| &v.base)
            .collect();
        let facts = dependence::analyze_loop(
            l.stmt,
            canonical.var,
            canonical.step,
            sema,
            routines,
            &reduced_members,
        );
        if let Some(reason) = facts.blocker {
            return seq(SeqReason::Dependence(reason));
        }
        if let Some(&sym) = facts
            .private
            .iter()
            .find(|&&s| cx.live.outside(s, l.stmt.span))
        {
            return seq(SeqReason::Dependence(format!(
                "scalar `{}` is used after the loop: its value from the last iteration is needed",
                sema.symbols.get(sym).name
            )));
        }
        for (op, sym) in facts.reductions {
            if !l.reductions.iter().any(|r| r.sym == sym) {
                l.reductions.push(Reduction {
                    op,
                    sym,
                    name: sema.symbols.get(sym).name.clone(),
                    implicit: true,
                    item: None,
                });
            }
        }
    }
    if explicit_level {
        Schedule::Parallel {
            gang,
            worker,
            vector,
        }
    } else {
        // The outermost parallel loop takes the gang level (and, on one-level targets,
        // that is all there is).
        Schedule::Parallel {
            gang: true,
            worker: false,
            vector: false,
        }
    }
}

/// Scalars written in a parallel loop get a private copy per iteration: assigned before
/// use → `private`; otherwise → `firstprivate` (each thread starts from the value before
/// the loop), unless they are reductions or already named in a clause.
fn privatise(l: &mut Loop<'_>, sema: &Sema, keep_shared: &HashSet<SymbolId>) {
    let syms = &sema.symbols;
    let accc_front::ast::StmtKind::For { body, .. } = &l.stmt.kind else {
        return;
    };
    let acc = access::collect_stmt(body, syms);
    let loop_var = l.var();
    let explicit: HashSet<_> = l
        .reductions
        .iter()
        .map(|r| r.sym)
        .chain(l.private.iter().copied())
        .chain(l.firstprivate.iter().copied())
        .collect();
    let collapsed_vars: HashSet<_> = collapsed_loop_vars(l);
    for sym in acc.captured() {
        if Some(sym) == loop_var
            || explicit.contains(&sym)
            || collapsed_vars.contains(&sym)
            || keep_shared.contains(&sym)
        {
            continue;
        }
        let uses: Vec<_> = acc.of(sym).collect();
        if !uses
            .iter()
            .any(|a| a.kind != AccessKind::Read && !a.is_element)
            || !syms.get(sym).ty.is_scalar()
        {
            continue;
        }
        let assigned_first = uses
            .first()
            .is_some_and(|a| a.kind == AccessKind::Write && !a.is_element && !a.conditional);
        if assigned_first {
            l.private.push(sym);
        } else {
            l.firstprivate.push(sym);
        }
    }
}

/// Scalars of a `kernels` loop that the privatiser would give each iteration a copy of
/// starting from the value before the loop (written, but not assigned before every
/// use), and whose value the region or the code after it uses: privatised, the writes
/// would be lost.
fn escaping_scalars(l: &Loop<'_>, cx: &Context<'_>) -> Vec<SymbolId> {
    let accc_front::ast::StmtKind::For { body, .. } = &l.stmt.kind else {
        return Vec::new();
    };
    let syms = &cx.sema.symbols;
    let acc = access::collect_stmt(body, syms);
    let collapsed_vars = collapsed_loop_vars(l);
    acc.captured()
        .into_iter()
        .filter(|&sym| {
            Some(sym) != l.var()
                && !collapsed_vars.contains(&sym)
                && !cx.keep_shared.contains(&sym)
                && !l.private.contains(&sym)
                && !l.firstprivate.contains(&sym)
                && syms.get(sym).ty.is_scalar()
                && cx.live.outside(sym, l.stmt.span)
        })
        .filter(|&sym| {
            let uses: Vec<_> = acc.of(sym).collect();
            let scalar_write = uses
                .iter()
                .any(|a| a.kind != AccessKind::Read && !a.is_element);
            let assigned_first = uses
                .first()
                .is_some_and(|a| a.kind == AccessKind::Write && !a.is_element && !a.conditional);
            scalar_write && !assigned_first
        })
        .collect()
}

/// The loop `stmt` only stores to the scalar `sym` (`found = 1;`), never reading it.
fn stored_only(stmt: &accc_front::ast::Stmt, sym: SymbolId, sema: &Sema) -> bool {
    let accc_front::ast::StmtKind::For { body, .. } = &stmt.kind else {
        return false;
    };
    access::collect_stmt(body, &sema.symbols)
        .of(sym)
        .all(|a| a.kind == AccessKind::Write && !a.is_element)
}

/// Induction variables of loops merged into `l` by `collapse` (private by definition).
fn collapsed_loop_vars(l: &Loop<'_>) -> HashSet<SymbolId> {
    let mut out = HashSet::new();
    let mut level = &l.children;
    while let Some(c) = level.first().filter(|c| c.collapsed_into_parent) {
        out.extend(c.var());
        level = &c.children;
    }
    out
}
