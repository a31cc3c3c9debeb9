//! One invocation from parsed command line to outputs: preprocess each C input (after the
//! directive rewrite), translate it, compile the generated C with the host compiler, link
//! with the runtime; or `-E` / `-S` / `-c` / `run`.

use std::ffi::{OsStr, OsString};
use std::io::{IsTerminal, Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::cli::{Class, InputKind, Invocation, Item, Mode, TargetChoice};
use crate::pipeline::{self, Target};
use crate::preprocess;
use crate::toolchain::{self, HostCc};
use crate::workdir::WorkDir;
use crate::Failure;

/// The `_OPENACC` value accc defines: the OpenACC version it implements (3.1, November 2020).
pub const OPENACC_VERSION: &str = "202211";

/// The user's options for each step: compiling the generated C (which is preprocessed
/// already, so `-D`, `-include` and the like must not apply twice), preprocessing, and the
/// host compiler doing everything for an input in another language.
const COMPILE_CLASSES: &[Class] = &[Class::Common, Class::Compile];
const PREPROCESS_CLASSES: &[Class] = &[Class::Preprocess, Class::Common];
const ALL_CLASSES: &[Class] = &[
    Class::Preprocess,
    Class::Common,
    Class::Compile,
    Class::Link,
    Class::Deps,
];

/// Whether diagnostics are coloured: `-fdiagnostics-color` decides, else a terminal on
/// standard error without `NO_COLOR` set.
pub fn use_color(choice: Option<bool>) -> bool {
    choice.unwrap_or_else(|| {
        std::io::stderr().is_terminal()
            && std::env::var_os("NO_COLOR")
                .filter(|v| !v.is_empty())
                .is_none()
    })
}

pub fn resolve_target(choice: TargetChoice) -> Target {
    match choice {
        TargetChoice::Host => Target::Host,
        TargetChoice::Multicore => Target::Multicore,
        // The GPU when the running machine has one, else all CPU cores.
        TargetChoice::Auto => Target::Auto,
        TargetChoice::OpenCl => Target::OpenCl,
        TargetChoice::Cuda => Target::Cuda,
    }
}

struct Session<'a> {
    inv: &'a Invocation,
    cc: HostCc,
    target: Target,
    color: bool,
    include: Option<PathBuf>,
    work: WorkDir,
}

/// Builds what the command line asks for. Returns the path of the linked program in link
/// mode (for `accc run`), with the work directory that may hold it.
pub fn build(inv: &Invocation, run_output: bool) -> Result<(Option<PathBuf>, WorkDir), Failure> {
    let cc = HostCc::from_env(inv.verbose);
    let mut missing = false;
    for input in &inv.inputs {
        if !input.is_stdin() && std::fs::metadata(&input.path).is_err() {
            crate::error(
                &format!(
                    "{}: No such file or directory",
                    input.path.to_string_lossy()
                ),
                use_color(inv.color),
            );
            missing = true;
        }
    }
    if missing {
        return Err(Failure::Reported);
    }
    // Never write over the user's source (gcc refuses as well).
    if let Some(output) = inv.output.as_ref().filter(|o| o.as_bytes() != b"-") {
        if let Some(input) = input_at(inv, Path::new(output)) {
            return Err(Failure::Error(format!(
                "input file {} is the same as the output file",
                Path::new(&input.path).display()
            )));
        }
    }
    // Preprocessing C needs openacc.h, compiling generated C needs accrt.h.
    let needs_include = inv
        .inputs
        .iter()
        .any(|i| matches!(i.kind, InputKind::C | InputKind::PreprocessedC));
    let include = if needs_include {
        Some(toolchain::include_dir().map_err(Failure::Error)?)
    } else {
        None
    };
    let mut work = match &inv.emit_dir {
        Some(dir) => WorkDir::emit(dir).map_err(|e| {
            Failure::Error(format!(
                "cannot create the directory {}: {e}",
                dir.display()
            ))
        })?,
        None => WorkDir::temporary()
            .map_err(|e| Failure::Error(format!("cannot create a temporary directory: {e}")))?,
    };
    if inv.keep {
        work.keep();
    }
    let mut s = Session {
        inv,
        cc,
        target: resolve_target(inv.target),
        color: use_color(inv.color),
        include,
        work,
    };
    let result = match inv.mode {
        Mode::Preprocess => s.preprocess_only().map(|()| None),
        Mode::Compile | Mode::Assemble => s.compile_only().map(|()| None),
        Mode::EmitIr => s.emit_ir_only().map(|()| None),
        Mode::Link => s.link(run_output).map(Some),
    };
    if inv.keep && inv.emit_dir.is_none() {
        eprintln!("accc: generated files kept in {}", s.work.path().display());
    }
    result.map(|exe| (exe, s.work))
}

