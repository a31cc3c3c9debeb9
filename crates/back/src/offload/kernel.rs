//! One kernel: a parallel loop nest (its iterations spread over every thread with a grid
//! stride, collapsed loops linearised), a statement sequence run by a single thread, or a
//! gang-redundant region run by one thread per gang. The
//! kernel's parameters say what the host passes; the host side turns them into runtime
//! arguments.

use accc_front::ast::Stmt;
use accc_front::{Diagnostic, Span};
use accc_ir::kernel::{
    CacheReport, GangLoop, Grid, KStmt, Kernel, KernelShape, Param, SharedUse, WorkerLoop,
};
use accc_ir::{ComputeRegion, Loop};
use accc_passes::gpu::shape::canonical_nest;
use accc_passes::lower::legality;
use accc_sema::{SymbolId, Type};

use super::rewrite::Rewriter;
use super::target::Target;
use accc_ir::atomic::AtomicOp;

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
    /// The cache planner's record for the kernel, kept on it (`Kernel::cache`).
    record: accc_ir::tile::KernelCache,
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

    fn decl(&self, ty: &Type, name: &str) -> String {
        self.target().type_text(&ty.declare(name))
    }

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
        let contents = self.contents(unit, outlined);
        let shape = self.shape(unit, outlined, &contents, block);
        self.check_fcw_blocks(unit, &shape);
        let gang_loops = self.gang_loops(unit);
        self.partition_vector_loops(&shape);
        let mut parts = Parts::default();
        let reductions = self.decide_reductions(&shape, &contents.reductions);
        let vector_reductions_share_memory = self.vector_reduction_buffers(&reductions, &mut parts);
        let (first, stride) = self.gang_lanes(&shape, &mut parts.params);
        let capture = self.decide_capture(unit, &contents, &shape);
        self.capture(&capture, &mut parts);
        self.reductions(&reductions, &mut parts);
        let cache = self.cached_ranges(unit, (&contents, &capture), &shape, &mut parts);
        let partitioned = self.partitioned_loops();
        let facts = accc_passes::lower::spaces::Facts::of_kernel(&capture, &reductions);
        self.rw.decide_spaces(self.region.stmt, &facts);
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
            gang_grid,
            choice: block_choice,
            ..
        } = shape;
        let CacheShape {
            uniform_loop,
            tiled,
            per_thread,
            constants,
            record: cache_record,
        } = cache;
        // Gangs of one warp, several to a block (see `packed_gangs`).
        let packed_gangs = accc_passes::gpu::block::packed_gangs(
            &accc_passes::gpu::block::Packing {
                shape: match outlined {
                    accc_ir::kernel::outline::Unit::Loop { shape, .. } => Some(shape),
                    _ => None,
                },
                block: &block_choice,
                cache: &cache_record,
                region: self.region,
                reductions: !contents.reductions.is_empty(),
                lane_reductions_share_memory: vector_reductions_share_memory,
                column_strips: space.column_strips,
                calls_a_routine: capture.calls_a_routine,
            },
            &d.caps(),
        );
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
            block,
            grid: Grid::Runtime,
            ignored_vector_length: super::launch::ignored_vector_length(self.region, self.rw.sm)
                .filter(|_| !space.serial),
            strips_twin: None,
            shared_memory,
            cache_reports: std::mem::take(&mut self.cache_reports),
            cache: cache_record,
            partitioned,
            space: space.record,
            prefetched: space.prefetched,
            carried: space.carried,
            tile_iterations,
            gang_grid,
            packed_gangs,
            block_choice,
            unapplied_sizes: Vec::new(),
            reductions,
            capture,
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

    /// The `cache` regions of the body, decided by `passes::ext::cache::kernel` before
    /// its text is written: the rewriter gets their plans, steps and accesses, the
    /// coarsened tile's per-row variables and the uniform paths; the kernel their copies'
    /// declarations, its ranges in constant memory (declared at file scope, copied by the
    /// runtime before the launch) and the `--cache-check` flag; the feedback their reports.
    fn cached_ranges(
        &mut self,
        unit: &Unit<'_, '_>,
        (contents, capture): (&Contents<'_>, &accc_ir::kernel::capture::Capture),
        shape: &Shape<'_, '_>,
        parts: &mut Parts,
    ) -> CacheShape {
        use accc_passes::ext::cache::kernel::{kernel_cache, share_rounds, Facts};
        let opts = self.rw.cache.opts.clone();
        let facts = Facts {
            // The copies share the kernel's shared memory with what it already declares.
            planning: self.cache_planning(
                unit,
                (&shape.two_level, &contents.stmts),
                shape.block,
                parts.setup.shared_bytes(),
            ),
            gang_arrays: !shape.gang_shared.is_empty(),
            per_iteration_declarations: capture.per_iteration_declarations(),
            fcw_tile: shape.fcw_tile,
        };
        let cache = kernel_cache(&facts, &self.cache_context(&opts));
        self.rw.cache.block = shape.block;
        self.adopt_cache(&cache, shape.block, &opts);
        share_rounds(&cache, &mut self.rw.rewrites.partitioned, &opts);
        let constants = self.constant_copies(&cache, &mut parts.params);
        if cache.check_flag {
            parts.params.push(Param::cache_check_flag(
                super::cache::emit::CHECK_FLAG.into(),
                format!("&{}", super::cache::emit::CHECK_FLAG_HOST),
            ));
        }
        CacheShape {
            uniform_loop: cache.uniform_loop.clone(),
            tiled: cache.tile.clone(),
            per_thread: cache.per_thread,
            constants,
            record: cache,
        }
    }

    /// What the cache planner asks of the kernel running `unit` (with its vector loops and
    /// statements) on blocks of `block` threads, `shared_taken` bytes of shared memory
    /// declared before its copies.
    fn cache_planning<'k>(
        &'k self,
        unit: &'k Unit<'_, '_>,
        (vector_loops, stmts): (&'k [&'k Loop<'k>], &'k [&'k Stmt]),
        block: u32,
        shared_taken: u64,
    ) -> accc_passes::ext::cache::kernel::Planning<'k> {
        accc_passes::ext::cache::kernel::Planning {
            kernel_loop: match unit {
                Unit::Loop(l) => Some(l),
                _ => None,
            },
            vector_loops,
            stmts,
            block,
            shared_taken,
            constant_left: self.rw.cache.constant_left,
            constant_hosts: &self.rw.rewrites.cache.constant_hosts,
            fcw_blocks: &self.region.fcw_blocks,
        }
    }

    /// What the cache planner asks besides the kernel, under `opts`.
    fn cache_context<'c>(
        &'c self,
        opts: &'c super::cache::CacheOptions,
    ) -> accc_passes::ext::cache::kernel::Context<'c> {
        accc_passes::ext::cache::kernel::Context {
            sema: self.rw.sema,
            sm: self.rw.sm,
            opts,
            caps: self.target().caps(),
        }
    }

    /// Gives the rewriter the kernel's cache regions (`cache`'s, taken from it): their
    /// plans, steps and accesses, the tile, the coarsened tile's per-row variables (each
    /// row has its own copy of the variables declared on the way to the region), the
    /// uniform paths and the copies' declarations; their reports to the feedback, and the
    /// `fcw` diagnostics to the kernel's.
    fn adopt_cache(
        &mut self,
        cache: &accc_ir::tile::KernelCache,
        block: u32,
        opts: &super::cache::CacheOptions,
    ) {
        use super::cache::{emit, report};
        let d = self.target();
        for &sym in cache.coarse.iter().flat_map(|c| &c.per_row) {
            let name = d.kernel_ident(&self.rw.sema.symbols.get(sym).name);
            (self.rw.rewrites.renamed).insert(sym, format!("{name}[{}]", super::cache::ROW));
        }
        for p in &cache.planned {
            self.cache_reports.push(report::report(p, opts, block));
        }
        self.errors.extend(cache.errors.iter().cloned());
        self.warnings.extend(cache.warnings.iter().cloned());
        let rewrites = &mut self.rw.rewrites.cache;
        rewrites.tile = cache.tile.as_ref().map(|t| (t.1, t.2));
        rewrites.coarse = cache.coarse.clone();
        rewrites.path.extend(cache.path.iter().copied());
        for r in &cache.regions {
            (self.rw.cache.decls).extend(emit::declarations(&r.plan, d, block, opts));
            rewrites.steps.insert(r.plan.id, r.steps.clone());
            rewrites.accesses.insert(r.plan.id, r.accesses.clone());
            rewrites.plans.insert(r.plan.id, r.plan.clone());
        }
        if cache.uniform() {
            (self.rw.cache.decls).extend(emit::width_declarations(d, opts));
        }
    }

    /// The declarations of `cache`'s ranges in constant memory (returned), and a parameter
    /// for each copy, which the runtime fills before the launch; the translation unit's
    /// constant memory left after them.
    fn constant_copies(
        &mut self,
        cache: &accc_ir::tile::KernelCache,
        params: &mut Vec<Param>,
    ) -> String {
        use super::cache::emit;
        let d = self.target();
        let mut regions: Vec<_> = cache.regions.iter().map(|r| &r.plan).collect();
        regions.sort_by_key(|p| p.id);
        let constants = regions
            .iter()
            .map(|p| emit::constant_declarations(p, d))
            .collect();
        for copy in &cache.constants {
            let plan = regions.iter().find(|p| p.id == copy.region);
            let plan = plan.expect("a constant copy's region is one of the kernel's");
            let host = &self.rw.rewrites.cache.constant_hosts[&copy.sym];
            params.push(Param::ConstantCopy {
                symbol: emit::constant_name(plan, copy.var),
                host: format!("&({host})[{}]", copy.lower),
                bytes: copy.bytes,
            });
        }
        self.rw.cache.constant_left = cache.constant_left;
        constants
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

    /// The kernel's partitioned loops as the rewriter has them before printing, in source
    /// order.
    fn partitioned_loops(&self) -> Vec<accc_ir::kernel::Partitioned> {
        let mut loops: Vec<_> = self.rw.rewrites.partitioned.values().cloned().collect();
        loops.sort_by_key(|p| p.stmt.lo);
        loops
    }
}

