//! The C parser: hand-written recursive descent, typedef-aware, C11/C17/C23 plus the GNU
//! extensions that glibc and GCC headers use.
//!
//! * [`parse_translation_unit`] parses a whole preprocessed translation unit, recovering from
//!   errors (an error skips to the next `;` or past a balanced `}` at declaration or statement
//!   level) so that several errors are reported in one run.
//! * [`parse_expression`] and [`parse_assignment_expression_prefix`] parse expressions out of a
//!   token slice: the directive parser uses them for clause arguments.
//!
//! Pragmas: the parser keeps the pragma tokens met between two ordinary tokens as *pending*.
//! Where a statement, a block-scope declaration or an external declaration begins, it takes
//! them and attaches them to that item; pending pragmas before a closing `}` (or the end of
//! the file) go on an empty statement (an empty external declaration). When an ordinary token
//! is consumed while pragmas are pending, they sat in a place where no statement can begin
//! (a struct member list, a parameter list, an initializer, an expression): pragmas of the
//! `acc` and `pacc` namespaces are then an error, the others are dropped.
//!
//! Nesting (parentheses, blocks, declarators, initializers…) is capped (see [`MAX_DEPTH`],
//! [`MAX_CHAIN`]): deeper input is reported as "nesting too deep" instead of overflowing the
//! stack, and the trees handed out stay shallow enough for recursive walks and drops.

mod decl;
mod expr;
mod kw;
mod stmt;

use std::collections::HashMap;

use crate::ast::{Expr, Pragma, TranslationUnit};
use crate::diag::Diagnostic;
use crate::lexer::tokenize;
use crate::span::Span;
use crate::token::{Punct, Token, TokenKind};
use kw::Kw;

/// How many recursive parse levels may be open at once before the parser gives up (with
/// "nesting too deep"). A level of parentheses or of function-call nesting takes three, a
/// block two, a statement, declarator, initializer brace or struct body one or two: at
/// least 256 levels of any common construct fit.
pub const MAX_DEPTH: u32 = 1024;

/// How long a left-nested chain of binary operators or postfix operators (`a+b+c…`,
/// `a[i][j]…`), or a chain of `else if`, may grow: these build trees as deep as the chain is
/// long, which later passes walk recursively.
pub const MAX_CHAIN: u32 = 4096;

/// Stack of the thread that parses a translation unit. Most of it is never touched: the
/// depth limits keep real use far below (a few MiB in debug builds at the deepest).
const PARSER_STACK: usize = 64 << 20;

/// Stack the expression functions may use on the caller's thread before they report
/// "nesting too deep", whatever the depth counters say.
const CALLER_STACK_BUDGET: usize = 1 << 20;

#[inline(never)]
fn stack_pointer() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// Lexes and parses a preprocessed translation unit. Returns the tree (holding every item
/// that could be parsed) and the diagnostics, errors first to last in source order. A lexical
/// error stops everything: the tree is then empty and the error is the only diagnostic.
pub fn parse_translation_unit(text: &str) -> (TranslationUnit, Vec<Diagnostic>) {
    match tokenize(text) {
        Ok(tokens) => parse_tokens(&tokens),
        Err(d) => (TranslationUnit::default(), vec![d]),
    }
}

/// Parses a translation unit from tokens produced by [`tokenize`].
///
/// The parse runs on a thread of its own with a large stack, so that the nesting limits, not
/// the caller's stack size, decide how deep input may nest.
pub fn parse_tokens(tokens: &[Token]) -> (TranslationUnit, Vec<Diagnostic>) {
    let run = |budget: usize| {
        let mut p = Parser::new(tokens, None);
        p.stack_budget = budget;
        let tu = p.translation_unit();
        (tu, p.diags)
    };
    std::thread::scope(|s| {
        let spawned = std::thread::Builder::new()
            .name("accc-c-parser".into())
            .stack_size(PARSER_STACK)
            .spawn_scoped(s, || run(PARSER_STACK - (4 << 20)));
        match spawned {
            Ok(handle) => match handle.join() {
                Ok(r) => r,
                Err(panic) => std::panic::resume_unwind(panic),
            },
            // No thread to be had: parse here, within a conservative stack budget.
            Err(_) => run(CALLER_STACK_BUDGET),
        }
    })
}

