//! One kernel: a parallel loop nest (its iterations spread over every thread with a grid
//! stride, collapsed loops linearised), a statement sequence run by a single thread, or a
//! gang-redundant region run by one thread per gang. The kernel's parameters (what the
//! host passes) and its launch are the `kernels` pass's (`Decisions::params`,
//! `KernelDecisions::launch`); the builder prints the body they go with.

use accc_front::ast::Stmt;
use accc_front::Diagnostic;
use accc_ir::kernel::unit::Contents;
use accc_ir::kernel::{CacheReport, Decisions, KStmt, Kernel, KernelShape, SharedUse};
use accc_ir::ComputeRegion;
use accc_sema::{SymbolId, Type};

use super::rewrite::Rewriter;
use super::target::Target;

pub use accc_ir::kernel::unit::Unit;

mod capture;
mod iteration;
mod reduce;
mod shape;

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

    /// An array in the block's shared memory (see [`KStmt::Shared`]).
    fn shared(&mut self, declaration: String, bytes: Option<u64>) {
        self.0.push(KStmt::Shared {
            declaration,
            bytes,
            align: None,
        });
    }
}

/// The kernel's text as the phases of [`KernelBuilder::build`] write it.
#[derive(Default)]
struct Parts {
    /// Kernel-scope declarations.
    setup: Code,
    /// Declarations at the start of each iteration.
    per_iteration: String,
    /// After the iterations (the reductions' combination).
    epilogue: Code,
    /// What the kernel keeps in shared memory and why, for the feedback.
    shared_memory: Vec<SharedUse>,
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

    /// The kernel of region `region` (its index in the module) running `unit` (as
    /// `outlined`, its statements `contents`), printed as `decided` (by
    /// `accc_passes::gpu::kernel`, with its name and parameters).
    pub fn build(
        &mut self,
        region: usize,
        (unit, outlined): (&Unit<'_, '_>, &accc_ir::kernel::outline::Unit),
        (contents, decided): (&Contents<'_>, &Decisions<'a>),
    ) -> Kernel {
        let d = self.target();
        self.adopt_decisions(unit, outlined, decided);
        let mut parts = Parts::default();
        self.vector_reduction_buffers(&decided.reductions, &mut parts);
        let (first, stride) = self.gang_lanes(decided);
        self.capture(&decided.capture, &mut parts);
        self.reductions(&decided.reductions, &mut parts);
        let constants = self.cached_ranges(decided);
        self.rw.spaces = decided.code_spaces.clone();
        (self.rw.errors).extend(decided.code_space_errors.iter().cloned());
        (self.rw.errors).extend(decided.body_errors.iter().cloned());
        self.rw.lowered = decided.body_lowering.clone();
        let body = self.body_text(&contents.stmts);
        self.errors.append(&mut self.rw.errors);
        parts.setup.0.append(&mut self.rw.cache.decls);
        self.errors.extend(decided.space_errors.iter().cloned());
        let space = self.iteration(
            decided.space.clone(),
            (&decided.prefetch, &decided.carry),
            &contents.stmts,
            (&first, &stride),
            body,
            &mut parts,
        );
        let Parts {
            setup,
            epilogue,
            shared_memory,
            ..
        } = parts;
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
        let shape = self.kernel_shape(unit, decided);
        let Decisions {
            name,
            params,
            block_choice,
            gang_grid,
            partitioned,
            reductions,
            capture,
            cache,
            packed_gangs,
            tile_iterations,
            block,
            grid,
            ignored_vector_length,
            unapplied_sizes,
            ..
        } = decided.clone();
        Kernel {
            name,
            region,
            shape,
            constants,
            params,
            body,
            block,
            grid,
            ignored_vector_length,
            strips_twin: None,
            shared_memory,
            cache_reports: std::mem::take(&mut self.cache_reports),
            cache,
            partitioned,
            space: space.record,
            prefetched: space.prefetched,
            carried: space.carried,
            tile_iterations,
            gang_grid,
            packed_gangs,
            block_choice,
            unapplied_sizes,
            reductions,
            capture,
        }
    }

