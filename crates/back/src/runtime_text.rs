//! Host C that more than one back end writes around its calls into the runtime: string
//! literals (source locations, labels) and the condition under which a compute region
//! runs on a device.

/// The condition under which a compute region runs on the device that `active` tests
/// (`__accrt_multicore_active()`, `__accrt_offload_active()`): the `if` clause holds and
/// the `self` clause does not (OpenACC 3.3 §2.5.6: `self(c)` runs the region on the local
/// thread when `c` is true; a bare `self` always).
pub fn active_condition(active: &str, guard: &[accc_ir::host::Condition]) -> String {
    use accc_ir::host::Condition;
    use std::fmt::Write as _;
    let mut cond = String::from(active);
    for c in guard {
        match c {
            Condition::If(e) => {
                let _ = write!(cond, " && ({e})");
            }
            Condition::UnlessSelf(e) => {
                let _ = write!(cond, " && !({e})");
            }
            Condition::OnHost => cond = "0".into(),
        }
    }
    cond
}

/// `s` as a C string literal (its newlines end one literal and start the next).
pub fn c_string(s: &str) -> String {
    let mut out = String::from("\"");
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n\"\n\""),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
