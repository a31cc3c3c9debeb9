//! The reduction phases of [`KernelBuilder::build`]: the shared buffers of the vector and
//! worker loops' reductions, and the kernel's own reductions (a private accumulator per
//! thread, combined in the block, then across blocks).

use std::fmt::Write as _;

use accc_front::directive::ReductionOp;
use accc_front::Diagnostic;
use accc_ir::kernel::Param;

use super::super::dialect::{AtomicOp, Dialect, Shuffle, WARP};
use super::shape::Shape;
use super::{
    combine_by_shuffles, combine_by_tree, complex_join, last_block_combines, KernelBuilder, Parts,
};

impl KernelBuilder<'_, '_> {
    /// Declares the shared buffers of the vector and worker loops' reductions (see
    /// `rewrite::VectorReduction`); returns whether there are any.
    pub(super) fn vector_reduction_buffers(
        &mut self,
        shape: &Shape<'_, '_>,
        parts: &mut Parts,
    ) -> bool {
        let d = self.dialect();
        let block = shape.block;
        let (two_level, worker_vectors) = (&shape.two_level, &shape.worker_vectors);
        let Parts {
            setup,
            shared_memory,
            ..
        } = parts;
        // The shared buffers of the vector and worker loops' reductions (see
        // `rewrite::VectorReduction`), one a variable, as large as its largest use needs:
        // (name, element type, slots, what the first use that needs it keeps there).
        let mut reduction_buffers: Vec<(String, String, u32, String)> = Vec::new();
        let all_vector_loops = two_level.iter().copied().chain(
            worker_vectors
                .iter()
                .flat_map(|(_, inner)| inner.iter().copied()),
        );
        for v in all_vector_loops {
            let Some(p) = self.rw.partitioned.get(&v.stmt.span.lo) else {
                continue;
            };
            let group = p.lanes.reduction_group(block);
            let (level, whose) = match p.lanes {
                super::super::rewrite::Lanes::Workers { .. } => ("worker loop", "workers'"),
                _ => ("vector loop", "lanes'"),
            };
            for r in &v.reductions {
                let ty = self.ty(r.sym);
                // Complex `+` and `*` combine in the block as any scalar's (through the
                // complex helpers: `AtomicOp::apply_to`), never across blocks.
                let complex_combines = super::super::dialect::complex_suffix(&ty).is_some()
                    && matches!(r.op, ReductionOp::Add | ReductionOp::Mul);
                if !ty.is_arithmetic() || (ty.is_complex() && !complex_combines) || r.item.is_some()
                {
                    let span = r.item.unwrap_or(v.stmt.span);
                    let item = match r.item {
                        Some(item) => self.rw.sm.snippet(item).to_string(),
                        None => r.name.clone(),
                    };
                    self.errors.push(
                        Diagnostic::error(span, format!("`reduction({}:{item})` of the {level}: only scalars reduce over a block's lanes on this target yet", r.op.as_str()))
                            .with_label("an array, a member or a complex value")
                            .with_help("put the reduction on the gang loop (each thread then runs whole iterations), or build for --target=multicore"),
                    );
                    continue;
                }
                let (slots, kept) = if !super::super::rewrite::vector_shuffles(d, &ty, block, group)
                {
                    (block, format!("the {whose} partial results"))
                } else if group > WARP {
                    (
                        block / WARP,
                        "one partial result per warp (its lanes combined by shuffles)".to_string(),
                    )
                } else {
                    // Within a warp, shuffles alone: said all the same, as a reduction's
                    // shape is what the feedback tells.
                    shared_memory.push(format!(
                        "none for reduction({}:{}) of the {level}: its {group} lanes combined by shuffles",
                        r.op.as_str(),
                        r.name
                    ));
                    continue;
                };
                let t = d.type_text(&ty.spelling());
                let what = format!(
                    "reduction({}:{}) of the {level}: {kept}",
                    r.op.as_str(),
                    r.name
                );
                match reduction_buffers.iter_mut().find(|b| b.0 == r.name) {
                    Some(b) => b.2 = b.2.max(slots),
                    None => reduction_buffers.push((r.name.clone(), t, slots, what)),
                }
            }
        }
        let any = !reduction_buffers.is_empty();
        for (name, t, slots, what) in reduction_buffers {
            let _ = writeln!(setup, "    {} {t} __accc_vred_{name}[{slots}];", d.shared());
            shared_memory.push(format!("{t}[{slots}] for {what}"));
        }
        any
    }

    /// Reductions: a private accumulator per thread, combined in the block (by warp
    /// shuffles on CUDA: one barrier instead of log2(block)), then, with one atomic per
    /// block, into the variable's device copy (OpenCL) or into an accumulator of the
    /// kernel's own, which the last block combines into the variable (CUDA; see
    /// `last_block_combines`).
    pub(super) fn reductions(
        &mut self,
        reductions: &[accc_ir::Reduction],
        block: u32,
        parts: &mut Parts,
    ) {
        for r in reductions {
            self.reduction(r, block, parts);
        }
    }

