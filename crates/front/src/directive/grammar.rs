//! The directive-level grammar: the token cursor, directive names, the arguments of
//! `wait`/`cache`/`routine`, and the clause loop with its device_type scoping. The clause
//! arguments are parsed in `clauses.rs`; whole-directive checks are in `validate.rs`.

use super::suggest::suggest;
use super::tables::{self, lookup_clause, ACC_DIRECTIVE_WORDS, PACC_DIRECTIVE_WORDS, SPELLINGS};
use super::wording::join_or;
use super::{
    AtomicKind, CacheArgs, Clause, ClauseKind, ClauseName, DeviceTypeSel, Directive, DirectiveArg,
    DirectiveKind, FcwType, Namespace,
};
use crate::ast::{self, Expr, Ident};
use crate::diag::Diagnostic;
use crate::span::Span;
use crate::token::{Punct, Token, TokenKind};

pub(super) type PResult<T> = Result<T, Diagnostic>;

/// The cursor over a directive's tokens (after the namespace word), always ending with
/// one `Eof` token whose span is the empty span at the end of the pragma.
pub(super) struct P<'a> {
    pub(super) toks: Vec<Token>,
    pub(super) pos: usize,
    pub(super) is_typedef: &'a dyn Fn(&str) -> bool,
    pub(super) errors: Vec<Diagnostic>,
    pub(super) warnings: Vec<Diagnostic>,
    /// The directive being parsed (set once its name is read).
    pub(super) kind: DirectiveKind,
    /// The clause being parsed, as written, and the span of its name.
    pub(super) clause_word: String,
    pub(super) clause_span: Span,
}

impl<'a> P<'a> {
    pub(super) fn peek(&self) -> &Token {
        self.peek_at(0)
    }

    pub(super) fn peek_at(&self, n: usize) -> &Token {
        let last = self.toks.len() - 1;
        &self.toks[(self.pos + n).min(last)]
    }

    pub(super) fn at_end(&self) -> bool {
        matches!(self.peek().kind, TokenKind::Eof)
    }

