//! The `routine` functions of the device program as `accc_passes::routines` decides them:
//! the globals each routine uses (which its device versions take as trailing pointer
//! parameters and its calls pass on), and the versions the program defines, each with its
//! parameters by role, the spaces of its pointers (OpenCL) and the versions it calls. The
//! device printer spells each version's signature from the record and prints its body
//! through the rewriter.

use std::collections::HashMap;

use accc_sema::{SymbolId, Type};

use crate::calls::Version;
use crate::lowered::BodyLowering;
use crate::spaces::{CodeSpaces, Space};

/// The routines of the device program as the pipeline's `routine_versions` step decided
/// them (GPU targets, after the kernels, whose calls ask for versions): the versions, each
/// with its body's lowering and its errors. Empty where the module has no kernel (the
/// device program then has no routines either).
#[derive(Clone, Debug, Default)]
pub struct DecidedRoutines<'a> {
    pub routines: DeviceRoutines,
    /// On a target without recursion, one error per cycle of calls (raised first).
    pub recursion: Vec<accc_front::Diagnostic>,
    /// By version (as `routines.versions`): the lowering of its body's atomic statements,
    /// calls, complex values and `sizeof`s, in its spaces.
    pub lowerings: Vec<BodyLowering<'a>>,
    /// By version: its errors in the order they are raised, the version's own (a
    /// variable-length array parameter, what the spaces cannot say), the routine's
    /// declaration errors with its first version, then its body's lowering's.
    pub errors: Vec<Vec<accc_front::Diagnostic>>,
}

/// The routines of a translation unit's device program.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DeviceRoutines {
    /// The globals each routine uses, directly or through the routines it calls, by its
    /// C name (in the order of their symbols).
    pub globals: HashMap<String, Vec<SymbolId>>,
    /// The versions the program defines, in the order it defines them: every routine's
    /// all-global version in source order, then (OpenCL) the versions the kernels and
    /// the routines call, in the order they are first asked for.
    pub versions: Vec<RoutineVersion>,
}

/// One version of a routine for the device (on CUDA, the only one).
#[derive(Clone, Debug, PartialEq)]
pub struct RoutineVersion {
    /// The routine: its index in `Module::routine_defs`.
    pub routine: usize,
    /// Its result type, as declared.
    pub result: Type,
    /// The routine and the spaces of its pointer parameters, one each, in order (all
    /// `Global` for the version every routine has).
    pub key: Version,
    /// Its parameters in order: the user's, then the globals it uses.
    pub params: Vec<RoutineParam>,
    /// OpenCL: where its pointer result points (its `return`s say); `None` elsewhere.
    pub returned: Option<Space>,
    /// OpenCL: the address spaces decided for its body; `None` on a target without them.
    pub spaces: Option<CodeSpaces>,
    /// The versions of routines its body calls other than the all-global ones (OpenCL).
    pub calls: Vec<Version>,
}

impl RoutineVersion {
    /// The globals the body reads through a pointer parameter (scalars and structs), each
    /// with the name the body uses for it (`(*__accc_p_x)`).
    pub fn through_pointer(&self) -> impl Iterator<Item = SymbolId> + '_ {
        self.params.iter().filter_map(|p| match *p {
            RoutineParam::Global {
                sym,
                through_pointer: true,
            } => Some(sym),
            _ => None,
        })
    }
}

/// A parameter of a routine version, by role.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoutineParam {
    /// A parameter the user wrote; `pointer`: for a pointer, the space it points into.
    User {
        sym: SymbolId,
        pointer: Option<Space>,
    },
    /// A global variable the routine uses, passed as a pointer into global memory: to its
    /// elements (an array or a pointer), or to the variable itself, which the body then
    /// reads through the pointer (`through_pointer`).
    Global {
        sym: SymbolId,
        through_pointer: bool,
    },
}

/// The name the body of a routine version uses for global `name`, which it reads through
/// its pointer parameter `__accc_p_<name>`.
pub fn through_pointer_name(name: &str) -> String {
    format!("(*__accc_p_{name})")
}
