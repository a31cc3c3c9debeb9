//! The `fcw` planner end to end from C text: parse, analyse, build the IR, schedule, plan,
//! and look at the tiles, channel writes and barriers (dissertation ch. 6 and App. A), or
//! at the errors and where they point.

use accc_front::{parser, SourceMap};
use accc_ir::fcw::{BarrierKind, FcwPlan, Placement};
use accc_passes::ext::fcw;

mod common;

/// Shared memory per block the tests plan for (an NVIDIA GPU's default).
const SHARED: u64 = 48 * 1024;

/// The plans of `src`, or (line, message) for each error.
fn plan_with(src: &str, shared: u64) -> Result<Vec<FcwPlan>, Vec<(u32, String)>> {
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let mut module = common::module(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let planned = fcw::plan(&module, &sema, shared);
    if planned.diagnostics.is_empty() {
        return Ok(planned.plans);
    }
    Err(planned
        .diagnostics
        .iter()
        .map(|d| {
            assert!(d.is_error());
            (sm.locate(d.span).line, d.message.clone())
        })
        .collect())
}

fn plans(src: &str) -> Vec<FcwPlan> {
    plan_with(src, SHARED).unwrap_or_else(|e| panic!("unexpected errors: {e:?}"))
}

fn one(src: &str) -> FcwPlan {
    let mut p = plans(src);
    assert_eq!(p.len(), 1);
    p.remove(0)
}

/// The single error of `src`: (line, message).
fn error(src: &str) -> (u32, String) {
    let mut e = plan_with(src, SHARED).expect_err("expected an error");
    assert_eq!(e.len(), 1, "{e:?}");
    e.remove(0)
}

fn kinds(p: &FcwPlan) -> Vec<BarrierKind> {
    p.barriers.iter().map(|b| b.kind).collect()
}

/// D Table 6.1(b): `a[i:1:2]` covers i-1 … i+2; 256 iterations need 259 elements.
#[test]
fn table_6_1_b_fetch_only_neighbourhood() {
    let p = one("void f(int n, int *restrict a, int *restrict b) {
#pragma acc kernels loop vector(256) copyin(a[0:n]) copyout(b[0:n])
  for (int i = 1; i < n - 2; i++) {
#pragma acc fcw FETCH_ONLY(a[i:1:2])
    {
      b[i] = a[i-1] + a[i] + a[i+2];
    }
  }
}");
    assert_eq!(p.threads, 256);
    assert_eq!(p.communicating.len(), 1);
    assert_eq!(p.communicating[0].name, "i");
    let a = &p.arrays[0];
    assert_eq!(a.name, "a");
    assert_eq!(a.kind, accc_front::directive::FcwType::FetchOnly);
    assert_eq!(a.dims.len(), 1);
    let d = &a.dims[0];
    assert_eq!((d.rho.clone(), d.before, d.after), (vec![1], 1, 2));
    assert_eq!((d.first, d.extent), (-1, 259));
    assert_eq!(d.array_extent, None);
    assert_eq!((a.elements, a.bytes, a.elem_bytes), (259, 1036, 4));
    assert_eq!(a.dirty_mask_bytes, 0);
    assert!(a.read && !a.written);
    let offsets: Vec<_> = a.accesses.iter().map(|x| x.offsets[0]).collect();
    assert_eq!(offsets, [Some(-1), Some(0), Some(2)]);
    assert!(a.accesses.iter().all(|x| x.placement == Placement::Inside));
    assert!(p.channel_writes.is_empty());
    assert_eq!(kinds(&p), [BarrierKind::AfterFetch]);
    assert_eq!(p.shared_bytes, 1036);
    assert!(!p.repeated);
}

/// D Table 6.1(a) under `parallel loop vector_length(128)`: the pivot alone, `V` elements.
#[test]
fn table_6_1_a_pivot_only_with_vector_length() {
    let p = one("void f(int n, const float *restrict a, float *restrict b) {
#pragma acc parallel loop vector_length(128)
  for (int i = 1; i < n - 1; i++) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
    b[i] = a[i];
  }
}");
    assert_eq!(p.threads, 128);
    assert_eq!(p.arrays[0].dims[0].extent, 128);
    assert_eq!(p.arrays[0].bytes, 512);
}

