//! accc's intermediate representation: the program's OpenACC constructs as compute regions
//! (each with its captured variables and their data attributes, and the tree of its loops)
//! and the other constructs (data regions, executable and declarative directives).
//!
//! The IR borrows the AST: kernel statements are the user's statements, typed through
//! `accc_sema`; passes fill in the loop schedules; back ends print from it.

pub mod atomic;
mod build;
pub mod calls;
mod caps;
pub mod complex;
pub mod fcw;
pub mod host;
pub mod kernel;
pub mod lowered;
pub mod members;
pub mod needs;
mod nohost;
mod placement;
mod print;
mod results_later;
pub mod routine;
mod sink;
pub mod sizes;
pub mod spaces;
pub mod statics;
pub mod tile;
pub mod verify;

use accc_front::ast::{BlockItem, Pragma, Stmt, StmtKind};
use accc_front::directive::{Directive, DirectiveKind, ReductionOp};
use accc_sema::data_attr::{DataAttr, RegionVar};
use accc_sema::loops::{CanonicalLoop, NotCanonical};
use accc_sema::SymbolId;

pub use build::{build, cache_outside_region_reason};
pub use caps::{Caps, KernelTarget, RoutineTarget};
pub use print::print;
pub use results_later::{address_taken_in, ResultsLater};

#[derive(Debug)]
pub struct Module<'a> {
    pub regions: Vec<ComputeRegion<'a>>,
    /// Every other directive, in source order (also those inside compute regions, such as
    /// `atomic` and `cache`, which name their region in `in_region`).
    pub constructs: Vec<Construct<'a>>,
    /// Loops with a loop directive inside `routine` functions (orphaned loops), outermost
    /// first.
    pub routine_loops: Vec<Loop<'a>>,
    /// Definitions of the routine functions in this translation unit, in source order.
    pub routine_defs: Vec<&'a accc_front::ast::FunctionDef>,
    /// Functions named by a `routine` directive (callable from compute regions).
    pub routines: std::collections::HashSet<String>,
    /// Routines with a `bind` clause (for the module's device type): device code calls the
    /// bound name instead. Their own bodies are not device code.
    pub routine_binds: std::collections::HashMap<String, RoutineBind>,
    /// The global variables each routine defined here uses, directly or through the
    /// routines it calls, by its C name (`passes::routines::globals`, run by the pipeline):
    /// device code passes them to the routine as pointers.
    pub routine_globals: std::collections::HashMap<String, Vec<accc_sema::SymbolId>>,
    /// GPU targets: the types the device program's user code names, and whether one is
    /// complex (the pipeline's `device_types` step, after `outline`).
    pub device_types: needs::DeviceTypes,
    /// GPU targets: the gang loops of `routine gang` functions
    /// (`accc_passes::gpu::outline::spread_over_gangs` of `routine_loops`), as device code
    /// spreads them over the calling gangs, in source order (the outline pass).
    pub routine_gang_partitions: Vec<kernel::Partitioned>,
    /// GPU targets: by routine (as `routine_defs`), what its body declares that device
    /// code cannot (`accc_passes::lower::legality::routine_declarations`, the
    /// pipeline's `routine_legality` step): the errors the back end raises where it prints the routine's versions.
    pub routine_declaration_errors: Vec<Vec<accc_front::Diagnostic>>,
    /// GPU targets: the routine versions the device program defines, each with its body's
    /// lowering and errors (the pipeline's `routine_versions` step, after `kernels`).
    pub device_routines: routine::DecidedRoutines<'a>,
    /// The runtime calls of the compute constructs and directives, decided before the back
    /// end prints them (the pipeline's `host_calls` step).
    pub host_calls: host::HostCalls,
    /// The clause expressions of compute and `data` constructs the host evaluates once
    /// into locals (the pipeline's `clause_values` step, first: the host calls name the
    /// locals).
    pub clause_values: host::ClauseValues,
    /// The device type whose `device_type` clauses apply (`nvidia`, `opencl`, `multicore`,
    /// `host`): the one the module was built for.
    pub device_type: &'a str,
}

/// A routine's `bind(name)` or `bind("name")`.
#[derive(Debug, Clone)]
pub struct RoutineBind {
    /// The name device code calls.
    pub name: String,
    /// `bind(name)`: a C function, whose definition must be in the translation unit;
    /// `bind("name")`: a name used as it is (a function of the device language, or of
    /// this file). A function of this file so named is in [`Module::routine_defs`].
    pub is_identifier: bool,
    /// The clause.
    pub span: accc_front::Span,
}

