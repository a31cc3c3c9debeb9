//! The program corpus (`tests/programs/`) and the error corpus (`tests/errors/`).
//!
//! `programs`: every `tests/programs/NAME.c` is built three ways and each executable's
//! standard output must equal `NAME.expected` byte for byte:
//!
//! * `plain`: the system C compiler with the directives ignored
//!   (`cc -O2 -w -I<repo>/include NAME.c <target>/libaccrt.a -lpthread -ldl -lm`);
//!   this checks the program and its expected output, independently of accc;
//! * `host`: `accc --target=host -O2`;
//! * `multicore`: `accc --target=multicore -O2`, run with `OMP_NUM_THREADS=4` and
//!   `ACC_NUM_CORES=4` so that compute regions really run on several threads, then run
//!   again in checking mode (`ACC_CHECK=1`, with `ACC_FILL=0xa5` as for OpenCL): the host
//!   and multicore devices then have memory of their own and check every data clause as a
//!   GPU would, so a program whose data clauses are wrong fails here (a stale host read,
//!   data that is not present); the output must be the same;
//! * `opencl`: `accc --target=opencl -O2`, run with `ACC_DEVICE_TYPE=opencl` (PoCL in CI:
//!   the GPU execution model, with the device's own memory and kernels built at run time).
//!   A machine without an OpenCL platform fails these runs, loudly;
//!   A program that OpenCL cannot run says why with `// opencl-error: TEXT`: its OpenCL
//!   build must then fail with TEXT in the compiler's messages (the same check as the
//!   error corpus, so that the limit stays reported, not skipped); `// gpu-error: TEXT`
//!   asks the same of the OpenCL and the CUDA builds (what neither GPU back end makes yet);
//!   the `plain` build of a program marked `// no-plain: WHY` is not made: its directives
//!   give it its meaning (`fcw` channels: the iterations of a block communicate), which a plain C build ignoring the
//!   directives does not have (such a program checks its results against a sequential
//!   computation of its own). `// run-timeout: SECONDS WHY` gives a program's runs more
//!   time than the default 30 s (the CPU block model of `fcw` runs each block as a team
//!   of `V` threads, slow on a machine of few cores);
//! * `cuda`: `accc --target=cuda -c`: the CUDA kernels are built by nvcc for sm_90 (the
//!   test fails if nvcc is missing: scripts/test.sh installs it). The programs run on a GPU
//!   machine with scripts/gpu-corpus.sh, not here.
//!
//! `errors`: every `tests/errors/NAME.c` carries one or more `// expect-error: TEXT`
//! comments. `accc --target=multicore -c` (or the target a `// accc-target: NAME` comment
//! names) must fail, and its standard error must contain
//! `NAME.c:LINE:` for each line carrying such a comment and every TEXT (compared without
//! regard to case). Several expectations may share a line:
//! `... // expect-error: unknown clause // expect-error: did you mean`.
//!
//! `corpus_is_well_formed` checks the corpus itself (every program has its expected
//! output, every error program has an expectation) without running accc.
//!
//! All failures are collected and reported together. Environment:
//! * `ACCC_TEST_FILTER=substr`: only the programs / error files whose name contains it;
//! * `ACCC_TEST_JOBS=n`: parallel jobs (default: the available cores, at most 4);
//! * `CC`: the C compiler of the plain build (default `cc`);
//! * `ACCC_RUNTIME_LIB`: the `libaccrt.a` to link (default: next to the accc binary; build it
//!   with `cargo build --workspace`, since `cargo test -p accc` alone does not).

use std::collections::VecDeque;
use std::ffi::OsStr;
use std::fmt::Write as _;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const ACCC: &str = env!("CARGO_BIN_EXE_accc");
/// How long each run of a multicore executable took, and again with `ACC_CHECK=1`.
static MULTICORE_TIME: Mutex<Vec<Duration>> = Mutex::new(Vec::new());
static CHECK_TIME: Mutex<Vec<Duration>> = Mutex::new(Vec::new());
const COMPILE_TIMEOUT: Duration = Duration::from_secs(180);
const RUN_TIMEOUT: Duration = Duration::from_secs(30);
/// Lines of compiler or program output shown per failure.
const SHOW_LINES: usize = 40;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