    pub(super) fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if !self.at_end() {
            self.pos += 1;
        }
        t
    }

    /// The span of the last consumed token.
    pub(super) fn prev_span(&self) -> Span {
        if self.pos == 0 {
            self.toks[0].span
        } else {
            self.toks[self.pos - 1].span
        }
    }

    pub(super) fn is(&self, p: Punct) -> bool {
        self.peek().is_punct(p)
    }

    pub(super) fn is_at(&self, n: usize, p: Punct) -> bool {
        self.peek_at(n).is_punct(p)
    }

    pub(super) fn eat(&mut self, p: Punct) -> Option<Span> {
        if self.is(p) {
            Some(self.bump().span)
        } else {
            None
        }
    }

    pub(super) fn peek_ident(&self) -> Option<&str> {
        self.peek().ident()
    }

    /// The identifier at the cursor if it is `word` followed by `:` (a keyword argument
    /// such as `num:` or `readonly:`).
    pub(super) fn is_keyword_colon(&self, word: &str) -> bool {
        self.peek_ident() == Some(word) && self.is_at(1, Punct::Colon)
    }

    pub(super) fn expect(&mut self, p: Punct, context: &str) -> PResult<Span> {
        if let Some(s) = self.eat(p) {
            return Ok(s);
        }
        let t = self.peek();
        Err(Diagnostic::error(
            t.span,
            format!("expected `{}` {context}, found {}", p.as_str(), describe(t)),
        )
        .with_label(format!("expected `{}`", p.as_str())))
    }

    pub(super) fn expect_ident(&mut self, what: &str) -> PResult<Ident> {
        let t = self.peek().clone();
        match &t.kind {
            TokenKind::Ident(name) => {
                self.bump();
                Ok(Ident {
                    name: name.clone(),
                    span: t.span,
                })
            }
            _ => Err(
                Diagnostic::error(t.span, format!("expected {what}, found {}", describe(&t)))
                    .with_label(format!("expected {what}")),
            ),
        }
    }

    /// One C assignment-expression, parsed by the C expression parser. Stops before a
    /// `,`, `:`, `)` or `]` that cannot continue the expression.
    pub(super) fn expr(&mut self, what: &str) -> PResult<Expr> {
        let t = self.peek();
        let stops = [Punct::Comma, Punct::Colon, Punct::RParen, Punct::RBracket];
        if matches!(t.kind, TokenKind::Eof) || stops.iter().any(|&p| t.is_punct(p)) {
            return Err(Diagnostic::error(
                t.span,
                format!("expected {what}, found {}", describe(t)),
            )
            .with_label(format!("expected {what}")));
        }
        let start = self.pos;
        // The C parser is given the tokens up to the `,`, `)` or `]` that ends this
        // argument (an assignment expression contains none at its own nesting level), not
        // the rest of the directive: it reads every token it is given, and a clause of
        // thousands of items would otherwise take quadratic time.
        let end = self.argument_end(start);
        match crate::parser::parse_assignment_expression_prefix(
            &self.toks[start..end],
            self.is_typedef,
        ) {
            Ok((e, n)) if n > 0 => {
                // Never step past the final Eof.
                self.pos = (start + n).min(self.toks.len() - 1);
                Ok(e)
            }
            Ok(_) => {
                let t = self.peek();
                Err(
                    Diagnostic::error(t.span, format!("expected {what}, found {}", describe(t)))
                        .with_label(format!("expected {what}")),
                )
            }
            Err(d) => Err(d),
        }
    }

    /// The index of the first `,`, `)` or `]` at the nesting level of token `start`, or of
    /// the end of the tokens.
    fn argument_end(&self, start: usize) -> usize {
        let mut depth = 0usize;
        for (i, t) in self.toks.iter().enumerate().skip(start) {
            match &t.kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) if depth == 0 => {
                    return i
                }
                TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => depth -= 1,
                TokenKind::Punct(Punct::Comma) if depth == 0 => return i,
                _ => {}
            }
        }
        self.toks.len()
    }

    /// Skips a balanced `( … )` group if the cursor is on `(`.
    pub(super) fn skip_parens(&mut self) {
        if !self.is(Punct::LParen) {
            return;
        }
        let mut depth = 0usize;
        while !self.at_end() {
            let t = self.bump();
            if t.is_punct(Punct::LParen) {
                depth += 1;
            } else if t.is_punct(Punct::RParen) {
                depth -= 1;
                if depth == 0 {
                    return;
                }
            }
        }
    }

    /// After an error inside a clause whose `(` was at token index `open`: moves past the
    /// matching `)` (or to the end).
    pub(super) fn recover_from(&mut self, open: Option<usize>) {
        if let Some(open) = open {
            if open >= self.pos {
                self.pos = open;
                self.skip_parens();
                return;
            }
            // Count the depth from `open` to the cursor, then close what is open.
            let mut depth = 0isize;
            for t in &self.toks[open..self.pos] {
                if t.is_punct(Punct::LParen) {
                    depth += 1;
                } else if t.is_punct(Punct::RParen) {
                    depth -= 1;
                }
            }
            while depth > 0 && !self.at_end() {
                let t = self.bump();
                if t.is_punct(Punct::LParen) {
                    depth += 1;
                } else if t.is_punct(Punct::RParen) {
                    depth -= 1;
                }
            }
        }
    }
}

/// How a token is named in messages.
pub(super) fn describe(t: &Token) -> String {
    match &t.kind {
        TokenKind::Ident(s) => format!("`{s}`"),
        TokenKind::Number(s) | TokenKind::Char(s) | TokenKind::Str(s) => format!("`{s}`"),
        TokenKind::Punct(p) => format!("`{}`", digraph(t).unwrap_or(p.as_str())),
        TokenKind::Pragma(_) => "a nested pragma".to_string(),
        TokenKind::Eof => "end of directive".to_string(),
    }
}

/// How a punctuator written as a digraph was spelt (`%:` for `#`, `<:` for `[`): the lexer
/// gives the canonical punctuator, whose spelling would not be the user's.
pub(super) fn digraph(t: &Token) -> Option<&'static str> {
    let TokenKind::Punct(p) = &t.kind else {
        return None;
    };
    // (Spans of tokens made up by a caller may be anything: no `Span::len`.)
    let len = t.span.hi.checked_sub(t.span.lo)? as usize;
    if len == p.as_str().len() {
        return None;
    }
    match p {
        Punct::Hash => Some("%:"),
        Punct::HashHash => Some("%:%:"),
        Punct::LBracket => Some("<:"),
        Punct::RBracket => Some(":>"),
        Punct::LBrace => Some("<%"),
        Punct::RBrace => Some("%>"),
        _ => None,
    }
}

