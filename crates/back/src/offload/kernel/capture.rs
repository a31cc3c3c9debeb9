//! The capture phase of [`KernelBuilder::build`]: how each variable the kernel uses
//! reaches it (a device pointer, a value, a private or gang-shared copy), and the
//! parameters of the pointer members it follows.

use std::collections::HashSet;
use std::fmt::Write as _;

use accc_front::ast::Stmt;
use accc_front::Diagnostic;
use accc_ir::kernel::{
    Param, PointerRole, SharedPurpose, SharedUse, ValueRole, ValueType, SHARED_MEMORY_LIMIT,
};
use accc_sema::access::{self, AccessKind};
use accc_sema::data_attr::DataAttr;
use accc_sema::{SymbolId, Type};

use super::shape::{Contents, Shape};
use super::{anchored, Code, KernelBuilder, Parts, Unit};
use accc_ir::spaces::Space;

impl KernelBuilder<'_, '_> {
    /// Makes every variable `contents` uses reach the kernel; returns whether the kernel
    /// calls a routine (or through a pointer).
    pub(super) fn capture(
        &mut self,
        unit: &Unit<'_, '_>,
        contents: &Contents<'_>,
        shape: &Shape<'_, '_>,
        parts: &mut Parts,
    ) -> bool {
        let d = self.target();
        let Contents {
            stmts,
            loop_vars,
            reductions,
            ..
        } = contents;
        // Which variables the kernel uses, and how.
        let mut acc = access::Accesses::default();
        for s in stmts.iter() {
            let a = access::collect_stmt(s, &self.rw.sema.symbols);
            acc.list.extend(a.list);
            acc.locals.extend(a.locals);
            acc.calls.extend(a.calls);
        }
        // (Calls through a pointer count as routines.)
        let calls_a_routine = acc.calls.iter().any(|c| {
            c.name
                .as_deref()
                .is_none_or(|n| self.rw.routines.contains(n))
        });
        // (A reduced member's struct is a variable of the kernel like any other: only the
        // member is the reduction's.)
        let reduction_syms: HashSet<SymbolId> = reductions
            .iter()
            .filter(|r| self.reduced_member(r).is_none())
            .map(|r| r.sym)
            .collect();
        // Globals the called routines use must reach them: they are kernel parameters too
        // (their data must be present, e.g. through `declare`).
        let mut captured = acc.captured();
        for call in &acc.calls {
            for &g in call
                .name
                .as_ref()
                .and_then(|n| self.rw.routine_globals.get(n))
                .into_iter()
                .flatten()
            {
                if !captured.contains(&g) {
                    captured.push(g);
                }
            }
        }
        for sym in captured {
            if loop_vars.contains(&sym) {
                // A kernel that runs a whole region per gang may also run a plain `for`
                // over a loop directive's variable: each work-item has its own (the
                // directive's loop declares its own again).
                if matches!(unit, Unit::Gang { .. }) {
                    let decl = self.decl(&self.ty(sym), &d.kernel_ident(&self.name(sym)));
                    let _ = writeln!(parts.setup, "    {decl};");
                    self.rw.rewrites.storage.insert(sym, Space::Private);
                }
                continue;
            }
            self.capture_variable(sym, &acc, &reduction_syms, contents, shape, parts);
        }
        calls_a_routine
    }

