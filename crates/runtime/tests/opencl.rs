//! The offload ABI on a real OpenCL device: `tests/c/opencl_check.c`, which calls
//! `include/accrt.h` directly with hand-written OpenCL C kernels, built with `cc`
//! against the freshly built `libaccrt.a` and run with `ACC_DEVICE_TYPE=opencl`.
//!
//! These tests need an OpenCL platform (in CI: PoCL, Debian's `pocl-opencl-icd`, which
//! `scripts/test.sh` installs). Without one they FAIL, naming what to install: they
//! never skip.

mod common;

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use common::{
    expect_error, include_dir, require_tool, run_checked, staticlib, text, work_dir, MANIFEST,
};

fn dir() -> PathBuf {
    let d = work_dir().join("opencl");
    std::fs::create_dir_all(&d).expect("create the OpenCL tests' scratch directory");
    d
}

fn exe() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        require_tool("cc");
        let lib = staticlib();
        let exe = dir().join("opencl_check");
        run_checked(
            Command::new("cc")
                .args(common::C_CHECK_FLAGS)
                .arg("-I")
                .arg(include_dir())
                .arg(Path::new(MANIFEST).join("tests/c/opencl_check.c"))
                .arg("-o")
                .arg(&exe)
                .arg(&lib)
                .args(["-lpthread", "-ldl", "-lm"]),
        );
        exe
    })
}

/// Run `opencl_check` with a clean OpenACC environment, the kernel cache in `cache`,
/// plus `env`.
fn run_in(cache: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(exe());
    cmd.args(args);
    for var in [
        "ACC_DEVICE_TYPE",
        "ACC_DEVICE_NUM",
        "ACC_NUM_CORES",
        "ACC_PROFLIB",
        "OCL_ICD_VENDORS",
    ] {
        cmd.env_remove(var);
    }
    cmd.env("XDG_CACHE_HOME", cache);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe().display()))
}

fn shared_cache() -> PathBuf {
    dir().join("cache-shared")
}

fn run(args: &[&str], env: &[(&str, &str)]) -> Output {
    run_in(&shared_cache(), args, env)
}

fn opencl(args: &[&str]) -> Output {
    require_platform();
    run(args, &[("ACC_DEVICE_TYPE", "opencl")])
}

fn kv(out: &Output) -> Vec<(String, String)> {
    text(&out.stdout)
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn value(kv: &[(String, String)], key: &str) -> String {
    kv.iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.clone())
        .unwrap_or_else(|| panic!("no {key}= line in {kv:?}"))
}

/// An OpenCL platform with a device must exist: a loud failure otherwise.
fn require_platform() {
    static FOUND: OnceLock<usize> = OnceLock::new();
    let n = *FOUND.get_or_init(|| {
        let out = run(&["count"], &[]);
        assert!(
            out.status.success(),
            "opencl_check count failed: {}",
            text(&out.stderr)
        );
        value(&kv(&out), "opencl_devices").parse().expect("a count")
    });
    assert!(
        n > 0,
        "no OpenCL device found: these tests need an OpenCL platform, e.g. PoCL \
         (apt-get install pocl-opencl-icd ocl-icd-libopencl1; scripts/test.sh installs them)"
    );
}

#[test]
fn offload_abi_runs_kernels_on_the_opencl_device() {
    let out = opencl(&["check"]);
    let stdout = text(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("ALL OK"),
        "opencl_check check failed ({}):\n{stdout}\n{}",
        out.status,
        text(&out.stderr)
    );
    assert!(!stdout.contains("FAIL"), "{stdout}");
    assert_eq!(text(&out.stderr), "", "no diagnostics expected");
    let kv = kv(&out);
    assert_eq!(value(&kv, "saxpy_mismatches"), "0");
    assert_eq!(value(&kv, "wgsum_mismatches"), "0");
    assert_eq!(value(&kv, "async_mismatches"), "0");
    assert_eq!(value(&kv, "accumulator_rounds_ok"), "4");
    assert!(!value(&kv, "name").is_empty());
    let capped: usize = value(&kv, "capped_groups").parse().unwrap();
    assert!(capped >= 32 && capped % 32 == 0, "capped groups {capped}");
}

#[test]
fn program_binaries_are_cached_on_disk_and_reused() {
    require_platform();
    let cache = dir().join("cache-reuse");
    let _ = std::fs::remove_dir_all(&cache);
    let env = [("ACC_DEVICE_TYPE", "opencl")];
    let first = run_in(&cache, &["check"], &env);
    assert!(
        text(&first.stdout).contains("ALL OK"),
        "{}\n{}",
        text(&first.stdout),
        text(&first.stderr)
    );
    let files: Vec<PathBuf> = std::fs::read_dir(cache.join("accc/opencl"))
        .expect("the kernel cache directory exists after a run")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "bin"))
        .collect();
    assert_eq!(files.len(), 1, "one program, one device: {files:?}");
    let before = std::fs::metadata(&files[0]).unwrap();
    assert!(before.len() > 0);
    // A second run loads the binary: the file is not rewritten (a rebuild would
    // replace it by a new file through a rename, with a new inode).
    let second = run_in(&cache, &["check"], &env);
    assert!(
        text(&second.stdout).contains("ALL OK"),
        "{}",
        text(&second.stderr)
    );
    let after = std::fs::metadata(&files[0]).unwrap();
    assert_eq!(before.ino(), after.ino(), "the cached binary was used");
    // A corrupt cache file is not an error: the program is rebuilt and re-cached.
    std::fs::write(&files[0], b"ACCCCLB1 not a cache file").unwrap();
    let third = run_in(&cache, &["check"], &env);
    assert!(
        text(&third.stdout).contains("ALL OK"),
        "{}",
        text(&third.stderr)
    );
    assert!(std::fs::metadata(&files[0]).unwrap().len() > before.len() / 2);
}

