//! Transfers between pageable host memory and the device, staged through pinned
//! memory.
//!
//! The GPU's copy engines read and write only page-locked (pinned) host memory. The
//! driver stages a copy from ordinary (pageable) memory through small pinned buffers
//! of its own, one piece after the other, which reaches a fraction of the link's
//! bandwidth. For large transfers the device does it itself, with a pool of
//! [`POOL_BYTES`] of pinned memory divided into slots and a crew of host threads:
//!
//! * **to the device**: the crew copies piece *i* of the user's memory into a slot
//!   while the copy engine moves the pieces before it to the device; each slot's
//!   event tells when its piece has left, so that the slot can be filled again;
//! * **from the device**: the copy engine fills the slots, and the crew copies each
//!   completed piece out into the user's memory while the next pieces arrive.
//!
//! Uploads cycle through [`UPLOAD_POOL_BYTES`] of the pool, downloads through all of it.
//! Pieces are [`MIN_PIECE`]..[`MAX_PIECE`] bytes (about 1/32 of the transfer, so that
//! the first piece, which nothing overlaps, costs little), and the crew splits each
//! piece into jobs of [`JOB_BYTES`]. Copies of at most [`DIRECT_MAX`] bytes, and copies
//! from or to memory that is already pinned, go directly to the driver.
//!
//! This module holds the plan and the crew (host threads only, no CUDA calls); the
//! CUDA device drives them (`cuda/mod.rs`).

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

/// Pinned memory of the staging pool (2 × 32 MiB).
pub const POOL_BYTES: usize = 64 << 20;
/// The part of the pool a transfer to the device cycles through. The crew's copies into
/// the pool slow the copy engine's reads of host memory, and the less of the pool an
/// upload keeps in flight, the less they do: 256 MiB uploads of pageable memory reached
/// 81–91% of the pinned bandwidth (mean 88.0%) through 32 MiB (4 slots of 8 MiB), against
/// 80–88% (mean 84.4%) through the whole pool (10 runs each, taking turns, on one H100
/// machine). Through 24 MiB (3 slots) they fell to 50–56%: the crew waits for slots.
/// Downloads keep the whole pool (through 32 MiB they fell from 88–96% to 74–85%).
/// bench/results/archive/transfers/h100-2026-11-28-staging-slots.md
pub const UPLOAD_POOL_BYTES: usize = 32 << 20;
/// Copies of at most this many bytes go directly to the driver.
pub const DIRECT_MAX: usize = 1 << 20;
/// The smallest and largest piece of a staged transfer.
pub const MIN_PIECE: usize = 1 << 20;
pub const MAX_PIECE: usize = 8 << 20;
/// The most slots the pool is divided into (one event each).
pub const MAX_SLOTS: usize = 16;
/// The unit of work of one crew thread.
pub const JOB_BYTES: usize = 1 << 20;
/// To the device: copies the copy engine still has queued when the host blocks to
/// reuse a slot (so the engine never runs dry while the host waits).
pub const FILL_LAG: usize = 2;
/// From the device: pieces the crew may still be copying out when the host blocks to
/// refill a slot (so the crew always has several pieces of work).
pub const DRAIN_LAG: usize = 3;
/// The most crew threads.
pub const MAX_THREADS: usize = 12;

/// Whether a copy of `bytes` goes through the staging pool: large copies of pageable
/// memory do; small ones and pinned memory go directly to the driver.
pub fn staged(bytes: usize, host_is_pinned: bool) -> bool {
    !host_is_pinned && bytes > DIRECT_MAX
}

/// One piece of a staged transfer: bytes `offset..offset + len` of the transfer
/// pass through pool slot `slot`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub offset: usize,
    pub len: usize,
    pub slot: usize,
}

/// How a transfer of `bytes` is cut: slots of `piece` bytes (the pool holds `slots` of
/// them), and the pieces in order, which use the slots in turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub piece: usize,
    pub slots: usize,
    pub pieces: Vec<Piece>,
}

