//! The command line: gcc's option syntax, plus accc's own options and the `run` subcommand.
//!
//! gcc options come in a few shapes (`-O2` joined, `-o file` / `-ofile`, `-include file`,
//! `-Wl,a,b`, `-Xlinker x`), and what matters to the driver is which step each one belongs to:
//! preprocessing, compiling, linking, or all of them. [`parse`] sorts every argument into an
//! [`Item`] that keeps its command-line position (link order matters for `-l` and `-Wl,`),
//! tagged with a [`Class`]. Options this parser does not know are passed to every step of the
//! host compiler, as gcc itself would give them to each of its phases.
//!
//! Parsing is a pure function of the arguments (response files are expanded before, by
//! [`expand_response_files`]), so it is unit-tested below.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::PathBuf;

/// `--target=`: where compute regions run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetChoice {
    Host,
    Multicore,
    /// Compute regions on an OpenCL device (with the multicore version as fall-back).
    OpenCl,
    /// Compute regions on an NVIDIA GPU (with the multicore version as fall-back).
    Cuda,
    /// The best target available; for now always multicore.
    Auto,
}

/// What the invocation produces (gcc's `-E`, `-S`, `-c`, or an executable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Link,
    Compile,
    Assemble,
    Preprocess,
    /// `--emit=ir`: print the IR of each C input, compile nothing.
    EmitIr,
}

/// How an input file is handled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// C source: translated by accc.
    C,
    /// Already preprocessed C (`.i`, `-x cpp-output`): translated without preprocessing.
    PreprocessedC,
    /// Source in another language (`.s`, `.S`, `.cpp`, ...): compiled by the host compiler.
    Source,
    /// Objects, archives, shared libraries and unknown files: given to the linker.
    Linker,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// As written on the command line (`-` is standard input).
    pub path: OsString,
    /// The `-x` language in force for this input, if any (other than `none`).
    pub lang: Option<OsString>,
    pub kind: InputKind,
}

impl Input {
    pub fn is_stdin(&self) -> bool {
        self.path.as_bytes() == b"-"
    }
}

/// Which steps of the host compiler an option belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Preprocessing only: `-D`, `-U`, `-I`, `-include`, `-isystem`, `-Wp,`, ...
    Preprocess,
    /// Every step: `-O`, `-f...`, `-m...`, `-std=`, `-W...`, `-pthread`, unknown options.
    Common,
    /// Compiling and linking, not preprocessing: `-g`, `-Wa,`, `-pipe`.
    Compile,
    /// Linking only, in order with the inputs: `-l`, `-L`, `-Wl,`, `-shared`, `-static`, ...
    Link,
    /// Dependency output while compiling: `-MD`, `-MMD`, `-MF`, `-MT`, `-MQ`, `-MP`, `-MG`.
    Deps,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostArg {
    pub class: Class,
    /// The option as it will be given to the host compiler (one or two words).
    pub words: Vec<OsString>,
}

/// One command-line element, in command-line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Arg(HostArg),
    /// Index into [`Invocation::inputs`].
    Input(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepsKind {
    /// `-MD`: all headers.
    All,
    /// `-MMD`: user headers only.
    User,
}

/// A build: everything but `--help` and `--version`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    pub mode: Mode,
    pub output: Option<OsString>,
    pub inputs: Vec<Input>,
    pub items: Vec<Item>,
    pub target: TargetChoice,
    pub keep: bool,
    pub emit_dir: Option<PathBuf>,
    /// `-Minfo[=...]` / `--info`.
    pub info: bool,
    /// `--cache-impl=`, `--cache-write=`, `--cache-check`, `--cache-opt=`: how the
    /// device back ends implement the `cache` directive.
    pub cache: accc_back::offload::cache::CacheOptions,
    /// `--gpu-arch=sm_NN`: the GPU architecture nvcc builds CUDA kernels for.
    pub gpu_arch: Option<String>,
    /// `-v`: print each command run.
    pub verbose: bool,
    /// `-fdiagnostics-color[=...]` / `-fno-diagnostics-color`; `None` means automatic.
    pub color: Option<bool>,
    /// `-MD` or `-MMD` given.
    pub deps: Option<DepsKind>,
    /// `-M` or `-MM` given: only dependency output, done by the host compiler.
    pub deps_only: bool,
    /// `-v`, `-dumpversion`, `-print-...`: with no input, the host compiler answers.
    pub query: bool,
    /// The command line minus accc's own options, for the cases where the host compiler
    /// answers alone (`-M`, `-dumpmachine`, `-v` without input).
    pub host_args: Vec<OsString>,
    /// `accc run`: the program's arguments (after `--`).
    pub run_args: Vec<OsString>,
}

impl Invocation {
    /// The user allows fast, approximate float arithmetic: `-ffast-math`, or `-Ofast` as the
    /// last optimisation level, and no later `-fno-fast-math` (gcc's rules). nvcc then
    /// builds the CUDA kernels with `--use_fast_math`, as gcc builds the host code.
    pub fn fast_math(&self) -> bool {
        let mut level = false;
        let mut flag = None;
        for a in &self.host_args {
            match a.to_str() {
                Some("-Ofast") => level = true,
                Some(o) if o.starts_with("-O") => level = false,
                Some("-ffast-math") => flag = Some(true),
                Some("-fno-fast-math") => flag = Some(false),
                _ => {}
            }
        }
        flag.unwrap_or(level)
    }

    /// The host arguments of the given classes, in command-line order.
    pub fn args_of(&self, classes: &[Class]) -> Vec<OsString> {
        let mut out = Vec::new();
        for item in &self.items {
            if let Item::Arg(a) = item {
                if classes.contains(&a.class) {
                    out.extend(a.words.iter().cloned());
                }
            }
        }
        out
    }

    /// Whether the option `name` (a one-word option such as `-w`) was given.
    pub fn has_option(&self, name: &str) -> bool {
        self.items
            .iter()
            .any(|item| matches!(item, Item::Arg(a) if a.words.len() == 1 && a.words[0] == name))
    }

