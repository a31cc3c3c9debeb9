//! Builds the IR from the AST and the semantic analysis, checking where each directive
//! may stand: compute constructs do not nest, `loop` needs a compute region or a `routine`,
//! `collapse(n)` needs n tightly nested loops, data directives need their statement.

use std::collections::{HashMap, HashSet};

use accc_front::ast::*;
use accc_front::directive::{
    BindName, ClauseKind, ClauseName, DataClauseKind, Directive, DirectiveArg, DirectiveKind,
};
use accc_front::{Diagnostic, SourceMap};
use accc_sema::access::AccessKind;
use accc_sema::analyze::Sema;
use accc_sema::{data_attr, loops, SymbolId};

use crate::{ComputeRegion, Construct, Loop, Module, Reduction, RoutineBind, Schedule};

/// Builds the module. `device` selects the `device_type` clauses that apply
/// (`"multicore"`, `"host"`, `"nvidia"`…).
pub fn build<'a>(
    tu: &'a TranslationUnit,
    sema: &'a Sema,
    sm: &'a SourceMap,
    device: &'a str,
) -> (Module<'a>, Vec<Diagnostic>) {
    let mut b = Builder {
        sema,
        sm,
        device,
        module: Module {
            regions: Vec::new(),
            constructs: Vec::new(),
            routine_loops: Vec::new(),
            routine_defs: Vec::new(),
            routines: HashSet::new(),
            routine_binds: HashMap::new(),
            routine_globals: HashMap::new(),
            device_types: Default::default(),
            routine_gang_partitions: Vec::new(),
            routine_declaration_errors: Vec::new(),
            device_routines: Default::default(),
            host_calls: Default::default(),
            clause_values: Default::default(),
            device_type: device,
        },
        diags: Vec::new(),
        routines: HashSet::new(),
        routine_directives: Default::default(),
        nohost: HashMap::new(),
        uses_by_symbol: None,
        reported_exits: HashSet::new(),
    };
    crate::placement::check(tu, sema, &mut b.diags);
    // The globals of the file-scope `declare` directives seen so far: present in the
    // compute constructs of the functions after them.
    let mut declared_globals = Vec::new();
    for item in &tu.items {
        b.routine_names(&item.pragmas, &item.kind);
        declared_globals.extend(b.data_clause_vars(&item.pragmas, DirectiveKind::Declare));
        match &item.kind {
            ExternalDeclKind::Function(f) => {
                let name = f
                    .declarator
                    .name
                    .as_ref()
                    .map(|n| n.name.as_str())
                    .unwrap_or_default();
                let in_routine = b.routines.contains(name);
                // Directives before a function stand at file scope.
                b.directives_on(&item.pragmas, None, &Ctx::default());
                // The loops of a routine may use the levels inside the routine's only.
                let enclosing = b
                    .routine_directives
                    .get(name)
                    .and_then(|d| routine_bound(d, b.device));
                b.block(
                    &f.body,
                    &Ctx {
                        function: Some(name),
                        body: Some(&f.body),
                        in_routine,
                        enclosing,
                        data_vars: declared_globals.clone(),
                        ..Ctx::default()
                    },
                );
            }
            _ => b.directives_on(&item.pragmas, None, &Ctx::default()),
        }
    }
    // A function of this file named by `bind` is device code too (calls go to it).
    let bound: HashSet<String> = b
        .module
        .routine_binds
        .values()
        .map(|bind| bind.name.clone())
        .collect();
    for item in &tu.items {
        if let ExternalDeclKind::Function(f) = &item.kind {
            if f.declarator.name.as_ref().is_some_and(|n| {
                (b.routines.contains(&n.name) && !b.module.routine_binds.contains_key(&n.name))
                    || bound.contains(&n.name)
            }) {
                b.module.routine_defs.push(f);
            }
        }
    }
    for name in bound {
        if tu.items.iter().any(|item| {
            matches!(&item.kind, ExternalDeclKind::Function(f)
                if f.declarator.name.as_ref().is_some_and(|n| n.name == name))
        }) {
            b.routines.insert(name);
        }
    }
    for r in &b.module.regions {
        crate::statics::writable_statics(r.stmt, sema, &mut b.diags);
    }
    for f in &b.module.routine_defs {
        crate::statics::writable_statics_in(&f.body, sema, &mut b.diags);
    }
    crate::nohost::check(
        tu,
        sema,
        &b.nohost,
        &b.routines,
        &b.module.regions,
        &mut b.diags,
    );
    b.module.routines = std::mem::take(&mut b.routines);
    (b.module, b.diags)
}

