//! The offload ABI of generated code (`include/accrt.h`, ABI 2): data clauses with
//! structured and dynamic reference counts, `update`, `wait`, `host_data`, and kernel
//! launches, as [`Runtime`] methods. Every error names the directive (file, line,
//! construct, function) and the clause or argument it is about.
//!
//! On devices that share host memory these methods check what the arguments say
//! (data kinds, async values) and do nothing else; `launch` is an error there.

use std::borrow::Cow;
use std::ffi::{c_char, c_void, CStr};
use std::fmt;

use smallvec::SmallVec;

use super::{host_range, Runtime, Slot};
use crate::device::{
    ArgValue, DevPtr, FunctionId, FunctionInfo, Geometry, KernelArg, ProgramCode, Queue,
};
use crate::error::AccError;
use crate::present::{HostRange, RefKind, Released};
use crate::profile::tool;

/// Where a directive stands (`__accrt_loc`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Site<'a> {
    pub file: &'a str,
    pub line: i32,
    pub function: &'a str,
    pub construct: &'a str,
}

impl Site<'_> {
    /// An error about this directive: `FILE:LINE: CONSTRUCT in FUNCTION(): what`.
    pub fn error(&self, what: impl fmt::Display) -> AccError {
        AccError::standalone(format!("{self}: {what}"))
    }

    /// [`Site::error`] about clause `c`: `copyin(a[0:n]): …`.
    fn clause_error(&self, c: &Clause<'_>, e: impl fmt::Display) -> AccError {
        self.error(format!("{}: {e}", c.describe()))
    }

    /// A compute construct (`parallel`, `kernels`, `serial`, with or without `loop`):
    /// between its data entry and exit the generated host code only launches its
    /// kernels, so a synchronous one is waited for once, at its exit (a sync batch).
    pub fn is_compute_construct(&self) -> bool {
        let first = self.construct.split(' ').next().unwrap_or("");
        matches!(first, "parallel" | "kernels" | "serial")
    }
}

impl fmt::Display for Site<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {} in {}()",
            self.file, self.line, self.construct, self.function
        )
    }
}

/// `enum __accrt_data_kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataKind {
    Copy = 1,
    Copyin = 2,
    Copyout = 3,
    Create = 4,
    NoCreate = 5,
    Present = 6,
    Delete = 7,
    Deviceptr = 8,
    Attach = 9,
    Detach = 10,
    UpdateDevice = 11,
    UpdateSelf = 12,
}

impl DataKind {
    pub const ALL: [DataKind; 12] = [
        DataKind::Copy,
        DataKind::Copyin,
        DataKind::Copyout,
        DataKind::Create,
        DataKind::NoCreate,
        DataKind::Present,
        DataKind::Delete,
        DataKind::Deviceptr,
        DataKind::Attach,
        DataKind::Detach,
        DataKind::UpdateDevice,
        DataKind::UpdateSelf,
    ];

    pub fn from_code(c: i32) -> Option<DataKind> {
        DataKind::ALL.into_iter().find(|k| *k as i32 == c)
    }

    /// The clause as written in a directive.
    pub fn clause(self) -> &'static str {
        match self {
            DataKind::Copy => "copy",
            DataKind::Copyin => "copyin",
            DataKind::Copyout => "copyout",
            DataKind::Create => "create",
            DataKind::NoCreate => "no_create",
            DataKind::Present => "present",
            DataKind::Delete => "delete",
            DataKind::Deviceptr => "deviceptr",
            DataKind::Attach => "attach",
            DataKind::Detach => "detach",
            DataKind::UpdateDevice => "device",
            DataKind::UpdateSelf => "self",
        }
    }
}

/// `enum __accrt_data_flags`.
pub mod flags {
    pub const ALWAYSIN: i32 = 1;
    pub const ALWAYSOUT: i32 = 2;
    pub const ZERO: i32 = 4;
    pub const FINALIZE: i32 = 8;
    pub const IF_PRESENT: i32 = 16;
    pub const IMPLICIT: i32 = 32;
    pub const READONLY: i32 = 64;
    pub const SECTION: i32 = 128;
    pub const DELIVER_LATER: i32 = 256;
    pub const RESULT: i32 = 512;
    pub const ROWS: i32 = 1024;
    pub const DECLARED_EXTENT: i32 = 2048;
    pub const STRIDED: i32 = 4096;
}

/// A C string of the generated code as text. `to_str` checks ASCII quickly, where
/// `to_string_lossy` walks every character, and each call of the ABI converts several
/// names (the directive's file, function and construct, every clause and argument).
pub fn text(c: &CStr) -> Cow<'_, str> {
    match c.to_str() {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => c.to_string_lossy(),
    }
}

/// `enum __accrt_arg_kind`.
pub mod arg_kind {
    pub const VALUE: i32 = 0;
    pub const DEVICE_PTR: i32 = 1;
    pub const DEVICE_PTR_IF_PRESENT: i32 = 2;
    pub const DEVICE_ADDR: i32 = 3;
    pub const CONSTANT_COPY: i32 = 4;
    pub const DEVICE_PTR_READ_ONLY: i32 = 5;
    pub const DEVICE_PTR_READ_ONLY_IF_PRESENT: i32 = 6;
    pub const ACCUMULATOR: i32 = 7;
}

/// One variable of a data clause (`__accrt_data`); `kind` is the raw code so that an
/// unknown one can be reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clause<'a> {
    pub host: usize,
    pub bytes: usize,
    pub kind: i32,
    pub flags: i32,
    pub name: &'a str,
    /// `ACCRT_ROWS`: `host` and `bytes` are a section of an array of pointers, each to a
    /// row of which the clause names these bytes.
    pub rows: Option<Rows>,
    /// `ACCRT_STRIDED`: `host` and `bytes` contain a subarray of which an update moves
    /// only these pieces; a data clause maps `host` and `bytes` where the pieces touch
    /// (bounds known only at run time), and is an error where they do not.
    pub pieces: Option<Pieces>,
}

/// The pieces of a subarray that leaves elements out between them (`m[2:3][4:2]` of a
/// `double m[R][C]`): `bytes` from each offset `i0 * s0 + i1 * s1 + …` after the
/// clause's `host`, for every `ik` below `ck`, where `shape` is the address of the
/// generated code's array `{ L, c0, s0, …, c(L-1), s(L-1) }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pieces {
    pub shape: usize,
    pub bytes: usize,
}

