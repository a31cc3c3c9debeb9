//! The OpenCL device: every device of every OpenCL platform, through `cl3`, which
//! opens `libOpenCL.so.1` at run time. Without that library, or without a platform,
//! OpenCL simply has no devices (the reason is kept for the error message of a
//! program that asks for one).
//!
//! * **Memory** is one buffer object (`cl_mem`) per allocation. Device addresses are
//!   addresses of a private address space per device ([`vmem`]): an address
//!   designates the buffer that contains it and the byte offset inside it. Kernels
//!   receive such an address as two parameters, the buffer and the `ulong` offset.
//! * **Queues**: one in-order `cl_command_queue` per async queue (`Queue::Id(n)`,
//!   `Queue::Default`), created on first use, and one for synchronous work, which is
//!   finished (or uses blocking transfers) before each call returns.
//! * **Programs** are built from the translation unit's OpenCL C source at the first
//!   launch; the binary goes to the on-disk cache ([`crate::cache`]). A build failure
//!   reports the build log.

mod timing;
pub mod vmem;

use std::collections::BTreeMap;
use std::ffi::{c_void, CStr};
use std::fmt;
use std::path::PathBuf;
use std::ptr;

use cl3::command_queue as cq;
use cl3::types::{
    cl_command_queue, cl_context, cl_device_id, cl_event, cl_int, cl_kernel, cl_mem,
    cl_platform_id, cl_program, cl_uint,
};
use cl3::{context, device as cldev, error_codes, event, kernel, memory, platform, program};

use crate::cache;
use crate::device::{
    ArgValue, DevPtr, Device, DeviceError, DeviceKind, FunctionId, FunctionInfo, Geometry, Interop,
    KernelArg, LaunchLimits, ProcessHooks, ProgramCode, ProgramId, Queue, TimedSpan,
};
use vmem::AddressSpace;

/// The name of an OpenCL error code, e.g. `CL_OUT_OF_RESOURCES`.
pub fn error_name(code: cl_int) -> String {
    match error_codes::error_text(code) {
        "UNKNOWN_ERROR" => format!("OpenCL error {code}"),
        name => name.to_string(),
    }
}

fn cl_err(call: impl fmt::Display, code: cl_int) -> DeviceError {
    DeviceError(format!("{call}: {}", error_name(code)))
}

/// Why listing platforms failed, for "no opencl device is available (...)".
pub fn no_platform_reason(code: cl_int) -> String {
    if code == error_codes::DLOPEN_RUNTIME_LOAD_FAILED {
        "the OpenCL library libOpenCL.so.1 cannot be loaded; install an OpenCL ICD loader \
         and a driver, e.g. Debian's ocl-icd-libopencl1 and pocl-opencl-icd"
            .to_string()
    } else if code == error_codes::CL_PLATFORM_NOT_FOUND_KHR {
        "the OpenCL library found no platform: no driver is registered in /etc/OpenCL/vendors \
         (or $OCL_ICD_VENDORS)"
            .to_string()
    } else {
        format!("listing the OpenCL platforms failed: {}", error_name(code))
    }
}

/// The devices of all OpenCL platforms, in platform order, or why there are none.
pub fn discover(hooks: ProcessHooks) -> (Vec<Box<dyn Device>>, Option<String>) {
    let platforms = match platform::get_platform_ids() {
        Ok(p) if p.is_empty() => {
            return (
                Vec::new(),
                Some(no_platform_reason(error_codes::CL_PLATFORM_NOT_FOUND_KHR)),
            )
        }
        Ok(p) => p,
        Err(code) => return (Vec::new(), Some(no_platform_reason(code))),
    };
    let mut devices: Vec<Box<dyn Device>> = Vec::new();
    let mut failures = Vec::new();
    for p in platforms {
        match cldev::get_device_ids(p, cldev::CL_DEVICE_TYPE_ALL) {
            Ok(ids) => {
                for id in ids {
                    match Info::query(p, id) {
                        Ok(info) => {
                            let index = devices.len();
                            devices.push(Box::new(OpenClDevice::new(
                                index,
                                id,
                                info,
                                hooks.device_timing,
                            )));
                        }
                        Err(e) => failures.push(e.0),
                    }
                }
            }
            Err(code) => failures.push(cl_err("clGetDeviceIDs", code).0),
        }
    }
    let reason = devices.is_empty().then(|| {
        if failures.is_empty() {
            "the OpenCL platforms have no devices".to_string()
        } else {
            format!("no usable OpenCL device ({})", failures.join("; "))
        }
    });
    (devices, reason)
}

/// What [`build_ahead`] found.
#[derive(Debug)]
pub enum AheadOfTime {
    /// No OpenCL platform with a usable device here: nothing was checked.
    NoDevice,
    /// The program builds on `device`; its binary is in the on-disk cache, where the first
    /// launch of a program run on this machine finds it.
    Built { device: String },
    /// The device's compiler rejects the program: its build log.
    Rejected { device: String, log: String },
}

