//! A device compiler's error log (nvcc's, an OpenCL driver's build log) as diagnostics at
//! the user's lines. The device program carries line markers to the user's files, so the
//! compiler names the user's file and line; this finds those errors in the log and renders
//! each at that line, in accc's own format, instead of showing a log about generated code.

use accc_front::{Diagnostic, SourceMap};

/// One error of the log at a line of a user's file.
#[derive(Debug, PartialEq)]
pub struct LoggedError {
    pub file: String,
    pub line: u32,
    pub message: String,
}

/// The errors of `log` located in one of `files`, in log order, each line once.
/// Recognised forms: clang's `f.c:9:24: error: msg`, PoCL's
/// `error: f.c:9:24 <Spelling=…>: msg`, nvcc's `f.c(9): error: msg`.
pub fn located_errors(log: &str, files: &[String]) -> Vec<LoggedError> {
    let mut out: Vec<LoggedError> = Vec::new();
    for text in log.lines() {
        if !text.contains("error") {
            continue;
        }
        let Some((file, line, rest)) = files.iter().find_map(|f| location(text, f)) else {
            continue;
        };
        let message = message_after_location(rest);
        if message.is_empty() || out.iter().any(|e| e.file == file && e.line == line) {
            continue;
        }
        out.push(LoggedError {
            file: file.to_string(),
            line,
            message,
        });
    }
    out
}

/// `file` followed by `:LINE` or `(LINE)` in `text`: the file, the line and what follows.
fn location<'t>(text: &'t str, file: &'t str) -> Option<(&'t str, u32, &'t str)> {
    let mut from = 0;
    while let Some(at) = text[from..].find(file) {
        let start = from + at;
        let after = &text[start + file.len()..];
        // A longer name that ends in `file` (`/tmp/x.c` for `x.c`) is another file.
        let whole_name = matches!(
            text[..start].chars().last(),
            None | Some(' ' | '\t' | '"' | '\'')
        );
        let number = after
            .strip_prefix(':')
            .or_else(|| after.strip_prefix('('))
            .map(|r| {
                let digits = r.chars().take_while(char::is_ascii_digit).count();
                (r[..digits].parse::<u32>().ok(), &r[digits..])
            });
        if let (true, Some((Some(line), rest))) = (whole_name, number) {
            return Some((file, line, rest));
        }
        from = start + file.len();
    }
    None
}

/// The message after a location: past a column, a `<Spelling=…>` note, `)`, `:` and an
/// `error:` word.
fn message_after_location(rest: &str) -> String {
    let mut s = rest;
    if let Some(r) = s.strip_prefix(':') {
        let digits = r.chars().take_while(char::is_ascii_digit).count();
        if digits > 0 {
            s = &r[digits..];
        }
    }
    s = s.trim_start_matches(')').trim_start();
    if s.starts_with('<') {
        if let Some(end) = s.find('>') {
            s = &s[end + 1..];
        }
    }
    s = s.trim_start_matches(':').trim_start();
    for word in ["fatal error:", "error:"] {
        if let Some(r) = s.strip_prefix(word) {
            s = r.trim_start();
        }
    }
    // PoCL renames the OpenCL built-ins `_cl_NAME`: the user wrote NAME.
    s.trim().replace("'_cl_", "'")
}

/// Whether a message names accc's or its runtime's own identifiers.
fn names_internals(message: &str) -> bool {
    message.contains("__accc_") || message.contains("__accrt_")
}

/// The device compiler's errors as diagnostics at the user's lines, rendered; `None` when
/// the log has no error at a line of the user's files (the caller then reports the
/// generated code as accc's bug, with the log). `compiler` names the compiler in messages
/// ("nvcc", "the OpenCL C compiler of <device>").
pub fn diagnostics(sm: &SourceMap, log: &str, compiler: &str, color: bool) -> Option<Vec<String>> {
    let user_files: Vec<String> = sm
        .file_names()
        .iter()
        .filter(|f| !f.starts_with('<'))
        .cloned()
        .collect();
    let errors = located_errors(log, &user_files);
    let rendered: Vec<String> = errors
        .iter()
        .filter_map(|e| {
            let span = sm.span_of_line(&e.file, e.line)?;
            let d = if names_internals(&e.message) {
                Diagnostic::error(
                    span,
                    format!("internal compiler error: the device code accc made from this line does not compile with {compiler} (a bug in accc)"),
                )
                .with_label("translated wrongly")
                .with_note(format!("{compiler} says: {}", e.message))
            } else {
                Diagnostic::error(
                    span,
                    format!("{compiler} rejects the device code made from this line: {}", e.message),
                )
                .with_label("accc accepted this, the device compiler does not")
                .with_note("accc should have translated this line for the device or refused it itself: please report it")
                .with_help("rewrite the line, or compile for --target=multicore")
            };
            Some(d.render(sm, color))
        })
        .collect();
    (!rendered.is_empty()).then_some(rendered)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files() -> Vec<String> {
        vec!["known.c".to_string(), "inc/a.h".to_string()]
    }

    #[test]
    fn pocl_log() {
        let log = "error: known.c:9:24 <Spelling=/usr/share/pocl/include/_builtin_renames.h:175:24>: call to '_cl_round' is ambiguous\n\
                   note: candidate function\n\
                   error: known.c:13:9: use of undeclared identifier '_Atomic'\n\
                   error: known.c:14:9: use of undeclared identifier 'c'\n\
                   error: known.c:14:12: another on the same line\n\
                   5 errors generated.";
        let got = located_errors(log, &files());
        let lines: Vec<(u32, &str)> = got.iter().map(|e| (e.line, e.message.as_str())).collect();
        assert_eq!(
            lines,
            [
                (9, "call to 'round' is ambiguous"),
                (13, "use of undeclared identifier '_Atomic'"),
                (14, "use of undeclared identifier 'c'"),
            ]
        );
    }

    #[test]
    fn clang_and_nvcc_logs() {
        let got = located_errors(
            "inc/a.h:3:5: error: expected ';'\n/tmp/x/known.cu(13): warning: unused\nknown.c(21): error: identifier \"_Atomic\" is undefined\n",
            &files(),
        );
        assert_eq!(
            got,
            [
                LoggedError {
                    file: "inc/a.h".into(),
                    line: 3,
                    message: "expected ';'".into()
                },
                LoggedError {
                    file: "known.c".into(),
                    line: 21,
                    message: "identifier \"_Atomic\" is undefined".into()
                },
            ]
        );
        // A generated file whose name ends like the user's is not the user's.
        assert!(located_errors("/tmp/w/known.c:3: error: x", &files()).is_empty());
        assert!(located_errors("<source>:3:1: error: x", &files()).is_empty());
    }
}
