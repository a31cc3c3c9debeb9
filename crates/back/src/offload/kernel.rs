//! One kernel: a parallel loop nest (its iterations spread over every thread with a grid
//! stride, collapsed loops linearised), a statement sequence run by a single thread, or a
//! gang-redundant region run by one thread per gang. The
//! kernel's parameters say what the host passes; the host side turns them into runtime
//! arguments.

use std::collections::HashMap;

use accc_front::ast::Stmt;
use accc_front::{Diagnostic, Span};
use accc_ir::kernel::{
    CacheReport, GangLoop, Grid, KStmt, Kernel, KernelShape, Param, PointerRole, SharedUse,
    ValueRole, ValueType, WorkerLoop,
};
use accc_ir::{ComputeRegion, Loop};
use accc_passes::gpu::shape::canonical_nest;
use accc_passes::lower::legality;
use accc_sema::data_attr::DataAttr;
use accc_sema::{ArrayLen, SymbolId, Type};

use accc_ir::kernel::WARP;

use super::rewrite::Rewriter;
use super::target::Target;
use accc_ir::atomic::AtomicOp;

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

    /// The `cache` regions of the body, decided by `passes::ext::cache::kernel` before
    /// its text is written: the rewriter gets their plans, steps and accesses, the
    /// coarsened tile's per-row variables and the uniform paths; the kernel their copies'
    /// declarations, its ranges in constant memory (declared at file scope, copied by the
    /// runtime before the launch) and the `--cache-check` flag; the feedback their reports.
    fn cached_ranges(
        &mut self,
        unit: &Unit<'_, '_>,
        contents: &Contents<'_>,
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
            per_iteration_declarations: !parts.per_iteration.is_empty(),
            fcw_tile: shape.fcw_tile,
        };
        let mut cache = kernel_cache(&facts, &self.cache_context(&opts));
        self.verify_cache(&cache);
        self.rw.cache.block = shape.block;
        self.adopt_cache(&mut cache, shape.block, &opts);
        share_rounds(&cache, &mut self.rw.rewrites.partitioned, &opts);
        let constants = self.constant_copies(&cache, &mut parts.params);
        if cache.check_flag {
            parts.params.push(Param::cache_check_flag(
                super::cache::emit::CHECK_FLAG.into(),
                format!("&{}", super::cache::emit::CHECK_FLAG_HOST),
            ));
        }
        CacheShape {
            uniform_loop: cache.uniform_loop,
            tiled: cache.tile,
            per_thread: cache.per_thread,
            constants,
        }
    }

    /// In debug builds (and so in every test), the broken invariants of the cache
    /// planner's record as internal errors (see `accc_ir::verify::kernel_cache`), as the
    /// driver reports those of the passes it runs.
    fn verify_cache(&mut self, cache: &accc_ir::tile::KernelCache) {
        if !cfg!(debug_assertions) {
            return;
        }
        for why in accc_ir::verify::kernel_cache(cache) {
            self.errors.push(
                Diagnostic::error(
                    self.region.directive.span,
                    format!("internal error: the IR after `passes::ext::cache::kernel` breaks an invariant: {why}"),
                )
                .with_note("this is a bug in accc, not in the program (crates/ir/src/verify.rs)"),
            );
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
        cache: &mut accc_ir::tile::KernelCache,
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
        self.errors.append(&mut cache.errors);
        self.warnings.append(&mut cache.warnings);
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
    /// device compiler's messages and debuggers point at the user's lines; with the errors
    /// of what device code cannot declare or do (`lower::legality`), which the printing
    /// does not check.
    fn body_text(&mut self, stmts: &[&Stmt]) -> String {
        if self.rw.spaces.is_none() {
            self.rw
                .decide_spaces(self.region.stmt, HashMap::new(), None);
        }
        for s in stmts {
            let (sema, sm) = (self.rw.sema, self.rw.sm);
            let passed = &self.rw.rewrites.member_pointers;
            (self.rw.errors).extend(legality::declarations(s, sema));
            (self.rw.errors).extend(legality::member_pointer_assignments(s, sema, sm, passed));
        }
        let mut fcw_errors = self.fcw_declaration_errors(stmts);
        self.rw.errors.append(&mut fcw_errors);
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
