//! OpenCL C's address spaces for the pointers of device code, decided for the device
//! printer (`accc_ir::spaces`). OpenCL 1.2 has no generic address space: a pointer declared
//! in a kernel or a function points into private memory unless its type says `__global`,
//! `__local` or `__constant`, and a pointer of one space does not convert to another. C
//! code knows nothing of this, so this pass infers, for each pointer variable the device
//! code declares, the space of what it points into — from its initialiser and every
//! assignment to it, those inside statement expressions included — and records how the
//! printer writes each declaration (its qualifier, or one declaration per name where they
//! point into different spaces) and which casts (and compound literals of pointers) keep
//! their operand's space; a routine gets one version per combination of spaces its
//! pointer parameters are called with (`dot` for global arrays, `dot__as_p` for a private
//! one, the spaces of each call recorded), and a version that returns a pointer returns
//! one into the space its `return`s point into. A pointer assigned addresses of two
//! spaces cannot be written in OpenCL C: that is an error naming it, raised here, as is a
//! `for` header declaring pointers into different spaces, or an address of global, local
//! or constant memory stored in a member of a structure (whose pointer members, printed
//! as C declares them, point into private memory). A pointer to pointers (`float **pp`)
//! is printed as C declares it, a routine's parameter with `__global` in front: a local
//! one points to private pointers into private memory, a parameter to private pointers
//! into global memory; giving one the address of other pointers, or storing through one
//! an address of another space, is an error too. CUDA's pointers are generic, so none
//! of this applies there.
//!
//! A kernel's spaces are decided on the region's statements with the [`Facts`] its capture
//! and reductions records give of its variables (private copies, a gang's arrays in local
//! memory, scalars read through their device copy, member pointers passed on their own:
//! [`Facts::of_kernel`]), before any of its code is printed; a routine's version's
//! (`crate::routines`) with the spaces of its pointer parameters and the globals it reads
//! through pointers ([`Facts::of_routine`]). The printer reads the record.

use std::collections::{HashMap, HashSet};

use accc_front::ast::{
    BinaryOp, Block, BlockItem, Declaration, Derived, Expr, ExprKind, ForInit, InitItem,
    Initializer, LocalDeclKind, Stmt, StmtKind, Storage, TypeName, UnaryOp,
};
use accc_front::directive::DirectiveKind;
use accc_front::{Diagnostic, Span};
use accc_ir::kernel::capture::{Capture, CaptureKind};
use accc_ir::kernel::reduce::{Reduced, Reductions};
use accc_ir::lowered::Step;
use accc_ir::spaces::{CodeSpaces, DeclarationSpaces, Space};
use accc_sema::analyze::Sema;
use accc_sema::{SymbolId, Symbols, Type};

/// A space in the words of a diagnostic.
fn describe(space: Space) -> &'static str {
    match space {
        Space::Global => "device (global) memory",
        Space::Local => "the gang's shared (local) memory",
        Space::Private => "the thread's private memory",
        Space::Constant => "constant memory (a string literal or constant table)",
    }
}

/// What the analysis needs to know of the code around: the facts decided of the variables
/// the code uses but does not declare, and where the results of routines point.
pub struct Context<'a> {
    pub sema: &'a Sema,
    pub facts: &'a Facts,
    /// Routines that return pointers: where their results point.
    pub results: &'a PointerResults,
}

/// What the records decided before the printing say of the variables device code uses
/// but does not declare: where the kernel keeps its own copies, which it reaches through
/// a pointer to their device copy, which pointer members it gets as parameters. What the
/// code declares itself the analysis finds (the cache's coarsened rows' variables, which
/// the printer names `sum[__accc_rr]`, among them), so no record needs to say it.
#[derive(Debug, Default)]
pub struct Facts {
    /// The storage of variables the kernel declares copies of itself where it is not
    /// device memory (private copies: private; a gang's arrays: local).
    pub storage: HashMap<SymbolId, Space>,
    /// Scalars read and written through a pointer to their device copy (global memory).
    pub through_pointer: HashSet<SymbolId>,
    /// Pointer members the kernel follows (`v.data`), by variable and member path as
    /// `members::member_chain` spells it, each passed as a parameter of its own: they
    /// point into global memory.
    pub member_pointers: HashSet<(SymbolId, String)>,
}

impl Facts {
    /// A kernel's facts, from its capture record (each variable's space, those reached
    /// through a pointer, the member pointers) and its reductions record (an array
    /// section's reduction is made in each thread's private copy of its elements).
    pub fn of_kernel(capture: &Capture, reductions: &Reductions) -> Facts {
        let mut storage: HashMap<SymbolId, Space> = (capture.variables.iter())
            .filter_map(|v| Some((v.sym, v.space?)))
            .collect();
        for g in &reductions.gang {
            if matches!(g.reduced, Reduced::Section(_)) {
                storage.insert(g.sym, Space::Private);
            }
        }
        Facts {
            storage,
            through_pointer: (capture.variables.iter())
                .filter(|v| matches!(v.how, CaptureKind::ThroughPointer { .. }))
                .map(|v| v.sym)
                .collect(),
            member_pointers: (capture.member_pointers.iter())
                .map(|m| (m.sym, m.path.clone()))
                .collect(),
        }
    }

    /// A routine version's facts: the globals it reads through pointers to their device
    /// copies (`RoutineParam::Global` with `through_pointer`).
    pub fn of_routine(through_pointer: impl IntoIterator<Item = SymbolId>) -> Facts {
        Facts {
            through_pointer: through_pointer.into_iter().collect(),
            ..Facts::default()
        }
    }
}

/// A routine's version: its name and the spaces of its pointer arguments.
type Version = (String, Vec<Space>);

