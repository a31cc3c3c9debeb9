//! The data clauses of compute regions, data constructs and standalone directives: what
//! each maps, and on a device with its own memory what the copy is conditional on.

use accc_front::directive::DirectiveKind;
use accc_front::SourceMap;
use accc_ir::ComputeRegion;
use accc_sema::analyze::Sema;
use accc_sema::data_attr::DataAttr;

/// The data clauses of compute region `r` (one line each), as its variables record them
/// and, on a device with its own memory (`offloaded`), with what the device's copy is
/// conditional on; then the subarrays of pointer members as written.
pub(super) fn region_data_facts(
    r: &ComputeRegion<'_>,
    sema: &Sema,
    sm: &SourceMap,
    offloaded: bool,
    device_type: &str,
) -> Vec<String> {
    let mut out = Vec::new();
    for v in &r.vars {
        let implicit = if v.implicit { "implicit " } else { "" };
        let msg = match v.attr {
            // (the extent: a subarray or member as the clause writes it)
            DataAttr::Reduction(op) => {
                format!("Generating reduction({}:{})", op.as_str(), v.extent)
            }
            attr if attr.is_private() => {
                format!("Generating {implicit}{}({})", attr.as_str(), v.name)
            }
            // From a `deviceptr` clause of a `data` construct or `declare` around it.
            DataAttr::DevicePtr if v.implicit => format!(
                "Generating implicit deviceptr({}) [a device address, from a `deviceptr` clause around the construct]",
                v.name
            ),
            // An array parameter named whole: the extent its declaration gives.
            attr if offloaded
                && !v.implicit
                && !v.extent.contains('[')
                && sema.symbols.get(v.sym).param_extent.is_some()
                && !matches!(attr, DataAttr::Present | DataAttr::DevicePtr | DataAttr::NoCreate) =>
            {
                let n = sema.symbols.get(v.sym).param_extent.clone().unwrap_or_default();
                format!(
                    "Generating {}({}[:{n}]) [the extent `{}`'s declaration gives, where no data is present at `{}` already]",
                    attr.as_str(),
                    v.name,
                    v.name,
                    v.name
                )
            }
            // A pointer named without a subarray (or used without any clause, but for the
            // struct `p[0:1]` of `first_element`): on a device with its own memory, the data
            // it points to is looked up in the present table.
            _ if offloaded
                && sema.symbols.get(v.sym).ty.is_pointer()
                && !v.first_element
                && !v.section
                && (v.implicit || !v.extent.contains('[')) =>
            {
                format!(
                    "Generating {implicit}present({}) [pointer: the data it points to must already be on the device]",
                    v.name
                )
            }
            attr => {
                // Only the clauses that allocate (and copy) when the data is absent are
                // conditional on presence; `present`, `deviceptr`, `no_create` and `attach`
                // never allocate.
                let suffix = match attr {
                    _ if !offloaded => " [shared memory: no transfer]",
                    DataAttr::Copy
                    | DataAttr::CopyIn
                    | DataAttr::CopyOut
                    | DataAttr::Create
                    | DataAttr::Compressed(_) => " [if not already present]",
                    _ => "",
                };
                format!(
                    "Generating {implicit}{}({}){suffix}",
                    attr.as_str(),
                    v.extent
                )
            }
        };
        out.push(msg);
    }
    // Subarrays of pointer members are no variable of the region (the struct, or the
    // pointer to it, is): their clauses as written.
    for c in r.directive.effective_clauses(device_type) {
        let accc_front::directive::ClauseKind::Data(dc) = &c.kind else {
            continue;
        };
        for v in dc
            .vars
            .iter()
            .filter(|v| sema.symbols.is_member_pointer_section(v))
        {
            use accc_front::directive::DataClauseKind as K;
            let suffix = match dc.kind {
                _ if !offloaded => " [shared memory: no transfer]",
                K::Copy | K::CopyIn | K::CopyOut | K::Create => " [if not already present]",
                _ => "",
            };
            out.push(format!(
                "Generating {}({}){suffix}",
                c.kind.name().as_str(),
                sm.snippet(v.span)
            ));
        }
    }
    out
}

/// What a data construct, `enter data`, `exit data` or `update` does with each variable on
/// a device with its own memory, one line per variable, in nvc's words
/// (`Generating copyin(x[0:n]) [if not already present]`, `Generating update self(y[0:n])`).
pub(super) fn data_clause_facts(
    d: &accc_front::directive::Directive,
    sema: &Sema,
    sm: &SourceMap,
) -> Vec<String> {
    use accc_front::directive::{ClauseKind, DataClauseKind};
    let mut out = Vec::new();
    for c in &d.clauses {
        let (what, suffix, vars) = match &c.kind {
            ClauseKind::Data(dc) => {
                let name = c.kind.name().as_str();
                let suffix = match dc.kind {
                    DataClauseKind::Copy
                    | DataClauseKind::CopyIn
                    | DataClauseKind::Create
                    | DataClauseKind::CopyOut
                        if d.kind != DirectiveKind::ExitData =>
                    {
                        " [if not already present]"
                    }
                    _ => "",
                };
                (name.to_string(), suffix, &dc.vars)
            }
            ClauseKind::Host(v) => ("update self".to_string(), "", v),
            ClauseKind::Device(v) => ("update device".to_string(), "", v),
            _ => continue,
        };
        for v in vars {
            let text = sm.snippet(v.span);
            let maps = matches!(&c.kind, ClauseKind::Data(dc) if matches!(dc.kind,
                DataClauseKind::Copy | DataClauseKind::CopyIn | DataClauseKind::Create | DataClauseKind::CopyOut))
                && d.kind != DirectiveKind::ExitData;
            out.push(match declared_extent(v, sema).filter(|_| maps) {
                Some(n) => format!(
                    "Generating {what}({text}[:{n}]) [the extent `{text}`'s declaration gives, where no data is present at `{text}` already]"
                ),
                None => format!("Generating {what}({text}){suffix}"),
            });
        }
    }
    out
}

/// The first extent an array parameter's declaration gives (`N` of `double A[N][M]`)
/// when a clause names it whole, which maps that many rows where nothing is present yet.
fn declared_extent(v: &accc_front::directive::VarRef, sema: &Sema) -> Option<String> {
    if !v.is_plain() {
        return None;
    }
    let id = sema.symbols.resolve(&v.root)?;
    sema.symbols.get(id).param_extent.clone()
}
