//! One translation unit through the compiler: front → sema → ir → passes → back.

use accc_back::{feedback, host};
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
    Cuda,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub target: Target,
    /// `-Minfo=accel` / `--info`: collect nvc-style feedback lines.
    pub info: bool,
    /// Colour in rendered diagnostics.
    pub color: bool,
    /// `--cache-impl=`, `--cache-write=`, `--cache-check`, `--cache-opt=`.
    pub cache: accc_back::offload::cache::CacheOptions,
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
}

/// Translates one preprocessed translation unit. On failure, returns every error rendered
/// against the user's original files.
pub fn translate(
    main_file: &str,
    preprocessed: String,
    opts: &Options,
) -> Result<Translation, Vec<String>> {
    let sm = SourceMap::new(main_file, preprocessed);
    let render = |diags: &[Diagnostic]| {
        diags
            .iter()
            .map(|d| d.render(&sm, opts.color))
            .collect::<Vec<_>>()
    };
    let fail = |diags: Vec<Diagnostic>| -> Result<Translation, Vec<String>> {
        let mut diags = diags;
        diags.sort_by_key(|d| (!d.is_error(), d.span.lo));
        Err(render(&diags))
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
        Target::Cuda => (
            host::CpuTarget::Multicore,
            "nvidia",
            Some(accc_back::offload::Dialect::Cuda),
        ),
    };
    let (mut module, ir_diags) = accc_ir::build(&tu, &sema, &sm, device);
    diags.extend(ir_diags);
    if diags.iter().any(Diagnostic::is_error) {
        return fail(diags);
    }
    accc_passes::schedule(&mut module, &sema);
    let generated = match host::generate(&sema, &module, &sm, cpu_target, offload, &opts.cache) {
        Ok(g) => g,
        Err(errs) => {
            diags.extend(errs);
            return fail(diags);
        }
    };
    let info = if opts.info {
        feedback::feedback(
            &module,
            &sema,
            &sm,
            cpu_target,
            offload,
            &generated.cache_info,
        )
    } else {
        Vec::new()
    };
    let cuda_program = if opts.target == Target::Cuda {
        generated.device_program
    } else {
        None
    };
    Ok(Translation {
        c_source: generated.host_c,
        info,
        warnings: render(&diags),
        cuda_program,
    })
}
