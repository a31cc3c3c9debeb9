//! The reduction phases of [`KernelBuilder::build`]: the shared buffers of the vector and
//! worker loops' reductions, and the kernel's own reductions (a private accumulator per
//! thread, combined in the block, then across blocks).

use std::fmt::Write as _;

use accc_front::directive::{ClauseKind, ReductionOp, SubscriptKind, VarRef};
use accc_front::{Diagnostic, Span};
use accc_ir::kernel::{
    BlockJoin, Join, KStmt, LaneLevel, Param, Partials, Reduce, ReducedElements, SharedPurpose,
    SharedUse, ValueRole, ValueType,
};
use accc_ir::Loop;
use accc_sema::{ArrayLen, Type};

use accc_ir::kernel::WARP;
use accc_ir::spaces::Space;

use super::super::atomic::{complex_suffix, OpText};
use super::super::target::Shuffle;
use super::shape::Shape;
use super::{Code, KernelBuilder, Parts};
use accc_ir::atomic::AtomicOp;
use accc_ir::complex::Arith;
use accc_passes::lower::complex::arith_of;

/// The most elements of an array reduction's private copy (each thread holds one, in its
/// private memory: see `KernelBuilder::array_reduction`).
const MAX_PRIVATE_REDUCTION_ELEMENTS: u128 = 1024;

impl KernelBuilder<'_, '_> {
    /// Notes in the program's needs the complex helpers a reduction with `op` of a
    /// variable of type `ty` calls, where `ty` is complex (see `Needs::add_complex_reduction`).
    fn note_complex_reduction(&mut self, op: ReductionOp, ty: &Type, joined: bool) {
        if let Ok(Some(Arith {
            complex: true,
            precision,
        })) = arith_of(ty)
        {
            self.rw.needs.add_complex_reduction(op, precision, joined);
        }
    }

