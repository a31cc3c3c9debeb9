//! The host's kernel launches, printed from their records ([`Launch`], decided by
//! `accc_passes::gpu::launch` in the `kernels` pass: `KernelDecisions::launch`): each a
//! block that evaluates the arguments' values into locals and calls `__accrt_launch`, and
//! the choice between a
//! column-strips kernel and its flat twin.

use std::fmt::Write as _;

use accc_ir::host::{KernelLaunch, Launch, LaunchArg, PointerAccess, StripsNest};
use accc_ir::kernel::{COLUMN_STRIP_BLOCKS, COLUMN_STRIP_MAX_ROWS, MAX_GANG_BLOCKS};

use accc_front::SourceMap;

use crate::runtime_text::c_string;

/// The launches of a compute construct, in order, on `queue` (the runtime's argument),
/// the user's expressions as `sm` holds them.
pub fn launches(launches: &[Launch], queue: &str, sm: &SourceMap) -> String {
    launches
        .iter()
        .map(|launch| match launch {
            Launch::Flat(k) => kernel_launch(k, queue, sm),
            Launch::Strips { strips, flat, nest } => strips_choice((strips, flat), nest, queue, sm),
        })
        .collect()
}

/// The launch of a `collapse(2)` nest that has a column-strips kernel
/// (`print/iterations.rs`, `column_strips_open`): the strips when the inner loop has at
/// least `nest.least_inner` iterations, one block per strip of
/// `block` inner iterations and range of outer ones — ranges of at most
/// `COLUMN_STRIP_MAX_ROWS` rows, fewer where that leaves fewer than `COLUMN_STRIP_BLOCKS`
/// blocks —, else the flat kernel.
fn strips_choice(
    (strips, flat): (&KernelLaunch, &KernelLaunch),
    nest: &StripsNest,
    queue: &str,
    sm: &SourceMap,
) -> String {
    let b = strips.block;
    format!(
        " {{ const long __accc_s_tc0 = {tc0}, __accc_s_tc1 = {tc1}, __accc_s_ns = ((({st1}) == 1 ? ({lo1}) & 31 : 0) + __accc_s_tc1 + {b} - 1) / {b};\n long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + {COLUMN_STRIP_BLOCKS} - 1) / {COLUMN_STRIP_BLOCKS}; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > {COLUMN_STRIP_MAX_ROWS}) __accc_s_rows = {COLUMN_STRIP_MAX_ROWS};\n const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);\n if (__accc_s_tc1 >= {min} && __accc_s_tc0 > 0 && __accc_s_blocks <= {MAX_GANG_BLOCKS})\n{} else\n{} }}\n",
        kernel_launch(strips, queue, sm),
        kernel_launch(flat, queue, sm),
        tc0 = nest.outer_trips.text(sm),
        tc1 = nest.inner_trips.text(sm),
        lo1 = nest.inner_lower.text(sm),
        st1 = nest.inner_step.text(sm),
        min = nest.least_inner,
    )
}

/// `{ <values>; __accrt_arg args[] = {...}; __accrt_launch(...); }` on `queue`.
fn kernel_launch(k: &KernelLaunch, queue: &str, sm: &SourceMap) -> String {
    let mut values = String::new();
    let mut args = Vec::new();
    for (i, arg) in k.args.iter().enumerate() {
        let tmp = format!("__accc_v{i}");
        args.push(match arg {
            LaunchArg::Value {
                name,
                host_type,
                host,
            } => {
                let host = host.text(sm);
                let ty = match host_type {
                    Some(ty) => ty.clone(),
                    None => format!("__typeof__({host})"),
                };
                let _ = write!(values, " {ty} {tmp} = {host};");
                format!(
                    "{{ &{tmp}, sizeof({tmp}), ACCRT_ARG_VALUE, {} }}",
                    c_string(name)
                )
            }
            LaunchArg::Accumulator {
                name,
                host,
                identity,
            } => {
                let host = host.text(sm);
                let _ = write!(values, " __typeof__({host}) {tmp} = {identity};");
                format!(
                    "{{ &{tmp}, sizeof({tmp}), ACCRT_ARG_ACCUMULATOR, {} }}",
                    c_string(name)
                )
            }
            LaunchArg::ConstantCopy {
                symbol,
                host,
                bytes,
            } => format!(
                "{{ (const void *)({}), {bytes}, ACCRT_ARG_CONSTANT_COPY, {} }}",
                host.text(sm),
                c_string(symbol)
            ),
            LaunchArg::DevicePtr { name, host, access } => format!(
                "{{ (const void *)({}), 0, {}, {} }}",
                host.text(sm),
                pointer_kind(*access),
                c_string(name)
            ),
        });
    }
    format!(
        " {{{values} __accrt_arg __accc_args[] = {{ {} }}; __accrt_launch(&__accc_loc, &{}, {}, {}, {}, 0, __accc_args, {}, {queue}); }}\n",
        if args.is_empty() { "{ 0, 0, 0, 0 }".to_string() } else { args.join(", ") },
        k.kernel,
        k.threads,
        k.blocks,
        k.block,
        args.len(),
    )
}

/// The runtime's kind of a pointer argument.
fn pointer_kind(access: PointerAccess) -> &'static str {
    match access {
        PointerAccess::DeviceAddress => "ACCRT_ARG_DEVICE_ADDR",
        PointerAccess::Data {
            read_only: true,
            if_present: true,
        } => "ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT",
        PointerAccess::Data {
            read_only: false,
            if_present: true,
        } => "ACCRT_ARG_DEVICE_PTR_IF_PRESENT",
        PointerAccess::Data {
            read_only: true,
            if_present: false,
        } => "ACCRT_ARG_DEVICE_PTR_READ_ONLY",
        PointerAccess::Data {
            read_only: false,
            if_present: false,
        } => "ACCRT_ARG_DEVICE_PTR",
    }
}
