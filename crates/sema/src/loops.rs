//! Canonical-loop analysis (induction variable, bounds, step, trip count) and affine forms
//! of subscripts, used for loop scheduling, dependence tests and data-bound inference.

use std::collections::BTreeMap;

use accc_front::ast::*;
use accc_front::{SourceMap, Span};

use crate::consteval;
use crate::scope::{SymbolId, Symbols};
use crate::types::Type;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Ne,
}

impl Cmp {
    pub fn as_str(self) -> &'static str {
        match self {
            Cmp::Lt => "<",
            Cmp::Le => "<=",
            Cmp::Gt => ">",
            Cmp::Ge => ">=",
            Cmp::Ne => "!=",
        }
    }
}

/// `for (var = lower; var cmp bound; var += step)`.
#[derive(Clone, Debug)]
pub struct CanonicalLoop {
    pub var: SymbolId,
    pub var_name: String,
    /// The induction variable is declared in the init clause (`for (int i = …`).
    pub declared_in_init: bool,
    pub lower: Expr,
    pub bound: Expr,
    pub cmp: Cmp,
    /// The step as a signed constant, when it is one.
    pub step: Option<i128>,
    /// The step's text (`1`, `-2`, `s`), sign included.
    pub step_text: String,
    /// The step as written (`s` of `i += s`, `i = i - s`), `None` for `++` and `--`.
    pub step_expr: Option<Expr>,
    /// `step_text` negates `step_expr` (`-(s)` of `var -= s`, `var = var - s`).
    pub step_negated: bool,
    /// The trip count when bounds and step are constants.
    pub trip_count: Option<i128>,
    /// The lower bound and the bound, when they are constants.
    pub lower_value: Option<i128>,
    pub bound_value: Option<i128>,
    /// The trip count as a C expression over the loop's own expressions.
    pub trip_count_text: String,
    /// The induction variable's type when it is unsigned: a `!=` loop may reach its bound
    /// by wrapping around (`for (u = 10; u != -1u; u--)` runs 11 times).
    pub unsigned_type: Option<String>,
    pub body: Stmt,
    pub span: Span,
}

impl CanonicalLoop {
    /// Whether the lower bound, the bound or the step names one of `vars` (a loop that
    /// cannot be collapsed with the loops of those variables: its trip count is not
    /// invariant in their nest).
    pub fn bounds_mention(&self, vars: &[SymbolId], symbols: &Symbols) -> bool {
        let mut found = false;
        for e in [
            Some(&self.lower),
            Some(&self.bound),
            self.step_expr.as_ref(),
        ]
        .into_iter()
        .flatten()
        {
            crate::analyze::for_each_ident(e, &mut |i| {
                found |= symbols.resolve(i).is_some_and(|s| vars.contains(&s));
            });
        }
        found
    }
}

/// Why a `for` statement is not a canonical loop.
#[derive(Clone, Debug)]
pub struct NotCanonical {
    pub span: Span,
    pub reason: String,
}

fn not_canonical(span: Span, reason: impl Into<String>) -> NotCanonical {
    NotCanonical {
        span,
        reason: reason.into(),
    }
}

