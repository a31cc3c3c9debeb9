//! The host code of data clauses and data directives: the `__accrt_data` entries of a
//! directive's clauses (explicit, and those a compute construct implies, as
//! `accc_passes::host_data` decides them), and the runtime calls of `data`, `enter data`,
//! `exit data`, `update`, `wait`, `host_data` and `declare` (their guards, waits, queues
//! and scopes as `accc_passes::host_ops` decides them: [`HostOp`] records), with the
//! printers of queues and `wait` lists that `host_side` shares for compute constructs.
//!
//! Two back ends use it: the offload path (`host_side`), where the calls always run and a
//! device with its own memory gives them effect, and the checking mode of the CPU targets
//! (`crate::check`, `ACC_CHECK=1`), where each call is guarded by `__accrt_checking()` so
//! that a program run without the variable does what it did without them.

use std::fmt::Write as _;

use accc_front::directive::Directive;
use accc_front::{SourceMap, Span};
use accc_ir::host::{
    DataFlags, DataKind, DataOp, DeclareScope, HostOp, Pieces, Queue, Transfer, UseDevice, WaitList,
};
use accc_ir::Construct;
use accc_sema::analyze::Sema;

use super::dialect::Dialect;
use crate::edit::Edits;
use crate::runtime_text::c_string;

/// The runtime's name of a data kind.
fn kind_constant(kind: DataKind) -> &'static str {
    match kind {
        DataKind::Copy => "ACCRT_COPY",
        DataKind::CopyIn => "ACCRT_COPYIN",
        DataKind::CopyOut => "ACCRT_COPYOUT",
        DataKind::Create => "ACCRT_CREATE",
        DataKind::NoCreate => "ACCRT_NO_CREATE",
        DataKind::Present => "ACCRT_PRESENT",
        DataKind::DevicePtr => "ACCRT_DEVICEPTR",
        DataKind::Attach => "ACCRT_ATTACH",
        DataKind::Detach => "ACCRT_DETACH",
        DataKind::Delete => "ACCRT_DELETE",
        DataKind::UpdateSelf => "ACCRT_UPDATE_SELF",
        DataKind::UpdateDevice => "ACCRT_UPDATE_DEVICE",
    }
}

/// The runtime's name of one flag.
fn flag_constant(flag: DataFlags) -> &'static str {
    const NAMES: [(DataFlags, &str); 10] = [
        (DataFlags::IMPLICIT, "ACCRT_IMPLICIT"),
        (DataFlags::SECTION, "ACCRT_SECTION"),
        (DataFlags::ALWAYS_IN, "ACCRT_ALWAYSIN"),
        (DataFlags::ALWAYS_OUT, "ACCRT_ALWAYSOUT"),
        (DataFlags::ZERO, "ACCRT_ZERO"),
        (DataFlags::READONLY, "ACCRT_READONLY"),
        (DataFlags::FINALIZE, "ACCRT_FINALIZE"),
        (DataFlags::IF_PRESENT, "ACCRT_IF_PRESENT"),
        (DataFlags::DELIVER_LATER, "ACCRT_DELIVER_LATER"),
        (DataFlags::RESULT, "ACCRT_RESULT"),
    ];
    NAMES
        .iter()
        .find(|(f, _)| *f == flag)
        .map_or("0", |(_, name)| name)
}

/// The flags field of an entry: the clause's flags (`0` for none), then whether it is a
/// section and where its data lies.
fn flags_text(op: &DataOp) -> String {
    let clause: Vec<&str> = op
        .flags
        .iter()
        .filter(|&(flag, _)| flag != DataFlags::SECTION)
        .map(|(flag, _)| flag_constant(flag))
        .collect();
    let mut text = match clause.is_empty() {
        true => "0".to_string(),
        false => clause.join(" | "),
    };
    if op.flags.contains(DataFlags::SECTION) {
        text.push_str(" | ACCRT_SECTION");
    }
    if op.extent.declared {
        text.push_str(" | ACCRT_DECLARED_EXTENT");
    }
    if op.extent.rows.is_some() {
        text.push_str(" | ACCRT_ROWS");
    }
    if op.extent.pieces.is_some() {
        text.push_str(" | ACCRT_STRIDED");
    }
    text
}

/// The `__accrt_data` entry of `op` (every field written: generated code builds with
/// `-Wextra`). The host compiler says how large the host object is where it can
/// (`__builtin_object_size`, which GCC and Clang have and which does not evaluate its
/// argument), so that the runtime refuses a clause that runs past it.
pub(crate) fn entry(op: &DataOp) -> String {
    let (host, bytes, label) = (&op.extent.host, &op.extent.bytes, c_string(&op.label));
    let (kind, flags) = (kind_constant(op.kind), flags_text(op));
    let avail = format!("__builtin_object_size({host}, 0)");
    let (start, len) = match (&op.extent.rows, &op.extent.pieces) {
        (Some((start, len)), _) => (start.clone(), len.clone()),
        (None, Some(pieces)) => (pieces_shape(pieces), pieces.bytes.clone()),
        (None, None) => ("0".into(), "0".into()),
    };
    format!("{{ {host}, {bytes}, {kind}, {flags}, {label}, {start}, {len}, {avail} }}")
}

