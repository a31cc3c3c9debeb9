//! The device of the `host` and `multicore` kinds: the CPU.

use std::ffi::c_void;

use crate::device::{DevPtr, Device, DeviceError, DeviceKind, Queue};
use crate::hostinfo;

/// The C library's allocator (std already links it; no crate needed).
mod libc_alloc {
    use std::ffi::c_void;

    extern "C" {
        pub fn malloc(size: usize) -> *mut c_void;
        pub fn free(ptr: *mut c_void);
    }
}

/// The device of the `host` and `multicore` kinds: the CPU, sharing host memory, or,
/// under `ACC_CHECK=1` ([`HostDevice::checking`], see [`crate::check`]), with memory of
/// its own (host allocations, copies by `memcpy`) so that data clauses are checked as on
/// a GPU. Everything is synchronous, so every queue is always complete.
#[derive(Debug)]
pub struct HostDevice {
    kind: DeviceKind,
    /// What `alloc` returned and `free` has not taken back: `acc_free` of anything else
    /// (a stack address, memory of `malloc`) is an error, not a crash inside the C
    /// library's `free`.
    allocated: std::collections::HashSet<DevPtr>,
    /// The checking device: data clauses map to memory of its own.
    checking: bool,
}

impl HostDevice {
    /// A host-memory device of kind `Host` or `Multicore`.
    pub fn new(kind: DeviceKind) -> Option<HostDevice> {
        match kind {
            DeviceKind::Host | DeviceKind::Multicore => Some(HostDevice {
                kind,
                allocated: Default::default(),
                checking: false,
            }),
            _ => None,
        }
    }

    /// The checking device of kind `Host` or `Multicore` (`ACC_CHECK=1`).
    pub fn checking(kind: DeviceKind) -> Option<HostDevice> {
        HostDevice::new(kind).map(|d| HostDevice {
            checking: true,
            ..d
        })
    }
}

impl Device for HostDevice {
    fn kind(&self) -> DeviceKind {
        self.kind
    }

    fn shares_host_memory(&self) -> bool {
        !self.checking
    }

    fn runs_at_host_addresses(&self) -> bool {
        self.checking
    }

    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, DeviceError> {
        // SAFETY: malloc has no preconditions.
        let p = unsafe { libc_alloc::malloc(bytes.max(1)) };
        if p.is_null() {
            Err(DeviceError(format!(
                "out of host memory allocating {bytes} bytes"
            )))
        } else {
            self.allocated.insert(p as DevPtr);
            Ok(p as DevPtr)
        }
    }

    unsafe fn free(&mut self, ptr: DevPtr) -> Result<(), DeviceError> {
        if !self.allocated.remove(&ptr) {
            return Err(DeviceError(format!(
                "{ptr:#x} was not allocated by acc_malloc on this device (or was freed already)"
            )));
        }
        libc_alloc::free(ptr as *mut c_void);
        Ok(())
    }

    unsafe fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: *const u8,
        bytes: usize,
        _queue: Queue,
    ) -> Result<(), DeviceError> {
        std::ptr::copy(src, dst as *mut u8, bytes);
        Ok(())
    }

    unsafe fn copy_from_device(
        &mut self,
        dst: *mut u8,
        src: DevPtr,
        bytes: usize,
        _queue: Queue,
    ) -> Result<(), DeviceError> {
        std::ptr::copy(src as *const u8, dst, bytes);
        Ok(())
    }

    unsafe fn copy_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        _queue: Queue,
    ) -> Result<(), DeviceError> {
        std::ptr::copy(src as *const u8, dst as *mut u8, bytes);
        Ok(())
    }

    unsafe fn write_pointer(
        &mut self,
        dst: DevPtr,
        value: usize,
        _queue: Queue,
    ) -> Result<(), DeviceError> {
        (dst as *mut usize).write_unaligned(value);
        Ok(())
    }

    fn wait(&mut self, _queue: Queue) -> Result<(), DeviceError> {
        Ok(())
    }

    fn test(&mut self, _queue: Queue) -> Result<bool, DeviceError> {
        Ok(true)
    }

    fn wait_all(&mut self) -> Result<(), DeviceError> {
        Ok(())
    }

    fn test_all(&mut self) -> Result<bool, DeviceError> {
        Ok(true)
    }

    fn queue_wait(&mut self, _waiter: Queue, _waited: Queue) -> Result<(), DeviceError> {
        Ok(())
    }

    fn queue_wait_all(&mut self, _waiter: Queue) -> Result<(), DeviceError> {
        Ok(())
    }

    fn memory_bytes(&self) -> usize {
        hostinfo::memory().map(|m| m.total).unwrap_or(0)
    }

    fn free_memory_bytes(&self) -> usize {
        hostinfo::memory().map(|m| m.available).unwrap_or(0)
    }

    fn name(&self) -> String {
        hostinfo::cpu().model
    }

    fn vendor(&self) -> String {
        hostinfo::cpu().vendor
    }

    fn driver(&self) -> String {
        let what = match self.kind {
            DeviceKind::Multicore => {
                format!("multicore, {} threads", hostinfo::default_num_threads())
            }
            _ => "host, sequential".to_string(),
        };
        let checking = if self.checking {
            ", checking: ACC_CHECK=1"
        } else {
            ""
        };
        format!(
            "accc runtime {} ({what}{checking})",
            env!("CARGO_PKG_VERSION")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_device_copies_and_allocates_host_memory() {
        let mut d = HostDevice::new(DeviceKind::Multicore).expect("multicore is a host kind");
        assert!(HostDevice::new(DeviceKind::Nvidia).is_none());
        assert!(d.shares_host_memory());
        assert_eq!(d.kind(), DeviceKind::Multicore);
        let p = d.alloc(16).expect("malloc");
        let src = [7u8; 16];
        let mut back = [0u8; 16];
        unsafe {
            d.copy_to_device(p, src.as_ptr(), 16, Queue::Id(3)).unwrap();
            d.copy_device(p + 8, p, 4, Queue::Sync).unwrap();
            d.write_pointer(p, 0x1122_3344, Queue::Sync).unwrap();
            d.copy_from_device(back.as_mut_ptr(), p, 16, Queue::Default)
                .unwrap();
            d.free(p).unwrap();
        }
        assert_eq!(
            usize::from_ne_bytes(back[..8].try_into().unwrap()),
            0x1122_3344
        );
        assert_eq!(&back[8..], &[7u8; 8]);
        assert!(d.test(Queue::Id(3)).unwrap());
        assert!(d.test_all().unwrap());
        assert!(d.driver().contains("multicore"));
        assert!(HostDevice::new(DeviceKind::Host)
            .unwrap()
            .driver()
            .contains("host"));
    }
}
