//! Pins the IR accc builds (`accc --emit=ir`): for a spread of corpus programs
//! (`tests/programs/NAME.c`) and the six benchmarks (`bench/B/B.c`), the text of
//! `--target=cuda` and `--target=opencl` must equal `tests/ir/NAME.cuda.ir` and
//! `tests/ir/NAME.opencl.ir` (`bench-B.*.ir` for the benchmarks) byte for byte. The text holds
//! the regions' variables and loop schedules and the kernels' shapes, launches and
//! parameters, so a change in what the passes decide shows here even where the generated
//! code (tests/generated) does not say why. A change to a golden is explained in its commit
//! (tests/ir/README.md).
//!
//! As in tests/generated.rs, accc runs in the program's directory with its headers moved to
//! a longer path, and ACCC_NVCC / CUDA_HOME / ACCC_CC unset: the text must not depend on where
//! the checkout or the headers are.
//!
//! Environment: `ACCC_BLESS=1` writes the goldens instead of comparing (and removes stale
//! ones); `ACCC_TEST_FILTER=substr` keeps the programs whose golden name contains it.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

mod goldens;
use goldens::{moved_headers, repo_root, BENCHMARKS};

const ACCC: &str = env!("CARGO_BIN_EXE_accc");

/// The corpus programs whose IR is pinned: plain loops, reductions, the levels of
/// parallelism, collapse and tile, cache directives, column strips, serial code, async
/// queues, data regions, member pointers, grids of gangs and the gang loops of gang-redundant
/// regions, a communicating `fcw` block; and the runtime calls of `if`, `self` and `wait` clauses, `declare` and
/// `host_data`.
const PROGRAMS: [&str; 35] = [
    "async_queues",
    "cache_constant_table",
    "cache_directive",
    "cache_gemm",
    "cache_stencil1d",
    "collapse3",
    "collapse_force_intervening",
    "column_strips",
    "data_region",
    "declare",
    "declare_scopes",
    "fcw_pathfinder",
    "gang_dims",
    "gang_vector_fused",
    "gang_worker_vector",
    "host_data",
    "if_clause",
    "kernels_loop",
    "loop_levels",
    "loop_var_reuse",
    "packed_gangs",
    "parallel_region",
    "reduction_arrays",
    "reduction_float",
    "reduction_nested",
    "reduction_results_later",
    "routine_levels",
    "row_registers",
    "saxpy",
    "self_clause",
    "serial_construct",
    "struct_pointer_members",
    "tile",
    "tile_strips",
    "wait_clause_data",
];

const TARGETS: [&str; 2] = ["cuda", "opencl"];

/// One accc run: a program for a target.
struct Job {
    /// The golden's file name, `NAME.TARGET.ir`.
    golden: String,
    source: PathBuf,
    target: &'static str,
}

fn jobs(root: &Path, filter: &str) -> Vec<Job> {
    let programs = PROGRAMS
        .iter()
        .map(|p| (p.to_string(), root.join(format!("tests/programs/{p}.c"))));
    let benchmarks = BENCHMARKS
        .iter()
        .map(|b| (format!("bench-{b}"), root.join(format!("bench/{b}/{b}.c"))));
    programs
        .chain(benchmarks)
        .filter(|(name, _)| name.contains(filter))
        .flat_map(|(name, source)| {
            TARGETS.into_iter().map(move |target| Job {
                golden: format!("{name}.{target}.ir"),
                source: source.clone(),
                target,
            })
        })
        .collect()
}