impl Pieces {
    /// The levels `(count, stride)`, outermost first, with the innermost ones whose
    /// pieces touch folded into the piece (`m[0:n][0:k]` at run time `k == C`: one
    /// piece), and the piece's bytes.
    ///
    /// # Safety
    /// `shape` must point at the array the generated code made.
    pub(crate) unsafe fn levels(&self) -> (SmallVec<[(usize, usize); 4]>, usize) {
        let word = |k: usize| ((self.shape + k * POINTER) as *const usize).read_unaligned();
        let mut levels: SmallVec<[(usize, usize); 4]> = (0..word(0))
            .map(|k| (word(1 + 2 * k), word(2 + 2 * k)))
            .collect();
        let mut bytes = self.bytes;
        while let Some(&(count, stride)) = levels.last() {
            if stride != bytes {
                break;
            }
            bytes *= count;
            levels.pop();
        }
        (levels, bytes)
    }
}

impl Pieces {
    /// Whether the pieces touch, making one contiguous block (or none, where a level
    /// counts 0): levels of one piece aside, each level's stride is the bytes of all
    /// it repeats.
    ///
    /// # Safety
    /// As [`Pieces::levels`].
    pub(crate) unsafe fn contiguous(&self) -> bool {
        let word = |k: usize| ((self.shape + k * POINTER) as *const usize).read_unaligned();
        let levels: SmallVec<[(usize, usize); 4]> = (0..word(0))
            .map(|k| (word(1 + 2 * k), word(2 + 2 * k)))
            .collect();
        if levels.iter().any(|&(count, _)| count == 0) {
            return true;
        }
        let mut bytes = self.bytes;
        for &(count, stride) in levels.iter().rev().filter(|&&(count, _)| count > 1) {
            if stride != bytes {
                return false;
            }
            bytes *= count;
        }
        true
    }
}

/// The rows of a dynamic multidimensional array (`float **a` in `copyin(a[0:n][lo:len])`):
/// each pointer's row section starts `start` bytes after its target and has `bytes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rows {
    pub start: usize,
    pub bytes: usize,
}

/// The size of a host pointer: the elements of a dynamic multidimensional array.
const POINTER: usize = std::mem::size_of::<usize>();

/// What the array of pointers of a dynamic multidimensional array gets for a clause of
/// `kind`: its values are copied in only where the rows are, and never copied back.
fn pointer_array_kind(kind: DataKind) -> DataKind {
    match kind {
        DataKind::Copy | DataKind::Copyin => DataKind::Copyin,
        DataKind::Copyout | DataKind::Create => DataKind::Create,
        k => k,
    }
}

impl<'a> Clause<'a> {
    fn has(&self, flag: i32) -> bool {
        self.flags & flag != 0
    }

    /// A dynamic multidimensional array's array of pointers, as a clause of its own (its
    /// messages name the clause as written; [`pointer_array_kind`] says what it does).
    fn pointer_array(&self) -> Clause<'a> {
        Clause {
            flags: self.flags & (flags::SECTION | flags::IMPLICIT | flags::FINALIZE),
            rows: None,
            pieces: None,
            ..*self
        }
    }

    /// Row `i` of a dynamic multidimensional array: the bytes its pointer reaches (a
    /// null pointer: a null host address, an error unless the rows are empty).
    ///
    /// # Safety
    /// The array of pointers must be readable.
    unsafe fn row(&self, rows: Rows, i: usize) -> Clause<'a> {
        let target = ((self.host + i * POINTER) as *const usize).read_unaligned();
        Clause {
            host: if target == 0 {
                0
            } else {
                target.wrapping_add(rows.start)
            },
            bytes: rows.bytes,
            rows: None,
            ..*self
        }
    }

    /// The piece of a strided subarray `offset` bytes after its first element.
    fn piece(&self, offset: usize, bytes: usize) -> Clause<'a> {
        Clause {
            host: self.host + offset,
            bytes,
            pieces: None,
            ..*self
        }
    }

    /// `copyin(a[0:n])`, `implicit copy(x)`, `kind 99(x)`: formatted only when an
    /// error message uses it (every clause of every region asks for it).
    fn describe(&self) -> Described<'_> {
        Described(self)
    }
}

/// The error for the first data clause of `clauses` whose subarray, of bounds known only
/// at run time, leaves elements out between its pieces (`copy(m[0:n][0:k])` with `k`
/// less than a row): mapping the block that contains it would copy the elements between
/// them too, so OpenACC takes contiguous subarrays only.
///
/// # Safety
/// Each clause's pieces as [`Pieces::levels`].
unsafe fn not_contiguous(
    site: &Site<'_>,
    clauses: &[Clause<'_>],
    device: &str,
) -> Result<(), AccError> {
    match (clauses.iter()).find(|c| c.bytes > 0 && c.pieces.is_some_and(|p| !p.contiguous())) {
        Some(c) => Err(site.clause_error(
            c,
            format_args!(
                "the subarray is not contiguous at run time (its bounds leave out elements \
                 between its pieces), which data clauses cannot map on {device}"
            ),
        )),
        None => Ok(()),
    }
}

/// The text of [`Clause::describe`].
#[derive(Clone, Copy)]
struct Described<'a>(&'a Clause<'a>);

impl fmt::Display for Described<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        let implicit = if c.has(flags::IMPLICIT) {
            "implicit "
        } else {
            ""
        };
        match DataKind::from_code(c.kind) {
            Some(k) => write!(f, "{implicit}{}({})", k.clause(), c.name),
            None => write!(f, "{implicit}data clause of kind {}({})", c.kind, c.name),
        }
    }
}

/// Which entry point handles a clause list, and the kinds it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    DataBegin,
    DataEnd,
    EnterData,
    ExitData,
    Update,
}

impl Entry {
    pub fn accepts(self, k: DataKind) -> bool {
        use DataKind::*;
        match self {
            Entry::DataBegin | Entry::DataEnd => matches!(
                k,
                Copy | Copyin | Copyout | Create | NoCreate | Present | Deviceptr | Attach
            ),
            Entry::EnterData => matches!(k, Copyin | Create | Attach),
            Entry::ExitData => matches!(k, Copyout | Delete | Detach),
            Entry::Update => matches!(k, UpdateDevice | UpdateSelf),
        }
    }

    fn routine(self) -> &'static str {
        match self {
            Entry::DataBegin => "__accrt_data_begin",
            Entry::DataEnd => "__accrt_data_end",
            Entry::EnterData => "__accrt_enter_data",
            Entry::ExitData => "__accrt_exit_data",
            Entry::Update => "__accrt_update",
        }
    }
}

/// The kernel being launched (`__accrt_kernel`), with raw pointers into the
/// generated code's static data.
#[derive(Debug)]
pub struct KernelRef<'a> {
    pub name: &'a CStr,
    pub opencl_source: *const c_char,
    pub cuda_source: *const c_char,
    pub cuda_image: *const u8,
    pub cuda_image_size: usize,
    /// The kernel's `cache` field.
    pub cache: *mut *mut c_void,
}

