//! Name resolution: one walk over the translation unit that builds the symbol table,
//! gives every declared name its C type and records which symbol each identifier use
//! refers to. Directive pragmas met on the way are handed to a callback together with
//! the scope they appear in, so that their expressions resolve like the code around them.

use std::collections::HashMap;

use accc_front::ast::*;
use accc_front::{SourceMap, Span};

use crate::consteval;
use crate::types::{ArrayLen, RecordDef, Type};

pub type SymbolId = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    Variable,
    Function,
    Typedef,
    EnumConstant,
}

#[derive(Clone, Debug)]
pub struct Symbol {
    pub name: String,
    pub kind: SymbolKind,
    pub ty: Type,
    /// Span of the name in its declaration.
    pub span: Span,
    /// Declared at file scope (or `extern`/`static` in a block: lives for the whole program).
    pub is_static_storage: bool,
    pub is_param: bool,
    /// Value of an enumeration constant, when accc can compute it (`None` for
    /// `sizeof tbl / sizeof tbl[0]`, which only the C compiler knows).
    pub value: Option<i128>,
    /// An enumeration constant whose value accc cannot compute: its value as C text (the
    /// source of its initialiser; for an implicit one after it, `(text) + k`), for the
    /// device compiler to compute.
    pub value_text: Option<String>,
    /// A parameter declared as an array (`double A[N][M]`, of type `double (*)[M]`): the
    /// first extent as written (`N`), which the type no longer holds; `None` for `A[]`,
    /// `A[*]`, and every other symbol.
    pub param_extent: Option<String>,
}

/// The result of name resolution.
#[derive(Default)]
pub struct Symbols {
    pub symbols: Vec<Symbol>,
    /// Identifier use (span start of the identifier) → symbol.
    pub uses: HashMap<u32, SymbolId>,
    /// Declarator name (span start) → symbol it declares.
    pub decls: HashMap<u32, SymbolId>,
    /// Struct/union members by tag, for member types through incomplete references.
    pub records: HashMap<String, Vec<(String, Type)>>,
    /// Every struct/union definition, by its number ([`RecordDef`]): what a device program needs to lay it out as the host does.
    pub record_defs: HashMap<u32, RecordInfo>,
    /// The last definition of each struct/union tag.
    pub record_tags: HashMap<String, u32>,
    /// Every enumeration with a tag and a list of constants: its constants, in order.
    pub enum_defs: HashMap<String, Vec<SymbolId>>,
    /// The type each type name (of a cast, `sizeof`, a compound literal) stands for, by
    /// its span start.
    pub type_names: HashMap<u32, Type>,
}

/// A struct or union definition as a device program must repeat it: the members with
/// their bit widths and the attributes that change the layout, as written.
#[derive(Clone, Debug)]
pub struct RecordInfo {
    pub kind: StructKind,
    pub tag: Option<String>,
    /// The struct specifier.
    pub span: Span,
    /// Attributes of the type (`__attribute__((packed))`, `_Alignas`), as written.
    pub attrs: Vec<String>,
    /// `#pragma pack` in force at the definition: the largest member alignment.
    pub pack: Option<u32>,
    pub fields: Vec<FieldInfo>,
}

/// A member of a [`RecordInfo`]: `name` is empty for an anonymous struct/union member and
/// for an unnamed bit-field.
#[derive(Clone, Debug)]
pub struct FieldInfo {
    pub name: String,
    pub ty: Type,
    /// The width of a bit-field, as written.
    pub bit_width: Option<String>,
    /// Attributes of the member (`__attribute__((aligned(16)))`, `_Alignas(8)`), as written.
    pub attrs: Vec<String>,
    /// The member's declarator (its declaration for an anonymous member).
    pub span: Span,
}