/// The statements of `region` that are `stmts` (by span), borrowed for as long as the
/// region: the records decided on them outlive the kernel's own borrows.
fn region_statements<'a>(region: &'a Stmt, stmts: &[&Stmt]) -> Vec<&'a Stmt> {
    fn find<'a>(s: &'a Stmt, stmts: &[&Stmt], found: &mut Vec<(usize, &'a Stmt)>) {
        if let Some(k) = stmts.iter().position(|x| x.span == s.span) {
            found.push((k, s));
            return;
        }
        s.for_each_child(&mut |c| find(c, stmts, found));
    }
    let mut found = Vec::new();
    find(region, stmts, &mut found);
    found.sort_by_key(|(k, _)| *k);
    found.into_iter().map(|(_, s)| s).collect()
}

impl KernelBuilder<'_, '_> {
    /// The kernel text of the nest's statements, each under a line marker, so that the
    /// device compiler's messages and debuggers point at the user's lines; with the errors
    /// of what device code cannot declare or do (`lower::legality`), which the printing
    /// does not check. OpenCL's address spaces are decided before (`Rewriter::decide_spaces`).
    fn body_text(&mut self, stmts: &[&Stmt]) -> String {
        for s in stmts {
            let (sema, sm) = (self.rw.sema, self.rw.sm);
            let passed = &self.rw.rewrites.member_pointers;
            (self.rw.errors).extend(legality::declarations(s, sema));
            (self.rw.errors).extend(legality::member_pointer_assignments(s, sema, sm, passed));
        }
        let mut fcw_errors = self.fcw_declaration_errors(stmts);
        self.rw.errors.append(&mut fcw_errors);
        let roots = region_statements(self.region.stmt, stmts);
        self.rw
            .decide_lowering(accc_passes::lower::body::Body::Statements(&roots));
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
