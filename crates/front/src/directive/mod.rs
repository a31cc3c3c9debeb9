//! The OpenACC 3.3 / PACC directive parser: gives `#pragma acc …` and `#pragma pacc …`
//! lines their meaning as typed [`Directive`]s.
//!
//! Entry points: [`is_directive_namespace`] and [`parse_directive`]. The C lexer turns each
//! pragma into tokens ([`ast::Pragma`]); this module reads those tokens with its own grammar
//! and hands every C expression inside a clause argument to the C expression parser
//! ([`crate::parser`]), so clause arguments are ordinary [`Expr`] trees with byte spans.
//!
//! # What the parser guarantees to the semantic layer
//!
//! A returned [`Directive`] is *syntactically* valid for OpenACC 3.3 (plus the research
//! extensions below):
//!
//! * every clause is allowed on its directive (per the spec's clause tables), and every
//!   clause that follows a `device_type` clause is one the spec allows there;
//! * argument shapes are checked: constants that must be constants are evaluated
//!   (`collapse`, `tile`, `gang(dim:)`, `pacc loop dim`), `default` is `none`/`present`,
//!   reduction operators are the nine OpenACC operators, subscripts have the right number of
//!   colon-separated parts;
//! * clauses the spec allows at most once (per device-type scope) appear at most once;
//!   `seq` does not meet `independent`/`auto`/`gang`/`worker`/`vector`, `auto` does not meet
//!   `independent`, a `routine` has at most one level of parallelism, and the clauses some
//!   directives require (`enter data` needs a data clause, `update` a motion clause, `set` one
//!   of its clauses…) are present;
//! * on `kernels loop`, `gang(dim:)` is rejected. On `parallel loop`/`serial loop`,
//!   `gang(num:)`, `worker(num:)` and `vector(length:)` (which OpenACC 3.3 forbids there, but
//!   which much existing code writes: `parallel loop vector(128)`) are accepted with a
//!   warning. For an orphaned or nested `loop` those rules depend on the enclosing construct
//!   and are left to the semantic layer.
//!
//! What is *not* checked here (the semantic layer's job): whether names exist and have
//! suitable types, whether a directive sits in a legal place (`cache` in a loop body, `fcw`
//! inside a compute region…), whether a variable appears in two data clauses.
//!
//! # The research extensions
//!
//! * `#pragma acc fcw TYPE(var[pivot:before:after…], …) [TYPE(…)]…` — [`DirectiveKind::Fcw`]
//!   whose clauses are [`ClauseKind::Fcw`]; `#pragma acc fcw_barrier` —
//!   [`DirectiveKind::FcwBarrier`]. The triple repeats per dimension, either inside one
//!   bracket (`a[i:0:0:j:0:0]`, the dissertation's form) or in one bracket per dimension
//!   (`a[i:0:0][j:0:0]`).
//! * Compression data clauses `ccopyin/ccopy/ccopyout/pccopyin/pccopy/pccopyout` (and the
//!   long spellings `compression_copyin`, `present_or_compression_copyin`, …) with
//!   `var[start:len:min:max]` — [`ClauseKind::CompressedData`]; `compression(list)` on
//!   compute constructs — [`ClauseKind::Compression`].
//! * PACC: `#pragma pacc init`, `#pragma pacc pipeline targetin(…) targetinout(…)
//!   size([lo:len]…) halo([before:after]…) async`, `#pragma pacc loop dim(n)` (which also
//!   takes the clauses of `acc loop`).
//!
//! # Spans
//!
//! [`Directive::span`] is the pragma's span; [`Directive::name_span`] covers the directive
//! words (`parallel loop`, `enter data`, `atomic capture`, `pacc pipeline`); every
//! [`Clause`] has the span of its name and of the whole clause; every [`VarRef`],
//! [`Subscript`] and expression keeps its own span.

mod clauses;
mod consteval;
mod grammar;
mod suggest;
mod tables;
mod validate;
mod wording;

use crate::ast::{self, Expr, Ident};
use crate::diag::Diagnostic;
use crate::span::Span;

pub use crate::number::parse_int_literal;
pub use consteval::oversized_literal;
pub use tables::{clauses_allowed, clauses_allowed_after_device_type, KNOWN_DEVICE_TYPES};

/// True when the pragma's namespace word is `acc` or `pacc`, i.e. when
/// [`parse_directive`] should be given it.
pub fn is_directive_namespace(pragma: &ast::Pragma) -> bool {
    matches!(pragma.namespace(), Some("acc") | Some("pacc"))
}

