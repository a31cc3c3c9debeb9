//! [`ProfiledDevice`]: a device that reports what it is asked to do to the profiler, and
//! times transfers and launches with the device's own timer. Installed around every device
//! with its own memory when a profiling variable is set (see [`super::wrap`]); otherwise
//! the runtime talks to the device directly.

use std::collections::HashMap;
use std::ffi::{c_void, CStr, CString};

use super::tool::{self, event};
use super::{Issued, Op};
use crate::device::{
    DevPtr, Device, DeviceError, DeviceKind, FunctionId, FunctionInfo, Geometry, Interop,
    KernelArg, LaunchLimits, ProgramCode, ProgramId, Queue, TimedSpan,
};

/// Timed operations kept before the complete ones are read (each holds two device events).
const PENDING_BATCH: usize = 256;

pub struct ProfiledDevice {
    inner: Box<dyn Device>,
    /// The device's number within its kind.
    num: usize,
    /// `nvidia:0`, as notifications and the trace name the device.
    label: String,
    /// Kernel names by function id (learnt when the runtime looks a kernel up).
    kernels: HashMap<usize, String>,
    /// The same, NUL-terminated, for the profiling interface's launch events.
    kernel_names: HashMap<usize, CString>,
    /// Issued operations whose device span has not been read yet.
    pending: Vec<(Issued, TimedSpan)>,
    /// Allocation sizes, for the release events.
    sizes: HashMap<DevPtr, usize>,
}

impl ProfiledDevice {
    pub fn new(inner: Box<dyn Device>, num: usize) -> ProfiledDevice {
        ProfiledDevice {
            label: format!("{}:{num}", inner.kind()),
            inner,
            num,
            kernels: HashMap::new(),
            kernel_names: HashMap::new(),
            pending: Vec::new(),
            sizes: HashMap::new(),
        }
    }

    /// How notifications name the device's programming model.
    fn model(&self) -> &'static str {
        match self.inner.kind() {
            DeviceKind::Nvidia => "CUDA",
            DeviceKind::OpenCl => "OpenCL",
            DeviceKind::Radeon => "HIP",
            DeviceKind::Host | DeviceKind::Multicore => "host",
        }
    }

    /// Run `op` (enqueued on `queue`) timed, and record it.
    fn timed(
        &mut self,
        queue: Queue,
        what: Op,
        run: impl FnOnce(&mut dyn Device) -> Result<(), DeviceError>,
    ) -> Result<(), DeviceError> {
        // A timer that fails costs the measurement, never the operation.
        let start = super::now_us();
        let timing = super::device_timing() && self.inner.timing_begin(queue).is_ok();
        run(self.inner.as_mut())?;
        let span = if timing {
            self.inner.timing_end(queue).ok().flatten()
        } else {
            None
        };
        let issued = super::issued(&self.label, self.model(), queue, what, start);
        match span {
            // Read later, in batches: reading a span now would put its queries (and a
            // context switch) on the program's critical path after every operation.
            Some(span) => {
                self.pending.push((issued, span));
                if self.pending.len() >= PENDING_BATCH {
                    // Synchronous operations are complete; async ones wait for their queue.
                    self.settle(Some(Queue::Sync));
                }
            }
            None => super::completed(issued, None),
        }
        Ok(())
    }

    /// Record the pending operations of `queue` (every queue: `None`), now complete.
    fn settle(&mut self, queue: Option<Queue>) {
        let (done, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut self.pending)
            .into_iter()
            .partition(|(op, _)| queue.is_none_or(|q| op.queue == q));
        self.pending = keep;
        for (op, span) in done {
            let times = self.inner.timing_resolve(span).ok();
            super::completed(op, times);
        }
    }

    /// The release event of `ptr`, freed since `start`, if it was an allocation: a
    /// reduction result's slot in pinned host memory (`alloc_result`) is not one.
    fn released(&mut self, ptr: DevPtr, start: f64) {
        if let Some(bytes) = self.sizes.remove(&ptr) {
            super::allocation(&self.label, self.model(), bytes, true, start);
            tool::data_event(event::FREE, self.place(None), bytes, 0, ptr);
        }
    }

    /// Where the profiling interface says an operation on `queue` happens.
    fn place(&self, queue: Option<Queue>) -> tool::Place {
        tool::Place {
            kind: self.inner.kind(),
            num: self.num,
            queue,
        }
    }

    /// A wait for `queue` (`None`: every queue), timed and reported.
    fn waiting(
        &mut self,
        queue: Option<Queue>,
        run: impl FnOnce(&mut dyn Device) -> Result<(), DeviceError>,
    ) -> Result<(), DeviceError> {
        let start = super::now_us();
        // Implicit unless a wait directive or routine asked for it.
        let implicit = tool::current_construct() != tool::construct::WAIT
            && tool::current_construct() != tool::construct::RUNTIME_API;
        let span = tool::span(event::WAIT_START, self.place(queue), implicit);
        run(self.inner.as_mut())?;
        if let Some(span) = span {
            span.close();
        }
        super::waited(&self.label, queue, start);
        match queue {
            Some(q) => self.settle(Some(q)),
            None => self.settle(None),
        }
        Ok(())
    }

    fn transfer(direction: &'static str, bytes: usize) -> Op {
        Op::Transfer { direction, bytes }
    }
}

