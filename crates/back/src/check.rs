//! The checking mode of the CPU targets (`ACC_CHECK=1`): the runtime calls that make the
//! host and multicore versions of a program check their data clauses as a GPU would
//! (the runtime side is `accrt::check`).
//!
//! Without `ACC_CHECK` the CPU targets share host memory and the data directives have no
//! effect; with it, the runtime's host and multicore devices have memory of their own.
//! Generated code then
//!
//! * makes every data directive (`data`, `enter data`, `exit data`, `update`, `wait`,
//!   `host_data`, `declare`) the runtime call the offload path makes
//!   ([`crate::offload::data`]), each behind `if (__accrt_checking())`, so that a program
//!   run without the variable pays a call and a branch at each end of a directive;
//! * brackets the CPU code of each compute construct with `__accrt_check_compute_begin`
//!   (the construct's data clauses, explicit and implied, as the offload path enters
//!   them; the variables the region uses, which must be present as a kernel launch
//!   requires; then the device copies swapped into host memory) and
//!   `__accrt_check_compute_end`; its `deviceptr` pointers are looked up
//!   (`__accrt_check_deviceptr`), since the region runs at host addresses.
//!
//! In a binary with offloaded regions (`--target=cuda`, `opencl`, `auto`) the data
//! directives are runtime calls already; only the multicore fall-back of each compute
//! construct gets the bracket.

use std::collections::HashSet;
use std::fmt::Write as _;

use accc_front::directive::DirectiveKind;
use accc_front::SourceMap;
use accc_ir::{ComputeRegion, Module};
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;

use crate::edit::Edits;
use crate::offload::data::{data_array, queue_arg, DataGen};
use crate::offload::Dialect;
use crate::runtime_text::{active_condition, c_string};

/// Adds the checking mode's calls to `edits`: for every data directive when the file
/// has no offload path (`offload` is `None`), and around every compute construct's CPU
/// code. Returns the text for the end of the file (constructors of file-scope `declare`).
///
/// Call it after the offload path and the profiling hooks opened their text before each
/// directive (the bracket goes inside them), and before the hooks close theirs.
pub fn instrument(
    sema: &Sema,
    module: &Module<'_>,
    sm: &SourceMap,
    offload: Option<Dialect>,
    edits: &mut Edits,
) -> String {
    let mut data = DataGen::new(sema, sm, None);
    let calls = &module.host_calls;
    if offload.is_none() {
        for (index, c) in module.constructs.iter().enumerate() {
            if matches!(
                c.directive.kind,
                DirectiveKind::Data
                    | DirectiveKind::EnterData
                    | DirectiveKind::ExitData
                    | DirectiveKind::Update
                    | DirectiveKind::Wait
                    | DirectiveKind::HostData
                    | DirectiveKind::Declare
            ) {
                // The checking mode performs the operations; `--emit=ir` shows the offload path's.
                let _ = data.construct(calls.checking_constructs[index].clone(), c, edits);
            }
        }
    }
    for (index, r) in module.regions.iter().enumerate() {
        bracket(&mut data, index, r, module, &module.routine_globals, edits);
    }
    // The checking mode reports nothing of its own: what it cannot map it leaves out.
    std::mem::take(&mut data.file_end)
}

