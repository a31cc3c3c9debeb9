#!/usr/bin/env bash
# bench/fcw/run.sh -- runs the fcw benchmarks built by bench/fcw/build.sh, THERE
# (the GPU machine; nothing is compiled).  Carry bench/fcw/out.tar.xz (or
# bench/fcw/out).
#
#   bash bench/fcw/run.sh                                  # bench/fcw/out or out.tar.xz
#   FCW_BENCH_TARBALL=gpu-lead/fcw-out.tar.xz bash bench/fcw/run.sh
#
# Every variant of every program runs in this one invocation: the OpenACC
# programs time TRIALS trials themselves (TIME_MS lines), the hand-written
# Pathfinder and Hotspot time one run and are run TRIALS times.  The report gives per
# program a table of the medians, the raw trials, and the ratios time / plain
# OpenACC time, time / CUDA time and GCC time / time, then the ratios of each
# fcw variant (fcw/plain, fcw/CUDA, gcc/fcw) beside the dissertation's figures.
#
# It fails loudly (a FAILED section, and exit status 1) when a run exits with an
# error or times out, prints VERIFY FAIL or no VERIFY line, or prints a CHECK that
# differs from the reference variant's (CUDA's, else the plain OpenACC one's;
# within TOL of variants.sh: Pathfinder's must be equal, the others within 1e-4
# or 1e-5) or from its own earlier runs.  A variant build.sh did not build is
# listed with the reason (e.g. what this accc does not build yet), which is not
# a failure.
#
# Writes $OUT/fcw-bench.md (the report, printed at the end too) and
# $OUT/fcw-bench-raw.log (every program's whole output); without $OUT, into
# bench/fcw/out/results/ (or results/ beside the unpacked archive).
#
# Environment: FCW_BENCH_TARBALL (build.sh's out.tar.xz, unpacked into a
# temporary directory; used by default when out/ is absent but out.tar.xz is
# there); FCW_BENCH_DIR (default bench/fcw/out); FCW_BENCH_TRIALS (default 5);
# FCW_BENCH_BUDGET_S (default 420): no run starts after this many seconds;
# FCW_BENCH_RUN_LIMIT_S (default 120): the limit of one run; FCW_BENCH_ONLY
# (space-separated variants, e.g. "cuda acc fcw12"); FCW_BENCH_SMALL=1: the
# small sizes (a check of the programs and of this script on CPU builds);
# ACC_DEVICE_TYPE (default nvidia: no silent fall-back to the host).
set -u
cd "$(dirname "$0")/../.." || exit 2
# shellcheck source=bench/fcw/variants.sh
. bench/fcw/variants.sh
B=${FCW_BENCH_DIR:-bench/fcw/out}
TARBALL=${FCW_BENCH_TARBALL:-}
[ -z "$TARBALL" ] && [ ! -d "$B" ] && [ -f "$B.tar.xz" ] && TARBALL=$B.tar.xz
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
if [ -n "$TARBALL" ]; then
    mkdir -p "$W/unpacked"
    if ! tar -C "$W/unpacked" -xJf "$TARBALL"; then
        echo "run.sh: cannot unpack $TARBALL"
        exit 2
    fi
    B=$(find "$W/unpacked" -mindepth 1 -maxdepth 1 -type d | head -1)
fi
if [ ! -d "$B" ]; then
    echo "run.sh: $B is missing: run bench/fcw/build.sh on the build machine and carry it"
    exit 2
fi
B=$(cd "$B" && pwd)
RESDIR=${OUT:-${TARBALL:+$PWD/bench/fcw/results}}
RESDIR=${RESDIR:-$B/results}
mkdir -p "$RESDIR"
MD=$RESDIR/fcw-bench.md
RAW=$RESDIR/fcw-bench-raw.log
: >"$RAW"
BUDGET=${FCW_BENCH_BUDGET_S:-420}
RUN_LIMIT=${FCW_BENCH_RUN_LIMIT_S:-120}
TRIALS=${FCW_BENCH_TRIALS:-5}
ONLY=${FCW_BENCH_ONLY:-}
SMALL=${FCW_BENCH_SMALL:-0}
T_START=$(date +%s)
: >"$W/times.tsv"
: >"$W/status.tsv"

export CUDA_MODULE_LOADING=EAGER
export ACC_DEVICE_TYPE=${ACC_DEVICE_TYPE:-nvidia}
[ -d "$B/lib" ] && export LD_LIBRARY_PATH=$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

elapsed() { echo $(($(date +%s) - T_START)); }
say() { printf '%s\n' "$*"; }
wanted() { [ -z "$ONLY" ] || [[ " $ONLY " == *" $1 "* ]]; }
size_of() { if [ "$SMALL" = 1 ]; then echo "${SMALL_ARGS[$1]}"; else echo "${SIZE_ARGS[$1]}"; fi; }

