//! The ABI between accc-generated code and the runtime, declared in
//! `include/accrt.h`. The names are stable; see that header for the contract.

use std::ffi::c_int;

use crate::device::DeviceKind;
use crate::error::{report_and_exit, AccError};
use crate::state;

/// Called from a constructor of every translation unit compiled by accc, with the
/// `acc_device_t` the unit was compiled for (`acc_device_multicore` for
/// `--target=multicore`, `acc_device_host` for `--target=host`).
#[no_mangle]
pub extern "C" fn __accrt_register_target(device_type: c_int) {
    const NAME: &str = "__accrt_register_target";
    match DeviceKind::from_code(device_type) {
        Some(kind) => state::register(NAME, kind),
        None => report_and_exit(
            NAME,
            &AccError::new(format!(
                "invalid device type {device_type}: the program was compiled for a target this runtime does not know (compiler and runtime versions differ?)"
            )),
        ),
    }
}

/// 1 when compute regions should run on all cores (the current device type is
/// multicore), else 0.
#[no_mangle]
pub extern "C" fn __accrt_multicore_active() -> c_int {
    c_int::from(state::current_code("__accrt_multicore_active") == DeviceKind::Multicore.code())
}

/// The number of threads of a multicore compute region: `ACC_NUM_CORES` if set,
/// else the number of CPUs the process may use.
#[no_mangle]
pub extern "C" fn __accrt_num_threads() -> c_int {
    let n = state::num_threads("__accrt_num_threads");
    c_int::try_from(n).unwrap_or(c_int::MAX)
}

/// `#pragma acc init [device_type(t)] [device_num(n)]`: `device_num < 0` when the
/// directive names no device number.
#[no_mangle]
pub extern "C" fn __accrt_init(device_type: c_int, device_num: c_int) {
    if device_num < 0 {
        crate::api::acc_init(device_type)
    } else {
        crate::api::acc_init_device(device_num, device_type)
    }
}

/// `#pragma acc shutdown [device_type(t)] [device_num(n)]`, as `__accrt_init`.
#[no_mangle]
pub extern "C" fn __accrt_shutdown(device_type: c_int, device_num: c_int) {
    if device_num < 0 {
        crate::api::acc_shutdown(device_type)
    } else {
        crate::api::acc_shutdown_device(device_num, device_type)
    }
}

/// `#pragma acc set [device_type(t)] [device_num(n)] [default_async(a)]`: each `has_*`
/// flag tells whether the directive has that clause.
#[no_mangle]
pub extern "C" fn __accrt_set(
    has_type: c_int,
    device_type: c_int,
    has_num: c_int,
    device_num: c_int,
    has_async: c_int,
    default_async: c_int,
) {
    if has_type != 0 {
        crate::api::acc_set_device_type(device_type);
    }
    if has_num != 0 {
        let ty = if has_type != 0 {
            device_type
        } else {
            crate::api::acc_get_device_type()
        };
        crate::api::acc_set_device_num(device_num, ty);
    }
    if has_async != 0 {
        crate::api::acc_set_default_async(default_async);
    }
}
