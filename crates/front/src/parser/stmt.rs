//! Statements and blocks, with the pragmas that precede them.

use super::decl::DeclOrFn;
use super::kw::Kw;
use super::{PResult, Parser};
use crate::ast::*;
use crate::span::Span;
use crate::token::Punct;

impl<'a> Parser<'a> {
    /// At `{`: a compound statement with its own scope.
    pub(crate) fn block(&mut self) -> PResult<Block> {
        self.enter()?;
        let scopes = self.scopes.len();
        self.push_scope();
        let r = self.block_inner();
        self.pop_scopes_to(scopes);
        self.leave();
        r
    }

    fn block_inner(&mut self) -> PResult<Block> {
        let lo = self.lo();
        self.expect(Punct::LBrace)?;
        let mut items = Vec::new();
        loop {
            if self.at(Punct::RBrace) {
                if self.has_pending_pragmas() {
                    let pragmas = self.take_pragmas();
                    let hi = pragmas.last().map(|p| p.span.hi).unwrap_or(0);
                    items.push(BlockItem::Stmt(Stmt {
                        pragmas,
                        kind: StmtKind::Empty,
                        span: Span { lo: hi, hi },
                    }));
                }
                self.bump();
                break;
            }
            if self.at_eof() {
                let span = self.span();
                return self.fail(span, "expected `}`, found end of input");
            }
            let before = self.pos;
            let depth0 = self.brace_depth;
            match self.block_item(&mut items) {
                Ok(()) => {}
                Err(()) => {
                    self.recover(depth0, true);
                    if self.pos == before && !self.at(Punct::RBrace) {
                        self.bump_quiet();
                    }
                }
            }
        }
        Ok(Block {
            items,
            span: self.span_from(lo),
        })
    }

    /// Whether the current position begins a declaration (rather than a statement).
    fn starts_local_declaration(&self) -> bool {
        let mut i = self.pos;
        while self.kw_at(i) == Kw::Extension {
            i = self.next_index(i);
        }
        let after_attrs = self.skip_attributes_from(i);
        if after_attrs != i {
            // Attributes followed by `;` or a statement are statement attributes.
            i = after_attrs;
            if self.punct_at(i, Punct::Semi) {
                return false;
            }
        }
        let k = self.kw_at(i);
        if k == Kw::StaticAssert {
            return true;
        }
        if k.starts_decl_specs() {
            return true;
        }
        // A typedef name begins a declaration unless it is a label.
        self.is_typedef_at(i) && !self.punct_at(self.next_index(i), Punct::Colon)
    }

    /// One block item (declaration or statement) appended to `items`. `__label__`
    /// declarations produce nothing.
    fn block_item(&mut self, items: &mut Vec<BlockItem>) -> PResult<()> {
        if self.kw() == Kw::LocalLabel {
            self.bump();
            loop {
                self.ident()?;
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::Semi)?;
            return Ok(());
        }
        if self.starts_local_declaration() {
            items.push(BlockItem::Decl(self.local_decl()?));
            return Ok(());
        }
        if self.plain_ident().is_some() && !self.is_typedef_at(self.pos) {
            self.check_unknown_type_name(false)?;
        }
        items.push(BlockItem::Stmt(self.statement()?));
        Ok(())
    }

    fn local_decl(&mut self) -> PResult<LocalDecl> {
        let pragmas = self.take_pragmas();
        let lo = self.lo();
        let mut i = self.pos;
        while self.kw_at(i) == Kw::Extension {
            i = self.next_index(i);
        }
        let kind = if self.kw_at(i) == Kw::StaticAssert {
            while self.kw() == Kw::Extension {
                self.bump();
            }
            self.static_assert()?;
            LocalDeclKind::StaticAssert
        } else {
            match self.declaration_or_fn(lo, true)? {
                DeclOrFn::Decl(d) => LocalDeclKind::Decl(d),
                DeclOrFn::Function(f) => LocalDeclKind::Function(Box::new(f)),
            }
        };
        Ok(LocalDecl {
            pragmas,
            kind,
            span: self.span_from(lo),
        })
    }

    /// A statement, taking the pragmas written before it.
    pub(crate) fn statement(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let pragmas = self.take_pragmas();
        let lo = self.lo();
        let r = self.statement_inner();
        self.leave();
        Ok(Stmt {
            pragmas,
            kind: r?,
            span: self.span_from(lo),
        })
    }

