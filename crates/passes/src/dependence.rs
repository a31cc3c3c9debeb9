//! Can the iterations of a loop run in any order? The test `kernels` regions and `auto`
//! loops rely on: scalars written in the loop must be privatisable or reductions; array
//! elements written in one iteration must not be touched by another (affine subscripts
//! with a GCD test per dimension); pointers that may alias are assumed to; calls to
//! functions that are not pure math or `routine`s, and early exits, prevent
//! parallelisation. Every "no" comes with the reason `-Minfo` prints.

use std::collections::HashSet;

use accc_front::ast::{BinaryOp, Expr, ExprKind, Stmt, StmtKind};
use accc_front::directive::ReductionOp;
use accc_sema::access::{self, Access, AccessKind, Accesses};
use accc_sema::analyze::Sema;
use accc_sema::loops::{affine, Affine};
use accc_sema::{SymbolId, Type};

/// What the analysis found for one loop.
#[derive(Debug, Default)]
pub struct LoopFacts {
    /// Scalars to give each iteration its own copy of.
    pub private: Vec<SymbolId>,
    /// Scalars updated with one associative operator: (operator, variable).
    pub reductions: Vec<(ReductionOp, SymbolId)>,
    /// Why the loop cannot run in parallel; `None` when it can.
    pub blocker: Option<String>,
}

/// Analyses the loop `stmt` (a `for`) with induction variable `var`. `routines` are the
/// functions the user marked as callable from compute regions.
/// `reduced_members` are the struct members the loop's `reduction` clauses name (`s.x`,
/// `p->m`).
pub fn analyze_loop(
    stmt: &Stmt,
    var: SymbolId,
    step: Option<i128>,
    sema: &Sema,
    routines: &HashSet<String>,
    reduced_members: &[&Expr],
) -> LoopFacts {
    let syms = &sema.symbols;
    let StmtKind::For { body, .. } = &stmt.kind else {
        return LoopFacts {
            blocker: Some("not a `for` loop".into()),
            ..Default::default()
        };
    };
    let mut acc = access::collect_stmt(body, syms);
    // A member the clause reduces, whose every use in the loop is an update with one
    // operator (as a scalar reduction's must be), is the reduction's: its updates are no
    // dependence. Any other use of the member, or of the rest of its struct, still is.
    for member in reduced_members {
        let Some(key) = member_key(member, sema) else {
            continue;
        };
        let mut spans = HashSet::new();
        body.walk_exprs(&mut |e| {
            if member_key(e, sema).as_ref() == Some(&key) {
                spans.insert(e.span);
            }
        });
        let uses: Vec<&Access> = acc
            .list
            .iter()
            .filter(|a| spans.contains(&a.span))
            .collect();
        let ty = syms.type_of(member).unwrap_or(Type::Void);
        if !uses.is_empty() && matches!(scalar_role(&uses, &ty), ScalarRole::Reduction(_)) {
            acc.list.retain(|a| !spans.contains(&a.span));
        }
    }
    let mut facts = LoopFacts::default();
    if acc.exit.is_some() {
        facts.blocker = Some("the loop has an early exit (`break`, `return` or `goto`)".into());
        return facts;
    }
    for call in &acc.calls {
        let pure = call
            .name
            .as_deref()
            .is_some_and(|n| accc_sema::builtins::is_math_function(n) || routines.contains(n));
        if !pure {
            let name = call
                .name
                .clone()
                .unwrap_or_else(|| "a function pointer".into());
            facts.blocker = Some(format!("call to `{name}` prevents parallelization (it may have side effects; mark it `#pragma acc routine seq` if it has none)"));
            return facts;
        }
    }
    // Variables whose value changes within one iteration: scalars written in the body.
    let varying = acc.varying();

    for sym in acc.captured() {
        if sym == var {
            if acc.is_written(sym) {
                facts.blocker = Some(format!(
                    "the induction variable `{}` is modified in the loop body",
                    syms.get(sym).name
                ));
                return facts;
            }
            continue;
        }
        let uses: Vec<&Access> = acc.of(sym).collect();
        let scalar_writes = uses
            .iter()
            .any(|a| a.kind != AccessKind::Read && !a.is_element);
        if scalar_writes {
            match scalar_role(&uses, &syms.get(sym).ty) {
                ScalarRole::Private => facts.private.push(sym),
                ScalarRole::Reduction(op) => facts.reductions.push((op, sym)),
                ScalarRole::Carried => {
                    facts.blocker = Some(format!(
                        "scalar `{}` is carried from one iteration to the next",
                        syms.get(sym).name
                    ));
                    return facts;
                }
            }
        }
    }
    if let Some(reason) = array_dependence(&acc, var, step.unwrap_or(1), &varying, sema) {
        facts.blocker = Some(reason);
    }
    facts
}

