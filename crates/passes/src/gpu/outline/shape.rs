//! How the iterations of a loop kernel meet the threads of a block
//! ([`accc_ir::kernel::outline::LoopShape`]): gang × vector, gang × worker × vector,
//! strip-mined tiles, grids of gangs, the block's size, and the warnings for what is not
//! made as written. The 2-D tiles of `cache` regions and of `fcw` blocks, which depend on
//! the cache planner's choices for the kernel, may give the kernel another block
//! ([`super::super::block`], which the kernel builder asks kernel by kernel).

use accc_front::directive::{ClauseKind, ClauseName, DirectiveKind};
use accc_front::{Diagnostic, SourceMap, Span};
use accc_ir::host::{HostBinOp, HostExpr};
use accc_ir::kernel::outline::LoopShape;
use accc_ir::kernel::{GangGrid, MAX_BLOCK, MAX_GANG_BLOCKS, MOST_CHOSEN_GANGS};
use accc_ir::{Caps, ComputeRegion, Loop};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;
use accc_sema::{ArrayLen, Type};

use super::super::shape::{
    directive_inside, gang_body_locals, gang_dim, tile_shape, vector_loops, worker_split,
};

/// Workers per gang when neither `num_workers` nor `worker(n)` says.
const DEFAULT_WORKERS: u32 = 4;

/// The vector lanes of each worker when nothing in the source sets them (nvc's choice too).
const WORKER_VECTOR_LANES: u32 = 32;

/// What the shape of a region's kernels is decided from.
pub struct Context<'c, 'a> {
    pub region: &'c ComputeRegion<'a>,
    pub caps: &'c Caps,
    pub sema: &'c Sema,
    pub sm: &'c SourceMap,
    pub routines: &'c std::collections::HashSet<String>,
    /// The clause arguments the host evaluates once into locals (`num_gangs`).
    pub clause_values: &'c accc_ir::host::ClauseValues,
}

impl Context<'_, '_> {
    /// The shape of the kernel of loop `l` (the fused view where the unit is fused) on
    /// blocks of (at first) `block` threads.
    pub fn loop_shape(&self, l: &Loop<'_>, block: u32) -> LoopShape {
        let mut warnings = Vec::new();
        // Without the construct's `vector_length`, the first `vector(n)` of the nest sizes
        // the block: the vector length OpenACC gives the loop in a `kernels` construct (and
        // the size of an `fcw` block made of the loop's iterations).
        let block = match block > 1 && !has_vector_length(self.region, self.caps) {
            true => vector_clause_length(l, self.caps, self.sema).unwrap_or(block),
            false => block,
        };
        // Gang × vector: a gang loop whose body holds vector loops spreads its iterations
        // over blocks and each vector loop over the threads of its block. (A reduction of
        // the construct is one of the kernel that runs the loop.)
        let mut reductions = l.reductions.clone();
        self.region.add_construct_reductions(&mut reductions);
        let two_level = match block > 1 {
            true => vector_loops(
                self.region,
                self.caps,
                l,
                &reductions,
                self.sema,
                self.routines,
            ),
            false => Vec::new(),
        };
        // Gang × worker × vector: a worker loop whose vector loops are its body's direct
        // statements takes `workers` threads along y (threadIdx.y in a 2-D block, here the
        // lane divided by the vector length) and its vector loops the `block` threads along x.
        let vector = match two_level.is_empty() {
            false => self.vector_lanes(l, block),
            true => block,
        };
        let (workers, workers_not_as_written) = match two_level.is_empty() {
            false => self.workers(l, vector),
            true => (1, None),
        };
        let mut worker_loops: Vec<(u32, Vec<u32>)> = Vec::new();
        if workers > 1 {
            let locals = gang_body_locals(l, self.sema);
            for v in &two_level {
                let split = worker_split(v, self.caps, &locals, self.sema, self.routines);
                if let Some(inner) = split {
                    let inner = inner.iter().map(|x| x.stmt.span.lo).collect();
                    worker_loops.push((v.stmt.span.lo, inner));
                }
            }
        }
        let (vector, block) = if worker_loops.is_empty() {
            (block, block)
        } else {
            warnings.extend(workers_not_as_written);
            (vector, vector * workers)
        };
        // `tile(a, b)` on the kernel's loop: strip-mined tiles, one block per tile (grid
        // stride), the tile's elements over the block's threads.
        let strip_tiles = match two_level.is_empty() && block > 1 {
            true => tile_shape(l, self.caps, self.sema),
            false => None,
        };
        let block = strip_tiles.map_or(block, |(tx, ty)| tx * ty);
        let workers_split = !worker_loops.is_empty();
        let gang_grid = self.gang_grid(l, &two_level, workers_split, block, &mut warnings);
        LoopShape {
            block,
            vector,
            workers,
            gang_shared: self.gang_shared(l, !two_level.is_empty()),
            vector_loops: two_level.iter().map(|v| v.stmt.span.lo).collect(),
            worker_loops,
            strip_tiles,
            gang_grid,
            warnings,
        }
    }

