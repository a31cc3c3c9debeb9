//! The host program: the user's (preprocessed) C with every OpenACC directive replaced,
//! composed from the back ends that the target asks for, which never call each other.
//!
//! * Every target: directive lines vanish; `init`, `shutdown` and `set` become runtime
//!   calls; the runtime's profiling hooks go around every compute and data region; the
//!   checking mode's calls (`ACC_CHECK=1`, [`crate::check`]); the runtime's ABI at the top
//!   and the registration of the devices the file can run its regions on at the end.
//! * The CPU back end ([`crate::host`]) writes the CPU version of each compute region:
//!   the plain code on `host`, OpenMP on `multicore`, `fcw` blocks as teams.
//! * With a GPU target, the offload back end ([`crate::offload`]) adds each region's
//!   device version, the data directives' runtime calls and the device program; the CPU
//!   version stays as the fall-back chosen at run time.

use std::fmt::Write as _;

use accc_front::directive::{ClauseKind, Directive, DirectiveKind};
use accc_front::{Diagnostic, SourceMap};
use accc_ir::host::DataSite;
use accc_ir::Module;
use accc_sema::analyze::Sema;

use crate::edit::Edits;
use crate::host::{self, CpuTarget};
use crate::offload::{self, Dialect};
use crate::runtime_text::c_string;

/// Device-type numbers of `acc_device_t` in `include/openacc.h`.
pub fn device_type_number(name: &str) -> Option<i32> {
    Some(match name {
        "*" | "default" => 1,
        "host" => 2,
        "not_host" => 3,
        "nvidia" => 4,
        "radeon" => 5,
        "opencl" => 6,
        "multicore" => 7,
        _ => return None,
    })
}

/// The runtime's ABI (include/accrt.h, between its `accc-abi-begin` and `accc-abi-end`
/// markers), pasted at the top of every generated file: the file is already preprocessed,
/// so it cannot `#include` the header (system types would be defined twice).
/// The header spells sizes with the compiler's `__SIZE_TYPE__`/`__INT64_TYPE__` macros, and
/// the generated file may be compiled without macro expansion (`-fpreprocessed`), so they
/// are spelled out here.
fn abi_prelude() -> String {
    const HEADER: &str = include_str!("../../../include/accrt.h");
    let start = HEADER
        .find("/* accc-abi-begin")
        .expect("accrt.h has the accc-abi-begin marker");
    let end = HEADER
        .find("/* accc-abi-end */")
        .expect("accrt.h has the accc-abi-end marker");
    HEADER[start..end]
        .replace("__SIZE_TYPE__", "__typeof__(sizeof(0))")
        .replace("__INT64_TYPE__", "long long")
        .replace("__UINT64_TYPE__", "unsigned long long")
}

/// The generated host file, and what the offload back end made (nothing for a CPU
/// target): the device program, its kernels, the runtime calls of the compute constructs
/// and data directives, the warnings.
pub struct Generated {
    pub host_c: String,
    pub offload: offload::OffloadOutput,
}

