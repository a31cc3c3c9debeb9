//! `ACC_CHECK=1`: the checking mode of the CPU devices.
//!
//! Normally the `host` and `multicore` devices share host memory: data clauses do
//! nothing, so a program whose data clauses are wrong still gives the right answer on a
//! laptop and fails only on a GPU. In checking mode both kinds become a checking
//! [`crate::host::HostDevice`], with memory of its own (host allocations, copies by
//! `memcpy`, synchronous queues), so that the runtime's present table, reference counts, copies, partial-overlap
//! and not-present errors apply exactly as on a GPU — and the OpenACC API routines
//! (`acc_copyin`, `acc_is_present`, `acc_deviceptr`, …) behave as on one.
//!
//! Compute regions still run the program's own CPU code at host addresses. Generated code
//! brackets each one (`__accrt_check_compute_begin` / `_end`, see `include/accrt.h`):
//! the construct's data clauses are entered, every variable the region uses is checked
//! for presence as a kernel launch would, and then the device copy of *every* present
//! mapping is swapped into host memory (the host bytes saved); the region runs; the host
//! memory is copied back into the device copies and the saved host bytes restored; the
//! construct's data clauses are exited. The host thus sees what it would see with a GPU:
//! its own copy, stale until an `update self` or a copy-out. Swapping every mapping (not
//! only the named ones) keeps pointer chasing right: pointers attached on this device
//! keep host addresses ([`crate::device::Device::runs_at_host_addresses`]).
//!
//! The mode is slow by design (every construct copies all present data four times), like
//! a memory checker. It reads `ACC_CHECK` once; `async` work runs synchronously.
//!
//! Data constructs (and `declare` in functions) of host and multicore code use
//! `__accrt_check_data_begin` / `_end`; the runtime keeps each begin's clauses, as it
//! evaluated them, on a stack of this thread until the matching end.

use std::cell::RefCell;
use std::ffi::{c_int, c_void};

use crate::abi::{AccrtArg, AccrtData, AccrtLoc};
use crate::error::ffi_guard;
use crate::runtime::check::{CheckArg, Frame, StackGuard};
use crate::select::checking;

// ----- ABI 7: the checking mode's entry points (include/accrt.h) -----

thread_local! {
    /// The constructs of this thread between their check begin and end, innermost last.
    static FRAMES: RefCell<Vec<Frame>> = const { RefCell::new(Vec::new()) };
}

/// How much of the stack above the runtime's first frame is taken for its own: the
/// frame of the entry point itself (return address, saved registers, the marker), which
/// a stale mapping of a dead frame must not be swapped into.
const ENTRY_FRAME: usize = 1024;

