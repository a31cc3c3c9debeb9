//! Declarations: declaration specifiers, declarators (concrete and abstract), type names,
//! struct/union/enum specifiers, attributes, initializers' owners, and the translation unit.

use super::kw::Kw;
use super::{PResult, Parser};
use crate::ast::*;
use crate::span::Span;
use crate::token::{Punct, TokenKind};

/// Which declarators are accepted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeclaratorKind {
    /// A name is required (declarations, definitions, struct members).
    Named,
    /// No name (type names).
    Abstract,
    /// Either (parameters).
    Either,
}

/// What comes after a declarator at block or file scope.
pub(crate) enum DeclOrFn {
    Decl(Declaration),
    Function(FunctionDef),
}

fn storage_of(kw: Kw) -> Option<Storage> {
    Some(match kw {
        Kw::Typedef => Storage::Typedef,
        Kw::Extern => Storage::Extern,
        Kw::Static => Storage::Static,
        Kw::Auto => Storage::Auto,
        Kw::Register => Storage::Register,
        Kw::ThreadLocal => Storage::ThreadLocal,
        Kw::Constexpr => Storage::Constexpr,
        _ => return None,
    })
}

fn is_basic_kw(kw: Kw) -> bool {
    use Kw::*;
    matches!(
        kw,
        Void | Bool
            | Char
            | Short
            | Int
            | Long
            | Signed
            | Unsigned
            | Float
            | Double
            | Complex
            | Int128
            | Int128T
            | UInt128T
            | Float16
            | Float32
            | Float64
            | Float128
            | Float32x
            | Float64x
            | Float128x
            | Float80
            | BFloat16
            | Decimal32
            | Decimal64
            | Decimal128
            | VaList
    )
}

/// Combines the keyword type specifiers of one declaration into a [`BasicType`].
/// Returns the index of an offending specifier when the combination is invalid.
fn combine_basic(kws: &[(Kw, Span)]) -> Result<BasicType, usize> {
    use Kw::*;
    let (mut long, mut short, mut signed, mut unsigned, mut complex, mut int) = (0, 0, 0, 0, 0, 0);
    let mut base: Option<(Kw, usize)> = None;
    for (i, &(k, _)) in kws.iter().enumerate() {
        match k {
            Long => {
                long += 1;
                if long > 2 {
                    return Err(i);
                }
            }
            Short => short += 1,
            Signed => signed += 1,
            Unsigned => unsigned += 1,
            Complex => complex += 1,
            Int => {
                int += 1;
                if int > 1 {
                    return Err(i);
                }
            }
            _ => {
                if base.is_some() {
                    return Err(i);
                }
                base = Some((k, i));
            }
        }
    }
    let bad_last = kws.len().saturating_sub(1);
    if signed > 0 && unsigned > 0 || short > 0 && long > 0 || short > 1 || complex > 1 {
        return Err(bad_last);
    }
    let sign_ok = |b: Kw| matches!(b, Char | Int128);
    let size_ok_with = |b: Kw| match b {
        Double => short == 0 && long <= 1 && signed + unsigned == 0,
        _ => short + long == 0,
    };
    let basic = match base {
        None => {
            if short > 0 {
                if unsigned > 0 {
                    BasicType::UShort
                } else {
                    BasicType::Short
                }
            } else if long == 2 {
                if unsigned > 0 {
                    BasicType::ULongLong
                } else {
                    BasicType::LongLong
                }
            } else if long == 1 {
                if unsigned > 0 {
                    BasicType::ULong
                } else {
                    BasicType::Long
                }
            } else if unsigned > 0 {
                BasicType::UInt
            } else if signed > 0 || int > 0 {
                BasicType::Int
            } else {
                // `_Complex` alone is `_Complex double` (GNU).
                return Ok(BasicType::ComplexDouble);
            }
        }
        Some((b, i)) => {
            if int > 0 && !matches!(b, Int128) {
                return Err(i);
            }
            if (signed + unsigned > 0 && !sign_ok(b)) || !size_ok_with(b) {
                return Err(i);
            }
            match b {
                Void => BasicType::Void,
                Bool => BasicType::Bool,
                Char => {
                    if unsigned > 0 {
                        BasicType::UChar
                    } else if signed > 0 {
                        BasicType::SChar
                    } else {
                        BasicType::Char
                    }
                }
                Int128 => {
                    if unsigned > 0 {
                        BasicType::UInt128
                    } else {
                        BasicType::Int128
                    }
                }
                Int128T => BasicType::Int128,
                UInt128T => BasicType::UInt128,
                Float => BasicType::Float,
                Double => {
                    if long > 0 {
                        BasicType::LongDouble
                    } else {
                        BasicType::Double
                    }
                }
                Float16 => BasicType::Float16,
                Float32 => BasicType::Float32,
                Float64 => BasicType::Float64,
                Float128 => BasicType::Float128,
                Float32x => BasicType::Float32x,
                Float64x => BasicType::Float64x,
                Float128x => BasicType::Float128x,
                Float80 => BasicType::LongDouble,
                BFloat16 => BasicType::BFloat16,
                Decimal32 => BasicType::Decimal32,
                Decimal64 => BasicType::Decimal64,
                Decimal128 => BasicType::Decimal128,
                VaList => BasicType::VaList,
                _ => return Err(i),
            }
        }
    };
    if complex > 0 {
        return Ok(match basic {
            BasicType::Float => BasicType::ComplexFloat,
            BasicType::Double => BasicType::ComplexDouble,
            BasicType::LongDouble => BasicType::ComplexLongDouble,
            BasicType::Void | BasicType::Bool | BasicType::VaList => return Err(bad_last),
            _ => BasicType::ComplexOther,
        });
    }
    Ok(basic)
}

