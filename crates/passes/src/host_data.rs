//! The host side's data operations, decided: what each data clause of a directive, and
//! each variable a compute construct implies, asks the runtime to do ([`DataOp`]), where
//! its data lies in host memory ([`Extent`], C text over the user's variables), and the
//! errors and warnings about clauses that cannot be mapped. The back end prints the
//! operations as `__accrt_data` entries (`back/offload/data.rs`). Also where a compute
//! construct's kernels anchor their device pointers ([`HostData::anchors`]: the subarrays
//! its clauses name that start after element 0).
//!
//! Two callers: the offload path (with its target's [`Caps`]) and the checking mode of
//! the CPU targets (no `Caps`), where what the offload path would report about clauses it
//! cannot make is left unsaid (the CPU targets accept them; a data clause the checking
//! mode cannot map is not checked).

use accc_front::ast::Expr;
use accc_front::directive::{
    ClauseKind, CompressedKind, DataClause, DataClauseKind, DataModifier, Directive, DirectiveKind,
    SubscriptKind, VarRef,
};
use accc_front::{Diagnostic, SourceMap};
use accc_ir::host::{
    Anchors, ClauseValues, DataFlags, DataKind, DataOp, DataVar, Extent, HostExpr, Pieces,
};
use accc_ir::{Caps, ComputeRegion};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;
use accc_sema::Type;

/// The subarray of `name` that the reduction clauses of `d` name (`reduction(+:h[0:n])`).
pub(crate) fn reduced_subarray<'d>(
    d: &'d accc_front::directive::Directive,
    name: &str,
) -> Option<&'d VarRef> {
    d.clauses.iter().find_map(|c| match &c.kind {
        accc_front::directive::ClauseKind::Reduction { vars, .. } => {
            vars.iter().find(|v| v.root.name == name && v.has_section())
        }
        _ => None,
    })
}

/// The host code's text of clause expression `e`: the local of `values` holding its
/// value, or (without one) the expression as written.
pub fn clause_text(values: &ClauseValues, sm: &SourceMap, e: &Expr) -> String {
    clause_expr(values, e).text(sm)
}

/// Clause expression `e` as a host expression: the local of `values` holding its value,
/// or (without one) the expression as written.
pub fn clause_expr(values: &ClauseValues, e: &Expr) -> HostExpr {
    match values.local(e.span) {
        Some(local) => HostExpr::var(local),
        None => HostExpr::Source(e.span),
    }
}

/// Decides the data operations of the directives of one translation unit.
pub struct HostData<'s> {
    pub sema: &'s Sema,
    pub sm: &'s SourceMap,
    /// The device type whose `device_type` clauses apply (`nvidia`, `opencl`, `host`,
    /// `multicore`).
    pub device_type: &'s str,
    /// The offload target's facts, or (`None`) the checking mode of a CPU target.
    pub caps: Option<Caps>,
    /// Errors and warnings about the clauses (offload path only).
    pub diags: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
    /// The clause expressions evaluated once into locals, which the calls name instead
    /// (`Module::clause_values`; none: every expression as written).
    pub clause_values: ClauseValues,
}