/// Builds an OpenCL C program for the first device of the first platform that has one
/// (the device a program runs on unless told otherwise), as `load_program` does at the
/// first launch, with the same options and the same on-disk cache. The driver calls it at
/// compile time, so that a kernel the device compiler rejects is an error when the
/// program is compiled, not when it first launches a kernel.
pub fn build_ahead(source: &str) -> AheadOfTime {
    let Some((platform, device)) = platform::get_platform_ids()
        .unwrap_or_default()
        .into_iter()
        .find_map(|p| {
            let ids = cldev::get_device_ids(p, cldev::CL_DEVICE_TYPE_ALL).ok()?;
            Some((p, *ids.first()?))
        })
    else {
        return AheadOfTime::NoDevice;
    };
    let Ok(info) = Info::query(platform, device) else {
        return AheadOfTime::NoDevice;
    };
    let key = info.cache_key();
    let dir = cache::default_dir("opencl");
    if dir
        .as_deref()
        .and_then(|d| cache::load(d, &key, source.as_bytes()))
        .is_some()
    {
        return AheadOfTime::Built { device: info.name };
    }
    let Ok(context) = context::create_context(&[device], ptr::null(), None, ptr::null_mut()) else {
        return AheadOfTime::NoDevice;
    };
    let outcome = match program::create_program_with_source(context, &[source]) {
        Err(_) => AheadOfTime::NoDevice,
        Ok(p) => {
            let outcome = match program::build_program(
                p,
                &[device],
                info.build_options,
                None,
                ptr::null_mut(),
            ) {
                Ok(()) => {
                    if let (Some(d), Ok(bins)) = (
                        dir.as_deref(),
                        program::get_program_info(p, program::CL_PROGRAM_BINARIES),
                    ) {
                        if let Some(bin) = bins.to_vec_vec_uchar().first() {
                            cache::store(d, &key, source.as_bytes(), bin);
                        }
                    }
                    AheadOfTime::Built {
                        device: info.name.clone(),
                    }
                }
                Err(code) => AheadOfTime::Rejected {
                    device: info.name.clone(),
                    log: program::get_program_build_info(p, device, program::CL_PROGRAM_BUILD_LOG)
                        .map(String::from)
                        .map(|l| l.trim_end_matches('\0').trim_end().to_string())
                        .unwrap_or_else(|e| format!("(no build log: {})", error_name(e)))
                        + &format!("\n({})", error_name(code)),
                },
            };
            // SAFETY: created above and released once.
            let _ = unsafe { program::release_program(p) };
            outcome
        }
    };
    // SAFETY: created above; the program made in it is released.
    let _ = unsafe { context::release_context(context) };
    outcome
}

/// What the runtime needs to know about a device, queried once at discovery.
#[derive(Debug, Clone)]
struct Info {
    name: String,
    vendor: String,
    device_version: String,
    driver_version: String,
    platform_name: String,
    platform_version: String,
    global_mem: u64,
    max_alloc: u64,
    max_work_group: usize,
    compute_units: u32,
    local_mem: u64,
    /// Options of every program build: single-precision division and square root
    /// correctly rounded where the device can (OpenCL C otherwise allows 2.5 and 3 ulp),
    /// so that kernels give the answers of the CPU and CUDA builds.
    build_options: &'static CStr,
}

impl Info {
    fn query(p: cl_platform_id, d: cl_device_id) -> Result<Info, DeviceError> {
        let text = |param| -> Result<String, DeviceError> {
            cldev::get_device_info(d, param)
                .map(|v| String::from(v).trim_end_matches('\0').trim().to_string())
                .map_err(|c| cl_err("clGetDeviceInfo", c))
        };
        let ptext = |param| -> Result<String, DeviceError> {
            platform::get_platform_info(p, param)
                .map(|v| String::from(v).trim_end_matches('\0').trim().to_string())
                .map_err(|c| cl_err("clGetPlatformInfo", c))
        };
        let num =
            |param| cldev::get_device_info(d, param).map_err(|c| cl_err("clGetDeviceInfo", c));
        Ok(Info {
            name: text(cldev::CL_DEVICE_NAME)?,
            vendor: text(cldev::CL_DEVICE_VENDOR)?,
            device_version: text(cldev::CL_DEVICE_VERSION)?,
            driver_version: text(cldev::CL_DRIVER_VERSION)?,
            platform_name: ptext(platform::CL_PLATFORM_NAME)?,
            platform_version: ptext(platform::CL_PLATFORM_VERSION)?,
            global_mem: num(cldev::CL_DEVICE_GLOBAL_MEM_SIZE)?.to_ulong(),
            max_alloc: num(cldev::CL_DEVICE_MAX_MEM_ALLOC_SIZE)?.to_ulong(),
            max_work_group: num(cldev::CL_DEVICE_MAX_WORK_GROUP_SIZE)?.to_size(),
            compute_units: num(cldev::CL_DEVICE_MAX_COMPUTE_UNITS)?.to_uint(),
            local_mem: num(cldev::CL_DEVICE_LOCAL_MEM_SIZE)?.to_ulong(),
            build_options: if num(cldev::CL_DEVICE_SINGLE_FP_CONFIG)?.to_ulong()
                & cldev::CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT
                != 0
            {
                c"-cl-fp32-correctly-rounded-divide-sqrt"
            } else {
                c""
            },
        })
    }