impl<'a> Parser<'a> {
    // ------------------------------------------------------------ attributes

    /// Whether the current token begins an attribute (`__attribute__`, `__declspec`,
    /// `_Alignas`, `[[`).
    pub(crate) fn at_attribute(&self) -> bool {
        // `alignas` not followed by `(` is a name (C before C23 has no such keyword).
        let alignas = self.kw() == Kw::Alignas && self.punct_at(self.la(1), Punct::LParen);
        matches!(self.kw(), Kw::Attribute | Kw::Declspec) || alignas || self.at_std_attr(self.pos)
    }

    /// Index just past the attributes starting at token `i` (lookahead, consumes nothing).
    pub(crate) fn skip_attributes_from(&self, mut i: usize) -> usize {
        loop {
            let is_gnu = matches!(self.kw_at(i), Kw::Attribute | Kw::Declspec | Kw::Alignas)
                && self.punct_at(self.next_index(i), Punct::LParen);
            let is_std = self.at_std_attr(i);
            if !is_gnu && !is_std {
                return i;
            }
            let mut j = if is_gnu { self.next_index(i) } else { i };
            let mut depth = 0i32;
            loop {
                match &self.tok_at(j).kind {
                    TokenKind::Eof => return j,
                    TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
                    TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => depth -= 1,
                    _ => {}
                }
                j = self.next_index(j);
                if depth <= 0 {
                    break;
                }
            }
            i = j;
        }
    }

    /// Parses one attribute at the current token, kept as its span.
    pub(crate) fn attribute(&mut self) -> PResult<Attribute> {
        let lo = self.lo();
        if self.at_std_attr(self.pos) {
            self.bump();
            self.bump();
            self.skip_balanced_until(Punct::RBracket)?;
            self.expect(Punct::RBracket)?;
            return Ok(Attribute {
                span: self.span_from(lo),
            });
        }
        self.bump();
        self.expect(Punct::LParen)?;
        self.skip_balanced_until(Punct::RParen)?;
        Ok(Attribute {
            span: self.span_from(lo),
        })
    }

    /// Parses every attribute at the current position.
    pub(crate) fn attributes(&mut self, out: &mut Vec<Attribute>) -> PResult<()> {
        while self.at_attribute() {
            out.push(self.attribute()?);
        }
        Ok(())
    }

