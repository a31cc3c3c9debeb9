//! Runtime behaviour on the host/multicore devices and, through the test-only
//! `MockDevice` (separate memory, asynchronous queues), on devices with their own
//! memory.

use std::ffi::CStr;
use std::sync::{Arc, Mutex};

use super::*;
use crate::device::{code, prop_code};
use crate::host::HostDevice;
use crate::mock::{MockDevice, MockState};

const MOCK_BASE: usize = 0xd000_0000;

fn env(t: Option<&str>, n: Option<&str>) -> EnvConfig {
    EnvConfig {
        device_type: t.map(String::from),
        device_num: n.map(String::from),
        local_rank: None,
    }
}

fn mc() -> KindSet {
    KindSet::default().with(DeviceKind::Multicore)
}

fn host_rt(registered: KindSet, e: EnvConfig) -> Result<Runtime, AccError> {
    Runtime::new(crate::discovery::discover(&registered), registered, &e)
}

/// Host + `n` mock "nvidia" devices; the default type is then nvidia.
fn mock_rt(n: usize, e: EnvConfig) -> (Runtime, Vec<Arc<Mutex<MockState>>>) {
    let mut devs: Vec<Box<dyn Device>> = vec![Box::new(
        HostDevice::new(DeviceKind::Host).expect("host kind"),
    )];
    let mut states = Vec::new();
    for i in 0..n {
        let (d, s) = MockDevice::new(DeviceKind::Nvidia, MOCK_BASE + i * 0x1000_0000);
        devs.push(Box::new(d));
        states.push(s);
    }
    let rt = Runtime::new(devs, KindSet::default().with(DeviceKind::Nvidia), &e).expect("runtime");
    (rt, states)
}

fn a<T>(v: &[T]) -> usize {
    v.as_ptr() as usize
}

fn am<T>(v: &mut [T]) -> usize {
    v.as_mut_ptr() as usize
}

// ----- selection -----

fn under_launcher(rank: usize, num: Option<&str>) -> EnvConfig {
    EnvConfig {
        local_rank: Some(crate::select::LocalRank {
            rank,
            var: "SLURM_LOCALID",
        }),
        ..env(None, num)
    }
}

#[test]
fn each_local_rank_takes_its_own_device() {
    let taken: Vec<i32> = (0..5)
        .map(|rank| {
            let (mut rt, _) = mock_rt(2, under_launcher(rank, None));
            rt.current_slot().unwrap();
            rt.device_num(code::NVIDIA)
        })
        .collect();
    assert_eq!(taken, [0, 1, 0, 1, 0]);
    // the device used is that one: its present table gets the data
    let (mut rt, states) = mock_rt(2, under_launcher(1, None));
    let x = [1.0f32; 4];
    unsafe { rt.enter(a(&x), 16, true, RefKind::Dynamic, Queue::Sync) }.unwrap();
    assert_eq!(states[0].lock().unwrap().allocs, 0);
    assert_eq!(states[1].lock().unwrap().allocs, 1);
    assert!(rt.is_present(a(&x), 16).unwrap());
    rt.set_device_num(0, code::NVIDIA).unwrap();
    assert!(
        !rt.is_present(a(&x), 16).unwrap(),
        "device 0 has its own present table"
    );
}

#[test]
fn the_program_and_acc_device_num_override_the_local_rank() {
    let (mut rt, _) = mock_rt(3, under_launcher(2, Some("0")));
    assert_eq!(rt.device_num(code::NVIDIA), 0);
    assert!(!rt.rank_chose(DeviceKind::Nvidia));
    let (mut rt, _) = mock_rt(3, under_launcher(2, None));
    assert_eq!(rt.device_num(code::NVIDIA), 2);
    rt.set_device_num(1, code::NVIDIA).unwrap();
    assert_eq!(rt.device_num(code::NVIDIA), 1);
    assert!(!rt.rank_chose(DeviceKind::Nvidia));
    // without a launcher: device 0
    let (mut rt, _) = mock_rt(3, env(None, None));
    assert_eq!(rt.device_num(code::NVIDIA), 0);
}

#[test]
fn the_rank_choice_note_names_the_variable_and_the_rule() {
    let local = crate::select::LocalRank {
        rank: 5,
        var: "MPI_LOCALRANKID",
    };
    assert_eq!(
        rank_choice_line(local, DeviceKind::Nvidia, 1, 2),
        "device selection: local rank 5 (MPI_LOCALRANKID) takes nvidia device 1 of 2 (local rank % 2; \
         acc_set_device_num or ACC_DEVICE_NUM choose otherwise)"
    );
}

#[test]
fn default_is_host_without_registration() {
    let mut rt = host_rt(KindSet::default(), env(None, None)).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Host);
    assert_eq!(rt.source(), Source::Default);
    assert_eq!(rt.num_devices(code::HOST), 1);
    assert_eq!(rt.num_devices(code::MULTICORE), 0);
    assert_eq!(rt.num_devices(code::NOT_HOST), 0);
    assert_eq!(rt.num_devices(code::DEFAULT), 1);
}

#[test]
fn default_is_multicore_when_registered() {
    let mut rt = host_rt(mc(), env(None, None)).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    assert_eq!(rt.num_devices(code::MULTICORE), 1);
    assert_eq!(rt.num_devices(code::NOT_HOST), 1);
    assert_eq!(rt.num_devices(code::HOST), 1);
    assert_eq!(rt.num_devices(code::NVIDIA), 0);
    assert_eq!(rt.num_devices(code::NONE), 0);
    assert_eq!(rt.num_devices(99), 0);
}