    /// What a program binary depends on, for the on-disk cache.
    fn cache_key(&self) -> String {
        format!(
            "platform={} ({}); device={} ({}); driver={}; options={}",
            self.platform_name,
            self.platform_version,
            self.name,
            self.device_version,
            self.driver_version,
            self.build_options.to_string_lossy()
        )
    }
}

fn to_usize(v: u64) -> usize {
    usize::try_from(v).unwrap_or(usize::MAX)
}

/// A kernel function of a built program.
struct Kernel {
    kernel: cl_kernel,
    name: std::sync::Arc<str>,
    num_args: cl_uint,
    /// The reduction accumulators of its launches (`Device::accumulator`): queue,
    /// argument index, device address (freed with the rest of the device's memory).
    accumulators: Vec<(Queue, usize, DevPtr)>,
}

/// A reduction accumulator (`ACCRT_ARG_ACCUMULATOR`, as the CUDA device makes them): the
/// value at offset 0, the count of work-groups that have joined it at this offset, and
/// after it the lock word of a complex product (offset 20; the back end's
/// `opencl_complex_product`), in all this many bytes.
const ACCUMULATOR_COUNT_AT: usize = 16;
const ACCUMULATOR_BYTES: usize = 32;

/// The context and everything made in it, from `init` to `shutdown`.
struct Live {
    context: cl_context,
    queues: BTreeMap<Queue, cl_command_queue>,
    mem: AddressSpace<cl_mem>,
    programs: Vec<cl_program>,
    kernels: Vec<Kernel>,
    /// Host copies of values written asynchronously (attached pointers), kept until
    /// their queue is known to be complete.
    staging: BTreeMap<Queue, Vec<Box<[u8]>>>,
    /// The event of the last command of each asynchronous queue that is not known
    /// to be complete: in an in-order queue, everything before it is done when it is.
    last: BTreeMap<Queue, cl_event>,
    /// Device-side timing for the profiler (unused unless it asks).
    timing: timing::Timing,
    /// Whether the profiler asks for device-side timing (see [`ProcessHooks`]).
    device_timing: fn() -> bool,
}

/// One OpenCL device.
pub struct OpenClDevice {
    /// Number among the OpenCL devices (selects the address space).
    index: usize,
    device: cl_device_id,
    info: Info,
    cache_dir: Option<PathBuf>,
    live: Option<Live>,
    /// Whether the profiler asks for device-side timing (see [`ProcessHooks`]).
    device_timing: fn() -> bool,
}

// SAFETY: OpenCL objects may be used from any host thread (OpenCL 1.2 §A.2: all API
// calls are thread-safe except clSetKernelArg on the same kernel, which the runtime
// only calls while it holds its lock, as it does for every use of a device).
unsafe impl Send for OpenClDevice {}

impl OpenClDevice {
    fn new(
        index: usize,
        device: cl_device_id,
        info: Info,
        device_timing: fn() -> bool,
    ) -> OpenClDevice {
        OpenClDevice {
            index,
            device,
            info,
            cache_dir: cache::default_dir("opencl"),
            live: None,
            device_timing,
        }
    }

    fn live(&mut self) -> Result<&mut Live, DeviceError> {
        self.live
            .as_mut()
            .ok_or_else(|| DeviceError("the OpenCL device is not initialized".into()))
    }

    /// Make later work on `waiter` wait for the work queued so far on `waited`
    /// (a barrier on the last events of those queues; the host does not block).
    fn queue_wait_for(&mut self, waiter: Queue, waited: &[Queue]) -> Result<(), DeviceError> {
        let device = self.device;
        let live = self.live()?;
        let mut events = Vec::new();
        for q in waited.iter().filter(|&&q| q != waiter) {
            if let (Some(&e), Some(&queue)) = (live.last.get(q), live.queues.get(q)) {
                cq::flush(queue).map_err(|c| cl_err("clFlush", c))?;
                events.push(e);
            }
        }
        if events.is_empty() {
            return Ok(());
        }
        let waiter_q = live.queue(device, waiter)?;
        // SAFETY: the wait list holds `events.len()` valid events, which `last` keeps
        // alive until the call returns.
        let r = unsafe {
            cq::enqueue_barrier_with_wait_list(waiter_q, events.len() as cl_uint, events.as_ptr())
        };
        live.record(waiter, r, "clEnqueueBarrierWithWaitList")?;
        live.complete_if_sync(waiter_q, waiter)
    }

    fn release_all(&mut self) -> Result<(), DeviceError> {
        let Some(mut live) = self.live.take() else {
            return Ok(());
        };
        let mut first_error = None;
        let mut note = |r: Result<(), cl_int>, call: &str| {
            if let Err(c) = r {
                first_error.get_or_insert_with(|| cl_err(call, c));
            }
        };
        for &q in live.queues.values() {
            note(cq::finish(q), "clFinish");
        }
        for (_, e) in std::mem::take(&mut live.last) {
            drop_event(e);
        }
        live.timing.release();
        // SAFETY: all work has completed; every object is released exactly once.
        unsafe {
            for k in live.kernels.drain(..) {
                note(kernel::release_kernel(k.kernel), "clReleaseKernel");
            }
            for p in live.programs.drain(..) {
                note(program::release_program(p), "clReleaseProgram");
            }
            for b in live.mem.drain() {
                note(memory::release_mem_object(b.buffer), "clReleaseMemObject");
            }
            for (_, q) in std::mem::take(&mut live.queues) {
                note(cq::release_command_queue(q), "clReleaseCommandQueue");
            }
            note(context::release_context(live.context), "clReleaseContext");
        }
        first_error.map_or(Ok(()), Err)
    }
}