    /// `-MF` given by the user (the last one wins, as with gcc).
    pub fn dep_file(&self) -> Option<OsString> {
        let mut found = None;
        for item in &self.items {
            if let Item::Arg(a) = item {
                if a.class == Class::Deps {
                    if let Some(v) = option_value(&a.words, b"-MF") {
                        found = Some(v);
                    }
                }
            }
        }
        found
    }

    /// Whether the user named the dependency target (`-MT` / `-MQ`).
    pub fn has_dep_target(&self) -> bool {
        self.items.iter().any(|item| match item {
            Item::Arg(a) if a.class == Class::Deps => {
                option_value(&a.words, b"-MT").is_some() || option_value(&a.words, b"-MQ").is_some()
            }
            _ => false,
        })
    }
}

/// The value of a `-XY value` / `-XYvalue` option held in `words`, if its name is `name`.
fn option_value(words: &[OsString], name: &[u8]) -> Option<OsString> {
    let first = words.first()?.as_bytes();
    if first == name {
        return words.get(1).cloned();
    }
    first
        .strip_prefix(name)
        .map(|v| OsString::from_vec(v.to_vec()))
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Help,
    Version,
    Build(Invocation),
    /// `accc run`: build into a temporary directory and run the program.
    Run(Invocation),
    /// `accc --devices`: the devices the runtime would use on this machine.
    Devices,
    /// `accc trace-svg TRACE.json [-o OUT.svg]`: draw an `ACC_TRACE` file.
    TraceSvg {
        input: std::path::PathBuf,
        output: Option<std::path::PathBuf>,
        /// `--from MS` / `--to MS`: milliseconds after the first event.
        from_ms: Option<f64>,
        to_ms: Option<f64>,
    },
}

/// Source-file extensions the host compiler compiles (gcc's list, C itself excepted).
const SOURCE_EXTENSIONS: &[&str] = &[
    "h", "ii", "m", "mi", "mm", "M", "mii", "cc", "cp", "cxx", "cpp", "CPP", "c++", "C", "hh", "H",
    "hp", "hxx", "hpp", "HPP", "h++", "tcc", "f", "for", "ftn", "F", "FOR", "fpp", "FPP", "FTN",
    "f90", "f95", "f03", "f08", "F90", "F95", "F03", "F08", "s", "S", "sx", "go", "d", "adb",
    "ads",
];

fn kind_of(path: &OsStr, lang: Option<&OsStr>) -> InputKind {
    match lang.map(OsStr::as_bytes) {
        Some(b"c") => return InputKind::C,
        Some(b"cpp-output") => return InputKind::PreprocessedC,
        Some(_) => return InputKind::Source,
        None => {}
    }
    let bytes = path.as_bytes();
    let name = bytes.rsplit(|&b| b == b'/').next().unwrap_or(bytes);
    let ext = match name.iter().rposition(|&b| b == b'.') {
        Some(dot) if dot > 0 => &name[dot + 1..],
        _ => return InputKind::Linker,
    };
    match ext {
        b"c" => InputKind::C,
        b"i" => InputKind::PreprocessedC,
        _ if SOURCE_EXTENSIONS.iter().any(|e| e.as_bytes() == ext) => InputKind::Source,
        _ => InputKind::Linker,
    }
}

/// gcc options that take their value as the next argument or joined (`-I dir`, `-Idir`),
/// with the step they belong to. Longer names come before their prefixes.
const JOINED_OR_SEPARATE: &[(&str, Class)] = &[
    ("-iwithprefixbefore", Class::Preprocess),
    ("-iwithprefix", Class::Preprocess),
    ("-include", Class::Preprocess),
    ("-imacros", Class::Preprocess),
    ("-isystem", Class::Preprocess),
    ("-iquote", Class::Preprocess),
    ("-idirafter", Class::Preprocess),
    ("-iprefix", Class::Preprocess),
    ("-isysroot", Class::Preprocess),
    ("-imultilib", Class::Preprocess),
    ("-MF", Class::Deps),
    ("-MT", Class::Deps),
    ("-MQ", Class::Deps),
    ("-D", Class::Preprocess),
    ("-U", Class::Preprocess),
    ("-I", Class::Preprocess),
    ("-A", Class::Preprocess),
    ("-L", Class::Link),
    ("-l", Class::Link),
    ("-T", Class::Link),
    ("-u", Class::Link),
    ("-z", Class::Link),
    ("-B", Class::Common),
];

/// gcc options whose value is always the next argument.
const SEPARATE: &[(&str, Class)] = &[
    ("-Xpreprocessor", Class::Preprocess),
    ("-Xassembler", Class::Compile),
    ("-Xlinker", Class::Link),
    ("--param", Class::Common),
    ("--sysroot", Class::Common),
    ("-aux-info", Class::Compile),
];

/// gcc options without a value, matched exactly.
const FLAGS: &[(&str, Class)] = &[
    ("-MD", Class::Deps),
    ("-MMD", Class::Deps),
    ("-MP", Class::Deps),
    ("-MG", Class::Deps),
    ("-nostdinc", Class::Preprocess),
    ("-undef", Class::Preprocess),
    ("-C", Class::Preprocess),
    ("-CC", Class::Preprocess),
    ("-P", Class::Preprocess),
    ("-H", Class::Preprocess),
    ("-trigraphs", Class::Preprocess),
    ("-traditional-cpp", Class::Preprocess),
    ("-remap", Class::Preprocess),
    ("-shared", Class::Link),
    ("-static", Class::Link),
    ("-static-pie", Class::Link),
    ("-static-libgcc", Class::Link),
    ("-shared-libgcc", Class::Link),
    ("-static-libstdc++", Class::Link),
    ("-rdynamic", Class::Link),
    ("-nostdlib", Class::Link),
    ("-nostartfiles", Class::Link),
    ("-nodefaultlibs", Class::Link),
    ("-nolibc", Class::Link),
    ("-pie", Class::Link),
    ("-no-pie", Class::Link),
    ("-s", Class::Link),
    ("-r", Class::Link),
    ("-pipe", Class::Compile),
    ("-save-temps", Class::Compile),
    ("-w", Class::Common),
    ("-ansi", Class::Common),
    ("-pedantic", Class::Common),
    ("-pedantic-errors", Class::Common),
    ("-pthread", Class::Common),
    ("-p", Class::Common),
    ("-pg", Class::Common),
];

