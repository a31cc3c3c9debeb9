#!/bin/sh
# cudasim.sh FILE.cu OUTPUT [g++ options...]
# Builds one of the benchmarks' CUDA files for the CPU with cudasim (see
# cuda_runtime.h beside this script), to check its results without a GPU.
# Kernel launches must be written on one line as `name<<<grid, block>>>(args);`
# (a // comment may follow).
set -eu
src=$1
out=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed -E 's#^([[:space:]]*)([A-Za-z_][A-Za-z_0-9]*)<<<(.*)>>>\((.*)\);[[:space:]]*(//.*)?$#\1cudasim_launch(\3, [=]() { \2(\4); });#' \
    "$src" >"$tmp/sim.cpp"
if grep -n '<<<' "$tmp/sim.cpp" | grep -v '^[0-9]*:[[:space:]]*//' >&2; then
    echo "cudasim.sh: a launch above is not of the form name<<<grid, block>>>(args);" >&2
    exit 1
fi
g++ -std=c++17 -O2 -w -I "$here" -x c++ "$tmp/sim.cpp" -o "$out" "$@"