fn scratch_dir(what: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("accc-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

/// `*.c` files of a corpus directory, sorted, filtered by `ACCC_TEST_FILTER`.
fn c_files(dir: &Path) -> Vec<PathBuf> {
    let filter = std::env::var("ACCC_TEST_FILTER").unwrap_or_default();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| p.extension() == Some(OsStr::new("c")))
        .filter(|p| stem(p).contains(&filter))
        .collect();
    files.sort();
    files
}

fn filtered() -> bool {
    std::env::var("ACCC_TEST_FILTER").is_ok_and(|f| !f.is_empty())
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

fn jobs() -> usize {
    if let Some(n) = std::env::var("ACCC_TEST_JOBS")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
    {
        return n.max(1);
    }
    std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 4)
}

/// The C compiler for the plain build; fails loudly when there is none.
fn c_compiler() -> String {
    let cc = std::env::var("CC")
        .ok()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| "cc".into());
    match Command::new(&cc)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
    {
        Ok(s) if s.success() => cc,
        Ok(s) => panic!(
            "the C compiler `{cc}` does not work (`{cc} --version` exited with {s}); install gcc"
        ),
        Err(e) => {
            panic!("no C compiler: cannot run `{cc}` ({e}); install gcc (scripts/test.sh does)")
        }
    }
}

/// `libaccrt.a`, which the plain build needs for the `acc_*` routines: next to the accc
/// binary, else the newest `deps/libaccrt-*.a` there, else `ACCC_RUNTIME_LIB`.
fn runtime_lib() -> PathBuf {
    if let Some(p) = std::env::var_os("ACCC_RUNTIME_LIB").map(PathBuf::from) {
        assert!(
            p.is_file(),
            "ACCC_RUNTIME_LIB={} is not a file",
            p.display()
        );
        return p;
    }
    let bin_dir = Path::new(ACCC)
        .parent()
        .expect("accc binary has a directory");
    let next_to = bin_dir.join("libaccrt.a");
    if next_to.is_file() {
        warn_if_stale(&next_to);
        return next_to;
    }
    let newest = std::fs::read_dir(bin_dir.join("deps"))
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with("libaccrt-") && name.ends_with(".a")
        })
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok());
    match newest {
        Some(p) => {
            warn_if_stale(&p);
            p
        }
        None => panic!(
            "libaccrt.a not found next to the accc binary ({}) nor in its deps/ directory.\n\
             Build the runtime first: `cargo build --workspace` (or `cargo build -p accrt`), \
             or point ACCC_RUNTIME_LIB at it.",
            next_to.display()
        ),
    }
}

/// `cargo test -p accc` does not rebuild the runtime: say so when its sources are newer.
fn warn_if_stale(lib: &Path) {
    fn newest(dir: &Path) -> Option<std::time::SystemTime> {
        let mut best = None;
        for entry in std::fs::read_dir(dir).ok()?.flatten() {
            let p = entry.path();
            let t = if p.is_dir() {
                newest(&p)
            } else {
                p.metadata().and_then(|m| m.modified()).ok()
            };
            best = best.max(t);
        }
        best
    }
    let lib_time = lib.metadata().and_then(|m| m.modified()).ok();
    let src_time = newest(&repo_root().join("crates/runtime/src"));
    if let (Some(l), Some(s)) = (lib_time, src_time) {
        if s > l {
            eprintln!(
                "warning: {} is older than crates/runtime/src; run `cargo build -p accrt` (or \
                 `cargo build --workspace`) so that programs link the current runtime",
                lib.display()
            );
        }
    }
}

/// What a finished child process left behind.
struct Outcome {
    /// `None` when it was killed for running past its time limit.
    status: Option<std::process::ExitStatus>,
    stdout: String,
    stderr: String,
    /// Set when the process could not be started at all.
    spawn_error: Option<String>,
}

impl Outcome {
    fn ok(&self) -> bool {
        self.spawn_error.is_none() && self.status.is_some_and(|s| s.success())
    }

    fn describe_status(&self) -> String {
        if let Some(e) = &self.spawn_error {
            return format!("could not be started: {e}");
        }
        match self.status {
            None => "was killed after running past its time limit".into(),
            Some(s) => match s.code() {
                Some(c) => format!("exited with status {c}"),
                None => format!("was killed by a signal ({s})"),
            },
        }
    }
}

