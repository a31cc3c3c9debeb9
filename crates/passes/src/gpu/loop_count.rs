//! A canonical loop's trip count and step as typed host expressions
//! ([`accc_ir::host::HostExpr`]), for the kernel parameters the host computes before a
//! launch. They print as sema's `trip_count_text` and `step_text` do (the host back ends
//! still print those texts), from the loop's own expressions at their spans.

use accc_front::Span;
use accc_ir::host::{HostBinOp, HostExpr};
use accc_sema::loops::{CanonicalLoop, Cmp};

/// The loop's step, sign included (`1`, `-1`, `s`, `-(s)`).
pub fn step(c: &CanonicalLoop) -> HostExpr {
    match (&c.step_expr, c.step_negated) {
        (None, _) => HostExpr::Literal(c.step_text.clone()),
        (Some(e), false) => HostExpr::Source(e.span),
        (Some(e), true) => HostExpr::Neg(Box::new(HostExpr::Source(e.span).paren())),
    }
}

/// The loop's trip count over its bounds and step (64-bit: the distance between two
/// `int` bounds need not fit an `int`); a run-time step's division rounds up.
pub fn trip_count(c: &CanonicalLoop) -> HostExpr {
    let (lo, hi) = (
        HostExpr::Source(c.lower.span),
        HostExpr::Source(c.bound.span),
    );
    if c.cmp == Cmp::Ne {
        return ne_trip_count(c, lo, hi);
    }
    let (lo, hi) = (lo.cast("long long"), hi.cast("long long"));
    let one = || HostExpr::int(1);
    let distance = match c.cmp {
        Cmp::Lt | Cmp::Ne => hi.binary(HostBinOp::Sub, lo),
        Cmp::Le => hi.binary(HostBinOp::Sub, lo).binary(HostBinOp::Add, one()),
        Cmp::Ge => lo.binary(HostBinOp::Sub, hi).binary(HostBinOp::Add, one()),
        Cmp::Gt => lo.binary(HostBinOp::Sub, hi),
    };
    match c.step {
        Some(1) | Some(-1) => distance,
        Some(s) => (distance.binary(HostBinOp::Add, HostExpr::int(s.abs() - 1)))
            .paren()
            .binary(HostBinOp::Div, HostExpr::int(s.abs())),
        None => {
            let s = || step(c).paren();
            let (toward, magnitude) = match c.cmp {
                Cmp::Gt | Cmp::Ge => (HostBinOp::Sub, HostExpr::Neg(Box::new(s())).paren()),
                _ => (HostBinOp::Add, s()),
            };
            (distance
                .paren()
                .binary(toward, s())
                .binary(HostBinOp::Sub, one()))
            .paren()
            .binary(HostBinOp::Div, magnitude)
        }
    }
}

/// The trip count of a `var != bound` loop: the distance is a multiple of the step; an
/// unsigned variable's distance is taken in its own type (it may wrap around).
fn ne_trip_count(c: &CanonicalLoop, lo: HostExpr, hi: HostExpr) -> HostExpr {
    let distance = |from: &HostExpr, to: &HostExpr| match &c.unsigned_type {
        Some(t) => HostExpr::Convert {
            ty: "long long".into(),
            e: Box::new(
                (to.clone().paren())
                    .binary(HostBinOp::Sub, from.clone().paren())
                    .cast(t),
            ),
        },
        None => (to.clone().cast("long long"))
            .binary(HostBinOp::Sub, from.clone().cast("long long"))
            .paren(),
    };
    match c.step {
        Some(1) => distance(&lo, &hi),
        Some(-1) => distance(&hi, &lo),
        Some(s) if s > 0 => distance(&lo, &hi).binary(HostBinOp::Div, HostExpr::int(s)),
        Some(s) => distance(&hi, &lo).binary(HostBinOp::Div, HostExpr::int(-s)),
        None => match (c.step_expr.as_ref().map(|e| e.span), c.step_negated) {
            // `var -= s`: the variable goes down by `s`.
            (Some(span), true) => {
                let down = HostExpr::Source(span).paren().paren();
                distance(&hi, &lo).binary(HostBinOp::Div, down)
            }
            // A step written with a minus sign (`var += -s`) goes down by what follows it.
            (Some(span), false) if c.step_text.starts_with('-') => {
                let down =
                    HostExpr::Source(Span::new(span.lo as usize + 1, span.hi as usize)).paren();
                distance(&hi, &lo).binary(HostBinOp::Div, down)
            }
            _ => distance(&lo, &hi).binary(HostBinOp::Div, step(c).paren()),
        },
    }
}