/// Parses one `#pragma acc …` or `#pragma pacc …` into a typed [`Directive`].
///
/// `is_typedef` tells the C expression parser which identifiers name types at this point
/// of the program (needed for casts and `sizeof(type)` inside clause arguments).
///
/// On failure, returns every error found (at least one). Errors are rustc-style
/// [`Diagnostic`]s with the span on the offending word and, where one exists, a suggestion
/// in `help`. Non-fatal findings of a successful parse are in [`Directive::warnings`].
/// This function never panics, whatever the tokens.
pub fn parse_directive(
    pragma: &ast::Pragma,
    is_typedef: &dyn Fn(&str) -> bool,
) -> Result<Directive, Vec<Diagnostic>> {
    grammar::parse(pragma, is_typedef)
}

// ------------------------------------------------------------------------------ directives

/// One parsed OpenACC or PACC directive.
#[derive(Clone, Debug, PartialEq)]
pub struct Directive {
    /// `acc` or `pacc`.
    pub namespace: Namespace,
    pub kind: DirectiveKind,
    /// The parenthesised argument some directives take right after their name:
    /// `wait(…)`, `cache(…)`, `routine(name)`. `None` for all others (and for a `wait` or
    /// `routine` written without one).
    pub arg: Option<DirectiveArg>,
    /// The clauses in source order. Clauses written after a `device_type` clause carry
    /// that device-type scope in [`Clause::device_types`]; the `device_type` clauses
    /// themselves stay in the list.
    pub clauses: Vec<Clause>,
    /// The whole pragma.
    pub span: Span,
    /// The directive words: `parallel loop`, `enter data`, `atomic capture`, `fcw`,
    /// `pacc pipeline` (the namespace word is included only for `pacc`).
    pub name_span: Span,
    /// Non-fatal findings (e.g. an unknown device-type name, which the spec says to
    /// ignore). The caller decides whether to print them.
    pub warnings: Vec<Diagnostic>,
}

/// The pragma namespace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Namespace {
    Acc,
    Pacc,
}

/// Every directive of OpenACC 3.3 for C, plus the research extensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DirectiveKind {
    Parallel,
    Kernels,
    Serial,
    /// `parallel loop`: the clauses of both `parallel` and `loop`.
    ParallelLoop,
    KernelsLoop,
    SerialLoop,
    Loop,
    Data,
    EnterData,
    ExitData,
    HostData,
    Update,
    /// The `wait` directive; its optional argument is [`DirectiveArg::Wait`].
    Wait,
    /// The `cache` directive; its argument is [`DirectiveArg::Cache`]. Takes no clauses.
    Cache,
    /// `atomic [read|write|update|capture]`; a bare `atomic` is `Atomic(Update)`.
    Atomic(AtomicKind),
    /// `routine [(name)]`; the name, when written, is [`DirectiveArg::Routine`].
    Routine,
    Declare,
    Init,
    Shutdown,
    Set,
    /// Extension: `fcw TYPE(vars) [TYPE(vars)]…`; each group is a [`ClauseKind::Fcw`].
    Fcw,
    /// Extension: `fcw_barrier`, an explicit barrier of the communicating thread block.
    FcwBarrier,
    /// PACC `#pragma pacc init`: marks the initialisation loop of out-of-core arrays.
    PaccInit,
    /// PACC `#pragma pacc pipeline …`: the pipelined, chunked region.
    PaccPipeline,
    /// PACC `#pragma pacc loop [dim(n)] [loop clauses]`.
    PaccLoop,
}

/// The atomic-clause of an `atomic` directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicKind {
    Read,
    Write,
    Update,
    Capture,
}

impl AtomicKind {
    pub fn as_str(self) -> &'static str {
        match self {
            AtomicKind::Read => "read",
            AtomicKind::Write => "write",
            AtomicKind::Update => "update",
            AtomicKind::Capture => "capture",
        }
    }
}

