//! Which `__constant__` arrays still hold what their last copy put there.
//!
//! Before each launch of a kernel that reads a cache directive's read-only table from
//! constant memory, the runtime copies the table's present device range into the
//! module's array (`ACCRT_ARG_CONSTANT_COPY`). On an H200 that copy costs about 2 µs per
//! launch — a third of a small stencil step (bench/results/archive/cache/
//! h200-2026-11-22-cache-register-window.md) — while the table rarely changes. A device
//! keeps one of these records to skip a copy whose source cannot have changed since the
//! same copy was made on the same queue:
//!
//! * every write the device performs for the runtime (copies to the device, device to
//!   device, pointer writes, zero fills) drops the copies whose source it overlaps;
//! * a kernel argument the kernel may write through (every device pointer except those the
//!   compiler marks read-only, `ACCRT_ARG_DEVICE_PTR_READ_ONLY`) drops the copies whose
//!   source lies in the same allocation — C forbids reaching another object through it —
//!   or all of them when the pointer is in no allocation the device made;
//! * freeing an allocation drops the copies from it;
//! * once the program has been given a device address (`acc_deviceptr`, `host_data
//!   use_device`, `acc_map_data`), its own code may write device memory behind the
//!   runtime's back, and no copy is skipped any more.

use std::collections::BTreeMap;

use crate::device::{DevPtr, Queue};

#[derive(Debug, Clone, PartialEq, Eq)]
struct Copy {
    function: usize,
    symbol: String,
    src: DevPtr,
    bytes: usize,
    queue: Queue,
}

#[derive(Debug, Default)]
pub struct ConstantSources {
    copies: Vec<Copy>,
    /// Allocations of the device: start → bytes.
    allocations: BTreeMap<DevPtr, usize>,
    exposed: bool,
}

fn overlaps(a: DevPtr, a_bytes: usize, b: DevPtr, b_bytes: usize) -> bool {
    a < b.saturating_add(b_bytes) && b < a.saturating_add(a_bytes)
}

impl ConstantSources {
    /// Whether `symbol` of `function` still holds the `bytes` at `src` that a copy on
    /// `queue` put there (the copy may then be skipped).
    pub fn current(
        &self,
        function: usize,
        symbol: &str,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> bool {
        !self.exposed
            && self.copies.iter().any(|c| {
                c.function == function
                    && c.symbol == symbol
                    && c.src == src
                    && c.bytes == bytes
                    && c.queue == queue
            })
    }

    /// A copy into `symbol` of `function` was made.
    pub fn copied(
        &mut self,
        function: usize,
        symbol: &str,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) {
        self.copies
            .retain(|c| !(c.function == function && c.symbol == symbol));
        self.copies.push(Copy {
            function,
            symbol: symbol.to_string(),
            src,
            bytes,
            queue,
        });
    }

    /// The device wrote `bytes` at `dst`.
    pub fn written(&mut self, dst: DevPtr, bytes: usize) {
        self.copies
            .retain(|c| !overlaps(c.src, c.bytes, dst, bytes));
    }

    /// A kernel was launched that may write through `ptr`.
    pub fn launched_writing(&mut self, ptr: DevPtr) {
        match self.allocation(ptr) {
            Some((start, bytes)) => self.written(start, bytes),
            None => self.copies.clear(),
        }
    }

    pub fn allocated(&mut self, start: DevPtr, bytes: usize) {
        self.allocations.insert(start, bytes);
    }

    pub fn freed(&mut self, start: DevPtr) {
        match self.allocations.remove(&start) {
            Some(bytes) => self.written(start, bytes),
            None => self.copies.clear(),
        }
    }

    /// The program holds a device address: nothing is skipped from now on.
    pub fn exposed(&mut self) {
        self.exposed = true;
        self.copies.clear();
    }

    fn allocation(&self, ptr: DevPtr) -> Option<(DevPtr, usize)> {
        let (&start, &bytes) = self.allocations.range(..=ptr).next_back()?;
        (ptr < start + bytes).then_some((start, bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const Q1: Queue = Queue::Id(1);

    fn table() -> ConstantSources {
        let mut t = ConstantSources::default();
        t.allocated(0x1000, 0x100); // the weights
        t.allocated(0x2000, 0x1000); // the stencil's arrays
        t.copied(7, "w", 0x1000, 28, Q1);
        t
    }

    #[test]
    fn a_copy_stays_current_until_its_source_may_change() {
        let mut t = table();
        assert!(t.current(7, "w", 0x1000, 28, Q1));
        // Another function, symbol, range or queue is another copy.
        assert!(!t.current(8, "w", 0x1000, 28, Q1));
        assert!(!t.current(7, "v", 0x1000, 28, Q1));
        assert!(!t.current(7, "w", 0x1004, 28, Q1));
        assert!(!t.current(7, "w", 0x1000, 24, Q1));
        assert!(!t.current(7, "w", 0x1000, 28, Queue::Id(2)));
        // Writes elsewhere keep it: a copy to another allocation, a kernel writing the
        // stencil's output.
        t.written(0x2000, 0x1000);
        t.written(0x1000 + 28, 4);
        t.launched_writing(0x2400);
        assert!(t.current(7, "w", 0x1000, 28, Q1));
    }

    #[test]
    fn writes_to_the_source_drop_the_copy() {
        for change in [
            |t: &mut ConstantSources| t.written(0x1000 + 24, 8),
            |t: &mut ConstantSources| t.launched_writing(0x1080),
            |t: &mut ConstantSources| t.launched_writing(0x9000), // in no allocation
            |t: &mut ConstantSources| t.freed(0x1000),
            |t: &mut ConstantSources| t.exposed(),
        ] {
            let mut t = table();
            change(&mut t);
            assert!(!t.current(7, "w", 0x1000, 28, Q1));
        }
        // Exposed once, never skipped again.
        let mut t = table();
        t.exposed();
        t.copied(7, "w", 0x1000, 28, Q1);
        assert!(!t.current(7, "w", 0x1000, 28, Q1));
    }
}
