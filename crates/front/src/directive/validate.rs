//! Whole-directive checks, after every clause is parsed: clauses the spec allows once,
//! clauses that conflict, clauses a directive requires, argument rules of the combined
//! constructs, and the agreement of PACC `size` and `halo`.

use super::tables::{self, at_most_once};
use super::wording::join_or;
use super::{Clause, ClauseKind, ClauseName, Directive, DirectiveKind};
use crate::diag::Diagnostic;

use std::collections::HashMap;

pub(super) fn validate(
    d: &Directive,
    errors: &mut Vec<Diagnostic>,
    warnings: &mut Vec<Diagnostic>,
) {
    // A clause that failed to parse is missing from `d.clauses`: only say that a
    // required clause is missing when every clause parsed.
    let clean = errors.is_empty();
    duplicates(d, errors);
    conflicts(d, errors);
    if clean {
        required(d, errors);
    }
    combined_level_args(d, errors, warnings);
    pacc_dims(d, errors);
}

fn scope_text(c: &Clause) -> String {
    match &c.device_types {
        None => String::new(),
        Some(v) if v.len() == 1 && v[0] == "*" => " for `device_type(*)`".to_string(),
        Some(v) => format!(" for device type `{}`", v.join(", ")),
    }
}

/// One error per clause that is repeated (in one device-type scope), at its second
/// occurrence, with the number of further repetitions: a directive of thousands of copies
/// of one clause gives one message, in linear time.
fn duplicates(d: &Directive, errors: &mut Vec<Diagnostic>) {
    // The first clause of each name and scope, the second, and how many there are.
    type Scope<'d> = (ClauseName, &'d Option<Vec<String>>);
    let mut repeated: HashMap<Scope<'_>, (&Clause, Option<&Clause>, usize)> = HashMap::new();
    let mut order = Vec::new();
    for c in &d.clauses {
        let name = c.kind.name();
        if !at_most_once(d.kind, name) {
            continue;
        }
        let key = (name, &c.device_types);
        match repeated.get_mut(&key) {
            Some((_, second, count)) => {
                second.get_or_insert(c);
                *count += 1;
            }
            None => {
                repeated.insert(key, (c, None, 1));
                order.push(key);
            }
        }
    }
    for key in order {
        let (first, Some(second), count) = repeated[&key] else {
            continue;
        };
        let mut diag = Diagnostic::error(
            second.name_span,
            format!(
                "duplicate `{}` clause on `{}`{}",
                second.spelling,
                d.kind.full_name(),
                scope_text(second)
            ),
        )
        .with_label("repeated")
        .with_secondary(first.name_span, format!("first `{}` here", first.spelling));
        if count > 2 {
            diag = diag.with_note(format!("`{}` appears {count} times", first.spelling));
        }
        errors.push(diag.with_help("the clause may appear only once; remove the others"));
    }
}

