//! The OpenACC profiling interface (OpenACC 3.3 chapter 5; `include/acc_prof.h`): the
//! callbacks performance tools register, the records they receive, and the loading of
//! tool libraries (`ACC_PROFLIB`, or an `acc_register_library` linked into the program).
//!
//! It is one more consumer of the profiling machinery, not a second one: a registered
//! callback sets the `TOOL` bit of `__accrt_profile_flags`, so that generated code calls
//! the region hooks and devices are wrapped in a `ProfiledDevice`, and the same places
//! that feed `ACC_NOTIFY` / `ACC_TIME` also dispatch the standard's events from here.
//! With no callback registered the cost is one atomic load per hook point.
//!
//! What the ABI entry points know about the directive being served (file, function,
//! line, construct, async argument) and about the clause and kernel (variable name,
//! host address, kernel name) is kept per host thread, because callbacks run on the
//! thread that triggered the event.
//!
//! Callbacks of events that happen while the runtime holds its lock (device init and
//! shutdown, create/delete, alloc/free, enqueue_*, waits inside a directive) must not
//! call OpenACC routines that need the runtime (a clear error says so, instead of a
//! deadlock); `acc_get_device_type`, `acc_on_device` and the `acc_prof_*` routines work
//! anywhere. Construct-level events (compute construct, enter/exit data, update) are
//! dispatched outside the lock.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_long, c_void, CStr, CString};
use std::mem::offset_of;
use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};
use std::sync::{Mutex, Once, PoisonError};

use smallvec::SmallVec;

use crate::device::{DeviceKind, Queue};

/// `acc_event_t` values.
pub mod event {
    pub const NONE: i32 = 0;
    pub const DEVICE_INIT_START: i32 = 1;
    pub const DEVICE_INIT_END: i32 = 2;
    pub const DEVICE_SHUTDOWN_START: i32 = 3;
    pub const DEVICE_SHUTDOWN_END: i32 = 4;
    pub const RUNTIME_SHUTDOWN: i32 = 5;
    pub const CREATE: i32 = 6;
    pub const DELETE: i32 = 7;
    pub const ALLOC: i32 = 8;
    pub const FREE: i32 = 9;
    pub const ENTER_DATA_START: i32 = 10;
    pub const ENTER_DATA_END: i32 = 11;
    pub const EXIT_DATA_START: i32 = 12;
    pub const EXIT_DATA_END: i32 = 13;
    pub const UPDATE_START: i32 = 14;
    pub const UPDATE_END: i32 = 15;
    pub const COMPUTE_CONSTRUCT_START: i32 = 16;
    pub const COMPUTE_CONSTRUCT_END: i32 = 17;
    pub const ENQUEUE_LAUNCH_START: i32 = 18;
    pub const ENQUEUE_LAUNCH_END: i32 = 19;
    pub const ENQUEUE_UPLOAD_START: i32 = 20;
    pub const ENQUEUE_UPLOAD_END: i32 = 21;
    pub const ENQUEUE_DOWNLOAD_START: i32 = 22;
    pub const ENQUEUE_DOWNLOAD_END: i32 = 23;
    pub const WAIT_START: i32 = 24;
    pub const WAIT_END: i32 = 25;
    /// One past the last event.
    pub const LAST: i32 = 26;
}

/// `acc_construct_t` values.
pub mod construct {
    pub const PARALLEL: i32 = 0;
    pub const KERNELS: i32 = 1;
    pub const LOOP: i32 = 2;
    pub const DATA: i32 = 3;
    pub const ENTER_DATA: i32 = 4;
    pub const EXIT_DATA: i32 = 5;
    pub const HOST_DATA: i32 = 6;
    pub const ATOMIC: i32 = 7;
    pub const DECLARE: i32 = 8;
    pub const INIT: i32 = 9;
    pub const SHUTDOWN: i32 = 10;
    pub const SET: i32 = 11;
    pub const UPDATE: i32 = 12;
    pub const ROUTINE: i32 = 13;
    pub const WAIT: i32 = 14;
    pub const RUNTIME_API: i32 = 15;
    pub const SERIAL: i32 = 16;
}

/// `acc_device_api` values.
mod device_api {
    pub const NONE: i32 = 0;
    pub const CUDA: i32 = 1;
    pub const OPENCL: i32 = 2;
}

/// `acc_register_t` values.
mod register {
    pub const REG: i32 = 0;
    pub const TOGGLE: i32 = 1;
    pub const TOGGLE_PER_THREAD: i32 = 2;
}

/// `_ACC_PROF_INFO_VERSION`.
pub const VERSION: c_int = 201711;

const ACC_ASYNC_NOVAL: c_long = -1;
const ACC_ASYNC_SYNC: c_long = -2;

