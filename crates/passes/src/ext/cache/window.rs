//! Register windows: a 1-D stencil's shared range read by each thread as 16-byte vectors.
//!
//! In a loop like
//!
//! ```c
//! for (int i = R; i < n - R; i++) {
//!     #pragma acc cache(in[i - R:2 * R + 1])
//!     for (int k = -R; k <= R; k++) sum += w[k + R] * in[i + k];
//! ```
//!
//! every iteration reads its `2R + 1` elements of the block's shared copy one scalar load
//! at a time, and the shared-memory pipe, not the device memory, bounds the kernel: the
//! 1-D stencil of bench/cache ran 2.55× slower than its hand-written CUDA version, which
//! gives each thread four adjacent outputs and reads their common window of `2R + 4`
//! inputs into registers with 16-byte loads (bench/results/archive/cache/
//! h200-2026-11-22-memory-bound-kernels.md, section 4).
//!
//! This module decides when the directive's code may take that shape. Each thread then
//! runs [`PER_THREAD`] adjacent iterations of the loop; after the block's fetch, it loads
//! the window those iterations read (a multiple of four elements) from the shared copy as
//! vectors into a register array, and every access maps to a register whose index is a
//! compile-time constant once the loops around it are unrolled. That is only sound, and
//! only fast, when:
//!
//! * the region is the whole body of the kernel's one parallel loop, shared along it
//!   (RBI, unchecked), and its one shared copy is 1-D, read-only, of 4-byte elements, and
//!   moves forward with the loop (`lower` = `rate*i + const`, `rate*step` > 0); its other
//!   copies are read-only and the same for all the block's iterations;
//! * every access to that copy is `copy[E]` where `E - lower` is a constant plus induction
//!   variables of `for` loops inside the region with constant bounds and few iterations
//!   (which are then unrolled), and lies inside the cached range for all their values —
//!   checked here, so that no register index can fall outside the window;
//! * the window fits in [`MOST_ELEMENTS`] registers.
//!
//! Otherwise the region keeps its ordinary code; `--cache-opt=no-window` turns this off.

use std::collections::HashSet;

use accc_front::ast::Stmt;
use accc_front::SourceMap;
use accc_ir::tile::{CacheImpl, CacheOptions, Mode, RegionPlan, Threads, Window};
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::loops::{affine, Affine};

use super::facts::constant_loops;
use super::plan::SHARED_LIMIT;

pub use accc_ir::tile::{vector_type, PER_THREAD};

/// Most elements of a thread's window (registers).
pub const MOST_ELEMENTS: i128 = 128;

/// Gives `plan`, whose region is `body`, the whole body of the kernel's parallel loop in
/// a block of `block` threads, a register window when it can have one (its windowed copy
/// then holds the block's `PER_THREAD * block` iterations).
pub fn apply(
    plan: &mut RegionPlan,
    body: &Stmt,
    block: u32,
    opts: &CacheOptions,
    sema: &Sema,
    sm: &SourceMap,
) {
    if let Some((w, extent)) = window(plan, body, block, opts, sema, sm) {
        let v = &mut plan.vars[w.var];
        v.dims[0].extent_max = extent;
        v.bytes = extent as u64 * v.elem_size;
        plan.window = Some(w);
    }
}

/// The window of [`apply`] and the extent of its copy, or `None`.
fn window(
    plan: &RegionPlan,
    body: &Stmt,
    block: u32,
    opts: &CacheOptions,
    sema: &Sema,
    sm: &SourceMap,
) -> Option<(Window, i128)> {
    if !opts.window || opts.implementation != CacheImpl::Rbi || opts.check {
        return None;
    }
    if !matches!(plan.threads, Threads::Lanes { sharing: Some(_) })
        || plan.predicated
        || plan.tile.is_some()
        || plan.stage.is_some()
        || plan.off.is_some()
        || plan.uniform_path.is_none()
    {
        return None;
    }
    // The one copy that moves with the loop; the others must be the same for all the
    // block's iterations and read-only (a stencil's weights), in shared or constant memory.
    let mut moving = plan.vars.iter().enumerate().filter(|(_, v)| {
        let fixed = v.dims.iter().all(|d| d.rho == 0) && !v.written;
        !(fixed && matches!(v.mode, Mode::Shared | Mode::Constant))
    });
    let (var, v) = moving.next()?;
    if moving.next().is_some()
        || v.mode != Mode::Shared
        || v.written
        || v.pad != 0
        || v.dims.len() != 1
        || v.dims[0].rho <= 0
        || v.elem_size != 4
        || vector_type(&v.elem.spelling()).is_none()
    {
        return None;
    }
    let dim = &v.dims[0];
    let elements = (dim.rho * (PER_THREAD as i128 - 1) + dim.len + 3) / 4 * 4;
    let extent = dim.rho * PER_THREAD as i128 * (block as i128 - 1) + elements;
    if elements > MOST_ELEMENTS || extent as u64 * v.elem_size > SHARED_LIMIT {
        return None;
    }
    let loops = constant_loops(body, sema, sm);
    let mut unrolled = HashSet::new();
    for a in access::collect_stmt(body, &sema.symbols).of(v.sym) {
        if a.kind != AccessKind::Read || !a.is_element || a.subscripts.len() != 1 {
            return None;
        }
        let delta = offset(&a.subscripts[0], &dim.lower, sema)?;
        let (mut least, mut most) = (0i128, 0i128);
        for (monomial, c) in &delta.terms {
            match monomial.as_slice() {
                [] => {
                    least += c;
                    most += c;
                }
                [s] => {
                    // The innermost enclosing loop of that variable.
                    let l = loops
                        .iter()
                        .filter(|l| l.var == *s && l.body.lo <= a.span.lo && a.span.hi <= l.body.hi)
                        .max_by_key(|l| l.body.lo)?;
                    unrolled.insert(l.lo);
                    let (x, y) = (c * l.range.0, c * l.range.1);
                    least += x.min(y);
                    most += x.max(y);
                }
                _ => return None,
            }
        }
        if least < 0 || most >= dim.len {
            return None;
        }
    }
    let mut unrolled: Vec<u32> = unrolled.into_iter().collect();
    unrolled.sort_unstable();
    Some((
        Window {
            var,
            rho: dim.rho,
            elements,
            unrolled,
        },
        extent,
    ))
}

/// `subscript - lower` as an affine form: where an access lies in its iteration's range.
pub fn offset(
    subscript: &accc_front::ast::Expr,
    lower: &accc_front::ast::Expr,
    sema: &Sema,
) -> Option<Affine> {
    Some(affine(subscript, &sema.symbols)?.add(&affine(lower, &sema.symbols)?, -1))
}
