//! A kernel's reductions, on the GPU targets (`accc_ir::kernel::reduce::Reductions`):
//!
//! * each vector or worker loop's reduction (combined over the loop's lanes as
//!   [`super::partition`] decided) keeps its partial results in a shared buffer of the
//!   variable's — one per thread for a tree, one per warp after shuffles, none where the
//!   lanes are one warp's and shuffles alone combine them; only scalars (complex ones by
//!   `+` and `*`) reduce over lanes;
//! * each of the kernel's own reductions combines each thread's partial result in the
//!   block (warp shuffles where the target shuffles the type and the block is whole warps,
//!   else a tree), then joins the blocks' results into the variable: one atomic update per
//!   block, the last block combining the kernel's accumulator (where the target's last
//!   block combines), a complex value's parts, or a complex product's blocks in turn. A
//!   struct member reduces as a scalar of the kernel's; an array or subarray one element
//!   at a time, each thread keeping a private copy of a bounded number of elements.
//!
//! `super::kernel` gives the kernel's block, its vector loops' partition records and its
//! reductions; the kernel builder prints the record.

use accc_front::ast::{BasicType, Expr, ExprKind};
use accc_front::directive::{ClauseKind, Directive, ReductionOp, SubscriptKind, VarRef};
use accc_front::{Diagnostic, SourceMap, Span};
use accc_ir::atomic::AtomicOp;
use accc_ir::complex::Arith;
use accc_ir::host::{HostBinOp, HostExpr};
use accc_ir::kernel::reduce::{
    ComplexReduction, GangReduction, Reduced, ReducedSection, ReductionParam, Reductions,
    MAX_PRIVATE_REDUCTION_ELEMENTS,
};
use accc_ir::kernel::{
    BlockJoin, Combine, LaneLevel, Lanes, Partials, Partitioned, SharedPurpose, SharedUse, WARP,
};
use accc_ir::{Caps, ComputeRegion, Loop, Reduction};
use accc_sema::analyze::Sema;
use accc_sema::{ArrayLen, Type};

use crate::lower::complex::arith_of;

/// What the decisions ask besides the reductions.
pub struct Context<'r, 'a> {
    pub region: &'r ComputeRegion<'a>,
    pub sema: &'r Sema,
    pub sm: &'r SourceMap,
    /// The target's facts: which types it shuffles, whether its last block combines.
    pub caps: &'r Caps,
    /// Threads per block of the kernel.
    pub block: u32,
}

