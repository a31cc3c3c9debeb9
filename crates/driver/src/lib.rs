//! The accc driver as a library: command line, preprocessing, the compile pipeline and the
//! calls to the host C compiler. `main.rs` is a thin wrapper so that tests can call in.

pub mod pipeline;