/// A member designator by its variable and the member names after it (`s.in.x` →
/// `s`, `[in, x]`; `p->m` → `p`, `[m]`; a member through a pointer and one of a struct
/// spelled alike, as the access records do not tell them apart either).
fn member_key(e: &Expr, sema: &Sema) -> Option<(SymbolId, Vec<String>)> {
    match &e.kind {
        ExprKind::Member { base, member, .. } => {
            let (sym, mut path) = match &base.kind {
                ExprKind::Ident(i) => (sema.symbols.resolve(i)?, Vec::new()),
                _ => member_key(base, sema)?,
            };
            path.push(member.name.clone());
            Some((sym, path))
        }
        _ => None,
    }
}

/// How the loop `stmt` (a `for`) uses the scalar `sym` that it writes: `Some(op)` when
/// every use is an update with the one associative operator `op` (a reduction), `None`
/// otherwise. For loops whose independence the user asserted, where the full test does
/// not run.
pub fn scalar_reduction(stmt: &Stmt, sym: SymbolId, sema: &Sema) -> Option<ReductionOp> {
    let StmtKind::For { body, .. } = &stmt.kind else {
        return None;
    };
    let acc = access::collect_stmt(body, &sema.symbols);
    let uses: Vec<&Access> = acc.of(sym).collect();
    match scalar_role(&uses, &sema.symbols.get(sym).ty) {
        ScalarRole::Reduction(op) => Some(op),
        ScalarRole::Private | ScalarRole::Carried => None,
    }
}

enum ScalarRole {
    Private,
    Reduction(ReductionOp),
    Carried,
}

/// A scalar written in the loop is private if every iteration assigns it before reading
/// it, a reduction if every use is `s op= e` with one associative operator.
fn scalar_role(uses: &[&Access], ty: &Type) -> ScalarRole {
    if let Some(first) = uses.first() {
        if first.kind == AccessKind::Write && !first.conditional && !first.is_element {
            return ScalarRole::Private;
        }
    }
    let ops: HashSet<Option<BinaryOp>> = uses
        .iter()
        .map(|a| {
            if a.kind == AccessKind::Read {
                None
            } else {
                a.update_op
            }
        })
        .collect();
    if ops.len() == 1 && uses.iter().all(|a| a.kind != AccessKind::Read) {
        let op = match ops.into_iter().next().flatten() {
            Some(BinaryOp::Add) => Some(ReductionOp::Add),
            Some(BinaryOp::Mul) => Some(ReductionOp::Mul),
            Some(BinaryOp::BitAnd) if !ty.is_floating() => Some(ReductionOp::BitAnd),
            Some(BinaryOp::BitOr) if !ty.is_floating() => Some(ReductionOp::BitOr),
            Some(BinaryOp::BitXor) if !ty.is_floating() => Some(ReductionOp::BitXor),
            Some(BinaryOp::LogAnd) => Some(ReductionOp::LogAnd),
            Some(BinaryOp::LogOr) => Some(ReductionOp::LogOr),
            _ => None,
        };
        if let Some(op) = op {
            return ScalarRole::Reduction(op);
        }
    }
    ScalarRole::Carried
}

