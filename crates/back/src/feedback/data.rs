//! The data clauses of data constructs and standalone directives as a device with its own
//! memory sees them.

use accc_front::directive::DirectiveKind;
use accc_front::SourceMap;
use accc_sema::analyze::Sema;

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
