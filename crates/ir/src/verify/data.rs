//! The invariants of the host side's data operations ([`crate::host`]): what the runtime
//! accepts of an `__accrt_data` entry, and which entries each directive makes (the calls
//! around them are `verify::calls`').

use accc_front::directive::DirectiveKind;

use crate::host::{DataFlags, DataKind, DataOp, DataSite, DataVar, HostOp};
use crate::Module;

/// The broken invariants of the runtime calls, and their data operations, that the back
/// end printed for the compute constructs and data directives of `m`.
pub fn data(m: &Module<'_>, host: &[HostOp]) -> Vec<String> {
    let mut broken = Vec::new();
    for op in host {
        let (what, directive) = match op.site() {
            DataSite::Region(index) => match m.regions.get(index) {
                Some(r) => (format!("region {index} ({})", r.function), None),
                None => {
                    broken.push(format!(
                        "runtime calls of region {index}, which does not exist"
                    ));
                    continue;
                }
            },
            DataSite::Construct(index) => match m.constructs.get(index) {
                Some(c) => (
                    format!("`{}` directive {index}", c.directive.kind.name()),
                    Some(c.directive.kind),
                ),
                None => {
                    broken.push(format!(
                        "runtime calls of directive {index}, which does not exist"
                    ));
                    continue;
                }
            },
        };
        let mut report = |why: String| broken.push(format!("{what}: {why}"));
        super::calls::calls(m, op, &mut report);
        directive_ops(directive, op.ops(), &mut report);
    }
    broken
}

/// The kinds of data operations a directive makes (`None`: a compute construct), or
/// `None` for a directive that makes none.
fn kinds_of(directive: Option<DirectiveKind>) -> Option<&'static [DataKind]> {
    use DataKind as K;
    const MAPPING: &[DataKind] = &[
        K::Copy,
        K::CopyIn,
        K::CopyOut,
        K::Create,
        K::NoCreate,
        K::Present,
        K::DevicePtr,
        K::Attach,
        K::Detach,
    ];
    Some(match directive {
        None | Some(DirectiveKind::Data) | Some(DirectiveKind::Declare) => MAPPING,
        Some(DirectiveKind::EnterData) => &[K::CopyIn, K::Create, K::Attach],
        Some(DirectiveKind::ExitData) => &[K::CopyOut, K::Delete, K::Detach],
        Some(DirectiveKind::Update) => &[K::UpdateSelf, K::UpdateDevice],
        Some(_) => return None,
    })
}

/// The invariants of the operations of one directive (`None`: a compute construct).
pub(super) fn directive_ops(
    directive: Option<DirectiveKind>,
    ops: &[DataOp],
    report: &mut dyn FnMut(String),
) {
    if ops.is_empty() {
        return;
    }
    let Some(kinds) = kinds_of(directive) else {
        report("data operations of a directive that maps no data".into());
        return;
    };
    for op in ops {
        let mut report_op =
            |why: String| report(format!("{} `{}`: {why}", op.kind.name(), op.label));
        if !kinds.contains(&op.kind) {
            report_op("not an operation this directive makes".into());
        }
        // Only a compute construct implies data (and adds variables of its own).
        let implied = op.flags.contains(DataFlags::IMPLICIT) || op.var_is_generated();
        if implied && directive.is_some() {
            report_op("implied by a directive that is not a compute construct".into());
        }
        if op.flags.contains(DataFlags::FINALIZE) && directive != Some(DirectiveKind::ExitData) {
            report_op("`finalize` outside an `exit data` directive".into());
        }
        data_op(op, &mut report_op);
    }
}

impl DataOp {
    fn var_is_generated(&self) -> bool {
        matches!(self.var, DataVar::Generated(_))
    }
}

