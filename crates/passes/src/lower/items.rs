//! What each item of an initialiser list initialises: its type (which the lowering of
//! complex values converts the item's value to) and the subobject, as C's rules on the
//! current object place it (C11 6.7.9p17-20), which the CUDA printer's C++ order of
//! designated initialisers sorts by and the OpenCL address-space checks follow.

use accc_front::ast::{Designator, Expr, ExprKind, InitItem, Initializer};
use accc_ir::lowered::{subobject_type as type_at, ItemTarget, Step};
use accc_sema::{ArrayLen, Type};

/// What each item of a list initialising `ty` initialises; `type_of` gives an
/// expression's type (brace elision depends on it).
pub fn item_targets(
    items: &[InitItem],
    ty: Option<&Type>,
    type_of: &dyn Fn(&Expr) -> Option<Type>,
) -> Vec<ItemTarget> {
    let Some(root) = ty.filter(|t| t.is_array() || t.is_record()) else {
        // A scalar's braces (`int x = {1}`), or a list of unknown type.
        let element = ty.and_then(|t| t.element()).cloned();
        return items
            .iter()
            .map(|_| ItemTarget {
                ty: element.clone(),
                path: Vec::new(),
                members: Vec::new(),
                steps: None,
            })
            .collect();
    };
    // The subobject the last item initialised (empty before the first item, `None` once
    // it is not known).
    let mut cursor: Option<Vec<Step>> = Some(Vec::new());
    items
        .iter()
        .map(|item| {
            let placed = match item.designators.is_empty() {
                true => cursor.as_ref().and_then(|last| next_after(root, last)),
                false => designated(root, &item.designators),
            };
            let steps = placed.map(|steps| match &item.init {
                Initializer::Expr(e) => elided(root, steps, e, type_of),
                Initializer::List { .. } => steps,
            });
            cursor = steps.clone();
            target(root, item, steps)
        })
        .collect()
}

/// The record of an item placed at `steps` under `root`.
fn target(root: &Type, item: &InitItem, steps: Option<Vec<Step>>) -> ItemTarget {
    let Some(steps) = steps else {
        // Where the item goes is not known: its designators' type, as far as they go.
        let ty = item
            .designators
            .iter()
            .try_fold(root.clone(), |t, d| match d {
                Designator::Member(m) => t.field(&m.name).cloned(),
                _ => t.element().cloned(),
            })
            .filter(|_| !item.designators.is_empty());
        return ItemTarget {
            ty,
            path: Vec::new(),
            members: Vec::new(),
            steps: None,
        };
    };
    let leading: Vec<(usize, String)> = steps
        .iter()
        .map_while(|s| match s {
            Step::Member { index, name } => Some((*index, name.clone())),
            Step::Element(_) => None,
        })
        .collect();
    ItemTarget {
        ty: type_at(root, &steps).cloned(),
        path: leading.iter().map(|(i, _)| *i).collect(),
        members: leading.into_iter().map(|(_, n)| n).collect(),
        steps: Some(steps),
    }
}

/// The subobject the designators name (`None` where one names nothing).
fn designated(root: &Type, designators: &[Designator]) -> Option<Vec<Step>> {
    let mut steps = Vec::new();
    let mut at = root;
    for d in designators {
        match d {
            Designator::Member(m) => {
                let found = member_steps(at, &m.name)?;
                at = type_at(at, &found)?;
                steps.extend(found);
            }
            Designator::Index(e) => {
                at = at.element()?;
                let index = accc_sema::consteval::eval(e, &|_| None);
                steps.push(Step::Element(index.and_then(|i| u64::try_from(i).ok())));
            }
            Designator::Range(..) => {
                at = at.element()?;
                steps.push(Step::Element(None));
            }
        }
    }
    Some(steps)
}

/// The steps to member `name` of the record `ty`, through anonymous members.
fn member_steps(ty: &Type, name: &str) -> Option<Vec<Step>> {
    let Type::Record { fields, .. } = ty.resolved() else {
        return None;
    };
    if let Some(index) = fields.iter().position(|(n, _)| n == name) {
        return Some(vec![Step::Member {
            index,
            name: name.to_string(),
        }]);
    }
    fields.iter().enumerate().find_map(|(index, (n, f))| {
        let inner = member_steps(f, name).filter(|_| n.is_empty())?;
        let mut steps = vec![Step::Member {
            index,
            name: String::new(),
        }];
        steps.extend(inner);
        Some(steps)
    })
}

/// The first subobject of the aggregate `ty` that a value without a designator goes to
/// (unnamed bit-fields take none).
fn first_of(ty: &Type) -> Option<Step> {
    match ty.resolved() {
        Type::Record { fields, .. } => fields
            .iter()
            .position(|(n, f)| !n.is_empty() || f.is_record())
            .map(|index| Step::Member {
                index,
                name: fields[index].0.clone(),
            }),
        Type::Array { len, .. } if !matches!(len, ArrayLen::Const(0)) => {
            Some(Step::Element(Some(0)))
        }
        _ => None,
    }
}

/// Where a value without a designator goes after the subobject `last`: the next one of
/// the innermost aggregate that has one (C11 6.7.9p17). `None`: past the end, or not known.
fn next_after(root: &Type, last: &[Step]) -> Option<Vec<Step>> {
    if last.is_empty() {
        return first_of(root).map(|s| vec![s]);
    }
    let mut steps = last.to_vec();
    while let Some(step) = steps.pop() {
        let parent = type_at(root, &steps)?;
        let next = match (parent.resolved(), step) {
            (Type::Record { kind, fields, .. }, Step::Member { index, .. }) => {
                let is_union = matches!(kind, accc_front::ast::StructKind::Union);
                (index + 1..fields.len())
                    .filter(|_| !is_union)
                    .find(|&i| !fields[i].0.is_empty() || fields[i].1.is_record())
                    .map(|index| Step::Member {
                        index,
                        name: fields[index].0.clone(),
                    })
            }
            (Type::Array { len, .. }, Step::Element(Some(k))) => match len {
                ArrayLen::Const(n) if k + 1 >= *n => None,
                _ => Some(Step::Element(Some(k + 1))),
            },
            _ => return None,
        };
        if let Some(next) = next {
            steps.push(next);
            return Some(steps);
        }
    }
    None
}

/// An expression for an aggregate subobject initialises its first scalar, unless it is a
/// value of the aggregate's own type (`.in = z`) or a string literal for an array (brace
/// elision, C11 6.7.9p20): the steps go down to the subobject it initialises.
fn elided(
    root: &Type,
    mut steps: Vec<Step>,
    e: &Expr,
    type_of: &dyn Fn(&Expr) -> Option<Type>,
) -> Vec<Step> {
    let value = type_of(e);
    while let Some(at) = type_at(root, &steps) {
        let whole = match at.resolved() {
            Type::Record { .. } => value.as_ref().is_none_or(|v| v.resolved() == at.resolved()),
            Type::Array { .. } => matches!(e.kind, ExprKind::StrLit(_)) || value.is_none(),
            _ => true,
        };
        match first_of(at).filter(|_| !whole) {
            Some(first) => steps.push(first),
            None => break,
        }
    }
    steps
}