/// `acc_prof_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ProfInfo {
    pub event_type: c_int,
    pub valid_bytes: c_int,
    pub version: c_int,
    pub device_type: c_int,
    pub device_number: c_int,
    pub thread_id: c_int,
    pub async_: c_long,
    pub async_queue: c_long,
    pub src_file: *const c_char,
    pub func_name: *const c_char,
    pub line_no: c_int,
    pub end_line_no: c_int,
    pub func_line_no: c_int,
    pub func_end_line_no: c_int,
}

/// `acc_data_event_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct DataEventInfo {
    pub event_type: c_int,
    pub valid_bytes: c_int,
    pub parent_construct: c_int,
    pub implicit: c_int,
    pub tool_info: *mut c_void,
    pub var_name: *const c_char,
    pub bytes: usize,
    pub host_ptr: *const c_void,
    pub device_ptr: *const c_void,
}

/// `acc_launch_event_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct LaunchEventInfo {
    pub event_type: c_int,
    pub valid_bytes: c_int,
    pub parent_construct: c_int,
    pub implicit: c_int,
    pub tool_info: *mut c_void,
    pub kernel_name: *const c_char,
    pub num_gangs: usize,
    pub num_workers: usize,
    pub vector_length: usize,
}

/// `acc_other_event_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct OtherEventInfo {
    pub event_type: c_int,
    pub valid_bytes: c_int,
    pub parent_construct: c_int,
    pub implicit: c_int,
    pub tool_info: *mut c_void,
}

/// `acc_event_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union EventInfo {
    pub event_type: c_int,
    pub data: DataEventInfo,
    pub launch: LaunchEventInfo,
    pub other: OtherEventInfo,
}

/// `acc_api_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ApiInfo {
    pub device_api: c_int,
    pub valid_bytes: c_int,
    pub device_type: c_int,
    pub vendor: c_int,
    pub device_handle: *const c_void,
    pub context_handle: *const c_void,
    pub async_handle: *const c_void,
}

const PROF_INFO_VALID_BYTES: c_int =
    (offset_of!(ProfInfo, func_end_line_no) + size_of::<c_int>()) as c_int;
const DATA_VALID_BYTES: c_int =
    (offset_of!(DataEventInfo, device_ptr) + size_of::<*const c_void>()) as c_int;
const LAUNCH_VALID_BYTES: c_int =
    (offset_of!(LaunchEventInfo, vector_length) + size_of::<usize>()) as c_int;
const OTHER_VALID_BYTES: c_int =
    (offset_of!(OtherEventInfo, tool_info) + size_of::<*mut c_void>()) as c_int;
const API_VALID_BYTES: c_int =
    (offset_of!(ApiInfo, async_handle) + size_of::<*const c_void>()) as c_int;

/// `acc_prof_callback`.
pub type Callback = unsafe extern "C" fn(*mut ProfInfo, *mut EventInfo, *mut ApiInfo);
/// `acc_prof_reg`.
pub type RegisterFn = unsafe extern "C" fn(c_int, Option<Callback>, c_int);
/// `acc_query_fn`.
pub type QueryFn = unsafe extern "C" fn();
/// `acc_prof_lookup_func`.
pub type LookupFn = unsafe extern "C" fn(*const c_char) -> Option<QueryFn>;
/// `acc_register_library`.
pub type RegisterLibraryFn = unsafe extern "C" fn(RegisterFn, RegisterFn, LookupFn);

// ----- the registry -----

const EVENTS: usize = event::LAST as usize;

struct Registered {
    callback: Callback,
    /// Registrations not yet unregistered (the same callback may be registered twice).
    count: u32,
    /// `acc_toggle` state of this callback.
    enabled: bool,
}

struct Registry {
    by_event: [Vec<Registered>; EVENTS],
    /// `acc_toggle` of a whole event (callback NULL).
    event_disabled: [bool; EVENTS],
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
    by_event: [const { Vec::new() }; EVENTS],
    event_disabled: [false; EVENTS],
});

/// Bit `e` set: event `e` has an enabled callback. Read without the lock on every hook.
static LIVE: AtomicU32 = AtomicU32::new(0);

impl Registry {
    fn live_mask(&self) -> u32 {
        (0..EVENTS)
            .filter(|&e| !self.event_disabled[e] && self.by_event[e].iter().any(|r| r.enabled))
            .fold(0, |m, e| m | 1 << e)
    }
}

fn with_registry<T>(f: impl FnOnce(&mut Registry) -> T) -> T {
    let mut guard = REGISTRY.lock().unwrap_or_else(PoisonError::into_inner);
    let r = f(&mut guard);
    LIVE.store(guard.live_mask(), Ordering::Release);
    r
}

// ----- per host thread -----

/// The directive (or runtime routine) a host thread is serving.
#[derive(Clone, Copy)]
pub struct Directive {
    pub file: *const c_char,
    pub function: *const c_char,
    pub line: c_int,
    pub construct: c_int,
    /// The construct's async argument (`acc_async_sync` without one).
    pub async_arg: c_int,
}

