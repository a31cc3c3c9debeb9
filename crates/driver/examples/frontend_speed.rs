//! Front-end speed benchmark (not a test): preprocesses a translation unit that includes
//! the usual system headers plus generated OpenACC functions (≥ 10,000 lines in all), then
//! times parse + semantic analysis + IR + passes + CPU code generation
//! (`pipeline::translate`) over several runs.
//!
//! Run: `cargo run --release -p accc --example frontend_speed`

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Instant;

use accc::pipeline::{translate, Options, Target};

fn main() {
    let mut src = String::from(
        "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <math.h>\n#include <complex.h>\n\
         #include <stdint.h>\n#include <stdbool.h>\n#include <stdatomic.h>\n#include <pthread.h>\n#include <omp.h>\n\
         #include <time.h>\n#include <sys/time.h>\n#include <unistd.h>\n",
    );
    let mut f = 0;
    while src.lines().count() < 9000 {
        src.push_str(&format!(
            "double work{f}(int n, double *restrict a, const double *restrict b) {{\n  double s = 0.0;\n\
             #pragma acc parallel loop reduction(+:s) copyin(b[0:n]) copy(a[0:n])\n  for (int i = 0; i < n; i++) {{\n\
             \x20   double t = b[i] * 2.0 + sqrt((double)i);\n    a[i] += t;\n    s += t;\n  }}\n\
             #pragma acc kernels\n  for (int i = 1; i < n; i++) a[i] = a[i - 1] + b[i];\n  return s;\n}}\n"
        ));
        f += 1;
    }
    let mut child = Command::new("cc")
        .args(["-E", "-x", "c", "-", "-D_OPENACC=202211"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("running `cc -E` (is a C compiler installed?)");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(src.as_bytes())
        .expect("writing to cc");
    let out = child.wait_with_output().expect("cc -E");
    assert!(out.status.success(), "cc -E failed");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines = text.lines().count();
    let opts = Options {
        target: Target::Multicore,
        info: true,
        color: false,
        cache: Default::default(),
        main_source: None,
        emit_ir: false,
    };
    let mut best = f64::MAX;
    for _ in 0..7 {
        let t = Instant::now();
        let r = translate("bench.c", text.clone(), &opts);
        let ms = t.elapsed().as_secs_f64() * 1e3;
        if let Err(e) = r {
            panic!("translation failed: {}", e.join("\n"));
        }
        best = best.min(ms);
    }
    println!(
        "{lines} preprocessed lines ({f} generated OpenACC functions): best of 7 = {best:.1} ms ({:.0} lines/s)",
        lines as f64 / best * 1e3
    );
}
