//! The shape of a GPU kernel, decided from its loop nest: which loops spread over the
//! threads of a block (gang × vector, gang × worker × vector), strip-mined `tile` shapes,
//! `gang(dim:n)`, the 2-D cache tiles and their coarsened rows, the tiles of `fcw`'s `V×W`
//! blocks, and the facts the kernel
//! builder asks about a nest on the way (its canonical loops, jumps, directives inside).
//! `super::outline`, `super::block` and `super::kernel` call these; the target facts they
//! need come as [`Caps`].

use std::collections::HashSet;

use accc_front::ast::{Stmt, StmtKind};
use accc_front::Span;
use accc_ir::fcw::{Nest, NestRule, NestVerdict};
use accc_ir::kernel::MAX_BLOCK;
use accc_ir::tile::{CacheImpl, CacheOptions};
use accc_ir::{Caps, ComputeRegion, FcwBlock, Loop};
use accc_sema::access::{self, AccessKind};
use accc_sema::SymbolId;

use crate::ext::cache::plan::{
    cache_directive, item_pragmas, region_items, Mode, RegionPlan, SharingLoop,
};

/// Whether a loop inside a gang loop can spread over the threads of a block: a canonical
/// loop, not collapsed into its parent, whose directive partitions it (explicit
/// `vector`/`worker`, `independent`, or any loop directive of a `parallel` construct but
/// `seq`/`auto`).
pub fn partitions_threads(c: &Loop<'_>, region: &ComputeRegion<'_>, caps: &Caps) -> bool {
    use accc_front::directive::ClauseName as C;
    let Some(directive) = c.directive else {
        return false;
    };
    let has = |n: C| directive.effective_clause(caps.device_type, n).is_some();
    let parallel_region = region.kind == accc_front::directive::DirectiveKind::Parallel;
    c.canonical.is_ok()
        && !c.collapsed_into_parent
        && !has(C::Seq)
        && (has(C::Vector)
            || has(C::Worker)
            || has(C::Independent)
            || (parallel_region && !has(C::Auto)))
}

/// The vector loops of a gang loop nest that can run over the threads of a block: loop
/// directives that partition (explicit `vector`/`worker`, `independent`, or any loop
/// directive of a `parallel` construct but `seq`/`auto`), directly in the body of the
/// innermost collapsed loop. Empty — one level, every thread takes whole iterations —
/// when the outer nest reduces (its threads would count the vector results several
/// times), when code outside the vector loops has effects every thread would repeat
/// (atomics, routine calls), when a vector reduction's variable lives outside the
/// nest, or when a vector loop writes an array the gang's body declares.
pub fn vector_loops<'l, 'a>(
    region: &ComputeRegion<'_>,
    caps: &Caps,
    l: &'l Loop<'a>,
    reductions: &[accc_ir::Reduction],
    sema: &accc_sema::analyze::Sema,
    routines: &HashSet<String>,
) -> Vec<&'l Loop<'a>> {
    if !reductions.is_empty() {
        return Vec::new();
    }
    let mut inner = l;
    for _ in 1..l.collapse {
        match inner.children.first() {
            Some(c) => inner = c,
            None => return Vec::new(),
        }
    }
    let found: Vec<&Loop<'_>> = inner
        .children
        .iter()
        .filter(|c| partitions_threads(c, region, caps))
        .collect();
    if found.is_empty() {
        return found;
    }
    // (With intervening code sunk, the code around the vector loops includes it.)
    let body = l.collapsed_body();
    let inside = |span: Span| {
        found
            .iter()
            .any(|v| v.stmt.span.lo <= span.lo && span.hi <= v.stmt.span.hi)
    };
    // Effects every thread of the block would repeat.
    let acc = access::collect_stmt(body, &sema.symbols);
    let repeated_call = acc.calls.iter().any(|c| {
        !inside(c.span)
            && c.name
                .as_deref()
                .is_none_or(|n| routines.contains(n) || !accc_sema::builtins::is_math_function(n))
    });
    let repeated_atomic = directive_inside(sema, body.span, |d| {
        matches!(d.kind, accc_front::directive::DirectiveKind::Atomic(_)) && !inside(d.span)
    });
    let outside_reduction = found
        .iter()
        .flat_map(|v| v.reductions.iter())
        .any(|r| !acc.locals.contains(&r.sym));
    // An array the gang's body declares is the gang's (OpenACC): a vector loop that writes
    // parts of it would write each thread's own copy, which the others never see.
    let shared_array_written = acc.list.iter().any(|a| {
        a.kind != AccessKind::Read
            && inside(a.span)
            && acc.locals.contains(&a.sym)
            && sema.symbols.get(a.sym).ty.is_array()
            && !inside(sema.symbols.get(a.sym).span)
    });
    if repeated_call || repeated_atomic || outside_reduction || shared_array_written {
        return Vec::new();
    }
    found
}

