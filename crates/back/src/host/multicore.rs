//! The `multicore` target's OpenMP version of a compute region (the mapping is in the
//! module doc of [`super`]): the team or `parallel for` pragma of each region, the
//! `omp for` of each parallel loop with its clauses, the member surrogates of reductions
//! OpenMP does not take, and the headers of the loops OpenMP cannot run as written
//! (normalised, as `accc_passes::cpu` decided) or whose nest has intervening code
//! (tightened).

use std::fmt::Write as _;

use accc_front::ast::Pragma;
use accc_front::directive::{ClauseKind, Directive, DirectiveKind};
use accc_front::{Diagnostic, SourceMap, Span};
use accc_ir::{ComputeRegion, Loop, Schedule};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;
use accc_sema::SymbolId;

use crate::edit::Edits;
use crate::runtime_text::active_condition;

/// The gang loops of a routine, which bind to the team of the region that calls it.
pub(super) fn routine_loop(l: &Loop<'_>, sema: &Sema, sm: &SourceMap, edits: &mut Edits) {
    loops(l, sema, sm, edits, "for", &[], &ReductionItems::default());
}

fn names(ids: &[accc_sema::SymbolId], sema: &Sema) -> String {
    ids.iter()
        .map(|&id| sema.symbols.get(id).name.clone())
        .collect::<Vec<_>>()
        .join(", ")
}

/// OpenMP clauses for a parallel loop: collapse, privatisation and reductions — but not of
/// the variables the `omp parallel` around it reduces (`team_reductions`): each thread's
/// iterations add into its private copy, which the team combines (OpenMP refuses a
/// reduction of a variable private in the outer context).
fn loop_clauses(
    l: &Loop<'_>,
    sema: &Sema,
    team_reductions: &[SymbolId],
    items: &ReductionItems,
) -> String {
    let mut out = String::new();
    if l.openmp_collapse > 1 {
        let _ = write!(out, " collapse({})", l.openmp_collapse);
    }
    if !l.private.is_empty() {
        let _ = write!(out, " private({})", names(&l.private, sema));
    }
    if !l.firstprivate.is_empty() {
        let _ = write!(out, " firstprivate({})", names(&l.firstprivate, sema));
    }
    for r in l
        .reductions
        .iter()
        .filter(|r| !team_reductions.contains(&r.sym))
    {
        let op = r.op.combining(sema.symbols.get(r.sym).ty.is_bool());
        let item = r.item.map_or(r.name.as_str(), |span| items.text(span));
        let _ = write!(out, " reduction({}:{item})", op.as_str());
    }
    out
}

/// How the OpenMP version writes the reduction items of a region that are not bare
/// variables, by the item's span in its directive: a subarray as the clause writes it
/// (OpenMP 4.5 array sections, `reduction(+:h[0:n])`, which GCC takes for arrays and
/// through pointers alike; a bare array name is reduced whole), a struct member (which
/// OpenMP takes nowhere) as a local surrogate that the region reduces instead
/// (`member_surrogates`).
#[derive(Default)]
struct ReductionItems {
    by_span: std::collections::HashMap<(u32, u32), String>,
    /// The declarations of the member surrogates, which open a block before the pragma.
    opening: Option<String>,
}

impl ReductionItems {
    fn text(&self, span: accc_front::Span) -> &str {
        self.by_span
            .get(&(span.lo, span.hi))
            .map_or("", String::as_str)
    }
}

/// The items of a directive's `reduction` clauses.
fn reduction_items(d: &Directive) -> impl Iterator<Item = &accc_front::directive::VarRef> {
    d.clauses.iter().flat_map(|c| match &c.kind {
        ClauseKind::Reduction { vars, .. } => vars.as_slice(),
        _ => &[],
    })
}

/// The directives of a region whose reduction clauses apply to it: the construct's and its
/// loops'.
fn region_directives<'a>(r: &ComputeRegion<'a>) -> Vec<&'a Directive> {
    fn walk<'a>(l: &Loop<'a>, out: &mut Vec<&'a Directive>) {
        out.extend(l.directive);
        for c in &l.children {
            walk(c, out);
        }
    }
    let mut out = vec![r.directive];
    for l in &r.loops {
        walk(l, &mut out);
    }
    out
}