impl Drop for OpenClDevice {
    fn drop(&mut self) {
        // Errors cannot be reported from a destructor; the objects are gone either way.
        let _ = self.release_all();
    }
}

impl Live {
    fn queue(&mut self, device: cl_device_id, q: Queue) -> Result<cl_command_queue, DeviceError> {
        if let Some(&h) = self.queues.get(&q) {
            return Ok(h);
        }
        // In-order; profiling only when the profiler times operations (it costs).
        let properties = if (self.device_timing)() {
            cq::CL_QUEUE_PROFILING_ENABLE
        } else {
            0
        };
        // SAFETY: context and device are valid.
        #[allow(deprecated)]
        let h = unsafe { cq::create_command_queue(self.context, device, properties) }
            .map_err(|c| cl_err("clCreateCommandQueue", c))?;
        self.queues.insert(q, h);
        Ok(h)
    }

    /// The buffer and offset of `[addr, addr + bytes)`, which must lie in one allocation.
    fn locate(&self, addr: DevPtr, bytes: usize) -> Result<(cl_mem, usize), DeviceError> {
        match self.mem.locate(addr) {
            Some(l) if l.remaining >= bytes => Ok((l.buffer, l.offset)),
            Some(l) => Err(DeviceError(format!(
                "device range [{addr:#x}, +{bytes}) runs {} bytes past the end of its allocation",
                bytes - l.remaining
            ))),
            None => Err(DeviceError(format!(
                "{addr:#x} is not an address of this device's memory"
            ))),
        }
    }

    /// After an operation enqueued on `queue` for `q`: finish it when `q` is synchronous.
    fn complete_if_sync(&mut self, queue: cl_command_queue, q: Queue) -> Result<(), DeviceError> {
        if q == Queue::Sync {
            cq::finish(queue).map_err(|c| cl_err("clFinish", c))?;
            self.done(q);
        }
        Ok(())
    }

    /// The outcome of an enqueue call on queue `q`: its event becomes the queue's last.
    fn record(
        &mut self,
        q: Queue,
        r: Result<cl_event, cl_int>,
        call: impl fmt::Display,
    ) -> Result<(), DeviceError> {
        let e = r.map_err(|c| cl_err(call, c))?;
        if (self.device_timing)() {
            self.timing.note(e);
        }
        if q == Queue::Sync {
            drop_event(e);
        } else if let Some(old) = self.last.insert(q, e) {
            drop_event(old);
        }
        Ok(())
    }

    /// Write `data` to `dst` on queue `q`: at once on the synchronous queue, otherwise
    /// in order with the queue's work, the bytes kept in `staging` until it completes.
    fn write_staged(
        &mut self,
        device: cl_device_id,
        dst: DevPtr,
        data: Box<[u8]>,
        q: Queue,
    ) -> Result<(), DeviceError> {
        let bytes = data.len();
        let (buf, off) = self.locate(dst, bytes)?;
        let queue = self.queue(device, q)?;
        let blocking = if q == Queue::Sync {
            cq::CL_BLOCKING
        } else {
            cq::CL_NON_BLOCKING
        };
        // SAFETY: `buf` holds `[off, off + bytes)`; `data` stays alive until the write
        // has completed (a blocking write, or `staging` until the queue is done).
        let r = unsafe {
            cq::enqueue_write_buffer(
                queue,
                buf,
                blocking,
                off,
                bytes,
                data.as_ptr().cast(),
                0,
                ptr::null(),
            )
        };
        self.record(q, r, "clEnqueueWriteBuffer")?;
        if q != Queue::Sync {
            self.staging.entry(q).or_default().push(data);
        }
        Ok(())
    }

    /// Queue `q` is known to be complete.
    fn done(&mut self, q: Queue) {
        if let Some(e) = self.last.remove(&q) {
            drop_event(e);
        }
        self.staging.remove(&q);
    }
}

/// Release an event that the caller does not need.
fn drop_event(e: cl_event) {
    if !e.is_null() {
        // SAFETY: the event came from an enqueue call and is released once.
        let _ = unsafe { event::release_event(e) };
    }
}

impl Device for OpenClDevice {
    fn kind(&self) -> DeviceKind {
        DeviceKind::OpenCl
    }

    fn shares_host_memory(&self) -> bool {
        false
    }

