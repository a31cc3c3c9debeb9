//! The kernel text of a register window (decided by `accc_passes::ext::cache::window`):
//! the register array, the counter of a thread's iterations, and the register an access
//! reads (its index decided by `accc_passes::ext::cache::access`).

use accc_ir::tile::access::WindowTerm;
use accc_sema::SymbolId;

pub use accc_ir::tile::{vector_type, PER_THREAD};

/// The counter of a thread's iterations in a windowed region (0..[`PER_THREAD`]).
pub const ITERATION: &str = "__accc_o";

/// The register array of a window in the region named `region`.
pub fn registers(region: &str) -> String {
    format!("__accc_win{region}")
}

/// The element of the register array `registers` that a read of a windowed copy takes:
/// the iteration's offset in the thread's window plus `terms` (`subscript - lower`:
/// constants and unrolled loop variables, `name` giving each variable's kernel name).
pub fn register(
    registers: &str,
    rho: i128,
    terms: &[WindowTerm],
    name: &dyn Fn(SymbolId) -> String,
) -> String {
    let parts: Vec<String> = terms
        .iter()
        .map(|t| match t {
            WindowTerm::Constant(c) => format!("({c})"),
            WindowTerm::Scaled { by, var, .. } => format!("({by}) * {}", name(*var)),
        })
        .collect();
    let offset = if parts.is_empty() {
        "0".into()
    } else {
        format!("({})", parts.join(" + "))
    };
    format!("{registers}[{rho} * {ITERATION} + {offset}]")
}
