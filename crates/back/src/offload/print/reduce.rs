//! Printing a reduction's combination at the end of a kernel ([`KStmt::Reduce`]): across
//! the block, then across the blocks into the variable (an array's one element at a time).
//!
//! [`KStmt::Reduce`]: accc_ir::kernel::KStmt::Reduce

use accc_ir::kernel::{Join, Reduce};
use accc_sema::Type;

use accc_ir::kernel::WARP;

use super::super::atomic::{complex_suffix, OpText};
use super::super::target::{Shuffle, Target};
use accc_ir::atomic::AtomicOp;
use accc_ir::needs::Needs;

/// The code of reduction `r` for target `d` (the atomic helpers it calls are noted by
/// [`note_atomic_helpers`]).
pub fn reduce(r: &Reduce, d: &dyn Target) -> String {
    let op = AtomicOp::from_reduction(r.op.combining(r.ty.is_bool()));
    let identity = op.identity(&r.ty);
    let shuffled = d
        .shuffle(Shuffle::Down, &r.ty, &r.partial, "__accc_s")
        .filter(|_| r.shuffles);
    let (combined, value) = match shuffled {
        Some(shuffled) => (
            combine_by_shuffles(d, op, &r.partial, &r.buffer, &shuffled, &identity, r.block),
            r.partial.clone(),
        ),
        None => (
            combine_by_tree(d, op, &r.ty, &r.partial, &r.buffer, r.block),
            format!("{}[0]", r.buffer),
        ),
    };
    let t = d.type_text(&r.ty.spelling());
    let join = match &r.join {
        Join::Atomic { target } => {
            let atomic = d.atomic_fetch(&r.ty, op, target, &value);
            format!("    if (__accc_l == 0) (void){atomic};\n")
        }
        Join::LastBlock {
            target,
            accumulator,
        } => {
            let atomic = d.atomic_fetch(&r.ty, op, &format!("*{accumulator}"), &value);
            last_block_combines(op, &t, target, accumulator, &atomic, &identity)
        }
        // (`verify` holds a complex join to a complex type.)
        Join::Complex {
            target,
            accumulator,
        } => {
            let s = complex_suffix(&r.ty).unwrap_or("d");
            complex_join(d, op, s, target, accumulator, &value)
        }
    };
    match &r.elements {
        None => format!("{combined}{join}"),
        Some(e) => format!(
            "    for (long __accc_k = 0; __accc_k < {n}; __accc_k++) {{\n    {t} {v} = {copy}[{first} + __accc_k];\n{combined}{join}    {};\n    }}\n",
            d.barrier(),
            n = e.count,
            v = r.partial,
            copy = e.copy,
            first = e.first,
        ),
    }
}

/// Notes in `needs` the compare-and-swap helpers that reduction `r` joins the blocks'
/// results by on target `d` (those [`reduce`] calls): a scalar's operation, or the
/// additions to each part of a complex sum (a complex product joins under a lock).
pub fn note_atomic_helpers(r: &Reduce, d: &dyn Target, needs: &mut Needs) {
    let op = AtomicOp::from_reduction(r.op.combining(r.ty.is_bool()));
    let helper = match &r.join {
        Join::Atomic { .. } | Join::LastBlock { .. } => d.atomic_helper(&r.ty, op),
        Join::Complex { .. } if op == AtomicOp::Mul => None,
        Join::Complex { .. } => {
            let (_, part_type) = complex_part(complex_suffix(&r.ty).unwrap_or("d"));
            d.atomic_helper(&part_type, AtomicOp::Add)
        }
    };
    needs.atomic_helpers.extend(helper);
}

/// The part type of complex values of the helpers' precision `s`, in C and as a type.
fn complex_part(s: &str) -> (&'static str, Type) {
    match s {
        "d" => ("double", Type::Basic(accc_front::ast::BasicType::Double)),
        _ => ("float", Type::Basic(accc_front::ast::BasicType::Float)),
    }
}

