//! The kernel text of a register window (decided by `accc_passes::ext::cache::window`):
//! the register array, the counter of a thread's iterations, and the register an access
//! reads.

use accc_passes::ext::cache::window::offset;
use accc_sema::analyze::Sema;
use accc_sema::loops::Affine;
use accc_sema::SymbolId;

pub use accc_passes::ext::cache::window::{apply, vector_type, PER_THREAD};

/// The counter of a thread's iterations in a windowed region (0..[`PER_THREAD`]).
pub const ITERATION: &str = "__accc_o";

/// The register array of a window in the region named `region`.
pub fn registers(region: &str) -> String {
    format!("__accc_win{region}")
}

/// The element of the register array `registers` that an access `copy[subscript]` of a
/// windowed copy reads: the iteration's offset in the thread's window plus
/// `subscript - lower` (constants and unrolled loop variables, `name` giving each
/// variable's kernel name).
pub fn register(
    registers: &str,
    rho: i128,
    subscript: &accc_front::ast::Expr,
    lower: &accc_front::ast::Expr,
    sema: &Sema,
    name: &dyn Fn(SymbolId) -> String,
) -> Option<String> {
    let delta = offset(subscript, lower, sema)?;
    Some(format!(
        "{registers}[{rho} * {ITERATION} + {}]",
        affine_text(&delta, name)?
    ))
}

/// C text of an affine form of degree one.
fn affine_text(a: &Affine, name: &dyn Fn(SymbolId) -> String) -> Option<String> {
    let mut parts = Vec::new();
    for (monomial, c) in &a.terms {
        parts.push(match monomial.as_slice() {
            [] => format!("({c})"),
            [s] => format!("({c}) * {}", name(*s)),
            _ => return None,
        });
    }
    Some(if parts.is_empty() {
        "0".into()
    } else {
        format!("({})", parts.join(" + "))
    })
}
