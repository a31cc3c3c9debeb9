//! The code of a cache region: on-chip arrays (declared at kernel scope, where OpenCL
//! requires `__local` variables), the range each thread maps, the fetch, the access
//! mapping of each implementation, the write-back, and the barriers.
//!
//! Names: `__accc_c<id>_<k>` is the copy of the k-th variable of the directive whose
//! pragma starts at byte `id`; `__accc_s…`/`__accc_e…` its start and extent per
//! dimension (registers); `__accc_t…` the EHC tags.

use std::fmt::Write as _;

use accc_ir::kernel::KStmt;
use accc_ir::tile::access::{DimPlacement, Mover, Place, RangeStart};
use accc_ir::tile::{Fence, RegionStep};

use super::plan::{Mode, RegionPlan, VarPlan};
use super::{CacheImpl, CacheOptions, ScopeMethod, WidthMethod, WritePolicy};
use crate::offload::target::Target;

/// Names the uniform loops share with the regions inside them: whether this thread has an
/// iteration (`__accc_on`) and how many threads of the block have one (`__accc_w`).
pub const UNIFORM: (&str, &str) = ("__accc_on", "__accc_w");

/// In a 2-D tiled kernel: the thread's column and row in the block, whether its row has a
/// gang iteration, and how many rows of the block do.
pub const TILE: (&str, &str, &str, &str) = ("__accc_lx", "__accc_on_y", "__accc_ly", "__accc_wy");

/// In a 2-D tiled kernel the blocks take tiles of the (gang loop × vector loop) space: the
/// first vector-loop iteration of the block's current tile, and how many tiles the launch
/// puts along the vector loop (a kernel argument, at least one). The vector loop strides by
/// that many tiles, so the loop is right whatever the host computed.
pub const TILE_COLUMNS: (&str, &str) = ("__accc_cb", accc_ir::kernel::TILE_COLUMNS_PARAM);

/// In a 2-D tiled kernel: whether the thread's column has an iteration of the vector loop.
pub const ON_COLUMN: &str = "__accc_on_x";

pub use accc_ir::tile::{CHECK_FLAG, CHECK_FLAG_HOST};

/// What an access inside a region needs to know about its variable.
#[derive(Clone, Debug)]
pub struct Active {
    pub var: VarPlan,
    pub copy: String,
    /// `[slot]` after the element's subscripts when the copy is interleaved with others
    /// (`RegionPlan::interleaved`), else empty.
    pub slot: String,
    pub starts: Vec<String>,
    /// The kernel text of each dimension's `lower`: an access relative to the thread's own
    /// `lower` (`accc_ir::tile::access::IndexForm::Relative`) at `x` is at `place + (x -
    /// lower)`, which the device compiler reduces to the thread's place plus a constant
    /// when `x` and `lower` move together, as a stencil's do; the same index written `x -
    /// start` varies with the loop step, a run-time value, and kept it from seeing that
    /// adjacent iterations of a coarsened tile read the same elements.
    pub lowers: Vec<String>,
    pub extents: Vec<String>,
    pub line: u32,
    pub file: String,
    /// The register array an access reads instead of the copy (a register window, see
    /// [`super::window`]).
    pub window: Option<String>,
}

impl Active {
    /// The largest extent the copy can have in each dimension (compile-time constants).
    fn maxima(&self) -> Vec<i128> {
        self.var
            .dims
            .iter()
            .map(|x| match self.var.mode {
                Mode::Shared => x.extent_max,
                Mode::Private | Mode::Ehc | Mode::Constant => x.len,
            })
            .collect()
    }
}