/// One kernel argument as generated code passes it (`__accrt_arg`).
#[derive(Debug, Clone, Copy)]
pub struct LaunchArg<'a> {
    pub value: *const c_void,
    pub size: usize,
    pub kind: i32,
    pub name: &'a str,
}

/// What `__accrt_kernel.cache` points to: the function loaded for this kernel on
/// each device (allocated once per kernel, never freed: kernels are static).
#[derive(Debug, Default)]
struct KernelCache {
    entries: Vec<Cached>,
}

#[derive(Debug, Clone, Copy)]
struct Cached {
    runtime: u64,
    slot: usize,
    generation: u64,
    function: FunctionId,
    info: FunctionInfo,
}

/// The number of work-groups of a launch: `gangs` when positive, else enough to
/// cover `iterations` with `block` work-items each, at most as many as the device runs
/// at once (kernels loop with a grid stride), at least 1. That is `compute_units *
/// resident` where the device tells how many of this kernel's groups a compute unit
/// holds (`Device::resident_groups`), else `compute_units * max(4, 2048 / block)`.
///
/// More groups than are resident run in a second, partial wave: on an H200 a kernel of
/// 40 registers launched with 16 blocks of 128 per SM where 12 fit took 83.7 µs a step
/// instead of 64.8 (hotspot's, bench/results/archive/cache/h200-2026-11-22-column-strips.md).
pub fn groups_for(
    iterations: i64,
    gangs: i32,
    block: usize,
    compute_units: usize,
    resident: Option<usize>,
) -> usize {
    if gangs > 0 {
        return gangs as usize;
    }
    let block = block.max(1);
    let iterations = usize::try_from(iterations.max(0)).unwrap_or(usize::MAX);
    let needed = iterations.div_ceil(block).max(1);
    let per_unit = resident.unwrap_or((2048 / block).max(4));
    let cap = compute_units.max(1).saturating_mul(per_unit.max(1));
    needed.min(cap)
}

/// The CUDA image of a kernel: `size` bytes at `image`, or when `size` is 0 as many as
/// the image's header tells (an empty slice when it tells nothing: not an image).
///
/// # Safety
/// A non-null `image` must point to `size` readable bytes, or with `size == 0` to a
/// well-formed fatbin, cubin or NUL-terminated PTX.
pub(crate) unsafe fn cuda_image<'a>(image: *const u8, size: usize) -> Option<&'a [u8]> {
    if image.is_null() {
        return None;
    }
    let len = match size {
        0 => crate::cuda::image::described_len(&crate::cuda::image::Raw(image)).unwrap_or(0),
        n => n,
    };
    Some(std::slice::from_raw_parts(image, len))
}

fn nearest_text(slot: &Slot, addr: usize) -> String {
    match slot.present.nearest(addr) {
        (None, None) => format!("no data is present on {}", slot.label()),
        (Some(b), None) => format!("nearest present range: {b} below"),
        (None, Some(a)) => format!("nearest present range: {a} above"),
        (Some(b), Some(a)) => format!("nearest present ranges: {b} below, {a} above"),
    }
}

pub(super) fn not_present(
    site: &Site<'_>,
    what: impl fmt::Display,
    slot: &Slot,
    start: usize,
    bytes: usize,
) -> AccError {
    let asked = match HostRange::new(start, bytes) {
        Ok(r) if bytes > 0 => format!("host range {r}"),
        _ => format!("host address {start:#x}"),
    };
    site.error(format!(
        "{what}: {asked} is not present on {}; {}",
        slot.label(),
        nearest_text(slot, start)
    ))
}

/// How new device memory is initialised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fill {
    Copy,
    Zero,
    Nothing,
}

/// `ACC_FILL=0xNN`: new device data that is not copied in (`create`, `copyout`) starts
/// with every byte NN instead of whatever the memory held, so that a program that copies
/// out what it never wrote gets a visible answer, the same every run. `Err` holds the
/// message for a value that is not a byte.
fn fill_byte() -> &'static Result<Option<u8>, String> {
    static FILL: std::sync::OnceLock<Result<Option<u8>, String>> = std::sync::OnceLock::new();
    FILL.get_or_init(|| match std::env::var("ACC_FILL") {
        Err(_) => Ok(None),
        Ok(v) if v.trim().is_empty() => Ok(None),
        Ok(v) => parse_fill_byte(&v)
            .map(Some)
            .ok_or_else(|| format!("ACC_FILL={v}: expected one byte, such as 0xa5 or 165")),
    })
}

/// Whether a synchronous construct's device may let its work finish after the
/// construct returns (see [`crate::device::Device::end_sync_batch`]). OpenACC 3.3 §2.5:
/// without `async` the construct is complete when the host moves past it, so the answer
/// is no unless the program opts in with `ACC_DEFER_KERNELS=1` (accc's own variable: the
/// construct then returns while its kernels run, which no host timer, kernel `printf` or
/// fault report expects). `ACC_SYNCHRONOUS=1` (the older spelling of the default) wins
/// over the opt-in.
fn may_finish_later(site: &Site<'_>) -> Result<bool, AccError> {
    static DEFER: std::sync::OnceLock<Result<bool, String>> = std::sync::OnceLock::new();
    let defer = DEFER.get_or_init(|| {
        let flag = |name: &str| match std::env::var(name) {
            Err(_) => Ok(false),
            Ok(v) => {
                crate::select::parse_flag(&v).ok_or_else(|| format!("{name}={v}: expected 0 or 1"))
            }
        };
        Ok(flag("ACC_DEFER_KERNELS")? && !flag("ACC_SYNCHRONOUS")?)
    });
    defer.clone().map_err(|e| site.error(e))
}

pub(super) fn parse_fill_byte(v: &str) -> Option<u8> {
    let v = v.trim();
    match v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        Some(hex) => u8::from_str_radix(hex, 16).ok(),
        None => v.parse().ok(),
    }
}

impl Slot {
    /// The end of a construct's sync batch (see [`crate::device::Device::end_sync_batch`]).
    fn end_sync_batch(&mut self, site: &Site<'_>) -> Result<(), AccError> {
        let later = may_finish_later(site)?;
        self.dev
            .end_sync_batch(later)
            .map_err(|e| self.device_error(site, "at the end of the construct", e))
    }

    fn device_error(
        &self,
        site: &Site<'_>,
        what: impl fmt::Display,
        e: impl fmt::Display,
    ) -> AccError {
        site.error(format!("{what}: {}: {e}", self.label()))
    }

