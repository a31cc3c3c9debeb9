//! Compute constructs (`parallel`, `kernels`, `serial`, the combined constructs) and their
//! clauses.

mod directive_util;
use accc_front::ast::ExprKind;
use accc_front::directive::*;
use directive_util::*;

#[test]
fn parallel_bare() {
    let t = "#pragma acc parallel";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Parallel);
    assert_eq!(d.namespace, Namespace::Acc);
    assert!(d.clauses.is_empty());
    assert!(d.arg.is_none());
    assert_eq!(at(t, d.name_span), "parallel");
    assert_eq!(at(t, d.span), t);
    assert!(d.warnings.is_empty());
}

#[test]
fn kernels_and_serial() {
    assert_eq!(parse("#pragma acc kernels").kind, DirectiveKind::Kernels);
    assert_eq!(parse("#pragma acc serial").kind, DirectiveKind::Serial);
}

#[test]
fn combined_constructs_and_name_span() {
    for (t, k) in [
        ("#pragma acc parallel loop", DirectiveKind::ParallelLoop),
        ("#pragma acc kernels loop", DirectiveKind::KernelsLoop),
        ("#pragma acc serial loop", DirectiveKind::SerialLoop),
    ] {
        let d = parse(t);
        assert_eq!(d.kind, k);
        assert!(k.is_combined() && k.is_compute() && k.is_loop());
        assert_eq!(at(t, d.name_span), &t["#pragma acc ".len()..]);
    }
    assert_eq!(
        DirectiveKind::KernelsLoop.compute_part(),
        Some(DirectiveKind::Kernels)
    );
}

#[test]
fn brief_example_parallel_loop() {
    let t = "#pragma acc parallel loop gang vector(128) reduction(+:s)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::ParallelLoop);
    assert_eq!(d.clauses.len(), 3);
    assert_eq!(d.clauses[0].kind, ClauseKind::Gang(GangArgs::default()));
    assert_eq!(at(t, d.clauses[0].span), "gang");
    match &d.clauses[1].kind {
        ClauseKind::Vector(Some(e)) => assert_eq!(ex(t, e), "128"),
        k => panic!("{k:?}"),
    }
    assert_eq!(at(t, d.clauses[1].span), "vector(128)");
    match &d.clauses[2].kind {
        ClauseKind::Reduction { op, op_span, vars } => {
            assert_eq!(*op, ReductionOp::Add);
            assert_eq!(at(t, *op_span), "+");
            assert_eq!(vars.len(), 1);
            assert_eq!(vars[0].name(), "s");
            assert!(vars[0].is_plain());
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(at(t, d.clauses[2].span), "reduction(+:s)");
    // OpenACC 3.3 forbids vector(length) inside parallel: accepted with a warning.
    assert_eq!(d.warnings.len(), 1);
    assert!(d.warnings[0]
        .message
        .contains("`length` argument of `vector`"));
    assert_eq!(at(t, d.warnings[0].span), "128");
}

#[test]
fn async_and_wait_clauses() {
    let t = "#pragma acc parallel async(q+1) wait(1, 2)";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::Async(Some(e)) => assert_eq!(ex(t, e), "q+1"),
        k => panic!("{k:?}"),
    }
    match &d.clauses[1].kind {
        ClauseKind::Wait(Some(w)) => {
            assert!(w.devnum.is_none());
            assert!(!w.queues_keyword);
            assert_eq!(w.queues.len(), 2);
            assert_eq!(ex(t, &w.queues[1]), "2");
            assert_eq!(at(t, w.span), "(1, 2)");
        }
        k => panic!("{k:?}"),
    }
    let d = parse("#pragma acc kernels async wait");
    assert_eq!(d.clauses[0].kind, ClauseKind::Async(None));
    assert_eq!(d.clauses[1].kind, ClauseKind::Wait(None));
    // Several wait clauses add up; several async clauses are an error.
    let d = parse("#pragma acc serial wait(w1) wait(w2)");
    assert_eq!(d.clauses_named(ClauseName::Wait).count(), 2);
}

#[test]
fn wait_clause_with_devnum_and_queues() {
    let t = "#pragma acc parallel wait(devnum: dev : queues: q1, q2)";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::Wait(Some(w)) => {
            assert_eq!(ex(t, w.devnum.as_ref().unwrap()), "dev");
            assert!(w.queues_keyword);
            let q: Vec<_> = w.queues.iter().map(|e| ex(t, e)).collect();
            assert_eq!(q, ["q1", "q2"]);
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn num_gangs_workers_vector_length() {
    let t = "#pragma acc parallel num_gangs(n/2, 4, 1) num_workers(8) vector_length(VL*2)";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::NumGangs(v) => {
            let v: Vec<_> = v.iter().map(|e| ex(t, e)).collect();
            assert_eq!(v, ["n/2", "4", "1"]);
        }
        k => panic!("{k:?}"),
    }
    match &d.clauses[1].kind {
        ClauseKind::NumWorkers(e) => assert_eq!(ex(t, e), "8"),
        k => panic!("{k:?}"),
    }
    match &d.clauses[2].kind {
        ClauseKind::VectorLength(e) => assert_eq!(ex(t, e), "VL*2"),
        k => panic!("{k:?}"),
    }
    let d = parse("#pragma acc kernels num_gangs(64)");
    assert!(matches!(&d.clauses[0].kind, ClauseKind::NumGangs(v) if v.len() == 1));
}

#[test]
fn if_and_self_conditions() {
    let t = "#pragma acc parallel if(n > 1000 && use_gpu) self(on_host)";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::If(e) => {
            assert_eq!(ex(t, e), "n > 1000 && use_gpu");
            assert!(matches!(e.kind, ExprKind::Binary { .. }));
        }
        k => panic!("{k:?}"),
    }
    match &d.clauses[1].kind {
        ClauseKind::SelfCond(Some(e)) => assert_eq!(ex(t, e), "on_host"),
        k => panic!("{k:?}"),
    }
    let d = parse("#pragma acc serial self");
    assert_eq!(d.clauses[0].kind, ClauseKind::SelfCond(None));
    assert_eq!(d.clauses[0].kind.name(), ClauseName::SelfClause);
}

#[test]
fn default_none_and_present() {
    let d = parse("#pragma acc kernels default(none)");
    assert_eq!(d.clauses[0].kind, ClauseKind::Default(DefaultKind::None));
    let d = parse("#pragma acc parallel loop default(present)");
    assert_eq!(d.clauses[0].kind, ClauseKind::Default(DefaultKind::Present));
}

#[test]
fn private_and_firstprivate() {
    let t = "#pragma acc parallel private(tmp, buf[0:n]) firstprivate(scale)";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::Private(v) => {
            assert_eq!(v.len(), 2);
            assert_eq!(v[0].name(), "tmp");
            assert_eq!(at(t, v[1].span), "buf[0:n]");
        }
        k => panic!("{k:?}"),
    }
    match &d.clauses[1].kind {
        ClauseKind::FirstPrivate(v) => assert_eq!(v[0].name(), "scale"),
        k => panic!("{k:?}"),
    }
}

