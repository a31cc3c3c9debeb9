//! The host side's runtime calls: what one data clause, or one clause a compute construct
//! implies, asks the runtime to do (a [`DataOp`], one `__accrt_data` entry in the generated
//! code), and the calls of each compute construct and data directive around them (a
//! [`HostOp`]: when they run, which queues they wait for, on which queue they run), and the
//! launches of a compute construct's kernels between them ([`Launch`]: which kernel, with
//! which arguments, how many blocks, the column strips or the flat kernel).
//! `accc_passes::host_data` and `accc_passes::host_ops` decide the calls,
//! `accc_passes::gpu::launch` the launches from the kernels the back end built; the back
//! end prints them; `--emit=ir` shows them per directive.
//!
//! Host addresses, byte counts, conditions and queues are C expressions over the user's
//! variables, as the host expressions of kernel parameters are ([`crate::kernel::Param`]).

use accc_front::Span;
use accc_sema::SymbolId;

mod expr;
pub use expr::{HostBinOp, HostExpr};

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
    /// A non-contiguous subarray of an array of arrays that `update` names
    /// (`m[2:3][4:2]`, `ACCRT_STRIDED`): `host` is its first element and `bytes` reach
    /// its last, but only these pieces move.
    pub pieces: Option<Pieces>,
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
            pieces: None,
            declared: false,
        }
    }
}

/// The contiguous pieces of a non-contiguous subarray, as C expressions: `bytes` from
/// each offset `i0 * stride0 + i1 * stride1 + …` after the subarray's first element,
/// for every `ik` below `countk` of `levels` (outermost first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pieces {
    pub levels: Vec<(String, String)>,
    pub bytes: String,
}

/// Where the kernels of a compute construct anchor their device pointers: for the data
/// named in its explicit data clauses, by symbol and member path (as
/// [`crate::members::member_chain`] spells it, for what a pointer member points to;
/// empty for the variable's own data), the host address of the subarray's start where it
/// is not element 0 (`None`: element 0).
pub type Anchors = std::collections::HashMap<(SymbolId, String), Option<String>>;

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

impl DataOp {
    /// The `--cache-check` flag, the host's `int` variable `flag`, which the kernels of a
    /// compute construct raise on an access outside a cached range: on the device for the
    /// construct, copied back after it.
    pub fn cache_check_flag(flag: &str) -> DataOp {
        DataOp {
            var: DataVar::Generated(flag.to_string()),
            kind: DataKind::Copy,
            flags: DataFlags::IMPLICIT,
            extent: Extent::contiguous(format!("(void *)&{flag}"), format!("sizeof({flag})")),
            label: "--cache-check flag".to_string(),
        }
    }
}

/// The directive whose host code a [`HostOp`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataSite {
    /// A compute construct: `Module::regions[i]`.
    Region(usize),
    /// A data directive: `Module::constructs[i]`.
    Construct(usize),
}

/// The async queue a directive's runtime calls run on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Queue {
    /// No `async` clause: the calls finish their work before they return (`acc_async_sync`).
    Sync,
    /// `async` without an argument (`acc_async_noval`).
    NoValue,
    /// `async(e)`: the queue the C expression `e` names.
    Expr(String),
}

/// The queues one `wait` clause or `wait` directive waits for (C expressions); none: every
/// queue.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct WaitList {
    pub queues: Vec<String>,
}

/// One clause of a compute construct that decides whether it runs on the device (the
/// offload path) or as host code, in the order written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Condition {
    /// `if(e)`: on the device only where `e` holds.
    If(String),
    /// `self(e)`: on the host where `e` holds.
    UnlessSelf(String),
    /// `self` without a condition: on the host (whatever the clauses before said).
    OnHost,
}

/// The runtime call of `enter data`, `exit data` or `update`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transfer {
    Enter,
    Exit,
    Update,
}

impl Transfer {
    /// The directive's name, as the IR text shows it.
    pub fn name(self) -> &'static str {
        match self {
            Transfer::Enter => "enter data",
            Transfer::Exit => "exit data",
            Transfer::Update => "update",
        }
    }
}

