//! Text edits on the preprocessed translation unit. The CPU back end keeps the user's code
//! and changes only the directive lines (and inserts the odd line), so host-compiler
//! messages keep pointing at the user's lines.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use accc_front::{SourceMap, Span};

#[derive(Default)]
pub struct Edits {
    /// Keyed by (start, end): a later edit of the same span replaces an earlier one.
    edits: BTreeMap<(u32, u32), String>,
    /// Text that closes a construct, keyed by (position, Reverse(where the construct
    /// opened)): constructs ending at the same place close innermost first, whatever
    /// order the back end's passes added them in.
    closings: BTreeMap<(u32, Reverse<u32>), String>,
}

impl Edits {
    pub fn replace(&mut self, span: Span, text: impl Into<String>) {
        self.edits.insert((span.lo, span.hi), text.into());
    }

    pub fn remove(&mut self, span: Span) {
        self.replace(span, "");
    }

    /// Inserts whole lines before the text at `at`; a line marker after them restores the
    /// numbering of the user's line that continues there.
    pub fn insert_lines_before(&mut self, sm: &SourceMap, at: Span, lines: &str) {
        let marker = line_marker(sm, at, 0);
        let key = (at.lo, at.lo);
        let text = self.edits.entry(key).or_default();
        text.push_str(&format!("\n{lines}\n{marker}\n"));
    }

    /// Replaces the directive at `span` with `pragma`, a `#pragma` line. The host compiler
    /// reads preprocessed input (`-fpreprocessed`), where a pragma counts only at the
    /// start of a line, and the user's directive may be indented: the pragma then gets a
    /// line of its own, and a line marker gives the next line its number again.
    pub fn replace_with_pragma(&mut self, sm: &SourceMap, span: Span, pragma: &str) {
        let before = &sm.text()[..span.lo as usize];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        if line_start == before.len() {
            self.replace(span, pragma);
        } else {
            let marker = line_marker(sm, span, 1);
            self.replace(span, format!("\n{pragma}\n{marker}"));
        }
    }

    /// Puts the C text `opening` on a line of its own before whatever replaces the
    /// directive at `span` (its pragma, or nothing), so call it after that replacement; a
    /// line marker gives the directive's line its number again.
    pub fn open_before_pragma(&mut self, sm: &SourceMap, span: Span, opening: &str) {
        let marker = line_marker(sm, span, 0);
        let text = self.edits.entry((span.lo, span.hi)).or_default();
        *text = format!("\n{opening}\n{marker}\n{text}");
    }

    /// Inserts `text` at byte offset `at` (after earlier insertions at the same place).
    pub fn insert_at(&mut self, at: u32, text: &str) {
        self.edits.entry((at, at)).or_default().push_str(text);
    }

    /// Inserts `text` at `at`, closing a construct whose text opened at `opened` (after the
    /// plain insertions at `at`; see `closings`). Several closings of one construct come
    /// out in the order they were added.
    pub fn insert_closing(&mut self, at: u32, opened: u32, text: &str) {
        self.closings
            .entry((at, Reverse(opened)))
            .or_default()
            .push_str(text);
    }

    /// Applies the edits. Overlapping edits keep the first (they do not occur: every edit
    /// covers a whole pragma or is an insertion point before a statement).
    pub fn apply(&self, text: &str) -> String {
        let mut edits = self.edits.clone();
        for (&(at, _), closing) in &self.closings {
            edits.entry((at, at)).or_default().push_str(closing);
        }
        let mut out = String::with_capacity(text.len() + 1024);
        let mut pos = 0usize;
        for (&(lo, hi), replacement) in &edits {
            let (lo, hi) = (lo as usize, hi as usize);
            if lo < pos || hi > text.len() {
                continue;
            }
            out.push_str(&text[pos..lo]);
            out.push_str(replacement);
            pos = hi;
        }
        out.push_str(&text[pos..]);
        out
    }
}

/// A line marker (`# 12 "prog.c"`) numbering the line that follows it as the line of
/// `at`, plus `offset`.
pub(crate) fn line_marker(sm: &SourceMap, at: Span, offset: u32) -> String {
    let loc = sm.locate(at);
    format!(
        "# {} \"{}\"",
        loc.line + offset,
        loc.file.replace('\\', "\\\\").replace('"', "\\\"")
    )
}