/// `__accrt_check_compute_begin` before a compute construct's CPU code and
/// `__accrt_check_compute_end` after it, when `__accrt_checking()` and the construct's
/// `if`/`self` clauses say it runs as a construct; its `deviceptr` pointers looked up in
/// between.
fn bracket(
    data: &mut DataGen<'_>,
    index: usize,
    r: &ComputeRegion<'_>,
    module: &Module<'_>,
    globals: &std::collections::HashMap<String, Vec<accc_sema::SymbolId>>,
    edits: &mut Edits,
) {
    let (sema, sm) = (data.sema, data.sm);
    let d = r.directive;
    // The construct's calls as the offload path decides them; the bracket prints their
    // guard, queue and data (not the `wait` lists nor the delivery of later results).
    let call = &module.host_calls.checking_regions[index];
    let entries = &call.ops;
    let args = arguments(sema, sm, r, module, globals);
    let cond = active_condition("__accrt_checking()", &call.guard);
    // One call when the construct has no `if` or `self`; else the condition once.
    let (flag, on) = match cond == "__accrt_checking()" {
        true => (String::new(), cond),
        false => (
            format!(" int __accc_check_on = {cond};"),
            "__accc_check_on".to_string(),
        ),
    };
    let (data_array, n) = match entries.is_empty() {
        true => (String::new(), 0),
        false => (format!(" {}", data_array(entries)), entries.len()),
    };
    let (arg_array, nargs) = match args.is_empty() {
        true => (String::new(), 0),
        false => (
            format!(" __accrt_arg __accc_args[] = {{ {} }};", args.join(", ")),
            args.len(),
        ),
    };
    let list = |present: bool, name: &str| match present {
        true => name.to_string(),
        false => "0".to_string(),
    };
    // The region runs at host addresses: a `deviceptr` pointer into the device copy of
    // present data is looked up (shadowed, in a block of its own, around the region).
    let mut shadows = String::new();
    for v in r.vars.iter().filter(|v| v.attr == DataAttr::DevicePtr) {
        if !sema.symbols.get(v.sym).ty.resolved().is_pointer() {
            continue;
        }
        let n = &v.name;
        let _ = write!(
            shadows,
            " __typeof__({n}) __accc_dp_{n} = {n}; __typeof__({n}) {n} = (__typeof__({n}))__accrt_check_deviceptr((void *)__accc_dp_{n});"
        );
    }
    let (open_block, close_block) = match shadows.is_empty() {
        true => (String::new(), ""),
        false => (format!(" {{{shadows}"), " }"),
    };
    let open = format!(
        "{{ {}{flag} if ({on}) {{{data_array}{arg_array} __accrt_check_compute_begin(&__accc_loc, {}, {n}, {}, {nargs}, {}); }}{open_block}",
        data.loc(d, &r.function),
        list(n > 0, "__accc_data"),
        list(nargs > 0, "__accc_args"),
        queue_arg(&call.queue),
    );
    edits.insert_lines_before(sm, d.span, &open);
    // Inside the offload path's and the profiling hooks' blocks, which close after.
    edits.insert_closing(
        r.stmt.span.hi,
        d.span.lo + 1,
        &format!("{close_block} if ({on}) __accrt_check_compute_end(&__accc_loc); }}"),
    );
}

