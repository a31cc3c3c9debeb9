//! The last phase of [`KernelBuilder::build`]: the kernel's iteration space, as the GPU
//! iteration pass (`accc_passes::gpu::iteration`, run by `accc_passes::gpu::kernel`)
//! decides it, printed around the body in
//! its form (strip-mined tiles, 2-D tiles, uniform rounds, the flat grid-stride loop or
//! column strips; one thread for serial code; the gang's own for gang-redundant code).

use std::fmt::Write as _;

use accc_ir::kernel::strips::{Family, Prefetch};
use accc_ir::kernel::{IterationSpace, Iterations, LoopForm, SpaceForm, ITERATIONS_PARAM};
use accc_sema::SymbolId;

use super::{KernelBuilder, Parts};

/// What the iteration phase decided and printed.
pub(super) struct Iteration {
    /// The loop (or guard) around the per-iteration code and the body.
    pub kernel_loop: Iterations,
    /// The pass's record.
    pub record: IterationSpace,
    /// The reads a column-strips walk prefetches and carries, as the source writes them
    /// (-Minfo).
    pub prefetched: Vec<(String, i128)>,
    pub carried: Vec<Vec<String>>,
}

impl KernelBuilder<'_, '_> {
    /// `body` inside `space`, the iteration space the kernel's decisions chose (with the
    /// reads its column strips prefetch and carry, `strips`, and its statements `stmts`),
    /// each block's iterations starting at `first` and `stride` apart (see `gang_lanes`).
    pub(super) fn iteration(
        &mut self,
        space: IterationSpace,
        strips: (&[Prefetch], &[Family]),
        stmts: &[&accc_front::ast::Stmt],
        (first, stride): (&str, &str),
        body: String,
        parts: &mut Parts,
    ) -> Iteration {
        let d = self.target();
        let per_iteration = &parts.per_iteration;
        let loop_code = self.iteration_code(&space, (first, stride));
        let form = match &space.form {
            SpaceForm::GridStride => LoopForm::GridStride {
                first: first.to_string(),
                stride: stride.to_string(),
                advance: loop_code.advance.clone(),
            },
            SpaceForm::StripTiles { tx, ty } => LoopForm::StripTiles { tx: *tx, ty: *ty },
            SpaceForm::Tile2D { tx, ty } => LoopForm::Tile2D { tx: *tx, ty: *ty },
            SpaceForm::Uniform {
                per_block,
                per_thread,
                width,
                trip_count,
            } => LoopForm::Uniform {
                per_block: *per_block,
                per_thread: *per_thread,
                width: super::super::cache::emit::width(
                    d,
                    *width,
                    *per_block,
                    ITERATIONS_PARAM,
                    "__accc_b",
                    *trip_count,
                ),
            },
            SpaceForm::ColumnStrips { block } => {
                let (form, code) =
                    self.column_strips(strips, stmts, &loop_code, *block, per_iteration, body);
                // (The strips place the collapsed indices themselves.)
                let kernel_loop = Iterations {
                    form,
                    setup: String::new(),
                    header: loop_code.header,
                    code,
                };
                return self.iteration_record(kernel_loop, space);
            }
            SpaceForm::Serial => LoopForm::Serial,
            SpaceForm::GangRedundant => LoopForm::GangRedundant,
        };
        // (Strip-mined tiles place the collapsed indices themselves.)
        let setup = match form {
            LoopForm::StripTiles { .. } => String::new(),
            _ => loop_code.setup,
        };
        let kernel_loop = Iterations {
            form,
            setup,
            header: loop_code.header,
            code: format!("{per_iteration}{body}"),
        };
        self.iteration_record(kernel_loop, space)
    }

    /// The phase's result: `kernel_loop` printed for `space`, and the reads its column
    /// strips prefetch and carry as the source writes them.
    fn iteration_record(&self, kernel_loop: Iterations, space: IterationSpace) -> Iteration {
        let sm = self.rw.sm;
        let prefetched = (space.prefetched.iter())
            .map(|p| (sm.snippet(p.read).to_string(), p.ahead))
            .collect();
        let carried = (space.carried.iter())
            .map(|f| f.links.iter().map(|l| sm.snippet(*l).to_string()).collect())
            .collect();
        Iteration {
            kernel_loop,
            record: space,
            prefetched,
            carried,
        }
    }

