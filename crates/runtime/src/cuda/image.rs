//! The size of a CUDA image that tells it itself. Generated code may link the image
//! nvcc built under a weak symbol defined after the kernel descriptors, so it cannot
//! give `__accrt_kernel.cuda_image_size`; it passes 0, and the runtime reads the size
//! from the image's header, as `cuModuleLoadData` does:
//!
//! * a fatbin (`nvcc -fatbin`): magic `0xBA55ED50`, a 16-bit header size and a 64-bit
//!   size of what follows the header;
//! * a cubin: a little-endian 64-bit ELF file, which ends with the last of its section
//!   contents, section header table and program header table;
//! * PTX: text, up to its terminating NUL.

/// Bytes of an image, read on demand (the image's extent is what is being found).
pub trait Peek {
    /// `len` bytes at `offset`, or `None` when they cannot be read.
    fn peek(&self, offset: usize, len: usize) -> Option<&[u8]>;
}

impl Peek for [u8] {
    fn peek(&self, offset: usize, len: usize) -> Option<&[u8]> {
        self.get(offset..offset.checked_add(len)?)
    }
}

/// Raw memory at an address the compiler vouches for.
pub struct Raw(pub *const u8);

impl Peek for Raw {
    fn peek(&self, offset: usize, len: usize) -> Option<&[u8]> {
        // SAFETY: the caller of `described_len` guarantees that the image at this
        // address is well formed, so every range its headers name is readable.
        Some(unsafe { std::slice::from_raw_parts(self.0.add(offset), len) })
    }
}

const FATBIN_MAGIC: u32 = 0xBA55_ED50;
/// Longest PTX text accepted without a size.
const PTX_MAX: usize = 1 << 30;

fn u16_at(p: &(impl Peek + ?Sized), off: usize) -> Option<usize> {
    let b = p.peek(off, 2)?;
    Some(u16::from_le_bytes([b[0], b[1]]) as usize)
}

fn u32_at(p: &(impl Peek + ?Sized), off: usize) -> Option<u32> {
    let b = p.peek(off, 4)?;
    Some(u32::from_le_bytes(b.try_into().ok()?))
}

fn u64_at(p: &(impl Peek + ?Sized), off: usize) -> Option<usize> {
    let b = p.peek(off, 8)?;
    usize::try_from(u64::from_le_bytes(b.try_into().ok()?)).ok()
}

/// The end of a 64-bit little-endian ELF file: the furthest of its tables and of the
/// contents of its sections and segments.
fn elf_len(p: &(impl Peek + ?Sized)) -> Option<usize> {
    let phoff = u64_at(p, 0x20)?;
    let shoff = u64_at(p, 0x28)?;
    let ehsize = u16_at(p, 0x34)?;
    let (phentsize, phnum) = (u16_at(p, 0x36)?, u16_at(p, 0x38)?);
    let (shentsize, shnum) = (u16_at(p, 0x3A)?, u16_at(p, 0x3C)?);
    let mut end = ehsize
        .max(phoff.checked_add(phentsize.checked_mul(phnum)?)?)
        .max(shoff.checked_add(shentsize.checked_mul(shnum)?)?);
    for i in 0..shnum {
        let h = shoff + i * shentsize;
        const SHT_NOBITS: u32 = 8;
        if u32_at(p, h + 4)? != SHT_NOBITS {
            end = end.max(u64_at(p, h + 0x18)?.checked_add(u64_at(p, h + 0x20)?)?);
        }
    }
    for i in 0..phnum {
        let h = phoff + i * phentsize;
        end = end.max(u64_at(p, h + 0x08)?.checked_add(u64_at(p, h + 0x20)?)?);
    }
    Some(end)
}

