//! What the program did on its devices, for the user: `ACC_TIME` (a per-region timing
//! report at exit), `ACC_NOTIFY` (one line per event as it happens) and `ACC_TRACE` (a
//! Trace Event Format timeline that Perfetto and `chrome://tracing` open).
//!
//! Cost when none of them is set: generated code tests one exported `int`
//! (`__accrt_profile_flags`) around each region, the ABI entry points test the same word,
//! and devices are not wrapped. When one is set, every device is wrapped in a
//! [`ProfiledDevice`] that reports allocations, transfers, launches and waits here; the
//! device time of transfers and launches comes from the device's own timer (CUDA events,
//! OpenCL profiling), never from host clocks. Host-side spans (regions, waits, the host
//! side of each runtime call) use the host clock.
//!
//! Layering: [`config`] reads the environment once; this module keeps the current
//! directive (set by the ABI) and the records; [`report`] formats `ACC_TIME`, [`trace`]
//! writes `ACC_TRACE`; [`device`] is the wrapper.

mod config;
mod device;
pub mod nvtx;
pub mod report;
pub mod tool;
pub mod trace;

use std::collections::{BTreeMap, HashMap};
use std::ffi::c_int;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

pub use config::{bits, Config};
pub use device::ProfiledDevice;

use crate::clock::now_us;
use crate::device::{Device, Queue};

/// The profiling word read by generated code before each region hook (`include/accrt.h`):
/// 0 when nothing is asked for. Written once, by [`init`], from the first constructor of
/// the program (`__accrt_register_target`), before `main`.
#[no_mangle]
#[allow(non_upper_case_globals)]
pub static __accrt_profile_flags: AtomicI32 = AtomicI32::new(0);

static CONFIG: OnceLock<Config> = OnceLock::new();
static RECORDER: Mutex<Option<Recorder>> = Mutex::new(None);
static HOOKS: OnceLock<RuntimeHooks> = OnceLock::new();

/// What the profiler needs of the process's runtime, which sits above it: handed down
/// by [`init`] so that nothing here reaches up. Before `init` there is no runtime, so
/// there is nothing to ask it.
#[derive(Debug, Clone, Copy)]
pub struct RuntimeHooks {
    /// Resolve the device timing still pending (for the report at exit).
    pub flush_timing: fn(),
    /// The current device type (`acc_device_t`) if the runtime exists, else 0; never
    /// waits for the runtime.
    pub current_code: fn() -> i32,
    /// Profiling was turned on after start-up: wrap the devices made before.
    pub profile_existing_devices: fn(),
}

/// The runtime's hooks, once [`init`] has run.
fn hooks() -> Option<&'static RuntimeHooks> {
    HOOKS.get()
}

/// Reads `ACC_TIME`, `ACC_NOTIFY`, `ACC_TRACE` (and their `NV_`/`NVCOMPILER_` names) once,
/// and loads the profiling tools (`ACC_PROFLIB`, [`tool::start`]) and NVTX (`ACC_NVTX`).
/// An invalid value is a fatal error naming the variable. `hooks` are the runtime's (the
/// first call's are kept).
pub fn init(hooks: RuntimeHooks) {
    HOOKS.get_or_init(|| hooks);
    let cfg = CONFIG.get_or_init(|| match Config::from_process() {
        Ok(c) => c,
        Err(message) => {
            crate::error::report_and_exit("profiling", &crate::error::AccError::standalone(message))
        }
    });
    // OR: a tool registered from a constructor may have set its bit already.
    __accrt_profile_flags.fetch_or(cfg.flags(), Ordering::AcqRel);
    static REPORT: std::sync::Once = std::sync::Once::new();
    if cfg.flags() != 0 {
        REPORT.call_once(register_exit_report);
    }
    nvtx::start();
    tool::start();
}

/// The profiling word (0: nothing asked for).
#[inline]
pub fn flags() -> i32 {
    __accrt_profile_flags.load(Ordering::Relaxed)
}

/// True when anything is asked for.
#[inline]
pub fn enabled() -> bool {
    flags() != 0
}

/// True when devices must time their operations (`ACC_TIME` or `ACC_TRACE`); OpenCL
/// queues are made with profiling enabled only then.
#[inline]
pub fn device_timing() -> bool {
    flags() & (bits::TIME | bits::TRACE) != 0
}

fn notify(bit: i32) -> bool {
    flags() & bit != 0
}

