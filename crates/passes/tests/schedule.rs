//! Loop scheduling and the dependence test, end to end from C text: parse, analyse, build
//! the IR, schedule, and look at what each loop became.

use accc_front::{parser, Diagnostic, SourceMap};
use accc_ir::{Loop, Schedule, SeqReason};

/// (line of the loop, schedule, private names, reductions as "op:name") for every loop.
type LoopRow = (u32, Schedule, Vec<String>, Vec<String>);

fn schedules(src: &str) -> Result<Vec<LoopRow>, Vec<Diagnostic>> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, diags) = parser::parse_translation_unit(sm.text());
    assert!(diags.is_empty(), "parse errors: {diags:?}");
    let (sema, diags) = accc_sema::analyze::analyze(&tu, &sm);
    if diags.iter().any(Diagnostic::is_error) {
        return Err(diags);
    }
    let (mut module, diags) = accc_ir::build(&tu, &sema, &sm, "multicore");
    if diags.iter().any(Diagnostic::is_error) {
        return Err(diags);
    }
    accc_passes::schedule(&mut module, &sema);
    let mut rows = Vec::new();
    for r in &module.regions {
        for l in &r.loops {
            l.walk(&mut |l: &Loop<'_>| {
                let names = |ids: &[accc_sema::SymbolId]| {
                    ids.iter()
                        .map(|&i| sema.symbols.get(i).name.clone())
                        .collect::<Vec<_>>()
                };
                rows.push((
                    sm.locate(l.stmt.span).line,
                    l.schedule.clone(),
                    names(&l.private),
                    l.reductions
                        .iter()
                        .map(|r| format!("{}:{}", r.op.as_str(), r.name))
                        .collect(),
                ));
            });
        }
    }
    Ok(rows)
}

fn gang() -> Schedule {
    Schedule::Parallel {
        gang: true,
        worker: false,
        vector: false,
    }
}

fn errors(src: &str) -> Vec<String> {
    match schedules(src) {
        Ok(_) => panic!("expected errors"),
        Err(d) => d
            .into_iter()
            .filter(Diagnostic::is_error)
            .map(|d| d.message)
            .collect(),
    }
}

#[test]
fn kernels_dependence_test() {
    let rows = schedules(
        "void f(int n, float *restrict a, float *restrict b, float c[100][100]) {
#pragma acc kernels
{
  for (int i = 1; i < n; i++) a[i] = a[i-1] + 1;
  for (int i = 0; i < n; i++) b[i] = a[i] * 2;
  for (int i = 0; i < 100; i++) for (int j = 1; j < 100; j++) c[i][j] = c[i][j-1];
  for (int i = 0; i < n; i += 2) a[i] = a[i+1];
  for (int i = 0; i < n; i++) a[0] += b[i];
}
}",
    )
    .unwrap();
    assert!(
        matches!(&rows[0].1, Schedule::Sequential { reason: SeqReason::Dependence(r) } if r.contains("`a`")),
        "{:?}",
        rows[0]
    );
    assert_eq!(rows[1].1, gang());
    // Rows are independent; the inner loop over columns carries the dependence.
    assert_eq!(rows[2].1, gang());
    assert_eq!(
        rows[3].1,
        Schedule::Sequential {
            reason: SeqReason::InnerLevel
        }
    );
    // Stride 2, offset 1: the GCD test proves the odd reads never meet the even writes.
    assert_eq!(rows[4].1, gang());
    assert!(matches!(
        &rows[5].1,
        Schedule::Sequential {
            reason: SeqReason::Dependence(_)
        }
    ));
}

#[test]
fn kernels_scalars_private_and_reductions() {
    // `t` is assigned before use in every iteration: private. `s` and `p` only
    // accumulate: reductions. `k` carries a value from one iteration to the next.
    let rows = schedules(
        "float g(int n, float *restrict a) {
  float t, s = 0, p = 1; int k = 0;
#pragma acc kernels
  for (int i = 0; i < n; i++) { t = a[i] * 2; s += t; p *= a[i]; }
#pragma acc kernels
  for (int i = 0; i < n; i++) { k = k * 2 + 1; a[i] = k; }
  return s + p;
}",
    )
    .unwrap();
    assert_eq!(rows[0].1, gang());
    assert_eq!(rows[0].2, vec!["t"]);
    assert_eq!(rows[0].3, vec!["+:s", "*:p"]);
    assert!(
        matches!(&rows[1].1, Schedule::Sequential { reason: SeqReason::Dependence(r) } if r.contains("`k`")),
        "{:?}",
        rows[1]
    );
}

