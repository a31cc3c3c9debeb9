//! `accc`: see the crate documentation and `accc --help`.

use std::process::ExitCode;

fn main() -> ExitCode {
    ExitCode::from(accc::main_with_args(std::env::args_os().skip(1).collect()))
}
