//! accc installed with `scripts/install.sh` works with no cargo tree around it: the installed
//! `bin/accc` finds `include/openacc.h` and `lib/libaccrt.a` beside itself, builds and runs
//! `examples/saxpy.c` from another directory, and CMake's `find_package(OpenACC)` accepts it
//! as the C compiler (`examples/cmake`). The debug build is installed (`--from`), so that the
//! test builds nothing more. Needs CMake (scripts/test.sh installs it); build the workspace
//! first (`cargo build --workspace`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const ACCC: &str = env!("CARGO_BIN_EXE_accc");

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[track_caller]
fn succeeded(cmd: &mut Command) -> Output {
    let shown = format!("{cmd:?}");
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {shown}: {e}"));
    assert!(
        out.status.success(),
        "{shown} failed ({}):\n--- stdout\n{}\n--- stderr\n{}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    out
}

/// A command that cannot lean on the cargo tree: accc's location variables removed, run in
/// `dir`.
fn outside(program: impl AsRef<std::ffi::OsStr>, dir: &Path) -> Command {
    let mut cmd = Command::new(program);
    cmd.current_dir(dir)
        .env_remove("ACCC_RUNTIME_LIB")
        .env_remove("ACCC_INCLUDE_DIR")
        .env_remove("ACCC_NVCC")
        .env_remove("CC")
        .env_remove("CFLAGS");
    cmd
}

#[test]
fn the_installed_compiler_builds_programs_and_cmake_projects() {
    let scratch =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("accc-install-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let prefix = scratch.join("prefix");
    let work = scratch.join("work");
    std::fs::create_dir_all(&work).unwrap();
    let built = Path::new(ACCC).parent().expect("the build directory");
    succeeded(
        Command::new(repo_root().join("scripts/install.sh"))
            .arg("--prefix")
            .arg(&prefix)
            .arg("--from")
            .arg(built),
    );
    for file in [
        "bin/accc",
        "lib/libaccrt.a",
        "include/openacc.h",
        "include/accrt.h",
        "include/acc_prof.h",
    ] {
        assert!(prefix.join(file).is_file(), "{file} is not installed");
    }
    let accc = prefix.join("bin/accc");

    // saxpy, from a directory outside the repository; -v shows which runtime is linked.
    let saxpy = repo_root().join("examples/saxpy.c");
    let build = succeeded(
        outside(&accc, &work)
            .args(["-v", "--target=multicore", "-O2"])
            .arg(&saxpy)
            .args(["-o", "saxpy"]),
    );
    let lib = prefix.join("lib/libaccrt.a").canonicalize().unwrap();
    assert!(
        text(&build.stderr).contains(&lib.display().to_string()),
        "the installed accc did not link {}:\n{}",
        lib.display(),
        text(&build.stderr)
    );
    let run = succeeded(outside(work.join("saxpy"), &work).env("ACC_NUM_CORES", "2"));
    assert!(text(&run.stdout).contains("PASS"), "{}", text(&run.stdout));

    // CMake: CC=accc, find_package(OpenACC), target_link_libraries(... OpenACC::OpenACC_C).
    let build_dir = scratch.join("cmake-build");
    let configure = succeeded(
        outside("cmake", &work)
            .env("CC", &accc)
            .arg("-S")
            .arg(repo_root().join("examples/cmake"))
            .arg("-B")
            .arg(&build_dir)
            .arg("-DCMAKE_C_FLAGS=--target=multicore"),
    );
    assert!(
        text(&configure.stdout).contains("Found OpenACC_C")
            && text(&configure.stdout).contains("OpenACC of 202211 (_OPENACC)"),
        "{}",
        text(&configure.stdout)
    );
    succeeded(outside("cmake", &work).arg("--build").arg(&build_dir));
    let run = succeeded(outside(build_dir.join("saxpy"), &work).env("ACC_NUM_CORES", "2"));
    assert!(text(&run.stdout).contains("PASS"), "{}", text(&run.stdout));
    let _ = std::fs::remove_dir_all(&scratch);
}