/// The routines of the device program that return a pointer to data, and how to find
/// where a call's result points: a routine's version is analysed with the spaces of the
/// call's pointer arguments, and its `return` expressions say (`at(a, i)` returning
/// `a + i` points where `a` does).
#[derive(Debug, Default)]
pub struct PointerResults {
    /// By name: the positions and symbols of the data-pointer parameters, and the body.
    routines: HashMap<String, (Vec<(usize, SymbolId)>, Stmt)>,
    /// Routines being analysed (a cycle, which OpenCL forbids anyway, ends there).
    busy: std::cell::RefCell<HashSet<String>>,
    /// What each version gave: the analysis of a body asks again at each of its rounds.
    known: std::cell::RefCell<HashMap<Version, Option<Space>>>,
}

impl PointerResults {
    pub fn of(module: &accc_ir::Module<'_>, sema: &Sema) -> PointerResults {
        let mut routines = HashMap::new();
        for f in &module.routine_defs {
            let Some(name) = &f.declarator.name else {
                continue;
            };
            let Some(Type::Function { ret, .. }) = sema
                .symbols
                .declared_by(&f.declarator)
                .map(|id| sema.symbols.get(id).ty.resolved().clone())
            else {
                continue;
            };
            if !data_pointer(&ret) {
                continue;
            }
            let Some(accc_front::ast::Derived::Function(fd)) = f.declarator.derived.first() else {
                continue;
            };
            let params = fd
                .params
                .iter()
                .enumerate()
                .filter_map(|(k, p)| {
                    let id = sema.symbols.declared_by(&p.declarator)?;
                    data_pointer(&sema.symbols.get(id).ty).then_some((k, id))
                })
                .collect();
            let body = f.body_stmt();
            routines.insert(name.name.clone(), (params, body));
        }
        PointerResults {
            routines,
            busy: Default::default(),
            known: Default::default(),
        }
    }

    /// Where the result of `name(args)` points, the arguments' spaces found by `arg`.
    fn of_call(
        &self,
        name: &str,
        args: &[Expr],
        arg: &dyn Fn(&Expr) -> Option<Space>,
        sema: &Sema,
    ) -> Option<Space> {
        let (params, body) = self.routines.get(name)?;
        let spaces: Vec<(SymbolId, Space)> = params
            .iter()
            .filter_map(|&(k, id)| Some((id, arg(args.get(k)?).unwrap_or(Space::Global))))
            .collect();
        let key = (name.to_string(), spaces.iter().map(|&(_, s)| s).collect());
        if let Some(&known) = self.known.borrow().get(&key) {
            return known;
        }
        if !self.busy.borrow_mut().insert(name.to_string()) {
            return None;
        }
        let cx = Context {
            sema,
            facts: &Facts::default(),
            results: self,
        };
        let result = Analysis::infer(body, spaces.into_iter().collect(), &cx)
            .returned(name, body, &cx)
            .ok()
            .flatten();
        self.busy.borrow_mut().remove(name);
        self.known.borrow_mut().insert(key, result);
        result
    }
}

/// The analysis of one body of device code (a kernel's statements, or a version of a
/// routine).
#[derive(Debug, Default)]
struct Analysis {
    /// Pointer variables declared in the code: the space they point into (those only ever
    /// given null, or nothing, point into private memory, as OpenCL C has them).
    pointers: HashMap<SymbolId, Space>,
    /// Variables declared in the code.
    inside: HashSet<SymbolId>,
    /// `static const` variables declared in the code: program-scope constants.
    constants: HashSet<SymbolId>,
    /// Pointer parameters of a routine's version: the space they point into.
    params: HashMap<SymbolId, Space>,
    errors: Vec<Diagnostic>,
}

/// Decides the address spaces of `root`, a kernel's statements or the body of a routine's
/// version whose data-pointer parameters point into `params`; `returns`: the name of the
/// routine when it returns a pointer to data, whose result's space is decided too. The
/// errors are those of what OpenCL C cannot say (a pointer, or a routine's result, given
/// addresses of two spaces; a writable `static` variable; a structure's member given an
/// address out of private memory).
pub fn decide(
    root: &Stmt,
    params: HashMap<SymbolId, Space>,
    returns: Option<&str>,
    cx: &Context<'_>,
) -> (CodeSpaces, Vec<Diagnostic>) {
    let mut analysis = Analysis::infer(root, params, cx);
    let mut errors = std::mem::take(&mut analysis.errors);
    let syms = &cx.sema.symbols;
    let mut record = CodeSpaces {
        pointers: analysis.pointers.clone(),
        constants: analysis
            .constants
            .iter()
            .map(|&id| {
                // A constant pointer points where it is given (string literals: constant).
                let pointee = pointer_variable(&syms.get(id).ty).then(|| {
                    analysis
                        .pointers
                        .get(&id)
                        .copied()
                        .unwrap_or(Space::Constant)
                });
                (id, pointee)
            })
            .collect(),
        ..CodeSpaces::default()
    };
    if let Some(name) = returns {
        match analysis.returned(name, root, cx) {
            Ok(space) => record.returned = Some(space.unwrap_or(Space::Global)),
            Err(e) => errors.push(*e),
        }
    }
    let mut uses = Uses {
        analysis: &analysis,
        cx,
        record: &mut record,
        errors: &mut errors,
    };
    uses.stmt(root);
    (record, errors)
}

/// What the printer asks of the code's expressions, statements and declarations, decided
/// for each: every one the printer may write is visited, `StmtExpr` blocks and
/// initialiser lists included.
struct Uses<'r, 'c> {
    analysis: &'r Analysis,
    cx: &'r Context<'c>,
    record: &'r mut CodeSpaces,
    errors: &'r mut Vec<Diagnostic>,
}

impl Uses<'_, '_> {
    fn stmt(&mut self, s: &Stmt) {
        self.atomic(s);
        match &s.kind {
            StmtKind::Compound(b) => return self.block(b),
            StmtKind::Expr(e) | StmtKind::GotoComputed(e) | StmtKind::Return(Some(e)) => {
                self.expr(e)
            }
            StmtKind::For {
                init: Some(ForInit::Decl(d)),
                ..
            } => self.declaration(d, Place::ForHeader),
            _ => {}
        }
        s.for_each_header_expr(&mut |e| self.expr(e));
        s.for_each_child(&mut |c| self.stmt(c));
    }

