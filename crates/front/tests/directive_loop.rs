//! The `loop` directive and its clauses.

mod directive_util;
use accc_front::directive::*;
use directive_util::*;

fn only_clause(t: &str) -> Clause {
    let d = parse(t);
    assert_eq!(d.clauses.len(), 1, "{t}");
    d.clauses.into_iter().next().unwrap()
}

#[test]
fn loop_bare() {
    let d = parse("#pragma acc loop");
    assert_eq!(d.kind, DirectiveKind::Loop);
    assert!(d.kind.is_loop() && !d.kind.is_compute());
    assert!(d.clauses.is_empty());
}

#[test]
fn seq_auto_independent() {
    assert_eq!(only_clause("#pragma acc loop seq").kind, ClauseKind::Seq);
    assert_eq!(only_clause("#pragma acc loop auto").kind, ClauseKind::Auto);
    assert_eq!(
        only_clause("#pragma acc loop independent").kind,
        ClauseKind::Independent
    );
}

#[test]
fn collapse_plain_and_force() {
    let t = "#pragma acc loop collapse(3)";
    match only_clause(t).kind {
        ClauseKind::Collapse { force, count } => {
            assert!(!force);
            assert_eq!(count.value, 3);
            assert_eq!(ex(t, &count.expr), "3");
        }
        k => panic!("{k:?}"),
    }
    match only_clause("#pragma acc loop collapse(force: 2)").kind {
        ClauseKind::Collapse { force, count } => {
            assert!(force);
            assert_eq!(count.value, 2);
        }
        k => panic!("{k:?}"),
    }
    // Constant arithmetic is folded (what a macro can expand to).
    match only_clause("#pragma acc loop collapse((1+1)*2)").kind {
        ClauseKind::Collapse { count, .. } => assert_eq!(count.value, 4),
        k => panic!("{k:?}"),
    }
}

#[test]
fn gang_forms() {
    let t = "#pragma acc loop gang(num: n, static: *)";
    match only_clause(t).kind {
        ClauseKind::Gang(g) => {
            assert_eq!(ex(t, g.num.as_ref().unwrap()), "n");
            assert!(matches!(g.static_size, Some(SizeExpr::Star(_))));
            assert!(g.dim.is_none());
        }
        k => panic!("{k:?}"),
    }
    let t = "#pragma acc loop gang(32, static: chunk)";
    match only_clause(t).kind {
        ClauseKind::Gang(g) => {
            assert_eq!(ex(t, g.num.as_ref().unwrap()), "32");
            match g.static_size {
                Some(SizeExpr::Expr(e)) => assert_eq!(ex(t, &e), "chunk"),
                s => panic!("{s:?}"),
            }
        }
        k => panic!("{k:?}"),
    }
    match only_clause("#pragma acc loop gang(dim: 2)").kind {
        ClauseKind::Gang(g) => assert_eq!(g.dim.unwrap().value, 2),
        k => panic!("{k:?}"),
    }
}

#[test]
fn worker_and_vector_forms() {
    let t = "#pragma acc loop worker(num: 4) vector(length: 64)";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::Worker(Some(e)) => assert_eq!(ex(t, e), "4"),
        k => panic!("{k:?}"),
    }
    match &d.clauses[1].kind {
        ClauseKind::Vector(Some(e)) => assert_eq!(ex(t, e), "64"),
        k => panic!("{k:?}"),
    }
    let t = "#pragma acc loop worker(w) vector(v)";
    let d = parse(t);
    assert!(matches!(&d.clauses[0].kind, ClauseKind::Worker(Some(e)) if ex(t, e) == "w"));
    assert!(matches!(&d.clauses[1].kind, ClauseKind::Vector(Some(e)) if ex(t, e) == "v"));
    let d = parse("#pragma acc loop gang worker vector");
    assert_eq!(d.clauses[1].kind, ClauseKind::Worker(None));
    assert_eq!(d.clauses[2].kind, ClauseKind::Vector(None));
}

#[test]
fn tile_with_stars_and_constants() {
    let t = "#pragma acc loop tile(32, *, 4)";
    match only_clause(t).kind {
        ClauseKind::Tile(sizes) => {
            assert_eq!(sizes.len(), 3);
            assert!(matches!(&sizes[0], TileSize::Const(c) if c.value == 32));
            assert!(matches!(&sizes[1], TileSize::Star(s) if at(t, *s) == "*"));
            assert!(matches!(&sizes[2], TileSize::Const(c) if c.value == 4));
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn private_and_reduction_on_loop() {
    let t = "#pragma acc loop private(i, j) reduction(*:prod)";
    let d = parse(t);
    assert_eq!(d.clauses[0].kind.vars().len(), 2);
    match &d.clauses[1].kind {
        ClauseKind::Reduction { op, vars, .. } => {
            assert_eq!(*op, ReductionOp::Mul);
            assert_eq!(vars[0].name(), "prod");
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn gang_vector_on_different_device_types_do_not_conflict_with_seq() {
    let d = parse("#pragma acc loop seq device_type(nvidia) gang vector");
    assert_eq!(d.clauses.len(), 4);
    assert_eq!(d.clauses[0].device_types, None);
    assert_eq!(d.clauses[2].device_types, Some(vec!["nvidia".to_string()]));
}

#[test]
fn int_literal_forms_in_constants() {
    match only_clause("#pragma acc loop collapse(0x2u)").kind {
        ClauseKind::Collapse { count, .. } => assert_eq!(count.value, 2),
        k => panic!("{k:?}"),
    }
}

#[test]
fn dissertation_loops() {
    // Dissertation appendix A listings.
    let d = parse("#pragma acc loop private(min) independent vector(TILESIZE)");
    assert_eq!(d.clauses.len(), 3);
    let d = parse("#pragma acc loop independent vector(16)");
    assert!(d.warnings.is_empty());
}
