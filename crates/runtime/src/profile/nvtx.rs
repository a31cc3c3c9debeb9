//! NVTX ranges (`ACC_NVTX=1`): Nsight Systems and other NVIDIA tools show each compute
//! construct, data construct, enter/exit data, update, transfer, launch and wait of the
//! program as a named range on the host thread's timeline.
//!
//! Implemented as a tool of the OpenACC profiling interface ([`super::tool`]): when asked
//! for, `libnvToolsExt.so.1` is opened at run time and callbacks are registered that push
//! a range at each start event and pop it at the matching end event. Without the variable
//! nothing is loaded or registered (no cost); without the library a note says so and the
//! program runs without ranges. NVTX ranges are host ranges: they work on every device
//! type, CUDA being where they line up with the kernels Nsight records.

use std::ffi::{c_char, c_int, CStr, CString};
use std::sync::OnceLock;

use super::tool::{self, event, ApiInfo, EventInfo, ProfInfo};

type PushFn = unsafe extern "C" fn(*const c_char) -> c_int;
type PopFn = unsafe extern "C" fn() -> c_int;

struct Nvtx {
    push: PushFn,
    pop: PopFn,
}

static NVTX: OnceLock<Nvtx> = OnceLock::new();

/// The library's name (the soname of the NVTX 2/3 injection library of CUDA toolkits).
const LIBRARY: &str = "libnvToolsExt.so.1";

/// True when `ACC_NVTX` asks for ranges.
fn asked() -> bool {
    std::env::var("ACC_NVTX")
        .map(|v| {
            matches!(
                v.trim().to_ascii_lowercase().as_str(),
                "1" | "on" | "yes" | "true"
            )
        })
        .unwrap_or(false)
}

fn load() -> Result<Nvtx, String> {
    use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
    // SAFETY: loading NVTX runs no code of ours; its symbols have NVTX's C types.
    unsafe {
        let lib = Library::open(Some(LIBRARY), RTLD_NOW | RTLD_LOCAL).map_err(|e| e.to_string())?;
        let push = *lib
            .get::<PushFn>(b"nvtxRangePushA\0")
            .map_err(|e| e.to_string())?;
        let pop = *lib
            .get::<PopFn>(b"nvtxRangePop\0")
            .map_err(|e| e.to_string())?;
        // Stays loaded for the life of the process.
        std::mem::forget(lib);
        Ok(Nvtx { push, pop })
    }
}

/// Called once at start-up (`profile::init`).
pub fn start() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if !asked() {
            return;
        }
        match load() {
            Ok(n) => {
                let _ = NVTX.set(n);
            }
            Err(why) => {
                eprintln!(
                    "accc runtime note: ACC_NVTX=1: cannot load {LIBRARY} ({why}); no NVTX ranges"
                );
                return;
            }
        }
        for start in [
            event::COMPUTE_CONSTRUCT_START,
            event::ENTER_DATA_START,
            event::EXIT_DATA_START,
            event::UPDATE_START,
            event::ENQUEUE_LAUNCH_START,
            event::ENQUEUE_UPLOAD_START,
            event::ENQUEUE_DOWNLOAD_START,
            event::WAIT_START,
        ] {
            tool::acc_prof_register(start, Some(push_range), 0);
            tool::acc_prof_register(start + 1, Some(pop_range), 0);
        }
    });
}

fn text(p: *const c_char) -> String {
    if p.is_null() {
        "?".into()
    } else {
        // SAFETY: the runtime passes NUL-terminated strings or NULL.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
}

fn construct_name(c: c_int) -> &'static str {
    use tool::construct as k;
    match c {
        k::PARALLEL => "parallel",
        k::KERNELS => "kernels",
        k::SERIAL => "serial",
        k::DATA => "data",
        k::ENTER_DATA => "enter data",
        k::EXIT_DATA => "exit data",
        k::UPDATE => "update",
        k::WAIT => "wait",
        _ => "runtime API",
    }
}

/// The range's name: what happened and where (`acc parallel saxpy.c:17 main`).
fn range_name(prof: &ProfInfo, info: &EventInfo) -> String {
    // SAFETY: the member read is the one the event type selects.
    let (what, parent) = unsafe {
        match prof.event_type {
            event::ENQUEUE_LAUNCH_START => (
                format!("launch {}", text(info.launch.kernel_name)),
                info.launch.parent_construct,
            ),
            event::ENQUEUE_UPLOAD_START | event::ENQUEUE_DOWNLOAD_START => (
                format!(
                    "{} {} ({} B)",
                    if prof.event_type == event::ENQUEUE_UPLOAD_START {
                        "upload"
                    } else {
                        "download"
                    },
                    text(info.data.var_name),
                    info.data.bytes
                ),
                info.data.parent_construct,
            ),
            event::WAIT_START => ("wait".to_string(), info.other.parent_construct),
            _ => (String::new(), info.other.parent_construct),
        }
    };
    let construct = construct_name(parent);
    let place = if prof.src_file.is_null() {
        text(prof.func_name)
    } else {
        format!(
            "{}:{} {}",
            text(prof.src_file),
            prof.line_no,
            text(prof.func_name)
        )
    };
    if what.is_empty() {
        format!("acc {construct} {place}")
    } else {
        format!("acc {what} [{construct} {place}]")
    }
}

unsafe extern "C" fn push_range(prof: *mut ProfInfo, info: *mut EventInfo, _api: *mut ApiInfo) {
    let (Some(n), Some(prof), Some(info)) = (NVTX.get(), prof.as_ref(), info.as_ref()) else {
        return;
    };
    let name = CString::new(range_name(prof, info)).unwrap_or_default();
    (n.push)(name.as_ptr());
}

unsafe extern "C" fn pop_range(_prof: *mut ProfInfo, _info: *mut EventInfo, _api: *mut ApiInfo) {
    if let Some(n) = NVTX.get() {
        (n.pop)();
    }
}
