//! The offload ABI on a real NVIDIA GPU: `tests/c/cuda_check.c`, which calls
//! `include/accrt.h` directly with hand-written CUDA C kernels, run with
//! `ACC_DEVICE_TYPE=nvidia`.
//!
//! **Not part of `cargo test`.** This target has `test = false` in Cargo.toml, so
//! `cargo test` (CI: no GPU) neither builds nor runs it. `scripts/gpu-test.sh` builds
//! it (`cargo test -p accrt --test cuda --no-run`) together with the C program, and
//! runs the binary on the GPU machine with `ACCC_GPU_TESTS=1`. Run in any other way
//! — without `ACCC_GPU_TESTS=1` — every test FAILS, saying so; with it but without a
//! GPU, every test fails naming what is missing. Nothing here ever skips.
//!
//! Environment (set by `scripts/gpu-test.sh`):
//! * `ACCC_GPU_TESTS=1` — asked to run;
//! * `ACCC_CUDA_CHECK` — the prebuilt `cuda_check` (else it is built here with `cc`
//!   against this build's `libaccrt.a`);
//! * `ACCC_CUDA_IMAGE` — the kernels compiled by nvcc (else `nvcc` on PATH makes it);
//! * `ACCC_GPU_TEST_DIR` — scratch directory (kernel caches), else the temp dir.

mod common;

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::{expect_error, text};

/// Every test starts here: fail unless explicitly asked to run.
fn gate() {
    if std::env::var("ACCC_GPU_TESTS").as_deref() != Ok("1") {
        panic!(
            "not asked to run: the CUDA tests need an NVIDIA GPU and run only with ACCC_GPU_TESTS=1, \
             which scripts/gpu-test.sh sets (`scripts/gpu-test.sh build` here, \
             `scripts/gpu-test.sh run` on the GPU machine; see crates/runtime/README.md)"
        );
    }
}

fn dir() -> PathBuf {
    let base = std::env::var_os("ACCC_GPU_TEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("accrt-cuda-tests"));
    std::fs::create_dir_all(&base)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", base.display()));
    base
}

/// The `cuda_check` program: prebuilt (`ACCC_CUDA_CHECK`), or built here.
fn exe() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        if let Some(p) = std::env::var_os("ACCC_CUDA_CHECK") {
            let p = PathBuf::from(p);
            assert!(p.is_file(), "ACCC_CUDA_CHECK={} is not a file", p.display());
            return p;
        }
        common::require_tool("cc");
        let lib = common::staticlib();
        let exe = dir().join("cuda_check");
        common::run_checked(
            Command::new("cc")
                .args(common::C_CHECK_FLAGS)
                .arg("-I")
                .arg(common::include_dir())
                .arg(Path::new(common::MANIFEST).join("tests/c/cuda_check.c"))
                .arg("-o")
                .arg(&exe)
                .arg(&lib)
                .args(["-lpthread", "-ldl", "-lm"]),
        );
        exe
    })
}

/// Run `cuda_check` with a clean OpenACC environment, the kernel cache in `cache`,
/// plus `env`; killed after `limit` (a hang is a failure, never a stuck test run).
fn run_in(cache: &Path, args: &[&str], env: &[(&str, &str)], limit: Duration) -> Output {
    let mut cmd = Command::new(exe());
    cmd.args(args);
    for var in [
        "ACC_DEVICE_TYPE",
        "ACC_DEVICE_NUM",
        "ACC_NUM_CORES",
        "ACC_PROFLIB",
    ] {
        cmd.env_remove(var);
    }
    cmd.env("XDG_CACHE_HOME", cache);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe().display()));
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let out = child.wait_with_output().expect("output of a killed child");
                panic!(
                    "cuda_check {args:?} did not finish within {limit:?} (hung?):\n{}\n{}",
                    text(&out.stdout),
                    text(&out.stderr)
                );
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => panic!("waiting for cuda_check: {e}"),
        }
    }
    child.wait_with_output().expect("output of cuda_check")
}

const LIMIT: Duration = Duration::from_secs(180);

fn shared_cache() -> PathBuf {
    dir().join("cache-shared")
}

