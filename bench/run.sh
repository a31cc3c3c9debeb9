#!/usr/bin/env bash
# bench/run.sh -- runs the benchmarks built by bench/build.sh, THERE (the GPU
# machine: no network, no compilers needed).  Carry bench/out.
#
#   bash bench/run.sh
#
# 1. the device (nvidia-smi), the device-memory copy bandwidth (cudaMemcpy
#    device-to-device of 1 GiB, best of 10) and the launch latency of an empty
#    compute region (accc, GCC) and of an empty <<<1,1>>> kernel (CUDA);
# 2. each benchmark at the issue's size, each variant 3 times (best of 3),
#    a run stopped at 120 s; accc and CUDA first, GCC last;
# 3. the CHECK lines compared across variants (per-benchmark tolerance);
# 4. a markdown report, $OUT/bench-results.md (bench/out/results/ without $OUT),
#    printed at the end too, and every program's output in bench-raw.log.
#
# Environment: BENCH_BUDGET_S (default 420): no run starts after this many
# seconds, so the whole script ends within about BENCH_BUDGET_S + 30 s;
# BENCH_RUN_LIMIT_S (default 120): the limit of one run; BENCH_RUNS (3);
# BENCH_ARGS_<name> (e.g. BENCH_ARGS_jacobi="4096 4096 100"): another problem
# for every variant of that benchmark; CUBLAS_LIB: path of libcublas.so.N.
# For testing the script itself without a GPU (bench/check.sh): BENCH_OUT_DIR
# (default bench/out) and BENCH_ACC_DEVICE_TYPE (default nvidia).
set -u
cd "$(dirname "$0")/.."
B=${BENCH_OUT_DIR:-bench/out}
if [ ! -d "$B" ]; then
    echo "run.sh: bench/out is missing: run bench/build.sh on the build machine and carry bench/out"
    exit 2
