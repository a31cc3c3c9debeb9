//! Rows carried in registers down the column-strips walk (the back end's
//! `print/iterations.rs` `column_strips_open`).
//!
//! A strips thread walks down its range of outer iterations ("rows") at one inner
//! iteration, one row after the other (blocks are one row of threads). A stencil across
//! rows reads, in the next iteration, elements this one read: Jacobi's centre
//! `A[j * m + i]` is the last row's south `A[(j + 1) * m + i]`, its north the last row's
//! centre. Those reads hit the L1 cache, but they are loads all the same: in Jacobi's
//! stencil (4096², a max-reduction, H200) five a row; carried in registers, three. The
//! stencil ran in 41.1 µs instead of 42.0 back to back and 43.3 instead of 43.9 after the
//! copy back, about what it costs with no reduction at all (bench/tools/
//! jacobi_strip_variants.cu `rotated`, bench/results/archive/cache/h200-2026-11-22-row-registers.md).
//!
//! A *family* is a chain of reads of one array: the leading read, loaded each iteration,
//! and the reads that take, one, two … iterations later, what it took (their subscripts
//! are the leading read's with the row variable one, two … steps back). nvcc does not see
//! this: the subscripts are different expressions, equal only across iterations.
//!
//! What must hold, besides the arrays' conditions of the prefetch (`prefetch`: global
//! memory, only read element by element, affine subscripts):
//! * every link of a family has a certain read (one every run of the body makes), so that
//!   loading the leading read at the top of each iteration, and the others at the walk's
//!   first row, touches only elements the program reads, at the iteration it reads them;
//!   its conditional reads take the same value from the register;
//! * the elements are not `volatile`;
//! * nothing else writes them while the kernel runs: the body does not write the array,
//!   and a parallel loop's iterations do not write what others read (the same reason the
//!   kernel's pointer to it is `restrict`).

use accc_front::ast::*;
use accc_front::Span;
use accc_sema::analyze::Sema;
use accc_sema::loops::Affine;
use accc_sema::{SymbolId, Type};

use super::prefetch::{find_expr, shifted, StripsNest, WalkReads};

pub use accc_ir::kernel::strips::Family;

/// The families of a column-strips body.
pub fn plan(nest: &StripsNest, sema: &Sema) -> Vec<Family> {
    let (body, row) = (nest.body, nest.row);
    let Some(walk) = WalkReads::of(nest, sema) else {
        return Vec::new();
    };
    let step = walk.step;
    // The distinct addresses read, per array: (array, subscripts, some read of them
    // certain: where one is, the address may be loaded; the others take the same value).
    let mut addresses: Vec<(SymbolId, &[Affine], bool)> = Vec::new();
    for r in &walk.reads {
        match addresses
            .iter_mut()
            .find(|(s, f, _)| *s == r.sym && *f == r.forms.as_slice())
        {
            Some(a) => a.2 |= r.certain,
            None => addresses.push((r.sym, &r.forms, r.certain)),
        }
    }
    // `f` one iteration later, if an address of the array.
    let next = |sym: SymbolId, f: &[Affine]| -> Option<usize> {
        let later: Vec<Affine> = f
            .iter()
            .map(|a| shifted(a, row, step))
            .collect::<Option<_>>()?;
        addresses
            .iter()
            .position(|(s, g, _)| *s == sym && *g == later.as_slice())
    };
    let mut families = Vec::new();
    for (sym, forms, certain) in &addresses {
        let element = match sema.symbols.get(*sym).ty.resolved() {
            Type::Pointer { pointee, .. } => innermost(pointee),
            t => innermost(t),
        };
        // A leading address: read certainly, and not what another read takes later.
        if !certain || is_volatile(element) || next(*sym, forms).is_some() {
            continue;
        }
        // The links: each the address whose next is the last link's.
        let mut chain = vec![*forms];
        while let Some((_, f, _)) = addresses.iter().find(|(s, f, c)| {
            *s == *sym
                && *c
                && next(*sym, f).is_some_and(|k| addresses[k].1 == *chain.last().unwrap())
        }) {
            chain.push(f);
        }
        if chain.len() < 2 {
            continue;
        }
        let link_of = |f: &[Affine]| chain.iter().position(|c| *c == f);
        let reads: Vec<(Span, usize)> = walk
            .reads
            .iter()
            .filter(|r| r.sym == *sym)
            .filter_map(|r| Some((r.span, link_of(&r.forms)?)))
            .collect();
        let links: Option<Vec<Expr>> = (0..chain.len())
            .map(|k| {
                let (span, _) = reads.iter().find(|(_, l)| *l == k)?;
                find_expr(body, *span)
            })
            .collect();
        let Some(links) = links else {
            continue;
        };
        families.push(Family {
            element: element.resolved().clone(),
            locals: links.iter().map(|e| walk.locals_of(e, sema)).collect(),
            links,
            reads,
        });
    }
    families
}

/// The numbers an array (of arrays) of `t` holds.
fn innermost(t: &Type) -> &Type {
    match t.resolved() {
        Type::Array { elem, .. } => innermost(elem),
        _ => t,
    }
}

fn is_volatile(t: &Type) -> bool {
    match t {
        Type::Qualified { quals, inner } => quals.is_volatile || is_volatile(inner),
        Type::Named { target, .. } => is_volatile(target),
        _ => false,
    }
}
