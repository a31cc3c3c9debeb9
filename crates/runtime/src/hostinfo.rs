//! Facts about the host machine: CPU model and vendor (`/proc/cpuinfo`), memory sizes
//! (`/proc/meminfo`), and the number of CPUs this process may use.

use std::sync::OnceLock;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CpuInfo {
    /// e.g. "AMD EPYC 9654 96-Core Processor"
    pub model: String,
    /// e.g. "AMD", "Intel", or the raw vendor id
    pub vendor: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemInfo {
    /// MemTotal, bytes
    pub total: usize,
    /// MemAvailable (MemFree on old kernels), bytes
    pub available: usize,
}

fn field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|line| {
        let (k, v) = line.split_once(':')?;
        (k.trim() == key).then(|| v.trim())
    })
}

/// Parse the text of `/proc/cpuinfo`. Works for x86 (`model name`, `vendor_id`) and
/// falls back to the keys other architectures use.
pub fn parse_cpuinfo(text: &str) -> CpuInfo {
    let model = [
        "model name",
        "Model Name",
        "cpu model",
        "Processor",
        "cpu",
        "Model",
    ]
    .iter()
    .find_map(|k| field(text, k).filter(|v| !v.is_empty()))
    .unwrap_or("unknown CPU")
    .to_string();
    let vendor = match field(text, "vendor_id") {
        Some("GenuineIntel") => "Intel".to_string(),
        Some("AuthenticAMD") => "AMD".to_string(),
        Some(v) if !v.is_empty() => v.to_string(),
        _ => match field(text, "CPU implementer") {
            Some("0x41") => "ARM".to_string(),
            Some("0x4e") => "NVIDIA".to_string(),
            Some("0x61") => "Apple".to_string(),
            Some(v) => format!("CPU implementer {v}"),
            None => "unknown".to_string(),
        },
    };
    CpuInfo { model, vendor }
}

fn kib_field(text: &str, key: &str) -> Option<usize> {
    let v = field(text, key)?;
    let number = v.strip_suffix("kB").unwrap_or(v).trim();
    number.parse::<usize>().ok()?.checked_mul(1024)
}

/// Parse the text of `/proc/meminfo`.
pub fn parse_meminfo(text: &str) -> Option<MemInfo> {
    let total = kib_field(text, "MemTotal")?;
    let available = kib_field(text, "MemAvailable").or_else(|| kib_field(text, "MemFree"))?;
    Some(MemInfo { total, available })
}

/// The host CPU (read once).
pub fn cpu() -> CpuInfo {
    static CPU: OnceLock<CpuInfo> = OnceLock::new();
    CPU.get_or_init(|| {
        let text = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        parse_cpuinfo(&text)
    })
    .clone()
}

/// Host memory now (read on every call: the free amount changes).
pub fn memory() -> Option<MemInfo> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    parse_meminfo(&text)
}

/// The number of CPUs this process may run on: online CPUs, restricted by the
/// affinity mask and the cgroup CPU quota (what OpenMP would use), at least 1.
pub fn default_num_threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const X86: &str = "processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\n\
model name\t: Intel(R) Xeon(R) Platinum 8480+\nstepping\t: 8\n\nprocessor\t: 1\n\
vendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R) Platinum 8480+\n";

    const ARM: &str = "processor\t: 0\nBogoMIPS\t: 2000.00\nCPU implementer\t: 0x41\n\
CPU architecture: 8\nCPU part\t: 0xd40\n";

    #[test]
    fn x86_cpuinfo() {
        let c = parse_cpuinfo(X86);
        assert_eq!(c.model, "Intel(R) Xeon(R) Platinum 8480+");
        assert_eq!(c.vendor, "Intel");
        let amd = parse_cpuinfo("vendor_id : AuthenticAMD\nmodel name : AMD EPYC 9654\n");
        assert_eq!(amd.vendor, "AMD");
        assert_eq!(amd.model, "AMD EPYC 9654");
    }

    #[test]
    fn arm_and_empty_cpuinfo() {
        let c = parse_cpuinfo(ARM);
        assert_eq!(c.vendor, "ARM");
        assert_eq!(c.model, "unknown CPU");
        let e = parse_cpuinfo("");
        assert_eq!(e.model, "unknown CPU");
        assert_eq!(e.vendor, "unknown");
    }

    #[test]
    fn meminfo() {
        let m =
            parse_meminfo("MemTotal:       16384 kB\nMemFree:  1024 kB\nMemAvailable:   8192 kB\n")
                .expect("parses");
        assert_eq!(m.total, 16384 * 1024);
        assert_eq!(m.available, 8192 * 1024);
        let old = parse_meminfo("MemTotal: 4 kB\nMemFree: 2 kB\n").expect("parses");
        assert_eq!(old.available, 2048);
        assert_eq!(parse_meminfo("MemFree: 2 kB\n"), None);
        assert_eq!(parse_meminfo("MemTotal: lots\nMemFree: 2 kB\n"), None);
    }

    #[test]
    fn this_machine() {
        let m = memory().expect("/proc/meminfo is readable on Linux");
        assert!(m.total > 0 && m.available <= m.total);
        assert!(!cpu().model.is_empty());
        assert!(default_num_threads() >= 1);
    }
}
