//! The OpenACC 3.3 runtime routines with C linkage (`include/openacc.h`). Each one
//! converts its arguments and calls the matching [`Runtime`] method through
//! `state::with_runtime`, which reports errors and keeps panics out of C.
//!
//! The routines that take pointers are `unsafe`: C callers must pass what the
//! specification requires (host ranges that are readable/writable for `bytes`
//! bytes, device addresses of the current device).

use std::ffi::{c_char, c_int, c_void};

use crate::device::{DeviceKind, Interop, Queue};
use crate::present::RefKind;
use crate::runtime::Runtime;
use crate::state::{self, with_runtime};

type HVoid = *mut c_void;

fn addr(p: *const c_void) -> usize {
    p as usize
}

fn ptr(a: usize) -> HVoid {
    a as HVoid
}

// ----- 3.2.1 - 3.2.8: devices -----

#[no_mangle]
pub extern "C" fn acc_get_num_devices(dev_type: c_int) -> c_int {
    with_runtime("acc_get_num_devices", |rt| Ok(rt.num_devices(dev_type)))
}

#[no_mangle]
pub extern "C" fn acc_set_device_type(dev_type: c_int) {
    with_runtime("acc_set_device_type", |rt| rt.set_device_type(dev_type))
}

#[no_mangle]
pub extern "C" fn acc_get_device_type() -> c_int {
    state::current_code("acc_get_device_type")
}

#[no_mangle]
pub extern "C" fn acc_set_device_num(dev_num: c_int, dev_type: c_int) {
    with_runtime("acc_set_device_num", |rt| {
        rt.set_device_num(dev_num, dev_type)
    })
}

#[no_mangle]
pub extern "C" fn acc_get_device_num(dev_type: c_int) -> c_int {
    with_runtime("acc_get_device_num", |rt| Ok(rt.device_num(dev_type)))
}

#[no_mangle]
pub extern "C" fn acc_get_property(dev_num: c_int, dev_type: c_int, property: c_int) -> usize {
    with_runtime("acc_get_property", |rt| {
        Ok(rt.property(dev_num, dev_type, property))
    })
}

#[no_mangle]
pub extern "C" fn acc_get_property_string(
    dev_num: c_int,
    dev_type: c_int,
    property: c_int,
) -> *const c_char {
    with_runtime("acc_get_property_string", |rt| {
        Ok(rt.property_string(dev_num, dev_type, property))
    })
}

#[no_mangle]
pub extern "C" fn acc_init(dev_type: c_int) {
    with_runtime("acc_init", |rt| rt.init(dev_type))
}

#[no_mangle]
pub extern "C" fn acc_init_device(dev_num: c_int, dev_type: c_int) {
    with_runtime("acc_init_device", |rt| rt.init_device(dev_num, dev_type))
}

#[no_mangle]
pub extern "C" fn acc_shutdown(dev_type: c_int) {
    with_runtime("acc_shutdown", |rt| rt.shutdown(dev_type))
}

#[no_mangle]
pub extern "C" fn acc_shutdown_device(dev_num: c_int, dev_type: c_int) {
    with_runtime("acc_shutdown_device", |rt| {
        rt.shutdown_device(dev_num, dev_type)
    })
}

// ----- 3.2.9 - 3.2.15: async queues -----

#[no_mangle]
pub extern "C" fn acc_async_test(wait_arg: c_int) -> c_int {
    with_runtime("acc_async_test", |rt| {
        rt.async_test(wait_arg, None).map(c_int::from)
    })
}

#[no_mangle]
pub extern "C" fn acc_async_test_device(wait_arg: c_int, dev_num: c_int) -> c_int {
    with_runtime("acc_async_test_device", |rt| {
        rt.async_test(wait_arg, Some(dev_num)).map(c_int::from)
    })
}

#[no_mangle]
pub extern "C" fn acc_async_test_all() -> c_int {
    with_runtime("acc_async_test_all", |rt| {
        rt.async_test_all(None).map(c_int::from)
    })
}