/// The kernel-scope declarations of a region's copies: arrays in shared memory, with
/// their sizes (`KStmt::Shared`).
pub fn declarations(
    plan: &RegionPlan,
    d: &dyn Target,
    block: u32,
    opts: &CacheOptions,
) -> Vec<KStmt> {
    let mut out = Vec::new();
    let mut shared = |declaration: String, elements: i128, elem_bytes: u64, align| {
        out.push(KStmt::Shared {
            declaration,
            bytes: u64::try_from(elements).ok().map(|n| n * elem_bytes),
            align,
        })
    };
    for (k, v) in plan.vars.iter().enumerate() {
        let t = d.type_text(&v.elem.spelling());
        let name = copy_name(&plan.name, k);
        if v.mode == Mode::Constant {
            continue; // at file scope: see `constant_declarations`
        }
        if let Some(g) = plan.interleaved[k] {
            if g.leader == k {
                // Aligned to the group's bytes, so that the slots load as one vector.
                let dims: String = v
                    .dims
                    .iter()
                    .map(|x| format!("[{}]", x.extent_max))
                    .collect();
                let elements: i128 = v.dims.iter().map(|x| x.extent_max).product();
                let bytes = g.width as u64 * v.elem_size;
                shared(
                    format!("{t} {name}{dims}[{}]", g.width),
                    elements * g.width as i128,
                    v.elem_size,
                    Some(bytes),
                );
            }
            continue;
        }
        // The extents of each dimension of the copy.
        let extents: Vec<i128> = match v.mode {
            Mode::Shared => {
                let n = v.dims.len();
                v.dims
                    .iter()
                    .enumerate()
                    .map(|(j, x)| x.extent_max + if j + 1 == n { v.pad } else { 0 })
                    .collect()
            }
            Mode::Private => std::iter::once(i128::from(block))
                .chain(v.dims.iter().map(|x| x.len))
                .collect(),
            Mode::Ehc => vec![i128::from(block), v.slots],
            Mode::Constant => unreachable!("declared at file scope"),
        };
        let dims: String = extents.iter().map(|e| format!("[{e}]")).collect();
        let elements: i128 = extents.iter().product();
        // (A register window reads its copy as 16-byte vectors.)
        let align = plan.window.as_ref().filter(|w| w.var == k).map(|_| 16);
        shared(format!("{t} {name}{dims}"), elements, v.elem_size, align);
        if v.dirty_tracked(opts.write) {
            let dirty = dirty_name(&name);
            shared(format!("unsigned char {dirty}{dims}"), elements, 1, None);
        }
        if v.mode == Mode::Ehc {
            shared(
                format!("long __accc_t{}_{k}[{block}][{}]", plan.name, v.slots),
                i128::from(block) * v.slots,
                8,
                None,
            );
        }
        if v.mode == Mode::Shared && opts.scope == ScopeMethod::Communicating {
            for (j, x) in v.dims.iter().enumerate() {
                if x.rho != 0 {
                    shared(format!("long __accc_cs{}_{k}_{j}", plan.name), 1, 8, None);
                }
            }
        }
    }
    out
}

pub fn copy_name(region: &str, k: usize) -> String {
    format!("__accc_c{region}_{k}")
}

/// The file-scope declarations of a region's constant-memory copies (CUDA).
pub fn constant_declarations(plan: &RegionPlan, d: &dyn Target) -> String {
    let mut out = String::new();
    for (k, v) in plan.vars.iter().enumerate() {
        if v.mode == Mode::Constant {
            let _ = writeln!(
                out,
                "__constant__ {} {}[{}];",
                d.type_text(&v.elem.spelling()),
                plan.constant_name(k),
                v.dims[0].len
            );
        }
    }
    out
}

/// The dirty flags of a copy (`__accc_d…`): written back are only the flagged elements.
fn dirty_name(copy: &str) -> String {
    copy.replacen("__accc_c", "__accc_d", 1)
}

/// The register holding the current extent of dimension `j` of the `k`-th copy of region
/// `region`, once the region's ranges are set.
pub fn extent_register(region: &str, k: usize, j: usize) -> String {
    format!("__accc_e{region}_{k}_{j}")
}

/// The code around a cache region, printed from its steps (`RegionStep`): what comes
/// before its statements (ranges, fetch, barriers), what comes after them (write-back,
/// barriers), and the copies the statements' accesses read (`active`).
pub struct Prologue {
    pub before: String,
    pub after: String,
    pub active: Vec<Active>,
}

