//! Designated initialisers for CUDA. nvcc compiles device code as C++, which takes
//! designated initialisers only when they name a struct's members in declaration order
//! (`{.y = 2, .x = 1}` is "out-of-order initializers are nonstandard in C++"); C takes any
//! order. This module works out the order C++ needs; the rewriter spells the list again in
//! it. The order in which the values are computed does not change the meaning: C leaves
//! the evaluation order of an initialiser list's expressions unspecified.
//!
//! A list is respelt only when its meaning is plain without C's rules on where a
//! designator leaves the "current object": every item names a distinct member of the
//! struct itself (directly, or through nested member designators such as `.in.u`), no item
//! overwrites part of another, and a positional item follows only a one-member designator
//! (or nothing) and does not start a brace-elided aggregate. Anything else is left as the
//! user wrote it, and nvcc's rejection reaches the user with the driver's help.

use accc_front::ast::{Designator, Expr, InitItem, Initializer};
use accc_sema::Type;

/// The type an initialiser list item initialises, and the members it starts with: their
/// indices, which the C++ order sorts by, and their names (a positional item's member
/// too, which it must name once the list is reordered). Both are empty in an array's list
/// or where the item does not start with a member of a struct.
#[derive(Clone, Debug, PartialEq)]
pub struct ItemTarget {
    pub ty: Option<Type>,
    path: Vec<usize>,
    members: Vec<String>,
}

/// What each item of a list initialising `ty` initialises.
pub fn item_targets(items: &[InitItem], ty: Option<&Type>) -> Vec<ItemTarget> {
    let record = ty.and_then(|t| match t.resolved() {
        Type::Record { fields, .. } => Some(fields),
        _ => None,
    });
    // The member after the last one named: where a positional item goes.
    let mut next_member = Some(0usize);
    items
        .iter()
        .map(|item| {
            if item.designators.is_empty() {
                let Some(fields) = record else {
                    return ItemTarget {
                        ty: ty.and_then(|t| t.element()).cloned(),
                        path: Vec::new(),
                        members: Vec::new(),
                    };
                };
                let Some(at) = next_member else {
                    return ItemTarget {
                        ty: None,
                        path: Vec::new(),
                        members: Vec::new(),
                    };
                };
                next_member = Some(at + 1);
                let field = fields.get(at);
                return ItemTarget {
                    ty: field.map(|(_, t)| t.clone()),
                    path: vec![at],
                    members: field.map(|(name, _)| name.clone()).into_iter().collect(),
                };
            }
            let mut target = ty.cloned();
            let mut path = Vec::new();
            let mut members = Vec::new();
            let mut members_only = true;
            for d in &item.designators {
                target = match d {
                    Designator::Member(m) => {
                        let index = target.as_ref().and_then(|t| match t.resolved() {
                            Type::Record { fields, .. } => {
                                fields.iter().position(|(n, _)| *n == m.name)
                            }
                            _ => None,
                        });
                        if let (Some(i), true) = (index, members_only) {
                            path.push(i);
                            members.push(m.name.clone());
                        }
                        target.as_ref().and_then(|t| t.field(&m.name)).cloned()
                    }
                    Designator::Index(_) | Designator::Range(..) => {
                        members_only = false;
                        target.as_ref().and_then(|t| t.element()).cloned()
                    }
                };
            }
            // After `.m = …` a positional item goes to the member after `m`; after a
            // deeper designator, to the next member of the inner object (not reordered).
            next_member = match (item.designators.as_slice(), path.as_slice()) {
                ([Designator::Member(_)], [i]) => Some(i + 1),
                _ => None,
            };
            ItemTarget {
                ty: target,
                path,
                members,
            }
        })
        .collect()
}

