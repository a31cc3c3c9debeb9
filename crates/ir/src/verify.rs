//! The invariants of the IR: what every pass may assume of its input and must leave true
//! in its output. The driver checks them after each pass in debug builds (and so in every
//! test of the corpus); a broken one is a compiler bug, reported as an internal error.
//! Each check returns the broken invariants as sentences, empty when all hold.

use std::collections::HashSet;

use accc_front::ast::BasicType;
use accc_sema::analyze::Sema;
use accc_sema::Type;

use crate::kernel::{
    Grid, Join, KStmt, Kernel, LoopForm, Param, PointerRole, ValueRole, DIM_GANGS, MAX_BLOCK,
    SHARED_MEMORY_LIMIT, WARP,
};
use crate::{ComputeRegion, Loop, Module, Schedule};

mod block;
mod calls;
mod capture;
mod data;
mod fcw;
mod host_text;
mod iteration;
mod kernel_cache;
mod kernels;
mod launches;
mod memory;
mod module_records;
mod outline;
mod partition;
mod reduce;
mod regions;
mod routines;
pub use data::data;
pub use host_text::host_text;
pub use kernel_cache::kernel_cache;
pub use launches::launches;
pub use routines::routines;

/// The value parameters the host's column-strips launch reads (`Launch::Strips`'s
/// `StripsNest`): the trip counts of both loops, and the inner loop's lower bound and
/// step, which place the strips on aligned columns.
const STRIPS_ROLES: [ValueRole; 4] = [
    ValueRole::TripCount(0),
    ValueRole::TripCount(1),
    ValueRole::Lower(1),
    ValueRole::Step(1),
];

/// The broken invariants of a module's regions and loops (`sema` tells where the symbols
/// are declared).
pub fn module(m: &Module<'_>, sema: &Sema) -> Vec<String> {
    let mut broken = Vec::new();
    for (index, region) in m.regions.iter().enumerate() {
        let in_region = RegionScope { region, sema };
        let mut report =
            |why: String| broken.push(format!("region {index} ({}): {why}", region.function));
        for l in &region.loops {
            loop_tree(l, &mut Vec::new(), Some(&in_region), &mut report);
        }
        fcw::blocks(region, &mut report);
        outline::outline(region, &mut report);
        kernels::kernels(region, &mut report);
    }
    for l in &m.routine_loops {
        loop_tree(l, &mut Vec::new(), None, &mut |why| {
            broken.push(format!("a loop of a routine: {why}"))
        });
    }
    module_records::records(m, &mut |why| broken.push(why));
    routines::decided(m, sema, &mut |why| broken.push(why));
    broken
}

/// A loop's levels of parallelism, outermost first: gang 0, worker 1, vector 2.
fn levels(schedule: &Schedule) -> Vec<u8> {
    match schedule {
        Schedule::Parallel {
            gang,
            worker,
            vector,
        } => [(*gang, 0), (*worker, 1), (*vector, 2)]
            .into_iter()
            .filter_map(|(on, level)| on.then_some(level))
            .collect(),
        _ => Vec::new(),
    }
}

const LEVEL_NAMES: [&str; 3] = ["gang", "worker", "vector"];

/// A compute region and where its symbols are declared.
struct RegionScope<'r, 'a> {
    region: &'r ComputeRegion<'a>,
    sema: &'r Sema,
}

impl RegionScope<'_, '_> {
    /// Whether `sym` is one of the region's variables (declared outside it) or declared
    /// inside it.
    fn knows(&self, sym: accc_sema::SymbolId) -> bool {
        if self.region.var(sym).is_some() {
            return true;
        }
        let within = self.region.stmt.span;
        self.sema
            .symbols
            .symbols
            .get(sym)
            .is_some_and(|s| within.lo <= s.span.lo && s.span.hi <= within.hi)
    }
}

