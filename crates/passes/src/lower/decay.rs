//! Arrays whose address device code stores or passes as a pointer to non-`const` data:
//! `float *s = w`, `t = w + k`, `&w[i]` or a row `grid[i]` into a `float *`, `w` in an
//! initializer list, a call or a `return`. A kernel passes an array it only reads as a
//! pointer to `const` data (for the device's read-only loads), which C++ (CUDA) converts
//! to such a pointer only by an explicit cast: an array whose address is so taken keeps a
//! plain pointer parameter. A leaf: it reads the AST and sema only.

use accc_front::ast::*;
use accc_sema::analyze::Sema;
use accc_sema::{SymbolId, Type};

/// Whether the code of `stmts` converts an address inside array `sym` (the array itself,
/// a row, `&w[i]`, pointer arithmetic on them) implicitly to a pointer to non-`const`
/// data. Explicit casts convert it already (C-style casts drop `const` in C++ too); a call's
/// argument, a `return` and an initializer list count whatever their type, so that no
/// such conversion is missed.
pub fn pointer_formed(stmts: &[&Stmt], sym: SymbolId, sema: &Sema) -> bool {
    let finder = Finder { sym, sema };
    stmts.iter().any(|s| finder.stmt(s))
}

struct Finder<'a> {
    sym: SymbolId,
    sema: &'a Sema,
}

impl Finder<'_> {
    /// Any statement nested in `s`, each through the expressions it holds itself.
    fn stmt(&self, s: &Stmt) -> bool {
        let mut found = false;
        s.walk(&mut |st| found = found || self.own_expressions(st));
        found
    }

    /// The expressions of `s` that are not in a statement nested in it.
    fn own_expressions(&self, s: &Stmt) -> bool {
        match &s.kind {
            StmtKind::Compound(b) => self.declarations(b),
            StmtKind::Return(Some(e)) => self.leads_here(e) || self.expression(e),
            StmtKind::Expr(e) | StmtKind::GotoComputed(e) => self.expression(e),
            StmtKind::For {
                init: Some(ForInit::Decl(d)),
                cond,
                step,
                ..
            } => {
                self.declaration(d)
                    || [cond, step]
                        .into_iter()
                        .flatten()
                        .any(|e| self.expression(e))
            }
            _ => {
                let mut found = false;
                s.for_each_header_expr(&mut |e| found = found || self.expression(e));
                found
            }
        }
    }

    /// The declarations of `b` (its statements are nested ones).
    fn declarations(&self, b: &Block) -> bool {
        b.items.iter().any(|item| match item {
            BlockItem::Decl(LocalDecl {
                kind: LocalDeclKind::Decl(d),
                ..
            }) => self.declaration(d),
            _ => false,
        })
    }

    /// Each declarator's initial value, converted to the declared type.
    fn declaration(&self, d: &Declaration) -> bool {
        d.declarators.iter().any(|i| match &i.init {
            Some(Initializer::Expr(e)) => {
                let declared = (i.declarator.name.as_ref())
                    .and_then(|n| self.sema.symbols.decls.get(&n.span.lo))
                    .map(|&id| self.sema.symbols.get(id).ty.clone());
                (self.leads_here(e) && to_mutable_data(declared.as_ref())) || self.expression(e)
            }
            Some(list) => self.listed(list),
            None => false,
        })
    }

    /// An initializer list's items, whose types are not looked up.
    fn listed(&self, i: &Initializer) -> bool {
        match i {
            Initializer::Expr(e) => self.leads_here(e) || self.expression(e),
            Initializer::List { items, .. } => items.iter().any(|it| self.listed(&it.init)),
        }
    }

    /// `e` and every expression inside it, where one converts an address into `sym`.
    fn expression(&self, e: &Expr) -> bool {
        let mut found = false;
        e.walk(&mut |x| found = found || self.converts_here(x));
        found
    }

    /// Whether `x` itself converts an address into `sym` to a pointer to non-`const` data:
    /// an assignment to such a pointer, a call's argument, an initializer list, or code in
    /// a statement expression.
    fn converts_here(&self, x: &Expr) -> bool {
        match &x.kind {
            ExprKind::Assign {
                op: None, lhs, rhs, ..
            } => self.leads_here(rhs) && to_mutable_data(self.sema.symbols.type_of(lhs).as_ref()),
            ExprKind::Call { args, .. } => args.iter().any(|a| self.leads_here(a)),
            ExprKind::CompoundLiteral { items, .. } => items.iter().any(|it| self.listed(&it.init)),
            ExprKind::StmtExpr(b) => {
                self.declarations(b)
                    || (b.items.iter()).any(|i| matches!(i, BlockItem::Stmt(s) if self.stmt(s)))
            }
            _ => false,
        }
    }

    /// Whether the value of `e` is an address inside `sym` (not through an explicit cast):
    /// the array or a row of it, `&w[i]`, pointer arithmetic on one, a `?:` or comma
    /// yielding one.
    fn leads_here(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Ident(_) | ExprKind::Index { .. } | ExprKind::Member { .. } => {
                self.rooted_at_sym(e) && self.sema.symbols.type_of(e).is_some_and(|t| t.is_array())
            }
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                expr,
            } => self.rooted_at_sym(expr),
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            } => self.leads_here(lhs) || self.leads_here(rhs),
            ExprKind::Cond { then, els, .. } => {
                then.as_deref().is_some_and(|t| self.leads_here(t)) || self.leads_here(els)
            }
            ExprKind::Comma(list) => list.last().is_some_and(|x| self.leads_here(x)),
            _ => false,
        }
    }

    /// An lvalue of `sym`'s own storage: `w`, `w[i][j]`, `w[i].f`.
    fn rooted_at_sym(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Ident(i) => self.sema.symbols.resolve(i) == Some(self.sym),
            ExprKind::Index { base, .. }
            | ExprKind::Member {
                base, arrow: false, ..
            } => self.rooted_at_sym(base),
            _ => false,
        }
    }
}

/// A pointer to data that is not `const`, or a type not known (taken to be one).
fn to_mutable_data(ty: Option<&Type>) -> bool {
    ty.is_none_or(|t| matches!(t.resolved(), Type::Pointer { pointee, .. } if !pointee.is_const()))
}
