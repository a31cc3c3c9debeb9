//! The CUDA device: every GPU the NVIDIA driver reports, through the driver API
//! (`cudarc`'s bindings, with `libcuda.so.1` opened at run time). Without that
//! library, or without a GPU, the `nvidia` kind simply has no devices (the reason is
//! kept for the error message of a program that asks for one).
//!
//! * **Context**: the device's primary context (the one the CUDA runtime API uses
//!   too), retained by `init`, released by `shutdown`; it is pushed on the calling
//!   thread for the duration of each call ([`driver::Current`]).
//! * **Memory**: `cuMemAlloc`/`cuMemFree`; device addresses are `CUdeviceptr`s. Small
//!   blocks are allocated in size classes and kept for reuse when freed ([`blocks`]). A
//!   free after work on an async queue is deferred until an event recorded on that
//!   queue has completed. Large copies from or to pageable host memory are staged through a
//!   pool of pinned memory by a crew of host threads ([`staging`]).
//! * **Queues**: one non-blocking stream per async queue (and one for the default
//!   queue, one for synchronous work, after which the call synchronises it), created
//!   on first use; `acc_set_cuda_stream` replaces a queue's stream by the user's.
//!   Inside a synchronous compute construct (a *sync batch*, see
//!   [`Device::begin_sync_batch`]) the synchronous stream is waited for once, at the
//!   construct's end, instead of after each copy and launch.
//! * **Programs**: the nvcc image (`cuda_image`: fatbin, cubin or PTX) when the
//!   driver loads it, else the CUDA C source compiled by NVRTC ([`nvrtc`]) with the
//!   result kept in the on-disk cache (`$XDG_CACHE_HOME/accc/cuda`).
//! * **Faults**: a kernel that fails (`CUDA_ERROR_ILLEGAL_ADDRESS`, ...) is noticed by
//!   the next call that synchronises; the device remembers the directive of the last
//!   launch on each queue, reports the fault as that directive's error, and records
//!   it for the process ([`crate::error::record_device_fault`]): the context is
//!   unusable from then on.

pub mod args;
pub mod blocks;
pub mod bounce;
pub mod driver;
pub mod image;
pub mod nvrtc;
pub mod staging;
mod timing;

use std::collections::BTreeMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::fmt::Write as _;
use std::panic::catch_unwind;
use std::path::PathBuf;
use std::ptr;
use std::sync::atomic::{AtomicBool, Ordering};

use cudarc::driver::sys::{
    self, CUcontext, CUdevice, CUdevice_attribute, CUdeviceptr, CUevent, CUfunction,
    CUfunction_attribute, CUmemorytype, CUmodule, CUpointer_attribute, CUresult, CUstream,
};

use crate::cache;
use crate::device::{
    DevPtr, Device, DeviceError, DeviceKind, FunctionId, FunctionInfo, Geometry, Interop,
    KernelArg, LaunchLimits, ProcessHooks, ProgramCode, ProgramId, Queue, TimedSpan,
};
use args::{check_params, ArgPack};
use blocks::{BlockCache, Freed};
use bounce::Bounce;
use driver::{cu, CuError, Current};
use nvrtc::Nvrtc;
use staging::{CopyCrew, Settle, Stores};

/// Why there are no CUDA devices when the driver library is missing.
pub const NO_DRIVER: &str = "the CUDA driver library libcuda.so.1 cannot be loaded: \
     this machine has no NVIDIA driver";

/// Why there are no CUDA devices when `cuInit` fails.
pub fn init_failure_reason(e: &CuError) -> String {
    match e.code() {
        Some(CUresult::CUDA_ERROR_NO_DEVICE) => {
            format!("the NVIDIA driver found no GPU ({e})")
        }
        _ => format!("the NVIDIA driver cannot be initialised ({e})"),
    }
}

/// The devices of the NVIDIA driver, in its order, or why there are none.
pub fn discover(hooks: ProcessHooks) -> (Vec<Box<dyn Device>>, Option<String>) {
    let (devices, reason) = match catch_unwind(|| discover_devices(hooks.driver_started)) {
        Ok(r) => r,
        Err(_) => (
            Vec::new(),
            Some("the CUDA driver library failed while listing the GPUs".to_string()),
        ),
    };
    if devices.is_empty() {
        return (devices, reason);
    }
    let needs = NEEDS_NVRTC.load(Ordering::Acquire);
    match unusable_without_nvrtc(needs, || nvrtc::Nvrtc::get().map(|_| ())) {
        Some(why) => {
            // Under `--target=auto` the program goes on on the CPU cores: say so, since
            // a GPU is there (a program that requires it gets `why` in its error).
            if !(hooks.requires)(DeviceKind::Nvidia) {
                eprintln!("accc: warning: the NVIDIA GPU is not used, the compute regions run on the CPU cores: {why}");
            }
            (Vec::new(), Some(why))
        }
        None => (devices, reason),
    }
}

/// Some translation unit's kernels come without an image built by nvcc, so NVRTC must
/// compile them (`__accrt_register_nvrtc_kernels`).
static NEEDS_NVRTC: AtomicBool = AtomicBool::new(false);

/// Record that a translation unit's kernels need NVRTC.
pub fn register_nvrtc_kernels() {
    NEEDS_NVRTC.store(true, Ordering::Release);
}

/// Why the GPUs cannot run this program's kernels: they need NVRTC (`needs`) and
/// `load_nvrtc` fails. Known before any data reaches a GPU, so that `--target=auto`
/// can still choose the CPU cores instead of failing at the first launch.
fn unusable_without_nvrtc(
    needs: bool,
    load_nvrtc: impl FnOnce() -> Result<(), String>,
) -> Option<String> {
    if !needs {
        return None;
    }
    load_nvrtc().err().map(|e| {
        format!("the program's kernels were built without nvcc and must be compiled at run time, but {e}")
    })
}

fn discover_devices(driver_started: fn()) -> (Vec<Box<dyn Device>>, Option<String>) {
    // SAFETY: only tries to open the library (cudarc panics on any later call when it
    // is missing, so nothing else is called before this).
    if !unsafe { sys::is_culib_present() } {
        return (Vec::new(), Some(NO_DRIVER.to_string()));
    }
    // SAFETY: plain driver calls with valid out-pointers.
    if let Err(e) = cu("cuInit", || unsafe { sys::cuInit(0) }) {
        return (Vec::new(), Some(init_failure_reason(&e)));
    }
    let mut n: c_int = 0;
    if let Err(e) = cu("cuDeviceGetCount", || unsafe {
        sys::cuDeviceGetCount(&mut n)
    }) {
        return (Vec::new(), Some(init_failure_reason(&e)));
    }
    if n <= 0 {
        return (
            Vec::new(),
            Some("the NVIDIA driver found no GPU".to_string()),
        );
    }
    let mut devices: Vec<Box<dyn Device>> = Vec::new();
    let mut failures = Vec::new();
    for ordinal in 0..n {
        match Info::query(ordinal) {
            Ok((dev, info)) => devices.push(Box::new(CudaDevice::new(dev, info, driver_started))),
            Err(e) => failures.push(format!("GPU {ordinal}: {e}")),
        }
    }
    let reason = devices
        .is_empty()
        .then(|| format!("no usable NVIDIA GPU ({})", failures.join("; ")));
    (devices, reason)
}

/// What the runtime needs to know about a GPU, queried once at discovery.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// The driver's number of the GPU (also the device number of the `nvidia` kind).
    pub ordinal: i32,
    pub name: String,
    /// Compute capability as 10 × major + minor (90 for sm_90).
    pub cc: i32,
    pub sms: i32,
    pub max_block: i32,
    pub max_grid_x: i32,
    /// Shared memory per block without and with opting in (`cuFuncSetAttribute`).
    pub shared_default: i32,
    pub shared_optin: i32,
    pub total_mem: usize,
    /// `cuDriverGetVersion`: 1000 × major + 10 × minor.
    pub driver_version: i32,
}

impl Info {
    fn query(ordinal: i32) -> Result<(CUdevice, Info), CuError> {
        let mut dev: CUdevice = 0;
        // SAFETY: driver queries with valid out-pointers and buffers.
        cu("cuDeviceGet", || unsafe {
            sys::cuDeviceGet(&mut dev, ordinal)
        })?;
        let attr = |a: CUdevice_attribute| -> Result<i32, CuError> {
            let mut v: c_int = 0;
            cu("cuDeviceGetAttribute", || unsafe {
                sys::cuDeviceGetAttribute(&mut v, a, dev)
            })?;
            Ok(v)
        };
        let mut name = [0 as c_char; 256];
        cu("cuDeviceGetName", || unsafe {
            sys::cuDeviceGetName(name.as_mut_ptr(), name.len() as c_int, dev)
        })?;
        let name = unsafe { CStr::from_ptr(name.as_ptr()) }
            .to_string_lossy()
            .trim()
            .to_string();
        let mut total = 0usize;
        cu("cuDeviceTotalMem", || unsafe {
            sys::cuDeviceTotalMem_v2(&mut total, dev)
        })?;
        let mut driver_version: c_int = 0;
        cu("cuDriverGetVersion", || unsafe {
            sys::cuDriverGetVersion(&mut driver_version)
        })?;
        use CUdevice_attribute::*;
        let shared_default = attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)?;
        Ok((
            dev,
            Info {
                ordinal,
                name,
                cc: 10 * attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?
                    + attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
                sms: attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
                max_block: attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
                max_grid_x: attr(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?,
                shared_default,
                shared_optin: attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)?
                    .max(shared_default),
                total_mem: total,
                driver_version,
            },
        ))
    }

    /// `acc_property_driver`: `CUDA driver 13.0, compute capability 9.0`.
    pub fn driver_text(&self) -> String {
        format!(
            "CUDA driver {}.{}, compute capability {}.{}",
            self.driver_version / 1000,
            (self.driver_version % 1000) / 10,
            self.cc / 10,
            self.cc % 10
        )
    }
}

/// The last kernel launched on a queue. Kept when the queue completes (`pending`
/// false), so that its strings are rewritten in place by the next launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchRecord {
    /// `FILE:LINE: CONSTRUCT in FUNCTION()` of the launching directive.
    pub site: String,
    pub kernel: String,
    /// Launch order on this device.
    pub seq: u64,
    /// Not known to have completed.
    pub pending: bool,
    /// Launches before this one on the same queue that had not completed either, and
    /// the directive of the first of them (empty when none).
    pub earlier: u64,
    pub first_site: String,
    pub queue: Queue,
}

impl LaunchRecord {
    fn new(queue: Queue) -> LaunchRecord {
        LaunchRecord {
            site: String::new(),
            kernel: String::new(),
            seq: 0,
            pending: false,
            earlier: 0,
            first_site: String::new(),
            queue,
        }
    }

    /// A new launch on the record's queue.
    fn launched(&mut self, site: &dyn std::fmt::Display, kernel: &str, seq: u64) {
        if self.pending {
            if self.earlier == 0 {
                self.first_site.clear();
                self.first_site.push_str(&self.site);
            }
            self.earlier += 1;
        } else {
            self.earlier = 0;
        }
        self.site.clear();
        let _ = write!(self.site, "{site}");
        self.kernel.clear();
        self.kernel.push_str(kernel);
        self.seq = seq;
        self.pending = true;
    }
}

