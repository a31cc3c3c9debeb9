//! cargo-fuzz target: any text through the whole pipeline in-process — parse, sema, IR,
//! passes and both back ends — up to the generated host C and device program, without
//! running a compiler. It must never panic, and every diagnostic must render (at a real
//! line of the input). The first byte picks the target.
//!
//! Run with `cargo fuzz run translate corpus/translate` from `crates/front/fuzz`; the
//! corpus directory is seeded from `tests/programs` (see README.md).
#![no_main]

use accc::pipeline::{translate, Options, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let target = match first % 4 {
        0 => Target::Multicore,
        1 => Target::OpenCl,
        2 => Target::Cuda,
        _ => Target::Host,
    };
    let opts = Options {
        target,
        info: first & 4 != 0,
        color: false,
        cache: Default::default(),
        // The input is the file: diagnostics read their lines from here, not the disk.
        main_source: Some(text.to_string()),
    };
    match translate("fuzz.c", text.to_string(), &opts) {
        Ok(t) => {
            for w in &t.warnings {
                assert!(!w.contains("fuzz.c:0:"), "warning at line 0:\n{w}");
            }
        }
        Err(errors) => {
            assert!(!errors.is_empty(), "failed without a message");
            for e in &errors {
                assert!(!e.contains("fuzz.c:0:"), "error at line 0:\n{e}");
            }
        }
    }
});
