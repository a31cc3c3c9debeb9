//! `passes::lower::decay` from C text: which arrays a compute region's code turns into a
//! pointer to non-`const` data (so that a kernel cannot take them as `const`).

use accc_front::SourceMap;
use accc_passes::lower::decay::pointer_formed;

mod common;

/// The arrays of `names` whose address the one compute region of `src` turns into a
/// pointer to non-`const` data.
fn formed(src: &str, names: &[&str]) -> Vec<String> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, "nvidia");
    let stmt = module.regions[0].stmt;
    names
        .iter()
        .filter(|name| {
            let sym = (sema.symbols.symbols.iter())
                .position(|s| s.name == **name)
                .expect("the array");
            pointer_formed(&[stmt], sym, &sema)
        })
        .map(|name| name.to_string())
        .collect()
}

#[test]
fn implicit_conversions_to_plain_pointers_are_found() {
    let src = "float w[64], v[64], g[64][4], x[64], y[64], z[64], q[64];
void f(float *p) { }
void k(float *a) {
#pragma acc parallel loop copyin(w, v, g, x, y, z, q) copyout(a[0:64])
 for (int i = 0; i < 64; i++) {
  float *s = w;
  float *t;
  t = v + i;
  float *row = g[i];
  f(i % 2 ? &x[i] : x);
  struct { float *d; } m = { y };
  a[i] = s[i] + *t + row[0] + m.d[i] + z[i] + q[i];
 }
}";
    assert_eq!(
        formed(src, &["w", "v", "g", "x", "y", "z", "q"]),
        ["w", "v", "g", "x", "y"]
    );
}

#[test]
fn reads_const_pointers_and_explicit_casts_keep_the_array_read_only() {
    let src = "float w[64], g[64][4], c[64];
void k(float *a) {
#pragma acc parallel loop copyin(w, g, c) copyout(a[0:64])
 for (int i = 0; i < 64; i++) {
  const float *s = w + i;
  const float *row = g[i];
  float *cast = (float *)c;
  a[i] = *s + row[1] + *(w + i) + cast[i] + (w + i < &w[63]) + sizeof w;
 }
}";
    assert!(formed(src, &["w", "g", "c"]).is_empty());
}