/// Analyses `stmt` as an OpenACC/OpenMP canonical loop.
pub fn canonical_loop(
    stmt: &Stmt,
    syms: &Symbols,
    sm: &SourceMap,
) -> Result<CanonicalLoop, NotCanonical> {
    let StmtKind::For {
        init,
        cond,
        step,
        body,
    } = &stmt.kind
    else {
        return Err(not_canonical(stmt.span, "expected a `for` loop"));
    };
    let Initialisation {
        var: var_ident,
        lower,
        declared_in_init,
    } = initialisation(stmt.span, init)?;
    let var = induction_variable(syms, &var_ident, declared_in_init)?;
    let var_ty = &syms.get(var).ty;
    let is_var = |e: &Expr| matches!(&e.kind, ExprKind::Ident(i) if syms.resolve(i) == Some(var));
    let cond = cond
        .as_ref()
        .ok_or_else(|| not_canonical(stmt.span, "the loop has no condition"))?;
    let (cmp, bound) = condition(cond, &var_ident, &is_var)?;
    let step = step
        .as_ref()
        .ok_or_else(|| not_canonical(stmt.span, "the loop has no increment"))?;
    let (step_val, step_text, step_source) = increment(step, &is_var, syms, sm)?;
    check_step_direction(step.span, cmp, step_val)?;
    let lookup = |n: &str| enum_value(syms, n);
    let lo_text = sm.snippet(lower.span).to_string();
    let hi_text = sm.snippet(bound.span).to_string();
    let lo_val = consteval::eval(&lower, &lookup);
    let hi_val = consteval::eval(&bound, &lookup);
    let unsigned_bits = unsigned_bits(var_ty.resolved());
    let unsigned_type = unsigned_bits.map(|_| var_ty.spelling());
    let trip_count = match (lo_val, hi_val, step_val) {
        (Some(lo), Some(hi), Some(s)) => Some(trip(lo, hi, s, cmp, unsigned_bits)),
        _ => None,
    };
    let trip_count_text = trip_text(
        &lo_text,
        &hi_text,
        step_val,
        &step_text,
        cmp,
        unsigned_type.as_deref(),
    );
    Ok(CanonicalLoop {
        var,
        var_name: var_ident.name.clone(),
        declared_in_init,
        lower,
        bound,
        cmp,
        step: step_val,
        step_text,
        step_expr: step_source.map(|(e, _)| e.clone()),
        step_negated: step_source.is_some_and(|(_, negated)| negated),
        trip_count,
        lower_value: lo_val,
        bound_value: hi_val,
        trip_count_text,
        unsigned_type,
        body: (**body).clone(),
        span: stmt.span,
    })
}

/// What a canonical loop's `var = lower` (or `int var = lower`) initialisation says.
struct Initialisation {
    var: Ident,
    lower: Expr,
    /// Whether the initialisation declares the variable (`for (int i = …`).
    declared_in_init: bool,
}

/// The induction variable and lower bound of the `for` statement at `for_span`.
fn initialisation(for_span: Span, init: &Option<ForInit>) -> Result<Initialisation, NotCanonical> {
    let (var, lower, declared_in_init) = match init {
        Some(ForInit::Expr(Expr {
            kind: ExprKind::Assign { op: None, lhs, rhs },
            ..
        })) => match &lhs.kind {
            ExprKind::Ident(i) => (i.clone(), (**rhs).clone(), false),
            _ => {
                return Err(not_canonical(
                    lhs.span,
                    "the loop must initialise a plain variable",
                ))
            }
        },
        Some(ForInit::Decl(d)) if d.declarators.len() == 1 => {
            let init = &d.declarators[0];
            match (
                &init.declarator.name,
                &init.init,
                init.declarator.derived.is_empty(),
            ) {
                (Some(name), Some(Initializer::Expr(e)), true) => (name.clone(), e.clone(), true),
                _ => {
                    return Err(not_canonical(
                        d.span,
                        "the loop must declare one initialised integer variable",
                    ))
                }
            }
        }
        Some(ForInit::Decl(d)) => {
            return Err(not_canonical(
                d.span,
                "the loop must declare one induction variable",
            ))
        }
        _ => {
            return Err(not_canonical(
                for_span,
                "the loop has no `var = lower` initialisation",
            ))
        }
    };
    Ok(Initialisation {
        var,
        lower,
        declared_in_init,
    })
}

/// The symbol of the induction variable `var_ident`, which must have integer type.
fn induction_variable(
    syms: &Symbols,
    var_ident: &Ident,
    declared_in_init: bool,
) -> Result<SymbolId, NotCanonical> {
    let var = if declared_in_init {
        syms.decls.get(&var_ident.span.lo).copied()
    } else {
        syms.resolve(var_ident)
    }
    .ok_or_else(|| {
        not_canonical(
            var_ident.span,
            format!("`{}` is not declared", var_ident.name),
        )
    })?;
    let var_ty = &syms.get(var).ty;
    if !var_ty.is_arithmetic() || var_ty.is_floating() {
        return Err(not_canonical(
            var_ident.span,
            format!(
                "the induction variable `{}` must have integer type",
                var_ident.name
            ),
        ));
    }
    Ok(var)
}