/// Runs a command with a time limit, capturing both output streams.
fn run_with_timeout(mut cmd: Command, limit: Duration) -> Outcome {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Outcome {
                status: None,
                stdout: String::new(),
                stderr: String::new(),
                spawn_error: Some(e.to_string()),
            }
        }
    };
    // Drain both pipes on their own threads so that a chatty child cannot block.
    let mut out_pipe = child.stdout.take().expect("stdout pipe");
    let mut err_pipe = child.stderr.take().expect("stderr pipe");
    let out_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let err_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let stdout = String::from_utf8_lossy(&out_thread.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&err_thread.join().unwrap_or_default()).into_owned();
    Outcome {
        status,
        stdout,
        stderr,
        spawn_error: None,
    }
}

fn command_line(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}

/// The first and last lines of a long text, indented.
fn excerpt(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    if lines.len() <= SHOW_LINES {
        for l in &lines {
            let _ = writeln!(out, "      | {l}");
        }
    } else {
        for l in &lines[..SHOW_LINES / 2] {
            let _ = writeln!(out, "      | {l}");
        }
        let _ = writeln!(
            out,
            "      | ... ({} lines left out)",
            lines.len() - SHOW_LINES
        );
        for l in &lines[lines.len() - SHOW_LINES / 2..] {
            let _ = writeln!(out, "      | {l}");
        }
    }
    if out.is_empty() {
        out.push_str("      | (empty)\n");
    }
    out
}

/// A line-by-line comparison: `-` expected, `+` got, with line numbers.
fn line_diff(expected: &str, got: &str) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let g: Vec<&str> = got.lines().collect();
    let mut out = String::new();
    let mut shown = 0;
    for i in 0..e.len().max(g.len()) {
        let (a, b) = (e.get(i), g.get(i));
        if a == b {
            continue;
        }
        if shown == SHOW_LINES {
            let _ = writeln!(out, "      ... (more differences left out)");
            break;
        }
        match a {
            Some(a) => {
                let _ = writeln!(out, "      line {:>3} - {a}", i + 1);
            }
            None => {
                let _ = writeln!(out, "      line {:>3} - (no line)", i + 1);
            }
        }
        match b {
            Some(b) => {
                let _ = writeln!(out, "      line {:>3} + {b}", i + 1);
            }
            None => {
                let _ = writeln!(out, "      line {:>3} + (no line)", i + 1);
            }
        }
        shown += 1;
    }
    if out.is_empty() {
        // Same lines, different bytes: a missing or extra final newline.
        let _ = writeln!(
            out,
            "      (the lines agree; the final newline differs: expected {} bytes, got {})",
            expected.len(),
            got.len()
        );
    }
    out
}

/// Removes ANSI colour sequences from diagnostics.
fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            chars.next();
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Runs `work` on every item with a few threads; returns the results in item order.
fn parallel_map<T: Send + 'static, R: Send + 'static>(
    items: Vec<T>,
    work: impl Fn(T) -> R + Send + Sync + 'static,
) -> Vec<R> {
    let n = items.len();
    let queue: Arc<Mutex<VecDeque<(usize, T)>>> =
        Arc::new(Mutex::new(items.into_iter().enumerate().collect()));
    let results: Arc<Mutex<Vec<Option<R>>>> = Arc::new(Mutex::new((0..n).map(|_| None).collect()));
    let work = Arc::new(work);
    let threads: Vec<_> = (0..jobs().min(n.max(1)))
        .map(|_| {
            let (queue, results, work) = (queue.clone(), results.clone(), work.clone());
            std::thread::spawn(move || loop {
                let next = queue.lock().unwrap().pop_front();
                let Some((i, item)) = next else { break };
                let r = work(item);
                results.lock().unwrap()[i] = Some(r);
            })
        })
        .collect();
    for t in threads {
        t.join().expect("a harness worker thread panicked");
    }
    Arc::try_unwrap(results)
        .ok()
        .expect("workers finished")
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|r| r.expect("every item was processed"))
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Build {
    Plain,
    Host,
    Multicore,
    OpenCl,
    /// Compile only: the generated CUDA must build with nvcc.
    CudaCompile,
}

impl Build {
    fn name(self) -> &'static str {
        match self {
            Build::Plain => "plain cc",
            Build::Host => "accc --target=host",
            Build::Multicore => "accc --target=multicore",
            Build::OpenCl => "accc --target=opencl",
            Build::CudaCompile => "accc --target=cuda -c",
        }
    }

    fn suffix(self) -> &'static str {
        match self {
            Build::Plain => "plain",
            Build::Host => "host",
            Build::Multicore => "multicore",
            Build::OpenCl => "opencl",
            Build::CudaCompile => "cuda.o",
        }
    }
}

