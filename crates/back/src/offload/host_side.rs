//! Host code for offloaded regions and data directives, and the assembly of the device
//! program of the translation unit.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

use accc_front::{Diagnostic, SourceMap};
use accc_ir::host::{Anchors, DataOp, Decided, HostOp, Launch, Queue, RegionCall, WithoutDevice};
use accc_ir::kernel::{KStmt, Kernel};
use accc_ir::{ComputeRegion, Module};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;
use accc_sema::{SymbolId, Type};

use super::dialect::Dialect;
use super::kernel::{KernelBuilder, Unit};
use super::rewrite::{Rewriter, Rewrites};
use super::target::Target;
use crate::edit::Edits;
use crate::runtime_text::c_string;
use accc_ir::needs::Needs;
use accc_ir::routine::{through_pointer_name, RoutineParam, RoutineVersion};

/// Adds the diagnostics of `from` that `into` does not hold yet.
fn add_new(into: &mut Vec<Diagnostic>, from: impl IntoIterator<Item = Diagnostic>) {
    for d in from {
        if !into.contains(&d) {
            into.push(d);
        }
    }
}

/// What offloading adds to the host file.
#[derive(Default)]
pub struct OffloadOutput {
    /// For the top of the file: the device program as a string and the kernel descriptors.
    pub top: String,
    /// For the end of the file: constructors of file-scope `declare`.
    pub end: String,
    /// The device program (also embedded in `top`), for ahead-of-time compilation.
    pub program: Option<String>,
    /// What each kernel is and how it is launched, in generation order (for -Minfo).
    pub kernels: Vec<Kernel>,
    /// The runtime calls of each compute construct and data directive, with their data
    /// operations, in source order of the regions, then of the directives (for `--emit=ir`).
    pub data: Vec<HostOp>,
    /// The `async` regions (indices in `Module::regions`) whose host code waits for their
    /// queue to read the `--cache-check` flag, for -Minfo.
    pub async_cache_checks: Vec<usize>,
    /// Warnings: what the kernels do not make as the source asks (the answers are right).
    pub warnings: Vec<Diagnostic>,
    /// What the device program defines for its kernels and routines besides them
    /// (complex, classification and atomic helpers, OpenCL routine versions), collected
    /// from their code's records.
    pub needs: Needs,
}

/// Offloads every compute region and data directive of the module: fills `edits` with the
/// host code and returns the text for the top of the host file (the device program and the
/// kernel descriptors) and for its end (constructors of file-scope `declare`).
pub fn offload_module(
    sema: &Sema,
    module: &Module<'_>,
    sm: &SourceMap,
    dialect: Dialect,
    cache: &super::cache::CacheOptions,
    edits: &mut Edits,
    diags: &mut Vec<Diagnostic>,
) -> OffloadOutput {
    // How device code calls the routines: the same for every kernel and routine.
    let calls = super::rewrite::DeviceCalls::of(module);
    let mut g = Gen {
        sema,
        sm,
        calls: &calls,
        target: dialect.target(),
        cache: cache.clone(),
        async_cache_checks: Vec::new(),
        module,
        kernels: Vec::new(),
        host_ops: Vec::new(),
        data: super::data::DataGen::new(sema, sm, Some(dialect)),
        program: None,
        diags: Vec::new(),
        warnings: Vec::new(),
        needs: Needs::default(),
        hoisted: BTreeMap::new(),
    };
    for (index, r) in module.regions.iter().enumerate() {
        g.region(index, r, edits);
    }
    for (c, decided) in module.constructs.iter().zip(&module.host_calls.constructs) {
        let op = g.data.construct(decided.calls.clone(), c, edits);
        g.absorb(decided);
        g.host_ops.extend(op);
    }
    let top = g.finish();
    // The kernels of a region (and a routine's versions) share its source: each error once.
    let mut seen = BTreeSet::new();
    g.diags
        .retain(|d| seen.insert((d.span.lo, d.span.hi, d.message.clone())));
    diags.append(&mut g.diags);
    OffloadOutput {
        top,
        end: std::mem::take(&mut g.data.file_end),
        program: g.program.take(),
        kernels: std::mem::take(&mut g.kernels),
        data: std::mem::take(&mut g.host_ops),
        async_cache_checks: std::mem::take(&mut g.async_cache_checks),
        warnings: std::mem::take(&mut g.warnings),
        needs: std::mem::take(&mut g.needs),
    }
}

