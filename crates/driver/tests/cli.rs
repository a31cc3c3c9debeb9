//! The `accc` command line, end to end, with the real host compiler (`cc`) and the real
//! runtime library.
//!
//! The runtime is another crate (`accrt`) and cargo does not build a staticlib for a test of
//! this one, so build the workspace first, into the same target directory:
//!
//! ```sh
//! cargo build --workspace && cargo test -p accc
//! ```
//!
//! Tests that link fail with that instruction when `libaccrt.a` is missing next to `accc`.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const ACCC: &str = env!("CARGO_BIN_EXE_accc");

/// A scratch directory, removed at the end of the test.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("accc-cli-test-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }

    fn write(&self, name: &str, text: &str) -> PathBuf {
        let path = self.0.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path
    }

    fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.0.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `accc` with a clean environment for its own variables, run in `dir`.
fn accc(dir: &Path) -> Command {
    in_scratch(Command::new(ACCC), dir)
}

/// `cmd` run in `dir`, with the environment the tests run accc in.
fn in_scratch(mut cmd: Command, dir: &Path) -> Command {
    cmd.current_dir(dir)
        .env_remove("ACCC_RUNTIME_LIB")
        .env_remove("ACCC_INCLUDE_DIR")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null());
    cmd
}

fn run<I, S>(dir: &Path, args: I) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    accc(dir).args(args).output().expect("cannot run accc")
}

/// Runs accc as [`run`] does, under `bash`, whose `times` then reports the processor time
/// (user and system) that accc and the processes it waited for took: what the run cost,
/// however busy the machine. The report is taken off the end of the standard error.
fn run_counting_cpu<I, S>(dir: &Path, args: I) -> (Output, std::time::Duration)
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let mut cmd = in_scratch(Command::new("bash"), dir);
    cmd.env("LC_NUMERIC", "C")
        .arg("-c")
        .arg(r#""$@"; status=$?; times >&2; exit $status"#)
        .arg("bash")
        .arg(ACCC)
        .args(args);
    let mut out = cmd.output().expect("cannot run accc under bash");
    // `times` prints the shell's own times, then its children's: `0m1.234s 0m0.056s`.
    let text = String::from_utf8_lossy(&out.stderr).into_owned();
    let mut lines: Vec<&str> = text.lines().collect();
    let children = lines.pop().expect("the children's times");
    lines.pop().expect("the shell's times");
    let seconds = |field: &str| -> f64 {
        let (minutes, rest) = field.split_once('m').expect("`times`: MmS.SSSs");
        let secs = rest.trim_end_matches('s');
        minutes.parse::<f64>().unwrap() * 60.0 + secs.parse::<f64>().unwrap()
    };
    let cpu: f64 = children.split_whitespace().map(seconds).sum();
    let mut kept = lines.join("\n");
    if !kept.is_empty() {
        kept.push('\n');
    }
    out.stderr = kept.into_bytes();
    (out, std::time::Duration::from_secs_f64(cpu))
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[track_caller]
fn ok(out: &Output) {
    assert!(
        out.status.success(),
        "accc failed ({:?}):\nstdout:\n{}\nstderr:\n{}",
        out.status,
        stdout(out),
        stderr(out)
    );
}

/// The host compiler and the runtime must be there: these tests are about using them.
fn require_toolchain() {
    let cc = std::env::var("ACCC_CC").unwrap_or_else(|_| "cc".into());
    let program = cc.split_whitespace().next().unwrap_or("cc").to_string();
    let found = Command::new(&program)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    assert!(
        found,
        "the host C compiler `{program}` is missing: these tests need a working `cc` (or ACCC_CC)"
    );
    let runtime = Path::new(ACCC).parent().unwrap().join("libaccrt.a");
    assert!(
        runtime.is_file(),
        "{} is missing: build the runtime into the same target directory first \
         (`cargo build --workspace && cargo test -p accc`)",
        runtime.display()
    );
}

#[test]
fn directive_macros_are_expanded_in_preprocessed_output() {
    let s = Scratch::new("pp-macros");
    s.write(
        "k.c",
        "#define LEN (N * 2)\n\
         void f(float *a) {\n\
         #pragma acc parallel loop copy(a[0:LEN]) \\\n    vector_length(VL) // trailing comment\n\
           for (int i = 0; i < LEN; i++) a[i] += 1;\n\
         #pragma pacc pipeline size([0:N]) halo([H:H])\n\
           int line = __LINE__;\n\
         }\n",
    );
    let out = run(s.path(), ["-E", "-DN=100", "-DVL=128", "-DH=3", "k.c"]);
    ok(&out);
    let text = stdout(&out);
    assert!(
        text.contains("__accc_pragma_begin acc parallel loop copy(a[0:(100 * 2)]) vector_length(128) __accc_pragma_end"),
        "{text}"
    );
    assert!(
        text.contains(
            "__accc_pragma_begin pacc pipeline size([0:100]) halo([3:3]) __accc_pragma_end"
        ),
        "{text}"
    );
    assert!(!text.contains("trailing comment"), "{text}");
    // the continued directive kept the line count: __LINE__ is still right
    assert!(text.contains("int line = 7;"), "{text}");
    // line markers name the user's file, not a generated one
    assert!(text.contains("# 1 \"k.c\""), "{text}");
    assert!(!text.contains("rewritten"), "{text}");
}

#[test]
fn e_output_to_file_and_openacc_macro() {
    let s = Scratch::new("pp-file");
    s.write(
        "sub/v.c",
        "int version = _OPENACC;\nconst char *file = __FILE__;\n",
    );
    ok(&run(s.path(), ["-E", "sub/v.c", "-o", "v.i"]));
    let text = s.read("v.i");
    assert!(text.contains("int version = 202211;"), "{text}");
    assert!(text.contains("const char *file = \"sub/v.c\";"), "{text}");
}

#[test]
fn user_headers_are_found_next_to_the_source_first() {
    let s = Scratch::new("headers");
    s.write("src/main.c", "#include \"conf.h\"\nint which = WHICH;\n");
    s.write("src/conf.h", "#define WHICH 1\nconst char *h = __FILE__;\n");
    s.write("conf.h", "#define WHICH 2\nconst char *h = __FILE__;\n");
    s.write("here.c", "#include \"conf.h\"\nint which = WHICH;\n");
    // gcc looks next to the source first, and names the header as it found it
    let out = run(s.path(), ["-E", "-P", "src/main.c"]);
    ok(&out);
    let text = stdout(&out);
    assert!(
        text.contains("const char *h = \"src/conf.h\";\nint which = 1;"),
        "{text}"
    );
    // a source in the current directory sees its neighbours under their plain names
    let out = run(s.path(), ["-E", "-P", "here.c"]);
    ok(&out);
    let text = stdout(&out);
    assert!(
        text.contains("const char *h = \"conf.h\";\nint which = 2;"),
        "{text}"
    );
}

#[test]
fn compile_two_files_then_link() {
    require_toolchain();
    let s = Scratch::new("two-files");
    s.write(
        "main.c",
        "#include <stdio.h>\nint sum(int n);\nint main(void) { printf(\"%d\\n\", sum(10)); return 0; }\n",
    );
    s.write(
        "sum.c",
        "int sum(int n) {\n  int s = 0;\n#pragma acc parallel loop reduction(+:s)\n  for (int i = 1; i <= n; i++) s += i;\n  return s;\n}\n",
    );
    ok(&run(s.path(), ["-c", "-O2", "main.c", "sum.c"]));
    assert!(s.path().join("main.o").is_file() && s.path().join("sum.o").is_file());
    ok(&run(s.path(), ["-c", "sum.c", "-o", "other.o"]));
    assert!(s.path().join("other.o").is_file());
    ok(&run(s.path(), ["main.o", "other.o", "-o", "prog"]));
    let out = Command::new(s.path().join("prog")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "55\n");
    // C and objects mixed on one line, with a library
    ok(&run(
        s.path(),
        ["main.c", "sum.o", "-lm", "-o", "prog2", "--target=host"],
    ));
    let out = Command::new(s.path().join("prog2")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "55\n");
}

#[test]
fn programs_including_openacc_h_build() {
    require_toolchain();
    let s = Scratch::new("openacc-h");
    s.write(
        "api.c",
        "#include <stddef.h>\n#include <openacc.h>\n#include <stdio.h>\n\
         int main(void) {\n\
           int n = acc_get_num_devices(acc_device_host);\n\
           float a[8];\n\
         #pragma acc parallel loop copyout(a[0:8])\n\
           for (int i = 0; i < 8; i++) a[i] = i;\n\
           printf(\"%d %g\\n\", n > 0, a[7]);\n\
           return 0;\n\
         }\n",
    );
    for target in ["--target=host", "--target=multicore"] {
        ok(&run(s.path(), [target, "api.c", "-o", "api"]));
        let out = Command::new(s.path().join("api")).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "1 7\n", "{target}");
    }
}