    fn block(&mut self, b: &Block) {
        for item in &b.items {
            match item {
                BlockItem::Decl(l) => {
                    if let LocalDeclKind::Decl(d) = &l.kind {
                        self.declaration(d, Place::Block);
                    }
                }
                BlockItem::Stmt(st) => self.stmt(st),
            }
        }
    }

    /// A `static` declaration becomes program-scope constants, which only variables that
    /// are themselves constant can be: OpenCL C has no other static storage in functions
    /// (device code declares no other: `ir::build` refuses writable statics there on every
    /// target). A declaration of pointers gets their space in front, split where they differ
    /// (which a `for` header cannot be).
    fn declaration(&mut self, d: &Declaration, place: Place) {
        match (self.printed(d), place) {
            (Some(DeclarationSpaces::Split(spaces)), Place::ForHeader) => self
                .errors
                .push(unsplit_header(d, &spaces, &self.cx.sema.symbols)),
            (Some(how), _) => {
                self.record.declarations.insert(d.span, how);
            }
            (None, _) => {}
        }
        let syms = &self.cx.sema.symbols;
        for i in &d.declarators {
            if let (Some(Initializer::List { items, .. }), Some(id)) =
                (&i.init, syms.declared_by(&i.declarator))
            {
                self.member_list(&syms.get(id).ty, items, None);
            }
            if let (Some(Initializer::Expr(x)), Some(id)) =
                (&i.init, syms.declared_by(&i.declarator))
            {
                self.pointers_given(id, x);
            }
            if let Some(init) = &i.init {
                self.initializer(init);
            }
        }
    }

    /// `p = value` where `p` is a pointer to pointers the code declares, or `*p = value`
    /// (`p[k] = value`) where `p` is a pointer to pointers: `value` must point where the
    /// pointers `p` points to do.
    fn pointers_store(&mut self, lhs: &Expr, rhs: &Expr) {
        let (analysis, cx) = (self.analysis, self.cx);
        let through = match &lhs.kind {
            ExprKind::Ident(i) => {
                if let Some(id) = cx.sema.symbols.resolve(i) {
                    self.pointers_given(id, rhs);
                }
                return;
            }
            ExprKind::Index { base, .. } => base,
            ExprKind::Unary {
                op: UnaryOp::Deref,
                expr,
            } => expr,
            _ => return,
        };
        if !(cx.sema.symbols.type_of(through)).is_some_and(|t| pointer_to_pointers(&t)) {
            return;
        }
        let Some((_, Some(wanted))) = analysis.pointees(through, cx) else {
            return;
        };
        let Some(given) = analysis.of(rhs, cx).filter(|&s| s != wanted) else {
            return;
        };
        self.errors.push(
            Diagnostic::error(rhs.span, format!("this address points into {}, but OpenCL C stores it in a pointer into {}", describe(given), describe(wanted)))
                .with_label(format!("points into {}", describe(given)))
                .with_secondary(lhs.span, format!("a pointer into {}", describe(wanted)))
                .with_note("OpenCL C (1.2) has no generic pointers: a pointer to pointers fixes by its declaration where the pointers it points to point")
                .with_help("assign the pointer itself rather than through a pointer to it, or build for --target=cuda or --target=multicore"),
        );
    }

    /// `value` given to `id`, where `id` is a pointer to pointers to data that the code
    /// declares (`float **pp`): printed as C declares it, it points to pointers kept in
    /// the thread's private memory that point there too, which `value` must be.
    fn pointers_given(&mut self, id: SymbolId, value: &Expr) {
        let (analysis, cx) = (self.analysis, self.cx);
        let sym = cx.sema.symbols.get(id);
        if !analysis.inside.contains(&id) || !pointer_to_pointers(&sym.ty) {
            return;
        }
        let found = analysis.pointees(value, cx);
        let name = format!("`{}`", sym.name);
        if let Some(d) = nested_mismatch(&name, value, found, (Space::Private, Space::Private)) {
            self.errors.push(d);
        }
    }

    /// The pointers an initialiser list of type `ty` (a structure, or an array of them)
    /// stores in structure members, each found where C's rules place it
    /// (`lower::items`: designators such as `.a.b = p`, `.arr[0] = p`, `[1].data = p`,
    /// positions, brace elision); `member`: the member whose value the list is (`None` for
    /// the declared object itself, whose pointers are its own).
    fn member_list(&mut self, ty: &Type, items: &[InitItem], member: Option<&str>) {
        let symbols = &self.cx.sema.symbols;
        let targets = super::items::item_targets(items, Some(ty), &|e| symbols.type_of(e));
        for (it, target) in items.iter().zip(targets) {
            let (Some(steps), Some(at)) = (&target.steps, &target.ty) else {
                continue;
            };
            // The innermost member named on the way (an array element is its member's).
            let named = steps.iter().rev().find_map(|s| match s {
                Step::Member { name, .. } if !name.is_empty() => Some(name.as_str()),
                _ => None,
            });
            match (&it.init, named.or(member)) {
                (Initializer::Expr(x), Some(name)) if data_pointer(at) => {
                    self.member_store(name, x, x.span)
                }
                (Initializer::Expr(_), _) => {}
                (Initializer::List { items, .. }, name) => self.member_list(at, items, name),
            }
        }
    }

