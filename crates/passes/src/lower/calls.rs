//! What each call of device code becomes on the device (`accc_ir::calls::Call`): a
//! `<math.h>` constant (`INFINITY`, `NAN`), a classification macro of the type its
//! arguments have, a math function with its integer arguments converted to the
//! prototype's floating type, a routine's device version — `bind` followed, the globals it
//! uses passed after its arguments, on OpenCL the version for its pointer arguments'
//! spaces — or the call as written. Its errors are those of what the device cannot call:
//! a call through a pointer, a function that is not a `routine`, a built-in function of
//! the host compiler, a routine (or the function its `bind` names) defined in another
//! file. `printf` is the device's own, checked by `lower::printf`.
//!
//! `lower::body` calls [`decide`] on each call of a body of device code before the printer
//! writes it (the calls the printer writes, so the diagnostics keep their number), and
//! the printer spells the record with the target's names.

use std::collections::{HashMap, HashSet};

use accc_front::ast::{BasicType, BinaryOp, Expr, ExprKind, Ident, TypeSpec, UnaryOp};
use accc_front::{Diagnostic, Span};
use accc_ir::calls::{Call, Callee, Floating, RoutineName, Version};
use accc_ir::spaces::CodeSpaces;
use accc_ir::RoutineBind;
use accc_sema::builtins::{fp_classification, fp_constant, is_math_function};
use accc_sema::{SymbolId, SymbolKind, Symbols, Type};

use super::printf;

/// OpenACC runtime routines callable in compute regions (defined in every device program).
pub const DEVICE_API: &[&str] = &["acc_on_device"];

/// The routines with a body in `module`'s translation unit (a device version in its
/// device program).
pub fn defined(module: &accc_ir::Module<'_>) -> HashSet<String> {
    (module.routine_defs.iter())
        .filter_map(|f| f.declarator.name.as_ref().map(|n| n.name.clone()))
        .collect()
}

/// What the decision needs of the program: the symbols' types, the routines device code
/// may call and how (`bind`, which have a body in this file, the globals each uses), and
/// (on OpenCL) the spaces decided for the kernel's or routine's code.
pub struct Context<'a> {
    pub symbols: &'a Symbols,
    /// Functions device code may call (routines), besides the math library.
    pub routines: &'a HashSet<String>,
    /// Routines with `bind`: what their calls go to on the device.
    pub bound: &'a HashMap<String, RoutineBind>,
    /// Functions with a device version in the device program (routines defined in the
    /// translation unit, and functions named by `bind`).
    pub defined: &'a HashSet<String>,
    /// The globals each routine's device version takes as trailing parameters, by its
    /// device name.
    pub routine_globals: &'a HashMap<String, Vec<SymbolId>>,
    pub spaces: Option<&'a CodeSpaces>,
    /// The target's `printf` takes only a string literal as its format (OpenCL C).
    pub printf_format_literal: bool,
}

impl Context<'_> {
    /// The function device code calls for `name` (`bind` followed).
    pub fn device_name<'n>(&'n self, name: &'n str) -> &'n str {
        self.bound.get(name).map_or(name, |b| b.name.as_str())
    }
}

