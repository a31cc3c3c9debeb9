//! The present table of one device: which host address ranges have a copy in device
//! memory, where that copy is, and how many references keep it alive.
//!
//! Reference counting follows OpenACC 3.3 section 2.6.7: the *structured* count is
//! changed by data constructs and compute constructs (entry +1, exit −1); the
//! *dynamic* count by `enter data` / `exit data` and `acc_copyin`, `acc_create`,
//! `acc_copyout`, `acc_delete` (+1 / −1), and set to zero by `finalize`. An entry is
//! removed — and its device memory released by the caller — when both counts are
//! zero. Entries made by `acc_map_data` are never removed that way; only
//! `acc_unmap_data` removes them, and their memory belongs to the user.
//!
//! A lookup succeeds for any subrange of a present range and yields the device
//! address at the same offset. A range that is neither inside one present range nor
//! disjoint from all of them is an error that names both ranges.

use std::collections::BTreeMap;
use std::fmt;

use crate::device::DevPtr;

/// A half-open host address range `[start, start + len)` that does not wrap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostRange {
    pub start: usize,
    pub len: usize,
}

impl HostRange {
    /// The range, or an error when it wraps around the address space.
    pub fn new(start: usize, len: usize) -> Result<HostRange, PresentError> {
        match start.checked_add(len) {
            Some(_) => Ok(HostRange { start, len }),
            None => Err(PresentError::Wraps { start, len }),
        }
    }

    pub fn end(&self) -> usize {
        self.start + self.len
    }

    pub fn contains(&self, addr: usize) -> bool {
        self.start <= addr && addr < self.end()
    }

    pub fn contains_range(&self, other: &HostRange) -> bool {
        self.start <= other.start && other.end() <= self.end()
    }
}

impl fmt::Display for HostRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = if self.len == 1 { "byte" } else { "bytes" };
        write!(
            f,
            "[{:#x}, {:#x}) ({} {unit})",
            self.start,
            self.end(),
            self.len
        )
    }
}

/// Which reference count an operation changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefKind {
    Structured,
    Dynamic,
}

/// One present range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub host: HostRange,
    /// Device address of `host.start`.
    pub dev: DevPtr,
    pub structured: u64,
    pub dynamic: u64,
    /// Made by `acc_map_data`: the device memory is the user's.
    pub mapped: bool,
}

impl Entry {
    /// The device address of host address `addr`, which lies inside this entry.
    fn dev_of(&self, addr: usize) -> DevPtr {
        self.dev + (addr - self.host.start)
    }
}

/// A successful lookup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hit {
    /// The whole present range that contains the request.
    pub entry: HostRange,
    /// The device address corresponding to the start of the request.
    pub dev: DevPtr,
}

/// What a reference release did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Released {
    /// The range was not present: nothing happened.
    NotPresent,
    /// A count was decremented (or already zero); the data stays present.
    /// `dev` is the device address of the request's start.
    StillPresent { dev: DevPtr },
    /// Both counts reached zero: the entry is gone. The caller copies the request
    /// back if needed (from `dev`, the device address of its start) and then frees
    /// `entry.dev`.
    Removed { entry: Entry, dev: DevPtr },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PresentError {
    /// The requested range overlaps a present range without lying inside it.
    PartialOverlap {
        requested: HostRange,
        present: HostRange,
    },
    /// `acc_map_data` of a range that is (partly) present already.
    AlreadyPresent {
        requested: HostRange,
        present: HostRange,
    },
    /// `start + len` overflows.
    Wraps { start: usize, len: usize },
    /// A zero-length range cannot be made present.
    Empty { start: usize },
    /// `acc_unmap_data` of an address that does not start an `acc_map_data` range.
    NotMapped { start: usize },
    /// `acc_unmap_data` while a data construct still references the range.
    StillReferenced { present: HostRange, structured: u64 },
    /// The device range is already the copy of another present range.
    DeviceRangeInUse { dev: HostRange, owner: HostRange },
}

