#!/usr/bin/env bash
# bench/cache/run.sh -- runs the cache-directive benchmarks built by
# bench/cache/build.sh, THERE (the GPU machine; nothing is compiled).  Carry
# bench/cache/out.
#
#   bash bench/cache/run.sh
#
# Every executable runs once at the papers' size and times TRIALS trials itself
# (TIME_MS lines); the table gives the median of the trials, the raw trials,
# the ratio to the hand-written CUDA (time / CUDA time: 1.00 = as fast, 2.00 =
# twice as slow) and the speedup over the plain OpenACC baseline (baseline time /
# time), the CHECK agreement with the reference variant and the program's own
# VERIFY verdict.  Variants built with --cache-check run separately, at small
# sizes, for correctness only.
#
# Writes $OUT/cache-bench.md (the report, printed at the end too) and
# $OUT/cache-bench-raw.log (every program's whole output); without $OUT, into
# bench/cache/out/results/.
#
# Environment: CACHE_BENCH_TARBALL (build.sh's out.tar.xz, unpacked into a
# temporary directory; used by default when out/ is absent but out.tar.xz is
# there); CACHE_BENCH_BUDGET_S (default 420): no run starts after this many
# seconds; CACHE_BENCH_RUN_LIMIT_S (default 90): the limit of one run;
# CACHE_BENCH_TRIALS (default 3); CACHE_BENCH_ONLY (space-separated variants to
# run, e.g. "acc cuda"); CACHE_BENCH_SMALL=1: every program at a small size
# (checking the script on a CPU build); CACHE_BENCH_DIR (default bench/cache/out);
# ACC_DEVICE_TYPE (default nvidia: no silent fall-back to the host).
set -u
cd "$(dirname "$0")/../.."
B=${CACHE_BENCH_DIR:-bench/cache/out}
TARBALL=${CACHE_BENCH_TARBALL:-}
[ -z "$TARBALL" ] && [ ! -d "$B" ] && [ -f "$B.tar.xz" ] && TARBALL=$B.tar.xz
if [ -n "$TARBALL" ]; then
    # build.sh's archive of the executables (they share most of their bytes, so
    # the archive is a fraction of the directory's size: carry that instead).
    XD=$(mktemp -d)
    if ! tar -C "$XD" -xJf "$TARBALL"; then
        echo "run.sh: cannot unpack $TARBALL"
        exit 2
    fi
    B=$XD/$(ls "$XD" | head -1)
fi
if [ ! -d "$B" ]; then
    echo "run.sh: $B is missing: run bench/cache/build.sh on the build machine and carry it"
    exit 2
fi
RESDIR=${OUT:-$B/results}
mkdir -p "$RESDIR"
MD=$RESDIR/cache-bench.md
RAW=$RESDIR/cache-bench-raw.log
: >"$RAW"
BUDGET=${CACHE_BENCH_BUDGET_S:-420}
RUN_LIMIT=${CACHE_BENCH_RUN_LIMIT_S:-90}
TRIALS=${CACHE_BENCH_TRIALS:-3}
ONLY=${CACHE_BENCH_ONLY:-}
SMALL=${CACHE_BENCH_SMALL:-0}
T_START=$(date +%s)
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
: >"$W/times.tsv"
: >"$W/status.tsv"

export CUDA_MODULE_LOADING=EAGER
export ACC_DEVICE_TYPE=${ACC_DEVICE_TYPE:-nvidia}
[ -d "$B/lib" ] && export LD_LIBRARY_PATH=$PWD/$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

# ---- what runs, with which arguments ----
# The papers' sizes; the last argument is the number of timed trials.
declare -A ARGS=(
    [gemm]="2048 5 $TRIALS"
    [nbody]="65536 5 $TRIALS"
    [jacobi]="4096 200 $TRIALS"
    [stencil1d]="2097152 500 $TRIALS"
    [writepolicy]="4096 131072 4096 10 $TRIALS"
    [smem_acc_float]="4096 20 $TRIALS"
    [smem_acc_double]="4096 20 $TRIALS"
    [smem]="4096 20 $TRIALS"
)
# Small sizes: the --cache-check runs, and everything with CACHE_BENCH_SMALL=1.
declare -A SMALL_ARGS=(
    [gemm]="256 1 1"
    [nbody]="2048 1 1"
    [jacobi]="301 3 1"
    [stencil1d]="100003 3 1"
    [writepolicy]="100 1000 64 1 1"
    [smem_acc_float]="301 1 1"
    [smem_acc_double]="301 1 1"
    [smem]="256 1 1"
)
# Other sizes, as in the papers' figures (Figure 1: the stencil at 1K, 16K,
# 128K and 2M points; Figures 3-5: GEMM, N-body and Jacobi at several sizes),
# for the main variants; the other arguments as above.
declare -A SWEEP=(
    [gemm]="512 1024"
    [nbody]="8192 16384 32768"
    [jacobi]="1024 2048"
    [stencil1d]="1024 16384 131072"
)
SWEEP_VARIANTS="cuda acc rbi rbc noshare"
sweep_args() { # sweep_args PROG SIZE: the papers' arguments with another size
    echo "$2 $(echo "${ARGS[$1]}" | cut -d' ' -f2-)"
}
# Relative tolerance of CHECK against the reference variant (CUDA where there
# is one, else the baseline): other summation orders, fused multiply-adds, rsqrtf.
declare -A TOL=([gemm]=1e-4 [nbody]=1e-3 [jacobi]=1e-4 [stencil1d]=1e-4 [writepolicy]=1e-6
    [smem_acc_float]=1e-5 [smem_acc_double]=1e-5 [smem]=0)