    /// `value`, stored in the structure member `member` (at `at`), must point into
    /// private memory: the member's type, printed as the C declares it, has no address
    /// space, which in OpenCL C is the private one.
    fn member_store(&mut self, member: &str, value: &Expr, at: Span) {
        let Some(space) = (self.analysis.of(value, self.cx)).filter(|&s| s != Space::Private)
        else {
            return;
        };
        let named = match &value.kind {
            ExprKind::Ident(i) => format!("`{}`", i.name),
            _ => "this address".to_string(),
        };
        self.errors.push(
            Diagnostic::error(at, format!("{named} points into {}, but OpenCL C cannot store it in the member `{member}` of a structure", describe(space)))
                .with_label(format!("stored in `{member}` here"))
                .with_note("OpenCL C (1.2) has no generic pointers: a structure's pointer member points into the thread's private memory, fixed by its declaration")
                .with_help("keep the pointer in a variable of its own and use that, or build for --target=cuda or --target=multicore"),
        );
    }

    /// How declaration `d` is printed (`None`: as written; a writable `static` is an
    /// error, see [`Uses::declaration`]).
    fn printed(&self, d: &Declaration) -> Option<DeclarationSpaces> {
        let syms = &self.cx.sema.symbols;
        let ids: Vec<Option<SymbolId>> = d
            .declarators
            .iter()
            .map(|i| syms.declared_by(&i.declarator))
            .collect();
        if d.specs.storage.contains(&Storage::Static) {
            let constant = |id: &SymbolId| self.record.constants.contains_key(id);
            return ids
                .iter()
                .flatten()
                .all(constant)
                .then_some(DeclarationSpaces::Hoisted);
        }
        let spaces: Vec<Option<Space>> = ids
            .iter()
            .map(|id| id.and_then(|id| self.record.pointers.get(&id).copied()))
            .map(|s| s.filter(|&s| s != Space::Private))
            .collect();
        let space = spaces.iter().find_map(|s| *s)?;
        if spaces.iter().all(|&s| s == Some(space)) {
            return Some(DeclarationSpaces::Qualified(space));
        }
        Some(DeclarationSpaces::Split(spaces))
    }

    fn initializer(&mut self, init: &Initializer) {
        match init {
            Initializer::Expr(e) => self.expr(e),
            Initializer::List { items, .. } => self.items(items),
        }
    }

    fn items(&mut self, items: &[InitItem]) {
        for it in items {
            self.initializer(&it.init);
        }
    }

    /// An `atomic` statement's object in a thread's private memory.
    fn atomic(&mut self, s: &Stmt) {
        let sema = self.cx.sema;
        let kind = s
            .pragmas
            .iter()
            .find_map(|p| match sema.directive(p)?.kind {
                DirectiveKind::Atomic(k) => Some(k),
                _ => None,
            });
        let Some(atomic) = kind.and_then(|k| accc_ir::atomic::parse(k, s, &sema.symbols).ok())
        else {
            return;
        };
        let x = atomic.x();
        if self.analysis.storage(x, self.cx) == Some(Space::Private) {
            self.record.private_atomics.insert(x.span);
        }
    }

    fn expr(&mut self, e: &Expr) {
        let (analysis, cx) = (self.analysis, self.cx);
        match &e.kind {
            ExprKind::Cast { ty, expr } => {
                let kept = analysis.of(expr, cx).filter(|&s| s != Space::Private);
                if let Some(space) = kept.filter(|_| qualified_cast(e, ty, cx)) {
                    self.record.casts.insert(e.span, space);
                }
            }
            ExprKind::Call { callee, args } => self.call(e, callee, args),
            ExprKind::CompoundLiteral { ty, items, .. } => {
                self.pointer_literal(e, ty, items);
                if let Some(t) = cx.sema.symbols.type_of(e) {
                    self.member_list(&t, items, None);
                }
            }
            ExprKind::Assign { op: None, lhs, rhs } => self.member_assignment(e, lhs, rhs),
            _ => {}
        }
        match &e.kind {
            ExprKind::CompoundLiteral { items, .. } => self.items(items),
            ExprKind::StmtExpr(b) => self.block(b),
            _ => e.operands().into_iter().for_each(|x| self.expr(x)),
        }
    }

    /// `s.m = value` (or `p->m = value`) stores `value` in a structure member; members the
    /// kernel gets as parameters of their own (`v.data` of a region's `v`) are not
    /// structure members in the kernel, and take any global pointer.
    fn member_assignment(&mut self, e: &Expr, lhs: &Expr, rhs: &Expr) {
        let syms = &self.cx.sema.symbols;
        // `s.arr[k] = value` stores in the member array `arr`.
        let mut target = lhs;
        while let ExprKind::Index { base, .. } = &target.kind {
            if !syms.type_of(base).is_some_and(|t| t.is_array()) {
                break;
            }
            target = base;
        }
        let ExprKind::Member { member, .. } = &target.kind else {
            self.pointers_store(lhs, rhs);
            return;
        };
        let pointer = (self.cx.sema.symbols.type_of(lhs)).is_some_and(|t| data_pointer(&t));
        if pointer && !is_member_pointer(lhs, self.cx) {
            self.member_store(&member.name, rhs, e.span);
        }
    }

    /// A compound literal of pointers to data (`(float *){a}`, `(float *[]){a, b}`) is
    /// written with the space of what it is given in front of its type, like a cast; given
    /// addresses of two spaces, it is an error.
    fn pointer_literal(&mut self, e: &Expr, ty: &TypeName, items: &[InitItem]) {
        let (analysis, cx) = (self.analysis, self.cx);
        let written_pointer =
            (ty.declarator.derived.iter()).any(|d| matches!(d, Derived::Pointer(_)));
        if !written_pointer
            || !cx
                .sema
                .symbols
                .type_of(e)
                .is_some_and(|t| pointer_variable(&t))
        {
            return;
        }
        let mut given = items.iter().filter_map(|it| match &it.init {
            Initializer::Expr(x) => analysis.of(x, cx).map(|s| (s, x.span)),
            Initializer::List { .. } => None,
        });
        let Some((space, first)) = given.next() else {
            return;
        };
        if let Some((other, at)) = given.find(|&(s, _)| s != space) {
            self.errors.push(
                Diagnostic::error(at, format!("this compound literal of pointers is given an address in {} here, but in {} elsewhere", describe(other), describe(space)))
                    .with_label(format!("points into {}", describe(other)))
                    .with_secondary(first, format!("points into {}", describe(space)))
                    .with_note("OpenCL C (1.2) has no generic pointers: each pointer points into one address space, fixed by its type")
                    .with_help("use a separate compound literal for each kind of memory, or build for --target=cuda or --target=multicore"),
            );
        } else if space != Space::Private {
            self.record.casts.insert(e.span, space);
        }
    }