/// The lowest address of the calling thread's stack, where the system tells it.
fn stack_low() -> Option<usize> {
    thread_local! {
        static LOW: Option<usize> = thread_stack_low();
    }
    LOW.with(|l| *l)
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn thread_stack_low() -> Option<usize> {
    // `pthread_attr_t` is 56 bytes (x86_64) or 64 (aarch64) in glibc: room to spare.
    #[repr(C, align(16))]
    struct Attr([u8; 256]);
    extern "C" {
        fn pthread_self() -> usize;
        fn pthread_getattr_np(thread: usize, attr: *mut Attr) -> c_int;
        fn pthread_attr_getstack(
            attr: *const Attr,
            addr: *mut *mut c_void,
            size: *mut usize,
        ) -> c_int;
        fn pthread_attr_destroy(attr: *mut Attr) -> c_int;
    }
    let mut attr = Attr([0; 256]);
    // SAFETY: glibc fills `attr` (larger than its pthread_attr_t) and reads it back.
    unsafe {
        if pthread_getattr_np(pthread_self(), &mut attr) != 0 {
            return None;
        }
        let mut addr: *mut c_void = std::ptr::null_mut();
        let mut size = 0usize;
        let ok = pthread_attr_getstack(&attr, &mut addr, &mut size) == 0;
        pthread_attr_destroy(&mut attr);
        ok.then_some(addr as usize)
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn thread_stack_low() -> Option<usize> {
    None
}

/// The part of this thread's stack below the caller of an entry point, whose local
/// variable `marker` is at that address: dead frames, and the runtime's own.
fn stack_guard(marker: usize) -> StackGuard {
    let high = marker.saturating_add(ENTRY_FRAME);
    // Without the system's word, assume a stack of 8 MiB, the usual limit.
    let low = stack_low().unwrap_or_else(|| marker.saturating_sub(8 << 20));
    StackGuard { low, high }
}

/// 1 when `ACC_CHECK=1`: generated code of the host and multicore targets then makes its
/// data and compute constructs runtime calls.
#[no_mangle]
pub extern "C" fn __accrt_checking() -> c_int {
    c_int::from(checking())
}

/// Entry of a data construct (or of a `declare` in a function) in checking mode: the
/// clauses are entered as `__accrt_data_begin` does and kept for the matching
/// `__accrt_check_data_end`.
///
/// # Safety
/// As `__accrt_data_begin`.
#[no_mangle]
pub unsafe extern "C" fn __accrt_check_data_begin(
    loc: *const AccrtLoc,
    d: *mut AccrtData,
    n: c_int,
    async_arg: c_int,
) {
    const NAME: &str = "__accrt_check_data_begin";
    ffi_guard(NAME, || {
        let frame = crate::abi::check_data_begin(NAME, loc, d, n, async_arg);
        FRAMES.with(|f| f.borrow_mut().push(frame));
    })
}

/// The frame that `loc`'s begin left on this thread's stack: the innermost one of that
/// directive (frames above it are of constructs left without their end, by `return` or
/// `goto`: forgotten, their data staying present, as the offload path leaves it).
fn pop_frame(loc: *const AccrtLoc) -> Option<Frame> {
    FRAMES.with(|f| {
        let mut frames = f.borrow_mut();
        let i = frames.iter().rposition(|fr| fr.loc == loc as usize)?;
        let frame = frames.swap_remove(i);
        frames.truncate(i);
        Some(frame)
    })
}

/// Exit of the data construct that `__accrt_check_data_begin` entered at `loc`, with the
/// clauses as they were evaluated there.
///
/// # Safety
/// `loc` null or valid; the host ranges of the begin's clauses writable.
#[no_mangle]
pub unsafe extern "C" fn __accrt_check_data_end(loc: *const AccrtLoc) {
    const NAME: &str = "__accrt_check_data_end";
    ffi_guard(NAME, || {
        let frame = pop_frame(loc);
        crate::abi::check_end(NAME, loc, frame, false)
    })
}

/// Entry of a compute construct in checking mode: its data clauses `d` are entered, the
/// variables `args` are checked as a kernel launch checks its arguments, and the device
/// copies of all present data are swapped into host memory, where the region then runs.
///
/// # Safety
/// As `__accrt_data_begin`; `args` as for `__accrt_launch`.
#[no_mangle]
pub unsafe extern "C" fn __accrt_check_compute_begin(
    loc: *const AccrtLoc,
    d: *mut AccrtData,
    n: c_int,
    args: *mut AccrtArg,
    nargs: c_int,
    async_arg: c_int,
) {
    // Where this thread's live stack ends: below here are the runtime's frames and dead
    // ones (whose stale mappings are not swapped in). This frame stays small: the work is
    // another function's.
    let marker = 0u8;
    let marker = std::hint::black_box(&marker) as *const u8 as usize;
    compute_begin(marker, loc, d, n, args, nargs, async_arg)
}

/// The body of `__accrt_check_compute_begin`, below its small frame.
///
/// # Safety
/// As `__accrt_check_compute_begin`.
#[inline(never)]
unsafe fn compute_begin(
    marker: usize,
    loc: *const AccrtLoc,
    d: *mut AccrtData,
    n: c_int,
    args: *mut AccrtArg,
    nargs: c_int,
    async_arg: c_int,
) {
    const NAME: &str = "__accrt_check_compute_begin";
    ffi_guard(NAME, || {
        let raw: &[AccrtArg] = if nargs <= 0 || args.is_null() {
            &[]
        } else {
            std::slice::from_raw_parts(args, nargs as usize)
        };
        let names: Vec<String> = raw
            .iter()
            .map(|a| crate::abi::c_text(a.name).into_owned())
            .collect();
        let list: Vec<CheckArg<'_>> = raw
            .iter()
            .zip(&names)
            .map(|(a, name)| CheckArg {
                host: a.value as usize,
                size: a.size,
                kind: a.kind,
                name,
            })
            .collect();
        take_turn();
        let frame =
            crate::abi::check_compute_begin(NAME, loc, d, n, &list, async_arg, stack_guard(marker));
        FRAMES.with(|f| f.borrow_mut().push(frame));
    })
}

/// Host memory holds device data from a compute construct's begin to its end: the
/// constructs of several host threads take turns (the thread whose construct runs holds
/// the lock from its begin to its end; uncontended, no system call).
static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());

thread_local! {
    static HELD: RefCell<Option<std::sync::MutexGuard<'static, ()>>> = const { RefCell::new(None) };
}

fn take_turn() {
    HELD.with(|held| {
        let mut held = held.borrow_mut();
        if held.is_none() {
            *held = Some(
                TURN.lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner),
            );
        }
    })
}

fn end_turn() {
    HELD.with(|held| held.borrow_mut().take());
}

/// Exit of the compute construct that `__accrt_check_compute_begin` entered at `loc`:
/// host memory goes back into the device copies, the host's own bytes are restored, and
/// the construct's data clauses are exited.
///
/// # Safety
/// `loc` null or valid; the memory of the present data as the begin left it.
#[no_mangle]
pub unsafe extern "C" fn __accrt_check_compute_end(loc: *const AccrtLoc) {
    const NAME: &str = "__accrt_check_compute_end";
    ffi_guard(NAME, || {
        let frame = pop_frame(loc);
        crate::abi::check_end(NAME, loc, frame, true);
        end_turn();
    })
}

/// `deviceptr(p)` of a compute region in checking mode: the region runs at host
/// addresses, so a device address inside the device copy of present data (from
/// `acc_deviceptr` or `host_data use_device`) becomes the host address it is the copy of;
/// any other address (`acc_malloc`'s) is the region's as it is. Without `ACC_CHECK`, `p`.
///
/// # Safety
/// None beyond the call: `p` is only looked up.
#[no_mangle]
pub unsafe extern "C" fn __accrt_check_deviceptr(p: *mut c_void) -> *mut c_void {
    const NAME: &str = "__accrt_check_deviceptr";
    if p.is_null() || !checking() {
        return p;
    }
    crate::state::with_runtime(NAME, |rt| {
        rt.check_host_address(p as usize).map(|h| h as *mut c_void)
    })
}
