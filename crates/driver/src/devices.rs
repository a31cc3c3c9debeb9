//! What accc finds on this machine: the back ends compiled in, the tools they use
//! (nvcc, NVRTC, the CUDA driver, OpenCL platforms), and the devices numbered as the
//! runtime numbers them (`accc --devices`). The runtime's own discovery code is used, so
//! the list is the one a program would see.

use std::fmt::Write as _;

use accrt::device::{Device, DeviceKind, ProcessHooks};
use accrt::discovery;

/// Devices of one kind as the runtime finds them, or why there are none.
struct Found {
    kind: DeviceKind,
    devices: Vec<Box<dyn Device>>,
    reason: Option<String>,
}

fn discover() -> Vec<Found> {
    [DeviceKind::Nvidia, DeviceKind::OpenCl]
        .into_iter()
        .map(|kind| {
            let (devices, reason) = discovery::discover_kind(kind, ProcessHooks::DETACHED);
            Found {
                kind,
                devices,
                reason,
            }
        })
        .collect()
}

fn gib(bytes: usize) -> String {
    format!("{:.1} GiB", bytes as f64 / (1u64 << 30) as f64)
}

fn nvrtc_line() -> String {
    match accrt::cuda::nvrtc::Nvrtc::get() {
        Ok(n) => format!("NVRTC {}.{}", n.version.0, n.version.1),
        Err(e) => format!("NVRTC not found ({e})"),
    }
}

/// The lines `accc --version` adds: back ends and what each finds here.
pub fn version_lines() -> String {
    let mut out = String::from(
        "back ends: host, multicore (OpenMP), opencl (libOpenCL.so.1 at run time), cuda (nvcc ahead of time or NVRTC at run time; libcuda.so.1)\n",
    );
    for f in discover() {
        let what = match f.kind {
            DeviceKind::Nvidia => "CUDA driver",
            _ => "OpenCL",
        };
        if f.devices.is_empty() {
            let _ = writeln!(
                out,
                "{what}: no devices ({})",
                f.reason.as_deref().unwrap_or("none found")
            );
        } else {
            let names: Vec<String> = f.devices.iter().map(|d| d.name()).collect();
            let driver = f.devices[0].driver();
            let _ = writeln!(
                out,
                "{what}: {} device{} ({}); {driver}",
                names.len(),
                if names.len() == 1 { "" } else { "s" },
                names.join(", ")
            );
        }
    }
    let _ = writeln!(out, "{}", nvrtc_line());
    out
}

/// `accc --devices`: every device by kind and number, as `ACC_DEVICE_TYPE` /
/// `ACC_DEVICE_NUM` select them.
pub fn list() -> String {
    let threads = accrt::hostinfo::default_num_threads();
    let mut out = String::from("kind       num  device\n");
    let _ = writeln!(out, "host       0    the host CPU, sequential");
    let _ = writeln!(
        out,
        "multicore  0    the host CPU, {threads} threads (ACC_NUM_CORES to change)"
    );
    let mut default = "multicore".to_string();
    for f in discover() {
        if f.devices.is_empty() {
            let _ = writeln!(
                out,
                "{:<10} -    none: {}",
                f.kind.name(),
                f.reason.as_deref().unwrap_or("none found")
            );
            continue;
        }
        if default == "multicore" {
            default = f.kind.name().to_string();
        }
        for (i, d) in f.devices.iter().enumerate() {
            let _ = writeln!(
                out,
                "{:<10} {i:<4} {} ({}), {} memory; {}",
                f.kind.name(),
                d.name(),
                d.vendor(),
                gib(d.memory_bytes()),
                d.driver()
            );
        }
    }
    let _ = writeln!(
        out,
        "default for a program built with --target=cuda or opencl: the first of nvidia, opencl with a device, else multicore (here: {default}); ACC_DEVICE_TYPE overrides"
    );
    let _ = writeln!(out, "{}", nvrtc_line());
    out
}