/// Parses `tokens` as one complete expression (an assignment expression: a top-level comma is
/// an error "expected end of expression"). `is_typedef` tells which identifiers name types
/// (for casts, `sizeof(T)` and compound literals). A trailing `Eof` token is allowed.
#[allow(clippy::result_large_err)] // the front end's contract: one `Diagnostic` by value
pub fn parse_expression(
    tokens: &[Token],
    is_typedef: &dyn Fn(&str) -> bool,
) -> Result<Expr, Diagnostic> {
    let mut p = Parser::new(tokens, Some(is_typedef));
    let e = p.assign();
    if let Some(d) = p.diags.first() {
        return Err(d.clone());
    }
    let Ok(e) = e else {
        return Err(Diagnostic::error(p.span(), "expected expression"));
    };
    if !p.at_eof() {
        return Err(Diagnostic::error(p.span(), "expected end of expression")
            .with_label(format!("unexpected `{}`", p.describe())));
    }
    Ok(e)
}

/// Parses the longest assignment expression at the start of `tokens` and returns it with
/// the number of tokens it used. It stops before the first token that cannot continue the
/// expression (a `,` `:` `)` `]` at nesting depth 0, or anything else), so `lo:len` yields
/// `lo` and 1.
#[allow(clippy::result_large_err)] // the front end's contract: one `Diagnostic` by value
pub fn parse_assignment_expression_prefix(
    tokens: &[Token],
    is_typedef: &dyn Fn(&str) -> bool,
) -> Result<(Expr, usize), Diagnostic> {
    let mut p = Parser::new(tokens, Some(is_typedef));
    let e = p.assign();
    if let Some(d) = p.diags.first() {
        return Err(d.clone());
    }
    match e {
        Ok(e) => Ok((e, p.pos.min(tokens.len()))),
        Err(()) => Err(Diagnostic::error(p.span(), "expected expression")),
    }
}

/// Parse functions report their error into `Parser::diags` and return `Err(())`.
pub(crate) type PResult<T> = Result<T, ()>;

