#!/usr/bin/env bash
# bench/cache/build.sh -- builds every variant of the cache-directive benchmarks
# HERE (no GPU needed) into bench/cache/out/, which bench/cache/run.sh runs on
# the GPU machine (carry bench/cache/out).
#
#   PROG.acc        accc --target=cuda -O3 --cache-opt=no-auto, no cache directive
#                   (plain OpenACC baseline: nothing in shared memory)
#   nbody.auto      accc --target=cuda -O3, no cache directive: the compiler stages
#                   the inner loop's tiles itself (cache/stage.rs)
#   PROG.<config>   accc --target=cuda -O3 -DUSE_CACHE + the cache flags of <config>
#   PROG.cuda       nvcc -O3 -arch=sm_90 of the hand-written PROG.cu
#   out.tar.xz      all of it in one archive (carry this one: a fraction of the size)
#
# The compiler's cache flags are spelled in one table, CONFIG in configs.sh:
# edit it there if the compiler's spelling changes.  A config whose flags this accc rejects is
# reported as "flag not supported" and left out (not a failure of the script);
# any other build failure is a failure (exit status 1).  Every accc build runs
# with -Minfo=accel, whose output (what the compiler did with each directive)
# is kept in out/build-logs/PROG.<config>.log.
#
# Environment: ACCC (an accc binary; default: cargo build --release of this
# repository), ACCC_NVCC (else /opt/accc-nvcc/nvidia/cu13/bin/nvcc, else nvcc
# on the PATH), CACHE_BENCH_OUT (default bench/cache/out),
# CACHE_BENCH_ONLY (space-separated configs to build, e.g. "acc cuda"),
# CACHE_BENCH_JOBS (parallel builds; default: the number of processors).
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
SRC=bench/cache
OUTD=${CACHE_BENCH_OUT:-bench/cache/out}
ONLY=${CACHE_BENCH_ONLY:-}

log() { printf '%s\n' "$*"; }

# ---- the cache configurations: name -> accc flags (all with -DUSE_CACHE) ----
# shellcheck source=bench/cache/configs.sh
. "$SRC/configs.sh"
# Extra defines of some builds: the "fixed" sharing width needs trip counts the
# compiler can see (FIXED_N must equal the size run.sh runs them at).
declare -A EXTRA=(
    [gemm.swfixed]="-DFIXED_N=2048"
    [nbody.swfixed]="-DFIXED_N=65536"
)
# Which configs each program is built in (besides acc and, where a .cu exists, cuda).
declare -A PROG_CONFIGS=(
    [gemm]="rbi rbc ehc off noshare swargs swsync swfixed private comm serialfetch nomerge nounroll nohoist checked"
    [nbody]="rbi rbc ehc off noshare swargs swsync swfixed private comm serialfetch nomerge nounroll nohoist checked"
    [jacobi]="rbi rbc ehc off noshare swargs swsync swfixed private comm serialfetch nomerge nounroll nohoist nocoarsen checked"
    [stencil1d]="rbi rbc ehc off noshare serialfetch nomerge nounroll nohoist checked"
    [writepolicy]="wback wthrough checked"
    [smem_acc_float]="padon padoff checked"
    [smem_acc_double]="padon padoff checked"
)
PROGS="gemm nbody jacobi stencil1d writepolicy smem_acc_float smem_acc_double"
declare -A PROG_SRC=([smem_acc_float]=smem_acc [smem_acc_double]=smem_acc)
declare -A PROG_DEFS=([smem_acc_double]="-DTYPE=double")
CUDA_PROGS="gemm nbody jacobi stencil1d smem"

wanted() { [ -z "$ONLY" ] || [[ " $ONLY " == *" $1 "* ]]; }

# ---- tools ----
NVCC=${ACCC_NVCC:-}
if [ -z "$NVCC" ]; then
    if [ -x /opt/accc-nvcc/nvidia/cu13/bin/nvcc ]; then
        NVCC=/opt/accc-nvcc/nvidia/cu13/bin/nvcc
    else
        NVCC=$(command -v nvcc || true)
    fi
fi
if [ -z "$NVCC" ] || [ ! -x "$NVCC" ]; then
    log "build.sh: no nvcc (set ACCC_NVCC); accc's CUDA kernels and the .cu files need it"
    exit 2
fi
export ACCC_NVCC=$NVCC
NVCC_LIBDIR=$(cd "$(dirname "$NVCC")/.." && pwd)/lib
NVCC_FLAGS=(-O3 -arch=sm_90 -I"$SRC")
[ -d "$NVCC_LIBDIR" ] && NVCC_FLAGS+=(-L"$NVCC_LIBDIR")

ACCC=${ACCC:-}
if [ -z "$ACCC" ]; then
    log "building accc (cargo build --release -p accc -p accrt)"
    if ! cargo build --release -q -p accc -p accrt; then
        log "build.sh: cargo build --release failed"
        exit 2
    fi
    ACCC=${CARGO_TARGET_DIR:-$ROOT/target}/release/accc
fi
[ -n "${ACCC_INCLUDE_DIR:-}" ] || export ACCC_INCLUDE_DIR=$ROOT/include
ACCC_FLAGS=(--target=cuda -O3 -Minfo=accel -I"$SRC")

rm -rf "$OUTD"
mkdir -p "$OUTD/build-logs"

unsupported=()
JOBS=${CACHE_BENCH_JOBS:-$(nproc 2>/dev/null || echo 2)}
# build LABEL LOGNAME command...: runs in the background, at most JOBS at a time;
# the outcome goes to build-logs/LOGNAME.ok or .failed (collected at the end).
build() {
    local label=$1 logname=$2
    shift 2
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
        wait -n 2>/dev/null || sleep 0.2
    done
    (
        if "$@" >"$OUTD/build-logs/$logname.log" 2>&1; then
            echo "$label" >"$OUTD/build-logs/$logname.ok"
            log "  ok: $label"
        else
            echo "$label" >"$OUTD/build-logs/$logname.failed"
            log "  FAILED: $label (see $OUTD/build-logs/$logname.log)"
        fi
    ) &
}

