//! Devices: the kinds the OpenACC API names, the [`Device`] trait that every back end
//! implements (the host device of [`crate::host`], [`crate::cuda`], [`crate::opencl`]),
//! and the data types of its methods.

use std::ffi::{c_void, CStr};
use std::fmt;

/// `acc_device_t` values, as in `include/openacc.h`.
pub mod code {
    pub const NONE: i32 = 0;
    pub const DEFAULT: i32 = 1;
    pub const HOST: i32 = 2;
    pub const NOT_HOST: i32 = 3;
    pub const NVIDIA: i32 = 4;
    pub const RADEON: i32 = 5;
    pub const OPENCL: i32 = 6;
    pub const MULTICORE: i32 = 7;
}

/// `acc_device_property_t` values, as in `include/openacc.h`.
pub mod prop_code {
    pub const MEMORY: i32 = 1;
    pub const FREE_MEMORY: i32 = 2;
    pub const SHARED_MEMORY_SUPPORT: i32 = 3;
    pub const NAME: i32 = 0x10001;
    pub const VENDOR: i32 = 0x10002;
    pub const DRIVER: i32 = 0x10003;
}

/// A concrete kind of device: every device belongs to exactly one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DeviceKind {
    Host,
    Multicore,
    Nvidia,
    Radeon,
    OpenCl,
}

impl DeviceKind {
    pub const ALL: [DeviceKind; 5] = [
        DeviceKind::Host,
        DeviceKind::Multicore,
        DeviceKind::Nvidia,
        DeviceKind::Radeon,
        DeviceKind::OpenCl,
    ];

    /// The order in which the default device type is chosen among the non-host
    /// kinds that have a device; the host is the fall-back.
    pub const DEFAULT_PREFERENCE: [DeviceKind; 4] = [
        DeviceKind::Nvidia,
        DeviceKind::Radeon,
        DeviceKind::OpenCl,
        DeviceKind::Multicore,
    ];

    /// The `acc_device_t` value.
    pub fn code(self) -> i32 {
        match self {
            DeviceKind::Host => code::HOST,
            DeviceKind::Multicore => code::MULTICORE,
            DeviceKind::Nvidia => code::NVIDIA,
            DeviceKind::Radeon => code::RADEON,
            DeviceKind::OpenCl => code::OPENCL,
        }
    }

    pub fn from_code(c: i32) -> Option<DeviceKind> {
        DeviceKind::ALL.into_iter().find(|k| k.code() == c)
    }

    /// The name used in `ACC_DEVICE_TYPE` and in messages.
    pub fn name(self) -> &'static str {
        match self {
            DeviceKind::Host => "host",
            DeviceKind::Multicore => "multicore",
            DeviceKind::Nvidia => "nvidia",
            DeviceKind::Radeon => "radeon",
            DeviceKind::OpenCl => "opencl",
        }
    }

    /// Index into per-kind tables.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Why a program may have no device of this kind (appended to "no X device").
    pub fn unavailable_reason(self) -> &'static str {
        match self {
            DeviceKind::Host => "the host device always exists",
            DeviceKind::Multicore => {
                "no translation unit of this program was compiled with --target=multicore"
            }
            DeviceKind::Nvidia => "no NVIDIA GPU was found",
            DeviceKind::Radeon => "accc has no back end for AMD Radeon GPUs",
            DeviceKind::OpenCl => "no OpenCL device was found",
        }
    }
}

impl fmt::Display for DeviceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An `acc_device_t` argument: a concrete kind or one of the selectors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceType {
    None,
    Default,
    NotHost,
    Kind(DeviceKind),
}

impl DeviceType {
    pub fn from_code(c: i32) -> Option<DeviceType> {
        match c {
            code::NONE => Some(DeviceType::None),
            code::DEFAULT => Some(DeviceType::Default),
            code::NOT_HOST => Some(DeviceType::NotHost),
            other => DeviceKind::from_code(other).map(DeviceType::Kind),
        }
    }

