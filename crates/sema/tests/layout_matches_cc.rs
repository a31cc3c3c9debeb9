//! `accc_sema::size_align` against the C compiler: every variable `v_*` below is laid out
//! by the model and by `cc` (`sizeof`, `_Alignof`), and the two must agree. The C compiler
//! is required: without `cc` the test fails, it is never skipped.

use std::path::PathBuf;
use std::process::Command;

use accc_front::parser::parse_translation_unit;
use accc_front::SourceMap;
use accc_sema::{size_align, SymbolKind};

/// Declarations covering the basic types, pointers, enums, arrays, records with nested
/// records, bit-fields, flexible array members, `packed`, `#pragma pack`, `aligned(n)`
/// and `_Alignas(n)`, unions and typedefs.
const DECLARATIONS: &str = r#"
_Bool v_bool; char v_char; signed char v_schar; unsigned char v_uchar;
short v_short; unsigned short v_ushort; int v_int; unsigned v_uint;
long v_long; unsigned long v_ulong; long long v_llong; unsigned long long v_ullong;
__int128 v_int128; unsigned __int128 v_uint128;
float v_float; double v_double; long double v_ldouble; _Float16 v_float16;
_Float128 v_float128; _Float32x v_float32x; _Float64x v_float64x;
float _Complex v_cfloat; double _Complex v_cdouble; long double _Complex v_cldouble;
__builtin_va_list v_va_list;
const volatile double v_cv_double; _Atomic int v_atomic_int; _Atomic(double *) v_atomic_ptr;

int *v_int_ptr; char **v_char_ptr_ptr; void *v_void_ptr;
int (*v_fn_ptr)(int, double); double (*v_fn_ptr_array[3])(void);
float (*v_row_ptr)[16];

enum small { S_A, S_B } v_enum_small;
enum negative { N_A = -1, N_B } v_enum_negative;
enum wide { W_A = 5000000000 } v_enum_wide;

int v_int_array[7]; double v_double_matrix[3][5]; char v_char_array[13];
long double v_ldouble_array[3]; short v_short_cube[2][3][4];

struct pair { char c; int i; } v_pair;
struct mixed { char c; double d; short s; } v_mixed;
struct tail { double d; char c; } v_tail;
struct nested { char tag; struct mixed inner; char after; } v_nested;
struct pair v_pair_array[5];
struct with_array { char c; int a[3]; char d; } v_with_array;
struct with_ptr { char c; void *p; int n; } v_with_ptr;
struct with_ldouble { char c; long double x; } v_with_ldouble;
struct with_complex { char c; double _Complex z; } v_with_complex;
struct with_int128 { int i; __int128 big; } v_with_int128;
struct empty_tail { short s; double d[]; } v_flexible;
struct anonymous_members { char c; union { int i; double d; }; struct { char a, b; }; } v_anonymous_members;
typedef struct { float x, y, z; } vec3;
vec3 v_vec3; vec3 v_vec3_array[4];
typedef vec3 point; point v_point;
typedef struct particle { vec3 pos; vec3 vel; double mass; int id; } particle_t;
particle_t v_particles[10];

union number { int i; double d; char bytes[3]; } v_union;
union of_structs { struct pair p; struct mixed m; vec3 v; } v_union_of_structs;
union odd { char c[5]; short s; } v_union_odd;
struct holds_union { char c; union number n; } v_holds_union;

struct __attribute__((packed)) packed_pair { char c; int i; } v_packed_pair;
struct packed_after { char c; double d; short s; } __attribute__((packed)) v_packed_after;
struct __attribute__((packed)) packed_nested { char c; struct mixed m; } v_packed_nested;
struct packed_member { char c; int i __attribute__((packed)); short s; } v_packed_member;
struct __attribute__((packed, aligned(4))) packed_aligned { char c; int i; } v_packed_aligned;
struct __attribute__((packed)) packed_user_aligned { char c; int i __attribute__((aligned(2))); } v_packed_user_aligned;

#pragma pack(push, 1)
struct pack1 { char c; double d; short s; } v_pack1;
struct pack1_nested { char c; struct mixed m; } v_pack1_nested;
#pragma pack(pop)
#pragma pack(2)
struct pack2 { char c; double d; int i; } v_pack2;
struct pack2_aligned { char c; double d __attribute__((aligned(16))); } v_pack2_aligned;
struct __attribute__((aligned(16))) pack2_record_aligned { char c; } v_pack2_record_aligned;
#pragma pack()
struct after_pack { char c; double d; } v_after_pack;

struct aligned_member { char c; double d __attribute__((aligned(16))); } v_aligned_member;
struct alignas_member { char c; _Alignas(8) char b; _Alignas(double) short s; } v_alignas_member;
struct __attribute__((aligned(32))) aligned_record { int i; } v_aligned_record;
struct aligned_record v_aligned_records[3];
struct alignas_enum_const { _Alignas(S_B * 8) char c; } v_alignas_enum_const;
typedef struct __attribute__((aligned(16))) { float f[3]; } float3_16;
float3_16 v_float3_16;

