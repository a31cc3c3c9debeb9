#!/usr/bin/env bash
# bench/fcw/build.sh -- builds every variant of the fcw benchmarks HERE (no GPU
# needed) into bench/fcw/out/ and the archive bench/fcw/out.tar.xz, which
# bench/fcw/run.sh runs on the GPU machine.
#
#   PROG.<variant>  accc --target=cuda -O3 -Minfo=accel + the variant's flags
#                   (the table in variants.sh: plain, fcw, cache, ...)
#   PROG.gcc        gcc -O3 -fopenacc -foffload=nvptx-none -foffload=-lm of the
#                   plain source (as bench/build.sh builds the other benchmarks)
#   PROG.cuda       nvcc -O3 -arch=sm_90 of the hand-written reference
#                   (variants.sh's CUDA_SRC: bench/cache/stencil1d.cu,
#                   bench/pathfinder/pathfinder.cu, bench/hotspot/hotspot.cu,
#                   bench/fcw/dyadic.cu)
#   lib/            libgomp and GCC's nvptx plugin (the GPU machine lacks them)
#   BUILD-INFO.txt  commit, compiler versions, and what was not built and why
#
# A variant that accc refuses with one of the errors of what it has not built yet
# (NOT_YET_RE in variants.sh: fcw channels "not implemented yet", a V x W block
# on the CPU targets) is reported as waiting for accc and left out (not a
# failure: the others are built); a missing GCC offloading compiler leaves the
# GCC variants out the same way.  Any other build failure makes the exit status
# 1.  The compiler's output of every build is kept in out/build-logs/.
#
# Environment: ACCC (an accc binary; default: cargo build --release -p accc -p
# accrt of this repository), ACCC_NVCC (else /opt/accc-nvcc/nvidia/cu13/bin/nvcc,
# else nvcc on the PATH), GCC (default gcc), FCW_BENCH_OUT (default
# bench/fcw/out), FCW_BENCH_JOBS (parallel builds; default: the processors).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 2
ROOT=$(pwd)
SRC=bench/fcw
OUTD=${FCW_BENCH_OUT:-bench/fcw/out}

log() { printf '%s\n' "$*"; }

# shellcheck source=bench/fcw/variants.sh
. "$SRC/variants.sh"

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
    log "build.sh: no nvcc (set ACCC_NVCC); accc's CUDA kernels and the .cu files need it"
    exit 2
fi
export ACCC_NVCC=$NVCC
NVCC_LIBDIR=$(cd "$(dirname "$NVCC")/.." && pwd)/lib
NVCC_FLAGS=(-O3 -arch=sm_90)
[ -d "$NVCC_LIBDIR" ] && NVCC_FLAGS+=(-L"$NVCC_LIBDIR")

ACCC=${ACCC:-}
if [ -z "$ACCC" ]; then
    log "building accc (cargo build --release -p accc -p accrt)"
    if ! cargo build --release -q -p accc -p accrt; then
        log "build.sh: cargo build --release failed"
        exit 2
    fi
    ACCC=${CARGO_TARGET_DIR:-$ROOT/target}/release/accc
fi
[ -n "${ACCC_INCLUDE_DIR:-}" ] || export ACCC_INCLUDE_DIR=$ROOT/include
ACCC_FLAGS=(--target=cuda -O3 -Minfo=accel)

GCC=${GCC:-gcc}
GCC_FLAGS=(-O3 -fopenacc -foffload=nvptx-none -foffload=-lm)
have_gcc_offload=1
if ! echo 'int main(void){return 0;}' | $GCC -fopenacc -foffload=nvptx-none -x c - -o /dev/null 2>/dev/null; then
    have_gcc_offload=0
    log "GCC has no nvptx offloading (install gcc-12-offload-nvptx libgomp-plugin-nvptx1): GCC variants left out"
fi

rm -rf "$OUTD" "$OUTD.tar.xz"
mkdir -p "$OUTD/build-logs"

JOBS=${FCW_BENCH_JOBS:-$(nproc 2>/dev/null || echo 2)}
# build NAME command...: runs in the background, at most JOBS at a time; the
# outcome goes to build-logs/NAME.ok, .waiting (refused as not built yet in
# accc: NOT_YET_RE) or .failed, collected at the end.
build() {
    local name=$1
    shift
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
        wait -n 2>/dev/null || sleep 0.2
    done
    (
        local logf=$OUTD/build-logs/$name.log
        if "$@" >"$logf" 2>&1; then
            touch "$OUTD/build-logs/$name.ok"
            log "  ok: $name"
        elif grep -qE "$NOT_YET_RE" "$logf"; then
            touch "$OUTD/build-logs/$name.waiting"
            log "  not built: $name (not implemented yet in accc (for that target); see $logf)"
        else
            touch "$OUTD/build-logs/$name.failed"
            log "  FAILED: $name (see $logf)"
        fi
    ) &
}