impl Symbols {
    pub fn get(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id]
    }

    /// The first word of C text `text` (a constant expression accc kept as written) that
    /// can only be a variable or function of the file: no typedef or enumeration constant
    /// has that name. `None` when the text names types and constants only, so that a
    /// device program with their definitions can compute it.
    pub fn names_object<'t>(&self, text: &'t str) -> Option<&'t str> {
        text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .find(|w| {
                let kinds: Vec<SymbolKind> = self
                    .symbols
                    .iter()
                    .filter(|s| s.name == *w)
                    .map(|s| s.kind)
                    .collect();
                kinds
                    .iter()
                    .any(|k| matches!(k, SymbolKind::Variable | SymbolKind::Function))
                    && !kinds
                        .iter()
                        .any(|k| matches!(k, SymbolKind::Typedef | SymbolKind::EnumConstant))
            })
    }

    /// The symbol an identifier use refers to.
    pub fn resolve(&self, ident: &Ident) -> Option<SymbolId> {
        self.uses.get(&ident.span.lo).copied()
    }

    /// The symbol a declarator declares (none for an abstract declarator).
    pub fn declared_by(&self, d: &Declarator) -> Option<SymbolId> {
        self.decls.get(&d.name.as_ref()?.span.lo).copied()
    }

    /// The type of member `name` of `ty` (a struct/union, possibly named by tag only).
    pub fn field_type(&self, ty: &Type, name: &str) -> Option<Type> {
        if let Some(t) = ty.field(name) {
            return Some(t.clone());
        }
        if let Type::Record { tag: Some(tag), .. } = ty.resolved() {
            let fields = self.records.get(tag)?;
            let rec = Type::Record {
                kind: StructKind::Struct,
                tag: None,
                fields: fields.clone(),
                def: RecordDef(None),
            };
            return rec.field(name).cloned();
        }
        None
    }

    /// A struct or union with a pointer among its members (or theirs, or in an array
    /// member): OpenCL takes none as a kernel argument.
    pub fn holds_pointer(&self, ty: &Type) -> bool {
        match ty.resolved() {
            Type::Pointer { .. } => true,
            Type::Array { elem, .. } => self.holds_pointer(elem),
            Type::Record { fields, tag, .. } => {
                let by_tag = match tag {
                    Some(tag) if fields.is_empty() => self.records.get(tag),
                    _ => None,
                };
                by_tag
                    .unwrap_or(fields)
                    .iter()
                    .any(|(_, t)| self.holds_pointer(t))
            }
            _ => false,
        }
    }

    /// A clause's subarray of a pointer member (`s.p[0:n]`, `q->in.p[0:n]`): it maps the
    /// data the member points to, not the struct, and implies attaching the member. The
    /// clause leaves the variable at its root (`s`, `q`) its implicit attribute.
    pub fn is_member_pointer_section(&self, v: &accc_front::directive::VarRef) -> bool {
        !v.subscripts.is_empty()
            && matches!(v.base.kind, ExprKind::Member { .. })
            && self.type_of(&v.base).is_some_and(|t| t.is_pointer())
    }

    /// A best-effort type of an expression (enough for lvalues: names, subscripts, members,
    /// dereferences, casts).
    pub fn type_of(&self, e: &Expr) -> Option<Type> {
        match &e.kind {
            ExprKind::Ident(i) => Some(self.get(self.resolve(i)?).ty.clone()),
            ExprKind::Index { base, .. } => self.type_of(base)?.element().cloned(),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                expr,
            } => self.type_of(expr)?.element().cloned(),
            ExprKind::Member {
                base,
                member,
                arrow,
            } => {
                let bt = self.type_of(base)?;
                let rec = if *arrow { bt.element()?.clone() } else { bt };
                self.field_type(&rec, &member.name)
            }
            ExprKind::CompoundLiteral { ty, .. } | ExprKind::Cast { ty, .. } => {
                self.type_names.get(&ty.span.lo).cloned()
            }
            // Pointer arithmetic (`*(p + k)`, `*(k + a)`): the pointer's type, an array's
            // as the pointer it decays to.
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            } => [lhs, rhs].into_iter().find_map(|side| {
                let t = self.type_of(side)?;
                match t.resolved() {
                    Type::Pointer { .. } => Some(t),
                    Type::Array { elem, .. } => Some(Type::Pointer {
                        pointee: elem.clone(),
                        quals: TypeQuals::default(),
                    }),
                    _ => None,
                }
            }),
            ExprKind::IntLit(_) | ExprKind::CharLit(_) => Some(Type::Basic(BasicType::Int)),
            ExprKind::FloatLit(t) => Some(Type::Basic(if t.ends_with(['f', 'F']) {
                BasicType::Float
            } else {
                BasicType::Double
            })),
            _ => None,
        }
    }
}

