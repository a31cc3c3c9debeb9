//! The clause tables of OpenACC 3.3 (which clause may appear on which directive, which
//! may follow `device_type`, which may appear only once) and the spellings of directive
//! and clause names.

use super::{ClauseName, DirectiveKind};
use ClauseName as C;

/// Every clause spelling the parser knows, with its meaning. Legacy and long spellings map
/// to the same [`ClauseName`] as the canonical one.
pub(crate) const SPELLINGS: &[(&str, ClauseName)] = &[
    ("copy", C::Copy),
    ("pcopy", C::Copy),
    ("present_or_copy", C::Copy),
    ("copyin", C::CopyIn),
    ("pcopyin", C::CopyIn),
    ("present_or_copyin", C::CopyIn),
    ("copyout", C::CopyOut),
    ("pcopyout", C::CopyOut),
    ("present_or_copyout", C::CopyOut),
    ("create", C::Create),
    ("pcreate", C::Create),
    ("present_or_create", C::Create),
    ("no_create", C::NoCreate),
    ("present", C::Present),
    ("deviceptr", C::DevicePtr),
    ("attach", C::Attach),
    ("detach", C::Detach),
    ("delete", C::Delete),
    ("link", C::Link),
    ("device_resident", C::DeviceResident),
    ("use_device", C::UseDevice),
    ("host", C::Host),
    ("device", C::Device),
    ("self", C::SelfClause),
    ("reduction", C::Reduction),
    ("private", C::Private),
    ("firstprivate", C::FirstPrivate),
    ("collapse", C::Collapse),
    ("gang", C::Gang),
    ("worker", C::Worker),
    ("vector", C::Vector),
    ("seq", C::Seq),
    ("auto", C::Auto),
    ("independent", C::Independent),
    ("tile", C::Tile),
    ("num_gangs", C::NumGangs),
    ("num_workers", C::NumWorkers),
    ("vector_length", C::VectorLength),
    ("async", C::Async),
    ("wait", C::Wait),
    ("if", C::If),
    ("default", C::Default),
    ("device_type", C::DeviceType),
    ("dtype", C::DeviceType),
    ("bind", C::Bind),
    ("nohost", C::NoHost),
    ("finalize", C::Finalize),
    ("if_present", C::IfPresent),
    ("device_num", C::DeviceNum),
    ("default_async", C::DefaultAsync),
    ("ccopyin", C::CCopyIn),
    ("pccopyin", C::CCopyIn),
    ("compression_copyin", C::CCopyIn),
    ("present_or_compression_copyin", C::CCopyIn),
    ("ccopy", C::CCopy),
    ("pccopy", C::CCopy),
    ("compression_copy", C::CCopy),
    ("present_or_compression_copy", C::CCopy),
    ("ccopyout", C::CCopyOut),
    ("pccopyout", C::CCopyOut),
    ("compression_copyout", C::CCopyOut),
    ("present_or_compression_copyout", C::CCopyOut),
    ("compression", C::Compression),
    ("targetin", C::TargetIn),
    ("targetinout", C::TargetInOut),
    ("size", C::Size),
    ("halo", C::Halo),
    ("dim", C::Dim),
];

/// Looks a clause spelling up.
pub(crate) fn lookup_clause(word: &str) -> Option<ClauseName> {
    SPELLINGS
        .iter()
        .find(|(s, _)| *s == word)
        .map(|&(_, name)| name)
}

pub(crate) fn canonical_spelling(name: ClauseName) -> &'static str {
    match name {
        C::SelfClause => "self",
        C::Fcw => "fcw-type",
        _ => SPELLINGS
            .iter()
            .find(|&&(_, n)| n == name)
            .map(|&(s, _)| s)
            .unwrap_or("?"),
    }
}

/// The device-type names accc knows. The spec leaves the set to the implementation and
/// says clauses for other device types are ignored; the parser warns about unknown ones.
pub const KNOWN_DEVICE_TYPES: &[&str] = &[
    "default",
    "host",
    "multicore",
    "nvidia",
    "radeon",
    "opencl",
    "cuda",
    "not_host",
];

/// The first words of `acc` directives (for "did you mean").
pub(crate) const ACC_DIRECTIVE_WORDS: &[&str] = &[
    "parallel",
    "kernels",
    "serial",
    "loop",
    "data",
    "enter",
    "exit",
    "host_data",
    "update",
    "wait",
    "cache",
    "atomic",
    "routine",
    "declare",
    "init",
    "shutdown",
    "set",
    "fcw",
    "fcw_barrier",
];

