//! Sizes and alignments of C types as the x86-64 System V ABI (LP64) lays them out: what
//! gcc on the build machine gives `sizeof` and `_Alignof`, and what nvcc and PoCL use for
//! the types accc shares between host and device. Records follow their definition in
//! [`Symbols::record_defs`]: members in order, bit-fields, `packed`, `#pragma pack(n)`,
//! `aligned(n)` and `_Alignas(n)`.
//!
//! Known gaps: sema records no attributes of typedefs and enumerations, so
//! `typedef int a16 __attribute__((aligned(16)))` lays out as `int` and a `packed` enum as
//! its compatible integer type. Layout attributes accc does not read on records and
//! members (`mode`, `vector_size`, `ms_struct`, an alignment it cannot evaluate such as
//! `aligned(sizeof(double))`) give `None`, never a guess.

use accc_front::ast::{BasicType, StructKind};

use crate::consteval;
use crate::scope::{FieldInfo, RecordInfo, SymbolKind, Symbols};
use crate::types::{basic_spelling, ArrayLen, RecordDef, Type};

/// The size and alignment in bytes of an object of type `ty`; `None` where the size is
/// not known at compile time (variable-length arrays, incomplete types, `void`,
/// functions) or accc does not model the type.
pub fn size_align(ty: &Type, symbols: &Symbols) -> Option<(u64, u64)> {
    of(ty, symbols, 0)
}

/// How deep records may nest before accc gives up (C forbids a record that contains
/// itself; a broken program must not recurse forever).
const MAX_DEPTH: u32 = 64;

fn of(ty: &Type, symbols: &Symbols, depth: u32) -> Option<(u64, u64)> {
    if depth > MAX_DEPTH {
        return None;
    }
    match ty {
        Type::Basic(b) => basic(*b),
        Type::Pointer { .. } => Some((8, 8)),
        Type::Enum { repr, .. } => basic(*repr),
        Type::Array {
            elem,
            len: ArrayLen::Const(n),
        } => {
            let (size, align) = of(elem, symbols, depth + 1)?;
            Some((size.checked_mul(*n)?, align))
        }
        Type::Record {
            def: RecordDef(Some(def)),
            ..
        } => record(symbols.record_defs.get(def)?, symbols, depth + 1),
        Type::Named { target, .. } => of(target, symbols, depth + 1),
        // `_Atomic` keeps the layout of integers, pointers, `float` and `double`; gcc
        // widens the alignment of other atomic types (complex, records) to their size.
        Type::Qualified { quals, inner } if quals.is_atomic => {
            let plain = matches!(
                inner.resolved(),
                Type::Pointer { .. } | Type::Enum { .. } | Type::Basic(_)
            ) && !inner.is_complex()
                && !matches!(inner.resolved(), Type::Basic(BasicType::LongDouble));
            if plain {
                of(inner, symbols, depth + 1)
            } else {
                None
            }
        }
        Type::Qualified { inner, .. } => of(inner, symbols, depth + 1),
        Type::Array { .. }
        | Type::Record { .. }
        | Type::Void
        | Type::Function { .. }
        | Type::Opaque(_) => None,
    }
}

fn basic(b: BasicType) -> Option<(u64, u64)> {
    use BasicType::*;
    Some(match b {
        Bool | Char | SChar | UChar => (1, 1),
        Short | UShort | Float16 | BFloat16 => (2, 2),
        Int | UInt | Float | Float32 | Decimal32 => (4, 4),
        Long | ULong | LongLong | ULongLong | Double | Float64 | Float32x | Decimal64 => (8, 8),
        Int128 | UInt128 | LongDouble | Float64x | Float128 | Decimal128 => (16, 16),
        ComplexFloat => (8, 4),
        ComplexDouble => (16, 8),
        ComplexLongDouble => (32, 16),
        // `__builtin_va_list`: an array of one 24-byte record of pointers and offsets.
        VaList => (24, 8),
        // `_Float128x` does not exist on x86-64; a bare `_Complex` has no element type.
        Float128x | ComplexOther | Void => return None,
    })
}

/// Where the members laid out so far end, and the record's alignment so far.
#[derive(Default)]
struct Cursor {
    /// The next free bit of a struct; the widest member in bits of a union.
    bits: u64,
    align: u64,
}