struct Job {
    program: PathBuf,
    expected: String,
    /// `// opencl-error: TEXT` of the program: its OpenCL build must fail saying TEXT.
    opencl_error: Option<String>,
    /// `// gpu-error: TEXT` of the program: its OpenCL and CUDA builds must fail saying TEXT.
    gpu_error: Option<String>,
    /// How long each run may take (`// run-timeout: SECONDS`, else [`RUN_TIMEOUT`]).
    run_timeout: Duration,
    build: Build,
    /// Extra accc options (the cache settings of `cache_settings`), and a tag naming the
    /// executable apart.
    extra: Vec<&'static str>,
    tag: String,
    out_dir: PathBuf,
    cc: String,
    runtime_lib: PathBuf,
    include: PathBuf,
}

/// Builds and runs one program one way; `Err` holds the failure report.
fn run_job(job: Job) -> Result<(), String> {
    let name = stem(&job.program);
    let exe = job
        .out_dir
        .join(format!("{name}{}.{}", job.tag, job.build.suffix()));
    let compile = match job.build {
        Build::Plain => {
            let mut c = Command::new(&job.cc);
            c.arg("-O2")
                .arg("-w")
                .arg("-I")
                .arg(&job.include)
                .arg(&job.program)
                .arg(&job.runtime_lib);
            c.args(["-lpthread", "-ldl", "-lm", "-o"]).arg(&exe);
            c
        }
        Build::CudaCompile => {
            let mut c = Command::new(ACCC);
            c.args(["--target=cuda", "-O2", "-c"])
                .args(&job.extra)
                .arg(&job.program)
                .arg("-o")
                .arg(&exe);
            c
        }
        Build::Host | Build::Multicore | Build::OpenCl => {
            let mut c = Command::new(ACCC);
            let target = match job.build {
                Build::Host => "--target=host",
                Build::OpenCl => "--target=opencl",
                _ => "--target=multicore",
            };
            c.arg(target)
                .arg("-O2")
                .args(&job.extra)
                .arg(&job.program)
                .arg("-lm")
                .arg("-o")
                .arg(&exe);
            c
        }
    };
    let header = |what: &str| {
        let extra = if job.extra.is_empty() {
            String::new()
        } else {
            format!(" {}", job.extra.join(" "))
        };
        format!("{name} [{}{extra}]: {what}", job.build.name())
    };
    let cmdline = command_line(&compile);
    let built = run_with_timeout(compile, COMPILE_TIMEOUT);
    let compiler_stderr = strip_ansi(&built.stderr);
    let must_fail = match job.build {
        Build::OpenCl => job.opencl_error.as_ref().or(job.gpu_error.as_ref()),
        Build::CudaCompile => job.gpu_error.as_ref(),
        Build::Host | Build::Multicore | Build::Plain => None,
    };
    if let Some(text) = must_fail {
        let said = compiler_stderr
            .to_lowercase()
            .contains(&text.to_lowercase());
        return match (built.ok(), said) {
            (false, true) if !compiler_stderr.contains("panicked") => Ok(()),
            _ => Err(format!(
                "{}\n    command: {cmdline}\n    compiler stderr:\n{}",
                header(&format!(
                    "should fail saying \"{text}\" (// opencl-error or gpu-error), but the compiler {}",
                    built.describe_status()
                )),
                excerpt(&compiler_stderr)
            )),
        };
    }
    if !built.ok() || !exe.is_file() {
        return Err(format!(
            "{}\n    command: {cmdline}\n    compiler stderr:\n{}",
            header(&format!(
                "does not build (the compiler {})",
                built.describe_status()
            )),
            excerpt(&compiler_stderr)
        ));
    }
    if compiler_stderr.contains("panicked") {
        return Err(format!(
            "{}\n    command: {cmdline}\n    compiler stderr:\n{}",
            header("the compiler panicked (but still produced an executable)"),
            excerpt(&compiler_stderr)
        ));
    }
    if matches!(job.build, Build::CudaCompile) {
        // Built means nvcc accepted the kernels (the driver fails otherwise).
        let _ = std::fs::remove_file(&exe);
        return Ok(());
    }
    let mut run = Command::new(&exe);
    run.current_dir(&job.out_dir);
    if matches!(job.build, Build::Multicore) {
        run.env("OMP_NUM_THREADS", "4").env("ACC_NUM_CORES", "4");
    }
    if matches!(job.build, Build::OpenCl) {
        // New device data that is not copied in starts as 0xa5 bytes, not as whatever
        // the memory held (PoCL's fresh buffers are often zero): a program that copies out
        // what it never wrote fails every time, not only on some machines.
        run.env("ACC_DEVICE_TYPE", "opencl").env("ACC_FILL", "0xa5");
    }
    let started = Instant::now();
    let ran = run_with_timeout(run, job.run_timeout);
    if matches!(job.build, Build::Multicore) {
        MULTICORE_TIME.lock().unwrap().push(started.elapsed());
    }
    let mut problems = Vec::new();
    if !ran.ok() {
        problems.push(format!("the program {}", ran.describe_status()));
    }
    if ran.stdout != job.expected {
        problems.push("its output differs from the expected output".to_string());
    }
    // The multicore executable again in checking mode (`ACC_CHECK=1`): its data clauses
    // must be right as a GPU sees them, for the same answer (fresh device data filled as
    // in the OpenCL run, so that a read of what was never written fails every time).
    let mut checked = None;
    if matches!(job.build, Build::Multicore) {
        let mut again = Command::new(&exe);
        again
            .current_dir(&job.out_dir)
            .env("OMP_NUM_THREADS", "4")
            .env("ACC_NUM_CORES", "4")
            .env("ACC_CHECK", "1")
            .env("ACC_FILL", "0xa5");
        let started = Instant::now();
        let c = run_with_timeout(again, job.run_timeout);
        CHECK_TIME.lock().unwrap().push(started.elapsed());
        if !c.ok() {
            problems.push(format!(
                "with ACC_CHECK=1 the program {}",
                c.describe_status()
            ));
        }
        if c.stdout != job.expected {
            problems.push("with ACC_CHECK=1 its output differs from the expected output".into());
        }
        checked = Some(c);
    }
    if problems.is_empty() {
        // Each executable carries the runtime (tens of MB): a passing one is removed at
        // once so that a run of the corpus needs little disk; failing ones stay to look at.
        let _ = std::fs::remove_file(&exe);
        return Ok(());
    }
    let mut msg = format!("{}\n    command: {cmdline}\n", header(&problems.join("; ")));
    if ran.stdout != job.expected {
        let _ = write!(
            msg,
            "    expected (-) vs got (+):\n{}",
            line_diff(&job.expected, &ran.stdout)
        );
    }
    if !ran.stderr.is_empty() {
        let _ = write!(msg, "    program stderr:\n{}", excerpt(&ran.stderr));
    }
    if let Some(c) = checked.filter(|c| !c.ok() || c.stdout != job.expected) {
        if c.stdout != job.expected {
            let _ = write!(
                msg,
                "    with ACC_CHECK=1, expected (-) vs got (+):\n{}",
                line_diff(&job.expected, &c.stdout)
            );
        }
        if !c.stderr.is_empty() {
            let _ = write!(
                msg,
                "    program stderr with ACC_CHECK=1:\n{}",
                excerpt(&c.stderr)
            );
        }
    }
    if !compiler_stderr.trim().is_empty() {
        let _ = write!(msg, "    compiler stderr:\n{}", excerpt(&compiler_stderr));
    }
    Err(msg)
}