/// Checks `l` and the loops in it; `enclosing` holds the innermost level of each parallel
/// loop around it; `region` is `None` for the loops of routines.
fn loop_tree(
    l: &Loop<'_>,
    enclosing: &mut Vec<u8>,
    region: Option<&RegionScope<'_, '_>>,
    report: &mut dyn FnMut(String),
) {
    let var = l
        .canonical
        .as_ref()
        .map_or("(not canonical)", |c| c.var_name.as_str());
    // `collapse(n)` covers the loop and n-1 loops below it: the IR marks them as the first
    // child of each level (build's `mark_collapsed`, which reports an error when they are
    // not there), and the back ends follow that chain to linearise the nest.
    let chain = collapsed_chain(l);
    if l.collapse > chain {
        report(format!(
            "loop `{var}` has collapse({}) but only {chain} loops are nested under it as collapsed",
            l.collapse
        ));
    }
    // OpenMP collapses a prefix of the collapsed nest, at least the loop itself.
    if l.openmp_collapse == 0 || l.openmp_collapse > l.collapse {
        report(format!(
            "loop `{var}` has collapse({}) but OpenMP is to collapse {}",
            l.collapse, l.openmp_collapse
        ));
    }
    // Levels nest from outside in, gang ⊇ worker ⊇ vector: a loop inside a worker loop
    // cannot be a gang loop, nor one inside a vector loop a gang or worker loop (OpenACC
    // 2.9; build rejects such directives and `schedule` gives inner loops only the levels
    // left). Gang inside gang is the grid of gangs (`gang(dim:2)` around `gang(dim:1)`).
    // Loops collapsed into their parent share its schedule.
    let own = levels(&l.schedule);
    if !l.collapsed_into_parent {
        if let (Some(&outer), Some(&first)) = (enclosing.iter().max(), own.first()) {
            if first < outer || (first == outer && first != 0) {
                report(format!(
                    "loop `{var}` is a {} loop inside a {} loop",
                    LEVEL_NAMES[first as usize], LEVEL_NAMES[outer as usize]
                ));
            }
        }
    }
    // A reduction combines into a variable the loop's iterations share: one of the
    // region's variables (the back ends look its data attribute up there) or one declared
    // inside the region, around the loop (a gang's own sum that a vector loop reduces
    // into). Anything else names a symbol the region cannot reach.
    if let Some(scope) = region {
        for r in &l.reductions {
            if !scope.knows(r.sym) {
                report(format!(
                    "loop `{var}` reduces into `{}`, which is neither a variable of the region nor declared in it",
                    r.name
                ));
            }
        }
    }
    let pushed = own.last().copied();
    if let Some(level) = pushed {
        enclosing.push(level);
    }
    for child in &l.children {
        loop_tree(child, enclosing, region, report);
    }
    if pushed.is_some() {
        enclosing.pop();
    }
}

/// How many loops, `l` included, form the chain of collapsed loops under `l`.
fn collapsed_chain(l: &Loop<'_>) -> usize {
    let mut count = 1;
    let mut level = l;
    while let Some(next) = level.children.first().filter(|c| c.collapsed_into_parent) {
        count += 1;
        level = next;
    }
    count
}

/// The broken invariants of one kernel as the back end built it.
pub fn kernel(k: &Kernel) -> Vec<String> {
    let mut broken = Vec::new();
    let mut report = |why: String| broken.push(format!("kernel {}: {why}", k.name));
    launch(k, &mut report);
    parameters(k, &mut report);
    reductions(k, &mut report);
    shared_memory(k, &mut report);
    memory::shared_uses(k, &mut report);
    memory::cache_reports(k, &mut report);
    iterations(k, &mut report);
    iteration::space(k, &mut report);
    for region in &k.cache.regions {
        regions::region(region, &mut report);
    }
    kernel_cache::on_kernel(k, &mut report);
    block::block(k, &mut report);
    partition::loops(k, &mut report);
    reduce::reductions(k, &mut report);
    capture::capture(k, &mut report);
    broken
}