pub(super) fn parse(
    pragma: &ast::Pragma,
    is_typedef: &dyn Fn(&str) -> bool,
) -> Result<Directive, Vec<Diagnostic>> {
    let ns_tok = match pragma.tokens.first() {
        Some(t) => t.clone(),
        None => {
            return Err(vec![Diagnostic::error(
                pragma.span,
                "empty pragma: expected `acc` or `pacc`",
            )])
        }
    };
    let namespace = match ns_tok.ident() {
        Some("acc") => Namespace::Acc,
        Some("pacc") => Namespace::Pacc,
        _ => {
            return Err(vec![Diagnostic::error(
                ns_tok.span,
                format!(
                    "not an OpenACC or PACC directive: the pragma namespace is {}",
                    describe(&ns_tok)
                ),
            )
            .with_label("expected `acc` or `pacc`")])
        }
    };
    let mut toks: Vec<Token> = pragma.tokens[1..]
        .iter()
        .filter(|t| !matches!(t.kind, TokenKind::Eof))
        .cloned()
        .collect();
    let end = toks.last().map(|t| t.span.hi).unwrap_or(ns_tok.span.hi);
    let end = end.max(ns_tok.span.hi);
    toks.push(Token {
        kind: TokenKind::Eof,
        span: Span { lo: end, hi: end },
    });
    let mut p = P {
        toks,
        pos: 0,
        is_typedef,
        errors: Vec::new(),
        warnings: Vec::new(),
        kind: DirectiveKind::Parallel,
        clause_word: String::new(),
        clause_span: Span::DUMMY,
    };
    let (kind, name_span) = match directive_name(&mut p, namespace, ns_tok.span) {
        Ok(k) => k,
        Err(d) => return Err(vec![d]),
    };
    p.kind = kind;
    let arg_start = p.pos;
    let arg = match directive_arg(&mut p, kind) {
        Ok(a) => a,
        Err(d) => {
            p.errors.push(d);
            // The argument is unusable: skip its parentheses and read the clauses, or
            // give up on the rest when there were none.
            if p.toks[arg_start].is_punct(Punct::LParen) {
                p.recover_from(Some(arg_start));
            } else {
                p.pos = p.toks.len() - 1;
            }
            None
        }
    };
    let clauses = clause_list(&mut p);
    let mut d = Directive {
        namespace,
        kind,
        arg,
        clauses,
        span: pragma.span,
        name_span,
        warnings: Vec::new(),
    };
    super::validate::validate(&d, &mut p.errors, &mut p.warnings);
    if p.errors.is_empty() {
        d.warnings = p.warnings;
        Ok(d)
    } else {
        Err(p.errors)
    }
}

