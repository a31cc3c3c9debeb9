//! The `fcw` planner's verdict on the body of the loop around a block's vector loop
//! (`accc_ir::fcw::Nest`, `passes::ext::fcw::vxw`), from C text to the IR the back ends
//! read: the region's `FcwBlock::nest` after `record_blocks`.

use accc_front::SourceMap;
use accc_ir::fcw::{Nest, NestRule, NestVerdict};
use accc_passes::ext::fcw;

mod common;

/// Shared memory per block the tests plan for (an NVIDIA GPU's default).
const SHARED: u64 = 48 * 1024;

/// The nest recorded on the one communicating block of `src`, and the source map to
/// locate its spans.
fn nest_of(src: &str) -> (Option<Nest>, SourceMap) {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let planned = fcw::plan(&module, &sema, SHARED);
    assert!(planned.diagnostics.is_empty(), "{:?}", planned.diagnostics);
    fcw::record_blocks(&mut module, &planned);
    let broken = accc_ir::verify::module(&module, &sema);
    assert!(broken.is_empty(), "{broken:?}");
    let blocks: Vec<_> = module
        .regions
        .iter()
        .flat_map(|r| r.fcw_blocks.values())
        .collect();
    let [block] = blocks[..] else {
        panic!("{} communicating blocks", blocks.len());
    };
    (block.nest.clone(), sm)
}

/// The line where the loop statement starting at byte `at` stands.
fn line_at(sm: &SourceMap, at: u32) -> u32 {
    sm.locate(accc_front::Span { lo: at, hi: at }).line
}

/// Hotspot's form (D A.3): declarations that compute from the row alone, an empty
/// statement, then the vector loop as the worker loop's last statement.
#[test]
fn declarations_then_the_vector_loop_are_accepted() {
    let (nest, sm) = nest_of(
        "void f(int n, float (*restrict a)[64]) {
#pragma acc parallel loop gang worker num_workers(4) vector_length(8) copy(a[0:n])
  for (int r = 0; r < n; r++) {
    int up = r == 0 ? 0 : r - 1;
    ;
    float scale = (float)(up * 2);
#pragma acc loop vector
    for (int c = 0; c < 64; c++) {
#pragma acc fcw FETCH_CHANNEL(a[r:0:0][c:0:0])
      {
        a[r][c] = a[r][c] * scale;
      }
    }
  }
}",
    );
    let nest = nest.expect("a V×W block has its nest");
    assert_eq!(line_at(&sm, nest.outer), 3);
    assert_eq!(line_at(&sm, nest.inner), 8);
    assert_eq!(
        nest.verdict,
        NestVerdict::Accepted {
            leading: vec![0, 2],
            reads_memory: None,
        }
    );
}

/// A declaration reading an array the region does not write computes the same value in
/// every block (the shape holds on every target), but it reads memory: the GPU's tile
/// runs it in rows past the loop's end too, which the verdict records for the GPU.
#[test]
fn an_element_read_of_an_unwritten_array_is_recorded_for_the_gpu() {
    let (nest, sm) = nest_of(
        "void f(int n, float (*restrict a)[64], const float *restrict w) {
#pragma acc parallel loop gang worker num_workers(4) vector_length(8) copy(a[0:n]) copyin(w[0:n])
  for (int r = 0; r < n; r++) {
    float weight = 2 * w[r];
#pragma acc loop vector
    for (int c = 0; c < 64; c++) {
#pragma acc fcw FETCH_CHANNEL(a[r:0:0][c:0:0])
      {
        a[r][c] = a[r][c] * weight;
      }
    }
  }
}",
    );
    let NestVerdict::Accepted {
        leading,
        reads_memory: Some(read),
    } = nest.expect("nest").verdict
    else {
        panic!("expected an accepted layout that reads memory");
    };
    assert_eq!(leading, vec![0]);
    assert_eq!(sm.snippet(read), "w[r]");
}