    /// How the variable `sym`, which the kernel uses as `acc` says, reaches it.
    fn capture_variable(
        &mut self,
        sym: SymbolId,
        acc: &access::Accesses,
        reduction_syms: &HashSet<SymbolId>,
        contents: &Contents<'_>,
        shape: &Shape<'_, '_>,
        parts: &mut Parts,
    ) {
        let d = self.target();
        let (private, firstprivate) = (&contents.private, &contents.firstprivate);
        let gang_shared = &shape.gang_shared;
        let Parts {
            params,
            setup,
            per_iteration,
            shared_memory,
            ..
        } = parts;
        // `host` names the variable in host code, `kname` in the kernel (renamed where
        // the user's name is a keyword of the device language).
        let host = self.name(sym);
        let kname = d.kernel_ident(&host);
        let ty = self.ty(sym);
        let uses: Vec<_> = acc.of(sym).collect();
        let elements = uses.iter().any(|a| a.is_element);
        // Any write, to the variable or through it (elements, calls).
        let modified = uses.iter().any(|a| a.kind != AccessKind::Read);
        // Only read, and through no plain pointer the code forms (`float *s = w`, which
        // CUDA's C++ would not take from a pointer to `const`).
        let read_only = !modified
            && !accc_passes::lower::decay::pointer_formed(&contents.stmts, sym, self.rw.sema);
        if ty.has_atomic() {
            let span = uses.first().map(|a| a.span).unwrap_or_default();
            self.errors.push(
                Diagnostic::error(span, format!("`{host}` has an `_Atomic` type, which device code cannot have"))
                    .with_label("a C11 atomic object used in a compute region")
                    .with_note("neither CUDA nor OpenCL C kernels have C11 atomic types")
                    .with_help("declare it without `_Atomic`, and make the updates other threads may race with `#pragma acc atomic`"),
            );
            return;
        }
        if reduction_syms.contains(&sym) {
            return; // below
        }
        // (OpenCL: what the kernel's pointers to these point into.)
        if gang_shared.contains(&sym) {
            self.rw.rewrites.storage.insert(sym, Space::Local);
        } else if private.contains(&sym) || firstprivate.contains(&sym) {
            self.rw.rewrites.storage.insert(sym, Space::Private);
        }
        if gang_shared.contains(&sym) {
            let span = uses.first().map(|a| a.span).unwrap_or_default();
            self.gang_shared_array(&ty, (&host, &kname), span, setup, shared_memory);
            return;
        }
        let made_private = private.contains(&sym)
            || firstprivate.contains(&sym)
            || self
                .region
                .var(sym)
                .is_some_and(|v| matches!(v.attr, DataAttr::Private | DataAttr::FirstPrivate));
        if made_private
            && ty.is_array()
            && !accc_passes::lower::sizes::fixed_size_array(self.rw.sema, &ty)
        {
            let span = uses.first().map(|a| a.span).unwrap_or_default();
            self.errors.push(
                Diagnostic::error(
                    span,
                    format!(
                        "`{host}` is a variable-length array, which a kernel cannot make private"
                    ),
                )
                .with_label("each thread's copy would need a size known only at run time")
                .with_help("give it a constant size (the most it needs)"),
            );
            return;
        }
        if private.contains(&sym) {
            let _ = writeln!(per_iteration, "        {};", self.decl(&ty, &kname));
            return;
        }
        if firstprivate.contains(&sym) && ty.is_array() {
            let copy = self.firstprivate_array(sym, &kname, &host, &ty, &mut *params);
            per_iteration.push_str(&copy);
            return;
        }
        if firstprivate.contains(&sym) {
            let orig = format!("__accc_fp_{host}");
            params.push(Param::Value {
                name: orig.clone(),
                ty: ValueType::C(self.decl(&ty, "")),
                host: host.clone(),
                role: ValueRole::Other,
            });
            let _ = writeln!(
                per_iteration,
                "        {} = {orig};",
                self.decl(&ty, &kname)
            );
            return;
        }
        let through_pointer = |me: &mut Self, params: &mut Vec<Param>| {
            let p = format!("__accc_p_{host}");
            params.push(Param::data_pointer(
                p.clone(),
                ty.clone(),
                format!("&({host})"),
            ));
            me.rw.rewrites.renamed.insert(sym, format!("(*{p})"));
        };
        let Some(rv) = self.region.var(sym) else {
            if uses.is_empty() {
                // Only a routine uses this global: pass its device copy.
                if ty.is_array() || ty.is_pointer() {
                    self.device_pointer(sym, &kname, &host, &ty, false, false, &mut *params);
                } else {
                    through_pointer(self, &mut *params);
                }
                return;
            }
            let span = uses.first().map(|a| a.span).unwrap_or_default();
            self.unsupported(span, format!("`{host}` is declared inside the compute region but used by another of its kernels"));
            return;
        };
        if matches!(rv.attr, DataAttr::Private | DataAttr::FirstPrivate) {
            self.rw.rewrites.storage.insert(sym, Space::Private);
        }
        match rv.attr {
            DataAttr::Private => {
                let _ = writeln!(setup, "    {};", self.decl(&ty, &kname));
            }
            // `deviceptr(p)`: the pointer already holds a device address.
            DataAttr::DevicePtr => {
                self.device_pointer(sym, &kname, &host, &ty, true, read_only, &mut *params)
            }
            DataAttr::FirstPrivate if ty.is_array() => {
                let copy = self.firstprivate_array(sym, &kname, &host, &ty, &mut *params);
                setup.push_str(&copy);
            }
            // A pointer the kernel only tests (`if (p)`) keeps its host value. OpenCL
            // takes no pointer argument but into global memory, and that as a buffer:
            // the value comes as an integer.
            DataAttr::FirstPrivate
                if ty.is_pointer() && !elements && !d.pointers_in_device_memory() =>
            {
                let bits = format!("__accc_pv_{host}");
                params.push(Param::Value {
                    name: bits.clone(),
                    ty: ValueType::Long,
                    host: format!("(long)({host})"),
                    role: ValueRole::Other,
                });
                let decl = self.decl(&ty, &kname);
                let cast = self.decl(&ty, "");
                let _ = writeln!(setup, "    __global {decl} = (__global {cast})({bits});");
            }
            DataAttr::FirstPrivate if !(ty.is_pointer() && elements) => {
                params.push(Param::Value {
                    name: kname.clone(),
                    ty: ValueType::C(self.decl(&ty, "")),
                    host: host.clone(),
                    role: ValueRole::Other,
                });
            }
            _ if ty.is_array() || (ty.is_pointer() && elements) => {
                if !modified {
                    self.rw
                        .rewrites
                        .cache
                        .constant_hosts
                        .insert(sym, host.clone());
                }
                self.device_pointer(sym, &kname, &host, &ty, false, read_only, &mut *params)
            }
            // A scalar or struct with a device copy: written by any kernel of the
            // construct (`kernels { h = …; for (…) c[i] = h; }`, a member `x.v[i] = …`;
            // not through a pointer member), or named in a data clause of the construct
            // or of a `data` construct around it (its device value may differ from the
            // host's), it is used through its pointer. OpenCL takes no struct holding a
            // pointer by value: the kernel reads it through its device copy (implicitly
            // copied in).
            _ if rv.written
                || !rv.implicit
                || rv.attr == DataAttr::Present
                || (!d.pointers_in_device_memory() && self.rw.sema.symbols.holds_pointer(&ty)) =>
            {
                through_pointer(self, &mut *params)
            }
            _ => params.push(Param::Value {
                name: kname.clone(),
                ty: ValueType::C(self.decl(&ty, "")),
                host: host.clone(),
                role: ValueRole::Other,
            }),
        }
    }