struct Gen<'s, 'a> {
    sema: &'s Sema,
    sm: &'s SourceMap,
    /// How device code calls the routines of the module.
    calls: &'s super::rewrite::DeviceCalls,
    /// What prints the kernels and routines.
    target: &'static dyn Target,
    /// `--cache-impl=` and friends.
    cache: super::cache::CacheOptions,
    /// The `async` regions whose host code waits for their queue to read the
    /// `--cache-check` flag.
    async_cache_checks: Vec<usize>,
    module: &'s Module<'a>,
    /// Kernels of the translation unit, in order.
    kernels: Vec<Kernel>,
    /// The runtime calls of the regions and directives done so far.
    host_ops: Vec<HostOp>,
    /// The host code of data clauses and directives (and constructors of file-scope
    /// `declare`, for the end of the file).
    data: super::data::DataGen<'s>,
    /// The device program, once assembled.
    program: Option<String>,
    diags: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
    /// What the device program must define for the kernels and routines printed so far
    /// (complex, classification and atomic helpers, OpenCL routine versions), from the
    /// records their code decided.
    needs: Needs,
    /// OpenCL: program-scope constants of the device code's `static const` variables.
    hoisted: BTreeMap<String, String>,
}

impl<'s> Gen<'s, '_> {
    /// The diagnostics of the data clauses (of one construct's calls), among the others.
    fn absorb<T>(&mut self, decided: &Decided<T>) {
        add_new(&mut self.diags, decided.errors.iter().cloned());
        self.warnings.extend(decided.warnings.iter().cloned());
    }

    // ------------------------------------------------------------------ compute regions

    /// Completes the runtime calls of compute construct `r` (`Module::regions[index]`) that
    /// the pipeline decided (`Module::host_calls`) with its kernels' launches, building
    /// them, and prints them around its statement.
    fn region(&mut self, index: usize, r: &ComputeRegion<'_>, edits: &mut Edits) {
        self.check_shared_formats(r);
        // Data entries: the structs the compiler implied (`s`, and `p[0:1]` of a pointer to
        // one), the explicit clauses, then the rest it implied (`HostData::region_entries`).
        let decided = &self.module.host_calls.regions[index];
        let (mut call, anchors) = decided.calls.clone();
        self.absorb(decided);
        let (launches, checks_cache) = self.kernels_of(index, r, &anchors);
        call.launches = launches;
        call.cache_check = checks_cache;
        if checks_cache {
            // The flag the kernels raise on an access outside a cached range lives on the
            // device for the region.
            call.ops.push(DataOp::cache_check_flag(
                super::cache::emit::CHECK_FLAG_HOST,
            ));
            if call.queue != Queue::Sync {
                self.async_cache_checks.push(index);
            }
        }
        self.print_region(r, &call, edits);
        self.host_ops.push(HostOp::Region(call));
    }

    /// The host code of compute construct `r` from its runtime calls `call`: where a device
    /// is active (and the guard holds), its data's entry, its launches and its data's exit
    /// (and the `--cache-check` flag's check), else the construct's CPU code, which stays
    /// in place.
    fn print_region(&self, r: &ComputeRegion<'_>, call: &RegionCall, edits: &mut Edits) {
        let d = r.directive;
        let loc = self.data.loc(d, &r.function);
        if let Some(deliver_at) = call.deliver_at {
            // After the constructs that run meanwhile (closed before this text), before
            // the statement that may read the results.
            edits.insert_closing(
                deliver_at,
                d.span.lo,
                &format!(" {{ {loc} __accrt_deliver(&__accc_loc); }}"),
            );
        }
        let queue = super::data::queue_arg(&call.queue);
        let launches = super::host_launch::launches(&call.launches, &queue, self.sm);
        let data = if call.ops.is_empty() {
            launches
        } else {
            format!(
                "{} __accrt_data_begin(&__accc_loc, __accc_data, {n}, {queue});\n{launches} __accrt_data_end(&__accc_loc, __accc_data, {n}, {queue});{}",
                super::data::data_array(&call.ops),
                cache_check(call, &queue),
                n = call.ops.len()
            )
        };
        let cond = crate::runtime_text::active_condition("__accrt_offload_active()", &call.guard);
        let otherwise = match call.without_device {
            WithoutDevice::Fail => format!(" {{ {loc} __accrt_device_only(&__accc_loc); }}"),
            WithoutDevice::RunOnHost => String::new(),
        };
        let text = format!(
            "if ({cond}) {{ {loc}{}\n{data}\n}} else {{{otherwise}",
            super::data::wait_calls(&call.waits)
        );
        edits.insert_lines_before(self.sm, d.span, &text);
        edits.insert_closing(r.stmt.span.hi, d.span.lo, " }");
    }

    /// Data the host and the device share must have one format (private copies live on
    /// the device only). Structs are checked where their definitions are written.
    fn check_shared_formats(&mut self, r: &ComputeRegion<'_>) {
        for v in r.vars.iter().filter(|v| v.attr != DataAttr::Private) {
            if self.sema.symbols.get(v.sym).ty.is_long_double_data() {
                self.diags.push(
                    Diagnostic::error(
                        v.first_use,
                        format!(
                            "`{}` is `long double` data, which the device cannot share with the host",
                            v.name
                        ),
                    )
                    .with_label(format!("used in a compute region ({})", v.attr.as_str()))
                    .with_note(self.target.long_double_note())
                    .with_help("use `double` for data a compute region shares with the host, or build for --target=multicore"),
                );
            }
        }
    }

    /// Builds the kernels of region `index` and returns their launches, in order, and
    /// whether any raises the `--cache-check` flag.
    fn kernels_of(
        &mut self,
        index: usize,
        r: &ComputeRegion<'_>,
        anchors: &Anchors,
    ) -> (Vec<Launch>, bool) {
        let outline = (r.outline.as_ref()).expect("the GPU targets' passes outline every region");
        if let Some(refused) = outline.refused_vector_length.filter(|v| v.warned) {
            self.warnings
                .push(super::launch::refused_vector_length_warning(
                    &refused,
                    outline.block,
                ));
        }
        let fused = accc_ir::kernel::unit::fused_loops(r, &outline.units);
        let units: Vec<Unit<'_, '_>> = (outline.units.iter().zip(&fused))
            .map(|(u, fused)| accc_ir::kernel::unit::unit(r, u, fused.as_ref()))
            .collect();
        assert_eq!(
            r.kernels.len(),
            units.len(),
            "the GPU targets' passes decide every outlined kernel"
        );
        let mut launches = Vec::new();
        let mut checks_cache = false;
        let kernels = units.iter().zip(&outline.units).zip(&r.kernels);
        for ((unit, outlined), decided) in kernels {
            let (sema, sm, target, module, cache, calls) = (
                self.sema,
                self.sm,
                self.target,
                self.module,
                &self.cache,
                self.calls,
            );
            let builder = || KernelBuilder {
                rw: Rewriter {
                    cache: super::cache::CacheState {
                        opts: cache.clone(),
                        ..Default::default()
                    },
                    ..Rewriter::new(
                        sema,
                        sm,
                        target,
                        &module.routines,
                        calls,
                        &module.routine_globals,
                    )
                },
                region: r,
                anchors,
                errors: Vec::new(),
                warnings: Vec::new(),
                cache_reports: Vec::new(),
            };
            let mut kb = builder();
            let contents = accc_ir::kernel::unit::contents(unit, outlined);
            let kernel_of = (unit, outlined);
            let mut kernel = kb.build(index, kernel_of, (&contents, &decided.kernel));
            // Each kernel of a construct may report on the construct and its clauses.
            add_new(&mut self.diags, kb.errors.drain(..));
            add_new(&mut self.warnings, kb.warnings.drain(..));
            self.needs.append(&mut kb.rw.needs);
            note_reductions(&mut self.needs, &kernel, self.target);
            self.hoisted.append(&mut kb.rw.hoisted);
            // A collapse(2) nest without `cache` or `num_gangs` also gets a column-strips
            // kernel, which the host launches when the inner loop is long enough. It is
            // built from the same source, so its diagnostics are the flat kernel's.
            let strips = decided.strips_twin.as_ref().map(|twin| {
                let mut kb = builder();
                let strips = kb.build(index, kernel_of, (&contents, twin));
                self.needs.append(&mut kb.rw.needs);
                note_reductions(&mut self.needs, &strips, self.target);
                self.hoisted.append(&mut kb.rw.hoisted);
                strips
            });
            kernel.strips_twin = strips.as_ref().map(|s| s.name.clone());
            launches.push(decided.launch.clone());
            checks_cache |= kernel.cache_check_flag().is_some();
            self.kernels.extend(strips);
            self.kernels.push(kernel);
        }
        (launches, checks_cache)
    }

    // ------------------------------------------------------------------ the program

    fn finish(&mut self) -> String {
        if self.kernels.is_empty() {
            return String::new();
        }
        let mut program = String::from(self.target.program_prelude());
        let body: String = self
            .kernels
            .iter()
            .map(|k| super::print::kernel(k, self.target))
            .collect::<Vec<_>>()
            .join("\n");
        let routines = self.routine_functions();
        let constants: String = self.hoisted.values().map(String::as_str).collect();
        self.needs.types = self.module.device_types.names.clone();
        let (types, mut type_errors) = super::types::TypeDefinitions::new(self.sema, self.target)
            .definitions(&self.needs.types);
        self.diags.append(&mut type_errors);
        // Typedef names of the device language are renamed where the user's text spells
        // them (definitions, declarations, types of parameters and casts).
        let reserved = super::types::reserved_typedefs(self.sema, self.target);
        let rename = |t: &str| self.target.rename_identifiers(t, &reserved);
        let (types, constants, routines, body) = (
            rename(&types),
            rename(&constants),
            rename(&routines),
            rename(&body),
        );
        program.push_str(&types);
        match self.target.helper_definitions(&self.needs.atomic_helpers) {
            Ok(h) => program.push_str(&h),
            Err(e) => self
                .diags
                .push(Diagnostic::error(accc_front::Span::DUMMY, e)),
        }
        program.push_str(self.target.kernel_prelude());
        program.push_str(self.target.device_api());
        self.needs.complex_types |= self.module.device_types.complex;
        program.push_str(super::complex::prelude(self.target, &self.needs));
        program.push_str(&super::complex::definitions(
            self.target,
            &self.needs.complex_helpers,
        ));
        program.push_str(
            &self
                .target
                .classification_helpers(&self.needs.classifications),
        );
        program.push_str(&constants);
        program.push_str(&routines);
        program.push_str(&body);
        program = self.target.rename_keyword_tags(&program);
        program = self.target.finish_program(&program);
        // The program as a string, and one descriptor per kernel (the runtime caches the
        // built program in the descriptor).
        let mut out = String::from("# 1 \"<accc device program>\"\n");
        if self.cache.check {
            let _ = writeln!(
                out,
                "static int {} __attribute__((unused));",
                super::cache::emit::CHECK_FLAG_HOST
            );
        }
        let _ = writeln!(
            out,
            "static const char __accc_program[] = {};",
            c_string(&program)
        );
        let runtime = self.target.runtime_program(&program, "__accc_program");
        out.push_str(&runtime.declarations);
        for Kernel { name, .. } in &self.kernels {
            let _ = writeln!(
                out,
                "static __accrt_kernel {name} = {{ {}, {}, 0, 0 }};",
                c_string(name),
                runtime.fields
            );
        }
        self.program = Some(program);
        out
    }

    /// `routine` functions defined in this file, for the device: the versions the pipeline
    /// decided (`Module::device_routines`, with the versions the kernels call), each
    /// declared first, so that a routine may call one defined after it, then defined; the
    /// errors of each raised before its body's printing's.
    fn routine_functions(&mut self) -> String {
        let module = self.module;
        let decided = &module.device_routines;
        self.diags.extend(decided.recursion.iter().cloned());
        let mut prototypes = String::new();
        let mut out = String::new();
        let versions = (decided.routines.versions.iter())
            .zip(&decided.errors)
            .zip(&decided.lowerings);
        for ((v, errors), lowering) in versions {
            self.diags.extend(errors.iter().cloned());
            let signature = self.routine_signature(v);
            let body = self.routine_body(v, lowering, &decided.routines.globals);
            let _ = writeln!(prototypes, "{signature};");
            let _ = writeln!(out, "{signature}\n{body}");
        }
        prototypes + &out
    }

    /// The signature of routine version `v`: its parameters by role (the user's, with the
    /// spaces of their pointers; the globals it uses, as pointers into global memory) and
    /// its result, with the space it points into.
    fn routine_signature(&self, v: &RoutineVersion) -> String {
        let (symbols, target) = (&self.sema.symbols, self.target);
        let params: Vec<String> = (v.params.iter())
            .map(|p| match *p {
                RoutineParam::User { sym, pointer } => {
                    let s = symbols.get(sym);
                    let qualifier = pointer.map_or("", |space| target.space_qualifier(space));
                    let declared = s.ty.declare(&target.kernel_ident(&s.name));
                    format!("{qualifier}{}", target.type_text(&declared))
                }
                RoutineParam::Global {
                    sym,
                    through_pointer,
                } => {
                    let g = symbols.get(sym);
                    let pointee = match through_pointer {
                        true => g.ty.clone(),
                        false => g.ty.element().cloned().unwrap_or(Type::Void),
                    };
                    let ptr = Type::Pointer {
                        pointee: Box::new(pointee),
                        quals: Default::default(),
                    };
                    let name = super::rewrite::global_argument(self.sema, target, sym);
                    format!(
                        "{}{}",
                        target.global(),
                        target.type_text(&ptr.declare(&name))
                    )
                }
            })
            .collect();
        let ret_qualifier = v.returned.map_or("", |space| target.space_qualifier(space));
        let ret = format!("{ret_qualifier}{}", target.type_text(&v.result.spelling()));
        let device_name =
            accc_ir::spaces::version_name(&target.kernel_ident(&v.key.device), &v.key.spaces);
        format!(
            "{}{ret} {device_name}({})",
            target.device_function_qualifier(),
            if params.is_empty() {
                "void".into()
            } else {
                params.join(", ")
            }
        )
    }

    /// The body of routine version `v`, printed with the spaces and the lowering
    /// (`lowering`) decided for it, its globals read through their pointers, and its gang
    /// loops spread over the calling gangs.
    fn routine_body(
        &mut self,
        v: &RoutineVersion,
        lowering: &accc_ir::lowered::BodyLowering<'s>,
        routine_globals: &HashMap<String, Vec<SymbolId>>,
    ) -> String {
        let f = self.module.routine_defs[v.routine];
        let renamed = (v.through_pointer())
            .map(|g| (g, through_pointer_name(&self.sema.symbols.get(g).name)))
            .collect();
        let mut rw = Rewriter {
            rewrites: Rewrites {
                renamed,
                // Gang loops of `routine gang` functions are spread over the calling gangs.
                partitioned: by_statement(&self.module.routine_gang_partitions),
                ..Default::default()
            },
            spaces: v.spaces.clone(),
            lowered: lowering.clone(),
            ..Rewriter::new(
                self.sema,
                self.sm,
                self.target,
                &self.module.routines,
                self.calls,
                routine_globals,
            )
        };
        let body = rw.stmt_text(&f.body_stmt());
        self.diags.append(&mut rw.errors);
        self.hoisted.append(&mut rw.hoisted);
        self.needs.append(&mut rw.needs);
        body
    }
}

