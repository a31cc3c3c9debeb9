//! The profiling environment variables, read once. Each has the name accc documents and
//! the names the NVIDIA HPC compilers read, so existing scripts keep working.

use std::path::PathBuf;

/// Bits of the profiling word (`__accrt_profile_flags`). The low five are `ACC_NOTIFY`'s.
pub mod bits {
    pub const LAUNCH: i32 = 1;
    pub const TRANSFER: i32 = 2;
    pub const REGION: i32 = 4;
    pub const WAIT: i32 = 8;
    pub const ALLOC: i32 = 16;
    pub const NOTIFY_ALL: i32 = 31;
    pub const TIME: i32 = 1 << 8;
    pub const TRACE: i32 = 1 << 9;
    /// A callback of the OpenACC profiling interface is registered (`tool.rs`), or NVTX
    /// ranges are asked for (`nvtx.rs`, which is such a callback).
    pub const TOOL: i32 = 1 << 10;
}

pub const TIME_NAMES: [&str; 3] = ["ACC_TIME", "NVCOMPILER_ACC_TIME", "NV_ACC_TIME"];
pub const NOTIFY_NAMES: [&str; 3] = ["ACC_NOTIFY", "NVCOMPILER_ACC_NOTIFY", "NV_ACC_NOTIFY"];
pub const TRACE_NAMES: [&str; 1] = ["ACC_TRACE"];

/// What the user asked for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Config {
    pub time: bool,
    /// `ACC_NOTIFY`'s mask (bits 1 launches, 2 transfers, 4 regions, 8 waits, 16 allocations).
    pub notify: i32,
    pub trace: Option<PathBuf>,
}

impl Config {
    pub fn from_process() -> Result<Config, String> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// From a variable lookup (the first name of each list that is set wins).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, String> {
        let first = |names: &[&'static str]| {
            names
                .iter()
                .find_map(|&n| get(n).map(|v| (n, v.trim().to_string())))
        };
        let mut cfg = Config::default();
        if let Some((name, v)) = first(&TIME_NAMES) {
            cfg.time = match v.to_ascii_lowercase().as_str() {
                "" | "0" | "no" | "off" | "false" => false,
                "1" | "yes" | "on" | "true" => true,
                _ => return Err(format!("{name}={v}: expected 1 (on) or 0 (off)")),
            };
        }
        if let Some((name, v)) = first(&NOTIFY_NAMES) {
            let parsed = match v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
                Some(hex) => i32::from_str_radix(hex, 16),
                None if v.is_empty() => Ok(0),
                None => v.parse::<i32>(),
            };
            cfg.notify = match parsed {
                Ok(n) if (0..=bits::NOTIFY_ALL).contains(&n) => n,
                _ => {
                    return Err(format!(
                        "{name}={v}: expected a mask from 0 to 31 (1 launches, 2 transfers, 4 region entry/exit, 8 waits, 16 allocations)"
                    ))
                }
            };
        }
        if let Some((_, v)) = first(&TRACE_NAMES) {
            if !v.is_empty() {
                cfg.trace = Some(PathBuf::from(v));
            }
        }
        Ok(cfg)
    }

    /// The profiling word.
    pub fn flags(&self) -> i32 {
        let mut f = self.notify;
        if self.time {
            f |= bits::TIME;
        }
        if self.trace.is_some() {
            f |= bits::TRACE;
        }
        f
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(vars: &[(&str, &str)]) -> Result<Config, String> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        Config::from_lookup(|n| vars.iter().find(|(k, _)| k == n).map(|(_, v)| v.clone()))
    }

    #[test]
    fn nothing_set_is_nothing_asked() {
        assert_eq!(cfg(&[]).unwrap().flags(), 0);
        assert_eq!(cfg(&[("ACC_TIME", "0")]).unwrap().flags(), 0);
    }

    #[test]
    fn nvidia_names_are_accepted() {
        assert!(cfg(&[("NV_ACC_TIME", "1")]).unwrap().time);
        assert!(cfg(&[("NVCOMPILER_ACC_TIME", "1")]).unwrap().time);
        assert_eq!(cfg(&[("NV_ACC_NOTIFY", "3")]).unwrap().notify, 3);
        assert_eq!(cfg(&[("ACC_NOTIFY", "0x1f")]).unwrap().notify, 31);
        // The accc name wins over the others.
        assert!(
            !cfg(&[("ACC_TIME", "0"), ("NV_ACC_TIME", "1")])
                .unwrap()
                .time
        );
    }

    #[test]
    fn flags_combine() {
        let c = cfg(&[
            ("ACC_TIME", "1"),
            ("ACC_NOTIFY", "5"),
            ("ACC_TRACE", "t.json"),
        ])
        .unwrap();
        assert_eq!(c.flags(), 5 | bits::TIME | bits::TRACE);
    }

    #[test]
    fn bad_values_name_the_variable() {
        let e = cfg(&[("ACC_NOTIFY", "all")]).unwrap_err();
        assert!(e.starts_with("ACC_NOTIFY=all: expected a mask"), "{e}");
        let e = cfg(&[("NV_ACC_NOTIFY", "64")]).unwrap_err();
        assert!(e.starts_with("NV_ACC_NOTIFY=64"), "{e}");
        let e = cfg(&[("ACC_TIME", "maybe")]).unwrap_err();
        assert!(e.starts_with("ACC_TIME=maybe"), "{e}");
    }
}
