//! The C interface as a C program sees it: `include/openacc.h` and `include/accrt.h`
//! compiled by the system C (and C++) compiler, linked with the `libaccrt.a` that
//! this `cargo test` built, and run under different environments.
//!
//! Requires `cc` and `c++`; their absence is a test failure, not a skip.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use common::{
    depinfo_inputs, expect_error, include_dir, require_tool, run_checked, staticlib, text,
    work_dir, MANIFEST,
};

#[test]
fn depinfo_parsing() {
    let d = "/t/libaccrt.rlib: /a/src/lib.rs /a/my\\ dir/x.rs\n\n/a/src/lib.rs:\n";
    assert_eq!(
        depinfo_inputs(d),
        vec![
            PathBuf::from("/a/src/lib.rs"),
            PathBuf::from("/a/my dir/x.rs")
        ]
    );
}

/// Build tests/c/api_check.c, registering multicore or host.
fn build(multicore: bool) -> PathBuf {
    require_tool("cc");
    let lib = staticlib();
    let exe = work_dir().join(if multicore {
        "api_check_mc"
    } else {
        "api_check_host"
    });
    let mut cmd = Command::new("cc");
    cmd.args(common::C_CHECK_FLAGS)
        .arg("-I")
        .arg(include_dir())
        .arg(Path::new(MANIFEST).join("tests/c/api_check.c"));
    if multicore {
        cmd.arg("-DREGISTER_MULTICORE");
    }
    cmd.arg("-o")
        .arg(&exe)
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm"]);
    run_checked(&mut cmd);
    exe
}

fn host_exe() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| build(false))
}

fn mc_exe() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| build(true))
}

/// An empty directory of OpenCL drivers: with `OCL_ICD_VENDORS` pointing at it the
/// OpenCL ICD loader finds no platform, so these checks see the host and multicore
/// devices only, whatever drivers the machine has (tests/opencl.rs covers OpenCL).
fn no_opencl_vendors() -> PathBuf {
    let d = work_dir().join("no-opencl-vendors");
    std::fs::create_dir_all(&d).expect("create an empty vendors directory");
    d
}

/// Run with a clean OpenACC environment, OpenCL hidden, plus `env`.
fn run(exe: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(exe);
    cmd.args(args);
    cmd.env("OCL_ICD_VENDORS", no_opencl_vendors());
    for var in [
        "ACC_DEVICE_TYPE",
        "ACC_DEVICE_NUM",
        "ACC_NUM_CORES",
        "ACC_PROFLIB",
        "ACC_CHECK",
    ] {
        cmd.env_remove(var);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()))
}

/// Run the full check and return its key=value lines.
fn check_all(
    exe: &Path,
    device: &str,
    threads: &str,
    env: &[(&str, &str)],
) -> Vec<(String, String)> {
    let out = run(exe, &["check", device, threads], env);
    let stdout = text(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("ALL OK"),
        "{} check {device} {threads} with {env:?} failed ({}):\n{stdout}\n{}",
        exe.display(),
        out.status,
        text(&out.stderr)
    );
    assert!(!stdout.contains("FAIL"), "{stdout}");
    assert_eq!(text(&out.stderr), "", "no diagnostics expected");
    stdout
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn value<'a>(kv: &'a [(String, String)], key: &str) -> &'a str {
    kv.iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("no {key}= line in {kv:?}"))
}

fn cpuinfo_model() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").expect("/proc/cpuinfo");
    info.lines()
        .find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == "model name").then(|| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string())
}