/// The partitioned loops `partitions` by where their statements start, as the rewriter
/// looks them up.
fn by_statement(
    partitions: &[accc_ir::kernel::Partitioned],
) -> HashMap<u32, accc_ir::kernel::Partitioned> {
    (partitions.iter())
        .map(|p| (p.stmt.lo, p.clone()))
        .collect()
}

/// `--cache-check`: after a region whose kernels raise the flag, a raised flag ends the
/// program. An `async` region's flag comes back on its queue (`queue`, the runtime's
/// argument), so the check waits for that queue: a debugging run gives up the overlap to
/// see every violation.
fn cache_check(call: &RegionCall, queue: &str) -> String {
    if !call.cache_check {
        return String::new();
    }
    let flag = super::cache::emit::CHECK_FLAG_HOST;
    let wait = match call.queue {
        Queue::Sync => String::new(),
        _ => format!(" __accrt_wait(&__accc_loc, (const int[]){{ {queue} }}, 1, -2);"),
    };
    format!("{wait} if ({flag}) __accrt_cache_check_failed(&__accc_loc);")
}

/// Notes in `needs` the atomic helpers that `kernel`'s reductions join its blocks'
/// results by.
fn note_reductions(needs: &mut Needs, kernel: &Kernel, target: &dyn Target) {
    for s in &kernel.body {
        if let KStmt::Reduce(r) = s {
            super::print::reduce::note_atomic_helpers(r, target, needs);
        }
    }
}
