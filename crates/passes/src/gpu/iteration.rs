//! A kernel's iteration space (`accc_ir::kernel::IterationSpace`): which form its loop
//! over the iterations takes — strip-mined tiles, a 2-D cache tile, uniform rounds (and
//! how each round learns its width), column strips or the flat grid-stride loop; one
//! thread for serial code, every thread for gang-redundant code — the value parameters
//! the form reads from the host (bounds, steps and trip counts of the collapsed loops,
//! the iterations, a 2-D tile's columns), whether a `collapse(2)` nest could run in column
//! strips, and what a column-strips walk prefetches and carries in registers (the
//! [`prefetch`] and [`carry`] planners). `super::kernel` gives what the earlier decisions
//! made ([`Context`]: the block, strip tiles, the cache regions' shape); the back end
//! prints the chosen form.
//!
//! The legality errors of a collapsed nest's bounds (a bound depending on an outer loop of
//! the nest, or reading a variable the construct assigns) are found here and returned for
//! the kernel builder to report where it reported them before.

use accc_front::ast::Stmt;
use accc_front::{Diagnostic, SourceMap};
use accc_ir::host::{HostBinOp, HostExpr};
use accc_ir::kernel::{
    CarriedFamily, CollapsedIndex, IterationSpace, Param, RowPrefetch, SpaceForm, ValueRole,
    ValueType,
};
use accc_ir::tile::{SharingLoop, WidthMethod};
use accc_ir::{ComputeRegion, Loop};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

use super::prefetch::StripsNest;
use super::shape::holds_loop;
use super::{carry, loop_count, prefetch};

/// The kernel parameters this pass names (their names are the IR's).
pub use accc_ir::kernel::{ITERATIONS_PARAM, TILE_COLUMNS_PARAM};

/// What a kernel runs.
pub enum Code<'r, 'a> {
    /// A parallel loop nest (`Loop::collapse` loops linearised).
    Loop(Nest<'r, 'a>),
    /// Statements run by one thread.
    Serial,
    /// A gang-redundant region, one thread per gang.
    GangRedundant,
}

/// A kernel's loop nest as the builder sees it.
pub struct Nest<'r, 'a> {
    pub l: &'r Loop<'a>,
    /// The statements each iteration runs (the collapsed nest's body).
    pub stmts: &'r [&'a Stmt],
    /// The collapsed loops' variables, outermost first.
    pub loop_vars: &'r [SymbolId],
    pub private: &'r [SymbolId],
    pub firstprivate: &'r [SymbolId],
}

/// What the earlier phases decided, which the iteration space follows.
pub struct Context<'r, 'a> {
    pub sema: &'r Sema,
    pub sm: &'r SourceMap,
    pub region: &'r ComputeRegion<'a>,
    /// Threads per block.
    pub block: u32,
    /// `tile(tx, ty)` as strip-mined tiles.
    pub strip_tiles: Option<(u32, u32)>,
    /// A 2-D cache tile (columns, rows), and the vector loop it spreads over its columns
    /// where that is the kernel's one vector loop.
    pub tile: Option<(u32, u32)>,
    pub tile_vector_loop: Option<&'r Loop<'a>>,
    /// The loop whose iterations every thread of a block runs in the same rounds (a
    /// block-shared cache region).
    pub uniform: Option<&'r SharingLoop>,
    /// Adjacent iterations each thread runs at a time (several with a register window).
    pub per_thread: u32,
    /// How the cache options find a round's width.
    pub width: WidthMethod,
    /// The kernel has cache regions.
    pub cache_plans: bool,
    /// Build a `collapse(2)` nest that can run in column strips that way.
    pub column_strips: bool,
    /// The target has a prefetch instruction.
    pub prefetches: bool,
}

/// The iteration space, the diagnostics of its bounds, and a column-strips walk's plans
/// as the printer needs them (the reads' expressions; the record names them by span).
pub struct Plan {
    pub space: IterationSpace,
    pub diagnostics: Vec<Diagnostic>,
    pub prefetch: Vec<prefetch::Prefetch>,
    pub carry: Vec<carry::Family>,
}