# run_one PROG VARIANT: runs PROG.VARIANT (TRIALS trials) and records its times
# (times.tsv: prog variant ms) and its outcome (status.tsv: prog variant exit
# CHECK note, one line per execution).
run_one() {
    local prog=$1 v=$2
    local bin=$B/$prog.$v
    [ -f "$bin" ] || return 0
    wanted "$v" || return 0
    local runs=1 args
    args="$(size_of "$prog") $TRIALS"
    if [ "$v" = cuda ] && [ -n "${CUDA_ONE_TRIAL[$prog]:-}" ]; then
        runs=$TRIALS
        args=$(size_of "$prog")
    fi
    chmod +x "$bin" 2>/dev/null
    local r
    for ((r = 0; r < runs; r++)); do
        local rem=$((BUDGET - $(elapsed))) limit=$RUN_LIMIT
        if [ "$rem" -lt 5 ]; then
            printf '%s\t%s\t%s\t\t%s\n' "$prog" "$v" "-" "skipped (time budget)" >>"$W/status.tsv"
            return 0
        fi
        [ "$rem" -lt "$limit" ] && limit=$rem
        local out=$W/out.txt
        # shellcheck disable=SC2086
        timeout -k 5 "$limit" "$bin" $args >"$out" 2>&1
        local rc=$?
        { printf '### %s %s  (exit %s, limit %ss)\n' "$bin" "$args" "$rc" "$limit"; cat "$out"; echo; } >>"$RAW"
        awk -v p="$prog" -v v="$v" '$1 == "TIME_MS" { printf "%s\t%s\t%s\n", p, v, $2 }' "$out" >>"$W/times.tsv"
        local check verify note
        check=$(awk '$1 == "CHECK" { print $2; exit }' "$out")
        verify=$(awk '$1 == "VERIFY" { print $2; exit }' "$out")
        if [ -z "$verify" ] && [ "$v" = cuda ] && [ -n "${CUDA_NO_VERIFY[$prog]:-}" ]; then
            verify="none (CHECK compared)"
        fi
        case $rc in
        0) note=${verify:-no VERIFY line} ;;
        124 | 137) note="TIMEOUT (> ${limit} s)" ;;
        *) note="FAIL (exit $rc): $(grep -v '^TIME_MS\|^BENCH' "$out" | tail -2 | tr '\n|\t' '   ' | cut -c1-150)" ;;
        esac
        printf '%s\t%s\t%s\t%s\t%s\n' "$prog" "$v" "$rc" "$check" "$note" >>"$W/status.tsv"
        say "  $prog.$v: exit $rc, $(grep -c '^TIME_MS' "$out") timing(s), CHECK ${check:-none}, VERIFY ${verify:-none}"
    done
}

say "== accc fcw benchmarks: $(date -u '+%Y-%m-%d %H:%M UTC')"
[ -f "$B/BUILD-INFO.txt" ] && cat "$B/BUILD-INFO.txt"
DEVICE="unknown (nvidia-smi not found)"
if command -v nvidia-smi >/dev/null; then
    DEVICE=$(nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null | head -1)
    [ -n "$DEVICE" ] || DEVICE="unknown (nvidia-smi failed)"
fi
say "device: $DEVICE"

# ---- runs: CUDA and accc first, GCC last (a slow GCC run can only cost GCC's figures) ----
for p in $FCW_PROGS; do
    for v in cuda ${ACC_VARIANTS[$p]}; do run_one "$p" "$v"; done
done
for p in $FCW_PROGS; do run_one "$p" gcc; done

