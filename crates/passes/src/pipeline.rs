//! The passes over the module, in the order they run: one visible list (the driver calls
//! [`run`]). Each pass reads and writes the IR and returns diagnostics; none writes code.
//! After each, the caller's `after` checks the IR (the driver runs `accc_ir::verify` there
//! in debug builds) and a broken invariant stops the pipeline.
//!
//! 1. `routine_globals` — the globals each routine uses, through its calls too
//!    (`Module::routine_globals`, which device code passes to it and the checking mode
//!    looks up);
//! 2. `clause_values` — the clause arguments of compute and structured `data` constructs
//!    the host evaluates once into locals (`Module::clause_values`, which the host calls
//!    name);
//! 3. `region_guards` — each compute construct's `if` and `self` clauses
//!    (`ComputeRegion::guard`, which the host code of every target prints);
//! 4. `find_races` — warnings for loops asserted independent whose iterations write one
//!    element (before `schedule`, which may privatise what they write);
//! 5. `schedule` — how each loop runs, privatisation, `kernels` reductions;
//! 6. `fcw` — the `fcw` directives' rules on every target, and the lane rates of their
//!    pivots for the staging of their tiles, with the loops that form each communicating
//!    block and the verdict on the body around its vector loop
//!    (`ComputeRegion::fcw_blocks`);
//! 7. `openmp_headers` — whether OpenMP can run each loop's header as written
//!    (`Loop::openmp_normalised`), and how many loops of a `collapse` it collapses
//!    (`Loop::openmp_collapse`), which the `multicore` printer reads;
//! 8. `host_calls` — the runtime calls of every compute construct and directive, with
//!    the diagnostics about their clauses (`Module::host_calls`: the offload path's on
//!    the GPU targets, the checking mode's), which the back end prints and raises; the
//!    `kernels` pass reads the anchors it decides;
//! 9. `outline` (GPU targets) — which kernels each compute region becomes, in launch
//!    order, and how each loop kernel's iterations meet the threads of a block
//!    (`ComputeRegion::outline`);
//! 10. `kernels` (GPU targets) — every decision about each kernel and its column-strips
//!    twin: block, partitioned loops, reductions, capture, `cache` regions, iteration
//!    space, packed gangs and grid, the OpenCL spaces of its code, its body's lowering
//!    and errors (`ComputeRegion::kernels`, `gpu::kernel`);
//! 11. `device_types` (GPU targets) — the types and enumeration constants the device
//!    program's user code names, and whether one is complex (`Module::device_types`,
//!    from the outline: the program defines them);
//! 12. `routine_legality` (GPU targets) — what each routine's body declares that device
//!    code cannot (`Module::routine_declaration_errors`, raised with the routine's
//!    first version: `routine_versions`);
//! 13. `routine_versions` (GPU targets) — the routine versions the device program
//!    defines, from those the kernels' calls go to (`routines::device_routines`), each
//!    with its body's lowering, and their errors (`Module::device_routines`, which the
//!    back end prints and raises).
//!
//! The back end's kernel builder prints the kernels from those records.

use accc_front::{Diagnostic, SourceMap};
use accc_ir::Module;
use accc_sema::analyze::Sema;

/// What the module passes found besides the IR they wrote.
pub struct Passed {
    pub diagnostics: Vec<Diagnostic>,
    /// The plans of the `fcw` directives the rules accepted (the CPU targets' block model
    /// reads them).
    pub fcw: Vec<accc_ir::fcw::FcwPlan>,
}

/// Runs the module passes on `module`, for a GPU target the facts `gpu` (`None` on the
/// CPU targets); `after(module, pass)` returns the broken invariants after each. `Err`:
/// the first pass's broken invariants.
pub fn run<'a>(
    module: &mut Module<'a>,
    sema: &'a Sema,
    sm: &SourceMap,
    gpu: Option<&accc_ir::KernelTarget>,
    after: &mut dyn FnMut(&Module<'_>, &str) -> Vec<Diagnostic>,
) -> Result<Passed, Vec<Diagnostic>> {
    module.routine_globals = crate::routines::globals(module, sema);
    checked(after(module, "routine_globals"))?;
    crate::clause_values::clause_values(module, sema, sm);
    checked(after(module, "clause_values"))?;
    crate::host_ops::region_guards(module, sm);
    checked(after(module, "region_guards"))?;
    let mut diagnostics = crate::find_races(module, sema, sm);
    checked(after(module, "find_races"))?;
    crate::schedule(module, sema);
    checked(after(module, "schedule"))?;
    let mut fcw = crate::ext::fcw::plan(module, sema, accc_ir::kernel::SHARED_MEMORY_LIMIT);
    crate::ext::fcw::record_blocks(module, &fcw);
    diagnostics.append(&mut fcw.diagnostics);
    checked(after(module, "fcw"))?;
    crate::cpu::openmp_headers(module, sema);
    checked(after(module, "openmp_headers"))?;
    crate::host_ops::host_calls(module, sema, sm, gpu.map(|d| &d.caps));
    checked(after(module, "host_calls"))?;
    if let Some(device) = gpu {
        crate::gpu::outline::outline(module, sema, sm, &device.caps);
        checked(after(module, "outline"))?;
        crate::gpu::kernel::kernels(module, sema, sm, device);
        checked(after(module, "kernels"))?;
        module.device_types = crate::needs::device_types(module, sema, &device.caps);
        checked(after(module, "device_types"))?;
        module.routine_declaration_errors = (module.routine_defs.iter())
            .map(|f| crate::lower::legality::routine_declarations(f, sema))
            .collect();
        checked(after(module, "routine_legality"))?;
        let routines = crate::routines::Device {
            address_spaces: device.address_spaces,
            recursion: device.recursion,
        };
        module.device_routines =
            crate::routines::device_routines(module, sema, routines, device.caps);
        checked(after(module, "routine_versions"))?;
    }
    Ok(Passed {
        diagnostics,
        fcw: fcw.plans,
    })
}

fn checked(broken: Vec<Diagnostic>) -> Result<(), Vec<Diagnostic>> {
    match broken.is_empty() {
        true => Ok(()),
        false => Err(broken),
    }
}