/// A directive of the program: where an event comes from.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct SiteKey {
    pub file: String,
    pub function: String,
    pub line: i32,
    pub construct: String,
}

impl SiteKey {
    fn unknown() -> SiteKey {
        SiteKey {
            file: "?".into(),
            function: "?".into(),
            line: 0,
            construct: "runtime API".into(),
        }
    }
}

/// Running statistics of a time in microseconds.
#[derive(Debug, Clone, Copy, Default)]
pub struct Stat {
    pub count: u64,
    pub total: f64,
    pub max: f64,
    pub min: f64,
}

impl Stat {
    fn add(&mut self, us: f64) {
        if self.count == 0 || us < self.min {
            self.min = us;
        }
        if us > self.max {
            self.max = us;
        }
        self.count += 1;
        self.total += us;
    }
}

/// The kernels of one site.
#[derive(Debug, Clone, Default)]
pub struct KernelStats {
    pub launches: u64,
    pub grid: usize,
    pub block: usize,
    pub device: Stat,
}

/// The transfers of one site in one direction.
#[derive(Debug, Clone, Default)]
pub struct TransferStats {
    pub bytes: u64,
    pub device: Stat,
}

/// Everything recorded about one directive.
#[derive(Debug, Clone, Default)]
pub struct SiteStats {
    /// Times the region (or directive) was entered.
    pub reached: u64,
    /// Host time from region entry to exit.
    pub elapsed: Stat,
    /// The devices it ran on (`nvidia:0`, `multicore`).
    pub devices: Vec<String>,
    pub kernels: BTreeMap<String, KernelStats>,
    /// By direction (`upload`, `download`, `device-to-device`).
    pub transfers: BTreeMap<&'static str, TransferStats>,
    /// Bytes allocated and allocations made on the device.
    pub allocated: u64,
    pub allocations: u64,
    pub waits: Stat,
}

/// One timeline event (see [`trace`]).
#[derive(Debug, Clone)]
pub struct TraceEvent {
    pub name: String,
    pub category: &'static str,
    /// `host` or a device label.
    pub lane: String,
    pub queue: Option<Queue>,
    pub start_us: f64,
    pub dur_us: f64,
    pub args: Vec<(&'static str, serde_json::Value)>,
}

/// A directive, interned: its index in `Recorder::sites`.
pub type SiteId = usize;

#[derive(Default)]
struct Recorder {
    /// The directive the runtime is serving now (set by the ABI entry points).
    site: Option<SiteId>,
    /// The variable of the data clause being served.
    variable: Option<String>,
    /// Directives by the address of their `__accrt_loc` (generated code keeps one static
    /// per directive, two for a region: its hook's and its offload code's) and by content.
    by_loc: HashMap<usize, SiteId>,
    by_key: HashMap<Arc<SiteKey>, SiteId>,
    sites: Vec<(Arc<SiteKey>, SiteStats)>,
    /// Region entries not yet exited: site and host start.
    open: Vec<(SiteId, f64)>,
    /// Device labels and their names (`nvidia:0` → `NVIDIA H200`), in order of use.
    devices: Vec<(String, String)>,
    events: Vec<TraceEvent>,
}

fn with_recorder<T>(f: impl FnOnce(&mut Recorder) -> T) -> T {
    let mut guard = RECORDER.lock().unwrap_or_else(PoisonError::into_inner);
    f(guard.get_or_insert_with(Recorder::default))
}

impl Recorder {
    /// The site of the `__accrt_loc` at `loc` (0: unknown), made by `make` the first time.
    fn intern(&mut self, loc: usize, make: impl FnOnce() -> SiteKey) -> SiteId {
        if let Some(&id) = self.by_loc.get(&loc) {
            return id;
        }
        let key = Arc::new(if loc == 0 { SiteKey::unknown() } else { make() });
        let id = match self.by_key.get(&key) {
            Some(&id) => id,
            None => {
                let id = self.sites.len();
                self.sites.push((key.clone(), SiteStats::default()));
                self.by_key.insert(key, id);
                id
            }
        };
        self.by_loc.insert(loc, id);
        id
    }

    fn current(&mut self) -> SiteId {
        match self.site {
            Some(id) => id,
            None => self.intern(0, SiteKey::unknown),
        }
    }

    fn key(&self, id: SiteId) -> Arc<SiteKey> {
        self.sites[id].0.clone()
    }

