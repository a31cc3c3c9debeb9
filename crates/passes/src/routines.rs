//! The `routine` functions of the device program (`accc_ir::routine`): the globals each
//! routine uses, to the fixpoint of the call graph (the device versions take them as
//! trailing pointer parameters, the calls pass them on; the checking mode of the CPU
//! targets passes them too); on a target without recursion, the error at the call that
//! closes a cycle; and the versions the program defines, with their parameters by role:
//! every routine's all-global version and, on OpenCL, the versions for other address
//! spaces that the kernels ask for and those these ask for in turn, each with its body's
//! spaces decided (`lower::spaces`) and the versions its calls go to.

use std::collections::{BTreeSet, HashMap, VecDeque};

use accc_front::ast::{Derived, Stmt};
use accc_front::{Diagnostic, Span};
use accc_ir::calls::Version;
use accc_ir::routine::{DecidedRoutines, DeviceRoutines, RoutineParam, RoutineVersion};
use accc_ir::spaces::Space;
use accc_ir::{Caps, Module, RoutineTarget};
use accc_sema::analyze::Sema;
use accc_sema::{SymbolId, Type};

use crate::lower::body::{decide_in_module, Body};
use crate::lower::calls::defined;
use crate::lower::spaces::{self as space_pass, PointerResults};

/// What the decisions ask of the device language (the name this pass's callers know).
pub use accc_ir::RoutineTarget as Device;

/// The routines of the device program and the errors of their decision.
pub struct Decided {
    pub routines: DeviceRoutines,
    /// On a target without recursion, one error per cycle of calls.
    pub recursion: Vec<Diagnostic>,
    /// The errors of each version of `routines.versions` (a variable-length array
    /// parameter, what OpenCL C's spaces cannot say), in the same order.
    pub version_errors: Vec<Vec<Diagnostic>>,
}

/// The pipeline's `routine_versions` step (GPU targets, after `kernels`): the routines of
/// `module`'s device program for `device` ([`decide`], with the versions the kernels'
/// calls go to, `Decisions::body_lowering`), each version's body lowering (in its
/// spaces, on a target of `caps`) and its errors in the order the back end raises them;
/// nothing where the module has no kernel.
pub fn device_routines<'a>(
    module: &Module<'a>,
    sema: &'a Sema,
    device: Device,
    caps: Caps,
) -> DecidedRoutines<'a> {
    if module.regions.iter().all(|r| r.kernels.is_empty()) {
        return DecidedRoutines::default();
    }
    let requested: BTreeSet<Version> = (module.regions.iter())
        .flat_map(|r| &r.kernels)
        .flat_map(|k| std::iter::once(&k.kernel).chain(&k.strips_twin))
        .flat_map(|d| d.body_lowering.calls.values())
        .filter_map(|c| c.version.clone())
        .collect();
    let decided = decide(module, sema, device, &requested);
    let mut declared = BTreeSet::new();
    let (mut lowerings, mut errors) = (Vec::new(), Vec::new());
    for (v, mut version_errors) in (decided.routines.versions.iter()).zip(decided.version_errors) {
        // Once a routine, however many versions print its body.
        if declared.insert(v.routine) {
            let declarations = &module.routine_declaration_errors[v.routine];
            version_errors.extend(declarations.iter().cloned());
        }
        let body = Body::Block(&module.routine_defs[v.routine].body);
        let spaces = v.spaces.as_ref();
        let (lowering, mut lowering_errors) = decide_in_module(body, (module, sema), caps, spaces);
        version_errors.append(&mut lowering_errors);
        lowerings.push(lowering);
        errors.push(version_errors);
    }
    DecidedRoutines {
        routines: decided.routines,
        recursion: decided.recursion,
        lowerings,
        errors,
    }
}

