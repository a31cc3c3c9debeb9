//! The feedback's words for what a kernel keeps on chip — its uses of shared memory and
//! its cache regions — from the facts the kernel builder recorded ([`SharedUse`],
//! [`CacheReport`]), in the target's terms.

use std::fmt::Write as _;

use accc_ir::kernel::{
    BlockJoin, CacheOutcome, CacheReport, CachedVar, FcwTile, LaneLevel, Partials, SharedPurpose,
    SharedUse, Sharing, SharingWidth, TileRows, WidthFallback,
};
use accc_ir::tile::{Mode, WritePolicy};

use crate::offload::target::Target;

/// Partial results of a warp's lanes combined before they reach shared memory.
const PER_WARP: &str = "one partial result per warp (its lanes combined by shuffles)";

/// What one use of shared memory keeps, and for what (after the memory's name).
pub(super) fn shared_use(u: &SharedUse, d: &dyn Target) -> String {
    let block = d.block_word();
    let v = &u.variable;
    let kept = format!("{}[{}]", d.type_text(&u.ty.spelling()), u.slots);
    match &u.purpose {
        SharedPurpose::GangPrivate => format!(
            "{} (private to the gang, shared by its vector lanes)",
            d.type_text(&u.ty.declare(v))
        ),
        SharedPurpose::GangReduction { op, partials, join } => {
            let partials = match partials {
                Partials::PerWarp => PER_WARP.to_string(),
                _ => format!("the {block}'s partial results"),
            };
            let then = match join {
                BlockJoin::Atomic => format!("one atomic update of `{v}` per {block}"),
                BlockJoin::LastBlock => format!(
                    "one atomic update of the kernel's accumulator per {block}; the last {block} combines it into `{v}`"
                ),
                BlockJoin::AtomicParts => {
                    format!("one atomic update of each part of `{v}` per {block}")
                }
                BlockJoin::LastBlockParts => format!(
                    "one atomic update of each part of the kernel's accumulator per {block}; the last {block} combines it into `{v}`"
                ),
                BlockJoin::InTurn => format!(
                    "each {block} in turn multiplies the kernel's accumulator by its product; the last {block} combines it into `{v}`"
                ),
            };
            format!(
                "{kept} for reduction({}:{v}): {partials}, then {then}",
                op.as_str()
            )
        }
        SharedPurpose::ArrayReduction {
            op,
            private_elements,
        } => format!(
            "{kept} for reduction({}:{v}): the partial results of one element at a time (each thread keeps a private copy of {private_elements} element{}), combined across the {block}, then one atomic update per element per {block}",
            op.as_str(),
            if *private_elements == 1 { "" } else { "s" },
        ),
        SharedPurpose::LoopReduction {
            op,
            level,
            partials,
        } => {
            let (level, whose) = match level {
                LaneLevel::Worker => ("worker loop", "workers'"),
                LaneLevel::Vector => ("vector loop", "lanes'"),
            };
            let reduction = format!("reduction({}:{v}) of the {level}", op.as_str());
            match partials {
                Partials::Shuffled { lanes } => {
                    format!("none for {reduction}: its {lanes} lanes combined by shuffles")
                }
                Partials::PerWarp => format!("{kept} for {reduction}: {PER_WARP}"),
                Partials::PerThread => {
                    format!("{kept} for {reduction}: the {whose} partial results")
                }
            }
        }
    }
}

/// The lines about one cache region: what was staged or cached without a directive, each
/// variable's copy, and what stays in global memory.
pub(super) fn cache_lines(report: &CacheReport, d: &dyn Target) -> Vec<String> {
    let region = match &report.outcome {
        CacheOutcome::Ignored(why) => return vec![format!("cache directive ignored: {why}")],
        CacheOutcome::Made(region) => region,
    };
    let (memory, group, thread) = (d.shared_memory_word(), d.block_word(), d.thread_word());
    let mut out = Vec::new();
    if let Some(st) = &region.staged {
        out.push(format!(
            "Staging loop `{}` in {memory} (no directive): every {thread} of a {group} reads its elements alike; tiles of {} iterations, fetched by the {group} (--cache-opt=no-auto turns it off)",
            st.var, st.tile
        ));
    }
    if let Some(n) = &region.neighbourhoods_of {
        out.push(format!(
            "Caching the neighbourhoods of loop `{n}` in {memory} (no directive): the {group}'s iterations read overlapping ranges around their index (--cache-opt=no-auto turns it off)"
        ));
    }
    out.extend(region.vars.iter().map(|v| cached_var(v, d)));
    for (v, why) in &region.not_cached {
        out.push(format!("Not caching {v}: {why}"));
    }
    out
}

