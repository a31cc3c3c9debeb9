//! What of the host expressions of the kernels' parameters is still C text
//! ([`crate::host::HostExpr::Text`]): not an invariant broken, but what remains to be typed, listed for
//! the tests and for a reader of the IR.

use crate::kernel::{Decisions, Param};
use crate::Module;

/// The C text left in the host expressions of the parameters the `kernels` pass decided,
/// one line each: the kernel, the parameter and the text.
pub fn host_text(m: &Module<'_>) -> Vec<String> {
    let mut left = Vec::new();
    let decided = m.regions.iter().flat_map(|r| &r.kernels);
    for d in decided.flat_map(|k| std::iter::once(&k.kernel).chain(&k.strips_twin)) {
        kernel_text(d, &mut left);
    }
    left
}

/// The C text left in the parameters of kernel `d`.
fn kernel_text(d: &Decisions, left: &mut Vec<String>) {
    for p in &d.params {
        let (name, host) = match p {
            Param::DevicePtr { name, host, .. }
            | Param::Value { name, host, .. }
            | Param::Accumulator { name, host, .. } => (name, host),
            Param::ConstantCopy { symbol, host, .. } => (symbol, host),
        };
        left.extend(
            (host.untyped().into_iter())
                .map(|text| format!("{}: parameter {name}: C text `{text}`", d.name)),
        );
    }
}