/// Decides the routines of `module`'s device program for `device`; `requested`: the
/// versions the kernels call (OpenCL), in the order they are defined after the all-global
/// ones. The globals each routine uses are the pipeline's (`Module::routine_globals`).
pub fn decide(
    module: &Module<'_>,
    sema: &Sema,
    device: RoutineTarget,
    requested: &BTreeSet<Version>,
) -> Decided {
    let globals = &module.routine_globals;
    let recursion = match device.recursion {
        true => Vec::new(),
        false => recursion_errors(module, sema),
    };
    let cx = VersionContext {
        module,
        sema,
        device,
        globals,
        results: PointerResults::of(module, sema),
    };
    // Every routine has its version for global pointers; the versions the kernels ask
    // for follow, then those the versions ask for in turn, round by round.
    let mut todo: VecDeque<(usize, Option<Vec<Space>>)> =
        (0..module.routine_defs.len()).map(|i| (i, None)).collect();
    let mut asked: Vec<Version> = requested.iter().cloned().collect();
    let mut done: BTreeSet<Version> = BTreeSet::new();
    let (mut versions, mut version_errors) = (Vec::new(), Vec::new());
    loop {
        if todo.is_empty() {
            for version in asked.drain(..) {
                if done.contains(&version) {
                    continue;
                }
                if let Some(i) = module.routine_defs.iter().position(|f| {
                    (f.declarator.name.as_ref()).is_some_and(|n| n.name == version.device)
                }) {
                    todo.push_back((i, Some(version.spaces)));
                }
            }
            if todo.is_empty() {
                break;
            }
        }
        let (i, spaces) = todo.pop_front().expect("a version to decide");
        let Some((version, errors)) = cx.version(i, spaces) else {
            continue;
        };
        if !done.insert(version.key.clone()) {
            continue;
        }
        asked.extend(version.calls.iter().cloned());
        versions.push(version);
        version_errors.push(errors);
    }
    Decided {
        routines: DeviceRoutines {
            globals: globals.clone(),
            versions,
        },
        recursion,
        version_errors,
    }
}

/// What deciding one version of a routine reads.
struct VersionContext<'c, 'a> {
    module: &'c Module<'a>,
    sema: &'c Sema,
    device: RoutineTarget,
    globals: &'c HashMap<String, Vec<SymbolId>>,
    /// OpenCL: where the results of routines returning pointers point.
    results: PointerResults,
}

impl VersionContext<'_, '_> {
    /// The version of routine `index` (of `Module::routine_defs`) whose pointer parameters
    /// point into `spaces` (one per pointer parameter; `None`: all global), with its
    /// errors; `None` for a definition that declares no function.
    fn version(
        &self,
        index: usize,
        spaces: Option<Vec<Space>>,
    ) -> Option<(RoutineVersion, Vec<Diagnostic>)> {
        let (sema, f) = (self.sema, self.module.routine_defs[index]);
        let name = f.declarator.name.as_ref()?;
        let function = sema.symbols.decls.get(&name.span.lo).copied()?;
        let Type::Function { ret, .. } = &sema.symbols.get(function).ty else {
            return None;
        };
        let Some(Derived::Function(fd)) = f.declarator.derived.first() else {
            return None;
        };
        let mut errors = Vec::new();
        let (mut params, mut pointer_spaces) = (Vec::new(), Vec::new());
        let mut param_spaces = HashMap::new();
        for p in &fd.params {
            let Some(sym) = sema.symbols.declared_by(&p.declarator) else {
                continue;
            };
            let ty = &sema.symbols.get(sym).ty;
            errors.extend(self.variable_length_error(&name.name, p, ty));
            let pointer = ty.is_pointer().then(|| {
                let space = (spaces.as_ref())
                    .and_then(|s| s.get(pointer_spaces.len()).copied())
                    .unwrap_or(Space::Global);
                pointer_spaces.push(space);
                if space_pass::data_pointer(ty) {
                    param_spaces.insert(sym, space);
                }
                space
            });
            params.push(RoutineParam::User { sym, pointer });
        }
        // The globals it uses arrive as trailing parameters.
        let mut through_pointer = Vec::new();
        for &g in self.globals.get(&name.name).into_iter().flatten() {
            let gs = sema.symbols.get(g);
            let by_value = !(gs.ty.is_array() || gs.ty.is_pointer());
            if by_value {
                through_pointer.push(g);
            }
            params.push(RoutineParam::Global {
                sym: g,
                through_pointer: by_value,
            });
        }
        let body = f.body_stmt();
        // OpenCL: a pointer result points where the version's `return`s do.
        let (code_spaces, calls) = match self.device.address_spaces {
            true => {
                let returns = space_pass::data_pointer(ret).then_some(name.name.as_str());
                let cx = space_pass::Context {
                    sema,
                    facts: &space_pass::Facts::of_routine(through_pointer),
                    results: &self.results,
                };
                let (code_spaces, mut space_errors) =
                    space_pass::decide(&body, param_spaces, returns, &cx);
                errors.append(&mut space_errors);
                let calls = self.versions_called(&body, &code_spaces.calls);
                (Some(code_spaces), calls)
            }
            false => (None, Vec::new()),
        };
        let version = RoutineVersion {
            routine: index,
            result: (**ret).clone(),
            key: Version {
                device: name.name.clone(),
                spaces: pointer_spaces,
            },
            params,
            returned: code_spaces.as_ref().and_then(|s| s.returned),
            spaces: code_spaces,
            calls,
        };
        Some((version, errors))
    }

