//! The invariants of the device program's routines ([`DeviceRoutines`]): each version is
//! defined once, is a version of a routine of the module under its name, has one space per
//! pointer parameter, takes the user's parameters first and then, as pointers, exactly the
//! globals its routine uses (reading through the pointer those that are neither arrays nor
//! pointers); every routine has its all-global version; every version device code calls
//! is defined; only a version whose spaces were decided says where its result points.
//! The pipeline's record of them (`Module::device_routines`) has one lowering and one list
//! of errors per version, and defines every version the kernels' and the versions' bodies
//! call.

use std::collections::BTreeSet;

use accc_sema::analyze::Sema;

use crate::calls::Version;
use crate::routine::{DeviceRoutines, RoutineParam, RoutineVersion};
use crate::spaces::Space;
use crate::Module;

/// The broken invariants of `routines`, the routines of `m`'s device program (`sema`
/// gives the globals' types), of which the device code calls the versions `requested`;
/// nothing to check where no version is defined (a program without kernels, a CPU
/// target).
pub fn routines(
    m: &Module<'_>,
    sema: &Sema,
    routines: &DeviceRoutines,
    requested: &BTreeSet<Version>,
) -> Vec<String> {
    let mut broken = Vec::new();
    if routines.versions.is_empty() {
        return broken;
    }
    let mut defined: BTreeSet<&Version> = BTreeSet::new();
    for v in &routines.versions {
        let mut report = |why: String| {
            let spaces = format!("{:?}", v.key.spaces);
            broken.push(format!(
                "routine version `{}` {spaces}: {why}",
                v.key.device
            ));
        };
        if !defined.insert(&v.key) {
            report("is defined twice".into());
        }
        version(m, sema, routines, v, &mut report);
    }
    for (index, f) in m.routine_defs.iter().enumerate() {
        let Some(name) = f.declarator.name.as_ref() else {
            continue;
        };
        let all_global = (routines.versions.iter())
            .any(|v| v.routine == index && v.key.spaces.iter().all(|&s| s == Space::Global));
        if !all_global {
            broken.push(format!("routine `{}` has no all-global version", name.name));
        }
    }
    for v in &routines.versions {
        for called in v.calls.iter().filter(|c| !defined.contains(c)) {
            broken.push(format!(
                "routine version `{}` calls version {:?} of `{}`, which is not defined",
                v.key.device, called.spaces, called.device
            ));
        }
    }
    for asked in requested.iter().filter(|c| !defined.contains(c)) {
        broken.push(format!(
            "device code calls version {:?} of `{}`, which is not defined",
            asked.spaces, asked.device
        ));
    }
    broken
}

/// The broken invariants of the routines the pipeline decided (`m.device_routines`), the
/// versions called those the lowering records of the kernels and of the versions' bodies
/// name.
pub(super) fn decided(m: &Module<'_>, sema: &Sema, report: &mut dyn FnMut(String)) {
    let decided = &m.device_routines;
    let versions = decided.routines.versions.len();
    for (what, records) in [
        ("lowerings", decided.lowerings.len()),
        ("lists of errors", decided.errors.len()),
    ] {
        if records != versions {
            report(format!("{records} routine {what} for {versions} versions"));
        }
    }
    let kernels = (m.regions.iter())
        .flat_map(|r| &r.kernels)
        .flat_map(|k| std::iter::once(&k.kernel).chain(&k.strips_twin))
        .map(|d| &d.body_lowering);
    let requested: BTreeSet<Version> = (kernels.chain(&decided.lowerings))
        .flat_map(|l| l.calls.values())
        .filter_map(|c| c.version.clone())
        .collect();
    for why in routines(m, sema, &decided.routines, &requested) {
        report(why);
    }
}

/// The invariants of one version on its own.
fn version(
    m: &Module<'_>,
    sema: &Sema,
    routines: &DeviceRoutines,
    v: &RoutineVersion,
    report: &mut dyn FnMut(String),
) {
    let name = (m.routine_defs.get(v.routine))
        .and_then(|f| f.declarator.name.as_ref())
        .map(|n| n.name.as_str());
    if name != Some(v.key.device.as_str()) {
        report(format!(
            "names routine {} of the module, not itself",
            v.routine
        ));
    }
    let users: Vec<Option<Space>> = (v.params.iter())
        .map_while(|p| match p {
            RoutineParam::User { pointer, .. } => Some(*pointer),
            RoutineParam::Global { .. } => None,
        })
        .collect();
    let pointers = users.iter().flatten().count();
    if pointers != v.key.spaces.len() {
        report(format!(
            "has {} spaces for {pointers} pointer parameters",
            v.key.spaces.len()
        ));
    }
    if users.iter().flatten().ne(v.key.spaces.iter()) {
        report("its pointer parameters are not in its spaces".into());
    }
    let globals: Vec<_> = (v.params[users.len()..].iter())
        .map(|p| match *p {
            RoutineParam::Global {
                sym,
                through_pointer,
            } => {
                let ty = &sema.symbols.get(sym).ty;
                if through_pointer == (ty.is_array() || ty.is_pointer()) {
                    report(format!(
                        "reads global `{}` through its pointer or not, against its type",
                        sema.symbols.get(sym).name
                    ));
                }
                Some(sym)
            }
            RoutineParam::User { .. } => None,
        })
        .collect();
    let uses: Vec<_> = (routines.globals.get(&v.key.device))
        .map(|g| g.iter().copied().map(Some).collect())
        .unwrap_or_default();
    if globals != uses {
        report("its trailing parameters are not, in order, the globals it uses".into());
    }
    if v.returned.is_some() && v.spaces.is_none() {
        report("says where its result points without spaces decided".into());
    }
}