/// `-M`/`-MM`, or no input with `-v`, `-dumpmachine`, `-print-...`: the host compiler
/// answers, on the user's own files.
pub fn pass_through(inv: &Invocation) -> Result<u8, Failure> {
    let cc = HostCc::from_env(false);
    let mut cmd = cc.command();
    if !inv.inputs.is_empty() {
        let include = toolchain::include_dir().map_err(Failure::Error)?;
        cmd.arg(format!("-D_OPENACC={OPENACC_VERSION}"))
            .arg("-I")
            .arg(include);
    }
    cmd.args(&inv.host_args);
    let status = cc.status(&mut cmd)?;
    Ok(exit_code(status))
}

/// The exit status to give for a child's status (128 + signal for a killed child).
pub fn exit_code(status: std::process::ExitStatus) -> u8 {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => code as u8,
        (None, Some(sig)) => 128u8.wrapping_add(sig as u8),
        (None, None) => 1,
    }
}

fn display_name(path: &OsStr) -> String {
    if path.as_bytes() == b"-" {
        "<stdin>".to_string()
    } else {
        path.to_string_lossy().into_owned()
    }
}

/// The input that is the file at `path` (the same file, under any name or link), if any.
fn input_at<'i>(inv: &'i Invocation, path: &Path) -> Option<&'i crate::cli::Input> {
    use std::os::unix::fs::MetadataExt;
    let target = std::fs::metadata(path).ok()?;
    inv.inputs.iter().filter(|i| !i.is_stdin()).find(|i| {
        std::fs::metadata(&i.path).is_ok_and(|m| m.dev() == target.dev() && m.ino() == target.ino())
    })
}

/// `a.c` → `a` + `ext` in the current directory (gcc's default output names).
fn default_output(input: &OsStr, ext: &str) -> PathBuf {
    let stem = Path::new(input)
        .file_stem()
        .map(OsStr::to_os_string)
        .unwrap_or_else(|| OsString::from("a"));
    let mut name = stem;
    name.push(ext);
    PathBuf::from(name)
}