/// Generates the host file. With `offload`, compute regions also get a device version in
/// that dialect (the CPU version, for `target`, stays as the fall-back chosen at run time).
pub fn generate(
    sema: &Sema,
    module: &Module<'_>,
    sm: &SourceMap,
    target: CpuTarget,
    offload: Option<Dialect>,
    cache: &crate::offload::cache::CacheOptions,
    fcw_plans: &[accc_ir::fcw::FcwPlan],
) -> Result<Generated, Vec<Diagnostic>> {
    let mut edits = Edits::default();
    let mut diags = Vec::new();
    // By default every directive line disappears; the rest replaces some of them.
    for d in sema.directives.values() {
        edits.remove(d.span);
    }
    let cpu = host::Versions {
        target,
        offloaded: offload.is_some(),
        fcw_plans,
    };
    cpu.write(module, sema, sm, &mut edits, &mut diags);
    for c in &module.constructs {
        if let DirectiveKind::Init | DirectiveKind::Shutdown | DirectiveKind::Set = c.directive.kind
        {
            edits.replace(c.directive.span, runtime_call(c.directive, sm))
        }
    }
    // Profiling hooks around every region: opened before the offload code opens its own
    // wrapper, closed after it (see `ProfilingHook`).
    let hooks = profiling_hooks(module, sm);
    for h in &hooks {
        edits.insert_lines_before(sm, h.directive, &h.open);
    }
    let offloaded = match offload {
        Some(dialect) => {
            offload::offload_module(sema, module, sm, dialect, cache, &mut edits, &mut diags)
        }
        None => offload::OffloadOutput::default(),
    };
    // `ACC_CHECK=1`: the data directives and compute constructs of the CPU code become
    // runtime calls too (inside the hooks and the offload path's text), as the pipeline
    // decided them for the module's device type (`Module::host_calls`).
    let check_end = crate::check::instrument(sema, module, sm, offload, &mut edits);
    for h in &hooks {
        edits.insert_closing(h.end, h.directive.lo, &h.close);
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    // The device kinds this file can run its regions on.
    let mut devices = vec![match target {
        CpuTarget::Host => 2,
        CpuTarget::Multicore => 7,
    }];
    devices.extend(offload.map(|d| d.target().acc_device()));
    let mut out = abi_prelude();
    out.push_str(&offloaded.top);
    out.push_str(&edits.apply(sm.text()));
    let calls: String = devices
        .iter()
        .map(|d| format!(" __accrt_register_target({d});"))
        .collect();
    // Priority 101: before any constructor that may use the runtime (file-scope `declare`).
    let _ = write!(
        out,
        "\n# 1 \"<accc>\"\nstatic void __attribute__((constructor(101))) __accc_register_translation_unit(void) {{{calls} }}\n{}{check_end}",
        offloaded.end
    );
    Ok(Generated {
        host_c: out,
        offload: offloaded,
    })
}

/// `#pragma acc init/shutdown/set …` → the runtime call with the same meaning.
fn runtime_call(d: &Directive, sm: &SourceMap) -> String {
    let mut device_type = None;
    let mut device_num = None;
    let mut default_async = None;
    let mut condition = None;
    for c in &d.clauses {
        match &c.kind {
            ClauseKind::DeviceType(sel) => {
                device_type = Some(
                    sel.names()
                        .first()
                        .and_then(|n| device_type_number(n))
                        .unwrap_or(1),
                )
            }
            ClauseKind::DeviceNum(e) => device_num = Some(format!("({})", sm.snippet(e.span))),
            ClauseKind::DefaultAsync(e) => {
                default_async = Some(format!("({})", sm.snippet(e.span)))
            }
            ClauseKind::If(e) => condition = Some(sm.snippet(e.span).to_string()),
            _ => {}
        }
    }
    let ty = device_type.unwrap_or(1);
    let num = device_num.clone().unwrap_or_else(|| "-1".into());
    let flag_and_value = |o: &Option<String>| match o {
        Some(v) => format!("1, {v}"),
        None => "0, 0".to_string(),
    };
    let call = match d.kind {
        DirectiveKind::Init => format!("__accrt_init({ty}, {num});"),
        DirectiveKind::Shutdown => format!("__accrt_shutdown({ty}, {num});"),
        _ => format!(
            "__accrt_set({}, {ty}, {}, {});",
            u8::from(device_type.is_some()),
            flag_and_value(&device_num),
            flag_and_value(&default_async)
        ),
    };
    match condition {
        Some(cond) => format!("if ({cond}) {call}"),
        None => call,
    }
}

/// The runtime's profiling hooks around one compute or data region (`include/accrt.h`,
/// ABI 3): `{ static loc; if (__accrt_profile_flags) __accrt_region_enter(&loc);` before
/// the directive and `if (__accrt_profile_flags) __accrt_region_exit(&loc); }` after the
/// region, on every target, around the offload wrapper too. A program run without
/// `ACC_TIME`/`ACC_NOTIFY`/`ACC_TRACE` pays one load and branch at each end. The block
/// first sets the locals of the construct's clause arguments (`Module::clause_values`),
/// evaluated once there on every target (unused on some, hence the attribute).
struct ProfilingHook {
    directive: accc_front::Span,
    end: u32,
    open: String,
    close: String,
}

fn profiling_hooks(module: &Module<'_>, sm: &SourceMap) -> Vec<ProfilingHook> {
    let hook = |site: DataSite, d: &Directive, end: u32, function: &str| {
        let l = sm.locate(d.span);
        let locals: String = (module.clause_values.of(site))
            .map(|v| {
                format!(
                    " {} {} __attribute__((unused)) = {};",
                    v.c_type, v.name, v.value
                )
            })
            .collect();
        ProfilingHook {
            directive: d.span,
            end,
            open: format!(
                "{{{locals} static const __accrt_loc __accc_region_loc = {{ {}, {}, {}, {} }}; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);",
                c_string(&l.file),
                l.line,
                c_string(function),
                c_string(d.kind.name())
            ),
            close: " if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }"
                .to_string(),
        }
    };
    let mut hooks: Vec<ProfilingHook> = module
        .regions
        .iter()
        .enumerate()
        .map(|(index, r)| {
            hook(
                DataSite::Region(index),
                r.directive,
                r.stmt.span.hi,
                &r.function,
            )
        })
        .collect();
    for (index, c) in module.constructs.iter().enumerate() {
        if let (DirectiveKind::Data, Some(stmt)) = (c.directive.kind, c.stmt) {
            hooks.push(hook(
                DataSite::Construct(index),
                c.directive,
                stmt.span.hi,
                c.function.as_deref().unwrap_or(""),
            ));
        }
    }
    hooks
}
