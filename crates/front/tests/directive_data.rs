//! Data constructs and directives (`data`, `enter data`, `exit data`, `host_data`,
//! `update`, `declare`) and variable references.

mod directive_util;
use accc_front::ast::ExprKind;
use accc_front::directive::*;
use directive_util::*;

fn data(c: &Clause) -> &DataClause {
    match &c.kind {
        ClauseKind::Data(d) => d,
        k => panic!("not a data clause: {k:?}"),
    }
}

#[test]
fn data_construct() {
    let t = "#pragma acc data copyin(a[0:LEN*LEN],b[0:LEN*LEN]) copyout(c[0:LEN*LEN]) if(n) \
             async(1) wait default(present)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Data);
    let c0 = data(&d.clauses[0]);
    assert_eq!(c0.kind, DataClauseKind::CopyIn);
    assert_eq!(c0.vars.len(), 2);
    match &c0.vars[0].subscripts[0].kind {
        SubscriptKind::Section {
            lower: Some(l),
            length: Some(n),
        } => {
            assert_eq!(ex(t, l), "0");
            assert_eq!(ex(t, n), "LEN*LEN");
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(at(t, c0.vars[1].span), "b[0:LEN*LEN]");
    assert_eq!(at(t, c0.vars[1].subscripts[0].span), "[0:LEN*LEN]");
    assert!(d.has_clause(ClauseName::If));
    assert!(d.has_clause(ClauseName::Async));
    assert!(d.has_clause(ClauseName::Default));
}

#[test]
fn section_shapes() {
    let t = "#pragma acc data copy(a[:n], b[lo:], c[:], d[i][j], e[0:n][k])";
    let d = parse(t);
    let vars = &data(&d.clauses[0]).vars;
    match &vars[0].subscripts[0].kind {
        SubscriptKind::Section {
            lower: None,
            length: Some(n),
        } => assert_eq!(ex(t, n), "n"),
        k => panic!("{k:?}"),
    }
    match &vars[1].subscripts[0].kind {
        SubscriptKind::Section {
            lower: Some(l),
            length: None,
        } => assert_eq!(ex(t, l), "lo"),
        k => panic!("{k:?}"),
    }
    assert!(matches!(
        vars[2].subscripts[0].kind,
        SubscriptKind::Section {
            lower: None,
            length: None
        }
    ));
    assert!(!vars[3].has_section());
    assert_eq!(vars[3].subscripts.len(), 2);
    assert!(matches!(&vars[3].subscripts[1].kind, SubscriptKind::Index(e) if ex(t, e) == "j"));
    assert!(vars[4].has_section());
    assert!(matches!(&vars[4].subscripts[1].kind, SubscriptKind::Index(e) if ex(t, e) == "k"));
}

#[test]
fn member_paths() {
    let t = "#pragma acc enter data copyin(s.a[0:s.n], p->x[1:n-1], q[2].v, grid->cells)";
    let d = parse(t);
    let vars = &data(&d.clauses[0]).vars;
    assert_eq!(vars[0].name(), "s");
    assert_eq!(ex(t, &vars[0].base), "s.a");
    match &vars[0].subscripts[0].kind {
        SubscriptKind::Section {
            length: Some(n), ..
        } => assert_eq!(ex(t, n), "s.n"),
        k => panic!("{k:?}"),
    }
    assert!(matches!(
        vars[1].base.kind,
        ExprKind::Member { arrow: true, .. }
    ));
    assert_eq!(ex(t, &vars[1].base), "p->x");
    assert_eq!(at(t, vars[1].span), "p->x[1:n-1]");
    // A subscript followed by a member belongs to the base.
    assert_eq!(ex(t, &vars[2].base), "q[2].v");
    assert!(vars[2].subscripts.is_empty());
    match &vars[2].base.kind {
        ExprKind::Member { base, member, .. } => {
            assert_eq!(member.name, "v");
            assert!(matches!(base.kind, ExprKind::Index { .. }));
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(vars[3].name(), "grid");
}

#[test]
fn loop_variables_in_sections() {
    let t = "#pragma acc update device(buf_p[i:1][0:b+2*r*k]) async(i)";
    let d = parse(t);
    let v = &d.clauses[0].kind.vars()[0].clone();
    assert_eq!(v.subscripts.len(), 2);
    match &v.subscripts[1].kind {
        SubscriptKind::Section {
            length: Some(n), ..
        } => assert_eq!(ex(t, n), "b+2*r*k"),
        k => panic!("{k:?}"),
    }
}

#[test]
fn enter_and_exit_data() {
    let t = "#pragma acc enter data copyin(a[0:n]) create(b[0:n]) attach(p) async wait(1) if(x)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::EnterData);
    assert_eq!(at(t, d.name_span), "enter data");
    assert!(d.kind.is_standalone());
    assert_eq!(d.clauses.len(), 6);
    let t = "#pragma acc exit data copyout(a[0:n]) delete(b) detach(p) finalize";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::ExitData);
    assert_eq!(data(&d.clauses[1]).kind, DataClauseKind::Delete);
    assert_eq!(data(&d.clauses[2]).kind, DataClauseKind::Detach);
    assert_eq!(d.clauses[3].kind, ClauseKind::Finalize);
}

#[test]
fn host_data() {
    let t = "#pragma acc host_data use_device(a, b) if_present if(cond)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::HostData);
    match &d.clauses[0].kind {
        ClauseKind::UseDevice(v) => assert_eq!(v.len(), 2),
        k => panic!("{k:?}"),
    }
    assert_eq!(d.clauses[1].kind, ClauseKind::IfPresent);
}

#[test]
fn update_self_host_device() {
    let t = "#pragma acc update self(a[0:n]) host(b) device(c[1:2]) if_present async(2)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Update);
    // `self(list)` on update is `host(list)`, spelled `self`.
    match &d.clauses[0].kind {
        ClauseKind::Host(v) => assert_eq!(v[0].name(), "a"),
        k => panic!("{k:?}"),
    }
    assert_eq!(d.clauses[0].spelling, "self");
    assert_eq!(d.clauses[0].kind.name(), ClauseName::Host);
    assert!(matches!(&d.clauses[1].kind, ClauseKind::Host(v) if v[0].name() == "b"));
    assert!(matches!(&d.clauses[2].kind, ClauseKind::Device(v) if v[0].name() == "c"));
    // Several self/host clauses are fine on update.
    let d = parse("#pragma acc update self(a) self(b)");
    assert_eq!(d.clauses.len(), 2);
}

#[test]
fn pacc_paper_update_with_async() {
    let d = parse("#pragma acc update host (buf_p[i:1][0:b+2*r*k], q) async (i)");
    assert_eq!(d.clauses.len(), 2);
}

#[test]
fn declare() {
    let t = "#pragma acc declare create(tbl[0:256]) device_resident(w) link(big) copyin(c) \
             present(p) deviceptr(dp) copy(x) copyout(y)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Declare);
    let kinds: Vec<_> = d.clauses.iter().map(|c| data(c).kind).collect();
    assert_eq!(
        kinds,
        [
            DataClauseKind::Create,
            DataClauseKind::DeviceResident,
            DataClauseKind::Link,
            DataClauseKind::CopyIn,
            DataClauseKind::Present,
            DataClauseKind::DevicePtr,
            DataClauseKind::Copy,
            DataClauseKind::CopyOut,
        ]
    );
}

#[test]
fn expressions_with_ternary_and_calls_in_sections() {
    let t = "#pragma acc data copy(a[f(i, j):(n > 0 ? n : 1)])";
    let d = parse(t);
    let v = &data(&d.clauses[0]).vars[0];
    match &v.subscripts[0].kind {
        SubscriptKind::Section {
            lower: Some(l),
            length: Some(n),
        } => {
            assert!(matches!(l.kind, ExprKind::Call { .. }));
            assert_eq!(ex(t, l), "f(i, j)");
            assert_eq!(ex(t, n), "(n > 0 ? n : 1)");
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn ternary_inside_section_bounds_keeps_colons_apart() {
    let t = "#pragma acc data copy(a[c ? 1 : 2:n])";
    let d = parse(t);
    match &data(&d.clauses[0]).vars[0].subscripts[0].kind {
        SubscriptKind::Section {
            lower: Some(l),
            length: Some(n),
        } => {
            assert_eq!(ex(t, l), "c ? 1 : 2");
            assert_eq!(ex(t, n), "n");
        }
        k => panic!("{k:?}"),
    }
}
