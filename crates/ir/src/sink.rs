//! `collapse(force:n)` over loops that are not tightly nested (OpenACC 3.3, the loop
//! construct's `collapse` clause): the code between the loops (the intervening code) may
//! run more than once per iteration of the loop around it, as the collapse needs. accc
//! sinks it into the innermost body, as Flang does: every iteration of the collapsed
//! space runs the code before each inner loop, the innermost body, then the code after
//! each inner loop, innermost last. The nest is then tightly nested for every back end
//! ([`SunkNest`]), which collapses it as any other.
//!
//! What the transformation needs, each checked here with an error at the user's line:
//! - the inner loops' bounds and steps are computed once, before the collapsed loops
//!   run, so they may not read what the intervening code writes or declares;
//! - the intervening code may not use an inner loop's variable (its value after that
//!   loop, which the source would read, is no value of the collapsed space);
//! - no `break` or `continue` may leave the sunk code for a loop of the nest (it would
//!   skip or end iterations of the collapsed space instead of one loop's);
//! - no directive but `atomic` stands in the intervening code, and no pragma on the
//!   inner loops (another `loop` would partition a loop that no longer exists).

use accc_front::ast::*;
use accc_front::directive::Directive;
use accc_front::{Diagnostic, Span};
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

use crate::SunkNest;

/// One level of a collapsed nest: the loop `outer` and the loop `inner` nested in its
/// body, with `intervening` beside `inner` (empty when the two are tightly nested).
pub(crate) struct Level<'a> {
    pub inner: &'a Stmt,
    /// The variable of `inner`.
    pub inner_var: Option<SymbolId>,
    pub intervening: Vec<&'a BlockItem>,
}

/// The loop nested in `outer`'s body that `collapse` takes next: the body itself or the
/// only item of a block body (tightly nested: no intervening code), or, with `force`,
/// the one `for` statement among a block body's items (the others intervening). `None`
/// when there is no such loop, or several.
pub(crate) fn next_loop<'a>(outer: &'a Stmt, force: bool) -> Option<Level<'a>> {
    let StmtKind::For { body, .. } = &outer.kind else {
        return None;
    };
    let tight = |inner: &'a Stmt| Level {
        inner,
        inner_var: None,
        intervening: Vec::new(),
    };
    match &body.kind {
        StmtKind::For { .. } => Some(tight(body)),
        StmtKind::Compound(b) => {
            let is_loop = |i: &BlockItem| matches!(i, BlockItem::Stmt(s) if matches!(s.kind, StmtKind::For { .. }));
            let mut loops = b.items.iter().filter(|i| is_loop(i));
            let (Some(BlockItem::Stmt(inner)), None) = (loops.next(), loops.next()) else {
                return None;
            };
            if b.items.len() == 1 {
                return Some(tight(inner));
            }
            force.then(|| Level {
                inner,
                inner_var: None,
                intervening: b.items.iter().filter(|i| !is_loop(i)).collect(),
            })
        }
        _ => None,
    }
}

/// What the checks need of the IR builder.
pub(crate) struct Context<'c> {
    pub sema: &'c Sema,
    pub directive: &'c dyn Fn(&Pragma) -> Option<&'c Directive>,
    /// The `collapse` clause, where secondary labels point.
    pub clause: Span,
    /// An exit from the outermost loop already reported (not reported twice).
    pub reported_exit: Option<Span>,
}

