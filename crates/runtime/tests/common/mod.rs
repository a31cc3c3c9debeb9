//! Helpers shared by the integration tests that build C programs against the headers
//! and the freshly built `libaccrt.a`.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

/// How the tests' C programs of the ABI are compiled: strictly, except that their
/// `__accrt_data` entries leave out the row fields (0 unless ACCRT_ROWS).
pub const C_CHECK_FLAGS: [&str; 6] = [
    "-std=c11",
    "-Wall",
    "-Wextra",
    "-Wno-missing-field-initializers",
    "-Werror",
    "-O1",
];

pub fn include_dir() -> PathBuf {
    Path::new(MANIFEST).join("../../include")
}

pub fn work_dir() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("accrt-c-api");
    std::fs::create_dir_all(&d).expect("create the test's scratch directory");
    d
}

/// The `libaccrt.a` that this `cargo test` built, found from the test executable's
/// path (`<target dir>/<profile>/deps/c_api-<hash>`).
///
/// `cargo build` leaves the library at `<target dir>/<profile>/libaccrt.a`; under
/// `cargo test` the library is only a dependency of the test targets, so cargo
/// rebuilds it as `<profile>/deps/libaccrt-<hash>.a` and does not refresh the copy
/// one level up. The newest of these candidates is taken, and it must be at least as
/// new as every input listed in its dep-info file (`.d` next to it) — so a stale
/// library fails the test instead of being tested.
pub fn staticlib() -> PathBuf {
    let exe = std::env::current_exe().expect("path of the test executable");
    let deps_dir = exe.parent().expect("the test executable has a directory");
    let profile_dir = deps_dir
        .parent()
        .expect("the test executable lives in <target>/<profile>/deps");
    let mut candidates = vec![(
        profile_dir.join("libaccrt.a"),
        profile_dir.join("libaccrt.d"),
    )];
    for e in std::fs::read_dir(deps_dir).expect("read the deps directory") {
        let p = e.expect("directory entry").path();
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if let Some(hash) = name
            .strip_prefix("libaccrt-")
            .and_then(|n| n.strip_suffix(".a"))
        {
            let d = deps_dir.join(format!("accrt-{hash}.d"));
            candidates.push((p, d));
        }
    }
    let newest = candidates
        .into_iter()
        .filter_map(|(lib, d)| {
            let t = std::fs::metadata(&lib).and_then(|m| m.modified()).ok()?;
            Some((t, lib, d))
        })
        .max_by_key(|(t, _, _)| *t);
    let Some((lib_time, lib, depinfo_path)) = newest else {
        panic!(
            "libaccrt.a not found in {} or {}; `cargo test -p accrt` should have built it \
             (crate-type staticlib in crates/runtime/Cargo.toml)",
            profile_dir.display(),
            deps_dir.display()
        )
    };
    let size = std::fs::metadata(&lib).map(|m| m.len()).unwrap_or(0);
    assert!(size > 0, "{} is empty", lib.display());
    let depinfo = std::fs::read_to_string(&depinfo_path).unwrap_or_else(|e| {
        panic!(
            "cannot read {} ({e}), needed to check that {} is up to date",
            depinfo_path.display(),
            lib.display()
        )
    });
    let inputs = depinfo_inputs(&depinfo);
    assert!(
        inputs.iter().any(|p| p.ends_with("src/api.rs")),
        "{} does not list the runtime's sources",
        depinfo_path.display()
    );
    // rustc runs in the workspace root, so relative inputs are relative to it.
    let workspace_root = Path::new(MANIFEST).join("../..");
    for input in inputs {
        let input = workspace_root.join(input);
        let t = std::fs::metadata(&input)
            .and_then(|m| m.modified())
            .unwrap_or_else(|e| panic!("input {} of libaccrt.a: {e}", input.display()));
        assert!(
            t <= lib_time,
            "{} is older than its input {}: the static library is stale",
            lib.display(),
            input.display()
        );
    }
    lib
}

/// The inputs named in a makefile-style dep-info file (`out: in1 in2 ...`, with
/// spaces inside names escaped as `\ `).
pub fn depinfo_inputs(depinfo: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for line in depinfo.lines() {
        let Some((_, inputs)) = line.split_once(": ") else {
            continue;
        };
        let mut current = String::new();
        let mut chars = inputs.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' if chars.peek() == Some(&' ') => {
                    current.push(' ');
                    chars.next();
                }
                ' ' => {
                    if !current.is_empty() {
                        out.push(PathBuf::from(std::mem::take(&mut current)));
                    }
                }
                c => current.push(c),
            }
        }
        if !current.is_empty() {
            out.push(PathBuf::from(current));
        }
    }
    out
}

pub fn require_tool(name: &str) {
    match Command::new(name).arg("--version").output() {
        Ok(o) if o.status.success() => {}
        Ok(o) => panic!(
            "`{name} --version` failed: {}",
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(e) => panic!("the C API tests need `{name}` on PATH, but it cannot be run: {e}"),
    }
}

pub fn run_checked(cmd: &mut Command) -> Output {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Exit status 1 with exactly one diagnostic line, which must contain every piece.
pub fn expect_error(out: &Output, pieces: &[&str]) {
    let stderr = text(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(1),
        "expected exit status 1; stdout:\n{}\nstderr:\n{stderr}",
        text(&out.stdout)
    );
    assert!(
        !text(&out.stdout).contains("survived"),
        "the program went on after the error"
    );
    assert!(!text(&out.stdout).contains("ALL OK"));
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "one line of diagnostics expected: {stderr}");
    assert!(lines[0].starts_with("accc runtime error: "), "{stderr}");
    for p in pieces {
        assert!(lines[0].contains(p), "`{p}` missing from: {stderr}");
    }
}
