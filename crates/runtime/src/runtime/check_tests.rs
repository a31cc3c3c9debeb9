//! The checking mode (`ACC_CHECK=1`) on its device: a multicore device with memory of
//! its own, the swap of present data around a compute region, the presence checks of the
//! region's variables, firstprivate values, stale stack mappings, attachment at host
//! addresses, and `deviceptr` lookups.

use super::check::{CheckArg, StackGuard};
use super::offload::{arg_kind, flags, Clause, DataKind, Site};
use super::*;
use crate::host::HostDevice;

const SITE: Site<'static> = Site {
    file: "prog.c",
    line: 7,
    function: "main",
    construct: "parallel loop",
};

const SYNC: i32 = async_code::SYNC;

/// Host + a checking multicore device (the current one).
fn rt() -> Runtime {
    let devs: Vec<Box<dyn Device>> = vec![
        Box::new(HostDevice::new(DeviceKind::Host).expect("host")),
        Box::new(HostDevice::checking(DeviceKind::Multicore).expect("multicore")),
    ];
    let rt = Runtime::new(
        devs,
        KindSet::default().with(DeviceKind::Multicore),
        &EnvConfig::default(),
    )
    .expect("runtime");
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    rt
}

fn clause<'a, T>(v: &[T], kind: DataKind, fl: i32, name: &'a str) -> Clause<'a> {
    Clause {
        host: v.as_ptr() as usize,
        bytes: std::mem::size_of_val(v),
        kind: kind as i32,
        flags: fl,
        name,
        rows: None,
        pieces: None,
    }
}

fn present_arg<'a, T>(v: &[T], name: &'a str) -> CheckArg<'a> {
    CheckArg {
        host: v.as_ptr() as usize,
        size: 0,
        kind: arg_kind::DEVICE_PTR,
        name,
    }
}

#[test]
fn the_checking_device_has_memory_of_its_own() {
    let mut d = HostDevice::checking(DeviceKind::Host).expect("a CPU kind");
    assert!(HostDevice::checking(DeviceKind::Nvidia).is_none());
    assert!(!d.shares_host_memory());
    assert!(d.runs_at_host_addresses());
    assert!(d.driver().contains("ACC_CHECK=1"));
    let p = d.alloc(16).expect("malloc");
    let src = [3u8; 16];
    let mut back = [0u8; 16];
    unsafe {
        d.copy_to_device(p, src.as_ptr(), 16, Queue::Id(1)).unwrap();
        d.copy_from_device(back.as_mut_ptr(), p, 16, Queue::Sync)
            .unwrap();
        d.free(p).unwrap();
        assert!(d.free(p).is_err(), "a second free is refused");
    }
    assert_eq!(back, src);
    assert!(d.test_all().unwrap());
}

#[test]
fn a_region_sees_the_device_copy_and_the_host_keeps_its_own() {
    let mut rt = rt();
    let mut a = [1.0f64; 8];
    let h = a.as_ptr() as usize;
    unsafe {
        // copyin only: the region's writes stay on the device.
        let c = [clause(&a, DataKind::Copyin, 0, "a")];
        let f = rt
            .check_compute_begin(
                &SITE,
                1,
                &c,
                &[present_arg(&a, "a")],
                SYNC,
                StackGuard::NONE,
            )
            .expect("begin");
        // (What the region does, at host addresses.)
        let region = std::ptr::read_volatile(&a);
        assert_eq!(region, [1.0; 8]);
        std::ptr::write_volatile(&mut a, [5.0; 8]);
        rt.check_end(&SITE, f).expect("end");
    }
    assert_eq!(
        a, [1.0; 8],
        "copyin: the host does not see the device's writes"
    );
    assert!(!rt.is_present(h, 64).unwrap(), "the construct's data left");
    unsafe {
        let c = [clause(&a, DataKind::Copy, 0, "a")];
        let f = rt
            .check_compute_begin(&SITE, 1, &c, &[], SYNC, StackGuard::NONE)
            .expect("begin");
        std::ptr::write_volatile(&mut a, [5.0; 8]);
        rt.check_end(&SITE, f).expect("end");
    }
    assert_eq!(a, [5.0; 8], "copy: copied back at the end");
}

