//! The first phases of [`KernelBuilder::build`]: what a kernel runs ([`Contents`]), and
//! how its iterations meet the threads of a block ([`Shape`]): gang × vector, gang × worker
//! × vector, strip-mined tiles, grids of gangs, the block's size.

use std::collections::HashSet;

use accc_front::ast::Stmt;
use accc_ir::kernel::{GangGrid, Lanes, Param, ValueRole, ValueType, DIM_GANGS};
use accc_ir::Loop;
use accc_passes::gpu::shape::{
    canonical_nest, gang_body_locals, shares_only_fixed_ranges, tile_candidate, tile_shape,
    vector_loops, worker_split, FcwTile,
};
use accc_sema::data_attr::DataAttr;
use accc_sema::{ArrayLen, SymbolId, Type};

use super::{KernelBuilder, Unit, FIXED_TILE_BLOCK, SQUARE_TILE_BLOCK};

/// What a kernel runs: its statements, the loop variables it declares, and the reductions
/// and private variables of its loop (with those of the construct around it).
pub(super) struct Contents<'u> {
    pub stmts: Vec<&'u Stmt>,
    pub loop_vars: Vec<SymbolId>,
    pub reductions: Vec<accc_ir::Reduction>,
    pub private: Vec<SymbolId>,
    pub firstprivate: Vec<SymbolId>,
}

/// How a kernel's iterations meet the threads of a block.
pub(super) struct Shape<'u, 'a> {
    /// Threads per block.
    pub block: u32,
    /// The vector lanes of each worker (the block, without worker loops).
    pub vector: u32,
    pub workers: u32,
    /// Gang × vector: the vector loops whose iterations spread over a block's threads.
    pub two_level: Vec<&'u Loop<'a>>,
    /// Gang × worker × vector: the worker loops among `two_level` and their vector loops.
    pub worker_vectors: Vec<(&'u Loop<'a>, Vec<&'u Loop<'a>>)>,
    /// `tile(tx, ty)` as strip-mined tiles.
    pub strip_tiles: Option<(u32, u32)>,
    pub gang_grid: Option<GangGrid>,
    /// The gang's private arrays that its vector lanes share (in shared memory).
    pub gang_shared: HashSet<SymbolId>,
    /// The 2-D tile of an `fcw` block of two communicating loops (`V×W`).
    pub fcw_tile: Option<FcwTile>,
}

impl KernelBuilder<'_, '_> {
    /// What `unit` runs.
    pub(super) fn contents<'u>(&mut self, unit: &Unit<'u, '_>) -> Contents<'u> {
        let mut loop_vars: Vec<SymbolId> = Vec::new();
        let mut reductions = Vec::new();
        let mut private = Vec::new();
        let mut firstprivate = Vec::new();
        let stmts: Vec<&Stmt> = match unit {
            Unit::Loop(l) => {
                let mut cur = *l;
                loop_vars.extend(cur.var());
                for _ in 1..l.collapse {
                    match cur.children.first() {
                        Some(c) => {
                            cur = c;
                            loop_vars.extend(cur.var());
                        }
                        None => break,
                    }
                }
                reductions = l.reductions.clone();
                // A reduction of the construct itself (`parallel reduction(+:x)` around a
                // gang loop) is a reduction of the kernel that runs the loop.
                self.region.add_construct_reductions(&mut reductions);
                private = l.private.clone();
                // `private` on the construct (`parallel private(buf)`): one copy per gang,
                // as a gang loop's own, which this loop's iterations are.
                for v in &self.region.vars {
                    if v.attr == DataAttr::Private && !v.implicit && !private.contains(&v.sym) {
                        private.push(v.sym);
                    }
                }
                firstprivate = l.firstprivate.clone();
                self.rw
                    .rewrites
                    .elided
                    .extend(l.sunk_headers().iter().copied());
                vec![l.collapsed_body()]
            }
            Unit::Serial(stmts) => stmts.clone(),
            Unit::Gang {
                stmt,
                loop_vars: vars,
                reductions: reds,
            } => {
                loop_vars.extend(vars.iter().copied());
                reductions = reds.clone();
                vec![*stmt]
            }
        };
        Contents {
            stmts,
            loop_vars,
            reductions,
            private,
            firstprivate,
        }
    }