/// The iteration space of a kernel running `code`.
pub fn plan(code: &Code<'_, '_>, cx: &Context<'_, '_>) -> Plan {
    let without_loops = |form, iterations| Plan {
        space: IterationSpace::without_loops(form, iterations),
        diagnostics: Vec::new(),
        prefetch: Vec::new(),
        carry: Vec::new(),
    };
    match code {
        Code::Loop(nest) => loop_space(nest, cx),
        Code::Serial => without_loops(SpaceForm::Serial, "1"),
        Code::GangRedundant => without_loops(SpaceForm::GangRedundant, "65536"),
    }
}

/// The space of a loop nest: its indices and parameters, then its form.
fn loop_space(nest: &Nest<'_, '_>, cx: &Context<'_, '_>) -> Plan {
    let mut diagnostics = Vec::new();
    let (mut space, counts) = collapsed_indices(nest, cx, &mut diagnostics);
    let iterations = (counts.into_iter().map(|c| c.cast("long long")))
        .reduce(|product, c| product.binary(HostBinOp::Mul, c))
        .unwrap_or_else(|| HostExpr::Literal(String::new()));
    space.iterations = iterations.text(cx.sm);
    space.params.push(Param::Value {
        name: ITERATIONS_PARAM.into(),
        ty: ValueType::Long,
        host: iterations,
        role: ValueRole::Iterations,
    });
    if let (Some((tx, _)), Some(v)) = (cx.tile, cx.tile_vector_loop) {
        // The tiles along the vector loop, counted on the host (its bounds do not depend
        // on the gang loop, see `shape::tile_candidate`).
        if let Ok(c) = &v.canonical {
            space.params.push(Param::Value {
                name: TILE_COLUMNS_PARAM.into(),
                ty: ValueType::Long,
                host: tile_columns(c, tx),
                role: ValueRole::TileColumns,
            });
        }
    }
    let mut plan = Plan {
        space,
        diagnostics,
        prefetch: Vec::new(),
        carry: Vec::new(),
    };
    plan.space.form = if let Some((tx, ty)) = cx.strip_tiles {
        SpaceForm::StripTiles { tx, ty }
    } else if let Some((tx, ty)) = cx.tile {
        SpaceForm::Tile2D { tx, ty }
    } else if let Some(sharing) = cx.uniform {
        uniform(sharing, cx)
    } else {
        plan.space.strips_possible =
            nest.l.collapse == 2 && !cx.cache_plans && !nest.stmts.iter().any(|s| holds_loop(s));
        if plan.space.strips_possible && cx.column_strips {
            row_walk_plans(nest, cx, &mut plan);
            SpaceForm::ColumnStrips { block: cx.block }
        } else {
            SpaceForm::GridStride
        }
    };
    plan
}

/// The tiles of `tx` columns along the vector loop `c`, at least one.
fn tile_columns(c: &accc_sema::loops::CanonicalLoop, tx: u32) -> HostExpr {
    let tc = || loop_count::trip_count(c).cast("long");
    let rounded_up = (tc().binary(HostBinOp::Add, HostExpr::int(tx)))
        .binary(HostBinOp::Sub, HostExpr::int(1))
        .paren()
        .binary(HostBinOp::Div, HostExpr::int(tx));
    (tc().binary(HostBinOp::Gt, HostExpr::int(tx)))
        .select(rounded_up, HostExpr::int(1))
        .paren()
}

/// Uniform rounds of the block's iterations. With a register window (see
/// `cache::window` in back) each thread takes `per_thread` adjacent iterations: the width
/// counts iterations, which a barrier count of threads cannot. The fixed width is the
/// block's only where the sharing loop's trip count is a multiple of it.
fn uniform(sharing: &SharingLoop, cx: &Context<'_, '_>) -> SpaceForm {
    let per_block = cx.block * cx.per_thread;
    let full_rounds = (sharing.trip_count).is_some_and(|t| t % per_block as i128 == 0);
    let width = match cx.width {
        WidthMethod::Sync if cx.per_thread > 1 => WidthMethod::KernelArg,
        WidthMethod::Fixed if !full_rounds => WidthMethod::KernelArg,
        m => m,
    };
    SpaceForm::Uniform {
        per_block,
        per_thread: cx.per_thread,
        width,
        trip_count: sharing.trip_count,
    }
}