    /// `double m[n][n]`: C++ (nvcc) and OpenCL C take no variably-modified types.
    fn variable_length_error(
        &self,
        routine: &str,
        p: &accc_front::ast::ParamDecl,
        ty: &Type,
    ) -> Option<Diagnostic> {
        let variable = ty
            .element()
            .is_some_and(|e| e.is_array() && !crate::lower::sizes::fixed_size_array(self.sema, e));
        if !variable {
            return None;
        }
        let pname = (p.declarator.name.as_ref()).map_or("", |n| n.name.as_str());
        Some(
            Diagnostic::error(p.declarator.name_span(), format!("parameter `{pname}` of routine `{routine}` has a variable-length array type, which device code cannot take"))
                .with_label("its rows' length is known only at run time")
                .with_help(format!("take a pointer to the elements and index it as `{pname}[i * n + j]`, or give the rows a constant length")),
        )
    }

    /// The versions of routines defined here that the calls of `body` go to, for the
    /// spaces of their pointer arguments (`calls`, by call; absent: all global), in the
    /// order of the versions.
    fn versions_called(&self, body: &Stmt, calls: &HashMap<Span, Vec<Space>>) -> Vec<Version> {
        let defined = defined(self.module);
        let versions: BTreeSet<Version> =
            (accc_sema::access::collect_stmt(body, &self.sema.symbols).calls)
                .into_iter()
                .filter_map(|c| {
                    let spaces = calls.get(&c.span)?;
                    let name = c.name?;
                    if !self.module.routines.contains(&name) {
                        return None;
                    }
                    let device = device_name(self.module, &name);
                    defined.contains(device).then(|| Version {
                        device: device.to_string(),
                        spaces: spaces.clone(),
                    })
                })
                .collect();
        versions.into_iter().collect()
    }
}

/// The function device code calls for routine `name` (`bind` followed).
fn device_name<'n>(module: &'n Module<'_>, name: &'n str) -> &'n str {
    (module.routine_binds.get(name)).map_or(name, |b| b.name.as_str())
}

/// The global variables each routine uses, directly or through the routines it calls (to
/// the fixpoint of the call graph), by its C name.
pub fn globals(module: &Module<'_>, sema: &Sema) -> HashMap<String, Vec<SymbolId>> {
    let syms = &sema.symbols;
    let mut uses: HashMap<String, (BTreeSet<SymbolId>, Vec<String>)> = HashMap::new();
    for f in &module.routine_defs {
        let Some(name) = f.declarator.name.as_ref() else {
            continue;
        };
        let acc = accc_sema::access::collect_stmt(&f.body_stmt(), syms);
        let globals = (acc.captured().into_iter())
            .filter(|&g| syms.get(g).is_static_storage && !syms.get(g).is_param)
            .collect();
        let callees = (acc.calls.iter())
            .filter_map(|c| c.name.clone())
            .filter(|n| module.routines.contains(n))
            .map(|n| device_name(module, &n).to_string())
            .collect();
        uses.insert(name.name.clone(), (globals, callees));
    }
    loop {
        let mut changed = false;
        let names: Vec<String> = uses.keys().cloned().collect();
        for n in &names {
            for c in uses[n].1.clone() {
                let extra: Vec<SymbolId> =
                    (uses.get(&c)).map_or_else(Vec::new, |(g, _)| g.iter().copied().collect());
                let entry = &mut uses.get_mut(n).expect("a routine of the map").0;
                for g in extra {
                    changed |= entry.insert(g);
                }
            }
        }
        if !changed {
            break;
        }
    }
    (uses.into_iter())
        .map(|(n, (g, _))| (n, g.into_iter().collect()))
        .collect()
}

