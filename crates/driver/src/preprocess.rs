//! Preprocessing a C input with the system preprocessor, after rewriting our directives.
//!
//! ## Why directives are rewritten
//!
//! GCC's preprocessor copies an unknown `#pragma` to its output as written, macros
//! unexpanded. It expands macros only in the pragma namespaces it registered: `acc` when
//! `-fopenacc` is given, and then only in the directive names GCC itself knows — never in
//! `#pragma pacc`, nor in our extension directives (`fcw`, the compression clauses). Yet
//! `copy(a[0:N])` with `-DN=1024` must mean 1024, whatever the directive. So before
//! preprocessing, each `#pragma acc …` / `#pragma pacc …` line of the user's file becomes the
//! ordinary text line `__accc_pragma_begin acc … __accc_pragma_end`, in which the preprocessor
//! expands every macro like in any other line; the front end's lexer turns the pair back into
//! one pragma token. The end marker also keeps a function-like macro at the end of the
//! directive from taking a `(` on the next line as its arguments.
//!
//! The rewrite keeps the line count: a directive continued with backslashes becomes one line
//! followed by as many empty lines as it had continuation lines, so every later line keeps
//! its number. Directives in included headers are not rewritten (they reach the compiler as
//! `#pragma` lines, macros unexpanded, exactly as GCC prints them).
//!
//! ## How the rewritten text is preprocessed
//!
//! The rewritten text starts with a line `# 1 "<original path>"`, so that line markers and
//! `__FILE__` name the user's file (`__BASE_FILE__` is defined to it too). What differs is
//! where gcc looks first for `#include "x.h"`: in the directory of the main file *as it was
//! named*, which must stay the user's source directory.
//!
//! - A source in the current directory (`a.c`) is fed on standard input (`-x c -`): gcc's
//!   directory for standard input is the current one, named by the empty prefix, exactly as
//!   for `a.c` itself (headers are then called `x.h`, as with gcc; `-iquote .` would call
//!   them `./x.h`, in `__FILE__` too). gcc does not list standard input in `-MD` output, so
//!   the driver adds the file to the dependency rule itself.
//! - A source elsewhere (`src/a.c`) is written to the work directory and preprocessed from
//!   there with `-iquote src`: standard input would make gcc look in the *current* directory
//!   first, where a header of the same name (a project-wide `config.h`) would wrongly win.
//!   The work directory itself holds nothing the user includes. The work file's name is then
//!   replaced by the original one in the line markers and in the dependency file.

use accc_front::pragma_marker::{PRAGMA_BEGIN, PRAGMA_END};

/// Writes every universal character name outside string and character literals (`\u00e9`,
/// `\U000000e9`: only identifiers hold them there) as the character itself, in UTF-8.
/// gcc's preprocessor spells every non-ASCII character of an identifier so, and the rest
/// of accc reads identifiers as UTF-8 text: `résumé` and `r\u00e9sum\u00e9` are one name
/// in C. A name of a character an identifier cannot hold is left as it is (the parser
/// reports it).
pub fn utf8_identifiers(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        match quote {
            Some(q) => {
                out.push(b);
                if b == b'\\' && i + 1 < text.len() {
                    out.push(text[i + 1]);
                    i += 1;
                } else if b == q || b == b'\n' {
                    quote = None;
                }
            }
            None if b == b'"' || b == b'\'' => {
                quote = Some(b);
                out.push(b);
            }
            None if b == b'\\' => {
                let digits = match text.get(i + 1) {
                    Some(b'u') => 4,
                    Some(b'U') => 8,
                    _ => 0,
                };
                let character = text
                    .get(i + 2..i + 2 + digits)
                    .filter(|_| digits > 0)
                    .and_then(|hex| u32::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok())
                    .and_then(char::from_u32)
                    .filter(|c| !c.is_ascii());
                match character {
                    Some(c) => {
                        out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                        i += 1 + digits;
                    }
                    None => out.push(b),
                }
            }
            None => out.push(b),
        }
        i += 1;
    }
    out
}

