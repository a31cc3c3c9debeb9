//! Pins what a program built by accc tells its user at run time (`crates/runtime/src/
//! profile`): `tests/profiling/saxpy.c` is built for host, multicore and opencl (PoCL in CI)
//! and run
//!
//! * with `ACC_NOTIFY=31`: its standard error must equal `saxpy.notify.TARGET` line for line
//!   (the OpenCL grid depends on the device's compute units and reads `grid=#`);
//! * with `ACC_TIME=1`: the report must equal `saxpy.time.TARGET` once measured times are
//!   replaced by `#` (and the device's name dropped);
//! * with `ACC_TRACE=FILE`: the file must parse as Trace Event Format JSON holding the
//!   expected complete events (regions on the host; kernels, transfers on the device's
//!   queues, inside their regions), and `accc trace-svg` must draw it;
//! * with nothing set: no profiling output at all; a bad `ACC_NOTIFY` is a fatal error;
//! * under `ACC_PROFLIB=libtool.so` (the OpenACC profiling interface): `tool.c`, a tool
//!   written against the standard's `acc_prof.h` and built with `cc -shared -fPIC`,
//!   counts every event and notes fields of the first of some (file, line, variable,
//!   bytes, kernel name); its report at exit must equal `saxpy.tool.TARGET`;
//! * `register_in_main.c` registers callbacks from `main` after a first region, and
//!   `linked_tool.c` defines `acc_register_library` itself: both must count what they
//!   should.
//! * with `ACC_NVTX=1` and `nvtx_recorder.c` built as `libnvToolsExt.so.1` on the library
//!   path: the NVTX ranges must name each construct, transfer, launch and wait with its
//!   place, nest, and all close.
//!
//! A machine without an OpenCL platform fails the OpenCL runs, loudly (as the corpus).
//! To accept a deliberate change of format, run with `ACCC_BLESS=1` (which rewrites the
//! recorded files) and review the diff.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const ACCC: &str = env!("CARGO_BIN_EXE_accc");
const TARGETS: [&str; 3] = ["host", "multicore", "opencl"];

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/profiling")
}