/// The region's reduction items that are not bare variables (see [`ReductionItems`]). A
/// member item `s.x` gets a surrogate `__accc_red_s_x`, declared with the member's value
/// on a line before the construct's pragma (`opening`, put there by `region` once the
/// pragma is written) and assigned back after the construct (a block
/// around it, innermost of the texts that open there: `insert_closing` at the directive's
/// end); every `s.x` of the construct's code (the same text, spaces aside) names it.
fn member_surrogates(r: &ComputeRegion<'_>, sm: &SourceMap, edits: &mut Edits) -> ReductionItems {
    let squeeze = |t: &str| t.split_whitespace().collect::<String>();
    let mut items = ReductionItems::default();
    let mut members: Vec<(String, String)> = Vec::new(); // (member text, surrogate)
    for d in region_directives(r) {
        for v in reduction_items(d) {
            if v.is_plain() {
                continue;
            }
            let text = squeeze(sm.snippet(v.span));
            let written = if matches!(v.base.kind, accc_front::ast::ExprKind::Member { .. })
                && v.subscripts.is_empty()
            {
                let surrogate = format!(
                    "__accc_red_{}",
                    text.replace(|c: char| !c.is_ascii_alphanumeric(), "_")
                );
                if !members.iter().any(|(m, _)| *m == text) {
                    members.push((text.clone(), surrogate.clone()));
                }
                surrogate
            } else {
                text
            };
            items.by_span.insert((v.span.lo, v.span.hi), written);
        }
    }
    if members.is_empty() {
        return items;
    }
    r.stmt.walk_exprs(&mut |e| {
        if matches!(e.kind, accc_front::ast::ExprKind::Member { .. }) {
            let text = squeeze(sm.snippet(e.span));
            if let Some((_, surrogate)) = members.iter().find(|(m, _)| *m == text) {
                edits.replace(e.span, surrogate.clone());
            }
        }
    });
    let opening: String = members
        .iter()
        .map(|(m, s)| format!("__typeof__({m}) {s} = {m}; "))
        .collect();
    let closing: String = members
        .iter()
        .map(|(m, s)| format!(" {m} = {s};"))
        .collect();
    items.opening = Some(format!("{{ {opening}"));
    edits.insert_closing(
        r.stmt.span.hi,
        r.directive.span.hi,
        &format!("{closing} }}"),
    );
    items
}

pub(super) fn region(
    r: &ComputeRegion<'_>,
    sema: &Sema,
    sm: &SourceMap,
    edits: &mut Edits,
    diags: &mut Vec<Diagnostic>,
) {
    let cond = active_condition("__accrt_multicore_active()", &r.guard);
    for c in &r.directive.clauses {
        if let ClauseKind::Private(vars) | ClauseKind::FirstPrivate(vars) = &c.kind {
            // A subarray of an array is private as the whole array (`sema::data_attr`
            // refuses subarrays of pointers); a member is not supported.
            let whole_array = |v: &accc_front::directive::VarRef| {
                matches!(v.base.kind, accc_front::ast::ExprKind::Ident(_))
                    && sema
                        .symbols
                        .resolve(&v.root)
                        .is_some_and(|id| sema.symbols.get(id).ty.is_array())
            };
            for v in vars.iter().filter(|v| !v.is_plain() && !whole_array(v)) {
                diags.push(
                    Diagnostic::error(v.span, format!("`{}` of a subarray or member is not supported by the multicore target yet", c.spelling))
                        .with_label("name the whole variable here"),
                );
            }
        }
    }
    // The construct's own data-sharing clauses: written firstprivate scalars, explicit
    // private variables, construct-level reductions.
    let mut clauses = String::new();
    let written_firstprivate: Vec<_> = r
        .vars
        .iter()
        .filter(|v| v.attr == DataAttr::FirstPrivate && v.written)
        .map(|v| v.sym)
        .collect();
    if !written_firstprivate.is_empty() {
        let _ = write!(
            clauses,
            " firstprivate({})",
            names(&written_firstprivate, sema)
        );
    }
    // Loop variables too (implicitly private): a plain `for` over one in gang-redundant
    // code would otherwise share it among the team's threads.
    let private: Vec<_> = r
        .vars
        .iter()
        .filter(|v| v.attr == DataAttr::Private)
        .map(|v| v.sym)
        .collect();
    if !private.is_empty() {
        let _ = write!(clauses, " private({})", names(&private, sema));
    }
    let mut team_reductions = Vec::new();
    let items = member_surrogates(r, sm, edits);
    for v in &r.vars {
        if let DataAttr::Reduction(op) = v.attr {
            let op = op.combining(sema.symbols.get(v.sym).ty.is_bool());
            // The construct's own items naming the variable (a combined construct's are
            // its loop's).
            let written: Vec<&str> = reduction_items(r.directive)
                .filter(|i| i.root.name == v.name && !i.is_plain())
                .map(|i| items.text(i.span))
                .collect();
            if written.is_empty() {
                let _ = write!(clauses, " reduction({}:{})", op.as_str(), v.name);
            }
            for item in written {
                let _ = write!(clauses, " reduction({}:{item})", op.as_str());
            }
            team_reductions.push(v.sym);
        }
    }
    match (r.kind, r.is_combined()) {
        (DirectiveKind::Parallel, false) => {
            let team = format!(
                "#pragma omp parallel if({cond}) num_threads({}){clauses}",
                gang_count(r, sm)
            );
            edits.replace(r.directive.span, team);
            for l in &r.loops {
                loops(l, sema, sm, edits, "for", &team_reductions, &items);
            }
        }
        (DirectiveKind::Serial, false) => {
            edits.replace(
                r.directive.span,
                format!("#pragma omp parallel num_threads(1){clauses}"),
            );
        }
        _ => {
            // kernels, and the combined constructs: every parallel loop is its own team.
            let team = format!("parallel for if({cond}) num_threads(__accrt_num_threads())");
            for l in &r.loops {
                loops(l, sema, sm, edits, &team, &[], &items);
            }
        }
    }
    if let Some(opening) = &items.opening {
        edits.open_before_pragma(sm, r.directive.span, opening);
    }
}

