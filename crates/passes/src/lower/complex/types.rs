//! The arithmetic types complex lowering reads (C's usual arithmetic conversions over real
//! and complex types), the imaginary constants, and the functions of `<complex.h>` device
//! code has.

use accc_front::ast::{BasicType, BinaryOp, Expr, ExprKind, UnaryOp};
use accc_ir::calls::Floating;
use accc_ir::complex::{Arith, Helper, Precision};
use accc_sema::builtins::{fp_classification, fp_constant, is_math_function};
use accc_sema::{Symbols, Type};

use crate::lower::calls::result_type;

/// What a C type is for complex lowering: `Ok(None)` for types that are not arithmetic,
/// `Err` naming a complex type the devices cannot hold as the host does (`long double
/// _Complex` is 32 bytes on the host, the devices' `long double` is `double`; integer and
/// `_FloatN` complex types).
pub fn arith_of(t: &Type) -> Result<Option<Arith>, String> {
    if !t.is_arithmetic() {
        return Ok(None);
    }
    Ok(Some(match t.resolved() {
        Type::Basic(BasicType::Float) => Arith::real(Precision::Float),
        Type::Basic(BasicType::Double | BasicType::LongDouble) => Arith::real(Precision::Double),
        Type::Basic(BasicType::ComplexFloat) => Arith::complex(Precision::Float),
        Type::Basic(BasicType::ComplexDouble) => Arith::complex(Precision::Double),
        Type::Basic(BasicType::ComplexLongDouble | BasicType::ComplexOther) => {
            return Err(t.spelling())
        }
        // `_Float16`, `_Float128`… have no lowering here; they are not complex.
        Type::Basic(_) if t.is_floating() => return Ok(None),
        _ => Arith::INTEGER,
    }))
}