impl Cursor {
    /// Places `bits` bits at bit offset `at` (a struct), or over the others (a union);
    /// `None` where the record would pass the largest size accc counts.
    fn occupy(&mut self, union: bool, at: u64, bits: u64) -> Option<()> {
        self.bits = if union {
            self.bits.max(bits)
        } else {
            at.checked_add(bits)?
        };
        Some(())
    }
}

/// The layout rules a record's definition imposes on all its members.
struct RecordRules {
    union: bool,
    packed: bool,
    /// `#pragma pack(n)`: the largest alignment of a member.
    pack: Option<u64>,
}

fn record(info: &RecordInfo, symbols: &Symbols, depth: u32) -> Option<(u64, u64)> {
    let attrs = layout_attrs(&info.attrs, symbols)?;
    let rules = RecordRules {
        union: info.kind == StructKind::Union,
        packed: attrs.packed,
        // (gcc ignores a `#pragma pack` that is not a power of two; `pack(0)` restores
        // the natural alignment.)
        pack: info.pack.map(u64::from).filter(|p| p.is_power_of_two()),
    };
    let mut cursor = Cursor { bits: 0, align: 1 };
    for (i, field) in info.fields.iter().enumerate() {
        let last = i + 1 == info.fields.len();
        match &field.bit_width {
            Some(width) => bit_field(field, width, &rules, &mut cursor, symbols, depth)?,
            None => member(field, last, &rules, &mut cursor, symbols, depth)?,
        }
    }
    let align = cursor.align.max(attrs.aligned.unwrap_or(1));
    Some((round_up(cursor.bits.div_ceil(8), align)?, align))
}

/// Places an ordinary member at its alignment.
fn member(
    field: &FieldInfo,
    last: bool,
    rules: &RecordRules,
    cursor: &mut Cursor,
    symbols: &Symbols,
    depth: u32,
) -> Option<()> {
    let attrs = layout_attrs(&field.attrs, symbols)?;
    let (size, natural) = match field.ty.resolved() {
        // A flexible array member takes no room, only its alignment.
        Type::Array {
            elem,
            len: ArrayLen::Unknown,
        } if last && !rules.union => (0, of(elem, symbols, depth + 1)?.1),
        ty => of(ty, symbols, depth + 1)?,
    };
    let mut align = if rules.packed || attrs.packed {
        1
    } else {
        natural
    };
    // `aligned(n)` and `_Alignas(n)` raise the alignment (also in a packed record);
    // `#pragma pack` caps even that.
    align = align.max(attrs.aligned.unwrap_or(1));
    if let Some(pack) = rules.pack {
        align = align.min(pack);
    }
    let offset = if rules.union {
        0
    } else {
        round_up(cursor.bits.div_ceil(8), align)?
    };
    cursor.occupy(rules.union, offset.checked_mul(8)?, size.checked_mul(8)?)?;
    cursor.align = cursor.align.max(align);
    Some(())
}

/// Places a bit-field. A bit-field of a record without `packed` or `#pragma pack` moves
/// to the next boundary of its type's alignment when it would straddle one; with either
/// it follows the previous bits directly. A zero-width bit-field moves the next member to
/// its type's alignment. Only a named bit-field gives the record its type's alignment.
fn bit_field(
    field: &FieldInfo,
    width: &str,
    rules: &RecordRules,
    cursor: &mut Cursor,
    symbols: &Symbols,
    depth: u32,
) -> Option<()> {
    let width: u64 = width.trim().parse().ok()?;
    let attrs = layout_attrs(&field.attrs, symbols)?;
    let is_integer = matches!(field.ty.resolved(), Type::Basic(_) | Type::Enum { .. })
        && field.ty.is_arithmetic()
        && !field.ty.is_floating()
        && !field.ty.is_complex();
    if !is_integer {
        return None;
    }
    let (size, type_align) = of(&field.ty, symbols, depth + 1)?;
    let unit = type_align.checked_mul(8)?;
    if width > size.checked_mul(8)? {
        return None;
    }
    if width == 0 {
        if !rules.union {
            cursor.bits = round_up(cursor.bits, unit)?;
        }
        return Some(());
    }
    let packed = rules.packed || attrs.packed;
    let mut at = cursor.bits;
    if let Some(aligned) = attrs.aligned {
        at = round_up(at, aligned.checked_mul(8)?)?;
        cursor.align = cursor.align.max(aligned);
    }
    let free = !packed && rules.pack.is_none();
    if free && at / unit != (at.checked_add(width)? - 1) / unit {
        at = round_up(at, unit)?;
    }
    cursor.occupy(rules.union, if rules.union { 0 } else { at }, width)?;
    if !field.name.is_empty() {
        let mut align = if packed { 1 } else { type_align };
        if let Some(pack) = rules.pack {
            align = align.min(pack);
        }
        cursor.align = cursor.align.max(align);
    }
    Some(())
}

