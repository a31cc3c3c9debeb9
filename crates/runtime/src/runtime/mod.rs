//! The runtime state and every behaviour of the OpenACC API, as methods that return
//! `Result` instead of exiting, so they can be tested with any [`Device`].
//!
//! Devices of a kind that shares host memory (host, multicore) take the short paths
//! the specification prescribes for shared memory: no present table, no copies,
//! device address = host address. All other devices go through the present table
//! and the [`Device`] trait — host and multicore too under `ACC_CHECK=1`
//! ([`crate::check`]), whose devices then have memory of their own.
//!
//! The device type, device number and default async queue are process-wide here,
//! not per host thread: accc's generated code consults them from whichever thread
//! runs a compute region.

use std::collections::{BTreeMap, HashMap};
use std::ffi::{c_char, c_void, CString};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::device::{
    self, DevPtr, Device, DeviceError, DeviceKind, DeviceType, Interop, KindSet, ProcessHooks,
    ProgramId, Property, Queue,
};
use crate::discovery;
use crate::error::AccError;
use crate::present::{HostRange, PresentTable, RefKind, Released};
use crate::profile::tool;
use crate::select::{self, EnvConfig};

pub mod check;
#[cfg(test)]
mod check_tests;
pub mod offload;
#[cfg(test)]
mod offload_tests;
#[cfg(test)]
mod tests;

/// The special async-argument values of `include/openacc.h`.
pub mod async_code {
    pub const NOVAL: i32 = -1;
    pub const SYNC: i32 = -2;
    pub const DEFAULT: i32 = -3;
}

/// Where the current device type came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The default rule (follows later registrations).
    Default,
    /// `ACC_DEVICE_TYPE`.
    Environment,
    /// `acc_set_device_type`, `acc_set_device_num`, `acc_init`.
    Program,
}

/// One device with its present table and attachment counters.
pub struct Slot {
    pub dev: Box<dyn Device>,
    /// `dev` is wrapped in a `ProfiledDevice`.
    profiled: bool,
    /// Device number within its kind.
    pub num: usize,
    pub present: PresentTable,
    /// Attachment counters by host address of the attached pointer.
    attached: BTreeMap<usize, u64>,
    initialized: bool,
    /// Cached property strings (name, vendor, driver), kept alive for C callers.
    strings: [Option<CString>; 3],
    /// Programs loaded on the device, by the addresses of the translation unit's code
    /// (OpenCL source, CUDA source, CUDA image).
    programs: HashMap<[usize; 3], ProgramId>,
    /// Incremented by every shutdown, which unloads the programs: kernel caches
    /// recorded under an older generation are stale.
    generation: u64,
}

impl Slot {
    fn new(dev: Box<dyn Device>, num: usize) -> Slot {
        let profiled = crate::profile::wants_wrapper(dev.as_ref());
        Slot {
            dev: crate::profile::wrap(dev, num),
            profiled,
            num,
            present: PresentTable::new(),
            attached: BTreeMap::new(),
            initialized: false,
            strings: [None, None, None],
            programs: HashMap::new(),
            generation: 0,
        }
    }

    pub(super) fn label(&self) -> String {
        format!("{} device {}", self.dev.kind(), self.num)
    }

    fn err(&self, e: DeviceError) -> AccError {
        AccError::new(format!("{}: {}", self.label(), e))
    }

    fn ensure_init(&mut self) -> Result<(), AccError> {
        if !self.initialized {
            let span = self.tool_span(tool::event::DEVICE_INIT_START);
            self.dev
                .init()
                .map_err(|e| AccError::new(format!("cannot initialize {}: {}", self.label(), e)))?;
            self.initialized = true;
            if let Some(span) = span {
                span.close();
            }
        }
        Ok(())
    }

    /// Where the profiling interface says an event of this device happens.
    pub(crate) fn tool_place(&self, queue: Option<Queue>) -> tool::Place {
        tool::Place {
            kind: self.dev.kind(),
            num: self.num,
            queue,
        }
    }

    /// A start/end pair of the profiling interface about the device itself.
    fn tool_span(&self, start: i32) -> Option<tool::Span> {
        tool::span(start, self.tool_place(None), false)
    }

    /// `acc_ev_create` / `acc_ev_delete`: data of the host range at `host` became present
    /// at `dev`, or stopped being present.
    pub(crate) fn tool_data(&self, event: i32, host: usize, bytes: usize, dev: DevPtr, q: Queue) {
        if tool::live(event) {
            tool::data_event(event, self.tool_place(Some(q)), bytes, host, dev);
        }
    }

    /// Wrap the device for the profiler if it is not yet (profiling turned on late).
    fn profile(&mut self) {
        if self.profiled || !crate::profile::wants_wrapper(self.dev.as_ref()) {
            return;
        }
        let placeholder: Box<dyn Device> = Box::new(
            crate::host::HostDevice::new(DeviceKind::Host).expect("the host device exists"),
        );
        let dev = std::mem::replace(&mut self.dev, placeholder);
        self.dev = crate::profile::wrap(dev, self.num);
        self.profiled = true;
    }

    fn shared(&self) -> bool {
        self.dev.shares_host_memory()
    }

    fn shutdown(&mut self) -> Result<(), AccError> {
        if !self.initialized {
            return Ok(());
        }
        self.dev.wait_all().map_err(|e| self.err(e))?;
        for entry in self.present.drain() {
            if !entry.mapped {
                // SAFETY: the entry's memory came from alloc and all work is complete.
                unsafe { self.dev.free(entry.dev) }.map_err(|e| self.err(e))?;
            }
        }
        self.attached.clear();
        self.programs.clear();
        self.generation += 1;
        let span = self.tool_span(tool::event::DEVICE_SHUTDOWN_START);
        self.dev.shutdown().map_err(|e| self.err(e))?;
        self.initialized = false;
        if let Some(span) = span {
            span.close();
        }
        Ok(())
    }

    /// Attach the pointer at host address `p` (a device with its own memory): if the
    /// pointer is present and its target is present, store the target's device
    /// address in the device copy of the pointer (first attachment) and count the
    /// attachment. A null or absent target: nothing. An absent pointer: an error.
    ///
    /// # Safety
    /// `p` must be a readable, aligned pointer-sized location.
    unsafe fn attach(&mut self, p: usize, q: Queue) -> Result<(), AccError> {
        self.attach_run(p, 1, 0, q)
    }

