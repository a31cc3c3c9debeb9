//! Row-ahead prefetch in the column strips (`kernel::column_strips_open`).
//!
//! A strips thread walks down its range of outer iterations ("rows") at one inner
//! iteration. A stencil across rows reads again, in its next iterations, most of what it
//! reads now: those reads hit the L1 cache, and only the leading read (the row no earlier
//! iteration touched) goes to device memory. nvcc does not pipeline the row walk, so each
//! thread has that one load from memory in flight at a time; `restrict` on every pointer
//! or unrolling the walk did not change it. A prefetch of the element the leading read
//! takes [`AHEAD`] iterations later keeps a second one in flight. Jacobi's stencil (5
//! points and a max-reduction, 4096², H200) ran in 49.6 µs without, 44.1 with a prefetch
//! one iteration ahead, 42.1 two ahead and 42.4 three ahead; written by hand with two
//! rows' loads issued before their stores it took 44.6 (bench/tools/jacobi_strip_variants.cu,
//! bench/results/h200-2026-11-22-row-prefetch.md).
//!
//! Only arrays read across rows get one. A body that reads each element once (jacobi's
//! copy back) ran slower with a prefetch (38.2 → 40.7 µs): its loads already stream, and
//! the extra request costs more than the latency it hides.
//!
//! What must hold (else the array gets no prefetch):
//! * the array is in the device's global memory: a pointer or array declared outside the
//!   kernel's body and not private to the loop, of numbers, read element by element with
//!   all its subscripts (its elements contiguous), never written nor its address taken;
//! * every subscript of its reads is affine in the nest's two loop variables and in
//!   variables the body does not write, and the outer loop's step is a constant;
//! * the read prefetched is certain: every run of the body makes it (not under a
//!   condition, not after a statement that may leave early), and the prefetch is issued
//!   only when the iteration `AHEAD` rows down is the thread's too, so that the address is
//!   one the program reads — never an address the program would not touch.

use std::collections::HashSet;

use accc_front::ast::*;
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::loops::{affine, Affine};
use accc_sema::{SymbolId, Type};

/// How many iterations of the row walk ahead a prefetch reaches (see the module's
/// figures).
pub const AHEAD: i128 = 2;

/// A warp's lanes take consecutive inner iterations: two reads of one array whose last
/// subscripts differ by a constant under this touch mostly the same lines.
const SAME_LINES: i128 = 32;

/// A read whose element, [`AHEAD`] iterations of the row walk later, the strips kernel
/// prefetches.
pub struct Prefetch {
    /// The read itself (`A[(j + 1) * m + i]`), for its kernel text with the row variable
    /// moved on.
    pub read: Expr,
}