    /// The spaces of a call's pointer arguments, where they are not all global: a
    /// routine's call goes to its version for them.
    fn call(&mut self, e: &Expr, callee: &Expr, args: &[Expr]) {
        let (analysis, cx) = (self.analysis, self.cx);
        let ExprKind::Ident(i) = &callee.kind else {
            return;
        };
        let Some(Type::Function { params, .. }) = cx
            .sema
            .symbols
            .resolve(i)
            .map(|id| cx.sema.symbols.get(id).ty.resolved().clone())
        else {
            return;
        };
        let spaces: Vec<Space> = params
            .iter()
            .zip(args)
            .filter(|(p, _)| p.is_pointer())
            .map(|(p, a)| match data_pointer(p) {
                true => analysis.of(a, cx).unwrap_or(Space::Global),
                false => Space::Global,
            })
            .collect();
        if spaces.iter().any(|&s| s != Space::Global) {
            self.record.calls.insert(e.span, spaces);
        }
        // A routine's parameter `float **rows` is printed `__global float **rows`: it
        // points to pointers kept in private memory that point into global memory.
        for (k, (p, a)) in params.iter().zip(args).enumerate() {
            if !pointer_to_pointers(p) {
                continue;
            }
            let name = format!("argument {} of `{}`", k + 1, i.name);
            let found = analysis.pointees(a, cx);
            if let Some(d) = nested_mismatch(&name, a, found, (Space::Private, Space::Global)) {
                self.errors.push(d);
            }
        }
    }
}

/// The error for `value`, given to `what` (a pointer to pointers, or a routine's argument
/// for one), when the pointers it points to are not kept where `what`'s type says, or do
/// not point where it says: `found` and `wanted` are (where the pointers are kept, where
/// they point).
fn nested_mismatch(
    what: &str,
    value: &Expr,
    found: Option<(Option<Space>, Option<Space>)>,
    wanted: (Space, Space),
) -> Option<Diagnostic> {
    let (kept, pointing) = found?;
    let (message, label) = match (kept, pointing) {
        (_, Some(s)) if s != wanted.1 => (
            format!(
                "{what} points to pointers into {} in OpenCL C, but is given the address of pointers into {}",
                describe(wanted.1),
                describe(s)
            ),
            format!("pointers into {}", describe(s)),
        ),
        (Some(s), _) if s != wanted.0 => (
            format!(
                "{what} points to pointers kept in {} in OpenCL C, but is given the address of pointers kept in {}",
                describe(wanted.0),
                describe(s)
            ),
            format!("pointers kept in {}", describe(s)),
        ),
        _ => return None,
    };
    Some(
        Diagnostic::error(value.span, message)
            .with_label(label)
            .with_note("OpenCL C (1.2) has no generic pointers: a pointer to pointers fixes by its declaration both where the pointers it points to are kept and where they point")
            .with_help("index the data directly (a 2-D array, or one array with row offsets) rather than through pointers to pointers, or build for --target=cuda or --target=multicore"),
    )
}

/// Where a declaration is: one in a `for` header cannot be split into several.
#[derive(Clone, Copy)]
enum Place {
    Block,
    ForHeader,
}

/// The error for a `for` header declaring pointers into different spaces (`spaces`, as
/// [`DeclarationSpaces::Split`] has them), at the first pointer.
fn unsplit_header(d: &Declaration, spaces: &[Option<Space>], syms: &Symbols) -> Diagnostic {
    let first = spaces.iter().position(Option::is_some).unwrap_or(0);
    let name = (syms.declared_by(&d.declarators[first].declarator))
        .map(|id| syms.get(id).name.clone())
        .unwrap_or_default();
    Diagnostic::error(
        d.declarators[first].declarator.span,
        format!("`{name}` must be declared outside this `for` header in OpenCL device code: it points into another address space than the other names declared with it"),
    )
    .with_label("declare this pointer outside the `for` header")
    .with_note("in OpenCL C the address space of a pointer's target is part of the declaration's type specifiers")
}

/// Whether the cast `e` to `ty` takes an address space in front of its type: a cast to a
/// pointer to data (or of a type not known), written with a pointer declarator, so that
/// the qualifier says where the target is (in front of a pointer type a typedef or
/// `typeof` names, it would be the pointer's own).
fn qualified_cast(e: &Expr, ty: &TypeName, cx: &Context<'_>) -> bool {
    let written_pointer = ty
        .declarator
        .derived
        .iter()
        .any(|d| matches!(d, Derived::Pointer(_)));
    written_pointer && cx.sema.symbols.type_of(e).as_ref().is_none_or(data_pointer)
}

/// A pointer to data, arrays of it included (`float *p`, `float (*m)[4]`): one address
/// space qualifier, at the front of its declaration, says where that data is.
pub fn data_pointer(t: &Type) -> bool {
    let Some(mut pointee) = t.resolved().element().filter(|_| t.is_pointer()) else {
        return false;
    };
    while let Type::Array { elem, .. } = pointee.resolved() {
        pointee = elem;
    }
    !pointee.is_pointer()
}

/// A pointer to pointers to data (`float **rows`, `float *tab[]` as a parameter).
fn pointer_to_pointers(t: &Type) -> bool {
    t.is_pointer() && t.resolved().element().is_some_and(data_pointer)
}

/// An array of pointers to data, or of rows of them (`float *t[2][2]`).
fn pointer_array(t: &Type) -> bool {
    let mut elem = t;
    while let Some(e) = elem.resolved().element().filter(|_| elem.is_array()) {
        elem = e;
    }
    t.is_array() && data_pointer(elem)
}