/// The block's combination of a reduction's partial results `var`, leaving the block's in
/// thread 0's `var`: each warp's lanes by `shuffled` (`var` from the lane `__accc_s` up),
/// one value per warp through `buf` in shared memory, then the first warp's lanes again
/// (one barrier).
fn combine_by_shuffles(
    d: &dyn Target,
    op: AtomicOp,
    var: &str,
    buf: &str,
    shuffled: &str,
    identity: &str,
    block: u32,
) -> String {
    let combine = op.apply(var, "__accc_o");
    // lanes 0 .. 2 * half of each warp into its lane 0
    let warp_combine = |indent: &str, half: u32| {
        format!("{indent}for (int __accc_s = {half}; __accc_s > 0; __accc_s >>= 1) {{\n{indent}    auto __accc_o = {shuffled};\n{indent}    {var} = {combine};\n{indent}}}\n")
    };
    let warps = block / WARP;
    format!(
        "{}    if (__accc_l % {WARP} == 0) {buf}[__accc_l / {WARP}] = {var};\n    {};\n    if (__accc_l < {WARP}) {{\n        {var} = __accc_l < {warps} ? {buf}[__accc_l] : {identity};\n{}    }}\n",
        warp_combine("    ", WARP / 2),
        d.barrier(),
        warp_combine("        ", warps.next_power_of_two() / 2),
    )
}

/// Where the count of blocks lies in a reduction accumulator (`ACCRT_ARG_ACCUMULATOR`
/// in `include/accrt.h`; the runtime's CUDA device makes them).
const ACCUMULATOR_COUNT_AT: u32 = 16;

/// CUDA: thread 0 of each block adds the block's result to the kernel's accumulator
/// `acc` (`atomic`) and counts the block in the word after it; the block that
/// counts last combines the total into the variable at `p` with ordinary accesses and
/// leaves the accumulator as the next launch needs it (`identity`, count 0). So the
/// variable is read and written once per launch, which lets it live in host memory the
/// kernel reaches directly (`ACCRT_RESULT`): the initial value and the result then need
/// no copies. The fences order each block's addition before its count, and the counts
/// before the last block's read.
fn last_block_combines(
    op: AtomicOp,
    t: &str,
    p: &str,
    acc: &str,
    atomic: &str,
    identity: &str,
) -> String {
    let count = format!("((unsigned *)((char *){acc} + {ACCUMULATOR_COUNT_AT}))");
    let combined = op.apply(&format!("*{p}"), "__accc_t");
    format!(
        "    if (__accc_l == 0) {{
        (void){atomic};
        __threadfence();
        if (atomicAdd({count}, 1u) == gridDim.x - 1) {{
            __threadfence();
            {t} __accc_t = *(volatile {t} *){acc};
            *(volatile {t} *){acc} = {identity};
            *(volatile unsigned *){count} = 0u;
            *{p} = {combined};
        }}
    }}
"
    )
}

/// Where the lock of a complex product's accumulator lies (`complex_join`): bytes the
/// runtime's 32-byte accumulator holds after the count, zero when made.
const ACCUMULATOR_LOCK_AT: u32 = 20;

/// Thread 0 of each block joins the block's result `value` of a `+` or `*` reduction of
/// a complex variable at `p` (helpers of precision `s`). Complex values have no atomic
/// operations. OpenCL `+`: one atomic addition to each part of the variable's device
/// copy. Otherwise the kernel's accumulator `acc` takes the blocks' results — a sum
/// (CUDA) by one atomic addition to each part, a product by each block in turn under a
/// lock (a word of the accumulator's, taken by compare-and-swap: only thread 0 of a
/// block waits, and the holder runs, so every block gets it) — and the last block
/// combines it into the variable, as `last_block_combines` does for a scalar's. OpenCL's
/// product: `opencl_complex_product`.
fn complex_join(d: &dyn Target, op: AtomicOp, s: &str, p: &str, acc: &str, value: &str) -> String {
    let (part, part_type) = complex_part(s);
    let c = format!("{part} _Complex");
    let parts_of = |target: &str, space: &str| {
        let add = |k: usize, of: &str| {
            d.atomic_fetch(
                &part_type,
                AtomicOp::Add,
                &format!("(({space}{part} *){target})[{k}]"),
                &format!("__accc_c{of}_{s}({value})"),
            )
        };
        format!("(void){}; (void){};", add(0, "real"), add(1, "imag"))
    };
    if !d.last_block_combines() {
        if op == AtomicOp::Mul {
            return opencl_complex_product(s, part, p, acc, value);
        }
        return format!(
            "    if (__accc_l == 0) {{ {} }}\n",
            parts_of(p, "__global ")
        );
    }
    let parts = format!("((volatile {part} *){acc})");
    // The operation on two complex values (`+` or `*`).
    let joined = |a: &str, b: &str| match op {
        AtomicOp::Mul => format!("__accc_cmul_{s}({a}, {b})"),
        _ => format!("__accc_cadd_{s}({a}, {b})"),
    };
    let block_join = match op {
        AtomicOp::Mul => {
            let lock = format!("((int *)((char *){acc} + {ACCUMULATOR_LOCK_AT}))");
            format!(
                "while (atomicCAS({lock}, 0, 1) != 0) {{}}
        __threadfence();
        {{ {c} __accc_j = {}; {parts}[0] = __accc_creal_{s}(__accc_j); {parts}[1] = __accc_cimag_{s}(__accc_j); }}
        __threadfence();
        (void)atomicExch({lock}, 0);",
                joined(&format!("__accc_cx_{s}({parts}[0], {parts}[1])"), value),
            )
        }
        _ => parts_of(acc, ""),
    };
    let count = format!("((unsigned *)((char *){acc} + {ACCUMULATOR_COUNT_AT}))");
    // The identity's real part (its imaginary part is 0).
    let one = matches!(op, AtomicOp::Mul) as u8;
    let combined = joined(&format!("*{p}"), "__accc_t");
    format!(
        "    if (__accc_l == 0) {{
        {block_join}
        __threadfence();
        if (atomicAdd({count}, 1u) == gridDim.x - 1) {{
            __threadfence();
            {c} __accc_t = __accc_cx_{s}({parts}[0], {parts}[1]);
            {parts}[0] = {one}; {parts}[1] = 0;
            *(volatile unsigned *){count} = 0u;
            *{p} = {combined};
        }}
    }}