CASES="gemm nbody jacobi stencil1d"
# Programs whose CUDA version times two kernels: the reference ("vs CUDA", the algorithm
# and numerics the OpenACC source expresses) and a second, faster one, reported beside it.
declare -A CUDA_REF=([gemm]=tile16 [nbody]=ieee)
declare -A CUDA_SECOND=([gemm]=reg64 [nbody]=rsqrt)
# Variant order in the tables (and of the runs: the main comparison first).
MAIN_VARIANTS="cuda acc auto rbi rbc ehc off"
ABLATION_VARIANTS="noshare swargs swsync swfixed private comm serialfetch nomerge nounroll nohoist nocoarsen"
declare -A VARIANT_DOC=(
    [cuda]="hand-written CUDA"
    [acc]="OpenACC, no cache directive (baseline; --cache-opt=no-auto)"
    [auto]="OpenACC, no cache directive, the compiler's automatic staging"
    [rbi]="cache, RBI (range-based, no range check)"
    [rbc]="cache, RBC (range-based, range checked)"
    [ehc]="cache, EHC (emulated hardware cache)"
    [off]="cache directive, --cache-impl=off (must match the baseline)"
    [noshare]="RBI, no sharing among iterations (naive)"
    [swargs]="RBI, sharing width from kernel arguments"
    [swsync]="RBI, sharing width by synchronisation"
    [swfixed]="RBI, fixed sharing width (compile-time size)"
    [private]="RBI, private scope renewal"
    [comm]="RBI, communicating scope renewal"
    [serialfetch]="RBI, fetch by each thread alone (no collaborative fetch)"
    [nomerge]="RBI, one fetch loop per subarray (no merged fetch)"
    [nounroll]="RBI, fetch loops not unrolled"
    [nohoist]="RBI, index mapping not hoisted into registers"
    [nocoarsen]="RBI, one row of a 2-D tile per thread (no row coarsening)"
    [wback]="RBI, write-back"
    [wthrough]="RBI, write-through"
    [padon]="RBI, padded cache rows (the default)"
    [padoff]="RBI, unpadded cache rows (--cache-opt=no-padding)"
)

elapsed() { echo $(($(date +%s) - T_START)); }
say() { printf '%s\n' "$*"; }
wanted() { [ -z "$ONLY" ] || [[ " $ONLY " == *" $1 "* ]]; }

# run_one KEY PROG VARIANT ARGS...: KEY names the row group (e.g. stencil1d@1024)
run_one() {
    local key=$1 prog=$2 v=$3
    shift 3
    local bin=$B/$prog.$v
    [ -f "$bin" ] || return 0
    wanted "$v" || return 0
    # swfixed was built for the papers' size only (-DFIXED_N).
    [ "$SMALL" = 1 ] && [ "$v" = swfixed ] && return 0
    local rem=$((BUDGET - $(elapsed))) limit=$RUN_LIMIT
    if [ "$rem" -lt 5 ]; then
        printf '%s\t%s\t%s\t\t%s\n' "$key" "$v" "-2" "skipped (time budget)" >>"$W/status.tsv"
        return 0
    fi
    [ "$rem" -lt "$limit" ] && limit=$rem
    chmod +x "$bin" 2>/dev/null
    local out=$W/out.txt
    timeout -k 5 "$limit" "$bin" "$@" >"$out" 2>&1
    local rc=$?
    { printf '### %s %s %s  (exit %s, limit %ss)\n' "$key" "$bin" "$*" "$rc" "$limit"; cat "$out"; echo; } >>"$RAW"
    awk -v k="$key" -v v="$v" '$1 == "TIME_MS" { printf "%s\t%s\t%s\t%s\n", k, v, ($3 == "" ? "-" : $3), $2 }' "$out" >>"$W/times.tsv"
    local check verify note
    check=$(awk '$1 == "CHECK" { print $2; exit }' "$out")
    verify=$(awk '$1 == "VERIFY" { print $2; exit }' "$out")
    case $rc in
    0) note=${verify:-no VERIFY line} ;;
    124 | 137) note="TIMEOUT (> ${limit} s)" ;;
    *) note="FAIL (exit $rc): $(grep -v '^TIME_MS\|^BENCH' "$out" | tail -2 | tr '\n|\t' '   ' | cut -c1-150)" ;;
    esac
    printf '%s\t%s\t%s\t%s\t%s\n' "$key" "$v" "$rc" "$check" "$note" >>"$W/status.tsv"
    say "  $key $v: exit $rc, $(grep -c '^TIME_MS' "$out") timings, VERIFY ${verify:-none}"
}

