//! Several devices: MPI programs built through the MPI compiler wrappers with accc as their
//! C compiler (`OMPI_CC=accc mpicc`, `mpicc.mpich -cc=accc`) and run on 1 to 4 ranks, and one
//! process computing on several OpenCL devices (PoCL makes as many CPU devices as
//! `POCL_DEVICES` names).
//!
//! `tests/mpi/jacobi_mpi.c` prints an exact checksum that does not depend on the number of
//! ranks nor on the device, so every run must print the 1-rank line. Both halo exchanges are
//! run: `update self`/`update device` around host MPI calls (every target), and device
//! addresses given to MPI through `host_data use_device` (multicore only: there the device
//! address is the host address; an OpenCL device address is not, and a GPU needs a
//! CUDA-aware MPI).
//!
//! Needs Open MPI (`mpicc.openmpi`/`mpirun.openmpi`, or `mpicc`/`mpirun` being Open MPI's),
//! MPICH (`mpicc.mpich`, `mpirun.mpich`) and PoCL; scripts/test.sh installs them. A missing
//! one fails the test. Build the workspace first (`cargo build --workspace`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const ACCC: &str = env!("CARGO_BIN_EXE_accc");
/// One worker thread per PoCL device (PoCL 3 and PoCL 4+ names): the machine's cores are
/// shared by several ranks and devices.
const ONE_POCL_THREAD: [(&str, &str); 2] = [
    ("POCL_MAX_PTHREAD_COUNT", "1"),
    ("POCL_CPU_MAX_CU_COUNT", "1"),
];
/// A deadlocked exchange must not hang the suite.
const RUN_TIMEOUT: Duration = Duration::from_secs(60);

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

fn scratch_dir(what: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("accc-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

/// The first of `names` found on the `PATH`.
fn on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    names.iter().find_map(|name| {
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    })
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs `cmd` to completion, killing it after [`RUN_TIMEOUT`].
fn run(mut cmd: Command) -> Output {
    let shown = format!("{cmd:?}");
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {shown}: {e}"));
    // Read the pipes on threads so that a chatty child cannot block on a full pipe.
    let mut out_pipe = child.stdout.take().expect("stdout");
    let mut err_pipe = child.stderr.take().expect("stderr");
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out_pipe, &mut v).ok();
        v
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut err_pipe, &mut v).ok();
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > RUN_TIMEOUT {
            let _ = child.kill();
            panic!("{shown} still running after {RUN_TIMEOUT:?}: killed");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().expect("stdout reader"),
        stderr: err.join().expect("stderr reader"),
    }
}

