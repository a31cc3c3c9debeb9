//! What the golden tests (generated.rs, ir.rs) share: where the repository is, the
//! benchmarks they pin, and accc's headers moved to another path.

use std::path::{Path, PathBuf};

/// The benchmarks of `bench/NAME/NAME.c` (built by bench/build.sh).
pub const BENCHMARKS: [&str; 6] = [
    "jacobi",
    "sgemm",
    "nbody",
    "hotspot",
    "pathfinder",
    "stencil1d",
];

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

/// A copy of accc's `include/` under `scratch`, in a directory whose path is longer than
/// the checkout's: the preprocessed text then differs (its line markers name the header),
/// and the goldens hold only where nothing accc generates depends on where it is checked
/// out or installed (a name made from an offset into the preprocessed text would).
pub fn moved_headers(root: &Path, scratch: &Path) -> PathBuf {
    let moved = scratch.join("headers-moved-to-a-longer-path-than-the-checkout/include");
    std::fs::create_dir_all(&moved).expect("the moved include directory");
    for entry in std::fs::read_dir(root.join("include")).expect("include/") {
        let from = entry.expect("an entry of include/").path();
        if from.is_file() {
            let to = moved.join(from.file_name().expect("a header's name"));
            std::fs::copy(&from, &to).expect("a header copied");
        }
    }
    moved
}