struct Builder<'a> {
    sema: &'a Sema,
    sm: &'a SourceMap,
    device: &'a str,
    module: Module<'a>,
    diags: Vec<Diagnostic>,
    /// Functions named by a `routine` directive.
    routines: HashSet<String>,
    /// The `routine` directive of each such function (the first one seen).
    routine_directives: std::collections::HashMap<String, &'a Directive>,
    /// The functions named by a `routine nohost` directive, with its `nohost` clause.
    nohost: HashMap<String, accc_front::Span>,
    /// Where each symbol is named (identifier positions), gathered once when first needed.
    uses_by_symbol: Option<std::collections::HashMap<SymbolId, Vec<u32>>>,
    /// Statements already reported as leaving a compute construct (by where they start):
    /// the loop they also leave says nothing more.
    reported_exits: HashSet<u32>,
}

#[derive(Clone, Default)]
struct Ctx<'c> {
    function: Option<&'c str>,
    /// The body of the enclosing function (where a function-scope `declare` ends).
    body: Option<&'c Block>,
    region: Option<usize>,
    in_routine: bool,
    /// Inside a `serial` construct, where every loop runs in order.
    serial: bool,
    /// The variables in data clauses of the enclosing `data` constructs and of the
    /// `declare` directives in scope.
    data_vars: Vec<SymbolId>,
    /// The pointers in `deviceptr` clauses of the enclosing `data` constructs and of the
    /// `declare` directives in scope: they hold device addresses in the compute
    /// constructs inside too.
    deviceptr_vars: Vec<SymbolId>,
    /// The innermost level of parallelism the enclosing loops (or routine) use: a loop
    /// inside may only use levels inside it.
    enclosing: Option<Enclosing>,
}

/// An enclosing partitioned loop (or a routine of a level), for the nesting rule of
/// OpenACC 3.3 §2.9.2-2.9.4: a `gang` loop may not be inside a `gang` (of the same or a
/// lower dimension), `worker` or `vector` loop, a `worker` loop inside a `worker` or
/// `vector` loop, a `vector` loop inside a `vector` loop; a routine allows the levels
/// inside its own.
#[derive(Clone)]
struct Enclosing {
    /// Levels are ranked outermost first (see [`level_ranks`]); an inner loop's outermost
    /// level must rank above this.
    rank: u8,
    /// The enclosing directive's name.
    span: accc_front::Span,
    /// Where the loop stands, for the message (`` nested inside a `vector` loop ``,
    /// `` in a `routine seq` function ``).
    what: String,
    /// The label of the enclosing directive.
    label: String,
}

/// Ranks of a directive's levels of parallelism, outermost first: gang(dim:3) 0,
/// gang(dim:2) 1, gang (dim 1) 2, worker 3, vector 4. The outermost and innermost ranks,
/// and the levels as written (`gang vector`); `None` when no level clause is given.
fn level_ranks(d: &Directive, device: &str) -> Option<(u8, u8, String)> {
    let mut ranks = Vec::new();
    let mut words = Vec::new();
    for c in d.effective_clauses(device) {
        let rank = match &c.kind {
            ClauseKind::Gang(g) => {
                let dim = g.dim.as_ref().map_or(1, |c| c.value.clamp(1, 3)) as u8;
                words.push(match dim {
                    1 => "gang".to_string(),
                    _ => format!("gang(dim:{dim})"),
                });
                3 - dim
            }
            ClauseKind::Worker(_) => {
                words.push("worker".to_string());
                3
            }
            ClauseKind::Vector(_) => {
                words.push("vector".to_string());
                4
            }
            _ => continue,
        };
        ranks.push(rank);
    }
    Some((*ranks.iter().min()?, *ranks.iter().max()?, words.join(" ")))
}

/// The bound a `routine` directive puts on the loops of its function: `seq` allows no
/// level, `vector` only vector loops, `worker` worker and vector loops, `gang` all.
fn routine_bound(d: &Directive, device: &str) -> Option<Enclosing> {
    let clauses = d.effective_clauses(device);
    let has = |n: ClauseName| clauses.iter().any(|c| c.kind.name() == n);
    let (rank, word) = if has(ClauseName::Seq) {
        (4, "seq")
    } else if has(ClauseName::Vector) {
        (3, "vector")
    } else if has(ClauseName::Worker) {
        (2, "worker")
    } else {
        return None;
    };
    Some(Enclosing {
        rank,
        span: d.name_span,
        what: format!("in a `routine {word}` function"),
        label: format!("the function is a `routine {word}`"),
    })
}

