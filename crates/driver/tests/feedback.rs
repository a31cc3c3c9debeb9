//! Pins the `-Minfo=accel` format: each `tests/feedback/NAME.c` is compiled with
//! `accc --target=multicore -Minfo=accel -c` (the feedback of the multicore version; the
//! default target, auto, reports the CUDA kernels) and what accc prints must equal
//! `NAME.info` line for line. A first line `// accc-args: ARGS` adds ARGS (e.g.
//! `--target=opencl`, which then wins over the multicore default) to the command.
//! To accept a deliberate change of wording, regenerate the `.info` files and review the
//! diff.

use std::path::Path;
use std::process::Command;

#[test]
fn minfo_output_matches_the_recorded_feedback() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/feedback");
    let out_dir = std::env::temp_dir().join(format!("accc-feedback-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("temporary directory");
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut sources: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/feedback exists")
        .flatten()
        .map(|e| e.path())
        .collect();
    sources.sort();
    for src in sources
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
    {
        let expected = std::fs::read_to_string(src.with_extension("info"))
            .expect("each feedback program has a .info file");
        let text = std::fs::read_to_string(src).expect("feedback program");
        let extra: Vec<&str> = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// accc-args:"))
            .map(|a| a.split_whitespace().collect())
            .unwrap_or_default();
        // Run from the directory so the file names in the output are stable.
        let out = Command::new(env!("CARGO_BIN_EXE_accc"))
            .current_dir(&dir)
            .args(["--target=multicore", "-Minfo=accel", "-c"])
            .args(&extra)
            .arg(src.file_name().expect("file name"))
            .arg("-o")
            .arg(out_dir.join("out.o"))
            .output()
            .expect("running accc");
        assert!(
            out.status.success(),
            "{} failed to compile:\n{}",
            src.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let got = String::from_utf8_lossy(&out.stderr);
        if got != expected {
            failures.push(format!(
                "{}:\n--- expected\n{expected}--- got\n{got}",
                src.display()
            ));
        }
        checked += 1;
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(
        checked >= 2,
        "expected the feedback programs in {}",
        dir.display()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The README's `-Minfo=accel` examples (a ```text block whose first line is
/// `$ accc ... -Minfo=accel ...`) are what accc prints: each line of the block (but `...`,
/// which stands for lines left out) appears in the output, in order.
#[test]
fn readme_feedback_examples_are_true() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let out_dir = std::env::temp_dir().join(format!("accc-readme-minfo-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("temporary directory");
    let mut checked = 0;
    let mut rest = readme.as_str();
    while let Some(start) = rest.find("```text\n$ accc ") {
        let block = &rest[start + "```text\n$ ".len()..];
        let end = block.find("```").expect("closed code block");
        let (command, expected) = block[..end].split_once('\n').expect("command line");
        rest = &block[end..];
        if !command.contains("-Minfo=accel") {
            continue;
        }
        let args: Vec<&str> = command.split_whitespace().skip(1).collect();
        let out = Command::new(env!("CARGO_BIN_EXE_accc"))
            .current_dir(&root)
            .env_remove("ACCC_NVCC")
            .args(&args)
            .arg("-o")
            .arg(out_dir.join("out.o"))
            .output()
            .expect("running accc");
        assert!(out.status.success(), "`{command}` failed");
        let got = String::from_utf8_lossy(&out.stderr).to_string();
        let mut lines = got.lines();
        for want in expected.lines().filter(|l| l.trim() != "...") {
            assert!(
                lines.any(|l| l == want),
                "README example `{command}`: line {want:?} is not in the output (in order):\n{got}"
            );
        }
        checked += 1;
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(checked >= 2, "expected the README's -Minfo examples");
}

/// -Minfo names each kernel as the runtime's reports do: every kernel of the recorded
/// ACC_TIME report of `tests/profiling/saxpy.c` (OpenCL) is named by a `Generating kernel`
/// line of the feedback for the same target, and the feedback names no other.
#[test]
fn kernel_names_match_the_acc_time_report() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/profiling");
    let report = std::fs::read_to_string(dir.join("saxpy.time.opencl")).expect("recorded report");
    let mut timed: Vec<String> = report
        .lines()
        .filter_map(|l| l.split_once(": kernel ").map(|(_, rest)| rest))
        .filter_map(|rest| rest.split_whitespace().next().map(str::to_string))
        .collect();
    timed.sort();
    let out_dir = std::env::temp_dir().join(format!("accc-minfo-names-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("temporary directory");
    let out = Command::new(env!("CARGO_BIN_EXE_accc"))
        .current_dir(&dir)
        .args(["--target=opencl", "-Minfo=accel", "-c", "saxpy.c", "-o"])
        .arg(out_dir.join("saxpy.o"))
        .output()
        .expect("running accc");
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let info = String::from_utf8_lossy(&out.stderr);
    let mut named: Vec<String> = info
        .lines()
        .filter_map(|l| l.split_once("Generating kernel ").map(|(_, rest)| rest))
        .filter_map(|rest| rest.split(':').next().map(str::to_string))
        .collect();
    named.sort();
    assert!(!timed.is_empty(), "the recorded report names kernels");
    assert_eq!(named, timed, "-Minfo:\n{info}");
}