fn report(kind: &str, checks: usize, failures: &[String]) {
    if failures.is_empty() {
        eprintln!("{kind}: all {checks} checks passed");
        return;
    }
    let mut msg = format!("\n{} of {checks} {kind} checks failed:\n", failures.len());
    for f in failures {
        let first = f.lines().next().unwrap_or_default();
        let _ = writeln!(msg, "  - {first}");
    }
    msg.push_str("\nDetails:\n\n");
    for f in failures {
        msg.push_str(f);
        msg.push('\n');
    }
    panic!("{msg}");
}

#[test]
fn programs() {
    let root = repo_root();
    let dir = root.join("tests/programs");
    let files = c_files(&dir);
    if files.is_empty() && filtered() {
        eprintln!("programs: no program matches ACCC_TEST_FILTER");
        return;
    }
    assert!(!files.is_empty(), "no programs found in {}", dir.display());
    let cc = c_compiler();
    let runtime_lib = runtime_lib();
    require_nvcc();
    let out_dir = scratch_dir("programs");
    let mut jobs_list = Vec::new();
    let mut failures = Vec::new();
    for program in &files {
        let expected_path = program.with_extension("expected");
        let expected = match std::fs::read_to_string(&expected_path) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!(
                    "{}: cannot read {}: {e}",
                    stem(program),
                    expected_path.display()
                ));
                continue;
            }
        };
        let no_plain = marker(program, "// no-plain:").is_some();
        let run_timeout = marker(program, "// run-timeout:")
            .and_then(|m| m.split_whitespace().next()?.parse().ok())
            .map_or(RUN_TIMEOUT, Duration::from_secs);
        for build in [
            Build::Plain,
            Build::Host,
            Build::Multicore,
            Build::OpenCl,
            Build::CudaCompile,
        ] {
            if build == Build::Plain && no_plain {
                continue;
            }
            jobs_list.push(Job {
                program: program.clone(),
                expected: expected.clone(),
                opencl_error: opencl_error(program),
                gpu_error: marker(program, "// gpu-error:"),
                run_timeout,
                build,
                extra: Vec::new(),
                tag: String::new(),
                out_dir: out_dir.clone(),
                cc: cc.clone(),
                runtime_lib: runtime_lib.clone(),
                include: root.join("include"),
            });
        }
    }
    let checks = jobs_list.len() + failures.len();
    let started = Instant::now();
    failures.extend(
        parallel_map(jobs_list, run_job)
            .into_iter()
            .filter_map(Result::err),
    );
    let seconds = |d: &Mutex<Vec<Duration>>| -> f64 {
        std::mem::take(&mut *d.lock().unwrap())
            .iter()
            .map(Duration::as_secs_f64)
            .sum()
    };
    eprintln!(
        "programs: {} programs, {checks} builds, {:.1} s; the multicore executables ran {:.1} s, and {:.1} s again with ACC_CHECK=1 (summed over the jobs)",
        files.len(),
        started.elapsed().as_secs_f64(),
        seconds(&MULTICORE_TIME),
        seconds(&CHECK_TIME)
    );
    report("program", checks, &failures);
    let _ = std::fs::remove_dir_all(&out_dir);
}

