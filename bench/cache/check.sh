#!/usr/bin/env bash
# bench/cache/check.sh -- checks the cache-directive benchmarks HERE, without a
# GPU, at small sizes (a few minutes on two cores):
#
#  1. every OpenACC program built by plain cc (directives ignored) and by accc
#     for multicore, with and without -DUSE_CACHE, and for opencl with the
#     directive (run on PoCL): each must print VERIFY PASS, and its CHECK must
#     agree with plain cc's;
#  2. every hand-written .cu compiled by nvcc for sm_90 (compile only);
#  3. run.sh itself on CPU builds (accc multicore as the OpenACC variants, the
#     .cu files through cudasim, bench/tools/cudasim, as "cuda"), with
#     CACHE_BENCH_SMALL=1: every run must pass and every CHECK agree;
#  4. with CACHE_CHECK_CONFIGS=1 (about 10 more minutes): every OpenACC program
#     built for opencl in every cache configuration of configs.sh that the
#     compiler accepts (the GPU code path of the cache implementation, run on
#     PoCL): VERIFY PASS and CHECK as plain cc's.
#
# Environment: ACCC (default: the debug accc of this repository, built with
# cargo build -p accc -p accrt), ACCC_NVCC, CACHE_CHECK_DIR (default
# bench/cache/check-out, removed first).
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
SRC=bench/cache
W=${CACHE_CHECK_DIR:-bench/cache/check-out}
rm -rf "$W"
mkdir -p "$W/fake"
bad=0
note() { printf '%s\n' "$*"; }

ACCC=${ACCC:-}
if [ -z "$ACCC" ]; then
    cargo build -q -p accc -p accrt || exit 2
    ACCC=${CARGO_TARGET_DIR:-$ROOT/target}/debug/accc
fi
[ -n "${ACCC_INCLUDE_DIR:-}" ] || export ACCC_INCLUDE_DIR=$ROOT/include
NVCC=${ACCC_NVCC:-/opt/accc-nvcc/nvidia/cu13/bin/nvcc}
[ -x "$NVCC" ] || NVCC=$(command -v nvcc || true)

# The small sizes, the same as run.sh's SMALL_ARGS.
declare -A SMALL=(
    [gemm]="256 1 1" [nbody]="2048 1 1" [jacobi]="301 3 1" [stencil1d]="100003 3 1"
    [writepolicy]="100 1000 64 1 1" [smem_acc]="301 1 1"
)
declare -A TOL=([gemm]=1e-4 [nbody]=1e-3 [jacobi]=1e-4 [stencil1d]=1e-4 [writepolicy]=1e-6
    [smem_acc]=1e-5)

field() { awk -v k="$1" '$1 == k { print $2; exit }' "$2"; }
agrees() { awk -v a="$1" -v b="$2" -v t="$3" 'BEGIN { if (a == "" || b == "") exit 1
    d = a - b; if (d < 0) d = -d; s = b < 0 ? -b : b; exit !((s > 0 ? d / s : d) <= t) }'; }

# try NAME EXPECTED-CHECK ENV... -- BINARY ARGS...: runs and judges one build
try() {
    local name=$1 want=$2 tol=$3
    shift 3
    local out=$W/$name.out
    env "$@" >"$out" 2>&1
    local rc=$?
    if [ "$rc" != 0 ]; then
        note "FAIL $name: exit status $rc ($(grep '^VERIFY' "$out" || tail -1 "$out"))"
        bad=1
        return
    fi
    if ! grep -q '^VERIFY PASS' "$out"; then
        note "FAIL $name: $(grep '^VERIFY' "$out" || echo 'no VERIFY line')"
        bad=1
        return
    fi
    local got
    got=$(field CHECK "$out")
    if [ -n "$want" ] && ! agrees "$got" "$want" "$tol"; then
        note "FAIL $name: CHECK $got, plain cc gave $want"
        bad=1
        return
    fi
    note "ok   $name: CHECK $got"
}

note "== 1. OpenACC programs: plain cc, accc multicore (with and without the directive), accc opencl"
for p in gemm nbody jacobi stencil1d writepolicy smem_acc; do
    for ty in "" double; do
        [ -n "$ty" ] && [ "$p" != smem_acc ] && continue
        tag=$p${ty:+_$ty}
        defs=${ty:+-DTYPE=$ty}
        # shellcheck disable=SC2086
        if ! cc -O2 -w $defs -I"$SRC" "$SRC/$p.c" -o "$W/$tag.plain" -lm; then
            note "FAIL $tag: plain cc build"
            bad=1
            continue
        fi
        # shellcheck disable=SC2086
        "$W/$tag.plain" ${SMALL[$p]} >"$W/$tag.plain.out" 2>&1
        ref=$(field CHECK "$W/$tag.plain.out")
        try "$tag.plain" "" 0 -- "$W/$tag.plain" ${SMALL[$p]}
        for v in acc cache opencl; do
            flags=(--target=multicore -O2)
            [ "$v" = opencl ] && flags=(--target=opencl -O2)
            [ "$v" != acc ] && flags+=(-DUSE_CACHE)
            # shellcheck disable=SC2086
            if ! "$ACCC" "${flags[@]}" $defs -I"$SRC" "$SRC/$p.c" -o "$W/$tag.$v" -lm >"$W/$tag.$v.build" 2>&1; then
                note "FAIL $tag.$v: accc build (see $W/$tag.$v.build)"
                bad=1
                continue
            fi
            envs=(OMP_NUM_THREADS=2 ACC_DEVICE_TYPE=host)
            [ "$v" = opencl ] && envs=(ACC_DEVICE_TYPE=opencl)
            # shellcheck disable=SC2086
            try "$tag.$v" "$ref" "${TOL[$p]}" "${envs[@]}" "$W/$tag.$v" ${SMALL[$p]}
            [ "$v" = opencl ] || cp "$W/$tag.$v" "$W/fake/$tag.$v"
        done
        if [ "$p" = smem_acc ]; then
            cp "$W/$tag.acc" "$W/fake/smem_acc_${ty:-float}.acc"
            for c in padon padoff checked; do cp "$W/$tag.cache" "$W/fake/smem_acc_${ty:-float}.$c"; done
        elif [ "$p" = writepolicy ]; then
            cp "$W/$tag.acc" "$W/fake/$p.acc"
            for c in wback wthrough checked; do cp "$W/$tag.cache" "$W/fake/$p.$c"; done
        else
            cp "$W/$tag.acc" "$W/fake/$p.acc"
            for c in rbi checked; do cp "$W/$tag.cache" "$W/fake/$p.$c"; done
        fi
    done
