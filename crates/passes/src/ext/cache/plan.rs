//! What each `cache` directive of a kernel body caches, and how (no code is written here).
//!
//! Sharing (dissertation 5.3.2, "extract sharing"): inside a loop whose iterations are the
//! threads of a block (the kernel's parallel loop, or a vector loop under a gang loop),
//! a subarray dimension whose `lower` is `rate*ITR + const` — `ITR` that loop's induction
//! variable, `rate` a constant, `const` the same for every thread — moves by
//! `rate*step` elements from one thread to the next, so the block needs one copy of
//! `length + |rate*step|*(width-1)` elements instead of one per thread. Dimensions whose
//! `lower` is the same for every thread need `length`. A variable with two thread-varying
//! dimensions, or a thread-varying `lower` of another form, gets a private copy per
//! thread. Only one grid dimension exists per loop here (threads of a block are 1-D), so a
//! nest of parallel loops shares along its innermost (vector) loop and keeps the outer
//! (gang) loop's dimension at `length`: the dissertation's answer to a gang/vector
//! conflict (5.5.4).
//!
//! A shared copy needs barriers that every thread of the block reaches, so the path from
//! the loop body to the region must be uniform: blocks and `for` loops whose bounds are
//! the same for every thread, with no `break`/`continue`/`return`/`goto` leaving a
//! statement the threads may skip. Otherwise the copies are private (no barrier at all).

use std::collections::HashSet;

use accc_front::ast::*;
use accc_front::directive::{Directive, DirectiveArg, DirectiveKind, SubscriptKind, VarRef};
use accc_front::{SourceMap, Span};
use accc_ir::tile::{CacheImpl, CacheOptions};
use accc_sema::access::{self, AccessKind};
use accc_sema::analyze::Sema;
use accc_sema::{size_align, ArrayLen, SymbolId, Type};

use super::facts::{address_taken, has_side_effects, item_escapes};

/// The plan's data (a region's variables, their dimensions, who runs them) lives in the IR.
pub use accc_ir::tile::{
    DimPlan, FcwUse, Mode, Neighbourhoods, RegionPlan, SharingLoop, Threads, VarPlan,
};

/// Most shared memory the cached copies of one kernel may take: the kernel's whole static
/// budget ([`accc_ir::kernel::SHARED_MEMORY_LIMIT`]).
pub use accc_ir::kernel::SHARED_MEMORY_LIMIT as SHARED_LIMIT;

/// Most bytes of constant memory the cached copies of one translation unit may take.
pub use accc_ir::tile::CONSTANT_LIMIT;

/// `nested` value of a directive that precedes a statement outside any block.
const NOT_IN_BLOCK: u32 = u32::MAX;

/// How cache regions stand in the source (their directives and the statements they
/// cover) is the IR's.
pub use accc_ir::tile::regions::{cache_directive, item_pragmas, item_span, region_items};

pub struct Planner<'p> {
    pub sema: &'p Sema,
    /// What the target offers (constant memory), and the wording of messages (shared or
    /// local memory, blocks or work-groups).
    pub caps: accc_ir::Caps,
    pub sm: &'p SourceMap,
    pub opts: &'p CacheOptions,
    pub block: u32,
    /// The vector loops of a two-level kernel (statement span start → sharing loop, if
    /// it can be run uniformly).
    pub vector_loops: std::collections::HashMap<u32, Option<SharingLoop>>,
    pub plans: Vec<RegionPlan>,
    /// Shared-memory bytes planned so far for this kernel.
    pub bytes: u64,
    /// A 2-D tiled kernel: the gang loop whose iterations are the rows of a block (y), the
    /// block's threads along x and its rows.
    pub tile: Option<(SharingLoop, u32, u32)>,
    /// Cache without a directive: loops to stage (see [`super::stage`]) and the kernel
    /// loop's neighbourhoods (see [`super::neighbourhood`]).
    pub stage: bool,
    /// The arrays the kernel only reads, through a device pointer to host data: the host
    /// expression of each, for a copy into constant memory ([`Mode::Constant`]).
    pub constant_hosts: &'p std::collections::HashMap<SymbolId, String>,
    /// Constant-memory bytes still free in the translation unit.
    pub constant_left: u64,
    /// The communicating blocks of the region's `fcw` directives with channels
    /// (`ComputeRegion::fcw_blocks`): their tiles move by the pivots' lane rates,
    /// whatever the pivots' form in the loops' variables.
    pub fcw_blocks: &'p std::collections::HashMap<u32, accc_ir::FcwBlock>,
}

struct Ctx<'c> {
    threads: Threads,
    body: &'c Stmt,
    /// Symbols written in `body` (not uniform across threads).
    written: HashSet<SymbolId>,
    /// Induction variables of uniform `for` loops on the current path.
    uniform_vars: HashSet<SymbolId>,
    /// Variables that differ between the threads although not written in `body` (the
    /// gang loop's variable in a 2-D tile).
    varying: HashSet<SymbolId>,
    /// The path is still uniform (see the module comment).
    path_ok: bool,
    path: Vec<u32>,
    shared_taken: bool,
}

