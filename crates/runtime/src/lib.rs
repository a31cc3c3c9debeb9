//! `libaccrt`: the runtime library of the accc OpenACC compiler.
//!
//! It is linked (as the static library `libaccrt.a`) into every program that accc
//! builds, and provides:
//!
//! * the OpenACC 3.3 runtime API (chapter 3 of the specification) with C linkage,
//!   declared in `include/openacc.h` ([`api`]);
//! * the ABI used by generated code, declared in `include/accrt.h` ([`abi`]);
//! * device selection from `ACC_DEVICE_TYPE` / `ACC_DEVICE_NUM` ([`select`]);
//! * the [`device::Device`] trait that every back end implements; the
//!   [`host::HostDevice`] for the host and multicore device kinds, which share the
//!   host's memory; the CUDA device ([`cuda`]) and the OpenCL device ([`opencl`]); which
//!   of them exist ([`discovery`]);
//! * the present table with structured and dynamic reference counts ([`present`]);
//! * the runtime state that ties them together ([`runtime`]);
//! * `ACC_TIME`, `ACC_NOTIFY` and `ACC_TRACE` ([`profile`]).
//!
//! Layering, from the top down (a module imports only modules below it): the C entry
//! points `check`, `abi`, `api` (no logic beyond argument conversion) → `state` (the
//! process-wide runtime behind a mutex, error reporting) → `runtime` (all behaviour,
//! returning `Result`, unit-testable with any device) → `discovery` → the devices
//! `host`, `cuda`, `opencl`, and `profile`, `present`, `select` → `device` → the leaves
//! `error`, `clock`, `cache`, `hostinfo`. What a layer needs of one above it is handed
//! down as function pointers: [`device::ProcessHooks`] to the GPU devices at discovery,
//! [`profile::RuntimeHooks`] to the profiler at [`profile::init`]. A GPU back end adds a
//! `Device` implementation and a discovery hook in [`discovery`]; nothing above it
//! changes.
//!
//! No panic ever unwinds into C: every exported function runs inside
//! [`error::ffi_guard`], which turns a panic into a one-line message and an abort.
//! Usage errors print `accc runtime error: <routine>: <what>` and exit with status 1.

pub mod abi;
pub mod api;
pub mod cache;
pub mod check;
pub mod clock;
pub mod constant_sources;
pub mod cuda;
pub mod device;
pub mod discovery;
pub mod error;
pub mod host;
pub mod hostinfo;
pub mod opencl;
pub mod present;
pub mod profile;
pub mod runtime;
pub mod select;
mod state;

#[cfg(test)]
mod mock;

/// The OpenACC version this runtime implements, as `_OPENACC` spells it (3.3).
pub const OPENACC_VERSION: i32 = 202211;
