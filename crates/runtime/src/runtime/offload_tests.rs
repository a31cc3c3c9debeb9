//! The offload ABI (`include/accrt.h`, ABI 2) on the mock device: reference counts,
//! bare-pointer lookups, flags, errors, async queues, kernel launches; and lazy
//! discovery of device kinds.

use std::ffi::{c_char, c_void, CStr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::offload::{
    arg_kind, flags, groups_for, Clause, DataKind, KernelRef, LaunchArg, Pieces, Rows, Site,
};
use super::*;
use crate::device::{code, Geometry};
use crate::host::HostDevice;
use crate::mock::{MockArg, MockDevice, MockState};

const BASE: usize = 0xd000_0000;

const SITE: Site<'static> = Site {
    file: "prog.c",
    line: 42,
    function: "main",
    construct: "parallel loop",
};

fn no_env() -> EnvConfig {
    EnvConfig::default()
}

/// Host + one mock device (kind nvidia, the default).
fn rt() -> (Runtime, Arc<Mutex<MockState>>) {
    let (d, st) = MockDevice::new(DeviceKind::Nvidia, BASE);
    let devs: Vec<Box<dyn Device>> = vec![
        Box::new(HostDevice::new(DeviceKind::Host).expect("host")),
        Box::new(d),
    ];
    let rt = Runtime::new(devs, KindSet::default().with(DeviceKind::Nvidia), &no_env())
        .expect("runtime");
    (rt, st)
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

/// A clause over data the runtime may write (copy back).
fn clause_mut<'a, T>(v: &mut [T], kind: DataKind, fl: i32, name: &'a str) -> Clause<'a> {
    Clause {
        host: v.as_mut_ptr() as usize,
        bytes: std::mem::size_of_val(v),
        kind: kind as i32,
        flags: fl,
        name,
        rows: None,
        pieces: None,
    }
}

fn at<'a>(addr: usize, bytes: usize, kind: DataKind, fl: i32, name: &'a str) -> Clause<'a> {
    Clause {
        host: addr,
        bytes,
        kind: kind as i32,
        flags: fl,
        name,
        rows: None,
        pieces: None,
    }
}

const SYNC: i32 = async_code::SYNC;

fn counts(rt: &mut Runtime, h: usize) -> Option<(u64, u64)> {
    let slot = rt.current_slot().unwrap();
    slot.present
        .find(h, 0)
        .ok()
        .flatten()
        .and_then(|hit| slot.present.get(hit.entry.start))
        .map(|e| (e.structured, e.dynamic))
}

fn dev_of(rt: &mut Runtime, h: usize) -> usize {
    rt.deviceptr(h).unwrap()
}

fn f64s(bytes: Vec<u8>) -> Vec<f64> {
    bytes
        .chunks(8)
        .map(|c| f64::from_ne_bytes(c.try_into().unwrap()))
        .collect()
}

// ----- data clauses -----

#[test]
fn structured_references_copy_in_and_out_once() {
    let (mut rt, st) = rt();
    let a: Vec<f64> = (0..8).map(f64::from).collect();
    let mut b = vec![1.0f64; 8];
    let outer = [
        clause(&a, DataKind::Copyin, 0, "a"),
        clause_mut(&mut b, DataKind::Copy, 0, "b"),
    ];
    unsafe { rt.data_begin(&SITE, &outer, SYNC).unwrap() };
    assert_eq!(counts(&mut rt, a.as_ptr() as usize), Some((1, 0)));
    let db = dev_of(&mut rt, b.as_ptr() as usize);
    assert_eq!(st.lock().unwrap().to_device_bytes, 128);
    // a nested compute construct with the same clauses: no new copies
    unsafe { rt.data_begin(&SITE, &outer, SYNC).unwrap() };
    assert_eq!(counts(&mut rt, b.as_ptr() as usize), Some((2, 0)));
    assert_eq!(st.lock().unwrap().to_device_bytes, 128);
    // the device changes b
    let newb = [5.0f64; 8];
    unsafe {
        rt.memcpy_to_device(db, newb.as_ptr() as usize, 64, Queue::Sync)
            .unwrap()
    };
    unsafe { rt.data_end(&SITE, &outer, SYNC).unwrap() };
    assert_eq!(b, vec![1.0; 8], "still referenced: not copied back");
    unsafe { rt.data_end(&SITE, &outer, SYNC).unwrap() };
    assert_eq!(b, vec![5.0; 8], "copied back at the last exit");
    assert_eq!(counts(&mut rt, a.as_ptr() as usize), None);
    let s = st.lock().unwrap();
    assert_eq!(s.from_device_bytes, 64, "copyin is not copied back");
    assert_eq!((s.allocs, s.frees), (2, 2));
}

#[test]
fn dynamic_references_and_finalize() {
    let (mut rt, st) = rt();
    let mut a = [3.0f64; 4];
    let h = a.as_ptr() as usize;
    let enter = [clause(&a, DataKind::Copyin, 0, "a")];
    let create = [clause(&a, DataKind::Create, 0, "a")];
    let site = Site {
        construct: "enter data",
        ..SITE
    };
    unsafe {
        rt.enter_data(&site, &enter, SYNC).unwrap();
        rt.enter_data(&site, &create, SYNC).unwrap();
    }
    assert_eq!(counts(&mut rt, h), Some((0, 2)));
    // a data construct in between adds a structured reference
    unsafe { rt.data_begin(&SITE, &[clause(&a, DataKind::Present, 0, "a")], SYNC) }.unwrap();
    assert_eq!(counts(&mut rt, h), Some((1, 2)));
    unsafe { rt.data_end(&SITE, &[clause(&a, DataKind::Present, 0, "a")], SYNC) }.unwrap();
    let d = dev_of(&mut rt, h);
    st.lock().unwrap().buffers.get_mut(&d).unwrap()[..8].copy_from_slice(&9.0f64.to_ne_bytes());
    let out = [clause_mut(&mut a, DataKind::Copyout, 0, "a")];
    let site = Site {
        construct: "exit data",
        ..SITE
    };
    unsafe { rt.exit_data(&site, &out, SYNC).unwrap() };
    assert_eq!(counts(&mut rt, h), Some((0, 1)));
    assert_eq!(a[0], 3.0);
    let fin = [clause_mut(&mut a, DataKind::Copyout, flags::FINALIZE, "a")];
    unsafe { rt.enter_data(&site, &enter, SYNC).unwrap() };
    assert_eq!(counts(&mut rt, h), Some((0, 2)));
    unsafe { rt.exit_data(&site, &fin, SYNC).unwrap() };
    assert_eq!(
        counts(&mut rt, h),
        None,
        "finalize drops every dynamic reference"
    );
    assert_eq!(a[0], 9.0);
    // delete of absent data does nothing
    unsafe {
        rt.exit_data(&site, &[clause(&a, DataKind::Delete, 0, "a")], SYNC)
            .unwrap()
    };
    assert_eq!(a, [9.0, 3.0, 3.0, 3.0]);
}

#[test]
fn finalize_means_nothing_in_a_data_construct() {
    let (mut rt, _st) = rt();
    let a = [1u8; 16];
    let h = a.as_ptr() as usize;
    let site = Site {
        construct: "enter data",
        ..SITE
    };
    unsafe { rt.enter_data(&site, &[clause(&a, DataKind::Copyin, 0, "a")], SYNC) }.unwrap();
    let c = [clause(&a, DataKind::Copy, flags::FINALIZE, "a")];
    unsafe {
        rt.data_begin(&SITE, &c, SYNC).unwrap();
        rt.data_end(&SITE, &c, SYNC).unwrap();
    }
    assert_eq!(counts(&mut rt, h), Some((0, 1)));
}