# ---- statistics: median, raw trials of each (program, variant) ----
sort -t $'\t' -k1,1 -k2,2 -k3,3g "$W/times.tsv" | awk -F'\t' '
    function flush() {
        if (n == 0) return
        med = (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
        raw = v[1]; for (i = 2; i <= n; i++) raw = raw " " v[i]
        printf "%s\t%s\t%.4f\t%s\n", pp, pv, med, raw
    }
    { key = $1 "\t" $2
      if (key != prev) { flush(); n = 0; prev = key; pp = $1; pv = $2 }
      v[++n] = $3 }
    END { flush() }' >"$W/medians.tsv"

med() { awk -F'\t' -v p="$1" -v v="$2" '$1 == p && $2 == v { print $3; exit }' "$W/medians.tsv"; }
raw() { awk -F'\t' -v p="$1" -v v="$2" '$1 == p && $2 == v { print $4; exit }' "$W/medians.tsv"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "–"; else printf "%.2f", a / b }'; }
ran() { awk -F'\t' -v p="$1" -v v="$2" '$1 == p && $2 == v { f = 1 } END { exit !f }' "$W/status.tsv"; }
# notes PROG VARIANT: the distinct outcomes of its runs
notes() { awk -F'\t' -v p="$1" -v v="$2" '$1 == p && $2 == v && !seen[$5]++ { printf "%s%s", (n++ ? "; " : ""), $5 }' "$W/status.tsv"; }
checks() { awk -F'\t' -v p="$1" -v v="$2" '$1 == p && $2 == v && $4 != "" { print $4 }' "$W/status.tsv" | sort -u; }
refvariant() { if ran "$1" cuda && [ -n "$(checks "$1" cuda)" ]; then echo cuda; else echo "$PLAIN_VARIANT"; fi; }
checkcmp() { # checkcmp VALUE REFERENCE TOL -> "agrees ..." / "**differs** ..." / "–"
    awk -v a="$1" -v b="$2" -v t="$3" 'BEGIN {
        if (a == "" || b == "") { print "–"; exit }
        if (t + 0 == 0) { if (a == b) print "equal"; else print "**differs**"; exit }
        d = a - b; if (d < 0) d = -d; s = b < 0 ? -b : b; r = s > 0 ? d / s : d
        if (r <= t) printf "agrees (%.1e)", r; else printf "**differs** (%.1e > %.0e)", r, t }'
}
not_built() { # the reason build.sh gave for not building PROG.VARIANT, if any
    [ -f "$B/BUILD-INFO.txt" ] || return 0
    awk -v n="$1.$2" 'index($0, "not built") == 1 { for (i = 1; i <= NF; i++) if ($i == n) { sub(/:.*/, ""); print; exit } }' "$B/BUILD-INFO.txt"
}

# ---- the verdicts: every run must pass, every CHECK agree ----
: >"$W/failed.txt"
for p in $FCW_PROGS; do
    ref=$(refvariant "$p")
    refcheck=$(checks "$p" "$ref" | head -1)
    for v in cuda ${ACC_VARIANTS[$p]} gcc; do
        ran "$p" "$v" || continue
        awk -F'\t' -v p="$p" -v v="$v" '$1 == p && $2 == v && ($3 != "0" || $5 !~ /^(PASS|none)/) {
            printf "%s.%s: %s\n", p, v, $5 }' "$W/status.tsv" | sort -u >>"$W/failed.txt"
        mine=$(checks "$p" "$v")
        if [ "$(printf '%s\n' "$mine" | grep -c .)" -gt 1 ]; then
            echo "$p.$v: its runs printed different CHECKs ($(echo "$mine" | tr '\n' ' ')): a race?" >>"$W/failed.txt"
        fi
        for c in $mine; do
            case $(checkcmp "$c" "$refcheck" "${TOL[$p]}") in
            *differs*) echo "$p.$v: CHECK $c differs from $ref's $refcheck (tolerance ${TOL[$p]})" >>"$W/failed.txt" ;;
            esac
        done
    done
done

