//! How the statements of each planned cache region reach its copies
//! (`accc_ir::tile::access`): per copy and dimension where the copy starts and whether an
//! access may be written relative to the thread's own `lower` ([`placement`]), and, for
//! each access of a cached array, its copy, its form (read, assignment, increment, a
//! channel's store), how each cache index is formed and whether it is hoisted into a
//! register, and the register a window read takes ([`region_accesses`]). The back ends
//! print the records; nothing here writes code.
//!
//! An index is relative to `lower` only while `lower` has the value it had when the
//! range was set (its variables are region-invariant); it is hoisted when the subscript
//! itself is region-invariant (`--cache-opt=no-hoist` turns it off), except in a
//! coarsened tile, whose rows recompute every index anyway (there the hoisted registers
//! made Jacobi 5% slower: 14.70 against 13.95 ms, H200). Accesses whose indices are the
//! same text share a hoisted register.

use std::collections::HashMap;

use accc_front::ast::{
    BlockItem, Expr, ExprKind, Initializer, LocalDeclKind, Stmt, StmtKind, UnaryOp,
};
use accc_front::directive::DirectiveKind;
use accc_front::SourceMap;
use accc_ir::tile::access::{
    AccessForm, DimPlacement, Hoisted, IndexForm, Mover, Place, RangeStart, RegionAccesses,
    TileAccess, TileIndex, WindowTerm,
};
use accc_ir::tile::{CacheOptions, Mode, RegionPlan, ScopeMethod};
use accc_sema::analyze::{subscripted_variable, Sema};

use super::plan::{cache_directive, item_pragmas, region_items};
use super::window::offset;

/// Per variable of `plan` and dimension: where the copy starts, and where the thread's
/// own `lower` lies in it.
pub fn placement(plan: &RegionPlan, opts: &CacheOptions) -> Vec<Vec<DimPlacement>> {
    let placed = |j: usize, v: &accc_ir::tile::VarPlan| {
        let x = &v.dims[j];
        if v.mode == Mode::Shared && x.rho != 0 {
            let rho = x.rho;
            let mover = match (&plan.tile, x.along_rows, &plan.window) {
                (Some(_), true, _) => Mover::TileRow,
                (Some(_), false, _) => Mover::TileColumn,
                (None, _, Some(_)) => Mover::WindowLane,
                (None, _, None) => Mover::Lane,
            };
            // A range moving backwards starts at the last thread's `lower`; a window
            // reads its own registers; under coarsening a thread's rows are not its
            // place in the block.
            let relative = match mover {
                _ if rho < 0 => None,
                Mover::TileRow => Some(Place::TileRow { rho }),
                _ if plan.window.is_some() => None,
                Mover::TileColumn => Some(Place::TileColumn { rho }),
                Mover::Lane => Some(Place::Lane { rho }),
                Mover::WindowLane => None,
            };
            let published = opts.scope == ScopeMethod::Communicating;
            DimPlacement {
                start: RangeStart::Moving {
                    rho,
                    mover,
                    published,
                },
                relative,
            }
        } else if plan.stage.is_some() && j == 0 {
            DimPlacement {
                start: RangeStart::StagedTile,
                relative: None,
            }
        } else {
            DimPlacement {
                start: RangeStart::Lower,
                relative: Some(Place::Origin),
            }
        }
    };
    (plan.vars.iter())
        .map(|v| (0..v.dims.len()).map(|j| placed(j, v)).collect())
        .collect()
}

/// The accesses of every region of `plans` (by id) in the kernel body `body`.
/// `coarsened`: the kernel runs a coarsened tile (no index is hoisted).
pub fn region_accesses(
    plans: &HashMap<u32, RegionPlan>,
    body: &[&Stmt],
    opts: &CacheOptions,
    coarsened: bool,
    sema: &Sema,
    sm: &SourceMap,
) -> HashMap<u32, RegionAccesses> {
    let mut walker = Walker {
        plans,
        sema,
        sm,
        hoist: opts.hoist && !coarsened,
        regions: (plans.iter())
            .map(|(&id, p)| (id, Collected::new(placement(p, opts))))
            .collect(),
    };
    for s in body {
        walker.stmt(s, None);
    }
    (walker.regions.into_iter())
        .map(|(id, c)| (id, c.finish()))
        .collect()
}

/// What the walk found in one region so far.
struct Collected {
    accesses: RegionAccesses,
    /// The text of each hoisted slot's index (equal texts share a slot).
    slot_keys: Vec<String>,
}

impl Collected {
    fn new(placement: Vec<Vec<DimPlacement>>) -> Collected {
        Collected {
            accesses: RegionAccesses {
                placement,
                ..RegionAccesses::default()
            },
            slot_keys: Vec::new(),
        }
    }

