//! Extensions of OpenACC, one module each, readable alone: the software-managed cache's
//! analyses (`cache` directive and automatic staging) and the `fcw` directive's planner.

pub mod cache;
pub mod fcw;