#[no_mangle]
pub extern "C" fn acc_async_test_all_device(dev_num: c_int) -> c_int {
    with_runtime("acc_async_test_all_device", |rt| {
        rt.async_test_all(Some(dev_num)).map(c_int::from)
    })
}

#[no_mangle]
pub extern "C" fn acc_wait(wait_arg: c_int) {
    with_runtime("acc_wait", |rt| rt.wait(wait_arg, None))
}

#[no_mangle]
pub extern "C" fn acc_wait_device(wait_arg: c_int, dev_num: c_int) {
    with_runtime("acc_wait_device", |rt| rt.wait(wait_arg, Some(dev_num)))
}

#[no_mangle]
pub extern "C" fn acc_wait_async(wait_arg: c_int, async_arg: c_int) {
    with_runtime("acc_wait_async", |rt| {
        rt.wait_async(wait_arg, async_arg, None)
    })
}

#[no_mangle]
pub extern "C" fn acc_wait_device_async(wait_arg: c_int, async_arg: c_int, dev_num: c_int) {
    with_runtime("acc_wait_device_async", |rt| {
        rt.wait_async(wait_arg, async_arg, Some(dev_num))
    })
}

#[no_mangle]
pub extern "C" fn acc_wait_all() {
    with_runtime("acc_wait_all", |rt| rt.wait_all(None))
}

#[no_mangle]
pub extern "C" fn acc_wait_all_device(dev_num: c_int) {
    with_runtime("acc_wait_all_device", |rt| rt.wait_all(Some(dev_num)))
}

#[no_mangle]
pub extern "C" fn acc_wait_all_async(async_arg: c_int) {
    with_runtime("acc_wait_all_async", |rt| {
        rt.wait_all_async(async_arg, None)
    })
}

#[no_mangle]
pub extern "C" fn acc_wait_all_device_async(async_arg: c_int, dev_num: c_int) {
    with_runtime("acc_wait_all_device_async", |rt| {
        rt.wait_all_async(async_arg, Some(dev_num))
    })
}

/// Shared body of `acc_wait_any(_device)`.
///
/// # Safety
/// `wait_arg` must point to `count` ints when `count > 0`.
unsafe fn wait_any(
    routine: &'static str,
    count: c_int,
    wait_arg: *const c_int,
    dev_num: Option<c_int>,
) -> c_int {
    with_runtime(routine, |rt| {
        let args: &[c_int] = if count <= 0 {
            &[]
        } else if wait_arg.is_null() {
            return Err(crate::error::AccError::new(format!(
                "wait_arg is a null pointer but count is {count}"
            )));
        } else {
            std::slice::from_raw_parts(wait_arg, count as usize)
        };
        rt.wait_any(args, dev_num)
    })
}

/// # Safety
/// `wait_arg` must point to `count` ints when `count > 0`.
#[no_mangle]
pub unsafe extern "C" fn acc_wait_any(count: c_int, wait_arg: *mut c_int) -> c_int {
    wait_any("acc_wait_any", count, wait_arg, None)
}

/// # Safety
/// `wait_arg` must point to `count` ints when `count > 0`.
#[no_mangle]
pub unsafe extern "C" fn acc_wait_any_device(
    count: c_int,
    wait_arg: *mut c_int,
    dev_num: c_int,
) -> c_int {
    wait_any("acc_wait_any_device", count, wait_arg, Some(dev_num))
}

#[no_mangle]
pub extern "C" fn acc_get_default_async() -> c_int {
    with_runtime("acc_get_default_async", |rt| Ok(rt.default_async()))
}

#[no_mangle]
pub extern "C" fn acc_set_default_async(async_arg: c_int) {
    with_runtime("acc_set_default_async", |rt| {
        rt.set_default_async(async_arg)
    })
}

// ----- 3.2.16 -----