#[test]
fn bare_pointers_reference_the_block_that_contains_them() {
    let (mut rt, st) = rt();
    let a = [0u32; 64];
    let h = a.as_ptr() as usize;
    unsafe { rt.enter_data(&SITE, &[clause(&a, DataKind::Copyin, 0, "a")], SYNC) }.unwrap();
    let allocs = st.lock().unwrap().allocs;
    for kind in [
        DataKind::Present,
        DataKind::Copy,
        DataKind::Copyin,
        DataKind::Create,
        DataKind::NoCreate,
    ] {
        let p = [at(h + 40, 0, kind, 0, "p")];
        unsafe { rt.data_begin(&SITE, &p, SYNC) }.unwrap();
        assert_eq!(counts(&mut rt, h), Some((1, 1)), "{kind:?}");
        unsafe { rt.data_end(&SITE, &p, SYNC) }.unwrap();
        assert_eq!(counts(&mut rt, h), Some((0, 1)), "{kind:?}");
    }
    assert_eq!(st.lock().unwrap().allocs, allocs, "nothing allocated");
    // absent: present is an error, the others do nothing; null: nothing
    let other = [0u32; 4];
    let o = other.as_ptr() as usize;
    for kind in [DataKind::Copy, DataKind::Create, DataKind::NoCreate] {
        unsafe { rt.data_begin(&SITE, &[at(o, 0, kind, 0, "q")], SYNC) }.unwrap();
        unsafe { rt.data_end(&SITE, &[at(o, 0, kind, 0, "q")], SYNC) }.unwrap();
    }
    unsafe { rt.data_begin(&SITE, &[at(0, 0, DataKind::Present, 0, "n")], SYNC) }.unwrap();
    let e = unsafe { rt.data_begin(&SITE, &[at(o + 4, 0, DataKind::Present, 0, "q")], SYNC) }
        .unwrap_err();
    let line = e.line("__accrt_data_begin");
    assert!(
        line.starts_with(&format!(
            "accc runtime error: prog.c:42: parallel loop in main(): present(q): host address {:#x} is not present on nvidia device 0; nearest present range",
            o + 4
        )),
        "{line}"
    );
    assert!(
        line.contains(&format!("[{h:#x}, {:#x}) (256 bytes)", h + 256)),
        "{line}"
    );
    assert_eq!(st.lock().unwrap().allocs, allocs);
}

/// `ACCRT_DECLARED_EXTENT` (an array parameter named whole): the declared bytes where
/// nothing contains the address; otherwise the present data from there to its end (a
/// caller's smaller mapping), copied back whole at the end.
#[test]
fn declared_extents_yield_to_present_data() {
    let (mut rt, st) = rt();
    let mut a = vec![1.0f64; 16];
    let h = a.as_mut_ptr() as usize;
    let whole = [at(h, 128, DataKind::Copy, flags::DECLARED_EXTENT, "A")];
    unsafe { rt.data_begin(&SITE, &whole, SYNC) }.unwrap();
    assert_eq!(counts(&mut rt, h), Some((1, 0)));
    assert_eq!(
        st.lock().unwrap().to_device_bytes,
        128,
        "the declared extent"
    );
    unsafe { rt.data_end(&SITE, &whole, SYNC) }.unwrap();
    assert_eq!(counts(&mut rt, h), None);
    // A caller mapped the first 4 elements: the clause uses them, no partial overlap.
    let caller = [clause_mut(&mut a[..4], DataKind::Copy, 0, "A[0:4]")];
    unsafe { rt.data_begin(&SITE, &caller, SYNC) }.unwrap();
    let before = st.lock().unwrap().to_device_bytes;
    unsafe { rt.data_begin(&SITE, &whole, SYNC) }.unwrap();
    assert_eq!(counts(&mut rt, h), Some((2, 0)));
    assert_eq!(
        st.lock().unwrap().to_device_bytes,
        before,
        "present: no copy"
    );
    unsafe { rt.data_end(&SITE, &whole, SYNC) }.unwrap();
    unsafe { rt.data_end(&SITE, &caller, SYNC) }.unwrap();
    assert_eq!(counts(&mut rt, h), None);
}

#[test]
fn flags_always_zero_if_present() {
    let (mut rt, st) = rt();
    let mut a = [1.0f64; 4];
    let h = a.as_ptr() as usize;
    unsafe { rt.enter_data(&SITE, &[clause(&a, DataKind::Copyin, 0, "a")], SYNC) }.unwrap();
    let d = dev_of(&mut rt, h);
    a[2] = 7.0;
    // copyin(always:) of present data copies again
    let always = [clause(&a, DataKind::Copyin, flags::ALWAYSIN, "a")];
    unsafe { rt.data_begin(&SITE, &always, SYNC) }.unwrap();
    assert_eq!(f64s(st.lock().unwrap().read(d, 32))[2], 7.0);
    unsafe { rt.data_end(&SITE, &always, SYNC) }.unwrap();
    // copyout(always:) copies back although the data stays present
    st.lock().unwrap().buffers.get_mut(&d).unwrap()[..8].copy_from_slice(&4.0f64.to_ne_bytes());
    let out = [clause_mut(&mut a, DataKind::Copyout, flags::ALWAYSOUT, "a")];
    unsafe { rt.data_begin(&SITE, &out, SYNC) }.unwrap();
    unsafe { rt.data_end(&SITE, &out, SYNC) }.unwrap();
    assert_eq!(a[0], 4.0);
    assert_eq!(counts(&mut rt, h), Some((0, 1)));
    // create(zero:) starts zeroed (the mock fills new memory with 0xee)
    let z = [9u8; 24];
    let zc = [clause(&z, DataKind::Create, flags::ZERO, "z")];
    unsafe { rt.data_begin(&SITE, &zc, SYNC) }.unwrap();
    let dz = dev_of(&mut rt, z.as_ptr() as usize);
    assert_eq!(st.lock().unwrap().read(dz, 24), vec![0u8; 24]);
    unsafe { rt.data_end(&SITE, &zc, SYNC) }.unwrap();
    let plain = [clause(&z, DataKind::Create, 0, "z")];
    unsafe { rt.data_begin(&SITE, &plain, SYNC) }.unwrap();
    let dz = dev_of(&mut rt, z.as_ptr() as usize);
    assert_eq!(
        st.lock().unwrap().read(dz, 1),
        vec![0xee],
        "no zeroing without the flag"
    );
    // update if_present skips absent data; without it, absent data is an error
    let b = [0.0f64; 2];
    let site = Site {
        construct: "update",
        ..SITE
    };
    unsafe {
        rt.update(
            &site,
            &[clause(&b, DataKind::UpdateDevice, flags::IF_PRESENT, "b")],
            SYNC,
        )
    }
    .unwrap();
    let e = unsafe {
        rt.update(
            &site,
            &[clause(&b, DataKind::UpdateSelf, 0, "b[0:2]")],
            SYNC,
        )
    }
    .unwrap_err();
    assert!(
        e.message().starts_with(&format!(
            "prog.c:42: update in main(): self(b[0:2]): host range [{:#x}, {:#x}) (16 bytes) is not present on nvidia device 0; nearest present range",
            b.as_ptr() as usize,
            b.as_ptr() as usize + 16
        )),
        "{e}"
    );
    // update of present data, both directions, of a subrange
    a[1] = 11.0;
    let upd = [at(h + 8, 8, DataKind::UpdateDevice, 0, "a[1:1]")];
    unsafe { rt.update(&site, &upd, SYNC) }.unwrap();
    assert_eq!(f64s(st.lock().unwrap().read(d + 8, 8)), vec![11.0]);
    st.lock().unwrap().buffers.get_mut(&d).unwrap()[24..32].copy_from_slice(&12.0f64.to_ne_bytes());
    let upd = [at(
        a.as_mut_ptr() as usize + 24,
        8,
        DataKind::UpdateSelf,
        0,
        "a[3:1]",
    )];
    unsafe { rt.update(&site, &upd, SYNC) }.unwrap();
    assert_eq!(a[3], 12.0);
    // zero bytes: nothing
    unsafe { rt.update(&site, &[at(0x10, 0, DataKind::UpdateSelf, 0, "e")], SYNC) }.unwrap();
}