/// The code of `steps` around a region of `plan`, whose copies start as `placement` says.
/// `lowers[k][j]` is the kernel text of the j-th `lower` of variable k; `global(k, idx)`
/// the global element at `idx`.
#[allow(clippy::too_many_arguments)]
pub fn prologue(
    plan: &RegionPlan,
    steps: &[RegionStep],
    d: &dyn Target,
    block: u32,
    opts: &CacheOptions,
    placement: &[Vec<DimPlacement>],
    lowers: &[Vec<String>],
    global: &dyn Fn(usize, &[String]) -> String,
    file: &str,
) -> Prologue {
    let (on, _) = UNIFORM;
    let guard = |guarded: bool, code: String| match guarded {
        true => format!(" if ({on}) {{{code} }}"),
        false => code,
    };
    let ranges = ranges(plan, d, placement, lowers, file);
    let active = &ranges.active;
    let (mut before, mut after) = (String::new(), String::new());
    let mut out = &mut before;
    for step in steps {
        match step {
            RegionStep::PublishStart { var, dim } => {
                out.push_str(ranges.publish[*var][*dim].as_deref().unwrap_or_default())
            }
            RegionStep::Range { var, dim } => out.push_str(&ranges.registers[*var][*dim]),
            RegionStep::Barrier(Fence::SharedAndGlobal) => {
                let _ = write!(out, " {};", d.barrier_with_global_fence());
            }
            RegionStep::Barrier(_) => {
                let _ = write!(out, " {};", d.barrier());
            }
            RegionStep::FetchShared { groups } => {
                out.push_str(&shared_fetch(d, block, opts, global, active, groups))
            }
            RegionStep::FetchPrivate { guarded } => out.push_str(&guard(
                *guarded,
                private_fetch(plan, d, opts, global, active),
            )),
            RegionStep::ClearDirty { vars } => {
                let lane = d.lane();
                for &k in vars {
                    let a = &active[k];
                    let at = dirty_name(&element(a, d, &local_idx(a.extents.len())));
                    let body = format!(" {at} = 0;");
                    out.push_str(&copy_loop(
                        d,
                        opts,
                        a,
                        Fetcher::Block { lane, block },
                        &body,
                    ));
                }
            }
            RegionStep::Statements { .. } | RegionStep::ChannelStatements => out = &mut after,
            RegionStep::WriteBackShared => {
                let lane = d.lane();
                out.push_str(&write_back(
                    d,
                    opts,
                    global,
                    active,
                    Mode::Shared,
                    Fetcher::Block { lane, block },
                ))
            }
            RegionStep::WriteBackPrivate { guarded } => out.push_str(&guard(
                *guarded,
                write_back(d, opts, global, active, Mode::Private, Fetcher::Alone),
            )),
        }
    }
    Prologue {
        before,
        after,
        active: ranges.active,
    }
}

/// The ranges of a region's copies: per variable and dimension, the code publishing the
/// start (`scope=communicating`) and the registers holding start and extent, and the
/// copies as the accesses see them.
struct Ranges {
    publish: Vec<Vec<Option<String>>>,
    registers: Vec<Vec<String>>,
    active: Vec<Active>,
}