# Which configs this accc accepts: compile a one-loop program with the flags.
declare -A SUPPORTED
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
cat >"$probe/p.c" <<'EOF'
int main(void)
{
    float a[64], b[64];
    for (int i = 0; i < 64; i++)
        a[i] = (float)i;
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 1; i < 63; i++) {
#pragma acc cache(a[i - 1:3])
        b[i] = a[i - 1] + a[i] + a[i + 1];
    }
    return b[1] == 3.0f ? 0 : 1;
}
EOF
for c in "${!CONFIG[@]}"; do
    # shellcheck disable=SC2086
    if "$ACCC" --target=cuda -c ${CONFIG[$c]} "$probe/p.c" -o "$probe/p.o" >"$probe/$c.log" 2>&1; then
        SUPPORTED[$c]=1
    else
        SUPPORTED[$c]=0
        cp "$probe/$c.log" "$OUTD/build-logs/probe.$c.log"
    fi
done

for p in $PROGS; do
    src=$SRC/${PROG_SRC[$p]:-$p}.c
    defs=${PROG_DEFS[$p]:-}
    log "$p"
    if wanted acc; then
        # shellcheck disable=SC2086
        build "$p.acc" "$p.acc" "$ACCC" "${ACCC_FLAGS[@]}" --cache-opt=no-auto $defs "$src" -o "$OUTD/$p.acc" -lm
    fi
    if wanted auto && [ "$p" = nbody ]; then
        # shellcheck disable=SC2086
        build "$p.auto" "$p.auto" "$ACCC" "${ACCC_FLAGS[@]}" $defs "$src" -o "$OUTD/$p.auto" -lm
    fi
    for c in ${PROG_CONFIGS[$p]}; do
        wanted "$c" || continue
        if [ "${SUPPORTED[$c]}" != 1 ]; then
            unsupported+=("$p.$c")
            log "  flag not supported by this accc: $p.$c (${CONFIG[$c]}; see $OUTD/build-logs/probe.$c.log)"
            continue
        fi
        # shellcheck disable=SC2086
        build "$p.$c" "$p.$c" "$ACCC" "${ACCC_FLAGS[@]}" ${CONFIG[$c]} -DUSE_CACHE $defs \
            ${EXTRA[$p.$c]:-} "$src" -o "$OUTD/$p.$c" -lm
    done
done
if wanted cuda; then
    for p in $CUDA_PROGS; do
        log "$p (hand-written CUDA)"
        build "$p.cuda" "$p.cuda" "$NVCC" "${NVCC_FLAGS[@]}" -Xptxas -v "$SRC/$p.cu" -o "$OUTD/$p.cuda"
    done
fi

wait
built=$(find "$OUTD/build-logs" -name '*.ok' | wc -l)
mapfile -t failures < <(cat "$OUTD"/build-logs/*.failed 2>/dev/null | sort)
rm -f "$OUTD"/build-logs/*.ok "$OUTD"/build-logs/*.failed

# accc's executables link libgomp (their multicore path): carry it, in case the
# GPU machine lacks it.
gomp=$(readlink -f "$(${CC:-gcc} -print-file-name=libgomp.so.1)" 2>/dev/null || true)
if [ -n "$gomp" ] && [ -f "$gomp" ]; then
    mkdir -p "$OUTD/lib"
    cp -L "$gomp" "$OUTD/lib/libgomp.so.1"
fi
for f in "$OUTD"/*.*; do
    [ -f "$f" ] && [ -x "$f" ] && strip "$f" 2>/dev/null
done

{
    echo "built $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -m)"
    echo "accc: $ACCC"
    echo "repository: $(git rev-parse --short HEAD 2>/dev/null) ($(git rev-parse --abbrev-ref HEAD 2>/dev/null))$(git diff --quiet HEAD -- crates include bench/cache 2>/dev/null || echo ', with uncommitted changes')"
    echo "accc --version: $("$ACCC" --version 2>&1 | head -1)"
    echo "nvcc: $("$NVCC" --version | tail -2 | head -1)"
    for c in $(printf '%s\n' "${!CONFIG[@]}" | sort); do
        echo "config $c: ${CONFIG[$c]} -DUSE_CACHE$([ "${SUPPORTED[$c]}" = 1 ] || echo '  (NOT SUPPORTED by this accc)')"
    done
    [ ${#unsupported[@]} -gt 0 ] && echo "not built, flag not supported: ${unsupported[*]}"
    [ ${#failures[@]} -gt 0 ] && echo "not built, build failed: ${failures[*]}"
} >"$OUTD/BUILD-INFO.txt"

# One archive to carry: the executables share accc's run time, so xz over the
# whole directory shrinks it several times.
tar -C "$(dirname "$OUTD")" -cJf "$OUTD.tar.xz" "$(basename "$OUTD")"

log ""
cat "$OUTD/BUILD-INFO.txt"
log "$OUTD: $built executables, $(du -sh "$OUTD" | cut -f1); archive $OUTD.tar.xz: $(du -sh "$OUTD.tar.xz" | cut -f1)"
if [ ${#failures[@]} -gt 0 ]; then
    log "build.sh: ${#failures[@]} build(s) failed: ${failures[*]}"
    exit 1
fi
log "build.sh: done; carry $OUTD.tar.xz (or $OUTD) and run: bash bench/cache/run.sh"
