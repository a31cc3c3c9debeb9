//! Diagnostics in the style of rustc: a message, the user's line with the offending text
//! underlined, and notes or a suggestion. Every phase reports through this type.

use crate::span::{SourceMap, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Error,
    Warning,
    Note,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub level: Level,
    pub message: String,
    pub span: Span,
    /// Text under the underline.
    pub label: String,
    /// Further places worth showing (`note: declared here`).
    pub secondary: Vec<(Span, String)>,
    pub notes: Vec<String>,
    /// A fix the user can apply ("did you mean `vector`?").
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            level: Level::Error,
            message: message.into(),
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            level: Level::Warning,
            ..Diagnostic::error(span, message)
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }

    pub fn is_error(&self) -> bool {
        self.level == Level::Error
    }

    /// Renders the diagnostic against the user's original files (falling back to the
    /// preprocessed line when the original cannot be read, `SourceMap::locate_with_line`).
    pub fn render(&self, sm: &SourceMap, color: bool) -> String {
        // Byte ranges of `line` that cover `start..end` and cut no character in two (the
        // renderer slices the line there; a span can end inside a multi-byte character
        // when its line was told apart from the text it came from).
        fn on_char_boundaries(line: &str, start: usize, end: usize) -> (usize, usize) {
            let mut start = start.min(line.len());
            while !line.is_char_boundary(start) {
                start -= 1;
            }
            let mut end = end.clamp(start, line.len());
            while !line.is_char_boundary(end) {
                end += 1;
            }
            (start, end)
        }
        use annotate_snippets::{Level as L, Renderer, Snippet};
        let level = match self.level {
            Level::Error => L::Error,
            Level::Warning => L::Warning,
            Level::Note => L::Note,
        };
        let (loc, line_text) = sm.locate_with_line(self.span);
        let start = (loc.col as usize - 1).min(line_text.len());
        // Underline the span's text on the first line it occupies.
        let width = sm
            .snippet(self.span)
            .lines()
            .next()
            .map(str::len)
            .unwrap_or(0)
            .max(1);
        let (start, end) = on_char_boundaries(&line_text, start, start + width);
        let mut secondary = Vec::new();
        for (span, label) in &self.secondary {
            let l = sm.locate(*span);
            if l.file == loc.file && l.line == loc.line {
                let s = (l.col as usize - 1).min(line_text.len());
                let w = sm
                    .snippet(*span)
                    .lines()
                    .next()
                    .map(str::len)
                    .unwrap_or(1)
                    .max(1);
                let (s, e) = on_char_boundaries(&line_text, s, s + w);
                secondary.push((s..e, label.clone()));
            }
        }
        let mut snippet = Snippet::source(&line_text)
            .line_start(loc.line as usize)
            .origin(&loc.file);
        snippet = snippet.annotation(level.span(start..end).label(&self.label));
        for (range, label) in &secondary {
            snippet = snippet.annotation(L::Info.span(range.clone()).label(label));
        }
        let far_notes: Vec<String> = self
            .secondary
            .iter()
            .filter(|(s, _)| {
                let l = sm.locate(*s);
                !(l.file == loc.file && l.line == loc.line)
            })
            .map(|(s, label)| format!("{label} at {}", sm.locate(*s)))
            .collect();
        let mut message = level.title(&self.message).snippet(snippet);
        for note in self.notes.iter().chain(far_notes.iter()) {
            message = message.footer(L::Note.title(note));
        }
        if let Some(help) = &self.help {
            message = message.footer(L::Help.title(help));
        }
        let renderer = if color {
            Renderer::styled()
        } else {
            Renderer::plain()
        };
        let rendered = renderer.render(message).to_string();
        rendered
    }
}