/// The ranges of `plan`'s copies (see [`Ranges`]), placed as `placement` says.
fn ranges(
    plan: &RegionPlan,
    d: &dyn Target,
    placement: &[Vec<DimPlacement>],
    lowers: &[Vec<String>],
    file: &str,
) -> Ranges {
    let interleaved = &plan.interleaved;
    let (mut publish, mut registers, mut active) = (Vec::new(), Vec::new(), Vec::new());
    for (k, v) in plan.vars.iter().enumerate() {
        let (mut starts, mut extents) = (Vec::new(), Vec::new());
        let (mut var_publish, mut var_registers) = (Vec::new(), Vec::new());
        for (j, x) in v.dims.iter().enumerate() {
            let s = format!("__accc_s{}_{k}_{j}", plan.name);
            let e = extent_register(&plan.name, k, j);
            let lower = &lowers[k][j];
            let mut published = None;
            let (start, extent) = match placement[k][j].start {
                RangeStart::Moving {
                    rho,
                    mover,
                    published: by_one,
                } => {
                    let (lane, w) = mover_text(mover, d);
                    let extent = format!("({} + {} * ({w} - 1))", x.len, rho.abs());
                    if by_one {
                        // The thread demanding the lowest address publishes its `lower`,
                        // where the copy starts.
                        let cs = format!("__accc_cs{}_{k}_{j}", plan.name);
                        let who = if rho > 0 {
                            "0".to_string()
                        } else {
                            format!("{w} - 1")
                        };
                        published = Some(format!(" if ({lane} == {who}) {cs} = ({lower});"));
                        (cs, extent)
                    } else if rho > 0 {
                        (format!("({lower}) - {rho} * {lane}"), extent)
                    } else {
                        let back = -rho;
                        let start = format!("({lower}) + {back} * {lane} - {back} * ({w} - 1)");
                        (start, extent)
                    }
                }
                // The last tile of a staged loop may be short (its rows are whole).
                RangeStart::StagedTile => {
                    let stage = plan
                        .stage
                        .as_ref()
                        .expect("a staged tile's plan has its stage");
                    let extent = super::stage::tile_extent(&plan.name, stage.tile);
                    (format!("({lower})"), extent)
                }
                RangeStart::Lower => (format!("({lower})"), x.len.to_string()),
            };
            var_publish.push(published);
            var_registers.push(format!(
                " const long {s} = {start}; const long {e} = {extent};"
            ));
            starts.push(s);
            extents.push(e);
        }
        publish.push(var_publish);
        registers.push(var_registers);
        active.push(Active {
            var: v.clone(),
            copy: match v.mode {
                Mode::Constant => plan.constant_name(k),
                _ => copy_name(&plan.name, interleaved[k].map_or(k, |g| g.leader)),
            },
            slot: interleaved[k]
                .map(|g| format!("[{}]", g.slot))
                .unwrap_or_default(),
            starts,
            lowers: lowers[k].clone(),
            extents,
            line: plan.line,
            file: file.to_string(),
            window: plan
                .window
                .as_ref()
                .filter(|w| w.var == k)
                .map(|_| super::window::registers(&plan.name)),
        });
    }
    Ranges {
        publish,
        registers,
        active,
    }
}

/// The thread's place along the threads a range moves with, and how many threads share
/// the range.
fn mover_text(mover: Mover, d: &dyn Target) -> (String, &'static str) {
    let (_, w) = UNIFORM;
    match mover {
        Mover::Lane => (d.lane().to_string(), w),
        // The thread's first iteration.
        Mover::WindowLane => (format!("({} * {})", super::window::PER_THREAD, d.lane()), w),
        Mover::TileColumn => (TILE.0.to_string(), w),
        Mover::TileRow => (TILE.2.to_string(), TILE.3),
    }
}

/// Where the thread's own `lower` lies in its copy (`place` of `place + (x - lower)`).
pub fn place_text(place: Place, d: &dyn Target) -> String {
    match place {
        Place::Origin => "0".to_string(),
        Place::Lane { rho } => format!("{rho} * {}", d.lane()),
        Place::TileColumn { rho } => format!("{rho} * {}", TILE.0),
        Place::TileRow { rho } => format!("{rho} * (__accc_it - __accc_gb)"),
    }
}

/// The fetch of the shared copies by all the block's threads, a loop per group of copies
/// (`RegionStep::FetchShared`).
fn shared_fetch(
    d: &dyn Target,
    block: u32,
    opts: &CacheOptions,
    global: &dyn Fn(usize, &[String]) -> String,
    active: &[Active],
    groups: &[Vec<usize>],
) -> String {
    let lane = d.lane();
    let groups: Vec<FetchGroup> = groups
        .iter()
        .map(|members| (&active[members[0]].extents, members))
        .map(|(extents, members)| FetchGroup {
            extents: extents.clone(),
            maxima: active[members[0]].maxima(),
            elements: members
                .iter()
                .map(|&k| {
                    let a = &active[k];
                    let at = element(a, d, &local_idx(extents.len()));
                    FetchedElement {
                        ty: d.type_text(&a.var.elem.spelling()),
                        load: clamped(a, global(k, &shifted(a, extents.len()))),
                        clear: a.var.dirty_tracked(opts.write).then(|| dirty_name(&at)),
                        store: at,
                    }
                })
                .collect(),
        })
        .collect();
    collaborative_fetch(d, opts, lane, block, &groups)
}

