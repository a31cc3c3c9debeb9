#!/usr/bin/env bash
# bench/build.sh -- builds every benchmark variant HERE (no GPU needed) into
# bench/out/, which bench/run.sh then runs on the GPU machine (carry bench/out).
#
#   NAME.accc   accc --target=cuda -O3            (kernels built ahead by nvcc, sm_90)
#   NAME.gcc    gcc -O3 -fopenacc -foffload=nvptx-none -foffload=-lm
#   NAME.cuda   nvcc -O3 -arch=sm_90 of the hand-written NAME.cu
#   sgemm_cublas.cuda, copybw.cuda, launch.{accc,gcc,cuda}
#   lib/        the GCC OpenACC run-time libraries the GPU machine lacks
#
# Needs: cargo (the repo's accc is built with `cargo build --release`), gcc with
# gcc-12-offload-nvptx and libgomp-plugin-nvptx1 (installed with apt-get when
# missing and we are root), and nvcc: $ACCC_NVCC, else the PyPI nvcc under
# /opt/accc-nvcc, else nvcc on the PATH.
# A variant that fails to build is reported and left out; the exit status is 1
# if any did.  Keeps bench/out well under 40 MiB (binaries stripped).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUTD=bench/out
BENCHES="jacobi sgemm nbody hotspot pathfinder stencil1d"

log() { printf '%s\n' "$*"; }
failures=()
fail() {
    failures+=("$1")
    log "  FAILED: $1 (see $OUTD/build-logs/$2.log)"
}

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
    log "build.sh: no nvcc (set ACCC_NVCC); the CUDA variants and accc's CUDA kernels need it"
    exit 2
fi
export ACCC_NVCC=$NVCC
NVCC_LIBDIR=$(cd "$(dirname "$NVCC")/.." && pwd)/lib
NVCC_FLAGS=(-O3 -arch=sm_90)
[ -d "$NVCC_LIBDIR" ] && NVCC_FLAGS+=(-L"$NVCC_LIBDIR")

GCC=${GCC:-gcc}
if ! echo 'int main(void){return 0;}' | $GCC -fopenacc -foffload=nvptx-none -x c - -o /dev/null 2>/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        log "installing GCC's nvptx offloading (gcc-12-offload-nvptx libgomp-plugin-nvptx1)"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q gcc-12-offload-nvptx libgomp-plugin-nvptx1 >/dev/null
    fi
fi

log "building accc (cargo build --release)"
if ! cargo build --release -q; then
    log "build.sh: cargo build --release failed"
    exit 2
fi
ACCC=$ROOT/target/release/accc

rm -rf "$OUTD"
mkdir -p "$OUTD/lib" "$OUTD/build-logs"

build() {   # build LABEL LOGNAME command...
    local label=$1 logname=$2
    shift 2
    if "$@" >"$OUTD/build-logs/$logname.log" 2>&1; then
        log "  ok: $label"
    else
        fail "$label" "$logname"
    fi
}

GCC_FLAGS=(-O3 -fopenacc -foffload=nvptx-none -foffload=-lm)

for b in $BENCHES; do
    log "$b"
    build "$b accc" "$b.accc" "$ACCC" --target=cuda -O3 "bench/$b/$b.c" -o "$OUTD/$b.accc" -lm
    build "$b gcc" "$b.gcc" $GCC "${GCC_FLAGS[@]}" "bench/$b/$b.c" -o "$OUTD/$b.gcc" -lm
    build "$b cuda" "$b.cuda" "$NVCC" "${NVCC_FLAGS[@]}" "bench/$b/$b.cu" -o "$OUTD/$b.cuda"
done
log "sgemm cuBLAS, copy bandwidth, launch latency"
build "sgemm cublas" "sgemm_cublas.cuda" "$NVCC" "${NVCC_FLAGS[@]}" bench/sgemm/sgemm_cublas.cu -o "$OUTD/sgemm_cublas.cuda" -ldl
build "copybw cuda" "copybw.cuda" "$NVCC" "${NVCC_FLAGS[@]}" bench/tools/copybw.cu -o "$OUTD/copybw.cuda"
build "launch cuda" "launch.cuda" "$NVCC" "${NVCC_FLAGS[@]}" bench/tools/launch.cu -o "$OUTD/launch.cuda"
build "launch accc" "launch.accc" "$ACCC" --target=cuda -O3 bench/tools/launch.c -o "$OUTD/launch.accc"
build "launch gcc" "launch.gcc" $GCC "${GCC_FLAGS[@]}" bench/tools/launch.c -o "$OUTD/launch.gcc"
build "first upload accc" "first_upload.accc" "$ACCC" --target=cuda -O3 bench/tools/first_upload.c -o "$OUTD/first_upload.accc"
build "first upload gcc" "first_upload.gcc" $GCC "${GCC_FLAGS[@]}" bench/tools/first_upload.c -o "$OUTD/first_upload.gcc"

# GCC's OpenACC run time: libgomp and its nvptx plugin (which opens libcuda.so.1,
# present on the GPU machine, and nothing else).  accc's executables use
# libgomp too (OpenMP for their multicore path), so run.sh gives them this copy.
gomp=$(readlink -f "$($GCC -print-file-name=libgomp.so.1)")
plugin=$(dirname "$gomp")/libgomp-plugin-nvptx.so.1
if [ -f "$gomp" ] && [ -f "$plugin" ]; then
    cp -L "$gomp" "$OUTD/lib/libgomp.so.1"
    cp -L "$plugin" "$OUTD/lib/libgomp-plugin-nvptx.so.1"
    log "  ok: lib/libgomp.so.1, lib/libgomp-plugin-nvptx.so.1"
else
    failures+=("GCC run-time libraries")
    log "  FAILED: libgomp.so.1 or libgomp-plugin-nvptx.so.1 not found"
fi

for f in "$OUTD"/*.accc "$OUTD"/*.cuda "$OUTD"/*.gcc; do
    [ -f "$f" ] && strip "$f" 2>/dev/null
done

{
    echo "built $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -m)"
    echo "accc: $(git rev-parse --short HEAD 2>/dev/null)$(git diff --quiet HEAD -- crates include 2>/dev/null || echo ' + uncommitted changes in crates/ or include/')"
    echo "accc --version: $("$ACCC" --version 2>&1 | head -1)"
    echo "gcc: $($GCC --version | head -1)"
    echo "nvcc: $("$NVCC" --version | tail -2 | head -1)"
    if [ ${#failures[@]} -gt 0 ]; then
        echo "not built: ${failures[*]}"
    fi
} >"$OUTD/BUILD-INFO.txt"

log ""
cat "$OUTD/BUILD-INFO.txt"
log "bench/out: $(du -sh "$OUTD" | cut -f1)"
if [ ${#failures[@]} -gt 0 ]; then
    log "build.sh: ${#failures[@]} variant(s) failed to build: ${failures[*]}"
    exit 1
fi
log "build.sh: all variants built; carry bench/out and run: bash bench/run.sh"
