//! A test-only device with its own memory (separate host buffers at fake addresses)
//! and genuinely asynchronous queues: queued operations run when the queue is
//! waited on, or one at a time as the queue is tested. Tests observe it through the
//! shared [`MockState`].

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};

use std::ffi::CStr;

use crate::device::{
    ArgValue, DevPtr, Device, DeviceError, DeviceKind, FunctionId, FunctionInfo, Geometry,
    KernelArg, LaunchLimits, ProgramCode, ProgramId, Queue,
};

#[derive(Debug, Clone)]
enum Op {
    ToDevice {
        dst: DevPtr,
        src: usize,
        bytes: usize,
    },
    FromDevice {
        dst: usize,
        src: DevPtr,
        bytes: usize,
    },
    Device {
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
    },
    Pointers {
        dst: DevPtr,
        values: Vec<usize>,
    },
}

#[derive(Debug, Default)]
pub struct MockState {
    /// device start address → contents
    pub buffers: BTreeMap<DevPtr, Vec<u8>>,
    pending: BTreeMap<Queue, VecDeque<Op>>,
    next: DevPtr,
    pub allocs: usize,
    /// Writes of device pointers (each of one or more consecutive pointers).
    pub pointer_writes: usize,
    pub frees: usize,
    /// Bytes moved host→device and device→host (executed operations).
    pub to_device_bytes: usize,
    pub from_device_bytes: usize,
    pub inits: usize,
    pub shutdowns: usize,
    /// Sources of the programs loaded (OpenCL or CUDA source as given).
    pub programs: Vec<Vec<u8>>,
    /// Names of the kernel functions looked up, by `FunctionId`.
    pub functions: Vec<String>,
    /// Every launch, in order.
    pub launches: Vec<MockLaunch>,
    /// What `function` reports as the kernels' work-group limit.
    pub function_max_block: usize,
    /// `begin_sync_batch` (true) and `end_sync_batch` (false) calls, in order.
    pub sync_batches: Vec<bool>,
    /// The `may_finish_later` of each `end_sync_batch`.
    pub batch_ends_may_finish_later: Vec<bool>,
    /// Copies into constant memory: (function, symbol, source, bytes, queue).
    pub constant_copies: Vec<(String, String, DevPtr, usize, Queue)>,
}

impl MockState {
    fn function_name(&self, f: FunctionId) -> Result<String, DeviceError> {
        self.functions
            .get(f.0)
            .cloned()
            .ok_or_else(|| DeviceError(format!("mock: no function {}", f.0)))
    }
}

/// A recorded kernel argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MockArg {
    Bytes(Vec<u8>),
    DevicePtr(DevPtr),
}

/// A recorded launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MockLaunch {
    pub function: String,
    pub geometry: Geometry,
    pub args: Vec<(String, MockArg)>,
    pub queue: Queue,
    /// Where the launching directive stands, as the runtime passed it.
    pub site: String,
}

/// The mock's launch limits.
pub const MOCK_LIMITS: LaunchLimits = LaunchLimits {
    max_block: 1024,
    compute_units: 4,
    shared_bytes: 48 * 1024,
};

impl MockState {
    fn locate(&mut self, addr: DevPtr, bytes: usize) -> Result<(&mut Vec<u8>, usize), DeviceError> {
        let (&start, buf) = self
            .buffers
            .range_mut(..=addr)
            .next_back()
            .ok_or_else(|| DeviceError(format!("mock: {addr:#x} is not device memory")))?;
        let off = addr - start;
        if off + bytes > buf.len() {
            return Err(DeviceError(format!(
                "mock: [{addr:#x}, +{bytes}) runs past the allocation at {start:#x} of {} bytes",
                buf.len()
            )));
        }
        Ok((buf, off))
    }

    /// Contents of device memory.
    pub fn read(&mut self, addr: DevPtr, bytes: usize) -> Vec<u8> {
        let (buf, off) = self.locate(addr, bytes).expect("valid device range");
        buf[off..off + bytes].to_vec()
    }

    /// Writes device memory, as a kernel would.
    pub fn write(&mut self, addr: DevPtr, bytes: &[u8]) {
        let (buf, off) = self.locate(addr, bytes.len()).expect("valid device range");
        buf[off..off + bytes.len()].copy_from_slice(bytes);
    }

    pub fn read_usize(&mut self, addr: DevPtr) -> usize {
        let b = self.read(addr, std::mem::size_of::<usize>());
        usize::from_ne_bytes(b.try_into().expect("pointer width"))
    }

    pub fn pending(&self) -> usize {
        self.pending.values().map(|q| q.len()).sum()
    }