/// The tile of a `tile(a, b)` loop run as strip-mined tiles: `(a, b)`, `a` the size along the
/// inner loop (the first size is the innermost loop's), `*` being 32 inner and 4 outer.
/// `None` — the tile runs as `collapse(2)` — with other sizes, more than 1024 or fewer
/// than 2 threads, or a `cache` directive in the nest (its barriers need every thread,
/// where a partial tile leaves some without an element).
pub fn tile_shape(
    l: &Loop<'_>,
    caps: &Caps,
    sema: &accc_sema::analyze::Sema,
) -> Option<(u32, u32)> {
    use accc_front::directive::{ClauseKind, DirectiveKind, TileSize};
    let sizes = l
        .directive?
        .effective_clauses(caps.device_type)
        .into_iter()
        .find_map(|c| match &c.kind {
            ClauseKind::Tile(sizes) => Some(sizes.clone()),
            _ => None,
        })?;
    let [inner, outer] = sizes.as_slice() else {
        return None;
    };
    let size = |t: &TileSize, star: u64| match t {
        TileSize::Star(_) => Some(star),
        TileSize::Const(c) => (1..=1024).contains(&c.value).then_some(c.value),
    };
    let (tx, ty) = (size(inner, 32)?, size(outer, 4)?);
    let cache = directive_inside(sema, l.stmt.span, |d| {
        matches!(d.kind, DirectiveKind::Cache)
    });
    (l.collapse == 2 && (2..=1024).contains(&(tx * ty)) && !cache).then_some((tx as u32, ty as u32))
}

/// `gang(dim:n)` of loop `l` (`n` is 1 for a plain `gang`), and the clause's span; `None`
/// without `gang`.
pub fn gang_dim(l: &Loop<'_>, caps: &Caps) -> Option<(u64, Span)> {
    use accc_front::directive::{ClauseKind, ClauseName as C, GangArgs};
    let c = l.directive?.effective_clause(caps.device_type, C::Gang)?;
    match &c.kind {
        ClauseKind::Gang(GangArgs { dim: Some(d), .. }) => Some((d.value, c.span)),
        _ => Some((1, c.span)),
    }
}

/// The symbols declared inside the body of a gang loop (innermost of its collapsed loops).
pub fn gang_body_locals(l: &Loop<'_>, sema: &accc_sema::analyze::Sema) -> HashSet<SymbolId> {
    access::collect_stmt(l.collapsed_body(), &sema.symbols).locals
}