/// The plan of a staged transfer of `bytes`, to the device or from it.
pub fn plan(bytes: usize, to_device: bool) -> Plan {
    let piece = (bytes / 32)
        .max(1)
        .next_power_of_two()
        .clamp(MIN_PIECE, MAX_PIECE);
    let pool = if to_device {
        UPLOAD_POOL_BYTES
    } else {
        POOL_BYTES
    };
    let slots = (pool / piece).min(MAX_SLOTS);
    let pieces = (0..bytes)
        .step_by(piece)
        .enumerate()
        .map(|(i, offset)| Piece {
            offset,
            len: piece.min(bytes - offset),
            slot: i % slots,
        })
        .collect();
    Plan {
        piece,
        slots,
        pieces,
    }
}

/// One step of a staged transfer, for the piece it names (see [`to_device`],
/// [`from_device`]). The CUDA device carries them out in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// To the device: once the copy engine is done with the piece's slot (wait for
    /// the slot's event), the crew starts copying the piece from user memory into it.
    Fill(usize),
    /// Wait until the crew has finished the piece (its fill or its drain).
    AwaitCrew(usize),
    /// The copy engine moves the piece between its slot and the device (after the
    /// slot's previous copy-engine use), then the slot's event is recorded.
    Dma(usize),
    /// Wait for the slot's event: the piece's `Dma` has completed.
    AwaitDma(usize),
    /// From the device: the crew starts copying the piece from its slot into user
    /// memory.
    Drain(usize),
}

/// The steps of a transfer to the device of `n` pieces through `slots` slots: the
/// crew fills up to `slots - FILL_LAG` pieces ahead of the copy engine; a slot is
/// refilled when `FILL_LAG` later copies are queued behind its last one.
pub fn to_device(n: usize, slots: usize) -> Vec<Step> {
    let lag = FILL_LAG.min(slots - 1);
    let ahead = slots - lag;
    let mut steps = Vec::with_capacity(3 * n);
    let mut next = 0;
    let mut fill_until = |limit: usize, steps: &mut Vec<Step>| {
        while next < n.min(limit) {
            steps.push(Step::Fill(next));
            next += 1;
        }
    };
    fill_until(ahead, &mut steps);
    for i in 0..n {
        steps.push(Step::AwaitCrew(i));
        steps.push(Step::Dma(i));
        fill_until(i + 1 + ahead, &mut steps);
    }
    steps
}

/// The steps of a transfer from the device of `n` pieces through `slots` slots: the
/// copy engine runs up to `slots - DRAIN_LAG` pieces ahead of the crew; a slot is
/// reused when the crew has copied its piece out, with `DRAIN_LAG` later pieces
/// still being copied out. Ends when the crew has copied out everything.
pub fn from_device(n: usize, slots: usize) -> Vec<Step> {
    let lag = DRAIN_LAG.min(slots - 1);
    let ahead = slots - lag;
    let mut steps = Vec::with_capacity(4 * n);
    let mut next = 0;
    let mut dma_until = |limit: usize, steps: &mut Vec<Step>| {
        while next < n.min(limit) {
            if next >= slots {
                steps.push(Step::AwaitCrew(next - slots));
            }
            steps.push(Step::Dma(next));
            next += 1;
        }
    };
    dma_until(ahead, &mut steps);
    for i in 0..n {
        steps.push(Step::AwaitDma(i));
        steps.push(Step::Drain(i));
        dma_until(i + 1 + ahead, &mut steps);
    }
    for i in n.saturating_sub(slots)..n {
        steps.push(Step::AwaitCrew(i));
    }
    steps
}

