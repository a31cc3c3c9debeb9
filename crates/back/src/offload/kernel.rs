//! One kernel: a parallel loop nest (its iterations spread over every thread with a grid
//! stride, collapsed loops linearised), a statement sequence run by a single thread, or a
//! gang-redundant region run by one thread per gang. The
//! kernel's parameters say what the host passes; the host side turns them into runtime
//! arguments.

use std::collections::HashMap;

use accc_front::ast::{Stmt, StmtKind};
use accc_front::{Diagnostic, Span};
use accc_ir::kernel::{
    CacheReport, GangLoop, Grid, KStmt, Kernel, KernelShape, Param, PointerRole, SharedUse,
    ValueRole, ValueType, WorkerLoop,
};
use accc_ir::{ComputeRegion, Loop};
use accc_passes::gpu::shape::{
    canonical_nest, directive_inside, heads_body, per_row_declarations, sharing_of, tile_2d,
    walks_columns,
};
use accc_sema::data_attr::DataAttr;
use accc_sema::{ArrayLen, SymbolId, Type};

use accc_ir::kernel::WARP;

use super::rewrite::Rewriter;
use super::target::Target;
use accc_ir::atomic::AtomicOp;

/// Rows (gang iterations) each thread of a 2-D tile takes when the tile is coarsened (see
/// `cache::Coarse`) and the region is the vector loop's whole body.
/// Measured on Jacobi 4096² (H200): with rows a block's height apart, 4 rows 19.4 ms,
/// 8 rows 17.0, 16 rows 15.8, one row 31.6; with adjacent rows read through registers,
/// 4 rows 13.89 ms, 8 rows 10.71 (32 × 8 threads), 16 rows 14.48 (16 × 16, by hand).
const ROWS_PER_THREAD: u32 = 8;

/// Rows each thread takes when the region sits in a sequential loop of the body: every row
/// keeps its own variables live across that loop, and the copy of the rows is fetched at
/// each of its iterations. GEMM 2048² (H200): 4 rows 6.19 ms, 8 rows 6.97.
const ROWS_PER_THREAD_IN_A_LOOP: u32 = 4;

/// The threads along the vector loop of a coarsened tile: a warp's loads of a row are then
/// one 128-byte line. Measured on Jacobi 4096² (H200, kernels edited by hand): 32 × 8
/// threads 10.95 ms against 11.77 for 16 × 16.
const COARSE_TILE_WIDTH: u32 = 32;

/// The block of a kernel with 2-D cache tiles when nothing in the source sets the vector
/// length: 16 × 16 threads.
const SQUARE_TILE_BLOCK: u32 = 256;

/// The block of a one-level kernel whose shared cache copies are the same for all the
/// iterations of a block (N-body's tiles of bodies), when nothing in the source sets the
/// vector length: every block fetches every tile, so larger blocks fetch each fewer times.
/// N-body 65536 with `cache` (H200): 36.8 ms on 128 threads, 35.7 on 256, as fast as the
/// hand-written kernel's 35.8 (bench/results/archive/cache/h200-2026-11-22-neighbourhoods.md).
const FIXED_TILE_BLOCK: u32 = 256;

/// What one kernel executes.
pub enum Unit<'r, 'a> {
    /// A parallel loop nest, spread over every thread.
    Loop(&'r Loop<'a>),
    /// Statements run by one thread.
    Serial(Vec<&'a Stmt>),
    /// A `parallel` region with gang-redundant code: one thread per gang runs the whole
    /// region, and its gang loops (in the rewriter's `partitioned`) are spread over the
    /// gangs. `reductions` are those of the construct and of its gang loops.
    Gang {
        stmt: &'a Stmt,
        loop_vars: Vec<SymbolId>,
        reductions: Vec<accc_ir::Reduction>,
    },
}

/// Adds device-pointer parameter `param` (without a delta). The present data may start
/// after element 0 (`copyin(a[1:n-1])`, `copy(p->data[1:n-1])`; `anchor` is the host address
/// of its start): then the host passes the subarray's address, which is present, and the
/// kernel steps back to element 0 by the distance between the two.
fn anchored(mut param: Param, anchor: Option<&String>, params: &mut Vec<Param>) {
    if let (
        Param::DevicePtr {
            name, host, delta, ..
        },
        Some(anchor),
    ) = (&mut param, anchor)
    {
        let name_delta = format!("__accc_delta_{name}");
        params.push(Param::Value {
            name: name_delta.clone(),
            ty: ValueType::Long,
            host: format!("(long)((const char *)({anchor}) - (const char *)({host}))"),
            role: ValueRole::Other,
        });
        *host = anchor.clone();
        *delta = Some(name_delta);
    }
    params.push(param);
}

mod capture;
mod fcw;
mod iteration;
mod reduce;
mod shape;

use shape::{Contents, Shape};

/// Kernel code as the phases write it: text (through `write!`), with the typed statements
/// among it in the order they were written.
#[derive(Default)]
struct Code(Vec<KStmt>);

impl std::fmt::Write for Code {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        match self.0.last_mut() {
            Some(KStmt::Text(t)) => t.push_str(s),
            _ => self.0.push(KStmt::Text(s.to_string())),
        }
        Ok(())
    }
}