/// The expressions of an initialiser list, those of the lists in it included.
fn each_leaf<'e>(items: &'e [InitItem], f: &mut dyn FnMut(&'e Expr)) {
    for it in items {
        match &it.init {
            Initializer::Expr(e) => f(e),
            Initializer::List { items, .. } => each_leaf(items, f),
        }
    }
}

/// A pointer variable, or an array of pointers, whose space the analysis infers.
fn pointer_variable(t: &Type) -> bool {
    data_pointer(t) || (t.is_array() && t.element().is_some_and(data_pointer))
}

/// A `static` variable that is itself constant: `static const int t[4]`,
/// `static const char *const p`; not `static const char *p`, whose `const` is the
/// pointee's (the pointer is writable).
fn is_static_const(d: &Declaration, ty: &Type) -> bool {
    d.specs.storage.contains(&Storage::Static) && ty.is_object_const()
}

impl Analysis {
    /// Infers the spaces of the pointers `root` declares; `params`: a routine version's
    /// pointer parameters.
    fn infer(root: &Stmt, params: HashMap<SymbolId, Space>, cx: &Context<'_>) -> Analysis {
        let mut me = Analysis {
            params,
            ..Analysis::default()
        };
        let syms = &cx.sema.symbols;
        // Declarations, and what each pointer variable is given: (variable, value, where).
        let mut given: Vec<(SymbolId, &Expr)> = Vec::new();
        let code = Code::of(root);
        for d in code.decls {
            for init in &d.declarators {
                let Some(id) = syms.declared_by(&init.declarator) else {
                    continue;
                };
                me.inside.insert(id);
                let ty = &syms.get(id).ty;
                if is_static_const(d, ty) {
                    me.constants.insert(id);
                }
                match &init.init {
                    Some(Initializer::Expr(e)) if data_pointer(ty) => given.push((id, e)),
                    // An array of pointers (`const char *names[] = {"a", "b"}`, or of
                    // rows of them): its elements point where its initialisers do.
                    Some(Initializer::List { items, .. }) if pointer_array(ty) => {
                        each_leaf(items, &mut |e| given.push((id, e)))
                    }
                    _ => {}
                }
            }
        }
        let mut assigned: Vec<(SymbolId, &Expr)> = Vec::new();
        for e in code.exprs {
            each_assignment(e, &mut |lhs, rhs| {
                // `p = …`, or `names[k] = …` (`t[j][k] = …`) for an array of pointers.
                let mut target = match &lhs.kind {
                    ExprKind::Index { base, .. } => base,
                    _ => lhs,
                };
                while let ExprKind::Index { base, .. } = &target.kind {
                    if !syms.type_of(base).is_some_and(|t| t.is_array()) {
                        break;
                    }
                    target = base;
                }
                if let ExprKind::Ident(i) = &target.kind {
                    if let Some(id) = syms.resolve(i) {
                        assigned.push((id, rhs));
                    }
                }
            });
        }
        given.extend(assigned);
        given.retain(|(id, _)| {
            let ty = &syms.get(*id).ty;
            me.inside.contains(id) && (data_pointer(ty) || pointer_array(ty))
        });
        // To the fixpoint: a pointer given another's value points where that one does.
        let mut first: HashMap<SymbolId, Span> = HashMap::new();
        let mut reported: HashSet<SymbolId> = HashSet::new();
        loop {
            let mut changed = false;
            for &(id, e) in &given {
                let Some(s) = me.of(e, cx) else { continue };
                match me.pointers.get(&id) {
                    None => {
                        me.pointers.insert(id, s);
                        first.insert(id, e.span);
                        changed = true;
                    }
                    Some(&t) if t != s && reported.insert(id) => {
                        let name = &syms.get(id).name;
                        let mut d = Diagnostic::error(
                            e.span,
                            format!(
                                "pointer `{name}` is given an address in {} here, but in {} elsewhere",
                                describe(s),
                                describe(t)
                            ),
                        )
                        .with_label(format!("`{name}` points into {} here", describe(s)))
                        .with_note("OpenCL C (1.2) has no generic pointers: each pointer points into one address space, fixed by its declaration")
                        .with_help("use a separate pointer for each kind of memory, or build for --target=cuda or --target=multicore");
                        if let Some(&at) = first.get(&id) {
                            d = d.with_secondary(
                                at,
                                format!("`{name}` points into {} here", describe(t)),
                            );
                        }
                        me.errors.push(d);
                    }
                    _ => {}
                }
            }
            if !changed {
                break;
            }
        }
        me
    }

    /// Where the pointer routine `name`'s body returns points: that of all its `return`
    /// expressions (`None` when none is known: null only); two spaces are an error.
    fn returned(
        &self,
        name: &str,
        body: &Stmt,
        cx: &Context<'_>,
    ) -> Result<Option<Space>, Box<Diagnostic>> {
        let mut found: Option<(Space, Span)> = None;
        let mut conflict = None;
        // Every `return`, those inside statement expressions included.
        for e in Code::of(body).returns {
            let Some(s) = self.of(e, cx) else { continue };
            match found {
                None => found = Some((s, e.span)),
                Some((t, at)) if t != s && conflict.is_none() => {
                    conflict = Some(Box::new(
                        Diagnostic::error(
                            e.span,
                            format!(
                                "routine `{name}` returns an address in {} here, but in {} elsewhere",
                                describe(s),
                                describe(t)
                            ),
                        )
                        .with_label(format!("points into {}", describe(s)))
                        .with_secondary(at, format!("points into {}", describe(t)))
                        .with_note("OpenCL C (1.2) has no generic pointers: a function's result points into one address space, fixed by its declaration")
                        .with_help("return pointers into one kind of memory, or build for --target=cuda or --target=multicore"),
                    ))
                }
                _ => {}
            }
        }
        match conflict {
            Some(d) => Err(d),
            None => Ok(found.map(|(s, _)| s)),
        }
    }