impl Session<'_> {
    fn include(&self) -> &Path {
        self.include.as_deref().unwrap_or(Path::new("."))
    }

    /// Reads the input, rewrites and preprocesses it: returns the work-file stem, the
    /// preprocessed text (line markers naming the user's file) and the source as read
    /// (without a byte-order mark).
    fn preprocess(&mut self, index: usize) -> Result<(String, Vec<u8>, Vec<u8>), Failure> {
        let input = &self.inv.inputs[index];
        let name = display_name(&input.path);
        let source = if input.is_stdin() {
            let mut buf = Vec::new();
            std::io::stdin()
                .read_to_end(&mut buf)
                .map_err(|e| Failure::Error(format!("<stdin>: {e}")))?;
            buf
        } else {
            std::fs::read(&input.path).map_err(|e| Failure::Error(format!("{name}: {e}")))?
        };
        // A UTF-8 byte-order mark is no C; gcc skips it too.
        let source = match source.strip_prefix(b"\xef\xbb\xbf".as_slice()) {
            Some(rest) => rest.to_vec(),
            None => source,
        };
        let stem = self.work.stem_for(Path::new(&input.path));
        let rewritten = preprocess::rewrite_directives(&source);
        let pp_path = self.work.path().join(format!("{stem}.i"));
        if input.kind == InputKind::PreprocessedC {
            let text = preprocess::utf8_identifiers(&rewritten);
            self.write(&pp_path, &text)?;
            return Ok((stem, text, source));
        }
        let rewritten_path = self.work.path().join(format!("{stem}.rewritten.c"));
        let mut text = preprocess::first_line_marker(name.as_bytes());
        text.extend_from_slice(&rewritten);
        self.write(&rewritten_path, &text)?;

        // Where gcc would look first for `#include "x.h"`: the source's directory as written.
        // For a source in the current directory (or standard input) that is the empty
        // prefix, which only standard input gives back (`-iquote .` would name headers
        // `./x.h`, in `__FILE__` too); otherwise the work file plus `-iquote <dir>`.
        let dir = Path::new(&input.path)
            .parent()
            .filter(|d| !d.as_os_str().is_empty());
        let from_stdin = input.is_stdin() || dir.is_none();
        let mut cmd = self.cc.command();
        cmd.arg("-E")
            .arg(format!("-D_OPENACC={OPENACC_VERSION}"))
            .arg("-I")
            .arg(self.include());
        if let Some(dir) = dir.filter(|_| !from_stdin) {
            cmd.arg("-iquote").arg(dir);
        }
        let mut base_file = b"-D__BASE_FILE__=\"".to_vec();
        base_file.extend(preprocess::marker_name(name.as_bytes()));
        base_file.push(b'"');
        cmd.arg("-Wno-builtin-macro-redefined")
            .arg(OsStr::from_bytes(&base_file));
        cmd.args(self.inv.args_of(PREPROCESS_CLASSES));
        let dep_file = self.deps_args(index, &mut cmd);
        cmd.arg("-x").arg("c");
        let status = if from_stdin {
            cmd.arg("-").arg("-o").arg(&pp_path).stdin(Stdio::piped());
            self.cc.status_with_input(&mut cmd, &text)?
        } else {
            cmd.arg(&rewritten_path).arg("-o").arg(&pp_path);
            self.cc.status(&mut cmd)?
        };
        if !status.success() {
            return Err(Failure::Reported);
        }
        let work_name: &[u8] = if from_stdin {
            b"<stdin>"
        } else {
            rewritten_path.as_os_str().as_bytes()
        };
        let raw = std::fs::read(&pp_path)
            .map_err(|e| Failure::Error(format!("{}: {e}", pp_path.display())))?;
        let fixed = preprocess::utf8_identifiers(&preprocess::rename_in_line_markers(
            &raw,
            work_name,
            name.as_bytes(),
        ));
        self.write(&pp_path, &fixed)?;
        if let Some(dep_file) = dep_file {
            if let Ok(deps) = std::fs::read(&dep_file) {
                let deps = if input.is_stdin() {
                    deps
                } else if from_stdin {
                    let phony = self
                        .inv
                        .args_of(&[Class::Deps])
                        .iter()
                        .any(|a| a.as_bytes() == b"-MP");
                    preprocess::add_main_file_to_deps(&deps, input.path.as_bytes(), phony)
                } else {
                    preprocess::rename_in_deps(&deps, work_name, input.path.as_bytes())
                };
                self.write(&dep_file, &deps)?;
            }
        }
        Ok((stem, fixed, source))
    }

    /// With `-MD`/`-MMD`: the dependency options for the preprocessor, with gcc's default file
    /// and target (which would otherwise be computed from the work file's name); returns the
    /// dependency file.
    fn deps_args(&self, index: usize, cmd: &mut Command) -> Option<PathBuf> {
        self.inv.deps?;
        let input = &self.inv.inputs[index].path;
        cmd.args(self.inv.args_of(&[Class::Deps]));
        let output = self.inv.output.as_ref().filter(|o| o.as_bytes() != b"-");
        let dep_file = match self.inv.dep_file() {
            Some(file) => PathBuf::from(file),
            None => {
                let file = match output {
                    Some(o) => Path::new(o).with_extension("d"),
                    None => default_output(input, ".d"),
                };
                cmd.arg("-MF").arg(&file);
                file
            }
        };
        if !self.inv.has_dep_target() {
            let target = match output {
                Some(o) if self.inv.mode != Mode::Preprocess => PathBuf::from(o),
                _ => default_output(input, ".o"),
            };
            cmd.arg("-MQ").arg(target);
        }
        Some(dep_file)
    }

    /// Preprocesses and translates a C input, reporting its errors, warnings and feedback;
    /// returns the work-file stem, the input's name, its source as read and the translation.
    fn translate_input(
        &mut self,
        index: usize,
        emit_ir: bool,
    ) -> Result<(String, String, Vec<u8>, pipeline::Translation), Failure> {
        let (stem, text, source) = self.preprocess(index)?;
        let name = display_name(&self.inv.inputs[index].path);
        let text = String::from_utf8(text).map_err(|e| {
            eprint_block(&pipeline::invalid_utf8_error(
                &name,
                e.as_bytes(),
                e.utf8_error().valid_up_to(),
                Some(&String::from_utf8_lossy(&source)),
                self.color,
            ));
            Failure::Reported
        })?;
        let opts = pipeline::Options {
            target: self.target,
            info: self.inv.info,
            color: self.color,
            cache: self.inv.cache.clone(),
            main_source: Some(String::from_utf8_lossy(&source).into_owned()),
            emit_ir,
        };
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            pipeline::translate(&name, text, &opts)
        }));
        let translation = match result {
            Ok(Ok(t)) => t,
            Ok(Err(errors)) => {
                for e in errors {
                    eprint_block(&e);
                }
                return Err(Failure::Reported);
            }
            Err(_) => {
                return Err(Failure::Error(format!(
                    "internal compiler error while translating {name} (a bug in accc)"
                )));
            }
        };
        // As with gcc: -w silences warnings, -Werror makes them fatal.
        let silent = self.inv.has_option("-w");
        if !silent {
            for w in &translation.warnings {
                eprint_block(w);
            }
        }
        if self.inv.info {
            for line in &translation.info {
                eprint_block(line);
            }
        }
        if !silent && !translation.warnings.is_empty() && self.inv.has_option("-Werror") {
            return Err(Failure::Error(format!(
                "{name}: warnings treated as errors (-Werror)"
            )));
        }
        Ok((stem, name, source, translation))
    }

    /// Preprocesses and translates a C input; writes the generated host C and returns the
    /// work-file stem, the generated file's path, and whether it needs OpenMP whatever the
    /// target (`Translation::fcw_teams`).
    fn translate(&mut self, index: usize) -> Result<(String, PathBuf, bool), Failure> {
        let (stem, name, source, translation) = self.translate_input(index, false)?;
        let mut c_source = translation.c_source;
        // When a device compiler rejects the kernels: if the user's C itself is wrong,
        // which accc does not check in full, the host compiler says where (its messages
        // are shown); else the device compiler's errors at the user's lines, from the map
        // of the preprocessed file (read back from the work directory: only a failure
        // needs it). Returns whether anything was reported.
        let rejected = |log: &str, compiler: &str| {
            if self.host_rejects(&stem, &c_source) {
                return true;
            }
            let Ok(preprocessed) = std::fs::read(self.work.path().join(format!("{stem}.i"))) else {
                return false;
            };
            let errors = pipeline::device_compiler_errors(
                &name,
                String::from_utf8_lossy(&preprocessed).into_owned(),
                Some(String::from_utf8_lossy(&source).into_owned()),
                log,
                compiler,
                self.color,
            );
            for e in errors.iter().flatten() {
                eprint_block(e);
            }
            errors.is_some()
        };
        let image = match &translation.cuda_program {
            Some(program) => {
                self.cuda_image(&stem, &name, program, &translation.bind_strings, &rejected)?
            }
            None => String::new(),
        };
        if let Some(program) = &translation.opencl_program {
            // Beside the host file (for --emit-dir and --keep), built from there.
            let program_file = self.work.path().join(format!("{stem}.cl"));
            self.write(&program_file, program.as_bytes())?;
            self.build_opencl_ahead(&name, &program_file, &rejected)?;
        }
        c_source.push_str(&image);
        let host_path = self.work.path().join(format!("{stem}.host.c"));
        self.write(&host_path, c_source.as_bytes())?;
        Ok((stem, host_path, translation.fcw_teams))
    }

    /// Builds the OpenCL C program with the OpenCL compiler of this machine, when it has
    /// an OpenCL platform, so that a kernel the device compiler rejects is an error now,
    /// at the user's line, rather than at the program's first launch. The binary goes to
    /// the runtime's on-disk cache, where that launch finds it. Without a platform the
    /// program is built at run time, as before. `ACCC_OPENCL_BUILD=0` skips this step.
    fn build_opencl_ahead(
        &self,
        name: &str,
        program: &Path,
        rejected: &dyn Fn(&str, &str) -> bool,
    ) -> Result<(), Failure> {
        if std::env::var_os("ACCC_OPENCL_BUILD").is_some_and(|v| v == "0") {
            return Ok(());
        }
        let started = std::time::Instant::now();
        let outcome = opencl_build_in_child(name, program)?;
        if self.inv.verbose {
            eprintln!(
                "accc: OpenCL build of {name}'s kernels: {outcome:?} ({:.2} s)",
                started.elapsed().as_secs_f64()
            );
        }
        let accrt::opencl::AheadOfTime::Rejected { device, log } = outcome else {
            return Ok(());
        };
        let compiler = format!("the OpenCL C compiler of {device}");
        if rejected(&log, &compiler) {
            return Err(Failure::Reported);
        }
        Err(Failure::Error(format!(
            "internal compiler error: the OpenCL kernels generated for {name} do not build with {compiler} (a bug in accc):\n{log}"
        )))
    }

    /// The CUDA program built ahead of time by nvcc (for `--gpu-arch`, default sm_90: the
    /// cubin plus PTX for newer GPUs, in one fatbin), as the C definition of the weak
    /// symbol the host code names. Without nvcc the program ships as source and the runtime
    /// compiles it with NVRTC at the first launch (nothing to add here).
    fn cuda_image(
        &self,
        stem: &str,
        name: &str,
        program: &str,
        bind_strings: &[(String, String)],
        rejected: &dyn Fn(&str, &str) -> bool,
    ) -> Result<String, Failure> {
        let Some(nvcc) = toolchain::find_nvcc() else {
            return Ok(String::new());
        };
        let arch = self.inv.gpu_arch.clone().unwrap_or_else(|| "sm_90".into());
        let number = arch
            .trim_start_matches("sm_")
            .trim_start_matches("compute_")
            .to_string();
        let cu = self.work.path().join(format!("{stem}.cu"));
        let fatbin = self.work.path().join(format!("{stem}.fatbin"));
        self.write(&cu, program.as_bytes())?;
        let mut cmd = Command::new(&nvcc);
        cmd.arg("-fatbin")
            .arg(format!("-gencode=arch=compute_{number},code=sm_{number}"))
            .arg(format!(
                "-gencode=arch=compute_{number},code=compute_{number}"
            ))
            .arg("-o")
            .arg(&fatbin)
            .arg(&cu);
        if self.inv.fast_math() {
            // Asked for by the user only: approximate division, square root and
            // transcendentals, flush-to-zero (IEEE results otherwise, as on the host).
            cmd.arg("--use_fast_math");
        }
        if self.inv.verbose {
            eprintln!("{}", toolchain::show_command(&cmd));
        }
        let out = cmd
            .output()
            .map_err(|e| Failure::Error(format!("cannot run {}: {e}", nvcc.display())))?;
        if !out.status.success() {
            // A `bind("name")` that nvcc does not know is the user's to fix.
            let log = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
            let unknown = bind_strings
                .iter()
                .find(|(n, _)| log.contains(&format!("identifier \"{n}\" is undefined")));
            if let Some((_, error)) = unknown {
                eprint_block(error);
                return Err(Failure::Reported);
            }
            if let Some(error) = cxx_only_rejection(&log) {
                return Err(Failure::Error(error));
            }
            if rejected(&log, "nvcc") {
                return Err(Failure::Reported);
            }
            return Err(Failure::Error(format!(
                "internal compiler error: the CUDA kernels generated for {name} do not compile with {} (a bug in accc):\n{}{}",
                nvcc.display(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )));
        }
        let bytes = std::fs::read(&fatbin)
            .map_err(|e| Failure::Error(format!("cannot read {}: {e}", fatbin.display())))?;
        let symbol = accc_back::offload::cuda_image_symbol(program);
        let mut text = format!("\n/* {arch} image built by nvcc */\nconst unsigned char {symbol}[] __attribute__((weak, aligned(8))) = {{");
        for (i, b) in bytes.iter().enumerate() {
            if i % 24 == 0 {
                text.push('\n');
            }
            text.push_str(&format!("{b},"));
        }
        text.push_str("\n};\n");
        Ok(text)
    }

    /// Whether the host compiler rejects the generated host C (`-fsyntax-only`; its
    /// messages are shown): then the user's C is wrong where it says, and a device
    /// compiler's refusal of the same code is no news.
    fn host_rejects(&self, stem: &str, c_source: &str) -> bool {
        let path = self.work.path().join(format!("{stem}.host.c"));
        if self.write(&path, c_source.as_bytes()).is_err() {
            return false;
        }
        let mut cmd = self.cc.command();
        cmd.arg("-fsyntax-only").arg("-fopenmp");
        // What older C compilers only warn about, GCC 14, C23 and the device languages
        // (C++ for nvcc) refuse: an integer made from a pointer, a pointer of another type,
        // a call to an undeclared function. Such C reaches the device compiler as it stands.
        cmd.args([
            "-Werror=int-conversion",
            "-Werror=incompatible-pointer-types",
            "-Werror=implicit-function-declaration",
            "-Werror=implicit-int",
        ]);
        if !needs_preprocessing(c_source.as_bytes()) {
            cmd.arg("-fpreprocessed");
        }
        cmd.arg("-I")
            .arg(self.include())
            .args(self.inv.args_of(COMPILE_CLASSES))
            .arg("-x")
            .arg("c")
            .arg(&path);
        self.cc.status(&mut cmd).is_ok_and(|s| !s.success())
    }

    /// Compiles generated host C to an object (`-c`) or assembly (`-S`); with OpenMP for
    /// the targets that use it, and for `openmp` (a host file whose `fcw` blocks are
    /// OpenMP teams: a block's iterations must meet at barriers).
    fn compile_generated(
        &self,
        host_c: &Path,
        output: &Path,
        assemble: bool,
        openmp: bool,
    ) -> Result<(), Failure> {
        let mut cmd = self.cc.command();
        cmd.arg(if assemble { "-S" } else { "-c" });
        if openmp
            || matches!(
                self.target,
                Target::Multicore | Target::OpenCl | Target::Cuda | Target::Auto
            )
        {
            cmd.arg("-fopenmp");
        }
        let source = std::fs::read(host_c).unwrap_or_default();
        if !needs_preprocessing(&source) {
            cmd.arg("-fpreprocessed");
        }
        cmd.arg("-I")
            .arg(self.include())
            .args(self.inv.args_of(COMPILE_CLASSES));
        cmd.arg("-x").arg("c").arg(host_c).arg("-o").arg(output);
        if self.cc.status(&mut cmd)?.success() {
            Ok(())
        } else {
            Err(Failure::Reported)
        }
    }

    /// The words naming a host-compiled input on a command line, with its `-x` language.
    fn host_input_words(&self, index: usize) -> Vec<OsString> {
        let input = &self.inv.inputs[index];
        match &input.lang {
            Some(lang) => vec![
                "-x".into(),
                lang.clone(),
                input.path.clone(),
                "-x".into(),
                "none".into(),
            ],
            None => vec![input.path.clone()],
        }
    }

    fn unused_linker_input(&self, index: usize) {
        let name = display_name(&self.inv.inputs[index].path);
        eprintln!("accc: warning: {name}: linker input file unused because linking not done");
    }

    /// A host-compiled input in `-E`/`-S`/`-c` mode: the host compiler does it all.
    fn host_step(&self, index: usize, mode_flag: &str) -> Result<(), Failure> {
        let mut cmd = self.cc.command();
        cmd.arg(mode_flag)
            .args(self.inv.args_of(ALL_CLASSES))
            .args(self.host_input_words(index));
        if let Some(o) = &self.inv.output {
            cmd.arg("-o").arg(o);
        }
        let _ = std::io::stdout().flush();
        if self.cc.status(&mut cmd)?.success() {
            Ok(())
        } else {
            Err(Failure::Reported)
        }
    }

    /// Runs `step` on every input, going on after a failure (so that every error is shown),
    /// and fails at the end if any did.
    fn each_input(
        &mut self,
        mut step: impl FnMut(&mut Self, usize) -> Result<(), Failure>,
    ) -> Result<(), Failure> {
        let mut failed = false;
        for index in 0..self.inv.inputs.len() {
            if let Err(f) = step(self, index) {
                if let Failure::Error(msg) = &f {
                    crate::error(msg, self.color);
                }
                failed = true;
            }
        }
        if failed {
            Err(Failure::Reported)
        } else {
            Ok(())
        }
    }

    fn preprocess_only(&mut self) -> Result<(), Failure> {
        let to_stdout = self
            .inv
            .output
            .as_ref()
            .filter(|o| o.as_bytes() != b"-")
            .is_none();
        self.each_input(|s, index| match s.inv.inputs[index].kind {
            InputKind::C | InputKind::PreprocessedC => {
                let (_, text, _) = s.preprocess(index)?;
                if to_stdout {
                    write_stdout(&text)
                } else {
                    let path = PathBuf::from(s.inv.output.clone().unwrap_or_default());
                    s.write(&path, &text)
                }
            }
            InputKind::Source => s.host_step(index, "-E"),
            InputKind::Linker => {
                s.unused_linker_input(index);
                Ok(())
            }
        })
    }

    /// `--emit=ir`: the IR of each C input (after the back end built its kernels) to
    /// standard output or `-o FILE`; nothing is compiled.
    fn emit_ir_only(&mut self) -> Result<(), Failure> {
        let output = self.inv.output.clone().filter(|o| o.as_bytes() != b"-");
        self.each_input(|s, index| match s.inv.inputs[index].kind {
            InputKind::C | InputKind::PreprocessedC => {
                let (_, _, _, translation) = s.translate_input(index, true)?;
                let ir = translation.ir.unwrap_or_default();
                match &output {
                    Some(path) => s.write(Path::new(path), ir.as_bytes()),
                    None => write_stdout(ir.as_bytes()),
                }
            }
            InputKind::Source | InputKind::Linker => {
                let name = display_name(&s.inv.inputs[index].path);
                eprintln!("accc: warning: {name}: input unused: --emit=ir reads only C files");
                Ok(())
            }
        })
    }

    fn compile_only(&mut self) -> Result<(), Failure> {
        let assemble = self.inv.mode == Mode::Assemble;
        self.each_input(|s, index| {
            let input = &s.inv.inputs[index];
            match input.kind {
                InputKind::C | InputKind::PreprocessedC => {
                    let output = match &s.inv.output {
                        Some(o) => PathBuf::from(o),
                        None => default_output(&input.path, if assemble { ".s" } else { ".o" }),
                    };
                    let (_, host_c, openmp) = s.translate(index)?;
                    s.compile_generated(&host_c, &output, assemble, openmp)
                }
                InputKind::Source => s.host_step(index, if assemble { "-S" } else { "-c" }),
                InputKind::Linker => {
                    s.unused_linker_input(index);
                    Ok(())
                }
            }
        })
    }

    /// Compiles every C input to an object in the work directory and links everything, in
    /// command-line order, with the runtime.
    fn link(&mut self, run_output: bool) -> Result<PathBuf, Failure> {
        let runtime = toolchain::runtime_lib().map_err(Failure::Error)?;
        let mut objects: Vec<Option<PathBuf>> = vec![None; self.inv.inputs.len()];
        self.each_input(|s, index| {
            if !matches!(
                s.inv.inputs[index].kind,
                InputKind::C | InputKind::PreprocessedC
            ) {
                return Ok(());
            }
            let (stem, host_c, openmp) = s.translate(index)?;
            let object = s.work.path().join(format!("{stem}.o"));
            s.compile_generated(&host_c, &object, false, openmp)?;
            objects[index] = Some(object);
            Ok(())
        })?;
        let output = match &self.inv.output {
            Some(o) => PathBuf::from(o),
            None if run_output => {
                let stem = self.inv.inputs[0].path.clone();
                self.work
                    .path()
                    .join(Path::new(&stem).file_stem().unwrap_or(OsStr::new("a.out")))
            }
            None => PathBuf::from("a.out"),
        };
        let mut cmd = self.cc.command();
        for item in &self.inv.items {
            match item {
                Item::Arg(a) => {
                    cmd.args(&a.words);
                }
                Item::Input(index) => match &objects[*index] {
                    Some(object) => {
                        cmd.arg(object);
                    }
                    None => {
                        cmd.args(self.host_input_words(*index));
                    }
                },
            }
        }
        // -fopenmp whatever the target of this link: objects compiled for multicore by an
        // earlier `accc -c` may be among the inputs, and nothing tells which.
        cmd.arg("-o").arg(&output).arg(&runtime).arg("-fopenmp");
        cmd.args(["-lpthread", "-ldl", "-lm"]);
        let _ = std::io::stdout().flush();
        if self.cc.status(&mut cmd)?.success() {
            Ok(output)
        } else {
            Err(Failure::Reported)
        }
    }

    fn write(&self, path: &Path, bytes: &[u8]) -> Result<(), Failure> {
        if let Some(input) = input_at(self.inv, path) {
            return Err(Failure::Error(format!(
                "the generated file {} would overwrite the input file {}: give --emit-dir another directory",
                path.display(),
                Path::new(&input.path).display()
            )));
        }
        std::fs::write(path, bytes)
            .map_err(|e| Failure::Error(format!("cannot write {}: {e}", path.display())))
    }
}

