//! The capture phase of [`KernelBuilder::build`]: the capture pass decides how each
//! variable the kernel uses reaches it (`accc_passes::gpu::capture`); this phase prints
//! the record (its errors are raised with the kernel's others) — the declarations of the
//! private and gang-shared copies and the renamings the rewriter prints the body with (the
//! kernels pass decides the parameters and the address spaces from the record itself:
//! `Decisions::params`, `Decisions::code_spaces`).

use std::fmt::Write as _;

use accc_ir::kernel::capture::{Capture, CaptureKind, Captured, DevicePointer, Scope};
use accc_ir::kernel::{SharedPurpose, SharedUse};

use super::{KernelBuilder, Parts};

impl KernelBuilder<'_, '_> {
    /// Prints `decided`: each variable's declarations and renamings, the member pointers'
    /// names.
    pub(super) fn capture(&mut self, decided: &Capture, parts: &mut Parts) {
        for v in &decided.variables {
            self.captured(v, parts);
        }
        for m in &decided.member_pointers {
            (self.rw.rewrites.member_pointers)
                .insert((m.sym, m.path.clone()), m.pointer.name.clone());
        }
    }

    /// The declarations and renamings of variable `v`.
    fn captured(&mut self, v: &Captured, parts: &mut Parts) {
        let d = self.target();
        let (host, kname, ty) = (&v.name, &v.kname, &v.ty);
        let decl = self.decl(ty, kname);
        match &v.how {
            CaptureKind::LoopVariable | CaptureKind::Reduction | CaptureKind::Refused => {}
            CaptureKind::GangLoopVariable | CaptureKind::Private { per: Scope::Kernel } => {
                let _ = writeln!(parts.setup, "    {decl};");
            }
            CaptureKind::GangShared { bytes } => {
                parts.setup.shared(decl, *bytes);
                parts.shared_memory.push(SharedUse {
                    variable: host.clone(),
                    ty: ty.clone(),
                    slots: 1,
                    bytes: *bytes,
                    purpose: SharedPurpose::GangPrivate,
                });
            }
            CaptureKind::Private {
                per: Scope::Iteration,
            } => {
                let _ = writeln!(parts.per_iteration, "        {decl};");
            }
            CaptureKind::FirstprivateArray { per, pointer } => {
                self.flattened(v, pointer);
                // Each thread's own copy of the values.
                let copy = format!(
                    "        {decl}; for (unsigned long __accc_k = 0; __accc_k < sizeof({kname}); __accc_k++) ((char *){kname})[__accc_k] = ((const {}char *){})[__accc_k];\n",
                    d.global(),
                    pointer.name
                );
                match per {
                    Scope::Iteration => parts.per_iteration.push_str(&copy),
                    Scope::Kernel => parts.setup.push_str(&copy),
                }
            }
            CaptureKind::FirstprivateValue { param } => {
                let _ = writeln!(parts.per_iteration, "        {decl} = {param};");
            }
            CaptureKind::PointerBits { param } => {
                let cast = self.decl(ty, "");
                let _ = writeln!(
                    parts.setup,
                    "    __global {decl} = (__global {cast})({param});"
                );
            }
            CaptureKind::Value => {}
            CaptureKind::DevicePointer { pointer, .. } => self.flattened(v, pointer),
            CaptureKind::ThroughPointer { param } => {
                (self.rw.rewrites.renamed).insert(v.sym, format!("(*{param})"));
            }
        }
    }

    /// A flattened device pointer's extents, which the rewriter indexes `v` by.
    fn flattened(&mut self, v: &Captured, pointer: &DevicePointer) {
        if !pointer.extents.is_empty() {
            let names = pointer
                .extents
                .iter()
                .map(|(name, _)| name.clone())
                .collect();
            self.rw.rewrites.flattened.insert(v.sym, names);
        }
    }
}