impl DirectiveKind {
    /// The directive as written after the namespace (`"parallel loop"`, `"enter data"`,
    /// `"atomic capture"`, `"pipeline"` for `pacc pipeline`).
    pub fn name(self) -> &'static str {
        use DirectiveKind::*;
        match self {
            Parallel => "parallel",
            Kernels => "kernels",
            Serial => "serial",
            ParallelLoop => "parallel loop",
            KernelsLoop => "kernels loop",
            SerialLoop => "serial loop",
            Loop => "loop",
            Data => "data",
            EnterData => "enter data",
            ExitData => "exit data",
            HostData => "host_data",
            Update => "update",
            Wait => "wait",
            Cache => "cache",
            Atomic(AtomicKind::Read) => "atomic read",
            Atomic(AtomicKind::Write) => "atomic write",
            Atomic(AtomicKind::Update) => "atomic update",
            Atomic(AtomicKind::Capture) => "atomic capture",
            Routine => "routine",
            Declare => "declare",
            Init => "init",
            Shutdown => "shutdown",
            Set => "set",
            Fcw => "fcw",
            FcwBarrier => "fcw_barrier",
            PaccInit => "init",
            PaccPipeline => "pipeline",
            PaccLoop => "loop",
        }
    }

    /// The namespace this directive belongs to.
    pub fn namespace(self) -> Namespace {
        match self {
            DirectiveKind::PaccInit | DirectiveKind::PaccPipeline | DirectiveKind::PaccLoop => {
                Namespace::Pacc
            }
            _ => Namespace::Acc,
        }
    }

    /// The name with its namespace, as used in messages: `acc parallel loop`,
    /// `pacc pipeline`.
    pub fn full_name(self) -> String {
        match self.namespace() {
            Namespace::Acc => format!("acc {}", self.name()),
            Namespace::Pacc => format!("pacc {}", self.name()),
        }
    }

    /// `parallel`, `kernels`, `serial` and the three combined constructs.
    pub fn is_compute(self) -> bool {
        self.compute_part().is_some()
    }

    /// `parallel loop`, `kernels loop`, `serial loop`.
    pub fn is_combined(self) -> bool {
        matches!(
            self,
            DirectiveKind::ParallelLoop | DirectiveKind::KernelsLoop | DirectiveKind::SerialLoop
        )
    }

    /// Directives associated with a loop: `loop`, the combined constructs, `pacc loop`.
    pub fn is_loop(self) -> bool {
        matches!(self, DirectiveKind::Loop | DirectiveKind::PaccLoop) || self.is_combined()
    }

    /// The compute construct of a compute or combined directive (`KernelsLoop` →
    /// `Kernels`).
    pub fn compute_part(self) -> Option<DirectiveKind> {
        match self {
            DirectiveKind::Parallel | DirectiveKind::ParallelLoop => Some(DirectiveKind::Parallel),
            DirectiveKind::Kernels | DirectiveKind::KernelsLoop => Some(DirectiveKind::Kernels),
            DirectiveKind::Serial | DirectiveKind::SerialLoop => Some(DirectiveKind::Serial),
            _ => None,
        }
    }

    /// Executable directives that stand alone (no associated statement): `enter data`,
    /// `exit data`, `update`, `wait`, `init`, `shutdown`, `set`, `cache`, `fcw_barrier`.
    /// (`routine` and `declare` are declarative; everything else applies to the next
    /// statement.)
    pub fn is_standalone(self) -> bool {
        use DirectiveKind::*;
        matches!(
            self,
            EnterData | ExitData | Update | Wait | Init | Shutdown | Set | Cache | FcwBarrier
        )
    }
}

/// The parenthesised argument that follows some directive names.
#[derive(Clone, Debug, PartialEq)]
pub enum DirectiveArg {
    /// `wait(…)` on the `wait` directive.
    Wait(WaitArgs),
    /// `cache([readonly:] var-list)`.
    Cache(CacheArgs),
    /// `routine(name)`.
    Routine(Ident),
}

/// The argument of `cache`.
#[derive(Clone, Debug, PartialEq)]
pub struct CacheArgs {
    /// The span of the `readonly` modifier word, when written.
    pub readonly: Option<Span>,
    pub vars: Vec<VarRef>,
    /// From `(` to `)`.
    pub span: Span,
}

/// `[devnum: int-expr :] [queues:] int-expr-list`, the argument of the `wait` directive
/// and of the `wait` clause.
#[derive(Clone, Debug, PartialEq)]
pub struct WaitArgs {
    pub devnum: Option<Expr>,
    /// Whether the `queues:` keyword was written (it changes nothing).
    pub queues_keyword: bool,
    /// The async queues to wait for (never empty).
    pub queues: Vec<Expr>,
    /// From `(` to `)`.
    pub span: Span,
}

// ------------------------------------------------------------------------------ clauses

/// One clause.
#[derive(Clone, Debug, PartialEq)]
pub struct Clause {
    pub kind: ClauseKind,
    /// The clause name as written: `pcopyin`, `present_or_copy`, `dtype` are kept, while
    /// `kind` holds the meaning.
    pub spelling: String,
    /// The span of the clause name.
    pub name_span: Span,
    /// From the name to the closing parenthesis (or the name alone).
    pub span: Span,
    /// The device-type scope: `None` for clauses before any `device_type` clause (they
    /// apply to every device unless overridden), `Some(names)` for clauses after
    /// `device_type(names)` (`"*"` meaning every device type not named in another
    /// `device_type` clause). Always `None` on directives where `device_type` selects the
    /// device instead of scoping clauses (`init`, `shutdown`, `set`) and on the
    /// `device_type` clauses themselves.
    pub device_types: Option<Vec<String>>,
}

