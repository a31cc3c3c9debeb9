//! How the host launches the kernels of a compute construct: each kernel's arguments from
//! its parameters, its threads and blocks from its grid, and the column strips or the flat
//! kernel of a `collapse(2)` nest that has both. Decided by the `kernels` pass from the
//! decisions about the kernel alone ([`Decisions`], into `KernelDecisions::launch`); the
//! back end prints the [`Launch`] into the host code and `--emit=ir` shows it.
//!
//! The expressions are C text over the launch's locals: `__accc_v<i>` holds the value of
//! argument `i`, and a column-strips launch counts its blocks in `__accc_s_blocks`.

use accc_ir::host::{
    ClauseRole, ClauseValues, DataSite, HostExpr, KernelLaunch, Launch, LaunchArg, PointerAccess,
    StripsNest,
};
use accc_ir::kernel::{
    Decisions, Grid, Param, ValueRole, ValueType, COLUMN_STRIP_MIN_BLOCKS, MAX_GANG_BLOCKS,
};

/// The launch of kernel `flat` of region `region` (its index in the module), or, with its
/// column-strips twin `strips`, the choice between the two; `values`: the clause arguments
/// the host evaluated once into locals.
pub fn launch(
    region: usize,
    flat: &Decisions,
    strips: Option<&Decisions>,
    values: &ClauseValues,
) -> Launch {
    let Some(strips) = strips else {
        return Launch::Flat(kernel_launch(region, flat, values));
    };
    let host = |wanted| {
        (strips.value(wanted)).map_or(HostExpr::Literal("0".into()), |(_, host)| host.clone())
    };
    Launch::Strips {
        strips: kernel_launch(region, strips, values),
        flat: kernel_launch(region, flat, values),
        nest: StripsNest {
            // (The two kernels have the same block.)
            least_inner: COLUMN_STRIP_MIN_BLOCKS * strips.block,
            outer_trips: host(ValueRole::TripCount(0)),
            inner_trips: host(ValueRole::TripCount(1)),
            inner_lower: host(ValueRole::Lower(1)),
            inner_step: host(ValueRole::Step(1)),
        },
    }
}

/// The launch of `k` (of region `region`): one argument per parameter, its threads, blocks
/// and block.
pub fn kernel_launch(region: usize, k: &Decisions, values: &ClauseValues) -> KernelLaunch {
    // The iteration count is the `__accc_n` value parameter of a loop kernel; serial
    // kernels run once, gang kernels ask for as many gangs as the runtime allows.
    let threads = value_of(k, ValueRole::Iterations).unwrap_or_else(|| k.space.iterations.clone());
    // (Several adjacent iterations a thread with a register window.)
    let threads = match k.cache.per_thread {
        1 => threads,
        c => format!("(({threads}) + {c} - 1) / {c}"),
    };
    KernelLaunch {
        kernel: k.name.clone(),
        args: k.params.iter().map(argument).collect(),
        threads,
        blocks: blocks(region, k, values),
        block: k.block,
    }
}

/// The argument for parameter `p`.
fn argument(p: &Param) -> LaunchArg {
    match p {
        Param::Value { name, ty, host, .. } => LaunchArg::Value {
            name: name.clone(),
            host_type: match ty {
                ValueType::Long => Some("long".to_string()),
                // An anonymous struct has no name in host code: its value's type is its own.
                ValueType::C(t) if t.contains("__accc_anon_") => None,
                ValueType::C(t) => Some(host_type(t)),
            },
            host: host.clone(),
        },
        Param::Accumulator {
            name,
            host,
            identity,
            ..
        } => LaunchArg::Accumulator {
            name: name.clone(),
            host: host.clone(),
            identity: identity.clone(),
        },
        Param::ConstantCopy {
            symbol,
            host,
            bytes,
        } => LaunchArg::ConstantCopy {
            symbol: symbol.clone(),
            host: host.clone(),
            bytes: *bytes,
        },
        Param::DevicePtr {
            name,
            host,
            device_address,
            restrict,
            absent_ok,
            ..
        } => LaunchArg::DevicePtr {
            name: name.clone(),
            host: host.clone(),
            // (`restrict` pointers are the ones the kernel only reads through; absent
            // `no_create` data and empty subarrays give a null pointer.)
            access: match device_address {
                true => PointerAccess::DeviceAddress,
                false => PointerAccess::Data {
                    read_only: *restrict,
                    if_present: *absent_ok,
                },
            },
        },
    }
}

