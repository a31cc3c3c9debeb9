//! The host side's data operations: what one data clause, or one clause a compute construct
//! implies, asks the runtime to do (one `__accrt_data` entry in the generated code). The
//! back end decides them and prints them; `--emit=ir` shows them per directive.
//!
//! Host addresses and byte counts are C expressions over the user's variables, as the
//! host expressions of kernel parameters are ([`crate::kernel::Param`]).

use accc_sema::SymbolId;

/// What the runtime does with the data of one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DataKind {
    Copy,
    CopyIn,
    CopyOut,
    /// Also `device_resident` of `declare`.
    Create,
    NoCreate,
    Present,
    DevicePtr,
    Attach,
    Detach,
    Delete,
    /// `update self(…)` / `update host(…)`.
    UpdateSelf,
    /// `update device(…)`.
    UpdateDevice,
}

impl DataKind {
    /// The clause's name, as the IR text shows it.
    pub fn name(self) -> &'static str {
        match self {
            DataKind::Copy => "copy",
            DataKind::CopyIn => "copyin",
            DataKind::CopyOut => "copyout",
            DataKind::Create => "create",
            DataKind::NoCreate => "no_create",
            DataKind::Present => "present",
            DataKind::DevicePtr => "deviceptr",
            DataKind::Attach => "attach",
            DataKind::Detach => "detach",
            DataKind::Delete => "delete",
            DataKind::UpdateSelf => "update self",
            DataKind::UpdateDevice => "update device",
        }
    }

    pub fn is_update(self) -> bool {
        matches!(self, DataKind::UpdateSelf | DataKind::UpdateDevice)
    }
}

/// A set of the runtime's entry flags (`ACCRT_IMPLICIT` …). Where the data lies
/// (`ACCRT_ROWS`, `ACCRT_DECLARED_EXTENT`) is the [`Extent`]'s, not a flag here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DataFlags(u16);

impl DataFlags {
    pub const NONE: DataFlags = DataFlags(0);
    /// The compiler implied the entry (a variable the construct uses without a clause).
    pub const IMPLICIT: DataFlags = DataFlags(1 << 0);
    /// A subarray (or one element) rather than the whole variable.
    pub const SECTION: DataFlags = DataFlags(1 << 1);
    pub const ALWAYS_IN: DataFlags = DataFlags(1 << 2);
    pub const ALWAYS_OUT: DataFlags = DataFlags(1 << 3);
    pub const ZERO: DataFlags = DataFlags(1 << 4);
    pub const READONLY: DataFlags = DataFlags(1 << 5);
    pub const FINALIZE: DataFlags = DataFlags(1 << 6);
    pub const IF_PRESENT: DataFlags = DataFlags(1 << 7);
    /// A result the host reads only after later constructs (`ResultsLater`).
    pub const DELIVER_LATER: DataFlags = DataFlags(1 << 8);
    /// A reduction result CUDA kernels may write in host memory they reach.
    pub const RESULT: DataFlags = DataFlags(1 << 9);

    /// Every flag with its name in the IR text, in the order both printers write them.
    pub const ALL: [(DataFlags, &'static str); 10] = [
        (DataFlags::IMPLICIT, "implicit"),
        (DataFlags::ALWAYS_IN, "alwaysin"),
        (DataFlags::ALWAYS_OUT, "alwaysout"),
        (DataFlags::ZERO, "zero"),
        (DataFlags::READONLY, "readonly"),
        (DataFlags::FINALIZE, "finalize"),
        (DataFlags::IF_PRESENT, "if_present"),
        (DataFlags::DELIVER_LATER, "deliver_later"),
        (DataFlags::RESULT, "result"),
        (DataFlags::SECTION, "section"),
    ];

    pub fn contains(self, other: DataFlags) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn intersects(self, other: DataFlags) -> bool {
        self.0 & other.0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The flags of `self` in the order of [`DataFlags::ALL`].
    pub fn iter(self) -> impl Iterator<Item = (DataFlags, &'static str)> {
        DataFlags::ALL
            .into_iter()
            .filter(move |&(flag, _)| self.contains(flag))
    }
}

impl std::ops::BitOr for DataFlags {
    type Output = DataFlags;
    fn bitor(self, other: DataFlags) -> DataFlags {
        DataFlags(self.0 | other.0)
    }
}

impl std::ops::BitOrAssign for DataFlags {
    fn bitor_assign(&mut self, other: DataFlags) {
        self.0 |= other.0;
    }
}

impl std::ops::BitAnd for DataFlags {
    type Output = DataFlags;
    fn bitand(self, other: DataFlags) -> DataFlags {
        DataFlags(self.0 & other.0)
    }
}

/// Where the data of an entry lies in host memory, as C expressions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extent {
    /// The first byte (of the array of pointers, for rows).
    pub host: String,
    pub bytes: String,
    /// A dynamic multidimensional array (`ACCRT_ROWS`): where each row's section starts
    /// after its pointer's target, and its length, in bytes.
    pub rows: Option<(String, String)>,
    /// `bytes` is what the declaration of an array parameter gives (`double A[N][M]`
    /// named whole): the runtime uses it only where nothing is present at `host`
    /// (`ACCRT_DECLARED_EXTENT`).
    pub declared: bool,
}

impl Extent {
    pub fn contiguous(host: String, bytes: String) -> Extent {
        Extent {
            host,
            bytes,
            rows: None,
            declared: false,
        }
    }
}

/// The variable an entry maps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DataVar {
    /// A variable of the program (`sym`, where sema resolved its name), or data reached
    /// through it: `member` is the designator after the variable as written (`.p` of
    /// `s.p[0:n]`, `->q` of `p->q`), `None` for the variable or its elements.
    User {
        name: String,
        sym: Option<SymbolId>,
        member: Option<String>,
    },
    /// A variable the generated code adds (the `--cache-check` flag), by its C name.
    Generated(String),
}

/// One `__accrt_data` entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataOp {
    pub var: DataVar,
    pub kind: DataKind,
    pub flags: DataFlags,
    pub extent: Extent,
    /// How the runtime names the data in its messages: the clause's text (`a[0:n]`).
    pub label: String,
}

/// The directive whose host code performs some data operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataSite {
    /// A compute construct: `Module::regions[i]`.
    Region(usize),
    /// A data directive: `Module::constructs[i]`.
    Construct(usize),
}

/// The data operations of one directive, in the order the runtime performs them at its
/// start (the end of a structured one runs them in reverse).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectiveData {
    pub site: DataSite,
    pub ops: Vec<DataOp>,
}
