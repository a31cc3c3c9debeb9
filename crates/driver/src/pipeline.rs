//! One translation unit through the compiler: front → sema → ir → passes → back.

use accc_back::{feedback, host, program};
use accc_front::{parser, Diagnostic, SourceMap};

/// Where compute regions run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Directives ignored: the program is plain C, the runtime API answers for the host device.
    Host,
    /// Compute regions run on all CPU cores.
    Multicore,
    /// Compute regions run on an OpenCL device (the multicore version stays in the same
    /// executable for `ACC_DEVICE_TYPE=multicore|host`).
    OpenCl,
    /// Compute regions run on an NVIDIA GPU (CUDA), with the multicore version beside.
    /// The GPU is required: without one, the program's first use of the device is a
    /// run-time error (unless `ACC_DEVICE_TYPE` / `acc_set_device_type` choose the CPU).
    Cuda,
    /// `--target=auto`, the default: as `Cuda`, but the program falls back to the
    /// multicore version when the machine running it has no NVIDIA GPU; and a file whose
    /// compute regions the CUDA back end cannot compile is compiled as `Multicore`, with
    /// a warning.
    Auto,
}

impl Target {
    /// Compiled with CUDA kernels (and the multicore version beside them).
    pub fn has_cuda(self) -> bool {
        matches!(self, Target::Cuda | Target::Auto)
    }
}

/// Added to a `--target=cuda` file: the NVIDIA GPU is required (see `include/accrt.h`).
const REQUIRE_GPU: &str = "static void __attribute__((constructor(101))) \
__accc_require_gpu(void) { __accrt_require_target(4); }\n";

/// Added to a `--target=opencl` file whose `fcw` blocks have channels: an OpenCL device is
/// required.
const REQUIRE_OPENCL: &str = "static void __attribute__((constructor(101))) \
__accc_require_opencl(void) { __accrt_require_target(6); }\n";

#[derive(Clone, Debug)]
pub struct Options {
    pub target: Target,
    /// `-Minfo=accel` / `--info`: collect nvc-style feedback lines.
    pub info: bool,
    /// Colour in rendered diagnostics.
    pub color: bool,
    /// `--cache-impl=`, `--cache-write=`, `--cache-check`, `--cache-opt=`.
    pub cache: accc_back::offload::cache::CacheOptions,
    /// The main file's text as it was read, for the lines diagnostics show (standard
    /// input cannot be read again); `None`: read from the file when needed.
    pub main_source: Option<String>,
    /// `--emit=ir`: print the IR (`accc_ir::print`) into [`Translation::ir`].
    pub emit_ir: bool,
}

pub struct Translation {
    /// The C source to give the host compiler (keeps line markers to the user's files).
    pub c_source: String,
    /// Compiler feedback, one fact a line, empty unless `Options::info`.
    pub info: Vec<String>,
    /// Rendered warnings (rustc style).
    pub warnings: Vec<String>,
    /// The CUDA program of the file's kernels (`Target::Cuda`), for nvcc: the driver links
    /// the image it builds under `accc_back::offload::cuda_image_symbol(program)`.
    pub cuda_program: Option<String>,
    /// The OpenCL C program of the file's kernels (`Target::OpenCl`), which the driver
    /// builds at compile time where an OpenCL platform is found (see `session`).
    pub opencl_program: Option<String>,
    /// Each `bind("name")` string of the file, and the error (rendered) to show when nvcc
    /// does not know that name: accc cannot tell the device language's functions itself.
    pub bind_strings: Vec<(String, String)>,
    /// The IR as text, after the back end built the kernels (`Options::emit_ir`).
    pub ir: Option<String>,
    /// The file's `fcw` blocks communicate: on the CPU targets each block is an OpenMP team
    /// (its iterations must meet at barriers), so even `--target=host` compiles it with
    /// OpenMP.
    pub fcw_teams: bool,
}

/// Translates one preprocessed translation unit. On failure, returns every error rendered
/// against the user's original files.
pub fn translate(
    main_file: &str,
    preprocessed: String,
    opts: &Options,
) -> Result<Translation, Vec<String>> {
    if opts.target != Target::Auto {
        return translate_for(main_file, preprocessed, opts);
    }
    // auto: the CUDA version if the back end takes the file, else multicore alone.
    match translate_unit(main_file, preprocessed.clone(), opts) {
        Ok(t) => Ok(t),
        Err(Failed::Offload { first }) => {
            let multicore = Options {
                target: Target::Multicore,
                ..opts.clone()
            };
            let mut t = translate_for(main_file, preprocessed, &multicore)?;
            t.warnings.insert(0, first);
            Ok(t)
        }
        Err(Failed::Errors(e)) => Err(e),
    }
}