    pub fn code(self) -> i32 {
        match self {
            DeviceType::None => code::NONE,
            DeviceType::Default => code::DEFAULT,
            DeviceType::NotHost => code::NOT_HOST,
            DeviceType::Kind(k) => k.code(),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            DeviceType::None => "none",
            DeviceType::Default => "default",
            DeviceType::NotHost => "not_host",
            DeviceType::Kind(k) => k.name(),
        }
    }
}

/// A device property, numeric or string.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Property {
    Memory,
    FreeMemory,
    SharedMemorySupport,
    Name,
    Vendor,
    Driver,
}

impl Property {
    pub fn from_code(c: i32) -> Option<Property> {
        Some(match c {
            prop_code::MEMORY => Property::Memory,
            prop_code::FREE_MEMORY => Property::FreeMemory,
            prop_code::SHARED_MEMORY_SUPPORT => Property::SharedMemorySupport,
            prop_code::NAME => Property::Name,
            prop_code::VENDOR => Property::Vendor,
            prop_code::DRIVER => Property::Driver,
            _ => return None,
        })
    }

    pub fn is_string(self) -> bool {
        matches!(self, Property::Name | Property::Vendor | Property::Driver)
    }
}

/// Where an operation executes: synchronously, or on an activity queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Queue {
    /// Complete the operation before returning (`acc_async_sync`).
    Sync,
    /// The implementation's default async queue (`acc_async_default`, and
    /// `acc_async_noval` while the default async queue has not been changed).
    Default,
    /// The queue with this non-negative async value.
    Id(u32),
}

/// A device address. On shared-memory devices it is the host address.
pub type DevPtr = usize;

/// A failure reported by a device back end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceError(pub String);

impl fmt::Display for DeviceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A program loaded on one device: the device's own number for it (see
/// [`Device::load_program`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ProgramId(pub usize);

/// A kernel function of a loaded program, as the device numbers it (see
/// [`Device::function`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FunctionId(pub usize);

/// The code of one translation unit in the forms the compiler emitted
/// (`__accrt_kernel` in `include/accrt.h`); each device takes the form it can load.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ProgramCode<'a> {
    /// OpenCL C source, without the terminating NUL.
    pub opencl_source: Option<&'a [u8]>,
    /// CUDA C source for NVRTC, without the terminating NUL.
    pub cuda_source: Option<&'a [u8]>,
    /// cubin / fatbin / PTX image built by nvcc.
    pub cuda_image: Option<&'a [u8]>,
}

/// What a loaded kernel function allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FunctionInfo {
    /// The most work-items (threads) per work-group (block) this function can be
    /// launched with on this device (OpenCL `CL_KERNEL_WORK_GROUP_SIZE`, CUDA
    /// `CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK`).
    pub max_block: usize,
    /// Shared/local memory the function declares statically, per block.
    pub static_shared_bytes: usize,
}

/// Limits of a device that decide launch geometry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LaunchLimits {
    /// Most work-items per work-group for any kernel.
    pub max_block: usize,
    /// Compute units (OpenCL) / streaming multiprocessors (CUDA).
    pub compute_units: usize,
    /// Shared/local memory per block, in bytes.
    pub shared_bytes: usize,
}

/// The shape of a 1-D launch: `groups` work-groups (blocks) of `block` work-items
/// (threads), with `shared_bytes` of dynamic shared memory per group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    pub groups: usize,
    pub block: usize,
    pub shared_bytes: usize,
}

/// The value of one kernel argument, after the runtime translated host addresses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgValue<'a> {
    /// Bytes passed by value.
    Bytes(&'a [u8]),
    /// A device address of this device (0 = null). CUDA passes it as one pointer
    /// parameter; OpenCL as two parameters, the buffer and the `ulong` byte offset.
    DevicePtr(DevPtr),
}