/// The reductions of a kernel: those of its vector and worker loops (each loop with its
/// partition record, in the order the builder spreads them) and its own (`gang`).
pub fn reductions(
    cx: &Context<'_, '_>,
    loops: &[(&Loop<'_>, &Partitioned)],
    gang: &[Reduction],
) -> Reductions {
    let mut out = Reductions::default();
    let mut uses = Vec::new();
    for (l, p) in loops {
        loop_reductions(cx, l, p, &mut uses, &mut out);
    }
    // Those combined by shuffles alone first, then one buffer a variable, as large as its
    // largest use needs (and kept for what its first use keeps there).
    let (shuffled, declared): (Vec<SharedUse>, Vec<SharedUse>) =
        uses.into_iter().partition(|u| u.slots == 0);
    let mut buffers: Vec<SharedUse> = Vec::new();
    for u in declared {
        match buffers.iter_mut().find(|b| b.variable == u.variable) {
            Some(b) => b.slots = b.slots.max(u.slots),
            None => buffers.push(u),
        }
    }
    for b in &mut buffers {
        b.bytes = bytes(cx.sema, &b.ty).map(|n| n * u64::from(b.slots));
    }
    out.loop_buffers = shuffled.into_iter().chain(buffers).collect();
    for r in gang {
        if let Some(g) = gang_reduction(cx, r, &mut out) {
            out.gang.push(g);
        }
    }
    out
}

/// The size of `ty` (sema's model of the C layout), where known.
fn bytes(sema: &Sema, ty: &Type) -> Option<u64> {
    accc_sema::size_align(ty, &sema.symbols).map(|(size, _)| size)
}

/// A complex value the device program's complex helpers combine (of `float` or `double`
/// parts).
fn helper_complex(ty: &Type) -> bool {
    matches!(
        ty.resolved(),
        Type::Basic(BasicType::ComplexFloat | BasicType::ComplexDouble)
    )
}

/// Notes the complex helpers a reduction with `op` of a value of type `ty` calls, where
/// `ty` is complex.
fn note_complex(out: &mut Reductions, op: ReductionOp, ty: &Type, joined: bool) {
    if let Ok(Some(Arith {
        complex: true,
        precision,
    })) = arith_of(ty)
    {
        out.complex_helpers.push(ComplexReduction {
            op,
            precision,
            joined,
        });
    }
}

/// The shared-memory uses of the reductions of vector or worker loop `l` (each use's
/// own slots, sized by [`reductions`], which merges a variable's) into `uses`, or an
/// error for each it cannot make.
fn loop_reductions(
    cx: &Context<'_, '_>,
    l: &Loop<'_>,
    p: &Partitioned,
    uses: &mut Vec<SharedUse>,
    out: &mut Reductions,
) {
    let (level, lanes) = match p.lanes {
        Lanes::Workers { .. } => ("worker loop", LaneLevel::Worker),
        _ => ("vector loop", LaneLevel::Vector),
    };
    for (r, decided) in l.reductions.iter().zip(&p.reductions) {
        let ty = cx.sema.symbols.get(r.sym).ty.clone();
        // Complex `+` and `*` combine in the block as any scalar's (through the complex
        // helpers), never across blocks.
        let complex_combines =
            helper_complex(&ty) && matches!(r.op, ReductionOp::Add | ReductionOp::Mul);
        if !ty.is_arithmetic() || (ty.is_complex() && !complex_combines) || r.item.is_some() {
            let span = r.item.unwrap_or(l.stmt.span);
            let item = match r.item {
                Some(item) => cx.sm.snippet(item).to_string(),
                None => r.name.clone(),
            };
            out.loop_errors.push(
                Diagnostic::error(span, format!("`reduction({}:{item})` of the {level}: only scalars reduce over a block's lanes on this target yet", r.op.as_str()))
                    .with_label("an array, a member or a complex value")
                    .with_help("put the reduction on the gang loop (each thread then runs whole iterations), or build for --target=multicore"),
            );
            continue;
        }
        // Combined in the block only: the variable's own reduction joins the blocks.
        note_complex(out, r.op, &ty, false);
        let (slots, partials) = if decided.combine == Combine::Tree {
            (cx.block, Partials::PerThread)
        } else if decided.group > WARP {
            (cx.block / WARP, Partials::PerWarp)
        } else {
            // Within a warp, shuffles alone: recorded all the same, as a reduction's
            // shape is what the feedback tells.
            (
                0,
                Partials::Shuffled {
                    lanes: decided.group,
                },
            )
        };
        uses.push(SharedUse {
            variable: r.name.clone(),
            ty,
            slots,
            bytes: (slots == 0).then_some(0),
            purpose: SharedPurpose::LoopReduction {
                op: r.op,
                level: lanes,
                partials,
            },
        });
    }
}

/// The directives of region `region` that may name a reduction: the construct's, then
/// its loops' in tree order.
fn directives<'a>(region: &ComputeRegion<'a>) -> Vec<&'a Directive> {
    fn loop_directives<'a>(l: &Loop<'a>, out: &mut Vec<&'a Directive>) {
        out.extend(l.directive);
        for c in &l.children {
            loop_directives(c, out);
        }
    }
    let mut directives = vec![region.directive];
    for l in &region.loops {
        loop_directives(l, &mut directives);
    }
    directives
}

/// The reduction clauses' items of `directives`.
fn items<'a>(directives: Vec<&'a Directive>) -> impl Iterator<Item = &'a VarRef> {
    directives.into_iter().flat_map(|d| {
        d.clauses.iter().flat_map(|c| match &c.kind {
            ClauseKind::Reduction { vars, .. } => vars.as_slice(),
            _ => &[],
        })
    })
}

/// The clause item of reduction `r` where it is not the bare variable (a subarray, a
/// member): by its span for a loop's reductions, else the construct's own clause naming
/// the variable.
fn reduction_item<'a>(region: &ComputeRegion<'a>, r: &Reduction) -> Option<&'a VarRef> {
    let mut items = items(directives(region)).filter(|v| !v.is_plain());
    match r.item {
        Some(span) => items.find(|v| v.span == span),
        None => items.find(|v| v.root.name == r.name),
    }
}

/// Where a clause names the variable or item of reduction `r`, for messages: the item
/// (`reduction(*:z)` on a loop or on the construct), else the construct's directive.
fn reduction_span(region: &ComputeRegion<'_>, r: &Reduction) -> Span {
    if let Some(v) = reduction_item(region, r) {
        return v.span;
    }
    items(directives(region))
        .find(|v| v.is_plain() && v.root.name == r.name)
        .map_or(region.directive.span, |v| v.span)
}

