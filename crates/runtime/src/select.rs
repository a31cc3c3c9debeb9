//! The environment variables of OpenACC 3.3 chapter 4 (`ACC_DEVICE_TYPE`,
//! `ACC_DEVICE_NUM`) and accc's `ACC_NUM_CORES`: reading and parsing. Choosing a device
//! from them is done by `Runtime::new`; `ACC_PROFLIB` is read by `profile::tool`.

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

/// The start-up configuration, as read from the environment (unparsed, so that
/// tests can supply any values). Empty values count as unset.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnvConfig {
    pub device_type: Option<String>,
    pub device_num: Option<String>,
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
    /// Read `ACC_DEVICE_TYPE` and `ACC_DEVICE_NUM` from the process environment.
    pub fn from_process() -> Result<EnvConfig, AccError> {
        Ok(EnvConfig {
            device_type: read_var("ACC_DEVICE_TYPE")?,
            device_num: read_var("ACC_DEVICE_NUM")?,
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

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn num_cores() {
        assert_eq!(parse_num_cores("4"), Ok(4));
        assert_eq!(parse_num_cores("1"), Ok(1));
        for bad in ["0", "-2", "many", "99999999999"] {
            assert!(parse_num_cores(bad).unwrap_err().contains("ACC_NUM_CORES="));
        }
    }
}