    fn init(&mut self) -> Result<(), DeviceError> {
        if self.live.is_some() {
            return Ok(());
        }
        let context = context::create_context(&[self.device], ptr::null(), None, ptr::null_mut())
            .map_err(|c| cl_err("clCreateContext", c))?;
        self.live = Some(Live {
            context,
            queues: BTreeMap::new(),
            mem: AddressSpace::new(self.index),
            programs: Vec::new(),
            kernels: Vec::new(),
            staging: BTreeMap::new(),
            last: BTreeMap::new(),
            timing: timing::Timing::default(),
            device_timing: self.device_timing,
        });
        Ok(())
    }

    fn shutdown(&mut self) -> Result<(), DeviceError> {
        self.release_all()
    }

    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, DeviceError> {
        let (global, max_alloc) = (self.info.global_mem, self.info.max_alloc);
        let live = self.live()?;
        if bytes as u64 > max_alloc {
            return Err(DeviceError(format!(
                "{bytes} bytes exceed the largest allocation of this device \
                 ({max_alloc} bytes, CL_DEVICE_MAX_MEM_ALLOC_SIZE; device memory {global} bytes)"
            )));
        }
        // SAFETY: a plain read-write buffer without a host pointer.
        let mem = unsafe { memory::create_buffer(live.context, memory::CL_MEM_READ_WRITE, bytes, ptr::null_mut()) }
            .map_err(|c| {
                DeviceError(format!(
                    "clCreateBuffer of {bytes} bytes: {} (device memory {global} bytes, {} bytes in use)",
                    error_name(c),
                    live.mem.allocated()
                ))
            })?;
        match live.mem.insert(bytes, mem) {
            Some(addr) => Ok(addr),
            None => {
                // SAFETY: the buffer was just created and is unused.
                let _ = unsafe { memory::release_mem_object(mem) };
                Err(DeviceError(format!(
                    "no room for {bytes} bytes in this device's address space"
                )))
            }
        }
    }

    unsafe fn free(&mut self, ptr: DevPtr) -> Result<(), DeviceError> {
        let live = self.live()?;
        match live.mem.remove(ptr) {
            // OpenCL frees the buffer once the commands queued so far that use it have
            // completed, so this is also a correct `free_after`.
            Some(b) => {
                memory::release_mem_object(b.buffer).map_err(|c| cl_err("clReleaseMemObject", c))
            }
            None => Err(DeviceError(format!(
                "{ptr:#x} is not the start of an allocation of this device"
            ))),
        }
    }

    unsafe fn free_after(&mut self, ptr: DevPtr, _queue: Queue) -> Result<(), DeviceError> {
        self.free(ptr)
    }