fi
chmod +x "$B"/*.accc "$B"/*.gcc "$B"/*.cuda 2>/dev/null
RESDIR=${OUT:-$B/results}
mkdir -p "$RESDIR"
MD=$RESDIR/bench-results.md
RAW=$RESDIR/bench-raw.log
: >"$RAW"
BUDGET=${BENCH_BUDGET_S:-420}
RUN_LIMIT=${BENCH_RUN_LIMIT_S:-120}
NRUNS=${BENCH_RUNS:-3}
T_START=$(date +%s)
TMPOUT=$(mktemp)
trap 'rm -f "$TMPOUT"' EXIT

# Kernels are loaded when the context is made (the warm-up), not at their first
# launch; both OpenACC run times must use the GPU (no silent host fall-back).
export CUDA_MODULE_LOADING=EAGER
export ACC_DEVICE_TYPE=${BENCH_ACC_DEVICE_TYPE:-nvidia}
GOMP_LIB=$PWD/$B/lib

BENCHES="jacobi sgemm nbody hotspot pathfinder stencil1d"
declare -A ARGS=(
    [jacobi]="4096 4096 1000"
    [sgemm]="2048 10"
    [nbody]="65536 10"
    [hotspot]="4096 4096 120"
    [pathfinder]="4194304 120"
    [stencil1d]="2097152 1000"
)
# Relative tolerance of CHECK against the reference (the CUDA version):
# float sums in another order, fused multiply-adds, rsqrtf (nbody); 0 = exact.
declare -A TOL=([jacobi]=1e-5 [sgemm]=1e-5 [nbody]=1e-4 [hotspot]=1e-5 [pathfinder]=0 [stencil1d]=1e-5)
for b in $BENCHES; do
    v=BENCH_ARGS_$b
    [ -n "${!v:-}" ] && ARGS[$b]=${!v}
done

elapsed() { echo $(($(date +%s) - T_START)); }
say() { printf '%s\n' "$*"; }
num() { awk -v x="$1" 'BEGIN { exit !(x ~ /^-?[0-9.]+([eE][-+]?[0-9]+)?$/) }'; }

# run_prog VARIANT BINARY ARGS... -> RC (-1 not built, -2 skipped for time), output in $TMPOUT
run_prog() {
    local variant=$1 bin=$2
    shift 2
    : >"$TMPOUT"
    if [ ! -x "$bin" ]; then
        RC=-1
        return
    fi
    local rem=$((BUDGET - $(elapsed))) limit=$RUN_LIMIT
    if [ "$rem" -lt 5 ]; then
        RC=-2
        return
    fi
    [ "$rem" -lt "$limit" ] && limit=$rem
    local envs=()
    case $variant in
    gcc | accc) envs=("LD_LIBRARY_PATH=$GOMP_LIB${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}") ;;
    cublas) [ -n "${CUBLAS_LIB:-}" ] && envs=("LD_LIBRARY_PATH=$(dirname "$CUBLAS_LIB")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}") ;;
    esac
    env ${envs[@]+"${envs[@]}"} timeout -k 5 "$limit" "$bin" "$@" >"$TMPOUT" 2>&1
    RC=$?
    { printf '### %s %s %s  (exit %s, limit %ss)\n' "$variant" "$bin" "$*" "$RC" "$limit"; cat "$TMPOUT"; echo; } >>"$RAW"
}
field() { awk -v k="$1" '$1 == k { print $2; exit }' "$TMPOUT"; }

declare -A BEST CHECK STATUS TIMES ITERS
RAWROWS=""

# bench_variant NAME VARIANT BINARY
bench_variant() {
    local b=$1 v=$2 bin=$3 r t c st="ok" times="" best="" chk=""
    for ((r = 1; r <= NRUNS; r++)); do
        run_prog "$v" "$bin" ${ARGS[$b]}
        t=$(field TIME_MS)
        c=$(field CHECK)
        case $RC in
        -1) st="not built"; break ;;
        -2) st=${best:+ok, $((r - 1)) of $NRUNS runs (time budget)}; st=${st:-skipped (time budget)}; break ;;
        124 | 137) st="TIMEOUT (> ${RUN_LIMIT} s)"; RAWROWS+="| $b | $v | $r | timeout | | |"$'\n'; break ;;
        3) if grep -q '^SKIP' "$TMPOUT"; then st="SKIP: $(grep '^SKIP' "$TMPOUT" | head -1 | cut -c6-)"; break; fi ;;
        esac
        if [ "$RC" -ne 0 ] || ! num "${t:-x}"; then
            st="FAIL (exit $RC): $(grep -v '^BENCH' "$TMPOUT" | tail -2 | tr '\n|' '  ' | cut -c1-160)"
            RAWROWS+="| $b | $v | $r | $RC | | |"$'\n'
            break
        fi
        RAWROWS+="| $b | $v | $r | 0 | $t | $c |"$'\n'
        say "  $b $v run $r: $t ms, CHECK $c"
        times+="$t "
        if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
        if [ -z "$chk" ]; then
            chk=$c
        elif [ "$c" != "$chk" ]; then
            st="ok, but CHECK differs between runs ($chk, $c): a race?"
        fi
        [ "$b" = jacobi ] && ITERS[$b,$v]=$(awk '/^INFO iterations/ { sub(",", "", $3); print $3; exit }' "$TMPOUT")
    done
    [ "$st" != "ok" ] && say "  $b $v: $st"
    BEST[$b,$v]=$best
    CHECK[$b,$v]=$chk
    STATUS[$b,$v]=$st
    TIMES[$b,$v]=$times
}

say "== accc benchmarks: $(date -u '+%Y-%m-%d %H:%M UTC')"
[ -f "$B/BUILD-INFO.txt" ] && cat "$B/BUILD-INFO.txt"

# ---- device ----
DEVICE="unknown (nvidia-smi not found)"
if command -v nvidia-smi >/dev/null; then
    nvidia-smi --query-gpu=name,memory.total --format=csv
    DEVICE=$(nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader | head -1)
fi
say "device: $DEVICE"

# ---- limits ----
say "== device-memory copy bandwidth"
COPY_GBS=""
run_prog cuda "$B/copybw.cuda"
if [ "$RC" -eq 0 ]; then
    COPY_GBS=$(field COPY_GBS)
    say "  cudaMemcpy D2D 1 GiB, best of 10: $COPY_GBS GB/s (read + write)"
else
    say "  copybw failed (exit $RC): $(tail -2 "$TMPOUT" | tr '\n' ' ')"
fi

say "== launch latency"
declare -A LSYNC LASYNC LSTAT
for v in accc gcc cuda; do
    run_prog "$v" "$B/launch.$v" 10000
    if [ "$RC" -eq 0 ]; then
        LSYNC[$v]=$(field LAUNCH_SYNC_US)
        LASYNC[$v]=$(field LAUNCH_ASYNC_US)
        LSTAT[$v]=ok
        say "  $v: ${LSYNC[$v]} us per synchronous launch, ${LASYNC[$v]} us queued"
    else
        LSTAT[$v]="failed (exit $RC)"
        [ "$RC" -eq -1 ] && LSTAT[$v]="not built"
        say "  $v: ${LSTAT[$v]} $(tail -2 "$TMPOUT" | tr '\n' ' ')"
    fi
done
# accc's opt-in, non-standard mode: synchronous regions on present data return while
# their kernels run (ACC_DEFER_KERNELS=1); the default waits for each (OpenACC 3.3 §2.5).
ACC_DEFER_KERNELS=1 run_prog accc "$B/launch.accc" 10000
LSYNC_DEFERRED=""
[ "$RC" -eq 0 ] && LSYNC_DEFERRED=$(field LAUNCH_SYNC_US)
say "  accc with ACC_DEFER_KERNELS=1: ${LSYNC_DEFERRED:-failed} us per synchronous launch"

say "== the first transfers after acc_init (8 MB each, pageable)"
for v in accc gcc; do
    run_prog "$v" "$B/first_upload.$v"
    say "  $v: $(awk '/_MS|CHECK/ { printf "%s %s  ", $1, $2 }' "$TMPOUT")"
done

# ---- benchmarks: accc and CUDA first, GCC last ----
CUBLAS_NOTE=""
if [ -z "${CUBLAS_LIB:-}" ]; then
    for major in 13 12; do
        CUBLAS_LIB=$(timeout 30 find /usr/local /usr/lib /opt -name "libcublas.so.$major*" 2>/dev/null | sort | head -1)
        [ -n "$CUBLAS_LIB" ] && break
    done
fi
if [ -n "$CUBLAS_LIB" ]; then
    export CUBLAS_LIB
    CUBLAS_NOTE="cuBLAS: $CUBLAS_LIB"
fi
for b in $BENCHES; do
    say "== $b ${ARGS[$b]}"
    bench_variant "$b" cuda "$B/$b.cuda"
    bench_variant "$b" accc "$B/$b.accc"
    [ "$b" = sgemm ] && bench_variant sgemm cublas "$B/sgemm_cublas.cuda"
done
for b in $BENCHES; do
    say "== $b ${ARGS[$b]} (GCC)"
    bench_variant "$b" gcc "$B/$b.gcc"
done
TOTAL_S=$(elapsed)

# ---- report ----
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0 && b > 0) printf "%.2f", a / b; else printf "–" }'; }
ms() { if [ -n "$1" ]; then printf '%s' "$1"; else printf '%s' "${2:0:60}"; fi; }

# agree NAME VARIANT -> text
agree() {
    local b=$1 v=$2
    local ref="${CHECK[$b,cuda]:-}" c="${CHECK[$b,$v]:-}"
    [ -z "$c" ] && { printf '–'; return; }
    [ -z "$ref" ] && ref="${CHECK[$b,accc]:-}"
    [ -z "$ref" ] && { printf 'no reference'; return; }
    if [ "${TOL[$b]}" = 0 ]; then
        [ "$c" = "$ref" ] && printf 'yes' || printf '**NO** (%s vs %s)' "$c" "$ref"
        return
    fi
    awk -v a="$c" -v r="$ref" -v t="${TOL[$b]}" 'BEGIN {
        d = a - r; if (d < 0) d = -d; m = (a < 0 ? -a : a); mr = (r < 0 ? -r : r); if (mr > m) m = mr;
        rel = (m > 0) ? d / m : 0;
        if (rel <= t) printf "yes (%.1e)", rel; else printf "**NO** (rel. diff %.1e)", rel }'
}

describe() {
    local b=$1
    set -- ${ARGS[$b]}
    case $b in
    jacobi) echo "${1}×${2}, ${3} iterations" ;;
    sgemm) echo "N=${1}, ${2} products" ;;
    nbody) echo "${1} bodies, ${2} steps" ;;
    hotspot) echo "${1}×${2}, ${3} steps" ;;
    pathfinder) echo "${1} columns, ${2} rows" ;;
    stencil1d) echo "${1} points, radius 30, ${2} steps" ;;
    esac
}
# work NAME VARIANT -> bytes (memory-bound) or flops / interactions
work() {
    local b=$1 v=$2
    set -- ${ARGS[$b]}
    case $b in
    jacobi) awk -v n="$1" -v m="$2" -v it="${ITERS[$b,$v]:-$3}" 'BEGIN { printf "%.0f", 16 * (n - 2) * (m - 2) * it }' ;;
    hotspot) awk -v r="$1" -v c="$2" -v s="$3" 'BEGIN { printf "%.0f", 12 * r * c * s }' ;;
    pathfinder) awk -v c="$1" -v r="$2" 'BEGIN { printf "%.0f", 12 * c * (r - 1) }' ;;
    stencil1d) awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", 8 * (n - 60) * s }' ;;
    sgemm) awk -v n="$1" -v r="$2" 'BEGIN { printf "%.0f", 2 * n * n * n * r }' ;;
    nbody) awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n * n * s }' ;;
    esac
}
rate() {
    local b=$1 v=$2 t=${BEST[$1,$2]:-}
    [ -z "$t" ] && { printf '–'; return; }
    local w
    w=$(work "$b" "$v")
    case $b in
    sgemm) awk -v w="$w" -v t="$t" 'BEGIN { printf "%.2f TFLOP/s", w / (t * 1e-3) / 1e12 }' ;;
    nbody) awk -v w="$w" -v t="$t" 'BEGIN { g = w / (t * 1e-3) / 1e9; printf "%.0f G interactions/s (%.2f TFLOP/s)", g, g * 20 / 1e3 }' ;;
    *) awk -v w="$w" -v t="$t" -v c="${COPY_GBS:-0}" 'BEGIN { g = w / (t * 1e-3) / 1e9;
           if (c > 0) printf "%.0f GB/s (%.0f%%)", g, 100 * g / c; else printf "%.0f GB/s", g }' ;;
    esac
}
declare -A MODEL=(
    [jacobi]="16 B per interior point per iteration: the stencil sweep reads A and writes Anew, the copy sweep reads Anew and writes A"
    [hotspot]="12 B per cell per step: read temperature and power, write the new temperature"
    [pathfinder]="12 B per column per row: read the wall row and the previous row, write the new row"
    [stencil1d]="8 B per point per step: read the input, write the output (both arrays, 16 MiB, fit in L2)"
    [sgemm]="2N³ flop per product"
    [nbody]="N² interactions per step, 20 flop each (the usual count)"
)

{
    echo "# accc benchmarks"
    echo
    echo "- device: $DEVICE"
    echo "- run: $(date -u '+%Y-%m-%d %H:%M UTC'), $TOTAL_S s in all; best of $NRUNS runs per variant, each run stopped at $RUN_LIMIT s"
    [ -f "$B/BUILD-INFO.txt" ] && sed 's/^/- /' "$B/BUILD-INFO.txt"
    echo "- device-memory copy bandwidth (cudaMemcpy device-to-device of 1 GiB, best of 10, bytes read + written): $(if [ -n "${COPY_GBS:-}" ]; then echo "$COPY_GBS GB/s"; else echo "not measured"; fi)"
    [ -n "$CUBLAS_NOTE" ] && echo "- $CUBLAS_NOTE"
    echo "- variants: accc = \`accc --target=cuda -O3\`; GCC = \`gcc -O3 -fopenacc -foffload=nvptx-none\` (GCC 12); CUDA = the hand-written .cu, \`nvcc -O3 -arch=sm_90\`; all timed without device initialisation"
    echo
    echo "## Time (best of $NRUNS, ms; ratios are times: accc/CUDA = 2 means accc takes twice as long)"
    echo
    echo "| benchmark | problem | accc | GCC | CUDA | accc/GCC | accc/CUDA | CHECK agrees with CUDA (accc; GCC) |"
    echo "|---|---|---|---|---|---|---|---|"
    for b in $BENCHES; do
        printf '| %s | %s | %s | %s | %s | %s | %s | %s; %s |\n' "$b" "$(describe "$b")" \
            "$(ms "${BEST[$b,accc]}" "${STATUS[$b,accc]}")" "$(ms "${BEST[$b,gcc]}" "${STATUS[$b,gcc]}")" \
            "$(ms "${BEST[$b,cuda]}" "${STATUS[$b,cuda]}")" \
            "$(ratio "${BEST[$b,accc]}" "${BEST[$b,gcc]}")" "$(ratio "${BEST[$b,accc]}" "${BEST[$b,cuda]}")" \
            "$(agree "$b" accc)" "$(agree "$b" gcc)"
    done
    if [ -n "${BEST[sgemm,cublas]}" ]; then
        printf '| sgemm (cuBLAS, the limit) | %s | | | %s | | | %s |\n' "$(describe sgemm)" "${BEST[sgemm,cublas]}" "$(agree sgemm cublas)"
    fi
    echo
    echo "## Achieved rates against the limits"
    echo
    echo "Memory-bound benchmarks: GB/s = the bytes of the stated model / time, and its fraction of the measured copy bandwidth."
    echo "The model counts what the OpenACC program as written must move per step; the CUDA versions of hotspot (2 steps per pass)"
    echo "and pathfinder (32 rows per pass) keep intermediate steps on chip and move fewer bytes, so their figure can pass 100%;"
    echo "stencil1d's arrays stay in the 50 MB L2, so its figure is not bounded by device memory either."
    echo
    echo "| benchmark | model | accc | GCC | CUDA |"
    echo "|---|---|---|---|---|"
    for b in $BENCHES; do
        printf '| %s | %s | %s | %s | %s |\n' "$b" "${MODEL[$b]}" "$(rate "$b" accc)" "$(rate "$b" gcc)" "$(rate "$b" cuda)"
    done
    [ -n "${BEST[sgemm,cublas]}" ] && printf '| sgemm, cuBLAS (limit) | %s | | | %s |\n' "${MODEL[sgemm]}" "$(rate sgemm cublas)"
    echo
    echo "## Launch latency (µs per empty region or kernel, 10000 launches)"
    echo
    echo "| | accc | GCC | CUDA |"
    echo "|---|---|---|---|"
    printf '| synchronous (regions without async, each waiting for its kernel; kernel + cudaDeviceSynchronize each) | %s | %s | %s |\n' \
        "${LSYNC[accc]:-${LSTAT[accc]}}" "${LSYNC[gcc]:-${LSTAT[gcc]}}" "${LSYNC[cuda]:-${LSTAT[cuda]}}"
    printf '| synchronous regions returning early (accc opt-in: ACC_DEFER_KERNELS=1), then one wait | %s | | |\n' "${LSYNC_DEFERRED:-failed}"
    printf '| queued (async(1) regions, one wait; kernels, one synchronize) | %s | %s | %s |\n' \
        "${LASYNC[accc]:-${LSTAT[accc]}}" "${LASYNC[gcc]:-${LSTAT[gcc]}}" "${LASYNC[cuda]:-${LSTAT[cuda]}}"
    echo
    echo "## Status and tolerances"
    echo
    echo "CHECK is a fixed pseudo-random projection of the result; it must agree with the CUDA version's to the relative tolerance given (0: exactly)."
    echo
    echo "| benchmark | tolerance | accc | GCC | CUDA |"
    echo "|---|---|---|---|---|"
    for b in $BENCHES; do
        printf '| %s | %s | %s | %s | %s |\n' "$b" "${TOL[$b]}" "${STATUS[$b,accc]}" "${STATUS[$b,gcc]}" "${STATUS[$b,cuda]}"
    done
    [ -n "${STATUS[sgemm,cublas]:-}" ] && printf '| sgemm, cuBLAS | %s | | | %s |\n' "${TOL[sgemm]}" "${STATUS[sgemm,cublas]}"
    echo
    echo "## Raw numbers"
    echo
    echo "| benchmark | variant | run | exit | TIME_MS | CHECK |"
    echo "|---|---|---|---|---|---|"
    printf '%s' "$RAWROWS"
    echo
    echo "Every program's full output: bench-raw.log beside this file."
} >"$MD"

say ""
say "== report ($MD)"
cat "$MD"