/// D Listing 6.4: the in-block reduction. The channel write sits in a loop every thread
/// runs alike, under a thread-dependent condition: predicated, with its two barriers.
#[test]
fn listing_6_4_in_block_reduction() {
    let src = "enum { TILESIZE = 256, TILESIZEB = 8 };
void reduce(int P, int *restrict a, int *restrict b) {
#pragma acc kernels present(a, b)
#pragma acc loop independent vector(TILESIZE)
  for (int i = 0; i < P; i++) {
    int tileid = i >> TILESIZEB;
    int offsetid = i & (TILESIZE - 1);
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    {
      for (int y = TILESIZE / 2; y > 0; y >>= 1)
        if ((offsetid < y) && ((i + y) < P))
          a[i] = a[i] + a[i + y];
      if (i == (tileid * TILESIZE))
        b[tileid] = a[i];
    }
  }
}";
    let p = one(src);
    assert_eq!(p.threads, 256);
    let a = &p.arrays[0];
    assert_eq!((a.elements, a.bytes), (256, 1024));
    assert!(a.read && a.written);
    assert_eq!(p.channel_writes.len(), 1);
    let w = &p.channel_writes[0];
    assert_eq!(w.array, 0);
    assert_eq!(w.predicate.len(), 1, "the `if` around the write");
    let cond = &src[w.predicate[0].lo as usize..w.predicate[0].hi as usize];
    assert_eq!(cond, "(offsetid < y) && ((i + y) < P)");
    assert_eq!(
        kinds(&p),
        [
            BarrierKind::AfterFetch,
            BarrierKind::BeforeChannelWrite(0),
            BarrierKind::AfterChannelWrite(0)
        ]
    );
    // a[i] written, a[i] and a[i+y] read, a[i] read at the end.
    let x = &a.accesses;
    assert_eq!(x.len(), 4);
    assert!(x[0].writes && !x[0].reads);
    assert_eq!(x[2].offsets, [None]);
    assert_eq!(x[2].placement, Placement::Unknown);
}