    /// Add a reference of kind `rk` to `c`'s data, making it present first if it is
    /// not (allocate, then `fill`).
    unsafe fn make_present(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        rk: RefKind,
        fill: Fill,
        q: Queue,
    ) -> Result<(), AccError> {
        if c.bytes == 0 {
            return self.reference_block(site, c, rk, false);
        }
        let what = c.describe();
        if c.host == 0 {
            return Err(site.error(format!(
                "{what}: the host address is null ({} bytes requested)",
                c.bytes
            )));
        }
        let range = host_range(c.host, c.bytes).map_err(|e| site.error(format!("{what}: {e}")))?;
        match self.present.retain(c.host, c.bytes, rk) {
            Err(e) => Err(site.error(format!("{what}: {e} on {}", self.label()))),
            Ok(Some(d)) => {
                if fill == Fill::Copy && c.has(flags::ALWAYSIN) {
                    self.dev
                        .copy_to_device(d, c.host as *const u8, c.bytes, q)
                        .map_err(|e| self.device_error(site, what, e))?;
                }
                Ok(())
            }
            Ok(None) => {
                // A reduction result of a construct without async: memory the kernels
                // and the host both reach, where the device has it (no copies).
                let result = match fill == Fill::Copy && c.has(flags::RESULT) && q == Queue::Sync {
                    true => self.dev.alloc_result(c.host as *const u8, c.bytes),
                    false => None,
                };
                if let Some(d) = result {
                    self.present
                        .insert(c.host, c.bytes, d, rk, false)
                        .map_err(|e| site.error(format!("{what}: {e}")))?;
                    self.tool_data(tool::event::CREATE, c.host, c.bytes, d, q);
                    return Ok(());
                }
                let d = self.dev.alloc(c.bytes).map_err(|e| {
                    site.error(format!(
                        "{what}: cannot allocate {} bytes of device memory for host range {range} on {} ({}): {e}",
                        c.bytes,
                        self.label(),
                        self.dev.name()
                    ))
                })?;
                let filled = match fill {
                    Fill::Copy => self.dev.copy_to_device(d, c.host as *const u8, c.bytes, q),
                    Fill::Zero => self.dev.fill(d, c.bytes, 0, q),
                    Fill::Nothing => match fill_byte() {
                        Ok(None) => Ok(()),
                        Ok(Some(byte)) => self.dev.fill(d, c.bytes, *byte, q),
                        Err(e) => {
                            let _ = self.dev.free_after(d, q);
                            return Err(site.error(format!("{what}: {e}")));
                        }
                    },
                };
                if let Err(e) = filled {
                    let _ = self.dev.free_after(d, q);
                    return Err(self.device_error(site, what, e));
                }
                if let Err(e) = self.present.insert(c.host, c.bytes, d, rk, false) {
                    let _ = self.dev.free_after(d, q);
                    return Err(site.error(format!("{what}: {e}")));
                }
                self.tool_data(tool::event::CREATE, c.host, c.bytes, d, q);
                Ok(())
            }
        }
    }

