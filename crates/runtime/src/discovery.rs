//! The devices of this process: which exist for the kinds the translation units
//! registered, made here, above every device implementation (the host device of
//! [`crate::device`], [`crate::cuda`], [`crate::opencl`]) and below the runtime that
//! numbers and selects them. A GPU back end adds its discovery here; nothing above
//! changes.

use crate::device::{Device, DeviceKind, KindSet, ProcessHooks};
use crate::host::HostDevice;

/// The devices of this process, in device-number order within each kind.
/// `registered` is the set of kinds that translation units registered (see
/// `__accrt_register_target`). The host device always exists; the multicore device
/// exists when some unit was compiled for it. GPU back ends add theirs here.
pub fn discover(registered: &KindSet) -> Vec<Box<dyn Device>> {
    // `ACC_CHECK=1`: the CPU kinds get devices with memory of their own.
    let checking = crate::select::checking();
    let host = |kind| -> Box<dyn Device> {
        let device = match checking {
            true => HostDevice::checking(kind),
            false => HostDevice::new(kind),
        };
        Box::new(device.expect("a CPU kind"))
    };
    let mut devices: Vec<Box<dyn Device>> = vec![host(DeviceKind::Host)];
    if registered.contains(DeviceKind::Multicore) {
        devices.push(host(DeviceKind::Multicore));
    }
    devices
}

/// Kinds whose devices are looked for on first need rather than at start-up: opening
/// the OpenCL ICD loader and a driver (PoCL loads LLVM) takes about 0.1 s, and
/// `cuInit` of the NVIDIA driver longer, which a multicore program should not pay.
pub const LAZY_KINDS: [DeviceKind; 2] = [DeviceKind::Nvidia, DeviceKind::OpenCl];

/// The devices of a kind in [`LAZY_KINDS`], in device-number order, and when there
/// are none, why (for the "no opencl device is available (...)" message). `hooks` are
/// what the devices need of the process's runtime.
pub fn discover_kind(
    kind: DeviceKind,
    hooks: ProcessHooks,
) -> (Vec<Box<dyn Device>>, Option<String>) {
    match kind {
        DeviceKind::Nvidia => crate::cuda::discover(hooks),
        DeviceKind::OpenCl => crate::opencl::discover(hooks),
        _ => (Vec::new(), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discovery_adds_multicore_only_when_registered() {
        let none = discover(&KindSet::default());
        assert_eq!(none.len(), 1);
        assert_eq!(none[0].kind(), DeviceKind::Host);
        let mc = discover(&KindSet::default().with(DeviceKind::Multicore));
        let kinds: Vec<_> = mc.iter().map(|d| d.kind()).collect();
        assert_eq!(kinds, vec![DeviceKind::Host, DeviceKind::Multicore]);
        // Registering a GPU kind does not conjure a GPU device without a back end.
        let gpu = discover(&KindSet::default().with(DeviceKind::Nvidia));
        assert_eq!(gpu.len(), 1);
    }
}
