//! The runtime calls of compute constructs and data directives end to end from C text:
//! parse, analyse, build the IR, and ask `passes::host_ops` when each directive's calls
//! run, which queues they wait for, on which queue they run and how long `declare` data
//! lives.

use accc_front::{parser, Diagnostic, SourceMap, Span};
use accc_ir::host::{
    Condition, DeclareScope, HostOp, Queue, RegionCall, Transfer, UseDevice, WaitList,
};
use accc_passes::host_data::HostData;

/// The calls of every compute construct of `src`, then of every data directive (those
/// that have some), with the data decided as the checking mode does (no target facts).
fn calls(src: &str) -> (Vec<RegionCall>, Vec<HostOp>) {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, diags) = parser::parse_translation_unit(sm.text());
    assert!(diags.is_empty(), "parse errors: {diags:?}");
    let (sema, diags) = accc_sema::analyze::analyze(&tu, &sm);
    assert!(!diags.iter().any(Diagnostic::is_error), "sema: {diags:?}");
    let (mut module, diags) = accc_ir::build(&tu, &sema, &sm, "nvidia");
    assert!(!diags.iter().any(Diagnostic::is_error), "ir: {diags:?}");
    accc_passes::host_ops::region_guards(&mut module, &sm);
    let mut decide = HostData::new(&sema, &sm, "nvidia", None);
    let regions = module
        .regions
        .iter()
        .enumerate()
        .map(|(i, r)| decide.region_call(i, r))
        .collect();
    let directives = module
        .constructs
        .iter()
        .enumerate()
        .filter_map(|(i, c)| decide.directive(i, c))
        .collect();
    (regions, directives)
}

/// The offset in `src` of the statement that follows `marker` (a comment).
fn after(src: &str, marker: &str) -> u32 {
    let at = src.find(marker).expect("marker") + marker.len();
    (at + src[at..].len() - src[at..].trim_start().len()) as u32
}

fn list(queues: &[&str]) -> WaitList {
    WaitList {
        queues: queues.iter().map(|q| q.to_string()).collect(),
    }
}

#[test]
fn clauses_give_the_guard_waits_and_queue() {
    let src = r#"
void f(float *a, int n, int q, int on) {
    #pragma acc parallel loop copy(a[0:n]) async(q + 1) wait(1, 2) wait if(n > 8) self(on)
    for (int i = 0; i < n; i++) a[i] += 1;
    #pragma acc update device(a[0:n]) async wait(q) if(on)
    #pragma acc wait(1) async(q)
    #pragma acc wait
}
"#;
    let (regions, directives) = calls(src);
    let r = &regions[0];
    assert_eq!(
        r.guard,
        [
            Condition::If("n > 8".into()),
            Condition::UnlessSelf("on".into())
        ]
    );
    assert_eq!(r.waits, [list(&["1", "2"]), list(&[])]);
    assert_eq!(r.queue, Queue::Expr("q + 1".into()));
    assert_eq!(r.ops.len(), 1);
    assert!(!r.cache_check, "the back end's to set");
    let HostOp::Transfer {
        call,
        guard,
        waits,
        queue,
        ops,
        ..
    } = &directives[0]
    else {
        panic!("an update: {:?}", directives[0]);
    };
    assert_eq!(*call, Transfer::Update);
    assert_eq!(guard.as_deref(), Some("on"));
    assert_eq!(*waits, [list(&["q"])]);
    assert_eq!(*queue, Queue::NoValue);
    assert_eq!(ops.len(), 1);
    let waits: Vec<(&WaitList, &Queue)> = directives[1..]
        .iter()
        .map(|op| match op {
            HostOp::Wait { queues, queue, .. } => (queues, queue),
            other => panic!("a wait: {other:?}"),
        })
        .collect();
    assert_eq!(
        waits,
        [
            (&list(&["1"]), &Queue::Expr("q".into())),
            (&list(&[]), &Queue::Sync)
        ]
    );
}

#[test]
fn a_bare_self_runs_on_the_host() {
    let src = r#"
void f(float *a, int n) {
    #pragma acc parallel loop self copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1;
}
"#;
    let (regions, _) = calls(src);
    assert_eq!(regions[0].guard, [Condition::OnHost]);
    assert_eq!(regions[0].queue, Queue::Sync);
}

#[test]
fn declare_data_lives_to_the_end_of_its_block_and_its_exits() {
    let src = r#"
float table[64];
#pragma acc declare create(table)
int f(int n) {
    for (int k = 0; k < n; k++) {
        float w[16];
        #pragma acc declare create(w)
        if (k == 3) /*A*/break;
        for (int j = 0; j < 4; j++) if (j == k) break;
        if (k == 5) /*B*/return k;
    /*C*/}
    return 0;
}
"#;
    let (_, directives) = calls(src);
    let scopes: Vec<&DeclareScope> = directives
        .iter()
        .map(|op| match op {
            HostOp::Declare { scope, .. } => scope,
            other => panic!("a declare: {other:?}"),
        })
        .collect();
    assert_eq!(*scopes[0], DeclareScope::File);
    let DeclareScope::Block { end, exits } = scopes[1] else {
        panic!("a block scope: {:?}", scopes[1]);
    };
    assert_eq!(*end, after(src, "/*C*/"));
    // The inner loop's `break` leaves only that loop.
    let starts: Vec<u32> = exits.iter().map(|s: &Span| s.lo).collect();
    assert_eq!(starts, [after(src, "/*A*/"), after(src, "/*B*/")]);
}

#[test]
fn host_data_names_its_variables_in_order() {
    let src = r#"
void g(float *p);
void f(float *a, float x) {
    float b[4];
    #pragma acc host_data use_device(b, a) if_present
    { g(a); }
    #pragma acc data copy(x)
    #pragma acc host_data use_device(a)
    g(a);
}
"#;
    let (_, directives) = calls(src);
    let HostOp::HostData {
        use_device,
        if_present,
        ..
    } = &directives[0]
    else {
        panic!("host_data: {:?}", directives[0]);
    };
    let device = |name: &str, addressed| UseDevice {
        name: name.into(),
        addressed,
    };
    assert_eq!(*use_device, [device("b", true), device("a", true)]);
    assert!(*if_present);
    assert!(matches!(directives[1], HostOp::Data { .. }));
    assert!(matches!(
        directives[2],
        HostOp::HostData {
            if_present: false,
            ..
        }
    ));
}