fn run(args: &[&str], env: &[(&str, &str)]) -> Output {
    run_in(&shared_cache(), args, env, LIMIT)
}

fn nvidia(args: &[&str]) -> Output {
    require_device();
    run(args, &[("ACC_DEVICE_TYPE", "nvidia")])
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

/// A CUDA device must exist: a loud failure otherwise.
fn require_device() {
    gate();
    static FOUND: OnceLock<(usize, String)> = OnceLock::new();
    let (n, why) = FOUND.get_or_init(|| {
        let out = run(&["count"], &[]);
        assert!(
            out.status.success(),
            "cuda_check count failed: {}",
            text(&out.stderr)
        );
        let n = value(&kv(&out), "nvidia_devices").parse().expect("a count");
        // Why there is none: the runtime's own message.
        let why = if n == 0 {
            text(&run(&["count"], &[("ACC_DEVICE_TYPE", "nvidia")]).stderr)
        } else {
            String::new()
        };
        (n, why)
    });
    assert!(
        *n > 0,
        "no CUDA device found: these tests need an NVIDIA GPU with its driver (libcuda.so.1). \
         The runtime says: {why}"
    );
}

fn assert_all_ok(out: &Output, what: &str) {
    let stdout = text(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("ALL OK"),
        "cuda_check {what} failed ({}):\n{stdout}\n{}",
        out.status,
        text(&out.stderr)
    );
    assert!(!stdout.contains("FAIL"), "{stdout}");
    assert_eq!(text(&out.stderr), "", "no diagnostics expected");
}

#[test]
fn offload_abi_runs_kernels_on_the_gpu() {
    let out = nvidia(&["check"]);
    println!("{}", text(&out.stdout));
    assert_all_ok(&out, "check");
    let kv = kv(&out);
    assert_eq!(value(&kv, "saxpy_mismatches"), "0");
    assert_eq!(value(&kv, "blocksum_mismatches"), "0");
    assert_eq!(value(&kv, "async_mismatches"), "0");
    assert_eq!(value(&kv, "async_really_async"), "1");
    assert_eq!(value(&kv, "vendor"), "NVIDIA");
    assert!(value(&kv, "driver").starts_with("CUDA driver "));
    assert_eq!(value(&kv, "interop_ok"), "1");
    let capped: usize = value(&kv, "capped_groups").parse().unwrap();
    assert!(capped >= 32 && capped % 32 == 0, "capped groups {capped}");
}

/// NVRTC's build goes to the disk cache and is reused by the next run.
#[test]
fn nvrtc_builds_are_cached_on_disk_and_reused() {
    require_device();
    let cache = dir().join("cache-reuse");
    let _ = std::fs::remove_dir_all(&cache);
    let env = [("ACC_DEVICE_TYPE", "nvidia")];
    let first = run_in(&cache, &["check"], &env, LIMIT);
    assert_all_ok(&first, "check (first run)");
    let files: Vec<PathBuf> = std::fs::read_dir(cache.join("accc/cuda"))
        .expect("the kernel cache directory exists after a run")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "bin"))
        .collect();
    assert_eq!(files.len(), 1, "one program, one device: {files:?}");
    let before = std::fs::metadata(&files[0]).unwrap();
    assert!(before.len() > 0);
    let second = run_in(&cache, &["check"], &env, LIMIT);
    assert_all_ok(&second, "check (second run)");
    let after = std::fs::metadata(&files[0]).unwrap();
    assert_eq!(before.ino(), after.ino(), "the cached build was used");
    // A corrupt cache file is not an error: the program is compiled again.
    std::fs::write(&files[0], b"ACCCCLB1 not a cache file").unwrap();
    let third = run_in(&cache, &["check"], &env, LIMIT);
    assert_all_ok(&third, "check (corrupt cache)");
    assert!(std::fs::metadata(&files[0]).unwrap().len() > before.len() / 2);
}