/// Whether generated C needs the preprocessor again. It is the user's preprocessed code plus
/// what the back end adds; when the back end adds no directive but line markers and pragmas,
/// the file is compiled as preprocessed (`-fpreprocessed`), so that nothing is expanded a
/// second time: after `#undef linux`, `int linux;` must stay a declaration, not become
/// `int 1;` under gcc's predefined `linux` macro.
pub fn needs_preprocessing(source: &[u8]) -> bool {
    if source.windows(7).any(|w| w == b"_Pragma") {
        return true;
    }
    source.split(|&b| b == b'\n').any(|line| {
        let line = trim_blanks(line);
        let Some(rest) = line.strip_prefix(b"#") else {
            return false;
        };
        let rest = trim_blanks(rest);
        let marker = rest.first().is_some_and(u8::is_ascii_digit);
        let pragma = rest
            .strip_prefix(b"pragma")
            .is_some_and(|r| matches!(r.first(), None | Some(b' ' | b'\t')));
        !(marker || pragma)
    })
}

fn trim_blanks(mut s: &[u8]) -> &[u8] {
    while let [b' ' | b'\t' | b'\r' | b'\x0c' | b'\x0b', rest @ ..] = s {
        s = rest;
    }
    s
}

/// Prints a rendered message to standard error, ending it with one newline.
fn eprint_block(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    if !text.ends_with('\n') {
        let _ = err.write_all(b"\n");
    }
}

