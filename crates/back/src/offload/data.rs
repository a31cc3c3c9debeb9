//! The host code of data clauses and data directives: the `__accrt_data` entries of a
//! directive's clauses (explicit, and those a compute construct implies, as
//! `accc_passes::host_data` decides them), and the runtime calls of `data`, `enter data`,
//! `exit data`, `update`, `wait`, `host_data` and `declare`.
//!
//! Two back ends use it: the offload path (`host_side`), where the calls always run and a
//! device with its own memory gives them effect, and the checking mode of the CPU targets
//! (`crate::check`, `ACC_CHECK=1`), where each call is guarded by `__accrt_checking()` so
//! that a program run without the variable does what it did without them.

use std::fmt::Write as _;

use accc_front::ast::{Block, BlockItem, Stmt, StmtKind};
use accc_front::directive::{ClauseKind, Directive, DirectiveArg, DirectiveKind, VarRef};
use accc_front::SourceMap;
use accc_ir::host::{DataFlags, DataKind, DataOp};
use accc_ir::Construct;
use accc_passes::host_data::HostData;
use accc_sema::analyze::Sema;

use super::dialect::Dialect;
use crate::edit::Edits;

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
    let (start, len) = match &op.extent.rows {
        None => ("0", "0"),
        Some((start, len)) => (start.as_str(), len.as_str()),
    };
    format!("{{ {host}, {bytes}, {kind}, {flags}, {label}, {start}, {len}, {avail} }}")
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
    /// What the data clauses do, and the diagnostics about them (offload path only).
    pub decide: HostData<'s>,
    /// Host code for the end of the file (constructors of file-scope `declare`).
    pub file_end: String,
}