/// What the resolver tells a directive handler: the pragma, and the names visible where it
/// stands.
pub struct PragmaSite<'r> {
    pub pragma: &'r Pragma,
    scopes: &'r [HashMap<String, SymbolId>],
    symbols: &'r [Symbol],
}

impl PragmaSite<'_> {
    pub fn lookup(&self, name: &str) -> Option<SymbolId> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    pub fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id]
    }

    pub fn is_typedef(&self, name: &str) -> bool {
        self.lookup(name)
            .is_some_and(|id| self.symbols[id].kind == SymbolKind::Typedef)
    }
}

/// The integer type GCC gives an enumeration without a fixed underlying type.
fn enum_repr(values: &[i128]) -> BasicType {
    let least = values.iter().copied().min().unwrap_or(0);
    let most = values.iter().copied().max().unwrap_or(0);
    if least >= 0 {
        if most <= u32::MAX as i128 {
            BasicType::UInt
        } else {
            BasicType::ULong
        }
    } else if least >= i32::MIN as i128 && most <= i32::MAX as i128 {
        BasicType::Int
    } else {
        BasicType::Long
    }
}

pub struct Resolver<'a> {
    sm: &'a SourceMap,
    /// `#pragma pack` states (`None`: the default packing), the last in force.
    pack: Vec<Option<u32>>,
    /// The number of each struct/union definition seen ([`RecordDef`]), by the span start
    /// of its specifier (a specifier may be resolved more than once).
    record_numbers: HashMap<u32, u32>,
    scopes: Vec<HashMap<String, SymbolId>>,
    out: Symbols,
    on_pragma: Option<&'a mut dyn FnMut(&PragmaSite<'_>)>,
}