impl Directive {
    const NONE: Directive = Directive {
        file: std::ptr::null(),
        function: std::ptr::null(),
        line: 0,
        construct: construct::RUNTIME_API,
        async_arg: ACC_ASYNC_SYNC as c_int,
    };
}

thread_local! {
    static THREAD_ID: Cell<i32> = const { Cell::new(-1) };
    /// `acc_toggle_per_thread` off.
    static THREAD_DISABLED: Cell<bool> = const { Cell::new(false) };
    static DIRECTIVE: Cell<Directive> = const { Cell::new(Directive::NONE) };
    /// The data clause being served: its text and host address.
    static CLAUSE: RefCell<(Option<CString>, usize)> = const { RefCell::new((None, 0)) };
    /// The kernel being launched (a static string of generated code).
    static KERNEL: Cell<*const c_char> = const { Cell::new(std::ptr::null()) };
    /// Tool words of the compute constructs this thread is inside (start to end).
    static OPEN_CONSTRUCTS: RefCell<Vec<*mut c_void>> = const { RefCell::new(Vec::new()) };
    /// Callbacks running on this thread (they may trigger events of their own).
    static IN_CALLBACK: Cell<u32> = const { Cell::new(0) };
}

static NEXT_THREAD_ID: AtomicI32 = AtomicI32::new(0);

fn thread_id() -> c_int {
    THREAD_ID.with(|id| {
        if id.get() < 0 {
            id.set(NEXT_THREAD_ID.fetch_add(1, Ordering::Relaxed));
        }
        id.get()
    })
}

/// True when some callback is registered and enabled (any event).
#[inline]
pub fn any_live() -> bool {
    LIVE.load(Ordering::Relaxed) != 0
}

/// True when `event` would reach a callback on this thread.
#[inline]
pub fn live(event: i32) -> bool {
    LIVE.load(Ordering::Relaxed) & (1 << event) != 0 && !THREAD_DISABLED.with(Cell::get)
}

/// True while a tool callback runs on this thread.
pub fn in_callback() -> bool {
    IN_CALLBACK.with(Cell::get) > 0
}

/// `acc_construct_t` of a construct as generated code names it ("parallel loop").
pub fn construct_of(text: &str) -> c_int {
    let mut words = text.split_whitespace();
    match (words.next().unwrap_or(""), words.next().unwrap_or("")) {
        ("parallel", _) => construct::PARALLEL,
        ("kernels", _) => construct::KERNELS,
        ("serial", _) => construct::SERIAL,
        ("data", _) => construct::DATA,
        ("enter", _) => construct::ENTER_DATA,
        ("exit", _) => construct::EXIT_DATA,
        ("host_data", _) => construct::HOST_DATA,
        ("update", _) => construct::UPDATE,
        ("wait", _) => construct::WAIT,
        ("declare", _) => construct::DECLARE,
        ("init", _) => construct::INIT,
        ("shutdown", _) => construct::SHUTDOWN,
        ("set", _) => construct::SET,
        ("loop", _) => construct::LOOP,
        _ => construct::RUNTIME_API,
    }
}

/// Make `d` the directive this thread serves; returns the one it replaces (give it to
/// [`restore_directive`]).
pub fn enter_directive(d: Directive) -> Directive {
    CLAUSE.with(|c| *c.borrow_mut() = (None, 0));
    DIRECTIVE.with(|cell| cell.replace(d))
}

pub fn restore_directive(d: Directive) {
    DIRECTIVE.with(|cell| cell.set(d));
}

/// The runtime routine `routine` (`acc_copyin`) is served: events name it as the
/// function, with no file.
pub fn routine_directive(routine: &'static str) -> Directive {
    Directive {
        function: routine_name(routine),
        ..Directive::NONE
    }
}

/// A NUL-terminated copy of a routine name, made once per name and kept for the process.
fn routine_name(routine: &'static str) -> *const c_char {
    static NAMES: Mutex<Option<HashMap<usize, &'static CStr>>> = Mutex::new(None);
    let mut names = NAMES.lock().unwrap_or_else(PoisonError::into_inner);
    let names = names.get_or_insert_with(HashMap::new);
    names
        .entry(routine.as_ptr() as usize)
        .or_insert_with(|| {
            let owned = CString::new(routine).unwrap_or_default();
            Box::leak(owned.into_boxed_c_str())
        })
        .as_ptr()
}

/// The data clause served next (`name` as the source writes it, host address).
pub fn clause(name: &str, host: usize) {
    CLAUSE.with(|c| *c.borrow_mut() = (CString::new(name).ok(), host));
}

/// The kernel launched next (`name`: a NUL-terminated string of static storage).
pub fn kernel(name: *const c_char) {
    KERNEL.with(|k| k.set(name));
}

// ----- dispatch -----