/// The number of crew threads on this machine: `ACCC_CUDA_COPY_THREADS` if set (1 to
/// 64, for experiments), else three quarters of the usable CPUs, 1 to [`MAX_THREADS`]
/// (each copies at several GB/s; a handful saturate the host memory a PCIe link needs).
/// On the 16-CPU H200 machines, host-to-device transfers of 256 MiB of pageable memory
/// reached 88–94% of the pinned bandwidth with 12 threads (11 runs), 83–94% with 8 (3 of
/// 8 runs under 90%), 84–91% with 14 to 16: the host's memory, shared with the copy
/// engine, is the ceiling (bench/results/archive/transfers/h200-2026-11-22-staged-transfers.md).
pub fn default_threads() -> usize {
    if let Some(n) = std::env::var("ACCC_CUDA_COPY_THREADS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
    {
        return n.clamp(1, 64);
    }
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    (cpus * 3 / 4).clamp(1, MAX_THREADS)
}

/// How the crew writes a job's destination.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stores {
    /// Through the caches: into a pool slot, which the copy engine reads next (from the
    /// host's last-level cache where it can). With non-temporal stores here, host-to-device
    /// transfers of pageable memory fell from 92–93% to 68–81% of the pinned bandwidth
    /// (H200 machine, session 13).
    Cached,
    /// Around the caches ([`stream_copy`]): into the user's memory, out of a slot.
    Streaming,
}

/// One memcpy of the crew. Addresses as integers: the submitter guarantees they stay
/// valid until the job is done (see [`CopyCrew::post`]).
#[derive(Debug, Clone, Copy)]
struct Job {
    src: usize,
    dst: usize,
    len: usize,
    piece: usize,
    stores: Stores,
}

#[derive(Debug, Default)]
struct State {
    jobs: VecDeque<Job>,
    /// Jobs not yet done, per piece of the current transfer.
    remaining: Vec<usize>,
    quit: bool,
}

#[derive(Debug, Default)]
struct Shared {
    state: Mutex<State>,
    /// Signalled when jobs are posted (or the crew must quit).
    work: Condvar,
    /// Signalled when a job is done.
    done: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A poisoned lock only means a thread panicked while holding it; the counters
        // are still consistent (each update is one statement).
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Host threads that copy between user memory and the pinned pool, one transfer at a
/// time: `begin(pieces)`, then `post` each piece and `wait` for it.
#[derive(Debug)]
pub struct CopyCrew {
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

impl CopyCrew {
    /// A crew of `threads` (at least one) threads.
    pub fn new(threads: usize) -> Result<CopyCrew, String> {
        let shared = Arc::new(Shared::default());
        let mut crew = CopyCrew {
            shared,
            threads: Vec::new(),
        };
        for i in 0..threads.max(1) {
            let shared = Arc::clone(&crew.shared);
            let t = std::thread::Builder::new()
                .name(format!("accrt-copy-{i}"))
                .spawn(move || work(&shared))
                .map_err(|e| format!("cannot start a copy thread: {e}"))?;
            crew.threads.push(t);
        }
        Ok(crew)
    }

    pub fn threads(&self) -> usize {
        self.threads.len()
    }

    /// Start a transfer of `pieces` pieces (the previous one must be complete).
    pub fn begin(&self, pieces: usize) {
        let mut st = self.shared.lock();
        st.remaining.clear();
        st.remaining.resize(pieces, 0);
    }

    /// Copy `len` bytes from `src` to `dst` as piece `piece`, split into jobs.
    ///
    /// # Safety
    /// Both ranges must stay valid, and must not be touched by anyone else, until
    /// [`CopyCrew::wait`] for this piece (or [`CopyCrew::wait_all`]) has returned.
    pub unsafe fn post(
        &self,
        piece: usize,
        src: *const u8,
        dst: *mut u8,
        len: usize,
        stores: Stores,
    ) {
        let mut st = self.shared.lock();
        let jobs = len.div_ceil(JOB_BYTES).max(1);
        if let Some(r) = st.remaining.get_mut(piece) {
            *r += jobs;
        }
        for j in 0..jobs {
            let off = j * JOB_BYTES;
            st.jobs.push_back(Job {
                src: src as usize + off,
                dst: dst as usize + off,
                len: JOB_BYTES.min(len - off),
                piece,
                stores,
            });
        }
        drop(st);
        self.shared.work.notify_all();
    }