impl<'p> Planner<'p> {
    /// Plans every directive in `body`, run by `threads`.
    pub fn plan_body(&mut self, body: &Stmt, threads: Threads) {
        let written = written_in(body, self.sema);
        let mut varying = HashSet::new();
        if let Threads::Lanes { sharing: Some(s) } = &threads {
            // The loop whose iterations are the threads: `for (j = i; …)` inside it runs a
            // different number of times in each thread.
            varying.insert(s.var);
            if let Some(t) = &self.tile {
                varying.insert(t.0.var);
            }
        }
        let mut ctx = Ctx {
            threads,
            body,
            written,
            uniform_vars: HashSet::new(),
            varying,
            path_ok: true,
            path: Vec::new(),
            shared_taken: false,
        };
        if self.stage && self.stage_neighbourhood(body, &mut ctx) {
            return;
        }
        self.stmt(body, &mut ctx, None);
    }

    fn stmt(&mut self, s: &Stmt, ctx: &mut Ctx<'_>, nested: Option<u32>) {
        if let Some(sharing) = self.vector_loops.get(&s.span.lo).cloned() {
            if let StmtKind::For { body, .. } = &s.kind {
                let mut inner = Planner {
                    sema: self.sema,
                    caps: self.caps,
                    sm: self.sm,
                    opts: self.opts,
                    block: self.block,
                    vector_loops: Default::default(),
                    plans: Vec::new(),
                    bytes: self.bytes,
                    tile: self.tile.clone(),
                    stage: false,
                    constant_hosts: self.constant_hosts,
                    constant_left: self.constant_left,
                    fcw_blocks: self.fcw_blocks,
                };
                if nested.is_none() {
                    inner.plan_body(body, Threads::Lanes { sharing });
                } else {
                    inner.stmt(body, ctx, nested);
                }
                self.bytes = inner.bytes;
                self.constant_left = inner.constant_left;
                self.plans.append(&mut inner.plans);
                return;
            }
        }
        if let Some((d, id)) = cache_directive(self.sema, &s.pragmas)
            .filter(|(_, id)| !self.plans.iter().any(|p| p.id == *id))
        {
            let items = [BlockItem::Stmt(s.clone())];
            // An `fcw` block is the statement the directive precedes, in a block or not
            // (a loop body without braces).
            if d.kind == DirectiveKind::Fcw {
                self.region(d, id, &items, ctx, nested);
                return;
            }
            // A `cache` directive on a statement that is not in a block: ignored, and said
            // so.
            if s.span.lo != ctx.body.span.lo {
                self.region(d, id, &items, ctx, Some(NOT_IN_BLOCK));
                return;
            }
        }
        match &s.kind {
            StmtKind::Compound(b) => self.block(b, s, ctx, nested),
            StmtKind::For { step, body, .. } => {
                let mut var = None;
                let uniform = self.uniform_for(s, step, ctx, &mut var);
                if self.stage
                    && uniform
                    && ctx.path_ok
                    && !ctx.shared_taken
                    && nested.is_none()
                    && self.stage_loop(s, ctx)
                {
                    return;
                }
                let saved = (ctx.path_ok, ctx.uniform_vars.clone());
                ctx.path_ok &= uniform;
                if let (true, Some(v)) = (uniform, var) {
                    ctx.uniform_vars.insert(v);
                }
                ctx.path.push(s.span.lo);
                self.stmt(body, ctx, nested);
                ctx.path.pop();
                ctx.path_ok = saved.0;
                ctx.uniform_vars = saved.1;
            }
            StmtKind::If { then, els, .. } => {
                let saved = ctx.path_ok;
                ctx.path_ok = false;
                self.stmt(then, ctx, nested);
                if let Some(e) = els {
                    self.stmt(e, ctx, nested);
                }
                ctx.path_ok = saved;
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default(body)
            | StmtKind::Labeled { body, .. } => {
                let saved = ctx.path_ok;
                ctx.path_ok = false;
                self.stmt(body, ctx, nested);
                ctx.path_ok = saved;
            }
            _ => {}
        }
    }

    fn block(&mut self, b: &Block, s: &Stmt, ctx: &mut Ctx<'_>, nested: Option<u32>) {
        ctx.path.push(s.span.lo);
        let mut k = 0;
        while k < b.items.len() {
            if let Some((d, id)) = cache_directive(self.sema, item_pragmas(&b.items[k])) {
                let region = region_items(d, &b.items, k);
                // Statements the threads may skip must not jump out of the path.
                let saved = ctx.path_ok;
                if b.items
                    .iter()
                    .enumerate()
                    .any(|(j, it)| (j < k || j >= k + region.len()) && item_escapes(it))
                {
                    ctx.path_ok = false;
                }
                self.region(d, id, region, ctx, nested);
                ctx.path_ok = saved;
                k += region.len();
                continue;
            }
            if let BlockItem::Stmt(st) = &b.items[k] {
                let saved = ctx.path_ok;
                if b.items
                    .iter()
                    .enumerate()
                    .any(|(j, it)| j != k && item_escapes(it))
                    || !self.decls_safe(&b.items, ctx)
                {
                    ctx.path_ok = false;
                }
                self.stmt(st, ctx, nested);
                ctx.path_ok = saved;
            }
            k += 1;
        }
        ctx.path.pop();
    }

    /// Declarations the threads must all run (they may be out of range) read no memory,
    /// or are arithmetic (then their initialiser is guarded).
    fn decls_safe(&self, items: &[BlockItem], _ctx: &Ctx<'_>) -> bool {
        items.iter().all(|it| match it {
            BlockItem::Decl(LocalDecl {
                kind: LocalDeclKind::Decl(d),
                ..
            }) => d.declarators.iter().all(|i| match &i.init {
                None => true,
                Some(Initializer::Expr(_)) => !i
                    .declarator
                    .derived
                    .iter()
                    .any(|x| matches!(x, Derived::Array { .. } | Derived::Function { .. })),
                Some(_) => false,
            }),
            _ => true,
        })
    }

    /// A `for` (`s`, whose increment is `step`) whose header every thread evaluates alike.
    fn uniform_for(
        &self,
        s: &Stmt,
        step: &Option<Expr>,
        ctx: &Ctx<'_>,
        var: &mut Option<SymbolId>,
    ) -> bool {
        // The induction variable: what the increment expression writes.
        if let Some(st) = step {
            let target = match &st.kind {
                ExprKind::Assign { lhs, .. } => Some(&**lhs),
                ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    expr,
                } => Some(&**expr),
                _ => None,
            };
            if let Some(ExprKind::Ident(i)) = target.map(|t| &t.kind) {
                *var = self.sema.symbols.resolve(i);
            }
        }
        if var.is_none() {
            return false;
        }
        let mut ok = true;
        s.for_each_header_expr(&mut |e| {
            accc_sema::analyze::for_each_ident(e, &mut |i| {
                if let Some(s) = self.sema.symbols.resolve(i) {
                    if Some(s) != *var && !self.is_uniform(s, ctx) {
                        ok = false;
                    }
                }
            });
        });
        ok
    }