/// The settings of the `cache` directive's implementations and optimisations that the
/// cache programs are also built and run in (the default, RBI with every optimisation, is
/// `programs`' own build).
const CACHE_SETTINGS: &[&[&str]] = &[
    &["--cache-impl=rbc"],
    &["--cache-impl=ehc"],
    &["--cache-impl=off"],
    &["--cache-write=through"],
    &["--cache-impl=rbc", "--cache-write=through"],
    &["--cache-check"],
    &["--cache-opt=no-sharing"],
    &["--cache-opt=width=sync,scope=communicating"],
    &["--cache-opt=width=fixed,no-parallel-fetch,no-merged-fetch,no-unroll,no-padding,no-hoist,no-window"],
    &[
        "--cache-impl=rbc",
        "--cache-opt=no-sharing,scope=communicating",
    ],
];

/// The cache programs (`tests/programs/cache*.c`) in every setting of `CACHE_SETTINGS`:
/// run on OpenCL (PoCL) and compiled for CUDA with nvcc.
#[test]
fn cache_settings() {
    let root = repo_root();
    let files: Vec<PathBuf> = c_files(&root.join("tests/programs"))
        .into_iter()
        .filter(|p| stem(p).starts_with("cache"))
        .collect();
    if files.is_empty() && filtered() {
        eprintln!("cache_settings: no cache program matches ACCC_TEST_FILTER");
        return;
    }
    assert!(!files.is_empty(), "no cache programs in tests/programs");
    let cc = c_compiler();
    let runtime_lib = runtime_lib();
    let out_dir = scratch_dir("cache-settings");
    let mut jobs_list = Vec::new();
    let mut failures = Vec::new();
    for program in &files {
        let expected = match std::fs::read_to_string(program.with_extension("expected")) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{}: cannot read its .expected: {e}", stem(program)));
                continue;
            }
        };
        for (k, setting) in CACHE_SETTINGS.iter().enumerate() {
            for build in [Build::OpenCl, Build::CudaCompile] {
                jobs_list.push(Job {
                    program: program.clone(),
                    expected: expected.clone(),
                    opencl_error: opencl_error(program),
                    gpu_error: marker(program, "// gpu-error:"),
                    run_timeout: RUN_TIMEOUT,
                    build,
                    extra: setting.to_vec(),
                    tag: format!(".s{k}"),
                    out_dir: out_dir.clone(),
                    cc: cc.clone(),
                    runtime_lib: runtime_lib.clone(),
                    include: root.join("include"),
                });
            }
        }
    }
    let checks = jobs_list.len() + failures.len();
    failures.extend(
        parallel_map(jobs_list, run_job)
            .into_iter()
            .filter_map(Result::err),
    );
    report("cache setting", checks, &failures);
    let _ = std::fs::remove_dir_all(&out_dir);
}