    fn stats(&mut self, id: SiteId) -> &mut SiteStats {
        &mut self.sites[id].1
    }

    fn note_device(&mut self, id: SiteId, device: &str) {
        let s = self.stats(id);
        if !s.devices.iter().any(|d| d == device) {
            s.devices.push(device.to_string());
        }
    }
}

fn site_args(site: &SiteKey) -> Vec<(&'static str, serde_json::Value)> {
    vec![
        ("file", site.file.clone().into()),
        ("function", site.function.clone().into()),
        ("line", site.line.into()),
        ("construct", site.construct.clone().into()),
    ]
}

/// The start of the notification line common to every event.
fn notify_line(what: &str, site: &SiteKey, device: &str) -> String {
    format!(
        "{what} file={} function={} line={} device={device}",
        site.file, site.function, site.line
    )
}

// ----- the directive being served (ABI) -----

/// Marks the directive whose `__accrt_loc` is at `loc` as the one the runtime serves until
/// [`leave_site`]; `make` describes it (called once per directive).
pub fn enter_site(loc: usize, make: impl FnOnce() -> SiteKey) {
    with_recorder(|r| {
        r.site = Some(r.intern(loc, make));
        r.variable = None;
    })
}

/// The file name under which the report lists runtime API routines.
pub const API_FILE: &str = "(OpenACC runtime API)";

/// The runtime API routine `routine` (`acc_copyin`) is being served.
pub fn enter_api(routine: &'static str) {
    with_recorder(|r| {
        let id = r.intern(routine.as_ptr() as usize, || SiteKey {
            file: API_FILE.to_string(),
            function: routine.to_string(),
            line: 0,
            construct: routine.to_string(),
        });
        r.stats(id).reached += 1;
        r.site = Some(id);
        r.variable = None;
    })
}

pub fn leave_site() {
    with_recorder(|r| {
        r.site = None;
        r.variable = None;
    })
}

/// The variable of the data clause served next (for transfer and allocation events),
/// and its host address (for the profiling interface's data events).
pub fn variable(name: &str, host: usize) {
    if enabled() {
        with_recorder(|r| r.variable = Some(name.to_string()));
        if tool::any_live() {
            tool::clause(name, host);
        }
    }
}

/// A directive that is not a region (enter data, exit data, update, wait) was reached.
pub fn reached(loc: usize, make: impl FnOnce() -> SiteKey) {
    with_recorder(|r| {
        let id = r.intern(loc, make);
        r.stats(id).reached += 1;
    });
}

// ----- regions (generated code, through the ABI) -----

/// Entry (`enter`) or exit of the compute or data region whose `__accrt_loc` is at `loc`,
/// on the device `device`.
pub fn region(loc: usize, make: impl FnOnce() -> SiteKey, enter: bool, device: &str) {
    let t = now_us();
    with_recorder(|r| {
        let id = r.intern(loc, make);
        if notify(bits::REGION) {
            let site = r.key(id);
            let kind = if is_compute(&site.construct) {
                "compute"
            } else {
                "data"
            };
            let what = format!(
                "{} {kind} region ({})",
                if enter { "enter" } else { "exit" },
                site.construct
            );
            eprintln!("{}", notify_line(&what, &site, device));
        }
        if enter {
            r.note_device(id, device);
            r.stats(id).reached += 1;
            r.open.push((id, t));
            return;
        }
        let Some(pos) = r.open.iter().rposition(|&(s, _)| s == id) else {
            return;
        };
        let (_, start) = r.open.remove(pos);
        r.stats(id).elapsed.add(t - start);
        if flags() & bits::TRACE != 0 {
            let site = r.key(id);
            let mut args = site_args(&site);
            args.push(("device", device.into()));
            r.events.push(TraceEvent {
                name: format!("{} ({}:{})", site.construct, site.function, site.line),
                category: "region",
                lane: "host".into(),
                queue: None,
                start_us: start,
                dur_us: t - start,
                args,
            });
        }
    })
}

/// True for the constructs whose regions run code on the device.
pub fn is_compute(construct: &str) -> bool {
    let first = construct.split_whitespace().next().unwrap_or("");
    matches!(first, "parallel" | "kernels" | "serial")
}

// ----- device operations (the wrapper) -----

/// What a device operation was.
#[derive(Debug, Clone)]
pub enum Op {
    Launch {
        kernel: String,
        groups: usize,
        block: usize,
        shared_bytes: usize,
    },
    Transfer {
        direction: &'static str,
        bytes: usize,
    },
}

/// A device operation as issued: where from, on which device and queue.
#[derive(Debug, Clone)]
pub struct Issued {
    pub site: SiteId,
    pub variable: Option<String>,
    pub device: String,
    pub queue: Queue,
    pub op: Op,
    /// Host time of the runtime call that issued it.
    pub host_start: f64,
    pub host_end: f64,
}

fn queue_text(q: Queue) -> String {
    match q {
        Queue::Sync => "sync".into(),
        Queue::Default => "async(default)".into(),
        Queue::Id(n) => format!("async({n})"),
    }
}

/// A device operation was issued: notify, and describe it for [`completed`].
pub fn issued(device: &str, kind_name: &str, queue: Queue, op: Op, host_start: f64) -> Issued {
    let (site, key, variable) = with_recorder(|r| {
        let id = r.current();
        (id, r.key(id), r.variable.clone())
    });
    let site_key = &*key;
    match &op {
        Op::Launch {
            kernel,
            groups,
            block,
            shared_bytes,
        } if notify(bits::LAUNCH) => eprintln!(
            "{} kernel={kernel} grid={groups} block={block} shared={shared_bytes} queue={}",
            notify_line(&format!("launch {kind_name} kernel"), site_key, device),
            queue_text(queue)
        ),
        Op::Transfer { direction, bytes } if notify(bits::TRANSFER) => eprintln!(
            "{} variable={} bytes={bytes} queue={}",
            notify_line(&format!("{direction} {kind_name} data"), site_key, device),
            variable.as_deref().unwrap_or("?"),
            queue_text(queue)
        ),
        _ => {}
    }
    Issued {
        site,
        variable,
        device: device.to_string(),
        queue,
        op,
        host_start,
        host_end: now_us(),
    }
}

/// The device timing of an issued operation is known (`device_span`: start and end in
/// microseconds on the profiler's time line; `None` when the device has no timer).
pub fn completed(op: Issued, device_span: Option<(f64, f64)>) {
    with_recorder(|r| {
        r.note_device(op.site, &op.device);
        let dur = device_span.map(|(s, e)| (e - s).max(0.0));
        let tracing = flags() & bits::TRACE != 0;
        let stats = r.stats(op.site);
        let (name, category, mut args) = match &op.op {
            Op::Launch {
                kernel,
                groups,
                block,
                shared_bytes,
            } => {
                let k = stats.kernels.entry(kernel.clone()).or_default();
                k.launches += 1;
                k.grid = *groups;
                k.block = *block;
                if let Some(d) = dur {
                    k.device.add(d);
                }
                (
                    kernel.clone(),
                    "kernel",
                    vec![
                        ("grid", (*groups).into()),
                        ("block", (*block).into()),
                        ("shared_bytes", (*shared_bytes).into()),
                    ],
                )
            }
            Op::Transfer { direction, bytes } => {
                let t = stats.transfers.entry(direction).or_default();
                t.bytes += *bytes as u64;
                if let Some(d) = dur {
                    t.device.add(d);
                } else {
                    t.device.count += 1;
                }
                let var = op.variable.clone().unwrap_or_else(|| "?".into());
                (
                    format!("{direction} {var}"),
                    "transfer",
                    vec![("bytes", (*bytes).into()), ("variable", var.into())],
                )
            }
        };
        if !tracing {
            return;
        }
        args.extend(site_args(&r.key(op.site)));
        args.push(("queue", queue_text(op.queue).into()));
        // The host side of the call (enqueueing, and for sync queues waiting).
        r.events.push(TraceEvent {
            name: format!("call: {name}"),
            category: "host call",
            lane: "host".into(),
            queue: None,
            start_us: op.host_start,
            dur_us: op.host_end - op.host_start,
            args: args.clone(),
        });
        if let Some((s, e)) = device_span {
            r.events.push(TraceEvent {
                name,
                category,
                lane: op.device.clone(),
                queue: Some(op.queue),
                start_us: s,
                dur_us: (e - s).max(0.0),
                args,
            });
        }
    })
}

/// A device allocation (`free == false`) or release of `bytes` (0 when unknown).
pub fn allocation(device: &str, kind_name: &str, bytes: usize, free: bool, start: f64) {
    let end = now_us();
    with_recorder(|r| {
        let id = r.current();
        let site = r.key(id);
        let variable = r.variable.clone().unwrap_or_else(|| "?".into());
        if notify(bits::ALLOC) {
            let what = if free { "delete" } else { "create" };
            eprintln!(
                "{} variable={variable} bytes={bytes}",
                notify_line(&format!("{what} {kind_name} data"), &site, device)
            );
        }
        if !free {
            let s = r.stats(id);
            s.allocated += bytes as u64;
            s.allocations += 1;
        }
        if flags() & bits::TRACE != 0 {
            let mut args = site_args(&site);
            args.push(("bytes", bytes.into()));
            args.push(("variable", variable.clone().into()));
            args.push(("device", device.into()));
            r.events.push(TraceEvent {
                name: format!("{} {variable}", if free { "free" } else { "alloc" }),
                category: "alloc",
                lane: "host".into(),
                queue: None,
                start_us: start,
                dur_us: end - start,
                args,
            });
        }
    })
}

/// The host waited for `queue` (or every queue, `None`) from `start` until now.
pub fn waited(device: &str, queue: Option<Queue>, start: f64) {
    let end = now_us();
    with_recorder(|r| {
        let id = r.current();
        let site = r.key(id);
        let q = queue.map_or_else(|| "all".to_string(), queue_text);
        if notify(bits::WAIT) {
            eprintln!("{} queue={q}", notify_line("wait", &site, device));
        }
        r.stats(id).waits.add(end - start);
        if flags() & bits::TRACE != 0 {
            let mut args = site_args(&site);
            args.push(("queue", q.clone().into()));
            args.push(("device", device.into()));
            r.events.push(TraceEvent {
                name: format!("wait {q}"),
                category: "wait",
                lane: "host".into(),
                queue: None,
                start_us: start,
                dur_us: end - start,
                args,
            });
        }
    })
}

/// A device with label `label` (`nvidia:0`) and name was used.
pub fn device_named(label: &str, name: &str) {
    with_recorder(|r| {
        if !r.devices.iter().any(|(l, _)| l == label) {
            r.devices.push((label.to_string(), name.to_string()));
        }
    })
}

/// True when `dev` is to be wrapped in a [`ProfiledDevice`]: something is asked for and
/// the device has its own memory (on host memory there are no allocations, transfers or
/// launches to report).
pub fn wants_wrapper(dev: &dyn Device) -> bool {
    enabled() && !dev.shares_host_memory()
}

/// Wrap `dev` so that it reports here, when anything is asked for.
pub fn wrap(dev: Box<dyn Device>, num: usize) -> Box<dyn Device> {
    if wants_wrapper(dev.as_ref()) {
        Box::new(ProfiledDevice::new(dev, num))
    } else {
        dev
    }
}

// ----- at exit -----

fn register_exit_report() {
    extern "C" {
        fn atexit(cb: extern "C" fn()) -> c_int;
    }
    // SAFETY: registering a plain function; a failure only loses the report.
    unsafe {
        atexit(exit_report);
    }
}

/// Registers the exit report again, after a device driver started: handlers run in
/// reverse order, so the report then runs before the driver's own exit handlers.
pub fn reregister_after_driver_start() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(register_exit_report);
}

extern "C" fn exit_report() {
    static DONE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if DONE.swap(true, Ordering::AcqRel) {
        return;
    }
    crate::error::ffi_guard("profiling report", || {
        if let Some(hooks) = hooks() {
            (hooks.flush_timing)();
        }
        finish()
    });
}

/// Writes what was asked for: the `ACC_TIME` report (standard error) and the trace file.
fn finish() {
    let Some(cfg) = CONFIG.get() else { return };
    let recorder = RECORDER
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take()
        .unwrap_or_default();
    if cfg.time {
        let stats: BTreeMap<SiteKey, SiteStats> = recorder
            .sites
            .iter()
            // Runtime API routines only when they did something on a device.
            .filter(|(k, s)| k.file != API_FILE || !s.devices.is_empty())
            .map(|(k, s)| ((**k).clone(), s.clone()))
            .collect();
        eprint!("{}", report::render(&stats, &recorder.devices));
    }
    if let Some(path) = &cfg.trace {
        let text = trace::render(&recorder.events, &recorder.devices);
        if let Err(e) = std::fs::write(path, text) {
            eprintln!(
                "accc runtime error: ACC_TRACE={}: cannot write the trace: {e}",
                path.display()
            );
        }
    }
}
