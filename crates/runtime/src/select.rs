//! The environment variables of OpenACC 3.3 chapter 4 (`ACC_DEVICE_TYPE`,
//! `ACC_DEVICE_NUM`), accc's `ACC_NUM_CORES` and `ACC_CHECK`, and the local rank MPI
//! launchers give each process: reading and parsing. Choosing a device from them is done
//! by `Runtime::new`; `ACC_PROFLIB` is read by `profile::tool`.

use std::sync::OnceLock;

use crate::device::{DeviceKind, DeviceType};
use crate::error::AccError;

/// The values `ACC_DEVICE_TYPE` accepts, for messages.
pub const DEVICE_TYPE_VALUES: &str = "host, multicore, nvidia, radeon, opencl, not_host, default";

/// Parse an `ACC_DEVICE_TYPE` value: case-insensitive, surrounding blanks ignored,
/// an `acc_device_` prefix accepted.
pub fn parse_device_type(value: &str) -> Result<DeviceType, String> {
    let v = value.trim().to_ascii_lowercase();
    let name = v.strip_prefix("acc_device_").unwrap_or(&v);
    let t = match name {
        "host" => DeviceType::Kind(DeviceKind::Host),
        "multicore" => DeviceType::Kind(DeviceKind::Multicore),
        "nvidia" => DeviceType::Kind(DeviceKind::Nvidia),
        "radeon" => DeviceType::Kind(DeviceKind::Radeon),
        "opencl" => DeviceType::Kind(DeviceKind::OpenCl),
        "not_host" | "not-host" => DeviceType::NotHost,
        "default" => DeviceType::Default,
        _ => {
            return Err(format!(
                "ACC_DEVICE_TYPE={value} is not a device type; use one of {DEVICE_TYPE_VALUES}"
            ))
        }
    };
    Ok(t)
}

/// Parse an `ACC_DEVICE_NUM` value: a non-negative decimal integer.
pub fn parse_device_num(value: &str) -> Result<usize, String> {
    value.trim().parse::<usize>().map_err(|_| {
        format!("ACC_DEVICE_NUM={value} is not a device number (a non-negative integer)")
    })
}

/// Parse an `ACC_NUM_CORES` value: a positive decimal integer that fits an `int`.
pub fn parse_num_cores(value: &str) -> Result<usize, String> {
    match value.trim().parse::<usize>() {
        Ok(n) if n >= 1 && n <= i32::MAX as usize => Ok(n),
        _ => Err(format!(
            "ACC_NUM_CORES={value} is not a number of threads (a positive integer)"
        )),
    }
}

/// The variables in which MPI launchers tell a process its rank among the processes of
/// its node, in the order they are consulted: Open MPI's `mpirun`, MPICH's Hydra
/// (`mpiexec`), PMI-based launchers, and Slurm's `srun`.
pub const LOCAL_RANK_VARS: [&str; 4] = [
    "OMPI_COMM_WORLD_LOCAL_RANK",
    "MPI_LOCALRANKID",
    "PMI_LOCAL_RANK",
    "SLURM_LOCALID",
];

/// A process's rank among the processes of its node, and the variable that said it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalRank {
    pub rank: usize,
    pub var: &'static str,
}

/// The local rank from the first of [`LOCAL_RANK_VARS`] that `get` has with a valid value
/// (a non-negative integer). A launcher sets its variables itself, so a malformed value is
/// not the user's mistake: it is passed over rather than reported.
pub fn local_rank(get: impl Fn(&str) -> Option<String>) -> Option<LocalRank> {
    LOCAL_RANK_VARS.into_iter().find_map(|var| {
        let rank = get(var)?.trim().parse::<usize>().ok()?;
        Some(LocalRank { rank, var })
    })
}

/// The device number a rank takes among `count` devices of a type when neither the program
/// nor `ACC_DEVICE_NUM` chose one: ranks on one node are spread round-robin over its
/// devices (`None` without devices).
pub fn rank_device(rank: usize, count: usize) -> Option<usize> {
    (count > 0).then(|| rank % count)
}

/// The start-up configuration, as read from the environment (unparsed, so that
/// tests can supply any values). Empty values count as unset.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnvConfig {
    pub device_type: Option<String>,
    pub device_num: Option<String>,
    /// Set when the program runs under an MPI launcher (see [`local_rank`]).
    pub local_rank: Option<LocalRank>,
}

fn read_var(name: &str) -> Result<Option<String>, AccError> {
    match std::env::var(name) {
        Ok(v) if v.trim().is_empty() => Ok(None),
        Ok(v) => Ok(Some(v)),
        Err(std::env::VarError::NotPresent) => Ok(None),
        Err(std::env::VarError::NotUnicode(raw)) => Err(AccError::standalone(format!(
            "{name}={} is not valid text",
            raw.to_string_lossy()
        ))),
    }
}

impl EnvConfig {
    /// Read `ACC_DEVICE_TYPE`, `ACC_DEVICE_NUM` and the local rank from the process
    /// environment.
    pub fn from_process() -> Result<EnvConfig, AccError> {
        Ok(EnvConfig {
            device_type: read_var("ACC_DEVICE_TYPE")?,
            device_num: read_var("ACC_DEVICE_NUM")?,
            local_rank: local_rank(|name| std::env::var(name).ok()),
        })
    }
}

/// `ACC_NUM_CORES` from the process environment, if set.
pub fn num_cores_from_process() -> Result<Option<usize>, AccError> {
    match read_var("ACC_NUM_CORES")? {
        None => Ok(None),
        Some(v) => parse_num_cores(&v).map(Some).map_err(AccError::standalone),
    }
}

