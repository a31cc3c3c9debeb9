//! Printing a built kernel: the declarations it needs before it, its signature from its
//! parameters, the pointers those parameters become on entry, and its body.

use std::fmt::Write as _;

use accc_ir::kernel::{KStmt, Kernel, Param};
use accc_sema::Type;

mod iterations;
pub mod reduce;

use super::target::Target;

/// The kernel's definition in the device program of target `d`.
pub fn kernel(k: &Kernel, d: &dyn Target) -> String {
    let (signature, pointer_setup) = signature(&k.params, d);
    let mut body = String::new();
    for s in &k.body {
        match s {
            KStmt::Text(t) => body.push_str(t),
            KStmt::Shared {
                declaration,
                align: None,
                ..
            } => {
                let _ = writeln!(body, "    {} {declaration};", d.shared());
            }
            KStmt::Shared {
                declaration,
                align: Some(n),
                ..
            } => {
                body.push_str(&d.aligned_shared(declaration, *n));
            }
            KStmt::Reduce(r) => body.push_str(&reduce::reduce(r, d)),
            KStmt::Iterations(it) => body.push_str(&iterations::iterations(it, d)),
        }
    }
    if k.packed_gangs.is_some() {
        body = super::packed_gangs::wrap(&body);
    }
    format!(
        "{constants}{kw} {name}({sig})\n{{\n{entry}{pointer_setup}{body}}}\n",
        constants = k.constants,
        kw = d.kernel_keyword(),
        name = k.name,
        entry = d.kernel_entry(),
        sig = signature.join(", "),
    )
}

/// The kernel's parameters as the dialect declares them, and the statements that turn
/// those passed as a buffer and an offset (OpenCL) or as bytes to step back from (a device
/// pointer with a delta) into the typed pointers the body uses.
fn signature(params: &[Param], d: &dyn Target) -> (Vec<String>, String) {
    let mut signature = Vec::new();
    let mut pointer_setup = String::new();
    for p in params {
        match p {
            Param::Value { name, ty, .. } => signature.push(format!("{} {name}", ty.spelling())),
            Param::ConstantCopy { .. } => {}
            // (an arithmetic type: its spelling is the whole declarator)
            Param::Accumulator { name, pointee, .. } => {
                let t = d.type_text(&pointee.spelling());
                let (decl, cast) = (
                    format!("{}{t} *{name}", d.global()),
                    format!("{}{t} *", d.global()),
                );
                d.pointer_parameter(name, &decl, &cast, None, &mut signature, &mut pointer_setup);
            }
            Param::DevicePtr {
                name,
                pointee,
                delta,
                restrict,
                ..
            } => {
                let ptr = Type::Pointer {
                    pointee: Box::new(pointee.clone()),
                    quals: accc_front::ast::TypeQuals {
                        is_restrict: *restrict,
                        ..Default::default()
                    },
                };
                let decl = format!("{}{}", d.global(), d.type_text(&ptr.declare(name)));
                let cast = format!("{}{}", d.global(), d.type_text(&ptr.spelling()));
                d.pointer_parameter(
                    name,
                    &decl,
                    &cast,
                    delta.as_deref(),
                    &mut signature,
                    &mut pointer_setup,
                );
            }
        }
    }
    (signature, pointer_setup)
}
