//! The runtime calls of compute constructs and data directives, decided ([`HostOp`]): when
//! they run (`if`, `self`), which queues they wait for first (`wait`), on which queue they
//! run (`async`), the data operations they perform ([`HostData`]), and how long the data
//! of a `declare` directive lives. The back end prints them (`back/offload/data.rs`,
//! `host_side.rs`) and the checking mode of the CPU targets (`back/check.rs`) prints the
//! same records behind `__accrt_checking()`.

use accc_front::ast::{Block, BlockItem, Stmt, StmtKind};
use accc_front::directive::{ClauseKind, ClauseName, Directive, DirectiveArg, DirectiveKind};
use accc_front::{SourceMap, Span};
use accc_ir::host::{ClauseValues, Decided, HostCalls};
use accc_ir::host::{
    Condition, DataFlags, DeclareScope, HostOp, Queue, RegionCall, Transfer, UseDevice, WaitList,
    WithoutDevice,
};
use accc_ir::{Caps, ComputeRegion, Construct, Module};
use accc_sema::analyze::Sema;

use crate::host_data::{clause_text, HostData};

/// The queue of `d`'s calls: that of its first `async` clause (its expression's local in
/// `values`, where it has one).
pub fn queue(d: &Directive, sm: &SourceMap, values: &ClauseValues) -> Queue {
    d.clauses
        .iter()
        .find_map(|c| match &c.kind {
            ClauseKind::Async(Some(e)) => Some(Queue::Expr(clause_text(values, sm, e))),
            ClauseKind::Async(None) => Some(Queue::NoValue),
            _ => None,
        })
        .unwrap_or(Queue::Sync)
}

/// The `wait` clauses of `d`, one list each (with the locals of `values`).
pub fn waits(d: &Directive, sm: &SourceMap, values: &ClauseValues) -> Vec<WaitList> {
    d.clauses
        .iter()
        .filter_map(|c| match &c.kind {
            ClauseKind::Wait(w) => Some(WaitList {
                queues: w
                    .iter()
                    .flat_map(|w| w.queues.iter())
                    .map(|e| clause_text(values, sm, e))
                    .collect(),
            }),
            _ => None,
        })
        .collect()
}

/// The condition of `d`'s first `if` clause (with the locals of `values`).
pub fn if_condition(d: &Directive, sm: &SourceMap, values: &ClauseValues) -> Option<String> {
    d.clauses.iter().find_map(|c| match &c.kind {
        ClauseKind::If(e) => Some(clause_text(values, sm, e)),
        _ => None,
    })
}

/// Decides the runtime calls of every compute construct and directive of `module`
/// (`Module::host_calls`): on a GPU target (`caps`) the offload path's, with the
/// diagnostics about each one's clauses, and the checking mode's (of the directives on the
/// CPU targets only). Run after `schedule` (the calls read the guards and the variables'
/// data attributes as it left them) and before `gpu::kernel` (which reads the anchors).
pub fn host_calls(module: &mut Module<'_>, sema: &Sema, sm: &SourceMap, caps: Option<&Caps>) {
    let mut calls = HostCalls::default();
    if let Some(caps) = caps {
        let mut decide = HostData::new(sema, sm, module.device_type, Some(caps.clone()));
        decide.clause_values = module.clause_values.clone();
        let raised = |decide: &mut HostData<'_>| {
            (
                std::mem::take(&mut decide.diags),
                std::mem::take(&mut decide.warnings),
            )
        };
        for (index, r) in module.regions.iter().enumerate() {
            let call = decide.region_call(index, r);
            let anchors = decide.anchors(r.directive);
            let (errors, warnings) = raised(&mut decide);
            (calls.regions).push(Decided {
                calls: (call, anchors),
                errors,
                warnings,
            });
        }
        for (index, c) in module.constructs.iter().enumerate() {
            let op = decide.directive(index, c);
            let (errors, warnings) = raised(&mut decide);
            (calls.constructs).push(Decided {
                calls: op,
                errors,
                warnings,
            });
        }
    }
    let mut checking = HostData::new(sema, sm, module.device_type, None);
    checking.clause_values = module.clause_values.clone();
    calls.checking_regions = (module.regions.iter().enumerate())
        .map(|(index, r)| checking.region_call(index, r))
        .collect();
    // (On the CPU targets only: a GPU build's checking mode brackets compute constructs.)
    if caps.is_none() {
        calls.checking_constructs = (module.constructs.iter().enumerate())
            .map(|(index, c)| checking.directive(index, c))
            .collect();
    }
    module.host_calls = calls;
}

