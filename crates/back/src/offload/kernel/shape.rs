//! The first phases of [`KernelBuilder::build`]: what a kernel runs ([`Contents`], as the
//! outline recorded a loop kernel's: `accc_passes::gpu::outline`), and
//! how its iterations meet the threads of a block ([`Shape`]): gang × vector, gang × worker
//! × vector, strip-mined tiles, grids of gangs and the block's size as the outline
//! recorded them (`accc_passes::gpu::outline`), on the block `accc_passes::gpu::block`
//! chooses for the 2-D tiles of its `cache` regions and `fcw` blocks.

use std::collections::HashSet;

use accc_front::ast::Stmt;
use accc_ir::kernel::block::{BlockChoice, BlockReason};
use accc_ir::kernel::outline::Unit as OutlinedUnit;
use accc_ir::kernel::{GangGrid, Lanes, Param, ValueRole, ValueType, DIM_GANGS};
use accc_ir::Loop;
use accc_passes::gpu::block;
use accc_passes::gpu::shape::{canonical_nest, FcwTile};
use accc_sema::SymbolId;

use super::{KernelBuilder, Unit};

/// What a kernel runs: its statements, the loop variables it declares, and the reductions
/// and private variables of its loop (with those of the construct around it), as the
/// outline recorded them (`accc_ir::kernel::outline::LoopContents`).
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
    /// The block, and why (`passes::gpu::block`).
    pub choice: BlockChoice,
}

impl KernelBuilder<'_, '_> {
    /// What `unit` runs, with the contents the outline recorded for a loop kernel
    /// (`outlined`); the sunk headers of a `collapse(force:n)` nest are left out where
    /// they stand.
    pub(super) fn contents<'u>(
        &mut self,
        unit: &Unit<'u, '_>,
        outlined: &OutlinedUnit,
    ) -> Contents<'u> {
        match unit {
            Unit::Loop(l) => {
                let OutlinedUnit::Loop { contents, .. } = outlined else {
                    panic!("a loop kernel's unit outlined as another kind of kernel")
                };
                let elided = contents.elided_headers.iter().copied();
                self.rw.rewrites.elided.extend(elided);
                Contents {
                    stmts: vec![l.collapsed_body()],
                    loop_vars: contents.loop_vars.clone(),
                    reductions: contents.reductions.clone(),
                    private: contents.private.clone(),
                    firstprivate: contents.firstprivate.clone(),
                }
            }
            Unit::Serial(stmts) => Contents {
                stmts: stmts.clone(),
                loop_vars: Vec::new(),
                reductions: Vec::new(),
                private: Vec::new(),
                firstprivate: Vec::new(),
            },
            Unit::Gang {
                stmt,
                loop_vars,
                reductions,
            } => Contents {
                stmts: vec![*stmt],
                loop_vars: loop_vars.clone(),
                reductions: reductions.clone(),
                private: Vec::new(),
                firstprivate: Vec::new(),
            },
        }
    }

    /// How `unit`'s iterations meet the threads of a block, as outlined (`outlined`, on
    /// blocks of (at first) `block` threads), on the block `passes::gpu::block` chooses for
    /// the 2-D tiles of its `cache` regions or its `fcw` block; raises the outline's
    /// warnings for what is not made as written and the refusal of an `fcw` tile.
    pub(super) fn shape<'u, 'a>(
        &mut self,
        unit: &Unit<'u, 'a>,
        outlined: &OutlinedUnit,
        contents: &Contents<'_>,
        block: u32,
    ) -> Shape<'u, 'a> {
        let (Unit::Loop(l), OutlinedUnit::Loop { shape, .. }) = (unit, outlined) else {
            if let OutlinedUnit::Gang { warnings, .. } = outlined {
                self.warnings.extend(warnings.iter().cloned());
            }
            return Shape {
                block,
                vector: block,
                workers: 1,
                two_level: Vec::new(),
                worker_vectors: Vec::new(),
                strip_tiles: None,
                gang_grid: None,
                gang_shared: HashSet::new(),
                fcw_tile: None,
                choice: BlockChoice::outlined(block),
            };
        };
        let find = |at: u32| {
            l.loop_at(at)
                .expect("an outlined loop of the kernel's nest")
        };
        let two_level: Vec<&Loop<'_>> = shape.vector_loops.iter().map(|&v| find(v)).collect();
        let facts = block::Facts {
            kernel_loop: l,
            shape,
            vector_loops: &two_level,
            region: self.region,
            // (Nothing is declared in shared memory yet.)
            one_level: self.cache_planning(unit, (&[], &contents.stmts), shape.block, 0),
        };
        let decided = block::kernel_block(&facts, &self.cache_context(&self.rw.cache.opts));
        if let Some((at, why)) = &decided.fcw_refused {
            self.refuse_fcw_block(*at, why);
        }
        self.warnings.extend(shape.warnings.iter().cloned());
        let worker_vectors: Vec<(&Loop<'_>, Vec<&Loop<'_>>)> = (shape.worker_loops.iter())
            .map(|(w, inner)| (find(*w), inner.iter().map(|&v| find(v)).collect()))
            .collect();
        let fcw_tile = match decided.choice.why {
            BlockReason::FcwTile { columns, rows } => Some(FcwTile { columns, rows }),
            _ => None,
        };
        Shape {
            block: decided.choice.block,
            vector: shape.vector,
            workers: shape.workers,
            two_level,
            worker_vectors,
            strip_tiles: shape.strip_tiles,
            gang_grid: shape.gang_grid.clone(),
            gang_shared: shape.gang_shared.iter().copied().collect(),
            fcw_tile,
            choice: decided.choice,
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