#[test]
fn environment_overrides_the_default() {
    let rt = host_rt(mc(), env(Some("HOST"), None)).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Host);
    assert_eq!(rt.source(), Source::Environment);
    let rt = host_rt(mc(), env(Some("Multicore"), Some("0"))).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    let rt = host_rt(mc(), env(Some("not_host"), None)).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    let rt = host_rt(mc(), env(Some("default"), None)).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    let rt = host_rt(KindSet::default(), env(Some("default"), None)).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Host);
}

#[test]
fn asking_for_a_missing_gpu_is_a_clear_error() {
    let e = host_rt(mc(), env(Some("nvidia"), None))
        .err()
        .expect("must fail");
    assert!(e.is_standalone());
    let line = e.line("acc_init");
    assert!(
        line.starts_with(
            "accc runtime error: ACC_DEVICE_TYPE=nvidia: no nvidia device is available"
        ),
        "{line}"
    );
    assert!(line.contains("(no NVIDIA GPU was found)"), "{line}");
    assert!(
        line.ends_with("available device types: host, multicore"),
        "{line}"
    );

    let e = host_rt(KindSet::default(), env(Some("opencl"), None))
        .err()
        .unwrap();
    assert!(e.message().ends_with("available device types: host"), "{e}");
    let e = host_rt(KindSet::default(), env(Some("radeon"), None))
        .err()
        .unwrap();
    assert!(e.message().contains("no radeon device"), "{e}");
}

#[test]
fn multicore_needs_a_multicore_translation_unit() {
    let e = host_rt(KindSet::default(), env(Some("multicore"), None))
        .err()
        .unwrap();
    assert!(e.message().contains("no multicore device"), "{e}");
    assert!(e.message().contains("--target=multicore"), "{e}");
    let e = host_rt(KindSet::default(), env(Some("not_host"), None))
        .err()
        .unwrap();
    assert!(e.message().contains("no non-host device"), "{e}");
}

#[test]
fn bad_environment_values() {
    let e = host_rt(mc(), env(Some("gpu"), None)).err().unwrap();
    assert!(e.is_standalone());
    assert!(
        e.message()
            .contains("ACC_DEVICE_TYPE=gpu is not a device type"),
        "{e}"
    );
    let e = host_rt(mc(), env(None, Some("x"))).err().unwrap();
    assert!(
        e.message()
            .contains("ACC_DEVICE_NUM=x is not a device number"),
        "{e}"
    );
    let e = host_rt(mc(), env(None, Some("1"))).err().unwrap();
    assert_eq!(
        e.message(),
        "ACC_DEVICE_NUM=1: there is only 1 multicore device (numbers 0 to 0)"
    );
    let (mut rt, _) = mock_rt(2, env(None, Some("1")));
    assert_eq!(rt.device_type(), DeviceKind::Nvidia);
    assert_eq!(rt.device_num(code::NVIDIA), 1);
    assert_eq!(rt.device_num(code::HOST), 0);
}

#[test]
fn not_host_prefers_a_gpu() {
    let (rt, _) = mock_rt(1, env(Some("not_host"), None));
    assert_eq!(rt.device_type(), DeviceKind::Nvidia);
    let (mut rt, _) = mock_rt(1, env(None, None));
    assert_eq!(rt.device_type(), DeviceKind::Nvidia, "a GPU is the default");
    assert_eq!(rt.num_devices(code::NOT_HOST), 1);
}

#[test]
fn late_registration_moves_a_default_selection_only() {
    let mut rt = host_rt(KindSet::default(), env(None, None)).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Host);
    rt.register(DeviceKind::Host);
    assert_eq!(rt.device_type(), DeviceKind::Host);
    rt.register(DeviceKind::Multicore);
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    assert_eq!(rt.num_devices(code::MULTICORE), 1);
    rt.register(DeviceKind::Multicore);
    assert_eq!(rt.num_devices(code::MULTICORE), 1, "no duplicate device");
    assert!(rt.registered().contains(DeviceKind::Multicore));

    let mut rt = host_rt(KindSet::default(), env(Some("host"), None)).unwrap();
    rt.register(DeviceKind::Multicore);
    assert_eq!(rt.device_type(), DeviceKind::Host, "ACC_DEVICE_TYPE wins");
    let mut rt = host_rt(KindSet::default(), env(None, None)).unwrap();
    rt.set_device_type(code::HOST).unwrap();
    rt.register(DeviceKind::Multicore);
    assert_eq!(
        rt.device_type(),
        DeviceKind::Host,
        "the program's choice wins"
    );
}

#[test]
fn set_and_get_device_type_and_number() {
    let mut rt = host_rt(mc(), env(None, None)).unwrap();
    rt.set_device_type(code::HOST).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Host);
    assert_eq!(rt.source(), Source::Program);
    rt.set_device_type(code::NOT_HOST).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    rt.set_device_type(code::DEFAULT).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore);

    let e = rt.set_device_type(code::NVIDIA).unwrap_err();
    assert!(e.message().contains("no nvidia device is available"), "{e}");
    assert!(
        e.message()
            .ends_with("available device types: host, multicore"),
        "{e}"
    );
    let e = rt.set_device_type(42).unwrap_err();
    assert!(e.message().contains("invalid device type 42"), "{e}");
    let e = rt.set_device_type(code::NONE).unwrap_err();
    assert!(e.message().contains("acc_device_none"), "{e}");
    assert_eq!(
        rt.device_type(),
        DeviceKind::Multicore,
        "failed calls change nothing"
    );

    rt.set_device_num(0, code::HOST).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Host);
    let e = rt.set_device_num(1, code::HOST).unwrap_err();
    assert_eq!(
        e.message(),
        "device number 1 is out of range: this program has 1 host device (numbers 0 to 0)"
    );
    rt.set_device_num(-5, code::MULTICORE).unwrap();
    assert_eq!(rt.device_num(code::MULTICORE), 0);
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    rt.set_device_num(0, code::NONE).unwrap();
    assert!(rt.set_device_num(3, code::NONE).is_err());
    assert_eq!(rt.device_num(code::NVIDIA), -1);
    assert_eq!(rt.device_num(77), -1);
    assert_eq!(rt.device_num(code::DEFAULT), 0);

    let (mut rt, _) = mock_rt(3, env(None, None));
    rt.set_device_num(2, code::NVIDIA).unwrap();
    assert_eq!(rt.device_num(code::NVIDIA), 2);
    rt.set_device_num(1, code::NONE).unwrap();
    assert_eq!(rt.device_num(code::NVIDIA), 1);
    assert_eq!(rt.device_num(code::HOST), 0, "the host has no device 1");
    assert!(rt.set_device_num(3, code::NVIDIA).is_err());
}

