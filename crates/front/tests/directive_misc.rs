//! `wait`, `cache`, `atomic`, `routine`, `init`, `shutdown`, `set`.

mod directive_util;
use accc_front::directive::*;
use directive_util::*;

#[test]
fn wait_directive_forms() {
    let d = parse("#pragma acc wait");
    assert_eq!(d.kind, DirectiveKind::Wait);
    assert!(d.arg.is_none());
    let t = "#pragma acc wait(i)";
    let d = parse(t);
    match &d.arg {
        Some(DirectiveArg::Wait(w)) => {
            assert_eq!(w.queues.len(), 1);
            assert_eq!(ex(t, &w.queues[0]), "i");
        }
        a => panic!("{a:?}"),
    }
    let t = "#pragma acc wait(devnum: 1 : queues: 3, 4) async(5) if(go)";
    let d = parse(t);
    match &d.arg {
        Some(DirectiveArg::Wait(w)) => {
            assert_eq!(ex(t, w.devnum.as_ref().unwrap()), "1");
            assert!(w.queues_keyword);
            assert_eq!(w.queues.len(), 2);
            assert_eq!(at(t, w.span), "(devnum: 1 : queues: 3, 4)");
        }
        a => panic!("{a:?}"),
    }
    assert_eq!(d.clauses.len(), 2);
    let d = parse("#pragma acc wait async");
    assert!(d.arg.is_none());
    assert_eq!(d.clauses[0].kind, ClauseKind::Async(None));
}

#[test]
fn cache_directive_from_the_brief() {
    let t = "#pragma acc cache(a[i-1:3], B[l0:16][j:1])";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Cache);
    assert!(d.clauses.is_empty());
    let Some(DirectiveArg::Cache(c)) = &d.arg else {
        panic!("{:?}", d.arg)
    };
    assert!(c.readonly.is_none());
    assert_eq!(c.vars.len(), 2);
    match &c.vars[0].subscripts[0].kind {
        SubscriptKind::Section {
            lower: Some(l),
            length: Some(n),
        } => {
            assert_eq!(ex(t, l), "i-1");
            assert_eq!(ex(t, n), "3");
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(c.vars[1].subscripts.len(), 2);
    assert_eq!(at(t, c.vars[1].span), "B[l0:16][j:1]");
    assert_eq!(at(t, c.span), "(a[i-1:3], B[l0:16][j:1])");
}

#[test]
fn cache_from_the_paper_and_readonly() {
    // cache-directive-paper listing 1.
    let d = parse("#pragma acc cache(a[(i-1):3])");
    assert!(matches!(&d.arg, Some(DirectiveArg::Cache(c)) if c.vars.len() == 1));
    let t = "#pragma acc cache(readonly: x[k:4])";
    let d = parse(t);
    match &d.arg {
        Some(DirectiveArg::Cache(c)) => {
            assert_eq!(at(t, c.readonly.unwrap()), "readonly");
            assert_eq!(c.vars[0].name(), "x");
        }
        a => panic!("{a:?}"),
    }
}

#[test]
fn atomic_kinds() {
    let t = "#pragma acc atomic";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Atomic(AtomicKind::Update));
    assert_eq!(at(t, d.name_span), "atomic");
    for (w, k) in [
        ("read", AtomicKind::Read),
        ("write", AtomicKind::Write),
        ("update", AtomicKind::Update),
        ("capture", AtomicKind::Capture),
    ] {
        let t = format!("#pragma acc atomic {w}");
        let d = parse(&t);
        assert_eq!(d.kind, DirectiveKind::Atomic(k));
        assert_eq!(at(&t, d.name_span), format!("atomic {w}"));
        assert_eq!(k.as_str(), w);
    }
    let t = "#pragma acc atomic capture if(n > 0)";
    let d = parse(t);
    assert!(matches!(&d.clauses[0].kind, ClauseKind::If(e) if ex(t, e) == "n > 0"));
    // `atomic if(…)` without an atomic-clause is an update.
    let d = parse("#pragma acc atomic if(c)");
    assert_eq!(d.kind, DirectiveKind::Atomic(AtomicKind::Update));
}