/// The message of a kernel fault: the launching directive, the kernel, the device and
/// the error, and the call that noticed it; `others` launches on other queues had not
/// completed either (the fault may be theirs).
pub fn fault_line(rec: &LaunchRecord, ordinal: i32, e: &CuError, others: usize) -> String {
    let (name, description) = match &e.kind {
        driver::CuErrorKind::Code { code, description } => {
            (driver::error_name(*code), description.clone())
        }
        driver::CuErrorKind::Panic(p) => ("CUDA driver failure".to_string(), Some(p.clone())),
    };
    let plural = |n: u64| if n == 1 { "launch" } else { "launches" };
    let mut detail = description.map(|d| format!("{d}; ")).unwrap_or_default();
    detail.push_str(&format!("reported by {}", e.call));
    let mut culprit = format!("kernel `{}`", rec.kernel);
    if rec.earlier > 0 {
        culprit.push_str(" or one launched before it");
        detail.push_str(&format!(
            "; {} earlier kernel {} on its queue had not completed, the first by {}",
            rec.earlier,
            plural(rec.earlier),
            rec.first_site
        ));
        if rec.queue == Queue::Sync {
            detail.push_str(
                ": under ACC_DEFER_KERNELS=1 a synchronous compute construct that uses only \
                 device data does not wait for its kernels; run without it to find the one \
                 that failed",
            );
        }
    }
    if others > 0 {
        detail.push_str(&format!(
            "; {others} kernel {} on other queues had not completed either",
            plural(others as u64)
        ));
    }
    format!(
        "{}: {culprit} failed on nvidia device {ordinal}: {name} ({detail})",
        rec.site
    )
}

/// Which recorded launch a fault noticed while working on `queue` is blamed on: the
/// last launch on that queue, else the latest launch on any queue; and how many other
/// launches were pending.
pub fn blame(
    launches: &BTreeMap<Queue, LaunchRecord>,
    queue: Option<Queue>,
) -> Option<(&LaunchRecord, usize)> {
    let pending = || launches.values().filter(|r| r.pending);
    let rec = queue
        .and_then(|q| launches.get(&q))
        .filter(|r| r.pending)
        .or_else(|| pending().max_by_key(|r| r.seq))?;
    Some((rec, pending().count() - 1))
}

/// A stream of a queue; streams given by `acc_set_cuda_stream` are not ours to destroy.
#[derive(Debug, Clone, Copy)]
struct Stream {
    handle: CUstream,
    owned: bool,
}

/// A kernel function of a loaded module.
#[derive(Debug)]
struct Function {
    handle: CUfunction,
    /// Shared, so that a launch takes it for its messages without copying.
    name: std::sync::Arc<str>,
    /// Parameter sizes (`cuFuncGetParamInfo`, drivers of CUDA 12.4 and later).
    params: Option<Vec<usize>>,
    /// The dynamic shared memory this function may currently be launched with.
    dynamic_limit: usize,
    module: CUmodule,
    /// Its `__constant__` arrays looked up so far: name, address, size.
    constants: Vec<(String, CUdeviceptr, usize)>,
    /// The queue of the last copy into them: a copy on another queue first waits for
    /// it (and so for the launches that read the arrays before it).
    constants_queue: Option<Queue>,
    /// The last occupancy asked for: block size, dynamic shared bytes, and the blocks
    /// one SM runs at once.
    resident: Option<(usize, usize, usize)>,
    /// Launched with programmatic stream serialization (see [`overlaps_previous_grid`]).
    overlaps_previous_grid: bool,
    /// The reduction accumulators of its launches (`Device::accumulator`): queue,
    /// argument index, device address.
    accumulators: Vec<(Queue, usize, CUdeviceptr)>,
}

/// A reduction accumulator (`ACCRT_ARG_ACCUMULATOR`): the value at offset 0, the count
/// of blocks that added to it at this offset (the kernels' `last_block_combines` in the
/// back end), in all this many bytes; the rest starts as zeros (a complex product's
/// kernels keep a lock at offset 20: `complex_join` in the back end).
const ACCUMULATOR_COUNT_AT: usize = 16;
const ACCUMULATOR_BYTES: usize = 32;

/// The variable that accc's CUDA programs built for sm_90 or later define to say that
/// each kernel first waits for the grid before it on its stream (`griddepcontrol.wait`;
/// the back end's `Target::kernel_prelude` of its CUDA target).
const WAITS_FOR_PREVIOUS_GRID: &CStr = c"__accc_kernels_wait_for_previous_grid";

/// Whether the kernels of `module` may be launched while the grid before them on their
/// stream still runs (programmatic dependent launch, compute capability 9.0 and later):
/// only when they wait for it themselves, so that stream order still holds for every
/// memory access. The launch is then scheduled during that grid's last wave and its
/// blocks take each SM as it frees, instead of the device idling between kernels.
/// `ACCC_CUDA_OVERLAP_LAUNCHES=0` turns it off (to measure what it gains).
fn overlaps_previous_grid(module: CUmodule, cc: i32) -> bool {
    static ALLOWED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let allowed = *ALLOWED.get_or_init(|| {
        std::env::var("ACCC_CUDA_OVERLAP_LAUNCHES").map_or(true, |v| v.trim() != "0")
            && driver::has_symbol("cuLaunchKernelEx")
    });
    if !allowed || cc < 90 {
        return false;
    }
    let (mut at, mut size): (CUdeviceptr, usize) = (0, 0);
    // SAFETY: a module of this context, a NUL-terminated name, out-pointers.
    cu("cuModuleGetGlobal", || unsafe {
        sys::cuModuleGetGlobal_v2(&mut at, &mut size, module, WAITS_FOR_PREVIOUS_GRID.as_ptr())
    })
    .is_ok()
}

/// The pinned pool, its slot events and the copy crew (see [`staging`]).
struct Staging {
    base: *mut u8,
    events: Vec<CUevent>,
    /// The slot's event was recorded after a copy that reads the slot and may still
    /// be running.
    pending: Vec<bool>,
    crew: CopyCrew,
}

impl Staging {
    /// Make slot `s` free for writing by the host or the device.
    fn settle(&mut self, s: usize) -> Result<(), CuError> {
        if self.pending[s] {
            let ev = self.events[s];
            // SAFETY: an event of this context.
            cu("cuEventSynchronize", || unsafe {
                sys::cuEventSynchronize(ev)
            })?;
            self.pending[s] = false;
        }
        Ok(())
    }

    fn slot(&self, s: usize, piece: usize) -> *mut u8 {
        // SAFETY: the plan keeps slots × piece within the pool.
        unsafe { self.base.add(s * piece) }
    }
}

/// The context and everything made in it, from `init` to `shutdown`.
struct Live {
    ctx: CUcontext,
    streams: BTreeMap<Queue, Stream>,
    modules: Vec<CUmodule>,
    functions: Vec<Function>,
    /// The last launch of each queue.
    launches: BTreeMap<Queue, LaunchRecord>,
    seq: u64,
    /// Frees deferred until the event (recorded on a queue) completes.
    frees: Vec<(CUdeviceptr, CUevent)>,
    /// The pinned pool of staged transfers, made when the device is initialised:
    /// pinning its 64 MiB takes about 25 ms, which the first upload paid before (8 MB then
    /// took 25 ms instead of 1). Made on a thread of its own beside the first transfers,
    /// it still held them up (the driver serialises the pinning and the copies).
    staging: Option<Staging>,
    /// The contexts of other GPUs this context has tried to enable direct access to.
    peers: std::collections::HashSet<usize>,
    /// The pinned arena of small synchronous copies ([`bounce`]), made on first need;
    /// `bounce_failed` is set when it could not be made (copies then go direct).
    bounce: Option<Bounce>,
    bounce_failed: bool,
    /// Device-side timing for the profiler (unused unless it asks).
    timing: timing::Timing,
    blocks: BlockCache,
    batch: SyncBatch,
    /// The synchronous stream holds work of constructs that returned before it
    /// completed (see [`Device::end_sync_batch`]), and these blocks wait for it.
    deferred: bool,
    deferred_frees: Vec<CUdeviceptr>,
    /// The program holds device addresses or native handles: it may use them on
    /// streams of its own, so every synchronous construct completes before it ends.
    exposed: bool,
    /// Copies from the device that the host reads after `deliver_results` (see
    /// [`Device::copy_from_device_later`]) and that have not been delivered yet.
    results: PendingResults,
    /// What the `__constant__` arrays hold, so that an unchanged table is not copied
    /// again before every launch.
    constants: crate::constant_sources::ConstantSources,
}

/// Values copied from the device into the pinned arena by constructs that did not wait
/// for them ([`Device::copy_from_device_later`]): `event` was recorded on the synchronous
/// stream after the last such construct, when the arena held `copies` undelivered
/// copies and the constructs had left `frees` blocks to release, all of which that
/// event's completion makes safe.
#[derive(Debug, Default)]
struct PendingResults {
    event: Option<CUevent>,
    waiting: bool,
    copies: usize,
    frees: usize,
}

/// The synchronous compute construct in progress (see [`Device::begin_sync_batch`]):
/// the thread that began it, how deeply, whether it left work on the synchronous
/// stream, the blocks it freed (released once that work has completed), and what
/// makes the host wait for that work at its end: a copy from or to host memory, a
/// kernel given memory the program supplied.
#[derive(Debug, Default)]
struct SyncBatch {
    owner: Option<std::thread::ThreadId>,
    depth: u32,
    pending: bool,
    frees: Vec<CUdeviceptr>,
    host_copies: bool,
    program_memory: bool,
    /// It made copies for `deliver_results` (which need no wait at its end).
    later_copies: bool,
}

impl SyncBatch {
    /// The calling thread's synchronous work is batched.
    fn mine(&self) -> bool {
        self.owner.is_some_and(|o| o == std::thread::current().id())
    }
}

impl Live {
    fn stream(&mut self, q: Queue) -> Result<CUstream, CuError> {
        if let Some(s) = self.streams.get(&q) {
            return Ok(s.handle);
        }
        let mut s: CUstream = ptr::null_mut();
        // SAFETY: the context is current (callers hold a `Current`).
        cu("cuStreamCreate", || unsafe {
            sys::cuStreamCreate(
                &mut s,
                sys::CUstream_flags::CU_STREAM_NON_BLOCKING as c_uint,
            )
        })?;
        self.streams.insert(
            q,
            Stream {
                handle: s,
                owned: true,
            },
        );
        Ok(s)
    }

    /// Queue `q` is known to be complete (for the synchronous queue: also the work
    /// deferred by earlier constructs, whose blocks are released now).
    fn done(&mut self, q: Queue) -> Result<(), CuError> {
        if let Some(r) = self.launches.get_mut(&q) {
            r.pending = false;
        }
        if q != Queue::Sync {
            return Ok(());
        }
        if let Some(b) = self.bounce.as_mut() {
            // SAFETY: the synchronous stream's copies write where their synchronous
            // copy or construct, which has not returned yet, said (or, for results
            // delivered later, where the compiler keeps the variable until then).
            unsafe { b.completed() };
        }
        self.results.waiting = false;
        self.deferred = false;
        let mut first = Ok(());
        for p in std::mem::take(&mut self.deferred_frees) {
            let r = self.release_block(p);
            if first.is_ok() {
                first = r;
            }
        }
        first
    }