    /// Raises the decisions' errors and warnings (with the outline's), and gives the
    /// rewriter what it prints the body by: the sunk headers of a `collapse(force:n)` nest
    /// (left out where they stand) and the partitioned loops.
    fn adopt_decisions(
        &mut self,
        unit: &Unit<'_, '_>,
        outlined: &accc_ir::kernel::outline::Unit,
        decided: &Decisions,
    ) {
        use accc_ir::kernel::outline::Unit as OutlinedUnit;
        match (unit, outlined) {
            (
                Unit::Loop(_),
                OutlinedUnit::Loop {
                    contents, shape, ..
                },
            ) => {
                let elided = contents.elided_headers.iter().copied();
                self.rw.rewrites.elided.extend(elided);
                self.warnings.extend(shape.warnings.iter().cloned());
            }
            (_, OutlinedUnit::Gang { warnings, .. }) => {
                self.warnings.extend(warnings.iter().cloned())
            }
            _ => {}
        }
        self.errors.extend(decided.errors().cloned());
        self.warnings.extend(decided.cache.warnings.iter().cloned());
        self.rw.rewrites.partitioned = (decided.partitioned.iter())
            .map(|p| (p.stmt.lo, p.clone()))
            .collect();
    }

    /// What `unit` runs, for the compiler feedback.
    fn kernel_shape(&self, unit: &Unit<'_, '_>, decided: &Decisions) -> KernelShape {
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
                vector_loops: decided.vector_loops.clone(),
                worker_loops: decided.worker_loops.clone(),
            },
            Unit::Serial(stmts) => KernelShape::Serial {
                first: stmts.first().map_or(span, |s| s.span),
                last: stmts.last().map_or(span, |s| s.span),
            },
            Unit::Gang { .. } => KernelShape::GangRedundant {
                gang_loops: decided.gang_loops.clone(),
            },
        }
    }

    /// Prints the `cache` regions of the body, decided by `passes::ext::cache::kernel`
    /// (with the kernel's other decisions, `decided`) before its text is written: the
    /// rewriter gets their plans, steps and accesses, the coarsened tile's per-row
    /// variables and the uniform paths; the kernel their copies' declarations, its ranges
    /// in constant memory (declared at file scope, returned; copied by the runtime before
    /// the launch, `Param::ConstantCopy`); the feedback their reports.
    fn cached_ranges(&mut self, decided: &Decisions) -> String {
        let opts = self.rw.cache.opts.clone();
        let (cache, block) = (&decided.cache, decided.block_choice.block);
        self.rw.cache.block = block;
        self.adopt_cache(cache, block, &opts);
        self.constant_declarations(cache)
    }

    /// Gives the rewriter the kernel's cache regions (`cache`'s, taken from it): their
    /// plans, steps and accesses, the tile, the coarsened tile's per-row variables (each
    /// row has its own copy of the variables declared on the way to the region), the
    /// uniform paths and the copies' declarations; their reports to the feedback.
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

    /// The declarations of `cache`'s ranges in constant memory, in the order of their
    /// regions.
    fn constant_declarations(&self, cache: &accc_ir::tile::KernelCache) -> String {
        let d = self.target();
        let mut regions: Vec<_> = cache.regions.iter().map(|r| &r.plan).collect();
        regions.sort_by_key(|p| p.id);
        (regions.iter())
            .map(|p| super::cache::emit::constant_declarations(p, d))
            .collect()
    }
}

impl KernelBuilder<'_, '_> {
    /// The kernel text of the nest's statements, each under a line marker, so that the
    /// device compiler's messages and debuggers point at the user's lines. The body's
    /// lowering, its errors and OpenCL's address spaces come from the record
    /// (`Decisions::body_lowering`, `body_errors`, `code_spaces`), given to the rewriter
    /// before.
    fn body_text(&mut self, stmts: &[&Stmt]) -> String {
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
