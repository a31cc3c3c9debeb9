//! What a loop kernel declares and how its variables are shared
//! ([`accc_ir::kernel::outline::LoopContents`]): the collapsed nest's loop variables, the
//! loop's reductions and private variables with the construct's own, its firstprivate
//! ones, and the headers of a `collapse(force:n)` nest sunk into its body.

use accc_ir::kernel::outline::LoopContents;
use accc_ir::{ComputeRegion, Loop};
use accc_sema::data_attr::DataAttr;

/// The contents of the kernel of loop `l` of `region` (the fused view where the unit is
/// fused).
pub fn loop_contents(region: &ComputeRegion<'_>, l: &Loop<'_>) -> LoopContents {
    let mut loop_vars = Vec::new();
    let mut cur = l;
    loop_vars.extend(cur.var());
    for _ in 1..l.collapse {
        match cur.children.first() {
            Some(c) => {
                cur = c;
                loop_vars.extend(cur.var());
            }
            None => break,
        }
    }
    let mut reductions = l.reductions.clone();
    // A reduction of the construct itself (`parallel reduction(+:x)` around a gang loop)
    // is a reduction of the kernel that runs the loop.
    region.add_construct_reductions(&mut reductions);
    let mut private = l.private.clone();
    // `private` on the construct (`parallel private(buf)`): one copy per gang, as a gang
    // loop's own, which this loop's iterations are.
    for v in &region.vars {
        if v.attr == DataAttr::Private && !v.implicit && !private.contains(&v.sym) {
            private.push(v.sym);
        }
    }
    LoopContents {
        loop_vars,
        reductions,
        private,
        firstprivate: l.firstprivate.clone(),
        elided_headers: l.sunk_headers().to_vec(),
    }
}
