#!/usr/bin/env bash
# bench/results/archive/benchmarks/h200-2026-11-22-profiling.md was made with this script: on the GPU machine,
# from a folder (carried as gpu-obs/) holding release builds of accc, libaccrt.a and include/
# (and the same of the commit before the profiling work in base/), micro.c, async_demo.c as
# demo.c and examples/jacobi.c.
# On the GPU machine (carried as gpu-obs/): ACC_TIME / ACC_TRACE / ACC_NOTIFY on the CUDA
# back end, and bench/micro with and without the profiling variables, against the runtime
# and compiler before the profiling work (base/).
set -u
cd "$(dirname "$0")"
W=$(mktemp -d)
export ACCC_NVCC=/usr/local/cuda/bin/nvcc CUDA_MODULE_LOADING=EAGER ACC_DEVICE_TYPE=nvidia
chmod +x accc base/accc
info=$OUT/info.txt
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > "$info" 2>&1
obs() { ACCC_INCLUDE_DIR=$PWD/include ACCC_RUNTIME_LIB=$PWD/libaccrt.a ./accc "$@"; }
base() { ACCC_INCLUDE_DIR=$PWD/base/include ACCC_RUNTIME_LIB=$PWD/base/libaccrt.a ./base/accc "$@"; }
{ echo '$ accc --version'; obs --version; echo '$ accc --devices'; obs --devices; } >> "$info" 2>&1
obs --target=cuda -O2 micro.c -o "$W/micro-obs" >> "$info" 2>&1 || echo "BUILD FAILED micro-obs" >> "$info"
base --target=cuda -O2 micro.c -o "$W/micro-base" >> "$info" 2>&1 || echo "BUILD FAILED micro-base" >> "$info"
obs --target=cuda -O2 demo.c -o "$W/demo" -lm >> "$info" 2>&1 || echo "BUILD FAILED demo" >> "$info"
obs --target=cuda -O2 jacobi.c -o "$W/jacobi" -lm >> "$info" 2>&1 || echo "BUILD FAILED jacobi" >> "$info"
echo "built at $(date +%T)" >> "$info"
(cd "$W" && ACC_TIME=1 ACC_TRACE=$OUT/trace-demo.json timeout 60 ./demo) > "$OUT/demo-time.txt" 2>&1
(cd "$W" && ACC_TIME=1 ACC_TRACE=$OUT/trace-jacobi.json timeout 60 ./jacobi) > "$OUT/jacobi-time.txt" 2>&1
(cd "$W" && ACC_NOTIFY=31 timeout 60 ./demo 1048576) > "$OUT/demo-notify.txt" 2>&1
M=$OUT/micro.txt
for r in 1 2 3; do
    echo "== base round $r" >> "$M"; timeout 60 "$W/micro-base" 1048576 >> "$M" 2>&1
    echo "== obs unset round $r" >> "$M"; timeout 60 "$W/micro-obs" 1048576 >> "$M" 2>&1
    echo "== obs ACC_TIME=1 round $r" >> "$M"; ACC_TIME=1 timeout 60 "$W/micro-obs" 1048576 >> "$M" 2>/dev/null
    echo "== obs ACC_TRACE round $r" >> "$M"; ACC_TRACE=$W/t.json timeout 60 "$W/micro-obs" 1048576 >> "$M" 2>/dev/null
done
echo "done at $(date +%T)" >> "$info"
ls -la "$OUT"
