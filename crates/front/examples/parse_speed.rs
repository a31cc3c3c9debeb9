//! Measures the speed of the C front end (tokenize + parse) on a large preprocessed
//! translation unit.
//!
//! ```text
//! cargo run --release -p accc-front --example parse_speed            # generated TU
//! cargo run --release -p accc-front --example parse_speed -- file.i  # your own (cc -E output)
//! ```
//!
//! The generated TU is the system headers used by the header test (preprocessed by `cc -E`
//! when `cc` is available) followed by generated functions with loop nests and OpenACC
//! pragmas, at least 10,000 lines in all. Prints the line count, the best and median time
//! over the repetitions, and lines per second (of the best run).

use std::fmt::Write as _;
use std::process::Command;
use std::time::Instant;

use accc_front::lexer::tokenize;
use accc_front::parser::{parse_tokens, parse_translation_unit};

const HEADERS: &str = "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\
#include <math.h>\n#include <complex.h>\n#include <stdint.h>\n#include <stdbool.h>\n\
#include <stdatomic.h>\n#include <pthread.h>\n#include <omp.h>\n#include <time.h>\n\
#include <sys/time.h>\n#include <unistd.h>\n";

fn system_headers() -> Option<String> {
    let dir = std::env::temp_dir().join(format!("accc-parse-speed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let src = dir.join("headers.c");
    std::fs::write(&src, HEADERS).ok()?;
    let out = Command::new("cc")
        .args(["-E", "-std=gnu17", "-D_OPENACC=202211"])
        .arg(&src)
        .output()
        .ok()?;
    let _ = std::fs::remove_dir_all(&dir);
    if !out.status.success() {
        return None;
    }
    String::from_utf8(out.stdout).ok()
}

fn generated_functions(min_lines: usize) -> String {
    let mut s = String::new();
    s.push_str("typedef float real;\ntypedef struct { int n; real *v; } vec_t;\n");
    let mut k = 0;
    while s.lines().count() < min_lines {
        write!(
            s,
            r#"
# 1 "kernels.c"
static void stencil_{k}(int n, int m, real (*restrict a)[m], const real *restrict b, vec_t *out)
{{
    real sum = 0.0f;
#pragma acc data copyin(b[0:n*m]) copy(a[0:n][0:m])
    {{
#pragma acc parallel loop gang vector_length(128) reduction(+:sum)
        for (int i = 1; i < n - 1; i++) {{
#pragma acc loop vector
            for (int j = 1; j < m - 1; ++j) {{
                real c = b[i * m + j] * 0.5f + (real)(i ^ j) / (1 + (j & 7));
                a[i][j] = c > 0 ? c : -c;
                sum += a[i][j] * sizeof(real) + (out->n << 2);
                if (j % 3 == 0 && i != j) continue; else a[i][j] += 1e-3f;
            }}
        }}
    }}
    switch (n & 3) {{ case 0: out->n = (int)sum; break; case 1 ... 2: out->n = -1; break; default: ; }}
    do {{ n--; }} while (n > 0 && out->v != NULL);
    out->v[0] = ({{ real t = sum; t * 2; }});
}}
"#
        )
        .unwrap();
        k += 1;
    }
    s
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (text, what) = match args.first() {
        Some(path) => (
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}")),
            path.clone(),
        ),
        None => {
            let mut t = system_headers().unwrap_or_else(|| {
                eprintln!("note: `cc -E` unavailable, timing generated code only");
                String::new()
            });
            let need = 10_000usize.saturating_sub(t.lines().count()) + 2_000;
            t.push_str(&generated_functions(need));
            (t, "generated TU (system headers + kernels)".to_string())
        }
    };
    let lines = text.lines().count();
    let reps: usize = std::env::var("REPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);

    let (tu, diags) = parse_translation_unit(&text);
    for d in diags.iter().take(10) {
        let lo = d.span.lo as usize;
        let ls = text[..lo.min(text.len())].rfind('\n').map_or(0, |i| i + 1);
        let le = text[lo.min(text.len())..]
            .find('\n')
            .map_or(text.len(), |i| lo + i);
        eprintln!("error at byte {lo}: {}\n    {}", d.message, &text[ls..le]);
    }

    let mut lex_ms = Vec::new();
    let mut total_ms = Vec::new();
    for _ in 0..reps {
        let t0 = Instant::now();
        let toks = tokenize(&text).expect("lexical error");
        let t1 = Instant::now();
        let (tu2, _) = parse_tokens(&toks);
        let t2 = Instant::now();
        assert_eq!(tu2.items.len(), tu.items.len());
        lex_ms.push((t1 - t0).as_secs_f64() * 1e3);
        total_ms.push((t2 - t0).as_secs_f64() * 1e3);
    }
    total_ms.sort_by(f64::total_cmp);
    lex_ms.sort_by(f64::total_cmp);
    let best = total_ms[0];
    let median = total_ms[total_ms.len() / 2];
    println!("input: {what}");
    println!(
        "{lines} lines, {} bytes, {} items, {} diagnostics",
        text.len(),
        tu.items.len(),
        diags.len()
    );
    println!(
        "tokenize+parse: best {best:.2} ms, median {median:.2} ms over {reps} runs (tokenize alone: best {:.2} ms)",
        lex_ms[0]
    );
    println!("{:.0} lines/s", lines as f64 / (best / 1e3));
}
