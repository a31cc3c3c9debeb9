//! The semantic pass over a whole translation unit: resolves names, gives every
//! `#pragma acc`/`#pragma pacc` its typed directive (parsed in the scope where it stands),
//! and checks that every name a clause uses is declared.

use std::collections::HashMap;

use accc_front::ast::*;
use accc_front::directive::{
    self, ClauseKind, Directive, DirectiveArg, ReductionOp, SubscriptKind, VarRef,
};
use accc_front::{Diagnostic, SourceMap};

use crate::scope::{self, PragmaSite, SymbolId, SymbolKind, Symbols};

pub struct Sema {
    pub symbols: Symbols,
    /// Parsed directives by the start of their pragma's span.
    pub directives: HashMap<u32, Directive>,
}

impl Sema {
    pub fn directive(&self, pragma: &Pragma) -> Option<&Directive> {
        self.directives.get(&pragma.span.lo)
    }
}

/// Analyses the translation unit. Errors and warnings come back together; the caller stops
/// on errors.
pub fn analyze(tu: &TranslationUnit, sm: &SourceMap) -> (Sema, Vec<Diagnostic>) {
    let mut directives = HashMap::new();
    let mut diags = Vec::new();
    let mut clause_uses: Vec<(u32, SymbolId)> = Vec::new();
    let mut on_pragma = |site: &PragmaSite<'_>| {
        if !directive::is_directive_namespace(site.pragma) {
            return;
        }
        match directive::parse_directive(site.pragma, &|n| site.is_typedef(n)) {
            Ok(d) => {
                diags.extend(d.warnings.iter().cloned());
                check_names(&d, site, sm, &mut clause_uses, &mut diags);
                directives.insert(site.pragma.span.lo, d);
            }
            Err(errs) => diags.extend(errs),
        }
    };
    let mut symbols = scope::resolve(tu, sm, &mut on_pragma);
    symbols.uses.extend(clause_uses);
    (
        Sema {
            symbols,
            directives,
        },
        diags,
    )
}

