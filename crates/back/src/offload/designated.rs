//! Designated initialisers for CUDA. nvcc compiles device code as C++, which takes
//! designated initialisers only when they name a struct's members in declaration order
//! (`{.y = 2, .x = 1}` is "out-of-order initializers are nonstandard in C++"); C takes any
//! order. This module works out the order C++ needs; the rewriter spells the list again in
//! it. The order in which the values are computed does not change the meaning: C leaves
//! the evaluation order of an initialiser list's expressions unspecified.
//!
//! EDG's front end in nvcc also takes nested member designators (`.in.u = 1`), but each
//! member of a list at most once: `{.v.data = p, .v.n = 1}` is "duplicate designator is
//! not allowed". Items whose designators start with the same member are gathered into
//! that member's own braced list (`{.v = {.data = p, .n = 1}}`), members in declaration
//! order at every level.
//!
//! Array designators EDG takes (`[2] = 1`, in any order), but not two items starting
//! with one element (`[1].x = 1, [1].y = 2`) nor with one member through an element
//! (`.a[0] = 1, .a[2] = 3`): those are gathered too, into the element's or the member's
//! braced list (`.a = {[0] = 1, [2] = 3}`), elements in increasing order.
//!
//! A list is respelt only when its meaning is plain: C's rules place every item
//! (`passes::lower::items`: positional values after a chained designator, brace elision),
//! every index is a constant, no item overwrites part of another, and no two items name
//! members of one union. A list that needs respelling and cannot be respelt is refused
//! with a located error (the rewriter's), rather than left to nvcc.

use accc_front::ast::InitItem;
use accc_ir::lowered::{subobject_type, ItemTarget, Step};
use accc_sema::Type;

/// How C++ takes a list: as written, spelt again, or not at all.
#[derive(Debug, PartialEq)]
pub enum CxxList<'t> {
    /// The members are named in declaration order, each once: C++ takes the list as it is.
    AsWritten,
    /// The entries of the list spelt again, in declaration order.
    Respelt(Vec<CxxEntry<'t>>),
    /// C++ takes the list neither as written nor spelt again without changing its meaning;
    /// the text says why.
    Refused(String),
}

/// An entry of a list spelt again for C++.
#[derive(Debug, PartialEq)]
pub enum CxxEntry<'t> {
    /// Item `index` of the list, under the subobject its steps name from here (`.in.u` is
    /// two member steps; a positional item gets the steps C's rules place it at).
    Item { index: usize, steps: &'t [Step] },
    /// The items whose subobjects start with `step` (`.v.data = p, .v.n = 1`), gathered
    /// into the subobject's own braced list (`.v = {.data = p, .n = 1}`): C++ takes each
    /// member once.
    Nested {
        step: &'t Step,
        entries: Vec<CxxEntry<'t>>,
    },
}