"
    )
}

/// OpenCL: work-item 0 of each work-group multiplies the kernel's accumulator `acc` (a
/// complex value of `part`s, helpers of precision `s`) by the group's product `value`
/// under the accumulator's lock word, the way CUDA's blocks do in `complex_join`. Only
/// that one work-item of a group spins on the lock (work-items of one group need not
/// make progress independently, so two of them must never wait on each other), and the
/// holder is running, so every group gets it in turn. The fences order the product's
/// stores before the release and the group's count, and the counts before the last
/// group's reads; that group combines the accumulator into the variable at `p` and
/// leaves the identity, a zero count and a free lock behind for the next launch.
fn opencl_complex_product(s: &str, part: &str, p: &str, acc: &str, value: &str) -> String {
    let parts = format!("((volatile __global {part} *){acc})");
    let at = |offset: u32, ty: &str| {
        format!("(volatile __global {ty} *)((__global char *){acc} + {offset})")
    };
    format!(
        "    if (__accc_l == 0) {{
        volatile __global int *__accc_lock = {lock};
        volatile __global uint *__accc_count = {count};
        while (atomic_cmpxchg(__accc_lock, 0, 1) != 0) {{}}
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        {{ {part} _Complex __accc_j = __accc_cmul_{s}(__accc_cx_{s}({parts}[0], {parts}[1]), {value}); {parts}[0] = __accc_creal_{s}(__accc_j); {parts}[1] = __accc_cimag_{s}(__accc_j); }}
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        (void)atomic_xchg(__accc_lock, 0);
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        if (atomic_inc(__accc_count) == get_num_groups(0) - 1) {{
            mem_fence(CLK_GLOBAL_MEM_FENCE);
            {part} _Complex __accc_t = __accc_cx_{s}({parts}[0], {parts}[1]);
            {parts}[0] = 1; {parts}[1] = 0;
            *__accc_count = 0u;
            *{p} = __accc_cmul_{s}(*{p}, __accc_t);
        }}
    }}
",
        lock = at(ACCUMULATOR_LOCK_AT, "int"),
        count = at(ACCUMULATOR_COUNT_AT, "uint"),
    )
}

/// The block's combination of a reduction's partial results `var` as a tree in `buf`
/// (one element a thread, log2(block) barriers), leaving the block's in `buf[0]`.
fn combine_by_tree(
    d: &dyn Target,
    op: AtomicOp,
    ty: &Type,
    var: &str,
    buf: &str,
    block: u32,
) -> String {
    let combine = op.apply_to(
        ty,
        &format!("{buf}[__accc_l]"),
        &format!("{buf}[__accc_l + __accc_s]"),
    );
    format!(
        "    {buf}[__accc_l] = {var};\n    {bar};\n    for (int __accc_s = {half}; __accc_s > 0; __accc_s >>= 1) {{\n        if (__accc_l < __accc_s && __accc_l + __accc_s < {block}) {buf}[__accc_l] = {combine};\n        {bar};\n    }}\n",
        bar = d.barrier(),
        half = block.next_power_of_two() / 2,
    )
}