#[track_caller]
fn succeeded(out: Output, what: &str) -> Output {
    assert!(
        out.status.success(),
        "{what} failed ({}):\n--- stdout\n{}\n--- stderr\n{}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    out
}

/// An MPI implementation: its compiler wrapper and launcher.
struct Mpi {
    name: &'static str,
    mpicc: PathBuf,
    mpirun: PathBuf,
}

impl Mpi {
    /// Open MPI. Debian's `mpicc`/`mpirun` are alternatives that may point at MPICH, so the
    /// `.openmpi` names come first.
    fn open_mpi() -> Mpi {
        let missing =
            "Open MPI is missing: install openmpi-bin and libopenmpi-dev (scripts/test.sh does)";
        let mpicc = on_path(&["mpicc.openmpi", "mpicc"]).expect(missing);
        let mpirun = on_path(&["mpirun.openmpi", "mpirun"]).expect(missing);
        let version = succeeded(
            run({
                let mut c = Command::new(&mpirun);
                c.arg("--version");
                c
            }),
            "mpirun --version",
        );
        assert!(
            ["Open MPI", "OpenRTE", "open-mpi.org"]
                .iter()
                .any(|sign| text(&version.stdout).contains(sign)),
            "{} is not Open MPI's: {}\n{missing}",
            mpirun.display(),
            text(&version.stdout)
        );
        Mpi {
            name: "Open MPI",
            mpicc,
            mpirun,
        }
    }

    fn mpich() -> Mpi {
        let missing = "MPICH is missing: install mpich and libmpich-dev (scripts/test.sh does)";
        Mpi {
            name: "MPICH",
            mpicc: on_path(&["mpicc.mpich"]).expect(missing),
            mpirun: on_path(&["mpirun.mpich"]).expect(missing),
        }
    }

    /// `mpicc` with accc as its C compiler (Open MPI reads `OMPI_CC`; MPICH reads
    /// `MPICH_CC`, or `-cc=` when `use_cc_option`).
    fn build(&self, out: &Path, args: &[&str], use_cc_option: bool) -> PathBuf {
        let exe = out.join(
            args.iter()
                .map(|a| a.replace(['-', '=', '/', '.'], "_"))
                .collect::<String>(),
        );
        let mut cmd = Command::new(&self.mpicc);
        if use_cc_option {
            cmd.arg(format!("-cc={ACCC}"));
        } else {
            cmd.env("OMPI_CC", ACCC).env("MPICH_CC", ACCC);
        }
        cmd.args(args)
            .arg(repo_root().join("tests/mpi/jacobi_mpi.c"))
            .arg("-o")
            .arg(&exe)
            .current_dir(out);
        succeeded(run(cmd), &format!("{} build {args:?}", self.name));
        exe
    }

    /// `exe` on `ranks` processes, with the extra environment `env`.
    fn launch(&self, exe: &Path, ranks: usize, env: &[(&str, &str)]) -> Output {
        let mut cmd = Command::new(&self.mpirun);
        if self.name == "Open MPI" {
            // More ranks than cores, and the CI containers run as root.
            cmd.arg("--oversubscribe")
                .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
                .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
        }
        cmd.arg("-np").arg(ranks.to_string()).arg(exe);
        // Several ranks share two cores: one thread each, and threads that sleep when idle.
        cmd.env("ACC_NUM_CORES", "1")
            .env("OMP_WAIT_POLICY", "passive")
            .env_remove("ACC_DEVICE_NUM")
            .env_remove("ACC_NOTIFY");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let what = format!("{} -np {ranks} {}", self.name, exe.display());
        succeeded(run(cmd), &what)
    }
}

/// The checksum line of a Jacobi run.
fn answer(out: &Output) -> String {
    text(&out.stdout)
        .lines()
        .find(|l| l.starts_with("jacobi "))
        .unwrap_or_else(|| {
            panic!(
                "no answer in the output:\n{}\n{}",
                text(&out.stdout),
                text(&out.stderr)
            )
        })
        .to_string()
}

#[test]
fn jacobi_under_open_mpi_gives_the_one_rank_answer_on_every_target() {
    let mpi = Mpi::open_mpi();
    let out = scratch_dir("mpi-ompi");
    let update_multicore = mpi.build(&out, &["--target=multicore", "-O2"], false);
    let pointers_multicore = mpi.build(
        &out,
        &["--target=multicore", "-O2", "-DHALO_DEVICE_POINTERS"],
        false,
    );
    let update_opencl = mpi.build(&out, &["--target=opencl", "-O2"], false);

    let reference = answer(&mpi.launch(&update_multicore, 1, &[]));
    let mut runs: Vec<(String, Output)> = Vec::new();
    for ranks in [2, 3] {
        runs.push((
            format!("update halos, multicore, {ranks} ranks"),
            mpi.launch(&update_multicore, ranks, &[]),
        ));
    }
    runs.push((
        "device-pointer halos, multicore, 4 ranks".into(),
        mpi.launch(&pointers_multicore, 4, &[]),
    ));
    // Two PoCL devices: each rank of a node takes device local_rank % 2, and says so.
    let opencl = [
        ("ACC_DEVICE_TYPE", "opencl"),
        ("POCL_DEVICES", "pthread pthread"),
        ONE_POCL_THREAD[0],
        ONE_POCL_THREAD[1],
    ];
    runs.push((
        "update halos, opencl, 1 rank".into(),
        mpi.launch(&update_opencl, 1, &opencl),
    ));
    let notified = [opencl.as_slice(), &[("ACC_NOTIFY", "8")]].concat();
    let three = mpi.launch(&update_opencl, 3, &notified);
    let stderr = text(&three.stderr);
    runs.push(("update halos, opencl, 3 ranks".into(), three));
    let _ = std::fs::remove_dir_all(&out);

    let mut failures: Vec<String> = runs
        .iter()
        .map(|(what, out)| (what, answer(out)))
        .filter(|(_, got)| *got != reference)
        .map(|(what, got)| format!("{what}: `{got}`, not the 1-rank `{reference}`"))
        .collect();
    for (rank, device) in [(0, 0), (1, 1), (2, 0)] {
        let note = format!(
            "device selection: local rank {rank} (OMPI_COMM_WORLD_LOCAL_RANK) takes opencl device {device} of 2"
        );
        if !stderr.contains(&note) {
            failures.push(format!(
                "no `{note}` in the 3-rank OpenCL run's output:\n{stderr}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn jacobi_under_mpich_gives_the_one_rank_answer() {
    let mpi = Mpi::mpich();
    let out = scratch_dir("mpi-mpich");
    let by_env = mpi.build(&out, &["--target=multicore", "-O2"], false);
    let by_option = mpi.build(
        &out,
        &["--target=multicore", "-O2", "-DHALO_DEVICE_POINTERS"],
        true,
    );
    let one = answer(&mpi.launch(&by_env, 1, &[]));
    let two = answer(&mpi.launch(&by_option, 2, &[]));
    let _ = std::fs::remove_dir_all(&out);
    assert_eq!(two, one, "MPICH, 2 ranks, device-pointer halos");
}

/// One process, several devices: `tests/programs/multi_device_slices.c` on two PoCL devices
/// (the corpus runs it on one) prints the one-device answer.
#[test]
fn one_process_on_two_opencl_devices_gives_the_one_device_answer() {
    let out = scratch_dir("multi-device");
    let exe = out.join("multi_device_slices");
    let mut build = Command::new(ACCC);
    build
        .args(["--target=opencl", "-O2"])
        .arg(repo_root().join("tests/programs/multi_device_slices.c"))
        .arg("-o")
        .arg(&exe);
    succeeded(run(build), "accc --target=opencl multi_device_slices.c");
    let expected =
        std::fs::read_to_string(repo_root().join("tests/programs/multi_device_slices.expected"))
            .expect("multi_device_slices.expected");
    for devices in ["pthread", "pthread pthread", "pthread pthread pthread"] {
        let mut cmd = Command::new(&exe);
        cmd.args(["4096", "64"])
            .env("ACC_DEVICE_TYPE", "opencl")
            .env("POCL_DEVICES", devices)
            .envs(ONE_POCL_THREAD)
            .env_remove("ACC_DEVICE_NUM");
        let o = succeeded(
            run(cmd),
            &format!("multi_device_slices on POCL_DEVICES={devices}"),
        );
        let count = devices.split(' ').count();
        assert_eq!(text(&o.stdout), expected, "{count} OpenCL devices");
        let said = format!(
            "multi_device_slices: {count} device{}",
            if count == 1 { "" } else { "s" }
        );
        assert!(text(&o.stderr).contains(&said), "{}", text(&o.stderr));
    }
    let _ = std::fs::remove_dir_all(&out);
}