    unsafe fn run(&mut self, op: Op) -> Result<(), DeviceError> {
        match op {
            Op::ToDevice { dst, src, bytes } => {
                let (buf, off) = self.locate(dst, bytes)?;
                std::ptr::copy(src as *const u8, buf[off..].as_mut_ptr(), bytes);
                self.to_device_bytes += bytes;
            }
            Op::FromDevice { dst, src, bytes } => {
                let (buf, off) = self.locate(src, bytes)?;
                std::ptr::copy(buf[off..].as_ptr(), dst as *mut u8, bytes);
                self.from_device_bytes += bytes;
            }
            Op::Device { dst, src, bytes } => {
                let data = {
                    let (buf, off) = self.locate(src, bytes)?;
                    buf[off..off + bytes].to_vec()
                };
                let (buf, off) = self.locate(dst, bytes)?;
                buf[off..off + bytes].copy_from_slice(&data);
            }
            Op::Pointers { dst, values } => {
                let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_ne_bytes()).collect();
                let (buf, off) = self.locate(dst, bytes.len())?;
                buf[off..off + bytes.len()].copy_from_slice(&bytes);
                self.pointer_writes += 1;
            }
        }
        Ok(())
    }

    fn drain(&mut self, q: Queue) -> Result<(), DeviceError> {
        let ops: Vec<Op> = self.pending.remove(&q).unwrap_or_default().into();
        for op in ops {
            // SAFETY: tests keep host buffers alive until they wait.
            unsafe { self.run(op)? };
        }
        Ok(())
    }
}

pub struct MockDevice {
    kind: DeviceKind,
    state: Arc<Mutex<MockState>>,
}

impl MockDevice {
    /// A mock device of `kind` (never shares host memory) and a handle on its state.
    /// `base` separates the address spaces of several mocks.
    pub fn new(kind: DeviceKind, base: DevPtr) -> (MockDevice, Arc<Mutex<MockState>>) {
        let state = Arc::new(Mutex::new(MockState {
            next: base,
            function_max_block: 1024,
            ..MockState::default()
        }));
        (
            MockDevice {
                kind,
                state: Arc::clone(&state),
            },
            state,
        )
    }

    fn st(&self) -> MutexGuard<'_, MockState> {
        self.state.lock().expect("mock state")
    }

    unsafe fn submit(&mut self, op: Op, queue: Queue) -> Result<(), DeviceError> {
        let mut st = self.st();
        match queue {
            Queue::Sync => st.run(op),
            q => {
                st.pending.entry(q).or_default().push_back(op);
                Ok(())
            }
        }
    }
}

impl Device for MockDevice {
    fn kind(&self) -> DeviceKind {
        self.kind
    }

    fn shares_host_memory(&self) -> bool {
        false
    }

    fn init(&mut self) -> Result<(), DeviceError> {
        self.st().inits += 1;
        Ok(())
    }

    fn shutdown(&mut self) -> Result<(), DeviceError> {
        self.st().shutdowns += 1;
        Ok(())
    }

    fn begin_sync_batch(&mut self) {
        self.st().sync_batches.push(true);
    }

    fn end_sync_batch(&mut self, may_finish_later: bool) -> Result<(), DeviceError> {
        let mut st = self.st();
        st.sync_batches.push(false);
        st.batch_ends_may_finish_later.push(may_finish_later);
        Ok(())
    }

    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, DeviceError> {
        let mut st = self.st();
        if bytes > 1 << 30 {
            return Err(DeviceError(format!("mock: out of memory ({bytes} bytes)")));
        }
        let at = st.next;
        // Leave a gap so that neighbouring allocations are never contiguous.
        st.next += (bytes + 0x1ff) & !0xff;
        st.buffers.insert(at, vec![0xee; bytes]);
        st.allocs += 1;
        Ok(at)
    }

    unsafe fn free(&mut self, ptr: DevPtr) -> Result<(), DeviceError> {
        let mut st = self.st();
        if st.pending() > 0 {
            return Err(DeviceError("mock: free while work is pending".into()));
        }
        match st.buffers.remove(&ptr) {
            Some(_) => {
                st.frees += 1;
                Ok(())
            }
            None => Err(DeviceError(format!(
                "mock: free of unknown address {ptr:#x}"
            ))),
        }
    }