#[test]
fn init_and_shutdown_select_and_release() {
    let mut rt = host_rt(mc(), env(None, None)).unwrap();
    rt.init(code::HOST).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Host);
    rt.init_device(0, code::MULTICORE).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    assert!(rt.init(code::NVIDIA).is_err());
    assert!(rt.init_device(1, code::HOST).is_err());
    rt.shutdown(code::MULTICORE).unwrap();
    rt.shutdown(code::NVIDIA).unwrap(); // nothing to shut down
    assert!(rt.shutdown(1234).is_err());
    rt.shutdown_device(0, code::HOST).unwrap();
    assert!(rt.shutdown_device(1, code::HOST).is_err());
    // the device is initialized again on next use
    assert!(rt.is_present(0x1000, 4).unwrap());
}

#[test]
fn on_device_answers() {
    let mut rt = host_rt(KindSet::default(), env(None, None)).unwrap();
    assert!(rt.on_device(code::HOST));
    assert!(!rt.on_device(code::MULTICORE));
    assert!(!rt.on_device(code::NOT_HOST));
    assert!(rt.on_device(code::DEFAULT));
    assert!(!rt.on_device(code::NVIDIA));
    assert!(!rt.on_device(code::NONE));
    assert!(!rt.on_device(-7));

    let mut rt = host_rt(mc(), env(None, None)).unwrap();
    assert!(rt.on_device(code::HOST));
    assert!(rt.on_device(code::MULTICORE));
    assert!(!rt.on_device(code::NOT_HOST));
    assert!(rt.on_device(code::DEFAULT));
    assert!(!rt.on_device(code::OPENCL));
    rt.set_device_type(code::HOST).unwrap();
    assert!(!rt.on_device(code::MULTICORE));
    assert!(!rt.on_device(code::NOT_HOST));
    assert!(!rt.on_device(code::DEFAULT));
}

#[test]
fn properties() {
    let mut rt = host_rt(mc(), env(None, None)).unwrap();
    let mem = rt.property(0, code::HOST, prop_code::MEMORY);
    let free = rt.property(0, code::MULTICORE, prop_code::FREE_MEMORY);
    assert!(mem > 0 && free > 0 && free <= mem, "{mem} {free}");
    assert_eq!(
        rt.property(0, code::HOST, prop_code::SHARED_MEMORY_SUPPORT),
        1
    );
    assert_eq!(rt.property(0, code::HOST, prop_code::NAME), 0);
    assert_eq!(rt.property(1, code::HOST, prop_code::MEMORY), 0);
    assert_eq!(rt.property(0, code::NVIDIA, prop_code::MEMORY), 0);
    assert_eq!(rt.property(0, code::HOST, 12345), 0);

    let name = rt.property_string(0, code::HOST, prop_code::NAME);
    assert!(!name.is_null());
    let name = unsafe { CStr::from_ptr(name) }
        .to_str()
        .unwrap()
        .to_string();
    assert_eq!(name, crate::hostinfo::cpu().model);
    let again = rt.property_string(0, code::HOST, prop_code::NAME);
    assert_eq!(
        unsafe { CStr::from_ptr(again) }.to_str().unwrap(),
        name,
        "stable"
    );
    let drv = rt.property_string(0, code::MULTICORE, prop_code::DRIVER);
    let drv = unsafe { CStr::from_ptr(drv) }.to_str().unwrap();
    assert!(
        drv.starts_with("accc runtime ") && drv.contains("multicore"),
        "{drv}"
    );
    let vendor = rt.property_string(0, code::DEFAULT, prop_code::VENDOR);
    assert!(!vendor.is_null());
    assert!(rt
        .property_string(0, code::HOST, prop_code::MEMORY)
        .is_null());
    assert!(rt.property_string(3, code::HOST, prop_code::NAME).is_null());
    assert!(rt
        .property_string(0, code::RADEON, prop_code::NAME)
        .is_null());

    let (mut rt, _) = mock_rt(1, env(None, None));
    assert_eq!(
        rt.property(0, code::NVIDIA, prop_code::SHARED_MEMORY_SUPPORT),
        0
    );
    assert_eq!(rt.property(0, code::NVIDIA, prop_code::MEMORY), 1 << 30);
    let n = rt.property_string(0, code::NOT_HOST, prop_code::NAME);
    assert_eq!(
        unsafe { CStr::from_ptr(n) }.to_str().unwrap(),
        "accc mock device"
    );
}

// ----- async -----

