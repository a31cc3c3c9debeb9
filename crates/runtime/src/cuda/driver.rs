//! Calls into the CUDA driver (`libcuda.so.1`, opened at run time by `cudarc`): every
//! call goes through [`cu`], which turns its result into a [`CuError`] naming the
//! driver function and the error (`cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY (out of
//! memory)`), and catches a panic of the bindings (a symbol missing from an old
//! driver) instead of letting it unwind.

use std::ffi::{c_void, CStr};
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

use cudarc::driver::sys::{self, CUcontext, CUresult};

/// A failed driver call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CuError {
    /// The driver function, e.g. `cuStreamSynchronize`.
    pub call: &'static str,
    pub kind: CuErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CuErrorKind {
    /// The driver returned this error; `description` is `cuGetErrorString`'s text.
    Code {
        code: CUresult,
        description: Option<String>,
    },
    /// The bindings panicked (e.g. the driver lacks the function).
    Panic(String),
}

impl CuError {
    pub fn code(&self) -> Option<CUresult> {
        match self.kind {
            CuErrorKind::Code { code, .. } => Some(code),
            CuErrorKind::Panic(_) => None,
        }
    }

    /// The error's name and description: `CUDA_ERROR_ILLEGAL_ADDRESS (an illegal
    /// memory access was encountered)`.
    pub fn what(&self) -> String {
        match &self.kind {
            CuErrorKind::Code {
                code,
                description: Some(d),
            } => format!("{} ({d})", error_name(*code)),
            CuErrorKind::Code {
                code,
                description: None,
            } => error_name(*code),
            CuErrorKind::Panic(p) => format!("the CUDA driver library failed: {p}"),
        }
    }

    /// True when the error means that a kernel failed while it ran. The context is
    /// then unusable (every later call returns the same error): the process must
    /// report the kernel and stop.
    pub fn is_kernel_fault(&self) -> bool {
        self.code().is_some_and(is_kernel_fault)
    }
}

impl fmt::Display for CuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.call, self.what())
    }
}

/// The name of a driver error, e.g. `CUDA_ERROR_OUT_OF_MEMORY`.
pub fn error_name(code: CUresult) -> String {
    format!("{code:?}")
}

/// Errors of a kernel that failed while it ran (sticky: they poison the context).
pub fn is_kernel_fault(code: CUresult) -> bool {
    use CUresult::*;
    matches!(
        code,
        CUDA_ERROR_ILLEGAL_ADDRESS
            | CUDA_ERROR_LAUNCH_TIMEOUT
            | CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING
            | CUDA_ERROR_ASSERT
            | CUDA_ERROR_HARDWARE_STACK_ERROR
            | CUDA_ERROR_ILLEGAL_INSTRUCTION
            | CUDA_ERROR_MISALIGNED_ADDRESS
            | CUDA_ERROR_INVALID_ADDRESS_SPACE
            | CUDA_ERROR_INVALID_PC
            | CUDA_ERROR_LAUNCH_FAILED
            | CUDA_ERROR_TENSOR_MEMORY_LEAK
    )
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string())
}

/// `cuGetErrorString` of `code`, if the driver has one.
fn description(code: CUresult) -> Option<String> {
    catch_unwind(|| {
        let mut s: *const std::ffi::c_char = std::ptr::null();
        // SAFETY: the driver library is loaded (it returned `code`); the string it
        // returns is static.
        let r = unsafe { sys::cuGetErrorString(code, &mut s) };
        (r == CUresult::CUDA_SUCCESS && !s.is_null())
            .then(|| unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned())
    })
    .ok()
    .flatten()
}

/// Run the driver call `f` (named `call` in messages).
pub fn cu(call: &'static str, f: impl FnOnce() -> CUresult) -> Result<(), CuError> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(CUresult::CUDA_SUCCESS) => Ok(()),
        Ok(code) => Err(CuError {
            call,
            kind: CuErrorKind::Code {
                code,
                description: description(code),
            },
        }),
        Err(p) => Err(CuError {
            call,
            kind: CuErrorKind::Panic(panic_text(p.as_ref())),
        }),
    }
}