/// Counts of gangs, workers and vector lanes must be positive where they are constants, and
/// queue numbers must be integers: `vector_length(-1)`, `num_gangs(0)` or `async(1.5)` is
/// an error, not a launch that fails or a queue chosen by truncation.
fn check_clause_values(c: &accc_front::directive::Clause, diags: &mut Vec<Diagnostic>) {
    let counts: Vec<&Expr> = match &c.kind {
        ClauseKind::NumWorkers(e)
        | ClauseKind::VectorLength(e)
        | ClauseKind::Worker(Some(e))
        | ClauseKind::Vector(Some(e)) => vec![e],
        ClauseKind::NumGangs(list) => list.iter().collect(),
        ClauseKind::Gang(g) => g
            .num
            .iter()
            .chain(match &g.static_size {
                Some(directive::SizeExpr::Expr(e)) => Some(e),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    for e in counts {
        if directive::oversized_literal(e).is_some() {
            // reported with the directive's other literals (`check_names`)
            continue;
        }
        if matches!(e.kind, ExprKind::FloatLit(_) | ExprKind::StrLit(_)) {
            diags.push(
                Diagnostic::error(e.span, format!("`{}` needs an integer count", c.spelling))
                    .with_label("not an integer"),
            );
        } else if let Some(v) = crate::consteval::eval(e, &|_| None).filter(|&v| v <= 0) {
            diags.push(
                Diagnostic::error(
                    e.span,
                    format!("`{}` needs a positive count, not {v}", c.spelling),
                )
                .with_label("not a positive number"),
            );
        } else if let Some(v) = crate::consteval::eval(e, &|_| None).filter(|&v| v > INT_MAX) {
            diags.push(too_large(e, &c.spelling, "count", v));
        }
    }
    let queues: Vec<&Expr> = match &c.kind {
        ClauseKind::Async(Some(e)) | ClauseKind::DefaultAsync(e) => vec![e],
        ClauseKind::Wait(Some(w)) => w.queues.iter().chain(w.devnum.iter()).collect(),
        _ => Vec::new(),
    };
    for e in queues {
        check_queue(e, &c.spelling, diags);
    }
}

fn check_queue(e: &Expr, what: &str, diags: &mut Vec<Diagnostic>) {
    if directive::oversized_literal(e).is_some() {
        return;
    }
    if matches!(e.kind, ExprKind::FloatLit(_) | ExprKind::StrLit(_)) {
        diags.push(
            Diagnostic::error(e.span, format!("`{what}` needs an integer queue number"))
                .with_label("not an integer"),
        );
    } else if let Some(v) = crate::consteval::eval(e, &|_| None)
        .filter(|&v| !(i128::from(i32::MIN)..=INT_MAX).contains(&v))
    {
        diags.push(too_large(e, what, "queue number", v));
    }
}

const INT_MAX: i128 = i32::MAX as i128;

/// Counts and queue numbers are `int`s (the runtime takes them so): a constant beyond
/// would be cut to another value, or to none (`num_gangs(99999999999999999999)`).
fn too_large(e: &Expr, clause: &str, what: &str, v: i128) -> Diagnostic {
    let range = if v > 0 {
        format!("at most {}", i32::MAX)
    } else {
        format!("at least {}", i32::MIN)
    };
    Diagnostic::error(
        e.span,
        format!("the {what} of `{clause}` does not fit in an `int`: {v} ({range})"),
    )
    .with_label("out of range")
}

/// Every identifier in a directive's expressions and variable lists must name something
/// visible at the directive; variables in data clauses must be variables.
fn check_names(
    d: &Directive,
    site: &PragmaSite<'_>,
    sm: &SourceMap,
    uses: &mut Vec<(u32, SymbolId)>,
    diags: &mut Vec<Diagnostic>,
) {
    let mut exprs: Vec<&Expr> = Vec::new();
    for c in &d.clauses {
        if let ClauseKind::Reduction { op, op_span, vars } = &c.kind {
            check_reduction_types(*op, *op_span, vars, site, sm, diags);
        }
        let context = format!("`{}` clause", c.spelling);
        for v in c.kind.vars() {
            check_var(v, &context, site, uses, diags);
            let reported = diags.len();
            check_section_bounds(v, site, sm, diags);
            // A subarray outside its array has its error already.
            if matches!(c.kind, ClauseKind::Data(_)) && diags.len() == reported {
                if let Some(ty) = designator_type(&v.base, site) {
                    let clause = (c.spelling.as_str(), v);
                    crate::contiguous::check_contiguous_section(clause, &ty, site, sm, diags);
                }
            }
            collect_var_exprs(v, &mut exprs);
        }
        check_clause_values(c, diags);
        check_argument_types(c, site, sm, diags);
        match &c.kind {
            ClauseKind::If(e)
            | ClauseKind::NumWorkers(e)
            | ClauseKind::VectorLength(e)
            | ClauseKind::DeviceNum(e)
            | ClauseKind::DefaultAsync(e) => exprs.push(e),
            ClauseKind::SelfCond(Some(e))
            | ClauseKind::Worker(Some(e))
            | ClauseKind::Vector(Some(e))
            | ClauseKind::Async(Some(e)) => exprs.push(e),
            ClauseKind::NumGangs(list) => exprs.extend(list.iter()),
            ClauseKind::Gang(g) => {
                exprs.extend(g.num.iter());
                if let Some(directive::SizeExpr::Expr(e)) = &g.static_size {
                    exprs.push(e);
                }
            }
            ClauseKind::Wait(Some(w)) => exprs.extend(w.devnum.iter().chain(w.queues.iter())),
            ClauseKind::Fcw(f) => {
                for v in &f.vars {
                    match site.lookup(&v.root.name) {
                        Some(id) => uses.push((v.root.span.lo, id)),
                        None => diags.push(Diagnostic::error(
                            v.root.span,
                            format!("use of undeclared variable `{}` in `fcw`", v.root.name),
                        )),
                    }
                    for dim in &v.dims {
                        exprs.extend([&dim.pivot, &dim.before, &dim.after]);
                    }
                }
            }
            _ => {}
        }
    }
    match &d.arg {
        Some(DirectiveArg::Cache(c)) => {
            for v in &c.vars {
                check_var(v, "`cache` directive", site, uses, diags);
                check_section_bounds(v, site, sm, diags);
                collect_var_exprs(v, &mut exprs);
            }
        }
        Some(DirectiveArg::Wait(w)) => {
            for e in w.devnum.iter().chain(w.queues.iter()) {
                check_queue(e, "wait", diags);
                exprs.push(e);
            }
        }
        Some(DirectiveArg::Routine(name)) => match site.lookup(&name.name) {
            Some(id) if site_kind(site, id) == SymbolKind::Function => {
                uses.push((name.span.lo, id))
            }
            _ => diags.push(
                Diagnostic::error(
                    name.span,
                    format!(
                        "`routine({})` does not name a function declared before it",
                        name.name
                    ),
                )
                .with_label("no such function in scope"),
            ),
        },
        None => {}
    }
    for e in exprs {
        if let Some((span, text)) = directive::oversized_literal(e) {
            diags.push(
                Diagnostic::error(
                    span,
                    format!("integer literal `{text}` is too large for any integer type"),
                )
                .with_label("more than 64 bits"),
            );
        }
        for_each_ident(e, &mut |i| match site.lookup(&i.name) {
            Some(id) => uses.push((i.span.lo, id)),
            None if i.name.starts_with("__builtin") || i.name.starts_with("__func") => {}
            None => diags.push(
                Diagnostic::error(
                    i.span,
                    format!(
                        "use of undeclared identifier `{}` in `{}`",
                        i.name,
                        d.kind.full_name()
                    ),
                )
                .with_label("not declared in this scope"),
            ),
        });
    }
}

fn check_var(
    v: &VarRef,
    context: &str,
    site: &PragmaSite<'_>,
    uses: &mut Vec<(u32, SymbolId)>,
    diags: &mut Vec<Diagnostic>,
) {
    match site.lookup(&v.root.name) {
        Some(id) => {
            uses.push((v.root.span.lo, id));
            if site_kind(site, id) != SymbolKind::Variable {
                diags.push(
                    Diagnostic::error(
                        v.root.span,
                        format!("`{}` in {context} is not a variable", v.root.name),
                    )
                    .with_label("expected a variable"),
                );
            }
        }
        None => diags.push(
            Diagnostic::error(
                v.root.span,
                format!("use of undeclared variable `{}` in {context}", v.root.name),
            )
            .with_label("not declared in this scope"),
        ),
    }
}

/// The type of a clause's designator (`a`, `s.v`, `p->m[2].x`), where it is known.
fn designator_type(e: &Expr, site: &PragmaSite<'_>) -> Option<crate::types::Type> {
    match &e.kind {
        ExprKind::Ident(i) => {
            let id = site.lookup(&i.name)?;
            let sym = site.symbol(id);
            (sym.kind == SymbolKind::Variable).then(|| sym.ty.clone())
        }
        ExprKind::Member {
            base,
            member,
            arrow,
        } => {
            let base = designator_type(base, site)?;
            let record = if *arrow {
                base.element()?.clone()
            } else {
                base
            };
            record.field(&member.name).cloned()
        }
        ExprKind::Index { base, .. } => designator_type(base, site)?.element().cloned(),
        _ => None,
    }
}

/// Clause arguments of the types OpenACC 3.3 requires, where accc knows the type (a
/// variable, a member, an element): `if`/`self` conditions are scalars (pointers are
/// scalars in C), counts and queue numbers integers; a subarray subscripts an array or
/// pointer, no deeper than its type goes, with integer bounds, and `p[:]` needs a length
/// when `p` is a pointer; `use_device` names arrays and pointers. Otherwise the host or
/// device compiler would refuse the generated code, naming accc's internal names.
fn check_argument_types(
    c: &accc_front::directive::Clause,
    site: &PragmaSite<'_>,
    sm: &SourceMap,
    diags: &mut Vec<Diagnostic>,
) {
    let text = |span| sm.snippet(span).split_whitespace().collect::<String>();
    match &c.kind {
        ClauseKind::If(e) | ClauseKind::SelfCond(Some(e)) => {
            if let Some(ty) = designator_type(e, site).filter(|t| !t.resolved().is_scalar()) {
                diags.push(
                    Diagnostic::error(
                        e.span,
                        format!(
                            "`{}` needs a scalar condition, but `{}` has type `{}`",
                            c.spelling,
                            text(e.span),
                            ty.message_spelling()
                        ),
                    )
                    .with_label("not a scalar"),
                );
            }
        }
        ClauseKind::UseDevice(vars) => {
            for v in vars.iter().filter(|v| v.subscripts.is_empty()) {
                if let Some(ty) = designator_type(&v.base, site)
                    .filter(|t| !t.resolved().is_array() && !t.resolved().is_pointer())
                {
                    diags.push(
                        Diagnostic::error(
                            v.span,
                            format!(
                                "`use_device` needs an array or a pointer, but `{}` has type `{}`",
                                text(v.span),
                                ty.message_spelling()
                            ),
                        )
                        .with_label("not an array or pointer"),
                    );
                }
            }
        }
        // The variables of `deviceptr` hold device addresses: pointers only (OpenACC 3.3
        // §2.7.5). Another variable reached the host compiler as a pointer conversion.
        ClauseKind::Data(data) if data.kind == directive::DataClauseKind::DevicePtr => {
            for v in &data.vars {
                if let Some(ty) = designator_type(&v.base, site)
                    .filter(|t| v.subscripts.is_empty() && !t.resolved().is_pointer())
                {
                    diags.push(
                        Diagnostic::error(
                            v.span,
                            format!(
                                "`deviceptr` needs a pointer, but `{}` has type `{}`",
                                text(v.span),
                                ty.message_spelling()
                            ),
                        )
                        .with_label("not a pointer")
                        .with_help("name a pointer that holds a device address (from `acc_malloc` or `acc_deviceptr`)"),
                    );
                }
            }
        }
        _ => {}
    }
    let integers: Vec<&Expr> = match &c.kind {
        ClauseKind::NumWorkers(e)
        | ClauseKind::VectorLength(e)
        | ClauseKind::Worker(Some(e))
        | ClauseKind::Vector(Some(e))
        | ClauseKind::Async(Some(e))
        | ClauseKind::DefaultAsync(e) => vec![e],
        ClauseKind::NumGangs(list) => list.iter().collect(),
        ClauseKind::Gang(g) => g.num.iter().collect(),
        ClauseKind::Wait(Some(w)) => w.queues.iter().chain(w.devnum.iter()).collect(),
        _ => Vec::new(),
    };
    for e in integers {
        not_integer(e, &format!("`{}`", c.spelling), site, &text, diags);
    }
    for v in c.kind.vars() {
        check_subscript_types(v, &c.spelling, site, &text, diags);
    }
}

/// An error when `e` is a designator whose type is known and is not an integer.
fn not_integer(
    e: &Expr,
    what: &str,
    site: &PragmaSite<'_>,
    text: &dyn Fn(accc_front::Span) -> String,
    diags: &mut Vec<Diagnostic>,
) {
    let Some(ty) = designator_type(e, site) else {
        return;
    };
    if ty.is_arithmetic() && !ty.is_floating() {
        return;
    }
    diags.push(
        Diagnostic::error(
            e.span,
            format!(
                "{what} needs an integer, but `{}` has type `{}`",
                text(e.span),
                ty.message_spelling()
            ),
        )
        .with_label("not an integer"),
    );
}

fn check_subscript_types(
    v: &VarRef,
    clause: &str,
    site: &PragmaSite<'_>,
    text: &dyn Fn(accc_front::Span) -> String,
    diags: &mut Vec<Diagnostic>,
) {
    use crate::types::{ArrayLen, Type};
    for sub in &v.subscripts {
        match &sub.kind {
            SubscriptKind::Index(e) => not_integer(e, "a subscript", site, text, diags),
            SubscriptKind::Section { lower, length } => {
                for e in lower.iter().chain(length.iter()) {
                    not_integer(e, "a subarray bound", site, text, diags);
                }
            }
        }
    }
    let Some(mut ty) = designator_type(&v.base, site) else {
        return;
    };
    let name = text(v.base.span);
    for (k, sub) in v.subscripts.iter().enumerate() {
        let next = match ty.resolved() {
            Type::Array { elem, len } => {
                let unknown_length = !matches!(len, ArrayLen::Const(_) | ArrayLen::Expr(_));
                if unknown_length && open_ended(sub) {
                    diags.push(no_length(v, clause, &name, text));
                    return;
                }
                (**elem).clone()
            }
            Type::Pointer { pointee, .. } => {
                if open_ended(sub) {
                    diags.push(no_length(v, clause, &name, text));
                    return;
                }
                (**pointee).clone()
            }
            other => {
                let message = if k == 0 {
                    format!(
                        "`{}` in `{clause}` subscripts `{name}`, which has type `{}`, not an array or pointer",
                        text(v.span),
                        other.message_spelling()
                    )
                } else {
                    format!(
                        "`{}` in `{clause}` has {} subscripts, but `{name}` has only {k} dimension{}",
                        text(v.span),
                        v.subscripts.len(),
                        if k == 1 { "" } else { "s" }
                    )
                };
                diags.push(
                    Diagnostic::error(sub.span, message).with_label("one subscript too many"),
                );
                return;
            }
        };
        ty = next;
    }
}

/// `a[:]` or `a[lo:]`: a subarray that runs to the end of the dimension.
fn open_ended(sub: &directive::Subscript) -> bool {
    matches!(&sub.kind, SubscriptKind::Section { length: None, .. })
}

fn no_length(
    v: &VarRef,
    clause: &str,
    name: &str,
    text: &dyn Fn(accc_front::Span) -> String,
) -> Diagnostic {
    Diagnostic::error(
        v.span,
        format!(
            "subarray `{}` in `{clause}` does not specify its length",
            text(v.span)
        ),
    )
    .with_label("no length")
    .with_note(format!(
        "the length of what `{name}` points to is not known; only a dimension of an array of known size may be left open"
    ))
    .with_help(format!("give the number of elements: `{name}[0:n]`"))
}

/// Constant subscripts and subarrays of an array of constant size must lie inside it:
/// `copyin(a[0:20])` of an `int a[10]` is an error (gcc and nvc refuse it too), not a
/// transfer past the array's end. Dimensions through pointers have no known size.
fn check_section_bounds(
    v: &VarRef,
    site: &PragmaSite<'_>,
    sm: &SourceMap,
    diags: &mut Vec<Diagnostic>,
) {
    if v.subscripts.is_empty() {
        return;
    }
    let Some(mut ty) = designator_type(&v.base, site) else {
        return;
    };
    let enumerator = |name: &str| site.lookup(name).and_then(|id| site.symbol(id).value);
    let constant = |e: &Expr| crate::consteval::eval(e, &enumerator);
    let ranked = v.subscripts.len() > 1;
    for (k, sub) in v.subscripts.iter().enumerate() {
        let Some((len, next)) = ty.subscript_step() else {
            return;
        };
        ty = next;
        let Some(len) = len else { continue };
        // The elements taken, first and count, where they are constants.
        let (first, count) = match &sub.kind {
            SubscriptKind::Index(e) => match constant(e) {
                Some(i) => (i, Some(1)),
                None => continue,
            },
            SubscriptKind::Section { lower, length } => {
                let first = match lower {
                    Some(e) => match constant(e) {
                        Some(i) => i,
                        None => continue,
                    },
                    None => 0,
                };
                (first, length.as_ref().and_then(constant))
            }
        };
        let text = |span| sm.snippet(span).split_whitespace().collect::<String>();
        let name = text(v.base.span);
        if let Some(c) = count.filter(|&c| c < 0) {
            diags.push(
                Diagnostic::error(
                    v.span,
                    format!("subarray `{}` has a negative length ({c})", text(v.span)),
                )
                .with_label("negative length"),
            );
            return;
        }
        let bad = match (&sub.kind, count) {
            (SubscriptKind::Index(_), _) if first < 0 || first >= len => {
                format!("it is element {first}")
            }
            (SubscriptKind::Index(_), _) => continue,
            _ if first < 0 || first > len || (first == len && count != Some(0)) => {
                format!("it starts at element {first}")
            }
            (_, Some(c)) if first + c > len => {
                format!("it takes elements {first} to {}", first + c - 1)
            }
            _ => continue,
        };
        let what = match sub.kind {
            SubscriptKind::Index(_) => "subscript",
            SubscriptKind::Section { .. } => "subarray",
        };
        let (dimension, there) = if ranked {
            (format!("in dimension {}, ", k + 1), " there")
        } else {
            (String::new(), "")
        };
        diags.push(
            Diagnostic::error(
                v.span,
                format!(
                    "{what} `{}` is outside the array: {dimension}{bad}, but `{name}` has {len} element{}{there} (0 to {})",
                    text(v.span),
                    if len == 1 { "" } else { "s" },
                    len - 1
                ),
            )
            .with_label(format!("outside `{name}`")),
        );
        return;
    }
}

/// Bitwise reductions need integers; every reduction needs an arithmetic variable, an
/// array of them (or a subarray, of an array or through a pointer: a pointer alone is no
/// reduction variable), or an arithmetic member of a struct (`s.x`, OpenACC 3.3);
/// `_Complex` values reduce by `+` and `*` only. A subarray of a member (`s.v[0:n]`) is not
/// made: OpenMP (the multicore target) takes no members, and the member's surrogate would
/// be an array.
fn check_reduction_types(
    op: ReductionOp,
    op_span: accc_front::Span,
    vars: &[VarRef],
    site: &PragmaSite<'_>,
    sm: &SourceMap,
    diags: &mut Vec<Diagnostic>,
) {
    for v in vars {
        let Some(id) = site.lookup(&v.root.name) else {
            continue;
        };
        let member = matches!(v.base.kind, ExprKind::Member { .. });
        let text = sm.snippet(v.base.span);
        if member && !v.subscripts.is_empty() {
            diags.push(
                Diagnostic::error(v.span, format!("`reduction({}:{})`: reductions of subarrays or elements of struct members are not supported", op.as_str(), sm.snippet(v.span)))
                    .with_label("an array in a struct")
                    .with_help(format!("reduce into a local array: copy `{text}` into it before the loop, name it in the clause, and copy it back after")),
            );
            continue;
        }
        let ty = if member {
            match designator_type(&v.base, site) {
                Some(t) => t,
                None => continue,
            }
        } else {
            site.symbol(id).ty.clone()
        };
        if v.subscripts.is_empty() && ty.resolved().is_pointer() {
            let error = Diagnostic::error(
                if member { v.span } else { v.root.span },
                format!(
                    "`reduction({}:{text})`: `{text}` is a pointer (`{}`), which cannot be reduced",
                    op.as_str(),
                    ty.message_spelling()
                ),
            )
            .with_label("a pointer");
            // A subarray of a member is refused too (above): no help to give there.
            diags.push(if member {
                error
            } else {
                error.with_help(format!(
                    "to reduce the elements it points to, name them as a subarray: `reduction({}:{text}[0:n])`",
                    op.as_str()
                ))
            });
            continue;
        }
        let mut elem = ty.resolved();
        while let Some(e) = elem.element() {
            elem = e.resolved();
        }
        let bitwise = matches!(
            op,
            ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor
        );
        if !elem.is_arithmetic() || (member && ty.resolved().is_array()) {
            let what = if member && ty.resolved().is_array() {
                "an array member, not an arithmetic member".to_string()
            } else {
                "not an arithmetic type".to_string()
            };
            diags.push(
                Diagnostic::error(
                    if member { v.span } else { v.root.span },
                    format!(
                        "`reduction({}:{text})`: `{text}` has type `{}`, {what}",
                        op.as_str(),
                        ty.message_spelling()
                    ),
                )
                .with_label("cannot be reduced"),
            );
        } else if bitwise && elem.is_floating() {
            diags.push(
                Diagnostic::error(if member { v.span } else { v.root.span }, format!("reduction operator `{}` requires an integer variable, but `{text}` has type `{}`", op.as_str(), ty.message_spelling()))
                    .with_label("floating-point variable")
                    .with_secondary(op_span, "bitwise operator"),
            );
        } else if elem.is_complex() && !matches!(op, ReductionOp::Add | ReductionOp::Mul) {
            diags.push(
                Diagnostic::error(if member { v.span } else { v.root.span }, format!("reduction operator `{}` does not apply to `{text}` of type `{}`: complex values reduce by `+` and `*` only", op.as_str(), ty.message_spelling()))
                    .with_label("a complex variable")
                    .with_secondary(op_span, "operator"),
            );
        }
    }
}

fn site_kind(site: &PragmaSite<'_>, id: SymbolId) -> SymbolKind {
    site.symbol(id).kind
}

fn collect_var_exprs<'d>(v: &'d VarRef, out: &mut Vec<&'d Expr>) {
    // The base may be a member path (`s.a`, `p->x`): its root is checked separately.
    for s in &v.subscripts {
        match &s.kind {
            SubscriptKind::Index(e) => out.push(e),
            SubscriptKind::Section { lower, length } => {
                out.extend(lower.iter().chain(length.iter()))
            }
        }
    }
}

/// `a[e1][e2]…` rooted at a variable: the variable, the span of its name and the
/// subscripts, outermost first (`None` for anything else, a bare name included).
pub fn subscripted_variable<'e>(
    e: &'e Expr,
    symbols: &Symbols,
) -> Option<(SymbolId, accc_front::Span, Vec<&'e Expr>)> {
    let mut subs = Vec::new();
    let mut x = e;
    while let ExprKind::Index { base, index } = &x.kind {
        subs.push(&**index);
        x = base;
    }
    let ExprKind::Ident(i) = &x.kind else {
        return None;
    };
    if subs.is_empty() {
        return None;
    }
    subs.reverse();
    Some((symbols.resolve(i)?, x.span, subs))
}

/// Calls `f` for every identifier used as a value in `e` (not member names).
pub fn for_each_ident(e: &Expr, f: &mut dyn FnMut(&Ident)) {
    e.walk(&mut |x| {
        if let ExprKind::Ident(i) = &x.kind {
            f(i)
        }
    });
}
