//! Where a directive may stand in the C program (OpenACC 3.3 §2.1, §2.13, and C's grammar,
//! in which a directive is not a statement). The parser attaches every pragma to the
//! statement or declaration that follows it; these checks reject the places where that
//! reading would change the program or where no target could build it:
//!
//! * an executable directive (`update`, `wait`, `enter data`…) or `declare` as the unbraced
//!   body of `if`/`else`/`for`/`while`/`do`/`switch` or right after a label: it would silently
//!   become (or stop being) that body, and the targets would disagree;
//! * a directive other than `declare` and `routine` at file scope: nothing runs it there;
//! * a directive between a `loop` (or combined, or `atomic`) directive and its statement,
//!   and an executable directive or `declare` as the body of a construct;
//! * `declare` naming a variable of another scope than the block it stands in (its data
//!   lives as long as that block).
//!
//! They are syntactic, so they run once over the whole translation unit, before the IR is
//! built; what depends on the enclosing compute region stays in `build.rs`.

use std::collections::HashSet;

use accc_front::ast::*;
use accc_front::directive::{Directive, DirectiveKind};
use accc_front::Diagnostic;
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

pub(crate) fn check(tu: &TranslationUnit, sema: &Sema, diags: &mut Vec<Diagnostic>) {
    let mut checker = Checker {
        sema,
        diags,
        in_compute: false,
    };
    for item in &tu.items {
        checker.file_scope(&item.pragmas);
        checker.sequence(&item.pragmas);
        if let ExternalDeclKind::Function(f) = &item.kind {
            checker.function(f);
        }
    }
}

struct Checker<'a> {
    sema: &'a Sema,
    diags: &'a mut Vec<Diagnostic>,
    /// Inside a compute construct, where `build.rs` rejects every `declare`.
    in_compute: bool,
}

/// What a statement is to the statement around it: one of a block's items, or the single
/// statement a C construct takes (where a directive cannot stand on its own).
#[derive(Clone, Copy)]
enum Position {
    InBlock,
    /// The body of `if`, `else`, `for`, `while`, `do` or `switch` (the keyword).
    BodyOf(&'static str),
    /// The statement after a label, `case` or `default`.
    AfterLabel,
}

/// The function whose body is being checked: where its `declare` directives may stand and
/// what they may name.
struct FunctionScope<'b> {
    function: &'b FunctionDef,
    body: &'b Block,
    /// The parameters (they live in the outermost block's scope, C11 6.2.1p4).
    params: HashSet<SymbolId>,
}

/// An executable directive: it does something where it stands and governs no statement.
/// (`cache` belongs at the top of a loop body and is checked with the loops.)
fn is_executable(kind: DirectiveKind) -> bool {
    kind.is_standalone() && kind != DirectiveKind::Cache
}

/// A directive that is not a statement of its own: executable ones and `declare`.
fn stands_alone(kind: DirectiveKind) -> bool {
    is_executable(kind) || kind == DirectiveKind::Declare
}

/// A directive whose statement must follow it immediately: a loop directive's `for`, an
/// `atomic`'s expression statement.
fn needs_its_statement_next(kind: DirectiveKind) -> bool {
    kind.is_loop() || matches!(kind, DirectiveKind::Atomic(_))
}

