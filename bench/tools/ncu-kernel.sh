#!/usr/bin/env bash
# bench/tools/ncu-kernel.sh -- profile one launch of one kernel with Nsight Compute (on the
# GPU machine, where ncu is installed), with the sections that answer "why is this kernel
# slower than that one": speed of light, occupancy, warp stalls, instruction mix, and the
# counts of executed instructions, shared and global loads.
#
#   bench/tools/ncu-kernel.sh KERNEL SKIP OUTFILE -- PROGRAM [ARGS...]
#
# KERNEL is the kernel's name (accc's are __accc_kernel_R_K, as -Minfo and ACC_TIME name
# them; `regex:...` works too), SKIP how many of its launches to let pass first (a warm-up).
# Example (session 3's GEMM diagnosis: the padded tile stopped nvcc's LDS.128):
#   bench/tools/ncu-kernel.sh __accc_kernel_1_0 1 $OUT/gemm-rbi.txt -- ./gemm.rbi 2048 2 1
set -euo pipefail
if [ $# -lt 5 ] || [ "$4" != "--" ]; then
    echo "usage: $0 KERNEL SKIP OUTFILE -- PROGRAM [ARGS...]" >&2
    exit 2
fi
kernel=$1 skip=$2 out=$3
shift 4
export PATH=/usr/local/cuda/bin:$PATH
command -v ncu >/dev/null || { echo "$0: ncu not found (it is on the GPU machine)" >&2; exit 1; }
ncu --kernel-name "$kernel" --launch-skip "$skip" --launch-count 1 \
    --section SpeedOfLight --section Occupancy --section WarpStateStats \
    --section InstructionStats --section LaunchStats \
    --metrics smsp__inst_executed.sum,smsp__sass_inst_executed_op_shared_ld.sum,smsp__sass_inst_executed_op_global_ld.sum \
    "$@" > "$out" 2>&1
grep -E "Duration|inst_executed|Registers Per|Achieved Occ|Warp Cycles Per Issued|Block Size|Grid Size|No kernels" "$out"