/// The clause's name, without its arguments: what the clause tables are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ClauseName {
    Copy,
    CopyIn,
    CopyOut,
    Create,
    NoCreate,
    Present,
    DevicePtr,
    Attach,
    Detach,
    Delete,
    Link,
    DeviceResident,
    UseDevice,
    /// `host(list)` on `update`.
    Host,
    /// `device(list)` on `update`.
    Device,
    /// `self`: a condition on compute constructs, a var-list (= `host`) on `update`.
    SelfClause,
    Reduction,
    Private,
    FirstPrivate,
    Collapse,
    Gang,
    Worker,
    Vector,
    Seq,
    Auto,
    Independent,
    Tile,
    NumGangs,
    NumWorkers,
    VectorLength,
    Async,
    Wait,
    If,
    Default,
    DeviceType,
    Bind,
    NoHost,
    Finalize,
    IfPresent,
    DeviceNum,
    DefaultAsync,
    /// Extension: `ccopyin` / `pccopyin` / `compression_copyin` / …
    CCopyIn,
    CCopy,
    CCopyOut,
    /// Extension: `compression(list)`.
    Compression,
    /// Extension: an `fcw` type group `FETCH_ONLY(…)` etc.
    Fcw,
    /// PACC `targetin(list)`.
    TargetIn,
    /// PACC `targetinout(list)`.
    TargetInOut,
    /// PACC `size([lo:len]…)`.
    Size,
    /// PACC `halo([before:after]…)`.
    Halo,
    /// PACC `dim(n)`.
    Dim,
}

impl ClauseName {
    /// The canonical spelling (`"fcw-type"` for the `fcw` groups, which are spelled by
    /// their [`FcwType`]).
    pub fn as_str(self) -> &'static str {
        tables::canonical_spelling(self)
    }
}

/// A clause with its typed arguments.
#[derive(Clone, Debug, PartialEq)]
pub enum ClauseKind {
    /// `copy`, `copyin`, `copyout`, `create`, `no_create`, `present`, `deviceptr`,
    /// `attach`, `detach`, `delete`, `link`, `device_resident` and the legacy aliases
    /// `pcopy`, `present_or_copy`, … (see [`Clause::spelling`]).
    Data(DataClause),
    /// Extension: compressed transfers (`ccopyin`, `pccopy`, …).
    CompressedData(CompressedDataClause),
    /// `use_device(list)` on `host_data`.
    UseDevice(Vec<VarRef>),
    /// `host(list)` or `self(list)` on `update`: device → host.
    Host(Vec<VarRef>),
    /// `device(list)` on `update`: host → device.
    Device(Vec<VarRef>),
    /// `self[(condition)]` on compute constructs: run on the local device (the host)
    /// when the condition is true or absent.
    SelfCond(Option<Expr>),
    Reduction {
        op: ReductionOp,
        op_span: Span,
        vars: Vec<VarRef>,
    },
    Private(Vec<VarRef>),
    FirstPrivate(Vec<VarRef>),
    /// `collapse([force:] n)`, `n` a positive integer constant.
    Collapse {
        force: bool,
        count: IntConst,
    },
    /// `gang[(args)]`.
    Gang(GangArgs),
    /// `worker[([num:] int-expr)]`.
    Worker(Option<Expr>),
    /// `vector[([length:] int-expr)]`.
    Vector(Option<Expr>),
    Seq,
    Auto,
    Independent,
    /// `tile(size, …)`, each a positive integer constant or `*`.
    Tile(Vec<TileSize>),
    /// `num_gangs(e1[, e2[, e3]])`: one to three dimensions (one on `kernels`).
    NumGangs(Vec<Expr>),
    NumWorkers(Expr),
    VectorLength(Expr),
    /// `async[(int-expr)]`.
    Async(Option<Expr>),
    /// `wait[(wait-argument)]`.
    Wait(Option<WaitArgs>),
    If(Expr),
    Default(DefaultKind),
    /// `device_type(list)` / `dtype(list)`.
    DeviceType(DeviceTypeSel),
    /// `bind(name)` or `bind("string")` on `routine`.
    Bind(BindName),
    NoHost,
    Finalize,
    IfPresent,
    DeviceNum(Expr),
    DefaultAsync(Expr),
    /// Extension: `compression(list)`: these (compressed) arrays are decompressed on use
    /// inside the region.
    Compression(Vec<VarRef>),
    /// Extension: one `TYPE(var[…], …)` group of an `fcw` directive.
    Fcw(FcwClause),
    /// PACC: read-only out-of-core arrays.
    TargetIn(Vec<VarRef>),
    /// PACC: read-write out-of-core arrays.
    TargetInOut(Vec<VarRef>),
    /// PACC: the computed range `[lower:length]` of each dimension.
    Size(Vec<PaccRange>),
    /// PACC: the stencil radius `[before:after]` of each dimension.
    Halo(Vec<PaccHalo>),
    /// PACC: the array dimension (1 = fastest varying) this loop's variable walks.
    Dim(IntConst),
}