/// One `// expect-error: TEXT` marker.
#[derive(Debug, Clone)]
struct Expectation {
    line: usize,
    text: String,
}

const MARKER: &str = "expect-error:";

fn expectations(source: &str) -> Vec<Expectation> {
    let mut out = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let mut rest = line;
        while let Some(pos) = rest.find(MARKER) {
            rest = &rest[pos + MARKER.len()..];
            let end = [rest.find("//"), rest.find(MARKER), rest.find("*/")]
                .into_iter()
                .flatten()
                .min();
            let text = rest[..end.unwrap_or(rest.len())].trim();
            out.push(Expectation {
                line: i + 1,
                text: text.to_string(),
            });
        }
    }
    out
}

const TARGET_MARKER: &str = "accc-target:";

/// CUDA builds prove something only if accc really runs nvcc (without it, accc ships
/// the kernels as source for NVRTC): ask accc which nvcc it uses.
fn require_nvcc() {
    let version = Command::new(ACCC)
        .arg("--version")
        .output()
        .expect("accc --version runs");
    let version = String::from_utf8_lossy(&version.stdout);
    assert!(
        version.contains("CUDA kernels built ahead of time"),
        "accc finds no nvcc, so the CUDA builds would not be checked (run scripts/test.sh, which installs one, or set ACCC_NVCC):\n{version}"
    );
}

/// The text after `marker` (`// gpu-error:`) in a program, if it has one.
fn marker(program: &Path, marker: &str) -> Option<String> {
    let source = std::fs::read_to_string(program).ok()?;
    source.lines().find_map(|l| {
        let (_, text) = l.split_once(marker)?;
        Some(text.trim().to_string())
    })
}

/// `// opencl-error: TEXT` of a program: what its OpenCL build must fail saying.
fn opencl_error(program: &Path) -> Option<String> {
    let source = std::fs::read_to_string(program).ok()?;
    source.lines().find_map(|l| {
        let (_, text) = l.split_once("// opencl-error:")?;
        Some(text.trim().to_string())
    })
}

/// The target an error program is compiled for: `// accc-target: NAME` in the file (for
/// what only a device target rejects), else `multicore`.
fn error_target(source: &str) -> &str {
    source
        .lines()
        .find_map(|l| l.split(TARGET_MARKER).nth(1))
        .map(|t| t.trim().trim_end_matches("*/").trim())
        .unwrap_or("multicore")
}

fn check_error_file(file: PathBuf, out_dir: &Path) -> Result<(), String> {
    let name = file
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let source = std::fs::read_to_string(&file).map_err(|e| format!("{name}: cannot read: {e}"))?;
    let expected = expectations(&source);
    if expected.is_empty() {
        return Err(format!("{name}: has no `// {MARKER} ...` comment"));
    }
    let mut cmd = Command::new(ACCC);
    cmd.arg(format!("--target={}", error_target(&source)))
        .arg("-c")
        .arg(&file)
        .arg("-o")
        .arg(out_dir.join(format!("{}.o", stem(&file))));
    let cmdline = command_line(&cmd);
    let got = run_with_timeout(cmd, COMPILE_TIMEOUT);
    let stderr = strip_ansi(&got.stderr);
    // The expected texts are searched in the messages, not in the source lines quoted
    // under them (which hold the expectations themselves).
    let lower = stderr
        .lines()
        .filter(|l| !l.contains(MARKER))
        .collect::<Vec<_>>()
        .join("\n")
        .to_lowercase();
    let mut problems = Vec::new();
    if let Some(e) = &got.spawn_error {
        problems.push(format!("accc could not be started: {e}"));
    } else if got.status.is_none() {
        problems.push("accc ran past its time limit".to_string());
    } else if got.ok() {
        problems.push("accc accepted the program (exit status 0); it must be rejected".to_string());
    }
    if stderr.contains("panicked") {
        problems.push("accc panicked".to_string());
    }
    // gcc's compiler proper (not its preprocessor, which accc runs first and whose errors,
    // such as an unterminated comment, stand) names the function of its messages: accc
    // let the program through.
    if stderr.lines().any(|l| {
        l.starts_with(&format!("{name}: In function"))
            || l.contains(&format!("/{name}: In function"))
    }) {
        problems.push("the host compiler reported an error: accc let the program through".into());
    }
    let mut lines: Vec<usize> = expected.iter().map(|e| e.line).collect();
    lines.dedup();
    for line in lines {
        let loc = format!("{name}:{line}:");
        if !stderr.contains(&loc) {
            problems.push(format!("stderr does not name the location `{loc}`"));
        }
    }
    for e in &expected {
        if !lower.contains(&e.text.to_lowercase()) {
            problems.push(format!(
                "stderr does not contain \"{}\" (expected for line {})",
                e.text, e.line
            ));
        }
    }
    if problems.is_empty() {
        return Ok(());
    }
    let mut msg = format!("{name}: {}\n    command: {cmdline}\n", problems.join("; "));
    let _ = write!(
        msg,
        "    accc {}; stderr:\n{}",
        got.describe_status(),
        excerpt(&stderr)
    );
    Err(msg)
}