/// D A.2: Pathfinder's ghost zone. The pivot `n` is the loop variable minus a per-block
/// amount computed with the block size (`np >> TILESIZELOG`): `base + lane`.
#[test]
fn pathfinder_ghost_zone() {
    let p = one("enum { TILESIZE = 256, TILESIZELOG = 8 };
void pathfinder(int rows, int cols, int inner_iter, int t, int *restrict src,
                int *restrict dst, const int *restrict data) {
  int pad = ((cols / (TILESIZE - 2 * inner_iter)) + 1) * inner_iter * 2;
#pragma acc kernels present(src, dst, data)
#pragma acc loop independent vector(TILESIZE)
  for (int np = 0; np < cols + pad; np++) {
    int n = np - ((np >> TILESIZELOG) * 2 * inner_iter + inner_iter);
    int localid = np & (TILESIZE - 1);
    int val = 0;
    int computed = 0;
#pragma acc fcw FETCH_CHANNEL(src[n:0:0])
    {
      for (int i = 0; i < inner_iter; i++) {
        int row = t + i + 1;
        if (row < rows) {
          computed = 0;
          if (localid > i && localid < TILESIZE - i - 1 && n >= 0 && n < cols) {
            int left = n > 0 ? src[n - 1] : src[n];
            int right = n < cols - 1 ? src[n + 1] : src[n];
            int m = src[n];
            if (left < m) m = left;
            if (right < m) m = right;
            val = m + data[row * cols + n];
            computed = 1;
          }
          if (computed)
            src[n] = val;
        }
      }
      if (computed)
        dst[n] = val;
    }
  }
}");
    let src = &p.arrays[0];
    assert_eq!(src.dims[0].rho, [1]);
    assert_eq!((src.elements, src.bytes), (256, 1024));
    let w = &p.channel_writes;
    assert_eq!(w.len(), 1);
    assert_eq!(
        w[0].predicate.len(),
        1,
        "`computed` only: `row < rows` is uniform"
    );
    let some: Vec<_> = src
        .accesses
        .iter()
        .filter(|x| x.placement == Placement::SomeThreads)
        .map(|x| x.offsets[0])
        .collect();
    assert_eq!(some, [Some(-1), Some(1)]);
    assert_eq!(
        kinds(&p),
        [
            BarrierKind::AfterFetch,
            BarrierKind::BeforeChannelWrite(0),
            BarrierKind::AfterChannelWrite(0)
        ]
    );
}

/// D A.3: Hotspot, a 16×16 block: `worker(16)` around `vector(16)` (the dissertation
/// nests two `vector(16)` loops, which OpenACC does not allow), 2-D tiles of doubles.
#[test]
fn hotspot_two_dimensional_16_by_16() {
    let p = one(
        "void hotspot(int row, int col, int innerIter, double stepCap, double rRx,
             double rRy, double rRz, double amb_temp, double temp[1000][1000],
             double power[1000][1000], double result[1000][1000]) {
  int dimrow = row + ((2 * innerIter) * (row / (16 - 2 * innerIter) + 1));
  int dimcol = col + ((2 * innerIter) * (col / (16 - 2 * innerIter) + 1));
#pragma acc kernels present(temp, power, result)
#pragma acc loop independent gang worker(16)
  for (int rs = 0; rs < dimrow; rs++) {
    int r = rs - ((rs >> 4) * 2 * innerIter + innerIter);
#pragma acc loop independent vector(16)
    for (int cs = 0; cs < dimcol; cs++) {
      int c = cs - ((cs >> 4) * 2 * innerIter + innerIter);
      double new_temp = 0, delta;
      int compute = 0;
      int S = (r == (row - 1)) ? row - 1 : r + 1;
      int N = (r == 0) ? 0 : r - 1;
      int W = (c == 0) ? 0 : c - 1;
      int E = (c == (col - 1)) ? col - 1 : c + 1;
#pragma acc fcw FETCH_CHANNEL(temp[r:0:0:c:0:0], power[r:0:0:c:0:0])
      {
        for (int iter = 0; iter < innerIter; iter++) {
          compute = 0;
          if ((r >= 0) && (c >= 0) && (r < row) && (c < col) &&
              (((rs & (16 - 1)) > iter) && ((cs & (16 - 1)) > iter)) &&
              (((rs & (16 - 1)) < (16 - iter - 1)) && ((cs & (16 - 1)) < (16 - iter - 1)))) {
            compute = 1;
            delta = (stepCap) * (power[r][c] +
                (temp[S][c] + temp[N][c] - 2.0 * temp[r][c]) * rRy +
                (temp[r][E] + temp[r][W] - 2.0 * temp[r][c]) * rRx +
                (amb_temp - temp[r][c]) * rRz);
            new_temp = delta + temp[r][c];
          }
          if (iter == (innerIter - 1))
            break;
          if (compute) {
            temp[r][c] = new_temp;
          }
        }
      }
      if (compute)
        result[r][c] = new_temp;
    }
  }
}",
    );
    assert_eq!(p.threads, 256);
    let names: Vec<_> = p.communicating.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["rs", "cs"]);
    let temp = &p.arrays[0];
    assert_eq!(temp.dims[0].rho, [1, 0]);
    assert_eq!(temp.dims[1].rho, [0, 1]);
    assert_eq!((temp.dims[0].extent, temp.dims[1].extent), (16, 16));
    assert_eq!(temp.dims[1].array_extent, Some(1000));
    assert_eq!((temp.elements, temp.bytes, temp.elem_bytes), (256, 2048, 8));
    assert!(temp.written);
    let power = &p.arrays[1];
    assert!(power.read && !power.written);
    assert_eq!(p.shared_bytes, 4096);
    assert_eq!(p.channel_writes.len(), 1);
    assert_eq!(p.channel_writes[0].predicate.len(), 1);
    // temp[S][c]: S is not an affine function of the thread, checked at run time.
    assert!(temp
        .accesses
        .iter()
        .any(|x| x.placement == Placement::Unknown));
}

/// A per-block scan through a `CHANNEL_ONLY` scratch array with `fcw_barrier`s: no fetch,
/// no write-back, the user's barriers between the implicit ones.
#[test]
fn channel_only_scan_with_fcw_barrier() {
    let p = one(
        "void scan(int n, const int *restrict in, int *restrict out, int *restrict s) {
#pragma acc parallel loop vector_length(128) copyin(in[0:n]) copyout(out[0:n]) create(s[0:n])
  for (int i = 0; i < n; i++) {
    int lane = i & 127;
#pragma acc fcw CHANNEL_ONLY(s[i:0:0])
    {
      s[i] = in[i];
      for (int d = 1; d < 128; d *= 2) {
        int add = lane >= d ? s[i - d] : 0;
#pragma acc fcw_barrier
        s[i] += add;
      }
#pragma acc fcw_barrier
      out[i] = s[i];
    }
  }
}",
    );
    let s = &p.arrays[0];
    assert_eq!((s.elements, s.dirty_mask_bytes), (128, 0));
    assert_eq!(p.channel_writes.len(), 2);
    assert!(p.channel_writes.iter().all(|w| w.predicate.is_empty()));
    assert_eq!(
        kinds(&p),
        [
            BarrierKind::BeforeChannelWrite(0),
            BarrierKind::AfterChannelWrite(0),
            BarrierKind::Explicit,
            BarrierKind::BeforeChannelWrite(1),
            BarrierKind::AfterChannelWrite(1),
            BarrierKind::Explicit,
        ]
    );
}