impl ClauseKind {
    /// The clause's table name.
    pub fn name(&self) -> ClauseName {
        use ClauseKind as K;
        match self {
            K::Data(d) => match d.kind {
                DataClauseKind::Copy => ClauseName::Copy,
                DataClauseKind::CopyIn => ClauseName::CopyIn,
                DataClauseKind::CopyOut => ClauseName::CopyOut,
                DataClauseKind::Create => ClauseName::Create,
                DataClauseKind::NoCreate => ClauseName::NoCreate,
                DataClauseKind::Present => ClauseName::Present,
                DataClauseKind::DevicePtr => ClauseName::DevicePtr,
                DataClauseKind::Attach => ClauseName::Attach,
                DataClauseKind::Detach => ClauseName::Detach,
                DataClauseKind::Delete => ClauseName::Delete,
                DataClauseKind::Link => ClauseName::Link,
                DataClauseKind::DeviceResident => ClauseName::DeviceResident,
            },
            K::CompressedData(c) => match c.kind {
                CompressedKind::CopyIn => ClauseName::CCopyIn,
                CompressedKind::Copy => ClauseName::CCopy,
                CompressedKind::CopyOut => ClauseName::CCopyOut,
            },
            K::UseDevice(_) => ClauseName::UseDevice,
            K::Host(_) => ClauseName::Host,
            K::Device(_) => ClauseName::Device,
            K::SelfCond(_) => ClauseName::SelfClause,
            K::Reduction { .. } => ClauseName::Reduction,
            K::Private(_) => ClauseName::Private,
            K::FirstPrivate(_) => ClauseName::FirstPrivate,
            K::Collapse { .. } => ClauseName::Collapse,
            K::Gang(_) => ClauseName::Gang,
            K::Worker(_) => ClauseName::Worker,
            K::Vector(_) => ClauseName::Vector,
            K::Seq => ClauseName::Seq,
            K::Auto => ClauseName::Auto,
            K::Independent => ClauseName::Independent,
            K::Tile(_) => ClauseName::Tile,
            K::NumGangs(_) => ClauseName::NumGangs,
            K::NumWorkers(_) => ClauseName::NumWorkers,
            K::VectorLength(_) => ClauseName::VectorLength,
            K::Async(_) => ClauseName::Async,
            K::Wait(_) => ClauseName::Wait,
            K::If(_) => ClauseName::If,
            K::Default(_) => ClauseName::Default,
            K::DeviceType(_) => ClauseName::DeviceType,
            K::Bind(_) => ClauseName::Bind,
            K::NoHost => ClauseName::NoHost,
            K::Finalize => ClauseName::Finalize,
            K::IfPresent => ClauseName::IfPresent,
            K::DeviceNum(_) => ClauseName::DeviceNum,
            K::DefaultAsync(_) => ClauseName::DefaultAsync,
            K::Compression(_) => ClauseName::Compression,
            K::Fcw(_) => ClauseName::Fcw,
            K::TargetIn(_) => ClauseName::TargetIn,
            K::TargetInOut(_) => ClauseName::TargetInOut,
            K::Size(_) => ClauseName::Size,
            K::Halo(_) => ClauseName::Halo,
            K::Dim(_) => ClauseName::Dim,
        }
    }

    /// The variables a clause names, for clauses whose argument is a var-list (data,
    /// compressed data, `use_device`, `host`/`self(list)`, `device`, `reduction`,
    /// `private`, `firstprivate`, `compression`, `targetin`, `targetinout`). Empty for
    /// the others; `fcw` variables are in [`FcwClause::vars`].
    pub fn vars(&self) -> Vec<&VarRef> {
        use ClauseKind as K;
        match self {
            K::Data(d) => d.vars.iter().collect(),
            K::CompressedData(c) => c.vars.iter().map(|v| &v.var).collect(),
            K::UseDevice(v)
            | K::Host(v)
            | K::Device(v)
            | K::Private(v)
            | K::FirstPrivate(v)
            | K::Compression(v)
            | K::TargetIn(v)
            | K::TargetInOut(v) => v.iter().collect(),
            K::Reduction { vars, .. } => vars.iter().collect(),
            _ => Vec::new(),
        }
    }
}

/// The standard data clauses (the ones that take a var-list and manage device copies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataClauseKind {
    /// `copy`, `pcopy`, `present_or_copy`.
    Copy,
    /// `copyin`, `pcopyin`, `present_or_copyin`.
    CopyIn,
    /// `copyout`, `pcopyout`, `present_or_copyout`.
    CopyOut,
    /// `create`, `pcreate`, `present_or_create`.
    Create,
    NoCreate,
    Present,
    DevicePtr,
    Attach,
    Detach,
    Delete,
    Link,
    DeviceResident,
}