    /// [`Slot::attach`] for the `count` consecutive pointers from host address `first`
    /// (the array of pointers of a dynamic multidimensional array), whose present data
    /// starts `bias` bytes after their targets (rows `a[i][lo:len]`): each device copy
    /// gets that data's device address less `bias`, so that `a[i][lo]` reaches it. The
    /// new device values are written a run at a time, not one pointer at a time.
    ///
    /// # Safety
    /// `first..first+count` pointers must be readable and aligned.
    unsafe fn attach_run(
        &mut self,
        first: usize,
        count: usize,
        bias: usize,
        q: Queue,
    ) -> Result<(), AccError> {
        if count == 0 {
            return Ok(());
        }
        let width = std::mem::size_of::<usize>();
        let range = host_range(first, count * width)?;
        let pdev = match self
            .present
            .find(first, count * width)
            .map_err(|e| AccError::new(e.to_string()))?
        {
            Some(hit) => hit.dev,
            None => return Err(not_present(range, self)),
        };
        // A device whose regions run at host addresses keeps the host pointer's value.
        let identity = self.dev.runs_at_host_addresses();
        let mut writes = Vec::new();
        for i in 0..count {
            let p = first + i * width;
            if let Some(n) = self.attached.get_mut(&p) {
                *n += 1;
                continue;
            }
            let target = (p as *const usize).read();
            if let Some(tdev) = (target != 0)
                .then(|| self.present.find_point(target.wrapping_add(bias)))
                .flatten()
            {
                writes.push((
                    i,
                    if identity {
                        target
                    } else {
                        tdev.wrapping_sub(bias)
                    },
                ));
                self.attached.insert(p, 1);
            }
        }
        self.write_pointer_runs(pdev, &writes, q)
    }

    /// Drop one attachment of the pointer at `p` (all with `finalize`); at zero the
    /// device copy of the pointer gets the host pointer's value back.
    ///
    /// # Safety
    /// `p` must be a readable, aligned pointer-sized location.
    unsafe fn detach(&mut self, p: usize, finalize: bool, q: Queue) -> Result<(), AccError> {
        self.detach_run(p, 1, finalize, q)
    }

    /// [`Slot::detach`] for the `count` consecutive pointers from host address `first`.
    ///
    /// # Safety
    /// As [`Slot::attach_run`].
    unsafe fn detach_run(
        &mut self,
        first: usize,
        count: usize,
        finalize: bool,
        q: Queue,
    ) -> Result<(), AccError> {
        let width = std::mem::size_of::<usize>();
        let mut writes = Vec::new();
        for i in 0..count {
            let p = first + i * width;
            let Some(n) = self.attached.get_mut(&p) else {
                continue;
            };
            *n = if finalize { 0 } else { n.saturating_sub(1) };
            if *n == 0 {
                self.attached.remove(&p);
                writes.push((i, (p as *const usize).read()));
            }
        }
        if writes.is_empty() {
            return Ok(());
        }
        match self.present.find(first, count * width) {
            Ok(Some(hit)) => self.write_pointer_runs(hit.dev, &writes, q),
            _ => Ok(()),
        }
    }