/// The same scan in place: `FETCH_CHANNEL_WB` and `CHANNEL_WB` write back through a
/// dirty mask of one byte per element.
#[test]
fn scan_in_place_with_write_back() {
    for (ty, fetch) in [("FETCH_CHANNEL_WB", true), ("CHANNEL_WB", false)] {
        let p = one(&format!(
            "void scan(int n, int *restrict a) {{
#pragma acc parallel loop vector_length(64) copy(a[0:n])
  for (int i = 0; i < n; i++) {{
    int lane = i % 64;
    int x = a[i];
#pragma acc fcw {ty}(a[i:0:0])
    {{
      a[i] = x;
      for (int d = 1; d < 64; d *= 2) {{
        int add = 0;
        if (lane >= d) add = a[i - d];
        a[i] += add;
      }}
    }}
  }}
}}"
        ));
        let a = &p.arrays[0];
        assert_eq!(
            (a.elements, a.bytes, a.dirty_mask_bytes),
            (64, 256, 64),
            "{ty}"
        );
        assert_eq!(p.shared_bytes, 320);
        let mut expected = Vec::new();
        if fetch {
            expected.push(BarrierKind::AfterFetch);
        }
        expected.extend([
            BarrierKind::BeforeChannelWrite(0),
            BarrierKind::AfterChannelWrite(0),
            BarrierKind::BeforeChannelWrite(1),
            BarrierKind::AfterChannelWrite(1),
            BarrierKind::BeforeWriteBack,
        ]);
        assert_eq!(kinds(&p), expected, "{ty}");
    }
}

/// Trip counts that are not multiples of the block: the last block is partial, the tile
/// is the same (clamped at the array's declared end by the code generator).
#[test]
fn sizes_not_multiples_of_the_block() {
    let p = one("int a[1000], b[1000];
void f(void) {
#pragma acc parallel loop vector_length(256)
  for (int i = 0; i < 1000; i++) {
#pragma acc fcw FETCH_ONLY(a[i:1:2])
    b[i] = a[i] + (i > 0 ? a[i - 1] : 0) + (i < 998 ? a[i + 2] : 0);
  }
}");
    let l = &p.communicating[0];
    assert_eq!(
        (l.trip_count, l.last_block_iterations()),
        (Some(1000), Some(232))
    );
    let d = &p.arrays[0].dims[0];
    assert_eq!((d.extent, d.array_extent), (259, Some(1000)));
    let p = one("void f(int *restrict a, int *restrict b) {
#pragma acc parallel loop vector_length(256)
  for (int i = 0; i < 1000003; i++) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
    b[i] = a[i];
  }
}");
    assert_eq!(
        p.communicating[0].last_block_iterations(),
        Some(1000003 % 256)
    );
}

/// A thread-independent dimension (a row for the whole block) next to a lane-dependent
/// one; a stride ρ = 2; a block that runs in a loop (GEMM-like, D A.2's tiles): fetched
/// each time, with a barrier before the next fetch.
#[test]
fn rows_strides_and_repeated_blocks() {
    let p = one(
        "void f(int t, int n, float m[64][4096], float *restrict out) {
#pragma acc parallel loop vector_length(128)
  for (int i = 1; i < 4095; i++) {
#pragma acc fcw FETCH_ONLY(m[t:0:0][i:1:1])
    out[i] = m[t][i-1] + m[t][i+1];
  }
}",
    );
    let d = &p.arrays[0].dims;
    assert_eq!((d[0].rho.clone(), d[0].extent), (vec![0], 1));
    assert_eq!((d[1].rho.clone(), d[1].extent), (vec![1], 130));

    let p = one("void f(int n, const float *restrict a, float *restrict b) {
#pragma acc parallel loop vector_length(128)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[2*i:0:1])
    b[i] = a[2*i] + a[2*i+1];
  }
}");
    let d = &p.arrays[0].dims[0];
    assert_eq!((d.rho.clone(), d.first, d.extent), (vec![2], 0, 256));

    let p = one(
        "void f(int n, int k, const float *restrict a, float *restrict b) {
#pragma acc parallel loop vector_length(32)
  for (int i = 0; i < n; i++) {
    float sum = 0;
    for (int l = 0; l < k; l += 32) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
      sum += a[i];
    }
    b[i] = sum;
  }
}",
    );
    assert!(p.repeated);
    assert_eq!(
        kinds(&p),
        [BarrierKind::AfterFetch, BarrierKind::BeforeNextFetch]
    );
}

