//! Runtime errors, their reporting, and the guard that keeps panics out of C.

use std::any::Any;
use std::fmt;
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};

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

/// Print the error line for `routine` and terminate the process with status 1.
pub fn report_and_exit(routine: &str, err: &AccError) -> ! {
    let mut stderr = std::io::stderr().lock();
    // A failed write cannot be reported anywhere; exiting is all that is left.
    let _ = writeln!(stderr, "{}", err.line(routine));
    let _ = stderr.flush();
    drop(stderr);
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