/// A directive that is not a compute construct or a loop directive.
#[derive(Debug)]
pub struct Construct<'a> {
    pub pragma: &'a Pragma,
    pub directive: &'a Directive,
    /// The statement it governs (`data`, `host_data`, `atomic`, `pacc pipeline` …); `None`
    /// for standalone and declarative directives.
    pub stmt: Option<&'a Stmt>,
    pub function: Option<String>,
    /// The body of the enclosing function, if any.
    pub function_body: Option<&'a accc_front::ast::Block>,
    /// Index of the enclosing compute region.
    pub in_region: Option<usize>,
}

#[derive(Debug)]
pub struct ComputeRegion<'a> {
    pub pragma: &'a Pragma,
    pub directive: &'a Directive,
    /// `Parallel`, `Kernels` or `Serial` (the compute part of a combined construct).
    pub kind: DirectiveKind,
    /// The statement the construct applies to (for a combined construct, the loop).
    pub stmt: &'a Stmt,
    pub function: String,
    /// The body of the enclosing function, if any.
    pub function_body: Option<&'a accc_front::ast::Block>,
    pub vars: Vec<RegionVar>,
    /// Those of `vars` its function names outside the construct, or of static storage:
    /// their values after the construct may be read.
    pub named_outside: std::collections::HashSet<accc_sema::SymbolId>,
    /// The outermost loops of the region, each with its nested loops.
    pub loops: Vec<Loop<'a>>,
    /// Reduction results the host reads only after the constructs that follow this one.
    pub results_later: Option<ResultsLater>,
    /// The `fcw` directives of the region whose blocks communicate (channels), by pragma
    /// start, as the `fcw` planner decided them (`passes::ext::fcw::record_blocks`).
    pub fcw_blocks: std::collections::HashMap<u32, FcwBlock>,
    /// On the GPU targets, the kernels the region becomes and the block their shapes
    /// start from (`accc_passes::gpu::outline`); `None` before that pass and elsewhere.
    pub outline: Option<kernel::outline::Outline>,
    /// On the GPU targets, a gang-redundant region's gang loops (`Unit::Gang::gang_loops`)
    /// as its kernel spreads them over every thread of the launch, in that order
    /// (`accc_passes::gpu::outline`; kept beside the outline, which compares by value);
    /// empty elsewhere.
    pub gang_partitions: Vec<kernel::Partitioned>,
    /// Its `if` and `self` clauses, in the order written: whether it runs as a construct
    /// (the pipeline's `region_guards` step, `passes::host_ops`), on every target.
    pub guard: Vec<host::Condition>,
    /// On the GPU targets, the decisions about each kernel of the outline, in launch order
    /// (`accc_passes::gpu::kernel::kernels`); empty before that pass and elsewhere.
    pub kernels: Vec<kernel::KernelDecisions<'a>>,
}

/// The communicating block of an `fcw` directive with channels: which loops form it, and
/// how its arrays' ranges move with the block's iterations. The code generators must give
/// each block exactly these iterations (programs compute with the block's size).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FcwBlock {
    /// The communicating loops, outermost first (one, or two for a `V×W` block): where
    /// each loop statement starts, and its iterations per block.
    pub loops: Vec<(u32, u32)>,
    /// Per array in the order written, per dimension, per communicating loop (in the order
    /// of `loops`): the elements its range moves from one iteration of the block to the
    /// next along that loop. The planner found them from the pivots, which need not be
    /// affine in the loops' variables, only in the block's lanes.
    pub rates: Vec<Vec<Vec<i128>>>,
    /// How the block's statements run so that every thread reaches every barrier.
    pub guards: Option<fcw::Guarded>,
    /// The body of the loop around the block's vector loop (the worker loop of a `V×W`
    /// block); `None` when no loop of the region holds the vector loop.
    pub nest: Option<fcw::Nest>,
}

impl<'a> ComputeRegion<'a> {
    /// Adds the construct's own reductions (`parallel reduction(+:x)` around its loops) to
    /// `reductions`, those of a loop the construct's kernel runs, where not there yet.
    pub fn add_construct_reductions(&self, reductions: &mut Vec<Reduction>) {
        for v in &self.vars {
            if let DataAttr::Reduction(op) = v.attr {
                if !reductions.iter().any(|r| r.sym == v.sym) {
                    reductions.push(Reduction {
                        op,
                        sym: v.sym,
                        name: v.name.clone(),
                        implicit: false,
                        item: None,
                    });
                }
            }
        }
    }

    pub fn is_combined(&self) -> bool {
        self.directive.kind.is_combined()
    }

