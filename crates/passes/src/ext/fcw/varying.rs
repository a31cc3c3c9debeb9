//! What varies from one thread of a communicating block to another (D §6.2.2: the block's
//! threads meet at barriers, so a barrier must be reached by all of them or by none).
//!
//! The communicating loops' variables vary (each thread runs its own iteration). A scalar
//! assigned in the communicating loop's body varies when a value assigned to it varies,
//! when an assignment is under thread-dependent control, or when its address escapes. A
//! loop varies (its trip count may differ between threads) when its header reads a varying
//! value or a thread-dependent jump leaves it. A thread-dependent `return`, `goto`, or
//! `break`/`continue` of the communicating loop is an early exit: what follows it is
//! under thread-dependent control. The sets grow to a fixed point.
//!
//! For pivots the analysis also gives *lane forms*: an expression is `base + Σ ρ_l·lane_l`
//! with a block-uniform `base` and constant `ρ_l`, one per communicating loop (D §6.2.1's
//! "range … specified with respect to … the induction variable of the outer parallel
//! work-sharing loop"; EXTENSIONS §1 "require pivot = base + ρ·lane").

use std::collections::{HashMap, HashSet};

use accc_front::ast::{
    BinaryOp, BlockItem, Expr, ExprKind, ForInit, Initializer, LocalDeclKind, Stmt, StmtKind,
    UnaryOp,
};
use accc_front::Span;
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

use super::CommunicatingLoop;

/// A value assigned to a scalar in the communicating loop's body.
struct Def<'a> {
    sym: SymbolId,
    /// The value (the right-hand side; for `x op= e`, `e`); `None` for `x++` and its
    /// kind, which keep `x` as uniform as it was.
    value: Option<&'a Expr>,
    /// The address escapes (`&x`) or the initialiser is a list: anything may land there.
    opaque: bool,
    /// A declaration's initialiser outside every condition and inner loop.
    straight_decl: bool,
    place: Place<'a>,
}

/// Where a statement or expression sits in the communicating loop's body.
#[derive(Clone, Default)]
pub struct Place<'a> {
    /// Conditions that decide whether it runs: of `if`, `switch`, `?:`, `&&`, `||`, and of
    /// the enclosing inner loops.
    pub conds: Vec<&'a Expr>,
    /// The enclosing inner loops (not the communicating loops), outermost first.
    pub loops: Vec<&'a Stmt>,
    /// Its position, for early exits before it.
    pub at: u32,
}

/// A `break`, `continue`, `return` or `goto`.
struct Jump<'a> {
    span: Span,
    /// The inner loop (or `switch`) a `break`/`continue` leaves; `None` when the jump
    /// leaves the communicating loop's iteration.
    leaves: Option<&'a Stmt>,
    place: Place<'a>,
}

/// What `break` and `continue` leave: an inner loop or `switch` (`None`: the
/// communicating loop's iteration).
#[derive(Clone, Copy, Default)]
struct Targets<'a> {
    break_leaves: Option<&'a Stmt>,
    continue_leaves: Option<&'a Stmt>,
}

impl<'a> Targets<'a> {
    fn of_loop(l: &'a Stmt) -> Targets<'a> {
        Targets {
            break_leaves: Some(l),
            continue_leaves: Some(l),
        }
    }
}

/// The thread-dependence facts of one communicating loop nest.
pub struct Varying<'a> {
    communicating: Vec<CommunicatingLoop>,
    /// Scalars whose value may differ between the threads of a block.
    vars: HashSet<SymbolId>,
    /// Inner loops whose trip count may differ between threads.
    loops: HashSet<Span>,
    /// Thread-dependent exits from a thread's iteration, in source order.
    pub early_exits: Vec<Span>,
    /// Arrays whose elements the body writes (their elements may vary).
    written_arrays: HashSet<SymbolId>,
    /// Locals assigned once, by their declaration, outside conditions: their lane form is
    /// their initialiser's.
    definitions: HashMap<SymbolId, &'a Expr>,
    /// Where each statement of the body sits.
    places: HashMap<Span, Place<'a>>,
    sema: &'a Sema,
}

/// Collects the definitions and jumps of a body.
struct Collector<'a> {
    sema: &'a Sema,
    /// The communicating loops' statements, not inner loops.
    communicating: Vec<Span>,
    defs: Vec<Def<'a>>,
    jumps: Vec<Jump<'a>>,
    places: HashMap<Span, Place<'a>>,
}

