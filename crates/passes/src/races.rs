//! Races in loops that the user asserted independent. In a `parallel` construct a `loop`
//! directive without `seq` or `auto` promises that the iterations are independent, and
//! accc takes the promise: it neither checks nor serialises. Many programs break it
//! without meaning to, by accumulating into data that every iteration shares:
//!
//! * an array element whose subscripts do not change with the loop's index
//!   (`x1[i] += A[i][j] * y[j]` in loop `j`);
//! * a scalar declared outside the loop that an iteration reads and then writes
//!   (`sum += a[i]`, `if (a[i] > m) m = a[i];`) with no `reduction` clause for it.
//!
//! Each is a warning at the loop (and a line of `-Minfo`) with the clause that would make
//! the loop right; the generated code does not change. The test is deliberately narrow:
//! it warns only where every iteration certainly writes the same place (subscripts that
//! are affine in variables the loop does not change), so a warning is never noise.
//! Updates under `atomic`, variables declared in the loop, and variables a clause of the
//! loop or of its construct makes private or a reduction are not races.

use std::collections::HashSet;

use accc_front::ast::{BinaryOp, StmtKind};
use accc_front::diag::Diagnostic;
use accc_front::directive::{ClauseName, DirectiveKind};
use accc_front::span::SourceMap;
use accc_ir::{ComputeRegion, Loop, Module};
use accc_sema::access::{self, Access, AccessKind, Accesses};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;
use accc_sema::loops::affine;
use accc_sema::SymbolId;

/// Records the races of every loop of every `parallel` construct in [`Loop::races`] and
/// returns them as warnings. Runs before scheduling, while the loops' private and
/// reduction lists hold only what the user wrote.
pub fn find_races(module: &mut Module<'_>, sema: &Sema, sm: &SourceMap) -> Vec<Diagnostic> {
    let mut warnings = Vec::new();
    for (index, region) in module.regions.iter_mut().enumerate() {
        if region.kind != DirectiveKind::Parallel {
            continue;
        }
        let shared_safe = updated_atomically(&module.constructs, index, sema);
        let construct_private = construct_private(region);
        let mut cx = Context {
            sema,
            sm,
            exempt: shared_safe.union(&construct_private).copied().collect(),
            warnings: &mut warnings,
        };
        for l in &mut region.loops {
            cx.visit(l);
        }
    }
    warnings
}

struct Context<'c> {
    sema: &'c Sema,
    sm: &'c SourceMap,
    /// Variables that are no race wherever they are written: updated by `atomic`, or
    /// private or a reduction of the construct.
    exempt: HashSet<SymbolId>,
    warnings: &'c mut Vec<Diagnostic>,
}

