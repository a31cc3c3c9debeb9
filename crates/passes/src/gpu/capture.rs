//! How each variable a kernel uses reaches it, on the GPU targets
//! (`accc_ir::kernel::capture::Capture`):
//!
//! * a loop directive's variable is the loop's (a gang-redundant kernel declares its own
//!   for each work-item), a reduction's variable the reduction's;
//! * a private variable is declared per iteration (the loop's) or per kernel (the
//!   construct's), a gang's private array its vector lanes share in shared memory (if it
//!   fits), a firstprivate scalar comes as a value, a firstprivate array through a
//!   read-only pointer to its device copy, copied by each thread;
//! * an array (or a pointer whose elements the kernel reads) comes as a device pointer,
//!   typed for fixed-size dimensions and flattened with its extents as parameters for
//!   variable-length ones, `restrict` and `const` where only read;
//! * a scalar or struct whose device value may differ from the host's comes through its
//!   device copy's pointer, any other as a value; OpenCL takes a pointer the kernel only
//!   tests as its integer bits;
//! * each pointer member the kernel follows from a variable of outside the region gets a
//!   device pointer of its own.
//!
//! Refused, with an error: `_Atomic` variables, variable-length private arrays, a
//! variable declared in the region but used by another of its kernels, gang-shared arrays
//! larger than shared memory, and on OpenCL pointers to pointers and member chains from
//! a pointer declared in the region. `super::kernel` gives the kernel's statements and
//! clauses; the kernel builder prints the record.

use std::collections::{HashMap, HashSet};

use accc_front::ast::Stmt;
use accc_front::{Diagnostic, Span};
use accc_ir::host::{Anchors, HostExpr};
use accc_ir::kernel::capture::{
    Capture, CaptureKind, Captured, DevicePointer, MemberPointer, Scope,
};
use accc_ir::kernel::SHARED_MEMORY_LIMIT;
use accc_ir::spaces::Space;
use accc_ir::{ComputeRegion, Reduction};
use accc_sema::access::{self, AccessKind, Accesses};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::{DataAttr, RegionVar};
use accc_sema::{ArrayLen, SymbolId, Type};

use super::reduce::reduced_member;

/// What the decisions ask besides the kernel.
pub struct Context<'r, 'a> {
    pub region: &'r ComputeRegion<'a>,
    pub sema: &'r Sema,
    /// Where device pointers are anchored (`HostData::anchors` of the construct).
    pub anchors: &'r Anchors,
    /// The functions the kernel may call (routines).
    pub routines: &'r HashSet<String>,
    /// The global variables each routine uses.
    pub routine_globals: &'r HashMap<String, Vec<SymbolId>>,
    /// The target's kernels follow pointers stored in device memory (not OpenCL 1.2's).
    pub pointers_in_device_memory: bool,
    /// The kernel's name of a host variable (the target renames its keywords).
    pub kernel_ident: &'r dyn Fn(&str) -> String,
}

/// What the kernel runs and the clauses that make its variables private.
pub struct Uses<'k> {
    pub stmts: &'k [&'k Stmt],
    /// The loop directives' variables.
    pub loop_vars: &'k [SymbolId],
    /// The kernel runs a whole region per gang.
    pub gang_redundant: bool,
    /// The kernel's own reductions.
    pub reductions: &'k [Reduction],
    /// The private and firstprivate variables of its loop.
    pub private: &'k [SymbolId],
    pub firstprivate: &'k [SymbolId],
    /// The gang's private arrays its vector lanes share.
    pub gang_shared: &'k HashSet<SymbolId>,
}

