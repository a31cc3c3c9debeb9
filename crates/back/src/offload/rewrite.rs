//! Kernel bodies are the user's statements, copied as text with a few precise rewrites:
//! directive lines removed, shared scalars read through their device pointer, subscripts of
//! variable-length-array pointers flattened (neither OpenCL C nor CUDA has VLA types), C
//! math names mapped to the device's, and `atomic` statements turned into atomic calls.
//! A rewrite replaces the text of one AST node; rewrites nest (the replacement of a node
//! is built from its children's rewritten text), so the user's layout survives everywhere
//! else.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use accc_front::ast::*;
use accc_front::directive::DirectiveKind;
use accc_front::{Diagnostic, SourceMap, Span};
use accc_ir::fcw::{Guarded, How, Pred};
use accc_ir::tile::access::{AccessForm, IndexForm, Place, TileAccess};
use accc_ir::tile::RegionStep;
use accc_sema::analyze::{subscripted_variable, Sema};
use accc_sema::{SymbolId, Type};

use super::{complex, designated};
use accc_ir::calls::{Call, Callee, RoutineName};
use accc_ir::kernel::{
    Combine, Contribution, Form as PartitionForm, Lanes, Partitioned, DIM_GANGS, WARP,
};
use accc_ir::sizes::Sizeof;
use accc_ir::spaces::{version_name, CodeSpaces, DeclarationSpaces};

use super::atomic::OpText;
use super::target::{Shuffle, Target};
use accc_ir::atomic::{AtomicAccess, AtomicOp, Captured, Form, Lowered, Operand};
use accc_ir::complex::Value as ComplexValue;
use accc_ir::lowered::{BodyLowering, Step};
use accc_ir::members::member_chain;
use accc_ir::needs::Needs;

/// The floating types of classification macros and math arguments (complex lowering
/// reads them too).
pub(super) use accc_ir::calls::Floating;

/// How device code calls the routines of a translation unit.
#[derive(Debug, Default)]
pub struct DeviceCalls {
    /// Routines with `bind`: what their calls go to on the device.
    pub bound: HashMap<String, accc_ir::RoutineBind>,
    /// Functions with a device version in the device program (routines defined in the
    /// translation unit, and functions named by `bind`).
    pub defined: std::collections::HashSet<String>,
}

impl DeviceCalls {
    pub fn of(module: &accc_ir::Module<'_>) -> DeviceCalls {
        DeviceCalls {
            bound: module.routine_binds.clone(),
            defined: module
                .routine_defs
                .iter()
                .filter_map(|f| f.declarator.name.as_ref().map(|n| n.name.clone()))
                .collect(),
        }
    }

    /// The function device code calls for `name`.
    pub fn callee<'n>(&'n self, name: &'n str) -> &'n str {
        self.bound.get(name).map_or(name, |b| b.name.as_str())
    }
}

/// The flag of a worker loop's thread that has an iteration in the current round (see
/// `Lanes::Workers`), for the loop whose `SourceMap::name_tag` is `tag`.
pub fn worker_flag(tag: &str) -> String {
    format!("__accc_won{tag}")
}

/// The text of `span` with `reps` (non-overlapping, inside `span`) applied.
pub fn render(sm: &SourceMap, span: Span, reps: &[(Span, String)]) -> String {
    let mut reps: Vec<&(Span, String)> = reps
        .iter()
        .filter(|(s, _)| s.lo >= span.lo && s.hi <= span.hi)
        .collect();
    reps.sort_by_key(|(s, _)| (s.lo, s.hi));
    let text = sm.text();
    let mut out = String::new();
    let mut pos = span.lo as usize;
    for (s, r) in reps {
        let (lo, hi) = (s.lo as usize, s.hi as usize);
        if lo < pos {
            continue;
        }
        out.push_str(&text[pos..lo]);
        out.push_str(r);
        pos = hi;
    }
    out.push_str(&text[pos..span.hi as usize]);
    out
}

/// A vector loop's reduction of `name` over each `group` lanes, after the loop: every lane
/// of the group ends with `save` (its value before the loop) combined with the group's
/// `contribution`s, and the block with a barrier.
struct VectorReduction<'s> {
    op: AtomicOp,
    ty: &'s Type,
    name: &'s str,
    save: &'s str,
    /// The shared buffer (`__accc_vred_<name>`).
    buf: &'s str,
    contribution: &'s str,
    group: u32,
}

impl VectorReduction<'_> {
    /// By xor-shuffles within each warp (a butterfly: every lane ends with its warp's
    /// combination, or its group's where a group is under a warp). A group of at most a
    /// warp then takes the value of its first lane, so that all agree even where the
    /// operation does not commute (max does not with NaNs); a group of several warps
    /// combines their values, one a warp, through `buf`, every lane in the same order.
    fn by_shuffles(&self, d: &dyn Target) -> String {
        let (op, group, buf) = (self.op, self.group, self.buf);
        let shuffle = |how, lane: &str| {
            d.shuffle(how, self.ty, "__accc_v", lane)
                .expect("a type the target shuffles")
        };
        let t = d.type_text(&self.ty.spelling());
        let mut text = format!(
            "{t} __accc_v = {}; for (int __accc_s = {half}; __accc_s > 0; __accc_s >>= 1) {{ {t} __accc_o = {}; __accc_v = {}; }}",
            self.contribution,
            shuffle(Shuffle::Xor, "__accc_s"),
            op.apply("__accc_v", "__accc_o"),
            half = group.min(WARP) / 2,
        );
        if group <= WARP {
            let first = match group {
                WARP => "0".to_string(),
                _ => format!("__accc_lane % {WARP} / {group} * {group}"),
            };
            text.push_str(&format!(" __accc_v = {};", shuffle(Shuffle::From, &first)));
        } else {
            text.push_str(&format!(
                " if (__accc_lane % {WARP} == 0) {buf}[__accc_lane / {WARP}] = __accc_v; {bar}; {{ const int __accc_w = __accc_lane / {group} * {warps}; __accc_v = {buf}[__accc_w]; for (int __accc_k = 1; __accc_k < {warps}; __accc_k++) __accc_v = {}; }}",
                op.apply("__accc_v", &format!("{buf}[__accc_w + __accc_k]")),
                bar = d.barrier(),
                warps = group / WARP,
            ));
        }
        self.around(d, &text, "__accc_v")
    }

    /// As a tree in `buf` (one element a lane of the block of `block`, log2(group)
    /// barriers).
    fn by_tree(&self, d: &dyn Target, block: u32) -> String {
        let (group, buf) = (self.group, self.buf);
        // the lane's place in its group, and the group's first lane
        let (place, first) = match group == block {
            true => ("__accc_lane".to_string(), "0".to_string()),
            false => (
                format!("__accc_lane % {group}"),
                format!("__accc_lane - __accc_lane % {group}"),
            ),
        };
        let combine = self.op.apply_to(
            self.ty,
            &format!("{buf}[__accc_lane]"),
            &format!("{buf}[__accc_lane + __accc_s]"),
        );
        let text = format!(
            "{buf}[__accc_lane] = {}; {bar}; for (int __accc_s = {half}; __accc_s > 0; __accc_s >>= 1) {{ if ({place} < __accc_s && {place} + __accc_s < {group}) {buf}[__accc_lane] = {combine}; {bar}; }}",
            self.contribution,
            bar = d.barrier(),
            half = group.next_power_of_two() / 2,
        );
        self.around(d, &text, &format!("{buf}[{first}]"))
    }

    /// `combining` in a block that names the lane `__accc_lane`, then the variable takes
    /// its value before the loop combined with the group's, `total`; then a barrier.
    fn around(&self, d: &dyn Target, combining: &str, total: &str) -> String {
        format!(
            " {{ int __accc_lane = {}; {combining} {} = {}; {}; }}",
            d.local_id(),
            self.name,
            self.op.apply_to(self.ty, self.save, total),
            d.barrier()
        )
    }
}

/// A partitioned nest's loops as text (`Rewriter::nest_text`).
struct NestText {
    /// The declarations of the loops' trip counts.
    counts: String,
    /// The trip counts' names, innermost first: their product is the iteration count.
    total: Vec<String>,
    /// The loop variables from the linear iteration, then the private copies.
    header: String,
}

/// What the kernel builder decided about the user's code of one kernel, which the
/// rewriter applies as it prints it: how variables are named and reached, which
/// loops spread over threads, which reads come from registers, which headers are left out.
#[derive(Default)]
pub struct Rewrites {
    /// Variables the kernel text names otherwise: scalars shared with the host (written in
    /// the kernel), read and written through a pointer parameter, `x` → `(*__accc_p_x)`;
    /// in a coarsened cache tile, the variables each row has its own of, `sum` →
    /// `sum[__accc_rr]` (see `cache::Coarse::per_row`).
    pub renamed: HashMap<SymbolId, String>,
    /// Pointers to variable-length arrays: the names of the kernel parameters holding the
    /// extents of the pointee's dimensions (`float (*A)[n]` → `["__accc_A_d1"]`).
    pub flattened: HashMap<SymbolId, Vec<String>>,
    /// Pointer members of structs (`v.data`, `p->in.data`), by (variable, member path as
    /// [`member_chain`] spells it): the kernel parameter holding the device address of what
    /// they point to. Devices without shared virtual memory cannot follow the pointer
    /// stored inside a struct's device copy.
    pub member_pointers: HashMap<(SymbolId, String), String>,
    /// Struct members the kernel reduces (`reduction(+:s.x)`, `p->m`), by the same key: the
    /// kernel's own scalar that every use of the member names instead (a thread's partial
    /// result, as for a variable's reduction; see `KernelBuilder::build`).
    pub reduced_members: HashMap<(SymbolId, String), String>,
    /// Loops whose iterations are spread over all threads of the launch, in place (gang
    /// loops of gang-redundant regions and of `routine gang` functions), by the start of
    /// their statement's span.
    pub partitioned: HashMap<u32, Partitioned>,
    /// Reads the kernel takes from registers, by the read's span: the rows a column-strips
    /// walk carries from one iteration to the next (see `carry`).
    pub carried: HashMap<Span, String>,
    /// The headers of the inner loops of `collapse(force:n)` nests whose intervening code
    /// is sunk into the innermost body (`accc_ir::SunkNest`): the text of that body still
    /// holds them, and a block printed around one leaves it out (its lines kept).
    pub elided: Vec<Span>,
    /// The kernel's cache regions.
    pub cache: super::cache::CacheDecisions,
}