impl<'a> Builder<'a> {
    fn directive(&self, p: &Pragma) -> Option<&'a Directive> {
        self.sema.directives.get(&p.span.lo)
    }

    /// `#pragma acc routine` before a function (or `routine(name)` anywhere) makes that
    /// function a routine, where orphaned `loop` directives are allowed.
    fn routine_names(&mut self, pragmas: &[Pragma], kind: &ExternalDeclKind) {
        for p in pragmas {
            let Some(d) = self.directive(p) else { continue };
            if d.kind != DirectiveKind::Routine {
                continue;
            }
            let mut names = Vec::new();
            match (&d.arg, kind) {
                (Some(DirectiveArg::Routine(name)), _) => names.push(name.name.clone()),
                (None, ExternalDeclKind::Function(f)) => {
                    names.extend(f.declarator.name.as_ref().map(|n| n.name.clone()))
                }
                (None, ExternalDeclKind::Decl(decl)) => names.extend(
                    decl.declarators
                        .iter()
                        .filter_map(|d| d.declarator.name.as_ref().map(|n| n.name.clone())),
                ),
                _ => {}
            }
            self.routine_bind(d, &names);
            let nohost = crate::nohost::nohost_clause(d);
            for name in names {
                if let Some(clause) = nohost {
                    self.nohost.entry(name.clone()).or_insert(clause);
                }
                self.routine_directives.entry(name.clone()).or_insert(d);
                self.routines.insert(name);
            }
        }
    }

    /// Records the `bind` clause of a `routine` directive naming `names`.
    fn routine_bind(&mut self, d: &Directive, names: &[String]) {
        for c in d.effective_clauses(self.device) {
            if let ClauseKind::Bind(b) = &c.kind {
                let bind = match b {
                    BindName::Ident(i) => RoutineBind {
                        name: i.name.clone(),
                        is_identifier: true,
                        span: c.span,
                    },
                    BindName::Str { value, .. } => RoutineBind {
                        name: value.clone(),
                        is_identifier: false,
                        span: c.span,
                    },
                };
                for n in names {
                    // Binding a routine to itself changes nothing.
                    if *n != bind.name {
                        self.module.routine_binds.insert(n.clone(), bind.clone());
                    }
                }
            }
        }
    }

    fn block(&mut self, b: &'a Block, ctx: &Ctx<'a>) {
        let first_region = self.module.regions.len();
        // A `declare` holds from where it stands to the end of the block.
        let mut declared = None::<Ctx<'a>>;
        for item in &b.items {
            let pragmas = match item {
                BlockItem::Decl(d) => &d.pragmas,
                BlockItem::Stmt(s) => &s.pragmas,
            };
            // What a `declare` names is present in the compute constructs after it, as
            // what a `data` construct names is in its body.
            let deviceptrs = self.deviceptr_vars(pragmas, DirectiveKind::Declare);
            let data_vars = self.data_clause_vars(pragmas, DirectiveKind::Declare);
            if !deviceptrs.is_empty() || !data_vars.is_empty() {
                let inner = declared.get_or_insert_with(|| ctx.clone());
                inner.deviceptr_vars.extend(deviceptrs);
                inner.data_vars.extend(data_vars);
            }
            let ctx = declared.as_ref().unwrap_or(ctx);
            match item {
                BlockItem::Decl(d) => {
                    self.directives_on(&d.pragmas, None, ctx);
                    for p in &d.pragmas {
                        let Some(dir) = self.directive(p) else {
                            continue;
                        };
                        if let Some(DirectiveArg::Routine(n)) = dir.arg.as_ref() {
                            self.routine_bind(dir, std::slice::from_ref(&n.name));
                            self.routines.insert(n.name.clone());
                        }
                    }
                }
                BlockItem::Stmt(s) => self.stmt(s, ctx),
            }
        }
        if ctx.region.is_none() {
            crate::results_later::plan(
                b,
                &mut self.module.regions[first_region..],
                ctx.body,
                &ctx.data_vars,
                self.sema,
                self.sm.text(),
            );
        }
    }

    /// Records the non-compute directives among `pragmas` (those that govern `stmt`, or
    /// stand alone) and checks their placement.
    fn directives_on(&mut self, pragmas: &'a [Pragma], stmt: Option<&'a Stmt>, ctx: &Ctx<'a>) {
        for p in pragmas {
            let Some(d) = self.directive(p) else { continue };
            let declarative = matches!(d.kind, DirectiveKind::Routine | DirectiveKind::Declare);
            if ctx.function.is_none() && !declarative {
                // Reported by `placement::check`: nothing runs a directive at file scope.
                continue;
            }
            data_attr::check_one_clause_per_variable(
                d,
                &self.sema.symbols,
                self.device,
                &mut self.diags,
            );
            data_attr::check_private_subarrays(d, &self.sema.symbols, self.device, &mut self.diags);
            if d.kind.is_compute() || d.kind.is_loop() {
                // Governing a declaration (or nothing): nothing would run it.
                if stmt.is_none() {
                    let needs = match d.kind.is_loop() || d.kind.is_combined() {
                        true => "a `for` loop",
                        false => "a statement",
                    };
                    self.diags.push(
                        Diagnostic::error(
                            d.name_span,
                            format!(
                                "`{}` must be followed by {needs}, not a declaration",
                                d.kind.full_name()
                            ),
                        )
                        .with_label("a declaration follows this directive")
                        .with_help("move the declaration before the directive"),
                    );
                }
                continue;
            }
            let governs = !d.kind.is_standalone() && !declarative;
            if governs
                && stmt.is_none_or(|s| matches!(s.kind, StmtKind::Empty) && s.span.is_empty())
            {
                self.diags.push(
                    Diagnostic::error(
                        d.name_span,
                        format!("`{}` must be followed by a statement", d.kind.full_name()),
                    )
                    .with_label("nothing follows this directive"),
                );
                continue;
            }
            if ctx.region.is_some() {
                let allowed_inside = matches!(
                    d.kind,
                    DirectiveKind::Atomic(_)
                        | DirectiveKind::Cache
                        | DirectiveKind::Fcw
                        | DirectiveKind::FcwBarrier
                        | DirectiveKind::Routine
                        | DirectiveKind::PaccLoop
                );
                if !allowed_inside {
                    self.diags.push(
                        Diagnostic::error(
                            d.name_span,
                            format!(
                                "`{}` is not allowed inside a compute region",
                                d.kind.full_name()
                            ),
                        )
                        .with_label("inside a compute region"),
                    );
                    continue;
                }
            }
            if d.kind == DirectiveKind::Cache && ctx.region.is_none() {
                // A hint that changes no answer, so a warning; but the user asked for
                // on-chip data and will not get it, which must not pass unsaid.
                self.diags.push(cache_outside_region(d, ctx.in_routine));
            }
            if let (DirectiveKind::Atomic(kind), Some(stmt)) = (d.kind, stmt) {
                match crate::atomic::parse(kind, stmt, &self.sema.symbols) {
                    Err(expected) => {
                        self.diags.push(
                            Diagnostic::error(
                                stmt.span,
                                format!(
                                    "invalid statement for `{}`: expected {expected}",
                                    d.kind.full_name()
                                ),
                            )
                            .with_label("not an atomic statement of this kind")
                            .with_secondary(d.name_span, "atomic directive here"),
                        );
                        continue;
                    }
                    Ok(atomic) => {
                        let x = atomic.x();
                        if let Some(why) = crate::atomic::unsupported_type(x, &self.sema.symbols) {
                            self.diags.push(
                                Diagnostic::error(x.span, why.to_string())
                                    .with_label("updated atomically here")
                                    .with_secondary(d.name_span, "atomic directive here"),
                            );
                            continue;
                        }
                    }
                }
            }
            self.module.constructs.push(Construct {
                pragma: p,
                directive: d,
                stmt: if governs { stmt } else { None },
                function: ctx.function.map(str::to_string),
                function_body: ctx.body,
                in_region: ctx.region,
            });
        }
    }

    fn stmt(&mut self, s: &'a Stmt, ctx: &Ctx<'a>) {
        let compute = s.pragmas.iter().find_map(|p| {
            self.directive(p)
                .filter(|d| d.kind.is_compute())
                .map(|d| (p, d))
        });
        let loop_dir = s.pragmas.iter().find_map(|p| {
            self.directive(p)
                .filter(|d| d.kind.is_loop() && !d.kind.is_combined())
                .map(|d| (p, d))
        });
        self.directives_on(&s.pragmas, Some(s), ctx);
        if let Some((p, d)) = compute {
            if ctx.region.is_some() {
                self.nested_compute(d);
                return;
            }
            self.region(p, d, s, ctx);
            return;
        }
        // A `data` construct: what its clauses name is present in its body.
        let data_vars = self.data_clause_vars(&s.pragmas, DirectiveKind::Data);
        if !data_vars.is_empty() {
            let mut inner = ctx.clone();
            inner.data_vars.extend(data_vars);
            inner
                .deviceptr_vars
                .extend(self.deviceptr_vars(&s.pragmas, DirectiveKind::Data));
            self.children(s, &inner);
            return;
        }
        if let Some((_, d)) = loop_dir {
            if ctx.region.is_none() && !ctx.in_routine {
                self.diags.push(
                    Diagnostic::error(d.name_span, format!("`{}` directive outside a compute region", d.kind.full_name()))
                        .with_label("not inside `parallel`, `kernels` or `serial`")
                        .with_help("put the loop inside `#pragma acc parallel`/`kernels`, use `#pragma acc parallel loop`, or mark the function with `#pragma acc routine`"),
                );
            } else if !matches!(s.kind, StmtKind::For { .. }) {
                self.loop_needs_for(d);
            } else if ctx.region.is_none() {
                // An orphaned loop in a routine: its nest is scheduled on its own.
                let l = self.loop_tree(s, Some(d), ctx);
                self.module.routine_loops.push(l);
                return;
            }
        }
        self.children(s, ctx);
    }

    /// Whether `sym` is named in its function outside `region` (or lives for the whole
    /// program, or the function is not known): conservatively, whether its value after the
    /// construct may be read.
    fn used_outside(
        &mut self,
        sym: SymbolId,
        region: accc_front::Span,
        body: Option<&Block>,
    ) -> bool {
        let Some(body) = body else { return true };
        if self.sema.symbols.get(sym).is_static_storage {
            return true;
        }
        let uses = self.uses_by_symbol.get_or_insert_with(|| {
            let mut by: std::collections::HashMap<SymbolId, Vec<u32>> = Default::default();
            for (&at, &s) in &self.sema.symbols.uses {
                by.entry(s).or_default().push(at);
            }
            by
        });
        uses.get(&sym).is_some_and(|at| {
            at.iter().any(|&p| {
                body.span.lo <= p && p < body.span.hi && !(region.lo <= p && p < region.hi)
            })
        })
    }

    fn nested_compute(&mut self, d: &Directive) {
        self.diags.push(
            Diagnostic::error(
                d.name_span,
                format!(
                    "compute constructs cannot be nested: `{}` inside a compute region",
                    d.kind.full_name()
                ),
            )
            .with_label("nested compute construct"),
        );
    }

    /// The variables that the data clauses of the `kind` directives among `pragmas` name.
    fn data_clause_vars(&self, pragmas: &[Pragma], kind: DirectiveKind) -> Vec<SymbolId> {
        self.clause_vars(pragmas, kind, &|c| {
            matches!(c, ClauseKind::Data(_) | ClauseKind::CompressedData(_))
        })
    }

    /// The variables that the `deviceptr` clauses of the `kind` directives among
    /// `pragmas` name.
    fn deviceptr_vars(&self, pragmas: &[Pragma], kind: DirectiveKind) -> Vec<SymbolId> {
        self.clause_vars(
            pragmas,
            kind,
            &|c| matches!(c, ClauseKind::Data(d) if d.kind == DataClauseKind::DevicePtr),
        )
    }

    /// The variables that the clauses `keep` takes of the `kind` directives among
    /// `pragmas` name.
    fn clause_vars(
        &self,
        pragmas: &[Pragma],
        kind: DirectiveKind,
        keep: &dyn Fn(&ClauseKind) -> bool,
    ) -> Vec<SymbolId> {
        pragmas
            .iter()
            .filter_map(|p| self.directive(p))
            .filter(|d| d.kind == kind)
            .flat_map(|d| d.effective_clauses(self.device))
            .filter(|c| keep(&c.kind))
            .flat_map(|c| c.kind.vars())
            .filter_map(|v| self.sema.symbols.resolve(&v.root))
            .collect()
    }

    fn loop_needs_for(&mut self, d: &Directive) {
        self.diags.push(
            Diagnostic::error(
                d.name_span,
                format!("`{}` must be followed by a `for` loop", d.kind.full_name()),
            )
            .with_label("no `for` loop after this directive"),
        );
    }

    fn children(&mut self, s: &'a Stmt, ctx: &Ctx<'a>) {
        match &s.kind {
            // A block's declarations carry directives too.
            StmtKind::Compound(b) => self.block(b, ctx),
            _ => s.for_each_child(&mut |c| self.stmt(c, ctx)),
        }
    }

    fn region(&mut self, p: &'a Pragma, d: &'a Directive, s: &'a Stmt, ctx: &Ctx<'a>) {
        let id = self.module.regions.len();
        let kind = d.kind.compute_part().unwrap_or(DirectiveKind::Parallel);
        if d.kind.is_combined() && !matches!(s.kind, StmtKind::For { .. }) {
            self.loop_needs_for(d);
            return;
        }
        if matches!(s.kind, StmtKind::Empty) && s.span.is_empty() {
            self.diags.push(Diagnostic::error(
                d.name_span,
                format!("`{}` must be followed by a statement", d.kind.full_name()),
            ));
            return;
        }
        self.no_branches_across(d, s, ctx.body);
        // Nested constructs name the region by the index it will have.
        let inner = Ctx {
            region: Some(id),
            serial: kind == DirectiveKind::Serial,
            enclosing: None,
            ..ctx.clone()
        };
        let loops = if d.kind.is_combined() {
            vec![self.loop_tree(s, Some(d), &inner)]
        } else if matches!(s.kind, StmtKind::For { .. }) {
            // `#pragma acc kernels` (possibly with a `loop` directive too) right before a loop.
            let loop_dir = s
                .pragmas
                .iter()
                .find_map(|p| self.directive(p).filter(|d| d.kind.is_loop()));
            vec![self.loop_tree(s, loop_dir, &inner)]
        } else {
            let mut out = Vec::new();
            self.collect_loops(s, &inner, &mut out);
            out
        };
        let mut loop_vars = Vec::new();
        let mut loop_reductions = Vec::new();
        for l in &loops {
            l.walk(&mut |l| {
                if l.directive.is_some() || l.collapsed_into_parent {
                    loop_vars.extend(l.var());
                }
                loop_reductions.extend(l.reductions.iter().map(|r| r.sym));
            });
        }
        // On a combined construct the reduction clause belongs to the loop; the variable
        // is shared by the construct (`copy`), as OpenACC 2.7+ specifies.
        let (vars, diags) = data_attr::region_vars(
            d,
            s,
            &loop_vars,
            &loop_reductions,
            &ctx.data_vars,
            &ctx.deviceptr_vars,
            self.sema,
            self.sm,
            self.device,
        );
        self.diags.extend(diags);
        let named_outside = vars
            .iter()
            .map(|v| v.sym)
            .filter(|&sym| self.used_outside(sym, s.span, ctx.body))
            .collect();
        self.module.regions.push(ComputeRegion {
            pragma: p,
            directive: d,
            kind,
            stmt: s,
            function: ctx.function.unwrap_or_default().to_string(),
            function_body: ctx.body,
            vars,
            named_outside,
            loops,
            results_later: None,
            fcw_blocks: Default::default(),
            outline: None,
            gang_partitions: Vec::new(),
            guard: Vec::new(),
            kernels: Vec::new(),
        });
    }

    /// No branch leaves the compute construct `d` (statement `s`) or enters it from the rest
    /// of the function, and no `setjmp`/`longjmp` stands in it.
    fn no_branches_across(&mut self, d: &Directive, s: &Stmt, function: Option<&Block>) {
        let construct = d.kind.full_name();
        for escape in crate::placement::escapes(s) {
            self.reported_exits.insert(escape.span.lo);
            let diag = if escape.is_call {
                Diagnostic::error(
                    escape.span,
                    format!("`{}` cannot be called in a compute construct", escape.what),
                )
                .with_label("non-local jump")
                .with_secondary(d.name_span, format!("`{construct}` here"))
                .with_note("device code cannot jump out of a kernel or save a host context")
            } else {
                Diagnostic::error(
                    escape.span,
                    format!("`{}` cannot leave a compute construct", escape.what),
                )
                .with_label(format!("leaves `{construct}`"))
                .with_secondary(d.name_span, format!("`{construct}` here"))
                .with_help(
                    "a compute construct is left only at its end: record the condition in a \
                     variable and act on it after the construct",
                )
            };
            self.diags.push(diag);
        }
        if let Some(function) = function {
            for entry in crate::placement::entries(s, function) {
                self.diags.push(
                    Diagnostic::error(entry, "`goto` cannot jump into a compute construct")
                        .with_label("jumps to a label inside the construct")
                        .with_secondary(d.name_span, format!("`{construct}` here")),
                );
            }
        }
    }

    /// The outermost loops of a loop body (the body itself when it is a loop), visiting
    /// everything else for directives.
    fn loops_in_body(&mut self, body: &'a Stmt, ctx: &Ctx<'a>) -> Vec<Loop<'a>> {
        let mut out = Vec::new();
        self.loop_or_descend(body, ctx, &mut out);
        out
    }

    fn collect_loops(&mut self, s: &'a Stmt, ctx: &Ctx<'a>, out: &mut Vec<Loop<'a>>) {
        match &s.kind {
            StmtKind::Compound(b) => {
                for item in &b.items {
                    match item {
                        BlockItem::Stmt(st) => self.loop_or_descend(st, ctx, out),
                        BlockItem::Decl(d) => self.directives_on(&d.pragmas, None, ctx),
                    }
                }
            }
            StmtKind::If { then, els, .. } => {
                self.loop_or_descend(then, ctx, out);
                if let Some(e) = els {
                    self.loop_or_descend(e, ctx, out);
                }
            }
            StmtKind::Switch { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default(body)
            | StmtKind::Labeled { body, .. } => self.loop_or_descend(body, ctx, out),
            _ => {}
        }
    }

    fn loop_or_descend(&mut self, s: &'a Stmt, ctx: &Ctx<'a>, out: &mut Vec<Loop<'a>>) {
        if let Some((_, d)) = s.pragmas.iter().find_map(|p| {
            self.directive(p)
                .filter(|d| d.kind.is_compute())
                .map(|d| (p, d))
        }) {
            self.nested_compute(d);
            return;
        }
        let loop_dir = s
            .pragmas
            .iter()
            .find_map(|p| self.directive(p).filter(|d| d.kind.is_loop()));
        self.directives_on(&s.pragmas, Some(s), ctx);
        if matches!(s.kind, StmtKind::For { .. }) {
            out.push(self.loop_tree(s, loop_dir, ctx));
        } else {
            if let Some(d) = loop_dir {
                self.loop_needs_for(d);
            }
            self.collect_loops(s, ctx, out);
        }
    }

    /// The loop `s` (a `for`) with the loops nested in it.
    fn loop_tree(
        &mut self,
        s: &'a Stmt,
        directive: Option<&'a Directive>,
        ctx: &Ctx<'a>,
    ) -> Loop<'a> {
        let StmtKind::For { body, .. } = &s.kind else {
            unreachable!("loop_tree is only called on `for` statements")
        };
        let canonical = loops::canonical_loop(s, &self.sema.symbols, self.sm);
        let mut collapse = 1;
        let mut private = Vec::new();
        let mut firstprivate = Vec::new();
        let mut reductions = Vec::new();
        let mut reported_exit = None;
        if let Some(d) = directive {
            // A combined construct's clauses are checked with the construct's (`region_vars`).
            if d.kind.compute_part().is_none() {
                let mut once = data_attr::OneClausePerVariable::new(
                    "clause of this loop",
                    "name each variable in one clause (a reduction variable is private to each \
                     thread already)",
                );
                for c in d.effective_clauses(self.device) {
                    let clause = match &c.kind {
                        ClauseKind::Private(_) => "private",
                        ClauseKind::Reduction { .. } => "reduction",
                        _ => continue,
                    };
                    for v in c.kind.vars() {
                        if let Some(id) = self.sema.symbols.resolve(&v.root) {
                            once.add(id, &v.root.name, clause, v.span, &|_, _| false);
                        }
                    }
                }
                once.finish(&mut self.diags);
            }
            for c in d.effective_clauses(self.device) {
                match &c.kind {
                    ClauseKind::Collapse { count, .. } => collapse = count.value.max(1) as usize,
                    ClauseKind::Tile(sizes) => collapse = collapse.max(sizes.len()),
                    ClauseKind::Private(vars)
                        if d.kind.compute_part().is_none() || d.kind.is_combined() =>
                    {
                        private.extend(
                            vars.iter()
                                .filter_map(|v| self.sema.symbols.resolve(&v.root)),
                        )
                    }
                    ClauseKind::FirstPrivate(vars) if d.kind.is_combined() => firstprivate.extend(
                        vars.iter()
                            .filter_map(|v| self.sema.symbols.resolve(&v.root)),
                    ),
                    ClauseKind::Reduction { op, vars, .. } => {
                        reductions.extend(vars.iter().filter_map(|v| {
                            let sym = self.sema.symbols.resolve(&v.root)?;
                            Some(Reduction {
                                op: *op,
                                sym,
                                name: v.root.name.clone(),
                                implicit: false,
                                item: (!v.is_plain()).then_some(v.span),
                            })
                        }))
                    }
                    _ => {}
                }
            }
            // Iterations of a partitioned loop run in any order: none may leave the loop.
            if !d.has_clause(ClauseName::Seq) && !ctx.serial && d.kind != DirectiveKind::SerialLoop
            {
                let body_access = accc_sema::access::collect_stmt(body, &self.sema.symbols);
                // Their number is fixed before the loop runs: none may move the variable
                // (its address passed on is an update without an operator: not counted).
                let moved = canonical.as_ref().ok().and_then(|c| {
                    body_access.of(c.var).find(|a| {
                        !a.is_element
                            && match a.kind {
                                AccessKind::Write => true,
                                AccessKind::Update => a.update_op.is_some(),
                                AccessKind::Read => false,
                            }
                    })
                });
                if let (Some(w), Ok(c)) = (moved, &canonical) {
                    self.diags.push(
                        Diagnostic::error(
                            w.span,
                            format!(
                                "the body of a loop partitioned by `{}` changes its induction variable `{}`",
                                d.kind.full_name(),
                                c.var_name
                            ),
                        )
                        .with_label("changed here")
                        .with_secondary(d.name_span, "loop directive here")
                        .with_help("add `seq` to the loop directive, or use another variable"),
                    );
                }
                if let Some(exit) = body_access
                    .exit
                    .filter(|exit| !self.reported_exits.contains(&exit.lo))
                {
                    reported_exit = Some(exit);
                    self.diags.push(
                        Diagnostic::error(exit, format!("`{}` cannot leave a loop whose iterations are partitioned by `{}`", self.sm.snippet(exit).split(|c: char| !c.is_alphanumeric()).next().unwrap_or("this"), d.kind.full_name()))
                            .with_label("exits the loop early")
                            .with_secondary(d.name_span, "loop directive here")
                            .with_help("add `seq` to the loop directive, or compute the exit condition without leaving the loop"),
                    );
                }
            }
            if let Err(e) = &canonical {
                self.diags.push(
                    Diagnostic::error(
                        e.span,
                        format!(
                            "the loop after `{}` is not in canonical form: {}",
                            d.kind.full_name(),
                            e.reason
                        ),
                    )
                    .with_label("not a canonical loop")
                    .with_secondary(d.name_span, "loop directive here"),
                );
            }
        }
        let levels = directive.and_then(|d| Some((d, level_ranks(d, self.device)?)));
        let mut inner = None;
        if let Some((d, (outermost, innermost, words))) = levels {
            if let Some(enc) = ctx.enclosing.as_ref().filter(|e| outermost <= e.rank) {
                self.diags.push(
                    Diagnostic::error(
                        d.name_span,
                        format!("a `{words}` loop cannot be {}", enc.what),
                    )
                    .with_label(format!("`{words}` loop"))
                    .with_secondary(enc.span, enc.label.clone())
                    .with_note(
                        "a loop (or routine) may only contain loops of inner levels of \
                         parallelism: gang (of a higher dimension first), then worker, then \
                         vector; `seq` routines none",
                    ),
                );
            }
            inner = Some(Ctx {
                enclosing: Some(Enclosing {
                    rank: innermost,
                    span: d.name_span,
                    what: format!("nested inside a `{words}` loop"),
                    label: format!("the enclosing `{words}` loop"),
                }),
                ..ctx.clone()
            });
        }
        let mut children = self.loops_in_body(body, inner.as_ref().unwrap_or(ctx));
        let sunk = if collapse > 1 {
            self.mark_collapsed(&mut children, collapse - 1, directive, s, reported_exit)
        } else {
            None
        };
        Loop {
            stmt: s,
            directive,
            canonical,
            collapse,
            collapsed_into_parent: false,
            schedule: Schedule::Undecided,
            private,
            firstprivate,
            reductions,
            children,
            races: Vec::new(),
            sunk,
            openmp_normalised: false,
            openmp_collapse: collapse,
        }
    }

    /// `collapse(n)`: the next n-1 loops must be tightly nested (each the only statement
    /// of its parent's body). With `force` they may have code between them (each inner
    /// loop the only loop among the statements of its parent's body): that code is sunk
    /// into the innermost body (`sink.rs`), returned for the outermost loop.
    fn mark_collapsed(
        &mut self,
        children: &mut [Loop<'a>],
        remaining: usize,
        directive: Option<&'a Directive>,
        outer: &'a Stmt,
        reported_exit: Option<accc_front::Span>,
    ) -> Option<Box<crate::SunkNest>> {
        let d = directive.expect("collapse comes from a directive");
        let clause = d
            .clause(ClauseName::Collapse)
            .or_else(|| d.clause(ClauseName::Tile))
            .map(|c| c.span)
            .unwrap_or(d.name_span);
        let force = d
            .effective_clauses(self.device)
            .iter()
            .any(|c| matches!(c.kind, ClauseKind::Collapse { force: true, .. }));
        let mut depth = 1;
        let mut cur = outer;
        let mut level: &mut [Loop<'a>] = children;
        let mut levels = Vec::new();
        while depth <= remaining {
            let next = crate::sink::next_loop(cur, force);
            // The IR loop of the next statement; other loops of the level are in the
            // intervening code.
            let found = next.as_ref().and_then(|n| {
                let at = level.iter().position(|l| std::ptr::eq(l.stmt, n.inner))?;
                (!n.intervening.is_empty() || level.len() == 1).then_some(at)
            });
            let (Some(mut next), Some(at)) = (next, found) else {
                let diag = if force {
                    Diagnostic::error(clause, format!("`{}` needs {} nested loops, but only {} are here", self.sm.snippet(clause), remaining + 1, depth))
                        .with_label("not enough nested loops")
                        .with_note("with `force`, each inner loop must be the one loop among the statements of the body around it; the other statements run in every iteration of the collapsed loops")
                        .with_help("reduce the count, or put the loop directly in the body of the loop around it")
                } else {
                    Diagnostic::error(clause, format!("`{}` needs {} tightly nested loops, but only {} are here", self.sm.snippet(clause), remaining + 1, depth))
                        .with_label("not enough tightly nested loops")
                        .with_help("reduce the count, move the statements between the loops inside the innermost loop, or write `collapse(force:n)` to have them run in every iteration of the collapsed loops")
                };
                self.diags.push(diag);
                return None;
            };
            // The collapsed loop first among its siblings: the back ends follow `collapse`
            // through the first child.
            level[..=at].rotate_right(1);
            let (first, _) = level.split_first_mut().expect("one loop");
            first.collapsed_into_parent = true;
            next.inner_var = first.var();
            levels.push(next);
            cur = first.stmt;
            level = &mut first.children;
            depth += 1;
        }
        if levels.iter().all(|l| l.intervening.is_empty()) {
            return None;
        }
        let sema = self.sema;
        let directive_of = |p: &Pragma| sema.directives.get(&p.span.lo);
        let cx = crate::sink::Context {
            sema,
            directive: &directive_of,
            clause,
            reported_exit,
        };
        let mut warnings = Vec::new();
        let sunk = crate::sink::sink(outer, &levels, &cx, &mut warnings);
        self.diags.extend(warnings);
        match sunk {
            Ok(sunk) => Some(Box::new(sunk)),
            Err(errors) => {
                self.diags.extend(errors);
                None
            }
        }
    }
}

/// Why a `cache` directive outside every compute region does nothing; the same words
/// go to the warning and to `-Minfo`.
pub fn cache_outside_region_reason(in_routine: bool) -> &'static str {
    if in_routine {
        "the on-chip copy is made only in the loops of compute regions, not in a `routine`"
    } else {
        "it is outside every compute region, where there is no on-chip memory to fill"
    }
}

fn cache_outside_region(d: &Directive, in_routine: bool) -> Diagnostic {
    Diagnostic::warning(
        d.name_span,
        format!(
            "`cache` directive ignored: {}",
            cache_outside_region_reason(in_routine)
        ),
    )
    .with_label("no on-chip copy is made")
    .with_note("the listed data are read and written where they are, with the same answers")
}
