//! C99 `_Complex` arithmetic of device code as data. Neither device compiler computes with
//! complex values reliably (nvcc's C++ calls host-only `__muldc3`; PoCL's kernel library
//! lacks `__muldc3`/`__divdc3`), so every operation on one becomes a call of a helper the
//! device program defines. `passes::lower::complex` decides, per expression, which helper
//! of which precision replaces it and how each operand converts ([`Value`]); the device
//! printer spells the helpers' names and the C around them.

use accc_front::ast::{BinaryOp, Expr};
use accc_sema::Type;

/// The real precision of an arithmetic value as the usual arithmetic conversions rank it
/// (every integer type converts to a floating one before it meets a complex value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Precision {
    Integer,
    Float,
    Double,
}

/// The arithmetic type of an expression, as far as complex lowering needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arith {
    pub precision: Precision,
    pub complex: bool,
}

impl Arith {
    pub const INTEGER: Arith = Arith {
        precision: Precision::Integer,
        complex: false,
    };

    pub fn real(precision: Precision) -> Arith {
        Arith {
            precision,
            complex: false,
        }
    }

    /// A complex type of `precision` (an integer one is promoted: C has no complex
    /// integers the devices take).
    pub fn complex(precision: Precision) -> Arith {
        Arith {
            precision: precision.max(Precision::Float),
            complex: true,
        }
    }

    /// The type both operands of a binary operator convert to.
    pub fn common(self, other: Arith) -> Arith {
        let precision = self.precision.max(other.precision);
        match self.complex || other.complex {
            true => Arith::complex(precision),
            false => Arith::real(precision),
        }
    }
}

/// The operations the device program's helpers compute, each defined for both
/// precisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Helper {
    /// The real part of a computed value.
    Real,
    /// The imaginary part of a computed value.
    Imag,
    Add,
    Sub,
    Mul,
    Div,
    /// A complex value plus a real one (the real part changes only).
    AddReal,
    /// A complex value minus a real one.
    SubReal,
    /// A real value minus a complex one (the imaginary part negated).
    RealSub,
    /// A complex value times a real one (each part scaled).
    MulReal,
    /// A complex value divided by a real one.
    DivReal,
    Neg,
    Conj,
    /// Whether two complex values are equal (an `int`).
    Equal,
    Abs,
    Arg,
    Exp,
    Sqrt,
}

/// How a value converts from one arithmetic type to another as C converts it, where the
/// text changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conversion {
    /// A complex value to the other complex precision.
    Complex { from: Precision, to: Precision },
    /// A real value to a complex one, its imaginary part zero.
    FromReal { to: Precision },
    /// A complex value to a real one: its real part.
    RealPart { from: Precision },
    /// A real operand of a mixed helper (`AddReal`…), as the parts' type.
    ToPart { to: Precision },
}

impl Conversion {
    /// The conversion of a value of type `from` to `to`; `None` where its text stays (the
    /// same type, or two real types, which C converts by itself).
    pub fn between(from: Arith, to: Arith) -> Option<Conversion> {
        match (from.complex, to.complex) {
            _ if from == to => None,
            (true, true) => Some(Conversion::Complex {
                from: from.precision,
                to: to.precision,
            }),
            (false, true) => Some(Conversion::FromReal { to: to.precision }),
            (true, false) => Some(Conversion::RealPart {
                from: from.precision,
            }),
            (false, false) => None,
        }
    }
}

/// What device code computes in place of an expression with a complex value: a tree whose
/// leaves are the expression's operands (printed, and lowered themselves, by the printer).
#[derive(Clone, Debug)]
pub enum Value<'a> {
    /// An operand as the printer writes it.
    Operand(&'a Expr),
    /// A value converted.
    Converted {
        value: Box<Value<'a>>,
        conversion: Conversion,
    },
    /// A complex constant from its parts (C constants, as written): an imaginary constant
    /// (`2.0i` is `0 + 2.0·i`), or zero.
    Parts {
        precision: Precision,
        real: String,
        imag: String,
    },
    /// A helper's result.
    Helper {
        helper: Helper,
        precision: Precision,
        args: Vec<Value<'a>>,
    },
    /// C's `!value`.
    Not(Box<Value<'a>>),
    /// `(value)`, a comparison's or a truth value's result kept one operand.
    Grouped(Box<Value<'a>>),
    /// `lhs && rhs`, `lhs || rhs`.
    Logical {
        op: BinaryOp,
        lhs: Box<Value<'a>>,
        rhs: Box<Value<'a>>,
    },
    /// A real value cast to the real type `ty`.
    Cast { ty: Type, value: Box<Value<'a>> },
    /// `object = value`.
    Assign {
        object: &'a Expr,
        value: Box<Value<'a>>,
    },
    /// `cond ? then : els`.
    Cond {
        cond: &'a Expr,
        then: Box<Value<'a>>,
        els: Box<Value<'a>>,
    },
    /// The expression as the user wrote it (an error was raised about it).
    AsWritten(&'a Expr),
}

impl<'a> Value<'a> {
    /// `e` converted from `from` to `to`.
    pub fn operand(e: &'a Expr, from: Arith, to: Arith) -> Value<'a> {
        Value::Operand(e).converted(from, to)
    }

    /// This value, of type `from`, converted to `to`.
    pub fn converted(self, from: Arith, to: Arith) -> Value<'a> {
        match Conversion::between(from, to) {
            Some(conversion) => Value::Converted {
                value: Box::new(self),
                conversion,
            },
            None => self,
        }
    }

    /// The complex zero of `precision`.
    pub fn zero(precision: Precision) -> Value<'a> {
        Value::Parts {
            precision,
            real: "0".to_string(),
            imag: "0".to_string(),
        }
    }

    /// Whether this complex value of `precision` is zero (an `int`).
    pub fn is_zero(self, precision: Precision) -> Value<'a> {
        Value::Helper {
            helper: Helper::Equal,
            precision,
            args: vec![self, Value::zero(precision)],
        }
    }

    /// The expressions this value writes as the printer writes them, each once (a
    /// compound assignment's object is read and written), in the order C reads them.
    pub fn operands(&self) -> Vec<&'a Expr> {
        let mut found = Vec::new();
        self.collect_operands(&mut found);
        found.sort_by_key(|e| e.span.lo);
        found.dedup_by(|a, b| std::ptr::eq(*a, *b));
        found
    }

    fn collect_operands(&self, found: &mut Vec<&'a Expr>) {
        match self {
            Value::Operand(e) => found.push(e),
            Value::Converted { value, .. }
            | Value::Not(value)
            | Value::Grouped(value)
            | Value::Cast { value, .. } => value.collect_operands(found),
            Value::Parts { .. } | Value::AsWritten(_) => {}
            Value::Helper { args, .. } => args.iter().for_each(|a| a.collect_operands(found)),
            Value::Logical { lhs, rhs, .. } => {
                lhs.collect_operands(found);
                rhs.collect_operands(found);
            }
            Value::Assign { object, value } => {
                found.push(object);
                value.collect_operands(found);
            }
            Value::Cond { cond, then, els } => {
                found.push(cond);
                then.collect_operands(found);
                els.collect_operands(found);
            }
        }
    }
}