/// Resolves the whole translation unit. `on_pragma` is called for every pragma, in source
/// order, with the scope that is current at that point.
pub fn resolve(
    tu: &TranslationUnit,
    sm: &SourceMap,
    on_pragma: &mut dyn FnMut(&PragmaSite<'_>),
) -> Symbols {
    // The callback needs `&Resolver` while the resolver is being mutated; collect the
    // pragma sites' scopes by calling it between mutations.
    let mut r = Resolver {
        sm,
        pack: Vec::new(),
        record_numbers: HashMap::new(),
        scopes: vec![HashMap::new()],
        out: Symbols::default(),
        on_pragma: None,
    };
    r.on_pragma = Some(on_pragma);
    for item in &tu.items {
        r.pragmas(&item.pragmas);
        match &item.kind {
            ExternalDeclKind::Function(f) => r.function(f),
            ExternalDeclKind::Decl(d) => r.declaration(d, true),
            _ => {}
        }
    }
    r.out
}

impl<'a> Resolver<'a> {
    fn lookup(&self, name: &str) -> Option<SymbolId> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    fn pragmas(&mut self, pragmas: &[Pragma]) {
        if pragmas.is_empty() {
            return;
        }
        for p in pragmas {
            if p.namespace() == Some("pack") {
                self.pack_pragma(p);
            }
        }
        if let Some(cb) = self.on_pragma.take() {
            for p in pragmas {
                cb(&PragmaSite {
                    pragma: p,
                    scopes: &self.scopes,
                    symbols: &self.out.symbols,
                });
            }
            self.on_pragma = Some(cb);
        }
    }

    /// `#pragma pack(n)`, `pack()`, `pack(push[, n])`, `pack(pop)` (GCC's forms; the
    /// identifiers of MSVC's named pushes are ignored).
    fn pack_pragma(&mut self, p: &Pragma) {
        let mut push = false;
        let mut pop = false;
        let mut value = None;
        for t in p.tokens.iter().skip(1) {
            match &t.kind {
                accc_front::token::TokenKind::Ident(w) if w == "push" => push = true,
                accc_front::token::TokenKind::Ident(w) if w == "pop" => pop = true,
                // `pack(show)` changes nothing.
                accc_front::token::TokenKind::Ident(w) if w == "show" => return,
                accc_front::token::TokenKind::Number(n) => value = n.parse::<u32>().ok(),
                _ => {}
            }
        }
        let current = self.pack.last().copied().flatten();
        if pop {
            self.pack.pop();
        } else if push {
            self.pack.push(current);
        }
        if value.is_some() || (!push && !pop) {
            match self.pack.last_mut() {
                Some(last) => *last = value,
                None => self.pack.push(value),
            }
        }
    }

    fn declare(
        &mut self,
        name: &Ident,
        kind: SymbolKind,
        ty: Type,
        is_static_storage: bool,
        is_param: bool,
    ) -> SymbolId {
        let id = self.out.symbols.len();
        self.out.symbols.push(Symbol {
            name: name.name.clone(),
            kind,
            ty,
            span: name.span,
            is_static_storage,
            is_param,
            value: None,
            value_text: None,
            param_extent: None,
        });
        self.out.decls.insert(name.span.lo, id);
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name.name.clone(), id);
        }
        id
    }

    fn enum_value(&self, name: &str) -> Option<i128> {
        self.lookup(name).and_then(|id| self.out.symbols[id].value)
    }

    // ------------------------------------------------------------ types

    fn spec_type(&mut self, specs: &DeclSpecs) -> Type {
        let base = match &specs.ty {
            TypeSpec::Basic(BasicType::Void) => Type::Void,
            TypeSpec::Basic(b) => Type::Basic(*b),
            TypeSpec::Implicit => Type::Basic(BasicType::Int),
            TypeSpec::BitInt { .. } => Type::Opaque(self.sm.snippet(specs.span).to_string()),
            TypeSpec::Struct(s) => self.struct_type(s),
            TypeSpec::Enum(e) => self.enum_type(e),
            TypeSpec::TypedefName(name) => {
                let target = match self.lookup(&name.name) {
                    Some(id) => {
                        self.out.uses.insert(name.span.lo, id);
                        self.out.symbols[id].ty.clone()
                    }
                    None => Type::Opaque(name.name.clone()),
                };
                Type::Named {
                    name: name.name.clone(),
                    target: Box::new(target),
                }
            }
            TypeSpec::TypeofExpr(e) => {
                self.expr(e);
                Type::Opaque(format!("__typeof__({})", self.sm.snippet(e.span)))
            }
            TypeSpec::TypeofType(t) => self.type_name(t),
            TypeSpec::Atomic(t) => {
                let inner = self.type_name(t);
                Type::Qualified {
                    quals: TypeQuals {
                        is_atomic: true,
                        ..Default::default()
                    },
                    inner: Box::new(inner),
                }
            }
            TypeSpec::AutoType => Type::Opaque("__auto_type".into()),
        };
        let q = specs.quals;
        if q.is_const || q.is_volatile || q.is_atomic || q.is_restrict {
            Type::Qualified {
                quals: q,
                inner: Box::new(base),
            }
        } else {
            base
        }
    }

    fn struct_type(&mut self, s: &StructSpec) -> Type {
        let tag = s.name.as_ref().map(|n| n.name.clone());
        let mut fields = Vec::new();
        let mut def = None;
        if let Some(decls) = &s.fields {
            let attr_text = |attrs: &[Attribute]| -> Vec<String> {
                attrs
                    .iter()
                    .map(|a| self.sm.snippet(a.span).to_string())
                    .collect()
            };
            let mut infos = Vec::new();
            for f in decls {
                let base = self.spec_type(&f.specs);
                let spec_attrs = attr_text(&f.specs.attrs);
                if f.declarators.is_empty() {
                    fields.push((String::new(), base.clone()));
                    infos.push(FieldInfo {
                        name: String::new(),
                        ty: base.clone(),
                        bit_width: None,
                        attrs: spec_attrs.clone(),
                        span: f.span,
                    });
                }
                for fd in &f.declarators {
                    let bit_width = fd.bit_width.as_ref().map(|w| {
                        match consteval::eval(w, &|n| self.enum_value(n)) {
                            Some(v) => v.to_string(),
                            None => self.sm.snippet(w.span).to_string(),
                        }
                    });
                    match &fd.declarator {
                        Some(d) => {
                            let ty = self.derive(base.clone(), &d.derived, false);
                            let name = d.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
                            fields.push((name.clone(), ty.clone()));
                            let mut attrs = spec_attrs.clone();
                            attrs.extend(attr_text(&d.attrs));
                            infos.push(FieldInfo {
                                name,
                                ty,
                                bit_width,
                                attrs,
                                span: d.span,
                            });
                        }
                        // An unnamed bit-field (`int : 3;`) only takes room.
                        None => infos.push(FieldInfo {
                            name: String::new(),
                            ty: base.clone(),
                            bit_width,
                            attrs: spec_attrs.clone(),
                            span: f.span,
                        }),
                    }
                }
            }
            let next = self.record_numbers.len() as u32;
            let number = *self.record_numbers.entry(s.span.lo).or_insert(next);
            if let Some(t) = &tag {
                self.out.records.insert(t.clone(), fields.clone());
                self.out.record_tags.insert(t.clone(), number);
            }
            self.out.record_defs.insert(
                number,
                RecordInfo {
                    kind: s.kind,
                    tag: tag.clone(),
                    span: s.span,
                    attrs: attr_text(&s.attrs),
                    pack: self.pack.last().copied().flatten(),
                    fields: infos,
                },
            );
            def = Some(number);
        } else if let Some(t) = &tag {
            fields = self.out.records.get(t).cloned().unwrap_or_default();
            def = self.out.record_tags.get(t).copied();
        }
        Type::Record {
            kind: s.kind,
            tag,
            fields,
            def: RecordDef(def),
        }
    }

    fn enum_type(&mut self, e: &EnumSpec) -> Type {
        let tag = e.name.as_ref().map(|n| n.name.clone());
        let fixed = e.underlying.as_ref().map(|t| self.type_name(t));
        let mut values = Vec::new();
        if let Some(list) = &e.enumerators {
            // The next implicit value: a number, or (after a constant accc cannot
            // compute) C text and an offset.
            let mut next: Result<i128, (String, i128)> = Ok(0);
            let mut ids = Vec::new();
            for en in list {
                let v: Result<i128, (String, i128)> = match &en.value {
                    Some(x) => {
                        self.expr(x);
                        consteval::eval(x, &|n| self.enum_value(n))
                            .ok_or_else(|| (self.sm.snippet(x.span).to_string(), 0))
                    }
                    None => next.clone(),
                };
                let id = self.declare(
                    &en.name,
                    SymbolKind::EnumConstant,
                    Type::Basic(BasicType::Int),
                    true,
                    false,
                );
                match &v {
                    Ok(v) => {
                        self.out.symbols[id].value = Some(*v);
                        values.push(*v);
                    }
                    Err((text, 0)) => self.out.symbols[id].value_text = Some(text.clone()),
                    Err((text, k)) => {
                        self.out.symbols[id].value_text = Some(format!("({text}) + {k}"))
                    }
                }
                next = match v {
                    Ok(v) => Ok(v + 1),
                    Err((text, k)) => Err((text, k + 1)),
                };
                ids.push(id);
            }
            if let Some(t) = &tag {
                self.out.enum_defs.insert(t.clone(), ids);
            }
        } else if let Some(ids) = tag.as_ref().and_then(|t| self.out.enum_defs.get(t)) {
            values = ids
                .iter()
                .filter_map(|&i| self.out.symbols[i].value)
                .collect();
        }
        let repr = match fixed.as_ref().map(|t| t.resolved()) {
            Some(Type::Basic(b)) => *b,
            _ => enum_repr(&values),
        };
        Type::Enum { tag, repr }
    }

    fn type_name(&mut self, t: &TypeName) -> Type {
        let base = self.spec_type(&t.specs);
        let ty = self.derive(base, &t.declarator.derived, false);
        self.out.type_names.insert(t.span.lo, ty.clone());
        ty
    }

    /// Applies declarator derivations (listed from the name outward) to `base`.
    /// For parameters, arrays and functions adjust to pointers as C says.
    fn derive(&mut self, base: Type, derived: &[Derived], is_param: bool) -> Type {
        let mut t = base;
        for d in derived.iter().rev() {
            t = match d {
                Derived::Pointer(q) => Type::Pointer {
                    pointee: Box::new(t),
                    quals: *q,
                },
                Derived::Array { size, .. } => {
                    let len = match size {
                        ArraySize::Expr(e) => {
                            self.expr(e);
                            match consteval::eval(e, &|n| self.enum_value(n)) {
                                Some(v) if v >= 0 => ArrayLen::Const(v as u64),
                                _ => ArrayLen::Expr(self.sm.snippet(e.span).to_string()),
                            }
                        }
                        _ => ArrayLen::Unknown,
                    };
                    Type::Array {
                        elem: Box::new(t),
                        len,
                    }
                }
                Derived::Function(f) => {
                    // Parameter names live in their own scope (prototype scope).
                    self.scopes.push(HashMap::new());
                    let params = f.params.iter().map(|p| self.param(p, false)).collect();
                    self.scopes.pop();
                    Type::Function {
                        ret: Box::new(t),
                        params,
                        variadic: f.variadic,
                    }
                }
            };
        }
        if is_param {
            t = match t {
                Type::Array { elem, .. } => Type::Pointer {
                    pointee: elem,
                    quals: array_param_quals(derived),
                },
                f @ Type::Function { .. } => Type::Pointer {
                    pointee: Box::new(f),
                    quals: TypeQuals::default(),
                },
                other => other,
            };
        }
        t
    }

    /// Declares a parameter in the current scope (when `declare`) and returns its type.
    fn param(&mut self, p: &ParamDecl, declare: bool) -> Type {
        let base = self.spec_type(&p.specs);
        let ty = self.derive(base, &p.declarator.derived, true);
        if declare {
            if let Some(name) = &p.declarator.name {
                let id = self.declare(name, SymbolKind::Variable, ty.clone(), false, true);
                if let Some(Derived::Array {
                    size: ArraySize::Expr(e),
                    ..
                }) = p.declarator.derived.first()
                {
                    self.out.symbols[id].param_extent = Some(self.sm.snippet(e.span).to_string());
                }
            }
        }
        ty
    }

    // ------------------------------------------------------------ declarations

    fn declaration(&mut self, d: &Declaration, file_scope: bool) {
        let base = self.spec_type(&d.specs);
        let is_typedef = d.specs.storage.contains(&Storage::Typedef);
        let is_static = file_scope
            || d.specs
                .storage
                .iter()
                .any(|s| matches!(s, Storage::Static | Storage::Extern | Storage::ThreadLocal));
        for init in &d.declarators {
            let ty = self.derive(base.clone(), &init.declarator.derived, false);
            if let Some(name) = &init.declarator.name {
                let kind = if is_typedef {
                    SymbolKind::Typedef
                } else if matches!(ty, Type::Function { .. }) {
                    SymbolKind::Function
                } else {
                    SymbolKind::Variable
                };
                // A name is in scope from the end of its declarator, so its initializer sees it.
                self.declare(name, kind, ty, is_static, false);
            }
            if let Some(i) = &init.init {
                self.initializer(i);
            }
        }
    }

    fn initializer(&mut self, i: &Initializer) {
        match i {
            Initializer::Expr(e) => self.expr(e),
            Initializer::List { items, .. } => self.init_items(items),
        }
    }

    fn init_items(&mut self, items: &[InitItem]) {
        for it in items {
            for d in &it.designators {
                match d {
                    Designator::Index(e) => self.expr(e),
                    Designator::Range(a, b) => {
                        self.expr(a);
                        self.expr(b);
                    }
                    Designator::Member(_) => {}
                }
            }
            self.initializer(&it.init);
        }
    }

    fn function(&mut self, f: &FunctionDef) {
        let base = self.spec_type(&f.specs);
        let ty = self.derive(base, &f.declarator.derived, false);
        if let Some(name) = &f.declarator.name {
            self.declare(name, SymbolKind::Function, ty, true, false);
        }
        self.scopes.push(HashMap::new());
        if let Some(Derived::Function(fd)) = f.declarator.derived.first() {
            for p in &fd.params {
                self.param(p, true);
            }
        }
        for d in &f.old_style_params {
            let base = self.spec_type(&d.specs);
            for init in &d.declarators {
                let ty = self.derive(base.clone(), &init.declarator.derived, true);
                if let Some(name) = &init.declarator.name {
                    self.declare(name, SymbolKind::Variable, ty, false, true);
                }
            }
        }
        self.block_items(&f.body.items);
        self.scopes.pop();
    }

    // ------------------------------------------------------------ statements

    fn block(&mut self, b: &Block) {
        self.scopes.push(HashMap::new());
        self.block_items(&b.items);
        self.scopes.pop();
    }

    fn block_items(&mut self, items: &[BlockItem]) {
        for item in items {
            match item {
                BlockItem::Decl(d) => {
                    self.pragmas(&d.pragmas);
                    match &d.kind {
                        LocalDeclKind::Decl(decl) => self.declaration(decl, false),
                        LocalDeclKind::Function(f) => self.function(f),
                        LocalDeclKind::StaticAssert => {}
                    }
                }
                BlockItem::Stmt(s) => self.stmt(s),
            }
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        self.pragmas(&s.pragmas);
        match &s.kind {
            StmtKind::Compound(b) => self.block(b),
            StmtKind::Expr(e) | StmtKind::GotoComputed(e) => self.expr(e),
            StmtKind::Return(e) => {
                if let Some(e) = e {
                    self.expr(e)
                }
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
                self.scopes.push(HashMap::new());
                match init {
                    Some(ForInit::Decl(d)) => self.declaration(d, false),
                    Some(ForInit::Expr(e)) => self.expr(e),
                    None => {}
                }
                for e in [cond, step].into_iter().flatten() {
                    self.expr(e);
                }
                self.stmt(body);
                self.scopes.pop();
            }
            StmtKind::Empty
            | StmtKind::Goto(_)
            | StmtKind::Continue
            | StmtKind::Break
            | StmtKind::Asm => {}
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Ident(i) => {
                if let Some(id) = self.lookup(&i.name) {
                    self.out.uses.insert(i.span.lo, id);
                }
            }
            ExprKind::IntLit(_)
            | ExprKind::FloatLit(_)
            | ExprKind::CharLit(_)
            | ExprKind::StrLit(_)
            | ExprKind::Nullptr
            | ExprKind::BoolLit(_)
            | ExprKind::Offsetof { .. } => {}
            ExprKind::Unary { expr, .. }
            | ExprKind::SizeofExpr(expr)
            | ExprKind::AlignofExpr(expr) => self.expr(expr),
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => {
                self.expr(lhs);
                self.expr(rhs);
            }
            ExprKind::Index { base, index } => {
                self.expr(base);
                self.expr(index);
            }
            ExprKind::Cond { cond, then, els } => {
                self.expr(cond);
                if let Some(t) = then {
                    self.expr(t);
                }
                self.expr(els);
            }
            ExprKind::Call { callee, args } => {
                self.expr(callee);
                for a in args {
                    self.expr(a);
                }
            }
            ExprKind::Member { base, .. } => self.expr(base),
            ExprKind::Cast { ty, expr } => {
                self.type_name(ty);
                self.expr(expr);
            }
            ExprKind::VaArg { expr, ty } => {
                self.expr(expr);
                self.type_name(ty);
            }
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => {
                self.type_name(t);
            }
            ExprKind::TypesCompatible(a, b) => {
                self.type_name(a);
                self.type_name(b);
            }
            ExprKind::CompoundLiteral { ty, items, .. } => {
                self.type_name(ty);
                self.init_items(items);
            }
            ExprKind::StmtExpr(b) => self.block(b),
            ExprKind::Generic { control, assocs } => {
                self.expr(control);
                for a in assocs {
                    if let Some(t) = &a.ty {
                        self.type_name(t);
                    }
                    self.expr(&a.expr);
                }
            }
            ExprKind::Comma(list) => {
                for x in list {
                    self.expr(x);
                }
            }
        }
    }
}