/// The comparison of the loop condition `cond` and its bound, written as `var cmp bound`
/// (a condition `bound > var` is flipped to `var < bound`).
fn condition(
    cond: &Expr,
    var_ident: &Ident,
    is_var: &impl Fn(&Expr) -> bool,
) -> Result<(Cmp, Expr), NotCanonical> {
    match &cond.kind {
        ExprKind::Binary { op, lhs, rhs } => {
            let cmp =
                match op {
                    BinaryOp::Lt => Cmp::Lt,
                    BinaryOp::Le => Cmp::Le,
                    BinaryOp::Gt => Cmp::Gt,
                    BinaryOp::Ge => Cmp::Ge,
                    BinaryOp::Ne => Cmp::Ne,
                    _ => return Err(not_canonical(
                        cond.span,
                        "the condition must compare the induction variable with <, <=, >, >= or !=",
                    )),
                };
            if is_var(lhs) {
                Ok((cmp, (**rhs).clone()))
            } else if is_var(rhs) {
                let flipped = match cmp {
                    Cmp::Lt => Cmp::Gt,
                    Cmp::Le => Cmp::Ge,
                    Cmp::Gt => Cmp::Lt,
                    Cmp::Ge => Cmp::Le,
                    Cmp::Ne => Cmp::Ne,
                };
                Ok((flipped, (**lhs).clone()))
            } else {
                Err(not_canonical(
                    cond.span,
                    format!("the condition does not test `{}`", var_ident.name),
                ))
            }
        }
        _ => Err(not_canonical(
            cond.span,
            "the condition must compare the induction variable with a bound",
        )),
    }
}

