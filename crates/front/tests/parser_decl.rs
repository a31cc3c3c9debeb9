//! Declarations: specifiers, declarator shapes, typedef scoping, structs, enums,
//! initializers, GNU and C23 forms.

use accc_front::ast::*;
use accc_front::parser::parse_translation_unit;

fn parse_ok(src: &str) -> TranslationUnit {
    let (tu, diags) = parse_translation_unit(src);
    assert!(
        diags.is_empty(),
        "unexpected diagnostics for {src:?}: {diags:#?}"
    );
    tu
}

fn decls(tu: &TranslationUnit) -> Vec<&Declaration> {
    tu.items
        .iter()
        .filter_map(|i| match &i.kind {
            ExternalDeclKind::Decl(d) => Some(d),
            _ => None,
        })
        .collect()
}

fn only_decl(src: &str) -> Declaration {
    let tu = parse_ok(src);
    let d = decls(&tu);
    assert_eq!(d.len(), 1, "{src}");
    d[0].clone()
}

fn first_declarator(src: &str) -> Declarator {
    only_decl(src).declarators[0].declarator.clone()
}

fn func<'a>(tu: &'a TranslationUnit, name: &str) -> &'a FunctionDef {
    tu.items
        .iter()
        .find_map(|i| match &i.kind {
            ExternalDeclKind::Function(f)
                if f.declarator.name.as_ref().map(|n| n.name.as_str()) == Some(name) =>
            {
                Some(f)
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no function {name}"))
}

fn size_text<'a>(src: &'a str, d: &Derived) -> &'a str {
    match d {
        Derived::Array {
            size: ArraySize::Expr(e),
            ..
        } => &src[e.span.range()],
        other => panic!("not a sized array: {other:?}"),
    }
}

fn is_ptr(d: &Derived) -> bool {
    matches!(d, Derived::Pointer(_))
}

fn is_fn(d: &Derived) -> bool {
    matches!(d, Derived::Function(_))
}

fn basic(specs: &DeclSpecs) -> BasicType {
    match specs.ty {
        TypeSpec::Basic(b) => b,
        ref other => panic!("not a basic type: {other:?}"),
    }
}

#[test]
fn declarator_shapes_from_the_name_outward() {
    let src = "int *a[3];";
    let d = first_declarator(src);
    assert_eq!(d.name.as_ref().unwrap().name, "a");
    assert_eq!(d.derived.len(), 2);
    assert_eq!(size_text(src, &d.derived[0]), "3");
    assert!(is_ptr(&d.derived[1]));

    let src = "float (*A)[n];";
    let d = first_declarator(src);
    assert!(is_ptr(&d.derived[0]));
    assert_eq!(size_text(src, &d.derived[1]), "n");

    let d = first_declarator("int (*f)(void);");
    assert!(is_ptr(&d.derived[0]) && is_fn(&d.derived[1]));

    // Function returning pointer to array of 4 pointers to function returning double.
    let src = "double (*(*g(int x))[4])(char);";
    let d = first_declarator(src);
    assert_eq!(d.name.as_ref().unwrap().name, "g");
    let shape: Vec<&str> = d
        .derived
        .iter()
        .map(|d| match d {
            Derived::Pointer(_) => "ptr",
            Derived::Array { .. } => "arr",
            Derived::Function(_) => "fn",
        })
        .collect();
    assert_eq!(shape, ["fn", "ptr", "arr", "ptr", "fn"]);

    // `int * const * volatile p`: the star next to the name comes first.
    let d = first_declarator("int * const * volatile p;");
    match (&d.derived[0], &d.derived[1]) {
        (Derived::Pointer(q0), Derived::Pointer(q1)) => {
            assert!(q0.is_volatile && !q0.is_const);
            assert!(q1.is_const && !q1.is_volatile);
        }
        other => panic!("{other:?}"),
    }

    // A 2-D array: outer dimension first.
    let src = "int m[2][5];";
    let d = first_declarator(src);
    assert_eq!(size_text(src, &d.derived[0]), "2");
    assert_eq!(size_text(src, &d.derived[1]), "5");
}