    /// Wait for the work deferred by synchronous constructs, if any.
    fn settle(&mut self) -> Result<(), CuError> {
        if !self.deferred {
            return Ok(());
        }
        self.complete_sync_stream()
    }

    /// Room in the pinned arena for a small copy on the synchronous stream (waiting for
    /// the stream when the arena is full), or `None`: too large, or no arena.
    fn bounce_slot(&mut self, bytes: usize) -> Result<Option<*mut u8>, CuError> {
        if bytes > bounce::MAX_BYTES || self.arena().is_none() {
            return Ok(None);
        }
        if let Some(slot) = self.bounce.as_mut().and_then(|b| b.reserve(bytes)) {
            return Ok(Some(slot));
        }
        self.complete_sync_stream()?;
        Ok(self.bounce.as_mut().and_then(|b| b.reserve(bytes)))
    }

    /// A small host-to-device copy on the synchronous stream through the pinned arena
    /// (false: too large, or no room): once the bytes are in the arena, the program (or
    /// the runtime) may change or drop its own before the copy runs.
    ///
    /// # Safety
    /// `src..src+bytes` readable; `dst..dst+bytes` allocated device memory.
    unsafe fn bounced_copy(
        &mut self,
        dst: DevPtr,
        src: *const u8,
        bytes: usize,
        stream: CUstream,
    ) -> Result<bool, CuError> {
        let Some(slot) = self.bounce_slot(bytes)? else {
            return Ok(false);
        };
        ptr::copy_nonoverlapping(src, slot, bytes);
        cu("cuMemcpyHtoDAsync", || {
            sys::cuMemcpyHtoDAsync_v2(dst as CUdeviceptr, slot.cast(), bytes, stream)
        })?;
        Ok(true)
    }

    /// The pinned arena, allocated at first use; `None` if it cannot be.
    fn arena(&mut self) -> Option<&mut Bounce> {
        if self.bounce.is_none() && !self.bounce_failed {
            let mut base: *mut c_void = ptr::null_mut();
            let mut device_base: CUdeviceptr = 0;
            // SAFETY: the context is current; freed by `release_all`. Pinned memory is
            // mapped into the device's address space (unified addressing).
            let allocated = cu("cuMemAllocHost", || unsafe {
                sys::cuMemAllocHost_v2(&mut base, bounce::ARENA_BYTES)
            })
            .and_then(|()| {
                cu("cuMemHostGetDevicePointer", || unsafe {
                    sys::cuMemHostGetDevicePointer_v2(&mut device_base, base, 0)
                })
            });
            match allocated {
                // SAFETY: ARENA_BYTES of pinned memory, kept until `release_all`.
                Ok(()) => {
                    self.bounce = Some(unsafe { Bounce::new(base.cast(), device_base as usize) })
                }
                Err(_) => {
                    if !base.is_null() {
                        // SAFETY: allocated just above, used by nothing.
                        let _ = cu("cuMemFreeHost", || unsafe { sys::cuMemFreeHost(base) });
                    }
                    self.bounce_failed = true;
                }
            }
        }
        self.bounce.as_mut()
    }

    /// A copy from the device on the synchronous stream into the arena, delivered to
    /// `dst` when the stream completes or by `deliver_results`; false (nothing queued)
    /// when it does not go through the arena.
    ///
    /// # Safety
    /// `dst..dst + bytes` stays writable until it is delivered.
    unsafe fn download_via_arena(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
    ) -> Result<bool, CuError> {
        // A result slot holds what the kernels wrote: it only needs delivering.
        if let Some(b) = self.bounce.as_mut() {
            if let Some(slot) = b.result_slot(src) {
                b.deliver_later(slot, dst, bytes);
                return Ok(true);
            }
        }
        let Some(slot) = self.bounce_slot(bytes)? else {
            return Ok(false);
        };
        let stream = self.stream(Queue::Sync)?;
        cu("cuMemcpyDtoHAsync", || {
            sys::cuMemcpyDtoHAsync_v2(slot.cast(), src as CUdeviceptr, bytes, stream)
        })?;
        if let Some(b) = self.bounce.as_mut() {
            b.deliver_later(slot, dst, bytes);
        }
        Ok(true)
    }

    /// A result slot of the arena (`alloc_result`): delivered, never freed.
    fn is_result_slot(&self, ptr: DevPtr) -> bool {
        self.bounce
            .as_ref()
            .is_some_and(|b| b.result_slot(ptr).is_some())
    }

    /// Deliver the copies of constructs that did not wait for them (see
    /// [`PendingResults`]): wait for the event after them, not for the stream.
    fn deliver_results(&mut self) -> Result<(), CuError> {
        // `waiting` is set only where the event is recorded.
        let Some(ev) = self.results.event.filter(|_| self.results.waiting) else {
            return Ok(());
        };
        if self.batch.owner.is_some() {
            // A construct of another thread is queueing work: wait for all of it.
            return self.complete_sync_stream();
        }
        // SAFETY: an event of this context.
        cu("cuEventSynchronize", || unsafe {
            sys::cuEventSynchronize(ev)
        })?;
        self.results.waiting = false;
        if let Some(b) = self.bounce.as_mut() {
            // SAFETY: the first `copies` copies completed before the event; their
            // destinations are the compiler's variables, which wait for this call.
            unsafe { b.deliver_first(self.results.copies) };
        }
        let known_done = self.results.frees.min(self.deferred_frees.len());
        let frees: Vec<CUdeviceptr> = self.deferred_frees.drain(..known_done).collect();
        frees.into_iter().try_for_each(|p| self.release_block(p))
    }

    /// After a deferred construct that made copies for `deliver_results`: record the
    /// event that tells when they (and the blocks the constructs freed) are done.
    fn record_results(&mut self, stream: CUstream) -> Result<(), CuError> {
        let ev = match self.results.event {
            Some(ev) => ev,
            // Destroyed by `release_all`.
            None => *self.results.event.insert(ordering_event()?),
        };
        // SAFETY: an event and a stream of this context.
        cu("cuEventRecord", || unsafe {
            sys::cuEventRecord(ev, stream)
        })?;
        self.results.waiting = true;
        self.results.copies = self.bounce.as_ref().map_or(0, Bounce::undelivered);
        self.results.frees = self.deferred_frees.len();
        Ok(())
    }

    /// Wait for the synchronous stream, whatever it holds.
    fn complete_sync_stream(&mut self) -> Result<(), CuError> {
        let s = self.stream(Queue::Sync)?;
        // SAFETY: a stream of this context.
        cu("cuStreamSynchronize", || unsafe {
            sys::cuStreamSynchronize(s)
        })?;
        self.done(Queue::Sync)
    }

    /// Free `p` now, or once the deferred synchronous work has completed.
    fn release_after_deferred(&mut self, p: CUdeviceptr) -> Result<(), CuError> {
        if self.deferred {
            self.deferred_frees.push(p);
            Ok(())
        } else {
            self.release_block(p)
        }
    }

    /// Free the deferred frees whose events have completed (all of them, waiting,
    /// when `wait`).
    fn reclaim(&mut self, wait: bool) -> Result<(), CuError> {
        let mut keep = Vec::new();
        let mut first_error = None;
        for (p, ev) in std::mem::take(&mut self.frees) {
            // SAFETY: events and allocations of this context, each released once.
            let r = if wait {
                cu("cuEventSynchronize", || unsafe {
                    sys::cuEventSynchronize(ev)
                })
            } else {
                cu("cuEventQuery", || unsafe { sys::cuEventQuery(ev) })
            };
            match r {
                Ok(()) => {
                    let _ = cu("cuEventDestroy", || unsafe { sys::cuEventDestroy_v2(ev) });
                    if let Err(e) = self.release_block(p) {
                        first_error.get_or_insert(e);
                    }
                }
                Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => keep.push((p, ev)),
                Err(e) => {
                    keep.push((p, ev));
                    first_error.get_or_insert(e);
                }
            }
        }
        self.frees = keep;
        first_error.map_or(Ok(()), Err)
    }

    /// Make the stream of `waiter` wait for the work queued so far on `waited`.
    fn stream_wait(&mut self, waiter: Queue, waited: Queue) -> Result<(), CuError> {
        let Some(src) = self.streams.get(&waited).map(|s| s.handle) else {
            return Ok(());
        };
        let dst = self.stream(waiter)?;
        // Destroyed after use (the driver keeps it until the wait is resolved).
        let ev = ordering_event()?;
        let r = cu("cuEventRecord", || unsafe { sys::cuEventRecord(ev, src) }).and_then(|()| {
            cu("cuStreamWaitEvent", || unsafe {
                sys::cuStreamWaitEvent(dst, ev, 0)
            })
        });
        let _ = cu("cuEventDestroy", || unsafe { sys::cuEventDestroy_v2(ev) });
        r
    }

    /// A block no longer in use by any pending work: into the block cache, or back to
    /// the driver.
    fn release_block(&mut self, p: CUdeviceptr) -> Result<(), CuError> {
        match self.blocks.freed(p) {
            Freed::Kept => Ok(()),
            // SAFETY: an allocation of this context, not in use.
            Freed::Release => cu("cuMemFree", || unsafe { sys::cuMemFree_v2(p) }),
        }
    }

    /// Give every cached block back to the driver.
    fn drain_blocks(&mut self) -> Result<(), CuError> {
        let mut first = Ok(());
        for p in self.blocks.drain() {
            // SAFETY: cached blocks are allocations of this context, not in use.
            let r = cu("cuMemFree", || unsafe { sys::cuMemFree_v2(p) });
            if first.is_ok() {
                first = r;
            }
        }
        first
    }

    /// The pinned pool; `None` when it could not be made (copies then go direct).
    fn staging(&mut self) -> Option<&mut Staging> {
        self.staging.as_mut()
    }
}

/// An event that only orders and signals work (no timing: cheaper to record and wait
/// for). The context must be current; the caller destroys it.
fn ordering_event() -> Result<CUevent, CuError> {
    let mut ev: CUevent = ptr::null_mut();
    // SAFETY: the context is current.
    cu("cuEventCreate", || unsafe {
        sys::cuEventCreate(
            &mut ev,
            sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as c_uint,
        )
    })?;
    Ok(ev)
}

fn make_staging() -> Result<Staging, CuError> {
    let mut base: *mut c_void = ptr::null_mut();
    // SAFETY: the context is current; the memory is freed by `release`.
    cu("cuMemAllocHost", || unsafe {
        sys::cuMemAllocHost_v2(&mut base, staging::POOL_BYTES)
    })?;
    let mut st = Staging {
        base: base.cast(),
        events: Vec::new(),
        pending: vec![false; staging::MAX_SLOTS],
        crew: match CopyCrew::new(staging::default_threads()) {
            Ok(c) => c,
            Err(_) => {
                let _ = cu("cuMemFreeHost", || unsafe { sys::cuMemFreeHost(base) });
                return Err(CuError {
                    call: "thread spawn",
                    kind: driver::CuErrorKind::Panic("no copy threads".into()),
                });
            }
        },
    };
    for _ in 0..staging::MAX_SLOTS {
        match ordering_event() {
            Ok(ev) => st.events.push(ev),
            Err(e) => {
                release_staging(st);
                return Err(e);
            }
        }
    }
    Ok(st)
}

