//! C99 `_Complex` arithmetic in device code, decided per expression
//! (`accc_ir::complex::Value`): which helper of which precision computes an operation on a
//! complex value, how each operand converts (the usual arithmetic conversions over real
//! and complex types), and the errors for what device code cannot compute — an operator
//! the helpers lack, a `<complex.h>` function without a device version, a `long double
//! _Complex` value, an operand whose type accc cannot tell, an object with side effects
//! that a compound assignment would evaluate twice.
//!
//! A real operand is not widened to a complex one where the host's C does not widen it
//! (`z * 2.0` multiplies each part, `z + 1.0` leaves the imaginary part alone), so the
//! signs of zeros agree with the host's.
//!
//! `lower::body` calls [`decide`] on each expression of a body of device code the printer
//! writes (and [`decide_initializer`] on each initialiser, with the initialised type)
//! before the printer writes it, and the printer prints the records with the helpers'
//! names and their definitions.

mod types;

use std::collections::HashSet;

use accc_front::ast::{BinaryOp, Expr, ExprKind, UnaryOp};
use accc_front::Diagnostic;
use accc_ir::complex::{Arith, Conversion, Helper, Value};
use accc_sema::{Symbols, Type};

pub use types::{
    arith, arith_of, imaginary_literal, library_function, unavailable_library_function,
    LibraryFunction,
};

/// What the decision needs of the code around: the symbols' types and the routines the
/// device code may call (a routine named like a `<complex.h>` function is the user's).
pub struct Context<'a> {
    pub symbols: &'a Symbols,
    pub routines: &'a HashSet<String>,
}

/// What device code computes in place of `e` where it computes with a complex value;
/// `None` where it does not (the ordinary rewrites then apply), or where an error made it
/// give up. The errors come with it.
pub fn decide<'a>(e: &'a Expr, cx: &Context<'_>) -> (Option<Value<'a>>, Vec<Diagnostic>) {
    let mut d = Decider {
        cx,
        errors: Vec::new(),
    };
    let value = d.expr(e);
    (value, d.errors)
}

/// The initial value of an object of type `target` initialised by `e`, where a complex
/// value meets another type (converted); `None` where it stays as written.
pub fn decide_initializer<'a>(
    e: &'a Expr,
    target: Option<&Type>,
    cx: &Context<'_>,
) -> (Option<Value<'a>>, Vec<Diagnostic>) {
    let mut d = Decider {
        cx,
        errors: Vec::new(),
    };
    let value = d.initializer(e, target);
    (value, d.errors)
}

struct Decider<'c> {
    cx: &'c Context<'c>,
    errors: Vec<Diagnostic>,
}