impl<'a> Varying<'a> {
    /// Analyses `body`, the outermost communicating loop's body, where the `communicating`
    /// loops (outermost first) give each thread its iteration.
    pub fn of(body: &'a Stmt, communicating: &[CommunicatingLoop], sema: &'a Sema) -> Varying<'a> {
        let mut c = Collector {
            sema,
            communicating: communicating.iter().map(|l| l.span).collect(),
            defs: Vec::new(),
            jumps: Vec::new(),
            places: HashMap::new(),
        };
        c.stmt(body, &Place::default(), Targets::default());
        let written_arrays = access::collect_stmt(body, &sema.symbols)
            .list
            .iter()
            .filter(|a| a.is_element && a.kind != AccessKind::Read)
            .map(|a| a.sym)
            .collect();
        let mut definitions = HashMap::new();
        for d in &c.defs {
            let once = c.defs.iter().filter(|o| o.sym == d.sym).count() == 1;
            if let (true, true, Some(v)) = (once, d.straight_decl, d.value) {
                definitions.insert(d.sym, v);
            }
        }
        let mut v = Varying {
            communicating: communicating.to_vec(),
            vars: communicating.iter().map(|l| l.var).collect(),
            loops: HashSet::new(),
            early_exits: Vec::new(),
            written_arrays,
            definitions,
            places: c.places,
            sema,
        };
        v.settle(&c.defs, &c.jumps);
        v
    }

    /// Grows the varying sets until nothing changes.
    fn settle(&mut self, defs: &[Def<'a>], jumps: &[Jump<'a>]) {
        loop {
            let before = (self.vars.len(), self.loops.len(), self.early_exits.len());
            for j in jumps {
                if !self.place_varies(&j.place) {
                    continue;
                }
                match j.leaves {
                    // A `break` that leaves a `switch` changes no trip count.
                    Some(l) if matches!(l.kind, StmtKind::Switch { .. }) => {}
                    Some(l) => {
                        self.loops.insert(l.span);
                    }
                    None => {
                        // Every enclosing inner loop is left too.
                        self.loops.extend(j.place.loops.iter().map(|l| l.span));
                        if !self.early_exits.contains(&j.span) {
                            self.early_exits.push(j.span);
                        }
                    }
                }
            }
            for d in defs {
                let varies = d.opaque
                    || d.value.is_some_and(|e| self.expr_varies(e))
                    || self.place_varies(&d.place);
                if varies {
                    self.vars.insert(d.sym);
                }
            }
            if before == (self.vars.len(), self.loops.len(), self.early_exits.len()) {
                break;
            }
        }
        self.early_exits.sort_by_key(|s| s.lo);
    }

    /// Whether code at `place` may run in some threads of a block and not in others.
    pub fn place_varies(&self, place: &Place<'_>) -> bool {
        place.conds.iter().any(|c| self.expr_varies(c))
            || place.loops.iter().any(|l| self.loops.contains(&l.span))
            || self.exit_before(place.at).is_some()
    }

    /// The first thread-dependent early exit before position `at`.
    pub fn exit_before(&self, at: u32) -> Option<Span> {
        self.early_exits.iter().copied().find(|e| e.lo < at)
    }

    /// Where the statement spanning `stmt` sits in the body.
    pub fn place_of(&self, stmt: Span) -> Option<&Place<'a>> {
        self.places.get(&stmt)
    }

    /// Whether the trip count of the inner loop `l` may differ between threads.
    pub fn loop_varies(&self, l: &Stmt) -> bool {
        let cond = match &l.kind {
            StmtKind::For { cond, .. } => cond.as_ref(),
            StmtKind::While { cond, .. } | StmtKind::DoWhile { cond, .. } => Some(cond),
            _ => None,
        };
        self.loops.contains(&l.span) || cond.is_some_and(|c| self.expr_varies(c))
    }

    /// Whether `e`'s value may differ between the threads of a block.
    pub fn expr_varies(&self, e: &Expr) -> bool {
        let mut varies = false;
        e.walk(&mut |x| match &x.kind {
            ExprKind::Ident(i) => {
                varies |= self
                    .sema
                    .symbols
                    .resolve(i)
                    .is_some_and(|s| self.vars.contains(&s));
            }
            ExprKind::Index { .. } => {
                varies |= access::base_variable(x, &self.sema.symbols)
                    .is_none_or(|s| self.written_arrays.contains(&s));
            }
            ExprKind::Call { callee, .. } => {
                varies |= callee
                    .ident_name()
                    .is_none_or(|n| !accc_sema::builtins::is_math_function(n));
            }
            ExprKind::Unary {
                op: UnaryOp::Deref, ..
            }
            | ExprKind::Member { arrow: true, .. } => varies = true,
            _ => {}
        });
        varies
    }

    /// `e` as `base + Σ ρ_l·lane_l` (the `ρ_l` in the communicating loops' order, the
    /// base uniform across the block), or `None` when it is not of that form.
    pub fn lane_form(&self, e: &Expr) -> Option<Vec<i128>> {
        self.form(e, 0)
    }

    fn form(&self, e: &Expr, depth: u32) -> Option<Vec<i128>> {
        if depth > 16 {
            return None;
        }
        let uniform = vec![0; self.communicating.len()];
        if let Some(l) = self.loop_of(e) {
            let mut f = uniform;
            f[l] = self.communicating[l].step?;
            return Some(f);
        }
        let is_uniform = |f: &[i128]| f.iter().all(|r| *r == 0);
        match &e.kind {
            ExprKind::Ident(i) => match self.definitions.get(&self.sema.symbols.resolve(i)?) {
                Some(def) => self.form(def, depth + 1),
                None => (!self.expr_varies(e)).then_some(uniform),
            },
            ExprKind::Cast { expr, .. }
            | ExprKind::Unary {
                op: UnaryOp::Plus,
                expr,
            } => self.form(expr, depth + 1),
            ExprKind::Unary {
                op: UnaryOp::Neg,
                expr,
            } => combine(&uniform, &self.form(expr, depth + 1)?, -1),
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = (self.form(lhs, depth + 1), self.form(rhs, depth + 1));
                match op {
                    BinaryOp::Add => combine(&a?, &b?, 1),
                    BinaryOp::Sub => combine(&a?, &b?, -1),
                    BinaryOp::Mul => {
                        let (a, b) = (a?, b?);
                        match (is_uniform(&a), is_uniform(&b)) {
                            (true, true) => Some(uniform),
                            (true, false) => scale(&b, constant(lhs, self.sema)?),
                            (false, true) => scale(&a, constant(rhs, self.sema)?),
                            (false, false) => None,
                        }
                    }
                    BinaryOp::Shl => {
                        let s = constant(rhs, self.sema).filter(|s| (0..63).contains(s))?;
                        scale(&a?, 1i128 << s)
                    }
                    _ => self
                        .block_split(*op, lhs, rhs)
                        .or_else(|| (is_uniform(&a?) && is_uniform(&b?)).then_some(uniform)),
                }
            }
            ExprKind::Cond { cond, then, els } => {
                let parts = [Some(&**cond), then.as_deref(), Some(&**els)];
                let all_uniform = parts
                    .into_iter()
                    .flatten()
                    .all(|p| self.form(p, depth + 1).is_some_and(|f| is_uniform(&f)));
                all_uniform.then_some(uniform)
            }
            _ => (!self.expr_varies(e)).then_some(uniform),
        }
    }

    /// `i >> s`, `i / d`, `i & (d-1)`, `i % d` of a communicating loop's variable `i`
    /// whose iterations start at a multiple of its vector size `V` and step by one: with
    /// `d` a multiple of `V`, the first two are the same in every thread of a block and
    /// the last two are `base + lane` (how A.2 and A.6 compute `np>>TILESIZELOG`,
    /// `rs&15`). Anything else of the kind is not a lane form.
    fn block_split(&self, op: BinaryOp, lhs: &Expr, rhs: &Expr) -> Option<Vec<i128>> {
        if !matches!(
            op,
            BinaryOp::Shr | BinaryOp::Div | BinaryOp::BitAnd | BinaryOp::Rem
        ) {
            return None;
        }
        let l = self.loop_of(lhs)?;
        let lp = &self.communicating[l];
        let v = i128::from(lp.vector);
        let aligned = lp.step == Some(1) && lp.lower.is_some_and(|lb| lb >= 0 && lb % v == 0);
        let c = constant(rhs, self.sema)?;
        let divisor = match op {
            BinaryOp::Shr => (0..63).contains(&c).then(|| 1i128 << c)?,
            BinaryOp::BitAnd => (c >= 0 && (c + 1) & c == 0).then_some(c + 1)?,
            _ => c,
        };
        if !aligned || divisor <= 0 || divisor % v != 0 {
            return None;
        }
        let mut f = vec![0; self.communicating.len()];
        if matches!(op, BinaryOp::BitAnd | BinaryOp::Rem) {
            f[l] = 1;
        }
        Some(f)
    }

    /// Which communicating loop `e` is the variable of.
    fn loop_of(&self, e: &Expr) -> Option<usize> {
        let ExprKind::Ident(i) = &strip_casts(e).kind else {
            return None;
        };
        let sym = self.sema.symbols.resolve(i)?;
        self.communicating.iter().position(|l| l.var == sym)
    }
}

