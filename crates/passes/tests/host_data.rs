//! The host data operations end to end from C text: parse, analyse, build the IR, and ask
//! `passes::host_data` what the directives' data clauses and the compute constructs'
//! implied variables ask the runtime to do.

use accc_front::directive::DirectiveKind;
use accc_front::{parser, Diagnostic, SourceMap};
use accc_ir::host::{DataFlags, DataKind, DataOp};
use accc_ir::Caps;
use accc_passes::host_data::HostData;

mod common;
use common::CUDA;

/// The operations of the first compute construct of `src`, and those of its first
/// `enter data`, `exit data` or `update` directive (with the flags the back end adds for
/// `finalize` and `if_present`), for `caps` (`None`: the checking mode).
fn operations(src: &str, caps: Option<Caps>) -> (Vec<DataOp>, Vec<DataOp>) {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, diags) = parser::parse_translation_unit(sm.text());
    assert!(diags.is_empty(), "parse errors: {diags:?}");
    let (sema, diags) = accc_sema::analyze::analyze(&tu, &sm);
    assert!(!diags.iter().any(Diagnostic::is_error), "sema: {diags:?}");
    let (module, diags) = accc_ir::build(&tu, &sema, &sm, "nvidia");
    assert!(!diags.iter().any(Diagnostic::is_error), "ir: {diags:?}");
    let mut decide = HostData::new(&sema, &sm, "nvidia", caps);
    let region = decide.region_entries(&module.regions[0]);
    let standalone = module
        .constructs
        .iter()
        .find(|c| {
            matches!(
                c.directive.kind,
                DirectiveKind::EnterData | DirectiveKind::ExitData | DirectiveKind::Update
            )
        })
        .map_or(Vec::new(), |c| {
            let d = c.directive;
            let mut extra = DataFlags::NONE;
            if d.has_clause(accc_front::directive::ClauseName::Finalize) {
                extra |= DataFlags::FINALIZE;
            }
            decide.data_entries(d, extra)
        });
    assert!(decide.diags.is_empty(), "{:?}", decide.diags);
    (region, standalone)
}

const PROGRAM: &str = r#"
struct S { int n; float *p; };
void f(float *a, int n, struct S s) {
    float sum = 0;
    #pragma acc enter data copyin(a[0:n])
    #pragma acc parallel loop copy(s.p[0:n]) reduction(+:sum) present(a[0:n])
    for (int i = 0; i < n; i++) sum += a[i] + s.p[i];
    #pragma acc exit data copyout(a[0:n]) finalize
}
"#;

#[test]
fn a_compute_construct_implies_structs_first_and_results_last() {
    let (region, _) = operations(PROGRAM, Some(CUDA));
    let seen: Vec<(DataKind, &str, DataFlags)> = region
        .iter()
        .map(|op| (op.kind, op.label.as_str(), op.flags))
        .collect();
    assert_eq!(
        seen,
        [
            // The struct the attach needs (read only: copied in), then the explicit
            // clauses in order (the member section with its attach), then the reduction's
            // result.
            (DataKind::CopyIn, "s", DataFlags::IMPLICIT),
            (DataKind::Copy, "s.p[0:n]", DataFlags::SECTION),
            (DataKind::Attach, "s.p", DataFlags::IF_PRESENT),
            (DataKind::Present, "a[0:n]", DataFlags::SECTION),
            (
                DataKind::Copy,
                "sum",
                DataFlags::IMPLICIT | DataFlags::RESULT
            ),
        ]
    );
    assert_eq!(region[1].extent.host, "(void *)&(s.p)[0]");
    assert_eq!(region[1].extent.bytes, "(n) * sizeof((s.p)[0])");
}

#[test]
fn the_checking_mode_keeps_results_in_device_memory() {
    let (region, _) = operations(PROGRAM, None);
    let sum = region.iter().find(|op| op.label == "sum").unwrap();
    assert_eq!(sum.flags, DataFlags::IMPLICIT);
}

#[test]
fn exit_data_carries_finalize() {
    let src = PROGRAM.replace("#pragma acc enter data copyin(a[0:n])\n", "");
    let (_, exit) = operations(&src, Some(CUDA));
    assert_eq!(exit.len(), 1);
    assert_eq!(exit[0].kind, DataKind::CopyOut);
    assert_eq!(exit[0].flags, DataFlags::FINALIZE | DataFlags::SECTION);
}

#[test]
fn subarrays_that_start_after_element_zero_anchor_the_device_pointers() {
    let src = r#"
struct S { int n; float *p; };
void f(float *a, float *b, float **rows, int n, struct S s) {
    #pragma acc parallel loop copy(a[2:n], b[0:n], s.p[1:n], rows[1][0:n])
    for (int i = 0; i < n; i++) a[i] += b[i] + s.p[i] + rows[1][i];
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, _) = parser::parse_translation_unit(sm.text());
    let (sema, _) = accc_sema::analyze::analyze(&tu, &sm);
    let (module, _) = accc_ir::build(&tu, &sema, &sm, "nvidia");
    let mut decide = HostData::new(&sema, &sm, "nvidia", Some(CUDA));
    let anchors = decide.anchors(module.regions[0].directive);
    let anchor = |name: &str, path: &str| {
        let sym = sema
            .symbols
            .symbols
            .iter()
            .position(|s| s.name == name)
            .expect("declared");
        anchors
            .iter()
            .find(|((id, p), _)| *id == sym && p == path)
            .map(|(_, at)| at.clone())
    };
    assert_eq!(anchor("a", ""), Some(Some("(void *)&(a)[2]".into())));
    assert_eq!(anchor("b", ""), Some(None));
    assert_eq!(anchor("s", ".p"), Some(Some("(void *)&(s.p)[1]".into())));
    // The kernel's pointer reaches the array of pointers: its first subscript's element.
    assert_eq!(anchor("rows", ""), Some(Some("(void *)&(rows)[1]".into())));
}
