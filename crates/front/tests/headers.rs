//! Parses real system headers, preprocessed by the system `cc -E` exactly as the driver will
//! (with `_OPENACC` defined), in the three language modes accc supports.

use accc_front::ast::{ExternalDeclKind, TranslationUnit};
use accc_front::parser::parse_translation_unit;
use std::process::Command;

const TU: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <complex.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdatomic.h>
#include <pthread.h>
#include <omp.h>
#include <time.h>
#include <sys/time.h>
#include <unistd.h>

typedef struct { double re, im; } pair_t;
static _Atomic int counter;

static void *worker(void *arg) {
    atomic_fetch_add(&counter, 1);
    return arg;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    float *a = malloc(n * sizeof *a);
    double complex z = 1.0 + 2.0 * I;
    bool ok = true;
    struct timeval tv;
    gettimeofday(&tv, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
#pragma acc parallel loop copyout(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = sinf((float)i) * (float)cabs(z);
    memset(&tv, 0, sizeof tv);
    uint64_t s = (uint64_t)time(NULL) + (uint64_t)omp_get_max_threads();
    printf("%f %d %llu %ld\n", a[n - 1], ok, (unsigned long long)s, (long)getpid());
    free(a);
    return 0;
}
"#;

fn preprocess(std: &str) -> String {
    let dir = std::env::temp_dir().join(format!("accc-front-headers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("cannot create a temporary directory");
    let src = dir.join(format!("tu{}.c", std.replace(['=', '-'], "_")));
    std::fs::write(&src, TU).expect("cannot write the test translation unit");
    let out = Command::new("cc")
        .args(["-E", std, "-D_OPENACC=202211"])
        .arg(&src)
        .output()
        .unwrap_or_else(|e| {
            panic!("this test needs the system C compiler `cc` (to preprocess headers): {e}")
        });
    assert!(
        out.status.success(),
        "`cc -E {std}` failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("preprocessed output is not UTF-8")
}

fn names(tu: &TranslationUnit) -> Vec<String> {
    let mut v = Vec::new();
    for item in &tu.items {
        match &item.kind {
            ExternalDeclKind::Function(f) => {
                v.extend(f.declarator.name.as_ref().map(|n| n.name.clone()))
            }
            ExternalDeclKind::Decl(d) => v.extend(
                d.declarators
                    .iter()
                    .filter_map(|i| i.declarator.name.as_ref().map(|n| n.name.clone())),
            ),
            _ => {}
        }
    }
    v
}

fn check(std: &str) {
    let text = preprocess(std);
    let (tu, diags) = parse_translation_unit(&text);
    if !diags.is_empty() {
        let sm = accc_front::SourceMap::new("tu.c", text.clone());
        let shown: Vec<String> = diags
            .iter()
            .take(10)
            .map(|d| {
                let lo = d.span.lo as usize;
                let line_start = text[..lo].rfind('\n').map(|i| i + 1).unwrap_or(0);
                let line_end = text[lo..].find('\n').map(|i| lo + i).unwrap_or(text.len());
                format!(
                    "{}: {}\n    {}",
                    sm.locate(d.span),
                    d.message,
                    &text[line_start..line_end]
                )
            })
            .collect();
        panic!(
            "{} diagnostics parsing headers with {std}:\n{}",
            diags.len(),
            shown.join("\n")
        );
    }
    assert!(
        tu.items.len() > 500,
        "only {} items with {std}",
        tu.items.len()
    );
    let names = names(&tu);
    for wanted in [
        "printf",
        "main",
        "malloc",
        "memcpy",
        "sinf",
        "pthread_create",
        "omp_get_max_threads",
        "gettimeofday",
        "worker",
        "pair_t",
    ] {
        assert!(
            names.iter().any(|n| n == wanted),
            "`{wanted}` not found with {std}"
        );
    }
    let main = tu
        .items
        .iter()
        .find_map(|i| match &i.kind {
            ExternalDeclKind::Function(f)
                if f.declarator.name.as_ref().is_some_and(|n| n.name == "main") =>
            {
                Some(f)
            }
            _ => None,
        })
        .expect("main is a function definition");
    let with_pragma = main
        .body
        .items
        .iter()
        .filter(|i| match i {
            accc_front::ast::BlockItem::Stmt(s) => !s.pragmas.is_empty(),
            _ => false,
        })
        .count();
    assert_eq!(with_pragma, 1, "the acc pragma is attached to the for loop");
}

#[test]
fn headers_gnu11() {
    check("-std=gnu11");
}

#[test]
fn headers_gnu17() {
    check("-std=gnu17");
}

#[test]
fn headers_gnu2x() {
    check("-std=gnu2x");
}
