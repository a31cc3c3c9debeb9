//! The shape of a `V×W` block that the CPU block model runs (see the parent module): the
//! worker loop is the combined construct's loop, the vector loop a statement of its body
//! preceded by declarations only, with bounds that do not depend on the worker loop's
//! iteration. Each thread of a team runs its own worker iteration's declarations, once
//! per block of the vector loop, so they must compute the same value every time: no side
//! effect, and nothing the region writes is read. A vector loop in the body of a gang
//! loop (a `V×1` block, `Outer::Gang`) has the same shape, the gang loop in the worker
//! loop's place.

use accc_front::ast::{
    BlockItem, Expr, ExprKind, Ident, Initializer, LocalDeclKind, StmtKind, UnaryOp,
};
use accc_front::{Diagnostic, Span};
use accc_ir::{ComputeRegion, Loop};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;
use accc_sema::SymbolId;

use super::contains;

/// The loop around the vector loop: the worker loop of a `V×W` block, or a gang loop
/// whose iterations each run the vector loop in blocks (a `V×1` block).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Outer {
    Worker,
    Gang,
}

impl Outer {
    /// The block, as messages name it.
    fn block(self) -> &'static str {
        match self {
            Outer::Worker => "a V×W block",
            Outer::Gang => "a block in a gang loop",
        }
    }

    /// The outer loop's level, as messages name it (`worker` loop, `worker` iteration).
    fn level(self) -> &'static str {
        match self {
            Outer::Worker => "worker",
            Outer::Gang => "gang",
        }
    }
}

/// A limit of the `V×W` shape: an error at `at`, the note saying why.
fn limit(at: Span, what: &str, note: &str) -> Diagnostic {
    Diagnostic::error(at, format!("`fcw` channels on the CPU targets: {what}"))
        .with_note(note.to_string())
        .with_help("compile for a GPU target (--target=cuda or --target=opencl)")
}

/// The vector loop (the child of `outer` at `inner_span`) when the block has the shape
/// the CPU targets run; otherwise its errors go to `diags`.
pub(super) fn inner_loop<'r, 'a>(
    r: &ComputeRegion<'a>,
    outer: &'r Loop<'a>,
    kind: Outer,
    inner_span: Span,
    sema: &Sema,
    diags: &mut Vec<Diagnostic>,
) -> Option<&'r Loop<'a>> {
    let before = diags.len();
    let (block, level) = (kind.block(), kind.level());
    let Some(inner) = outer.children.iter().find(|l| l.stmt.span == inner_span) else {
        diags.push(limit(
            inner_span,
            &format!("the vector loop of {block} must be a statement of the {level} loop's body"),
            "the CPU targets give each thread of a team one iteration of both loops",
        ));
        return None;
    };
    let reduced = !inner.reductions.is_empty();
    if reduced || inner.collapse > 1 || inner.canonical.is_err() {
        let what = if reduced {
            format!("a reduction on the vector loop of {block} is not supported")
        } else {
            format!("the vector loop of {block} must be one canonical loop (no `collapse`)")
        };
        diags.push(limit(
            inner.stmt.span,
            &what,
            "each block of the two loops runs as its own OpenMP team, one after another",
        ));
        return None;
    }
    outer_body(r, outer, kind, inner, sema, diags);
    bounds(outer, kind, inner, sema, diags);
    (diags.len() == before).then_some(inner)
}

/// The outer loop's body: declarations, then the vector loop, then nothing.
fn outer_body(
    r: &ComputeRegion<'_>,
    outer: &Loop<'_>,
    kind: Outer,
    inner: &Loop<'_>,
    sema: &Sema,
    diags: &mut Vec<Diagnostic>,
) {
    let StmtKind::For { body, .. } = &outer.stmt.kind else {
        return;
    };
    let items: &[BlockItem] = match &body.kind {
        StmtKind::Compound(block) => &block.items,
        _ => &[],
    };
    let at = items
        .iter()
        .position(|it| matches!(it, BlockItem::Stmt(s) if s.span == inner.stmt.span));
    let (block, level) = (kind.block(), kind.level());
    let Some(at) = at else {
        if body.span != inner.stmt.span {
            diags.push(limit(
                inner.stmt.span,
                &format!(
                    "the vector loop of {block} must be a statement of the {level} loop's body"
                ),
                "the CPU targets give each thread of a team one iteration of both loops",
            ));
        }
        return;
    };
    for item in &items[..at] {
        match item {
            BlockItem::Decl(d) => {
                if let LocalDeclKind::Decl(decl) = &d.kind {
                    for init in decl.declarators.iter().filter_map(|i| i.init.as_ref()) {
                        if let Some(bad) = unstable_initialiser(init, r, sema) {
                            diags.push(limit(
                                bad,
                                &format!("a declaration before the vector loop of {block} must compute the same value in every block"),
                                &format!("each thread runs its {level} iteration's declarations once per block of the vector loop: their initialisers may have no side effect (only math functions are called) and may read nothing the region writes"),
                            ).with_label("this may differ from one block to the next"));
                        }
                    }
                }
            }
            BlockItem::Stmt(s) if matches!(s.kind, StmtKind::Empty) => {}
            BlockItem::Stmt(s) => diags.push(
                limit(
                    s.span,
                    &format!("only declarations may come before the vector loop of {block}"),
                    &format!("each thread runs its {level} iteration's code once per block of the vector loop, and V times (once per thread of the iteration)"),
                )
                .with_label("a statement before the vector loop"),
            ),
        }
    }
    for item in &items[at + 1..] {
        let span = match item {
            BlockItem::Stmt(s) if matches!(s.kind, StmtKind::Empty) => continue,
            BlockItem::Stmt(s) => s.span,
            BlockItem::Decl(d) => d.span,
        };
        diags.push(
            limit(
                span,
                &format!("nothing may follow the vector loop of {block} in the {level} loop's body"),
                &format!("each thread runs its {level} iteration's code once per block of the vector loop, and V times (once per thread of the iteration)"),
            )
            .with_label("after the vector loop"),
        );
    }
}

