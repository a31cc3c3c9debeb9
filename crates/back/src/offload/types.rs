//! The type definitions of a device program: the enumerations, typedefs, structs and
//! unions its code names (`accc_ir::needs::TypeNames`, found by `accc_passes::needs` from
//! what sema resolved of the code, not in the printed text), and those they need in turn,
//! laid out as the host lays them out (packing, alignment attributes, `#pragma pack` and
//! bit-fields as the user wrote them).
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
use accc_ir::needs::{RecordName, TypeNames};
use accc_sema::analyze::Sema;
use accc_sema::{RecordInfo, SymbolId, SymbolKind, Type};

use super::target::Target;

/// A definition the device program may need.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Node {
    Typedef(SymbolId),
    /// A struct or union definition, by [`accc_sema::RecordDef`].
    Record(u32),
}

pub struct TypeDefinitions<'s> {
    sema: &'s Sema,
    target: &'static dyn Target,
    /// Typedef names and the symbol each stands for (the last declared of each name).
    typedefs: HashMap<&'s str, SymbolId>,
    /// Typedef names declared more than once with different types (in different scopes):
    /// the device program has one scope, so device code may not use them.
    ambiguous: HashMap<&'s str, Vec<SymbolId>>,
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
fn builtin_typedef(d: &dyn Target, name: &str) -> bool {
    d.caps().builtin_typedef(name)
}

/// The user's typedef names that the device language reserves (`typedef struct {…}
/// float2;` on OpenCL): the device program spells them as the kernels rename identifiers.
pub fn reserved_typedefs(sema: &Sema, target: &dyn Target) -> BTreeSet<String> {
    sema.symbols
        .symbols
        .iter()
        .filter(|s| {
            s.kind == SymbolKind::Typedef
                && target.is_reserved(&s.name)
                && !builtin_typedef(target, &s.name)
        })
        .map(|s| s.name.clone())
        .collect()
}

