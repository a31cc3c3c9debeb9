//! The on-disk cache of built device programs: building an OpenCL C program or
//! compiling CUDA C with NVRTC can take a second, so the binary (OpenCL's
//! `CL_PROGRAM_BINARIES`, NVRTC's cubin or PTX) is kept in `$XDG_CACHE_HOME/accc/<kind>`
//! (else `~/.cache/accc/<kind>`; kind `opencl` or `cuda`) and reused when the same
//! source is built for the same device, compiler and options again.
//!
//! A file is named by a hash of the source and of the key (what the binary depends
//! on besides the source), and holds the key and the complete source next to the
//! binary; both are compared on load, so a hash collision or a changed driver can
//! only cause a rebuild, never a wrong binary.
//! Files are written to a temporary name and renamed, so concurrent processes never
//! read half a file. Failures to read or write the cache are not errors.

use std::path::{Path, PathBuf};

const MAGIC: &[u8; 8] = b"ACCCCLB1";

/// The cache directory of programs of `kind` (`opencl`, `cuda`) from the environment,
/// if one can be named.
pub fn default_dir(kind: &str) -> Option<PathBuf> {
    let from = |var: &str, tail: &[&str]| -> Option<PathBuf> {
        let v = std::env::var_os(var)?;
        let p = PathBuf::from(v);
        if !p.is_absolute() {
            return None;
        }
        Some(tail.iter().fold(p, |p, t| p.join(t)))
    };
    from("XDG_CACHE_HOME", &["accc", kind]).or_else(|| from("HOME", &[".cache", "accc", kind]))
}

/// 64-bit FNV-1a: stable across Rust versions (unlike `DefaultHasher`).
fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn file_for(dir: &Path, key: &str, source: &[u8]) -> PathBuf {
    dir.join(format!(
        "{:016x}-{:016x}.bin",
        fnv1a(source),
        fnv1a(key.as_bytes())
    ))
}

fn put_chunk(out: &mut Vec<u8>, chunk: &[u8]) {
    out.extend_from_slice(&(chunk.len() as u64).to_le_bytes());
    out.extend_from_slice(chunk);
}

fn take_chunk<'a>(data: &mut &'a [u8]) -> Option<&'a [u8]> {
    let (len, rest) = data.split_first_chunk::<8>()?;
    let len = usize::try_from(u64::from_le_bytes(*len)).ok()?;
    if rest.len() < len {
        return None;
    }
    let (chunk, rest) = rest.split_at(len);
    *data = rest;
    Some(chunk)
}

/// The file's contents for `key`, `source` and `binary`.
fn encode(key: &str, source: &[u8], binary: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(32 + key.len() + source.len() + binary.len());
    out.extend_from_slice(MAGIC);
    put_chunk(&mut out, key.as_bytes());
    put_chunk(&mut out, source);
    put_chunk(&mut out, binary);
    out
}

/// The binary in `data` if it was stored for exactly `key` and `source`.
fn decode(data: &[u8], key: &str, source: &[u8]) -> Option<Vec<u8>> {
    let mut rest = data.strip_prefix(MAGIC.as_slice())?;
    if take_chunk(&mut rest)? != key.as_bytes() || take_chunk(&mut rest)? != source {
        return None;
    }
    let binary = take_chunk(&mut rest)?;
    (rest.is_empty() && !binary.is_empty()).then(|| binary.to_vec())
}

/// The cached binary of `source` for the device described by `key`.
pub fn load(dir: &Path, key: &str, source: &[u8]) -> Option<Vec<u8>> {
    let data = std::fs::read(file_for(dir, key, source)).ok()?;
    decode(&data, key, source)
}

/// Remember `binary` as the build of `source` for `key` (best effort).
pub fn store(dir: &Path, key: &str, source: &[u8], binary: &[u8]) {
    if binary.is_empty() || std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let path = file_for(dir, key, source);
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    if std::fs::write(&tmp, encode(key, source, binary)).is_ok()
        && std::fs::rename(&tmp, &path).is_ok()
    {
        return;
    }
    let _ = std::fs::remove_file(&tmp);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d =
            std::env::temp_dir().join(format!("accrt-cache-test-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn round_trip_and_exact_match() {
        let dir = scratch("rt");
        assert_eq!(load(&dir, "dev A", b"kernel void k() {}"), None);
        store(&dir, "dev A", b"kernel void k() {}", b"BINARY");
        assert_eq!(
            load(&dir, "dev A", b"kernel void k() {}").as_deref(),
            Some(&b"BINARY"[..])
        );
        assert_eq!(
            load(&dir, "dev B", b"kernel void k() {}"),
            None,
            "other device"
        );
        assert_eq!(
            load(&dir, "dev A", b"kernel void k2() {}"),
            None,
            "other source"
        );
        // a file whose contents do not match its name (a hash collision) is ignored
        let path = file_for(&dir, "dev A", b"kernel void k() {}");
        std::fs::write(&path, encode("dev A", b"other source", b"X")).unwrap();
        assert_eq!(load(&dir, "dev A", b"kernel void k() {}"), None);
        // truncated and foreign files too
        std::fs::write(&path, &encode("dev A", b"kernel void k() {}", b"BIN")[..20]).unwrap();
        assert_eq!(load(&dir, "dev A", b"kernel void k() {}"), None);
        std::fs::write(&path, b"garbage").unwrap();
        assert_eq!(load(&dir, "dev A", b"kernel void k() {}"), None);
        // empty binaries are not stored
        store(&dir, "dev C", b"s", b"");
        assert_eq!(load(&dir, "dev C", b"s"), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn unwritable_directory_is_not_an_error() {
        store(Path::new("/proc/accrt-no-such-dir"), "k", b"s", b"b");
        assert_eq!(load(Path::new("/proc/accrt-no-such-dir"), "k", b"s"), None);
    }

    #[test]
    fn hash_is_fnv1a() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