impl<'a> Checker<'a> {
    fn directives<'p>(&self, pragmas: &'p [Pragma]) -> impl Iterator<Item = &'a Directive> + 'p
    where
        'a: 'p,
    {
        let sema = self.sema;
        pragmas.iter().filter_map(move |p| sema.directive(p))
    }

    /// Only `declare` and `routine` mean something outside a function.
    fn file_scope(&mut self, pragmas: &[Pragma]) {
        for d in self.directives(pragmas).collect::<Vec<_>>() {
            if matches!(d.kind, DirectiveKind::Declare | DirectiveKind::Routine) {
                continue;
            }
            self.diags.push(
                Diagnostic::error(
                    d.name_span,
                    format!("`{}` is not allowed at file scope", d.kind.full_name()),
                )
                .with_label("outside any function")
                .with_help("only `declare` and `routine` may stand outside a function; move this directive into a function body"),
            );
        }
    }

    /// The directives written before one statement or declaration, in order: nothing may
    /// come between a loop directive and its `for` (or `atomic` and its statement), and a
    /// construct's body is a statement, not an executable directive.
    fn sequence(&mut self, pragmas: &[Pragma]) {
        let mut construct: Option<&Directive> = None;
        let mut compute: Option<&Directive> = None;
        for d in self.directives(pragmas).collect::<Vec<_>>() {
            if let Some(c) = construct.filter(|c| needs_its_statement_next(c.kind)) {
                let what = if c.kind.is_loop() {
                    "its `for` loop"
                } else {
                    "its statement"
                };
                self.diags.push(
                    Diagnostic::error(
                        d.name_span,
                        format!(
                            "`{}` cannot stand between `{}` and {what}",
                            d.kind.full_name(),
                            c.kind.full_name()
                        ),
                    )
                    .with_label("directive in the way")
                    .with_secondary(c.name_span, format!("`{}` here", c.kind.full_name()))
                    .with_help(format!(
                        "`{}` must be followed directly by {what}; move this directive before it",
                        c.kind.full_name()
                    )),
                );
                continue;
            }
            if let Some(c) = construct.filter(|_| stands_alone(d.kind)) {
                self.diags.push(
                    Diagnostic::error(
                        d.name_span,
                        format!(
                            "`{}` cannot be the body of `{}`",
                            d.kind.full_name(),
                            c.kind.full_name()
                        ),
                    )
                    .with_label("not a statement")
                    .with_secondary(c.name_span, format!("`{}` here", c.kind.full_name()))
                    .with_help(format!(
                        "move this directive before `{}`, or into braces (`{{ … }}`) after it",
                        c.kind.full_name()
                    )),
                );
                continue;
            }
            if d.kind.is_compute() {
                if let Some(outer) = compute {
                    self.diags.push(
                        Diagnostic::error(
                            d.name_span,
                            format!(
                                "compute constructs cannot be nested: `{}` inside `{}`",
                                d.kind.full_name(),
                                outer.kind.full_name()
                            ),
                        )
                        .with_label("nested compute construct")
                        .with_secondary(outer.name_span, "enclosing compute construct"),
                    );
                    continue;
                }
                compute = Some(d);
            }
            if !stands_alone(d.kind) && d.kind != DirectiveKind::Routine {
                construct = Some(d);
            }
        }
    }

    fn function(&mut self, f: &FunctionDef) {
        let syms = &self.sema.symbols;
        let params = f.declarator.derived.iter().find_map(|d| match d {
            Derived::Function(fd) => Some(&fd.params),
            _ => None,
        });
        let params = params
            .into_iter()
            .flatten()
            .filter_map(|p| syms.declared_by(&p.declarator))
            .chain(
                f.old_style_params
                    .iter()
                    .flat_map(|d| &d.declarators)
                    .filter_map(|d| syms.declared_by(&d.declarator)),
            )
            .collect();
        let scope = FunctionScope {
            function: f,
            body: &f.body,
            params,
        };
        self.block(&f.body, &scope);
    }

    /// The variables block `b` declares itself (not those of blocks inside it).
    fn declared_in(&self, b: &Block) -> HashSet<SymbolId> {
        b.items
            .iter()
            .filter_map(|item| match item {
                BlockItem::Decl(LocalDecl {
                    kind: LocalDeclKind::Decl(d),
                    ..
                }) => Some(d),
                _ => None,
            })
            .flat_map(|d| &d.declarators)
            .filter_map(|d| self.sema.symbols.declared_by(&d.declarator))
            .collect()
    }

    fn block(&mut self, b: &Block, scope: &FunctionScope<'_>) {
        for item in &b.items {
            match item {
                BlockItem::Decl(d) => {
                    self.sequence(&d.pragmas);
                    self.declares(&d.pragmas, b, scope);
                    if let LocalDeclKind::Function(f) = &d.kind {
                        self.function(f);
                    }
                }
                BlockItem::Stmt(s) => self.stmt(s, Position::InBlock, b, scope),
            }
        }
    }

    fn stmt(&mut self, s: &Stmt, at: Position, block: &Block, scope: &FunctionScope<'_>) {
        self.sequence(&s.pragmas);
        match at {
            Position::InBlock => self.declares(&s.pragmas, block, scope),
            Position::BodyOf(_) | Position::AfterLabel => self.not_a_statement(&s.pragmas, at),
        }
        let compute = self.directives(&s.pragmas).any(|d| d.kind.is_compute());
        let was_in_compute = self.in_compute;
        self.in_compute |= compute;
        self.children(s, block, scope);
        self.in_compute = was_in_compute;
    }

    fn children(&mut self, s: &Stmt, block: &Block, scope: &FunctionScope<'_>) {
        match &s.kind {
            StmtKind::Compound(b) => self.block(b, scope),
            StmtKind::If { then, els, .. } => {
                self.stmt(then, Position::BodyOf("if"), block, scope);
                if let Some(e) = els {
                    // `else if`: the inner `if` is a statement like any other.
                    self.stmt(e, Position::BodyOf("else"), block, scope);
                }
            }
            StmtKind::For { body, .. } => self.stmt(body, Position::BodyOf("for"), block, scope),
            StmtKind::While { body, .. } => {
                self.stmt(body, Position::BodyOf("while"), block, scope)
            }
            StmtKind::DoWhile { body, .. } => self.stmt(body, Position::BodyOf("do"), block, scope),
            StmtKind::Switch { body, .. } => {
                self.stmt(body, Position::BodyOf("switch"), block, scope)
            }
            StmtKind::Labeled { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default(body) => self.stmt(body, Position::AfterLabel, block, scope),
            _ => {}
        }
    }

    /// Executable directives and `declare` where C expects one statement.
    fn not_a_statement(&mut self, pragmas: &[Pragma], at: Position) {
        for d in self.directives(pragmas).collect::<Vec<_>>() {
            if !stands_alone(d.kind) {
                continue;
            }
            let (message, help) = match at {
                Position::BodyOf(keyword) => (
                    format!(
                        "`{}` cannot be the body of `{keyword}`: a directive is not a statement",
                        d.kind.full_name()
                    ),
                    format!("put braces around the body of `{keyword}` (`{{ #pragma … }}`)"),
                ),
                _ => (
                    format!(
                        "`{}` cannot follow a label directly: a directive is not a statement",
                        d.kind.full_name()
                    ),
                    "put `;` after the label, or braces around the directive and its statement"
                        .to_string(),
                ),
            };
            self.diags.push(
                Diagnostic::error(d.name_span, message)
                    .with_label("only a statement may stand here")
                    .with_help(help),
            );
        }
    }

    /// `declare` in a function names variables of the block it stands in (OpenACC 3.3
    /// §2.13): their data live as long as that block.
    fn declares(&mut self, pragmas: &[Pragma], block: &Block, scope: &FunctionScope<'_>) {
        let mut in_scope: Option<HashSet<SymbolId>> = None;
        for d in self.directives(pragmas).collect::<Vec<_>>() {
            if d.kind != DirectiveKind::Declare {
                continue;
            }
            if self.in_compute {
                continue;
            }
            let in_scope = in_scope.get_or_insert_with(|| {
                let mut names = self.declared_in(block);
                if std::ptr::eq(block, scope.body) {
                    names.extend(scope.params.iter().copied());
                }
                names
            });
            for c in &d.clauses {
                for v in c.kind.vars() {
                    let Some(id) = self.sema.symbols.resolve(&v.root) else {
                        continue;
                    };
                    if in_scope.contains(&id) {
                        continue;
                    }
                    let sym = self.sema.symbols.get(id);
                    self.diags.push(
                        Diagnostic::error(
                            v.root.span,
                            format!(
                                "`{}` in `acc declare` is not declared in the directive's scope",
                                v.root.name
                            ),
                        )
                        .with_label("declared in another scope")
                        .with_secondary(sym.span, "declared here")
                        .with_help(if sym.is_static_storage && !(scope.function.span.lo <= sym.span.lo && sym.span.hi <= scope.function.span.hi) {
                            "a `declare` for a file-scope variable belongs at file scope, after its declaration"
                        } else {
                            "put the `declare` directive in the block that declares the variable"
                        }),
                    );
                }
            }
        }
    }
}