pub struct Rewriter<'a> {
    pub sema: &'a Sema,
    pub sm: &'a SourceMap,
    pub target: &'static dyn Target,
    /// What the kernel builder decided about this kernel's code.
    pub rewrites: Rewrites,
    /// Functions the kernel may call (routines), besides the math library.
    pub routines: &'a std::collections::HashSet<String>,
    /// Where their calls go on the device, and which have a body here.
    pub calls: &'a DeviceCalls,
    /// Global variables each routine uses (directly or through the routines it calls): the
    /// device versions take them as trailing parameters, and calls pass them on.
    pub routine_globals: &'a HashMap<String, Vec<SymbolId>>,
    pub errors: Vec<Diagnostic>,
    /// The `cache` regions of the kernel (see `cache`).
    pub cache: super::cache::CacheState,
    /// OpenCL: the address spaces decided for the code (a kernel's from its record,
    /// `Decisions::code_spaces`);
    /// `None` on CUDA, whose pointers are generic.
    pub spaces: Option<CodeSpaces>,
    /// What the printed code needs the device program to define (complex, classification
    /// and atomic helpers, OpenCL routine versions): each call's, complex value's and
    /// atomic statement's record adds to it as it is printed.
    pub needs: Needs,
    /// OpenCL: program-scope `__constant` definitions of the code's `static const`
    /// variables, by name.
    pub hoisted: BTreeMap<String, String>,
    /// The atomic statements, calls, complex values and `sizeof`s of the body being
    /// printed, as `lower::body` decided them before the printing (a kernel's record,
    /// `Decisions::body_lowering`; a routine version's, `Module::device_routines`).
    pub lowered: BodyLowering<'a>,
}

impl<'a> Rewriter<'a> {
    /// A rewriter for device code calling `routines` (see the fields), with nothing
    /// renamed, partitioned, carried or cached yet.
    pub fn new(
        sema: &'a Sema,
        sm: &'a SourceMap,
        target: &'static dyn Target,
        routines: &'a std::collections::HashSet<String>,
        calls: &'a DeviceCalls,
        routine_globals: &'a HashMap<String, Vec<SymbolId>>,
    ) -> Self {
        Rewriter {
            sema,
            sm,
            target,
            rewrites: Rewrites::default(),
            routines,
            calls,
            routine_globals,
            errors: Vec::new(),
            cache: Default::default(),
            spaces: None,
            needs: Needs::default(),
            hoisted: BTreeMap::new(),
            lowered: Default::default(),
        }
    }
}