/// One thread per gang. `num_gangs` is honoured when the region has gang-redundant code
/// (then the number of gangs is observable); otherwise there is one gang per CPU thread,
/// as nvc does on multicore.
fn gang_count(r: &ComputeRegion<'_>, sm: &SourceMap) -> String {
    match r.directive.num_gangs("multicore").first() {
        Some(n) if r.has_redundant_code() => format!("({})", sm.snippet(n.span)),
        _ => "__accrt_num_threads()".to_string(),
    }
}

/// Emits the OpenMP pragma of each parallel loop (`omp <construct>`), replacing its loop
/// directive or, for a loop without one (a `kernels` loop), inserting it before the loop.
fn loops(
    l: &Loop<'_>,
    sema: &Sema,
    sm: &SourceMap,
    edits: &mut Edits,
    construct: &str,
    team_reductions: &[SymbolId],
    items: &ReductionItems,
) {
    if matches!(l.schedule, Schedule::Parallel { .. }) && !l.collapsed_into_parent {
        let mut clauses = loop_clauses(l, sema, team_reductions, items);
        let nest = collapsed_nest(l);
        let normalize = nest.iter().any(|n| n.openmp_normalised);
        let outside: Vec<_> = nest_headers(&nest, normalize, sm, edits)
            .into_iter()
            .filter(|v| !l.private.contains(v))
            .collect();
        if !outside.is_empty() {
            let _ = write!(clauses, " private({})", names(&outside, sema));
        }
        let pragma = format!("#pragma omp {construct}{clauses}");
        match loop_pragma(l) {
            Some(p) => edits.replace_with_pragma(sm, p.span, &pragma),
            None => edits.insert_lines_before(sm, l.stmt.span, &pragma),
        }
        return; // Nested loops run sequentially inside each thread.
    }
    for c in &l.children {
        loops(c, sema, sm, edits, construct, team_reductions, items);
    }
}

/// The loop and the loops OpenMP's `collapse` covers, outermost first.
fn collapsed_nest<'l, 'a>(l: &'l Loop<'a>) -> Vec<&'l Loop<'a>> {
    let mut nest = vec![l];
    while nest.len() < l.openmp_collapse {
        match nest[nest.len() - 1]
            .children
            .iter()
            .find(|c| c.collapsed_into_parent)
        {
            Some(inner) => nest.push(inner),
            None => break,
        }
    }
    nest
}