/// How the variables `uses` names reach the kernel.
pub fn capture(cx: &Context<'_, '_>, uses: &Uses<'_>) -> Capture {
    // Which variables the kernel uses, and how.
    let mut acc = Accesses::default();
    for s in uses.stmts {
        let a = access::collect_stmt(s, &cx.sema.symbols);
        acc.list.extend(a.list);
        acc.locals.extend(a.locals);
        acc.calls.extend(a.calls);
    }
    let mut out = Capture {
        // (Calls through a pointer count as routines.)
        calls_a_routine: (acc.calls.iter())
            .any(|c| c.name.as_deref().is_none_or(|n| cx.routines.contains(n))),
        ..Capture::default()
    };
    // (A reduced member's struct is a variable of the kernel like any other: only the
    // member is the reduction's.)
    let reduction_syms: HashSet<SymbolId> = (uses.reductions.iter())
        .filter(|r| reduced_member(cx.region, r).is_none())
        .map(|r| r.sym)
        .collect();
    // Globals the called routines use must reach them: they are kernel parameters too
    // (their data must be present, e.g. through `declare`).
    let mut captured = acc.captured();
    for call in &acc.calls {
        let globals = (call.name.as_ref()).and_then(|n| cx.routine_globals.get(n));
        for &g in globals.into_iter().flatten() {
            if !captured.contains(&g) {
                captured.push(g);
            }
        }
    }
    for sym in captured {
        let variable = Variable::new(cx, sym);
        let (how, space) = if uses.loop_vars.contains(&sym) {
            if uses.gang_redundant {
                (CaptureKind::GangLoopVariable, Some(Space::Private))
            } else {
                (CaptureKind::LoopVariable, None)
            }
        } else {
            variable.decide(cx, &acc, &reduction_syms, uses, &mut out.errors)
        };
        out.variables.push(variable.into_captured(how, space));
    }
    out.member_pointers = member_pointers(cx, uses.stmts, &mut out.errors);
    out
}

/// A variable being decided: its symbol, names and type.
struct Variable {
    sym: SymbolId,
    host: String,
    kname: String,
    ty: Type,
}

impl Variable {
    fn new(cx: &Context<'_, '_>, sym: SymbolId) -> Variable {
        let s = cx.sema.symbols.get(sym);
        Variable {
            sym,
            host: s.name.clone(),
            kname: (cx.kernel_ident)(&s.name),
            ty: s.ty.clone(),
        }
    }

    fn into_captured(self, how: CaptureKind, space: Option<Space>) -> Captured {
        Captured {
            sym: self.sym,
            name: self.host,
            kname: self.kname,
            ty: self.ty,
            space,
            how,
        }
    }