#[test]
fn user_code_is_not_expanded_twice() {
    require_toolchain();
    let s = Scratch::new("no-double-expansion");
    // gcc predefines `linux` and `unix` as 1 in GNU modes; a program may take the names back
    s.write(
        "names.c",
        "#include <stdio.h>\n#undef linux\n#undef unix\n\
         int linux = 3, unix = 4;\n\
         int main(void) {\n\
           int s = 0;\n\
         #pragma acc parallel loop reduction(+:s)\n\
           for (int i = 0; i < 10; i++) s += linux + unix;\n\
           printf(\"%d\\n\", s);\n\
           return 0;\n\
         }\n",
    );
    ok(&run(s.path(), ["-std=gnu11", "names.c", "-o", "names"]));
    let out = Command::new(s.path().join("names")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "70\n");
}

#[test]
fn other_languages_go_to_the_host_compiler() {
    require_toolchain();
    let s = Scratch::new("asm");
    s.write(
        "main.c",
        "int seven(void);\nint main(void) { return seven(); }\n",
    );
    // a C file compiled to assembly by accc, then assembled and linked as a .s input
    s.write("seven.c", "int seven(void) { return 7; }\n");
    ok(&run(s.path(), ["-S", "seven.c"]));
    assert!(s.read("seven.s").contains("seven"));
    ok(&run(s.path(), ["main.c", "seven.s", "-o", "prog"]));
    let status = Command::new(s.path().join("prog")).status().unwrap();
    assert_eq!(status.code(), Some(7));
}