#[test]
fn error_outside_a_parallel_loop() {
    let (line, msg) = error(
        "void f(int *restrict a) {
#pragma acc parallel copy(a[0:4])
  {
#pragma acc fcw FETCH_ONLY(a[0:0:0])
    a[0] = 1;
  }
}",
    );
    assert_eq!(line, 4);
    assert_eq!(msg, "`fcw` outside a parallel loop");
}

#[test]
fn error_outside_a_compute_region_or_in_a_collapsed_nest() {
    let (line, msg) = error(
        "void f(int n, int *restrict a, int *restrict b) {
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
    b[i] = a[i];
  }
}",
    );
    assert_eq!((line, msg.as_str()), (3, "`fcw` outside a compute region"));
    let (line, msg) = error(
        "void f(int n, float m[64][64], float *restrict out) {
#pragma acc parallel loop collapse(2) vector_length(64)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++) {
#pragma acc fcw FETCH_ONLY(m[i:0:0][j:0:0])
      out[i * 64 + j] = m[i][j];
    }
}",
    );
    assert_eq!(line, 5);
    assert_eq!(
        msg,
        "`fcw` inside a parallel loop whose iterations are collapsed with another loop's"
    );
}

#[test]
fn error_no_constant_vector_size() {
    let (line, msg) = error(
        "void f(int n, int *restrict a, int *restrict b) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
    b[i] = a[i];
  }
}",
    );
    assert_eq!(line, 4);
    assert_eq!(
        msg,
        "`fcw` inside a parallel loop without a constant vector size"
    );
    let (_, msg) = error(
        "void f(int n, int v, int *restrict a, int *restrict b) {
#pragma acc parallel
#pragma acc loop vector(v)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
    b[i] = a[i];
  }
}",
    );
    assert_eq!(
        msg,
        "`fcw` inside a parallel loop without a constant vector size"
    );
}

#[test]
fn error_non_affine_pivot() {
    for pivot in ["i*i", "idx[i]", "i/3"] {
        let (line, msg) = error(&format!(
            "void f(int n, const int *restrict idx, int *restrict a, int *restrict b) {{
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {{
#pragma acc fcw FETCH_ONLY(a[{pivot}:0:0])
    b[i] = a[{pivot}];
  }}
}}"
        ));
        assert_eq!(line, 4, "{pivot}");
        assert_eq!(
            msg, "`fcw` pivot is not affine in the loop's iteration",
            "{pivot}"
        );
    }
}