/// The step of the increment `step`: its value when it is a constant, and its source text
/// (negated for a decrement).
/// The step of a canonical loop's increment `step`: its value when constant, its text
/// (sign included) and its expression.
fn increment<'e>(
    step: &'e Expr,
    is_var: &impl Fn(&Expr) -> bool,
    syms: &Symbols,
    sm: &SourceMap,
) -> Result<(Option<i128>, String, Option<(&'e Expr, bool)>), NotCanonical> {
    let lookup = |n: &str| enum_value(syms, n);
    let not_an_increment = || {
        not_canonical(
            step.span,
            "the increment must be `var++`, `var--`, `var += step` or `var = var + step`",
        )
    };
    match &step.kind {
        ExprKind::Unary {
            op: UnaryOp::PreInc | UnaryOp::PostInc,
            expr,
        } if is_var(expr) => Ok((Some(1), "1".into(), None)),
        ExprKind::Unary {
            op: UnaryOp::PreDec | UnaryOp::PostDec,
            expr,
        } if is_var(expr) => Ok((Some(-1), "-1".into(), None)),
        ExprKind::Assign {
            op: Some(op @ (BinaryOp::Add | BinaryOp::Sub)),
            lhs,
            rhs,
        } if is_var(lhs) => {
            integer_step(rhs, syms)?;
            let v = consteval::eval(rhs, &lookup);
            let neg = *op == BinaryOp::Sub;
            let text = sm.snippet(rhs.span).to_string();
            Ok((
                v.map(|v| if neg { -v } else { v }),
                if neg { format!("-({text})") } else { text },
                Some((&**rhs, neg)),
            ))
        }
        ExprKind::Assign { op: None, lhs, rhs } if is_var(lhs) => match &rhs.kind {
            ExprKind::Binary {
                op: BinaryOp::Add,
                lhs: a,
                rhs: b,
            } if is_var(a) || is_var(b) => {
                let inc = if is_var(a) { b } else { a };
                integer_step(inc, syms)?;
                Ok((
                    consteval::eval(inc, &lookup),
                    sm.snippet(inc.span).to_string(),
                    Some((&**inc, false)),
                ))
            }
            ExprKind::Binary {
                op: BinaryOp::Sub,
                lhs: a,
                rhs: b,
            } if is_var(a) => {
                integer_step(b, syms)?;
                Ok((
                    consteval::eval(b, &lookup).map(|v| -v),
                    format!("-({})", sm.snippet(b.span)),
                    Some((&**b, true)),
                ))
            }
            _ => Err(not_an_increment()),
        },
        _ => Err(not_an_increment()),
    }
}

/// The amount a loop steps by must be an integer (OpenACC takes the canonical loop form of
/// OpenMP: `var += incr` with an integer `incr`): a floating or complex one is converted
/// back to the variable's type at each step, so the loop has no trip count to share.
fn integer_step(inc: &Expr, syms: &Symbols) -> Result<(), NotCanonical> {
    match syms.type_of(inc) {
        Some(t) if t.is_floating() || t.is_complex() => Err(not_canonical(
            inc.span,
            format!(
                "the step must be an integer expression, not `{}`",
                t.spelling()
            ),
        )),
        _ => Ok(()),
    }
}

/// A constant step must move the variable towards its bound (and not be 0 for `!=`).
fn check_step_direction(
    step_span: Span,
    cmp: Cmp,
    step_val: Option<i128>,
) -> Result<(), NotCanonical> {
    if let Some(s) = step_val {
        let wrong_way = match cmp {
            Cmp::Lt | Cmp::Le => s <= 0,
            Cmp::Gt | Cmp::Ge => s >= 0,
            Cmp::Ne => s == 0,
        };
        if wrong_way {
            return Err(not_canonical(
                step_span,
                "the step does not move the induction variable towards its bound",
            ));
        }
    }
    Ok(())
}

fn enum_value(syms: &Symbols, name: &str) -> Option<i128> {
    syms.symbols
        .iter()
        .rev()
        .find(|s| s.name == name && s.value.is_some())
        .and_then(|s| s.value)
}

/// The width of an unsigned integer type.
fn unsigned_bits(ty: &Type) -> Option<u32> {
    use accc_front::ast::BasicType as B;
    match ty {
        Type::Basic(B::UChar) => Some(8),
        Type::Basic(B::UShort) => Some(16),
        Type::Basic(B::UInt) => Some(32),
        Type::Basic(B::ULong | B::ULongLong) => Some(64),
        _ => None,
    }
}

fn trip(lo: i128, hi: i128, s: i128, cmp: Cmp, unsigned_bits: Option<u32>) -> i128 {
    if let (Cmp::Ne, Some(bits)) = (cmp, unsigned_bits) {
        // The distance modulo the type's range, in the direction of the step.
        let distance = if s > 0 { hi - lo } else { lo - hi };
        return distance.rem_euclid(1 << bits) / s.abs();
    }
    let span = match cmp {
        Cmp::Lt | Cmp::Ne if s > 0 => hi - lo,
        Cmp::Le => hi - lo + 1,
        Cmp::Gt | Cmp::Ne => lo - hi,
        Cmp::Ge => lo - hi + 1,
        Cmp::Lt => 0,
    };
    let step = s.abs();
    if span <= 0 {
        0
    } else {
        (span + step - 1) / step
    }
}

/// The trip count as C text, from the texts of the bounds and the step; `unsigned_type`
/// is the induction variable's type when it is unsigned.
pub fn trip_text(
    lo: &str,
    hi: &str,
    step: Option<i128>,
    step_text: &str,
    cmp: Cmp,
    unsigned_type: Option<&str>,
) -> String {
    if cmp == Cmp::Ne {
        return ne_trip_text(lo, hi, step, step_text, unsigned_type);
    }
    // In 64 bits: the distance between two `int` bounds need not fit an `int`
    // (`for (i = -2000000000; i < 2000000000; i += 500000000)`).
    let (lo, hi) = (format!("(long long)({lo})"), format!("(long long)({hi})"));
    let span = match cmp {
        Cmp::Lt | Cmp::Ne => format!("{hi} - {lo}"),
        Cmp::Le => format!("{hi} - {lo} + 1"),
        Cmp::Ge => format!("{lo} - {hi} + 1"),
        Cmp::Gt => format!("{lo} - {hi}"),
    };
    match step {
        Some(1) | Some(-1) => span,
        Some(s) => format!("({span} + {}) / {}", s.abs() - 1, s.abs()),
        // A run-time step: round the division up, with the step's magnitude (a decreasing
        // loop's step is negative).
        None => match cmp {
            Cmp::Gt | Cmp::Ge => format!("(({span}) - ({step_text}) - 1) / (-({step_text}))"),
            _ => format!("(({span}) + ({step_text}) - 1) / ({step_text})"),
        },
    }
}

/// The trip count of a `var != bound` loop: the variable meets the bound exactly, so the
/// distance is a multiple of the step. An unsigned variable may meet it by wrapping
/// around, so its distance is taken in its own type (modulo its range).
fn ne_trip_text(
    lo: &str,
    hi: &str,
    step: Option<i128>,
    step_text: &str,
    unsigned_type: Option<&str>,
) -> String {
    let distance = |from: &str, to: &str| match unsigned_type {
        Some(t) => format!("(long long)({t})(({to}) - ({from}))"),
        None => format!("((long long)({to}) - (long long)({from}))"),
    };
    match step {
        Some(1) => distance(lo, hi),
        Some(-1) => distance(hi, lo),
        Some(s) if s > 0 => format!("{} / {s}", distance(lo, hi)),
        Some(s) => format!("{} / {}", distance(hi, lo), -s),
        // `var -= s`: the step's text is `-(s)`; the variable goes down by `s`.
        None => match step_text.strip_prefix('-') {
            Some(down) => format!("{} / ({down})", distance(hi, lo)),
            None => format!("{} / ({step_text})", distance(lo, hi)),
        },
    }
}

/// A polynomial over symbols with integer coefficients: `2*i*n + j - 1` is
/// `{[i,n]: 2, [j]: 1, []: -1}`. Subscripts that are affine in the loop variables (with
/// loop-invariant symbolic coefficients, as in `a[i*n + j]`) have this form.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Affine {
    pub terms: BTreeMap<Vec<SymbolId>, i128>,
}

