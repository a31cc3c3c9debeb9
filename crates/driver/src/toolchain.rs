//! What accc runs and links with: the host C compiler (`$ACCC_CC`, default `cc`), accc's
//! include directory (`openacc.h`) and the runtime library (`libaccrt.a`).

use std::ffi::{OsStr, OsString};
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Output, Stdio};

use crate::Failure;

/// The host C compiler: `$ACCC_CC` split at blanks (so `ACCC_CC="ccache gcc"` works).
#[derive(Clone, Debug)]
pub struct HostCc {
    words: Vec<OsString>,
    /// `-v`: print each command before running it.
    pub verbose: bool,
}

impl HostCc {
    pub fn from_env(verbose: bool) -> HostCc {
        let words = match std::env::var_os("ACCC_CC") {
            Some(value) => value
                .as_bytes()
                .split(|b| b.is_ascii_whitespace())
                .filter(|w| !w.is_empty())
                .map(|w| OsStr::from_bytes(w).to_os_string())
                .collect(),
            None => Vec::new(),
        };
        let words = if words.is_empty() {
            vec![OsString::from("cc")]
        } else {
            words
        };
        HostCc { words, verbose }
    }

    /// The compiler as the user named it (`cc`, `ccache gcc`).
    pub fn name(&self) -> String {
        self.words
            .iter()
            .map(|w| w.to_string_lossy())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A command running the host compiler; add arguments and give it to [`HostCc::status`].
    /// With `-v`, the host compiler is verbose too (build systems such as CMake read the
    /// link line gcc prints to find the implicit libraries).
    pub fn command(&self) -> Command {
        let mut cmd = Command::new(&self.words[0]);
        cmd.args(&self.words[1..]);
        if self.verbose {
            cmd.arg("-v");
        }
        cmd
    }

    /// Runs `cmd` with inherited standard streams (the compiler's own messages reach the
    /// user as they are).
    pub fn status(&self, cmd: &mut Command) -> Result<ExitStatus, Failure> {
        self.trace(cmd);
        cmd.status().map_err(|e| self.spawn_error(e))
    }

    /// Runs `cmd` (whose standard input must be piped) feeding it `input`.
    pub fn status_with_input(
        &self,
        cmd: &mut Command,
        input: &[u8],
    ) -> Result<ExitStatus, Failure> {
        use std::io::Write;
        self.trace(cmd);
        let mut child = cmd.spawn().map_err(|e| self.spawn_error(e))?;
        if let Some(mut stdin) = child.stdin.take() {
            // A compiler that stops reading early (an error) closes the pipe: not our error.
            let _ = stdin.write_all(input);
        }
        child.wait().map_err(|e| self.spawn_error(e))
    }

    /// Runs `cmd` and collects its output (standard input closed).
    pub fn output(&self, cmd: &mut Command) -> Result<Output, Failure> {
        self.trace(cmd);
        cmd.stdin(Stdio::null())
            .output()
            .map_err(|e| self.spawn_error(e))
    }

    fn trace(&self, cmd: &Command) {
        if self.verbose {
            eprintln!("{}", show_command(cmd));
        }
    }

    fn spawn_error(&self, e: io::Error) -> Failure {
        if e.kind() == io::ErrorKind::NotFound {
            Failure::Error(format!(
                "cannot find the host C compiler '{}' (set ACCC_CC to the C compiler to use)",
                self.words[0].to_string_lossy()
            ))
        } else {
            Failure::Error(format!(
                "cannot run the host C compiler '{}': {e}",
                self.name()
            ))
        }
    }

    /// Where the compiler program is found on `PATH`, if it is.
    pub fn resolved_path(&self) -> Option<PathBuf> {
        let program = Path::new(&self.words[0]);
        if program.components().count() > 1 {
            return program.is_file().then(|| program.to_path_buf());
        }
        let path = std::env::var_os("PATH")?;
        std::env::split_paths(&path)
            .map(|dir| dir.join(program))
            .find(|p| is_executable(p))
    }

    /// The first line of `cc --version`.
    pub fn version_line(&self) -> Option<String> {
        let mut cmd = self.command();
        cmd.arg("--version")
            .stdin(Stdio::null())
            .stderr(Stdio::null());
        let out = cmd.output().ok()?;
        if !out.status.success() {
            return None;
        }
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .map(str::to_string)
    }
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata()
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

/// A command line as a shell would need it typed, for `-v`.
pub fn show_command(cmd: &Command) -> String {
    let mut words = vec![quote(cmd.get_program())];
    words.extend(cmd.get_args().map(quote));
    words.join(" ")
}

fn quote(word: &OsStr) -> String {
    let text = word.to_string_lossy();
    let plain = !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./=+,:@%".contains(&b));
    if plain {
        text.into_owned()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

/// The directory of the running accc executable.
fn exe_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    exe.parent().map(Path::to_path_buf)
}

/// accc's include directory, holding `openacc.h`: `$ACCC_INCLUDE_DIR`, else
/// `<exe_dir>/../include` (installed: `prefix/bin/accc`, `prefix/include/openacc.h`), else
/// `<exe_dir>/../../include` (a cargo build tree: `target/debug/accc`, `include/` at the root).
pub fn include_dir() -> Result<PathBuf, String> {
    include_dir_from(std::env::var_os("ACCC_INCLUDE_DIR"), exe_dir().as_deref())
}

pub fn include_dir_from(env: Option<OsString>, exe_dir: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(dir) = env.filter(|d| !d.is_empty()) {
        let dir = PathBuf::from(dir);
        return if dir.is_dir() {
            Ok(dir)
        } else {
            Err(format!(
                "ACCC_INCLUDE_DIR={} is not a directory",
                dir.display()
            ))
        };
    }
    let candidates: Vec<PathBuf> = match exe_dir {
        Some(d) => vec![d.join("../include"), d.join("../../include")],
        None => Vec::new(),
    };
    for dir in &candidates {
        if dir.join("openacc.h").is_file() {
            return Ok(std::fs::canonicalize(dir).unwrap_or_else(|_| dir.clone()));
        }
    }
    Err(format!(
        "cannot find accc's include directory (no openacc.h in {}); set ACCC_INCLUDE_DIR to the directory holding accc's openacc.h",
        list(&candidates)
    ))
}

/// The runtime library: `$ACCC_RUNTIME_LIB`, else `libaccrt.a` in `<exe_dir>`, `<exe_dir>/..`
/// (cargo test binaries live in `target/<profile>/deps`) or `<exe_dir>/../lib` (installed).
pub fn runtime_lib() -> Result<PathBuf, String> {
    runtime_lib_from(std::env::var_os("ACCC_RUNTIME_LIB"), exe_dir().as_deref())
}

pub fn runtime_lib_from(env: Option<OsString>, exe_dir: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(file) = env.filter(|f| !f.is_empty()) {
        let file = PathBuf::from(file);
        return if file.is_file() {
            Ok(file)
        } else {
            Err(format!("ACCC_RUNTIME_LIB={} is not a file", file.display()))
        };
    }
    let candidates: Vec<PathBuf> = match exe_dir {
        Some(d) => ["libaccrt.a", "../libaccrt.a", "../lib/libaccrt.a"]
            .iter()
            .map(|f| d.join(f))
            .collect(),
        None => Vec::new(),
    };
    for file in &candidates {
        if file.is_file() {
            return Ok(std::fs::canonicalize(file).unwrap_or_else(|_| file.clone()));
        }
    }
    Err(format!(
        "cannot find the accc runtime library libaccrt.a (looked for {}); build it with `cargo build -p accrt` \
         into the same target directory as accc, or set ACCC_RUNTIME_LIB",
        list(&candidates)
    ))
}

fn list(paths: &[PathBuf]) -> String {
    if paths.is_empty() {
        return "<the location of accc is unknown>".into();
    }
    paths
        .iter()
        .map(|p| normalize(p).display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `a/b/../c` → `a/c` without touching the file system (the paths are only shown and passed
/// to the compiler; symbolic links in them are not an issue for either).
fn normalize(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::ParentDir
                if matches!(out.components().next_back(), Some(Component::Normal(_))) =>
            {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// nvcc, for building CUDA kernels ahead of time: `$ACCC_NVCC`, `nvcc` on the `PATH`,
/// `$CUDA_HOME/bin/nvcc`, `/usr/local/cuda/bin/nvcc`.
pub fn find_nvcc() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ACCC_NVCC").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join("nvcc"))
            .find(|p| p.is_file())
    });
    on_path
        .or_else(|| {
            std::env::var_os("CUDA_HOME")
                .map(|h| PathBuf::from(h).join("bin/nvcc"))
                .filter(|p| p.is_file())
        })
        .or_else(|| Some(PathBuf::from("/usr/local/cuda/bin/nvcc")).filter(|p| p.is_file()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("accc-toolchain-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn include_dir_search() {
        let root = scratch("inc");
        std::fs::create_dir_all(root.join("target/debug")).unwrap();
        std::fs::create_dir_all(root.join("include")).unwrap();
        let exe_dir = root.join("target/debug");
        let err = include_dir_from(None, Some(&exe_dir)).unwrap_err();
        assert!(err.contains("ACCC_INCLUDE_DIR"), "{err}");
        std::fs::write(root.join("include/openacc.h"), "").unwrap();
        let found = include_dir_from(None, Some(&exe_dir)).unwrap();
        assert_eq!(found, root.join("include").canonicalize().unwrap());
        assert_eq!(
            include_dir_from(Some(root.clone().into()), Some(&exe_dir)).unwrap(),
            root
        );
        assert!(include_dir_from(Some(root.join("nope").into()), None).is_err());
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn runtime_lib_search() {
        let root = scratch("rt");
        let deps = root.join("debug/deps");
        std::fs::create_dir_all(&deps).unwrap();
        let err = runtime_lib_from(None, Some(&deps)).unwrap_err();
        assert!(err.contains("cargo build -p accrt"), "{err}");
        std::fs::write(root.join("debug/libaccrt.a"), "").unwrap();
        let lib = root.join("debug/libaccrt.a").canonicalize().unwrap();
        assert_eq!(runtime_lib_from(None, Some(&deps)).unwrap(), lib);
        assert_eq!(
            runtime_lib_from(None, Some(&root.join("debug"))).unwrap(),
            lib
        );
        assert!(runtime_lib_from(Some(root.join("x.a").into()), None).is_err());
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn quoting_for_verbose_output() {
        let mut cmd = Command::new("cc");
        cmd.args(["-DX=a b", "-O2", "it's"]);
        assert_eq!(show_command(&cmd), "cc '-DX=a b' -O2 'it'\\''s'");
    }

    #[test]
    fn normalizes_parent_components() {
        assert_eq!(
            normalize(Path::new("/a/b/../../include")),
            PathBuf::from("/include")
        );
        assert_eq!(normalize(Path::new("/a/b/./../c")), PathBuf::from("/a/c"));
    }
}
