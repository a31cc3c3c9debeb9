//! What the device program must define for the user code it prints, from what sema
//! resolved of that code (`accc_ir::needs::Needs`): the names of types and enumeration
//! constants it spells ([`type_names`], a `TypeNames`) and whether it names a complex type
//! ([`names_complex_type`]). The code is the routines' definitions and the statements of
//! the regions the kernels run, as the outline decides them ([`DeviceCode::of`]); the
//! back end writes the type definitions for these names.
//!
//! Type names come from the variables, routines, typedef names and enumeration constants
//! its statements name or declare (and the types of those), and the structs and
//! enumerations of its type names (casts, `sizeof`, compound literals).

use std::collections::BTreeSet;

use accc_front::ast::{Block, BlockItem, Declaration, Designator, Expr, ExprKind, ForInit};
use accc_front::ast::{
    FunctionDef, InitItem, Initializer, LocalDecl, LocalDeclKind, Stmt, StmtKind,
};
use accc_front::ast::{StructKind, TypeName, TypeSpec};
use accc_front::Span;
use accc_ir::kernel::outline::Unit;
use accc_ir::needs::{DeviceTypes, RecordName, TypeNames};
use accc_ir::{Caps, ComputeRegion, Module};
use accc_sema::analyze::Sema;
use accc_sema::{RecordDef, SymbolId, SymbolKind, Type};

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

/// A piece of the user code the device program prints.
pub enum Part<'a> {
    /// A `routine` function's definition.
    Routine(&'a FunctionDef),
    /// The statement of a compute region that kernels run.
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

impl<'a> DeviceCode<'a> {
    /// The code the device program of `module` prints: the routines' definitions, then the
    /// statements of the regions outlined into kernels (`gpu::outline`; every kernel of
    /// the outline is built), without the headers of their loop kernels' partitioned
    /// loops.
    pub fn of(module: &Module<'a>) -> DeviceCode<'a> {
        let routines = module.routine_defs.iter().map(|f| Part::Routine(*f));
        let outlined = module.regions.iter().filter_map(|r| {
            let outline = r.outline.as_ref()?;
            (!outline.units.is_empty()).then_some((r, &outline.units))
        });
        let mut regions = Vec::new();
        let mut unprinted = Vec::new();
        for (r, units) in outlined {
            regions.push(Part::Region(r.stmt));
            unprinted.extend(units.iter().filter_map(|u| partitioned_header(r, u)));
        }
        DeviceCode {
            parts: routines.chain(regions).collect(),
            unprinted,
        }
    }
}

/// The header of the loops a loop kernel of `r` partitions (outlined unit `u`): from its
/// outermost loop's start to the body each iteration runs (of the fused nest where the
/// outline fuses the gang loop with its vector loop).
fn partitioned_header(r: &ComputeRegion<'_>, u: &Unit) -> Option<Span> {
    let Unit::Loop { stmt, fused, .. } = u else {
        return None;
    };
    let outer = (r.outermost_loop_at(*stmt)).expect("an outlined loop of the region");
    let body = match fused {
        true => outer.fused_with_vector_loop().collapsed_body().span,
        false => outer.collapsed_body().span,
    };
    Some(Span {
        lo: outer.stmt.span.lo,
        hi: body.lo,
    })
}

/// What the device program of `module` (outlined: `gpu::outline`) spells for `caps`'s
/// device: its type names ([`type_names`]) and whether it names a complex type
/// ([`names_complex_type`]).
pub fn device_types(module: &Module<'_>, sema: &Sema, caps: &Caps) -> DeviceTypes {
    let code = DeviceCode::of(module);
    DeviceTypes {
        names: type_names(sema, caps, &code),
        complex: names_complex_type(sema, &code),
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
pub fn type_names(sema: &Sema, caps: &Caps, code: &DeviceCode<'_>) -> TypeNames {
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
                    SymbolKind::Typedef if !caps.builtin_typedef(&s.name) => {
                        names.typedefs.insert(s.name.clone());
                    }
                    SymbolKind::Typedef => {}
                    SymbolKind::EnumConstant => {
                        names.constants.insert(s.name.clone());
                    }
                    // A routine's type is spelt where it is defined, not where it is called.
                    SymbolKind::Function if !declared => {}
                    SymbolKind::Function | SymbolKind::Variable => {
                        type_spelt(sema, caps, &s.ty, &mut names)
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
fn type_spelt(sema: &Sema, caps: &Caps, ty: &Type, names: &mut TypeNames) {
    match ty {
        Type::Named { name, .. } => {
            if !caps.builtin_typedef(name) {
                names.typedefs.insert(name.clone());
            }
        }
        Type::Pointer { pointee, .. } => type_spelt(sema, caps, pointee, names),
        Type::Array { elem, .. } => type_spelt(sema, caps, elem, names),
        Type::Qualified { inner, .. } => type_spelt(sema, caps, inner, names),
        Type::Function { ret, params, .. } => {
            type_spelt(sema, caps, ret, names);
            for p in params {
                type_spelt(sema, caps, p, names);
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

/// Whether the symbols the device code `code` names or declares are of a complex type, or
/// of a type that holds one (pointers, arrays, functions, struct and union members): the
/// device program then defines the complex types (CUDA's typedefs). The regions'
/// statements count whole, the headers of their partitioned loops included.
pub fn names_complex_type(sema: &Sema, code: &DeviceCode<'_>) -> bool {
    let symbols = &sema.symbols;
    let inside = |lo: u32| {
        code.parts
            .iter()
            .any(|p| p.span().lo <= lo && lo < p.span().hi)
    };
    let mut records = BTreeSet::new();
    symbols
        .uses
        .iter()
        .chain(&symbols.decls)
        .filter(|(lo, _)| inside(**lo))
        .any(|(_, &id)| holds_complex(sema, &symbols.get(id).ty, &mut records))
}

/// Whether `ty` is complex or holds a complex type; `records` are the struct and union
/// definitions entered already (a struct may point to itself).
fn holds_complex(sema: &Sema, ty: &Type, records: &mut BTreeSet<u32>) -> bool {
    match ty {
        Type::Basic(_) => ty.is_complex(),
        Type::Named { target, .. } => holds_complex(sema, target, records),
        Type::Pointer { pointee, .. } => holds_complex(sema, pointee, records),
        Type::Array { elem, .. } => holds_complex(sema, elem, records),
        Type::Qualified { inner, .. } => holds_complex(sema, inner, records),
        Type::Function { ret, params, .. } => {
            holds_complex(sema, ret, records)
                || params.iter().any(|p| holds_complex(sema, p, records))
        }
        Type::Record {
            def: RecordDef(Some(def)),
            ..
        } => {
            records.insert(*def)
                && sema
                    .symbols
                    .record_defs
                    .get(def)
                    .is_some_and(|r| r.fields.iter().any(|f| holds_complex(sema, &f.ty, records)))
        }
        _ => false,
    }
}