    /// How `unit`'s iterations meet the threads of a block of (at first) `block` threads.
    pub(super) fn shape<'u, 'a>(
        &mut self,
        unit: &Unit<'u, 'a>,
        contents: &Contents<'_>,
        block: u32,
    ) -> Shape<'u, 'a> {
        let Contents {
            stmts,
            reductions,
            private,
            ..
        } = contents;
        // Without the construct's `vector_length`, the first `vector(n)` of the nest sizes
        // the block: the vector length OpenACC gives the loop in a `kernels` construct (and
        // the size of an `fcw` block made of the loop's iterations).
        let block = match unit {
            Unit::Loop(l) if block > 1 && !self.has_vector_length() => {
                self.vector_clause_length(l).unwrap_or(block)
            }
            _ => block,
        };
        // Gang × vector: a gang loop whose body holds vector loops spreads its iterations
        // over blocks and each vector loop over the threads of its block.
        let two_level = match unit {
            Unit::Loop(l) if block > 1 => vector_loops(
                self.region,
                &self.target().caps(),
                l,
                &reductions,
                self.rw.sema,
                self.rw.routines,
            ),
            _ => Vec::new(),
        };
        // An `fcw` block of the kernel's loop (`gang worker`, W rows) by its vector loop (V
        // columns): a 2-D tile of exactly those iterations per block.
        let fcw_tile = self.fcw_tile(unit, &two_level);
        // Gang × worker × vector: a worker loop whose vector loops are its body's direct
        // statements takes `workers` threads along y (threadIdx.y in a 2-D block, here the
        // lane divided by the vector length) and its vector loops the `block` threads along x.
        let vector = match unit {
            Unit::Loop(l) if !two_level.is_empty() => self.vector_lanes(l, block),
            _ => block,
        };
        let (workers, workers_not_as_written) = match unit {
            Unit::Loop(l) if !two_level.is_empty() => self.workers(l, vector),
            _ => (1, None),
        };
        let mut worker_vectors: Vec<(&Loop<'_>, Vec<&Loop<'_>>)> = Vec::new();
        if workers > 1 {
            if let Unit::Loop(l) = unit {
                let locals = gang_body_locals(l, self.rw.sema);
                for v in &two_level {
                    if let Some(inner) = worker_split(
                        v,
                        &self.target().caps(),
                        &locals,
                        self.rw.sema,
                        self.rw.routines,
                    ) {
                        worker_vectors.push((v, inner));
                    }
                }
            }
        }
        let (vector, block) = if worker_vectors.is_empty() {
            (block, block)
        } else {
            self.warnings.extend(workers_not_as_written);
            (vector, vector * workers)
        };
        // `tile(a, b)` on the kernel's loop: strip-mined tiles, one block per tile (grid
        // stride), the tile's elements over the block's threads.
        let strip_tiles = match unit {
            Unit::Loop(l) if two_level.is_empty() && block > 1 => {
                tile_shape(l, &self.target().caps(), self.rw.sema)
            }
            _ => None,
        };
        let block = strip_tiles.map_or(block, |(tx, ty)| tx * ty);
        let gang_grid = match unit {
            Unit::Loop(l) => self.gang_grid(l, &two_level, !worker_vectors.is_empty(), block),
            Unit::Gang { .. } => {
                for l in &self.region.loops {
                    self.warn_inner_gang_dims(l, "the region runs gang-redundant code");
                }
                None
            }
            Unit::Serial(_) => None,
        };
        // Private arrays of a gang loop whose vector loops share them live in the block's
        // shared memory: one copy per gang, as OpenACC says.
        let gang_shared: HashSet<SymbolId> = if two_level.is_empty() {
            HashSet::new()
        } else {
            private
                .iter()
                .copied()
                .filter(|&p| {
                    matches!(
                        self.ty(p).resolved(),
                        Type::Array {
                            len: ArrayLen::Const(_),
                            ..
                        }
                    )
                })
                .collect()
        };
        // A kernel that may share its cache regions in 2-D tiles takes 16 × 16 threads
        // where the source leaves the vector length to the compiler: a square tile fetches
        // the fewest elements per iteration (the papers' and hand-written CUDA's shape).
        let block = match unit {
            _ if fcw_tile.is_some() => fcw_tile.map_or(block, |t| t.columns * t.rows),
            Unit::Loop(l)
                if worker_vectors.is_empty()
                    && !self.has_vector_length()
                    && self.vector_clause_length(l).is_none()
                    && tile_candidate(
                        l,
                        &two_level,
                        &stmts,
                        SQUARE_TILE_BLOCK,
                        !gang_shared.is_empty(),
                        &self.rw.cache.opts,
                        self.rw.sema,
                    )
                    .is_some() =>
            {
                SQUARE_TILE_BLOCK
            }
            Unit::Loop(l)
                if two_level.is_empty()
                    && block < FIXED_TILE_BLOCK
                    && !self.has_vector_length()
                    && self.vector_clause_length(l).is_none()
                    && shares_only_fixed_ranges(&self.cache_plans(
                        unit,
                        &[],
                        &stmts,
                        block,
                        None,
                    )) =>
            {
                FIXED_TILE_BLOCK
            }
            _ => block,
        };
        Shape {
            block,
            vector,
            workers,
            two_level,
            worker_vectors,
            strip_tiles,
            gang_grid,
            gang_shared,
            fcw_tile,
        }
    }