/// The fetch of the private copies (and EHC's), each thread its own.
fn private_fetch(
    plan: &RegionPlan,
    d: &dyn Target,
    opts: &CacheOptions,
    global: &dyn Fn(usize, &[String]) -> String,
    active: &[Active],
) -> String {
    let mut private_fetch = String::new();
    for (k, a) in active.iter().enumerate() {
        match a.var.mode {
            Mode::Private => {
                let idx = shifted(a, a.extents.len());
                let at = element(a, d, &local_idx(a.extents.len()));
                let clear = if a.var.dirty_tracked(opts.write) {
                    format!(" {} = 0;", dirty_name(&at))
                } else {
                    String::new()
                };
                let body = format!(" {at} = {};{clear}", global(k, &idx));
                private_fetch.push_str(&copy_loop(d, opts, a, Fetcher::Alone, &body));
            }
            Mode::Ehc => {
                let idx = shifted(a, a.extents.len());
                let lin = linear(a, &idx);
                let t = format!("__accc_t{}_{k}[{}]", plan.name, d.local_id());
                let mask = a.var.slots - 1;
                let _ = write!(
                    private_fetch,
                    " for (long __accc_f = 0; __accc_f < {}; __accc_f++) {t}[__accc_f] = -1;",
                    a.var.slots
                );
                let body = format!(
                    " {{ const long __accc_g = {lin}; {}[{}][__accc_g & {mask}] = {}; {t}[__accc_g & {mask}] = __accc_g; }}",
                    a.copy,
                    d.local_id(),
                    global(k, &idx)
                );
                private_fetch.push_str(&copy_loop(d, opts, a, Fetcher::Alone, &body));
            }
            // Fetched by the block, or by the runtime before the launch.
            Mode::Shared | Mode::Constant => {}
        }
    }
    private_fetch
}

/// The write-back of the written copies of `mode` (write-through wrote at each access;
/// EHC always does) by `who`: the shared ones by the block, the private ones by each thread.
fn write_back(
    d: &dyn Target,
    opts: &CacheOptions,
    global: &dyn Fn(usize, &[String]) -> String,
    active: &[Active],
    mode: Mode,
    who: Fetcher<'_>,
) -> String {
    let mut back = String::new();
    for (k, a) in active.iter().enumerate() {
        if !a.var.written_back(opts.write) || a.var.mode != mode {
            continue;
        }
        let n = a.extents.len();
        let at = element(a, d, &local_idx(n));
        let body = format!(
            " if ({}) {} = {at};",
            dirty_name(&at),
            global(k, &shifted(a, n))
        );
        back.push_str(&copy_loop(d, opts, a, who, &body));
    }
    back
}

/// The load of a tile element of an `fcw` array, which the fetch leaves at 0 outside the
/// array (D §6.2.2: the tile is clamped at the array's ends; before its first element,
/// and past its declared extent). Other copies load their whole range, as the `cache`
/// directive says.
fn clamped(a: &Active, load: String) -> String {
    if a.var.fcw.is_none() {
        return load;
    }
    let inside: Vec<String> = (0..a.starts.len())
        .map(|j| {
            let at = format!("{} + __accc_k{j}", a.starts[j]);
            match a.var.declared.get(j).copied().flatten() {
                Some(n) => format!("{at} >= 0 && {at} < {n}"),
                None => format!("{at} >= 0"),
            }
        })
        .collect();
    format!("(({}) ? {load} : 0)", inside.join(" && "))
}

/// `[__accc_k0][__accc_k1]…`
fn subs(idx: &[String]) -> String {
    idx.iter().map(|i| format!("[{i}]")).collect()
}

fn local_idx(n: usize) -> Vec<String> {
    (0..n).map(|j| format!("__accc_k{j}")).collect()
}

/// Global indices `start + k` of each dimension.
fn shifted(a: &Active, n: usize) -> Vec<String> {
    (0..n)
        .map(|j| format!("{} + __accc_k{j}", a.starts[j]))
        .collect()
}