#[test]
fn declarator_spans_cover_their_text() {
    let src = "static float (*restrict A)[n] = 0, b;";
    let decl = only_decl(src);
    assert_eq!(&src[decl.span.range()], src);
    assert_eq!(&src[decl.specs.span.range()], "static float");
    assert_eq!(
        &src[decl.declarators[0].declarator.span.range()],
        "(*restrict A)[n]"
    );
    let name = decl.declarators[0].declarator.name.as_ref().unwrap();
    assert_eq!(&src[name.span.range()], "A");
    assert_eq!(&src[decl.declarators[1].declarator.span.range()], "b");
}

#[test]
fn parameters_arrays_and_vlas() {
    let src = "void f(int n, float a[static 10], double b[const n], int c[*], int d[], char **argv, ...);";
    let d = first_declarator(src);
    let Derived::Function(fd) = &d.derived[0] else {
        panic!()
    };
    assert!(fd.variadic);
    assert!(!fd.unprototyped);
    assert_eq!(fd.params.len(), 6);
    match &fd.params[1].declarator.derived[0] {
        Derived::Array {
            is_static, size, ..
        } => {
            assert!(*is_static);
            assert!(matches!(size, ArraySize::Expr(_)));
        }
        other => panic!("{other:?}"),
    }
    match &fd.params[2].declarator.derived[0] {
        Derived::Array { quals, .. } => assert!(quals.is_const),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        &fd.params[3].declarator.derived[0],
        Derived::Array {
            size: ArraySize::VlaStar,
            ..
        }
    ));
    assert!(matches!(
        &fd.params[4].declarator.derived[0],
        Derived::Array {
            size: ArraySize::Unspecified,
            ..
        }
    ));
    assert_eq!(fd.params[5].declarator.derived.len(), 2);
    assert_eq!(&src[fd.params[1].span.range()], "float a[static 10]");

    let d = first_declarator("int g();");
    let Derived::Function(fd) = &d.derived[0] else {
        panic!()
    };
    assert!(fd.unprototyped && fd.params.is_empty());
    let d = first_declarator("int h(void);");
    let Derived::Function(fd) = &d.derived[0] else {
        panic!()
    };
    assert!(!fd.unprototyped && fd.params.is_empty() && !fd.variadic);
}

#[test]
fn abstract_parameters_and_function_pointers() {
    let src = "typedef int T; void f(T, int (*)(T), double [3], void (*cb)(int (*)[4], T *));";
    let tu = parse_ok(src);
    let d = &decls(&tu)[1].declarators[0].declarator;
    let Derived::Function(fd) = &d.derived[0] else {
        panic!()
    };
    assert_eq!(fd.params.len(), 4);
    assert!(matches!(fd.params[0].specs.ty, TypeSpec::TypedefName(_)));
    assert!(fd.params[0].declarator.name.is_none());
    assert!(fd.params[1].declarator.name.is_none());
    assert!(is_ptr(&fd.params[1].declarator.derived[0]));
    assert!(is_fn(&fd.params[1].declarator.derived[1]));
    assert!(matches!(
        fd.params[2].declarator.derived[0],
        Derived::Array { .. }
    ));
    assert_eq!(fd.params[3].declarator.name.as_ref().unwrap().name, "cb");
}