/// Rewrites every `#pragma acc` / `#pragma pacc` line (see the module documentation). Lines
/// that are not such directives are copied byte for byte; line endings (`\n`, `\r\n` or
/// `\r`) are kept.
pub fn rewrite_directives(src: &[u8]) -> Vec<u8> {
    let lines = split_lines(src);
    let mut out = Vec::with_capacity(src.len() + 256);
    let mut in_comment = false;
    let mut i = 0;
    while i < lines.len() {
        // One logical line: physical lines joined at backslash-newline.
        let start = i;
        let mut joined = Vec::new();
        loop {
            let (content, _) = lines[i];
            i += 1;
            match continuation(content) {
                Some(cut) if i < lines.len() => joined.extend_from_slice(&content[..cut]),
                _ => {
                    joined.extend_from_slice(content);
                    break;
                }
            }
        }
        if !in_comment {
            if let Some((hash, body)) = directive(&joined) {
                let scan = scan(&joined, body, false);
                let end = scan.cut.unwrap_or(joined.len());
                let text = trim_end(&joined[body..end]);
                out.extend_from_slice(&joined[..hash]);
                out.extend_from_slice(PRAGMA_BEGIN.as_bytes());
                out.extend_from_slice(text);
                out.push(b' ');
                out.extend_from_slice(PRAGMA_END.as_bytes());
                if let Some(cut) = scan.cut {
                    out.push(b' ');
                    out.extend_from_slice(&joined[cut..]);
                }
                for (_, terminator) in &lines[start..i] {
                    out.extend_from_slice(terminator);
                }
                in_comment = scan.open_comment;
                continue;
            }
        }
        for (content, terminator) in &lines[start..i] {
            out.extend_from_slice(content);
            out.extend_from_slice(terminator);
        }
        in_comment = scan(&joined, 0, in_comment).open_comment;
    }
    out
}

/// Physical lines as (content, line terminator); the terminator is `\n`, `\r\n`, a lone
/// `\r` (old Mac files: the C preprocessor ends a line there too) or empty for a last line
/// without one.
fn split_lines(src: &[u8]) -> Vec<(&[u8], &[u8])> {
    let mut lines = Vec::new();
    let mut rest = src;
    while !rest.is_empty() {
        match rest.iter().position(|&b| b == b'\n' || b == b'\r') {
            Some(end) => {
                let next = if rest[end..].starts_with(b"\r\n") {
                    end + 2
                } else {
                    end + 1
                };
                lines.push((&rest[..end], &rest[end..next]));
                rest = &rest[next..];
            }
            None => {
                lines.push((rest, &rest[rest.len()..]));
                rest = &rest[rest.len()..];
            }
        }
    }
    lines
}

/// If the line ends with a backslash (GCC also accepts blanks between the backslash and the
/// end of the line), the position of that backslash.
fn continuation(line: &[u8]) -> Option<usize> {
    let trimmed = line.len()
        - line
            .iter()
            .rev()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
    (trimmed > 0 && line[trimmed - 1] == b'\\').then(|| trimmed - 1)
}

fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\x0b' | b'\x0c')
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

fn trim_end(text: &[u8]) -> &[u8] {
    let n = text.iter().rev().take_while(|&&b| is_blank(b)).count();
    &text[..text.len() - n]
}

/// Skips blanks and comments closed on this line; `None` at a comment left open.
fn skip_blanks(line: &[u8], mut i: usize) -> Option<usize> {
    loop {
        while i < line.len() && is_blank(line[i]) {
            i += 1;
        }
        if line[i..].starts_with(b"/*") {
            i = find(line, i + 2, b"*/")? + 2;
        } else {
            return Some(i);
        }
    }
}

fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// For a logical line `# pragma acc …` / `%: pragma pacc …`: the position of the `#` and the
/// position just after the word `pragma`.
fn directive(line: &[u8]) -> Option<(usize, usize)> {
    let hash = skip_blanks(line, 0)?;
    let mut i = if line[hash..].starts_with(b"#") {
        hash + 1
    } else if line[hash..].starts_with(b"%:") {
        hash + 2
    } else {
        return None;
    };
    i = skip_blanks(line, i)?;
    if !line[i..].starts_with(b"pragma") || line.get(i + 6).is_some_and(|&b| is_ident(b)) {
        return None;
    }
    let body = i + 6;
    let word_start = skip_blanks(line, body)?;
    let word_len = line[word_start..]
        .iter()
        .take_while(|&&b| is_ident(b))
        .count();
    match &line[word_start..word_start + word_len] {
        b"acc" | b"pacc" => Some((hash, body)),
        _ => None,
    }
}