impl<'s> HostData<'s> {
    pub fn new(
        sema: &'s Sema,
        sm: &'s SourceMap,
        device_type: &'s str,
        caps: Option<Caps>,
    ) -> HostData<'s> {
        HostData {
            sema,
            sm,
            device_type,
            caps,
            diags: Vec::new(),
            warnings: Vec::new(),
            clause_values: ClauseValues::default(),
        }
    }

    /// The host code's text of clause expression `e`: the local holding its value, or
    /// (without one) the expression as written.
    pub fn text(&self, e: &Expr) -> String {
        clause_text(&self.clause_values, self.sm, e)
    }

    /// Code for the checking mode of a CPU target (not the offload path).
    fn checking(&self) -> bool {
        self.caps.is_none()
    }

    /// An error about a clause: the offload path reports it; the checking mode leaves the
    /// clause out (the CPU targets accept it).
    fn error(&mut self, d: Diagnostic) {
        if !self.checking() {
            self.diags.push(d);
        }
    }

    /// Where the kernels of compute construct `d` anchor their device pointers: the data
    /// named in its explicit data clauses, with the host address of the subarray's start
    /// where it is not element 0.
    pub fn anchors(&mut self, d: &Directive) -> Anchors {
        let mut anchors = Anchors::new();
        for c in d.effective_clauses(self.device_type) {
            for v in c.kind.vars() {
                // The data is the variable's own, or what a pointer member of it points to
                // (`copy(p->data[1:n])`), which the kernel reaches through its own pointer.
                let key = match self.sema.symbols.is_member_pointer_section(v) {
                    true => crate::lower::members::member_chain(&v.base, self.sema),
                    false => self
                        .sema
                        .symbols
                        .resolve(&v.root)
                        .map(|id| (id, String::new())),
                };
                if let Some(key) = key {
                    // The kernel's pointer reaches the variable's own elements: for an
                    // array of pointers (`a[i][lo:m]`, `a[lo:n][0:m]`) those of the first
                    // subscript, not the rows they point to.
                    let pointers = self
                        .sema
                        .symbols
                        .type_of(&v.base)
                        .is_some_and(|t| t.element().is_some_and(Type::is_pointer));
                    let own = match pointers {
                        true => &v.subscripts[..v.subscripts.len().min(1)],
                        false => &v.subscripts[..],
                    };
                    // Only a subarray that starts after element 0 needs its own anchor.
                    let starts_at_zero = own.iter().all(|s| match &s.kind {
                        SubscriptKind::Section { lower: None, .. } => true,
                        SubscriptKind::Section { lower: Some(e), .. } | SubscriptKind::Index(e) => {
                            accc_sema::consteval::eval(e, &|_| None) == Some(0)
                        }
                    });
                    if starts_at_zero {
                        anchors.entry(key).or_insert(None);
                    } else if !matches!(anchors.get(&key), Some(Some(_))) {
                        let host = match (pointers, own.first().map(|s| &s.kind)) {
                            (
                                true,
                                Some(
                                    SubscriptKind::Index(e)
                                    | SubscriptKind::Section { lower: Some(e), .. },
                                ),
                            ) => format!(
                                "(void *)&({})[{}]",
                                self.sm.snippet(v.base.span),
                                self.text(e)
                            ),
                            _ => self.extent(v).host,
                        };
                        anchors.insert(key, Some(host));
                    }
                }
            }
        }
        anchors
    }

    /// Host address and byte count of a variable reference in a data clause.
    pub fn extent(&mut self, v: &VarRef) -> Extent {
        let base = self.sm.snippet(v.base.span).to_string();
        let root_ty = self
            .sema
            .symbols
            .resolve(&v.root)
            .map(|id| self.sema.symbols.get(id).ty.clone());
        let ty = self
            .sema
            .symbols
            .type_of(&v.base)
            .or(root_ty)
            .unwrap_or(Type::Void);
        if v.subscripts.is_empty() {
            return if ty.is_pointer() {
                // An array parameter named whole: its declaration gives the extent.
                let declared = matches!(v.base.kind, accc_front::ast::ExprKind::Ident(_))
                    .then(|| self.sema.symbols.resolve(&v.root))
                    .flatten()
                    .and_then(|id| self.sema.symbols.get(id).param_extent.clone());
                match declared {
                    Some(n) => Extent {
                        declared: true,
                        ..Extent::contiguous(
                            format!("(void *)({base})"),
                            format!("({n}) * sizeof(*({base}))"),
                        )
                    },
                    None => Extent::contiguous(format!("(void *)({base})"), "0".into()),
                }
            } else {
                Extent::contiguous(format!("(void *)&({base})"), format!("sizeof({base})"))
            };
        }
        if let Some(rows) = self.pointer_rows(v, &ty, &base) {
            return rows;
        }
        let dims = self.section_dimensions(v, &ty, &base);
        let addr: String = dims.iter().fold(format!("({base})"), |addr, d| {
            format!("{addr}[{}]", d.lower)
        });
        // From the first element to the last one: full rows before the last dimension.
        let last = dims.len() - 1;
        let terms: Vec<String> = dims
            .iter()
            .enumerate()
            .map(|(k, d)| match k == last {
                true => format!("({}) * sizeof({})", d.len, d.elem),
                false => format!("(({}) - 1) * sizeof({})", d.len, d.elem),
            })
            .collect();
        let mut bytes = terms.join(" + ");
        // Lengths given as expressions: any of them may be 0 at run time. Any empty
        // dimension empties the section; the formula above would count the rows of the
        // others (and, empty before the last, a negative number of rows).
        let lengths: Vec<String> = dims.iter().filter_map(|d| d.zero.clone()).collect();
        if !lengths.is_empty() && dims.len() > 1 {
            bytes = format!("({} ? 0 : {bytes})", lengths.join(" || "));
        }
        Extent {
            pieces: pieces_of(&dims),
            ..Extent::contiguous(format!("(void *)&{addr}"), bytes)
        }
    }

    /// The dimensions of subarray `v` of `base` (of type `ty`), as C text.
    fn section_dimensions(&self, v: &VarRef, ty: &Type, base: &str) -> Vec<SectionDimension> {
        let constant = |e: &accc_front::ast::Expr| accc_sema::consteval::eval(e, &|_| None);
        let mut level = format!("({base})");
        let mut level_ty = Some(ty.clone());
        let mut dims = Vec::new();
        for s in &v.subscripts {
            let elem = format!("{level}[0]");
            // The number of elements of this dimension, where the type says it.
            let size = level_ty.as_ref().and_then(|t| match t.resolved() {
                Type::Array {
                    len: accc_sema::types::ArrayLen::Const(n),
                    ..
                } => Some(i128::from(*n)),
                _ => None,
            });
            level_ty = level_ty.and_then(|t| t.element().cloned());
            let dim = match &s.kind {
                SubscriptKind::Index(e) => SectionDimension {
                    lower: self.text(e),
                    len: "1".into(),
                    zero: None,
                    single: true,
                    whole: size == Some(1),
                    elem,
                },
                SubscriptKind::Section { lower, length } => {
                    let first = lower.as_ref().map_or(Some(0), constant);
                    let count = length.as_ref().map_or(size, constant);
                    let lower = lower
                        .as_ref()
                        .map(|e| self.text(e))
                        .unwrap_or_else(|| "0".into());
                    let len = match length {
                        Some(e) => self.text(e),
                        None => format!("(sizeof({level}) / sizeof({elem}) - ({lower}))"),
                    };
                    SectionDimension {
                        zero: length.as_ref().map(|_| format!("({len}) == 0")),
                        single: count == Some(1),
                        whole: first == Some(0) && size.is_some() && count == size,
                        lower,
                        len,
                        elem,
                    }
                }
            };
            dims.push(dim);
            level = format!("{level}[0]");
        }
        dims
    }

    /// `copyin(p)` of a pointer whose extent accc does not know (`double *p`, a parameter
    /// `A[][M]`): no data it points to is mapped (data already present there is used), so
    /// the kernels would find it absent; say so at the clause, with the subarray to write.
    fn warn_pointer_without_extent(
        &mut self,
        c: &accc_front::directive::Clause,
        kind: DataClauseKind,
        v: &VarRef,
        extent: &Extent,
    ) {
        let maps = matches!(
            kind,
            DataClauseKind::Copy
                | DataClauseKind::CopyIn
                | DataClauseKind::CopyOut
                | DataClauseKind::Create
        );
        if !maps || !v.subscripts.is_empty() || extent.declared || extent.bytes != "0" {
            return;
        }
        let is_pointer = self
            .sema
            .symbols
            .type_of(&v.base)
            .is_some_and(|t| t.resolved().is_pointer());
        if !is_pointer {
            return;
        }
        if self.checking() {
            return;
        }
        let text = self.sm.snippet(v.span).to_string();
        self.warnings.push(
            Diagnostic::warning(
                v.span,
                format!(
                    "`{}({text})` names a pointer whose extent is not known: only the pointer is mapped, not the data it points to",
                    c.spelling
                ),
            )
            .with_label("no data is copied for this pointer (data already present at its address is used)")
            .with_help(format!("write `{}({text}[0:n])` with the number of elements `n`", c.spelling)),
        );
    }

    /// A dynamic multidimensional array, `a[lo:n][lo2:m]` of `float **a` (or of an array
    /// of pointers): the section of the array of pointers, and each pointer's row
    /// (`ACCRT_ROWS`). More levels of pointers are an error; `None` for an array whose
    /// rows are its own elements, and for one row (`a[i][lo:m]`).
    fn pointer_rows(&mut self, v: &VarRef, ty: &Type, base: &str) -> Option<Extent> {
        let mut level = ty.clone();
        let mut through_pointers = 0;
        for _ in 0..v.subscripts.len() - 1 {
            let elem = level.element()?.clone();
            through_pointers += usize::from(elem.is_pointer());
            level = elem;
        }
        // No array of pointers without a section of it: `a[i][lo:m]` is row i's data,
        // contiguous, whose pointer other clauses map (`copyin(a[0:n][0:m])`).
        let first_is_index = matches!(v.subscripts[0].kind, SubscriptKind::Index(_));
        if through_pointers == 0 || (first_is_index && v.subscripts.len() == 2) {
            return None;
        }
        // A subscript as a lower bound and a length (an index is a section of one).
        let section = |s: &accc_front::directive::Subscript| match &s.kind {
            SubscriptKind::Section {
                lower,
                length: Some(len),
            } => Some((
                lower.as_ref().map_or("0".to_string(), |e| self.text(e)),
                self.text(len),
            )),
            SubscriptKind::Index(e) => Some((self.text(e), "1".into())),
            SubscriptKind::Section { length: None, .. } => None,
        };
        // Two subscripts through one level of pointers: the first element type is it.
        let (rows, row) = match v.subscripts.as_slice() {
            [rows, row] => (section(rows), section(row)),
            _ => (None, None),
        };
        let (Some((lo, n)), Some((lo2, m))) = (rows, row) else {
            // `extent` runs for the clause and for its anchor: one error.
            if self.diags.iter().any(|d| d.span == v.span) {
                return Some(Extent::contiguous("(void *)0".into(), "0".into()));
            }
            self.error(
                Diagnostic::error(
                    v.span,
                    format!(
                        "`{}`: accc maps dynamic multidimensional arrays (pointers to pointers) of two levels, written `a[lo:n][lo2:m]`",
                        self.sm.snippet(v.span)
                    ),
                )
                .with_label("data reached through pointers")
                .with_help("give both dimensions as `[lower:length]`, or copy the data into an array of two levels"),
            );
            return Some(Extent::contiguous("(void *)0".into(), "0".into()));
        };
        let pointers = format!("({base})");
        let elem = format!("{pointers}[0][0]");
        Some(Extent {
            host: format!("(void *)&{pointers}[{lo}]"),
            bytes: format!("({n}) * sizeof({pointers}[0])"),
            rows: Some((
                format!("({lo2}) * sizeof({elem})"),
                format!("({m}) * sizeof({elem})"),
            )),
            pieces: None,
            declared: false,
        })
    }

    fn data_kind(kind: DataClauseKind) -> Option<DataKind> {
        Some(match kind {
            DataClauseKind::Copy => DataKind::Copy,
            DataClauseKind::CopyIn => DataKind::CopyIn,
            DataClauseKind::CopyOut => DataKind::CopyOut,
            DataClauseKind::Create | DataClauseKind::DeviceResident => DataKind::Create,
            DataClauseKind::NoCreate => DataKind::NoCreate,
            DataClauseKind::Present => DataKind::Present,
            DataClauseKind::DevicePtr => DataKind::DevicePtr,
            DataClauseKind::Attach => DataKind::Attach,
            DataClauseKind::Detach => DataKind::Detach,
            DataClauseKind::Delete => DataKind::Delete,
            DataClauseKind::Link => return None,
        })
    }

    fn flags(d: &DataClause) -> DataFlags {
        let mut flags = DataFlags::NONE;
        for m in &d.modifiers {
            flags |= match m.kind {
                DataModifier::Always => DataFlags::ALWAYS_IN | DataFlags::ALWAYS_OUT,
                DataModifier::AlwaysIn => DataFlags::ALWAYS_IN,
                DataModifier::AlwaysOut => DataFlags::ALWAYS_OUT,
                DataModifier::Zero => DataFlags::ZERO,
                DataModifier::ReadOnly => DataFlags::READONLY,
            };
        }
        flags
    }

    /// The variable a clause names.
    fn data_var(&self, v: &VarRef) -> DataVar {
        let member = match v.base.kind {
            accc_front::ast::ExprKind::Ident(_) => None,
            _ => {
                let base = self.sm.snippet(v.base.span);
                Some(base.strip_prefix(v.name()).unwrap_or(base).to_string())
            }
        };
        DataVar::User {
            name: v.name().to_string(),
            sym: self.sema.symbols.resolve(&v.root),
            member,
        }
    }

    /// The data operations of a directive's data clauses (each with `extra` flags too).
    pub fn data_entries(&mut self, d: &Directive, extra: DataFlags) -> Vec<DataOp> {
        let mut out = Vec::new();
        for c in d.effective_clauses(self.device_type) {
            match &c.kind {
                ClauseKind::Data(dc) => {
                    let Some(kind) = Self::data_kind(dc.kind) else {
                        self.error(
                            Diagnostic::error(
                                c.name_span,
                                format!("`{}` is not supported by this target yet", c.spelling),
                            )
                            .with_label("unsupported clause"),
                        );
                        continue;
                    };
                    let flags = Self::flags(dc) | extra;
                    let exiting = d.kind == DirectiveKind::ExitData;
                    for v in &dc.vars {
                        out.extend(self.clause_entries(c, (dc.kind, kind), flags, v, exiting));
                    }
                }
                ClauseKind::Host(vars) | ClauseKind::Device(vars) => {
                    let kind = match c.kind {
                        ClauseKind::Host(_) => DataKind::UpdateSelf,
                        _ => DataKind::UpdateDevice,
                    };
                    for v in vars {
                        out.push(DataOp {
                            var: self.data_var(v),
                            kind,
                            flags: extra,
                            extent: self.extent(v),
                            label: self.sm.snippet(v.span).to_string(),
                        });
                    }
                }
                ClauseKind::CompressedData(cd) => {
                    let kind = match cd.kind {
                        CompressedKind::CopyIn => "ccopyin",
                        CompressedKind::Copy => "ccopy",
                        CompressedKind::CopyOut => "ccopyout",
                    };
                    self.error(
                        Diagnostic::error(
                            c.name_span,
                            format!(
                                "compression clause `{kind}` is not supported by the {} target yet",
                                self.target_name()
                            ),
                        )
                        .with_label("compression is not implemented on devices yet"),
                    );
                }
                _ => {}
            }
        }
        out
    }

    /// The data operations of variable `v` of data clause `c` (of an `exit data` directive
    /// where `exiting`): the clause's kind, and the runtime's.
    fn clause_entries(
        &mut self,
        c: &accc_front::directive::Clause,
        (clause, kind): (DataClauseKind, DataKind),
        flags: DataFlags,
        v: &VarRef,
        exiting: bool,
    ) -> Vec<DataOp> {
        // A data clause maps the region that contains its subarray: sema refuses one that
        // its constants show is not contiguous; where bounds known only at run time may
        // leave elements out, the pieces go with it and the runtime checks they touch.
        let extent = self.extent(v);
        self.warn_pointer_without_extent(c, clause, v, &extent);
        let flags = match v.subscripts.is_empty() {
            true => flags,
            false => flags | DataFlags::SECTION,
        };
        let op = DataOp {
            var: self.data_var(v),
            kind,
            flags,
            extent,
            label: self.sm.snippet(v.span).to_string(),
        };
        // A section of a pointer member (`s.p[0:n]`): the member of the struct's device
        // copy points at the device copy of the section while it is present (attach), and
        // gets its host value back before the struct could be copied out (detach).
        if !self.sema.symbols.is_member_pointer_section(v)
            || matches!(
                clause,
                DataClauseKind::DevicePtr | DataClauseKind::Attach | DataClauseKind::Detach
            )
        {
            return vec![op];
        }
        let base = self.sm.snippet(v.base.span);
        let pointer = |kind, flags| DataOp {
            var: op.var.clone(),
            kind,
            flags,
            extent: Extent::contiguous(format!("(void *)&({base})"), format!("sizeof({base})")),
            label: base.to_string(),
        };
        match exiting {
            true => vec![pointer(DataKind::Detach, DataFlags::NONE), op],
            // Only while the struct is present (§2.7.2's attach action).
            false => {
                let attach = pointer(DataKind::Attach, DataFlags::IF_PRESENT);
                vec![op, attach]
            }
        }
    }

    fn target_name(&self) -> &'s str {
        self.caps.map_or(self.device_type, |caps| caps.name)
    }

    /// The `__accrt_data` entries of a compute construct: the structs the compiler implied
    /// (`s`, and `p[0:1]` of a pointer to one), the explicit clauses, then the rest it
    /// implied. A struct copied implicitly is then present when the attach of
    /// `copy(s.p[0:n])` or `copy(p->q[0:n])` needs it (the exit runs in reverse: detach
    /// first, then the struct).
    pub fn region_entries(&mut self, r: &ComputeRegion<'_>) -> Vec<DataOp> {
        let d = r.directive;
        let explicit = self.data_entries(d, DataFlags::NONE);
        let mut entries = Vec::new();
        let mut implied_later = Vec::new();
        // Reduction variables of the construct are combined into their device copy; a
        // `firstprivate` array reaches the kernel as a copy in (each thread copies it).
        let firstprivate_array = |v: &accc_sema::data_attr::RegionVar| {
            v.attr == DataAttr::FirstPrivate && self.sema.symbols.get(v.sym).ty.is_array()
        };
        for v in r.vars.iter().filter(|v| {
            v.implicit || matches!(v.attr, DataAttr::Reduction(_)) || firstprivate_array(v)
        }) {
            let sym = self.sema.symbols.get(v.sym);
            let name = &sym.name;
            let kind = match v.attr {
                DataAttr::Copy | DataAttr::Reduction(_) => DataKind::Copy,
                DataAttr::CopyIn => DataKind::CopyIn,
                DataAttr::FirstPrivate if firstprivate_array(v) => DataKind::CopyIn,
                DataAttr::Present => DataKind::Present,
                _ => continue,
            };
            let (host, bytes, kind) = if v.first_element {
                // The one struct a pointer points to.
                (
                    format!("(void *)({name})"),
                    format!("sizeof(*({name}))"),
                    kind,
                )
            } else if let Some(item) = v
                .section
                .then(|| reduced_subarray(r.directive, name))
                .flatten()
            {
                // A reduction of a subarray (`reduction(+:h[0:n])`): the construct copies it.
                let e = self.extent(item);
                (e.host, e.bytes, kind)
            } else if sym.ty.is_pointer() {
                // A pointer whose extent the compiler does not know: its target must already
                // be present (the runtime says so, naming the variable, if it is not).
                (
                    format!("(void *)({name})"),
                    "0".to_string(),
                    DataKind::Present,
                )
            } else {
                (
                    format!("(void *)&({name})"),
                    format!("sizeof({name})"),
                    kind,
                )
            };
            // A result the host reads only after the next constructs (`results_later`).
            // (The CPU code of the checking mode has its results at once.)
            let later = !self.checking()
                && r.results_later
                    .as_ref()
                    .is_some_and(|l| l.vars.contains(&v.sym));
            let mut flags = DataFlags::IMPLICIT;
            if later {
                flags |= DataFlags::DELIVER_LATER;
            }
            // Kernels that touch a reduction variable only in their last block (CUDA's,
            // `Caps::last_block_combines`): it may live in host memory they reach.
            if r.reduces_into(v)
                && self.caps.is_some_and(|caps| caps.last_block_combines)
                && sym.ty.is_arithmetic()
            {
                flags |= DataFlags::RESULT;
            }
            let entry = DataOp {
                var: DataVar::User {
                    name: name.clone(),
                    sym: Some(v.sym),
                    member: None,
                },
                kind,
                flags,
                extent: Extent::contiguous(host, bytes),
                label: name.clone(),
            };
            match sym.ty.is_record() || v.first_element {
                true => entries.push(entry),
                false => implied_later.push(entry),
            }
        }
        entries.extend(explicit);
        entries.extend(implied_later);
        entries
    }
}

/// One dimension of a subarray of an array of arrays, as C text: its first element, its
/// number of elements (and the test that it is 0, where a length is written), and what
/// its elements are; and whether constants show it takes one element, or all of them.
struct SectionDimension {
    lower: String,
    len: String,
    zero: Option<String>,
    elem: String,
    single: bool,
    whole: bool,
}

/// The contiguous pieces of a subarray that may leave elements out between them: the
/// innermost dimension not taken whole (with the whole ones after it) makes a piece, and
/// the dimensions before it that may take several elements repeat it. `None` where the
/// subarray is one piece.
fn pieces_of(dims: &[SectionDimension]) -> Option<Pieces> {
    let inner = dims.iter().rposition(|d| !d.whole)?;
    let levels: Vec<(String, String)> = dims[..inner]
        .iter()
        .filter(|d| !d.single)
        .map(|d| (d.len.clone(), format!("sizeof({})", d.elem)))
        .collect();
    if levels.is_empty() {
        return None;
    }
    let piece = &dims[inner];
    Some(Pieces {
        levels,
        bytes: format!("({}) * sizeof({})", piece.len, piece.elem),
    })
}