fn directive_name(
    p: &mut P,
    namespace: Namespace,
    ns_span: Span,
) -> PResult<(DirectiveKind, Span)> {
    let t = p.peek().clone();
    let word = match t.ident() {
        Some(w) => w.to_string(),
        None => {
            let ns = if namespace == Namespace::Acc {
                "acc"
            } else {
                "pacc"
            };
            return Err(Diagnostic::error(
                t.span,
                format!(
                    "expected a directive name after `#pragma {ns}`, found {}",
                    describe(&t)
                ),
            )
            .with_label("expected a directive name"));
        }
    };
    p.bump();
    let mut span = t.span;
    if namespace == Namespace::Pacc {
        let kind = match word.as_str() {
            "init" => DirectiveKind::PaccInit,
            "pipeline" => DirectiveKind::PaccPipeline,
            "loop" => DirectiveKind::PaccLoop,
            _ => {
                let mut d = Diagnostic::error(t.span, format!("unknown PACC directive `{word}`"))
                    .with_label("unknown directive")
                    .with_note("the PACC directives are `init`, `pipeline` and `loop`");
                if let Some(s) = suggest(&word, PACC_DIRECTIVE_WORDS) {
                    d = d.with_help(format!("did you mean `{s}`?"));
                } else if ACC_DIRECTIVE_WORDS.contains(&word.as_str()) {
                    d = d.with_help(format!("did you mean `#pragma acc {word}`?"));
                }
                return Err(d);
            }
        };
        return Ok((kind, ns_span.to(span)));
    }
    let mut follow = |p: &mut P, second: &str| -> bool {
        if p.peek_ident() == Some(second) {
            span = span.to(p.bump().span);
            true
        } else {
            false
        }
    };
    let kind = match word.as_str() {
        "parallel" => {
            if follow(p, "loop") {
                DirectiveKind::ParallelLoop
            } else {
                DirectiveKind::Parallel
            }
        }
        "kernels" => {
            if follow(p, "loop") {
                DirectiveKind::KernelsLoop
            } else {
                DirectiveKind::Kernels
            }
        }
        "serial" => {
            if follow(p, "loop") {
                DirectiveKind::SerialLoop
            } else {
                DirectiveKind::Serial
            }
        }
        "loop" => DirectiveKind::Loop,
        "data" => DirectiveKind::Data,
        "enter" | "exit" => {
            if !follow(p, "data") {
                let n = p.peek().clone();
                return Err(Diagnostic::error(
                    n.span,
                    format!("expected `data` after `{word}`, found {}", describe(&n)),
                )
                .with_label("expected `data`")
                .with_help(format!("the directive is `{word} data`")));
            }
            if word == "enter" {
                DirectiveKind::EnterData
            } else {
                DirectiveKind::ExitData
            }
        }
        "host_data" => DirectiveKind::HostData,
        "update" => DirectiveKind::Update,
        "wait" => DirectiveKind::Wait,
        "cache" => DirectiveKind::Cache,
        "atomic" => {
            let kind = match p.peek_ident() {
                Some("read") => Some(AtomicKind::Read),
                Some("write") => Some(AtomicKind::Write),
                Some("update") => Some(AtomicKind::Update),
                Some("capture") => Some(AtomicKind::Capture),
                Some(other) if lookup_clause(other).is_none() => {
                    let n = p.peek().clone();
                    let mut d =
                        Diagnostic::error(n.span, format!("unknown atomic clause `{other}`"))
                            .with_label("expected `read`, `write`, `update` or `capture`");
                    if let Some(s) = suggest(other, &["read", "write", "update", "capture"]) {
                        d = d.with_help(format!("did you mean `{s}`?"));
                    }
                    return Err(d);
                }
                _ => None,
            };
            if kind.is_some() {
                span = span.to(p.bump().span);
            }
            DirectiveKind::Atomic(kind.unwrap_or(AtomicKind::Update))
        }
        "routine" => DirectiveKind::Routine,
        "declare" => DirectiveKind::Declare,
        "init" => DirectiveKind::Init,
        "shutdown" => DirectiveKind::Shutdown,
        "set" => DirectiveKind::Set,
        "fcw" => DirectiveKind::Fcw,
        "fcw_barrier" => DirectiveKind::FcwBarrier,
        _ => {
            let mut d = Diagnostic::error(t.span, format!("unknown OpenACC directive `{word}`"))
                .with_label("unknown directive");
            let joined = match word.as_str() {
                "enter_data" | "enterdata" => Some("enter data"),
                "exit_data" | "exitdata" => Some("exit data"),
                "hostdata" => Some("host_data"),
                "parallel_loop" => Some("parallel loop"),
                "kernels_loop" => Some("kernels loop"),
                "serial_loop" => Some("serial loop"),
                "fcwbarrier" => Some("fcw_barrier"),
                _ => None,
            };
            if let Some(j) = joined {
                d = d.with_help(format!("did you mean `{j}`?"));
            } else if let Some(s) = suggest(&word, ACC_DIRECTIVE_WORDS) {
                d = d.with_help(format!("did you mean `{s}`?"));
            } else if word == "pipeline" {
                d = d.with_help("`pipeline` is a PACC directive: `#pragma pacc pipeline`");
            }
            return Err(d);
        }
    };
    Ok((kind, span))
}

