//! Row-ahead prefetch in the column strips (the back end's `print/iterations.rs` `column_strips_open`).
//!
//! A strips thread walks down its range of outer iterations ("rows") at one inner
//! iteration. A stencil across rows reads again, in its next iterations, most of what it
//! reads now: those reads hit the L1 cache, and only the lines no earlier iteration
//! touched (the leading row) come from device memory. nvcc does not pipeline the row walk,
//! so each thread has those loads in flight one row at a time; `restrict` on every pointer
//! or unrolling the walk did not change it, and loading the leading row into a register
//! iterations early made it slower. A prefetch returns nothing to wait for: each line the
//! walk first touches [`AHEAD`] iterations later is asked for now. Jacobi's stencil (5
//! points and a max-reduction, 4096², H200) ran in 49.6 µs without, 44.1 with a prefetch
//! one iteration ahead, 42.1 two ahead and 42.4 three ahead; written by hand with two rows'
//! loads issued before their stores it took 44.6. Hotspot's step went from 59.2 to 56.6 µs
//! (medians) with its temperature and power rows prefetched, and did not change with the
//! temperature alone (bench/tools/jacobi_strip_variants.cu, bench/results/archive/cache/h200-2026-11-22-row-prefetch.md).
//!
//! Only stencils across rows get prefetches: a body that reads each element once (jacobi's
//! copy back) ran slower with one (38.2 → 40.7 µs), its loads already streaming. In a
//! stencil, the arrays it reads once per element (hotspot's power) are prefetched too.
//!
//! What must hold:
//! * the arrays are in the device's global memory: pointers or arrays declared outside the
//!   kernel's body and not private to the loop, of numbers, read element by element with
//!   all their subscripts (their elements contiguous), never written nor their address
//!   taken;
//! * every subscript of their reads is affine in the nest's two loop variables, in
//!   variables the body does not write, and in the body's own integer variables
//!   initialised once with such an expression (`int k = r * cols + c;`, declared again in
//!   the prefetch); the outer loop's step is a constant, and the body calls no function
//!   but the math library's;
//! * a line is asked for through a certain read, one that every run of the body makes
//!   (not under a condition, not after a statement that may leave early), at an iteration
//!   further down the walk that is the thread's own: the address is one the program reads,
//!   never one it would not touch. A stencil's leading read is often conditional at the
//!   edges (hotspot's `r < rows - 1 ? t[k + cols] : tc`); its line is then asked for
//!   through a certain read that takes it later (`t[k]`, three rows on).

use std::collections::HashSet;

use accc_front::ast::*;
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::loops::{affine, Affine};
use accc_sema::{SymbolId, Type};

/// How many iterations of the row walk ahead of its first use a line is asked for (see
/// the module's figures).
pub const AHEAD: i128 = 2;

/// The furthest iteration down the walk whose certain read may stand for a line (a
/// stencil's radius beyond [`AHEAD`]).
const REACH: i128 = AHEAD + 4;

/// A warp's lanes take consecutive inner iterations: two reads of one array whose last
/// subscripts differ by a constant under this touch mostly the same lines.
const SAME_LINES: i128 = 32;

pub use accc_ir::kernel::strips::Prefetch;

/// One read of an array whose address down the row walk is known.
pub(super) struct Read {
    pub sym: SymbolId,
    /// Its subscripts as affine forms over the loop variables and invariants.
    pub forms: Vec<Affine>,
    /// The read's expression in the body.
    pub span: accc_front::Span,
    /// Every run of the body makes it (not under a condition, not after a statement that
    /// may leave early).
    pub certain: bool,
}

/// A column-strips nest as the row-walk analyses (this module's and `carry`'s) see it.
pub struct StripsNest<'a> {
    /// The body of the inner loop.
    pub body: &'a Stmt,
    /// The loop variables of the outer and inner loop.
    pub row: SymbolId,
    pub column: SymbolId,
    /// The outer loop's step, when a constant.
    pub row_step: Option<i128>,
    /// The variables the loops make private.
    pub private: Vec<SymbolId>,
}

/// The reads of a column-strips body whose addresses down the row walk are known, with
/// the body's affine locals their forms were written through: the reads of the arrays in
/// global memory that the body only reads (see the module's first two conditions).
pub(super) struct WalkReads {
    /// The outer loop's step (a constant, not 0).
    pub step: i128,
    pub reads: Vec<Read>,
    locals: Vec<AffineLocal>,
}

