//! Data attributes of the variables a compute construct uses (OpenACC 3.3 §2.5.1 and
//! §2.6.2): explicit clauses first, then the predetermined and implicit rules —
//! loop variables are private, reduction variables of nested loops are `copy`, scalars are
//! `present` when an enclosing `data` construct or a `declare` in scope names them (the
//! IR builder passes those in), else `firstprivate` on
//! `parallel`/`serial` (and `copy` on `kernels` when written), arrays and
//! aggregates are `copy` (`copyin` when never written, as nvc reports it; a write through
//! a pointer member is none), and so is the struct a pointer reaches only at its first
//! element (`p->n`: `p[0:1]`), `default(none)` makes a missing clause an error and
//! `default(present)` makes arrays `present`.

use std::collections::{HashMap, HashSet};

use accc_front::ast::Stmt;
use accc_front::directive::{
    ClauseKind, CompressedKind, DataClauseKind, DefaultKind, Directive, DirectiveKind, ReductionOp,
};
use accc_front::{Diagnostic, SourceMap, Span};

use crate::access::{self, AccessKind};
use crate::analyze::Sema;
use crate::scope::SymbolId;
use crate::types::{ArrayLen, Type};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataAttr {
    Copy,
    CopyIn,
    CopyOut,
    Create,
    NoCreate,
    Present,
    DevicePtr,
    Attach,
    Private,
    FirstPrivate,
    Reduction(ReductionOp),
    /// Extension: compressed transfer (`ccopyin` …).
    Compressed(CompressedKind),
}

impl DataAttr {
    pub fn as_str(self) -> &'static str {
        match self {
            DataAttr::Copy => "copy",
            DataAttr::CopyIn => "copyin",
            DataAttr::CopyOut => "copyout",
            DataAttr::Create => "create",
            DataAttr::NoCreate => "no_create",
            DataAttr::Present => "present",
            DataAttr::DevicePtr => "deviceptr",
            DataAttr::Attach => "attach",
            DataAttr::Private => "private",
            DataAttr::FirstPrivate => "firstprivate",
            DataAttr::Reduction(_) => "reduction",
            DataAttr::Compressed(CompressedKind::CopyIn) => "ccopyin",
            DataAttr::Compressed(CompressedKind::Copy) => "ccopy",
            DataAttr::Compressed(CompressedKind::CopyOut) => "ccopyout",
        }
    }

    /// Each gang (OpenMP thread on the CPU) has its own copy.
    pub fn is_private(self) -> bool {
        matches!(self, DataAttr::Private | DataAttr::FirstPrivate)
    }
}

/// A variable used by a compute construct and declared outside it.
#[derive(Clone, Debug)]
pub struct RegionVar {
    pub sym: SymbolId,
    pub name: String,
    pub attr: DataAttr,
    /// No clause named it: the attribute is predetermined or implicit.
    pub implicit: bool,
    pub read: bool,
    pub written: bool,
    /// A pointer to a struct the construct reaches only at its first element (`p->n`,
    /// `p->data[i]`) and that no clause names: its implicit attribute maps that struct,
    /// `p[0:1]` (present or not: like every implicit attribute, it copies only what is
    /// absent).
    pub first_element: bool,
    /// The data it stands for, as nvc prints it: `a[:1024]`, `p[:]`, `p[:1]`, `x`.
    pub extent: String,
    /// First use inside the construct.
    pub first_use: Span,
    /// A clause of the construct names a subarray of it (`copyin(p[0:n])`). The clause
    /// makes a non-empty subarray present before the kernels run; an empty one
    /// (`n == 0`) may leave the data absent, and the kernels then get a null pointer.
    pub section: bool,
}