/// The headers of a nest of collapsed loops as OpenMP's `collapse` takes them.
///
/// With `normalize`, each header counts iterations in `long long` from 0 (`for (long long
/// __accc_n0 = 0; __accc_n0 < trip; __accc_n0++)`), each loop's variable set from that
/// count at the start of the innermost body, so that OpenMP runs them as C does (see
/// `accc_passes::cpu`, which sets [`Loop::openmp_normalised`]); the induction variables
/// declared outside their loops, which the `omp for` must make private, are returned.
///
/// A nest with code between its loops (`collapse(force:n)`, `accc_ir::SunkNest`) is made
/// tightly nested: the headers of the loops inside the first body with intervening code
/// move to the start of that body (`for (i…) { for (j…) { P; { B } E; } }`), so that
/// body, the intervening code in it, runs in every iteration of the collapsed loops.
/// Only the headers move (their lines kept as blank lines): the user's statements stay on
/// their lines.
fn nest_headers(
    nest: &[&Loop<'_>],
    normalize: bool,
    sm: &SourceMap,
    edits: &mut Edits,
) -> Vec<SymbolId> {
    use accc_front::ast::{ForInit, Stmt, StmtKind};
    let sunk = nest[0].sunk.is_some();
    if !normalize && !sunk {
        return Vec::new();
    }
    fn body_of<'s>(l: &Loop<'s>) -> Option<&'s Stmt> {
        match &l.stmt.kind {
            StmtKind::For { body, .. } => Some(&**body),
            _ => None,
        }
    }
    // The loop whose body is the first with intervening code: the headers of the loops
    // inside it move to the start of that body.
    let hoist_into = sunk
        .then(|| {
            nest.windows(2).position(|pair| {
                let Some(body) = body_of(pair[0]) else {
                    return false;
                };
                let tight = std::ptr::eq(body, pair[1].stmt)
                    || matches!(&body.kind, StmtKind::Compound(b) if b.items.len() == 1);
                !tight
            })
        })
        .flatten();
    let mut headers = Vec::new();
    for l in nest {
        let (
            Ok(c),
            StmtKind::For {
                init: Some(init),
                step: Some(step),
                body,
                ..
            },
        ) = (&l.canonical, &l.stmt.kind)
        else {
            return Vec::new(); // collapsed loops are canonical
        };
        let init_span = match init {
            ForInit::Decl(d) => d.span,
            ForInit::Expr(e) => e.span,
        };
        headers.push((c, init_span, step.span, body));
    }
    let mut prologue = String::new();
    let mut hoisted = String::new();
    let mut outside = Vec::new();
    for (k, (c, init_span, step_span, body)) in headers.iter().enumerate() {
        let n = format!("__accc_n{k}");
        let controls = Span {
            lo: init_span.lo,
            hi: step_span.hi,
        };
        let text = if normalize {
            // The user's own initialisation, then the steps taken (modulo the type's
            // range for unsigned variables, as in C).
            let init = sm.snippet(*init_span).trim_end_matches(';');
            let _ = write!(
                prologue,
                " {init}; {} += ({}) * {n};",
                c.var_name, c.step_text
            );
            if !c.declared_in_init {
                outside.push(c.var);
            }
            format!(
                "long long {n} = 0; {n} < (long long)({}); {n}++",
                c.trip_count_text
            )
        } else {
            sm.snippet(controls).to_string()
        };
        if hoist_into.is_some_and(|h| k > h) {
            // Out of its place (its line breaks kept there), into the body that holds
            // the intervening code.
            let header = Span {
                lo: nest[k].stmt.span.lo,
                hi: body.span.lo,
            };
            let removed: String = sm.snippet(header).chars().filter(|&c| c == '\n').collect();
            edits.replace(header, removed);
            let _ = write!(hoisted, " for ({}) {{", text.replace('\n', " "));
        } else if normalize {
            edits.replace(controls, text);
        }
    }
    let innermost = match hoist_into {
        Some(h) => headers[h].3,
        None => headers[headers.len() - 1].3,
    };
    let opening = format!("{hoisted}{prologue}");
    let closing = " }".repeat(hoisted.matches(" for (").count());
    match &innermost.kind {
        StmtKind::Compound(_) => {
            edits.insert_at(innermost.span.lo + 1, &opening);
            if !closing.is_empty() {
                edits.insert_closing(innermost.span.hi - 1, innermost.span.lo, &closing);
            }
        }
        _ => {
            edits.insert_at(innermost.span.lo, &format!("{{{opening} "));
            edits.insert_closing(
                innermost.span.hi,
                innermost.span.lo,
                &format!("{closing} }}"),
            );
        }
    }
    outside
}

/// The pragma carrying this loop's directive (the loop directive, or the combined
/// construct's pragma).
fn loop_pragma<'p>(l: &'p Loop<'_>) -> Option<&'p Pragma> {
    let d = l.directive?;
    l.stmt.pragmas.iter().find(|p| p.span == d.span)
}
