//! The accc driver as a library: command line, preprocessing, the compile pipeline and the
//! calls to the host C compiler. `main.rs` is a thin wrapper so that tests can call in.
//!
//! - [`cli`]: gcc-compatible option parsing, accc's own options, `accc run`;
//! - [`preprocess`]: the directive rewrite before the system preprocessor, and the fixes to
//!   its output (line markers, dependency files);
//! - [`pipeline`]: one translation unit through the compiler;
//! - [`device_log`]: a device compiler's errors (nvcc, OpenCL) at the user's lines;
//! - [`toolchain`]: the host compiler, accc's include directory and runtime library;
//! - [`session`]: one invocation, from inputs to outputs;
//! - [`workdir`]: where generated files go (temporary, `--keep`, `--emit-dir`).

pub mod cli;
pub mod device_log;
pub mod devices;
pub mod pipeline;
pub mod preprocess;
pub mod session;
pub mod toolchain;
pub mod trace_svg;
pub mod workdir;

use std::ffi::OsString;

/// Why an invocation failed.
#[derive(Debug)]
pub enum Failure {
    /// To be printed as `accc: error: …`.
    Error(String),
    /// Already shown to the user (host compiler messages, rendered diagnostics).
    Reported,
}

/// Prints `accc: error: message` to standard error.
pub fn error(message: &str, color: bool) {
    if color {
        eprintln!("\x1b[1maccc: \x1b[1;31merror:\x1b[0m {message}");
    } else {
        eprintln!("accc: error: {message}");
    }
}

/// Runs accc with the given arguments (without the program name); returns the exit status.
pub fn main_with_args(args: Vec<OsString>) -> u8 {
    if let [flag, file] = args.as_slice() {
        if flag == session::OPENCL_BUILD_CHILD {
            return session::opencl_build_child(file);
        }
    }
    let args = cli::expand_response_files(args);
    let command = match cli::parse(&args) {
        Ok(command) => command,
        Err(message) => {
            error(&message, session::use_color(None));
            return 1;
        }
    };
    let (result, color) = match &command {
        cli::Command::Help => {
            print!("{}", cli::HELP);
            return 0;
        }
        cli::Command::Version => {
            print!("{}{}", session::version(), devices::version_lines());
            return 0;
        }
        cli::Command::Devices => {
            print!("{}", devices::list());
            return 0;
        }
        cli::Command::TraceSvg {
            input,
            output,
            from_ms,
            to_ms,
        } => {
            let output = output
                .clone()
                .unwrap_or_else(|| input.with_extension("svg"));
            let result = std::fs::read_to_string(input)
                .map_err(|e| format!("cannot read {}: {e}", input.display()))
                .and_then(|text| {
                    let title = format!("accc timeline of {}", input.display());
                    let window = trace_svg::Window {
                        from_us: from_ms.map(|m| m * 1000.0),
                        to_us: to_ms.map(|m| m * 1000.0),
                    };
                    trace_svg::render_window(&text, &title, window)
                        .map_err(|e| format!("{}: {e}", input.display()))
                })
                .and_then(|svg| {
                    std::fs::write(&output, svg)
                        .map_err(|e| format!("cannot write {}: {e}", output.display()))
                });
            return match result {
                Ok(()) => 0,
                Err(message) => {
                    error(&message, session::use_color(None));
                    1
                }
            };
        }
        cli::Command::Build(inv) => {
            let result = if inv.deps_only || (inv.inputs.is_empty() && inv.query) {
                session::pass_through(inv)
            } else if inv.inputs.is_empty() {
                Err(Failure::Error("no input files".into()))
            } else {
                session::build(inv, false).map(|_| 0)
            };
            (result, inv.color)
        }
        cli::Command::Run(inv) => (session::run(inv), inv.color),
    };
    match result {
        Ok(code) => code,
        Err(Failure::Error(message)) => {
            error(&message, session::use_color(color));
            1
        }
        Err(Failure::Reported) => 1,
    }
}
