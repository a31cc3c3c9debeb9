//! One kernel: a parallel loop nest (its iterations spread over every thread with a grid
//! stride, collapsed loops linearised) or a statement sequence run by a single thread. The
//! kernel's parameters say what the host passes; the host side turns them into runtime
//! arguments.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use accc_front::ast::{Stmt, StmtKind};
use accc_front::directive::{ClauseKind, ReductionOp, SubscriptKind, VarRef};
use accc_front::{Diagnostic, Span};
use accc_ir::{ComputeRegion, Loop};
use accc_sema::access::{self, AccessKind};
use accc_sema::data_attr::DataAttr;
use accc_sema::{ArrayLen, SymbolId, Type};

use super::address_space::Space;
use super::cache::WidthMethod;
use super::dialect::{AtomicOp, Dialect, Shuffle, WARP};
use super::rewrite::{worker_flag, Rewriter};

/// A kernel parameter and what the host passes for it.
#[derive(Debug, Clone)]
pub enum Param {
    /// Device address of host data: `host` is a host address inside present data (C text);
    /// the kernel sees a pointer to `pointee`, moved back by the byte distance held in the
    /// value parameter `delta` when there is one.
    DevicePtr {
        name: String,
        pointee: Type,
        host: String,
        delta: Option<String>,
        device_address: bool,
        /// Only read by the kernel: the pointer is `restrict` (the pointee is `const`).
        restrict: bool,
        /// The data may be absent (`no_create`): the kernel then gets a null pointer.
        absent_ok: bool,
    },
    /// A value: `host` is a C expression evaluated on the host, `ty` its C type.
    Value {
        name: String,
        ty: String,
        host: String,
    },
    /// A reduction's accumulator: a `pointee *` (OpenCL: a buffer and an offset, as for
    /// `DevicePtr`) that the runtime keeps for the kernel (`ACCRT_ARG_ACCUMULATOR`),
    /// which first holds `identity` (C text valid in host code, of the type of the host
    /// variable `host`).
    Accumulator {
        name: String,
        pointee: Type,
        host: String,
        identity: String,
    },
    /// Not a parameter: before the launch the runtime copies the device copy of the
    /// `bytes` of present data at host address `host` into the `__constant__` array
    /// `symbol` (a cache directive's range in constant memory).
    ConstantCopy {
        symbol: String,
        host: String,
        bytes: u64,
    },
}

/// The most elements of an array reduction's private copy (each thread holds one, in its
/// private memory: see `KernelBuilder::array_reduction`).
const MAX_PRIVATE_REDUCTION_ELEMENTS: u128 = 1024;

/// Workers per gang when neither `num_workers` nor `worker(n)` says.
const DEFAULT_WORKERS: u32 = 4;
/// The most threads a block can have on an NVIDIA GPU; kernels are compiled for at most
/// this many on every device.
pub const MAX_BLOCK: u32 = 1024;

pub struct Kernel {
    pub name: String,
    pub text: String,
    pub params: Vec<Param>,
    /// The number of iterations (C text over host variables): `1` for a serial kernel, the
    /// most gangs wanted for a gang-redundant one.
    pub iterations: String,
    pub block: u32,
    pub serial: bool,
    /// The loops spread over the threads of a block (gang × vector kernels); empty when
    /// every thread takes whole iterations of the kernel's loop.
    pub vector_loops: Vec<Span>,
    /// What the kernel keeps in the block's shared (local) memory, one declaration and its
    /// purpose per entry, for the compiler feedback.
    pub shared_memory: Vec<String>,
    /// -Minfo lines about the kernel's `cache` directives: (source line, text).
    pub cache_info: Vec<(u32, String)>,
    /// A 2-D tiled kernel runs this many gang iterations per block and round: the launch
    /// asks for `ceil(iterations / rows)` blocks.
    pub rows_per_gang: Option<u32>,
    /// A 2-D tiled kernel: the threads of a row, along the vector loop (`block / width`
    /// rows of threads, each taking `rows_per_gang * width / block` gang iterations).
    pub tile_width: Option<u32>,
    /// The worker loops among `vector_loops` whose iterations spread over the workers of
    /// the block (gang × worker × vector).
    pub worker_loops: Vec<WorkerLoop>,
    /// `tile(tx, ty)` as strip-mined tiles: (inner, outer) tile sizes, the block being
    /// `tx * ty` threads.
    pub strip_tiles: Option<(u32, u32)>,
    /// Adjacent iterations each thread runs at a time (several with a register window,
    /// see `cache::window`): the launch sizes the grid for `iterations / this`.
    pub iterations_per_thread: u32,
    /// A kernel whose blocks take tiles of this many consecutive iterations (a block-shared
    /// cache region: every thread runs the same rounds): the launch asks for one block per
    /// tile rather than the runtime's capped grid. The 1-D stencil of bench/cache (radius
    /// 30, 2M points, H200): 9.63 µs a step with 4096 blocks, 9.98 with 2112 taking two
    /// tiles each (bench/tools/stencil_store_variants.cu).
    pub tile_iterations: Option<u32>,
    /// This kernel runs a `collapse(2)` nest in column strips (see
    /// [`column_strips_open`]); the host launches it one block per strip and range of rows.
    pub column_strips: bool,
    /// This kernel runs a `collapse(2)` nest with the flat grid-stride loop, and a
    /// column-strips twin can be built for it (`KernelBuilder::column_strips`).
    pub strips_possible: bool,
    /// The reads whose elements a column-strips kernel prefetches down its row walk
    /// (`prefetch`), as the source writes them, and how many iterations ahead.
    pub prefetched: Vec<(String, i128)>,
    /// The reads a column-strips kernel carries in registers down its row walk (`carry`),
    /// as the source writes them, per family: the leading read first, then the reads that
    /// take what it took one, two … iterations before.
    pub carried: Vec<Vec<String>>,
    /// `gang(dim:2)` on the kernel's loop with `gang(dim:1)` loops in it: a two-dimensional
    /// grid of gangs.
    pub gang_grid: Option<GangGrid>,
    /// A gang × vector kernel whose gangs are one warp each runs this many gangs a block,
    /// one per warp (see [`super::packed_gangs`]); `block` counts all of their threads.
    pub packed_gangs: Option<u32>,
}

/// The kernel parameters holding the number of gangs along dimensions 1 and 2 of a
/// [`GangGrid`] (the second only under a `gang(dim:3)` loop).
pub const DIM_GANGS: [&str; 2] = ["__accc_g1", "__accc_g2"];

/// A grid of gangs of two or three dimensions (OpenACC's `gang(dim:)`,
/// `num_gangs(g1, g2[, g3])`): the launch has `g1 × g2 [× g3]` blocks, block `b` being gang
/// `(b % g1, b / g1 % g2, …)`. The kernel's loop (`gang(dim:2)` or `gang(dim:3)`) strides
/// over the last dimension; under `gang(dim:3)` each `gang(dim:2)` loop strides over the
/// second (`rewrite::Lanes::Rows`); each `gang(dim:1)` loop spreads over the threads of
/// the `g1` blocks that share the other coordinates (`rewrite::Lanes::Gangs`). The rest of
/// a loop's body runs in each block below it (gang-redundant along the lower dimensions,
/// as OpenACC says).
#[derive(Debug, Clone)]
pub struct GangGrid {
    /// C text over host variables: the gangs along dimension 1, then (under `gang(dim:3)`)
    /// dimension 2 — the values of the [`DIM_GANGS`] parameters, each at least 1.
    pub inner: Vec<String>,
    /// `num_gangs`' value for the kernel loop's own dimension; else one gang along it per
    /// iteration of the loop (as many as fit [`super::host_side::MAX_GANG_BLOCKS`]).
    pub outer: Option<String>,
    /// Under `gang(dim:3)`: the `gang(dim:2)` loops and, for each, its `gang(dim:1)` loops.
    pub rows: Vec<(Span, Vec<Span>)>,
}

/// The most gangs along dimension 1 (and 2) the compiler gives a grid by itself: one per
/// `vector` iterations of the first `gang(dim:1)` loop (one per iteration of the first
/// `gang(dim:2)` loop), up to this; user `num_gangs` values of a three-dimensional grid are
/// held to it too, so that the lower dimensions fit the cap on blocks together.
pub const MOST_CHOSEN_GANGS: u32 = 1024;

/// A worker loop of a gang × worker × vector kernel: the block is `vector × workers`
/// threads, the loop's iterations spread over the workers (threadIdx.y), the iterations of
/// its `vector_loops` over the `vector` threads of each worker (threadIdx.x).
#[derive(Debug, Clone)]
pub struct WorkerLoop {
    pub stmt: Span,
    pub workers: u32,
    pub vector: u32,
    pub vector_loops: Vec<Span>,
}

impl Kernel {
    /// How many gang iterations each block takes at a time, for kernels whose blocks take
    /// gang iterations rather than the threads taking iterations: one for a gang × vector
    /// kernel, `rows_per_gang` for a 2-D tiled one.
    pub fn gang_iterations_per_block(&self) -> Option<u32> {
        self.rows_per_gang
            .or(self.packed_gangs)
            .or((!self.vector_loops.is_empty()).then_some(1))
    }
}

/// Rows (gang iterations) each thread of a 2-D tile takes when the tile is coarsened (see
/// `cache::Coarse`) and the region is the vector loop's whole body.
/// Measured on Jacobi 4096² (H200): with rows a block's height apart, 4 rows 19.4 ms,
/// 8 rows 17.0, 16 rows 15.8, one row 31.6; with adjacent rows read through registers,
/// 4 rows 13.89 ms, 8 rows 10.71 (32 × 8 threads), 16 rows 14.48 (16 × 16, by hand).
const ROWS_PER_THREAD: u32 = 8;

/// Rows each thread takes when the region sits in a sequential loop of the body: every row
/// keeps its own variables live across that loop, and the copy of the rows is fetched at
/// each of its iterations. GEMM 2048² (H200): 4 rows 6.19 ms, 8 rows 6.97.
const ROWS_PER_THREAD_IN_A_LOOP: u32 = 4;

/// The threads along the vector loop of a coarsened tile: a warp's loads of a row are then
/// one 128-byte line. Measured on Jacobi 4096² (H200, kernels edited by hand): 32 × 8
/// threads 10.95 ms against 11.77 for 16 × 16.
const COARSE_TILE_WIDTH: u32 = 32;

/// The block of a kernel with 2-D cache tiles when nothing in the source sets the vector
/// length: 16 × 16 threads.
const SQUARE_TILE_BLOCK: u32 = 256;

/// The block of a one-level kernel whose shared cache copies are the same for all the
/// iterations of a block (N-body's tiles of bodies), when nothing in the source sets the
/// vector length: every block fetches every tile, so larger blocks fetch each fewer times.
/// N-body 65536 with `cache` (H200): 36.8 ms on 128 threads, 35.7 on 256, as fast as the
/// hand-written kernel's 35.8 (bench/results/archive/cache/h200-2026-11-22-neighbourhoods.md).
const FIXED_TILE_BLOCK: u32 = 256;

/// The vector lanes of each worker when nothing in the source sets them (nvc's choice too).
const WORKER_VECTOR_LANES: u32 = 32;