/// The clauses of one directive that name each variable: a variable may stand in one of
/// them only, since the construct could honour one of two (`copyin(a) copyout(a)`, and on
/// a loop `private(s) reduction(+:s)`, which the host compiler's OpenMP refuses too). A
/// second clause is an error naming both. One directive gives one such error, whatever the
/// number of variables or repetitions (a note names the other variables): thousands of
/// messages, each quoting a directive of thousands of items, would take quadratic time and
/// space. Checking is linear in the number of items.
pub struct OneClausePerVariable {
    /// The distinct clauses of each variable so far, and where the variable first stands
    /// in each (a handful per variable, whatever the length of the clauses).
    seen: HashMap<SymbolId, Vec<(&'static str, Span)>>,
    /// The variables already found in two clauses.
    reported: HashSet<SymbolId>,
    /// The error for the first of them, given by [`OneClausePerVariable::finish`].
    first: Option<Diagnostic>,
    /// The names of the others, in order.
    others: Vec<String>,
    /// What the clauses are (`data clause of this construct`, `clause of this loop`).
    what: &'static str,
    /// How to mend the directive.
    help: &'static str,
}

impl OneClausePerVariable {
    pub fn new(what: &'static str, help: &'static str) -> OneClausePerVariable {
        OneClausePerVariable {
            seen: HashMap::new(),
            reported: HashSet::new(),
            first: None,
            others: Vec::new(),
            what,
            help,
        }
    }

    /// Records that clause `clause` names `name` (symbol `id`) at `span`. A clause that
    /// may not share the variable with one of its earlier clauses (`compatible(earlier,
    /// clause)` is false) is an error.
    pub fn add(
        &mut self,
        id: SymbolId,
        name: &str,
        clause: &'static str,
        span: Span,
        compatible: &dyn Fn(&str, &str) -> bool,
    ) {
        let earlier = self.seen.entry(id).or_default();
        if !self.reported.contains(&id) {
            if let Some(&(first, first_span)) = earlier.iter().find(|(e, _)| !compatible(e, clause))
            {
                self.reported.insert(id);
                if self.first.is_some() {
                    self.others.push(name.to_string());
                } else {
                    let both = if first == clause {
                        format!("`{clause}` twice")
                    } else {
                        format!("`{first}` and `{clause}`")
                    };
                    self.first = Some(
                        Diagnostic::error(
                            span,
                            format!("`{name}` appears in more than one {} ({both})", self.what),
                        )
                        .with_label(format!("in `{clause}` here"))
                        .with_secondary(first_span, format!("in `{first}` here"))
                        .with_help(self.help),
                    );
                }
            }
        }
        if !earlier.iter().any(|(e, _)| *e == clause) {
            earlier.push((clause, span));
        }
    }