/// What the call `call` of `callee` with `args` becomes on the device, and the error that
/// says why the device cannot make it.
pub fn decide(
    call: &Expr,
    callee: &Expr,
    args: &[Expr],
    cx: &Context<'_>,
) -> (Call, Option<Diagnostic>) {
    let ExprKind::Ident(i) = &callee.kind else {
        return (
            plain(Callee::AsWritten),
            Some(indirect_call(callee.span, "indirect call")),
        );
    };
    // `fp(x)` of a pointer variable is an indirect call too, not a call of a function `fp`.
    let names_variable = cx
        .symbols
        .resolve(i)
        .is_some_and(|id| cx.symbols.get(id).kind == SymbolKind::Variable);
    if names_variable {
        let label = format!("`{}` is a pointer to a function", i.name);
        return (
            plain(Callee::AsWritten),
            Some(indirect_call(callee.span, &label)),
        );
    }
    if let Some((nan, float)) = fp_constant(&i.name) {
        return (plain(Callee::FpConstant { nan, float }), None);
    }
    if i.name == "printf" && !cx.routines.contains(&i.name) {
        let error = printf::check(call.span, args, cx.symbols, cx.printf_format_literal);
        return (plain(Callee::Printf), error);
    }
    let (callee_kind, error) = match fp_classification(&i.name) {
        Some(class) => (
            Callee::Classification {
                class,
                ty: classified_type(class, args, cx.symbols),
            },
            None,
        ),
        None => function(i, callee.span, cx),
    };
    let globals = cx
        .routine_globals
        .get(cx.device_name(&i.name))
        .cloned()
        .unwrap_or_default();
    // The arguments beside globals are copied as written.
    let conversions = match globals.is_empty() {
        true => conversions(&i.name, args, cx.symbols),
        false => Vec::new(),
    };
    // (A classification macro is no routine: its version is never asked.)
    let version = match callee_kind {
        Callee::Classification { .. } => None,
        _ => version(call.span, i, cx),
    };
    let decided = Call {
        callee: callee_kind,
        version,
        globals,
        conversions,
    };
    (decided, error)
}

/// The error of a call through a pointer to a function, which device code cannot make.
fn indirect_call(span: Span, label: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        "calls through function pointers are not supported in compute regions on this target",
    )
    .with_label(label)
    .with_help("call the function by its name (declared with `#pragma acc routine seq`), choosing among several with `if` or `switch`")
}

/// A call with nothing to pass or convert.
fn plain(callee: Callee) -> Call {
    Call {
        callee,
        version: None,
        globals: Vec::new(),
        conversions: Vec::new(),
    }
}

/// The type a classification macro `class` classifies or compares its `args` in: the
/// value classified is the last argument (`fpclassify` takes the five class numbers
/// first), or both are compared, in their common type (an integer beside a `float`
/// becomes a `float`); integers alone, as `double`.
fn classified_type(class: &str, args: &[Expr], symbols: &Symbols) -> Floating {
    let compared = match class {
        "isgreater" | "isgreaterequal" | "isless" | "islessequal" | "islessgreater"
        | "isunordered" => args.len().min(2),
        _ => 1,
    };
    let common = args
        .iter()
        .rev()
        .take(compared)
        .map(|a| floating_type(a, symbols))
        .max()
        .flatten();
    common.unwrap_or(Floating::Double)
}

/// What a call names `i` (not a classification macro) goes to: a math function, an
/// OpenACC runtime routine, a routine's device version (`bind` followed). A function with
/// no device version is an error.
fn function(i: &Ident, span: Span, cx: &Context<'_>) -> (Callee, Option<Diagnostic>) {
    if is_math_function(&i.name) {
        let base = i.name.strip_prefix("__builtin_").unwrap_or(&i.name);
        return (
            Callee::Math {
                base: base.to_string(),
            },
            None,
        );
    }
    if DEVICE_API.contains(&i.name.as_str()) {
        return (Callee::AsWritten, None);
    }
    if i.name.starts_with("__builtin_") && !cx.routines.contains(&i.name) {
        let error = Diagnostic::error(span, format!("`{}` is a built-in function of the host compiler, which accc cannot compile for the device", i.name))
            .with_label("no device version")
            .with_note("in compute regions, accc knows the <math.h> functions, its classification macros (`isnan`, `isinf`, `signbit`, `fpclassify`, `isgreater`…) and constants (`INFINITY`, `NAN`, `HUGE_VAL`)")
            .with_help("compute the value outside the region, or write it in C in a `#pragma acc routine seq` function");
        return (Callee::AsWritten, Some(error));
    }
    if !cx.routines.contains(&i.name) {
        let error = Diagnostic::error(span, format!("call to `{}` in a compute region, but `{}` is not a `routine`", i.name, i.name))
            .with_label("cannot run on the device")
            .with_help("if it is a function of the program, declare it with `#pragma acc routine seq` before its definition; a library function that accc has no device version of (most of <math.h> it has: not `frexp`, `modf`, `remquo`, `nan`) must be called outside the region");
        return (Callee::AsWritten, Some(error));
    }
    if let Some(bound) = cx.bound.get(&i.name) {
        return bound_routine(i, bound, span, cx);
    }
    if !cx.defined.contains(&i.name) {
        return (Callee::AsWritten, Some(not_in_this_file(i, span, cx)));
    }
    (Callee::Routine(RoutineName::Own), None)
}

