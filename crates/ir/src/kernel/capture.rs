//! How each variable a kernel uses reaches it, as the capture pass decides it
//! (`passes::gpu::capture`): a value, a device pointer (typed or flattened with its
//! extents), its device copy's pointer, a private or gang-shared copy, or nothing of its
//! own (a loop variable, a reduction's); the device pointers of the member chains it
//! follows; the errors of what a kernel cannot take. The kernel builder prints the record
//! (declarations, parameters, renamings); nothing of it is decided while printing.

use accc_front::Diagnostic;
use accc_sema::{SymbolId, Type};

use super::{Param, PointerRole, ValueRole, ValueType};
use crate::host::HostExpr;
use crate::spaces::Space;

/// How the variables of one kernel reach it (`Kernel::capture`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Capture {
    /// The variables the kernel uses (and the globals its routines use), in the order
    /// their declarations and parameters are written.
    pub variables: Vec<Captured>,
    /// The pointer members the kernel follows from a variable of outside the region, each
    /// with a device pointer of its own, in the order of their first use.
    pub member_pointers: Vec<MemberPointer>,
    /// The errors of what the kernel cannot take, in the order the builder raises them.
    pub errors: Vec<Diagnostic>,
    /// The kernel calls a routine (or through a pointer).
    pub calls_a_routine: bool,
}

impl Capture {
    /// Whether each iteration of the kernel declares variables of its own (a private
    /// variable of the loop, a firstprivate copy).
    pub fn per_iteration_declarations(&self) -> bool {
        self.variables.iter().any(|v| match &v.how {
            CaptureKind::Private { per } | CaptureKind::FirstprivateArray { per, .. } => {
                *per == Scope::Iteration
            }
            CaptureKind::FirstprivateValue { .. } => true,
            _ => false,
        })
    }
}

/// One variable of the kernel and how it reaches it.
#[derive(Debug, Clone, PartialEq)]
pub struct Captured {
    pub sym: SymbolId,
    /// Its name in host code.
    pub name: String,
    /// Its name in the kernel (renamed where the host name is a keyword of the device
    /// language).
    pub kname: String,
    pub ty: Type,
    /// Where the kernel's pointers to it point (OpenCL's address spaces), where not into
    /// global memory: a private or gang-shared copy.
    pub space: Option<Space>,
    pub how: CaptureKind,
}

/// Where a private copy is declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// At the start of each iteration (a loop's `private`, `firstprivate`).
    Iteration,
    /// Once, at kernel scope (the construct's).
    Kernel,
}

/// How a variable reaches the kernel.
#[derive(Debug, Clone, PartialEq)]
pub enum CaptureKind {
    /// A loop directive's variable: the loop declares it.
    LoopVariable,
    /// A loop directive's variable in a kernel that runs a whole region per gang, which
    /// may also run a plain `for` over it: each work-item declares its own.
    GangLoopVariable,
    /// A variable a reduction of the kernel's own makes (`Kernel::reductions`).
    Reduction,
    /// Not taken: one of `Capture::errors` says why.
    Refused,
    /// A private array of the gang its vector lanes share, in shared memory (`bytes`: its
    /// size where known, at most `SHARED_MEMORY_LIMIT`).
    GangShared { bytes: Option<u64> },
    /// A private copy without a value.
    Private { per: Scope },
    /// A firstprivate scalar: each iteration copies the value parameter `param`.
    FirstprivateValue { param: String },
    /// A firstprivate array: the device copy of the host's comes through `pointer`, and
    /// each copy takes its bytes.
    FirstprivateArray { per: Scope, pointer: DevicePointer },
    /// OpenCL: a pointer the kernel only tests, its host value passed as the integer
    /// (`long`) value parameter `param`.
    PointerBits { param: String },
    /// A value parameter of the variable's name and type.
    Value,
    /// Its data through a device pointer; `cache_constant`: the kernel never writes it, so
    /// a `cache` range of it may be copied to constant memory.
    DevicePointer {
        pointer: DevicePointer,
        cache_constant: bool,
    },
    /// Its device copy through the data pointer parameter `param`: every use names
    /// `(*param)`.
    ThroughPointer { param: String },
}

/// A device pointer to a variable's data (or a member's pointee).
#[derive(Debug, Clone, PartialEq)]
pub struct DevicePointer {
    /// The kernel's name of the pointer.
    pub name: String,
    /// What it points to: the element, or for variable-length dimensions the innermost
    /// element (the pointer is flattened); `const` where only read.
    pub pointee: Type,
    /// The host address of the data.
    pub host: HostExpr,
    /// The host variable already holds a device address (`deviceptr`).
    pub device_address: bool,
    /// Only read by the kernel: `restrict`.
    pub read_only: bool,
    /// The data may be absent (`no_create`, an empty subarray): the kernel then gets a
    /// null pointer.
    pub absent_ok: bool,
    /// The host address where the present data starts, where after element 0
    /// (`copyin(a[1:n-1])`): the host passes it, and the kernel steps back by the
    /// distance.
    pub anchor: Option<HostExpr>,
    /// A flattened pointer's dimensions: each extent's value parameter and its host
    /// value.
    pub extents: Vec<(String, HostExpr)>,
}

impl DevicePointer {
    /// The parameters of the pointer, in order: the byte distance to step back (anchored
    /// data), the pointer, the extents.
    pub fn params(&self) -> Vec<Param> {
        let mut params = Vec::new();
        let delta = self.anchor.as_ref().map(|anchor| {
            let name = format!("__accc_delta_{}", self.name);
            params.push(Param::Value {
                name: name.clone(),
                ty: ValueType::Long,
                host: HostExpr::ByteDistance {
                    to: Box::new(anchor.clone()),
                    from: Box::new(self.host.clone()),
                },
                role: ValueRole::Other,
            });
            name
        });
        params.push(Param::DevicePtr {
            name: self.name.clone(),
            pointee: self.pointee.clone(),
            host: self.anchor.clone().unwrap_or_else(|| self.host.clone()),
            delta,
            device_address: self.device_address,
            restrict: self.read_only,
            absent_ok: self.absent_ok,
            role: PointerRole::Data,
        });
        for (name, host) in &self.extents {
            params.push(Param::Value {
                name: name.clone(),
                ty: ValueType::Long,
                host: host.clone(),
                role: ValueRole::Other,
            });
        }
        params
    }
}

/// A pointer member the kernel follows (`p->data`, `s.in.data`), from variable `sym`
/// along `path`, through a device pointer of its own.
#[derive(Debug, Clone, PartialEq)]
pub struct MemberPointer {
    pub sym: SymbolId,
    pub path: String,
    pub pointer: DevicePointer,
}
