//! The `cache` directive end to end on OpenCL (PoCL): what -Minfo reports for each kind of
//! decision, and what `--cache-check` prints when a program breaks the RBI assumption.
//! (The corpus programs `tests/programs/cache*.c` check the answers in every setting.)

use std::path::PathBuf;
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("accc-cache-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

fn accc(dir: &PathBuf, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_accc"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("running accc")
}

/// Runs accc in `dir` with `args`, which must succeed; returns its standard error (-Minfo
/// lines, warnings).
fn compile(dir: &PathBuf, args: &[&str]) -> String {
    let out = accc(dir, args);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "accc {args:?} failed:\n{stderr}");
    stderr
}

/// Compiles `file` in `dir` to an object with `-Minfo=accel` and `args`; returns what
/// accc printed.
fn minfo(dir: &PathBuf, file: &str, args: &[&str]) -> String {
    let mut all = vec!["-Minfo=accel", "-c", file, "-o", "minfo.o"];
    all.extend_from_slice(args);
    compile(dir, &all)
}

const DECISIONS: &str = r#"
#define N 1000
void f(float *restrict a, float *restrict b, int *restrict idx, float s)
{
#pragma acc parallel loop copyin(a[0:N], idx[0:N]) copyout(b[0:N])
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(a[i - 1:3])
        b[i] = a[i - 1] + a[i] + a[i + 1];
    }
#pragma acc parallel loop copyin(a[0:N], idx[0:N]) copyout(b[0:N])
    for (int i = 0; i < N - 4; i++) {
        if (i % 2) {
#pragma acc cache(a[i:4])
            b[i] = a[i] + a[i + 3];
        }
    }
#pragma acc parallel loop copyin(a[0:N], idx[0:N]) copyout(b[0:N])
    for (int i = 0; i < N - 4; i++) {
#pragma acc cache(a[idx[i]:2], s, b[i:20000])
        b[i] = a[idx[i]] + s;
    }
}
"#;