    unsafe fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: *const u8,
        bytes: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        let device = self.device;
        let live = self.live()?;
        let (buf, off) = live.locate(dst, bytes)?;
        let queue = live.queue(device, q)?;
        let blocking = if q == Queue::Sync {
            cq::CL_BLOCKING
        } else {
            cq::CL_NON_BLOCKING
        };
        live.record(
            q,
            cq::enqueue_write_buffer(queue, buf, blocking, off, bytes, src.cast(), 0, ptr::null()),
            "clEnqueueWriteBuffer",
        )
    }

    unsafe fn copy_from_device(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        let device = self.device;
        let live = self.live()?;
        let (buf, off) = live.locate(src, bytes)?;
        let queue = live.queue(device, q)?;
        let blocking = if q == Queue::Sync {
            cq::CL_BLOCKING
        } else {
            cq::CL_NON_BLOCKING
        };
        live.record(
            q,
            cq::enqueue_read_buffer(queue, buf, blocking, off, bytes, dst.cast(), 0, ptr::null()),
            "clEnqueueReadBuffer",
        )
    }

    unsafe fn copy_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        let device = self.device;
        let live = self.live()?;
        let (dbuf, doff) = live.locate(dst, bytes)?;
        let (sbuf, soff) = live.locate(src, bytes)?;
        let queue = live.queue(device, q)?;
        let overlap = dbuf == sbuf && doff < soff + bytes && soff < doff + bytes;
        if overlap {
            // clEnqueueCopyBuffer refuses overlapping ranges: go through a temporary.
            let tmp = memory::create_buffer(
                live.context,
                memory::CL_MEM_READ_WRITE,
                bytes,
                ptr::null_mut(),
            )
            .map_err(|c| cl_err("clCreateBuffer", c))?;
            let r = live
                .record(
                    q,
                    cq::enqueue_copy_buffer(queue, sbuf, tmp, soff, 0, bytes, 0, ptr::null()),
                    "clEnqueueCopyBuffer",
                )
                .and_then(|()| {
                    live.record(
                        q,
                        cq::enqueue_copy_buffer(queue, tmp, dbuf, 0, doff, bytes, 0, ptr::null()),
                        "clEnqueueCopyBuffer",
                    )
                });
            // Released once the copies that use it have completed.
            let _ = memory::release_mem_object(tmp);
            r?;
        } else {
            live.record(
                q,
                cq::enqueue_copy_buffer(queue, sbuf, dbuf, soff, doff, bytes, 0, ptr::null()),
                "clEnqueueCopyBuffer",
            )?;
        }
        live.complete_if_sync(queue, q)
    }

    unsafe fn write_pointer(
        &mut self,
        dst: DevPtr,
        value: usize,
        q: Queue,
    ) -> Result<(), DeviceError> {
        self.write_pointers(dst, &[value], q)
    }

    unsafe fn write_pointers(
        &mut self,
        dst: DevPtr,
        values: &[usize],
        q: Queue,
    ) -> Result<(), DeviceError> {
        let device = self.device;
        let data: Box<[u8]> = values.iter().flat_map(|v| v.to_ne_bytes()).collect();
        self.live()?.write_staged(device, dst, data, q)
    }

    unsafe fn fill(
        &mut self,
        dst: DevPtr,
        bytes: usize,
        byte: u8,
        q: Queue,
    ) -> Result<(), DeviceError> {
        let device = self.device;
        let live = self.live()?;
        let (buf, off) = live.locate(dst, bytes)?;
        let queue = live.queue(device, q)?;
        live.record(
            q,
            cq::enqueue_fill_buffer(
                queue,
                buf,
                (&raw const byte).cast(),
                1,
                off,
                bytes,
                0,
                ptr::null(),
            ),
            "clEnqueueFillBuffer",
        )?;
        live.complete_if_sync(queue, q)
    }

    fn wait(&mut self, q: Queue) -> Result<(), DeviceError> {
        let live = self.live()?;
        if let Some(&queue) = live.queues.get(&q) {
            cq::finish(queue).map_err(|c| cl_err("clFinish", c))?;
        }
        live.done(q);
        Ok(())
    }

    fn test(&mut self, q: Queue) -> Result<bool, DeviceError> {
        let live = self.live()?;
        let (Some(&e), Some(&queue)) = (live.last.get(&q), live.queues.get(&q)) else {
            return Ok(true);
        };
        cq::flush(queue).map_err(|c| cl_err("clFlush", c))?;
        let status = event::get_event_info(e, event::CL_EVENT_COMMAND_EXECUTION_STATUS)
            .map_err(|c| cl_err("clGetEventInfo", c))?
            .to_int();
        if status < 0 {
            return Err(DeviceError(format!(
                "a command of the queue failed: {}",
                error_name(status)
            )));
        }
        let complete = status == event::CL_COMPLETE;
        if complete {
            live.done(q);
        }
        Ok(complete)
    }

    fn wait_all(&mut self) -> Result<(), DeviceError> {
        let live = self.live()?;
        for &queue in live.queues.values() {
            cq::finish(queue).map_err(|c| cl_err("clFinish", c))?;
        }
        let queues: Vec<Queue> = live.queues.keys().copied().collect();
        queues.into_iter().for_each(|q| live.done(q));
        Ok(())
    }

    fn test_all(&mut self) -> Result<bool, DeviceError> {
        let queues: Vec<Queue> = self.live()?.queues.keys().copied().collect();
        for q in queues {
            if !self.test(q)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn queue_wait(&mut self, waiter: Queue, waited: Queue) -> Result<(), DeviceError> {
        self.queue_wait_for(waiter, &[waited])
    }

    fn queue_wait_all(&mut self, waiter: Queue) -> Result<(), DeviceError> {
        let queues: Vec<Queue> = self.live()?.queues.keys().copied().collect();
        self.queue_wait_for(waiter, &queues)
    }

    fn memory_bytes(&self) -> usize {
        to_usize(self.info.global_mem)
    }

    /// OpenCL cannot tell free memory; this is the memory less what accc allocated.
    fn free_memory_bytes(&self) -> usize {
        let used = self.live.as_ref().map_or(0, |l| l.mem.allocated());
        to_usize(self.info.global_mem).saturating_sub(used)
    }

    fn name(&self) -> String {
        self.info.name.clone()
    }

    fn vendor(&self) -> String {
        self.info.vendor.clone()
    }

    fn driver(&self) -> String {
        format!(
            "{}, driver {} ({})",
            self.info.device_version, self.info.driver_version, self.info.platform_name
        )
    }

    fn interop(&mut self, what: Interop) -> *mut c_void {
        let device = self.device;
        match (what, self.live.as_mut()) {
            (Interop::OpenClDevice, _) => device.cast(),
            (Interop::OpenClContext, Some(live)) => live.context.cast(),
            (Interop::OpenClQueue(q), Some(live)) => {
                live.queue(device, q).map_or(ptr::null_mut(), |h| h.cast())
            }
            _ => ptr::null_mut(),
        }
    }

    fn timing_begin(&mut self, q: Queue) -> Result<(), DeviceError> {
        let device = self.device;
        let live = self.live()?;
        let queue = live.queue(device, q)?;
        live.timing.begin(queue)
    }

    fn timing_end(&mut self, _q: Queue) -> Result<Option<TimedSpan>, DeviceError> {
        Ok(self.live()?.timing.end())
    }

    fn timing_resolve(&mut self, span: TimedSpan) -> Result<(f64, f64), DeviceError> {
        self.live()?.timing.resolve(span)
    }

    fn launch_limits(&self) -> LaunchLimits {
        LaunchLimits {
            max_block: self.info.max_work_group,
            compute_units: self.info.compute_units as usize,
            shared_bytes: to_usize(self.info.local_mem),
        }
    }

    fn load_program(&mut self, code: &ProgramCode<'_>) -> Result<ProgramId, DeviceError> {
        let source = code.opencl_source.ok_or_else(|| {
            DeviceError(
                "the kernel has no OpenCL C program: its translation unit was not compiled for OpenCL"
                    .into(),
            )
        })?;
        let text = std::str::from_utf8(source)
            .map_err(|e| DeviceError(format!("the OpenCL C program is not valid UTF-8: {e}")))?;
        let device = self.device;
        let key = self.info.cache_key();
        let options = self.info.build_options;
        let dir = self.cache_dir.clone();
        let live = self.live()?;
        if let Some(binary) = dir.as_deref().and_then(|d| cache::load(d, &key, source)) {
            // SAFETY: one device, one binary.
            if let Ok(p) =
                unsafe { program::create_program_with_binary(live.context, &[device], &[&binary]) }
            {
                if program::build_program(p, &[device], options, None, ptr::null_mut()).is_ok() {
                    live.programs.push(p);
                    return Ok(ProgramId(live.programs.len() - 1));
                }
                // SAFETY: created above, released once; the source build follows.
                let _ = unsafe { program::release_program(p) };
            }
        }
        let p = program::create_program_with_source(live.context, &[text])
            .map_err(|c| cl_err("clCreateProgramWithSource", c))?;
        if let Err(c) = program::build_program(p, &[device], options, None, ptr::null_mut()) {
            let log = program::get_program_build_info(p, device, program::CL_PROGRAM_BUILD_LOG)
                .map(String::from)
                .unwrap_or_else(|e| format!("(no build log: {})", error_name(e)));
            // SAFETY: created above and released once.
            let _ = unsafe { program::release_program(p) };
            return Err(DeviceError(format!(
                "{}; build log:\n{}",
                error_name(c),
                log.trim_end_matches('\0').trim_end()
            )));
        }
        if let Some(d) = dir.as_deref() {
            if let Ok(bins) = program::get_program_info(p, program::CL_PROGRAM_BINARIES) {
                if let Some(bin) = bins.to_vec_vec_uchar().first() {
                    cache::store(d, &key, source, bin);
                }
            }
        }
        live.programs.push(p);
        Ok(ProgramId(live.programs.len() - 1))
    }

    fn function(
        &mut self,
        program_id: ProgramId,
        name: &CStr,
    ) -> Result<(FunctionId, FunctionInfo), DeviceError> {
        let device = self.device;
        let live = self.live()?;
        let &p = live
            .programs
            .get(program_id.0)
            .ok_or_else(|| DeviceError(format!("no program {}", program_id.0)))?;
        let k = kernel::create_kernel(p, name).map_err(|c| {
            if c == error_codes::CL_INVALID_KERNEL_NAME {
                DeviceError(format!(
                    "the OpenCL program has no kernel `{}` (CL_INVALID_KERNEL_NAME)",
                    name.to_string_lossy()
                ))
            } else {
                cl_err("clCreateKernel", c)
            }
        })?;
        let info = (|| -> Result<(cl_uint, FunctionInfo), cl_int> {
            let num_args = kernel::get_kernel_info(k, kernel::CL_KERNEL_NUM_ARGS)?.to_uint();
            let max_block =
                kernel::get_kernel_work_group_info(k, device, kernel::CL_KERNEL_WORK_GROUP_SIZE)?
                    .to_size();
            let local =
                kernel::get_kernel_work_group_info(k, device, kernel::CL_KERNEL_LOCAL_MEM_SIZE)?
                    .to_ulong();
            Ok((
                num_args,
                FunctionInfo {
                    max_block,
                    static_shared_bytes: to_usize(local),
                },
            ))
        })();
        match info {
            Ok((num_args, info)) => {
                live.kernels.push(Kernel {
                    kernel: k,
                    name: name.to_string_lossy().into(),
                    num_args,
                    accumulators: Vec::new(),
                });
                Ok((FunctionId(live.kernels.len() - 1), info))
            }
            Err(c) => {
                // SAFETY: created above and released once.
                let _ = unsafe { kernel::release_kernel(k) };
                Err(cl_err("clGetKernelInfo", c))
            }
        }
    }

    fn accumulator(
        &mut self,
        function: FunctionId,
        q: Queue,
        index: usize,
        identity: &[u8],
    ) -> Result<DevPtr, DeviceError> {
        let device = self.device;
        let k = self
            .live()?
            .kernels
            .get(function.0)
            .ok_or_else(|| DeviceError(format!("no kernel function {}", function.0)))?;
        if identity.len() > ACCUMULATOR_COUNT_AT {
            return Err(DeviceError(format!(
                "kernel `{}`: a reduction accumulator of {} bytes (at most {ACCUMULATOR_COUNT_AT})",
                k.name,
                identity.len(),
            )));
        }
        let known = k.accumulators.iter().find(|a| (a.0, a.1) == (q, index));
        let p = match known {
            Some(a) => a.2,
            None => {
                let p = self.alloc(ACCUMULATOR_BYTES)?;
                if let Some(k) = self.live()?.kernels.get_mut(function.0) {
                    k.accumulators.push((q, index, p));
                }
                p
            }
        };
        // Each launch's kernel leaves the accumulator as it found it, but it is written
        // again before every launch, in order on the launch's queue, so that a launch
        // never depends on how the one before it ended: the identity, then a zero count
        // and a free lock.
        let mut initial = vec![0u8; ACCUMULATOR_BYTES].into_boxed_slice();
        initial[..identity.len()].copy_from_slice(identity);
        self.live()?.write_staged(device, p, initial, q)?;
        Ok(p)
    }

    unsafe fn launch(
        &mut self,
        function: FunctionId,
        geometry: &Geometry,
        args: &[KernelArg<'_>],
        q: Queue,
        _site: &dyn std::fmt::Display,
    ) -> Result<(), DeviceError> {
        let device = self.device;
        let live = self.live()?;
        let k = live
            .kernels
            .get(function.0)
            .ok_or_else(|| DeviceError(format!("no kernel function {}", function.0)))?;
        let (kern, kname, num_args) = (k.kernel, k.name.clone(), k.num_args);
        let expanded: usize = args
            .iter()
            .map(|a| match a.value {
                ArgValue::Bytes(_) => 1,
                ArgValue::DevicePtr(_) => 2,
            })
            .sum::<usize>()
            + usize::from(geometry.shared_bytes > 0);
        if expanded != num_args as usize {
            return Err(DeviceError(format!(
                "the OpenCL kernel `{kname}` has {num_args} parameters, but the launch passes {expanded} \
                 (each device pointer is a buffer and a ulong offset; shared memory is one trailing __local parameter)"
            )));
        }
        let mut index: cl_uint = 0;
        let set = |index: cl_uint, size: usize, value: *const c_void, name: &str| {
            kernel::set_kernel_arg(kern, index, size, value).map_err(|c| {
                DeviceError(format!(
                    "kernel `{kname}`, parameter {index} (`{name}`, {size} bytes): clSetKernelArg: {}",
                    error_name(c)
                ))
            })
        };
        for a in args {
            match a.value {
                ArgValue::Bytes(b) => {
                    set(index, b.len(), b.as_ptr().cast(), a.name)?;
                    index += 1;
                }
                ArgValue::DevicePtr(addr) => {
                    let (buf, off): (cl_mem, u64) = if addr == 0 {
                        (ptr::null_mut(), 0)
                    } else {
                        let (b, o) = live.locate(addr, 0).map_err(|e| {
                            DeviceError(format!("kernel `{kname}`, argument `{}`: {e}", a.name))
                        })?;
                        (b, o as u64)
                    };
                    set(
                        index,
                        std::mem::size_of::<cl_mem>(),
                        (&raw const buf).cast(),
                        a.name,
                    )?;
                    set(
                        index + 1,
                        std::mem::size_of::<u64>(),
                        (&raw const off).cast(),
                        a.name,
                    )?;
                    index += 2;
                }
            }
        }
        if geometry.shared_bytes > 0 {
            set(index, geometry.shared_bytes, ptr::null(), "shared memory")?;
        }
        let global = geometry
            .groups
            .checked_mul(geometry.block)
            .ok_or_else(|| DeviceError("the global size overflows".into()))?;
        let local = geometry.block;
        let queue = live.queue(device, q)?;
        let r = cq::enqueue_nd_range_kernel(
            queue,
            kern,
            1,
            ptr::null(),
            &raw const global,
            &raw const local,
            0,
            ptr::null(),
        );
        live.record(q, r, format_args!("clEnqueueNDRangeKernel of `{kname}`"))?;
        live.complete_if_sync(queue, q)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_names() {
        assert_eq!(
            error_name(error_codes::CL_OUT_OF_RESOURCES),
            "CL_OUT_OF_RESOURCES"
        );
        assert_eq!(
            error_name(error_codes::CL_BUILD_PROGRAM_FAILURE),
            "CL_BUILD_PROGRAM_FAILURE"
        );
        assert_eq!(error_name(-987_654), "OpenCL error -987654");
        assert_eq!(
            cl_err(
                "clCreateBuffer",
                error_codes::CL_MEM_OBJECT_ALLOCATION_FAILURE
            )
            .0,
            "clCreateBuffer: CL_MEM_OBJECT_ALLOCATION_FAILURE"
        );
    }

    /// The reasons given when OpenCL has no devices: no library (what a machine
    /// without libOpenCL.so.1 gets from cl3), no platform, or another failure.
    #[test]
    fn reasons_for_no_devices() {
        let no_lib = no_platform_reason(error_codes::DLOPEN_RUNTIME_LOAD_FAILED);
        assert!(
            no_lib.contains("libOpenCL.so.1 cannot be loaded"),
            "{no_lib}"
        );
        assert!(no_lib.contains("pocl-opencl-icd"), "{no_lib}");
        let no_platform = no_platform_reason(error_codes::CL_PLATFORM_NOT_FOUND_KHR);
        assert!(no_platform.contains("found no platform"), "{no_platform}");
        assert_eq!(
            no_platform_reason(error_codes::CL_OUT_OF_HOST_MEMORY),
            "listing the OpenCL platforms failed: CL_OUT_OF_HOST_MEMORY"
        );
    }
}