impl Rewriter<'_> {
    /// The kernel text of a statement.
    pub fn stmt_text(&mut self, s: &Stmt) -> String {
        let mut reps = Vec::new();
        self.stmt(s, &mut reps);
        render(self.sm, s.span, &reps)
    }

    pub fn expr_text(&mut self, e: &Expr) -> String {
        let mut reps = Vec::new();
        self.expr(e, &mut reps);
        render(self.sm, e.span, &reps)
    }

    fn pragmas(&mut self, pragmas: &[Pragma], out: &mut Vec<(Span, String)>) {
        for p in pragmas {
            if self.sema.directive(p).is_some() {
                out.push((p.span, String::new()));
            }
        }
    }

    fn is_atomic(&self, pragmas: &[Pragma]) -> bool {
        (pragmas.iter()).any(|p| {
            (self.sema.directive(p)).is_some_and(|d| matches!(d.kind, DirectiveKind::Atomic(_)))
        })
    }

    fn stmt(&mut self, s: &Stmt, out: &mut Vec<(Span, String)>) {
        self.pragmas(&s.pragmas, out);
        if let Some(text) = self.cache.spliced.remove(&s.span.lo) {
            out.push((s.span, text));
            return;
        }
        if let Some(p) = self.rewrites.partitioned.remove(&s.span.lo) {
            let text = self.partitioned_loop(&p, s.span.lo);
            out.push((s.span, text));
            return;
        }
        if self.is_atomic(&s.pragmas) {
            let text = self.atomic(s);
            out.push((s.span, text));
            return;
        }
        if let Some(plan) = self
            .rewrites
            .cache
            .plans
            .get(&s.span.lo)
            .filter(|p| p.stage.is_some())
            .cloned()
        {
            let text = self.staged_loop(s, &plan);
            out.push((s.span, text));
            return;
        }
        // An `fcw` block outside a block of statements (a loop body without braces).
        if let Some((_, id)) =
            super::cache::plan::cache_directive(self.sema, &s.pragmas).filter(|(d, id)| {
                d.kind == DirectiveKind::Fcw
                    && self.rewrites.cache.plans.contains_key(id)
                    && !self.cache.started.contains(id)
            })
        {
            let text = self.cache_region(id, &[BlockItem::Stmt(s.clone())], s.span);
            out.push((s.span, text));
            return;
        }
        // The body of a loop whose neighbourhoods the compiler caches is a region.
        if self
            .rewrites
            .cache
            .plans
            .get(&s.span.lo)
            .is_some_and(|p| p.neighbourhood.is_some() && !self.cache.started.contains(&s.span.lo))
        {
            let text = self.cache_region(s.span.lo, &[BlockItem::Stmt(s.clone())], s.span);
            out.push((s.span, text));
            return;
        }
        match &s.kind {
            StmtKind::Compound(b) => self.block(b, out),
            StmtKind::Expr(e) | StmtKind::GotoComputed(e) => self.expr(e, out),
            StmtKind::Return(Some(e)) => self.expr(e, out),
            StmtKind::If { cond, then, els } => {
                self.expr(cond, out);
                self.stmt(then, out);
                if let Some(e) = els {
                    self.stmt(e, out);
                }
            }
            StmtKind::Switch { cond, body }
            | StmtKind::While { cond, body }
            | StmtKind::DoWhile { body, cond } => {
                self.expr(cond, out);
                self.stmt(body, out);
            }
            StmtKind::Case { lo, hi, body } => {
                self.expr(lo, out);
                if let Some(h) = hi {
                    self.expr(h, out);
                }
                self.stmt(body, out);
            }
            StmtKind::Default(body) => self.stmt(body, out),
            // Labels live in their own name space in C, but a C++ keyword (`throw:`) or
            // an OpenCL one cannot be a label either.
            StmtKind::Labeled { label, body } => {
                self.label(label, out);
                self.stmt(body, out)
            }
            StmtKind::Goto(label) => self.label(label, out),
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                // A loop whose variable indexes a register window runs unrolled, so that
                // every index is a constant (see `cache::window`).
                let windowed = self.rewrites.cache.plans.values().any(|p| {
                    p.window
                        .as_ref()
                        .is_some_and(|w| w.unrolled.contains(&s.span.lo))
                });
                let unroll = if windowed {
                    Some("\n#pragma unroll\n")
                } else if self.target.unroll_pragmas() && self.walks_tile(s) {
                    Some("\n#pragma unroll 8\n")
                } else {
                    None
                };
                if let Some(pragma) = unroll {
                    out.push((
                        Span {
                            lo: s.span.lo,
                            hi: s.span.lo,
                        },
                        pragma.into(),
                    ));
                }
                match init {
                    Some(ForInit::Decl(d)) => self.decl(d, out),
                    Some(ForInit::Expr(e)) => self.expr(e, out),
                    None => {}
                }
                for e in [cond, step].into_iter().flatten() {
                    self.expr(e, out);
                }
                self.stmt(body, out);
            }
            _ => {}
        }
    }

    /// The sunk headers (`elided`) in block `b` between its items: a sunk nest's body
    /// holds the inner loops' bodies in their place, so their headers lie between items.
    fn elided_headers(&self, b: &Block, out: &mut Vec<(Span, String)>) {
        let inside = |h: &Span, lo: u32, hi: u32| lo <= h.lo && h.hi <= hi;
        for h in self
            .rewrites
            .elided
            .iter()
            .filter(|h| inside(h, b.span.lo, b.span.hi))
        {
            let in_item = b.items.iter().any(|item| {
                let span = match item {
                    BlockItem::Stmt(s) => s.span,
                    BlockItem::Decl(d) => d.span,
                };
                inside(h, span.lo, span.hi)
            });
            if !in_item {
                // The header's line breaks stay, so that the lines after it keep their
                // numbers in the device compiler's messages.
                let text = &self.sm.text()[h.lo as usize..h.hi as usize];
                out.push((*h, text.chars().filter(|&c| c == '\n').collect()));
            }
        }
    }

    fn block(&mut self, b: &Block, out: &mut Vec<(Span, String)>) {
        self.elided_headers(b, out);
        if !self.rewrites.cache.plans.is_empty() {
            self.cache_block(b, out);
            return;
        }
        for item in &b.items {
            match item {
                BlockItem::Stmt(s) => self.stmt(s, out),
                BlockItem::Decl(d) => {
                    self.pragmas(&d.pragmas, out);
                    if let LocalDeclKind::Decl(decl) = &d.kind {
                        self.decl(decl, out);
                    }
                }
            }
        }
    }

    /// OpenCL: a declaration's address spaces, as `lower::spaces` decided them: moved out
    /// to program-scope constants, a qualifier in front, or split into one declaration
    /// for each name (`guard`: a declaration every thread runs, whose initialisers only
    /// the threads for which it holds evaluate). Returns whether the declaration was
    /// replaced (nothing more to rewrite in it).
    fn declaration_spaces(
        &mut self,
        d: &Declaration,
        guard: Option<&str>,
        out: &mut Vec<(Span, String)>,
    ) -> bool {
        let Some(how) = (self.spaces.as_ref()).and_then(|s| s.declarations.get(&d.span)) else {
            return false;
        };
        match how.clone() {
            DeclarationSpaces::Hoisted => {
                self.hoist_constants(d);
                out.push((d.span, String::new()));
                true
            }
            DeclarationSpaces::Qualified(space) => {
                out.push((
                    Span {
                        lo: d.specs.span.lo,
                        hi: d.specs.span.lo,
                    },
                    self.target.space_qualifier(space).to_string(),
                ));
                false
            }
            DeclarationSpaces::Split(spaces) => {
                let specs = self.sm.snippet(d.specs.span).to_string();
                let mut text = String::new();
                for (init, space) in d.declarators.iter().zip(spaces) {
                    let mut reps = Vec::new();
                    match guard {
                        Some(on) => self.guarded_declarator(init, on, &mut reps),
                        None => self.declarator(init, &mut reps),
                    }
                    let hi = init
                        .init
                        .as_ref()
                        .map_or(init.declarator.span.hi, |i| i.span().hi);
                    let piece = render(
                        self.sm,
                        Span {
                            lo: init.declarator.span.lo,
                            hi,
                        },
                        &reps,
                    );
                    let q = space.map_or("", |s| self.target.space_qualifier(s));
                    let _ = write!(text, "{q}{specs} {piece}; ");
                }
                out.push((d.span, text));
                true
            }
        }
    }

    /// The program-scope `__constant` definitions of the `static const` variables `d`
    /// declares (`DeclarationSpaces::Hoisted`), each renamed for the code that uses it.
    /// Pointers (`static const char *const p`, arrays of them) are themselves
    /// `__constant`, and point where the pass decided (string literals: constant).
    fn hoist_constants(&mut self, d: &Declaration) {
        let syms = &self.sema.symbols;
        for init in &d.declarators {
            let Some(id) = syms.declared_by(&init.declarator) else {
                continue;
            };
            let pointee = (self.spaces.as_ref())
                .and_then(|s| s.constants.get(&id).copied())
                .flatten();
            let sym = syms.get(id);
            let name = format!("__accc_static_{id}_{}", sym.name);
            let value = match &init.init {
                Some(i) => {
                    let mut reps = Vec::new();
                    self.initializer(i, Some(&sym.ty), &mut reps);
                    render(self.sm, i.span(), &reps)
                }
                None if sym.ty.is_scalar() => "0".into(),
                None => "{0}".into(),
            };
            let decl = match pointee {
                Some(space) => format!(
                    "{} {}",
                    self.target.space_qualifier(space),
                    self.target
                        .type_text(&sym.ty.declare(&format!("__constant {name}")))
                ),
                None => format!(
                    "__constant {}",
                    self.target.type_text(&sym.ty.declare(&name))
                ),
            };
            self.hoisted
                .insert(name.clone(), format!("{decl} = {value};\n"));
            self.rewrites.renamed.insert(id, name);
        }
    }

    fn decl(&mut self, d: &Declaration, out: &mut Vec<(Span, String)>) {
        if self.declaration_spaces(d, None, out) {
            return;
        }
        for init in &d.declarators {
            self.declarator(init, out);
        }
    }

    /// A label, spelt as the device language allows.
    fn label(&self, label: &accc_front::ast::Ident, out: &mut Vec<(Span, String)>) {
        if self.target.is_reserved(&label.name) {
            out.push((label.span, self.target.kernel_ident(&label.name)));
        }
    }

    /// The declared name, spelt as the device language allows.
    fn declared_name(&self, init: &InitDeclarator, out: &mut Vec<(Span, String)>) {
        if let Some(name) = init
            .declarator
            .name
            .as_ref()
            .filter(|n| self.target.is_reserved(&n.name))
        {
            out.push((name.span, self.target.kernel_ident(&name.name)));
        }
    }

    fn declarator(&mut self, init: &InitDeclarator, out: &mut Vec<(Span, String)>) {
        self.declared_name(init, out);
        if let Some(i) = &init.init {
            let id = self.sema.symbols.declared_by(&init.declarator);
            let ty = id.map(|id| self.sema.symbols.get(id).ty.clone());
            self.initializer(i, ty.as_ref(), out);
        }
        for der in &init.declarator.derived {
            if let Derived::Array {
                size: ArraySize::Expr(e),
                ..
            } = der
            {
                self.expr(e, out);
            }
        }
    }

    /// The device text of `e` where it computes with a complex value, as `lower::complex`
    /// decided it before the printing ([`Rewriter::decide_lowering`]); `None` where it
    /// does not (the ordinary rewrites then apply).
    fn complex(&mut self, e: &Expr) -> Option<String> {
        match self.lowered.complex.get(&e.span).cloned() {
            Some(value) => self.complex_decided(value),
            None => self.missing_record(e.span, "expression"),
        }
    }

    /// The initial value of an object initialised by `e`, where a complex value meets
    /// another type (see [`Rewriter::complex`]).
    fn complex_initializer(&mut self, e: &Expr) -> Option<String> {
        match self.lowered.initializers.get(&e.span).cloned() {
            Some(value) => self.complex_decided(value),
            None => self.missing_record(e.span, "initialiser"),
        }
    }

    /// The text of a complex lowering `lower::complex` decided; what it needs the program
    /// to define is noted in `needs`.
    fn complex_decided(&mut self, value: Option<ComplexValue<'_>>) -> Option<String> {
        let value = value?;
        self.needs.add_complex(&value);
        Some(self.complex_text(&value))
    }

    /// The internal error of code printed that the body's lowering did not reach (it
    /// decides what the printer writes: the two must agree).
    fn missing_record<T>(&mut self, span: Span, what: &str) -> Option<T> {
        self.errors.push(Diagnostic::error(
            span,
            format!("internal error: this {what} has no lowering record (the body's lowering did not reach it)"),
        ));
        None
    }

    /// A complex lowering's text, its operands rewritten as the rewriter rewrites them
    /// (each once, in the order C reads them).
    fn complex_text(&mut self, value: &ComplexValue<'_>) -> String {
        let operands: Vec<(&Expr, String)> = value
            .operands()
            .into_iter()
            .map(|e| (e, self.expr_text(e)))
            .collect();
        let printing = complex::Printing {
            target: self.target,
            sm: self.sm,
            operands: &operands,
        };
        complex::print(value, &printing)
    }

    /// The rewrites of an initialiser of an object of type `ty`.
    fn initializer(&mut self, i: &Initializer, ty: Option<&Type>, out: &mut Vec<(Span, String)>) {
        match i {
            Initializer::Expr(e) => match self.complex_initializer(e) {
                Some(text) => out.push((e.span, text)),
                None => self.expr(e, out),
            },
            Initializer::List { items, span } => self.init_list(items, *span, ty, out),
        }
    }

    /// The rewrites of the braced list `span` (of an initialiser or a compound literal)
    /// initialising `ty`. For CUDA, a struct's list whose designators do not name the
    /// members in declaration order, each once, is spelt again so (`designated`), or
    /// refused where that would change its meaning.
    fn init_list(
        &mut self,
        items: &[InitItem],
        span: Span,
        ty: Option<&Type>,
        out: &mut Vec<(Span, String)>,
    ) {
        let targets = match self.lowered.lists.get(&span) {
            Some(targets) => targets.clone(),
            None => {
                self.missing_record::<()>(span, "initialiser list");
                Vec::new()
            }
        };
        let mut reps = Vec::new();
        for (it, target) in items.iter().zip(&targets) {
            for d in &it.designators {
                match d {
                    Designator::Index(e) => self.expr(e, &mut reps),
                    Designator::Range(a, b) => {
                        self.expr(a, &mut reps);
                        self.expr(b, &mut reps);
                    }
                    // `{ .local = 1 }`: members are renamed where they are keywords of the
                    // device language (`offload::types`).
                    Designator::Member(m) => {
                        if self.target.is_keyword(&m.name) {
                            reps.push((m.span, self.target.member_ident(&m.name)));
                        }
                    }
                }
            }
            self.initializer(&it.init, target.ty.as_ref(), &mut reps);
        }
        if !self.target.cxx() {
            out.extend(reps);
            return;
        }
        match designated::cxx_member_order(items, ty, &targets) {
            designated::CxxList::AsWritten => out.extend(reps),
            designated::CxxList::Respelt(entries) => {
                let text = self.cxx_list_text(items, &entries, &reps);
                out.push((span, text));
            }
            designated::CxxList::Refused(why) => {
                out.extend(reps);
                self.errors.push(
                    Diagnostic::error(span, "CUDA device code cannot take this designated initialiser")
                        .with_label(why)
                        .with_note("nvcc compiles device code as C++, which takes designators only in the order of the struct's members, each member once; accc spells such a list again, gathering the items of one member or element into its own braced list, only where C's rules place every value and the meaning does not depend on the order written")
                        .with_help("give the member a braced list of its own (`.m = {...}`), or compile for --target=multicore or --target=opencl"),
                );
            }
        }
    }

    /// The braced list of the items of a list, in the order and nesting `entries` give.
    fn cxx_list_text(
        &self,
        items: &[InitItem],
        entries: &[designated::CxxEntry<'_>],
        reps: &[(Span, String)],
    ) -> String {
        let spelt: Vec<String> = entries
            .iter()
            .map(|entry| match entry {
                designated::CxxEntry::Item { index, steps } => {
                    let value = render(self.sm, items[*index].init.span(), reps);
                    format!("{} = {value}", self.designation(steps))
                }
                designated::CxxEntry::Nested { step, entries } => {
                    let inner = self.cxx_list_text(items, entries, reps);
                    format!(
                        "{} = {inner}",
                        self.designation(std::slice::from_ref(*step))
                    )
                }
            })
            .collect();
        format!("{{{}}}", spelt.join(", "))
    }

    /// A designation as the device language writes it (members renamed where they are
    /// its keywords).
    fn designation(&self, steps: &[Step]) -> String {
        steps
            .iter()
            .map(|step| match step {
                Step::Member { name, .. } => format!(".{}", self.target.member_ident(name)),
                Step::Element(k) => format!("[{}]", k.unwrap_or_default()),
            })
            .collect()
    }

    /// Collects the rewrites inside `e`.
    fn expr(&mut self, e: &Expr, out: &mut Vec<(Span, String)>) {
        if let Some(register) = self.rewrites.carried.get(&e.span) {
            out.push((e.span, register.clone()));
            return;
        }
        if !self.cache.active.is_empty() {
            if let Some(text) = self.cached_access(e) {
                out.push((e.span, text));
                return;
            }
        }
        if let Some(text) = self.complex(e) {
            out.push((e.span, text));
            return;
        }
        match &e.kind {
            ExprKind::Ident(i) => {
                if let Some(r) = self
                    .sema
                    .symbols
                    .resolve(i)
                    .and_then(|id| self.rewrites.renamed.get(&id))
                {
                    out.push((e.span, r.clone()));
                } else if self.target.is_reserved(&i.name) && self.sema.symbols.resolve(i).is_some()
                {
                    out.push((e.span, self.target.kernel_ident(&i.name)));
                }
            }
            ExprKind::Index { .. } => {
                if let Some((root, subs)) = self.flattened_chain(e) {
                    let text = self.flatten(root, &subs);
                    out.push((e.span, text));
                    return;
                }
                if let ExprKind::Index { base, index } = &e.kind {
                    self.expr(base, out);
                    self.expr(index, out);
                }
            }
            ExprKind::Call { callee, args } => self.call(e, callee, args, out),
            // `sizeof` of an expression, as `lower::sizes` decided it.
            ExprKind::SizeofExpr(expr) => match self.lowered.sizes.get(&e.span).cloned() {
                Some(Sizeof::OfType(ty)) => out.push((
                    e.span,
                    format!("sizeof({})", self.target.type_text(&ty.declare(""))),
                )),
                Some(Sizeof::AsWritten) => self.expr(expr, out),
                None => {
                    self.missing_record::<()>(e.span, "`sizeof`");
                }
            },
            ExprKind::Cast { ty, expr } => self.cast(e, ty, expr, out),
            ExprKind::Unary { expr, .. } | ExprKind::AlignofExpr(expr) => self.expr(expr, out),
            ExprKind::Assign { lhs, rhs, .. } => {
                self.expr(lhs, out);
                self.expr(rhs, out);
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                self.expr(lhs, out);
                self.expr(rhs, out);
            }
            ExprKind::Cond { cond, then, els } => {
                self.expr(cond, out);
                if let Some(t) = then {
                    self.expr(t, out);
                }
                self.expr(els, out);
            }
            ExprKind::Member { base, member, .. } => {
                let replaced = member_chain(e, self.sema)
                    .and_then(|key| {
                        self.rewrites
                            .reduced_members
                            .get(&key)
                            .or_else(|| self.rewrites.member_pointers.get(&key))
                    })
                    .cloned();
                match replaced {
                    Some(param) => out.push((e.span, param)),
                    None => {
                        self.expr(base, out);
                        if self.target.is_keyword(&member.name) {
                            out.push((member.span, self.target.member_ident(&member.name)));
                        }
                    }
                }
            }
            ExprKind::Comma(list) => {
                for x in list {
                    self.expr(x, out);
                }
            }
            ExprKind::StmtExpr(b) => self.block(b, out),
            ExprKind::CompoundLiteral { ty, items, list } => {
                self.kept_space(e, ty, out);
                let literal_type = self.sema.symbols.type_of(e);
                self.init_list(items, *list, literal_type.as_ref(), out);
            }
            _ => {}
        }
    }

    /// Collects the rewrites of the call `e` of `callee` with `args` as
    /// `passes::lower::calls` decided it before the printing (its errors were raised
    /// then): the device's name for the function (math, classification, routine versions,
    /// `bind`), the conversions of its arguments, and the globals a routine uses, passed
    /// as extra arguments.
    fn call(&mut self, e: &Expr, callee: &Expr, args: &[Expr], out: &mut Vec<(Span, String)>) {
        let Some(decided) = self.lowered.calls.get(&e.span).cloned() else {
            self.missing_record::<()>(e.span, "call");
            return;
        };
        self.needs.add_call(&decided);
        if let Callee::FpConstant { nan, float } = decided.callee {
            // `INFINITY`, `NAN`, `HUGE_VAL` as the headers spell them.
            out.push((e.span, self.target.fp_constant(nan, float).to_string()));
            return;
        }
        let callee_text = self.callee_text(callee, &decided);
        if decided.globals.is_empty() {
            if let Some(text) = callee_text {
                out.push((callee.span, text));
            }
            self.call_arguments(args, &decided.conversions, out);
        } else {
            let name = callee_text.unwrap_or_else(|| self.sm.snippet(callee.span).to_string());
            let mut texts: Vec<String> = args.iter().map(|a| self.expr_text(a)).collect();
            texts.extend(
                decided
                    .globals
                    .iter()
                    .map(|&g| global_argument(self.sema, self.target, g)),
            );
            out.push((e.span, format!("{name}({})", texts.join(", "))));
        }
    }

    /// The device's name for the function a call `decided` goes to, where it differs
    /// from the source's `callee`: the target's spelling of a math function or
    /// classification, a routine's `bind` name or its name renamed off a word of the device
    /// language, OpenCL's routine version for the arguments' spaces.
    fn callee_text(&mut self, callee: &Expr, decided: &Call) -> Option<String> {
        let ExprKind::Ident(i) = &callee.kind else {
            return None;
        };
        if let Some(v) = &decided.version {
            return Some(version_name(
                &self.target.kernel_ident(&v.device),
                &v.spaces,
            ));
        }
        match &decided.callee {
            Callee::Classification { class, ty } => {
                Some(self.target.classification(class, ty.c_type()))
            }
            Callee::Math { base } => {
                let name = self.target.math_spelling(base);
                (name != i.name).then_some(name)
            }
            Callee::Routine(RoutineName::Own) => self
                .target
                .is_reserved(&i.name)
                .then(|| self.target.kernel_ident(&i.name)),
            Callee::Routine(RoutineName::BoundC(name)) => Some(self.target.kernel_ident(name)),
            Callee::Routine(RoutineName::BoundAsWritten(name)) => Some(name.clone()),
            Callee::AsWritten | Callee::Printf | Callee::FpConstant { .. } => None,
        }
    }

    /// Collects the rewrites of the cast `e` of `expr` to `ty`: on OpenCL, the address
    /// space `lower::spaces` decided the cast keeps, in front of its type.
    fn cast(
        &mut self,
        e: &Expr,
        ty: &accc_front::ast::TypeName,
        expr: &Expr,
        out: &mut Vec<(Span, String)>,
    ) {
        self.kept_space(e, ty, out);
        self.expr(expr, out)
    }

    /// OpenCL: the address space `lower::spaces` decided the cast or compound literal `e`
    /// of type `ty` keeps, in front of its type.
    fn kept_space(&self, e: &Expr, ty: &accc_front::ast::TypeName, out: &mut Vec<(Span, String)>) {
        if let Some(&space) = self.spaces.as_ref().and_then(|s| s.casts.get(&e.span)) {
            out.push((
                Span {
                    lo: ty.span.lo,
                    hi: ty.span.lo,
                },
                self.target.space_qualifier(space).to_string(),
            ));
        }
    }

    /// A partitioned loop nest as its record says (`passes::gpu::partition`): a loop over
    /// the linearised iterations of its collapsed loops, bounds evaluated in the kernel.
    fn partitioned_loop(&mut self, p: &Partitioned, key: u32) -> String {
        // (`key` names the loop's variables.)
        let id = self.sm.name_tag(key);
        let NestText {
            counts,
            total,
            header,
        } = self.nest_text(p, &id);
        self.rewrites.elided.extend(p.elided.iter().copied());
        let body = match &p.form {
            PartitionForm::WorkerRounds { guarded, .. } => {
                self.worker_body(&p.body, guarded, &worker_flag(&id))
            }
            _ => self.stmt_text(&p.body),
        };
        let (first, stride) = self.lanes_text(p);
        let (before, mut after) = self.lane_reductions(p);
        if p.barrier_after {
            after.push_str(&format!(" {};", self.target.barrier()));
        }
        let n = total.join(" * ");
        match &p.form {
            PartitionForm::UniformRounds {
                tile_columns,
                width,
                trip_count,
            } => {
                let form = (*tile_columns, *width, *trip_count);
                let rounds = self.uniform_rounds(p, &id, &n, &first, form);
                format!("{{ {counts}{before}{rounds} {header}\n{body}\n}}{after} }}")
            }
            PartitionForm::WorkerRounds { workers, .. } => format!(
                "{{ {counts}{before}for (long __accc_b{id} = 0; __accc_b{id} < {n}; __accc_b{id} += {workers}) {{ const long __accc_it{id} = __accc_b{id} + {first}; const int {flag} = __accc_it{id} < {n}; long __accc_r{id} = __accc_it{id}; {header}\n{body}\n}}{after} }}",
                flag = worker_flag(&id),
            ),
            PartitionForm::Stride => format!(
                "{{ {counts}{before}for (long __accc_it{id} = {first}; __accc_it{id} < {n}; __accc_it{id} += {stride}) {{ long __accc_r{id} = __accc_it{id}; {header}\n{body}\n}}{after} }}",
            ),
        }
    }

    /// The trip counts of a partitioned nest's loops (`__accc_tc<id>_<k>`, none past the
    /// end of an idle worker's vector loop) and the header that gives each loop variable
    /// its value from the linear iteration `__accc_r<id>`, then the private copies.
    fn nest_text(&mut self, p: &Partitioned, id: &str) -> NestText {
        let d = self.target;
        let mut counts = String::new();
        let mut total = Vec::new();
        let mut header = String::new();
        for (k, c) in p.loops.iter().enumerate().rev() {
            let lo = self.expr_text(&c.lower);
            let hi = self.expr_text(&c.bound);
            let tc = format!("__accc_tc{id}_{k}");
            let trip = accc_sema::loops::trip_text(
                &lo,
                &hi,
                c.step,
                &c.step_text,
                c.cmp,
                c.unsigned_type.as_deref(),
            );
            // A vector loop of an idle worker has no iterations (its bounds may depend on
            // the worker's loop variable, past its end there).
            let trip = match &p.lanes {
                Lanes::WorkerVector { worker, .. } => {
                    let active = worker_flag(&self.sm.name_tag(worker.lo));
                    format!("{active} ? (long)({trip}) : 0")
                }
                _ => format!("(long)({trip})"),
            };
            counts.push_str(&format!("long {tc} = {trip}; if ({tc} < 0) {tc} = 0; "));
            total.push(tc.clone());
            let ty = self.sema.symbols.get(c.var).ty.clone();
            let decl = d.type_text(&ty.declare(&d.kernel_ident(&c.var_name)));
            let step = &c.step_text;
            if k == 0 {
                header.push_str(&format!("{decl} = ({lo}) + __accc_r{id} * ({step}); "));
            } else {
                header.push_str(&format!(
                    "{decl} = ({lo}) + (__accc_r{id} % {tc}) * ({step}); __accc_r{id} /= {tc}; "
                ));
            }
        }
        for &v in &p.private {
            let s = self.sema.symbols.get(v);
            header.push_str(&format!("{}; ", d.type_text(&s.ty.declare(&s.name))));
        }
        NestText {
            counts,
            total,
            header,
        }
    }

    /// A thread's first iteration of a partitioned loop and the stride between its
    /// iterations, by the loop's lanes.
    fn lanes_text(&self, p: &Partitioned) -> (String, String) {
        let d = self.target;
        match (p.block, &p.lanes) {
            (None, _) => (d.global_id().to_string(), d.global_size().to_string()),
            (Some(_), Lanes::Block) => (d.lane().to_string(), d.lanes().to_string()),
            (Some(_), Lanes::Rows { dim }) => {
                let (below, gangs) = (DIM_GANGS[dim - 2], DIM_GANGS[dim - 1]);
                (
                    format!("({} / {below}) % {gangs}", d.group_id()),
                    gangs.to_string(),
                )
            }
            (Some(_), Lanes::Gangs { dim }) => {
                let gangs = DIM_GANGS[dim - 1];
                (
                    format!(
                        "({} % {gangs}) * {} + {}",
                        d.group_id(),
                        d.lanes(),
                        d.lane()
                    ),
                    format!("{gangs} * {}", d.lanes()),
                )
            }
            (Some(_), Lanes::Workers { vector, workers }) => {
                (format!("({} / {vector})", d.lane()), workers.to_string())
            }
            (Some(_), Lanes::WorkerVector { vector, .. }) => {
                (format!("({} % {vector})", d.lane()), vector.to_string())
            }
        }
    }

    /// A partitioned loop's reductions: each thread saves the variable and starts from the
    /// identity (`before`); after the loop the group combines the lanes' contributions as
    /// the record says, and every thread continues with the saved value combined
    /// (`after`).
    fn lane_reductions(&self, p: &Partitioned) -> (String, String) {
        let d = self.target;
        let (mut before, mut after) = (String::new(), String::new());
        let Some(block) = p.block else {
            return (before, after);
        };
        for r in &p.reductions {
            let s = self.sema.symbols.get(r.sym);
            let name = d.kernel_ident(&s.name);
            let t = d.type_text(&s.ty.spelling());
            let save = format!("__accc_save_{name}");
            let identity = r.op.identity(&s.ty);
            before.push_str(&format!("{t} {save} = {name}; {name} = {identity}; "));
            let contribution = match r.contribution {
                Contribution::Partial => name.clone(),
                Contribution::FirstOfWorker { vector } => {
                    format!("(__accc_lane % {vector} == 0 ? {name} : {identity})")
                }
            };
            let reduction = VectorReduction {
                op: r.op,
                ty: &s.ty,
                name: &name,
                save: &save,
                buf: &format!("__accc_vred_{}", s.name),
                contribution: &contribution,
                group: r.group,
            };
            after.push_str(&match r.combine {
                Combine::Shuffles => reduction.by_shuffles(d),
                Combine::Tree => reduction.by_tree(d, block),
            });
        }
        (before, after)
    }

    /// The head of a vector loop's uniform rounds (see `cache::emit::UNIFORM`) over the
    /// `n` iterations of loop `id`, up to the linear iteration `__accc_r<id>`, as its
    /// `Form::UniformRounds` says: every thread of the block runs each round, its flags
    /// off past the end. In a 2-D tile (`tile_columns`) the rounds start at the block's column tile and stride over the
    /// tiles of the launch, and a thread whose row has no gang iteration has no iteration
    /// either.
    fn uniform_rounds(
        &self,
        p: &Partitioned,
        id: &str,
        n: &str,
        first: &str,
        (tile_columns, width, trip_count): (Option<u32>, super::cache::WidthMethod, Option<i128>),
    ) -> String {
        let d = self.target;
        let (on, _) = super::cache::emit::UNIFORM;
        let block = p.block.unwrap_or(1);
        let (start, first, across, stride, row_on) = match tile_columns {
            Some(tx) => {
                let (lx, on_y, _, _) = super::cache::emit::TILE;
                let (column_base, column_tiles) = super::cache::emit::TILE_COLUMNS;
                (
                    column_base.to_string(),
                    lx.to_string(),
                    tx,
                    format!("{column_tiles} * {tx}"),
                    format!("{on_y} && "),
                )
            }
            None => (
                "0".into(),
                first.to_string(),
                block,
                block.to_string(),
                String::new(),
            ),
        };
        let width =
            super::cache::emit::width(d, width, across, n, &format!("__accc_b{id}"), trip_count);
        format!(
            "for (long __accc_b{id} = {start}; __accc_b{id} < {n}; __accc_b{id} += {stride}) {{ const long __accc_it{id} = __accc_b{id} + {first}; const int {on_x} = __accc_it{id} < {n}; const int {on} = {row_on}{on_x}; {width} long __accc_r{id} = __accc_it{id};",
            on_x = super::cache::emit::ON_COLUMN
        )
    }

    /// The body of a worker loop (a block, see `Lanes::Workers`): the statements its
    /// record guards run only where the worker has an iteration (`active`); its vector
    /// loops and declarations run in every thread.
    fn worker_body(&mut self, body: &Stmt, guarded: &[Span], active: &str) -> String {
        let StmtKind::Compound(b) = &body.kind else {
            return self.stmt_text(body);
        };
        let mut reps = Vec::new();
        self.elided_headers(b, &mut reps);
        for item in &b.items {
            match item {
                BlockItem::Decl(decl) => {
                    self.pragmas(&decl.pragmas, &mut reps);
                    if let LocalDeclKind::Decl(dl) = &decl.kind {
                        self.decl(dl, &mut reps);
                    }
                }
                BlockItem::Stmt(s) if !guarded.contains(&s.span) => self.stmt(s, &mut reps),
                BlockItem::Stmt(s) => {
                    let mut own = Vec::new();
                    self.stmt(s, &mut own);
                    let (inside, outside): (Vec<_>, Vec<_>) = own
                        .into_iter()
                        .partition(|(sp, _)| s.span.lo <= sp.lo && sp.hi <= s.span.hi);
                    reps.extend(outside);
                    let t = render(self.sm, s.span, &inside);
                    reps.push((s.span, format!("if ({active}) {{ {t} }}")));
                }
            }
        }
        render(self.sm, body.span, &reps)
    }

    /// `A[i][j]` where `A` is a flattened VLA pointer: the root symbol and the subscripts,
    /// outermost first.
    fn flattened_chain<'e>(&self, e: &'e Expr) -> Option<(SymbolId, Vec<&'e Expr>)> {
        let (id, _, subs) = subscripted_variable(e, &self.sema.symbols)?;
        self.rewrites
            .flattened
            .contains_key(&id)
            .then_some((id, subs))
    }

    /// `A[i][j]` → `A[((i)) * __accc_A_d1 + (j)]`. With fewer subscripts than the full
    /// rank the result is a pointer to the start of that sub-array.
    fn flatten(&mut self, root: SymbolId, subs: &[&Expr]) -> String {
        let dims = self.rewrites.flattened[&root].clone();
        let name = self.sema.symbols.get(root).name.clone();
        let mut linear = String::new();
        for (k, s) in subs.iter().enumerate() {
            let text = self.expr_text(s);
            linear = if k == 0 {
                format!("({text})")
            } else {
                format!("({linear}) * {} + ({text})", dims[k - 1])
            };
        }
        if subs.len() == dims.len() + 1 {
            return format!("{name}[{linear}]");
        }
        for d in &dims[subs.len().saturating_sub(1).min(dims.len())..] {
            linear = format!("({linear}) * {d}");
        }
        format!("({name} + {linear})")
    }

    /// The arguments of a call to a function without globals to pass, each converted
    /// to the floating type the call's record gives it (a math function's integer
    /// argument).
    fn call_arguments(
        &mut self,
        args: &[Expr],
        conversions: &[Option<Floating>],
        out: &mut Vec<(Span, String)>,
    ) {
        for (k, a) in args.iter().enumerate() {
            match conversions.get(k).copied().flatten() {
                Some(ty) => {
                    let text = self.expr_text(a);
                    out.push((a.span, format!("({})({text})", ty.c_type())));
                }
                None => self.expr(a, out),
            }
        }
    }

    /// An `atomic` statement as `passes::lower::atomic` decided it runs on the device
    /// (before the printing: [`Rewriter::decide_lowering`]): the statement as written, or
    /// calls to the target's atomic helpers (with CUDA's run-time test of where the object
    /// lives); nothing where the pass refused it (its error was raised then).
    fn atomic(&mut self, s: &Stmt) -> String {
        let Some(decided) = self.lowered.atomics.get(&s.span).cloned() else {
            self.errors.push(Diagnostic::error(
                s.span,
                "internal error: this `atomic` statement has no lowering record (the atomic pass did not reach it)",
            ));
            return String::new();
        };
        match decided {
            None => String::new(),
            Some(Lowered::Private) => self.plain_statement(s),
            Some(Lowered::Access(access)) => {
                let helper = access
                    .operation()
                    .and_then(|op| self.target.atomic_helper(&access.ty, op));
                self.needs.atomic_helpers.extend(helper);
                let operation = self.atomic_access(&access);
                if !access.local_check {
                    return operation;
                }
                let t = self.expr_text(access.x);
                let plain = self.plain_statement(s);
                format!("if (__isLocal((const void *)&({t}))) {{ {plain} }} else {{ {operation} }}")
            }
        }
    }

    /// A statement as the user wrote it, rewritten for the device like any other.
    fn plain_statement(&mut self, s: &Stmt) -> String {
        let mut reps = Vec::new();
        match &s.kind {
            StmtKind::Compound(b) => self.block(b, &mut reps),
            StmtKind::Expr(e) => self.expr(e, &mut reps),
            _ => {}
        }
        render(self.sm, s.span, &reps)
    }

    /// An atomic access as calls to the target's atomic helpers (a `const` object's load
    /// as a plain one).
    fn atomic_access(&mut self, access: &AtomicAccess<'_>) -> String {
        let ty = &access.ty;
        let t = self.expr_text(access.x);
        match access.form {
            Form::ConstLoad { v } => format!("{} = {t};", self.expr_text(v)),
            Form::Load { v } => {
                let v = self.expr_text(v);
                format!("{v} = {};", self.target.atomic_load(ty, &t))
            }
            Form::Store { value } => {
                let value = self.expr_text(value);
                format!("{};", self.target.atomic_store(ty, &t, &value))
            }
            Form::Update { op, operand } => {
                let operand = self.operand_text(operand);
                format!("(void){};", self.fetch(ty, op, &t, &operand))
            }
            Form::Capture {
                v,
                op,
                operand,
                captured,
            } => {
                let v = self.expr_text(v);
                let operand = self.operand_text(operand);
                let old = self.fetch(ty, op, &t, &operand);
                match captured {
                    Captured::Old => format!("{v} = {old};"),
                    // The new value is computed from the old one the atomic operation
                    // returned, not read again (another thread may have changed it since).
                    Captured::New => {
                        let ty = self.target.type_text(&ty.resolved().spelling());
                        format!("{v} = {};", combine(op, &ty, &old, &operand))
                    }
                }
            }
        }
    }

    /// The operand of an atomic operation as kernel text.
    fn operand_text(&mut self, operand: Operand<'_>) -> String {
        match operand {
            Operand::One => "1".to_string(),
            Operand::Expr(e) => format!("({})", self.expr_text(e)),
        }
    }

    fn fetch(&mut self, ty: &accc_sema::Type, op: AtomicOp, target: &str, val: &str) -> String {
        self.target.atomic_fetch(ty, op, target, val)
    }

    fn type_of(&self, e: &Expr) -> accc_sema::Type {
        self.sema
            .symbols
            .type_of(e)
            .unwrap_or(accc_sema::Type::Basic(BasicType::Int))
    }
}

