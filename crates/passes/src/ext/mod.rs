//! Analyses behind the back ends' extensions of plain OpenACC code generation: the
//! software-managed cache (`cache` directive and automatic staging).

pub mod cache;
