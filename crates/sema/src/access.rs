//! Which variables a piece of code reads and writes, in source order, with the subscripts
//! of array accesses: the input of implicit data attributes, privatisation, reduction
//! recognition and dependence tests.

use std::collections::HashSet;

use accc_front::ast::*;
use accc_front::Span;

use crate::scope::{SymbolId, SymbolKind, Symbols};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    Write,
    /// Read and written by one operation (`x += 1`, `x++`, `&x` passed on).
    Update,
}

#[derive(Clone, Debug)]
pub struct Access {
    pub sym: SymbolId,
    pub kind: AccessKind,
    /// The whole access expression (`a[i][j]`, `x`, `p->f`).
    pub span: Span,
    /// Subscripts when the access is `name[e1][e2]…` (outermost first); empty for the
    /// variable itself.
    pub subscripts: Vec<Expr>,
    /// Through a pointer, a member, or an array element: the variable's storage is not
    /// itself replaced.
    pub is_element: bool,
    /// Where an access through the variable leads ([`Reach`]); for the read of a pointer
    /// that a dereference goes through (`p` of `p->f`), where the dereference leads.
    pub reach: Reach,
    /// Under an `if`, `?:`, `&&`, `||`, `switch`, or in a loop body that may not run.
    pub conditional: bool,
    /// For `x op= e` and `x = x op e`: the operator, for reduction recognition.
    pub update_op: Option<BinaryOp>,
}

/// Where an access through a variable leads, for data attributes (which data a construct
/// needs and writes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reach {
    /// Through the first element of the pointer variable only: `p->f`, `(*p).f`, `*p`,
    /// `p[0]`, and on through its members (`p->data[i]`).
    pub first_element: bool,
    /// Into memory a pointer member points to (`v.data[i]`, `p->in.data[i]`, `*v.q`, or a
    /// pointer member handed to a function): a write there changes neither the variable
    /// nor what the variable points to.
    pub beyond_member: bool,
}

impl Reach {
    /// Of an lvalue rooted at a variable: the last pointer dereferenced on the way down to
    /// it decides `first_element`, a pointer member dereferenced on the way
    /// `beyond_member`. Anything else (a cast, pointer arithmetic) reaches any element.
    fn of(e: &Expr, syms: &Symbols) -> Reach {
        match &e.kind {
            ExprKind::Index { base, index }
                if syms.type_of(base).is_some_and(|t| t.is_pointer()) =>
            {
                Reach::through(
                    base,
                    crate::consteval::eval(index, &|_| None) == Some(0),
                    syms,
                )
            }
            ExprKind::Member {
                base, arrow: true, ..
            }
            | ExprKind::Unary {
                op: UnaryOp::Deref,
                expr: base,
            } => Reach::through(base, true, syms),
            // An array's element or a struct's member: the same storage.
            ExprKind::Index { base, .. } | ExprKind::Member { base, .. } => Reach::of(base, syms),
            _ => Reach::default(),
        }
    }

    /// What a dereference of `pointer` reaches, at its first element only or anywhere
    /// (`first`).
    fn through(pointer: &Expr, first: bool, syms: &Symbols) -> Reach {
        match &pointer.kind {
            ExprKind::Ident(_) => Reach {
                first_element: first,
                beyond_member: false,
            },
            ExprKind::Member { .. } => Reach {
                beyond_member: true,
                ..Reach::of(pointer, syms)
            },
            _ => Reach::of(pointer, syms),
        }
    }
}

/// A call in the code, for side-effect checks.
#[derive(Clone, Debug)]
pub struct Call {
    pub name: Option<String>,
    pub sym: Option<SymbolId>,
    pub span: Span,
}

#[derive(Default, Debug)]
pub struct Accesses {
    pub list: Vec<Access>,
    /// Symbols declared inside the code (private to it by construction).
    pub locals: HashSet<SymbolId>,
    pub calls: Vec<Call>,
    /// A `break`, `return` or `goto` that would leave the code early (the first one).
    pub exit: Option<Span>,
}

impl Accesses {
    pub fn of(&self, sym: SymbolId) -> impl Iterator<Item = &Access> {
        self.list.iter().filter(move |a| a.sym == sym)
    }

    /// Variables used but declared outside, in first-use order.
    pub fn captured(&self) -> Vec<SymbolId> {
        let mut seen = HashSet::new();
        self.list
            .iter()
            .filter(|a| !self.locals.contains(&a.sym) && seen.insert(a.sym))
            .map(|a| a.sym)
            .collect()
    }