/// How device code passes global `g` on to a routine: arrays by their (device) address,
/// scalars by the pointer to their device copy.
pub fn global_argument(sema: &Sema, dialect: &dyn Target, g: SymbolId) -> String {
    let s = sema.symbols.get(g);
    if s.ty.is_array() || s.ty.is_pointer() {
        dialect.kernel_ident(&s.name)
    } else {
        format!("__accc_p_{}", s.name)
    }
}

/// The value after `old op val` as C text, converted to the object's type `ty` as the
/// assignment to it converts (`v = ++c` of an `unsigned char` at 255 captures 0).
fn combine(op: AtomicOp, ty: &str, old: &str, val: &str) -> String {
    format!("(({ty})({}))", op.apply(old, val))
}

// ------------------------------------------------------------------------ cache regions

impl Rewriter<'_> {
    /// A block of a kernel with cache regions: a region replaces the statements it covers;
    /// in a uniform loop body, statements off the way to a shared region run only for the
    /// threads that have an iteration (every thread runs the way itself, barriers included).
    fn cache_block(&mut self, b: &Block, out: &mut Vec<(Span, String)>) {
        use super::cache::plan::{cache_directive, item_pragmas, item_span, region_items};
        let (on, _) = super::cache::emit::UNIFORM;
        let guarded = self.rewrites.cache.path.contains(&b.span.lo);
        let mut k = 0;
        while k < b.items.len() {
            let item = &b.items[k];
            let planned = cache_directive(self.sema, item_pragmas(item)).filter(|(_, id)| {
                self.rewrites.cache.plans.contains_key(id) && !self.cache.started.contains(id)
            });
            if let Some((d, id)) = planned {
                let region = region_items(d, &b.items, k);
                self.pragmas(item_pragmas(item), out);
                let span = Span {
                    lo: item_span(&region[0]).lo,
                    hi: item_span(region.last().expect("non-empty")).hi,
                };
                let mut text = self.cache_region(id, region, span);
                let shares = self.rewrites.cache.plans[&id].uniform_path.is_some();
                if guarded && !shares {
                    text = format!("if ({on}) {{ {text} }}");
                }
                out.push((span, text));
                k += region.len();
                continue;
            }
            // In a coarsened tile, what runs for the thread's iteration runs for each row.
            let coarse = self.rewrites.cache.coarse.clone().filter(|_| guarded);
            let each_row = |me: &Self, text: &str| match &coarse {
                Some(c) => me.each_row(c, &row_exists(), text),
                None => text.to_string(),
            };
            match item {
                BlockItem::Stmt(s) if guarded && !self.rewrites.cache.path.contains(&s.span.lo) => {
                    self.pragmas(&s.pragmas, out);
                    let text = self.stmt_text(s);
                    out.push((s.span, each_row(self, &format!("if ({on}) {{ {text} }}"))));
                }
                BlockItem::Stmt(s) => self.stmt(s, out),
                BlockItem::Decl(d) => {
                    self.pragmas(&d.pragmas, out);
                    if let (LocalDeclKind::Decl(decl), Some(c)) = (&d.kind, &coarse) {
                        // One variable per row (`Coarse::per_row`), set in each row.
                        let mut text = String::new();
                        for i in &decl.declarators {
                            let sym = self.sema.symbols.declared_by(&i.declarator);
                            let Some(sym) = sym.filter(|s| c.per_row.contains(s)) else {
                                unreachable!(
                                    "a coarsened tile declares only per-row variables on its way"
                                );
                            };
                            let var = self.sema.symbols.get(sym);
                            let name = self.target.kernel_ident(&var.name);
                            let array = format!("{name}[{}]", c.rows_per_thread);
                            text.push_str(&self.target.type_text(&var.ty.declare(&array)));
                            text.push_str(";\n");
                            if let Some(Initializer::Expr(e)) = &i.init {
                                let t = self.expr_text(e);
                                let set =
                                    format!("{name}[{}] = ({on} ? ({t}) : 0);", super::cache::ROW);
                                text.push_str(&each_row(self, &set));
                            }
                        }
                        out.push((d.span, text));
                    } else if let LocalDeclKind::Decl(decl) = &d.kind {
                        if guarded {
                            self.guarded_declaration(decl, on, out);
                        } else {
                            self.decl(decl, out);
                        }
                    }
                }
            }
            k += 1;
        }
    }

    /// A declaration that every thread runs, whose initialisers only the threads for which
    /// `on` holds evaluate (the others must not read memory there).
    fn guarded_declaration(&mut self, decl: &Declaration, on: &str, out: &mut Vec<(Span, String)>) {
        if self.declaration_spaces(decl, Some(on), out) {
            return;
        }
        for init in &decl.declarators {
            self.guarded_declarator(init, on, out);
        }
    }

    /// One name of a guarded declaration (see [`Self::guarded_declaration`]).
    fn guarded_declarator(
        &mut self,
        init: &InitDeclarator,
        on: &str,
        out: &mut Vec<(Span, String)>,
    ) {
        if let Some(Initializer::Expr(e)) = &init.init {
            let t = self.expr_text(e);
            out.push((e.span, format!("({on} ? ({t}) : 0)")));
        }
        self.declared_name(init, out);
    }

    /// The text of a cache region: ranges and fetch, the statements with their accesses
    /// mapped to the copies, write-back.
    fn cache_region(&mut self, id: u32, items: &[BlockItem], span: Span) -> String {
        self.cache.started.insert(id);
        let plan = self.rewrites.cache.plans[&id].clone();
        let render_items = |me: &mut Self| {
            let mut reps = Vec::new();
            for it in items {
                match it {
                    BlockItem::Stmt(s) => me.stmt(s, &mut reps),
                    BlockItem::Decl(d) => {
                        me.pragmas(&d.pragmas, &mut reps);
                        if let LocalDeclKind::Decl(decl) = &d.kind {
                            me.decl(decl, &mut reps);
                        }
                    }
                }
            }
            render(me.sm, span, &reps)
        };
        if plan.vars.is_empty() {
            return render_items(self);
        }
        let lowers: Vec<Vec<String>> = match &plan.neighbourhood {
            // (Its `lower`s are the compiler's, `index ± c` or `c`, not text of the user's:
            // written from the index's text and the constant.)
            Some(n) => {
                let index = self.expr_text(&n.index);
                plan.vars
                    .iter()
                    .map(|v| {
                        let lower = &v.dims[0].lower;
                        let mut moving = false;
                        accc_sema::analyze::for_each_ident(lower, &mut |_| moving = true);
                        let c = accc_sema::consteval::eval(lower, &|_| Some(0));
                        vec![match (moving, c) {
                            (true, Some(c)) => format!("{index} + ({c})"),
                            (false, Some(c)) => format!("({c})"),
                            (_, None) => {
                                self.errors.push(Diagnostic::error(
                                    lower.span,
                                    "internal error: a cached neighbourhood's range is not the index plus a constant",
                                ));
                                String::new()
                            }
                        }]
                    })
                    .collect()
            }
            // (An `fcw` range's `lower` is the compiler's `PIVOT - BEFORE`: see `plan::fcw_fetched`.)
            None if plan.fcw => plan
                .vars
                .iter()
                .map(|v| {
                    v.dims
                        .iter()
                        .map(|d| match &d.lower.kind {
                            ExprKind::Binary { lhs, rhs, .. } => {
                                let before = match &rhs.kind {
                                    ExprKind::IntLit(n) => n.clone(),
                                    _ => unreachable!("an fcw range's BEFORE is a literal"),
                                };
                                format!("({}) - {before}", self.expr_text(lhs))
                            }
                            _ => unreachable!("an fcw range's lower is PIVOT - BEFORE"),
                        })
                        .collect()
                })
                .collect(),
            None => plan
                .vars
                .iter()
                .map(|v| v.dims.iter().map(|d| self.expr_text(&d.lower)).collect())
                .collect(),
        };
        if plan.predicated {
            // Every thread runs the statements; those without an iteration take no part.
            let on = plan
                .uniform_path
                .as_ref()
                .map(|_| super::cache::emit::UNIFORM.0);
            let Some(guards) = plan.guards.clone() else {
                unreachable!("the `fcw` planner guards every block that communicates");
            };
            return self.region_text(&plan, &lowers, span, &mut |me| {
                me.guarded_items(items, &guards, on)
            });
        }
        self.region_text(&plan, &lowers, span, &mut |me| render_items(me))
    }

    /// The statement of a predicated `fcw` block (`RegionStep::ChannelStatements`) as the
    /// `fcw` planner guarded it (`accc_ir::fcw`); `on`: the threads with an iteration
    /// (`None`: every thread).
    fn guarded_items(&mut self, items: &[BlockItem], g: &Guarded, on: Option<&str>) -> String {
        let [BlockItem::Stmt(s)] = items else {
            unreachable!("an `fcw` region is the statement its directive precedes");
        };
        let first = self.cache.predicates as usize;
        let names = PredicateNames { on, first };
        let text = self.guarded_stmt(s, g, &names);
        self.cache.predicates += g.predicates() as u32;
        format!("{text}\n")
    }

    /// `s` as `g` says (see `accc_ir::fcw::How`).
    fn guarded_stmt(&mut self, s: &Stmt, g: &Guarded, names: &PredicateNames) -> String {
        let barrier = format!(" {};", self.target.barrier());
        let mut text = String::new();
        if g.barrier_before {
            text.push_str(&barrier);
        }
        match (&g.how, &s.kind) {
            (How::Jump, _) => text.push_str(&self.stmt_text(s)),
            (How::Run(pred), _) => {
                let code = self.stmt_text(s);
                text.push_str(&match names.text(pred) {
                    Some(p) => format!(" if ({p}) {{ {code} }}"),
                    None => code,
                });
            }
            (How::UniformIf { then: gt, els: ge }, StmtKind::If { cond, then, els }) => {
                let cond = self.expr_text(cond);
                let then = self.guarded_stmt(then, gt, names);
                let _ = write!(text, "if ({cond}) {{\n{then}\n}}");
                if let (Some(e), Some(ge)) = (els, ge) {
                    let _ = write!(text, " else {{\n{}\n}}", self.guarded_stmt(e, ge, names));
                }
            }
            (How::Items(gs), StmtKind::Compound(b)) => {
                text.push_str("{\n");
                for (it, g) in b.items.iter().zip(gs) {
                    let item = match it {
                        BlockItem::Stmt(x) => self.guarded_stmt(x, g, names),
                        BlockItem::Decl(d) => self.fcw_declaration(d, g, names),
                    };
                    text.push_str(&item);
                    text.push('\n');
                }
                text.push('}');
            }
            (How::ChannelWrite(pred), StmtKind::Expr(e)) => {
                text.push_str(&self.channel_write(e, names.text(pred).as_deref(), &barrier))
            }
            (
                How::SplitIf {
                    pred,
                    n,
                    then: gt,
                    els: ge,
                },
                StmtKind::If { cond, then, els },
            ) => {
                // The condition, evaluated once by the threads that take part.
                let c = names.name(*n);
                let cond = self.expr_text(cond);
                let taken = match names.text(pred) {
                    Some(p) => format!("({p}) && ({cond})"),
                    None => format!("({cond})"),
                };
                let _ = write!(text, "{{ const int {c} = {taken};\n");
                text.push_str(&self.guarded_stmt(then, gt, names));
                if let (Some(e), Some(ge)) = (els, ge) {
                    text.push('\n');
                    text.push_str(&self.guarded_stmt(e, ge, names));
                }
                text.push_str("\n}");
            }
            (
                How::Loop(gb),
                StmtKind::For { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. },
            ) => {
                // The header as written (every thread runs the loop alike), the body
                // guarded.
                let inner = self.guarded_stmt(body, gb, names);
                self.cache.spliced.insert(body.span.lo, inner);
                text.push_str(&self.stmt_text(s));
            }
            _ => unreachable!("the guards of an `fcw` block mirror its statements"),
        }
        text
    }

    /// A declaration of a predicated `fcw` block, guarded (`How::Declare`).
    fn fcw_declaration(&mut self, d: &LocalDecl, g: &Guarded, names: &PredicateNames) -> String {
        let How::Declare(pred) = &g.how else {
            unreachable!("the guards of an `fcw` block mirror its statements");
        };
        let mut text = String::new();
        if g.barrier_before {
            let _ = write!(text, " {};", self.target.barrier());
        }
        text.push_str(&self.predicated_declaration(d, names.text(pred).as_deref()));
        text
    }

    /// A declaration in a predicated `fcw` block: every thread declares the variables,
    /// only those that take part evaluate the initialisers (those of scalars and pointers:
    /// `passes::ext::fcw::initialised_aggregates` has refused the others).
    fn predicated_declaration(&mut self, d: &LocalDecl, pred: Option<&str>) -> String {
        let mut reps = Vec::new();
        self.pragmas(&d.pragmas, &mut reps);
        let LocalDeclKind::Decl(decl) = &d.kind else {
            return render(self.sm, d.span, &reps);
        };
        let Some(p) = pred else {
            self.decl(decl, &mut reps);
            return render(self.sm, d.span, &reps);
        };
        self.guarded_declaration(decl, p, &mut reps);
        render(self.sm, d.span, &reps)
    }

    /// The element a channel write `e` (`a[…] = v`, `a[…] op= v`, `a[…]++` …) stores to,
    /// when `e` is one: `a` is a channel of the region being written.
    fn channel_written<'e>(&self, e: &'e Expr) -> Option<&'e Expr> {
        let target = match &e.kind {
            ExprKind::Assign { lhs, .. } => &**lhs,
            ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                expr,
            } => &**expr,
            _ => return None,
        };
        let mut root = target;
        while let ExprKind::Index { base, .. } = &root.kind {
            root = base;
        }
        let ExprKind::Ident(i) = &root.kind else {
            return None;
        };
        let sym = self.sema.symbols.resolve(i)?;
        let a = self.cache.active.iter().find(|a| a.var.sym == sym)?;
        a.var.fcw.is_some_and(|u| u.channel).then_some(target)
    }

    /// A channel write run under `pred` (D Listing 6.6): the threads that take part compute
    /// the value (reading the tile as it is), every thread waits, they store it, every
    /// thread waits again.
    fn channel_write(&mut self, e: &Expr, pred: Option<&str>, barrier: &str) -> String {
        let Some(target) = self.channel_written(e) else {
            unreachable!("only channel writes hold barriers among expression statements");
        };
        let old = self.expr_text(target);
        let value = match &e.kind {
            ExprKind::Assign { op: None, rhs, .. } => self.expr_text(rhs),
            ExprKind::Assign {
                op: Some(op), rhs, ..
            } => {
                format!("{old} {} ({})", op.as_str(), self.expr_text(rhs))
            }
            ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PostInc,
                ..
            } => format!("{old} + 1"),
            _ => format!("{old} - 1"),
        };
        let ty = self.type_of(target);
        let decl = self.target.type_text(&ty.declare("__accc_cw"));
        let store = self
            .tile_store(e, target, "__accc_cw")
            .expect("a channel is an active copy");
        let p = pred.unwrap_or("1");
        format!(
            "{{ {decl} = 0; if ({p}) __accc_cw = ({value});{barrier} if ({p}) {store};{barrier} }}"
        )
    }

    /// Whether `s`, a `for` loop in a cache region, walks a tile: it runs a constant
    /// number of times, at least [`TILE_WALK`] (its bounds differ by a constant, as in
    /// `for (j = jj; j < jj + 256; j++)`). nvcc unrolls such a loop by 4; by 8, as for a
    /// staged loop's whole tiles, N-body's directive took 36.54 ms instead of 37.97
    /// (H200, bench/results/archive/cache/h200-2026-11-22-neighbourhoods.md). Shorter loops nvcc
    /// unrolls whole.
    fn walks_tile(&self, s: &Stmt) -> bool {
        if self.cache.active.is_empty() {
            return false;
        }
        let Ok(c) = accc_sema::loops::canonical_loop(s, &self.sema.symbols, self.sm) else {
            return false;
        };
        let form = |e: &Expr| accc_sema::loops::affine(e, &self.sema.symbols);
        let (Some(lower), Some(bound), Some(step)) = (form(&c.lower), form(&c.bound), c.step)
        else {
            return false;
        };
        bound
            .add(&lower, -1)
            .as_constant()
            .is_some_and(|span| step != 0 && span / step.abs() >= TILE_WALK)
    }

    /// A loop staged by the compiler (see `cache::stage`): strip-mined into tiles, each
    /// fetched by the block as a `cache` region whose range starts at the tile.
    fn staged_loop(&mut self, s: &Stmt, plan: &super::cache::plan::RegionPlan) -> String {
        use super::cache::stage;
        let (StmtKind::For { body, .. }, Some(stage)) = (&s.kind, &plan.stage) else {
            unreachable!("a stage is planned for a `for` loop");
        };
        let (lo, hi, t) = stage::registers(&plan.name);
        let lower = self.expr_text(&stage.lower);
        let bound = self.expr_text(&stage.bound);
        let end = if stage.inclusive {
            format!("({bound}) + 1")
        } else {
            format!("({bound})")
        };
        let var = self.sema.symbols.get(stage.var);
        let name = self.target.kernel_ident(&var.name);
        let decl = self.target.type_text(&var.ty.declare(&name));
        // The tile's first index in the loop variable's own type, so that the loops over
        // a tile compare and step in that type, as the user's loop did (with the `long`
        // tile start, nvcc could not tell that a whole tile runs exactly `tile` times).
        let first = format!("__accc_j0{}", plan.name);
        let first_decl = self.target.type_text(&var.ty.declare(&first));
        // (Every copy's extent is the tile's: the first copy's register holds it.)
        let extent = super::cache::emit::extent_register(&plan.name, 0, 0);
        let lowers: Vec<Vec<String>> = plan
            .vars
            .iter()
            .map(|v| {
                let rows = v.dims.iter().skip(1).map(|_| "0".to_string());
                std::iter::once(first.clone()).chain(rows).collect()
            })
            .collect();
        // A whole tile runs a loop of constant trip count, unrolled without exit tests so
        // that its shared loads are in flight together (the last tile's loop, whose count
        // is known only at run time, is not). nvcc merges the two loops unless told how to
        // unroll each; by 8 rather than 4, N-body took 74.4 ms instead of 76.5 on the H200.
        let (unroll, once) = match self.target.unroll_pragmas() {
            true => ("\n#pragma unroll 8\n", "\n#pragma unroll 1\n"),
            false => ("\n", "\n"),
        };
        let tiles = self.region_text(plan, &lowers, s.span, &mut |me| {
            let body = me.stmt_text(body);
            format!(
                "if ({extent} == {tile}) {{{unroll}for ({decl} = {first}; {name} < {first} + {tile}; {name}++) {body}\n}} else {{{once}for ({decl} = {first}; {name} < {first} + {extent}; {name}++) {body}\n}}",
                tile = stage.tile
            )
        });
        format!(
            "{{ const long {lo} = {lower}; const long {hi} = {end};\nfor (long {t} = {lo}; {t} < {hi}; {t} += {tile}) {{ const {first_decl} = {t}; {tiles} }}\n}}",
            tile = stage.tile
        )
    }

    /// A region's text around its statements (`body`): ranges and fetch, the statements
    /// with their accesses mapped to the copies (`lowers[k][j]`: the kernel text of the
    /// j-th `lower` of variable k), write-back.
    fn region_text(
        &mut self,
        plan: &super::cache::plan::RegionPlan,
        lowers: &[Vec<String>],
        span: Span,
        body: &mut dyn FnMut(&mut Self) -> String,
    ) -> String {
        use super::cache::emit;
        let id = plan.id;
        let syms: Vec<SymbolId> = plan.vars.iter().map(|v| v.sym).collect();
        let globals: Vec<String> = syms.iter().map(|&s| self.global_base(s)).collect();
        let flattened: Vec<Option<Vec<String>>> = syms
            .iter()
            .map(|s| self.rewrites.flattened.get(s).cloned())
            .collect();
        let global =
            |k: usize, idx: &[String]| global_element(&globals[k], flattened[k].as_deref(), idx);
        let file = self.sm.locate(span).file.clone();
        let steps = &self.rewrites.cache.steps[&id];
        let guarded = steps
            .iter()
            .any(|s| matches!(s, RegionStep::Statements { guarded: true }));
        let accesses = &self.rewrites.cache.accesses[&id];
        let pro = emit::prologue(
            plan,
            steps,
            self.target,
            self.cache.block,
            &self.cache.opts,
            &accesses.placement,
            lowers,
            &global,
            &file,
        );
        let accesses = accesses.clone();
        // The statements with their accesses mapped to the copies (`windowed`: the
        // window's copy read from its registers), hoisted indices first.
        let mut statements = |me: &mut Self, windowed: bool| {
            let mut active = pro.active.clone();
            if !windowed {
                active.iter_mut().for_each(|a| a.window = None);
            }
            let outer_active = std::mem::replace(&mut me.cache.active, active);
            let outer_accesses = std::mem::replace(&mut me.cache.accesses, accesses.clone());
            let outer_hoisted = std::mem::take(&mut me.cache.hoisted);
            let body = body(me);
            let hoists: String = me
                .cache
                .hoisted
                .iter()
                .map(|(_, reg, expr)| format!(" const long {reg} = {expr};"))
                .collect();
            me.cache.active = outer_active;
            me.cache.accesses = outer_accesses;
            me.cache.hoisted = outer_hoisted;
            format!("{{{hoists}\n{body}\n}}")
        };
        if let Some(w) = &plan.window {
            // Twice: the statements are written again for the iterations at the end of
            // the loop, without the window. Their diagnostics once: the lowering's were
            // raised before the printing (`decide_lowering`); what the printing raises
            // (a designated list CUDA refuses, internal errors) the second writing would
            // raise again.
            let partitioned = self.rewrites.partitioned.clone();
            let fast = statements(self, true);
            let raised = self.errors.len();
            self.rewrites.partitioned = partitioned;
            let shared = statements(self, false);
            self.errors.truncate(raised);
            let inner = self.windowed_iterations(plan, w, &pro.active[w.var], &fast, &shared);
            return format!("{{{}\n{inner}\n{} }}", pro.before, pro.after);
        }
        let (on, _) = emit::UNIFORM;
        let inner = statements(self, false);
        let inner = if guarded {
            format!("if ({on}) {inner}")
        } else {
            inner
        };
        // A coarsened tile: the copies hold the rows of all the thread's gang iterations;
        // the statements run for each, with the gang variable and the flag declared anew.
        // When all the rows exist they run unguarded and unrolled, so that the device
        // compiler keeps what adjacent rows read in common in registers (the copies'
        // indices are then constants apart, see `emit::Active::lowers`).
        let inner = match self
            .rewrites
            .cache
            .coarse
            .clone()
            .filter(|c| c.region == id)
        {
            Some(c) if !c.adjacent => self.each_row(&c, &row_exists(), &inner),
            Some(c) => {
                let on_x = emit::ON_COLUMN;
                let (first, apart) = self.first_row(&c);
                format!(
                    "if ({on_x} && {first} + {last} < __accc_n) {{\n{all}\n}} else {{\n{some}\n}}",
                    last = (c.rows_per_thread - 1) * apart,
                    all = self.each_row(&c, "1", &inner),
                    some = self.each_row(&c, &row_exists(), &inner),
                )
            }
            None => inner,
        };
        format!("{{{}\n{inner}\n{} }}", pro.before, pro.after)
    }

    /// The first row (gang iteration) of this thread in a coarsened tile, and how many
    /// iterations its rows are apart.
    fn first_row(&self, c: &super::cache::Coarse) -> (String, u32) {
        let (_, _, ly, _) = super::cache::emit::TILE;
        let rows = c.rows_per_thread;
        if c.adjacent {
            (format!("__accc_gb + {ly} * {rows}"), 1)
        } else {
            let height = self.rewrites.cache.tile.map_or(1, |(_, rows)| rows) / rows;
            (format!("__accc_gb + {ly}"), height)
        }
    }

    /// `inner` run for each of the thread's rows of a coarsened tile, with the gang variable
    /// and the iteration declared anew and the flag set to `on`. Unrolled when the rows
    /// are adjacent (see `cache::Coarse`) or have variables of their own: those are arrays
    /// indexed by the row, which stay in registers only when every index is a constant.
    /// (Rows apart, as in a transpose, ran 1.24× slower unrolled, with the unguarded
    /// path: 2.02 against 1.63 ms on smem_acc's transpose-YX, H200.) Only where the target
    /// takes unroll hints: PoCL 3.1 miscompiled the hinted loops of a coarsened GEMM tile
    /// (threads past the loop's end stored their row, bench/cache/gemm.c at N = 48).
    fn each_row(&self, c: &super::cache::Coarse, on: &str, inner: &str) -> String {
        use super::cache::ROW;
        let (flag, _) = super::cache::emit::UNIFORM;
        let gang = self.sema.symbols.get(c.gang.var);
        let decl = self
            .target
            .type_text(&gang.ty.declare(&self.target.kernel_ident(&c.gang.name)));
        let (first, apart) = self.first_row(c);
        format!(
            "{unroll}for (int {ROW} = 0; {ROW} < {rows}; {ROW}++) {{ const long __accc_it = {first} + {ROW} * {apart}; {decl} = (__accc_lo0 + __accc_it * __accc_st0); const int {flag} = {on};\n{inner}\n}}",
            rows = c.rows_per_thread,
            unroll = if self.target.unroll_pragmas() && (c.adjacent || !c.per_row.is_empty()) {
                "\n#pragma unroll\n"
            } else {
                ""
            },
        )
    }

    /// A region with a register window (see `cache::window`). When all the thread's
    /// iterations exist, it loads their window from the shared copy as vectors and runs
    /// the statements `fast` (which read the window) for each, unconditionally, so that
    /// the device compiler may interleave them; otherwise — the end of the loop — it runs
    /// `shared` (which read the copy) for those that exist. The window lives in the first
    /// branch only: a window live across both branches took the stencil from 40 to 95
    /// registers per thread. Each iteration declares the loop variable anew.
    fn windowed_iterations(
        &self,
        plan: &super::cache::plan::RegionPlan,
        w: &accc_ir::tile::Window,
        a: &super::cache::emit::Active,
        fast: &str,
        shared: &str,
    ) -> String {
        use super::cache::window::{registers, vector_type, ITERATION, PER_THREAD};
        let d = self.target;
        let (on, _) = super::cache::emit::UNIFORM;
        let super::cache::plan::Threads::Lanes { sharing: Some(s) } = &plan.threads else {
            unreachable!("a window is planned only for a shared loop");
        };
        let var = self.sema.symbols.get(s.var);
        let decl = d.type_text(&var.ty.declare(&d.kernel_ident(&s.name)));
        let elem = a.var.elem.spelling();
        let vector = vector_type(&elem).expect("a window has 4-byte elements");
        let regs = registers(&plan.name);
        let lane = d.lane();
        let first = format!("__accc_b + {PER_THREAD} * {lane}");
        let load = d.vector_load(
            vector,
            &format!("{} + {} * {lane}", a.copy, w.rho * PER_THREAD as i128),
            "__accc_q",
        );
        let unroll = if d.unroll_pragmas() {
            "#pragma unroll\n"
        } else {
            ""
        };
        let iteration = format!(
            "{unroll}for (int {ITERATION} = 0; {ITERATION} < {PER_THREAD}; {ITERATION}++) {{ const long __accc_it = {first} + {ITERATION}; {decl} = (__accc_lo0 + __accc_it * __accc_st0); const int {on} = __accc_it < __accc_n;"
        );
        format!(
            "if ({first} + {last} < __accc_n) {{ {t} {regs}[{n}];\n{unroll}for (int __accc_q = 0; __accc_q < {quads}; __accc_q++) {{ const {vector} __accc_x = {load}; {regs}[4 * __accc_q] = __accc_x.x; {regs}[4 * __accc_q + 1] = __accc_x.y; {regs}[4 * __accc_q + 2] = __accc_x.z; {regs}[4 * __accc_q + 3] = __accc_x.w; }}\n{iteration}\n{fast}\n}}\n}} else {{\n{iteration} if ({on}) {shared}\n}}\n}}",
            last = PER_THREAD - 1,
            t = d.type_text(&elem),
            n = w.elements,
            quads = w.elements / 4,
        )
    }

    /// The kernel name of an array (a device pointer parameter).
    fn global_base(&self, sym: SymbolId) -> String {
        self.target.kernel_ident(&self.sema.symbols.get(sym).name)
    }

    /// An access to a variable of the region being written, as kernel text, as
    /// `accc_passes::ext::cache::access` recorded it.
    fn cached_access(&mut self, e: &Expr) -> Option<String> {
        let Some(access) = self.cache.accesses.at(e.span).cloned() else {
            self.unrecorded_access(e);
            return None;
        };
        let (target, assign) = match (&access.form, &e.kind) {
            (AccessForm::Read, _) => (e, None),
            (AccessForm::Assign { op }, ExprKind::Assign { lhs, rhs, .. }) => {
                let op = format!("{}=", op.map_or("", |o| o.as_str()));
                (&**lhs, Some((op, Stored::Expr(rhs))))
            }
            (AccessForm::Step { up, .. }, ExprKind::Unary { expr, .. }) => {
                let op = if *up { "+=" } else { "-=" };
                (&**expr, Some((op.to_string(), Stored::One)))
            }
            // (Printed by `channel_write`, between its barriers.)
            (AccessForm::ChannelStore, _) => return None,
            _ => unreachable!("an access's form is its expression's"),
        };
        let text = self.tile_access(&access, target, assign);
        // A postfix increment yields the value before it.
        Some(match access.form {
            AccessForm::Step {
                up: true,
                postfix: true,
            } => format!("({text} - 1)"),
            AccessForm::Step {
                up: false,
                postfix: true,
            } => format!("({text} + 1)"),
            _ => text,
        })
    }

    /// An element of a copy being printed must have the record the access pass made of
    /// it: printed as a global access, a write would miss the copy, which the write-back
    /// then stores over it.
    fn unrecorded_access(&mut self, e: &Expr) {
        let Some((sym, _, subs)) = subscripted_variable(e, &self.sema.symbols) else {
            return;
        };
        let copied =
            (self.cache.active.iter()).any(|a| a.var.sym == sym && a.var.dims.len() == subs.len());
        if copied {
            let name = &self.sema.symbols.get(sym).name;
            self.errors.push(Diagnostic::error(
                e.span,
                format!("internal error: this element of the cached `{name}` has no access record (the cache's access pass did not reach it)"),
            ));
        }
    }

    /// The store of `value` (C text) by the channel write `e` into its element `target`.
    fn tile_store(&mut self, e: &Expr, target: &Expr, value: &str) -> Option<String> {
        let access = (self.cache.accesses.at(e.span))
            .filter(|a| a.form == AccessForm::ChannelStore)?
            .clone();
        Some(self.tile_access(&access, target, Some(("=".into(), Stored::Text(value)))))
    }

    /// `access` of `target`, an element of an active copy, that reads it (`assign: None`)
    /// or writes it (`op`, `=`, `+=`…, with what is stored).
    fn tile_access(
        &mut self,
        access: &TileAccess,
        target: &Expr,
        assign: Option<(String, Stored<'_>)>,
    ) -> String {
        use super::cache::emit;
        let Some((_, _, subs)) = subscripted_variable(target, &self.sema.symbols) else {
            unreachable!("an access is an element of its copy's variable");
        };
        let a = self.cache.active[access.var].clone();
        if let (Some(regs), Some(terms)) = (&a.window, &access.window) {
            // A read of a register window (its copy is read-only).
            let names = |s: SymbolId| self.target.kernel_ident(&self.sema.symbols.get(s).name);
            return super::cache::window::register(regs, a.var.dims[0].rho, terms, &names);
        }
        let idx: Vec<String> = subs.iter().map(|s| self.expr_text(s)).collect();
        let mut ks = Vec::new();
        for (j, (index, x)) in access.indices.iter().zip(&idx).enumerate() {
            let k = match index.form {
                IndexForm::Relative(Place::Origin) => format!("({x}) - ({})", a.lowers[j]),
                IndexForm::Relative(place) => format!(
                    "{} + (({x}) - ({}))",
                    emit::place_text(place, self.target),
                    a.lowers[j]
                ),
                IndexForm::FromStart => format!("({x}) - {}", a.starts[j]),
            };
            let Some(slot) = index.hoisted else {
                ks.push(format!("({k})"));
                continue;
            };
            // Registers named in the order of their first use. (The pass gives equal
            // index texts one slot: checked here, where the texts are known.)
            let reg = match self.cache.hoisted.iter().find(|(s, _, _)| *s == slot) {
                Some((_, r, text)) => {
                    debug_assert_eq!(*text, k, "a hoisted slot holds one index");
                    r.clone()
                }
                None => {
                    debug_assert!(
                        !self.cache.hoisted.iter().any(|(_, _, text)| *text == k),
                        "equal hoisted indices share a slot"
                    );
                    let r = format!(
                        "__accc_h{}_{}",
                        a.copy.trim_start_matches("__accc_c"),
                        self.cache.hoisted.len()
                    );
                    self.cache.hoisted.push((slot, r.clone(), k));
                    r
                }
            };
            ks.push(reg);
        }
        let sym = a.var.sym;
        let flat = self.rewrites.flattened.get(&sym).cloned();
        let g = global_element(&self.global_base(sym), flat.as_deref(), &idx);
        let rhs_text = match &assign {
            Some((_, Stored::Expr(rhs))) => Some(self.expr_text(rhs)),
            Some((_, Stored::One)) => Some("1".to_string()),
            Some((_, Stored::Text(t))) => Some(t.to_string()),
            None => None,
        };
        let opts = self.cache.opts.clone();
        emit::access(
            &a,
            self.target,
            &opts,
            &ks,
            &idx,
            &g,
            assign
                .as_ref()
                .map(|(op, _)| (op.as_str(), rhs_text.as_deref().unwrap_or("1"))),
        )
    }
}

