//! The checking mode's constructs (`ACC_CHECK=1`, see [`crate::check`]) as [`Runtime`]
//! methods: the data clauses of a construct kept from its begin to its end, the presence
//! checks of a compute region's variables, and the swap of every present mapping's
//! device copy into host memory around the region.

use super::offload::{arg_kind, not_present, Clause, DataKind, Entry, Rows, Site};
use super::Runtime;
use crate::device::{DevPtr, Queue};
use crate::error::AccError;
use crate::present::HostRange;

/// One data clause as a begin evaluated it, kept for the end.
#[derive(Debug, Clone)]
struct KeptClause {
    host: usize,
    bytes: usize,
    kind: i32,
    flags: i32,
    name: String,
    rows: Option<Rows>,
}

impl KeptClause {
    fn of(c: &Clause<'_>) -> KeptClause {
        KeptClause {
            host: c.host,
            bytes: c.bytes,
            kind: c.kind,
            flags: c.flags,
            name: c.name.to_string(),
            rows: c.rows,
        }
    }

    fn clause(&self) -> Clause<'_> {
        Clause {
            host: self.host,
            bytes: self.bytes,
            kind: self.kind,
            flags: self.flags,
            name: &self.name,
            rows: self.rows,
            // Pieces belong to updates, which keep nothing.
            pieces: None,
        }
    }
}

/// A construct between its check begin and end: where it stands, its clauses, and for a
/// compute construct what was swapped.
#[derive(Debug)]
pub struct Frame {
    /// The address of the directive's `__accrt_loc` (what the end names).
    pub loc: usize,
    clauses: Vec<KeptClause>,
    async_arg: i32,
    swap: Option<Swap>,
}

/// The mappings of a compute region swapped with host memory.
#[derive(Debug, Default)]
struct Swap {
    /// The device the mappings are on (the slot's index).
    slot: usize,
    /// Each present mapping taken part: its host range and device copy.
    mappings: Vec<(HostRange, DevPtr)>,
    /// The parts of them that keep the host's value in the region (firstprivate
    /// variables inside present data): host address, device address, bytes.
    kept: Vec<(usize, DevPtr, usize)>,
}

/// A variable of a compute region, as `__accrt_arg` gives it: `host` is a host address
/// the region reaches (`ACCRT_ARG_DEVICE_PTR*`: it must be present, as a kernel launch
/// requires), or the address of `size` bytes the region takes by value
/// (`ACCRT_ARG_VALUE`: a firstprivate variable, which keeps the host's value even inside
/// present data).
#[derive(Debug, Clone, Copy)]
pub struct CheckArg<'a> {
    pub host: usize,
    pub size: usize,
    pub kind: i32,
    pub name: &'a str,
}

/// The part of the calling thread's stack below the caller of the runtime: the runtime's
/// own frames and dead ones. A present mapping there that the region does not name is
/// stale (a local array entered and never exited): it is not swapped, since that memory
/// is the runtime's while it swaps.
#[derive(Debug, Clone, Copy)]
pub struct StackGuard {
    pub low: usize,
    pub high: usize,
}

impl StackGuard {
    /// No part of the address space.
    pub const NONE: StackGuard = StackGuard { low: 0, high: 0 };

    fn covers(&self, r: HostRange) -> bool {
        r.start < self.high && self.low < r.end()
    }
}

/// Bytes compared and swapped at a time.
const CHUNK: usize = 64 * 1024;

/// Whether all of `r` is mapped memory (a mapping whose host memory was freed and given
/// back to the system is not swapped: reading it would fault). `msync(MS_ASYNC)` only
/// looks the range up among the process's mappings (ENOMEM where a page is not mapped).
fn mapped(r: HostRange) -> bool {
    #[cfg(target_os = "linux")]
    {
        extern "C" {
            fn msync(addr: *mut std::ffi::c_void, length: usize, flags: i32) -> i32;
        }
        const MS_ASYNC: i32 = 1;
        const PAGE: usize = 4096;
        let start = r.start & !(PAGE - 1);
        // SAFETY: MS_ASYNC schedules nothing for private memory; it checks the range.
        unsafe { msync(start as *mut _, r.end() - start, MS_ASYNC) == 0 }
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = r;
        true
    }
}