fn conflicts(d: &Directive, errors: &mut Vec<Diagnostic>) {
    use ClauseName as C;
    let allowed = tables::clauses_allowed(d.kind);
    if d.kind == DirectiveKind::Routine {
        let levels = [C::Gang, C::Worker, C::Vector, C::Seq];
        // The first level clause of each device-type scope: any other level in the scope
        // conflicts with it.
        let mut first_level: HashMap<&Option<Vec<String>>, &Clause> = HashMap::new();
        for c in &d.clauses {
            if !levels.contains(&c.kind.name()) {
                continue;
            }
            let prev = *first_level.entry(&c.device_types).or_insert(c);
            if prev.kind.name() != c.kind.name() {
                errors.push(
                    Diagnostic::error(
                        c.name_span,
                        format!(
                            "`{}` conflicts with `{}` on `acc routine`{}",
                            c.spelling,
                            prev.spelling,
                            scope_text(c)
                        ),
                    )
                    .with_label("second level of parallelism")
                    .with_secondary(prev.name_span, "first one here")
                    .with_note(
                        "a routine has exactly one level of parallelism: one of `gang`, \
                         `worker`, `vector` and `seq`",
                    ),
                );
                return;
            }
        }
        return;
    }
    if !allowed.contains(&C::Seq) {
        return;
    }
    const PAIRS: &[(ClauseName, ClauseName, &str)] = &[
        (
            C::Seq,
            C::Independent,
            "`seq` runs the loop sequentially, `independent` declares its iterations parallel",
        ),
        (
            C::Seq,
            C::Auto,
            "only one of `seq`, `independent` and `auto` may be given",
        ),
        (
            C::Auto,
            C::Independent,
            "`auto` lets the compiler decide whether the loop is independent, `independent` \
             asserts it",
        ),
        (
            C::Seq,
            C::Gang,
            "a `seq` loop is not distributed over gangs, workers or vector lanes",
        ),
        (
            C::Seq,
            C::Worker,
            "a `seq` loop is not distributed over gangs, workers or vector lanes",
        ),
        (
            C::Seq,
            C::Vector,
            "a `seq` loop is not distributed over gangs, workers or vector lanes",
        ),
    ];
    // The first clause of each name in each device-type scope: a pair conflicts where
    // both names have one in the same scope (linear in the number of clauses).
    let mut first: HashMap<(ClauseName, &Option<Vec<String>>), &Clause> = HashMap::new();
    for c in &d.clauses {
        first.entry((c.kind.name(), &c.device_types)).or_insert(c);
    }
    for &(a, b, why) in PAIRS {
        // The scope whose `a` comes first, as the clauses are written.
        let clash = d
            .clauses
            .iter()
            .filter(|c| c.kind.name() == a)
            .filter(|ca| {
                first
                    .get(&(a, &ca.device_types))
                    .is_some_and(|f| std::ptr::eq(*f, *ca))
            })
            .find_map(|ca| Some((ca, *first.get(&(b, &ca.device_types))?)));
        if let Some((ca, cb)) = clash {
            let (first, second) = if ca.span.lo <= cb.span.lo {
                (ca, cb)
            } else {
                (cb, ca)
            };
            errors.push(
                Diagnostic::error(
                    second.name_span,
                    format!(
                        "`{}` conflicts with `{}`{}",
                        second.spelling,
                        first.spelling,
                        scope_text(second)
                    ),
                )
                .with_label("conflicting clause")
                .with_secondary(first.name_span, format!("`{}` here", first.spelling))
                .with_note(why)
                .with_help("remove one of the two clauses"),
            );
        }
    }
}

fn required(d: &Directive, errors: &mut Vec<Diagnostic>) {
    use ClauseName as C;
    let need: &[ClauseName] = match d.kind {
        DirectiveKind::EnterData => &[C::CopyIn, C::Create, C::Attach, C::CCopyIn],
        DirectiveKind::ExitData => &[C::CopyOut, C::Delete, C::Detach, C::CCopyOut],
        DirectiveKind::HostData => &[C::UseDevice],
        DirectiveKind::Update => &[C::Host, C::Device],
        DirectiveKind::Set => &[C::DefaultAsync, C::DeviceNum, C::DeviceType],
        DirectiveKind::Declare => tables::clauses_allowed(DirectiveKind::Declare),
        DirectiveKind::Fcw => &[C::Fcw],
        _ => return,
    };
    if d.clauses.iter().any(|c| need.contains(&c.kind.name())) {
        return;
    }
    let names: Vec<String> = match d.kind {
        DirectiveKind::Update => vec!["`self`".into(), "`host`".into(), "`device`".into()],
        DirectiveKind::EnterData => vec!["`copyin`".into(), "`create`".into(), "`attach`".into()],
        DirectiveKind::ExitData => vec!["`copyout`".into(), "`delete`".into(), "`detach`".into()],
        DirectiveKind::Fcw => vec!["a `TYPE(var[pivot:before:after])` group".into()],
        _ => need.iter().map(|n| format!("`{}`", n.as_str())).collect(),
    };
    let what = if names.len() == 1 {
        names[0].clone()
    } else {
        format!("one of {}", join_or(&names))
    };
    let mut diag = Diagnostic::error(
        d.name_span,
        format!("`{}` needs at least {what}", d.kind.full_name()),
    )
    .with_label(format!("missing {what}"));
    if d.kind == DirectiveKind::Fcw {
        diag = diag.with_help("e.g. `#pragma acc fcw FETCH_CHANNEL(a[i:1:1])`");
    }
    errors.push(diag);
}