#[no_mangle]
pub extern "C" fn acc_on_device(dev_type: c_int) -> c_int {
    // Host and multicore code both run on the host's CPUs: host is always true and
    // not_host never (exactly one of the two holds); multicore is true while it is the
    // current device type. These answers need no lock once the device is known.
    const MULTICORE: c_int = crate::device::code::MULTICORE;
    const NOT_HOST: c_int = crate::device::code::NOT_HOST;
    match dev_type {
        c if c == DeviceKind::Host.code() => 1,
        NOT_HOST => 0,
        MULTICORE => c_int::from(state::current_code("acc_on_device") == MULTICORE),
        _ => with_runtime("acc_on_device", |rt| {
            Ok(c_int::from(rt.on_device(dev_type)))
        }),
    }
}

// ----- 3.2.17 - 3.2.18 -----

#[no_mangle]
pub extern "C" fn acc_malloc(bytes: usize) -> HVoid {
    with_runtime("acc_malloc", |rt| rt.malloc(bytes).map(ptr))
}

/// # Safety
/// `data_dev` must be null or come from `acc_malloc` on the current device.
#[no_mangle]
pub unsafe extern "C" fn acc_free(data_dev: HVoid) {
    with_runtime("acc_free", |rt| rt.free(addr(data_dev)))
}

// ----- 3.2.19 - 3.2.23: reference-counted data movement -----

/// `acc_copyin` / `acc_create` and their `_async` forms.
unsafe fn enter(
    routine: &'static str,
    h: HVoid,
    bytes: usize,
    copy: bool,
    async_arg: Option<c_int>,
) -> HVoid {
    with_runtime(routine, |rt| {
        let q = queue(rt, async_arg)?;
        host_args(h, bytes)?;
        rt.enter(addr(h), bytes, copy, RefKind::Dynamic, q).map(ptr)
    })
}

/// `acc_copyout` / `acc_delete` and their `_finalize` / `_async` forms.
unsafe fn exit(
    routine: &'static str,
    h: HVoid,
    bytes: usize,
    copy: bool,
    finalize: bool,
    async_arg: Option<c_int>,
) {
    with_runtime(routine, |rt| {
        let q = queue(rt, async_arg)?;
        host_args(h, bytes)?;
        rt.exit(addr(h), bytes, copy, RefKind::Dynamic, finalize, q)
    })
}

/// The host range of a data routine: a null address with bytes, or a range past the end
/// of the address space, is an error on every device (on host and multicore too, where
/// nothing is copied, so that a program fails the same way wherever it runs).
fn host_args(h: HVoid, bytes: usize) -> Result<(), crate::error::AccError> {
    if h.is_null() && bytes > 0 {
        return Err(crate::runtime::null_with_bytes("host address", bytes));
    }
    if addr(h).checked_add(bytes).is_none() {
        return Err(crate::error::AccError::new(format!(
            "{bytes} bytes from host address {:#x} run past the end of the address space",
            addr(h)
        )));
    }
    Ok(())
}

fn queue(rt: &Runtime, async_arg: Option<c_int>) -> Result<Queue, crate::error::AccError> {
    match async_arg {
        None => Ok(Queue::Sync),
        Some(a) => rt.resolve_async(a),
    }
}

/// # Safety
/// `data_arg` must be readable for `bytes` bytes.
#[no_mangle]
pub unsafe extern "C" fn acc_copyin(data_arg: HVoid, bytes: usize) -> HVoid {
    enter("acc_copyin", data_arg, bytes, true, None)
}

/// # Safety
/// `data_arg` must stay readable for `bytes` bytes until the queue completes.
#[no_mangle]
pub unsafe extern "C" fn acc_copyin_async(data_arg: HVoid, bytes: usize, async_arg: c_int) {
    enter("acc_copyin_async", data_arg, bytes, true, Some(async_arg));
}

/// # Safety
/// `data_arg..data_arg+bytes` must be a host range of the program.
#[no_mangle]
pub unsafe extern "C" fn acc_create(data_arg: HVoid, bytes: usize) -> HVoid {
    enter("acc_create", data_arg, bytes, false, None)
}

