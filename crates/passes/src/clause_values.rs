//! Which clause expressions the host evaluates once into a local where their construct
//! starts ([`ClauseValue`]): OpenACC evaluates each clause argument once, when the
//! construct is met, but the host code of a compute construct or a structured `data`
//! construct names them several times (its data's entry and exit, each kernel launch, the
//! checking mode's calls, the OpenMP `if` of the multicore target). Every expression but
//! an identifier or a constant gets a local, whether or not it is named twice, so that
//! its side effects happen exactly once on every target; an identifier gets one too where
//! the construct's body may change the variable (`ChangedInBody`), so that the exit reads
//! the value the entry read. Standalone directives make one runtime call and name their
//! clauses once.

use accc_front::ast::{Block, Expr, ExprKind, Stmt};
use accc_front::directive::{ClauseKind, Directive, DirectiveKind, SubscriptKind};
use accc_front::SourceMap;
use accc_ir::host::{ClauseRole, ClauseValue, ClauseValues, DataSite};
use accc_ir::Module;
use accc_sema::access::{self, AccessKind, Accesses};
use accc_sema::analyze::Sema;

/// Decides the clause locals of every compute construct and structured `data` construct
/// of `module` (`Module::clause_values`), in source order of the directives.
pub fn clause_values(module: &mut Module<'_>, sema: &Sema, sm: &SourceMap) {
    let mut sites: Vec<(DataSite, &Directive, &Stmt, Option<&Block>)> = Vec::new();
    for (index, r) in module.regions.iter().enumerate() {
        sites.push((
            DataSite::Region(index),
            r.directive,
            r.stmt,
            r.function_body,
        ));
    }
    for (index, c) in module.constructs.iter().enumerate() {
        if let (DirectiveKind::Data, Some(stmt)) = (c.directive.kind, c.stmt) {
            sites.push((
                DataSite::Construct(index),
                c.directive,
                stmt,
                c.function_body,
            ));
        }
    }
    sites.sort_by_key(|(_, d, _, _)| d.span.lo);
    let mut values = ClauseValues::default();
    for (site, d, body, function_body) in sites {
        let changed = ChangedInBody::new(body, function_body, sema, sm);
        for (expr, role) in clause_expressions(d, module.device_type) {
            if is_plain(expr) && !changed.may_change(expr) {
                continue;
            }
            let text = sm.snippet(expr.span);
            values.values.push(ClauseValue {
                site,
                expr: expr.span,
                role,
                name: format!("__accc_clause_{}", values.values.len()),
                // Subscripts may count more elements than an `int` holds; the other
                // arguments are `int` expressions in OpenACC.
                c_type: match role {
                    ClauseRole::Subscript => "long long",
                    _ => "int",
                },
                value: match role {
                    ClauseRole::Condition => format!("!!({text})"),
                    _ => format!("({text})"),
                },
            });
        }
    }
    module.clause_values = values;
}

/// The expressions of the clauses of `d` the host code evaluates, in the order written,
/// each with the argument it is: the
/// conditions, queues and sizes, and the subscripts of its data clauses' variables. The
/// sizes and data clauses are those that apply to `device_type`.
fn clause_expressions<'d>(d: &'d Directive, device_type: &str) -> Vec<(&'d Expr, ClauseRole)> {
    let applying = d.effective_clauses(device_type);
    let mut found = Vec::new();
    for c in &d.clauses {
        let applies = applying.iter().any(|a| std::ptr::eq(*a, c));
        match &c.kind {
            ClauseKind::If(e) | ClauseKind::SelfCond(Some(e)) => {
                found.push((e, ClauseRole::Condition))
            }
            ClauseKind::Async(Some(e)) => found.push((e, ClauseRole::Queue)),
            ClauseKind::Wait(Some(w)) => {
                found.extend(w.queues.iter().map(|e| (e, ClauseRole::WaitQueue)))
            }
            ClauseKind::NumGangs(sizes) if applies => found
                .extend((sizes.iter().enumerate()).map(|(dim, e)| (e, ClauseRole::NumGangs(dim)))),
            ClauseKind::NumWorkers(e) if applies => found.push((e, ClauseRole::NumWorkers)),
            ClauseKind::VectorLength(e) if applies => found.push((e, ClauseRole::VectorLength)),
            ClauseKind::Data(data) if applies => {
                for v in &data.vars {
                    for s in &v.subscripts {
                        match &s.kind {
                            SubscriptKind::Index(e) => found.push((e, ClauseRole::Subscript)),
                            SubscriptKind::Section { lower, length } => found.extend(
                                (lower.iter().chain(length.iter()))
                                    .map(|e| (e, ClauseRole::Subscript)),
                            ),
                        }
                    }
                }
            }
            _ => {}
        }
    }
    found
}

