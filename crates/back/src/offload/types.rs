//! The type definitions of a device program: the enumerations, typedefs, structs and
//! unions its code names, and those they need in turn, laid out as the host lays them out
//! (packing, alignment attributes, `#pragma pack` and bit-fields as the user wrote them).
//! A struct the device reads or writes in host memory must have the host's layout: any
//! difference moves members and corrupts the data.
//!
//! Anonymous structs and unions get a name of their own (`__accc_anon_<def>`,
//! [`accc_sema::anonymous_record_tag`]), which the kernels' declarations also use, so that
//! a kernel parameter and the variable it initialises have one type. Anonymous
//! enumerations are spelt as the integer type they are compatible with.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;

use accc_front::ast::StructKind;
use accc_front::Diagnostic;
use accc_sema::analyze::Sema;
use accc_sema::{RecordInfo, SymbolId, SymbolKind, Type};

use super::dialect::Dialect;

/// A definition the device program may need.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Node {
    Typedef(SymbolId),
    /// A struct or union definition, by [`accc_sema::RecordDef`].
    Record(u32),
}

pub struct TypeDefinitions<'s> {
    sema: &'s Sema,
    dialect: Dialect,
    /// Typedef names and the symbol each stands for (the last declared of each name).
    typedefs: HashMap<&'s str, SymbolId>,
    /// Definitions in the order they must be written (each after what it needs by value).
    order: Vec<Node>,
    visited: BTreeSet<Node>,
    /// Tagged enumerations to define (with all their constants).
    enums: BTreeSet<String>,
    /// Structs and unions to declare before every definition (by keyword and tag), so that
    /// pointers to them may be written anywhere.
    forward: BTreeSet<(&'static str, String)>,
    /// Structs and unions reached through pointers: defined too (the code may follow the
    /// pointer), after what needs them by value.
    pending: Vec<u32>,
    pub errors: Vec<Diagnostic>,
}

fn keyword(kind: StructKind) -> &'static str {
    match kind {
        StructKind::Struct => "struct",
        StructKind::Union => "union",
    }
}

/// Typedef names a device language has already (glibc's headers define `ulong` and the
/// like too).
fn builtin_typedef(d: Dialect, name: &str) -> bool {
    matches!(name, "size_t" | "ptrdiff_t" | "intptr_t" | "uintptr_t")
        || (d == Dialect::OpenCl && matches!(name, "uchar" | "ushort" | "uint" | "ulong"))
}