/// Where an event happens: the device and the queue (`None`: no queue involved).
#[derive(Clone, Copy)]
pub struct Place {
    pub kind: DeviceKind,
    pub num: usize,
    pub queue: Option<Queue>,
}

fn queue_value(q: Queue) -> c_long {
    match q {
        Queue::Sync => ACC_ASYNC_SYNC,
        Queue::Default => ACC_ASYNC_NOVAL,
        Queue::Id(n) => c_long::from(n),
    }
}

fn prof_info(event: i32, place: &Place, d: &Directive) -> ProfInfo {
    let async_arg = c_long::from(d.async_arg);
    ProfInfo {
        event_type: event,
        valid_bytes: PROF_INFO_VALID_BYTES,
        version: VERSION,
        device_type: place.kind.code(),
        device_number: c_int::try_from(place.num).unwrap_or(c_int::MAX),
        thread_id: thread_id(),
        async_: async_arg,
        async_queue: place.queue.map_or(async_arg, queue_value),
        src_file: d.file,
        func_name: d.function,
        line_no: d.line,
        end_line_no: 0,
        func_line_no: 0,
        func_end_line_no: 0,
    }
}

fn api_info(place: &Place) -> ApiInfo {
    ApiInfo {
        device_api: match place.kind {
            DeviceKind::Nvidia => device_api::CUDA,
            DeviceKind::OpenCl => device_api::OPENCL,
            _ => device_api::NONE,
        },
        valid_bytes: API_VALID_BYTES,
        device_type: place.kind.code(),
        vendor: -1,
        // Asking the device for its handles can end a CUDA sync batch (the program
        // could then reach the device behind the runtime's back): not offered.
        device_handle: std::ptr::null(),
        context_handle: std::ptr::null(),
        async_handle: std::ptr::null(),
    }
}

fn other_info(event: i32, d: &Directive, implicit: bool) -> EventInfo {
    EventInfo {
        other: OtherEventInfo {
            event_type: event,
            valid_bytes: OTHER_VALID_BYTES,
            parent_construct: d.construct,
            implicit: c_int::from(implicit),
            tool_info: std::ptr::null_mut(),
        },
    }
}

/// Calls the callbacks of `event` (never with the registry locked: a callback may
/// register or unregister).
fn call(event: i32, prof: &mut ProfInfo, info: &mut EventInfo, api: &mut ApiInfo) {
    let callbacks: SmallVec<[Callback; 4]> = {
        let registry = REGISTRY.lock().unwrap_or_else(PoisonError::into_inner);
        let e = event as usize;
        if registry.event_disabled[e] {
            return;
        }
        registry.by_event[e]
            .iter()
            .filter(|r| r.enabled)
            .map(|r| r.callback)
            .collect()
    };
    prof.event_type = event;
    // Every member starts with the event type.
    info.event_type = event;
    IN_CALLBACK.with(|n| n.set(n.get() + 1));
    for cb in callbacks {
        // SAFETY: the tool registered `cb` with this signature; the records outlive
        // the call.
        unsafe { cb(prof, info, api) };
    }
    IN_CALLBACK.with(|n| n.set(n.get() - 1));
}

/// A start event whose end event follows: the records are kept so that the tool's
/// `tool_info` reaches the end event, as the standard asks.
pub struct Span {
    end: i32,
    prof: ProfInfo,
    info: EventInfo,
    api: ApiInfo,
}

impl Span {
    fn open(start: i32, end: i32, prof: ProfInfo, info: EventInfo, api: ApiInfo) -> Option<Span> {
        if !live(start) && !live(end) {
            return None;
        }
        let mut span = Span {
            end,
            prof,
            info,
            api,
        };
        if live(start) {
            call(start, &mut span.prof, &mut span.info, &mut span.api);
        }
        Some(span)
    }

    /// Dispatches the end event.
    pub fn close(mut self) {
        if live(self.end) {
            call(self.end, &mut self.prof, &mut self.info, &mut self.api);
        }
    }
}

fn current_directive() -> Directive {
    DIRECTIVE.with(Cell::get)
}

/// The `acc_construct_t` of the directive this thread serves.
pub fn current_construct() -> c_int {
    current_directive().construct
}

/// A construct-level pair (`enter_data`, `exit_data`, `update`, `wait`, device init and
/// shutdown) of the directive `d` on `place`.
pub fn construct_span(start: i32, place: Place, d: &Directive, implicit: bool) -> Option<Span> {
    if !live(start) && !live(start + 1) {
        return None;
    }
    Span::open(
        start,
        start + 1,
        prof_info(start, &place, d),
        other_info(start, d, implicit),
        api_info(&place),
    )
}

/// A pair of the directive this thread serves (device operations: init, shutdown, waits).
pub fn span(start: i32, place: Place, implicit: bool) -> Option<Span> {
    if !live(start) && !live(start + 1) {
        return None;
    }
    construct_span(start, place, &current_directive(), implicit)
}