struct bits_pack { unsigned a : 3; unsigned b : 5; unsigned c : 8; } v_bits_pack;
struct bits_straddle { char c; int x : 30; } v_bits_straddle;
struct bits_mixed { char a : 4; int x : 30; char c; } v_bits_mixed;
struct bits_long { long a : 40; int b : 20; char c; } v_bits_long;
struct bits_zero { char a; int : 0; char b; } v_bits_zero;
struct bits_unnamed { char a; int : 3; char b; } v_bits_unnamed;
struct bits_bool { char c; _Bool b : 1; int x : 7; } v_bits_bool;
struct __attribute__((packed)) bits_packed { char a; int x : 30; } v_bits_packed;
union bits_union { char a[5]; int x : 20; } v_bits_union;
#pragma pack(4)
struct bits_pack4 { char a; long x : 60; } v_bits_pack4;
struct bits_pack4_zero { char a; long : 0; char b; } v_bits_pack4_zero;
#pragma pack(2)
struct bits_pack2 { char a; int x : 20; int y : 20; } v_bits_pack2;
union bits_pack2_union { char a; long x : 10; } v_bits_pack2_union;
#pragma pack(1)
struct bits_pack1 { char a : 3; long x : 62; char b; } v_bits_pack1;
#pragma pack()
struct bits_aligned { char a; int x : 30 __attribute__((aligned(8))); } v_bits_aligned;
struct bits_char_zero { char c; char : 0; char d; } v_bits_char_zero;
struct bits_int128 { char c; __int128 x : 70; } v_bits_int128;
struct bits_enum { enum small e : 2; char c; } v_bits_enum;
"#;

/// The model's layout of every `v_*` variable, in declaration order.
fn model() -> Vec<(String, Option<(u64, u64)>)> {
    let sm = SourceMap::new("layout.c", DECLARATIONS.to_string());
    let (tu, diags) = parse_translation_unit(sm.text());
    assert!(diags.is_empty(), "the declarations do not parse: {diags:?}");
    let (sema, diags) = accc_sema::analyze::analyze(&tu, &sm);
    assert!(diags.is_empty(), "sema rejects the declarations: {diags:?}");
    let symbols = &sema.symbols;
    symbols
        .symbols
        .iter()
        .filter(|s| s.kind == SymbolKind::Variable && s.name.starts_with("v_"))
        .map(|s| (s.name.clone(), size_align(&s.ty, symbols)))
        .collect()
}

/// `sizeof` and `_Alignof` of each of `names` as `cc` compiles them.
fn compiler(names: &[String]) -> Vec<(String, (u64, u64))> {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("layout_matches_cc");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let mut program = format!("#include <stdio.h>\n{DECLARATIONS}\nint main(void) {{\n");
    for n in names {
        program.push_str(&format!(
            "    printf(\"{n} %zu %zu\\n\", sizeof({n}), _Alignof(__typeof__({n})));\n"
        ));
    }
    program.push_str("    return 0;\n}\n");
    let source = dir.join("layout.c");
    let binary = dir.join("layout");
    std::fs::write(&source, program).expect("writing layout.c");
    let built = Command::new("cc")
        .arg("-std=gnu2x")
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .output()
        .expect("this test needs the system C compiler `cc` and could not run it");
    assert!(
        built.status.success(),
        "cc rejects {}:\n{}",
        source.display(),
        String::from_utf8_lossy(&built.stderr)
    );
    let ran = Command::new(&binary)
        .output()
        .expect("running the layout program");
    assert!(ran.status.success(), "the layout program failed");
    String::from_utf8(ran.stdout)
        .expect("ASCII output")
        .lines()
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let num = |i: usize| f[i].parse::<u64>().expect("a number");
            (f[0].to_string(), (num(1), num(2)))
        })
        .collect()
}

#[test]
fn sizes_and_alignments_match_the_c_compiler() {
    let model = model();
    assert!(model.len() >= 60, "only {} declarations", model.len());
    let names: Vec<String> = model.iter().map(|(n, _)| n.clone()).collect();
    let cc = compiler(&names);
    assert_eq!(cc.len(), model.len(), "cc printed {cc:?}");
    let wrong: Vec<String> = model
        .iter()
        .zip(&cc)
        .filter(|((_, ours), (_, theirs))| *ours != Some(*theirs))
        .map(|((name, ours), (_, theirs))| {
            format!("{name}: accc {ours:?}, cc (size, align) {theirs:?}")
        })
        .collect();
    assert!(wrong.is_empty(), "layouts differ:\n{}", wrong.join("\n"));
}