#[test]
fn async_arguments() {
    let mut rt = host_rt(KindSet::default(), env(None, None)).unwrap();
    assert_eq!(rt.default_async(), async_code::NOVAL);
    assert_eq!(rt.resolve_async(async_code::SYNC).unwrap(), Queue::Sync);
    assert_eq!(rt.resolve_async(async_code::NOVAL).unwrap(), Queue::Default);
    assert_eq!(
        rt.resolve_async(async_code::DEFAULT).unwrap(),
        Queue::Default
    );
    assert_eq!(rt.resolve_async(7).unwrap(), Queue::Id(7));
    let e = rt.resolve_async(-4).unwrap_err();
    assert!(e.message().contains("invalid async argument -4"), "{e}");

    rt.set_default_async(5).unwrap();
    assert_eq!(rt.default_async(), 5);
    assert_eq!(rt.resolve_async(async_code::NOVAL).unwrap(), Queue::Id(5));
    rt.set_default_async(async_code::SYNC).unwrap();
    assert_eq!(rt.resolve_async(async_code::NOVAL).unwrap(), Queue::Sync);
    rt.set_default_async(async_code::DEFAULT).unwrap();
    assert_eq!(rt.default_async(), async_code::NOVAL);
    assert!(rt.set_default_async(-10).is_err());
    assert_eq!(rt.default_async(), async_code::NOVAL);

    // host queues are always complete
    assert!(rt.async_test(3, None).unwrap());
    assert!(rt.async_test(async_code::NOVAL, Some(0)).unwrap());
    assert!(rt.async_test_all(None).unwrap());
    assert!(rt.async_test_all(Some(1)).is_err());
    rt.wait(1, None).unwrap();
    rt.wait_async(1, 2, None).unwrap();
    rt.wait_all(Some(0)).unwrap();
    rt.wait_all_async(4, None).unwrap();
    assert!(rt.wait(-9, None).is_err());
    assert_eq!(rt.wait_any(&[async_code::SYNC, 4, 5], None).unwrap(), 1);
    assert_eq!(rt.wait_any(&[async_code::SYNC], None).unwrap(), -1);
    assert_eq!(rt.wait_any(&[], None).unwrap(), -1);
    assert!(rt.wait_any(&[1, -8], None).is_err());
    assert!(rt.async_test(0, Some(2)).is_err());
}

// ----- shared memory (host, multicore) -----

#[test]
fn shared_memory_semantics() {
    for reg in [KindSet::default(), mc()] {
        let mut rt = host_rt(reg, env(None, None)).unwrap();
        let mut buf = vec![1u32, 2, 3, 4];
        let h = am(&mut buf);
        unsafe {
            assert_eq!(
                rt.enter(h, 16, true, RefKind::Dynamic, Queue::Sync)
                    .unwrap(),
                h
            );
            assert_eq!(
                rt.enter(h, 16, false, RefKind::Structured, Queue::Id(1))
                    .unwrap(),
                h
            );
            assert!(rt.is_present(h, 16).unwrap());
            assert!(rt.is_present(h + 1000, 1 << 20).unwrap());
            assert_eq!(rt.deviceptr(h + 4).unwrap(), h + 4);
            assert_eq!(rt.hostptr(h + 8).unwrap(), h + 8);
            rt.update_device(h, 16, Queue::Sync).unwrap();
            rt.update_self(h + 4, 4, Queue::Sync).unwrap();
            rt.exit(h, 16, true, RefKind::Dynamic, true, Queue::Sync)
                .unwrap();
            rt.map_data(h, 0x1234, 16).unwrap();
            rt.unmap_data(h).unwrap();
            // attach leaves host pointers alone
            let mut p: usize = h;
            rt.attach(&mut p as *mut usize as usize, Queue::Sync)
                .unwrap();
            rt.detach(&mut p as *mut usize as usize, true, Queue::Sync)
                .unwrap();
            assert_eq!(p, h);

            // the raw copies are memcpy
            let d = rt.malloc(16).unwrap();
            assert_ne!(d, 0);
            rt.memcpy_to_device(d, h, 16, Queue::Sync).unwrap();
            rt.memcpy_device(d, d + 8, 8, Queue::Id(2)).unwrap();
            let mut back = [0u32; 4];
            rt.memcpy_from_device(am(&mut back), d, 16, Queue::Sync)
                .unwrap();
            assert_eq!(back, [3, 4, 3, 4]);
            let mut dst = [0u32; 4];
            rt.memcpy_d2d(am(&mut dst), a(&back), 16, 0, 0, Queue::Sync)
                .unwrap();
            assert_eq!(dst, [3, 4, 3, 4]);
            assert!(rt
                .memcpy_d2d(am(&mut dst), a(&back), 16, 1, 0, Queue::Sync)
                .is_err());
            rt.free(d).unwrap();
            rt.free(0).unwrap();
            assert_eq!(rt.malloc(0).unwrap(), 0);

            let e = rt.memcpy_to_device(0, h, 4, Queue::Sync).unwrap_err();
            assert!(e.message().contains("destination is a null pointer"), "{e}");
            rt.memcpy_to_device(0, 0, 0, Queue::Sync).unwrap();
        }
        assert_eq!(buf, [1, 2, 3, 4]);
        assert!(rt.interop(Interop::CudaContext).unwrap().is_null());
        assert!(!rt.set_native_queue(1, std::ptr::null_mut()).unwrap());
    }
}

// ----- devices with their own memory (mock) -----