    /// Skips balanced tokens up to and including the `close` that ends the group opened just
    /// before the current token.
    pub(crate) fn skip_balanced_until(&mut self, close: Punct) -> PResult<()> {
        let mut stack: Vec<Punct> = vec![close];
        loop {
            let span = self.span();
            match self.tok().kind {
                TokenKind::Eof => {
                    let msg = format!("expected `{}`, found end of input", close.as_str());
                    return self.fail(span, msg);
                }
                TokenKind::Punct(p @ (Punct::LParen | Punct::LBracket | Punct::LBrace)) => {
                    if stack.len() >= super::MAX_DEPTH as usize {
                        return self.fail(span, "nesting too deep");
                    }
                    stack.push(match p {
                        Punct::LParen => Punct::RParen,
                        Punct::LBracket => Punct::RBracket,
                        _ => Punct::RBrace,
                    });
                }
                TokenKind::Punct(p @ (Punct::RParen | Punct::RBracket | Punct::RBrace)) => {
                    let want = stack.pop().unwrap_or(close);
                    if p != want {
                        let msg = format!("expected `{}`, found `{}`", want.as_str(), p.as_str());
                        return self.fail(span, msg);
                    }
                    self.bump();
                    if stack.is_empty() {
                        return Ok(());
                    }
                    continue;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// `asm [qualifiers] ( … )` at the current token; returns its span.
    pub(crate) fn asm_group(&mut self) -> PResult<Span> {
        let lo = self.lo();
        self.bump();
        while matches!(self.kw(), Kw::Volatile | Kw::Inline | Kw::Goto) {
            self.bump();
        }
        self.expect(Punct::LParen)?;
        self.skip_balanced_until(Punct::RParen)?;
        Ok(self.span_from(lo))
    }

    // ------------------------------------------------------------ specifiers

    /// Whether the token at index `i` can begin declaration specifiers.
    pub(crate) fn starts_decl_specs_at(&self, i: usize) -> bool {
        let k = self.kw_at(i);
        k.starts_decl_specs() || k == Kw::Extension || self.is_typedef_at(i) || self.at_std_attr(i)
    }

    /// Declaration specifiers (`allow_storage`) or a specifier-qualifier list.
    pub(crate) fn decl_specs(&mut self, allow_storage: bool) -> PResult<DeclSpecs> {
        self.enter()?;
        let r = self.decl_specs_inner(allow_storage);
        self.leave();
        r
    }

    fn decl_specs_inner(&mut self, allow_storage: bool) -> PResult<DeclSpecs> {
        let lo = self.lo();
        let mut storage = Vec::new();
        let mut quals = TypeQuals::default();
        let mut is_inline = false;
        let mut is_noreturn = false;
        let mut attrs = Vec::new();
        let mut basic: Vec<(Kw, Span)> = Vec::new();
        let mut other: Option<(TypeSpec, Span)> = None;
        let mut any = false;
        loop {
            let kw = self.kw();
            let has_type = !basic.is_empty() || other.is_some();
            if let Some(s) = storage_of(kw).filter(|_| allow_storage) {
                storage.push(s);
                self.bump();
            } else if allow_storage && kw == Kw::Inline {
                is_inline = true;
                self.bump();
            } else if allow_storage && kw == Kw::Noreturn {
                is_noreturn = true;
                self.bump();
            } else if kw == Kw::Const {
                quals.is_const = true;
                self.bump();
            } else if kw == Kw::Volatile {
                quals.is_volatile = true;
                self.bump();
            } else if kw == Kw::Restrict {
                quals.is_restrict = true;
                self.bump();
            } else if kw == Kw::Atomic {
                if self.punct_at(self.la(1), Punct::LParen) && !has_type {
                    let slo = self.lo();
                    self.bump();
                    self.bump();
                    let ty = self.type_name()?;
                    self.expect(Punct::RParen)?;
                    other = Some((TypeSpec::Atomic(Box::new(ty)), self.span_from(slo)));
                } else {
                    quals.is_atomic = true;
                    self.bump();
                }
            } else if is_basic_kw(kw) && !(has_type && self.is_contextual_kw_at(self.pos)) {
                let span = self.bump();
                basic.push((kw, span));
            } else if kw == Kw::BitInt {
                let slo = self.lo();
                self.bump();
                self.expect(Punct::LParen)?;
                let width = self.cond()?;
                self.expect(Punct::RParen)?;
                let span = self.span_from(slo);
                if other.is_some() {
                    return self.fail(span, "two or more data types in declaration specifiers");
                }
                other = Some((
                    TypeSpec::BitInt {
                        signed: true,
                        width: Box::new(width),
                    },
                    span,
                ));
            } else if matches!(kw, Kw::Struct | Kw::Union) {
                let span = self.span();
                if has_type {
                    return self.fail(span, "two or more data types in declaration specifiers");
                }
                let s = self.struct_spec()?;
                let span = s.span;
                other = Some((TypeSpec::Struct(s), span));
            } else if kw == Kw::Enum {
                let span = self.span();
                if has_type {
                    return self.fail(span, "two or more data types in declaration specifiers");
                }
                let e = self.enum_spec()?;
                let span = e.span;
                other = Some((TypeSpec::Enum(e), span));
            } else if matches!(kw, Kw::Typeof | Kw::TypeofUnqual) {
                let slo = self.lo();
                if has_type {
                    let span = self.span();
                    return self.fail(span, "two or more data types in declaration specifiers");
                }
                self.bump();
                self.expect(Punct::LParen)?;
                let spec = if self.starts_type_name_at(self.pos) {
                    TypeSpec::TypeofType(Box::new(self.type_name()?))
                } else {
                    TypeSpec::TypeofExpr(Box::new(self.expr()?))
                };
                self.expect(Punct::RParen)?;
                other = Some((spec, self.span_from(slo)));
            } else if kw == Kw::AutoType {
                let span = self.bump();
                other = Some((TypeSpec::AutoType, span));
            } else if kw == Kw::Extension {
                self.bump();
            } else if self.at_attribute() {
                attrs.push(self.attribute()?);
            } else if !has_type && self.is_typedef_at(self.pos) {
                let name = self.ident()?;
                let span = name.span;
                other = Some((TypeSpec::TypedefName(name), span));
            } else {
                break;
            }
            any = true;
        }
        let span = if any {
            self.span_from(lo)
        } else {
            Span { lo, hi: lo }
        };
        let ty = match (other, basic.is_empty()) {
            (Some((TypeSpec::BitInt { width, .. }, _)), false) => {
                // `unsigned _BitInt(N)` / `signed _BitInt(N)`.
                let signed = match basic.iter().map(|b| b.0).collect::<Vec<_>>().as_slice() {
                    [Kw::Unsigned] => false,
                    [Kw::Signed] => true,
                    _ => {
                        let bad = basic.last().map(|b| b.1).unwrap_or(span);
                        return self.fail(bad, "invalid combination of type specifiers");
                    }
                };
                TypeSpec::BitInt { signed, width }
            }
            (Some((_, ospan)), false) => {
                let bad = basic
                    .iter()
                    .map(|b| b.1)
                    .find(|s| s.lo > ospan.lo)
                    .unwrap_or(ospan);
                return self.fail(bad, "two or more data types in declaration specifiers");
            }
            (Some((t, _)), true) => t,
            (None, false) => match combine_basic(&basic) {
                Ok(b) => TypeSpec::Basic(b),
                Err(i) => {
                    return self.fail(basic[i].1, "invalid combination of type specifiers");
                }
            },
            (None, true) => {
                if let Some(i) = storage.iter().position(|s| *s == Storage::Auto) {
                    // C23 `auto x = …;`: inferred type.
                    storage.remove(i);
                    TypeSpec::AutoType
                } else {
                    TypeSpec::Implicit
                }
            }
        };
        Ok(DeclSpecs {
            storage,
            quals,
            is_inline,
            is_noreturn,
            ty,
            attrs,
            span,
        })
    }

    /// At `struct`/`union`.
    fn struct_spec(&mut self) -> PResult<StructSpec> {
        let lo = self.lo();
        let kind = if self.kw() == Kw::Struct {
            StructKind::Struct
        } else {
            StructKind::Union
        };
        self.bump();
        let mut attrs = Vec::new();
        self.attributes(&mut attrs)?;
        let name = match &self.tok().kind {
            TokenKind::Ident(_) if self.kw() == Kw::Not => Some(self.ident()?),
            _ => None,
        };
        self.attributes(&mut attrs)?;
        let fields = if self.at(Punct::LBrace) {
            self.enter()?;
            let r = self.struct_fields();
            self.leave();
            let f = r?;
            self.attributes(&mut attrs)?;
            Some(f)
        } else {
            if name.is_none() {
                let msg = format!(
                    "expected `{{` or a name after `{}`, found {}",
                    if kind == StructKind::Struct {
                        "struct"
                    } else {
                        "union"
                    },
                    self.describe_quoted()
                );
                return self.fail(self.span(), msg);
            }
            None
        };
        Ok(StructSpec {
            kind,
            name,
            fields,
            attrs,
            span: self.span_from(lo),
        })
    }

    /// At `{` of a struct or union body.
    fn struct_fields(&mut self) -> PResult<Vec<FieldDecl>> {
        self.bump();
        let mut fields = Vec::new();
        loop {
            if self.at(Punct::RBrace) {
                self.bump();
                return Ok(fields);
            }
            if self.at_eof() {
                return self.fail(
                    self.span(),
                    "expected `}` at end of struct, found end of input",
                );
            }
            if self.eat(Punct::Semi) {
                continue;
            }
            let depth0 = self.brace_depth;
            if self.kw() == Kw::StaticAssert {
                if self.static_assert().is_err() {
                    self.recover(depth0, true);
                }
                continue;
            }
            match self.field_decl() {
                Ok(f) => fields.push(f),
                Err(()) => self.recover(depth0, true),
            }
        }
    }

    fn field_decl(&mut self) -> PResult<FieldDecl> {
        let lo = self.lo();
        if !self.starts_decl_specs_at(self.pos) {
            let msg = format!(
                "expected member declaration, found {}",
                self.describe_quoted()
            );
            return self.fail(self.span(), msg);
        }
        let specs = self.decl_specs(false)?;
        let mut declarators = Vec::new();
        if !self.at(Punct::Semi) {
            loop {
                let declarator = if self.at(Punct::Colon) {
                    None
                } else {
                    Some(self.declarator(DeclaratorKind::Named)?)
                };
                let bit_width = if self.eat(Punct::Colon) {
                    Some(self.cond()?)
                } else {
                    None
                };
                let mut declarator = declarator;
                if self.at_attribute() {
                    let mut extra = Vec::new();
                    self.attributes(&mut extra)?;
                    if let Some(d) = declarator.as_mut() {
                        d.attrs.extend(extra);
                    }
                }
                declarators.push(FieldDeclarator {
                    declarator,
                    bit_width,
                });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        if !self.at(Punct::Semi) {
            let msg = format!(
                "expected `;` at end of member declaration, found {}",
                self.describe_quoted()
            );
            return self.fail(self.span(), msg);
        }
        self.bump();
        Ok(FieldDecl {
            specs,
            declarators,
            span: self.span_from(lo),
        })
    }

    /// At `enum`.
    fn enum_spec(&mut self) -> PResult<EnumSpec> {
        let lo = self.lo();
        self.bump();
        let mut attrs = Vec::new();
        self.attributes(&mut attrs)?;
        let name = match &self.tok().kind {
            TokenKind::Ident(_) if self.kw() == Kw::Not => Some(self.ident()?),
            _ => None,
        };
        self.attributes(&mut attrs)?;
        let underlying = if self.at(Punct::Colon) && self.starts_type_name_at(self.la(1)) {
            self.bump();
            let specs = self.decl_specs(false)?;
            let d = self.declarator(DeclaratorKind::Abstract)?;
            let span = specs.span.to(d.span);
            Some(Box::new(TypeName {
                specs,
                declarator: d,
                span,
            }))
        } else {
            None
        };
        let enumerators = if self.at(Punct::LBrace) {
            self.bump();
            let mut list = Vec::new();
            while !self.at(Punct::RBrace) {
                let name = self.take_decl_name()?;
                let mut ignored = Vec::new();
                self.attributes(&mut ignored)?;
                let value = if self.eat(Punct::Eq) {
                    Some(self.cond()?)
                } else {
                    None
                };
                self.declare(&name.name, false);
                list.push(Enumerator { name, value });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RBrace)?;
            self.attributes(&mut attrs)?;
            Some(list)
        } else {
            if name.is_none() {
                let msg = format!(
                    "expected `{{` or a name after `enum`, found {}",
                    self.describe_quoted()
                );
                return self.fail(self.span(), msg);
            }
            None
        };
        Ok(EnumSpec {
            name,
            underlying,
            enumerators,
            attrs,
            span: self.span_from(lo),
        })
    }

    // ------------------------------------------------------------ declarators

    fn pointer_quals(&mut self, attrs: &mut Vec<Attribute>) -> PResult<TypeQuals> {
        let mut q = TypeQuals::default();
        loop {
            match self.kw() {
                Kw::Const => q.is_const = true,
                Kw::Volatile => q.is_volatile = true,
                Kw::Restrict => q.is_restrict = true,
                Kw::Atomic => q.is_atomic = true,
                Kw::Attribute | Kw::Declspec => {
                    attrs.push(self.attribute()?);
                    continue;
                }
                _ if self.at_std_attr(self.pos) => {
                    attrs.push(self.attribute()?);
                    continue;
                }
                _ => return Ok(q),
            }
            self.bump();
        }
    }

    /// A declarator; `derived` lists the derivations from the name outward.
    pub(crate) fn declarator(&mut self, kind: DeclaratorKind) -> PResult<Declarator> {
        self.enter()?;
        let r = self.declarator_inner(kind);
        self.leave();
        r
    }

    fn declarator_inner(&mut self, kind: DeclaratorKind) -> PResult<Declarator> {
        let lo = self.lo();
        let mut attrs = Vec::new();
        self.attributes(&mut attrs)?;
        let mut pointers = Vec::new();
        while self.at(Punct::Star) {
            self.bump();
            pointers.push(self.pointer_quals(&mut attrs)?);
        }
        let mut name = None;
        let mut derived = Vec::new();
        let mut asm_label = None;
        if kind != DeclaratorKind::Abstract && self.decl_name().is_some() {
            name = Some(self.take_decl_name()?);
        } else if self.at(Punct::LParen) && self.paren_is_grouping(kind) {
            self.bump();
            let inner = self.declarator(kind)?;
            self.expect(Punct::RParen)?;
            name = inner.name;
            derived = inner.derived;
            attrs.extend(inner.attrs);
            asm_label = inner.asm_label;
        } else if kind == DeclaratorKind::Named {
            let msg = format!(
                "expected identifier or `(`, found {}",
                self.describe_quoted()
            );
            return self.fail(self.span(), msg);
        }
        loop {
            if self.at(Punct::LBracket) && !self.at_std_attr(self.pos) {
                derived.push(self.array_suffix()?);
            } else if self.at(Punct::LParen) {
                derived.push(Derived::Function(self.function_suffix()?));
            } else {
                break;
            }
        }
        derived.extend(pointers.into_iter().rev().map(Derived::Pointer));
        self.attributes(&mut attrs)?;
        if self.kw() == Kw::Asm {
            asm_label = Some(self.asm_group()?);
        }
        self.attributes(&mut attrs)?;
        let span = if self.prev_hi > lo && self.pos > 0 {
            self.span_from(lo)
        } else {
            Span { lo, hi: lo }
        };
        Ok(Declarator {
            name,
            derived,
            attrs,
            asm_label,
            span,
        })
    }

    /// At `(` in a declarator: a parenthesised declarator (`true`) or a parameter list.
    fn paren_is_grouping(&self, kind: DeclaratorKind) -> bool {
        if kind == DeclaratorKind::Named {
            return true;
        }
        let i = self.skip_attributes_from(self.la(1));
        let t = self.tok_at(i);
        match &t.kind {
            TokenKind::Punct(Punct::Star | Punct::LParen | Punct::Caret) => true,
            TokenKind::Punct(Punct::LBracket) => !self.at_std_attr(i),
            TokenKind::Ident(_) => {
                kind == DeclaratorKind::Either && self.kw_at(i) == Kw::Not && !self.is_typedef_at(i)
            }
            _ => false,
        }
    }

    fn array_suffix(&mut self) -> PResult<Derived> {
        self.bump();
        let mut quals = TypeQuals::default();
        let mut is_static = false;
        let mut ignored = Vec::new();
        loop {
            match self.kw() {
                Kw::Static => is_static = true,
                Kw::Const => quals.is_const = true,
                Kw::Volatile => quals.is_volatile = true,
                Kw::Restrict => quals.is_restrict = true,
                Kw::Atomic => quals.is_atomic = true,
                Kw::Attribute => {
                    ignored.push(self.attribute()?);
                    continue;
                }
                _ => break,
            }
            self.bump();
        }
        let size = if self.at(Punct::RBracket) {
            ArraySize::Unspecified
        } else if self.at(Punct::Star) && self.punct_at(self.la(1), Punct::RBracket) {
            self.bump();
            ArraySize::VlaStar
        } else {
            ArraySize::Expr(Box::new(self.assign()?))
        };
        self.expect(Punct::RBracket)?;
        Ok(Derived::Array {
            quals,
            size,
            is_static,
        })
    }

    /// At `(`: a parameter list or a K&R identifier list.
    fn function_suffix(&mut self) -> PResult<FunctionDeclarator> {
        self.bump();
        let mut f = FunctionDeclarator {
            params: Vec::new(),
            variadic: false,
            old_style_names: Vec::new(),
            unprototyped: false,
        };
        if self.eat(Punct::RParen) {
            f.unprototyped = true;
            return Ok(f);
        }
        // `(void)`: no parameters.
        if self.kw() == Kw::Void && self.punct_at(self.la(1), Punct::RParen) {
            self.bump();
            self.bump();
            return Ok(f);
        }
        // K&R identifier list.
        if self.plain_ident().is_some()
            && !self.is_typedef_at(self.pos)
            && matches!(
                self.tok_at(self.la(1)).kind,
                TokenKind::Punct(Punct::Comma | Punct::RParen)
            )
        {
            loop {
                f.old_style_names.push(self.ident()?);
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RParen)?;
            return Ok(f);
        }
        let scopes = self.scopes.len();
        self.push_scope();
        let r = self.params(&mut f);
        self.pop_scopes_to(scopes);
        r?;
        self.expect(Punct::RParen)?;
        Ok(f)
    }

    fn params(&mut self, f: &mut FunctionDeclarator) -> PResult<()> {
        loop {
            if self.eat(Punct::Ellipsis) {
                f.variadic = true;
                return Ok(());
            }
            let lo = self.lo();
            if !self.starts_decl_specs_at(self.pos) {
                let msg = if self.plain_ident().is_some() {
                    format!("unknown type name `{}`", self.describe())
                } else {
                    format!(
                        "expected parameter declaration, found {}",
                        self.describe_quoted()
                    )
                };
                return self.fail(self.span(), msg);
            }
            let specs = self.decl_specs(true)?;
            let declarator = self.declarator(DeclaratorKind::Either)?;
            if let Some(n) = &declarator.name {
                let n = n.name.clone();
                self.declare(&n, false);
            }
            f.params.push(ParamDecl {
                specs,
                declarator,
                span: self.span_from(lo),
            });
            if !self.eat(Punct::Comma) {
                return Ok(());
            }
        }
    }

    /// `type-name`: a specifier-qualifier list and an abstract declarator.
    pub(crate) fn type_name(&mut self) -> PResult<TypeName> {
        let lo = self.lo();
        if !self.starts_type_name_at(self.pos) {
            let msg = format!("expected a type, found {}", self.describe_quoted());
            return self.fail(self.span(), msg);
        }
        let specs = self.decl_specs(false)?;
        let declarator = self.declarator(DeclaratorKind::Abstract)?;
        Ok(TypeName {
            specs,
            declarator,
            span: self.span_from(lo),
        })
    }

    // ------------------------------------------------------------ declarations

    /// `_Static_assert ( constant-expression [, string] ) ;`
    pub(crate) fn static_assert(&mut self) -> PResult<()> {
        self.bump();
        self.expect(Punct::LParen)?;
        self.cond()?;
        if self.eat(Punct::Comma) {
            if !matches!(self.tok().kind, TokenKind::Str(_)) {
                let msg = format!(
                    "expected a string literal, found {}",
                    self.describe_quoted()
                );
                return self.fail(self.span(), msg);
            }
            while matches!(self.tok().kind, TokenKind::Str(_)) {
                self.bump();
            }
        }
        self.expect(Punct::RParen)?;
        self.expect(Punct::Semi)?;
        Ok(())
    }

    /// Reports `foo bar` (and, with `star_too`, `foo *bar`) where `foo` is not a type as
    /// "unknown type name".
    pub(crate) fn check_unknown_type_name(&mut self, star_too: bool) -> PResult<()> {
        if let Some(name) = self.plain_ident() {
            let next = self.la(1);
            let k = self.kw_at(next);
            let ident_next = matches!(self.tok_at(next).kind, TokenKind::Ident(_))
                && (k == Kw::Not
                    || (k.starts_type_name() && !matches!(k, Kw::Attribute | Kw::Alignas)));
            if ident_next || (star_too && self.punct_at(next, Punct::Star)) {
                let msg = format!("unknown type name `{name}`");
                return self.fail(self.span(), msg);
            }
        }
        Ok(())
    }

    /// A declaration or (when `allow_fn`) a function definition, from its specifiers on.
    /// `lo` is where the declaration started (before any `__extension__`).
    pub(crate) fn declaration_or_fn(&mut self, lo: u32, allow_fn: bool) -> PResult<DeclOrFn> {
        let specs = self.decl_specs(true)?;
        if specs.ty == TypeSpec::Implicit {
            // Implicit `int` is old C; `foo bar;` and `foo *bar;` are typos for a type.
            self.check_unknown_type_name(true)?;
        }
        if self.at(Punct::Semi) {
            self.bump();
            return Ok(DeclOrFn::Decl(Declaration {
                specs,
                declarators: Vec::new(),
                span: self.span_from(lo),
            }));
        }
        let is_typedef = specs.storage.contains(&Storage::Typedef);
        let first = self.declarator(DeclaratorKind::Named)?;
        if allow_fn {
            if let Some(Derived::Function(fd)) = first.derived.first() {
                let knr = !fd.old_style_names.is_empty() && self.starts_decl_specs_at(self.pos);
                if self.at(Punct::LBrace) || knr {
                    if let Some(n) = &first.name {
                        let n = n.name.clone();
                        self.declare(&n, false);
                    }
                    return Ok(DeclOrFn::Function(self.function_def(lo, specs, first)?));
                }
            }
        }
        let mut declarators = Vec::new();
        let mut d = first;
        loop {
            if let Some(n) = &d.name {
                let n = n.name.clone();
                self.declare(&n, is_typedef);
            }
            let init = if self.eat(Punct::Eq) {
                Some(self.initializer()?)
            } else {
                None
            };
            declarators.push(InitDeclarator {
                declarator: d,
                init,
            });
            if !self.eat(Punct::Comma) {
                break;
            }
            d = self.declarator(DeclaratorKind::Named)?;
        }
        if !self.at(Punct::Semi) {
            let msg = format!(
                "expected `;`, `,` or `=` after declarator, found {}",
                self.describe_quoted()
            );
            return self.fail(self.span(), msg);
        }
        self.bump();
        Ok(DeclOrFn::Decl(Declaration {
            specs,
            declarators,
            span: self.span_from(lo),
        }))
    }

    /// After the declarator of a function definition: K&R parameter declarations and the body.
    fn function_def(
        &mut self,
        lo: u32,
        specs: DeclSpecs,
        declarator: Declarator,
    ) -> PResult<FunctionDef> {
        let scopes = self.scopes.len();
        self.push_scope();
        if let Some(Derived::Function(fd)) = declarator.derived.first() {
            for p in &fd.params {
                if let Some(n) = &p.declarator.name {
                    self.declare(&n.name, false);
                }
            }
            for n in &fd.old_style_names {
                self.declare(&n.name, false);
            }
        }
        let r = self.function_def_rest(lo, specs, declarator);
        self.pop_scopes_to(scopes);
        r
    }

    fn function_def_rest(
        &mut self,
        lo: u32,
        specs: DeclSpecs,
        declarator: Declarator,
    ) -> PResult<FunctionDef> {
        let mut old_style_params = Vec::new();
        while !self.at(Punct::LBrace) {
            if !self.starts_decl_specs_at(self.pos) {
                let msg = format!(
                    "expected `{{` or a parameter declaration, found {}",
                    self.describe_quoted()
                );
                return self.fail(self.span(), msg);
            }
            let dlo = self.lo();
            match self.declaration_or_fn(dlo, false)? {
                DeclOrFn::Decl(d) => old_style_params.push(d),
                DeclOrFn::Function(f) => {
                    return self.fail(f.span, "a function definition is not allowed here")
                }
            }
        }
        let body = self.block()?;
        Ok(FunctionDef {
            specs,
            declarator,
            old_style_params,
            body,
            span: self.span_from(lo),
        })
    }

    // ------------------------------------------------------------ translation unit

    pub(crate) fn translation_unit(&mut self) -> TranslationUnit {
        let mut items = Vec::new();
        loop {
            if self.at_eof() {
                if self.has_pending_pragmas() {
                    let pragmas = self.take_pragmas();
                    let hi = pragmas.last().map(|p| p.span.hi).unwrap_or(0);
                    items.push(ExternalDecl {
                        pragmas,
                        kind: ExternalDeclKind::Empty,
                        span: Span { lo: hi, hi },
                    });
                }
                break;
            }
            let before = self.pos;
            let depth0 = self.brace_depth;
            match self.external_decl() {
                Ok(d) => items.push(d),
                Err(()) => {
                    self.recover(depth0, false);
                    if self.pos == before {
                        self.bump_quiet();
                    }
                }
            }
        }
        TranslationUnit { items }
    }

    fn external_decl(&mut self) -> PResult<ExternalDecl> {
        let pragmas = self.take_pragmas();
        let lo = self.lo();
        while self.kw() == Kw::Extension {
            self.bump();
        }
        let kind = match self.kw() {
            _ if self.at(Punct::Semi) => {
                self.bump();
                ExternalDeclKind::Empty
            }
            Kw::StaticAssert => {
                self.static_assert()?;
                ExternalDeclKind::StaticAssert
            }
            Kw::Asm => {
                self.asm_group()?;
                self.expect(Punct::Semi)?;
                ExternalDeclKind::Asm
            }
            _ => {
                let starts = self.starts_decl_specs_at(self.pos)
                    || self.plain_ident().is_some()
                    || self.at(Punct::Star)
                    || self.at(Punct::LParen);
                if !starts {
                    let msg = format!("expected a declaration, found {}", self.describe_quoted());
                    return self.fail(self.span(), msg);
                }
                match self.declaration_or_fn(lo, true)? {
                    DeclOrFn::Decl(d) => ExternalDeclKind::Decl(d),
                    DeclOrFn::Function(f) => ExternalDeclKind::Function(f),
                }
            }
        };
        Ok(ExternalDecl {
            pragmas,
            kind,
            span: self.span_from(lo),
        })
    }
}
