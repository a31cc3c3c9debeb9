//! How the statements of an `fcw` block that communicates run (`accc_ir::fcw`): every
//! thread of the block runs them, so that each reaches every barrier, under predicates
//! decided here once for every target. The planner's rules come first: a channel write
//! or an `fcw_barrier` in a loop whose trip count depends on the thread, or under a
//! thread-dependent jump, has been refused, so the loops and jumps left run alike in
//! every thread.

use accc_front::ast::{BlockItem, LocalDecl, LocalDeclKind, Pragma, Stmt, StmtKind};
use accc_front::{Diagnostic, Span};
use accc_ir::fcw::{Guarded, How, Pred};
use accc_sema::Symbols;

use super::ChannelWrite;

/// The guarded form of the block `block` whose channel writes are `writes` and whose
/// `fcw_barrier` directives start at `barriers` (their pragmas' spans).
pub fn guard(
    block: &Stmt,
    writes: &[ChannelWrite],
    barriers: &[Span],
) -> Result<Guarded, Diagnostic> {
    let mut g = Guards {
        writes,
        barriers,
        predicates: 0,
    };
    g.stmt(block, &Pred::Block)
}

struct Guards<'p> {
    writes: &'p [ChannelWrite],
    barriers: &'p [Span],
    /// Predicates numbered so far.
    predicates: usize,
}

fn contains(outer: Span, inner: Span) -> bool {
    outer.lo <= inner.lo && inner.hi <= outer.hi
}

impl Guards<'_> {
    fn barrier_on(&self, pragmas: &[Pragma]) -> bool {
        pragmas.iter().any(|p| self.barriers.contains(&p.span))
    }

    /// Whether `s` holds a barrier: a channel write, or an `fcw_barrier` on a statement
    /// or declaration inside it (not on `s` itself).
    fn holds_barriers(&self, s: &Stmt) -> bool {
        self.writes.iter().any(|w| contains(s.span, w.stmt))
            || (self.barriers.iter()).any(|&b| contains(s.span, b))
    }

    fn stmt(&mut self, s: &Stmt, pred: &Pred) -> Result<Guarded, Diagnostic> {
        let jumps = s.jumps_out();
        let how = match &s.kind {
            StmtKind::Break | StmtKind::Continue => How::Jump,
            StmtKind::If { then, els, .. } if jumps => How::UniformIf {
                then: Box::new(self.stmt(then, pred)?),
                els: els.as_deref().map(|e| self.stmt(e, pred)).transpose()?.map(Box::new),
            },
            _ if !jumps && !self.holds_barriers(s) => How::Run(pred.clone()),
            StmtKind::Compound(b) => How::Items(
                (b.items.iter())
                    .map(|it| match it {
                        BlockItem::Stmt(x) => self.stmt(x, pred),
                        BlockItem::Decl(d) => Ok(self.declaration(d, pred)),
                    })
                    .collect::<Result<_, _>>()?,
            ),
            StmtKind::Expr(_) if self.writes.iter().any(|w| w.stmt == s.span) => {
                How::ChannelWrite(pred.clone())
            }
            StmtKind::If { then, els, .. } => {
                let n = self.predicates;
                self.predicates += 1;
                let then = Box::new(self.stmt(then, &Pred::Holds(n))?);
                let other = Pred::Else {
                    outer: Box::new(pred.clone()),
                    not: n,
                };
                let els = els.as_deref().map(|e| self.stmt(e, &other)).transpose()?;
                How::SplitIf {
                    pred: pred.clone(),
                    n,
                    then,
                    els: els.map(Box::new),
                }
            }
            StmtKind::For { body, .. } | StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => {
                How::Loop(Box::new(self.stmt(body, pred)?))
            }
            _ => {
                return Err(Diagnostic::error(
                    s.span,
                    "a statement of this kind cannot hold the barriers of an `fcw` block (channel writes or `fcw_barrier`)",
                )
                .with_help("write the channel writes in `if`, loops and blocks of statements"))
            }
        };
        Ok(Guarded {
            barrier_before: self.barrier_on(&s.pragmas),
            how,
        })
    }

    fn declaration(&self, d: &LocalDecl, pred: &Pred) -> Guarded {
        Guarded {
            barrier_before: self.barrier_on(&d.pragmas),
            how: How::Declare(pred.clone()),
        }
    }
}

/// The errors of the declarations of the communicating block `block` (as `guards`, which
/// mirror it, say how it runs) whose initialisers only some threads evaluate: those under
/// a predicate, and all of them where some of the block's threads have no iteration
/// (`idle_threads`). The printers can evaluate such an initialiser for scalars and
/// pointers only; an initialised array or structure is an error at its declarator.
pub fn initialised_aggregates(
    block: &Stmt,
    guards: &Guarded,
    idle_threads: bool,
    symbols: &Symbols,
) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    aggregates_in(block, guards, idle_threads, symbols, &mut errors);
    errors
}

fn aggregates_in(
    s: &Stmt,
    g: &Guarded,
    idle_threads: bool,
    symbols: &Symbols,
    errors: &mut Vec<Diagnostic>,
) {
    let mut branches = |then: &Stmt, gt: &Guarded, els: Option<(&Stmt, &Guarded)>| {
        aggregates_in(then, gt, idle_threads, symbols, errors);
        if let Some((e, ge)) = els {
            aggregates_in(e, ge, idle_threads, symbols, errors);
        }
    };
    match (&g.how, &s.kind) {
        (How::UniformIf { then: gt, els: ge }, StmtKind::If { then, els, .. })
        | (
            How::SplitIf {
                then: gt, els: ge, ..
            },
            StmtKind::If { then, els, .. },
        ) => branches(then, gt, els.as_deref().zip(ge.as_deref())),
        (
            How::Loop(gb),
            StmtKind::For { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. },
        ) => aggregates_in(body, gb, idle_threads, symbols, errors),
        (How::Items(gs), StmtKind::Compound(b)) => {
            for (item, g) in b.items.iter().zip(gs) {
                match (item, &g.how) {
                    (BlockItem::Stmt(x), _) => aggregates_in(x, g, idle_threads, symbols, errors),
                    (BlockItem::Decl(d), How::Declare(pred)) => {
                        if *pred != Pred::Block || idle_threads {
                            declared_aggregates(d, symbols, errors);
                        }
                    }
                    (BlockItem::Decl(_), _) => {}
                }
            }
        }
        _ => {}
    }
}

/// The initialised arrays and structures declaration `d` declares, as errors.
fn declared_aggregates(d: &LocalDecl, symbols: &Symbols, errors: &mut Vec<Diagnostic>) {
    let LocalDeclKind::Decl(decl) = &d.kind else {
        return;
    };
    for i in &decl.declarators {
        let scalar = (symbols.declared_by(&i.declarator))
            .map(|sym| &symbols.get(sym).ty)
            .is_some_and(|t| t.is_arithmetic() || t.is_pointer());
        if i.init.is_some() && !scalar {
            errors.push(
                Diagnostic::error(i.declarator.span, "an initialised array or structure in an `fcw` block with channels")
                    .with_label("declared here with an initialiser")
                    .with_note("every thread of the block runs the block's statements to reach its barriers; only some evaluate initialisers, which accc can do for scalars and pointers only")
                    .with_help("declare it before the `fcw` block, or assign its elements in a statement"),
            );
        }
    }
}