/// Records the guard of every compute construct of `module` (`ComputeRegion::guard`),
/// which the offload path, the checking mode and the multicore target print.
pub fn region_guards(module: &mut Module<'_>, sm: &SourceMap) {
    for r in &mut module.regions {
        r.guard = region_guard(r.directive, sm, &module.clause_values);
    }
}

/// The `if` and `self` clauses of compute construct `d`, in the order written (with the
/// locals of `values`).
fn region_guard(d: &Directive, sm: &SourceMap, values: &ClauseValues) -> Vec<Condition> {
    d.clauses
        .iter()
        .filter_map(|c| match &c.kind {
            ClauseKind::If(e) => Some(Condition::If(clause_text(values, sm, e))),
            ClauseKind::SelfCond(Some(e)) => {
                Some(Condition::UnlessSelf(clause_text(values, sm, e)))
            }
            ClauseKind::SelfCond(None) => Some(Condition::OnHost),
            _ => None,
        })
        .collect()
}

impl HostData<'_> {
    /// The host code of compute construct `r` (`Module::regions[index]`), before its
    /// kernels are built: the `--cache-check` flag and the kernels' launches are the back
    /// end's to add (`crate::gpu::launch` decides the launches of the kernels it built).
    pub fn region_call(&mut self, index: usize, r: &ComputeRegion<'_>) -> RegionCall {
        let d = r.directive;
        RegionCall {
            region: index,
            guard: r.guard.clone(),
            waits: waits(d, self.sm, &self.clause_values),
            queue: queue(d, self.sm, &self.clause_values),
            ops: self.region_entries(r),
            deliver_at: r.results_later.as_ref().map(|later| later.deliver_at),
            cache_check: false,
            launches: Vec::new(),
            without_device: self.without_device(r),
        }
    }

    /// A construct whose `fcw` blocks communicate fails without a device (see
    /// [`WithoutDevice::Fail`]).
    fn without_device(&self, r: &ComputeRegion<'_>) -> WithoutDevice {
        let region = r.stmt.span;
        let communicates = self.sema.directives.values().any(|x| {
            region.lo <= x.span.lo
                && x.span.hi <= region.hi
                && crate::ext::fcw::channel(x).is_some()
        });
        match communicates {
            true => WithoutDevice::Fail,
            false => WithoutDevice::RunOnHost,
        }
    }

    /// The host code of data directive `c` (`Module::constructs[index]`); `None` for a
    /// directive that has none (`cache`, `atomic`, the `pacc` hints) or a structured one
    /// without its statement. The data clauses are decided (and diagnosed) either way.
    pub fn directive(&mut self, index: usize, c: &Construct<'_>) -> Option<HostOp> {
        let d = c.directive;
        let sm = self.sm;
        match d.kind {
            DirectiveKind::Data => {
                let ops = self.data_entries(d, DataFlags::NONE);
                c.stmt?;
                let values = &self.clause_values;
                Some(HostOp::Data {
                    construct: index,
                    guard: if_condition(d, sm, values),
                    waits: waits(d, sm, values),
                    queue: queue(d, sm, values),
                    ops,
                })
            }
            DirectiveKind::EnterData | DirectiveKind::ExitData | DirectiveKind::Update => {
                let mut flags = DataFlags::NONE;
                if d.has_clause(ClauseName::Finalize) {
                    flags |= DataFlags::FINALIZE;
                }
                if d.has_clause(ClauseName::IfPresent) {
                    flags |= DataFlags::IF_PRESENT;
                }
                let call = match d.kind {
                    DirectiveKind::EnterData => Transfer::Enter,
                    DirectiveKind::ExitData => Transfer::Exit,
                    _ => Transfer::Update,
                };
                Some(HostOp::Transfer {
                    construct: index,
                    call,
                    ops: self.data_entries(d, flags),
                    guard: if_condition(d, sm, &self.clause_values),
                    waits: waits(d, sm, &self.clause_values),
                    queue: queue(d, sm, &self.clause_values),
                })
            }
            DirectiveKind::Wait => {
                let queues = match &d.arg {
                    Some(DirectiveArg::Wait(w)) => w
                        .queues
                        .iter()
                        .map(|e| sm.snippet(e.span).to_string())
                        .collect(),
                    _ => Vec::new(),
                };
                Some(HostOp::Wait {
                    construct: index,
                    guard: if_condition(d, sm, &self.clause_values),
                    queues: WaitList { queues },
                    queue: queue(d, sm, &self.clause_values),
                })
            }
            DirectiveKind::HostData => {
                c.stmt?;
                Some(HostOp::HostData {
                    construct: index,
                    use_device: self.use_device(d),
                    if_present: d.has_clause(ClauseName::IfPresent),
                })
            }
            DirectiveKind::Declare => Some(HostOp::Declare {
                construct: index,
                ops: self.data_entries(d, DataFlags::NONE),
                scope: declare_scope(c),
            }),
            _ => None,
        }
    }

    /// The variables of the `use_device` clauses of `d`, in the order written.
    fn use_device(&self, d: &Directive) -> Vec<UseDevice> {
        let symbols = &self.sema.symbols;
        let addressed = |v: &accc_front::directive::VarRef| {
            symbols
                .type_of(&v.base)
                .or_else(|| {
                    symbols
                        .resolve(&v.root)
                        .map(|id| symbols.get(id).ty.clone())
                })
                .is_some_and(|t| {
                    let t = t.resolved();
                    t.is_array() || t.is_pointer()
                })
        };
        d.clauses
            .iter()
            .filter_map(|c| match &c.kind {
                ClauseKind::UseDevice(vars) => Some(vars),
                _ => None,
            })
            .flatten()
            .map(|v| UseDevice {
                name: v.name().to_string(),
                addressed: addressed(v),
            })
            .collect()
    }
}