/// A statement that leaves (or enters) a compute construct, or a call that may jump out of
/// it: OpenACC 3.3 §2.5 forbids branches into and out of a compute construct, and no
/// target can make them (a kernel cannot return from the host function; OpenMP rejects
/// the jump).
pub(crate) struct Escape {
    pub(crate) span: accc_front::Span,
    /// `return`, `goto`, `break`, `continue`, or the function called (`longjmp`).
    pub(crate) what: String,
    pub(crate) is_call: bool,
}

/// The functions that jump across frames (glibc spells `setjmp` as a macro for
/// `_setjmp`).
const NONLOCAL_JUMPS: &[&str] = &[
    "setjmp",
    "_setjmp",
    "__sigsetjmp",
    "sigsetjmp",
    "longjmp",
    "_longjmp",
    "siglongjmp",
    "__longjmp_chk",
];

/// Every way out of the compute construct whose statement is `body`, in source order.
pub(crate) fn escapes(body: &Stmt) -> Vec<Escape> {
    let mut labels = HashSet::new();
    body.walk(&mut |s| {
        if let StmtKind::Labeled { label, .. } = &s.kind {
            labels.insert(label.name.clone());
        }
    });
    let mut out = Vec::new();
    let mut finder = EscapeFinder {
        labels: &labels,
        loops: 0,
        breakable: 0,
        out: &mut out,
    };
    finder.stmt(body);
    body.walk_exprs(&mut |e| {
        if let ExprKind::Call { callee, .. } = &e.kind {
            if let Some(name) = callee.ident_name().filter(|n| NONLOCAL_JUMPS.contains(n)) {
                // As the user wrote it, not as <setjmp.h> expanded it.
                let written = match name {
                    "_setjmp" | "__sigsetjmp" => "setjmp",
                    "_longjmp" | "__longjmp_chk" => "longjmp",
                    other => other,
                };
                out.push(Escape {
                    span: e.span,
                    what: written.to_string(),
                    is_call: true,
                });
            }
        }
    });
    out.sort_by_key(|e| e.span.lo);
    out
}