/// The directive words of `pacc`.
pub(crate) const PACC_DIRECTIVE_WORDS: &[&str] = &["init", "pipeline", "loop"];

const PARALLEL: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Reduction,
    C::Copy,
    C::CopyIn,
    C::CopyOut,
    C::Create,
    C::NoCreate,
    C::Present,
    C::DevicePtr,
    C::Attach,
    C::Private,
    C::FirstPrivate,
    C::Default,
    C::CCopyIn,
    C::CCopy,
    C::CCopyOut,
    C::Compression,
];

const SERIAL: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Reduction,
    C::Copy,
    C::CopyIn,
    C::CopyOut,
    C::Create,
    C::NoCreate,
    C::Present,
    C::DevicePtr,
    C::Attach,
    C::Private,
    C::FirstPrivate,
    C::Default,
    C::CCopyIn,
    C::CCopy,
    C::CCopyOut,
    C::Compression,
];

const KERNELS: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Copy,
    C::CopyIn,
    C::CopyOut,
    C::Create,
    C::NoCreate,
    C::Present,
    C::DevicePtr,
    C::Attach,
    C::Default,
    C::CCopyIn,
    C::CCopy,
    C::CCopyOut,
    C::Compression,
];

const LOOP: &[ClauseName] = &[
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
    C::DeviceType,
    C::Private,
    C::Reduction,
];

const PARALLEL_LOOP: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Reduction,
    C::Copy,
    C::CopyIn,
    C::CopyOut,
    C::Create,
    C::NoCreate,
    C::Present,
    C::DevicePtr,
    C::Attach,
    C::Private,
    C::FirstPrivate,
    C::Default,
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
    C::CCopyIn,
    C::CCopy,
    C::CCopyOut,
    C::Compression,
];

const SERIAL_LOOP: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Reduction,
    C::Copy,
    C::CopyIn,
    C::CopyOut,
    C::Create,
    C::NoCreate,
    C::Present,
    C::DevicePtr,
    C::Attach,
    C::Private,
    C::FirstPrivate,
    C::Default,
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
    C::CCopyIn,
    C::CCopy,
    C::CCopyOut,
    C::Compression,
];

const KERNELS_LOOP: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Copy,
    C::CopyIn,
    C::CopyOut,
    C::Create,
    C::NoCreate,
    C::Present,
    C::DevicePtr,
    C::Attach,
    C::Default,
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
    C::Private,
    C::Reduction,
    C::CCopyIn,
    C::CCopy,
    C::CCopyOut,
    C::Compression,
];

const DATA: &[ClauseName] = &[
    C::If,
    C::Async,
    C::Wait,
    C::DeviceType,
    C::Copy,
    C::CopyIn,
    C::CopyOut,
    C::Create,
    C::NoCreate,
    C::Present,
    C::DevicePtr,
    C::Attach,
    C::Default,
    C::CCopyIn,
    C::CCopy,
    C::CCopyOut,
];

const ENTER_DATA: &[ClauseName] = &[
    C::If,
    C::Async,
    C::Wait,
    C::CopyIn,
    C::Create,
    C::Attach,
    C::CCopyIn,
];

const EXIT_DATA: &[ClauseName] = &[
    C::If,
    C::Async,
    C::Wait,
    C::CopyOut,
    C::Delete,
    C::Detach,
    C::Finalize,
    C::CCopyOut,
];

const HOST_DATA: &[ClauseName] = &[C::UseDevice, C::If, C::IfPresent];

const UPDATE: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::DeviceType,
    C::If,
    C::IfPresent,
    C::SelfClause,
    C::Host,
    C::Device,
];

const WAIT: &[ClauseName] = &[C::Async, C::If];

const ATOMIC: &[ClauseName] = &[C::If];

const ROUTINE: &[ClauseName] = &[
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Bind,
    C::DeviceType,
    C::NoHost,
];

const DECLARE: &[ClauseName] = &[
    C::Copy,
    C::CopyIn,
    C::CopyOut,
    C::Create,
    C::Present,
    C::DevicePtr,
    C::DeviceResident,
    C::Link,
];

const INIT_SHUTDOWN: &[ClauseName] = &[C::DeviceType, C::DeviceNum, C::If];