/// The linear index of an element for EHC tags.
fn linear(a: &Active, idx: &[String]) -> String {
    let mut lin = format!("({})", idx[0]);
    for (j, x) in idx.iter().enumerate().skip(1) {
        lin = format!("({lin}) * {} + ({x})", a.var.rows[j - 1]);
    }
    lin
}

/// One element of a shared copy a collaborative fetch fills: its C type, the global element
/// it loads, the copy's element it stores to, and the dirty flag it clears (write-back).
struct FetchedElement {
    ty: String,
    load: String,
    store: String,
    clear: Option<String>,
}

/// Shared copies with equal extents, fetched by one loop (the merged fetch).
struct FetchGroup {
    extents: Vec<String>,
    maxima: Vec<i128>,
    elements: Vec<FetchedElement>,
}

/// The fetch of the shared copies by all the block's threads, each taking every
/// `block`-th element of a group's box. Where each thread has a handful of elements, it
/// issues all its global loads (into registers) before any store to the copies, so that
/// their latencies overlap instead of adding up; otherwise a group is one loop of
/// load-and-store.
fn collaborative_fetch(
    d: &dyn Target,
    opts: &CacheOptions,
    lane: &str,
    block: u32,
    groups: &[FetchGroup],
) -> String {
    const MOST_ROUNDS_IN_REGISTERS: i128 = 8;
    let store = |e: &FetchedElement, value: &str| {
        let clear = e
            .clear
            .as_ref()
            .map(|c| format!(" {c} = 0;"))
            .unwrap_or_default();
        format!(" {} = {value};{clear}", e.store)
    };
    let unroll = if d.unroll_pragmas() {
        "\n#pragma unroll\n"
    } else {
        " "
    };
    let (mut registers, mut loads, mut stores) = (String::new(), String::new(), String::new());
    for (g, group) in groups.iter().enumerate() {
        let total: i128 = group.maxima.iter().product();
        let rounds = (total + block as i128 - 1) / block as i128;
        if !(opts.unroll && opts.parallel_fetch) || rounds > MOST_ROUNDS_IN_REGISTERS {
            let body: String = group.elements.iter().map(|e| store(e, &e.load)).collect();
            loads.push_str(&fetch_loop(
                d,
                opts,
                &group.extents,
                &group.maxima,
                Fetcher::Block { lane, block },
                &body,
            ));
            continue;
        }
        let (split, mut inside) = box_index(&group.extents, &group.maxima);
        if total % block as i128 != 0 {
            inside.insert(0, format!("__accc_f < {total}"));
        }
        let guard = |body: String| match inside.is_empty() {
            true => body,
            false => format!(" if ({}) {{{body} }}", inside.join(" && ")),
        };
        let round = format!(
            "for (int __accc_q = 0; __accc_q < {rounds}; __accc_q++) {{ const int __accc_f = (int)({lane}) + __accc_q * {block};{split}"
        );
        let (mut load, mut keep) = (String::new(), String::new());
        for (m, e) in group.elements.iter().enumerate() {
            let reg = format!("__accc_v{g}_{m}");
            let _ = write!(registers, " {} {reg}[{rounds}];", e.ty);
            let _ = write!(load, " {reg}[__accc_q] = {};", e.load);
            keep.push_str(&store(e, &format!("{reg}[__accc_q]")));
        }
        let _ = write!(loads, "{unroll}{round}{} }}", guard(load));
        let _ = write!(stores, "{unroll}{round}{} }}", guard(keep));
    }
    format!(" {{{registers}{loads}{stores} }}")
}

/// The index split of element `__accc_f` of a copy's largest box (`maxima`) into
/// `__accc_k<j>`, by constants in 32-bit arithmetic, and the conditions that the element
/// lies inside the copy's current `extents`.
fn box_index(extents: &[String], maxima: &[i128]) -> (String, Vec<String>) {
    let n = maxima.len();
    let mut split = String::from(" int __accc_r = __accc_f;");
    for j in (1..n).rev() {
        let _ = write!(
            split,
            " const int __accc_k{j} = __accc_r % {m}; __accc_r /= {m};",
            m = maxima[j]
        );
    }
    split.push_str(" const int __accc_k0 = __accc_r;");
    let inside = (0..n)
        .filter(|&j| extents[j] != maxima[j].to_string())
        .map(|j| format!("__accc_k{j} < {}", extents[j]))
        .collect();
    (split, inside)
}

