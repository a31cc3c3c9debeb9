//! The invariants of a compute construct's kernel launches ([`Launch`]): each kernel the
//! back end built for the construct is launched once, by its region's calls; a launch
//! passes one argument per parameter of the kernel, of the parameter's kind, name and host
//! expression, on the kernel's block; a column-strips choice holds a strips kernel and the
//! flat kernel that names it as its twin, and counts the strips' blocks from the strips
//! kernel's values.

use crate::host::{
    HostExpr, HostOp, KernelLaunch, Launch, LaunchArg, PointerAccess, RegionCall, StripsNest,
};
use crate::kernel::{value_param, Grid, Kernel, Param};

use super::STRIPS_ROLES;

/// The broken invariants of the launches in `host` (the runtime calls of the compute
/// constructs) against `kernels`, the kernels the back end built.
pub fn launches(host: &[HostOp], kernels: &[Kernel]) -> Vec<String> {
    let mut broken = Vec::new();
    for op in host {
        let HostOp::Region(call) = op else { continue };
        let mut report = |why: String| broken.push(format!("region {}: {why}", call.region));
        region_launches(call, kernels, &mut report);
    }
    broken
}

/// The launches of one region against the kernels built for it.
fn region_launches(call: &RegionCall, kernels: &[Kernel], report: &mut dyn FnMut(String)) {
    let mut launched: Vec<&str> = Vec::new();
    for launch in &call.launches {
        for k in launch.kernels() {
            launched.push(&k.kernel);
            match kernels
                .iter()
                .find(|kernel| kernel.name == k.kernel && kernel.region == call.region)
            {
                Some(kernel) => kernel_launch(k, &kernel.params, kernel.block, report),
                None => report(format!(
                    "launches `{}`, which is not a kernel of the region",
                    k.kernel
                )),
            }
        }
        choice(launch, kernels, report);
    }
    for kernel in kernels.iter().filter(|k| k.region == call.region) {
        let times = launched.iter().filter(|&&n| n == kernel.name).count();
        if times != 1 {
            report(format!(
                "kernel `{}` is launched {times} times, not once",
                kernel.name
            ));
        }
    }
}

/// A flat launch is of a kernel without a strips twin; a strips choice is between a
/// column-strips kernel and its twin, counted from the strips kernel's values.
fn choice(launch: &Launch, kernels: &[Kernel], report: &mut dyn FnMut(String)) {
    let named = |name: &str| kernels.iter().find(|k| k.name == name);
    match launch {
        Launch::Flat(k) => {
            if let Some(kernel) = named(&k.kernel) {
                if kernel.grid == Grid::ColumnStrips || kernel.strips_twin.is_some() {
                    report(format!(
                        "`{}` is launched alone but is a column-strips kernel or has one",
                        k.kernel
                    ));
                }
            }
        }
        Launch::Strips { strips, flat, nest } => {
            if let Some(kernel) = named(&strips.kernel) {
                if kernel.grid != Grid::ColumnStrips {
                    report(format!(
                        "`{}` is launched as column strips but its grid is {:?}",
                        strips.kernel, kernel.grid
                    ));
                }
                strips_nest(nest, &kernel.params, report);
            }
            if let Some(kernel) = named(&flat.kernel) {
                if kernel.strips_twin.as_deref() != Some(strips.kernel.as_str()) {
                    report(format!(
                        "`{}` is the flat choice of `{}`, which is not its strips twin",
                        flat.kernel, strips.kernel
                    ));
                }
            }
        }
    }
}

/// A column-strips launch counts its blocks from the strips kernel's values (`params`).
pub(super) fn strips_nest(nest: &StripsNest, params: &[Param], report: &mut dyn FnMut(String)) {
    let nest_values = [
        &nest.outer_trips,
        &nest.inner_trips,
        &nest.inner_lower,
        &nest.inner_step,
    ];
    for (role, value) in STRIPS_ROLES.iter().zip(nest_values) {
        let zero = HostExpr::Literal("0".into());
        let host = value_param(params, *role).map_or(&zero, |(_, host)| host);
        if host != value {
            report(format!(
                "the strips' blocks are counted from {value:?} for {role:?}, not from the kernel's {host:?}"
            ));
        }
    }
}

/// One argument per parameter of `params`, each of the parameter's kind, name and host
/// expression (parameter/argument agreement), and the kernel's block `block`.
pub(super) fn kernel_launch(
    k: &KernelLaunch,
    params: &[Param],
    block: u32,
    report: &mut dyn FnMut(String),
) {
    if k.args.len() != params.len() {
        report(format!(
            "`{}` is launched with {} arguments for its {} parameters",
            k.kernel,
            k.args.len(),
            params.len()
        ));
    }
    for (i, (arg, param)) in k.args.iter().zip(params).enumerate() {
        if !agrees(arg, param) {
            report(format!(
                "argument {i} of `{}` does not agree with its parameter: {arg:?} for {param:?}",
                k.kernel
            ));
        }
    }
    if k.block != block {
        report(format!(
            "`{}` is launched with block {}, built for {block}",
            k.kernel, k.block
        ));
    }
}

/// Whether `arg` passes `param`: the same kind, name and host expression (and a pointer's
/// access as the parameter says).
fn agrees(arg: &LaunchArg, param: &Param) -> bool {
    match (arg, param) {
        (
            LaunchArg::Value { name, host, .. },
            Param::Value {
                name: n, host: h, ..
            },
        )
        | (
            LaunchArg::Accumulator { name, host, .. },
            Param::Accumulator {
                name: n, host: h, ..
            },
        ) => name == n && host == h,
        (
            LaunchArg::ConstantCopy {
                symbol,
                host,
                bytes,
            },
            Param::ConstantCopy {
                symbol: s,
                host: h,
                bytes: b,
            },
        ) => symbol == s && host == h && bytes == b,
        (
            LaunchArg::DevicePtr { name, host, access },
            Param::DevicePtr {
                name: n,
                host: h,
                device_address,
                restrict,
                absent_ok,
                ..
            },
        ) => {
            let wanted = match device_address {
                true => PointerAccess::DeviceAddress,
                false => PointerAccess::Data {
                    read_only: *restrict,
                    if_present: *absent_ok,
                },
            };
            name == n && host == h && *access == wanted
        }
        _ => false,
    }
}
