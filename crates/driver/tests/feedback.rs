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
