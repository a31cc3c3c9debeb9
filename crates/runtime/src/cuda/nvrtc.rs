//! Compiling a translation unit's CUDA C program with NVRTC (`libnvrtc.so`, opened at
//! run time by `cudarc`) for the device's compute capability: a cubin for `sm_XY`
//! when this NVRTC knows the architecture, else PTX for the newest architecture it
//! knows below it (the driver compiles that PTX for the device).
//!
//! Options: `--gpu-architecture=…`, `-default-device` (functions without an execution
//! space are device functions), `--std=c++17`. `--use_fast_math` is not used: division,
//! square root and math functions give IEEE results (multiply-adds are fused, NVRTC's
//! default, as nvcc's).

use std::ffi::{c_char, c_int, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;

use cudarc::nvrtc::sys::{self, nvrtcProgram, nvrtcResult};

/// The NVRTC library names tried when the loader does not find one by itself, in the
/// CUDA toolkit's usual places: the major version of our bindings, then others.
const LIBRARY_NAMES: [&str; 3] = ["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"];

/// Where a CUDA toolkit keeps its libraries, below `$CUDA_HOME`, `$CUDA_PATH` or
/// `/usr/local/cuda`.
const LIBRARY_DIRS: [&str; 3] = ["lib64", "targets/x86_64-linux/lib", "lib"];

/// A loaded NVRTC.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nvrtc {
    pub version: (i32, i32),
    /// Supported architectures, as 10 × major + minor (e.g. 90).
    pub archs: Vec<i32>,
}

/// What NVRTC generates for a device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// `sm_90` (a cubin) or `compute_89` (PTX).
    pub arch: String,
    pub cubin: bool,
}

fn nvrtc_name(r: nvrtcResult) -> String {
    format!("{r:?}")
}

/// Run an NVRTC call; a panic of the bindings becomes an error naming `call`.
fn nv(call: &str, f: impl FnOnce() -> nvrtcResult) -> Result<(), String> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(nvrtcResult::NVRTC_SUCCESS) => Ok(()),
        Ok(r) => Err(format!("{call}: {}", nvrtc_name(r))),
        Err(_) => Err(format!("{call}: the NVRTC library failed")),
    }
}

/// Candidate paths of NVRTC in the CUDA toolkits named by the environment and in
/// `/usr/local/cuda`.
fn toolkit_candidates(env: &dyn Fn(&str) -> Option<String>) -> Vec<String> {
    let mut roots: Vec<String> = ["CUDA_HOME", "CUDA_PATH"]
        .iter()
        .filter_map(|v| env(v))
        .filter(|r| r.starts_with('/'))
        .collect();
    roots.push("/usr/local/cuda".to_string());
    let mut out = Vec::new();
    for root in &roots {
        for dir in LIBRARY_DIRS {
            for name in LIBRARY_NAMES {
                out.push(format!("{}/{dir}/{name}", root.trim_end_matches('/')));
            }
        }
    }
    out
}

/// The builtins library NVRTC opens by name when it compiles
/// (`libnvrtc-builtins.so.13.0`), among the files of NVRTC's directory; not the
/// `.alt` variants.
fn builtins_in(files: &[String]) -> Vec<String> {
    let mut b: Vec<String> = files
        .iter()
        .filter(|f| f.starts_with("libnvrtc-builtins.so") && !f.contains(".alt"))
        .cloned()
        .collect();
    b.sort();
    b
}