impl fmt::Display for PresentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PresentError::PartialOverlap { requested, present } => write!(
                f,
                "host range {requested} partially overlaps the present range {present}"
            ),
            PresentError::AlreadyPresent { requested, present } => write!(
                f,
                "host range {requested} is already present (present range {present})"
            ),
            PresentError::Wraps { start, len } => write!(
                f,
                "host range starting at {start:#x} with {len} bytes wraps around the address space"
            ),
            PresentError::Empty { start } => {
                write!(f, "zero-length host range at {start:#x} cannot be made present")
            }
            PresentError::NotMapped { start } => write!(
                f,
                "host address {start:#x} is not the start of data mapped with acc_map_data"
            ),
            PresentError::StillReferenced {
                present,
                structured,
            } => write!(
                f,
                "host range {present} is still referenced by {structured} enclosing data or compute construct(s)"
            ),
            PresentError::DeviceRangeInUse { dev, owner } => write!(
                f,
                "device range {dev} is already the device copy of host range {owner}"
            ),
        }
    }
}

impl std::error::Error for PresentError {}

/// The present table of one device: an interval map keyed by host start address,
/// plus the reverse map from device start address (for `acc_hostptr`).
#[derive(Debug, Default, Clone)]
pub struct PresentTable {
    by_host: BTreeMap<usize, Entry>,
    /// device start → host start
    by_dev: BTreeMap<DevPtr, usize>,
}

