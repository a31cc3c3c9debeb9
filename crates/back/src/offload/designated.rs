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
//! A list is respelt only when its meaning is plain without C's rules on where a
//! designator leaves the "current object": every item names a distinct member of the
//! struct itself (directly, or through nested member designators such as `.in.u`), no item
//! overwrites part of another, no two items name members of one union, and a positional
//! item follows only a one-member designator (or nothing) and does not start a
//! brace-elided aggregate. C++ has no array designators, so a list in which two items
//! start with one member and go on with `[i]` is not respelt either. A list that needs
//! respelling and cannot be respelt is refused with a located error (the rewriter's),
//! rather than left to nvcc.

use accc_front::ast::{Expr, InitItem, Initializer};
use accc_ir::lowered::ItemTarget;
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
    /// Item `index` of the list, under the members its designator names from here
    /// (`.in.u` is `["in", "u"]`; a positional item gets one).
    Item { index: usize, members: &'t [String] },
    /// The items whose designators start with `member` (`.v.data = p, .v.n = 1`),
    /// gathered into the member's own braced list (`.v = {.data = p, .n = 1}`): C++ takes
    /// each member once.
    Nested {
        member: &'t str,
        entries: Vec<CxxEntry<'t>>,
    },
}

/// How C++ takes the items of a list initialising `ty`. C++ needs a struct's members in
/// declaration order, each named once; a list that names them so stays as written (a
/// nested designator such as `.in.u` included). Any other is spelt again when its meaning
/// is plain (the module's conditions), and refused otherwise.
pub fn cxx_member_order<'t>(
    items: &[InitItem],
    ty: Option<&Type>,
    targets: &'t [ItemTarget],
    type_of: &dyn Fn(&Expr) -> Option<Type>,
) -> CxxList<'t> {
    let Some(record @ Type::Record { fields, .. }) = ty.map(Type::resolved) else {
        return CxxList::AsWritten;
    };
    let first_members: Vec<usize> = targets
        .iter()
        .filter_map(|t| t.path.first().copied())
        .collect();
    if first_members.windows(2).all(|w| w[0] < w[1]) {
        return CxxList::AsWritten;
    }
    // Anonymous members and unnamed bit-fields have no name to designate (and positional
    // items skip unnamed bit-fields).
    if fields.iter().any(|(name, _)| name.is_empty()) {
        return CxxList::Refused(
            "the struct has an anonymous member or an unnamed bit-field, which no designator names"
                .into(),
        );
    }
    for (item, target) in items.iter().zip(targets) {
        let names_a_member = target.path.len() == item.designators.len().max(1)
            && target.members.len() == target.path.len();
        if !names_a_member {
            return CxxList::Refused(match item.designators.is_empty() {
                true => {
                    "a value without a designator goes where C's rules on the current object put it"
                        .into()
                }
                false => "a designator names an array element, which C++ cannot designate".into(),
            });
        }
        if elides_braces(item, target, type_of) {
            return CxxList::Refused(format!(
                "the value for `.{}` may start filling the aggregate without braces",
                target.members.join(".")
            ));
        }
    }
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by(|&a, &b| targets[a].path.cmp(&targets[b].path));
    for pair in order.windows(2) {
        let (earlier, later) = (&targets[pair[0]], &targets[pair[1]]);
        let written: Vec<String> = [pair[0].min(pair[1]), pair[0].max(pair[1])]
            .iter()
            .map(|&i| targets[i].members.join("."))
            .collect();
        // One item overwriting another (the same member, or a part of one) depends on the
        // order written.
        if later.path.starts_with(&earlier.path) {
            return CxxList::Refused(format!(
                "`.{}` and `.{}` initialise one member twice",
                written[0], written[1]
            ));
        }
        // Two members of one union: the one written last is the one initialised.
        let shared = earlier
            .path
            .iter()
            .zip(&later.path)
            .take_while(|(a, b)| a == b)
            .count();
        if is_union(record_at(record, &earlier.path[..shared])) {
            return CxxList::Refused(format!(
                "`.{}` and `.{}` are members of one union",
                written[0], written[1]
            ));
        }
    }
    CxxList::Respelt(nest(&order, targets, 0))
}