/// A data clause: `copyin(readonly: a[0:n], b)`.
#[derive(Clone, Debug, PartialEq)]
pub struct DataClause {
    pub kind: DataClauseKind,
    /// The `modifier-list:` before the variables, in order.
    pub modifiers: Vec<Modifier>,
    pub vars: Vec<VarRef>,
}

impl DataClause {
    pub fn has_modifier(&self, m: DataModifier) -> bool {
        self.modifiers.iter().any(|x| x.kind == m)
    }
}

/// A data-clause modifier of OpenACC 3.3 (`copy(always: …)`, `copyin(readonly: …)`,
/// `copyout(zero: …)`, `create(zero: …)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataModifier {
    Always,
    AlwaysIn,
    AlwaysOut,
    ReadOnly,
    Zero,
}

impl DataModifier {
    pub fn as_str(self) -> &'static str {
        match self {
            DataModifier::Always => "always",
            DataModifier::AlwaysIn => "alwaysin",
            DataModifier::AlwaysOut => "alwaysout",
            DataModifier::ReadOnly => "readonly",
            DataModifier::Zero => "zero",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Modifier {
    pub kind: DataModifier,
    pub span: Span,
}

/// Extension: the direction of a compressed transfer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CompressedKind {
    /// `ccopyin`, `pccopyin`, `compression_copyin`, `present_or_compression_copyin`.
    CopyIn,
    /// `ccopy`, `pccopy`, `compression_copy`, `present_or_compression_copy`.
    Copy,
    /// `ccopyout`, `pccopyout`, `compression_copyout`, `present_or_compression_copyout`.
    CopyOut,
}

/// Extension: `pccopyin(a[0:N:MIN:MAX], b[0:M])`.
#[derive(Clone, Debug, PartialEq)]
pub struct CompressedDataClause {
    pub kind: CompressedKind,
    /// The `p`/`present_or_` spelling (OpenACC 2.0 "present or" semantics; since OpenACC
    /// 2.5 every copy clause behaves so, so this changes nothing but is kept).
    pub present_or: bool,
    pub vars: Vec<CompressedVar>,
}

/// A variable of a compressed transfer: the section, and the value range of the data
/// when the user gave it (`[start:len:min:max]`; the two extra parts may only appear in
/// the last subscript).
#[derive(Clone, Debug, PartialEq)]
pub struct CompressedVar {
    /// The variable with ordinary subscripts (the range parts removed).
    pub var: VarRef,
    pub range: Option<ValueRange>,
}

/// The `min:max` value range of a compressed array (floating-point expressions).
#[derive(Clone, Debug, PartialEq)]
pub struct ValueRange {
    pub min: Expr,
    pub max: Expr,
    /// From `min` to `max`.
    pub span: Span,
}

/// A reduction operator of OpenACC for C.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReductionOp {
    Add,
    Mul,
    Max,
    Min,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
}

impl ReductionOp {
    pub fn as_str(self) -> &'static str {
        match self {
            ReductionOp::Add => "+",
            ReductionOp::Mul => "*",
            ReductionOp::Max => "max",
            ReductionOp::Min => "min",
            ReductionOp::BitAnd => "&",
            ReductionOp::BitOr => "|",
            ReductionOp::BitXor => "^",
            ReductionOp::LogAnd => "&&",
            ReductionOp::LogOr => "||",
        }
    }

    /// The operator that combines partial results of a variable (of type `_Bool` when
    /// `is_bool`) as this one combines the values C leaves in it. Every value stored in a
    /// `_Bool` becomes 0 or 1, so each partial result is 0 or 1 and adding them would
    /// count them: there `+` and `max` combine as `||`, `*` and `min` as `&&`; the bitwise
    /// and logical operators already keep 0 and 1.
    pub fn combining(self, is_bool: bool) -> ReductionOp {
        match self {
            ReductionOp::Add | ReductionOp::Max if is_bool => ReductionOp::LogOr,
            ReductionOp::Mul | ReductionOp::Min if is_bool => ReductionOp::LogAnd,
            other => other,
        }
    }
}

/// The arguments of a `gang` clause. On `routine`, only `dim` can be set.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct GangArgs {
    /// `num: int-expr`, or an int-expr without keyword.
    pub num: Option<Expr>,
    /// `dim: n`, `n` a constant 1, 2 or 3.
    pub dim: Option<IntConst>,
    /// `static: size-expr` (`*` or int-expr).
    pub static_size: Option<SizeExpr>,
}