/// `a + sign·b`, coefficient by coefficient.
fn combine(a: &[i128], b: &[i128], sign: i128) -> Option<Vec<i128>> {
    a.iter()
        .zip(b)
        .map(|(x, y)| x.checked_add(sign.checked_mul(*y)?))
        .collect()
}

fn scale(f: &[i128], by: i128) -> Option<Vec<i128>> {
    f.iter().map(|r| r.checked_mul(by)).collect()
}

fn strip_casts(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Cast { expr, .. } => strip_casts(expr),
        _ => e,
    }
}

/// The value of an integer constant expression (literals, enumeration constants).
pub fn constant(e: &Expr, sema: &Sema) -> Option<i128> {
    accc_sema::consteval::eval(e, &|_| None)
        .or_else(|| accc_sema::loops::affine(e, &sema.symbols)?.as_constant())
}

impl<'a> Collector<'a> {
    fn stmt(&mut self, s: &'a Stmt, place: &Place<'a>, targets: Targets<'a>) {
        let here = Place {
            at: s.span.lo,
            ..place.clone()
        };
        self.places.insert(s.span, here.clone());
        match &s.kind {
            StmtKind::Compound(b) => {
                for item in &b.items {
                    match item {
                        BlockItem::Stmt(x) => self.stmt(x, &here, targets),
                        BlockItem::Decl(d) => {
                            if let LocalDeclKind::Decl(decl) = &d.kind {
                                let at = Place {
                                    at: d.span.lo,
                                    ..here.clone()
                                };
                                self.declaration(decl, &at);
                            }
                        }
                    }
                }
            }
            StmtKind::Expr(e) => self.expr(e, &here),
            StmtKind::Return(e) => {
                if let Some(e) = e {
                    self.expr(e, &here);
                }
                self.jump(s.span, None, &here);
            }
            StmtKind::Goto(_) | StmtKind::GotoComputed(_) => self.jump(s.span, None, &here),
            StmtKind::Break => self.jump(s.span, targets.break_leaves, &here),
            StmtKind::Continue => self.jump(s.span, targets.continue_leaves, &here),
            StmtKind::If { cond, then, els } => {
                self.expr(cond, &here);
                let inner = with_cond(&here, cond);
                self.stmt(then, &inner, targets);
                if let Some(e) = els {
                    self.stmt(e, &inner, targets);
                }
            }
            StmtKind::Switch { cond, body } => {
                self.expr(cond, &here);
                let inside = Targets {
                    break_leaves: Some(s),
                    ..targets
                };
                self.stmt(body, &with_cond(&here, cond), inside);
            }
            StmtKind::Case { body, .. }
            | StmtKind::Default(body)
            | StmtKind::Labeled { body, .. } => self.stmt(body, &here, targets),
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                let inner = self.enter_loop(s, &here, [Some(cond)]);
                self.expr(cond, &inner);
                self.stmt(body, &inner, Targets::of_loop(s));
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.for_loop(s, init.as_ref(), cond.as_ref(), step.as_ref(), body, &here),
            StmtKind::Empty | StmtKind::Asm => {}
        }
    }