/// The host-side type of a value parameter (OpenCL spellings back to C).
fn host_type(ty: &str) -> String {
    let t = ty.trim();
    match t {
        "ulong" => "unsigned long".into(),
        "uint" => "unsigned int".into(),
        "ushort" => "unsigned short".into(),
        "uchar" => "unsigned char".into(),
        _ => t.to_string(),
    }
}

/// The host's local variable holding the value of `k`'s value parameter of role `wanted`
/// at the launch.
pub fn value_of(k: &Decisions, wanted: ValueRole) -> Option<String> {
    k.value(wanted).map(|(i, _)| format!("__accc_v{i}"))
}

/// The launch's number of blocks for `k`'s grid, over the launch's values; `0` lets the
/// runtime choose. A column-strips kernel's blocks are counted by the host in
/// `__accc_s_blocks`. The kernels whose blocks take gang iterations or tiles stride over
/// the blocks, so the cap only bounds the grid.
fn blocks(region: usize, k: &Decisions, values: &ClauseValues) -> String {
    let value = |wanted: ValueRole| value_of(k, wanted);
    let per_group = |group: u32| {
        let Some(n) = value(ValueRole::Iterations) else {
            return "0".to_string();
        };
        let mut blocks = match group {
            1 => n,
            _ => format!("(({n} + {group} - 1) / {group})"),
        };
        // A 2-D tiled kernel's blocks take tiles along the vector loop too.
        if let Some(columns) = value(ValueRole::TileColumns) {
            blocks = format!("({blocks} * {columns})");
        }
        format!("(int)({blocks} < {MAX_GANG_BLOCKS} ? {blocks} : {MAX_GANG_BLOCKS})")
    };
    match &k.grid {
        Grid::One => "1".into(),
        Grid::NumGangs(e, _) => {
            let site = DataSite::Region(region);
            let e = values.local_for(site, ClauseRole::NumGangs(0)).unwrap_or(e);
            format!("(int)({e})")
        }
        Grid::Runtime => "0".into(),
        Grid::ColumnStrips => "(int)__accc_s_blocks".into(),
        Grid::PerRows(group) | Grid::PackedGangs(group) | Grid::PerTile(group) => per_group(*group),
        // The last dimension from num_gangs, else one gang along it per iteration of the
        // kernel's loop, as many as the cap on blocks allows.
        Grid::GangGrid { dims, .. } => {
            let below: Vec<String> = (0..dims - 1)
                .filter_map(|d| value(ValueRole::DimGangs(d)))
                .collect();
            let below = below.join(" * ");
            let most = format!("({MAX_GANG_BLOCKS} / ({below}))");
            let outer = k.gang_grid.as_ref().and_then(|g| g.outer.clone());
            let last = match outer.or_else(|| value(ValueRole::Iterations)) {
                Some(g) => format!("({g} < {most} ? ({g} > 0 ? {g} : 1) : {most})"),
                None => "1".into(),
            };
            format!("(int)({below} * {last})")
        }
    }
}

#[cfg(test)]
mod tests {
    use accc_front::ast::BasicType;
    use accc_ir::kernel::{IterationSpace, PointerRole, SpaceForm};
    use accc_sema::Type;

    use super::*;

    fn value(name: &str, ty: ValueType, role: ValueRole) -> Param {
        Param::Value {
            name: name.into(),
            ty,
            host: HostExpr::var(&format!("host_{name}")),
            role,
        }
    }