/// The size of the image at the start of `p`, from its own header; `None` when it is
/// not a fatbin, a 64-bit ELF cubin or NUL-terminated PTX.
pub fn described_len(p: &(impl Peek + ?Sized)) -> Option<usize> {
    let head = p.peek(0, 4)?;
    if u32::from_le_bytes(head.try_into().ok()?) == FATBIN_MAGIC {
        let header = u16_at(p, 6)?;
        return header.checked_add(u64_at(p, 8)?);
    }
    if head == b"\x7fELF" {
        // 64-bit (class 2), little-endian (data 1)
        return (p.peek(4, 2)? == [2, 1]).then(|| elf_len(p)).flatten();
    }
    // PTX: text up to its NUL
    let mut n = 0;
    while n < PTX_MAX {
        let b = *p.peek(n, 1)?.first()?;
        if b == 0 {
            return (n > 0).then_some(n + 1);
        }
        if !(b.is_ascii_graphic() || b.is_ascii_whitespace()) {
            return None;
        }
        n += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fatbin(body: usize) -> Vec<u8> {
        let mut v = Vec::new();
        v.extend_from_slice(&FATBIN_MAGIC.to_le_bytes());
        v.extend_from_slice(&1u16.to_le_bytes());
        v.extend_from_slice(&16u16.to_le_bytes());
        v.extend_from_slice(&(body as u64).to_le_bytes());
        v.resize(16 + body, 0xAB);
        v
    }

    /// An ELF64 file with `sections` (offset, size, type) and a program header table
    /// at `phoff` with one segment (offset, filesz).
    fn elf(
        len: usize,
        shoff: usize,
        sections: &[(usize, usize, u32)],
        phoff: usize,
        seg: (usize, usize),
    ) -> Vec<u8> {
        let mut v = vec![0u8; len];
        v[..4].copy_from_slice(b"\x7fELF");
        v[4] = 2;
        v[5] = 1;
        let put16 = |v: &mut Vec<u8>, at: usize, x: usize| {
            v[at..at + 2].copy_from_slice(&(x as u16).to_le_bytes())
        };
        let put32 =
            |v: &mut Vec<u8>, at: usize, x: u32| v[at..at + 4].copy_from_slice(&x.to_le_bytes());
        let put64 = |v: &mut Vec<u8>, at: usize, x: usize| {
            v[at..at + 8].copy_from_slice(&(x as u64).to_le_bytes())
        };
        put64(&mut v, 0x20, phoff);
        put64(&mut v, 0x28, shoff);
        put16(&mut v, 0x34, 64);
        put16(&mut v, 0x36, 56);
        put16(&mut v, 0x38, 1);
        put16(&mut v, 0x3A, 64);
        put16(&mut v, 0x3C, sections.len());
        for (i, &(off, size, ty)) in sections.iter().enumerate() {
            let h = shoff + 64 * i;
            put32(&mut v, h + 4, ty);
            put64(&mut v, h + 0x18, off);
            put64(&mut v, h + 0x20, size);
        }
        put64(&mut v, phoff + 0x08, seg.0);
        put64(&mut v, phoff + 0x20, seg.1);
        v
    }

    #[test]
    fn fatbins_tell_their_size() {
        let f = fatbin(22320);
        assert_eq!(described_len(f.as_slice()), Some(22336));
        // the size comes from the header, not from what follows
        let mut longer = f.clone();
        longer.extend_from_slice(&[0; 100]);
        assert_eq!(described_len(longer.as_slice()), Some(22336));
        assert_eq!(described_len(&f[..3]), None);
    }

    #[test]
    fn cubins_end_with_their_last_table_or_contents() {
        // program headers last, as nvcc lays out a cubin
        let e = elf(1000, 600, &[(64, 100, 1), (164, 300, 8)], 920, (64, 100));
        assert_eq!(described_len(e.as_slice()), Some(976));
        // a section's contents last (a NOBITS section occupies no file space)
        let e = elf(
            2000,
            600,
            &[(64, 100, 1), (900, 1100, 1), (1500, 9000, 8)],
            1800,
            (64, 100),
        );
        assert_eq!(described_len(e.as_slice()), Some(2000));
        // 32-bit or big-endian ELF: not a cubin
        let mut e32 = elf(1000, 600, &[], 920, (0, 0));
        e32[4] = 1;
        assert_eq!(described_len(e32.as_slice()), None);
        // truncated headers
        assert_eq!(described_len(&e[..40]), None);
    }

    #[test]
    fn ptx_ends_at_its_nul() {
        let ptx = b"//\n// Generated by NVIDIA NVVM Compiler\n.version 9.0\n.target sm_90\n\0junk";
        assert_eq!(
            described_len(&ptx[..]),
            Some(ptx.iter().position(|&b| b == 0).unwrap() + 1)
        );
        assert_eq!(described_len(&b"no terminator"[..]), None);
        assert_eq!(described_len(&b"\0\0\0\0"[..]), None);
        assert_eq!(described_len(&[1u8, 2, 3, 4, 0][..]), None, "not text");
    }

    #[test]
    fn raw_memory_reads_the_same() {
        let f = fatbin(40);
        assert_eq!(described_len(&Raw(f.as_ptr())), Some(56));
    }
}
