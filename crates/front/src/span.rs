//! Byte spans into the preprocessed text, and the map from those spans back to the
//! user's original files (through the line markers that `cc -E` leaves in its output).

use std::cell::RefCell;
use std::collections::HashMap;

/// A half-open byte range `[lo, hi)` in the preprocessed translation unit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub const DUMMY: Span = Span { lo: 0, hi: 0 };

    pub fn new(lo: usize, hi: usize) -> Span {
        Span {
            lo: lo as u32,
            hi: hi as u32,
        }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }

    pub fn len(self) -> usize {
        (self.hi - self.lo) as usize
    }

    pub fn is_empty(self) -> bool {
        self.hi <= self.lo
    }

    pub fn range(self) -> std::ops::Range<usize> {
        self.lo as usize..self.hi as usize
    }
}

/// A position in a user's file, 1-based like every compiler prints it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    pub line: u32,
    pub col: u32,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// One line of the preprocessed text and where it came from.
#[derive(Clone, Debug)]
struct LineOrigin {
    /// Byte offset where the preprocessed line starts.
    start: u32,
    /// Index into `SourceMap::files`.
    file: u32,
    /// 1-based line in that file.
    line: u32,
}

/// Maps offsets of the preprocessed text to the original files.
///
/// `cc -E` emits line markers (`# 12 "foo.c" 2`) and `#line` directives; every other
/// line of its output belongs to the file and line the last marker named, counting on.
/// Columns are refined against the original line text when that file can be read,
/// because the preprocessor collapses runs of blanks inside a line.
pub struct SourceMap {
    text: String,
    files: Vec<String>,
    lines: Vec<LineOrigin>,
    original_files: RefCell<HashMap<String, Option<String>>>,
}

impl SourceMap {
    /// Builds the map for `text`, the output of the preprocessor for `main_file`.
    pub fn new(main_file: &str, text: String) -> SourceMap {
        let mut files = vec![main_file.to_string()];
        let mut lines = Vec::new();
        let mut file_index: HashMap<String, u32> = HashMap::new();
        file_index.insert(main_file.to_string(), 0);
        let mut cur_file = 0u32;
        let mut cur_line = 1u32;
        let mut offset = 0usize;
        for raw in text.split_inclusive('\n') {
            let start = offset;
            offset += raw.len();
            if let Some((line, file)) = parse_line_marker(raw) {
                if let Some(name) = file {
                    cur_file = *file_index.entry(name.clone()).or_insert_with(|| {
                        files.push(name);
                        (files.len() - 1) as u32
                    });
                }
                // The marker itself maps to the line before the one it announces.
                lines.push(LineOrigin {
                    start: start as u32,
                    file: cur_file,
                    line: line.saturating_sub(1),
                });
                cur_line = line;
                continue;
            }
            lines.push(LineOrigin {
                start: start as u32,
                file: cur_file,
                line: cur_line,
            });
            cur_line += 1;
        }
        SourceMap {
            text,
            files,
            lines,
            original_files: RefCell::new(HashMap::new()),
        }
    }