    /// A `collapse(2)` nest in column strips (see `print/iterations.rs`): its row walk's
    /// prefetches and carried rows (`ahead`, `families`, as the pass planned them) around
    /// the body. Returns the form and the code of one iteration.
    ///
    /// With carried rows the body is printed again, its carried reads now naming their
    /// registers; that rendering's diagnostics are dropped (they are the first
    /// rendering's, which the builder has taken already).
    fn column_strips(
        &mut self,
        (ahead, families): (&[Prefetch], &[Family]),
        stmts: &[&accc_front::ast::Stmt],
        code: &IterationCode,
        block: u32,
        per_iteration: &str,
        body: String,
    ) -> (LoopForm, String) {
        let ahead_text = self.row_prefetch_text(ahead, code);
        let carry = self.carry_text(families, code);
        let body = if families.is_empty() {
            body
        } else {
            let body = self.body_text(stmts);
            self.rw.rewrites.carried.clear();
            self.rw.errors.clear();
            body
        };
        let form = LoopForm::ColumnStrips {
            block,
            before_walk: carry.before_walk,
            advance: carry.advance,
            ahead: ahead_text,
            load: carry.load,
        };
        (form, format!("{per_iteration}{body}"))
    }

    /// The pieces of the loop over `space`'s collapsed nest: the loop variables at the top
    /// of each iteration, from the host's lower bounds and steps. With collapsed loops each
    /// thread splits its first iteration number and the stride into mixed-radix digits
    /// once, then advances the digits with carries: no division in the loop (64-bit
    /// division is slow on GPUs).
    fn iteration_code(&self, space: &IterationSpace, first_stride: (&str, &str)) -> IterationCode {
        let d = self.target();
        let mut code = IterationCode::default();
        for index in &space.indices {
            let var_decl = self.decl(&self.ty(index.var), &d.kernel_ident(&index.var_name));
            let _ = writeln!(
                code.header,
                "        {var_decl} = ({} + {} * {});",
                index.lower, index.counter, index.step
            );
            code.var_decls.push(var_decl);
        }
        let depth = space.collapsed;
        if depth > 1 {
            code.setup = collapsed_setup(depth, first_stride);
            code.advance = collapsed_advance(depth);
        }
        code
    }

    /// The code that carries `families` down the row walk (see `carry`), and the body's
    /// reads of them named by their registers in `self.rw.rewrites.carried` (`__accc_carry{f}_{link}`,
    /// link 0 the leading read).
    fn carry_text(&mut self, families: &[Family], code: &IterationCode) -> CarryText {
        let mut out = CarryText::default();
        if families.is_empty() {
            return out;
        }
        let register = |f: usize, link: usize| format!("__accc_carry{f}_{link}");
        // A read loaded outside the body, after the body's variables it names (in a block
        // of its own, as they may be declared again).
        let load = |kb: &mut Self, f: usize, link: usize, family: &Family, indent: &str| {
            let assign = format!(
                "{} = {};",
                register(f, link),
                kb.rw.expr_text(&family.links[link])
            );
            match &family.locals[link] {
                locals if locals.is_empty() => format!("{indent}{assign}\n"),
                locals => format!(
                    "{indent}{{\n{}{indent}    {assign}\n{indent}}}\n",
                    kb.locals_text(locals, &format!("{indent}    "))
                ),
            }
        };
        let mut first_row = String::new();
        let mut carried = Vec::new();
        for (f, family) in families.iter().enumerate() {
            let names: Vec<String> = (0..family.links.len()).map(|k| register(f, k)).collect();
            let _ = writeln!(
                out.before_walk,
                "        {};",
                self.decl(&family.element, &names.join(", "))
            );
            out.load.push_str(&load(self, f, 0, family, "        "));
            for link in 1..family.links.len() {
                first_row.push_str(&load(self, f, link, family, "            "));
            }
            // Each link takes the one before it, the furthest first.
            for link in (1..family.links.len()).rev() {
                let _ = write!(out.advance, ", {} = {}", names[link], names[link - 1]);
            }
            carried.extend(
                family
                    .reads
                    .iter()
                    .map(|(span, link)| (*span, names[*link].clone())),
            );
        }
        // Only now: the loads above are the reads themselves.
        self.rw.rewrites.carried.extend(carried);
        let _ = write!(
            out.before_walk,
            "        if (__accc_r < __accc_re) {{\n            const long __accc_x0 = __accc_r;\n{header}{first_row}        }}\n",
            header = code.header.replace("        ", "            "),
        );
        out
    }