/// The nest whose outermost loop is `root` and whose levels are `levels` (outermost
/// first, at least one with intervening code), its intervening code sunk; or the errors
/// that keep it from being collapsed. Updates in the intervening code (`s += x`, `n++`)
/// are legal but repeated for every iteration of the inner loops: each gets a warning in
/// `warnings`.
pub(crate) fn sink(
    root: &Stmt,
    levels: &[Level<'_>],
    cx: &Context<'_>,
    warnings: &mut Vec<Diagnostic>,
) -> Result<SunkNest, Vec<Diagnostic>> {
    let syms = &cx.sema.symbols;
    let mut errors = Vec::new();
    // Every statement of the intervening code, as one block for the access analysis.
    let code_of = |items: &[&BlockItem]| Stmt {
        pragmas: Vec::new(),
        kind: StmtKind::Compound(Block {
            items: items.iter().map(|&i| i.clone()).collect(),
            span: Span::default(),
        }),
        span: Span::default(),
    };
    let mut intervening = Vec::new();
    let mut declared = Vec::new();
    // What the intervening code of the levels so far writes or declares, with where.
    let mut written: Vec<(SymbolId, Span)> = Vec::new();
    for (k, level) in levels.iter().enumerate() {
        let code = code_of(&level.intervening);
        let acc = access::collect_stmt(&code, syms);
        for item in &level.intervening {
            intervening.push(item_span(item));
            directives_in(item, cx, &mut errors);
        }
        // (In the order of their declarations: the set's order is not fixed.)
        let mut locals: Vec<SymbolId> = acc.locals.iter().copied().collect();
        locals.sort_by_key(|&sym| syms.get(sym).span.lo);
        for sym in locals {
            declared.push(syms.get(sym).name.clone());
            written.push((sym, syms.get(sym).span));
        }
        written.extend(
            acc.list
                .iter()
                .filter(|a| a.kind != AccessKind::Read)
                .map(|a| (a.sym, a.span)),
        );
        for a in acc.list.iter().filter(|a| a.kind == AccessKind::Update) {
            warnings.push(
                Diagnostic::warning(a.span, "this update between loops collapsed with `force` is repeated for every iteration of the loops inside it")
                    .with_label("updated in the code between the collapsed loops")
                    .with_secondary(cx.clause, "the loops are collapsed here")
                    .with_note("the code between the loops runs in every iteration of the collapsed loops on the parallel targets, and once per iteration of its own loop on `host`: the answers differ")
                    .with_help("make the update once per outer iteration in the innermost body (when the inner loop variables are at their first values), or collapse fewer loops"),
            );
        }
        // The variables of the loops this code encloses.
        for inner in &levels[k..] {
            let Some(var) = inner.inner_var else { continue };
            if let Some(a) = acc.of(var).next() {
                let name = &syms.get(var).name;
                errors.push(
                    Diagnostic::error(a.span, format!("the code between collapsed loops cannot use `{name}`, the variable of a loop it encloses"))
                        .with_label(format!("`{name}` used here"))
                        .with_secondary(cx.clause, "the loops are collapsed here")
                        .with_note("this code runs in every iteration of the collapsed loops, where the value it would read here (the variable after its loop) does not exist")
                        .with_help("use a variable of its own, or compute the value from the loop's bounds"),
                );
            }
        }
        // The inner loop's bounds and step, computed before the collapsed loops run.
        let StmtKind::For {
            init, cond, step, ..
        } = &level.inner.kind
        else {
            continue;
        };
        let mut header = Vec::new();
        match init {
            Some(ForInit::Expr(e)) => header.push(e),
            Some(ForInit::Decl(d)) => {
                header.extend(d.declarators.iter().filter_map(|i| match &i.init {
                    Some(Initializer::Expr(e)) => Some(e),
                    _ => None,
                }))
            }
            None => {}
        }
        header.extend(cond.iter());
        header.extend(step.iter());
        let mut reported = std::collections::HashSet::new();
        for e in header {
            accc_sema::analyze::for_each_ident(e, &mut |i| {
                let Some(sym) = syms.resolve(i).filter(|&s| Some(s) != level.inner_var) else {
                    return;
                };
                let Some(&(_, at)) = written.iter().find(|(s, _)| *s == sym) else {
                    return;
                };
                if !reported.insert(sym) {
                    return;
                }
                errors.push(
                    Diagnostic::error(i.span, format!("the bounds of a loop collapsed with `force` cannot depend on `{}`, which the code between the loops writes", i.name))
                        .with_label("read by the loop's header")
                        .with_secondary(at, "written between the loops here")
                        .with_secondary(cx.clause, "the loops are collapsed here")
                        .with_note("the bounds and steps of collapsed loops are computed once, before the loops run; the code between them runs in every iteration of the collapsed loops")
                        .with_help("compute the bound before the outermost loop"),
                );
            });
        }
        if let Some(p) = level.inner.pragmas.first() {
            errors.push(
                Diagnostic::error(
                    p.span,
                    "a loop collapsed with the code around it cannot carry a pragma of its own",
                )
                .with_label("pragma on an inner loop of the collapsed nest")
                .with_secondary(cx.clause, "the loops are collapsed here")
                .with_note("its header is taken out: the collapsed loops run as one loop"),
            );
        }
    }
    let StmtKind::For { body, .. } = &root.kind else {
        unreachable!("collapsed nests are `for` loops")
    };
    let inners: Vec<&Stmt> = levels.iter().map(|l| l.inner).collect();
    let sunk = sunk_body(body, &inners);
    let mut exits = Vec::new();
    leaving(&sunk, false, false, &mut exits);
    for (exit, what) in exits
        .into_iter()
        .filter(|&(e, _)| Some(e) != cx.reported_exit)
    {
        errors.push(
            Diagnostic::error(exit, format!("`{what}` cannot leave a loop of a nest collapsed with `force`"))
                .with_label("jumps out of a collapsed loop")
                .with_secondary(cx.clause, "the loops are collapsed here")
                .with_note("the code between the loops runs in every iteration of the collapsed loops: the loop it would leave no longer exists")
                .with_help("compute a condition and test it instead of leaving the loop"),
        );
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let headers = inners
        .iter()
        .map(|inner| match &inner.kind {
            StmtKind::For { body, .. } => Span {
                lo: inner.span.lo,
                hi: body.span.lo,
            },
            _ => unreachable!("collapsed nests are `for` loops"),
        })
        .collect();
    Ok(SunkNest {
        body: sunk,
        headers,
        intervening,
        declared,
    })
}

fn item_span(item: &BlockItem) -> Span {
    match item {
        BlockItem::Stmt(s) => Span {
            lo: s.pragmas.first().map_or(s.span.lo, |p| p.span.lo),
            hi: s.span.hi,
        },
        BlockItem::Decl(d) => d.span,
    }
}

/// `body` with each of `inners` (nested loops, outermost first; the first in `body`)
/// replaced by its own body: the statement every iteration of the collapsed space runs.
fn sunk_body(body: &Stmt, inners: &[&Stmt]) -> Stmt {
    let Some((&inner, rest)) = inners.split_first() else {
        return body.clone();
    };
    let StmtKind::For {
        body: inner_body, ..
    } = &inner.kind
    else {
        unreachable!("collapsed nests are `for` loops")
    };
    let replaced = sunk_body(inner_body, rest);
    if std::ptr::eq(body, inner) {
        return replaced;
    }
    let StmtKind::Compound(b) = &body.kind else {
        unreachable!("a loop with intervening code is in a block")
    };
    let mut replaced = Some(replaced);
    let items = b
        .items
        .iter()
        .map(|item| match item {
            BlockItem::Stmt(s) if std::ptr::eq(s, inner) => {
                BlockItem::Stmt(replaced.take().expect("one inner loop"))
            }
            other => other.clone(),
        })
        .collect();
    Stmt {
        pragmas: body.pragmas.clone(),
        kind: StmtKind::Compound(Block {
            items,
            span: b.span,
        }),
        span: body.span,
    }
}

/// The `break` and `continue` statements of `s` that leave it for a loop around it: not
/// inside a loop of `s` (nor, for `break`, a `switch`).
fn leaving(s: &Stmt, in_loop: bool, in_switch: bool, out: &mut Vec<(Span, &'static str)>) {
    match &s.kind {
        StmtKind::Break if !in_loop && !in_switch => out.push((s.span, "break")),
        StmtKind::Continue if !in_loop => out.push((s.span, "continue")),
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. } => leaving(body, true, in_switch, out),
        StmtKind::Switch { body, .. } => leaving(body, in_loop, true, out),
        _ => s.for_each_child(&mut |c| leaving(c, in_loop, in_switch, out)),
    }
}

/// Directives in an item of the intervening code but `atomic`: errors (the code is sunk
/// into the innermost body, where another `loop` would partition a loop that no longer
/// exists, and a `cache` would stage data for iterations that are not its loop's).
fn directives_in(item: &BlockItem, cx: &Context<'_>, errors: &mut Vec<Diagnostic>) {
    let mut check = |pragmas: &[Pragma]| {
        for p in pragmas {
            let Some(d) = (cx.directive)(p) else { continue };
            // An `atomic` statement runs as any other statement of the sunk code.
            if !matches!(d.kind, accc_front::directive::DirectiveKind::Atomic(_)) {
                errors.push(
                    Diagnostic::error(d.name_span, format!("`{}` cannot stand between loops collapsed with `force`", d.kind.full_name()))
                        .with_label("directive in the code between the collapsed loops")
                        .with_secondary(cx.clause, "the loops are collapsed here")
                        .with_note("the code between the loops runs in every iteration of the collapsed loops, which are one loop")
                        .with_help("collapse fewer loops, or move the loop out of the nest"),
                );
            }
        }
    };
    match item {
        BlockItem::Decl(d) => check(&d.pragmas),
        BlockItem::Stmt(s) => s.walk(&mut |s| check(&s.pragmas)),
    }
}
