//! The last phase of [`KernelBuilder::build`]: the kernel's iteration space as one of its
//! loop forms (strip-mined tiles, 2-D tiles, uniform rounds, the flat grid-stride loop or
//! column strips; one thread for serial code; the gang's own for gang-redundant code),
//! around the body.

use std::fmt::Write as _;

use accc_ir::kernel::{Param, ValueRole, ValueType};

use super::super::cache::WidthMethod;
use super::shape::{Contents, Shape};
use accc_ir::Loop;
use accc_passes::gpu::shape::holds_loop;

use super::{column_strips_open, CacheShape, IterationCode, KernelBuilder, Parts, Unit};

/// What the iteration phase wrote and decided.
#[derive(Default)]
pub(super) struct Iteration {
    /// The loop (or guard) around the per-iteration code and the body.
    pub text: String,
    /// The number of iterations (C text over host variables).
    pub iterations: String,
    pub serial: bool,
    pub column_strips: bool,
    pub strips_possible: bool,
    pub prefetched: Vec<(String, i128)>,
    pub carried: Vec<Vec<String>>,
}

impl KernelBuilder<'_, '_> {
    /// `body` inside the iteration space of `unit`, each block's iterations starting at
    /// `first` and `stride` apart (see `gang_lanes`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn iteration(
        &mut self,
        unit: &Unit<'_, '_>,
        contents: &Contents<'_>,
        shape: &Shape<'_, '_>,
        cache: &CacheShape,
        (first, stride): (&str, &str),
        body: String,
        parts: &mut Parts,
    ) -> Iteration {
        let d = self.dialect();
        let (stmts, loop_vars) = (&contents.stmts, &contents.loop_vars);
        let (block, strip_tiles, two_level) = (shape.block, shape.strip_tiles, &shape.two_level);
        let CacheShape {
            uniform_loop,
            tiled,
            per_thread,
            ..
        } = cache;
        let per_thread = *per_thread;
        let Parts {
            params,
            per_iteration,
            ..
        } = parts;
        let mut text = String::new();
        let (mut column_strips, mut strips_possible) = (false, false);
        let mut prefetched = Vec::new();
        let mut carried = Vec::new();
        let (iterations, serial) = match unit {
            Unit::Loop(l) => {
                let (iterations, code) =
                    self.iteration_space(l, &loop_vars, &first, &stride, params);
                if let (Some((_, tx, _)), [v]) = (&tiled, two_level.as_slice()) {
                    // The tiles along the vector loop, counted on the host (its bounds do
                    // not depend on the gang loop, see `tile_candidate`).
                    if let Ok(c) = &v.canonical {
                        params.push(Param::Value {
                            name: super::super::cache::emit::TILE_COLUMNS.1.into(),
                            ty: ValueType::Long,
                            host: format!(
                                "((long)({tc}) > {tx} ? ((long)({tc}) + {tx} - 1) / {tx} : 1)",
                                tc = c.trip_count_text
                            ),
                            role: ValueRole::TileColumns,
                        });
                    }
                }
                if let Some((tx, ty)) = strip_tiles {
                    // Tiles of `ty` outer × `tx` inner iterations, numbered row-major, taken by
                    // the blocks with a grid stride; thread `lane` of a block takes element
                    // (lane / tx, lane % tx) of its tile, if inside the iteration space.
                    let _ = write!(
                        text,
                        "    const long __accc_ei = {lane} / {tx}, __accc_ej = {lane} % {tx};\n    const long __accc_nt1 = (__accc_tc1 + {tx} - 1) / {tx}, __accc_nt = (__accc_tc0 + {ty} - 1) / {ty} * __accc_nt1;\n    for (long __accc_t = {g}; __accc_t < __accc_nt; __accc_t += {ng}) {{\n        const long __accc_x0 = __accc_t / __accc_nt1 * {ty} + __accc_ei, __accc_x1 = __accc_t % __accc_nt1 * {tx} + __accc_ej;\n        if (__accc_x0 >= __accc_tc0 || __accc_x1 >= __accc_tc1) continue;\n{header}{per_iteration}{body}\n    }}\n",
                        header = code.header,
                        g = d.group_id(),
                        ng = d.num_groups(),
                        lane = d.lane(),
                    );
                } else if let Some((_, tx, ty)) = &tiled {
                    // A 2-D tile: the blocks take tiles of `ty` gang iterations × `tx`
                    // vector-loop iterations (with a grid stride), one gang iteration per
                    // row of the block, the row's threads spreading over the tile's columns
                    // (the vector loop starts at the tile's column, see `TILE_COLUMNS`).
                    let (lx, on_y, ly, wy) = super::super::cache::emit::TILE;
                    let (cb, ct) = super::super::cache::emit::TILE_COLUMNS;
                    let _ = write!(
                        text,
                        "{setup}    const long {lx} = {lane} % {tx}, {ly} = {lane} / {tx};\n    const long __accc_tiles = (__accc_n + {ty} - 1) / {ty} * {ct};\n    for (long __accc_t = {g}; __accc_t < __accc_tiles; __accc_t += {ng}) {{\n        const long __accc_gb = __accc_t / {ct} * {ty}, {cb} = __accc_t % {ct} * {tx};\n        const long __accc_it = __accc_gb + {ly}; const int {on_y} = __accc_it < __accc_n; const long {wy} = __accc_n - __accc_gb < {ty} ? __accc_n - __accc_gb : {ty};\n{header}{per_iteration}{body}\n    }}\n",
                        setup = code.setup,
                        header = code.header,
                        g = d.group_id(),
                        ng = d.num_groups(),
                        lane = d.lane(),
                    );
                } else if let Some(sharing) = &uniform_loop {
                    // Every thread of a block runs the same number of iterations (those
                    // past the end with `__accc_on` false), so that the barriers of a
                    // shared cache region are reached by all.
                    // With a register window (see `cache::window`) each thread takes
                    // `per_thread` adjacent iterations, the first at `__accc_it`: the
                    // width counts iterations, which a barrier count of threads cannot.
                    let (on, _) = super::super::cache::emit::UNIFORM;
                    let method = match self.rw.cache.opts.width {
                        WidthMethod::Sync if per_thread > 1 => WidthMethod::KernelArg,
                        m => m,
                    };
                    let per_block = block * per_thread;
                    let width = super::super::cache::emit::width(
                        d,
                        method,
                        per_block,
                        "__accc_n",
                        "__accc_b",
                        sharing.trip_count,
                    );
                    let first = match per_thread {
                        1 => d.lane().to_string(),
                        c => format!("{c} * {}", d.lane()),
                    };
                    let _ = write!(
                        text,
                        "{setup}    for (long __accc_b = {g} * {per_block}; __accc_b < __accc_n; __accc_b += {ng} * {per_block}) {{\n        const long __accc_it = __accc_b + {first}; const int {on} = __accc_it < __accc_n; {width}\n{header}{per_iteration}{body}\n    }}\n",
                        setup = code.setup,
                        header = code.header,
                        g = d.group_id(),
                        ng = d.num_groups(),
                    );
                } else {
                    let flat = format!(
                        "{setup}    for (long __accc_it = {gid}; __accc_it < __accc_n; __accc_it += {gsize}{advance}) {{\n{header}{per_iteration}{body}\n    }}\n",
                        setup = code.setup,
                        advance = code.advance,
                        header = code.header,
                        gid = first,
                        gsize = stride,
                    );
                    strips_possible = l.collapse == 2
                        && self.rw.rewrites.cache.plans.is_empty()
                        && !stmts.iter().any(|s| holds_loop(s));
                    if strips_possible && self.column_strips {
                        column_strips = true;
                        let strips =
                            self.column_strips(l, contents, &code, block, per_iteration, body);
                        text.push_str(&strips.text);
                        (prefetched, carried) = (strips.prefetched, strips.carried);
                    } else {
                        text.push_str(&flat);
                    }
                }
                (iterations, false)
            }
            Unit::Serial(_) => {
                let _ = write!(
                    text,
                    "    if ({gid} == 0) {{\n{per_iteration}{body}\n    }}\n",
                    gid = d.global_id()
                );
                ("1".to_string(), true)
            }
            Unit::Gang { .. } => {
                let _ = write!(text, "    {{\n{per_iteration}{body}\n    }}\n");
                ("65536".to_string(), false)
            }
        };
        Iteration {
            text,
            iterations,
            serial,
            column_strips,
            strips_possible,
            prefetched,
            carried,
        }
    }

    /// A `collapse(2)` nest in column strips (see `column_strips_open`): the elements its
    /// row walk prefetches and the rows it carries in registers, around the body.
    fn column_strips(
        &mut self,
        l: &Loop<'_>,
        contents: &Contents<'_>,
        code: &IterationCode,
        block: u32,
        per_iteration: &str,
        body: String,
    ) -> Iteration {
        let d = self.dialect();
        let Contents {
            stmts,
            loop_vars,
            private,
            firstprivate,
            ..
        } = contents;
        let walk = self.row_walk(l, &stmts, &loop_vars, &private, &firstprivate);
        let ahead = walk
            .as_ref()
            .filter(|_| d.prefetch("").is_some())
            .map(|w| super::super::prefetch::plan(w, self.rw.sema))
            .unwrap_or_default();
        let ahead_text = self.row_prefetch_text(&ahead, &code);
        let prefetched = ahead
            .iter()
            .map(|p| (self.rw.sm.snippet(p.read.span).to_string(), p.ahead))
            .collect();
        let families = walk
            .as_ref()
            .map(|w| super::super::carry::plan(w, self.rw.sema))
            .unwrap_or_default();
        let carry = self.carry_text(&families, &code);
        let carried = families
            .iter()
            .map(|f| {
                f.links
                    .iter()
                    .map(|e| self.rw.sm.snippet(e.span).to_string())
                    .collect()
            })
            .collect();
        // The body again, its carried reads now naming their registers (its
        // diagnostics were taken from the first rendering).
        let body = if families.is_empty() {
            body
        } else {
            let body = self.body_text(&stmts);
            self.rw.rewrites.carried.clear();
            self.rw.errors.clear();
            body
        };
        let text = format!(
            "{}{header}{ahead_text}{load}{per_iteration}{body}\n        }}\n    }}\n",
            column_strips_open(d, block, &carry.before_walk, &carry.advance),
            header = code.header,
            load = carry.load,
        );
        Iteration {
            text,
            prefetched,
            carried,
            ..Default::default()
        }
    }
}