/// `*` or an integer expression (`gang(static: …)`).
#[derive(Clone, Debug, PartialEq)]
pub enum SizeExpr {
    Star(Span),
    Expr(Expr),
}

/// One `tile` size.
#[derive(Clone, Debug, PartialEq)]
pub enum TileSize {
    /// `*`: the implementation picks the size.
    Star(Span),
    Const(IntConst),
}

/// An integer constant expression and its value (always ≥ 1 where this type is used).
#[derive(Clone, Debug, PartialEq)]
pub struct IntConst {
    pub value: u64,
    pub expr: Expr,
}

/// `default(none)` / `default(present)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DefaultKind {
    None,
    Present,
}

/// The argument of `device_type`.
#[derive(Clone, Debug, PartialEq)]
pub enum DeviceTypeSel {
    /// `device_type(*)`.
    All(Span),
    /// `device_type(nvidia, host)`, names as written.
    Names(Vec<Ident>),
}

impl DeviceTypeSel {
    /// The names, `["*"]` for `All`.
    pub fn names(&self) -> Vec<String> {
        match self {
            DeviceTypeSel::All(_) => vec!["*".to_string()],
            DeviceTypeSel::Names(v) => v.iter().map(|i| i.name.clone()).collect(),
        }
    }
}

/// The argument of `bind`.
#[derive(Clone, Debug, PartialEq)]
pub enum BindName {
    Ident(Ident),
    /// A string literal: `text` as written (quotes included), `value` without quotes.
    Str {
        text: String,
        value: String,
        span: Span,
    },
}

// ------------------------------------------------------------------------------ variables

/// A variable reference in a clause: a name or member path followed by zero or more
/// subscripts or array sections.
///
/// `a` → base `a`, no subscripts; `a[i][0:n]` → base `a`, `[Index(i), Section(0, n)]`;
/// `s.v[1:n-1]` → base `s.v` (an [`ast::ExprKind::Member`]), one section;
/// `p[2].x` → base `p[2].x`: subscripts followed by a member belong to the base, only the
/// trailing ones are listed in `subscripts`.
#[derive(Clone, Debug, PartialEq)]
pub struct VarRef {
    /// The variable the reference starts from (`s` in `s.v[0:n]`).
    pub root: Ident,
    /// The designator before the trailing subscripts, as a C expression built of
    /// `Ident`, `Member` and `Index` nodes.
    pub base: Expr,
    pub subscripts: Vec<Subscript>,
    pub span: Span,
}

impl VarRef {
    /// The root variable's name.
    pub fn name(&self) -> &str {
        &self.root.name
    }

    /// True for a bare variable name (`a`).
    pub fn is_plain(&self) -> bool {
        self.subscripts.is_empty() && matches!(self.base.kind, ast::ExprKind::Ident(_))
    }

    /// True if any subscript is a section (`[l:n]`, `[:n]`, `[l:]`).
    pub fn has_section(&self) -> bool {
        self.subscripts
            .iter()
            .any(|s| matches!(s.kind, SubscriptKind::Section { .. }))
    }
}

/// One `[...]` after a variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Subscript {
    pub kind: SubscriptKind,
    /// From `[` to `]`.
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SubscriptKind {
    /// `[expr]`: one element.
    Index(Expr),
    /// `[lower:length]`, `[:length]` (lower 0), `[lower:]` (to the end of a known-size
    /// array), `[:]`.
    Section {
        lower: Option<Expr>,
        length: Option<Expr>,
    },
}

// ------------------------------------------------------------------------------ extensions

/// The five `fcw` types of the dissertation (ch. 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FcwType {
    FetchOnly,
    ChannelOnly,
    FetchChannel,
    ChannelWb,
    FetchChannelWb,
}

impl FcwType {
    pub fn as_str(self) -> &'static str {
        match self {
            FcwType::FetchOnly => "FETCH_ONLY",
            FcwType::ChannelOnly => "CHANNEL_ONLY",
            FcwType::FetchChannel => "FETCH_CHANNEL",
            FcwType::ChannelWb => "CHANNEL_WB",
            FcwType::FetchChannelWb => "FETCH_CHANNEL_WB",
        }
    }

    /// All types, in the dissertation's order.
    pub const ALL: [FcwType; 5] = [
        FcwType::FetchOnly,
        FcwType::ChannelOnly,
        FcwType::FetchChannel,
        FcwType::ChannelWb,
        FcwType::FetchChannelWb,
    ];

    /// Initialises the shared-memory copy from global memory.
    pub fn fetches(self) -> bool {
        matches!(
            self,
            FcwType::FetchOnly | FcwType::FetchChannel | FcwType::FetchChannelWb
        )
    }

    /// Makes writes visible to the other iterations of the thread block.
    pub fn is_channel(self) -> bool {
        !matches!(self, FcwType::FetchOnly)
    }

    /// Writes the shared-memory copy back to global memory at the end.
    pub fn writes_back(self) -> bool {
        matches!(self, FcwType::ChannelWb | FcwType::FetchChannelWb)
    }
}

