//! Pins the code accc generates: for every corpus program (`tests/programs/NAME.c`) and the
//! benchmarks (`bench/B/B.c`, `bench/cache/P.c` with `-DUSE_CACHE`), the host C of
//! `--target=cuda`, `--target=opencl` and `--target=multicore` and the CUDA C and OpenCL C
//! device programs must equal the files in `tests/generated/NAME/` byte for byte:
//!
//! * `cuda.host.c`, `opencl.host.c`, `multicore.host.c`: the host C that `--emit-dir` writes
//!   (`NAME.host.c`), reduced to what accc generates and the lines of the program's own
//!   files (see [`normalise_host_c`]);
//! * `cuda.device.cu`, `opencl.device.cl`: the device program, which the host C carries as
//!   the string `__accc_program` (decoded here to make it readable).
//!
//! A target that a program marks as unsupported (`// gpu-error:`, `// opencl-error:`) has no
//! golden; the programs test checks that its build fails. The goldens are a safety net for
//! restructuring the back end: a change must keep them byte-identical, or its commit says
//! which difference it makes and why (tests/generated/README.md).
//!
//! Only text is generated: `-c -fsyntax-only` stops the host compiler before it writes an
//! object, and ACCC_NVCC / CUDA_HOME are unset so that nvcc does not build a CUDA image (one
//! found on the PATH anyway would only add the image, which is cut out again).
//!
//! Environment:
//! * `ACCC_BLESS=1`: write the goldens instead of comparing (and remove stale ones);
//! * `ACCC_TEST_FILTER=substr`: only the programs whose golden name contains it;
//! * `ACCC_TEST_JOBS=n`: parallel accc runs (default: the available cores, at most 4).

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Instant;

mod goldens;
use goldens::{moved_headers, repo_root, BENCHMARKS};

const ACCC: &str = env!("CARGO_BIN_EXE_accc");
/// Lines of a unified diff shown per differing file.
const DIFF_LINES_SHOWN: usize = 40;

fn goldens_dir() -> PathBuf {
    repo_root().join("tests/generated")
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Cuda,
    OpenCl,
    Multicore,
}

impl Target {
    const ALL: [Target; 3] = [Target::Cuda, Target::OpenCl, Target::Multicore];

    fn option(self) -> &'static str {
        match self {
            Target::Cuda => "--target=cuda",
            Target::OpenCl => "--target=opencl",
            Target::Multicore => "--target=multicore",
        }
    }

    fn host_golden(self) -> &'static str {
        match self {
            Target::Cuda => "cuda.host.c",
            Target::OpenCl => "opencl.host.c",
            Target::Multicore => "multicore.host.c",
        }
    }

    /// The golden of the device program, for the targets that have one.
    fn device_golden(self) -> Option<&'static str> {
        match self {
            Target::Cuda => Some("cuda.device.cu"),
            Target::OpenCl => Some("opencl.device.cl"),
            Target::Multicore => None,
        }
    }
}

/// One program whose generated code is pinned.
struct Program {
    /// Its directory under tests/generated: the corpus program's stem, `bench-B` for
    /// bench/B/B.c, `bench-cache-P` for bench/cache/P.c (names that would otherwise clash).
    golden_name: String,
    /// The source, relative to the repository root (for messages).
    source: String,
    /// Where accc runs, so that the file names in the generated code are the bare name.
    dir: PathBuf,
    file_name: String,
    /// Options the program is built with (the benchmarks' `-D`s).
    options: Vec<&'static str>,
    targets: Vec<Target>,
}

/// Every pinned program, in a stable order.
fn all_programs() -> Vec<Program> {
    let root = repo_root();
    let mut programs = Vec::new();
    let mut add = |golden_name: String, path: PathBuf, options: Vec<&'static str>| {
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        // What the GPU back ends reject is pinned by the programs test as an error.
        let targets = Target::ALL
            .into_iter()
            .filter(|t| match t {
                Target::Cuda => !text.contains("// gpu-error:"),
                Target::OpenCl => {
                    !text.contains("// gpu-error:") && !text.contains("// opencl-error:")
                }
                Target::Multicore => true,
            })
            .collect();
        programs.push(Program {
            golden_name,
            source: path
                .strip_prefix(&root)
                .unwrap_or(&path)
                .display()
                .to_string(),
            dir: path.parent().expect("a directory").to_path_buf(),
            file_name: path
                .file_name()
                .expect("a file name")
                .to_string_lossy()
                .into_owned(),
            options,
            targets,
        });
    };
    for path in c_files(&root.join("tests/programs")) {
        add(stem(&path), path, Vec::new());
    }
    for bench in BENCHMARKS {
        let path = root.join(format!("bench/{bench}/{bench}.c"));
        add(format!("bench-{bench}"), path, Vec::new());
    }
    // The cache benchmarks as bench/cache/build.sh builds their cache variants (the default
    // implementation); smem_acc's double variant adds nothing to pin.
    for path in c_files(&root.join("bench/cache")) {
        add(
            format!("bench-cache-{}", stem(&path)),
            path,
            vec!["-DUSE_CACHE"],
        );
    }
    programs
}

fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    files
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
        t.join().expect("a worker thread panicked");
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

/// One accc run: a program for a target.
struct Job {
    golden_name: String,
    source: String,
    dir: PathBuf,
    file_name: String,
    options: Vec<&'static str>,
    target: Target,
    scratch: PathBuf,
    abi_prelude: String,
    /// accc's headers, copied to a directory of another name (see [`moved_headers`]).
    include_dir: PathBuf,
}

/// The program's golden name and the golden files one run produces (file name → text), or
/// why it failed.
fn generate(job: Job) -> (String, Result<Vec<(String, String)>, String>) {
    let golden_name = job.golden_name.clone();
    (golden_name, generate_files(job))
}

fn generate_files(job: Job) -> Result<Vec<(String, String)>, String> {
    let target_name = job.target.option().trim_start_matches("--target=");
    let work = job
        .scratch
        .join(format!("{}.{target_name}", job.golden_name));
    let emit_dir = work.join("emit");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&emit_dir).map_err(|e| format!("{}: {e}", emit_dir.display()))?;
    let mut cmd = Command::new(ACCC);
    cmd.current_dir(&job.dir)
        // No nvcc (its image would only be cut out again) and the default host compiler
        // (whose preprocessor writes the line markers the goldens keep).
        .env_remove("ACCC_NVCC")
        .env_remove("CUDA_HOME")
        .env_remove("ACCC_CC")
        .env("ACCC_INCLUDE_DIR", &job.include_dir)
        .arg(job.target.option())
        .args(&job.options)
        // accc has no option to stop once the C is generated: `-fsyntax-only` goes to the
        // host compiler, which then checks the generated C and writes no object.
        .args(["-c", "-fsyntax-only"])
        .arg(&job.file_name)
        .arg("-o")
        .arg(work.join("never-written.o"))
        .arg("--emit-dir")
        .arg(&emit_dir);
    let shown = format!(
        "cd {} && accc {} -c -fsyntax-only {}",
        Path::new(&job.source)
            .parent()
            .unwrap_or(Path::new(""))
            .display(),
        [job.target.option()]
            .into_iter()
            .chain(job.options.iter().copied())
            .collect::<Vec<_>>()
            .join(" "),
        job.file_name
    );
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {ACCC}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{} {}: `{shown}` failed ({}):\n{}",
            job.source,
            job.target.option(),
            out.status,
            excerpt(&String::from_utf8_lossy(&out.stderr))
        ));
    }
    let host_path = emit_dir.join(format!("{}.host.c", stem(Path::new(&job.file_name))));
    let host_c = std::fs::read_to_string(&host_path).map_err(|e| {
        format!(
            "{} {}: no generated host C {} ({e})",
            job.source,
            job.target.option(),
            host_path.display()
        )
    })?;
    let _ = std::fs::remove_dir_all(&work);
    let (host, device) = normalise_host_c(&host_c, &job.abi_prelude)
        .map_err(|e| format!("{} {}: {e}", job.source, job.target.option()))?;
    let mut files = vec![(job.target.host_golden().to_string(), host)];
    match (device, job.target.device_golden()) {
        (Some(program), Some(name)) => files.push((name.to_string(), program)),
        (None, _) => {}
        (Some(_), None) => {
            return Err(format!(
                "{} {}: a device program in the host C of a CPU target",
                job.source,
                job.target.option()
            ))
        }
    }
    Ok(files)
}

/// The runtime's ABI declarations that accc pastes at the top of every host file
/// (include/accrt.h between `accc-abi-begin` and `accc-abi-end`, spelled as
/// accc_back::host's `abi_prelude` spells it): the same in every file, so pinned once by
/// the header itself, not ~450 times here.
fn abi_prelude(root: &Path) -> String {
    let header = std::fs::read_to_string(root.join("include/accrt.h")).expect("include/accrt.h");
    let start = header
        .find("/* accc-abi-begin")
        .expect("accrt.h has the accc-abi-begin marker");
    let end = header
        .find("/* accc-abi-end */")
        .expect("accrt.h has the accc-abi-end marker");
    header[start..end]
        .replace("__SIZE_TYPE__", "__typeof__(sizeof(0))")
        .replace("__INT64_TYPE__", "long long")
        .replace("__UINT64_TYPE__", "unsigned long long")
}

