//! The C type model: enough to know what a captured variable is (scalar, array, pointer,
//! aggregate), its element type and extents, and to print its declaration back as C —
//! `float (*A)[n]`, `double *restrict x`, `struct particle p[64]` — for the back ends that
//! must declare captured variables in generated code.

use accc_front::ast::{BasicType, StructKind, TypeQuals};

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Void,
    Basic(BasicType),
    Pointer {
        pointee: Box<Type>,
        quals: TypeQuals,
    },
    Array {
        elem: Box<Type>,
        len: ArrayLen,
    },
    Function {
        ret: Box<Type>,
        params: Vec<Type>,
        variadic: bool,
    },
    /// A struct or union; `tag` is `None` for an anonymous one. `def` names its definition
    /// in [`crate::Symbols::record_defs`] (layout attributes, bit-fields), where known.
    Record {
        kind: StructKind,
        tag: Option<String>,
        fields: Vec<(String, Type)>,
        def: RecordDef,
    },
    /// An enumeration; `repr` is the integer type it is compatible with (GCC's choice:
    /// `unsigned int` when no constant is negative, `int` otherwise, wider when the values
    /// need it, or the fixed underlying type of C23's `enum e : T`).
    Enum {
        tag: Option<String>,
        repr: BasicType,
    },
    /// A typedef name, with what it stands for.
    Named {
        name: String,
        target: Box<Type>,
    },
    /// Qualified (`const`, `volatile`, `_Atomic`) version of the inner type.
    Qualified {
        quals: TypeQuals,
        inner: Box<Type>,
    },
    /// Types accc does not reason about (`typeof(expr)`, `_BitInt(N)`, `__auto_type`),
    /// kept with their spelling.
    Opaque(String),
}

/// The definition of a struct or union type: its number among the translation unit's
/// definitions, in source order (the key of [`crate::Symbols::record_defs`]; a number, not
/// an offset, so that [`anonymous_record_tag`] does not change with a header's path), `None` for a tag whose definition was not seen where
/// the type was named. Two types are equal whatever their `def` (C compares records by tag
/// or, anonymous, by members).
#[derive(Clone, Copy, Debug, Default)]
pub struct RecordDef(pub Option<u32>);

impl PartialEq for RecordDef {
    fn eq(&self, _: &RecordDef) -> bool {
        true
    }
}

/// The name a device program gives an anonymous struct or union (C cannot spell one twice):
/// `__accc_anon_<def>`.
pub fn anonymous_record_tag(def: u32) -> String {
    format!("__accc_anon_{def}")
}

#[derive(Clone, Debug, PartialEq)]
pub enum ArrayLen {
    Const(u64),
    /// A variable-length array bound, as written (`n`, `n+2`).
    Expr(String),
    Unknown,
}

impl Type {
    /// Removes typedef names and qualifiers at the top level.
    pub fn resolved(&self) -> &Type {
        match self {
            Type::Named { target, .. } => target.resolved(),
            Type::Qualified { inner, .. } => inner.resolved(),
            t => t,
        }
    }

    /// What one subscript of a value of this type steps into: the dimension's length where
    /// it is a constant (`None` for a pointer or an array of unknown length) and the
    /// element's type; `None` where the type takes no subscript.
    pub fn subscript_step(&self) -> Option<(Option<i128>, Type)> {
        match self.resolved() {
            Type::Array { elem, len } => {
                let len = match len {
                    ArrayLen::Const(n) => Some(i128::from(*n)),
                    _ => None,
                };
                Some((len, (**elem).clone()))
            }
            Type::Pointer { pointee, .. } => Some((None, (**pointee).clone())),
            _ => None,
        }
    }

    pub fn is_arithmetic(&self) -> bool {
        matches!(self.resolved(), Type::Basic(b) if *b != BasicType::Void && *b != BasicType::VaList)
            || matches!(self.resolved(), Type::Enum { .. })
    }

    pub fn is_bool(&self) -> bool {
        matches!(self.resolved(), Type::Basic(BasicType::Bool))
    }