/// One `TYPE(var[…], …)` group of an `fcw` directive.
#[derive(Clone, Debug, PartialEq)]
pub struct FcwClause {
    pub ty: FcwType,
    pub vars: Vec<FcwVar>,
}

/// `name[pivot:before:after(:pivot:before:after)*]` or
/// `name[pivot:before:after][pivot:before:after]…`.
#[derive(Clone, Debug, PartialEq)]
pub struct FcwVar {
    pub root: Ident,
    /// The array designator (a name or member path).
    pub base: Expr,
    /// One triple per dimension, outermost (leftmost) first.
    pub dims: Vec<FcwDim>,
    pub span: Span,
}

/// The cached range of one dimension: `pivot - before ..= pivot + after`.
#[derive(Clone, Debug, PartialEq)]
pub struct FcwDim {
    pub pivot: Expr,
    pub before: Expr,
    pub after: Expr,
    /// From the pivot to the after expression.
    pub span: Span,
}

/// PACC `size` entry `[lower:length]`.
#[derive(Clone, Debug, PartialEq)]
pub struct PaccRange {
    pub lower: Expr,
    pub length: Expr,
    /// From `[` to `]`.
    pub span: Span,
}

/// PACC `halo` entry `[before:after]`.
#[derive(Clone, Debug, PartialEq)]
pub struct PaccHalo {
    pub before: Expr,
    pub after: Expr,
    /// From `[` to `]`.
    pub span: Span,
}

// ------------------------------------------------------------------------------ queries

impl Directive {
    /// The clauses with this name, in order (all device-type scopes).
    pub fn clauses_named(&self, name: ClauseName) -> impl Iterator<Item = &Clause> {
        self.clauses.iter().filter(move |c| c.kind.name() == name)
    }

    /// The first clause with this name, if any (all device-type scopes).
    pub fn clause(&self, name: ClauseName) -> Option<&Clause> {
        self.clauses_named(name).next()
    }

    pub fn has_clause(&self, name: ClauseName) -> bool {
        self.clause(name).is_some()
    }

    /// The clauses in effect for device type `device` (e.g. `"nvidia"`, `"host"`,
    /// `"multicore"`), following the spec's device_type rules: clauses scoped to a
    /// `device_type` naming `device` (or to `device_type(*)`, when no `device_type` names
    /// `device`) apply, and replace the unscoped clauses of the same name; unscoped
    /// clauses apply otherwise. The `device_type` clauses themselves are left out. Source
    /// order is kept.
    pub fn effective_clauses(&self, device: &str) -> Vec<&Clause> {
        let named_somewhere = self.clauses.iter().any(|c| match &c.kind {
            ClauseKind::DeviceType(DeviceTypeSel::Names(v)) => v.iter().any(|i| i.name == device),
            _ => false,
        });
        let applies = |c: &Clause| match &c.device_types {
            None => false,
            Some(v) => {
                v.iter().any(|n| n == device) || (!named_somewhere && v.iter().any(|n| n == "*"))
            }
        };
        let overridden: Vec<ClauseName> = self
            .clauses
            .iter()
            .filter(|c| applies(c))
            .map(|c| c.kind.name())
            .collect();
        self.clauses
            .iter()
            .filter(|c| {
                if matches!(c.kind, ClauseKind::DeviceType(_)) && self.kind_scopes_device_type() {
                    return false;
                }
                match &c.device_types {
                    None => !overridden.contains(&c.kind.name()),
                    Some(_) => applies(c),
                }
            })
            .collect()
    }

    /// The first clause named `name` in effect for device type `device`.
    pub fn effective_clause(&self, device: &str, name: ClauseName) -> Option<&Clause> {
        self.effective_clauses(device)
            .into_iter()
            .find(|c| c.kind.name() == name)
    }

    /// The `num_gangs` values in effect for device type `device` (one per dimension of
    /// the grid of gangs, dimension 1 first); empty without `num_gangs`.
    pub fn num_gangs(&self, device: &str) -> Vec<&Expr> {
        self.effective_clauses(device)
            .into_iter()
            .find_map(|c| match &c.kind {
                ClauseKind::NumGangs(v) => Some(v.iter().collect()),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// Whether `device_type` on this directive scopes the clauses after it (it selects a
    /// device on `init`, `shutdown` and `set` instead).
    pub fn kind_scopes_device_type(&self) -> bool {
        tables::device_type_scopes(self.kind)
    }
}