    /// Private arrays of a gang loop whose vector loops share them live in the block's
    /// shared memory: one copy per gang, as OpenACC says. Those of the loop and (one copy
    /// per gang as well) of the construct's `private`.
    fn gang_shared(&self, l: &Loop<'_>, vector_loops: bool) -> Vec<accc_sema::SymbolId> {
        if !vector_loops {
            return Vec::new();
        }
        let mut private = l.private.clone();
        for v in &self.region.vars {
            if v.attr == DataAttr::Private && !v.implicit && !private.contains(&v.sym) {
                private.push(v.sym);
            }
        }
        private.retain(|&p| {
            matches!(
                self.sema.symbols.get(p).ty.resolved(),
                Type::Array {
                    len: ArrayLen::Const(_),
                    ..
                }
            )
        });
        private
    }

    /// The vector lanes of each worker in a gang × worker × vector kernel: `block` (from
    /// `vector_length`), or — without `vector_length` — the first `vector(n)` of the nest,
    /// or else one warp: the workers then multiply a small block, which every device can
    /// launch (NVIDIA's OpenCL caps some kernels at 256 work-items per group).
    fn vector_lanes(&self, gang: &Loop<'_>, block: u32) -> u32 {
        if has_vector_length(self.region, self.caps) {
            return block;
        }
        vector_clause_length(gang, self.caps, self.sema).unwrap_or(WORKER_VECTOR_LANES.min(block))
    }

    /// The workers of a gang × worker × vector kernel: `num_workers(n)` of the construct, or
    /// else `worker(n)` of a loop of the gang loop, or else 4; fewer where `vector` ×
    /// workers would pass 1024 threads (1 means no worker dimension); and the warning for
    /// a construct's `num_workers` not made as written, should the kernel have workers.
    fn workers(&self, gang: &Loop<'_>, vector: u32) -> (u32, Option<Diagnostic>) {
        let device = self.caps.device_type;
        let usable = |v: i128| (1..=i128::from(MAX_BLOCK)).contains(&v).then_some(v as u32);
        let construct = (self.region.directive)
            .effective_clause(device, ClauseName::NumWorkers)
            .and_then(|c| match &c.kind {
                ClauseKind::NumWorkers(e) => {
                    Some((c.span, accc_sema::consteval::eval(e, &|_| None)))
                }
                _ => None,
            });
        let from_loop = first_loop_count(gang, ClauseName::Worker, self.caps, self.sema);
        let most = MAX_BLOCK / vector.max(1);
        let wanted = construct
            .and_then(|(_, v)| v.and_then(usable))
            .or(from_loop)
            .unwrap_or(DEFAULT_WORKERS);
        let made = wanted.min(most);
        let why = construct.and_then(|(span, asked)| match asked {
            None => Some((span, "not a constant".to_string())),
            Some(v) if v < 1 => Some((span, "not a positive count".to_string())),
            Some(v) if v > i128::from(most) => Some((
                span,
                format!("{v} workers of {vector} vector lanes would pass the {MAX_BLOCK} threads a block can have"),
            )),
            Some(_) => None,
        });
        let warning = why.map(|(span, why)| {
            Diagnostic::warning(
                span,
                format!("`num_workers` not made as written: {why}; the kernel uses {made}"),
            )
            .with_label(format!("{made} workers per gang"))
            .with_note(format!("accc compiles each kernel for one block size, at most {MAX_BLOCK} threads (the most an NVIDIA GPU runs in a block), on every device; the answers do not depend on it"))
        });
        (made, warning)
    }