    pub fn is_floating(&self) -> bool {
        use BasicType::*;
        matches!(
            self.resolved(),
            Type::Basic(
                Float
                    | Double
                    | LongDouble
                    | Float16
                    | Float32
                    | Float64
                    | Float128
                    | Float32x
                    | Float64x
                    | Float128x
                    | BFloat16
            )
        )
    }

    /// `float _Complex`, `double _Complex` and the other complex types.
    pub fn is_complex(&self) -> bool {
        use BasicType::*;
        matches!(
            self.resolved(),
            Type::Basic(ComplexFloat | ComplexDouble | ComplexLongDouble | ComplexOther)
        )
    }

    pub fn is_pointer(&self) -> bool {
        matches!(self.resolved(), Type::Pointer { .. })
    }

    pub fn is_array(&self) -> bool {
        matches!(self.resolved(), Type::Array { .. })
    }

    pub fn is_record(&self) -> bool {
        matches!(self.resolved(), Type::Record { .. })
    }

    /// `long double` itself, or an array of it or a pointer to it: data in the host's
    /// 80-bit format (in 16 bytes on x86-64), which no device shares.
    pub fn is_long_double_data(&self) -> bool {
        match self.resolved() {
            Type::Basic(accc_front::ast::BasicType::LongDouble) => true,
            Type::Array { elem, .. } => elem.is_long_double_data(),
            Type::Pointer { pointee, .. } => pointee.is_long_double_data(),
            _ => false,
        }
    }

    /// Whether `_Atomic` qualifies the type or a part of it (an element, a pointee, a
    /// member): C11 atomic objects, which the device languages do not have.
    pub fn has_atomic(&self) -> bool {
        fn within(t: &Type, depth: u32) -> bool {
            if depth > 8 {
                return false;
            }
            match t {
                Type::Qualified { quals, inner } => quals.is_atomic || within(inner, depth + 1),
                Type::Named { target, .. } => within(target, depth + 1),
                Type::Array { elem, .. } => within(elem, depth + 1),
                Type::Pointer { pointee, .. } => within(pointee, depth + 1),
                Type::Record { fields, .. } => fields.iter().any(|(_, f)| within(f, depth + 1)),
                _ => false,
            }
        }
        within(self, 0)
    }