    /// How the variable, which the kernel uses as `acc` says, reaches it, and where its
    /// copy lives; the errors of what the kernel cannot take into `errors`.
    fn decide(
        &self,
        cx: &Context<'_, '_>,
        acc: &Accesses,
        reduction_syms: &HashSet<SymbolId>,
        uses: &Uses<'_>,
        errors: &mut Vec<Diagnostic>,
    ) -> (CaptureKind, Option<Space>) {
        let (sym, host, ty) = (self.sym, &self.host, &self.ty);
        let used: Vec<_> = acc.of(sym).collect();
        let first_use = used.first().map(|a| a.span).unwrap_or_default();
        if ty.has_atomic() {
            errors.push(
                Diagnostic::error(first_use, format!("`{host}` has an `_Atomic` type, which device code cannot have"))
                    .with_label("a C11 atomic object used in a compute region")
                    .with_note("neither CUDA nor OpenCL C kernels have C11 atomic types")
                    .with_help("declare it without `_Atomic`, and make the updates other threads may race with `#pragma acc atomic`"),
            );
            return (CaptureKind::Refused, None);
        }
        if reduction_syms.contains(&sym) {
            return (CaptureKind::Reduction, None);
        }
        let (private, firstprivate) = (
            uses.private.contains(&sym),
            uses.firstprivate.contains(&sym),
        );
        // (OpenCL: what the kernel's pointers to these point into.)
        if uses.gang_shared.contains(&sym) {
            return (self.gang_shared(cx, first_use, errors), Some(Space::Local));
        }
        let space = (private || firstprivate).then_some(Space::Private);
        let region_var = cx.region.var(sym);
        let region_attr = region_var.map(|v| v.attr);
        let made_private = private
            || firstprivate
            || matches!(
                region_attr,
                Some(DataAttr::Private | DataAttr::FirstPrivate)
            );
        if made_private && ty.is_array() && !crate::lower::sizes::fixed_size_array(cx.sema, ty) {
            errors.push(
                Diagnostic::error(
                    first_use,
                    format!(
                        "`{host}` is a variable-length array, which a kernel cannot make private"
                    ),
                )
                .with_label("each thread's copy would need a size known only at run time")
                .with_help("give it a constant size (the most it needs)"),
            );
            return (CaptureKind::Refused, space);
        }
        if private {
            return (
                CaptureKind::Private {
                    per: Scope::Iteration,
                },
                space,
            );
        }
        if firstprivate && ty.is_array() {
            let pointer = self.firstprivate_copy(cx, errors);
            return (
                CaptureKind::FirstprivateArray {
                    per: Scope::Iteration,
                    pointer,
                },
                space,
            );
        }
        if firstprivate {
            let param = format!("__accc_fp_{host}");
            return (CaptureKind::FirstprivateValue { param }, space);
        }
        let Some(rv) = region_var else {
            if used.is_empty() {
                // Only a routine uses this global: pass its device copy.
                let how = if ty.is_array() || ty.is_pointer() {
                    let pointer = self.device_pointer(cx, &self.kname, false, false, errors);
                    CaptureKind::DevicePointer {
                        pointer,
                        cache_constant: false,
                    }
                } else {
                    self.through_pointer()
                };
                return (how, space);
            }
            errors.push(
                Diagnostic::error(first_use, format!("`{host}` is declared inside the compute region but used by another of its kernels"))
                    .with_label("not supported by this target yet"),
            );
            return (CaptureKind::Refused, space);
        };
        let space =
            matches!(rv.attr, DataAttr::Private | DataAttr::FirstPrivate).then_some(Space::Private);
        (self.from_outside(cx, (rv, uses), &used, errors), space)
    }