/// The kernels compiled ahead of time by nvcc, without any source: the image path.
#[test]
fn an_nvcc_image_is_loaded_without_nvrtc() {
    require_device();
    let image = match std::env::var_os("ACCC_CUDA_IMAGE").filter(|v| !v.is_empty()) {
        Some(p) => PathBuf::from(p),
        None => {
            let d = dir();
            let src = d.join("kernels.cu");
            let out = run(&["source"], &[]);
            std::fs::write(&src, &out.stdout).unwrap();
            let image = d.join("kernels.fatbin");
            let made = Command::new("nvcc")
                .args(["-fatbin", "-arch=native", "-o"])
                .arg(&image)
                .arg(&src)
                .output();
            match made {
                Ok(o) if o.status.success() => image,
                Ok(o) => panic!("nvcc failed: {}", text(&o.stderr)),
                Err(e) => panic!(
                    "this test needs the kernels compiled by nvcc: set ACCC_CUDA_IMAGE \
                     (scripts/gpu-test.sh does) or put nvcc on PATH ({e})"
                ),
            }
        }
    };
    let image = image.to_str().expect("a UTF-8 path").to_string();
    let out = nvidia(&["check-image", &image]);
    assert_all_ok(&out, "check-image");
    // cuda_image_size 0: the runtime reads the size from the fatbin's header.
    let out = nvidia(&["check-image", &image, "unsized"]);
    assert_all_ok(&out, "check-image unsized");
    // An image that does not load falls back to the source.
    let out = nvidia(&["check-fallback"]);
    assert_all_ok(&out, "check-fallback");
}

#[test]
fn nvidia_is_the_default_when_registered_and_counts() {
    require_device();
    let out = run(&["count"], &[]);
    let kv = kv(&out);
    assert!(value(&kv, "nvidia_devices").parse::<usize>().unwrap() >= 1);
    assert_eq!(value(&kv, "device_type"), "2", "host stays the default");
    let out = run(&["registered"], &[]);
    let kv = self::kv(&out);
    assert_eq!(value(&kv, "device_type"), "4", "{}", text(&out.stderr));
    assert_eq!(value(&kv, "offload"), "1");
    let out = run(&["count"], &[("ACC_DEVICE_TYPE", "not_host")]);
    assert_eq!(value(&self::kv(&out), "device_type"), "4");
}

/// A kernel that writes out of bounds: one line naming the directive that launched
/// it (not the one where the fault surfaced), exit status 1, no hang.
#[test]
fn a_kernel_fault_names_the_launching_directive() {
    let out = nvidia(&["fault-sync"]);
    expect_error(
        &out,
        &[
            "accc runtime error: oob.c:12: parallel loop in faulty(): kernel `oob` failed on nvidia device 0: \
             CUDA_ERROR_ILLEGAL_ADDRESS (",
        ],
    );
    let out = nvidia(&["fault-async"]);
    expect_error(
        &out,
        &[
            "accc runtime error: oob.c:21: parallel loop in faulty(): kernel `oob` failed on nvidia device 0: \
             CUDA_ERROR_ILLEGAL_ADDRESS (",
        ],
    );
    assert!(
        !text(&out.stderr).contains("oob.c:30"),
        "{}",
        text(&out.stderr)
    );
    let out = nvidia(&["fault-update"]);
    expect_error(
        &out,
        &[
            "accc runtime error: oob.c:40: parallel loop in faulty(): kernel `oob` failed on nvidia device 0: \
             CUDA_ERROR_ILLEGAL_ADDRESS (",
        ],
    );
}

/// The opt-in deferred mode.
const DEFER: (&str, &str) = ("ACC_DEFER_KERNELS", "1");
const NVIDIA: (&str, &str) = ("ACC_DEVICE_TYPE", "nvidia");

