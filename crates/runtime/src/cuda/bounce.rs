//! Small copies between pageable host memory and the device on the synchronous
//! stream, through an arena of pinned memory.
//!
//! The driver copies a small transfer from or to pageable memory through a pinned
//! buffer of its own, and one to pageable memory returns only once it has completed:
//! the host then waits twice, once in the copy and once for the stream (a region with
//! a reduction paid about 1.2 µs more than with pinned memory, session 5's probe in
//! `bench/results/archive/benchmarks/h200-2026-11-22-cuda-launch-probe.md`). The CUDA device instead
//! moves such copies (at most [`MAX_BYTES`], on the synchronous stream) through an
//! arena of [`ARENA_BYTES`] of pinned memory:
//!
//! * **to the device**: the host writes the bytes into the arena and the copy engine
//!   reads them from there, so the user's memory is free again at once;
//! * **from the device**: the copy engine writes into the arena, and the bytes reach
//!   the user's memory, in the order of the copies, when the stream is known to have
//!   completed ([`Bounce::completed`]), which a synchronous copy or construct waits for
//!   before it returns; or, for results the host reads later, when an event after them
//!   has completed ([`Bounce::deliver_first`], see `Device::copy_from_device_later`).
//!
//! The arena's space stays taken until then; a copy that does not fit waits for the
//! stream first. This module keeps the arena's accounts (no CUDA calls); the device
//! allocates the memory and calls it (`cuda/mod.rs`).
//!
//! The arena's last [`RESULT_SLOTS`] × 16 bytes are **result slots**: the memory of a
//! reduction variable that a construct's kernels reach directly through the arena's
//! device address (`Device::alloc_result`). A slot holds the variable's value from the
//! construct's data entry, the kernel's last block combines the result into it, and it
//! is delivered to the variable like a copy from the device, with no copy on the stream.
//! A slot stays taken until it is delivered, whenever the stream completes.

/// The largest copy that goes through the arena.
pub const MAX_BYTES: usize = 4096;
/// The arena's size.
pub const ARENA_BYTES: usize = 64 << 10;
/// Each copy starts at a multiple of this many bytes.
const ALIGN: usize = 16;
/// Result slots at the arena's end, of [`RESULT_BYTES`] each (one bit of
/// `Bounce::results_taken` each).
pub const RESULT_SLOTS: usize = 64;
/// The largest value a result slot holds.
pub const RESULT_BYTES: usize = 16;
/// The part of the arena for copies.
const COPY_BYTES: usize = ARENA_BYTES - RESULT_SLOTS * RESULT_BYTES;

/// The arena's accounts. Holds raw pointers into the arena and into user memory that
/// the synchronous stream's copies are writing; only the device uses it.
#[derive(Debug)]
pub struct Bounce {
    base: *mut u8,
    /// The arena's address on the device (mapped pinned memory).
    device_base: usize,
    used: usize,
    /// Copies from the device not yet delivered: arena address, user address, bytes.
    to_host: Vec<(*const u8, *mut u8, usize)>,
    /// Bit `i`: result slot `i` is taken.
    results_taken: u64,
}

impl Bounce {
    /// # Safety
    /// `base` points to [`ARENA_BYTES`] writable bytes for the life of the value, which
    /// the device reaches at `device_base`.
    pub unsafe fn new(base: *mut u8, device_base: usize) -> Bounce {
        Bounce {
            base,
            device_base,
            used: 0,
            to_host: Vec::new(),
            results_taken: 0,
        }
    }

    pub fn base(&self) -> *mut u8 {
        self.base
    }

    /// A free result slot for a value of `bytes` (at most [`RESULT_BYTES`]): its host
    /// and device addresses. It stays taken until it is delivered.
    pub fn reserve_result(&mut self, bytes: usize) -> Option<(*mut u8, usize)> {
        let free = (!self.results_taken).trailing_zeros() as usize;
        if bytes > RESULT_BYTES || free >= RESULT_SLOTS {
            return None;
        }
        self.results_taken |= 1 << free;
        let offset = COPY_BYTES + free * RESULT_BYTES;
        // SAFETY: offset < ARENA_BYTES.
        Some((unsafe { self.base.add(offset) }, self.device_base + offset))
    }

    /// The host address of the result slot at device address `dev`, if it is one.
    pub fn result_slot(&self, dev: usize) -> Option<*mut u8> {
        let offset = dev.checked_sub(self.device_base + COPY_BYTES)?;
        // SAFETY: inside the arena's result slots.
        (offset < RESULT_SLOTS * RESULT_BYTES)
            .then(|| unsafe { self.base.add(COPY_BYTES + offset) })
    }

    /// Room for a copy of `bytes` (at most [`MAX_BYTES`]), or `None` while the arena is
    /// full: the stream must complete first.
    pub fn reserve(&mut self, bytes: usize) -> Option<*mut u8> {
        let start = self.used.next_multiple_of(ALIGN);
        let end = start.checked_add(bytes)?;
        if bytes > MAX_BYTES || end > COPY_BYTES {
            return None;
        }
        self.used = end;
        // SAFETY: start < ARENA_BYTES, inside the arena.
        Some(unsafe { self.base.add(start) })
    }

    /// The copy from the device into `slot` (from [`Bounce::reserve`]) is for the
    /// `bytes` at `dst`.
    pub fn deliver_later(&mut self, slot: *const u8, dst: *mut u8, bytes: usize) {
        self.to_host.push((slot, dst, bytes));
    }

    /// How many copies from the device wait to be delivered.
    pub fn undelivered(&self) -> usize {
        self.to_host.len()
    }