#[test]
fn kernels_aliasing_and_calls() {
    let rows = schedules(
        "void h(int); void f(int n, float *a, float *b) {
#pragma acc kernels
  for (int i = 0; i < n; i++) a[i] = b[i];
#pragma acc kernels
  for (int i = 0; i < n; i++) h(i);
#pragma acc kernels
#pragma acc loop independent
  for (int i = 0; i < n; i++) a[i] = b[i];
}",
    );
    // `kernels` followed by a separate `loop` pragma on the same loop is fine.
    let rows = rows.unwrap();
    assert!(
        matches!(&rows[0].1, Schedule::Sequential { reason: SeqReason::Dependence(r) } if r.contains("same memory")),
        "{:?}",
        rows[0]
    );
    assert!(
        matches!(&rows[1].1, Schedule::Sequential { reason: SeqReason::Dependence(r) } if r.contains("`h`")),
        "{:?}",
        rows[1]
    );
    assert_eq!(rows[2].1, gang());
}

#[test]
fn parallel_region_levels() {
    let rows = schedules(
        "void f(int n, float *a) {
  int j;
#pragma acc parallel loop gang collapse(2)
  for (int i = 0; i < n; i++) for (int k = 0; k < n; k++) a[i*n+k] = 0;
#pragma acc parallel
  {
    for (int t = 0; t < 2; t++) {
#pragma acc loop gang
      for (int i = 0; i < n; i++)
#pragma acc loop vector
        for (j = 0; j < n; j++) a[i*n+j] += 1;
    }
  }
#pragma acc serial loop
  for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel loop seq
  for (int i = 0; i < n; i++) a[i] = i;
}",
    )
    .unwrap();
    assert_eq!(rows[0].1, gang());
    assert_eq!(
        rows[2].1,
        Schedule::Sequential {
            reason: SeqReason::NoDirective
        }
    );
    assert_eq!(rows[3].1, gang());
    // `j` is implicitly firstprivate on the `parallel` construct, so each gang (thread)
    // already has its own: the loop needs no further copy.
    assert!(rows[3].2.is_empty());
    assert_eq!(
        rows[4].1,
        Schedule::Sequential {
            reason: SeqReason::InnerLevel
        }
    );
    assert_eq!(
        rows[5].1,
        Schedule::Sequential {
            reason: SeqReason::Serial
        }
    );
    assert_eq!(
        rows[6].1,
        Schedule::Sequential {
            reason: SeqReason::Requested
        }
    );
}

#[test]
fn a_variable_in_two_data_clauses_is_an_error() {
    for clauses in [
        "copyin(a) copyout(a)",
        "copy(a[0:2]) present(a[2:2])",
        "private(t) firstprivate(t) copy(a)",
        "reduction(+:t) private(t) copy(a)",
    ] {
        let e = errors(&format!(
            "void f(float *a, float t) {{\n#pragma acc parallel {clauses}\n {{ a[0] = t; }} }}"
        ));
        assert!(
            e.iter()
                .any(|m| m.contains("appears in more than one data clause of this construct")),
            "{clauses}: {e:?}"
        );
    }
    // one clause each, or a combined construct's reduction beside its copy: fine
    for clauses in [
        "copyin(a) firstprivate(t)",
        "loop reduction(+:t) copy(t) copy(a)",
    ] {
        let src = format!(
            "void f(float *a, float t) {{\n#pragma acc parallel {clauses}\n for (int i = 0; i < 2; i++) t += a[i]; }}"
        );
        assert!(schedules(&src).is_ok(), "{clauses}");
    }
}