/// The error for a preprocessed translation unit whose byte `offset` starts no UTF-8
/// character: located, through the line markers, in the user's file (`main_source`: that
/// file as read) like every other diagnostic.
pub fn invalid_utf8_error(
    main_file: &str,
    preprocessed: &[u8],
    offset: usize,
    main_source: Option<&str>,
    color: bool,
) -> String {
    // The invalid sequence at `offset` becomes one U+FFFD there; the text before it is kept.
    let mut sm = SourceMap::new(
        main_file,
        String::from_utf8_lossy(preprocessed).into_owned(),
    );
    if let Some(source) = main_source {
        sm.add_source(main_file, source.to_string());
    }
    let span = accc_front::Span::new(offset, offset + char::REPLACEMENT_CHARACTER.len_utf8());
    let byte = preprocessed.get(offset).copied().unwrap_or_default();
    Diagnostic::error(
        span,
        format!("the source is not valid UTF-8: byte 0x{byte:02x} starts no UTF-8 character"),
    )
    .with_label("not UTF-8")
    .with_help(
        "accc reads C source as UTF-8: write identifiers, string and character literals in \
         UTF-8 (comments may hold any bytes)",
    )
    .render(&sm, color)
}

/// Why [`translate_for`] failed.
enum Failed {
    /// Errors to report.
    Errors(Vec<String>),
    /// Only the offload back end (CUDA) rejected the file (`Target::Auto`): the first of
    /// its errors, rendered as a warning that the file runs on the CPU cores only.
    Offload { first: String },
}

impl From<Failed> for Vec<String> {
    fn from(f: Failed) -> Vec<String> {
        match f {
            Failed::Errors(e) => e,
            Failed::Offload { first } => vec![first],
        }
    }
}

fn translate_for(
    main_file: &str,
    preprocessed: String,
    opts: &Options,
) -> Result<Translation, Vec<String>> {
    translate_unit(main_file, preprocessed, opts).map_err(Vec::from)
}