    fn is_uniform(&self, s: SymbolId, ctx: &Ctx<'_>) -> bool {
        match ctx.threads {
            Threads::Uniform => true,
            Threads::Lanes { .. } => {
                !ctx.varying.contains(&s)
                    && (!ctx.written.contains(&s) || ctx.uniform_vars.contains(&s))
            }
        }
    }

    /// Why a copy of `bytes` is not made: the kernel's shared memory is used up.
    fn no_room(&self, bytes: u64) -> String {
        format!(
            "needs {bytes} bytes of {} per {}; {} left of {SHARED_LIMIT}",
            self.caps.shared_memory_word,
            self.caps.block_word,
            SHARED_LIMIT - self.bytes,
        )
    }

    /// Records for -Minfo that array `sym`, read at loop variable `var`, is not cached
    /// automatically, and why.
    fn not_staged(&self, plan: &mut RegionPlan, sym: SymbolId, var: &str, why: &str) {
        let name = &self.sema.symbols.get(sym).name;
        plan.ignored
            .push((format!("{name}[{var}]"), why.to_string()));
    }

    /// Plans loop `s`, on a uniform path, as an automatic stage (see [`super::stage`]);
    /// false when it is none.
    fn stage_loop(&mut self, s: &Stmt, ctx: &mut Ctx<'_>) -> bool {
        let Some(mut stage) = super::stage::loop_form(s, self.sema, self.sm, 2 * self.block) else {
            return false;
        };
        // A loop of a known, constant trip count (`j = jj; j < jj + 256`): a short one
        // gains nothing; one shorter than two blocks is one tile, so that every tile is
        // whole (a tile of 512 on a loop of 256 ran N-body 12% slower, H200).
        let form = |e: &Expr| accc_sema::loops::affine(e, &self.sema.symbols);
        let trips = form(&stage.bound)
            .zip(form(&stage.lower))
            .and_then(|(b, a)| b.add(&a, -1).as_constant())
            .map(|d| d + i128::from(stage.inclusive));
        if let Some(trips) = trips {
            if trips < super::stage::LEAST_TRIPS {
                return false;
            }
            stage.tile = stage.tile.min(trips as u32);
        }
        let tile = stage.tile;
        let mut plan = RegionPlan::new(
            s.span.lo,
            self.sm.locate(s.span).line,
            ctx.threads.clone(),
            self.sm,
        );
        for candidate in super::stage::arrays(s, &stage, ctx.body, self.sema) {
            let staged = match candidate {
                Ok(staged) => staged,
                Err((sym, why)) => {
                    self.not_staged(&mut plan, sym, &stage.var_name, why);
                    continue;
                }
            };
            let name = self.sema.symbols.get(staged.sym).name.clone();
            let elem_size = staged.elem_size;
            let row = staged.row.unwrap_or(1);
            let bytes = u64::from(tile) * row as u64 * elem_size;
            if self.bytes + bytes > SHARED_LIMIT {
                plan.ignored
                    .push((format!("{name}[{}]", stage.var_name), self.no_room(bytes)));
                continue;
            }
            self.bytes += bytes;
            let whole = |len: i128| DimPlan {
                // (The tiles' start replaces a staged dimension's `lower` when the code is
                // written; a row starts at 0.)
                lower: Expr {
                    kind: ExprKind::IntLit("0".into()),
                    span: s.span,
                },
                len,
                rho: 0,
                extent_max: len,
                along_rows: false,
            };
            let mut dims = vec![whole(i128::from(tile))];
            dims.extend(staged.row.map(whole));
            plan.vars.push(VarPlan {
                sym: staged.sym,
                text: match staged.row {
                    Some(n) => format!("{name}[{}][0:{n}]", stage.var_name),
                    None => format!("{name}[{}]", stage.var_name),
                },
                name,
                elem: staged.elem,
                elem_size,
                dims,
                written: false,
                mode: Mode::Shared,
                pad: 0,
                slots: 0,
                rows: Vec::new(),
                bytes,
                why_private: None,
                fcw: None,
                declared: Vec::new(),
            });
        }
        if plan.vars.is_empty() {
            return false;
        }
        ctx.shared_taken = true;
        let mut path = ctx.path.clone();
        path.push(s.span.lo);
        plan.uniform_path = Some(path);
        plan.stage = Some(stage);
        self.plans.push(plan);
        true
    }

