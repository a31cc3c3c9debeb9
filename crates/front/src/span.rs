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

    /// The original file, line and column of the start of `span`.
    pub fn locate(&self, span: Span) -> Location {
        if self.lines.is_empty() {
            return Location {
                file: self.files[0].clone(),
                line: 1,
                col: 1,
            };
        }
        let idx = self.line_index(span.lo);
        let origin = &self.lines[idx];
        let pp_line = self.preprocessed_line(idx);
        let pp_col = (span.lo - origin.start) as usize;
        let file = self.files[origin.file as usize].clone();
        let col = match self.original_line(&file, origin.line) {
            Some(orig) => refine_column(&pp_line, pp_col, &orig, self.snippet(span)),
            None => pp_col,
        };
        Location {
            file,
            line: origin.line,
            col: col as u32 + 1,
        }
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

    /// The text of line `line` (1-based) of the original file `file`, if it can be read.
    pub fn original_line(&self, file: &str, line: u32) -> Option<String> {
        let mut cache = self.original_files.borrow_mut();
        let content = cache
            .entry(file.to_string())
            .or_insert_with(|| std::fs::read_to_string(file).ok());
        content
            .as_ref()?
            .lines()
            .nth(line.checked_sub(1)? as usize)
            .map(str::to_string)
    }
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