impl Decider<'_> {
    fn arith(&self, e: &Expr) -> Option<Arith> {
        arith(e, self.cx.symbols)
    }

    fn expr<'a>(&mut self, e: &'a Expr) -> Option<Value<'a>> {
        match &e.kind {
            ExprKind::FloatLit(t) | ExprKind::IntLit(t) => {
                let scale = imaginary_literal(t)?;
                Some(Value::Parts {
                    precision: self.arith(e)?.precision,
                    real: "0".to_string(),
                    imag: scale,
                })
            }
            ExprKind::Ident(_) | ExprKind::Index { .. } | ExprKind::Member { .. } => {
                // A value the devices cannot hold as the host does.
                if let Some(Err(ty)) = self.cx.symbols.type_of(e).map(|t| arith_of(&t)) {
                    self.errors.push(
                        Diagnostic::error(e.span, format!("values of type `{ty}` cannot be used in device code"))
                            .with_label("not supported by the device targets")
                            .with_note("accc computes with `float _Complex` and `double _Complex` in device code")
                            .with_help("use `double _Complex`, or build for --target=multicore"),
                    );
                }
                None
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (l, r) = self.operand_types(lhs, rhs)?;
                self.binary(*op, e, Value::Operand(lhs), l, Value::Operand(rhs), r)
            }
            ExprKind::Unary { op, expr } => self.unary(*op, e, expr),
            ExprKind::Cast { expr, .. } => {
                let from = self.arith(expr)?;
                let to = self.arith(e)?;
                if !from.complex && !to.complex || from == to {
                    return None;
                }
                let ty = self.cx.symbols.type_of(e)?;
                if to.complex {
                    return Some(Value::operand(expr, from, to));
                }
                let value = match ty.is_bool() {
                    true => Value::Not(Box::new(Value::Operand(expr).is_zero(from.precision))),
                    false => Value::operand(expr, from, to),
                };
                Some(Value::Cast {
                    ty,
                    value: Box::new(value),
                })
            }
            ExprKind::Assign { op, lhs, rhs } => self.assign(*op, e, lhs, rhs),
            ExprKind::Cond { cond, then, els } => {
                let then = then.as_deref()?;
                let (t, f) = self.operand_types(then, els)?;
                if t == f {
                    return None;
                }
                let common = t.common(f);
                Some(Value::Cond {
                    cond,
                    then: Box::new(Value::operand(then, t, common)),
                    els: Box::new(Value::operand(els, f, common)),
                })
            }
            ExprKind::Call { callee, args } => self.call(e, callee, args),
            _ => None,
        }
    }

    fn unary<'a>(&mut self, op: UnaryOp, e: &'a Expr, operand: &'a Expr) -> Option<Value<'a>> {
        let precision = self.arith(operand).filter(|a| a.complex)?.precision;
        let helper = |helper| Value::Helper {
            helper,
            precision,
            args: vec![Value::Operand(operand)],
        };
        match op {
            UnaryOp::Neg => Some(helper(Helper::Neg)),
            UnaryOp::BitNot => Some(helper(Helper::Conj)),
            UnaryOp::Not => Some(Value::Operand(operand).is_zero(precision)),
            // `__real__ z` of an object stays (it may be assigned); of a computed value,
            // the helper.
            UnaryOp::Real if !designates_object(operand) => Some(helper(Helper::Real)),
            UnaryOp::Imag if !designates_object(operand) => Some(helper(Helper::Imag)),
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                self.unsupported(e, "`++` and `--` of a complex value");
                None
            }
            _ => None,
        }
    }

    fn assign<'a>(
        &mut self,
        op: Option<BinaryOp>,
        e: &'a Expr,
        lhs: &'a Expr,
        rhs: &'a Expr,
    ) -> Option<Value<'a>> {
        let (l, r) = self.operand_types(lhs, rhs)?;
        if op.is_none() && l == r {
            return None;
        }
        let value = match op {
            None => Value::operand(rhs, r, l),
            Some(op) => {
                // `x op= v` as `x = x op v`: `x` is written twice, so it must have no
                // side effects.
                if !designates_object(lhs) || has_side_effects(lhs) {
                    self.unsupported(lhs, "a compound assignment of a complex value to an object computed with side effects");
                    return None;
                }
                let combined =
                    self.binary(op, e, Value::Operand(lhs), l, Value::Operand(rhs), r)?;
                combined.converted(l.common(r), l)
            }
        };
        Some(Value::Assign {
            object: lhs,
            value: Box::new(value),
        })
    }

    fn call<'a>(&mut self, e: &'a Expr, callee: &'a Expr, args: &'a [Expr]) -> Option<Value<'a>> {
        let ExprKind::Ident(i) = &callee.kind else {
            return None;
        };
        if self.cx.routines.contains(&i.name) {
            return None;
        }
        if let Some(f) = library_function(&i.name) {
            let [arg] = args else {
                self.unsupported(e, &format!("`{}` with other than one argument", i.name));
                return None;
            };
            let Some(from) = self.arith(arg) else {
                self.unknown_operand(arg);
                return None;
            };
            return Some(Value::Helper {
                helper: f.helper,
                precision: f.precision,
                args: vec![Value::operand(arg, from, Arith::complex(f.precision))],
            });
        }
        if unavailable_library_function(&i.name) {
            self.errors.push(
                Diagnostic::error(callee.span, format!("`{}` of <complex.h> has no device version in accc", i.name))
                    .with_label("not available in compute regions")
                    .with_note("device code has `creal`, `cimag`, `conj`, `cabs`, `carg`, `cexp` and `csqrt` (and their `f` versions) of <complex.h>")
                    .with_help("compute the value outside the region, or write it in C in a `#pragma acc routine seq` function"),
            );
            return Some(Value::AsWritten(e));
        }
        None
    }

    fn initializer<'a>(&mut self, e: &'a Expr, target: Option<&Type>) -> Option<Value<'a>> {
        let to = arith_of(target?).ok().flatten()?;
        let from = self.arith(e);
        if !to.complex && !from.is_some_and(|a| a.complex) {
            return None;
        }
        let Some(from) = from else {
            self.unknown_operand(e);
            return None;
        };
        (from != to).then(|| Value::operand(e, from, to))
    }

    /// The types of two operands where one is complex; an error where the other's is not
    /// known.
    fn operand_types(&mut self, lhs: &Expr, rhs: &Expr) -> Option<(Arith, Arith)> {
        let (l, r) = (self.arith(lhs), self.arith(rhs));
        if !l.is_some_and(|a| a.complex) && !r.is_some_and(|a| a.complex) {
            return None;
        }
        match (l, r) {
            (Some(l), Some(r)) => Some((l, r)),
            (None, _) => {
                self.unknown_operand(lhs);
                None
            }
            (_, None) => {
                self.unknown_operand(rhs);
                None
            }
        }
    }

    /// `lhs op rhs` of operands of types `l` and `r`, one complex, by the helpers.
    fn binary<'a>(
        &mut self,
        op: BinaryOp,
        e: &Expr,
        lhs: Value<'a>,
        l: Arith,
        rhs: Value<'a>,
        r: Arith,
    ) -> Option<Value<'a>> {
        let common = l.common(r);
        let precision = common.precision;
        let call = |helper, args| Value::Helper {
            helper,
            precision,
            args,
        };
        let part = |v: Value<'a>| Value::Converted {
            value: Box::new(v),
            conversion: Conversion::ToPart { to: precision },
        };
        Some(match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div => {
                let (both, with_real) = match op {
                    BinaryOp::Add => (Helper::Add, Helper::AddReal),
                    BinaryOp::Sub => (Helper::Sub, Helper::SubReal),
                    BinaryOp::Mul => (Helper::Mul, Helper::MulReal),
                    _ => (Helper::Div, Helper::DivReal),
                };
                match (l.complex, r.complex) {
                    (true, true) => call(
                        both,
                        vec![lhs.converted(l, common), rhs.converted(r, common)],
                    ),
                    (true, false) => call(with_real, vec![lhs.converted(l, common), part(rhs)]),
                    // A real on the left: `x + z` and `x * z` are `z + x` and `z * x`;
                    // `x - z` negates the imaginary part; `x / z` divides `x + 0i`.
                    _ => {
                        let z = rhs.converted(r, common);
                        match op {
                            BinaryOp::Add => call(Helper::AddReal, vec![z, part(lhs)]),
                            BinaryOp::Mul => call(Helper::MulReal, vec![z, part(lhs)]),
                            BinaryOp::Sub => call(Helper::RealSub, vec![part(lhs), z]),
                            _ => call(Helper::Div, vec![lhs.converted(l, common), z]),
                        }
                    }
                }
            }
            BinaryOp::Eq | BinaryOp::Ne => {
                let equal = call(
                    Helper::Equal,
                    vec![lhs.converted(l, common), rhs.converted(r, common)],
                );
                Value::Grouped(Box::new(match op {
                    BinaryOp::Ne => Value::Not(Box::new(equal)),
                    _ => equal,
                }))
            }
            BinaryOp::LogAnd | BinaryOp::LogOr => {
                // Each complex operand is true where it is not zero.
                let truth = |v: Value<'a>, a: Arith| match a.complex {
                    true => Value::Grouped(Box::new(Value::Not(Box::new(v.is_zero(a.precision))))),
                    false => v,
                };
                Value::Logical {
                    op,
                    lhs: Box::new(truth(lhs, l)),
                    rhs: Box::new(truth(rhs, r)),
                }
            }
            _ => {
                self.unsupported(e, &format!("operator `{}` on a complex value", op.as_str()));
                return None;
            }
        })
    }

    fn unknown_operand(&mut self, e: &Expr) {
        self.errors.push(
            Diagnostic::error(e.span, "accc cannot tell the type of this operand of a complex operation")
                .with_label("type not known to accc")
                .with_note("device code computes with complex values through helpers chosen by the operands' types")
                .with_help("assign the value to a variable of its type first"),
        );
    }

    fn unsupported(&mut self, e: &Expr, what: &str) {
        self.errors.push(
            Diagnostic::error(e.span, format!("{what} is not supported in device code"))
                .with_label("not supported by the device targets")
                .with_help("write it with the operators `+ - * /`, `=` and the functions of <complex.h> device code has, or build for --target=multicore"),
        );
    }
}

/// Whether `e` names an object (a variable, element, member or dereference), whose parts
/// `__real__`/`__imag__` may designate.
fn designates_object(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Ident(_)
        | ExprKind::Index { .. }
        | ExprKind::Member { .. }
        | ExprKind::Unary {
            op: UnaryOp::Deref, ..
        } => true,
        ExprKind::Unary {
            op: UnaryOp::Extension,
            expr,
        } => designates_object(expr),
        _ => false,
    }
}

/// Whether evaluating `e` may change something (assignments, `++`/`--`, calls).
fn has_side_effects(e: &Expr) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        found |= matches!(
            x.kind,
            ExprKind::Assign { .. }
                | ExprKind::Call { .. }
                | ExprKind::StmtExpr(_)
                | ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    ..
                }
        )
    });
    found
}