/// How long the data of `declare` directive `c` lives: at file scope, the program; in a
/// function, the block holding the directive (the function's body, or a nested block
/// whose variables it may name), left at its end and on every way out after the directive.
fn declare_scope(c: &Construct<'_>) -> DeclareScope {
    let Some(body) = c.function_body else {
        return DeclareScope::File;
    };
    let at = c.directive.span;
    let block = innermost_block(body, at);
    let mut exits = Vec::new();
    for item in &block.items {
        if let BlockItem::Stmt(s) = item {
            block_exits(s, false, false, &mut exits);
        }
    }
    exits.retain(|r| r.lo > at.hi);
    DeclareScope::Block {
        end: block.span.hi - 1,
        exits,
    }
}

/// The innermost block of `body` (itself included) that holds `at`.
fn innermost_block(body: &Block, at: Span) -> &Block {
    body.items
        .iter()
        .find_map(|item| match item {
            BlockItem::Stmt(s) => block_in_stmt(s, at),
            BlockItem::Decl(_) => None,
        })
        .unwrap_or(body)
}

/// The innermost block in `s` that holds `at`.
fn block_in_stmt(s: &Stmt, at: Span) -> Option<&Block> {
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
fn block_exits(s: &Stmt, in_loop: bool, in_switch: bool, out: &mut Vec<Span>) {
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