/// The collapsed loops' indices and their parameters (lower bound, step, trip count of
/// each), with the trip counts as the host computes them; the bounds' errors.
fn collapsed_indices(
    nest: &Nest<'_, '_>,
    cx: &Context<'_, '_>,
    diagnostics: &mut Vec<Diagnostic>,
) -> (IterationSpace, Vec<HostExpr>) {
    let l = nest.l;
    let mut loops = vec![l];
    let mut cur = l;
    for _ in 1..l.collapse {
        if let Some(c) = cur.children.first() {
            loops.push(c);
            cur = c;
        }
    }
    let mut space = IterationSpace::without_loops(SpaceForm::GridStride, "");
    space.collapsed = loops.len();
    let mut counts = Vec::new();
    for (k, lp) in loops.iter().enumerate() {
        let Ok(c) = &lp.canonical else { continue };
        bounds_diagnostics(lp, &nest.loop_vars[..k], cx, diagnostics);
        let (lower, trip_count, step) = (
            format!("__accc_lo{k}"),
            format!("__accc_tc{k}"),
            format!("__accc_st{k}"),
        );
        space.params.push(Param::Value {
            name: lower.clone(),
            ty: ValueType::Long,
            host: HostExpr::Source(c.lower.span).cast("long"),
            role: ValueRole::Lower(k),
        });
        space.params.push(Param::Value {
            name: step.clone(),
            ty: ValueType::Long,
            host: loop_count::step(c).cast("long"),
            role: ValueRole::Step(k),
        });
        // At least 0: the count of a loop that does not run.
        let tc = || loop_count::trip_count(c).cast("long");
        let count = (tc().binary(HostBinOp::Gt, HostExpr::int(0))).select(tc(), HostExpr::int(0));
        space.params.push(Param::Value {
            name: trip_count.clone(),
            ty: ValueType::Long,
            host: count.clone().paren(),
            role: ValueRole::TripCount(k),
        });
        counts.push(count);
        let counter = if loops.len() == 1 {
            "__accc_it".to_string()
        } else {
            format!("__accc_x{k}")
        };
        space.indices.push(CollapsedIndex {
            level: k,
            var: c.var,
            var_name: c.var_name.clone(),
            counter,
            lower,
            step,
            trip_count,
        });
    }
    (space, counts)
}

/// The errors of collapsed loop `lp`'s bounds, the loops `outer` around it in the nest.
fn bounds_diagnostics(
    lp: &Loop<'_>,
    outer: &[SymbolId],
    cx: &Context<'_, '_>,
    diagnostics: &mut Vec<Diagnostic>,
) {
    let Ok(c) = &lp.canonical else { return };
    let symbols = &cx.sema.symbols;
    // A collapsed loop's bounds must not depend on the loops around it.
    if c.bounds_mention(outer, symbols) {
        diagnostics.push(
            Diagnostic::error(
                lp.stmt.span,
                "collapsed loops whose bounds depend on an outer loop",
            )
            .with_label("not supported by this target yet"),
        );
    }
    // The host computes bounds before the kernel runs, from its own values: a variable
    // the construct assigns on the device (`kernels { m = 50; for (i = 0; i < m; i++) … }`)
    // would be read stale there.
    if let Some(v) = cx.region.vars.iter().find(|v| {
        v.written
            && c.bounds_mention(&[v.sym], symbols)
            && bounds_read_what_is_written(c, v.sym, cx)
    }) {
        let name = &v.name;
        diagnostics.push(
            Diagnostic::error(lp.stmt.span, format!("the bounds of this loop read `{name}`, which the compute construct assigns"))
                .with_label(format!("`{name}` is assigned on the device, but the host computes the loop's bounds before the kernel runs"))
                .with_help(format!("assign `{name}` before the construct, or compute the bound into another variable there")),
        );
    }
}