#[test]
fn errors() {
    let dir = repo_root().join("tests/errors");
    let files = c_files(&dir);
    if files.is_empty() && filtered() {
        eprintln!("errors: no error program matches ACCC_TEST_FILTER");
        return;
    }
    assert!(
        !files.is_empty(),
        "no error programs found in {}",
        dir.display()
    );
    // Errors that nvcc finds (`// accc-target: cuda`) need nvcc.
    if files
        .iter()
        .any(|f| std::fs::read_to_string(f).is_ok_and(|s| error_target(&s) == "cuda"))
    {
        require_nvcc();
    }
    let out_dir = scratch_dir("errors");
    let checks = files.len();
    let od = out_dir.clone();
    let failures: Vec<String> = parallel_map(files, move |f| check_error_file(f, &od))
        .into_iter()
        .filter_map(Result::err)
        .collect();
    report("error-program", checks, &failures);
    let _ = std::fs::remove_dir_all(&out_dir);
}

/// The corpus itself, without accc: the plain-C side of every check.
#[test]
fn corpus_is_well_formed() {
    let root = repo_root();
    let mut problems = Vec::new();
    let programs = c_files(&root.join("tests/programs"));
    for p in &programs {
        let exp = p.with_extension("expected");
        match std::fs::read_to_string(&exp) {
            Err(_) => problems.push(format!("{}: no {}", stem(p), exp.display())),
            Ok(s) if s.is_empty() => {
                problems.push(format!("{}: {} is empty", stem(p), exp.display()))
            }
            Ok(s) if !s.ends_with('\n') => problems.push(format!(
                "{}: {} lacks a final newline",
                stem(p),
                exp.display()
            )),
            Ok(_) => {}
        }
        let src = std::fs::read_to_string(p).unwrap_or_default();
        if !src.contains("#pragma acc") && !src.contains("_Pragma") {
            problems.push(format!("{}: contains no OpenACC directive", stem(p)));
        }
    }
    // An expected output without its program is a leftover.
    for entry in std::fs::read_dir(root.join("tests/programs"))
        .expect("tests/programs")
        .flatten()
    {
        let p = entry.path();
        if p.extension() == Some(OsStr::new("expected")) && !p.with_extension("c").is_file() {
            problems.push(format!(
                "{}: expected output without a program",
                p.display()
            ));
        }
    }
    for f in c_files(&root.join("tests/errors")) {
        let src = std::fs::read_to_string(&f).unwrap_or_default();
        let exp = expectations(&src);
        if exp.is_empty() {
            problems.push(format!("{}: no `// {MARKER}` comment", f.display()));
        }
        if exp.iter().any(|e| e.text.is_empty()) {
            problems.push(format!(
                "{}: an `{MARKER}` comment with no text",
                f.display()
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "the test corpus is malformed:\n  {}",
        problems.join("\n  ")
    );
}

#[test]
fn expectation_markers_parse() {
    let src =
        "int x;\n#pragma acc parallel loop vectr(32) // expect-error: unknown clause // expect-error: did you mean\n\
               /* start // expect-error: unterminated\n";
    let e = expectations(src);
    let got: Vec<(usize, &str)> = e.iter().map(|e| (e.line, e.text.as_str())).collect();
    assert_eq!(
        got,
        vec![
            (2, "unknown clause"),
            (2, "did you mean"),
            (3, "unterminated")
        ]
    );
    assert_eq!(strip_ansi("\u{1b}[1;31merror\u{1b}[0m: x"), "error: x");
    assert!(line_diff("a\nb\n", "a\nc\n").contains("line   2 - b"));
    assert!(line_diff("a\n", "a").contains("final newline"));
}