/// How C++ takes the items of a list initialising `ty`. C++ needs a struct's members in
/// declaration order, each named once; a list that names them so stays as written (a
/// nested designator such as `.in.u` included), and so does an array's list whose items
/// start with distinct elements. Any other is spelt again when its meaning is plain (the
/// module's conditions), and refused otherwise.
pub fn cxx_member_order<'t>(
    items: &[InitItem],
    ty: Option<&Type>,
    targets: &'t [ItemTarget],
) -> CxxList<'t> {
    let Some(root) = ty.filter(|t| t.is_record() || t.is_array()) else {
        return CxxList::AsWritten;
    };
    let firsts: Vec<&Step> = targets
        .iter()
        .filter_map(|t| t.steps.as_ref()?.first())
        .collect();
    let as_written = match root.is_record() {
        true => firsts.windows(2).all(|w| w[0] < w[1]),
        false => {
            let mut known: Vec<&Step> = firsts
                .into_iter()
                .filter(|s| **s != Step::Element(None))
                .collect();
            let count = known.len();
            known.sort();
            known.dedup();
            known.len() == count
        }
    };
    // (A designator that names nothing accc finds, in a list of invalid C, is not left
    // to nvcc.)
    let lost =
        (items.iter().zip(targets)).any(|(i, t)| !i.designators.is_empty() && t.steps.is_none());
    if as_written && !lost {
        return CxxList::AsWritten;
    }
    if let Some(why) = unplaced(items, root, targets) {
        return CxxList::Refused(why);
    }
    let steps: Vec<&[Step]> = targets
        .iter()
        .map(|t| t.steps.as_deref().unwrap_or_default())
        .collect();
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by(|&a, &b| steps[a].cmp(steps[b]));
    for pair in order.windows(2) {
        let (earlier, later) = (steps[pair[0]], steps[pair[1]]);
        let written: Vec<String> = [pair[0].min(pair[1]), pair[0].max(pair[1])]
            .iter()
            .map(|&i| spelt(steps[i]))
            .collect();
        // One item overwriting another (the same member, or a part of one) depends on the
        // order written.
        if later.starts_with(earlier) {
            return CxxList::Refused(format!(
                "`{}` and `{}` initialise one member twice",
                written[0], written[1]
            ));
        }
        // Two members of one union: the one written last is the one initialised.
        let shared = earlier
            .iter()
            .zip(later)
            .take_while(|(a, b)| a == b)
            .count();
        if is_union(subobject_type(root, &earlier[..shared])) {
            return CxxList::Refused(format!(
                "`{}` and `{}` are members of one union",
                written[0], written[1]
            ));
        }
    }
    CxxList::Respelt(nest(&order, &steps, 0))
}

/// Why an item of a list to be spelt again has no place C++ can name, if one has not.
fn unplaced(items: &[InitItem], root: &Type, targets: &[ItemTarget]) -> Option<String> {
    // Anonymous members and unnamed bit-fields have no name to designate.
    if let Type::Record { fields, .. } = root.resolved() {
        if fields.iter().any(|(name, _)| name.is_empty()) {
            return Some(
                "the struct has an anonymous member or an unnamed bit-field, which no designator names"
                    .into(),
            );
        }
    }
    for (item, target) in items.iter().zip(targets) {
        let Some(steps) = &target.steps else {
            return Some(match item.designators.is_empty() {
                true => "a value without a designator goes past the end of what C's rules on the current object let accc follow".into(),
                false => "a designator names a subobject accc does not find".into(),
            });
        };
        for step in steps {
            match step {
                Step::Member { name, .. } if name.is_empty() => {
                    return Some(
                        "a designator goes through an anonymous member, which no designator names"
                            .into(),
                    )
                }
                Step::Element(None) => {
                    return Some(format!(
                        "the array index in `{}` is not a constant accc evaluates (or is a range)",
                        spelt(steps)
                    ))
                }
                _ => {}
            }
        }
    }
    None
}

/// A designation as C writes it (`.in.u`, `.a[2]`, `[1].x`).
pub fn spelt(steps: &[Step]) -> String {
    steps
        .iter()
        .map(|s| match s {
            Step::Member { name, .. } => format!(".{name}"),
            Step::Element(Some(k)) => format!("[{k}]"),
            Step::Element(None) => "[...]".to_string(),
        })
        .collect()
}

/// The entries of the items `order` (sorted by their steps, all sharing the first `depth`
/// steps), each member or element once.
fn nest<'t>(order: &[usize], steps: &[&'t [Step]], depth: usize) -> Vec<CxxEntry<'t>> {
    let mut entries = Vec::new();
    let mut rest = order;
    while let Some(&first) = rest.first() {
        let step = &steps[first][depth];
        let sharing = rest
            .iter()
            .take_while(|&&i| steps[i][depth] == *step)
            .count();
        let (group, after) = rest.split_at(sharing);
        entries.push(match group {
            [only] => CxxEntry::Item {
                index: *only,
                steps: &steps[*only][depth..],
            },
            // No item of the group ends here: it would overwrite the others.
            _ => CxxEntry::Nested {
                step,
                entries: nest(group, steps, depth + 1),
            },
        });
        rest = after;
    }
    entries
}