#[test]
fn basic_type_combinations() {
    let cases = [
        ("unsigned long long int x;", BasicType::ULongLong),
        ("long unsigned x;", BasicType::ULong),
        ("signed char x;", BasicType::SChar),
        ("char x;", BasicType::Char),
        ("unsigned x;", BasicType::UInt),
        ("short int x;", BasicType::Short),
        ("long double x;", BasicType::LongDouble),
        ("double _Complex x;", BasicType::ComplexDouble),
        ("float __complex__ x;", BasicType::ComplexFloat),
        ("_Complex long double x;", BasicType::ComplexLongDouble),
        ("_Complex x;", BasicType::ComplexDouble),
        ("_Complex _Float128 x;", BasicType::ComplexOther),
        ("unsigned __int128 x;", BasicType::UInt128),
        ("__int128 x;", BasicType::Int128),
        ("__uint128_t x;", BasicType::UInt128),
        ("_Float16 x;", BasicType::Float16),
        ("_Float32x x;", BasicType::Float32x),
        ("_Float64x x;", BasicType::Float64x),
        ("_Float128 x;", BasicType::Float128),
        ("__float128 x;", BasicType::Float128),
        ("__bf16 x;", BasicType::BFloat16),
        ("_Decimal64 x;", BasicType::Decimal64),
        ("_Bool x;", BasicType::Bool),
        ("bool x;", BasicType::Bool),
        ("__signed__ int x;", BasicType::Int),
        ("__builtin_va_list x;", BasicType::VaList),
        ("long long x;", BasicType::LongLong),
        ("void *x;", BasicType::Void),
    ];
    for (src, want) in cases {
        assert_eq!(basic(&only_decl(src).specs), want, "{src}");
    }
}

#[test]
fn storage_qualifiers_and_function_specifiers() {
    let d = only_decl("static __thread const volatile int x;");
    assert_eq!(d.specs.storage, [Storage::Static, Storage::ThreadLocal]);
    assert!(d.specs.quals.is_const && d.specs.quals.is_volatile);
    let d = only_decl("extern _Thread_local int y;");
    assert_eq!(d.specs.storage, [Storage::Extern, Storage::ThreadLocal]);
    let d = only_decl("thread_local int z;");
    assert_eq!(d.specs.storage, [Storage::ThreadLocal]);
    let d = only_decl("__extension__ static __inline__ _Noreturn void f(void);");
    assert!(d.specs.is_inline && d.specs.is_noreturn);
    let d = only_decl("noreturn inline void g(void);");
    assert!(d.specs.is_inline && d.specs.is_noreturn);
    let d = only_decl("int * __restrict__ p;");
    match &d.declarators[0].declarator.derived[0] {
        Derived::Pointer(q) => assert!(q.is_restrict),
        other => panic!("{other:?}"),
    }
    let d = only_decl("__const int c = 1;");
    assert!(d.specs.quals.is_const);
    let d = only_decl("_Atomic int a;");
    assert!(d.specs.quals.is_atomic);
    let d = only_decl("_Atomic(unsigned long) b;");
    assert!(matches!(d.specs.ty, TypeSpec::Atomic(_)));
    let d = only_decl("constexpr int k = 3;");
    assert_eq!(d.specs.storage, [Storage::Constexpr]);
    let d = only_decl("auto v = 3;");
    assert_eq!(d.specs.ty, TypeSpec::AutoType);
    assert!(d.specs.storage.is_empty());
    let d = only_decl("__auto_type w = 3;");
    assert_eq!(d.specs.ty, TypeSpec::AutoType);
    let d = only_decl("register int r;");
    assert_eq!(d.specs.storage, [Storage::Register]);
}

#[test]
fn typeof_bitint_alignas() {
    let src = "typeof(int *) a; __typeof__(a) b; typeof_unqual(b) c; unsigned _BitInt(7) d; _BitInt(128) e; _Alignas(16) int f; alignas(double) char g[8];";
    let tu = parse_ok(src);
    let d = decls(&tu);
    assert!(matches!(d[0].specs.ty, TypeSpec::TypeofType(_)));
    assert!(matches!(d[1].specs.ty, TypeSpec::TypeofExpr(_)));
    assert!(matches!(d[2].specs.ty, TypeSpec::TypeofExpr(_)));
    match &d[3].specs.ty {
        TypeSpec::BitInt { signed, width } => {
            assert!(!signed);
            assert_eq!(&src[width.span.range()], "7");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        d[4].specs.ty,
        TypeSpec::BitInt { signed: true, .. }
    ));
    assert_eq!(d[5].specs.attrs.len(), 1);
    assert_eq!(&src[d[5].specs.attrs[0].span.range()], "_Alignas(16)");
    assert_eq!(&src[d[6].specs.attrs[0].span.range()], "alignas(double)");
}