/// Fewest iterations of a loop [`Rewriter::walks_tile`] unrolls by 8.
const TILE_WALK: i128 = 64;

/// Whether the row of a coarsened tile being run exists (in its loop over the rows).
fn row_exists() -> String {
    format!("{} && __accc_it < __accc_n", super::cache::emit::ON_COLUMN)
}

/// `a[i][j]` in kernel text, or its flattened form for a variable-length array pointer.
fn global_element(base: &str, flattened: Option<&[String]>, idx: &[String]) -> String {
    match flattened {
        None => format!(
            "{base}{}",
            idx.iter().map(|i| format!("[{i}]")).collect::<String>()
        ),
        Some(dims) => {
            let mut linear = format!("({})", idx[0]);
            for (k, x) in idx.iter().enumerate().skip(1) {
                linear = format!("({linear}) * {} + ({x})", dims[k - 1]);
            }
            format!("{base}[{linear}]")
        }
    }
}

/// What a write to a cached element stores: the user's expression, `1` (an increment or
/// decrement), or text the compiler wrote.
enum Stored<'e> {
    Expr(&'e Expr),
    One,
    Text(&'e str),
}

/// The C names of an `fcw` block's predicates in its kernel: `on` for the threads with an
/// iteration (`None`: every thread), `__accc_p{first + n}` for predicate `n` (numbered
/// across the kernel's blocks).
struct PredicateNames<'o> {
    on: Option<&'o str>,
    first: usize,
}

impl PredicateNames<'_> {
    fn name(&self, n: usize) -> String {
        format!("__accc_p{}", self.first + n)
    }

    fn text(&self, p: &Pred) -> Option<String> {
        p.text(self.on, &|n| self.name(n))
    }
}