/// `compute_construct_start` of directive `d`; the end is [`compute_construct_end`].
pub fn compute_construct_start(place: Place, d: &Directive) {
    let mut prof = prof_info(event::COMPUTE_CONSTRUCT_START, &place, d);
    let mut info = other_info(event::COMPUTE_CONSTRUCT_START, d, false);
    let mut api = api_info(&place);
    if live(event::COMPUTE_CONSTRUCT_START) {
        call(
            event::COMPUTE_CONSTRUCT_START,
            &mut prof,
            &mut info,
            &mut api,
        );
    }
    // SAFETY: `other` is the member written above (a callback writes tool_info only).
    let word = unsafe { info.other.tool_info };
    OPEN_CONSTRUCTS.with(|s| s.borrow_mut().push(word));
}

pub fn compute_construct_end(place: Place, d: &Directive) {
    let word = OPEN_CONSTRUCTS
        .with(|s| s.borrow_mut().pop())
        .unwrap_or(std::ptr::null_mut());
    if !live(event::COMPUTE_CONSTRUCT_END) {
        return;
    }
    let mut prof = prof_info(event::COMPUTE_CONSTRUCT_END, &place, d);
    let mut info = other_info(event::COMPUTE_CONSTRUCT_END, d, false);
    info.other.tool_info = word;
    let mut api = api_info(&place);
    call(event::COMPUTE_CONSTRUCT_END, &mut prof, &mut info, &mut api);
}

fn data_info(event: i32, d: &Directive, bytes: usize, host: usize, dev: usize) -> EventInfo {
    let var_name = CLAUSE.with(|c| {
        c.borrow()
            .0
            .as_ref()
            .map_or(std::ptr::null(), |s| s.as_ptr())
    });
    EventInfo {
        data: DataEventInfo {
            event_type: event,
            valid_bytes: DATA_VALID_BYTES,
            parent_construct: d.construct,
            implicit: 0,
            tool_info: std::ptr::null_mut(),
            // Valid while the clause is served, so during the callback.
            var_name,
            bytes,
            host_ptr: host as *const c_void,
            device_ptr: dev as *const c_void,
        },
    }
}

/// The host address of the clause being served (0: none).
pub fn clause_host() -> usize {
    CLAUSE.with(|c| c.borrow().1)
}

/// A single data event (`create`, `delete`, `alloc`, `free`). `host` 0: the clause's.
pub fn data_event(event: i32, place: Place, bytes: usize, host: usize, dev: usize) {
    if !live(event) {
        return;
    }
    let d = current_directive();
    let host = if host == 0 { clause_host() } else { host };
    let mut prof = prof_info(event, &place, &d);
    let mut info = data_info(event, &d, bytes, host, dev);
    let mut api = api_info(&place);
    call(event, &mut prof, &mut info, &mut api);
}

/// An `enqueue_upload` / `enqueue_download` pair.
pub fn transfer_span(
    start: i32,
    place: Place,
    bytes: usize,
    host: usize,
    dev: usize,
) -> Option<Span> {
    if !live(start) && !live(start + 1) {
        return None;
    }
    let d = current_directive();
    Span::open(
        start,
        start + 1,
        prof_info(start, &place, &d),
        data_info(start, &d, bytes, host, dev),
        api_info(&place),
    )
}

/// An `enqueue_launch` pair; `fallback_name` when the ABI did not name the kernel.
pub fn launch_span(
    place: Place,
    fallback_name: Option<&CStr>,
    gangs: usize,
    vector_length: usize,
) -> Option<Span> {
    let start = event::ENQUEUE_LAUNCH_START;
    if !live(start) && !live(start + 1) {
        return None;
    }
    let d = current_directive();
    let named = KERNEL.with(Cell::get);
    let kernel_name = match (named.is_null(), fallback_name) {
        (false, _) => named,
        (true, Some(n)) => n.as_ptr(),
        (true, None) => std::ptr::null(),
    };
    Span::open(
        start,
        start + 1,
        prof_info(start, &place, &d),
        EventInfo {
            launch: LaunchEventInfo {
                event_type: start,
                valid_bytes: LAUNCH_VALID_BYTES,
                parent_construct: d.construct,
                implicit: 0,
                tool_info: std::ptr::null_mut(),
                kernel_name,
                num_gangs: gangs,
                // accc's kernels run one worker per gang; the vector is the work-group.
                num_workers: 1,
                vector_length,
            },
        },
        api_info(&place),
    )
}

