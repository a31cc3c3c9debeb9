//! The process-wide runtime: created on first use (after the constructors of the
//! translation units have registered their targets), guarded by a mutex, plus the
//! atomics that make the hot queries of generated code lock-free.

use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock, PoisonError};

use crate::device::{DeviceKind, KindSet, ProcessHooks};
use crate::error::{ffi_guard, report_and_exit, AccError};
use crate::hostinfo;
use crate::profile::RuntimeHooks;
use crate::runtime::Runtime;
use crate::select;

static RUNTIME: Mutex<Option<Runtime>> = Mutex::new(None);
/// Kinds registered by `__accrt_register_target` (a `KindSet` mask).
static REGISTERED: AtomicU32 = AtomicU32::new(0);
/// Kinds required by `__accrt_require_target` (a `KindSet` mask).
static REQUIRED: AtomicU32 = AtomicU32::new(0);
/// The current device type's `acc_device_t` value; 0 until the runtime exists.
static CURRENT: AtomicI32 = AtomicI32::new(0);
static NUM_THREADS: OnceLock<usize> = OnceLock::new();

/// What the GPU devices need of this process's runtime (see [`ProcessHooks`]).
const HOOKS: ProcessHooks = ProcessHooks {
    requires: is_required,
    driver_started: finish_deferred_work_at_exit,
    device_timing: crate::profile::device_timing,
};

/// What the profiler needs of this process's runtime (see [`RuntimeHooks`]).
const PROFILE_HOOKS: RuntimeHooks = RuntimeHooks {
    flush_timing,
    current_code: current_code_if_known,
    profile_existing_devices,
};

thread_local! {
    /// This thread holds the runtime (inside [`with_runtime`]).
    static HOLDING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Clears [`HOLDING`] when the runtime is released, also on the error path.
struct Holding;

impl Holding {
    fn enter() -> Result<Holding, AccError> {
        if HOLDING.with(|h| h.replace(true)) {
            // Only a profiling callback runs user code while the runtime is held; waiting
            // for the lock would wait for ourselves.
            return Err(AccError::new(
                "called while this thread's runtime call is in progress (from a profiling \
                 callback of a device event?); such callbacks may call only \
                 acc_get_device_type, acc_on_device and the acc_prof_* routines",
            ));
        }
        Ok(Holding)
    }
}

impl Drop for Holding {
    fn drop(&mut self) {
        HOLDING.with(|h| h.set(false));
    }
}

/// Run `f` on the runtime (creating it first), as the body of the C routine
/// `routine`. An error is reported as `accc runtime error: <routine>: ...` and the
/// process exits with status 1 — after the lock is released. A panic aborts.
pub(crate) fn with_runtime<T>(
    routine: &'static str,
    f: impl FnOnce(&mut Runtime) -> Result<T, AccError>,
) -> T {
    let result = ffi_guard(routine, || {
        let _holding = Holding::enter()?;
        let mut guard = RUNTIME.lock().unwrap_or_else(PoisonError::into_inner);
        if guard.is_none() {
            crate::profile::init(PROFILE_HOOKS);
            let registered = KindSet(REGISTERED.load(Ordering::Acquire));
            let required = KindSet(REQUIRED.load(Ordering::Acquire));
            *guard = Some(Runtime::from_process(registered, required, HOOKS)?);
        }
        let Some(rt) = guard.as_mut() else {
            return Err(AccError::new("internal error: runtime state missing"));
        };
        // The profiler attributes device work to the routine (an ABI entry point then
        // names its directive instead).
        let profiling = crate::profile::enabled();
        let tool = crate::profile::tool::any_live();
        if profiling {
            crate::profile::enter_api(routine);
        }
        let outer = tool.then(|| {
            crate::profile::tool::enter_directive(crate::profile::tool::routine_directive(routine))
        });
        let r = f(rt);
        if let Some(outer) = outer {
            crate::profile::tool::restore_directive(outer);
        }
        if profiling {
            crate::profile::leave_site();
        }
        CURRENT.store(rt.device_type().code(), Ordering::Release);
        r
    });
    match result {
        Ok(v) => v,
        Err(e) => report_and_exit(routine, &e),
    }
}

/// The current device type (`acc_device_t`), without locking once known.
pub(crate) fn current_code(routine: &'static str) -> i32 {
    match CURRENT.load(Ordering::Acquire) {
        0 => with_runtime(routine, |rt| Ok(rt.device_type().code())),
        c => c,
    }
}

/// The current device type (`acc_device_t`) if the runtime exists, else 0; never locks.
fn current_code_if_known() -> i32 {
    CURRENT.load(Ordering::Acquire)
}

/// The current device type and number, for the events of the profiling interface that
/// are dispatched outside the runtime's lock.
pub(crate) fn current_device(routine: &'static str) -> (DeviceKind, usize) {
    with_runtime(routine, |rt| Ok(rt.current_device()))
}

/// Profiling was turned on after start-up (a tool registered a callback from `main`):
/// wrap the devices made before, so that their operations are reported too. Inside a
/// callback the runtime may be held by this very thread: the devices are then left as
/// they are (they were made after the first registration, or are in use).
fn profile_existing_devices() {
    if HOLDING.with(std::cell::Cell::get) {
        return;
    }
    let mut guard = RUNTIME.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(rt) = guard.as_mut() {
        rt.profile_devices();
    }
}

/// Record that a translation unit was compiled for `kind`. Does not create the
/// runtime (so the environment is read only after all constructors ran), but
/// updates it when it already exists.
pub(crate) fn register(routine: &'static str, kind: DeviceKind) {
    ffi_guard(routine, || {
        crate::profile::init(PROFILE_HOOKS);
        REGISTERED.fetch_or(KindSet::default().with(kind).0, Ordering::AcqRel);
        let mut guard = RUNTIME.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(rt) = guard.as_mut() {
            rt.register(kind);
            CURRENT.store(rt.device_type().code(), Ordering::Release);
        }
    })
}

/// Record that a translation unit requires a device of `kind` (`--target=cuda`).
/// Like [`register`], usable before the runtime exists.
pub(crate) fn require(routine: &'static str, kind: DeviceKind) {
    ffi_guard(routine, || {
        REQUIRED.fetch_or(KindSet::default().with(kind).0, Ordering::AcqRel);
        let mut guard = RUNTIME.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(rt) = guard.as_mut() {
            rt.require(kind);
            CURRENT.store(rt.device_type().code(), Ordering::Release);
        }
    })
}

/// Whether some translation unit requires a device of `kind`.
fn is_required(kind: DeviceKind) -> bool {
    KindSet(REQUIRED.load(Ordering::Acquire)).contains(kind)
}

/// Threads of a multicore region: `ACC_NUM_CORES`, else the usable CPUs.
pub(crate) fn num_threads(routine: &'static str) -> usize {
    if let Some(&n) = NUM_THREADS.get() {
        return n;
    }
    let n = match ffi_guard(routine, select::num_cores_from_process) {
        Ok(Some(n)) => n,
        Ok(None) => hostinfo::default_num_threads(),
        Err(e) => report_and_exit(routine, &e),
    };
    *NUM_THREADS.get_or_init(|| n)
}

/// Registers [`finish_at_exit`] once, when a device whose synchronous constructs may
/// return before their kernels end has started (after its driver, so that it runs
/// before the driver's own exit handlers).
fn finish_deferred_work_at_exit() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    extern "C" {
        fn atexit(cb: extern "C" fn()) -> std::ffi::c_int;
    }
    // SAFETY: registering a plain function. If it fails, a kernel fault of the last
    // constructs goes unreported, so say so.
    ONCE.call_once(|| {
        if unsafe { atexit(finish_at_exit) } != 0 {
            eprintln!("accc runtime warning: cannot register the exit handler that waits for the last kernels");
        }
    });
}