#[test]
fn errors_name_directive_clause_and_ranges() {
    let (mut rt, _st) = rt();
    let a = [0u8; 32];
    let h = a.as_ptr() as usize;
    unsafe { rt.enter_data(&SITE, &[clause(&a, DataKind::Copyin, 0, "a")], SYNC) }.unwrap();
    // partial overlap
    let e = unsafe {
        rt.data_begin(
            &SITE,
            &[at(h + 16, 32, DataKind::Copy, 0, "a[16:32]")],
            SYNC,
        )
    }
    .unwrap_err();
    assert!(e.is_standalone());
    assert!(
        e.message().contains("copy(a[16:32]): host range")
            && e.message().contains("partially overlaps the present range"),
        "{e}"
    );
    // present of absent data, implicit clause
    let b = [0u8; 8];
    let e = unsafe {
        rt.data_begin(
            &SITE,
            &[clause(&b, DataKind::Present, flags::IMPLICIT, "b")],
            SYNC,
        )
    }
    .unwrap_err();
    assert!(
        e.message().contains("implicit present(b): host range"),
        "{e}"
    );
    // null host with bytes
    let e = unsafe { rt.data_begin(&SITE, &[at(0, 8, DataKind::Copyin, 0, "p[0:1]")], SYNC) }
        .unwrap_err();
    assert!(
        e.message()
            .ends_with("copyin(p[0:1]): the host address is null (8 bytes requested)"),
        "{e}"
    );
    // kinds that the entry point does not accept, and unknown kinds
    let e = unsafe { rt.enter_data(&SITE, &[clause(&b, DataKind::Copyout, 0, "b")], SYNC) }
        .unwrap_err();
    assert!(
        e.message()
            .contains("copyout(b): data kind 3 is not valid for __accrt_enter_data"),
        "{e}"
    );
    let bad = Clause {
        kind: 99,
        ..clause(&b, DataKind::Copy, 0, "b")
    };
    let e = unsafe { rt.data_begin(&SITE, &[bad], SYNC) }.unwrap_err();
    assert!(e.message().contains("data kind 99"), "{e}");
    // invalid async argument
    let e = unsafe { rt.data_begin(&SITE, &[clause(&b, DataKind::Copy, 0, "b")], -9) }.unwrap_err();
    assert!(
        e.message()
            .starts_with("prog.c:42: parallel loop in main(): invalid async argument -9"),
        "{e}"
    );
    // out of device memory: the mock refuses more than 1 GiB
    let e = unsafe {
        rt.data_begin(
            &SITE,
            &[at(0x1000_0000, 2 << 30, DataKind::Create, 0, "huge[0:n]")],
            SYNC,
        )
    }
    .unwrap_err();
    assert!(
        e.message().contains(
            "create(huge[0:n]): cannot allocate 2147483648 bytes of device memory for host range [0x10000000, 0x90000000)"
        ) && e.message().contains("mock: out of memory"),
        "{e}"
    );
    // nothing was left behind by the failures
    assert_eq!(counts(&mut rt, h), Some((0, 1)));
    assert_eq!(counts(&mut rt, b.as_ptr() as usize), None);
}

#[test]
fn shared_memory_devices_only_check() {
    let mut rt = Runtime::new(
        crate::discovery::discover(&KindSet::default().with(DeviceKind::Multicore)),
        KindSet::default().with(DeviceKind::Multicore),
        &no_env(),
    )
    .unwrap();
    assert!(!rt.offload_active().unwrap());
    let a = [1u8; 8];
    unsafe {
        rt.data_begin(&SITE, &[clause(&a, DataKind::Present, 0, "a")], SYNC)
            .unwrap();
        rt.update(&SITE, &[clause(&a, DataKind::UpdateSelf, 0, "a")], 4)
            .unwrap();
    }
    assert_eq!(
        rt.use_device(&SITE, a.as_ptr() as usize, "a", false)
            .unwrap(),
        a.as_ptr() as usize
    );
    rt.wait_directive(&SITE, &[1, 2], SYNC).unwrap();
    assert!(rt.wait_directive(&SITE, &[-8], SYNC).is_err());
    let e =
        unsafe { rt.exit_data(&SITE, &[clause(&a, DataKind::Copyin, 0, "a")], SYNC) }.unwrap_err();
    assert!(
        e.message().contains("not valid for __accrt_exit_data"),
        "{e}"
    );
}

#[test]
fn async_queues_and_wait_directives() {
    let (mut rt, st) = rt();
    let mut a = [2.0f64; 4];
    let c = [clause_mut(&mut a, DataKind::Copy, 0, "a")];
    let h = c[0].host;
    unsafe { rt.data_begin(&SITE, &c, 2) }.unwrap();
    assert_eq!(st.lock().unwrap().pending(), 1, "queued on async queue 2");
    let d = dev_of(&mut rt, h);
    rt.wait_directive(&SITE, &[2], SYNC).unwrap();
    assert_eq!(st.lock().unwrap().pending(), 0);
    st.lock().unwrap().buffers.get_mut(&d).unwrap()[..8].copy_from_slice(&6.0f64.to_ne_bytes());
    let up = [at(h, 32, DataKind::UpdateSelf, 0, "a")];
    unsafe { rt.update(&SITE, &up, 3) }.unwrap();
    assert_eq!(st.lock().unwrap().pending(), 1, "queued on async queue 3");
    // queue 1 waits for queue 3 (the mock completes the awaited work then)
    rt.wait_directive(&SITE, &[3], 1).unwrap();
    assert_eq!(st.lock().unwrap().pending(), 0);
    // every queue
    unsafe { rt.update(&SITE, &up, async_code::NOVAL) }.unwrap();
    unsafe { rt.update(&SITE, &up, 5) }.unwrap();
    assert_eq!(st.lock().unwrap().pending(), 2);
    rt.wait_directive(&SITE, &[], SYNC).unwrap();
    assert_eq!(st.lock().unwrap().pending(), 0);
    unsafe { rt.data_end(&SITE, &c, SYNC) }.unwrap();
    assert_eq!(a[0], 6.0);
}