impl Runtime {
    /// Entry of a data construct in checking mode: `__accrt_data_begin`'s work, and the
    /// frame its end takes back.
    ///
    /// # Safety
    /// As [`Runtime::data_begin`].
    pub unsafe fn check_data_begin(
        &mut self,
        site: &Site<'_>,
        loc: usize,
        clauses: &[Clause<'_>],
        async_arg: i32,
    ) -> Result<Frame, AccError> {
        self.data(site, clauses, async_arg, Entry::DataBegin)?;
        Ok(Frame {
            loc,
            clauses: clauses.iter().map(KeptClause::of).collect(),
            async_arg,
            swap: None,
        })
    }

    /// Entry of a compute construct in checking mode: its data clauses, the presence of
    /// the variables in `args` (the same check a kernel launch makes, naming the
    /// variable), then every present mapping's device copy swapped into host memory
    /// (except stale ones in the dead part of the stack that `guard` covers).
    ///
    /// # Safety
    /// As [`Runtime::data_begin`]; every present mapping's host memory must be the
    /// program's (readable, and writable where it differs from its device copy).
    pub unsafe fn check_compute_begin(
        &mut self,
        site: &Site<'_>,
        loc: usize,
        clauses: &[Clause<'_>],
        args: &[CheckArg<'_>],
        async_arg: i32,
        guard: StackGuard,
    ) -> Result<Frame, AccError> {
        let mut frame = self.check_data_begin(site, loc, clauses, async_arg)?;
        let i = self.site_slot(site)?;
        let slot = &mut self.slots[i];
        if slot.shared() {
            return Ok(frame);
        }
        // Every variable the region reaches must be present, as on a GPU.
        let mut values = Vec::new();
        for a in args {
            match a.kind {
                arg_kind::DEVICE_PTR | arg_kind::DEVICE_PTR_READ_ONLY
                    if a.host != 0 && slot.present.find_point(a.host).is_none() =>
                {
                    return Err(not_present(
                        site,
                        format_args!("`{}` (used in the construct)", a.name),
                        slot,
                        a.host,
                        0,
                    ));
                }
                arg_kind::VALUE if a.host != 0 && a.size > 0 => values.push((a.host, a.size)),
                _ => {}
            }
        }
        // What the region names is live, wherever it lies: a `deviceptr` names the host
        // data whose device copy it points into (an `acc_deviceptr` or `acc_create` result,
        // which the region reaches at that host address).
        let reached_by_deviceptr: Vec<usize> = clauses
            .iter()
            .filter(|c| c.kind == DataKind::Deviceptr as i32)
            .filter_map(|c| slot.present.host_of(c.host))
            .collect();
        let named = |r: HostRange| {
            clauses
                .iter()
                .map(|c| c.host)
                .chain(args.iter().map(|a| a.host))
                .chain(reached_by_deviceptr.iter().copied())
                .any(|h| h != 0 && r.contains(h))
        };
        let mappings: Vec<(HostRange, DevPtr)> = slot
            .present
            .entries()
            .map(|e| (e.host, e.dev))
            .filter(|&(r, _)| (!guard.covers(r) || named(r)) && mapped(r))
            .collect();
        let mut swap = Swap {
            slot: i,
            mappings,
            kept: Vec::new(),
        };
        let buffer = &mut self.scratch;
        for &(r, dev) in &swap.mappings {
            swap_range(slot, site, r.start, dev, r.len, buffer)?;
        }
        // A firstprivate variable inside present data keeps the host's value: swapped
        // back (until the end swaps it again).
        for &(h, n) in &values {
            for &(r, dev) in &swap.mappings {
                let (lo, hi) = (h.max(r.start), (h + n).min(r.end()));
                if lo < hi {
                    let d = dev + (lo - r.start);
                    swap_range(slot, site, lo, d, hi - lo, buffer)?;
                    swap.kept.push((lo, d, hi - lo));
                }
            }
        }
        frame.swap = Some(swap);
        Ok(frame)
    }

    /// The end of a construct that a check begin entered: for a compute construct, host
    /// memory back into the device copies and the host's own bytes back; then the
    /// construct's data clauses are exited.
    ///
    /// # Safety
    /// As [`Runtime::data_end`]; the mappings the begin swapped still present.
    pub unsafe fn check_end(&mut self, site: &Site<'_>, frame: Frame) -> Result<(), AccError> {
        if let Some(swap) = &frame.swap {
            let (slot, buffer) = (&mut self.slots[swap.slot], &mut self.scratch);
            for &(h, d, n) in &swap.kept {
                swap_range(slot, site, h, d, n, buffer)?;
            }
            for &(r, dev) in &swap.mappings {
                swap_range(slot, site, r.start, dev, r.len, buffer)?;
            }
        }
        let clauses: Vec<Clause<'_>> = frame.clauses.iter().map(KeptClause::clause).collect();
        self.data(site, &clauses, frame.async_arg, Entry::DataEnd)
    }

    /// `deviceptr` in a region of the checking mode: the host address whose device copy
    /// `p` lies in, else `p`.
    pub fn check_host_address(&mut self, p: usize) -> Result<usize, AccError> {
        let slot = self.current_slot()?;
        if slot.shared() {
            return Ok(p);
        }
        Ok(slot.present.host_of(p).unwrap_or(p))
    }
}

/// Exchanges `bytes` of host memory at `host` with the device memory at `dev`, where they
/// differ (a chunk at a time: data equal on both sides, such as a `const` table in
/// read-only memory, is not written).
///
/// # Safety
/// `host..host+bytes` readable, and writable where it differs from the device copy.
unsafe fn swap_range(
    slot: &mut super::Slot,
    site: &Site<'_>,
    host: usize,
    dev: DevPtr,
    bytes: usize,
    buffer: &mut Vec<u8>,
) -> Result<(), AccError> {
    if buffer.len() < CHUNK {
        *buffer = vec![0; CHUNK];
    }
    let mut done = 0;
    while done < bytes {
        let n = (bytes - done).min(CHUNK);
        let (h, d) = (host + done, dev + done);
        slot.dev
            .copy_from_device(buffer.as_mut_ptr(), d, n, Queue::Sync)
            .map_err(|e| {
                site.error(format!(
                    "swapping device data into host memory: {}: {e}",
                    slot.label()
                ))
            })?;
        let here = std::slice::from_raw_parts(h as *const u8, n);
        if here != &buffer[..n] {
            slot.dev
                .copy_to_device(d, h as *const u8, n, Queue::Sync)
                .map_err(|e| {
                    site.error(format!(
                        "swapping host memory into device data: {}: {e}",
                        slot.label()
                    ))
                })?;
            std::ptr::copy_nonoverlapping(buffer.as_ptr(), h as *mut u8, n);
        }
        done += n;
    }
    Ok(())
}
