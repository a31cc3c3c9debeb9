//! The inside of one `fcw` block: each element access to a staged array (read or
//! written, where it falls in the tile), the channel writes and the thread-dependent
//! conditions that predicate them, and the user's `fcw_barrier`s; with the errors of
//! writes and barriers that not every thread of the block would reach alike.

use std::collections::HashSet;

use accc_front::ast::{BlockItem, Expr, ExprKind, LocalDeclKind, Stmt, StmtKind, UnaryOp};
use accc_front::directive::FcwType;
use accc_front::{Diagnostic, Span};
use accc_sema::analyze::Sema;

use super::varying::Varying;
use super::{
    contains, under_thread_control, ChannelWrite, FcwArray, Placement, TileAccess, TileDim,
};

/// The accesses, channel writes and `fcw_barrier`s of one `fcw` block.
pub(super) struct BlockWalk<'w, 'a> {
    pub sema: &'a Sema,
    /// The `fcw_barrier` directives of the region.
    pub barrier_pragmas: &'w [Span],
    pub varying: &'w Varying<'a>,
    pub block: &'a Stmt,
    pub arrays: &'w mut Vec<FcwArray>,
    /// Each array's pivot expressions.
    pub pivots: Vec<Vec<&'a Expr>>,
    /// The communicating loops' vector sizes.
    pub vectors: Vec<u32>,
    pub writes: Vec<ChannelWrite>,
    /// The `fcw_barrier`s, where they stand.
    pub explicit: Vec<Span>,
    pub diags: Vec<Diagnostic>,
}

impl BlockWalk<'_, '_> {
    pub fn run(&mut self) {
        let block = self.block;
        block.walk(&mut |s| {
            if !std::ptr::eq(s, block) {
                self.barrier_pragmas(s);
            }
            for e in owned_exprs(s) {
                self.expression(e, s);
            }
        });
    }

    fn barrier_pragmas(&mut self, s: &Stmt) {
        for p in &s.pragmas {
            if !self.barrier_pragmas.contains(&p.span) {
                continue;
            }
            let mut place = self.varying.place_of(s.span).cloned().unwrap_or_default();
            place.at = p.span.lo;
            if self.varying.place_varies(&place) {
                let name = self.sema.directive(p).map_or(p.span, |d| d.name_span);
                self.diags.push(under_thread_control(
                    name,
                    "`fcw_barrier`",
                    &place,
                    self.varying,
                ));
            } else {
                self.explicit.push(p.span);
            }
        }
    }

    /// The `fcw` arrays' accesses in `e`, an expression of statement `s`.
    fn expression(&mut self, e: &Expr, s: &Stmt) {
        let syms = &self.sema.symbols;
        let mut found: Vec<(usize, &Expr, Vec<&Expr>)> = Vec::new();
        let mut roots = HashSet::new();
        for x in preorder(e) {
            let Some((sym, root, subs)) = accc_sema::analyze::subscripted_variable(x, syms) else {
                continue;
            };
            let Some(k) = self.arrays.iter().position(|a| a.sym == sym) else {
                continue;
            };
            if subs.len() == self.arrays[k].dims.len() && roots.insert(root.lo) {
                found.push((k, x, subs));
            }
        }
        found.sort_by_key(|(_, x, _)| x.span.lo);
        let mut stray = None;
        e.walk(&mut |x| {
            if let ExprKind::Ident(i) = &x.kind {
                let named = syms
                    .resolve(i)
                    .and_then(|s| self.arrays.iter().position(|a| a.sym == s));
                if named.is_some() && !roots.contains(&x.span.lo) && stray.is_none() {
                    stray = named.map(|k| (k, x.span));
                }
            }
        });
        if let Some((k, at)) = stray {
            let name = &self.arrays[k].name;
            self.diags.push(
                Diagnostic::error(at, format!("`{name}` is used other than as an element inside its `fcw` block"))
                    .with_label("not a whole element `…[…]`")
                    .with_note("inside the block the elements live in the tile; an address or a row of the array would reach global memory behind it")
                    .with_help(format!("use `{name}` only through elements, one subscript per dimension")),
            );
        }
        for (k, access, subs) in found {
            let role = write_role(e, access.span);
            self.record(k, access, &subs, role, s, e);
        }
    }