#[test]
fn minfo_reports_each_cache_decision() {
    let dir = scratch("minfo");
    std::fs::write(dir.join("d.c"), DECISIONS).unwrap();
    let info = minfo(&dir, "d.c", &["--target=opencl"]);
    let expect = [
        // A register window: 4 iterations per work-item, 4 * 127 + 8 floats (the last one's
        // window is two vectors).
        "7, Caching a[i - 1:3] in local memory: RBI; shared by the iterations of a work-group along loop `i` (get_local_id(0); dimension 1, 1 element(s) per iteration, width: kernel argument); 2064 bytes per work-group; register window",
        "13, Caching a[i:4] in local memory: RBI; private to each iteration (the region is under control flow that differs between iterations (barriers would diverge)); 2048 bytes per work-group",
        "19, Caching a[idx[i]:2] in local memory: RBI; private to each iteration (`lower` is not of the form rate*i + const); 1024 bytes per work-group",
        "Not caching s: a scalar: the device compiler already keeps it in a register",
        // 20000 + 127 (one block of 128 iterations) floats, and a write-back flag byte each.
        "Not caching b[i:20000]: needs 100635 bytes of local memory per work-group; 48128 left of 49152",
    ];
    for e in expect {
        assert!(info.contains(e), "missing `{e}` in:\n{info}");
    }
    // The same program on the CPU: a hint.
    let info = minfo(&dir, "d.c", &["--target=multicore"]);
    assert!(
        info.contains("7, cache directive: a hint with no effect on the CPU targets"),
        "{info}"
    );
    // Switched off.
    let info = minfo(&dir, "d.c", &["--target=opencl", "--cache-impl=off"]);
    assert!(
        info.contains("cache directive ignored: --cache-impl=off"),
        "{info}"
    );
    // A bad switch is a command-line error.
    let out = accc(&dir, &["--target=opencl", "--cache-opt=turbo", "-c", "d.c"]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("unknown cache optimisation switch 'turbo'")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

const VIOLATION: &str = r#"#include <stdio.h>
#define N 256
int main(void)
{
    static float a[N], b[N];
    for (int i = 0; i < N; i++)
        a[i] = (float)i;
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 0; i < N - 4; i++) {
#pragma acc cache(a[i:2])
        b[i] = a[i] + a[i + 3];
    }
    printf("%.1f %.1f\n", b[0], b[N - 5]);
    return 0;
}
"#;

#[test]
fn cache_check_reports_accesses_outside_the_range() {
    let dir = scratch("check");
    // The region as written, and with `async(1)` and a later `wait`: its flag is read all
    // the same.
    let asynchronous = VIOLATION
        .replace("copyout(b)", "copyout(b) async(1)")
        .replace("    printf(", "#pragma acc wait(1)\n    printf(");
    for source in [VIOLATION, asynchronous.as_str()] {
        std::fs::write(dir.join("v.c"), source).unwrap();
        compile(
            &dir,
            &["--target=opencl", "--cache-check", "v.c", "-o", "v"],
        );
        let run = Command::new(dir.join("v"))
            .env("ACC_DEVICE_TYPE", "opencl")
            .output()
            .expect("running the program");
        let stdout = String::from_utf8_lossy(&run.stdout);
        let stderr = String::from_utf8_lossy(&run.stderr);
        // The device reports each access: variable, index, range, line …
        assert!(
            stdout.contains("accc: cache directive at v.c:10: `a` accessed at [")
                && stdout.contains("], outside the cached range ["),
            "{source}\n{stdout}"
        );
        // … and the region ends the program with an error naming it.
        assert_eq!(run.status.code(), Some(1), "{source}\n{stdout}\n{stderr}");
        assert!(
            stderr.contains("accc runtime error: v.c:8: parallel loop in main(): --cache-check:"),
            "{source}\n{stderr}"
        );
        assert!(!stdout.contains("505.0"), "{source}\n{stdout}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A `cache` directive where no on-chip copy can be made: a warning at the directive, and
/// the same reason in -Minfo; the program still compiles and gives its answer.
#[test]
fn cache_outside_compute_regions_is_a_warning() {
    let dir = scratch("outside");
    let source = r#"#include <stdio.h>
#pragma acc routine seq
static float sum3(const float *a, int i)
{
    float s = 0.0f;
    for (int k = -1; k <= 1; k++) {
#pragma acc cache(a[i - 1:3])
        s += a[i + k];
    }
    return s;
}
int main(void)
{
    static float a[100], b[100];
    for (int i = 0; i < 100; i++) {
#pragma acc cache(a[i:1])
        a[i] = (float)i;
    }
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 1; i < 99; i++)
        b[i] = sum3(a, i);
    printf("%.1f\n", b[50]);
    return 0;
}
"#;
    std::fs::write(dir.join("w.c"), source).unwrap();
    let stderr = compile(&dir, &["--target=opencl", "-Minfo=accel", "w.c", "-o", "w"]);
    for expect in [
        "warning: `cache` directive ignored: the on-chip copy is made only in the loops of compute regions, not in a `routine`\n --> w.c:7:13",
        "warning: `cache` directive ignored: it is outside every compute region, where there is no on-chip memory to fill\n  --> w.c:16:13",
        "7, cache directive ignored: the on-chip copy is made only in the loops",
        "16, cache directive ignored: it is outside every compute region",
    ] {
        assert!(stderr.contains(expect), "missing `{expect}` in:\n{stderr}");
    }
    let run = Command::new(dir.join("w"))
        .env("ACC_DEVICE_TYPE", "opencl")
        .output()
        .expect("running the program");
    assert_eq!(String::from_utf8_lossy(&run.stdout), "150.0\n");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Automatic staging (no directive): which loops -Minfo says are staged, and which not.
#[test]
fn minfo_reports_automatic_staging() {
    let dir = scratch("stage");
    let source = r#"void f(int n, int m, const float *restrict x, const float *restrict y, float *restrict out, int *restrict hits, const float (*restrict p)[4])
{
#pragma acc parallel loop copyin(x[0:m], y[0:m]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 0; j < m; j++)
            s += x[j] * y[j] * (float)i;
        out[i] = s;
    }
#pragma acc parallel loop copyin(x[0:m]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 0; j < m - 1; j++)
            s += x[j + 1] - x[j];
        for (int j = i; j < m; j++)
            s += x[j];
        for (int j = 0; j < 8; j++)
            s += x[j];
        out[i] = s;
    }
#pragma acc parallel loop copyin(x[0:m]) copy(hits[0:m])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            if (x[j] > (float)i)
                break;
    }
#pragma acc parallel loop copyin(p[0:m]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 0; j < m; j++)
            s += p[j][0] * p[j][3];
        out[i] = s;
    }
#pragma acc parallel loop copyin(x[0:m]) copy(hits[0:m + n])
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 0; j < m; j++)
            s += x[j] * (float)hits[j];
        hits[m + i] = (int)s;
    }
}
"#;
    std::fs::write(dir.join("s.c"), source).unwrap();
    let info = minfo(&dir, "s.c", &["--target=opencl"]);
    for expect in [
        // A kernel whose copies are the same for all its iterations takes 256 threads
        // (the one that stages nothing keeps 128), and its tiles are twice that.
        "4, Generating kernel __accc_kernel_0_0: 256 work-items per work-group",
        "11, Generating kernel __accc_kernel_1_0: 128 work-items per work-group",
        "6, Staging loop `j` in local memory (no directive): every work-item of a work-group reads its elements alike; tiles of 512 iterations, fetched by the work-group (--cache-opt=no-auto turns it off)",
        "Caching x[j] in local memory: RBI; shared by the work-group, one tile at a time; 2048 bytes per work-group, interleaved with the copies of `y`",
        "Caching y[j] in local memory",
        // An array of rows: whole rows.
        "30, Staging loop `j` in local memory",
        "Caching p[j][0:4] in local memory: RBI; shared by the work-group, one tile at a time; 8192 bytes per work-group",
        // An array the kernel also writes (elsewhere) stays where it is, and -Minfo says why.
        "37, Staging loop `j` in local memory",
        "Not caching hits[j]: the kernel writes it, passes it on or takes its address",
    ] {
        assert!(info.contains(expect), "missing `{expect}` in:\n{info}");
    }
    // Not staged: x[j + 1]; bounds that differ between iterations; fewer iterations
    // than a tile; a loop that may stop early.
    assert_eq!(info.matches("Staging loop").count(), 3, "{info}");
    // Switched off, and with the cache directive's implementation off.
    for off in ["--cache-opt=no-auto", "--cache-impl=off"] {
        assert!(
            !minfo(&dir, "s.c", &["--target=opencl", off]).contains("Staging"),
            "{off}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn minfo_reports_constant_memory_on_cuda() {
    let dir = scratch("constant");
    let source = r#"#define W 7
void f(int n, const float *restrict in, const float *restrict wt, float *restrict t, float *restrict out)
{
#pragma acc parallel loop copyin(in[0:n], wt[0:W]) copyout(out[0:n])
    for (int i = 3; i < n - 3; i++) {
#pragma acc cache(in[i - 3:W], wt[0:W])
        float s = 0.0f;
        for (int k = -3; k <= 3; k++)
            s += wt[k + 3] * in[i + k];
        out[i] = s;
    }
#pragma acc parallel loop copyin(in[0:n], wt[0:W]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc cache(wt[0:W])
        out[i] = wt[i % W] * in[i];
    }
#pragma acc parallel loop copyin(in[0:n]) copy(t[0:W]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc cache(t[0:W])
        float s = 0.0f;
        for (int k = 0; k < W; k++)
            s += t[k];
        out[i] = s * in[i];
        if (i == 0)
            t[0] = s;
    }
#pragma acc parallel loop copyin(in[0:n], wt[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int j = i / 64;
#pragma acc cache(wt[j:W])
        float s = 0.0f;
        for (int k = 0; k < W; k++)
            s += wt[j + k];
        out[i] = s * in[i];
    }
}
"#;
    std::fs::write(dir.join("c.c"), source).unwrap();
    let info = minfo(&dir, "c.c", &["--target=cuda"]);
    for expect in [
        "Caching wt[0:7] in constant memory: RBI; the same range for every iteration and launch, read at the same index by the threads of a warp: copied from the device copy before a launch when that may have changed (--cache-opt=no-constant keeps it in shared memory); 28 bytes",
        // Read at an index that differs between threads; written in the kernel; a range
        // that moves: shared memory.
        "14, Caching wt[0:7] in shared memory",
        "19, Caching t[0:7] in shared memory",
        "30, Caching wt[j:7] in shared memory",
    ] {
        assert!(info.contains(expect), "missing `{expect}` in:\n{info}");
    }
    assert_eq!(info.matches("in constant memory").count(), 1, "{info}");
    // Switched off; OpenCL has no such placement.
    for args in [
        &["--target=cuda", "--cache-opt=no-constant"][..],
        &["--target=opencl"],
    ] {
        assert!(
            !minfo(&dir, "c.c", args).contains("constant memory"),
            "{args:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn minfo_reports_register_windows() {
    let dir = scratch("window");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::copy(root.join("tests/programs/cache_window.c"), dir.join("w.c")).unwrap();
    let line_of = |info: &str, what: &str| -> String {
        info.lines()
            .find(|l| l.contains(what))
            .unwrap_or_else(|| panic!("no `{what}` in:\n{info}"))
            .to_string()
    };
    for target in ["--target=cuda", "--target=opencl"] {
        let info = minfo(&dir, "w.c", &[target]);
        // Six loops take the window (a-e, h); the run-time offset (f) and the loop
        // counting down (g) keep one iteration per thread.
        assert_eq!(info.matches("; register window: each").count(), 6, "{info}");
        assert!(line_of(&info, "Caching in[i - 3:2 * 3 + 1]").contains(
            "register window: each thread runs 4 adjacent iterations and reads their 12 elements of the copy into registers as 16-byte vectors (--cache-opt=no-window turns it off)"
        ) || target.ends_with("opencl"));
        assert!(line_of(&info, "Caching in[2 * i:5]").contains("reads their 12 elements"));
        assert!(line_of(&info, "Caching xi[i - 1:3]").contains("reads their 8 elements"));
        for refused in ["Caching in[i:3]", "Caching in[i - 1:2]"] {
            assert!(
                !line_of(&info, refused).contains("register window"),
                "{info}"
            );
        }
        assert_eq!(
            info.matches("per tile of 512 iterations").count(),
            6,
            "{info}"
        );
        assert_eq!(
            info.matches("per tile of 128 iterations").count(),
            2,
            "{info}"
        );
        // Off with the switch, and where accesses are checked or may fall outside.
        for off in ["--cache-opt=no-window", "--cache-check", "--cache-impl=rbc"] {
            let info = minfo(&dir, "w.c", &[target, off]);
            assert!(!info.contains("register window"), "{off}: {info}");
            assert!(!info.contains("tile of 512 iterations"), "{off}: {info}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Neighbourhoods cached without a directive (`cache::neighbourhood`): which loops -Minfo
/// says are staged, with which ranges, and which not.
#[test]
fn minfo_reports_neighbourhoods() {
    let dir = scratch("neighbourhood");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::copy(
        root.join("tests/programs/cache_auto_neighbourhood.c"),
        dir.join("n.c"),
    )
    .unwrap();
    for (target, memory) in [("--target=cuda", "shared"), ("--target=opencl", "local")] {
        let info = minfo(&dir, "n.c", &[target]);
        for expect in [
            format!("28, Caching the neighbourhoods of loop `i` in {memory} memory (no directive)"),
            format!("Caching fin[i-3:7] in {memory} memory: RBI; shared by the iterations"),
            format!("Caching din[i-2:5] in {memory} memory"),
            format!("Caching iin[i+1:6] in {memory} memory"),
            format!("Caching jin[i-3:7] in {memory} memory"),
            format!("Caching iin[i-2:5] in {memory} memory"),
        ] {
            assert!(info.contains(&expect), "missing `{expect}` in:\n{info}");
        }
        // A step of 2 and reads 2 apart; not staged: `jin` beside `iin` (3 wide), an
        // end read under a condition, a loop that may stop early, an array written.
        assert_eq!(info.matches("Caching iin[i-4:9]").count(), 2, "{info}");
        assert_eq!(info.matches("neighbourhoods of loop").count(), 7, "{info}");
        assert!(!info.contains("Caching jin[i-1:3]"), "{info}");
        // The weights go to constant memory on CUDA; elsewhere the L1 cache keeps them.
        assert_eq!(
            info.contains("Caching wts[0:7] in constant memory"),
            target == "--target=cuda",
            "{info}"
        );
        for off in ["--cache-opt=no-auto", "--cache-impl=off"] {
            let info = minfo(&dir, "n.c", &[target, off]);
            assert!(!info.contains("neighbourhoods"), "{off}: {info}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