/// Who walks the elements of a copy: each thread its own (private copies), or the threads
/// of the block together, thread `lane` taking every `block`-th element (shared copies;
/// thread 0 alone with `--cache-opt=no-parallel-fetch`).
#[derive(Clone, Copy)]
enum Fetcher<'a> {
    Alone,
    Block { lane: &'a str, block: u32 },
}

/// [`fetch_loop`] over the elements of the copy of `a`.
fn copy_loop(
    d: &dyn Target,
    opts: &CacheOptions,
    a: &Active,
    who: Fetcher<'_>,
    body: &str,
) -> String {
    fetch_loop(d, opts, &a.extents, &a.maxima(), who, body)
}

/// A loop over the elements of a copy, by `who`, with `__accc_k<j>` the element's index in
/// each dimension. The loop runs over the largest box the copy can have (`maxima`) and
/// skips what lies past its current `extents`: the index split is then by constants
/// (shifts for powers of two) in 32-bit arithmetic, and a loop of a few elements per
/// thread unrolls completely.
fn fetch_loop(
    d: &dyn Target,
    opts: &CacheOptions,
    extents: &[String],
    maxima: &[i128],
    who: Fetcher<'_>,
    body: &str,
) -> String {
    let (first, step) = match who {
        Fetcher::Alone => ("0", 1),
        Fetcher::Block { lane, block } => (lane, block),
    };
    let total: i128 = maxima.iter().product();
    let (split, inside) = box_index(extents, maxima);
    let body = if inside.is_empty() {
        body.to_string()
    } else {
        format!(" if ({}) {{{body} }}", inside.join(" && "))
    };
    // Full unrolling only pays while each thread has a handful of elements.
    let per_thread = (total + step as i128 - 1) / step as i128;
    let unroll = if opts.unroll && d.unroll_pragmas() && per_thread <= 32 {
        "\n#pragma unroll\n"
    } else {
        ""
    };
    // The serial-fetch ablation: one thread fetches (or writes back) the whole copy.
    if matches!(who, Fetcher::Block { .. }) && !opts.parallel_fetch {
        return format!(
            " if ({first} == 0) {{ for (int __accc_f = 0; __accc_f < {total}; __accc_f++) {{{split}{body} }} }}"
        );
    }
    format!(
        "{unroll} for (int __accc_f = (int)({first}); __accc_f < {total}; __accc_f += {step}) {{{split}{body} }}"
    )
}

/// The sharing width at the top of a uniform loop: `n` the loop's trip count (kernel text),
/// `base` the first iteration of this block, `block` the iterations a block takes at a
/// time, `on` whether the thread has one.
pub fn width(
    d: &dyn Target,
    method: WidthMethod,
    block: u32,
    n: &str,
    base: &str,
    trip_count: Option<i128>,
) -> String {
    let (on, w) = UNIFORM;
    match method {
        WidthMethod::Fixed if trip_count.is_some_and(|t| t % block as i128 == 0) => {
            format!("const long {w} = {block};")
        }
        WidthMethod::Sync => d.count_in_block(w, on),
        _ => format!("const long {w} = ({n}) - ({base}) < {block} ? ({n}) - ({base}) : {block};"),
    }
}

/// Kernel-scope declarations a uniform loop needs for its width.
pub fn width_declarations(d: &dyn Target, opts: &CacheOptions) -> Option<KStmt> {
    let counter = d
        .block_count_counter()
        .filter(|_| opts.width == WidthMethod::Sync)?;
    Some(KStmt::Shared {
        declaration: counter.to_string(),
        bytes: Some(4),
        align: None,
    })
}

/// The element of the copy an access maps to, given its cache indices.
fn element(a: &Active, d: &dyn Target, ks: &[String]) -> String {
    match a.var.mode {
        Mode::Shared | Mode::Constant => format!("{}{}{}", a.copy, subs(ks), a.slot),
        Mode::Private | Mode::Ehc => format!("{}[{}]{}", a.copy, d.local_id(), subs(ks)),
    }
}