#[test]
fn typedef_scopes_and_shadowing() {
    // `T` is a type at file scope, shadowed by a parameter, a local and an enumerator.
    let src = "typedef int T;
int a(int T) { return T * 2; }
int b(void) { T x = 1; { int T = 3; x = T * x; } T * y; return x; }
int c(void) { enum { T = 4 }; return T * 2; }
int d(void) { typedef float U; U u = 1; { U * v; } return (int)u; }
U * e;";
    let (tu, diags) = parse_translation_unit(src);
    // `U` is only a type inside `d`: at file scope `U * e;` names an unknown type.
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(&src[diags[0].span.range()], "U");

    let body = |name: &str| func(&tu, name).body.items.clone();
    // a: `return T * 2;` multiplies.
    let BlockItem::Stmt(Stmt {
        kind: StmtKind::Return(Some(e)),
        ..
    }) = &body("a")[0]
    else {
        panic!()
    };
    assert!(matches!(
        e.kind,
        ExprKind::Binary {
            op: BinaryOp::Mul,
            ..
        }
    ));
    // b: `T x` is a declaration, the inner `x = T * x` an expression, then `T * y;` declares y again.
    let b = body("b");
    assert!(matches!(b[0], BlockItem::Decl(_)));
    let BlockItem::Stmt(Stmt {
        kind: StmtKind::Compound(inner),
        ..
    }) = &b[1]
    else {
        panic!()
    };
    assert!(matches!(inner.items[0], BlockItem::Decl(_)));
    assert!(matches!(inner.items[1], BlockItem::Stmt(_)));
    assert!(matches!(b[2], BlockItem::Decl(_)), "{:?}", b[2]);
    // c: the enumerator shadows the typedef.
    let c = body("c");
    assert!(matches!(
        &c[1],
        BlockItem::Stmt(Stmt {
            kind: StmtKind::Return(Some(Expr {
                kind: ExprKind::Binary { .. },
                ..
            })),
            ..
        })
    ));
    // d: a block-scope typedef, visible in a nested block.
    let d = body("d");
    let BlockItem::Stmt(Stmt {
        kind: StmtKind::Compound(inner),
        ..
    }) = &d[2]
    else {
        panic!()
    };
    assert!(matches!(inner.items[0], BlockItem::Decl(_)));
}

#[test]
fn typedef_name_redeclared_in_parameter_scope_ends_with_the_function() {
    let src = "typedef int T;
void f(double T);
T g;";
    let tu = parse_ok(src);
    assert!(matches!(decls(&tu)[2].specs.ty, TypeSpec::TypedefName(_)));
}

#[test]
fn for_declaration_scope_ends_with_the_loop() {
    let src = "typedef int i;
void f(int n) { for (int i = 0; i < n; i++) n--; i j = 0; }";
    let tu = parse_ok(src);
    let body = &func(&tu, "f").body;
    assert!(matches!(body.items[1], BlockItem::Decl(_)));
}

