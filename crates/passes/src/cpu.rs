//! The CPU back end's decisions about loops, made on the IR so that its printer only reads
//! them: whether OpenMP can take a loop's header as the user wrote it
//! ([`Loop::openmp_normalised`]). The `multicore` target's OpenMP version of a parallel
//! loop whose nest holds one that OpenMP cannot take counts the nest's iterations from 0
//! in `long long` instead (`back/src/host/multicore.rs`, `nest_headers`). And how many
//! loops of a `collapse` OpenMP collapses ([`Loop::openmp_collapse`]): only the
//! rectangular part of the nest.

use accc_ir::{Loop, Module};
use accc_sema::analyze::Sema;

/// Records on every loop of the module's regions and routines whether OpenMP must run
/// its header normalised.
pub fn openmp_headers(module: &mut Module<'_>, sema: &Sema) {
    fn visit(l: &mut Loop<'_>, sema: &Sema) {
        l.openmp_normalised = !openmp_runs_as_written(l, sema);
        if l.collapse > 1 && !l.collapsed_into_parent && l.sunk.is_none() {
            rectangular_collapse(l, sema);
        }
        for c in &mut l.children {
            visit(c, sema);
        }
    }
    let region_loops = module.regions.iter_mut().flat_map(|r| r.loops.iter_mut());
    for l in region_loops.chain(module.routine_loops.iter_mut()) {
        visit(l, sema);
    }
}

/// Cuts OpenMP's `collapse` of the nest under `l` before the first loop whose bounds or
/// step read the variable of a loop around it in the nest (`for (j = i; j < n; j++)`):
/// OpenACC asks for trip counts invariant in the nest, but the host target and
/// `gcc -fopenacc`'s host fall-back run such nests as C does, and GCC's OpenMP takes only
/// some of them (it refuses `j < i * i`, and a normalised header cannot count the inner
/// iterations before the nest starts). The loops after the cut run in each iteration of
/// the collapsed ones, their variables private to it: OpenMP made the variables of the
/// loops it collapsed private, the others declared outside their loop are added to
/// `l.private`.
fn rectangular_collapse(l: &mut Loop<'_>, sema: &Sema) {
    let mut outer = Vec::new();
    let mut sequential_vars = Vec::new();
    let mut cut = None;
    let mut level: &Loop<'_> = l;
    for depth in 0..l.collapse {
        let Ok(c) = &level.canonical else { return };
        if cut.is_none() && c.bounds_mention(&outer, &sema.symbols) {
            cut = Some(depth);
        }
        if cut.is_some() && !c.declared_in_init && !l.private.contains(&c.var) {
            sequential_vars.push(c.var);
        }
        outer.push(c.var);
        match level.children.first().filter(|c| c.collapsed_into_parent) {
            Some(next) if depth + 1 < l.collapse => level = next,
            _ => break,
        }
    }
    if let Some(cut) = cut {
        l.openmp_collapse = cut;
        l.private.append(&mut sequential_vars);
    }
}

/// Whether GCC's OpenMP runs this loop as C does. OpenMP computes the trip count in the
/// induction variable's type, and reads `!=` as `<` or `>`: it runs a loop whose distance
/// does not fit the type 0 times (`for (int i = -2000000000; i < 2000000000; i++)`),
/// and a `!=` loop that reaches its bound by wrapping around (`for (u = 10; u != -1u;
/// u--)`) too; with a step other than 1 it refuses `!=`. The answer errs on `false`, whose
/// cost is a rewritten loop that GCC may not vectorise.
fn openmp_runs_as_written(l: &Loop<'_>, sema: &Sema) -> bool {
    use accc_front::ast::BasicType as B;
    use accc_sema::loops::Cmp;
    let Ok(c) = &l.canonical else {
        return true; // not a loop accc rewrites
    };
    if c.cmp == Cmp::Ne {
        return false;
    }
    let (bits, signed) = match sema.symbols.get(c.var).ty.resolved() {
        accc_sema::Type::Basic(b) => match b {
            B::Char | B::SChar => (8, true),
            B::UChar | B::Bool => (8, false),
            B::Short => (16, true),
            B::UShort => (16, false),
            B::Int => (32, true),
            B::UInt => (32, false),
            _ => return true, // 64 bits and more
        },
        _ => (32, true), // an enumeration
    };
    let max = (1i128 << (bits - i32::from(signed))) - 1;
    let step = c.step.map_or(max, i128::abs);
    if let (Some(lo), Some(hi)) = (c.lower_value, c.bound_value) {
        return (hi - lo).abs() + step <= max;
    }
    // An unsigned distance always fits its type, but not always with the step that
    // rounds the count up added.
    if !signed {
        return step == 1;
    }
    // From a non-negative start up, or down to a non-negative end, the distance is at
    // most the type's maximum.
    match c.cmp {
        Cmp::Lt | Cmp::Le => c.lower_value.is_some_and(|lo| lo >= 0) && step == 1,
        _ => c.bound_value.is_some_and(|hi| hi >= -1) && step == 1,
    }
}
