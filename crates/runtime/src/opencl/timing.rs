//! Device-side timing on OpenCL (`ACC_TIME`, `ACC_TRACE`): queues are made with
//! `CL_QUEUE_PROFILING_ENABLE` only when the profiler asks for it, and the event of each
//! timed command gives its start and end on the device's clock. A marker command waited
//! for at the first timed operation ties the device clock to the host's.

use std::collections::HashMap;
use std::ptr;

use cl3::command_queue as cq;
use cl3::event;
use cl3::types::{cl_command_queue, cl_event, cl_ulong};

use super::{cl_err, drop_event};
use crate::device::{DeviceError, TimedSpan};

#[derive(Default)]
pub(super) struct Timing {
    /// Device nanoseconds and host microseconds (profiler time line) of one instant.
    epoch: Option<(cl_ulong, f64)>,
    /// The event of the last command enqueued since `begin` (retained).
    last: Option<cl_event>,
    spans: HashMap<usize, cl_event>,
    next: usize,
}

fn profiling(e: cl_event, what: cl_ulong) -> Result<cl_ulong, DeviceError> {
    event::get_event_profiling_info(e, what as _)
        .map(cl_ulong::from)
        .map_err(|c| cl_err("clGetEventProfilingInfo", c))
}

impl Timing {
    /// Before a timed operation on `queue`: fix the epoch (once) and forget older events.
    pub(super) fn begin(&mut self, queue: cl_command_queue) -> Result<(), DeviceError> {
        if let Some(e) = self.last.take() {
            drop_event(e);
        }
        if self.epoch.is_some() {
            return Ok(());
        }
        // The marker completed between the host times before and after: take the middle
        // of the narrowest of a few such windows (a loaded host widens some).
        let mut best: Option<(f64, cl_ulong, f64)> = None;
        for _ in 0..3 {
            let before = crate::clock::now_us();
            // SAFETY: a valid queue; the marker's event is released below.
            let marker = unsafe { cq::enqueue_marker_with_wait_list(queue, 0, ptr::null()) }
                .map_err(|c| cl_err("clEnqueueMarkerWithWaitList", c))?;
            let r = event::wait_for_events(&[marker]).map_err(|c| cl_err("clWaitForEvents", c));
            let after = crate::clock::now_us();
            let dev = r.and_then(|()| profiling(marker, event::CL_PROFILING_COMMAND_END as _));
            drop_event(marker);
            let dev = dev?;
            if best.is_none_or(|(w, _, _)| after - before < w) {
                best = Some((after - before, dev, (before + after) / 2.0));
            }
        }
        self.epoch = best.map(|(_, dev, host)| (dev, host));
        Ok(())
    }

    /// Every enqueued command's event passes here while timing is on.
    pub(super) fn note(&mut self, e: cl_event) {
        // SAFETY: a valid event; the extra reference is released when replaced or resolved.
        if unsafe { event::retain_event(e) }.is_ok() {
            if let Some(old) = self.last.replace(e) {
                drop_event(old);
            }
        }
    }

    pub(super) fn end(&mut self) -> Option<TimedSpan> {
        let e = self.last.take()?;
        self.next += 1;
        self.spans.insert(self.next, e);
        Some(TimedSpan(self.next))
    }

    pub(super) fn resolve(&mut self, span: TimedSpan) -> Result<(f64, f64), DeviceError> {
        let e = self
            .spans
            .remove(&span.0)
            .ok_or_else(|| DeviceError(format!("unknown timed span {}", span.0)))?;
        let r = (|| {
            event::wait_for_events(&[e]).map_err(|c| cl_err("clWaitForEvents", c))?;
            let start = profiling(e, event::CL_PROFILING_COMMAND_START as _)?;
            let end = profiling(e, event::CL_PROFILING_COMMAND_END as _)?;
            let (dev0, host0) = self.epoch.unwrap_or((start, crate::clock::now_us()));
            let at = |ns: cl_ulong| host0 + (ns as f64 - dev0 as f64) / 1000.0;
            Ok((at(start), at(end)))
        })();
        drop_event(e);
        r
    }

    /// Release every event (the context is going away).
    pub(super) fn release(&mut self) {
        if let Some(e) = self.last.take() {
            drop_event(e);
        }
        for (_, e) in self.spans.drain() {
            drop_event(e);
        }
    }
}