#[test]
fn attach_and_detach_clauses() {
    let (mut rt, st) = rt();
    let target = [1.0f64; 4];
    #[repr(C)]
    struct S {
        p: *const f64,
    }
    let s = S { p: target.as_ptr() };
    let ps = &s.p as *const *const f64 as usize;
    let w = std::mem::size_of::<usize>();
    let site = Site {
        construct: "enter data",
        ..SITE
    };
    let e = unsafe { rt.enter_data(&site, &[at(ps, w, DataKind::Attach, 0, "s.p")], SYNC) }
        .unwrap_err();
    assert!(e.message().contains("attach(s.p): host range"), "{e}");
    assert!(e.message().contains("is not present"), "{e}");
    // The attach a section of a pointer member implies does nothing while the struct is
    // absent; the section is still mapped.
    let implied = [
        clause(&target, DataKind::Copyin, 0, "s.p[0:4]"),
        at(ps, w, DataKind::Attach, flags::IF_PRESENT, "s.p"),
    ];
    unsafe { rt.data_begin(&SITE, &implied, SYNC) }.unwrap();
    assert_eq!(rt.attachments(ps), 0);
    assert!(rt.is_present(target.as_ptr() as usize, 32).unwrap());
    unsafe { rt.data_end(&SITE, &implied, SYNC) }.unwrap();
    assert!(!rt.is_present(target.as_ptr() as usize, 32).unwrap());
    unsafe {
        rt.enter_data(
            &site,
            &[
                at(ps, w, DataKind::Copyin, 0, "s"),
                clause(&target, DataKind::Copyin, 0, "s.p[0:4]"),
                at(ps, w, DataKind::Attach, 0, "s.p"),
            ],
            SYNC,
        )
        .unwrap();
    }
    let dps = dev_of(&mut rt, ps);
    let dt = dev_of(&mut rt, target.as_ptr() as usize);
    assert_eq!(st.lock().unwrap().read_usize(dps), dt);
    assert_eq!(rt.attachments(ps), 1);
    // a data construct attaches and detaches
    let c = [at(ps, w, DataKind::Attach, 0, "s.p")];
    unsafe { rt.data_begin(&SITE, &c, SYNC) }.unwrap();
    assert_eq!(rt.attachments(ps), 2);
    unsafe { rt.data_end(&SITE, &c, SYNC) }.unwrap();
    assert_eq!(rt.attachments(ps), 1);
    let site = Site {
        construct: "exit data",
        ..SITE
    };
    unsafe {
        rt.exit_data(
            &site,
            &[at(ps, w, DataKind::Detach, flags::FINALIZE, "s.p")],
            SYNC,
        )
    }
    .unwrap();
    assert_eq!(rt.attachments(ps), 0);
    assert_eq!(st.lock().unwrap().read_usize(dps), target.as_ptr() as usize);
}

const POINTER_BYTES: usize = std::mem::size_of::<usize>();

/// `copy(a[0:3][1:2])` of a `double **a`: the clause of a dynamic multidimensional array.
fn rows_clause<'a>(pointers: &[*mut f64], kind: DataKind, fl: i32, name: &'a str) -> Clause<'a> {
    let elem = std::mem::size_of::<f64>();
    Clause {
        rows: Some(Rows {
            start: elem,
            bytes: 2 * elem,
        }),
        ..clause(pointers, kind, fl | flags::ROWS | flags::SECTION, name)
    }
}

#[test]
fn dynamic_multidimensional_arrays_map_each_row_and_attach_its_pointer() {
    let (mut rt, st) = rt();
    let mut rows: Vec<Vec<f64>> = (0..3)
        .map(|r| (0..4).map(|c| f64::from(10 * r + c)).collect())
        .collect();
    let pointers: Vec<*mut f64> = rows.iter_mut().map(|r| r.as_mut_ptr()).collect();
    let elem = std::mem::size_of::<f64>();
    let c = [rows_clause(&pointers, DataKind::Copy, 0, "a[0:3][1:2]")];
    unsafe { rt.data_begin(&SITE, &c, SYNC) }.unwrap();
    // the three pointers are attached by one write
    assert_eq!(st.lock().unwrap().pointer_writes, 1);
    let table = dev_of(&mut rt, pointers.as_ptr() as usize);
    for (r, &p) in pointers.iter().enumerate() {
        // each row's section is present, and the device pointer reaches it at [1]
        let section = dev_of(&mut rt, p as usize + elem);
        let device_pointer = st.lock().unwrap().read_usize(table + r * POINTER_BYTES);
        assert_eq!(device_pointer + elem, section, "row {r}");
        let values = f64s(st.lock().unwrap().read(section, 2 * elem));
        assert_eq!(
            values,
            [f64::from(10 * r as i32 + 1), f64::from(10 * r as i32 + 2)]
        );
        // the kernel's writes
        st.lock()
            .unwrap()
            .write(section, &(-1.0f64 - r as f64).to_ne_bytes());
        assert_eq!(
            rt.attachments(pointers.as_ptr() as usize + r * POINTER_BYTES),
            1
        );
    }
    // present data: the rows take another reference
    let inner = [rows_clause(&pointers, DataKind::Present, 0, "a[0:3][1:2]")];
    unsafe { rt.data_begin(&SITE, &inner, SYNC) }.unwrap();
    assert_eq!(rt.attachments(pointers.as_ptr() as usize), 2);
    unsafe { rt.data_end(&SITE, &inner, SYNC) }.unwrap();
    unsafe { rt.data_end(&SITE, &c, SYNC) }.unwrap();
    // and detached by one more
    assert_eq!(st.lock().unwrap().pointer_writes, 2);
    // the rows came back, the host's pointers are untouched, nothing stays present
    for (r, row) in rows.iter().enumerate() {
        assert_eq!(row[1], -1.0 - r as f64, "row {r}");
        assert_eq!(
            (row[0], row[2], row[3]),
            (
                f64::from(10 * r as i32),
                f64::from(10 * r as i32 + 2),
                f64::from(10 * r as i32 + 3)
            )
        );
    }
    assert_eq!(pointers[1], rows[1].as_mut_ptr());
    assert_eq!(rt.attachments(pointers.as_ptr() as usize), 0);
    assert_eq!(rt.deviceptr(pointers.as_ptr() as usize).unwrap(), 0);
    assert_eq!(rt.deviceptr(pointers[0] as usize + elem).unwrap(), 0);
    // `update self` copies the rows alone
    unsafe { rt.data_begin(&SITE, &c, SYNC) }.unwrap();
    let section = dev_of(&mut rt, pointers[2] as usize + elem);
    st.lock().unwrap().write(section, &7.5f64.to_ne_bytes());
    let update = [Clause {
        kind: DataKind::UpdateSelf as i32,
        ..c[0]
    }];
    unsafe {
        rt.update(
            &Site {
                construct: "update",
                ..SITE
            },
            &update,
            SYNC,
        )
    }
    .unwrap();
    assert_eq!(rows[2][1], 7.5);
    unsafe { rt.data_end(&SITE, &c, SYNC) }.unwrap();
    // a null row is an error naming the clause
    let mut with_null = pointers.clone();
    with_null[1] = std::ptr::null_mut();
    let e = unsafe {
        rt.data_begin(
            &SITE,
            &[rows_clause(&with_null, DataKind::Copyin, 0, "a[0:3][1:2]")],
            SYNC,
        )
    }
    .unwrap_err();
    assert!(
        e.message()
            .contains("copyin(a[0:3][1:2]): the host address is null"),
        "{e}"
    );
}

#[test]
fn use_device_gives_device_addresses() {
    let (mut rt, _st) = rt();
    let a = [0u16; 8];
    let h = a.as_ptr() as usize;
    let e = rt.use_device(&SITE, h, "a", false).unwrap_err();
    assert!(
        e.message().contains("use_device(a): host address")
            && e.message()
                .contains("no data is present on nvidia device 0"),
        "{e}"
    );
    assert_eq!(rt.use_device(&SITE, h, "a", true).unwrap(), h);
    assert_eq!(rt.use_device(&SITE, 0, "n", false).unwrap(), 0);
    unsafe { rt.enter_data(&SITE, &[clause(&a, DataKind::Create, 0, "a")], SYNC) }.unwrap();
    let d = dev_of(&mut rt, h);
    assert_eq!(rt.use_device(&SITE, h + 6, "a", false).unwrap(), d + 6);
    assert!(rt.offload_active().unwrap());
}

// ----- kernels -----