/// A variable of a `host_data use_device` clause: within the construct its name means the
/// data's device address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UseDevice {
    pub name: String,
    /// An array or a pointer (what has a device address of its own: the checking mode of
    /// the CPU targets maps only those).
    pub addressed: bool,
}

/// How long the data of a `declare` directive lives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeclareScope {
    /// At file scope: from the program's start to its end.
    File,
    /// In a function: from the directive to the end of the block holding it (`end`, the
    /// offset of its closing brace), and to each statement after the directive that leaves
    /// the block (`exits`: `return`, and `break`/`continue` of an enclosing loop or switch).
    Block { end: u32, exits: Vec<Span> },
}

/// The host code of a compute construct: `Module::regions[region]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegionCall {
    pub region: usize,
    /// When the construct runs on the device (the `if` and `self` clauses; empty: always,
    /// where a device is there).
    pub guard: Vec<Condition>,
    /// Waited for before its data moves (one runtime call per `wait` clause).
    pub waits: Vec<WaitList>,
    /// The queue of its data and its kernel launches.
    pub queue: Queue,
    /// Its data operations: those of its clauses and those it implies, then (with
    /// `cache_check`) the `--cache-check` flag.
    pub ops: Vec<DataOp>,
    /// Where results the host reads only after later constructs are delivered
    /// (`ResultsLater::deliver_at`, an offset in the preprocessed text).
    pub deliver_at: Option<u32>,
    /// Its kernels raise the `--cache-check` flag: the host checks it after the region.
    pub cache_check: bool,
    /// Its kernels' launches, in the order the host makes them, between its data's entry
    /// and exit (on `queue`).
    pub launches: Vec<Launch>,
    /// What runs where the construct does not run on the device.
    pub without_device: WithoutDevice,
}

/// What a compute construct runs where no device runs it (no device found, or its `if`
/// false).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WithoutDevice {
    /// Its CPU code, in place.
    RunOnHost,
    /// Nothing: the program stops with an error naming the construct
    /// (`__accrt_device_only`). A construct whose `fcw` blocks communicate has no CPU
    /// version in a GPU build (the CPU targets' block model is made only for them), and
    /// running its statements one thread at a time would be silently wrong.
    Fail,
}

/// The launch of one kernel of a compute construct, or the choice between two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Launch {
    /// The kernel alone.
    Flat(KernelLaunch),
    /// A `collapse(2)` nest that has a column-strips kernel: `strips` where the inner loop
    /// is long enough (`nest.least_inner` iterations), the outer
    /// one not empty and the strips' blocks within `MAX_GANG_BLOCKS`; else `flat`. The host
    /// counts the strips' blocks from `nest`.
    Strips {
        strips: KernelLaunch,
        flat: KernelLaunch,
        nest: StripsNest,
    },
}

impl Launch {
    /// The launches it may make: the kernel, or the strips kernel then the flat one.
    pub fn kernels(&self) -> Vec<&KernelLaunch> {
        match self {
            Launch::Flat(k) => vec![k],
            Launch::Strips { strips, flat, .. } => vec![strips, flat],
        }
    }
}

/// What the host counts a column-strips launch's blocks from (the host expressions of the
/// strips kernel's value parameters): one block per strip of `block`
/// inner iterations, the first strip starting on an aligned column, and range of outer
/// iterations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StripsNest {
    /// The inner-loop iterations from which the strips run
    /// (`Kernel::strips_least_inner_iterations`).
    pub least_inner: u32,
    pub outer_trips: HostExpr,
    pub inner_trips: HostExpr,
    pub inner_lower: HostExpr,
    pub inner_step: HostExpr,
}