/// The parenthesised argument of `wait`, `cache` and `routine`.
fn directive_arg(p: &mut P, kind: DirectiveKind) -> PResult<Option<DirectiveArg>> {
    match kind {
        DirectiveKind::Wait => {
            if !p.is(Punct::LParen) {
                return Ok(None);
            }
            Ok(Some(DirectiveArg::Wait(p.wait_args()?)))
        }
        DirectiveKind::Cache => {
            let open = p.expect(Punct::LParen, "after `cache`").map_err(|d| {
                d.with_help("the cache directive lists what to cache: `cache(a[i-1:3])`")
            })?;
            let readonly = if p.is_keyword_colon("readonly") {
                let s = p.bump().span;
                p.bump();
                Some(s)
            } else {
                None
            };
            let vars = p.var_list()?;
            let close = p.expect(Punct::RParen, "after the cache variables")?;
            Ok(Some(DirectiveArg::Cache(CacheArgs {
                readonly,
                vars,
                span: open.to(close),
            })))
        }
        DirectiveKind::Routine => {
            if !p.is(Punct::LParen) {
                return Ok(None);
            }
            p.bump();
            let name = p.expect_ident("a function name")?;
            p.expect(Punct::RParen, "after the routine name")?;
            Ok(Some(DirectiveArg::Routine(name)))
        }
        _ => Ok(None),
    }
}

/// The clause list: clause names, optional commas between clauses, device_type scopes.
fn clause_list(p: &mut P) -> Vec<Clause> {
    let kind = p.kind;
    let allowed = tables::clauses_allowed(kind);
    let scopes = tables::device_type_scopes(kind);
    let after_dt = tables::clauses_allowed_after_device_type(kind);
    let mut clauses: Vec<Clause> = Vec::new();
    // The current device_type scope and the span of the clause that opened it.
    let mut scope: Option<(Vec<String>, Span)> = None;
    let mut first = true;
    while !p.at_end() {
        if !first && p.is(Punct::Comma) {
            p.bump();
        }
        first = false;
        let t = p.peek().clone();
        let word = match t.ident() {
            Some(w) => w.to_string(),
            None => {
                p.errors.push(unexpected_token(p, &t));
                break;
            }
        };
        if allowed.is_empty() {
            p.errors.push(
                Diagnostic::error(
                    t.span,
                    format!("unexpected {} after `{}`", describe(&t), kind.full_name()),
                )
                .with_label("unexpected")
                .with_note(format!("`{}` takes no clauses", kind.full_name())),
            );
            break;
        }
        p.bump();
        // `fcw` groups are named by their type, not by a clause word.
        let name = if kind == DirectiveKind::Fcw {
            match fcw_type(&word) {
                Some(_) => ClauseName::Fcw,
                None => {
                    let mut d = Diagnostic::error(t.span, format!("unknown fcw type `{word}`"))
                        .with_label("not an fcw type")
                        .with_note(
                        "the fcw types are FETCH_ONLY, CHANNEL_ONLY, FETCH_CHANNEL, CHANNEL_WB \
                         and FETCH_CHANNEL_WB",
                    );
                    let names: Vec<&str> = FcwType::ALL.iter().map(|t| t.as_str()).collect();
                    if let Some(s) = suggest(&word, &names) {
                        d = d.with_help(format!("did you mean `{s}`?"));
                    }
                    p.errors.push(d);
                    p.skip_parens();
                    continue;
                }
            }
        } else {
            match lookup_clause(&word) {
                Some(n) => n,
                None => {
                    p.errors.push(unknown_clause(kind, &word, t.span));
                    p.skip_parens();
                    continue;
                }
            }
        };
        if !allowed.contains(&name) {
            p.errors.push(not_allowed(kind, &word, t.span));
            p.skip_parens();
            continue;
        }
        if let Some((_, dt_span)) = &scope {
            if name != ClauseName::DeviceType && !after_dt.contains(&name) {
                let list: Vec<String> = after_dt
                    .iter()
                    .map(|n| format!("`{}`", n.as_str()))
                    .collect();
                p.errors.push(
                    Diagnostic::error(
                        t.span,
                        format!(
                            "clause `{word}` cannot follow `device_type` on `{}`",
                            kind.full_name()
                        ),
                    )
                    .with_label("after a `device_type` clause")
                    .with_secondary(*dt_span, "device_type scope starts here")
                    .with_note(format!(
                        "only {} may follow `device_type` on `{}`",
                        join_or(&list),
                        kind.full_name()
                    ))
                    .with_help(format!(
                        "move `{word}` before the first `device_type` clause"
                    )),
                );
                p.skip_parens();
                continue;
            }
        }
        let open = if p.is(Punct::LParen) {
            Some(p.pos)
        } else {
            None
        };
        p.clause_word = word.clone();
        p.clause_span = t.span;
        match p.clause_args(name) {
            Ok(ck) => {
                let span = t.span.to(p.prev_span());
                let is_dt = matches!(ck, ClauseKind::DeviceType(_));
                if let ClauseKind::DeviceType(sel) = &ck {
                    check_device_type_names(p, sel);
                }
                let device_types = if is_dt || !scopes {
                    None
                } else {
                    scope.as_ref().map(|(names, _)| names.clone())
                };
                if is_dt && scopes {
                    if let ClauseKind::DeviceType(sel) = &ck {
                        scope = Some((sel.names(), t.span));
                    }
                }
                clauses.push(Clause {
                    kind: ck,
                    spelling: word,
                    name_span: t.span,
                    span,
                    device_types,
                });
            }
            Err(d) => {
                p.errors.push(d);
                p.recover_from(open);
            }
        }
    }
    clauses
}