    fn record(
        &mut self,
        k: usize,
        access: &Expr,
        subs: &[&Expr],
        role: Role,
        s: &Stmt,
        top: &Expr,
    ) {
        let syms = &self.sema.symbols;
        let array = &self.arrays[k];
        let offsets: Vec<Option<i128>> = subs
            .iter()
            .zip(&self.pivots[k])
            .map(|(sub, pivot)| {
                let a = accc_sema::loops::affine(sub, syms)?;
                a.add(&accc_sema::loops::affine(pivot, syms)?, -1)
                    .as_constant()
            })
            .collect();
        let placement = match placement(&offsets, &array.dims, &self.vectors) {
            Ok(p) => p,
            Err(()) => {
                self.diags.push(
                    Diagnostic::error(
                        access.span,
                        format!(
                            "`{}` accessed outside its `fcw` tile in every iteration",
                            array.name
                        ),
                    )
                    .with_label("outside the tile of every thread")
                    .with_secondary(array.span, "the range staged")
                    .with_note(
                        "inside the block the array is its tile; elements outside it are undefined",
                    )
                    .with_help(
                        "widen `before`/`after`, or read this element outside the `fcw` block",
                    ),
                );
                return;
            }
        };
        if role == Role::Address {
            self.diags.push(
                Diagnostic::error(access.span, format!("the address of an element of `{}` is taken inside its `fcw` block", array.name))
                    .with_label("address taken")
                    .with_note("inside the block the element lives in the tile; its address would reach global memory behind it")
                    .with_help("copy the element to a local variable and use that variable's address"),
            );
            return;
        }
        let writes = role != Role::Read;
        if writes && array.kind == FcwType::FetchOnly {
            self.diags.push(
                Diagnostic::error(access.span, format!("write to `{}`, a `FETCH_ONLY` array", array.name))
                    .with_label("written here")
                    .with_secondary(array.span, "staged as `FETCH_ONLY`")
                    .with_note("a `FETCH_ONLY` tile is no channel and is not written back: the write would be lost")
                    .with_help("use `FETCH_CHANNEL` for writes the block reads, `FETCH_CHANNEL_WB` to keep them"),
            );
            return;
        }
        if writes {
            self.channel_write(k, access, s, top);
        }
        let array = &mut self.arrays[k];
        array.read |= role != Role::Write;
        array.written |= writes;
        array.accesses.push(TileAccess {
            span: access.span,
            reads: role != Role::Write,
            writes,
            offsets,
            placement,
        });
    }

    fn channel_write(&mut self, k: usize, access: &Expr, s: &Stmt, top: &Expr) {
        let own_statement = matches!(&s.kind, StmtKind::Expr(e) if std::ptr::eq(e, top))
            && is_store_to(top, access.span);
        let name = &self.arrays[k].name;
        if !own_statement {
            self.diags.push(
                Diagnostic::error(
                    access.span,
                    format!("write to the `fcw` channel `{name}` inside a larger expression"),
                )
                .with_label("the barriers around a channel write need a statement of its own")
                .with_help(format!("write `{name}[…] = value;` as a statement")),
            );
            return;
        }
        let place = self.varying.place_of(s.span).cloned().unwrap_or_default();
        if let Some(l) = place.loops.iter().find(|l| self.varying.loop_varies(l)) {
            self.diags.push(
                Diagnostic::error(access.span, format!("write to the `fcw` channel `{name}` in a loop whose trip count varies by thread"))
                    .with_label("the barriers around this write would be reached a different number of times by different threads")
                    .with_secondary(loop_header(l), "this loop's trip count depends on the thread")
                    .with_note("every thread of the block must reach every barrier")
                    .with_help("run the loop the same number of times in every thread and guard the write with an `if`"),
            );
            return;
        }
        let predicate = place
            .conds
            .iter()
            .filter(|c| contains(self.block.span, c.span) && self.varying.expr_varies(c))
            .map(|c| c.span)
            .collect();
        self.writes.push(ChannelWrite {
            array: k,
            stmt: s.span,
            target: access.span,
            predicate,
        });
    }
}

