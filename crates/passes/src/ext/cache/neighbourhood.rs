//! Automatic staging of a stencil's neighbourhood: without a directive, the compiler
//! caches what the iterations of a 1-D parallel loop read around their own index,
//!
//! ```c
//! #pragma acc parallel loop
//! for (int i = R; i < n - R; i++) {
//!     float sum = 0.0f;
//!     for (int k = -R; k <= R; k++)          // constant bounds
//!         sum += w[k + R] * in[i + k];       // in: read at i-R … i+R; w: at 0 … 2R
//!     out[i] = sum;
//! }
//! ```
//!
//! as if the body began with `#pragma acc cache(in[i - R:2 * R + 1], w[0:2 * R + 1])`:
//! neighbouring iterations read `2R` elements in common, so the block fetches its
//! iterations' union once (coalesced) into shared memory and every read after that is
//! on chip — the 1-D stencil of the cache-directive paper, found by the compiler
//! (TELEPORT's direction, dissertation ch. 7). The region is the loop's whole body; the
//! plan, fetch, register window and mapping are the directive's own (`plan`, `emit`,
//! `window`). A fixed range read alike by all iterations (the weights) is cached with it
//! only where it goes to constant memory; otherwise the L1 cache broadcasts it as well.
//!
//! What must hold (checked here; the planner checks the rest as for a directive):
//! * a staged array is a pointer or an array declared outside the kernel (at file scope
//!   only if the kernel calls nothing but math functions) of 4- or 8-byte numbers, which
//!   the kernel only reads, element by element, with one subscript, never taking its
//!   address;
//! * every subscript is `i + c`, `i` the loop variable, `c` a constant plus the
//!   variables of `for` loops of the body with constant bounds (that do not write them);
//!   the least and the greatest `c` make the neighbourhood, at least [`LEAST_WIDTH`] wide;
//! * the body certainly reads the neighbourhood's first and last element, in every
//!   iteration (not under a condition, nor after a statement that may leave early, and
//!   in constant-bound loops that never leave early, which take their first and last
//!   values): then everything the block fetches lies between two elements the program
//!   reads, inside the same array.

use std::collections::HashSet;

use accc_front::ast::*;
use accc_front::SourceMap;
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::loops::affine;
use accc_sema::SymbolId;

use super::facts::{constant_loops, ConstantLoop};

/// Narrowest neighbourhood staged (elements). On the H200 the 1-D stencil of
/// bench/cache (2M points, 500 steps) took 3.35 ms staged against 3.11 unstaged at width 3
/// (the L1 cache serves three neighbours well), 3.02 against 3.41 at width 5, and
/// 3.8 against 13.1 at width 33 (bench/results/archive/cache/h200-2026-11-22-neighbourhoods.md).
pub const LEAST_WIDTH: i128 = 5;

/// An array read around the loop's index, or at a fixed range.
#[derive(Clone, Debug)]
pub struct Neighbourhood {
    pub sym: SymbolId,
    /// The array's name where it is read (for the plan's subarray).
    pub ident: Ident,
    /// Least and greatest offset read: from the loop variable for a moving
    /// neighbourhood, from 0 for a fixed range.
    pub least: i128,
    pub most: i128,
    /// Read at `i + c` (else at the same constant range in every iteration).
    pub moving: bool,
}

impl Neighbourhood {
    pub fn width(&self) -> i128 {
        self.most - self.least + 1
    }
}

/// The neighbourhoods the body of the parallel loop over `var` reads (some moving with
/// `var`, of at least [`LEAST_WIDTH`] elements), or nothing when it reads none that
/// moves. Beside them, for -Minfo, the arrays read around `var` that cannot be staged,
/// with the reason.
pub fn find(
    body: &Stmt,
    var: SymbolId,
    sema: &Sema,
    sm: &SourceMap,
) -> Vec<Result<Neighbourhood, (SymbolId, &'static str)>> {
    let acc = access::collect_stmt(body, &sema.symbols);
    let loops = constant_loops(body, sema, sm);
    let certain = certain_reads(body, &loops, sema);
    let calls_out = super::facts::calls_out(&acc);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for a in &acc.list {
        if !a.is_element || a.subscripts.len() != 1 || !seen.insert(a.sym) {
            continue;
        }
        match neighbourhood(a.sym, &acc, body, &loops, &certain, var, calls_out, sema) {
            Ok(n) if n.moving && n.width() < LEAST_WIDTH => {}
            Ok(n) => out.push(Ok(n)),
            // (Said only of what looks like a stencil: read at several places around
            // the index.)
            Err(why) if reads_around(a.sym, &acc, var, sema) => out.push(Err((a.sym, why))),
            Err(_) => {}
        }
    }
    // Only a moving neighbourhood makes the region worth its barriers.
    if !out.iter().any(|n| matches!(n, Ok(n) if n.moving)) {
        out.clear();
    }
    out
}

/// Whether `sym` is read at two or more different subscripts that name `var`.
fn reads_around(sym: SymbolId, acc: &access::Accesses, var: SymbolId, sema: &Sema) -> bool {
    let mut forms = Vec::new();
    for u in acc.of(sym).filter(|u| u.kind == AccessKind::Read) {
        let form = u.subscripts.first().and_then(|e| affine(e, &sema.symbols));
        if let Some(form) = form.filter(|f| f.mentions(var) && !forms.contains(f)) {
            forms.push(form);
        }
    }
    forms.len() > 1
}