/// A call to the routine `i` whose `bind` clause is `bound`: the function it names, which
/// must be defined in this file where it is a C name.
fn bound_routine(
    i: &Ident,
    bound: &RoutineBind,
    span: Span,
    cx: &Context<'_>,
) -> (Callee, Option<Diagnostic>) {
    let error = (bound.is_identifier && !cx.defined.contains(&bound.name)).then(|| {
        Diagnostic::error(
            span,
            format!("call to routine `{}`, bound to `{}`, whose definition is not in this file", i.name, bound.name),
        )
        .with_label("no device version to call")
        .with_secondary(bound.span, "the device version is named here")
        .with_note("accc compiles each file's device code from that file alone: the function a `bind` clause names must be defined in the same file")
        .with_help(format!("define `{}` in this file, or name a function of the device language with `bind(\"name\")`", bound.name))
    });
    // `bind("name")` is used as written, `bind(name)` (or a string naming a function of
    // this file, which is compiled for the device) is a C name.
    let name = match bound.is_identifier || cx.defined.contains(&bound.name) {
        true => RoutineName::BoundC(bound.name.clone()),
        false => RoutineName::BoundAsWritten(bound.name.clone()),
    };
    (Callee::Routine(name), error)
}

/// The error of a call to the routine `i` whose body is in another file: device code is
/// compiled from this file alone, so it has no device version to call.
fn not_in_this_file(i: &Ident, span: Span, cx: &Context<'_>) -> Diagnostic {
    let mut d = Diagnostic::error(
        span,
        format!("call to routine `{}`, whose definition is not in this file", i.name),
    )
    .with_label("no device version to call")
    .with_note("accc compiles each file's device code from that file alone: a routine called in a compute region must be defined in the same file")
    .with_help(format!("move the definition of `{}` into this file (or into a header it includes, as a `static` function)", i.name));
    if let Some(id) = cx.symbols.resolve(i) {
        d = d.with_secondary(cx.symbols.get(id).span, "declared here, without a body");
    }
    d
}

/// OpenCL: the version of the routine `i` names that the call at `call` goes to, for the
/// spaces its pointer arguments point into (`CodeSpaces::calls`), when that is not the
/// all-global one and the routine has a body here.
fn version(call: Span, i: &Ident, cx: &Context<'_>) -> Option<Version> {
    let spaces = cx.spaces?.calls.get(&call)?;
    if !cx.routines.contains(&i.name) {
        return None;
    }
    let device = cx.device_name(&i.name);
    cx.defined.contains(device).then(|| Version {
        device: device.to_string(),
        spaces: spaces.clone(),
    })
}

/// The conversions of the arguments `args` of a call to `name`: an integer argument of a
/// math function is converted to the C prototype's floating type.
fn conversions(name: &str, args: &[Expr], symbols: &Symbols) -> Vec<Option<Floating>> {
    let parameters = math_parameter_types(name);
    if parameters.is_empty() {
        return Vec::new();
    }
    args.iter()
        .enumerate()
        .map(|(k, a)| {
            let to = parameters.get(k).copied().flatten()?;
            floating_type(a, symbols).is_none().then_some(to)
        })
        .collect()
}

/// The floating type of each parameter of the `<math.h>` function `name` (`None` for an
/// integer parameter); empty for other functions and the integer ones (`abs`).
fn math_parameter_types(name: &str) -> Vec<Option<Floating>> {
    let base = name.strip_prefix("__builtin_").unwrap_or(name);
    if !is_math_function(base)
        || fp_classification(base).is_some()
        || fp_constant(base).is_some()
        || matches!(base, "abs" | "labs" | "llabs")
    {
        return Vec::new();
    }
    let single = base.strip_suffix('f').filter(|r| is_math_function(r));
    let root = single
        .or_else(|| base.strip_suffix('l').filter(|r| is_math_function(r)))
        .unwrap_or(base);
    let ty = match single {
        Some(_) => Floating::Float,
        None => Floating::Double,
    };
    match root {
        "ldexp" | "scalbn" => vec![Some(ty), None],
        "fma" => vec![Some(ty); 3],
        "atan2" | "copysign" | "fdim" | "fmax" | "fmin" | "fmod" | "hypot" | "nextafter"
        | "pow" | "remainder" => vec![Some(ty); 2],
        _ => vec![Some(ty)],
    }
}

