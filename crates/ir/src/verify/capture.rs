//! The invariants of a kernel's capture record (`kernel::capture::Capture`): no variable
//! captured twice, nor a member chain; each variable's parameters (a value's, a device
//! pointer's with its byte distance and extents, a renamed variable's data pointer) are
//! the kernel's; a flattened pointer points to elements, not arrays, and a `deviceptr`
//! one is not anchored; a read-only pointer's pointee is `const`; a gang-shared array fits
//! shared memory and is declared and counted there; private copies live in private memory,
//! gang-shared ones in the block's; a refused variable comes with an error.

use std::collections::HashSet;

use crate::kernel::capture::{CaptureKind, Captured, DevicePointer, Scope};
use crate::kernel::{
    KStmt, Kernel, Param, PointerRole, SharedPurpose, ValueType, SHARED_MEMORY_LIMIT,
};
use crate::spaces::Space;

pub(super) fn capture(k: &Kernel, report: &mut dyn FnMut(String)) {
    let c = &k.capture;
    let mut seen = HashSet::new();
    for v in &c.variables {
        if !seen.insert(v.sym) {
            report(format!("`{}` is captured twice", v.name));
        }
        variable(k, v, report);
    }
    let mut chains = HashSet::new();
    for m in &c.member_pointers {
        if !chains.insert((m.sym, m.path.as_str())) {
            report(format!(
                "the member chain `{}` of `{}` has two pointers",
                m.path, m.pointer.name
            ));
        }
        pointer(k, &m.pointer, report);
    }
    let refused = c.variables.iter().find(|v| v.how == CaptureKind::Refused);
    if let Some(v) = refused.filter(|_| c.errors.is_empty()) {
        report(format!("`{}` is refused without an error", v.name));
    }
}

/// One variable: its parameters, its copy's space.
fn variable(k: &Kernel, v: &Captured, report: &mut dyn FnMut(String)) {
    let name = &v.name;
    let value = |param: &str| {
        k.params
            .iter()
            .find_map(|p| match p {
                Param::Value { name, ty, .. } if name == param => Some(ty),
                _ => None,
            })
            .cloned()
    };
    match &v.how {
        CaptureKind::FirstprivateValue { .. } | CaptureKind::Value => {
            let param = match &v.how {
                CaptureKind::FirstprivateValue { param } => param,
                _ => &v.kname,
            };
            if !matches!(value(param), Some(ValueType::C(_))) {
                report(format!("`{name}` has no value parameter `{param}`"));
            }
        }
        CaptureKind::PointerBits { param } => {
            if value(param) != Some(ValueType::Long) {
                report(format!(
                    "`{name}`'s bits have no `long` parameter `{param}`"
                ));
            }
        }
        CaptureKind::ThroughPointer { param } => {
            let data = k.params.iter().any(|p| {
                matches!(p, Param::DevicePtr { name, role: PointerRole::Data, .. } if name == param)
            });
            if !data {
                report(format!(
                    "`{name}` is renamed through `{param}`, which is no data pointer of the kernel"
                ));
            }
        }
        CaptureKind::DevicePointer { pointer: p, .. }
        | CaptureKind::FirstprivateArray { pointer: p, .. } => pointer(k, p, report),
        CaptureKind::GangShared { bytes } => gang_shared(k, v, *bytes, report),
        _ => {}
    }
    let space = match &v.how {
        CaptureKind::GangShared { .. } => Some(Space::Local),
        CaptureKind::GangLoopVariable
        | CaptureKind::FirstprivateValue { .. }
        | CaptureKind::Private {
            per: Scope::Iteration,
        }
        | CaptureKind::FirstprivateArray {
            per: Scope::Iteration,
            ..
        } => Some(Space::Private),
        _ => v.space,
    };
    if v.space != space {
        report(format!(
            "`{name}` ({:?}) lives in {:?}, not {space:?}",
            v.how, v.space
        ));
    }
}

/// A device pointer: its parameters are the kernel's, it points as its form says.
fn pointer(k: &Kernel, p: &DevicePointer, report: &mut dyn FnMut(String)) {
    let declared: HashSet<&str> = k.params.iter().filter_map(Param::name).collect();
    for param in p.params() {
        let Some(name) = param.name() else { continue };
        if !declared.contains(name) {
            report(format!(
                "the device pointer `{}` lacks its parameter `{name}`",
                p.name
            ));
        }
    }
    if !p.extents.is_empty() && p.pointee.is_array() {
        report(format!(
            "the flattened pointer `{}` points to arrays",
            p.name
        ));
    }
    if p.device_address && p.anchor.is_some() {
        report(format!(
            "the device address `{}` is anchored to present data",
            p.name
        ));
    }
    if p.read_only && !p.pointee.is_const() {
        report(format!(
            "the read-only pointer `{}` points to data not `const`",
            p.name
        ));
    }
}

/// A gang-shared array: it fits, and it is declared and counted in shared memory.
fn gang_shared(k: &Kernel, v: &Captured, bytes: Option<u64>, report: &mut dyn FnMut(String)) {
    let name = &v.name;
    if bytes.is_some_and(|b| b > SHARED_MEMORY_LIMIT) {
        report(format!(
            "the gang-shared `{name}` does not fit shared memory"
        ));
    }
    let counted = k.shared_memory.iter().any(|u| {
        u.purpose == SharedPurpose::GangPrivate && u.variable == *name && u.bytes == bytes
    });
    if !counted {
        report(format!(
            "the gang-shared `{name}` is not counted in shared memory"
        ));
    }
    let declared = k.body.iter().any(|s| match s {
        KStmt::Shared { declaration, .. } => declaration
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| w == v.kname),
        _ => false,
    });
    if !declared {
        report(format!(
            "the gang-shared `{name}` is not declared in shared memory"
        ));
    }
}
