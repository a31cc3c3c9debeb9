//! The `ACC_TIME` report, printed to standard error at exit. Its shape follows the
//! report of the NVIDIA HPC compilers (file, then function, then one block per directive
//! by line), so that users read it as they already do:
//!
//! ```text
//! Accelerator Kernel Timing data
//! /home/me/saxpy.c
//!   main  nvidia:0 NVIDIA H200
//!     time(us): 1,312
//!     14: compute region (parallel loop) reached 1 time
//!         elapsed time(us): total=1,400 max=1,400 min=1,400 avg=1,400
//!         14: kernel __accc_kernel_0_0 launched 1 time
//!             grid: [132]  block: [256]
//!             device time(us): total=39 max=39 min=39 avg=39
//!         14: data upload transfers: 2 (8,000,000 bytes)
//!             device time(us): total=1,058 max=535 min=523 avg=529
//! ```
//!
//! Device times come from the device's timer; `elapsed` is host time from region entry
//! to exit.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::{is_compute, SiteKey, SiteStats, Stat};

/// Whole microseconds with thousands separators (`1,058`).
pub fn us(v: f64) -> String {
    let n = v.round().max(0.0) as u64;
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn stat_line(label: &str, s: &Stat) -> String {
    if s.count == 0 {
        return format!("{label}(us): none measured");
    }
    format!(
        "{label}(us): total={} max={} min={} avg={}",
        us(s.total),
        us(s.max),
        us(s.min),
        us(s.total / s.count as f64)
    )
}

fn times(n: u64) -> &'static str {
    if n == 1 {
        "time"
    } else {
        "times"
    }
}

/// What kind of directive a site is, as the report names it.
fn what(site: &SiteKey) -> String {
    let c = site.construct.as_str();
    if is_compute(c) {
        format!("compute region ({c})")
    } else if c == "data" || c == "host_data" {
        "data region".to_string()
    } else {
        format!("{c} directive")
    }
}

/// The report for `stats`; `devices` gives each device label's name.
pub fn render(stats: &BTreeMap<SiteKey, SiteStats>, devices: &[(String, String)]) -> String {
    let mut out = String::from("Accelerator Kernel Timing data\n");
    if stats.is_empty() {
        out.push_str("  no compute or data region was reached\n");
        return out;
    }
    let device_name = |label: &str| {
        devices
            .iter()
            .find(|(l, _)| l == label)
            .map(|(l, n)| format!("{l} {n}"))
            .unwrap_or_else(|| label.to_string())
    };
    // file → function → sites (ordered by line).
    let mut files: BTreeMap<&str, BTreeMap<&str, Vec<(&SiteKey, &SiteStats)>>> = BTreeMap::new();
    for (k, s) in stats {
        files
            .entry(&k.file)
            .or_default()
            .entry(&k.function)
            .or_default()
            .push((k, s));
    }
    for (file, functions) in files {
        let _ = writeln!(out, "{file}");
        for (function, sites) in functions {
            let mut devs: Vec<String> = Vec::new();
            for (_, s) in &sites {
                for d in &s.devices {
                    if !devs.contains(d) {
                        devs.push(d.clone());
                    }
                }
            }
            let devs: Vec<String> = devs.iter().map(|d| device_name(d)).collect();
            let _ = writeln!(out, "  {function}  {}", devs.join(", "));
            let device_total: f64 = sites
                .iter()
                .map(|(_, s)| {
                    s.kernels.values().map(|k| k.device.total).sum::<f64>()
                        + s.transfers.values().map(|t| t.device.total).sum::<f64>()
                })
                .sum();
            if device_total > 0.0 {
                let _ = writeln!(out, "    time(us): {}", us(device_total));
            }
            for (site, s) in sites {
                site_block(&mut out, site, s);
            }
        }
    }
    out
}

fn site_block(out: &mut String, site: &SiteKey, s: &SiteStats) {
    let line = site.line;
    let _ = writeln!(
        out,
        "    {line}: {} reached {} {}",
        what(site),
        s.reached,
        times(s.reached)
    );
    if s.elapsed.count > 0 {
        let _ = writeln!(out, "        {}", stat_line("elapsed time", &s.elapsed));
    }
    for (name, k) in &s.kernels {
        let n = k.device.count;
        let _ = writeln!(
            out,
            "        {line}: kernel {name} launched {n} {}",
            times(n)
        );
        let _ = writeln!(out, "            grid: [{}]  block: [{}]", k.grid, k.block);
        let _ = writeln!(out, "            {}", stat_line("device time", &k.device));
    }
    // Uploads first, then downloads, then the rest (as data usually flows).
    let rank = |d: &str| match d {
        "upload" => 0,
        "download" => 1,
        _ => 2,
    };
    let mut transfers: Vec<_> = s.transfers.iter().collect();
    transfers.sort_by_key(|(d, _)| (rank(d), **d));
    for (direction, t) in transfers {
        let _ = writeln!(
            out,
            "        {line}: data {direction} transfers: {} ({} bytes)",
            t.device.count,
            us(t.bytes as f64)
        );
        if t.device.total > 0.0 || t.device.max > 0.0 {
            let _ = writeln!(out, "            {}", stat_line("device time", &t.device));
        }
    }
    if s.allocations > 0 {
        let _ = writeln!(
            out,
            "        {line}: device allocations: {} ({} bytes)",
            s.allocations,
            us(s.allocated as f64)
        );
    }
    if s.waits.count > 0 {
        let _ = writeln!(out, "        {line}: waits: {}", s.waits.count);
        let _ = writeln!(out, "            {}", stat_line("host time", &s.waits));
    }
}

#[cfg(test)]
mod tests {
    use super::super::{KernelStats, TransferStats};
    use super::*;

    #[test]
    fn thousands_separators() {
        assert_eq!(us(0.4), "0");
        assert_eq!(us(999.0), "999");
        assert_eq!(us(1058.0), "1,058");
        assert_eq!(us(12345678.0), "12,345,678");
    }

    #[test]
    fn report_shape() {
        let site = SiteKey {
            file: "/t/a.c".into(),
            function: "main".into(),
            line: 14,
            construct: "parallel loop".into(),
        };
        let mut s = SiteStats {
            reached: 2,
            devices: vec!["nvidia:0".into()],
            ..SiteStats::default()
        };
        s.elapsed.add(100.0);
        s.elapsed.add(300.0);
        let mut k = KernelStats {
            grid: 132,
            block: 256,
            ..KernelStats::default()
        };
        k.device.add(30.0);
        k.device.add(50.0);
        s.kernels.insert("__accc_kernel_0_0".into(), k);
        let mut t = TransferStats {
            bytes: 8_000_000,
            ..TransferStats::default()
        };
        t.device.add(1000.0);
        s.transfers.insert("upload", t);
        let mut stats = BTreeMap::new();
        stats.insert(site, s);
        let text = render(&stats, &[("nvidia:0".into(), "NVIDIA H200".into())]);
        assert_eq!(
            text,
            "Accelerator Kernel Timing data
/t/a.c
  main  nvidia:0 NVIDIA H200
    time(us): 1,080
    14: compute region (parallel loop) reached 2 times
        elapsed time(us): total=400 max=300 min=100 avg=200
        14: kernel __accc_kernel_0_0 launched 2 times
            grid: [132]  block: [256]
            device time(us): total=80 max=50 min=30 avg=40
        14: data upload transfers: 1 (8,000,000 bytes)
            device time(us): total=1,000 max=1,000 min=1,000 avg=1,000
"
        );
    }
}