impl Context<'_> {
    fn visit(&mut self, l: &mut Loop<'_>) {
        if asserted_independent(l) && !l.collapsed_into_parent {
            l.races = self.races_of(l);
            let d = l.directive.expect("asserted by a loop directive");
            for race in &l.races {
                self.warnings.push(
                    Diagnostic::warning(d.name_span, race.message.clone())
                        .with_label("iterations of this loop run in any order, at once")
                        .with_help(race.help.clone()),
                );
            }
        }
        for c in &mut l.children {
            self.visit(c);
        }
    }

    fn races_of(&self, l: &Loop<'_>) -> Vec<accc_ir::Race> {
        let StmtKind::For { body, .. } = &l.stmt.kind else {
            return Vec::new();
        };
        // One iteration cannot race with itself.
        if l.canonical
            .as_ref()
            .is_ok_and(|c| c.trip_count.is_some_and(|n| n <= 1))
        {
            return Vec::new();
        }
        let syms = &self.sema.symbols;
        let mut acc = access::collect_stmt(body, syms);
        // A nested loop whose clauses make a variable private or a reduction takes care
        // of the accesses in it.
        let mut handled = Vec::new();
        for c in &l.children {
            c.walk(&mut |inner| {
                handled.extend(clause_vars(inner).map(|sym| (sym, inner.stmt.span)));
            });
        }
        acc.list.retain(|a| {
            !handled
                .iter()
                .any(|&(sym, at)| a.sym == sym && at.lo <= a.span.lo && a.span.hi <= at.hi)
        });
        // The loop's own induction variables (collapsed ones included), and what the loop
        // makes private or a reduction by a clause.
        let mut not_shared: HashSet<SymbolId> = nest_vars(l);
        not_shared.extend(clause_vars(l));
        not_shared.extend(self.exempt.iter().copied());
        // Variables whose value changes within an iteration: a subscript naming one may
        // differ between iterations.
        let mut varying = acc.varying();
        varying.extend(nest_vars(l));
        let loop_name = l
            .var()
            .map(|v| syms.get(v).name.clone())
            .unwrap_or_else(|| "this".into());
        let mut races = Vec::new();
        for sym in acc
            .captured()
            .into_iter()
            .filter(|s| !not_shared.contains(s))
        {
            let uses: Vec<&Access> = acc.of(sym).collect();
            races.extend(
                self.scalar_race(sym, &uses, &loop_name)
                    .or_else(|| self.element_race(&acc, sym, &uses, &varying, &loop_name)),
            );
        }
        races
    }

    /// A scalar that an iteration reads before it writes it (an update carried from one
    /// iteration to the next, which only a reduction can make right). Taking its address
    /// (`f(&s)`) is neither: what the callee does with it is not known.
    fn scalar_race(
        &self,
        sym: SymbolId,
        uses: &[&Access],
        loop_name: &str,
    ) -> Option<accc_ir::Race> {
        let syms = &self.sema.symbols;
        if !syms.get(sym).ty.is_scalar() || syms.get(sym).ty.is_pointer() {
            return None;
        }
        let scalar_uses: Vec<&&Access> = uses
            .iter()
            .filter(|a| !a.is_element && (a.kind != AccessKind::Update || a.update_op.is_some()))
            .collect();
        let written = scalar_uses.iter().any(|a| a.kind != AccessKind::Read);
        let read_first = scalar_uses
            .first()
            .is_some_and(|a| a.kind == AccessKind::Read || a.update_op.is_some());
        if !written || !read_first {
            return None;
        }
        let name = &syms.get(sym).name;
        let op = scalar_uses
            .iter()
            .find_map(|a| a.update_op)
            .and_then(operator_of);
        Some(accc_ir::Race {
            message: format!(
                "loop `{loop_name}` is independent (parallel construct) but every iteration updates `{name}`, declared outside it: a data race"
            ),
            help: reduction_help(op, name),
        })
    }

    /// An array element that every iteration writes: its subscripts are affine in
    /// variables the loop does not change. (An address taken, `&a[0]`, is no write.)
    fn element_race(
        &self,
        acc: &Accesses,
        sym: SymbolId,
        uses: &[&Access],
        varying: &HashSet<SymbolId>,
        loop_name: &str,
    ) -> Option<accc_ir::Race> {
        let syms = &self.sema.symbols;
        let fixed = uses.iter().find(|a| {
            a.is_element
                && (a.kind == AccessKind::Write || a.update_op.is_some())
                && !a.subscripts.is_empty()
                && !acc.locals.contains(&a.sym)
                && a.subscripts.iter().all(|e| {
                    let e = strip_casts(e);
                    affine(e, syms).is_some_and(|f| {
                        f.terms
                            .keys()
                            .all(|m| m.iter().all(|s| !varying.contains(s)))
                    })
                })
        })?;
        let element = self.sm.snippet(fixed.span).trim().to_string();
        let op = fixed.update_op.and_then(operator_of);
        let (name, section) = match element.split_once('[') {
            Some((name, rest)) => (name.trim().to_string(), section_of(rest)),
            None => (syms.get(sym).name.clone(), String::new()),
        };
        Some(accc_ir::Race {
            message: format!(
                "loop `{loop_name}` is independent (parallel construct) but every iteration writes `{element}`: a data race"
            ),
            help: reduction_help(op, &format!("{name}{section}")),
        })
    }
}