/// The hidden command line on which accc builds an OpenCL program in a child process
/// (`accc --opencl-build-child FILE`): the OpenCL driver runs inside the process that
/// builds, and a driver that crashes on a kernel (PoCL aborts on some control flow around
/// barriers) must not take the compiler down with it. The child also keeps the driver's
/// own messages on standard error (PoCL prints an error count there) out of accc's.
pub const OPENCL_BUILD_CHILD: &str = "--opencl-build-child";

/// The child's side: builds the program in `file`, prints the outcome on standard
/// output (`built`, `no device`, or `rejected`, the device's name and the log).
pub fn opencl_build_child(file: &OsStr) -> u8 {
    let Ok(program) = std::fs::read_to_string(file) else {
        return 2;
    };
    let text = match accrt::opencl::build_ahead(&program) {
        accrt::opencl::AheadOfTime::NoDevice => "no device\n".to_string(),
        accrt::opencl::AheadOfTime::Built { device } => format!("built\n{device}\n"),
        accrt::opencl::AheadOfTime::Rejected { device, log } => {
            format!("rejected\n{device}\n{log}")
        }
    };
    print!("{text}");
    0
}

/// Builds `program` (written beside the host file) in a child accc (see
/// [`OPENCL_BUILD_CHILD`]). A child that crashes is a warning: the OpenCL driver of this
/// machine failed, not the program, and the first launch builds (and reports) again.
fn opencl_build_in_child(
    name: &str,
    program_file: &Path,
) -> Result<accrt::opencl::AheadOfTime, Failure> {
    use accrt::opencl::AheadOfTime;
    let exe = std::env::current_exe()
        .map_err(|e| Failure::Error(format!("cannot find the accc executable: {e}")))?;
    let out = Command::new(exe)
        .arg(OPENCL_BUILD_CHILD)
        .arg(program_file)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .map_err(|e| Failure::Error(format!("cannot run accc to build the OpenCL kernels: {e}")))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.splitn(3, '\n');
    let outcome = match (out.status.success(), lines.next()) {
        (true, Some("built")) => AheadOfTime::Built {
            device: lines.next().unwrap_or_default().to_string(),
        },
        (true, Some("rejected")) => AheadOfTime::Rejected {
            device: lines.next().unwrap_or_default().to_string(),
            log: lines.next().unwrap_or_default().to_string(),
        },
        (true, _) => AheadOfTime::NoDevice,
        (false, _) => {
            eprintln!(
                "accc: warning: {name}: the OpenCL driver of this machine failed while building the kernels ({}); they are built again at the first launch",
                out.status
            );
            AheadOfTime::NoDevice
        }
    };
    Ok(outcome)
}