/// The kernel's iterations: one loop, with nothing before it that its form does not print.
fn iterations(k: &Kernel, report: &mut dyn FnMut(String)) {
    let forms: Vec<&LoopForm> = k
        .body
        .iter()
        .filter_map(|s| match s {
            KStmt::Iterations(it) => Some(&it.form),
            _ => None,
        })
        .collect();
    let [form] = forms.as_slice() else {
        report(format!(
            "{} loops over the iterations, not one",
            forms.len()
        ));
        return;
    };
    // The forms that place the collapsed indices themselves have nothing before the loop
    // (their printers write none).
    let places_indices = !matches!(
        form,
        LoopForm::GridStride { .. } | LoopForm::Tile2D { .. } | LoopForm::Uniform { .. }
    );
    let setup_empty = k.body.iter().all(|s| match s {
        KStmt::Iterations(it) => it.setup.is_empty(),
        _ => true,
    });
    if places_indices && !setup_empty {
        report(format!(
            "{form:?} has code before its loop, which its printer does not write"
        ));
    }
}

/// The kernel's static shared memory fits the budget every device has.
fn shared_memory(k: &Kernel, report: &mut dyn FnMut(String)) {
    let bytes: u64 = k
        .body
        .iter()
        .filter_map(|s| match s {
            KStmt::Shared { bytes, .. } => *bytes,
            _ => None,
        })
        .sum();
    if bytes > SHARED_MEMORY_LIMIT {
        report(format!(
            "{bytes} bytes of shared memory, more than the {SHARED_MEMORY_LIMIT} a kernel may declare"
        ));
    }
}

/// The reductions' combinations.
fn reductions(k: &Kernel, report: &mut dyn FnMut(String)) {
    let shared: Vec<&str> = k
        .body
        .iter()
        .filter_map(|s| match s {
            KStmt::Shared { declaration, .. } => Some(declaration.as_str()),
            _ => None,
        })
        .collect();
    for s in &k.body {
        let KStmt::Reduce(r) = s else { continue };
        // The block's partial results meet in its shared memory.
        let declared = |d: &&str| {
            d.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|w| w == r.buffer)
        };
        if !shared.iter().any(declared) {
            report(format!(
                "the reduction of `{}` combines in `{}`, which is not in shared memory",
                r.partial, r.buffer
            ));
        }
        // Shuffles combine a warp's lanes: the block must be whole warps.
        if r.shuffles && r.block % WARP != 0 {
            report(format!(
                "the reduction of `{}` shuffles in a block of {}, not whole warps",
                r.partial, r.block
            ));
        }
        // The complex join calls the complex helpers of the value's precision.
        if matches!(r.join, Join::Complex { .. }) && !r.ty.is_complex() {
            report(format!(
                "the reduction of `{}` joins as a complex value, but its type is `{}`",
                r.partial,
                r.ty.spelling()
            ));
        }
    }
}

/// The name of a kernel parameter or constant-memory array.
fn param_name(p: &Param) -> &str {
    match p {
        Param::DevicePtr { name, .. }
        | Param::Value { name, .. }
        | Param::Accumulator { name, .. } => name,
        Param::ConstantCopy { symbol, .. } => symbol,
    }
}

fn has_value_named(k: &Kernel, wanted: &str) -> bool {
    k.params
        .iter()
        .any(|p| matches!(p, Param::Value { name, .. } if name == wanted))
}

fn has_value(k: &Kernel, wanted: ValueRole) -> bool {
    k.value(wanted).is_some()
}