/// Finds a pair of element accesses that may touch the same element in two different
/// iterations, one of them a write.
fn array_dependence(
    acc: &Accesses,
    var: SymbolId,
    step: i128,
    varying: &HashSet<SymbolId>,
    sema: &Sema,
) -> Option<String> {
    let syms = &sema.symbols;
    let written: Vec<&Access> = acc
        .list
        .iter()
        .filter(|a| a.is_element && a.kind != AccessKind::Read && !acc.locals.contains(&a.sym))
        .collect();
    for w in &written {
        let name = &syms.get(w.sym).name;
        if w.subscripts.is_empty() {
            return Some(format!("complex loop carried dependence of `{name}` prevents parallelization (written through a pointer or member)"));
        }
        for a in acc.of(w.sym) {
            if a.subscripts.is_empty() {
                return Some(format!(
                    "complex loop carried dependence of `{name}` prevents parallelization"
                ));
            }
            if !independent(w, a, var, step, varying, sema) {
                return Some(format!(
                    "loop carried dependence of `{name}` prevents parallelization"
                ));
            }
        }
        // Another name may refer to the same memory.
        let wt = &syms.get(w.sym).ty;
        for a in acc
            .list
            .iter()
            .filter(|a| a.is_element && a.sym != w.sym && !acc.locals.contains(&a.sym))
        {
            let at = &syms.get(a.sym).ty;
            if may_alias(wt, at) {
                return Some(format!(
                    "`{name}` and `{}` may point to the same memory, which prevents parallelization (declare the pointers `restrict` or use `#pragma acc loop independent`)",
                    syms.get(a.sym).name
                ));
            }
        }
    }
    None
}

/// Two variables may refer to overlapping storage if one is a pointer without `restrict`
/// and the other is a pointer or an array (distinct C arrays never overlap).
fn may_alias(a: &Type, b: &Type) -> bool {
    let unrestricted_ptr =
        |t: &Type| matches!(t.resolved(), Type::Pointer { quals, .. } if !quals.is_restrict);
    let storage = |t: &Type| t.is_pointer() || t.is_array();
    (unrestricted_ptr(a) && storage(b)) || (unrestricted_ptr(b) && storage(a))
}

/// True when `w` (a write) and `a` cannot touch the same element in two different
/// iterations of the loop over `var`: some dimension has the same non-zero coefficient of
/// `var` in both, and a difference of the rest that is zero or not a multiple of it.
fn independent(
    w: &Access,
    a: &Access,
    var: SymbolId,
    step: i128,
    varying: &HashSet<SymbolId>,
    sema: &Sema,
) -> bool {
    if w.subscripts.len() != a.subscripts.len() {
        return false;
    }
    let invariant = |f: &Affine| {
        f.terms
            .keys()
            .all(|m| m.iter().all(|s| !varying.contains(s) || *s == var))
    };
    w.subscripts.iter().zip(&a.subscripts).any(|(ew, ea)| {
        let (Some(fw), Some(fa)) = (affine_of(ew, sema), affine_of(ea, sema)) else {
            return false;
        };
        let (Some((cw, rw)), Some((ca, ra))) = (fw.split(var), fa.split(var)) else {
            return false;
        };
        if cw != ca || cw.is_zero() || !invariant(&cw) || !invariant(&rw) || !invariant(&ra) {
            return false;
        }
        let diff = rw.add(&ra, -1);
        if diff.is_zero() {
            return true;
        }
        matches!((cw.as_constant(), diff.as_constant()), (Some(c), Some(k)) if c != 0 && k % (c * step) != 0)
    })
}

fn affine_of(e: &Expr, sema: &Sema) -> Option<Affine> {
    if let ExprKind::Cast { expr, .. } = &e.kind {
        return affine_of(expr, sema);
    }
    affine(e, &sema.symbols)
}