fn scratch(test: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("accc-profiling-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("scratch directory");
    d
}

/// Builds saxpy.c for `target` (from its directory, so that messages say `saxpy.c`).
fn build(target: &str, out: &Path) -> PathBuf {
    let exe = out.join(format!("saxpy-{target}"));
    let o = Command::new(ACCC)
        .current_dir(dir())
        .arg(format!("--target={target}"))
        .args(["saxpy.c", "-o"])
        .arg(&exe)
        .output()
        .expect("running accc");
    assert!(
        o.status.success(),
        "accc --target={target} saxpy.c failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    exe
}

fn run(exe: &Path, target: &str, env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(exe);
    for v in [
        "ACC_TIME",
        "NV_ACC_TIME",
        "NVCOMPILER_ACC_TIME",
        "ACC_NOTIFY",
        "NV_ACC_NOTIFY",
        "NVCOMPILER_ACC_NOTIFY",
        "ACC_TRACE",
        "ACC_PROFLIB",
    ] {
        cmd.env_remove(v);
    }
    cmd.env("ACC_DEVICE_TYPE", target).env("ACC_NUM_CORES", "2");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let o = cmd.output().expect("running the program");
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "50323456.0\n",
        "{target}: wrong program output; stderr:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

/// OpenCL log lines of PoCL's compiler ("1 warning generated.") are not ours.
fn our_lines(stderr: &[u8]) -> String {
    String::from_utf8_lossy(stderr)
        .lines()
        .filter(|l| !l.ends_with("warning generated.") && !l.ends_with("warnings generated."))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// `grid=32` → `grid=#`.
fn normalise_notify(text: &str) -> String {
    text.lines()
        .map(|l| match l.find(" grid=") {
            Some(i) => {
                let rest = &l[i + 6..];
                let end = rest.find(' ').unwrap_or(rest.len());
                format!("{} grid=#{}\n", &l[..i], &rest[end..])
            }
            None => format!("{l}\n"),
        })
        .collect()
}

/// Measured numbers → `#`; the device's name after its label dropped; grid → `#`.
fn normalise_time(text: &str) -> String {
    let mut out = String::new();
    for l in text.lines() {
        let l = if l.contains("(us)") {
            let mut s = String::new();
            let mut in_number = false;
            let cut = l.find("(us)").map_or(0, |i| i + 4);
            for (i, c) in l.char_indices() {
                if i >= cut && (c.is_ascii_digit() || (in_number && c == ',')) {
                    if !in_number {
                        s.push('#');
                    }
                    in_number = true;
                } else {
                    in_number = false;
                    s.push(c);
                }
            }
            s
        } else if l.trim_start().starts_with("grid: [") {
            let indent = &l[..l.len() - l.trim_start().len()];
            let block = l.split("block: ").nth(1).unwrap_or("");
            format!("{indent}grid: [#]  block: {block}")
        } else if l.starts_with("  main  ") {
            l.split_whitespace()
                .take(2)
                .fold(String::from(" "), |a, w| a + " " + w)
        } else {
            l.to_string()
        };
        out.push_str(&l);
        out.push('\n');
    }
    out
}

/// The recorded output `name`; with `ACCC_BLESS=1`, `got` is recorded instead (review the
/// diff before committing).
fn expected(name: &str, got: &str) -> String {
    let p = dir().join(name);
    if std::env::var_os("ACCC_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&p, got).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    }
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn notify_time_and_trace_on_the_cpu_targets() {
    let out = scratch("formats");
    let mut failures = Vec::new();
    for target in TARGETS {
        let exe = build(target, &out);

        // Nothing asked: nothing printed.
        let quiet = run(&exe, target, &[]);
        if !our_lines(&quiet.stderr).is_empty() {
            failures.push(format!(
                "{target}: output without profiling variables:\n{}",
                String::from_utf8_lossy(&quiet.stderr)
            ));
        }

        let notify = run(&exe, target, &[("ACC_NOTIFY", "31")]);
        let got = normalise_notify(&our_lines(&notify.stderr));
        let want = expected(&format!("saxpy.notify.{target}"), &got);
        if got != want {
            failures.push(format!(
                "{target}: ACC_NOTIFY=31\n--- expected\n{want}--- got\n{got}"
            ));
        }
        // The NVIDIA name of the variable works the same.
        let nv = run(&exe, target, &[("NV_ACC_NOTIFY", "31")]);
        if normalise_notify(&our_lines(&nv.stderr)) != want {
            failures.push(format!(
                "{target}: NV_ACC_NOTIFY=31 differs from ACC_NOTIFY=31"
            ));
        }

        let time = run(&exe, target, &[("ACC_TIME", "1")]);
        let got = normalise_time(&our_lines(&time.stderr));
        let want = expected(&format!("saxpy.time.{target}"), &got);
        if got != want {
            failures.push(format!(
                "{target}: ACC_TIME=1\n--- expected\n{want}--- got\n{got}"
            ));
        }

        let trace = out.join(format!("trace-{target}.json"));
        run(
            &exe,
            target,
            &[("ACC_TRACE", trace.to_str().expect("path"))],
        );
        if let Err(e) = check_trace(&trace, target) {
            failures.push(format!("{target}: ACC_TRACE: {e}"));
        }
        let svg = out.join(format!("trace-{target}.svg"));
        let o = Command::new(ACCC)
            .arg("trace-svg")
            .arg(&trace)
            .arg("-o")
            .arg(&svg)
            .output()
            .expect("running accc trace-svg");
        let drawn = std::fs::read_to_string(&svg).unwrap_or_default();
        if !o.status.success() || !drawn.contains("parallel loop (main:17)") {
            failures.push(format!(
                "{target}: accc trace-svg failed or misses the region: {}",
                String::from_utf8_lossy(&o.stderr)
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&out);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn events(path: &Path) -> Result<Vec<Value>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("no trace file: {e}"))?;
    let doc: Value = serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))?;
    doc["traceEvents"]
        .as_array()
        .cloned()
        .ok_or_else(|| "no traceEvents array".to_string())
}

fn check_trace(path: &Path, target: &str) -> Result<(), String> {
    let evs = events(path)?;
    let complete: Vec<&Value> = evs.iter().filter(|e| e["ph"] == "X").collect();
    for e in &complete {
        let (ts, dur) = (e["ts"].as_f64(), e["dur"].as_f64());
        if ts.is_none_or(|t| t < -1.0) || dur.is_none_or(|d| d < 0.0) {
            return Err(format!("bad times in {e}"));
        }
        if e["args"]["file"] != "saxpy.c" || e["args"]["function"] != "main" {
            return Err(format!("event without its directive: {e}"));
        }
    }
    let of = |cat: &str| -> Vec<&Value> {
        complete
            .iter()
            .copied()
            .filter(|e| e["cat"] == cat)
            .collect()
    };
    let regions = of("region");
    let lines: Vec<i64> = regions
        .iter()
        .filter_map(|e| e["args"]["line"].as_i64())
        .collect();
    let mut sorted = lines.clone();
    sorted.sort();
    if sorted != [14, 17, 17, 17, 26] {
        return Err(format!("region lines {lines:?}, expected 14, 17 x3, 26"));
    }
    if regions.iter().any(|e| e["pid"] != 0) {
        return Err("regions must be on the host (pid 0)".into());
    }
    if target != "opencl" {
        // The CPU devices share host memory: no device events.
        if complete.iter().any(|e| e["pid"] != 0) {
            return Err("device events on a shared-memory target".into());
        }
        return Ok(());
    }
    let kernels = of("kernel");
    let names: Vec<&str> = kernels.iter().filter_map(|e| e["name"].as_str()).collect();
    if names
        != ["__accc_kernel_0_0"; 3]
            .iter()
            .copied()
            .chain(["__accc_kernel_1_0"])
            .collect::<Vec<_>>()
    {
        return Err(format!("kernels {names:?}"));
    }
    if kernels
        .iter()
        .any(|e| e["pid"] != 1 || e["tid"] != 0 || e["args"]["block"] != 128)
    {
        return Err("kernels must be on the device's sync queue (pid 1, tid 0), block 128".into());
    }
    // Each kernel runs inside a region of its line (the device clock is tied to the host's
    // within the host's wake-up latency; 20 ms of slack for a loaded test machine).
    for k in &kernels {
        let ts = k["ts"].as_f64().unwrap_or(0.0);
        let end = ts + k["dur"].as_f64().unwrap_or(0.0);
        let inside = regions.iter().any(|r| {
            let rs = r["ts"].as_f64().unwrap_or(0.0);
            let re = rs + r["dur"].as_f64().unwrap_or(0.0);
            r["args"]["line"] == k["args"]["line"] && ts >= rs - 20000.0 && end <= re + 20000.0
        });
        if !inside {
            return Err(format!("kernel outside its region: {k}"));
        }
    }
    let transfers: Vec<String> = of("transfer")
        .iter()
        .map(|e| {
            format!(
                "{}@{}/{}",
                e["name"].as_str().unwrap_or("?"),
                e["args"]["line"],
                e["tid"]
            )
        })
        .collect();
    let want = [
        "upload x[0:n]@14/0",
        "upload y[0:n]@14/0",
        "upload x[0:n]@21/3",
        "download y[0:n]@23/0",
        "download y[0:n]@14/0",
        "upload y[0:n]@26/0",
        "upload s@26/0",
        "download s@26/0",
    ];
    if transfers != want {
        return Err(format!("transfers {transfers:?}, expected {want:?}"));
    }
    if of("alloc").len() != 8 || of("wait").len() != 1 {
        return Err(format!(
            "{} allocation events (expected 8), {} waits (expected 1)",
            of("alloc").len(),
            of("wait").len()
        ));
    }
    let names: Vec<&str> = evs
        .iter()
        .filter(|e| e["ph"] == "M")
        .filter_map(|e| e["args"]["name"].as_str())
        .collect();
    for want in ["host", "sync queue", "async(1)"] {
        if !names.contains(&want) {
            return Err(format!(
                "no `{want}` among the process and thread names {names:?}"
            ));
        }
    }
    Ok(())
}

#[test]
fn a_bad_notify_mask_is_a_fatal_error() {
    let out = scratch("bad-mask");
    let exe = build("host", &out);
    let o = Command::new(&exe)
        .env("ACC_NOTIFY", "everything")
        .output()
        .expect("running the program");
    let _ = std::fs::remove_dir_all(&out);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("ACC_NOTIFY=everything: expected a mask from 0 to 31"),
        "{err}"
    );
}

fn include_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include")
}

/// Builds `tests/profiling/SOURCE` as the shared library `out/LIB`.
fn build_shared(source: &str, out: &Path, lib: &str) -> PathBuf {
    let lib = out.join(lib);
    let o = Command::new("cc")
        .args(["-shared", "-fPIC", "-Wall", "-Werror", "-I"])
        .arg(include_dir())
        .arg(dir().join(source))
        .arg("-o")
        .arg(&lib)
        .output()
        .expect("running cc");
    assert!(
        o.status.success(),
        "cc -shared {source} failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    lib
}

/// Builds `tool.c` as a shared library in `out`.
fn build_tool(out: &Path) -> PathBuf {
    build_shared("tool.c", out, "libtool.so")
}

/// The tool's report: its lines of standard error.
fn tool_lines(stderr: &[u8]) -> String {
    String::from_utf8_lossy(stderr)
        .lines()
        .filter(|l| l.starts_with("tool: "))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn a_standard_tool_from_acc_proflib_sees_the_events() {
    let out = scratch("tool");
    let lib = build_tool(&out);
    let mut failures = Vec::new();
    for target in TARGETS {
        let exe = build(target, &out);
        let o = run(
            &exe,
            target,
            &[("ACC_PROFLIB", lib.to_str().expect("path"))],
        );
        let got = tool_lines(&o.stderr);
        let want = expected(&format!("saxpy.tool.{target}"), &got);
        if got != want {
            failures.push(format!(
                "{target}: ACC_PROFLIB=libtool.so\n--- expected\n{want}--- got\n{got}--- stderr\n{}",
                String::from_utf8_lossy(&o.stderr)
            ));
        }
        // Nothing but the tool's own lines (and PoCL's) on standard error.
        let others: Vec<String> = our_lines(&o.stderr)
            .lines()
            .filter(|l| !l.starts_with("tool: "))
            .map(str::to_string)
            .collect();
        if !others.is_empty() {
            failures.push(format!("{target}: unexpected output: {others:?}"));
        }
    }
    // A library that cannot be loaded: one warning, and the program runs.
    let exe = build("host", &out);
    let o = run(&exe, "host", &[("ACC_PROFLIB", "/nonexistent/libprof.so")]);
    let err = String::from_utf8_lossy(&o.stderr);
    if !err.contains("accc runtime warning: ACC_PROFLIB=/nonexistent/libprof.so: cannot load /nonexistent/libprof.so") {
        failures.push(format!("missing library: {err}"));
    }
    let _ = std::fs::remove_dir_all(&out);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn a_program_can_be_its_own_tool() {
    let out = scratch("self");
    let mut failures = Vec::new();
    for target in TARGETS {
        for (source, want) in [
            (
                "register_in_main.c",
                match target {
                    "opencl" => {
                        "a[10] = 13; constructs 2 (last at line 36), launches 3, uploads 3\n"
                    }
                    _ => "a[10] = 13; constructs 2 (last at line 36), launches 0, uploads 0\n",
                },
            ),
            ("linked_tool.c", "s = 4950; constructs 1\n"),
        ] {
            let exe = out.join(format!("{source}-{target}"));
            let o = Command::new(ACCC)
                .current_dir(dir())
                .arg(format!("--target={target}"))
                .arg(source)
                .arg("-o")
                .arg(&exe)
                .output()
                .expect("running accc");
            assert!(
                o.status.success(),
                "accc --target={target} {source} failed:\n{}",
                String::from_utf8_lossy(&o.stderr)
            );
            let o = Command::new(&exe)
                .env("ACC_DEVICE_TYPE", target)
                .env("ACC_NUM_CORES", "2")
                .env_remove("ACC_PROFLIB")
                .output()
                .expect("running the program");
            let got = String::from_utf8_lossy(&o.stdout);
            if !o.status.success() || got != want {
                failures.push(format!(
                    "{target} {source}: expected {want:?}, got {got:?}; stderr:\n{}",
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&out);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `ACC_NVTX=1`: the runtime opens `libnvToolsExt.so.1` and brackets constructs,
/// transfers, launches and waits with NVTX ranges. The NVTX library here is
/// `nvtx_recorder.c` (the same two C entry points, recording the calls), found through
/// `LD_LIBRARY_PATH` as the real one would be: the ranges must be named after the
/// directive and its place, nest, and all close. Without the library: one note, and the
/// program runs.
#[test]
fn nvtx_ranges_name_the_constructs_and_close() {
    let out = scratch("nvtx");
    build_shared("nvtx_recorder.c", &out, "libnvToolsExt.so.1");
    let library_path = out.to_str().expect("path").to_string();
    let mut failures = Vec::new();
    for target in ["multicore", "opencl"] {
        let exe = build(target, &out);
        let o = run(
            &exe,
            target,
            &[("ACC_NVTX", "1"), ("LD_LIBRARY_PATH", &library_path)],
        );
        let err = String::from_utf8_lossy(&o.stderr);
        let ranges: Vec<&str> = err.lines().filter(|l| l.starts_with("nvtx: ")).collect();
        let pushes: Vec<&str> = ranges
            .iter()
            .filter_map(|l| l.strip_prefix("nvtx: push "))
            .collect();
        let pops = ranges
            .iter()
            .filter(|l| l.starts_with("nvtx: pop "))
            .count();
        let mut want = vec![
            "0 acc parallel saxpy.c:17 main",
            "0 acc parallel saxpy.c:26 main",
        ];
        if target == "opencl" {
            // Inside the data construct: its transfers and the kernels' launches.
            want.extend([
                "1 acc upload x[0:n] (16384 B) [data saxpy.c:14 main]",
                "1 acc launch __accc_kernel_0_0 [parallel saxpy.c:17 main]",
                "0 acc wait [wait saxpy.c:22 main]",
                "1 acc download y[0:n] (16384 B) [update saxpy.c:23 main]",
            ]);
        }
        for w in &want {
            if !pushes.iter().any(|p| p.starts_with(w)) {
                failures.push(format!(
                    "{target}: no range `{w}…` in\n{}",
                    ranges.join("\n")
                ));
            }
        }
        if pushes.len() != pops || err.contains("pop without a range") || pushes.is_empty() {
            failures.push(format!(
                "{target}: {} ranges opened, {pops} closed:\n{}",
                pushes.len(),
                ranges.join("\n")
            ));
        }
        if !o.status.success() {
            failures.push(format!("{target}: exit status {}: {err}", o.status));
        }
    }
    let exe = build("host", &out);
    let o = run(
        &exe,
        "host",
        &[("ACC_NVTX", "1"), ("LD_LIBRARY_PATH", "/nonexistent")],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    if !o.status.success() || !err.contains("ACC_NVTX=1: cannot load libnvToolsExt.so.1") {
        failures.push(format!("without the library: {} {err}", o.status));
    }
    let _ = std::fs::remove_dir_all(&out);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