impl WalkReads {
    pub fn of(nest: &StripsNest, sema: &Sema) -> Option<Self> {
        let (body, row, column) = (nest.body, nest.row, nest.column);
        let step = nest.row_step.filter(|&s| s != 0)?;
        let acc = &access::collect_stmt(body, &sema.symbols);
        // A function the body calls could change what the subscripts name (a global).
        if crate::ext::cache::facts::calls_out(acc) {
            return None;
        }
        let invariant = |s: SymbolId| {
            s == row || s == column || !(acc.locals.contains(&s) || acc.is_written(s))
        };
        let locals = affine_locals(body, acc, &invariant, sema);
        // (No constant-bound loops to pass: strips bodies hold no loops.)
        let certain = crate::ext::cache::neighbourhood::certain_reads(body, &[], sema);
        let mut reads = Vec::new();
        let mut arrays = Vec::new();
        for a in &acc.list {
            let sym = a.sym;
            if a.subscripts.is_empty() || arrays.contains(&sym) {
                continue;
            }
            arrays.push(sym);
            if acc.locals.contains(&sym) || nest.private.contains(&sym) {
                continue;
            }
            let Some(dims) = contiguous_dims(&sema.symbols.get(sym).ty) else {
                continue;
            };
            if !crate::ext::cache::facts::only_reads_elements(sym, dims, acc, body, sema) {
                continue;
            }
            // Every read of the array must have a known address.
            let of_array: Option<Vec<Read>> = acc
                .of(sym)
                .map(|u| {
                    let forms = u
                        .subscripts
                        .iter()
                        .map(|e| {
                            let f = substitute(&affine(e, &sema.symbols)?, &locals)?;
                            mentions_only(&f, &invariant).then_some(f)
                        })
                        .collect::<Option<Vec<_>>>()?;
                    Some(Read {
                        sym,
                        forms,
                        span: u.span,
                        certain: certain.contains(&u.span.lo),
                    })
                })
                .collect();
            reads.extend(of_array.into_iter().flatten());
        }
        Some(WalkReads {
            step,
            reads,
            locals,
        })
    }

    /// The body's variables that `read` names, directly or through the initialisers of
    /// others, in declaration order, with their initialisers: declared again, they let the
    /// read be evaluated outside the body.
    pub fn locals_of(&self, read: &Expr, sema: &Sema) -> Vec<(SymbolId, Expr)> {
        named_locals(read, &self.locals, sema)
    }
}

/// The reads to prefetch in the body of a column-strips nest.
pub fn plan(nest: &StripsNest, sema: &Sema) -> Vec<Prefetch> {
    let (body, row) = (nest.body, nest.row);
    let Some(walk) = WalkReads::of(nest, sema) else {
        return Vec::new();
    };
    let (reads, step) = (&walk.reads, walk.step);
    let later = |r: &Read, k: i128| -> Option<Vec<Affine>> {
        r.forms.iter().map(|f| shifted(f, row, k * step)).collect()
    };
    let same_array = |r: &Read| {
        let sym = r.sym;
        reads.iter().filter(move |g| g.sym == sym)
    };
    // A stencil across rows: some read takes, an iteration or two later, what another
    // takes now.
    let across_rows = reads.iter().any(|r| {
        (1..=AHEAD)
            .any(|k| later(r, k).is_some_and(|l| same_array(r).any(|g| same_lines(&l, &g.forms))))
    });
    if !across_rows {
        return Vec::new();
    }
    // The lines the walk first touches `AHEAD` iterations on, each through the certain
    // read that takes it soonest after that.
    let mut asked: Vec<(SymbolId, Vec<Affine>)> = Vec::new();
    let mut out = Vec::new();
    for r in reads {
        let Some(line) = later(r, AHEAD) else {
            continue;
        };
        let sooner = same_array(r)
            .any(|g| (0..AHEAD).any(|k| later(g, k).is_some_and(|l| same_lines(&line, &l))));
        if sooner
            || asked
                .iter()
                .any(|(s, l)| *s == r.sym && same_lines(&line, l))
        {
            continue;
        }
        let through = (AHEAD..=REACH).find_map(|d| {
            same_array(r)
                .filter(|c| c.certain)
                .find(|c| later(c, d).is_some_and(|l| same_lines(&line, &l)))
                .map(|c| (c, d))
        });
        let Some((c, ahead)) = through else {
            continue;
        };
        let Some(read) = find_expr(body, c.span) else {
            continue;
        };
        asked.push((r.sym, line));
        out.push(Prefetch {
            locals: walk.locals_of(&read, sema),
            read,
            ahead,
        });
    }
    out
}

/// A variable of the body initialised once, at its declaration, with an affine
/// expression.
struct AffineLocal {
    sym: SymbolId,
    form: Affine,
    init: Expr,
}

/// The body's variables declared in its outermost block with an initialiser affine in
/// `allowed` variables (and in those declared before), and never written after.
fn affine_locals(
    body: &Stmt,
    acc: &access::Accesses,
    allowed: &dyn Fn(SymbolId) -> bool,
    sema: &Sema,
) -> Vec<AffineLocal> {
    let StmtKind::Compound(block) = &body.kind else {
        return Vec::new();
    };
    let mut out: Vec<AffineLocal> = Vec::new();
    for item in &block.items {
        let BlockItem::Decl(LocalDecl {
            kind: LocalDeclKind::Decl(d),
            ..
        }) = item
        else {
            continue;
        };
        for i in &d.declarators {
            let (Some(sym), Some(Initializer::Expr(init))) =
                (sema.symbols.declared_by(&i.declarator), &i.init)
            else {
                continue;
            };
            let once = acc.of(sym).filter(|a| a.kind != AccessKind::Read).count() == 1;
            let ty = &sema.symbols.get(sym).ty;
            let integer = ty.is_arithmetic() && !ty.is_floating();
            let form = affine(init, &sema.symbols)
                .and_then(|f| substitute(&f, &out))
                .filter(|f| mentions_only(f, allowed));
            if let (true, true, Some(form)) = (once, integer, form) {
                out.push(AffineLocal {
                    sym,
                    form,
                    init: init.clone(),
                });
            }
        }
    }
    out
}