/// # Safety
/// `data_arg..data_arg+bytes` must be a host range of the program.
#[no_mangle]
pub unsafe extern "C" fn acc_create_async(data_arg: HVoid, bytes: usize, async_arg: c_int) {
    enter("acc_create_async", data_arg, bytes, false, Some(async_arg));
}

/// # Safety
/// `data_arg` must be writable for `bytes` bytes.
#[no_mangle]
pub unsafe extern "C" fn acc_copyout(data_arg: HVoid, bytes: usize) {
    exit("acc_copyout", data_arg, bytes, true, false, None)
}

/// # Safety
/// `data_arg` must stay writable for `bytes` bytes until the queue completes.
#[no_mangle]
pub unsafe extern "C" fn acc_copyout_async(data_arg: HVoid, bytes: usize, async_arg: c_int) {
    exit(
        "acc_copyout_async",
        data_arg,
        bytes,
        true,
        false,
        Some(async_arg),
    )
}

/// # Safety
/// `data_arg` must be writable for `bytes` bytes.
#[no_mangle]
pub unsafe extern "C" fn acc_copyout_finalize(data_arg: HVoid, bytes: usize) {
    exit("acc_copyout_finalize", data_arg, bytes, true, true, None)
}

/// # Safety
/// `data_arg` must stay writable for `bytes` bytes until the queue completes.
#[no_mangle]
pub unsafe extern "C" fn acc_copyout_finalize_async(
    data_arg: HVoid,
    bytes: usize,
    async_arg: c_int,
) {
    exit(
        "acc_copyout_finalize_async",
        data_arg,
        bytes,
        true,
        true,
        Some(async_arg),
    )
}

/// # Safety
/// `data_arg..data_arg+bytes` must be a host range of the program.
#[no_mangle]
pub unsafe extern "C" fn acc_delete(data_arg: HVoid, bytes: usize) {
    exit("acc_delete", data_arg, bytes, false, false, None)
}

/// # Safety
/// `data_arg..data_arg+bytes` must be a host range of the program.
#[no_mangle]
pub unsafe extern "C" fn acc_delete_async(data_arg: HVoid, bytes: usize, async_arg: c_int) {
    exit(
        "acc_delete_async",
        data_arg,
        bytes,
        false,
        false,
        Some(async_arg),
    )
}

/// # Safety
/// `data_arg..data_arg+bytes` must be a host range of the program.
#[no_mangle]
pub unsafe extern "C" fn acc_delete_finalize(data_arg: HVoid, bytes: usize) {
    exit("acc_delete_finalize", data_arg, bytes, false, true, None)
}

/// # Safety
/// `data_arg..data_arg+bytes` must be a host range of the program.
#[no_mangle]
pub unsafe extern "C" fn acc_delete_finalize_async(
    data_arg: HVoid,
    bytes: usize,
    async_arg: c_int,
) {
    exit(
        "acc_delete_finalize_async",
        data_arg,
        bytes,
        false,
        true,
        Some(async_arg),
    )
}

/// # Safety
/// `data_arg` must be readable for `bytes` bytes (until the queue completes).
#[no_mangle]
pub unsafe extern "C" fn acc_update_device(data_arg: HVoid, bytes: usize) {
    with_runtime("acc_update_device", |rt| {
        host_args(data_arg, bytes)?;
        rt.update_device(addr(data_arg), bytes, Queue::Sync)
    })
}

/// # Safety
/// `data_arg` must be readable for `bytes` bytes (until the queue completes).
#[no_mangle]
pub unsafe extern "C" fn acc_update_device_async(data_arg: HVoid, bytes: usize, async_arg: c_int) {
    with_runtime("acc_update_device_async", |rt| {
        let q = rt.resolve_async(async_arg)?;
        host_args(data_arg, bytes)?;
        rt.update_device(addr(data_arg), bytes, q)
    })
}