impl Affine {
    pub fn constant(c: i128) -> Affine {
        let mut a = Affine::default();
        if c != 0 {
            a.terms.insert(Vec::new(), c);
        }
        a
    }

    pub fn var(id: SymbolId) -> Affine {
        let mut a = Affine::default();
        a.terms.insert(vec![id], 1);
        a
    }

    pub fn add(&self, other: &Affine, sign: i128) -> Affine {
        let mut out = self.clone();
        for (m, c) in &other.terms {
            let e = out.terms.entry(m.clone()).or_insert(0);
            *e += sign * c;
            if *e == 0 {
                out.terms.remove(m);
            }
        }
        out
    }

    pub fn mul(&self, other: &Affine) -> Option<Affine> {
        let mut out = Affine::default();
        for (m1, c1) in &self.terms {
            for (m2, c2) in &other.terms {
                let mut m: Vec<SymbolId> = m1.iter().chain(m2.iter()).copied().collect();
                m.sort_unstable();
                if m.len() > 3 {
                    return None;
                }
                let e = out.terms.entry(m.clone()).or_insert(0);
                *e += c1.checked_mul(*c2)?;
                if *e == 0 {
                    out.terms.remove(&m);
                }
            }
        }
        Some(out)
    }

    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    pub fn as_constant(&self) -> Option<i128> {
        match self.terms.len() {
            0 => Some(0),
            1 => self.terms.get(&Vec::new()).copied(),
            _ => None,
        }
    }

    pub fn mentions(&self, id: SymbolId) -> bool {
        self.terms.keys().any(|m| m.contains(&id))
    }

    /// Splits into (the coefficient of `id`, the rest): `2*i*n + j` → (`2*n`, `j`).
    /// `None` when `id` appears with a power above one.
    pub fn split(&self, id: SymbolId) -> Option<(Affine, Affine)> {
        let mut coeff = Affine::default();
        let mut rest = Affine::default();
        for (m, c) in &self.terms {
            let count = m.iter().filter(|&&s| s == id).count();
            match count {
                0 => {
                    rest.terms.insert(m.clone(), *c);
                }
                1 => {
                    let mut m2 = m.clone();
                    m2.retain(|&s| s != id);
                    coeff.terms.insert(m2, *c);
                }
                _ => return None,
            }
        }
        Some((coeff, rest))
    }
}