    /// Declares the shared buffers of the vector and worker loops' reductions (see
    /// `rewrite::VectorReduction`); returns whether there are any.
    pub(super) fn vector_reduction_buffers(
        &mut self,
        shape: &Shape<'_, '_>,
        parts: &mut Parts,
    ) -> bool {
        let d = self.target();
        let block = shape.block;
        let (two_level, worker_vectors) = (&shape.two_level, &shape.worker_vectors);
        let Parts {
            setup,
            shared_memory,
            ..
        } = parts;
        // The shared buffers of the vector and worker loops' reductions (see
        // `rewrite::VectorReduction`), one a variable, as large as its largest use needs:
        // (name, element type as the kernel spells it, slots, the element type and what
        // the first use that needs it keeps there).
        let mut reduction_buffers: Vec<(String, String, u32, Type, SharedPurpose)> = Vec::new();
        let all_vector_loops = two_level.iter().copied().chain(
            worker_vectors
                .iter()
                .flat_map(|(_, inner)| inner.iter().copied()),
        );
        for v in all_vector_loops {
            let Some(p) = self.rw.rewrites.partitioned.get(&v.stmt.span.lo) else {
                continue;
            };
            let (level, lanes) = match p.lanes {
                accc_ir::kernel::Lanes::Workers { .. } => ("worker loop", LaneLevel::Worker),
                _ => ("vector loop", LaneLevel::Vector),
            };
            // (The record has the loop's reductions in the loop's order; a copy, as the
            // builder records what each needs as it goes.)
            let decided_reductions = p.reductions.clone();
            for (r, decided) in v.reductions.iter().zip(&decided_reductions) {
                let group = decided.group;
                let ty = self.ty(r.sym);
                // Complex `+` and `*` combine in the block as any scalar's (through the
                // complex helpers: `AtomicOp::apply_to`), never across blocks.
                let complex_combines = complex_suffix(&ty).is_some()
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
                // Combined in the block only: the variable's own reduction joins the blocks.
                self.note_complex_reduction(r.op, &ty, false);
                let reduction = |partials| SharedPurpose::LoopReduction {
                    op: r.op,
                    level: lanes,
                    partials,
                };
                let (slots, partials) = if decided.combine == accc_ir::kernel::Combine::Tree {
                    (block, Partials::PerThread)
                } else if group > WARP {
                    (block / WARP, Partials::PerWarp)
                } else {
                    // Within a warp, shuffles alone: recorded all the same, as a
                    // reduction's shape is what the feedback tells.
                    shared_memory.push(SharedUse {
                        variable: r.name.clone(),
                        ty: ty.clone(),
                        slots: 0,
                        bytes: Some(0),
                        purpose: reduction(Partials::Shuffled { lanes: group }),
                    });
                    continue;
                };
                let t = d.type_text(&ty.spelling());
                match reduction_buffers.iter_mut().find(|b| b.0 == r.name) {
                    Some(b) => b.2 = b.2.max(slots),
                    None => reduction_buffers.push((
                        r.name.clone(),
                        t,
                        slots,
                        ty.clone(),
                        reduction(partials),
                    )),
                }
            }
        }
        let any = !reduction_buffers.is_empty();
        for (name, t, slots, ty, purpose) in reduction_buffers {
            let bytes = self.bytes(&ty).map(|b| b * u64::from(slots));
            setup.shared(format!("{t} __accc_vred_{name}[{slots}]"), bytes);
            shared_memory.push(SharedUse {
                variable: name,
                ty,
                slots,
                bytes,
                purpose,
            });
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
        let d = self.target();
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
        let complex = complex_suffix(&ty);
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
        params.push(Param::data_pointer(
            p.clone(),
            ty.clone(),
            format!("&({host})"),
        ));
        let t = d.type_text(&ty.spelling());
        let buf = format!("__accc_red_{ident}");
        let identity = op.identity(&ty);
        let _ = writeln!(setup, "    {t} {kname} = {identity};");
        let shuffles = d.shuffle(Shuffle::Down, &ty, &kname, "__accc_s").is_some()
            && block.is_multiple_of(WARP);
        let (slots, partials) = match shuffles {
            true => (block / WARP, Partials::PerWarp),
            false => (block, Partials::PerThread),
        };
        let acc = format!("__accc_a_{ident}");
        // How the block's result reaches the variable: `join` for the printer, `block_join`
        // for the feedback.
        let last_block = d.last_block_combines();
        let (join, block_join) = match (last_block, complex) {
            (_, Some(_)) => {
                self.note_complex_reduction(r.op, &ty, true);
                if last_block || op == AtomicOp::Mul {
                    params.push(Param::Accumulator {
                        name: acc.clone(),
                        pointee: ty.clone(),
                        host: host.clone(),
                        identity: op.host_identity(&ty),
                    });
                }
                let block_join = match (last_block, op) {
                    (_, AtomicOp::Mul) => BlockJoin::InTurn,
                    (false, _) => BlockJoin::AtomicParts,
                    (true, _) => BlockJoin::LastBlockParts,
                };
                let join = Join::Complex {
                    target: p,
                    accumulator: acc,
                };
                (join, block_join)
            }
            (false, None) => (
                Join::Atomic {
                    target: format!("*{p}"),
                },
                BlockJoin::Atomic,
            ),
            (true, None) => {
                params.push(Param::Accumulator {
                    name: acc.clone(),
                    pointee: ty.clone(),
                    host: host.clone(),
                    identity: op.host_identity(&ty),
                });
                (
                    Join::LastBlock {
                        target: p,
                        accumulator: acc,
                    },
                    BlockJoin::LastBlock,
                )
            }
        };
        epilogue.0.push(KStmt::Reduce(Reduce {
            op: r.op,
            ty: ty.clone(),
            partial: kname,
            buffer: buf.clone(),
            block,
            shuffles,
            join,
            elements: None,
        }));
        let bytes = self.bytes(&ty).map(|b| b * u64::from(slots));
        setup.shared(format!("{t} {buf}[{slots}]"), bytes);
        shared_memory.push(SharedUse {
            variable: shown,
            ty,
            slots,
            bytes,
            purpose: SharedPurpose::GangReduction {
                op: r.op,
                partials,
                join: block_join,
            },
        });
    }
}

/// What an array reduction reduces: its elements' type, the reduced item as written, the
/// section's first element and length (C text over host variables), and the elements of
/// each thread's private copy.
struct ReducedSection {
    elem: Type,
    written: String,
    lower_text: String,
    length_text: String,
    count: u128,
}

impl<'a> KernelBuilder<'_, 'a> {
    fn reduction_item(&self, r: &accc_ir::Reduction) -> Option<&'a VarRef> {
        fn loop_directives<'a>(l: &Loop<'a>, out: &mut Vec<&'a accc_front::directive::Directive>) {
            out.extend(l.directive);
            for c in &l.children {
                loop_directives(c, out);
            }
        }
        let mut directives = vec![self.region.directive];
        for l in &self.region.loops {
            loop_directives(l, &mut directives);
        }
        let items = directives.into_iter().flat_map(|d| {
            d.clauses.iter().flat_map(|c| match &c.kind {
                ClauseKind::Reduction { vars, .. } => vars.as_slice(),
                _ => &[],
            })
        });
        let mut items = items.filter(|v| !v.is_plain());
        match r.item {
            Some(span) => items.find(|v| v.span == span),
            None => items.find(|v| v.root.name == r.name),
        }
    }

    /// Where a clause names the variable or item of reduction `r`, for messages: the item
    /// (`reduction(*:z)` on a loop or on the construct), else the construct's directive.
    fn reduction_span(&self, r: &accc_ir::Reduction) -> Span {
        if let Some(v) = self.reduction_item(r) {
            return v.span;
        }
        let mut directives = vec![self.region.directive];
        for l in &self.region.loops {
            l.walk(&mut |l| directives.extend(l.directive));
        }
        directives
            .iter()
            .flat_map(|d| &d.clauses)
            .flat_map(|c| match &c.kind {
                ClauseKind::Reduction { vars, .. } => vars.as_slice(),
                _ => &[],
            })
            .find(|v| v.is_plain() && v.root.name == r.name)
            .map_or(self.region.directive.span, |v| v.span)
    }

    /// The struct member reduction `r` reduces (`reduction(+:s.x)`, `p->m`, `s.in.x`), if
    /// it reduces one.
    pub(super) fn reduced_member(&self, r: &accc_ir::Reduction) -> Option<&'a VarRef> {
        self.reduction_item(r).filter(|v| {
            matches!(v.base.kind, accc_front::ast::ExprKind::Member { .. })
                && v.subscripts.is_empty()
        })
    }

    /// A struct member's reduction, reduced as a scalar's: each thread's partial result is
    /// a scalar of the kernel that every use of the member in the kernel names instead
    /// (`Rewrites::reduced_members`), and the blocks' results join the member's own device
    /// copy, inside the struct's (which the construct maps like a reduced variable), at
    /// its host address `&(s.x)`. Returns the member's type, the word naming its helper
    /// variables, the partial result's name, the member as host code and as the user
    /// wrote it; `None` (with an error) where the member is no arithmetic scalar.
    fn member_reduction(
        &mut self,
        v: &'a VarRef,
    ) -> Option<(Type, String, String, String, String)> {
        let shown: String = self.rw.sm.snippet(v.span).split_whitespace().collect();
        let key = accc_passes::lower::members::member_chain(&v.base, self.rw.sema);
        let ty = self.rw.sema.symbols.type_of(&v.base);
        let (Some(key), Some(ty)) = (key, ty.filter(|t| t.is_arithmetic())) else {
            self.errors.push(
                Diagnostic::error(
                    v.span,
                    format!(
                        "`{shown}`: only members of arithmetic type can be reduced on this target"
                    ),
                )
                .with_label("not an arithmetic scalar member")
                .with_help("reduce an arithmetic member, or build for --target=multicore"),
            );
            return None;
        };
        // `_m_` keeps the words apart from those of a variable's reduction (`st_sum`).
        let ident = format!(
            "_m_{}",
            shown.replace(|c: char| !c.is_ascii_alphanumeric(), "_")
        );
        let kname = format!("__accc_r{ident}");
        self.rw.rewrites.reduced_members.insert(key, kname.clone());
        let host = format!("({})", self.rw.sm.snippet(v.base.span));
        Some((ty, ident, kname, host, shown))
    }

    /// What the array reduction `r` (of `item`, of type `ty`) reduces, or `None` after
    /// an error saying why this target cannot.
    fn reduced_section(
        &mut self,
        r: &accc_ir::Reduction,
        item: Option<&VarRef>,
        ty: &Type,
    ) -> Option<ReducedSection> {
        let span = item.map_or(self.region.directive.span, |v| v.span);
        let written = item.map_or(r.name.clone(), |v| self.rw.sm.snippet(v.span).to_string());
        let mut elem = ty.resolved().clone();
        let mut dims = Vec::new();
        while let Some(e) = elem.element().cloned() {
            if let Type::Array { len, .. } = elem.resolved() {
                dims.push(match len {
                    ArrayLen::Const(n) => Some(*n as u128),
                    _ => None,
                });
            }
            elem = e.resolved().clone();
        }
        let fail = |me: &mut Self, why: &str, help: &str| {
            me.errors.push(
                Diagnostic::error(span, format!("`reduction({}:{written})`: {why}", r.op.as_str()))
                    .with_label("not supported by this target yet")
                    .with_note("each thread keeps a private copy of the reduced elements, whose size must be a constant")
                    .with_help(help.to_string()),
            );
        };
        if !elem.is_arithmetic() || elem.is_complex() || elem.is_pointer() {
            fail(
                self,
                &format!(
                    "elements of type `{}` cannot be reduced on this target",
                    elem.spelling()
                ),
                "reduce arrays of integer or floating-point values",
            );
            return None;
        }
        // The section: its first element and length as C text over host variables, and as
        // constants where they are.
        let sections: Vec<_> = item
            .map(|v| v.subscripts.iter().collect())
            .unwrap_or_default();
        let constant = |e: &Option<accc_front::ast::Expr>| {
            e.as_ref()
                .and_then(|e| accc_sema::consteval::eval(e, &|_| None))
        };
        let (lower, length) = match sections.as_slice() {
            [] => (None, None),
            [s] => match &s.kind {
                SubscriptKind::Section { lower, length } => {
                    (Some(lower.clone()), Some(length.clone()))
                }
                SubscriptKind::Index(_) => {
                    fail(
                        self,
                        "an element of an array cannot be reduced on its own on this target",
                        "name the array, or a subarray of it",
                    );
                    return None;
                }
            },
            _ => {
                fail(
                    self,
                    "subarrays of more than one dimension are not reduced on this target yet",
                    "name the whole array",
                );
                return None;
            }
        };
        let whole: Option<u128> = if dims.is_empty() || dims.iter().any(Option::is_none) {
            None
        } else {
            Some(dims.iter().map(|n| n.unwrap()).product())
        };
        if dims.len() > 1 && lower.is_some() {
            fail(
                self,
                "subarrays of more than one dimension are not reduced on this target yet",
                "name the whole array",
            );
            return None;
        }
        let lower_text = match &lower {
            Some(Some(e)) => self.rw.sm.snippet(e.span).to_string(),
            _ => "0".to_string(),
        };
        let lower_value = match &lower {
            Some(l @ Some(_)) => constant(l),
            _ => Some(0),
        };
        let length_value = match &length {
            Some(l @ Some(_)) => constant(l),
            Some(None) => whole.and_then(|w| Some(w as i128 - lower_value?)),
            None => whole.map(|w| w as i128),
        };
        let length_text = match &length {
            Some(Some(e)) => self.rw.sm.snippet(e.span).to_string(),
            _ => match length_value {
                Some(n) => n.to_string(),
                None => format!("({}) - ({lower_text})", whole.unwrap_or(0)),
            },
        };
        // The private copy: the whole array, or through a pointer elements 0 to the
        // section's end.
        let private_elements = match (whole, lower_value, length_value) {
            (Some(w), _, _) => Some(w),
            (None, Some(lo), Some(n)) if ty.is_pointer() && lo >= 0 && n >= 0 => {
                Some((lo + n) as u128)
            }
            _ => None,
        };
        let Some(count) = private_elements else {
            fail(self, "the subarray's bounds are known only at run time", "give the subarray constant bounds (`p[0:16]`), reduce a fixed-size array, or build for --target=multicore");
            return None;
        };
        if count > MAX_PRIVATE_REDUCTION_ELEMENTS {
            fail(self, &format!("{count} elements are too many for each thread's private copy (at most {MAX_PRIVATE_REDUCTION_ELEMENTS} on this target)"), "reduce fewer elements per construct (a subarray), or build for --target=multicore");
            return None;
        }
        Some(ReducedSection {
            elem,
            written,
            lower_text,
            length_text,
            count,
        })
    }

    /// A reduction of an array, or of a subarray (`reduction(+:h)` of an `int h[16]`,
    /// `reduction(max:m[2:4])`, `reduction(+:p[0:8])` through a pointer): every element is
    /// a reduction of its own. Each thread keeps a private copy of the whole array (or, through
    /// a pointer, of elements 0 to the section's end: its bounds must then be constants),
    /// every element starting at the operator's identity; at the end the block combines
    /// the copies one element of the section at a time (as a scalar's partial results:
    /// shuffles or a tree in shared memory, then a barrier before the next element) and
    /// thread 0 adds each element's block result to the device copy with one atomic
    /// operation (on CUDA too: the array is ordinary device data, not a result slot).
    /// The private copies live in each thread's private memory, so their size is bounded
    /// (`MAX_PRIVATE_REDUCTION_ELEMENTS`); larger or run-time-sized ones are an error
    /// at the clause.
    #[allow(clippy::too_many_arguments)]
    fn array_reduction(
        &mut self,
        r: &accc_ir::Reduction,
        item: Option<&VarRef>,
        ty: &Type,
        block: u32,
        params: &mut Vec<Param>,
        setup: &mut Code,
        epilogue: &mut Code,
        shared_memory: &mut Vec<SharedUse>,
    ) {
        let d = self.target();
        let Some(ReducedSection {
            elem,
            written,
            lower_text,
            length_text,
            count,
        }) = self.reduced_section(r, item, ty)
        else {
            return;
        };
        let kname = d.kernel_ident(&r.name);
        let t = d.type_text(&elem.spelling());
        let op = AtomicOp::from_reduction(r.op.combining(elem.is_bool()));
        let identity = op.identity(&elem);
        let p = format!("__accc_p_{}", r.name);
        let lo = format!("__accc_rlo_{}", r.name);
        let n = format!("__accc_rn_{}", r.name);
        // The device copy from the section's first element (where present data starts
        // for a clause's subarray).
        params.push(Param::data_pointer(
            p.clone(),
            elem.clone(),
            format!(
                "((void *)((char *)({}) + sizeof({}) * ({lower_text})))",
                r.name,
                elem.spelling()
            ),
        ));
        params.push(Param::Value {
            name: lo.clone(),
            ty: ValueType::Long,
            host: format!("(long)({lower_text})"),
            role: ValueRole::Other,
        });
        params.push(Param::Value {
            name: n.clone(),
            ty: ValueType::Long,
            host: format!("(long)({length_text})"),
            role: ValueRole::Other,
        });
        self.rw.rewrites.storage.insert(r.sym, Space::Private);
        let declared = if ty.is_array() {
            self.decl(ty, &kname)
        } else {
            format!("{t} {kname}[{count}]")
        };
        let flat = format!("(({t} *){kname})");
        let _ = writeln!(
            setup,
            "    {declared};\n    for (int __accc_k = 0; __accc_k < {count}; __accc_k++) {flat}[__accc_k] = {identity};"
        );
        let buf = format!("__accc_red_{}", r.name);
        let shuffles = d
            .shuffle(Shuffle::Down, &elem, "__accc_v", "__accc_s")
            .is_some()
            && block.is_multiple_of(WARP);
        let slots = if shuffles { block / WARP } else { block };
        epilogue.0.push(KStmt::Reduce(Reduce {
            op: r.op,
            ty: elem.clone(),
            partial: "__accc_v".to_string(),
            buffer: buf.clone(),
            block,
            shuffles,
            join: Join::Atomic {
                target: format!("{p}[__accc_k]"),
            },
            elements: Some(ReducedElements {
                count: n,
                first: lo,
                copy: flat,
            }),
        }));
        let bytes = self.bytes(&elem).map(|b| b * u64::from(slots));
        setup.shared(format!("{t} {buf}[{slots}]"), bytes);
        shared_memory.push(SharedUse {
            variable: written,
            ty: elem,
            slots,
            bytes,
            purpose: SharedPurpose::ArrayReduction {
                op: r.op,
                private_elements: count,
            },
        });
    }
}