/// One kernel argument; `name` is the variable as written, for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KernelArg<'a> {
    pub name: &'a str,
    pub value: ArgValue<'a>,
    /// A device pointer the kernel only reads through (the compiler says so with
    /// `ACCRT_ARG_DEVICE_PTR_READ_ONLY`); every other one may be written through.
    pub read_only: bool,
    /// A device address the program supplied (`deviceptr`), not one of the runtime's
    /// copies: it may be memory the host reads directly (managed or mapped).
    pub from_program: bool,
}

/// Native handles for the interoperability routines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Interop {
    CudaDevice,
    CudaContext,
    CudaStream(Queue),
    OpenClDevice,
    OpenClContext,
    OpenClQueue(Queue),
}

/// One device. Implemented by the host/multicore device ([`crate::host`]) and by the
/// GPU back ends. All addresses are plain integers; the runtime never dereferences a
/// device address itself, except on devices that share host memory.
///
/// Queue semantics: operations on one queue complete in order; `Queue::Sync`
/// operations complete before the call returns (outside a sync batch, see
/// [`Device::begin_sync_batch`]).
pub trait Device: Send {
    fn kind(&self) -> DeviceKind;

    /// True when device addresses are host addresses (no present table, no copies).
    fn shares_host_memory(&self) -> bool;

    /// True when compute regions on this device run the program's own code at host
    /// addresses, over the device copies swapped into host memory (the checking CPU
    /// device of `ACC_CHECK=1`, see [`crate::check`]): attaching a pointer then stores the
    /// host address of its target in the pointer's device copy, not the target's device
    /// address, so that the pointer is right where the region runs.
    fn runs_at_host_addresses(&self) -> bool {
        false
    }

    /// Connect to the device (called before its first use and after a shutdown).
    fn init(&mut self) -> Result<(), DeviceError> {
        Ok(())
    }

    /// Release the device; the runtime has already waited and freed its data.
    fn shutdown(&mut self) -> Result<(), DeviceError> {
        Ok(())
    }

    /// Allocate `bytes > 0` bytes of device memory.
    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, DeviceError>;

    /// A synchronous compute construct begins on the calling thread: until the matching
    /// [`Device::end_sync_batch`], this thread's `Queue::Sync` operations may return
    /// before they complete (in order, as on any queue), and its `free_after` on
    /// `Queue::Sync` happen after them. The runtime calls this at the data entry of a
    /// compute construct without `async`, whose host code issues only that construct's
    /// copies and launches; the device then waits once instead of after each.
    /// Batches of one thread nest; another thread's work stays synchronous.
    fn begin_sync_batch(&mut self) {}

    /// The end of [`Device::begin_sync_batch`]'s construct: its work has completed when
    /// this returns (a kernel fault shows here) — unless `may_finish_later` and the
    /// device can tell that nobody could see the difference. The runtime allows it
    /// only under `ACC_DEFER_KERNELS=1`. A device that returns early (CUDA: the batch copied
    /// nothing from or to host memory, its kernels were given no address the program
    /// supplied, and the program never got a device address or native handle) waits
    /// for that work before anything that could observe it: work on another queue, a
    /// free, a wait, handing out an address or handle, [`Device::finish_deferred`].
    /// The synchronous work of later constructs is ordered after it on the device.
    fn end_sync_batch(&mut self, may_finish_later: bool) -> Result<(), DeviceError> {
        let _ = may_finish_later;
        Ok(())
    }

    /// Wait for the work that [`Device::end_sync_batch`] left running (at program
    /// exit: a kernel fault of that work is reported then).
    fn finish_deferred(&mut self) -> Result<(), DeviceError> {
        Ok(())
    }

    /// Free memory returned by [`Device::alloc`].
    ///
    /// # Safety
    /// `ptr` must come from `alloc` on this device and not be in use by pending work.
    unsafe fn free(&mut self, ptr: DevPtr) -> Result<(), DeviceError>;

    /// Free `ptr` once the work queued so far on `queue` has completed.
    ///
    /// # Safety
    /// As [`Device::free`], except that pending work on `queue` may still use `ptr`.
    unsafe fn free_after(&mut self, ptr: DevPtr, queue: Queue) -> Result<(), DeviceError> {
        self.wait(queue)?;
        self.free(ptr)
    }