/// D A.4's N-body (Listing A.8): a FETCH_ONLY range none of whose dimensions depends on
/// the thread (`ρ = 0` everywhere) is one tile for the whole block, as the `cache`
/// directive stages `m_pos[tile*TILESIZE : TILESIZE+1]` (D §6.4.4). The loop over tiles,
/// which has no loop directive inside a `kernels` loop, is no communicating loop: the
/// block is the `i` loop's, and the directive runs once per tile.
#[test]
fn thread_independent_fetch_only_tile() {
    let p = one("enum { TILESIZE = 256, TILESIZELOG = 8 };
void f(int n, float m_pos[][4], float *restrict out) {
#pragma acc kernels copyin(m_pos[0:n]) copyout(out[0:n])
#pragma acc loop independent vector(TILESIZE)
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int tile = 0; tile <= ((n >> TILESIZELOG) + 1); tile++) {
      int bnd1 = (tile + 1) * TILESIZE;
      int bound = bnd1 < n ? bnd1 : n;
#pragma acc fcw FETCH_ONLY(m_pos[(tile*TILESIZE):0:TILESIZE][0:0:3])
      for (int j = tile * TILESIZE; j < bound; j++)
        acc += m_pos[j][3] / (m_pos[j][0] - m_pos[i][0]);
    }
    out[i] = acc;
  }
}");
    assert_eq!(p.communicating.len(), 1);
    assert_eq!((p.communicating[0].name.as_str(), p.threads), ("i", 256));
    let a = &p.arrays[0];
    let dims: Vec<_> = a
        .dims
        .iter()
        .map(|d| (d.rho.clone(), d.first, d.extent))
        .collect();
    assert_eq!(dims, [(vec![0], 0, 257), (vec![0], 0, 4)]);
    assert_eq!(
        (a.elements, a.bytes, a.dirty_mask_bytes),
        (257 * 4, 257 * 16, 0)
    );
    assert!(a.read && !a.written);
    assert!(p.repeated && !p.communicates());
    assert_eq!(
        kinds(&p),
        [BarrierKind::AfterFetch, BarrierKind::BeforeNextFetch]
    );
    assert!(a.accesses.iter().all(|x| x.placement == Placement::Unknown));

    // A constant pivot, once per iteration: the block's one copy of `a[k-1 ..= k+1]`.
    let p = one(
        "void f(int n, int k, const int *restrict a, int *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[k:1:1])
    b[i] = a[k - 1] + a[k + 1];
  }
}",
    );
    let d = &p.arrays[0].dims[0];
    assert_eq!((d.rho.clone(), d.first, d.extent), (vec![0], -1, 3));
    assert!(p.arrays[0]
        .accesses
        .iter()
        .all(|x| x.placement == Placement::Inside));
}

/// A channel over a range the same in every block is refused, whatever its type: the
/// blocks would each keep a copy of the same elements (and, written back, overwrite one
/// another's), which is no exchange between neighbouring iterations.
#[test]
fn error_thread_independent_channel() {
    for ty in [
        "CHANNEL_ONLY",
        "FETCH_CHANNEL",
        "CHANNEL_WB",
        "FETCH_CHANNEL_WB",
    ] {
        let (line, msg) = error(&format!(
            "void f(int n, int k, int *restrict a, int *restrict b) {{
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {{
#pragma acc fcw {ty}(a[k:1:1])
    {{
      a[k] = i;
      b[i] = a[k + 1];
    }}
  }}
}}"
        ));
        assert_eq!(line, 4, "{ty}");
        assert_eq!(
            msg,
            format!("`{ty}` range of `a` does not depend on the thread")
        );
    }
}

#[test]
fn error_tile_too_large() {
    let src = "void f(int n, const double *restrict a, double *restrict b) {
#pragma acc parallel loop vector_length(256)
  for (int i = 4096; i < n - 4096; i++) {
#pragma acc fcw FETCH_ONLY(a[i:4096:4096])
    b[i] = a[i - 4096] + a[i + 4096];
  }
}";
    let (line, msg) = error(src);
    assert_eq!(line, 4);
    assert_eq!(
        msg,
        "`fcw` tiles need 67584 bytes of shared memory per block, more than the 49152 available"
    );
    assert!(plan_with(src, 96 * 1024).is_ok());
}

#[test]
fn error_write_to_fetch_only() {
    let (line, msg) = error(
        "void f(int n, int *restrict a) {
#pragma acc parallel loop vector_length(64)
  for (int i = 1; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:1:0])
    {
      int left = a[i - 1];
      a[i] = left;
    }
  }
}",
    );
    assert_eq!(line, 7);
    assert_eq!(msg, "write to `a`, a `FETCH_ONLY` array");
}

#[test]
fn error_channel_write_in_thread_dependent_loop() {
    let (line, msg) = error(
        "void f(int n, int *restrict a, const int *restrict len) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    {
      for (int k = 0; k < len[i]; k++)
        a[i] = a[i] + 1;
    }
  }
}",
    );
    assert_eq!(line, 7);
    assert_eq!(
        msg,
        "write to the `fcw` channel `a` in a loop whose trip count varies by thread"
    );
    // A thread-dependent `break` makes the trip count vary too.
    let (line, _) = error(
        "void f(int n, int *restrict a) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    {
      for (int k = 0; k < 8; k++) {
        if (a[i] > 100) break;
        a[i] = a[i] * 2;
      }
    }
  }
}",
    );
    assert_eq!(line, 8);
}

