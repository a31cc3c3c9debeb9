//! Kernel arguments for `cuLaunchKernel`: `kernelParams` is an array with one pointer
//! per kernel parameter, pointing at the parameter's value. Values are copied into
//! one aligned buffer first (the driver reads each parameter with its own alignment);
//! a device pointer is one 8-byte `CUdeviceptr` parameter.

use std::ffi::c_void;

use smallvec::{smallvec, SmallVec};

use crate::device::{ArgValue, KernelArg};

/// The bytes a parameter of `value` occupies.
pub fn arg_size(value: &ArgValue<'_>) -> usize {
    match value {
        ArgValue::Bytes(b) => b.len(),
        ArgValue::DevicePtr(_) => std::mem::size_of::<u64>(),
    }
}

/// The arguments of one launch, copied into 16-byte aligned slots.
#[derive(Debug)]
pub struct ArgPack {
    /// Backing store, 16-byte units so every slot is 16-byte aligned.
    storage: SmallVec<[u128; 16]>,
    /// Byte offset of each argument in `storage`.
    offsets: SmallVec<[usize; 16]>,
}

impl ArgPack {
    pub fn new(args: &[KernelArg<'_>]) -> ArgPack {
        let mut offsets = SmallVec::with_capacity(args.len());
        let mut total = 0usize;
        for a in args {
            offsets.push(total);
            total += arg_size(&a.value).div_ceil(16).max(1) * 16;
        }
        let mut storage: SmallVec<[u128; 16]> = smallvec![0u128; total / 16];
        let base = storage.as_mut_ptr().cast::<u8>();
        for (a, &off) in args.iter().zip(&offsets) {
            let pointer;
            let bytes: &[u8] = match a.value {
                ArgValue::Bytes(b) => b,
                ArgValue::DevicePtr(d) => {
                    pointer = (d as u64).to_ne_bytes();
                    &pointer
                }
            };
            // SAFETY: the slot at `off` has at least `bytes.len()` bytes.
            unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), base.add(off), bytes.len()) };
        }
        ArgPack { storage, offsets }
    }

    /// The `kernelParams` array: valid while `self` is neither moved nor dropped.
    pub fn pointers(&mut self) -> SmallVec<[*mut c_void; 16]> {
        let base = self.storage.as_mut_ptr().cast::<u8>();
        self.offsets
            .iter()
            // SAFETY: every offset lies inside `storage`.
            .map(|&off| unsafe { base.add(off) }.cast::<c_void>())
            .collect()
    }

    /// The bytes of argument `i` as stored (for tests and messages).
    pub fn bytes(&self, i: usize, len: usize) -> &[u8] {
        let base = self.storage.as_ptr().cast::<u8>();
        // SAFETY: the caller asks for at most the slot's size.
        unsafe { std::slice::from_raw_parts(base.add(self.offsets[i]), len) }
    }
}

/// Check the arguments of a launch against the kernel's parameters (their sizes, as
/// `cuFuncGetParamInfo` reports them): a launch must pass exactly one argument of the
/// right size per parameter, or the kernel would read garbage.
pub fn check_params(kernel: &str, args: &[KernelArg<'_>], params: &[usize]) -> Result<(), String> {
    if args.len() != params.len() {
        return Err(format!(
            "the CUDA kernel `{kernel}` has {} parameter{}, but the launch passes {} argument{}",
            params.len(),
            if params.len() == 1 { "" } else { "s" },
            args.len(),
            if args.len() == 1 { "" } else { "s" },
        ));
    }
    for (i, (a, &size)) in args.iter().zip(params).enumerate() {
        let given = arg_size(&a.value);
        if given != size {
            let what = match a.value {
                ArgValue::Bytes(_) => "a value",
                ArgValue::DevicePtr(_) => "a device pointer",
            };
            return Err(format!(
                "parameter {i} of the CUDA kernel `{kernel}` has {size} bytes, but its argument `{}` is {what} of {given} bytes",
                a.name
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arg<'a>(name: &'a str, value: ArgValue<'a>) -> KernelArg<'a> {
        KernelArg {
            name,
            value,
            read_only: false,
            from_program: false,
        }
    }

    #[test]
    fn values_and_device_pointers_are_packed_in_aligned_slots() {
        let n = 90i32.to_ne_bytes();
        let a = 2.5f64.to_ne_bytes();
        let big = [7u8; 24];
        let args = [
            arg("n", ArgValue::Bytes(&n)),
            arg("x", ArgValue::DevicePtr(0x7f00_0000_1000)),
            arg("a", ArgValue::Bytes(&a)),
            arg("s", ArgValue::Bytes(&big)),
            arg("null", ArgValue::DevicePtr(0)),
            arg("c", ArgValue::Bytes(&[1u8])),
        ];
        let mut pack = ArgPack::new(&args);
        let ptrs = pack.pointers();
        assert_eq!(ptrs.len(), 6);
        for p in &ptrs {
            assert_eq!(*p as usize % 16, 0, "every slot is 16-byte aligned");
        }
        // each pointer points at its value
        let read = |p: *mut c_void, len: usize| unsafe {
            std::slice::from_raw_parts(p.cast::<u8>(), len).to_vec()
        };
        assert_eq!(read(ptrs[0], 4), n);
        assert_eq!(read(ptrs[1], 8), 0x7f00_0000_1000u64.to_ne_bytes());
        assert_eq!(read(ptrs[2], 8), a);
        assert_eq!(read(ptrs[3], 24), big);
        assert_eq!(read(ptrs[4], 8), [0u8; 8]);
        assert_eq!(read(ptrs[5], 1), [1u8]);
        // slots do not overlap: a 24-byte value takes two slots
        assert_eq!(ptrs[4] as usize - ptrs[3] as usize, 32);
        assert_eq!(pack.bytes(1, 8), 0x7f00_0000_1000u64.to_ne_bytes());
        assert!(ArgPack::new(&[]).pointers().is_empty());
    }

    #[test]
    fn parameters_are_checked_by_count_and_size() {
        let n = 3i32.to_ne_bytes();
        let f = 1.0f64.to_ne_bytes();
        let args = [
            arg("n", ArgValue::Bytes(&n)),
            arg("f", ArgValue::Bytes(&f)),
            arg("a", ArgValue::DevicePtr(16)),
        ];
        assert_eq!(check_params("scale", &args, &[4, 8, 8]), Ok(()));
        assert_eq!(
            check_params("scale", &args[..2], &[8, 8, 8]).unwrap_err(),
            "the CUDA kernel `scale` has 3 parameters, but the launch passes 2 arguments"
        );
        assert_eq!(
            check_params("k", &[], &[8]).unwrap_err(),
            "the CUDA kernel `k` has 1 parameter, but the launch passes 0 arguments"
        );
        assert_eq!(
            check_params("scale", &args, &[8, 8, 8]).unwrap_err(),
            "parameter 0 of the CUDA kernel `scale` has 8 bytes, but its argument `n` is a value of 4 bytes"
        );
        assert_eq!(
            check_params("scale", &args, &[4, 8, 4]).unwrap_err(),
            "parameter 2 of the CUDA kernel `scale` has 4 bytes, but its argument `a` is a device pointer of 8 bytes"
        );
    }
}