pub(super) fn fcw_type(word: &str) -> Option<FcwType> {
    FcwType::ALL.iter().copied().find(|t| t.as_str() == word)
}

fn unexpected_token(p: &P, t: &Token) -> Diagnostic {
    let d = Diagnostic::error(
        t.span,
        format!(
            "expected a clause of `{}`, found {}",
            p.kind.full_name(),
            describe(t)
        ),
    )
    .with_label("unexpected token");
    if t.is_punct(Punct::RParen) {
        d.with_note("this `)` has no matching `(`")
    } else {
        d
    }
}

fn unknown_clause(kind: DirectiveKind, word: &str, span: Span) -> Diagnostic {
    let allowed = tables::clauses_allowed(kind);
    let spellings: Vec<&str> = SPELLINGS
        .iter()
        .filter(|(_, n)| allowed.contains(n))
        .map(|&(s, _)| s)
        .collect();
    let mut d =
        Diagnostic::error(span, format!("unknown clause `{word}`")).with_label("unknown clause");
    if let Some(s) = suggest(word, &spellings) {
        d.message = format!("unknown clause `{word}`; did you mean `{s}`?");
        d = d.with_help(format!("a clause with a similar name exists: `{s}`"));
    } else {
        d = d.with_note(allowed_note(kind));
    }
    d
}

fn not_allowed(kind: DirectiveKind, word: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("clause `{word}` is not allowed on `{}`", kind.full_name()),
    )
    .with_label(format!("not allowed on `{}`", kind.full_name()))
    .with_note(allowed_note(kind))
}

/// "allowed on `acc loop`: `collapse`, `gang`, …".
pub(super) fn allowed_note(kind: DirectiveKind) -> String {
    let allowed = tables::clauses_allowed(kind);
    if allowed.is_empty() {
        return format!("`{}` takes no clauses", kind.full_name());
    }
    if kind == DirectiveKind::Fcw {
        return "an `fcw` directive lists groups `TYPE(var[pivot:before:after], …)` with TYPE one \
                of FETCH_ONLY, CHANNEL_ONLY, FETCH_CHANNEL, CHANNEL_WB, FETCH_CHANNEL_WB"
            .to_string();
    }
    let list: Vec<String> = allowed
        .iter()
        .map(|n| format!("`{}`", n.as_str()))
        .collect();
    format!("allowed on `{}`: {}", kind.full_name(), list.join(", "))
}

fn check_device_type_names(p: &mut P, sel: &DeviceTypeSel) {
    if let DeviceTypeSel::Names(names) = sel {
        for n in names {
            if !tables::KNOWN_DEVICE_TYPES.contains(&n.name.as_str()) {
                let mut w =
                    Diagnostic::warning(n.span, format!("unknown device type `{}`", n.name))
                        .with_label("clauses for this device type are ignored")
                        .with_note(format!(
                            "accc knows the device types {}",
                            tables::KNOWN_DEVICE_TYPES.join(", ")
                        ));
                if let Some(s) = suggest(&n.name, tables::KNOWN_DEVICE_TYPES) {
                    w = w.with_help(format!("did you mean `{s}`?"));
                }
                p.warnings.push(w);
            }
        }
    }
}