/// The struct member reduction `r` reduces (`reduction(+:s.x)`, `p->m`, `s.in.x`), if it
/// reduces one.
pub fn reduced_member<'a>(region: &ComputeRegion<'a>, r: &Reduction) -> Option<&'a VarRef> {
    reduction_item(region, r)
        .filter(|v| matches!(v.base.kind, ExprKind::Member { .. }) && v.subscripts.is_empty())
}

/// What a scalar reduction combines into: its type, the word naming its helpers, the
/// variable or member as host code and as messages show it.
struct Scalar {
    ty: Type,
    ident: String,
    reduced: Reduced,
    host: HostExpr,
    shown: String,
}

/// The kernel's reduction `r`, or `None` after an error saying why this target cannot
/// make it.
fn gang_reduction(
    cx: &Context<'_, '_>,
    r: &Reduction,
    out: &mut Reductions,
) -> Option<GangReduction> {
    let item = reduction_item(cx.region, r);
    let Scalar {
        ty,
        ident,
        reduced,
        host,
        shown,
    } = match reduced_member(cx.region, r) {
        Some(v) => member(cx, v, out)?,
        None => Scalar {
            ty: cx.sema.symbols.get(r.sym).ty.clone(),
            ident: r.name.clone(),
            reduced: Reduced::Variable,
            host: HostExpr::var(&r.name),
            shown: r.name.clone(),
        },
    };
    let complex = helper_complex(&ty);
    // `+` joins the blocks' results by one atomic per part; `*` needs the blocks to take
    // turns, under a lock in the kernel's accumulator.
    let joinable = matches!(r.op, ReductionOp::Add | ReductionOp::Mul);
    if complex && !joinable {
        let span = reduction_span(cx.region, r);
        out.gang_errors.push(
            Diagnostic::error(span, format!("`reduction({}:{shown})`: `{}` reductions of `{}` values are not supported on this target yet", r.op.as_str(), r.op.as_str(), ty.spelling()))
                .with_label("a complex variable")
                .with_note("only `+` and `*` reduce complex values")
                .with_help("build for --target=multicore"),
        );
        return None;
    }
    if ty.is_array() || ty.is_pointer() {
        if ty.element().is_some_and(|e| e.is_complex()) {
            let span = reduction_span(cx.region, r);
            out.gang_errors.push(
                Diagnostic::error(span, format!("`reduction({}:{shown})`: reductions of arrays of complex values are not supported on this target yet", r.op.as_str()))
                    .with_label("an array of complex values")
                    .with_note("each element's result joins the array by an atomic operation, which complex values do not have")
                    .with_help("reduce the real and imaginary parts as two arrays (for `+`), or build for --target=multicore"),
            );
            return None;
        }
        return array_reduction(cx, r, item, &ty, out);
    }
    if !ty.is_arithmetic() {
        out.gang_errors.push(
            Diagnostic::error(
                cx.region.directive.span,
                format!("reduction of `{}` (not an arithmetic scalar)", r.name),
            )
            .with_label("not supported by this target yet"),
        );
        return None;
    }
    let op = AtomicOp::from_reduction(r.op.combining(ty.is_bool()));
    let mut params = vec![ReductionParam::Target {
        pointee: ty.clone(),
        host: host.clone().paren().address(),
    }];
    let shuffles = cx.caps.shuffles(&ty) && cx.block.is_multiple_of(WARP);
    let last_block = cx.caps.last_block_combines;
    let join = match (complex, last_block, op) {
        (true, _, AtomicOp::Mul) => BlockJoin::InTurn,
        (true, false, _) => BlockJoin::AtomicParts,
        (true, true, _) => BlockJoin::LastBlockParts,
        (false, false, _) => BlockJoin::Atomic,
        (false, true, _) => BlockJoin::LastBlock,
    };
    if complex {
        note_complex(out, r.op, &ty, true);
    }
    if join.needs_accumulator() {
        params.push(ReductionParam::Accumulator {
            pointee: ty.clone(),
            host,
        });
    }
    let (slots, partials) = block_partials(cx.block, shuffles);
    let shared = SharedUse {
        variable: shown,
        ty: ty.clone(),
        slots,
        bytes: bytes(cx.sema, &ty).map(|b| b * u64::from(slots)),
        purpose: SharedPurpose::GangReduction {
            op: r.op,
            partials,
            join,
        },
    };
    Some(GangReduction {
        op: r.op,
        sym: r.sym,
        name: r.name.clone(),
        reduced,
        ty,
        ident,
        block: cx.block,
        shuffles,
        join,
        params,
        shared,
    })
}

/// The partial results of a block of `block` threads that meet in shared memory: one per
/// warp after shuffles, else every thread's.
fn block_partials(block: u32, shuffles: bool) -> (u32, Partials) {
    match shuffles {
        true => (block / WARP, Partials::PerWarp),
        false => (block, Partials::PerThread),
    }
}