    /// Plans the body of the kernel's parallel loop as a region caching the
    /// neighbourhoods it reads (see [`super::neighbourhood`]); false when it reads none.
    fn stage_neighbourhood(&mut self, body: &Stmt, ctx: &mut Ctx<'_>) -> bool {
        let Threads::Lanes {
            sharing: Some(sharing),
        } = ctx.threads.clone()
        else {
            return false;
        };
        let found = super::neighbourhood::find(body, sharing.var, self.sema, self.sm);
        if found.is_empty() {
            return false;
        }
        let Some(index) = first_use(body, sharing.var, self.sema) else {
            return false;
        };
        let line = self.sm.locate(body.span).line;
        let mut plan = RegionPlan::new(body.span.lo, line, ctx.threads.clone(), self.sm);
        let acc = access::collect_stmt(body, &self.sema.symbols);
        // What `admit` takes, given back if the region is not made.
        let budget = (self.bytes, self.constant_left);
        for n in found {
            let n = match n {
                Ok(n) => n,
                Err((sym, why)) => {
                    self.not_staged(&mut plan, sym, &sharing.name, why);
                    continue;
                }
            };
            // `x[i + least : width]`, or `x[least : width]`: as the directive would say it.
            let at = |kind| Expr {
                kind,
                span: n.ident.span,
            };
            let magnitude = at(ExprKind::IntLit(n.least.unsigned_abs().to_string()));
            let lower = match (n.moving, n.least < 0) {
                (true, negative) => at(ExprKind::Binary {
                    op: if negative {
                        BinaryOp::Sub
                    } else {
                        BinaryOp::Add
                    },
                    lhs: Box::new(index.clone()),
                    rhs: Box::new(magnitude),
                }),
                (false, true) => at(ExprKind::Unary {
                    op: UnaryOp::Neg,
                    expr: Box::new(magnitude),
                }),
                (false, false) => magnitude,
            };
            let v = VarRef {
                root: n.ident.clone(),
                base: at(ExprKind::Ident(n.ident.clone())),
                subscripts: vec![accc_front::directive::Subscript {
                    kind: SubscriptKind::Section {
                        lower: Some(lower),
                        length: Some(at(ExprKind::IntLit(n.width().to_string()))),
                    },
                    span: n.ident.span,
                }],
                span: n.ident.span,
            };
            let text = if n.moving {
                format!(
                    "{}[{}{:+}:{}]",
                    n.ident.name,
                    sharing.name,
                    n.least,
                    n.width()
                )
            } else {
                format!("{}[{}:{}]", n.ident.name, n.least, n.width())
            };
            match self.var(&v, None, &acc, body, ctx) {
                // (A fixed range the L1 cache would broadcast as well is left there.)
                Ok(vp) if !n.moving && vp.mode != Mode::Constant => {}
                Ok(vp) => self.admit(&mut plan, VarPlan { text, ..vp }),
                Err(why) => plan.ignored.push((text, why)),
            }
        }
        // Without a shared moving copy the region would only add barriers.
        if !plan
            .vars
            .iter()
            .any(|v| v.mode == Mode::Shared && v.shared_dim().is_some())
        {
            (self.bytes, self.constant_left) = budget;
            return false;
        }
        self.close_region(&mut plan, &acc, ctx);
        plan.neighbourhood = Some(Neighbourhoods {
            index,
            name: sharing.name.clone(),
        });
        self.plans.push(plan);
        true
    }