/// `accc trace-svg TRACE.json [-o OUT.svg]`.
fn parse_trace_svg(args: &[OsString]) -> Result<Command, String> {
    let mut input = None;
    let mut output = None;
    let (mut from_ms, mut to_ms) = (None, None);
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if a == "-o" {
            let v = args.get(i + 1).ok_or("trace-svg: -o needs a file name")?;
            output = Some(std::path::PathBuf::from(v));
            i += 2;
            continue;
        }
        if a == "--from" || a == "--to" {
            let name = a.to_string_lossy();
            let v = args
                .get(i + 1)
                .ok_or_else(|| format!("trace-svg: {name} needs milliseconds"))?;
            let ms: f64 = v
                .to_str()
                .and_then(|s| s.parse().ok())
                .filter(|m: &f64| m.is_finite() && *m >= 0.0)
                .ok_or_else(|| {
                    format!(
                        "trace-svg: {name} {}: expected milliseconds after the first event",
                        v.to_string_lossy()
                    )
                })?;
            if a == "--from" {
                from_ms = Some(ms);
            } else {
                to_ms = Some(ms);
            }
            i += 2;
            continue;
        }
        if input.is_some() {
            return Err(format!(
                "trace-svg: one trace file expected, `{}` is a second",
                a.to_string_lossy()
            ));
        }
        input = Some(std::path::PathBuf::from(a));
        i += 1;
    }
    let input =
        input.ok_or("trace-svg: no trace file (usage: accc trace-svg TRACE.json [-o OUT.svg])")?;
    Ok(Command::TraceSvg {
        input,
        output,
        from_ms,
        to_ms,
    })
}

/// Parses the arguments after the program name (response files already expanded).
pub fn parse(args: &[OsString]) -> Result<Command, String> {
    if args.first().map(|a| a.as_bytes()) == Some(b"trace-svg") {
        return parse_trace_svg(&args[1..]);
    }
    let mut run = false;
    let mut args = args;
    if args.first().map(|a| a.as_bytes()) == Some(b"run") {
        run = true;
        args = &args[1..];
    }
    let mut p = Parser {
        args,
        i: 0,
        inv: Invocation {
            mode: Mode::Link,
            output: None,
            inputs: Vec::new(),
            items: Vec::new(),
            target: TargetChoice::Auto,
            keep: false,
            emit_dir: None,
            info: false,
            cache: Default::default(),
            gpu_arch: None,
            verbose: false,
            color: None,
            deps: None,
            deps_only: false,
            query: false,
            host_args: Vec::new(),
            run_args: Vec::new(),
        },
        lang: None,
        help: false,
        version: false,
        devices: false,
        modes: [false; 3],
        emit_ir: false,
    };
    while p.i < p.args.len() {
        let arg = p.args[p.i].clone();
        p.i += 1;
        if run && arg.as_bytes() == b"--" {
            p.inv.run_args = p.args[p.i..].to_vec();
            break;
        }
        p.one(arg)?;
    }
    let Parser {
        mut inv,
        help,
        version,
        devices,
        modes,
        emit_ir,
        ..
    } = p;
    if help {
        return Ok(Command::Help);
    }
    if version {
        return Ok(Command::Version);
    }
    if devices {
        return Ok(Command::Devices);
    }
    // `--emit=ir` stops after accc's own translation; for gcc's modes -E stops earliest,
    // then -S, then -c.
    inv.mode = if emit_ir {
        Mode::EmitIr
    } else if modes[2] {
        Mode::Preprocess
    } else if modes[1] {
        Mode::Assemble
    } else if modes[0] {
        Mode::Compile
    } else {
        Mode::Link
    };
    for input in &mut inv.inputs {
        if input.is_stdin() && input.kind != InputKind::C && input.kind != InputKind::PreprocessedC
        {
            if input.lang.is_none() && inv.mode == Mode::Preprocess {
                input.kind = InputKind::C;
            } else if input.lang.is_none() {
                return Err("-E or -x required when input is from standard input".into());
            }
        }
    }
    if run {
        if inv.mode != Mode::Link || inv.deps_only {
            return Err(
                "`accc run` builds and runs a program: -c, -S, -E, -M and -MM do not apply".into(),
            );
        }
        if inv.inputs.is_empty() {
            return Err("`accc run`: no input files".into());
        }
    }
    if inv.mode != Mode::Link && inv.output.is_some() && !inv.deps_only {
        let produced = inv
            .inputs
            .iter()
            .filter(|i| i.kind != InputKind::Linker)
            .count();
        if produced > 1 {
            return Err("cannot specify '-o' with '-c', '-S' or '-E' with multiple files".into());
        }
    }
    Ok(if run {
        Command::Run(inv)
    } else {
        Command::Build(inv)
    })
}

struct Parser<'a> {
    args: &'a [OsString],
    i: usize,
    inv: Invocation,
    /// The `-x` language in force.
    lang: Option<OsString>,
    help: bool,
    version: bool,
    devices: bool,
    /// `-c`, `-S`, `-E` seen.
    modes: [bool; 3],
    /// `--emit=ir` seen.
    emit_ir: bool,
}