    /// Whether the construct's kernels combine a reduction result into `v`: it is named
    /// in the construct's `reduction` clause, or in one of its loops' (and the construct
    /// shares it: an implicit `copy`).
    pub fn reduces_into(&self, v: &RegionVar) -> bool {
        match v.attr {
            DataAttr::Reduction(_) => true,
            DataAttr::Copy if v.implicit => {
                let mut found = false;
                for l in &self.loops {
                    l.walk(&mut |l| found |= l.reductions.iter().any(|x| x.sym == v.sym));
                }
                found
            }
            _ => false,
        }
    }

    /// Whether the region runs statements outside its parallel loops: code that every gang
    /// executes (gang-redundant mode), so that the number of gangs is observable.
    pub fn has_redundant_code(&self) -> bool {
        self.statements()
            .into_iter()
            .any(|s| !matches!(s.kind, StmtKind::Empty) && self.parallel_loop(s).is_none())
    }

    /// The statements of the construct's statement list (the statement itself where it is
    /// not a compound statement), in order, without its declarations.
    pub fn statements(&self) -> Vec<&'a Stmt> {
        match &self.stmt.kind {
            StmtKind::Compound(b) => b
                .items
                .iter()
                .filter_map(|i| match i {
                    BlockItem::Stmt(s) => Some(s),
                    BlockItem::Decl(_) => None,
                })
                .collect(),
            _ => vec![self.stmt],
        }
    }

    /// The outermost loop of the region that is statement `s`, where it runs in parallel.
    pub fn parallel_loop(&self, s: &Stmt) -> Option<&Loop<'a>> {
        self.loops
            .iter()
            .find(|l| std::ptr::eq(l.stmt, s) && matches!(l.schedule, Schedule::Parallel { .. }))
    }

    /// The statement a serial kernel of the region names by its span
    /// (`kernel::outline::Unit::Serial`): the construct's statement or one of its list.
    pub fn statement_at(&self, span: accc_front::Span) -> Option<&'a Stmt> {
        if self.stmt.span == span {
            return Some(self.stmt);
        }
        self.statements().into_iter().find(|s| s.span == span)
    }

    /// The loop of the region (at any depth) whose statement starts at `start`.
    pub fn loop_at(&self, start: u32) -> Option<&Loop<'a>> {
        self.loops.iter().find_map(|l| l.loop_at(start))
    }

    /// The outermost loop of the region whose statement starts at `start` (what an
    /// outlined loop kernel names).
    pub fn outermost_loop_at(&self, start: u32) -> Option<&Loop<'a>> {
        self.loops.iter().find(|l| l.stmt.span.lo == start)
    }

    pub fn var(&self, sym: SymbolId) -> Option<&RegionVar> {
        self.vars.iter().find(|v| v.sym == sym)
    }
}

#[derive(Clone, Debug)]
pub struct Loop<'a> {
    pub stmt: &'a Stmt,
    /// The loop directive (or, for the loop of a combined construct, the construct).
    pub directive: Option<&'a Directive>,
    pub canonical: Result<CanonicalLoop, NotCanonical>,
    /// How many loops, starting with this one, the directive's `collapse` covers.
    pub collapse: usize,
    /// Covered by the `collapse` of an enclosing loop.
    pub collapsed_into_parent: bool,
    pub schedule: Schedule,
    /// Variables each iteration gets its own copy of (explicit and found by passes).
    pub private: Vec<SymbolId>,
    /// Private copies initialised from the value before the loop.
    pub firstprivate: Vec<SymbolId>,
    pub reductions: Vec<Reduction>,
    pub children: Vec<Loop<'a>>,
    /// Shared data every iteration writes although the loop is asserted independent
    /// (found by `accc_passes::races`; warnings and `-Minfo` lines, the code is unchanged).
    pub races: Vec<Race>,
    /// On the outermost loop of a `collapse(force:n)` nest with code between its loops:
    /// that code sunk into the innermost body (see [`SunkNest`]).
    pub sunk: Option<Box<SunkNest>>,
    /// OpenMP may not run this loop's header as C does (its trip count overflows the
    /// variable's type, or it compares with `!=`): the `multicore` version counts the
    /// nest's iterations from 0 instead (decided by `accc_passes::cpu`; false until then).
    pub openmp_normalised: bool,
    /// How many loops of this loop's `collapse` OpenMP's `collapse` covers: all of them,
    /// or those before the first whose bounds or step read an outer collapsed loop's
    /// variable (OpenMP needs a rectangular nest, or one of the forms GCC takes, to count
    /// the iterations before the nest starts); the rest run sequentially in each
    /// iteration (decided by `accc_passes::cpu`; `collapse` until then).
    pub openmp_collapse: usize,
}