#[test]
fn copyin_copyout_through_the_device() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let mut v: Vec<i32> = (0..64).collect();
    let h = am(&mut v);
    let n = 64 * 4;
    unsafe {
        let d = rt.enter(h, n, true, RefKind::Dynamic, Queue::Sync).unwrap();
        assert_ne!(d, h);
        assert!(d >= MOCK_BASE);
        assert_eq!(st[0].lock().unwrap().read(d, 8), [0, 0, 0, 0, 1, 0, 0, 0]);
        assert!(rt.is_present(h, n).unwrap());
        assert_eq!(rt.deviceptr(h).unwrap(), d);
        assert_eq!(rt.hostptr(d).unwrap(), h);

        // a second copyin only counts
        assert_eq!(
            rt.enter(h, n, true, RefKind::Dynamic, Queue::Sync).unwrap(),
            d
        );
        assert_eq!(st[0].lock().unwrap().allocs, 1);
        assert_eq!(st[0].lock().unwrap().to_device_bytes, n);

        // host changes reach the device only by update
        v[1] = 100;
        rt.update_device(h + 4, 4, Queue::Sync).unwrap();
        assert_eq!(st[0].lock().unwrap().read(d + 4, 4), 100i32.to_ne_bytes());

        // device-side change (through a raw copy), then copyout: the first only
        // decrements, the second copies back and frees
        let seven = 7i32;
        rt.memcpy_to_device(d + 8, &seven as *const i32 as usize, 4, Queue::Sync)
            .unwrap();
        rt.exit(h, n, true, RefKind::Dynamic, false, Queue::Sync)
            .unwrap();
        assert_eq!(v[2], 2, "still present: no copy back yet");
        assert_eq!(st[0].lock().unwrap().frees, 0);
        rt.exit(h, n, true, RefKind::Dynamic, false, Queue::Sync)
            .unwrap();
        assert_eq!(v[2], 7);
        assert_eq!(st[0].lock().unwrap().frees, 1);
        assert!(!rt.is_present(h, n).unwrap());
        assert_eq!(rt.deviceptr(h).unwrap(), 0);
        assert_eq!(rt.hostptr(d).unwrap(), 0);

        // exiting absent data does nothing
        rt.exit(h, n, true, RefKind::Dynamic, false, Queue::Sync)
            .unwrap();
    }
}