    /// The space `e`, a pointer (or an array, which decays to one), points into; `None`
    /// when unknown (null, an integer).
    fn of(&self, e: &Expr, cx: &Context<'_>) -> Option<Space> {
        let syms = &cx.sema.symbols;
        match &e.kind {
            ExprKind::Ident(i) => {
                let id = syms.resolve(i)?;
                let ty = &syms.get(id).ty;
                if ty.is_array() {
                    return self.storage_of_symbol(id, cx);
                }
                if !ty.is_pointer() {
                    return None;
                }
                if let Some(&s) = self.params.get(&id) {
                    return Some(s);
                }
                if self.inside.contains(&id) {
                    return self.pointers.get(&id).copied();
                }
                // A pointer of the host's: the kernel has its device address.
                Some(cx.facts.storage.get(&id).copied().unwrap_or(Space::Global))
            }
            ExprKind::StrLit(_) => Some(Space::Constant),
            ExprKind::Unary { op, expr } => match op {
                UnaryOp::AddrOf => self.storage(expr, cx),
                UnaryOp::PreInc
                | UnaryOp::PreDec
                | UnaryOp::PostInc
                | UnaryOp::PostDec
                | UnaryOp::Plus
                | UnaryOp::Extension => self.of(expr, cx),
                UnaryOp::Deref => self.array_value(e, cx),
                _ => None,
            },
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            } => self.of(lhs, cx).or_else(|| self.of(rhs, cx)),
            ExprKind::Cast { expr, .. } => self.of(expr, cx),
            ExprKind::Cond { then, els, .. } => then
                .as_ref()
                .and_then(|t| self.of(t, cx))
                .or_else(|| self.of(els, cx)),
            ExprKind::Assign { op: None, rhs, .. } => self.of(rhs, cx),
            ExprKind::Assign { lhs, .. } => self.of(lhs, cx),
            ExprKind::Comma(list) => list.last().and_then(|x| self.of(x, cx)),
            // A statement expression's value is its last statement's.
            ExprKind::StmtExpr(b) => match b.items.last()? {
                BlockItem::Stmt(Stmt {
                    kind: StmtKind::Expr(x),
                    ..
                }) => self.of(x, cx),
                _ => None,
            },
            // `(float *){a}` is `a`.
            ExprKind::CompoundLiteral { items, .. }
                if syms.type_of(e).is_some_and(|t| data_pointer(&t)) =>
            {
                match &items.first()?.init {
                    Initializer::Expr(x) => self.of(x, cx),
                    Initializer::List { .. } => None,
                }
            }
            ExprKind::Member { .. } if is_member_pointer(e, cx) => Some(Space::Global),
            ExprKind::Index { .. } | ExprKind::Member { .. } => self.array_value(e, cx),
            ExprKind::Call { callee, args } => match &callee.kind {
                ExprKind::Ident(i) => {
                    cx.results
                        .of_call(&i.name, args, &|a| self.of(a, cx), cx.sema)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// An array-typed lvalue (a row `a[i]` of a 2-D array, a member array `s.v`) decays to a
    /// pointer into the array's storage.
    fn array_value(&self, e: &Expr, cx: &Context<'_>) -> Option<Space> {
        let ty = cx.sema.symbols.type_of(e)?;
        if ty.is_array() {
            return self.storage(e, cx);
        }
        // A pointer loaded through a pointer to pointers (`rows[r]`, `*pp`).
        let through = match &e.kind {
            ExprKind::Index { base, .. } => Some(base),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                expr,
            } => Some(expr),
            _ => None,
        };
        if let Some(x) = through
            .filter(|x| (cx.sema.symbols.type_of(x)).is_some_and(|t| pointer_to_pointers(&t)))
        {
            return self.pointees(x, cx).and_then(|(_, pointing)| pointing);
        }
        // An element of an array of pointers the code declares (`t[j][k]` of rows of them).
        if let ExprKind::Index { base, .. } = &e.kind {
            let mut base: &Expr = base;
            while let ExprKind::Index { base: outer, .. } = &base.kind {
                if !cx.sema.symbols.type_of(outer).is_some_and(|t| t.is_array()) {
                    break;
                }
                base = outer;
            }
            if let ExprKind::Ident(i) = &base.kind {
                let id = cx.sema.symbols.resolve(i)?;
                if self.inside.contains(&id) && cx.sema.symbols.get(id).ty.is_array() {
                    return self.pointers.get(&id).copied();
                }
            }
        }
        None
    }

    /// For `e`, a pointer to pointers to data (or an array of such pointers, which decays
    /// to one): where the pointers it points to are kept, and where they point (each
    /// `None` when unknown); `None` for an expression not followed.
    fn pointees(&self, e: &Expr, cx: &Context<'_>) -> Option<(Option<Space>, Option<Space>)> {
        let syms = &cx.sema.symbols;
        match &e.kind {
            ExprKind::Ident(i) => {
                let id = syms.resolve(i)?;
                let ty = &syms.get(id).ty;
                let declared = self.inside.contains(&id);
                if ty.is_array() && pointer_variable(ty) {
                    // Printed with the space its elements point into (private: none).
                    let pointing = self.pointers.get(&id).copied();
                    let pointing = pointing.or(declared.then_some(Space::Private));
                    return Some((self.storage_of_symbol(id, cx), pointing));
                }
                if !pointer_to_pointers(ty) {
                    return None;
                }
                // A pointer to pointers the code declares is printed as C has it (private
                // pointers in private memory); a routine's parameter `__global float **`.
                Some(match declared {
                    true => (Some(Space::Private), Some(Space::Private)),
                    false => (Some(Space::Private), Some(Space::Global)),
                })
            }
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                expr,
            } if syms.type_of(expr).is_some_and(|t| data_pointer(&t)) => {
                Some((self.storage(expr, cx), self.of(expr, cx)))
            }
            ExprKind::Unary {
                op:
                    UnaryOp::PreInc
                    | UnaryOp::PreDec
                    | UnaryOp::PostInc
                    | UnaryOp::PostDec
                    | UnaryOp::Plus
                    | UnaryOp::Extension,
                expr,
            } => self.pointees(expr, cx),
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            } => self.pointees(lhs, cx).or_else(|| self.pointees(rhs, cx)),
            ExprKind::Cond { then, els, .. } => then
                .as_ref()
                .and_then(|t| self.pointees(t, cx))
                .or_else(|| self.pointees(els, cx)),
            ExprKind::Assign { op: None, rhs, .. } => self.pointees(rhs, cx),
            ExprKind::Comma(list) => list.last().and_then(|x| self.pointees(x, cx)),
            _ => None,
        }
    }

