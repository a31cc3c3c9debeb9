//! The lowering of one body of device code (a kernel's statements, a routine's body),
//! decided before the device printer writes it (`accc_ir::lowered::BodyLowering`): each
//! `atomic` statement (`lower::atomic`), call (`lower::calls`), expression computing with
//! a complex value and initialiser converting one (`lower::complex`), `sizeof` of an
//! expression (`lower::sizes`), and what each item of a braced list initialises
//! (`lower::items`: the CUDA printer orders designated initialisers by it), by span,
//! with the errors of all of them, once.
//!
//! One walk decides them all. It goes where the printer goes: into nested statements,
//! `for` headers (a declaration's too), declarations' initialisers and array sizes,
//! statement expressions, compound literals and initialiser lists (their designators'
//! subscripts, each item with the type it initialises); where a complex value is lowered,
//! into the operands the lowering keeps (the printer writes those, not the expression's
//! other parts); into a call's arguments, not its callee (which the printer names from the
//! record) nor the arguments of a `<math.h>` constant; into the operand of a `sizeof`
//! written as is, not of one written as its type; into the parts of an atomic statement
//! its record writes. So the errors are those of the code printed, as when the printer
//! asked the passes per expression.

use accc_front::ast::{
    ArraySize, Block, BlockItem, Declaration, Derived, Expr, ExprKind, ForInit, InitItem,
    Initializer, LocalDeclKind, Pragma, Stmt, StmtKind,
};
use accc_front::directive::{ClauseKind, DirectiveArg, DirectiveKind, SubscriptKind};
use accc_front::{Diagnostic, Span};
use accc_ir::atomic::{Form, Lowered, Operand};
use accc_ir::calls::Callee;
use accc_ir::complex::Value;
use accc_ir::lowered::BodyLowering;
use accc_ir::sizes::Sizeof;
use accc_ir::spaces::CodeSpaces;
use accc_ir::{Caps, Module};
use accc_sema::analyze::Sema;
use accc_sema::Type;

use super::{atomic, calls, complex, items, sizes};

/// A body of device code: a kernel's statements, or a routine's block.
#[derive(Clone, Copy)]
pub enum Body<'r, 'a> {
    Statements(&'r [&'a Stmt]),
    Block(&'a Block),
}

/// What the decisions need of the code around, each pass's own.
pub struct Context<'a> {
    pub atomics: atomic::Context<'a>,
    pub calls: calls::Context<'a>,
    pub complex: complex::Context<'a>,
}

/// The lowering records of `body`, by span, and the errors of what the device cannot run,
/// in the order the walk meets them.
pub fn decide<'a>(
    body: Body<'_, 'a>,
    sema: &'a Sema,
    cx: &Context<'_>,
) -> (BodyLowering<'a>, Vec<Diagnostic>) {
    let mut walk = Walk {
        sema,
        cx,
        lowering: BodyLowering::default(),
        errors: Vec::new(),
    };
    match body {
        Body::Statements(roots) => roots.iter().for_each(|s| walk.stmt(s)),
        Body::Block(b) => walk.block(b),
    }
    (walk.lowering, walk.errors)
}

/// [`decide`] for device code of `module` on a target of `caps`, whose code has the spaces
/// `spaces` (OpenCL; `None` where pointers are generic): its calls go to the module's
/// routines as device code calls them.
pub fn decide_in_module<'a>(
    body: Body<'_, 'a>,
    (module, sema): (&Module<'_>, &'a Sema),
    caps: Caps,
    spaces: Option<&CodeSpaces>,
) -> (BodyLowering<'a>, Vec<Diagnostic>) {
    let symbols = &sema.symbols;
    let defined = calls::defined(module);
    let cx = Context {
        atomics: atomic::Context {
            symbols,
            caps,
            spaces,
        },
        calls: calls::Context {
            symbols,
            routines: &module.routines,
            bound: &module.routine_binds,
            defined: &defined,
            routine_globals: &module.routine_globals,
            spaces,
            printf_format_literal: caps.printf_format_literal,
        },
        complex: complex::Context {
            symbols,
            routines: &module.routines,
        },
    };
    decide(body, sema, &cx)
}

/// The walk of [`decide`].
struct Walk<'s, 'a> {
    sema: &'a Sema,
    cx: &'s Context<'s>,
    lowering: BodyLowering<'a>,
    errors: Vec<Diagnostic>,
}