    /// A secondary statement (the body of `if`, `for`…) in its own scope (C99 6.8.4p3).
    fn sub_statement(&mut self) -> PResult<Stmt> {
        let scopes = self.scopes.len();
        self.push_scope();
        let r = self.statement();
        self.pop_scopes_to(scopes);
        r
    }

    fn paren_expr(&mut self) -> PResult<Expr> {
        self.expect(Punct::LParen)?;
        let e = self.expr()?;
        self.expect(Punct::RParen)?;
        Ok(e)
    }

    fn expect_semi_after(&mut self, what: &str) -> PResult<()> {
        if self.at(Punct::Semi) {
            self.bump();
            return Ok(());
        }
        let msg = format!(
            "expected `;` after {what}, found {}",
            self.describe_quoted()
        );
        self.fail(self.span(), msg)
    }

    // Each kind of statement has its own function, so that the stack frame on the
    // recursive path stays small (debug builds do not share stack slots between arms).
    fn statement_inner(&mut self) -> PResult<StmtKind> {
        // The arms return their `PResult` directly (no `?` here): in debug builds every `?`
        // of every arm would get its own stack slots for a whole `StmtKind`.
        match self.kw() {
            _ if self.at_attribute() => self.attributed_stmt(),
            Kw::If => self.if_stmt(),
            Kw::Switch => self.switch_stmt(),
            Kw::While => self.while_stmt(),
            Kw::Do => self.do_stmt(),
            Kw::For => self.for_stmt(),
            Kw::Goto => self.goto_stmt(),
            Kw::Continue => self.simple_stmt(StmtKind::Continue, "`continue`"),
            Kw::Break => self.simple_stmt(StmtKind::Break, "`break`"),
            Kw::Return => self.return_stmt(),
            Kw::Case => self.case_stmt(),
            Kw::Default => self.default_stmt(),
            Kw::Asm => self.asm_stmt(),
            _ if self.at(Punct::LBrace) => self.compound_stmt(),
            _ if self.at(Punct::Semi) => self.simple_stmt(StmtKind::Empty, ""),
            _ if self.plain_ident().is_some() && self.punct_at(self.la(1), Punct::Colon) => {
                self.labeled_stmt()
            }
            _ => self.expr_stmt(),
        }
    }

    /// `continue;`, `break;` or `;`.
    fn simple_stmt(&mut self, kind: StmtKind, what: &str) -> PResult<StmtKind> {
        if !what.is_empty() {
            self.bump();
            self.expect_semi_after(what)?;
        } else {
            self.bump();
        }
        Ok(kind)
    }

    fn asm_stmt(&mut self) -> PResult<StmtKind> {
        self.asm_group()?;
        self.expect_semi_after("`asm` statement")?;
        Ok(StmtKind::Asm)
    }

    fn compound_stmt(&mut self) -> PResult<StmtKind> {
        Ok(StmtKind::Compound(self.block()?))
    }

    /// Statement attributes (`[[fallthrough]];`, `__attribute__((fallthrough));`).
    fn attributed_stmt(&mut self) -> PResult<StmtKind> {
        let mut ignored = Vec::new();
        self.attributes(&mut ignored)?;
        if self.at(Punct::Semi) {
            self.bump();
            return Ok(StmtKind::Empty);
        }
        self.enter()?;
        let r = self.statement_inner();
        self.leave();
        r
    }