/// One cached variable: how accesses find its copy, who shares it, its size.
fn cached_var(v: &CachedVar, d: &dyn Target) -> String {
    if let Some(tile) = &v.fcw {
        return fcw_tile(v, tile, d);
    }
    let imp = match v.mode {
        Mode::Ehc => "EHC (direct-mapped, write-through)".to_string(),
        _ => {
            let mut s = v.implementation.name().to_string();
            if v.checked {
                s.push_str(" checked (--cache-check)");
            }
            s.push_str(match v.write {
                Some(WritePolicy::Back) => ", write-back",
                Some(WritePolicy::Through) => ", write-through",
                None => "",
            });
            s
        }
    };
    let how = sharing(&v.sharing, d);
    let mut pad = if v.pad > 0 {
        format!(", padded by {} element", v.pad)
    } else {
        String::new()
    };
    if let Some(g) = &v.interleaved {
        let with: Vec<String> = g.with.iter().map(|o| format!("`{o}`")).collect();
        let _ = write!(
            pad,
            ", interleaved with the copies of {} (slot {} of {}: one vector load)",
            with.join(", "),
            g.slot,
            g.width
        );
    }
    if let Some(w) = &v.window {
        let _ = write!(
            pad,
            "; register window: each {} runs {} adjacent iterations and reads their {} elements of the copy into registers as 16-byte vectors (--cache-opt=no-window turns it off)",
            d.thread_word(),
            w.per_thread,
            w.elements
        );
    }
    let (memory, per) = match v.mode {
        Mode::Constant => ("constant memory", String::new()),
        _ => (d.shared_memory_word(), format!(" per {}", d.block_word())),
    };
    format!(
        "Caching {} in {memory}: {imp}; {how}; {} bytes{per}{pad}",
        v.text, v.bytes
    )
}

/// One array of an `fcw` directive: its tile, who shares it, and the barriers its type
/// implies (D §6.2.2).
fn fcw_tile(v: &CachedVar, tile: &FcwTile, d: &dyn Target) -> String {
    let u = tile.tile_use;
    let (memory, block) = (d.shared_memory_word(), d.block_word());
    let mask = match tile.dirty_bytes {
        0 => String::new(),
        n => format!(", with a {n}-byte dirty mask"),
    };
    let mut barriers = Vec::new();
    if u.fetch {
        barriers.push("before and after the fetch");
    }
    if u.channel {
        barriers.push("before and after each write to it (the channel)");
    }
    if tile.explicit_barriers {
        barriers.push("at each `fcw_barrier`");
    }
    if u.write_back {
        barriers.push("before the write-back of its written elements");
    }
    let checked = if v.checked {
        " (accesses checked: --cache-check)"
    } else {
        ""
    };
    let window = match &v.window {
        Some(w) => format!(
            "; register window: each {} runs {} adjacent iterations and reads their {} elements of the tile into registers as 16-byte vectors (--cache-opt=no-window turns it off)",
            d.thread_word(),
            w.per_thread,
            w.elements
        ),
        None => String::new(),
    };
    format!(
        "fcw {}({}): a tile of {} elements in {memory} ({} bytes per {block}{mask}){checked}; {}; barriers {}{window}",
        u.type_name(),
        v.text,
        tile.elements,
        v.bytes,
        sharing(&v.sharing, d),
        barriers.join(", ")
    )
}

/// Who shares a copy, and how the sharing threads find their elements.
fn sharing(s: &Sharing, d: &dyn Target) -> String {
    let (group, threads, x) = (
        d.block_word(),
        format!("{}s", d.thread_word()),
        d.lane_word(),
    );
    match s {
        Sharing::StagedTile => format!("shared by the {group}, one tile at a time"),
        Sharing::Constant => "the same range for every iteration and launch, read at the same index by the threads of a warp: copied from the device copy before a launch when that may have changed (--cache-opt=no-constant keeps it in shared memory)".to_string(),
        Sharing::Gang { threads: n } => {
            format!("shared by the {n} {threads} of the gang (fetched together)")
        }
        Sharing::Block { along, rows } => {
            let text = match along {
                Some(a) => format!(
                    "shared by the iterations of a {group} along loop `{}` ({x}{}; dimension {}, {} element(s) per iteration, width: {})",
                    a.loop_name,
                    a.tile_columns.map(|c| format!(" % {c}")).unwrap_or_default(),
                    a.dim + 1,
                    a.per_iteration,
                    width(a.width)
                ),
                None if rows.is_some() => format!("shared by the iterations of a {group}"),
                None => format!("shared by the iterations of a {group} (the same range for all)"),
            };
            let rows = rows
                .as_ref()
                .map(|r| tile_rows(r, &threads, x))
                .unwrap_or_default();
            format!("{text}{rows}")
        }
        Sharing::Private { why } => format!(
            "private to each iteration ({})",
            why.as_deref().unwrap_or("per-thread copy")
        ),
    }
}

/// A copy shared along the rows of a 2-D tile.
fn tile_rows(r: &TileRows, threads: &str, x: &str) -> String {
    let each = match r.rows / r.thread_rows {
        1 => String::new(),
        each => format!(" ({each} rows each)"),
    };
    format!(
        "; 2-D tile of {}x{} iterations on {}x{} {threads}{each}: dimension {} shared along gang loop `{}` ({x} / {}, {} element(s) per row)",
        r.columns,
        r.rows,
        r.columns,
        r.thread_rows,
        r.dim + 1,
        r.gang_loop,
        r.columns,
        r.per_row
    )
}

/// How the sharing threads learn how many they are.
fn width(w: SharingWidth) -> &'static str {
    match w {
        SharingWidth::Fixed => "fixed",
        SharingWidth::Counted => "synchronisation",
        SharingWidth::Argument(None) => "kernel argument",
        SharingWidth::Argument(Some(WidthFallback::TripCount)) => {
            "kernel argument (trip count not a constant multiple of the block)"
        }
        SharingWidth::Argument(Some(WidthFallback::RegisterWindow)) => {
            "kernel argument (a barrier counts threads, not the iterations of a register window)"
        }
        SharingWidth::Argument(Some(WidthFallback::TileRows)) => {
            "kernel argument (a 2-D tile has one width per row)"
        }
    }
}
