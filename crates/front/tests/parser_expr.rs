//! Expressions: precedence, the typedef ambiguities, GNU and C23 forms, spans, and the
//! expression entry points used by the directive parser.

use accc_front::ast::*;
use accc_front::lexer::tokenize;
use accc_front::parser::{parse_assignment_expression_prefix, parse_expression};

fn types(name: &str) -> bool {
    matches!(name, "T" | "real" | "S")
}

fn expr(src: &str) -> Expr {
    let toks = tokenize(src).unwrap();
    parse_expression(&toks, &types).unwrap_or_else(|d| panic!("{src}: {d:?}"))
}

/// Prints the tree fully parenthesised, to check structure compactly.
fn show(e: &Expr, src: &str) -> String {
    let t = |t: &TypeName| src[t.span.range()].to_string();
    match &e.kind {
        ExprKind::Ident(i) => i.name.clone(),
        ExprKind::IntLit(s) | ExprKind::FloatLit(s) | ExprKind::CharLit(s) => s.clone(),
        ExprKind::StrLit(p) => p.join(" "),
        ExprKind::Unary { op, expr } => {
            let e = show(expr, src);
            match op {
                UnaryOp::PostInc => format!("({e}++)"),
                UnaryOp::PostDec => format!("({e}--)"),
                UnaryOp::PreInc => format!("(++{e})"),
                UnaryOp::PreDec => format!("(--{e})"),
                UnaryOp::Neg => format!("(-{e})"),
                UnaryOp::Plus => format!("(+{e})"),
                UnaryOp::Not => format!("(!{e})"),
                UnaryOp::BitNot => format!("(~{e})"),
                UnaryOp::Deref => format!("(*{e})"),
                UnaryOp::AddrOf => format!("(&{e})"),
                UnaryOp::Real => format!("(__real__ {e})"),
                UnaryOp::Imag => format!("(__imag__ {e})"),
                UnaryOp::LabelAddr => format!("(&&{e})"),
                UnaryOp::Extension => format!("(__extension__ {e})"),
            }
        }
        ExprKind::Binary { op, lhs, rhs } => {
            format!("({} {} {})", show(lhs, src), op.as_str(), show(rhs, src))
        }
        ExprKind::Assign { op, lhs, rhs } => format!(
            "({} {}= {})",
            show(lhs, src),
            op.map(|o| o.as_str()).unwrap_or(""),
            show(rhs, src)
        ),
        ExprKind::Cond { cond, then, els } => format!(
            "({} ? {} : {})",
            show(cond, src),
            then.as_ref().map(|t| show(t, src)).unwrap_or_default(),
            show(els, src)
        ),
        ExprKind::Call { callee, args } => format!(
            "{}({})",
            show(callee, src),
            args.iter()
                .map(|a| show(a, src))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ExprKind::Index { base, index } => format!("{}[{}]", show(base, src), show(index, src)),
        ExprKind::Member {
            base,
            member,
            arrow,
        } => format!(
            "{}{}{}",
            show(base, src),
            if *arrow { "->" } else { "." },
            member.name
        ),
        ExprKind::Cast { ty, expr } => format!("(cast<{}> {})", t(ty), show(expr, src)),
        ExprKind::SizeofExpr(e) => format!("(sizeof {})", show(e, src)),
        ExprKind::SizeofType(ty) => format!("(sizeof<{}>)", t(ty)),
        ExprKind::AlignofType(ty) => format!("(alignof<{}>)", t(ty)),
        ExprKind::AlignofExpr(e) => format!("(alignof {})", show(e, src)),
        ExprKind::CompoundLiteral { ty, items, .. } => format!("(lit<{}> {})", t(ty), items.len()),
        ExprKind::StmtExpr(b) => format!("({{{} items}})", b.items.len()),
        ExprKind::Generic { control, assocs } => {
            format!("(_Generic {} {})", show(control, src), assocs.len())
        }
        ExprKind::Comma(v) => format!(
            "({})",
            v.iter()
                .map(|a| show(a, src))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ExprKind::VaArg { expr, ty } => format!("(va_arg {} <{}>)", show(expr, src), t(ty)),
        ExprKind::Offsetof { ty, designator } => {
            format!("(offsetof<{}> {})", t(ty), &src[designator.range()])
        }
        ExprKind::TypesCompatible(a, b) => format!("(compatible<{}> <{}>)", t(a), t(b)),
        ExprKind::Nullptr => "nullptr".into(),
        ExprKind::BoolLit(b) => b.to_string(),
    }
}

fn check(src: &str, want: &str) {
    let e = expr(src);
    assert_eq!(show(&e, src), want, "{src}");
    assert_eq!(&src[e.span.range()], src.trim(), "span of {src}");
}

#[test]
fn precedence_and_associativity() {
    check("a + b * c", "(a + (b * c))");
    check("a - b - c", "((a - b) - c)");
    check("a = b = c", "(a = (b = c))");
    check(
        "a += b << 2 | c & d ^ e",
        "(a += ((b << 2) | ((c & d) ^ e)))",
    );
    check("a || b && c == d < e", "(a || (b && (c == (d < e))))");
    check("x ? y : z ? u : v", "(x ? y : (z ? u : v))");
    check("x ?: y", "(x ?  : y)");
    check("c ? a, b : d", "(c ? (a, b) : d)");
    check("-a++ * !*p--", "((-(a++)) * (!(*(p--))))");
    check("~-+--x", "(~(-(+(--x))))");
    check("a % b / c", "((a % b) / c)");
    check("a >> 1 >= b != c", "(((a >> 1) >= b) != c)");
}

#[test]
fn postfix_chains() {
    check("a[i-1][j].f->g(x, y)++", "(a[(i - 1)][j].f->g(x, y)++)");
    check("f()()", "f()()");
    check("s.x.y", "s.x.y");
}

#[test]
fn casts_against_parenthesised_expressions() {
    // `T` is a type (see `types`), `a` is not.
    check("(T)*x", "(cast<T> (*x))");
    check("(a)*x", "(a * x)");
    check("(T)-1", "(cast<T> (-1))");
    check("(a)-1", "(a - 1)");
    check("(T)(x)", "(cast<T> x)");
    check("(a)(x)", "a(x)");
    check("(float)x", "(cast<float> x)");
    check("(real)x * 2", "((cast<real> x) * 2)");
    check("(int (*)[n])p", "(cast<int (*)[n]> p)");
    check(
        "(unsigned long long)(T)x",
        "(cast<unsigned long long> (cast<T> x))",
    );
    check("(struct S *)p", "(cast<struct S *> p)");
    check(
        "(const volatile T * restrict)p",
        "(cast<const volatile T * restrict> p)",
    );
    check("(__typeof__(x))y", "(cast<__typeof__(x)> y)");
}

#[test]
fn sizeof_alignof_and_compound_literals() {
    check("sizeof x", "(sizeof x)");
    check("sizeof(x)", "(sizeof x)");
    check("sizeof(T)", "(sizeof<T>)");
    check("sizeof(int[3])", "(sizeof<int[3]>)");
    check("sizeof *p + 1", "((sizeof (*p)) + 1)");
    check("n*sizeof(T)", "(n * (sizeof<T>))");
    check("sizeof (T){1, 2}", "(sizeof (lit<T> 2))");
    check("sizeof(a)*x", "((sizeof a) * x)");
    check("_Alignof(double)", "(alignof<double>)");
    check("__alignof__ x", "(alignof x)");
    check("alignof(T)", "(alignof<T>)");
    check("(T){0}.x", "(lit<T> 1).x");
    check("(int[]){1, 2, 3}[1]", "(lit<int[]> 3)[1]");
}

#[test]
fn literals() {
    check("42", "42");
    check("0x1fUL", "0x1fUL");
    check(
        "1.5e-3f + .5 + 1e10 + 0x1p-3",
        "(((1.5e-3f + .5) + 1e10) + 0x1p-3)",
    );
    check("'a' + L'b'", "('a' + L'b')");
    check("\"a\" \"b\" u8\"c\"", "\"a\" \"b\" u8\"c\"");
    let float = |s: &str| matches!(expr(s).kind, ExprKind::FloatLit(_));
    assert!(float("1.0") && float("1e5") && float("0x1p3") && float(".5f") && float("1.f"));
    assert!(!float("0x1e") && !float("10") && !float("0b101") && !float("1'000"));
    check("true && !false", "(true && (!false))");
    check("nullptr", "nullptr");
}

#[test]
fn gnu_and_c11_expression_forms() {
    check("({ int t = a; t * 2; })", "({2 items})");
    check("__extension__ 1LL", "(__extension__ 1LL)");
    check("__real__ z + __imag__ z", "((__real__ z) + (__imag__ z))");
    check("&&lab", "(&&lab)");
    check("__builtin_va_arg(ap, int *)", "(va_arg ap <int *>)");
    check(
        "__builtin_offsetof(struct S, a.b[3].c)",
        "(offsetof<struct S> a.b[3].c)",
    );
    check(
        "__builtin_types_compatible_p(T, int)",
        "(compatible<T> <int>)",
    );
    check("_Generic(x, int: 1, T *: 2, default: 3)", "(_Generic x 3)");
    check("__builtin_expect(x, 0)", "__builtin_expect(x, 0)");
    check("__func__", "__func__");
    check("__PRETTY_FUNCTION__", "__PRETTY_FUNCTION__");
}

#[test]
fn parenthesised_expression_span_includes_parentheses() {
    let src = "(a + b) * c";
    let e = expr(src);
    let ExprKind::Binary { lhs, .. } = &e.kind else {
        panic!()
    };
    assert_eq!(&src[lhs.span.range()], "(a + b)");
    assert_eq!(&src[e.span.range()], src);
}

#[test]
fn expression_entry_points() {
    // A complete expression; a top-level comma is rejected at the comma.
    let src = "a, b";
    let toks = tokenize(src).unwrap();
    let d = parse_expression(&toks, &types).unwrap_err();
    assert_eq!(d.message, "expected end of expression");
    assert_eq!(&src[d.span.range()], ",");
    // Trailing garbage too.
    let src = "a[i-1] )";
    let d = parse_expression(&tokenize(src).unwrap(), &types).unwrap_err();
    assert_eq!(&src[d.span.range()], ")");
    // An empty slice and a missing operand.
    assert!(parse_expression(&[], &types).is_err());
    let src = "a +";
    let d = parse_expression(&tokenize(src).unwrap(), &types).unwrap_err();
    assert!(d.message.contains("expected expression"), "{}", d.message);

    // Prefixes, for `a[lo:len]` and clause lists.
    let prefix = |src: &str| {
        let toks = tokenize(src).unwrap();
        let (e, used) = parse_assignment_expression_prefix(&toks, &types).unwrap();
        (show(&e, src), used, toks)
    };
    let (e, used, toks) = prefix("i - 1 : 3]");
    assert_eq!(e, "(i - 1)");
    assert!(toks[used].is_punct(accc_front::token::Punct::Colon));
    let (e, used, _) = prefix("c ? 1 : 2 : n");
    assert_eq!((e.as_str(), used), ("(c ? 1 : 2)", 5));
    let (e, used, _) = prefix("n*sizeof(T), b");
    assert_eq!((e.as_str(), used), ("(n * (sizeof<T>))", 6));
    let (e, used, _) = prefix("f(a, b))");
    assert_eq!((e.as_str(), used), ("f(a, b)", 6));
    let (_, used, toks) = prefix("x");
    assert_eq!(used, 1);
    assert_eq!(toks.len(), 2, "x and Eof");
    // Directive-style token slices have no Eof token.
    let toks = tokenize("(float)x").unwrap();
    let no_eof = &toks[..toks.len() - 1];
    let e = parse_expression(no_eof, &types).unwrap();
    assert!(matches!(e.kind, ExprKind::Cast { .. }));
}

#[test]
fn expression_errors_point_at_the_offending_token() {
    let cases = [
        ("a + * ;", ";"),
        ("(a + b", ""),
        ("f(a, )", ")"),
        ("a ? b", ""),
        ("sizeof(int", ""),
        ("x.5", ".5"),
        ("int", "int"),
    ];
    for (src, at) in cases {
        let d = parse_expression(&tokenize(src).unwrap(), &types).unwrap_err();
        assert_eq!(&src[d.span.range()], at, "{src}: {}", d.message);
        if at.is_empty() {
            assert_eq!(d.span.lo as usize, src.len(), "{src}: error at the end");
        }
    }
}