impl Device for ProfiledDevice {
    fn kind(&self) -> DeviceKind {
        self.inner.kind()
    }

    fn shares_host_memory(&self) -> bool {
        self.inner.shares_host_memory()
    }

    fn runs_at_host_addresses(&self) -> bool {
        self.inner.runs_at_host_addresses()
    }

    fn init(&mut self) -> Result<(), DeviceError> {
        self.inner.init()?;
        super::device_named(&self.label, &self.inner.name());
        super::reregister_after_driver_start();
        Ok(())
    }

    fn shutdown(&mut self) -> Result<(), DeviceError> {
        self.settle(None);
        self.inner.shutdown()
    }

    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, DeviceError> {
        let start = super::now_us();
        let p = self.inner.alloc(bytes)?;
        self.sizes.insert(p, bytes);
        super::allocation(&self.label, self.model(), bytes, false, start);
        tool::data_event(event::ALLOC, self.place(None), bytes, 0, p);
        Ok(p)
    }

    unsafe fn free(&mut self, ptr: DevPtr) -> Result<(), DeviceError> {
        let start = super::now_us();
        self.inner.free(ptr)?;
        self.released(ptr, start);
        Ok(())
    }

    unsafe fn free_after(&mut self, ptr: DevPtr, queue: Queue) -> Result<(), DeviceError> {
        let start = super::now_us();
        self.inner.free_after(ptr, queue)?;
        self.released(ptr, start);
        Ok(())
    }