const SET: &[ClauseName] = &[C::DefaultAsync, C::DeviceNum, C::DeviceType, C::If];

const FCW: &[ClauseName] = &[C::Fcw];

const PACC_PIPELINE: &[ClauseName] = &[C::TargetIn, C::TargetInOut, C::Size, C::Halo, C::Async];

const PACC_LOOP: &[ClauseName] = &[
    C::Dim,
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
    C::DeviceType,
    C::Private,
    C::Reduction,
];

const NONE: &[ClauseName] = &[];

/// The clauses allowed on a directive (OpenACC 3.3 plus the extensions).
pub fn clauses_allowed(kind: DirectiveKind) -> &'static [ClauseName] {
    use DirectiveKind as D;
    match kind {
        D::Parallel => PARALLEL,
        D::Kernels => KERNELS,
        D::Serial => SERIAL,
        D::ParallelLoop => PARALLEL_LOOP,
        D::KernelsLoop => KERNELS_LOOP,
        D::SerialLoop => SERIAL_LOOP,
        D::Loop => LOOP,
        D::Data => DATA,
        D::EnterData => ENTER_DATA,
        D::ExitData => EXIT_DATA,
        D::HostData => HOST_DATA,
        D::Update => UPDATE,
        D::Wait => WAIT,
        D::Cache => NONE,
        D::Atomic(_) => ATOMIC,
        D::Routine => ROUTINE,
        D::Declare => DECLARE,
        D::Init | D::Shutdown => INIT_SHUTDOWN,
        D::Set => SET,
        D::Fcw => FCW,
        D::FcwBarrier => NONE,
        D::PaccInit => NONE,
        D::PaccPipeline => PACC_PIPELINE,
        D::PaccLoop => PACC_LOOP,
    }
}

const AFTER_DT_PARALLEL: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
];
const AFTER_DT_SERIAL: &[ClauseName] = &[C::Async, C::Wait];
const AFTER_DT_LOOP: &[ClauseName] = &[
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
];
const AFTER_DT_PARALLEL_LOOP: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
];
const AFTER_DT_SERIAL_LOOP: &[ClauseName] = &[
    C::Async,
    C::Wait,
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
];
const AFTER_DT_ROUTINE: &[ClauseName] = &[C::Gang, C::Worker, C::Vector, C::Seq, C::Bind];

/// The clauses that may follow a `device_type` clause on a directive (besides another
/// `device_type`). Empty where `device_type` is not allowed or does not scope clauses.
pub fn clauses_allowed_after_device_type(kind: DirectiveKind) -> &'static [ClauseName] {
    use DirectiveKind as D;
    match kind {
        D::Parallel | D::Kernels => AFTER_DT_PARALLEL,
        D::Serial | D::Data | D::Update => AFTER_DT_SERIAL,
        D::ParallelLoop | D::KernelsLoop => AFTER_DT_PARALLEL_LOOP,
        D::SerialLoop => AFTER_DT_SERIAL_LOOP,
        D::Loop | D::PaccLoop => AFTER_DT_LOOP,
        D::Routine => AFTER_DT_ROUTINE,
        _ => NONE,
    }
}

/// Whether `device_type` scopes the clauses that follow it on this directive.
pub(crate) fn device_type_scopes(kind: DirectiveKind) -> bool {
    clauses_allowed(kind).contains(&C::DeviceType)
        && !matches!(
            kind,
            DirectiveKind::Init | DirectiveKind::Shutdown | DirectiveKind::Set
        )
}

/// Clauses that may appear at most once per device-type scope on any directive. (`wait`
/// may repeat: each names more queues to wait for.)
pub(crate) fn at_most_once(kind: DirectiveKind, name: ClauseName) -> bool {
    match name {
        C::If
        | C::SelfClause
        | C::Default
        | C::Async
        | C::NumGangs
        | C::NumWorkers
        | C::VectorLength
        | C::Collapse
        | C::Gang
        | C::Worker
        | C::Vector
        | C::Seq
        | C::Independent
        | C::Auto
        | C::Tile
        | C::Bind
        | C::NoHost
        | C::Finalize
        | C::IfPresent
        | C::DeviceNum
        | C::DefaultAsync
        | C::Dim
        | C::Size
        | C::Halo => !(name == C::SelfClause && kind == DirectiveKind::Update),
        C::DeviceType => kind == DirectiveKind::Set,
        _ => false,
    }
}