/// By default (OpenACC 3.3 §2.5) a synchronous construct on present data is complete
/// when it returns. With `ACC_DEFER_KERNELS=1` it returns while its kernel runs; a
/// transfer to the host, work on another queue, and a device address handed out each
/// wait for it; `ACC_SYNCHRONOUS=1` overrides the opt-in.
#[test]
fn constructs_on_device_data_wait_unless_deferral_is_asked_for() {
    require_device();
    let seconds = |kv: &[(String, String)], key: &str| -> f64 { value(kv, key).parse().unwrap() };
    // the kernel spins for about 0.2 s
    let out = nvidia(&["deferred"]);
    assert_all_ok(&out, "deferred by default");
    assert!(
        seconds(&kv(&out), "deferred_return_s") > 0.1,
        "{}",
        text(&out.stdout)
    );

    let out = run(&["deferred"], &[NVIDIA, DEFER]);
    println!("{}", text(&out.stdout));
    assert_all_ok(&out, "deferred with ACC_DEFER_KERNELS=1");
    let kv = self::kv(&out);
    assert!(seconds(&kv, "deferred_return_s") < 0.05, "{kv:?}");
    assert!(seconds(&kv, "deferred_update_s") > 0.1, "{kv:?}");
    assert_eq!(value(&kv, "deferred_async_update_sees"), "1");
    assert!(seconds(&kv, "exposed_return_s") > 0.1, "{kv:?}");

    let out = run(&["deferred"], &[NVIDIA, DEFER, ("ACC_SYNCHRONOUS", "1")]);
    assert_all_ok(&out, "deferred with ACC_SYNCHRONOUS=1");
    assert!(
        seconds(&self::kv(&out), "deferred_return_s") > 0.1,
        "{}",
        text(&out.stdout)
    );
}

/// A result copied back for `__accrt_deliver` (a reduction the host reads after the
/// next construct): by default its construct waits for it. With `ACC_DEFER_KERNELS=1`
/// the construct returns while its kernel runs, the next construct is queued behind it,
/// and the delivery waits for the first kernel only.
#[test]
fn results_for_later_reach_the_host_at_their_delivery() {
    require_device();
    let seconds = |kv: &[(String, String)], key: &str| -> f64 { value(kv, key).parse().unwrap() };
    let out = nvidia(&["results-later"]);
    assert_all_ok(&out, "results-later by default");
    let kv = self::kv(&out);
    assert!(seconds(&kv, "later_return_s") > 0.1, "{kv:?}");
    assert_eq!(value(&kv, "later_before"), "1");

    let out = run(&["results-later"], &[NVIDIA, DEFER]);
    println!("{}", text(&out.stdout));
    assert_all_ok(&out, "results-later with ACC_DEFER_KERNELS=1");
    let kv = self::kv(&out);
    // each kernel spins for about 0.2 s
    assert!(seconds(&kv, "later_return_s") < 0.05, "{kv:?}");
    assert!(seconds(&kv, "later_queued_s") < 0.05, "{kv:?}");
    assert_eq!(
        value(&kv, "later_before"),
        "0",
        "not delivered before the call"
    );
    let delivered = seconds(&kv, "later_delivered_s");
    assert!(delivered > 0.1 && delivered < 0.3, "{kv:?}");
    assert_eq!(value(&kv, "later_after"), "1");
    assert!(seconds(&kv, "later_all_s") > 0.3, "{kv:?}");
}

/// A fault is reported by the construct that launched the kernel (by default). With
/// `ACC_DEFER_KERNELS=1`, a construct that did not wait has its fault reported by the
/// call that notices it, naming the launches since the queue was last waited for (the
/// faulty one first), or, when nothing else touches the device, at exit.
#[test]
fn a_fault_is_reported_by_its_construct_or_later_when_deferred() {
    require_device();
    let at_the_construct = [
        "accc runtime error: oob.c:50: parallel loop in faulty(): kernel `oob` failed on nvidia device 0: \
         CUDA_ERROR_ILLEGAL_ADDRESS (",
    ];
    let out = nvidia(&["fault-deferred"]);
    expect_error(&out, &at_the_construct);
    let out = nvidia(&["fault-at-exit"]);
    expect_error(&out, &at_the_construct);
    assert_eq!(text(&out.stdout), "", "the construct stops the program");

    let out = run(&["fault-deferred"], &[NVIDIA, DEFER]);
    // The second construct's launch may already see the fault (then it is blamed on
    // the first alone), or not (then both are named).
    expect_error(
        &out,
        &[
            "oob.c:50: parallel loop in faulty()",
            "CUDA_ERROR_ILLEGAL_ADDRESS (",
        ],
    );
    let out = run(&["fault-at-exit"], &[NVIDIA, DEFER]);
    expect_error(&out, &at_the_construct);
    assert_eq!(
        text(&out.stdout),
        "returned\n",
        "the program's output comes first"
    );
}