/// The clause to suggest for `item`, updated with `op` when it is known.
fn reduction_help(op: Option<&str>, item: &str) -> String {
    match op {
        Some(op) => format!("add `reduction({op}:{item})` to the loop, or `seq`"),
        None => format!(
            "add a reduction for `{item}` to the loop with the operator of its update (`reduction(max:{item})`, `reduction(min:{item})`, …), or `seq`"
        ),
    }
}

/// `[i][k]` → `[i:1][k:1]`, from the text after the name's first `[`.
fn section_of(after_first_bracket: &str) -> String {
    after_first_bracket
        .trim_end_matches(']')
        .split("][")
        .map(|s| format!("[{}:1]", s.trim()))
        .collect()
}

fn strip_casts(e: &accc_front::ast::Expr) -> &accc_front::ast::Expr {
    match &e.kind {
        accc_front::ast::ExprKind::Cast { expr, .. } => strip_casts(expr),
        _ => e,
    }
}

fn operator_of(op: BinaryOp) -> Option<&'static str> {
    Some(match op {
        BinaryOp::Add | BinaryOp::Sub => "+",
        BinaryOp::Mul => "*",
        BinaryOp::BitAnd => "&",
        BinaryOp::BitOr => "|",
        BinaryOp::BitXor => "^",
        BinaryOp::LogAnd => "&&",
        BinaryOp::LogOr => "||",
        _ => return None,
    })
}

/// A loop of a `parallel` construct whose directive asserts independence: not `seq`,
/// not `auto`.
fn asserted_independent(l: &Loop<'_>) -> bool {
    l.directive
        .is_some_and(|d| !d.has_clause(ClauseName::Seq) && !d.has_clause(ClauseName::Auto))
}

/// The induction variables of `l` and of the loops its `collapse` covers.
fn nest_vars(l: &Loop<'_>) -> HashSet<SymbolId> {
    let mut out: HashSet<SymbolId> = l.var().into_iter().collect();
    let mut level = &l.children;
    while let Some(c) = level.first().filter(|c| c.collapsed_into_parent) {
        out.extend(c.var());
        level = &c.children;
    }
    out
}

/// What the loop's clauses make private or a reduction. (This pass runs before
/// scheduling, so these are the user's clauses, not what the privatiser adds.)
fn clause_vars<'l>(l: &'l Loop<'_>) -> impl Iterator<Item = SymbolId> + 'l {
    l.private
        .iter()
        .chain(&l.firstprivate)
        .copied()
        .chain(l.reductions.iter().map(|r| r.sym))
}

/// Variables the construct makes private, firstprivate (explicitly) or a reduction.
fn construct_private(region: &ComputeRegion<'_>) -> HashSet<SymbolId> {
    region
        .vars
        .iter()
        .filter(|v| {
            !v.implicit && (v.attr.is_private() || matches!(v.attr, DataAttr::Reduction(_)))
        })
        .map(|v| v.sym)
        .collect()
}

/// Variables written by `atomic` statements of region `index`.
fn updated_atomically(
    constructs: &[accc_ir::Construct<'_>],
    index: usize,
    sema: &Sema,
) -> HashSet<SymbolId> {
    constructs
        .iter()
        .filter(|c| {
            c.in_region == Some(index) && matches!(c.directive.kind, DirectiveKind::Atomic(_))
        })
        .filter_map(|c| c.stmt)
        .flat_map(|stmt| {
            access::collect_stmt(stmt, &sema.symbols)
                .list
                .into_iter()
                .filter(|a| a.kind != AccessKind::Read)
                .map(|a| a.sym)
        })
        .collect()
}
