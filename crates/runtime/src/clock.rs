//! The runtime's time line: microseconds since its first reading. The profiler places
//! host-side spans on it, and the devices' timers (CUDA events, OpenCL profiling) map
//! their own clocks onto it, so it sits below both.

use std::sync::OnceLock;
use std::time::Instant;

/// Microseconds since the time line's epoch (the first call).
pub fn host_us(t: Instant) -> f64 {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    let epoch = *EPOCH.get_or_init(|| t);
    t.saturating_duration_since(epoch).as_secs_f64() * 1e6
        - epoch.saturating_duration_since(t).as_secs_f64() * 1e6
}

/// Microseconds since the time line's epoch, now.
pub fn now_us() -> f64 {
    host_us(Instant::now())
}
