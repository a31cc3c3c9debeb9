//! The C lexer, run over the output of `cc -E` (and able to take any text without panicking).
//!
//! * Whitespace and comments are skipped.
//! * A line whose first non-blank character is `#` is a directive line. Line markers
//!   (`# 12 "file" 1 3`), `#line`, and any other directive except `#pragma` are skipped: the
//!   [`SourceMap`](crate::span::SourceMap) reads the markers on its own.
//! * `#pragma …` becomes one [`TokenKind::Pragma`] token whose span covers the line (without
//!   its newline) and whose inner tokens are the words after `pragma`.
//! * `__accc_pragma_begin … __accc_pragma_end` (the driver's rewriting of `#pragma acc` lines,
//!   see [`PRAGMA_BEGIN`]) becomes one `Pragma` token too, spanning both markers.
//! * `_Pragma("…")` becomes a `Pragma` token; the string is destringized and lexed, and every
//!   inner token's span is the string literal's span.
//! * Numbers are pp-numbers kept as written; character and string literals keep their prefix
//!   and quotes.
//!
//! The token list always ends with one [`TokenKind::Eof`] token (an empty span at the end of
//! the text). Pragma inner token lists have no `Eof`.

// Errors are one `Diagnostic`, by value: the public signature is the front end's contract, and
// the error path runs at most once per call.
#![allow(clippy::result_large_err)]

use crate::diag::Diagnostic;
use crate::pragma_marker::{PRAGMA_BEGIN, PRAGMA_END};
use crate::span::Span;
use crate::token::{Punct, Token, TokenKind};

/// Splits `text` into tokens. Fails on the first lexical error (an unterminated comment,
/// string or character constant, or a character that cannot start a token).
pub fn tokenize(text: &str) -> Result<Vec<Token>, Diagnostic> {
    let mut lx = Lexer::new(text, 0, text.len());
    let mut out = Vec::with_capacity(text.len() / 5 + 1);
    lx.run(&mut out, false)?;
    out.push(Token {
        kind: TokenKind::Eof,
        span: Span::new(text.len(), text.len()),
    });
    Ok(out)
}

struct Lexer<'a> {
    text: &'a str,
    b: &'a [u8],
    pos: usize,
    end: usize,
    /// Only blanks (or nothing) since the last newline: a `#` here starts a directive.
    at_line_start: bool,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80
}