#[test]
fn every_reduction_operator() {
    for (op, want) in [
        ("+", ReductionOp::Add),
        ("*", ReductionOp::Mul),
        ("max", ReductionOp::Max),
        ("min", ReductionOp::Min),
        ("&", ReductionOp::BitAnd),
        ("|", ReductionOp::BitOr),
        ("^", ReductionOp::BitXor),
        ("&&", ReductionOp::LogAnd),
        ("||", ReductionOp::LogOr),
    ] {
        let t = format!("#pragma acc parallel reduction({op}:a, b)");
        let d = parse(&t);
        match &d.clauses[0].kind {
            ClauseKind::Reduction { op: got, vars, .. } => {
                assert_eq!(*got, want);
                assert_eq!(got.as_str(), op);
                assert_eq!(vars.len(), 2);
            }
            k => panic!("{k:?}"),
        }
    }
}

#[test]
fn data_clauses_on_compute_constructs() {
    let t = "#pragma acc kernels copy(a[0:n]) copyin(b) copyout(c[0:n]) create(t) \
             no_create(u) present(v) deviceptr(p) attach(s.ptr)";
    let d = parse(t);
    let kinds: Vec<_> = d
        .clauses
        .iter()
        .map(|c| match &c.kind {
            ClauseKind::Data(dc) => dc.kind,
            k => panic!("{k:?}"),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            DataClauseKind::Copy,
            DataClauseKind::CopyIn,
            DataClauseKind::CopyOut,
            DataClauseKind::Create,
            DataClauseKind::NoCreate,
            DataClauseKind::Present,
            DataClauseKind::DevicePtr,
            DataClauseKind::Attach,
        ]
    );
    let attach = &d.clauses[7].kind.vars()[0];
    assert_eq!(attach.name(), "s");
    assert!(matches!(
        attach.base.kind,
        ExprKind::Member { arrow: false, .. }
    ));
    assert_eq!(at(t, attach.span), "s.ptr");
}