/// The IR text of one run, or why there is none.
fn emit_ir(job: &Job, include_dir: &Path) -> Result<String, String> {
    let dir = job.source.parent().expect("a directory");
    let file = job.source.file_name().expect("a file name");
    let out = Command::new(ACCC)
        .current_dir(dir)
        .env_remove("ACCC_NVCC")
        .env_remove("CUDA_HOME")
        .env_remove("ACCC_CC")
        .env("ACCC_INCLUDE_DIR", include_dir)
        .arg(format!("--target={}", job.target))
        .arg("--emit=ir")
        .arg(file)
        .output()
        .map_err(|e| format!("cannot run {ACCC}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{}: `accc --target={} --emit=ir {}` failed ({}):\n{}",
            job.golden,
            job.target,
            file.to_string_lossy(),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("{}: not UTF-8: {e}", job.golden))
}

/// accc's `include/` copied under `scratch`, in a directory whose path is longer than the
/// checkout's: the preprocessed text then differs, and the goldens hold only where the IR
/// text does not depend on offsets into it or on where the headers are.

/// Runs every job on a few threads; results in job order.
fn run_all(jobs: &[Job], include_dir: &Path) -> Vec<Result<String, String>> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<String, String>>>> =
        Mutex::new((0..jobs.len()).map(|_| None).collect());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(1, 4));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                let r = emit_ir(job, include_dir);
                results.lock().unwrap()[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|r| r.expect("every job ran"))
        .collect()
}

/// Where two texts first differ: a few lines of each around the first different line.
fn first_difference(golden: &str, now: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (golden.lines().collect(), now.lines().collect());
    let at = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let show = |lines: &[&str], sign: char| {
        lines
            .iter()
            .enumerate()
            .skip(at.saturating_sub(2))
            .take(8)
            .map(|(i, l)| format!("    {sign}{:5} {l}\n", i + 1))
            .collect::<String>()
    };
    format!(
        "  first difference at line {}\n  golden:\n{}  now:\n{}",
        at + 1,
        show(&a, '-'),
        show(&b, '+')
    )
}

#[test]
fn ir_matches_the_goldens() {
    let root = repo_root();
    let goldens = root.join("tests/ir");
    let bless = std::env::var_os("ACCC_BLESS").is_some_and(|v| v == "1");
    let filter = std::env::var("ACCC_TEST_FILTER").unwrap_or_default();
    let jobs = jobs(&root, &filter);
    assert!(
        !jobs.is_empty(),
        "no program's name contains ACCC_TEST_FILTER={filter:?}"
    );
    let scratch =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("accc-ir-{}", std::process::id()));
    let include_dir = moved_headers(&root, &scratch);
    let results = run_all(&jobs, &include_dir);
    let _ = std::fs::remove_dir_all(&scratch);

    let mut failures = Vec::new();
    let mut written = 0;
    for (job, result) in jobs.iter().zip(results) {
        let text = match result {
            Ok(text) => text,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let path = goldens.join(&job.golden);
        match std::fs::read_to_string(&path) {
            Ok(golden) if golden == text => {}
            _ if bless => {
                std::fs::create_dir_all(&goldens).expect("tests/ir");
                std::fs::write(&path, &text).expect("writing a golden");
                written += 1;
            }
            Ok(golden) => failures.push(format!(
                "tests/ir/{} differs from what accc prints now:\n{}",
                job.golden,
                first_difference(&golden, &text)
            )),
            Err(e) => failures.push(format!("tests/ir/{}: missing golden ({e})", job.golden)),
        }
    }
    // Goldens of programs no longer pinned (only the whole set tells).
    if filter.is_empty() {
        let expected: BTreeSet<&str> = jobs.iter().map(|j| j.golden.as_str()).collect();
        for entry in std::fs::read_dir(&goldens).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.ends_with(".ir") || expected.contains(name.as_str()) {
                continue;
            }
            if bless {
                std::fs::remove_file(entry.path()).expect("removing a stale golden");
            } else {
                failures.push(format!(
                    "tests/ir/{name}: no such program; remove it or bless"
                ));
            }
        }
    }
    if bless {
        eprintln!("IR goldens: {written} written");
    }
    assert!(
        failures.is_empty(),
        "{} IR golden(s) of tests/ir do not match:\n\n{}\n\nIf every difference is meant (and \
         said in the commit message), bless them:\n    ACCC_BLESS=1 cargo test -p accc --test ir\n",
        failures.len(),
        failures.join("\n")
    );
}