/// The suffix of a GNU imaginary constant (`1.0i`, `2.0iF`, `3j`): whether the literal
/// `text` is one, and the real constant it scales `i` by (`2.0iF` → `2.0F`).
pub fn imaginary_literal(text: &str) -> Option<String> {
    let digits_end = text
        .char_indices()
        .rev()
        .find(|(_, c)| !c.is_ascii_alphabetic() || matches!(c, 'e' | 'E' | 'p' | 'P'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    // Hexadecimal digits are letters too: only the suffix after the last digit counts,
    // and `a`..`f` do not appear in a suffix of imaginary constants.
    let suffix = &text[digits_end..];
    if !suffix.chars().any(|c| matches!(c, 'i' | 'I' | 'j' | 'J')) {
        return None;
    }
    let kept: String = suffix
        .chars()
        .filter(|c| !matches!(c, 'i' | 'I' | 'j' | 'J'))
        .collect();
    Some(format!("{}{kept}", &text[..digits_end]))
}

/// A `<complex.h>` function device code has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LibraryFunction {
    /// The precision of its argument and result.
    pub precision: Precision,
    /// Whether its result is complex (`conj`, `cexp`, `csqrt`) or real.
    pub complex_result: bool,
    /// The helper computing it.
    pub helper: Helper,
}

/// The `<complex.h>` function `name`, where device code has it.
pub fn library_function(name: &str) -> Option<LibraryFunction> {
    let (base, precision) = match name.strip_suffix('f') {
        Some(b) if known_function(b).is_some() => (b, Precision::Float),
        _ => (name, Precision::Double),
    };
    let (complex_result, helper) = known_function(base)?;
    Some(LibraryFunction {
        precision,
        complex_result,
        helper,
    })
}

fn known_function(base: &str) -> Option<(bool, Helper)> {
    Some(match base {
        "creal" => (false, Helper::Real),
        "cimag" => (false, Helper::Imag),
        "cabs" => (false, Helper::Abs),
        "carg" => (false, Helper::Arg),
        "conj" => (true, Helper::Conj),
        "cexp" => (true, Helper::Exp),
        "csqrt" => (true, Helper::Sqrt),
        _ => return None,
    })
}

/// The other functions of `<complex.h>`, which device code does not have.
pub fn unavailable_library_function(name: &str) -> bool {
    let base = name
        .strip_suffix('f')
        .or_else(|| name.strip_suffix('l'))
        .filter(|b| b.starts_with('c'))
        .unwrap_or(name);
    matches!(
        base,
        "cacos"
            | "casin"
            | "catan"
            | "ccos"
            | "csin"
            | "ctan"
            | "cacosh"
            | "casinh"
            | "catanh"
            | "ccosh"
            | "csinh"
            | "ctanh"
            | "clog"
            | "cpow"
            | "cproj"
    ) || matches!(
        name,
        "creall" | "cimagl" | "cabsl" | "cargl" | "conjl" | "cexpl" | "csqrtl"
    )
}

/// The arithmetic type of `e` (see [`Arith`]); `None` where it is not arithmetic or not
/// known (calls through pointers, `_Generic`, statement expressions).
pub fn arith(e: &Expr, symbols: &Symbols) -> Option<Arith> {
    let of_type = |t: Option<Type>| arith_of(&t?).ok().flatten();
    match &e.kind {
        ExprKind::FloatLit(t) | ExprKind::IntLit(t) if imaginary_literal(t).is_some() => {
            let float = matches!(&e.kind, ExprKind::FloatLit(_))
                && t.trim_end_matches(['i', 'I', 'j', 'J'])
                    .ends_with(['f', 'F'])
                || t.ends_with(['f', 'F']);
            Some(Arith::complex(match float {
                true => Precision::Float,
                false => Precision::Double,
            }))
        }
        ExprKind::IntLit(_) | ExprKind::CharLit(_) | ExprKind::BoolLit(_) => Some(Arith::INTEGER),
        ExprKind::Ident(_)
        | ExprKind::Index { .. }
        | ExprKind::Member { .. }
        | ExprKind::FloatLit(_)
        | ExprKind::Cast { .. }
        | ExprKind::CompoundLiteral { .. }
        | ExprKind::Unary {
            op: UnaryOp::Deref, ..
        } => of_type(symbols.type_of(e)),
        ExprKind::Unary {
            op: UnaryOp::Real | UnaryOp::Imag,
            expr,
        } => arith(expr, symbols).map(|a| Arith::real(a.precision)),
        ExprKind::Unary {
            op: UnaryOp::Not, ..
        } => Some(Arith::INTEGER),
        ExprKind::Unary { op, expr } if *op != UnaryOp::AddrOf && *op != UnaryOp::LabelAddr => {
            arith(expr, symbols)
        }
        ExprKind::Binary {
            op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div,
            lhs,
            rhs,
        } => Some(arith(lhs, symbols)?.common(arith(rhs, symbols)?)),
        ExprKind::Binary {
            op:
                BinaryOp::Rem
                | BinaryOp::Shl
                | BinaryOp::Shr
                | BinaryOp::BitAnd
                | BinaryOp::BitOr
                | BinaryOp::BitXor,
            lhs,
            ..
        } => arith(lhs, symbols),
        ExprKind::Binary { .. } | ExprKind::SizeofExpr(_) | ExprKind::SizeofType(_) => {
            Some(Arith::INTEGER)
        }
        ExprKind::Assign { lhs, .. } => arith(lhs, symbols),
        ExprKind::Cond { cond, then, els } => {
            let then = match then {
                Some(t) => arith(t, symbols)?,
                None => arith(cond, symbols)?,
            };
            Some(then.common(arith(els, symbols)?))
        }
        ExprKind::Comma(items) => arith(items.last()?, symbols),
        ExprKind::Call { callee, .. } => {
            let ExprKind::Ident(i) = &callee.kind else {
                return None;
            };
            if let Some(f) = library_function(&i.name) {
                return Some(Arith {
                    precision: f.precision,
                    complex: f.complex_result,
                });
            }
            if is_math_function(&i.name)
                || fp_constant(&i.name).is_some()
                || fp_classification(&i.name).is_some()
            {
                // (The precision of a real result, as the call lowering decides it.)
                let precision = result_type(callee, symbols).map(|f| match f {
                    Floating::Float => Precision::Float,
                    Floating::Double => Precision::Double,
                });
                return Some(precision.map_or(Arith::INTEGER, Arith::real));
            }
            returned(callee, symbols)
        }
        _ => None,
    }
}

/// The arithmetic type a call of `callee` returns, from its declaration.
fn returned(callee: &Expr, symbols: &Symbols) -> Option<Arith> {
    match symbols.type_of(callee)?.resolved() {
        Type::Function { ret, .. } => arith_of(ret).ok().flatten(),
        _ => None,
    }
}