impl PresentTable {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.by_host.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_host.is_empty()
    }

    /// All entries, by host address.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.by_host.values()
    }

    /// The entry that starts exactly at `start`.
    pub fn get(&self, start: usize) -> Option<&Entry> {
        self.by_host.get(&start)
    }

    fn containing(&self, addr: usize) -> Option<&Entry> {
        self.by_host
            .range(..=addr)
            .next_back()
            .map(|(_, e)| e)
            .filter(|e| e.host.contains(addr))
    }

    /// The device address of host address `addr`, if some present range contains it.
    pub fn find_point(&self, addr: usize) -> Option<DevPtr> {
        self.containing(addr).map(|e| e.dev_of(addr))
    }

    /// Look up `[start, start+len)`: `Ok(Some)` when it lies inside one present range,
    /// `Ok(None)` when it is disjoint from all, an error when it partially overlaps.
    /// A zero-length request is a point lookup of `start`.
    pub fn find(&self, start: usize, len: usize) -> Result<Option<Hit>, PresentError> {
        if len == 0 {
            return Ok(self.containing(start).map(|e| Hit {
                entry: e.host,
                dev: e.dev_of(start),
            }));
        }
        let requested = HostRange::new(start, len)?;
        if let Some(e) = self.containing(start) {
            return if e.host.contains_range(&requested) {
                Ok(Some(Hit {
                    entry: e.host,
                    dev: e.dev_of(start),
                }))
            } else {
                Err(PresentError::PartialOverlap {
                    requested,
                    present: e.host,
                })
            };
        }
        // Nothing contains `start`; any range that begins inside the request overlaps it.
        match self.by_host.range(start..requested.end()).next() {
            Some((_, e)) => Err(PresentError::PartialOverlap {
                requested,
                present: e.host,
            }),
            None => Ok(None),
        }
    }

    fn check_device_range(&self, dev: DevPtr, len: usize) -> Result<(), PresentError> {
        let dev_range = HostRange::new(dev, len)?;
        let owner_of = |hstart: &usize| self.by_host.get(hstart).map(|e| (e.dev, e.host));
        let before = self
            .by_dev
            .range(..=dev)
            .next_back()
            .and_then(|(_, h)| owner_of(h));
        let after = self
            .by_dev
            .range(dev..dev_range.end())
            .next()
            .and_then(|(_, h)| owner_of(h));
        for (edev, ehost) in before.into_iter().chain(after) {
            let existing = HostRange {
                start: edev,
                len: ehost.len,
            };
            if existing.start < dev_range.end() && dev_range.start < existing.end() {
                return Err(PresentError::DeviceRangeInUse {
                    dev: dev_range,
                    owner: ehost,
                });
            }
        }
        Ok(())
    }

    /// Record that `[start, start+len)` now has a device copy at `dev`, with one
    /// reference of kind `kind` (none for `mapped` entries). The range must be absent.
    pub fn insert(
        &mut self,
        start: usize,
        len: usize,
        dev: DevPtr,
        kind: RefKind,
        mapped: bool,
    ) -> Result<(), PresentError> {
        if len == 0 {
            return Err(PresentError::Empty { start });
        }
        let requested = HostRange::new(start, len)?;
        match self.find(start, len) {
            Ok(None) => {}
            Ok(Some(hit)) => {
                return Err(PresentError::AlreadyPresent {
                    requested,
                    present: hit.entry,
                })
            }
            Err(PresentError::PartialOverlap { present, .. }) if mapped => {
                return Err(PresentError::AlreadyPresent { requested, present })
            }
            Err(e) => return Err(e),
        }
        self.check_device_range(dev, len)?;
        let (structured, dynamic) = match (mapped, kind) {
            (true, _) => (0, 0),
            (false, RefKind::Structured) => (1, 0),
            (false, RefKind::Dynamic) => (0, 1),
        };
        self.by_host.insert(
            start,
            Entry {
                host: requested,
                dev,
                structured,
                dynamic,
                mapped,
            },
        );
        self.by_dev.insert(dev, start);
        Ok(())
    }

    /// If `[start, start+len)` is present, add a reference of kind `kind` to its entry
    /// and return the device address of `start`; `Ok(None)` when absent.
    pub fn retain(
        &mut self,
        start: usize,
        len: usize,
        kind: RefKind,
    ) -> Result<Option<DevPtr>, PresentError> {
        let Some(hit) = self.find(start, len)? else {
            return Ok(None);
        };
        if let Some(e) = self.by_host.get_mut(&hit.entry.start) {
            match kind {
                RefKind::Structured => e.structured += 1,
                RefKind::Dynamic => e.dynamic += 1,
            }
        }
        Ok(Some(hit.dev))
    }

    /// Drop a reference of kind `kind` from the entry containing `[start, start+len)`
    /// (`finalize`: set the dynamic count to zero). A count that is already zero
    /// stays zero. Removes the entry when both counts are zero and it is not mapped.
    pub fn release(
        &mut self,
        start: usize,
        len: usize,
        kind: RefKind,
        finalize: bool,
    ) -> Result<Released, PresentError> {
        let Some(hit) = self.find(start, len)? else {
            return Ok(Released::NotPresent);
        };
        let Some(e) = self.by_host.get_mut(&hit.entry.start) else {
            return Ok(Released::NotPresent);
        };
        match kind {
            RefKind::Structured => e.structured = e.structured.saturating_sub(1),
            RefKind::Dynamic if finalize => e.dynamic = 0,
            RefKind::Dynamic => e.dynamic = e.dynamic.saturating_sub(1),
        }
        if e.structured == 0 && e.dynamic == 0 && !e.mapped {
            let entry = self.remove_entry(hit.entry.start);
            match entry {
                Some(entry) => Ok(Released::Removed {
                    entry,
                    dev: hit.dev,
                }),
                None => Ok(Released::NotPresent),
            }
        } else {
            Ok(Released::StillPresent { dev: hit.dev })
        }
    }

    fn remove_entry(&mut self, start: usize) -> Option<Entry> {
        let entry = self.by_host.remove(&start)?;
        self.by_dev.remove(&entry.dev);
        Some(entry)
    }

    /// Remove the `acc_map_data` entry starting at `start` (its memory is the user's).
    pub fn unmap(&mut self, start: usize) -> Result<Entry, PresentError> {
        match self.by_host.get(&start) {
            Some(e) if e.mapped => {
                if e.structured > 0 {
                    return Err(PresentError::StillReferenced {
                        present: e.host,
                        structured: e.structured,
                    });
                }
            }
            _ => return Err(PresentError::NotMapped { start }),
        }
        self.remove_entry(start)
            .ok_or(PresentError::NotMapped { start })
    }

    /// The present ranges nearest to `addr`: the last one starting at or below it and
    /// the first one starting above it (for "not present" messages).
    pub fn nearest(&self, addr: usize) -> (Option<HostRange>, Option<HostRange>) {
        let below = self.by_host.range(..=addr).next_back().map(|(_, e)| e.host);
        let above = self
            .by_host
            .range(addr.saturating_add(1)..)
            .next()
            .map(|(_, e)| e.host)
            .filter(|_| addr < usize::MAX);
        (below, above)
    }

    /// The host address whose device copy is at device address `dev`.
    pub fn host_of(&self, dev: DevPtr) -> Option<usize> {
        let (&dstart, &hstart) = self.by_dev.range(..=dev).next_back()?;
        let e = self.by_host.get(&hstart)?;
        (dev - dstart < e.host.len).then(|| hstart + (dev - dstart))
    }

    /// Remove every entry (device shutdown); the caller frees the unmapped ones.
    pub fn drain(&mut self) -> Vec<Entry> {
        self.by_dev.clear();
        std::mem::take(&mut self.by_host).into_values().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: usize = 0x10_0000;
    const D: usize = 0x7000_0000;

    fn table_with(start: usize, len: usize, dev: usize, kind: RefKind) -> PresentTable {
        let mut t = PresentTable::new();
        t.insert(start, len, dev, kind, false).expect("insert");
        t
    }

    #[test]
    fn range_display_and_wrap() {
        let r = HostRange::new(0x1000, 0x40).unwrap();
        assert_eq!(r.to_string(), "[0x1000, 0x1040) (64 bytes)");
        assert_eq!(
            HostRange::new(5, 1).unwrap().to_string(),
            "[0x5, 0x6) (1 byte)"
        );
        assert_eq!(
            HostRange::new(usize::MAX, 2),
            Err(PresentError::Wraps {
                start: usize::MAX,
                len: 2
            })
        );
        assert!(r.contains(0x1000) && r.contains(0x103f) && !r.contains(0x1040));
    }

    #[test]
    fn lookup_of_whole_and_sub_ranges() {
        let t = table_with(H, 100, D, RefKind::Dynamic);
        let hit = t.find(H, 100).unwrap().unwrap();
        assert_eq!(hit.dev, D);
        assert_eq!(hit.entry, HostRange { start: H, len: 100 });
        assert_eq!(t.find(H + 10, 20).unwrap().unwrap().dev, D + 10);
        assert_eq!(t.find(H + 99, 1).unwrap().unwrap().dev, D + 99);
        assert_eq!(t.find_point(H + 42), Some(D + 42));
        assert_eq!(t.find_point(H + 100), None);
        assert_eq!(t.find_point(H - 1), None);
        // zero length = point lookup
        assert_eq!(t.find(H + 5, 0).unwrap().unwrap().dev, D + 5);
        assert_eq!(t.find(H + 100, 0).unwrap(), None);
        // disjoint neighbours
        assert_eq!(t.find(H + 100, 50).unwrap(), None);
        assert_eq!(t.find(H - 50, 50).unwrap(), None);
    }

    #[test]
    fn partial_overlaps_name_both_ranges() {
        let t = table_with(H, 100, D, RefKind::Dynamic);
        // sticks out at the end
        let e = t.find(H + 50, 100).unwrap_err();
        assert_eq!(
            e,
            PresentError::PartialOverlap {
                requested: HostRange {
                    start: H + 50,
                    len: 100
                },
                present: HostRange { start: H, len: 100 }
            }
        );
        let msg = e.to_string();
        assert!(msg.contains("[0x100032, 0x100096) (100 bytes)"), "{msg}");
        assert!(msg.contains("[0x100000, 0x100064) (100 bytes)"), "{msg}");
        // sticks out at the start
        assert!(matches!(
            t.find(H - 1, 2),
            Err(PresentError::PartialOverlap { .. })
        ));
        // covers it entirely
        assert!(matches!(
            t.find(H - 8, 200),
            Err(PresentError::PartialOverlap { .. })
        ));
        // retain/release/insert all refuse it too
        let mut t2 = t.clone();
        assert!(t2.retain(H + 99, 2, RefKind::Dynamic).is_err());
        assert!(t2.release(H + 99, 2, RefKind::Dynamic, false).is_err());
        assert!(t2
            .insert(H + 99, 2, D + 1000, RefKind::Dynamic, false)
            .is_err());
        assert_eq!(
            t2.get(H).unwrap().dynamic,
            1,
            "failed operations change nothing"
        );
    }

    #[test]
    fn overlap_detected_among_many_entries() {
        let mut t = PresentTable::new();
        for i in 0..10 {
            t.insert(H + i * 0x100, 0x80, D + i * 0x100, RefKind::Dynamic, false)
                .unwrap();
        }
        assert_eq!(t.len(), 10);
        // the gap between entries 3 and 4 is free
        assert_eq!(t.find(H + 0x380, 0x80).unwrap(), None);
        // spanning a gap into the next entry
        let e = t.find(H + 0x380, 0x81).unwrap_err();
        assert_eq!(
            e,
            PresentError::PartialOverlap {
                requested: HostRange {
                    start: H + 0x380,
                    len: 0x81
                },
                present: HostRange {
                    start: H + 0x400,
                    len: 0x80
                }
            }
        );
        assert_eq!(t.find(H + 0x910, 0x10).unwrap().unwrap().dev, D + 0x910);
    }

    #[test]
    fn dynamic_counts_and_finalize() {
        let mut t = table_with(H, 64, D, RefKind::Dynamic);
        assert_eq!(t.retain(H, 64, RefKind::Dynamic).unwrap(), Some(D));
        assert_eq!(t.retain(H + 8, 8, RefKind::Dynamic).unwrap(), Some(D + 8));
        assert_eq!(t.get(H).unwrap().dynamic, 3);
        assert_eq!(
            t.release(H, 64, RefKind::Dynamic, false).unwrap(),
            Released::StillPresent { dev: D }
        );
        assert_eq!(t.get(H).unwrap().dynamic, 2);
        match t.release(H + 16, 16, RefKind::Dynamic, true).unwrap() {
            Released::Removed { entry, dev } => {
                assert_eq!(dev, D + 16);
                assert_eq!(entry.dev, D);
                assert_eq!(entry.host, HostRange { start: H, len: 64 });
            }
            other => panic!("expected removal, got {other:?}"),
        }
        assert!(t.is_empty());
        assert_eq!(t.host_of(D), None);
        assert_eq!(
            t.release(H, 64, RefKind::Dynamic, false).unwrap(),
            Released::NotPresent
        );
        assert_eq!(t.retain(H, 64, RefKind::Dynamic).unwrap(), None);
    }

    #[test]
    fn structured_and_dynamic_counts_are_independent() {
        // data construct, then enter data inside it, then the construct ends
        let mut t = table_with(H, 32, D, RefKind::Structured);
        assert_eq!(t.retain(H, 32, RefKind::Dynamic).unwrap(), Some(D));
        let e = t.get(H).unwrap();
        assert_eq!((e.structured, e.dynamic), (1, 1));
        assert_eq!(
            t.release(H, 32, RefKind::Structured, false).unwrap(),
            Released::StillPresent { dev: D }
        );
        assert_eq!(t.len(), 1, "the dynamic reference keeps it present");
        assert!(matches!(
            t.release(H, 32, RefKind::Dynamic, false).unwrap(),
            Released::Removed { .. }
        ));

        // enter data, then a data construct, then exit data finalize inside it
        let mut t = table_with(H, 32, D, RefKind::Dynamic);
        t.retain(H, 32, RefKind::Dynamic).unwrap();
        t.retain(H, 32, RefKind::Structured).unwrap();
        assert_eq!(
            t.release(H, 32, RefKind::Dynamic, true).unwrap(),
            Released::StillPresent { dev: D }
        );
        assert_eq!(t.get(H).unwrap().dynamic, 0);
        assert_eq!(t.get(H).unwrap().structured, 1);
        // a dynamic release at zero changes nothing
        assert_eq!(
            t.release(H, 32, RefKind::Dynamic, false).unwrap(),
            Released::StillPresent { dev: D }
        );
        assert!(matches!(
            t.release(H, 32, RefKind::Structured, false).unwrap(),
            Released::Removed { .. }
        ));
        assert!(t.is_empty());
    }

    #[test]
    fn nested_structured_regions() {
        let mut t = table_with(H, 8, D, RefKind::Structured);
        t.retain(H, 8, RefKind::Structured).unwrap();
        t.retain(H, 8, RefKind::Structured).unwrap();
        for _ in 0..2 {
            assert!(matches!(
                t.release(H, 8, RefKind::Structured, false).unwrap(),
                Released::StillPresent { .. }
            ));
        }
        assert!(matches!(
            t.release(H, 8, RefKind::Structured, false).unwrap(),
            Released::Removed { .. }
        ));
    }

    #[test]
    fn insert_rejects_present_empty_and_wrapping_ranges() {
        let mut t = table_with(H, 16, D, RefKind::Dynamic);
        assert_eq!(
            t.insert(H + 4, 4, D + 100, RefKind::Dynamic, false),
            Err(PresentError::AlreadyPresent {
                requested: HostRange {
                    start: H + 4,
                    len: 4
                },
                present: HostRange { start: H, len: 16 }
            })
        );
        assert_eq!(
            t.insert(H + 32, 0, D + 100, RefKind::Dynamic, false),
            Err(PresentError::Empty { start: H + 32 })
        );
        assert!(matches!(
            t.insert(usize::MAX - 1, 4, D + 100, RefKind::Dynamic, false),
            Err(PresentError::Wraps { .. })
        ));
        assert!(matches!(
            t.find(usize::MAX - 1, 4),
            Err(PresentError::Wraps { .. })
        ));
        // a device range that overlaps another entry's device copy
        let err = t
            .insert(H + 64, 16, D + 8, RefKind::Dynamic, false)
            .unwrap_err();
        assert!(
            matches!(err, PresentError::DeviceRangeInUse { .. }),
            "{err}"
        );
        let err = t
            .insert(H + 64, 16, D - 8, RefKind::Dynamic, false)
            .unwrap_err();
        assert!(
            matches!(err, PresentError::DeviceRangeInUse { .. }),
            "{err}"
        );
        t.insert(H + 64, 16, D + 16, RefKind::Dynamic, false)
            .expect("adjacent device range is fine");
        // adjacent host ranges are fine
        t.insert(H + 16, 16, D + 200, RefKind::Dynamic, false)
            .expect("adjacent host range is fine");
        assert_eq!(t.len(), 3);
    }

    #[test]
    fn reverse_lookup() {
        let mut t = table_with(H, 100, D, RefKind::Dynamic);
        t.insert(H + 1000, 10, D + 500, RefKind::Dynamic, false)
            .unwrap();
        assert_eq!(t.host_of(D), Some(H));
        assert_eq!(t.host_of(D + 99), Some(H + 99));
        assert_eq!(t.host_of(D + 100), None);
        assert_eq!(t.host_of(D + 505), Some(H + 1005));
        assert_eq!(t.host_of(D - 1), None);
        assert_eq!(t.host_of(D + 510), None);
    }

    #[test]
    fn mapped_entries_live_until_unmapped() {
        let mut t = PresentTable::new();
        t.insert(H, 40, D, RefKind::Dynamic, true).unwrap();
        let e = t.get(H).unwrap();
        assert!(e.mapped);
        assert_eq!((e.structured, e.dynamic), (0, 0));
        assert_eq!(t.find_point(H + 4), Some(D + 4));
        // copyin/delete pairs and finalize do not remove it
        t.retain(H, 40, RefKind::Dynamic).unwrap();
        assert_eq!(
            t.release(H, 40, RefKind::Dynamic, true).unwrap(),
            Released::StillPresent { dev: D }
        );
        t.retain(H, 40, RefKind::Structured).unwrap();
        assert_eq!(
            t.unmap(H),
            Err(PresentError::StillReferenced {
                present: HostRange { start: H, len: 40 },
                structured: 1
            })
        );
        t.release(H, 40, RefKind::Structured, false).unwrap();
        assert_eq!(
            t.unmap(H + 4),
            Err(PresentError::NotMapped { start: H + 4 })
        );
        let removed = t.unmap(H).unwrap();
        assert_eq!(removed.dev, D);
        assert!(t.is_empty());
        assert_eq!(t.unmap(H), Err(PresentError::NotMapped { start: H }));
        // mapping over present data is refused, naming the present range
        let mut t = table_with(H, 16, D, RefKind::Dynamic);
        let err = t
            .insert(H + 8, 16, D + 64, RefKind::Dynamic, true)
            .unwrap_err();
        assert_eq!(
            err,
            PresentError::AlreadyPresent {
                requested: HostRange {
                    start: H + 8,
                    len: 16
                },
                present: HostRange { start: H, len: 16 }
            }
        );
        // and unmap refuses ordinary entries
        assert_eq!(t.unmap(H), Err(PresentError::NotMapped { start: H }));
    }

    #[test]
    fn nearest_ranges_below_and_above() {
        let mut t = PresentTable::new();
        assert_eq!(t.nearest(H), (None, None));
        t.insert(H, 16, D, RefKind::Dynamic, false).unwrap();
        t.insert(H + 100, 8, D + 64, RefKind::Dynamic, false)
            .unwrap();
        let a = HostRange { start: H, len: 16 };
        let b = HostRange {
            start: H + 100,
            len: 8,
        };
        assert_eq!(t.nearest(H + 50), (Some(a), Some(b)));
        assert_eq!(t.nearest(H - 1), (None, Some(a)));
        assert_eq!(t.nearest(H), (Some(a), Some(b)));
        assert_eq!(t.nearest(H + 200), (Some(b), None));
        assert_eq!(t.nearest(usize::MAX), (Some(b), None));
    }

    #[test]
    fn drain_empties_both_maps() {
        let mut t = table_with(H, 8, D, RefKind::Dynamic);
        t.insert(H + 8, 8, D + 8, RefKind::Structured, false)
            .unwrap();
        let all = t.drain();
        assert_eq!(all.len(), 2);
        assert!(t.is_empty());
        assert_eq!(t.host_of(D), None);
        assert_eq!(t.entries().count(), 0);
    }

    #[test]
    fn error_messages() {
        let r = HostRange {
            start: 0x10,
            len: 4,
        };
        assert!(PresentError::NotMapped { start: 0x10 }
            .to_string()
            .contains("0x10 is not the start of data mapped with acc_map_data"));
        assert!(PresentError::StillReferenced {
            present: r,
            structured: 2
        }
        .to_string()
        .contains("still referenced by 2"));
        assert!(PresentError::Empty { start: 0x10 }
            .to_string()
            .contains("zero-length"));
        assert!(PresentError::AlreadyPresent {
            requested: r,
            present: r
        }
        .to_string()
        .contains("already present"));
    }
}