/// The `__accrt_arg` entries of the variables a region uses, as a kernel launch would
/// check them (`offload::kernel`'s parameters): what it reaches through an address
/// (arrays, pointers it dereferences, scalars with a device copy, the globals of the
/// routines it calls, the targets of pointer members it follows) must be present; what it
/// takes by value (firstprivate) keeps the host's value.
fn arguments(
    sema: &Sema,
    sm: &SourceMap,
    r: &ComputeRegion<'_>,
    module: &Module<'_>,
    globals: &std::collections::HashMap<String, Vec<accc_sema::SymbolId>>,
) -> Vec<String> {
    let syms = &sema.symbols;
    let acc = accc_sema::access::collect_stmt(r.stmt, syms);
    let mut out = Vec::new();
    let arg = |host: String, size: &str, kind: &str, name: &str| {
        format!(
            "{{ (const void *)({host}), {size}, {kind}, {} }}",
            c_string(name)
        )
    };
    for v in &r.vars {
        let ty = syms.get(v.sym).ty.resolved();
        let n = &v.name;
        let elements = acc.of(v.sym).any(|a| a.is_element);
        let reached = ty.is_array() || (ty.is_pointer() && elements);
        let absent_ok = v.attr == DataAttr::NoCreate || v.section;
        match v.attr {
            DataAttr::Private | DataAttr::DevicePtr => {}
            // Copied in by the entries; each thread copies it (a CPU thread: OpenMP).
            DataAttr::FirstPrivate if ty.is_array() => {}
            // (A pointer the region only tests or passes on is a value too: its data
            // need not be present.)
            DataAttr::FirstPrivate if !(ty.is_pointer() && elements) => out.push(arg(
                format!("&({n})"),
                &format!("sizeof({n})"),
                "ACCRT_ARG_VALUE",
                n,
            )),
            _ if ty.is_pointer() && !elements => out.push(arg(
                format!("&({n})"),
                &format!("sizeof({n})"),
                "ACCRT_ARG_VALUE",
                n,
            )),
            _ if reached => out.push(arg(
                n.clone(),
                "0",
                match absent_ok {
                    true => "ACCRT_ARG_DEVICE_PTR_IF_PRESENT",
                    false => "ACCRT_ARG_DEVICE_PTR",
                },
                n,
            )),
            // A scalar or struct with a device copy (as `kernel` passes it by address).
            _ if v.written
                || !v.implicit
                || v.attr == DataAttr::Present
                || matches!(v.attr, DataAttr::Reduction(_)) =>
            {
                out.push(arg(
                    format!("&({n})"),
                    "0",
                    match absent_ok {
                        true => "ACCRT_ARG_DEVICE_PTR_IF_PRESENT",
                        false => "ACCRT_ARG_DEVICE_PTR",
                    },
                    n,
                ))
            }
            _ => out.push(arg(
                format!("&({n})"),
                &format!("sizeof({n})"),
                "ACCRT_ARG_VALUE",
                n,
            )),
        }
    }
    // The globals of the routines the region calls: their data must be present (`declare`).
    let mut seen: HashSet<accc_sema::SymbolId> = r.vars.iter().map(|v| v.sym).collect();
    for call in &acc.calls {
        let Some(callee) = call.name.as_ref().filter(|n| module.routines.contains(*n)) else {
            continue;
        };
        for &g in globals.get(callee).into_iter().flatten() {
            if !seen.insert(g) {
                continue;
            }
            let gs = syms.get(g);
            let ty = gs.ty.resolved();
            let host = match ty.is_array() || ty.is_pointer() {
                true => gs.name.clone(),
                false => format!("&({})", gs.name),
            };
            out.push(arg(host, "0", "ACCRT_ARG_DEVICE_PTR", &gs.name));
        }
    }
    // The data pointer members reach (`p->data[i]`): present unless a clause names it
    // (an empty subarray `copy(p->data[0:n])` may leave it absent).
    let named: HashSet<(accc_sema::SymbolId, String)> = d_vars(r)
        .filter(|v| syms.is_member_pointer_section(v))
        .filter_map(|v| accc_ir::members::member_chain(&v.base, sema))
        .collect();
    for (sym, path, _) in accc_ir::members::member_pointer_uses(r.stmt, sema) {
        let Some(v) = r.var(sym) else { continue };
        if matches!(
            v.attr,
            DataAttr::Private | DataAttr::FirstPrivate | DataAttr::DevicePtr
        ) {
            continue;
        }
        let text = format!("{}{path}", v.name);
        let kind = match named.contains(&(sym, path.clone())) {
            true => "ACCRT_ARG_DEVICE_PTR_IF_PRESENT",
            false => "ACCRT_ARG_DEVICE_PTR",
        };
        out.push(arg(format!("({}){path}", v.name), "0", kind, &text));
    }
    let _ = sm;
    out
}

/// The variables the construct's clauses name.
fn d_vars<'a>(
    r: &'a ComputeRegion<'_>,
) -> impl Iterator<Item = &'a accc_front::directive::VarRef> + 'a {
    r.directive
        .clauses
        .iter()
        .flat_map(|c| c.kind.vars().into_iter())
}
