//! A corpus of C snippets (C99/C11/C23/GNU, the forms real code and system headers use) that
//! must parse without a single diagnostic, and a few that must not.

use accc_front::parser::parse_translation_unit;

const CLEAN: &[&str] = &[
    "int (*(*x)(void))[3];",
    "int f(); int f(a) int a; { return a; }",
    "typedef int (*fn_t)(int); fn_t table[4]; fn_t pick(int i) { return table[i]; }",
    "int g(int (*h)(int), int y) { return (h)(y) + (*h)(y); }",
    "typedef int T; int k(T *p) { return (T)+*p + sizeof(T)*2 + (int){1}; }",
    "enum { A } typedef e_t; e_t e = A;",
    "struct s { int v; }; struct s *p = &(struct s){0};",
    "__attribute__((unused)) static int x1; int __attribute__((unused)) x2; char *__restrict s1;",
    "void dep(void) __attribute__((deprecated(\"no\")));",
    "void cb([[maybe_unused]] int x, int a[restrict static 3], const int b[const]);",
    "typedef struct { int a, b; } P; P mk(void) { return (P){1, 2}; }",
    "typedef int T; void lp(int n) { for (T i = 0; i < n; i++) { T: ; } }",
    "int se(void) { return ({ int t = 3; t; }) + __extension__ ({ 1; }); }",
    "void a1(int *p) { __asm__ volatile goto (\"\" : : \"r\"(p) : : out); out: ; }",
    "int sz = sizeof (struct { int a; }) + sizeof(char[1 - 2 * !!(0)]);",
    "struct bf { enum e2 : 8; unsigned : 0; signed int s : 3; };",
    "int u(int x) { return (enum e3 { Z = 1 })x + Z; }",
    "long double ld = 1.0L; _Complex float cf; double _Complex cd = 1.0 + 2.0i;",
    "float r(float _Complex z) { return __real__ z * __imag__ z; }",
    "__extension__ typedef long long ll_t; __extension__ unsigned long long ull = 1ULL << 63;",
    "static inline __attribute__((always_inline)) int ai(int x) { return x; }",
    "int arr[] = { [0 ... 3] = 1, [4] = 2 }; struct { int x, y; } pt = { y: 1, x: 2 };",
    "int m2[2][3] = { [1] = { 1, 2, 3 }, [0][2] = 5 };",
    "char str[] = \"abc\" \"def\" L\"\" ;",
    "void va(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); int v = __builtin_va_arg(ap, int); (void)v; __builtin_va_end(ap); }",
    "int cmp = __builtin_types_compatible_p(int, const int) + __builtin_constant_p(3);",
    "int chooser(int x) { return __builtin_choose_expr(1, x, 0.0) + __builtin_expect(x, 1); }",
    "typedef __typeof__(sizeof 0) size_t2; __typeof__(int *) ip; typeof(ip) ip2;",
    "_Static_assert(sizeof(long) >= 4, \"long\"); void sa(void) { _Static_assert(1, \"\"); }",
    "_Alignas(32) float vec[8]; struct al { _Alignas(16) char c; };",
    "_Thread_local int tl; static __thread int tl2; extern thread_local int tl3;",
    "_Noreturn void die(void); noreturn void die2(void);",
    "int gen(int x) { return _Generic(x, int: 1, float: 2, default: 0); }",
    "void nested(int n) { int sq(int k) { return k * k; } n = sq(n); }",
    "void lab(void) { static void *t[] = { &&a, &&b }; goto *t[0]; a: ; b: return; }",
    "int cr(int x) { switch (x) { case 'a' ... 'z': return 1; case 0: default: return 0; } }",
    "struct flex { int n; double d[]; }; struct empty {};",
    "void vla(int n, int m, float a[n][m], float (*b)[m]) { float c[n]; (void)c; }",
    "void star(int n, int a[*], int b[][*]);",
    "unsigned _BitInt(24) bi; _BitInt(8) sb = 1wb;",
    "enum small : unsigned char { S0, S1 }; enum small s = S1;",
    "constexpr double pi = 3.14; auto inferred = 1 + 2; bool flag = true; void *np = nullptr;",
    "[[nodiscard]] int nd(void); [[gnu::hot, deprecated(\"x\")]] void hot(void);",
    "void fall(int x) { switch (x) { case 1: x++; [[fallthrough]]; case 2: __attribute__((fallthrough)); default: ; } }",
    "typedef int T; void sh(void) { int T = 1; T = T * 2; }",
    "typedef int T; void sh2(T T) { T++; }",
    "typedef float F; void sh3(void) { { typedef int F; F x = 1; } F y = 2.0f; }",
    "void c23label(int x) { if (x) { x++; end: } }",
    "int ptrq(int * const * volatile * restrict p);",
    "void (*signal2(int sig, void (*func)(int)))(int);",
    "int old_implicit(); static x3 = 3; register r;",
    "double _Complex cmul(double _Complex a) { return a * (__extension__ 1.0iF); }",
    "__int128 i128; unsigned __int128 u128; __uint128_t u2; _Float128 q; _Float16 h; __bf16 b16; _Decimal32 d32;",
    "void f128(_Float32x a, _Float64x b, _Float128x c);",
    "int decl_asm __asm__(\"real_name\") = 3;",
    "__asm__(\".section .text\"); asm(\"nop\");",
    "void attrs_on_labels(void) { l1: __attribute__((unused)); l2: __attribute__((hot)) return; }",
    "int *volatile __attribute__((aligned(8))) * ap;",
    "void kandr(a, b, c) char *a; int b; double c; { }",
    "int offs = __builtin_offsetof(struct { int a[4]; struct { int q; } in; }, in.q);",
    "void fp_cast(void *p) { ((void (*)(int))p)(3); (*(int (*)[4])p)[1] = 0; }",
    "int comma(int a, int b) { return a = 1, b = 2, a + b; }",
    "int ternary(int a) { return a ? : 5; }",
    "int pf(int a) { return __PRETTY_FUNCTION__[0] + __FUNCTION__[0] + __func__[0] + a; }",
    "struct __attribute__((packed)) __attribute__((aligned(4))) pk { char c; int i; } __attribute__((may_alias));",
    "union __attribute__((transparent_union)) tu { int *i; float *f; };",
    "void mix(void) { int i = 0; i++; int j = i; for (;;) { break; } int k = j; (void)k; }",
    "typedef struct node { struct node *next; } node_t; node_t *walk(node_t *n) { while (n->next) n = n->next; return n; }",
    "#pragma once\n#pragma GCC visibility push(default)\nint vis;\n#pragma GCC visibility pop\n",
    "void omp(int n) {\n#pragma omp parallel for\n  for (int i = 0; i < n; i++) ;\n}",
    "void empty_stmts(void) { ; ; {} {;} }",
    "int trailing_comma[] = { 1, 2, }; enum tc { TC1, TC2, };",
    "void deref(int **pp) { **pp = *&**pp; }",
    "unsigned long long big = 18446744073709551615ULL; float hexf = 0x1.8p3f; int sep = 1'000'000;",
    "char c1 = '\\n', c2 = '\\x41', c3 = u8'a'; int w = L'x' + u'y' + U'z';",
    "void cmpd(void) { int x = 0; x <<= 1; x >>= 1; x &= 1; x |= 1; x ^= 1; x %= 3; x /= 1; x *= 2; x -= 1; x += 1; }",
    "void real_imag_assign(_Complex double *z) { __real__ *z = 1.0; __imag__ *z = 2.0; }",
    "int ext_expr = __extension__ (1 + 2);",
    "void gcc_label_decl(void) { __label__ done; goto done; done: ; }",
    "int statement_after_decl_in_for(void) { for (int i = 0, *p = &i; i < 1; i++) (void)p; return 0; }",
    "typedef void V; V vf(V);",
    "int (*fparr[3])(int, int);",
    "int (((paren_name)));",
    // Pre-C23 programs may use the C23 keywords as names.
    "typedef enum { false, true } bool; bool ok = true; int f(bool b) { return b == false; }",
    "typedef int bool; bool flag; void g(void) { bool local = 1; (void)local; }",
    "typedef unsigned char bool; struct opt { bool set; };",
    "int typeof_count, nullptr_seen; int alignof(int x);",
    "static int nullptr = 0; int use(void) { return nullptr + 1; }",
];