fn meminfo_total() -> usize {
    let info = std::fs::read_to_string("/proc/meminfo").expect("/proc/meminfo");
    let line = info
        .lines()
        .find(|l| l.starts_with("MemTotal:"))
        .expect("MemTotal line");
    let kb: usize = line
        .trim_start_matches("MemTotal:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .expect("MemTotal value");
    kb * 1024
}

#[test]
fn host_device_when_environment_is_unset() {
    let kv = check_all(host_exe(), "host", "any", &[]);
    assert_eq!(value(&kv, "name"), cpuinfo_model());
    assert_eq!(
        value(&kv, "memory").parse::<usize>().unwrap(),
        meminfo_total()
    );
    assert!(value(&kv, "driver").contains("host"));
    let threads: usize = value(&kv, "threads").parse().unwrap();
    let cpus = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    assert_eq!(threads, cpus);
}

#[test]
fn host_device_explicitly_and_case_insensitively() {
    check_all(host_exe(), "host", "any", &[("ACC_DEVICE_TYPE", "host")]);
    check_all(
        host_exe(),
        "host",
        "any",
        &[("ACC_DEVICE_TYPE", "HOST"), ("ACC_DEVICE_NUM", "0")],
    );
    check_all(mc_exe(), "host", "any", &[("ACC_DEVICE_TYPE", "Host")]);
}

#[test]
fn multicore_is_the_default_once_registered() {
    let kv = check_all(mc_exe(), "multicore", "any", &[]);
    assert!(value(&kv, "driver").contains("multicore"));
    assert_eq!(value(&kv, "name"), cpuinfo_model());
}

#[test]
fn multicore_from_the_environment() {
    check_all(
        mc_exe(),
        "multicore",
        "3",
        &[("ACC_DEVICE_TYPE", "multicore"), ("ACC_NUM_CORES", "3")],
    );
    check_all(
        mc_exe(),
        "multicore",
        "any",
        &[("ACC_DEVICE_TYPE", "NOT_HOST")],
    );
    check_all(
        mc_exe(),
        "multicore",
        "1",
        &[("ACC_DEVICE_TYPE", "default"), ("ACC_NUM_CORES", "1")],
    );
}

/// CI machines have no NVIDIA driver: asking for the nvidia kind says so in one line
/// (the CUDA device's discovery checks for libcuda.so.1 before anything else).
#[test]
fn nvidia_without_a_driver_is_a_clear_error() {
    for exe in [mc_exe(), host_exe()] {
        let out = run(
            exe,
            &["check", "host", "any"],
            &[("ACC_DEVICE_TYPE", "nvidia")],
        );
        expect_error(
            &out,
            &[
                "accc runtime error: ACC_DEVICE_TYPE=nvidia: no nvidia device is available \
                 (the CUDA driver library libcuda.so.1 cannot be loaded: this machine has no NVIDIA driver)",
                "available device types: host",
            ],
        );
    }
    let out = run(
        mc_exe(),
        &["check", "host", "any"],
        &[("ACC_DEVICE_TYPE", "NVIDIA")],
    );
    expect_error(&out, &["available device types: host, multicore"]);
    let out = run(mc_exe(), &["set-nvidia"], &[]);
    expect_error(
        &out,
        &[
            "accc runtime error: acc_set_device_type: no nvidia device is available",
            "available device types: host, multicore",
        ],
    );
}

/// `init`, `set` and `shutdown` directives naming a device type the machine lacks: one
/// warning per type, and the program goes on with its current device (`set`'s
/// `default_async` still applies).
#[test]
fn directives_naming_an_absent_device_type_warn_once() {
    let out = run(mc_exe(), &["directives-absent-type"], &[]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{}: {stdout}{stderr}", out.status);
    assert_eq!(stdout, "same device=1 default async=3\n");
    let warnings: Vec<&str> = stderr.lines().collect();
    assert_eq!(warnings.len(), 2, "one warning per absent type:\n{stderr}");
    assert!(
        warnings[0].starts_with("accc runtime warning: no radeon device is available"),
        "{stderr}"
    );
    assert!(warnings[1].contains("no nvidia device"), "{stderr}");
    assert!(
        warnings[1].ends_with("the program goes on with the current device (multicore)"),
        "{stderr}"
    );
}

#[test]
fn other_environment_errors() {
    let out = run(
        host_exe(),
        &["check", "host", "any"],
        &[("ACC_DEVICE_TYPE", "multicore")],
    );
    expect_error(
        &out,
        &[
            "no multicore device",
            "--target=multicore",
            "available device types: host",
        ],
    );
    let out = run(
        host_exe(),
        &["check", "host", "any"],
        &[("ACC_DEVICE_TYPE", "gpu")],
    );
    expect_error(
        &out,
        &[
            "ACC_DEVICE_TYPE=gpu is not a device type",
            "host, multicore, nvidia",
        ],
    );
    let out = run(
        mc_exe(),
        &["check", "multicore", "any"],
        &[("ACC_DEVICE_NUM", "1")],
    );
    expect_error(
        &out,
        &["ACC_DEVICE_NUM=1: there is only 1 multicore device"],
    );
    let out = run(mc_exe(), &["threads"], &[("ACC_NUM_CORES", "0")]);
    expect_error(&out, &["ACC_NUM_CORES=0 is not a number of threads"]);
    let out = run(mc_exe(), &["threads"], &[("ACC_NUM_CORES", "5")]);
    assert_eq!(text(&out.stdout).trim(), "threads=5");
}

#[test]
fn checking_mode_gives_the_cpu_devices_memory_of_their_own() {
    for exe in [host_exe(), mc_exe()] {
        let out = run(exe, &["checking"], &[("ACC_CHECK", "1")]);
        assert!(
            out.status.success() && text(&out.stdout).contains("ALL OK"),
            "{}:\n{}\n{}",
            exe.display(),
            text(&out.stdout),
            text(&out.stderr)
        );
        assert_eq!(text(&out.stderr), "");
        let out = run(exe, &["checking-absent"], &[("ACC_CHECK", "1")]);
        expect_error(
            &out,
            &["accc runtime error: v.c:9: parallel loop in main(): `x` (used in the construct): host address", "is not present on"],
        );
        let out = run(exe, &["checking"], &[("ACC_CHECK", "yes")]);
        expect_error(
            &out,
            &["accc runtime error: ACC_CHECK=yes: expected 0 or 1"],
        );
    }
}

#[test]
fn usage_errors_name_the_routine() {
    let out = run(host_exe(), &["bad-async"], &[]);
    expect_error(
        &out,
        &["accc runtime error: acc_wait: invalid async argument -7"],
    );
    let out = run(mc_exe(), &["memcpy-null"], &[]);
    expect_error(&out, &["accc runtime error: acc_memcpy_to_device: destination is a null pointer (8 bytes requested)"]);
    // Bad arguments of the data routines are errors on the CPU devices too, not crashes
    // inside the C library or silent successes.
    for exe in [host_exe(), mc_exe()] {
        let out = run(exe, &["free-stack"], &[]);
        expect_error(
            &out,
            &[
                "accc runtime error: acc_free: ",
                "was not allocated by acc_malloc",
            ],
        );
        let out = run(exe, &["free-twice"], &[]);
        expect_error(
            &out,
            &["accc runtime error: acc_free: ", "or was freed already"],
        );
        let out = run(exe, &["copyin-null"], &[]);
        expect_error(&out, &["accc runtime error: acc_copyin: host address is a null pointer (16 bytes requested)"]);
        let out = run(exe, &["update-null"], &[]);
        expect_error(&out, &["accc runtime error: acc_update_self: host address is a null pointer (16 bytes requested)"]);
        let out = run(exe, &["map-null"], &[]);
        expect_error(
            &out,
            &[
                "accc runtime error: acc_map_data: cannot map host address",
                "null pointer",
            ],
        );
    }
    let out = run(host_exe(), &["bad-register"], &[]);
    expect_error(
        &out,
        &["accc runtime error: __accrt_register_target: invalid device type 99"],
    );
    let out = run(host_exe(), &["cache-check-failed"], &[]);
    expect_error(
        &out,
        &["accc runtime error: v.c:8: parallel loop in main(): --cache-check: accesses outside"],
    );
    let out = run(host_exe(), &["device-only"], &[]);
    expect_error(
        &out,
        &["accc runtime error: v.c:9: parallel loop in main(): this region's `fcw` blocks communicate through channels"],
    );
    let out = run(host_exe(), &["bad-require"], &[]);
    expect_error(
        &out,
        &["accc runtime error: __accrt_require_target: invalid device type 99"],
    );
}

#[test]
fn a_required_gpu_is_used_or_its_absence_is_an_error() {
    let out = run(mc_exe(), &["require-gpu"], &[]);
    if out.status.success() {
        // this machine has an NVIDIA GPU
        assert_eq!(text(&out.stdout).trim(), "offload=1");
    } else {
        expect_error(
            &out,
            &[
                "accc runtime error: __accrt_offload_active: this program was compiled with --target=cuda and needs an NVIDIA GPU, but none can be used (",
                "ACC_DEVICE_TYPE=multicore",
            ],
        );
    }
    // The environment and the program may still choose the CPU.
    let out = run(
        mc_exe(),
        &["require-gpu"],
        &[("ACC_DEVICE_TYPE", "multicore")],
    );
    assert_eq!(
        text(&out.stdout).trim(),
        "offload=0",
        "{}",
        text(&out.stderr)
    );
    let out = run(mc_exe(), &["require-gpu-choose-host"], &[]);
    assert_eq!(
        text(&out.stdout).trim(),
        "offload=0 type=2",
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn offload_abi_errors_name_the_directive() {
    let out = run(mc_exe(), &["launch-on-host"], &[]);
    expect_error(
        &out,
        &[
            "accc runtime error: prog.c:12: parallel loop in main(): kernel `k_main_1`: \
             the current device, multicore device 0, runs compute regions on the CPU",
            "__accrt_offload_active()",
        ],
    );
    let out = run(host_exe(), &["bad-data-kind"], &[]);
    expect_error(
        &out,
        &[
            "accc runtime error: prog.c:7: data in main(): delete(a[0:2]): data kind 7 is not valid for __accrt_data_begin",
            "rebuild with matching versions",
        ],
    );
}

#[test]
fn a_proflib_that_cannot_be_loaded_is_reported() {
    let out = run(
        host_exe(),
        &["check", "host", "any"],
        &[("ACC_PROFLIB", "/nonexistent/libprof.so")],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("ALL OK"));
    assert!(
        text(&out.stderr).contains(
            "accc runtime warning: ACC_PROFLIB=/nonexistent/libprof.so: cannot load /nonexistent/libprof.so: "
        ) && text(&out.stderr).contains("running without it"),
        "{}",
        text(&out.stderr)
    );
}

fn write(name: &str, body: &str) -> PathBuf {
    let p = work_dir().join(name);
    std::fs::write(&p, body).expect("write a scratch source file");
    p
}

const HEADER_USE: &str = "#include <openacc.h>\n#include <openacc.h>\n#include <accrt.h>\n#include <accrt.h>\n\
#include <acc_prof.h>\n#include <acc_prof.h>\n\
static int use(void) {\n  acc_device_t t = acc_get_device_type();\n  \
acc_prof_reg reg = acc_prof_register; acc_prof_lookup_func look = acc_prof_lookup;\n  \
(void)reg; (void)look; if (_ACC_PROF_INFO_VALID_BYTES != 72 || acc_ev_last != 26) return 1;\n  \
acc_device_property_t p = acc_property_name;\n  int q = acc_async_noval + acc_async_sync + acc_async_default;\n  \
(void)acc_get_property_string(0, t, p);\n  return q + acc_on_device(acc_device_multicore) + __accrt_num_threads() + ACCRT_ABI_VERSION;\n}\n\
int main(void) { return use() == 12345; }\n";

#[test]
fn headers_compile_as_every_c_standard() {
    require_tool("cc");
    let src = write("headers.c", HEADER_USE);
    for std in ["c99", "c11", "c17", "c2x"] {
        run_checked(
            Command::new("cc")
                .args([
                    &format!("-std={std}"),
                    "-Wall",
                    "-Wextra",
                    "-pedantic",
                    "-Werror",
                    "-fsyntax-only",
                    "-I",
                ])
                .arg(include_dir())
                .arg(&src),
        );
    }
}

#[test]
fn headers_compile_as_cplusplus() {
    require_tool("c++");
    let src = write("headers.cpp", HEADER_USE);
    for std in ["c++98", "c++11", "c++17", "c++20"] {
        run_checked(
            Command::new("c++")
                .args([
                    &format!("-std={std}"),
                    "-Wall",
                    "-Wextra",
                    "-pedantic",
                    "-Werror",
                    "-fsyntax-only",
                    "-I",
                ])
                .arg(include_dir())
                .arg(&src),
        );
    }
}

#[test]
fn cplusplus_program_links_with_c_linkage() {
    require_tool("c++");
    let lib = staticlib();
    let src = write(
        "link.cpp",
        "#include <openacc.h>\n#include <cstdio>\nint main() {\n  double x[4] = {1, 2, 3, 4};\n  \
void *d = acc_copyin(x, sizeof x);\n  std::printf(\"%d %d %d\\n\", d == static_cast<void *>(x), \
acc_get_device_type() == acc_device_host, acc_is_present(x, sizeof x));\n  acc_delete(x, sizeof x);\n  return 0;\n}\n",
    );
    let exe = work_dir().join("link_cpp");
    run_checked(
        Command::new("c++")
            .args(["-Wall", "-Werror", "-I"])
            .arg(include_dir())
            .arg(&src)
            .arg("-o")
            .arg(&exe)
            .arg(&lib)
            .args(["-lpthread", "-ldl", "-lm"]),
    );
    let out = run(&exe, &[], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "1 1 1\n");
}

/// `text` with its C comments replaced by spaces.
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("/*") {
            let end = after.find("*/").map_or(after.len(), |e| e + 2);
            out.push(' ');
            rest = &after[end..];
        } else if let Some(after) = rest.strip_prefix("//") {
            let end = after.find('\n').unwrap_or(after.len());
            rest = &after[end..];
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

#[test]
fn comment_stripping() {
    assert_eq!(strip_comments("a /* f(x) */ b // g(y)\nc"), "a   b \nc");
}

/// Names of the functions a header declares: `acc_*` / `__accrt_*` identifiers
/// followed by `(`, outside comments.
fn declared_functions(header: &str) -> Vec<String> {
    let header = strip_comments(header);
    let header = header.as_str();
    let bytes = header.as_bytes();
    let mut names = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &header[start..i];
            let mut j = i;
            while j < bytes.len() && bytes[j] == b' ' {
                j += 1;
            }
            if (word.starts_with("acc_") || word.starts_with("__accrt_"))
                && bytes.get(j) == Some(&b'(')
                && !names.iter().any(|n| n == word)
            {
                names.push(word.to_string());
            }
        } else {
            i += 1;
        }
    }
    names
}

#[test]
fn the_c_check_calls_every_declared_routine() {
    let mut declared = Vec::new();
    for h in ["openacc.h", "accrt.h"] {
        let text = std::fs::read_to_string(include_dir().join(h)).expect("read header");
        declared.extend(declared_functions(&text));
    }
    for must in [
        "acc_get_property_string",
        "acc_wait_any_device",
        "acc_memcpy_d2d_async",
        "acc_detach_finalize_async",
        "acc_pcreate",
        "acc_get_current_opencl_queue",
        "__accrt_register_target",
        "__accrt_data_begin",
        "__accrt_launch",
        "__accrt_offload_active",
    ] {
        assert!(
            declared.iter().any(|d| d == must),
            "{must} not found among {declared:?}"
        );
    }
    assert_eq!(declared.len(), 106, "{declared:?}");
    let check = std::fs::read_to_string(Path::new(MANIFEST).join("tests/c/api_check.c"))
        .expect("read api_check.c");
    let called = declared_functions(&check);
    let missing: Vec<&String> = declared.iter().filter(|d| !called.contains(d)).collect();
    assert!(missing.is_empty(), "api_check.c never calls {missing:?}");
}