    fn finish(mut self) -> RegionAccesses {
        let list = &mut self.accesses.accesses;
        list.sort_by_key(|a| a.span);
        list.dedup_by_key(|a| a.span);
        self.accesses
    }
}

struct Walker<'a> {
    plans: &'a HashMap<u32, RegionPlan>,
    sema: &'a Sema,
    sm: &'a SourceMap,
    hoist: bool,
    regions: HashMap<u32, Collected>,
}

impl Walker<'_> {
    /// `s`, inside region `current` (its id), entering the regions it holds as the
    /// printer does: a staged loop's body, an `fcw` block without braces, a loop body whose
    /// neighbourhoods are cached, a directive's items in a block.
    fn stmt(&mut self, s: &Stmt, current: Option<u32>) {
        let other = |id: u32| current != Some(id);
        if let Some(p) = (self.plans.get(&s.span.lo)).filter(|p| p.stage.is_some() && other(p.id)) {
            if let StmtKind::For { body, .. } = &s.kind {
                self.stmt(body, Some(p.id));
            }
            return;
        }
        let fcw = cache_directive(self.sema, &s.pragmas).filter(|(d, id)| {
            d.kind == DirectiveKind::Fcw && self.plans.contains_key(id) && other(*id)
        });
        if let Some((_, id)) = fcw {
            return self.stmt(s, Some(id));
        }
        let neighbourhood = self.plans.get(&s.span.lo);
        if neighbourhood.is_some_and(|p| p.neighbourhood.is_some() && other(s.span.lo)) {
            return self.stmt(s, Some(s.span.lo));
        }
        match &s.kind {
            StmtKind::Compound(b) => {
                let mut k = 0;
                while k < b.items.len() {
                    let planned = cache_directive(self.sema, item_pragmas(&b.items[k]))
                        .filter(|(_, id)| self.plans.contains_key(id) && other(*id));
                    let (items, region) = match planned {
                        Some((d, id)) => (region_items(d, &b.items, k), Some(id)),
                        None => (&b.items[k..=k], current),
                    };
                    for item in items {
                        self.item(item, region);
                    }
                    k += items.len();
                }
            }
            StmtKind::Expr(e) | StmtKind::GotoComputed(e) | StmtKind::Return(Some(e)) => {
                self.expr(e, current)
            }
            _ => {
                s.for_each_header_expr(&mut |e| self.expr(e, current));
                s.for_each_child(&mut |c| self.stmt(c, current));
            }
        }
    }

    fn item(&mut self, item: &BlockItem, current: Option<u32>) {
        match item {
            BlockItem::Stmt(s) => self.stmt(s, current),
            BlockItem::Decl(d) => {
                if let LocalDeclKind::Decl(decl) = &d.kind {
                    for i in &decl.declarators {
                        if let Some(init) = &i.init {
                            self.initializer(init, current);
                        }
                    }
                }
            }
        }
    }

    fn initializer(&mut self, init: &Initializer, current: Option<u32>) {
        match init {
            Initializer::Expr(e) => self.expr(e, current),
            Initializer::List { items, .. } => {
                for i in items {
                    self.initializer(&i.init, current);
                }
            }
        }
    }

    /// The accesses in `e`: an access's own subscripts and right-hand side are read
    /// inside it.
    fn expr(&mut self, e: &Expr, current: Option<u32>) {
        let Some(id) = current else {
            return;
        };
        if let Some(inner) = self.access(e, id) {
            for x in inner {
                self.expr(x, current);
            }
            return;
        }
        // The code nested in an expression, which the printer prints as it prints the
        // statements around it.
        match &e.kind {
            ExprKind::StmtExpr(b) => b.items.iter().for_each(|item| self.item(item, current)),
            ExprKind::CompoundLiteral { items, .. } => items
                .iter()
                .for_each(|i| self.initializer(&i.init, current)),
            _ => {}
        }
        for x in e.operands() {
            self.expr(x, current);
        }
    }

    /// Records `e` when it accesses a copy of region `id`, with the accesses a channel
    /// write reads; returns the expressions read inside it.
    fn access<'e>(&mut self, e: &'e Expr, id: u32) -> Option<Vec<&'e Expr>> {
        let plans = self.plans;
        let plan = &plans[&id];
        let (target, form, rhs) = match &e.kind {
            ExprKind::Index { .. } => (e, AccessForm::Read, None),
            ExprKind::Assign { op, lhs, rhs } => {
                (&**lhs, AccessForm::Assign { op: *op }, Some(&**rhs))
            }
            ExprKind::Unary { op, expr } => {
                let (up, postfix) = match op {
                    UnaryOp::PreInc => (true, false),
                    UnaryOp::PostInc => (true, true),
                    UnaryOp::PreDec => (false, false),
                    UnaryOp::PostDec => (false, true),
                    _ => return None,
                };
                (&**expr, AccessForm::Step { up, postfix }, None)
            }
            _ => return None,
        };
        let (sym, _, subs) = subscripted_variable(target, &self.sema.symbols)?;
        let var = plan.vars.iter().position(|v| v.sym == sym)?;
        if subs.len() != plan.vars[var].dims.len() {
            return None;
        }
        // A channel's write stores, between barriers, a value computed from the element's
        // read (`fcw`, D Listing 6.6).
        let channel = plan.predicated && plan.vars[var].fcw.is_some_and(|u| u.channel);
        let form = match form {
            AccessForm::Read => form,
            _ if channel => {
                self.record(id, target, var, &subs, AccessForm::Read);
                AccessForm::ChannelStore
            }
            _ => form,
        };
        self.record(id, e, var, &subs, form);
        Some(subs.into_iter().chain(rhs).collect())
    }

    fn record(&mut self, id: u32, e: &Expr, var: usize, subs: &[&Expr], form: AccessForm) {
        let plans = self.plans;
        let plan = &plans[&id];
        let v = &plan.vars[var];
        let unchanged = |x: &Expr| {
            let mut unchanged = true;
            accc_sema::analyze::for_each_ident(x, &mut |i| {
                if !(self.sema.symbols.resolve(i)).is_some_and(|s| plan.invariant.contains(&s)) {
                    unchanged = false;
                }
            });
            unchanged
        };
        let region = self.regions.get_mut(&id).expect("every plan is collected");
        let mut indices = Vec::new();
        for (j, x) in subs.iter().enumerate() {
            let placed = region.accesses.placement[var][j];
            let form = match placed.relative {
                Some(place) if unchanged(&v.dims[j].lower) => IndexForm::Relative(place),
                _ => IndexForm::FromStart,
            };
            let hoisted = (self.hoist && unchanged(x)).then(|| {
                let key = match form {
                    IndexForm::Relative(place) => {
                        format!(
                            "{place:?} {} {}",
                            lower_key(plan, var, j, self.sm),
                            self.sm.snippet(x.span)
                        )
                    }
                    IndexForm::FromStart => format!("start {var} {j} {}", self.sm.snippet(x.span)),
                };
                match region.slot_keys.iter().position(|k| *k == key) {
                    Some(slot) => slot,
                    None => {
                        region.slot_keys.push(key);
                        region.accesses.hoisted.push(Hoisted {
                            first: e.span,
                            dim: j,
                        });
                        region.slot_keys.len() - 1
                    }
                }
            });
            indices.push(TileIndex { form, hoisted });
        }
        let window = (plan.window.as_ref())
            .filter(|w| w.var == var && form == AccessForm::Read)
            .and_then(|_| window_terms(subs[0], &v.dims[0].lower, self.sema));
        region.accesses.accesses.push(TileAccess {
            span: e.span,
            line: self.sm.locate(e.span).line,
            var,
            form,
            indices,
            window,
        });
    }
}