impl<'s> TypeDefinitions<'s> {
    pub fn new(sema: &'s Sema, target: &'static dyn Target) -> TypeDefinitions<'s> {
        let mut typedefs = HashMap::new();
        let mut all: HashMap<&str, Vec<SymbolId>> = HashMap::new();
        for (id, s) in sema.symbols.symbols.iter().enumerate() {
            if s.kind == SymbolKind::Typedef && !builtin_typedef(target, &s.name) {
                typedefs.insert(s.name.as_str(), id);
                all.entry(s.name.as_str()).or_default().push(id);
            }
        }
        let ty = |id: SymbolId| &sema.symbols.get(id).ty;
        let ambiguous = all
            .into_iter()
            .filter(|(_, ids)| ids.iter().any(|&id| ty(id) != ty(ids[0])))
            .collect();
        TypeDefinitions {
            sema,
            target,
            typedefs,
            ambiguous,
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

    /// An error if typedef name `name` has several definitions (reported once).
    fn check_unambiguous(&mut self, name: &str) {
        let Some(ids) = self.ambiguous.remove(name) else {
            return;
        };
        let symbol = |id: SymbolId| self.sema.symbols.get(id);
        let mut e = Diagnostic::error(
            symbol(ids[ids.len() - 1]).span,
            format!(
                "device code uses the type name `{name}`, which this file defines {} times with different types",
                ids.len()
            ),
        )
        .with_label("one definition");
        for &id in &ids[..ids.len() - 1] {
            e = e.with_secondary(symbol(id).span, "another");
        }
        self.errors.push(
            e.with_note("the device program holds one definition of each type name")
                .with_help("give the types different names"),
        );
    }

    fn visit(&mut self, n: Node) {
        if !self.visited.insert(n.clone()) {
            return;
        }
        match &n {
            Node::Typedef(id) => {
                self.check_unambiguous(&self.sema.symbols.get(*id).name);
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

/// The words (identifiers, keywords, numbers) of C text `code`: an enumeration constant's
/// value as the source writes it, which sema keeps as text where accc cannot compute it.
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
        ) || self
            .sema
            .symbols
            .symbols
            .iter()
            .any(|s| s.kind == SymbolKind::Typedef && s.name == first)
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
        let d = self.target;
        let mut members = String::new();
        // OpenCL C has no bit-fields: the first one is an error (at the member, naming the
        // type), since no other layout is the host's.
        let bit_field = info.fields.iter().find(|f| f.bit_width.is_some());
        if let (Some(f), false) = (bit_field, d.bit_fields()) {
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
        if let Some(f) = info.fields.iter().find(|f| f.ty.is_long_double_data()) {
            self.errors.push(
                Diagnostic::error(
                    f.span,
                    format!(
                        "member `{}` of {} is `long double`, which the device cannot share with the host",
                        f.name,
                        self.describe(def, info)
                    ),
                )
                .with_label("`long double` member of a type the device code uses")
                .with_note(d.long_double_note())
                .with_help("make the member `double`, or build for --target=multicore"),
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

    /// Visits the structs, unions, enumerations and typedefs `names` names.
    fn collect(&mut self, names: &TypeNames) {
        for (kind, name) in &names.records {
            let (tag, def) = match name {
                RecordName::Tag(t) => (Some(t.clone()), None),
                RecordName::Anonymous(d) => (None, Some(*d)),
            };
            let ty = Type::Record {
                kind: *kind,
                tag,
                fields: Vec::new(),
                def: accc_sema::RecordDef(def),
            };
            self.type_needs(&ty, true);
        }
        self.enums.extend(
            (names.enums.iter())
                .filter(|t| self.sema.symbols.enum_defs.contains_key(*t))
                .cloned(),
        );
        let mut roots: Vec<SymbolId> = (names.typedefs.iter())
            .filter_map(|n| self.typedefs.get(n.as_str()).copied())
            .collect();
        roots.sort_unstable();
        for id in roots {
            self.visit(Node::Typedef(id));
        }
        while let Some(d) = self.pending.pop() {
            self.visit(Node::Record(d));
        }
    }

    /// The names C text `text` (an enumeration constant's value as written) spells.
    fn named_in(&self, text: &str) -> TypeNames {
        let ws = words(text);
        let syms = &self.sema.symbols;
        let mut names = TypeNames::default();
        for pair in ws.windows(2) {
            let (kw, tag) = (pair[0], pair[1]);
            let kind = match kw {
                "struct" => StructKind::Struct,
                "union" => StructKind::Union,
                "enum" => {
                    names.enums.insert(tag.to_string());
                    continue;
                }
                _ => continue,
            };
            let anonymous = (tag.strip_prefix("__accc_anon_"))
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|d| syms.record_defs.contains_key(d));
            let name = match anonymous {
                Some(d) => RecordName::Anonymous(d),
                None => RecordName::Tag(tag.to_string()),
            };
            names.add_record(kind, name);
        }
        for w in ws {
            if self.typedefs.contains_key(w) {
                names.typedefs.insert(w.to_string());
            }
            if syms
                .symbols
                .iter()
                .any(|s| s.kind == SymbolKind::EnumConstant && s.name == w)
            {
                names.constants.insert(w.to_string());
            }
        }
        names
    }

    /// Enumeration constants `names` names, but those of the enumerations defined (the
    /// last declared of each name).
    fn loose_constants(&self, names: &BTreeSet<String>) -> Vec<SymbolId> {
        let syms = &self.sema.symbols;
        let in_enums: BTreeSet<SymbolId> = self
            .enums
            .iter()
            .flat_map(|t| syms.enum_defs[t].iter().copied())
            .collect();
        let mut constants = Vec::new();
        let mut seen = BTreeSet::new();
        for (id, s) in syms.symbols.iter().enumerate().rev() {
            if s.kind == SymbolKind::EnumConstant
                && names.contains(&s.name)
                && !in_enums.contains(&id)
                && seen.insert(s.name.as_str())
            {
                constants.push(id);
            }
        }
        constants.reverse();
        constants
    }

    /// `name = value` of an enumeration constant in the device program. A value accc
    /// could not compute is written as C text for the device compiler; one naming a
    /// variable or function (`sizeof tbl / sizeof tbl[0]`), which the device program does
    /// not have, is an error where the code names the constant (`used`); else the constant
    /// is left out (every constant is written with its value, so the others keep theirs).
    fn enumerator(&mut self, id: SymbolId, used: bool) -> Option<String> {
        let syms = &self.sema.symbols;
        let s = syms.get(id);
        let name = self.target.kernel_ident(&s.name);
        if let Some(v) = s.value {
            return Some(format!("{name} = {v}"));
        }
        let Some(text) = &s.value_text else {
            return Some(name);
        };
        if let Some(w) = syms.names_object(text) {
            if !used {
                return None;
            }
            self.errors.push(
                Diagnostic::error(
                    s.span,
                    format!(
                        "the device code uses `{}`, whose value `{text}` accc cannot compute \
                         and the device program cannot either: it names `{w}`, which is not \
                         on the device",
                        s.name
                    ),
                )
                .with_label("enumeration constant used by device code")
                .with_help("write the value with types only (`sizeof(float[4]) / sizeof(float)`), or as a number, or build for --target=multicore"),
            );
        }
        Some(format!("{name} = {}", self.rename_words(text)))
    }

    /// `text` with the enumeration constants the device language reserves renamed as the
    /// kernels rename them (typedef names: [`reserved_typedefs`]).
    fn rename_words(&self, text: &str) -> String {
        let constants: BTreeSet<String> = self
            .sema
            .symbols
            .symbols
            .iter()
            .filter(|s| s.kind == SymbolKind::EnumConstant && self.target.is_reserved(&s.name))
            .map(|s| s.name.clone())
            .collect();
        self.target.rename_identifiers(text, &constants)
    }

    /// The definitions the names of a device program's code (its kernels and routines)
    /// need, to put before it: enumeration constants, enumerations, declarations of every
    /// struct and union, then typedefs and struct/union definitions, each after what it
    /// needs.
    pub fn definitions(mut self, code: &TypeNames) -> (String, Vec<Diagnostic>) {
        // The values accc cannot compute are C text, which may name more constants and
        // types: collect until nothing new.
        let mut all = code.clone();
        let mut texts = BTreeSet::new();
        let constants = loop {
            self.collect(&all);
            let constants = self.loose_constants(&all.constants);
            let syms = &self.sema.symbols;
            let new: Vec<&String> = constants
                .iter()
                .chain(self.enums.iter().flat_map(|t| &syms.enum_defs[t]))
                .filter_map(|&id| syms.get(id).value_text.as_ref())
                .filter(|t| texts.insert(t.as_str()))
                .collect();
            if new.is_empty() {
                break constants;
            }
            for t in new {
                all.append(self.named_in(t));
            }
        };
        let d = self.target;
        let used = &code.constants;
        // Constants whose text needs complete structs or typedefs (`sizeof(struct s)`), or
        // such constants, are defined after the types, in an enumeration of their own.
        let syms = &self.sema.symbols;
        let mut involved: Vec<SymbolId> = constants
            .iter()
            .copied()
            .chain(
                self.enums
                    .iter()
                    .flat_map(|t| syms.enum_defs[t].iter().copied()),
            )
            .collect();
        involved.sort_unstable();
        let mut late_names = BTreeSet::new();
        let mut late = BTreeSet::new();
        for &id in &involved {
            let s = syms.get(id);
            if let Some(t) = &s.value_text {
                if words(t).into_iter().any(|w| {
                    matches!(w, "struct" | "union")
                        || self.typedefs.contains_key(w)
                        || late_names.contains(w)
                }) {
                    late_names.insert(s.name.as_str());
                    late.insert(id);
                }
            }
        }
        let constants: Vec<String> = constants
            .into_iter()
            .filter(|c| !late.contains(c))
            .filter_map(|c| self.enumerator(c, true))
            .collect();
        let mut out = String::new();
        if !constants.is_empty() {
            let _ = writeln!(out, "enum {{ {} }};", constants.join(", "));
        }
        for t in self.enums.clone() {
            let mut list: Vec<String> = self.sema.symbols.enum_defs[&t]
                .iter()
                .filter(|c| !late.contains(c))
                .filter_map(|&c| {
                    let used = used.contains(self.sema.symbols.get(c).name.as_str());
                    self.enumerator(c, used)
                })
                .collect();
            if list.is_empty() {
                // C has no empty enumeration; its constants are all defined later.
                list.push(format!("__accc_enum_{t}"));
            }
            let _ = writeln!(out, "enum {t} {{ {} }};", list.join(", "));
        }
        let late: Vec<String> = late
            .into_iter()
            .filter_map(|c| {
                let used = used.contains(self.sema.symbols.get(c).name.as_str());
                self.enumerator(c, used)
            })
            .collect();
        let syms = &self.sema.symbols;
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
        if !late.is_empty() {
            let _ = writeln!(out, "enum {{ {} }};", late.join(", "));
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
