#!/usr/bin/env bash
# The cache corpus on the CUDA back end in every cache setting, then RBI vs no cache on
# four benchmarks. Run from the repository root on the GPU machine, with gpu-cache/
# carried (accc, libaccrt.a, include/, programs/, bench/).
set -uo pipefail
G=$PWD/gpu-cache
export ACCC_INCLUDE_DIR=$G/include ACCC_RUNTIME_LIB=$G/libaccrt.a
export PATH=/usr/local/cuda/bin:$PATH ACCC_NVCC=/usr/local/cuda/bin/nvcc
A=$G/accc
OUTD=${OUT:-/tmp}
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee $OUTD/device.txt
$A --version | head -3
W=$(mktemp -d)
SETTINGS=(
""
"--cache-impl=rbc"
"--cache-impl=ehc"
"--cache-impl=off"
"--cache-write=through"
"--cache-impl=rbc --cache-write=through"
"--cache-check"
"--cache-opt=no-sharing"
"--cache-opt=width=sync,scope=communicating"
"--cache-opt=width=fixed,no-parallel-fetch,no-merged-fetch,no-unroll,no-padding,no-hoist"
"--cache-impl=rbc --cache-opt=no-sharing,scope=communicating"
)
jobs=()
for p in $G/programs/*.c; do
  for k in "${!SETTINGS[@]}"; do jobs+=("$p|$k|${SETTINGS[$k]}"); done
done
one() {
  IFS='|' read -r p k s <<< "$1"
  n=$(basename $p .c); exe=$W/$n.s$k
  if ! $A --target=cuda -O2 $s $p -lm -o $exe > $exe.build 2>&1; then echo "FAIL $n [$s]: build: $(head -c 300 $exe.build | tr '\n' ' ')"; return; fi
  if ! ACC_DEVICE_TYPE=nvidia timeout 60 $exe > $exe.out 2> $exe.err; then echo "FAIL $n [$s]: run: $(head -c 300 $exe.err | tr '\n' ' ')"; return; fi
  if cmp -s $exe.out ${p%.c}.expected; then echo "ok   $n [$s]"; else echo "FAIL $n [$s]: $(diff $exe.out ${p%.c}.expected | head -3 | tr '\n' ' ')"; fi
}
export -f one; export A W G
printf '%s\n' "${jobs[@]}" | xargs -P 16 -I{} bash -c 'one "$@"' _ {} | sort > $OUTD/cache-corpus-cuda.txt
echo "cache corpus on cuda: $(grep -c '^ok' $OUTD/cache-corpus-cuda.txt) ok, $(grep -c '^FAIL' $OUTD/cache-corpus-cuda.txt) failed of ${#jobs[@]}" | tee -a $OUTD/cache-corpus-cuda.txt
grep FAIL $OUTD/cache-corpus-cuda.txt | head -20
# Benchmarks: RBI (default) against the same program without the directive.
for b in $G/bench/b_*.c; do
  n=$(basename $b .c)
  $A --target=cuda -O2 -Minfo=accel $b -lm -o $W/$n.rbi 2> $W/$n.info || { echo "bench $n: build failed"; cat $W/$n.info | head; continue; }
  $A --target=cuda -O2 -DNOCACHE $b -lm -o $W/$n.plain 2>/dev/null
  $A --target=cuda -O2 --cache-impl=rbc $b -lm -o $W/$n.rbc 2>/dev/null
  for v in plain rbi rbc; do echo "$v: $(ACC_DEVICE_TYPE=nvidia timeout 120 $W/$n.$v 2>&1 | tail -1)"; done
done 2>&1 | tee $OUTD/cache-bench-cuda.txt
