//! A cache of small device blocks.
//!
//! `cuMemAlloc` + `cuMemFree` of a few bytes costs about 60 µs on an H200 (the free
//! waits for the device), which a compute region pays for every scalar it copies
//! (a reduction variable, a `copy(x)` of a scalar) and every small array it copies in.
//! So blocks of at most [`MAX_CACHED_BLOCK`] bytes are allocated in size classes (powers
//! of two from [`MIN_CLASS`]) and, when freed, kept for the next allocation of their
//! class, up to [`MAX_CACHED_BYTES`] in all; the rest go back to the driver. The cache
//! holds addresses only (no CUDA calls): the CUDA device asks it which size to
//! allocate, whether a freed block is kept, and empties it when memory runs out or the
//! context goes away.

use std::collections::{BTreeMap, HashMap};

/// Blocks up to this size are allocated in classes and cached when freed.
pub const MAX_CACHED_BLOCK: usize = 1 << 20;
/// The smallest class (the driver's own alignment of allocations is 256 bytes).
pub const MIN_CLASS: usize = 256;
/// The most bytes the cache keeps (freed blocks beyond it go back to the driver).
pub const MAX_CACHED_BYTES: usize = 64 << 20;

/// What to do with a freed block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Freed {
    /// Kept for reuse: nothing to free.
    Kept,
    /// Not kept: free it with the driver.
    Release,
}

#[derive(Debug, Default)]
pub struct BlockCache {
    /// Free blocks of each class.
    free: BTreeMap<usize, Vec<u64>>,
    /// The class of every live or cached block allocated by class.
    class_of: HashMap<u64, usize>,
    cached_bytes: usize,
}

impl BlockCache {
    /// The class (the size to allocate) of a request of `bytes`, or `None` when the
    /// request is too large to be cached.
    pub fn class(bytes: usize) -> Option<usize> {
        (bytes <= MAX_CACHED_BLOCK).then(|| bytes.max(MIN_CLASS).next_power_of_two())
    }

    /// A cached block for a request of `bytes`, if one is free.
    pub fn take(&mut self, bytes: usize) -> Option<u64> {
        let class = Self::class(bytes)?;
        let p = self.free.get_mut(&class)?.pop()?;
        self.cached_bytes -= class;
        Some(p)
    }

    /// A block of `class` bytes was allocated from the driver at `p`.
    pub fn allocated(&mut self, p: u64, class: usize) {
        self.class_of.insert(p, class);
    }

    /// The block at `p` is no longer used: keep it, or release it to the driver (a
    /// block allocated without a class, or one the cache has no room for).
    pub fn freed(&mut self, p: u64) -> Freed {
        let Some(&class) = self.class_of.get(&p) else {
            return Freed::Release;
        };
        if self.cached_bytes + class > MAX_CACHED_BYTES {
            self.class_of.remove(&p);
            return Freed::Release;
        }
        self.cached_bytes += class;
        self.free.entry(class).or_default().push(p);
        Freed::Kept
    }

    /// Forget every cached block and return them, for releasing to the driver.
    pub fn drain(&mut self) -> Vec<u64> {
        let all: Vec<u64> = std::mem::take(&mut self.free)
            .into_values()
            .flatten()
            .collect();
        for p in &all {
            self.class_of.remove(p);
        }
        self.cached_bytes = 0;
        all
    }

    pub fn is_empty(&self) -> bool {
        self.cached_bytes == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_are_powers_of_two_from_256() {
        assert_eq!(BlockCache::class(1), Some(256));
        assert_eq!(BlockCache::class(256), Some(256));
        assert_eq!(BlockCache::class(257), Some(512));
        assert_eq!(BlockCache::class(4000), Some(4096));
        assert_eq!(BlockCache::class(MAX_CACHED_BLOCK), Some(MAX_CACHED_BLOCK));
        assert_eq!(BlockCache::class(MAX_CACHED_BLOCK + 1), None);
    }

    #[test]
    fn a_freed_block_serves_the_next_request_of_its_class() {
        let mut c = BlockCache::default();
        assert_eq!(c.take(8), None);
        c.allocated(0x1000, 256);
        assert_eq!(c.freed(0x1000), Freed::Kept);
        assert!(!c.is_empty());
        assert_eq!(c.take(512), None, "another class");
        assert_eq!(c.take(4), Some(0x1000));
        assert_eq!(c.take(4), None, "taken once");
        assert!(c.is_empty());
        // Taken blocks keep their class: freed again, they are kept again.
        assert_eq!(c.freed(0x1000), Freed::Kept);
    }

    #[test]
    fn unknown_blocks_and_overflow_are_released() {
        let mut c = BlockCache::default();
        assert_eq!(c.freed(0x42), Freed::Release, "not allocated by class");
        let n = MAX_CACHED_BYTES / MAX_CACHED_BLOCK;
        for i in 0..=n as u64 {
            c.allocated(i << 24, MAX_CACHED_BLOCK);
        }
        for i in 0..n as u64 {
            assert_eq!(c.freed(i << 24), Freed::Kept);
        }
        assert_eq!(
            c.freed((n as u64) << 24),
            Freed::Release,
            "the cache is full"
        );
        let mut all = c.drain();
        all.sort_unstable();
        assert_eq!(all.len(), n);
        assert!(c.is_empty());
        assert_eq!(c.take(MAX_CACHED_BLOCK), None);
        assert_eq!(c.freed(0), Freed::Release, "drained blocks are forgotten");
    }
}
