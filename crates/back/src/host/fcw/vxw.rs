//! The shape of a `V×W` block that the CPU block model runs (see the parent module): the
//! worker loop is the combined construct's loop, the vector loop a statement of its body
//! preceded by declarations only, with bounds that do not depend on the worker loop's
//! iteration. Each thread of a team runs its own worker iteration's declarations, once
//! per block of the vector loop, so they must compute the same value every time: no side
//! effect, and nothing the region writes is read. A vector loop in the body of a gang
//! loop (a `V×1` block, `Outer::Gang`) has the same shape, the gang loop in the worker
//! loop's place. The `fcw` planner decides that shape for every target
//! (`accc_ir::fcw::Nest`, `passes::ext::fcw::vxw`); this module words its verdict and
//! adds the limits of the CPU model alone.

use accc_front::{Diagnostic, Span};
use accc_ir::fcw::{Nest, NestRule};
use accc_ir::Loop;

/// The loop around the vector loop: the worker loop of a `V×W` block, or a gang loop
/// whose iterations each run the vector loop in blocks (a `V×1` block).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Outer {
    Worker,
    Gang,
}

impl Outer {
    /// The block, as messages name it.
    fn block(self) -> &'static str {
        match self {
            Outer::Worker => "a V×W block",
            Outer::Gang => "a block in a gang loop",
        }
    }

    /// The outer loop's level, as messages name it (`worker` loop, `worker` iteration).
    fn level(self) -> &'static str {
        match self {
            Outer::Worker => "worker",
            Outer::Gang => "gang",
        }
    }
}

/// A limit of the `V×W` shape: an error at `at`, the note saying why.
fn limit(at: Span, what: &str, note: &str) -> Diagnostic {
    Diagnostic::error(at, format!("`fcw` channels on the CPU targets: {what}"))
        .with_note(note.to_string())
        .with_help("compile for a GPU target (--target=cuda or --target=opencl)")
}

/// The vector loop (the child of `outer` at `inner_span`) when the block has the shape
/// the CPU targets run, as the `fcw` planner judged the outer loop's body (`nest`) and
/// within the CPU model's own limits; otherwise its errors go to `diags`.
pub(super) fn inner_loop<'r, 'a>(
    outer: &'r Loop<'a>,
    kind: Outer,
    inner_span: Span,
    nest: Option<&Nest>,
    diags: &mut Vec<Diagnostic>,
) -> Option<&'r Loop<'a>> {
    let (block, level) = (kind.block(), kind.level());
    let Some(inner) = outer.children.iter().find(|l| l.stmt.span == inner_span) else {
        diags.push(not_in_body(inner_span, kind));
        return None;
    };
    let reduced = !inner.reductions.is_empty();
    if reduced || inner.collapse > 1 || inner.canonical.is_err() {
        let what = if reduced {
            format!("a reduction on the vector loop of {block} is not supported")
        } else {
            format!("the vector loop of {block} must be one canonical loop (no `collapse`)")
        };
        diags.push(limit(
            inner.stmt.span,
            &what,
            "each block of the two loops runs as its own OpenMP team, one after another",
        ));
        return None;
    }
    let faults = nest.map_or(&[][..], Nest::faults);
    let once_per_block = format!("each thread runs its {level} iteration's code once per block of the vector loop, and V times (once per thread of the iteration)");
    for fault in faults {
        diags.push(match fault.rule {
            NestRule::NotInBody => not_in_body(fault.at, kind),
            NestRule::StatementBefore => limit(
                fault.at,
                &format!("only declarations may come before the vector loop of {block}"),
                &once_per_block,
            )
            .with_label("a statement before the vector loop"),
            NestRule::AfterVectorLoop => limit(
                fault.at,
                &format!("nothing may follow the vector loop of {block} in the {level} loop's body"),
                &once_per_block,
            )
            .with_label("after the vector loop"),
            NestRule::UnstableInitialiser => limit(
                fault.at,
                &format!("a declaration before the vector loop of {block} must compute the same value in every block"),
                &format!("each thread runs its {level} iteration's declarations once per block of the vector loop: their initialisers may have no side effect (only math functions are called) and may read nothing the region writes"),
            )
            .with_label("this may differ from one block to the next"),
            NestRule::BoundsOfOuterIteration => limit(
                fault.at,
                &format!("the bounds of the vector loop of {block} must not depend on the {level} loop's iteration"),
                &format!("the CPU targets compute the vector loop's blocks once, for every {level} iteration"),
            )
            .with_label(format!("declared in the {level} loop")),
        });
    }
    faults.is_empty().then_some(inner)
}

/// The vector loop at `at` is not a statement of the outer loop's body.
fn not_in_body(at: Span, kind: Outer) -> Diagnostic {
    limit(
        at,
        &format!(
            "the vector loop of {} must be a statement of the {} loop's body",
            kind.block(),
            kind.level()
        ),
        "the CPU targets give each thread of a team one iteration of both loops",
    )
}