for p in $FCW_PROGS; do
    log "$p"
    for v in ${ACC_VARIANTS[$p]}; do
        # shellcheck disable=SC2086
        build "$p.$v" "$ACCC" "${ACCC_FLAGS[@]}" ${FLAGS[$p.$v]} "$SRC/$p.c" -o "$OUTD/$p.$v" -lm
    done
    if [ "$have_gcc_offload" = 1 ]; then
        build "$p.gcc" "$GCC" "${GCC_FLAGS[@]}" "$SRC/$p.c" -o "$OUTD/$p.gcc" -lm
    fi
    cu=${CUDA_SRC[$p]}
    build "$p.cuda" "$NVCC" "${NVCC_FLAGS[@]}" -I"$(dirname "$cu")" -Xptxas -v "$cu" -o "$OUTD/$p.cuda"
done
wait

names_of() { # names_of KIND: the builds whose outcome was KIND (ok, waiting, failed)
    find "$OUTD/build-logs" -name "*.$1" -printf '%f\n' | sed "s/\.$1\$//" | sort | tr '\n' ' '
}
built=$(names_of ok)
waiting=$(names_of waiting)
failed=$(names_of failed)
rm -f "$OUTD"/build-logs/*.ok "$OUTD"/build-logs/*.waiting "$OUTD"/build-logs/*.failed

# GCC's OpenACC run time (libgomp opens the nvptx plugin, which opens the driver's
# libcuda.so.1); accc's executables link libgomp too (their multicore path).
mkdir -p "$OUTD/lib"
gomp=$(readlink -f "$($GCC -print-file-name=libgomp.so.1)" 2>/dev/null || true)
if [ -n "$gomp" ] && [ -f "$gomp" ]; then
    cp -L "$gomp" "$OUTD/lib/libgomp.so.1"
    plugin=$(dirname "$gomp")/libgomp-plugin-nvptx.so.1
    [ -f "$plugin" ] && cp -L "$plugin" "$OUTD/lib/libgomp-plugin-nvptx.so.1"
fi
for f in "$OUTD"/*.*; do
    [ -f "$f" ] && [ -x "$f" ] && strip "$f" 2>/dev/null
done

{
    echo "built $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -m)"
    echo "accc: $ACCC"
    echo "repository: $(git rev-parse --short HEAD 2>/dev/null) ($(git rev-parse --abbrev-ref HEAD 2>/dev/null))$(git diff --quiet HEAD -- crates include bench/fcw bench/cache/common.h 2>/dev/null || echo ', with uncommitted changes')"
    echo "accc --version: $("$ACCC" --version 2>&1 | head -1)"
    echo "nvcc: $("$NVCC" --version | tail -2 | head -1)"
    echo "gcc: $($GCC --version | head -1)$([ "$have_gcc_offload" = 1 ] || echo ' (no nvptx offloading: GCC variants not built)')"
    for p in $FCW_PROGS; do
        for v in ${ACC_VARIANTS[$p]}; do
            echo "variant $p.$v: accc ${ACCC_FLAGS[*]} ${FLAGS[$p.$v]}"
        done
    done
    echo "built: $built"
    [ -n "$waiting" ] && echo "not built, not implemented yet in accc (for that target): $waiting"
    [ -n "$failed" ] && echo "not built, build FAILED: $failed"
} >"$OUTD/BUILD-INFO.txt"

# One archive to carry: the executables share accc's run time, so it is a
# fraction of the directory's size.
tar -C "$(dirname "$OUTD")" -cJf "$OUTD.tar.xz" "$(basename "$OUTD")"

log ""
cat "$OUTD/BUILD-INFO.txt"
log "$OUTD: $(du -sh "$OUTD" | cut -f1); archive $OUTD.tar.xz: $(du -sh "$OUTD.tar.xz" | cut -f1)"
if [ -n "$failed" ]; then
    log "build.sh: build(s) FAILED: $failed"
    exit 1
fi
log "build.sh: done; carry $OUTD.tar.xz (or $OUTD) and run: bash bench/fcw/run.sh"
