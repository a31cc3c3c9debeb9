//! Member chains (`v.data`, `p->in.data`): how the records (the host data's anchors, a
//! kernel's member pointers and reductions), the passes that decide them, the device
//! rewriter and the checks name a pointer reached through members. A leaf: it reads the
//! AST and sema only.

use accc_front::ast::*;
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

/// The variable and member path of a chain of members (`v.data` → `v`, `.data`;
/// `p->in.data` → `p`, `->in.data`; `(*p).data` and `p[0].data` are `p->data`): the key of
/// the anchors (`passes::host_data::HostData::anchors`) and of the device rewriter's
/// `member_pointers` (the kernel parameter of each such pointer).
pub fn member_chain(e: &Expr, sema: &Sema) -> Option<(SymbolId, String)> {
    let ExprKind::Member {
        base,
        member,
        arrow,
    } = &e.kind
    else {
        return None;
    };
    // `(*p).m` and `p[0].m` are `p->m`.
    let pointee = match &base.kind {
        ExprKind::Unary {
            op: UnaryOp::Deref,
            expr,
        } => Some(expr),
        ExprKind::Index { base, index }
            if accc_sema::consteval::eval(index, &|_| None) == Some(0) =>
        {
            Some(base)
        }
        _ => None,
    }
    .filter(|p| !*arrow && matches!(p.kind, ExprKind::Ident(_)));
    let (base, op) = match pointee {
        Some(p) => (p, "->"),
        None => (base, if *arrow { "->" } else { "." }),
    };
    let (id, path) = match &base.kind {
        ExprKind::Ident(i) => (sema.symbols.resolve(i)?, String::new()),
        _ => member_chain(base, sema)?,
    };
    Some((id, format!("{path}{op}{}", member.name)))
}

/// The member chains of `s` whose value, a pointer, is used (`v.data[i]`, `p->in.data[i]`,
/// `*v.data`, `float *d = v.data`): the root variable, the path from it and the member's
/// type.
/// Within a chain, only the longest pointer is listed (`v.in->data`, not `v.in`, unless
/// `v.in` is also used alone).
pub fn member_pointer_uses(s: &Stmt, sema: &Sema) -> Vec<(SymbolId, String, accc_sema::Type)> {
    let mut out: Vec<(SymbolId, String, accc_sema::Type)> = Vec::new();
    // Member nodes inside a listed chain (by span), visited after it.
    let mut inside = std::collections::HashSet::new();
    let mut visit = |e: &Expr| {
        if inside.contains(&(e.span.lo, e.span.hi)) {
            return;
        }
        let Some((id, path)) = member_chain(e, sema) else {
            return;
        };
        let Some(t) = sema.symbols.type_of(e).filter(|t| t.is_pointer()) else {
            return;
        };
        let mut b = e;
        while let ExprKind::Member { base, .. } = &b.kind {
            inside.insert((base.span.lo, base.span.hi));
            b = base;
        }
        if !out.iter().any(|(s, p, _)| *s == id && *p == path) {
            out.push((id, path, t));
        }
    };
    s.walk_exprs(&mut visit);
    out
}