/// The vector loops of worker loop `w` (a loop of a gang loop) when they can spread over
/// the vector lanes of each worker (`accc_ir::kernel::Lanes`): `w` has `worker` but not
/// `vector`, its body is a block whose vector loops are direct statements; the other
/// statements (run by one worker's lanes together, only where the worker has an
/// iteration) call no routine, hold no atomic, no `cache`, no update of memory outside
/// the gang's body and no jump out of them (every thread must reach the barriers of the
/// vector loops); declarations there have constant initialisers (they
/// run in every thread); vector reductions are on variables of the gang loop's body.
/// `None` keeps the worker loop on the block's threads, its vector loops in order.
pub fn worker_split<'l, 'a>(
    w: &'l Loop<'a>,
    caps: &Caps,
    gang_locals: &HashSet<SymbolId>,
    sema: &accc_sema::analyze::Sema,
    routines: &HashSet<String>,
) -> Option<Vec<&'l Loop<'a>>> {
    use accc_front::ast::{BlockItem, ExprKind, Initializer, LocalDeclKind, UnaryOp};
    use accc_front::directive::{ClauseName as C, DirectiveKind};
    let has = |d: &accc_front::directive::Directive, n: C| {
        d.effective_clause(caps.device_type, n).is_some()
    };
    let d = w.directive?;
    // A private array of the worker loop would be one per thread, not per worker.
    let private_array = w
        .private
        .iter()
        .chain(&w.firstprivate)
        .any(|&p| sema.symbols.get(p).ty.is_array());
    if !has(d, C::Worker) || has(d, C::Vector) || w.collapse > 1 || private_array {
        return None;
    }
    let StmtKind::For { body, .. } = &w.stmt.kind else {
        return None;
    };
    let StmtKind::Compound(b) = &body.kind else {
        return None;
    };
    let vector_loop = |c: &Loop<'_>| {
        c.directive
            .is_some_and(|d| has(d, C::Vector) && !has(d, C::Seq))
            && c.canonical.is_ok()
            && !c.collapsed_into_parent
    };
    if w.children.is_empty() || !w.children.iter().all(vector_loop) {
        return None;
    }
    let direct = |span: Span| {
        b.items
            .iter()
            .any(|i| matches!(i, BlockItem::Stmt(s) if s.span == span))
    };
    if !w.children.iter().all(|c| direct(c.stmt.span)) {
        return None;
    }
    let in_a_vector_loop = |span: Span| {
        w.children
            .iter()
            .any(|c| c.stmt.span.lo <= span.lo && span.hi <= c.stmt.span.hi)
    };
    let acc = access::collect_stmt(body, &sema.symbols);
    let calls = acc.calls.iter().any(|c| {
        !in_a_vector_loop(c.span)
            && c.name
                .as_deref()
                .is_none_or(|n| routines.contains(n) || !accc_sema::builtins::is_math_function(n))
    });
    let directives = directive_inside(sema, body.span, |d| {
        matches!(d.kind, DirectiveKind::Cache)
            || (matches!(d.kind, DirectiveKind::Atomic(_)) && !in_a_vector_loop(d.span))
    });
    // Worker-level code runs in each of the worker's lanes: it may store the same value
    // several times, but not update memory outside the gang's body (`x[j] += 1` would add
    // once per lane).
    let repeated_update = acc.list.iter().any(|a| {
        !in_a_vector_loop(a.span)
            && !gang_locals.contains(&a.sym)
            && (a.kind == AccessKind::Update || a.update_op.is_some())
    });
    if calls || directives || repeated_update {
        return None;
    }
    let constant = |e: &accc_front::ast::Expr| match &e.kind {
        ExprKind::IntLit(_) | ExprKind::FloatLit(_) | ExprKind::CharLit(_) => true,
        ExprKind::Unary {
            op: UnaryOp::Neg,
            expr,
        } => matches!(expr.kind, ExprKind::IntLit(_) | ExprKind::FloatLit(_)),
        _ => accc_sema::consteval::eval(e, &|_| None).is_some(),
    };
    for item in &b.items {
        match item {
            BlockItem::Decl(decl) => {
                let LocalDeclKind::Decl(dl) = &decl.kind else {
                    return None;
                };
                // An array there would be one per thread, where the worker's lanes must
                // share one (they fill it together).
                let array = |i: &accc_front::ast::InitDeclarator| {
                    sema.symbols
                        .declared_by(&i.declarator)
                        .is_none_or(|sym| sema.symbols.get(sym).ty.is_array())
                };
                let ok = dl.declarators.iter().all(|i| {
                    !array(i)
                        && match &i.init {
                            None => true,
                            Some(Initializer::Expr(e)) => constant(e),
                            Some(Initializer::List { .. }) => false,
                        }
                });
                if !ok {
                    return None;
                }
            }
            BlockItem::Stmt(s) if !in_a_vector_loop(s.span) && s.jumps_out() => return None,
            BlockItem::Stmt(_) => {}
        }
    }
    let reductions_local = w
        .children
        .iter()
        .flat_map(|c| c.reductions.iter())
        .all(|r| gang_locals.contains(&r.sym));
    reductions_local.then(|| w.children.iter().collect())
}

