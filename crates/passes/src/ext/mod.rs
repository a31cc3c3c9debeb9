//! Extensions of OpenACC, one module each, readable alone.

pub mod fcw;