#[test]
fn error_dimension_count() {
    let (line, msg) = error(
        "void f(int n, float m[64][64], float *restrict out) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < 64; i++) {
#pragma acc fcw FETCH_ONLY(m[i:0:0])
    out[i] = m[i][0];
  }
}",
    );
    assert_eq!(line, 4);
    assert_eq!(msg, "`m` has 2 dimensions but the `fcw` range gives 1");
    let (_, msg) = error(
        "void f(int n, float *restrict a, float *restrict out) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < 64; i++) {
#pragma acc fcw FETCH_ONLY(a[0:0:0:i:0:0])
    out[i] = a[i];
  }
}",
    );
    assert_eq!(msg, "`a` has 1 dimension but the `fcw` range gives 2");
}

#[test]
fn error_barriers_under_thread_dependent_control() {
    let (line, msg) = error(
        "void f(int n, int *restrict a, int *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
      b[i] = a[i];
    }
  }
}",
    );
    assert_eq!(
        (line, msg.as_str()),
        (5, "`fcw` under thread-dependent control flow")
    );
    let (line, msg) = error(
        "void f(int n, int *restrict a) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    {
      if (i % 2 == 0) {
#pragma acc fcw_barrier
        a[i] = 1;
      }
    }
  }
}",
    );
    assert_eq!(
        (line, msg.as_str()),
        (7, "`fcw_barrier` under thread-dependent control flow")
    );
    let (line, msg) = error(
        "void f(int n, int *restrict a) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    {
      if (a[i] < 0) continue;
      a[i] = 2 * a[i];
    }
  }
}",
    );
    assert_eq!(
        (line, msg.as_str()),
        (6, "thread-dependent jump out of an `fcw` block")
    );
}

#[test]
fn error_misplaced_directives() {
    let (line, msg) = error(
        "void f(int n, int *restrict a) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw_barrier
    a[i] = 1;
  }
}",
    );
    assert_eq!(
        (line, msg.as_str()),
        (4, "`fcw_barrier` outside an `fcw` block")
    );
    let (line, msg) = error(
        "void f(int n, int *restrict a, int *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
    {
#pragma acc fcw FETCH_ONLY(b[i:0:0])
      b[i] = a[i] + b[i];
    }
  }
}",
    );
    assert_eq!(
        (line, msg.as_str()),
        (6, "`fcw` inside the block of another `fcw`")
    );
}

#[test]
fn error_uses_of_the_array() {
    let (line, msg) = error(
        "float g(float *p);
#pragma acc routine(g) seq
void f(int n, float *restrict a, float *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:0:0])
    b[i] = g(a);
  }
}",
    );
    assert_eq!(line, 7);
    assert_eq!(
        msg,
        "`a` is used other than as an element inside its `fcw` block"
    );
    let (line, msg) = error(
        "void f(int n, float *restrict a, float *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    b[i] = (a[i] = 2);
  }
}",
    );
    assert_eq!(line, 5);
    assert_eq!(
        msg,
        "write to the `fcw` channel `a` inside a larger expression"
    );
    let (line, msg) = error(
        "void f(int n, float *restrict a, float *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:1:1])
    b[i] = a[i + 100];
  }
}",
    );
    assert_eq!(line, 5);
    assert_eq!(
        msg,
        "`a` accessed outside its `fcw` tile in every iteration"
    );
}

#[test]
fn error_range_parts() {
    let (line, msg) = error(
        "void f(int n, int k, float *restrict a, float *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:k:1])
    b[i] = a[i];
  }
}",
    );
    assert_eq!(line, 4);
    assert_eq!(
        msg,
        "the `before` of an `fcw` range must be a non-negative integer constant"
    );
    let (_, msg) = error(
        "void f(int n, float *restrict a, float *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:0:0]) FETCH_CHANNEL(a[i:1:1])
    b[i] = a[i];
  }
}",
    );
    assert_eq!(msg, "`a` is named twice in one `fcw` directive");
}

/// A thread-dependent `continue` before the directive: the threads that took it would
/// never reach the fetch's barrier.
#[test]
fn error_early_exit_before_the_directive() {
    let (line, msg) = error(
        "void f(int n, int *restrict a, int *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
    if (b[i] < 0)
      continue;
#pragma acc fcw FETCH_ONLY(a[i:0:0])
    b[i] = a[i];
  }
}",
    );
    assert_eq!(
        (line, msg.as_str()),
        (6, "`fcw` under thread-dependent control flow")
    );
}