/// The 2-D tile shape (threads along x, rows along y) for a gang loop `l` whose body is
/// exactly one vector loop with thread-independent bounds, no reductions and a `cache`
/// directive or an `fcw` directive without channels inside (FETCH_ONLY reads the same
/// values however the iterations are grouped, D §6.4.4; a channel's block is exactly its
/// vector loop's iterations, which a tile would regroup), if the cache options allow
/// sharing.
pub fn tile_candidate(
    l: &Loop<'_>,
    two_level: &[&Loop<'_>],
    stmts: &[&Stmt],
    block: u32,
    gang_arrays: bool,
    opts: &CacheOptions,
    sema: &accc_sema::analyze::Sema,
) -> Option<(u32, u32)> {
    let [v] = two_level else { return None };
    let [body] = stmts else { return None };
    if !opts.sharing
        || !matches!(opts.implementation, CacheImpl::Rbi | CacheImpl::Rbc)
        || block < 32
        || !block.is_multiple_of(16)
        || gang_arrays
        || !v.reductions.is_empty()
        || l.collapse > 1
        || v.collapse > 1
    {
        return None;
    }
    let only_the_vector_loop = match &body.kind {
        StmtKind::Compound(b) => {
            b.items.len() == 1
                && matches!(&b.items[0], accc_front::ast::BlockItem::Stmt(s) if s.span == v.stmt.span)
        }
        _ => body.span == v.stmt.span,
    };
    let gang_var = l.var()?;
    let c = v.canonical.as_ref().ok()?;
    let mut row_dependent = false;
    for e in [&c.lower, &c.bound] {
        accc_sema::analyze::for_each_ident(e, &mut |i| {
            if sema.symbols.resolve(i) == Some(gang_var) {
                row_dependent = true;
            }
        });
    }
    let staged = directive_inside(sema, v.stmt.span, |d| {
        use accc_front::directive::DirectiveKind;
        matches!(d.kind, DirectiveKind::Cache | DirectiveKind::Fcw)
    });
    let channels = directive_inside(sema, v.stmt.span, |d| crate::ext::fcw::channel(d).is_some());
    (staged && !channels && only_the_vector_loop && !row_dependent && c.step.is_some())
        .then_some((16, block / 16))
}

/// A `V×W` `fcw` block's 2-D tile: threads along the vector loop (`columns`, the block's
/// `V`), rows along the kernel's loop (`rows`, its `W`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FcwTile {
    pub columns: u32,
    pub rows: u32,
}

/// The 2-D tile of the `V×W` `fcw` block whose loops are `l` (the kernel's loop) and the
/// one vector loop of its body (`two_level`), exactly `W` rows by `V` columns, since
/// programs compute with the block's size: the body laid out as the `fcw` planner requires
/// of every target (`FcwBlock::nest`), with declarations before the vector loop that read
/// no memory (every thread of the tile runs them, rows past the loop's end included), and
/// the tile no more threads than a block's. Otherwise why not, for an error at the
/// directive.
pub fn fcw_tile(
    l: &Loop<'_>,
    two_level: &[&Loop<'_>],
    block: &FcwBlock,
) -> Result<FcwTile, String> {
    let [(outer, rows), (inner, columns)] = block.loops[..] else {
        return Err("it is not a block of two loops".into());
    };
    if l.stmt.span.lo != outer {
        return Err("its outer loop must be the loop of the compute construct (`parallel loop gang worker`), whose iterations the blocks' rows are".into());
    }
    if !matches!(two_level, [v] if v.stmt.span.lo == inner) {
        return Err("its inner loop must be the only vector loop in the outer loop's body".into());
    }
    if let Some(why) = nest_refused(block.nest.as_ref()) {
        return Err(why.into());
    }
    if rows * columns > MAX_BLOCK {
        return Err(format!(
            "{rows}×{columns} threads exceed a block's {MAX_BLOCK}"
        ));
    }
    Ok(FcwTile { columns, rows })
}

/// Why the `fcw` planner's verdict on the body of a `V×W` block's outer loop keeps it from
/// being the rows of a 2-D tile; `None` when it does not.
fn nest_refused(nest: Option<&Nest>) -> Option<&'static str> {
    match &nest?.verdict {
        NestVerdict::Refused(faults) => Some(match faults.first()?.rule {
            NestRule::NotInBody => "its inner loop must be a statement of the outer loop's body",
            NestRule::StatementBefore => {
                "only declarations may come before the vector loop in the outer loop's body"
            }
            NestRule::AfterVectorLoop => "nothing may follow the vector loop in the outer loop's body",
            NestRule::UnstableInitialiser => "a declaration before the vector loop must compute the same value in every block of the vector loop (no side effect, no call but a math function, nothing the region writes read)",
            NestRule::BoundsOfOuterIteration => "the vector loop's bounds depend on the outer loop's variable or on a variable its body declares",
        }),
        // A GPU-only rule: the tile's threads past the outer loop's end run the
        // declarations too (the CPU teams have a thread per iteration only), where an
        // element read may fall outside its array.
        NestVerdict::Accepted {
            reads_memory: Some(_),
            ..
        } => Some("a declaration before the vector loop reads memory or calls a function (every thread of the tile runs it, past the loop's end too)"),
        NestVerdict::Accepted { .. } => None,
    }
}