#[test]
fn a_directive_before_a_declaration_is_an_error() {
    for (directive, needs) in [
        ("parallel loop", "a `for` loop"),
        ("parallel", "a statement"),
        ("kernels", "a statement"),
    ] {
        let e = errors(&format!(
            "void f(float *a) {{\n#pragma acc {directive}\n int z = 0;\n for (int i = 0; i < 4; i++) a[i] = z; }}"
        ));
        let want = format!("`acc {directive}` must be followed by {needs}, not a declaration");
        assert!(e.iter().any(|m| m == &want), "{want}: {e:?}");
    }
    let e = errors("void f(float *a) {\n#pragma acc parallel\n{\n#pragma acc loop\n int z = 0;\n for (int i = 0; i < 4; i++) a[i] = z; } }");
    assert_eq!(
        e,
        ["`acc loop` must be followed by a `for` loop, not a declaration"],
        "once"
    );
}

#[test]
fn a_partitioned_loop_may_not_change_its_variable() {
    for change in ["i++;", "i += 2;", "i = 5;", "--i;"] {
        let e = errors(&format!(
            "void f(float *a) {{\n#pragma acc parallel loop\n for (int i = 0; i < 4; i++) {{ a[i] = 0; {change} }} }}"
        ));
        assert!(
            e.iter().any(|m| m
                == "the body of a loop partitioned by `acc parallel loop` changes its induction variable `i`"),
            "{change}: {e:?}"
        );
    }
    // a `seq` loop may; passing the variable's address on is no change
    for ok in [
        "#pragma acc parallel loop\n for (int j = 0; j < 4; j++) {\n#pragma acc loop seq\n for (int i = 0; i < 4; i++) { a[i] = 0; i++; } }",
        "#pragma acc parallel loop\n for (int i = 0; i < 4; i++) a[i] = g(&i);",
    ] {
        let src = format!(
            "#pragma acc routine seq\nstatic float g(const int *p) {{ return *p; }}\nvoid f(float *a) {{\n{ok} }}"
        );
        assert!(schedules(&src).is_ok(), "{ok}");
    }
}

#[test]
fn kernels_keep_scalars_used_after_the_loop() {
    let rows = schedules(
        "int f(int *b) { int t = 0, v;\n#pragma acc kernels\n{\n for (int i = 0; i < 9; i++) { t = i; b[i] = t; }\n for (int i = 0; i < 9; i++) { v = i; b[i] = v; }\n}\n return t; }",
    )
    .unwrap();
    assert_eq!(
        rows[0].1,
        Schedule::Sequential {
            reason: SeqReason::Dependence(
                "scalar `t` is used after the loop: its value from the last iteration is needed"
                    .into()
            )
        }
    );
    assert_eq!(rows[1].1, gang());
}

#[test]
fn a_goto_within_the_loop_body_does_not_leave_it() {
    let src = "void f(int *a) {\n#pragma acc parallel loop\n for (int i = 0; i < 9; i++) { a[i] = i; if (i > 5) goto skip; a[i] += 1; skip: ; } }";
    assert!(schedules(src).is_ok());
    let e = errors("void f(int *a) {\n#pragma acc parallel loop\n for (int i = 0; i < 9; i++) { a[i] = i; if (i > 5) goto out; }\n out: ; }");
    // One error, from the placement check of the compute construct (the loop's own exit
    // check does not repeat it).
    assert_eq!(e, ["`goto` cannot leave a compute construct"], "{e:?}");
}

#[test]
fn counts_must_be_positive_and_queues_integers() {
    for (clauses, want) in [
        (
            "vector_length(-1)",
            "`vector_length` needs a positive count, not -1",
        ),
        ("num_gangs(0)", "`num_gangs` needs a positive count, not 0"),
        (
            "num_workers(2 - 4)",
            "`num_workers` needs a positive count, not -2",
        ),
        ("num_workers(\"x\")", "`num_workers` needs an integer count"),
        (
            "vector_length(2.5)",
            "`vector_length` needs an integer count",
        ),
        ("async(1.5)", "`async` needs an integer queue number"),
        ("wait(\"q\")", "`wait` needs an integer queue number"),
    ] {
        let e = errors(&format!(
            "void f(float *a) {{\n#pragma acc parallel loop {clauses}\n for (int i = 0; i < 4; i++) a[i] = 0; }}"
        ));
        assert!(e.iter().any(|m| m == want), "{clauses}: {e:?}");
    }
}