#[test]
fn stale_host_data_and_update_self() {
    let mut rt = rt();
    let mut a = [1.0f64; 4];
    let h = a.as_ptr() as usize;
    unsafe {
        rt.enter_data(&SITE, &[clause(&a, DataKind::Copyin, 0, "a")], SYNC)
            .unwrap();
        a[0] = 9.0; // a host write the device never sees (no update device)
        let f = rt
            .check_compute_begin(
                &SITE,
                1,
                &[],
                &[present_arg(&a, "a")],
                SYNC,
                StackGuard::NONE,
            )
            .expect("begin");
        let seen = std::ptr::read_volatile(&a);
        assert_eq!(seen, [1.0; 4], "the region sees the device copy");
        std::ptr::write_volatile(&mut a[1], 7.0);
        rt.check_end(&SITE, f).expect("end");
        assert_eq!(a, [9.0, 1.0, 1.0, 1.0], "the host has its own bytes back");
        rt.update_self(h, 32, Queue::Sync).unwrap();
        assert_eq!(
            a,
            [1.0, 7.0, 1.0, 1.0],
            "update self brings the device's data"
        );
    }
}

#[test]
fn a_variable_the_region_uses_must_be_present() {
    let mut rt = rt();
    let a = [0u8; 16];
    let e = unsafe {
        rt.check_compute_begin(
            &SITE,
            1,
            &[],
            &[present_arg(&a, "p->data")],
            SYNC,
            StackGuard::NONE,
        )
    }
    .expect_err("absent");
    let m = e.message();
    assert!(
        m.starts_with(
            "prog.c:7: parallel loop in main(): `p->data` (used in the construct): host address"
        ) && m.contains("is not present on multicore device 0"),
        "{m}"
    );
    // Data that may be absent (no_create, an empty subarray), and a null pointer.
    let may = CheckArg {
        kind: arg_kind::DEVICE_PTR_IF_PRESENT,
        ..present_arg(&a, "a")
    };
    let null = CheckArg {
        host: 0,
        ..present_arg(&a, "q")
    };
    let f = unsafe { rt.check_compute_begin(&SITE, 1, &[], &[may, null], SYNC, StackGuard::NONE) }
        .expect("nothing to check");
    unsafe { rt.check_end(&SITE, f) }.expect("end");
}

#[test]
fn a_firstprivate_value_keeps_the_host_value_inside_present_data() {
    let mut rt = rt();
    let mut s = [1i64, 2, 3];
    let h = s.as_ptr() as usize;
    unsafe {
        rt.enter_data(&SITE, &[clause(&s, DataKind::Copyin, 0, "s")], SYNC)
            .unwrap();
        s = [10, 20, 30];
        // s[1] is a value the region takes by value (firstprivate): the host's.
        let value = CheckArg {
            host: h + 8,
            size: 8,
            kind: arg_kind::VALUE,
            name: "s[1]",
        };
        let f = rt
            .check_compute_begin(&SITE, 1, &[], &[value], SYNC, StackGuard::NONE)
            .expect("begin");
        assert_eq!(std::ptr::read_volatile(&s), [1, 20, 3]);
        rt.check_end(&SITE, f).expect("end");
        assert_eq!(s, [10, 20, 30]);
        rt.update_self(h, 24, Queue::Sync).unwrap();
        assert_eq!(s, [1, 2, 3], "the device copy of the value is unchanged");
    }
}

#[test]
fn stale_mappings_in_dead_stack_frames_are_not_swapped_unless_named() {
    let mut rt = rt();
    let mut a = [1u32; 4];
    let mut b = [1u32; 4];
    let (ha, hb) = (a.as_ptr() as usize, b.as_ptr() as usize);
    unsafe {
        rt.enter_data(
            &SITE,
            &[
                clause(&a, DataKind::Copyin, 0, "a"),
                clause(&b, DataKind::Copyin, 0, "b"),
            ],
            SYNC,
        )
        .unwrap();
        a = [2; 4];
        b = [2; 4];
        // Both lie in the "dead" part; only `b` is named by the region.
        let guard = StackGuard {
            low: ha.min(hb),
            high: ha.max(hb) + 16,
        };
        let f = rt
            .check_compute_begin(&SITE, 1, &[], &[present_arg(&b, "b")], SYNC, guard)
            .expect("begin");
        assert_eq!(std::ptr::read_volatile(&a), [2; 4], "not swapped");
        assert_eq!(std::ptr::read_volatile(&b), [1; 4], "swapped: named");
        rt.check_end(&SITE, f).expect("end");
        assert_eq!((a, b), ([2; 4], [2; 4]));
    }
}