/// The labels of `body` that a `goto` elsewhere in `function` jumps to: a branch into
/// the construct.
pub(crate) fn entries(body: &Stmt, function: &Block) -> Vec<accc_front::Span> {
    let mut labels = HashSet::new();
    body.walk(&mut |s| {
        if let StmtKind::Labeled { label, .. } = &s.kind {
            labels.insert(label.name.clone());
        }
    });
    if labels.is_empty() {
        return Vec::new();
    }
    let inside = |s: &Stmt| body.span.lo <= s.span.lo && s.span.hi <= body.span.hi;
    let mut out = Vec::new();
    for item in &function.items {
        if let BlockItem::Stmt(s) = item {
            s.walk(&mut |s| {
                if let StmtKind::Goto(label) = &s.kind {
                    if labels.contains(label.name.as_str()) && !inside(s) {
                        out.push(s.span);
                    }
                }
            });
        }
    }
    out
}

struct EscapeFinder<'f> {
    /// The labels inside the construct: a `goto` to one of them stays inside.
    labels: &'f HashSet<String>,
    /// Loops inside the construct around the statement (`continue` stays inside).
    loops: usize,
    /// Loops and `switch`es inside the construct around the statement (`break` stays).
    breakable: usize,
    out: &'f mut Vec<Escape>,
}

impl EscapeFinder<'_> {
    fn push(&mut self, s: &Stmt, what: &str) {
        self.out.push(Escape {
            span: s.span,
            what: what.to_string(),
            is_call: false,
        });
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Return(_) => self.push(s, "return"),
            StmtKind::GotoComputed(_) => self.push(s, "goto"),
            StmtKind::Goto(label) if !self.labels.contains(&label.name) => self.push(s, "goto"),
            StmtKind::Break if self.breakable == 0 => self.push(s, "break"),
            StmtKind::Continue if self.loops == 0 => self.push(s, "continue"),
            StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. } => {
                self.loops += 1;
                self.breakable += 1;
                s.for_each_child(&mut |c| self.stmt(c));
                self.loops -= 1;
                self.breakable -= 1;
            }
            StmtKind::Switch { .. } => {
                self.breakable += 1;
                s.for_each_child(&mut |c| self.stmt(c));
                self.breakable -= 1;
            }
            _ => s.for_each_child(&mut |c| self.stmt(c)),
        }
    }
}