/// What identifies the text of `lower` of dimension `j` of variable `var` as the region
/// is printed: the user's text, or the parts of the bound the compiler wrote (a
/// neighbourhood's `index + c`, an `fcw` range's `PIVOT - BEFORE`, a staged tile's start).
fn lower_key(plan: &RegionPlan, var: usize, j: usize, sm: &SourceMap) -> String {
    let lower = &plan.vars[var].dims[j].lower;
    if plan.stage.is_some() {
        return if j == 0 { "tile start" } else { "0" }.to_string();
    }
    if plan.neighbourhood.is_some() {
        let mut moving = false;
        accc_sema::analyze::for_each_ident(lower, &mut |_| moving = true);
        let c = accc_sema::consteval::eval(lower, &|_| Some(0));
        return format!("index {moving} {c:?}");
    }
    match &lower.kind {
        ExprKind::Binary { lhs, rhs, .. } if plan.fcw => {
            format!("{} - {:?}", sm.snippet(lhs.span), rhs.kind)
        }
        _ => sm.snippet(lower.span).to_string(),
    }
}

/// The register-window index of a read at `subscript`: `subscript - lower` as constants
/// and multiples of (unrolled) loop variables.
fn window_terms(subscript: &Expr, lower: &Expr, sema: &Sema) -> Option<Vec<WindowTerm>> {
    let delta = offset(subscript, lower, sema)?;
    (delta.terms.iter())
        .map(|(monomial, &c)| match monomial.as_slice() {
            [] => Some(WindowTerm::Constant(c)),
            [s] => Some(WindowTerm::Scaled {
                by: c,
                var: *s,
                name: sema.symbols.get(*s).name.clone(),
            }),
            _ => None,
        })
        .collect()
}