#[test]
fn clean_corpus_parses_without_diagnostics() {
    let mut failures = Vec::new();
    for src in CLEAN {
        let (tu, diags) = parse_translation_unit(src);
        if !diags.is_empty() {
            failures.push(format!(
                "{src}\n    -> {} at {:?}",
                diags[0].message,
                &src[diags[0].span.range()]
            ));
        } else if tu.items.is_empty() {
            failures.push(format!("{src}\n    -> no items"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

const BAD: &[&str] = &[
    "int x = ;",
    "int f(void) { return }",
    "struct { int a } s;",
    "int a[ = 3;",
    "void f(void) { for (;;;) ; }",
    "void f(void) { else x; }",
    "int 3x;",
    "int f(int, , int);",
    "void f(void) { case: ; }",
    "int x = (int;",
    "void f(void) { goto ; }",
    "typedef int T; T T2 T3;",
    "int x = { 1, 2 ;",
    "long long long x;",
    "signed unsigned x;",
    "double int x;",
    "void f(void) { int x = 1 }",
    "struct s { int a; } struct t;",
    "_Static_assert(1 \"x\");",
    "enum { = 1 };",
];

#[test]
fn bad_corpus_is_diagnosed() {
    for src in BAD {
        let (_, diags) = parse_translation_unit(src);
        assert!(!diags.is_empty(), "{src} parsed without a diagnostic");
        for d in &diags {
            assert!(
                d.span.hi as usize <= src.len() && d.span.lo <= d.span.hi,
                "{src}: {d:?}"
            );
        }
    }
}