    /// OpenACC's scalar: arithmetic, pointer or enum (not array, not aggregate).
    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || self.is_pointer()
    }

    pub fn is_const(&self) -> bool {
        match self {
            Type::Qualified { quals, inner } => quals.is_const || inner.is_const(),
            Type::Named { target, .. } => target.is_const(),
            Type::Array { elem, .. } => elem.is_const(),
            _ => false,
        }
    }

    /// The object itself is constant (every element, for an array): `const int t[4]`,
    /// `const char *const p`; not `const char *p`, whose `const` is the pointee's.
    pub fn is_object_const(&self) -> bool {
        match self {
            Type::Qualified { quals, inner } => quals.is_const || inner.is_object_const(),
            Type::Pointer { quals, .. } => quals.is_const,
            Type::Named { target, .. } => target.is_object_const(),
            Type::Array { elem, .. } => elem.is_object_const(),
            _ => false,
        }
    }

    /// What `p[i]` or `*p` yields for a pointer or array.
    pub fn element(&self) -> Option<&Type> {
        match self.resolved() {
            Type::Pointer { pointee, .. } => Some(pointee),
            Type::Array { elem, .. } => Some(elem),
            _ => None,
        }
    }

    /// The type of member `name` of a struct/union (or of the pointee for `->`).
    pub fn field(&self, name: &str) -> Option<&Type> {
        match self.resolved() {
            Type::Record { fields, .. } => fields
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, t)| t)
                .or_else(|| {
                    // Anonymous members are searched through.
                    fields
                        .iter()
                        .filter(|(n, _)| n.is_empty())
                        .find_map(|(_, t)| t.field(name))
                }),
            _ => None,
        }
    }

    /// The declaration of `name` with this type, as C (`float (*A)[n]`).
    pub fn declare(&self, name: &str) -> String {
        let (base, declarator) = self.split(name.to_string(), false);
        if declarator.is_empty() {
            base
        } else {
            format!("{base} {declarator}")
        }
    }

    /// The type alone, as in a cast (`float (*)[n]`).
    /// The type as a diagnostic shows it: [`Type::spelling`], with an anonymous struct or
    /// union (which has no name in the user's source) as `struct (anonymous)`, not by the
    /// name the device program gives it ([`anonymous_record_tag`]).
    pub fn message_spelling(&self) -> String {
        let spelled = self.spelling();
        let tag = anonymous_record_tag(0);
        let prefix = tag.trim_end_matches('0');
        let mut out = String::new();
        let mut rest = spelled.as_str();
        while let Some(at) = rest.find(prefix) {
            out.push_str(&rest[..at]);
            out.push_str("(anonymous)");
            rest = rest[at + prefix.len()..].trim_start_matches(|c: char| c.is_ascii_digit());
        }
        out.push_str(rest);
        out
    }

    pub fn spelling(&self) -> String {
        self.declare("").trim_end().to_string()
    }

    /// Splits into the base specifiers and the declarator around `inner`.
    /// `inner_is_pointer` tells whether `inner` ends in a pointer, so that an array or
    /// function around it needs parentheses.
    fn split(&self, inner: String, inner_is_pointer: bool) -> (String, String) {
        let wrap = |s: String| {
            if inner_is_pointer {
                format!("({s})")
            } else {
                s
            }
        };
        match self {
            Type::Pointer { pointee, quals } => {
                let q = quals_spelling(quals);
                let decl = match (q.is_empty(), inner.is_empty()) {
                    (true, _) => format!("*{inner}"),
                    (false, true) => format!("*{q}"),
                    (false, false) => format!("*{q} {inner}"),
                };
                pointee.split(decl, true)
            }
            Type::Array { elem, len } => {
                let len = match len {
                    ArrayLen::Const(n) => n.to_string(),
                    ArrayLen::Expr(e) => e.clone(),
                    ArrayLen::Unknown => String::new(),
                };
                elem.split(format!("{}[{len}]", wrap(inner)), false)
            }
            Type::Function {
                ret,
                params,
                variadic,
            } => {
                let mut ps: Vec<String> = params.iter().map(|p| p.spelling()).collect();
                if *variadic {
                    ps.push("...".into());
                }
                if ps.is_empty() {
                    ps.push("void".into());
                }
                ret.split(format!("{}({})", wrap(inner), ps.join(", ")), false)
            }
            Type::Qualified { quals, inner: t }
                if !matches!(**t, Type::Pointer { .. } | Type::Array { .. }) =>
            {
                let (base, decl) = t.split(inner, inner_is_pointer);
                (
                    format!(
                        "{}{base}",
                        quals_spelling(quals)
                            .split_whitespace()
                            .map(|w| format!("{w} "))
                            .collect::<String>()
                    ),
                    decl,
                )
            }
            Type::Qualified { inner: t, .. } => t.split(inner, inner_is_pointer),
            other => (other.base_spelling(), inner),
        }
    }

    fn base_spelling(&self) -> String {
        match self {
            Type::Void => "void".into(),
            Type::Basic(b) => basic_spelling(*b).into(),
            Type::Record { kind, tag, def, .. } => {
                let kw = if *kind == StructKind::Struct {
                    "struct"
                } else {
                    "union"
                };
                match (tag, def.0) {
                    (Some(t), _) => format!("{kw} {t}"),
                    // Only a device program, which defines it under this name, can use it.
                    (None, Some(d)) => format!("{kw} {}", anonymous_record_tag(d)),
                    (None, None) => format!("{kw} /* anonymous */"),
                }
            }
            Type::Enum { tag: Some(t), .. } => format!("enum {t}"),
            // An anonymous enumeration is spelt as the integer type it is compatible with.
            Type::Enum { tag: None, repr } => basic_spelling(*repr).into(),
            Type::Named { name, .. } => name.clone(),
            Type::Opaque(s) => s.clone(),
            _ => String::new(),
        }
    }
}

