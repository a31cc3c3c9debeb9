//! A kernel that runs a `collapse(2)` nest in column strips: its loop, what it prefetches
//! and what it carries in registers down its rows.

use accc_ir::kernel::Kernel;

use super::collapse;
use crate::offload::target::Words;

/// A column-strip kernel's loop, the elements it prefetches, and the values it keeps in
/// registers from one outer iteration to the next.
pub(super) fn column_strip_facts(
    k: &Kernel,
    l_line: u32,
    n: usize,
    words: &Words,
    push: &mut dyn FnMut(u32, String),
) {
    let Words { lanes, block, .. } = *words;
    push(
        l_line,
        format!(
            "#pragma acc loop gang, vector({}){} /* column strips: {lanes} along the inner loop from a multiple of 32, each {block} down its range of outer iterations */",
            k.block,
            collapse(n),
        ),
    );
    for (read, ahead) in &k.prefetched {
        push(
            l_line,
            format!(
                "Prefetching for `{read}` the element it reads {ahead} outer iterations later (a stencil across the outer loop)"
            ),
        );
    }
    for family in &k.carried {
        let (leading, trailing) = family.split_first().expect("a family has links");
        let later: Vec<String> = trailing
            .iter()
            .enumerate()
            .map(|(d, r)| match d {
                0 => format!("`{r}` (1 outer iteration later)"),
                d => format!("`{r}` ({} later)", d + 1),
            })
            .collect();
        push(
            l_line,
            format!(
                "Keeping in registers what `{leading}` reads, for {} (a stencil across the outer loop)",
                later.join(", ")
            ),
        );
    }
}