/// The block's combination of a reduction's partial results `var`, leaving the block's in
/// thread 0's `var`: each warp's lanes by `shuffled` (`var` from the lane `__accc_s` up),
/// one value per warp through `buf` in shared memory, then the first warp's lanes again
/// (one barrier).
fn combine_by_shuffles(
    d: Dialect,
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
fn complex_join(
    d: Dialect,
    op: AtomicOp,
    s: &str,
    p: &str,
    acc: &str,
    value: &str,
    helpers: &mut std::collections::BTreeSet<super::dialect::Helper>,
) -> String {
    let (part, part_type) = match s {
        "d" => ("double", Type::Basic(accc_front::ast::BasicType::Double)),
        _ => ("float", Type::Basic(accc_front::ast::BasicType::Float)),
    };
    let c = format!("{part} _Complex");
    let parts_of = |target: &str, space: &str, helpers: &mut _| {
        let add = |k: usize, of: &str, helpers: &mut _| {
            d.atomic_fetch(
                &part_type,
                AtomicOp::Add,
                &format!("(({space}{part} *){target})[{k}]"),
                &format!("__accc_c{of}_{s}({value})"),
                helpers,
            )
        };
        format!(
            "(void){}; (void){};",
            add(0, "real", helpers),
            add(1, "imag", helpers)
        )
    };
    if d == Dialect::OpenCl {
        if op == AtomicOp::Mul {
            return opencl_complex_product(s, part, p, acc, value);
        }
        return format!(
            "    if (__accc_l == 0) {{ {} }}\n",
            parts_of(p, "__global ", helpers)
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
        _ => parts_of(acc, "", helpers),
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
    d: Dialect,
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

/// What one kernel executes.
pub enum Unit<'r, 'a> {
    /// A parallel loop nest, spread over every thread.
    Loop(&'r Loop<'a>),
    /// Statements run by one thread.
    Serial(Vec<&'a Stmt>),
    /// A `parallel` region with gang-redundant code: one thread per gang runs the whole
    /// region, and its gang loops (in the rewriter's `partitioned`) are spread over the
    /// gangs. `reductions` are those of the construct and of its gang loops.
    Gang {
        stmt: &'a Stmt,
        loop_vars: Vec<SymbolId>,
        reductions: Vec<accc_ir::Reduction>,
    },
}

/// Adds device-pointer parameter `param` (without a delta). The present data may start
/// after element 0 (`copyin(a[1:n-1])`, `copy(p->data[1:n-1])`; `anchor` is the host address
/// of its start): then the host passes the subarray's address, which is present, and the
/// kernel steps back to element 0 by the distance between the two.
fn anchored(mut param: Param, anchor: Option<&String>, params: &mut Vec<Param>) {
    if let (
        Param::DevicePtr {
            name, host, delta, ..
        },
        Some(anchor),
    ) = (&mut param, anchor)
    {
        let name_delta = format!("__accc_delta_{name}");
        params.push(Param::Value {
            name: name_delta.clone(),
            ty: "long".into(),
            host: format!("(long)((const char *)({anchor}) - (const char *)({host}))"),
        });
        *host = anchor.clone();
        *delta = Some(name_delta);
    }
    params.push(param);
}

pub struct KernelBuilder<'r, 'a> {
    pub rw: Rewriter<'a>,
    pub region: &'r ComputeRegion<'a>,
    /// The data named in the construct's explicit data clauses: symbol (and member path,
    /// as [`super::members::member_chain`] spells it, for what a pointer member points to;
    /// empty for the variable's own data) → host address of the subarray start where it
    /// is not element 0 (the anchor for device pointers).
    pub anchors: &'r std::collections::HashMap<(SymbolId, String), Option<String>>,
    pub errors: Vec<Diagnostic>,
    /// What the kernel does not make as the source asks, though the answers are right.
    pub warnings: Vec<Diagnostic>,
    /// -Minfo lines about `cache` directives, for the kernel being built.
    pub cache_info: Vec<(u32, String)>,
    /// Build a `collapse(2)` nest without `cache` as column strips rather than as the flat
    /// grid-stride loop.
    pub column_strips: bool,
}

impl<'a> KernelBuilder<'_, 'a> {
    fn dialect(&self) -> Dialect {
        self.rw.dialect
    }

    fn ty(&self, sym: SymbolId) -> Type {
        self.rw.sema.symbols.get(sym).ty.clone()
    }

    fn name(&self, sym: SymbolId) -> String {
        self.rw.sema.symbols.get(sym).name.clone()
    }

    fn decl(&self, ty: &Type, name: &str) -> String {
        self.dialect().type_text(&ty.declare(name))
    }

    /// OpenCL: `q->data` through a pointer `q` declared in the kernel reads a pointer that
    /// the runtime attached in device memory, which OpenCL 1.2 kernels cannot follow (a
    /// chain from a variable of outside, `p->data`, gets a parameter of its own instead).
    fn local_member_chain_error(&mut self, sym: SymbolId, path: &str) {
        let name = self.name(sym);
        let root = self.region.directive.span;
        self.errors.push(
            Diagnostic::error(
                root,
                format!("`{name}{path}` is a pointer stored in device memory, which OpenCL kernels cannot follow"),
            )
            .with_label(format!("`{name}` is declared in this construct"))
            .with_note("OpenCL 1.2 has no shared virtual memory: a kernel follows only the pointers it is given as arguments")
            .with_help("use the member through the variable it comes from outside the construct (`p->data` for `q = p`), or build for --target=cuda or --target=multicore"),
        );
    }

    fn unsupported(&mut self, span: Span, what: String) {
        self.errors
            .push(Diagnostic::error(span, what).with_label("not supported by this target yet"));
    }

    /// The clause item of reduction `r` where it is not the bare variable (a subarray, a
    /// member): by its span for a loop's reductions, else the construct's own clause
    /// naming the variable.
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
    fn reduced_member(&self, r: &accc_ir::Reduction) -> Option<&'a VarRef> {
        self.reduction_item(r).filter(|v| {
            matches!(v.base.kind, accc_front::ast::ExprKind::Member { .. })
                && v.subscripts.is_empty()
        })
    }

    /// A struct member's reduction, reduced as a scalar's: each thread's partial result is
    /// a scalar of the kernel that every use of the member in the kernel names instead
    /// (`Rewriter::reduced_members`), and the blocks' results join the member's own device
    /// copy, inside the struct's (which the construct maps like a reduced variable), at
    /// its host address `&(s.x)`. Returns the member's type, the word naming its helper
    /// variables, the partial result's name, the member as host code and as the user
    /// wrote it; `None` (with an error) where the member is no arithmetic scalar.
    fn member_reduction(
        &mut self,
        v: &'a VarRef,
    ) -> Option<(Type, String, String, String, String)> {
        let shown: String = self.rw.sm.snippet(v.span).split_whitespace().collect();
        let key = super::members::member_chain(&v.base, self.rw.sema);
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
        self.rw.reduced_members.insert(key, kname.clone());
        let host = format!("({})", self.rw.sm.snippet(v.base.span));
        Some((ty, ident, kname, host, shown))
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
        setup: &mut String,
        epilogue: &mut String,
        shared_memory: &mut Vec<String>,
    ) {
        let d = self.dialect();
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
            return;
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
                    return;
                }
            },
            _ => {
                fail(
                    self,
                    "subarrays of more than one dimension are not reduced on this target yet",
                    "name the whole array",
                );
                return;
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
            return;
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
            return;
        };
        if count > MAX_PRIVATE_REDUCTION_ELEMENTS {
            fail(self, &format!("{count} elements are too many for each thread's private copy (at most {MAX_PRIVATE_REDUCTION_ELEMENTS} on this target)"), "reduce fewer elements per construct (a subarray), or build for --target=multicore");
            return;
        }
        let kname = d.kernel_ident(&r.name);
        let t = d.type_text(&elem.spelling());
        let op = AtomicOp::from_reduction(r.op.combining(elem.is_bool()));
        let identity = op.identity(&elem);
        let p = format!("__accc_p_{}", r.name);
        let lo = format!("__accc_rlo_{}", r.name);
        let n = format!("__accc_rn_{}", r.name);
        // The device copy from the section's first element (where present data starts
        // for a clause's subarray).
        params.push(Param::DevicePtr {
            name: p.clone(),
            pointee: elem.clone(),
            host: format!(
                "((void *)((char *)({}) + sizeof({}) * ({lower_text})))",
                r.name,
                elem.spelling()
            ),
            delta: None,
            device_address: false,
            restrict: false,
            absent_ok: false,
        });
        params.push(Param::Value {
            name: lo.clone(),
            ty: "long".into(),
            host: format!("(long)({lower_text})"),
        });
        params.push(Param::Value {
            name: n.clone(),
            ty: "long".into(),
            host: format!("(long)({length_text})"),
        });
        self.rw.storage.insert(r.sym, Space::Private);
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
        let value_var = "__accc_v";
        let shuffled = d
            .shuffle(Shuffle::Down, &elem, value_var, "__accc_s")
            .filter(|_| block % WARP == 0);
        let (slots, combined, value) = match shuffled {
            Some(shuffled) => (
                block / WARP,
                combine_by_shuffles(d, op, value_var, &buf, &shuffled, &identity, block),
                value_var.to_string(),
            ),
            None => (
                block,
                combine_by_tree(d, op, &elem, value_var, &buf, block),
                format!("{buf}[0]"),
            ),
        };
        let atomic = d.atomic_fetch(
            &elem,
            op,
            &format!("{p}[__accc_k]"),
            &value,
            &mut self.rw.helpers,
        );
        let _ = write!(
            epilogue,
            "    for (long __accc_k = 0; __accc_k < {n}; __accc_k++) {{\n    {t} {value_var} = {flat}[{lo} + __accc_k];\n{combined}    if (__accc_l == 0) (void){atomic};\n    {};\n    }}\n",
            d.barrier()
        );
        let _ = writeln!(setup, "    {} {t} {buf}[{slots}];", d.shared());
        shared_memory.push(format!(
            "{t}[{slots}] for reduction({}:{written}): the partial results of one element at a time (each thread keeps a private copy of {count} element{}), combined across the {}, then one atomic update per element per {}",
            r.op.as_str(),
            if count == 1 { "" } else { "s" },
            d.block_word(),
            d.block_word(),
        ));
    }

    pub fn build(&mut self, name: String, unit: &Unit<'_, '_>, block: u32) -> Kernel {
        let d = self.dialect();
        let mut params = Vec::new();
        let mut setup = String::new(); // kernel-scope declarations
        let mut per_iteration = String::new();
        let mut epilogue = String::new();
        let mut loop_vars: Vec<SymbolId> = Vec::new();
        let mut reductions = Vec::new();
        let mut private = Vec::new();
        let mut firstprivate = Vec::new();
        let mut shared_memory = Vec::new();
        let stmts: Vec<&Stmt> = match unit {
            Unit::Loop(l) => {
                let mut cur = *l;
                loop_vars.extend(cur.var());
                for _ in 1..l.collapse {
                    match cur.children.first() {
                        Some(c) => {
                            cur = c;
                            loop_vars.extend(cur.var());
                        }
                        None => break,
                    }
                }
                reductions = l.reductions.clone();
                // A reduction of the construct itself (`parallel reduction(+:x)` around a
                // gang loop) is a reduction of the kernel that runs the loop.
                for v in &self.region.vars {
                    if let DataAttr::Reduction(op) = v.attr {
                        if !reductions.iter().any(|r| r.sym == v.sym) {
                            reductions.push(accc_ir::Reduction {
                                op,
                                sym: v.sym,
                                name: v.name.clone(),
                                implicit: false,
                                item: None,
                            });
                        }
                    }
                }
                private = l.private.clone();
                // `private` on the construct (`parallel private(buf)`): one copy per gang,
                // as a gang loop's own, which this loop's iterations are.
                for v in &self.region.vars {
                    if v.attr == DataAttr::Private && !v.implicit && !private.contains(&v.sym) {
                        private.push(v.sym);
                    }
                }
                firstprivate = l.firstprivate.clone();
                self.rw.elided.extend(l.sunk_headers().iter().copied());
                vec![l.collapsed_body()]
            }
            Unit::Serial(stmts) => stmts.clone(),
            Unit::Gang {
                stmt,
                loop_vars: vars,
                reductions: reds,
            } => {
                loop_vars.extend(vars.iter().copied());
                reductions = reds.clone();
                vec![*stmt]
            }
        };
        // Gang × vector: a gang loop whose body holds vector loops spreads its iterations
        // over blocks and each vector loop over the threads of its block.
        let two_level = match unit {
            Unit::Loop(l) if block > 1 => vector_loops(
                self.region,
                self.dialect(),
                l,
                &reductions,
                self.rw.sema,
                self.rw.routines,
            ),
            _ => Vec::new(),
        };
        // Gang × worker × vector: a worker loop whose vector loops are its body's direct
        // statements takes `workers` threads along y (threadIdx.y in a 2-D block, here the
        // lane divided by the vector length) and its vector loops the `block` threads along x.
        let vector = match unit {
            Unit::Loop(l) if !two_level.is_empty() => self.vector_lanes(l, block),
            _ => block,
        };
        let (workers, workers_not_as_written) = match unit {
            Unit::Loop(l) if !two_level.is_empty() => self.workers(l, vector),
            _ => (1, None),
        };
        let mut worker_vectors: Vec<(&Loop<'_>, Vec<&Loop<'_>>)> = Vec::new();
        if workers > 1 {
            if let Unit::Loop(l) = unit {
                let locals = gang_body_locals(l, self.rw.sema);
                for v in &two_level {
                    if let Some(inner) =
                        worker_split(v, self.dialect(), &locals, self.rw.sema, self.rw.routines)
                    {
                        worker_vectors.push((v, inner));
                    }
                }
            }
        }
        let (vector, block) = if worker_vectors.is_empty() {
            (block, block)
        } else {
            self.warnings.extend(workers_not_as_written);
            (vector, vector * workers)
        };
        // `tile(a, b)` on the kernel's loop: strip-mined tiles, one block per tile (grid
        // stride), the tile's elements over the block's threads.
        let strip_tiles = match unit {
            Unit::Loop(l) if two_level.is_empty() && block > 1 => {
                tile_shape(l, self.dialect(), self.rw.sema)
            }
            _ => None,
        };
        let block = strip_tiles.map_or(block, |(tx, ty)| tx * ty);
        let gang_grid = match unit {
            Unit::Loop(l) => self.gang_grid(l, &two_level, !worker_vectors.is_empty(), block),
            Unit::Gang { .. } => {
                for l in &self.region.loops {
                    self.warn_inner_gang_dims(l, "the region runs gang-redundant code");
                }
                None
            }
            Unit::Serial(_) => None,
        };
        // Private arrays of a gang loop whose vector loops share them live in the block's
        // shared memory: one copy per gang, as OpenACC says.
        let gang_shared: HashSet<SymbolId> = if two_level.is_empty() {
            HashSet::new()
        } else {
            private
                .iter()
                .copied()
                .filter(|&p| {
                    matches!(
                        self.ty(p).resolved(),
                        Type::Array {
                            len: ArrayLen::Const(_),
                            ..
                        }
                    )
                })
                .collect()
        };
        // A kernel that may share its cache regions in 2-D tiles takes 16 × 16 threads
        // where the source leaves the vector length to the compiler: a square tile fetches
        // the fewest elements per iteration (the papers' and hand-written CUDA's shape).
        let block = match unit {
            Unit::Loop(l)
                if worker_vectors.is_empty()
                    && !self.has_vector_length()
                    && self.vector_clause_length(l).is_none()
                    && tile_candidate(
                        l,
                        &two_level,
                        &stmts,
                        SQUARE_TILE_BLOCK,
                        !gang_shared.is_empty(),
                        &self.rw.cache.opts,
                        self.rw.sema,
                    )
                    .is_some() =>
            {
                SQUARE_TILE_BLOCK
            }
            Unit::Loop(l)
                if two_level.is_empty()
                    && block < FIXED_TILE_BLOCK
                    && !self.has_vector_length()
                    && self.vector_clause_length(l).is_none()
                    && shares_only_fixed_ranges(&self.cache_plans(
                        unit,
                        &[],
                        &stmts,
                        block,
                        None,
                    )) =>
            {
                FIXED_TILE_BLOCK
            }
            _ => block,
        };
        for v in &two_level {
            if canonical_nest(v).is_none() {
                continue;
            }
            let inner = worker_vectors
                .iter()
                .find(|(w, _)| w.stmt.span == v.stmt.span)
                .map(|(_, inner)| inner);
            let row = gang_grid
                .as_ref()
                .and_then(|g| g.rows.iter().find(|(r, _)| *r == v.stmt.span));
            use super::rewrite::Lanes;
            let lanes = match (inner, &gang_grid, row) {
                (Some(_), _, _) => Lanes::Workers { vector, workers },
                (None, Some(_), Some((_, dim1))) => {
                    // A `gang(dim:2)` loop: its `gang(dim:1)` loops over the row's blocks.
                    let mut found = Vec::new();
                    v.walk(&mut |c| {
                        if dim1.contains(&c.stmt.span) {
                            found.push(c);
                        }
                    });
                    for c in found {
                        let gangs = DIM_GANGS[0];
                        self.partition(c, block, Lanes::Gangs { gangs });
                    }
                    Lanes::Rows {
                        below: DIM_GANGS[0],
                        gangs: DIM_GANGS[1],
                    }
                }
                (None, Some(_), None) => Lanes::Gangs {
                    gangs: DIM_GANGS[0],
                },
                (None, None, _) => Lanes::Block,
            };
            for iv in inner.into_iter().flatten() {
                let active = worker_flag(&self.rw.sm.name_tag(v.stmt.span.lo));
                self.partition(iv, block, Lanes::WorkerVector { vector, active });
            }
            self.partition(v, block, lanes);
        }
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
                super::rewrite::Lanes::Workers { .. } => ("worker loop", "workers'"),
                _ => ("vector loop", "lanes'"),
            };
            for r in &v.reductions {
                let ty = self.ty(r.sym);
                // Complex `+` and `*` combine in the block as any scalar's (through the
                // complex helpers: `AtomicOp::apply_to`), never across blocks.
                let complex_combines = super::complex::complex_suffix(&ty).is_some()
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
                let (slots, kept) = if !super::rewrite::vector_shuffles(d, &ty, block, group) {
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
        let vector_reductions_share_memory = !reduction_buffers.is_empty();
        for (name, t, slots, what) in reduction_buffers {
            let _ = writeln!(setup, "    {} {t} __accc_vred_{name}[{slots}];", d.shared());
            shared_memory.push(format!("{t}[{slots}] for {what}"));
        }
        let (first, stride) = if two_level.is_empty() {
            (d.global_id().to_string(), d.global_size().to_string())
        } else if let Some(g) = &gang_grid {
            for (name, host) in DIM_GANGS.iter().zip(&g.inner) {
                params.push(Param::Value {
                    name: name.to_string(),
                    ty: "long".into(),
                    host: host.clone(),
                });
            }
            let below = DIM_GANGS[..g.inner.len()].join(" * ");
            (
                format!("({} / ({below}))", d.group_id()),
                format!("({} / ({below}))", d.num_groups()),
            )
        } else {
            (d.group_id().to_string(), d.num_groups().to_string())
        };
        // Which variables the kernel uses, and how.
        let mut acc = access::Accesses::default();
        for s in &stmts {
            let a = access::collect_stmt(s, &self.rw.sema.symbols);
            acc.list.extend(a.list);
            acc.locals.extend(a.locals);
            acc.calls.extend(a.calls);
        }
        // (Calls through a pointer count as routines.)
        let calls_a_routine = acc.calls.iter().any(|c| {
            c.name
                .as_deref()
                .is_none_or(|n| self.rw.routines.contains(n))
        });
        // (A reduced member's struct is a variable of the kernel like any other: only the
        // member is the reduction's.)
        let reduction_syms: HashSet<SymbolId> = reductions
            .iter()
            .filter(|r| self.reduced_member(r).is_none())
            .map(|r| r.sym)
            .collect();
        // Globals the called routines use must reach them: they are kernel parameters too
        // (their data must be present, e.g. through `declare`).
        let mut captured = acc.captured();
        for call in &acc.calls {
            for &g in call
                .name
                .as_ref()
                .and_then(|n| self.rw.routine_globals.get(n))
                .into_iter()
                .flatten()
            {
                if !captured.contains(&g) {
                    captured.push(g);
                }
            }
        }
        for sym in captured {
            if loop_vars.contains(&sym) {
                // A kernel that runs a whole region per gang may also run a plain `for`
                // over a loop directive's variable: each work-item has its own (the
                // directive's loop declares its own again).
                if matches!(unit, Unit::Gang { .. }) {
                    let decl = self.decl(&self.ty(sym), &d.kernel_ident(&self.name(sym)));
                    let _ = writeln!(setup, "    {decl};");
                    self.rw.storage.insert(sym, Space::Private);
                }
                continue;
            }
            // `host` names the variable in host code, `kname` in the kernel (renamed where
            // the user's name is a keyword of the device language).
            let host = self.name(sym);
            let kname = d.kernel_ident(&host);
            let ty = self.ty(sym);
            let uses: Vec<_> = acc.of(sym).collect();
            let elements = uses.iter().any(|a| a.is_element);
            // Any write, to the variable or through it (elements, calls).
            let modified = uses.iter().any(|a| a.kind != AccessKind::Read);
            if ty.has_atomic() {
                let span = uses.first().map(|a| a.span).unwrap_or_default();
                self.errors.push(
                    Diagnostic::error(span, format!("`{host}` has an `_Atomic` type, which device code cannot have"))
                        .with_label("a C11 atomic object used in a compute region")
                        .with_note("neither CUDA nor OpenCL C kernels have C11 atomic types")
                        .with_help("declare it without `_Atomic`, and make the updates other threads may race with `#pragma acc atomic`"),
                );
                continue;
            }
            if reduction_syms.contains(&sym) {
                continue; // below
            }
            // (OpenCL: what the kernel's pointers to these point into.)
            if gang_shared.contains(&sym) {
                self.rw.storage.insert(sym, Space::Local);
            } else if private.contains(&sym) || firstprivate.contains(&sym) {
                self.rw.storage.insert(sym, Space::Private);
            }
            if gang_shared.contains(&sym) {
                let _ = writeln!(setup, "    {} {};", d.shared(), self.decl(&ty, &kname));
                shared_memory.push(format!(
                    "{} (private to the gang, shared by its vector lanes)",
                    self.decl(&ty, &host)
                ));
                continue;
            }
            let made_private = private.contains(&sym)
                || firstprivate.contains(&sym)
                || self
                    .region
                    .var(sym)
                    .is_some_and(|v| matches!(v.attr, DataAttr::Private | DataAttr::FirstPrivate));
            if made_private && ty.is_array() && !super::rewrite::fixed_size_array(self.rw.sema, &ty)
            {
                let span = uses.first().map(|a| a.span).unwrap_or_default();
                self.errors.push(
                    Diagnostic::error(span, format!("`{host}` is a variable-length array, which a kernel cannot make private"))
                        .with_label("each thread's copy would need a size known only at run time")
                        .with_help("give it a constant size (the most it needs)"),
                );
                continue;
            }
            if private.contains(&sym) {
                let _ = writeln!(per_iteration, "        {};", self.decl(&ty, &kname));
                continue;
            }
            if firstprivate.contains(&sym) && ty.is_array() {
                let copy = self.firstprivate_array(sym, &kname, &host, &ty, &mut params);
                per_iteration.push_str(&copy);
                continue;
            }
            if firstprivate.contains(&sym) {
                let orig = format!("__accc_fp_{host}");
                params.push(Param::Value {
                    name: orig.clone(),
                    ty: self.decl(&ty, ""),
                    host: host.clone(),
                });
                let _ = writeln!(
                    per_iteration,
                    "        {} = {orig};",
                    self.decl(&ty, &kname)
                );
                continue;
            }
            let through_pointer = |me: &mut Self, params: &mut Vec<Param>| {
                let p = format!("__accc_p_{host}");
                params.push(Param::DevicePtr {
                    name: p.clone(),
                    pointee: ty.clone(),
                    host: format!("&({host})"),
                    delta: None,
                    device_address: false,
                    restrict: false,
                    absent_ok: false,
                });
                me.rw.renamed.insert(sym, format!("(*{p})"));
            };
            let Some(rv) = self.region.var(sym) else {
                if uses.is_empty() {
                    // Only a routine uses this global: pass its device copy.
                    if ty.is_array() || ty.is_pointer() {
                        self.device_pointer(sym, &kname, &host, &ty, false, false, &mut params);
                    } else {
                        through_pointer(self, &mut params);
                    }
                    continue;
                }
                let span = uses.first().map(|a| a.span).unwrap_or_default();
                self.unsupported(span, format!("`{host}` is declared inside the compute region but used by another of its kernels"));
                continue;
            };
            if matches!(rv.attr, DataAttr::Private | DataAttr::FirstPrivate) {
                self.rw.storage.insert(sym, Space::Private);
            }
            match rv.attr {
                DataAttr::Private => {
                    let _ = writeln!(setup, "    {};", self.decl(&ty, &kname));
                }
                // `deviceptr(p)`: the pointer already holds a device address.
                DataAttr::DevicePtr => {
                    self.device_pointer(sym, &kname, &host, &ty, true, !modified, &mut params)
                }
                DataAttr::FirstPrivate if ty.is_array() => {
                    let copy = self.firstprivate_array(sym, &kname, &host, &ty, &mut params);
                    setup.push_str(&copy);
                }
                // A pointer the kernel only tests (`if (p)`) keeps its host value. OpenCL
                // takes no pointer argument but into global memory, and that as a buffer:
                // the value comes as an integer.
                DataAttr::FirstPrivate if ty.is_pointer() && !elements && d == Dialect::OpenCl => {
                    let bits = format!("__accc_pv_{host}");
                    params.push(Param::Value {
                        name: bits.clone(),
                        ty: "long".to_string(),
                        host: format!("(long)({host})"),
                    });
                    let decl = self.decl(&ty, &kname);
                    let cast = self.decl(&ty, "");
                    let _ = writeln!(setup, "    __global {decl} = (__global {cast})({bits});");
                }
                DataAttr::FirstPrivate if !(ty.is_pointer() && elements) => {
                    params.push(Param::Value {
                        name: kname.clone(),
                        ty: self.decl(&ty, ""),
                        host: host.clone(),
                    });
                }
                _ if ty.is_array() || (ty.is_pointer() && elements) => {
                    if !modified {
                        self.rw.cache.constant_hosts.insert(sym, host.clone());
                    }
                    self.device_pointer(sym, &kname, &host, &ty, false, !modified, &mut params)
                }
                // A scalar or struct with a device copy: written by any kernel of the
                // construct (`kernels { h = …; for (…) c[i] = h; }`, a member `x.v[i] = …`;
                // not through a pointer member), or named in a data clause of the construct
                // or of a `data` construct around it (its device value may differ from the
                // host's), it is used through its pointer. OpenCL takes no struct holding a
                // pointer by value: the kernel reads it through its device copy (implicitly
                // copied in).
                _ if rv.written
                    || !rv.implicit
                    || rv.attr == DataAttr::Present
                    || (d == Dialect::OpenCl && self.rw.sema.symbols.holds_pointer(&ty)) =>
                {
                    through_pointer(self, &mut params)
                }
                _ => params.push(Param::Value {
                    name: kname.clone(),
                    ty: self.decl(&ty, ""),
                    host: host.clone(),
                }),
            }
        }
        // Pointer members followed in the kernel get their own device-pointer parameters,
        // where the chain starts at a variable from outside the region (one declared in it,
        // `vec *q = p; q->data[i]`, is read through as written).
        for st in &stmts {
            for (sym, path, mty) in super::members::member_pointer_uses(st, self.rw.sema) {
                if self.region.var(sym).is_none() {
                    if d == Dialect::OpenCl && self.ty(sym).is_pointer() {
                        self.local_member_chain_error(sym, &path);
                    }
                    continue;
                }
                if self.rw.member_pointers.contains_key(&(sym, path.clone())) {
                    continue;
                }
                let var = self.name(sym);
                // `->in.data` → `__accc_m_p_in_data` (numbered should two paths meet).
                let words: Vec<&str> = path
                    .split(['.', '-', '>'])
                    .filter(|w| !w.is_empty())
                    .collect();
                let mut pname = format!("__accc_m_{var}_{}", words.join("_"));
                if self.rw.member_pointers.values().any(|p| *p == pname) {
                    pname = format!("{pname}_{}", self.rw.member_pointers.len());
                }
                let pointee = mty.element().cloned().unwrap_or(Type::Void);
                // A subarray a clause names may be empty (`copy(p->data[0:n])`, `n == 0`):
                // then absent, and the kernel gets a null pointer.
                let named = self.anchors.get(&(sym, path.clone()));
                let param = Param::DevicePtr {
                    name: pname.clone(),
                    pointee,
                    host: format!("({var}){path}"),
                    delta: None,
                    device_address: false,
                    restrict: false,
                    absent_ok: named.is_some(),
                };
                anchored(param, named.and_then(Option::as_ref), &mut params);
                self.rw.member_pointers.insert((sym, path), pname);
            }
        }
        // Reductions: a private accumulator per thread, combined in the block (by warp
        // shuffles on CUDA: one barrier instead of log2(block)), then, with one atomic per
        // block, into the variable's device copy (OpenCL) or into an accumulator of the
        // kernel's own, which the last block combines into the variable (CUDA; see
        // `last_block_combines`).
        for r in &reductions {
            let item = self.reduction_item(r);
            // What the reduction combines into, in the kernel's names (`ident`, a word of
            // its helper variables' names), in host code (`host`) and in messages (`shown`).
            let (ty, ident, kname, host, shown) = match self.reduced_member(r) {
                Some(v) => match self.member_reduction(v) {
                    Some(target) => target,
                    None => continue,
                },
                None => (
                    self.ty(r.sym),
                    r.name.clone(),
                    d.kernel_ident(&r.name),
                    r.name.clone(),
                    r.name.clone(),
                ),
            };
            let complex = super::complex::complex_suffix(&ty);
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
                continue;
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
                    continue;
                }
                self.array_reduction(
                    r,
                    item,
                    &ty,
                    block,
                    &mut params,
                    &mut setup,
                    &mut epilogue,
                    &mut shared_memory,
                );
                continue;
            }
            if !ty.is_arithmetic() {
                self.unsupported(
                    self.region.directive.span,
                    format!("reduction of `{}` (not an arithmetic scalar)", r.name),
                );
                continue;
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
        // The `cache` directives of the body: planned before its text is written.
        let (uniform_loop, tiled) = self.plan_cache(
            unit,
            &two_level,
            &stmts,
            block,
            !gang_shared.is_empty(),
            per_iteration.is_empty(),
        );
        // Iterations each thread runs at a time (several with a register window).
        let per_thread = match self.rw.cache.plans.values().any(|p| p.window.is_some()) {
            true => super::cache::window::PER_THREAD,
            false => 1,
        };
        // Ranges in constant memory: declared at file scope, copied by the runtime before
        // the launch, counted against the translation unit's constant memory.
        let mut constants = String::new();
        let mut constant_plans: Vec<_> = self.rw.cache.plans.values().collect();
        constant_plans.sort_by_key(|p| p.id);
        for p in constant_plans {
            constants.push_str(&super::cache::emit::constant_declarations(p, d));
            for (k, v) in p.vars.iter().enumerate() {
                if v.mode == super::cache::plan::Mode::Constant {
                    let host = &self.rw.cache.constant_hosts[&v.sym];
                    let lower = accc_sema::consteval::eval(&v.dims[0].lower, &|_| None)
                        .expect("a constant lower bound");
                    params.push(Param::ConstantCopy {
                        symbol: super::cache::emit::constant_name(p, k),
                        host: format!("&({host})[{lower}]"),
                        bytes: v.bytes,
                    });
                    self.rw.cache.constant_left -= v.bytes;
                }
            }
        }
        // `--cache-check`: the flag the checked accesses raise.
        let checked = {
            let opts = &self.rw.cache.opts;
            opts.check && opts.implementation == super::cache::CacheImpl::Rbi
        };
        if checked && !self.rw.cache.plans.is_empty() {
            params.push(Param::DevicePtr {
                name: super::cache::emit::CHECK_FLAG.into(),
                pointee: Type::Basic(accc_front::ast::BasicType::Int),
                host: format!("&{}", super::cache::emit::CHECK_FLAG_HOST),
                delta: None,
                device_address: false,
                restrict: false,
                absent_ok: false,
            });
        }
        let body = self.body_text(&stmts);
        self.errors.append(&mut self.rw.errors);
        setup.push_str(&std::mem::take(&mut self.rw.cache.decls));

        let mut text = String::new();
        let (mut column_strips, mut strips_possible) = (false, false);
        let mut prefetched = Vec::new();
        let mut carried = Vec::new();
        let (iterations, serial) = match unit {
            Unit::Loop(l) => {
                let (iterations, code) =
                    self.iteration_space(l, &loop_vars, &first, &stride, &mut params);
                if let (Some((_, tx, _)), [v]) = (&tiled, two_level.as_slice()) {
                    // The tiles along the vector loop, counted on the host (its bounds do
                    // not depend on the gang loop, see `tile_candidate`).
                    if let Ok(c) = &v.canonical {
                        params.push(Param::Value {
                            name: super::cache::emit::TILE_COLUMNS.1.into(),
                            ty: "long".into(),
                            host: format!(
                                "((long)({tc}) > {tx} ? ((long)({tc}) + {tx} - 1) / {tx} : 1)",
                                tc = c.trip_count_text
                            ),
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
                    let (lx, on_y, ly, wy) = super::cache::emit::TILE;
                    let (cb, ct) = super::cache::emit::TILE_COLUMNS;
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
                    let (on, _) = super::cache::emit::UNIFORM;
                    let method = match self.rw.cache.opts.width {
                        WidthMethod::Sync if per_thread > 1 => WidthMethod::KernelArg,
                        m => m,
                    };
                    let per_block = block * per_thread;
                    let width = super::cache::emit::width(
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
                        && self.rw.cache.plans.is_empty()
                        && !stmts.iter().any(|s| holds_loop(s));
                    if strips_possible && self.column_strips {
                        column_strips = true;
                        let walk = self.row_walk(l, &stmts, &loop_vars, &private, &firstprivate);
                        let ahead = walk
                            .as_ref()
                            .filter(|_| d.prefetch("").is_some())
                            .map(|w| super::prefetch::plan(w, self.rw.sema))
                            .unwrap_or_default();
                        let ahead_text = self.row_prefetch_text(&ahead, &code);
                        prefetched = ahead
                            .iter()
                            .map(|p| (self.rw.sm.snippet(p.read.span).to_string(), p.ahead))
                            .collect();
                        let families = walk
                            .as_ref()
                            .map(|w| super::carry::plan(w, self.rw.sema))
                            .unwrap_or_default();
                        let carry = self.carry_text(&families, &code);
                        carried = families
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
                            self.rw.carried.clear();
                            self.rw.errors.clear();
                            body
                        };
                        let _ = write!(
                            text,
                            "{}{header}{ahead_text}{load}{per_iteration}{body}\n        }}\n    }}\n",
                            column_strips_open(d, block, &carry.before_walk, &carry.advance),
                            header = code.header,
                            load = carry.load,
                        );
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
        let mut signature = Vec::new();
        let mut pointer_setup = String::new();
        for p in &params {
            match p {
                Param::Value { name, ty, .. } => {
                    signature.push(format!("{} {name}", ty.trim_end()))
                }
                Param::ConstantCopy { .. } => {}
                // (an arithmetic type: its spelling is the whole declarator)
                Param::Accumulator { name, pointee, .. } => {
                    let t = d.type_text(&pointee.spelling());
                    match d {
                        Dialect::Cuda => signature.push(format!("{t} *{name}")),
                        // A device address, which OpenCL passes as a buffer and an offset.
                        Dialect::OpenCl => {
                            signature.push(format!("__global char *__accc_b_{name}"));
                            signature.push(format!("ulong __accc_o_{name}"));
                            let _ = writeln!(
                                pointer_setup,
                                "    __global {t} *{name} = (__global {t} *)(__accc_b_{name} + __accc_o_{name});"
                            );
                        }
                    }
                }
                Param::DevicePtr {
                    name,
                    pointee,
                    delta,
                    restrict,
                    ..
                } => {
                    let ptr = Type::Pointer {
                        pointee: Box::new(pointee.clone()),
                        quals: accc_front::ast::TypeQuals {
                            is_restrict: *restrict,
                            ..Default::default()
                        },
                    };
                    let decl = format!("{}{}", d.global(), self.decl(&ptr, name));
                    let cast = format!("{}{}", d.global(), d.type_text(&ptr.spelling()));
                    let back = delta
                        .as_ref()
                        .map(|v| format!(" - {v}"))
                        .unwrap_or_default();
                    match d {
                        Dialect::Cuda if delta.is_none() => signature.push(decl),
                        Dialect::Cuda => {
                            signature.push(format!("char *__accc_b_{name}"));
                            let _ = writeln!(
                                pointer_setup,
                                "    {decl} = ({cast})(__accc_b_{name}{back});"
                            );
                        }
                        Dialect::OpenCl => {
                            signature.push(format!("__global char *__accc_b_{name}"));
                            signature.push(format!("ulong __accc_o_{name}"));
                            let _ = writeln!(
                                pointer_setup,
                                "    {decl} = ({cast})(__accc_b_{name} + __accc_o_{name}{back});"
                            );
                        }
                    }
                }
            }
        }
        let reduction_lane = if reductions.is_empty() {
            String::new()
        } else {
            format!("    int __accc_l = {};\n", d.local_id())
        };
        // Gangs of one warp, several to a block (see `packed_gangs`): where nothing is
        // shared among a block's threads but through the warp.
        let packed_gangs = (d == Dialect::Cuda
            && matches!(unit, Unit::Loop(_))
            && !two_level.is_empty()
            && block == WARP
            && tiled.is_none()
            && strip_tiles.is_none()
            && gang_grid.is_none()
            && !column_strips
            && reductions.is_empty()
            && !vector_reductions_share_memory
            && gang_shared.is_empty()
            && self.rw.cache.plans.is_empty()
            && self.region.directive.num_gangs(d.device_type()).is_empty()
            && !calls_a_routine)
            .then_some(super::packed_gangs::GANGS_PER_BLOCK);
        let mut body = format!("{setup}{reduction_lane}{text}{epilogue}");
        if packed_gangs.is_some() {
            body = super::packed_gangs::wrap(&body);
        }
        let full = format!(
            "{constants}{kw} {name}({sig})\n{{\n{entry}{pointer_setup}{body}}}\n",
            kw = d.kernel_keyword(),
            entry = d.kernel_entry(),
            sig = signature.join(", "),
        );
        Kernel {
            name,
            text: full,
            params,
            iterations,
            block: if serial {
                1
            } else {
                block * packed_gangs.unwrap_or(1)
            },
            serial,
            vector_loops: two_level.iter().map(|v| v.stmt.span).collect(),
            shared_memory,
            cache_info: std::mem::take(&mut self.cache_info),
            rows_per_gang: tiled.as_ref().map(|t| t.2),
            tile_width: tiled.as_ref().map(|t| t.1),
            strip_tiles,
            column_strips,
            strips_possible,
            prefetched,
            carried,
            iterations_per_thread: per_thread,
            tile_iterations: uniform_loop
                .as_ref()
                .filter(|_| tiled.is_none() && two_level.is_empty())
                .map(|_| block * per_thread),
            gang_grid,
            packed_gangs,
            worker_loops: worker_vectors
                .iter()
                .map(|(w, inner)| WorkerLoop {
                    stmt: w.stmt.span,
                    workers,
                    vector,
                    vector_loops: inner.iter().map(|v| v.stmt.span).collect(),
                })
                .collect(),
        }
    }

    /// Whether the construct has `vector_length` for this device type.
    fn has_vector_length(&self) -> bool {
        let device = self.dialect().device_type();
        (self.region.directive)
            .effective_clause(device, accc_front::directive::ClauseName::VectorLength)
            .is_some()
    }

    /// The vector lanes of each worker in a gang × worker × vector kernel: `block` (from
    /// `vector_length`), or — without `vector_length` — the first `vector(n)` of the nest,
    /// or else one warp: the workers then multiply a small block, which every device can
    /// launch (NVIDIA's OpenCL caps some kernels at 256 work-items per group).
    fn vector_lanes(&self, gang: &Loop<'_>, block: u32) -> u32 {
        if self.has_vector_length() {
            return block;
        }
        self.vector_clause_length(gang)
            .unwrap_or(WORKER_VECTOR_LANES.min(block))
    }

    /// The length of the first `vector(n)` of the nest, if any.
    fn vector_clause_length(&self, gang: &Loop<'_>) -> Option<u32> {
        self.first_loop_count(gang, accc_front::directive::ClauseName::Vector)
    }

    /// The count of the first `vector(n)` or `worker(n)` (`name`) of the nest for this
    /// device type, where it is a constant a block can have (1 to 1024).
    fn first_loop_count(
        &self,
        gang: &Loop<'_>,
        name: accc_front::directive::ClauseName,
    ) -> Option<u32> {
        use accc_front::directive::ClauseKind;
        let device = self.dialect().device_type();
        let mut found = None;
        gang.walk(&mut |l| {
            if found.is_none() {
                found = l
                    .directive
                    .and_then(|d| d.effective_clause(device, name))
                    .and_then(|c| match &c.kind {
                        ClauseKind::Vector(Some(e)) | ClauseKind::Worker(Some(e)) => {
                            accc_sema::consteval::eval(e, &|_| None)
                        }
                        _ => None,
                    })
                    .filter(|v| (1..=i128::from(MAX_BLOCK)).contains(v))
                    .map(|v| v as u32);
            }
        });
        found
    }

    /// The workers of a gang × worker × vector kernel: `num_workers(n)` of the construct, or
    /// else `worker(n)` of a loop of the gang loop, or else 4; fewer where `vector` ×
    /// workers would pass 1024 threads (1 means no worker dimension); and the warning for
    /// a construct's `num_workers` not made as written, should the kernel have workers.
    fn workers(&self, gang: &Loop<'_>, vector: u32) -> (u32, Option<Diagnostic>) {
        use accc_front::directive::{ClauseKind, ClauseName as C};
        let device = self.dialect().device_type();
        let usable = |v: i128| (1..=i128::from(MAX_BLOCK)).contains(&v).then_some(v as u32);
        let construct = (self.region.directive)
            .effective_clause(device, C::NumWorkers)
            .and_then(|c| match &c.kind {
                ClauseKind::NumWorkers(e) => {
                    Some((c.span, accc_sema::consteval::eval(e, &|_| None)))
                }
                _ => None,
            });
        let from_loop = self.first_loop_count(gang, C::Worker);
        let most = MAX_BLOCK / vector.max(1);
        let wanted = construct
            .and_then(|(_, v)| v.and_then(usable))
            .or(from_loop)
            .unwrap_or(DEFAULT_WORKERS);
        let made = wanted.min(most);
        let why = construct.and_then(|(span, asked)| match asked {
            None => Some((span, "not a constant".to_string())),
            Some(v) if v < 1 => Some((span, "not a positive count".to_string())),
            Some(v) if v > i128::from(most) => Some((
                span,
                format!("{v} workers of {vector} vector lanes would pass the {MAX_BLOCK} threads a block can have"),
            )),
            Some(_) => None,
        });
        let warning = why.map(|(span, why)| {
            Diagnostic::warning(
                span,
                format!("`num_workers` not made as written: {why}; the kernel uses {made}"),
            )
            .with_label(format!("{made} workers per gang"))
            .with_note(format!("accc compiles each kernel for one block size, at most {MAX_BLOCK} threads (the most an NVIDIA GPU runs in a block), on every device; the answers do not depend on it"))
        });
        (made, warning)
    }

    /// Spread the iterations of loop `l` (its collapsed nest) over `lanes` of blocks of
    /// `block` threads: the rewriter writes it so (`rewrite::Partitioned`).
    fn partition(&mut self, l: &Loop<'_>, block: u32, lanes: super::rewrite::Lanes) {
        let Some(loops) = canonical_nest(l) else {
            return;
        };
        let reductions = l
            .reductions
            .iter()
            .map(|r| {
                let op = r.op.combining(self.ty(r.sym).is_bool());
                (AtomicOp::from_reduction(op), r.sym)
            })
            .collect();
        self.rw.partitioned.insert(
            l.stmt.span.lo,
            super::rewrite::Partitioned {
                loops,
                private: l.private.clone(),
                block: Some(block),
                reductions,
                lanes,
                body: l.collapsed_body().clone(),
                elided: l.sunk_headers().to_vec(),
            },
        );
    }

    /// The grid of gangs of the kernel's loop `l`: `Some` when it has `gang(dim:2)` and the
    /// loops spread over the block's threads (`two_level`) all have `gang(dim:1)`, or
    /// `gang(dim:3)`, those loops `gang(dim:2)` and the loops in them `gang(dim:1)`. When
    /// `gang(dim:n)` asks for more than the kernel can make — a loop one dimension down
    /// without it, worker loops, a `cache` directive, a reduction across blocks, no way to
    /// count the gangs of a lower dimension, a dimension above 1 on another inner loop — a
    /// warning at the clause says so and the gangs form one dimension (the answers are the
    /// same).
    fn gang_grid(
        &mut self,
        l: &Loop<'_>,
        two_level: &[&Loop<'_>],
        workers: bool,
        block: u32,
    ) -> Option<GangGrid> {
        let dim = gang_dim(l, self.dialect()).map_or(1, |(dim, _)| dim);
        let grid = match self.grid_of_gangs(l, dim, two_level, workers, block) {
            Ok(grid) => Some(grid),
            Err(why) if dim > 1 => {
                self.warn_gang_dim(l, &why);
                None
            }
            Err(_) => None,
        };
        // Below the kernel's loop only `gang(dim:1)` loops of a grid are made.
        let inner = |c: &&Loop<'_>| {
            !(grid.is_some() && two_level.iter().any(|v| v.stmt.span == c.stmt.span))
        };
        for c in l.children.iter().filter(inner) {
            self.warn_inner_gang_dims(
                c,
                "only the outermost loop of a kernel spreads over a dimension above 1",
            );
        }
        grid
    }

    /// Warn at every `gang(dim:n)`, `n` > 1, of `l` and the loops in it: not made, `why`.
    fn warn_inner_gang_dims(&mut self, l: &Loop<'_>, why: &str) {
        let mut found = Vec::new();
        l.walk(&mut |c| {
            if gang_dim(c, self.dialect()).is_some_and(|(dim, _)| dim > 1) {
                found.push(c);
            }
        });
        for c in found {
            self.warn_gang_dim(c, why);
        }
    }

    fn warn_gang_dim(&mut self, l: &Loop<'_>, why: &str) {
        let Some((dim, span)) = gang_dim(l, self.dialect()) else {
            return;
        };
        self.warnings.push(
            Diagnostic::warning(
                span,
                format!("`gang(dim:{dim})` is not made here: {why}; the gangs form one dimension"),
            )
            .with_label("run as `gang`")
            .with_note("the answers do not depend on it; -Minfo=accel shows the mapping made"),
        );
    }

    /// [`Self::gang_grid`]: the grid of a `gang(dim:dim)` loop, or why it is not made.
    fn grid_of_gangs(
        &self,
        l: &Loop<'_>,
        dim: u64,
        two_level: &[&Loop<'_>],
        workers: bool,
        block: u32,
    ) -> Result<GangGrid, String> {
        use accc_front::directive::DirectiveKind;
        let sema = self.rw.sema;
        let line = |v: &Loop<'_>| self.rw.sm.locate(v.stmt.span).line;
        if dim < 2 {
            return Err("one dimension asked for".into());
        }
        if workers {
            return Err("its `worker` loops take the block's second dimension".into());
        }
        if directive_inside(sema, l.stmt.span, |d| {
            matches!(d.kind, DirectiveKind::Cache)
        }) {
            return Err("a `cache` directive in it tiles the blocks itself".into());
        }
        // The loops one dimension down must all have it, and may not reduce.
        let check = |loops: &[&Loop<'_>], want: u64| -> Result<(), String> {
            if loops.is_empty() {
                return Err(format!("no loop nested in it has `gang(dim:{want})`"));
            }
            if let Some(v) = loops
                .iter()
                .find(|v| !matches!(gang_dim(v, self.dialect()), Some((d, _)) if d == want))
            {
                return Err(format!(
                    "the loop at line {} is spread over the blocks or their threads but is not `gang(dim:{want})`",
                    line(v)
                ));
            }
            if let Some(v) = loops.iter().find(|v| !v.reductions.is_empty()) {
                return Err(format!(
                    "the reduction of the loop at line {} would be combined across blocks",
                    line(v)
                ));
            }
            Ok(())
        };
        check(two_level, dim - 1)?;
        // Under `gang(dim:3)`: the loops with directives in each `gang(dim:2)` loop.
        let mut rows: Vec<(Span, Vec<Span>)> = Vec::new();
        let mut dim1_loops: Vec<&Loop<'_>> = two_level.to_vec();
        if dim == 3 {
            dim1_loops.clear();
            for r in two_level {
                let dim1: Vec<&Loop<'_>> = r
                    .children
                    .iter()
                    .filter(|c| c.directive.is_some())
                    .collect();
                check(&dim1, 1)?;
                if r.collapse > 1 {
                    return Err(format!(
                        "the `gang(dim:2)` loop at line {} is collapsed",
                        line(r)
                    ));
                }
                rows.push((r.stmt.span, dim1.iter().map(|c| c.stmt.span).collect()));
                dim1_loops.extend(dim1);
            }
        }
        let most = if dim == 3 {
            MOST_CHOSEN_GANGS
        } else {
            super::host_side::MAX_GANG_BLOCKS
        };
        let num_gangs: Vec<String> = self
            .region
            .directive
            .num_gangs(self.dialect().device_type())
            .iter()
            .map(|e| {
                let e = self.rw.sm.snippet(e.span);
                format!("((long)({e}) > 0 ? ((long)({e}) < {most} ? (long)({e}) : {most}) : 1)")
            })
            .collect();
        // Without `num_gangs`: one gang per `per` iterations of the first loop of the
        // dimension, when its bounds can be evaluated on the host.
        let mut inside = gang_body_locals(l, sema);
        inside.extend(l.var());
        let chosen = |v: &Loop<'_>, want: u64, per: u32| -> Result<String, String> {
            let Ok(c) = &v.canonical else {
                return Err(format!(
                    "the extent of the loop at line {} is not known",
                    line(v)
                ));
            };
            let mut local = false;
            for e in [&c.lower, &c.bound] {
                accc_sema::analyze::for_each_ident(e, &mut |i| {
                    local |= sema.symbols.resolve(i).is_some_and(|s| inside.contains(&s));
                });
            }
            if local {
                return Err(format!(
                    "the extent of the `gang(dim:{want})` loop at line {} depends on the loops around it (give the gangs with `num_gangs`)",
                    line(v)
                ));
            }
            let tc = &c.trip_count_text;
            let n = format!("((long)({tc}) + {per} - 1) / {per}");
            Ok(format!(
                "((long)({tc}) > {per} ? ({n} < {MOST_CHOSEN_GANGS} ? {n} : {MOST_CHOSEN_GANGS}) : 1)"
            ))
        };
        let (Some(first_dim1), Some(first_down)) = (dim1_loops.first(), two_level.first()) else {
            return Err("no loop nested in it has `gang(dim:1)`".into());
        };
        let mut inner = Vec::new();
        for k in 0..(dim as usize - 1) {
            inner.push(match (num_gangs.get(k), k) {
                (Some(g), _) => g.clone(),
                (None, 0) => chosen(first_dim1, 1, block)?,
                (None, _) => chosen(first_down, 2, 1)?,
            });
        }
        Ok(GangGrid {
            outer: num_gangs.get(dim as usize - 1).cloned(),
            inner,
            rows,
        })
    }

    /// The plans of the `cache` regions of the kernel body run by blocks of `block`
    /// threads (`tile`: as a 2-D tile), and of what the compiler caches by itself; nothing
    /// is decided yet.
    fn cache_plans(
        &self,
        unit: &Unit<'_, '_>,
        two_level: &[&Loop<'_>],
        stmts: &[&Stmt],
        block: u32,
        tile: Option<(super::cache::plan::SharingLoop, u32, u32)>,
    ) -> Vec<super::cache::plan::RegionPlan> {
        use super::cache::plan::{Planner, Threads};
        use super::cache::CacheImpl;
        let opts = &self.rw.cache.opts;
        let kernel_sharing = match unit {
            Unit::Loop(l) if two_level.is_empty() && block > 1 => sharing_of(l),
            _ => None,
        };
        // Automatic staging (see `cache::stage`, `cache::neighbourhood`): in a one-level
        // parallel loop whose body has no `cache` directive of the user's.
        let stage = opts.auto
            && opts.implementation == CacheImpl::Rbi
            && kernel_sharing.is_some()
            && !stmts.iter().any(|s| {
                directive_inside(self.rw.sema, s.span, |d| {
                    d.kind == accc_front::directive::DirectiveKind::Cache
                })
            });
        let mut planner = Planner {
            sema: self.rw.sema,
            caps: self.dialect().caps(),
            sm: self.rw.sm,
            opts,
            block,
            vector_loops: two_level
                .iter()
                .map(|v| (v.stmt.span.lo, sharing_of(v)))
                .collect(),
            plans: Vec::new(),
            bytes: 0,
            tile,
            stage,
            constant_hosts: &self.rw.cache.constant_hosts,
            constant_left: self.rw.cache.constant_left,
        };
        for s in stmts {
            let threads = match unit {
                Unit::Loop(_) if two_level.is_empty() => Threads::Lanes {
                    sharing: kernel_sharing.clone(),
                },
                Unit::Loop(_) => Threads::Uniform,
                Unit::Serial(_) | Unit::Gang { .. } => Threads::Lanes { sharing: None },
            };
            planner.plan_body(s, threads);
        }
        planner.plans
    }

    /// Plans the `cache` directives of the kernel body (see `cache::plan`) and tells the
    /// rewriter; returns the sharing loop when the kernel's own loop must run uniformly.
    fn plan_cache(
        &mut self,
        unit: &Unit<'_, '_>,
        two_level: &[&Loop<'_>],
        stmts: &[&Stmt],
        block: u32,
        gang_arrays: bool,
        per_iteration_free: bool,
    ) -> (
        Option<super::cache::plan::SharingLoop>,
        Option<(super::cache::plan::SharingLoop, u32, u32)>,
    ) {
        use super::cache::plan::{Mode, SharingLoop};
        use super::cache::{emit, CacheImpl};
        let opts = self.rw.cache.opts.clone();
        self.rw.cache.block = block;
        let kernel_sharing = match unit {
            Unit::Loop(l) if two_level.is_empty() && block > 1 => sharing_of(l),
            _ => None,
        };
        let body_lo = match unit {
            Unit::Loop(_) if two_level.is_empty() => stmts.last().map(|s| s.span.lo),
            _ => None,
        };
        let run = |tile: Option<(SharingLoop, u32, u32)>| {
            self.cache_plans(unit, two_level, stmts, block, tile)
        };
        // A gang loop whose body is one vector loop, with a region in it that shares along
        // both loops: a 2-D tile (16 threads along the vector loop, the rest of the block
        // along the gang loop), when every plan agrees.
        let tile = match unit {
            Unit::Loop(l) => {
                tile_candidate(l, two_level, stmts, block, gang_arrays, &opts, self.rw.sema)
                    .and_then(|(tx, ty)| Some((sharing_of(l)?, tx, ty)))
            }
            _ => None,
        };
        let mut used_tile = None;
        let mut plans = Vec::new();
        let shares_rows = |plans: &[super::cache::plan::RegionPlan]| {
            plans.iter().any(|p| {
                p.vars
                    .iter()
                    .any(|v| v.mode == Mode::Shared && v.row_dim().is_some())
            })
        };
        // First a tile whose threads take several rows each, which needs the kernel's one
        // region to be its vector loop's whole body.
        let mut coarse = None;
        let plain_tile = tile.clone().map(|t| run(Some(t)));
        // (The communicating scope names the thread of the last row as the writer of a
        // range that moves backwards; with several rows per thread there is none such.)
        let coarsen = opts.coarsen && opts.scope != super::cache::ScopeMethod::Communicating;
        if let (Some((gang, tx, ty)), [v], true) = (&tile, two_level, coarsen) {
            // Adjacent rows on 32-wide rows of threads, unless that would send a warp's
            // accesses down 32 columns (see `cache::Coarse`).
            let cached: Vec<SymbolId> = plain_tile
                .iter()
                .flatten()
                .flat_map(|p| p.vars.iter().map(|v| v.sym))
                .collect();
            // (Only under RBI: RBC's checked accesses, each with its load from global
            // memory, unrolled over the rows took GEMM's kernel to 166 registers and
            // 82.8 ms against 24.5; it keeps the rows apart, and coarsens only a region
            // that is the whole body.)
            let rbi = opts.implementation == CacheImpl::Rbi;
            let adjacent = rbi
                && block.is_multiple_of(COARSE_TILE_WIDTH)
                && !walks_columns(v, gang.var, &cached, self.rw.sema);
            let whole_body =
                matches!(plain_tile.as_deref(), Some([p]) if heads_body(v, p.id, self.rw.sema));
            let rows = if whole_body {
                ROWS_PER_THREAD
            } else {
                ROWS_PER_THREAD_IN_A_LOOP
            };
            let coarse_tile = Some(if adjacent {
                (
                    gang.clone(),
                    COARSE_TILE_WIDTH,
                    block / COARSE_TILE_WIDTH * rows,
                )
            } else {
                (gang.clone(), *tx, ty * rows)
            });
            let tiled = run(coarse_tile.clone());
            // Taller copies must still fit: no variable left out that one row per thread
            // would cache.
            let fits = |plans: &[super::cache::plan::RegionPlan]| {
                plans.iter().map(|p| p.ignored.len()).sum::<usize>()
            };
            let as_many = plain_tile
                .as_deref()
                .is_some_and(|plain| fits(&tiled) <= fits(plain));
            if let [p] = tiled.as_slice() {
                // (A private copy is fetched for one iteration; the rows of a thread are
                // several.)
                let all_shared = p
                    .vars
                    .iter()
                    .all(|v| matches!(v.mode, Mode::Shared | Mode::Constant));
                let per_row = p
                    .uniform_path
                    .as_deref()
                    .and_then(|path| per_row_declarations(v, p.id, path, gang.var, self.rw.sema));
                let fits_rows = as_many && all_shared && shares_rows(&tiled) && (rbi || whole_body);
                if let (true, Some(per_row)) = (fits_rows, per_row) {
                    coarse = Some(super::cache::Coarse {
                        region: p.id,
                        rows_per_thread: rows,
                        adjacent,
                        gang: gang.clone(),
                        per_row,
                    });
                    used_tile = coarse_tile;
                    plans = tiled;
                }
            }
        }
        if let (Some(tiled), None) = (plain_tile, &used_tile) {
            if shares_rows(&tiled) {
                used_tile = tile;
                plans = tiled;
            }
        }
        if used_tile.is_none() {
            plans = run(None);
            // A 1-D stencil whose region is the loop's whole body: several adjacent
            // iterations per thread, read through a register window (see `cache::window`).
            // Per-iteration declarations (private, firstprivate) would be made once for
            // all of a thread's iterations, so their kernels keep one iteration per thread.
            if let (Unit::Loop(l), Some(_), [p], true) = (
                unit,
                &kernel_sharing,
                plans.as_mut_slice(),
                per_iteration_free,
            ) {
                if let (true, StmtKind::For { body, .. }) =
                    (heads_body(l, p.id, self.rw.sema), &l.stmt.kind)
                {
                    super::cache::window::apply(p, body, block, &opts, self.rw.sema, self.rw.sm);
                }
            }
        }
        self.rw.cache.tile = used_tile.as_ref().map(|t| (t.1, t.2));
        // Each row of a coarsened tile has its own copy of the variables declared on the
        // way to the region.
        for &sym in coarse.iter().flat_map(|c| &c.per_row) {
            let name = self
                .rw
                .dialect
                .kernel_ident(&self.rw.sema.symbols.get(sym).name);
            self.rw
                .renamed
                .insert(sym, format!("{name}[{}]", super::cache::ROW));
        }
        self.rw.cache.coarse = coarse;
        let mut uniform_kernel = None;
        for p in plans {
            for line in emit::describe(&p, self.dialect(), &opts, block) {
                self.cache_info.push((p.line, line));
            }
            if opts.implementation == CacheImpl::Off || p.off.is_some() {
                continue;
            }
            if let Some(path) = &p.uniform_path {
                // The first statement on the way to the region, or the region itself when
                // it is the body (a neighbourhood's: its path is empty), is the body.
                if Some(path.first().copied().unwrap_or(p.id)) == body_lo {
                    uniform_kernel = kernel_sharing.clone();
                }
                for v in two_level {
                    if let StmtKind::For { body, .. } = &v.stmt.kind {
                        if path.first().copied() == Some(body.span.lo) {
                            if let Some(s) = sharing_of(v) {
                                self.rw.cache.uniform_vectors.insert(v.stmt.span.lo, s);
                            }
                        }
                    }
                }
                self.rw.cache.path.extend(path.iter().copied());
            }
            self.rw
                .cache
                .decls
                .push_str(&emit::declarations(&p, self.dialect(), block, &opts));
            self.rw.cache.plans.insert(p.id, p);
        }
        if uniform_kernel.is_some() || !self.rw.cache.uniform_vectors.is_empty() {
            self.rw
                .cache
                .decls
                .push_str(&emit::width_declarations(self.dialect(), &opts));
        }
        (uniform_kernel, used_tile)
    }

    /// Parameters for a device pointer to `sym`'s data: typed for fixed-size dimensions,
    /// flattened (with extents as parameters) for variable-length ones.
    /// `name` is the kernel's name for the pointer, `host` the host variable;
    /// `device_address`: the host variable already holds a device address (`deviceptr`).
    /// A `firstprivate` array: the region copies it in (`host_side`), the kernel receives
    /// its device copy as `__accc_fp_<host>`, and this declaration (returned) gives each
    /// thread its own copy of the values.
    fn firstprivate_array(
        &mut self,
        sym: SymbolId,
        kname: &str,
        host: &str,
        ty: &Type,
        params: &mut Vec<Param>,
    ) -> String {
        let d = self.dialect();
        let orig = format!("__accc_fp_{host}");
        self.device_pointer(sym, &orig, host, ty, false, true, params);
        format!(
            "        {}; for (unsigned long __accc_k = 0; __accc_k < sizeof({kname}); __accc_k++) ((char *){kname})[__accc_k] = ((const {}char *){orig})[__accc_k];\n",
            self.decl(ty, kname),
            d.global()
        )
    }

    fn device_pointer(
        &mut self,
        sym: SymbolId,
        name: &str,
        host: &str,
        ty: &Type,
        device_address: bool,
        read_only: bool,
        params: &mut Vec<Param>,
    ) {
        let elem = ty.element().cloned().unwrap_or(Type::Void);
        // The extents of the element's array dimensions.
        let mut dims = Vec::new();
        let mut inner = elem.clone();
        while let Type::Array { elem, len } = inner.resolved().clone() {
            dims.push(len);
            inner = *elem;
        }
        let vla = dims.iter().any(|l| !matches!(l, ArrayLen::Const(_)));
        let pointee = if vla { inner.clone() } else { elem.clone() };
        if self.dialect() == Dialect::OpenCl && pointee.is_pointer() {
            // OpenCL 1.2 has no shared virtual memory: a device address stored in device
            // memory means nothing to a kernel, and kernel arguments cannot point to
            // pointers.
            let name = self.name(sym);
            self.errors.push(
                Diagnostic::error(
                    self.region.directive.span,
                    format!("`{name}` points to pointers, which OpenCL kernels cannot follow"),
                )
                .with_label(format!("`{name}` is used in this construct"))
                .with_note("OpenCL 1.2 kernels take no pointers to pointers and have no shared virtual memory")
                .with_help("build for --target=cuda or --target=multicore, or copy the rows into one contiguous array"),
            );
        }
        // Data the kernel only reads: `const` and `restrict`, so that the device compiler may
        // use its read-only caches (distinct variables map to distinct device memory, and a
        // parallel loop's iterations do not write what others read).
        let pointee = if read_only && !pointee.is_const() {
            Type::Qualified {
                quals: accc_front::ast::TypeQuals {
                    is_const: true,
                    ..Default::default()
                },
                inner: Box::new(pointee),
            }
        } else {
            pointee
        };
        // `no_create` data may be absent, and so may an empty subarray (`copyin(p[0:n])`
        // with `n == 0`): the kernel gets a null pointer.
        let absent_ok = self
            .region
            .var(sym)
            .is_some_and(|v| v.attr == DataAttr::NoCreate || v.section);
        let anchor = self
            .anchors
            .get(&(sym, String::new()))
            .and_then(Option::as_ref)
            .filter(|_| !device_address);
        let param = Param::DevicePtr {
            name: name.to_string(),
            pointee,
            host: host.to_string(),
            delta: None,
            device_address,
            restrict: read_only,
            absent_ok,
        };
        anchored(param, anchor, params);
        if vla {
            let mut names = Vec::new();
            for (k, len) in dims.iter().enumerate() {
                let pname = format!("__accc_{name}_d{}", k + 1);
                let host = match len {
                    ArrayLen::Const(n) => n.to_string(),
                    ArrayLen::Expr(e) => format!("({e})"),
                    ArrayLen::Unknown => "0".into(),
                };
                params.push(Param::Value {
                    name: pname.clone(),
                    ty: "long".into(),
                    host,
                });
                names.push(pname);
            }
            self.rw.flattened.insert(sym, names);
        }
    }

    /// The grid-stride loop over the (collapsed) iteration space. Lower bounds, steps and
    /// trip counts come from the host. With collapsed loops each thread splits its first
    /// iteration number and the stride into mixed-radix digits once, then advances the
    /// digits with carries: no division in the loop (64-bit division is slow on GPUs).
    /// Returns the total iteration count as host C text and the loop's code pieces.
    fn iteration_space(
        &mut self,
        l: &Loop<'_>,
        loop_vars: &[SymbolId],
        first: &str,
        stride: &str,
        params: &mut Vec<Param>,
    ) -> (String, IterationCode) {
        let d = self.dialect();
        let mut loops = vec![l];
        let mut cur = l;
        for _ in 1..l.collapse {
            if let Some(c) = cur.children.first() {
                loops.push(c);
                cur = c;
            }
        }
        let depth = loops.len();
        let mut code = IterationCode::default();
        let mut counts = Vec::new();
        for (k, lp) in loops.iter().enumerate() {
            let Ok(c) = &lp.canonical else { continue };
            // A collapsed loop's bounds must not depend on the loops around it.
            if c.bounds_mention(&loop_vars[..k], &self.rw.sema.symbols) {
                self.unsupported(
                    lp.stmt.span,
                    "collapsed loops whose bounds depend on an outer loop".into(),
                );
            }
            // The host computes bounds before the kernel runs, from its own values: a
            // variable the construct assigns on the device (`kernels { m = 50; for (i = 0;
            // i < m; i++) … }`) would be read stale there.
            if let Some(v) = self
                .region
                .vars
                .iter()
                .find(|v| v.written && c.bounds_mention(&[v.sym], &self.rw.sema.symbols))
            {
                let (name, span) = (v.name.clone(), lp.stmt.span);
                self.errors.push(
                    Diagnostic::error(span, format!("the bounds of this loop read `{name}`, which the compute construct assigns"))
                        .with_label(format!("`{name}` is assigned on the device, but the host computes the loop's bounds before the kernel runs"))
                        .with_help(format!("assign `{name}` before the construct, or compute the bound into another variable there")),
                );
            }
            let sm = self.rw.sm;
            let (lo, tc, st) = (
                format!("__accc_lo{k}"),
                format!("__accc_tc{k}"),
                format!("__accc_st{k}"),
            );
            params.push(Param::Value {
                name: lo.clone(),
                ty: "long".into(),
                host: format!("(long)({})", sm.snippet(c.lower.span)),
            });
            params.push(Param::Value {
                name: st.clone(),
                ty: "long".into(),
                host: format!("(long)({})", c.step_text),
            });
            let count = format!(
                "((long)({tc}) > 0 ? (long)({tc}) : 0)",
                tc = c.trip_count_text
            );
            params.push(Param::Value {
                name: tc.clone(),
                ty: "long".into(),
                host: count.clone(),
            });
            counts.push(count);
            let ty = self.ty(c.var);
            let var_decl = self.decl(&ty, &d.kernel_ident(&c.var_name));
            let index = if depth == 1 {
                "__accc_it".to_string()
            } else {
                format!("__accc_x{k}")
            };
            let _ = writeln!(code.header, "        {var_decl} = ({lo} + {index} * {st});");
            code.var_decls.push(var_decl);
        }
        if depth > 1 {
            let _ = writeln!(
                code.setup,
                "    long __accc_sx = {first}, __accc_sd = {stride}, __accc_c = 0;"
            );
            for k in (1..depth).rev() {
                let _ = writeln!(
                    code.setup,
                    "    long __accc_r{k} = __accc_tc{k} > 0 ? __accc_tc{k} : 1;\n    long __accc_x{k} = __accc_sx % __accc_r{k}, __accc_d{k} = __accc_sd % __accc_r{k};\n    __accc_sx /= __accc_r{k};\n    __accc_sd /= __accc_r{k};"
                );
            }
            let _ = writeln!(
                code.setup,
                "    long __accc_x0 = __accc_sx, __accc_d0 = __accc_sd;"
            );
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
            code.advance = format!(", {}", steps.join(", "));
        }
        let total = counts
            .iter()
            .map(|c| format!("(long long){c}"))
            .collect::<Vec<_>>()
            .join(" * ");
        params.push(Param::Value {
            name: "__accc_n".into(),
            ty: "long".into(),
            host: total.clone(),
        });
        (total, code)
    }
}

/// Whether a loop inside a gang loop can spread over the threads of a block: a canonical
/// loop, not collapsed into its parent, whose directive partitions it (explicit
/// `vector`/`worker`, `independent`, or any loop directive of a `parallel` construct but
/// `seq`/`auto`).
pub(super) fn partitions_threads(c: &Loop<'_>, region: &ComputeRegion<'_>, d: Dialect) -> bool {
    use accc_front::directive::ClauseName as C;
    let Some(directive) = c.directive else {
        return false;
    };
    let has = |n: C| directive.effective_clause(d.device_type(), n).is_some();
    let parallel_region = region.kind == accc_front::directive::DirectiveKind::Parallel;
    c.canonical.is_ok()
        && !c.collapsed_into_parent
        && !has(C::Seq)
        && (has(C::Vector)
            || has(C::Worker)
            || has(C::Independent)
            || (parallel_region && !has(C::Auto)))
}

/// The vector loops of a gang loop nest that can run over the threads of a block: loop
/// directives that partition (explicit `vector`/`worker`, `independent`, or any loop
/// directive of a `parallel` construct but `seq`/`auto`), directly in the body of the
/// innermost collapsed loop. Empty — one level, every thread takes whole iterations —
/// when the outer nest reduces (its threads would count the vector results several
/// times), when code outside the vector loops has effects every thread would repeat
/// (atomics, routine calls), when a vector reduction's variable lives outside the
/// nest, or when a vector loop writes an array the gang's body declares.
pub fn vector_loops<'l, 'a>(
    region: &ComputeRegion<'_>,
    d: Dialect,
    l: &'l Loop<'a>,
    reductions: &[accc_ir::Reduction],
    sema: &accc_sema::analyze::Sema,
    routines: &std::collections::HashSet<String>,
) -> Vec<&'l Loop<'a>> {
    if !reductions.is_empty() {
        return Vec::new();
    }
    let mut inner = l;
    for _ in 1..l.collapse {
        match inner.children.first() {
            Some(c) => inner = c,
            None => return Vec::new(),
        }
    }
    let found: Vec<&Loop<'_>> = inner
        .children
        .iter()
        .filter(|c| partitions_threads(c, region, d))
        .collect();
    if found.is_empty() {
        return found;
    }
    // (With intervening code sunk, the code around the vector loops includes it.)
    let body = l.collapsed_body();
    let inside = |span: Span| {
        found
            .iter()
            .any(|v| v.stmt.span.lo <= span.lo && span.hi <= v.stmt.span.hi)
    };
    // Effects every thread of the block would repeat.
    let acc = access::collect_stmt(body, &sema.symbols);
    let repeated_call = acc.calls.iter().any(|c| {
        !inside(c.span)
            && c.name
                .as_deref()
                .is_none_or(|n| routines.contains(n) || !accc_sema::builtins::is_math_function(n))
    });
    let repeated_atomic = directive_inside(sema, body.span, |d| {
        matches!(d.kind, accc_front::directive::DirectiveKind::Atomic(_)) && !inside(d.span)
    });
    let outside_reduction = found
        .iter()
        .flat_map(|v| v.reductions.iter())
        .any(|r| !acc.locals.contains(&r.sym));
    // An array the gang's body declares is the gang's (OpenACC): a vector loop that writes
    // parts of it would write each thread's own copy, which the others never see.
    let shared_array_written = acc.list.iter().any(|a| {
        a.kind != AccessKind::Read
            && inside(a.span)
            && acc.locals.contains(&a.sym)
            && sema.symbols.get(a.sym).ty.is_array()
            && !inside(sema.symbols.get(a.sym).span)
    });
    if repeated_call || repeated_atomic || outside_reduction || shared_array_written {
        return Vec::new();
    }
    found
}

/// The tile of a `tile(a, b)` loop run as strip-mined tiles: `(a, b)`, `a` the size along the
/// inner loop (the first size is the innermost loop's), `*` being 32 inner and 4 outer.
/// `None` — the tile runs as `collapse(2)` — with other sizes, more than 1024 or fewer
/// than 2 threads, or a `cache` directive in the nest (its barriers need every thread,
/// where a partial tile leaves some without an element).
fn tile_shape(
    l: &Loop<'_>,
    dialect: Dialect,
    sema: &accc_sema::analyze::Sema,
) -> Option<(u32, u32)> {
    use accc_front::directive::{ClauseKind, DirectiveKind, TileSize};
    let device = match dialect {
        Dialect::OpenCl => "opencl",
        Dialect::Cuda => "nvidia",
    };
    let sizes = l
        .directive?
        .effective_clauses(device)
        .into_iter()
        .find_map(|c| match &c.kind {
            ClauseKind::Tile(sizes) => Some(sizes.clone()),
            _ => None,
        })?;
    let [inner, outer] = sizes.as_slice() else {
        return None;
    };
    let size = |t: &TileSize, star: u64| match t {
        TileSize::Star(_) => Some(star),
        TileSize::Const(c) => (1..=1024).contains(&c.value).then_some(c.value),
    };
    let (tx, ty) = (size(inner, 32)?, size(outer, 4)?);
    let cache = directive_inside(sema, l.stmt.span, |d| {
        matches!(d.kind, DirectiveKind::Cache)
    });
    (l.collapse == 2 && (2..=1024).contains(&(tx * ty)) && !cache).then_some((tx as u32, ty as u32))
}

/// `gang(dim:n)` of loop `l` (`n` is 1 for a plain `gang`), and the clause's span; `None`
/// without `gang`.
fn gang_dim(l: &Loop<'_>, d: Dialect) -> Option<(u64, Span)> {
    use accc_front::directive::{ClauseKind, ClauseName as C, GangArgs};
    let c = l.directive?.effective_clause(d.device_type(), C::Gang)?;
    match &c.kind {
        ClauseKind::Gang(GangArgs { dim: Some(d), .. }) => Some((d.value, c.span)),
        _ => Some((1, c.span)),
    }
}

/// The symbols declared inside the body of a gang loop (innermost of its collapsed loops).
fn gang_body_locals(l: &Loop<'_>, sema: &accc_sema::analyze::Sema) -> HashSet<SymbolId> {
    access::collect_stmt(l.collapsed_body(), &sema.symbols).locals
}

/// The vector loops of worker loop `w` (a loop of a gang loop) when they can spread over
/// the vector lanes of each worker (`rewrite::Lanes`): `w` has `worker` but not `vector`,
/// its body is a block whose vector loops are direct statements; the other statements
/// (run by one worker's lanes together, only where the worker has an iteration) call no
/// routine, hold no atomic, no `cache`, no update of memory outside the gang's body and
/// no jump out of them (every thread must reach
/// the barriers of the vector loops); declarations there have constant initialisers (they
/// run in every thread); vector reductions are on variables of the gang loop's body.
/// `None` keeps the worker loop on the block's threads, its vector loops in order.
fn worker_split<'l, 'a>(
    w: &'l Loop<'a>,
    dialect: Dialect,
    gang_locals: &HashSet<SymbolId>,
    sema: &accc_sema::analyze::Sema,
    routines: &HashSet<String>,
) -> Option<Vec<&'l Loop<'a>>> {
    use accc_front::ast::{BlockItem, ExprKind, Initializer, LocalDeclKind, UnaryOp};
    use accc_front::directive::{ClauseName as C, DirectiveKind};
    let has = |d: &accc_front::directive::Directive, n: C| {
        d.effective_clause(dialect.device_type(), n).is_some()
    };
    let d = w.directive?;
    // A private array of the worker loop would be one per thread, not per worker.
    let private_array = w
        .private
        .iter()
        .chain(&w.firstprivate)
        .any(|&p| sema.symbols.get(p).ty.is_array());
    if !has(d, C::Worker) || has(d, C::Vector) || w.collapse > 1 || private_array {
        return None;
    }
    let StmtKind::For { body, .. } = &w.stmt.kind else {
        return None;
    };
    let StmtKind::Compound(b) = &body.kind else {
        return None;
    };
    let vector_loop = |c: &Loop<'_>| {
        c.directive
            .is_some_and(|d| has(d, C::Vector) && !has(d, C::Seq))
            && c.canonical.is_ok()
            && !c.collapsed_into_parent
    };
    if w.children.is_empty() || !w.children.iter().all(vector_loop) {
        return None;
    }
    let direct = |span: Span| {
        b.items
            .iter()
            .any(|i| matches!(i, BlockItem::Stmt(s) if s.span == span))
    };
    if !w.children.iter().all(|c| direct(c.stmt.span)) {
        return None;
    }
    let in_a_vector_loop = |span: Span| {
        w.children
            .iter()
            .any(|c| c.stmt.span.lo <= span.lo && span.hi <= c.stmt.span.hi)
    };
    let acc = access::collect_stmt(body, &sema.symbols);
    let calls = acc.calls.iter().any(|c| {
        !in_a_vector_loop(c.span)
            && c.name
                .as_deref()
                .is_none_or(|n| routines.contains(n) || !accc_sema::builtins::is_math_function(n))
    });
    let directives = directive_inside(sema, body.span, |d| {
        matches!(d.kind, DirectiveKind::Cache)
            || (matches!(d.kind, DirectiveKind::Atomic(_)) && !in_a_vector_loop(d.span))
    });
    // Worker-level code runs in each of the worker's lanes: it may store the same value
    // several times, but not update memory outside the gang's body (`x[j] += 1` would add
    // once per lane).
    let repeated_update = acc.list.iter().any(|a| {
        !in_a_vector_loop(a.span)
            && !gang_locals.contains(&a.sym)
            && (a.kind == AccessKind::Update || a.update_op.is_some())
    });
    if calls || directives || repeated_update {
        return None;
    }
    let constant = |e: &accc_front::ast::Expr| match &e.kind {
        ExprKind::IntLit(_) | ExprKind::FloatLit(_) | ExprKind::CharLit(_) => true,
        ExprKind::Unary {
            op: UnaryOp::Neg,
            expr,
        } => matches!(expr.kind, ExprKind::IntLit(_) | ExprKind::FloatLit(_)),
        _ => accc_sema::consteval::eval(e, &|_| None).is_some(),
    };
    for item in &b.items {
        match item {
            BlockItem::Decl(decl) => {
                let LocalDeclKind::Decl(dl) = &decl.kind else {
                    return None;
                };
                // An array there would be one per thread, where the worker's lanes must
                // share one (they fill it together).
                let array = |i: &accc_front::ast::InitDeclarator| {
                    sema.symbols
                        .declared_by(&i.declarator)
                        .is_none_or(|sym| sema.symbols.get(sym).ty.is_array())
                };
                let ok = dl.declarators.iter().all(|i| {
                    !array(i)
                        && match &i.init {
                            None => true,
                            Some(Initializer::Expr(e)) => constant(e),
                            Some(Initializer::List { .. }) => false,
                        }
                });
                if !ok {
                    return None;
                }
            }
            BlockItem::Stmt(s) if !in_a_vector_loop(s.span) && jumps_out(s, false) => return None,
            BlockItem::Stmt(_) => {}
        }
    }
    let reductions_local = w
        .children
        .iter()
        .flat_map(|c| c.reductions.iter())
        .all(|r| gang_locals.contains(&r.sym));
    reductions_local.then(|| w.children.iter().collect())
}

/// Whether `s` may leave the statement other than by its end (`break` or `continue` not
/// inside a loop or switch of its own, `return`, `goto`).
fn jumps_out(s: &Stmt, in_loop: bool) -> bool {
    match &s.kind {
        StmtKind::Break | StmtKind::Continue => !in_loop,
        StmtKind::Return(_) | StmtKind::Goto(_) | StmtKind::GotoComputed(_) => true,
        StmtKind::Compound(b) => b.items.iter().any(|i| match i {
            accc_front::ast::BlockItem::Stmt(s) => jumps_out(s, in_loop),
            accc_front::ast::BlockItem::Decl(_) => false,
        }),
        StmtKind::If { then, els, .. } => {
            jumps_out(then, in_loop) || els.as_ref().is_some_and(|e| jumps_out(e, in_loop))
        }
        StmtKind::Switch { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. } => jumps_out(body, true),
        StmtKind::Case { body, .. } | StmtKind::Default(body) | StmtKind::Labeled { body, .. } => {
            jumps_out(body, in_loop)
        }
        _ => false,
    }
}

/// The 2-D tile shape (threads along x, rows along y) for a gang loop `l` whose body is
/// exactly one vector loop with thread-independent bounds, no reductions and a `cache`
/// directive inside, if the cache options allow sharing.
fn tile_candidate(
    l: &Loop<'_>,
    two_level: &[&Loop<'_>],
    stmts: &[&Stmt],
    block: u32,
    gang_arrays: bool,
    opts: &super::cache::CacheOptions,
    sema: &accc_sema::analyze::Sema,
) -> Option<(u32, u32)> {
    use super::cache::CacheImpl;
    let [v] = two_level else { return None };
    let [body] = stmts else { return None };
    if !opts.sharing
        || !matches!(opts.implementation, CacheImpl::Rbi | CacheImpl::Rbc)
        || block < 32
        || !block.is_multiple_of(16)
        || gang_arrays
        || !v.reductions.is_empty()
        || l.collapse > 1
        || v.collapse > 1
    {
        return None;
    }
    let only_the_vector_loop = match &body.kind {
        StmtKind::Compound(b) => {
            b.items.len() == 1
                && matches!(&b.items[0], accc_front::ast::BlockItem::Stmt(s) if s.span == v.stmt.span)
        }
        _ => body.span == v.stmt.span,
    };
    let gang_var = l.var()?;
    let c = v.canonical.as_ref().ok()?;
    let mut row_dependent = false;
    for e in [&c.lower, &c.bound] {
        accc_sema::analyze::for_each_ident(e, &mut |i| {
            if sema.symbols.resolve(i) == Some(gang_var) {
                row_dependent = true;
            }
        });
    }
    let cache = directive_inside(sema, v.stmt.span, |d| {
        matches!(d.kind, accc_front::directive::DirectiveKind::Cache)
    });
    (cache && only_the_vector_loop && !row_dependent && c.step.is_some())
        .then_some((16, block / 16))
}

/// Whether an access of the vector loop `v` to global memory (not to a `cached` variable)
/// has the gang variable in its last subscript: the element is then next to that of the
/// next gang iteration, and threads of one warp on adjacent rows share its 32-byte sector.
fn walks_columns(
    v: &Loop<'_>,
    gang: SymbolId,
    cached: &[SymbolId],
    sema: &accc_sema::analyze::Sema,
) -> bool {
    accc_sema::access::collect_stmt(v.stmt, &sema.symbols)
        .list
        .iter()
        .filter(|a| !cached.contains(&a.sym))
        .filter_map(|a| a.subscripts.last())
        .any(|last| {
            accc_sema::loops::affine(last, &sema.symbols)
                .is_some_and(|f| f.terms.get(&vec![gang]).is_some_and(|&c| c != 0))
        })
}

/// When the body of the vector loop `v` of a coarsened tile can run its rows side by side
/// (see `cache::Coarse`): the variables its blocks on the way to `region` declare, which
/// each row then has its own copy of. None when a declaration there is not of a scalar,
/// when a statement run for each row could jump out of it, or when a loop or condition on
/// the way reads the gang variable or one of those variables (every row must take the way
/// together).
fn per_row_declarations(
    v: &Loop<'_>,
    region: u32,
    path: &[u32],
    gang: SymbolId,
    sema: &accc_sema::analyze::Sema,
) -> Option<Vec<SymbolId>> {
    use super::cache::plan::{cache_directive, item_pragmas, region_items};
    use accc_front::ast::{BlockItem, Initializer, LocalDeclKind, Storage};
    let StmtKind::For { body, .. } = &v.stmt.kind else {
        return None;
    };
    let mut per_row: Vec<SymbolId> = Vec::new();
    let mut jumps = false;
    let mut stack = vec![&**body];
    while let Some(s) = stack.pop() {
        if !path.contains(&s.span.lo) {
            // Run for each row: no jump may leave it.
            jumps |= s.contains_jump();
            continue;
        }
        match &s.kind {
            StmtKind::Compound(b) => {
                let mut k = 0;
                while k < b.items.len() {
                    let item = &b.items[k];
                    if cache_directive(sema, item_pragmas(item)).is_some_and(|(_, id)| id == region)
                    {
                        k += region_items(&b.items, k).len();
                        continue;
                    }
                    match item {
                        BlockItem::Stmt(x) => stack.push(x),
                        BlockItem::Decl(d) => {
                            let LocalDeclKind::Decl(decl) = &d.kind else {
                                return None;
                            };
                            if decl.specs.storage.iter().any(|s| *s != Storage::Register) {
                                return None;
                            }
                            for init in &decl.declarators {
                                let sym = sema.symbols.declared_by(&init.declarator)?;
                                let ty = &sema.symbols.get(sym).ty;
                                if !ty.is_scalar()
                                    || ty.is_const()
                                    || matches!(init.init, Some(Initializer::List { .. }))
                                {
                                    return None;
                                }
                                per_row.push(sym);
                            }
                        }
                    }
                    k += 1;
                }
            }
            StmtKind::For { .. }
            | StmtKind::If { .. }
            | StmtKind::While { .. }
            | StmtKind::DoWhile { .. } => s.for_each_child(&mut |c| stack.push(c)),
            _ => return None,
        }
        let mut row_dependent = false;
        s.for_each_header_expr(&mut |e| {
            accc_sema::analyze::for_each_ident(e, &mut |i| {
                row_dependent |= sema
                    .symbols
                    .resolve(i)
                    .is_some_and(|id| id == gang || per_row.contains(&id));
            });
        });
        if row_dependent {
            return None;
        }
    }
    (!jumps).then_some(per_row)
}

/// Whether a directive inside `span` is `wanted`.
pub(super) fn directive_inside(
    sema: &accc_sema::analyze::Sema,
    span: Span,
    wanted: impl Fn(&accc_front::directive::Directive) -> bool,
) -> bool {
    sema.directives
        .values()
        .any(|d| span.lo <= d.span.lo && d.span.hi <= span.hi && wanted(d))
}

/// Whether the kernel's cache plans share copies whose range is the same for all the
/// iterations of a block, and no copy that moves with them.
fn shares_only_fixed_ranges(plans: &[super::cache::plan::RegionPlan]) -> bool {
    use super::cache::plan::Mode;
    let shared = || {
        plans
            .iter()
            .flat_map(|p| &p.vars)
            .filter(|v| v.mode == Mode::Shared)
    };
    shared().next().is_some() && shared().all(|v| v.dims.iter().all(|d| d.rho == 0))
}

/// The loop whose iterations are a block's threads, as the cache planner needs it: one
/// canonical loop (not collapsed) of constant step.
fn sharing_of(l: &Loop<'_>) -> Option<super::cache::plan::SharingLoop> {
    let c = l.canonical.as_ref().ok()?;
    let step = c.step.filter(|s| *s != 0)?;
    (l.collapse <= 1).then(|| super::cache::plan::SharingLoop {
        var: c.var,
        name: c.var_name.clone(),
        step,
        trip_count: c.trip_count,
    })
}

/// Whether region `region` is the whole body of loop `v`: a region of the compiler's own
/// that is the body (its id is the body's span start, see `cache::neighbourhood`), or a
/// `cache` directive (its pragma span start) heading the body.
fn heads_body(v: &Loop<'_>, region: u32, sema: &accc_sema::analyze::Sema) -> bool {
    use super::cache::plan::{cache_directive, item_pragmas};
    let StmtKind::For { body, .. } = &v.stmt.kind else {
        return false;
    };
    if body.span.lo == region {
        return true;
    }
    let StmtKind::Compound(b) = &body.kind else {
        return false;
    };
    b.items.first().is_some_and(|item| {
        cache_directive(sema, item_pragmas(item)).is_some_and(|(_, id)| id == region)
    })
}

/// The canonical loops of a loop and of those its `collapse` covers, outermost first.
fn canonical_nest(l: &Loop<'_>) -> Option<Vec<accc_sema::loops::CanonicalLoop>> {
    let mut nest = vec![l.canonical.clone().ok()?];
    let mut cur = l;
    while nest.len() < l.collapse {
        cur = cur.children.first()?;
        nest.push(cur.canonical.clone().ok()?);
    }
    Some(nest)
}

/// A `collapse(2)` nest runs in column strips when its inner loop has at least this many
/// blocks' worth of iterations: then at most about a fifth of a row's threads idle (the
/// lanes in front of the first aligned column and past the last).
pub const COLUMN_STRIP_MIN_BLOCKS: u32 = 4;

/// The most rows of a strip one block takes; the host asks for fewer where that leaves
/// fewer than [`COLUMN_STRIP_BLOCKS`] blocks. 16 to 64 rows ran equally fast on an H200
/// (jacobi, hotspot); 128 left too few blocks.
pub const COLUMN_STRIP_MAX_ROWS: u32 = 32;

/// The blocks a column-strips launch aims at where the rows are few: about one wave of
/// 128-thread blocks on a 132-SM H100/H200. Aiming at two waves left jacobi at 1024² with
/// one row per block and 8176 blocks, each adding an atomic to the reduction: its stencil
/// kernel took 21 µs instead of the flat kernel's 17.
pub const COLUMN_STRIP_BLOCKS: u32 = 2048;

/// The opening of a `collapse(2)` nest run in column strips; the iteration's header and
/// body follow, then two closing braces.
///
/// The inner loop's iterations are cut into strips one block wide, the block's threads
/// taking adjacent iterations, and the outer loop's into contiguous ranges of rows; the
/// host launches one block per (strip, range) pair, strip-major (`Gen::strips_launch`),
/// and each block walks down its range. Three things make this faster than the flat
/// grid-stride loop on memory-bound stencils:
/// - a block reads rows j - 1, j and j + 1 while it is at row j, and row j + 1 is row j of
///   its next iteration, so neighbouring rows come from the SM's L1 instead of L2;
/// - a unit-stride inner loop's first lane sits at a multiple of 32 iterations (the
///   `lower & 31` lanes in front idle), so each warp's accesses cover whole 128-byte
///   lines where the rows are aligned: a warp straddling two lines halves the bandwidth;
/// - the row loop steps by the group's rows of work-items (1, but unknown to nvcc): with
///   a literal 1, nvcc unrolls it so that each row's loads wait for the previous row's
///   stores, which halves the loads in flight.
///
/// The kernel holds no other loop and no flat fall-back: either made nvcc schedule the row
/// loop worse. On an H200 (bench/tools/memory_bound_shapes.cu and the session's kernel
/// variants, bench/results/archive/cache/h200-2026-11-22-column-strips.md), against the flat loop:
/// hotspot's step 70.3 → 60.2 µs, jacobi's copy back 52.4 → 38.0 µs, its stencil with
/// the max-reduction 50.5 → 49.6 µs.
///
/// `before_walk` comes before the row loop, `advance` after its step, in its increment
/// (the rows carried in registers, `KernelBuilder::carry_text`).
fn column_strips_open(d: Dialect, block: u32, before_walk: &str, advance: &str) -> String {
    format!(
        "    const long __accc_f = __accc_st1 == 1 ? (__accc_lo1 & 31) : 0, __accc_ns = (__accc_f + __accc_tc1 + {block} - 1) / {block};\n    const long __accc_nr = {ng} / __accc_ns, __accc_per = (__accc_tc0 + __accc_nr - 1) / __accc_nr;\n    const long __accc_x1 = {g} % __accc_ns * {block} + {lane} - __accc_f, __accc_r = {g} / __accc_ns * __accc_per;\n    const long __accc_re = __accc_r + __accc_per < __accc_tc0 ? __accc_r + __accc_per : __accc_tc0;\n    if (__accc_x1 >= 0 && __accc_x1 < __accc_tc1) {{\n{before_walk}        for (long __accc_x0 = __accc_r; __accc_x0 < __accc_re; __accc_x0 += {rows}{advance}) {{\n",
        g = d.group_id(),
        ng = d.num_groups(),
        lane = d.lane(),
        rows = d.lane_rows(),
    )
}

impl KernelBuilder<'_, '_> {
    /// A column-strips nest as the row-walk analyses see it (`prefetch`, `carry`).
    fn row_walk<'s>(
        &self,
        l: &Loop<'_>,
        stmts: &[&'s Stmt],
        loop_vars: &[SymbolId],
        private: &[SymbolId],
        firstprivate: &[SymbolId],
    ) -> Option<super::prefetch::StripsNest<'s>> {
        let (Some(body), [row, column]) = (stmts.first(), loop_vars) else {
            return None;
        };
        Some(super::prefetch::StripsNest {
            body,
            row: *row,
            column: *column,
            row_step: l.canonical.as_ref().ok().and_then(|c| c.step),
            private: private.iter().chain(firstprivate).copied().collect(),
        })
    }

    /// The kernel text of the nest's statements, each under a line marker, so that the
    /// device compiler's messages and debuggers point at the user's lines.
    fn body_text(&mut self, stmts: &[&Stmt]) -> String {
        if self.rw.spaces.is_none() {
            self.rw.infer_spaces(self.region.stmt, HashMap::new());
        }
        stmts
            .iter()
            .map(|s| {
                let loc = self.rw.sm.locate(s.span);
                format!(
                    "#line {} \"{}\"\n{}",
                    loc.line,
                    loc.file.replace('\\', "\\\\").replace('"', "\\\""),
                    self.rw.stmt_text(s)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The code that carries `families` down the row walk (see `carry`), and the body's
    /// reads of them named by their registers in `self.rw.carried` (`__accc_carry{f}_{link}`,
    /// link 0 the leading read).
    fn carry_text(&mut self, families: &[super::carry::Family], code: &IterationCode) -> CarryText {
        let mut out = CarryText::default();
        if families.is_empty() {
            return out;
        }
        let register = |f: usize, link: usize| format!("__accc_carry{f}_{link}");
        // A read loaded outside the body, after the body's variables it names (in a block
        // of its own, as they may be declared again).
        let load =
            |kb: &mut Self, f: usize, link: usize, family: &super::carry::Family, indent: &str| {
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
        self.rw.carried.extend(carried);
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
                &self.dialect().kernel_ident(&self.name(*sym)),
            );
            let _ = writeln!(text, "{indent}{decl} = {};", self.rw.expr_text(init));
        }
        text
    }

    /// The prefetches of `ahead`, each issued when the iteration it reaches down the row
    /// walk is the thread's: the outer loop variable and the body's variables the read
    /// names declared again for that iteration, then the address of the read there.
    fn row_prefetch_text(
        &mut self,
        ahead: &[super::prefetch::Prefetch],
        code: &IterationCode,
    ) -> String {
        let d = self.dialect();
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

/// Whether a statement holds a loop. Column strips are for loop nests whose iterations
/// are straight-line code: a body with its own loop is compute-bound work that the
/// mapping's memory behaviour does not speed up (SGEMM's k loop ran 13% slower in strips
/// on an H200).
fn holds_loop(s: &Stmt) -> bool {
    let mut found = false;
    s.walk(&mut |t| {
        found |= matches!(
            t.kind,
            StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }
        )
    });
    found
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