/// Make NVRTC loadable when the dynamic loader's search path misses the toolkit: open
/// it, and the builtins library it needs, from the toolkit's directory and keep them
/// open. `cudarc` then opens NVRTC by its name (`libnvrtc.so.13`), and NVRTC its
/// builtins, which the loader matches to the libraries already loaded.
fn preload_from_toolkit() {
    static KEPT: OnceLock<Vec<libloading::Library>> = OnceLock::new();
    KEPT.get_or_init(|| {
        let env = |v: &str| std::env::var(v).ok();
        for path in toolkit_candidates(&env) {
            let path = std::path::Path::new(&path);
            if !path.exists() {
                continue;
            }
            let dir = path.parent().unwrap_or(std::path::Path::new("/"));
            let files: Vec<String> = std::fs::read_dir(dir)
                .map(|rd| {
                    rd.filter_map(|e| e.ok()?.file_name().into_string().ok())
                        .collect()
                })
                .unwrap_or_default();
            // SAFETY: loading NVRTC and its builtins runs their initialisers, which
            // have no preconditions.
            let builtins: Vec<libloading::Library> = builtins_in(&files)
                .iter()
                .filter_map(|f| unsafe { libloading::Library::new(dir.join(f)) }.ok())
                .collect();
            if let Ok(lib) = unsafe { libloading::Library::new(path) } {
                let mut kept = builtins;
                kept.push(lib);
                return kept;
            }
        }
        Vec::new()
    });
}

/// Why NVRTC is unavailable, for "cannot load its program" messages.
pub const NOT_FOUND: &str = "NVRTC (libnvrtc.so.13) cannot be loaded, so the kernels' CUDA C \
     cannot be compiled: install the CUDA toolkit's NVRTC (or add its lib directory to \
     LD_LIBRARY_PATH, or set CUDA_HOME), or build the program where nvcc is installed so that \
     it carries compiled kernels";