fn translate_unit(
    main_file: &str,
    preprocessed: String,
    opts: &Options,
) -> Result<Translation, Failed> {
    let mut sm = SourceMap::new(main_file, preprocessed);
    if let Some(source) = &opts.main_source {
        sm.add_source(main_file, source.clone());
    }
    let render = |diags: &[Diagnostic]| {
        diags
            .iter()
            .map(|d| d.render(&sm, opts.color))
            .collect::<Vec<_>>()
    };
    let fail = |diags: Vec<Diagnostic>| -> Result<Translation, Failed> {
        let mut diags = diags;
        diags.sort_by_key(|d| (!d.is_error(), d.span.lo));
        Err(Failed::Errors(render(&diags)))
    };
    // After sema, errors of a file compiled for CUDA under `auto` mean that the GPU
    // version cannot be made: the caller compiles the file for multicore instead.
    let fail_device = |diags: Vec<Diagnostic>| -> Result<Translation, Failed> {
        if opts.target != Target::Auto {
            return fail(diags);
        }
        let Some(first) = diags
            .iter()
            .filter(|d| d.is_error())
            .min_by_key(|d| d.span.lo)
        else {
            return fail(diags);
        };
        let mut w = Diagnostic::warning(
            first.span,
            format!(
                "the compute regions of this file run on the CPU cores only: for an NVIDIA GPU, {}",
                first.message
            ),
        )
        .with_note("--target=auto (the default) compiles such a file as --target=multicore does");
        w.label = first.label.clone();
        w.help = first.help.clone();
        Err(Failed::Offload {
            first: w.render(&sm, opts.color),
        })
    };

    let (tu, mut diags) = parser::parse_translation_unit(sm.text());
    if diags.iter().any(Diagnostic::is_error) {
        return fail(diags);
    }
    let (sema, sema_diags) = accc_sema::analyze::analyze(&tu, &sm);
    diags.extend(sema_diags);
    if diags.iter().any(Diagnostic::is_error) {
        return fail(diags);
    }
    let (cpu_target, device, offload) = match opts.target {
        Target::Host => (host::CpuTarget::Host, "host", None),
        Target::Multicore => (host::CpuTarget::Multicore, "multicore", None),
        Target::OpenCl => (
            host::CpuTarget::Multicore,
            "opencl",
            Some(accc_back::offload::Dialect::OpenCl),
        ),
        Target::Cuda | Target::Auto => (
            host::CpuTarget::Multicore,
            "nvidia",
            Some(accc_back::offload::Dialect::Cuda),
        ),
    };
    let (mut module, ir_diags) = accc_ir::build(&tu, &sema, &sm, device);
    diags.extend(ir_diags);
    if diags.iter().any(Diagnostic::is_error) {
        return fail_device(diags);
    }
    // A broken invariant is a compiler bug: it fails the compilation even under `auto`,
    // whose fall-back to multicore is for programs the GPU back end cannot take.
    let broken = verify_module(&module, &sema, "accc_ir::build");
    if !broken.is_empty() {
        return fail(broken);
    }
    // The module passes (`accc_passes::pipeline`), the IR checked after each. The `fcw`
    // directives' rules hold on every target (their block model is the same everywhere):
    // a directive the planner refuses is an error wherever it is compiled.
    let mut after = |m: &accc_ir::Module<'_>, pass: &str| verify_module(m, &sema, pass);
    let gpu = offload.map(|dialect| dialect.device(&opts.cache));
    let passed = match accc_passes::pipeline::run(&mut module, &sema, &sm, gpu.as_ref(), &mut after)
    {
        Ok(passed) => passed,
        Err(broken) => return fail(broken),
    };
    diags.extend(passed.diagnostics);
    if diags.iter().any(Diagnostic::is_error) {
        return fail(diags);
    }
    let mut generated = match program::generate(
        &sema,
        &module,
        &sm,
        cpu_target,
        offload,
        &opts.cache,
        &passed.fcw,
    ) {
        Ok(g) => g,
        Err(errs) => {
            diags.extend(errs);
            return fail_device(diags);
        }
    };
    let mut broken = verify_kernels(&module, &generated.offload.kernels);
    broken.extend(verify_data(&module, &generated.offload.data));
    broken.extend(verify_launches(
        &module,
        &generated.offload.data,
        &generated.offload.kernels,
    ));
    broken.extend(verify_routines(&module, &sema, &generated.offload));
    if !broken.is_empty() {
        return fail(broken);
    }
    diags.append(&mut generated.offload.warnings);
    let ir = opts.emit_ir.then(|| {
        accc_ir::print(
            &module,
            &generated.offload.kernels,
            &generated.offload.data,
            &module.device_routines.routines,
            &sema,
            &sm,
        )
    });
    let info = if opts.info {
        feedback::feedback(
            &module,
            &sema,
            &sm,
            cpu_target,
            offload,
            &generated.offload.kernels,
            &generated.offload.async_cache_checks,
        )
    } else {
        Vec::new()
    };
    let (cuda_program, opencl_program) = match opts.target {
        Target::Cuda | Target::Auto => (generated.offload.program, None),
        Target::OpenCl => (None, generated.offload.program),
        Target::Host | Target::Multicore => (None, None),
    };
    let bind_strings = match cuda_program {
        Some(_) => unknown_bind_errors(&module, &sm, opts.color),
        None => Vec::new(),
    };
    let mut c_source = generated.host_c;
    // A GPU build of a file whose `fcw` blocks communicate runs its regions on the GPU
    // only (its CPU versions are no block model: `__accrt_device_only`): no silent CPU
    // run when the GPU is missing.
    let channels = module
        .constructs
        .iter()
        .any(|c| accc_passes::ext::fcw::channel(c.directive).is_some());
    match opts.target {
        Target::Cuda => c_source.push_str(REQUIRE_GPU),
        Target::Auto if channels => c_source.push_str(REQUIRE_GPU),
        Target::OpenCl if channels => c_source.push_str(REQUIRE_OPENCL),
        _ => {}
    }
    Ok(Translation {
        c_source,
        info,
        warnings: render(&diags),
        cuda_program,
        opencl_program,
        bind_strings,
        ir,
        fcw_teams: channels,
    })
}

/// In debug builds (and so in every test), the broken invariants of `module` after the
/// pass `pass`, as internal errors (see `accc_ir::verify`); none in release builds.
fn verify_module(
    module: &accc_ir::Module<'_>,
    sema: &accc_sema::analyze::Sema,
    pass: &str,
) -> Vec<Diagnostic> {
    if !cfg!(debug_assertions) {
        return Vec::new();
    }
    let at = module
        .regions
        .first()
        .map_or(accc_front::Span::DUMMY, |r| r.pragma.span);
    internal_errors(pass, at, accc_ir::verify::module(module, sema))
}

/// As [`verify_module`], for the kernels the back end built; each error at its region.
fn verify_kernels(
    module: &accc_ir::Module<'_>,
    kernels: &[accc_ir::kernel::Kernel],
) -> Vec<Diagnostic> {
    if !cfg!(debug_assertions) {
        return Vec::new();
    }
    kernels
        .iter()
        .flat_map(|k| {
            let at = module
                .regions
                .get(k.region)
                .map_or(accc_front::Span::DUMMY, |r| r.pragma.span);
            internal_errors("host::generate", at, accc_ir::verify::kernel(k))
        })
        .collect()
}