    /// The whole preprocessed text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        self.text.get(span.range()).unwrap_or("")
    }

    fn line_index(&self, offset: u32) -> usize {
        match self.lines.binary_search_by(|l| l.start.cmp(&offset)) {
            Ok(i) => i,
            Err(0) => 0,
            Err(i) => i - 1,
        }
    }

    /// Name of the original file a span starts in.
    pub fn file_of(&self, span: Span) -> &str {
        if self.lines.is_empty() {
            return &self.files[0];
        }
        &self.files[self.lines[self.line_index(span.lo)].file as usize]
    }

    /// A tag for the construct that starts at preprocessed offset `lo`, for the names of
    /// the identifiers generated for it: `LINE_COLUMN`, the line of the user's file and
    /// the column in the preprocessed line, prefixed with the file's number (`F_`) when
    /// the construct is not in the main file. Unlike the offset, it does not change when
    /// an included header's path or text does (another checkout, another machine), so
    /// the generated code is the same wherever it is generated.
    pub fn name_tag(&self, lo: u32) -> String {
        if self.lines.is_empty() {
            return lo.to_string();
        }
        let origin = &self.lines[self.line_index(lo)];
        let col = lo - origin.start;
        match origin.file {
            0 => format!("{}_{col}", origin.line),
            file => format!("{file}_{}_{col}", origin.line),
        }
    }

    /// The original file, line and column of the start of `span`.
    pub fn locate(&self, span: Span) -> Location {
        self.locate_with_line(span).0
    }

    /// The original file, line and column of the start of `span`, and the text of that
    /// line to show under the message. The line is the user's, read from the file (or the
    /// text given by [`SourceMap::add_source`]); where it cannot be read (a `#line`
    /// directive naming a file that does not exist, say) it is the preprocessed line, with
    /// our directive markers written back as `#pragma`, and the column is counted in it.
    /// Either way the column lies within the line or just past its end.
    pub fn locate_with_line(&self, span: Span) -> (Location, String) {
        if self.lines.is_empty() {
            let location = Location {
                file: self.files[0].clone(),
                line: 1,
                col: 1,
            };
            let line = self.original_line(&location.file, 1).unwrap_or_default();
            return (location, line);
        }
        let idx = self.line_index(span.lo);
        let origin = &self.lines[idx];
        let pp_line = self.preprocessed_line(idx);
        let pp_col = (span.lo - origin.start) as usize;
        let file = self.files[origin.file as usize].clone();
        // The preprocessor joins a line continued with backslash-newline into one (its
        // first physical line's number): find the token in the joined text, then count
        // the physical line and column it stands at.
        if let Some(logical) = self.original_logical_line(&file, origin.line) {
            let col = refine_column(&pp_line, pp_col, &logical.text, self.snippet(span));
            let (line, col) = logical.physical(col);
            let text = self.original_line(&file, line).unwrap_or_default();
            let location = Location {
                file,
                line,
                col: col.min(text.len()) as u32 + 1,
            };
            return (location, text);
        }
        let (text, col) = displayed_preprocessed_line(&pp_line, pp_col);
        let location = Location {
            file,
            line: origin.line,
            col: col as u32 + 1,
        };
        (location, text)
    }

    /// The names of the files the line markers name (the main file first).
    pub fn file_names(&self) -> &[String] {
        &self.files
    }

    /// The span of line `line` of `file` in the preprocessed text, without its leading
    /// and trailing blanks: where to report a message another compiler gave about that
    /// line (a device compiler reading code accc generated under line markers). `None`
    /// when no preprocessed line comes from there.
    pub fn span_of_line(&self, file: &str, line: u32) -> Option<Span> {
        let file = self.files.iter().position(|f| f == file)? as u32;
        let idx = self.lines.iter().enumerate().position(|(i, l)| {
            l.file == file
                && l.line == line
                && parse_line_marker(&self.preprocessed_line(i)).is_none()
        })?;
        let start = self.lines[idx].start as usize;
        let text = self.preprocessed_line(idx);
        let lead = text.len() - text.trim_start().len();
        let body = text.trim();
        Some(Span::new(start + lead, start + lead + body.len()))
    }

    fn preprocessed_line(&self, idx: usize) -> String {
        let start = self.lines[idx].start as usize;
        let end = self
            .lines
            .get(idx + 1)
            .map(|l| l.start as usize)
            .unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches('\n').to_string()
    }

    /// Gives the text of a file the map cannot read from the disk (standard input), or
    /// the text that was read, so that it is not read again.
    pub fn add_source(&mut self, file: &str, text: String) {
        self.original_files
            .get_mut()
            .insert(file.to_string(), Some(text));
    }

    /// Line `line` of `file` and the lines that continue it (backslash-newline), joined.
    fn original_logical_line(&self, file: &str, line: u32) -> Option<LogicalLine> {
        let first = self.original_line(file, line)?;
        let mut logical = LogicalLine {
            text: String::new(),
            starts: Vec::new(),
            first_line: line,
        };
        let mut physical = first;
        let mut n = line;
        loop {
            logical.starts.push(logical.text.len());
            match continuation(&physical) {
                Some(cut) => {
                    logical.text.push_str(&physical[..cut]);
                    n += 1;
                    match self.original_line(file, n) {
                        Some(next) => physical = next,
                        None => break,
                    }
                }
                None => {
                    logical.text.push_str(&physical);
                    break;
                }
            }
        }
        Some(logical)
    }

    /// The text of line `line` (1-based) of the original file `file`, if it can be read.
    pub fn original_line(&self, file: &str, line: u32) -> Option<String> {
        let mut cache = self.original_files.borrow_mut();
        let content = cache
            .entry(file.to_string())
            .or_insert_with(|| std::fs::read_to_string(file).ok());
        let text = physical_lines(content.as_ref()?)
            .nth(line.checked_sub(1)? as usize)
            .map(str::to_string);
        text
    }
}

/// The lines of a source file as the C preprocessor counts them: ended by `\n`, `\r\n`
/// or a lone `\r` (old Mac files).
fn physical_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let r = rest?;
        match r.find(['\n', '\r']) {
            Some(end) => {
                let next = if r[end..].starts_with("\r\n") {
                    end + 2
                } else {
                    end + 1
                };
                rest = Some(&r[next..]).filter(|r| !r.is_empty());
                Some(&r[..end])
            }
            None => {
                rest = None;
                (!r.is_empty()).then_some(r)
            }
        }
    })
}