/// `runtime_shutdown`, at exit.
extern "C" fn runtime_shutdown() {
    crate::error::ffi_guard("acc_ev_runtime_shutdown", || {
        if !live(event::RUNTIME_SHUTDOWN) {
            return;
        }
        let code = super::hooks().map_or(0, |hooks| (hooks.current_code)());
        let kind = DeviceKind::from_code(code).unwrap_or(DeviceKind::Host);
        let place = Place {
            kind,
            num: 0,
            queue: None,
        };
        let d = Directive::NONE;
        let mut prof = prof_info(event::RUNTIME_SHUTDOWN, &place, &d);
        let mut info = other_info(event::RUNTIME_SHUTDOWN, &d, false);
        let mut api = api_info(&place);
        call(event::RUNTIME_SHUTDOWN, &mut prof, &mut info, &mut api);
    })
}

// ----- registration (C API) -----

fn event_index(routine: &'static str, ev: c_int) -> usize {
    match usize::try_from(ev) {
        Ok(e) if (1..EVENTS).contains(&e) => e,
        _ => crate::error::report_and_exit(
            routine,
            &crate::error::AccError::new(format!(
                "invalid event {ev} (an acc_event_t value from 1 to {})",
                event::LAST - 1
            )),
        ),
    }
}

/// `acc_prof_register` and `acc_prof_unregister` (`add` false).
fn change(routine: &'static str, ev: c_int, cb: Option<Callback>, reg: c_int, add: bool) {
    match reg {
        register::REG => {
            let e = event_index(routine, ev);
            let Some(cb) = cb else {
                crate::error::report_and_exit(
                    routine,
                    &crate::error::AccError::new("a NULL callback cannot be registered"),
                )
            };
            with_registry(|r| {
                let list = &mut r.by_event[e];
                let pos = list.iter().position(|x| x.callback as usize == cb as usize);
                match (pos, add) {
                    (Some(i), true) => list[i].count += 1,
                    (None, true) => list.push(Registered {
                        callback: cb,
                        count: 1,
                        enabled: true,
                    }),
                    (Some(i), false) => {
                        list[i].count -= 1;
                        if list[i].count == 0 {
                            list.remove(i);
                        }
                    }
                    // Unregistering what is not registered does nothing.
                    (None, false) => {}
                }
            });
            if add {
                turn_profiling_on();
            }
        }
        register::TOGGLE => {
            let e = event_index(routine, ev);
            with_registry(|r| match cb {
                Some(cb) => {
                    for x in r.by_event[e]
                        .iter_mut()
                        .filter(|x| x.callback as usize == cb as usize)
                    {
                        x.enabled = add;
                    }
                }
                None => r.event_disabled[e] = !add,
            });
        }
        register::TOGGLE_PER_THREAD => THREAD_DISABLED.with(|d| d.set(!add)),
        _ => crate::error::report_and_exit(
            routine,
            &crate::error::AccError::new(format!(
                "invalid registration kind {reg} (acc_reg, acc_toggle or acc_toggle_per_thread)"
            )),
        ),
    }
}

/// The first registration turns profiling on: generated code then calls the region
/// hooks, and devices made from now on (or already made: see
/// [`super::RuntimeHooks::profile_existing_devices`]) report their operations.
fn turn_profiling_on() {
    let before = super::__accrt_profile_flags.fetch_or(super::bits::TOOL, Ordering::AcqRel);
    if before & super::bits::TOOL == 0 {
        register_runtime_shutdown();
        if let Some(hooks) = super::hooks() {
            (hooks.profile_existing_devices)();
        }
    }
}

fn register_runtime_shutdown() {
    static ONCE: Once = Once::new();
    extern "C" {
        fn atexit(cb: extern "C" fn()) -> c_int;
    }
    // SAFETY: registering a plain function; a failure only loses the event.
    ONCE.call_once(|| unsafe {
        atexit(runtime_shutdown);
    });
}

/// `acc_prof_register`.
#[no_mangle]
pub extern "C" fn acc_prof_register(ev: c_int, cb: Option<Callback>, reg: c_int) {
    crate::error::ffi_guard("acc_prof_register", || {
        change("acc_prof_register", ev, cb, reg, true)
    })
}

/// `acc_prof_unregister`.
#[no_mangle]
pub extern "C" fn acc_prof_unregister(ev: c_int, cb: Option<Callback>, reg: c_int) {
    crate::error::ffi_guard("acc_prof_unregister", || {
        change("acc_prof_unregister", ev, cb, reg, false)
    })
}

// The OpenACC API routines a tool may look up, by their C names as a tool would link
// them: they are defined in `crate::api`, the C entry points above the runtime, which
// this layer below it does not import.
extern "C" {
    fn acc_get_device_type() -> c_int;
    fn acc_get_device_num(dev_type: c_int) -> c_int;
    fn acc_get_num_devices(dev_type: c_int) -> c_int;
    fn acc_get_property(dev_num: c_int, dev_type: c_int, property: c_int) -> usize;
    fn acc_get_property_string(dev_num: c_int, dev_type: c_int, property: c_int) -> *const c_char;
    fn acc_on_device(dev_type: c_int) -> c_int;
}