#[test]
fn structs_unions_bitfields_and_anonymous_members() {
    let src = "struct S {
    int a : 3, : 0;
    unsigned b : 1;
    union { int i; float f; };
    struct { int x, y; } pt;
    __extension__ union { long l; };
    char tail[];
};
struct E {};
union U;";
    let tu = parse_ok(src);
    let d = decls(&tu);
    let TypeSpec::Struct(s) = &d[0].specs.ty else {
        panic!()
    };
    assert_eq!(s.kind, StructKind::Struct);
    assert_eq!(s.name.as_ref().unwrap().name, "S");
    let fields = s.fields.as_ref().unwrap();
    assert_eq!(fields.len(), 6);
    assert_eq!(fields[0].declarators.len(), 2);
    assert!(fields[0].declarators[0].bit_width.is_some());
    assert!(fields[0].declarators[1].declarator.is_none());
    assert!(fields[2].declarators.is_empty(), "anonymous union");
    assert!(
        fields[4].declarators.is_empty(),
        "anonymous union after __extension__"
    );
    assert!(matches!(
        fields[5].declarators[0]
            .declarator
            .as_ref()
            .unwrap()
            .derived[0],
        Derived::Array {
            size: ArraySize::Unspecified,
            ..
        }
    ));
    let TypeSpec::Struct(e) = &d[1].specs.ty else {
        panic!()
    };
    assert_eq!(e.fields.as_ref().unwrap().len(), 0);
    let TypeSpec::Struct(u) = &d[2].specs.ty else {
        panic!()
    };
    assert_eq!(u.kind, StructKind::Union);
    assert!(u.fields.is_none());
    assert_eq!(
        &src[s.span.range()],
        &src[..src.find("};\nstruct E").unwrap() + 1]
    );
}

#[test]
fn struct_attributes_everywhere_gcc_puts_them() {
    let src = "struct __attribute__((packed)) omp_s { int a __attribute__((aligned(8))); } __attribute__((aligned(16)));
typedef struct __attribute__((__aligned__(8))) { char c; } t_s;
struct [[deprecated]] std_s { int x; };
enum __attribute__((mode(byte))) e1 { A1 } __attribute__((unused));";
    let tu = parse_ok(src);
    let d = decls(&tu);
    let TypeSpec::Struct(s) = &d[0].specs.ty else {
        panic!()
    };
    assert_eq!(s.attrs.len(), 2);
    assert_eq!(s.name.as_ref().unwrap().name, "omp_s");
    let field = &s.fields.as_ref().unwrap()[0];
    assert_eq!(
        field.declarators[0]
            .declarator
            .as_ref()
            .unwrap()
            .attrs
            .len(),
        1
    );
    let TypeSpec::Enum(e) = &d[3].specs.ty else {
        panic!()
    };
    assert_eq!(e.attrs.len(), 2);
}

#[test]
fn enums_with_values_and_underlying_types() {
    let src = "enum color { RED, GREEN = 4, BLUE = GREEN << 1, };
enum small : unsigned char { S0, S1 };
enum fwd;
int v = BLUE;";
    let tu = parse_ok(src);
    let d = decls(&tu);
    let TypeSpec::Enum(e) = &d[0].specs.ty else {
        panic!()
    };
    let list = e.enumerators.as_ref().unwrap();
    assert_eq!(list.len(), 3);
    assert_eq!(list[2].name.name, "BLUE");
    assert_eq!(
        &src[list[2].value.as_ref().unwrap().span.range()],
        "GREEN << 1"
    );
    let TypeSpec::Enum(e) = &d[1].specs.ty else {
        panic!()
    };
    let u = e.underlying.as_ref().unwrap();
    assert_eq!(basic(&u.specs), BasicType::UChar);
    let TypeSpec::Enum(e) = &d[2].specs.ty else {
        panic!()
    };
    assert!(e.enumerators.is_none());
}