#[test]
fn run_passes_arguments_and_exit_status() {
    require_toolchain();
    let s = Scratch::new("run");
    s.write(
        "p.c",
        "#include <stdio.h>\n#include <stdlib.h>\n\
         int main(int argc, char **argv) {\n\
           for (int i = 1; i < argc; i++) printf(\"[%s]\", argv[i]);\n\
           printf(\" %d\\n\", SCALE);\n\
           return argc > 1 ? atoi(argv[argc - 1]) : 0;\n\
         }\n",
    );
    let out = run(
        s.path(),
        ["run", "p.c", "-DSCALE=3", "--", "a b", "--help", "42"],
    );
    assert_eq!(stdout(&out), "[a b][--help][42] 3\n", "{}", stderr(&out));
    assert_eq!(out.status.code(), Some(42), "{}", stderr(&out));
    // nothing left in the current directory
    let names: Vec<_> = std::fs::read_dir(s.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["p.c"]);
    // --keep keeps the temporary directory, and says where it is
    let out = run(s.path(), ["run", "--keep", "p.c", "-DSCALE=1"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let err = stderr(&out);
    let kept = err
        .lines()
        .find_map(|l| l.strip_prefix("accc: generated files kept in "))
        .expect(&err);
    let kept = PathBuf::from(kept);
    assert!(kept.join("p.host.c").is_file(), "{}", kept.display());
    std::fs::remove_dir_all(kept).unwrap();
}

#[test]
fn emit_dir_holds_every_generated_file() {
    require_toolchain();
    let s = Scratch::new("emit");
    s.write("e.c", "#define N 4\nint a[N];\nint main(void) {\n#pragma acc kernels copyout(a[0:N])\n  a[0] = 1;\n  return 0;\n}\n");
    ok(&run(s.path(), ["--emit-dir", "gen", "e.c", "-o", "e"]));
    let rewritten = s.read("gen/e.rewritten.c");
    assert!(rewritten.starts_with("# 1 \"e.c\"\n"), "{rewritten}");
    assert!(
        rewritten.contains("__accc_pragma_begin acc kernels copyout(a[0:N]) __accc_pragma_end"),
        "{rewritten}"
    );
    assert!(s.read("gen/e.i").contains("copyout(a[0:4])"));
    assert!(s.path().join("gen/e.host.c").is_file());
    assert!(s.path().join("gen/e.o").is_file());
    assert!(s.path().join("e").is_file());
}

#[test]
fn emit_ir_prints_the_ir_and_builds_nothing() {
    require_toolchain();
    let s = Scratch::new("emit-ir");
    s.write(
        "v.c",
        "void scale(int n, float *x) {\n#pragma acc parallel loop copy(x[0:n])\n  for (int i = 0; i < n; i++)\n    x[i] *= 2;\n}\n",
    );
    let out = run(s.path(), ["--emit=ir", "--target=cuda", "v.c"]);
    ok(&out);
    let ir = stdout(&out);
    assert!(
        ir.contains("region 0: parallel loop at 2:1 in scale"),
        "{ir}"
    );
    assert!(ir.contains("    loop i at 3:3: gang\n"), "{ir}");
    assert!(ir.contains("  kernel __accc_kernel_0_0\n"), "{ir}");
    let entries = |dir: &Path| std::fs::read_dir(dir).unwrap().count();
    assert_eq!(entries(s.path()), 1, "no object, no executable");
    // -o FILE instead of standard output.
    let out = run(
        s.path(),
        ["--emit=ir", "--target=opencl", "v.c", "-o", "v.ir"],
    );
    ok(&out);
    assert!(stdout(&out).is_empty());
    assert!(s.read("v.ir").starts_with("device type opencl\n"));
    // Warnings are shown as when compiling.
    s.write("w.c", "void f(int *p) {\n#pragma acc parallel loop vector_length(4096)\n  for (int i = 0; i < 4; i++) p[i] = 0;\n}\n");
    let out = run(s.path(), ["--emit=ir", "--target=cuda", "w.c"]);
    ok(&out);
    assert!(
        stderr(&out).contains("`vector_length` not made as written"),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).contains("block 1024"), "{}", stdout(&out));
    // A program with an error gets its diagnostics and no IR.
    s.write("bad.c", "void f(int *p) {\n#pragma acc parallel loop gang gang(dim:9)\n  for (int i = 0; i < 4; i++) p[i] = 0;\n}\n");
    let out = run(s.path(), ["--emit=ir", "bad.c"]);
    assert!(!out.status.success());
    assert!(stdout(&out).is_empty(), "{}", stdout(&out));
    assert!(stderr(&out).contains("error"), "{}", stderr(&out));
}

#[test]
fn dependency_files_are_written_like_gcc() {
    require_toolchain();
    let s = Scratch::new("deps");
    s.write("a.c", "#include \"a.h\"\nint x = A;\n");
    s.write("a.h", "#define A 1\n");
    s.write(
        "src/b.c",
        "#include \"b.h\"\n#include <stdio.h>\nint y = B;\n",
    );
    s.write("src/b.h", "#define B 2\n");
    ok(&run(s.path(), ["-c", "-MMD", "a.c"]));
    assert_eq!(s.read("a.d"), "a.o: a.c a.h\n");
    ok(&run(
        s.path(),
        ["-c", "-MMD", "-MP", "src/b.c", "-o", "obj.o"],
    ));
    assert_eq!(s.read("obj.d"), "obj.o: src/b.c src/b.h\nsrc/b.h:\n");
    std::fs::create_dir_all(s.path().join("deps")).unwrap();
    ok(&run(
        s.path(),
        ["-c", "-MD", "-MF", "deps/b.dep", "-MT", "custom", "src/b.c"],
    ));
    let deps = s.read("deps/b.dep");
    assert!(deps.starts_with("custom: src/b.c "), "{deps}");
    assert!(deps.contains("stdio.h"), "{deps}");
    // -M alone: the dependencies only, on standard output
    let out = run(s.path(), ["-MM", "src/b.c"]);
    ok(&out);
    assert_eq!(stdout(&out), "b.o: src/b.c src/b.h\n");
}

#[test]
fn minfo_is_not_a_dependency_option() {
    require_toolchain();
    let s = Scratch::new("minfo");
    s.write("m.c", "int main(void) { return 0; }\n");
    for opt in ["-Minfo=accel", "-Minfo", "-Minfo=all", "--info"] {
        ok(&run(s.path(), [opt, "-c", "m.c"]));
    }
    let names: Vec<_> = std::fs::read_dir(s.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(
        names.iter().all(|n| !n.to_string_lossy().ends_with(".d")),
        "{names:?}"
    );
}

#[test]
fn make_with_cc_accc() {
    require_toolchain();
    let found = Command::new("make")
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    assert!(found, "`make` is missing: this test runs `CC=accc make`");
    let s = Scratch::new("make");
    s.write(
        "Makefile",
        "CFLAGS = -O2 -Wall -MMD -MP\nOBJS = main.o util.o\n\
         prog: $(OBJS)\n\t$(CC) $(CFLAGS) -o $@ $(OBJS) -lm\n\
         -include $(OBJS:.o=.d)\n",
    );
    s.write("util.h", "#define SCALE 21\nint twice(int);\n");
    s.write("main.c", "#include <stdio.h>\n#include \"util.h\"\nint main(void) { printf(\"%d\\n\", twice(SCALE)); return 0; }\n");
    s.write(
        "util.c",
        "#include \"util.h\"\nint twice(int x) {\n  int r = 0;\n  for (int i = 0; i < 2; i++) r += x;\n  return r;\n}\n",
    );
    let make = |s: &Scratch| {
        Command::new("make")
            .current_dir(s.path())
            .env("CC", ACCC)
            .env_remove("ACCC_RUNTIME_LIB")
            .env_remove("ACCC_INCLUDE_DIR")
            .env_remove("MAKEFLAGS")
            .output()
            .unwrap()
    };
    let out = make(&s);
    ok(&out);
    assert_eq!(s.read("main.d"), "main.o: main.c util.h\nutil.h:\n");
    let out = Command::new(s.path().join("prog")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "42\n");
    // a header change rebuilds through the dependency files
    std::thread::sleep(std::time::Duration::from_millis(1100));
    s.write("util.h", "#define SCALE 50\nint twice(int);\n");
    let out = make(&s);
    ok(&out);
    assert!(stdout(&out).contains("main.c"), "{}", stdout(&out));
    let out = Command::new(s.path().join("prog")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "100\n");
}

#[test]
fn compiler_diagnostics_and_feedback() {
    require_toolchain();
    let s = Scratch::new("diagnostics");
    // an error in a directive: rendered against the user's line, no output left behind
    s.write(
        "bad.c",
        "int main(void) {\n  int a[4];\n#pragma acc parallel loop vectr(4)\n  for (int i = 0; i < 4; i++) a[i] = i;\n  return a[1];\n}\n",
    );
    let out = run(s.path(), ["bad.c", "-o", "bad"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("bad.c:3:"), "{err}");
    assert!(err.contains("vectr"), "{err}");
    assert!(!s.path().join("bad").exists());
    let out = run(s.path(), ["-c", "bad.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!s.path().join("bad.o").exists());
    // a warning: shown, silenced by -w, fatal with -Werror (as gcc does with its own)
    s.write(
        "warn.c",
        "int main(void) {\n  int a[4];\n#pragma acc parallel loop gang(8) copy(a)\n  for (int i = 0; i < 4; i++) a[i] = i;\n  return 0;\n}\n",
    );
    let out = run(s.path(), ["-c", "warn.c"]);
    ok(&out);
    assert!(
        stderr(&out).contains("warning:"),
        "the front end no longer warns about `gang(8)` on parallel: {}",
        stderr(&out)
    );
    let out = run(s.path(), ["-c", "-w", "warn.c"]);
    ok(&out);
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));
    std::fs::remove_file(s.path().join("warn.o")).unwrap();
    let out = run(s.path(), ["-c", "-Werror", "warn.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("warnings treated as errors"),
        "{}",
        stderr(&out)
    );
    assert!(!s.path().join("warn.o").exists());
    // -Minfo: feedback on standard error, nothing without it
    let out = run(s.path(), ["-c", "-Minfo=accel", "warn.c", "-w"]);
    ok(&out);
    assert!(stderr(&out).contains("main:"), "{}", stderr(&out));
    let out = run(s.path(), ["-c", "warn.c", "-w"]);
    ok(&out);
    assert_eq!(stderr(&out), "");
}

#[test]
fn diagnostics_point_at_the_users_line_whatever_the_source_layout() {
    require_toolchain();
    let s = Scratch::new("diagnostic-places");
    let bad = "int main(void) {\n    int a[10];\n    #pragma acc parallel loop bogus(a)\n    for (int i = 0; i < 10; i++) a[i] = i;\n    return 0;\n}\n";
    let shows = |err: &str, place: &str, line: &str| {
        assert!(err.contains(place), "not at {place}:\n{err}");
        assert!(err.contains(line), "the line is not shown:\n{err}");
        assert!(err.contains("^^^^^ unknown clause"), "{err}");
    };
    // standard input
    let mut child = accc(s.path())
        .args(["--target=multicore", "-x", "c", "-c", "-", "-o", "stdin.o"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(bad.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    shows(
        &stderr(&out),
        "<stdin>:3:31",
        "#pragma acc parallel loop bogus(a)",
    );
    // old Mac line endings (a lone carriage return ends a line)
    s.write("cr.c", &bad.replace('\n', "\r"));
    let out = run(s.path(), ["--target=multicore", "-c", "cr.c"]);
    assert_eq!(out.status.code(), Some(1));
    shows(
        &stderr(&out),
        "cr.c:3:31",
        "#pragma acc parallel loop bogus(a)",
    );
    // `#line`: the file and line it says, as gcc reports them
    s.write(
        "line.c",
        &bad.replace("    #pragma", "#line 100 \"other.c\"\n    #pragma"),
    );
    let out = run(s.path(), ["--target=multicore", "-c", "line.c"]);
    assert_eq!(out.status.code(), Some(1));
    shows(
        &stderr(&out),
        "other.c:100:31",
        "#pragma acc parallel loop bogus(a)",
    );
    // a directive continued on the next line: the clause's own line and column
    s.write(
        "cont.c",
        &bad.replace("loop bogus(a)", "loop \\\n        copyin(a[0:10]) bogus(a)"),
    );
    let out = run(s.path(), ["--target=multicore", "-c", "cont.c"]);
    assert_eq!(out.status.code(), Some(1));
    shows(
        &stderr(&out),
        "cont.c:4:25",
        "        copyin(a[0:10]) bogus(a)",
    );
}

#[test]
fn the_users_source_is_never_written_over() {
    require_toolchain();
    let s = Scratch::new("clobber");
    let source = "int main(void) {\n#pragma acc parallel loop\n    for (int i = 0; i < 4; i++) ;\n    return 0;\n}\n";
    s.write("same.c", source);
    std::os::unix::fs::symlink("same.c", s.path().join("link.c")).unwrap();
    for args in [
        &["same.c", "-o", "same.c"][..],
        &["-c", "same.c", "-o", "./same.c"],
        &["-S", "link.c", "-o", "same.c"],
        &["-E", "same.c", "-o", "link.c"],
    ] {
        let out = run(s.path(), args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&out).contains("is the same as the output file"),
            "{args:?}: {}",
            stderr(&out)
        );
        assert_eq!(
            std::fs::read_to_string(s.path().join("same.c")).unwrap(),
            source
        );
    }
    // generated files in --emit-dir: a preprocessed input keeps its name there
    let pre = run(s.path(), ["-E", "same.c", "-o", "pre.i"]);
    ok(&pre);
    let before = std::fs::read(s.path().join("pre.i")).unwrap();
    let out = run(s.path(), ["--emit-dir", ".", "pre.i", "-o", "pre"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("would overwrite the input file pre.i"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read(s.path().join("pre.i")).unwrap(), before);
}

#[test]
fn non_ascii_source_is_read_and_pointed_at_without_panicking() {
    require_toolchain();
    let s = Scratch::new("utf8");
    // a syntax error on a line holding non-ASCII identifiers: the caret under the `;`
    s.write(
        "bad.c",
        "int main(void)\n{\n    float é2 = 1; int k = ;\n    return 0;\n}\n",
    );
    let out = run(s.path(), ["-c", "bad.c"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("bad.c:3:27"), "{err}");
    assert!(err.contains("expected expression"), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("internal compiler error"),
        "{err}"
    );
    // a byte-order mark, then a non-ASCII identifier in a compute region
    s.write(
        "bom.c",
        "\u{feff}#include <stdio.h>\nint main(void)\n{\n    int écart[4];\n#pragma acc parallel loop copyout(écart)\n    for (int i = 0; i < 4; i++) écart[i] = i;\n    printf(\"%d\\n\", écart[3]);\n    return 0;\n}\n",
    );
    let out = run(s.path(), ["--target=multicore", "bom.c", "-o", "bom"]);
    ok(&out);
    let out = Command::new(s.path().join("bom")).output().unwrap();
    assert_eq!(stdout(&out), "3\n");
}

/// Bytes that are no UTF-8 in a string literal or an identifier: an error at the byte, in
/// the user's file and line (not the work file's), and nothing for the host compiler; in
/// a comment they are harmless (the preprocessor drops comments).
#[test]
fn non_utf8_source_is_reported_where_it_is() {
    require_toolchain();
    let s = Scratch::new("latin1");
    let latin1 = b"#include <stdio.h>\nint main(void)\n{\n    /* caf\xe9 */\n    printf(\"caf\xe9\\n\");\n    return 0;\n}\n";
    std::fs::write(s.path().join("latin1.c"), latin1).unwrap();
    let out = run(s.path(), ["--target=multicore", "-c", "latin1.c"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("latin1.c:5:16"), "{err}");
    assert!(err.contains("not valid UTF-8: byte 0xe9"), "{err}");
    assert!(
        !err.contains("In function") && !err.contains("panicked"),
        "{err}"
    );
}

#[test]
fn driver_errors_are_one_clear_line() {
    let s = Scratch::new("errors");
    s.write("a.c", "int main(void) { return 0; }\n");
    let out = run(s.path(), ["--target=bogus", "a.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "accc: error: unknown target 'bogus' (expected host, multicore, opencl, cuda or auto)\n"
    );
    let out = run(s.path(), ["missing.c", "-o", "x"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "accc: error: missing.c: No such file or directory\n"
    );
    assert!(!s.path().join("x").exists());
    let out = run(s.path(), ["a.c", "-o"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out), "accc: error: missing filename after '-o'\n");
    let out = run(s.path(), Vec::<&str>::new());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out), "accc: error: no input files\n");
    let out = accc(s.path())
        .arg("a.c")
        .env("ACCC_CC", "/nonexistent/compiler")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.starts_with("accc: error: cannot find the host C compiler '/nonexistent/compiler'"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn host_compiler_errors_are_shown_and_fail() {
    let s = Scratch::new("host-errors");
    s.write("bad.c", "#include \"nowhere.h\"\n");
    let out = run(s.path(), ["-c", "bad.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("nowhere.h"), "{}", stderr(&out));
    assert!(!s.path().join("bad.o").exists());
    s.write("syntax.c", "int f(void) { return }\n");
    let out = run(s.path(), ["-c", "syntax.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("syntax.c:1"),
        "messages point at the user's file: {}",
        stderr(&out)
    );
    // an option nobody knows reaches the host compiler, which rejects it
    s.write("ok.c", "int x;\n");
    let out = run(s.path(), ["-c", "--no-such-option-anywhere", "ok.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("--no-such-option-anywhere"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn missing_runtime_is_a_clear_error() {
    let s = Scratch::new("no-runtime");
    s.write("a.c", "int main(void) { return 0; }\n");
    let out = accc(s.path())
        .args(["a.c", "-o", "a"])
        .env("ACCC_RUNTIME_LIB", s.path().join("none.a"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("accc: error: ACCC_RUNTIME_LIB="),
        "{}",
        stderr(&out)
    );
    assert!(!s.path().join("a").exists());
}

#[test]
fn version_and_help() {
    let s = Scratch::new("version");
    let out = run(s.path(), ["--version"]);
    ok(&out);
    let text = stdout(&out);
    assert!(text.starts_with("accc "), "{text}");
    assert!(text.contains("host compiler: "), "{text}");
    assert!(text.contains("targets: host, multicore"), "{text}");
    let out = run(s.path(), ["--help"]);
    ok(&out);
    assert!(stdout(&out).contains("accc run"), "{}", stdout(&out));
    assert!(stdout(&out).contains("ACC_CHECK=1"), "{}", stdout(&out));
}

#[test]
fn verbose_shows_the_commands() {
    let s = Scratch::new("verbose");
    s.write("v.c", "int x;\n");
    let out = run(s.path(), ["-v", "-c", "v.c", "-O1"]);
    ok(&out);
    let err = stderr(&out);
    assert!(
        err.lines()
            .any(|l| l.starts_with("cc -E ") || l.contains(" -E ")),
        "{err}"
    );
    assert!(
        err.lines()
            .any(|l| l.contains(" -c ") && l.contains("-O1") && l.ends_with("-o v.o")),
        "{err}"
    );
}

/// Whether the NVIDIA driver library is there (then a GPU may be too, and the programs
/// below may take the GPU path).
fn has_cuda_driver() -> bool {
    [
        "/usr/lib/x86_64-linux-gnu/libcuda.so.1",
        "/usr/lib64/libcuda.so.1",
        "/usr/lib/libcuda.so.1",
    ]
    .iter()
    .any(|p| Path::new(p).exists())
}

#[test]
fn auto_is_the_default_and_falls_back_to_the_cpu_cores() {
    require_toolchain();
    let s = Scratch::new("auto-target");
    let program = "#include <stdio.h>\n#include <openacc.h>\n\
         int main(void) {\n\
           float a[8];\n\
         #pragma acc parallel loop copyout(a[0:8])\n\
           for (int i = 0; i < 8; i++) a[i] = 2 * i;\n\
           printf(\"%g %d\\n\", a[7], acc_get_device_type() == acc_device_nvidia);\n\
           return 0;\n\
         }\n";
    s.write("p.c", program);
    // The default (auto) builds the CUDA kernels: ahead of time with nvcc when accc finds
    // one, else as source for NVRTC; never an error for want of nvcc.
    let out = accc(s.path())
        .env_remove("ACCC_NVCC")
        .env_remove("CUDA_HOME")
        .env("PATH", "/usr/bin:/bin")
        .args(["--emit-dir", "gen", "p.c", "-o", "auto"])
        .output()
        .unwrap();
    ok(&out);
    let host_c = s.read("gen/p.host.c");
    assert!(
        host_c.contains("__accrt_register_target(4)"),
        "registers nvidia"
    );
    assert!(
        !host_c.contains("__accrt_require_target(4)"),
        "auto requires no GPU"
    );
    ok(&run(
        s.path(),
        [
            "--target=cuda",
            "--emit-dir",
            "gen-cuda",
            "p.c",
            "-o",
            "cuda",
        ],
    ));
    assert!(s
        .read("gen-cuda/p.host.c")
        .contains("__accrt_require_target(4)"));
    let auto = Command::new(s.path().join("auto")).output().unwrap();
    let cuda = Command::new(s.path().join("cuda")).output().unwrap();
    if has_cuda_driver() {
        return; // a GPU may be there: both may run on it
    }
    // No NVIDIA driver: auto runs on the CPU cores ...
    assert_eq!(
        String::from_utf8_lossy(&auto.stdout),
        "14 0\n",
        "{}",
        stderr(&auto)
    );
    // ... and cuda stops with one line naming what is missing, unless told otherwise.
    assert_eq!(cuda.status.code(), Some(1), "{}", stderr(&cuda));
    let e = stderr(&cuda);
    assert!(e.starts_with("accc runtime error: p.c:5: parallel loop in main(): this program was compiled with --target=cuda and needs an NVIDIA GPU, but none can be used (the CUDA driver library libcuda.so.1 cannot be loaded"), "{e}");
    assert_eq!(e.lines().count(), 1, "{e}");
    let told = Command::new(s.path().join("cuda"))
        .env("ACC_DEVICE_TYPE", "multicore")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&told.stdout),
        "14 0\n",
        "{}",
        stderr(&told)
    );
}

#[test]
fn auto_compiles_for_the_cpu_what_the_gpu_back_end_cannot_take() {
    require_toolchain();
    let s = Scratch::new("auto-fallback");
    s.write(
        "f.c",
        "#include <stdio.h>\n\
         static double twice(double x) { return 2 * x; }\n\
         int main(void) {\n\
           double a[100];\n\
         #pragma acc parallel loop copyout(a)\n\
           for (int i = 0; i < 100; i++)\n\
             a[i] = twice(i);\n\
           printf(\"%g\\n\", a[99]);\n\
           return 0;\n\
         }\n",
    );
    // --target=cuda: an error (the function is not a `routine`)
    let out = run(s.path(), ["--target=cuda", "f.c", "-o", "f"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out)
            .contains("error: call to `twice` in a compute region, but `twice` is not a `routine`"),
        "{}",
        stderr(&out)
    );
    // auto: a warning, and the multicore version
    let out = run(s.path(), ["f.c", "-o", "f"]);
    ok(&out);
    let e = stderr(&out);
    assert!(e.starts_with("warning: the compute regions of this file run on the CPU cores only: for an NVIDIA GPU, call to `twice` in a compute region"), "{e}");
    assert!(e.contains("f.c:7:"), "{e}");
    let prog = Command::new(s.path().join("f")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&prog.stdout), "198\n");
    // <math.h>'s classification macros and constants are built-ins of gcc's headers that
    // every device has; another built-in is refused with the reason
    s.write(
        "m.c",
        "#include <math.h>\n\
         int main(void) {\n\
           double a[100]; int n[100];\n\
         #pragma acc parallel loop copyout(a, n)\n\
           for (int i = 0; i < 100; i++) {\n\
             a[i] = isnan(a[i] = i ? HUGE_VAL : NAN) + fpclassify((float)i) + signbit(-INFINITY);\n\
             n[i] = __builtin_popcount(i);\n\
           }\n\
           return 0;\n\
         }\n",
    );
    for target in ["--target=cuda", "--target=opencl"] {
        let out = run(s.path(), [target, "-c", "m.c"]);
        assert!(!out.status.success());
        let e = stderr(&out);
        assert_eq!(e.matches("error").count(), 1, "{e}");
        assert!(
            e.contains("error: `__builtin_popcount` is a built-in function of the host compiler, which accc cannot compile for the device"),
            "{e}"
        );
        assert!(e.contains("m.c:7:"), "{e}");
    }
}

/// `gang(dim:2)` over `gang(dim:1)` loops makes a two-dimensional grid of gangs on the
/// device targets (-Minfo says so, no warning); where it cannot (here `gang(dim:3)` over a
/// loop without `gang(dim:2)`), a warning at the clause says why, and the answers are the
/// same.
#[test]
fn multi_dimensional_gangs() {
    let s = Scratch::new("gang-dim");
    s.write(
        "g.c",
        "#include <stdio.h>\n\
         int main(void) {\n\
           static int a[64][64];\n\
         #pragma acc parallel loop gang(dim:2) num_gangs(4, 8) copyout(a)\n\
           for (int j = 0; j < 64; j++)\n\
         #pragma acc loop gang(dim:1) vector\n\
             for (int i = 0; i < 64; i++)\n\
               a[j][i] = j * 64 + i;\n\
         #pragma acc parallel loop gang(dim:3) copy(a)\n\
           for (int j = 0; j < 64; j++)\n\
         #pragma acc loop gang(dim:1) vector\n\
             for (int i = 0; i < 64; i++)\n\
               a[j][i] += 1;\n\
           printf(\"%d\\n\", a[63][62]);\n\
           return 0;\n\
         }\n",
    );
    let out = run(
        s.path(),
        ["--target=opencl", "-Minfo=accel", "g.c", "-o", "g"],
    );
    ok(&out);
    let e = stderr(&out);
    assert!(
        e.starts_with(
            "warning: `gang(dim:3)` is not made here: the loop at line 12 is spread over the blocks or their threads but is not `gang(dim:2)`; the gangs form one dimension\n --> g.c:9:27"
        ),
        "{e}"
    );
    assert_eq!(e.matches("warning:").count(), 1, "{e}");
    let info = String::from_utf8_lossy(&out.stdout).to_string() + &e;
    assert!(
        info.contains(
            "a grid of gangs: num_gangs 4 along dimension 1 x num_gangs 8 along dimension 2"
        ),
        "{info}"
    );
    assert!(info.contains("#pragma acc loop gang(dim:1), vector(128) /* (get_group_id(0) % g1) * 128 + get_local_id(0)"), "{info}");
    let prog = Command::new(s.path().join("g")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&prog.stdout), "4095\n");
    // On the CPU cores gangs are threads: nothing to warn about.
    let out = run(s.path(), ["--target=multicore", "g.c", "-o", "g"]);
    ok(&out);
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));
}

/// A data clause longer than the host object it names (a subarray past the end of a
/// `malloc` of constant size, or of an array) stops the program at the directive, on a
/// device with its own memory, instead of copying past the end of the user's memory.
#[test]
fn a_clause_past_its_host_object_is_a_runtime_error() {
    require_toolchain();
    let s = Scratch::new("host-object");
    s.write(
        "p.c",
        "#include <stdio.h>\n\
         #include <stdlib.h>\n\
         int main(void) {\n\
         \x20   float *a = malloc(16 * sizeof(float));\n\
         \x20   float s[16] = {0};\n\
         #pragma acc parallel loop copy(s[0:16]) copyout(a[0:16])\n\
         \x20   for (int i = 0; i < 16; i++) { a[i] = i; s[i] += 1; }\n\
         \x20   printf(\"%g %g\\n\", a[15], s[15]);\n\
         #pragma acc parallel loop copyout(a[0:4096])\n\
         \x20   for (int i = 0; i < 16; i++) a[i] = i;\n\
         \x20   printf(\"not reached\\n\");\n\
         \x20   return 0;\n\
         }\n",
    );
    ok(&run(s.path(), ["--target=opencl", "-O2", "p.c", "-o", "p"]));
    let out = Command::new(s.path().join("p"))
        .env("ACC_DEVICE_TYPE", "opencl")
        .output()
        .unwrap();
    assert_eq!(stdout(&out), "15 1\n", "{}", stderr(&out));
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let e = stderr(&out);
    assert!(
        e.contains("accc runtime error: p.c:9: parallel loop in main(): a[0:4096]: the clause names 16384 bytes")
            && e.contains("holds only 64 bytes"),
        "{e}"
    );
}

/// A pointer whose extent accc does not know, named whole in a clause that maps data
/// (`copyin(p)`), gets a warning at the clause with the subarray to write (only the
/// pointer is mapped); an array parameter declared with its extent (`A[N][M]`) does not.
#[test]
fn pointer_without_extent_in_a_data_clause_warns() {
    let s = Scratch::new("pointer-extent");
    s.write(
        "p.c",
        "#define N 8\n\
         void f(int n, double *p, double A[N][4], double R[][4]) {\n\
         #pragma acc parallel loop copy(p) copyin(A) present(R)\n\
           for (int i = 0; i < n; i++) p[i] += A[i][0] + R[i][1];\n\
         }\n",
    );
    let out = run(s.path(), ["--target=opencl", "-c", "p.c"]);
    ok(&out);
    let e = stderr(&out);
    assert!(
        e.starts_with(
            "warning: `copy(p)` names a pointer whose extent is not known: only the pointer is mapped, not the data it points to\n --> p.c:3:32"
        ),
        "{e}"
    );
    assert!(e.contains("help: write `copy(p[0:n])`"), "{e}");
    assert_eq!(e.matches("warning:").count(), 1, "{e}");
}

/// Checking a directive is linear in its length, and a clause repeating one variable (or
/// naming thousands of variables twice) gives one error, not one per item: fuzzing found
/// 20,000 items taking over 20 s and printing megabytes of messages. The bounds are on the
/// processor time accc and what it runs take ([`run_counting_cpu`]), not on the wall clock,
/// so a loaded machine does not fail the test; they are generous (a debug build takes
/// about 4 s for each); the quadratic behaviour took minutes.
#[test]
fn long_clauses_are_checked_in_linear_time() {
    let s = Scratch::new("long-clauses");
    const ITEMS: usize = 20_000;
    let repeated = vec!["a"; ITEMS].join(", ");
    let names: Vec<String> = (0..ITEMS).map(|i| format!("v{i}")).collect();
    let declarations: String = names
        .iter()
        .map(|n| format!("    int {n} = 0;\n"))
        .collect();
    let names = names.join(", ");
    let asyncs = vec!["async(1)"; ITEMS].join(" ");
    let rejected = format!(
        "int main(void)\n{{\n    int a[10];\n{declarations}\
         #pragma acc parallel loop copy({repeated})\n    for (int i = 0; i < 10; i++) a[i] = i;\n\
         #pragma acc parallel loop copy({names}) copyin({names})\n    for (int i = 0; i < 10; i++) v0 += i;\n\
         #pragma acc parallel loop copy(a) {asyncs}\n    for (int i = 0; i < 10; i++) a[i] = i;\n\
         #pragma acc parallel loop private({repeated})\n    for (int i = 0; i < 10; i++) a[i] = i;\n\
             return 0;\n}}\n"
    );
    s.write("rejected.c", &rejected);
    let (out, took) = run_counting_cpu(s.path(), ["--target=multicore", "-c", "rejected.c"]);
    let err = stderr(&out);
    assert!(!out.status.success(), "accepted:\n{err}");
    let errors = err.lines().filter(|l| l.starts_with("error")).count();
    assert!(
        (1..=8).contains(&errors),
        "{errors} errors for four directives"
    );
    assert!(err.len() < 2_000_000, "{} bytes of diagnostics", err.len());
    assert!(took.as_secs() < 20, "rejecting took {took:?}");

    require_toolchain();
    // One variable may stand in one clause of a directive only: 20,000 distinct arrays.
    let arrays: String = (0..ITEMS).map(|i| format!("    int w{i}[10];\n")).collect();
    let sections: Vec<String> = (0..ITEMS).map(|i| format!("w{i}[0:10]")).collect();
    let sections = sections.join(", ");
    let accepted = format!(
        "int main(void)\n{{\n    int a[10] = {{0}};\n{arrays}\
         #pragma acc enter data copyin({sections})\n\
         #pragma acc update device({sections})\n\
         #pragma acc exit data delete({sections})\n    return a[0];\n}}\n"
    );
    s.write("accepted.c", &accepted);
    // Checked and translated by accc, and the host C checked by the host compiler, but not
    // compiled: the generated code of the three directives (60,000 data entries, for the
    // checking mode, `ACC_CHECK=1`) takes the host compiler itself several seconds.
    let (out, took) = run_counting_cpu(
        s.path(),
        ["--target=multicore", "-c", "-fsyntax-only", "accepted.c"],
    );
    ok(&out);
    assert!(took.as_secs() < 20, "compiling took {took:?}");
}

/// `fcw` channels on `--target=host`: the file is compiled with OpenMP (each block is a
/// team of `V` threads meeting at barriers), the channel is undone at the block's end
/// (CHANNEL_ONLY), the last block is partial, an atomic is OpenMP's, `continue` ends an
/// iteration; a team smaller than the block is a runtime error naming the directive, never
/// a wrong answer.
#[test]
fn fcw_channels_run_as_teams_on_the_host_target() {
    require_toolchain();
    let s = Scratch::new("fcw-host");
    s.write(
        "p.c",
        "#include <stdio.h>\n\
         int main(void)\n\
         {\n\
             int a[20], b[20], count = 0;\n\
             for (int i = 0; i < 20; i++)\n\
                 a[i] = i * i;\n\
         #pragma acc parallel loop vector_length(8) copy(a, count) copyout(b)\n\
             for (int i = 0; i < 20; i++) {\n\
                 int lane = i % 8;\n\
         #pragma acc atomic update\n\
                 count++;\n\
         #pragma acc fcw CHANNEL_ONLY(a[i:0:7])\n\
                 {\n\
                     a[i] = 100 + i;\n\
         #pragma acc fcw_barrier\n\
                     b[i] = lane < 7 && i + 1 < 20 ? a[i + 1] : -1;\n\
                 }\n\
                 if (lane == 0)\n\
                     continue;\n\
                 b[i] += 1000;\n\
             }\n\
             for (int i = 0; i < 20; i++)\n\
                 printf(\"%d \", b[i]);\n\
             printf(\"| %d %d %d\\n\", a[3], a[19], count);\n\
             return 0;\n\
         }\n",
    );
    ok(&run(
        s.path(),
        ["--target=host", "p.c", "-o", "p", "--emit-dir", "gen"],
    ));
    assert!(s
        .read("gen/p.host.c")
        .contains("\n#pragma omp atomic update\n"));
    let want: String = (0..20)
        .map(|i| {
            let from_the_channel = if i % 8 < 7 && i + 1 < 20 { 101 + i } else { -1 };
            let after_continue = if i % 8 == 0 { 0 } else { 1000 };
            format!("{} ", from_the_channel + after_continue)
        })
        .collect();
    let out = Command::new(s.path().join("p")).output().unwrap();
    assert_eq!(
        stdout(&out),
        format!("{want}| 9 361 20\n"),
        "{}",
        stderr(&out)
    );
    let out = Command::new(s.path().join("p"))
        .env("OMP_THREAD_LIMIT", "4")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("p.c:12: the `fcw` block of this loop needs a team of 8 OpenMP threads, the runtime gave 4"),
        "{}",
        stderr(&out)
    );
}

/// Hotspot (dissertation A.6) in OpenACC: a `V×W` block of 16×16 iterations, the worker
/// loop of the combined construct around a vector loop after a declaration, the channel
/// two-dimensional and not written back. On both CPU targets each block of both loops is a
/// team of `V×W` threads; the program checks itself against a sequential reference (the
/// grid is small: a barrier of 256 threads is slow on a machine of few cores).
#[test]
fn fcw_vxw_blocks_run_as_teams_on_the_cpu_targets() {
    require_toolchain();
    let s = Scratch::new("fcw-vxw");
    s.write("hotspot.c", HOTSPOT_FCW);
    for target in ["host", "multicore"] {
        let exe = format!("hotspot-{target}");
        ok(&run(
            s.path(),
            [&format!("--target={target}"), "hotspot.c", "-o", &exe],
        ));
        let out = Command::new(s.path().join(&exe)).output().unwrap();
        assert!(
            out.status.success() && stdout(&out).starts_with("worst relative error "),
            "{target}: {:?}\n{}{}",
            out.status,
            stdout(&out),
            stderr(&out)
        );
    }
    let out = Command::new(s.path().join("hotspot-host"))
        .env("OMP_THREAD_LIMIT", "16")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("hotspot.c:36: the `fcw` block of this loop needs a team of 256 OpenMP threads, the runtime gave 16"),
        "{}",
        stderr(&out)
    );
}

/// D Listing 6.4's in-block reduction in its own `kernels` form: without `vector_length`,
/// the loop's `vector(TILESIZE)` (an enumeration constant) sizes the kernel's block, so
/// the GPU's blocks are the 256 iterations the program sums (they were 128, and every
/// block's sum was wrong, until the kernel took the loop's vector length).
#[test]
fn fcw_block_of_a_kernels_vector_loop_on_opencl() {
    require_toolchain();
    let s = Scratch::new("fcw-kernels-vector");
    s.write(
        "r.c",
        r#"#include <stdio.h>
enum { TILESIZE = 256, TILESIZEB = 8 };
#define P 5000
int a[P], b[P / TILESIZE + 1];
int main(void) {
  for (int i = 0; i < P; i++) a[i] = i % 13;
#pragma acc kernels copy(a, b)
#pragma acc loop independent vector(TILESIZE)
  for (int i = 0; i < P; i++) {
    int tileid = i >> TILESIZEB;
    int offsetid = i & (TILESIZE - 1);
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    {
      for (int y = TILESIZE / 2; y > 0; y >>= 1)
        if ((offsetid < y) && ((i + y) < P))
          a[i] = a[i] + a[i + y];
      if (i == (tileid * TILESIZE))
        b[tileid] = a[i];
    }
  }
  int bad = 0;
  for (int k = 0; k <= P / TILESIZE; k++) {
    int want = 0;
    for (int i = k * TILESIZE; i < P && i < (k + 1) * TILESIZE; i++) want += i % 13;
    bad += b[k] != want;
  }
  printf("%d bad\n", bad);
  return 0;
}
"#,
    );
    ok(&run(s.path(), ["--target=opencl", "r.c", "-o", "r"]));
    let out = Command::new(s.path().join("r")).output().unwrap();
    assert_eq!(stdout(&out), "0 bad\n", "{}", stderr(&out));
}

/// A `V×W` block of 4×4 with partial blocks along both loops (12 worker iterations from 1,
/// 5 vector iterations of step 2), the vector loop the worker loop's whole body (no
/// braces), both loop variables and a `private` of the vector loop declared outside the
/// region: each thread reads its neighbours' channel writes along both dimensions inside
/// its block only, and CHANNEL_ONLY leaves the array as it was.
#[test]
fn fcw_vxw_partial_blocks_on_the_host_target() {
    require_toolchain();
    let s = Scratch::new("fcw-vxw-partial");
    s.write("p.c", VXW_PARTIAL);
    ok(&run(s.path(), ["--target=host", "p.c", "-o", "p"]));
    let out = Command::new(s.path().join("p")).output().unwrap();
    assert_eq!(stdout(&out), "0 bad\n", "{}", stderr(&out));
}

/// Pathfinder's ghost-zone form (dissertation A.2): the combined construct's gang loop over
/// blocks, a vector loop over each block's lanes in its body, the `fcw` directive in the
/// vector loop (a FETCH_CHANNEL row exchanged for a few rows, declarations under the
/// row's condition, the first and last blocks partly outside the row). On both CPU
/// targets each gang iteration runs the vector loop as a team of `V` threads; the program
/// checks itself against a sequential reference.
#[test]
fn fcw_vector_loop_in_a_gang_loop_on_the_cpu_targets() {
    require_toolchain();
    let s = Scratch::new("fcw-gang-vector");
    s.write("pf.c", PATHFINDER_FCW);
    for target in ["host", "multicore"] {
        let exe = format!("pf-{target}");
        ok(&run(
            s.path(),
            [&format!("--target={target}"), "pf.c", "-o", &exe],
        ));
        let out = Command::new(s.path().join(&exe)).output().unwrap();
        assert!(
            out.status.success() && stdout(&out).starts_with("wrong 0 "),
            "{target}: {:?}\n{}{}",
            out.status,
            stdout(&out),
            stderr(&out)
        );
    }
}

/// D Listing 6.4's `kernels` form on the CPU targets: the construct's only loop,
/// `loop independent vector(64)`, runs in blocks of 64 (the last one partial), each a
/// team; a FETCH_CHANNEL write is seen by the next iteration of its block only, and the
/// array is left as it was.
#[test]
fn fcw_kernels_vector_loop_on_the_cpu_targets() {
    require_toolchain();
    let s = Scratch::new("fcw-kernels-cpu");
    s.write("k.c", KERNELS_FCW);
    for target in ["host", "multicore"] {
        let exe = format!("k-{target}");
        ok(&run(
            s.path(),
            [&format!("--target={target}"), "k.c", "-o", &exe],
        ));
        let out = Command::new(s.path().join(&exe)).output().unwrap();
        assert_eq!(stdout(&out), "wrong 0\n", "{target}: {}", stderr(&out));
    }
}

const PATHFINDER_FCW: &str = r#"#include <stdio.h>
#include <stdlib.h>

#define V 16
#define STEPS 3
#define COLS 100
#define ROWS 10

/* Rows t+1 .. t+STEPS of a Pathfinder-like recurrence from row t (src) into dst: one gang
 * iteration per block of V lanes, each block computing its middle V - 2*STEPS columns over
 * a ghost zone of STEPS columns each side (the first and last blocks partly outside the
 * row, the arrays padded past its end). */
static void advance(const int *wall, int *src, int *dst, int t)
{
    int written = V - 2 * STEPS;
    int blocks = (COLS + written - 1) / written;
#pragma acc parallel loop gang vector_length(V) copyin(wall[0:ROWS*COLS]) copy(src[0:COLS + V], dst[0:COLS + V])
    for (int k = 0; k < blocks; k++) {
#pragma acc loop vector
        for (int lane = 0; lane < V; lane++) {
            int col = k * written - STEPS + lane;
            int val = 0;
            int computed = 0;
#pragma acc fcw FETCH_CHANNEL(src[k * written - STEPS + lane:1:1])
            {
                for (int s = 0; s < STEPS; s++) {
                    int row = t + 1 + s;
                    if (row < ROWS) {
                        int active = lane > s && lane < V - 1 - s && col >= 0 && col < COLS;
                        computed = 0;
                        if (active) {
                            int best = src[col];
                            if (col > 0 && src[col - 1] < best)
                                best = src[col - 1];
                            if (col < COLS - 1 && src[col + 1] < best)
                                best = src[col + 1];
                            val = wall[row * COLS + col] + best;
                            computed = 1;
                        }
                        if (active)
                            src[col] = val;
                    }
                }
            }
            if (computed && lane >= STEPS && lane < V - STEPS && col < COLS)
                dst[col] = val;
        }
    }
}

int main(void)
{
    static int wall[ROWS * COLS], a[COLS + V], b[COLS + V], prev[COLS], next[COLS];
    for (int i = 0; i < ROWS * COLS; i++)
        wall[i] = (i * 7919 + 13) % 10;
    for (int c = 0; c < COLS; c++)
        prev[c] = a[c] = b[c] = wall[c];
    for (int r = 1; r < ROWS; r++) {
        for (int c = 0; c < COLS; c++) {
            int best = prev[c];
            if (c > 0 && prev[c - 1] < best)
                best = prev[c - 1];
            if (c < COLS - 1 && prev[c + 1] < best)
                best = prev[c + 1];
            next[c] = wall[r * COLS + c] + best;
        }
        for (int c = 0; c < COLS; c++)
            prev[c] = next[c];
    }
    int *src = a, *dst = b;
    for (int t = 0; t < ROWS - 1; t += STEPS) {
        advance(wall, src, dst, t);
        int *swap = src;
        src = dst;
        dst = swap;
    }
    int wrong = 0;
    for (int c = 0; c < COLS; c++)
        wrong += src[c] != prev[c];
    printf("wrong %d first %d last %d\n", wrong, src[0], src[COLS - 1]);
    return wrong != 0;
}
"#;

const KERNELS_FCW: &str = r#"#include <stdio.h>
int main(void)
{
    static float a[1000], b[1000], out[1000];
    int n = 1000;
    for (int i = 0; i < n; i++)
        a[i] = b[i] = i % 7;
#pragma acc kernels copy(a[0:n], out[0:n])
#pragma acc loop independent vector(64)
    for (int i = 1; i < n - 1; i++) {
#pragma acc fcw FETCH_CHANNEL(a[i:1:1])
        {
            a[i] = a[i - 1] + a[i + 1];
            out[i] = a[i] + a[i - 1];
        }
    }
    int wrong = 0;
    for (int i = 1; i < n - 1; i++) {
        float mine = b[i - 1] + b[i + 1];
        int same = i - 1 >= 1 && (i - 2) / 64 == (i - 1) / 64;
        float left = same ? b[i - 2] + b[i] : b[i - 1];
        wrong += a[i] != b[i] || out[i] != mine + left;
    }
    printf("wrong %d\n", wrong);
    return wrong != 0;
}
"#;

const VXW_PARTIAL: &str = r#"#include <stdio.h>
#define R 13
#define C 11
int main(void)
{
    static int a[R][C], b[R][C];
    int r, c, t, bad = 0;
    for (r = 0; r < R; r++)
        for (c = 0; c < C; c++) {
            a[r][c] = -7;
            b[r][c] = -9;
        }
#pragma acc parallel loop gang worker num_workers(4) vector_length(4) copy(a, b)
    for (r = 1; r < R; r++)
#pragma acc loop vector private(t)
        for (c = 2; c < C; c += 2) {
#pragma acc fcw CHANNEL_ONLY(a[r:0:1][c:0:2])
            {
                t = 100 * r + c;
                a[r][c] = t;
#pragma acc fcw_barrier
                int rl = (r - 1) % 4, cl = (c - 2) / 2 % 4;
                b[r][c] = (rl < 3 && r + 1 < R ? a[r + 1][c] : -1) + (cl < 3 && c + 2 < C ? a[r][c + 2] : -1) * 1000;
            }
        }
    for (r = 0; r < R; r++)
        for (c = 0; c < C; c++) {
            int want = -9;
            if (r >= 1 && c >= 2 && c % 2 == 0) {
                int rl = (r - 1) % 4, cl = (c - 2) / 2 % 4;
                want = (rl < 3 && r + 1 < R ? 100 * (r + 1) + c : -1) + (cl < 3 && c + 2 < C ? 100 * r + c + 2 : -1) * 1000;
            }
            if (b[r][c] != want || a[r][c] != -7) {
                if (bad++ < 5) printf("r=%d c=%d b=%d want %d a=%d\n", r, c, b[r][c], want, a[r][c]);
            }
        }
    printf("%d bad\n", bad);
    return bad != 0;
}
"#;

const HOTSPOT_FCW: &str = r#"#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define ROWS 100
#define COLS 77
#define INNER 2
#define B 16
static double temp[ROWS][COLS], power[ROWS][COLS], result[ROWS][COLS], ref[ROWS][COLS], t2[ROWS][COLS];
int main(void) {
    const double stepCap = 0.5, rRx = 0.1, rRy = 0.12, rRz = 0.05, amb = 80.0;
    for (int r = 0; r < ROWS; r++) for (int c = 0; c < COLS; c++) {
        temp[r][c] = 300.0 + (r * 7 + c * 13) % 29; power[r][c] = ((r + 3 * c) % 11) * 0.01; }
    /* reference: INNER plain steps */
    for (int r = 0; r < ROWS; r++) for (int c = 0; c < COLS; c++) ref[r][c] = temp[r][c];
    for (int it = 0; it < INNER; it++) {
        for (int r = 0; r < ROWS; r++) for (int c = 0; c < COLS; c++) {
            int S = r == ROWS - 1 ? r : r + 1, N = r == 0 ? 0 : r - 1;
            int W = c == 0 ? 0 : c - 1, E = c == COLS - 1 ? c : c + 1;
            t2[r][c] = ref[r][c] + stepCap * (power[r][c] + (ref[S][c] + ref[N][c] - 2.0 * ref[r][c]) * rRy
                + (ref[r][E] + ref[r][W] - 2.0 * ref[r][c]) * rRx + (amb - ref[r][c]) * rRz);
        }
        for (int r = 0; r < ROWS; r++) for (int c = 0; c < COLS; c++) ref[r][c] = t2[r][c];
    }
    int dimrow = ROWS + 2 * INNER * (ROWS / (B - 2 * INNER) + 1);
    int dimcol = COLS + 2 * INNER * (COLS / (B - 2 * INNER) + 1);
    #pragma acc parallel loop gang worker(B) vector_length(B) copy(temp, power, result)
    for (int rs = 0; rs < dimrow; rs++) {
        int r = rs - ((rs / B) * 2 * INNER + INNER);
        #pragma acc loop vector(B)
        for (int cs = 0; cs < dimcol; cs++) {
            int c = cs - ((cs / B) * 2 * INNER + INNER);
            double new_temp = 0.0;
            int compute = 0;
            int S = r == ROWS - 1 ? r : r + 1, N = r == 0 ? 0 : r - 1;
            int W = c == 0 ? 0 : c - 1, E = c == COLS - 1 ? c : c + 1;
            #pragma acc fcw FETCH_CHANNEL(temp[r:0:0][c:0:0], power[r:0:0][c:0:0])
            {
                for (int iter = 0; iter < INNER; iter++) {
                    compute = 0;
                    if (r >= 0 && c >= 0 && r < ROWS && c < COLS
                        && rs % B > iter && cs % B > iter
                        && rs % B < B - iter - 1 && cs % B < B - iter - 1) {
                        compute = 1;
                        new_temp = temp[r][c] + stepCap * (power[r][c]
                            + (temp[S][c] + temp[N][c] - 2.0 * temp[r][c]) * rRy
                            + (temp[r][E] + temp[r][W] - 2.0 * temp[r][c]) * rRx
                            + (amb - temp[r][c]) * rRz);
                    }
                    if (iter == INNER - 1) break;
                    if (compute) temp[r][c] = new_temp;
                }
            }
            if (compute) result[r][c] = new_temp;
        }
    }
    double worst = 0;
    for (int r = 0; r < ROWS; r++) for (int c = 0; c < COLS; c++) {
        double e = fabs(result[r][c] - ref[r][c]) / fabs(ref[r][c]); if (e > worst) worst = e; }
    printf("worst relative error %.3g\n", worst);
    return worst < 1e-12 ? 0 : 1;
}
"#;