impl Parser<'_> {
    fn one(&mut self, arg: OsString) -> Result<(), String> {
        let b = arg.as_bytes();
        if b == b"-" || !b.starts_with(b"-") {
            let kind = kind_of(&arg, self.lang.as_deref());
            self.inv.items.push(Item::Input(self.inv.inputs.len()));
            self.inv.inputs.push(Input {
                path: arg.clone(),
                lang: self.lang.clone(),
                kind,
            });
            self.inv.host_args.push(arg);
            return Ok(());
        }
        if self.own(&arg)? {
            return Ok(());
        }
        match b {
            b"-c" => self.mode(0, arg),
            b"-S" => self.mode(1, arg),
            b"-E" => self.mode(2, arg),
            b"-M" | b"-MM" => {
                self.inv.deps_only = true;
                self.inv.host_args.push(arg);
            }
            b"-v" | b"-###" => {
                self.inv.verbose = true;
                self.inv.query = true;
                self.inv.host_args.push(arg);
            }
            _ if b.starts_with(b"-o") => {
                let value = self.value(&arg, 2, "missing filename after '-o'")?;
                self.inv.host_args.push("-o".into());
                self.inv.host_args.push(value.clone());
                self.inv.output = Some(value);
            }
            _ if b.starts_with(b"-x") => {
                let value = self.value(&arg, 2, "missing argument to '-x'")?;
                self.inv.host_args.push("-x".into());
                self.inv.host_args.push(value.clone());
                self.lang = if value.as_bytes() == b"none" {
                    None
                } else {
                    Some(value)
                };
            }
            // `-rpath DIR`: the NVIDIA HPC compilers' spelling, found in the link lines of
            // MPI wrappers built with them; gcc would reject it, so it reaches the linker.
            b"-rpath" => {
                let dir = self.value(&arg, 6, "missing directory after '-rpath'")?;
                let words: Vec<OsString> =
                    vec!["-Xlinker".into(), "-rpath".into(), "-Xlinker".into(), dir];
                self.inv.host_args.extend(words.iter().cloned());
                self.inv.items.push(Item::Arg(HostArg {
                    class: Class::Link,
                    words,
                }));
            }
            _ if b.starts_with(b"-dump")
                || b.starts_with(b"-print-")
                || b.starts_with(b"--print-")
                || b.starts_with(b"--help=")
                || b == b"--target-help" =>
            {
                self.inv.query = true;
                self.inv.host_args.push(arg);
            }
            _ => {
                let (class, words) = self.classify(arg)?;
                if class == Class::Deps {
                    match words[0].as_bytes() {
                        b"-MD" => self.inv.deps = Some(DepsKind::All),
                        b"-MMD" => self.inv.deps = Some(DepsKind::User),
                        _ => {}
                    }
                }
                self.inv.host_args.extend(words.iter().cloned());
                self.inv.items.push(Item::Arg(HostArg { class, words }));
            }
        }
        Ok(())
    }

    fn mode(&mut self, index: usize, arg: OsString) {
        self.modes[index] = true;
        self.inv.host_args.push(arg);
    }

    /// accc's own options; returns whether `arg` was one.
    fn own(&mut self, arg: &OsStr) -> Result<bool, String> {
        let b = arg.as_bytes();
        match b {
            b"--help" | b"-h" => self.help = true,
            b"--version" => self.version = true,
            b"--devices" => self.devices = true,
            b"--keep" => self.inv.keep = true,
            b"--info" => self.inv.info = true,
            // OpenACC is what accc does: gcc's own OpenACC switches must not reach the host
            // compiler, which would then compile the directives a second time.
            b"-fopenacc" => {}
            _ if b.starts_with(b"-fopenacc-dim=") => {}
            _ if b == b"-Minfo" || b.starts_with(b"-Minfo=") => self.inv.info = true,
            b"--cache-check" => self.inv.cache.check = true,
            _ if b.starts_with(b"--cache-impl=") => self
                .inv
                .cache
                .set_impl(&String::from_utf8_lossy(&b[13..]))?,
            _ if b.starts_with(b"--cache-write=") => self
                .inv
                .cache
                .set_write(&String::from_utf8_lossy(&b[14..]))?,
            _ if b.starts_with(b"--cache-opt=") => self
                .inv
                .cache
                .set_opts(&String::from_utf8_lossy(&b[12..]))?,
            _ if b == b"--target" || b.starts_with(b"--target=") => {
                let value = self.value(arg, 8, "missing argument to '--target'")?;
                let value = value.strip_prefix_eq();
                self.inv.target = match value.as_bytes() {
                    b"host" => TargetChoice::Host,
                    b"multicore" => TargetChoice::Multicore,
                    b"opencl" => TargetChoice::OpenCl,
                    b"cuda" | b"nvidia" | b"gpu" => TargetChoice::Cuda,
                    b"auto" => TargetChoice::Auto,
                    other => {
                        return Err(format!(
                            "unknown target '{}' (expected host, multicore, opencl, cuda or auto)",
                            String::from_utf8_lossy(other)
                        ))
                    }
                };
            }
            _ if b == b"--gpu-arch" || b.starts_with(b"--gpu-arch=") => {
                let value = self.value(
                    arg,
                    10,
                    "missing architecture after '--gpu-arch' (e.g. sm_90)",
                )?;
                let value = value.strip_prefix_eq();
                let arch = value.to_string_lossy().to_string();
                let digits = arch
                    .strip_prefix("sm_")
                    .or_else(|| arch.strip_prefix("compute_"))
                    .unwrap_or("");
                if digits.len() < 2 || !digits.chars().all(|c| c.is_ascii_alphanumeric()) {
                    return Err(format!(
                        "invalid GPU architecture '{arch}' (expected sm_NN, e.g. sm_90)"
                    ));
                }
                self.inv.gpu_arch = Some(arch);
            }
            _ if b == b"--emit" || b.starts_with(b"--emit=") => {
                let value = self.value(arg, 6, "missing argument to '--emit' (expected ir)")?;
                match value.strip_prefix_eq().as_bytes() {
                    b"ir" => self.emit_ir = true,
                    other => {
                        return Err(format!(
                            "unknown --emit kind '{}' (expected ir)",
                            String::from_utf8_lossy(other)
                        ))
                    }
                }
            }
            _ if b == b"--emit-dir" || b.starts_with(b"--emit-dir=") => {
                let value = self.value(arg, 10, "missing directory after '--emit-dir'")?;
                let value = value.strip_prefix_eq();
                if value.is_empty() {
                    return Err("missing directory after '--emit-dir'".into());
                }
                self.inv.emit_dir = Some(PathBuf::from(value));
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The value of an option whose name is `name_len` bytes long: the rest of `arg` when
    /// joined, else the next argument.
    fn value(&mut self, arg: &OsStr, name_len: usize, missing: &str) -> Result<OsString, String> {
        let b = arg.as_bytes();
        if b.len() > name_len {
            return Ok(OsString::from_vec(b[name_len..].to_vec()));
        }
        match self.args.get(self.i) {
            Some(next) => {
                self.i += 1;
                Ok(next.clone())
            }
            None => Err(missing.to_string()),
        }
    }

    fn classify(&mut self, arg: OsString) -> Result<(Class, Vec<OsString>), String> {
        let b = arg.as_bytes();
        if let Some((_, class)) = FLAGS.iter().find(|(name, _)| name.as_bytes() == b) {
            return Ok((*class, vec![arg]));
        }
        for (name, class) in SEPARATE {
            if name.as_bytes() == b {
                return match self.args.get(self.i) {
                    Some(next) => {
                        self.i += 1;
                        Ok((*class, vec![arg.clone(), next.clone()]))
                    }
                    None => Err(format!("missing argument to '{name}'")),
                };
            }
        }
        for (name, class) in JOINED_OR_SEPARATE {
            if b.starts_with(name.as_bytes()) {
                if b.len() > name.len() {
                    return Ok((*class, vec![arg]));
                }
                return match self.args.get(self.i) {
                    Some(next) => {
                        self.i += 1;
                        Ok((*class, vec![arg.clone(), next.clone()]))
                    }
                    None => Err(format!("missing argument to '{name}'")),
                };
            }
        }
        let class = if b.starts_with(b"-Wl,") {
            Class::Link
        } else if b.starts_with(b"-Wp,") || (b.starts_with(b"-d") && b.len() > 2) {
            // -dM, -dD, -dI, ... (the -dump... queries were taken earlier)
            Class::Preprocess
        } else if b.starts_with(b"-Wa,") || b.starts_with(b"-g") || b.starts_with(b"-save-temps=") {
            Class::Compile
        } else if b.starts_with(b"-fuse-ld=") {
            Class::Link
        } else {
            if b == b"-fdiagnostics-color" || b == b"-fdiagnostics-color=always" {
                self.inv.color = Some(true);
            } else if b == b"-fno-diagnostics-color" || b == b"-fdiagnostics-color=never" {
                self.inv.color = Some(false);
            } else if b == b"-fdiagnostics-color=auto" {
                self.inv.color = None;
            }
            // -O, -f, -m, -std=, -W, --sysroot=, --param=, and everything unknown.
            Class::Common
        };
        Ok((class, vec![arg]))
    }
}

trait StripEq {
    fn strip_prefix_eq(self) -> OsString;
}

impl StripEq for OsString {
    /// `--opt=value` leaves `=value` after the name; drop the `=`.
    fn strip_prefix_eq(self) -> OsString {
        match self.as_bytes().strip_prefix(b"=") {
            Some(rest) => OsString::from_vec(rest.to_vec()),
            None => self,
        }
    }
}

/// Expands gcc's `@file` arguments (the file's words, whitespace-separated, with `'`, `"` and
/// `\` quoting, themselves expanded again). An `@file` that cannot be read stays as it is, as
/// with gcc. For `accc run`, nothing after `--` is touched: those are the program's arguments.
pub fn expand_response_files(args: Vec<OsString>) -> Vec<OsString> {
    let run = args.first().map(|a| a.as_bytes()) == Some(b"run");
    let mut out = Vec::with_capacity(args.len());
    // Files that include each other must not expand without end.
    let mut budget = 1000u32;
    let mut rest = args.into_iter();
    for arg in rest.by_ref() {
        if run && arg.as_bytes() == b"--" {
            out.push(arg);
            break;
        }
        expand_one(arg, &mut out, 0, &mut budget);
    }
    out.extend(rest);
    out
}

fn expand_one(arg: OsString, out: &mut Vec<OsString>, depth: u32, budget: &mut u32) {
    let bytes = arg.as_bytes();
    if depth < 16 && *budget > 0 && bytes.len() > 1 && bytes[0] == b'@' {
        if let Ok(text) = std::fs::read(OsStr::from_bytes(&bytes[1..])) {
            *budget -= 1;
            for word in split_response_file(&text) {
                expand_one(OsString::from_vec(word), out, depth + 1, budget);
            }
            return;
        }
    }
    out.push(arg);
}

/// Splits a response file into words the way gcc (libiberty's `buildargv`) does.
pub fn split_response_file(text: &[u8]) -> Vec<Vec<u8>> {
    let mut words = Vec::new();
    let mut i = 0;
    while i < text.len() {
        while i < text.len() && text[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == text.len() {
            break;
        }
        let mut word = Vec::new();
        let mut quote: Option<u8> = None;
        while i < text.len() {
            let c = text[i];
            if quote.is_none() && c.is_ascii_whitespace() {
                break;
            }
            i += 1;
            match (c, quote) {
                (b'\\', _) => {
                    if let Some(&next) = text.get(i) {
                        word.push(next);
                        i += 1;
                    }
                }
                (b'\'' | b'"', None) => quote = Some(c),
                (_, Some(q)) if c == q => quote = None,
                _ => word.push(c),
            }
        }
        words.push(word);
    }
    words
}

pub const HELP: &str = "\
accc — an OpenACC compiler for C

Usage:
  accc [options] file.c... [file.o lib.a ...] [-o prog]   build like gcc
  accc run file.c... [options] [-- args...]              build in a temporary directory and run

gcc's options work as with gcc: -c -S -E -o -I -D -U -include -isystem -iquote -L -l
-O0..3/-Os/-Ofast -g -std= -W... -w -f... -m... -pthread -shared -fPIC -MD/-MMD/-MF/-MT/
-MQ/-MP -M/-MM -x -v @file; options accc does not know go to the host compiler. Inputs
other than C (.o .a .so .s .S .cpp ...) go to the host compiler or linker unchanged.
-fopenacc is accepted and has no effect (OpenACC is always on).

accc options:
  --target=host|multicore|opencl|cuda|auto
                                 where compute regions run (default auto: the NVIDIA GPU
                                 if the running machine has one, else all CPU cores)
  -Minfo[=accel|all], --info     print what the compiler did with each directive
  --gpu-arch=sm_NN               GPU architecture of the CUDA kernels built by nvcc (default sm_90)
  --cache-impl=rbi|rbc|ehc|off   how the GPU back ends implement `#pragma acc cache` (default rbi)
  --cache-write=back|through     when writes to cached data reach global memory (default back)
  --cache-check                  check each cached access; report accesses outside the range
  --cache-opt=LIST               comma-separated switches of the cache optimisations:
                                 no-sharing, no-parallel-fetch, no-merged-fetch, no-unroll,
                                 no-padding, no-hoist, no-coarsen, no-auto, no-constant,
                                 no-window,
                                 width=arg|sync|fixed, scope=private|communicating
  --keep                         keep the generated files in a temporary directory
  --emit-dir DIR                 write the generated files (rewritten source, .i, host .c) to DIR
  --emit=ir                      print the compute regions, loop schedules and kernels (the IR)
                                 to standard output or -o FILE; compile nothing
  --version                      accc version, host compiler, back ends and what they find here
  --devices                      the devices a program would use here, as the runtime numbers them
  trace-svg TRACE.json [-o OUT.svg] [--from MS] [--to MS]
                                 draw an ACC_TRACE timeline as SVG (default OUT: TRACE.svg),
                                 optionally only MS milliseconds after its first event
  --help                         this text

Environment:
  ACCC_CC            host C compiler (default cc)
  ACCC_INCLUDE_DIR   directory holding accc's openacc.h
  ACCC_RUNTIME_LIB   path of libaccrt.a
  NO_COLOR           no colour in diagnostics

Environment of the programs accc builds (the README has the whole list):
  ACC_DEVICE_TYPE, ACC_DEVICE_NUM   the device (nvidia, opencl, multicore, host) and its number
  ACC_TIME=1, ACC_NOTIFY, ACC_TRACE=FILE
                     timing report at exit, a line per event, a timeline
  ACC_FILL=0xNN      new device data that is not copied in starts as that byte
  ACC_CHECK=1        host and multicore check data clauses as a GPU would: data of
                     their own, not-present and overlap errors, stale host data (slow)
  ACC_DEFER_KERNELS=1
                     opt-in, not OpenACC: on an NVIDIA GPU a construct without async on
                     present data returns while its kernels run (default: it waits, §2.5)
";

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    fn build(list: &[&str]) -> Invocation {
        match parse(&args(list)) {
            Ok(Command::Build(inv)) => inv,
            other => panic!("expected a build for {list:?}, got {other:?}"),
        }
    }

    #[test]
    fn fast_math_follows_gcc() {
        let fast = |list: &[&str]| build(list).fast_math();
        assert!(!fast(&["-O3", "a.c"]));
        assert!(fast(&["-ffast-math", "-O2", "a.c"]));
        assert!(fast(&["-Ofast", "a.c"]));
        assert!(!fast(&["-Ofast", "-O2", "a.c"]), "the last level decides");
        assert!(!fast(&["-Ofast", "-fno-fast-math", "a.c"]));
        assert!(!fast(&["-ffast-math", "-fno-fast-math", "a.c"]));
        assert!(fast(&["-fno-fast-math", "-ffast-math", "-O1", "a.c"]));
    }

    fn words(inv: &Invocation, classes: &[Class]) -> Vec<String> {
        inv.args_of(classes)
            .into_iter()
            .map(|w| w.into_string().unwrap())
            .collect()
    }

    #[test]
    fn plain_link() {
        let inv = build(&["a.c", "b.c", "-o", "prog"]);
        assert_eq!(inv.mode, Mode::Link);
        assert_eq!(inv.output, Some("prog".into()));
        assert_eq!(inv.inputs.len(), 2);
        assert!(inv.inputs.iter().all(|i| i.kind == InputKind::C));
        assert_eq!(inv.target, TargetChoice::Auto);
    }

    #[test]
    fn joined_and_separate_values() {
        let inv = build(&[
            "-c", "-Iinc", "-I", "inc2", "-DN=4", "-D", "M", "-UX", "-include", "h.h", "a.c",
            "-oa.o",
        ]);
        assert_eq!(inv.mode, Mode::Compile);
        assert_eq!(inv.output, Some("a.o".into()));
        assert_eq!(
            words(&inv, &[Class::Preprocess]),
            ["-Iinc", "-I", "inc2", "-DN=4", "-D", "M", "-UX", "-include", "h.h"]
        );
    }

    #[test]
    fn classes() {
        let inv = build(&[
            "-O2",
            "-g",
            "-std=c11",
            "-Wall",
            "-w",
            "-fPIC",
            "-march=native",
            "-pthread",
            "-Lx",
            "-lm",
            "-l",
            "z",
            "-Wl,-rpath,/x",
            "-Wp,-DQ",
            "-Wa,--noexecstack",
            "-shared",
            "-isystem",
            "sys",
            "-iquote",
            "q",
            "-Xlinker",
            "-v2",
            "-fsomething-new",
            "--unknown",
            "a.c",
        ]);
        assert_eq!(
            words(&inv, &[Class::Common]),
            [
                "-O2",
                "-std=c11",
                "-Wall",
                "-w",
                "-fPIC",
                "-march=native",
                "-pthread",
                "-fsomething-new",
                "--unknown"
            ]
        );
        assert_eq!(words(&inv, &[Class::Compile]), ["-g", "-Wa,--noexecstack"]);
        assert_eq!(
            words(&inv, &[Class::Link]),
            [
                "-Lx",
                "-lm",
                "-l",
                "z",
                "-Wl,-rpath,/x",
                "-shared",
                "-Xlinker",
                "-v2"
            ]
        );
        assert_eq!(
            words(&inv, &[Class::Preprocess]),
            ["-Wp,-DQ", "-isystem", "sys", "-iquote", "q"]
        );
    }

    #[test]
    fn link_order_is_kept() {
        let inv = build(&[
            "-L.",
            "a.c",
            "-lfoo",
            "b.o",
            "libx.a",
            "-Wl,--as-needed",
            "-lbar",
        ]);
        let kinds: Vec<InputKind> = inv.inputs.iter().map(|i| i.kind).collect();
        assert_eq!(kinds, [InputKind::C, InputKind::Linker, InputKind::Linker]);
        assert!(matches!(inv.items[1], Item::Input(0)));
        assert!(matches!(&inv.items[2], Item::Arg(a) if a.words == ["-lfoo"]));
        assert!(matches!(inv.items[3], Item::Input(1)));
    }

    #[test]
    fn minfo_is_not_a_dependency_option() {
        for opt in ["-Minfo=accel", "-Minfo", "-Minfo=all", "--info"] {
            let inv = build(&[opt, "a.c"]);
            assert!(inv.info, "{opt}");
            assert_eq!(inv.deps, None);
            assert!(!inv.deps_only);
            assert!(
                inv.host_args.iter().all(|a| a != opt),
                "{opt} must not reach the host compiler"
            );
        }
    }

    #[test]
    fn dependency_options() {
        let inv = build(&["-c", "-MMD", "-MP", "-MF", "x.d", "-MTobj", "a.c"]);
        assert_eq!(inv.deps, Some(DepsKind::User));
        assert_eq!(inv.dep_file(), Some("x.d".into()));
        assert!(inv.has_dep_target());
        assert_eq!(
            words(&inv, &[Class::Deps]),
            ["-MMD", "-MP", "-MF", "x.d", "-MTobj"]
        );
        let inv = build(&["-MD", "-c", "a.c"]);
        assert_eq!(inv.deps, Some(DepsKind::All));
        assert_eq!(inv.dep_file(), None);
        assert!(!inv.has_dep_target());
        assert!(build(&["-MM", "a.c"]).deps_only);
    }

    /// What MPI compiler wrappers (Open MPI, MPICH, Intel MPI, HPC-X) add to the command.
    #[test]
    fn mpi_wrapper_options() {
        let inv = build(&[
            "-O2",
            "jacobi.c",
            "-I/opt/mpi/include",
            "-pthread",
            "-L/opt/mpi/lib",
            "-Wl,-rpath",
            "-Wl,/opt/mpi/lib",
            "-Wl,--enable-new-dtags",
            "-Xlinker",
            "-rpath",
            "-Xlinker",
            "/opt/mpi/lib2",
            "-rpath",
            "/opt/nv/lib",
            "-Wl,-z,now",
            "-lmpi",
        ]);
        assert_eq!(inv.inputs.len(), 1);
        assert_eq!(inv.args_of(&[Class::Preprocess]), ["-I/opt/mpi/include"]);
        assert_eq!(inv.args_of(&[Class::Common]), ["-O2", "-pthread"]);
        assert_eq!(
            inv.args_of(&[Class::Link]),
            [
                "-L/opt/mpi/lib",
                "-Wl,-rpath",
                "-Wl,/opt/mpi/lib",
                "-Wl,--enable-new-dtags",
                "-Xlinker",
                "-rpath",
                "-Xlinker",
                "/opt/mpi/lib2",
                "-Xlinker",
                "-rpath",
                "-Xlinker",
                "/opt/nv/lib",
                "-Wl,-z,now",
                "-lmpi"
            ]
        );
        assert!(parse(&args(&["a.c", "-rpath"]))
            .unwrap_err()
            .contains("-rpath"));
    }

    #[test]
    fn own_options() {
        let inv = build(&["--target=host", "--keep", "--emit-dir", "out", "a.c"]);
        assert_eq!(inv.target, TargetChoice::Host);
        assert!(inv.keep);
        assert_eq!(inv.emit_dir, Some(PathBuf::from("out")));
        assert_eq!(inv.host_args, ["a.c"]);
        let inv = build(&["--target", "multicore", "--emit-dir=o2", "a.c"]);
        assert_eq!(inv.target, TargetChoice::Multicore);
        assert_eq!(inv.emit_dir, Some(PathBuf::from("o2")));
        assert!(build(&["-fopenacc", "a.c"]).host_args == ["a.c"]);
    }

    #[test]
    fn emit_ir_prints_the_ir_and_compiles_nothing() {
        let inv = build(&["--emit=ir", "--target=opencl", "a.c"]);
        assert_eq!(inv.mode, Mode::EmitIr);
        assert_eq!(inv.target, TargetChoice::OpenCl);
        assert_eq!(inv.host_args, ["a.c"], "--emit=ir is accc's own");
        // It stops before any step of the host compiler, whatever -c, -S or -E say.
        assert_eq!(build(&["-c", "--emit", "ir", "a.c"]).mode, Mode::EmitIr);
        assert_eq!(build(&["-E", "a.c", "--emit=ir"]).mode, Mode::EmitIr);
        let inv = build(&["--emit=ir", "a.c", "-o", "a.ir"]);
        assert_eq!(inv.output, Some("a.ir".into()));
        let err = parse(&args(&["--emit=ir", "a.c", "b.c", "-o", "x.ir"])).unwrap_err();
        assert!(err.contains("cannot specify '-o'"), "{err}");
        let err = parse(&args(&["--emit=asm", "a.c"])).unwrap_err();
        assert!(err.contains("unknown --emit kind 'asm'"), "{err}");
        assert!(parse(&args(&["a.c", "--emit"])).is_err());
        let err = parse(&args(&["run", "--emit=ir", "a.c"])).unwrap_err();
        assert!(err.contains("do not apply"), "{err}");
        // --emit-dir is another option.
        assert_eq!(build(&["--emit-dir=o", "a.c"]).mode, Mode::Link);
    }

    #[test]
    fn bad_target_and_missing_values() {
        let err = parse(&args(&["--target=bogus", "a.c"])).unwrap_err();
        assert!(err.contains("unknown target 'bogus'"), "{err}");
        for bad in [
            &["a.c", "-o"][..],
            &["-I"],
            &["a.c", "-x"],
            &["-Xlinker"],
            &["--target"],
            &["--emit-dir="],
        ] {
            assert!(parse(&args(bad)).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn modes_and_output_rules() {
        assert_eq!(build(&["-c", "-E", "a.c"]).mode, Mode::Preprocess);
        assert_eq!(build(&["-c", "-S", "a.c"]).mode, Mode::Assemble);
        let err = parse(&args(&["-c", "a.c", "b.c", "-o", "x.o"])).unwrap_err();
        assert!(err.contains("cannot specify '-o'"), "{err}");
        // an object does not count: it is not compiled
        assert_eq!(
            build(&["-c", "a.c", "b.o", "-o", "x.o"]).output,
            Some("x.o".into())
        );
    }

    #[test]
    fn languages() {
        let inv = build(&[
            "x.cpp", "y.s", "z.S", "w.i", "lib.so.1", "noext", "-x", "c", "code.txt", "-x", "none",
            "q.txt",
        ]);
        let kinds: Vec<InputKind> = inv.inputs.iter().map(|i| i.kind).collect();
        assert_eq!(
            kinds,
            [
                InputKind::Source,
                InputKind::Source,
                InputKind::Source,
                InputKind::PreprocessedC,
                InputKind::Linker,
                InputKind::Linker,
                InputKind::C,
                InputKind::Linker
            ]
        );
        assert_eq!(inv.inputs[6].lang, Some("c".into()));
        assert_eq!(inv.inputs[7].lang, None);
        assert!(parse(&args(&["-"])).is_err());
        assert_eq!(build(&["-E", "-"]).inputs[0].kind, InputKind::C);
        assert_eq!(build(&["-xc", "-", "-c"]).inputs[0].kind, InputKind::C);
    }

    #[test]
    fn run_subcommand() {
        let cmd = parse(&args(&["run", "p.c", "-O2", "--", "-x", "--help", "y"])).unwrap();
        let Command::Run(inv) = cmd else {
            panic!("{cmd:?}")
        };
        assert_eq!(inv.inputs.len(), 1);
        assert_eq!(inv.run_args, args(&["-x", "--help", "y"]));
        assert!(parse(&args(&["run", "-c", "p.c"])).is_err());
        assert!(parse(&args(&["run"])).is_err());
    }

    #[test]
    fn devices_and_trace_svg() {
        assert_eq!(parse(&args(&["--devices"])), Ok(Command::Devices));
        assert_eq!(
            parse(&args(&["trace-svg", "t.json", "-o", "t.svg"])),
            Ok(Command::TraceSvg {
                input: "t.json".into(),
                output: Some("t.svg".into()),
                from_ms: None,
                to_ms: None,
            })
        );
        assert_eq!(
            parse(&args(&[
                "trace-svg",
                "t.json",
                "--from",
                "1.5",
                "--to",
                "3"
            ])),
            Ok(Command::TraceSvg {
                input: "t.json".into(),
                output: None,
                from_ms: Some(1.5),
                to_ms: Some(3.0),
            })
        );
        assert!(parse(&args(&["trace-svg", "t.json", "--from", "x"]))
            .unwrap_err()
            .contains("expected milliseconds"));
        assert!(parse(&args(&["trace-svg"]))
            .unwrap_err()
            .contains("no trace file"));
        assert!(parse(&args(&["trace-svg", "a", "b"]))
            .unwrap_err()
            .contains("second"));
    }

    #[test]
    fn help_version_and_queries() {
        assert_eq!(parse(&args(&["--help"])), Ok(Command::Help));
        assert_eq!(parse(&args(&["a.c", "--version"])), Ok(Command::Version));
        let inv = build(&["-dumpmachine"]);
        assert!(inv.query && inv.inputs.is_empty());
        assert_eq!(inv.host_args, ["-dumpmachine"]);
    }

    #[test]
    fn non_utf8_arguments_do_not_panic() {
        let odd = OsString::from_vec(vec![0xff, b'.', b'c']);
        let dash = OsString::from_vec(vec![b'-', 0xfe]);
        let list = vec![
            odd.clone(),
            dash,
            OsString::from_vec(vec![b'-', b'I', 0x80]),
        ];
        let Ok(Command::Build(inv)) = parse(&list) else {
            panic!()
        };
        assert_eq!(inv.inputs[0].path, odd);
        assert_eq!(inv.inputs[0].kind, InputKind::C);
    }

    #[test]
    fn no_argument_list_panics() {
        // Deterministic pseudo-random command lines over the tricky cases: options at the end
        // without their value, `--`, `-`, empty strings, prefixes of longer options.
        let tokens = [
            "",
            "-",
            "--",
            "-o",
            "-x",
            "c",
            "none",
            "-I",
            "-D",
            "-include",
            "-MF",
            "-MT",
            "-M",
            "-MM",
            "-MD",
            "-Minfo",
            "-Minfo=",
            "--target",
            "--target=",
            "--target=host",
            "--emit-dir",
            "--emit-dir=",
            "--emit",
            "--emit=",
            "--emit=ir",
            "-c",
            "-S",
            "-E",
            "-l",
            "-L",
            "-Xlinker",
            "--param",
            "-Wl,",
            "-W",
            "-f",
            "-m",
            "-O",
            "-g",
            "a.c",
            "b.o",
            ".c",
            "run",
            "-v",
            "@",
            "@/nonexistent",
            "--help",
            "--version",
            "-dumpversion",
            "-print-",
            "=",
            "-=",
            "-x-",
            "-\u{80}",
        ];
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20_000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = (state >> 60) as usize;
            let list: Vec<OsString> = (0..len)
                .map(|k| {
                    let r = state.rotate_left(7 * k as u32 + 3);
                    OsString::from(tokens[(r % tokens.len() as u64) as usize])
                })
                .collect();
            let _ = parse(&expand_response_files(list));
        }
    }

    #[test]
    fn response_files_that_include_themselves_end() {
        let dir = std::env::temp_dir().join(format!("accc-rsp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("self.rsp");
        let at = format!("@{}", file.display());
        std::fs::write(&file, format!("-DX {at} {at} {at}")).unwrap();
        let out = expand_response_files(vec![OsString::from(&at), "a.c".into()]);
        assert!(out.len() < 10_000, "{}", out.len());
        assert_eq!(out.last(), Some(&OsString::from("a.c")));
        assert_eq!(out[0], "-DX");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn response_file_words() {
        let words = split_response_file(b"-DA='x y' \"-I dir\"\n  a\\ b.c\t-O2\n");
        let words: Vec<String> = words
            .into_iter()
            .map(|w| String::from_utf8(w).unwrap())
            .collect();
        assert_eq!(words, ["-DA=x y", "-I dir", "a b.c", "-O2"]);
    }

    #[test]
    fn diagnostics_color() {
        assert_eq!(
            build(&["-fdiagnostics-color=always", "a.c"]).color,
            Some(true)
        );
        assert_eq!(build(&["-fno-diagnostics-color", "a.c"]).color, Some(false));
        assert_eq!(build(&["a.c"]).color, None);
    }
}