/// # Safety
/// `data_arg` must be writable for `bytes` bytes (until the queue completes).
#[no_mangle]
pub unsafe extern "C" fn acc_update_self(data_arg: HVoid, bytes: usize) {
    with_runtime("acc_update_self", |rt| {
        host_args(data_arg, bytes)?;
        rt.update_self(addr(data_arg), bytes, Queue::Sync)
    })
}

/// # Safety
/// `data_arg` must be writable for `bytes` bytes (until the queue completes).
#[no_mangle]
pub unsafe extern "C" fn acc_update_self_async(data_arg: HVoid, bytes: usize, async_arg: c_int) {
    with_runtime("acc_update_self_async", |rt| {
        let q = rt.resolve_async(async_arg)?;
        host_args(data_arg, bytes)?;
        rt.update_self(addr(data_arg), bytes, q)
    })
}

// ----- 3.2.24 - 3.2.28 -----

#[no_mangle]
pub extern "C" fn acc_map_data(data_arg: HVoid, data_dev: HVoid, bytes: usize) {
    with_runtime("acc_map_data", |rt| {
        rt.map_data(addr(data_arg), addr(data_dev), bytes)
    })
}

#[no_mangle]
pub extern "C" fn acc_unmap_data(data_arg: HVoid) {
    with_runtime("acc_unmap_data", |rt| rt.unmap_data(addr(data_arg)))
}

#[no_mangle]
pub extern "C" fn acc_deviceptr(data_arg: HVoid) -> HVoid {
    with_runtime("acc_deviceptr", |rt| rt.deviceptr(addr(data_arg)).map(ptr))
}

#[no_mangle]
pub extern "C" fn acc_hostptr(data_dev: HVoid) -> HVoid {
    with_runtime("acc_hostptr", |rt| rt.hostptr(addr(data_dev)).map(ptr))
}

#[no_mangle]
pub extern "C" fn acc_is_present(data_arg: HVoid, bytes: usize) -> c_int {
    with_runtime("acc_is_present", |rt| {
        rt.is_present(addr(data_arg), bytes).map(c_int::from)
    })
}

// ----- 3.2.29 - 3.2.31: raw copies -----

/// # Safety
/// `data_dev_dest` must be device memory of the current device and
/// `data_host_src` readable, both for `bytes` bytes.
#[no_mangle]
pub unsafe extern "C" fn acc_memcpy_to_device(
    data_dev_dest: HVoid,
    data_host_src: HVoid,
    bytes: usize,
) {
    with_runtime("acc_memcpy_to_device", |rt| {
        rt.memcpy_to_device(addr(data_dev_dest), addr(data_host_src), bytes, Queue::Sync)
    })
}

/// # Safety
/// As `acc_memcpy_to_device`, until the queue completes.
#[no_mangle]
pub unsafe extern "C" fn acc_memcpy_to_device_async(
    data_dev_dest: HVoid,
    data_host_src: HVoid,
    bytes: usize,
    async_arg: c_int,
) {
    with_runtime("acc_memcpy_to_device_async", |rt| {
        let q = rt.resolve_async(async_arg)?;
        rt.memcpy_to_device(addr(data_dev_dest), addr(data_host_src), bytes, q)
    })
}

/// # Safety
/// `data_host_dest` must be writable and `data_dev_src` device memory of the
/// current device, both for `bytes` bytes.
#[no_mangle]
pub unsafe extern "C" fn acc_memcpy_from_device(
    data_host_dest: HVoid,
    data_dev_src: HVoid,
    bytes: usize,
) {
    with_runtime("acc_memcpy_from_device", |rt| {
        rt.memcpy_from_device(addr(data_host_dest), addr(data_dev_src), bytes, Queue::Sync)
    })
}

/// # Safety
/// As `acc_memcpy_from_device`, until the queue completes.
#[no_mangle]
pub unsafe extern "C" fn acc_memcpy_from_device_async(
    data_host_dest: HVoid,
    data_dev_src: HVoid,
    bytes: usize,
    async_arg: c_int,
) {
    with_runtime("acc_memcpy_from_device_async", |rt| {
        let q = rt.resolve_async(async_arg)?;
        rt.memcpy_from_device(addr(data_host_dest), addr(data_dev_src), bytes, q)
    })
}