    /// The first `n` copies from the device (in order) have completed: they reach their
    /// destinations now. Their space stays taken until the stream completes.
    ///
    /// # Safety
    /// As [`Bounce::completed`], for those copies.
    pub unsafe fn deliver_first(&mut self, n: usize) {
        let n = n.min(self.to_host.len());
        for (slot, dst, bytes) in self.to_host.drain(..n) {
            std::ptr::copy_nonoverlapping(slot, dst, bytes);
            let offset = slot as usize - self.base as usize;
            if offset >= COPY_BYTES {
                self.results_taken &= !(1 << ((offset - COPY_BYTES) / RESULT_BYTES));
            }
        }
    }

    /// The synchronous stream has completed: every copy from the device reaches its
    /// destination, in order, and the arena is free again.
    ///
    /// # Safety
    /// Each destination given to [`Bounce::deliver_later`] is still writable.
    pub unsafe fn completed(&mut self) {
        self.deliver_first(self.to_host.len());
        self.used = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_are_aligned_and_wait_for_room() {
        let mut arena = vec![0u8; ARENA_BYTES];
        let base = arena.as_mut_ptr();
        let mut b = unsafe { Bounce::new(base, 0) };
        let first = b.reserve(4).unwrap();
        let second = b.reserve(8).unwrap();
        assert_eq!((first, second), (base, unsafe { base.add(16) }));
        assert_eq!(b.reserve(MAX_BYTES + 1), None, "too large for the arena");
        let mut copies = 2;
        while b.reserve(1024).is_some() {
            copies += 1;
        }
        assert_eq!(copies, 2 + (COPY_BYTES - 32) / 1024);
        // 992 bytes are left: exactly that much fits, no more
        assert_eq!((COPY_BYTES - 32) % 1024, 992);
        assert_eq!(b.reserve(993), None, "full until the stream completes");
        assert!(b.reserve(992).is_some());
        assert_eq!(b.reserve(1), None);
        unsafe { b.completed() };
        assert_eq!(b.reserve(4), Some(base));
    }

    #[test]
    fn result_slots_stay_taken_until_delivered() {
        let mut arena = vec![0u8; ARENA_BYTES];
        let base = arena.as_mut_ptr();
        let device_base = 0x7000_0000_0000;
        let mut b = unsafe { Bounce::new(base, device_base) };
        assert_eq!(
            b.reserve_result(RESULT_BYTES + 1),
            None,
            "too large for a slot"
        );
        let (slot, dev) = b.reserve_result(8).unwrap();
        assert_eq!(slot as usize - base as usize, dev - device_base);
        assert_eq!(b.result_slot(dev), Some(slot));
        assert_eq!(b.result_slot(device_base), None, "the copies' part");
        assert_eq!(
            b.result_slot(device_base + ARENA_BYTES),
            None,
            "past the arena"
        );
        // the value the kernel leaves in the slot reaches the variable on delivery
        unsafe { slot.cast::<u64>().write_unaligned(42) };
        let mut user = 0u64;
        b.deliver_later(slot, (&mut user as *mut u64).cast(), 8);
        // until it is delivered, the slot is not given out again
        let others: Vec<_> = (1..RESULT_SLOTS)
            .map(|_| b.reserve_result(4).unwrap())
            .collect();
        assert!(others.iter().all(|(s, _)| *s != slot));
        assert_eq!(b.reserve_result(4), None, "every slot taken");
        unsafe { b.deliver_first(1) };
        assert_eq!(user, 42);
        assert_eq!(b.reserve_result(4).map(|r| r.0), Some(slot), "free again");
        // copies never reach into the result slots
        while b.reserve(MAX_BYTES).is_some() {}
        assert!(b.used <= COPY_BYTES);
    }

    #[test]
    fn copies_from_the_device_arrive_in_order_at_completion() {
        let mut arena = vec![0u8; ARENA_BYTES];
        let mut b = unsafe { Bounce::new(arena.as_mut_ptr(), 0) };
        let mut user = [0u32; 2];
        let dst = user.as_mut_ptr().cast::<u8>();
        for (value, at) in [(7u32, 0usize), (9, 4), (11, 0)] {
            let slot = b.reserve(4).unwrap();
            // what the copy engine writes
            unsafe { slot.cast::<u32>().write_unaligned(value) };
            b.deliver_later(slot, unsafe { dst.add(at) }, 4);
        }
        assert_eq!(b.undelivered(), 3);
        assert_eq!(user, [0, 0], "nothing before the stream completes");
        unsafe { b.completed() };
        assert_eq!(user, [11, 9], "the later copy to the same place wins");
        assert_eq!(b.undelivered(), 0);
    }

    #[test]
    fn completed_copies_can_be_delivered_before_the_stream_completes() {
        let mut arena = vec![0u8; ARENA_BYTES];
        let mut b = unsafe { Bounce::new(arena.as_mut_ptr(), 0) };
        let mut user = [0u32; 2];
        let dst = user.as_mut_ptr().cast::<u8>();
        for (value, at) in [(7u32, 0usize), (9, 4)] {
            let slot = b.reserve(4).unwrap();
            unsafe { slot.cast::<u32>().write_unaligned(value) };
            b.deliver_later(slot, unsafe { dst.add(at) }, 4);
        }
        assert_eq!(b.undelivered(), 2);
        unsafe { b.deliver_first(1) };
        assert_eq!(user, [7, 0], "only the copy known to be complete");
        assert_eq!(b.undelivered(), 1);
        user[0] = 1;
        unsafe { b.completed() };
        assert_eq!(user, [1, 9], "a delivered copy is not delivered again");
        assert_eq!(
            b.reserve(4),
            Some(arena.as_mut_ptr()),
            "room again at completion"
        );
    }
}