/// Free the pool (after its copies completed; the crew is joined).
fn release_staging(st: Staging) {
    for (s, &ev) in st.events.iter().enumerate() {
        if st.pending.get(s) == Some(&true) {
            let _ = cu("cuEventSynchronize", || unsafe {
                sys::cuEventSynchronize(ev)
            });
        }
        let _ = cu("cuEventDestroy", || unsafe { sys::cuEventDestroy_v2(ev) });
    }
    let base = st.base;
    drop(st.crew);
    let _ = cu("cuMemFreeHost", || unsafe {
        sys::cuMemFreeHost(base.cast())
    });
}

/// One NVIDIA GPU.
pub struct CudaDevice {
    /// Boxed: `acc_get_current_cuda_device` returns its address.
    dev: Box<CUdevice>,
    info: Info,
    cache_dir: Option<PathBuf>,
    live: Option<Live>,
    /// Told once the driver has started (see [`ProcessHooks::driver_started`]).
    driver_started: fn(),
}

// SAFETY: the driver API may be called from any host thread; the runtime uses a
// device only while it holds its lock, and every call makes the context current on
// the calling thread first. The crew threads touch host memory only.
unsafe impl Send for CudaDevice {}

/// Close a device error: the message of `e`, or for a kernel fault the fault line
/// (recorded for the process, see [`crate::error::record_device_fault`]).
fn fail(live: Option<&Live>, ordinal: i32, e: CuError, q: Option<Queue>) -> DeviceError {
    if e.is_kernel_fault() {
        if let Some((rec, others)) = live.and_then(|l| blame(&l.launches, q)) {
            let line = fault_line(rec, ordinal, &e, others);
            crate::error::record_device_fault(line.clone());
            return DeviceError(line);
        }
        return DeviceError(format!("a kernel failed on nvidia device {ordinal}: {e}"));
    }
    DeviceError(e.to_string())
}

impl CudaDevice {
    /// The program gets a device address or a native handle, and may use it on a
    /// stream of its own, which is not ordered after ours: the synchronous work left
    /// running completes now, and from now on every synchronous construct completes
    /// before it returns. (A kernel fault found here is recorded, and the next call
    /// reports it.)
    fn program_takes_over(&mut self) {
        if let Some(live) = self.live.as_mut() {
            live.exposed = true;
        }
        let _ = self.finish_deferred();
    }

    fn new(dev: CUdevice, info: Info, driver_started: fn()) -> CudaDevice {
        CudaDevice {
            dev: Box::new(dev),
            info,
            cache_dir: cache::default_dir("cuda"),
            live: None,
            driver_started,
        }
    }

    /// A kernel function loaded earlier (`Device::function`).
    fn loaded_function(&self, function: FunctionId) -> Result<&Function, DeviceError> {
        self.live
            .as_ref()
            .ok_or_else(|| DeviceError("the CUDA device is not initialized".into()))?
            .functions
            .get(function.0)
            .ok_or_else(|| DeviceError(format!("no kernel function {}", function.0)))
    }

    /// The live state with its context current on this thread.
    fn enter(&mut self) -> Result<(&mut Live, Current, i32), DeviceError> {
        let ordinal = self.info.ordinal;
        let live = self
            .live
            .as_mut()
            .ok_or_else(|| DeviceError("the CUDA device is not initialized".into()))?;
        // SAFETY: the retained primary context.
        let cur =
            unsafe { Current::push(live.ctx) }.map_err(|e| fail(Some(live), ordinal, e, None))?;
        Ok((live, cur, ordinal))
    }

    /// Run `f` with the context current; a CUDA error becomes a device error
    /// (a kernel fault is blamed on the last launch of `q`). Work for a queue other
    /// than the synchronous one first waits for the synchronous work that constructs
    /// left running: streams are not ordered among themselves.
    fn with<T>(
        &mut self,
        q: Option<Queue>,
        f: impl FnOnce(&mut Live) -> Result<T, CuError>,
    ) -> Result<T, DeviceError> {
        let (live, _cur, ordinal) = self.enter()?;
        if q.is_some_and(|q| q != Queue::Sync) {
            live.settle()
                .map_err(|e| fail(Some(live), ordinal, e, Some(Queue::Sync)))?;
        }
        f(live).map_err(|e| fail(Some(live), ordinal, e, q))
    }

    fn release_all(&mut self) -> Result<(), DeviceError> {
        let Some(mut live) = self.live.take() else {
            return Ok(());
        };
        let ordinal = self.info.ordinal;
        let dev = *self.dev;
        let mut first: Option<DeviceError> = None;
        {
            // SAFETY: the retained primary context.
            let cur = unsafe { Current::push(live.ctx) };
            let mut note = |r: Result<(), CuError>, live: &Live| {
                if let Err(e) = r {
                    if first.is_none() {
                        first = Some(fail(Some(live), ordinal, e, None));
                    }
                }
            };
            let handles: Vec<Stream> = live.streams.values().copied().collect();
            for s in &handles {
                let r = cu("cuStreamSynchronize", || unsafe {
                    sys::cuStreamSynchronize(s.handle)
                });
                note(r, &live);
            }
            let r = live.reclaim(true);
            note(r, &live);
            live.timing.release();
            let deferred = std::mem::take(&mut live.deferred_frees);
            for p in std::mem::take(&mut live.batch.frees)
                .into_iter()
                .chain(deferred)
            {
                let r = live.release_block(p);
                note(r, &live);
            }
            let r = live.drain_blocks();
            note(r, &live);
            if let Some(st) = live.staging.take() {
                release_staging(st);
            }
            if let Some(ev) = live.results.event.take() {
                let _ = cu("cuEventDestroy", || unsafe { sys::cuEventDestroy_v2(ev) });
            }
            if let Some(b) = live.bounce.take() {
                let r = cu("cuMemFreeHost", || unsafe {
                    sys::cuMemFreeHost(b.base().cast())
                });
                note(r, &live);
            }
            for m in std::mem::take(&mut live.modules) {
                let r = cu("cuModuleUnload", || unsafe { sys::cuModuleUnload(m) });
                note(r, &live);
            }
            for s in handles.iter().filter(|s| s.owned) {
                let r = cu("cuStreamDestroy", || unsafe {
                    sys::cuStreamDestroy_v2(s.handle)
                });
                note(r, &live);
            }
            drop(cur);
        }
        let r = cu("cuDevicePrimaryCtxRelease", || unsafe {
            sys::cuDevicePrimaryCtxRelease_v2(dev)
        });
        if let Err(e) = r {
            first.get_or_insert_with(|| fail(None, ordinal, e, None));
        }
        first.map_or(Ok(()), Err)
    }

    /// Memory type of a host address: true when the driver knows it as page-locked
    /// (or as device or managed memory), so the copy engines can use it directly.
    fn host_is_pinned(p: *const u8) -> bool {
        let mut t: c_uint = 0;
        // SAFETY: the out-pointer holds the attribute's type (an unsigned int).
        let r = cu("cuPointerGetAttribute", || unsafe {
            sys::cuPointerGetAttribute(
                (&raw mut t).cast(),
                CUpointer_attribute::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                p as CUdeviceptr,
            )
        });
        r.is_ok()
            && [
                CUmemorytype::CU_MEMORYTYPE_HOST as c_uint,
                CUmemorytype::CU_MEMORYTYPE_DEVICE as c_uint,
                CUmemorytype::CU_MEMORYTYPE_UNIFIED as c_uint,
            ]
            .contains(&t)
    }

    /// Synchronise `q`'s stream when `q` is the synchronous queue (unless the calling
    /// thread batches its synchronous work: then the batch's end does).
    fn complete_if_sync(live: &mut Live, q: Queue, stream: CUstream) -> Result<(), CuError> {
        if q != Queue::Sync {
            return Ok(());
        }
        live.timing.before_sync(q, stream)?;
        if live.batch.mine() {
            live.batch.pending = true;
            Ok(())
        } else {
            // SAFETY: a stream of this context.
            cu("cuStreamSynchronize", || unsafe {
                sys::cuStreamSynchronize(stream)
            })?;
            live.done(q)
        }
    }

    fn load_image(live: &mut Live, image: &[u8]) -> Result<CUmodule, CuError> {
        // An aligned, NUL-terminated copy: fatbins want 8-byte alignment, PTX text a
        // terminating NUL.
        let mut buf = vec![0u64; image.len() / 8 + 1];
        // SAFETY: the buffer has at least image.len() + 1 bytes.
        unsafe {
            ptr::copy_nonoverlapping(image.as_ptr(), buf.as_mut_ptr().cast::<u8>(), image.len())
        };
        let mut m: CUmodule = ptr::null_mut();
        cu("cuModuleLoadData", || unsafe {
            sys::cuModuleLoadData(&mut m, buf.as_ptr().cast())
        })?;
        live.modules.push(m);
        Ok(m)
    }

    /// Compile `source` with NVRTC (or take the build from the disk cache) and load it.
    fn load_source(&mut self, source: &[u8]) -> Result<(), DeviceError> {
        let nv = Nvrtc::get().map_err(|e| DeviceError(e.clone()))?;
        let target = nv.target(self.info.cc).map_err(DeviceError)?;
        let options = nvrtc::options(&target);
        let key = nv.cache_key(&options);
        let dir = self.cache_dir.clone();
        if let Some(binary) = dir.as_deref().and_then(|d| cache::load(d, &key, source)) {
            let (live, _cur, _) = self.enter()?;
            if Self::load_image(live, &binary).is_ok() {
                return Ok(());
            }
        }
        let binary = nvrtc::compile(source, &target, &options).map_err(DeviceError)?;
        self.with(None, |live| Self::load_image(live, &binary).map(|_| ()))
            .map_err(|e| {
                DeviceError(format!(
                    "{e} (NVRTC {}.{} compiled it for {})",
                    nv.version.0, nv.version.1, target.arch
                ))
            })?;
        if let Some(d) = dir.as_deref() {
            cache::store(d, &key, source, &binary);
        }
        Ok(())
    }