    /// A loop kernel of a reduction over read-only, possibly absent data, with an
    /// anonymous struct's value and a copy into constant memory.
    fn kernel() -> Decisions<'static> {
        let space = IterationSpace::without_loops(SpaceForm::GridStride, "n");
        let mut k = Decisions::plain("k".into(), 128, space);
        k.params = vec![
            Param::DevicePtr {
                name: "a".into(),
                pointee: Type::Basic(BasicType::Float),
                host: "a".into(),
                delta: None,
                device_address: false,
                restrict: true,
                absent_ok: true,
                role: PointerRole::Data,
            },
            Param::Accumulator {
                name: "__accc_a_s".into(),
                pointee: Type::Basic(BasicType::Float),
                host: "s".into(),
                identity: "0".into(),
            },
            value("c", ValueType::C("uint".into()), ValueRole::Other),
            value(
                "t",
                ValueType::C("struct __accc_anon_1".into()),
                ValueRole::Other,
            ),
            Param::ConstantCopy {
                symbol: "__accc_c_w".into(),
                host: "w".into(),
                bytes: 64,
            },
            value("__accc_n", ValueType::Long, ValueRole::Iterations),
        ];
        k.cache.per_thread = 2;
        k.grid = Grid::PerRows(4);
        k
    }

    #[test]
    fn one_argument_per_parameter_of_its_kind() {
        let launch = kernel_launch(0, &kernel(), &Default::default());
        assert_eq!(launch.args.len(), 6);
        assert_eq!(
            launch.args[0],
            LaunchArg::DevicePtr {
                name: "a".into(),
                host: "a".into(),
                access: PointerAccess::Data {
                    read_only: true,
                    if_present: true
                },
            }
        );
        assert!(
            matches!(&launch.args[1], LaunchArg::Accumulator { identity, .. } if identity == "0")
        );
        // OpenCL's spelling back to C; an anonymous struct has no name on the host.
        assert!(
            matches!(&launch.args[2], LaunchArg::Value { host_type: Some(t), .. } if t == "unsigned int")
        );
        assert!(matches!(
            &launch.args[3],
            LaunchArg::Value {
                host_type: None,
                ..
            }
        ));
        assert!(matches!(
            &launch.args[4],
            LaunchArg::ConstantCopy { bytes: 64, .. }
        ));
        // Two iterations a thread; one block per four gang iterations, capped.
        assert_eq!(launch.threads, "((__accc_v5) + 2 - 1) / 2");
        assert_eq!(
            launch.blocks,
            format!("(int)(((__accc_v5 + 4 - 1) / 4) < {MAX_GANG_BLOCKS} ? ((__accc_v5 + 4 - 1) / 4) : {MAX_GANG_BLOCKS})")
        );
    }

    #[test]
    fn a_strips_twin_makes_a_choice_counted_from_its_values() {
        let flat = kernel();
        assert!(matches!(
            launch(0, &flat, None, &Default::default()),
            Launch::Flat(_)
        ));
        let mut strips = kernel();
        strips.name = "k_strips".into();
        strips.grid = Grid::ColumnStrips;
        strips.params.push(value(
            "__accc_tc1",
            ValueType::Long,
            ValueRole::TripCount(1),
        ));
        let Launch::Strips { strips, flat, nest } =
            launch(0, &flat, Some(&strips), &Default::default())
        else {
            panic!("not a strips choice");
        };
        assert_eq!(
            (strips.kernel.as_str(), flat.kernel.as_str()),
            ("k_strips", "k")
        );
        assert_eq!(strips.blocks, "(int)__accc_s_blocks");
        assert_eq!(nest.inner_trips, HostExpr::var("host___accc_tc1"));
        // A value the kernel does not have counts as zero.
        assert_eq!(nest.outer_trips, HostExpr::Literal("0".into()));
    }
}