/// The affine form of an integer expression, or `None` when it is not one (calls,
/// subscripts, divisions…). Enumeration constants fold to their values.
pub fn affine(e: &Expr, syms: &Symbols) -> Option<Affine> {
    match &e.kind {
        ExprKind::IntLit(t) => Some(Affine::constant(consteval::int_literal(t)?)),
        ExprKind::Ident(i) => {
            let id = syms.resolve(i)?;
            match syms.get(id).value {
                Some(v) => Some(Affine::constant(v)),
                None => Some(Affine::var(id)),
            }
        }
        ExprKind::Unary {
            op: UnaryOp::Neg,
            expr,
        } => Some(Affine::default().add(&affine(expr, syms)?, -1)),
        ExprKind::Unary {
            op: UnaryOp::Plus,
            expr,
        } => affine(expr, syms),
        ExprKind::Cast { expr, .. } => affine(expr, syms),
        ExprKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs,
        } => Some(affine(lhs, syms)?.add(&affine(rhs, syms)?, 1)),
        ExprKind::Binary {
            op: BinaryOp::Sub,
            lhs,
            rhs,
        } => Some(affine(lhs, syms)?.add(&affine(rhs, syms)?, -1)),
        ExprKind::Binary {
            op: BinaryOp::Mul,
            lhs,
            rhs,
        } => affine(lhs, syms)?.mul(&affine(rhs, syms)?),
        _ => None,
    }
}

#[cfg(test)]
mod trip_tests {
    use super::*;

    fn eval(text: &str, vars: &[(&str, i64)]) -> i64 {
        // Tiny evaluator for the generated formulas: substitute and let Rust's integer
        // arithmetic (truncating division, as C) compute through a shell of `+ - * /`
        // (the casts to 64 bits dropped: the arithmetic is in 64 bits already).
        let mut t = text.replace("(long long)", "");
        for (n, v) in vars {
            t = t.replace(n, &format!("({v})"));
        }
        calc(&t)
    }

    fn calc(s: &str) -> i64 {
        fn expr(t: &[u8], i: &mut usize) -> i64 {
            let mut v = term(t, i);
            while *i < t.len() && (t[*i] == b'+' || t[*i] == b'-') {
                let op = t[*i];
                *i += 1;
                let r = term(t, i);
                v = if op == b'+' { v + r } else { v - r };
            }
            v
        }
        fn term(t: &[u8], i: &mut usize) -> i64 {
            let mut v = atom(t, i);
            while *i < t.len() && (t[*i] == b'*' || t[*i] == b'/') {
                let op = t[*i];
                *i += 1;
                let r = atom(t, i);
                v = if op == b'*' { v * r } else { v / r };
            }
            v
        }
        fn atom(t: &[u8], i: &mut usize) -> i64 {
            if t[*i] == b'(' {
                *i += 1;
                let v = expr(t, i);
                *i += 1;
                v
            } else if t[*i] == b'-' {
                *i += 1;
                -atom(t, i)
            } else {
                let start = *i;
                while *i < t.len() && t[*i].is_ascii_digit() {
                    *i += 1;
                }
                std::str::from_utf8(&t[start..*i]).unwrap().parse().unwrap()
            }
        }
        let t: Vec<u8> = s.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        expr(&t, &mut 0)
    }

    #[test]
    fn run_time_steps_round_up() {
        // for (k = 5; k <= 995; k += 13): 5, 18, …, 993 → 77 iterations
        assert_eq!(
            eval(
                &trip_text("lo", "hi", None, "st", Cmp::Le, None),
                &[("lo", 5), ("hi", 995), ("st", 13)]
            ),
            77
        );
        // for (k = 0; k < 10; k += 3): 0 3 6 9 → 4
        assert_eq!(
            eval(
                &trip_text("lo", "hi", None, "st", Cmp::Lt, None),
                &[("lo", 0), ("hi", 10), ("st", 3)]
            ),
            4
        );
        // for (k = 10; k > 0; k -= 3): 10 7 4 1 → 4 (the step text is negative)
        assert_eq!(
            eval(
                &trip_text("lo", "hi", None, "-(st)", Cmp::Gt, None),
                &[("lo", 10), ("hi", 0), ("st", 3)]
            ),
            4
        );
        // for (k = 10; k >= 1; k -= 3): 10 7 4 1 → 4
        assert_eq!(
            eval(
                &trip_text("lo", "hi", None, "-(st)", Cmp::Ge, None),
                &[("lo", 10), ("hi", 1), ("st", 3)]
            ),
            4
        );
        assert_eq!(
            eval(
                &trip_text("lo", "hi", Some(7), "7", Cmp::Lt, None),
                &[("lo", 3), ("hi", 1000)]
            ),
            143
        );
    }
}