    /// Copy between user memory at `host` and the device at `dev` through the pinned
    /// pool (see [`staging`]): the steps of [`staging::to_device`] or
    /// [`staging::from_device`], on `stream`.
    ///
    /// # Safety
    /// `host..host + bytes` must be readable (to the device) or writable (from the
    /// device), and the device range allocated.
    unsafe fn staged(
        st: &mut Staging,
        to_device: bool,
        host: *mut u8,
        dev: CUdeviceptr,
        bytes: usize,
        stream: CUstream,
    ) -> Result<(), CuError> {
        use staging::Step;
        let plan = staging::plan(bytes, to_device);
        let n = plan.pieces.len();
        let steps = if to_device {
            staging::to_device(n, plan.slots)
        } else {
            staging::from_device(n, plan.slots)
        };
        st.crew.begin(n);
        let mut result = Ok(());
        for step in steps {
            let r = match step {
                Step::Fill(j) => {
                    let p = plan.pieces[j];
                    st.settle(p.slot).map(|()| {
                        st.crew.post(
                            j,
                            host.add(p.offset),
                            st.slot(p.slot, plan.piece),
                            p.len,
                            Stores::Cached,
                        )
                    })
                }
                Step::AwaitCrew(j) => {
                    st.crew.wait(j);
                    Ok(())
                }
                Step::Dma(j) => {
                    let p = plan.pieces[j];
                    let (slot, ev) = (st.slot(p.slot, plan.piece), st.events[p.slot]);
                    let at = dev + p.offset as u64;
                    let r = st.settle(p.slot).and_then(|()| {
                        if to_device {
                            cu("cuMemcpyHtoDAsync", || {
                                sys::cuMemcpyHtoDAsync_v2(at, slot.cast(), p.len, stream)
                            })
                        } else {
                            cu("cuMemcpyDtoHAsync", || {
                                sys::cuMemcpyDtoHAsync_v2(slot.cast(), at, p.len, stream)
                            })
                        }
                    });
                    r.and_then(|()| {
                        st.pending[p.slot] = true;
                        cu("cuEventRecord", || sys::cuEventRecord(ev, stream))
                    })
                }
                Step::AwaitDma(j) => st.settle(plan.pieces[j].slot),
                Step::Drain(j) => {
                    let p = plan.pieces[j];
                    st.crew.post(
                        j,
                        st.slot(p.slot, plan.piece),
                        host.add(p.offset),
                        p.len,
                        Stores::Streaming,
                    );
                    Ok(())
                }
            };
            if r.is_err() {
                result = r;
                break;
            }
        }
        // Never return while the crew still uses the user's memory.
        drop(Settle(&st.crew));
        result
    }
}

impl Drop for CudaDevice {
    fn drop(&mut self) {
        // Errors cannot be reported from a destructor; the objects are gone either way.
        let _ = self.release_all();
    }
}

impl Device for CudaDevice {
    fn kind(&self) -> DeviceKind {
        DeviceKind::Nvidia
    }

    fn shares_host_memory(&self) -> bool {
        false
    }

    fn init(&mut self) -> Result<(), DeviceError> {
        if self.live.is_some() {
            return Ok(());
        }
        let ordinal = self.info.ordinal;
        let dev = *self.dev;
        let mut ctx: CUcontext = ptr::null_mut();
        // SAFETY: a device of the driver; the context is released by `shutdown`.
        cu("cuDevicePrimaryCtxRetain", || unsafe {
            sys::cuDevicePrimaryCtxRetain(&mut ctx, dev)
        })
        .map_err(|e| fail(None, ordinal, e, None))?;
        self.live = Some(Live {
            ctx,
            streams: BTreeMap::new(),
            modules: Vec::new(),
            functions: Vec::new(),
            launches: BTreeMap::new(),
            seq: 0,
            frees: Vec::new(),
            staging: None,
            peers: Default::default(),
            bounce: None,
            bounce_failed: false,
            timing: timing::Timing::default(),
            blocks: BlockCache::default(),
            batch: SyncBatch::default(),
            deferred: false,
            deferred_frees: Vec::new(),
            exposed: false,
            results: PendingResults::default(),
            constants: Default::default(),
        });
        // The synchronous queue's stream, so that a context failure shows here.
        self.with(None, |live| live.stream(Queue::Sync).map(|_| ()))?;
        self.with(None, |live| {
            live.staging = make_staging().ok();
            Ok(())
        })?;
        (self.driver_started)();
        Ok(())
    }

    fn shutdown(&mut self) -> Result<(), DeviceError> {
        self.release_all()
    }