    /// Block until every job of `piece` is done.
    pub fn wait(&self, piece: usize) {
        let mut st = self.shared.lock();
        while st.remaining.get(piece).is_some_and(|&r| r > 0) {
            st = self
                .shared
                .done
                .wait(st)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Block until every posted job is done.
    pub fn wait_all(&self) {
        let mut st = self.shared.lock();
        while st.remaining.iter().any(|&r| r > 0) {
            st = self
                .shared
                .done
                .wait(st)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

impl Drop for CopyCrew {
    fn drop(&mut self) {
        self.wait_all();
        self.shared.lock().quit = true;
        self.shared.work.notify_all();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// Waits for the crew when dropped: a transfer that stops early (a CUDA call failed)
/// must not return while the crew still reads or writes its memory.
pub struct Settle<'a>(pub &'a CopyCrew);

impl Drop for Settle<'_> {
    fn drop(&mut self) {
        self.0.wait_all();
    }
}

/// Copies `len` bytes from `src` to `dst` (not overlapping) with stores that bypass the
/// caches where the target has them: SSE2's non-temporal stores on x86-64. A cached store
/// first reads each line it writes (a read for ownership): a quarter more host-memory
/// traffic while the copy engine also writes the host's memory. Device-to-host transfers
/// of 256 MiB of pageable memory (H200 machines, session 13, 10 runs each, alternating):
/// 93–97% of the pinned bandwidth, mean 95.8%, with these; 91–96%, mean 94.6%, with
/// cached stores, which earlier sessions saw as low as 80% on other machines.
///
/// # Safety
/// As `std::ptr::copy_nonoverlapping`.
unsafe fn stream_copy(src: *const u8, dst: *mut u8, len: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_sfence, _mm_stream_si128};
        const LANE: usize = 16;
        // Up to the first 16-byte aligned byte of the destination, as usual.
        let head = dst.align_offset(LANE).min(len);
        std::ptr::copy_nonoverlapping(src, dst, head);
        let mut at = head;
        while at + LANE <= len {
            let v = _mm_loadu_si128(src.add(at).cast::<__m128i>());
            _mm_stream_si128(dst.add(at).cast::<__m128i>(), v);
            at += LANE;
        }
        std::ptr::copy_nonoverlapping(src.add(at), dst.add(at), len - at);
        // Non-temporal stores are weakly ordered: all of them are visible before the job
        // counts as done (and the user reads the memory).
        _mm_sfence();
    }
    #[cfg(not(target_arch = "x86_64"))]
    std::ptr::copy_nonoverlapping(src, dst, len);
}

/// The body of a crew thread.
fn work(shared: &Shared) {
    let mut st = shared.lock();
    loop {
        if let Some(job) = st.jobs.pop_front() {
            drop(st);
            // SAFETY: `post`'s contract keeps both ranges valid and unshared until
            // the job is counted as done below.
            unsafe {
                let (src, dst) = (job.src as *const u8, job.dst as *mut u8);
                match job.stores {
                    Stores::Cached => std::ptr::copy_nonoverlapping(src, dst, job.len),
                    Stores::Streaming => stream_copy(src, dst, job.len),
                }
            };
            st = shared.lock();
            if let Some(r) = st.remaining.get_mut(job.piece) {
                *r -= 1;
            }
            shared.done.notify_all();
        } else if st.quit {
            return;
        } else {
            st = shared.work.wait(st).unwrap_or_else(PoisonError::into_inner);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stream_copy_copies_every_byte_at_any_alignment() {
        let src: Vec<u8> = (0..5000u32).map(|i| (i * 37 % 251) as u8).collect();
        for (from, to, len) in [
            (0, 0, 4096),
            (1, 3, 4000),
            (5, 0, 17),
            (0, 9, 0),
            (3, 7, 63),
            (2, 1, 4990),
        ] {
            let mut dst = vec![0xAAu8; 5016];
            unsafe { stream_copy(src.as_ptr().add(from), dst.as_mut_ptr().add(to), len) };
            assert_eq!(
                &dst[to..to + len],
                &src[from..from + len],
                "from {from} to {to}, {len} bytes"
            );
            assert!(
                dst[..to].iter().all(|&b| b == 0xAA),
                "bytes before the copy kept"
            );
            assert!(
                dst[to + len..].iter().all(|&b| b == 0xAA),
                "bytes after the copy kept"
            );
        }
    }

    #[test]
    fn small_and_pinned_copies_go_direct() {
        assert!(!staged(4096, false));
        assert!(!staged(DIRECT_MAX, false));
        assert!(staged(DIRECT_MAX + 1, false));
        assert!(!staged(256 << 20, true));
        assert!(staged(256 << 20, false));
    }

    #[test]
    fn plans_cover_the_transfer_in_order_and_rotate_the_slots() {
        for bytes in [
            DIRECT_MAX + 1,
            3 << 20,
            (5 << 20) + 123,
            64 << 20,
            (256 << 20) - 7,
            256 << 20,
            1 << 32,
        ] {
            for (p, pool) in [
                (plan(bytes, true), UPLOAD_POOL_BYTES),
                (plan(bytes, false), POOL_BYTES),
            ] {
                assert!(p.piece >= MIN_PIECE && p.piece <= MAX_PIECE, "{bytes}");
                assert!(p.slots >= 2 && p.slots <= MAX_SLOTS, "{bytes}");
                assert!(p.slots * p.piece <= pool, "{bytes}: the slots fit the pool");
                let mut next = 0;
                for (i, piece) in p.pieces.iter().enumerate() {
                    assert_eq!(piece.offset, next, "{bytes}: contiguous");
                    assert!(piece.len > 0 && piece.len <= p.piece);
                    assert_eq!(piece.slot, i % p.slots);
                    next += piece.len;
                }
                assert_eq!(next, bytes, "{bytes}: complete");
            }
        }
    }

    #[test]
    fn piece_sizes() {
        // 256 MiB: 8 MiB pieces, 32 pieces; 4 slots (32 MiB) up, 8 (the 64 MiB pool) down
        let p = plan(256 << 20, true);
        assert_eq!((p.piece, p.slots, p.pieces.len()), (8 << 20, 4, 32));
        let p = plan(256 << 20, false);
        assert_eq!((p.piece, p.slots, p.pieces.len()), (8 << 20, 8, 32));
        // 16 MiB: 1 MiB pieces (the smallest), at most 16 slots either way
        for to_device in [true, false] {
            let p = plan(16 << 20, to_device);
            assert_eq!((p.piece, p.slots, p.pieces.len()), (1 << 20, 16, 16));
        }
        // just over the direct limit: two pieces
        let p = plan(DIRECT_MAX + 1, true);
        assert_eq!(p.pieces.len(), 2);
        assert_eq!(p.pieces[1].len, 1);
        // 64 MiB: 2 MiB pieces
        assert_eq!(plan(64 << 20, true).piece, 2 << 20);
    }

    /// Replays a schedule and checks what the device relies on: every piece moves
    /// once, in order; the host never writes a slot the copy engine may still read
    /// (nor the engine a slot the crew still reads); every wait is for work already
    /// started; and the copy engine has `lag` copies queued whenever the host blocks
    /// on it (to the device), or the crew `lag` pieces (from the device).
    fn replay(steps: &[Step], n: usize, slots: usize, to_device: bool) {
        let mut filled = vec![false; n]; // crew work posted (fill or drain)
        let mut crew_done = vec![false; n];
        let mut dma = vec![false; n];
        let mut dma_done = vec![false; n];
        let mut dmas = Vec::new();
        for &s in steps {
            match s {
                Step::Fill(j) => {
                    assert!(to_device);
                    assert!(!filled[j]);
                    if j >= slots {
                        // the slot's previous piece has gone to the engine; waiting
                        // for it leaves FILL_LAG later copies queued
                        assert!(dma[j - slots], "{s:?} before Dma({})", j - slots);
                        dma_done[j - slots] = true;
                        let queued = dmas.iter().filter(|&&d| d > j - slots).count();
                        let remaining = n - (j - slots) - 1;
                        assert!(
                            queued >= FILL_LAG.min(slots - 1).min(remaining),
                            "{s:?}: {queued} queued"
                        );
                    }
                    filled[j] = true;
                }
                Step::AwaitCrew(j) => {
                    assert!(filled[j], "{s:?} of work never posted");
                    if !to_device && dmas.len() < n {
                        // waiting to reuse a slot leaves DRAIN_LAG pieces to the crew
                        let posted_after = (j + 1..n).filter(|&k| filled[k]).count();
                        assert!(
                            posted_after >= DRAIN_LAG.min(slots - 1),
                            "{s:?}: the crew ran dry"
                        );
                    }
                    crew_done[j] = true;
                }
                Step::Dma(j) => {
                    assert_eq!(dmas.len(), j, "in order");
                    if to_device {
                        assert!(crew_done[j], "Dma({j}) before its fill is done");
                    } else if j >= slots {
                        assert!(
                            crew_done[j - slots],
                            "Dma({j}) over a slot still being drained"
                        );
                    }
                    dma[j] = true;
                    dmas.push(j);
                }
                Step::AwaitDma(j) => {
                    assert!(!to_device && dma[j]);
                    let queued = dmas.iter().filter(|&&d| d > j).count();
                    if slots - DRAIN_LAG.min(slots - 1) >= 2 {
                        assert!(queued >= 1.min(n - j - 1), "{s:?}: the engine ran dry");
                    }
                    dma_done[j] = true;
                }
                Step::Drain(j) => {
                    assert!(
                        !to_device && dma_done[j],
                        "Drain({j}) before its copy completed"
                    );
                    filled[j] = true;
                }
            }
        }
        assert_eq!(
            dmas,
            (0..n).collect::<Vec<_>>(),
            "every piece moved once, in order"
        );
        if !to_device {
            assert!(
                crew_done.iter().all(|&d| d),
                "everything copied out before the end"
            );
        }
    }

    #[test]
    fn schedules_keep_slots_safe_and_both_sides_busy() {
        for (n, slots) in [
            (1, 8),
            (2, 16),
            (7, 8),
            (8, 8),
            (9, 8),
            (32, 8),
            (300, 16),
            (5, 2),
            (40, 3),
        ] {
            replay(&to_device(n, slots), n, slots, true);
            replay(&from_device(n, slots), n, slots, false);
        }
        // the 256 MiB case: 32 pieces of 8 MiB through 4 slots up, 8 down
        let p = plan(256 << 20, true);
        let steps = to_device(p.pieces.len(), p.slots);
        assert_eq!(steps[..2], [Step::Fill(0), Step::Fill(1)], "2 pieces ahead");
        assert_eq!(
            steps[2..5],
            [Step::AwaitCrew(0), Step::Dma(0), Step::Fill(2)]
        );
        let p = plan(256 << 20, false);
        let steps = from_device(p.pieces.len(), p.slots);
        assert_eq!(
            steps[..5],
            (0..5).map(Step::Dma).collect::<Vec<_>>()[..],
            "5 copies ahead"
        );
    }

    #[test]
    fn the_crew_copies_every_piece() {
        let crew = CopyCrew::new(3).unwrap();
        assert_eq!(crew.threads(), 3);
        let bytes = (5 * JOB_BYTES) + 12_345;
        let src: Vec<u8> = (0..bytes).map(|i| (i * 7 % 251) as u8).collect();
        let mut dst = vec![0u8; bytes];
        let p = plan(bytes, true);
        crew.begin(p.pieces.len());
        for (i, piece) in p.pieces.iter().enumerate() {
            unsafe {
                crew.post(
                    i,
                    src.as_ptr().add(piece.offset),
                    dst.as_mut_ptr().add(piece.offset),
                    piece.len,
                    if i % 2 == 0 {
                        Stores::Cached
                    } else {
                        Stores::Streaming
                    },
                )
            };
        }
        crew.wait(0);
        crew.wait_all();
        assert!(src == dst);
        // a second transfer reuses the crew
        let mut again = vec![0u8; 100];
        crew.begin(1);
        unsafe { crew.post(0, src.as_ptr(), again.as_mut_ptr(), 100, Stores::Cached) };
        {
            let _settle = Settle(&crew);
        }
        assert_eq!(&again[..], &src[..100]);
        // waiting for a piece that was never posted returns at once
        crew.wait(7);
        drop(crew);
        assert!(default_threads() >= 1 && default_threads() <= MAX_THREADS);
    }
}