    fn for_loop(
        &mut self,
        s: &'a Stmt,
        init: Option<&'a ForInit>,
        cond: Option<&'a Expr>,
        step: Option<&'a Expr>,
        body: &'a Stmt,
        here: &Place<'a>,
    ) {
        // The communicating loops are the threads themselves, not loops of a thread.
        if self.communicating.contains(&s.span) {
            self.stmt(body, here, Targets::default());
            return;
        }
        match init {
            Some(ForInit::Decl(d)) => self.declaration(d, here),
            Some(ForInit::Expr(e)) => self.expr(e, here),
            None => {}
        }
        let inner = self.enter_loop(s, here, [cond]);
        if let Some(c) = cond {
            self.expr(c, &inner);
        }
        if let Some(e) = step {
            self.expr(e, &inner);
        }
        self.stmt(body, &inner, Targets::of_loop(s));
    }

    fn enter_loop<const N: usize>(
        &self,
        s: &'a Stmt,
        here: &Place<'a>,
        conds: [Option<&'a Expr>; N],
    ) -> Place<'a> {
        let mut inner = here.clone();
        inner.loops.push(s);
        inner.conds.extend(conds.into_iter().flatten());
        inner
    }

    fn jump(&mut self, span: Span, leaves: Option<&'a Stmt>, place: &Place<'a>) {
        self.jumps.push(Jump {
            span,
            leaves,
            place: place.clone(),
        });
    }

