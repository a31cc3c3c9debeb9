//! Scanning the device program's text by stretches of code and words, keeping string and
//! character literals and comments as they are: what the renaming passes of
//! [`super::target::Target`] and each target's own pass (`Target::finish_program`) walk.

/// `text` (C, CUDA C or OpenCL C) with `f` applied to each stretch of code between string
/// and character literals and comments, which are kept as they are.
pub(super) fn map_code(text: &str, mut f: impl FnMut(&str) -> String) -> String {
    let b = text.as_bytes();
    let find = |from: usize, what: &[u8]| {
        (from..b.len().saturating_sub(what.len() - 1)).find(|&i| b[i..].starts_with(what))
    };
    // Past a literal that opens with `q` at `start` (or at the end of its line).
    let literal_end = |start: usize, q: u8| {
        let mut i = start + 1;
        while i < b.len() {
            match b[i] {
                b'\\' => i += 2,
                c if c == q || c == b'\n' => return i + 1,
                _ => i += 1,
            }
        }
        b.len()
    };
    let mut out = String::with_capacity(text.len());
    let (mut i, mut code_start) = (0, 0);
    while i < b.len() {
        let end = match (b[i], b.get(i + 1)) {
            (q @ (b'"' | b'\''), _) => Some(literal_end(i, q)),
            (b'/', Some(b'/')) => Some(find(i, b"\n").unwrap_or(b.len())),
            (b'/', Some(b'*')) => Some(find(i + 2, b"*/").map_or(b.len(), |e| e + 2)),
            _ => None,
        };
        match end {
            Some(end) => {
                let end = end.min(b.len());
                out.push_str(&f(&text[code_start..i]));
                out.push_str(&text[i..end]);
                (i, code_start) = (end, end);
            }
            None => i += 1,
        }
    }
    out.push_str(&f(&text[code_start..]));
    out
}

/// `code` with each word (a run of letters, digits and `_`: an identifier, keyword or
/// number) for which `f` gives a replacement replaced.
pub(super) fn map_words(code: &str, mut f: impl FnMut(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(code.len());
    let mut word = String::new();
    let mut flush = |word: &mut String, out: &mut String| {
        match f(word) {
            Some(r) => out.push_str(&r),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in code.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

pub(super) fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}
