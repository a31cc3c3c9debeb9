//! Expressions: precedence climbing for the binary operators, recursive descent for the rest.
//! A parenthesised expression is the inner node with its span widened over the parentheses.

use super::kw::Kw;
use super::{PResult, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::number::{is_float_number, literal_too_large, malformed};
use crate::span::Span;
use crate::token::{Punct, TokenKind};

fn binary_op(p: Punct) -> Option<(BinaryOp, u8)> {
    use BinaryOp as B;
    Some(match p {
        Punct::PipePipe => (B::LogOr, 1),
        Punct::AmpAmp => (B::LogAnd, 2),
        Punct::Pipe => (B::BitOr, 3),
        Punct::Caret => (B::BitXor, 4),
        Punct::Amp => (B::BitAnd, 5),
        Punct::EqEq => (B::Eq, 6),
        Punct::Ne => (B::Ne, 6),
        Punct::Lt => (B::Lt, 7),
        Punct::Gt => (B::Gt, 7),
        Punct::Le => (B::Le, 7),
        Punct::Ge => (B::Ge, 7),
        Punct::Shl => (B::Shl, 8),
        Punct::Shr => (B::Shr, 8),
        Punct::Plus => (B::Add, 9),
        Punct::Minus => (B::Sub, 9),
        Punct::Star => (B::Mul, 10),
        Punct::Slash => (B::Div, 10),
        Punct::Percent => (B::Rem, 10),
        _ => return None,
    })
}

fn assign_op(p: Punct) -> Option<Option<BinaryOp>> {
    use BinaryOp as B;
    Some(match p {
        Punct::Eq => None,
        Punct::StarEq => Some(B::Mul),
        Punct::SlashEq => Some(B::Div),
        Punct::PercentEq => Some(B::Rem),
        Punct::PlusEq => Some(B::Add),
        Punct::MinusEq => Some(B::Sub),
        Punct::ShlEq => Some(B::Shl),
        Punct::ShrEq => Some(B::Shr),
        Punct::AmpEq => Some(B::BitAnd),
        Punct::CaretEq => Some(B::BitXor),
        Punct::PipeEq => Some(B::BitOr),
        _ => return None,
    })
}

fn mk(kind: ExprKind, span: Span) -> Expr {
    Expr { kind, span }
}

impl<'a> Parser<'a> {
    fn punct(&self) -> Option<Punct> {
        match self.tok().kind {
            TokenKind::Punct(p) => Some(p),
            _ => None,
        }
    }

    /// `expression`: assignment expressions separated by commas.
    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        let first = self.assign()?;
        if !self.at(Punct::Comma) {
            return Ok(first);
        }
        let lo = first.span.lo;
        let mut items = vec![first];
        while self.eat(Punct::Comma) {
            items.push(self.assign()?);
        }
        Ok(mk(ExprKind::Comma(items), self.span_from(lo)))
    }

    /// `assignment-expression`.
    pub(crate) fn assign(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.assign_inner();
        self.leave();
        r
    }

    fn assign_inner(&mut self) -> PResult<Expr> {
        let lhs = self.cond()?;
        if let Some(op) = self.punct().and_then(assign_op) {
            self.bump();
            let rhs = self.assign()?;
            let span = lhs.span.to(rhs.span);
            return Ok(mk(
                ExprKind::Assign {
                    op,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                },
                span,
            ));
        }
        Ok(lhs)
    }

    /// `conditional-expression` (also the constant expressions of C).
    pub(crate) fn cond(&mut self) -> PResult<Expr> {
        let c = self.binary(1)?;
        if !self.at(Punct::Question) {
            return Ok(c);
        }
        self.bump();
        let then = if self.at(Punct::Colon) {
            None
        } else {
            Some(Box::new(self.expr()?))
        };
        self.expect(Punct::Colon)?;
        self.enter()?;
        let els = self.cond();
        self.leave();
        let els = els?;
        let span = c.span.to(els.span);
        Ok(mk(
            ExprKind::Cond {
                cond: Box::new(c),
                then,
                els: Box::new(els),
            },
            span,
        ))
    }

    fn binary(&mut self, min_prec: u8) -> PResult<Expr> {
        let chain = self.chain;
        let r = self.binary_chain(min_prec);
        self.chain = chain;
        r
    }

    fn binary_chain(&mut self, min_prec: u8) -> PResult<Expr> {
        let mut lhs = self.cast()?;
        while let Some((op, prec)) = self.punct().and_then(binary_op) {
            if prec < min_prec {
                break;
            }
            self.link()?;
            self.bump();
            let rhs = self.binary(prec + 1)?;
            let span = lhs.span.to(rhs.span);
            lhs = mk(
                ExprKind::Binary {
                    op,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                },
                span,
            );
        }
        Ok(lhs)
    }

    /// `cast-expression`.
    pub(crate) fn cast(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.cast_inner();
        self.leave();
        r
    }

    fn cast_inner(&mut self) -> PResult<Expr> {
        if self.at(Punct::LParen) && self.starts_type_name_at(self.la(1)) {
            let lo = self.lo();
            self.bump();
            let ty = self.type_name()?;
            self.expect(Punct::RParen)?;
            if self.at(Punct::LBrace) {
                let lit = self.compound_literal(lo, ty)?;
                return self.postfix(lit);
            }
            let e = self.cast()?;
            return Ok(mk(
                ExprKind::Cast {
                    ty: Box::new(ty),
                    expr: Box::new(e),
                },
                self.span_from(lo),
            ));
        }
        self.unary()
    }

    /// At `{` after `( type-name )`.
    fn compound_literal(&mut self, lo: u32, ty: TypeName) -> PResult<Expr> {
        let (items, list) = self.init_list()?;
        Ok(mk(
            ExprKind::CompoundLiteral {
                ty: Box::new(ty),
                items,
                list,
            },
            self.span_from(lo),
        ))
    }

    fn unary_op(&mut self, op: UnaryOp, lo: u32) -> PResult<Expr> {
        let e = if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) {
            self.unary()?
        } else {
            self.cast()?
        };
        Ok(mk(
            ExprKind::Unary {
                op,
                expr: Box::new(e),
            },
            self.span_from(lo),
        ))
    }

    /// `unary-expression`.
    fn unary(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.unary_inner();
        self.leave();
        r
    }

    fn unary_inner(&mut self) -> PResult<Expr> {
        let lo = self.lo();
        if let Some(p) = self.punct() {
            let op = match p {
                Punct::PlusPlus => UnaryOp::PreInc,
                Punct::MinusMinus => UnaryOp::PreDec,
                Punct::Amp => UnaryOp::AddrOf,
                Punct::Star => UnaryOp::Deref,
                Punct::Plus => UnaryOp::Plus,
                Punct::Minus => UnaryOp::Neg,
                Punct::Tilde => UnaryOp::BitNot,
                Punct::Bang => UnaryOp::Not,
                Punct::AmpAmp if matches!(self.tok_at(self.la(1)).kind, TokenKind::Ident(_)) => {
                    return self.label_addr(lo);
                }
                _ => return self.primary_postfix(),
            };
            self.bump();
            return self.unary_op(op, lo);
        }
        match self.kw() {
            Kw::Sizeof => self.sizeof_expr(lo),
            Kw::Alignof => self.alignof_expr(lo),
            Kw::Extension => {
                self.bump();
                self.unary_op(UnaryOp::Extension, lo)
            }
            Kw::Real => {
                self.bump();
                self.unary_op(UnaryOp::Real, lo)
            }
            Kw::Imag => {
                self.bump();
                self.unary_op(UnaryOp::Imag, lo)
            }
            _ => self.primary_postfix(),
        }
    }

    fn primary_postfix(&mut self) -> PResult<Expr> {
        let e = self.primary()?;
        self.postfix(e)
    }

    /// GNU `&&label`.
    fn label_addr(&mut self, lo: u32) -> PResult<Expr> {
        self.bump();
        let name = self.member_name()?;
        let span = self.span_from(lo);
        let ident = mk(ExprKind::Ident(name.clone()), name.span);
        Ok(mk(
            ExprKind::Unary {
                op: UnaryOp::LabelAddr,
                expr: Box::new(ident),
            },
            span,
        ))
    }

    fn sizeof_expr(&mut self, lo: u32) -> PResult<Expr> {
        self.bump();
        if self.at(Punct::LParen) && self.starts_type_name_at(self.la(1)) {
            let plo = self.lo();
            self.bump();
            let ty = self.type_name()?;
            self.expect(Punct::RParen)?;
            if self.at(Punct::LBrace) {
                // `sizeof (T){…}`: the operand is a compound literal.
                let lit = self.compound_literal(plo, ty)?;
                let e = self.postfix(lit)?;
                return Ok(mk(ExprKind::SizeofExpr(Box::new(e)), self.span_from(lo)));
            }
            return Ok(mk(ExprKind::SizeofType(Box::new(ty)), self.span_from(lo)));
        }
        let e = self.unary()?;
        Ok(mk(ExprKind::SizeofExpr(Box::new(e)), self.span_from(lo)))
    }

    fn alignof_expr(&mut self, lo: u32) -> PResult<Expr> {
        self.bump();
        if self.at(Punct::LParen) && self.starts_type_name_at(self.la(1)) {
            self.bump();
            let ty = self.type_name()?;
            self.expect(Punct::RParen)?;
            return Ok(mk(ExprKind::AlignofType(Box::new(ty)), self.span_from(lo)));
        }
        let e = self.unary()?;
        Ok(mk(ExprKind::AlignofExpr(Box::new(e)), self.span_from(lo)))
    }

    fn postfix(&mut self, e: Expr) -> PResult<Expr> {
        let chain = self.chain;
        let r = self.postfix_chain(e);
        self.chain = chain;
        r
    }

    fn postfix_chain(&mut self, mut e: Expr) -> PResult<Expr> {
        loop {
            let lo = e.span.lo;
            if matches!(
                self.punct(),
                Some(
                    Punct::LBracket
                        | Punct::LParen
                        | Punct::Dot
                        | Punct::Arrow
                        | Punct::PlusPlus
                        | Punct::MinusMinus
                )
            ) {
                self.link()?;
            }
            match self.punct() {
                Some(Punct::LBracket) => {
                    self.bump();
                    let index = self.expr()?;
                    self.expect(Punct::RBracket)?;
                    e = mk(
                        ExprKind::Index {
                            base: Box::new(e),
                            index: Box::new(index),
                        },
                        self.span_from(lo),
                    );
                }
                Some(Punct::LParen) => {
                    self.bump();
                    let mut args = Vec::new();
                    if !self.at(Punct::RParen) {
                        loop {
                            args.push(self.assign()?);
                            if !self.eat(Punct::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(Punct::RParen)?;
                    e = mk(
                        ExprKind::Call {
                            callee: Box::new(e),
                            args,
                        },
                        self.span_from(lo),
                    );
                }
                Some(p @ (Punct::Dot | Punct::Arrow)) => {
                    self.bump();
                    let member = self.member_name()?;
                    e = mk(
                        ExprKind::Member {
                            base: Box::new(e),
                            member,
                            arrow: p == Punct::Arrow,
                        },
                        self.span_from(lo),
                    );
                }
                Some(p @ (Punct::PlusPlus | Punct::MinusMinus)) => {
                    self.bump();
                    let op = if p == Punct::PlusPlus {
                        UnaryOp::PostInc
                    } else {
                        UnaryOp::PostDec
                    };
                    e = mk(
                        ExprKind::Unary {
                            op,
                            expr: Box::new(e),
                        },
                        self.span_from(lo),
                    );
                }
                _ => return Ok(e),
            }
        }
    }

    /// An identifier that is not a keyword.
    pub(crate) fn ident(&mut self) -> PResult<Ident> {
        match self.plain_ident() {
            Some(name) => {
                let span = self.bump();
                Ok(Ident {
                    name: name.to_string(),
                    span,
                })
            }
            None => {
                let msg = format!("expected identifier, found {}", self.describe_quoted());
                self.fail(self.span(), msg)
            }
        }
    }

    /// A member name after `.` or `->` (any identifier: members live in their own
    /// name space, and some of our keywords are ordinary words in older C).
    pub(crate) fn member_name(&mut self) -> PResult<Ident> {
        match &self.tok().kind {
            TokenKind::Ident(name) => {
                let name = name.clone();
                let span = self.bump();
                Ok(Ident { name, span })
            }
            _ => {
                let msg = format!("expected member name, found {}", self.describe_quoted());
                self.fail(self.span(), msg)
            }
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        let lo = self.lo();
        let kind = match &self.tok().kind {
            TokenKind::Ident(_) => return self.ident_primary(),
            TokenKind::Number(s) => {
                let s = s.clone();
                self.check_number(&s);
                if is_float_number(&s) {
                    ExprKind::FloatLit(s)
                } else {
                    ExprKind::IntLit(s)
                }
            }
            TokenKind::Char(s) => ExprKind::CharLit(s.clone()),
            TokenKind::Str(_) => {
                let mut parts = Vec::new();
                while let TokenKind::Str(s) = &self.tok().kind {
                    parts.push(s.clone());
                    self.bump();
                }
                return Ok(mk(ExprKind::StrLit(parts), self.span_from(lo)));
            }
            TokenKind::Punct(Punct::LParen) => return self.paren_primary(),
            _ => {
                let msg = format!("expected expression, found {}", self.describe_quoted());
                return self.fail(self.span(), msg);
            }
        };
        let span = self.bump();
        Ok(mk(kind, span))
    }

    /// Reports the current pp-number when it is no C constant, or (in a translation unit)
    /// an integer constant too large for every type: the host compiler would otherwise see
    /// it (and GCC only warns of the second, cutting the value). The directive clauses report
    /// their too-large literals themselves, with the other checks of their values.
    fn check_number(&mut self, text: &str) {
        let span = self.span();
        if let Some(why) = malformed(text) {
            self.diags.push(
                Diagnostic::error(span, format!("invalid numeric constant `{text}`: {why}"))
                    .with_label("not a C constant"),
            );
        } else if self.parses_translation_unit()
            && !is_float_number(text)
            && literal_too_large(text)
        {
            self.diags.push(
                Diagnostic::error(
                    span,
                    format!("integer literal `{text}` is too large for any integer type"),
                )
                .with_label("more than 64 bits"),
            );
        }
    }

    /// `( expression )` (span widened over the parentheses) or a statement expression.
    fn paren_primary(&mut self) -> PResult<Expr> {
        let lo = self.lo();
        self.bump();
        if self.at(Punct::LBrace) {
            let block = self.block()?;
            self.expect(Punct::RParen)?;
            return Ok(mk(ExprKind::StmtExpr(block), self.span_from(lo)));
        }
        let mut e = self.expr()?;
        self.expect(Punct::RParen)?;
        e.span = self.span_from(lo);
        Ok(e)
    }

    /// An identifier or a keyword that begins a primary expression.
    fn ident_primary(&mut self) -> PResult<Expr> {
        let kind = match self.kw() {
            Kw::Not => match self.plain_ident() {
                Some(name) => ExprKind::Ident(Ident {
                    name: name.to_string(),
                    span: self.span(),
                }),
                None => return self.fail(self.span(), "expected expression"),
            },
            Kw::True => ExprKind::BoolLit(true),
            Kw::False => ExprKind::BoolLit(false),
            Kw::Nullptr => ExprKind::Nullptr,
            Kw::Generic => return self.generic(),
            Kw::VaArg => return self.va_arg_expr(),
            Kw::Offsetof => return self.offsetof_expr(),
            Kw::TypesCompatible => return self.types_compatible_expr(),
            _ => {
                let msg = format!("expected expression, found keyword `{}`", self.describe());
                return self.fail(self.span(), msg);
            }
        };
        let span = self.bump();
        Ok(mk(kind, span))
    }

    fn va_arg_expr(&mut self) -> PResult<Expr> {
        let lo = self.lo();
        self.bump();
        self.expect(Punct::LParen)?;
        let e = self.assign()?;
        self.expect(Punct::Comma)?;
        let ty = self.type_name()?;
        self.expect(Punct::RParen)?;
        Ok(mk(
            ExprKind::VaArg {
                expr: Box::new(e),
                ty: Box::new(ty),
            },
            self.span_from(lo),
        ))
    }

    fn offsetof_expr(&mut self) -> PResult<Expr> {
        let lo = self.lo();
        self.bump();
        self.expect(Punct::LParen)?;
        let ty = self.type_name()?;
        self.expect(Punct::Comma)?;
        let dlo = self.lo();
        self.member_name()?;
        loop {
            if self.eat(Punct::Dot) {
                self.member_name()?;
            } else if self.eat(Punct::LBracket) {
                self.expr()?;
                self.expect(Punct::RBracket)?;
            } else {
                break;
            }
        }
        let designator = self.span_from(dlo);
        self.expect(Punct::RParen)?;
        Ok(mk(
            ExprKind::Offsetof {
                ty: Box::new(ty),
                designator,
            },
            self.span_from(lo),
        ))
    }

    fn types_compatible_expr(&mut self) -> PResult<Expr> {
        let lo = self.lo();
        self.bump();
        self.expect(Punct::LParen)?;
        let a = self.type_name()?;
        self.expect(Punct::Comma)?;
        let b = self.type_name()?;
        self.expect(Punct::RParen)?;
        Ok(mk(
            ExprKind::TypesCompatible(Box::new(a), Box::new(b)),
            self.span_from(lo),
        ))
    }

    fn generic(&mut self) -> PResult<Expr> {
        let lo = self.lo();
        self.bump();
        self.expect(Punct::LParen)?;
        let control = self.assign()?;
        let mut assocs = Vec::new();
        while self.eat(Punct::Comma) {
            let ty = if self.kw() == Kw::Default {
                self.bump();
                None
            } else {
                Some(self.type_name()?)
            };
            self.expect(Punct::Colon)?;
            let expr = self.assign()?;
            assocs.push(GenericAssoc { ty, expr });
        }
        self.expect(Punct::RParen)?;
        Ok(mk(
            ExprKind::Generic {
                control: Box::new(control),
                assocs,
            },
            self.span_from(lo),
        ))
    }

    // ------------------------------------------------------------ initializers

    pub(crate) fn initializer(&mut self) -> PResult<Initializer> {
        if self.at(Punct::LBrace) {
            self.enter()?;
            let r = self.init_list();
            self.leave();
            let (items, span) = r?;
            Ok(Initializer::List { items, span })
        } else {
            Ok(Initializer::Expr(self.assign()?))
        }
    }

    /// At `{`: an initializer list (also the body of a compound literal).
    pub(crate) fn init_list(&mut self) -> PResult<(Vec<InitItem>, Span)> {
        let lo = self.lo();
        self.expect(Punct::LBrace)?;
        let mut items = Vec::new();
        while !self.at(Punct::RBrace) {
            let mut designators = Vec::new();
            // GNU obsolete `field: value`.
            if self.plain_ident().is_some() && self.punct_at(self.la(1), Punct::Colon) {
                let name = self.ident()?;
                self.bump();
                designators.push(Designator::Member(name));
            } else {
                loop {
                    if self.eat(Punct::LBracket) {
                        let a = self.cond()?;
                        if self.eat(Punct::Ellipsis) {
                            let b = self.cond()?;
                            designators.push(Designator::Range(a, b));
                        } else {
                            designators.push(Designator::Index(a));
                        }
                        self.expect(Punct::RBracket)?;
                    } else if self.eat(Punct::Dot) {
                        designators.push(Designator::Member(self.member_name()?));
                    } else {
                        break;
                    }
                }
                if !designators.is_empty() {
                    // GNU allows `[i] value` without `=` for an array index.
                    let gnu_no_eq =
                        designators.len() == 1 && matches!(designators[0], Designator::Index(_));
                    if !self.eat(Punct::Eq) && !gnu_no_eq {
                        self.expect(Punct::Eq)?;
                    }
                }
            }
            let init = self.initializer()?;
            items.push(InitItem { designators, init });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::RBrace)?;
        Ok((items, self.span_from(lo)))
    }
}