    /// How a variable of outside the region (`rv`: one of its data clauses' or implicit
    /// variables'), used as `used` says, reaches the kernel.
    fn from_outside(
        &self,
        cx: &Context<'_, '_>,
        (rv, uses): (&RegionVar, &Uses<'_>),
        used: &[&access::Access],
        errors: &mut Vec<Diagnostic>,
    ) -> CaptureKind {
        let ty = &self.ty;
        let elements = used.iter().any(|a| a.is_element);
        // Any write, to the variable or through it (elements, calls).
        let modified = used.iter().any(|a| a.kind != AccessKind::Read);
        // Only read, and through no plain pointer the code forms (`float *s = w`, which
        // CUDA's C++ would not take from a pointer to `const`).
        let read_only =
            !modified && !crate::lower::decay::pointer_formed(uses.stmts, self.sym, cx.sema);
        match rv.attr {
            DataAttr::Private => CaptureKind::Private { per: Scope::Kernel },
            // `deviceptr(p)`: the pointer already holds a device address.
            DataAttr::DevicePtr => CaptureKind::DevicePointer {
                pointer: self.device_pointer(cx, &self.kname, true, read_only, errors),
                cache_constant: false,
            },
            DataAttr::FirstPrivate if ty.is_array() => CaptureKind::FirstprivateArray {
                per: Scope::Kernel,
                pointer: self.firstprivate_copy(cx, errors),
            },
            // A pointer the kernel only tests (`if (p)`) keeps its host value. OpenCL
            // takes no pointer argument but into global memory, and that as a buffer:
            // the value comes as an integer.
            DataAttr::FirstPrivate
                if ty.is_pointer() && !elements && !cx.pointers_in_device_memory =>
            {
                CaptureKind::PointerBits {
                    param: format!("__accc_pv_{}", self.host),
                }
            }
            DataAttr::FirstPrivate if !(ty.is_pointer() && elements) => CaptureKind::Value,
            _ if ty.is_array() || (ty.is_pointer() && elements) => CaptureKind::DevicePointer {
                pointer: self.device_pointer(cx, &self.kname, false, read_only, errors),
                cache_constant: !modified,
            },
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
                || (!cx.pointers_in_device_memory && cx.sema.symbols.holds_pointer(ty)) =>
            {
                self.through_pointer()
            }
            _ => CaptureKind::Value,
        }
    }

    fn through_pointer(&self) -> CaptureKind {
        CaptureKind::ThroughPointer {
            param: format!("__accc_p_{}", self.host),
        }
    }

    /// A private array of a gang whose vector lanes share it: in the block's shared
    /// memory, if it fits (`first_use` is where the kernel first uses it).
    fn gang_shared(
        &self,
        cx: &Context<'_, '_>,
        first_use: Span,
        errors: &mut Vec<Diagnostic>,
    ) -> CaptureKind {
        let host = &self.host;
        let bytes = accc_sema::size_align(&self.ty, &cx.sema.symbols).map(|(size, _)| size);
        if let Some(b) = bytes.filter(|&b| b > SHARED_MEMORY_LIMIT) {
            errors.push(
                Diagnostic::error(first_use, format!("`{host}` is private to the gang and shared by its vector lanes, but its {b} bytes do not fit the {SHARED_MEMORY_LIMIT} bytes of shared memory a kernel has"))
                    .with_label("a gang-private array in shared memory")
                    .with_help("make it smaller, or build for --target=multicore"),
            );
            return CaptureKind::Refused;
        }
        CaptureKind::GangShared { bytes }
    }

    /// A `firstprivate` array: the region copies it in (`host_side`), and the kernel
    /// receives its device copy as `__accc_fp_<host>`, read only.
    fn firstprivate_copy(
        &self,
        cx: &Context<'_, '_>,
        errors: &mut Vec<Diagnostic>,
    ) -> DevicePointer {
        let name = format!("__accc_fp_{}", self.host);
        self.device_pointer(cx, &name, false, true, errors)
    }

    /// A device pointer `name` to the variable's data: typed for fixed-size dimensions,
    /// flattened (with extents as parameters) for variable-length ones;
    /// `device_address`: the host variable already holds a device address (`deviceptr`).
    fn device_pointer(
        &self,
        cx: &Context<'_, '_>,
        name: &str,
        device_address: bool,
        read_only: bool,
        errors: &mut Vec<Diagnostic>,
    ) -> DevicePointer {
        let elem = self.ty.element().cloned().unwrap_or(Type::Void);
        // The extents of the element's array dimensions.
        let mut dims = Vec::new();
        let mut inner = elem.clone();
        while let Type::Array { elem, len } = inner.resolved().clone() {
            dims.push(len);
            inner = *elem;
        }
        let vla = dims.iter().any(|l| !matches!(l, ArrayLen::Const(_)));
        let pointee = if vla { inner } else { elem };
        if !cx.pointers_in_device_memory && pointee.is_pointer() {
            // OpenCL 1.2 has no shared virtual memory: a device address stored in device
            // memory means nothing to a kernel, and kernel arguments cannot point to
            // pointers.
            let host = &self.host;
            errors.push(
                Diagnostic::error(
                    cx.region.directive.span,
                    format!("`{host}` points to pointers, which OpenCL kernels cannot follow"),
                )
                .with_label(format!("`{host}` is used in this construct"))
                .with_note("OpenCL 1.2 kernels take no pointers to pointers and have no shared virtual memory")
                .with_help("build for --target=cuda or --target=multicore, or copy the rows into one contiguous array"),
            );
        }
        // Data the kernel only reads: `const` and `restrict`, so that the device compiler
        // may use its read-only caches (distinct variables map to distinct device memory,
        // and a parallel loop's iterations do not write what others read).
        let pointee = if read_only && !pointee.is_const() {
            Type::Qualified {
                quals: accc_front::ast::TypeQuals {
                    is_const: true,
                    ..Default::default()
                },
                inner: Box::new(pointee),
            }
        } else {
            pointee
        };
        let extents = if vla {
            (dims.iter().enumerate())
                .map(|(k, len)| {
                    let host = match len {
                        ArrayLen::Const(n) => HostExpr::Literal(n.to_string()),
                        ArrayLen::Expr(e) => HostExpr::Text(e.clone()).paren(),
                        ArrayLen::Unknown => HostExpr::Literal("0".into()),
                    };
                    (format!("__accc_{name}_d{}", k + 1), host)
                })
                .collect()
        } else {
            Vec::new()
        };
        DevicePointer {
            name: name.to_string(),
            pointee,
            host: HostExpr::var(&self.host),
            device_address,
            read_only,
            // `no_create` data may be absent, and so may an empty subarray
            // (`copyin(p[0:n])` with `n == 0`): the kernel gets a null pointer.
            absent_ok: (cx.region.var(self.sym))
                .is_some_and(|v| v.attr == DataAttr::NoCreate || v.section),
            anchor: (cx.anchors.get(&(self.sym, String::new())))
                .and_then(Option::as_ref)
                .filter(|_| !device_address)
                .map(|anchor| HostExpr::Text(anchor.clone())),
            extents,
        }
    }
}

/// Pointer members followed in the kernel get their own device pointers, where the chain
/// starts at a variable from outside the region (one declared in it, `vec *q = p;
/// q->data[i]`, is read through as written; OpenCL cannot follow it: an error).
fn member_pointers(
    cx: &Context<'_, '_>,
    stmts: &[&Stmt],
    errors: &mut Vec<Diagnostic>,
) -> Vec<MemberPointer> {
    let mut out: Vec<MemberPointer> = Vec::new();
    for st in stmts {
        for (sym, path, mty) in crate::lower::members::member_pointer_uses(st, cx.sema) {
            let var = &cx.sema.symbols.get(sym);
            if cx.region.var(sym).is_none() {
                if !cx.pointers_in_device_memory && var.ty.is_pointer() {
                    errors.push(local_member_chain_error(cx, &var.name, &path));
                }
                continue;
            }
            if out.iter().any(|m| m.sym == sym && m.path == path) {
                continue;
            }
            // `->in.data` → `__accc_m_p_in_data` (numbered should two paths meet).
            let words: Vec<&str> = (path.split(['.', '-', '>']))
                .filter(|w| !w.is_empty())
                .collect();
            let mut name = format!("__accc_m_{}_{}", var.name, words.join("_"));
            if out.iter().any(|m| m.pointer.name == name) {
                name = format!("{name}_{}", out.len());
            }
            // A subarray a clause names may be empty (`copy(p->data[0:n])`, `n == 0`):
            // then absent, and the kernel gets a null pointer.
            let named = cx.anchors.get(&(sym, path.clone()));
            let pointer = DevicePointer {
                name,
                pointee: mty.element().cloned().unwrap_or(Type::Void),
                host: HostExpr::Member {
                    e: Box::new(HostExpr::var(&var.name)),
                    path: path.clone(),
                },
                device_address: false,
                read_only: false,
                absent_ok: named.is_some(),
                anchor: named.cloned().flatten().map(HostExpr::Text),
                extents: Vec::new(),
            };
            out.push(MemberPointer { sym, path, pointer });
        }
    }
    out
}

/// OpenCL: `q->data` through a pointer `q` declared in the kernel reads a pointer that the
/// runtime attached in device memory, which OpenCL 1.2 kernels cannot follow (a chain from
/// a variable of outside, `p->data`, gets a parameter of its own instead).
fn local_member_chain_error(cx: &Context<'_, '_>, name: &str, path: &str) -> Diagnostic {
    Diagnostic::error(
        cx.region.directive.span,
        format!("`{name}{path}` is a pointer stored in device memory, which OpenCL kernels cannot follow"),
    )
    .with_label(format!("`{name}` is declared in this construct"))
    .with_note("OpenCL 1.2 has no shared virtual memory: a kernel follows only the pointers it is given as arguments")
    .with_help("use the member through the variable it comes from outside the construct (`p->data` for `q = p`), or build for --target=cuda or --target=multicore")
}