#[test]
fn attributes_asm_labels_and_declspec() {
    let src = r#"extern int foo(int) __attribute__((nothrow)) __asm__("" "__foo_impl") __attribute__((leaf));
__attribute__((visibility("default"))) int bar __attribute__((unused)) = 1, __attribute__((weak)) baz;
[[nodiscard, gnu::always_inline]] int qux(void);
__declspec(dllexport) int quux;
int (__attribute__((cdecl)) *fp)(void);
"#;
    let tu = parse_ok(src);
    let d = decls(&tu);
    let foo = &d[0].declarators[0].declarator;
    assert_eq!(
        &src[foo.asm_label.unwrap().range()],
        r#"__asm__("" "__foo_impl")"#
    );
    assert_eq!(foo.attrs.len(), 2);
    assert_eq!(d[1].specs.attrs.len(), 1);
    assert_eq!(d[1].declarators[0].declarator.attrs.len(), 1);
    assert_eq!(d[1].declarators[1].declarator.attrs.len(), 1);
    assert_eq!(
        &src[d[2].specs.attrs[0].span.range()],
        "[[nodiscard, gnu::always_inline]]"
    );
    assert_eq!(d[3].specs.attrs.len(), 1);
    let fp = &d[4].declarators[0].declarator;
    assert_eq!(fp.name.as_ref().unwrap().name, "fp");
    assert!(is_ptr(&fp.derived[0]) && is_fn(&fp.derived[1]));
}

#[test]
fn initializers_designators_and_compound_literals() {
    let src = "struct P { int x, y; } p = { .y = 2, .x = 1 };
int a[10] = { [0] = 1, [2 ... 5] = 7, [9] 3 };
struct P q = { x: 1, y: 2 };
int m[2][2] = { { 1, 2 }, [1][0] = 3, };
int *lit = (int[]){ 1, 2, 3 };
struct P zero = {};
char s[] = \"abc\" \"def\";";
    let tu = parse_ok(src);
    let d = decls(&tu);
    let init = |i: usize| d[i].declarators[0].init.clone().unwrap();
    let Initializer::List { items, .. } = init(0) else {
        panic!()
    };
    assert!(matches!(&items[0].designators[0], Designator::Member(m) if m.name == "y"));
    let Initializer::List { items, .. } = init(1) else {
        panic!()
    };
    assert!(matches!(items[1].designators[0], Designator::Range(_, _)));
    assert!(matches!(items[2].designators[0], Designator::Index(_)));
    let Initializer::List { items, .. } = init(2) else {
        panic!()
    };
    assert!(matches!(&items[1].designators[0], Designator::Member(m) if m.name == "y"));
    let Initializer::List { items, span } = init(3) else {
        panic!()
    };
    assert!(matches!(items[0].init, Initializer::List { .. }));
    assert_eq!(items[1].designators.len(), 2);
    assert_eq!(&src[span.range()], "{ { 1, 2 }, [1][0] = 3, }");
    let Initializer::Expr(e) = init(4) else {
        panic!()
    };
    let ExprKind::CompoundLiteral { ty, items, list } = &e.kind else {
        panic!("{e:?}")
    };
    assert_eq!(items.len(), 3);
    assert!(src[list.range()].starts_with('{') && src[list.range()].ends_with('}'));
    assert_eq!(list.hi, e.span.hi);
    assert!(matches!(
        ty.declarator.derived[0],
        Derived::Array {
            size: ArraySize::Unspecified,
            ..
        }
    ));
    assert_eq!(&src[e.span.range()], "(int[]){ 1, 2, 3 }");
    let Initializer::List { items, .. } = init(5) else {
        panic!()
    };
    assert!(items.is_empty());
    let Initializer::Expr(Expr {
        kind: ExprKind::StrLit(parts),
        ..
    }) = init(6)
    else {
        panic!()
    };
    assert_eq!(parts, ["\"abc\"", "\"def\""]);
}