pub(crate) struct Parser<'a> {
    toks: &'a [Token],
    kws: Vec<Kw>,
    /// Index of the current token (never a pragma token, unless past the end).
    pos: usize,
    /// End of the last consumed token.
    prev_hi: u32,
    /// Pragmas between the last consumed token and the current one.
    pending: Vec<Pragma>,
    pub(crate) diags: Vec<Diagnostic>,
    /// Ordinary-identifier scopes: name → is a typedef name.
    scopes: Vec<HashMap<String, bool>>,
    /// The typedef names of the surrounding program when parsing a directive's expression
    /// alone ([`parse_expression`]); `None` for a whole translation unit.
    ext_typedef: Option<&'a dyn Fn(&str) -> bool>,
    depth: u32,
    /// `{` consumed minus `}` consumed.
    pub(crate) brace_depth: i32,
    /// Nodes of the operator chains being built (see [`MAX_CHAIN`]).
    pub(crate) chain: u32,
    stack_base: usize,
    stack_budget: usize,
    eof: Token,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(toks: &'a [Token], ext_typedef: Option<&'a dyn Fn(&str) -> bool>) -> Self {
        let kws = toks
            .iter()
            .map(|t| match &t.kind {
                TokenKind::Ident(s) => Kw::of(s),
                _ => Kw::Not,
            })
            .collect();
        let end = toks.last().map(|t| t.span.hi).unwrap_or(0);
        let mut p = Parser {
            toks,
            kws,
            pos: 0,
            prev_hi: toks.first().map(|t| t.span.lo).unwrap_or(0),
            pending: Vec::new(),
            diags: Vec::new(),
            scopes: vec![HashMap::new()],
            ext_typedef,
            depth: 0,
            brace_depth: 0,
            chain: 0,
            stack_base: stack_pointer(),
            stack_budget: CALLER_STACK_BUDGET,
            eof: Token {
                kind: TokenKind::Eof,
                span: Span { lo: end, hi: end },
            },
        };
        p.collect_pragmas();
        p
    }

    // ------------------------------------------------------------ token access

    fn collect_pragmas(&mut self) {
        while let Some(t) = self.toks.get(self.pos) {
            match &t.kind {
                TokenKind::Pragma(inner) => {
                    self.pending.push(Pragma {
                        span: t.span,
                        tokens: inner.clone(),
                    });
                    self.pos += 1;
                }
                _ => break,
            }
        }
    }

    pub(crate) fn tok(&self) -> &Token {
        self.toks.get(self.pos).unwrap_or(&self.eof)
    }

    pub(crate) fn kw(&self) -> Kw {
        self.kw_at(self.pos)
    }

    pub(crate) fn span(&self) -> Span {
        self.tok().span
    }

    /// Start of the current token, for the `lo` of a node that begins here.
    pub(crate) fn lo(&self) -> u32 {
        self.span().lo
    }

    /// Span from `lo` to the end of the last consumed token.
    pub(crate) fn span_from(&self, lo: u32) -> Span {
        Span {
            lo,
            hi: self.prev_hi.max(lo),
        }
    }

    pub(crate) fn at_eof(&self) -> bool {
        matches!(self.tok().kind, TokenKind::Eof)
    }

    pub(crate) fn at(&self, p: Punct) -> bool {
        self.tok().is_punct(p)
    }

    /// The current token if it is an identifier that is not a keyword.
    pub(crate) fn plain_ident(&self) -> Option<&'a str> {
        match self.toks.get(self.pos) {
            Some(Token {
                kind: TokenKind::Ident(s),
                ..
            }) if self.kw() == Kw::Not => Some(s.as_str()),
            _ => None,
        }
    }

    /// Index of the `n`-th ordinary token after the current one (pragmas skipped);
    /// `toks.len()` when there is none.
    pub(crate) fn la(&self, n: usize) -> usize {
        let mut i = self.pos;
        let mut left = n;
        while left > 0 && i < self.toks.len() {
            i += 1;
            while matches!(
                self.toks.get(i).map(|t| &t.kind),
                Some(TokenKind::Pragma(_))
            ) {
                i += 1;
            }
            left -= 1;
        }
        i
    }

    /// The ordinary token after token index `i`.
    pub(crate) fn next_index(&self, i: usize) -> usize {
        let mut j = i + 1;
        while matches!(
            self.toks.get(j).map(|t| &t.kind),
            Some(TokenKind::Pragma(_))
        ) {
            j += 1;
        }
        j
    }

    pub(crate) fn tok_at(&self, i: usize) -> &Token {
        self.toks.get(i).unwrap_or(&self.eof)
    }

    /// The keyword at token `i`. The words that are keywords only since C23 (`bool`, `true`,
    /// `false`, `nullptr`, `typeof`, `alignof`…) are ordinary identifiers once the program
    /// declares them (`typedef int bool;`, `enum { false, true }` in pre-C23 code).
    pub(crate) fn kw_at(&self, i: usize) -> Kw {
        let k = self.kws.get(i).copied().unwrap_or(Kw::Not);
        if k.maybe_contextual() {
            if let Some(Token {
                kind: TokenKind::Ident(s),
                ..
            }) = self.toks.get(i)
            {
                if !s.starts_with('_') && self.is_declared(s) {
                    return Kw::Not;
                }
            }
        }
        k
    }

    /// Whether token `i` is a C23-only keyword spelling not (yet) declared by the program:
    /// such a word may still be declared as an ordinary name.
    pub(crate) fn is_contextual_kw_at(&self, i: usize) -> bool {
        let k = self.kw_at(i);
        k.maybe_contextual()
            && matches!(&self.tok_at(i).kind, TokenKind::Ident(s) if !s.starts_with('_'))
    }

    /// A name being declared: an ordinary identifier or an undeclared C23-only keyword.
    pub(crate) fn decl_name(&self) -> Option<&'a str> {
        if let Some(s) = self.plain_ident() {
            return Some(s);
        }
        match self.toks.get(self.pos) {
            Some(Token {
                kind: TokenKind::Ident(s),
                ..
            }) if self.is_contextual_kw_at(self.pos) => Some(s.as_str()),
            _ => None,
        }
    }

    /// Consumes the name [`Parser::decl_name`] found.
    pub(crate) fn take_decl_name(&mut self) -> PResult<crate::ast::Ident> {
        match self.decl_name() {
            Some(name) => {
                let span = self.bump();
                Ok(crate::ast::Ident {
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

    pub(crate) fn punct_at(&self, i: usize, p: Punct) -> bool {
        self.tok_at(i).is_punct(p)
    }

    /// Consumes the current token and returns its span. Pragmas still pending are misplaced.
    pub(crate) fn bump(&mut self) -> Span {
        if !self.pending.is_empty() {
            self.flush_misplaced_pragmas();
        }
        self.advance()
    }

    /// Consumes the current token, dropping pending pragmas silently (error recovery).
    fn bump_quiet(&mut self) -> Span {
        self.pending.clear();
        self.advance()
    }

    fn advance(&mut self) -> Span {
        let span = self.span();
        if self.pos < self.toks.len() && !self.at_eof() {
            match self.toks[self.pos].kind {
                TokenKind::Punct(Punct::LBrace) => self.brace_depth += 1,
                TokenKind::Punct(Punct::RBrace) => self.brace_depth -= 1,
                _ => {}
            }
            self.pos += 1;
            self.prev_hi = span.hi;
            self.collect_pragmas();
        }
        span
    }

    pub(crate) fn take_pragmas(&mut self) -> Vec<Pragma> {
        std::mem::take(&mut self.pending)
    }

    pub(crate) fn has_pending_pragmas(&self) -> bool {
        !self.pending.is_empty()
    }

    fn flush_misplaced_pragmas(&mut self) {
        for p in std::mem::take(&mut self.pending) {
            if let Some(ns @ ("acc" | "pacc")) = p.namespace() {
                let ns = ns.to_string();
                self.diags.push(
                    Diagnostic::error(p.span, format!("`#pragma {ns}` is not allowed here"))
                        .with_label("a directive must come before a statement or a declaration"),
                );
            }
        }
    }

    pub(crate) fn eat(&mut self, p: Punct) -> bool {
        if self.at(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, p: Punct) -> PResult<Span> {
        if self.at(p) {
            Ok(self.bump())
        } else {
            let msg = format!(
                "expected `{}`, found {}",
                p.as_str(),
                self.describe_quoted()
            );
            self.fail(self.span(), msg)
        }
    }

    /// The current token's text, for messages.
    pub(crate) fn describe(&self) -> String {
        match &self.tok().kind {
            TokenKind::Ident(s) | TokenKind::Number(s) | TokenKind::Char(s) | TokenKind::Str(s) => {
                s.clone()
            }
            TokenKind::Punct(p) => p.as_str().to_string(),
            TokenKind::Pragma(_) => "#pragma".to_string(),
            TokenKind::Eof => "end of input".to_string(),
        }
    }

    pub(crate) fn describe_quoted(&self) -> String {
        if self.at_eof() {
            "end of input".to_string()
        } else {
            format!("`{}`", self.describe())
        }
    }

    // ------------------------------------------------------------ diagnostics

    pub(crate) fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, msg));
    }

    pub(crate) fn fail<T>(&mut self, span: Span, msg: impl Into<String>) -> PResult<T> {
        self.error(span, msg);
        Err(())
    }

    /// Enters one level of nesting; fails with "nesting too deep" past [`MAX_DEPTH`].
    pub(crate) fn enter(&mut self) -> PResult<()> {
        let used = self.stack_base.saturating_sub(stack_pointer());
        if self.depth >= MAX_DEPTH || used > self.stack_budget {
            let span = self.span();
            return self.fail(span, "nesting too deep");
        }
        self.depth += 1;
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Counts one more link of an operator chain; fails past [`MAX_CHAIN`].
    pub(crate) fn link(&mut self) -> PResult<()> {
        if self.chain >= MAX_CHAIN {
            let span = self.span();
            return self.fail(span, "expression nested too deeply");
        }
        self.chain += 1;
        Ok(())
    }

    /// Error recovery for an item (statement, declaration, member) that began at brace
    /// depth `depth0`: skips to just after the next `;` at that depth, or just after a `{…}`
    /// group that returns to it (and a `;` right after), or to the `}` that closes the
    /// enclosing block (not consumed when `in_block`; skipped at file scope). Braces opened
    /// before the error (an initializer, a struct body) are closed by the skipping.
    pub(crate) fn recover(&mut self, depth0: i32, in_block: bool) {
        let mut parens = 0i32;
        loop {
            match &self.tok().kind {
                TokenKind::Eof => return,
                TokenKind::Punct(Punct::Semi) if self.brace_depth <= depth0 && parens <= 0 => {
                    self.bump_quiet();
                    return;
                }
                TokenKind::Punct(Punct::LParen | Punct::LBracket) => parens += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => parens -= 1,
                TokenKind::Punct(Punct::RBrace) if self.brace_depth <= depth0 => {
                    if !in_block {
                        self.bump_quiet();
                    }
                    return;
                }
                TokenKind::Punct(Punct::RBrace) if self.brace_depth == depth0 + 1 => {
                    self.bump_quiet();
                    if self.at(Punct::Semi) {
                        self.bump_quiet();
                    }
                    return;
                }
                _ => {}
            }
            self.bump_quiet();
        }
    }

    // ------------------------------------------------------------ scopes

    pub(crate) fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    /// Restores the scope stack to `len` scopes (used after errors too).
    pub(crate) fn pop_scopes_to(&mut self, len: usize) {
        self.scopes.truncate(len.max(1));
    }

    pub(crate) fn declare(&mut self, name: &str, is_typedef: bool) {
        if let Some(s) = self.scopes.last_mut() {
            if let Some(v) = s.get_mut(name) {
                *v = is_typedef;
            } else {
                s.insert(name.to_string(), is_typedef);
            }
        }
    }

    /// Whether this parse is of a whole translation unit (not of a directive's expression).
    pub(crate) fn parses_translation_unit(&self) -> bool {
        self.ext_typedef.is_none()
    }

    /// Whether the program declared `name` as an ordinary identifier (typedef or not).
    fn is_declared(&self, name: &str) -> bool {
        self.scopes.iter().any(|s| s.contains_key(name))
            || self.ext_typedef.is_some_and(|f| f(name))
    }

    pub(crate) fn is_typedef_name(&self, name: &str) -> bool {
        for s in self.scopes.iter().rev() {
            if let Some(&t) = s.get(name) {
                return t;
            }
        }
        match self.ext_typedef {
            Some(f) => f(name),
            None => false,
        }
    }

    /// Whether token `i` is an identifier naming a type in the current scope.
    pub(crate) fn is_typedef_at(&self, i: usize) -> bool {
        match &self.tok_at(i).kind {
            TokenKind::Ident(s) if self.kw_at(i) == Kw::Not => self.is_typedef_name(s),
            _ => false,
        }
    }

    /// Whether token `i` begins a type name (for casts, `sizeof`, compound literals…).
    pub(crate) fn starts_type_name_at(&self, i: usize) -> bool {
        self.kw_at(i).starts_type_name() || self.is_typedef_at(i)
    }

    /// Whether tokens `i`, `i+1` are `[[` (a C23 attribute).
    pub(crate) fn at_std_attr(&self, i: usize) -> bool {
        self.punct_at(i, Punct::LBracket) && self.punct_at(self.next_index(i), Punct::LBracket)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::*;

    fn never(_: &str) -> bool {
        false
    }

    #[test]
    fn prefix_stops_at_colon() {
        let toks = tokenize("lo + 1 : n]").unwrap();
        let (e, used) = parse_assignment_expression_prefix(&toks, &never).unwrap();
        assert_eq!(used, 3);
        assert!(matches!(
            e.kind,
            ExprKind::Binary {
                op: BinaryOp::Add,
                ..
            }
        ));
    }

    #[test]
    fn expression_rejects_comma() {
        let toks = tokenize("a, b").unwrap();
        let d = parse_expression(&toks, &never).unwrap_err();
        assert_eq!(d.message, "expected end of expression");
        assert_eq!(d.span, Span::new(1, 2));
    }
}
