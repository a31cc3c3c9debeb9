//! Facts about a kernel's code that the cache planner and its helpers (`plan`, `stage`,
//! `neighbourhood`, `window`) share: side effects, word-sized elements, escaping statements,
//! read-only arrays, loops of constant bounds. A leaf: it uses none of its sibling modules,
//! so that they need not use each other.

use std::collections::HashSet;

use accc_front::ast::*;
use accc_front::SourceMap;
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::loops::canonical_loop;
use accc_sema::{size_align, SymbolId, Type};

/// Assignments, increments or calls inside `e`.
pub fn has_side_effects(e: &Expr) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        if matches!(
            x.kind,
            ExprKind::Assign { .. }
                | ExprKind::Call { .. }
                | ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    ..
                }
        ) {
            found = true;
        }
    });
    found
}

/// `&a[…]` (or `a[…]` used as a pointer) for `sym` in `s`.
pub fn address_taken(s: &Stmt, sym: SymbolId, sema: &Sema) -> bool {
    let mut found = false;
    s.walk_exprs(&mut |e| {
        if let ExprKind::Unary {
            op: UnaryOp::AddrOf,
            expr,
        } = &e.kind
        {
            let mut cur = &**expr;
            while let ExprKind::Index { base, .. } = &cur.kind {
                cur = base;
            }
            if let ExprKind::Ident(i) = &cur.kind {
                if sema.symbols.resolve(i) == Some(sym) {
                    found = true;
                }
            }
        }
    });
    found
}

/// A `break`/`continue` that leaves `item`, or any `return`/`goto` in it.
pub fn item_escapes(item: &BlockItem) -> bool {
    fn stmt(s: &Stmt, in_loop: bool, in_switch: bool) -> bool {
        match &s.kind {
            StmtKind::Break => !in_loop && !in_switch,
            StmtKind::Continue => !in_loop,
            StmtKind::Return(_) | StmtKind::Goto(_) | StmtKind::GotoComputed(_) => true,
            StmtKind::Compound(b) => b.items.iter().any(|i| match i {
                BlockItem::Stmt(s) => stmt(s, in_loop, in_switch),
                BlockItem::Decl(_) => false,
            }),
            StmtKind::If { then, els, .. } => {
                stmt(then, in_loop, in_switch)
                    || els.as_ref().is_some_and(|e| stmt(e, in_loop, in_switch))
            }
            StmtKind::For { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. } => stmt(body, true, in_switch),
            StmtKind::Switch { body, .. } => stmt(body, in_loop, true),
            StmtKind::Case { body, .. }
            | StmtKind::Default(body)
            | StmtKind::Labeled { body, .. } => stmt(body, in_loop, in_switch),
            _ => false,
        }
    }
    match item {
        BlockItem::Stmt(s) => stmt(s, false, false),
        BlockItem::Decl(_) => false,
    }
}

/// Whether the kernel whose accesses are `acc` calls anything but math functions, which
/// could reach a file-scope array behind its back.
pub fn calls_out(acc: &access::Accesses) -> bool {
    acc.calls.iter().any(|c| {
        c.name
            .as_deref()
            .is_none_or(|n| !accc_sema::builtins::is_math_function(n))
    })
}

/// The size of `elem` (by sema's layout of the type) when a shared copy can hold it: a 4-
/// or 8-byte number (what the fetch and the register window move).
pub fn word_size(elem: &Type, sema: &Sema) -> Option<u64> {
    if !elem.is_arithmetic() {
        return None;
    }
    let (size, _) = size_align(elem, &sema.symbols)?;
    [4, 8].contains(&size).then_some(size)
}

/// Whether `body` (whose accesses are `acc`) only reads elements of `sym`, each with
/// `subscripts` subscripts, and never takes its address.
pub fn only_reads_elements(
    sym: SymbolId,
    subscripts: usize,
    acc: &access::Accesses,
    body: &Stmt,
    sema: &Sema,
) -> bool {
    acc.of(sym)
        .all(|u| u.kind == AccessKind::Read && u.is_element && u.subscripts.len() == subscripts)
        && !address_taken(body, sym, sema)
}