    fn region(
        &mut self,
        d: &Directive,
        id: u32,
        items: &[BlockItem],
        ctx: &mut Ctx<'_>,
        nested: Option<u32>,
    ) {
        let line = self.sm.locate(d.span).line;
        let mut plan = RegionPlan {
            tile: match ctx.threads {
                Threads::Lanes { sharing: Some(_) } => self.tile.clone(),
                _ => None,
            },
            ..RegionPlan::new(id, line, ctx.threads.clone(), self.sm)
        };
        let span = Span {
            lo: item_span(&items[0]).lo,
            hi: item_span(items.last().expect("a region has a statement")).hi,
        };
        let region = Stmt {
            pragmas: Vec::new(),
            kind: StmtKind::Compound(Block {
                items: items.to_vec(),
                span,
            }),
            span,
        };
        let acc = access::collect_stmt(&region, &self.sema.symbols);
        if nested == Some(NOT_IN_BLOCK) {
            plan.off = Some(
                "not at the top of a block: put the loop body (or the region) in braces".into(),
            );
        } else if let Some(outer) = nested {
            let l = self
                .sm
                .locate(Span {
                    lo: outer,
                    hi: outer,
                })
                .line;
            plan.off = Some(format!("nested in the cache region of line {l}"));
        } else if self.opts.implementation == CacheImpl::Off {
            plan.off = Some("--cache-impl=off".into());
        }
        if plan.off.is_none() && d.kind == DirectiveKind::Fcw {
            plan.fcw = true;
            plan.fcw_barriers = self.sema.directives.values().any(|b| {
                b.kind == DirectiveKind::FcwBarrier && span.lo <= b.span.lo && b.span.hi <= span.hi
            });
            plan.predicated = plan.fcw_barriers;
            let block = self.fcw_blocks.get(&id);
            plan.guards = block.and_then(|b| b.guards.clone());
            let rates = block.map(|b| &b.rates);
            for (k, (v, tile_use)) in crate::ext::fcw::staging::cache_ranges(d)
                .into_iter()
                .enumerate()
            {
                let text = self.sm.snippet(v.span).to_string();
                plan.predicated |= tile_use.channel;
                let fcw = FcwVar {
                    tile_use,
                    rates: rates.and_then(|r| r.get(k)).map(Vec::as_slice),
                };
                match self.var(&v, Some(fcw), &acc, &region, ctx) {
                    Ok(vp) if vp.mode == Mode::Shared => self.admit(&mut plan, vp),
                    Ok(vp) => plan.ignored.push((
                        text,
                        vp.why_private
                            .unwrap_or_else(|| "it cannot be shared by the block".into()),
                    )),
                    Err(why) => plan.ignored.push((text, why)),
                }
            }
            self.close_region(&mut plan, &acc, ctx);
        } else if plan.off.is_none() {
            let Some(DirectiveArg::Cache(args)) = &d.arg else {
                return;
            };
            // A variable listed twice: its accesses could not be told apart (which copy
            // would `a[k]` map to?), so it stays in global memory.
            let twice: HashSet<&str> = args
                .vars
                .iter()
                .enumerate()
                .filter(|(k, v)| args.vars[..*k].iter().any(|w| w.name() == v.name()))
                .map(|(_, v)| v.name())
                .collect();
            for v in &args.vars {
                if twice.contains(v.name()) {
                    plan.ignored.push((
                        self.sm.snippet(v.span).to_string(),
                        format!(
                            "`{}` is listed more than once in this directive (its accesses could not be told apart)",
                            v.name()
                        ),
                    ));
                    continue;
                }
                let text = self.sm.snippet(v.span).to_string();
                match self.var(v, None, &acc, &region, ctx) {
                    Ok(vp) => self.admit(&mut plan, vp),
                    Err(why) => plan.ignored.push((text, why)),
                }
            }
            self.close_region(&mut plan, &acc, ctx);
        }
        self.plans.push(plan);
        // Directives inside the region are nested ones.
        for it in items {
            if let BlockItem::Stmt(s) = it {
                let mut c = Ctx {
                    threads: ctx.threads.clone(),
                    body: ctx.body,
                    written: HashSet::new(),
                    uniform_vars: HashSet::new(),
                    varying: HashSet::new(),
                    path_ok: false,
                    path: Vec::new(),
                    shared_taken: true,
                };
                match &s.kind {
                    StmtKind::Compound(b) => {
                        for it in &b.items {
                            if let BlockItem::Stmt(s) = it {
                                self.stmt(s, &mut c, Some(id));
                            }
                        }
                    }
                    _ => self.stmt(s, &mut c, Some(id)),
                }
            }
        }
    }

    /// Takes `vp` into the region's plan when there is room for it.
    fn admit(&mut self, plan: &mut RegionPlan, vp: VarPlan) {
        if vp.mode == Mode::Constant {
            self.constant_left -= vp.bytes;
            plan.vars.push(vp);
        } else if self.bytes + vp.bytes > SHARED_LIMIT {
            plan.ignored.push((vp.text.clone(), self.no_room(vp.bytes)));
        } else {
            self.bytes += vp.bytes;
            plan.vars.push(vp);
        }
    }

    /// What a region's plan needs once its variables are planned (`acc`: the region's
    /// accesses): the uniform path to a shared region, the region-invariant variables.
    fn close_region(&mut self, plan: &mut RegionPlan, acc: &access::Accesses, ctx: &mut Ctx<'_>) {
        if plan.needs_barriers() {
            if let Threads::Lanes { .. } = ctx.threads {
                ctx.shared_taken = true;
                plan.uniform_path = Some(ctx.path.clone());
            }
        }
        // Variables not written in the region and declared before it: their subscripts
        // map to the same cache index all through the region.
        let written: HashSet<SymbolId> = acc
            .list
            .iter()
            .filter(|a| a.kind != AccessKind::Read && !a.is_element)
            .map(|a| a.sym)
            .collect();
        for a in &acc.list {
            if !written.contains(&a.sym) && !acc.locals.contains(&a.sym) {
                plan.invariant.insert(a.sym);
            }
        }
    }

