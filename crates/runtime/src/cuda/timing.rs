//! Device-side timing on CUDA (`ACC_TIME`, `ACC_TRACE`): CUDA events recorded on the
//! operation's stream before and after it, and `cuEventElapsedTime` between them. For the
//! synchronous queue the end event is recorded just before the stream is synchronised
//! ([`Timing::before_sync`]), so the span is the device's work, not the host's wait.
//! An event waited for at the first timed operation ties the device times to the host's
//! time line. Nothing here runs unless the profiler asks for timing.

use std::collections::{BTreeMap, HashMap};
use std::ffi::c_uint;
use std::ptr;

use cudarc::driver::sys::{self, CUevent, CUstream};

use super::driver::{cu, CuError};
use crate::device::{Queue, TimedSpan};

#[derive(Default)]
pub(super) struct Timing {
    /// An event and the profiler time (µs) at which it completed.
    epoch: Option<(CUevent, f64)>,
    /// Start events of operations being issued, by queue.
    open: BTreeMap<Queue, CUevent>,
    /// The end event recorded before a synchronous queue was synchronised.
    pre_sync: Option<CUevent>,
    spans: HashMap<usize, (CUevent, CUevent)>,
    next: usize,
    /// Events no longer in use, for reuse.
    pool: Vec<CUevent>,
}

impl Timing {
    fn event(&mut self) -> Result<CUevent, CuError> {
        if let Some(e) = self.pool.pop() {
            return Ok(e);
        }
        let mut e: CUevent = ptr::null_mut();
        // SAFETY: the context is current (callers hold a `Current`); default flags keep
        // timing enabled.
        cu("cuEventCreate", || unsafe {
            sys::cuEventCreate(&mut e, sys::CUevent_flags::CU_EVENT_DEFAULT as c_uint)
        })?;
        Ok(e)
    }

    fn recorded(&mut self, stream: CUstream) -> Result<CUevent, CuError> {
        let e = self.event()?;
        // SAFETY: an event and a stream of the current context.
        cu("cuEventRecord", || unsafe { sys::cuEventRecord(e, stream) })?;
        Ok(e)
    }

    /// Before a timed operation on `q` (whose stream is `stream`).
    pub(super) fn begin(&mut self, q: Queue, stream: CUstream) -> Result<(), CuError> {
        if self.epoch.is_none() {
            // The event completed between the host times before and after: the middle of
            // the narrowest of a few such windows.
            let mut best: Option<(f64, CUevent, f64)> = None;
            for _ in 0..3 {
                let before = crate::clock::now_us();
                let e = self.recorded(stream)?;
                // SAFETY: an event of the current context.
                cu("cuEventSynchronize", || unsafe {
                    sys::cuEventSynchronize(e)
                })?;
                let after = crate::clock::now_us();
                match best {
                    Some((w, _, _)) if after - before >= w => self.pool.push(e),
                    _ => {
                        if let Some((_, old, _)) = best {
                            self.pool.push(old);
                        }
                        best = Some((after - before, e, (before + after) / 2.0));
                    }
                }
            }
            self.epoch = best.map(|(_, e, host)| (e, host));
        }
        let e = self.recorded(stream)?;
        if let Some(old) = self.open.insert(q, e) {
            self.pool.push(old);
        }
        Ok(())
    }

    /// The synchronous queue `q` is about to be synchronised: mark the end of its work.
    pub(super) fn before_sync(&mut self, q: Queue, stream: CUstream) -> Result<(), CuError> {
        if self.open.contains_key(&q) {
            let e = self.recorded(stream)?;
            if let Some(old) = self.pre_sync.replace(e) {
                self.pool.push(old);
            }
        }
        Ok(())
    }

    /// After the timed operation on `q`.
    pub(super) fn end(&mut self, q: Queue, stream: CUstream) -> Result<Option<TimedSpan>, CuError> {
        let Some(start) = self.open.remove(&q) else {
            return Ok(None);
        };
        let end = match self.pre_sync.take() {
            Some(e) if q == Queue::Sync => e,
            other => {
                if let Some(e) = other {
                    self.pool.push(e);
                }
                self.recorded(stream)?
            }
        };
        self.next += 1;
        self.spans.insert(self.next, (start, end));
        Ok(Some(TimedSpan(self.next)))
    }

    /// Start and end of `span` on the profiler's time line (waits for its end).
    pub(super) fn resolve(&mut self, span: TimedSpan) -> Result<(f64, f64), CuError> {
        let Some((start, end)) = self.spans.remove(&span.0) else {
            return Ok((0.0, 0.0));
        };
        let Some((epoch, host0)) = self.epoch else {
            return Ok((0.0, 0.0));
        };
        let elapsed = |a: CUevent, b: CUevent| -> Result<f64, CuError> {
            let mut ms = 0f32;
            // SAFETY: completed events of the current context, created with timing.
            cu("cuEventElapsedTime", || unsafe {
                sys::cuEventElapsedTime_v2(&mut ms, a, b)
            })?;
            Ok(f64::from(ms) * 1000.0)
        };
        // SAFETY: an event of the current context.
        let r = cu("cuEventSynchronize", || unsafe {
            sys::cuEventSynchronize(end)
        })
        .and_then(|()| Ok((elapsed(epoch, start)?, elapsed(start, end)?)));
        self.pool.push(start);
        self.pool.push(end);
        let (from_epoch, dur) = r?;
        Ok((host0 + from_epoch, host0 + from_epoch + dur))
    }

    /// Destroy every event (before the context is released).
    pub(super) fn release(&mut self) {
        let mut all: Vec<CUevent> = std::mem::take(&mut self.pool);
        all.extend(self.epoch.take().map(|(e, _)| e));
        all.extend(std::mem::take(&mut self.open).into_values());
        all.extend(self.pre_sync.take());
        for (_, (a, b)) in self.spans.drain() {
            all.push(a);
            all.push(b);
        }
        for e in all {
            // SAFETY: events of the current context, each destroyed once.
            let _ = cu("cuEventDestroy", || unsafe { sys::cuEventDestroy_v2(e) });
        }
    }
}