/// The entries of the items `order` (sorted by their members' paths, all sharing the
/// first `depth` members), each member once.
fn nest<'t>(order: &[usize], targets: &'t [ItemTarget], depth: usize) -> Vec<CxxEntry<'t>> {
    let mut entries = Vec::new();
    let mut rest = order;
    while let Some(&first) = rest.first() {
        let member = targets[first].path[depth];
        let sharing = rest
            .iter()
            .take_while(|&&i| targets[i].path[depth] == member)
            .count();
        let (group, after) = rest.split_at(sharing);
        entries.push(match group {
            [only] => CxxEntry::Item {
                index: *only,
                members: &targets[*only].members[depth..],
            },
            // No item of the group ends here: it would overwrite the others.
            _ => CxxEntry::Nested {
                member: &targets[first].members[depth],
                entries: nest(group, targets, depth + 1),
            },
        });
        rest = after;
    }
    entries
}

/// The type of the member reached from `ty` through the members `path` (indices).
fn record_at<'t>(ty: &'t Type, path: &[usize]) -> Option<&'t Type> {
    path.iter().try_fold(ty, |t, &i| match t.resolved() {
        Type::Record { fields, .. } => fields.get(i).map(|(_, f)| f),
        _ => None,
    })
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

/// Whether an expression may start initialising an aggregate member element by element
/// (brace elision: `{1, 2, 3}` or `{.v = 1, 2}` for `struct { int v[2]; int w; }`),
/// which moving or designating it would change. An expression for an aggregate member
/// may, unless it is a value of the member's own struct type (`.in = z`, which
/// initialises the whole member).
fn elides_braces(
    item: &InitItem,
    target: &ItemTarget,
    type_of: &dyn Fn(&Expr) -> Option<Type>,
) -> bool {
    let Initializer::Expr(e) = &item.init else {
        return false;
    };
    let Some(member) = target.ty.as_ref().filter(|t| t.is_array() || t.is_record()) else {
        return false;
    };
    let whole_value =
        member.is_record() && type_of(e).is_some_and(|t| t.resolved() == member.resolved());
    !whole_value
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
        let targets = item_targets(items, Some(ty));
        match cxx_member_order(items, Some(ty), &targets, &|e| symbols.type_of(e)) {
            CxxList::AsWritten => None,
            CxxList::Respelt(entries) => Some(Ok(spelt(&entries))),
            CxxList::Refused(why) => Some(Err(why)),
        }
    }

    fn spelt(entries: &[CxxEntry<'_>]) -> String {
        let entries: Vec<String> = entries
            .iter()
            .map(|entry| match entry {
                CxxEntry::Item { index, members } => format!(".{} = {index}", members.join(".")),
                CxxEntry::Nested { member, entries } => format!(".{member} = {}", spelt(entries)),
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
        // a positional item after a nested designator continues inside `in`
        assert!(refused(&format!(
            "{TYPES}struct s v = {{.y = 1, .in.u = 2, 3, .x = 0}};"
        )));
        // an expression for an aggregate member may be brace-elided
        assert!(refused(&format!(
            "{TYPES}struct s v = {{.a = 1, 2, .x = 0}};"
        )));
        // ... an integer for a struct member too (`.in = 1, 2` sets `in.u` and `in.v`)
        assert!(refused(&format!(
            "{TYPES}int k;\nstruct s v = {{.in = k, 2, .x = 0}};"
        )));
        // an array element inside the designator
        assert!(refused(&format!(
            "{TYPES}struct s v = {{.a[1] = 1, .x = 0}};"
        )));
        // past the last member
        assert!(refused(&format!(
            "{TYPES}struct in v = {{.v = 1, 2, .u = 0}};"
        )));
        // two members of one union: the last one written is the one initialised
        assert!(refused(&format!(
            "union w {{ int i; float f; }}; struct o {{ union w w; int k; }};\nstruct o v = {{.w.f = 1, .w.i = 2}};"
        )));
        // array elements sharing a member
        assert!(refused(&format!(
            "{TYPES}struct s v = {{.a[0] = 1, .a[1] = 0}};"
        )));
        // anonymous members have no name to designate
        assert!(refused("struct t { int a; union { int b; float c; }; int d; };\nstruct t v = {.d = 1, .a = 2};"));
    }
}