    /// Variables whose value may change from one point of the code to another: scalars
    /// it writes and variables it declares (a subscript naming one is not fixed).
    pub fn varying(&self) -> HashSet<SymbolId> {
        self.list
            .iter()
            .filter(|a| a.kind != AccessKind::Read && !a.is_element)
            .map(|a| a.sym)
            .chain(self.locals.iter().copied())
            .collect()
    }

    pub fn is_written(&self, sym: SymbolId) -> bool {
        self.of(sym).any(|a| a.kind != AccessKind::Read)
    }
}

pub fn collect_stmt(stmt: &Stmt, syms: &Symbols) -> Accesses {
    let mut c = Collector::new(syms);
    c.stmt(stmt);
    c.finish()
}

pub fn collect_expr(e: &Expr, syms: &Symbols) -> Accesses {
    let mut c = Collector::new(syms);
    c.expr(e);
    c.finish()
}

struct Collector<'a> {
    syms: &'a Symbols,
    out: Accesses,
    conditional: usize,
    loop_depth: usize,
    /// `goto`s and the labels the code holds: a `goto` to a label of the code stays in it.
    gotos: Vec<(String, Span)>,
    labels: HashSet<String>,
}

impl<'a> Collector<'a> {
    fn new(syms: &'a Symbols) -> Collector<'a> {
        Collector {
            syms,
            out: Accesses::default(),
            conditional: 0,
            loop_depth: 0,
            gotos: Vec::new(),
            labels: HashSet::new(),
        }
    }

    /// The accesses, with the first `goto` to a label outside the code as an exit.
    fn finish(mut self) -> Accesses {
        let leaving = self
            .gotos
            .iter()
            .filter(|(label, _)| !self.labels.contains(label))
            .map(|&(_, at)| at)
            .chain(self.out.exit)
            .min_by_key(|at| at.lo);
        self.out.exit = leaving;
        self.out
    }

    /// A pointer to data (not to a function).
    fn is_data_pointer(&self, e: &Expr) -> bool {
        self.syms.type_of(e).is_some_and(|t| {
            t.is_pointer()
                && !t
                    .element()
                    .is_some_and(|p| matches!(p.resolved(), crate::Type::Function { .. }))
        })
    }

    fn variable(&self, i: &Ident) -> Option<SymbolId> {
        let id = self.syms.resolve(i)?;
        (self.syms.get(id).kind == SymbolKind::Variable).then_some(id)
    }

    fn push(
        &mut self,
        sym: SymbolId,
        kind: AccessKind,
        span: Span,
        subscripts: Vec<Expr>,
        is_element: bool,
        reach: Reach,
        update_op: Option<BinaryOp>,
    ) {
        self.out.list.push(Access {
            sym,
            kind,
            span,
            subscripts,
            is_element,
            reach,
            conditional: self.conditional > 0,
            update_op,
        });
    }

    fn declare(&mut self, d: &Declaration) {
        for init in &d.declarators {
            if let Some(name) = &init.declarator.name {
                if let Some(&id) = self.syms.decls.get(&name.span.lo) {
                    self.out.locals.insert(id);
                    if init.init.is_some() {
                        self.push(
                            id,
                            AccessKind::Write,
                            name.span,
                            Vec::new(),
                            false,
                            Reach::default(),
                            None,
                        );
                    }
                }
            }
            for d in &init.declarator.derived {
                if let Derived::Array {
                    size: ArraySize::Expr(e),
                    ..
                } = d
                {
                    self.expr(e);
                }
            }
            if let Some(i) = &init.init {
                self.init(i);
            }
        }
    }

    fn init(&mut self, i: &Initializer) {
        match i {
            Initializer::Expr(e) => self.expr(e),
            Initializer::List { items, .. } => {
                for it in items {
                    self.init(&it.init);
                }
            }
        }
    }

    fn conditionally(&mut self, f: impl FnOnce(&mut Self)) {
        self.conditional += 1;
        f(self);
        self.conditional -= 1;
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Compound(b) => self.block(b),
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::Return(e) => {
                self.out.exit.get_or_insert(s.span);
                if let Some(e) = e {
                    self.expr(e);
                }
            }
            StmtKind::GotoComputed(e) => {
                self.out.exit.get_or_insert(s.span);
                self.expr(e);
            }
            StmtKind::Goto(label) => self.gotos.push((label.name.clone(), s.span)),
            StmtKind::Break if self.loop_depth == 0 => {
                self.out.exit.get_or_insert(s.span);
            }
            StmtKind::If { cond, then, els } => {
                self.tested(cond);
                self.conditionally(|c| {
                    c.stmt(then);
                    if let Some(e) = els {
                        c.stmt(e);
                    }
                });
            }
            StmtKind::Switch { cond, body } => {
                self.expr(cond);
                // `break` inside a switch leaves the switch, not a loop.
                self.loop_depth += 1;
                self.conditionally(|c| c.stmt(body));
                self.loop_depth -= 1;
            }
            StmtKind::Labeled { label, body } => {
                self.labels.insert(label.name.clone());
                self.stmt(body)
            }
            StmtKind::Case { body, .. } | StmtKind::Default(body) => self.stmt(body),
            StmtKind::While { cond, body } => {
                self.tested(cond);
                self.loop_body(body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.loop_depth += 1;
                self.stmt(body);
                self.loop_depth -= 1;
                self.tested(cond);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                match init {
                    Some(ForInit::Decl(d)) => self.declare(d),
                    Some(ForInit::Expr(e)) => self.expr(e),
                    None => {}
                }
                if let Some(c) = cond {
                    self.tested(c);
                }
                self.loop_body(body);
                if let Some(st) = step {
                    self.conditionally(|c| c.expr(st));
                }
            }
            StmtKind::Empty | StmtKind::Continue | StmtKind::Break | StmtKind::Asm => {}
        }
    }

    fn loop_body(&mut self, body: &Stmt) {
        self.loop_depth += 1;
        self.conditionally(|c| c.stmt(body));
        self.loop_depth -= 1;
    }

    fn block(&mut self, b: &Block) {
        for item in &b.items {
            match item {
                BlockItem::Decl(LocalDecl {
                    kind: LocalDeclKind::Decl(d),
                    ..
                }) => self.declare(d),
                BlockItem::Decl(_) => {}
                BlockItem::Stmt(s) => self.stmt(s),
            }
        }
    }

    /// Records an lvalue expression accessed with `kind`.
    fn lvalue(&mut self, e: &Expr, kind: AccessKind, update_op: Option<BinaryOp>) {
        // Walk down to the base variable, collecting subscripts of a pure `a[i][j]` chain.
        let mut subscripts = Vec::new();
        let mut cur = e;
        let mut pure_chain = true;
        loop {
            match &cur.kind {
                ExprKind::Index { base, index } => {
                    self.expr(index);
                    subscripts.push((**index).clone());
                    cur = base;
                }
                ExprKind::Member { base, arrow, .. } => {
                    pure_chain = false;
                    if *arrow {
                        // `p->f = …` writes the pointee; the pointer itself is only read.
                        let reach = Reach::of(e, self.syms);
                        self.pointer_read(base, reach);
                        if let ExprKind::Ident(i) = &base.kind {
                            if let Some(id) = self.variable(i) {
                                self.push(id, kind, e.span, Vec::new(), true, reach, update_op);
                            }
                        }
                        return;
                    }
                    cur = base;
                }
                ExprKind::Unary {
                    op: UnaryOp::Deref,
                    expr,
                } => {
                    let reach = Reach::of(e, self.syms);
                    self.pointer_read(expr, reach);
                    if let Some(id) = base_variable(expr, self.syms) {
                        self.push(id, kind, e.span, Vec::new(), true, reach, update_op);
                    }
                    return;
                }
                ExprKind::Ident(i) => {
                    if let Some(id) = self.variable(i) {
                        subscripts.reverse();
                        let is_element = !subscripts.is_empty() || !pure_chain;
                        if !pure_chain {
                            subscripts.clear();
                        }
                        // Writing `p[i]` through a pointer reads the pointer.
                        let reach = Reach::of(e, self.syms);
                        self.push(id, kind, e.span, subscripts, is_element, reach, update_op);
                    }
                    return;
                }
                _ => {
                    self.expr(cur);
                    return;
                }
            }
        }
    }

    /// Reads the pointer a dereference goes through (`p` of `p->f`, `*p`): a variable so
    /// read carries the dereference's reach (it leads to the first element only, or not).
    fn pointer_read(&mut self, pointer: &Expr, reach: Reach) {
        match &pointer.kind {
            ExprKind::Ident(i) => {
                if let Some(id) = self.variable(i) {
                    let span = pointer.span;
                    self.push(id, AccessKind::Read, span, Vec::new(), false, reach, None);
                }
            }
            _ => self.expr(pointer),
        }
    }

    /// An expression whose value is only tested or compared (`if (p)`, `p != NULL`,
    /// `!p`): a pointer so read is not followed.
    fn tested(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Ident(_) => self.lvalue(e, AccessKind::Read, None),
            _ => self.expr(e),
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            // A pointer's value read where it may be followed later (`float *b = a`,
            // `a + 1`, a cast): like a pointer handed to a function, it reaches the
            // elements and may be written through.
            ExprKind::Ident(i) if self.is_data_pointer(e) => {
                if let Some(id) = self.variable(i) {
                    let (kind, span) = (AccessKind::Update, e.span);
                    self.push(id, kind, span, Vec::new(), true, Reach::default(), None);
                }
            }
            ExprKind::Ident(_) | ExprKind::Index { .. } | ExprKind::Member { .. } => {
                self.lvalue(e, AccessKind::Read, None)
            }
            ExprKind::Unary {
                op: UnaryOp::Deref, ..
            } => self.lvalue(e, AccessKind::Read, None),
            ExprKind::Assign { op, lhs, rhs } => {
                match (op, self_update_operand(lhs, rhs, self.syms)) {
                    (Some(o), _) => {
                        self.expr(rhs);
                        self.lvalue(lhs, AccessKind::Update, Some(*o));
                    }
                    // `x = x op e` is `x op= e`: one update, not a read and a write, so that
                    // it is recognised as a reduction like `x op= e`. The accesses keep the
                    // order of the source's operands.
                    (None, Some((o, other, self_first))) => {
                        if self_first {
                            self.lvalue(lhs, AccessKind::Update, Some(o));
                            self.expr(other);
                        } else {
                            self.expr(other);
                            self.lvalue(lhs, AccessKind::Update, Some(o));
                        }
                    }
                    (None, None) => {
                        self.expr(rhs);
                        self.lvalue(lhs, AccessKind::Write, None);
                    }
                }
            }
            ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PostInc,
                expr,
            } => self.lvalue(expr, AccessKind::Update, Some(BinaryOp::Add)),
            ExprKind::Unary {
                op: UnaryOp::PreDec | UnaryOp::PostDec,
                expr,
            } => self.lvalue(expr, AccessKind::Update, Some(BinaryOp::Sub)),
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                expr,
            } => self.lvalue(expr, AccessKind::Update, None),
            ExprKind::Unary {
                op: UnaryOp::Not,
                expr,
            } => self.tested(expr),
            ExprKind::Unary { expr, .. } => self.expr(expr),
            ExprKind::Binary {
                op: BinaryOp::LogAnd | BinaryOp::LogOr,
                lhs,
                rhs,
            } => {
                self.tested(lhs);
                self.conditionally(|c| c.tested(rhs));
            }
            ExprKind::Binary {
                op:
                    BinaryOp::Eq
                    | BinaryOp::Ne
                    | BinaryOp::Lt
                    | BinaryOp::Gt
                    | BinaryOp::Le
                    | BinaryOp::Ge,
                lhs,
                rhs,
            } => {
                self.tested(lhs);
                self.tested(rhs);
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                self.expr(lhs);
                self.expr(rhs);
            }
            ExprKind::Cond { cond, then, els } => {
                self.tested(cond);
                self.conditionally(|c| {
                    if let Some(t) = then {
                        c.expr(t);
                    }
                    c.expr(els);
                });
            }
            ExprKind::Call { callee, args } => {
                let (name, sym) = match &callee.kind {
                    ExprKind::Ident(i) => (Some(i.name.clone()), self.syms.resolve(i)),
                    _ => {
                        self.expr(callee);
                        (None, None)
                    }
                };
                self.out.calls.push(Call {
                    name,
                    sym,
                    span: e.span,
                });
                for a in args {
                    // An array or pointer handed to a function may be written through,
                    // at any element.
                    let reach = match self.syms.type_of(a) {
                        Some(t) if t.is_pointer() => Some(Reach::through(a, false, self.syms)),
                        Some(t) if t.is_array() => Some(Reach::of(a, self.syms)),
                        _ => None,
                    };
                    if let Some(reach) = reach.filter(|_| !is_pure_function(callee)) {
                        if let Some(id) = base_variable(a, self.syms) {
                            self.expr(a);
                            self.push(
                                id,
                                AccessKind::Update,
                                a.span,
                                Vec::new(),
                                true,
                                reach,
                                None,
                            );
                            continue;
                        }
                    }
                    self.expr(a);
                }
            }
            ExprKind::Cast { expr, .. }
            | ExprKind::SizeofExpr(expr)
            | ExprKind::AlignofExpr(expr)
            | ExprKind::VaArg { expr, .. } => {
                if !matches!(e.kind, ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_)) {
                    self.expr(expr)
                }
            }
            ExprKind::CompoundLiteral { items, .. } => {
                for it in items {
                    self.init(&it.init);
                }
            }
            ExprKind::StmtExpr(b) => self.block(b),
            ExprKind::Generic { control, assocs } => {
                let _ = control;
                for a in assocs {
                    self.expr(&a.expr);
                }
            }
            ExprKind::Comma(list) => {
                for x in list {
                    self.expr(x);
                }
            }
            ExprKind::IntLit(_)
            | ExprKind::FloatLit(_)
            | ExprKind::CharLit(_)
            | ExprKind::StrLit(_)
            | ExprKind::SizeofType(_)
            | ExprKind::AlignofType(_)
            | ExprKind::Offsetof { .. }
            | ExprKind::TypesCompatible(..)
            | ExprKind::Nullptr
            | ExprKind::BoolLit(_) => {}
        }
    }
}