impl Nvrtc {
    /// Load NVRTC (once per process) and ask its version and architectures.
    pub fn get() -> Result<&'static Nvrtc, String> {
        static LOADED: OnceLock<Result<Nvrtc, String>> = OnceLock::new();
        LOADED
            .get_or_init(|| {
                let present =
                    || catch_unwind(|| unsafe { sys::is_culib_present() }).unwrap_or(false);
                if !present() {
                    preload_from_toolkit();
                    if !present() {
                        return Err(NOT_FOUND.to_string());
                    }
                }
                let (mut major, mut minor): (c_int, c_int) = (0, 0);
                // SAFETY: two valid out-pointers.
                nv("nvrtcVersion", || unsafe {
                    sys::nvrtcVersion(&mut major, &mut minor)
                })?;
                let mut n: c_int = 0;
                let mut archs = Vec::new();
                // SAFETY: out-pointer, then a buffer of the size NVRTC reported.
                if nv("nvrtcGetNumSupportedArchs", || unsafe {
                    sys::nvrtcGetNumSupportedArchs(&mut n)
                })
                .is_ok()
                    && n > 0
                {
                    archs = vec![0; n as usize];
                    if nv("nvrtcGetSupportedArchs", || unsafe {
                        sys::nvrtcGetSupportedArchs(archs.as_mut_ptr())
                    })
                    .is_err()
                    {
                        archs.clear();
                    }
                }
                Ok(Nvrtc {
                    version: (major, minor),
                    archs,
                })
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// What to generate for a device of compute capability `cc` (10 × major + minor).
    pub fn target(&self, cc: i32) -> Result<Target, String> {
        if self.archs.is_empty() || self.archs.contains(&cc) {
            return Ok(Target {
                arch: format!("sm_{cc}"),
                cubin: true,
            });
        }
        match self.archs.iter().copied().filter(|&a| a < cc).max() {
            Some(a) => Ok(Target {
                arch: format!("compute_{a}"),
                cubin: false,
            }),
            None => Err(format!(
                "NVRTC {}.{} cannot compile for compute capability {}.{} (it supports {})",
                self.version.0,
                self.version.1,
                cc / 10,
                cc % 10,
                self.archs
                    .iter()
                    .map(|a| format!("sm_{a}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    /// The key of the on-disk cache: everything the binary depends on besides the
    /// source.
    pub fn cache_key(&self, options: &[String]) -> String {
        format!(
            "nvrtc={}.{}; options={}",
            self.version.0,
            self.version.1,
            options.join(" ")
        )
    }
}

/// The NVRTC options for `target`.
pub fn options(target: &Target) -> Vec<String> {
    vec![
        format!("--gpu-architecture={}", target.arch),
        "-default-device".to_string(),
        "--std=c++17".to_string(),
    ]
}

/// Owns an `nvrtcProgram`.
struct Program(nvrtcProgram);

impl Drop for Program {
    fn drop(&mut self) {
        // SAFETY: created by nvrtcCreateProgram and destroyed once.
        let _ = nv("nvrtcDestroyProgram", || unsafe {
            sys::nvrtcDestroyProgram(&mut self.0)
        });
    }
}

/// The compiler's log of `p`, trimmed.
fn log_of(p: &Program) -> String {
    let mut size = 0usize;
    // SAFETY: out-pointer, then a buffer of the reported size.
    if nv("nvrtcGetProgramLogSize", || unsafe {
        sys::nvrtcGetProgramLogSize(p.0, &mut size)
    })
    .is_err()
        || size == 0
    {
        return "(no log)".to_string();
    }
    let mut buf = vec![0u8; size];
    if nv("nvrtcGetProgramLog", || unsafe {
        sys::nvrtcGetProgramLog(p.0, buf.as_mut_ptr().cast::<c_char>())
    })
    .is_err()
    {
        return "(no log)".to_string();
    }
    let text = CStr::from_bytes_until_nul(&buf)
        .map(|c| c.to_string_lossy().into_owned())
        .unwrap_or_else(|_| String::from_utf8_lossy(&buf).into_owned());
    text.trim_end().to_string()
}

/// Compile `source` with `options` for `target`: the cubin, or the PTX with its
/// terminating NUL. A failure is the error's name and the call, then the compiler's
/// log on the following lines (like an OpenCL build log).
pub fn compile(source: &[u8], target: &Target, options: &[String]) -> Result<Vec<u8>, String> {
    let src =
        CString::new(source).map_err(|_| "the CUDA C program contains a NUL byte".to_string())?;
    let mut prog: nvrtcProgram = std::ptr::null_mut();
    // SAFETY: NUL-terminated source and name, no headers.
    nv("nvrtcCreateProgram", || unsafe {
        sys::nvrtcCreateProgram(
            &mut prog,
            src.as_ptr(),
            c"accc_kernels.cu".as_ptr(),
            0,
            std::ptr::null(),
            std::ptr::null(),
        )
    })?;
    let prog = Program(prog);
    let opts: Vec<CString> = options
        .iter()
        .map(|o| CString::new(o.as_str()).expect("options have no NUL"))
        .collect();
    let ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
    let r = catch_unwind(AssertUnwindSafe(|| unsafe {
        // SAFETY: `ptrs` holds `opts.len()` NUL-terminated strings.
        sys::nvrtcCompileProgram(prog.0, ptrs.len() as c_int, ptrs.as_ptr())
    }));
    match r {
        Ok(nvrtcResult::NVRTC_SUCCESS) => {}
        Ok(e) => {
            return Err(format!(
                "{} (nvrtcCompileProgram {}); build log:\n{}",
                nvrtc_name(e),
                options.join(" "),
                log_of(&prog)
            ))
        }
        Err(_) => return Err("nvrtcCompileProgram: the NVRTC library failed".to_string()),
    }
    let mut size = 0usize;
    let mut out;
    if target.cubin {
        // SAFETY: out-pointer, then a buffer of the reported size.
        nv("nvrtcGetCUBINSize", || unsafe {
            sys::nvrtcGetCUBINSize(prog.0, &mut size)
        })?;
        out = vec![0u8; size];
        nv("nvrtcGetCUBIN", || unsafe {
            sys::nvrtcGetCUBIN(prog.0, out.as_mut_ptr().cast::<c_char>())
        })?;
    } else {
        nv("nvrtcGetPTXSize", || unsafe {
            sys::nvrtcGetPTXSize(prog.0, &mut size)
        })?;
        out = vec![0u8; size];
        nv("nvrtcGetPTX", || unsafe {
            sys::nvrtcGetPTX(prog.0, out.as_mut_ptr().cast::<c_char>())
        })?;
    }
    if out.is_empty() {
        return Err("NVRTC produced an empty program".to_string());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nvrtc(archs: &[i32]) -> Nvrtc {
        Nvrtc {
            version: (13, 0),
            archs: archs.to_vec(),
        }
    }

    #[test]
    fn cubin_for_a_known_architecture_else_ptx_below_it() {
        let n = nvrtc(&[75, 80, 86, 87, 89, 90, 100, 120]);
        assert_eq!(
            n.target(90).unwrap(),
            Target {
                arch: "sm_90".into(),
                cubin: true
            }
        );
        // a device newer than this NVRTC knows: PTX of the newest older architecture
        assert_eq!(
            n.target(121).unwrap(),
            Target {
                arch: "compute_120".into(),
                cubin: false
            }
        );
        assert_eq!(n.target(95).unwrap().arch, "compute_90");
        let e = n.target(70).unwrap_err();
        assert_eq!(
            e,
            "NVRTC 13.0 cannot compile for compute capability 7.0 (it supports sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, sm_120)"
        );
        // unknown list: trust the device
        assert_eq!(nvrtc(&[]).target(90).unwrap().arch, "sm_90");
    }

    #[test]
    fn options_and_cache_key() {
        let t = Target {
            arch: "sm_90".into(),
            cubin: true,
        };
        let o = options(&t);
        assert_eq!(
            o,
            vec!["--gpu-architecture=sm_90", "-default-device", "--std=c++17"]
        );
        assert!(!o.iter().any(|x| x.contains("fast_math")));
        let n = nvrtc(&[90]);
        assert_eq!(
            n.cache_key(&o),
            "nvrtc=13.0; options=--gpu-architecture=sm_90 -default-device --std=c++17"
        );
        // the key changes with the architecture and the NVRTC version
        let o89 = options(&Target {
            arch: "sm_89".into(),
            cubin: true,
        });
        assert_ne!(n.cache_key(&o), n.cache_key(&o89));
        let newer = Nvrtc {
            version: (13, 1),
            archs: vec![90],
        };
        assert_ne!(n.cache_key(&o), newer.cache_key(&o));
    }

    #[test]
    fn toolkit_locations() {
        let env = |v: &str| match v {
            "CUDA_HOME" => Some("/opt/cuda-13/".to_string()),
            "CUDA_PATH" => Some("relative/ignored".to_string()),
            _ => None,
        };
        let c = toolkit_candidates(&env);
        assert_eq!(c[0], "/opt/cuda-13/lib64/libnvrtc.so.13");
        assert!(c.contains(&"/usr/local/cuda/targets/x86_64-linux/lib/libnvrtc.so.13".to_string()));
        assert!(!c.iter().any(|p| p.contains("relative")));
        assert_eq!(c.len(), 2 * LIBRARY_DIRS.len() * LIBRARY_NAMES.len());
        let none = |_: &str| None;
        assert_eq!(
            toolkit_candidates(&none)[0],
            "/usr/local/cuda/lib64/libnvrtc.so.13"
        );
    }

    #[test]
    fn the_builtins_library_is_found_beside_nvrtc() {
        let files: Vec<String> = [
            "libnvrtc.so.13",
            "libnvrtc-builtins.alt.so.13.0",
            "libnvrtc-builtins.so.13.0",
            "libnvrtc.alt.so.13",
            "libcudart.so.13",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(builtins_in(&files), vec!["libnvrtc-builtins.so.13.0"]);
        assert!(builtins_in(&[]).is_empty());
    }

    /// Loading NVRTC never panics: without it (CI has none) the error says what to
    /// install; with it, the version and architectures are known.
    #[test]
    fn loading_nvrtc_answers_either_way() {
        let present = unsafe { sys::is_culib_present() };
        match Nvrtc::get() {
            Ok(n) => assert!(n.version.0 >= 11, "{n:?}"),
            Err(e) => {
                assert!(!present);
                assert_eq!(e, NOT_FOUND);
                assert!(e.contains("libnvrtc.so.13"));
            }
        }
    }
}