/// True when the loaded driver exports `symbol` (functions newer than the oldest
/// drivers are looked up before they are called, so that the bindings never panic).
pub fn has_symbol(symbol: &str) -> bool {
    catch_unwind(|| {
        // SAFETY: only looks the symbol up; the library was found by discovery.
        unsafe { sys::culib().get::<*const c_void>(symbol.as_bytes()) }.is_ok()
    })
    .unwrap_or(false)
}

/// The context of a device made current on the calling thread for the guard's
/// lifetime (the runtime may be called from any host thread); the thread's previous
/// context is current again afterwards.
pub struct Current(());

impl Current {
    /// # Safety
    /// `ctx` must be a live context (a retained primary context).
    pub unsafe fn push(ctx: CUcontext) -> Result<Current, CuError> {
        cu("cuCtxPushCurrent", || unsafe {
            sys::cuCtxPushCurrent_v2(ctx)
        })?;
        Ok(Current(()))
    }
}

impl Drop for Current {
    fn drop(&mut self) {
        let mut old: CUcontext = std::ptr::null_mut();
        // SAFETY: pops the context pushed by `push` on this thread.
        let _ = cu("cuCtxPopCurrent", || unsafe {
            sys::cuCtxPopCurrent_v2(&mut old)
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(call: &'static str, code: CUresult, d: Option<&str>) -> CuError {
        CuError {
            call,
            kind: CuErrorKind::Code {
                code,
                description: d.map(str::to_string),
            },
        }
    }

    #[test]
    fn errors_name_the_call_and_the_error() {
        let e = err(
            "cuMemAlloc",
            CUresult::CUDA_ERROR_OUT_OF_MEMORY,
            Some("out of memory"),
        );
        assert_eq!(
            e.to_string(),
            "cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY (out of memory)"
        );
        assert!(!e.is_kernel_fault());
        let e = err(
            "cuStreamSynchronize",
            CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
            None,
        );
        assert_eq!(
            e.to_string(),
            "cuStreamSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS"
        );
        assert!(e.is_kernel_fault());
        let p = CuError {
            call: "cuFuncGetParamInfo",
            kind: CuErrorKind::Panic("Missing symbol cuFuncGetParamInfo".into()),
        };
        assert_eq!(p.code(), None);
        assert!(!p.is_kernel_fault());
        assert_eq!(
            p.to_string(),
            "cuFuncGetParamInfo: the CUDA driver library failed: Missing symbol cuFuncGetParamInfo"
        );
    }

    #[test]
    fn kernel_faults_are_the_sticky_errors() {
        use CUresult::*;
        for c in [
            CUDA_ERROR_ILLEGAL_ADDRESS,
            CUDA_ERROR_LAUNCH_FAILED,
            CUDA_ERROR_MISALIGNED_ADDRESS,
            CUDA_ERROR_ASSERT,
            CUDA_ERROR_ILLEGAL_INSTRUCTION,
            CUDA_ERROR_HARDWARE_STACK_ERROR,
            CUDA_ERROR_INVALID_PC,
            CUDA_ERROR_LAUNCH_TIMEOUT,
        ] {
            assert!(is_kernel_fault(c), "{c:?}");
        }
        for c in [
            CUDA_ERROR_OUT_OF_MEMORY,
            CUDA_ERROR_INVALID_VALUE,
            CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
            CUDA_ERROR_NOT_READY,
            CUDA_ERROR_NO_DEVICE,
            CUDA_ERROR_INVALID_IMAGE,
        ] {
            assert!(!is_kernel_fault(c), "{c:?}");
        }
        assert_eq!(
            error_name(CUDA_ERROR_NO_BINARY_FOR_GPU),
            "CUDA_ERROR_NO_BINARY_FOR_GPU"
        );
    }

    /// A panic of the call (what cudarc does when a symbol is missing) becomes an
    /// error; it never unwinds further.
    #[test]
    fn a_panicking_call_is_an_error() {
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let r = cu("cuSomething", || panic!("Missing symbol cuSomething"));
        std::panic::set_hook(hook);
        let e = r.unwrap_err();
        assert_eq!(e.call, "cuSomething");
        assert_eq!(
            e.kind,
            CuErrorKind::Panic("Missing symbol cuSomething".into())
        );
        assert_eq!(cu("cuNothing", || CUresult::CUDA_SUCCESS), Ok(()));
    }
}