/// `n` rounded up to a multiple of `align` (a power of two); `None` past `u64`.
fn round_up(n: u64, align: u64) -> Option<u64> {
    n.checked_next_multiple_of(align)
}

/// What a list of attributes (as written) says about layout.
#[derive(Default)]
struct LayoutAttrs {
    packed: bool,
    /// The largest `aligned(n)` / `_Alignas(n)`.
    aligned: Option<u64>,
}

impl LayoutAttrs {
    fn raise(&mut self, align: u64) -> Option<()> {
        if !align.is_power_of_two() {
            return None;
        }
        self.aligned = Some(self.aligned.unwrap_or(1).max(align));
        Some(())
    }
}

/// The alignment gcc gives `aligned` without an argument on x86-64 (the largest
/// alignment of any type, `__BIGGEST_ALIGNMENT__` without AVX).
const BIGGEST_ALIGNMENT: u64 = 16;

/// Reads `packed`, `aligned(n)` and `_Alignas(n)` from attributes as written; `None` for
/// an attribute that changes the layout in a way accc does not model or cannot evaluate.
fn layout_attrs(texts: &[String], symbols: &Symbols) -> Option<LayoutAttrs> {
    let mut out = LayoutAttrs::default();
    for text in texts {
        let text = text.trim();
        if let Some(arg) = call_argument(text, &["_Alignas", "alignas"]) {
            // `_Alignas(0)` has no effect.
            match alignas_value(arg, symbols)? {
                0 => {}
                n => out.raise(n)?,
            }
            continue;
        }
        let items = if let Some(rest) = text
            .strip_prefix("__attribute__")
            .or_else(|| text.strip_prefix("__attribute"))
        {
            rest.trim()
                .strip_prefix("((")?
                .strip_suffix("))")?
                .to_string()
        } else if let Some(rest) = text.strip_prefix("[[") {
            rest.strip_suffix("]]")?.to_string()
        } else {
            // `__declspec(align(n))` and the like.
            return None;
        };
        for item in split_top_level(&items) {
            let (name, arg) = match item.find('(') {
                Some(open) => (&item[..open], Some(item[open + 1..].strip_suffix(')')?)),
                None => (item, None),
            };
            let name = name.trim();
            let name = name
                .strip_prefix("gnu::")
                .or_else(|| name.strip_prefix("__gnu__::"))
                .unwrap_or(name)
                .trim();
            let name = name
                .strip_prefix("__")
                .and_then(|n| n.strip_suffix("__"))
                .unwrap_or(name);
            match (name, arg) {
                ("packed", _) => out.packed = true,
                ("aligned", None) => out.raise(BIGGEST_ALIGNMENT)?,
                ("aligned", Some(arg)) => out.raise(constant(arg, symbols)?)?,
                ("mode" | "vector_size" | "ms_struct", _) => return None,
                _ => {}
            }
        }
    }
    Some(out)
}

/// The argument text of `name(…)` for one of `names`.
fn call_argument<'t>(text: &'t str, names: &[&str]) -> Option<&'t str> {
    names.iter().find_map(|name| {
        text.strip_prefix(name)?
            .trim_start()
            .strip_prefix('(')?
            .strip_suffix(')')
    })
}

/// The comma-separated items of an attribute list, commas inside parentheses kept.
fn split_top_level(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(text[start..].trim());
    items.retain(|i| !i.is_empty());
    items
}

/// `_Alignas(n)` or `_Alignas(type)`: a constant, or the alignment of a basic type or a
/// typedef name.
fn alignas_value(arg: &str, symbols: &Symbols) -> Option<u64> {
    let arg = arg.trim();
    if let Some(n) = constant(arg, symbols) {
        return Some(n);
    }
    let words = arg.split_whitespace().collect::<Vec<_>>().join(" ");
    let ty = basic_named(&words).map(Type::Basic).or_else(|| {
        symbols
            .symbols
            .iter()
            .rev()
            .find(|s| s.kind == SymbolKind::Typedef && s.name == words)
            .map(|s| s.ty.clone())
    })?;
    Some(size_align(&ty, symbols)?.1)
}