/// A struct member's reduction, reduced as a scalar's: each thread's partial result is a
/// scalar of the kernel that every use of the member in the kernel names instead, and the
/// blocks' results join the member's own device copy, inside the struct's (which the
/// construct maps like a reduced variable), at its host address `&(s.x)`; `None` (with an
/// error) where the member is no arithmetic scalar.
fn member(cx: &Context<'_, '_>, v: &VarRef, out: &mut Reductions) -> Option<Scalar> {
    let shown: String = cx.sm.snippet(v.span).split_whitespace().collect();
    let key = crate::lower::members::member_chain(&v.base, cx.sema);
    let ty = cx.sema.symbols.type_of(&v.base);
    let (Some(key), Some(ty)) = (key, ty.filter(|t| t.is_arithmetic())) else {
        out.gang_errors.push(
            Diagnostic::error(
                v.span,
                format!("`{shown}`: only members of arithmetic type can be reduced on this target"),
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
    let partial = format!("__accc_r{ident}");
    out.renamed_members.push((key, partial.clone()));
    Some(Scalar {
        ty,
        ident,
        reduced: Reduced::Member { partial },
        host: HostExpr::Source(v.base.span).paren(),
        shown,
    })
}

/// A reduction of an array, or of a subarray (`reduction(+:h)` of an `int h[16]`,
/// `reduction(max:m[2:4])`, `reduction(+:p[0:8])` through a pointer): every element is a
/// reduction of its own. Each thread keeps a private copy of the whole array (or, through
/// a pointer, of elements 0 to the section's end: its bounds must then be constants),
/// every element starting at the operator's identity; at the end the block combines the
/// copies one element of the section at a time (as a scalar's partial results: shuffles
/// or a tree in shared memory) and joins each element's block result to the device copy
/// with one atomic operation (on CUDA too: the array is ordinary device data, not a result
/// slot). The private copies live in each thread's private memory, so their size is
/// bounded (`MAX_PRIVATE_REDUCTION_ELEMENTS`); larger or run-time-sized ones are an error
/// at the clause.
fn array_reduction(
    cx: &Context<'_, '_>,
    r: &Reduction,
    item: Option<&VarRef>,
    ty: &Type,
    out: &mut Reductions,
) -> Option<GangReduction> {
    let Section {
        elem,
        written,
        lower,
        length,
        count,
    } = section(cx, r, item, ty, out)?;
    let params = vec![
        // The device copy from the section's first element (where present data starts
        // for a clause's subarray).
        ReductionParam::Target {
            pointee: elem.clone(),
            host: (HostExpr::var(&r.name).cast("char *"))
                .binary(
                    HostBinOp::Add,
                    (HostExpr::SizeOf(elem.spelling()))
                        .binary(HostBinOp::Mul, lower.clone().paren()),
                )
                .cast("void *")
                .paren(),
        },
        ReductionParam::SectionStart {
            host: lower.cast("long"),
        },
        ReductionParam::SectionLength {
            host: length.cast("long"),
        },
    ];
    let shuffles = cx.caps.shuffles(&elem) && cx.block.is_multiple_of(WARP);
    let (slots, _) = block_partials(cx.block, shuffles);
    let shared = SharedUse {
        variable: written,
        ty: elem.clone(),
        slots,
        bytes: bytes(cx.sema, &elem).map(|b| b * u64::from(slots)),
        purpose: SharedPurpose::ArrayReduction {
            op: r.op,
            private_elements: count,
        },
    };
    Some(GangReduction {
        op: r.op,
        sym: r.sym,
        name: r.name.clone(),
        reduced: Reduced::Section(ReducedSection {
            elements: count,
            as_declared: ty.is_array(),
        }),
        ty: elem,
        ident: r.name.clone(),
        block: cx.block,
        shuffles,
        join: BlockJoin::Atomic,
        params,
        shared,
    })
}

/// What an array reduction reduces: its elements' type, the reduced item as written, the
/// section's first element and length (C text over host variables), and the elements of
/// each thread's private copy.
struct Section {
    elem: Type,
    written: String,
    lower: HostExpr,
    length: HostExpr,
    count: u128,
}

/// The constant dimensions of the array type `ty` (`None` for one of run-time length),
/// outermost first, and its elements' type.
fn dimensions(ty: &Type) -> (Vec<Option<u128>>, Type) {
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
    (dims, elem)
}

/// What the array reduction `r` (of `item`, of type `ty`) reduces, or `None` after an
/// error saying why this target cannot.
fn section(
    cx: &Context<'_, '_>,
    r: &Reduction,
    item: Option<&VarRef>,
    ty: &Type,
    out: &mut Reductions,
) -> Option<Section> {
    let span = item.map_or(cx.region.directive.span, |v| v.span);
    let written = item.map_or(r.name.clone(), |v| cx.sm.snippet(v.span).to_string());
    let (dims, elem) = dimensions(ty);
    let mut fail = |why: &str, help: &str| {
        out.gang_errors.push(
            Diagnostic::error(span, format!("`reduction({}:{written})`: {why}", r.op.as_str()))
                .with_label("not supported by this target yet")
                .with_note("each thread keeps a private copy of the reduced elements, whose size must be a constant")
                .with_help(help.to_string()),
        );
    };
    if !elem.is_arithmetic() || elem.is_complex() || elem.is_pointer() {
        fail(
            &format!(
                "elements of type `{}` cannot be reduced on this target",
                elem.spelling()
            ),
            "reduce arrays of integer or floating-point values",
        );
        return None;
    }
    const MANY_DIMENSIONS: &str =
        "subarrays of more than one dimension are not reduced on this target yet";
    // The section: its first element and length as written, where it has them.
    let subscripts: Vec<_> = item
        .map(|v| v.subscripts.iter().collect())
        .unwrap_or_default();
    let (lower, length) = match subscripts.as_slice() {
        [] => (None, None),
        [s] => match &s.kind {
            SubscriptKind::Section { lower, length } => (Some(lower), Some(length)),
            SubscriptKind::Index(_) => {
                fail(
                    "an element of an array cannot be reduced on its own on this target",
                    "name the array, or a subarray of it",
                );
                return None;
            }
        },
        _ => {
            fail(MANY_DIMENSIONS, "name the whole array");
            return None;
        }
    };
    let whole: Option<u128> = match dims.is_empty() {
        true => None,
        false => dims.iter().copied().product(),
    };
    if dims.len() > 1 && lower.is_some() {
        fail(MANY_DIMENSIONS, "name the whole array");
        return None;
    }
    let bounds = bounds(lower, length, whole);
    // The private copy: the whole array, or through a pointer elements 0 to the
    // section's end.
    let private_elements = match (whole, bounds.lower, bounds.length) {
        (Some(w), _, _) => Some(w),
        (None, Some(lo), Some(n)) if ty.is_pointer() && lo >= 0 && n >= 0 => Some((lo + n) as u128),
        _ => None,
    };
    let Some(count) = private_elements else {
        fail("the subarray's bounds are known only at run time", "give the subarray constant bounds (`p[0:16]`), reduce a fixed-size array, or build for --target=multicore");
        return None;
    };
    if count > MAX_PRIVATE_REDUCTION_ELEMENTS {
        fail(&format!("{count} elements are too many for each thread's private copy (at most {MAX_PRIVATE_REDUCTION_ELEMENTS} on this target)"), "reduce fewer elements per construct (a subarray), or build for --target=multicore");
        return None;
    }
    Some(Section {
        elem,
        written,
        lower: bounds.lower_expr,
        length: bounds.length_expr,
        count,
    })
}

/// A reduced section's first element and length: as C text over host variables, and as
/// constants where they are.
struct Bounds {
    lower_expr: HostExpr,
    length_expr: HostExpr,
    lower: Option<i128>,
    length: Option<i128>,
}

/// The bounds of a section written with `lower` and `length` (`None`: the whole array,
/// of `whole` elements where that is a constant).
fn bounds(
    lower: Option<&Option<Expr>>,
    length: Option<&Option<Expr>>,
    whole: Option<u128>,
) -> Bounds {
    let constant = |e: &Expr| accc_sema::consteval::eval(e, &|_| None);
    let lower_expr = match lower {
        Some(Some(e)) => HostExpr::Source(e.span),
        _ => HostExpr::int(0),
    };
    let lower_value = match lower {
        Some(Some(e)) => constant(e),
        _ => Some(0),
    };
    let length_value = match length {
        Some(Some(e)) => constant(e),
        Some(None) => whole.and_then(|w| Some(w as i128 - lower_value?)),
        None => whole.map(|w| w as i128),
    };
    let length_expr = match length {
        Some(Some(e)) => HostExpr::Source(e.span),
        _ => match length_value {
            Some(n) => HostExpr::int(n),
            None => (HostExpr::int(whole.unwrap_or(0)).paren())
                .binary(HostBinOp::Sub, lower_expr.clone().paren()),
        },
    };
    Bounds {
        lower_expr,
        length_expr,
        lower: lower_value,
        length: length_value,
    }
}