    /// Copy `bytes` from host memory at `src` to device memory at `dst`.
    ///
    /// # Safety
    /// `src..src+bytes` must be readable until the copy completes (for async queues:
    /// until the queue is waited on), and the device range must be allocated.
    unsafe fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: *const u8,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError>;

    /// Copy `bytes` from device memory at `src` to host memory at `dst`.
    ///
    /// # Safety
    /// `dst..dst+bytes` must be writable until the copy completes.
    unsafe fn copy_from_device(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError>;

    /// As [`Device::copy_from_device`] on `Queue::Sync`, for the copy-out of a value that
    /// the host reads only after [`Device::deliver_results`]: the compiler calls that
    /// before the program's next statement that could read it (a reduction result
    /// followed by constructs that leave it alone). The construct need not wait for this
    /// copy at its end. A device that cannot tell the difference copies as usual.
    ///
    /// # Safety
    /// As [`Device::copy_from_device`], until [`Device::deliver_results`] returns.
    unsafe fn copy_from_device_later(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
    ) -> Result<(), DeviceError> {
        self.copy_from_device(dst, src, bytes, Queue::Sync)
    }

    /// The copies of [`Device::copy_from_device_later`] have reached host memory when this
    /// returns: it waits for them, not for the work queued after them.
    fn deliver_results(&mut self) -> Result<(), DeviceError> {
        Ok(())
    }

    /// Memory for a reduction variable of `bytes` (a scalar, flag `ACCRT_RESULT`) that
    /// the kernels of a construct without `async` reach directly and that the host
    /// reads back without a copy (CUDA: a slot of pinned memory mapped into the device),
    /// holding `host`'s bytes already; `None` where the device has none, and the runtime
    /// allocates and copies as usual. [`Device::copy_from_device`] (or `_later`) from it
    /// delivers the value, with no transfer, and gives the memory back;
    /// [`Device::free_after`] leaves it alone.
    ///
    /// # Safety
    /// `host` points at `bytes` readable bytes.
    unsafe fn alloc_result(&mut self, host: *const u8, bytes: usize) -> Option<DevPtr> {
        let _ = (host, bytes);
        None
    }

    /// The device address of the accumulator of `function`'s kernel argument `index`
    /// (`ACCRT_ARG_ACCUMULATOR`) for launches on `queue`: 32 bytes, `identity` at offset
    /// 0 and a zero count at 16 when first made; each launch leaves them so (OpenCL also
    /// writes them again before each launch).
    fn accumulator(
        &mut self,
        function: FunctionId,
        queue: Queue,
        index: usize,
        identity: &[u8],
    ) -> Result<DevPtr, DeviceError> {
        let _ = (function, queue, index, identity);
        Err(DeviceError(format!(
            "{} kernels have no reduction accumulators",
            self.name()
        )))
    }

    /// Copy `bytes` within this device's memory (the ranges may overlap).
    ///
    /// # Safety
    /// Both device ranges must be allocated.
    unsafe fn copy_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError>;

    /// What another device of the same kind needs to copy from this one directly
    /// ([`Device::copy_from_peer`]); `None` when it cannot (the runtime then stages the
    /// copy through host memory).
    fn peer(&self) -> Option<Peer> {
        None
    }

    /// Copy `bytes` from device memory `src` of the device whose [`Device::peer`] is
    /// `from` to `dst` of this device, without host memory. `Ok(false)` when this device
    /// cannot. The source device's work on that memory must have completed.
    ///
    /// # Safety
    /// Both ranges must be allocated, each on its device.
    unsafe fn copy_from_peer(
        &mut self,
        dst: DevPtr,
        from: Peer,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<bool, DeviceError> {
        let _ = (dst, from, src, bytes, queue);
        Ok(false)
    }

    /// Store the pointer-sized `value` at device address `dst` (pointer attachment).
    /// The value is taken by value, so the caller need not keep it alive.
    ///
    /// # Safety
    /// `dst..dst+size_of::<usize>()` must be allocated device memory.
    unsafe fn write_pointer(
        &mut self,
        dst: DevPtr,
        value: usize,
        queue: Queue,
    ) -> Result<(), DeviceError>;

    /// Store consecutive pointer-sized `values` from device address `dst` (the pointers
    /// of a dynamic multidimensional array attached at once). The values are copied
    /// before the call returns. By default, one [`Device::write_pointer`] each.
    ///
    /// # Safety
    /// `dst..dst+values.len()*size_of::<usize>()` must be allocated device memory.
    unsafe fn write_pointers(
        &mut self,
        dst: DevPtr,
        values: &[usize],
        queue: Queue,
    ) -> Result<(), DeviceError> {
        let width = std::mem::size_of::<usize>();
        for (i, &v) in values.iter().enumerate() {
            self.write_pointer(dst + i * width, v, queue)?;
        }
        Ok(())
    }

    /// Block until all work queued on `queue` has completed.
    fn wait(&mut self, queue: Queue) -> Result<(), DeviceError>;

    /// True when all work queued on `queue` has completed (never blocks).
    fn test(&mut self, queue: Queue) -> Result<bool, DeviceError>;

    /// Block until all work on all queues has completed.
    fn wait_all(&mut self) -> Result<(), DeviceError>;

    /// True when all work on all queues has completed.
    fn test_all(&mut self) -> Result<bool, DeviceError>;

    /// Make later work on `waiter` wait until the work queued so far on `waited` has
    /// completed, without blocking the host.
    fn queue_wait(&mut self, waiter: Queue, waited: Queue) -> Result<(), DeviceError>;

    /// Make later work on `waiter` wait for all work queued so far on all queues.
    fn queue_wait_all(&mut self, waiter: Queue) -> Result<(), DeviceError>;

    /// Total memory in bytes (`acc_property_memory`).
    fn memory_bytes(&self) -> usize;

    /// Free memory in bytes (`acc_property_free_memory`).
    fn free_memory_bytes(&self) -> usize;

    fn name(&self) -> String;
    fn vendor(&self) -> String;
    fn driver(&self) -> String;

    /// Set each of `bytes` bytes of device memory at `dst` to `byte` (zero for
    /// `create(zero:)`; `ACC_FILL`'s byte for new data that is not copied in).
    ///
    /// # Safety
    /// The device range must be allocated.
    unsafe fn fill(
        &mut self,
        dst: DevPtr,
        bytes: usize,
        byte: u8,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        // Ordered after the queue's earlier work, then done synchronously.
        self.wait(queue)?;
        let pattern = vec![byte; bytes];
        self.copy_to_device(dst, pattern.as_ptr(), bytes, Queue::Sync)
    }

    // ----- kernels -----
    //
    // The runtime loads a translation unit's program once per device (and again after
    // a shutdown), asks for each kernel function once, and caches both ids; it checks
    // the geometry against `launch_limits` and `FunctionInfo`, and turns host
    // addresses into device addresses before `launch`. Devices that share host
    // memory run no kernels: the defaults report that.

    /// Limits that decide the launch geometry.
    fn launch_limits(&self) -> LaunchLimits {
        LaunchLimits::default()
    }

    /// Load (build, JIT-compile) a translation unit's program. A build failure's
    /// message is the error's name, then the build log on the following lines.
    fn load_program(&mut self, code: &ProgramCode<'_>) -> Result<ProgramId, DeviceError> {
        let _ = code;
        Err(DeviceError(format!(
            "{} devices run compute regions on the CPU and load no kernels",
            self.kind()
        )))
    }

    /// The kernel function `name` of a loaded program.
    fn function(
        &mut self,
        program: ProgramId,
        name: &CStr,
    ) -> Result<(FunctionId, FunctionInfo), DeviceError> {
        let _ = (program, name);
        Err(DeviceError(format!(
            "{} devices run compute regions on the CPU and load no kernels",
            self.kind()
        )))
    }

    /// How many work-groups of `block` work-items, each with `shared_bytes` of dynamic
    /// shared memory, one compute unit runs at once for `function` (its registers and
    /// shared memory decide), where the device can tell.
    fn resident_groups(
        &mut self,
        function: FunctionId,
        block: usize,
        shared_bytes: usize,
    ) -> Option<usize> {
        let _ = (function, block, shared_bytes);
        None
    }

    /// Launch `function` with `args` (in parameter order) on `queue`. `site` is where
    /// the launching directive stands (`FILE:LINE: CONSTRUCT in FUNCTION()`): a device
    /// whose kernels fail asynchronously (CUDA) names it when the failure surfaces at a
    /// later synchronisation.
    ///
    /// # Safety
    /// Every device address among `args` must be null or lie in allocated memory of
    /// this device that stays allocated until the kernel has completed.
    unsafe fn launch(
        &mut self,
        function: FunctionId,
        geometry: &Geometry,
        args: &[KernelArg<'_>],
        queue: Queue,
        site: &dyn std::fmt::Display,
    ) -> Result<(), DeviceError> {
        let _ = (function, geometry, args, queue, site);
        Err(DeviceError(format!(
            "{} devices run compute regions on the CPU and launch no kernels",
            self.kind()
        )))
    }

    /// Copy `bytes` of this device's memory at `src` into the constant-memory array
    /// `symbol` of `function`'s program, on `queue`, so that the function's next launch
    /// there reads them. Only CUDA has constant memory; the compiler asks for a copy only
    /// in CUDA kernels.
    ///
    /// # Safety
    /// `src..src + bytes` must be allocated memory of this device.
    unsafe fn copy_to_constant(
        &mut self,
        function: FunctionId,
        symbol: &str,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        let _ = (function, symbol, src, bytes, queue);
        Err(DeviceError(format!(
            "{} devices have no constant memory (the kernel was compiled for CUDA)",
            self.kind()
        )))
    }

    /// The program has been given the device address of data (`acc_deviceptr`,
    /// `host_data use_device`, `acc_map_data`) and may write device memory the runtime
    /// does not see: a device that skips copies of unchanged data must stop (see
    /// [`crate::constant_sources`]).
    fn addresses_given_out(&mut self) {}

    /// A native handle for the interoperability routines; null when the device has
    /// none of that sort.
    fn interop(&mut self, what: Interop) -> *mut c_void {
        let _ = what;
        std::ptr::null_mut()
    }

    /// Make `queue` use the native stream `stream` (`acc_set_cuda_stream`).
    /// Returns false when the device has no such notion.
    fn set_native_queue(&mut self, queue: Queue, stream: *mut c_void) -> bool {
        let _ = (queue, stream);
        false
    }

    // ----- device-side timing (ACC_TIME, ACC_TRACE; see `crate::profile`) -----
    //
    // Asked for only when `profile::device_timing()` is on: the profiling wrapper calls
    // `timing_begin(q)` before an operation and `timing_end(q)` after it, and later
    // `timing_resolve` (once the queue is complete, or it waits). Devices without a
    // device timer keep the defaults (no span).

    /// The operation enqueued next on `queue` is to be timed.
    fn timing_begin(&mut self, queue: Queue) -> Result<(), DeviceError> {
        let _ = queue;
        Ok(())
    }

    /// The device-side span of what was enqueued on `queue` since `timing_begin`.
    fn timing_end(&mut self, queue: Queue) -> Result<Option<TimedSpan>, DeviceError> {
        let _ = queue;
        Ok(None)
    }

    /// Start and end of `span` in microseconds on the runtime's time line
    /// ([`crate::clock::host_us`]), waiting for it to complete; the span is released.
    fn timing_resolve(&mut self, span: TimedSpan) -> Result<(f64, f64), DeviceError> {
        let _ = span;
        Err(DeviceError("this device has no timer".into()))
    }

    /// Resolve the spans still pending (the profiling wrapper; before exit and shutdown).
    fn flush_timing(&mut self) {}
}

/// A device-timed operation, in the device's own numbering (see [`Device::timing_end`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimedSpan(pub usize);

/// A device as another device of its kind sees it, for copies between them (CUDA: the
/// context and the device's ordinal in the driver).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Peer {
    pub kind: DeviceKind,
    pub context: usize,
    pub ordinal: i32,
}

/// What a GPU device needs to know of the process's runtime, which sits above it: handed
/// down at discovery (see `crate::discovery`) so that no device reaches up.
#[derive(Debug, Clone, Copy)]
pub struct ProcessHooks {
    /// Whether some translation unit requires a device of the kind (`--target=cuda`).
    pub requires: fn(DeviceKind) -> bool,
    /// A device whose synchronous constructs may return before their kernels end (see
    /// [`Device::end_sync_batch`]) has started its driver: the runtime registers the exit
    /// handler that waits for them now, after the driver's own, so that it runs first.
    pub driver_started: fn(),
    /// Whether the profiler asks for device-side timing (`ACC_TIME`, `ACC_TRACE`).
    pub device_timing: fn() -> bool,
}

impl ProcessHooks {
    /// For a process without a runtime of its own (a tool listing the devices): nothing
    /// is required, nothing is waited for at exit, nothing is timed.
    pub const DETACHED: ProcessHooks = ProcessHooks {
        requires: |_| false,
        driver_started: || {},
        device_timing: || false,
    };
}

/// A set of device kinds, as a bit mask (usable in an atomic).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KindSet(pub u32);

impl KindSet {
    pub fn contains(self, k: DeviceKind) -> bool {
        self.0 & (1 << k.index()) != 0
    }

    pub fn with(self, k: DeviceKind) -> KindSet {
        KindSet(self.0 | (1 << k.index()))
    }

    pub fn without(self, k: DeviceKind) -> KindSet {
        KindSet(self.0 & !(1 << k.index()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_match_the_header() {
        for k in DeviceKind::ALL {
            assert_eq!(DeviceKind::from_code(k.code()), Some(k));
            assert_eq!(DeviceType::from_code(k.code()), Some(DeviceType::Kind(k)));
        }
        assert_eq!(DeviceKind::Host.code(), 2);
        assert_eq!(DeviceKind::Nvidia.code(), 4);
        assert_eq!(DeviceKind::Radeon.code(), 5);
        assert_eq!(DeviceKind::OpenCl.code(), 6);
        assert_eq!(DeviceKind::Multicore.code(), 7);
        assert_eq!(DeviceType::from_code(0), Some(DeviceType::None));
        assert_eq!(DeviceType::from_code(1), Some(DeviceType::Default));
        assert_eq!(DeviceType::from_code(3), Some(DeviceType::NotHost));
        assert_eq!(DeviceType::from_code(8), None);
        assert_eq!(DeviceType::from_code(-1), None);
        assert_eq!(DeviceType::NotHost.code(), 3);
        assert_eq!(DeviceType::Default.name(), "default");
    }

    #[test]
    fn property_codes() {
        assert_eq!(Property::from_code(1), Some(Property::Memory));
        assert_eq!(Property::from_code(2), Some(Property::FreeMemory));
        assert_eq!(Property::from_code(3), Some(Property::SharedMemorySupport));
        assert_eq!(Property::from_code(0x10001), Some(Property::Name));
        assert_eq!(Property::from_code(0x10002), Some(Property::Vendor));
        assert_eq!(Property::from_code(0x10003), Some(Property::Driver));
        assert_eq!(Property::from_code(0), None);
        assert!(Property::Name.is_string());
        assert!(!Property::Memory.is_string());
    }

    #[test]
    fn kind_set() {
        let s = KindSet::default().with(DeviceKind::Host);
        assert!(s.contains(DeviceKind::Host));
        assert!(!s.contains(DeviceKind::Multicore));
    }
}