/// Where the initialiser `init` may compute a different value in another block of the
/// vector loop: a side effect, a call other than a math function, a variable of the
/// region that the region writes, a member of any variable of the region (a write through
/// a pointer member leaves its variable unwritten), a statement expression or compound
/// literal (whose contents are not looked into).
fn unstable_initialiser(init: &Initializer, r: &ComputeRegion<'_>, sema: &Sema) -> Option<Span> {
    let e = match init {
        Initializer::Expr(e) => e,
        Initializer::List { items, .. } => {
            return items
                .iter()
                .find_map(|item| unstable_initialiser(&item.init, r, sema))
        }
    };
    let written = |i: &Ident| {
        let id = sema.symbols.resolve(i);
        r.vars
            .iter()
            .any(|v| Some(v.sym) == id && v.written && v.attr != DataAttr::Private)
    };
    let mut bad = None;
    e.walk(&mut |x| {
        let unstable = match &x.kind {
            ExprKind::Assign { .. } | ExprKind::StmtExpr(_) | ExprKind::CompoundLiteral { .. } => {
                true
            }
            ExprKind::Unary { op, .. } => matches!(
                op,
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
            ),
            ExprKind::Call { callee, .. } => !accc_sema::access::is_pure_function(callee),
            ExprKind::Ident(i) => written(i),
            ExprKind::Member { base, .. } => root(base).is_none_or(|i| {
                sema.symbols
                    .resolve(i)
                    .is_some_and(|id| r.vars.iter().any(|v| v.sym == id))
            }),
            _ => false,
        };
        if unstable && bad.is_none() {
            bad = Some(x.span);
        }
    });
    bad
}

/// The variable an lvalue expression starts from (`a` in `a[i].x`, `*a`, `a->b`).
fn root(e: &Expr) -> Option<&Ident> {
    match &e.kind {
        ExprKind::Ident(i) => Some(i),
        ExprKind::Index { base, .. } | ExprKind::Member { base, .. } => root(base),
        ExprKind::Unary {
            op: UnaryOp::Deref,
            expr,
        }
        | ExprKind::Cast { expr, .. } => root(expr),
        _ => None,
    }
}

/// Whether `sym` is declared inside the loop statement `l` (its variable included).
fn declared_in(l: &Loop<'_>, sym: SymbolId, sema: &Sema) -> bool {
    contains(l.stmt.span, sema.symbols.get(sym).span) || l.var() == Some(sym)
}

/// The vector loop's bounds and step: computed once for all the outer loop's
/// iterations, so they may not name its variable nor anything its body declares.
fn bounds(
    outer: &Loop<'_>,
    kind: Outer,
    inner: &Loop<'_>,
    sema: &Sema,
    diags: &mut Vec<Diagnostic>,
) {
    let mut found: Option<Span> = None;
    inner.stmt.for_each_header_expr(&mut |e: &Expr| {
        e.walk(&mut |x| {
            if let ExprKind::Ident(i) = &x.kind {
                let id = sema.symbols.resolve(i);
                let depends =
                    id.is_some_and(|id| inner.var() != Some(id) && declared_in(outer, id, sema));
                if depends && found.is_none() {
                    found = Some(x.span);
                }
            }
        })
    });
    if let Some(at) = found {
        let level = kind.level();
        diags.push(
            limit(
                at,
                &format!("the bounds of the vector loop of {} must not depend on the {level} loop's iteration", kind.block()),
                &format!("the CPU targets compute the vector loop's blocks once, for every {level} iteration"),
            )
            .with_label(format!("declared in the {level} loop")),
        );
    }
}
