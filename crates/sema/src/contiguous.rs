//! Data clauses need contiguous subarrays in C (OpenACC 3.3, 2.7.1), except for dynamic
//! multidimensional arrays (pointers to pointers, whose rows are mapped one by one).
//! `copyout(m[2:3][4:2])` of a `double m[R][C]` skips the elements between its rows:
//! mapping the region that contains it would copy those back over the host's, so it is
//! an error where its bounds are constants (`update` moves such subarrays piece by piece).

use accc_front::ast::Expr;
use accc_front::directive::{SubscriptKind, VarRef};
use accc_front::{Diagnostic, SourceMap};

use crate::scope::PragmaSite;
use crate::types::Type;

/// One dimension of a subarray, as far as constants tell: its first element and
/// count, and the array's number of elements there.
struct Dimension {
    first: Option<i128>,
    count: Option<i128>,
    size: Option<i128>,
}

impl Dimension {
    fn whole(&self) -> bool {
        self.first == Some(0) && self.size.is_some() && self.count == self.size
    }

    fn single(&self) -> bool {
        self.count == Some(1)
    }

    /// Provably part of the dimension only: it leaves elements out.
    fn partial(&self) -> bool {
        let known = |n: Option<i128>| n.is_some_and(|n| n > 0);
        match (self.first, self.count, self.size) {
            (Some(first), Some(count), Some(size)) => count > 0 && (first > 0 || count < size),
            (Some(first), _, _) if first > 0 => known(self.count),
            _ => false,
        }
    }
}

/// The error for data clause `clause` naming `v` (whose designator has type `ty`), a
/// subarray of an array of arrays that leaves elements out between its rows, where its
/// constant bounds show it.
pub(crate) fn check_contiguous_section(
    (clause, v): (&str, &VarRef),
    ty: &Type,
    site: &PragmaSite<'_>,
    sm: &SourceMap,
    diags: &mut Vec<Diagnostic>,
) {
    if v.subscripts.len() < 2 {
        return;
    }
    let enumerator = |name: &str| site.lookup(name).and_then(|id| site.symbol(id).value);
    let constant = |e: &Expr| crate::consteval::eval(e, &enumerator);
    let Some(dims) = dimensions(v, ty, &constant) else {
        return;
    };
    if dims.iter().any(|d| d.count == Some(0)) {
        return;
    }
    // The innermost dimension not taken whole starts the contiguous pieces; the section
    // is one piece unless an outer dimension takes more than one element.
    let Some(inner) = dims.iter().rposition(|d| !d.whole()) else {
        return;
    };
    if !dims[inner].partial() || dims[..inner].iter().all(Dimension::single) {
        return;
    }
    let text = |span| sm.snippet(span).split_whitespace().collect::<String>();
    let (name, section) = (text(v.base.span), text(v.span));
    let mut rows = name.clone();
    for (k, sub) in v.subscripts.iter().enumerate() {
        match (k < inner, dims[k].size) {
            (true, _) => rows.push_str(&text(sub.span)),
            (false, Some(size)) => rows.push_str(&format!("[0:{size}]")),
            (false, None) => rows.push_str("[:]"),
        }
    }
    diags.push(
        Diagnostic::error(
            v.span,
            format!(
                "`{clause}({section})` names a subarray that is not contiguous: data clauses map contiguous subarrays only"
            ),
        )
        .with_label(format!(
            "leaves out elements of `{name}` in dimension {}, between the pieces it names",
            inner + 1
        ))
        .with_help(format!(
            "map whole rows, `{clause}({rows})`, or move only these elements with `#pragma acc update self({section})` / `update device({section})`"
        )),
    );
}

/// The dimensions of `v` over type `ty`; `None` where one is reached through a pointer
/// (a dynamic multidimensional array, mapped row by row) or a type is not an array.
fn dimensions(
    v: &VarRef,
    ty: &Type,
    constant: &dyn Fn(&Expr) -> Option<i128>,
) -> Option<Vec<Dimension>> {
    let mut ty = ty.clone();
    let mut dims = Vec::new();
    for (k, sub) in v.subscripts.iter().enumerate() {
        // Only the first dimension may be a pointer's (`double (*p)[C]`).
        if k > 0 && matches!(ty.resolved(), Type::Pointer { .. }) {
            return None;
        }
        let (size, next) = ty.subscript_step()?;
        ty = next;
        let (first, count) = match &sub.kind {
            SubscriptKind::Index(e) => (constant(e), Some(1)),
            SubscriptKind::Section { lower, length } => {
                let first = lower.as_ref().map_or(Some(0), constant);
                let count = match length {
                    Some(e) => constant(e),
                    None => size.zip(first).map(|(size, first)| size - first),
                };
                (first, count)
            }
        };
        dims.push(Dimension { first, count, size });
    }
    Some(dims)
}