struct TestKernel {
    name: &'static CStr,
    source: &'static CStr,
    cache: *mut c_void,
}

impl TestKernel {
    fn new(name: &'static CStr, source: &'static CStr) -> TestKernel {
        TestKernel {
            name,
            source,
            cache: std::ptr::null_mut(),
        }
    }

    fn r(&mut self) -> KernelRef<'static> {
        KernelRef {
            name: self.name,
            opencl_source: self.source.as_ptr(),
            cuda_source: std::ptr::null::<c_char>(),
            cuda_image: std::ptr::null(),
            cuda_image_size: 0,
            cache: &raw mut self.cache,
        }
    }
}

const SRC: &CStr = c"__kernel void k1() {} __kernel void k2() {}";

fn value_arg<T>(v: &T, name: &'static str) -> LaunchArg<'static> {
    LaunchArg {
        value: (v as *const T).cast(),
        size: std::mem::size_of::<T>(),
        kind: arg_kind::VALUE,
        name,
    }
}

fn ptr_arg(h: usize, kind: i32, name: &'static str) -> LaunchArg<'static> {
    LaunchArg {
        value: h as *const c_void,
        size: 0,
        kind,
        name,
    }
}

#[test]
fn launch_translates_arguments_and_geometry() {
    let (mut rt, st) = rt();
    let x = [0f32; 100];
    let y = [0f32; 100];
    let hx = x.as_ptr() as usize;
    unsafe { rt.data_begin(&SITE, &[clause(&x, DataKind::Copyin, 0, "x")], SYNC) }.unwrap();
    let dx = dev_of(&mut rt, hx);
    let n: i32 = 90;
    let dev_addr = dx + 8;
    let args = [
        value_arg(&n, "n"),
        ptr_arg(hx + 40, arg_kind::DEVICE_PTR, "x"),
        ptr_arg(0, arg_kind::DEVICE_PTR, "null"),
        ptr_arg(y.as_ptr() as usize, arg_kind::DEVICE_PTR_IF_PRESENT, "y"),
        ptr_arg(dev_addr, arg_kind::DEVICE_ADDR, "d"),
    ];
    let mut k = TestKernel::new(c"k1", SRC);
    unsafe { rt.launch(&SITE, &k.r(), 1000, 0, 128, 256, &args, 2) }.unwrap();
    {
        let s = st.lock().unwrap();
        let l = &s.launches[0];
        assert_eq!(l.function, "k1");
        assert_eq!(
            l.geometry,
            Geometry {
                groups: 8,
                block: 128,
                shared_bytes: 256
            }
        );
        assert_eq!(l.queue, Queue::Id(2));
        // the directive, for failures the device finds later
        assert_eq!(l.site, "prog.c:42: parallel loop in main()");
        assert_eq!(
            l.args,
            vec![
                (
                    "n".to_string(),
                    MockArg::Bytes(90i32.to_ne_bytes().to_vec())
                ),
                ("x".to_string(), MockArg::DevicePtr(dx + 40)),
                ("null".to_string(), MockArg::DevicePtr(0)),
                ("y".to_string(), MockArg::DevicePtr(0)),
                ("d".to_string(), MockArg::DevicePtr(dx + 8)),
            ]
        );
    }
    // explicit gangs; the capped default
    unsafe { rt.launch(&SITE, &k.r(), 1000, 3, 64, 0, &args[..1], SYNC) }.unwrap();
    unsafe { rt.launch(&SITE, &k.r(), 1 << 40, 0, 256, 0, &args[..1], SYNC) }.unwrap();
    {
        let s = st.lock().unwrap();
        assert_eq!(s.launches[1].geometry.groups, 3);
        assert_eq!(s.launches[1].queue, Queue::Sync);
        assert_eq!(
            s.launches[2].geometry.groups,
            4 * 8,
            "4 compute units x 2048/256"
        );
    }
    // absent data as a device pointer: an error naming kernel and argument
    let e = unsafe {
        rt.launch(
            &SITE,
            &k.r(),
            10,
            0,
            32,
            0,
            &[ptr_arg(y.as_ptr() as usize, arg_kind::DEVICE_PTR, "y")],
            SYNC,
        )
    }
    .unwrap_err();
    assert!(
        e.message().starts_with(&format!(
            "prog.c:42: parallel loop in main(): kernel `k1`, argument `y`: host address {:#x} is not present on nvidia device 0; nearest present range",
            y.as_ptr() as usize
        )),
        "{e}"
    );
    let e = unsafe { rt.launch(&SITE, &k.r(), 10, 0, 32, 0, &[ptr_arg(hx, 99, "x")], SYNC) }
        .unwrap_err();
    assert!(e.message().contains("unknown argument kind 99"), "{e}");
    // a reduction accumulator: its identity is required, and a device without
    // accumulators says so
    let e = unsafe {
        rt.launch(
            &SITE,
            &k.r(),
            10,
            0,
            32,
            0,
            &[ptr_arg(hx, arg_kind::ACCUMULATOR, "acc")],
            SYNC,
        )
    }
    .unwrap_err();
    assert!(
        e.message()
            .contains("reduction accumulator of `acc`: no identity value"),
        "{e}"
    );
    let identity = LaunchArg {
        kind: arg_kind::ACCUMULATOR,
        ..value_arg(&n, "acc")
    };
    let e = unsafe { rt.launch(&SITE, &k.r(), 10, 0, 32, 0, &[identity], SYNC) }.unwrap_err();
    assert!(
        e.message()
            .contains("kernel `k1`, reduction accumulator of `acc` on nvidia device 0")
            && e.message().contains("have no reduction accumulators"),
        "{e}"
    );
    let bad_value = LaunchArg {
        size: 0,
        ..value_arg(&n, "n")
    };
    let e = unsafe { rt.launch(&SITE, &k.r(), 10, 0, 32, 0, &[bad_value], SYNC) }.unwrap_err();
    assert!(
        e.message()
            .contains("a by-value argument needs a value and a size"),
        "{e}"
    );
}

#[test]
fn constant_copies_name_the_present_device_range() {
    let (mut rt, st) = rt();
    let coef = [0f32; 64];
    let other = [0f32; 8];
    let h = coef.as_ptr() as usize;
    unsafe { rt.data_begin(&SITE, &[clause(&coef, DataKind::Copyin, 0, "coef")], SYNC) }.unwrap();
    let d = dev_of(&mut rt, h);
    let copy = |at: usize, bytes: usize| LaunchArg {
        size: bytes,
        ..ptr_arg(at, arg_kind::CONSTANT_COPY, "__accc_k7_1_coef")
    };
    let mut k = TestKernel::new(c"k1", SRC);
    let args = [ptr_arg(h, arg_kind::DEVICE_PTR, "coef"), copy(h + 8, 244)];
    unsafe { rt.launch(&SITE, &k.r(), 100, 0, 32, 0, &args, 3) }.unwrap();
    {
        let s = st.lock().unwrap();
        assert_eq!(
            s.constant_copies,
            vec![(
                "k1".to_string(),
                "__accc_k7_1_coef".to_string(),
                d + 8,
                244,
                Queue::Id(3)
            )]
        );
        // Not a kernel parameter.
        assert_eq!(s.launches[0].args.len(), 1);
    }
    // A range that runs past the present data, or absent data: errors naming the copy.
    for (at, bytes) in [(h + 16, 256), (other.as_ptr() as usize, 32)] {
        let e = unsafe { rt.launch(&SITE, &k.r(), 100, 0, 32, 0, &[copy(at, bytes)], SYNC) }
            .unwrap_err();
        assert!(
            e.message()
                .contains("kernel `k1`, constant-memory copy `__accc_k7_1_coef`: host range"),
            "{e}"
        );
        assert!(e.message().contains("is not present"), "{e}");
    }
    assert_eq!(st.lock().unwrap().launches.len(), 1);
}

#[test]
fn launch_limits_are_checked() {
    let (mut rt, st) = rt();
    let mut k = TestKernel::new(c"k2", SRC);
    let e = unsafe { rt.launch(&SITE, &k.r(), 10, 0, 2048, 0, &[], SYNC) }.unwrap_err();
    assert!(
        e.message().contains(
            "kernel `k2` was compiled for work-groups of 2048 work-items, but nvidia device 0 (accc mock device) runs at most 1024"
        ),
        "{e}"
    );
    st.lock().unwrap().function_max_block = 256;
    let mut k1 = TestKernel::new(c"k1", SRC);
    let e = unsafe { rt.launch(&SITE, &k1.r(), 10, 0, 512, 0, &[], SYNC) }.unwrap_err();
    assert!(e.message().contains("limit of this kernel 256"), "{e}");
    let e = unsafe { rt.launch(&SITE, &k.r(), 10, 0, 64, 48 * 1024, &[], SYNC) }.unwrap_err();
    assert!(
        e.message().contains("needs 50176 bytes of shared (local) memory per work-group (49152 dynamic, 1024 static), but nvidia device 0 has 49152"),
        "{e}"
    );
    for (block, gangs) in [(0, 0), (-1, 0), (32, -2)] {
        let e = unsafe { rt.launch(&SITE, &k.r(), 10, gangs, block, 0, &[], SYNC) }.unwrap_err();
        assert!(e.message().contains("invalid"), "{e}");
    }
    assert!(st.lock().unwrap().launches.is_empty());
}

#[test]
fn programs_load_once_per_device_and_kernels_cache_their_function() {
    let (mut rt, st) = rt();
    let mut k1 = TestKernel::new(c"k1", SRC);
    let mut k2 = TestKernel::new(c"k2", SRC);
    for _ in 0..3 {
        unsafe {
            rt.launch(&SITE, &k1.r(), 1, 0, 1, 0, &[], SYNC).unwrap();
            rt.launch(&SITE, &k2.r(), 1, 0, 1, 0, &[], SYNC).unwrap();
        }
    }
    {
        let s = st.lock().unwrap();
        assert_eq!(s.programs.len(), 1, "one program for the translation unit");
        assert_eq!(s.functions, vec!["k1", "k2"], "one lookup per kernel");
        assert_eq!(s.launches.len(), 6);
    }
    assert!(!k1.cache.is_null());
    // a shutdown unloads: the next launch loads again
    rt.shutdown(code::NVIDIA).unwrap();
    unsafe { rt.launch(&SITE, &k1.r(), 1, 0, 1, 0, &[], SYNC) }.unwrap();
    {
        let s = st.lock().unwrap();
        assert_eq!(s.programs.len(), 2);
        assert_eq!(s.functions.len(), 3);
    }
    // another runtime (as in another test) does not reuse this one's cache entries
    let (mut rt2, st2) = self::rt();
    unsafe { rt2.launch(&SITE, &k1.r(), 1, 0, 1, 0, &[], SYNC) }.unwrap();
    assert_eq!(st2.lock().unwrap().functions, vec!["k1"]);
    // build failures and missing kernels are reported with the kernel's name
    let mut broken = TestKernel::new(c"kb", c"#error broken kb");
    let e = unsafe { rt.launch(&SITE, &broken.r(), 1, 0, 1, 0, &[], SYNC) }.unwrap_err();
    assert!(
        e.message().starts_with(
            "prog.c:42: parallel loop in main(): kernel `kb`: cannot load its program on nvidia device 0 (accc mock device): MOCK_BUILD_FAILURE; build log:\n#error broken kb"
        ),
        "{e}"
    );
    let mut missing = TestKernel::new(c"k9", SRC);
    let e = unsafe { rt.launch(&SITE, &missing.r(), 1, 0, 1, 0, &[], SYNC) }.unwrap_err();
    assert!(
        e.message().contains("kernel `k9` on nvidia device 0"),
        "{e}"
    );
}

#[test]
fn launch_on_a_shared_memory_device_is_an_error() {
    let mut rt = Runtime::new(
        crate::discovery::discover(&KindSet::default()),
        KindSet::default(),
        &no_env(),
    )
    .unwrap();
    let mut k = TestKernel::new(c"k1", SRC);
    let e = unsafe { rt.launch(&SITE, &k.r(), 1, 0, 1, 0, &[], SYNC) }.unwrap_err();
    assert!(
        e.message()
            .contains("the current device, host device 0, runs compute regions on the CPU"),
        "{e}"
    );
    assert!(k.cache.is_null());
}

#[test]
fn group_counts() {
    assert_eq!(groups_for(1000, 0, 64, 2, None), 16);
    assert_eq!(groups_for(1000, 7, 64, 2, None), 7);
    assert_eq!(groups_for(0, 0, 64, 2, None), 1);
    assert_eq!(groups_for(-5, 0, 64, 2, None), 1);
    assert_eq!(groups_for(i64::MAX, 0, 64, 2, None), 2 * 32);
    assert_eq!(groups_for(i64::MAX, 0, 1024, 132, None), 132 * 4);
    assert_eq!(
        groups_for(i64::MAX, 0, 256, 0, None),
        8,
        "at least one compute unit"
    );
    assert_eq!(groups_for(65, 0, 64, 1, None), 2);
    // The device's count of resident groups replaces the rule of thumb.
    assert_eq!(groups_for(i64::MAX, 0, 128, 132, Some(12)), 132 * 12);
    assert_eq!(groups_for(1000, 0, 128, 132, Some(12)), 8);
    assert_eq!(
        groups_for(i64::MAX, 0, 128, 2, Some(0)),
        2,
        "at least one per unit"
    );
    assert_eq!(
        groups_for(i64::MAX, 5, 128, 132, Some(12)),
        5,
        "num_gangs wins"
    );
}

#[test]
fn data_kind_codes_match_the_header() {
    let header = include_str!("../../../../include/accrt.h");
    for k in DataKind::ALL {
        let name = format!("{:?}", k);
        let c_name = match k {
            DataKind::NoCreate => "ACCRT_NO_CREATE".to_string(),
            DataKind::UpdateDevice => "ACCRT_UPDATE_DEVICE".to_string(),
            DataKind::UpdateSelf => "ACCRT_UPDATE_SELF".to_string(),
            _ => format!("ACCRT_{}", name.to_uppercase()),
        };
        assert!(
            header.contains(&format!("{c_name} = {}", k as i32)),
            "{c_name} = {} not in accrt.h",
            k as i32
        );
    }
    for (n, v) in [
        ("ACCRT_ALWAYSIN", flags::ALWAYSIN),
        ("ACCRT_ALWAYSOUT", flags::ALWAYSOUT),
        ("ACCRT_ZERO", flags::ZERO),
        ("ACCRT_FINALIZE", flags::FINALIZE),
        ("ACCRT_IF_PRESENT", flags::IF_PRESENT),
        ("ACCRT_IMPLICIT", flags::IMPLICIT),
        ("ACCRT_READONLY", flags::READONLY),
        ("ACCRT_SECTION", flags::SECTION),
        ("ACCRT_ARG_VALUE", arg_kind::VALUE),
        ("ACCRT_ARG_DEVICE_PTR", arg_kind::DEVICE_PTR),
        (
            "ACCRT_ARG_DEVICE_PTR_IF_PRESENT",
            arg_kind::DEVICE_PTR_IF_PRESENT,
        ),
        ("ACCRT_ARG_DEVICE_ADDR", arg_kind::DEVICE_ADDR),
        ("ACCRT_ARG_CONSTANT_COPY", arg_kind::CONSTANT_COPY),
        (
            "ACCRT_ARG_DEVICE_PTR_READ_ONLY",
            arg_kind::DEVICE_PTR_READ_ONLY,
        ),
        (
            "ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT",
            arg_kind::DEVICE_PTR_READ_ONLY_IF_PRESENT,
        ),
    ] {
        assert!(
            header.contains(&format!("{n} = {v}")),
            "{n} = {v} not in accrt.h"
        );
    }
}

// ----- lazy discovery -----

/// A runtime whose OpenCL kind is discovered lazily, finding `n` mock devices.
fn lazy_rt(
    n: usize,
    registered: KindSet,
    env: EnvConfig,
) -> (Result<Runtime, AccError>, Arc<AtomicUsize>) {
    let calls = Arc::new(AtomicUsize::new(0));
    let c = Arc::clone(&calls);
    let discoverer: Discoverer = Box::new(move |kind| {
        c.fetch_add(1, Ordering::SeqCst);
        assert_eq!(kind, DeviceKind::OpenCl);
        let devs: Vec<Box<dyn Device>> = (0..n)
            .map(|i| {
                Box::new(MockDevice::new(DeviceKind::OpenCl, BASE + i * 0x1000_0000).0)
                    as Box<dyn Device>
            })
            .collect();
        let reason = (n == 0).then(|| "the OpenCL library found no platform".to_string());
        (devs, reason)
    });
    let rt = Runtime::with_discovery(
        crate::discovery::discover(&registered),
        KindSet::default().with(DeviceKind::OpenCl),
        discoverer,
        registered,
        &env,
    );
    (rt, calls)
}

#[test]
fn opencl_is_looked_for_only_when_needed() {
    let mc = KindSet::default().with(DeviceKind::Multicore);
    let (rt, calls) = lazy_rt(1, mc, no_env());
    let mut rt = rt.unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Multicore, "not the default");
    assert_eq!(
        calls.load(Ordering::SeqCst),
        0,
        "not looked for at start-up"
    );
    assert_eq!(rt.num_devices(code::MULTICORE), 1);
    assert_eq!(rt.device_num(code::NVIDIA), -1);
    assert_eq!(calls.load(Ordering::SeqCst), 0);
    assert_eq!(rt.num_devices(code::OPENCL), 1);
    assert_eq!(rt.num_devices(code::OPENCL), 1);
    assert_eq!(calls.load(Ordering::SeqCst), 1, "looked for once");
    assert_eq!(rt.device_type(), DeviceKind::Multicore);
    assert_eq!(rt.num_devices(code::NOT_HOST), 2);
    rt.set_device_type(code::OPENCL).unwrap();
    assert!(rt.offload_active().unwrap());
    // not_host prefers registered kinds
    let (rt, _) = lazy_rt(
        1,
        mc,
        EnvConfig {
            device_type: Some("not_host".into()),
            device_num: None,
            ..EnvConfig::default()
        },
    );
    assert_eq!(rt.unwrap().device_type(), DeviceKind::Multicore);
    let (rt, _) = lazy_rt(
        1,
        KindSet::default(),
        EnvConfig {
            device_type: Some("not_host".into()),
            device_num: None,
            ..EnvConfig::default()
        },
    );
    assert_eq!(rt.unwrap().device_type(), DeviceKind::OpenCl);
}

#[test]
fn the_local_rank_picks_among_devices_found_late() {
    let mc = KindSet::default().with(DeviceKind::Multicore);
    let ranked = |rank, num: Option<&str>| EnvConfig {
        device_type: Some("opencl".into()),
        device_num: num.map(String::from),
        local_rank: Some(crate::select::LocalRank {
            rank,
            var: "OMPI_COMM_WORLD_LOCAL_RANK",
        }),
    };
    let (rt, _) = lazy_rt(3, mc, ranked(4, None));
    let mut rt = rt.unwrap();
    assert_eq!(rt.device_num(code::OPENCL), 1, "4 % 3");
    assert!(rt.rank_chose(DeviceKind::OpenCl));
    // the multicore kind has one device: every rank shares it
    assert_eq!(rt.device_num(code::MULTICORE), 0);
    // ACC_DEVICE_NUM wins over the rank
    let (rt, _) = lazy_rt(3, mc, ranked(4, Some("2")));
    let mut rt = rt.unwrap();
    assert_eq!(rt.device_num(code::OPENCL), 2);
    assert!(!rt.rank_chose(DeviceKind::OpenCl));
}

#[test]
fn a_registered_opencl_kind_is_the_default_when_it_has_a_device() {
    let reg = KindSet::default()
        .with(DeviceKind::Multicore)
        .with(DeviceKind::OpenCl);
    let (rt, calls) = lazy_rt(2, reg, no_env());
    let mut rt = rt.unwrap();
    assert_eq!(rt.device_type(), DeviceKind::OpenCl);
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    assert_eq!(rt.num_devices(code::OPENCL), 2);
    let (rt, _) = lazy_rt(0, reg, no_env());
    assert_eq!(
        rt.unwrap().device_type(),
        DeviceKind::Multicore,
        "falls back"
    );
    // late registration
    let (rt, _) = lazy_rt(1, KindSet::default(), no_env());
    let mut rt = rt.unwrap();
    assert_eq!(rt.device_type(), DeviceKind::Host);
    rt.register(DeviceKind::OpenCl);
    assert_eq!(rt.device_type(), DeviceKind::OpenCl);
}

#[test]
fn asking_for_opencl_without_devices_gives_the_reason() {
    let (rt, calls) = lazy_rt(
        0,
        KindSet::default(),
        EnvConfig {
            device_type: Some("opencl".into()),
            device_num: None,
            ..EnvConfig::default()
        },
    );
    let e = rt.err().expect("no device");
    assert_eq!(
        e.line("acc_init"),
        "accc runtime error: ACC_DEVICE_TYPE=opencl: no opencl device is available (the OpenCL library found no platform); available device types: host"
    );
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    let (rt, _) = lazy_rt(0, KindSet::default(), no_env());
    let mut rt = rt.unwrap();
    let e = rt.set_device_type(code::OPENCL).unwrap_err();
    assert!(e.message().contains("found no platform"), "{e}");
    assert_eq!(rt.num_devices(code::OPENCL), 0);
    // shutting down a kind never looked for does not look for it
    let (rt, calls) = lazy_rt(1, KindSet::default(), no_env());
    rt.unwrap().shutdown(code::OPENCL).unwrap();
    assert_eq!(calls.load(Ordering::SeqCst), 0);
}

/// `cuda_image_size` 0: the image's own header tells its size (generated code links
/// nvcc's fatbin under a weak symbol whose size it cannot name).
#[test]
fn cuda_images_without_a_size_tell_their_own() {
    use super::offload::cuda_image;
    let mut fatbin = vec![0x50, 0xED, 0x55, 0xBA, 1, 0, 16, 0];
    fatbin.extend_from_slice(&40u64.to_le_bytes());
    fatbin.resize(16 + 40 + 10, 7);
    let len = |p: *const u8, n: usize| unsafe { cuda_image(p, n) }.map(<[u8]>::len);
    assert_eq!(len(fatbin.as_ptr(), 0), Some(56));
    assert_eq!(
        len(fatbin.as_ptr(), 20),
        Some(20),
        "a given size is taken as it is"
    );
    assert_eq!(len(std::ptr::null(), 0), None);
    assert_eq!(len(std::ptr::null(), 8), None);
    let junk = [1u8, 2, 3, 4, 0];
    assert_eq!(len(junk.as_ptr(), 0), Some(0), "not an image: empty");
}

#[test]
fn synchronous_compute_constructs_are_waited_for_once_at_their_end() {
    let (mut rt, st) = rt();
    let mut x = [1.0f64; 4];
    let cl = [clause_mut(&mut x, DataKind::Copy, 0, "x")];
    let data_site = Site {
        construct: "data",
        ..SITE
    };
    let serial_site = Site {
        construct: "serial",
        ..SITE
    };
    // a data construct, and an async compute construct: no batch
    unsafe { rt.data_begin(&data_site, &cl, SYNC).unwrap() };
    unsafe { rt.data_end(&data_site, &cl, SYNC).unwrap() };
    unsafe { rt.data_begin(&SITE, &cl, 1).unwrap() };
    unsafe { rt.data_end(&SITE, &cl, 1).unwrap() };
    rt.wait_all(None).unwrap();
    assert!(st.lock().unwrap().sync_batches.is_empty());
    // synchronous compute constructs: one batch each, around all their work
    unsafe { rt.data_begin(&SITE, &cl, SYNC).unwrap() };
    assert_eq!(st.lock().unwrap().sync_batches, [true]);
    unsafe { rt.data_end(&SITE, &cl, SYNC).unwrap() };
    unsafe { rt.data_begin(&serial_site, &cl, SYNC).unwrap() };
    unsafe { rt.data_end(&serial_site, &cl, SYNC).unwrap() };
    assert_eq!(st.lock().unwrap().sync_batches, [true, false, true, false]);
    // without ACC_DEFER_KERNELS=1, every construct waits for its work (§2.5)
    assert_eq!(
        st.lock().unwrap().batch_ends_may_finish_later,
        [false, false]
    );
    assert_eq!(x, [1.0; 4]);
    assert!(SITE.is_compute_construct() && serial_site.is_compute_construct());
    for c in ["data", "enter data", "update", "host_data", "wait"] {
        assert!(
            !Site {
                construct: c,
                ..SITE
            }
            .is_compute_construct(),
            "{c}"
        );
    }
}

#[test]
fn fill_bytes_are_read_in_hex_or_decimal() {
    use super::offload::parse_fill_byte;
    assert_eq!(parse_fill_byte("0xa5"), Some(0xa5));
    assert_eq!(parse_fill_byte(" 0XFF "), Some(0xff));
    assert_eq!(parse_fill_byte("165"), Some(165));
    assert_eq!(parse_fill_byte("0"), Some(0));
    assert_eq!(parse_fill_byte("256"), None);
    assert_eq!(parse_fill_byte("0x1ff"), None);
    assert_eq!(parse_fill_byte("zz"), None);
}

/// `update self(m[1:2][1:2])` / `update device(...)` of a `double m[4][4]`
/// (`ACCRT_STRIDED`): only the four named elements move, both ways; a subarray whose
/// pieces touch (`m[1:2][0:4]`) moves as one piece.
#[test]
fn strided_update_moves_only_its_pieces() {
    let (mut rt, st) = rt();
    let elem = std::mem::size_of::<f64>();
    let mut m = [[1.0f64; 4]; 4];
    let whole = at(m.as_ptr() as usize, 16 * elem, DataKind::Copyin, 0, "m");
    unsafe { rt.data_begin(&SITE, &[whole], SYNC) }.unwrap();
    let d = dev_of(&mut rt, whole.host);
    for (k, value) in st.lock().unwrap().buffers.get_mut(&d).unwrap()[..16 * elem]
        .chunks_mut(elem)
        .enumerate()
    {
        value.copy_from_slice(&(k as f64 + 100.0).to_ne_bytes());
    }
    // { levels, count, stride }: two rows of 4 elements apart, 2 elements each.
    let shape = [1usize, 2, 4 * elem];
    let strided = |kind, first: usize, piece: usize| Clause {
        pieces: Some(Pieces {
            shape: shape.as_ptr() as usize,
            bytes: piece * elem,
        }),
        ..at(
            whole.host + first * elem,
            (4 + piece) * elem,
            kind,
            flags::STRIDED,
            "m[1:2][1:2]",
        )
    };
    unsafe { rt.update(&SITE, &[strided(DataKind::UpdateSelf, 5, 2)], SYNC) }.unwrap();
    let got: Vec<f64> = m.iter().flatten().copied().collect();
    let want: Vec<f64> = (0..16)
        .map(|k| match k {
            5 | 6 | 9 | 10 => k as f64 + 100.0,
            _ => 1.0,
        })
        .collect();
    assert_eq!(got, want, "update self: the pieces only");
    m.iter_mut().for_each(|row| row.fill(7.0));
    unsafe { rt.update(&SITE, &[strided(DataKind::UpdateDevice, 5, 2)], SYNC) }.unwrap();
    let device: Vec<f64> = st.lock().unwrap().buffers[&d][..16 * elem]
        .chunks(elem)
        .map(|b| f64::from_ne_bytes(b.try_into().unwrap()))
        .collect();
    let want: Vec<f64> = (0..16)
        .map(|k| match k {
            5 | 6 | 9 | 10 => 7.0,
            _ => k as f64 + 100.0,
        })
        .collect();
    assert_eq!(device, want, "update device: the pieces only");
    // Rows taken whole: one piece of two rows.
    let rows = Pieces {
        shape: shape.as_ptr() as usize,
        bytes: 4 * elem,
    };
    let (levels, bytes) = unsafe { rows.levels() };
    assert!(levels.is_empty());
    assert_eq!(bytes, 8 * elem);
    unsafe { rt.data_end(&SITE, &[whole], SYNC) }.unwrap();
}

/// A data clause with pieces (`present(m[1:2][0:k])` of a `double m[4][4]`, bounds known
/// only at run time): mapped where they touch (`k == 4`, or one row), an error naming the
/// clause where they leave elements out (`k == 2`).
#[test]
fn data_clause_pieces_must_touch() {
    let (mut rt, _st) = rt();
    let elem = std::mem::size_of::<f64>();
    let m = [[1.0f64; 4]; 4];
    let whole = at(m.as_ptr() as usize, 16 * elem, DataKind::Copyin, 0, "m");
    unsafe { rt.data_begin(&SITE, &[whole], SYNC) }.unwrap();
    let present = |shape: &[usize; 3], k: usize| Clause {
        pieces: Some(Pieces {
            shape: shape.as_ptr() as usize,
            bytes: k * elem,
        }),
        ..at(
            whole.host + 4 * elem,
            (4 * (shape[1].max(1) - 1) + k) * elem,
            DataKind::Present,
            flags::SECTION | flags::STRIDED,
            "m[1:n][0:k]",
        )
    };
    let two_rows = [1usize, 2, 4 * elem];
    let one_row = [1usize, 1, 4 * elem];
    for (shape, k) in [(&two_rows, 4), (&one_row, 2)] {
        let c = present(shape, k);
        unsafe { rt.data_begin(&SITE, &[c], SYNC) }.unwrap();
        unsafe { rt.data_end(&SITE, &[c], SYNC) }.unwrap();
    }
    let e = unsafe { rt.data_begin(&SITE, &[present(&two_rows, 2)], SYNC) }.unwrap_err();
    let message = e.to_string();
    assert!(
        message.contains("present(m[1:n][0:k]): the subarray is not contiguous at run time"),
        "{message}"
    );
    unsafe { rt.data_end(&SITE, &[whole], SYNC) }.unwrap();
}