/// As [`verify_module`], for the runtime calls (and their data operations) the back end
/// printed for the directives.
fn verify_data(module: &accc_ir::Module<'_>, data: &[accc_ir::host::HostOp]) -> Vec<Diagnostic> {
    if !cfg!(debug_assertions) {
        return Vec::new();
    }
    data.iter()
        .flat_map(|d| {
            let at = match d.site() {
                accc_ir::host::DataSite::Region(i) => module.regions.get(i).map(|r| r.pragma.span),
                accc_ir::host::DataSite::Construct(i) => {
                    module.constructs.get(i).map(|c| c.pragma.span)
                }
            };
            let broken = accc_ir::verify::data(module, std::slice::from_ref(d));
            internal_errors(
                "host::generate",
                at.unwrap_or(accc_front::Span::DUMMY),
                broken,
            )
        })
        .collect()
}

/// As [`verify_module`], for the kernel launches of the compute constructs against the
/// kernels built; each error at its region.
fn verify_launches(
    module: &accc_ir::Module<'_>,
    data: &[accc_ir::host::HostOp],
    kernels: &[accc_ir::kernel::Kernel],
) -> Vec<Diagnostic> {
    if !cfg!(debug_assertions) {
        return Vec::new();
    }
    data.iter()
        .flat_map(|d| {
            let at = match d {
                accc_ir::host::HostOp::Region(call) => module.regions.get(call.region),
                _ => None,
            };
            let broken = accc_ir::verify::launches(std::slice::from_ref(d), kernels);
            internal_errors(
                "host::generate",
                at.map_or(accc_front::Span::DUMMY, |r| r.pragma.span),
                broken,
            )
        })
        .collect()
}

/// As [`verify_module`], for the routine versions of the device program against the
/// module and the versions its code calls; the errors at no position (a version belongs
/// to the whole program).
fn verify_routines(
    module: &accc_ir::Module<'_>,
    sema: &accc_sema::analyze::Sema,
    offload: &accc_back::offload::OffloadOutput,
) -> Vec<Diagnostic> {
    if !cfg!(debug_assertions) {
        return Vec::new();
    }
    let broken = accc_ir::verify::routines(
        module,
        sema,
        &module.device_routines.routines,
        &offload.needs.routine_versions,
    );
    internal_errors("host::generate", accc_front::Span::DUMMY, broken)
}

fn internal_errors(pass: &str, at: accc_front::Span, broken: Vec<String>) -> Vec<Diagnostic> {
    broken
        .into_iter()
        .map(|why| {
            Diagnostic::error(
                at,
                format!("internal error: the IR after `{pass}` breaks an invariant: {why}"),
            )
            .with_note("this is a bug in accc, not in the program (crates/ir/src/verify.rs)")
        })
        .collect()
}

/// The errors a device compiler's `log` reports at lines of the user's files, rendered
/// against those files (see [`crate::device_log`]); `None` when it reports none there.
/// `preprocessed` and `main_source` are what [`translate`] was given.
pub fn device_compiler_errors(
    main_file: &str,
    preprocessed: String,
    main_source: Option<String>,
    log: &str,
    compiler: &str,
    color: bool,
) -> Option<Vec<String>> {
    let mut sm = SourceMap::new(main_file, preprocessed);
    if let Some(source) = main_source {
        sm.add_source(main_file, source);
    }
    crate::device_log::diagnostics(&sm, log, compiler, color)
}

/// For each `bind("name")` string (used as written, so perhaps a CUDA function), the
/// error that says nvcc does not know it.
fn unknown_bind_errors(
    module: &accc_ir::Module<'_>,
    sm: &SourceMap,
    color: bool,
) -> Vec<(String, String)> {
    let mut binds: Vec<&accc_ir::RoutineBind> = module
        .routine_binds
        .values()
        .filter(|b| !b.is_identifier)
        .collect();
    binds.sort_by_key(|b| b.span.lo);
    binds.dedup_by(|a, b| a.name == b.name);
    binds
        .into_iter()
        .map(|b| {
            let d = Diagnostic::error(
                b.span,
                format!("`bind(\"{}\")` names a function that neither this file nor CUDA defines", b.name),
            )
            .with_label("nvcc does not know this name")
            .with_note("a `bind` string is the device function's name as the device compiler sees it; accc compiles each file's device code from that file alone")
            .with_help(format!("define `{}` in this file (with `#pragma acc routine`), or name a CUDA device function", b.name));
            (b.name.clone(), d.render(sm, color))
        })
        .collect()
}