    /// The error, if a variable was found in two clauses.
    pub fn finish(self, diags: &mut Vec<Diagnostic>) {
        let Some(mut diag) = self.first else { return };
        const LISTED: usize = 5;
        if !self.others.is_empty() {
            let mut names: Vec<String> = self
                .others
                .iter()
                .take(LISTED)
                .map(|n| format!("`{n}`"))
                .collect();
            if self.others.len() > LISTED {
                names.push(format!("and {} more", self.others.len() - LISTED));
            }
            let count = match self.others.len() {
                1 => "1 other variable also appears".to_string(),
                n => format!("{n} other variables also appear"),
            };
            diag = diag.with_note(format!(
                "{count} in more than one {}: {}",
                self.what,
                names.join(", ")
            ));
        }
        diags.push(diag);
    }
}

/// A variable named by two data clauses of a `data`, `enter data`, `exit data` or
/// `declare` directive is an error, as on a compute construct (GCC refuses it too): which
/// of the two would apply? So is a variable named twice by `host_data`'s `use_device`. An `update` may copy several parts of one array the same way
/// (`device(u[0:n], u[k:n])`, the halo rows), not both ways.
pub fn check_one_clause_per_variable(
    directive: &Directive,
    syms: &crate::scope::Symbols,
    device: &str,
    diags: &mut Vec<Diagnostic>,
) {
    let (what, help) = match directive.kind {
        DirectiveKind::Update => (
            "motion clause of this directive",
            "copy each variable in one direction (two `update` directives can copy both ways)",
        ),
        DirectiveKind::Data
        | DirectiveKind::EnterData
        | DirectiveKind::ExitData
        | DirectiveKind::Declare => (
            "data clause of this directive",
            "name each variable in one clause (`copy` both copies in and out; a `data` construct \
             around this one can hold other parts of an array)",
        ),
        // Each name of a `use_device` list stands for the device address inside the
        // construct: a second mention would declare that name twice.
        DirectiveKind::HostData => (
            "`use_device` clause of this directive",
            "name each variable once in `use_device`",
        ),
        _ => return,
    };
    let mut once = OneClausePerVariable::new(what, help);
    for c in directive.effective_clauses(device) {
        let counted = matches!(
            c.kind,
            ClauseKind::Data(_)
                | ClauseKind::CompressedData(_)
                | ClauseKind::Host(_)
                | ClauseKind::Device(_)
                | ClauseKind::UseDevice(_)
        );
        if !counted {
            continue;
        }
        for v in c.kind.vars() {
            if let Some(id) = syms.resolve(&v.root) {
                // `copyin(s.p[0:n])` names what the member points to, not `s`.
                if syms.is_member_pointer_section(v) {
                    continue;
                }
                let clause = match c.spelling.as_str() {
                    "self" => "self",
                    _ => c.kind.name().as_str(),
                };
                once.add(id, &v.root.name, clause, v.span, &|earlier, this| {
                    // `update device(u[0:n], u[k:n])`: two parts of one array copied the
                    // same way (halo rows) is one transfer each; only both ways is an error.
                    directive.kind == DirectiveKind::Update
                        && (earlier == "device") == (this == "device")
                });
            }
        }
    }
    once.finish(diags);
}

/// `private(p[0:n])` and `firstprivate(p[0:n])` of a pointer: each thread would need `n`
/// elements of its own, which accc does not allocate; a subarray of an array is private
/// as the whole array (a superset: the elements outside it are not used).
pub fn check_private_subarrays(
    directive: &Directive,
    syms: &crate::scope::Symbols,
    device: &str,
    diags: &mut Vec<Diagnostic>,
) {
    for c in directive.effective_clauses(device) {
        let (ClauseKind::Private(vars) | ClauseKind::FirstPrivate(vars)) = &c.kind else {
            continue;
        };
        for v in vars.iter().filter(|v| !v.subscripts.is_empty()) {
            let Some(id) = syms.resolve(&v.root) else {
                continue;
            };
            let ty = syms.get(id).ty.resolved();
            if matches!(v.base.kind, accc_front::ast::ExprKind::Ident(_)) && ty.is_pointer() {
                diags.push(
                    Diagnostic::error(
                        v.span,
                        format!(
                            "`{}` of a subarray of the pointer `{}` is not supported",
                            c.spelling, v.root.name
                        ),
                    )
                    .with_label("each thread would need its own copy of the elements")
                    .with_help(format!(
                        "declare a fixed-size array (`{} buf[N]`) and name it in `{}`",
                        ty.element().map(|t| t.spelling()).unwrap_or_default(),
                        c.spelling
                    )),
                );
            }
        }
    }
}

/// The variables of a compute construct and their attributes.
///
/// `loop_vars` are the induction variables of loops with a loop directive inside the
/// construct (predetermined private); `loop_reductions` the variables in `reduction`
/// clauses of those loops; `enclosing_data` those in data clauses of the `data`
/// constructs around it and of the `declare` directives in scope; `enclosing_deviceptr` the pointers in `deviceptr` clauses of
/// those and of the `declare` directives in scope (device addresses here too).
#[allow(clippy::too_many_arguments)]
pub fn region_vars(
    directive: &Directive,
    body: &Stmt,
    loop_vars: &[SymbolId],
    loop_reductions: &[SymbolId],
    enclosing_data: &[SymbolId],
    enclosing_deviceptr: &[SymbolId],
    sema: &Sema,
    sm: &SourceMap,
    device: &str,
) -> (Vec<RegionVar>, Vec<Diagnostic>) {
    let syms = &sema.symbols;
    let kind = directive
        .kind
        .compute_part()
        .unwrap_or(DirectiveKind::Parallel);
    let acc = access::collect_stmt(body, syms);
    let mut diags = Vec::new();

    // Each named variable with its attribute, the text the clause gave it and where.
    // (The last field: the clause names a subarray.)
    let mut explicit: HashMap<SymbolId, (DataAttr, String, Span, bool)> = HashMap::new();
    // Subarrays in a combined construct's reduction clauses, as written.
    let mut reduced_sections: HashMap<SymbolId, String> = HashMap::new();
    // On a combined construct the reduction belongs to the loop, and the construct shares
    // the variable (`copy`, below): a data clause may name it too.
    let combined = directive.kind.is_combined();
    let mut once = OneClausePerVariable::new(
        if combined {
            "clause of this construct"
        } else {
            "data clause of this construct"
        },
        "name each variable in one clause (`copy` both copies in and out; a `data` construct \
         around this one can hold other parts of an array)",
    );
    let compatible = |a: &str, b: &str| {
        combined
            && (a == "reduction") != (b == "reduction")
            && ![a, b]
                .iter()
                .any(|c| matches!(*c, "private" | "firstprivate"))
    };
    let mut default = None;
    // Structs a clause names a member subarray of (`copy(s.p[0:n])`): named, for
    // `default(none)`, though their attribute is implicit.
    let mut member_sections = Vec::new();
    for c in directive.effective_clauses(device) {
        let attr = match &c.kind {
            ClauseKind::Data(d) => Some(match d.kind {
                DataClauseKind::Copy => DataAttr::Copy,
                DataClauseKind::CopyIn => DataAttr::CopyIn,
                DataClauseKind::CopyOut => DataAttr::CopyOut,
                DataClauseKind::Create => DataAttr::Create,
                DataClauseKind::NoCreate => DataAttr::NoCreate,
                DataClauseKind::Present => DataAttr::Present,
                DataClauseKind::DevicePtr => DataAttr::DevicePtr,
                DataClauseKind::Attach => DataAttr::Attach,
                _ => continue,
            }),
            ClauseKind::CompressedData(c) => Some(DataAttr::Compressed(c.kind)),
            ClauseKind::Private(_) => Some(DataAttr::Private),
            ClauseKind::FirstPrivate(_) => Some(DataAttr::FirstPrivate),
            ClauseKind::Reduction { op, .. } => Some(DataAttr::Reduction(*op)),
            ClauseKind::Default(k) => {
                default = Some((*k, c.span));
                None
            }
            _ => None,
        };
        if let Some(attr) = attr {
            for v in c.kind.vars() {
                let Some(id) = syms.resolve(&v.root) else {
                    continue;
                };
                // `copy(s.p[0:n])` maps what the member points to: the struct `s` keeps
                // the implicit attribute of an aggregate (its other members reach the
                // device with it), and so does a pointer root (`q->p[0:n]`; see
                // `first_element` below).
                if syms.is_member_pointer_section(v) {
                    member_sections.push(id);
                    continue;
                }
                once.add(id, &v.root.name, attr.as_str(), v.span, &compatible);
                // The first clause gives the attribute; a combined construct's reduction
                // gives none to the construct.
                if !(combined && matches!(attr, DataAttr::Reduction(_))) {
                    explicit.entry(id).or_insert_with(|| {
                        let section = !v.subscripts.is_empty();
                        (attr, sm.snippet(v.span).to_string(), v.span, section)
                    });
                } else if v.has_section() {
                    // A combined construct's reduction of a subarray copies that subarray
                    // (the implicit `copy` of its loop's reduction variable, with the
                    // extent the clause gives, which a pointer has nowhere else).
                    reduced_sections
                        .entry(id)
                        .or_insert_with(|| sm.snippet(v.span).to_string());
                }
            }
        }
    }
    once.finish(&mut diags);

    let mut out = Vec::new();
    for id in region_symbols(&acc, loop_reductions) {
        let sym = syms.get(id);
        let uses: Vec<_> = acc.of(id).collect();
        let read = uses
            .iter()
            .any(|a| a.kind != AccessKind::Write || a.is_element && a.kind == AccessKind::Read);
        // Writes through a pointer member (`v.data[i] = …`) leave the variable, and what
        // it points to, as they were: not a reason to copy it back.
        let written = uses
            .iter()
            .any(|a| a.kind != AccessKind::Read && !a.reach.beyond_member);
        let first_use = uses.first().map(|a| a.span).unwrap_or_default();
        let through_elements = uses.iter().any(|a| a.is_element);
        let ty = sym.ty.resolved();
        // A pointer to a struct reached only at its first element (`p->n`, `p->data[i]`):
        // its data is that struct, `p[0:1]`, whose extent is known.
        let first_element = ty.is_pointer()
            && ty.element().is_some_and(Type::is_record)
            && uses.iter().all(|a| a.reach.first_element);
        let mut extent = match first_element {
            true => format!("{}[:1]", sym.name),
            false => extent(&sym.name, &sym.ty),
        };
        let mut section = false;
        let (attr, implicit) = if let Some((a, text, _, named_section)) = explicit.get(&id) {
            extent = text.clone();
            section = *named_section;
            (*a, false)
        } else if enclosing_deviceptr.contains(&id) && ty.is_pointer() {
            (DataAttr::DevicePtr, true)
        } else if loop_vars.contains(&id) {
            (DataAttr::Private, true)
        } else if loop_reductions.contains(&id) {
            if let Some(text) = reduced_sections.get(&id) {
                extent = text.clone();
                section = true;
            }
            (DataAttr::Copy, true)
        } else if let Some((DefaultKind::None, span)) =
            default.filter(|_| !member_sections.contains(&id))
        {
            diags.push(
                Diagnostic::error(
                    first_use,
                    format!(
                        "`{}` must appear in a data clause because of `default(none)`",
                        sym.name
                    ),
                )
                .with_label("used here without a data clause")
                .with_secondary(span, "`default(none)` given here")
                .with_help(format!(
                    "add `{}` to a data clause (e.g. `copy({})`) or to `firstprivate`/`private`",
                    sym.name, sym.name
                )),
            );
            continue;
        } else if ty.is_scalar() && !ty.is_pointer() && enclosing_data.contains(&id) {
            // Not firstprivate: OpenACC makes a scalar firstprivate only when no data
            // clause names it, on the construct, an enclosing data construct or a `declare`.
            (DataAttr::Present, true)
        } else if ty.is_scalar() && !(ty.is_pointer() && through_elements) {
            // A scalar: firstprivate, except that kernels copy back scalars they write.
            if kind == DirectiveKind::Kernels && written {
                (DataAttr::Copy, true)
            } else {
                (DataAttr::FirstPrivate, true)
            }
        } else if matches!(default, Some((DefaultKind::Present, _))) {
            (DataAttr::Present, true)
        } else if written {
            (DataAttr::Copy, true)
        } else {
            (DataAttr::CopyIn, true)
        };
        out.push(RegionVar {
            sym: id,
            name: sym.name.clone(),
            attr,
            implicit,
            read,
            written,
            first_element: first_element && implicit,
            extent,
            first_use,
            section,
        });
    }
    (out, diags)
}

/// The variables of a region whose accesses are `acc`: those it uses and does not declare,
/// in first-use order, then the reduction variables of its loops that it never names. Such
/// a variable is the region's all the same: the loop combines into it (its value stays as
/// it was), and the back ends and the IR look its attribute up among the region's.
fn region_symbols(acc: &access::Accesses, loop_reductions: &[SymbolId]) -> Vec<SymbolId> {
    let mut vars = acc.captured();
    for &id in loop_reductions {
        if !vars.contains(&id) && !acc.locals.contains(&id) {
            vars.push(id);
        }
    }
    vars
}

/// `a[:1024]`, `m[:8][:4]`, `p[:]` or the bare name for scalars.
fn extent(name: &str, ty: &Type) -> String {
    let mut out = name.to_string();
    let mut t = ty.resolved();
    loop {
        match t {
            Type::Array { elem, len } => {
                match len {
                    ArrayLen::Const(n) => out.push_str(&format!("[:{n}]")),
                    ArrayLen::Expr(e) => out.push_str(&format!("[:{e}]")),
                    ArrayLen::Unknown => out.push_str("[:]"),
                }
                t = elem.resolved();
            }
            Type::Pointer { pointee, .. } if out == name => {
                out.push_str("[:]");
                t = pointee.resolved();
                if !matches!(t, Type::Array { .. }) {
                    break;
                }
            }
            _ => break,
        }
    }
    out
}