/// The `row_start` of an `ACCRT_STRIDED` entry: the address of its levels, an array of
/// their number then each one's count and stride (a compound literal, which lives until
/// the end of the block of the `update` that uses it).
fn pieces_shape(pieces: &Pieces) -> String {
    const SIZE: &str = "__typeof__(sizeof(0))";
    let mut shape = vec![pieces.levels.len().to_string()];
    for (count, stride) in &pieces.levels {
        shape.push(format!("({count})"));
        shape.push(stride.clone());
    }
    format!("({SIZE})(const {SIZE}[]){{ {} }}", shape.join(", "))
}

/// The entries of `ops`, separated by commas (the initialiser of an array).
pub(crate) fn entries(ops: &[DataOp]) -> String {
    ops.iter().map(entry).collect::<Vec<_>>().join(", ")
}

/// The array `__accc_data` of the entries of `ops`.
pub(crate) fn data_array(ops: &[DataOp]) -> String {
    format!("__accrt_data __accc_data[] = {{ {} }};", entries(ops))
}

/// Generates the host code of data clauses for one translation unit.
pub(crate) struct DataGen<'s> {
    pub sema: &'s Sema,
    pub sm: &'s SourceMap,
    /// The offload path of this dialect, or (`None`) the checking mode of a CPU target:
    /// then every call is guarded by `__accrt_checking()`.
    pub dialect: Option<Dialect>,
    /// Host code for the end of the file (constructors of file-scope `declare`).
    pub file_end: String,
}