impl<'s> DataGen<'s> {
    pub fn new(
        sema: &'s Sema,
        sm: &'s SourceMap,
        device_type: &'static str,
        dialect: Option<Dialect>,
    ) -> DataGen<'s> {
        DataGen {
            sema,
            sm,
            dialect,
            decide: HostData::new(sema, sm, device_type, dialect.map(Dialect::caps)),
            file_end: String::new(),
        }
    }

    /// Code for the checking mode of a CPU target (not the offload path).
    fn checking(&self) -> bool {
        self.dialect.is_none()
    }

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

    pub fn async_arg(&self, d: &Directive) -> String {
        for c in &d.clauses {
            if let ClauseKind::Async(a) = &c.kind {
                return match a {
                    Some(e) => format!("({})", self.sm.snippet(e.span)),
                    None => "-1".into(), // acc_async_noval
                };
            }
        }
        "-2".into() // acc_async_sync
    }

    pub fn if_condition(&self, d: &Directive) -> Option<String> {
        d.clauses.iter().find_map(|c| match &c.kind {
            ClauseKind::If(e) => Some(self.sm.snippet(e.span).to_string()),
            _ => None,
        })
    }

    /// `wait` clauses of a construct: a call before it.
    pub fn wait_clause(&self, d: &Directive) -> String {
        let mut out = String::new();
        for c in &d.clauses {
            if let ClauseKind::Wait(w) = &c.kind {
                let queues: Vec<String> = w
                    .iter()
                    .flat_map(|w| w.queues.iter())
                    .map(|e| format!("({})", self.sm.snippet(e.span)))
                    .collect();
                let list = if queues.is_empty() {
                    "0".to_string()
                } else {
                    format!("(const int[]){{ {} }}", queues.join(", "))
                };
                let _ = write!(
                    out,
                    " __accrt_wait(&__accc_loc, {list}, {}, -2);",
                    queues.len()
                );
            }
        }
        out
    }

    // ------------------------------------------------------------------ data directives

    /// When a directive's runtime call runs: its `if` clause, and in checking mode
    /// `__accrt_checking()` first (`None`: always).
    fn condition(&self, d: &Directive) -> Option<String> {
        match (self.checking(), self.if_condition(d)) {
            (true, Some(c)) => Some(format!("__accrt_checking() && ({c})")),
            (true, None) => Some("__accrt_checking()".to_string()),
            (false, c) => c,
        }
    }

    /// The host code of data directive `c`; returns the data operations it performs.
    pub fn construct(&mut self, c: &Construct<'_>, edits: &mut Edits) -> Vec<DataOp> {
        let d = c.directive;
        let function = c.function.clone().unwrap_or_default();
        let guard = |body: String, cond: Option<String>| match cond {
            Some(cond) => format!("if ({cond}) {{ {body} }}"),
            None => format!("{{ {body} }}"),
        };
        match d.kind {
            DirectiveKind::Data if self.checking() => {
                let entries = self.decide.data_entries(d, DataFlags::NONE);
                let Some(stmt) = c.stmt else {
                    return Vec::new();
                };
                if entries.is_empty() {
                    return entries;
                }
                // The runtime keeps the clauses from the begin to the end (a frame of this
                // thread's), so the array is built only in checking mode.
                let on = self.condition(d).unwrap_or_default();
                let begin = format!(
                    "{{ {} int __accc_data_on = {on}; if (__accc_data_on) {{{} {} __accrt_check_data_begin(&__accc_loc, __accc_data, {}, {}); }}",
                    self.loc(d, &function),
                    self.wait_clause(d),
                    data_array(&entries),
                    entries.len(),
                    self.async_arg(d)
                );
                edits.replace(d.span, begin);
                edits.insert_closing(
                    stmt.span.hi,
                    d.span.lo,
                    " if (__accc_data_on) __accrt_check_data_end(&__accc_loc); }",
                );
                entries
            }
            DirectiveKind::Data => {
                let entries = self.decide.data_entries(d, DataFlags::NONE);
                let Some(stmt) = c.stmt else {
                    return Vec::new();
                };
                // `wait(q)`: the queues finish before the data moves (and before the body).
                let waits = self.wait_clause(d);
                if entries.is_empty() {
                    if !waits.is_empty() {
                        let body = format!("{}{waits}", self.loc(d, &function));
                        edits.replace(d.span, guard(body, self.if_condition(d)));
                    }
                    return entries;
                }
                let a = self.async_arg(d);
                let n = entries.len();
                // With `if(cond)` false, no data moves (the flag keeps begin/end paired).
                let (enabled, guard_begin, guard_end) = match self.if_condition(d) {
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
                    "{{ {}{enabled} {}{waits} {guard_begin}__accrt_data_begin(&__accc_loc, __accc_data, {n}, {a});",
                    self.loc(d, &function),
                    data_array(&entries)
                );
                edits.replace(d.span, begin);
                edits.insert_closing(
                    stmt.span.hi,
                    d.span.lo,
                    &format!(
                        " {guard_end}__accrt_data_end(&__accc_loc, __accc_data, {n}, {a}); }}"
                    ),
                );
                entries
            }
            DirectiveKind::EnterData | DirectiveKind::ExitData | DirectiveKind::Update => {
                let mut flags = DataFlags::NONE;
                if d.has_clause(accc_front::directive::ClauseName::Finalize) {
                    flags |= DataFlags::FINALIZE;
                }
                if d.has_clause(accc_front::directive::ClauseName::IfPresent) {
                    flags |= DataFlags::IF_PRESENT;
                }
                let entries = self.decide.data_entries(d, flags);
                if entries.is_empty() {
                    return entries;
                }
                let f = match d.kind {
                    DirectiveKind::EnterData => "__accrt_enter_data",
                    DirectiveKind::ExitData => "__accrt_exit_data",
                    _ => "__accrt_update",
                };
                let body = format!(
                    "{} {}{} {f}(&__accc_loc, __accc_data, {}, {});",
                    self.loc(d, &function),
                    data_array(&entries),
                    self.wait_clause(d),
                    entries.len(),
                    self.async_arg(d)
                );
                edits.replace(d.span, guard(body, self.condition(d)));
                entries
            }
            DirectiveKind::Wait => {
                let queues: Vec<String> = match &d.arg {
                    Some(DirectiveArg::Wait(w)) => w
                        .queues
                        .iter()
                        .map(|e| format!("({})", self.sm.snippet(e.span)))
                        .collect(),
                    _ => Vec::new(),
                };
                let list = if queues.is_empty() {
                    "0".to_string()
                } else {
                    format!("(const int[]){{ {} }}", queues.join(", "))
                };
                let body = format!(
                    "{} __accrt_wait(&__accc_loc, {list}, {}, {});",
                    self.loc(d, &function),
                    queues.len(),
                    self.async_arg(d)
                );
                edits.replace(d.span, guard(body, self.condition(d)));
                Vec::new()
            }
            DirectiveKind::HostData => {
                let Some(stmt) = c.stmt else {
                    return Vec::new();
                };
                let if_present = d.has_clause(accc_front::directive::ClauseName::IfPresent) as i32;
                let mut decls = String::new();
                for cl in &d.clauses {
                    if let ClauseKind::UseDevice(vars) = &cl.kind {
                        for v in vars {
                            let n = v.name();
                            let p = format!("__typeof__(&({n})[0])");
                            let device = format!(
                                "({p})__accrt_use_device(&__accc_loc, (void *)({n}), {}, {if_present})",
                                c_string(n)
                            );
                            // Checking mode: the device address only under ACC_CHECK, and
                            // only for what has one (an array or a pointer).
                            let value = match self.checking() {
                                false => device,
                                true if self.array_or_pointer(v) => {
                                    format!("__accrt_checking() ? {device} : &({n})[0]")
                                }
                                true => continue,
                            };
                            let _ = write!(
                                decls,
                                " {p} __accc_hd_{n} = {value}; {p} {n} = __accc_hd_{n};"
                            );
                        }
                    }
                }
                edits.replace(d.span, format!("{{ {}{decls}", self.loc(d, &function)));
                edits.insert_closing(stmt.span.hi, d.span.lo, " }");
                Vec::new()
            }
            DirectiveKind::Declare => self.declare(c, edits),
            // `cache` and the `pacc` directives are hints: the kernels run correctly
            // without them.
            _ => Vec::new(),
        }
    }

    /// Whether the variable a clause names is an array or a pointer.
    fn array_or_pointer(&self, v: &VarRef) -> bool {
        self.sema
            .symbols
            .type_of(&v.base)
            .or_else(|| {
                self.sema
                    .symbols
                    .resolve(&v.root)
                    .map(|id| self.sema.symbols.get(id).ty.clone())
            })
            .is_some_and(|t| {
                let t = t.resolved();
                t.is_array() || t.is_pointer()
            })
    }

    /// `declare`: at file scope, the data is entered when the program starts (on a device
    /// with its own memory, or in checking mode) and lives until it ends; in a function,
    /// from the directive to every exit of the function.
    pub fn declare(&mut self, c: &Construct<'_>, edits: &mut Edits) -> Vec<DataOp> {
        let d = c.directive;
        let entries = self.decide.data_entries(d, DataFlags::NONE);
        if entries.is_empty() {
            return entries;
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
            self::entries(&entries)
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
        match c.function_body {
            None => {
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
            Some(body) => {
                // The data lives until the end of the block holding the directive (the
                // function's body, or a nested block whose variables it may name), and
                // ends on every way out of the block after it.
                let block = innermost_block(body, d.span);
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
                let mut exits = Vec::new();
                for item in &block.items {
                    if let BlockItem::Stmt(s) = item {
                        block_exits(s, false, false, &mut exits);
                    }
                }
                for r in exits.into_iter().filter(|r| r.lo > d.span.hi) {
                    edits.insert_at(r.lo, &format!("{{ {end} "));
                    edits.insert_at(r.hi, " }");
                }
                edits.insert_at(block.span.hi - 1, &format!(" {end} "));
            }
        }
        entries
    }
}

/// The innermost block of `body` (itself included) that holds `at`.
fn innermost_block(body: &Block, at: accc_front::Span) -> &Block {
    body.items
        .iter()
        .find_map(|item| match item {
            BlockItem::Stmt(s) => block_in_stmt(s, at),
            BlockItem::Decl(_) => None,
        })
        .unwrap_or(body)
}

/// The innermost block in `s` that holds `at`.
fn block_in_stmt(s: &Stmt, at: accc_front::Span) -> Option<&Block> {
    if !(s.span.lo <= at.lo && at.hi <= s.span.hi) {
        return None;
    }
    if let StmtKind::Compound(b) = &s.kind {
        return Some(innermost_block(b, at));
    }
    let mut found = None;
    s.for_each_child(&mut |c| {
        if found.is_none() {
            found = block_in_stmt(c, at);
        }
    });
    found
}

/// The statements in `s` that leave the block holding it: `return`, and `break` or
/// `continue` outside the loops (and, for `break`, switches) inside the block.
fn block_exits(s: &Stmt, in_loop: bool, in_switch: bool, out: &mut Vec<accc_front::Span>) {
    match &s.kind {
        StmtKind::Return(_) => out.push(s.span),
        StmtKind::Break if !in_loop && !in_switch => out.push(s.span),
        StmtKind::Continue if !in_loop => out.push(s.span),
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. } => block_exits(body, true, in_switch, out),
        StmtKind::Switch { body, .. } => block_exits(body, in_loop, true, out),
        _ => s.for_each_child(&mut |c| block_exits(c, in_loop, in_switch, out)),
    }
}

/// `s` as a C string literal (its newlines end one literal and start the next).
pub(crate) fn c_string(s: &str) -> String {
    let mut out = String::from("\"");
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n\"\n\""),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