    /// `ACCRT_DECLARED_EXTENT`: the present data from `c.host` to its end when some
    /// contains `c.host` (the mapping a caller made, perhaps smaller than the
    /// declaration), else the declared extent.
    fn declared_extent<'c>(&self, c: &Clause<'c>) -> Clause<'c> {
        if !c.has(flags::DECLARED_EXTENT) || c.host == 0 {
            return *c;
        }
        match self.present.find(c.host, 0) {
            Ok(Some(hit)) => Clause {
                bytes: hit.entry.end() - c.host,
                ..*c
            },
            _ => *c,
        }
    }

    /// `bytes == 0`: a reference to the whole present block containing `c.host`.
    /// Absent: an error when `required`, else nothing.
    fn reference_block(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        rk: RefKind,
        required: bool,
    ) -> Result<(), AccError> {
        if c.host == 0 {
            return Ok(());
        }
        match self.present.find(c.host, 0) {
            Ok(Some(hit)) => {
                self.present
                    .retain(hit.entry.start, hit.entry.len, rk)
                    .map_err(|e| site.clause_error(c, e))?;
                Ok(())
            }
            _ if required => Err(not_present(site, c.describe(), self, c.host, 0)),
            _ => Ok(()),
        }
    }

    /// `present`: a reference to data that must be present.
    fn reference_present(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        rk: RefKind,
    ) -> Result<(), AccError> {
        if c.bytes == 0 {
            // A bare pointer's target must be present; an empty subarray need not be.
            return self.reference_block(site, c, rk, !c.has(flags::SECTION));
        }
        let what = c.describe();
        if c.host == 0 {
            return Err(site.error(format!(
                "{what}: the host address is null ({} bytes requested)",
                c.bytes
            )));
        }
        match self.present.retain(c.host, c.bytes, rk) {
            Ok(Some(_)) => Ok(()),
            Ok(None) => Err(not_present(site, what, self, c.host, c.bytes)),
            Err(e) => Err(site.error(format!("{what}: {e} on {}", self.label()))),
        }
    }

    /// `no_create`: a reference to data that is present; absent data is left alone.
    fn reference_if_present(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        rk: RefKind,
    ) -> Result<(), AccError> {
        if c.bytes == 0 {
            return self.reference_block(site, c, rk, false);
        }
        if c.host == 0 {
            return Ok(());
        }
        self.present
            .retain(c.host, c.bytes, rk)
            .map(|_| ())
            .map_err(|e| site.error(format!("{}: {e} on {}", c.describe(), self.label())))
    }

    /// Drop a reference of kind `rk` (finalize: the whole dynamic count); when the
    /// data stops being present, copy it back if `copy_back`, and free it. With
    /// `ALWAYSOUT`, copy back even if it stays present.
    unsafe fn drop_reference(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        rk: RefKind,
        copy_back: bool,
        finalize: bool,
        q: Queue,
    ) -> Result<(), AccError> {
        let what = c.describe();
        if c.host == 0 {
            if c.bytes == 0 {
                return Ok(());
            }
            return Err(site.error(format!(
                "{what}: the host address is null ({} bytes requested)",
                c.bytes
            )));
        }
        let (start, len) = if c.bytes == 0 {
            match self.present.find(c.host, 0) {
                Ok(Some(hit)) => (hit.entry.start, hit.entry.len),
                _ => return Ok(()),
            }
        } else {
            (c.host, c.bytes)
        };
        let released = self
            .present
            .release(start, len, rk, finalize)
            .map_err(|e| site.error(format!("{what}: {e} on {}", self.label())))?;
        let later = c.has(flags::DELIVER_LATER) && q == Queue::Sync;
        let copy = |slot: &mut Slot, dev: DevPtr| -> Result<(), AccError> {
            let host = c.host as *mut u8;
            match later {
                true => slot.dev.copy_from_device_later(host, dev, c.bytes),
                false => slot.dev.copy_from_device(host, dev, c.bytes, q),
            }
            .map_err(|e| slot.device_error(site, what, e))
        };
        match released {
            Released::NotPresent => Ok(()),
            Released::StillPresent { dev } => {
                if copy_back && c.has(flags::ALWAYSOUT) && c.bytes > 0 {
                    copy(self, dev)?;
                }
                Ok(())
            }
            Released::Removed { entry, dev } => {
                self.forget_attachments(entry.host);
                if copy_back && c.bytes > 0 {
                    copy(self, dev)?;
                }
                self.tool_data(
                    tool::event::DELETE,
                    entry.host.start,
                    entry.host.len,
                    entry.dev,
                    q,
                );
                self.dev
                    .free_after(entry.dev, q)
                    .map_err(|e| self.device_error(site, what, e))
            }
        }
    }

    /// Data entry of one clause.
    unsafe fn enter_clause(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        kind: DataKind,
        rk: RefKind,
        q: Queue,
    ) -> Result<(), AccError> {
        let zero_or_nothing = if c.has(flags::ZERO) {
            Fill::Zero
        } else {
            Fill::Nothing
        };
        match kind {
            DataKind::Copy | DataKind::Copyin => self.make_present(site, c, rk, Fill::Copy, q),
            DataKind::Copyout | DataKind::Create => {
                self.make_present(site, c, rk, zero_or_nothing, q)
            }
            DataKind::NoCreate => self.reference_if_present(site, c, rk),
            DataKind::Present => self.reference_present(site, c, rk),
            DataKind::Attach => self.attach_clause(site, c, q),
            DataKind::Deviceptr
            | DataKind::Delete
            | DataKind::Detach
            | DataKind::UpdateDevice
            | DataKind::UpdateSelf => Ok(()),
        }
    }

    /// Data exit of one clause.
    unsafe fn exit_clause(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        kind: DataKind,
        rk: RefKind,
        q: Queue,
    ) -> Result<(), AccError> {
        let finalize = c.has(flags::FINALIZE);
        match kind {
            DataKind::Copy | DataKind::Copyout => {
                self.drop_reference(site, c, rk, true, finalize, q)
            }
            DataKind::Copyin
            | DataKind::Create
            | DataKind::NoCreate
            | DataKind::Present
            | DataKind::Delete => self.drop_reference(site, c, rk, false, finalize, q),
            DataKind::Attach | DataKind::Detach => self.detach_clause(site, c, finalize, q),
            DataKind::Deviceptr | DataKind::UpdateDevice | DataKind::UpdateSelf => Ok(()),
        }
    }

    /// Data entry of a dynamic multidimensional array: the array of pointers (copied in
    /// for `copy`/`copyin`, created for `copyout`/`create`: its device copy is rewritten
    /// anyway), then each row as the clause asks, then each pointer attached to its row.
    unsafe fn enter_rows(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        rows: Rows,
        kind: DataKind,
        rk: RefKind,
        q: Queue,
    ) -> Result<(), AccError> {
        let pointers = c.pointer_array();
        self.enter_clause(site, &pointers, pointer_array_kind(kind), rk, q)?;
        let count = c.bytes / POINTER;
        if kind == DataKind::NoCreate && !matches!(self.present.find(c.host, c.bytes), Ok(Some(_)))
        {
            return Ok(());
        }
        for i in 0..count {
            self.enter_clause(site, &c.row(rows, i), kind, rk, q)?;
        }
        self.attach_run(c.host, count, rows.start, q)
            .map_err(|e| site.clause_error(c, e))
    }

    /// Data exit of a dynamic multidimensional array: the entry undone in reverse. The
    /// array of pointers is never copied back: the host's pointers stay as they are.
    unsafe fn exit_rows(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        rows: Rows,
        kind: DataKind,
        rk: RefKind,
        q: Queue,
    ) -> Result<(), AccError> {
        let count = c.bytes / POINTER;
        self.detach_run(c.host, count, c.has(flags::FINALIZE), q)
            .map_err(|e| site.clause_error(c, e))?;
        for i in 0..count {
            self.exit_clause(site, &c.row(rows, i), kind, rk, q)?;
        }
        let pointers = c.pointer_array();
        self.exit_clause(site, &pointers, pointer_array_kind(kind), rk, q)
    }

    /// `update` of a dynamic multidimensional array: the rows only (the device's pointers
    /// are its own).
    unsafe fn update_rows(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        rows: Rows,
        kind: DataKind,
        q: Queue,
    ) -> Result<(), AccError> {
        for i in 0..c.bytes / POINTER {
            self.update_clause(site, &c.row(rows, i), kind, q)?;
        }
        Ok(())
    }

    /// `update` of a subarray that leaves elements out between its pieces: each piece
    /// (the bytes between them keep their values on both sides).
    unsafe fn update_pieces(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        pieces: Pieces,
        kind: DataKind,
        q: Queue,
    ) -> Result<(), AccError> {
        if c.bytes == 0 {
            return Ok(());
        }
        let (levels, bytes) = pieces.levels();
        let mut index: SmallVec<[usize; 4]> = levels.iter().map(|_| 0).collect();
        if levels.iter().any(|&(count, _)| count == 0) {
            return Ok(());
        }
        loop {
            let offset = index.iter().zip(&levels).map(|(i, (_, s))| i * s).sum();
            self.update_clause(site, &c.piece(offset, bytes), kind, q)?;
            // The next index, the innermost level first.
            let mut k = levels.len();
            loop {
                if k == 0 {
                    return Ok(());
                }
                k -= 1;
                index[k] += 1;
                if index[k] < levels[k].0 {
                    break;
                }
                index[k] = 0;
            }
        }
    }

    unsafe fn attach_clause(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        q: Queue,
    ) -> Result<(), AccError> {
        if c.host == 0 {
            return Ok(());
        }
        let width = std::mem::size_of::<usize>();
        if !matches!(self.present.find(c.host, width), Ok(Some(_))) {
            // The attach a section of a pointer member implies (`copyin(s.p[0:n])`) does
            // nothing while the struct is not present; an `attach` clause must find it.
            if c.has(flags::IF_PRESENT) {
                return Ok(());
            }
            return Err(not_present(site, c.describe(), self, c.host, width));
        }
        self.attach(c.host, q).map_err(|e| site.clause_error(c, e))
    }

    unsafe fn detach_clause(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        finalize: bool,
        q: Queue,
    ) -> Result<(), AccError> {
        if c.host == 0 {
            return Ok(());
        }
        self.detach(c.host, finalize, q)
            .map_err(|e| site.clause_error(c, e))
    }

    /// `update device` / `update self` of one clause.
    unsafe fn update_clause(
        &mut self,
        site: &Site<'_>,
        c: &Clause<'_>,
        kind: DataKind,
        q: Queue,
    ) -> Result<(), AccError> {
        if c.bytes == 0 {
            return Ok(());
        }
        let what = c.describe();
        if c.host == 0 {
            return Err(site.error(format!(
                "{what}: the host address is null ({} bytes requested)",
                c.bytes
            )));
        }
        let hit = match self.present.find(c.host, c.bytes) {
            Ok(Some(hit)) => hit,
            Ok(None) if c.has(flags::IF_PRESENT) => return Ok(()),
            Ok(None) => return Err(not_present(site, what, self, c.host, c.bytes)),
            Err(e) => return Err(site.error(format!("{what}: {e} on {}", self.label()))),
        };
        let r = if kind == DataKind::UpdateDevice {
            self.dev
                .copy_to_device(hit.dev, c.host as *const u8, c.bytes, q)
        } else {
            self.dev
                .copy_from_device(c.host as *mut u8, hit.dev, c.bytes, q)
        };
        r.map_err(|e| self.device_error(site, what, e))
    }
}