/// `accc run`: builds the program, runs it with the arguments after `--`, and returns its
/// exit status (128 + signal number when a signal ended it).
pub fn run(inv: &Invocation) -> Result<u8, Failure> {
    let (exe, work) = build(inv, true)?;
    let exe = exe.unwrap_or_default();
    let exe = if exe.is_absolute() {
        exe
    } else {
        std::env::current_dir().map(|d| d.join(&exe)).unwrap_or(exe)
    };
    if inv.verbose {
        eprintln!("{}", exe.display());
    }
    let mut child = Command::new(&exe)
        .args(&inv.run_args)
        .spawn()
        .map_err(|e| Failure::Error(format!("cannot run {}: {e}", exe.display())))?;
    // Like system(3): while the program runs, a Ctrl-C is for the program; accc waits for it
    // and cleans up.
    let _guard = signals::IgnoreInterrupts::new();
    let status = child
        .wait()
        .map_err(|e| Failure::Error(format!("waiting for {}: {e}", exe.display())))?;
    drop(work);
    Ok(exit_code(status))
}

mod signals {
    use std::os::raw::c_int;

    const SIGINT: c_int = 2;
    const SIGQUIT: c_int = 3;
    const SIG_IGN: usize = 1;

    extern "C" {
        /// `signal(2)` from the C library (handlers passed as addresses).
        fn signal(signum: c_int, handler: usize) -> usize;
    }