/// `f` with each of `locals` replaced by its form; `None` where one appears squared.
fn substitute(f: &Affine, locals: &[AffineLocal]) -> Option<Affine> {
    locals.iter().try_fold(f.clone(), |f, l| {
        let (coefficient, rest) = f.split(l.sym)?;
        Some(rest.add(&coefficient.mul(&l.form)?, 1))
    })
}

/// The affine locals `read` names, directly or through the initialisers of others, in
/// declaration order.
fn named_locals(read: &Expr, locals: &[AffineLocal], sema: &Sema) -> Vec<(SymbolId, Expr)> {
    let mut needed: HashSet<SymbolId> = HashSet::new();
    let mark = |e: &Expr, needed: &mut HashSet<SymbolId>| {
        accc_sema::analyze::for_each_ident(e, &mut |i| {
            if let Some(s) = sema.symbols.resolve(i) {
                needed.insert(s);
            }
        });
    };
    mark(read, &mut needed);
    for l in locals.iter().rev() {
        if needed.contains(&l.sym) {
            mark(&l.init, &mut needed);
        }
    }
    locals
        .iter()
        .filter(|l| needed.contains(&l.sym))
        .map(|l| (l.sym, l.init.clone()))
        .collect()
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
pub(super) fn shifted(f: &Affine, var: SymbolId, by: i128) -> Option<Affine> {
    let (coefficient, _) = f.split(var)?;
    Some(f.add(&coefficient.mul(&Affine::constant(by))?, 1))
}

/// Whether two reads of one array touch mostly the same lines: the same subscripts but
/// the last, which differ by a small constant.
fn same_lines(a: &[Affine], b: &[Affine]) -> bool {
    let (Some((last_a, outer_a)), Some((last_b, outer_b))) = (a.split_last(), b.split_last())
    else {
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

pub(super) fn find_expr(body: &Stmt, span: accc_front::Span) -> Option<Expr> {
    let mut found = None;
    body.walk_exprs(&mut |e| {
        if found.is_none() && e.span == span {
            found = Some(e.clone());
        }
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const J: SymbolId = 1;
    const I: SymbolId = 2;
    const M: SymbolId = 3;
    const K: SymbolId = 4;

    /// `terms`: (coefficient, variables of the monomial).
    fn form(terms: &[(i128, &[SymbolId])]) -> Affine {
        terms.iter().fold(Affine::default(), |f, (c, vars)| {
            let mut m = vars.to_vec();
            m.sort_unstable();
            f.add(
                &Affine {
                    terms: [(m, *c)].into_iter().collect(),
                },
                1,
            )
        })
    }

    #[test]
    fn shifting_the_row_moves_every_term_that_names_it() {
        // (j + 1) * m + i, two rows on: (j + 3) * m + i
        let south = form(&[(1, &[J, M]), (1, &[M]), (1, &[I])]);
        let want = form(&[(1, &[J, M]), (3, &[M]), (1, &[I])]);
        assert_eq!(shifted(&south, J, 2), Some(want));
        // j * j has no shift in this form
        assert_eq!(shifted(&form(&[(1, &[J, J])]), J, 1), None);
    }

    #[test]
    fn reads_a_few_elements_apart_share_lines() {
        let centre = form(&[(1, &[J, M]), (1, &[I])]);
        let east = centre.add(&Affine::constant(1), 1);
        let far = centre.add(&Affine::constant(SAME_LINES), 1);
        let south = centre.add(&form(&[(1, &[M])]), 1);
        let centre = [centre];
        assert!(same_lines(&centre, &[east]));
        assert!(!same_lines(&centre, &[far]));
        assert!(!same_lines(&centre, &[south]));
        // two subscripts: the rows must be the same, the columns close
        let (j, i) = (form(&[(1, &[J])]), form(&[(1, &[I])]));
        let j1 = j.add(&Affine::constant(1), 1);
        let i1 = i.add(&Affine::constant(1), 1);
        assert!(same_lines(&[j.clone(), i.clone()], &[j.clone(), i1]));
        assert!(!same_lines(&[j, i.clone()], &[j1, i]));
    }

    #[test]
    fn a_local_is_replaced_by_its_initialiser() {
        // k = j * m + i; k + m  →  j * m + m + i
        let k = AffineLocal {
            sym: K,
            form: form(&[(1, &[J, M]), (1, &[I])]),
            init: Expr {
                kind: ExprKind::IntLit(Default::default()),
                span: Default::default(),
            },
        };
        let read = form(&[(1, &[K]), (1, &[M])]);
        let want = form(&[(1, &[J, M]), (1, &[M]), (1, &[I])]);
        assert_eq!(substitute(&read, &[k]), Some(want));
    }
}