#[test]
fn create_delete_finalize_and_update_self() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let mut v = [9u8; 32];
    let h = am(&mut v);
    unsafe {
        let d = rt
            .enter(h, 32, false, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        assert_eq!(
            st[0].lock().unwrap().to_device_bytes,
            0,
            "create copies nothing"
        );
        rt.enter(h, 32, false, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        rt.enter(h, 32, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        rt.update_self(h, 32, Queue::Sync).unwrap();
        assert_eq!(v, [0xee; 32], "device contents came back");
        v = [1; 32];
        // delete finalize: one call removes all three dynamic references, no copy
        rt.exit(h, 32, false, RefKind::Dynamic, true, Queue::Sync)
            .unwrap();
        assert_eq!(v, [1; 32]);
        assert!(!rt.is_present(h, 32).unwrap());
        let s = st[0].lock().unwrap();
        assert_eq!((s.allocs, s.frees), (1, 1));
        assert!(!s.buffers.contains_key(&d));
    }
}

#[test]
fn structured_references_keep_data_until_the_construct_ends() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let mut v = [5u16; 8];
    let h = am(&mut v);
    unsafe {
        // data construct copy(v)
        let d = rt
            .enter(h, 16, true, RefKind::Structured, Queue::Sync)
            .unwrap();
        // inside it: acc_copyout (dynamic count is zero: nothing) and enter data
        rt.exit(h, 16, true, RefKind::Dynamic, false, Queue::Sync)
            .unwrap();
        assert!(rt.is_present(h, 16).unwrap());
        rt.enter(h, 16, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        rt.memcpy_to_device(d, [1u8, 0].as_ptr() as usize, 2, Queue::Sync)
            .unwrap();
        // construct ends: the dynamic reference keeps it, no copy back
        rt.exit(h, 16, true, RefKind::Structured, false, Queue::Sync)
            .unwrap();
        assert_eq!(v[0], 5);
        assert!(rt.is_present(h, 16).unwrap());
        // exit data copyout finalize: copied back and freed
        rt.exit(h, 16, true, RefKind::Dynamic, true, Queue::Sync)
            .unwrap();
        assert_eq!(v[0], 1);
        assert!(!rt.is_present(h, 16).unwrap());
    }
    assert_eq!(st[0].lock().unwrap().frees, 1);
}

#[test]
fn subranges_and_partial_overlaps() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let mut v = vec![0u64; 100];
    let h = am(&mut v);
    unsafe {
        let d = rt
            .enter(h, 800, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        // a subrange is present, at the matching offset, and counts on the whole
        assert_eq!(
            rt.enter(h + 80, 80, true, RefKind::Dynamic, Queue::Sync)
                .unwrap(),
            d + 80
        );
        assert_eq!(rt.deviceptr(h + 799).unwrap(), d + 799);
        assert_eq!(rt.hostptr(d + 16).unwrap(), h + 16);
        assert!(rt.is_present(h + 8, 8).unwrap());
        assert!(rt.is_present(h + 8, 0).unwrap());
        assert!(!rt.is_present(h + 792, 16).unwrap(), "sticks out");
        assert!(!rt.is_present(h + 800, 0).unwrap());

        let e = rt
            .enter(h + 792, 16, true, RefKind::Dynamic, Queue::Sync)
            .unwrap_err();
        let want_req = format!("[{:#x}, {:#x}) (16 bytes)", h + 792, h + 808);
        let want_present = format!("[{:#x}, {:#x}) (800 bytes)", h, h + 800);
        assert_eq!(
            e.message(),
            format!("host range {want_req} partially overlaps the present range {want_present}")
        );
        let line = e.line("acc_copyin");
        assert!(
            line.starts_with("accc runtime error: acc_copyin: host range [0x"),
            "{line}"
        );
        assert!(rt
            .exit(h - 8, 16, true, RefKind::Dynamic, false, Queue::Sync)
            .is_err());
        assert!(rt.update_device(h + 400, 800, Queue::Sync).is_err());

        // copyout of a subrange when the last reference goes copies only that subrange
        v[0] = 11;
        v[10] = 22;
        rt.memcpy_to_device(d + 80, [33u64].as_ptr() as usize, 8, Queue::Sync)
            .unwrap();
        rt.memcpy_to_device(d, [44u64].as_ptr() as usize, 8, Queue::Sync)
            .unwrap();
        rt.exit(h, 800, false, RefKind::Dynamic, false, Queue::Sync)
            .unwrap();
        rt.exit(h + 80, 8, true, RefKind::Dynamic, false, Queue::Sync)
            .unwrap();
        assert_eq!(v[10], 33);
        assert_eq!(v[0], 11, "outside the requested subrange");
    }
    assert_eq!(st[0].lock().unwrap().buffers.len(), 0);
}

#[test]
fn update_of_absent_data_names_the_range_and_device() {
    let (mut rt, _) = mock_rt(1, env(None, None));
    let v = [0u8; 24];
    let h = a(&v);
    let e = unsafe { rt.update_device(h, 24, Queue::Sync) }.unwrap_err();
    assert_eq!(
        e.message(),
        format!(
            "host range [{h:#x}, {:#x}) (24 bytes) is not present on nvidia device 0",
            h + 24
        )
    );
    let e = unsafe { rt.update_self(h, 24, Queue::Sync) }.unwrap_err();
    assert!(e.message().contains("is not present on nvidia device 0"));
    // zero bytes: no action
    unsafe { rt.update_self(h, 0, Queue::Sync) }.unwrap();
}

#[test]
fn zero_bytes_and_null_pointers() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let v = [0u8; 8];
    unsafe {
        assert_eq!(
            rt.enter(a(&v), 0, true, RefKind::Dynamic, Queue::Sync)
                .unwrap(),
            0
        );
        let e = rt
            .enter(0, 8, true, RefKind::Dynamic, Queue::Sync)
            .unwrap_err();
        assert!(
            e.message().contains("null pointer (8 bytes requested)"),
            "{e}"
        );
        let d = rt
            .enter(a(&v), 8, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        assert_eq!(
            rt.enter(a(&v) + 2, 0, true, RefKind::Dynamic, Queue::Sync)
                .unwrap(),
            d + 2
        );
        rt.exit(a(&v), 0, true, RefKind::Dynamic, false, Queue::Sync)
            .unwrap();
        assert!(rt.is_present(a(&v), 8).unwrap());
        assert!(rt
            .exit(0, 8, true, RefKind::Dynamic, false, Queue::Sync)
            .is_err());
        assert_eq!(rt.deviceptr(0).unwrap(), 0);
        assert_eq!(rt.hostptr(0).unwrap(), 0);
        assert!(rt.memcpy_from_device(0, d, 4, Queue::Sync).is_err());
        assert!(rt.memcpy_device(d, 0, 4, Queue::Sync).is_err());
        assert!(rt.memcpy_d2d(0, a(&v), 4, 0, 0, Queue::Sync).is_err());
    }
    assert_eq!(st[0].lock().unwrap().allocs, 1);
}

#[test]
fn malloc_map_unmap_free() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let mut v = [3u32; 16];
    let h = am(&mut v);
    unsafe {
        let d = rt.malloc(64).unwrap();
        assert!(d >= MOCK_BASE);
        assert_eq!(rt.malloc(1 << 31).unwrap(), 0, "out of memory gives null");
        rt.map_data(h, d, 64).unwrap();
        assert_eq!(rt.deviceptr(h + 4).unwrap(), d + 4);
        assert_eq!(rt.hostptr(d + 4).unwrap(), h + 4);
        // copyin of mapped data allocates and copies nothing; delete keeps the mapping
        assert_eq!(
            rt.enter(h, 64, true, RefKind::Dynamic, Queue::Sync)
                .unwrap(),
            d
        );
        rt.exit(h, 64, true, RefKind::Dynamic, true, Queue::Sync)
            .unwrap();
        assert!(rt.is_present(h, 64).unwrap());
        rt.update_device(h, 64, Queue::Sync).unwrap();
        assert_eq!(st[0].lock().unwrap().read(d, 4), 3u32.to_ne_bytes());

        let e = rt.map_data(h + 8, d, 8).unwrap_err();
        assert!(e.message().contains("is already present"), "{e}");
        assert!(rt.map_data(h, 0, 8).is_err());
        assert!(rt.map_data(h + 1000, d + 1000, 0).is_err());
        let e = rt.unmap_data(h + 4).unwrap_err();
        assert!(
            e.message()
                .contains("not the start of data mapped with acc_map_data"),
            "{e}"
        );
        rt.unmap_data(h).unwrap();
        assert!(!rt.is_present(h, 64).unwrap());
        assert_eq!(st[0].lock().unwrap().frees, 0, "unmap does not free");
        rt.free(d).unwrap();
        assert_eq!(st[0].lock().unwrap().frees, 1);

        // freeing the device copy of present data is refused
        let d2 = rt
            .enter(h, 64, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        let e = rt.free(d2).unwrap_err();
        assert!(e.message().contains("not allocated by acc_malloc"), "{e}");
    }
}

#[repr(C)]
struct Node {
    data: *mut f64,
    n: usize,
}

#[test]
fn attach_and_detach_pointers() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let mut arr = [1.5f64; 4];
    let mut node = Node {
        data: arr.as_mut_ptr(),
        n: 4,
    };
    let node_h = &mut node as *mut Node as usize;
    let slot_h = std::ptr::addr_of_mut!(node.data) as usize;
    unsafe {
        // the pointer's home must be present
        let e = rt.attach(slot_h, Queue::Sync).unwrap_err();
        assert!(
            e.message().contains("is not present on nvidia device 0"),
            "{e}"
        );
        let node_d = rt
            .enter(
                node_h,
                std::mem::size_of::<Node>(),
                true,
                RefKind::Dynamic,
                Queue::Sync,
            )
            .unwrap();
        // target absent: nothing happens
        rt.attach(slot_h, Queue::Sync).unwrap();
        assert_eq!(rt.attachments(slot_h), 0);
        let arr_d = rt
            .enter(am(&mut arr), 32, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();

        rt.attach(slot_h, Queue::Sync).unwrap();
        assert_eq!(rt.attachments(slot_h), 1);
        assert_eq!(st[0].lock().unwrap().read_usize(node_d), arr_d);
        rt.attach(slot_h, Queue::Id(1)).unwrap();
        assert_eq!(rt.attachments(slot_h), 2);
        rt.detach(slot_h, false, Queue::Sync).unwrap();
        assert_eq!(
            st[0].lock().unwrap().read_usize(node_d),
            arr_d,
            "still attached"
        );
        rt.detach(slot_h, false, Queue::Sync).unwrap();
        assert_eq!(rt.attachments(slot_h), 0);
        assert_eq!(
            st[0].lock().unwrap().read_usize(node_d),
            arr.as_ptr() as usize
        );
        // detach without attachment: nothing
        rt.detach(slot_h, false, Queue::Sync).unwrap();

        // finalize drops every attachment at once
        rt.attach(slot_h, Queue::Sync).unwrap();
        rt.attach(slot_h, Queue::Sync).unwrap();
        rt.detach(slot_h, true, Queue::Sync).unwrap();
        assert_eq!(rt.attachments(slot_h), 0);
        assert_eq!(
            st[0].lock().unwrap().read_usize(node_d),
            arr.as_ptr() as usize
        );

        // a null pointer is never attached
        node.data = std::ptr::null_mut();
        rt.attach(slot_h, Queue::Sync).unwrap();
        assert_eq!(rt.attachments(slot_h), 0);
        rt.attach(0, Queue::Sync).unwrap();

        // removing the struct forgets attachments inside it
        node.data = arr.as_mut_ptr();
        rt.attach(slot_h, Queue::Sync).unwrap();
        rt.exit(
            node_h,
            std::mem::size_of::<Node>(),
            false,
            RefKind::Dynamic,
            false,
            Queue::Sync,
        )
        .unwrap();
        assert_eq!(rt.attachments(slot_h), 0);
        assert_eq!(node.n, 4);
    }
}

#[test]
fn asynchronous_queues_on_the_device() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let mut v = [1u8; 16];
    let h = am(&mut v);
    unsafe {
        let d = rt
            .enter(h, 16, true, RefKind::Dynamic, Queue::Id(1))
            .unwrap();
        assert_eq!(st[0].lock().unwrap().pending(), 1);
        assert!(!rt.async_test(1, None).unwrap(), "queue 1 is busy");
        assert!(rt.async_test(1, None).unwrap(), "and done after progress");
        assert_eq!(st[0].lock().unwrap().read(d, 2), [1, 1]);

        rt.memcpy_to_device(d, [9u8, 9].as_ptr() as usize, 2, Queue::Id(2))
            .unwrap();
        assert!(!rt.async_test_all(None).unwrap());
        rt.wait(2, None).unwrap();
        assert!(rt.async_test_all(None).unwrap());

        // acc_async_noval goes to the default queue, or to the queue set as default
        let q = rt.resolve_async(async_code::NOVAL).unwrap();
        rt.update_self(h, 16, q).unwrap();
        assert_eq!(v[0], 1, "not copied yet");
        rt.wait(async_code::NOVAL, None).unwrap();
        assert_eq!(v[0], 9);
        rt.set_default_async(4).unwrap();
        let q = rt.resolve_async(async_code::NOVAL).unwrap();
        rt.memcpy_to_device(d, [5u8].as_ptr() as usize, 1, q)
            .unwrap();
        assert!(!rt.async_test(4, Some(0)).unwrap());
        rt.wait_all(None).unwrap();

        // wait_async orders queue 6 after queue 5
        rt.memcpy_to_device(d + 1, [6u8].as_ptr() as usize, 1, Queue::Id(5))
            .unwrap();
        rt.wait_async(5, 6, None).unwrap();
        assert!(rt.async_test(5, None).unwrap());
        rt.memcpy_to_device(d + 2, [7u8].as_ptr() as usize, 1, Queue::Id(7))
            .unwrap();
        rt.wait_all_async(8, None).unwrap();
        assert!(rt.async_test_all(None).unwrap());
        rt.memcpy_to_device(d + 3, [8u8].as_ptr() as usize, 1, Queue::Id(9))
            .unwrap();
        rt.wait_async(9, async_code::SYNC, None).unwrap();
        assert!(rt.async_test(9, None).unwrap());

        // wait_any returns a queue that finished
        rt.memcpy_to_device(d, [1u8].as_ptr() as usize, 1, Queue::Id(10))
            .unwrap();
        rt.memcpy_to_device(d, [1u8].as_ptr() as usize, 1, Queue::Id(10))
            .unwrap();
        let i = rt.wait_any(&[async_code::SYNC, 10, 11], None).unwrap();
        assert_eq!(i, 2, "queue 11 is idle");
        let i = rt.wait_any(&[10], None).unwrap();
        assert_eq!(i, 0);
        assert!(rt.async_test(10, None).unwrap());

        // copyout on a queue: copied back once the queue is done
        v = [0; 16];
        rt.exit(h, 16, true, RefKind::Dynamic, false, Queue::Id(3))
            .unwrap();
        rt.wait(3, None).unwrap();
        assert_eq!(&v[..4], &[1, 6, 7, 8]);
        assert_eq!(st[0].lock().unwrap().buffers.len(), 0);
    }
}

#[test]
fn device_to_device_copies() {
    let (mut rt, st) = mock_rt(2, env(None, None));
    let mut src = [4u8; 8];
    let mut dst = [0u8; 8];
    unsafe {
        // data on device 0
        let s0 = rt
            .enter(am(&mut src), 8, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        let d0 = rt
            .enter(am(&mut dst), 8, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        rt.memcpy_d2d(am(&mut dst), am(&mut src), 8, 0, 0, Queue::Sync)
            .unwrap();
        assert_eq!(st[0].lock().unwrap().read(d0, 8), [4; 8]);
        assert_ne!(s0, d0);
        // data on device 1 as well
        rt.set_device_num(1, code::NVIDIA).unwrap();
        let d1 = rt
            .enter(am(&mut dst), 8, false, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        assert!(d1 >= MOCK_BASE + 0x1000_0000);
        rt.memcpy_d2d(am(&mut dst), am(&mut src), 8, 1, 0, Queue::Sync)
            .unwrap();
        assert_eq!(st[1].lock().unwrap().read(d1, 8), [4; 8]);
        // source not present on device 1
        let e = rt
            .memcpy_d2d(am(&mut dst), am(&mut src), 8, 0, 1, Queue::Sync)
            .unwrap_err();
        assert!(
            e.message().contains("is not present on nvidia device 1"),
            "{e}"
        );
        assert!(rt
            .memcpy_d2d(am(&mut dst), am(&mut src), 8, 0, 2, Queue::Sync)
            .is_err());
        // the _device routines address a device by number
        rt.memcpy_to_device(d1, [1u8].as_ptr() as usize, 1, Queue::Id(0))
            .unwrap();
        assert!(!rt.async_test(0, Some(1)).unwrap());
        assert!(rt.async_test(0, Some(0)).unwrap());
        rt.wait(0, Some(1)).unwrap();
        assert!(rt.async_test_all(Some(1)).unwrap());
    }
}

#[test]
fn shutdown_releases_device_data() {
    let (mut rt, st) = mock_rt(1, env(None, None));
    let mut v = [0u8; 8];
    unsafe {
        rt.enter(am(&mut v), 8, true, RefKind::Dynamic, Queue::Sync)
            .unwrap();
        let d = rt.malloc(8).unwrap();
        rt.map_data(am(&mut v) + 100, d, 8).unwrap();
    }
    assert_eq!(st[0].lock().unwrap().inits, 1);
    rt.shutdown(code::NVIDIA).unwrap();
    {
        let s = st[0].lock().unwrap();
        assert_eq!(s.shutdowns, 1);
        assert_eq!(
            s.frees, 1,
            "the copy is freed, acc_malloc memory is the user's"
        );
        assert_eq!(s.buffers.len(), 1);
    }
    assert!(!rt.is_present(am(&mut v), 8).unwrap());
    assert_eq!(
        st[0].lock().unwrap().inits,
        2,
        "used again: initialized again"
    );
    rt.shutdown_device(0, code::NOT_HOST).unwrap();
    assert_eq!(st[0].lock().unwrap().shutdowns, 2);
}

#[test]
fn device_errors_name_the_device() {
    let (mut rt, _) = mock_rt(1, env(None, None));
    let e =
        unsafe { rt.memcpy_device(MOCK_BASE - 64, MOCK_BASE - 32, 8, Queue::Sync) }.unwrap_err();
    assert!(e.message().starts_with("nvidia device 0: mock:"), "{e}");
    let e = unsafe { rt.free(0x42) }.unwrap_err();
    assert!(e.message().contains("free of unknown address 0x42"), "{e}");
}

/// A program compiled with --target=cuda (nvidia and multicore registered, nvidia
/// required) on a machine without an NVIDIA GPU.
fn cuda_program_without_gpu(e: EnvConfig) -> Result<Runtime, AccError> {
    let registered = mc().with(DeviceKind::Nvidia);
    let required = KindSet::default().with(DeviceKind::Nvidia);
    Runtime::with_requirements(
        crate::discovery::discover(&registered),
        KindSet::default(),
        Box::new(|_| (Vec::new(), None)),
        registered,
        required,
        &e,
    )
}

#[test]
fn a_required_gpu_that_is_missing_is_an_error_at_first_use() {
    let mut rt = cuda_program_without_gpu(env(None, None)).expect("starts");
    // No silent fall-back to multicore: the device type stays nvidia ...
    assert_eq!(rt.device_type(), DeviceKind::Nvidia);
    // ... and using it says what was compiled, what is missing and what to do.
    let e = rt.offload_active().expect_err("must fail");
    let m = e.message();
    assert!(m.starts_with("this program was compiled with --target=cuda and needs an NVIDIA GPU, but none can be used (no NVIDIA GPU was found)"), "{m}");
    assert!(m.contains("ACC_DEVICE_TYPE=multicore"), "{m}");
    assert!(m.contains("--target=auto"), "{m}");
    // The program may still choose the CPU: acc_set_device_type ...
    rt.set_device_type(code::MULTICORE).unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    assert!(!rt.offload_active().unwrap());
    // ... or the environment.
    for t in ["multicore", "host"] {
        let mut rt = cuda_program_without_gpu(env(Some(t), None)).expect("starts");
        assert_eq!(rt.device_type().name(), t);
        assert!(!rt.offload_active().unwrap());
    }
}

#[test]
fn an_auto_program_falls_back_to_multicore_without_a_gpu() {
    // --target=auto registers nvidia and multicore but requires nothing.
    let registered = mc().with(DeviceKind::Nvidia);
    let mut rt = host_rt(registered, env(None, None)).expect("starts");
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    assert!(!rt.offload_active().unwrap());
    // With a GPU, a required kind is simply the default.
    let (mut rt, _) = mock_rt(1, env(None, None));
    rt.require(DeviceKind::Nvidia);
    assert_eq!(rt.device_type(), DeviceKind::Nvidia);
    assert!(rt.offload_active().unwrap());
}