/// If the line is continued (a backslash at its end, blanks allowed after it as GCC
/// does), where the backslash is.
fn continuation(line: &str) -> Option<usize> {
    let trimmed = line.trim_end_matches([' ', '\t']);
    trimmed.strip_suffix('\\').map(str::len)
}

/// A logical source line: physical lines joined at backslash-newline.
struct LogicalLine {
    text: String,
    /// Where each physical line's text starts in `text`.
    starts: Vec<usize>,
    /// The number of the first physical line.
    first_line: u32,
}

impl LogicalLine {
    /// The physical line and 0-based column of byte `col` of the joined text.
    fn physical(&self, col: usize) -> (u32, usize) {
        let k = self
            .starts
            .iter()
            .rposition(|&start| start <= col)
            .unwrap_or(0);
        (self.first_line + k as u32, col - self.starts[k])
    }
}

/// The preprocessed line as it is shown when the user's line cannot be read: the markers
/// of a rewritten directive written back as `#pragma` (and the end marker dropped), with
/// `col` moved along.
fn displayed_preprocessed_line(pp_line: &str, col: usize) -> (String, usize) {
    use crate::pragma_marker::{PRAGMA_BEGIN, PRAGMA_END};
    let mut text = pp_line.to_string();
    let mut col = col.min(text.len());
    if let Some(at) = text.find(PRAGMA_BEGIN) {
        text.replace_range(at..at + PRAGMA_BEGIN.len(), "#pragma");
        if col >= at + PRAGMA_BEGIN.len() {
            col -= PRAGMA_BEGIN.len() - "#pragma".len();
        } else if col > at {
            col = at;
        }
    }
    let end = format!(" {PRAGMA_END}");
    if let Some(at) = text.find(&end) {
        text.replace_range(at..at + end.len(), "");
        if col >= at + end.len() {
            col -= end.len();
        } else if col > at {
            col = at;
        }
    }
    let col = col.min(text.len());
    (text, col)
}

/// Recognises `# 12 "file" flags` and `#line 12 "file"`; returns the announced line
/// and, if present, the file name.
fn parse_line_marker(raw: &str) -> Option<(u32, Option<String>)> {
    let s = raw.trim_start();
    let s = s.strip_prefix('#')?.trim_start();
    let s = s.strip_prefix("line").unwrap_or(s);
    if !s.starts_with(|c: char| c == ' ' || c == '\t')
        && !s.starts_with(|c: char| c.is_ascii_digit())
    {
        return None;
    }
    let s = s.trim_start();
    let digits: String = s.chars().take_while(|c| c.is_ascii_digit()).collect();
    if digits.is_empty() {
        return None;
    }
    let line: u32 = digits.parse().ok()?;
    let rest = s[digits.len()..].trim_start();
    let file = rest.strip_prefix('"').and_then(|r| {
        let mut out = String::new();
        let mut chars = r.chars();
        while let Some(c) = chars.next() {
            match c {
                '"' => return Some(out),
                '\\' => out.push(chars.next()?),
                c => out.push(c),
            }
        }
        None
    });
    Some((line, file))
}