/// `(k0 in range && k1 in range …)`, one unsigned comparison per dimension.
fn in_range(a: &Active, ks: &[String]) -> String {
    ks.iter()
        .zip(&a.extents)
        .map(|(k, e)| format!("(unsigned long)({k}) < (unsigned long)({e})"))
        .collect::<Vec<_>>()
        .join(" && ")
}

fn report(a: &Active, idx: &[String]) -> String {
    let directive = if a.var.fcw.is_some() { "fcw" } else { "cache" };
    let mut fmt = format!(
        "accc: {directive} directive at {}:{}: `{}` accessed at [",
        a.file.replace('\\', "\\\\").replace('"', "\\\""),
        a.line,
        a.var.name
    );
    let mut args = Vec::new();
    for (j, x) in idx.iter().enumerate() {
        if j > 0 {
            fmt.push_str("][");
        }
        fmt.push_str("%ld");
        args.push(format!("(long)({x})"));
    }
    fmt.push_str("], outside the cached range [");
    for j in 0..idx.len() {
        if j > 0 {
            fmt.push_str("][");
        }
        fmt.push_str("%ld:%ld");
        args.push(a.starts[j].clone());
        args.push(a.extents[j].clone());
    }
    fmt.push_str("] (the RBI assumption is violated; served from global memory)\\n");
    format!("printf(\"{fmt}\", {})", args.join(", "))
}

/// An access that reads (`assign: None`) or writes (`Some((op, rhs))`, op `=`, `+=`…).
/// `ks` are the cache indices, `idx` the global ones, `g` the global element.
#[allow(clippy::too_many_arguments)]
pub fn access(
    a: &Active,
    d: &dyn Target,
    opts: &CacheOptions,
    ks: &[String],
    idx: &[String],
    g: &str,
    assign: Option<(&str, &str)>,
) -> String {
    let through = opts.write == WritePolicy::Through;
    if a.var.mode == Mode::Ehc {
        let lin = linear(a, idx);
        let mask = a.var.slots - 1;
        let slot = format!("(({lin}) & {mask})");
        let data = format!("{}[{}][{slot}]", a.copy, d.local_id());
        let tag = format!(
            "__accc_t{}[{}][{slot}]",
            a.copy.trim_start_matches("__accc_c"),
            d.local_id()
        );
        return match assign {
            None => format!("({tag} == ({lin}) ? {data} : ({tag} = ({lin}), {data} = {g}))"),
            Some(("=", rhs)) => format!("({tag} = ({lin}), {g} = ({data} = ({rhs})))"),
            Some((op, rhs)) => format!(
                "(({tag} != ({lin}) ? ({data} = {g}, {tag} = ({lin})) : 0), {g} = ({data} {op} ({rhs})))"
            ),
        };
    }
    let e = element(a, d, ks);
    // An `fcw` tile replaces the array in its block (RBI): a write stays in the tile,
    // marked dirty where it is written back.
    let cached = match (assign, a.var.fcw) {
        (None, _) => e.clone(),
        (Some((op, rhs)), Some(tile_use)) if !tile_use.write_back => {
            format!("({e} {op} ({rhs}))")
        }
        (Some((op, rhs)), None) if through => format!("({g} = ({e} {op} ({rhs})))"),
        (Some((op, rhs)), _) => {
            let flag = dirty_name(&element(a, d, ks));
            format!("({flag} = 1, {e} {op} ({rhs}))")
        }
    };
    // (An `fcw` tile is RBI whatever the `cache` directive's implementation.)
    let rbi = opts.implementation == CacheImpl::Rbi || a.var.fcw.is_some();
    let checked =
        (opts.implementation == CacheImpl::Rbc && a.var.fcw.is_none()) || (opts.check && rbi);
    if !checked {
        return cached;
    }
    let global = match assign {
        None => g.to_string(),
        Some((op, rhs)) => format!("({g} {op} ({rhs}))"),
    };
    let fallback = if opts.check && rbi {
        format!("({}, *{CHECK_FLAG} = 1, {global})", report(a, idx))
    } else {
        global
    };
    format!("(({}) ? {cached} : {fallback})", in_range(a, ks))
}