/// `int a[restrict 10]` as a parameter is `int *restrict a`.
fn array_param_quals(derived: &[Derived]) -> TypeQuals {
    match derived.first() {
        Some(Derived::Array { quals, .. }) => *quals,
        _ => TypeQuals::default(),
    }
}

#[cfg(test)]
mod tests {
    use accc_front::parser::parse_translation_unit;
    use accc_front::SourceMap;

    use super::*;

    fn symbols(src: &str) -> Symbols {
        let sm = SourceMap::new("t.c", src.to_string());
        let (tu, diags) = parse_translation_unit(sm.text());
        assert!(diags.is_empty(), "{diags:?}");
        resolve(&tu, &sm, &mut |_| {})
    }

    #[test]
    fn record_definitions_keep_layout_attributes_bit_fields_and_packing() {
        let s = symbols(
            "struct __attribute__((packed)) a { char c; int i : 3; _Alignas(8) int k; };\n\
             #pragma pack(push, 2)\n\
             typedef struct { char c; double d; } b;\n\
             #pragma pack(pop)\n\
             struct c { int x; };\n",
        );
        let a = &s.record_defs[&s.record_tags["a"]];
        assert_eq!(a.attrs, ["__attribute__((packed))"]);
        assert_eq!(a.pack, None);
        assert_eq!(a.fields[1].bit_width.as_deref(), Some("3"));
        assert_eq!(a.fields[2].attrs, ["_Alignas(8)"]);
        let b = s.symbols.iter().find(|x| x.name == "b").expect("typedef b");
        let Type::Record {
            tag: None,
            def: RecordDef(Some(d)),
            ..
        } = b.ty
        else {
            panic!("{:?}", b.ty)
        };
        assert_eq!(s.record_defs[&d].pack, Some(2));
        assert_eq!(s.record_defs[&s.record_tags["c"]].pack, None);
    }

    #[test]
    fn enumerations_are_compatible_with_gcc_s_integer_types() {
        let s = symbols(
            "enum u { A, B = 7 } x; enum s { C = -1 } y; enum big { D = 5000000000 } z; enum u w;",
        );
        let repr = |n: &str| match &s.symbols.iter().find(|x| x.name == n).expect(n).ty {
            Type::Enum { repr, .. } => *repr,
            t => panic!("{t:?}"),
        };
        assert_eq!(repr("x"), BasicType::UInt);
        assert_eq!(repr("y"), BasicType::Int);
        assert_eq!(repr("z"), BasicType::ULong);
        assert_eq!(repr("w"), BasicType::UInt);
    }
}
