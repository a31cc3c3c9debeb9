//! The names of types and enumeration constants that device code spells
//! ([`accc_ir::needs::TypeNames`]), from what sema resolved of the code the device program
//! prints: the variables, routines, typedef names and enumeration constants its statements
//! name or declare (and the types of those), and the structs and enumerations of its type
//! names (casts, `sizeof`, compound literals). The type definitions of the device program
//! are written for these (`types::TypeDefinitions`).

use accc_front::ast::{Block, BlockItem, Declaration, Designator, Expr, ExprKind, ForInit};
use accc_front::ast::{
    FunctionDef, InitItem, Initializer, LocalDecl, LocalDeclKind, Stmt, StmtKind,
};
use accc_front::ast::{StructKind, TypeName, TypeSpec};
use accc_front::Span;
use accc_ir::needs::{RecordName, TypeNames};
use accc_sema::analyze::Sema;
use accc_sema::{SymbolId, SymbolKind, Type};

use super::target::Target;
use super::types::builtin_typedef;

/// The user code the device program prints.
pub struct DeviceCode<'a> {
    /// The routines' definitions and the statements of the regions the kernels run, in the
    /// order the device program prints them.
    pub parts: Vec<Part<'a>>,
    /// The headers of the loops kernels spread over their threads: a kernel counts their
    /// iterations from values the host computes, so what the headers name but declare is
    /// not in the device code.
    pub unprinted: Vec<Span>,
}

pub enum Part<'a> {
    Routine(&'a FunctionDef),
    Region(&'a Stmt),
}

impl Part<'_> {
    pub fn span(&self) -> Span {
        match self {
            Part::Routine(f) => f.span,
            Part::Region(s) => s.span,
        }
    }
}

/// A name the code spells.
enum Named {
    /// A symbol the code names (`declared`: declares).
    Symbol { id: SymbolId, declared: bool },
    /// A struct or union a type name names by its tag.
    Record(StructKind, String),
    /// An enumeration a type name names by its tag.
    Enum(String),
}

/// The type names `code` spells: its structs and unions in the order the device program
/// first names them (by part, then by place in the source).
pub fn type_names(sema: &Sema, target: &dyn Target, code: &DeviceCode<'_>) -> TypeNames {
    let symbols = &sema.symbols;
    let unprinted = |lo: u32| code.unprinted.iter().any(|s| s.lo <= lo && lo < s.hi);
    let mut found: Vec<((usize, u32), Named)> = Vec::new();
    for (part, p) in code.parts.iter().enumerate() {
        let span = p.span();
        let inside = |lo: u32| span.lo <= lo && lo < span.hi;
        let uses = (symbols.uses.iter())
            .filter(|(lo, _)| inside(**lo) && !unprinted(**lo))
            .map(|(&lo, &id)| {
                (
                    (part, lo),
                    Named::Symbol {
                        id,
                        declared: false,
                    },
                )
            });
        let decls = (symbols.decls.iter())
            .filter(|(lo, _)| inside(**lo))
            .map(|(&lo, &id)| ((part, lo), Named::Symbol { id, declared: true }));
        found.extend(uses.chain(decls));
        let mut type_name = |t: &TypeName| {
            let named = match &t.specs.ty {
                TypeSpec::Struct(s) => s
                    .name
                    .as_ref()
                    .map(|tag| Named::Record(s.kind, tag.name.clone())),
                TypeSpec::Enum(e) => e.name.as_ref().map(|tag| Named::Enum(tag.name.clone())),
                _ => None,
            };
            found.extend(named.map(|n| ((part, t.span.lo), n)));
        };
        let mut exprs = |e: &Expr| type_names_of(e, &mut type_name);
        match p {
            Part::Routine(f) => block_exprs(&f.body, &mut exprs),
            Part::Region(s) => stmt_exprs(s, &mut exprs),
        }
    }
    found.sort_by_key(|(at, _)| *at);
    let mut names = TypeNames::default();
    for (_, named) in found {
        match named {
            Named::Symbol { id, declared } => {
                let s = symbols.get(id);
                match s.kind {
                    SymbolKind::Typedef if !builtin_typedef(target, &s.name) => {
                        names.typedefs.insert(s.name.clone());
                    }
                    SymbolKind::Typedef => {}
                    SymbolKind::EnumConstant => {
                        names.constants.insert(s.name.clone());
                    }
                    // A routine's type is spelt where it is defined, not where it is called.
                    SymbolKind::Function if !declared => {}
                    SymbolKind::Function | SymbolKind::Variable => {
                        type_spelt(sema, target, &s.ty, &mut names)
                    }
                }
            }
            Named::Record(kind, tag) => names.add_record(kind, RecordName::Tag(tag)),
            Named::Enum(tag) => {
                if symbols.enum_defs.contains_key(&tag) {
                    names.enums.insert(tag);
                }
            }
        }
    }
    names
}

