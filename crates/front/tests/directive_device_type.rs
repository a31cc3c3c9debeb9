//! device_type scoping: which clauses apply to which device.

mod directive_util;
use accc_front::directive::*;
use directive_util::*;

fn names(cs: &[&Clause]) -> Vec<String> {
    cs.iter().map(|c| c.spelling.clone()).collect()
}

#[test]
fn clauses_after_device_type_are_scoped() {
    let t = "#pragma acc parallel num_gangs(8) async device_type(nvidia) num_gangs(1024) \
             vector_length(256) device_type(host, multicore) num_gangs(1)";
    let d = parse(t);
    let scopes: Vec<_> = d
        .clauses
        .iter()
        .map(|c| (c.spelling.as_str(), c.device_types.clone()))
        .collect();
    let nv = Some(vec!["nvidia".to_string()]);
    let hm = Some(vec!["host".to_string(), "multicore".to_string()]);
    assert_eq!(
        scopes,
        [
            ("num_gangs", None),
            ("async", None),
            ("device_type", None),
            ("num_gangs", nv.clone()),
            ("vector_length", nv),
            ("device_type", None),
            ("num_gangs", hm),
        ]
    );
}

#[test]
fn effective_clauses_per_device() {
    let t = "#pragma acc parallel num_gangs(8) async device_type(nvidia) num_gangs(1024) \
             vector_length(256) device_type(*) vector_length(4)";
    let d = parse(t);
    let nv = d.effective_clauses("nvidia");
    assert_eq!(names(&nv), ["async", "num_gangs", "vector_length"]);
    let ng = nv
        .iter()
        .find_map(|c| match &c.kind {
            ClauseKind::NumGangs(v) => Some(ex(t, &v[0])),
            _ => None,
        })
        .unwrap();
    assert_eq!(ng, "1024");
    // `*` applies to device types named nowhere else.
    let host = d.effective_clauses("host");
    assert_eq!(names(&host), ["num_gangs", "async", "vector_length"]);
    let vl = host
        .iter()
        .find_map(|c| match &c.kind {
            ClauseKind::VectorLength(e) => Some(ex(t, e)),
            _ => None,
        })
        .unwrap();
    assert_eq!(vl, "4");
}

#[test]
fn effective_clauses_without_device_type() {
    let d = parse("#pragma acc kernels async(1) copy(a)");
    assert_eq!(names(&d.effective_clauses("nvidia")), ["async", "copy"]);
}

#[test]
fn effective_clauses_keep_device_type_on_set() {
    let d = parse("#pragma acc set device_type(nvidia) device_num(1)");
    assert!(!d.kind_scopes_device_type());
    assert_eq!(
        names(&d.effective_clauses("nvidia")),
        ["device_type", "device_num"]
    );
}

#[test]
fn loop_scoping() {
    let d = parse(
        "#pragma acc loop gang device_type(nvidia) vector(128) collapse(2) device_type(host) \
         collapse(1)",
    );
    assert_eq!(names(&d.effective_clauses("host")), ["gang", "collapse"]);
    assert_eq!(
        names(&d.effective_clauses("nvidia")),
        ["gang", "vector", "collapse"]
    );
    assert_eq!(names(&d.effective_clauses("radeon")), ["gang"]);
}

#[test]
fn same_clause_allowed_once_per_scope() {
    // async once before device_type and once per device type: fine.
    let d = parse(
        "#pragma acc parallel async(1) device_type(nvidia) async(2) device_type(host) async(3)",
    );
    assert_eq!(d.clauses_named(ClauseName::Async).count(), 3);
}

#[test]
fn combined_construct_scoping_allows_loop_and_compute_clauses() {
    let d = parse(
        "#pragma acc parallel loop copy(a) device_type(nvidia) num_workers(4) worker tile(8, 8)",
    );
    assert_eq!(d.clauses.len(), 5);
    assert!(d.clauses[4].device_types.is_some());
}

#[test]
fn tables_are_public() {
    assert!(clauses_allowed(DirectiveKind::Loop).contains(&ClauseName::Tile));
    assert!(!clauses_allowed(DirectiveKind::Kernels).contains(&ClauseName::Reduction));
    assert!(clauses_allowed(DirectiveKind::KernelsLoop).contains(&ClauseName::Reduction));
    assert!(clauses_allowed_after_device_type(DirectiveKind::Serial).contains(&ClauseName::Async));
    assert!(clauses_allowed_after_device_type(DirectiveKind::EnterData).is_empty());
    assert_eq!(ClauseName::DeviceType.as_str(), "device_type");
    assert_eq!(ClauseName::SelfClause.as_str(), "self");
}