impl Code {
    fn push_str(&mut self, s: &str) {
        let _ = std::fmt::Write::write_str(self, s);
    }

    /// The bytes of shared memory declared so far (those whose size is known).
    fn shared_bytes(&self) -> u64 {
        self.0
            .iter()
            .filter_map(|s| match s {
                KStmt::Shared { bytes, .. } => *bytes,
                _ => None,
            })
            .sum()
    }

    /// An array in the block's shared memory (see [`KStmt::Shared`]).
    fn shared(&mut self, declaration: String, bytes: Option<u64>) {
        self.0.push(KStmt::Shared {
            declaration,
            bytes,
            align: None,
        });
    }
}

/// The kernel's text and parameters as the phases of [`KernelBuilder::build`] write them.
#[derive(Default)]
struct Parts {
    params: Vec<Param>,
    /// Kernel-scope declarations.
    setup: Code,
    /// Declarations at the start of each iteration.
    per_iteration: String,
    /// After the iterations (the reductions' combination).
    epilogue: Code,
    /// What the kernel keeps in shared memory and why, for the feedback.
    shared_memory: Vec<SharedUse>,
}

/// What the kernel's `cache` directives decided about its loop form.
struct CacheShape {
    /// Every thread of a block runs the same rounds (a block-shared cache region).
    uniform_loop: Option<super::cache::plan::SharingLoop>,
    /// 2-D tiles: the sharing loop, the tile's width and its rows.
    tiled: Option<(super::cache::plan::SharingLoop, u32, u32)>,
    /// Iterations each thread runs at a time (several with a register window).
    per_thread: u32,
    /// Declarations of the ranges in constant memory.
    constants: String,
}

pub struct KernelBuilder<'r, 'a> {
    pub rw: Rewriter<'a>,
    pub region: &'r ComputeRegion<'a>,
    /// Where device pointers are anchored (`HostData::anchors` of the construct).
    pub anchors: &'r accc_ir::host::Anchors,
    pub errors: Vec<Diagnostic>,
    /// What the kernel does not make as the source asks, though the answers are right.
    pub warnings: Vec<Diagnostic>,
    /// What the `cache` regions of the kernel being built became, for the feedback.
    pub cache_reports: Vec<CacheReport>,
    /// Build a `collapse(2)` nest without `cache` as column strips rather than as the flat
    /// grid-stride loop.
    pub column_strips: bool,
}