    /// Ignores SIGINT and SIGQUIT in accc until dropped (the child was started before, with
    /// the default handling).
    pub struct IgnoreInterrupts {
        previous: [usize; 2],
    }

    impl IgnoreInterrupts {
        pub fn new() -> IgnoreInterrupts {
            // SAFETY: installing SIG_IGN has no handler code to run; the previous dispositions
            // are restored on drop.
            unsafe {
                IgnoreInterrupts {
                    previous: [signal(SIGINT, SIG_IGN), signal(SIGQUIT, SIG_IGN)],
                }
            }
        }
    }

    impl Drop for IgnoreInterrupts {
        fn drop(&mut self) {
            // SAFETY: restores the dispositions returned by signal() above.
            unsafe {
                signal(SIGINT, self.previous[0]);
                signal(SIGQUIT, self.previous[1]);
            }
        }
    }
}

/// `--version`.
pub fn version() -> String {
    let cc = HostCc::from_env(false);
    let mut out = format!(
        "accc {} (OpenACC {OPENACC_VERSION})\n",
        env!("CARGO_PKG_VERSION")
    );
    let found = match (cc.resolved_path(), cc.version_line()) {
        (Some(path), Some(version)) => format!("{} ({}): {version}", cc.name(), path.display()),
        (None, Some(version)) => format!("{}: {version}", cc.name()),
        (Some(path), None) => format!(
            "{} ({}): does not answer --version",
            cc.name(),
            path.display()
        ),
        (None, None) => format!("{}: not found (set ACCC_CC)", cc.name()),
    };
    out += &format!("host compiler: {found}\n");
    out += "targets: host, multicore, opencl, cuda, auto (the default: cuda with the multicore fall-back when the machine running the program has no NVIDIA GPU)\n";
    out += &match toolchain::find_nvcc() {
        Some(p) => format!("nvcc: {} (CUDA kernels built ahead of time)\n", p.display()),
        None => "nvcc: not found (CUDA kernels compiled at run time by NVRTC)\n".to_string(),
    };
    out += &format!(
        "include dir: {}\n",
        toolchain::include_dir()
            .map(|d| d.display().to_string())
            .unwrap_or_else(|_| "not found".into())
    );
    out += &format!(
        "runtime: {}\n",
        toolchain::runtime_lib()
            .map(|d| d.display().to_string())
            .unwrap_or_else(|_| "not found".into())
    );
    out
}