/// The block and the grid.
fn launch(k: &Kernel, report: &mut dyn FnMut(String)) {
    // Kernels are compiled for one block size that every device can run (`MAX_BLOCK`),
    // and a launch of no threads runs nothing.
    if !(1..=MAX_BLOCK).contains(&k.block) {
        report(format!("block {} is not within 1..={MAX_BLOCK}", k.block));
    }
    // A serial kernel is one thread: its code has no thread index to stride with.
    if k.serial() && (k.block != 1 || k.grid != Grid::One) {
        report(format!(
            "a serial kernel has block {} and grid {:?}, not one thread",
            k.block, k.grid
        ));
    }
    // These grids are counted from the iterations the kernel receives (without them the
    // launch's blocks, `accc_passes::gpu::launch`, are `0`, the runtime's capped grid: the
    // blocks would not cover the gang iterations they stride over).
    if matches!(
        k.grid,
        Grid::PerRows(_) | Grid::PerTile(_) | Grid::PackedGangs(_)
    ) && !has_value(k, ValueRole::Iterations)
    {
        report(format!(
            "grid {:?} without the value parameter of the iterations",
            k.grid
        ));
    }
    // A grid of gangs tells each block its coordinates through the number of gangs along
    // each lower dimension.
    if let Grid::GangGrid { dims, .. } = &k.grid {
        for (d, name) in DIM_GANGS.iter().enumerate().take(dims.saturating_sub(1)) {
            if !has_value(k, ValueRole::DimGangs(d)) {
                report(format!(
                    "a grid of {dims} dimensions without the `{name}` value parameter"
                ));
            }
        }
    }
    // Packed gangs are one warp each: a block holds whole warps, the shuffles of a gang
    // stay inside its own warp.
    if k.packed_gangs.is_some() && k.block % WARP != 0 {
        report(format!(
            "packed gangs in a block of {}, not a multiple of {WARP}",
            k.block
        ));
    }
    // A 2-D tile is `block / width` rows of `width` threads: whole rows.
    if let Some(width) = k.tile_width() {
        if width == 0 || k.block % width != 0 {
            report(format!(
                "tile width {width} does not divide the block {}",
                k.block
            ));
        }
    }
    // The host sizes a column-strips launch from the nest's trip counts and the inner
    // loop's lower bound and step, which it reads from these parameters.
    if k.column_strips() {
        for role in STRIPS_ROLES {
            if !has_value(k, role) {
                report(format!(
                    "a column-strips kernel without the value parameter {role:?}"
                ));
            }
        }
    }
}

/// The parameters.
fn parameters(k: &Kernel, report: &mut dyn FnMut(String)) {
    // Each parameter is one C identifier of the kernel's signature (and a constant copy one
    // of the device program's scope, where a parameter of its name would hide it).
    let mut seen = HashSet::new();
    for p in &k.params {
        let name = param_name(p);
        if !seen.insert(name) {
            report(format!("two parameters named `{name}`"));
        }
    }
    // The host allocates one `int` flag a region's kernels raise on a cached access out of
    // range, and reads it after the region.
    let flags: Vec<&Param> = k
        .params
        .iter()
        .filter(|p| {
            matches!(
                p,
                Param::DevicePtr {
                    role: PointerRole::CacheCheckFlag,
                    ..
                }
            )
        })
        .collect();
    if flags.len() > 1 {
        report(format!("{} --cache-check flags, not one", flags.len()));
    }
    for flag in flags {
        if let Param::DevicePtr { name, pointee, .. } = flag {
            if *pointee != Type::Basic(BasicType::Int) {
                report(format!(
                    "the --cache-check flag `{name}` points to `{}`, not to `int`",
                    pointee.spelling()
                ));
            }
        }
    }
    for p in &k.params {
        match p {
            // The pointer is moved back by the byte distance the host passes in that
            // value parameter: it must be one the launch passes.
            Param::DevicePtr {
                name,
                delta: Some(delta),
                ..
            } if !has_value_named(k, delta) => report(format!(
                "device pointer `{name}` is moved by `{delta}`, which is not a value parameter"
            )),
            // The runtime copies that many bytes to constant memory before the launch; an
            // empty copy means the planner sized a range it could not.
            Param::ConstantCopy { symbol, bytes, .. } if *bytes == 0 => {
                report(format!("constant copy `{symbol}` of no bytes"))
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests;