/// The header of a loop statement, for pointing at it.
fn loop_header(l: &Stmt) -> Span {
    match &l.kind {
        StmtKind::For { body, .. } | StmtKind::While { body, .. } => Span {
            lo: l.span.lo,
            hi: body.span.lo.max(l.span.lo),
        },
        _ => l.span,
    }
}

/// How an access is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Read,
    /// `a[e] = v`.
    Write,
    /// `a[e] op= v`, `a[e]++`.
    Update,
    /// `&a[e]`.
    Address,
}

/// How `e` uses the access spanning `access`.
fn write_role(e: &Expr, access: Span) -> Role {
    let mut role = Role::Read;
    e.walk(&mut |x| match &x.kind {
        ExprKind::Assign { op, lhs, .. } if lhs.span == access => {
            role = if op.is_some() {
                Role::Update
            } else {
                Role::Write
            };
        }
        ExprKind::Unary {
            op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
            expr,
        } if expr.span == access => role = Role::Update,
        ExprKind::Unary {
            op: UnaryOp::AddrOf,
            expr,
        } if expr.span == access => role = Role::Address,
        _ => {}
    });
    role
}

/// Whether `e` is itself the store to the access spanning `access`.
fn is_store_to(e: &Expr, access: Span) -> bool {
    match &e.kind {
        ExprKind::Assign { lhs, .. } => lhs.span == access,
        ExprKind::Unary {
            op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
            expr,
        } => expr.span == access,
        _ => false,
    }
}

/// `e` and every sub-expression ([`Expr::operands`]), each after its parent.
fn preorder(e: &Expr) -> Vec<&Expr> {
    let mut out = vec![e];
    let mut next = 0;
    while next < out.len() {
        let x = out[next];
        next += 1;
        let children = x.operands();
        out.extend(children);
    }
    out
}

/// The expressions a statement holds itself (not those of the statements in it).
fn owned_exprs(s: &Stmt) -> Vec<&Expr> {
    let mut out = Vec::new();
    match &s.kind {
        StmtKind::Compound(b) => {
            for item in &b.items {
                if let BlockItem::Decl(d) = item {
                    if let LocalDeclKind::Decl(decl) = &d.kind {
                        for i in &decl.declarators {
                            if let Some(accc_front::ast::Initializer::Expr(e)) = &i.init {
                                out.push(e);
                            }
                        }
                    }
                }
            }
        }
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::GotoComputed(e) => out.push(e),
        _ => s.for_each_header_expr(&mut |e| out.push(e)),
    }
    out
}

/// Where an access with the given offsets from the pivot falls: `Err` when in no
/// thread's tile. With `ρ` the pivot's lane coefficients, thread lanes `0 ≤ lane_l < V_l`,
/// the tile spans `[lowest − BEFORE, highest + AFTER]` around lane 0's pivot, and the
/// access sits at `Σ ρ_l·lane_l + offset`.
fn placement(offsets: &[Option<i128>], dims: &[TileDim], vectors: &[u32]) -> Result<Placement, ()> {
    let mut all = Placement::Inside;
    for (offset, d) in offsets.iter().zip(dims) {
        let Some(c) = offset else {
            all = Placement::Unknown;
            continue;
        };
        let spread: i128 = d
            .rho
            .iter()
            .zip(vectors)
            .map(|(r, v)| (r * (i128::from(*v) - 1)).abs())
            .sum();
        let (before, after) = (i128::from(d.before), i128::from(d.after));
        if *c < -before - spread || *c > after + spread {
            return Err(());
        }
        if (*c < -before || *c > after) && all == Placement::Inside {
            all = Placement::SomeThreads;
        }
    }
    Ok(all)
}