/// A thread-dependent `switch` before the directive leaves every thread on the way to it;
/// its `break`s are no exits.
#[test]
fn switch_before_the_directive() {
    let p = one("void f(int n, int *restrict a, int *restrict b) {
#pragma acc parallel loop vector_length(64)
  for (int i = 0; i < n; i++) {
    int k = 0;
    switch (b[i]) {
    case 1: k = 1; break;
    default: k = 2; break;
    }
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    {
      if (k == 1) a[i] = 0;
      b[i] = a[i];
    }
  }
}");
    assert_eq!(
        p.channel_writes[0].predicate.len(),
        1,
        "`k` differs by thread"
    );
}

/// Errors are the project's diagnostics: file:line:col, the user's line, label, help.
#[test]
fn errors_point_at_the_users_code() {
    let src = "void f(int n, int *restrict a) {
#pragma acc parallel loop vector_length(64)
  for (int i = 1; i < n; i++) {
#pragma acc fcw FETCH_ONLY(a[i:1:0])
    a[i] = a[i - 1];
  }
}";
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, _) = parser::parse_translation_unit(sm.text());
    let (sema, _) = accc_sema::analyze::analyze(&tu, &sm);
    let (mut module, _) = accc_ir::build(&tu, &sema, &sm, "nvidia");
    accc_passes::schedule(&mut module, &sema);
    let planned = fcw::plan(&module, &sema, SHARED);
    assert_eq!(planned.diagnostics.len(), 1);
    let text = planned.diagnostics[0].render(&sm, false);
    assert!(text.contains("test.c:5:5"), "{text}");
    assert!(text.contains("a[i] = a[i - 1];"), "{text}");
    assert!(text.contains("staged as `FETCH_ONLY`"), "{text}");
    assert!(text.contains("help: use `FETCH_CHANNEL`"), "{text}");
}

/// The guarded form of a block that communicates (`accc_ir::fcw`): D Listing 6.4's
/// thread-dependent `if` around a channel write is split into a predicate, its loop keeps
/// its header, the statement after it runs under the block's predicate; a uniform `break`
/// (A.6's last local step) is taken by every thread, an `fcw_barrier` stands before its
/// statement, and a block without channels has no guards.
#[test]
fn guards_of_the_block() {
    use accc_ir::fcw::{How, Pred};
    let p = one("void f(int n, int *restrict a, int *restrict b) {
#pragma acc parallel loop vector_length(128) present(a[0:n], b[0:n])
  for (int i = 0; i < n; i++) {
    int lane = i % 128;
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
    {
      int k = 0;
      for (int y = 64; y > 0; y >>= 1) {
        if (y == 2)
          break;
        if (lane < y)
          a[i] = a[i] + a[i + y];
        else
          k++;
      }
#pragma acc fcw_barrier
      b[i] = a[i] + k;
    }
  }
}");
    let g = p.guards.expect("a block with channels is guarded");
    let How::Items(items) = &g.how else {
        panic!("{g:?}")
    };
    assert_eq!(items.len(), 3);
    assert_eq!(items[0].how, How::Declare(Pred::Block));
    let How::Loop(body) = &items[1].how else {
        panic!("{:?}", items[1])
    };
    let How::Items(body) = &body.how else {
        panic!("{body:?}")
    };
    let How::UniformIf { then, els: None } = &body[0].how else {
        panic!("{:?}", body[0])
    };
    assert_eq!(then.how, How::Jump);
    let How::SplitIf { pred, n, then, els } = &body[1].how else {
        panic!("{:?}", body[1])
    };
    assert_eq!((pred, *n), (&Pred::Block, 0));
    assert_eq!(then.how, How::ChannelWrite(Pred::Holds(0)));
    let other = Pred::Else {
        outer: Box::new(Pred::Block),
        not: 0,
    };
    assert_eq!(els.as_ref().map(|e| &e.how), Some(&How::Run(other.clone())));
    assert_eq!(
        other.text(Some("on"), &|n| format!("p{n}")).as_deref(),
        Some("(on) && !p0")
    );
    assert!(items[2].barrier_before);
    assert_eq!(items[2].how, How::Run(Pred::Block));
    assert_eq!(g.predicates(), 1);

    let fetch_only = one("void f(int n, int *restrict a, int *restrict b) {
#pragma acc parallel loop vector_length(128) present(a[0:n], b[0:n])
  for (int i = 1; i < n - 1; i++) {
#pragma acc fcw FETCH_ONLY(a[i:1:1])
    b[i] = a[i - 1] + a[i + 1];
  }
}");
    assert!(fetch_only.guards.is_none());
}
