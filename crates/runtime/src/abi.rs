//! The ABI between accc-generated code and the runtime, declared in
//! `include/accrt.h`. The names are stable; see that header for the contract.

use std::borrow::Cow;
use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::atomic::{AtomicU64, Ordering};

use smallvec::SmallVec;

use crate::device::DeviceKind;
use crate::error::{ffi_guard, report_and_exit, AccError};
use crate::profile::tool;
use crate::runtime::async_code;
use crate::runtime::offload::{
    self, Clause, DataKind, Entry, KernelRef, LaunchArg, Pieces, Rows, Site,
};
use crate::runtime::Runtime;
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

/// Called from a constructor of every translation unit compiled with `--target=cuda`
/// (after `__accrt_register_target`): the program must run its compute regions on a
/// device of this kind unless `ACC_DEVICE_TYPE` or `acc_set_device_type` choose another;
/// without such a device its first use of the device is a fatal error (`--target=auto`
/// registers the same kinds without requiring any, and falls back to the CPU cores).
#[no_mangle]
pub extern "C" fn __accrt_require_target(device_type: c_int) {
    const NAME: &str = "__accrt_require_target";
    match DeviceKind::from_code(device_type) {
        Some(kind) => state::require(NAME, kind),
        None => report_and_exit(
            NAME,
            &AccError::new(format!(
                "invalid device type {device_type}: the program was compiled for a target this runtime does not know (compiler and runtime versions differ?)"
            )),
        ),
    }
}