# ---- report ----
{
    echo "# fcw benchmarks"
    echo
    echo "- device: **$DEVICE**"
    echo "- run: $(date -u '+%Y-%m-%d %H:%M UTC'), $(elapsed) s; trials per variant: $TRIALS (median reported)"
    [ "$SMALL" = 1 ] && echo "- **small sizes** (FCW_BENCH_SMALL=1): a check of the programs and of this script, not a measurement"
    [ -n "$ONLY" ] && echo "- only the variants: $ONLY"
    echo
    echo '```'
    [ -f "$B/BUILD-INFO.txt" ] && cat "$B/BUILD-INFO.txt"
    echo '```'
    echo
    echo "Ratios of times (lower is faster): **/ plain** = time / plain OpenACC (accc, default flags)"
    echo "time; **/ CUDA** = time / hand-written CUDA time; **gcc / this** = GCC's plain OpenACC time /"
    echo "time (above 1: this variant is faster than GCC). CHECK is compared with the reference"
    echo "variant's (CUDA's, else plain's); VERIFY is the program's own check against a CPU reference."
    for p in $FCW_PROGS; do
        ref=$(refvariant "$p")
        refcheck=$(checks "$p" "$ref" | head -1)
        plain=$(med "$p" "$PLAIN_VARIANT")
        cuda=$(med "$p" cuda)
        gcc=$(med "$p" gcc)
        echo
        echo "## $p (arguments: $(size_of "$p") TRIALS)"
        echo
        echo "| variant | what | median ms | trials (ms) | / plain | / CUDA | gcc / this | CHECK vs $ref | VERIFY |"
        echo "|---|---|---|---|---|---|---|---|---|"
        for v in cuda ${ACC_VARIANTS[$p]} gcc; do
            what=${DOC[$p.$v]:-${DOC[$v]}}
            [ "$v" = cuda ] && what="$what (${CUDA_SRC[$p]})"
            if ! ran "$p" "$v"; then
                why=$(not_built "$p" "$v")
                [ -n "$why" ] || why="not run (not built, or not chosen)"
                echo "| $v | $what | – | – | – | – | – | – | $why |"
                continue
            fi
            m=$(med "$p" "$v")
            cc=""
            for c in $(checks "$p" "$v"); do cc="$cc $(checkcmp "$c" "$refcheck" "${TOL[$p]}")"; done
            echo "| $v | $what | ${m:-–} | $(raw "$p" "$v") | $(ratio "$m" "$plain") | $(ratio "$m" "$cuda") | $(ratio "$gcc" "$m") |${cc:- –} | $(notes "$p" "$v") |"
        done
        echo
        for v in ${FCW_VARIANTS[$p]}; do
            m=$(med "$p" "$v")
            if [ -z "$m" ]; then
                why=$(not_built "$p" "$v")
                echo "- $v: no time (${why:-did not run})"
                continue
            fi
            echo "- **$v**: fcw / plain = $(ratio "$m" "$plain") (speed-up $(ratio "$plain" "$m")×), fcw / CUDA = $(ratio "$m" "$cuda"), gcc / fcw = $(ratio "$gcc" "$m")"
        done
        case $p in
        pathfinder)
            echo
            echo "Dissertation (K20c, 120 rows, V = 256, 128K-4M columns): fcw kernels 16-79% faster than"
            echo "plain OpenACC, 6-9% slower than CUDA. The project's target for 4,194,304 x 120:"
            echo "fcw at least 1.79x faster than plain (fcw / plain <= 0.56) and fcw / CUDA <= 1.09."
            echo "The CUDA reference is bench/pathfinder's pyramid (1024 columns per block, 32 rows per launch)."
            ;;
        stencil1d)
            echo
            echo "Dissertation: FETCH_ONLY is the cache directive's function, \"identical performance\""
            echo "(D §6.4.4); expect fcw / cache near 1."
            ;;
        hotspot)
            echo
            echo "Dissertation (K20c, 16x16 blocks, 128^2-4K^2): with 2 steps per launch fcw is 11% faster"
            echo "than plain OpenACC at 4K^2 (58% at 128^2); 1 step per launch is slower than plain; no"
            echo "fcw-vs-CUDA figure. The project's target for 4096^2 x 120 steps with 2 steps per launch:"
            echo "fcw at least 1.11x faster than plain (fcw2 / plain <= 0.90; <= 9.99 ms against the recorded"
            echo "H100 plain time of 11.088 ms). The CUDA reference is bench/hotspot's (64x32 tiles, 2 steps"
            echo "per launch)."
            ;;
        dyadic)
            echo
            echo "Dissertation (K20c, 2M-64M data): fcw (Walsh-Hadamard transform, CHANNEL_ONLY) kernels 34-77%"
            echo "faster than the plain OpenACC direct sum, comparable to CUDA. The project's target: fcw at"
            echo "least 1.34x faster than plain (chan / plain <= 0.75). fwt is the same transform without fcw."
            ;;
        nbody)
            echo
            echo "Dissertation (K20c, 512-16K bodies): fcw 31-44% faster than plain OpenACC, CUDA 1-12%"
            echo "faster than fcw. FETCH_ONLY is the cache directive's function (D §6.4.4): expect"
            echo "fcw / cache near 1. The CUDA reference is bench/nbody's (float4, rsqrtf, tiles of 256)."
            ;;
        gemm)
            echo
            echo "Dissertation: fcw +103% over plain OpenACC, CUDA +53% over fcw. Expect fcw / cache"
            echo "near 1 (D §6.4.4). The CUDA reference is bench/sgemm's (64 x 64 tiles, 4 x 4 outputs a"
            echo "thread, float4 loads), far from either OpenACC form's 16-wide slices."
            ;;
        esac
    done
    echo
    echo "## Runs that did not pass"
    echo
    if [ -s "$W/failed.txt" ]; then
        sed 's/^/- FAILED: /' "$W/failed.txt"
    else
        echo "none"
    fi
    echo
    echo "Raw output of every run: $(basename "$RAW")."
} >"$MD"

say ""
cat "$MD"
if [ -s "$W/failed.txt" ]; then
    say ""
    say "run.sh: FAILED: $(wc -l <"$W/failed.txt") problem(s), listed above under 'Runs that did not pass'"
    exit 1
fi