    /// The plan of `v` in `region`; `fcw`: an `fcw` array's use of its tile (the
    /// implementation options of the `cache` directive do not apply to it).
    fn var(
        &self,
        v: &VarRef,
        fcw: Option<FcwVar<'_>>,
        acc: &access::Accesses,
        region: &Stmt,
        ctx: &Ctx<'_>,
    ) -> Result<VarPlan, String> {
        let sym = self.sema.symbols.resolve(&v.root).ok_or("not a variable")?;
        if !matches!(v.base.kind, ExprKind::Ident(_)) {
            return Err("members and pointer chains are not cached".into());
        }
        let ty = self.sema.symbols.get(sym).ty.clone();
        if v.subscripts.is_empty() {
            return Err(if ty.is_arithmetic() {
                "a scalar: the device compiler already keeps it in a register".into()
            } else {
                "only subarrays of arrays and pointers are cached".into()
            });
        }
        if v.subscripts.len() > 3 {
            return Err("subarrays of more than 3 dimensions are not cached".into());
        }
        // Element type and the array's inner extents.
        let mut elem = ty.clone();
        let mut rows = Vec::new();
        let mut declared = Vec::new();
        for k in 0..v.subscripts.len() {
            let next = match elem.resolved() {
                Type::Array { elem, len } => {
                    declared.push(match len {
                        ArrayLen::Const(n) => i128::try_from(*n).ok(),
                        _ => None,
                    });
                    if k > 0 {
                        rows.push(match len {
                            ArrayLen::Const(n) => Some(n.to_string()),
                            _ => None,
                        });
                    }
                    (**elem).clone()
                }
                Type::Pointer { pointee, .. } if k == 0 => {
                    declared.push(None);
                    (**pointee).clone()
                }
                _ => {
                    return Err(format!(
                        "`{}` has fewer dimensions than the subarray",
                        v.name()
                    ))
                }
            };
            elem = next;
        }
        // The copy is written by the fetch: no `const` (nor typedef) on its elements.
        let elem = elem.resolved().clone();
        if !elem.is_arithmetic() {
            return Err("only arrays of arithmetic elements are cached".into());
        }
        let Some((elem_size, _)) = size_align(&elem, &self.sema.symbols) else {
            return Err("the size of its elements is not known".into());
        };
        // The accesses in the region.
        let uses: Vec<_> = acc.of(sym).collect();
        if uses.is_empty() {
            return Err("not used in the cache region".into());
        }
        let mut written = false;
        for a in &uses {
            if a.subscripts.len() != v.subscripts.len() {
                return Err(format!(
                    "used with {} subscript(s) in the region; the subarray has {}",
                    a.subscripts.len(),
                    v.subscripts.len()
                ));
            }
            if a.subscripts.iter().any(has_side_effects) {
                return Err("a subscript in the region has side effects".into());
            }
            written |= a.kind != AccessKind::Read;
        }
        if address_taken(region, sym, self.sema) {
            return Err("its elements' addresses are taken in the region".into());
        }
        let mut dims = Vec::new();
        for s in &v.subscripts {
            let SubscriptKind::Section { lower, length } = &s.kind else {
                return Err("a single-element subscript: write it as `[lower:1]`".into());
            };
            let len = length
                .as_ref()
                .and_then(|e| accc_sema::consteval::eval(e, &|_| None))
                .filter(|n| *n > 0)
                .ok_or("its length is not a positive compile-time constant")?;
            let lower = lower.clone().unwrap_or(Expr {
                kind: ExprKind::IntLit("0".into()),
                span: s.span,
            });
            if has_side_effects(&lower) {
                return Err("its lower bound has side effects".into());
            }
            dims.push(DimPlan {
                lower,
                len,
                rho: 0,
                extent_max: len,
                along_rows: false,
            });
        }
        let mut vp = VarPlan {
            sym,
            name: v.name().to_string(),
            elem,
            elem_size,
            dims,
            written,
            mode: Mode::Private,
            pad: 0,
            slots: 0,
            rows: Vec::new(),
            bytes: 0,
            why_private: None,
            fcw: fcw.map(|f| f.tile_use),
            declared,
            text: self.sm.snippet(v.span).to_string(),
        };
        let block = self.block as u64;
        let total_len: i128 = vp.dims.iter().map(|d| d.len).product();
        if self.opts.implementation == CacheImpl::Ehc && fcw.is_none() {
            if rows.iter().any(Option::is_none) {
                return Err("EHC needs the extents of the array's inner dimensions".into());
            }
            vp.rows = rows.into_iter().flatten().collect();
            vp.mode = Mode::Ehc;
            vp.slots = (total_len as u64).next_power_of_two() as i128;
            vp.bytes = block * vp.slots as u64 * (elem_size + 8);
            return Ok(vp);
        }
        if self.constant_placement(&vp, &uses, region, ctx) {
            vp.mode = Mode::Constant;
            vp.bytes = total_len as u64 * elem_size;
            return Ok(vp);
        }
        match self.share(&mut vp, ctx, fcw.and_then(|f| f.rates)) {
            Ok(()) => {
                vp.mode = Mode::Shared;
                let n = vp.dims.len();
                let last = vp.dims[n - 1].extent_max;
                let rows: i128 = vp.dims[..n - 1].iter().map(|d| d.extent_max).product();
                // One element of padding where the threads of a warp would read one bank:
                // a copy read down its columns (the dimension that moves with the block's
                // threads is not the innermost), two rows of a 2-D tile 32 elements apart,
                // or an access pattern the plan does not know. Elsewhere padding only
                // misaligns the rows, which stops the device compiler from reading them
                // with vector loads (GEMM's A tile).
                let conflicts = match (vp.shared_dim(), vp.row_dim()) {
                    (Some(x), _) => x + 1 < n,
                    (None, Some(_)) => last % 32 == 0,
                    (None, None) => true,
                };
                if self.opts.padding && rows > 1 && last % 16 == 0 && conflicts {
                    vp.pad = 1;
                }
                let elems: i128 = vp.dims[..n - 1]
                    .iter()
                    .map(|d| d.extent_max)
                    .product::<i128>()
                    * (last + vp.pad);
                vp.bytes = elems as u64 * elem_size;
            }
            Err(why) => {
                for d in &mut vp.dims {
                    d.rho = 0;
                    d.extent_max = d.len;
                    d.along_rows = false;
                }
                vp.why_private = Some(why);
                vp.bytes = block * total_len as u64 * elem_size;
            }
        }
        // Write-back copies only what was written (a byte per element): copies of
        // neighbouring threads and blocks overlap, and writing back an element some other
        // thread wrote would undo its write.
        if vp.dirty_tracked(self.opts.write) {
            vp.bytes += vp.bytes / elem_size;
        }
        Ok(vp)
    }