/// Whether the construct's writes to `var`, which the bounds of loop `c` name, may
/// change what they read: not where the bounds read only members of `var` that no write
/// reaches (`i < v.n` in a construct whose `reduction(+:v.s)` writes `v.s`). Paths compare
/// up to their first subscript or pointer (`v.a[k]` is `v.a`, a write through `v.p->x`
/// is one to `v.p`'s target, not to `v`): a path conflicts with the paths it begins or
/// that begin it.
fn bounds_read_what_is_written(
    c: &accc_sema::loops::CanonicalLoop,
    var: SymbolId,
    cx: &Context<'_, '_>,
) -> bool {
    use accc_front::ast::{Expr, ExprKind};
    let symbols = &cx.sema.symbols;
    let path = |span: accc_front::Span| -> String {
        let text: String = (cx.sm.snippet(span).chars())
            .filter(|ch| !ch.is_whitespace())
            .collect();
        let end = [text.find('['), text.find("->")]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(text.len());
        text[..end].to_string()
    };
    // The `.` member chain `e` is, when it starts at `var`.
    fn rooted_at(e: &Expr, var: SymbolId, symbols: &accc_sema::Symbols) -> bool {
        match &e.kind {
            ExprKind::Ident(i) => symbols.resolve(i) == Some(var),
            ExprKind::Member {
                base, arrow: false, ..
            } => rooted_at(base, var, symbols),
            _ => false,
        }
    }
    // The member chains and the bare names of `var` the bounds read (a name inside a
    // chain is the chain's).
    let mut chains = Vec::new();
    let mut names = Vec::new();
    for e in [Some(&c.lower), Some(&c.bound), c.step_expr.as_ref()]
        .into_iter()
        .flatten()
    {
        e.walk(&mut |x| match x.kind {
            ExprKind::Member { arrow: false, .. } if rooted_at(x, var, symbols) => {
                chains.push(x.span)
            }
            ExprKind::Ident(_) if rooted_at(x, var, symbols) => names.push(x.span),
            _ => {}
        });
    }
    let inside_chain =
        |n: &accc_front::Span| (chains.iter()).any(|ch| ch.lo <= n.lo && n.hi <= ch.hi);
    names.retain(|n| !inside_chain(n));
    let read: Vec<String> = chains.iter().chain(&names).map(|&sp| path(sp)).collect();
    let accesses = accc_sema::access::collect_stmt(cx.region.stmt, symbols);
    let written: Vec<String> = (accesses.of(var))
        .filter(|a| a.kind != accc_sema::access::AccessKind::Read)
        .map(|a| path(a.span))
        .collect();
    let begins = |long: &str, short: &str| {
        long == short || (long.starts_with(short) && long[short.len()..].starts_with('.'))
    };
    read.iter()
        .any(|r| written.iter().any(|w| begins(r, w) || begins(w, r)))
}

/// What a column-strips walk of `nest` prefetches (where the target can) and carries in
/// registers, into `plan` and its record.
fn row_walk_plans(nest: &Nest<'_, '_>, cx: &Context<'_, '_>, plan: &mut Plan) {
    let Some(walk) = row_walk(nest) else { return };
    if cx.prefetches {
        plan.prefetch = prefetch::plan(&walk, cx.sema);
    }
    plan.carry = carry::plan(&walk, cx.sema);
    plan.space.prefetched = (plan.prefetch.iter())
        .map(|p| RowPrefetch {
            read: p.read.span,
            ahead: p.ahead,
        })
        .collect();
    plan.space.carried = (plan.carry.iter())
        .map(|f| CarriedFamily {
            links: f.links.iter().map(|e| e.span).collect(),
            reads: f.reads.clone(),
        })
        .collect();
}

/// A column-strips nest as the row-walk analyses see it (`prefetch`, `carry`).
fn row_walk<'a>(nest: &Nest<'_, 'a>) -> Option<StripsNest<'a>> {
    let (Some(&body), [row, column]) = (nest.stmts.first(), nest.loop_vars) else {
        return None;
    };
    Some(StripsNest {
        body,
        row: *row,
        column: *column,
        row_step: nest.l.canonical.as_ref().ok().and_then(|c| c.step),
        private: (nest.private.iter())
            .chain(nest.firstprivate)
            .copied()
            .collect(),
    })
}