    /// A private array of a gang whose vector lanes share it: in the block's shared memory,
    /// if it fits (`host` and `kname` are its names in host code and in the kernel; `span`
    /// is its first use).
    fn gang_shared_array(
        &mut self,
        ty: &Type,
        (host, kname): (&str, &str),
        span: accc_front::Span,
        setup: &mut Code,
        shared_memory: &mut Vec<SharedUse>,
    ) {
        let bytes = self.bytes(ty);
        if let Some(b) = bytes.filter(|&b| b > SHARED_MEMORY_LIMIT) {
            self.errors.push(
                Diagnostic::error(span, format!("`{host}` is private to the gang and shared by its vector lanes, but its {b} bytes do not fit the {SHARED_MEMORY_LIMIT} bytes of shared memory a kernel has"))
                    .with_label("a gang-private array in shared memory")
                    .with_help("make it smaller, or build for --target=multicore"),
            );
            return;
        }
        setup.shared(self.decl(ty, kname), bytes);
        shared_memory.push(SharedUse {
            variable: host.to_string(),
            ty: ty.clone(),
            slots: 1,
            bytes,
            purpose: SharedPurpose::GangPrivate,
        });
    }

    /// Pointer members followed in the kernel get their own device-pointer parameters,
    /// where the chain starts at a variable from outside the region (one declared in it,
    /// `vec *q = p; q->data[i]`, is read through as written).
    pub(super) fn member_pointer_params(&mut self, stmts: &[&Stmt], params: &mut Vec<Param>) {
        let d = self.target();
        for st in stmts {
            for (sym, path, mty) in
                accc_passes::lower::members::member_pointer_uses(st, self.rw.sema)
            {
                if self.region.var(sym).is_none() {
                    if !d.pointers_in_device_memory() && self.ty(sym).is_pointer() {
                        self.local_member_chain_error(sym, &path);
                    }
                    continue;
                }
                if self
                    .rw
                    .rewrites
                    .member_pointers
                    .contains_key(&(sym, path.clone()))
                {
                    continue;
                }
                let var = self.name(sym);
                // `->in.data` → `__accc_m_p_in_data` (numbered should two paths meet).
                let words: Vec<&str> = path
                    .split(['.', '-', '>'])
                    .filter(|w| !w.is_empty())
                    .collect();
                let mut pname = format!("__accc_m_{var}_{}", words.join("_"));
                if self
                    .rw
                    .rewrites
                    .member_pointers
                    .values()
                    .any(|p| *p == pname)
                {
                    pname = format!("{pname}_{}", self.rw.rewrites.member_pointers.len());
                }
                let pointee = mty.element().cloned().unwrap_or(Type::Void);
                // A subarray a clause names may be empty (`copy(p->data[0:n])`, `n == 0`):
                // then absent, and the kernel gets a null pointer.
                let named = self.anchors.get(&(sym, path.clone()));
                let param = Param::DevicePtr {
                    name: pname.clone(),
                    pointee,
                    host: format!("({var}){path}"),
                    delta: None,
                    device_address: false,
                    restrict: false,
                    absent_ok: named.is_some(),
                    role: PointerRole::Data,
                };
                anchored(param, named.and_then(Option::as_ref), params);
                self.rw.rewrites.member_pointers.insert((sym, path), pname);
            }
        }
    }
}
