//! The reduction phases of [`KernelBuilder::build`]: the reductions pass decides the
//! kernel's reductions (`accc_passes::gpu::reduce`, run by `accc_passes::gpu::kernel`),
//! with the errors of those the target cannot make; these phases print the record — the
//! shared buffers of the vector and worker loops' reductions, and for the kernel's own
//! reductions each thread's partial result, the block's buffer and the combination at the
//! kernel's end ([`KStmt::Reduce`]); their parameters are the kernels pass's
//! (`Decisions::params`).

use std::fmt::Write as _;

use accc_ir::kernel::reduce::{GangReduction, ParamRole, Reduced, ReducedSection, Reductions};
use accc_ir::kernel::{BlockJoin, Join, KStmt, Reduce, ReducedElements};

use super::super::atomic::OpText;
use super::{KernelBuilder, Parts};
use accc_ir::atomic::AtomicOp;

impl<'a> KernelBuilder<'_, 'a> {
    /// Declares the shared buffers of the vector and worker loops' reductions (see
    /// `rewrite::VectorReduction`).
    pub(super) fn vector_reduction_buffers(&mut self, decided: &Reductions, parts: &mut Parts) {
        let d = self.target();
        for c in decided.complex_helpers.iter().filter(|c| !c.joined) {
            (self.rw.needs).add_complex_reduction(c.op, c.precision, false);
        }
        for u in &decided.loop_buffers {
            if u.slots > 0 {
                let t = d.type_text(&u.ty.spelling());
                let declaration = format!("{t} __accc_vred_{}[{}]", u.variable, u.slots);
                parts.setup.shared(declaration, u.bytes);
            }
            parts.shared_memory.push(u.clone());
        }
    }

    /// The kernel's own reductions: a private accumulator per thread, combined in the
    /// block (by warp shuffles on CUDA: one barrier instead of log2(block)), then into the
    /// variable as the record's join says.
    pub(super) fn reductions(&mut self, decided: &Reductions, parts: &mut Parts) {
        for c in decided.complex_helpers.iter().filter(|c| c.joined) {
            (self.rw.needs).add_complex_reduction(c.op, c.precision, true);
        }
        for (key, partial) in &decided.renamed_members {
            (self.rw.rewrites.reduced_members).insert(key.clone(), partial.clone());
        }
        for g in &decided.gang {
            self.reduction(g, parts);
        }
    }

    fn reduction(&mut self, g: &GangReduction, parts: &mut Parts) {
        let d = self.target();
        let op = AtomicOp::from_reduction(g.op.combining(g.ty.is_bool()));
        let t = d.type_text(&g.ty.spelling());
        let target = g.name_of(ParamRole::Target);
        let accumulator = g.name_of(ParamRole::Accumulator);
        let (partial, join, elements) = match &g.reduced {
            Reduced::Section(section) => {
                let copy = self.private_copy(g, op, section, &mut parts.setup);
                let join = Join::Atomic {
                    target: format!("{target}[__accc_k]"),
                };
                let elements = ReducedElements {
                    count: g.name_of(ParamRole::SectionLength),
                    first: g.name_of(ParamRole::SectionStart),
                    copy,
                };
                // (The partial result takes each element of the copy in turn.)
                ("__accc_v".to_string(), join, Some(elements))
            }
            reduced => {
                let partial = match reduced {
                    Reduced::Member { partial } => partial.clone(),
                    _ => d.kernel_ident(&g.name),
                };
                let identity = op.identity(&g.ty);
                let _ = writeln!(parts.setup, "    {t} {partial} = {identity};");
                let join = match g.join {
                    BlockJoin::Atomic => Join::Atomic {
                        target: format!("*{target}"),
                    },
                    BlockJoin::LastBlock => Join::LastBlock {
                        target,
                        accumulator,
                    },
                    BlockJoin::AtomicParts | BlockJoin::LastBlockParts | BlockJoin::InTurn => {
                        Join::Complex {
                            target,
                            accumulator,
                        }
                    }
                };
                (partial, join, None)
            }
        };
        let buffer = g.buffer();
        parts.epilogue.0.push(KStmt::Reduce(Reduce {
            op: g.op,
            ty: g.ty.clone(),
            partial,
            buffer: buffer.clone(),
            block: g.block,
            shuffles: g.shuffles,
            join,
            elements,
        }));
        let declaration = format!("{t} {buffer}[{}]", g.shared.slots);
        parts.setup.shared(declaration, g.shared.bytes);
        parts.shared_memory.push(g.shared.clone());
    }

    /// Declares each thread's private copy of array reduction `g`'s elements, every one
    /// starting at `op`'s identity; returns the copy as a flat array of elements.
    fn private_copy(
        &mut self,
        g: &GangReduction,
        op: AtomicOp,
        section: &ReducedSection,
        setup: &mut super::Code,
    ) -> String {
        let d = self.target();
        let kname = d.kernel_ident(&g.name);
        let t = d.type_text(&g.ty.spelling());
        let count = section.elements;
        let declared = match section.as_declared {
            true => self.decl(&self.ty(g.sym), &kname),
            false => format!("{t} {kname}[{count}]"),
        };
        let flat = format!("(({t} *){kname})");
        let identity = op.identity(&g.ty);
        let _ = writeln!(
            setup,
            "    {declared};\n    for (int __accc_k = 0; __accc_k < {count}; __accc_k++) {flat}[__accc_k] = {identity};"
        );
        flat
    }
}