/// At exit: the kernels of the last synchronous constructs may still be running (see
/// `Device::end_sync_batch`). Wait for them; if one failed, report it and exit with
/// status 1 (what is in the program's output buffers is written first). Does nothing
/// when another thread holds the runtime, or when the process is ending because of an
/// error already reported.
extern "C" fn finish_at_exit() {
    if crate::error::reported() {
        return;
    }
    let result = ffi_guard("exit", || {
        let mut guard = match RUNTIME.try_lock() {
            Ok(g) => g,
            Err(std::sync::TryLockError::Poisoned(p)) => p.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return Ok(()),
        };
        match guard.as_mut() {
            Some(rt) => rt.finish_deferred(),
            None => Ok(()),
        }
    });
    if let Err(e) = result {
        extern "C" {
            fn fflush(stream: *mut std::ffi::c_void) -> std::ffi::c_int;
            fn _exit(status: std::ffi::c_int) -> !;
        }
        // SAFETY: fflush(NULL) flushes every C stream; `exit` must not be called again
        // from an exit handler, `_exit` ends the process at once.
        unsafe {
            fflush(std::ptr::null_mut());
        }
        crate::error::report("at exit", &e);
        unsafe { _exit(1) }
    }
}

/// Resolve the device timing still pending (for the profiling report at exit). Does
/// nothing when the runtime does not exist or another thread holds it.
fn flush_timing() {
    let mut guard = match RUNTIME.try_lock() {
        Ok(g) => g,
        Err(std::sync::TryLockError::Poisoned(p)) => p.into_inner(),
        Err(std::sync::TryLockError::WouldBlock) => return,
    };
    if let Some(rt) = guard.as_mut() {
        rt.flush_timing();
    }
}