impl<'s> DataGen<'s> {
    pub fn new(sema: &'s Sema, sm: &'s SourceMap, dialect: Option<Dialect>) -> DataGen<'s> {
        DataGen {
            sema,
            sm,
            dialect,
            file_end: String::new(),
        }
    }

    /// Code for the checking mode of a CPU target (not the offload path).
    fn checking(&self) -> bool {
        self.dialect.is_none()
    }

    /// The static `__accc_loc` that names directive `d` in `function` to the runtime.
    pub fn loc(&self, d: &Directive, function: &str) -> String {
        let l = self.sm.locate(d.span);
        format!(
            "static const __accrt_loc __accc_loc = {{ {}, {}, {}, {} }};",
            c_string(&l.file),
            l.line,
            c_string(function),
            c_string(d.kind.name())
        )
    }

    // ------------------------------------------------------------------ data directives

    /// When a directive's runtime call runs: its `if` clause (`guard`), and in checking
    /// mode `__accrt_checking()` first (`None`: always).
    fn condition(&self, guard: Option<&str>) -> Option<String> {
        match (self.checking(), guard) {
            (true, Some(c)) => Some(format!("__accrt_checking() && ({c})")),
            (true, None) => Some("__accrt_checking()".to_string()),
            (false, c) => c.map(str::to_string),
        }
    }

    /// The host code of data directive `c` from its runtime calls `op` (`None`: it has
    /// none, and nothing is printed), which it returns.
    pub fn construct(
        &mut self,
        op: Option<HostOp>,
        c: &Construct<'_>,
        edits: &mut Edits,
    ) -> Option<HostOp> {
        let op = op?;
        let function = c.function.clone().unwrap_or_default();
        let at = c.directive.span;
        let loc = self.loc(c.directive, &function);
        match &op {
            HostOp::Data {
                guard,
                waits,
                queue,
                ops,
                ..
            } => {
                let call = DataCall {
                    guard: guard.as_deref(),
                    waits,
                    queue,
                    ops,
                };
                let stmt = c.stmt.map_or(at.hi, |s| s.span.hi);
                match self.checking() {
                    true => self.checked_data(at, stmt, &loc, call, edits),
                    false => self.data(at, stmt, &loc, call, edits),
                }
            }
            HostOp::Transfer {
                call,
                guard,
                waits,
                queue,
                ops,
                ..
            } => {
                if !ops.is_empty() {
                    let f = match call {
                        Transfer::Enter => "__accrt_enter_data",
                        Transfer::Exit => "__accrt_exit_data",
                        Transfer::Update => "__accrt_update",
                    };
                    let body = format!(
                        "{loc} {}{} {f}(&__accc_loc, __accc_data, {}, {});",
                        data_array(ops),
                        wait_calls(waits),
                        ops.len(),
                        queue_arg(queue)
                    );
                    edits.replace(at, guarded(body, self.condition(guard.as_deref())));
                }
            }
            HostOp::Wait {
                guard,
                queues,
                queue,
                ..
            } => {
                let body = format!(
                    "{loc} __accrt_wait(&__accc_loc, {}, {}, {});",
                    queue_list(&queues.queues),
                    queues.queues.len(),
                    queue_arg(queue)
                );
                edits.replace(at, guarded(body, self.condition(guard.as_deref())));
            }
            HostOp::HostData {
                use_device,
                if_present,
                ..
            } => {
                let stmt = c.stmt.map_or(at.hi, |s| s.span.hi);
                self.host_data(at, stmt, &loc, use_device, *if_present, edits);
            }
            HostOp::Declare { scope, ops, .. } => self.declare(c, scope, ops, edits),
            // Compute constructs are the offload path's (`host_side`).
            HostOp::Region(_) => {}
        }
        Some(op)
    }

    /// A structured `data` construct from `at` (the directive) to `stmt_end`.
    fn data(&self, at: Span, stmt_end: u32, loc: &str, call: DataCall<'_>, edits: &mut Edits) {
        // `wait(q)`: the queues finish before the data moves (and before the body).
        let waits = wait_calls(call.waits);
        let entries = call.ops;
        if entries.is_empty() {
            if !waits.is_empty() {
                let body = format!("{loc}{waits}");
                edits.replace(at, guarded(body, self.condition(call.guard)));
            }
            return;
        }
        let a = queue_arg(call.queue);
        let n = entries.len();
        // With `if(cond)` false, no data moves (the flag keeps begin/end paired).
        let (enabled, guard_begin, guard_end) = match call.guard {
            Some(cond) => (
                format!(" int __accc_data_on = ({cond});"),
                "if (__accc_data_on) ",
                "if (__accc_data_on) ",
            ),
            None => (String::new(), "", ""),
        };
        let waits = match waits.is_empty() {
            true => waits,
            false => format!(" {guard_begin}{{{waits} }}"),
        };
        let begin = format!(
            "{{ {loc}{enabled} {}{waits} {guard_begin}__accrt_data_begin(&__accc_loc, __accc_data, {n}, {a});",
            data_array(entries)
        );
        edits.replace(at, begin);
        edits.insert_closing(
            stmt_end,
            at.lo,
            &format!(" {guard_end}__accrt_data_end(&__accc_loc, __accc_data, {n}, {a}); }}"),
        );
    }

    /// A structured `data` construct in checking mode. The runtime keeps the clauses from
    /// the begin to the end (a frame of this thread's), so the array is built only in
    /// checking mode.
    fn checked_data(
        &self,
        at: Span,
        stmt_end: u32,
        loc: &str,
        call: DataCall<'_>,
        edits: &mut Edits,
    ) {
        let entries = call.ops;
        if entries.is_empty() {
            return;
        }
        let on = self.condition(call.guard).unwrap_or_default();
        let begin = format!(
            "{{ {loc} int __accc_data_on = {on}; if (__accc_data_on) {{{} {} __accrt_check_data_begin(&__accc_loc, __accc_data, {}, {}); }}",
            wait_calls(call.waits),
            data_array(entries),
            entries.len(),
            queue_arg(call.queue)
        );
        edits.replace(at, begin);
        edits.insert_closing(
            stmt_end,
            at.lo,
            " if (__accc_data_on) __accrt_check_data_end(&__accc_loc); }",
        );
    }

    /// `host_data`: within its statement (to `stmt_end`), each `use_device` variable's
    /// name is its device address.
    fn host_data(
        &self,
        at: Span,
        stmt_end: u32,
        loc: &str,
        use_device: &[UseDevice],
        if_present: bool,
        edits: &mut Edits,
    ) {
        let if_present = if_present as i32;
        let mut decls = String::new();
        for v in use_device {
            let n = &v.name;
            let p = format!("__typeof__(&({n})[0])");
            let device = format!(
                "({p})__accrt_use_device(&__accc_loc, (void *)({n}), {}, {if_present})",
                c_string(n)
            );
            // Checking mode: the device address only under ACC_CHECK, and only for what
            // has one (an array or a pointer).
            let value = match self.checking() {
                false => device,
                true if v.addressed => format!("__accrt_checking() ? {device} : &({n})[0]"),
                true => continue,
            };
            let _ = write!(
                decls,
                " {p} __accc_hd_{n} = {value}; {p} {n} = __accc_hd_{n};"
            );
        }
        edits.replace(at, format!("{{ {loc}{decls}"));
        edits.insert_closing(stmt_end, at.lo, " }");
    }

    /// `declare`: at file scope, the data is entered when the program starts (on a device
    /// with its own memory, or in checking mode) and lives until it ends; in a function,
    /// from the directive to every exit of its scope.
    fn declare(
        &mut self,
        c: &Construct<'_>,
        scope: &DeclareScope,
        entries: &[DataOp],
        edits: &mut Edits,
    ) {
        let d = c.directive;
        if entries.is_empty() {
            return;
        }
        let n = entries.len();
        let id = self.sm.name_tag(d.span.lo);
        let l = self.sm.locate(d.span);
        let loc = format!(
            "static const __accrt_loc __accc_declare_loc_{id} = {{ {}, {}, {}, \"declare\" }};",
            c_string(&l.file),
            l.line,
            c_string(c.function.as_deref().unwrap_or(""))
        );
        let data = format!(
            "__accrt_data __accc_declare_data_{id}[] = {{ {} }};",
            self::entries(entries)
        );
        // Where the device has memory of its own: a GPU, or the CPU in checking mode.
        let active = match self.checking() {
            true => "__accrt_checking()",
            false => "__accrt_offload_active() || __accrt_checking()",
        };
        let (declare_loc, declare_data) = (
            format!("__accc_declare_loc_{id}"),
            format!("__accc_declare_data_{id}"),
        );
        match scope {
            DeclareScope::File => {
                // Runs after every file's target registration (priority 101). The entries
                // are not `static`: a subarray's bounds may be variables (`a[0:n]`).
                let body = match self.checking() {
                    true => format!("if ({active}) {{ {data} __accrt_enter_data(&{declare_loc}, {declare_data}, {n}, -2); }}"),
                    false => format!("{data} if ({active}) __accrt_enter_data(&{declare_loc}, {declare_data}, {n}, -2);"),
                };
                let _ = write!(
                    self.file_end,
                    "{loc}\nstatic void __attribute__((constructor(201))) __accc_declare_{id}(void) {{ {body} }}\n"
                );
            }
            DeclareScope::Block {
                end: block_end,
                exits,
            } => {
                let on = format!("__accc_declare_on_{id}");
                let (begin, end) = match self.checking() {
                    // The runtime keeps the clauses from the begin to the end.
                    true => (
                        format!("{loc} int {on} = {active}; if ({on}) {{ {data} __accrt_check_data_begin(&{declare_loc}, {declare_data}, {n}, -2); }}"),
                        format!("if ({on}) __accrt_check_data_end(&{declare_loc});"),
                    ),
                    false => (
                        format!("{loc} {data} int {on} = {active}; if ({on}) __accrt_data_begin(&{declare_loc}, {declare_data}, {n}, -2);"),
                        format!("if ({on}) __accrt_data_end(&{declare_loc}, {declare_data}, {n}, -2);"),
                    ),
                };
                edits.replace(d.span, begin);
                // Closings, so that the ends of several `declare`s in one scope come in
                // the reverse order of their begins (the checking mode's runtime pairs
                // them as a stack).
                for r in exits {
                    edits.insert_closing(r.lo, d.span.lo, &format!("{{ {end} "));
                    edits.insert_at(r.hi, " }");
                }
                edits.insert_closing(*block_end, d.span.lo, &format!(" {end} "));
            }
        }
    }
}