/// The kinds a flag may go with, for the flags that not every kind takes.
fn kinds_of_flag(flag: DataFlags) -> Option<&'static [DataKind]> {
    use DataKind as K;
    Some(match flag {
        DataFlags::ALWAYS_IN => &[K::Copy, K::CopyIn],
        DataFlags::ALWAYS_OUT => &[K::Copy, K::CopyOut],
        DataFlags::ZERO => &[K::Create, K::CopyOut],
        DataFlags::READONLY => &[K::CopyIn],
        // The entries of `exit data … finalize`.
        DataFlags::FINALIZE => &[K::CopyOut, K::Delete, K::Detach],
        // `update … if_present`, and the attach of a member pointer while its struct is
        // present.
        DataFlags::IF_PRESENT => &[K::UpdateSelf, K::UpdateDevice, K::Attach],
        // What a compute construct implies of the variables it uses.
        DataFlags::IMPLICIT => &[K::Copy, K::CopyIn, K::Present],
        _ => return None,
    })
}

/// The invariants of one operation on its own.
pub(super) fn data_op(op: &DataOp, report: &mut dyn FnMut(String)) {
    if op.extent.host.trim().is_empty() || op.extent.bytes.trim().is_empty() {
        report("no host address or no byte count".into());
    }
    if op.label.is_empty() {
        report("no name for the runtime's messages".into());
    }
    for (flag, name) in op.flags.iter() {
        if let Some(kinds) = kinds_of_flag(flag) {
            if !kinds.contains(&op.kind) {
                report(format!("flag `{name}` on this kind"));
            }
        }
    }
    if op.kind.is_update() && !DataFlags::IF_PRESENT.contains(op.flags) {
        report("an update with flags other than `if_present`".into());
    }
    for late in [DataFlags::DELIVER_LATER, DataFlags::RESULT] {
        if op.flags.contains(late) && !op.flags.contains(DataFlags::IMPLICIT) {
            report("a result flag on an entry the compiler did not imply".into());
        }
    }
    if op.var_is_generated() && !op.flags.contains(DataFlags::IMPLICIT) {
        report("a variable of the generated code not marked implicit".into());
    }
    // Rows are a section of an array of pointers; a declared extent is a whole array.
    let section = op.flags.contains(DataFlags::SECTION);
    if op.extent.rows.is_some() && !section && !op.kind.is_update() {
        report("rows of something that is not a section".into());
    }
    if op.extent.declared && (section || op.extent.rows.is_some()) {
        report("a declared extent of a section".into());
    }
    // Pieces are those of a subarray of an array of arrays: an update moves them; a data
    // clause's (bounds known at run time) the runtime checks touch.
    let mapped_section = op.kind.is_update() || section;
    if op.extent.pieces.is_some() && (!mapped_section || op.extent.rows.is_some()) {
        report("pieces of something that is not a subarray of an array of arrays".into());
    }
    // Updates name their sections without the flag (the runtime needs it only to map).
    if section && op.kind.is_update() {
        report("an update marked as a section".into());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::Extent;

    fn op(kind: DataKind, flags: DataFlags) -> DataOp {
        DataOp {
            var: DataVar::User {
                name: "a".into(),
                sym: None,
                member: None,
            },
            kind,
            flags,
            extent: Extent::contiguous("(void *)&(a)[0]".into(), "(n) * sizeof((a)[0])".into()),
            label: "a[0:n]".into(),
        }
    }

    fn broken_op(op: &DataOp) -> Vec<String> {
        let mut broken = Vec::new();
        data_op(op, &mut |why| broken.push(why));
        broken
    }

    fn broken_in(directive: Option<DirectiveKind>, ops: &[DataOp]) -> Vec<String> {
        let mut broken = Vec::new();
        directive_ops(directive, ops, &mut |why| broken.push(why));
        broken
    }

    #[test]
    fn good_operations_keep_every_invariant() {
        let section = op(DataKind::Copy, DataFlags::SECTION);
        let implied = op(DataKind::Copy, DataFlags::IMPLICIT | DataFlags::RESULT);
        assert!(broken_in(None, &[section.clone(), implied]).is_empty());
        let exit = op(DataKind::Delete, DataFlags::FINALIZE | DataFlags::SECTION);
        assert!(broken_in(Some(DirectiveKind::ExitData), &[exit]).is_empty());
        let update = op(DataKind::UpdateSelf, DataFlags::IF_PRESENT);
        assert!(broken_in(Some(DirectiveKind::Update), &[update]).is_empty());
        let mut rows = section;
        rows.extent.rows = Some(("0".into(), "(m) * sizeof(float)".into()));
        assert!(broken_op(&rows).is_empty());
    }

    #[test]
    fn an_update_takes_no_mapping_flags() {
        assert_eq!(
            broken_op(&op(DataKind::UpdateDevice, DataFlags::SECTION)).len(),
            2,
            "a section flag: not `if_present`, and an update marked as a section"
        );
        assert!(!broken_op(&op(DataKind::UpdateSelf, DataFlags::FINALIZE)).is_empty());
        let copy = op(DataKind::Copy, DataFlags::NONE);
        assert!(!broken_in(Some(DirectiveKind::Update), &[copy]).is_empty());
    }

    #[test]
    fn finalize_belongs_to_exit_data() {
        assert!(!broken_op(&op(DataKind::CopyIn, DataFlags::FINALIZE)).is_empty());
        let delete = op(DataKind::Delete, DataFlags::FINALIZE);
        assert!(!broken_in(Some(DirectiveKind::Data), &[delete.clone()]).is_empty());
        let copyin = op(DataKind::CopyIn, DataFlags::NONE);
        assert!(!broken_in(Some(DirectiveKind::ExitData), &[copyin]).is_empty());
        assert!(broken_in(Some(DirectiveKind::ExitData), &[delete]).is_empty());
    }

    #[test]
    fn modifiers_go_with_their_clauses() {
        assert!(!broken_op(&op(DataKind::CopyIn, DataFlags::ZERO)).is_empty());
        assert!(!broken_op(&op(DataKind::Copy, DataFlags::READONLY)).is_empty());
        assert!(!broken_op(&op(DataKind::CopyIn, DataFlags::ALWAYS_OUT)).is_empty());
        assert!(!broken_op(&op(DataKind::Present, DataFlags::IF_PRESENT)).is_empty());
        assert!(broken_op(&op(DataKind::CopyOut, DataFlags::ZERO)).is_empty());
    }

    #[test]
    fn only_compute_constructs_imply_data() {
        let implied = op(DataKind::Copy, DataFlags::IMPLICIT);
        assert!(!broken_in(Some(DirectiveKind::Data), &[implied]).is_empty());
        assert!(!broken_op(&op(DataKind::Copy, DataFlags::DELIVER_LATER)).is_empty());
        assert!(!broken_op(&op(DataKind::Delete, DataFlags::IMPLICIT)).is_empty());
        let mut flag = op(DataKind::Copy, DataFlags::NONE);
        flag.var = DataVar::Generated("__accc_cache_check_flag".into());
        assert!(!broken_op(&flag).is_empty());
        assert!(broken_in(Some(DirectiveKind::Wait), &[]).is_empty());
        let wait = op(DataKind::Copy, DataFlags::NONE);
        assert!(!broken_in(Some(DirectiveKind::Wait), &[wait]).is_empty());
    }

    #[test]
    fn an_extent_has_an_address_and_a_size() {
        let mut empty = op(DataKind::Copy, DataFlags::NONE);
        empty.extent.bytes = String::new();
        assert!(!broken_op(&empty).is_empty());
        let mut rows = op(DataKind::Copy, DataFlags::NONE);
        rows.extent.rows = Some(("0".into(), "4".into()));
        assert!(!broken_op(&rows).is_empty(), "rows of a whole variable");
        let mut declared = op(DataKind::Copy, DataFlags::SECTION);
        declared.extent.declared = true;
        assert!(!broken_op(&declared).is_empty());
        let pieces = crate::host::Pieces {
            levels: vec![("3".into(), "sizeof(m[0])".into())],
            bytes: "2 * sizeof(m[0][0])".into(),
        };
        let mut update = op(DataKind::UpdateSelf, DataFlags::NONE);
        update.extent.pieces = Some(pieces.clone());
        assert!(broken_op(&update).is_empty());
        let mut mapped = op(DataKind::Copy, DataFlags::SECTION);
        mapped.extent.pieces = Some(pieces.clone());
        assert!(broken_op(&mapped).is_empty(), "pieces the runtime checks");
        let mut whole = op(DataKind::Copy, DataFlags::NONE);
        whole.extent.pieces = Some(pieces);
        assert!(!broken_op(&whole).is_empty(), "pieces of a whole variable");
    }
}