#[test]
fn build_failure_shows_the_nvrtc_log() {
    let out = nvidia(&["build-error"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(!text(&out.stdout).contains("survived"));
    let lines: Vec<&str> = stderr.lines().collect();
    assert!(
        lines[0].starts_with(
            "accc runtime error: err.c:77: parallel loop in main(): kernel `broken`: \
             cannot load its program on nvidia device 0"
        ),
        "{stderr}"
    );
    assert!(lines[0].contains("NVRTC_ERROR_COMPILATION"), "{stderr}");
    assert!(lines[0].ends_with("build log:"), "{stderr}");
    assert!(
        lines[1..].join("\n").contains("undeclared_name"),
        "the log follows: {stderr}"
    );
}

#[test]
fn other_errors_name_directive_variable_and_sizes() {
    let out = nvidia(&["not-present"]);
    expect_error(
        &out,
        &[
            "accc runtime error: err.c:77: parallel loop in main(): kernel `scale`, argument `v`: host address 0x",
            "is not present on nvidia device 0",
        ],
    );
    let out = nvidia(&["bad-block"]);
    expect_error(
        &out,
        &[
            "kernel `scale` was compiled for work-groups of 1048576 work-items",
            "runs at most 1024",
        ],
    );
    let out = nvidia(&["oom"]);
    expect_error(
        &out,
        &[
            "err.c:77: data in main(): create(huge[0:n]): cannot allocate 1125899906842624 bytes of device memory",
            "cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY",
        ],
    );
    let out = nvidia(&["arg-count"]);
    expect_error(
        &out,
        &["the CUDA kernel `scale` has 3 parameters, but the launch passes 2 arguments"],
    );
    let out = nvidia(&["arg-size"]);
    expect_error(
        &out,
        &["parameter 0 of the CUDA kernel `scale` has 8 bytes, but its argument `m` is a value of 4 bytes"],
    );
    let out = nvidia(&["no-cuda-program"]);
    expect_error(
        &out,
        &[
            "kernel `k_ocl`",
            "its translation unit was not compiled for CUDA",
        ],
    );
    let out = nvidia(&["no-kernel"]);
    expect_error(
        &out,
        &[
            "the CUDA program has no kernel `nosuch`",
            "CUDA_ERROR_NOT_FOUND",
        ],
    );
    let out = nvidia(&["bad-image"]);
    expect_error(
        &out,
        &[
            "kernel `saxpy`",
            "the nvcc image (64 bytes) does not load on",
        ],
    );
}

/// Copies of 256 MiB from pageable memory (staged through the runtime's pinned pool)
/// against copies from pinned memory. The project settled on what staging reaches, 85–92%
/// of the pinned bandwidth on an H100 and an H200 (5.5 times the driver's own pageable
/// path), so the test guards against a regression below 80%, not towards a higher goal.
#[test]
fn pageable_transfers_reach_the_pinned_bandwidth() {
    let out = nvidia(&["bandwidth"]);
    let stdout = text(&out.stdout);
    assert!(
        out.status.success(),
        "cuda_check bandwidth failed ({}):\n{stdout}\n{}",
        out.status,
        text(&out.stderr)
    );
    let kv = kv(&out);
    let num = |k: &str| -> f64 { value(&kv, k).parse().expect("a number") };
    println!(
        "transfer bandwidth, 256 MiB: host->device pageable {:.1} GB/s, pinned {:.1} GB/s ({:.0}%); \
         device->host pageable {:.1} GB/s, pinned {:.1} GB/s ({:.0}%)",
        num("h2d_pageable_gbs"),
        num("h2d_pinned_gbs"),
        100.0 * num("h2d_ratio"),
        num("d2h_pageable_gbs"),
        num("d2h_pinned_gbs"),
        100.0 * num("d2h_ratio"),
    );
    assert_eq!(value(&kv, "mismatches"), "0");
    assert!(
        num("h2d_ratio") >= 0.8 && num("d2h_ratio") >= 0.8,
        "pageable transfers below 80% of the pinned bandwidth:\n{stdout}"
    );
}