/// The preprocessor keeps the indentation of a line but may change the blanks inside it
/// (and our pragma rewriting changes the first word), so the column in the preprocessed
/// line is only an estimate: find the token's text in the original line, nearest to it.
fn refine_column(pp_line: &str, pp_col: usize, orig: &str, token: &str) -> usize {
    let token = token.lines().next().unwrap_or("").trim();
    let token: String = token.chars().take(24).collect();
    if token.is_empty() {
        return pp_col.min(orig.len());
    }
    // Estimate by counting which occurrence of the token in the preprocessed line this is:
    // of a name, as a whole word (the `a` of `copy(a)` is not the one in `pragma`).
    let is_word_char = |c: char| c.is_alphanumeric() || c == '_';
    let whole_word = token.chars().all(is_word_char);
    let occurrences_in = |line: &str| -> Vec<usize> {
        line.match_indices(token.as_str())
            .map(|(i, _)| i)
            .filter(|&i| {
                !whole_word
                    || !(line[..i].chars().next_back().is_some_and(is_word_char)
                        || line[i + token.len()..]
                            .chars()
                            .next()
                            .is_some_and(is_word_char))
            })
            .collect()
    };
    let nth = occurrences_in(pp_line)
        .into_iter()
        .filter(|&i| i < pp_col)
        .count();
    let occurrences = occurrences_in(orig);
    if let Some(&col) = occurrences.get(nth) {
        return col;
    }
    occurrences
        .into_iter()
        .min_by_key(|&c| (c as isize - pp_col as isize).unsigned_abs())
        .unwrap_or(pp_col.min(orig.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_markers_map_back() {
        let text = "# 1 \"a.c\"\nint x;\n# 10 \"b.h\" 1\nint y;\nint z;\n# 3 \"a.c\" 2\nint w;\n"
            .to_string();
        let sm = SourceMap::new("a.c", text.clone());
        let at = |needle: &str| {
            let lo = text.find(needle).unwrap();
            sm.locate(Span::new(lo, lo + needle.len()))
        };
        assert_eq!((at("x").file.as_str(), at("x").line), ("a.c", 1));
        assert_eq!((at("y").file.as_str(), at("y").line), ("b.h", 10));
        assert_eq!((at("z").file.as_str(), at("z").line), ("b.h", 11));
        assert_eq!((at("w").file.as_str(), at("w").line), ("a.c", 3));
        assert_eq!(at("w").col, 5);
    }

    #[test]
    fn lines_found_by_file_and_number() {
        let text =
            "# 1 \"a.c\"\nint x;\n# 10 \"b.h\" 1\n  int y;  \nint z;\n# 3 \"a.c\" 2\nint w;\n"
                .to_string();
        let sm = SourceMap::new("a.c", text.clone());
        let at = |file: &str, line: u32| sm.span_of_line(file, line).map(|s| sm.snippet(s));
        assert_eq!(at("b.h", 10), Some("int y;"));
        assert_eq!(at("a.c", 3), Some("int w;"));
        assert_eq!(at("a.c", 1), Some("int x;"));
        assert_eq!(at("a.c", 7), None);
        assert_eq!(at("c.h", 1), None);
        assert_eq!(sm.file_names(), ["a.c", "b.h"]);
    }

    /// The map of `pp` (preprocessed text) for `a.c`, whose source is `src`; and where
    /// the first `needle` of `pp` is in the user's source, with the line shown for it.
    fn place(src: &str, pp: &str, needle: &str) -> (String, String) {
        let mut sm = SourceMap::new("a.c", pp.to_string());
        sm.add_source("a.c", src.to_string());
        let lo = pp.find(needle).unwrap();
        let (loc, line) = sm.locate_with_line(Span::new(lo, lo + needle.len()));
        (loc.to_string(), line)
    }

    #[test]
    fn tokens_of_continued_lines_are_on_their_physical_line() {
        let src =
            "int a;\n  #pragma acc parallel loop \\\n      copyin(a) \\ \n  bogus(x)\nint b;\n";
        let pp = "# 1 \"a.c\"\nint a;\n  __accc_pragma_begin acc parallel loop       copyin(a)   bogus(x) __accc_pragma_end\n\n\nint b;\n";
        assert_eq!(
            place(src, pp, "copyin"),
            ("a.c:3:7".into(), "      copyin(a) \\ ".into())
        );
        assert_eq!(
            place(src, pp, "bogus"),
            ("a.c:4:3".into(), "  bogus(x)".into())
        );
        assert_eq!(place(src, pp, "parallel").0, "a.c:2:15");
        assert_eq!(place(src, pp, "int b").0, "a.c:5:1");
    }

    #[test]
    fn carriage_returns_end_lines() {
        // old Mac files (a lone `\r`), and `\r\n`
        let src = "int a;\rint b;\r\n  int c;\r";
        let pp = "# 1 \"a.c\"\nint a;\nint b;\n  int c;\n";
        assert_eq!(place(src, pp, "c;"), ("a.c:3:7".into(), "  int c;".into()));
        assert_eq!(place(src, pp, "b;").1, "int b;");
    }

    #[test]
    fn lines_of_files_that_cannot_be_read_come_from_the_preprocessed_text() {
        // `#line 100 "other.c"`, a file that does not exist: its line and the preprocessed
        // text of the directive, written back as a pragma
        let pp = "# 1 \"a.c\"\nint a;\n# 100 \"other.c\"\n  __accc_pragma_begin acc loop bogus(x) __accc_pragma_end\n";
        assert_eq!(
            place("", pp, "bogus"),
            (
                "other.c:100:20".into(),
                "  #pragma acc loop bogus(x)".into()
            )
        );
        assert_eq!(place("", pp, "__accc_pragma_begin").0, "other.c:100:3");
    }

    #[test]
    fn names_in_rewritten_pragmas_map_to_their_own_column() {
        // the preprocessed line holds the marker where the source has `#pragma`
        let pp = "__accc_pragma_begin acc parallel copyin(a) copyout(a) __accc_pragma_end";
        let orig = "#pragma acc parallel copyin(a) copyout(a)";
        let first = pp.find("(a)").unwrap() + 1;
        let second = pp.rfind("(a)").unwrap() + 1;
        assert_eq!(
            refine_column(pp, first, orig, "a"),
            orig.find("(a)").unwrap() + 1
        );
        assert_eq!(
            refine_column(pp, second, orig, "a"),
            orig.rfind("(a)").unwrap() + 1
        );
    }
}