#[test]
fn routine_forms() {
    let d = parse("#pragma acc routine seq");
    assert_eq!(d.kind, DirectiveKind::Routine);
    assert!(d.arg.is_none());
    assert_eq!(d.clauses[0].kind, ClauseKind::Seq);
    let t = "#pragma acc routine(saxpy) vector nohost bind(saxpy_dev)";
    let d = parse(t);
    match &d.arg {
        Some(DirectiveArg::Routine(id)) => {
            assert_eq!(id.name, "saxpy");
            assert_eq!(at(t, id.span), "saxpy");
        }
        a => panic!("{a:?}"),
    }
    assert_eq!(d.clauses[0].kind, ClauseKind::Vector(None));
    assert_eq!(d.clauses[1].kind, ClauseKind::NoHost);
    match &d.clauses[2].kind {
        ClauseKind::Bind(BindName::Ident(i)) => assert_eq!(i.name, "saxpy_dev"),
        k => panic!("{k:?}"),
    }
    let d = parse("#pragma acc routine worker bind(\"cuda_fn\")");
    match &d.clauses[1].kind {
        ClauseKind::Bind(BindName::Str { text, value, .. }) => {
            assert_eq!(text, "\"cuda_fn\"");
            assert_eq!(value, "cuda_fn");
        }
        k => panic!("{k:?}"),
    }
    let d = parse("#pragma acc routine gang(dim: 2)");
    match &d.clauses[0].kind {
        ClauseKind::Gang(g) => {
            assert_eq!(g.dim.as_ref().unwrap().value, 2);
            assert!(g.num.is_none());
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn routine_levels_per_device_type() {
    let d = parse("#pragma acc routine device_type(nvidia) vector device_type(host) seq");
    assert_eq!(d.clauses.len(), 4);
    assert_eq!(d.clauses[1].device_types, Some(vec!["nvidia".into()]));
    assert_eq!(d.clauses[3].device_types, Some(vec!["host".into()]));
}

#[test]
fn init_shutdown_set() {
    let t = "#pragma acc init device_type(nvidia) device_num(0) if(use)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Init);
    match &d.clauses[0].kind {
        ClauseKind::DeviceType(DeviceTypeSel::Names(n)) => assert_eq!(n[0].name, "nvidia"),
        k => panic!("{k:?}"),
    }
    // On init, device_type selects the device: it scopes nothing.
    assert_eq!(d.clauses[1].device_types, None);
    assert!(matches!(&d.clauses[1].kind, ClauseKind::DeviceNum(e) if ex(t, e) == "0"));
    let d = parse("#pragma acc shutdown device_type(host)");
    assert_eq!(d.kind, DirectiveKind::Shutdown);
    let t = "#pragma acc set default_async(acc_async_sync) device_num(dev) device_type(multicore)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Set);
    assert!(
        matches!(&d.clauses[0].kind, ClauseKind::DefaultAsync(e) if ex(t, e) == "acc_async_sync")
    );
    assert_eq!(d.clauses[2].device_types, None);
    assert!(d.kind.is_standalone());
}

#[test]
fn device_type_star_and_dtype_alias() {
    let t = "#pragma acc parallel dtype(*) num_gangs(4)";
    let d = parse(t);
    assert_eq!(d.clauses[0].spelling, "dtype");
    assert!(
        matches!(&d.clauses[0].kind, ClauseKind::DeviceType(DeviceTypeSel::All(s)) if at(t, *s) == "*")
    );
    assert_eq!(d.clauses[1].device_types, Some(vec!["*".to_string()]));
}

#[test]
fn unknown_device_type_is_a_warning() {
    let t = "#pragma acc parallel device_type(nvdia) async";
    let d = parse(t);
    assert_eq!(d.warnings.len(), 1);
    let w = &d.warnings[0];
    assert_eq!(w.level, accc_front::Level::Warning);
    assert_eq!(w.message, "unknown device type `nvdia`");
    assert_eq!(at(t, w.span), "nvdia");
    assert_eq!(w.help.as_deref(), Some("did you mean `nvidia`?"));
}
