//! The C abstract syntax tree. Every node carries the byte span of its text in the
//! preprocessed translation unit; pragmas are attached to the statement, declaration or
//! external declaration that follows them (a pragma with nothing after it in a block is
//! attached to an empty statement).
//!
//! Literals keep their spelling, so that code printed back from the tree reads as written.

use crate::span::Span;
use crate::token::Token;

#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// A `#pragma` (any namespace: `acc`, `pacc`, `omp`, `GCC`…) as tokens. `tokens[0]` is the
/// namespace word; the directive parser gives `acc`/`pacc` pragmas their meaning.
#[derive(Clone, Debug, PartialEq)]
pub struct Pragma {
    pub span: Span,
    pub tokens: Vec<Token>,
}

impl Pragma {
    pub fn namespace(&self) -> Option<&str> {
        self.tokens.first().and_then(|t| t.ident())
    }
}

// ---------------------------------------------------------------- translation unit

#[derive(Clone, Debug, PartialEq, Default)]
pub struct TranslationUnit {
    pub items: Vec<ExternalDecl>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ExternalDecl {
    pub pragmas: Vec<Pragma>,
    pub kind: ExternalDeclKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExternalDeclKind {
    Function(FunctionDef),
    Decl(Declaration),
    /// `_Static_assert(...)` / `static_assert(...)`.
    StaticAssert,
    /// File-scope `asm("...")`.
    Asm,
    /// A stray `;`, or nothing (holds trailing file-scope pragmas).
    Empty,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDef {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    /// Declarations of K&R-style parameters.
    pub old_style_params: Vec<Declaration>,
    pub body: Block,
    pub span: Span,
}

impl FunctionDef {
    /// The body as one compound statement (a copy), for the analyses that take a statement.
    pub fn body_stmt(&self) -> Stmt {
        Stmt {
            pragmas: Vec::new(),
            kind: StmtKind::Compound(self.body.clone()),
            span: self.body.span,
        }
    }
}

// ---------------------------------------------------------------- declarations

#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    pub specs: DeclSpecs,
    pub declarators: Vec<InitDeclarator>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
    ThreadLocal,
    Constexpr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TypeQuals {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
    pub is_atomic: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DeclSpecs {
    /// Several are possible (`static _Thread_local`, `extern __thread`).
    pub storage: Vec<Storage>,
    pub quals: TypeQuals,
    pub is_inline: bool,
    pub is_noreturn: bool,
    pub ty: TypeSpec,
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

/// A GNU `__attribute__((…))`, a C23 `[[…]]`, `__declspec(…)` or an alignment specifier,
/// kept as text.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TypeSpec {
    Basic(BasicType),
    /// `_BitInt(N)`, `unsigned _BitInt(N)`.
    BitInt {
        signed: bool,
        width: Box<Expr>,
    },
    Struct(StructSpec),
    Enum(EnumSpec),
    TypedefName(Ident),
    /// `typeof(expr)`, `__typeof__(expr)`, `typeof_unqual(expr)`.
    TypeofExpr(Box<Expr>),
    /// `typeof(type-name)`.
    TypeofType(Box<TypeName>),
    /// `_Atomic(type-name)`.
    Atomic(Box<TypeName>),
    /// GNU `__auto_type`, C23 `auto` used as a type.
    AutoType,
    /// Declaration specifiers without any type specifier (implicit `int` in old code).
    Implicit,
}

/// The arithmetic and void types, after combining keyword specifiers
/// (`unsigned long long int` → `ULongLong`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BasicType {
    Void,
    Bool,
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
    Float,
    Double,
    LongDouble,
    Float16,
    Float32,
    Float64,
    Float128,
    Float32x,
    Float64x,
    Float128x,
    BFloat16,
    Decimal32,
    Decimal64,
    Decimal128,
    ComplexFloat,
    ComplexDouble,
    ComplexLongDouble,
    /// `_Complex _Float128` and the other `_Complex _FloatN` combinations, and GNU integer
    /// complex types, which accc does not compute with but must parse.
    ComplexOther,
    /// `__builtin_va_list`.
    VaList,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StructKind {
    Struct,
    Union,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StructSpec {
    pub kind: StructKind,
    pub name: Option<Ident>,
    /// `None` for a reference (`struct s`), `Some` for a definition.
    pub fields: Option<Vec<FieldDecl>>,
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FieldDecl {
    pub specs: DeclSpecs,
    /// Empty for an anonymous struct/union member.
    pub declarators: Vec<FieldDeclarator>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FieldDeclarator {
    /// `None` for an unnamed bit-field (`int : 3;`).
    pub declarator: Option<Declarator>,
    pub bit_width: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EnumSpec {
    pub name: Option<Ident>,
    /// C23 `enum e : unsigned char { … }`.
    pub underlying: Option<Box<TypeName>>,
    pub enumerators: Option<Vec<Enumerator>>,
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Enumerator {
    pub name: Ident,
    pub value: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct InitDeclarator {
    pub declarator: Declarator,
    pub init: Option<Initializer>,
}

/// A declarator: a name (absent in abstract declarators) and the type derivations applied
/// to the base type. `derived` lists them from the name outward: `int *a[3]` (array of 3
/// pointers to int) is `[Array(3), Pointer]`; `float (*A)[n]` (pointer to array of n float)
/// is `[Pointer, Array(n)]`; `int (*f)(void)` is `[Pointer, Function]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Declarator {
    pub name: Option<Ident>,
    pub derived: Vec<Derived>,
    pub attrs: Vec<Attribute>,
    /// GNU `asm("symbol")` label.
    pub asm_label: Option<Span>,
    pub span: Span,
}

impl Declarator {
    /// Where the declared name is (the whole declarator when it has none).
    pub fn name_span(&self) -> Span {
        self.name.as_ref().map_or(self.span, |n| n.span)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Derived {
    Pointer(TypeQuals),
    Array {
        quals: TypeQuals,
        size: ArraySize,
        /// `int a[static 10]` in a parameter.
        is_static: bool,
    },
    Function(FunctionDeclarator),
}

#[derive(Clone, Debug, PartialEq)]
pub enum ArraySize {
    /// `[]`
    Unspecified,
    /// `[*]`
    VlaStar,
    Expr(Box<Expr>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDeclarator {
    pub params: Vec<ParamDecl>,
    pub variadic: bool,
    /// K&R identifier list `f(a, b)`.
    pub old_style_names: Vec<Ident>,
    /// `f()` in C before C23: unspecified parameters.
    pub unprototyped: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ParamDecl {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TypeName {
    pub specs: DeclSpecs,
    /// Abstract declarator (`name` is `None`).
    pub declarator: Declarator,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Initializer {
    Expr(Expr),
    List { items: Vec<InitItem>, span: Span },
}

impl Initializer {
    pub fn span(&self) -> Span {
        match self {
            Initializer::Expr(e) => e.span,
            Initializer::List { span, .. } => *span,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct InitItem {
    pub designators: Vec<Designator>,
    pub init: Initializer,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Designator {
    Index(Expr),
    /// GNU `[lo ... hi]`.
    Range(Expr, Expr),
    Member(Ident),
}

// ---------------------------------------------------------------- statements

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub items: Vec<BlockItem>,
    pub span: Span,
}

impl Block {
    /// Calls `f` on every expression (and sub-expression) of the block's statements and
    /// declarations' initialisers, in source order.
    pub fn walk_exprs(&self, f: &mut dyn FnMut(&Expr)) {
        for item in &self.items {
            match item {
                BlockItem::Stmt(s) => s.walk_exprs(f),
                BlockItem::Decl(LocalDecl {
                    kind: LocalDeclKind::Decl(d),
                    ..
                }) => {
                    for i in &d.declarators {
                        if let Some(Initializer::Expr(e)) = &i.init {
                            e.walk(f);
                        }
                    }
                }
                BlockItem::Decl(_) => {}
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum BlockItem {
    Decl(LocalDecl),
    Stmt(Stmt),
}

/// A declaration inside a block, with the pragmas written before it.
#[derive(Clone, Debug, PartialEq)]
pub struct LocalDecl {
    pub pragmas: Vec<Pragma>,
    pub kind: LocalDeclKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum LocalDeclKind {
    Decl(Declaration),
    StaticAssert,
    /// A nested function definition (GNU).
    Function(Box<FunctionDef>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    /// Pragmas written immediately before this statement, in order.
    pub pragmas: Vec<Pragma>,
    pub kind: StmtKind,
    /// The statement's own text, without its pragmas.
    pub span: Span,
}

impl Stmt {
    /// Calls `f` on each statement directly nested in this one: a block's statements, the
    /// branches of an `if`, the body of a loop, `switch`, `case`, `default` or label.
    pub fn for_each_child<'s>(&'s self, f: &mut dyn FnMut(&'s Stmt)) {
        match &self.kind {
            StmtKind::Compound(b) => {
                for item in &b.items {
                    if let BlockItem::Stmt(s) = item {
                        f(s);
                    }
                }
            }
            StmtKind::If { then, els, .. } => {
                f(then);
                if let Some(e) = els {
                    f(e);
                }
            }
            StmtKind::Switch { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default(body)
            | StmtKind::Labeled { body, .. } => f(body),
            _ => {}
        }
    }

    /// Calls `f` on the expressions that control this statement: the condition of an `if`,
    /// `switch`, `while` or `do`; a `for` loop's initialisation (expression, or the
    /// initialisers of its declarations), condition and step, in that order.
    pub fn for_each_header_expr<'s>(&'s self, f: &mut dyn FnMut(&'s Expr)) {
        match &self.kind {
            StmtKind::If { cond, .. }
            | StmtKind::Switch { cond, .. }
            | StmtKind::While { cond, .. }
            | StmtKind::DoWhile { cond, .. } => f(cond),
            StmtKind::For {
                init, cond, step, ..
            } => {
                match init {
                    Some(ForInit::Expr(e)) => f(e),
                    Some(ForInit::Decl(d)) => {
                        for i in &d.declarators {
                            if let Some(Initializer::Expr(e)) = &i.init {
                                f(e);
                            }
                        }
                    }
                    None => {}
                }
                for e in [cond, step].into_iter().flatten() {
                    f(e);
                }
            }
            _ => {}
        }
    }

    /// Whether this statement may be left other than by its end: a `break` or `continue`
    /// not inside a loop or `switch` of its own, a `return`, a `goto`.
    pub fn jumps_out(&self) -> bool {
        fn leaves(s: &Stmt, in_loop: bool) -> bool {
            match &s.kind {
                StmtKind::Break | StmtKind::Continue => !in_loop,
                StmtKind::Return(_) | StmtKind::Goto(_) | StmtKind::GotoComputed(_) => true,
                StmtKind::Compound(b) => b.items.iter().any(|i| match i {
                    BlockItem::Stmt(s) => leaves(s, in_loop),
                    BlockItem::Decl(_) => false,
                }),
                StmtKind::If { then, els, .. } => {
                    leaves(then, in_loop) || els.as_ref().is_some_and(|e| leaves(e, in_loop))
                }
                StmtKind::Switch { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. }
                | StmtKind::For { body, .. } => leaves(body, true),
                StmtKind::Case { body, .. }
                | StmtKind::Default(body)
                | StmtKind::Labeled { body, .. } => leaves(body, in_loop),
                _ => false,
            }
        }
        leaves(self, false)
    }

    /// Calls `f` on this statement and on every statement nested in it, parents first.
    /// Declarations and expressions are not entered (statement expressions included).
    pub fn walk(&self, f: &mut dyn FnMut(&Stmt)) {
        f(self);
        self.for_each_child(&mut |c| c.walk(f));
    }

    /// Calls `f` on every expression (and sub-expression) of this statement and the
    /// statements in it, declarations' initialisers included, in source order.
    pub fn walk_exprs(&self, f: &mut dyn FnMut(&Expr)) {
        match &self.kind {
            StmtKind::Compound(b) => b.walk_exprs(f),
            StmtKind::Expr(e) | StmtKind::GotoComputed(e) | StmtKind::Return(Some(e)) => e.walk(f),
            StmtKind::If { .. }
            | StmtKind::Switch { .. }
            | StmtKind::While { .. }
            | StmtKind::DoWhile { .. }
            | StmtKind::For { .. } => {
                self.for_each_header_expr(&mut |e| e.walk(f));
                self.for_each_child(&mut |c| c.walk_exprs(f));
            }
            StmtKind::Case { body, .. }
            | StmtKind::Default(body)
            | StmtKind::Labeled { body, .. } => body.walk_exprs(f),
            _ => {}
        }
    }

    /// Whether a `break`, `continue`, `return` or `goto` appears anywhere in this
    /// statement (wherever it would jump to).
    pub fn contains_jump(&self) -> bool {
        let mut found = false;
        self.walk(&mut |s| {
            found |= matches!(
                s.kind,
                StmtKind::Break
                    | StmtKind::Continue
                    | StmtKind::Return(_)
                    | StmtKind::Goto(_)
                    | StmtKind::GotoComputed(_)
            )
        });
        found
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    Compound(Block),
    Expr(Expr),
    /// `;`, or the holder of pragmas that close a block.
    Empty,
    If {
        cond: Expr,
        then: Box<Stmt>,
        els: Option<Box<Stmt>>,
    },
    Switch {
        cond: Expr,
        body: Box<Stmt>,
    },
    /// `case lo:` or GNU `case lo ... hi:`.
    Case {
        lo: Expr,
        hi: Option<Expr>,
        body: Box<Stmt>,
    },
    Default(Box<Stmt>),
    While {
        cond: Expr,
        body: Box<Stmt>,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
    },
    For {
        init: Option<ForInit>,
        cond: Option<Expr>,
        step: Option<Expr>,
        body: Box<Stmt>,
    },
    Goto(Ident),
    /// GNU `goto *expr;`
    GotoComputed(Expr),
    Continue,
    Break,
    Return(Option<Expr>),
    Labeled {
        label: Ident,
        body: Box<Stmt>,
    },
    /// `asm [volatile] (…);`, kept as text.
    Asm,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ForInit {
    Decl(Declaration),
    Expr(Expr),
}

// ---------------------------------------------------------------- expressions

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Ident(Ident),
    IntLit(String),
    FloatLit(String),
    CharLit(String),
    /// Adjacent string literals, each as written.
    StrLit(Vec<String>),
    Unary {
        op: UnaryOp,
        expr: Box<Expr>,
    },
    Binary {
        op: BinaryOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// `lhs = rhs` (`op` = None) or a compound assignment `lhs op= rhs`.
    Assign {
        op: Option<BinaryOp>,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// `cond ? then : els`; GNU `cond ?: els` has `then` = None.
    Cond {
        cond: Box<Expr>,
        then: Option<Box<Expr>>,
        els: Box<Expr>,
    },
    Call {
        callee: Box<Expr>,
        args: Vec<Expr>,
    },
    Index {
        base: Box<Expr>,
        index: Box<Expr>,
    },
    Member {
        base: Box<Expr>,
        member: Ident,
        arrow: bool,
    },
    Cast {
        ty: Box<TypeName>,
        expr: Box<Expr>,
    },
    SizeofExpr(Box<Expr>),
    SizeofType(Box<TypeName>),
    /// `_Alignof`/`alignof`/`__alignof__` of a type or (GNU) an expression.
    AlignofType(Box<TypeName>),
    AlignofExpr(Box<Expr>),
    CompoundLiteral {
        ty: Box<TypeName>,
        items: Vec<InitItem>,
        /// The braced list, braces included.
        list: Span,
    },
    /// GNU `({ … })`.
    StmtExpr(Block),
    Generic {
        control: Box<Expr>,
        assocs: Vec<GenericAssoc>,
    },
    /// `a, b, c`.
    Comma(Vec<Expr>),
    /// `__builtin_va_arg(ap, type)`.
    VaArg {
        expr: Box<Expr>,
        ty: Box<TypeName>,
    },
    /// `__builtin_offsetof(type, member.designator[3])`, the designator kept as text.
    Offsetof {
        ty: Box<TypeName>,
        designator: Span,
    },
    /// `__builtin_types_compatible_p(t1, t2)`.
    TypesCompatible(Box<TypeName>, Box<TypeName>),
    /// C23 `nullptr`; `true`/`false` are `IntLit`-like but kept apart for printing.
    Nullptr,
    BoolLit(bool),
}

#[derive(Clone, Debug, PartialEq)]
pub struct GenericAssoc {
    /// `None` for `default:`.
    pub ty: Option<TypeName>,
    pub expr: Expr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Neg,
    Plus,
    Not,
    BitNot,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
    /// GNU `__real__`, `__imag__`.
    Real,
    Imag,
    /// GNU `&&label`.
    LabelAddr,
    /// GNU `__extension__ expr`.
    Extension,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
}

impl BinaryOp {
    pub fn as_str(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            LogAnd => "&&",
            LogOr => "||",
        }
    }
}

impl Expr {
    /// Calls `f` on this expression and on every sub-expression, parents first. Type
    /// names, initializer lists and statement expressions are not entered.
    pub fn walk(&self, f: &mut dyn FnMut(&Expr)) {
        f(self);
        match &self.kind {
            ExprKind::Unary { expr, .. }
            | ExprKind::Cast { expr, .. }
            | ExprKind::SizeofExpr(expr)
            | ExprKind::AlignofExpr(expr)
            | ExprKind::VaArg { expr, .. } => expr.walk(f),
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::Assign { lhs, rhs, .. }
            | ExprKind::Index {
                base: lhs,
                index: rhs,
            } => {
                lhs.walk(f);
                rhs.walk(f);
            }
            ExprKind::Cond { cond, then, els } => {
                cond.walk(f);
                if let Some(t) = then {
                    t.walk(f);
                }
                els.walk(f);
            }
            ExprKind::Call { callee, args } => {
                callee.walk(f);
                for a in args {
                    a.walk(f);
                }
            }
            ExprKind::Member { base, .. } => base.walk(f),
            ExprKind::Comma(list) => {
                for x in list {
                    x.walk(f);
                }
            }
            _ => {}
        }
    }

    /// The expressions directly inside this one that are evaluated as expressions, in
    /// source order: operands, a call's callee and arguments, a member's base, a
    /// `_Generic`'s control and associations. Not the code nested in it (a statement
    /// expression's block, a compound literal's initialisers) nor type names.
    pub fn operands(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Unary { expr, .. }
            | ExprKind::Cast { expr, .. }
            | ExprKind::SizeofExpr(expr)
            | ExprKind::AlignofExpr(expr)
            | ExprKind::VaArg { expr, .. }
            | ExprKind::Member { base: expr, .. } => vec![expr],
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::Assign { lhs, rhs, .. }
            | ExprKind::Index {
                base: lhs,
                index: rhs,
            } => vec![lhs, rhs],
            ExprKind::Cond { cond, then, els } => [Some(&**cond), then.as_deref(), Some(&**els)]
                .into_iter()
                .flatten()
                .collect(),
            ExprKind::Call { callee, args } => std::iter::once(&**callee).chain(args).collect(),
            ExprKind::Comma(list) => list.iter().collect(),
            ExprKind::Generic { control, assocs } => std::iter::once(&**control)
                .chain(assocs.iter().map(|a| &a.expr))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Strips parentheses-free wrappers that do not change the value (`__extension__`).
    pub fn ident_name(&self) -> Option<&str> {
        match &self.kind {
            ExprKind::Ident(i) => Some(&i.name),
            _ => None,
        }
    }
}
