//! Automatic staging: the compiler finds a block's tiles itself (the TELEPORT direction of
//! the dissertation, ch. 7), for the one pattern where every thread of a block reads the
//! same elements in the same order: a sequential loop inside the kernel's parallel loop,
//!
//! ```c
//! #pragma acc parallel loop
//! for (int i = 0; i < n; i++) {
//!     …
//!     for (int j = lo; j < hi; j++)      // bounds the same for every i
//!         … x[j] … y[j] …                // x, y only read by the kernel
//! }
//! ```
//!
//! Every thread reads `x[j]` for the same `j` at about the same time, so each element is
//! loaded from global memory once per thread. Staged, the block loads a tile of `x`
//! once, together (one element per thread and round, coalesced), and the threads read it
//! from shared memory — what N-body's hand-written kernels do, and what the `cache`
//! directive does when the user strip-mines the loop by hand and writes
//! `cache(x[jj:TILE])`. Here the loop is strip-mined in the generated code:
//!
//! ```c
//! for (long t = lo; t < hi; t += TILE) { fetch x[t : min(TILE, hi - t)]; barrier;
//!     if (this thread has an i)
//!         a whole tile: for (int j = t; j < t + TILE; j++) … copy[j - t] …   (unrolled)
//!         the last one: for (int j = t; j < hi; j++) … copy[j - t] … }
//! ```
//!
//! The plan is an ordinary shared [`RegionPlan`](accc_ir::tile::RegionPlan) (range `[t, t + TILE)`, no movement
//! between threads), so fetch, interleaving, barriers, the uniform kernel loop and the
//! access mapping are the `cache` directive's own.
//!
//! What must hold, each checked here or by the planner (which owns the uniformity test):
//! * the loop is canonical (`accc_sema::loops`), declares `j`, and counts up by 1 to
//!   `j < B` or `j <= B`; its body does not write `j` nor leave the loop early (`break`,
//!   `return`, `goto`), and `A`, `B` are the same for every thread of the block (the
//!   planner's uniform path);
//! * a staged array is a pointer or an array declared outside the kernel (at file scope
//!   only if the kernel calls nothing but math functions), of 4- or 8-byte arithmetic
//!   elements or of rows of them of constant length (`float p[N][4]`); everywhere in the
//!   kernel it is only read, element by element, its address never taken nor passed on;
//!   in the loop body every access is `x[j]` (or `p[j][c]`, `c` a constant inside the
//!   row, and then the tile holds whole rows), and one of them is unconditional — so the
//!   original program reads all of `x[A..B)` and the fetch reads nothing it would not;
//! * the kernel holds no `cache` directive (the user's choice wins), it is a one-level
//!   parallel loop, and the implementation is RBI (not `--cache-impl=off`, nor with
//!   `--cache-opt=no-auto`).
//!
//! As for the kernels' `const restrict` parameters, a read-only array is taken not to
//! alias an array the kernel writes (distinct variables map to distinct device memory).

use std::collections::HashSet;

use accc_front::ast::*;
use accc_front::SourceMap;
use accc_ir::tile::Stage;
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::loops::Cmp;
use accc_sema::{ArrayLen, SymbolId, Type};

use super::facts::{calls_out, has_side_effects, only_reads_elements, shared_element, word_size};

/// Fewest iterations of a loop of constant trip count that is staged.
pub const LEAST_TRIPS: i128 = 128;

/// The loop `s` as a stage candidate (its form only): a canonical loop
/// (`accc_sema::loops`) that declares its variable, counts up by 1 to `< B` or `<= B`,
/// has side-effect-free bounds, and whose body neither writes the variable nor leaves
/// the loop early.
pub fn loop_form(s: &Stmt, sema: &Sema, sm: &SourceMap, tile: u32) -> Option<Stage> {
    let c = accc_sema::loops::canonical_loop(s, &sema.symbols, sm).ok()?;
    let inclusive = match c.cmp {
        Cmp::Lt => false,
        Cmp::Le => true,
        _ => return None,
    };
    let pure_bounds = !has_side_effects(&c.lower) && !has_side_effects(&c.bound);
    let acc = access::collect_stmt(&c.body, &sema.symbols);
    let writes_var = acc.of(c.var).any(|a| a.kind != AccessKind::Read);
    (c.declared_in_init && c.step == Some(1) && pure_bounds && acc.exit.is_none() && !writes_var)
        .then_some(Stage {
            var: c.var,
            var_name: c.var_name,
            lower: c.lower,
            bound: c.bound,
            inclusive,
            tile,
        })
}