impl<'s> TypeDefinitions<'s> {
    pub fn new(sema: &'s Sema, dialect: Dialect) -> TypeDefinitions<'s> {
        let mut typedefs = HashMap::new();
        for (id, s) in sema.symbols.symbols.iter().enumerate() {
            if s.kind == SymbolKind::Typedef && !builtin_typedef(dialect, &s.name) {
                typedefs.insert(s.name.as_str(), id);
            }
        }
        TypeDefinitions {
            sema,
            dialect,
            typedefs,
            order: Vec::new(),
            visited: BTreeSet::new(),
            enums: BTreeSet::new(),
            forward: BTreeSet::new(),
            pending: Vec::new(),
            errors: Vec::new(),
        }
    }

    fn record_def(&self, kind: StructKind, tag: Option<&str>, def: Option<u32>) -> Option<u32> {
        let d = def.or_else(|| self.sema.symbols.record_tags.get(tag?).copied())?;
        let info = self.sema.symbols.record_defs.get(&d)?;
        (info.kind == kind).then_some(d)
    }

    /// Visits what `ty` needs; `by_value` when the type must be complete where it is used.
    fn type_needs(&mut self, ty: &Type, by_value: bool) {
        match ty {
            Type::Named { name, target } => {
                if let Some(id) = self.typedefs.get(name.as_str()).copied() {
                    self.visit(Node::Typedef(id));
                    // A typedef of a struct is written after the struct's declaration only;
                    // used by value, the struct must be defined before the use too.
                    if !by_value {
                        return;
                    }
                }
                self.type_needs(target, by_value);
            }
            Type::Pointer { pointee, .. } => self.type_needs(pointee, false),
            Type::Array { elem, .. } => self.type_needs(elem, by_value),
            Type::Qualified { inner, .. } => self.type_needs(inner, by_value),
            Type::Function { ret, params, .. } => {
                self.type_needs(ret, false);
                for p in params {
                    self.type_needs(p, false);
                }
            }
            Type::Record { kind, tag, def, .. } => {
                match self.record_def(*kind, tag.as_deref(), def.0) {
                    Some(d) => {
                        let name = self.record_name(d);
                        self.forward.insert((keyword(*kind), name));
                        if by_value {
                            self.visit(Node::Record(d));
                        } else if !self.visited.contains(&Node::Record(d)) {
                            // Through a pointer: the definition may come later (its
                            // members may name this very type).
                            self.pending.push(d);
                        }
                    }
                    None => {
                        if let Some(t) = tag {
                            self.forward.insert((keyword(*kind), t.clone()));
                        }
                    }
                }
            }
            Type::Enum { tag: Some(t), .. } if self.sema.symbols.enum_defs.contains_key(t) => {
                self.enums.insert(t.clone());
            }
            _ => {}
        }
    }

    fn record_name(&self, def: u32) -> String {
        match self
            .sema
            .symbols
            .record_defs
            .get(&def)
            .and_then(|r| r.tag.clone())
        {
            Some(t) => t,
            None => accc_sema::anonymous_record_tag(def),
        }
    }

    fn visit(&mut self, n: Node) {
        if !self.visited.insert(n.clone()) {
            return;
        }
        match &n {
            Node::Typedef(id) => {
                let ty = self.sema.symbols.get(*id).ty.clone();
                // A typedef of a struct needs only its declaration (the struct's members
                // may name the typedef).
                let by_value = !matches!(
                    match &ty {
                        Type::Qualified { inner, .. } => &**inner,
                        t => t,
                    },
                    Type::Record { .. }
                );
                self.type_needs(&ty, by_value);
            }
            Node::Record(d) => self.members_need(*d),
        }
        self.order.push(n);
    }

    /// The members of an anonymous struct or union member (`union { int i; float f; };`
    /// in a struct), which is written in place.
    fn anonymous_member(&self, f: &accc_sema::FieldInfo) -> Option<u32> {
        if !f.name.is_empty() || f.bit_width.is_some() {
            return None;
        }
        match &f.ty {
            Type::Record {
                tag: None,
                def: accc_sema::RecordDef(Some(d)),
                ..
            } => Some(*d).filter(|d| self.sema.symbols.record_defs.contains_key(d)),
            _ => None,
        }
    }

    fn members_need(&mut self, d: u32) {
        let fields = self.sema.symbols.record_defs[&d].fields.clone();
        for f in &fields {
            match self.anonymous_member(f) {
                Some(inner) => self.members_need(inner),
                None => self.type_needs(&f.ty, true),
            }
        }
    }
}

/// Words of `code` (identifiers, keywords, numbers).
fn words(code: &str) -> Vec<&str> {
    code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// A GNU attribute (`__attribute__((…))`) with the effect of `attr` as written on a
/// declaration or type (`__attribute__`, `_Alignas`/`alignas`, `[[gnu::…]]`,
/// `__declspec(align(n))`), to place after the declarator; `None` for attributes without
/// effect on the layout (`[[deprecated]]`).
fn gnu_attribute(attr: &str, is_type: &dyn Fn(&str) -> bool) -> Option<String> {
    let a = attr.trim();
    if a.starts_with("__attribute") {
        return Some(a.to_string());
    }
    let inner = |prefix: &str| {
        a.strip_prefix(prefix)
            .map(str::trim_start)
            .and_then(|r| r.strip_prefix('('))
            .and_then(|r| r.strip_suffix(')'))
            .map(str::trim)
    };
    if let Some(x) = inner("_Alignas").or_else(|| inner("alignas")) {
        return Some(if is_type(x) {
            format!("__attribute__((aligned(__alignof__({x}))))")
        } else {
            format!("__attribute__((aligned({x})))")
        });
    }
    if let Some(x) = inner("__declspec") {
        return x
            .strip_prefix("align")
            .map(|n| format!("__attribute__((aligned{}))", n.trim()));
    }
    if let Some(list) = a.strip_prefix("[[").and_then(|r| r.strip_suffix("]]")) {
        let gnu: Vec<&str> = list
            .split(',')
            .map(str::trim)
            .filter_map(|x| {
                x.strip_prefix("gnu::")
                    .or_else(|| x.strip_prefix("__gnu__::"))
            })
            .collect();
        return (!gnu.is_empty()).then(|| format!("__attribute__(({}))", gnu.join(", ")));
    }
    None
}

impl TypeDefinitions<'_> {
    fn is_type_name(&self, text: &str) -> bool {
        let first = text
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .next()
            .unwrap_or("");
        matches!(
            first,
            "void"
                | "char"
                | "short"
                | "int"
                | "long"
                | "float"
                | "double"
                | "signed"
                | "unsigned"
                | "_Bool"
                | "struct"
                | "union"
                | "enum"
                | "const"
                | "volatile"
                | "_Complex"
        ) || self.typedefs.contains_key(first)
    }

    fn attributes(&self, attrs: &[String]) -> String {
        attrs
            .iter()
            .filter_map(|a| gnu_attribute(a, &|t| self.is_type_name(t)))
            .map(|a| format!(" {a}"))
            .collect()
    }

    /// How a diagnostic names a struct or union: `struct tag`, else the typedef naming it.
    fn describe(&self, def: u32, info: &RecordInfo) -> String {
        let kw = keyword(info.kind);
        if let Some(t) = &info.tag {
            return format!("`{kw} {t}`");
        }
        let mut names: Vec<&str> = self
            .typedefs
            .iter()
            .filter(|(_, &id)| {
                matches!(self.sema.symbols.get(id).ty.resolved(),
                    Type::Record { def: accc_sema::RecordDef(Some(d)), .. } if *d == def)
            })
            .map(|(n, _)| *n)
            .collect();
        names.sort_unstable();
        match names.first() {
            Some(n) => format!("`{n}` (an anonymous {kw})"),
            None => format!("an anonymous {kw}"),
        }
    }

    /// The definition of a struct or union, as the host lays it out.
    fn record_text(&mut self, def: u32, info: &RecordInfo) -> String {
        let text = format!(
            "{} {} {}{};\n",
            keyword(info.kind),
            self.record_name(def),
            self.record_body(def, info),
            self.attributes(&info.attrs)
        );
        match info.pack {
            Some(n) => format!("#pragma pack(push, {n})\n{text}#pragma pack(pop)\n"),
            None => text,
        }
    }

    /// `{ members }` of a struct or union.
    fn record_body(&mut self, def: u32, info: &RecordInfo) -> String {
        let d = self.dialect;
        let mut members = String::new();
        // OpenCL C has no bit-fields: the first one is an error (at the member, naming the
        // type), since no other layout is the host's.
        if let (Some(f), Dialect::OpenCl) = (info.fields.iter().find(|f| f.bit_width.is_some()), d)
        {
            let what = match f.name.as_str() {
                "" => "an unnamed bit-field".to_string(),
                n => format!("bit-field `{n}`"),
            };
            self.errors.push(
                Diagnostic::error(
                    f.span,
                    format!(
                        "{what} of {} is used in an OpenCL kernel, but OpenCL C has no bit-fields",
                        self.describe(def, info)
                    ),
                )
                .with_label("bit-field of a type the device code uses")
                .with_help("make it a whole integer member (and use shifts and masks), or build for --target=cuda or --target=multicore"),
            );
        }
        for f in &info.fields {
            if let Some(inner) = self.anonymous_member(f) {
                let inner_info = self.sema.symbols.record_defs[&inner].clone();
                let _ = write!(
                    members,
                    "{} {}{}; ",
                    keyword(inner_info.kind),
                    self.record_body(inner, &inner_info),
                    self.attributes(&inner_info.attrs)
                );
                continue;
            }
            let decl = d.type_text(&f.ty.declare(&d.member_ident(&f.name)));
            let width = f
                .bit_width
                .as_ref()
                .map(|w| format!(" : {w}"))
                .unwrap_or_default();
            let _ = write!(members, "{decl}{width}{}; ", self.attributes(&f.attrs));
        }
        format!("{{ {members}}}")
    }

    /// The definitions `code` (kernels and routines of a device program) needs, to put
    /// before it: enumeration constants, enumerations, declarations of every struct and
    /// union, then typedefs and struct/union definitions, each after what it needs.
    pub fn definitions(mut self, code: &str) -> (String, Vec<Diagnostic>) {
        let ws = words(code);
        let set: BTreeSet<&str> = ws.iter().copied().collect();
        for pair in ws.windows(2) {
            let (kw, tag) = (pair[0], pair[1]);
            let kind = match kw {
                "struct" => StructKind::Struct,
                "union" => StructKind::Union,
                "enum" => {
                    if self.sema.symbols.enum_defs.contains_key(tag) {
                        self.enums.insert(tag.to_string());
                    }
                    continue;
                }
                _ => continue,
            };
            let def = tag
                .strip_prefix("__accc_anon_")
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|d| self.sema.symbols.record_defs.contains_key(d));
            let ty = Type::Record {
                kind,
                tag: def.is_none().then(|| tag.to_string()),
                fields: Vec::new(),
                def: accc_sema::RecordDef(def),
            };
            self.type_needs(&ty, true);
        }
        let mut roots: Vec<SymbolId> = self
            .typedefs
            .iter()
            .filter(|(n, _)| set.contains(*n))
            .map(|(_, &id)| id)
            .collect();
        roots.sort_unstable();
        for id in roots {
            self.visit(Node::Typedef(id));
        }
        while let Some(d) = self.pending.pop() {
            self.visit(Node::Record(d));
        }
        let d = self.dialect;
        let syms = &self.sema.symbols;
        // Enumeration constants the code names, but those of the enumerations defined.
        let in_enums: BTreeSet<SymbolId> = self
            .enums
            .iter()
            .flat_map(|t| syms.enum_defs[t].iter().copied())
            .collect();
        let mut constants = Vec::new();
        let mut seen = BTreeSet::new();
        for (id, s) in syms.symbols.iter().enumerate().rev() {
            if s.kind == SymbolKind::EnumConstant
                && set.contains(s.name.as_str())
                && !in_enums.contains(&id)
                && seen.insert(s.name.as_str())
            {
                constants.extend(s.value.map(|v| format!("{} = {v}", s.name)));
            }
        }
        constants.reverse();
        let mut out = String::new();
        if !constants.is_empty() {
            let _ = writeln!(out, "enum {{ {} }};", constants.join(", "));
        }
        for t in &self.enums {
            let list: Vec<String> = syms.enum_defs[t]
                .iter()
                .map(|&c| {
                    let s = syms.get(c);
                    format!("{} = {}", s.name, s.value.unwrap_or(0))
                })
                .collect();
            let _ = writeln!(out, "enum {t} {{ {} }};", list.join(", "));
        }
        for (kw, tag) in &self.forward {
            let _ = writeln!(out, "{kw} {tag};");
        }
        for n in std::mem::take(&mut self.order) {
            match n {
                Node::Typedef(id) => {
                    let s = syms.get(id);
                    let _ = writeln!(out, "typedef {};", d.type_text(&s.ty.declare(&s.name)));
                }
                Node::Record(def) => {
                    let info = syms.record_defs[&def].clone();
                    let text = self.record_text(def, &info);
                    out.push_str(&text);
                }
            }
        }
        (out, self.errors)
    }
}

#[cfg(test)]
mod tests {
    use super::gnu_attribute;

    #[test]
    fn layout_attributes_become_gnu_attributes_and_others_are_dropped() {
        let is_type = |t: &str| t == "double" || t.starts_with("struct");
        let g = |a: &str| gnu_attribute(a, &is_type);
        assert_eq!(
            g("__attribute__((packed))").as_deref(),
            Some("__attribute__((packed))")
        );
        assert_eq!(
            g("_Alignas(16)").as_deref(),
            Some("__attribute__((aligned(16)))")
        );
        assert_eq!(
            g("_Alignas ( double )").as_deref(),
            Some("__attribute__((aligned(__alignof__(double))))")
        );
        assert_eq!(
            g("alignas(2 * 8)").as_deref(),
            Some("__attribute__((aligned(2 * 8)))")
        );
        assert_eq!(
            g("[[gnu::packed, deprecated]]").as_deref(),
            Some("__attribute__((packed))")
        );
        assert_eq!(
            g("__declspec(align(32))").as_deref(),
            Some("__attribute__((aligned(32)))")
        );
        assert_eq!(g("[[deprecated]]"), None);
        assert_eq!(g("__declspec(dllexport)"), None);
    }
}