done

note "== 2. hand-written CUDA: nvcc -arch=sm_90 (compile only) and cudasim builds"
if [ -n "$NVCC" ]; then
    libdir=$(cd "$(dirname "$NVCC")/.." && pwd)/lib
    for p in gemm nbody jacobi stencil1d smem; do
        if "$NVCC" -O3 -arch=sm_90 -I"$SRC" -L"$libdir" -Xptxas -v "$SRC/$p.cu" -o "$W/$p.nvcc" >"$W/$p.nvcc.log" 2>&1; then
            note "ok   $p.cu: nvcc ($(grep -o 'Used [0-9]* registers' "$W/$p.nvcc.log" | sort -u | tr '\n' ' '))"
        else
            note "FAIL $p.cu: nvcc (see $W/$p.nvcc.log)"
            bad=1
        fi
    done
else
    note "FAIL: no nvcc (set ACCC_NVCC)"
    bad=1
fi
for p in gemm nbody jacobi stencil1d smem; do
    if ! bench/tools/cudasim/cudasim.sh "$SRC/$p.cu" "$W/fake/$p.cuda" -I"$SRC" 2>"$W/$p.sim.log"; then
        note "FAIL $p.cu: cudasim build (see $W/$p.sim.log)"
        bad=1
    fi
done

note "== 3. run.sh on the CPU builds (cudasim as cuda), small sizes"
CACHE_BENCH_DIR=$W/fake CACHE_BENCH_SMALL=1 ACC_DEVICE_TYPE=host OMP_NUM_THREADS=2 OUT=$W/results \
    bash "$SRC/run.sh" >"$W/run.log" 2>&1
report=$W/results/cache-bench.md
if [ ! -f "$report" ]; then
    note "FAIL run.sh wrote no report (see $W/run.log)"
    bad=1
elif ! awk '/^## Runs that did not pass/ { f = 1; next } f && NF { print; exit }' "$report" | grep -qx none; then
    note "FAIL run.sh: some runs did not pass:"
    awk '/^## Runs that did not pass/ { f = 1; next } f' "$report"
    bad=1
elif grep -q 'differs' "$report"; then
    note "FAIL run.sh: a CHECK differs:"
    grep 'differs' "$report"
    bad=1
else
    note "ok   run.sh: every run passed, every CHECK agrees ($report)"
fi

if [ "${CACHE_CHECK_CONFIGS:-0}" = 1 ]; then
    note "== 4. every cache configuration, opencl on PoCL, small sizes"
    # shellcheck source=bench/cache/configs.sh
    . "$SRC/configs.sh"
    for c in $(printf '%s\n' "${!CONFIG[@]}" | sort); do
        for p in gemm nbody jacobi stencil1d writepolicy smem_acc; do
            for ty in "" double; do
                [ -n "$ty" ] && [ "$p" != smem_acc ] && continue
                tag=$p${ty:+_$ty}
                defs=${ty:+-DTYPE=$ty}
                # The fixed sharing width is built for one size (the first argument).
                [ "$c" = swfixed ] && { [ "$p" = gemm ] || [ "$p" = nbody ]; } &&
                    defs="$defs -DFIXED_N=${SMALL[$p]%% *}"
                # shellcheck disable=SC2086
                if ! "$ACCC" --target=opencl -O2 -DUSE_CACHE ${CONFIG[$c]} $defs -I"$SRC" \
                    "$SRC/$p.c" -o "$W/$tag.ocl.$c" -lm >"$W/$tag.ocl.$c.build" 2>&1; then
                    if grep -qi "unrecognized\|unknown" "$W/$tag.ocl.$c.build"; then
                        note "skip $tag.opencl.$c: this accc does not know ${CONFIG[$c]}"
                    else
                        note "FAIL $tag.opencl.$c: accc build (see $W/$tag.ocl.$c.build)"
                        bad=1
                    fi
                    continue
                fi
                # shellcheck disable=SC2086
                try "$tag.opencl.$c" "$(field CHECK "$W/$tag.plain.out")" "${TOL[$p]}" \
                    ACC_DEVICE_TYPE=opencl "$W/$tag.ocl.$c" ${SMALL[$p]}
            done
        done
    done
fi

if [ "$bad" = 0 ]; then
    note "check.sh: all passed"
else
    note "check.sh: FAILURES above"
fi
exit "$bad"