    unsafe fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: *const u8,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        self.submit(
            Op::ToDevice {
                dst,
                src: src as usize,
                bytes,
            },
            queue,
        )
    }

    unsafe fn copy_from_device(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        self.submit(
            Op::FromDevice {
                dst: dst as usize,
                src,
                bytes,
            },
            queue,
        )
    }

    unsafe fn copy_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        self.submit(Op::Device { dst, src, bytes }, queue)
    }

    unsafe fn write_pointer(
        &mut self,
        dst: DevPtr,
        value: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        self.write_pointers(dst, &[value], queue)
    }

    unsafe fn write_pointers(
        &mut self,
        dst: DevPtr,
        values: &[usize],
        queue: Queue,
    ) -> Result<(), DeviceError> {
        let values = values.to_vec();
        self.submit(Op::Pointers { dst, values }, queue)
    }

    fn wait(&mut self, queue: Queue) -> Result<(), DeviceError> {
        self.st().drain(queue)
    }

    /// Reports the state before making progress: the first test of a busy queue
    /// says "not done" and runs one operation.
    fn test(&mut self, queue: Queue) -> Result<bool, DeviceError> {
        let mut st = self.st();
        let op = st.pending.get_mut(&queue).and_then(|q| q.pop_front());
        match op {
            None => Ok(true),
            Some(op) => {
                // SAFETY: tests keep host buffers alive until the queue is done.
                unsafe { st.run(op)? };
                if st.pending.get(&queue).is_some_and(|q| q.is_empty()) {
                    st.pending.remove(&queue);
                }
                Ok(false)
            }
        }
    }

    fn wait_all(&mut self) -> Result<(), DeviceError> {
        let mut st = self.st();
        let queues: Vec<Queue> = st.pending.keys().copied().collect();
        for q in queues {
            st.drain(q)?;
        }
        Ok(())
    }

    fn test_all(&mut self) -> Result<bool, DeviceError> {
        Ok(self.st().pending() == 0)
    }

    /// Completing the awaited work early is a valid implementation of the ordering.
    fn queue_wait(&mut self, _waiter: Queue, waited: Queue) -> Result<(), DeviceError> {
        self.st().drain(waited)
    }

    fn queue_wait_all(&mut self, _waiter: Queue) -> Result<(), DeviceError> {
        self.wait_all()
    }

    fn memory_bytes(&self) -> usize {
        1 << 30
    }

    fn free_memory_bytes(&self) -> usize {
        let used: usize = self.st().buffers.values().map(Vec::len).sum();
        (1 << 30) - used
    }

    fn name(&self) -> String {
        "accc mock device".into()
    }

    fn launch_limits(&self) -> LaunchLimits {
        MOCK_LIMITS
    }

    /// Takes the OpenCL source, else the CUDA source; a source containing `#error`
    /// fails to build, with its text as the build log.
    fn load_program(&mut self, code: &ProgramCode<'_>) -> Result<ProgramId, DeviceError> {
        let src = code
            .opencl_source
            .or(code.cuda_source)
            .ok_or_else(|| DeviceError("mock: no program source".into()))?;
        if src.windows(6).any(|w| w == b"#error") {
            return Err(DeviceError(format!(
                "MOCK_BUILD_FAILURE; build log:\n{}",
                String::from_utf8_lossy(src)
            )));
        }
        let mut st = self.st();
        st.programs.push(src.to_vec());
        Ok(ProgramId(st.programs.len() - 1))
    }

    /// A function exists when its name occurs in the program's source.
    fn function(
        &mut self,
        program: ProgramId,
        name: &CStr,
    ) -> Result<(FunctionId, FunctionInfo), DeviceError> {
        let mut st = self.st();
        let name = name.to_string_lossy().into_owned();
        let src = st
            .programs
            .get(program.0)
            .ok_or_else(|| DeviceError(format!("mock: no program {}", program.0)))?;
        if !String::from_utf8_lossy(src).contains(&name) {
            return Err(DeviceError(format!(
                "mock: the program has no kernel `{name}`"
            )));
        }
        st.functions.push(name);
        let info = FunctionInfo {
            max_block: st.function_max_block,
            static_shared_bytes: 1024,
        };
        Ok((FunctionId(st.functions.len() - 1), info))
    }

    unsafe fn copy_to_constant(
        &mut self,
        function: FunctionId,
        symbol: &str,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        let mut st = self.st();
        let name = st.function_name(function)?;
        st.constant_copies
            .push((name, symbol.to_string(), src, bytes, queue));
        Ok(())
    }

    unsafe fn launch(
        &mut self,
        function: FunctionId,
        geometry: &Geometry,
        args: &[KernelArg<'_>],
        queue: Queue,
        site: &dyn std::fmt::Display,
    ) -> Result<(), DeviceError> {
        let mut st = self.st();
        let name = st.function_name(function)?;
        let args = args
            .iter()
            .map(|a| {
                let v = match a.value {
                    ArgValue::Bytes(b) => MockArg::Bytes(b.to_vec()),
                    ArgValue::DevicePtr(d) => MockArg::DevicePtr(d),
                };
                (a.name.to_string(), v)
            })
            .collect();
        st.launches.push(MockLaunch {
            function: name,
            geometry: *geometry,
            args,
            queue,
            site: site.to_string(),
        });
        Ok(())
    }

    fn vendor(&self) -> String {
        "accc tests".into()
    }

    fn driver(&self) -> String {
        "mock 1.0".into()
    }
}
