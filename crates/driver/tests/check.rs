//! `ACC_CHECK=1`, the checking mode of the CPU targets, end to end: every program of
//! `tests/check/` is built with `accc --target=host` and `accc --target=multicore` and run
//! twice.
//!
//! * Without `ACC_CHECK` it must print `NAME.expected` and exit with status 0: host and
//!   multicore memory is shared and the data clauses have no effect, as always.
//! * With `ACC_CHECK=1`, a program with `// check-error: TEXT` comments must stop with
//!   exit status 1 and one line on stderr, `accc runtime error: NAME.c:LINE: TEXT…`, where
//!   LINE is the line of the comment (the directive the runtime names, with the variable
//!   in TEXT); a program without them must print `NAME.checked` (what a GPU shows: stale
//!   host data, the runtime routines' answers for a device of its own) and exit with 0.
//!
//! Build the workspace first (`cargo build --workspace`): the programs link the
//! `libaccrt.a` next to the accc binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const ACCC: &str = env!("CARGO_BIN_EXE_accc");

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

fn scratch_dir() -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("accc-check-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `// check-error: TEXT` comments of a program: (line, TEXT).
fn expectations(source: &str) -> Vec<(usize, String)> {
    source
        .lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let (_, t) = l.split_once("// check-error:")?;
            Some((i + 1, t.trim().to_string()))
        })
        .collect()
}

/// Runs `exe` with the OpenACC variables cleared, plus `env`.
fn run(exe: &Path, env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(exe);
    for var in [
        "ACC_CHECK",
        "ACC_DEVICE_TYPE",
        "ACC_DEVICE_NUM",
        "ACC_FILL",
        "ACC_TIME",
        "ACC_NOTIFY",
        "ACC_TRACE",
    ] {
        cmd.env_remove(var);
    }
    cmd.env("OMP_NUM_THREADS", "4").env("ACC_NUM_CORES", "4");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()))
}

/// What is wrong with one program on one target, if anything.
fn check_program(dir: &Path, out: &Path, name: &str, target: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let exe = out.join(format!("{name}.{target}"));
    // Built in its directory with its bare name: the messages name `NAME.c`.
    let built = Command::new(ACCC)
        .current_dir(dir)
        .args([
            &format!("--target={target}"),
            "-O2",
            &format!("{name}.c"),
            "-o",
        ])
        .arg(&exe)
        .env("NO_COLOR", "1")
        .output()
        .expect("run accc");
    if !built.status.success() {
        return vec![format!(
            "{name} [{target}]: does not build:\n{}",
            text(&built.stderr)
        )];
    }
    let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{name}.{ext}")));
    let expected = read("expected").unwrap_or_else(|e| panic!("{name}.expected: {e}"));
    // Without ACC_CHECK: as before, memory shared.
    let plain = run(&exe, &[]);
    if !plain.status.success() || text(&plain.stdout) != expected || !plain.stderr.is_empty() {
        problems.push(format!(
            "{name} [{target}] without ACC_CHECK: {}; expected:\n{expected}got:\n{}{}",
            plain.status,
            text(&plain.stdout),
            text(&plain.stderr)
        ));
    }
    // With ACC_CHECK=1: the error each comment asks for, or the GPU's output.
    let source = read("c").expect("source");
    let wanted = expectations(&source);
    let checked = run(&exe, &[("ACC_CHECK", "1")]);
    let stderr = text(&checked.stderr);
    if wanted.is_empty() {
        let gpu = read("checked").unwrap_or_else(|e| panic!("{name}.checked: {e}"));
        if !checked.status.success() || text(&checked.stdout) != gpu || !stderr.is_empty() {
            problems.push(format!(
                "{name} [{target}] with ACC_CHECK=1: {}; expected:\n{gpu}got:\n{}{stderr}",
                checked.status,
                text(&checked.stdout)
            ));
        }
        return problems;
    }
    let lines: Vec<&str> = stderr.lines().collect();
    let mut ok = checked.status.code() == Some(1) && lines.len() == 1;
    for (line, what) in &wanted {
        let message = format!("accc runtime error: {name}.c:{line}: {what}");
        ok &= lines.first().is_some_and(|l| l.starts_with(&message));
        // The device the message names is the target's.
        ok &= stderr.contains(&format!("on {target} device 0"));
    }
    if !ok {
        problems.push(format!(
            "{name} [{target}] with ACC_CHECK=1: {}, expected the one error line `{name}.c:LINE: TEXT` for {wanted:?}; stdout:\n{}stderr:\n{stderr}",
            checked.status,
            text(&checked.stdout)
        ));
    }
    problems
}

#[test]
fn checking_mode_finds_data_clause_bugs_on_host_and_multicore() {
    let dir = repo_root().join("tests/check");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/check")
        .filter_map(|e| {
            let p = e.ok()?.path();
            let stem = p.file_stem()?.to_string_lossy().into_owned();
            (p.extension()? == "c").then_some(stem)
        })
        .collect();
    names.sort();
    // Every misuse class of the checking mode has its program.
    for class in [
        "present_absent",
        "update_absent",
        "partial_overlap",
        "after_exit_data",
        "stale_read",
        "member_not_present",
        "api_routines",
    ] {
        assert!(
            names.iter().any(|n| n == class),
            "tests/check/{class}.c is missing"
        );
    }
    let out = scratch_dir();
    let mut problems = Vec::new();
    for name in &names {
        for target in ["host", "multicore"] {
            problems.extend(check_program(&dir, &out, name, target));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problem(s):\n\n{}",
        problems.len(),
        problems.join("\n\n")
    );
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn expectations_are_read_from_comments() {
    let src = "a\n#pragma acc update self(y) // check-error: update in main(): self(y)\n";
    assert_eq!(
        expectations(src),
        vec![(2, "update in main(): self(y)".to_string())]
    );
}
