//! Pins the `-Minfo=accel` feedback of the whole test corpus: each `tests/programs/NAME.c`
//! is compiled with `accc --target=cuda -Minfo=accel -c` (the richest feedback: the GPU
//! kernels with their launch geometry and schedules, the data clauses, the multicore
//! fall-back) and what accc prints must equal `tests/feedback/corpus/NAME.info` line for
//! line. The `cache_*` programs are pinned with the cache directive's own tests; programs
//! that the GPU back ends reject (`// gpu-error:`) are compiled for `--target=multicore`.
//!
//! nvcc is not needed (the feedback does not depend on it), so ACCC_NVCC is unset for the
//! compilations. To accept a deliberate change of wording or schedule, run with
//! `ACCC_BLESS=1` (which rewrites the `.info` files) and review the diff line by line.

use std::path::{Path, PathBuf};
use std::process::Command;

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/programs exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .filter(|p| {
            !p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("cache_"))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn corpus_minfo_output_matches_the_recorded_feedback() {
    let golden_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/feedback/corpus");
    let out_dir = std::env::temp_dir().join(format!("accc-feedback-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("temporary directory");
    let bless = std::env::var_os("ACCC_BLESS").is_some_and(|v| v == "1");
    let sources = programs();
    let mut failures = Vec::new();
    for src in &sources {
        let name = src
            .file_stem()
            .expect("file name")
            .to_string_lossy()
            .to_string();
        // A program that the GPU back ends reject (`// gpu-error:`) pins its multicore
        // feedback.
        let gpu_error = std::fs::read_to_string(src).is_ok_and(|t| t.contains("// gpu-error:"));
        let target = if gpu_error {
            "--target=multicore"
        } else {
            "--target=cuda"
        };
        // Run from the directory so the file names in the output are stable.
        let out = Command::new(env!("CARGO_BIN_EXE_accc"))
            .current_dir(src.parent().expect("directory"))
            .env_remove("ACCC_NVCC")
            .args([target, "-Minfo=accel", "-c"])
            .arg(src.file_name().expect("file name"))
            .arg("-o")
            .arg(out_dir.join(format!("{name}.o")))
            .output()
            .expect("running accc");
        if !out.status.success() {
            failures.push(format!(
                "{} failed to compile:\n{}",
                src.display(),
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let got = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(
            !got.trim().is_empty(),
            "{}: -Minfo=accel printed nothing",
            src.display()
        );
        let golden = golden_dir.join(format!("{name}.info"));
        if bless {
            std::fs::create_dir_all(&golden_dir).expect("tests/feedback/corpus");
            std::fs::write(&golden, &got).expect("writing the recorded feedback");
            continue;
        }
        match std::fs::read_to_string(&golden) {
            Ok(expected) if expected == got => {}
            Ok(expected) => failures.push(format!(
                "{}:\n--- expected ({})\n{expected}--- got\n{got}",
                src.display(),
                golden.display()
            )),
            Err(e) => failures.push(format!(
                "{}: no recorded feedback {} ({e}); run with ACCC_BLESS=1 and review it",
                src.display(),
                golden.display()
            )),
        }
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(
        sources.len() >= 40,
        "expected the corpus in tests/programs, found {}",
        sources.len()
    );
    // Every recorded file belongs to a corpus program (none left behind by a rename).
    if let Ok(entries) = std::fs::read_dir(&golden_dir) {
        for e in entries.flatten() {
            let p = e.path();
            let stem = p.file_stem().map(|s| s.to_string_lossy().to_string());
            if !sources
                .iter()
                .any(|s| s.file_stem().map(|x| x.to_string_lossy().to_string()) == stem)
            {
                failures.push(format!("{} has no program in tests/programs", p.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