#[test]
fn placement_errors() {
    let e =
        errors("void f(float *a) {\n#pragma acc loop\n for (int i = 0; i < 4; i++) a[i] = 0; }");
    assert!(
        e.iter().any(|m| m.contains("outside a compute region")),
        "{e:?}"
    );
    let e = errors("void f(float *a) {\n#pragma acc parallel loop collapse(3)\n for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) a[i] = 0; }");
    assert!(
        e.iter()
            .any(|m| m.contains("needs 3 tightly nested loops, but only 2")),
        "{e:?}"
    );
    let e = errors("void f(float *a, int n) {\n#pragma acc parallel loop default(none) copy(a[0:4])\n for (int i = 0; i < 4; i++) a[i] = n; }");
    assert!(
        e.iter()
            .any(|m| m.contains("`n` must appear in a data clause because of `default(none)`")),
        "{e:?}"
    );
    let e = errors("void f(float *a) {\n#pragma acc parallel loop copyin(b[0:4])\n for (int i = 0; i < 4; i++) a[i] = 0; }");
    assert!(
        e.iter().any(|m| m.contains("undeclared variable `b`")),
        "{e:?}"
    );
    let e = errors("void f(float *a) {\n#pragma acc parallel\n{\n#pragma acc kernels\n for (int i = 0; i < 4; i++) a[i] = 0; } }");
    assert!(e.iter().any(|m| m.contains("cannot be nested")), "{e:?}");
    let e = errors("void f(float *a) {\n#pragma acc parallel loop\n for (int i = 0; i < 4; i *= 2) a[i] = 0; }");
    assert!(
        e.iter().any(|m| m.contains("not in canonical form")),
        "{e:?}"
    );
    // An orphaned loop in a routine is allowed.
    assert!(schedules("#pragma acc routine vector\nvoid g(float *a) {\n#pragma acc loop vector\n for (int i = 0; i < 4; i++) a[i] = 0; }").is_ok());
}

#[test]
fn combined_construct_privatises_written_scalars_but_not_shared_ones() {
    let rows = schedules(
        "void f(int n, float *a) {
  float t; int count = 0;
#pragma acc parallel loop copy(count)
  for (int i = 0; i < n; i++) {
    t = a[i] * 2; a[i] = t;
#pragma acc atomic update
    count++;
  }
}",
    )
    .unwrap();
    assert_eq!(rows[0].1, gang());
    assert_eq!(rows[0].2, vec!["t"]);
}

/// `collapse(force:2)` in `kernels`: the nest is parallel (the dependence test sees the
/// outer loop's whole body), a scalar of outside assigned first in the code between the
/// loops is private, and the inner loop is collapsed into the outer one.
#[test]
fn force_collapse_with_intervening_code() {
    let rows = schedules(
        "void f(float (*restrict e)[8], float *restrict d, const float *restrict a) {\n double t;\n#pragma acc kernels\n {\n#pragma acc loop collapse(force:2)\n for (int i = 0; i < 4; i++) {\n  t = a[i];\n  for (int j = 0; j < 8; j++)\n   e[i][j] = t * j;\n  d[i] = t;\n }\n }\n}",
    )
    .unwrap();
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert_eq!(rows[0].1, gang(), "{rows:?}");
    assert_eq!(rows[0].2, vec!["t".to_string()], "{rows:?}");
    assert_eq!(
        rows[1].1,
        gang(),
        "the collapsed loop shares the schedule: {rows:?}"
    );
    let e = errors("void f(float (*e)[8]) {\n int m = 8;\n#pragma acc parallel loop collapse(force:2)\n for (int i = 0; i < 4; i++) {\n  m = 8 - i;\n  for (int j = 0; j < m; j++)\n   e[i][j] = j;\n }\n}");
    assert!(
        e.iter()
            .any(|m| m.contains("cannot depend on `m`, which the code between the loops writes")),
        "{e:?}"
    );
}