fn is_ident_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str, start: usize, end: usize) -> Lexer<'a> {
        Lexer {
            text,
            b: text.as_bytes(),
            pos: start,
            end,
            at_line_start: true,
        }
    }

    fn byte(&self, i: usize) -> u8 {
        if i < self.end {
            self.b[i]
        } else {
            0
        }
    }

    fn err(&self, lo: usize, hi: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(Span::new(lo, hi.min(self.end).max(lo)), msg)
    }

    /// Skips blanks and comments. With `stop_at_newline`, a newline ends the skipping
    /// (and is not consumed). Returns whether a newline was crossed.
    fn skip_blanks(&mut self, stop_at_newline: bool) -> Result<(), Diagnostic> {
        while self.pos < self.end {
            let c = self.b[self.pos];
            match c {
                b'\n' => {
                    if stop_at_newline {
                        return Ok(());
                    }
                    self.pos += 1;
                    self.at_line_start = true;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                b'\\' if self.byte(self.pos + 1) == b'\n' => self.pos += 2,
                b'\\' if self.byte(self.pos + 1) == b'\r' && self.byte(self.pos + 2) == b'\n' => {
                    self.pos += 3
                }
                b'/' if self.byte(self.pos + 1) == b'/' => {
                    while self.pos < self.end && self.b[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                b'/' if self.byte(self.pos + 1) == b'*' => {
                    let lo = self.pos;
                    self.pos += 2;
                    loop {
                        if self.pos + 1 >= self.end {
                            self.pos = self.end;
                            return Err(self
                                .err(lo, lo + 2, "unterminated comment")
                                .with_label("this `/*` is never closed"));
                        }
                        if self.b[self.pos] == b'*' && self.b[self.pos + 1] == b'/' {
                            self.pos += 2;
                            break;
                        }
                        self.pos += 1;
                    }
                }
                _ => return Ok(()),
            }
        }
        Ok(())
    }

    /// Lexes tokens into `out` until the end of the range or, with `one_line`, the end of
    /// the current line.
    fn run(&mut self, out: &mut Vec<Token>, one_line: bool) -> Result<(), Diagnostic> {
        loop {
            self.skip_blanks(one_line)?;
            if self.pos >= self.end || (one_line && self.b[self.pos] == b'\n') {
                return Ok(());
            }
            if self.b[self.pos] == b'#' && self.at_line_start && !one_line {
                self.directive(out)?;
                continue;
            }
            self.at_line_start = false;
            let tok = self.token()?;
            if let TokenKind::Ident(name) = &tok.kind {
                if name == PRAGMA_BEGIN {
                    let t = self.marker_pragma(tok.span)?;
                    out.push(t);
                    continue;
                }
                if name == "_Pragma" {
                    if let Some(t) = self.operator_pragma(tok.span)? {
                        out.push(t);
                        continue;
                    }
                }
            }
            out.push(tok);
        }
    }

    /// A `#` at the start of a line: a pragma becomes a token, anything else is skipped.
    fn directive(&mut self, out: &mut Vec<Token>) -> Result<(), Diagnostic> {
        let lo = self.pos;
        self.pos += 1;
        self.skip_blanks(true)?;
        let word_lo = self.pos;
        while self.pos < self.end && is_ident_continue(self.b[self.pos]) {
            self.pos += 1;
        }
        if &self.text[word_lo..self.pos] == "pragma" {
            let mut inner = Vec::new();
            self.run(&mut inner, true)?;
            let mut hi = self.pos;
            while hi > lo && matches!(self.b[hi - 1], b' ' | b'\t' | b'\r') {
                hi -= 1;
            }
            out.push(Token {
                kind: TokenKind::Pragma(inner),
                span: Span::new(lo, hi),
            });
            return Ok(());
        }
        // Skip the rest of the line (line markers, `#line`, `#define` left by `-dD`, …),
        // honouring backslash-newline continuations.
        while self.pos < self.end {
            match self.b[self.pos] {
                b'\n' => break,
                b'\\' if self.byte(self.pos + 1) == b'\n' => self.pos += 2,
                _ => self.pos += 1,
            }
        }
        Ok(())
    }

    /// After `__accc_pragma_begin`: the tokens up to `__accc_pragma_end`.
    fn marker_pragma(&mut self, begin: Span) -> Result<Token, Diagnostic> {
        let mut inner = Vec::new();
        loop {
            self.skip_blanks(false)?;
            if self.pos >= self.end {
                return Err(Diagnostic::error(
                    begin,
                    format!("`{PRAGMA_BEGIN}` without `{PRAGMA_END}`"),
                ));
            }
            if self.b[self.pos] == b'#' && self.at_line_start {
                // A line marker inside a directive spread over lines by the preprocessor.
                let mut nested = Vec::new();
                self.directive(&mut nested)?;
                inner.extend(nested);
                continue;
            }
            self.at_line_start = false;
            let tok = self.token()?;
            match &tok.kind {
                TokenKind::Ident(n) if n == PRAGMA_END => {
                    return Ok(Token {
                        kind: TokenKind::Pragma(inner),
                        span: begin.to(tok.span),
                    });
                }
                TokenKind::Ident(n) if n == PRAGMA_BEGIN => {
                    return Err(Diagnostic::error(
                        tok.span,
                        format!("`{PRAGMA_BEGIN}` inside a directive"),
                    )
                    .with_secondary(begin, "this directive is not closed"));
                }
                _ => inner.push(tok),
            }
        }
    }

    /// After `_Pragma`: `( "string" )` becomes a pragma token. Returns `None` (and consumes
    /// nothing) when the operator is not followed by that shape.
    fn operator_pragma(&mut self, kw: Span) -> Result<Option<Token>, Diagnostic> {
        let save = (self.pos, self.at_line_start);
        let restore = |lx: &mut Lexer| {
            lx.pos = save.0;
            lx.at_line_start = save.1;
        };
        self.skip_blanks(false)?;
        if self.byte(self.pos) != b'(' {
            restore(self);
            return Ok(None);
        }
        self.pos += 1;
        self.skip_blanks(false)?;
        if self.pos >= self.end || !matches!(self.b[self.pos], b'"' | b'L' | b'u' | b'U') {
            restore(self);
            return Ok(None);
        }
        let s = self.token()?;
        let TokenKind::Str(lit) = &s.kind else {
            restore(self);
            return Ok(None);
        };
        self.skip_blanks(false)?;
        if self.byte(self.pos) != b')' {
            restore(self);
            return Ok(None);
        }
        self.pos += 1;
        let hi = self.pos;
        // Destringize: drop the prefix and quotes, `\"` → `"`, `\\` → `\`.
        let open = lit.find('"').unwrap_or(0);
        let body = lit.get(open + 1..lit.len().saturating_sub(1)).unwrap_or("");
        let mut content = String::with_capacity(body.len());
        let mut chars = body.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.next() {
                    Some(n @ ('"' | '\\')) => content.push(n),
                    Some(n) => {
                        content.push('\\');
                        content.push(n);
                    }
                    None => content.push('\\'),
                }
            } else {
                content.push(c);
            }
        }
        let mut sub = Lexer::new(&content, 0, content.len());
        sub.at_line_start = false;
        let mut inner = Vec::new();
        sub.run(&mut inner, false).map_err(|mut d| {
            d.span = s.span;
            d.message = format!("in `_Pragma` string: {}", d.message);
            d
        })?;
        // Only the tokens of the pragma line itself: a `_Pragma("pragma x")` is not valid,
        // but `#`-lines inside the string are skipped by the sub-lexer anyway.
        for t in &mut inner {
            set_spans(t, s.span);
        }
        Ok(Some(Token {
            kind: TokenKind::Pragma(inner),
            span: Span::new(kw.lo as usize, hi),
        }))
    }

    /// One token starting at `self.pos` (which is not a blank).
    fn token(&mut self) -> Result<Token, Diagnostic> {
        let lo = self.pos;
        let c = self.b[lo];
        // Literals with an encoding prefix.
        if matches!(c, b'L' | b'U' | b'u') {
            let mut p = lo + 1;
            if c == b'u' && self.byte(p) == b'8' {
                p += 1;
            }
            let q = self.byte(p);
            if q == b'"' || q == b'\'' {
                self.pos = p;
                return self.quoted(lo, q);
            }
        }
        if is_ident_start(c) {
            let mut p = lo + 1;
            while p < self.end && is_ident_continue(self.b[p]) {
                p += 1;
            }
            // Stop at a char boundary (non-ASCII bytes are all taken, so `p` is one unless
            // the range ends mid-character, which `end` never does).
            while p < self.end && !self.text.is_char_boundary(p) {
                p += 1;
            }
            self.pos = p;
            return Ok(Token {
                kind: TokenKind::Ident(self.text[lo..p].to_string()),
                span: Span::new(lo, p),
            });
        }
        if c.is_ascii_digit() || (c == b'.' && self.byte(lo + 1).is_ascii_digit()) {
            return Ok(self.number(lo));
        }
        if c == b'"' || c == b'\'' {
            return self.quoted(lo, c);
        }
        self.punct(lo)
    }

    fn number(&mut self, lo: usize) -> Token {
        let mut p = lo + 1;
        while p < self.end {
            let c = self.b[p];
            if matches!(c, b'+' | b'-') && matches!(self.b[p - 1], b'e' | b'E' | b'p' | b'P') {
                p += 1;
            } else if c == b'\'' && is_ident_continue(self.byte(p + 1)) && self.byte(p + 1) < 0x80 {
                // C23 digit separator.
                p += 2;
            } else if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
                p += 1;
            } else {
                break;
            }
        }
        self.pos = p;
        Token {
            kind: TokenKind::Number(self.text[lo..p].to_string()),
            span: Span::new(lo, p),
        }
    }

    /// A string or character literal; `self.pos` is at the opening quote, `lo` at the prefix.
    fn quoted(&mut self, lo: usize, q: u8) -> Result<Token, Diagnostic> {
        let mut p = self.pos + 1;
        loop {
            if p >= self.end || self.b[p] == b'\n' {
                let what = if q == b'"' {
                    "string literal"
                } else {
                    "character constant"
                };
                self.pos = p.min(self.end);
                return Err(self
                    .err(lo, self.pos, format!("unterminated {what}"))
                    .with_label(format!("this {what} is not closed on its line")));
            }
            let c = self.b[p];
            if c == b'\\' {
                p += 2;
                continue;
            }
            p += 1;
            if c == q {
                break;
            }
        }
        let p = p.min(self.end);
        self.pos = p;
        let s = self.text[lo..p].to_string();
        let kind = if q == b'"' {
            TokenKind::Str(s)
        } else {
            TokenKind::Char(s)
        };
        Ok(Token {
            kind,
            span: Span::new(lo, p),
        })
    }

    fn punct(&mut self, lo: usize) -> Result<Token, Diagnostic> {
        use Punct::*;
        let c0 = self.b[lo];
        let c1 = self.byte(lo + 1);
        let c2 = self.byte(lo + 2);
        let c3 = self.byte(lo + 3);
        let (p, len) = match (c0, c1, c2) {
            (b'.', b'.', b'.') => (Ellipsis, 3),
            (b'<', b'<', b'=') => (ShlEq, 3),
            (b'>', b'>', b'=') => (ShrEq, 3),
            (b'%', b':', b'%') if c3 == b':' => (HashHash, 4),
            (b'-', b'>', _) => (Arrow, 2),
            (b'+', b'+', _) => (PlusPlus, 2),
            (b'-', b'-', _) => (MinusMinus, 2),
            (b'<', b'<', _) => (Shl, 2),
            (b'>', b'>', _) => (Shr, 2),
            (b'<', b'=', _) => (Le, 2),
            (b'>', b'=', _) => (Ge, 2),
            (b'=', b'=', _) => (EqEq, 2),
            (b'!', b'=', _) => (Ne, 2),
            (b'&', b'&', _) => (AmpAmp, 2),
            (b'|', b'|', _) => (PipePipe, 2),
            (b'*', b'=', _) => (StarEq, 2),
            (b'/', b'=', _) => (SlashEq, 2),
            (b'%', b'=', _) => (PercentEq, 2),
            (b'+', b'=', _) => (PlusEq, 2),
            (b'-', b'=', _) => (MinusEq, 2),
            (b'&', b'=', _) => (AmpEq, 2),
            (b'^', b'=', _) => (CaretEq, 2),
            (b'|', b'=', _) => (PipeEq, 2),
            (b'#', b'#', _) => (HashHash, 2),
            (b':', b':', _) => (ColonColon, 2),
            // Digraphs.
            (b'<', b':', _) => (LBracket, 2),
            (b':', b'>', _) => (RBracket, 2),
            (b'<', b'%', _) => (LBrace, 2),
            (b'%', b'>', _) => (RBrace, 2),
            (b'%', b':', _) => (Hash, 2),
            (b'(', _, _) => (LParen, 1),
            (b')', _, _) => (RParen, 1),
            (b'[', _, _) => (LBracket, 1),
            (b']', _, _) => (RBracket, 1),
            (b'{', _, _) => (LBrace, 1),
            (b'}', _, _) => (RBrace, 1),
            (b'.', _, _) => (Dot, 1),
            (b'&', _, _) => (Amp, 1),
            (b'*', _, _) => (Star, 1),
            (b'+', _, _) => (Plus, 1),
            (b'-', _, _) => (Minus, 1),
            (b'~', _, _) => (Tilde, 1),
            (b'!', _, _) => (Bang, 1),
            (b'/', _, _) => (Slash, 1),
            (b'%', _, _) => (Percent, 1),
            (b'<', _, _) => (Lt, 1),
            (b'>', _, _) => (Gt, 1),
            (b'^', _, _) => (Caret, 1),
            (b'|', _, _) => (Pipe, 1),
            (b'?', _, _) => (Question, 1),
            (b':', _, _) => (Colon, 1),
            (b';', _, _) => (Semi, 1),
            (b'=', _, _) => (Eq, 1),
            (b',', _, _) => (Comma, 1),
            (b'#', _, _) => (Hash, 1),
            _ => {
                // Report the whole character, not one byte of it.
                let mut hi = lo + 1;
                while hi < self.end && !self.text.is_char_boundary(hi) {
                    hi += 1;
                }
                let ch = &self.text[lo..hi];
                return Err(self
                    .err(
                        lo,
                        hi,
                        format!("unexpected character `{}`", ch.escape_debug()),
                    )
                    .with_label("no C token starts with this character"));
            }
        };
        self.pos = lo + len;
        Ok(Token {
            kind: TokenKind::Punct(p),
            span: Span::new(lo, lo + len),
        })
    }
}