    /// Spreads the iterations of the shape's vector and worker loops over the block's
    /// threads (the rewriter's `partitioned` loops).
    pub(super) fn partition_vector_loops(&mut self, shape: &Shape<'_, '_>) {
        let Shape {
            block,
            vector,
            workers,
            two_level,
            worker_vectors,
            gang_grid,
            ..
        } = shape;
        let (block, vector, workers) = (*block, *vector, *workers);
        for v in two_level.iter() {
            if canonical_nest(v).is_none() {
                continue;
            }
            let inner = worker_vectors
                .iter()
                .find(|(w, _)| w.stmt.span == v.stmt.span)
                .map(|(_, inner)| inner);
            let row = gang_grid
                .as_ref()
                .and_then(|g| g.rows.iter().find(|(r, _)| *r == v.stmt.span));
            let lanes = match (inner, &gang_grid, row) {
                (Some(_), _, _) => Lanes::Workers { vector, workers },
                (None, Some(_), Some((_, dim1))) => {
                    // A `gang(dim:2)` loop: its `gang(dim:1)` loops over the row's blocks.
                    let mut found = Vec::new();
                    v.walk(&mut |c| {
                        if dim1.contains(&c.stmt.span) {
                            found.push(c);
                        }
                    });
                    for c in found {
                        self.partition(c, block, Lanes::Gangs { dim: 1 }, &[]);
                    }
                    Lanes::Rows { dim: 2 }
                }
                (None, Some(_), None) => Lanes::Gangs { dim: 1 },
                (None, None, _) => Lanes::Block,
            };
            // (A worker loop's vector loops run in all its threads: see `Lanes::Workers`.)
            let mut vector_loops = Vec::new();
            for iv in inner.into_iter().flatten() {
                let worker = v.stmt.span;
                if self.partition(iv, block, Lanes::WorkerVector { vector, worker }, &[]) {
                    vector_loops.push(iv.stmt.span);
                }
            }
            self.partition(v, block, lanes, &vector_loops);
        }
    }

    /// The first gang iteration a block takes and the stride between a block's iterations
    /// (the thread's, for a kernel without vector loops), with the grid of gangs' sizes as
    /// parameters.
    pub(super) fn gang_lanes(
        &self,
        shape: &Shape<'_, '_>,
        params: &mut Vec<Param>,
    ) -> (String, String) {
        let d = self.target();
        let (two_level, gang_grid) = (&shape.two_level, &shape.gang_grid);
        if two_level.is_empty() {
            (d.global_id().to_string(), d.global_size().to_string())
        } else if let Some(g) = &gang_grid {
            for (k, (name, host)) in DIM_GANGS.iter().zip(&g.inner).enumerate() {
                params.push(Param::Value {
                    name: name.to_string(),
                    ty: ValueType::Long,
                    host: host.clone(),
                    role: ValueRole::DimGangs(k),
                });
            }
            let below = DIM_GANGS[..g.inner.len()].join(" * ");
            (
                format!("({} / ({below}))", d.group_id()),
                format!("({} / ({below}))", d.num_groups()),
            )
        } else {
            (d.group_id().to_string(), d.num_groups().to_string())
        }
    }
}
