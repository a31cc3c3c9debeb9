//! Runtime errors, their reporting, and the guard that keeps panics out of C.

use std::any::Any;
use std::fmt;
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;

/// An OpenACC usage error or a device failure, reported to the user as one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccError {
    message: String,
    /// When true the message stands alone (e.g. an environment variable error found
    /// while the runtime starts) and is not prefixed with the routine that was called.
    standalone: bool,
}

impl AccError {
    /// An error about the routine that is being executed.
    pub fn new(message: impl Into<String>) -> Self {
        AccError {
            message: message.into(),
            standalone: false,
        }
    }

    /// An error that is not about the routine being executed (start-up configuration).
    pub fn standalone(message: impl Into<String>) -> Self {
        AccError {
            message: message.into(),
            standalone: true,
        }
    }

    pub fn message(&self) -> &str {
        &self.message
    }

    pub fn is_standalone(&self) -> bool {
        self.standalone
    }

    /// The full line printed to stderr when `routine` fails with this error.
    pub fn line(&self, routine: &str) -> String {
        if self.standalone {
            format!("accc runtime error: {}", self.message)
        } else {
            format!("accc runtime error: {}: {}", routine, self.message)
        }
    }
}

impl fmt::Display for AccError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for AccError {}

/// The first device fault of this process (see [`record_device_fault`]).
static DEVICE_FAULT: OnceLock<String> = OnceLock::new();

/// Record a fault that left a device unusable — a CUDA kernel that failed
/// (`CUDA_ERROR_ILLEGAL_ADDRESS`, ...) poisons its context, so every later call fails
/// with the same error, wherever the program happens to synchronise next. `what` is
/// the complete description, naming the directive that launched the kernel
/// (`FILE:LINE: CONSTRUCT in FUNCTION(): kernel `k` failed on nvidia device 0: ...`).
/// The first fault wins; [`report_and_exit`] prints it instead of the error of
/// whatever call noticed it, since that error is only a consequence.
pub fn record_device_fault(what: String) {
    let _ = DEVICE_FAULT.set(what);
}

/// The recorded device fault, if any.
pub fn device_fault() -> Option<&'static str> {
    DEVICE_FAULT.get().map(String::as_str)
}

/// The line [`report_and_exit`] prints: the device fault when there was one, else
/// the error of `routine`.
fn final_line(fault: Option<&str>, routine: &str, err: &AccError) -> String {
    match fault {
        Some(f) => format!("accc runtime error: {f}"),
        None => err.line(routine),
    }
}

static REPORTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// An error has been reported: the process is ending because of it.
pub fn reported() -> bool {
    REPORTED.load(std::sync::atomic::Ordering::Acquire)
}

/// Print the error line for `routine` (or the device fault that caused it).
pub fn report(routine: &str, err: &AccError) {
    REPORTED.store(true, std::sync::atomic::Ordering::Release);
    let mut stderr = std::io::stderr().lock();
    // A failed write cannot be reported anywhere; exiting is all that is left.
    let _ = writeln!(stderr, "{}", final_line(device_fault(), routine, err));
    let _ = stderr.flush();
}

/// [`report`], then terminate the process with status 1.
pub fn report_and_exit(routine: &str, err: &AccError) -> ! {
    report(routine, err);
    std::process::exit(1)
}

fn panic_text(payload: &(dyn Any + Send)) -> &str {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.as_str()
    } else {
        "unknown panic"
    }
}

/// Run `f`, which is the body of a C-ABI function; a panic inside it is reported as
/// an internal error of `routine` and the process aborts, so it never unwinds into C.
pub fn ffi_guard<T>(routine: &str, f: impl FnOnce() -> T) -> T {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(payload) => {
            let mut stderr = std::io::stderr().lock();
            let _ = writeln!(
                stderr,
                "accc runtime error: {}: internal error in the accc runtime ({}); aborting",
                routine,
                panic_text(payload.as_ref())
            );
            let _ = stderr.flush();
            std::process::abort()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_names_the_routine() {
        let e = AccError::new("host range [0x10, 0x20) (16 bytes) is not present");
        assert_eq!(
            e.line("acc_update_device"),
            "accc runtime error: acc_update_device: host range [0x10, 0x20) (16 bytes) is not present"
        );
        assert!(!e.is_standalone());
    }

    #[test]
    fn standalone_errors_are_not_prefixed_with_a_routine() {
        let e = AccError::standalone("ACC_DEVICE_NUM=x is not a device number");
        assert_eq!(
            e.line("acc_init"),
            "accc runtime error: ACC_DEVICE_NUM=x is not a device number"
        );
        assert_eq!(e.to_string(), "ACC_DEVICE_NUM=x is not a device number");
    }

    #[test]
    fn a_device_fault_replaces_the_error_it_caused() {
        let e = AccError::standalone("wait.c:9: wait in main(): nvidia device 0: cuStreamSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS");
        assert_eq!(
            final_line(None, "__accrt_wait", &e),
            "accc runtime error: wait.c:9: wait in main(): nvidia device 0: cuStreamSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS"
        );
        let fault = "k.c:3: parallel loop in f(): kernel `oob` failed on nvidia device 0: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered)";
        assert_eq!(
            final_line(Some(fault), "__accrt_wait", &e),
            format!("accc runtime error: {fault}")
        );
        let plain = AccError::new("no such thing");
        assert_eq!(
            final_line(Some(fault), "acc_wait", &plain),
            format!("accc runtime error: {fault}")
        );
    }

    #[test]
    fn guard_passes_values_through() {
        assert_eq!(ffi_guard("x", || 41 + 1), 42);
    }

    #[test]
    fn panic_text_handles_both_payload_kinds() {
        let a: Box<dyn Any + Send> = Box::new("static");
        let b: Box<dyn Any + Send> = Box::new(String::from("owned"));
        let c: Box<dyn Any + Send> = Box::new(7_u8);
        assert_eq!(panic_text(a.as_ref()), "static");
        assert_eq!(panic_text(b.as_ref()), "owned");
        assert_eq!(panic_text(c.as_ref()), "unknown panic");
    }
}