impl<'a> KernelBuilder<'_, 'a> {
    /// The device language the kernel is printed in.
    fn target(&self) -> &'static dyn Target {
        self.rw.target
    }

    fn ty(&self, sym: SymbolId) -> Type {
        self.rw.sema.symbols.get(sym).ty.clone()
    }

    fn name(&self, sym: SymbolId) -> String {
        self.rw.sema.symbols.get(sym).name.clone()
    }

    /// The size of `ty` (sema's model of the C layout), where known.
    fn bytes(&self, ty: &Type) -> Option<u64> {
        accc_sema::size_align(ty, &self.rw.sema.symbols).map(|(size, _)| size)
    }

    fn decl(&self, ty: &Type, name: &str) -> String {
        self.target().type_text(&ty.declare(name))
    }

    /// OpenCL: `q->data` through a pointer `q` declared in the kernel reads a pointer that
    /// the runtime attached in device memory, which OpenCL 1.2 kernels cannot follow (a
    /// chain from a variable of outside, `p->data`, gets a parameter of its own instead).
    fn local_member_chain_error(&mut self, sym: SymbolId, path: &str) {
        let name = self.name(sym);
        let root = self.region.directive.span;
        self.errors.push(
            Diagnostic::error(
                root,
                format!("`{name}{path}` is a pointer stored in device memory, which OpenCL kernels cannot follow"),
            )
            .with_label(format!("`{name}` is declared in this construct"))
            .with_note("OpenCL 1.2 has no shared virtual memory: a kernel follows only the pointers it is given as arguments")
            .with_help("use the member through the variable it comes from outside the construct (`p->data` for `q = p`), or build for --target=cuda or --target=multicore"),
        );
    }

    fn unsupported(&mut self, span: Span, what: String) {
        self.errors
            .push(Diagnostic::error(span, what).with_label("not supported by this target yet"));
    }

    /// The clause item of reduction `r` where it is not the bare variable (a subarray, a
    /// member): by its span for a loop's reductions, else the construct's own clause
    /// naming the variable.
    /// Kernel `name` of region `region` (its index in the module), running `unit` (as
    /// `outlined`) on blocks of `block` threads unless its shape asks for others.
    pub fn build(
        &mut self,
        name: String,
        region: usize,
        (unit, outlined): (&Unit<'_, '_>, &accc_ir::kernel::outline::Unit),
        block: u32,
    ) -> Kernel {
        let d = self.target();
        let contents = self.contents(unit);
        let shape = self.shape(unit, outlined, &contents, block);
        self.check_fcw_blocks(unit, &shape);
        let gang_loops = self.gang_loops(unit);
        self.partition_vector_loops(&shape);
        let mut parts = Parts::default();
        let reductions = self.decide_reductions(&shape, &contents.reductions);
        let vector_reductions_share_memory = self.vector_reduction_buffers(&reductions, &mut parts);
        let (first, stride) = self.gang_lanes(&shape, &mut parts.params);
        let calls_a_routine = self.capture(unit, &contents, &shape, &mut parts);
        self.member_pointer_params(&contents.stmts, &mut parts.params);
        self.reductions(&reductions, &mut parts);
        let cache = self.cached_ranges(unit, &contents, &shape, &mut parts);
        self.share_cache_rounds();
        let partitioned = self.partitioned_loops();
        let body = self.body_text(&contents.stmts);
        self.errors.append(&mut self.rw.errors);
        parts.setup.0.append(&mut self.rw.cache.decls);
        let space = self.iteration(
            unit,
            &contents,
            &shape,
            &cache,
            (&first, &stride),
            body,
            &mut parts,
        );
        let Shape {
            block,
            vector,
            workers,
            two_level,
            worker_vectors,
            strip_tiles,
            gang_grid,
            gang_shared,
            ..
        } = shape;
        let CacheShape {
            uniform_loop,
            tiled,
            per_thread,
            constants,
        } = cache;
        // Gangs of one warp, several to a block (see `packed_gangs`): where nothing is
        // shared among a block's threads but through the warp.
        let packed_gangs = (d.packs_gangs()
            && matches!(unit, Unit::Loop(_))
            && !two_level.is_empty()
            && block == WARP
            && tiled.is_none()
            && strip_tiles.is_none()
            && gang_grid.is_none()
            && !space.column_strips
            && contents.reductions.is_empty()
            && !vector_reductions_share_memory
            && gang_shared.is_empty()
            && self.rw.rewrites.cache.plans.is_empty()
            && self.region.directive.num_gangs(d.device_type()).is_empty()
            && !calls_a_routine)
            .then_some(super::packed_gangs::GANGS_PER_BLOCK);
        let tile_iterations = uniform_loop
            .as_ref()
            .filter(|_| tiled.is_none() && two_level.is_empty())
            .map(|_| block * per_thread);
        let block = if space.serial {
            1
        } else {
            block * packed_gangs.unwrap_or(1)
        };
        let worker_loops: Vec<WorkerLoop> = worker_vectors
            .iter()
            .map(|(w, inner)| WorkerLoop {
                stmt: w.stmt.span,
                workers,
                vector,
                vector_loops: inner.iter().map(|v| v.stmt.span).collect(),
            })
            .collect();
        let Parts {
            params,
            setup,
            epilogue,
            shared_memory,
            ..
        } = parts;
        let directive = self.region.directive;
        let mut body = setup.0;
        if !contents.reductions.is_empty() {
            // The thread's lane, with which the reductions combine in the block.
            body.push(KStmt::Text(format!(
                "    int __accc_l = {};\n",
                d.local_id()
            )));
        }
        body.push(KStmt::Iterations(space.kernel_loop));
        body.extend(epilogue.0);
        let mut kernel = Kernel {
            name,
            region,
            shape: self.kernel_shape(unit, &two_level, &worker_loops, gang_loops),
            constants,
            params,
            body,
            iterations: space.record.iterations.clone(),
            block,
            grid: Grid::Runtime,
            ignored_vector_length: super::launch::ignored_vector_length(self.region, self.rw.sm)
                .filter(|_| !space.serial),
            strips_twin: None,
            shared_memory,
            cache_reports: std::mem::take(&mut self.cache_reports),
            cache_regions: self.cache_regions(),
            partitioned,
            strips_possible: space.record.strips_possible,
            space: space.record,
            prefetched: space.prefetched,
            carried: space.carried,
            iterations_per_thread: per_thread,
            tile_iterations,
            gang_grid,
            packed_gangs,
            unapplied_sizes: Vec::new(),
            reductions,
        };
        kernel.grid = super::launch::grid(&kernel, directive, d, self.rw.sm);
        kernel.unapplied_sizes =
            super::launch::unapplied_sizes(&kernel, &self.region.loops, d, self.rw.sm);
        kernel
    }

    /// What `unit` runs, for the compiler feedback.
    fn kernel_shape(
        &self,
        unit: &Unit<'_, '_>,
        two_level: &[&Loop<'_>],
        worker_loops: &[WorkerLoop],
        gang_loops: Vec<GangLoop>,
    ) -> KernelShape {
        let span = self.region.directive.span;
        match unit {
            Unit::Loop(l) => KernelShape::Loop {
                stmt: l.stmt.span,
                collapse: l.collapse,
                // The region's own loop is not collapsed where `fuse` made the unit's.
                fused_vector_loop: (self.region.loops.iter())
                    .find(|x| std::ptr::eq(x.stmt, l.stmt))
                    .filter(|x| x.collapse < l.collapse)
                    .and_then(|_| l.children.first())
                    .map(|c| c.stmt.span),
                vector_loops: two_level.iter().map(|v| v.stmt.span).collect(),
                worker_loops: worker_loops.to_vec(),
            },
            Unit::Serial(stmts) => KernelShape::Serial {
                first: stmts.first().map_or(span, |s| s.span),
                last: stmts.last().map_or(span, |s| s.span),
            },
            Unit::Gang { .. } => KernelShape::GangRedundant { gang_loops },
        }
    }

    /// The loops of a gang-redundant unit the rewriter spreads over the gangs (host_side
    /// gave it them as `partitioned` loops), in source order; none for other units.
    fn gang_loops(&self, unit: &Unit<'_, '_>) -> Vec<GangLoop> {
        let mut gang_loops = Vec::new();
        if !matches!(unit, Unit::Gang { .. }) {
            return gang_loops;
        }
        for l in &self.region.loops {
            l.walk(&mut |l| {
                if self.rw.rewrites.partitioned.contains_key(&l.stmt.span.lo) {
                    gang_loops.push(GangLoop {
                        stmt: l.stmt.span,
                        collapse: l.collapse,
                    });
                }
            });
        }
        gang_loops
    }

    /// The `cache` directives of the body, planned before its text is written; their
    /// ranges in constant memory (declared at file scope, copied by the runtime before
    /// the launch, counted against the translation unit's constant memory); the
    /// `--cache-check` flag.
    fn cached_ranges(
        &mut self,
        unit: &Unit<'_, '_>,
        contents: &Contents<'_>,
        shape: &Shape<'_, '_>,
        parts: &mut Parts,
    ) -> CacheShape {
        let d = self.target();
        let (stmts, two_level, block) = (&contents.stmts, &shape.two_level, shape.block);
        let (gang_shared, params) = (&shape.gang_shared, &mut parts.params);
        let per_iteration = &parts.per_iteration;
        // The copies share the kernel's shared memory with what it already declares.
        self.rw.cache.shared_taken = parts.setup.shared_bytes();
        // The `cache` directives of the body: planned before its text is written.
        let (uniform_loop, tiled) = self.plan_cache(
            unit,
            &two_level,
            &stmts,
            block,
            !gang_shared.is_empty(),
            per_iteration.is_empty(),
            shape.fcw_tile,
        );
        // Iterations each thread runs at a time (several with a register window).
        let per_thread = match self
            .rw
            .rewrites
            .cache
            .plans
            .values()
            .any(|p| p.window.is_some())
        {
            true => super::cache::window::PER_THREAD,
            false => 1,
        };
        // Ranges in constant memory: declared at file scope, copied by the runtime before
        // the launch, counted against the translation unit's constant memory.
        let mut constants = String::new();
        let mut constant_plans: Vec<_> = self.rw.rewrites.cache.plans.values().collect();
        constant_plans.sort_by_key(|p| p.id);
        for p in constant_plans {
            constants.push_str(&super::cache::emit::constant_declarations(p, d));
            for (k, v) in p.vars.iter().enumerate() {
                if v.mode == super::cache::plan::Mode::Constant {
                    let host = &self.rw.rewrites.cache.constant_hosts[&v.sym];
                    let lower = accc_sema::consteval::eval(&v.dims[0].lower, &|_| None)
                        .expect("a constant lower bound");
                    params.push(Param::ConstantCopy {
                        symbol: super::cache::emit::constant_name(p, k),
                        host: format!("&({host})[{lower}]"),
                        bytes: v.bytes,
                    });
                    self.rw.cache.constant_left -= v.bytes;
                }
            }
        }
        // `--cache-check`: the flag the checked accesses raise.
        let checked = {
            let opts = &self.rw.cache.opts;
            opts.check && opts.implementation == super::cache::CacheImpl::Rbi
        };
        if checked && !self.rw.rewrites.cache.plans.is_empty() {
            params.push(Param::cache_check_flag(
                super::cache::emit::CHECK_FLAG.into(),
                format!("&{}", super::cache::emit::CHECK_FLAG_HOST),
            ));
        }
        CacheShape {
            uniform_loop,
            tiled,
            per_thread,
            constants,
        }
    }

    /// Spread the iterations of loop `l` (its collapsed nest) over `lanes` of blocks of
    /// `block` threads, as `passes::gpu::partition` decides (`vector_loops`: a worker
    /// loop's vector loops, spread already); the rewriter prints the record. False where
    /// the nest is not canonical (the loop then stays as written).
    fn partition(
        &mut self,
        l: &Loop<'_>,
        block: u32,
        lanes: accc_ir::kernel::Lanes,
        vector_loops: &[Span],
    ) -> bool {
        use accc_passes::gpu::partition::{partition, Context, Nest};
        let Some(loops) = canonical_nest(l) else {
            return false;
        };
        let reductions = l
            .reductions
            .iter()
            .map(|r| {
                let op = r.op.combining(self.ty(r.sym).is_bool());
                (AtomicOp::from_reduction(op), r.sym)
            })
            .collect();
        let nest = Nest {
            stmt: l.stmt.span,
            loops,
            private: l.private.clone(),
            block: Some(block),
            reductions,
            lanes,
            body: l.collapsed_body().clone(),
            elided: l.sunk_headers().to_vec(),
        };
        let caps = self.target().caps();
        let cx = Context {
            sema: self.rw.sema,
            caps: &caps,
            vector_loops,
        };
        (self.rw.rewrites.partitioned).insert(l.stmt.span.lo, partition(nest, &cx));
        true
    }

    /// The vector loops whose iterations share a cache region run in uniform rounds
    /// (`passes::gpu::partition::share_cache`), once the cache plans are made.
    fn share_cache_rounds(&mut self) {
        let cache = &self.rw.rewrites.cache;
        let tile_columns = cache.tile.map(|(tx, _)| tx);
        let width = self.rw.cache.opts.width;
        for (key, sharing) in &cache.uniform_vectors {
            if let Some(p) = self.rw.rewrites.partitioned.get_mut(key) {
                accc_passes::gpu::partition::share_cache(p, sharing, tile_columns, width);
            }
        }
    }

    /// The kernel's partitioned loops as the rewriter has them before printing, in source
    /// order.
    fn partitioned_loops(&self) -> Vec<accc_ir::kernel::Partitioned> {
        let mut loops: Vec<_> = self.rw.rewrites.partitioned.values().cloned().collect();
        loops.sort_by_key(|p| p.stmt.lo);
        loops
    }

    /// The plans of the `cache` regions of the kernel body run by blocks of `block`
    /// threads (`tile`: as a 2-D tile), and of what the compiler caches by itself; nothing
    /// is decided yet.
    fn cache_plans(
        &self,
        unit: &Unit<'_, '_>,
        two_level: &[&Loop<'_>],
        stmts: &[&Stmt],
        block: u32,
        tile: Option<(super::cache::plan::SharingLoop, u32, u32)>,
    ) -> Vec<super::cache::plan::RegionPlan> {
        use super::cache::plan::{Planner, Threads};
        use super::cache::CacheImpl;
        let opts = &self.rw.cache.opts;
        let kernel_sharing = match unit {
            Unit::Loop(l) if two_level.is_empty() && block > 1 => sharing_of(l),
            _ => None,
        };
        // Automatic staging (see `cache::stage`, `cache::neighbourhood`): in a one-level
        // parallel loop whose body has no `cache` or `fcw` directive of the user's (whose
        // blocks hold exactly their vector loop's iterations).
        let stage = opts.auto
            && opts.implementation == CacheImpl::Rbi
            && kernel_sharing.is_some()
            && !stmts.iter().any(|s| {
                directive_inside(self.rw.sema, s.span, |d| {
                    use accc_front::directive::DirectiveKind;
                    matches!(d.kind, DirectiveKind::Cache | DirectiveKind::Fcw)
                })
            });
        let mut planner = Planner {
            sema: self.rw.sema,
            caps: self.target().caps(),
            sm: self.rw.sm,
            opts,
            block,
            vector_loops: two_level
                .iter()
                .map(|v| (v.stmt.span.lo, sharing_of(v)))
                .collect(),
            plans: Vec::new(),
            bytes: self.rw.cache.shared_taken,
            tile,
            stage,
            constant_hosts: &self.rw.rewrites.cache.constant_hosts,
            constant_left: self.rw.cache.constant_left,
            fcw_blocks: &self.region.fcw_blocks,
        };
        for s in stmts {
            let threads = match unit {
                Unit::Loop(_) if two_level.is_empty() => Threads::Lanes {
                    sharing: kernel_sharing.clone(),
                },
                Unit::Loop(_) => Threads::Uniform,
                Unit::Serial(_) | Unit::Gang { .. } => Threads::Lanes { sharing: None },
            };
            planner.plan_body(s, threads);
        }
        planner.plans
    }

    /// Plans the `cache` directives of the kernel body (see `cache::plan`) and tells the
    /// rewriter; returns the sharing loop when the kernel's own loop must run uniformly.
    fn plan_cache(
        &mut self,
        unit: &Unit<'_, '_>,
        two_level: &[&Loop<'_>],
        stmts: &[&Stmt],
        block: u32,
        gang_arrays: bool,
        per_iteration_free: bool,
        fcw_tile: Option<accc_passes::gpu::shape::FcwTile>,
    ) -> (
        Option<super::cache::plan::SharingLoop>,
        Option<(super::cache::plan::SharingLoop, u32, u32)>,
    ) {
        use super::cache::plan::{Mode, SharingLoop};
        use super::cache::CacheImpl;
        let opts = self.rw.cache.opts.clone();
        self.rw.cache.block = block;
        let kernel_sharing = match unit {
            Unit::Loop(l) if two_level.is_empty() && block > 1 => sharing_of(l),
            _ => None,
        };
        let body_lo = match unit {
            Unit::Loop(_) if two_level.is_empty() => stmts.last().map(|s| s.span.lo),
            _ => None,
        };
        let run = |tile: Option<(SharingLoop, u32, u32)>| {
            self.cache_plans(unit, two_level, stmts, block, tile)
        };
        // A gang loop whose body is one vector loop, with a region in it that shares along
        // both loops: a 2-D tile (threads along the vector loop, rows along the gang loop),
        // when every plan agrees (`tile_2d`: an `fcw` block of both loops is such a tile,
        // of its own sizes).
        let tile = match unit {
            Unit::Loop(l) => {
                let sema = self.rw.sema;
                tile_2d(
                    l,
                    two_level,
                    stmts,
                    block,
                    gang_arrays,
                    &opts,
                    sema,
                    fcw_tile,
                )
                .and_then(|(tx, ty)| Some((sharing_of(l)?, tx, ty)))
            }
            _ => None,
        };
        let mut used_tile = None;
        let mut plans = Vec::new();
        let shares_rows = |plans: &[super::cache::plan::RegionPlan]| {
            plans.iter().any(|p| {
                p.vars
                    .iter()
                    .any(|v| v.mode == Mode::Shared && v.row_dim().is_some())
            })
        };
        // First a tile whose threads take several rows each, which needs the kernel's one
        // region to be its vector loop's whole body.
        let mut coarse = None;
        let plain_tile = tile.clone().map(|t| run(Some(t)));
        // (The communicating scope names the thread of the last row as the writer of a
        // range that moves backwards; with several rows per thread there is none such.)
        // (An `fcw` block is exactly one iteration per thread.)
        let coarsen = opts.coarsen
            && opts.scope != super::cache::ScopeMethod::Communicating
            && fcw_tile.is_none();
        if let (Some((gang, tx, ty)), [v], true) = (&tile, two_level, coarsen) {
            // Adjacent rows on 32-wide rows of threads, unless that would send a warp's
            // accesses down 32 columns (see `cache::Coarse`).
            let cached: Vec<SymbolId> = plain_tile
                .iter()
                .flatten()
                .flat_map(|p| p.vars.iter().map(|v| v.sym))
                .collect();
            // (Only under RBI: RBC's checked accesses, each with its load from global
            // memory, unrolled over the rows took GEMM's kernel to 166 registers and
            // 82.8 ms against 24.5; it keeps the rows apart, and coarsens only a region
            // that is the whole body.)
            let rbi = opts.implementation == CacheImpl::Rbi;
            let adjacent = rbi
                && block.is_multiple_of(COARSE_TILE_WIDTH)
                && !walks_columns(v, gang.var, &cached, self.rw.sema);
            let whole_body =
                matches!(plain_tile.as_deref(), Some([p]) if heads_body(v, p.id, self.rw.sema));
            let rows = if whole_body {
                ROWS_PER_THREAD
            } else {
                ROWS_PER_THREAD_IN_A_LOOP
            };
            let coarse_tile = Some(if adjacent {
                (
                    gang.clone(),
                    COARSE_TILE_WIDTH,
                    block / COARSE_TILE_WIDTH * rows,
                )
            } else {
                (gang.clone(), *tx, ty * rows)
            });
            let tiled = run(coarse_tile.clone());
            // Taller copies must still fit: no variable left out that one row per thread
            // would cache.
            let fits = |plans: &[super::cache::plan::RegionPlan]| {
                plans.iter().map(|p| p.ignored.len()).sum::<usize>()
            };
            let as_many = plain_tile
                .as_deref()
                .is_some_and(|plain| fits(&tiled) <= fits(plain));
            if let [p] = tiled.as_slice() {
                // (A private copy is fetched for one iteration; the rows of a thread are
                // several.)
                let all_shared = p
                    .vars
                    .iter()
                    .all(|v| matches!(v.mode, Mode::Shared | Mode::Constant));
                let per_row = p
                    .uniform_path
                    .as_deref()
                    .and_then(|path| per_row_declarations(v, p.id, path, gang.var, self.rw.sema));
                let fits_rows = as_many && all_shared && shares_rows(&tiled) && (rbi || whole_body);
                if let (true, Some(per_row)) = (fits_rows, per_row) {
                    coarse = Some(super::cache::Coarse {
                        region: p.id,
                        rows_per_thread: rows,
                        adjacent,
                        gang: gang.clone(),
                        per_row,
                    });
                    used_tile = coarse_tile;
                    plans = tiled;
                }
            }
        }
        if let (Some(tiled), None) = (plain_tile, &used_tile) {
            if shares_rows(&tiled) || fcw_tile.is_some() {
                used_tile = tile;
                plans = tiled;
            }
        }
        if used_tile.is_none() {
            plans = run(None);
            // A 1-D stencil whose region is the loop's whole body: several adjacent
            // iterations per thread, read through a register window (see `cache::window`).
            // Per-iteration declarations (private, firstprivate) would be made once for
            // all of a thread's iterations, so their kernels keep one iteration per thread.
            if let (Unit::Loop(l), Some(_), [p], true) = (
                unit,
                &kernel_sharing,
                plans.as_mut_slice(),
                per_iteration_free,
            ) {
                if let (true, StmtKind::For { body, .. }) =
                    (heads_body(l, p.id, self.rw.sema), &l.stmt.kind)
                {
                    super::cache::window::apply(p, body, block, &opts, self.rw.sema, self.rw.sm);
                }
            }
        }
        self.rw.rewrites.cache.tile = used_tile.as_ref().map(|t| (t.1, t.2));
        let uniform_kernel = self.adopt_cache_plans(
            plans,
            coarse,
            two_level,
            (kernel_sharing, body_lo),
            block,
            &opts,
        );
        let accesses = accc_passes::ext::cache::access::region_accesses(
            &self.rw.rewrites.cache.plans,
            stmts,
            &opts,
            self.rw.rewrites.cache.coarse.is_some(),
            self.rw.sema,
            self.rw.sm,
        );
        self.rw.rewrites.cache.accesses.extend(accesses);
        (uniform_kernel, used_tile)
    }

    /// The arrays of an `fcw` block that stay in global memory, with the reason: for a
    /// block with channels an error (its iterations would not communicate), else a
    /// warning (a FETCH_ONLY array is not written in the block: the answer is the same,
    /// the speed not).
    fn report_unstaged_fcw(&mut self, p: &super::cache::plan::RegionPlan) {
        let Some(d) = self.rw.sema.directives.get(&p.id) else {
            return;
        };
        let channels = accc_passes::ext::fcw::channel(d).is_some();
        let whole = p
            .off
            .iter()
            .map(|why| ("its arrays".to_string(), why.clone()));
        let vars = p
            .ignored
            .iter()
            .map(|(v, why)| (format!("`{v}`"), why.clone()));
        for (what, why) in whole.chain(vars) {
            let message = format!("this `fcw` block cannot stage {what} in shared memory: {why}");
            if channels {
                self.errors.push(
                    Diagnostic::error(d.name_span, message)
                        .with_label("its block's iterations would not communicate"),
                );
            } else {
                self.warnings.push(
                    Diagnostic::warning(d.name_span, message)
                        .with_label("read from global memory")
                        .with_note("the answer is the same (a FETCH_ONLY array is not written in the block); only the block's copy in shared memory is missing"),
                );
            }
        }
    }

    /// The kernel's cache regions as the rewriter has them, in source order.
    fn cache_regions(&self) -> Vec<accc_ir::tile::CacheRegion> {
        let cache = &self.rw.rewrites.cache;
        let mut regions: Vec<_> = (cache.plans.values())
            .map(|plan| accc_ir::tile::CacheRegion {
                plan: plan.clone(),
                steps: cache.steps[&plan.id].clone(),
                accesses: cache.accesses[&plan.id].clone(),
            })
            .collect();
        regions.sort_by_key(|r| r.plan.id);
        regions
    }

    /// Gives the rewriter the kernel's cache plans (their reports to the feedback,
    /// the coarsened tile's per-row variables, the uniform paths, the copies'
    /// declarations); returns the sharing loop when the kernel's own loop must run
    /// uniformly: `kernel_sharing` when a region lies on the way from the body, which
    /// starts at `body_lo`.
    fn adopt_cache_plans(
        &mut self,
        plans: Vec<super::cache::plan::RegionPlan>,
        coarse: Option<super::cache::Coarse>,
        two_level: &[&Loop<'_>],
        (kernel_sharing, body_lo): (Option<super::cache::plan::SharingLoop>, Option<u32>),
        block: u32,
        opts: &super::cache::CacheOptions,
    ) -> Option<super::cache::plan::SharingLoop> {
        use super::cache::{emit, report, CacheImpl};
        // Each row of a coarsened tile has its own copy of the variables declared on the
        // way to the region.
        for &sym in coarse.iter().flat_map(|c| &c.per_row) {
            let name = self
                .rw
                .target
                .kernel_ident(&self.rw.sema.symbols.get(sym).name);
            self.rw
                .rewrites
                .renamed
                .insert(sym, format!("{name}[{}]", super::cache::ROW));
        }
        self.rw.rewrites.cache.coarse = coarse;
        let mut uniform_kernel = None;
        for p in plans {
            self.cache_reports.push(report::report(&p, opts, block));
            if p.fcw {
                self.report_unstaged_fcw(&p);
            }
            if opts.implementation == CacheImpl::Off || p.off.is_some() {
                continue;
            }
            if let Some(path) = &p.uniform_path {
                // The first statement on the way to the region is the body, or the region
                // is the body itself (a neighbourhood's, or an `fcw` block without braces:
                // its path is empty).
                let first = path.first().copied();
                if body_lo.is_some() && (first.is_none() || first == body_lo) {
                    uniform_kernel = kernel_sharing.clone();
                }
                for v in two_level {
                    if let StmtKind::For { body, .. } = &v.stmt.kind {
                        let in_loop = v.stmt.span.lo <= p.id && p.id < v.stmt.span.hi;
                        if first == Some(body.span.lo) || (first.is_none() && in_loop) {
                            if let Some(s) = sharing_of(v) {
                                self.rw
                                    .rewrites
                                    .cache
                                    .uniform_vectors
                                    .insert(v.stmt.span.lo, s);
                            }
                        }
                    }
                }
                self.rw.rewrites.cache.path.extend(path.iter().copied());
            }
            (self.rw.cache.decls).extend(emit::declarations(&p, self.target(), block, opts));
            let steps = accc_passes::ext::cache::lower::region_steps(&p, opts);
            self.rw.rewrites.cache.steps.insert(p.id, steps);
            self.rw.rewrites.cache.plans.insert(p.id, p);
        }
        if uniform_kernel.is_some() || !self.rw.rewrites.cache.uniform_vectors.is_empty() {
            (self.rw.cache.decls).extend(emit::width_declarations(self.target(), opts));
        }
        uniform_kernel
    }

    /// Parameters for a device pointer to `sym`'s data: typed for fixed-size dimensions,
    /// flattened (with extents as parameters) for variable-length ones.
    /// `name` is the kernel's name for the pointer, `host` the host variable;
    /// `device_address`: the host variable already holds a device address (`deviceptr`).
    /// A `firstprivate` array: the region copies it in (`host_side`), the kernel receives
    /// its device copy as `__accc_fp_<host>`, and this declaration (returned) gives each
    /// thread its own copy of the values.
    fn firstprivate_array(
        &mut self,
        sym: SymbolId,
        kname: &str,
        host: &str,
        ty: &Type,
        params: &mut Vec<Param>,
    ) -> String {
        let d = self.target();
        let orig = format!("__accc_fp_{host}");
        self.device_pointer(sym, &orig, host, ty, false, true, params);
        format!(
            "        {}; for (unsigned long __accc_k = 0; __accc_k < sizeof({kname}); __accc_k++) ((char *){kname})[__accc_k] = ((const {}char *){orig})[__accc_k];\n",
            self.decl(ty, kname),
            d.global()
        )
    }

    fn device_pointer(
        &mut self,
        sym: SymbolId,
        name: &str,
        host: &str,
        ty: &Type,
        device_address: bool,
        read_only: bool,
        params: &mut Vec<Param>,
    ) {
        let elem = ty.element().cloned().unwrap_or(Type::Void);
        // The extents of the element's array dimensions.
        let mut dims = Vec::new();
        let mut inner = elem.clone();
        while let Type::Array { elem, len } = inner.resolved().clone() {
            dims.push(len);
            inner = *elem;
        }
        let vla = dims.iter().any(|l| !matches!(l, ArrayLen::Const(_)));
        let pointee = if vla { inner.clone() } else { elem.clone() };
        if !self.target().pointers_in_device_memory() && pointee.is_pointer() {
            // OpenCL 1.2 has no shared virtual memory: a device address stored in device
            // memory means nothing to a kernel, and kernel arguments cannot point to
            // pointers.
            let name = self.name(sym);
            self.errors.push(
                Diagnostic::error(
                    self.region.directive.span,
                    format!("`{name}` points to pointers, which OpenCL kernels cannot follow"),
                )
                .with_label(format!("`{name}` is used in this construct"))
                .with_note("OpenCL 1.2 kernels take no pointers to pointers and have no shared virtual memory")
                .with_help("build for --target=cuda or --target=multicore, or copy the rows into one contiguous array"),
            );
        }
        // Data the kernel only reads: `const` and `restrict`, so that the device compiler may
        // use its read-only caches (distinct variables map to distinct device memory, and a
        // parallel loop's iterations do not write what others read).
        let pointee = if read_only && !pointee.is_const() {
            Type::Qualified {
                quals: accc_front::ast::TypeQuals {
                    is_const: true,
                    ..Default::default()
                },
                inner: Box::new(pointee),
            }
        } else {
            pointee
        };
        // `no_create` data may be absent, and so may an empty subarray (`copyin(p[0:n])`
        // with `n == 0`): the kernel gets a null pointer.
        let absent_ok = self
            .region
            .var(sym)
            .is_some_and(|v| v.attr == DataAttr::NoCreate || v.section);
        let anchor = self
            .anchors
            .get(&(sym, String::new()))
            .and_then(Option::as_ref)
            .filter(|_| !device_address);
        let param = Param::DevicePtr {
            name: name.to_string(),
            pointee,
            host: host.to_string(),
            delta: None,
            device_address,
            restrict: read_only,
            absent_ok,
            role: PointerRole::Data,
        };
        anchored(param, anchor, params);
        if vla {
            let mut names = Vec::new();
            for (k, len) in dims.iter().enumerate() {
                let pname = format!("__accc_{name}_d{}", k + 1);
                let host = match len {
                    ArrayLen::Const(n) => n.to_string(),
                    ArrayLen::Expr(e) => format!("({e})"),
                    ArrayLen::Unknown => "0".into(),
                };
                params.push(Param::Value {
                    name: pname.clone(),
                    ty: ValueType::Long,
                    host,
                    role: ValueRole::Other,
                });
                names.push(pname);
            }
            self.rw.rewrites.flattened.insert(sym, names);
        }
    }
}

impl KernelBuilder<'_, '_> {
    /// The kernel text of the nest's statements, each under a line marker, so that the
    /// device compiler's messages and debuggers point at the user's lines.
    fn body_text(&mut self, stmts: &[&Stmt]) -> String {
        if self.rw.spaces.is_none() {
            self.rw
                .decide_spaces(self.region.stmt, HashMap::new(), None);
        }
        stmts
            .iter()
            .map(|s| {
                let loc = self.rw.sm.locate(s.span);
                format!(
                    "#line {} \"{}\"\n{}",
                    loc.line,
                    loc.file.replace('\\', "\\\\").replace('"', "\\\""),
                    self.rw.stmt_text(s)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}