    fn begin_sync_batch(&mut self) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let me = std::thread::current().id();
        match live.batch.owner {
            None => {
                live.batch.owner = Some(me);
                live.batch.depth = 1;
                live.batch.host_copies = false;
                live.batch.program_memory = false;
                live.batch.later_copies = false;
            }
            Some(o) if o == me => live.batch.depth += 1,
            // Another thread's batch: this thread's work stays synchronous.
            Some(_) => {}
        }
    }

    fn end_sync_batch(&mut self, may_finish_later: bool) -> Result<(), DeviceError> {
        match self.live.as_mut() {
            Some(live) if live.batch.mine() => {
                live.batch.depth -= 1;
                if live.batch.depth > 0 {
                    return Ok(());
                }
                live.batch.owner = None;
            }
            _ => return Ok(()),
        }
        self.with(Some(Queue::Sync), |live| {
            let frees = std::mem::take(&mut live.batch.frees);
            if !std::mem::take(&mut live.batch.pending) {
                return frees
                    .into_iter()
                    .try_for_each(|p| live.release_after_deferred(p));
            }
            // Released when the stream's work has completed (`done`).
            live.deferred_frees.extend(frees);
            if may_finish_later
                && !live.batch.host_copies
                && !live.batch.program_memory
                && !live.exposed
            {
                // Only device memory the runtime owns changes, and only through this
                // stream: later work on it is ordered after these kernels, and
                // anything else waits for them first (`settle`). The host goes on
                // while they run: a loop of such constructs keeps the GPU busy.
                live.deferred = true;
                if std::mem::take(&mut live.batch.later_copies) {
                    let stream = live.stream(Queue::Sync)?;
                    live.record_results(stream)?;
                }
                return Ok(());
            }
            live.complete_sync_stream()
        })
    }

    fn finish_deferred(&mut self) -> Result<(), DeviceError> {
        if self.live.is_none() {
            return Ok(());
        }
        self.with(Some(Queue::Sync), Live::settle)
    }

    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, DeviceError> {
        let total = self.info.total_mem;
        self.with(None, |live| {
            live.reclaim(false)?;
            if let Some(p) = live.blocks.take(bytes) {
                live.constants.allocated(p as DevPtr, bytes);
                return Ok(p as DevPtr);
            }
            let class = BlockCache::class(bytes);
            let size = class.unwrap_or(bytes);
            let mut p: CUdeviceptr = 0;
            // SAFETY: the context is current.
            let mut r = cu("cuMemAlloc", || unsafe { sys::cuMemAlloc_v2(&mut p, size) });
            if r.as_ref().err().and_then(CuError::code) == Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY)
                && (!live.frees.is_empty() || !live.blocks.is_empty() || live.deferred)
            {
                // Memory whose free waits for a queue, and cached blocks: free them,
                // then try again.
                live.settle()?;
                live.reclaim(true)?;
                live.drain_blocks()?;
                r = cu("cuMemAlloc", || unsafe { sys::cuMemAlloc_v2(&mut p, size) });
            }
            r?;
            if let Some(c) = class {
                live.blocks.allocated(p, c);
            }
            live.constants.allocated(p as DevPtr, bytes);
            Ok(p as DevPtr)
        })
        .map_err(|e| {
            let mut free = 0usize;
            let mut tot = 0usize;
            let _ = self.with(None, |_| {
                cu("cuMemGetInfo", || unsafe {
                    sys::cuMemGetInfo_v2(&mut free, &mut tot)
                })
            });
            DeviceError(format!(
                "{e} (allocating {bytes} bytes; device memory {total} bytes, {free} bytes free)"
            ))
        })
    }

    unsafe fn free(&mut self, ptr: DevPtr) -> Result<(), DeviceError> {
        self.with(None, |live| {
            if live.is_result_slot(ptr) {
                return Ok(());
            }
            live.constants.freed(ptr);
            live.release_after_deferred(ptr as CUdeviceptr)
        })
        .map_err(|e| {
            DeviceError(format!(
                "{e} ({ptr:#x} is not the start of an allocation of this device?)"
            ))
        })
    }

    unsafe fn free_after(&mut self, ptr: DevPtr, q: Queue) -> Result<(), DeviceError> {
        self.with(Some(q), |live| {
            if live.is_result_slot(ptr) {
                return Ok(());
            }
            live.constants.freed(ptr);
            let stream = match (q, live.streams.get(&q)) {
                // In a sync batch, after the batch's work.
                (Queue::Sync, _) if live.batch.mine() => {
                    live.batch.frees.push(ptr as CUdeviceptr);
                    return Ok(());
                }
                // Otherwise the synchronous queue is complete after every call (but for
                // what constructs left running); a queue without a stream has no work.
                (Queue::Sync, _) | (_, None) => {
                    return live.release_after_deferred(ptr as CUdeviceptr)
                }
                (_, Some(s)) => s.handle,
            };
            let ev = ordering_event()?;
            if let Err(e) = cu("cuEventRecord", || sys::cuEventRecord(ev, stream)) {
                let _ = cu("cuEventDestroy", || sys::cuEventDestroy_v2(ev));
                return Err(e);
            }
            live.frees.push((ptr as CUdeviceptr, ev));
            Ok(())
        })
    }

    unsafe fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: *const u8,
        bytes: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        if bytes == 0 {
            return Ok(());
        }
        self.with(Some(q), |live| {
            live.constants.written(dst, bytes);
            let stream = live.stream(q)?;
            if q == Queue::Sync && live.bounced_copy(dst, src, bytes, stream)? {
                return Self::complete_if_sync(live, q, stream);
            }
            live.batch.host_copies = true;
            let staged = staging::staged(bytes, false) && !Self::host_is_pinned(src);
            match if staged { live.staging() } else { None } {
                Some(st) => {
                    Self::staged(st, true, src.cast_mut(), dst as CUdeviceptr, bytes, stream)?
                }
                None => cu("cuMemcpyHtoDAsync", || {
                    sys::cuMemcpyHtoDAsync_v2(dst as CUdeviceptr, src.cast(), bytes, stream)
                })?,
            }
            Self::complete_if_sync(live, q, stream)
        })
    }

    unsafe fn write_pointers(
        &mut self,
        dst: DevPtr,
        values: &[usize],
        q: Queue,
    ) -> Result<(), DeviceError> {
        let width = std::mem::size_of::<usize>();
        // Through the arena, a few KiB at a time: one copy for hundreds of pointers.
        for (k, chunk) in values.chunks(bounce::MAX_BYTES / width).enumerate() {
            let at = dst + k * bounce::MAX_BYTES;
            let bytes = std::mem::size_of_val(chunk);
            let bounced = q == Queue::Sync
                && self.with(Some(q), |live| {
                    let stream = live.stream(q)?;
                    if !live.bounced_copy(at, chunk.as_ptr().cast(), bytes, stream)? {
                        return Ok(false);
                    }
                    live.constants.written(at, bytes);
                    Self::complete_if_sync(live, q, stream).map(|()| true)
                })?;
            if !bounced {
                for (i, &v) in chunk.iter().enumerate() {
                    self.write_pointer(at + i * width, v, q)?;
                }
            }
        }
        Ok(())
    }

    unsafe fn copy_from_device(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        if bytes == 0 {
            return Ok(());
        }
        self.with(Some(q), |live| {
            live.batch.host_copies = true;
            let stream = live.stream(q)?;
            if q == Queue::Sync {
                if live.download_via_arena(dst, src, bytes)? {
                    return Self::complete_if_sync(live, q, stream);
                }
                // Copies waiting in the arena must not land after this one.
                if live.bounce.as_ref().is_some_and(|b| b.undelivered() > 0) {
                    live.complete_sync_stream()?;
                }
            }
            let staged = staging::staged(bytes, false) && !Self::host_is_pinned(dst);
            match if staged { live.staging() } else { None } {
                Some(st) => Self::staged(st, false, dst, src as CUdeviceptr, bytes, stream)?,
                None => cu("cuMemcpyDtoHAsync", || {
                    sys::cuMemcpyDtoHAsync_v2(dst.cast(), src as CUdeviceptr, bytes, stream)
                })?,
            }
            Self::complete_if_sync(live, q, stream)
        })
    }

    unsafe fn copy_from_device_later(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
    ) -> Result<(), DeviceError> {
        // Into the arena, delivered by `deliver_results` (or when the stream completes),
        // when this thread's construct is batching and the arena has room.
        let queued = self.with(Some(Queue::Sync), |live| {
            if bytes == 0 || !live.batch.mine() || !live.download_via_arena(dst, src, bytes)? {
                return Ok(false);
            }
            live.batch.later_copies = true;
            let stream = live.stream(Queue::Sync)?;
            Self::complete_if_sync(live, Queue::Sync, stream)?;
            Ok(true)
        })?;
        if queued {
            return Ok(());
        }
        self.copy_from_device(dst, src, bytes, Queue::Sync)
    }

    fn deliver_results(&mut self) -> Result<(), DeviceError> {
        if self.live.is_none() {
            return Ok(());
        }
        self.with(Some(Queue::Sync), Live::deliver_results)
    }

    unsafe fn alloc_result(&mut self, host: *const u8, bytes: usize) -> Option<DevPtr> {
        let live = self.live.as_mut()?;
        let (slot, dev) = live.arena()?.reserve_result(bytes)?;
        // SAFETY: the slot holds RESULT_BYTES >= bytes; `host` has `bytes`.
        ptr::copy_nonoverlapping(host, slot, bytes);
        Some(dev)
    }

    fn accumulator(
        &mut self,
        function: FunctionId,
        q: Queue,
        index: usize,
        identity: &[u8],
    ) -> Result<DevPtr, DeviceError> {
        let func = self.loaded_function(function)?;
        if let Some(a) = func.accumulators.iter().find(|a| (a.0, a.1) == (q, index)) {
            return Ok(a.2 as DevPtr);
        }
        if identity.len() > ACCUMULATOR_COUNT_AT {
            return Err(DeviceError(format!(
                "kernel `{}`: a reduction accumulator of {} bytes (at most {ACCUMULATOR_COUNT_AT})",
                func.name,
                identity.len(),
            )));
        }
        // The identity, then the count of blocks (0).
        let mut initial = [0u8; ACCUMULATOR_BYTES];
        initial[..identity.len()].copy_from_slice(identity);
        let p = self.alloc(ACCUMULATOR_BYTES)?;
        // SAFETY: `p` has ACCUMULATOR_BYTES; `initial` is copied before this returns
        // (the arena, or a pageable copy that the driver stages at once).
        unsafe { self.copy_to_device(p, initial.as_ptr(), ACCUMULATOR_BYTES, q)? };
        if let Some(f) = self
            .live
            .as_mut()
            .and_then(|l| l.functions.get_mut(function.0))
        {
            f.accumulators.push((q, index, p as CUdeviceptr));
        }
        Ok(p)
    }

    fn peer(&self) -> Option<crate::device::Peer> {
        self.live.as_ref().map(|live| crate::device::Peer {
            kind: DeviceKind::Nvidia,
            context: live.ctx as usize,
            ordinal: *self.dev,
        })
    }

    unsafe fn copy_from_peer(
        &mut self,
        dst: DevPtr,
        from: crate::device::Peer,
        src: DevPtr,
        bytes: usize,
        q: Queue,
    ) -> Result<bool, DeviceError> {
        if from.kind != DeviceKind::Nvidia {
            return Ok(false);
        }
        let me = *self.dev;
        self.with(Some(q), |live| {
            let peer_ctx = from.context as CUcontext;
            // Direct access over NVLink or PCIe where the two GPUs have it, enabled once
            // per pair; without it cuMemcpyPeer still copies, through the driver's own
            // buffers.
            if live.peers.insert(from.context) {
                let mut can: c_int = 0;
                cu("cuDeviceCanAccessPeer", || {
                    sys::cuDeviceCanAccessPeer(&mut can, me, from.ordinal)
                })?;
                if can != 0 {
                    let r = cu("cuCtxEnablePeerAccess", || {
                        sys::cuCtxEnablePeerAccess(peer_ctx, 0)
                    });
                    match r {
                        Err(e)
                            if e.code()
                                != Some(CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED) =>
                        {
                            return Err(e)
                        }
                        _ => {}
                    }
                }
            }
            live.constants.written(dst, bytes);
            let stream = live.stream(q)?;
            cu("cuMemcpyPeerAsync", || {
                sys::cuMemcpyPeerAsync(
                    dst as CUdeviceptr,
                    live.ctx,
                    src as CUdeviceptr,
                    peer_ctx,
                    bytes,
                    stream,
                )
            })?;
            Self::complete_if_sync(live, q, stream)
        })?;
        Ok(true)
    }

    unsafe fn copy_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        if bytes == 0 || dst == src {
            return Ok(());
        }
        let overlap = dst < src + bytes && src < dst + bytes;
        let tmp = if overlap {
            Some(self.alloc(bytes)?)
        } else {
            None
        };
        let r = self.with(Some(q), |live| {
            live.constants.written(dst, bytes);
            let stream = live.stream(q)?;
            let copy = |to: DevPtr, from: DevPtr| {
                cu("cuMemcpyDtoDAsync", || {
                    sys::cuMemcpyDtoDAsync_v2(to as CUdeviceptr, from as CUdeviceptr, bytes, stream)
                })
            };
            match tmp {
                // Overlapping ranges go through a temporary buffer.
                Some(t) => copy(t, src).and_then(|()| copy(dst, t))?,
                None => copy(dst, src)?,
            }
            Self::complete_if_sync(live, q, stream)
        });
        if let Some(t) = tmp {
            let freed = self.free_after(t, q);
            r?;
            return freed;
        }
        r
    }

    unsafe fn write_pointer(
        &mut self,
        dst: DevPtr,
        value: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        let v = value as u64;
        self.with(Some(q), |live| {
            live.constants.written(dst, std::mem::size_of::<u64>());
            let stream = live.stream(q)?;
            if dst % 4 == 0 {
                // Two 32-bit stores in stream order: nothing on the host must outlive
                // the call.
                let (lo, hi) = (v as u32, (v >> 32) as u32);
                let little = cfg!(target_endian = "little");
                let (first, second) = if little { (lo, hi) } else { (hi, lo) };
                cu("cuMemsetD32Async", || {
                    sys::cuMemsetD32Async(dst as CUdeviceptr, first, 1, stream)
                })?;
                cu("cuMemsetD32Async", || {
                    sys::cuMemsetD32Async(dst as CUdeviceptr + 4, second, 1, stream)
                })?;
                Self::complete_if_sync(live, q, stream)
            } else {
                // Unaligned: after the queue's work, a synchronous copy.
                cu("cuStreamSynchronize", || sys::cuStreamSynchronize(stream))?;
                let bytes = v.to_ne_bytes();
                cu("cuMemcpyHtoD", || {
                    sys::cuMemcpyHtoD_v2(dst as CUdeviceptr, bytes.as_ptr().cast(), bytes.len())
                })
            }
        })
    }

    unsafe fn fill(
        &mut self,
        dst: DevPtr,
        bytes: usize,
        byte: u8,
        q: Queue,
    ) -> Result<(), DeviceError> {
        if bytes == 0 {
            return Ok(());
        }
        self.with(Some(q), |live| {
            live.constants.written(dst, bytes);
            let stream = live.stream(q)?;
            cu("cuMemsetD8Async", || {
                sys::cuMemsetD8Async(dst as CUdeviceptr, byte, bytes, stream)
            })?;
            Self::complete_if_sync(live, q, stream)
        })
    }

    fn wait(&mut self, q: Queue) -> Result<(), DeviceError> {
        self.with(Some(q), |live| {
            if let Some(s) = live.streams.get(&q).map(|s| s.handle) {
                // SAFETY: a stream of this context.
                cu("cuStreamSynchronize", || unsafe {
                    sys::cuStreamSynchronize(s)
                })?;
            }
            live.done(q)?;
            live.reclaim(false)
        })
    }

    fn test(&mut self, q: Queue) -> Result<bool, DeviceError> {
        self.with(Some(q), |live| {
            let Some(s) = live.streams.get(&q).map(|s| s.handle) else {
                return Ok(true);
            };
            // SAFETY: a stream of this context.
            match cu("cuStreamQuery", || unsafe { sys::cuStreamQuery(s) }) {
                Ok(()) => {
                    live.done(q)?;
                    Ok(true)
                }
                Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
                Err(e) => Err(e),
            }
        })
    }

    fn wait_all(&mut self) -> Result<(), DeviceError> {
        let queues: Vec<Queue> = match self.live.as_ref() {
            Some(l) => l.streams.keys().copied().collect(),
            None => return Ok(()),
        };
        for q in queues {
            self.wait(q)?;
        }
        self.with(None, |live| live.reclaim(true))
    }

    fn test_all(&mut self) -> Result<bool, DeviceError> {
        let queues: Vec<Queue> = match self.live.as_ref() {
            Some(l) => l.streams.keys().copied().collect(),
            None => return Ok(true),
        };
        for q in queues {
            if !self.test(q)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn queue_wait(&mut self, waiter: Queue, waited: Queue) -> Result<(), DeviceError> {
        if waiter == waited {
            return Ok(());
        }
        if waiter == Queue::Sync {
            return self.wait(waited);
        }
        self.with(Some(waited), |live| live.stream_wait(waiter, waited))
    }

    fn queue_wait_all(&mut self, waiter: Queue) -> Result<(), DeviceError> {
        if waiter == Queue::Sync {
            return self.wait_all();
        }
        self.with(None, |live| {
            let queues: Vec<Queue> = live.streams.keys().copied().collect();
            for q in queues.into_iter().filter(|&q| q != waiter) {
                live.stream_wait(waiter, q)?;
            }
            Ok(())
        })
    }

    fn memory_bytes(&self) -> usize {
        self.info.total_mem
    }

    fn free_memory_bytes(&self) -> usize {
        let Some(live) = self.live.as_ref() else {
            return self.info.total_mem;
        };
        // SAFETY: the retained primary context.
        let Ok(_cur) = (unsafe { Current::push(live.ctx) }) else {
            return 0;
        };
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: two out-pointers; the context is current.
        match cu("cuMemGetInfo", || unsafe {
            sys::cuMemGetInfo_v2(&mut free, &mut total)
        }) {
            Ok(()) => free,
            Err(_) => 0,
        }
    }

    fn name(&self) -> String {
        self.info.name.clone()
    }

    fn vendor(&self) -> String {
        "NVIDIA".to_string()
    }

    fn driver(&self) -> String {
        self.info.driver_text()
    }

    fn addresses_given_out(&mut self) {
        if let Some(live) = self.live.as_mut() {
            live.constants.exposed();
        }
        self.program_takes_over();
    }

    fn interop(&mut self, what: Interop) -> *mut c_void {
        match what {
            Interop::CudaDevice => (&raw const *self.dev).cast_mut().cast(),
            Interop::CudaContext => {
                self.program_takes_over();
                self.live.as_ref().map_or(ptr::null_mut(), |l| l.ctx.cast())
            }
            Interop::CudaStream(q) => {
                self.program_takes_over();
                self.with(Some(q), |live| live.stream(q))
                    .map_or(ptr::null_mut(), |s| s.cast())
            }
            _ => ptr::null_mut(),
        }
    }

    fn set_native_queue(&mut self, q: Queue, stream: *mut c_void) -> bool {
        if q == Queue::Sync || self.live.is_none() {
            return false;
        }
        self.program_takes_over();
        self.with(Some(q), |live| {
            if let Some(old) = live.streams.get(&q).copied() {
                // The queue's work so far completes first; our own stream goes.
                // SAFETY: a stream of this context.
                cu("cuStreamSynchronize", || unsafe {
                    sys::cuStreamSynchronize(old.handle)
                })?;
                if old.owned {
                    let _ = cu("cuStreamDestroy", || unsafe {
                        sys::cuStreamDestroy_v2(old.handle)
                    });
                }
            }
            live.done(q)?;
            live.streams.insert(
                q,
                Stream {
                    handle: stream.cast(),
                    owned: false,
                },
            );
            Ok(())
        })
        .is_ok()
    }

    fn timing_begin(&mut self, q: Queue) -> Result<(), DeviceError> {
        self.with(Some(q), |live| {
            let stream = live.stream(q)?;
            live.timing.begin(q, stream)
        })
    }

    fn timing_end(&mut self, q: Queue) -> Result<Option<TimedSpan>, DeviceError> {
        self.with(Some(q), |live| {
            let stream = live.stream(q)?;
            live.timing.end(q, stream)
        })
    }

    fn timing_resolve(&mut self, span: TimedSpan) -> Result<(f64, f64), DeviceError> {
        self.with(None, |live| live.timing.resolve(span))
    }

    fn launch_limits(&self) -> LaunchLimits {
        LaunchLimits {
            max_block: self.info.max_block.max(0) as usize,
            compute_units: self.info.sms.max(0) as usize,
            shared_bytes: self.info.shared_optin.max(0) as usize,
        }
    }

    fn load_program(&mut self, code: &ProgramCode<'_>) -> Result<ProgramId, DeviceError> {
        let mut image_error = None;
        if code.cuda_image.is_some_and(|i| i.is_empty()) {
            return Err(DeviceError(
                "the kernel's cuda_image has cuda_image_size 0 and is not a fatbin, a cubin or PTX \
                 whose header tells its size"
                    .into(),
            ));
        }
        if let Some(image) = code.cuda_image {
            match self.with(None, |live| Self::load_image(live, image).map(|_| ())) {
                Ok(()) => {}
                Err(e) if code.cuda_source.is_none() => {
                    return Err(DeviceError(format!(
                    "the nvcc image ({} bytes) does not load on {} (compute capability {}.{}): {e}",
                    image.len(),
                    self.info.name,
                    self.info.cc / 10,
                    self.info.cc % 10
                )))
                }
                Err(e) => image_error = Some(e),
            }
        }
        if image_error.is_some() || code.cuda_image.is_none() {
            let Some(source) = code.cuda_source else {
                return Err(DeviceError(
                    "the kernel has no CUDA program: its translation unit was not compiled for CUDA"
                        .into(),
                ));
            };
            self.load_source(source).map_err(|e| match &image_error {
                Some(ie) => DeviceError(format!("{e} (after the nvcc image did not load: {ie})")),
                None => e,
            })?;
        }
        let live = self
            .live
            .as_ref()
            .ok_or_else(|| DeviceError("the CUDA device is not initialized".into()))?;
        Ok(ProgramId(live.modules.len() - 1))
    }

    fn function(
        &mut self,
        program: ProgramId,
        name: &CStr,
    ) -> Result<(FunctionId, FunctionInfo), DeviceError> {
        let shared_default = self.info.shared_default.max(0) as usize;
        let kname = name.to_string_lossy().into_owned();
        let params_known = driver::has_symbol("cuFuncGetParamInfo");
        let cc = self.info.cc;
        self.with(None, |live| {
            let &m = live.modules.get(program.0).ok_or_else(|| CuError {
                call: "cuModuleGetFunction",
                kind: driver::CuErrorKind::Panic(format!("no program {}", program.0)),
            })?;
            let mut f: CUfunction = ptr::null_mut();
            // SAFETY: a module of this context, a NUL-terminated name.
            cu("cuModuleGetFunction", || unsafe {
                sys::cuModuleGetFunction(&mut f, m, name.as_ptr())
            })?;
            let attr = |a: CUfunction_attribute| -> Result<usize, CuError> {
                let mut v: c_int = 0;
                cu("cuFuncGetAttribute", || unsafe {
                    sys::cuFuncGetAttribute(&mut v, a, f)
                })?;
                Ok(v.max(0) as usize)
            };
            let max_block = attr(CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?;
            let static_shared = attr(CUfunction_attribute::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?;
            let params = params_known.then(|| {
                let mut sizes = Vec::new();
                for i in 0..4096usize {
                    let (mut off, mut size) = (0usize, 0usize);
                    // SAFETY: out-pointers; an index past the last parameter is an
                    // error, which ends the list.
                    let r = cu("cuFuncGetParamInfo", || unsafe {
                        sys::cuFuncGetParamInfo(f, i, &mut off, &mut size)
                    });
                    match r {
                        Ok(()) => sizes.push(size),
                        Err(e) if e.code() == Some(CUresult::CUDA_ERROR_INVALID_VALUE) => {
                            return Some(sizes)
                        }
                        Err(_) => return None,
                    }
                }
                None
            });
            let params = params.flatten();
            let overlaps_previous_grid = overlaps_previous_grid(m, cc);
            live.functions.push(Function {
                handle: f,
                name: kname.as_str().into(),
                params,
                dynamic_limit: shared_default.saturating_sub(static_shared),
                module: m,
                constants: Vec::new(),
                constants_queue: None,
                resident: None,
                overlaps_previous_grid,
                accumulators: Vec::new(),
            });
            Ok((
                FunctionId(live.functions.len() - 1),
                FunctionInfo {
                    max_block,
                    static_shared_bytes: static_shared,
                },
            ))
        })
        .map_err(|e| {
            if e.0.contains("CUDA_ERROR_NOT_FOUND") {
                DeviceError(format!("the CUDA program has no kernel `{kname}` ({e})"))
            } else {
                e
            }
        })
    }

    unsafe fn copy_to_constant(
        &mut self,
        function: FunctionId,
        symbol: &str,
        src: DevPtr,
        bytes: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        let name = std::ffi::CString::new(symbol)
            .map_err(|_| DeviceError(format!("invalid constant name `{symbol}`")))?;
        self.with(Some(q), |live| {
            // The array already holds these bytes (see `constant_sources`).
            if live.constants.current(function.0, symbol, src, bytes, q) {
                return Ok(());
            }
            let stream = live.stream(q)?;
            let f = live.functions.get(function.0).ok_or_else(|| CuError {
                call: "cuModuleGetGlobal",
                kind: driver::CuErrorKind::Panic(format!("no kernel function {}", function.0)),
            })?;
            let known = f
                .constants
                .iter()
                .find(|c| c.0 == symbol)
                .map(|c| (c.1, c.2));
            let (at, size) = match known {
                Some(c) => c,
                None => {
                    let (mut at, mut size): (CUdeviceptr, usize) = (0, 0);
                    // SAFETY: a module of this context, a NUL-terminated name.
                    cu("cuModuleGetGlobal", || {
                        sys::cuModuleGetGlobal_v2(&mut at, &mut size, f.module, name.as_ptr())
                    })?;
                    live.functions[function.0]
                        .constants
                        .push((symbol.to_string(), at, size));
                    (at, size)
                }
            };
            if bytes > size {
                return Err(CuError {
                    call: "cuMemcpyDtoDAsync",
                    kind: driver::CuErrorKind::Panic(format!(
                        "{bytes} bytes do not fit the constant array `{symbol}` ({size} bytes)"
                    )),
                });
            }
            // Launches on another queue may still read the array: wait for them.
            if let Some(prev) = live.functions[function.0].constants_queue {
                if prev != q {
                    live.stream_wait(q, prev)?;
                }
            }
            live.functions[function.0].constants_queue = Some(q);
            // SAFETY: both ranges are device memory of this context.
            cu("cuMemcpyDtoDAsync", || {
                sys::cuMemcpyDtoDAsync_v2(at, src as CUdeviceptr, bytes, stream)
            })?;
            live.constants.copied(function.0, symbol, src, bytes, q);
            Ok(())
        })
    }

    fn resident_groups(
        &mut self,
        function: FunctionId,
        block: usize,
        shared_bytes: usize,
    ) -> Option<usize> {
        let known = self.live.as_ref()?.functions.get(function.0)?.resident;
        if let Some((b, s, n)) = known {
            if (b, s) == (block, shared_bytes) {
                return (n > 0).then_some(n);
            }
        }
        let block_i = c_int::try_from(block).ok()?;
        let n = self
            .with(None, |live| {
                let func = &mut live.functions[function.0];
                let mut n: c_int = 0;
                // SAFETY: a function of this context, an out-pointer.
                cu("cuOccupancyMaxActiveBlocksPerMultiprocessor", || unsafe {
                    sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(
                        &mut n,
                        func.handle,
                        block_i,
                        shared_bytes,
                    )
                })?;
                let n = usize::try_from(n).unwrap_or(0);
                func.resident = Some((block, shared_bytes, n));
                Ok(n)
            })
            .ok()?;
        (n > 0).then_some(n)
    }

    unsafe fn launch(
        &mut self,
        function: FunctionId,
        geometry: &Geometry,
        args: &[KernelArg<'_>],
        q: Queue,
        site: &dyn std::fmt::Display,
    ) -> Result<(), DeviceError> {
        let max_grid = self.info.max_grid_x.max(1) as usize;
        let func = self.loaded_function(function)?;
        let kname = func.name.clone();
        if let Some(params) = &func.params {
            check_params(&kname, args, params).map_err(DeviceError)?;
        }
        if geometry.groups > max_grid {
            return Err(DeviceError(format!(
                "kernel `{kname}`: {} blocks exceed the device's grid limit of {max_grid}",
                geometry.groups
            )));
        }
        let (block, shared) = (geometry.block, geometry.shared_bytes);
        let too_big = |what: &str| {
            DeviceError(format!(
                "kernel `{kname}`: the {what} does not fit an unsigned int"
            ))
        };
        let grid = c_uint::try_from(geometry.groups).map_err(|_| too_big("grid"))?;
        let block_u = c_uint::try_from(block).map_err(|_| too_big("block"))?;
        let shared_u = c_uint::try_from(shared).map_err(|_| too_big("shared memory size"))?;
        let mut pack = ArgPack::new(args);
        self.with(Some(q), |live| {
            let stream = live.stream(q)?;
            let func = &mut live.functions[function.0];
            let f = func.handle;
            if shared > func.dynamic_limit {
                // More dynamic shared memory than the default 48 KiB needs an opt-in.
                let v = c_int::try_from(shared).unwrap_or(c_int::MAX);
                cu("cuFuncSetAttribute", || {
                    sys::cuFuncSetAttribute(
                        f,
                        CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                        v,
                    )
                })?;
                func.dynamic_limit = shared;
            }
            let mut params = pack.pointers();
            let params_ptr = if params.is_empty() {
                ptr::null_mut()
            } else {
                params.as_mut_ptr()
            };
            if func.overlaps_previous_grid {
                // SAFETY: an all-zero attribute value is valid; the one field set is the
                // attribute's.
                let mut overlap: sys::CUlaunchAttribute = unsafe { std::mem::zeroed() };
                overlap.id =
                    sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
                overlap.value.programmaticStreamSerializationAllowed = 1;
                let config = sys::CUlaunchConfig {
                    gridDimX: grid,
                    gridDimY: 1,
                    gridDimZ: 1,
                    blockDimX: block_u,
                    blockDimY: 1,
                    blockDimZ: 1,
                    sharedMemBytes: shared_u,
                    hStream: stream,
                    attrs: &mut overlap,
                    numAttrs: 1,
                };
                // SAFETY: as for `cuLaunchKernel` below; `config` outlives the call.
                cu("cuLaunchKernelEx", || {
                    sys::cuLaunchKernelEx(&config, f, params_ptr, ptr::null_mut())
                })?;
            } else {
                // SAFETY: `params` points at one value per parameter (checked against
                // the kernel's parameters when the driver can tell them).
                cu("cuLaunchKernel", || {
                    sys::cuLaunchKernel(
                        f,
                        grid,
                        1,
                        1,
                        block_u,
                        1,
                        1,
                        shared_u,
                        stream,
                        params_ptr,
                        ptr::null_mut(),
                    )
                })?;
            }
            for a in args {
                if let (crate::device::ArgValue::DevicePtr(p), false) = (a.value, a.read_only) {
                    if p != 0 {
                        live.constants.launched_writing(p);
                    }
                }
            }
            if args.iter().any(|a| a.from_program) {
                live.batch.program_memory = true;
            }
            live.seq += 1;
            // The queue's record is rewritten in place: no allocation per launch.
            let rec = live
                .launches
                .entry(q)
                .or_insert_with(|| LaunchRecord::new(q));
            rec.launched(site, &kname, live.seq);
            Self::complete_if_sync(live, q, stream)
        })
        .map_err(|e| {
            if e.0.starts_with("cuLaunchKernel") || e.0.starts_with("cuFuncSetAttribute") {
                DeviceError(format!(
                    "{e} (kernel `{kname}`: grid {grid}, block {block}, {shared} bytes of dynamic shared memory)"
                ))
            } else {
                e
            }
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn kernels_without_an_image_need_nvrtc() {
        use super::unusable_without_nvrtc;
        assert_eq!(
            unusable_without_nvrtc(false, || Err("missing".into())),
            None
        );
        assert_eq!(unusable_without_nvrtc(true, || Ok(())), None);
        let why =
            unusable_without_nvrtc(true, || Err(super::nvrtc::NOT_FOUND.into())).expect("a reason");
        assert!(
            why.contains("built without nvcc") && why.contains("libnvrtc.so.13"),
            "{why}"
        );
        // NVRTC is not even looked for when every kernel has its image.
        assert_eq!(
            unusable_without_nvrtc(false, || panic!("NVRTC loaded for nothing")),
            None
        );
    }

    use super::*;
    use driver::CuErrorKind;

    fn err(call: &'static str, code: CUresult, d: Option<&str>) -> CuError {
        CuError {
            call,
            kind: CuErrorKind::Code {
                code,
                description: d.map(str::to_string),
            },
        }
    }

    fn rec(site: &str, kernel: &str, seq: u64) -> LaunchRecord {
        let mut r = LaunchRecord::new(Queue::Id(1));
        r.launched(&site, kernel, seq);
        r
    }

    #[test]
    fn a_fault_names_the_launching_directive() {
        let e = err(
            "cuStreamSynchronize",
            CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
            Some("an illegal memory access was encountered"),
        );
        let r = rec("oob.c:12: parallel loop in faulty()", "oob", 1);
        assert_eq!(
            fault_line(&r, 0, &e, 0),
            "oob.c:12: parallel loop in faulty(): kernel `oob` failed on nvidia device 0: \
             CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered; reported by cuStreamSynchronize)"
        );
        let e2 = err(
            "cuMemcpyDtoHAsync",
            CUresult::CUDA_ERROR_LAUNCH_FAILED,
            None,
        );
        assert_eq!(
            fault_line(&r, 1, &e2, 2),
            "oob.c:12: parallel loop in faulty(): kernel `oob` failed on nvidia device 1: \
             CUDA_ERROR_LAUNCH_FAILED (reported by cuMemcpyDtoHAsync; 2 kernel launches on other queues had not completed either)"
        );
    }

    /// Launches after the queue's last wait are counted, and the first is named; on
    /// the synchronous queue the message says how to find the one that failed.
    #[test]
    fn a_fault_counts_the_launches_since_the_queue_was_waited_for() {
        let e = err(
            "cuStreamSynchronize",
            CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
            None,
        );
        let mut r = LaunchRecord::new(Queue::Sync);
        r.launched(&"j.c:87: parallel loop in main()", "k87", 1);
        r.launched(&"j.c:95: parallel loop in main()", "k95", 2);
        r.launched(&"j.c:87: parallel loop in main()", "k87", 3);
        assert_eq!(
            (r.earlier, r.first_site.as_str()),
            (2, "j.c:87: parallel loop in main()")
        );
        assert_eq!(
            fault_line(&r, 0, &e, 0),
            "j.c:87: parallel loop in main(): kernel `k87` or one launched before it failed on nvidia device 0: \
             CUDA_ERROR_ILLEGAL_ADDRESS (reported by cuStreamSynchronize; 2 earlier kernel launches on its queue \
             had not completed, the first by j.c:87: parallel loop in main(): under ACC_DEFER_KERNELS=1 a \
             synchronous compute construct that uses only device data does not wait for its kernels; run \
             without it to find the one that failed)"
        );
        // Once the queue is known complete, the next launch starts the count again.
        r.pending = false;
        r.launched(&"j.c:95: parallel loop in main()", "k95", 4);
        assert_eq!(r.earlier, 0);
        assert_eq!(
            fault_line(&r, 0, &e, 0),
            "j.c:95: parallel loop in main(): kernel `k95` failed on nvidia device 0: \
             CUDA_ERROR_ILLEGAL_ADDRESS (reported by cuStreamSynchronize)"
        );
        // Another queue: no advice about synchronous constructs.
        let mut a = LaunchRecord::new(Queue::Id(3));
        a.launched(&"a.c:1: parallel in f()", "k1", 5);
        a.launched(&"a.c:2: parallel in f()", "k2", 6);
        let line = fault_line(&a, 0, &e, 0);
        assert!(
            line.contains(
                "1 earlier kernel launch on its queue had not completed, the first by a.c:1"
            ),
            "{line}"
        );
        assert!(!line.contains("ACC_DEFER_KERNELS"), "{line}");
    }

    #[test]
    fn faults_are_blamed_on_the_queue_last_launch() {
        let mut l = BTreeMap::new();
        assert_eq!(blame(&l, Some(Queue::Sync)), None);
        l.insert(Queue::Id(1), rec("a.c:1: parallel in f()", "k1", 1));
        l.insert(Queue::Id(2), rec("a.c:2: parallel in f()", "k2", 3));
        l.insert(Queue::Default, rec("a.c:3: kernels in f()", "k3", 2));
        // the queue being synchronised
        let (r, others) = blame(&l, Some(Queue::Id(1))).unwrap();
        assert_eq!((r.kernel.as_str(), others), ("k1", 2));
        // a queue without launches, or no queue: the latest launch
        assert_eq!(blame(&l, Some(Queue::Id(7))).unwrap().0.kernel, "k2");
        assert_eq!(blame(&l, None).unwrap().0.kernel, "k2");
        // completed queues keep their record, but are not blamed or counted
        l.get_mut(&Queue::Id(2)).unwrap().pending = false;
        assert_eq!(
            blame(&l, Some(Queue::Id(2))).unwrap(),
            (&l[&Queue::Default], 1)
        );
        assert_eq!(blame(&l, None).unwrap().0.kernel, "k3");
    }

    /// Without a launch to blame, a fault is an ordinary device error; other errors
    /// keep their call and name.
    #[test]
    fn device_errors_without_a_launch() {
        let e = err(
            "cuStreamSynchronize",
            CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
            None,
        );
        assert_eq!(
            fail(None, 0, e, Some(Queue::Sync)).0,
            "a kernel failed on nvidia device 0: cuStreamSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS"
        );
        assert_eq!(crate::error::device_fault(), None, "nothing recorded");
        let e = err(
            "cuMemAlloc",
            CUresult::CUDA_ERROR_OUT_OF_MEMORY,
            Some("out of memory"),
        );
        assert_eq!(
            fail(None, 0, e, None).0,
            "cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY (out of memory)"
        );
    }

    #[test]
    fn reasons_for_no_devices() {
        let e = err(
            "cuInit",
            CUresult::CUDA_ERROR_NO_DEVICE,
            Some("no CUDA-capable device is detected"),
        );
        assert_eq!(
            init_failure_reason(&e),
            "the NVIDIA driver found no GPU (cuInit: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected))"
        );
        let e = err("cuInit", CUresult::CUDA_ERROR_SYSTEM_DRIVER_MISMATCH, None);
        assert_eq!(
            init_failure_reason(&e),
            "the NVIDIA driver cannot be initialised (cuInit: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH)"
        );
        assert!(NO_DRIVER.contains("libcuda.so.1"));
    }

    /// This machine (like CI) has no NVIDIA driver: discovery answers with the reason,
    /// without panicking. On a machine with a driver it finds its GPUs.
    #[test]
    fn discovery_without_a_driver_gives_the_reason() {
        let (devices, reason) = discover(ProcessHooks::DETACHED);
        if unsafe { sys::is_culib_present() } {
            assert!(!devices.is_empty() || reason.is_some());
        } else {
            assert!(devices.is_empty());
            assert_eq!(reason.as_deref(), Some(NO_DRIVER));
        }
    }

    #[test]
    fn driver_text() {
        let info = Info {
            ordinal: 0,
            name: "NVIDIA H100 80GB HBM3".into(),
            cc: 90,
            sms: 132,
            max_block: 1024,
            max_grid_x: i32::MAX,
            shared_default: 48 << 10,
            shared_optin: 227 << 10,
            total_mem: 80 << 30,
            driver_version: 13000,
        };
        assert_eq!(
            info.driver_text(),
            "CUDA driver 13.0, compute capability 9.0"
        );
    }
}
