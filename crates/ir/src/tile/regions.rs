//! Where the cache regions stand in the source, as the planner and the printers find them:
//! the directive of a region on a statement's pragmas ([`cache_directive`]) and the
//! statements it covers ([`region_items`]). A leaf over the AST and sema.

use accc_front::ast::{BlockItem, Pragma, Stmt, StmtKind};
use accc_front::directive::{Directive, DirectiveKind};
use accc_front::Span;
use accc_sema::analyze::Sema;

/// The directive of a cache region on a pragma, if it is one: a `cache` directive, or an
/// `fcw` directive (whose FETCH_ONLY arrays are staged as the `cache` directive's are,
/// EXTENSIONS §1).
pub fn cache_directive<'s>(sema: &'s Sema, pragmas: &[Pragma]) -> Option<(&'s Directive, u32)> {
    pragmas.iter().find_map(|p| {
        let d = sema.directive(p)?;
        matches!(d.kind, DirectiveKind::Cache | DirectiveKind::Fcw).then_some((d, p.span.lo))
    })
}

/// The pragmas of one statement or declaration of a block.
pub fn item_pragmas(item: &BlockItem) -> &[Pragma] {
    match item {
        BlockItem::Stmt(s) => &s.pragmas,
        BlockItem::Decl(d) => &d.pragmas,
    }
}

/// Where one statement or declaration of a block stands.
pub fn item_span(item: &BlockItem) -> Span {
    match item {
        BlockItem::Stmt(s) => s.span,
        BlockItem::Decl(d) => d.span,
    }
}

/// The statements a region covers: the `{}` block a directive precedes, or the rest of
/// the enclosing block; the statement an `fcw` directive precedes.
pub fn region_items<'i>(d: &Directive, items: &'i [BlockItem], k: usize) -> &'i [BlockItem] {
    match &items[k] {
        BlockItem::Stmt(Stmt {
            kind: StmtKind::Compound(_),
            ..
        }) => &items[k..=k],
        _ if d.kind == DirectiveKind::Fcw => &items[k..=k],
        _ => &items[k..],
    }
}