    unsafe fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: *const u8,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        let place = self.place(Some(queue));
        let span =
            tool::transfer_span(event::ENQUEUE_UPLOAD_START, place, bytes, src as usize, dst);
        self.timed(queue, Self::transfer("upload", bytes), |d| {
            d.copy_to_device(dst, src, bytes, queue)
        })?;
        if let Some(span) = span {
            span.close();
        }
        Ok(())
    }

    unsafe fn copy_from_device(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        let place = self.place(Some(queue));
        let span = tool::transfer_span(
            event::ENQUEUE_DOWNLOAD_START,
            place,
            bytes,
            dst as usize,
            src,
        );
        self.timed(queue, Self::transfer("download", bytes), |d| {
            d.copy_from_device(dst, src, bytes, queue)
        })?;
        if let Some(span) = span {
            span.close();
        }
        Ok(())
    }

    unsafe fn copy_from_device_later(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
    ) -> Result<(), DeviceError> {
        let place = self.place(Some(Queue::Sync));
        let span = tool::transfer_span(
            event::ENQUEUE_DOWNLOAD_START,
            place,
            bytes,
            dst as usize,
            src,
        );
        self.timed(Queue::Sync, Self::transfer("download", bytes), |d| {
            d.copy_from_device_later(dst, src, bytes)
        })?;
        if let Some(span) = span {
            span.close();
        }
        Ok(())
    }

    fn deliver_results(&mut self) -> Result<(), DeviceError> {
        self.inner.deliver_results()
    }

    unsafe fn alloc_result(&mut self, host: *const u8, bytes: usize) -> Option<DevPtr> {
        self.inner.alloc_result(host, bytes)
    }

    fn accumulator(
        &mut self,
        function: FunctionId,
        queue: Queue,
        index: usize,
        identity: &[u8],
    ) -> Result<DevPtr, DeviceError> {
        self.inner.accumulator(function, queue, index, identity)
    }

    unsafe fn copy_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        self.timed(queue, Self::transfer("device-to-device", bytes), |d| {
            d.copy_device(dst, src, bytes, queue)
        })
    }

    fn peer(&self) -> Option<crate::device::Peer> {
        self.inner.peer()
    }

    unsafe fn copy_from_peer(
        &mut self,
        dst: DevPtr,
        from: crate::device::Peer,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<bool, DeviceError> {
        let mut copied = false;
        self.timed(queue, Self::transfer("device-to-device", bytes), |d| {
            copied = d.copy_from_peer(dst, from, src, bytes, queue)?;
            Ok(())
        })?;
        Ok(copied)
    }

    unsafe fn write_pointer(
        &mut self,
        dst: DevPtr,
        value: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        let bytes = std::mem::size_of::<usize>();
        self.timed(queue, Self::transfer("attach", bytes), |d| {
            d.write_pointer(dst, value, queue)
        })
    }

    unsafe fn fill(
        &mut self,
        dst: DevPtr,
        bytes: usize,
        byte: u8,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        self.timed(queue, Self::transfer("fill", bytes), |d| {
            d.fill(dst, bytes, byte, queue)
        })
    }

    fn wait(&mut self, queue: Queue) -> Result<(), DeviceError> {
        self.waiting(Some(queue), |d| d.wait(queue))
    }

    fn test(&mut self, queue: Queue) -> Result<bool, DeviceError> {
        self.inner.test(queue)
    }

    fn begin_sync_batch(&mut self) {
        self.inner.begin_sync_batch();
    }

    fn end_sync_batch(&mut self, may_finish_later: bool) -> Result<(), DeviceError> {
        // The batch's spans are read with the next batch of pending ones (see `timed`).
        self.inner.end_sync_batch(may_finish_later)
    }

    fn finish_deferred(&mut self) -> Result<(), DeviceError> {
        self.inner.finish_deferred()
    }

    fn wait_all(&mut self) -> Result<(), DeviceError> {
        self.waiting(None, |d| d.wait_all())
    }

    fn test_all(&mut self) -> Result<bool, DeviceError> {
        self.inner.test_all()
    }

    fn queue_wait(&mut self, waiter: Queue, waited: Queue) -> Result<(), DeviceError> {
        self.inner.queue_wait(waiter, waited)
    }

    fn queue_wait_all(&mut self, waiter: Queue) -> Result<(), DeviceError> {
        self.inner.queue_wait_all(waiter)
    }

    fn memory_bytes(&self) -> usize {
        self.inner.memory_bytes()
    }

    fn free_memory_bytes(&self) -> usize {
        self.inner.free_memory_bytes()
    }

    fn name(&self) -> String {
        self.inner.name()
    }

    fn vendor(&self) -> String {
        self.inner.vendor()
    }

    fn driver(&self) -> String {
        self.inner.driver()
    }

    fn launch_limits(&self) -> LaunchLimits {
        self.inner.launch_limits()
    }

    fn load_program(&mut self, code: &ProgramCode<'_>) -> Result<ProgramId, DeviceError> {
        self.inner.load_program(code)
    }

    fn function(
        &mut self,
        program: ProgramId,
        name: &CStr,
    ) -> Result<(FunctionId, FunctionInfo), DeviceError> {
        let (id, info) = self.inner.function(program, name)?;
        self.kernels
            .insert(id.0, name.to_string_lossy().into_owned());
        self.kernel_names.insert(id.0, name.to_owned());
        Ok((id, info))
    }

    unsafe fn launch(
        &mut self,
        function: FunctionId,
        geometry: &Geometry,
        args: &[KernelArg<'_>],
        queue: Queue,
        site: &dyn std::fmt::Display,
    ) -> Result<(), DeviceError> {
        let op = Op::Launch {
            kernel: self
                .kernels
                .get(&function.0)
                .cloned()
                .unwrap_or_else(|| format!("kernel#{}", function.0)),
            groups: geometry.groups,
            block: geometry.block,
            shared_bytes: geometry.shared_bytes,
        };
        let span = match tool::live(event::ENQUEUE_LAUNCH_START)
            || tool::live(event::ENQUEUE_LAUNCH_END)
        {
            true => {
                let name = self.kernel_names.get(&function.0).cloned();
                tool::launch_span(
                    self.place(Some(queue)),
                    name.as_deref(),
                    geometry.groups,
                    geometry.block,
                )
            }
            false => None,
        };
        self.timed(queue, op, |d| {
            d.launch(function, geometry, args, queue, site)
        })?;
        if let Some(span) = span {
            span.close();
        }
        Ok(())
    }

    unsafe fn copy_to_constant(
        &mut self,
        function: FunctionId,
        symbol: &str,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), DeviceError> {
        self.inner
            .copy_to_constant(function, symbol, src, bytes, queue)
    }

    fn addresses_given_out(&mut self) {
        self.inner.addresses_given_out()
    }

    fn interop(&mut self, what: Interop) -> *mut c_void {
        self.inner.interop(what)
    }

    fn set_native_queue(&mut self, queue: Queue, stream: *mut c_void) -> bool {
        self.inner.set_native_queue(queue, stream)
    }

    fn flush_timing(&mut self) {
        self.settle(None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mock::MockDevice;

    /// Every device operation reaches the profiled device: a missing forward would fall
    /// back to the trait's default (for constant copies, an error on every device).
    #[test]
    fn constant_copies_reach_the_profiled_device() {
        let (mock, state) = MockDevice::new(DeviceKind::Nvidia, 0x10_0000);
        let mut dev = ProfiledDevice::new(Box::new(mock), 0);
        // SAFETY: the mock does not touch device memory.
        let e = unsafe {
            dev.copy_to_constant(FunctionId(3), "__accc_k1_0_w", 0x10_0000, 4, Queue::Sync)
        }
        .unwrap_err();
        assert!(e.0.contains("mock: no function 3"), "{e}");
        assert!(state.lock().unwrap().constant_copies.is_empty());
    }
}