/// An array the loop reads, staged: its element type, and for an array of rows
/// (`float p[N][4]`, read as `p[j][c]`) the length of a row, which is staged whole.
#[derive(Clone, Debug)]
pub struct Staged {
    pub sym: SymbolId,
    pub elem: Type,
    /// Bytes of an element (4 or 8).
    pub elem_size: u64,
    pub row: Option<i128>,
}

/// The arrays of the loop `s` (of the form [`loop_form`] accepted) that it reads at its
/// index (`x[j]`, `p[j][…]`), `kernel_body` being the parallel loop's body: staged, or the
/// symbol and why not (for -Minfo).
pub fn arrays(
    s: &Stmt,
    stage: &Stage,
    kernel_body: &Stmt,
    sema: &Sema,
) -> Vec<Result<Staged, (SymbolId, &'static str)>> {
    let StmtKind::For { body, .. } = &s.kind else {
        return Vec::new();
    };
    let in_loop = access::collect_stmt(body, &sema.symbols);
    let in_kernel = access::collect_stmt(kernel_body, &sema.symbols);
    let is_j = |e: &Expr| matches!(&e.kind, ExprKind::Ident(i) if sema.symbols.resolve(i) == Some(stage.var));
    let calls_out = calls_out(&in_kernel);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for a in &in_loop.list {
        let sym = a.sym;
        let at_j = in_loop
            .of(sym)
            .any(|u| u.subscripts.first().is_some_and(is_j));
        if !seen.insert(sym) || !at_j {
            continue;
        }
        out.push(
            staged(
                sym,
                &in_loop,
                &in_kernel,
                kernel_body,
                calls_out,
                &is_j,
                sema,
            )
            .map_err(|why| (sym, why)),
        );
    }
    out
}

/// Whether array `sym`, read at the loop's index, can be staged, and why not.
fn staged(
    sym: SymbolId,
    in_loop: &access::Accesses,
    in_kernel: &access::Accesses,
    kernel_body: &Stmt,
    calls_out: bool,
    is_j: &dyn Fn(&Expr) -> bool,
    sema: &Sema,
) -> Result<Staged, &'static str> {
    let elem = shared_element(sym, &in_kernel.locals, calls_out, sema)?;
    // A row of constant length, or one element.
    let (elem, row) = match elem.resolved() {
        Type::Array {
            elem,
            len: ArrayLen::Const(n),
        } => ((**elem).clone(), Some(i128::from(*n))),
        _ => (elem, None),
    };
    let elem = elem.resolved().clone();
    let Some(elem_size) = word_size(&elem, sema) else {
        return Err("its elements are not 4- or 8-byte numbers");
    };
    let subscripts = 1 + usize::from(row.is_some());
    if !only_reads_elements(sym, subscripts, in_kernel, kernel_body, sema) {
        return Err("the kernel writes it, passes it on or takes its address");
    }
    // `x[j]`, or `p[j][c]` with `c` a constant inside the row.
    let in_row = |e: &Expr| {
        accc_sema::consteval::eval(e, &|_| None)
            .is_some_and(|c| row.is_some_and(|n| (0..n).contains(&c)))
    };
    if !in_loop.of(sym).all(|u| match u.subscripts.as_slice() {
        [x] => row.is_none() && is_j(x),
        [x, c] => is_j(x) && in_row(c),
        _ => false,
    }) {
        return Err("the loop reads it at other indices than the loop's own");
    }
    if !in_loop.of(sym).any(|u| !u.conditional) {
        return Err("the loop reads it only under a condition");
    }
    Ok(Staged {
        sym,
        elem,
        elem_size,
        row,
    })
}