    /// The grid of gangs of the kernel's loop `l`: `Some` when it has `gang(dim:2)` and the
    /// loops spread over the block's threads (`two_level`) all have `gang(dim:1)`, or
    /// `gang(dim:3)`, those loops `gang(dim:2)` and the loops in them `gang(dim:1)`. When
    /// `gang(dim:n)` asks for more than the kernel can make — a loop one dimension down
    /// without it, worker loops, a `cache` directive, a reduction across blocks, no way to
    /// count the gangs of a lower dimension, a dimension above 1 on another inner loop — a
    /// warning at the clause says so and the gangs form one dimension (the answers are the
    /// same).
    fn gang_grid(
        &self,
        l: &Loop<'_>,
        two_level: &[&Loop<'_>],
        workers: bool,
        block: u32,
        warnings: &mut Vec<Diagnostic>,
    ) -> Option<GangGrid> {
        let dim = gang_dim(l, self.caps).map_or(1, |(dim, _)| dim);
        let grid = match self.grid_of_gangs(l, dim, two_level, workers, block) {
            Ok(grid) => Some(grid),
            Err(why) if dim > 1 => {
                warnings.extend(gang_dim_warning(l, self.caps, &why));
                None
            }
            Err(_) => None,
        };
        // Below the kernel's loop only `gang(dim:1)` loops of a grid are made.
        let inner = |c: &&Loop<'_>| {
            !(grid.is_some() && two_level.iter().any(|v| v.stmt.span == c.stmt.span))
        };
        for c in l.children.iter().filter(inner) {
            warnings.extend(inner_gang_dim_warnings(
                c,
                self.caps,
                "only the outermost loop of a kernel spreads over a dimension above 1",
            ));
        }
        grid
    }

    /// [`Self::gang_grid`]: the grid of a `gang(dim:dim)` loop, or why it is not made.
    fn grid_of_gangs(
        &self,
        l: &Loop<'_>,
        dim: u64,
        two_level: &[&Loop<'_>],
        workers: bool,
        block: u32,
    ) -> Result<GangGrid, String> {
        let sema = self.sema;
        let line = |v: &Loop<'_>| self.sm.locate(v.stmt.span).line;
        if dim < 2 {
            return Err("one dimension asked for".into());
        }
        if workers {
            return Err("its `worker` loops take the block's second dimension".into());
        }
        if directive_inside(sema, l.stmt.span, |d| {
            matches!(d.kind, DirectiveKind::Cache)
        }) {
            return Err("a `cache` directive in it tiles the blocks itself".into());
        }
        // The loops one dimension down must all have it, and may not reduce.
        let check = |loops: &[&Loop<'_>], want: u64| -> Result<(), String> {
            if loops.is_empty() {
                return Err(format!("no loop nested in it has `gang(dim:{want})`"));
            }
            if let Some(v) = loops
                .iter()
                .find(|v| !matches!(gang_dim(v, self.caps), Some((d, _)) if d == want))
            {
                return Err(format!(
                    "the loop at line {} is spread over the blocks or their threads but is not `gang(dim:{want})`",
                    line(v)
                ));
            }
            if let Some(v) = loops.iter().find(|v| !v.reductions.is_empty()) {
                return Err(format!(
                    "the reduction of the loop at line {} would be combined across blocks",
                    line(v)
                ));
            }
            Ok(())
        };
        check(two_level, dim - 1)?;
        // Under `gang(dim:3)`: the loops with directives in each `gang(dim:2)` loop.
        let mut rows: Vec<(Span, Vec<Span>)> = Vec::new();
        let mut dim1_loops: Vec<&Loop<'_>> = two_level.to_vec();
        if dim == 3 {
            dim1_loops.clear();
            for r in two_level {
                let dim1: Vec<&Loop<'_>> = r
                    .children
                    .iter()
                    .filter(|c| c.directive.is_some())
                    .collect();
                check(&dim1, 1)?;
                if r.collapse > 1 {
                    return Err(format!(
                        "the `gang(dim:2)` loop at line {} is collapsed",
                        line(r)
                    ));
                }
                rows.push((r.stmt.span, dim1.iter().map(|c| c.stmt.span).collect()));
                dim1_loops.extend(dim1);
            }
        }
        let num_gangs = self.chosen_num_gangs(dim);
        let (Some(first_dim1), Some(first_down)) = (dim1_loops.first(), two_level.first()) else {
            return Err("no loop nested in it has `gang(dim:1)`".into());
        };
        let mut inner = Vec::new();
        for k in 0..(dim as usize - 1) {
            inner.push(match (num_gangs.get(k), k) {
                (Some(g), _) => g.clone(),
                (None, 0) => self.gangs_of(l, first_dim1, 1, block)?,
                (None, _) => self.gangs_of(l, first_down, 2, 1)?,
            });
        }
        Ok(GangGrid {
            outer: (num_gangs.get(dim as usize - 1)).map(|e| e.text(self.sm)),
            inner,
            rows,
        })
    }

    /// The construct's `num_gangs` values for a grid of `dim` dimensions, as host C text
    /// kept to what a launch can have.
    fn chosen_num_gangs(&self, dim: u64) -> Vec<HostExpr> {
        let most = if dim == 3 {
            MOST_CHOSEN_GANGS
        } else {
            MAX_GANG_BLOCKS
        };
        (self
            .region
            .directive
            .num_gangs(self.caps.device_type)
            .iter())
        .map(|e| {
            let e = || crate::host_data::clause_expr(self.clause_values, e).cast("long");
            capped_above(e(), 0, e(), most)
        })
        .collect()
    }

    /// Without `num_gangs`: the gangs of dimension `want` of kernel loop `l`, one per `per`
    /// iterations of `v`, the first loop of the dimension, when its bounds can be
    /// evaluated on the host.
    fn gangs_of(
        &self,
        l: &Loop<'_>,
        v: &Loop<'_>,
        want: u64,
        per: u32,
    ) -> Result<HostExpr, String> {
        let sema = self.sema;
        let line = self.sm.locate(v.stmt.span).line;
        let mut inside = gang_body_locals(l, sema);
        inside.extend(l.var());
        let Ok(c) = &v.canonical else {
            return Err(format!(
                "the extent of the loop at line {line} is not known"
            ));
        };
        let mut local = false;
        for e in [&c.lower, &c.bound] {
            accc_sema::analyze::for_each_ident(e, &mut |i| {
                local |= sema.symbols.resolve(i).is_some_and(|s| inside.contains(&s));
            });
        }
        if local {
            return Err(format!(
                "the extent of the `gang(dim:{want})` loop at line {line} depends on the loops around it (give the gangs with `num_gangs`)"
            ));
        }
        let tc = || crate::gpu::loop_count::trip_count(c).cast("long");
        let n = || {
            (tc().binary(HostBinOp::Add, HostExpr::int(per)))
                .binary(HostBinOp::Sub, HostExpr::int(1))
                .paren()
                .binary(HostBinOp::Div, HostExpr::int(per))
        };
        Ok(capped_above(tc(), per, n(), MOST_CHOSEN_GANGS))
    }
}

/// `(test > least ? (value < most ? value : most) : 1)`: `value` kept to at most `most`
/// gangs where `test` exceeds `least`, else one gang.
fn capped_above(test: HostExpr, least: u32, value: HostExpr, most: u32) -> HostExpr {
    let capped = (value.clone().binary(HostBinOp::Lt, HostExpr::int(most)))
        .select(value, HostExpr::int(most));
    (test.binary(HostBinOp::Gt, HostExpr::int(least)))
        .select(capped.paren(), HostExpr::int(1))
        .paren()
}

/// The warnings at every `gang(dim:n)`, `n` > 1, of `l` and the loops in it: not made,
/// `why`.
pub fn inner_gang_dim_warnings(l: &Loop<'_>, caps: &Caps, why: &str) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    l.walk(&mut |c| {
        if gang_dim(c, caps).is_some_and(|(dim, _)| dim > 1) {
            found.extend(gang_dim_warning(c, caps, why));
        }
    });
    found
}

