//! Lowering of the user's code for the device languages: what the device printers must
//! write differently from the C they copy, decided here and recorded in the IR.
//!
//! * `body` — the records of one body of device code, decided before the printer writes
//!   it: its atomic statements, calls, complex values and `sizeof`s (the passes below),
//!   by span, in one walk (`accc_ir::lowered::BodyLowering`);
//! * `atomic` — how each `atomic` statement runs on the device (`accc_ir::atomic::Lowered`):
//!   the statement as written, a plain load, or an access through the target's atomics,
//!   and the errors for what the device cannot update atomically;
//! * `calls` — what each call of device code goes to on the device (`accc_ir::calls`): a
//!   `<math.h>` constant, classification or function (its arguments' conversions), a
//!   routine's device version (`bind`, its globals, its OpenCL version), and the errors
//!   for what the device cannot call;
//! * `printf` — the checks of device code's `printf` (`%s` of a string literal only, no
//!   `%n`, no `long double`, OpenCL's literal format), whose call is the device's own;
//! * `spaces` — OpenCL C's address spaces (`accc_ir::spaces`): where each pointer of device
//!   code points, how its declarations and casts are written, the routine versions its
//!   calls need, the `static const` variables made program-scope constants, and the
//!   errors for what OpenCL C cannot say;
//! * `complex` — C99 `_Complex` arithmetic (`accc_ir::complex::Value`): the helper and
//!   precision computing each operation on a complex value, each operand's conversion,
//!   and the errors for what device code cannot compute;
//! * `sizes` — `sizeof` of an expression (`accc_ir::sizes::Sizeof`): as the size of its
//!   type where device code can name it;
//! * `decay` — arrays whose address device code turns into a pointer to non-`const` data
//!   (`float *s = w`), which a kernel cannot pass as a pointer to `const` data;
//! * `legality` — what device code cannot declare or do whatever the target (C11 atomic
//!   objects, variable-length arrays, assigning a pointer member the kernel receives as a
//!   parameter of its own): the errors, raised over each kernel's statements and each
//!   routine's body before the printers run;
//! * `items` — what each item of an initialiser list initialises (its type, the members
//!   it starts with);
//! * `members` (`accc_ir::members`, re-exported) — member chains (`v.data`, `p->in.data`),
//!   as the records, the passes and the printers name a pointer reached through members.

pub mod atomic;
pub mod body;
pub mod calls;
pub mod complex;
pub mod decay;
pub mod items;
pub mod legality;
pub mod printf;
pub use accc_ir::members;
pub mod sizes;
pub mod spaces;
