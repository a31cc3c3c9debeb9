//! The directory that holds the generated files of one invocation: a fresh temporary
//! directory (removed at the end unless `--keep`), or the user's `--emit-dir`.

use std::collections::HashSet;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

pub struct WorkDir {
    path: PathBuf,
    remove: bool,
    stems: HashSet<String>,
}

impl WorkDir {
    /// A new private directory under the system temporary directory.
    pub fn temporary() -> io::Result<WorkDir> {
        use std::os::unix::fs::DirBuilderExt;
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let base = std::env::temp_dir();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let mut last_error = None;
        for attempt in 0..100u32 {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = format!(
                "accc-{}-{:08x}-{n}",
                std::process::id(),
                nanos.wrapping_add(attempt.wrapping_mul(7919))
            );
            let path = base.join(name);
            match std::fs::DirBuilder::new().mode(0o700).create(&path) {
                Ok(()) => {
                    // Absolute, so that paths in it stay valid whatever the current directory.
                    let path = std::fs::canonicalize(&path).unwrap_or(path);
                    return Ok(WorkDir {
                        path,
                        remove: true,
                        stems: HashSet::new(),
                    });
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last_error = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last_error.unwrap_or_else(|| io::Error::other("cannot create a temporary directory")))
    }

    /// The user's `--emit-dir` (created if needed, never removed).
    pub fn emit(dir: &Path) -> io::Result<WorkDir> {
        std::fs::create_dir_all(dir)?;
        let path = std::fs::canonicalize(dir)?;
        Ok(WorkDir {
            path,
            remove: false,
            stems: HashSet::new(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Keeps the directory after the invocation.
    pub fn keep(&mut self) {
        self.remove = false;
    }

    /// A base name for the files generated from `input`, unique in this invocation
    /// (`a`, then `a-2` for a second `a.c` from another directory).
    pub fn stem_for(&mut self, input: &Path) -> String {
        let raw = input
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut stem: String = raw
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || "_.+-".contains(c) {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        if stem.is_empty() || stem.starts_with('-') || stem.starts_with('.') {
            stem = format!("input{stem}");
        }
        let mut candidate = stem.clone();
        let mut n = 1;
        while !self.stems.insert(candidate.clone()) {
            n += 1;
            candidate = format!("{stem}-{n}");
        }
        candidate
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        if self.remove {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_is_removed_unless_kept() {
        let dir = WorkDir::temporary().unwrap();
        let path = dir.path().to_path_buf();
        assert!(path.is_dir() && path.is_absolute());
        std::fs::write(path.join("x"), "x").unwrap();
        drop(dir);
        assert!(!path.exists());
        let mut dir = WorkDir::temporary().unwrap();
        dir.keep();
        let path = dir.path().to_path_buf();
        drop(dir);
        assert!(path.is_dir());
        std::fs::remove_dir_all(path).unwrap();
    }

    #[test]
    fn stems_are_unique_and_plain() {
        let mut dir = WorkDir::temporary().unwrap();
        assert_eq!(dir.stem_for(Path::new("src/a.c")), "a");
        assert_eq!(dir.stem_for(Path::new("other/a.c")), "a-2");
        assert_eq!(dir.stem_for(Path::new("my file.c")), "my_file");
        assert_eq!(dir.stem_for(Path::new("-")), "input-");
    }
}
