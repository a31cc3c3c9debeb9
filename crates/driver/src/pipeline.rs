//! One translation unit through the compiler: front → sema → ir → passes → back.
//!
//! PLACEHOLDER until the pipeline lands: turns the rewritten directive markers back into
//! plain `#pragma` lines and otherwise returns the preprocessed text unchanged.

use accc_front::token::{PRAGMA_BEGIN, PRAGMA_END};

/// Where compute regions run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Directives ignored: the program is plain C, the runtime API answers for the host device.
    Host,
    /// Compute regions run on all CPU cores.
    Multicore,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub target: Target,
    /// `-Minfo=accel` / `--info`: collect nvc-style feedback lines.
    pub info: bool,
    /// Colour in rendered diagnostics.
    pub color: bool,
}

pub struct Translation {
    /// The C source to give the host compiler (keeps line markers to the user's files).
    pub c_source: String,
    /// Compiler feedback, one fact a line (`file:line: …`), empty unless `Options::info`.
    pub info: Vec<String>,
    /// Rendered warnings (rustc style).
    pub warnings: Vec<String>,
}

/// Translates one preprocessed translation unit. On failure, returns every error rendered
/// against the user's original files.
pub fn translate(main_file: &str, preprocessed: String, opts: &Options) -> Result<Translation, Vec<String>> {
    let _ = (main_file, opts);
    let c_source = preprocessed
        .lines()
        .map(|line| match line.trim_start().strip_prefix(PRAGMA_BEGIN) {
            Some(rest) => format!("#pragma{}", rest.replace(PRAGMA_END, "")),
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    Ok(Translation { c_source, info: Vec::new(), warnings: Vec::new() })
}