    /// Whether `vp` goes to constant memory ([`Mode::Constant`]): a target that has it
    /// (CUDA), RBI or RBC, a one-dimensional read-only range at a constant `lower` of an
    /// array the kernel only reads through a device pointer, room left, and every subscript
    /// the same for all the threads of a warp (constant memory serves one address per warp
    /// at a time).
    fn constant_placement(
        &self,
        vp: &VarPlan,
        uses: &[&access::Access],
        region: &Stmt,
        ctx: &Ctx<'_>,
    ) -> bool {
        let fits = |bytes: i128| bytes as u64 <= self.constant_left;
        self.opts.constant
            && self.caps.constant_memory
            && matches!(ctx.threads, Threads::Lanes { .. })
            && !vp.written
            && self.constant_hosts.contains_key(&vp.sym)
            && vp.dims.len() == 1
            && accc_sema::consteval::eval(&vp.dims[0].lower, &|_| None).is_some_and(|c| c >= 0)
            && fits(vp.dims[0].len * vp.elem_size as i128)
            && self.warp_uniform(uses, region, ctx)
    }

    /// Whether the subscripts of `uses` take the same value in every thread: they name
    /// only variables no thread writes, and induction variables of the region's `for`
    /// loops whose bounds are themselves the same for all threads.
    fn warp_uniform(&self, uses: &[&access::Access], region: &Stmt, ctx: &Ctx<'_>) -> bool {
        let invariant = |s: SymbolId| {
            !ctx.varying.contains(&s)
                && (!ctx.written.contains(&s) || ctx.uniform_vars.contains(&s))
        };
        let mut loops = Vec::new();
        region.walk(&mut |s| {
            if !matches!(s.kind, StmtKind::For { .. }) {
                return;
            }
            let Ok(c) = accc_sema::loops::canonical_loop(s, &self.sema.symbols, self.sm) else {
                return;
            };
            let body = access::collect_stmt(&c.body, &self.sema.symbols);
            if c.step.is_none()
                || body.exit.is_some()
                || body.of(c.var).any(|a| a.kind != AccessKind::Read)
            {
                return;
            }
            let mut names = Vec::new();
            for e in [&c.lower, &c.bound] {
                accc_sema::analyze::for_each_ident(e, &mut |i| {
                    names.push(self.sema.symbols.resolve(i))
                });
            }
            loops.push((c.var, names));
        });
        let mut uniform: HashSet<SymbolId> = HashSet::new();
        let is_uniform = |s: Option<SymbolId>, u: &HashSet<SymbolId>| {
            s.is_some_and(|s| invariant(s) || u.contains(&s))
        };
        // Loop bounds may name outer loops' variables: repeat until nothing is added.
        while let Some(k) = loops.iter().position(|(v, names)| {
            !uniform.contains(v) && names.iter().all(|n| is_uniform(*n, &uniform))
        }) {
            uniform.insert(loops[k].0);
        }
        uses.iter().all(|a| {
            a.subscripts.iter().all(|e| {
                let mut all = true;
                accc_sema::analyze::for_each_ident(e, &mut |i| {
                    all &= is_uniform(self.sema.symbols.resolve(i), &uniform);
                });
                all
            })
        })
    }