    fn declaration(&mut self, d: &'a accc_front::ast::Declaration, place: &Place<'a>) {
        for i in &d.declarators {
            let Some(sym) = self.sema.symbols.declared_by(&i.declarator) else {
                continue;
            };
            match &i.init {
                Some(Initializer::Expr(e)) => {
                    self.expr(e, place);
                    self.defs.push(Def {
                        sym,
                        value: Some(e),
                        opaque: false,
                        straight_decl: place.conds.is_empty() && place.loops.is_empty(),
                        place: place.clone(),
                    });
                }
                Some(Initializer::List { .. }) => self.defs.push(Def {
                    sym,
                    value: None,
                    opaque: true,
                    straight_decl: false,
                    place: place.clone(),
                }),
                None => {}
            }
        }
    }

    /// Assignments in `e`, with the conditions of `?:`, `&&` and `||` inside it.
    fn expr(&mut self, e: &'a Expr, place: &Place<'a>) {
        let at = Place {
            at: e.span.lo,
            ..place.clone()
        };
        match &e.kind {
            ExprKind::Assign { lhs, rhs, .. } => {
                if let Some(sym) = self.scalar(lhs) {
                    self.defs.push(Def {
                        sym,
                        value: Some(rhs),
                        opaque: false,
                        straight_decl: false,
                        place: at.clone(),
                    });
                } else {
                    self.expr(lhs, &at);
                }
                self.expr(rhs, &at);
            }
            ExprKind::Unary { op, expr } => {
                let target = match op {
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                        self.scalar(expr).map(|s| (s, false))
                    }
                    UnaryOp::AddrOf => self.root(expr).map(|s| (s, true)),
                    _ => None,
                };
                if let Some((sym, opaque)) = target {
                    self.defs.push(Def {
                        sym,
                        value: None,
                        opaque,
                        straight_decl: false,
                        place: at.clone(),
                    });
                }
                self.expr(expr, &at);
            }
            ExprKind::Binary {
                op: BinaryOp::LogAnd | BinaryOp::LogOr,
                lhs,
                rhs,
            } => {
                self.expr(lhs, &at);
                self.expr(rhs, &with_cond(&at, lhs));
            }
            ExprKind::Cond { cond, then, els } => {
                self.expr(cond, &at);
                let inner = with_cond(&at, cond);
                if let Some(t) = then {
                    self.expr(t, &inner);
                }
                self.expr(els, &inner);
            }
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::Index {
                base: lhs,
                index: rhs,
            } => {
                self.expr(lhs, &at);
                self.expr(rhs, &at);
            }
            ExprKind::Call { callee, args } => {
                self.expr(callee, &at);
                for a in args {
                    self.expr(a, &at);
                }
            }
            ExprKind::Comma(list) => {
                for x in list {
                    self.expr(x, &at);
                }
            }
            ExprKind::Cast { expr, .. } | ExprKind::Member { base: expr, .. } => {
                self.expr(expr, &at)
            }
            _ => {}
        }
    }

    /// The variable `e` names, when it is a plain name.
    fn scalar(&self, e: &Expr) -> Option<SymbolId> {
        match &e.kind {
            ExprKind::Ident(i) => self.sema.symbols.resolve(i),
            _ => None,
        }
    }

    /// The variable at the root of an lvalue whose address is taken (`&x`, `&s.f`).
    fn root(&self, e: &Expr) -> Option<SymbolId> {
        match &e.kind {
            ExprKind::Ident(i) => self.sema.symbols.resolve(i),
            ExprKind::Member {
                base, arrow: false, ..
            } => self.root(base),
            _ => None,
        }
    }
}

fn with_cond<'a>(place: &Place<'a>, cond: &'a Expr) -> Place<'a> {
    let mut p = place.clone();
    p.conds.push(cond);
    p
}
