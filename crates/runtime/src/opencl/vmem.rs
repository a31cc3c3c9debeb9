//! Device addresses for devices whose memory is a set of buffer objects (OpenCL):
//! every allocation gets a range of a private address space, so that the rest of the
//! runtime (present table, `acc_malloc`, `acc_deviceptr`, pointer arithmetic in user
//! code) can treat device memory as plain addresses. An address designates the
//! allocation that contains it and the byte offset inside it.
//!
//! Addresses are never reused within a device's lifetime (the space of each device
//! is 2^52 bytes), and consecutive allocations are separated by a gap, so that an
//! address one past the end of an allocation is never inside the next one.

use std::collections::BTreeMap;

use crate::device::DevPtr;

/// Span of each device's address space.
const SPAN: usize = 1 << 52;
/// Allocation alignment, and the gap left after each allocation.
const ALIGN: usize = 256;

/// One allocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block<B> {
    pub start: DevPtr,
    pub bytes: usize,
    pub buffer: B,
}

/// Where an address lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Located<B> {
    pub buffer: B,
    pub offset: usize,
    /// Bytes from the address to the end of its allocation.
    pub remaining: usize,
}

/// The address space of one device, mapping ranges to buffer objects `B`.
#[derive(Debug)]
pub struct AddressSpace<B> {
    base: usize,
    next: usize,
    blocks: BTreeMap<DevPtr, Block<B>>,
}

impl<B: Copy> AddressSpace<B> {
    /// The address space of device `index` (0-based among the devices of its kind):
    /// `[(index + 1) * 2^52, (index + 2) * 2^52)`, so that the spaces of different
    /// devices are disjoint and no address is null.
    pub fn new(index: usize) -> Self {
        let base = SPAN.saturating_mul(index.min(2046) + 1);
        AddressSpace {
            base,
            next: base,
            blocks: BTreeMap::new(),
        }
    }

    /// Reserve `bytes > 0` for `buffer`; `None` when the space is exhausted.
    pub fn insert(&mut self, bytes: usize, buffer: B) -> Option<DevPtr> {
        let start = self.next;
        let end = start.checked_add(bytes)?.checked_add(ALIGN)?;
        let next = end.checked_add(ALIGN - 1)? & !(ALIGN - 1);
        if bytes == 0 || next > self.base.checked_add(SPAN)? {
            return None;
        }
        self.next = next;
        self.blocks.insert(
            start,
            Block {
                start,
                bytes,
                buffer,
            },
        );
        Some(start)
    }

    /// The allocation that starts at `start`, removed.
    pub fn remove(&mut self, start: DevPtr) -> Option<Block<B>> {
        self.blocks.remove(&start)
    }

    /// The allocation containing `addr`.
    pub fn locate(&self, addr: DevPtr) -> Option<Located<B>> {
        let (_, b) = self.blocks.range(..=addr).next_back()?;
        let offset = addr - b.start;
        (offset < b.bytes).then_some(Located {
            buffer: b.buffer,
            offset,
            remaining: b.bytes - offset,
        })
    }

    /// All allocations (for shutdown).
    pub fn drain(&mut self) -> Vec<Block<B>> {
        std::mem::take(&mut self.blocks).into_values().collect()
    }

    pub fn len(&self) -> usize {
        self.blocks.len()
    }

    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }

    /// Bytes currently allocated.
    pub fn allocated(&self) -> usize {
        self.blocks.values().map(|b| b.bytes).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_designate_buffer_and_offset() {
        let mut s: AddressSpace<u32> = AddressSpace::new(0);
        let a = s.insert(100, 7).unwrap();
        let b = s.insert(1, 8).unwrap();
        assert_eq!(a, SPAN);
        assert!(b >= a + 100 + ALIGN, "a gap separates allocations");
        assert_eq!(b % ALIGN, 0);
        assert_eq!(
            s.locate(a + 40),
            Some(Located {
                buffer: 7,
                offset: 40,
                remaining: 60
            })
        );
        assert_eq!(s.locate(a + 100), None, "one past the end is outside");
        assert_eq!(s.locate(a - 1), None);
        assert_eq!(s.locate(b).map(|l| l.buffer), Some(8));
        assert_eq!(s.allocated(), 101);
        assert_eq!(s.remove(a).map(|blk| blk.bytes), Some(100));
        assert_eq!(s.locate(a + 4), None, "freed memory is not device memory");
        let c = s.insert(16, 9).unwrap();
        assert!(c > b, "addresses are not reused");
        assert_eq!(s.len(), 2);
        assert_eq!(s.drain().len(), 2);
        assert!(s.is_empty());
    }

    #[test]
    fn spaces_of_devices_are_disjoint_and_bounded() {
        let mut s0: AddressSpace<u8> = AddressSpace::new(0);
        let mut s1: AddressSpace<u8> = AddressSpace::new(1);
        let a0 = s0.insert(8, 0).unwrap();
        let a1 = s1.insert(8, 0).unwrap();
        assert_eq!(a1 - a0, SPAN);
        assert_eq!(s0.insert(0, 0), None, "zero bytes");
        assert_eq!(s0.insert(SPAN, 0), None, "larger than the space");
        assert_eq!(s0.insert(usize::MAX, 0), None);
        assert!(s0.insert(SPAN / 2, 0).is_some());
        assert_eq!(s0.insert(SPAN / 2, 0), None, "exhausted");
    }
}