/// The value of a switch variable (`ACC_CHECK`, `ACC_DEFER_KERNELS`, `ACC_SYNCHRONOUS`):
/// empty or `0` is off, `1` on, anything else `None`.
pub fn parse_flag(v: &str) -> Option<bool> {
    match v.trim() {
        "" | "0" => Some(false),
        "1" => Some(true),
        _ => None,
    }
}

/// `ACC_CHECK`, read once: `Ok(true)` for `1`, `Ok(false)` when unset, empty or `0`, the
/// message for anything else (reported when the runtime starts).
pub fn check_setting() -> &'static Result<bool, String> {
    static CHECK: OnceLock<Result<bool, String>> = OnceLock::new();
    CHECK.get_or_init(|| match std::env::var("ACC_CHECK") {
        Err(_) => Ok(false),
        Ok(v) => parse_flag(&v).ok_or_else(|| {
            format!("ACC_CHECK={v}: expected 0 or 1 (1 turns on the checking mode of the host and multicore devices)")
        }),
    })
}

/// Whether the host and multicore devices are checking devices (`ACC_CHECK=1`, see
/// [`crate::check`]).
pub fn checking() -> bool {
    matches!(check_setting(), Ok(true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switches_are_0_or_1() {
        assert_eq!(parse_flag("1"), Some(true));
        assert_eq!(parse_flag(" 0 "), Some(false));
        assert_eq!(parse_flag(""), Some(false));
        assert_eq!(parse_flag("yes"), None);
    }

    #[test]
    fn device_types_case_insensitive() {
        let cases = [
            ("host", DeviceType::Kind(DeviceKind::Host)),
            ("HOST", DeviceType::Kind(DeviceKind::Host)),
            ("Multicore", DeviceType::Kind(DeviceKind::Multicore)),
            (" nvidia\n", DeviceType::Kind(DeviceKind::Nvidia)),
            ("NVIDIA", DeviceType::Kind(DeviceKind::Nvidia)),
            ("radeon", DeviceType::Kind(DeviceKind::Radeon)),
            ("OpenCL", DeviceType::Kind(DeviceKind::OpenCl)),
            ("not_host", DeviceType::NotHost),
            ("NOT_HOST", DeviceType::NotHost),
            ("not-host", DeviceType::NotHost),
            ("default", DeviceType::Default),
            (
                "acc_device_multicore",
                DeviceType::Kind(DeviceKind::Multicore),
            ),
            ("ACC_DEVICE_NOT_HOST", DeviceType::NotHost),
        ];
        for (text, want) in cases {
            assert_eq!(parse_device_type(text), Ok(want), "{text:?}");
        }
    }

    #[test]
    fn bad_device_types_list_the_accepted_values() {
        for bad in ["gpu", "none", "", "hostx", "acc_device_", "cuda"] {
            let e = parse_device_type(bad).unwrap_err();
            assert!(e.contains(&format!("ACC_DEVICE_TYPE={bad} ")), "{e}");
            assert!(e.contains(DEVICE_TYPE_VALUES), "{e}");
        }
    }

    #[test]
    fn device_numbers() {
        assert_eq!(parse_device_num("0"), Ok(0));
        assert_eq!(parse_device_num(" 3 "), Ok(3));
        for bad in ["-1", "x", "1.5", ""] {
            assert!(parse_device_num(bad)
                .unwrap_err()
                .contains("is not a device number"));
        }
    }

    fn lookup<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn local_rank_follows_the_launchers_order() {
        assert_eq!(local_rank(lookup(&[])), None);
        // each launcher's variable, in precedence order, with its position as the value
        let all = [
            ("OMPI_COMM_WORLD_LOCAL_RANK", "0"),
            ("MPI_LOCALRANKID", "1"),
            ("PMI_LOCAL_RANK", "2"),
            ("SLURM_LOCALID", "3"),
        ];
        for first in 0..all.len() {
            let got = local_rank(lookup(&all[first..])).unwrap();
            assert_eq!((got.var, got.rank), (all[first].0, first));
        }
        let got = local_rank(lookup(&[("SLURM_LOCALID", "3"), ("PMI_LOCAL_RANK", " 2 ")]));
        assert_eq!(
            got,
            Some(LocalRank {
                rank: 2,
                var: "PMI_LOCAL_RANK"
            })
        );
        // a malformed value is passed over
        let got = local_rank(lookup(&[("MPI_LOCALRANKID", "x"), ("SLURM_LOCALID", "5")]));
        assert_eq!(
            got,
            Some(LocalRank {
                rank: 5,
                var: "SLURM_LOCALID"
            })
        );
        assert_eq!(
            local_rank(lookup(&[("OMPI_COMM_WORLD_LOCAL_RANK", "-1")])),
            None
        );
    }

    #[test]
    fn ranks_go_round_robin_over_the_devices() {
        let taken: Vec<Option<usize>> = (0..5).map(|r| rank_device(r, 2)).collect();
        assert_eq!(taken, [Some(0), Some(1), Some(0), Some(1), Some(0)]);
        assert_eq!(rank_device(3, 1), Some(0));
        assert_eq!(rank_device(7, 4), Some(3));
        assert_eq!(rank_device(0, 0), None);
    }

    #[test]
    fn num_cores() {
        assert_eq!(parse_num_cores("4"), Ok(4));
        assert_eq!(parse_num_cores("1"), Ok(1));
        for bad in ["0", "-2", "many", "99999999999"] {
            assert!(parse_num_cores(bad).unwrap_err().contains("ACC_NUM_CORES="));
        }
    }
}