    /// The declarations of the body's `locals` (with their initialisers) outside the body,
    /// one a line.
    fn locals_text(
        &mut self,
        locals: &[(SymbolId, accc_front::ast::Expr)],
        indent: &str,
    ) -> String {
        let mut text = String::new();
        for (sym, init) in locals {
            let decl = self.decl(
                &self.ty(*sym),
                &self.target().kernel_ident(&self.name(*sym)),
            );
            let _ = writeln!(text, "{indent}{decl} = {};", self.rw.expr_text(init));
        }
        text
    }

    /// The prefetches of `ahead`, each issued when the iteration it reaches down the row
    /// walk is the thread's: the outer loop variable and the body's variables the read
    /// names declared again for that iteration, then the address of the read there.
    fn row_prefetch_text(&mut self, ahead: &[Prefetch], code: &IterationCode) -> String {
        let d = self.target();
        let Some(row_decl) = code.var_decls.first() else {
            return String::new();
        };
        let mut text = String::new();
        for p in ahead {
            let read = self.rw.expr_text(&p.read);
            let Some(stmt) = d.prefetch(&format!("&({read})")) else {
                continue;
            };
            let _ = write!(
                text,
                "        if (__accc_x0 + {n} * {rows} < __accc_re) {{\n            const long __accc_ahead = __accc_x0 + {n} * {rows};\n            {row_decl} = (__accc_lo0 + __accc_ahead * __accc_st0);\n",
                n = p.ahead,
                rows = d.lane_rows(),
            );
            text.push_str(&self.locals_text(&p.locals, "            "));
            let _ = writeln!(text, "            {stmt}\n        }}");
        }
        text
    }
}

/// What carries rows in registers down a column-strips walk (`KernelBuilder::carry_text`).
#[derive(Default)]
struct CarryText {
    /// Before the row loop: the registers, and the trailing links loaded at the first row.
    before_walk: String,
    /// At the top of each iteration: the leading reads.
    load: String,
    /// In the row loop's increment: each register takes the one before it.
    advance: String,
}

/// The pieces of a grid-stride loop: kernel-scope setup, the induction variables at the top
/// of each iteration, and what the loop's increment expression does besides the stride.
#[derive(Default)]
struct IterationCode {
    setup: String,
    header: String,
    advance: String,
    /// Each loop variable's declaration (`int j`), outermost first.
    var_decls: Vec<String>,
}

/// Before the loop over `depth` collapsed loops: each thread's first iteration and the
/// stride of its grid-stride loop split into mixed-radix digits.
fn collapsed_setup(depth: usize, (first, stride): (&str, &str)) -> String {
    let mut setup = String::new();
    let _ = writeln!(
        setup,
        "    long __accc_sx = {first}, __accc_sd = {stride}, __accc_c = 0;"
    );
    for k in (1..depth).rev() {
        let _ = writeln!(
            setup,
            "    long __accc_r{k} = __accc_tc{k} > 0 ? __accc_tc{k} : 1;\n    long __accc_x{k} = __accc_sx % __accc_r{k}, __accc_d{k} = __accc_sd % __accc_r{k};\n    __accc_sx /= __accc_r{k};\n    __accc_sd /= __accc_r{k};"
        );
    }
    let _ = writeln!(
        setup,
        "    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;"
    );
    setup
}

/// What the grid-stride loop's increment does besides the stride over `depth` collapsed
/// loops: each digit takes its step and the carry from the digit below.
fn collapsed_advance(depth: usize) -> String {
    let mut steps = Vec::new();
    for k in (1..depth).rev() {
        let carry_in = if k == depth - 1 {
            String::new()
        } else {
            " + __accc_c".to_string()
        };
        steps.push(format!(
            "__accc_x{k} += __accc_d{k}{carry_in}, __accc_c = __accc_x{k} >= __accc_tc{k}, __accc_x{k} -= __accc_c ? __accc_tc{k} : 0"
        ));
    }
    steps.push("__accc_x0 += __accc_d0 + __accc_c".into());
    format!(", {}", steps.join(", "))
}