/// `acc_prof_lookup`: the routines a tool may want without linking against them.
///
/// # Safety
/// `name` must be null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn acc_prof_lookup(name: *const c_char) -> Option<QueryFn> {
    if name.is_null() {
        return None;
    }
    let name = CStr::from_ptr(name).to_bytes();
    let offered: [(&[u8], *const ()); 9] = [
        (b"acc_prof_register", acc_prof_register as *const ()),
        (b"acc_prof_unregister", acc_prof_unregister as *const ()),
        (b"acc_prof_lookup", acc_prof_lookup as *const ()),
        (b"acc_get_device_type", acc_get_device_type as *const ()),
        (b"acc_get_device_num", acc_get_device_num as *const ()),
        (b"acc_get_num_devices", acc_get_num_devices as *const ()),
        (b"acc_get_property", acc_get_property as *const ()),
        (
            b"acc_get_property_string",
            acc_get_property_string as *const (),
        ),
        (b"acc_on_device", acc_on_device as *const ()),
    ];
    let (_, f) = offered.into_iter().find(|(n, _)| *n == name)?;
    // SAFETY: a function pointer as the opaque `acc_query_fn` the standard returns; the
    // tool casts it back to the routine's type.
    Some(std::mem::transmute::<*const (), QueryFn>(f))
}

// ----- tool libraries -----

#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
std::arch::global_asm!(
    ".weak acc_register_library",
    ".hidden acc_register_library",
    ".pushsection .data.rel.ro.__accrt_linked_tool,\"aw\",%progbits",
    ".balign 8",
    ".globl __accrt_linked_tool",
    ".hidden __accrt_linked_tool",
    "__accrt_linked_tool:",
    ".8byte acc_register_library",
    ".popsection",
);

/// The program's own `acc_register_library`, if it defines one: a weak reference, 0
/// when nothing defines the symbol. Hidden, so that the linker resolves it inside the
/// program only: libgomp's stub of the same name (which stops the program) is never
/// taken for a tool. (Stable Rust has no weak `extern`, so the reference
/// is made by an assembler directive; the slot holding it and the reference are in one
/// object, so the symbol is weak wherever it is referenced.)
#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
fn linked_tool() -> Option<RegisterLibraryFn> {
    extern "C" {
        static __accrt_linked_tool: Option<RegisterLibraryFn>;
    }
    // SAFETY: an 8-byte slot holding a function address or 0; read through a volatile
    // load so that the compiler assumes nothing about it.
    unsafe { std::ptr::read_volatile(&raw const __accrt_linked_tool) }
}

#[cfg(not(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
)))]
fn linked_tool() -> Option<RegisterLibraryFn> {
    None
}

unsafe extern "C" fn register_entry(ev: c_int, cb: Option<Callback>, reg: c_int) {
    acc_prof_register(ev, cb, reg)
}

unsafe extern "C" fn unregister_entry(ev: c_int, cb: Option<Callback>, reg: c_int) {
    acc_prof_unregister(ev, cb, reg)
}

unsafe extern "C" fn lookup_entry(name: *const c_char) -> Option<QueryFn> {
    acc_prof_lookup(name)
}

fn call_register_library(f: RegisterLibraryFn) {
    // SAFETY: the tool's entry point, with the standard's arguments.
    unsafe { f(register_entry, unregister_entry, lookup_entry) }
}