/// The floating type of `e` as far as the forms device code's arguments take give it
/// (enough for the argument of a classification macro or a math function: names,
/// subscripts, members, literals, casts, arithmetic, math calls); `None` for integers and
/// what is not known.
pub fn floating_type(e: &Expr, symbols: &Symbols) -> Option<Floating> {
    let wider = |a: Option<Floating>, b: Option<Floating>| a.max(b);
    match &e.kind {
        ExprKind::Ident(_)
        | ExprKind::Index { .. }
        | ExprKind::Member { .. }
        | ExprKind::FloatLit(_)
        | ExprKind::Unary {
            op: UnaryOp::Deref, ..
        } => floating_of(&symbols.type_of(e)?),
        ExprKind::Cast { ty, .. } => {
            if !ty.declarator.derived.is_empty() {
                return None;
            }
            match &ty.specs.ty {
                TypeSpec::Basic(BasicType::Float) => Some(Floating::Float),
                TypeSpec::Basic(BasicType::Double | BasicType::LongDouble) => {
                    Some(Floating::Double)
                }
                TypeSpec::TypedefName(i) => floating_of(&symbols.get(symbols.resolve(i)?).ty),
                _ => None,
            }
        }
        ExprKind::Unary {
            op:
                UnaryOp::Neg
                | UnaryOp::Plus
                | UnaryOp::PreInc
                | UnaryOp::PreDec
                | UnaryOp::PostInc
                | UnaryOp::PostDec
                | UnaryOp::Extension,
            expr,
        } => floating_type(expr, symbols),
        ExprKind::Binary {
            op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div,
            lhs,
            rhs,
        } => wider(floating_type(lhs, symbols), floating_type(rhs, symbols)),
        ExprKind::Assign { lhs, .. } => floating_type(lhs, symbols),
        ExprKind::Cond { then, els, .. } => wider(
            then.as_ref().and_then(|t| floating_type(t, symbols)),
            floating_type(els, symbols),
        ),
        ExprKind::Comma(items) => floating_type(items.last()?, symbols),
        ExprKind::Call { callee, .. } => result_type(callee, symbols),
        _ => None,
    }
}

/// The floating type of the result of a call of `callee`: a `<math.h>` constant's or
/// function's (`None` for the classifications and the integer functions), a routine's
/// declared result. Complex lowering asks it too, for a real operand that is a call.
pub fn result_type(callee: &Expr, symbols: &Symbols) -> Option<Floating> {
    let ExprKind::Ident(i) = &callee.kind else {
        return None;
    };
    let name = i.name.strip_prefix("__builtin_").unwrap_or(&i.name);
    if let Some((_, float)) = fp_constant(&i.name) {
        return Some(if float {
            Floating::Float
        } else {
            Floating::Double
        });
    }
    if fp_classification(&i.name).is_some()
        || matches!(
            name,
            "abs" | "labs" | "llabs" | "ilogb" | "lrint" | "llrint" | "lround" | "llround"
        )
    {
        return None;
    }
    if is_math_function(name) {
        let single = name.strip_suffix('f').is_some_and(is_math_function);
        return Some(if single {
            Floating::Float
        } else {
            Floating::Double
        });
    }
    // A routine: its declared result.
    match symbols.type_of(callee)?.resolved() {
        Type::Function { ret, .. } => floating_of(ret),
        _ => None,
    }
}

/// The floating type `t` is, if it is one.
fn floating_of(t: &Type) -> Option<Floating> {
    match t.resolved() {
        Type::Basic(BasicType::Float) => Some(Floating::Float),
        Type::Basic(BasicType::Double | BasicType::LongDouble) => Some(Floating::Double),
        _ => None,
    }
}
