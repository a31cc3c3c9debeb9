//! Printing a built kernel: the declarations it needs before it, its signature from its
//! parameters, the pointers those parameters become on entry, and its body.

use std::fmt::Write as _;

use std::collections::BTreeSet;

use accc_ir::kernel::{KStmt, Kernel, Param};
use accc_sema::Type;

mod iterations;
pub mod reduce;

use super::dialect::{Dialect, Helper};

/// The kernel's definition in the device program of dialect `d`; the atomic helpers its
/// code calls go to `helpers`.
pub fn kernel(k: &Kernel, d: Dialect, helpers: &mut BTreeSet<Helper>) -> String {
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
                let _ = match d {
                    Dialect::Cuda => {
                        writeln!(body, "    {} __align__({n}) {declaration};", d.shared())
                    }
                    Dialect::OpenCl => writeln!(
                        body,
                        "    {} {declaration} __attribute__((aligned({n})));",
                        d.shared()
                    ),
                };
            }
            KStmt::Reduce(r) => body.push_str(&reduce::reduce(r, d, helpers)),
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
fn signature(params: &[Param], d: Dialect) -> (Vec<String>, String) {
    let mut signature = Vec::new();
    let mut pointer_setup = String::new();
    for p in params {
        match p {
            Param::Value { name, ty, .. } => signature.push(format!("{} {name}", ty.spelling())),
            Param::ConstantCopy { .. } => {}
            // (an arithmetic type: its spelling is the whole declarator)
            Param::Accumulator { name, pointee, .. } => {
                let t = d.type_text(&pointee.spelling());
                match d {
                    Dialect::Cuda => signature.push(format!("{t} *{name}")),
                    // A device address, which OpenCL passes as a buffer and an offset.
                    Dialect::OpenCl => {
                        signature.push(format!("__global char *__accc_b_{name}"));
                        signature.push(format!("ulong __accc_o_{name}"));
                        let _ = writeln!(
                            pointer_setup,
                            "    __global {t} *{name} = (__global {t} *)(__accc_b_{name} + __accc_o_{name});"
                        );
                    }
                }
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
                let back = delta
                    .as_ref()
                    .map(|v| format!(" - {v}"))
                    .unwrap_or_default();
                match d {
                    Dialect::Cuda if delta.is_none() => signature.push(decl),
                    Dialect::Cuda => {
                        signature.push(format!("char *__accc_b_{name}"));
                        let _ = writeln!(
                            pointer_setup,
                            "    {decl} = ({cast})(__accc_b_{name}{back});"
                        );
                    }
                    Dialect::OpenCl => {
                        signature.push(format!("__global char *__accc_b_{name}"));
                        signature.push(format!("ulong __accc_o_{name}"));
                        let _ = writeln!(
                            pointer_setup,
                            "    {decl} = ({cast})(__accc_b_{name} + __accc_o_{name}{back});"
                        );
                    }
                }
            }
        }
    }
    (signature, pointer_setup)
}