#[allow(clippy::too_many_arguments)]
fn neighbourhood(
    sym: SymbolId,
    acc: &access::Accesses,
    body: &Stmt,
    loops: &[ConstantLoop],
    certain: &HashSet<u32>,
    var: SymbolId,
    calls_out: bool,
    sema: &Sema,
) -> Result<Neighbourhood, &'static str> {
    let elem = super::facts::shared_element(sym, &acc.locals, calls_out, sema)?;
    if super::facts::word_size(elem.resolved(), sema).is_none() {
        return Err("its elements are not 4- or 8-byte numbers");
    }
    if !super::facts::only_reads_elements(sym, 1, acc, body, sema) {
        return Err("the loop writes it, passes it on, takes its address or reads it with several subscripts");
    }
    // Each read's offsets, and whether the body certainly makes it.
    let (mut least, mut most) = (i128::MAX, i128::MIN);
    let (mut first_read, mut last_read) = (false, false);
    let mut moving = None;
    let mut reads = Vec::new();
    for u in acc.of(sym) {
        let form = affine(&u.subscripts[0], &sema.symbols)
            .ok_or("a subscript is not an affine expression")?;
        let (lo, hi, with_var) = offsets(&form, u.span, var, loops).ok_or(
            "a subscript is not the loop's index plus constants and constant-bound loop variables",
        )?;
        if *moving.get_or_insert(with_var) != with_var {
            return Err("read both around the loop's index and elsewhere");
        }
        least = least.min(lo);
        most = most.max(hi);
        reads.push((lo, hi, certain.contains(&u.span.lo)));
    }
    for (lo, hi, sure) in reads {
        first_read |= sure && lo == least;
        last_read |= sure && hi == most;
    }
    if !(first_read && last_read) {
        return Err("the loop does not read both ends of its neighbourhood in every iteration");
    }
    let name = &sema.symbols.get(sym).name;
    let at = acc
        .of(sym)
        .next()
        .expect("the array is read in the body")
        .span
        .lo;
    Ok(Neighbourhood {
        sym,
        ident: Ident {
            name: name.clone(),
            span: accc_front::Span {
                lo: at,
                hi: at + name.len() as u32,
            },
        },
        least,
        most,
        moving: moving == Some(true),
    })
}

/// The least and greatest value of `form - var` at an access (span `at`), and whether
/// `form` holds `var` (with coefficient 1); `None` when anything but constants and the
/// variables of the constant-bound loops around the access remain.
fn offsets(
    form: &accc_sema::loops::Affine,
    at: accc_front::Span,
    var: SymbolId,
    loops: &[ConstantLoop],
) -> Option<(i128, i128, bool)> {
    let (mut lo, mut hi, mut with_var) = (0i128, 0i128, false);
    for (monomial, c) in &form.terms {
        match monomial.as_slice() {
            [] => {
                lo += c;
                hi += c;
            }
            [s] if *s == var => {
                if *c != 1 {
                    return None;
                }
                with_var = true;
            }
            [s] => {
                let l = loops
                    .iter()
                    .filter(|l| l.var == *s && l.body.lo <= at.lo && at.hi <= l.body.hi)
                    .max_by_key(|l| l.body.lo)?;
                let (x, y) = (c * l.range.0, c * l.range.1);
                lo += x.min(y);
                hi += x.max(y);
            }
            _ => return None,
        }
    }
    Some((lo, hi, with_var))
}

/// The span starts of the array reads that every run of `body` makes: in its
/// statements up to the first that may leave early, through blocks and the loops of
/// `loops` that never leave early, not under a condition.
pub fn certain_reads(body: &Stmt, loops: &[ConstantLoop], sema: &Sema) -> HashSet<u32> {
    fn reads(e: &Expr, sema: &Sema, out: &mut HashSet<u32>) {
        for a in access::collect_expr(e, &sema.symbols).list {
            if !a.conditional {
                out.insert(a.span.lo);
            }
        }
    }
    fn walk(s: &Stmt, loops: &[ConstantLoop], sema: &Sema, out: &mut HashSet<u32>) {
        match &s.kind {
            StmtKind::Expr(e) => reads(e, sema, out),
            StmtKind::Compound(b) => {
                for item in &b.items {
                    match item {
                        BlockItem::Decl(LocalDecl {
                            kind: LocalDeclKind::Decl(d),
                            ..
                        }) => {
                            for i in &d.declarators {
                                if let Some(Initializer::Expr(e)) = &i.init {
                                    reads(e, sema, out);
                                }
                            }
                        }
                        BlockItem::Decl(_) => {}
                        BlockItem::Stmt(st) => {
                            walk(st, loops, sema, out);
                            if super::facts::item_escapes(item) {
                                return;
                            }
                        }
                    }
                }
            }
            StmtKind::For { body, .. } => {
                // (Such a loop takes its first and last value, where an affine
                // subscript has its extremes.)
                let constant = loops.iter().any(|l| l.lo == s.span.lo);
                if constant && !body.contains_jump() {
                    walk(body, loops, sema, out);
                }
            }
            _ => {}
        }
    }
    let mut out = HashSet::new();
    walk(body, loops, sema, &mut out);
    out
}