args_of() { if [ "$SMALL" = 1 ]; then echo "${SMALL_ARGS[$1]}"; else echo "${ARGS[$1]}"; fi; }

say "== accc cache-directive benchmarks: $(date -u '+%Y-%m-%d %H:%M UTC')"
[ -f "$B/BUILD-INFO.txt" ] && cat "$B/BUILD-INFO.txt"
DEVICE="unknown (nvidia-smi not found)"
if command -v nvidia-smi >/dev/null; then
    DEVICE=$(nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null | head -1)
    [ -n "$DEVICE" ] || DEVICE="unknown (nvidia-smi failed)"
fi
say "device: $DEVICE"

# ---- runs, most important first ----
for p in $CASES; do
    # shellcheck disable=SC2046
    for v in $MAIN_VARIANTS; do run_one "$p" "$p" "$v" $(args_of "$p"); done
done
for p in $CASES; do
    for v in $ABLATION_VARIANTS; do run_one "$p" "$p" "$v" $(args_of "$p"); done
done
# Correctness under --cache-check next (small and quick), then the ablation programs.
for p in $CASES writepolicy smem_acc_float smem_acc_double; do
    # shellcheck disable=SC2086
    run_one "$p@check" "$p" checked ${SMALL_ARGS[$p]}
done
for v in acc wback wthrough; do run_one writepolicy writepolicy "$v" $(args_of writepolicy); done
run_one smem smem cuda $(args_of smem)
for t in float double; do
    for v in acc padon padoff; do run_one "smem_acc_$t" "smem_acc_$t" "$v" $(args_of "smem_acc_$t"); done
done
if [ "$SMALL" != 1 ]; then
    for p in $CASES; do
        for s in ${SWEEP[$p]}; do
            # shellcheck disable=SC2046
            for v in $SWEEP_VARIANTS; do run_one "$p@$s" "$p" "$v" $(sweep_args "$p" "$s"); done
        done
    done
fi

# ---- statistics: median, min, max and the raw trials of each (key, variant, label) ----
sort -t $'\t' -k1,1 -k2,2 -k3,3 -k4,4g "$W/times.tsv" | awk -F'\t' '
    function flush() {
        if (n == 0) return
        med = (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
        raw = v[1]; for (i = 2; i <= n; i++) raw = raw " " v[i]
        printf "%s\t%s\t%s\t%.4f\t%s\t%s\t%d\t%s\n", pk, pv, pl, med, v[1], v[n], n, raw
    }
    { key = $1 "\t" $2 "\t" $3
      if (key != prev) { flush(); n = 0; prev = key; pk = $1; pv = $2; pl = $3 }
      v[++n] = $4 }
    END { flush() }' >"$W/medians.tsv"

med() { awk -F'\t' -v k="$1" -v v="$2" -v l="${3:--}" '$1 == k && $2 == v && $3 == l { print $4; exit }' "$W/medians.tsv"; }
raw() { awk -F'\t' -v k="$1" -v v="$2" -v l="${3:--}" '$1 == k && $2 == v && $3 == l { print $8; exit }' "$W/medians.tsv"; }
labels() { awk -F'\t' -v k="$1" -v v="$2" '$1 == k && $2 == v { print $3 }' "$W/medians.tsv" | sort -V; }
stat() { awk -F'\t' -v k="$1" -v v="$2" -v f="$3" '$1 == k && $2 == v { print $f; exit }' "$W/status.tsv"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "–"; else printf "%.2f", a / b }'; }
checkcmp() { # checkcmp VALUE REFERENCE TOL -> "agrees" / "differs (rel x)" / ""
    awk -v a="$1" -v b="$2" -v t="$3" 'BEGIN {
        if (a == "" || b == "") { print "–"; exit }
        d = a - b; if (d < 0) d = -d; s = b < 0 ? -b : b; r = s > 0 ? d / s : d
        if (r <= t) printf "agrees (%.1e)", r; else printf "**differs** (%.1e > %.0e)", r, t }'
}