/// Which variables the body of a construct may change, so that a clause argument naming
/// one must be read once, at the construct's entry: those the body assigns, increments or
/// takes the address of; and those code elsewhere can reach (of static storage, or whose
/// address the function takes) where the body calls a function or writes through a
/// pointer. A variable the pass cannot tell about counts as changed.
struct ChangedInBody<'s> {
    body: Accesses,
    /// The body calls a function or writes through a pointer.
    changes_memory_elsewhere: bool,
    function_body: Option<&'s Block>,
    sema: &'s Sema,
    sm: &'s SourceMap,
}

impl<'s> ChangedInBody<'s> {
    fn new(
        body: &Stmt,
        function_body: Option<&'s Block>,
        sema: &'s Sema,
        sm: &'s SourceMap,
    ) -> Self {
        let body = access::collect_stmt(body, &sema.symbols);
        ChangedInBody {
            changes_memory_elsewhere: changes_memory_elsewhere(&body, sema),
            body,
            function_body,
            sema,
            sm,
        }
    }

    /// `expr` is an identifier of a variable the body may change.
    fn may_change(&self, expr: &Expr) -> bool {
        let ExprKind::Ident(ident) = &expr.kind else {
            return false;
        };
        let Some(sym) = self.sema.symbols.resolve(ident) else {
            return false;
        };
        let symbol = self.sema.symbols.get(sym);
        if symbol.kind != accc_sema::SymbolKind::Variable {
            return false;
        }
        let assigned = (self.body.of(sym)).any(|a| a.kind != AccessKind::Read && !a.is_element);
        assigned || (self.changes_memory_elsewhere && self.reachable_elsewhere(sym))
    }

    /// Code outside the function, or a pointer, can reach the variable.
    fn reachable_elsewhere(&self, sym: accc_sema::SymbolId) -> bool {
        if self.sema.symbols.get(sym).is_static_storage {
            return true;
        }
        let Some(function) = self.function_body else {
            return true;
        };
        accc_ir::address_taken_in(sym, function, self.sema, self.sm.text())
    }
}

/// `body` calls a function (other than a C library one without side effects) or writes
/// through a pointer: anything but an element of an array of numbers.
fn changes_memory_elsewhere(body: &Accesses, sema: &Sema) -> bool {
    let pure = |c: &access::Call| {
        c.name
            .as_deref()
            .is_some_and(accc_sema::builtins::is_math_function)
    };
    let through_pointer = |a: &access::Access| {
        a.kind != AccessKind::Read && a.is_element && !array_of_numbers(&sema.symbols.get(a.sym).ty)
    };
    !body.calls.iter().all(pure) || body.list.iter().any(through_pointer)
}

/// An array whose elements (at every level) are numbers: writing one of its elements
/// writes no other variable.
fn array_of_numbers(ty: &accc_sema::Type) -> bool {
    let mut ty = ty;
    if !ty.is_array() {
        return false;
    }
    while ty.is_array() {
        ty = ty.element().expect("an array has elements");
    }
    ty.is_arithmetic()
}

/// An identifier or a constant (an integer constant expression too): naming it again
/// reads the same value, with no effect.
fn is_plain(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Ident(_) | ExprKind::IntLit(_) | ExprKind::FloatLit(_) | ExprKind::CharLit(_)
    ) || accc_sema::consteval::eval(e, &|_| None).is_some()
}