/// nvcc compiles device code as C++, which refuses some valid C that device code keeps
/// as the user wrote it: the error for the first such rejection in nvcc's `log`, at the
/// user's line (the device program keeps line markers to the user's files).
fn cxx_only_rejection(log: &str) -> Option<String> {
    // nvcc's message, and what to do about it.
    const CXX_ONLY: &[(&str, &str)] = &[(
        "out-of-order initializers are nonstandard in C++",
        "write the designated initialisers in the order of the struct's members",
    )];
    log.lines().find_map(|line| {
        let (place, message) = line.split_once("): error: ")?;
        let (file, line_number) = place.rsplit_once('(')?;
        let (_, help) = CXX_ONLY.iter().find(|(m, _)| message.contains(m))?;
        Some(format!(
            "{file}:{line_number}: this C is not compiled for NVIDIA GPUs: nvcc compiles device code as C++, which rejects it ({message})\n  = help: {help}, or build for --target=opencl or --target=multicore"
        ))
    })
}

/// Writes `bytes` to standard output (a closed pipe ends quietly, as for `cc -E | head`).
fn write_stdout(bytes: &[u8]) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|e| {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                Failure::Reported
            } else {
                Failure::Error(format!("cannot write the output: {e}"))
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_code_that_needs_the_preprocessor() {
        assert!(!needs_preprocessing(
            b"# 1 \"a.c\"\nint x;\n#pragma omp parallel\n  # 3 \"a.c\" 2\n#pragma\n"
        ));
        assert!(needs_preprocessing(b"#include <accrt.h>\nint x;\n"));
        assert!(needs_preprocessing(b"int x;\n  #define N 3\n"));
        assert!(needs_preprocessing(b"#line 3 \"a.c\"\n"));
        assert!(needs_preprocessing(b"_Pragma(\"omp parallel\")\n"));
        assert!(needs_preprocessing(b"#pragmatic\n"));
    }
}
