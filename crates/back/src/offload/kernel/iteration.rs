//! The last phase of [`KernelBuilder::build`]: the kernel's iteration space as one of its
//! loop forms (strip-mined tiles, 2-D tiles, uniform rounds, the flat grid-stride loop or
//! column strips; one thread for serial code; the gang's own for gang-redundant code),
//! around the body.

use accc_ir::kernel::{Iterations, LoopForm, Param, ValueRole, ValueType};

use super::super::cache::WidthMethod;
use super::shape::{Contents, Shape};
use accc_ir::Loop;
use accc_passes::gpu::shape::holds_loop;

use super::{CacheShape, IterationCode, KernelBuilder, Parts, Unit};

/// What the iteration phase decided.
pub(super) struct Iteration {
    /// The loop (or guard) around the per-iteration code and the body.
    pub kernel_loop: Iterations,
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
        let d = self.target();
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
        let kernel_loop;
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
                let code_text = format!("{per_iteration}{body}");
                let form = if let Some((tx, ty)) = strip_tiles {
                    LoopForm::StripTiles { tx, ty }
                } else if let Some((_, tx, ty)) = &tiled {
                    LoopForm::Tile2D { tx: *tx, ty: *ty }
                } else if let Some(sharing) = &uniform_loop {
                    // With a register window (see `cache::window`) each thread takes
                    // `per_thread` adjacent iterations: the width counts iterations, which
                    // a barrier count of threads cannot.
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
                    LoopForm::Uniform {
                        per_block,
                        per_thread,
                        width,
                    }
                } else {
                    strips_possible = l.collapse == 2
                        && self.rw.rewrites.cache.plans.is_empty()
                        && !stmts.iter().any(|s| holds_loop(s));
                    if strips_possible && self.column_strips {
                        column_strips = true;
                        let strips =
                            self.column_strips(l, contents, &code, block, per_iteration, body);
                        (prefetched, carried) = (strips.prefetched, strips.carried);
                        return Iteration {
                            // (The strips place the collapsed indices themselves.)
                            kernel_loop: Iterations {
                                form: strips.form,
                                setup: String::new(),
                                header: code.header,
                                code: strips.code,
                            },
                            iterations,
                            serial: false,
                            column_strips,
                            strips_possible,
                            prefetched,
                            carried,
                        };
                    }
                    LoopForm::GridStride {
                        first: first.to_string(),
                        stride: stride.to_string(),
                        advance: code.advance.clone(),
                    }
                };
                // (Strip-mined tiles place the collapsed indices themselves.)
                let setup = match form {
                    LoopForm::StripTiles { .. } => String::new(),
                    _ => code.setup,
                };
                kernel_loop = Iterations {
                    form,
                    setup,
                    header: code.header,
                    code: code_text,
                };
                (iterations, false)
            }
            Unit::Serial(_) => {
                kernel_loop =
                    Iterations::around(LoopForm::Serial, format!("{per_iteration}{body}"));
                ("1".to_string(), true)
            }
            Unit::Gang { .. } => {
                kernel_loop =
                    Iterations::around(LoopForm::GangRedundant, format!("{per_iteration}{body}"));
                ("65536".to_string(), false)
            }
        };
        Iteration {
            kernel_loop,
            iterations,
            serial,
            column_strips,
            strips_possible,
            prefetched,
            carried,
        }
    }

    /// A `collapse(2)` nest in column strips (see `print/iterations.rs`): the elements its
    /// row walk prefetches and the rows it carries in registers, around the body.
    fn column_strips(
        &mut self,
        l: &Loop<'_>,
        contents: &Contents<'_>,
        code: &IterationCode,
        block: u32,
        per_iteration: &str,
        body: String,
    ) -> Strips {
        let d = self.target();
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
        Strips {
            form: LoopForm::ColumnStrips {
                block,
                before_walk: carry.before_walk,
                advance: carry.advance,
                ahead: ahead_text,
                load: carry.load,
            },
            code: format!("{per_iteration}{body}"),
            prefetched,
            carried,
        }
    }
}

/// What the column-strips form decided: the form, the code of one iteration (its carried
/// reads naming their registers), and the reads it prefetches and carries (-Minfo).
struct Strips {
    form: LoopForm,
    code: String,
    prefetched: Vec<(String, i128)>,
    carried: Vec<Vec<String>>,
}