#[test]
fn function_definitions_kr_and_nested() {
    let src = "int old(a, b) int a; double b; { return a; }
implicit(x) { return x; }
int outer(int n) {
    int inner(int k) { return k + n; }
    auto int later(int);
    return inner(n);
}
static inline int fwd(void) { return 0; }";
    let tu = parse_ok(src);
    let old = func(&tu, "old");
    assert_eq!(old.old_style_params.len(), 2);
    let Derived::Function(fd) = &old.declarator.derived[0] else {
        panic!()
    };
    assert_eq!(fd.old_style_names.len(), 2);
    let imp = func(&tu, "implicit");
    assert_eq!(imp.specs.ty, TypeSpec::Implicit);
    let outer = func(&tu, "outer");
    let BlockItem::Decl(LocalDecl {
        kind: LocalDeclKind::Function(inner),
        ..
    }) = &outer.body.items[0]
    else {
        panic!("{:?}", outer.body.items[0])
    };
    assert_eq!(inner.declarator.name.as_ref().unwrap().name, "inner");
    assert!(matches!(
        outer.body.items[1],
        BlockItem::Decl(LocalDecl {
            kind: LocalDeclKind::Decl(_),
            ..
        })
    ));
    assert_eq!(
        &src[outer.span.range()],
        &src[src.find("int outer").unwrap()..src.find("static inline").unwrap() - 1]
    );
    assert!(func(&tu, "fwd").specs.is_inline);
}

#[test]
fn static_asserts_file_scope_asm_and_empty_declarations() {
    let src = r#"_Static_assert(sizeof(int) == 4, "int");
static_assert(1);
__asm__(".globl x");
asm volatile ("nop");
;
struct S { _Static_assert(1, "in struct"); int a; };
void f(void) { _Static_assert(1, ""); static_assert(2 > 1); }"#;
    let tu = parse_ok(src);
    let kinds: Vec<&ExternalDeclKind> = tu.items.iter().map(|i| &i.kind).collect();
    assert!(matches!(kinds[0], ExternalDeclKind::StaticAssert));
    assert!(matches!(kinds[1], ExternalDeclKind::StaticAssert));
    assert!(matches!(kinds[2], ExternalDeclKind::Asm));
    assert!(matches!(kinds[3], ExternalDeclKind::Asm));
    assert!(matches!(kinds[4], ExternalDeclKind::Empty));
    let f = func(&tu, "f");
    assert!(f.body.items.iter().all(|i| matches!(
        i,
        BlockItem::Decl(LocalDecl {
            kind: LocalDeclKind::StaticAssert,
            ..
        })
    )));
}

#[test]
fn type_names_in_casts_sizeof_and_builtins() {
    let src = "typedef struct { int a[4]; } S;
int n = sizeof(int[3]) + sizeof(S) + _Alignof(double) + __builtin_offsetof(S, a[2]);
void *p = (int (*)[8]) 0;
int t = __builtin_types_compatible_p(int, long);";
    let tu = parse_ok(src);
    let d = decls(&tu);
    let Some(Initializer::Expr(e)) = &d[2].declarators[0].init else {
        panic!()
    };
    let ExprKind::Cast { ty, .. } = &e.kind else {
        panic!()
    };
    assert!(ty.declarator.name.is_none());
    assert!(is_ptr(&ty.declarator.derived[0]));
    assert!(matches!(ty.declarator.derived[1], Derived::Array { .. }));
    assert_eq!(&src[ty.span.range()], "int (*)[8]");
    let Some(Initializer::Expr(e)) = &d[1].declarators[0].init else {
        panic!()
    };
    let mut found_offsetof = false;
    fn walk(e: &Expr, src: &str, found: &mut bool) {
        match &e.kind {
            ExprKind::Binary { lhs, rhs, .. } => {
                walk(lhs, src, found);
                walk(rhs, src, found);
            }
            ExprKind::Offsetof { designator, .. } => {
                assert_eq!(&src[designator.range()], "a[2]");
                *found = true;
            }
            ExprKind::SizeofType(t) => assert!(!src[t.span.range()].is_empty()),
            ExprKind::AlignofType(_) => {}
            other => panic!("{other:?}"),
        }
    }
    walk(e, src, &mut found_offsetof);
    assert!(found_offsetof);
    let Some(Initializer::Expr(e)) = &d[3].declarators[0].init else {
        panic!()
    };
    assert!(matches!(e.kind, ExprKind::TypesCompatible(_, _)));
}