impl Runtime {
    /// `__accrt_offload_active`: the current device has its own memory.
    pub fn offload_active(&mut self) -> Result<bool, AccError> {
        Ok(!self.current_slot()?.shared())
    }

    /// `__accrt_deliver`: the copies of `DELIVER_LATER` clauses reach host memory. A
    /// device that is not initialized made none (the constructs ran on the host), and
    /// is not initialized for this.
    pub fn deliver_results(&mut self, site: &Site<'_>) -> Result<(), AccError> {
        if self.found(self.current) == 0 {
            return Ok(());
        }
        let i = self.current_position()?;
        let slot = &mut self.slots[i];
        if !slot.initialized {
            return Ok(());
        }
        slot.dev.deliver_results().map_err(|e| {
            slot.device_error(
                site,
                "delivering the results of the constructs before this point",
                e,
            )
        })
    }

    fn site_queue(&self, site: &Site<'_>, async_arg: i32) -> Result<Queue, AccError> {
        self.resolve_async(async_arg)
            .map_err(|e| site.error(e.message()))
    }

    pub(super) fn site_slot(&mut self, site: &Site<'_>) -> Result<usize, AccError> {
        self.current_index().map_err(|e| site.error(e.message()))
    }

    /// The kinds of `clauses`, which must all be accepted by `entry`.
    fn clause_kinds(
        site: &Site<'_>,
        clauses: &[Clause<'_>],
        entry: Entry,
    ) -> Result<SmallVec<[DataKind; 8]>, AccError> {
        clauses
            .iter()
            .map(|c| match DataKind::from_code(c.kind) {
                Some(k) if entry.accepts(k) => Ok(k),
                _ => Err(site.error(format!(
                    "{}: data kind {} is not valid for {} (the compiler and the runtime disagree; \
                     rebuild with matching versions)",
                    c.describe(),
                    c.kind,
                    entry.routine()
                ))),
            })
            .collect()
    }

    /// The clauses of one entry point.
    ///
    /// # Safety
    /// As [`Runtime::data_begin`] / [`Runtime::data_end`], as `entry` requires.
    pub unsafe fn data(
        &mut self,
        site: &Site<'_>,
        clauses: &[Clause<'_>],
        async_arg: i32,
        entry: Entry,
    ) -> Result<(), AccError> {
        let kinds = Self::clause_kinds(site, clauses, entry)?;
        let q = self.site_queue(site, async_arg)?;
        let i = self.site_slot(site)?;
        let slot = &mut self.slots[i];
        if slot.shared() {
            return Ok(());
        }
        if entry != Entry::Update {
            not_contiguous(site, clauses, &slot.label())?;
        }
        let declared: SmallVec<[Clause<'_>; 8]>;
        let clauses = if clauses.iter().any(|c| c.has(flags::DECLARED_EXTENT)) {
            declared = clauses.iter().map(|c| slot.declared_extent(c)).collect();
            &declared[..]
        } else {
            clauses
        };
        let batch = q == Queue::Sync && site.is_compute_construct();
        if batch && entry == Entry::DataBegin {
            slot.dev.begin_sync_batch();
        }
        match entry {
            Entry::DataBegin | Entry::EnterData => {
                let rk = if entry == Entry::DataBegin {
                    RefKind::Structured
                } else {
                    RefKind::Dynamic
                };
                for (c, &k) in clauses.iter().zip(&kinds) {
                    crate::profile::variable(c.name, c.host);
                    match c.rows {
                        Some(rows) => slot.enter_rows(site, c, rows, k, rk, q)?,
                        None => slot.enter_clause(site, c, k, rk, q)?,
                    }
                }
            }
            Entry::DataEnd | Entry::ExitData => {
                let rk = if entry == Entry::DataEnd {
                    RefKind::Structured
                } else {
                    RefKind::Dynamic
                };
                // The exit of a data construct undoes its entry in reverse order
                // (detach before the pointer's data goes away).
                let reverse = entry == Entry::DataEnd;
                for k in 0..clauses.len() {
                    let j = if reverse { clauses.len() - 1 - k } else { k };
                    let c = &clauses[j];
                    // finalize belongs to exit data only
                    let c = if entry == Entry::DataEnd {
                        Clause {
                            flags: c.flags & !flags::FINALIZE,
                            ..*c
                        }
                    } else {
                        *c
                    };
                    crate::profile::variable(c.name, c.host);
                    match c.rows {
                        Some(rows) => slot.exit_rows(site, &c, rows, kinds[j], rk, q)?,
                        None => slot.exit_clause(site, &c, kinds[j], rk, q)?,
                    }
                }
            }
            Entry::Update => {
                for (c, &k) in clauses.iter().zip(&kinds) {
                    crate::profile::variable(c.name, c.host);
                    match (c.rows, c.pieces) {
                        (Some(rows), _) => slot.update_rows(site, c, rows, k, q)?,
                        (None, Some(pieces)) => slot.update_pieces(site, c, pieces, k, q)?,
                        (None, None) => slot.update_clause(site, c, k, q)?,
                    }
                }
            }
        }
        if batch && entry == Entry::DataEnd {
            slot.end_sync_batch(site)?;
        }
        Ok(())
    }

    /// `__accrt_data_begin`: entry of a data or compute construct.
    ///
    /// # Safety
    /// Every clause's host range must be readable (and stay so until an async queue
    /// completes); attached pointers must be readable pointer-sized locations.
    pub unsafe fn data_begin(
        &mut self,
        site: &Site<'_>,
        clauses: &[Clause<'_>],
        async_arg: i32,
    ) -> Result<(), AccError> {
        self.data(site, clauses, async_arg, Entry::DataBegin)
    }

    /// `__accrt_data_end`: exit of a data or compute construct.
    ///
    /// # Safety
    /// Every clause's host range must be writable (until an async queue completes).
    pub unsafe fn data_end(
        &mut self,
        site: &Site<'_>,
        clauses: &[Clause<'_>],
        async_arg: i32,
    ) -> Result<(), AccError> {
        self.data(site, clauses, async_arg, Entry::DataEnd)
    }

    /// `__accrt_enter_data`.
    ///
    /// # Safety
    /// As [`Runtime::data_begin`].
    pub unsafe fn enter_data(
        &mut self,
        site: &Site<'_>,
        clauses: &[Clause<'_>],
        async_arg: i32,
    ) -> Result<(), AccError> {
        self.data(site, clauses, async_arg, Entry::EnterData)
    }

    /// `__accrt_exit_data`.
    ///
    /// # Safety
    /// As [`Runtime::data_end`].
    pub unsafe fn exit_data(
        &mut self,
        site: &Site<'_>,
        clauses: &[Clause<'_>],
        async_arg: i32,
    ) -> Result<(), AccError> {
        self.data(site, clauses, async_arg, Entry::ExitData)
    }

    /// `__accrt_update`.
    ///
    /// # Safety
    /// `update device` ranges readable, `update self` ranges writable (until an async
    /// queue completes).
    pub unsafe fn update(
        &mut self,
        site: &Site<'_>,
        clauses: &[Clause<'_>],
        async_arg: i32,
    ) -> Result<(), AccError> {
        self.data(site, clauses, async_arg, Entry::Update)
    }

    /// `__accrt_wait`: the host (async = sync) or queue `async_arg` waits for
    /// `queues` (empty: all queues).
    pub fn wait_directive(
        &mut self,
        site: &Site<'_>,
        queues: &[i32],
        async_arg: i32,
    ) -> Result<(), AccError> {
        let waiter = self.site_queue(site, async_arg)?;
        let waited = queues
            .iter()
            .map(|&a| self.site_queue(site, a))
            .collect::<Result<Vec<Queue>, AccError>>()?;
        let i = self.site_slot(site)?;
        let slot = &mut self.slots[i];
        if slot.shared() {
            return Ok(());
        }
        let r = if waited.is_empty() {
            match waiter {
                Queue::Sync => slot.dev.wait_all(),
                w => slot.dev.queue_wait_all(w),
            }
        } else {
            waited.into_iter().try_for_each(|w| match (waiter, w) {
                (_, Queue::Sync) => Ok(()),
                (Queue::Sync, w) => slot.dev.wait(w),
                (a, w) if a == w => Ok(()),
                (a, w) => slot.dev.queue_wait(a, w),
            })
        };
        r.map_err(|e| site.error(format!("{}: {e}", slot.label())))
    }

    /// `__accrt_use_device`: the device address of present host data.
    pub fn use_device(
        &mut self,
        site: &Site<'_>,
        host: usize,
        name: &str,
        if_present: bool,
    ) -> Result<DevPtr, AccError> {
        let i = self.site_slot(site)?;
        let slot = &mut self.slots[i];
        if slot.shared() || host == 0 {
            return Ok(host);
        }
        slot.dev.addresses_given_out();
        match slot.present.find_point(host) {
            Some(d) => Ok(d),
            None if if_present => Ok(host),
            None => Err(not_present(
                site,
                format_args!("use_device({name})"),
                slot,
                host,
                0,
            )),
        }
    }

    /// The function of `k` on device `i`, loading the program once per device.
    ///
    /// # Safety
    /// `k`'s pointers must be what `__accrt_kernel` promises (NUL-terminated sources,
    /// an image of `cuda_image_size` bytes, a writable `cache`).
    unsafe fn kernel_function(
        &mut self,
        site: &Site<'_>,
        i: usize,
        k: &KernelRef<'_>,
    ) -> Result<(FunctionId, FunctionInfo), AccError> {
        let kname = text(k.name);
        if (*k.cache).is_null() {
            *k.cache = Box::into_raw(Box::<KernelCache>::default()).cast();
        }
        let cache = &mut *(*k.cache).cast::<KernelCache>();
        let (runtime, slot) = (self.id, &mut self.slots[i]);
        if let Some(c) = cache
            .entries
            .iter()
            .find(|c| c.runtime == runtime && c.slot == i && c.generation == slot.generation)
        {
            return Ok((c.function, c.info));
        }
        let key = [
            k.opencl_source as usize,
            k.cuda_source as usize,
            k.cuda_image as usize,
        ];
        let program = match slot.programs.get(&key) {
            Some(&p) => p,
            None => {
                let text = |p: *const c_char| (!p.is_null()).then(|| CStr::from_ptr(p).to_bytes());
                let code = ProgramCode {
                    opencl_source: text(k.opencl_source),
                    cuda_source: text(k.cuda_source),
                    cuda_image: cuda_image(k.cuda_image, k.cuda_image_size),
                };
                let p = slot.dev.load_program(&code).map_err(|e| {
                    site.error(format!(
                        "kernel `{kname}`: cannot load its program on {} ({}): {e}",
                        slot.label(),
                        slot.dev.name()
                    ))
                })?;
                slot.programs.insert(key, p);
                p
            }
        };
        let (function, info) = slot.dev.function(program, k.name).map_err(|e| {
            site.error(format!(
                "kernel `{kname}` on {} ({}): {e}",
                slot.label(),
                slot.dev.name()
            ))
        })?;
        // Stale entries (an older generation of this device) are replaced.
        cache
            .entries
            .retain(|c| !(c.runtime == runtime && c.slot == i));
        cache.entries.push(Cached {
            runtime,
            slot: i,
            generation: slot.generation,
            function,
            info,
        });
        Ok((function, info))
    }

    /// Run `launch` (the work of one `__accrt_launch`) as a sync batch of its own when
    /// it is synchronous: nested in its construct's batch, or the construct's only one
    /// when it has no data clauses (then no data entry opens one).
    pub fn own_sync_batch(
        &mut self,
        site: &Site<'_>,
        async_arg: i32,
        launch: impl FnOnce(&mut Runtime) -> Result<(), AccError>,
    ) -> Result<(), AccError> {
        if self.site_queue(site, async_arg)? != Queue::Sync {
            return launch(self);
        }
        let i = self.site_slot(site)?;
        self.slots[i].dev.begin_sync_batch();
        let launched = launch(self);
        let ended = self.slots[i].end_sync_batch(site);
        launched.and(ended)
    }

    /// `__accrt_launch` (inside [`Runtime::own_sync_batch`]).
    ///
    /// # Safety
    /// `k` as for `__accrt_kernel`; every argument's `value` must be what its kind
    /// says (readable `size` bytes for values).
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn launch(
        &mut self,
        site: &Site<'_>,
        k: &KernelRef<'_>,
        iterations: i64,
        gangs: i32,
        block: i32,
        shared_bytes: usize,
        args: &[LaunchArg<'_>],
        async_arg: i32,
    ) -> Result<(), AccError> {
        let kname = text(k.name);
        let q = self.site_queue(site, async_arg)?;
        let i = self.site_slot(site)?;
        if self.slots[i].shared() {
            return Err(site.error(format!(
                "kernel `{kname}`: the current device, {}, runs compute regions on the CPU; \
                 kernels are launched only while __accrt_offload_active() is 1",
                self.slots[i].label()
            )));
        }
        if block <= 0 {
            return Err(site.error(format!(
                "kernel `{kname}`: invalid block size {block} (work-items per work-group must be positive)"
            )));
        }
        if gangs < 0 {
            return Err(site.error(format!("kernel `{kname}`: invalid number of gangs {gangs}")));
        }
        let block = block as usize;
        let (function, info) = self.kernel_function(site, i, k)?;
        let slot = &mut self.slots[i];
        let limits = slot.dev.launch_limits();
        let allowed = limits.max_block.min(info.max_block);
        if block > allowed {
            return Err(site.error(format!(
                "kernel `{kname}` was compiled for work-groups of {block} work-items, but {} ({}) runs at most {allowed} \
                 (device limit {}, limit of this kernel {}); use a smaller vector_length",
                slot.label(),
                slot.dev.name(),
                limits.max_block,
                info.max_block
            )));
        }
        let shared_total = shared_bytes.saturating_add(info.static_shared_bytes);
        if limits.shared_bytes > 0 && shared_total > limits.shared_bytes {
            return Err(site.error(format!(
                "kernel `{kname}` needs {shared_total} bytes of shared (local) memory per work-group \
                 ({shared_bytes} dynamic, {} static), but {} has {}",
                info.static_shared_bytes,
                slot.label(),
                limits.shared_bytes
            )));
        }
        let mut kargs: SmallVec<[KernelArg<'_>; 16]> = SmallVec::with_capacity(args.len());
        let mut constants: SmallVec<[(&str, DevPtr, usize); 2]> = SmallVec::new();
        for (index, a) in args.iter().enumerate() {
            let value = match a.kind {
                arg_kind::CONSTANT_COPY => {
                    let h = a.value as usize;
                    match slot.present.find(h, a.size) {
                        Ok(Some(hit)) => constants.push((a.name, hit.dev, a.size)),
                        _ => {
                            let what =
                                format!("kernel `{kname}`, constant-memory copy `{}`", a.name);
                            return Err(not_present(site, what, slot, h, a.size));
                        }
                    }
                    continue;
                }
                arg_kind::VALUE => {
                    if a.value.is_null() || a.size == 0 {
                        return Err(site.error(format!(
                            "kernel `{kname}`, argument `{}`: a by-value argument needs a value and a size ({} bytes at {:p})",
                            a.name, a.size, a.value
                        )));
                    }
                    ArgValue::Bytes(std::slice::from_raw_parts(a.value.cast::<u8>(), a.size))
                }
                arg_kind::DEVICE_PTR
                | arg_kind::DEVICE_PTR_IF_PRESENT
                | arg_kind::DEVICE_PTR_READ_ONLY
                | arg_kind::DEVICE_PTR_READ_ONLY_IF_PRESENT => {
                    let h = a.value as usize;
                    let absent_ok = matches!(
                        a.kind,
                        arg_kind::DEVICE_PTR_IF_PRESENT | arg_kind::DEVICE_PTR_READ_ONLY_IF_PRESENT
                    );
                    match (h, slot.present.find_point(h)) {
                        (0, _) => ArgValue::DevicePtr(0),
                        (_, Some(d)) => ArgValue::DevicePtr(d),
                        (_, None) if absent_ok => ArgValue::DevicePtr(0),
                        (_, None) => {
                            return Err(not_present(
                                site,
                                format_args!("kernel `{kname}`, argument `{}`", a.name),
                                slot,
                                h,
                                0,
                            ))
                        }
                    }
                }
                arg_kind::DEVICE_ADDR => ArgValue::DevicePtr(a.value as usize),
                arg_kind::ACCUMULATOR => {
                    if a.value.is_null() || a.size == 0 {
                        return Err(site.error(format!(
                            "kernel `{kname}`, reduction accumulator of `{}`: no identity value ({} bytes at {:p})",
                            a.name, a.size, a.value
                        )));
                    }
                    let identity = std::slice::from_raw_parts(a.value.cast::<u8>(), a.size);
                    let p = slot
                        .dev
                        .accumulator(function, q, index, identity)
                        .map_err(|e| {
                            site.error(format!(
                                "kernel `{kname}`, reduction accumulator of `{}` on {} ({}): {e}",
                                a.name,
                                slot.label(),
                                slot.dev.name()
                            ))
                        })?;
                    ArgValue::DevicePtr(p)
                }
                other => {
                    return Err(site.error(format!(
                        "kernel `{kname}`, argument `{}`: unknown argument kind {other} \
                         (the compiler and the runtime disagree; rebuild with matching versions)",
                        a.name
                    )))
                }
            };
            kargs.push(KernelArg {
                name: a.name,
                value,
                read_only: matches!(
                    a.kind,
                    arg_kind::DEVICE_PTR_READ_ONLY | arg_kind::DEVICE_PTR_READ_ONLY_IF_PRESENT
                ),
                from_program: a.kind == arg_kind::DEVICE_ADDR,
            });
        }
        for (symbol, dev, bytes) in constants {
            slot.dev
                .copy_to_constant(function, symbol, dev, bytes, q)
                .map_err(|e| {
                    site.error(format!(
                        "kernel `{kname}`, constant-memory copy `{symbol}` on {} ({}): {e}",
                        slot.label(),
                        slot.dev.name()
                    ))
                })?;
        }
        let resident = match gangs {
            0 => slot.dev.resident_groups(function, block, shared_bytes),
            _ => None,
        };
        let geometry = Geometry {
            groups: groups_for(iterations, gangs, block, limits.compute_units, resident),
            block,
            shared_bytes,
        };
        slot.dev
            .launch(function, &geometry, &kargs, q, site)
            .map_err(|e| {
                site.error(format!(
                    "kernel `{kname}` on {} ({}): {e}",
                    slot.label(),
                    slot.dev.name()
                ))
            })
    }
}