const ABI_PRELUDE_LEFT_OUT: &str =
    "/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */\n";
const DEVICE_PROGRAM_LEFT_OUT: &str =
    "static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;";

/// Reduces a generated host file to what depends only on accc and the program:
///
/// * the ABI prelude (when it is exactly include/accrt.h's) becomes one comment line;
/// * the device program string `__accc_program` is decoded and returned apart, the host
///   file naming it with a placeholder;
/// * a CUDA image built by nvcc (a byte array, present only where nvcc was found) is cut;
/// * the text the preprocessor's line markers attribute to other files than the program's
///   own (system headers, accc's openacc.h under an absolute path, `<built-in>`,
///   `<command-line>`) is dropped with those markers: it depends on the machine's headers.
///   Kept are the files named by a relative path (the program and its own headers, as accc
///   runs in their directory) and accc's generated sections (`<accc>`,
///   `<accc device program>`); a line before any marker is accc's.
fn normalise_host_c(text: &str, abi_prelude: &str) -> Result<(String, Option<String>), String> {
    let mut text = cut_nvcc_image(text);
    if let Some(rest) = text.strip_prefix(abi_prelude) {
        text = format!("{ABI_PRELUDE_LEFT_OUT}{rest}");
    }
    let (text, device_program) = extract_device_program(&text)?;
    let mut kept = String::with_capacity(text.len() / 4);
    let mut keeping = true;
    for line in text.split_inclusive('\n') {
        if let Some(file) = line_marker_file(line) {
            keeping =
                file.starts_with("<accc") || !(file.starts_with('/') || file.starts_with('<'));
        }
        if keeping {
            kept.push_str(line);
        }
    }
    Ok((kept, device_program))
}

/// The file a preprocessor line marker (`# 12 "name" 2 3`) names, if `line` is one.
fn line_marker_file(line: &str) -> Option<String> {
    let rest = line.strip_prefix("# ")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let quoted = rest[digits..].strip_prefix(" \"")?;
    let mut name = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(name),
            '\\' => name.push(chars.next()?),
            c => name.push(c),
        }
    }
    None
}

/// The host file without the CUDA image nvcc built (`/* sm_NN image built by nvcc */`, a
/// weak byte array appended to the file), which only a machine with nvcc adds.
fn cut_nvcc_image(text: &str) -> String {
    let Some(start) = text.find("\n/* sm_").filter(|&s| {
        text[s..]
            .lines()
            .nth(1)
            .is_some_and(|l| l.ends_with(" image built by nvcc */"))
    }) else {
        return text.to_string();
    };
    let end = text[start..]
        .find("\n};\n")
        .map_or(text.len(), |e| start + e + "\n};\n".len());
    format!("{}{}", &text[..start], &text[end..])
}

/// Splits the device program out of the host file: the C string literals after
/// `static const char __accc_program[] = ` up to the `;`, decoded.
fn extract_device_program(text: &str) -> Result<(String, Option<String>), String> {
    const DECLARATION: &str = "static const char __accc_program[] = ";
    let Some(start) = text.find(DECLARATION) else {
        return Ok((text.to_string(), None));
    };
    let mut program = String::new();
    let mut chars = text[start + DECLARATION.len()..].char_indices();
    let end = loop {
        match chars.next() {
            Some((_, c)) if c.is_whitespace() => {}
            Some((i, ';')) => break start + DECLARATION.len() + i + 1,
            Some((_, '"')) => loop {
                match chars.next().map(|(_, c)| c) {
                    Some('"') => break,
                    Some('\\') => match chars.next().map(|(_, c)| c) {
                        Some('n') => program.push('\n'),
                        Some('t') => program.push('\t'),
                        Some(c @ ('"' | '\\' | '\'' | '?')) => program.push(c),
                        other => {
                            return Err(format!(
                                "the device program string has an escape this test does not \
                                 decode: \\{other:?}"
                            ))
                        }
                    },
                    Some(c) => program.push(c),
                    None => return Err("the device program string is not closed".into()),
                }
            },
            other => {
                return Err(format!(
                    "unexpected {other:?} in the device program's declaration"
                ))
            }
        }
    };
    let host = format!(
        "{}{DEVICE_PROGRAM_LEFT_OUT}{}",
        &text[..start],
        &text[end..]
    );
    Ok((host, Some(program)))
}