/// OpenCL C forbids recursion (OpenCL 1.2 §6.9): a routine that calls itself, directly or
/// through other routines, is an error at the call that closes the cycle (one per cycle).
pub fn recursion_errors(module: &Module<'_>, sema: &Sema) -> Vec<Diagnostic> {
    let defined = defined(module);
    // The calls of each routine of the device program to routines of it, in order.
    let mut graph: Vec<(String, Vec<(String, Span)>)> = Vec::new();
    for f in &module.routine_defs {
        let Some(name) = f.declarator.name.as_ref() else {
            continue;
        };
        let edges = (accc_sema::access::collect_stmt(&f.body_stmt(), &sema.symbols).calls)
            .into_iter()
            .filter_map(|c| {
                let callee = device_name(module, c.name.as_deref()?).to_string();
                defined.contains(&callee).then_some((callee, c.span))
            })
            .collect();
        graph.push((name.name.clone(), edges));
    }
    let mut errors = Vec::new();
    let mut reported: BTreeSet<String> = BTreeSet::new();
    for (f, edges) in &graph {
        for (g, span) in edges {
            if reported.contains(f) {
                break;
            }
            let Some(back) = shortest_chain(&graph, g, f) else {
                continue;
            };
            let mut cycle = vec![f.clone()];
            cycle.extend(back);
            reported.extend(cycle.iter().cloned());
            errors.push(recursion_error(f, g, &cycle, *span));
        }
    }
    errors
}

/// The error at the call `span` of `g` in `f` that closes `cycle`.
fn recursion_error(f: &str, g: &str, cycle: &[String], span: Span) -> Diagnostic {
    let chain = (cycle.iter())
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(" → ");
    let what = match g == f {
        true => format!("routine `{f}` calls itself"),
        false => format!("routine `{f}` calls itself through `{g}`"),
    };
    Diagnostic::error(span, format!("{what}, but OpenCL C does not allow recursion"))
        .with_label("recursive call in device code")
        .with_note(format!("the cycle of calls: {chain}"))
        .with_help("rewrite the recursion as a loop (with an explicit stack if need be), or build for --target=cuda or --target=multicore")
}

/// The shortest chain of calls in `graph` (each routine's calls, in order) from `from` to
/// `to`, both included.
fn shortest_chain(
    graph: &[(String, Vec<(String, Span)>)],
    from: &str,
    to: &str,
) -> Option<Vec<String>> {
    let callees = |n: &str| -> Vec<String> {
        (graph.iter().find(|(f, _)| f == n))
            .map(|(_, e)| e.iter().map(|(c, _)| c.clone()).collect())
            .unwrap_or_default()
    };
    let mut prev: HashMap<String, String> = HashMap::new();
    let mut queue = VecDeque::from([from.to_string()]);
    let mut seen = BTreeSet::from([from.to_string()]);
    while let Some(n) = queue.pop_front() {
        if n == to {
            let mut chain = vec![n.clone()];
            let mut cur = n;
            while let Some(p) = prev.get(&cur) {
                chain.push(p.clone());
                cur = p.clone();
            }
            chain.reverse();
            return Some(chain);
        }
        for c in callees(&n) {
            if seen.insert(c.clone()) {
                prev.insert(c.clone(), n.clone());
                queue.push_back(c);
            }
        }
    }
    None
}