/// The element type of array or pointer `sym`, when a block's threads could share a copy
/// of its elements: declared outside the kernel body (`locals`: the body's own, one per
/// thread, whose elements may differ from one thread to the next), and at file scope only
/// in a kernel that calls nothing but math functions (`calls_out`); else why not.
pub fn shared_element(
    sym: SymbolId,
    locals: &HashSet<SymbolId>,
    calls_out: bool,
    sema: &Sema,
) -> Result<Type, &'static str> {
    if locals.contains(&sym) {
        return Err("declared in the kernel's body, one per thread");
    }
    let symbol = sema.symbols.get(sym);
    if symbol.is_static_storage && calls_out {
        return Err("a file-scope array in a kernel that calls functions, which could write it");
    }
    match symbol.ty.resolved() {
        Type::Pointer { pointee, .. } => Ok((**pointee).clone()),
        Type::Array { elem, .. } => Ok((**elem).clone()),
        _ => Err("not an array or pointer"),
    }
}

/// Most iterations of a loop unrolled so that the window's indices are constants.
const MOST_UNROLLED: i128 = 256;

/// A `for` loop of constant bounds and step inside a region, whose induction variable may
/// index a window (or a neighbourhood, see `super::neighbourhood`).
pub struct ConstantLoop {
    pub var: SymbolId,
    pub body: accc_front::Span,
    /// The loop statement's span start.
    pub lo: u32,
    /// Smallest and largest value of the variable.
    pub range: (i128, i128),
}

/// The `for` loops of `body` with constant bounds, a constant step and from 1 to
/// [`MOST_UNROLLED`] iterations, whose induction variable the body does not write.
pub(super) fn constant_loops(body: &Stmt, sema: &Sema, sm: &SourceMap) -> Vec<ConstantLoop> {
    let mut out = Vec::new();
    body.walk(&mut |s| {
        if !matches!(s.kind, StmtKind::For { .. }) {
            return;
        }
        let Ok(c) = canonical_loop(s, &sema.symbols, sm) else {
            return;
        };
        let (Some(first), Some(step), Some(trips)) = (
            accc_sema::consteval::eval(&c.lower, &|_| None),
            c.step,
            c.trip_count,
        ) else {
            return;
        };
        if !(1..=MOST_UNROLLED).contains(&trips)
            || access::collect_stmt(&c.body, &sema.symbols).is_written(c.var)
        {
            return;
        }
        let last = first + step * (trips - 1);
        out.push(ConstantLoop {
            var: c.var,
            body: c.body.span,
            lo: s.span.lo,
            range: (first.min(last), first.max(last)),
        });
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use accc_front::parser::parse_translation_unit;

    #[test]
    fn word_sizes_come_from_the_type_model() {
        let src = "enum big { B = 5000000000 }; typedef float real;\n\
                   int i; real r; double d; enum big e; short s; long double ld;\n\
                   float _Complex cf; double _Complex cd; int *p;\n";
        let sm = SourceMap::new("t.c", src.to_string());
        let (tu, diags) = parse_translation_unit(sm.text());
        assert!(diags.is_empty(), "{diags:?}");
        let (sema, _) = accc_sema::analyze::analyze(&tu, &sm);
        let size = |name: &str| {
            let sym = sema.symbols.symbols.iter().find(|s| s.name == name);
            word_size(&sym.expect(name).ty, &sema)
        };
        assert_eq!(size("i"), Some(4));
        assert_eq!(size("r"), Some(4));
        assert_eq!(size("d"), Some(8));
        // The old guess from the spelling took `enum big` for 4 bytes and `double
        // _Complex` for 8.
        assert_eq!(size("e"), Some(8));
        assert_eq!(size("cf"), Some(8));
        assert_eq!(size("cd"), None);
        assert_eq!(size("s"), None);
        assert_eq!(size("ld"), None);
        assert_eq!(size("p"), None);
    }
}