/// The variable at the root of an lvalue or pointer expression (`a` in `a[i].f`, `p + 1`).
pub fn base_variable(e: &Expr, syms: &Symbols) -> Option<SymbolId> {
    match &e.kind {
        ExprKind::Ident(i) => syms
            .resolve(i)
            .filter(|&id| syms.get(id).kind == SymbolKind::Variable),
        ExprKind::Index { base, .. } | ExprKind::Member { base, .. } => base_variable(base, syms),
        ExprKind::Unary {
            op: UnaryOp::Deref | UnaryOp::AddrOf,
            expr,
        }
        | ExprKind::Cast { expr, .. } => base_variable(expr, syms),
        ExprKind::Binary {
            op: BinaryOp::Add | BinaryOp::Sub,
            lhs,
            ..
        } => base_variable(lhs, syms),
        _ => None,
    }
}

/// `x = x op e` or `x = e op x` (commutative op): the operator, for reduction recognition,
/// `e`, the operand other than `x`, and whether `x` comes first.
fn self_update_operand<'e>(
    lhs: &Expr,
    rhs: &'e Expr,
    syms: &Symbols,
) -> Option<(BinaryOp, &'e Expr, bool)> {
    let same = |e: &Expr| same_lvalue(lhs, e, syms);
    match &rhs.kind {
        ExprKind::Binary { op, lhs: a, rhs: b } => {
            let commutative = matches!(
                op,
                BinaryOp::Add
                    | BinaryOp::Mul
                    | BinaryOp::BitAnd
                    | BinaryOp::BitOr
                    | BinaryOp::BitXor
                    | BinaryOp::LogAnd
                    | BinaryOp::LogOr
            );
            if same(a) {
                Some((*op, &**b, true))
            } else if commutative && same(b) {
                Some((*op, &**a, false))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Whether two expressions designate the same object (`x`, `a[i]`, `s.f`, `*(p + k)`,
/// `t[(int)(e)]`): structural equality ignoring spans, over the side-effect-free forms
/// that subscripts and lvalues are written with. Casts are equal when they name the same
/// type (`syms` knows each type name's type).
pub fn same_lvalue(a: &Expr, b: &Expr, syms: &Symbols) -> bool {
    let same = |x: &Expr, y: &Expr| same_lvalue(x, y, syms);
    match (&a.kind, &b.kind) {
        (ExprKind::Ident(x), ExprKind::Ident(y)) => x.name == y.name,
        (
            ExprKind::Index {
                base: b1,
                index: i1,
            },
            ExprKind::Index {
                base: b2,
                index: i2,
            },
        ) => same(b1, b2) && same(i1, i2),
        (
            ExprKind::Member {
                base: b1,
                member: m1,
                arrow: a1,
            },
            ExprKind::Member {
                base: b2,
                member: m2,
                arrow: a2,
            },
        ) => a1 == a2 && m1.name == m2.name && same(b1, b2),
        (ExprKind::IntLit(x), ExprKind::IntLit(y))
        | (ExprKind::FloatLit(x), ExprKind::FloatLit(y))
        | (ExprKind::CharLit(x), ExprKind::CharLit(y)) => x == y,
        (
            ExprKind::Binary {
                op: o1,
                lhs: l1,
                rhs: r1,
            },
            ExprKind::Binary {
                op: o2,
                lhs: l2,
                rhs: r2,
            },
        ) => o1 == o2 && same(l1, l2) && same(r1, r2),
        // Increments and decrements change what they name: never the same object twice.
        (ExprKind::Unary { op: o1, expr: e1 }, ExprKind::Unary { op: o2, expr: e2 }) => {
            o1 == o2
                && !matches!(
                    o1,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                )
                && same(e1, e2)
        }
        (ExprKind::Cast { ty: t1, expr: e1 }, ExprKind::Cast { ty: t2, expr: e2 }) => {
            let (t1, t2) = (
                syms.type_names.get(&t1.span.lo),
                syms.type_names.get(&t2.span.lo),
            );
            t1.is_some() && t1 == t2 && same(e1, e2)
        }
        _ => false,
    }
}

/// C library functions without side effects on their pointer arguments' targets
/// (for the purpose of deciding whether an argument may be written).
pub fn is_pure_function(callee: &Expr) -> bool {
    matches!(&callee.kind, ExprKind::Ident(i) if crate::builtins::is_math_function(&i.name) || matches!(i.name.as_str(), "strlen" | "strcmp" | "strncmp" | "memcmp"))
}

#[cfg(test)]
mod tests {
    use accc_front::parser::parse_translation_unit;
    use accc_front::SourceMap;

    use super::*;

    /// Each access to `name` in `body`, a function of `p`, `q` (pointers to a struct), `v`
    /// (a struct) and scalars `x`, `i`: its kind and reach.
    fn reaches(body: &str, name: &str) -> Vec<(AccessKind, Reach)> {
        let src = format!(
            "typedef struct {{ int n; float *data; struct {{ float *p; }} in; }} vec;\n\
             void f(float *); void g(vec *);\n\
             void t(vec *p, vec *q, vec v, float x, int i) {{ {body} }}\n"
        );
        let sm = SourceMap::new("t.c", src);
        let (tu, diags) = parse_translation_unit(sm.text());
        assert!(diags.is_empty(), "{diags:?}");
        let syms = crate::scope::resolve(&tu, &sm, &mut |_| {});
        let Some(ExternalDeclKind::Function(fun)) = tu.items.last().map(|d| &d.kind) else {
            panic!("no function");
        };
        let mut c = Collector::new(&syms);
        c.block(&fun.body);
        let acc = c.finish();
        acc.list
            .iter()
            .filter(|a| syms.get(a.sym).name == name)
            .map(|a| (a.kind, a.reach))
            .collect()
    }

    #[test]
    fn a_struct_pointer_is_reached_at_its_first_element_only_through_members_and_index_0() {
        for body in [
            "p->n = 1;",
            "x = (*p).n;",
            "x = p[0].n;",
            "p->data[i] = x;",
            "x = p->in.p[2];",
            "f(p->data);",
        ] {
            let uses = reaches(body, "p");
            assert!(!uses.is_empty(), "{body}");
            assert!(
                uses.iter().all(|(_, r)| r.first_element),
                "{body}: {uses:?}"
            );
        }
        for body in [
            "x = p[1].n;",
            "g(p);",
            "q = p;",
            "x = (p + 1)->n;",
            "x = ((vec *)p)->n;",
        ] {
            let uses = reaches(body, "p");
            assert!(
                uses.iter().any(|(_, r)| !r.first_element),
                "{body}: {uses:?}"
            );
        }
    }

    #[test]
    fn writes_through_a_pointer_member_go_beyond_the_struct() {
        let written = |body: &str, name: &str| -> Vec<bool> {
            reaches(body, name)
                .into_iter()
                .filter(|(k, _)| *k != AccessKind::Read)
                .map(|(_, r)| r.beyond_member)
                .collect()
        };
        assert_eq!(written("v.data[i] = x;", "v"), [true]);
        assert_eq!(written("*v.data = x;", "v"), [true]);
        assert_eq!(written("v.in.p[i] += x;", "v"), [true]);
        assert_eq!(written("f(v.data);", "v"), [true]);
        assert_eq!(written("p->in.p[0] = x;", "p"), [true]);
        assert_eq!(written("v.n = 1;", "v"), [false]);
        assert_eq!(written("p->n++;", "p"), [false]);
        assert_eq!(written("g(&v);", "v"), [false]);
    }
}