fn quals_spelling(q: &TypeQuals) -> String {
    let mut out = Vec::new();
    if q.is_const {
        out.push("const");
    }
    if q.is_volatile {
        out.push("volatile");
    }
    if q.is_restrict {
        out.push("restrict");
    }
    if q.is_atomic {
        out.push("_Atomic");
    }
    out.join(" ")
}

pub fn basic_spelling(b: BasicType) -> &'static str {
    use BasicType::*;
    match b {
        Void => "void",
        Bool => "_Bool",
        Char => "char",
        SChar => "signed char",
        UChar => "unsigned char",
        Short => "short",
        UShort => "unsigned short",
        Int => "int",
        UInt => "unsigned int",
        Long => "long",
        ULong => "unsigned long",
        LongLong => "long long",
        ULongLong => "unsigned long long",
        Int128 => "__int128",
        UInt128 => "unsigned __int128",
        Float => "float",
        Double => "double",
        LongDouble => "long double",
        Float16 => "_Float16",
        Float32 => "_Float32",
        Float64 => "_Float64",
        Float128 => "_Float128",
        Float32x => "_Float32x",
        Float64x => "_Float64x",
        Float128x => "_Float128x",
        BFloat16 => "__bf16",
        Decimal32 => "_Decimal32",
        Decimal64 => "_Decimal64",
        Decimal128 => "_Decimal128",
        ComplexFloat => "float _Complex",
        ComplexDouble => "double _Complex",
        ComplexLongDouble => "long double _Complex",
        ComplexOther => "_Complex",
        VaList => "__builtin_va_list",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn float() -> Type {
        Type::Basic(BasicType::Float)
    }

    #[test]
    fn prints_declarations() {
        let vla_ptr = Type::Pointer {
            pointee: Box::new(Type::Array {
                elem: Box::new(float()),
                len: ArrayLen::Expr("n".into()),
            }),
            quals: TypeQuals::default(),
        };
        assert_eq!(vla_ptr.declare("A"), "float (*A)[n]");
        assert_eq!(vla_ptr.spelling(), "float (*)[n]");
        let restrict_ptr = Type::Pointer {
            pointee: Box::new(Type::Basic(BasicType::Double)),
            quals: TypeQuals {
                is_restrict: true,
                ..Default::default()
            },
        };
        assert_eq!(restrict_ptr.declare("x"), "double *restrict x");
        let arr_of_ptr = Type::Array {
            elem: Box::new(Type::Pointer {
                pointee: Box::new(Type::Basic(BasicType::Int)),
                quals: TypeQuals::default(),
            }),
            len: ArrayLen::Const(3),
        };
        assert_eq!(arr_of_ptr.declare("a"), "int *a[3]");
        let rec = Type::Record {
            kind: StructKind::Struct,
            tag: Some("particle".into()),
            fields: vec![],
            def: RecordDef(None),
        };
        assert_eq!(
            Type::Array {
                elem: Box::new(rec),
                len: ArrayLen::Const(64)
            }
            .declare("p"),
            "struct particle p[64]"
        );
        let cint = Type::Qualified {
            quals: TypeQuals {
                is_const: true,
                ..Default::default()
            },
            inner: Box::new(Type::Basic(BasicType::Int)),
        };
        let p = Type::Pointer {
            pointee: Box::new(cint),
            quals: TypeQuals::default(),
        };
        assert_eq!(p.declare("q"), "const int *q");
        let named = Type::Named {
            name: "real_t".into(),
            target: Box::new(Type::Basic(BasicType::Double)),
        };
        assert_eq!(named.declare("v"), "real_t v");
        assert!(named.is_floating() && named.is_scalar());
        let m2 = Type::Array {
            elem: Box::new(Type::Array {
                elem: Box::new(float()),
                len: ArrayLen::Const(4),
            }),
            len: ArrayLen::Const(8),
        };
        assert_eq!(m2.declare("m"), "float m[8][4]");
        let fnptr = Type::Pointer {
            pointee: Box::new(Type::Function {
                ret: Box::new(Type::Basic(BasicType::Int)),
                params: vec![float()],
                variadic: false,
            }),
            quals: TypeQuals::default(),
        };
        assert_eq!(fnptr.declare("f"), "int (*f)(float)");
    }
}