/// Called from a constructor of a translation unit compiled for CUDA whose kernels have
/// no image built by nvcc: NVRTC must compile them at their first launch. Where NVRTC
/// cannot be loaded the NVIDIA GPUs are then not used (see `cuda::discover`).
#[no_mangle]
pub extern "C" fn __accrt_register_nvrtc_kernels() {
    crate::cuda::register_nvrtc_kernels();
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

/// The device types (bits by `acc_device_t` value) that an `init`, `set` or `shutdown`
/// directive named without a device of that type here, and that have been warned about.
static MISSING_TYPES_WARNED: AtomicU64 = AtomicU64::new(0);

/// Whether this process has a device of the type an `init`, `set` or `shutdown`
/// directive names. When it has none (a type accc has no back end for, or whose device
/// is not in the machine), the directive warns, once per type, and does nothing: the
/// program goes on with its current device, as GCC's does. OpenACC leaves the case to
/// the implementation; a program written for several machines names the types of all
/// of them. (The runtime routines, `acc_init(acc_device_radeon)`, still fail: they are
/// called with what the program asks for, and may test `acc_get_num_devices` first.)
fn directive_device_type_available(directive: &'static str, device_type: c_int) -> bool {
    let missing = state::with_runtime(directive, |rt| {
        Ok(rt
            .missing_device_type(device_type)
            .map(|why| (why, rt.device_type().name())))
    });
    let Some((why, current)) = missing else {
        return true;
    };
    let bit = 1u64 << device_type.clamp(0, 63);
    if MISSING_TYPES_WARNED.fetch_or(bit, Ordering::Relaxed) & bit == 0 {
        eprintln!(
            "accc runtime warning: {why}; `acc {directive}` and the other `init`, `set` and `shutdown` directives naming it are ignored, and the program goes on with the current device ({current})"
        );
    }
    false
}

/// `#pragma acc init [device_type(t)] [device_num(n)]`: `device_num < 0` when the
/// directive names no device number.
#[no_mangle]
pub extern "C" fn __accrt_init(device_type: c_int, device_num: c_int) {
    if !directive_device_type_available("init", device_type) {
        return;
    }
    if device_num < 0 {
        crate::api::acc_init(device_type)
    } else {
        crate::api::acc_init_device(device_num, device_type)
    }
}

/// `#pragma acc shutdown [device_type(t)] [device_num(n)]`, as `__accrt_init`.
#[no_mangle]
pub extern "C" fn __accrt_shutdown(device_type: c_int, device_num: c_int) {
    if !directive_device_type_available("shutdown", device_type) {
        return;
    }
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
    // Without the device type, the device number is not set either (it numbers devices
    // of that type); `default_async` still is.
    let has_type = has_type != 0;
    let available = !has_type || directive_device_type_available("set", device_type);
    if has_type && available {
        crate::api::acc_set_device_type(device_type);
    }
    if has_num != 0 && available {
        let ty = if has_type {
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

// ----- ABI 2: offloading (include/accrt.h) -----

/// `__accrt_loc`.
#[repr(C)]
pub struct AccrtLoc {
    pub file: *const c_char,
    pub line: c_int,
    pub function: *const c_char,
    pub construct: *const c_char,
}

/// `__accrt_data`.
#[repr(C)]
pub struct AccrtData {
    pub host: *mut c_void,
    pub bytes: usize,
    pub kind: c_int,
    pub flags: c_int,
    pub name: *const c_char,
    pub row_start: usize,
    pub row_bytes: usize,
    pub host_avail: usize,
}

/// `__accrt_kernel`.
#[repr(C)]
pub struct AccrtKernel {
    pub name: *const c_char,
    pub opencl_source: *const c_char,
    pub cuda_source: *const c_char,
    pub cuda_image: *const c_void,
    pub cuda_image_size: usize,
    pub cache: *mut c_void,
}

/// `__accrt_arg`.
#[repr(C)]
pub struct AccrtArg {
    pub value: *const c_void,
    pub size: usize,
    pub kind: c_int,
    pub name: *const c_char,
}

/// A C string for messages: "?" for null, invalid UTF-8 replaced.
///
/// # Safety
/// `p` must be null or a NUL-terminated string that outlives the result.
unsafe fn text<'a>(p: *const c_char) -> Cow<'a, str> {
    if p.is_null() {
        "?".into()
    } else {
        offload::text(CStr::from_ptr(p))
    }
}

/// Run `f` on the runtime with the directive's site.
///
/// # Safety
/// `loc` must be null or point to a valid `__accrt_loc`.
unsafe fn with_site<T>(
    routine: &'static str,
    loc: *const AccrtLoc,
    async_arg: c_int,
    f: impl FnOnce(&mut Runtime, &Site<'_>) -> Result<T, AccError>,
) -> T {
    let (file, line, function, construct) = match loc.as_ref() {
        Some(l) => (text(l.file), l.line, text(l.function), text(l.construct)),
        None => ("?".into(), 0, "?".into(), "?".into()),
    };
    let site = Site {
        file: &file,
        line,
        function: &function,
        construct: &construct,
    };
    state::with_runtime(routine, |rt| {
        // The profiler attributes the device work of this call to the directive.
        let profiling = crate::profile::enabled();
        if profiling {
            crate::profile::enter_site(loc as usize, || site_key(&site));
        }
        // The profiling interface's events of this call name the directive too.
        let outer = tool::any_live().then(|| tool::enter_directive(tool_directive(loc, async_arg)));
        let r = f(rt, &site);
        if let Some(outer) = outer {
            tool::restore_directive(outer);
        }
        if profiling {
            crate::profile::leave_site();
        }
        r
    })
}

/// The directive at `loc` as the profiling interface describes it.
///
/// # Safety
/// `loc` must be null or point to a valid `__accrt_loc` of static storage.
unsafe fn tool_directive(loc: *const AccrtLoc, async_arg: c_int) -> tool::Directive {
    match loc.as_ref() {
        Some(l) => tool::Directive {
            file: l.file,
            function: l.function,
            line: l.line,
            construct: match l.construct.is_null() {
                true => tool::construct::RUNTIME_API,
                false => tool::construct_of(&CStr::from_ptr(l.construct).to_string_lossy()),
            },
            async_arg,
        },
        None => tool::Directive {
            file: std::ptr::null(),
            function: std::ptr::null(),
            line: 0,
            construct: tool::construct::RUNTIME_API,
            async_arg,
        },
    }
}

/// The start/end pair of the profiling interface around a directive's data clauses
/// (`start`: enter data, exit data or update), on the current device, dispatched outside
/// the runtime's lock so that the tool may call the runtime.
///
/// # Safety
/// As [`tool_directive`].
unsafe fn directive_span(
    routine: &'static str,
    start: i32,
    loc: *const AccrtLoc,
    async_arg: c_int,
    implicit: bool,
) -> Option<tool::Span> {
    if !tool::live(start) && !tool::live(start + 1) {
        return None;
    }
    let (kind, num) = state::current_device(routine);
    let place = tool::Place {
        kind,
        num,
        queue: None,
    };
    tool::construct_span(start, place, &tool_directive(loc, async_arg), implicit)
}

/// The profiler's description of a directive.
fn site_key(site: &Site<'_>) -> crate::profile::SiteKey {
    crate::profile::SiteKey {
        file: site.file.to_string(),
        function: site.function.to_string(),
        line: site.line,
        construct: site.construct.to_string(),
    }
}

/// Count a directive that is not a region (enter data, exit data, update, wait) for the
/// profiler.
fn reached(loc: *const AccrtLoc, site: &Site<'_>) {
    if crate::profile::enabled() {
        crate::profile::reached(loc as usize, || site_key(site));
    }
}

/// The entries of a clause list (empty for `n <= 0`).
///
/// # Safety
/// `d` must point to `n` valid entries when `n > 0` and `d` is not null.
unsafe fn entries<'a>(d: *const AccrtData, n: c_int) -> &'a [AccrtData] {
    if n <= 0 || d.is_null() {
        &[]
    } else {
        std::slice::from_raw_parts(d, n as usize)
    }
}

/// True when the current device type shares host memory (host, multicore, unless
/// `ACC_CHECK=1` gives them memory of their own); lock-free once the runtime exists.
fn shares_host_memory(routine: &'static str) -> bool {
    let code = state::current_code(routine);
    (code == DeviceKind::Host.code() || code == DeviceKind::Multicore.code())
        && !crate::select::checking()
}

/// Valid `async` / wait arguments: a queue number or one of the special values.
fn valid_async(a: c_int) -> bool {
    a >= async_code::DEFAULT
}

/// True when the current device shares host memory and the list is one `entry`
/// accepts with a valid async argument: nothing else is to be done, and no lock is
/// taken. Otherwise the runtime handles (or reports) it.
fn nothing_to_do(
    routine: &'static str,
    list: &[AccrtData],
    n: c_int,
    async_arg: c_int,
    entry: Entry,
) -> bool {
    shares_host_memory(routine)
        && n >= 0
        && (n == 0 || !list.is_empty())
        && valid_async(async_arg)
        && list
            .iter()
            .all(|e| DataKind::from_code(e.kind).is_some_and(|k| entry.accepts(k)))
}

/// The shared body of the data entry points.
///
/// # Safety
/// As the entry points.
unsafe fn data_entry(
    routine: &'static str,
    loc: *const AccrtLoc,
    d: *const AccrtData,
    n: c_int,
    async_arg: c_int,
    entry: Entry,
) {
    ffi_guard(routine, || {
        data_entry_body(routine, loc, d, n, async_arg, entry)
    })
}

/// # Safety
/// As [`data_entry`].
unsafe fn data_entry_body(
    routine: &'static str,
    loc: *const AccrtLoc,
    d: *const AccrtData,
    n: c_int,
    async_arg: c_int,
    entry: Entry,
) {
    let list = entries(d, n);
    let span = match tool::any_live() {
        true => {
            let (start, implicit) = match entry {
                Entry::DataBegin => (tool::event::ENTER_DATA_START, is_compute(loc)),
                Entry::EnterData => (tool::event::ENTER_DATA_START, false),
                Entry::DataEnd => (tool::event::EXIT_DATA_START, is_compute(loc)),
                Entry::ExitData => (tool::event::EXIT_DATA_START, false),
                Entry::Update => (tool::event::UPDATE_START, false),
            };
            directive_span(routine, start, loc, async_arg, implicit)
        }
        false => None,
    };
    if !nothing_to_do(routine, list, n, async_arg, entry) {
        data_entry_on_device(routine, loc, d, n, list, async_arg, entry);
    }
    if let Some(span) = span {
        span.close();
    }
}

/// True when the directive at `loc` is a compute construct (its data clauses are then
/// the construct's implicit data region).
///
/// # Safety
/// `loc` null or valid.
unsafe fn is_compute(loc: *const AccrtLoc) -> bool {
    loc.as_ref()
        .is_some_and(|l| !l.construct.is_null() && crate::profile::is_compute(&text(l.construct)))
}

/// # Safety
/// As [`data_entry`].
unsafe fn data_entry_on_device(
    routine: &'static str,
    loc: *const AccrtLoc,
    d: *const AccrtData,
    n: c_int,
    list: &[AccrtData],
    async_arg: c_int,
    entry: Entry,
) {
    let names: SmallVec<[Cow<'_, str>; 8]> = list.iter().map(|e| text(e.name)).collect();
    with_site(routine, loc, async_arg, |rt, site| {
        if n >= 0 && !(n > 0 && d.is_null()) && !matches!(entry, Entry::DataBegin | Entry::DataEnd)
        {
            reached(loc, site);
        }
        let clauses = clauses_of(site, d, n, list, &names)?;
        rt.data(site, &clauses, async_arg, entry)
    })
}

/// Why clause `e` runs past the end of its host object (the size the host compiler
/// knew, `host_avail`), if it does: copying it would read or write the user's memory
/// beyond the array or allocation.
///
/// # Safety
/// `e.name` null or a C string.
unsafe fn past_host_object(e: &AccrtData) -> Result<(), String> {
    let known = e.host_avail != 0 && e.host_avail != usize::MAX;
    if !known || e.bytes <= e.host_avail {
        return Ok(());
    }
    Err(format!(
        "{}: the clause names {} bytes from host address {:#x}, but the host object there holds only {} bytes from that address: the subarray runs past the end of its array or allocation",
        text(e.name),
        e.bytes,
        e.host as usize,
        e.host_avail
    ))
}

/// A C string of generated code (a name), "?" for null.
///
/// # Safety
/// `p` must be null or a NUL-terminated string that outlives the result.
pub(crate) unsafe fn c_text<'a>(p: *const c_char) -> Cow<'a, str> {
    text(p)
}

/// The clauses of a list of `__accrt_data` entries, checked as `__accrt_data_begin`
/// checks them (their number, and that none runs past its host object).
///
/// # Safety
/// As [`data_entry`]; `names` are the entries' names.
unsafe fn clauses_of<'a>(
    site: &Site<'_>,
    d: *const AccrtData,
    n: c_int,
    list: &[AccrtData],
    names: &'a [Cow<'a, str>],
) -> Result<SmallVec<[Clause<'a>; 8]>, AccError> {
    if n < 0 {
        return Err(site.error(format!("invalid number of data clauses {n}")));
    }
    if n > 0 && d.is_null() {
        return Err(site.error(format!("{n} data clauses at a null address")));
    }
    for e in list {
        past_host_object(e).map_err(|why| site.error(why))?;
    }
    Ok(list
        .iter()
        .zip(names)
        .map(|(e, name)| Clause {
            host: e.host as usize,
            bytes: e.bytes,
            kind: e.kind,
            flags: e.flags,
            name,
            rows: (e.flags & offload::flags::ROWS != 0).then_some(Rows {
                start: e.row_start,
                bytes: e.row_bytes,
            }),
            pieces: (e.flags & offload::flags::STRIDED != 0).then_some(Pieces {
                shape: e.row_start,
                bytes: e.row_bytes,
            }),
        })
        .collect())
}

/// `__accrt_check_data_begin` (see `crate::check`): the entry of a data construct, whose
/// frame goes on this thread's stack.
///
/// # Safety
/// As [`data_entry`].
pub(crate) unsafe fn check_data_begin(
    routine: &'static str,
    loc: *const AccrtLoc,
    d: *const AccrtData,
    n: c_int,
    async_arg: c_int,
) -> crate::runtime::check::Frame {
    let list = entries(d, n);
    let names: SmallVec<[Cow<'_, str>; 8]> = list.iter().map(|e| text(e.name)).collect();
    let span = directive_span(
        routine,
        tool::event::ENTER_DATA_START,
        loc,
        async_arg,
        false,
    );
    let frame = with_site(routine, loc, async_arg, |rt, site| {
        let clauses = clauses_of(site, d, n, list, &names)?;
        rt.check_data_begin(site, loc as usize, &clauses, async_arg)
    });
    if let Some(span) = span {
        span.close();
    }
    frame
}

/// `__accrt_check_compute_begin` (see `crate::check`).
///
/// # Safety
/// As [`data_entry`]; `args` what their kinds say.
pub(crate) unsafe fn check_compute_begin(
    routine: &'static str,
    loc: *const AccrtLoc,
    d: *const AccrtData,
    n: c_int,
    args: &[crate::runtime::check::CheckArg<'_>],
    async_arg: c_int,
    guard: crate::runtime::check::StackGuard,
) -> crate::runtime::check::Frame {
    let list = entries(d, n);
    let names: SmallVec<[Cow<'_, str>; 8]> = list.iter().map(|e| text(e.name)).collect();
    let span = directive_span(routine, tool::event::ENTER_DATA_START, loc, async_arg, true);
    let frame = with_site(routine, loc, async_arg, |rt, site| {
        let clauses = clauses_of(site, d, n, list, &names)?;
        rt.check_compute_begin(site, loc as usize, &clauses, args, async_arg, guard)
    });
    if let Some(span) = span {
        span.close();
    }
    frame
}

/// `__accrt_check_data_end` and `__accrt_check_compute_end`: the end of the construct
/// whose begin left `frame` (none: the compiler and the runtime disagree).
///
/// # Safety
/// `loc` null or valid; the frame's host ranges writable.
pub(crate) unsafe fn check_end(
    routine: &'static str,
    loc: *const AccrtLoc,
    frame: Option<crate::runtime::check::Frame>,
    compute: bool,
) {
    let span = directive_span(
        routine,
        tool::event::EXIT_DATA_START,
        loc,
        async_code::SYNC,
        compute,
    );
    with_site(routine, loc, async_code::SYNC, |rt, site| {
        match frame {
        Some(frame) => rt.check_end(site, frame),
        None => Err(site.error(format!(
            "{routine} without the begin of this construct on this thread (the compiler and the runtime disagree; rebuild with matching versions)"
        ))),
    }
    });
    if let Some(span) = span {
        span.close();
    }
}

/// The data clauses of a data or compute construct, at its entry.
///
/// # Safety
/// `loc` null or valid; `d` points to `n` entries whose host ranges are readable as
/// their kinds require (until an async queue completes).
#[no_mangle]
pub unsafe extern "C" fn __accrt_data_begin(
    loc: *const AccrtLoc,
    d: *mut AccrtData,
    n: c_int,
    async_arg: c_int,
) {
    data_entry("__accrt_data_begin", loc, d, n, async_arg, Entry::DataBegin)
}

/// The data clauses of a data or compute construct, at its exit.
///
/// # Safety
/// As `__accrt_data_begin`, with host ranges writable.
#[no_mangle]
pub unsafe extern "C" fn __accrt_data_end(
    loc: *const AccrtLoc,
    d: *mut AccrtData,
    n: c_int,
    async_arg: c_int,
) {
    data_entry("__accrt_data_end", loc, d, n, async_arg, Entry::DataEnd)
}

/// `enter data`.
///
/// # Safety
/// As `__accrt_data_begin`.
#[no_mangle]
pub unsafe extern "C" fn __accrt_enter_data(
    loc: *const AccrtLoc,
    d: *mut AccrtData,
    n: c_int,
    async_arg: c_int,
) {
    data_entry("__accrt_enter_data", loc, d, n, async_arg, Entry::EnterData)
}

/// `exit data`.
///
/// # Safety
/// As `__accrt_data_end`.
#[no_mangle]
pub unsafe extern "C" fn __accrt_exit_data(
    loc: *const AccrtLoc,
    d: *mut AccrtData,
    n: c_int,
    async_arg: c_int,
) {
    data_entry("__accrt_exit_data", loc, d, n, async_arg, Entry::ExitData)
}

/// `update device(...) self(...)`.
///
/// # Safety
/// As `__accrt_data_begin` (device) / `__accrt_data_end` (self).
#[no_mangle]
pub unsafe extern "C" fn __accrt_update(
    loc: *const AccrtLoc,
    d: *mut AccrtData,
    n: c_int,
    async_arg: c_int,
) {
    data_entry("__accrt_update", loc, d, n, async_arg, Entry::Update)
}

/// The `wait` directive: `n` queues (0: all); `async_arg` = acc_async_sync makes the
/// host wait.
///
/// # Safety
/// `loc` null or valid; `queues` points to `n` ints when `n > 0`.
#[no_mangle]
pub unsafe extern "C" fn __accrt_wait(
    loc: *const AccrtLoc,
    queues: *const c_int,
    n: c_int,
    async_arg: c_int,
) {
    const NAME: &str = "__accrt_wait";
    ffi_guard(NAME, || {
        let list: &[c_int] = if n <= 0 || queues.is_null() {
            &[]
        } else {
            std::slice::from_raw_parts(queues, n as usize)
        };
        let well_formed = n >= 0 && (n == 0 || !queues.is_null());
        if well_formed
            && valid_async(async_arg)
            && list.iter().all(|&q| valid_async(q))
            && shares_host_memory(NAME)
        {
            // Every queue is complete: the wait is over as soon as it begins (a device
            // with its own memory reports its waits itself).
            if tool::any_live() {
                let span = directive_span(NAME, tool::event::WAIT_START, loc, async_arg, false);
                if let Some(span) = span {
                    span.close();
                }
            }
            return;
        }
        wait_body(loc, queues, n, async_arg)
    })
}

/// # Safety
/// As `__accrt_wait`.
unsafe fn wait_body(loc: *const AccrtLoc, queues: *const c_int, n: c_int, async_arg: c_int) {
    with_site("__accrt_wait", loc, async_arg, |rt, site| {
        let list: &[c_int] = if n < 0 {
            return Err(site.error(format!("invalid number of queues {n}")));
        } else if n == 0 {
            &[]
        } else if queues.is_null() {
            return Err(site.error(format!("{n} queues at a null address")));
        } else {
            std::slice::from_raw_parts(queues, n as usize)
        };
        reached(loc, site);
        rt.wait_directive(site, list, async_arg)
    })
}

/// The results of the synchronous constructs before this point that did not wait for
/// them (data clauses with ACCRT_DELIVER_LATER) reach host memory. The compiler calls
/// this before the first statement after those constructs that could read them.
///
/// # Safety
/// `loc` null or valid.
#[no_mangle]
pub unsafe extern "C" fn __accrt_deliver(loc: *const AccrtLoc) {
    const NAME: &str = "__accrt_deliver";
    ffi_guard(NAME, || {
        if shares_host_memory(NAME) {
            return;
        }
        with_site(NAME, loc, async_code::SYNC, |rt, site| {
            rt.deliver_results(site)
        })
    })
}

/// `host_data use_device(host)`: the device address of present data.
///
/// # Safety
/// `loc` null or valid; `name` null or a C string.
#[no_mangle]
pub unsafe extern "C" fn __accrt_use_device(
    loc: *const AccrtLoc,
    host: *mut c_void,
    name: *const c_char,
    if_present: c_int,
) -> *mut c_void {
    const NAME: &str = "__accrt_use_device";
    ffi_guard(NAME, || {
        if host.is_null() || shares_host_memory(NAME) {
            return host;
        }
        let name = text(name);
        with_site(NAME, loc, async_code::SYNC, |rt, site| {
            rt.use_device(site, host as usize, &name, if_present != 0)
                .map(|d| d as *mut c_void)
        })
    })
}

/// Launch kernel `k` on the current device.
///
/// # Safety
/// `loc` null or valid; `k` a valid `__accrt_kernel` of static storage; `args`
/// points to `nargs` entries whose values are what their kinds say.
#[no_mangle]
pub unsafe extern "C" fn __accrt_launch(
    loc: *const AccrtLoc,
    k: *mut AccrtKernel,
    iterations: i64,
    gangs: c_int,
    block: c_int,
    shared_bytes: usize,
    args: *mut AccrtArg,
    nargs: c_int,
    async_arg: c_int,
) {
    ffi_guard("__accrt_launch", || {
        launch_body(
            loc,
            k,
            iterations,
            gangs,
            block,
            shared_bytes,
            args,
            nargs,
            async_arg,
        )
    })
}

/// # Safety
/// As `__accrt_launch`.
#[allow(clippy::too_many_arguments)]
unsafe fn launch_body(
    loc: *const AccrtLoc,
    k: *mut AccrtKernel,
    iterations: i64,
    gangs: c_int,
    block: c_int,
    shared_bytes: usize,
    args: *mut AccrtArg,
    nargs: c_int,
    async_arg: c_int,
) {
    let raw_args: &[AccrtArg] = if nargs <= 0 || args.is_null() {
        &[]
    } else {
        std::slice::from_raw_parts(args, nargs as usize)
    };
    let names: SmallVec<[Cow<'_, str>; 16]> = raw_args.iter().map(|a| text(a.name)).collect();
    with_site("__accrt_launch", loc, async_arg, |rt, site| {
        let Some(kernel) = k.as_mut() else {
            return Err(site.error("__accrt_launch of a null kernel"));
        };
        if kernel.name.is_null() {
            return Err(site.error("__accrt_launch of a kernel without a name"));
        }
        if nargs < 0 {
            return Err(site.error(format!("invalid number of kernel arguments {nargs}")));
        }
        if nargs > 0 && args.is_null() {
            return Err(site.error(format!("{nargs} kernel arguments at a null address")));
        }
        let kref = KernelRef {
            name: CStr::from_ptr(kernel.name),
            opencl_source: kernel.opencl_source,
            cuda_source: kernel.cuda_source,
            cuda_image: kernel.cuda_image.cast(),
            cuda_image_size: kernel.cuda_image_size,
            cache: &raw mut kernel.cache,
        };
        let list: SmallVec<[LaunchArg<'_>; 16]> = raw_args
            .iter()
            .zip(&names)
            .map(|(a, name)| LaunchArg {
                value: a.value,
                size: a.size,
                kind: a.kind,
                name,
            })
            .collect();
        let tool = tool::any_live();
        if tool {
            tool::kernel(kernel.name);
        }
        let launched = rt.own_sync_batch(site, async_arg, |rt| {
            rt.launch(
                site,
                &kref,
                iterations,
                gangs,
                block,
                shared_bytes,
                &list,
                async_arg,
            )
        });
        if tool {
            tool::kernel(std::ptr::null());
        }
        launched
    })
}

/// 1 when the current device has its own memory (compute regions take the offload
/// path), 0 on host and multicore. Lock-free once the runtime exists.
#[no_mangle]
pub extern "C" fn __accrt_offload_active() -> c_int {
    let code = state::current_code("__accrt_offload_active");
    c_int::from(code != DeviceKind::Host.code() && code != DeviceKind::Multicore.code())
}

// ----- ABI 3: profiling hooks (include/accrt.h) -----

/// Entry (`enter`) or exit of a compute or data region, for the profiler.
///
/// # Safety
/// `loc` null or valid.
unsafe fn region_hook(routine: &'static str, loc: *const AccrtLoc, enter: bool) {
    if !crate::profile::enabled() {
        return;
    }
    let make = || match loc.as_ref() {
        Some(l) => crate::profile::SiteKey {
            file: text(l.file).into_owned(),
            function: text(l.function).into_owned(),
            line: l.line,
            construct: text(l.construct).into_owned(),
        },
        None => crate::profile::SiteKey::default(),
    };
    let (device, (kind, num)) =
        state::with_runtime(routine, |rt| Ok((rt.current_label(), rt.current_device())));
    ffi_guard(routine, || {
        crate::profile::region(loc as usize, make, enter, &device)
    });
    // The profiling interface: compute constructs only (a data construct's events come
    // from its data clauses, __accrt_data_begin / __accrt_data_end).
    if tool::any_live() && is_compute(loc) {
        let place = tool::Place {
            kind,
            num,
            queue: None,
        };
        let d = tool_directive(loc, async_code::SYNC);
        match enter {
            true => tool::compute_construct_start(place, &d),
            false => tool::compute_construct_end(place, &d),
        }
    }
}

/// Called by generated code at the entry of every compute and data region, only when
/// `__accrt_profile_flags` is non-zero.
///
/// # Safety
/// `loc` null or valid.
#[no_mangle]
pub unsafe extern "C" fn __accrt_region_enter(loc: *const AccrtLoc) {
    region_hook("__accrt_region_enter", loc, true)
}

/// As `__accrt_region_enter`, at the region's exit.
///
/// # Safety
/// `loc` null or valid.
#[no_mangle]
pub unsafe extern "C" fn __accrt_region_exit(loc: *const AccrtLoc) {
    region_hook("__accrt_region_exit", loc, false)
}

/// Called where the CPU version of a compute region with `fcw` channels would start (the
/// CPU targets do not build channels yet): a fatal error naming the region rather than an
/// answer computed without them.
///
/// # Safety
/// `loc` null or valid.
#[no_mangle]
pub unsafe extern "C" fn __accrt_device_only(loc: *const AccrtLoc) {
    with_site("__accrt_device_only", loc, async_code::SYNC, |_, site| {
        Err::<(), _>(site.error(
            "this region's `fcw` blocks communicate through channels, which run on the GPU \
             targets only: its CPU version cannot run (the current device type is the CPU; \
             unset ACC_DEVICE_TYPE or run where the GPU is present)",
        ))
    })
}

/// Called after a compute region built with `--cache-check` whose kernels found accesses
/// outside the ranges of its `cache` directives (the device printed each one as it
/// happened, served it from global memory, and raised the region's flag): a fatal error
/// naming the region, so that the violation cannot pass as a successful run.
///
/// # Safety
/// `loc` null or valid.
#[no_mangle]
pub unsafe extern "C" fn __accrt_cache_check_failed(loc: *const AccrtLoc) {
    with_site(
        "__accrt_cache_check_failed",
        loc,
        async_code::SYNC,
        |_, site| {
            Err::<(), _>(site.error(
                "--cache-check: accesses outside the ranges named by `cache` directives (each \
             reported above); the results are right, but the directives are not",
            ))
        },
    )
}