/// # Safety
/// Both arguments must be device memory of the current device for `bytes` bytes.
#[no_mangle]
pub unsafe extern "C" fn acc_memcpy_device(
    data_dev_dest: HVoid,
    data_dev_src: HVoid,
    bytes: usize,
) {
    with_runtime("acc_memcpy_device", |rt| {
        rt.memcpy_device(addr(data_dev_dest), addr(data_dev_src), bytes, Queue::Sync)
    })
}

/// # Safety
/// As `acc_memcpy_device`.
#[no_mangle]
pub unsafe extern "C" fn acc_memcpy_device_async(
    data_dev_dest: HVoid,
    data_dev_src: HVoid,
    bytes: usize,
    async_arg: c_int,
) {
    with_runtime("acc_memcpy_device_async", |rt| {
        let q = rt.resolve_async(async_arg)?;
        rt.memcpy_device(addr(data_dev_dest), addr(data_dev_src), bytes, q)
    })
}

// ----- 3.2.32 - 3.2.33: attachment -----

fn paddr(p: *mut HVoid) -> usize {
    p as usize
}

/// # Safety
/// `ptr_addr` must be null or point to a pointer.
#[no_mangle]
pub unsafe extern "C" fn acc_attach(ptr_addr: *mut HVoid) {
    with_runtime("acc_attach", |rt| rt.attach(paddr(ptr_addr), Queue::Sync))
}

/// # Safety
/// `ptr_addr` must be null or point to a pointer.
#[no_mangle]
pub unsafe extern "C" fn acc_attach_async(ptr_addr: *mut HVoid, async_arg: c_int) {
    with_runtime("acc_attach_async", |rt| {
        let q = rt.resolve_async(async_arg)?;
        rt.attach(paddr(ptr_addr), q)
    })
}

/// # Safety
/// `ptr_addr` must be null or point to a pointer.
#[no_mangle]
pub unsafe extern "C" fn acc_detach(ptr_addr: *mut HVoid) {
    with_runtime("acc_detach", |rt| {
        rt.detach(paddr(ptr_addr), false, Queue::Sync)
    })
}

/// # Safety
/// `ptr_addr` must be null or point to a pointer.
#[no_mangle]
pub unsafe extern "C" fn acc_detach_async(ptr_addr: *mut HVoid, async_arg: c_int) {
    with_runtime("acc_detach_async", |rt| {
        let q = rt.resolve_async(async_arg)?;
        rt.detach(paddr(ptr_addr), false, q)
    })
}

/// # Safety
/// `ptr_addr` must be null or point to a pointer.
#[no_mangle]
pub unsafe extern "C" fn acc_detach_finalize(ptr_addr: *mut HVoid) {
    with_runtime("acc_detach_finalize", |rt| {
        rt.detach(paddr(ptr_addr), true, Queue::Sync)
    })
}

/// # Safety
/// `ptr_addr` must be null or point to a pointer.
#[no_mangle]
pub unsafe extern "C" fn acc_detach_finalize_async(ptr_addr: *mut HVoid, async_arg: c_int) {
    with_runtime("acc_detach_finalize_async", |rt| {
        let q = rt.resolve_async(async_arg)?;
        rt.detach(paddr(ptr_addr), true, q)
    })
}

// ----- 3.2.34 -----

/// # Safety
/// Both host ranges must be present on their devices (or readable/writable host
/// memory on shared-memory devices) for `bytes` bytes.
#[no_mangle]
pub unsafe extern "C" fn acc_memcpy_d2d(
    data_arg_dest: HVoid,
    data_arg_src: HVoid,
    bytes: usize,
    dev_num_dest: c_int,
    dev_num_src: c_int,
) {
    with_runtime("acc_memcpy_d2d", |rt| {
        rt.memcpy_d2d(
            addr(data_arg_dest),
            addr(data_arg_src),
            bytes,
            dev_num_dest,
            dev_num_src,
            Queue::Sync,
        )
    })
}