    /// Makes `vp` shared by the block, or says why it cannot be.
    /// Shares `vp` among the block's iterations where its ranges allow; `rates`: an `fcw`
    /// array's, which the `fcw` planner found (elements per lane, per dimension).
    fn share(
        &self,
        vp: &mut VarPlan,
        ctx: &Ctx<'_>,
        rates: Option<&[Vec<i128>]>,
    ) -> Result<(), String> {
        // In gang-redundant code the copy belongs to the gang (its vector loops share it by
        // definition), so `no-sharing`, which is about outer loops, does not apply there.
        if !self.opts.sharing && vp.fcw.is_none() && !matches!(ctx.threads, Threads::Uniform) {
            return Err("sharing disabled (--cache-opt=no-sharing)".into());
        }
        let sharing = match &ctx.threads {
            Threads::Uniform => {
                // Gang-redundant code computes the same values in every thread, except
                // what its vector loops write.
                for d in &vp.dims {
                    let mut same = true;
                    accc_sema::analyze::for_each_ident(&d.lower, &mut |i| {
                        if let Some(s) = self.sema.symbols.resolve(i) {
                            if ctx.written.contains(&s) && !ctx.uniform_vars.contains(&s) {
                                same = false;
                            }
                        }
                    });
                    if !same {
                        return Err("`lower` depends on a variable the gang loop's body writes".into());
                    }
                }
                return Ok(());
            }
            Threads::Lanes { sharing: None } => {
                return Err("the iterations of the block do not come from one loop with a constant step (collapsed or non-canonical loop)".into())
            }
            Threads::Lanes {
                sharing: Some(s), ..
            } => s.clone(),
        };
        if ctx.shared_taken {
            return Err("another cache region of this loop already shares".into());
        }
        if !ctx.path_ok {
            return Err("the region is under control flow that differs between iterations (barriers would diverge)".into());
        }
        let mut shared_dims = 0;
        let mut row_dims = 0;
        let rows = self.tile.clone();
        let across = rows.as_ref().map_or(self.block, |t| t.1) as i128;
        if let Some(rates) = rates.filter(|r| r.len() == vp.dims.len()) {
            // An `fcw` tile: per dimension, the rates along the communicating loops,
            // outermost first. The innermost is the block's threads (the columns of a 2-D
            // tile); the outer one, in a `V×W` block, is the tile's rows.
            let (mut along_threads, mut along_rows) = (0, 0);
            for (d, per_loop) in vp.dims.iter_mut().zip(rates) {
                let x = per_loop.last().copied().unwrap_or(0);
                let y = match (&rows, per_loop.as_slice()) {
                    (Some(_), [y, _]) => *y,
                    _ => 0,
                };
                if x != 0 && y != 0 {
                    return Err("one dimension moves with both communicating loops".into());
                }
                if x != 0 {
                    along_threads += 1;
                    d.rho = x;
                    d.extent_max = d.len + x.abs() * (across - 1);
                }
                if let (true, Some(t)) = (y != 0, &rows) {
                    along_rows += 1;
                    d.rho = y;
                    d.along_rows = true;
                    d.extent_max = d.len + y.abs() * (t.2 as i128 - 1);
                }
            }
            return if along_threads > 1 || along_rows > 1 {
                Err("two dimensions move with the block's iterations along one loop".into())
            } else {
                Ok(())
            };
        }
        for d in &mut vp.dims {
            let mut uniform_rest = true;
            accc_sema::analyze::for_each_ident(&d.lower, &mut |i| {
                if let Some(s) = self.sema.symbols.resolve(i) {
                    if s != sharing.var
                        && rows.as_ref().is_none_or(|t| s != t.0.var)
                        && !self.is_uniform(s, ctx)
                    {
                        uniform_rest = false;
                    }
                }
            });
            if !uniform_rest {
                return Err("`lower` depends on values that differ between iterations".into());
            }
            let rate = coefficient(&d.lower, sharing.var, self.sema).ok_or_else(|| {
                format!("`lower` is not of the form rate*{} + const", sharing.name)
            })?;
            let row_rate = match &rows {
                Some(t) => coefficient(&d.lower, t.0.var, self.sema).ok_or_else(|| {
                    format!("`lower` is not of the form rate*{} + const", t.0.name)
                })?,
                None => 0,
            };
            if rate != 0 && row_rate != 0 {
                return Err("one dimension moves with both parallel loops".into());
            }
            if rate != 0 {
                shared_dims += 1;
                d.rho = rate * sharing.step;
                d.extent_max = d.len + d.rho.abs() * (across - 1);
            }
            if let (true, Some(t)) = (row_rate != 0, &rows) {
                row_dims += 1;
                d.rho = row_rate * t.0.step;
                d.along_rows = true;
                d.extent_max = d.len + d.rho.abs() * (t.2 as i128 - 1);
            }
        }
        if row_dims > 1 {
            return Err("two dimensions move with the gang loop".into());
        }
        if shared_dims > 1 {
            return Err(format!(
                "two dimensions move with `{}`; the block's threads form one dimension",
                sharing.name
            ));
        }
        Ok(())
    }
}

/// The symbols `s` writes (assigned, incremented, or declared and initialised inside).
fn written_in(s: &Stmt, sema: &Sema) -> HashSet<SymbolId> {
    let acc = access::collect_stmt(s, &sema.symbols);
    let mut out: HashSet<SymbolId> = acc
        .list
        .iter()
        .filter(|a| a.kind != AccessKind::Read && !a.is_element)
        .map(|a| a.sym)
        .collect();
    out.extend(acc.locals.iter().copied());
    out
}

/// `c` in `e = c*var + rest`, when `e` is linear in `var` with a constant coefficient.
pub fn coefficient(e: &Expr, var: SymbolId, sema: &Sema) -> Option<i128> {
    let mentions = |x: &Expr| {
        let mut found = false;
        accc_sema::analyze::for_each_ident(x, &mut |i| {
            if sema.symbols.resolve(i) == Some(var) {
                found = true
            }
        });
        found
    };
    if !mentions(e) {
        return Some(0);
    }
    match &e.kind {
        ExprKind::Ident(_) => Some(1),
        ExprKind::Cast { expr, .. } => coefficient(expr, var, sema),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            expr,
        } => Some(-coefficient(expr, var, sema)?),
        ExprKind::Unary {
            op: UnaryOp::Plus,
            expr,
        } => coefficient(expr, var, sema),
        ExprKind::Binary { op, lhs, rhs } => match op {
            BinaryOp::Add => Some(coefficient(lhs, var, sema)? + coefficient(rhs, var, sema)?),
            BinaryOp::Sub => Some(coefficient(lhs, var, sema)? - coefficient(rhs, var, sema)?),
            BinaryOp::Mul => {
                let k = |x: &Expr| accc_sema::consteval::eval(x, &|_| None);
                if !mentions(lhs) {
                    Some(k(lhs)? * coefficient(rhs, var, sema)?)
                } else if !mentions(rhs) {
                    Some(coefficient(lhs, var, sema)? * k(rhs)?)
                } else {
                    None
                }
            }
            _ => None,
        },
        _ => None,
    }
}

/// The first occurrence of variable `var` in `body`, as an expression.
fn first_use(body: &Stmt, var: SymbolId, sema: &Sema) -> Option<Expr> {
    let mut found = None;
    body.walk_exprs(&mut |e| {
        accc_sema::analyze::for_each_ident(e, &mut |i| {
            if found.is_none() && sema.symbols.resolve(i) == Some(var) {
                found = Some(Expr {
                    kind: ExprKind::Ident(i.clone()),
                    span: i.span,
                });
            }
        });
    });
    found
}

/// An `fcw` array as the planner stages it: its tile's use, and the rates of its pivot
/// when the `fcw` planner recorded them.
#[derive(Clone, Copy)]
struct FcwVar<'r> {
    tile_use: FcwUse,
    rates: Option<&'r [Vec<i128>]>,
}