#[test]
fn data_clause_modifiers() {
    let t = "#pragma acc parallel copyin(always, readonly: a[0:n]) copyout(zero: b) \
             copy(alwaysin: c) create(zero: d)";
    let d = parse(t);
    let dc = |i: usize| match &d.clauses[i].kind {
        ClauseKind::Data(dc) => dc.clone(),
        k => panic!("{k:?}"),
    };
    let c0 = dc(0);
    assert_eq!(
        c0.modifiers.iter().map(|m| m.kind).collect::<Vec<_>>(),
        [DataModifier::Always, DataModifier::ReadOnly]
    );
    assert_eq!(at(t, c0.modifiers[1].span), "readonly");
    assert!(c0.has_modifier(DataModifier::ReadOnly));
    assert!(!c0.has_modifier(DataModifier::Zero));
    assert_eq!(c0.vars[0].name(), "a");
    assert!(dc(1).has_modifier(DataModifier::Zero));
    assert!(dc(2).has_modifier(DataModifier::AlwaysIn));
    assert!(dc(3).has_modifier(DataModifier::Zero));
}

#[test]
fn variable_named_like_a_modifier_is_a_variable() {
    let d = parse("#pragma acc parallel copyin(always, zero)");
    match &d.clauses[0].kind {
        ClauseKind::Data(dc) => {
            assert!(dc.modifiers.is_empty());
            assert_eq!(dc.vars.len(), 2);
            assert_eq!(dc.vars[0].name(), "always");
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn legacy_present_or_spellings() {
    let t = "#pragma acc kernels pcopy(a) pcopyin(b) pcopyout(c) pcreate(d) present_or_copy(e) \
             present_or_copyin(f) present_or_copyout(g) present_or_create(h)";
    let d = parse(t);
    let got: Vec<_> = d
        .clauses
        .iter()
        .map(|c| (c.spelling.as_str(), c.kind.name()))
        .collect();
    assert_eq!(
        got,
        [
            ("pcopy", ClauseName::Copy),
            ("pcopyin", ClauseName::CopyIn),
            ("pcopyout", ClauseName::CopyOut),
            ("pcreate", ClauseName::Create),
            ("present_or_copy", ClauseName::Copy),
            ("present_or_copyin", ClauseName::CopyIn),
            ("present_or_copyout", ClauseName::CopyOut),
            ("present_or_create", ClauseName::Create),
        ]
    );
}

#[test]
fn commas_between_clauses_are_allowed() {
    let d = parse("#pragma acc parallel loop gang, vector, private(x)");
    assert_eq!(d.clauses.len(), 3);
}

#[test]
fn combined_takes_loop_clauses() {
    let t = "#pragma acc kernels loop independent collapse(2) private(t) reduction(max:m) \
             copyin(a[0:n][0:m])";
    let d = parse(t);
    assert_eq!(d.clauses[0].kind, ClauseKind::Independent);
    match &d.clauses[1].kind {
        ClauseKind::Collapse { force, count } => {
            assert!(!force);
            assert_eq!(count.value, 2);
        }
        k => panic!("{k:?}"),
    }
    assert!(d.has_clause(ClauseName::Reduction));
    assert!(d.has_clause(ClauseName::CopyIn));
    assert_eq!(d.clauses_named(ClauseName::Private).count(), 1);
}

#[test]
fn casts_with_typedefs_in_arguments() {
    let t = "#pragma acc parallel num_gangs((int)(n / (real_t)2)) if((size_t)n > 0)";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::NumGangs(v) => assert!(matches!(v[0].kind, ExprKind::Cast { .. })),
        k => panic!("{k:?}"),
    }
}

#[test]
fn dissertation_kernels_loop() {
    // Dissertation listing 6.x: vector(N) on a kernels loop sets the block size.
    let t = "#pragma acc kernels loop independent vector(BLOCK_SIZE)";
    let d = parse(t);
    assert!(d.warnings.is_empty());
    match &d.clauses[1].kind {
        ClauseKind::Vector(Some(e)) => assert_eq!(ex(t, e), "BLOCK_SIZE"),
        k => panic!("{k:?}"),
    }
}