/// The warning at `l`'s `gang(dim:n)`: not made, `why`.
fn gang_dim_warning(l: &Loop<'_>, caps: &Caps, why: &str) -> Option<Diagnostic> {
    let (dim, span) = gang_dim(l, caps)?;
    Some(
        Diagnostic::warning(
            span,
            format!("`gang(dim:{dim})` is not made here: {why}; the gangs form one dimension"),
        )
        .with_label("run as `gang`")
        .with_note("the answers do not depend on it; -Minfo=accel shows the mapping made"),
    )
}

/// Whether the construct has `vector_length` for the target's device type.
pub fn has_vector_length(region: &ComputeRegion<'_>, caps: &Caps) -> bool {
    (region.directive)
        .effective_clause(caps.device_type, ClauseName::VectorLength)
        .is_some()
}

/// The length of the first `vector(n)` of the nest of `gang`, if any.
pub fn vector_clause_length(gang: &Loop<'_>, caps: &Caps, sema: &Sema) -> Option<u32> {
    first_loop_count(gang, ClauseName::Vector, caps, sema)
}

/// The count of the first `vector(n)` or `worker(n)` (`name`) of the nest for the target's
/// device type, where it is a constant a block can have (1 to 1024).
fn first_loop_count(gang: &Loop<'_>, name: ClauseName, caps: &Caps, sema: &Sema) -> Option<u32> {
    let mut found = None;
    gang.walk(&mut |l| {
        if found.is_none() {
            found = l
                .directive
                .and_then(|d| d.effective_clause(caps.device_type, name))
                .and_then(|c| match &c.kind {
                    // (Enumeration constants too: `vector(TILESIZE)`.)
                    ClauseKind::Vector(Some(e)) | ClauseKind::Worker(Some(e)) => {
                        accc_sema::consteval::eval(e, &|_| None)
                            .or_else(|| accc_sema::loops::affine(e, &sema.symbols)?.as_constant())
                    }
                    _ => None,
                })
                .filter(|v| (1..=i128::from(MAX_BLOCK)).contains(v))
                .map(|v| v as u32);
        }
    });
    found
}