# ---- report ----
{
    echo "# Cache-directive benchmarks"
    echo
    echo "- device: **$DEVICE**"
    echo "- run: $(date -u '+%Y-%m-%d %H:%M UTC'), $(elapsed) s; trials per program: $TRIALS (median reported)"
    [ "$SMALL" = 1 ] && echo "- **small sizes** (CACHE_BENCH_SMALL=1): a check of the programs and of this script, not a measurement"
    [ -n "$ONLY" ] && echo "- only the variants: $ONLY"
    echo
    echo '```'
    [ -f "$B/BUILD-INFO.txt" ] && cat "$B/BUILD-INFO.txt"
    echo '```'
    echo
    echo "Time ratios: **vs CUDA** = time / hand-written CUDA time (1.00 = as fast; for GEMM against the"
    echo "16x16-tile kernel, the algorithm the directive expresses, and against the register-tiled one;"
    echo "for N-body against the kernel with the source's IEEE 1/sqrtf, and against the one with rsqrtf);"
    echo "**speedup** = plain OpenACC baseline time / time. CHECK is compared with the CUDA result"
    echo "(else the baseline's) within the tolerance shown; VERIFY is the program's own check against"
    echo "a CPU reference."
    for p in $CASES; do
        echo
        echo "## $p (arguments: $(args_of "$p"))"
        echo
        cref=$(med "$p" cuda "${CUDA_REF[$p]:--}")
        second=${CUDA_SECOND[$p]:-}
        cbest=
        [ -n "$second" ] && cbest=$(med "$p" cuda "$second")
        base=$(med "$p" acc)
        refcheck=$(stat "$p" cuda 4)
        [ -n "$refcheck" ] || refcheck=$(stat "$p" acc 4)
        if [ -n "$second" ]; then
            echo "| variant | median ms | trials (ms) | vs CUDA ${CUDA_REF[$p]} | vs CUDA $second | speedup vs baseline | CHECK | VERIFY |"
            echo "|---|---|---|---|---|---|---|---|"
        else
            echo "| variant | median ms | trials (ms) | vs CUDA | speedup vs baseline | CHECK | VERIFY |"
            echo "|---|---|---|---|---|---|---|"
        fi
        for v in $MAIN_VARIANTS $ABLATION_VARIANTS; do
            st=$(stat "$p" "$v" 5)
            [ -n "$st" ] || continue
            for l in $(labels "$p" "$v"); do
                m=$(med "$p" "$v" "$l")
                name="$v"
                [ "$l" != "-" ] && name="$v ($l)"
                second_ratio=
                [ -n "$second" ] && second_ratio=" $(ratio "$m" "$cbest") |"
                echo "| $name: ${VARIANT_DOC[$v]} | $m | $(raw "$p" "$v" "$l") | $(ratio "$m" "$cref") |$second_ratio $(ratio "$base" "$m") | $(checkcmp "$(stat "$p" "$v" 4)" "$refcheck" "${TOL[$p]}") | $st |"
            done
            if [ -z "$(labels "$p" "$v")" ]; then
                echo "| $v: ${VARIANT_DOC[$v]} | – | – | – | – | $( [ -n "$second" ] && echo '– |') – | $st |"
            fi
        done
    done

    if [ "$SMALL" != 1 ]; then
        echo
        echo "## Other sizes (the papers' Figures 1 and 3-5)"
        echo
        echo "The other arguments as in the sections above; the CUDA reference of GEMM is tile16, of N-body ieee."
        echo
        echo "| program | size | variant | median ms | trials (ms) | vs CUDA | speedup vs baseline | VERIFY |"
        echo "|---|---|---|---|---|---|---|---|"
        for p in $CASES; do
            cl=${CUDA_REF[$p]:--}
            for s in ${SWEEP[$p]}; do
                k=$p@$s
                cref=$(med "$k" cuda "$cl")
                base=$(med "$k" acc)
                for v in $SWEEP_VARIANTS; do
                    st=$(stat "$k" "$v" 5)
                    [ -n "$st" ] || continue
                    l=-
                    [ "$v" = cuda ] && l=$cl
                    m=$(med "$k" "$v" "$l")
                    echo "| $p | $s | $v | ${m:-–} | $(raw "$k" "$v" "$l") | $(ratio "$m" "$cref") | $(ratio "$base" "$m") | $st |"
                done
            done
        done
    fi

    echo
    echo "## Write policy (synthetic workloads: dense / sparse, parallel iterations, write frequency)"
    echo
    echo "Each time is $(args_of writepolicy | awk '{ print $4 }') launches of the workload."
    echo "VERIFY: baseline $(stat writepolicy acc 5); write-back $(stat writepolicy wback 5); write-through $(stat writepolicy wthrough 5)."
    echo
    echo "Rows launch-nN: the same number of launches of a loop of N iterations that does nothing"
    echo "(the launch cost inside every time of that size); the last column divides the times less"
    echo "that cost (each variant's own)."
    echo
    echo "| workload | baseline ms | write-back ms | write-through ms | through / back | back vs baseline (speedup) | through / back, launch cost removed |"
    echo "|---|---|---|---|---|---|---|"
    for l in $( (labels writepolicy acc; labels writepolicy wback; labels writepolicy wthrough) | sort -V | uniq); do
        a=$(med writepolicy acc "$l")
        wb=$(med writepolicy wback "$l")
        wt=$(med writepolicy wthrough "$l")
        size=$(echo "$l" | sed -n 's/.*-\(n[0-9]*\).*/\1/p')
        fb=$(med writepolicy wback "launch-$size")
        ft=$(med writepolicy wthrough "launch-$size")
        net=$(awk -v t="$wt" -v ft="$ft" -v b="$wb" -v fb="$fb" 'BEGIN {
            if (t == "" || b == "" || ft == "" || fb == "" || b - fb <= 0) print "–"
            else printf "%.2f", (t - ft) / (b - fb) }')
        case $l in launch-*) net="–" ;; esac
        echo "| $l | ${a:-–} | ${wb:-–} | ${wt:-–} | $(ratio "$wt" "$wb") | $(ratio "$a" "$wb") | $net |"
    done

    echo
    echo "## Shared-memory micro-benchmark (paper Listing 5), hand-written CUDA"
    echo
    echo "Each time is $(args_of smem | awk '{ print $2 }') launches over a $(args_of smem | awk '{ print $1 }')² array. VERIFY: $(stat smem cuda 5)"
    echo
    echo "| type, iterations, mapping, allocation | pad 0 ms | pad 1 ms | pad1 / pad0 |"
    echo "|---|---|---|---|"
    for l in $(labels smem cuda | grep -- '-pad0-'); do
        l1=${l/-pad0-/-pad1-}
        m0=$(med smem cuda "$l")
        m1=$(med smem cuda "$l1")
        echo "| ${l/-pad0/} | $m0 | ${m1:-–} | $(ratio "$m1" "$m0") |"
    done

    echo
    echo "## Padding of the compiler's cache (smem_acc: transposed reads of cached tiles)"
    echo
    echo "| type | nest | baseline ms | padded ms | unpadded ms | unpadded / padded | VERIFY (baseline, padded, unpadded) |"
    echo "|---|---|---|---|---|---|---|"
    for t in float double; do
        k=smem_acc_$t
        for l in $( (labels "$k" acc; labels "$k" padon; labels "$k" padoff) | sort -V | uniq); do
            a=$(med "$k" acc "$l")
            on=$(med "$k" padon "$l")
            off=$(med "$k" padoff "$l")
            echo "| $t | $l | ${a:-–} | ${on:-–} | ${off:-–} | $(ratio "$off" "$on") | $(stat "$k" acc 5); $(stat "$k" padon 5); $(stat "$k" padoff 5) |"
        done
    done

    echo
    echo "## Correctness with --cache-check (small sizes, not timed)"
    echo
    echo "| program | exit | VERIFY |"
    echo "|---|---|---|"
    for p in $CASES writepolicy smem_acc_float smem_acc_double; do
        st=$(stat "$p@check" checked 5)
        [ -n "$st" ] && echo "| $p ($(echo "${SMALL_ARGS[$p]}")) | $(stat "$p@check" checked 3) | $st |"
    done

    echo
    echo "## Runs that did not pass"
    echo
    awk -F'\t' '$3 != "0" || $5 !~ /^PASS/ { printf "- %s %s: exit %s: %s\n", $1, $2, $3, $5; bad++ }
        END { if (!bad) print "none" }' "$W/status.tsv"
    echo
    echo "Raw output of every run: $(basename "$RAW")."
} >"$MD"

say ""
cat "$MD"