impl<'a> Walk<'_, 'a> {
    fn stmt(&mut self, s: &'a Stmt) {
        self.directive_expressions(&s.pragmas);
        let kind = (s.pragmas.iter()).find_map(|p| match self.sema.directive(p)?.kind {
            DirectiveKind::Atomic(k) => Some(k),
            _ => None,
        });
        if let Some(kind) = kind {
            return self.atomic(kind, s);
        }
        match &s.kind {
            StmtKind::Compound(b) => self.block(b),
            StmtKind::Expr(e) | StmtKind::GotoComputed(e) | StmtKind::Return(Some(e)) => {
                self.expr(e)
            }
            StmtKind::If { cond, then, els } => {
                self.expr(cond);
                self.stmt(then);
                if let Some(e) = els {
                    self.stmt(e);
                }
            }
            StmtKind::Switch { cond, body }
            | StmtKind::While { cond, body }
            | StmtKind::DoWhile { body, cond } => {
                self.expr(cond);
                self.stmt(body);
            }
            StmtKind::Case { lo, hi, body } => {
                self.expr(lo);
                if let Some(h) = hi {
                    self.expr(h);
                }
                self.stmt(body);
            }
            StmtKind::Default(body) | StmtKind::Labeled { body, .. } => self.stmt(body),
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                match init {
                    Some(ForInit::Decl(d)) => self.declaration(d),
                    Some(ForInit::Expr(e)) => self.expr(e),
                    None => {}
                }
                for e in [cond, step].into_iter().flatten() {
                    self.expr(e);
                }
                self.stmt(body);
            }
            _ => {}
        }
    }

    /// The expressions of a `cache` or `fcw` directive in the body that the printer writes
    /// in device code: a cached range's `lower`, an `fcw` range's pivot (the start of the
    /// copy a thread's accesses are relative to).
    fn directive_expressions(&mut self, pragmas: &'a [Pragma]) {
        for d in pragmas.iter().filter_map(|p| self.sema.directive(p)) {
            if let Some(DirectiveArg::Cache(args)) = &d.arg {
                for subscript in args.vars.iter().flat_map(|v| &v.subscripts) {
                    if let SubscriptKind::Section {
                        lower: Some(lower), ..
                    } = &subscript.kind
                    {
                        self.expr(lower);
                    }
                }
            }
            for clause in &d.clauses {
                if let ClauseKind::Fcw(fcw) = &clause.kind {
                    for dim in fcw.vars.iter().flat_map(|v| &v.dims) {
                        self.expr(&dim.pivot);
                    }
                }
            }
        }
    }

    /// The `atomic` statement `s`: its record, and the code the record writes (the
    /// statement as written, or the object and the values it reads or stores).
    fn atomic(&mut self, kind: accc_front::directive::AtomicKind, s: &'a Stmt) {
        let lowered = match atomic::decide(kind, s, &self.cx.atomics) {
            Ok(lowered) => lowered,
            Err(e) => {
                self.errors.push(e);
                self.lowering.atomics.insert(s.span, None);
                return;
            }
        };
        self.lowering.atomics.insert(s.span, Some(lowered.clone()));
        let access = match lowered {
            Lowered::Private => return self.as_written(s),
            Lowered::Access(access) => access,
        };
        self.expr(access.x);
        match access.form {
            Form::ConstLoad { v } | Form::Load { v } => self.expr(v),
            Form::Store { value } => self.expr(value),
            Form::Update { operand, .. } => self.operand(operand),
            Form::Capture { v, operand, .. } => {
                self.expr(v);
                self.operand(operand);
            }
        }
        // (The run-time test of where the object lives runs the statement as written.)
        if access.local_check {
            self.as_written(s);
        }
    }

    fn operand(&mut self, operand: Operand<'a>) {
        if let Operand::Expr(e) = operand {
            self.expr(e);
        }
    }

    /// An atomic statement as the user wrote it.
    fn as_written(&mut self, s: &'a Stmt) {
        match &s.kind {
            StmtKind::Compound(b) => self.block(b),
            StmtKind::Expr(e) => self.expr(e),
            _ => {}
        }
    }

    fn block(&mut self, b: &'a Block) {
        for item in &b.items {
            match item {
                BlockItem::Stmt(s) => self.stmt(s),
                BlockItem::Decl(d) => {
                    self.directive_expressions(&d.pragmas);
                    if let LocalDeclKind::Decl(decl) = &d.kind {
                        self.declaration(decl);
                    }
                }
            }
        }
    }

    /// Each declarator's initialiser, with the declared object's type, and array sizes.
    fn declaration(&mut self, d: &'a Declaration) {
        for init in &d.declarators {
            if let Some(i) = &init.init {
                let symbols = &self.sema.symbols;
                let ty =
                    (symbols.declared_by(&init.declarator)).map(|id| symbols.get(id).ty.clone());
                self.initializer(i, ty.as_ref());
            }
            for derived in &init.declarator.derived {
                if let Derived::Array {
                    size: ArraySize::Expr(e),
                    ..
                } = derived
                {
                    self.expr(e);
                }
            }
        }
    }

    /// An initialiser of an object of type `ty`: a value converted where a complex value
    /// meets another type, or a list.
    fn initializer(&mut self, init: &'a Initializer, ty: Option<&Type>) {
        match init {
            Initializer::Expr(e) => {
                if self.lowering.initializers.contains_key(&e.span) {
                    return;
                }
                let (value, mut errors) = complex::decide_initializer(e, ty, &self.cx.complex);
                self.errors.append(&mut errors);
                self.lowering.initializers.insert(e.span, value.clone());
                match value {
                    Some(value) => self.operands_of(&value),
                    None => self.expr(e),
                }
            }
            Initializer::List { items, span } => self.list(items, *span, ty),
        }
    }

    /// The items of braced list `span` (an initialiser's or a compound literal's) of
    /// `ty`, and what each initialises.
    fn list(&mut self, list: &'a [InitItem], span: Span, ty: Option<&Type>) {
        let symbols = &self.sema.symbols;
        let targets = items::item_targets(list, ty, &|e| symbols.type_of(e));
        for (item, target) in list.iter().zip(&targets) {
            for d in &item.designators {
                match d {
                    accc_front::ast::Designator::Index(e) => self.expr(e),
                    accc_front::ast::Designator::Range(a, b) => {
                        self.expr(a);
                        self.expr(b);
                    }
                    accc_front::ast::Designator::Member(_) => {}
                }
            }
            self.initializer(&item.init, target.ty.as_ref());
        }
        self.lowering.lists.insert(span, targets);
    }

    /// The operands a complex lowering keeps, as the printer writes them.
    fn operands_of(&mut self, value: &Value<'a>) {
        for operand in value.operands() {
            self.expr(operand);
        }
    }

    fn expr(&mut self, e: &'a Expr) {
        // (An expression the printer writes twice is decided once: its errors too.)
        if self.lowering.complex.contains_key(&e.span) {
            return;
        }
        let (value, mut errors) = complex::decide(e, &self.cx.complex);
        self.errors.append(&mut errors);
        self.lowering.complex.insert(e.span, value.clone());
        if let Some(value) = value {
            return self.operands_of(&value);
        }
        match &e.kind {
            ExprKind::Call { callee, args } => self.call(e, callee, args),
            ExprKind::SizeofExpr(operand) => {
                let size = sizes::decide(operand, self.sema);
                let as_written = size == Sizeof::AsWritten;
                self.lowering.sizes.insert(e.span, size);
                if as_written {
                    self.expr(operand);
                }
            }
            ExprKind::Index { base, index } => {
                self.expr(base);
                self.expr(index);
            }
            ExprKind::Cast { expr, .. }
            | ExprKind::Unary { expr, .. }
            | ExprKind::AlignofExpr(expr)
            | ExprKind::Member { base: expr, .. } => self.expr(expr),
            ExprKind::Assign { lhs, rhs, .. } | ExprKind::Binary { lhs, rhs, .. } => {
                self.expr(lhs);
                self.expr(rhs);
            }
            ExprKind::Cond { cond, then, els } => {
                self.expr(cond);
                if let Some(t) = then {
                    self.expr(t);
                }
                self.expr(els);
            }
            ExprKind::Comma(list) => list.iter().for_each(|x| self.expr(x)),
            ExprKind::StmtExpr(b) => self.block(b),
            ExprKind::CompoundLiteral { items, list, .. } => {
                let ty = self.sema.symbols.type_of(e);
                self.list(items, *list, ty.as_ref());
            }
            _ => {}
        }
    }

    /// The call `e`: its record and its arguments (a `<math.h>` constant has none
    /// printed).
    fn call(&mut self, e: &'a Expr, callee: &'a Expr, args: &'a [Expr]) {
        let (call, error) = calls::decide(e, callee, args, &self.cx.calls);
        self.errors.extend(error);
        let constant = matches!(call.callee, Callee::FpConstant { .. });
        self.lowering.calls.insert(e.span, call);
        if !constant {
            args.iter().for_each(|a| self.expr(a));
        }
    }
}