struct Scan {
    /// Where a `//` comment, or a `/*` comment not closed on the line, begins.
    cut: Option<usize>,
    /// The line ends inside a `/*` comment.
    open_comment: bool,
}

/// Scans a logical line from `from` like the C lexer does for comments: string and character
/// literals (an unterminated one runs to the end of the line, as GCC lexes it), pp-numbers
/// (C23 digit separators are not quotes), comments.
fn scan(line: &[u8], from: usize, in_comment: bool) -> Scan {
    let n = line.len();
    let mut i = from;
    if in_comment {
        match find(line, i, b"*/") {
            Some(end) => i = end + 2,
            None => {
                return Scan {
                    cut: None,
                    open_comment: true,
                }
            }
        }
    }
    while i < n {
        let c = line[i];
        match c {
            b'"' | b'\'' => {
                let mut j = i + 1;
                i = n;
                while j < n {
                    if line[j] == b'\\' {
                        j += 2;
                    } else if line[j] == c {
                        i = j + 1;
                        break;
                    } else {
                        j += 1;
                    }
                }
            }
            b'/' if line.get(i + 1) == Some(&b'/') => {
                return Scan {
                    cut: Some(i),
                    open_comment: false,
                }
            }
            b'/' if line.get(i + 1) == Some(&b'*') => match find(line, i + 2, b"*/") {
                Some(end) => i = end + 2,
                None => {
                    return Scan {
                        cut: Some(i),
                        open_comment: true,
                    }
                }
            },
            b'0'..=b'9' => i = pp_number_end(line, i),
            b'.' if line.get(i + 1).is_some_and(u8::is_ascii_digit) => i = pp_number_end(line, i),
            _ if is_ident(c) => {
                while i < n && is_ident(line[i]) {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    Scan {
        cut: None,
        open_comment: false,
    }
}

fn pp_number_end(line: &[u8], mut i: usize) -> usize {
    i += 1;
    while i < line.len() {
        let c = line[i];
        let exponent =
            matches!(c, b'e' | b'E' | b'p' | b'P') && matches!(line.get(i + 1), Some(b'+' | b'-'));
        let separator = c == b'\'' && line.get(i + 1).is_some_and(|&b| is_ident(b));
        if exponent || separator {
            i += 2;
        } else if is_ident(c) || c == b'.' {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// A file name as GCC writes it between quotes in a line marker.
pub fn marker_name(name: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(name.len() + 2);
    for &b in name {
        match b {
            b'\\' | b'"' => {
                out.push(b'\\');
                out.push(b);
            }
            b'\n' => out.extend_from_slice(b"\\n"),
            _ => out.push(b),
        }
    }
    out
}

/// The first line of the rewritten file: the following line is line 1 of `name`.
pub fn first_line_marker(name: &[u8]) -> Vec<u8> {
    let mut out = b"# 1 \"".to_vec();
    out.extend(marker_name(name));
    out.extend_from_slice(b"\"\n");
    out
}

/// Renames `from` to `to` in the line markers of preprocessed output.
pub fn rename_in_line_markers(text: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut needle = b"\"".to_vec();
    needle.extend(marker_name(from));
    needle.push(b'"');
    let mut replacement = b"\"".to_vec();
    replacement.extend(marker_name(to));
    replacement.push(b'"');
    let mut out = Vec::with_capacity(text.len());
    for (content, terminator) in split_lines(text) {
        if content.starts_with(b"#") {
            out.extend(replace_all(content, &needle, &replacement));
        } else {
            out.extend_from_slice(content);
        }
        out.extend_from_slice(terminator);
    }
    out
}

/// A file name as it appears in a make dependency rule (GCC's quoting).
pub fn make_quote(name: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(name.len());
    for &b in name {
        match b {
            b' ' | b'\t' | b'#' => {
                out.push(b'\\');
                out.push(b);
            }
            b'$' => out.extend_from_slice(b"$$"),
            _ => out.push(b),
        }
    }
    out
}

/// Renames the work file `from` to the user's `to` in a dependency file's rules.
pub fn rename_in_deps(deps: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    replace_all(deps, &make_quote(from), &make_quote(to))
}

/// Adds the main file, which the preprocessor does not list when it reads standard input,
/// as the first prerequisite of the first rule of a dependency file. With `-MP` (`phony`),
/// also adds the phony target of the first header, which the preprocessor then leaves out
/// (it skips the first prerequisite, taking it for the main file).
pub fn add_main_file_to_deps(deps: &[u8], main: &[u8], phony: bool) -> Vec<u8> {
    let is_space = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    let mut colon = None;
    let mut i = 0;
    while i < deps.len() {
        match deps[i] {
            b'\\' => i += 2,
            b':' if matches!(
                deps.get(i + 1),
                None | Some(b' ' | b'\t' | b'\n' | b'\r' | b'\\')
            ) =>
            {
                colon = Some(i);
                break;
            }
            _ => i += 1,
        }
    }
    let Some(colon) = colon else {
        return deps.to_vec();
    };
    // The first prerequisite, and the end of the rule (a newline not escaped).
    let mut j = colon + 1;
    while j < deps.len() && (matches!(deps[j], b' ' | b'\t') || deps[j..].starts_with(b"\\\n")) {
        j += if deps[j] == b'\\' { 2 } else { 1 };
    }
    let first_start = j;
    while j < deps.len() && !is_space(deps[j]) && !deps[j..].starts_with(b"\\\n") {
        j += if deps[j] == b'\\' { 2 } else { 1 };
    }
    let first = &deps[first_start..j.min(deps.len())];
    let mut rule_end = None;
    while j < deps.len() {
        if deps[j] == b'\\' {
            j += 2;
        } else if deps[j] == b'\n' {
            rule_end = Some(j + 1);
            break;
        } else {
            j += 1;
        }
    }
    let rule_end = rule_end.unwrap_or(deps.len());
    if first == b"<stdin>" || first == b"-" {
        // A preprocessor that lists standard input (and so knows it is the main file).
        let mut out = deps[..first_start].to_vec();
        out.extend(make_quote(main));
        out.extend_from_slice(&deps[first_start + first.len()..]);
        return out;
    }
    let mut out = deps[..=colon].to_vec();
    out.push(b' ');
    out.extend(make_quote(main));
    out.extend_from_slice(&deps[colon + 1..rule_end]);
    if phony && !first.is_empty() {
        if !out.ends_with(b"\n") {
            out.push(b'\n');
        }
        out.extend_from_slice(first);
        out.extend_from_slice(b":\n");
    }
    out.extend_from_slice(&deps[rule_end..]);
    out
}

fn replace_all(hay: &[u8], needle: &[u8], replacement: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(hay.len());
    let mut i = 0;
    while i < hay.len() {
        if !needle.is_empty() && hay[i..].starts_with(needle) {
            out.extend_from_slice(replacement);
            i += needle.len();
        } else {
            out.push(hay[i]);
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rw(src: &str) -> String {
        String::from_utf8(rewrite_directives(src.as_bytes())).unwrap()
    }

    #[test]
    fn simple_directives() {
        assert_eq!(
            rw("#pragma acc parallel loop copy(a[0:N])\n"),
            "__accc_pragma_begin acc parallel loop copy(a[0:N]) __accc_pragma_end\n"
        );
        assert_eq!(
            rw("  #  pragma\tpacc loop dim(2)\n"),
            "  __accc_pragma_begin\tpacc loop dim(2) __accc_pragma_end\n"
        );
        assert_eq!(
            rw("%:pragma acc wait"),
            "__accc_pragma_begin acc wait __accc_pragma_end"
        );
        assert_eq!(
            rw("#pragma acc\n"),
            "__accc_pragma_begin acc __accc_pragma_end\n"
        );
    }

    #[test]
    fn other_lines_are_untouched() {
        let src = "#pragma omp parallel\n#pragma accfoo\n#pragma once\nint acc;\n# pragma GCC poison x\n#define P _Pragma(\"acc loop\")\n";
        assert_eq!(rw(src), src);
    }

    #[test]
    fn continuations_keep_the_line_count() {
        let src = "int a;\n#pragma acc parallel \\\n    copy(a) \\\t\n    copyin(b)\nint b;\n";
        let out = rw(src);
        assert_eq!(out, "int a;\n__accc_pragma_begin acc parallel     copy(a)     copyin(b) __accc_pragma_end\n\n\nint b;\n");
        assert_eq!(out.lines().count(), src.lines().count());
        // a continuation that splits a word joins it, as the C preprocessor does
        assert_eq!(
            rw("#pragma acc cop\\\ny(a)\n"),
            "__accc_pragma_begin acc copy(a) __accc_pragma_end\n\n"
        );
        // the directive word itself may be split too
        assert_eq!(
            rw("#pra\\\ngma acc loop\n"),
            "__accc_pragma_begin acc loop __accc_pragma_end\n\n"
        );
    }

    #[test]
    fn crlf_line_endings() {
        assert_eq!(
            rw("#pragma acc loop \\\r\n gang\r\nx;\r\n"),
            "__accc_pragma_begin acc loop  gang __accc_pragma_end\r\n\r\nx;\r\n"
        );
    }

    #[test]
    fn cr_line_endings() {
        // old Mac files: a lone carriage return ends a line, for gcc's preprocessor too
        assert_eq!(
            rw("int a;\r#pragma acc loop \\\r gang\rx;\r"),
            "int a;\r__accc_pragma_begin acc loop  gang __accc_pragma_end\r\rx;\r"
        );
    }

    #[test]
    fn trailing_comments_stay_outside() {
        assert_eq!(
            rw("#pragma acc loop gang // the outer loop\n"),
            "__accc_pragma_begin acc loop gang __accc_pragma_end // the outer loop\n"
        );
        assert_eq!(
            rw("#pragma acc loop /* inner */ vector\n"),
            "__accc_pragma_begin acc loop /* inner */ vector __accc_pragma_end\n"
        );
        // a block comment running over the next lines: the marker goes before it
        let src = "#pragma acc loop vector /* starts\n  #pragma acc in comment\n*/ x;\n";
        assert_eq!(
            rw(src),
            "__accc_pragma_begin acc loop vector __accc_pragma_end /* starts\n  #pragma acc in comment\n*/ x;\n"
        );
        // a comment continued by a backslash swallows the next line
        assert_eq!(
            rw("#pragma acc loop // note \\\n more note\nx;\n"),
            "__accc_pragma_begin acc loop __accc_pragma_end // note  more note\n\nx;\n"
        );
    }

    #[test]
    fn strings_are_not_comments() {
        assert_eq!(
            rw("#pragma acc routine bind(\"a//b/*c\") // c\n"),
            "__accc_pragma_begin acc routine bind(\"a//b/*c\") __accc_pragma_end // c\n"
        );
        assert_eq!(
            rw("#pragma acc x('/') // c\n"),
            "__accc_pragma_begin acc x('/') __accc_pragma_end // c\n"
        );
        assert_eq!(
            rw("#pragma acc x(\"\\\"//\") y\n"),
            "__accc_pragma_begin acc x(\"\\\"//\") y __accc_pragma_end\n"
        );
    }

    #[test]
    fn directives_inside_comments_are_left_alone() {
        let src = "/* a comment\n#pragma acc parallel\n*/\n#pragma acc kernels\n";
        assert_eq!(rw(src), "/* a comment\n#pragma acc parallel\n*/\n__accc_pragma_begin acc kernels __accc_pragma_end\n");
        let src = "int x; /* open\n#pragma acc parallel\n*/ int y; // done /*\n#pragma acc loop\n";
        assert_eq!(
            rw(src),
            "int x; /* open\n#pragma acc parallel\n*/ int y; // done /*\n__accc_pragma_begin acc loop __accc_pragma_end\n"
        );
        // a string holding "/*" does not open a comment
        let src = "char *s = \"/*\";\n#pragma acc loop\n";
        assert!(rw(src).ends_with("__accc_pragma_begin acc loop __accc_pragma_end\n"));
        // neither does a C23 digit separator followed by one
        let src = "int n = 1'000; /* c */\n#pragma acc loop\n";
        assert!(rw(src).ends_with("__accc_pragma_begin acc loop __accc_pragma_end\n"));
    }

    #[test]
    fn continued_macro_lines_are_not_directives() {
        let src = "#define X \\\n#pragma acc parallel\n";
        assert_eq!(rw(src), src);
    }

    #[test]
    fn comment_before_the_hash() {
        assert_eq!(
            rw("/* c */ # pragma acc loop\n"),
            "/* c */ __accc_pragma_begin acc loop __accc_pragma_end\n"
        );
    }

    #[test]
    fn random_text_keeps_its_lines_and_never_panics() {
        let pieces: [&[u8]; 22] = [
            b"#", b"%:", b" ", b"\t", b"pragma", b"acc", b"pacc", b"loop", b"\\", b"\n", b"\r\n",
            b"/", b"*", b"//", b"/*", b"*/", b"\"", b"'", b"1'0", b"x", b"(", b"\\ \n",
        ];
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            let mut src = Vec::new();
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = (state >> 58) as usize;
            for k in 0..len {
                let r = state.rotate_left(5 * k as u32 + 1) ^ (k as u64).wrapping_mul(0x2545_f491);
                src.extend_from_slice(pieces[(r % pieces.len() as u64) as usize]);
            }
            let out = rewrite_directives(&src);
            let lines = |t: &[u8]| t.iter().filter(|&&b| b == b'\n').count();
            assert_eq!(
                lines(&out),
                lines(&src),
                "{:?}",
                String::from_utf8_lossy(&src)
            );
            if !src.windows(3).any(|w| w == b"acc") {
                assert_eq!(out, src);
            }
        }
    }

    #[test]
    fn universal_character_names_of_identifiers_become_utf8() {
        let text =
            br#"int r\U000000e9sum\u00e9 = 0; char *s = "\u00e9\"\\u00e9"; char c = '\u00e9';
# 1 "d\u00e9j\u00e0.c"
int \u0041bad, a\u00e;"#;
        let out = String::from_utf8(utf8_identifiers(text)).unwrap();
        // identifiers: UTF-8; literals (and file names in markers) untouched; a name of
        // an ASCII character, or a short one, left for the parser to report
        assert_eq!(
            out,
            r#"int résumé = 0; char *s = "\u00e9\"\\u00e9"; char c = '\u00e9';
# 1 "d\u00e9j\u00e0.c"
int \u0041bad, a\u00e;"#
        );
    }

    #[test]
    fn line_markers_and_deps() {
        assert_eq!(first_line_marker(b"dir/a\"b.c"), b"# 1 \"dir/a\\\"b.c\"\n");
        let pp = b"# 0 \"/tmp/w/a.c\"\nint x; char *s = \"/tmp/w/a.c\";\n# 1 \"/tmp/w/a.c\" 2\n";
        assert_eq!(
            rename_in_line_markers(pp, b"/tmp/w/a.c", b"src/a.c"),
            b"# 0 \"src/a.c\"\nint x; char *s = \"/tmp/w/a.c\";\n# 1 \"src/a.c\" 2\n"
        );
        let deps = b"a.o: /tmp/w/a.c /usr/include/stdio.h \\\n x.h\n";
        assert_eq!(
            rename_in_deps(deps, b"/tmp/w/a.c", b"my dir/a.c"),
            b"a.o: my\\ dir/a.c /usr/include/stdio.h \\\n x.h\n"
        );
        let add = |deps: &[u8], main: &[u8], phony| {
            String::from_utf8(add_main_file_to_deps(deps, main, phony)).unwrap()
        };
        assert_eq!(
            add(b"a.o: /usr/x.h \\\n y.h\n", b"a.c", false),
            "a.o: a.c /usr/x.h \\\n y.h\n"
        );
        assert_eq!(
            add(b"my\\ dir/a.o:\n", b"a$.c", true),
            "my\\ dir/a.o: a$$.c\n"
        );
        assert_eq!(
            add(b"a.o: \\\n x\\ y.h \\\n z.h\nz.h:\n", b"a.c", true),
            "a.o: a.c \\\n x\\ y.h \\\n z.h\nx\\ y.h:\nz.h:\n"
        );
        assert_eq!(add(b"a.o: x.h", b"a.c", true), "a.o: a.c x.h\nx.h:\n");
        assert_eq!(
            add(b"a.o: <stdin> x.h\nx.h:\n", b"a.c", true),
            "a.o: a.c x.h\nx.h:\n"
        );
    }
}