/// The 2-D tile (threads along x, rows along y) the kernel of gang loop `l` runs, if any:
/// an `fcw` block of both loops is its own tile (`fcw`); otherwise the cache directive's
/// tile ([`tile_candidate`]), which a one-loop `fcw` block with channels never gets (its
/// block is exactly the vector loop's iterations, which a tile would regroup; FETCH_ONLY
/// reads the same values however the iterations are grouped).
#[allow(clippy::too_many_arguments)]
pub fn tile_2d(
    l: &Loop<'_>,
    two_level: &[&Loop<'_>],
    stmts: &[&Stmt],
    block: u32,
    gang_arrays: bool,
    opts: &CacheOptions,
    sema: &accc_sema::analyze::Sema,
    fcw: Option<FcwTile>,
) -> Option<(u32, u32)> {
    if let Some(t) = fcw {
        return Some((t.columns, t.rows));
    }
    if directive_inside(sema, l.stmt.span, |d| crate::ext::fcw::channel(d).is_some()) {
        return None;
    }
    tile_candidate(l, two_level, stmts, block, gang_arrays, opts, sema)
}

/// Whether an access of the vector loop `v` to global memory (not to a `cached` variable)
/// has the gang variable in its last subscript: the element is then next to that of the
/// next gang iteration, and threads of one warp on adjacent rows share its 32-byte sector.
pub fn walks_columns(
    v: &Loop<'_>,
    gang: SymbolId,
    cached: &[SymbolId],
    sema: &accc_sema::analyze::Sema,
) -> bool {
    accc_sema::access::collect_stmt(v.stmt, &sema.symbols)
        .list
        .iter()
        .filter(|a| !cached.contains(&a.sym))
        .filter_map(|a| a.subscripts.last())
        .any(|last| {
            accc_sema::loops::affine(last, &sema.symbols)
                .is_some_and(|f| f.terms.get(&vec![gang]).is_some_and(|&c| c != 0))
        })
}

/// When the body of the vector loop `v` of a coarsened tile can run its rows side by side
/// (see `cache::Coarse`): the variables its blocks on the way to `region` declare, which
/// each row then has its own copy of. None when a declaration there is not of a scalar,
/// when a statement run for each row could jump out of it, or when a loop or condition on
/// the way reads the gang variable or one of those variables (every row must take the way
/// together).
pub fn per_row_declarations(
    v: &Loop<'_>,
    region: u32,
    path: &[u32],
    gang: SymbolId,
    sema: &accc_sema::analyze::Sema,
) -> Option<Vec<SymbolId>> {
    use accc_front::ast::{BlockItem, Initializer, LocalDeclKind, Storage};
    let StmtKind::For { body, .. } = &v.stmt.kind else {
        return None;
    };
    let mut per_row: Vec<SymbolId> = Vec::new();
    let mut jumps = false;
    let mut stack = vec![&**body];
    while let Some(s) = stack.pop() {
        if !path.contains(&s.span.lo) {
            // Run for each row: no jump may leave it.
            jumps |= s.contains_jump();
            continue;
        }
        match &s.kind {
            StmtKind::Compound(b) => {
                let mut k = 0;
                while k < b.items.len() {
                    let item = &b.items[k];
                    if let Some((d, _)) =
                        cache_directive(sema, item_pragmas(item)).filter(|(_, id)| *id == region)
                    {
                        k += region_items(d, &b.items, k).len();
                        continue;
                    }
                    match item {
                        BlockItem::Stmt(x) => stack.push(x),
                        BlockItem::Decl(d) => {
                            let LocalDeclKind::Decl(decl) = &d.kind else {
                                return None;
                            };
                            if decl.specs.storage.iter().any(|s| *s != Storage::Register) {
                                return None;
                            }
                            for init in &decl.declarators {
                                let sym = sema.symbols.declared_by(&init.declarator)?;
                                let ty = &sema.symbols.get(sym).ty;
                                if !ty.is_scalar()
                                    || ty.is_const()
                                    || matches!(init.init, Some(Initializer::List { .. }))
                                {
                                    return None;
                                }
                                per_row.push(sym);
                            }
                        }
                    }
                    k += 1;
                }
            }
            StmtKind::For { .. }
            | StmtKind::If { .. }
            | StmtKind::While { .. }
            | StmtKind::DoWhile { .. } => s.for_each_child(&mut |c| stack.push(c)),
            _ => return None,
        }
        let mut row_dependent = false;
        s.for_each_header_expr(&mut |e| {
            accc_sema::analyze::for_each_ident(e, &mut |i| {
                row_dependent |= sema
                    .symbols
                    .resolve(i)
                    .is_some_and(|id| id == gang || per_row.contains(&id));
            });
        });
        if row_dependent {
            return None;
        }
    }
    (!jumps).then_some(per_row)
}

/// Whether a directive inside `span` is `wanted`.
pub fn directive_inside(
    sema: &accc_sema::analyze::Sema,
    span: Span,
    wanted: impl Fn(&accc_front::directive::Directive) -> bool,
) -> bool {
    sema.directives
        .values()
        .any(|d| span.lo <= d.span.lo && d.span.hi <= span.hi && wanted(d))
}

/// Whether the kernel's cache plans share copies whose range is the same for all the
/// iterations of a block, and no copy that moves with them.
pub fn shares_only_fixed_ranges(plans: &[RegionPlan]) -> bool {
    let shared = || {
        plans
            .iter()
            .flat_map(|p| &p.vars)
            .filter(|v| v.mode == Mode::Shared)
    };
    shared().next().is_some() && shared().all(|v| v.dims.iter().all(|d| d.rho == 0))
}

/// The loop whose iterations are a block's threads, as the cache planner needs it: one
/// canonical loop (not collapsed) of constant step.
pub fn sharing_of(l: &Loop<'_>) -> Option<SharingLoop> {
    let c = l.canonical.as_ref().ok()?;
    let step = c.step.filter(|s| *s != 0)?;
    (l.collapse <= 1).then(|| SharingLoop {
        var: c.var,
        name: c.var_name.clone(),
        step,
        trip_count: c.trip_count,
    })
}

/// Whether region `region` is the whole body of loop `v`: a region of the compiler's own
/// that is the body (its id is the body's span start, see `cache::neighbourhood`), or a
/// `cache` directive (its pragma span start) heading the body.
pub fn heads_body(v: &Loop<'_>, region: u32, sema: &accc_sema::analyze::Sema) -> bool {
    let StmtKind::For { body, .. } = &v.stmt.kind else {
        return false;
    };
    if body.span.lo == region {
        return true;
    }
    let StmtKind::Compound(b) = &body.kind else {
        return false;
    };
    b.items.first().is_some_and(|item| {
        cache_directive(sema, item_pragmas(item)).is_some_and(|(_, id)| id == region)
    })
}

/// The canonical loops of a loop and of those its `collapse` covers, outermost first.
pub fn canonical_nest(l: &Loop<'_>) -> Option<Vec<accc_sema::loops::CanonicalLoop>> {
    let mut nest = vec![l.canonical.clone().ok()?];
    let mut cur = l;
    while nest.len() < l.collapse {
        cur = cur.children.first()?;
        nest.push(cur.canonical.clone().ok()?);
    }
    Some(nest)
}

/// Whether a statement holds a loop. Column strips are for loop nests whose iterations
/// are straight-line code: a body with its own loop is compute-bound work that the
/// mapping's memory behaviour does not speed up (SGEMM's k loop ran 13% slower in strips
/// on an H200).
pub fn holds_loop(s: &Stmt) -> bool {
    let mut found = false;
    s.walk(&mut |t| {
        found |= matches!(
            t.kind,
            StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }
        )
    });
    found
}