/// The first and last lines of a long text, indented.
fn excerpt(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let shown: Vec<&str> = if lines.len() <= DIFF_LINES_SHOWN {
        lines
    } else {
        lines[lines.len() - DIFF_LINES_SHOWN..].to_vec()
    };
    shown.iter().map(|l| format!("    | {l}\n")).collect()
}

/// A unified diff (3 lines of context) from `expected` to `got`, at most `max_lines` lines.
fn unified_diff(expected: &str, got: &str, max_lines: usize) -> String {
    let a: Vec<&str> = expected.lines().collect();
    let b: Vec<&str> = got.lines().collect();
    let ops = diff_ops(&a, &b);
    // Hunks: runs of changes with up to 3 equal lines around them.
    const CONTEXT: usize = 3;
    let mut out = Vec::new();
    let mut i = 0;
    while i < ops.len() {
        if ops[i].0 == ' ' {
            i += 1;
            continue;
        }
        let start = i.saturating_sub(CONTEXT);
        let mut end = i;
        // Extend while the next change is within 2 * CONTEXT equal lines.
        loop {
            while end < ops.len() && ops[end].0 != ' ' {
                end += 1;
            }
            let next_change = (end..ops.len()).find(|&k| ops[k].0 != ' ');
            match next_change {
                Some(k) if k - end <= 2 * CONTEXT => end = k,
                _ => break,
            }
        }
        let end = (end + CONTEXT).min(ops.len());
        let (a_start, b_start) = (ops[start].1, ops[start].2);
        let a_len = ops[start..end].iter().filter(|o| o.0 != '+').count();
        let b_len = ops[start..end].iter().filter(|o| o.0 != '-').count();
        out.push(format!(
            "@@ -{},{a_len} +{},{b_len} @@",
            a_start + 1,
            b_start + 1
        ));
        for &(op, ai, bi) in &ops[start..end] {
            let line = if op == '+' { b[bi] } else { a[ai] };
            out.push(format!("{op}{line}"));
        }
        i = end;
    }
    if out.is_empty() {
        return format!(
            "(the lines agree; the bytes differ, e.g. the final newline: expected {} bytes, got {})\n",
            expected.len(),
            got.len()
        );
    }
    let total = out.len();
    let mut text: String = out
        .into_iter()
        .take(max_lines)
        .map(|l| format!("    {l}\n"))
        .collect();
    if total > max_lines {
        let _ = writeln!(text, "    ... ({} more diff lines)", total - max_lines);
    }
    text
}