/// The calls of a structured `data` construct, as its [`HostOp::Data`] gives them.
struct DataCall<'o> {
    guard: Option<&'o str>,
    waits: &'o [WaitList],
    queue: &'o Queue,
    ops: &'o [DataOp],
}

/// `body` in a block of its own, run where `cond` holds (`None`: always).
fn guarded(body: String, cond: Option<String>) -> String {
    match cond {
        Some(cond) => format!("if ({cond}) {{ {body} }}"),
        None => format!("{{ {body} }}"),
    }
}

/// The runtime's argument for `queue` (`acc_async_sync` is -2, `acc_async_noval` -1).
pub(crate) fn queue_arg(queue: &Queue) -> String {
    match queue {
        Queue::Sync => "-2".into(),
        Queue::NoValue => "-1".into(),
        Queue::Expr(e) => format!("({e})"),
    }
}

/// The array argument of `__accrt_wait` for `queues` (`0`: every queue).
fn queue_list(queues: &[String]) -> String {
    match queues.is_empty() {
        true => "0".to_string(),
        false => {
            let queues: Vec<String> = queues.iter().map(|q| format!("({q})")).collect();
            format!("(const int[]){{ {} }}", queues.join(", "))
        }
    }
}

/// The calls of `wait` clauses (each before the construct's work, itself synchronous).
pub(crate) fn wait_calls(waits: &[WaitList]) -> String {
    let mut out = String::new();
    for w in waits {
        let _ = write!(
            out,
            " __accrt_wait(&__accc_loc, {}, {}, -2);",
            queue_list(&w.queues),
            w.queues.len()
        );
    }
    out
}