    fn reduction(&mut self, r: &accc_ir::Reduction, block: u32, parts: &mut Parts) {
        let d = self.dialect();
        let Parts {
            params,
            setup,
            epilogue,
            shared_memory,
            ..
        } = parts;
        let item = self.reduction_item(r);
        // What the reduction combines into, in the kernel's names (`ident`, a word of
        // its helper variables' names), in host code (`host`) and in messages (`shown`).
        let (ty, ident, kname, host, shown) = match self.reduced_member(r) {
            Some(v) => match self.member_reduction(v) {
                Some(target) => target,
                None => return,
            },
            None => (
                self.ty(r.sym),
                r.name.clone(),
                d.kernel_ident(&r.name),
                r.name.clone(),
                r.name.clone(),
            ),
        };
        let complex = super::super::dialect::complex_suffix(&ty);
        // `+` joins the blocks' results by one atomic per part; `*` needs the blocks to
        // take turns (`complex_join`), under a lock in the kernel's accumulator.
        let joinable = matches!(r.op, ReductionOp::Add | ReductionOp::Mul);
        if complex.is_some() && !joinable {
            let span = self.reduction_span(r);
            let why = "only `+` and `*` reduce complex values";
            self.errors.push(
                Diagnostic::error(span, format!("`reduction({}:{shown})`: `{}` reductions of `{}` values are not supported on this target yet", r.op.as_str(), r.op.as_str(), ty.spelling()))
                    .with_label("a complex variable")
                    .with_note(why)
                    .with_help("build for --target=multicore"),
            );
            return;
        }
        if ty.is_array() || ty.is_pointer() {
            if ty.element().is_some_and(|e| e.is_complex()) {
                let span = self.reduction_span(r);
                self.errors.push(
                    Diagnostic::error(span, format!("`reduction({}:{shown})`: reductions of arrays of complex values are not supported on this target yet", r.op.as_str()))
                        .with_label("an array of complex values")
                        .with_note("each element's result joins the array by an atomic operation, which complex values do not have")
                        .with_help("reduce the real and imaginary parts as two arrays (for `+`), or build for --target=multicore"),
                );
                return;
            }
            self.array_reduction(r, item, &ty, block, params, setup, epilogue, shared_memory);
            return;
        }
        if !ty.is_arithmetic() {
            self.unsupported(
                self.region.directive.span,
                format!("reduction of `{}` (not an arithmetic scalar)", r.name),
            );
            return;
        }
        let p = format!("__accc_p_{ident}");
        let op = AtomicOp::from_reduction(r.op.combining(ty.is_bool()));
        params.push(Param::DevicePtr {
            name: p.clone(),
            pointee: ty.clone(),
            host: format!("&({host})"),
            delta: None,
            device_address: false,
            restrict: false,
            absent_ok: false,
        });
        let t = d.type_text(&ty.spelling());
        let buf = format!("__accc_red_{ident}");
        let identity = op.identity(&ty);
        let _ = writeln!(setup, "    {t} {kname} = {identity};");
        let shuffled = d
            .shuffle(Shuffle::Down, &ty, &kname, "__accc_s")
            .filter(|_| block % WARP == 0);
        let (slots, partials, combined, value) = match shuffled {
            Some(shuffled) => (
                block / WARP,
                "one partial result per warp (its lanes combined by shuffles)".to_string(),
                combine_by_shuffles(d, op, &kname, &buf, &shuffled, &identity, block),
                kname.clone(),
            ),
            None => (
                block,
                format!("the {}'s partial results", d.block_word()),
                combine_by_tree(d, op, &ty, &kname, &buf, block),
                format!("{buf}[0]"),
            ),
        };
        let (combine_into_variable, then) = match (d, complex) {
            (_, Some(s)) => {
                let acc = format!("__accc_a_{ident}");
                if d == Dialect::Cuda || op == AtomicOp::Mul {
                    params.push(Param::Accumulator {
                        name: acc.clone(),
                        pointee: ty.clone(),
                        host: host.clone(),
                        identity: op.host_identity(&ty),
                    });
                }
                let join = complex_join(d, op, s, &p, &acc, &value, &mut self.rw.helpers);
                let then = match (d, op) {
                    (Dialect::OpenCl, AtomicOp::Mul) => format!("each work-group in turn multiplies the kernel's accumulator by its product; the last work-group combines it into `{shown}`"),
                    (Dialect::OpenCl, _) => format!("one atomic update of each part of `{shown}` per work-group"),
                    (_, AtomicOp::Mul) => format!("each block in turn multiplies the kernel's accumulator by its product; the last block combines it into `{shown}`"),
                    _ => format!("one atomic update of each part of the kernel's accumulator per block; the last block combines it into `{shown}`"),
                };
                (join, then)
            }
            (Dialect::OpenCl, None) => {
                let atomic =
                    d.atomic_fetch(&ty, op, &format!("*{p}"), &value, &mut self.rw.helpers);
                (
                    format!("    if (__accc_l == 0) (void){atomic};\n"),
                    format!("one atomic update of `{shown}` per work-group"),
                )
            }
            (Dialect::Cuda, None) => {
                let acc = format!("__accc_a_{ident}");
                let atomic =
                    d.atomic_fetch(&ty, op, &format!("*{acc}"), &value, &mut self.rw.helpers);
                params.push(Param::Accumulator {
                    name: acc.clone(),
                    pointee: ty.clone(),
                    host: host.clone(),
                    identity: op.host_identity(&ty),
                });
                (
                    last_block_combines(op, &t, &p, &acc, &atomic, &identity),
                    format!(
                        "one atomic update of the kernel's accumulator per block; the last block combines it into `{shown}`"
                    ),
                )
            }
        };
        let _ = write!(epilogue, "{combined}{combine_into_variable}");
        let _ = writeln!(setup, "    {} {t} {buf}[{slots}];", d.shared());
        shared_memory.push(format!(
            "{t}[{slots}] for reduction({}:{}): {partials}, then {then}",
            r.op.as_str(),
            shown,
        ));
    }
}