/// # Safety
/// As `acc_memcpy_d2d`.
#[no_mangle]
pub unsafe extern "C" fn acc_memcpy_d2d_async(
    data_arg_dest: HVoid,
    data_arg_src: HVoid,
    bytes: usize,
    dev_num_dest: c_int,
    dev_num_src: c_int,
    async_arg_src: c_int,
) {
    with_runtime("acc_memcpy_d2d_async", |rt| {
        let q = rt.resolve_async(async_arg_src)?;
        rt.memcpy_d2d(
            addr(data_arg_dest),
            addr(data_arg_src),
            bytes,
            dev_num_dest,
            dev_num_src,
            q,
        )
    })
}

// ----- OpenACC 2.x names -----

/// # Safety
/// As `acc_copyin`.
#[no_mangle]
pub unsafe extern "C" fn acc_present_or_copyin(data_arg: HVoid, bytes: usize) -> HVoid {
    enter("acc_present_or_copyin", data_arg, bytes, true, None)
}

/// # Safety
/// As `acc_copyin`.
#[no_mangle]
pub unsafe extern "C" fn acc_pcopyin(data_arg: HVoid, bytes: usize) -> HVoid {
    enter("acc_pcopyin", data_arg, bytes, true, None)
}

/// # Safety
/// As `acc_create`.
#[no_mangle]
pub unsafe extern "C" fn acc_present_or_create(data_arg: HVoid, bytes: usize) -> HVoid {
    enter("acc_present_or_create", data_arg, bytes, false, None)
}

/// # Safety
/// As `acc_create`.
#[no_mangle]
pub unsafe extern "C" fn acc_pcreate(data_arg: HVoid, bytes: usize) -> HVoid {
    enter("acc_pcreate", data_arg, bytes, false, None)
}

#[no_mangle]
pub extern "C" fn acc_async_wait(wait_arg: c_int) {
    with_runtime("acc_async_wait", |rt| rt.wait(wait_arg, None))
}

#[no_mangle]
pub extern "C" fn acc_async_wait_all() {
    with_runtime("acc_async_wait_all", |rt| rt.wait_all(None))
}

// ----- interoperability -----

#[no_mangle]
pub extern "C" fn acc_get_current_cuda_device() -> HVoid {
    with_runtime("acc_get_current_cuda_device", |rt| {
        rt.interop(Interop::CudaDevice)
    })
}

#[no_mangle]
pub extern "C" fn acc_get_current_cuda_context() -> HVoid {
    with_runtime("acc_get_current_cuda_context", |rt| {
        rt.interop(Interop::CudaContext)
    })
}

#[no_mangle]
pub extern "C" fn acc_get_cuda_stream(async_arg: c_int) -> HVoid {
    with_runtime("acc_get_cuda_stream", |rt| {
        let q = rt.resolve_async(async_arg)?;
        rt.interop(Interop::CudaStream(q))
    })
}

#[no_mangle]
pub extern "C" fn acc_set_cuda_stream(async_arg: c_int, stream: HVoid) -> c_int {
    with_runtime("acc_set_cuda_stream", |rt| {
        rt.set_native_queue(async_arg, stream).map(c_int::from)
    })
}

#[no_mangle]
pub extern "C" fn acc_get_current_opencl_device() -> HVoid {
    with_runtime("acc_get_current_opencl_device", |rt| {
        rt.interop(Interop::OpenClDevice)
    })
}

#[no_mangle]
pub extern "C" fn acc_get_current_opencl_context() -> HVoid {
    with_runtime("acc_get_current_opencl_context", |rt| {
        rt.interop(Interop::OpenClContext)
    })
}

#[no_mangle]
pub extern "C" fn acc_get_current_opencl_queue() -> HVoid {
    with_runtime("acc_get_current_opencl_queue", |rt| {
        let q = rt.resolve_async(crate::runtime::async_code::NOVAL)?;
        rt.interop(Interop::OpenClQueue(q))
    })
}