    fn storage_of_symbol(&self, id: SymbolId, cx: &Context<'_>) -> Option<Space> {
        if self.constants.contains(&id) {
            return Some(Space::Constant);
        }
        if self.inside.contains(&id) || self.params.contains_key(&id) {
            return Some(Space::Private);
        }
        if let Some(&s) = cx.facts.storage.get(&id) {
            return Some(s);
        }
        let sym = cx.sema.symbols.get(id);
        // Arrays, and scalars read through their device copy, live in device memory; other
        // scalars arrive as values (private copies).
        let device_copy = sym.ty.is_array()
            || cx.facts.through_pointer.contains(&id)
            || (sym.ty.is_record() && sym.is_static_storage);
        Some(if device_copy {
            Space::Global
        } else {
            Space::Private
        })
    }

    /// The space of the object `e` designates.
    fn storage(&self, e: &Expr, cx: &Context<'_>) -> Option<Space> {
        let syms = &cx.sema.symbols;
        match &e.kind {
            ExprKind::Ident(i) => self.storage_of_symbol(syms.resolve(i)?, cx),
            ExprKind::Index { base, .. } => {
                if syms.type_of(base).is_some_and(|t| t.is_pointer()) {
                    self.of(base, cx)
                } else {
                    self.storage(base, cx)
                }
            }
            ExprKind::Member {
                base, arrow: true, ..
            } => self.of(base, cx),
            ExprKind::Member { base, .. } => self.storage(base, cx),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                expr,
            } => self.of(expr, cx),
            ExprKind::CompoundLiteral { .. } => Some(Space::Private),
            _ => None,
        }
    }
}

/// The declarations, the top-level expressions (statements', headers', initialisers') and
/// the values of the `return` statements of a body of code, the code nested in its
/// expressions included: the blocks of statement expressions and the initialisers of
/// compound literals, whose declarations, assignments and `return`s are the code's like
/// any other.
#[derive(Default)]
struct Code<'s> {
    decls: Vec<&'s Declaration>,
    exprs: Vec<&'s Expr>,
    returns: Vec<&'s Expr>,
}

impl<'s> Code<'s> {
    fn of(s: &'s Stmt) -> Code<'s> {
        let mut code = Code::default();
        code.stmt(s);
        code
    }

    fn stmt(&mut self, s: &'s Stmt) {
        match &s.kind {
            StmtKind::Compound(b) => return self.block(b),
            StmtKind::Return(Some(e)) => {
                self.returns.push(e);
                self.expr(e)
            }
            StmtKind::Expr(e) | StmtKind::GotoComputed(e) => self.expr(e),
            StmtKind::For {
                init, cond, step, ..
            } => {
                match init {
                    Some(ForInit::Decl(d)) => self.declaration(d),
                    Some(ForInit::Expr(e)) => self.expr(e),
                    None => {}
                }
                for e in [cond, step].into_iter().flatten() {
                    self.expr(e);
                }
            }
            _ => s.for_each_header_expr(&mut |e| self.expr(e)),
        }
        s.for_each_child(&mut |c| self.stmt(c));
    }

    fn block(&mut self, b: &'s Block) {
        for item in &b.items {
            match item {
                BlockItem::Decl(l) => {
                    if let LocalDeclKind::Decl(d) = &l.kind {
                        self.declaration(d);
                    }
                }
                BlockItem::Stmt(st) => self.stmt(st),
            }
        }
    }

    fn declaration(&mut self, d: &'s Declaration) {
        self.decls.push(d);
        for i in &d.declarators {
            match &i.init {
                Some(Initializer::Expr(e)) => self.expr(e),
                Some(Initializer::List { items, .. }) => self.items(items),
                None => {}
            }
        }
    }

    fn items(&mut self, items: &'s [InitItem]) {
        for it in items {
            match &it.init {
                Initializer::Expr(e) => self.expr(e),
                Initializer::List { items, .. } => self.items(items),
            }
        }
    }

    /// `e` as a top-level expression, and the code nested in it.
    fn expr(&mut self, e: &'s Expr) {
        self.exprs.push(e);
        self.nested(e);
    }

    fn nested(&mut self, e: &'s Expr) {
        match &e.kind {
            ExprKind::StmtExpr(b) => self.block(b),
            ExprKind::CompoundLiteral { items, .. } => self.items(items),
            _ => (e.operands().into_iter()).for_each(|x| self.nested(x)),
        }
    }
}

/// Calls `f` with the two sides of every plain assignment in `e` (not in the code nested
/// in it, which [`walk`] finds as top-level expressions of their own).
fn each_assignment<'e>(e: &'e Expr, f: &mut dyn FnMut(&'e Expr, &'e Expr)) {
    if let ExprKind::Assign { op: None, lhs, rhs } = &e.kind {
        f(lhs, rhs);
    }
    for x in e.operands() {
        each_assignment(x, f);
    }
}

/// `v.data` (or `p->in.data`) is a pointer member the kernel gets as a parameter of its own.
fn is_member_pointer(e: &Expr, cx: &Context<'_>) -> bool {
    super::members::member_chain(e, cx.sema)
        .is_some_and(|(id, path)| cx.facts.member_pointers.contains(&(id, path)))
}
