//! What each item of an initialiser list initialises: its type (which the lowering of
//! complex values converts the item's value to) and the struct members it starts with
//! (which the CUDA printer's C++ order of designated initialisers sorts by).

use accc_front::ast::{Designator, InitItem};
use accc_ir::lowered::ItemTarget;
use accc_sema::Type;

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