    fn if_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let cond = self.paren_expr()?;
        let then = Box::new(self.sub_statement()?);
        let els = if self.kw() == Kw::Else {
            self.bump();
            if self.kw() == Kw::If && !self.has_pending_pragmas() {
                // `else if` chains are long in real code: they count towards MAX_CHAIN
                // instead of the nesting depth.
                Some(Box::new(self.else_if()?))
            } else {
                Some(Box::new(self.sub_statement()?))
            }
        } else {
            None
        };
        Ok(StmtKind::If { cond, then, els })
    }

    fn else_if(&mut self) -> PResult<Stmt> {
        self.link()?;
        let lo = self.lo();
        let scopes = self.scopes.len();
        self.push_scope();
        let r = self.if_stmt();
        self.pop_scopes_to(scopes);
        self.chain -= 1;
        Ok(Stmt {
            pragmas: Vec::new(),
            kind: r?,
            span: self.span_from(lo),
        })
    }

    fn switch_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let cond = self.paren_expr()?;
        let body = Box::new(self.sub_statement()?);
        Ok(StmtKind::Switch { cond, body })
    }

    fn while_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let cond = self.paren_expr()?;
        let body = Box::new(self.sub_statement()?);
        Ok(StmtKind::While { cond, body })
    }

    fn do_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let body = Box::new(self.sub_statement()?);
        if self.kw() != Kw::While {
            let msg = format!(
                "expected `while` after `do` body, found {}",
                self.describe_quoted()
            );
            return self.fail(self.span(), msg);
        }
        self.bump();
        let cond = self.paren_expr()?;
        self.expect_semi_after("`do … while`")?;
        Ok(StmtKind::DoWhile { body, cond })
    }

    fn for_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let scopes = self.scopes.len();
        self.push_scope();
        let r = self.for_rest();
        self.pop_scopes_to(scopes);
        r
    }

    fn goto_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        if self.eat(Punct::Star) {
            let e = self.expr()?;
            self.expect_semi_after("`goto`")?;
            Ok(StmtKind::GotoComputed(e))
        } else {
            let l = self.ident()?;
            self.expect_semi_after("`goto`")?;
            Ok(StmtKind::Goto(l))
        }
    }

    fn return_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let e = if self.at(Punct::Semi) {
            None
        } else {
            Some(self.expr()?)
        };
        self.expect_semi_after("`return`")?;
        Ok(StmtKind::Return(e))
    }

    fn case_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let lo = self.cond()?;
        let hi = if self.eat(Punct::Ellipsis) {
            Some(self.cond()?)
        } else {
            None
        };
        self.expect(Punct::Colon)?;
        let body = Box::new(self.labeled_body()?);
        Ok(StmtKind::Case { lo, hi, body })
    }

    fn default_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        self.expect(Punct::Colon)?;
        Ok(StmtKind::Default(Box::new(self.labeled_body()?)))
    }

    fn labeled_stmt(&mut self) -> PResult<StmtKind> {
        let label = self.ident()?;
        self.bump();
        let mut ignored = Vec::new();
        self.attributes(&mut ignored)?;
        let body = Box::new(self.labeled_body()?);
        Ok(StmtKind::Labeled { label, body })
    }

    fn expr_stmt(&mut self) -> PResult<StmtKind> {
        let e = self.expr()?;
        self.expect_semi_after("expression")?;
        Ok(StmtKind::Expr(e))
    }

    /// The statement after a label, `case` or `default`. C23 allows a label before `}` and
    /// before a declaration: the label then marks an empty statement (span empty, at the end
    /// of the label) and the declaration is the next block item.
    fn labeled_body(&mut self) -> PResult<Stmt> {
        let at_end = self.at(Punct::RBrace) && !self.has_pending_pragmas();
        if at_end || self.starts_local_declaration() {
            let hi = self.prev_hi;
            return Ok(Stmt {
                pragmas: Vec::new(),
                kind: StmtKind::Empty,
                span: Span { lo: hi, hi },
            });
        }
        self.statement()
    }

    /// After `for`: `( init ; cond ; step ) body`.
    fn for_rest(&mut self) -> PResult<StmtKind> {
        self.expect(Punct::LParen)?;
        let init = if self.eat(Punct::Semi) {
            None
        } else if self.starts_local_declaration() && self.kw() != Kw::StaticAssert {
            let lo = self.lo();
            match self.declaration_or_fn(lo, false)? {
                DeclOrFn::Decl(d) => Some(ForInit::Decl(d)),
                DeclOrFn::Function(f) => {
                    return self.fail(f.span, "a function definition is not allowed here")
                }
            }
        } else {
            let e = self.expr()?;
            self.expect(Punct::Semi)?;
            Some(ForInit::Expr(e))
        };
        let cond = if self.at(Punct::Semi) {
            None
        } else {
            Some(self.expr()?)
        };
        self.expect(Punct::Semi)?;
        let step = if self.at(Punct::RParen) {
            None
        } else {
            Some(self.expr()?)
        };
        self.expect(Punct::RParen)?;
        let body = Box::new(self.statement()?);
        Ok(StmtKind::For {
            init,
            cond,
            step,
            body,
        })
    }
}