/// The basic type spelt `words` as [`basic_spelling`] spells it.
fn basic_named(words: &str) -> Option<BasicType> {
    use BasicType::*;
    [
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
        BFloat16,
        ComplexFloat,
        ComplexDouble,
        ComplexLongDouble,
    ]
    .into_iter()
    .find(|b| basic_spelling(*b) == words)
}

/// An integer constant expression written as `text`, with the file's enumeration constants.
fn constant(text: &str, symbols: &Symbols) -> Option<u64> {
    let tokens = accc_front::lexer::tokenize(text).ok()?;
    let expr = accc_front::parser::parse_expression(&tokens, &|_| false).ok()?;
    let lookup = |name: &str| {
        symbols
            .symbols
            .iter()
            .rev()
            .find(|s| s.kind == SymbolKind::EnumConstant && s.name == name)
            .and_then(|s| s.value)
    };
    u64::try_from(consteval::eval(&expr, &lookup)?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use accc_front::parser::parse_translation_unit;
    use accc_front::SourceMap;

    fn layouts(src: &str) -> Vec<(String, Option<(u64, u64)>)> {
        let sm = SourceMap::new("t.c", src.to_string());
        let (tu, diags) = parse_translation_unit(sm.text());
        assert!(diags.is_empty(), "{diags:?}");
        let symbols = crate::scope::resolve(&tu, &sm, &mut |_| {});
        symbols
            .symbols
            .iter()
            .filter(|s| s.kind == SymbolKind::Variable)
            .map(|s| (s.name.clone(), size_align(&s.ty, &symbols)))
            .collect()
    }

    #[test]
    fn odd_packing_and_huge_records_do_not_break_the_model() {
        let got = layouts(
            "#pragma pack(0)\nstruct p0 { char c; int i; } a;\n#pragma pack(3)\nstruct p3 { char c; int i; } b;\n\
             struct huge { char x[1L << 60]; char y[1L << 60]; char z[1L << 60]; char w[1L << 60]; char v[1L << 60]; char u[1L << 60]; char t[1L << 60]; char s[1L << 60]; char r[1L << 60]; char q[1L << 60]; char o[1L << 60]; char n[1L << 60]; char m[1L << 60]; char l[1L << 60]; char k[1L << 60]; char j[1L << 60]; char extra; } c;\n",
        );
        // gcc ignores `pack(0)` and `pack(3)` (not a power of two): natural alignment.
        assert_eq!(got[0], ("a".to_string(), Some((8, 4))));
        assert_eq!(got[1], ("b".to_string(), Some((8, 4))));
        // Past 2^64 bytes: not counted, rather than wrapped around or panicking.
        assert_eq!(got[2], ("c".to_string(), None));
    }

    #[test]
    fn unknown_sizes_are_none() {
        let got = layouts(
            "struct later; extern struct later a; extern int b[]; extern void *c;\n\
             void f(int n) { double vla[n]; }\n\
             struct m { int x __attribute__((mode(QI))); } d;\n\
             struct z { _Alignas(sizeof(double)) int x; } e;\n",
        );
        let expected = [
            ("a", None),
            ("b", None),
            ("c", Some((8, 8))),
            ("n", Some((4, 4))),
            ("vla", None),
            ("d", None),
            // `sizeof` is not an integer constant accc evaluates.
            ("e", None),
        ];
        let got: Vec<_> = got.iter().map(|(n, l)| (n.as_str(), *l)).collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn attribute_lists_are_read() {
        let symbols = Symbols::default();
        let attrs = |t: &str| layout_attrs(&[t.to_string()], &symbols);
        let a = attrs("__attribute__ ((__packed__, __aligned__(8)))").unwrap();
        assert!(a.packed);
        assert_eq!(a.aligned, Some(8));
        assert_eq!(attrs("[[gnu::aligned(2*16)]]").unwrap().aligned, Some(32));
        assert_eq!(attrs("_Alignas(long double)").unwrap().aligned, Some(16));
        assert_eq!(attrs("__attribute__((aligned))").unwrap().aligned, Some(16));
        assert!(attrs("__attribute__((unused, deprecated(\"x, y\")))").is_some());
        assert!(attrs("__attribute__((aligned(3)))").is_none());
        assert!(attrs("__attribute__((vector_size(16)))").is_none());
    }
}