/// Adds the names the device code spells where it declares something of type `ty`: a
/// typedef name (not what it stands for), a struct, union or tagged enumeration, and
/// those of what `ty` points to, holds, returns or takes.
fn type_spelt(sema: &Sema, target: &dyn Target, ty: &Type, names: &mut TypeNames) {
    match ty {
        Type::Named { name, .. } => {
            if !builtin_typedef(target, name) {
                names.typedefs.insert(name.clone());
            }
        }
        Type::Pointer { pointee, .. } => type_spelt(sema, target, pointee, names),
        Type::Array { elem, .. } => type_spelt(sema, target, elem, names),
        Type::Qualified { inner, .. } => type_spelt(sema, target, inner, names),
        Type::Function { ret, params, .. } => {
            type_spelt(sema, target, ret, names);
            for p in params {
                type_spelt(sema, target, p, names);
            }
        }
        Type::Enum { tag: Some(t), .. } if sema.symbols.enum_defs.contains_key(t) => {
            names.enums.insert(t.clone());
        }
        Type::Record { kind, tag, def, .. } => {
            let name = match (tag, def.0) {
                (Some(t), _) => RecordName::Tag(t.clone()),
                (None, Some(d)) => RecordName::Anonymous(d),
                (None, None) => return,
            };
            names.add_record(*kind, name);
        }
        _ => {}
    }
}

/// Calls `f` on the type names `e` itself holds (not those of its operands).
fn type_names_of(e: &Expr, f: &mut dyn FnMut(&TypeName)) {
    match &e.kind {
        ExprKind::Cast { ty, .. }
        | ExprKind::SizeofType(ty)
        | ExprKind::AlignofType(ty)
        | ExprKind::CompoundLiteral { ty, .. }
        | ExprKind::VaArg { ty, .. }
        | ExprKind::Offsetof { ty, .. } => f(ty),
        ExprKind::TypesCompatible(a, b) => {
            f(a);
            f(b);
        }
        ExprKind::Generic { assocs, .. } => assocs.iter().filter_map(|a| a.ty.as_ref()).for_each(f),
        _ => {}
    }
}

/// Calls `f` on every expression of block `b`: of its statements and of its declarations'
/// initialisers (see [`stmt_exprs`]).
fn block_exprs(b: &Block, f: &mut dyn FnMut(&Expr)) {
    for item in &b.items {
        match item {
            BlockItem::Stmt(s) => stmt_exprs(s, f),
            BlockItem::Decl(LocalDecl {
                kind: LocalDeclKind::Decl(d),
                ..
            }) => declaration_exprs(d, f),
            BlockItem::Decl(_) => {}
        }
    }
}

/// Calls `f` on every expression of statement `s` and of the statements in it, and on
/// those in their declarations' initialisers, initialiser lists, compound literals and
/// statement expressions (which `Stmt::walk_exprs` does not enter).
fn stmt_exprs(s: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match &s.kind {
        StmtKind::Compound(b) => return block_exprs(b, f),
        StmtKind::Expr(e) | StmtKind::GotoComputed(e) | StmtKind::Return(Some(e)) => {
            expr_exprs(e, f)
        }
        StmtKind::Case { lo, hi, .. } => {
            expr_exprs(lo, f);
            if let Some(h) = hi {
                expr_exprs(h, f);
            }
        }
        StmtKind::For {
            init: Some(ForInit::Decl(d)),
            cond,
            step,
            ..
        } => {
            declaration_exprs(d, f);
            for e in [cond, step].into_iter().flatten() {
                expr_exprs(e, f);
            }
        }
        _ => s.for_each_header_expr(&mut |e| expr_exprs(e, f)),
    }
    s.for_each_child(&mut |c| stmt_exprs(c, f));
}

fn declaration_exprs(d: &Declaration, f: &mut dyn FnMut(&Expr)) {
    for i in d.declarators.iter().filter_map(|i| i.init.as_ref()) {
        initializer_exprs(i, f);
    }
}

fn initializer_exprs(i: &Initializer, f: &mut dyn FnMut(&Expr)) {
    match i {
        Initializer::Expr(e) => expr_exprs(e, f),
        Initializer::List { items, .. } => list_exprs(items, f),
    }
}

fn list_exprs(items: &[InitItem], f: &mut dyn FnMut(&Expr)) {
    for item in items {
        for d in &item.designators {
            match d {
                Designator::Index(e) => expr_exprs(e, f),
                Designator::Range(lo, hi) => {
                    expr_exprs(lo, f);
                    expr_exprs(hi, f);
                }
                Designator::Member(_) => {}
            }
        }
        initializer_exprs(&item.init, f);
    }
}

/// Calls `f` on `e` and its sub-expressions, those of its compound literals' lists and
/// statement expressions included.
fn expr_exprs(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    e.walk(&mut |e| {
        f(e);
        match &e.kind {
            ExprKind::CompoundLiteral { items, .. } => list_exprs(items, f),
            ExprKind::StmtExpr(b) => block_exprs(b, f),
            _ => {}
        }
    });
}