/// Every rule the body breaks, in source order: an initialiser with a side effect, a
/// statement before the vector loop, bounds from a declaration of the body, a statement
/// after the loop.
#[test]
fn each_broken_rule_is_recorded_where_it_is_broken() {
    let (nest, sm) = nest_of(
        "void f(int n, float (*restrict a)[64]) {
#pragma acc parallel loop gang worker num_workers(4) vector_length(8) copy(a[0:n])
  for (int r = 0; r < n; r++) {
    int t = 0;
    int last = 32 + t++;
    a[r][0] = 1;
#pragma acc loop vector
    for (int c = 0; c < last; c++) {
#pragma acc fcw FETCH_CHANNEL(a[r:0:0][c:0:0])
      {
        a[r][c] = a[r][c] + 1;
      }
    }
    a[r][1] = 2;
  }
}",
    );
    let nest = nest.expect("nest");
    let faults: Vec<(NestRule, u32, &str)> = (nest.faults().iter())
        .map(|f| (f.rule, sm.locate(f.at).line, sm.snippet(f.at)))
        .collect();
    assert_eq!(
        faults,
        [
            (NestRule::UnstableInitialiser, 5, "t++"),
            (NestRule::StatementBefore, 6, "a[r][0] = 1;"),
            (NestRule::BoundsOfOuterIteration, 8, "last"),
            (NestRule::AfterVectorLoop, 14, "a[r][1] = 2;"),
        ]
    );
}

/// A declaration reading what the region writes may see another block's writes.
#[test]
fn an_initialiser_reading_what_the_region_writes_is_refused() {
    let (nest, sm) = nest_of(
        "void f(int n, float (*restrict a)[64]) {
#pragma acc parallel loop gang worker num_workers(4) vector_length(8) copy(a[0:n])
  for (int r = 0; r < n; r++) {
    float first = a[r][0];
#pragma acc loop vector
    for (int c = 0; c < 64; c++) {
#pragma acc fcw CHANNEL_WB(a[r:0:0][c:0:0])
      {
        a[r][c] = first + c;
#pragma acc fcw_barrier
      }
    }
  }
}",
    );
    let nest = nest.expect("nest");
    let [fault] = nest.faults() else {
        panic!("{:?}", nest.verdict);
    };
    assert_eq!(fault.rule, NestRule::UnstableInitialiser);
    assert_eq!(sm.snippet(fault.at), "a");
}

/// A vector loop under an `if` of the worker loop's body is no statement of that body.
#[test]
fn a_vector_loop_under_an_if_is_not_in_the_body() {
    let (nest, sm) = nest_of(
        "void f(int n, float (*restrict a)[64]) {
#pragma acc parallel loop gang worker num_workers(4) vector_length(8) copy(a[0:n])
  for (int r = 0; r < n; r++) {
    if (n > 2) {
#pragma acc loop vector
      for (int c = 0; c < 64; c++) {
#pragma acc fcw FETCH_CHANNEL(a[r:0:0][c:0:0])
        {
          a[r][c] = a[r][c] + 1;
        }
      }
    }
  }
}",
    );
    let nest = nest.expect("nest");
    let [fault] = nest.faults() else {
        panic!("{:?}", nest.verdict);
    };
    assert_eq!(fault.rule, NestRule::NotInBody);
    assert_eq!(line_at(&sm, fault.at.lo), 6);
}

/// A one-loop block whose vector loop is in a gang loop's body (Pathfinder's ghost zone,
/// which the CPU targets run as `V×1` blocks) has the gang loop's body judged too; a
/// one-loop block of the construct's own loop has no loop around it.
#[test]
fn one_loop_blocks_record_the_loop_around_them_if_any() {
    let (nest, sm) = nest_of(
        "void f(int n, float *restrict a) {
#pragma acc parallel loop gang vector_length(8) copy(a[0:n])
  for (int g = 0; g < 4; g++) {
    int base = g * 64;
#pragma acc loop vector(8)
    for (int i = 0; i < 64; i++) {
#pragma acc fcw CHANNEL_WB(a[base + i:0:0])
      {
        a[base + i] = a[base + i] + 1;
#pragma acc fcw_barrier
      }
    }
  }
}",
    );
    let nest = nest.expect("the gang loop holds the vector loop");
    assert_eq!((line_at(&sm, nest.outer), line_at(&sm, nest.inner)), (3, 6));
    assert!(nest.faults().is_empty(), "{:?}", nest.verdict);
    let (nest, _) = nest_of(
        "void f(int n, float *restrict a) {
#pragma acc parallel loop vector_length(8) copy(a[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc fcw CHANNEL_WB(a[i:0:0])
    {
      a[i] = a[i] + 1;
#pragma acc fcw_barrier
    }
  }
}",
    );
    assert_eq!(nest, None);
}