/// The edit script from `a` to `b` as (op, index in a, index in b), op ' ', '-' or '+':
/// common prefix and suffix, and a longest common subsequence of the rest when it is small
/// enough (else the rest is shown as replaced).
fn diff_ops(a: &[&str], b: &[&str]) -> Vec<(char, usize, usize)> {
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (am, bm) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let mut ops: Vec<(char, usize, usize)> = (0..prefix).map(|k| (' ', k, k)).collect();
    if am.len() * bm.len() <= 4_000_000 {
        // lcs[i][j]: the longest common subsequence of am[i..] and bm[j..].
        let width = bm.len() + 1;
        let mut lcs = vec![0u32; (am.len() + 1) * width];
        for i in (0..am.len()).rev() {
            for j in (0..bm.len()).rev() {
                lcs[i * width + j] = if am[i] == bm[j] {
                    lcs[(i + 1) * width + j + 1] + 1
                } else {
                    lcs[(i + 1) * width + j].max(lcs[i * width + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < am.len() || j < bm.len() {
            if i < am.len() && j < bm.len() && am[i] == bm[j] {
                ops.push((' ', prefix + i, prefix + j));
                i += 1;
                j += 1;
            } else if i < am.len()
                && (j == bm.len() || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])
            {
                // Removals first, as diff -u shows a replaced line.
                ops.push(('-', prefix + i, prefix + j));
                i += 1;
            } else {
                ops.push(('+', prefix + i, prefix + j));
                j += 1;
            }
        }
    } else {
        ops.extend((0..am.len()).map(|k| ('-', prefix + k, prefix)));
        ops.extend((0..bm.len()).map(|k| ('+', prefix + am.len(), prefix + k)));
    }
    let (a_end, b_end) = (prefix + am.len(), prefix + bm.len());
    ops.extend((0..suffix).map(|k| (' ', a_end + k, b_end + k)));
    ops
}

#[test]
fn generated_code_matches_the_goldens() {
    let started = Instant::now();
    let root = repo_root();
    let goldens = goldens_dir();
    let bless = std::env::var_os("ACCC_BLESS").is_some_and(|v| v == "1");
    let filter = std::env::var("ACCC_TEST_FILTER").unwrap_or_default();
    let programs: Vec<Program> = all_programs()
        .into_iter()
        .filter(|p| p.golden_name.contains(&filter))
        .collect();
    assert!(
        !programs.is_empty(),
        "no program's name contains ACCC_TEST_FILTER={filter:?}"
    );
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("accc-generated-{}", std::process::id()));
    let prelude = abi_prelude(&root);
    let include_dir = moved_headers(&root, &scratch);
    let jobs: Vec<Job> = programs
        .iter()
        .flat_map(|p| {
            p.targets.iter().map(|&target| Job {
                golden_name: p.golden_name.clone(),
                source: p.source.clone(),
                dir: p.dir.clone(),
                file_name: p.file_name.clone(),
                options: p.options.clone(),
                target,
                scratch: scratch.clone(),
                abi_prelude: prelude.clone(),
                include_dir: include_dir.clone(),
            })
        })
        .collect();
    let runs = jobs.len();
    let results = parallel_map(jobs, generate);
    let _ = std::fs::remove_dir_all(&scratch);

    let mut failures: Vec<String> = Vec::new();
    // Golden name → file name → generated text.
    let mut generated: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for (golden_name, result) in results {
        let files = generated.entry(golden_name).or_default();
        match result {
            Ok(outputs) => files.extend(outputs),
            Err(e) => failures.push(e),
        }
    }
    if !failures.is_empty() {
        panic!(
            "accc failed on {} of {runs} runs:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    let mut written = 0;
    let mut removed = 0;
    for (name, files) in &generated {
        let dir = goldens.join(name);
        let on_disk: BTreeSet<String> = std::fs::read_dir(&dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        if bless {
            std::fs::create_dir_all(&dir).expect("creating a golden directory");
        }
        for (file, text) in files {
            let path = dir.join(file);
            let shown = path
                .strip_prefix(&root)
                .unwrap_or(&path)
                .display()
                .to_string();
            match std::fs::read_to_string(&path) {
                Ok(golden) if golden == *text => {}
                _ if bless => {
                    std::fs::write(&path, text).expect("writing a golden");
                    written += 1;
                }
                Ok(golden) => failures.push(format!(
                    "{shown} differs from what accc generates now (- golden, + now):\n{}",
                    unified_diff(&golden, text, DIFF_LINES_SHOWN)
                )),
                Err(e) => failures.push(format!("{shown}: missing golden ({e})")),
            }
        }
        for stale in on_disk.iter().filter(|f| !files.contains_key(*f)) {
            let path = dir.join(stale);
            if bless {
                std::fs::remove_file(&path).expect("removing a stale golden");
                removed += 1;
            } else {
                failures.push(format!(
                    "{}: accc no longer generates this file for the program",
                    path.strip_prefix(&root).unwrap_or(&path).display()
                ));
            }
        }
    }
    // Goldens of programs that no longer exist (only the whole set tells).
    if filter.is_empty() {
        for entry in std::fs::read_dir(&goldens).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !entry.path().is_dir() || generated.contains_key(&name) {
                continue;
            }
            if bless {
                std::fs::remove_dir_all(entry.path()).expect("removing stale goldens");
                removed += 1;
            } else {
                failures.push(format!(
                    "tests/generated/{name}/: no such program (tests/programs/{name}.c, bench/...); \
                     remove it or bless"
                ));
            }
        }
    }
    eprintln!(
        "generated code of {} programs ({runs} accc runs) in {:.1} s{}",
        generated.len(),
        started.elapsed().as_secs_f64(),
        if bless {
            format!(": {written} goldens written, {removed} stale ones removed")
        } else {
            String::new()
        }
    );
    if !failures.is_empty() {
        let bless_command = if filter.is_empty() {
            "ACCC_BLESS=1 cargo test -p accc --test generated".to_string()
        } else {
            format!("ACCC_BLESS=1 ACCC_TEST_FILTER={filter} cargo test -p accc --test generated")
        };
        panic!(
            "{} golden file(s) of tests/generated do not match:\n\n{}\n\nIf every difference is \
             meant (and said in the commit message), bless them:\n    {}\n",
            failures.len(),
            failures.join("\n"),
            bless_command
        );
    }
}