#[test]
fn opencl_is_not_the_default_but_counts() {
    require_platform();
    let out = run(&["count"], &[]);
    let kv = kv(&out);
    assert!(value(&kv, "opencl_devices").parse::<usize>().unwrap() >= 1);
    assert_eq!(value(&kv, "device_type"), "2", "host stays the default");
    assert_eq!(value(&kv, "offload"), "0");
    // A translation unit compiled for OpenCL makes it the default.
    let out = run(&["registered"], &[]);
    let kv = self::kv(&out);
    assert_eq!(value(&kv, "device_type"), "6", "{}", text(&out.stderr));
    assert_eq!(value(&kv, "offload"), "1");
    // not_host finds it too.
    let out = run(&["count"], &[("ACC_DEVICE_TYPE", "not_host")]);
    assert_eq!(value(&self::kv(&out), "device_type"), "6");
}

#[test]
fn without_a_platform_opencl_has_no_devices() {
    let empty = dir().join("no-vendors");
    std::fs::create_dir_all(&empty).unwrap();
    let vendors = [("OCL_ICD_VENDORS", empty.to_str().unwrap())];
    let out = run(&["count"], &vendors);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(value(&kv(&out), "opencl_devices"), "0");
    let out = run(&["check"], &[vendors[0], ("ACC_DEVICE_TYPE", "opencl")]);
    expect_error(
        &out,
        &[
            "accc runtime error: ACC_DEVICE_TYPE=opencl: no opencl device is available",
            "found no platform",
            "available device types: host",
        ],
    );
}

#[test]
fn launch_with_data_not_present_names_the_variable() {
    let out = opencl(&["not-present"]);
    expect_error(
        &out,
        &[
            "accc runtime error: err.c:77: parallel loop in main(): kernel `scale`, argument `v`: host address 0x",
            "is not present on opencl device 0",
            "nearest present range",
            "(64 bytes)",
        ],
    );
}

#[test]
fn build_failure_shows_the_build_log() {
    let out = opencl(&["build-error"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(!text(&out.stdout).contains("survived"));
    // The OpenCL compiler may print its own diagnostics first; then comes our line,
    // then the build log.
    let lines: Vec<&str> = stderr.lines().collect();
    let ours: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("accc runtime error: "))
        .collect();
    assert_eq!(ours.len(), 1, "one error line expected: {stderr}");
    let line = lines[ours[0]];
    assert!(
        line.starts_with(
            "accc runtime error: err.c:77: parallel loop in main(): kernel `broken`: \
             cannot load its program on opencl device 0"
        ),
        "{stderr}"
    );
    assert!(
        line.ends_with("CL_BUILD_PROGRAM_FAILURE; build log:"),
        "{stderr}"
    );
    let log = lines[ours[0] + 1..].join("\n");
    assert!(
        log.contains("undeclared_name"),
        "the build log follows: {stderr}"
    );
}

#[test]
fn other_errors_name_directive_variable_and_sizes() {
    let out = opencl(&["bad-block"]);
    expect_error(
        &out,
        &[
            "kernel `scale` was compiled for work-groups of 1048576 work-items",
            "runs at most",
            "device limit",
        ],
    );
    let out = opencl(&["oom"]);
    expect_error(
        &out,
        &[
            "err.c:77: data in main(): create(huge[0:n]): cannot allocate 1125899906842624 bytes of device memory",
            "CL_DEVICE_MAX_MEM_ALLOC_SIZE",
            "device memory",
        ],
    );
    let out = opencl(&["update-absent"]);
    expect_error(
        &out,
        &[
            "err.c:77: update in main(): device(w[0:4]): host range [0x",
            "(32 bytes) is not present on opencl device 0; nearest present range",
            "(128 bytes)",
        ],
    );
    let out = opencl(&["present-absent"]);
    expect_error(
        &out,
        &[
            "data in main(): implicit present(v[2:4]): host range",
            "no data is present on opencl device 0",
        ],
    );
    let out = opencl(&["arg-count"]);
    expect_error(
        &out,
        &["the OpenCL kernel `scale` has 4 parameters, but the launch passes 3"],
    );
    let out = opencl(&["no-opencl-program"]);
    expect_error(
        &out,
        &[
            "kernel `k_cuda`",
            "its translation unit was not compiled for OpenCL",
        ],
    );
}