    /// Writes `(index, value)` pairs, in increasing index order, into the device array of
    /// pointers at `base`: one write per run of consecutive indices.
    unsafe fn write_pointer_runs(
        &mut self,
        base: DevPtr,
        writes: &[(usize, usize)],
        q: Queue,
    ) -> Result<(), AccError> {
        let width = std::mem::size_of::<usize>();
        for run in writes.chunk_by(|a, b| b.0 == a.0 + 1) {
            let values: Vec<usize> = run.iter().map(|&(_, v)| v).collect();
            self.dev
                .write_pointers(base + run[0].0 * width, &values, q)
                .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// Forget attachment counters of pointers that lived in a removed range.
    fn forget_attachments(&mut self, range: HostRange) {
        let inside: Vec<usize> = self
            .attached
            .range(range.start..range.end())
            .map(|(&k, _)| k)
            .collect();
        for k in inside {
            self.attached.remove(&k);
        }
    }
}

fn not_present(range: HostRange, slot: &Slot) -> AccError {
    AccError::new(format!(
        "host range {range} is not present on {}",
        slot.label()
    ))
}

/// The `ACC_NOTIFY` line saying which device a rank took by the local-rank rule.
fn rank_choice_line(
    local: select::LocalRank,
    kind: DeviceKind,
    num: usize,
    count: usize,
) -> String {
    format!(
        "device selection: local rank {} ({}) takes {kind} device {num} of {count} (local rank % {count}; \
         acc_set_device_num or ACC_DEVICE_NUM choose otherwise)",
        local.rank, local.var
    )
}

pub(crate) fn null_with_bytes(what: &str, bytes: usize) -> AccError {
    AccError::new(format!(
        "{what} is a null pointer ({bytes} bytes requested)"
    ))
}

fn host_range(start: usize, len: usize) -> Result<HostRange, AccError> {
    HostRange::new(start, len).map_err(|e| AccError::new(e.to_string()))
}

/// Finds the devices of a kind of [`discovery::LAZY_KINDS`] (and why there are none).
pub type Discoverer = Box<dyn FnMut(DeviceKind) -> (Vec<Box<dyn Device>>, Option<String>) + Send>;

/// Distinguishes runtimes (one per process, several in unit tests) in kernel caches.
static NEXT_RUNTIME_ID: AtomicU64 = AtomicU64::new(1);

/// The whole runtime: devices, selection, async defaults.
pub struct Runtime {
    /// Unique among the runtimes of this process.
    id: u64,
    slots: Vec<Slot>,
    /// Kinds whose devices have not been looked for yet.
    lazy: KindSet,
    discoverer: Discoverer,
    /// Why a lazily discovered kind has no devices.
    reasons: BTreeMap<DeviceKind, String>,
    registered: KindSet,
    /// Kinds the program was compiled to require (`--target=cuda`): the default even
    /// without a device, so that using it is an error instead of a silent fall-back.
    required: KindSet,
    current: DeviceKind,
    /// Current device number per kind.
    nums: [usize; 5],
    /// Under an MPI launcher, when `ACC_DEVICE_NUM` is not set: the process's local rank,
    /// which picks the device number of every kind the program does not choose one for
    /// (see [`Runtime::apply_rank_rule`]).
    local_rank: Option<select::LocalRank>,
    /// Kinds whose device number the program chose (`acc_set_device_num`, `acc_init_device`,
    /// `ACC_DEVICE_NUM`): the local rank no longer applies to them.
    num_chosen: KindSet,
    /// The device the local rank picked was reported (`ACC_NOTIFY`), once per process.
    rank_choice_noted: bool,
    source: Source,
    default_async: i32,
    /// The checking mode's buffer for swapping device and host data (`check.rs`).
    scratch: Vec<u8>,
}

impl Runtime {
    /// The runtime of this process: the devices `discover` finds for the registered
    /// kinds, configured from the environment; `hooks` are what the GPU devices found
    /// later need of the process.
    pub fn from_process(
        registered: KindSet,
        required: KindSet,
        hooks: ProcessHooks,
    ) -> Result<Runtime, AccError> {
        let env = EnvConfig::from_process()?;
        if let Err(e) = select::check_setting() {
            return Err(AccError::standalone(e.clone()));
        }
        let lazy = discovery::LAZY_KINDS
            .into_iter()
            .fold(KindSet::default(), KindSet::with);
        Runtime::with_requirements(
            discovery::discover(&registered),
            lazy,
            Box::new(move |kind| discovery::discover_kind(kind, hooks)),
            registered,
            required,
            &env,
        )
    }

    /// A runtime over the given devices (numbered in order within each kind),
    /// configured from `env`. Errors in `env` are reported as stand-alone errors.
    pub fn new(
        devices: Vec<Box<dyn Device>>,
        registered: KindSet,
        env: &EnvConfig,
    ) -> Result<Runtime, AccError> {
        Runtime::with_discovery(
            devices,
            KindSet::default(),
            Box::new(|_| (Vec::new(), None)),
            registered,
            env,
        )
    }

    /// As [`Runtime::new`], with the kinds in `lazy` found by `discoverer` when they
    /// are first needed (their devices are numbered after those of `devices`).
    pub fn with_discovery(
        devices: Vec<Box<dyn Device>>,
        lazy: KindSet,
        discoverer: Discoverer,
        registered: KindSet,
        env: &EnvConfig,
    ) -> Result<Runtime, AccError> {
        Runtime::with_requirements(
            devices,
            lazy,
            discoverer,
            registered,
            KindSet::default(),
            env,
        )
    }

    /// As [`Runtime::with_discovery`], for a program that requires the kinds in
    /// `required` (see [`Runtime::require`]).
    pub fn with_requirements(
        devices: Vec<Box<dyn Device>>,
        lazy: KindSet,
        discoverer: Discoverer,
        registered: KindSet,
        required: KindSet,
        env: &EnvConfig,
    ) -> Result<Runtime, AccError> {
        let mut rt = Runtime {
            id: NEXT_RUNTIME_ID.fetch_add(1, Ordering::Relaxed),
            slots: Vec::new(),
            lazy,
            discoverer,
            reasons: BTreeMap::new(),
            registered,
            required,
            current: DeviceKind::Host,
            nums: [0; 5],
            // ACC_DEVICE_NUM is the user's choice for every rank: the rank rule gives way.
            local_rank: env.local_rank.filter(|_| env.device_num.is_none()),
            num_chosen: KindSet::default(),
            rank_choice_noted: false,
            source: Source::Default,
            default_async: async_code::NOVAL,
            scratch: Vec::new(),
        };
        for dev in devices {
            rt.add_device(dev);
        }
        rt.current = rt.default_kind();
        if let Some(text) = &env.device_type {
            let t = select::parse_device_type(text).map_err(AccError::standalone)?;
            let kind = rt.resolve(t).map_err(|e| {
                AccError::standalone(format!("ACC_DEVICE_TYPE={text}: {}", e.message()))
            })?;
            rt.current = kind;
            rt.source = Source::Environment;
        }
        if let Some(text) = &env.device_num {
            let n = select::parse_device_num(text).map_err(AccError::standalone)?;
            let count = rt.found(rt.current);
            if n >= count {
                return Err(AccError::standalone(format!(
                    "ACC_DEVICE_NUM={text}: there {} {count} {} device{} (numbers 0 to {})",
                    if count == 1 { "is only" } else { "are only" },
                    rt.current,
                    if count == 1 { "" } else { "s" },
                    count.saturating_sub(1)
                )));
            }
            rt.nums[rt.current.index()] = n;
            rt.num_chosen = rt.num_chosen.with(rt.current);
        }
        Ok(rt)
    }

    /// Wait for the work synchronous constructs left running on every initialized
    /// device (at exit); the first error, naming the device.
    pub fn finish_deferred(&mut self) -> Result<(), AccError> {
        for slot in self.slots.iter_mut().filter(|s| s.initialized) {
            slot.dev.finish_deferred().map_err(|e| slot.err(e))?;
        }
        Ok(())
    }

    /// Resolve the device timing of every initialized device (profiling, at exit).
    pub fn flush_timing(&mut self) {
        for slot in self.slots.iter_mut().filter(|s| s.initialized) {
            slot.dev.flush_timing();
        }
    }

    /// The current device type and number (the profiling interface's device).
    pub fn current_device(&self) -> (DeviceKind, usize) {
        (self.current, self.nums[self.current.index()])
    }

    /// Wrap every device for the profiler (profiling was turned on after they were made).
    pub fn profile_devices(&mut self) {
        for slot in &mut self.slots {
            slot.profile();
        }
    }

    /// How the profiler names the current device: `multicore`, `host`, `nvidia:0`.
    pub fn current_label(&mut self) -> String {
        let kind = self.current;
        if kind == DeviceKind::Host || kind == DeviceKind::Multicore {
            kind.name().to_string()
        } else {
            format!("{kind}:{}", self.nums[kind.index()])
        }
    }

    fn add_device(&mut self, dev: Box<dyn Device>) {
        let kind = dev.kind();
        let num = self.count(kind);
        self.slots.push(Slot::new(dev, num));
        self.apply_rank_rule(kind);
    }

    /// One device per MPI rank: a process started by an MPI launcher that names its local
    /// rank uses device `local_rank % count` of each kind, unless the program or
    /// `ACC_DEVICE_NUM` chose the number. Re-evaluated as the devices of a kind are found
    /// (they are added one at a time, and lazily for GPUs and OpenCL).
    fn apply_rank_rule(&mut self, kind: DeviceKind) {
        let Some(local) = self.local_rank else {
            return;
        };
        if self.num_chosen.contains(kind) {
            return;
        }
        if let Some(n) = select::rank_device(local.rank, self.count(kind)) {
            self.nums[kind.index()] = n;
        }
    }

    /// Whether the current device number of `kind` came from the local rank.
    pub fn rank_chose(&self, kind: DeviceKind) -> bool {
        self.local_rank.is_some() && !self.num_chosen.contains(kind)
    }

    /// With `ACC_NOTIFY`, says once which device the local rank picked, when the process
    /// first uses its current device (so that each rank of a job tells its own).
    fn note_rank_choice(&mut self, kind: DeviceKind) {
        if self.rank_choice_noted || !self.rank_chose(kind) {
            return;
        }
        self.rank_choice_noted = true;
        if crate::profile::flags() & crate::profile::bits::NOTIFY_ALL == 0 {
            return;
        }
        if let Some(local) = self.local_rank {
            let line = rank_choice_line(local, kind, self.nums[kind.index()], self.count(kind));
            // One write per line: the ranks of a job share the terminal.
            use std::io::Write;
            let _ = std::io::stderr().write_all(format!("{line}\n").as_bytes());
        }
    }

    /// A translation unit registered `kind` (possibly after start-up): devices of
    /// newly available kinds are added, and a default selection is re-evaluated.
    pub fn register(&mut self, kind: DeviceKind) {
        if self.registered.contains(kind) {
            return;
        }
        self.registered = self.registered.with(kind);
        for dev in discovery::discover(&self.registered) {
            if self.count(dev.kind()) == 0 {
                self.add_device(dev);
            }
        }
        if self.source == Source::Default {
            self.current = self.default_kind();
        }
    }

    pub fn registered(&self) -> KindSet {
        self.registered
    }

    /// A translation unit requires `kind` (it was compiled with `--target=cuda`): a
    /// default selection becomes that kind, with or without a device.
    pub fn require(&mut self, kind: DeviceKind) {
        self.register(kind);
        self.required = self.required.with(kind);
        if self.source == Source::Default {
            self.current = self.default_kind();
        }
    }

    pub fn source(&self) -> Source {
        self.source
    }

    /// Number of devices of a concrete kind found so far (see [`Runtime::found`]).
    pub fn count(&self, kind: DeviceKind) -> usize {
        self.slots.iter().filter(|s| s.dev.kind() == kind).count()
    }

    /// Look for the devices of `kind` if that has not been done yet.
    fn discover(&mut self, kind: DeviceKind) {
        if !self.lazy.contains(kind) {
            return;
        }
        self.lazy = self.lazy.without(kind);
        let (devices, reason) = (self.discoverer)(kind);
        for dev in devices.into_iter().filter(|d| d.kind() == kind) {
            self.add_device(dev);
        }
        if let Some(r) = reason.filter(|_| self.count(kind) == 0) {
            self.reasons.insert(kind, r);
        }
    }

    /// Number of devices of a concrete kind, looking for them first if needed.
    pub fn found(&mut self, kind: DeviceKind) -> usize {
        self.discover(kind);
        self.count(kind)
    }

    /// The default device type: the first of nvidia, radeon, opencl, multicore that
    /// some translation unit registered and that has a device, else host. (Devices of
    /// the multicore kind exist only when it is registered.)
    /// A kind the program requires comes first, found or not (using it without a
    /// device is then the error of [`Runtime::current_index`]).
    pub fn default_kind(&mut self) -> DeviceKind {
        let pref = DeviceKind::DEFAULT_PREFERENCE;
        if let Some(k) = pref.into_iter().find(|&k| self.required.contains(k)) {
            return k;
        }
        pref.into_iter()
            .find(|&k| self.registered.contains(k) && self.found(k) > 0)
            .unwrap_or(DeviceKind::Host)
    }

    /// The error for a current kind without devices: for a kind the program requires
    /// and did not choose at run time, what was compiled, what is missing and how to
    /// run on the CPU instead.
    fn missing_current(&mut self) -> AccError {
        let k = self.current;
        let reason = self
            .reasons
            .get(&k)
            .cloned()
            .unwrap_or_else(|| k.unavailable_reason().to_string());
        if self.required.contains(k) && self.source == Source::Default {
            let (target, device) = match k {
                DeviceKind::Nvidia => ("cuda", "an NVIDIA GPU"),
                DeviceKind::OpenCl => ("opencl", "an OpenCL device"),
                _ => (k.name(), "its device"),
            };
            return AccError::new(format!(
                "this program was compiled with --target={target} and needs {device}, but none can be used \
                 ({reason}); run it with ACC_DEVICE_TYPE=multicore (or host) to use the CPU, or compile it \
                 with --target=auto to fall back to the CPU cores when there is no GPU"
            ));
        }
        self.no_device(k.name(), &reason)
    }

    fn available_kinds(&mut self) -> String {
        DeviceKind::ALL
            .into_iter()
            .filter(|&k| self.found(k) > 0)
            .map(|k| k.name())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn no_device(&mut self, what: &str, reason: &str) -> AccError {
        AccError::new(format!(
            "no {what} device is available ({reason}); available device types: {}",
            self.available_kinds()
        ))
    }

    /// The concrete kind an `acc_device_t` argument stands for, or an error naming
    /// the kinds this program has. `not_host` prefers the kinds that translation
    /// units registered, then any non-host kind with a device.
    pub fn resolve(&mut self, t: DeviceType) -> Result<DeviceKind, AccError> {
        if let Some(k) = self.try_resolve(t) {
            return Ok(k);
        }
        match t {
            DeviceType::None | DeviceType::Default => Err(AccError::new(format!(
                "acc_device_none is not a device type; available device types: {}",
                self.available_kinds()
            ))),
            DeviceType::NotHost => Err(self.no_device(
                "non-host",
                "no GPU was found and no translation unit was compiled with --target=multicore",
            )),
            DeviceType::Kind(k) => {
                let reason = self
                    .reasons
                    .get(&k)
                    .cloned()
                    .unwrap_or_else(|| k.unavailable_reason().to_string());
                Err(self.no_device(k.name(), &reason))
            }
        }
    }

    /// [`Runtime::resolve`] without the error (and so without looking for devices of
    /// other kinds to list them).
    fn try_resolve(&mut self, t: DeviceType) -> Option<DeviceKind> {
        match t {
            DeviceType::None => None,
            DeviceType::Default => Some(self.default_kind()),
            DeviceType::NotHost => {
                let pref = DeviceKind::DEFAULT_PREFERENCE;
                let registered = self.registered;
                pref.into_iter()
                    .find(|&k| registered.contains(k) && self.found(k) > 0)
                    .or_else(|| pref.into_iter().find(|&k| self.found(k) > 0))
            }
            DeviceType::Kind(k) => (self.found(k) > 0).then_some(k),
        }
    }

    fn resolve_code(&mut self, code: i32) -> Result<DeviceKind, AccError> {
        let t = DeviceType::from_code(code).ok_or_else(|| {
            AccError::new(format!(
                "invalid device type {code} (not an acc_device_t value)"
            ))
        })?;
        self.resolve(t)
    }

    fn slot_index(&self, kind: DeviceKind, num: usize) -> Option<usize> {
        self.slots
            .iter()
            .enumerate()
            .filter(|(_, s)| s.dev.kind() == kind)
            .nth(num)
            .map(|(i, _)| i)
    }

    fn checked_index(&self, kind: DeviceKind, num: i64) -> Result<usize, AccError> {
        let count = self.count(kind);
        usize::try_from(num)
            .ok()
            .and_then(|n| self.slot_index(kind, n))
            .ok_or_else(|| {
                AccError::new(format!(
                    "device number {num} is out of range: this program has {count} {kind} device{} (numbers 0 to {})",
                    if count == 1 { "" } else { "s" },
                    count as i64 - 1
                ))
            })
    }

    /// Index of the current device in `slots`, initialized or not.
    pub(super) fn current_position(&mut self) -> Result<usize, AccError> {
        if self.found(self.current) == 0 {
            return Err(self.missing_current());
        }
        self.checked_index(self.current, self.nums[self.current.index()] as i64)
    }

    /// Index of the current device in `slots` (initialized).
    fn current_index(&mut self) -> Result<usize, AccError> {
        let i = self.current_position()?;
        self.slots[i].ensure_init()?;
        if !self.rank_choice_noted {
            self.note_rank_choice(self.current);
        }
        Ok(i)
    }

    /// The current device (initialized).
    pub fn current_slot(&mut self) -> Result<&mut Slot, AccError> {
        let i = self.current_index()?;
        Ok(&mut self.slots[i])
    }

    /// Device `num` of the current type (initialized), for the `_device` routines.
    fn device_slot(&mut self, num: i32) -> Result<&mut Slot, AccError> {
        let i = self.checked_index(self.current, num as i64)?;
        let slot = &mut self.slots[i];
        slot.ensure_init()?;
        Ok(slot)
    }

    fn device_or_current(&mut self, num: Option<i32>) -> Result<&mut Slot, AccError> {
        match num {
            Some(n) => self.device_slot(n),
            None => self.current_slot(),
        }
    }

    // ----- device selection (3.2.1 - 3.2.8) -----

    /// `acc_get_num_devices`: 0 for kinds without devices and invalid values.
    pub fn num_devices(&mut self, code: i32) -> i32 {
        let n = match DeviceType::from_code(code) {
            Some(DeviceType::Kind(k)) => self.found(k),
            Some(DeviceType::Default) => {
                let k = self.default_kind();
                self.count(k)
            }
            Some(DeviceType::NotHost) => DeviceKind::ALL
                .into_iter()
                .filter(|&k| k != DeviceKind::Host)
                .map(|k| self.found(k))
                .sum(),
            Some(DeviceType::None) | None => 0,
        };
        i32::try_from(n).unwrap_or(i32::MAX)
    }

    /// `acc_get_device_type`.
    pub fn device_type(&self) -> DeviceKind {
        self.current
    }

    /// `acc_set_device_type`.
    pub fn set_device_type(&mut self, code: i32) -> Result<(), AccError> {
        let kind = self.resolve_code(code)?;
        self.current = kind;
        self.source = Source::Program;
        Ok(())
    }

    /// `acc_set_device_num`: a negative number selects device 0 (the default);
    /// `acc_device_none` sets the number for every kind that has such a device.
    pub fn set_device_num(&mut self, num: i32, code: i32) -> Result<(), AccError> {
        let n = num.max(0);
        if code == device::code::NONE {
            self.checked_index(self.current, n as i64)?;
            for k in DeviceKind::ALL {
                if (n as usize) < self.count(k) {
                    self.nums[k.index()] = n as usize;
                    self.num_chosen = self.num_chosen.with(k);
                }
            }
            return Ok(());
        }
        let kind = self.resolve_code(code)?;
        self.checked_index(kind, n as i64)?;
        self.nums[kind.index()] = n as usize;
        self.num_chosen = self.num_chosen.with(kind);
        self.current = kind;
        self.source = Source::Program;
        Ok(())
    }

    /// `acc_get_device_num`: -1 when the type has no device.
    pub fn device_num(&mut self, code: i32) -> i32 {
        match DeviceType::from_code(code).and_then(|t| self.try_resolve(t)) {
            Some(k) => self.nums[k.index()] as i32,
            None => -1,
        }
    }

    fn query_slot(&mut self, num: i32, code: i32) -> Option<&mut Slot> {
        let kind = self.try_resolve(DeviceType::from_code(code)?)?;
        let i = self.checked_index(kind, num as i64).ok()?;
        Some(&mut self.slots[i])
    }

    /// `acc_get_property`: 0 for string properties, unknown properties, and devices
    /// that do not exist.
    pub fn property(&mut self, num: i32, code: i32, prop: i32) -> usize {
        let Some(p) = Property::from_code(prop) else {
            return 0;
        };
        let Some(slot) = self.query_slot(num, code) else {
            return 0;
        };
        match p {
            Property::Memory => slot.dev.memory_bytes(),
            Property::FreeMemory => slot.dev.free_memory_bytes(),
            Property::SharedMemorySupport => usize::from(slot.shared()),
            Property::Name | Property::Vendor | Property::Driver => 0,
        }
    }

    /// `acc_get_property_string`: null for numeric properties, unknown properties
    /// and devices that do not exist. The string lives as long as the process.
    pub fn property_string(&mut self, num: i32, code: i32, prop: i32) -> *const c_char {
        let Some(p) = Property::from_code(prop) else {
            return std::ptr::null();
        };
        let Some(slot) = self.query_slot(num, code) else {
            return std::ptr::null();
        };
        let i = match p {
            Property::Name => 0,
            Property::Vendor => 1,
            Property::Driver => 2,
            _ => return std::ptr::null(),
        };
        if slot.strings[i].is_none() {
            let text = match p {
                Property::Name => slot.dev.name(),
                Property::Vendor => slot.dev.vendor(),
                _ => slot.dev.driver(),
            };
            slot.strings[i] = CString::new(text.replace('\0', "")).ok();
        }
        slot.strings[i]
            .as_ref()
            .map_or(std::ptr::null(), |s| s.as_ptr())
    }

    /// Why this process has no device of type `code` (an `acc_device_t` value), or `None`
    /// when it has one.
    pub fn missing_device_type(&mut self, code: i32) -> Option<String> {
        self.resolve_code(code)
            .err()
            .map(|e| e.message().to_string())
    }

    /// `acc_init`: initialize the devices of the type and make it current.
    pub fn init(&mut self, code: i32) -> Result<(), AccError> {
        let kind = self.resolve_code(code)?;
        for slot in self.slots.iter_mut().filter(|s| s.dev.kind() == kind) {
            slot.ensure_init()?;
        }
        self.current = kind;
        self.source = Source::Program;
        Ok(())
    }

    /// `acc_init_device`: initialize one device and make it current.
    pub fn init_device(&mut self, num: i32, code: i32) -> Result<(), AccError> {
        let kind = self.resolve_code(code)?;
        let i = self.checked_index(kind, num as i64)?;
        self.slots[i].ensure_init()?;
        self.nums[kind.index()] = num as usize;
        self.num_chosen = self.num_chosen.with(kind);
        self.current = kind;
        self.source = Source::Program;
        Ok(())
    }

    /// `acc_shutdown`: wait for, release and disconnect the devices of the type
    /// (their data is discarded). Kinds without devices: nothing to do.
    pub fn shutdown(&mut self, code: i32) -> Result<(), AccError> {
        let t = DeviceType::from_code(code).ok_or_else(|| {
            AccError::new(format!(
                "invalid device type {code} (not an acc_device_t value)"
            ))
        })?;
        if matches!(t, DeviceType::Kind(k) if self.lazy.contains(k)) {
            return Ok(()); // never looked for, so never used
        }
        let Some(kind) = self.try_resolve(t) else {
            return Ok(());
        };
        for slot in self.slots.iter_mut().filter(|s| s.dev.kind() == kind) {
            slot.shutdown()?;
        }
        Ok(())
    }

    /// `acc_shutdown_device`.
    pub fn shutdown_device(&mut self, num: i32, code: i32) -> Result<(), AccError> {
        let kind = self.resolve_code(code)?;
        let i = self.checked_index(kind, num as i64)?;
        self.slots[i].shutdown()
    }

    /// `acc_on_device`, executed by host code (host and multicore regions run on the
    /// host's CPUs): the host kind always matches and `not_host` never does, so that
    /// exactly one of the two holds; multicore matches while it is the current device type.
    pub fn on_device(&mut self, code: i32) -> bool {
        let mc = self.current == DeviceKind::Multicore;
        match DeviceType::from_code(code) {
            Some(DeviceType::Kind(DeviceKind::Host)) => true,
            Some(DeviceType::NotHost) => false,
            Some(DeviceType::Kind(DeviceKind::Multicore)) => mc,
            Some(DeviceType::Default) => match self.default_kind() {
                DeviceKind::Host => true,
                DeviceKind::Multicore => mc,
                _ => false,
            },
            _ => false,
        }
    }

    // ----- async queues (3.2.9 - 3.2.15) -----

    /// Map an async or wait argument to a queue.
    pub fn resolve_async(&self, arg: i32) -> Result<Queue, AccError> {
        match arg {
            async_code::SYNC => Ok(Queue::Sync),
            async_code::DEFAULT => Ok(Queue::Default),
            async_code::NOVAL => Ok(match self.default_async {
                async_code::SYNC => Queue::Sync,
                n if n >= 0 => Queue::Id(n as u32),
                _ => Queue::Default,
            }),
            n if n >= 0 => Ok(Queue::Id(n as u32)),
            n => Err(AccError::new(format!(
                "invalid async argument {n}: use a non-negative queue number, acc_async_noval, acc_async_sync or acc_async_default"
            ))),
        }
    }

    /// `acc_get_default_async`: initially `acc_async_noval`, which stands for the
    /// implementation's default queue.
    pub fn default_async(&self) -> i32 {
        self.default_async
    }

    /// `acc_set_default_async`; `acc_async_default` restores the initial value.
    pub fn set_default_async(&mut self, arg: i32) -> Result<(), AccError> {
        self.resolve_async(arg)?;
        self.default_async = if arg == async_code::DEFAULT {
            async_code::NOVAL
        } else {
            arg
        };
        Ok(())
    }

    /// `acc_async_test(_device)`.
    pub fn async_test(&mut self, wait_arg: i32, num: Option<i32>) -> Result<bool, AccError> {
        let q = self.resolve_async(wait_arg)?;
        let slot = self.device_or_current(num)?;
        match q {
            Queue::Sync => Ok(true),
            q => slot.dev.test(q).map_err(|e| slot.err(e)),
        }
    }

    /// `acc_async_test_all(_device)`.
    pub fn async_test_all(&mut self, num: Option<i32>) -> Result<bool, AccError> {
        let slot = self.device_or_current(num)?;
        slot.dev.test_all().map_err(|e| slot.err(e))
    }

    /// `acc_wait(_device)`.
    pub fn wait(&mut self, wait_arg: i32, num: Option<i32>) -> Result<(), AccError> {
        let q = self.resolve_async(wait_arg)?;
        let slot = self.device_or_current(num)?;
        slot.dev.wait(q).map_err(|e| slot.err(e))
    }

    /// `acc_wait_async(_device)`: later work on `async_arg` waits for `wait_arg`.
    pub fn wait_async(
        &mut self,
        wait_arg: i32,
        async_arg: i32,
        num: Option<i32>,
    ) -> Result<(), AccError> {
        let waited = self.resolve_async(wait_arg)?;
        let waiter = self.resolve_async(async_arg)?;
        let slot = self.device_or_current(num)?;
        let r = match (waiter, waited) {
            (_, Queue::Sync) => Ok(()),
            (Queue::Sync, q) => slot.dev.wait(q),
            (w, q) if w == q => Ok(()),
            (w, q) => slot.dev.queue_wait(w, q),
        };
        r.map_err(|e| slot.err(e))
    }

    /// `acc_wait_all(_device)`.
    pub fn wait_all(&mut self, num: Option<i32>) -> Result<(), AccError> {
        let slot = self.device_or_current(num)?;
        slot.dev.wait_all().map_err(|e| slot.err(e))
    }

    /// `acc_wait_all_async(_device)`.
    pub fn wait_all_async(&mut self, async_arg: i32, num: Option<i32>) -> Result<(), AccError> {
        let waiter = self.resolve_async(async_arg)?;
        let slot = self.device_or_current(num)?;
        let r = match waiter {
            Queue::Sync => slot.dev.wait_all(),
            w => slot.dev.queue_wait_all(w),
        };
        r.map_err(|e| slot.err(e))
    }

    /// `acc_wait_any(_device)`: the index of a completed queue among `args`, or -1
    /// when no entry names a queue (all are `acc_async_sync`, or there are none).
    pub fn wait_any(&mut self, args: &[i32], num: Option<i32>) -> Result<i32, AccError> {
        let mut queues = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            match self.resolve_async(a)? {
                Queue::Sync => {}
                q => queues.push((i, q)),
            }
        }
        if queues.is_empty() {
            return Ok(-1);
        }
        let slot = self.device_or_current(num)?;
        loop {
            for &(i, q) in &queues {
                if slot.dev.test(q).map_err(|e| slot.err(e))? {
                    return Ok(i32::try_from(i).unwrap_or(i32::MAX));
                }
            }
            std::thread::yield_now();
        }
    }

    // ----- memory (3.2.17 - 3.2.33) -----

    /// `acc_malloc`: null for zero bytes or when the device is out of memory.
    pub fn malloc(&mut self, bytes: usize) -> Result<DevPtr, AccError> {
        if bytes == 0 {
            return Ok(0);
        }
        let slot = self.current_slot()?;
        Ok(slot.dev.alloc(bytes).unwrap_or(0))
    }

    /// `acc_free`.
    ///
    /// # Safety
    /// `d` must be null or come from `acc_malloc` on the current device.
    pub unsafe fn free(&mut self, d: DevPtr) -> Result<(), AccError> {
        if d == 0 {
            return Ok(());
        }
        let slot = self.current_slot()?;
        if let Some(h) = slot.present.host_of(d).filter(|_| !slot.shared()) {
            if slot.present.get(h).is_some_and(|e| !e.mapped) {
                return Err(AccError::new(format!(
                    "device address {d:#x} is the device copy of present host data at {h:#x}; it was not allocated by acc_malloc"
                )));
            }
        }
        slot.dev.free(d).map_err(|e| slot.err(e))
    }

    /// Data entry with a reference of kind `kind`: `acc_copyin` / `acc_create`
    /// (dynamic), and structured data clauses of generated code. Returns the device
    /// address of `h` (null for zero bytes of absent data).
    ///
    /// # Safety
    /// With `copy`, `h..h+bytes` must be readable until the copy completes.
    pub unsafe fn enter(
        &mut self,
        h: usize,
        bytes: usize,
        copy: bool,
        kind: RefKind,
        q: Queue,
    ) -> Result<DevPtr, AccError> {
        let slot = self.current_slot()?;
        if slot.shared() {
            return Ok(h);
        }
        if bytes == 0 {
            return Ok(slot.present.find_point(h).unwrap_or(0));
        }
        if h == 0 {
            return Err(null_with_bytes("host address", bytes));
        }
        if let Some(d) = slot
            .present
            .retain(h, bytes, kind)
            .map_err(|e| AccError::new(e.to_string()))?
        {
            return Ok(d);
        }
        let range = host_range(h, bytes)?;
        let d = slot.dev.alloc(bytes).map_err(|e| {
            AccError::new(format!(
                "cannot allocate device memory for host range {range} on {}: {e}",
                slot.label()
            ))
        })?;
        if copy {
            if let Err(e) = slot.dev.copy_to_device(d, h as *const u8, bytes, q) {
                let _ = slot.dev.free(d);
                return Err(slot.err(e));
            }
        }
        if let Err(e) = slot.present.insert(h, bytes, d, kind, false) {
            let _ = slot.dev.free_after(d, q);
            return Err(AccError::new(e.to_string()));
        }
        slot.tool_data(tool::event::CREATE, h, bytes, d, q);
        Ok(d)
    }

    /// Data exit dropping a reference of kind `kind`: `acc_copyout` / `acc_delete`
    /// (dynamic; `finalize` zeroes the dynamic count), and structured exits. When the
    /// data stops being present it is copied back (with `copy`) and freed. Absent
    /// data: nothing happens.
    ///
    /// # Safety
    /// With `copy`, `h..h+bytes` must be writable until the copy completes.
    pub unsafe fn exit(
        &mut self,
        h: usize,
        bytes: usize,
        copy: bool,
        kind: RefKind,
        finalize: bool,
        q: Queue,
    ) -> Result<(), AccError> {
        let slot = self.current_slot()?;
        if slot.shared() || bytes == 0 {
            return Ok(());
        }
        if h == 0 {
            return Err(null_with_bytes("host address", bytes));
        }
        match slot
            .present
            .release(h, bytes, kind, finalize)
            .map_err(|e| AccError::new(e.to_string()))?
        {
            Released::NotPresent | Released::StillPresent { .. } => Ok(()),
            Released::Removed { entry, dev } => {
                slot.forget_attachments(entry.host);
                if copy {
                    slot.dev
                        .copy_from_device(h as *mut u8, dev, bytes, q)
                        .map_err(|e| slot.err(e))?;
                }
                slot.tool_data(
                    tool::event::DELETE,
                    entry.host.start,
                    entry.host.len,
                    entry.dev,
                    q,
                );
                slot.dev.free_after(entry.dev, q).map_err(|e| slot.err(e))
            }
        }
    }

    /// `acc_update_device`: the data must be present.
    ///
    /// # Safety
    /// `h..h+bytes` must be readable until the copy completes.
    pub unsafe fn update_device(
        &mut self,
        h: usize,
        bytes: usize,
        q: Queue,
    ) -> Result<(), AccError> {
        let slot = self.current_slot()?;
        if slot.shared() || bytes == 0 {
            return Ok(());
        }
        let range = host_range(h, bytes)?;
        match slot
            .present
            .find(h, bytes)
            .map_err(|e| AccError::new(e.to_string()))?
        {
            None => Err(not_present(range, slot)),
            Some(hit) => slot
                .dev
                .copy_to_device(hit.dev, h as *const u8, bytes, q)
                .map_err(|e| slot.err(e)),
        }
    }

    /// `acc_update_self`: the data must be present.
    ///
    /// # Safety
    /// `h..h+bytes` must be writable until the copy completes.
    pub unsafe fn update_self(&mut self, h: usize, bytes: usize, q: Queue) -> Result<(), AccError> {
        let slot = self.current_slot()?;
        if slot.shared() || bytes == 0 {
            return Ok(());
        }
        let range = host_range(h, bytes)?;
        match slot
            .present
            .find(h, bytes)
            .map_err(|e| AccError::new(e.to_string()))?
        {
            None => Err(not_present(range, slot)),
            Some(hit) => slot
                .dev
                .copy_from_device(h as *mut u8, hit.dev, bytes, q)
                .map_err(|e| slot.err(e)),
        }
    }

    /// `acc_map_data`: on shared-memory devices nothing to do.
    /// The arguments are checked on every device, so that a program fails the same way
    /// wherever it runs.
    pub fn map_data(&mut self, h: usize, d: DevPtr, bytes: usize) -> Result<(), AccError> {
        let slot = self.current_slot()?;
        if h == 0 || d == 0 {
            return Err(AccError::new(format!(
                "cannot map host address {h:#x} to device address {d:#x}: null pointer"
            )));
        }
        if bytes == 0 {
            return Err(AccError::new(format!(
                "cannot map zero bytes at host address {h:#x}"
            )));
        }
        if slot.shared() {
            return Ok(());
        }
        slot.dev.addresses_given_out();
        slot.present
            .insert(h, bytes, d, RefKind::Dynamic, true)
            .map_err(|e| AccError::new(e.to_string()))
    }

    /// `acc_unmap_data`.
    pub fn unmap_data(&mut self, h: usize) -> Result<(), AccError> {
        let slot = self.current_slot()?;
        if slot.shared() {
            return Ok(());
        }
        let entry = slot
            .present
            .unmap(h)
            .map_err(|e| AccError::new(e.to_string()))?;
        slot.forget_attachments(entry.host);
        Ok(())
    }

    /// `acc_deviceptr`: null when not present.
    pub fn deviceptr(&mut self, h: usize) -> Result<DevPtr, AccError> {
        let slot = self.current_slot()?;
        if slot.shared() || h == 0 {
            return Ok(h);
        }
        slot.dev.addresses_given_out();
        Ok(slot.present.find_point(h).unwrap_or(0))
    }

    /// `acc_hostptr`: null when `d` is not the device copy of present data.
    pub fn hostptr(&mut self, d: DevPtr) -> Result<usize, AccError> {
        let slot = self.current_slot()?;
        if slot.shared() || d == 0 {
            return Ok(d);
        }
        Ok(slot.present.host_of(d).unwrap_or(0))
    }

    /// `acc_is_present`: the whole range is present (zero bytes: the address is).
    pub fn is_present(&mut self, h: usize, bytes: usize) -> Result<bool, AccError> {
        let slot = self.current_slot()?;
        if slot.shared() {
            return Ok(true);
        }
        Ok(matches!(slot.present.find(h, bytes), Ok(Some(_))))
    }

    /// `acc_memcpy_to_device`.
    ///
    /// # Safety
    /// `d` must be device memory of the current device, `h..h+bytes` readable.
    pub unsafe fn memcpy_to_device(
        &mut self,
        d: DevPtr,
        h: usize,
        bytes: usize,
        q: Queue,
    ) -> Result<(), AccError> {
        if bytes == 0 {
            return Ok(());
        }
        if d == 0 || h == 0 {
            return Err(null_with_bytes(
                if d == 0 { "destination" } else { "source" },
                bytes,
            ));
        }
        let slot = self.current_slot()?;
        slot.dev
            .copy_to_device(d, h as *const u8, bytes, q)
            .map_err(|e| slot.err(e))
    }

    /// `acc_memcpy_from_device`.
    ///
    /// # Safety
    /// `d` must be device memory of the current device, `h..h+bytes` writable.
    pub unsafe fn memcpy_from_device(
        &mut self,
        h: usize,
        d: DevPtr,
        bytes: usize,
        q: Queue,
    ) -> Result<(), AccError> {
        if bytes == 0 {
            return Ok(());
        }
        if d == 0 || h == 0 {
            return Err(null_with_bytes(
                if h == 0 { "destination" } else { "source" },
                bytes,
            ));
        }
        let slot = self.current_slot()?;
        slot.dev
            .copy_from_device(h as *mut u8, d, bytes, q)
            .map_err(|e| slot.err(e))
    }

    /// `acc_memcpy_device`.
    ///
    /// # Safety
    /// Both ranges must be device memory of the current device.
    pub unsafe fn memcpy_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        q: Queue,
    ) -> Result<(), AccError> {
        if bytes == 0 {
            return Ok(());
        }
        if dst == 0 || src == 0 {
            return Err(null_with_bytes(
                if dst == 0 { "destination" } else { "source" },
                bytes,
            ));
        }
        let slot = self.current_slot()?;
        slot.dev
            .copy_device(dst, src, bytes, q)
            .map_err(|e| slot.err(e))
    }

    /// `acc_memcpy_d2d`: copy the device copy of host range `hs` on device `ns` to the
    /// device copy of host range `hd` on device `nd` (both of the current type).
    /// Copies between two different devices are staged through host memory and are
    /// synchronous.
    ///
    /// # Safety
    /// On shared-memory devices `hs` must be readable and `hd` writable.
    pub unsafe fn memcpy_d2d(
        &mut self,
        hd: usize,
        hs: usize,
        bytes: usize,
        nd: i32,
        ns: i32,
        q: Queue,
    ) -> Result<(), AccError> {
        if bytes == 0 {
            return Ok(());
        }
        if hd == 0 || hs == 0 {
            return Err(null_with_bytes(
                if hd == 0 { "destination" } else { "source" },
                bytes,
            ));
        }
        let id = self.checked_index(self.current, nd as i64)?;
        let is = self.checked_index(self.current, ns as i64)?;
        self.slots[id].ensure_init()?;
        self.slots[is].ensure_init()?;
        let lookup = |slot: &Slot, h: usize| -> Result<DevPtr, AccError> {
            if slot.shared() {
                return Ok(h);
            }
            let range = host_range(h, bytes)?;
            match slot
                .present
                .find(h, bytes)
                .map_err(|e| AccError::new(e.to_string()))?
            {
                Some(hit) => Ok(hit.dev),
                None => Err(not_present(range, slot)),
            }
        };
        let dd = lookup(&self.slots[id], hd)?;
        let ds = lookup(&self.slots[is], hs)?;
        if id == is {
            let slot = &mut self.slots[id];
            return slot
                .dev
                .copy_device(dd, ds, bytes, q)
                .map_err(|e| slot.err(e));
        }
        // Between two GPUs of one kind the driver copies directly (over NVLink or PCIe
        // peer-to-peer where the hardware has it), once the source's work is done.
        if let Some(peer) = self.slots[is].dev.peer() {
            let src = &mut self.slots[is];
            src.dev.wait(Queue::Sync).map_err(|e| src.err(e))?;
            if q != Queue::Sync {
                src.dev.wait(q).map_err(|e| src.err(e))?;
            }
            let dst = &mut self.slots[id];
            if dst
                .dev
                .copy_from_peer(dd, peer, ds, bytes, q)
                .map_err(|e| dst.err(e))?
            {
                return Ok(());
            }
        }
        let mut staging = vec![0u8; bytes];
        let src = &mut self.slots[is];
        src.dev
            .copy_from_device(staging.as_mut_ptr(), ds, bytes, Queue::Sync)
            .map_err(|e| src.err(e))?;
        let dst = &mut self.slots[id];
        dst.dev
            .copy_to_device(dd, staging.as_ptr(), bytes, Queue::Sync)
            .map_err(|e| dst.err(e))
    }

    /// `acc_attach`: see [`Slot::attach`].
    ///
    /// # Safety
    /// `p` must be null or a readable, aligned pointer-sized location.
    pub unsafe fn attach(&mut self, p: usize, q: Queue) -> Result<(), AccError> {
        let slot = self.current_slot()?;
        if slot.shared() || p == 0 {
            return Ok(());
        }
        slot.attach(p, q)
    }

    /// `acc_detach(_finalize)`: see [`Slot::detach`].
    ///
    /// # Safety
    /// `p` must be null or a readable, aligned pointer-sized location.
    pub unsafe fn detach(&mut self, p: usize, finalize: bool, q: Queue) -> Result<(), AccError> {
        let slot = self.current_slot()?;
        if slot.shared() || p == 0 {
            return Ok(());
        }
        slot.detach(p, finalize, q)
    }

    /// Attachment count of the pointer at host address `p` on the current device.
    pub fn attachments(&self, p: usize) -> u64 {
        self.slot_index(self.current, self.nums[self.current.index()])
            .and_then(|i| self.slots[i].attached.get(&p).copied())
            .unwrap_or(0)
    }

    // ----- interoperability -----

    /// A native handle of the current device (null when it has none of that sort).
    pub fn interop(&mut self, what: Interop) -> Result<*mut c_void, AccError> {
        let slot = self.current_slot()?;
        Ok(slot.dev.interop(what))
    }

    /// `acc_set_cuda_stream`.
    pub fn set_native_queue(
        &mut self,
        async_arg: i32,
        stream: *mut c_void,
    ) -> Result<bool, AccError> {
        let q = self.resolve_async(async_arg)?;
        let slot = self.current_slot()?;
        Ok(q != Queue::Sync && slot.dev.set_native_queue(q, stream))
    }
}