/// One `__accrt_launch` of a kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelLaunch {
    /// The kernel (`Kernel::name`, also the name of its descriptor in the host file).
    pub kernel: String,
    /// One per parameter of the kernel, in the same order (`__accc_v<i>` is the host's
    /// local holding the value of argument `i`).
    pub args: Vec<LaunchArg>,
    /// How many threads the kernel needs in all (C expression over the launch's values).
    pub threads: String,
    /// How many blocks it runs (C expression over the launch's values; `0`: the runtime
    /// chooses).
    pub blocks: String,
    /// Threads per block.
    pub block: u32,
}

/// One argument of a launch (an `__accrt_arg`), for the kernel parameter of its position;
/// host expressions are the parameter's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LaunchArg {
    /// A value: the host evaluates `host` into a local of C type `host_type` (`None`: the
    /// type of `host` itself, which has no name in host code) and passes its bytes.
    Value {
        name: String,
        host_type: Option<String>,
        host: HostExpr,
    },
    /// A reduction's accumulator, of the type of the host variable `host`, which the
    /// runtime keeps for the kernel and first sets to `identity`.
    Accumulator {
        name: String,
        host: HostExpr,
        identity: String,
    },
    /// The runtime copies the device copy of the `bytes` at host address `host` into the
    /// constant array `symbol` before the launch.
    ConstantCopy {
        symbol: String,
        host: HostExpr,
        bytes: u64,
    },
    /// The device address of the data at host address `host`.
    DevicePtr {
        name: String,
        host: HostExpr,
        access: PointerAccess,
    },
}

/// How a kernel reaches the data of a pointer argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointerAccess {
    /// `host` is already a device address (`deviceptr`, `host_data`).
    DeviceAddress,
    /// Present data: only read (`read_only`), or possibly absent (`if_present`: `no_create`
    /// data and empty subarrays, a null pointer then).
    Data { read_only: bool, if_present: bool },
}

/// The runtime calls of one compute construct or data directive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostOp {
    Region(RegionCall),
    /// A structured `data` construct: its data enters at the start of its statement and
    /// leaves at its end; with a false `guard` (its `if` clause), neither.
    Data {
        construct: usize,
        guard: Option<String>,
        waits: Vec<WaitList>,
        queue: Queue,
        ops: Vec<DataOp>,
    },
    /// `enter data`, `exit data` or `update`: one call, where `guard` holds.
    Transfer {
        construct: usize,
        call: Transfer,
        guard: Option<String>,
        waits: Vec<WaitList>,
        queue: Queue,
        ops: Vec<DataOp>,
    },
    /// The `wait` directive: waits for `queues` (on `queue`, with `async`).
    Wait {
        construct: usize,
        guard: Option<String>,
        queues: WaitList,
        queue: Queue,
    },
    /// `host_data`: the device addresses of `use_device` within its statement.
    HostData {
        construct: usize,
        use_device: Vec<UseDevice>,
        if_present: bool,
    },
    /// `declare`: data that lives as long as `scope` (its calls are synchronous).
    Declare {
        construct: usize,
        scope: DeclareScope,
        ops: Vec<DataOp>,
    },
}

impl HostOp {
    /// The directive whose host code this is.
    pub fn site(&self) -> DataSite {
        match self {
            HostOp::Region(r) => DataSite::Region(r.region),
            HostOp::Data { construct, .. }
            | HostOp::Transfer { construct, .. }
            | HostOp::Wait { construct, .. }
            | HostOp::HostData { construct, .. }
            | HostOp::Declare { construct, .. } => DataSite::Construct(*construct),
        }
    }

    /// Its data operations, in the order the runtime performs them at its start.
    pub fn ops(&self) -> &[DataOp] {
        match self {
            HostOp::Region(r) => &r.ops,
            HostOp::Data { ops, .. }
            | HostOp::Transfer { ops, .. }
            | HostOp::Declare { ops, .. } => ops,
            HostOp::Wait { .. } | HostOp::HostData { .. } => &[],
        }
    }
}