/// The order C++ needs for the items of a list initialising `ty`, when it is not the
/// order written and the list can be respelt without changing its meaning: the item
/// indices, each with the members its designator names (`.in.u` is `["in", "u"]`; a
/// positional item gets one).
pub fn cxx_member_order<'t>(
    items: &[InitItem],
    ty: Option<&Type>,
    targets: &'t [ItemTarget],
    type_of: &dyn Fn(&Expr) -> Option<Type>,
) -> Option<Vec<(usize, &'t [String])>> {
    let Some(Type::Record { fields, .. }) = ty.map(Type::resolved) else {
        return None;
    };
    // Anonymous members and unnamed bit-fields have no name to designate (and positional
    // items skip unnamed bit-fields).
    if fields.iter().any(|(name, _)| name.is_empty()) {
        return None;
    }
    let in_order = targets.windows(2).all(|w| w[0].path < w[1].path);
    if in_order {
        return None;
    }
    for (item, target) in items.iter().zip(targets) {
        let names_a_member = target.path.len() == item.designators.len().max(1)
            && target.members.len() == target.path.len();
        if !names_a_member || elides_braces(item, target, type_of) {
            return None;
        }
    }
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by(|&a, &b| targets[a].path.cmp(&targets[b].path));
    // One item overwriting another (the same member, or a part of one) depends on the
    // order written.
    if order
        .windows(2)
        .any(|w| targets[w[1]].path.starts_with(&targets[w[0]].path))
    {
        return None;
    }
    Some(
        order
            .into_iter()
            .map(|i| (i, targets[i].members.as_slice()))
            .collect(),
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

    /// The C++ order of the initialiser of the last declaration in `src` (with the member
    /// names each item gets), or `None` where it stays as written.
    fn order(src: &str) -> Option<Vec<(usize, String)>> {
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
        let order = cxx_member_order(items, Some(ty), &targets, &|e| symbols.type_of(e))?;
        Some(
            order
                .into_iter()
                .map(|(i, members)| (i, members.join(".")))
                .collect(),
        )
    }

    fn items(list: &[(usize, &str)]) -> Option<Vec<(usize, String)>> {
        Some(list.iter().map(|&(i, m)| (i, m.to_string())).collect())
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
            items(&[(1, "x"), (2, "y"), (0, "z")])
        );
        assert_eq!(
            order(&format!(
                "{TYPES}struct s v = {{.in.v = 1, .in.u = 2, .y = 0}};"
            )),
            items(&[(2, "y"), (1, "in.u"), (0, "in.v")])
        );
        assert_eq!(
            order(&format!(
                "{TYPES}typedef struct s S; const S v = {{.in = {{0}}, .x = 1}};"
            )),
            items(&[(1, "x"), (0, "in")])
        );
        // a value of the member's own struct type initialises the whole member
        assert_eq!(
            order(&format!(
                "{TYPES}struct in z;\nstruct s v = {{.in = z, .x = 1}};"
            )),
            items(&[(1, "x"), (0, "in")])
        );
    }

    #[test]
    fn lists_whose_meaning_depends_on_the_order_stay_as_written() {
        // one item overwrites another, or a part of it
        assert_eq!(
            order(&format!("{TYPES}struct s v = {{.y = 1, .x = 2, .y = 3}};")),
            None
        );
        assert_eq!(
            order(&format!(
                "{TYPES}struct s v = {{.in.u = 1, .x = 2, .in = {{3, 4}}}};"
            )),
            None
        );
        // a positional item after a nested designator continues inside `in`
        assert_eq!(
            order(&format!(
                "{TYPES}struct s v = {{.y = 1, .in.u = 2, 3, .x = 0}};"
            )),
            None
        );
        // an expression for an aggregate member may be brace-elided
        assert_eq!(
            order(&format!("{TYPES}struct s v = {{.a = 1, 2, .x = 0}};")),
            None
        );
        // ... an integer for a struct member too (`.in = 1, 2` sets `in.u` and `in.v`)
        assert_eq!(
            order(&format!(
                "{TYPES}int k;\nstruct s v = {{.in = k, 2, .x = 0}};"
            )),
            None
        );
        // an array element inside the designator
        assert_eq!(
            order(&format!("{TYPES}struct s v = {{.a[1] = 1, .x = 0}};")),
            None
        );
        // past the last member
        assert_eq!(order(&format!("{TYPES}struct in v = {{.v = 1, 2}};")), None);
        // anonymous members have no name to designate
        assert_eq!(
            order("struct t { int a; union { int b; float c; }; int d; };\nstruct t v = {.d = 1, .a = 2};"),
            None
        );
    }
}