#[test]
fn attached_pointers_keep_host_addresses() {
    #[repr(C)]
    struct V {
        n: usize,
        data: *mut f64,
    }
    let mut rt = rt();
    let mut data = [1.0f64; 4];
    let v = V {
        n: 4,
        data: data.as_mut_ptr(),
    };
    let hv = &v as *const V as usize;
    unsafe {
        let c = [
            Clause {
                host: hv,
                bytes: std::mem::size_of::<V>(),
                kind: DataKind::Copyin as i32,
                flags: 0,
                name: "v",
                rows: None,
                pieces: None,
            },
            clause(&data, DataKind::Copyin, flags::SECTION, "v.data[0:v.n]"),
            Clause {
                host: &v.data as *const *mut f64 as usize,
                bytes: 8,
                kind: DataKind::Attach as i32,
                flags: flags::IF_PRESENT,
                name: "v.data",
                rows: None,
                pieces: None,
            },
        ];
        rt.enter_data(&SITE, &c, SYNC).unwrap();
        assert_eq!(rt.attachments(&v.data as *const *mut f64 as usize), 1);
        // The device copy of the struct holds the host address of the data.
        let dv = rt.deviceptr(hv).unwrap();
        assert_ne!(dv, hv);
        let device_pointer = ((dv + 8) as *const usize).read();
        assert_eq!(device_pointer, data.as_ptr() as usize);
        // A region following the pointer reads the device copy of the data.
        data[2] = 9.0;
        let f = rt
            .check_compute_begin(&SITE, 1, &[], &[], SYNC, StackGuard::NONE)
            .expect("begin");
        assert_eq!(std::ptr::read_volatile(v.data.add(2)), 1.0);
        assert_eq!(std::ptr::read_volatile(&v.n), 4);
        rt.check_end(&SITE, f).expect("end");
        assert_eq!(data[2], 9.0);
    }
}

#[test]
fn deviceptr_addresses_of_present_data_are_host_addresses_in_a_region() {
    let mut rt = rt();
    let a = [0u8; 32];
    let h = a.as_ptr() as usize;
    unsafe {
        rt.enter_data(&SITE, &[clause(&a, DataKind::Copyin, 0, "a")], SYNC)
            .unwrap();
    }
    let d = rt.deviceptr(h).unwrap();
    assert_ne!(d, h);
    assert_eq!(rt.check_host_address(d + 5).unwrap(), h + 5);
    let other = rt.malloc(8).unwrap();
    assert_eq!(
        rt.check_host_address(other).unwrap(),
        other,
        "acc_malloc's own"
    );
}

#[test]
fn a_data_frame_exits_what_its_begin_entered() {
    let mut rt = rt();
    let mut a = [0i32; 4];
    let h = a.as_ptr() as usize;
    unsafe {
        let f = rt
            .check_data_begin(
                &Site {
                    construct: "data",
                    ..SITE
                },
                3,
                &[clause(&a, DataKind::Copyout, 0, "a")],
                SYNC,
            )
            .expect("begin");
        assert_eq!(f.loc, 3);
        assert!(rt.is_present(h, 16).unwrap());
        let g = rt
            .check_compute_begin(
                &SITE,
                1,
                &[],
                &[present_arg(&a, "a")],
                SYNC,
                StackGuard::NONE,
            )
            .expect("begin");
        std::ptr::write_volatile(&mut a, [4; 4]);
        rt.check_end(&SITE, g).expect("end");
        assert_eq!(a, [0; 4], "still on the device only");
        rt.check_end(&SITE, f).expect("end");
        assert_eq!(a, [4; 4], "copied out by the data construct's end");
        assert!(!rt.is_present(h, 16).unwrap());
    }
}

#[test]
fn partial_overlaps_and_absent_data_are_errors_as_on_a_gpu() {
    let mut rt = rt();
    let a = [0u8; 64];
    unsafe {
        rt.enter_data(
            &SITE,
            &[clause(&a[..32], DataKind::Copyin, 0, "a[0:32]")],
            SYNC,
        )
        .unwrap();
        let e = rt
            .check_compute_begin(
                &SITE,
                1,
                &[clause(&a, DataKind::Copy, 0, "a[0:64]")],
                &[],
                SYNC,
                StackGuard::NONE,
            )
            .expect_err("partial overlap");
        assert!(
            e.message().contains("copy(a[0:64]): host range")
                && e.message().contains("partially overlaps the present range"),
            "{}",
            e.message()
        );
        let e = rt
            .update(
                &Site {
                    construct: "update",
                    ..SITE
                },
                &[clause(&a[32..], DataKind::UpdateSelf, 0, "a[32:32]")],
                SYNC,
            )
            .expect_err("absent");
        assert!(
            e.message()
                .starts_with("prog.c:7: update in main(): self(a[32:32]): host range"),
            "{}",
            e.message()
        );
    }
}