fn set_spans(t: &mut Token, span: Span) {
    t.span = span;
    if let TokenKind::Pragma(inner) = &mut t.kind {
        for i in inner {
            set_spans(i, span);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        tokenize(text)
            .unwrap()
            .into_iter()
            .map(|t| t.kind)
            .collect()
    }

    fn texts(text: &str) -> Vec<String> {
        tokenize(text)
            .unwrap()
            .iter()
            .filter(|t| t.kind != TokenKind::Eof)
            .map(|t| text[t.span.range()].to_string())
            .collect()
    }

    #[test]
    fn basic_tokens_and_spans() {
        let src = "int x = a->b++ + 0x1p-3 /* c */ + 1e+5f; // end\n";
        assert_eq!(
            texts(src),
            ["int", "x", "=", "a", "->", "b", "++", "+", "0x1p-3", "+", "1e+5f", ";"]
        );
        let toks = tokenize(src).unwrap();
        assert_eq!(toks.last().unwrap().kind, TokenKind::Eof);
        assert_eq!(toks.last().unwrap().span, Span::new(src.len(), src.len()));
    }

    #[test]
    fn numbers_as_written() {
        assert_eq!(
            texts("1'000'000 0xFFu 1.5e-3L .5 07 1.f 0b101 12ULL"),
            [
                "1'000'000",
                "0xFFu",
                "1.5e-3L",
                ".5",
                "07",
                "1.f",
                "0b101",
                "12ULL"
            ]
        );
        // `e` followed by a sign continues a pp-number; `x-1` after a hex digit does not.
        assert_eq!(texts("0xe-1"), ["0xe-1"]);
        assert_eq!(texts("0x3-1"), ["0x3", "-", "1"]);
    }

    #[test]
    fn literals_with_prefixes() {
        let k = kinds(r#"L'a' u8"x" U"y" u'\'' "a\"b" 'c'"#);
        assert_eq!(k[0], TokenKind::Char("L'a'".into()));
        assert_eq!(k[1], TokenKind::Str("u8\"x\"".into()));
        assert_eq!(k[2], TokenKind::Str("U\"y\"".into()));
        assert_eq!(k[3], TokenKind::Char(r"u'\''".into()));
        assert_eq!(k[4], TokenKind::Str(r#""a\"b""#.into()));
        assert_eq!(k[5], TokenKind::Char("'c'".into()));
        // Identifiers that merely start like a prefix.
        assert_eq!(texts("u8x Lfoo u"), ["u8x", "Lfoo", "u"]);
    }

    #[test]
    fn punctuators_longest_match() {
        assert_eq!(
            texts("a<<=b>>=c...d::e->f<:0:> %:"),
            [
                "a", "<<=", "b", ">>=", "c", "...", "d", "::", "e", "->", "f", "<:", "0", ":>",
                "%:"
            ]
        );
        assert_eq!(kinds("<:")[0], TokenKind::Punct(Punct::LBracket));
    }

    #[test]
    fn line_markers_and_directives_skipped() {
        let src = "# 1 \"a.c\"\n#line 3 \"b.c\"\n  # 7 \"c.h\" 1 3 4\nint\n#define X 1\nx;\n";
        assert_eq!(texts(src), ["int", "x", ";"]);
        // `#` not at line start is a punctuator.
        assert_eq!(texts("a # b"), ["a", "#", "b"]);
    }

    #[test]
    fn pragma_line() {
        let src = "x;\n  #pragma acc parallel loop copy(a[0:n])  \ny;";
        let toks = tokenize(src).unwrap();
        let TokenKind::Pragma(inner) = &toks[2].kind else {
            panic!("{:?}", toks[2])
        };
        assert_eq!(
            &src[toks[2].span.range()],
            "#pragma acc parallel loop copy(a[0:n])"
        );
        let words: Vec<&str> = inner.iter().map(|t| &src[t.span.range()]).collect();
        assert_eq!(
            words,
            ["acc", "parallel", "loop", "copy", "(", "a", "[", "0", ":", "n", "]", ")"]
        );
        assert_eq!(toks[3].ident(), Some("y"));
    }

    #[test]
    fn marker_pragma() {
        let src = "{ __accc_pragma_begin acc loop gang __accc_pragma_end\nfor(;;); }";
        let toks = tokenize(src).unwrap();
        let TokenKind::Pragma(inner) = &toks[1].kind else {
            panic!()
        };
        assert_eq!(
            &src[toks[1].span.range()],
            "__accc_pragma_begin acc loop gang __accc_pragma_end"
        );
        assert_eq!(inner.len(), 3);
        assert_eq!(inner[0].ident(), Some("acc"));
        assert_eq!(toks[2].ident(), Some("for"));
        assert!(tokenize("__accc_pragma_begin acc loop").is_err());
    }

    #[test]
    fn operator_pragma() {
        let src = r#"a _Pragma ( "omp parallel for \"x\"" ) b _Pragma c"#;
        let toks = tokenize(src).unwrap();
        assert_eq!(toks[0].ident(), Some("a"));
        let TokenKind::Pragma(inner) = &toks[1].kind else {
            panic!("{:?}", toks[1])
        };
        assert_eq!(
            &src[toks[1].span.range()],
            r#"_Pragma ( "omp parallel for \"x\"" )"#
        );
        assert_eq!(inner.len(), 4);
        assert_eq!(inner[3].kind, TokenKind::Str("\"x\"".into()));
        let lit = src.find('"').unwrap();
        assert_eq!(inner[0].span.lo as usize, lit);
        assert_eq!(toks[2].ident(), Some("b"));
        // `_Pragma` not followed by `( "…" )` stays an identifier.
        assert_eq!(toks[3].ident(), Some("_Pragma"));
        assert_eq!(toks[4].ident(), Some("c"));
    }

    #[test]
    fn errors_not_panics() {
        let e = tokenize("int x = \"abc\n;").unwrap_err();
        assert_eq!(e.span, Span::new(8, 12));
        assert!(e.message.contains("unterminated string"));
        let e = tokenize("a /* b").unwrap_err();
        assert_eq!(e.span, Span::new(2, 4));
        assert!(tokenize("'x").is_err());
        let e = tokenize("a @ b").unwrap_err();
        assert_eq!(e.span, Span::new(2, 3));
        assert!(tokenize("a \u{e9}t\u{e9} b").is_ok());
        assert!(tokenize("\"\\").is_err());
        assert!(tokenize("x \\\ny").is_ok());
        assert!(tokenize("#pragma acc \"x").is_err());
        assert!(tokenize("_Pragma(\"acc /*\")").is_err());
        assert!(tokenize("#").is_ok());
        assert!(tokenize("").unwrap().len() == 1);
    }
}