fn is_union(ty: Option<&Type>) -> bool {
    matches!(
        ty.map(Type::resolved),
        Some(Type::Record {
            kind: accc_front::ast::StructKind::Union,
            ..
        })
    )
}

#[cfg(test)]
mod tests {
    use accc_front::ast::{ExternalDeclKind, Initializer};
    use accc_front::parser::parse_translation_unit;
    use accc_front::SourceMap;

    use super::*;
    use accc_passes::lower::items::item_targets;

    /// How C++ takes the initialiser of the last declaration in `src`: `None` as written,
    /// `Some(Ok(text))` spelt again (the item indices for values), `Some(Err(why))` refused.
    fn order(src: &str) -> Option<Result<String, String>> {
        let sm = SourceMap::new("t.c", src.to_string());
        let (tu, diags) = parse_translation_unit(sm.text());
        assert!(diags.is_empty(), "{diags:?}");
        let symbols = accc_sema::scope::resolve(&tu, &sm, &mut |_| {});
        let Some(ExternalDeclKind::Decl(d)) = tu.items.last().map(|e| &e.kind) else {
            panic!("a declaration last");
        };
        let init = &d.declarators[0];
        let ty = &symbols
            .get(symbols.declared_by(&init.declarator).expect("declared"))
            .ty;
        let Some(Initializer::List { items, .. }) = &init.init else {
            panic!("a list");
        };
        let targets = item_targets(items, Some(ty), &|e| symbols.type_of(e));
        match cxx_member_order(items, Some(ty), &targets) {
            CxxList::AsWritten => None,
            CxxList::Respelt(entries) => Some(Ok(spelt(&entries))),
            CxxList::Refused(why) => Some(Err(why)),
        }
    }