/// The libraries named by an `ACC_PROFLIB` value (separated by `;`, as libgomp reads it).
pub fn proflib_paths(value: &str) -> Vec<&str> {
    value
        .split(';')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

/// The environment entry `ACC_PROFLIB=...` while it is hidden (its first byte changed),
/// null otherwise.
static HIDDEN_PROFLIB: std::sync::atomic::AtomicPtr<c_char> =
    std::sync::atomic::AtomicPtr::new(std::ptr::null_mut());

/// GCC's libgomp, which every multicore program links for OpenMP, implements the
/// profiling interface too: its constructor opens the `ACC_PROFLIB` libraries and
/// registers their callbacks with itself (and stops the program on events it does not
/// support). The tool is this runtime's, so the variable is hidden before libgomp's
/// constructor runs — an entry of the executable's `.preinit_array` runs before the
/// constructors of shared libraries — and shown again by [`start`]. `getenv` does not
/// work this early, so the entry is found in the `envp` the loader passes, and renamed
/// in place (`_CC_PROFLIB`): the same string stays in the environment.
extern "C" fn hide_proflib_from_libgomp(
    _argc: c_int,
    _argv: *const *const c_char,
    envp: *const *mut c_char,
) {
    const NAME: &[u8] = b"ACC_PROFLIB=";
    if envp.is_null() {
        return;
    }
    // SAFETY: the loader's NULL-terminated array of NUL-terminated strings, writable
    // (they live on the initial stack); one thread runs this early.
    unsafe {
        let mut p = envp;
        while !(*p).is_null() {
            let entry = *p;
            if CStr::from_ptr(entry).to_bytes().starts_with(NAME) {
                *entry = b'_' as c_char;
                HIDDEN_PROFLIB.store(entry, Ordering::Release);
                return;
            }
            p = p.add(1);
        }
    }
}

#[cfg(target_os = "linux")]
#[used]
#[link_section = ".preinit_array"]
static HIDE_PROFLIB: extern "C" fn(c_int, *const *const c_char, *const *mut c_char) =
    hide_proflib_from_libgomp;

/// The `ACC_PROFLIB` value, shown again in the environment if it was hidden.
fn proflib_value() -> Option<std::ffi::OsString> {
    let entry = HIDDEN_PROFLIB.swap(std::ptr::null_mut(), Ordering::AcqRel);
    if !entry.is_null() {
        // SAFETY: the entry found by `hide_proflib_from_libgomp`, still in the
        // environment; called from the first constructor of the program (or the
        // runtime's creation), before the program's threads could read it.
        unsafe { *entry = b'A' as c_char };
    }
    std::env::var_os("ACC_PROFLIB")
}

/// Loads the tools, once, at start-up (the first constructor of the program, else the
/// runtime's creation): the program's own `acc_register_library`, then each library of
/// `ACC_PROFLIB`. A library that cannot be loaded, or lacks the routine, is reported
/// and skipped: profiling never stops the program.
pub fn start() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let linked = linked_tool();
        if let Some(f) = linked {
            call_register_library(f);
        }
        let Some(value) = proflib_value() else {
            return;
        };
        let value = value.to_string_lossy().into_owned();
        for path in proflib_paths(&value) {
            match load(path) {
                // Also linked into the program (LD_PRELOAD): registered once.
                Ok(f) if linked.is_some_and(|l| l as usize == f as usize) => {}
                Ok(f) => call_register_library(f),
                Err(why) => eprintln!(
                    "accc runtime warning: ACC_PROFLIB={value}: {why}; running without it"
                ),
            }
        }
    });
}

fn load(path: &str) -> Result<RegisterLibraryFn, String> {
    use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
    // RTLD_NOW: a library with unresolved symbols fails here, with the loader's
    // reason, instead of in the middle of the program.
    // SAFETY: loading a library runs its constructors, which is what the user asked.
    let lib = unsafe { Library::open(Some(path), RTLD_NOW | RTLD_LOCAL) }
        .map_err(|e| format!("cannot load {path}: {e}"))?;
    // SAFETY: the symbol the standard names, with the standard's type.
    let f = unsafe { lib.get::<RegisterLibraryFn>(b"acc_register_library\0") }
        .map(|s| *s)
        .map_err(|_| format!("{path} has no acc_register_library routine"))?;
    // The tool stays loaded for the life of the process.
    std::mem::forget(lib);
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_are_the_standards() {
        // LP64: the offsets the standard's declarations give.
        assert_eq!(offset_of!(ProfInfo, async_), 24);
        assert_eq!(offset_of!(ProfInfo, src_file), 40);
        assert_eq!(PROF_INFO_VALID_BYTES, 72);
        assert_eq!(size_of::<ProfInfo>(), 72);
        assert_eq!(DATA_VALID_BYTES, 56);
        assert_eq!(LAUNCH_VALID_BYTES, 56);
        assert_eq!(OTHER_VALID_BYTES, 24);
        assert_eq!(API_VALID_BYTES, 40);
        assert_eq!(size_of::<EventInfo>(), 56);
    }

    #[test]
    fn constructs_from_generated_names() {
        assert_eq!(construct_of("parallel loop"), construct::PARALLEL);
        assert_eq!(construct_of("kernels"), construct::KERNELS);
        assert_eq!(construct_of("serial loop"), construct::SERIAL);
        assert_eq!(construct_of("enter data"), construct::ENTER_DATA);
        assert_eq!(construct_of("exit data"), construct::EXIT_DATA);
        assert_eq!(construct_of("update"), construct::UPDATE);
        assert_eq!(construct_of("?"), construct::RUNTIME_API);
    }

    #[test]
    fn proflib_lists_split_on_semicolons() {
        assert_eq!(proflib_paths("./a.so; /b/c.so;;"), ["./a.so", "/b/c.so"]);
        assert!(proflib_paths("  ").is_empty());
    }

    #[test]
    fn lookup_offers_the_registration_routines() {
        let f = unsafe { acc_prof_lookup(c"acc_prof_register".as_ptr()) };
        assert_eq!(
            f.map(|f| f as usize),
            Some(acc_prof_register as *const () as usize)
        );
        assert!(unsafe { acc_prof_lookup(c"acc_get_device_num".as_ptr()) }.is_some());
        assert!(unsafe { acc_prof_lookup(c"no_such_routine".as_ptr()) }.is_none());
        assert!(unsafe { acc_prof_lookup(std::ptr::null()) }.is_none());
    }
}