/// A `collapse(force:n)` nest whose loops are not tightly nested, made tight by sinking
/// the code between them (the intervening code) into the innermost body: each iteration
/// of the collapsed space runs the code before an inner loop, that loop's body, then the
/// code after it (OpenACC 3.3 lets such code run more than once per iteration of its own
/// loop). Built by `accc_ir` once the restrictions hold (`sink.rs`), so the back ends see
/// a tight nest whose body is [`SunkNest::body`].
#[derive(Clone, Debug)]
pub struct SunkNest {
    /// What each iteration of the collapsed space runs: the body of the outermost loop
    /// with intervening code, in which every inner collapsed loop is replaced by its
    /// body. Its nodes are the user's (their spans too), so its source text is the
    /// body's text with the inner loops' headers still in it: see `headers`.
    pub body: Stmt,
    /// The headers of the inner collapsed loops (`for (…)`, up to the body), which the
    /// text of `body` still holds and a back end printing it leaves out.
    pub headers: Vec<accc_front::Span>,
    /// The statements and declarations between the loops, in source order.
    pub intervening: Vec<accc_front::Span>,
    /// The variables declared there: private to each iteration of the collapsed space.
    pub declared: Vec<String>,
}

/// A data race in a loop asserted independent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    /// What races, for the warning and `-Minfo`.
    pub message: String,
    /// The clause that would make the loop right.
    pub help: String,
}

impl<'a> Loop<'a> {
    pub fn var(&self) -> Option<SymbolId> {
        self.canonical.as_ref().ok().map(|c| c.var)
    }

    /// The statement each iteration of this loop's collapsed nest runs: the innermost
    /// collapsed loop's body, or the nest's body with the intervening code sunk into it
    /// ([`SunkNest`]).
    pub fn collapsed_body(&self) -> &Stmt {
        if let Some(sunk) = &self.sunk {
            return &sunk.body;
        }
        let mut inner = self;
        for _ in 1..self.collapse {
            match inner.children.iter().find(|c| c.collapsed_into_parent) {
                Some(c) => inner = c,
                None => break,
            }
        }
        match &inner.stmt.kind {
            StmtKind::For { body, .. } => body,
            _ => inner.stmt,
        }
    }

    /// The headers a back end printing [`Loop::collapsed_body`] leaves out (none for a
    /// tightly nested nest).
    pub fn sunk_headers(&self) -> &[accc_front::Span] {
        self.sunk.as_ref().map_or(&[], |s| &s.headers)
    }

    /// This gang loop and its only child, its vector loop, as one `collapse(2)` loop over
    /// both (`accc_passes::gpu::fuse` says when that keeps the program's meaning).
    pub fn fused_with_vector_loop(&self) -> Loop<'a> {
        let mut fused = self.clone();
        fused.collapse = 2;
        fused.schedule = Schedule::Parallel {
            gang: true,
            worker: false,
            vector: true,
        };
        fused.children[0].collapsed_into_parent = true;
        fused
    }

    /// This loop or the loop nested in it whose statement starts at `start`.
    pub fn loop_at(&self, start: u32) -> Option<&Loop<'a>> {
        if self.stmt.span.lo == start {
            return Some(self);
        }
        self.children.iter().find_map(|c| c.loop_at(start))
    }

    /// Visits this loop and every loop nested in it.
    pub fn walk<'s>(&'s self, f: &mut dyn FnMut(&'s Loop<'_>)) {
        f(self);
        for c in &self.children {
            c.walk(f);
        }
    }
}

/// How a loop's iterations are run. Decided by `accc_passes`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Schedule {
    Undecided,
    /// Iterations spread over the given levels of parallelism.
    Parallel {
        gang: bool,
        worker: bool,
        vector: bool,
    },
    /// Iterations run in order, by each executing thread.
    Sequential {
        reason: SeqReason,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeqReason {
    /// `seq` clause.
    Requested,
    /// A loop in a `serial` construct.
    Serial,
    /// Nested inside a loop that already uses every level available on this target.
    InnerLevel,
    /// No loop directive in a `parallel` construct: runs in gang-redundant mode.
    NoDirective,
    /// A dependence (or something the analysis cannot see through) prevents
    /// parallelisation; the text says which, as `-Minfo` prints it.
    Dependence(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reduction {
    pub op: ReductionOp,
    pub sym: SymbolId,
    pub name: String,
    /// Recognised by the compiler in a `kernels` loop rather than written by the user.
    pub implicit: bool,
    /// The clause's item where it is not the bare variable: a subarray (`h[0:n]`,
    /// `m[2:4]`) or a struct member (`s.x`), its span in the directive.
    pub item: Option<accc_front::Span>,
}