    fn spelt(entries: &[CxxEntry<'_>]) -> String {
        let entries: Vec<String> = entries
            .iter()
            .map(|entry| match entry {
                CxxEntry::Item { index, steps } => format!("{} = {index}", super::spelt(steps)),
                CxxEntry::Nested { step, entries } => {
                    format!(
                        "{} = {}",
                        super::spelt(std::slice::from_ref(*step)),
                        spelt(entries)
                    )
                }
            })
            .collect();
        format!("{{{}}}", entries.join(", "))
    }

    fn respelt(text: &str) -> Option<Result<String, String>> {
        Some(Ok(text.to_string()))
    }

    fn refused(src: &str) -> bool {
        matches!(order(src), Some(Err(_)))
    }

    const TYPES: &str =
        "struct in { int u, v; }; struct s { int x, y, z; struct in in; int a[2]; };\n";

    #[test]
    fn lists_in_member_order_stay_as_written() {
        assert_eq!(
            order(&format!("{TYPES}struct s v = {{.x = 1, .z = 2}};")),
            None
        );
        assert_eq!(
            order(&format!("{TYPES}struct s v = {{1, 2, .in.v = 3}};")),
            None
        );
        assert_eq!(
            order(&format!("{TYPES}int v[3] = {{[2] = 1, [0] = 2}};")),
            None
        );
    }

    #[test]
    fn members_are_sorted_and_positional_items_named() {
        assert_eq!(
            order(&format!("{TYPES}struct s v = {{.z = 3, .x = 1, 2}};")),
            respelt("{.x = 1, .y = 2, .z = 0}")
        );
        assert_eq!(
            order(&format!(
                "{TYPES}struct s v = {{.in.v = 1, .in.u = 2, .y = 0}};"
            )),
            respelt("{.y = 2, .in = {.u = 1, .v = 0}}")
        );
        assert_eq!(
            order(&format!(
                "{TYPES}typedef struct s S; const S v = {{.in = {{0}}, .x = 1}};"
            )),
            respelt("{.x = 1, .in = 0}")
        );
        // a value of the member's own struct type initialises the whole member
        assert_eq!(
            order(&format!(
                "{TYPES}struct in z;\nstruct s v = {{.in = z, .x = 1}};"
            )),
            respelt("{.x = 1, .in = 0}")
        );
    }

    #[test]
    fn items_sharing_a_member_are_nested() {
        assert_eq!(
            order(&format!(
                "{TYPES}struct s v = {{.in.u = 1, .in.v = 2, .x = 0}};"
            )),
            respelt("{.x = 2, .in = {.u = 0, .v = 1}}")
        );
        assert_eq!(
            order(&format!(
                "struct a {{ int p, q; }}; struct b {{ struct a a; int r; }}; struct c {{ int k; struct b b; }};\nstruct c v = {{.b.a.q = 1, .k = 2, .b.r = 3, .b.a.p = 4}};"
            )),
            respelt("{.k = 1, .b = {.a = {.p = 3, .q = 0}, .r = 2}}")
        );
    }

    #[test]
    fn lists_whose_meaning_depends_on_the_order_are_refused() {
        // one item overwrites another, or a part of it
        assert!(refused(&format!(
            "{TYPES}struct s v = {{.y = 1, .x = 2, .y = 3}};"
        )));
        assert!(refused(&format!(
            "{TYPES}struct s v = {{.in.u = 1, .x = 2, .in = {{3, 4}}}};"
        )));
        // past the last member
        assert!(refused(&format!(
            "{TYPES}struct in v = {{.v = 1, 2, .u = 0}};"
        )));
        // two members of one union: the last one written is the one initialised
        assert!(refused(&format!(
            "union w {{ int i; float f; }}; struct o {{ union w w; int k; }};\nstruct o v = {{.w.f = 1, .w.i = 2}};"
        )));
        // an index that is not a constant
        assert!(refused(&format!(
            "{TYPES}int k;\nstruct s v = {{.a[k] = 1, .x = 0}};"
        )));
        // anonymous members have no name to designate
        assert!(refused("struct t { int a; union { int b; float c; }; int d; };\nstruct t v = {.d = 1, .a = 2};"));
    }

    #[test]
    fn positions_elision_and_elements_follow_c_rules() {
        // a positional item after a nested designator continues inside `in`
        assert_eq!(
            order(&format!(
                "{TYPES}struct s v = {{.y = 1, .in.u = 2, 3, .x = 0}};"
            )),
            respelt("{.x = 3, .y = 0, .in = {.u = 1, .v = 2}}")
        );
        // an expression for an aggregate member starts filling it (brace elision)
        assert_eq!(
            order(&format!("{TYPES}struct s v = {{.a = 1, 2, .x = 0}};")),
            respelt("{.x = 2, .a = {[0] = 0, [1] = 1}}")
        );
        assert_eq!(
            order(&format!(
                "{TYPES}int k;\nstruct s v = {{.in = k, 2, .x = 0}};"
            )),
            respelt("{.x = 2, .in = {.u = 0, .v = 1}}")
        );
        // array elements, alone or sharing a member
        assert_eq!(
            order(&format!("{TYPES}struct s v = {{.a[1] = 1, .x = 0}};")),
            respelt("{.x = 1, .a[1] = 0}")
        );
        assert_eq!(
            order(&format!(
                "{TYPES}struct s v = {{.a[1] = 1, .x = 2, .a[0] = 0}};"
            )),
            respelt("{.x = 1, .a = {[0] = 2, [1] = 0}}")
        );
        // an array's elements sharing one element; distinct ones stay as written
        assert_eq!(
            order(&format!(
                "{TYPES}struct in v[3] = {{[2].v = 1, [0].u = 2, [2].u = 3}};"
            )),
            respelt("{[0].u = 1, [2] = {.u = 2, .v = 0}}")
        );
        assert_eq!(
            order(&format!(
                "{TYPES}struct in v[3] = {{[2].v = 1, [0].u = 2}};"
            )),
            None
        );
    }
}