/// The runtime calls of the module's compute constructs and directives as
/// `passes::host_data` and `passes::host_ops` decide them before the back end prints them
/// (the pipeline's `host_calls` step): the offload path's on the GPU targets, each with the
/// errors and warnings about its clauses (raised by the back end where it prints it), and
/// the checking mode's (`ACC_CHECK=1`: clauses it cannot map left out, nothing raised).
#[derive(Debug, Clone, Default)]
pub struct HostCalls {
    /// GPU targets, by compute construct (as `Module::regions`): its calls before the back
    /// end adds its kernels' launches and the `--cache-check` flag, and where its kernels
    /// anchor device pointers.
    pub regions: Vec<Decided<(RegionCall, Anchors)>>,
    /// GPU targets, by directive (as `Module::constructs`): its calls (`None`: it has
    /// none).
    pub constructs: Vec<Decided<Option<HostOp>>>,
    /// The checking mode's calls, by compute construct.
    pub checking_regions: Vec<RegionCall>,
    /// The checking mode's calls, by directive.
    pub checking_constructs: Vec<Option<HostOp>>,
}

/// A decision and the diagnostics it raised, in order.
#[derive(Debug, Clone, Default)]
pub struct Decided<T> {
    pub calls: T,
    pub errors: Vec<accc_front::Diagnostic>,
    pub warnings: Vec<accc_front::Diagnostic>,
}

/// A clause expression of a compute construct or a structured `data` construct that the
/// host evaluates once, where the construct starts (before it decides where it runs),
/// into a local: OpenACC evaluates each clause argument once when the construct is met,
/// and the host code names some of them several times (the data's entry and exit, each
/// launch, the checking mode's calls, the OpenMP `if`). Constants, and identifiers of
/// variables the construct's body does not change, are named as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClauseValue {
    /// The directive whose clause it is.
    pub site: DataSite,
    /// The expression as written.
    pub expr: Span,
    /// Which clause argument it is.
    pub role: ClauseRole,
    /// The local's C name (`__accc_clause_<n>`, unique in the translation unit).
    pub name: String,
    /// The local's C type.
    pub c_type: &'static str,
    /// The C expression that sets it, over the user's variables.
    pub value: String,
}

/// The clause argument a [`ClauseValue`] holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClauseRole {
    /// `if(e)` or `self(e)`: held as `0` or `1`.
    Condition,
    /// `async(e)`.
    Queue,
    /// A queue of a `wait` clause.
    WaitQueue,
    /// Dimension `i` of the `num_gangs` clause that applies.
    NumGangs(usize),
    NumWorkers,
    VectorLength,
    /// A subscript (index, lower bound or length) of a variable of a data clause.
    Subscript,
}

impl ClauseRole {
    /// As the IR text shows it.
    pub fn name(self) -> String {
        match self {
            ClauseRole::Condition => "condition".into(),
            ClauseRole::Queue => "async".into(),
            ClauseRole::WaitQueue => "wait".into(),
            ClauseRole::NumGangs(i) => format!("num_gangs dim {i}"),
            ClauseRole::NumWorkers => "num_workers".into(),
            ClauseRole::VectorLength => "vector_length".into(),
            ClauseRole::Subscript => "subscript".into(),
        }
    }
}

/// The module's [`ClauseValue`]s, in source order (the pipeline's `clause_values` step).
#[derive(Debug, Clone, Default)]
pub struct ClauseValues {
    pub values: Vec<ClauseValue>,
}

impl ClauseValues {
    /// The local holding the clause expression written at `expr`, if it has one.
    pub fn local(&self, expr: Span) -> Option<&str> {
        (self.values.iter())
            .find(|v| v.expr == expr)
            .map(|v| v.name.as_str())
    }

    /// The local holding argument `role` of directive `site`'s clauses (the first one).
    pub fn local_for(&self, site: DataSite, role: ClauseRole) -> Option<&str> {
        (self.values.iter())
            .find(|v| v.site == site && v.role == role)
            .map(|v| v.name.as_str())
    }

    /// The locals of directive `site`, in the order they are set.
    pub fn of(&self, site: DataSite) -> impl Iterator<Item = &ClauseValue> {
        self.values.iter().filter(move |v| v.site == site)
    }
}