/// `gang(num:)`, `worker(num:)` and `vector(length:)` are not allowed by OpenACC 3.3 in a
/// `parallel` or `serial` construct, but much existing code (IPMACC's included) writes
/// `parallel loop vector(128)`: accc accepts them with a warning. `gang(dim:)` in a
/// `kernels` construct has no meaning and is an error.
fn combined_level_args(
    d: &Directive,
    errors: &mut Vec<Diagnostic>,
    warnings: &mut Vec<Diagnostic>,
) {
    let in_parallel = matches!(
        d.kind,
        DirectiveKind::ParallelLoop | DirectiveKind::SerialLoop
    );
    let in_kernels = d.kind == DirectiveKind::KernelsLoop;
    if !in_parallel && !in_kernels {
        return;
    }
    let construct = d.kind.full_name();
    let portable = |what: &str| -> String {
        if d.kind == DirectiveKind::SerialLoop {
            "a `serial` construct runs one gang of one worker with vector length 1".to_string()
        } else {
            format!("the portable spelling is `{what}(…)` on the construct")
        }
    };
    for c in &d.clauses {
        match &c.kind {
            ClauseKind::Gang(g) if in_parallel => {
                if let Some(num) = &g.num {
                    warnings.push(
                        Diagnostic::warning(
                            num.span,
                            format!(
                                "OpenACC does not allow the `num` argument of `gang` on \
                                 `{construct}`"
                            ),
                        )
                        .with_label("gang count given here")
                        .with_note("accepted by accc")
                        .with_help(portable("num_gangs")),
                    );
                }
            }
            ClauseKind::Gang(g) if in_kernels => {
                if let Some(dim) = &g.dim {
                    errors.push(
                        Diagnostic::error(
                            dim.expr.span,
                            format!("the `dim` argument of `gang` is not allowed on `{construct}`"),
                        )
                        .with_label("gang dimension given here")
                        .with_note("`gang(dim: …)` is only allowed in a `parallel` construct"),
                    );
                }
            }
            ClauseKind::Worker(Some(e)) if in_parallel => warnings.push(
                Diagnostic::warning(
                    e.span,
                    format!(
                        "OpenACC does not allow the `num` argument of `worker` on `{construct}`"
                    ),
                )
                .with_label("worker count given here")
                .with_note("accepted by accc")
                .with_help(portable("num_workers")),
            ),
            ClauseKind::Vector(Some(e)) if in_parallel => warnings.push(
                Diagnostic::warning(
                    e.span,
                    format!(
                        "OpenACC does not allow the `length` argument of `vector` on \
                         `{construct}`"
                    ),
                )
                .with_label("vector length given here")
                .with_note("accepted by accc")
                .with_help(portable("vector_length")),
            ),
            _ => {}
        }
    }
}

fn pacc_dims(d: &Directive, errors: &mut Vec<Diagnostic>) {
    if d.kind != DirectiveKind::PaccPipeline {
        return;
    }
    let size = d.clauses.iter().find_map(|c| match &c.kind {
        ClauseKind::Size(v) => Some((c, v.len())),
        _ => None,
    });
    let halo = d.clauses.iter().find_map(|c| match &c.kind {
        ClauseKind::Halo(v) => Some((c, v.len())),
        _ => None,
    });
    if let (Some((sc, sn)), Some((hc, hn))) = (size, halo) {
        if sn != hn {
            errors.push(
                Diagnostic::error(
                    hc.span,
                    format!(
                        "`halo` has {hn} dimension{} but `size` has {sn}",
                        if hn == 1 { "" } else { "s" }
                    ),
                )
                .with_label("dimension count differs")
                .with_secondary(sc.span, "`size` here")
                .with_help("give one `[before:after]` per `[lower:length]` of `size`"),
            );
        }
    }
}