/// The reads to prefetch in the body of a column-strips nest: `row` and `column` are the
/// loop variables of the outer and inner loop, `row_step` the outer loop's step, `private`
/// the variables the loops make private.
pub fn plan(
    body: &Stmt,
    row: SymbolId,
    column: SymbolId,
    row_step: Option<i128>,
    private: &[SymbolId],
    sema: &Sema,
) -> Vec<Prefetch> {
    let Some(step) = row_step.filter(|&s| s != 0) else {
        return Vec::new();
    };
    let acc = access::collect_stmt(body, &sema.symbols);
    let certain = super::cache::neighbourhood::certain_reads(body, &[], sema);
    let invariant =
        |s: SymbolId| s == row || s == column || !(acc.locals.contains(&s) || acc.is_written(s));
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for a in &acc.list {
        let sym = a.sym;
        if a.subscripts.is_empty() || !seen.insert(sym) {
            continue;
        }
        if acc.locals.contains(&sym) || private.contains(&sym) {
            continue;
        }
        let Some(dims) = contiguous_dims(&sema.symbols.get(sym).ty) else {
            continue;
        };
        if !super::cache::stage::only_reads_elements(sym, dims, &acc, body, sema) {
            continue;
        }
        // Each read's subscripts as affine forms, and whether it is certain.
        let reads: Option<Vec<(Vec<Affine>, &access::Access)>> = acc
            .of(sym)
            .filter(|u| u.kind == AccessKind::Read)
            .map(|u| {
                let forms = u
                    .subscripts
                    .iter()
                    .map(|e| affine(e, &sema.symbols).filter(|f| mentions_only(f, &invariant)))
                    .collect::<Option<Vec<_>>>()?;
                Some((forms, u))
            })
            .collect();
        let Some(reads) = reads else { continue };
        let later = |forms: &[Affine], k: i128| -> Option<Vec<Affine>> {
            forms.iter().map(|f| shifted(f, row, k * step)).collect()
        };
        // A stencil across rows: some read takes, a few iterations later, what another
        // takes now.
        let across_rows = reads.iter().any(|(f, _)| {
            (1..=AHEAD)
                .any(|k| later(f, k).is_some_and(|l| reads.iter().any(|(g, _)| same_lines(&l, g))))
        });
        if !across_rows {
            continue;
        }
        // The leading reads: what they take `AHEAD` iterations later, no read takes
        // sooner.
        let mut leading: Vec<Vec<Affine>> = Vec::new();
        for (f, u) in &reads {
            if !certain.contains(&u.span.lo) {
                continue;
            }
            let Some(ahead) = later(f, AHEAD) else {
                continue;
            };
            let sooner = reads.iter().any(|(g, _)| {
                (0..AHEAD).any(|k| later(g, k).is_some_and(|l| same_lines(&ahead, &l)))
            });
            if sooner || leading.iter().any(|l| same_lines(&ahead, l)) {
                continue;
            }
            leading.push(ahead);
            if let Some(read) = find_expr(body, u.span) {
                out.push(Prefetch { read });
            }
        }
    }
    out
}

/// How many subscripts reach an element of `ty` with contiguous elements: a pointer to
/// numbers or to arrays of them, or an array of numbers (of arrays of them).
fn contiguous_dims(ty: &Type) -> Option<usize> {
    fn arrays(t: &Type) -> Option<usize> {
        match t.resolved() {
            Type::Array { elem, .. } => Some(1 + arrays(elem)?),
            t if t.is_arithmetic() => Some(0),
            _ => None,
        }
    }
    match ty.resolved() {
        Type::Pointer { pointee, .. } => Some(1 + arrays(pointee)?),
        t => arrays(t).filter(|&n| n > 0),
    }
}

fn mentions_only(f: &Affine, allowed: &dyn Fn(SymbolId) -> bool) -> bool {
    f.terms.keys().flatten().all(|&s| allowed(s))
}

/// `f` with `var` replaced by `var + by`; `None` when `var` appears squared.
fn shifted(f: &Affine, var: SymbolId, by: i128) -> Option<Affine> {
    let mut out = f.clone();
    for (monomial, c) in &f.terms {
        match monomial.iter().filter(|&&s| s == var).count() {
            0 => {}
            1 => {
                let rest: Vec<SymbolId> = monomial.iter().copied().filter(|&s| s != var).collect();
                let term = Affine {
                    terms: [(rest, c.checked_mul(by)?)].into_iter().collect(),
                };
                out = out.add(&term, 1);
            }
            _ => return None,
        }
    }
    Some(out)
}

/// Whether two reads of one array touch mostly the same lines: the same subscripts but
/// the last, which differ by a small constant.
fn same_lines(a: &[Affine], b: &[Affine]) -> bool {
    let Some((last_a, outer_a)) = a.split_last() else {
        return false;
    };
    let Some((last_b, outer_b)) = b.split_last() else {
        return false;
    };
    if outer_a != outer_b {
        return false;
    }
    let d = last_a.add(last_b, -1);
    match d.terms.iter().collect::<Vec<_>>().as_slice() {
        [] => true,
        [(m, c)] => m.is_empty() && c.abs() < SAME_LINES,
        _ => false,
    }
}

fn find_expr(body: &Stmt, span: accc_front::Span) -> Option<Expr> {
    let mut found = None;
    body.walk_exprs(&mut |e| {
        if found.is_none() && e.span == span {
            found = Some(e.clone());
        }
    });
    found
}
