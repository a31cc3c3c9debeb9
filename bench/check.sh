#!/usr/bin/env bash
# bench/check.sh -- what can be checked HERE, without a GPU, at small sizes:
#
#  1. each NAME.c built by plain cc (directives ignored), by accc for
#     --target=multicore and --target=opencl (run on PoCL), and by GCC's
#     OpenACC (run on its host fall-back): all CHECK lines must agree;
#  2. each hand-written NAME.cu run on the CPU through cudasim
#     (tools/cudasim/): its CHECK must agree too;
#  3. each .cu compiled by nvcc -arch=sm_90 (registers and spills reported);
#  4. run.sh itself, on CPU builds of all the variants, at the small sizes
#     (its report goes to bench/check-out/results/).
#
# Outputs in bench/check-out/ (ignored by git).  Exit status 1 if anything
# disagrees or fails.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
W=bench/check-out
rm -rf "$W"
mkdir -p "$W/fake/lib"

NVCC=${ACCC_NVCC:-}
[ -z "$NVCC" ] && [ -x /opt/accc-nvcc/nvidia/cu13/bin/nvcc ] && NVCC=/opt/accc-nvcc/nvidia/cu13/bin/nvcc
[ -z "$NVCC" ] && NVCC=$(command -v nvcc || true)
export ACCC_NVCC=$NVCC
cargo build --release -q || exit 2
ACCC=$ROOT/target/release/accc

BENCHES="jacobi sgemm nbody hotspot pathfinder stencil1d"
declare -A SMALL=(
    [jacobi]="128 160 60"
    [sgemm]="192 2"
    [nbody]="1000 3"
    [hotspot]="200 300 9"
    [pathfinder]="10000 77"
    [stencil1d]="100000 20"
)
declare -A TOL=([jacobi]=1e-5 [sgemm]=1e-5 [nbody]=1e-4 [hotspot]=1e-5 [pathfinder]=0 [stencil1d]=1e-5)
bad=0
note() { printf '%s\n' "$*"; }

close() {   # close A B TOL
    if [ "$3" = 0 ]; then [ "$1" = "$2" ]; return; fi
    awk -v a="$1" -v r="$2" -v t="$3" 'BEGIN { d = a - r; if (d < 0) d = -d; m = (a < 0 ? -a : a);
        mr = (r < 0 ? -r : r); if (mr > m) m = mr; exit !((m > 0 ? d / m : 0) <= t) }'
}

for b in $BENCHES; do
    src=bench/$b/$b.c
    cc -O2 "$src" -o "$W/$b.cc" -lm 2>"$W/$b.cc.log" || { note "FAIL $b: cc"; bad=1; }
    "$ACCC" --target=multicore -O3 "$src" -o "$W/$b.multicore" -lm >"$W/$b.mc.log" 2>&1 || { note "FAIL $b: accc multicore"; bad=1; }
    "$ACCC" --target=opencl -O3 "$src" -o "$W/$b.opencl" -lm >"$W/$b.ocl.log" 2>&1 || { note "FAIL $b: accc opencl"; bad=1; }
    gcc -O3 -fopenacc -foffload=nvptx-none -foffload=-lm "$src" -o "$W/$b.gcc" -lm >"$W/$b.gcc.log" 2>&1 || { note "FAIL $b: gcc -fopenacc"; bad=1; }
    bench/tools/cudasim/cudasim.sh "bench/$b/$b.cu" "$W/$b.sim" 2>"$W/$b.sim.log" || { note "FAIL $b: cudasim build"; bad=1; }

    ref=$("$W/$b.cc" ${SMALL[$b]} | awk '$1 == "CHECK" { print $2 }')
    line="$b (${SMALL[$b]}): cc $ref"
    for v in multicore opencl gcc sim; do
        case $v in
        multicore) dt=multicore ;;
        opencl) dt=opencl ;;
        gcc) dt=host ;;   # no GPU here: GCC's host fall-back runs the same code
        sim) dt= ;;
        esac
        c=$(ACC_DEVICE_TYPE=$dt timeout 600 "$W/$b.$v" ${SMALL[$b]} 2>"$W/$b.$v.err" | awk '$1 == "CHECK" { print $2 }')
        if [ -n "$c" ] && [ -n "$ref" ] && close "$c" "$ref" "${TOL[$b]}"; then
            line+=", $v $c"
        else
            line+=", $v **${c:-none}** (DISAGREES)"
            bad=1
        fi
    done
    note "$line"
done

note ""
note "nvcc -arch=sm_90 (ptxas: registers, spills)"
for f in bench/*/*.cu; do
    if "$NVCC" -O3 -arch=sm_90 -Xptxas -v -c "$f" -o "$W/$(basename "$f" .cu).o" >"$W/nvcc.log" 2>&1; then
        nk=$(grep -c 'bytes spill stores' "$W/nvcc.log")
        if [ "$nk" -eq 0 ]; then
            note "  ok $f: no kernels"
        else
            note "  ok $f: $nk kernels (registers: $(grep -E 'Used [0-9]+ registers' "$W/nvcc.log" | sed -E 's/.*Used ([0-9]+) registers.*/\1/' | tr '\n' ' ')), $(grep -E '[1-9][0-9]* bytes (stack frame|spill)' "$W/nvcc.log" | wc -l) with a stack frame or spills"
        fi
    else
        note "  FAIL $f"
        cat "$W/nvcc.log"
        bad=1
    fi
done

note ""
note "run.sh on CPU builds (accc multicore as 'accc', GCC host fall-back as 'gcc', cudasim as 'cuda')"
F=$W/fake
for b in $BENCHES; do
    cp "$W/$b.multicore" "$F/$b.accc"
    cp "$W/$b.gcc" "$F/$b.gcc"
    cp "$W/$b.sim" "$F/$b.cuda"
done
bench/tools/cudasim/cudasim.sh bench/tools/copybw.cu "$F/copybw.real" || bad=1
printf '#!/bin/sh\nexec "$(dirname "$0")/copybw.real" 16\n' >"$F/copybw.cuda" && chmod +x "$F/copybw.cuda"
bench/tools/cudasim/cudasim.sh bench/tools/launch.cu "$F/launch.cuda" || bad=1
printf '#!/bin/sh\necho "SKIP cuBLAS is not used by check.sh"\nexit 3\n' >"$F/sgemm_cublas.cuda" && chmod +x "$F/sgemm_cublas.cuda"
"$ACCC" --target=multicore -O3 bench/tools/launch.c -o "$F/launch.accc" >/dev/null 2>&1
gcc -O3 -fopenacc -foffload=nvptx-none bench/tools/launch.c -o "$F/launch.gcc" >/dev/null 2>&1
envs=()
for b in $BENCHES; do envs+=("BENCH_ARGS_$b=${SMALL[$b]}"); done
env "${envs[@]}" BENCH_OUT_DIR="$F" BENCH_ACC_DEVICE_TYPE=host OUT="$W/results" BENCH_BUDGET_S=600 \
    bash bench/run.sh >"$W/run.log" 2>&1
if grep -q 'DISAGREES\|\*\*NO\*\*\|FAIL\|failed\|not built\|TIMEOUT' "$W/results/bench-results.md"; then
    note "  run.sh report has failures: $W/results/bench-results.md"
    bad=1
else
    note "  run.sh report: $W/results/bench-results.md (no failures, all CHECKs agree)"
fi

note ""
if [ "$bad" -ne 0 ]; then
    note "check.sh: FAILURES above"
    exit 1
fi
note "check.sh: all CHECK lines agree; every .cu builds for sm_90; run.sh works"
