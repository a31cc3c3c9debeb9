//! The cache planner's analyses: what the `cache` directive of a kernel, and automatic
//! staging without one, put in the devices' software-managed cache (CUDA shared memory,
//! OpenCL local memory). They decide and return `accc_ir::tile` data; the back end's
//! kernel builder calls them and prints the result.
//!
//! * [`facts`] — what the others share about a kernel's code (a leaf);
//! * [`stage`] — the sequential loops whose elements every thread of a block reads alike;
//! * [`neighbourhood`] — what the iterations of a 1-D parallel loop read around their
//!   index (a stencil);
//! * [`plan`] — what each region caches, and how (the planner, using the three above);
//! * [`window`] — whether a region's shared copy is read through a register window;
//! * [`lower`] — how each planned region runs: its steps around the statements (ranges,
//!   fetch, barriers, write-back) and the interleaving of its shared copies;
//! * [`access`] — how the region's statements reach its copies: where each copy starts,
//!   and per access its copy, form and cache indices (relative, hoisted, windowed);
//! * [`kernel`] — the regions of one kernel together: the choice among a plain tile, a
//!   coarsened one and a register window, the loops run in uniform rounds, the copies in
//!   constant memory and the `fcw` arrays left in global memory (using all the above).

pub mod access;
pub mod facts;
pub mod kernel;
pub mod lower;
pub mod neighbourhood;
pub mod plan;
pub mod stage;
pub mod window;
