#!/usr/bin/env bash
# GPU tests of the runtime's CUDA device: crates/runtime/tests/cuda.rs driving
# crates/runtime/tests/c/cuda_check.c (the offload ABI with hand-written CUDA kernels:
# saxpy on a subarray, a block sum in dynamic shared memory, async queues and waits,
# kernel faults, NVRTC and nvcc programs, pageable vs pinned transfer bandwidth).
# They are not part of `cargo test` (CI has no GPU); this script builds and runs them.
#
# Build here, run there:
#
#   scripts/gpu-test.sh build [BUNDLE]   on a machine with cargo and cc (no GPU needed):
#       builds the test binary (cargo test -p accrt --test cuda --no-run), the C test
#       program against include/ and the release libaccrt.a, and the kernels as an nvcc
#       fatbin for sm_90 (nvcc from PATH, $CUDA_HOME/bin, or the PyPI wheels, fetched
#       once into target-cuda/nvcc-wheels; without any, `run` compiles them there).
#       Everything lands in BUNDLE (default target-cuda/gpu-bundle, about 10 MB).
#
#   scripts/gpu-test.sh run [BUNDLE]     on the GPU machine (no cargo, no network):
#       runs the bundle with ACCC_GPU_TESTS=1, prints each test's result, the transfer
#       bandwidth and a closing "N passed, N failed" line; exits non-zero if anything
#       failed. The repository's working tree must be there (for this script), and
#       BUNDLE with it: with the device tool, carry "target-cuda/gpu-bundle".
#
#   scripts/gpu-test.sh all              both, on a GPU machine that also has cargo.
#
# Environment: CARGO_TARGET_DIR (default target-cuda), GPU_ARCH for the fatbin built
# here (default 90), NVCC (an nvcc to use), ACCC_CUDA_COPY_THREADS (the runtime's
# staging threads, for experiments).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

mode=${1:-}
bundle=${2:-target-cuda/gpu-bundle}
case "$bundle" in /*) ;; *) bundle="$root/$bundle" ;; esac

say() { printf 'gpu-test: %s\n' "$*"; }
die() { printf 'gpu-test: %s\n' "$*" >&2; exit 1; }

# An nvcc to build the fatbin with, or nothing.
find_nvcc() {
    if [ -n "${NVCC:-}" ] && command -v "$NVCC" >/dev/null 2>&1; then command -v "$NVCC"; return; fi
    if command -v nvcc >/dev/null 2>&1; then command -v nvcc; return; fi
    for d in "${CUDA_HOME:-}" "${CUDA_PATH:-}" /usr/local/cuda; do
        if [ -n "$d" ] && [ -x "$d/bin/nvcc" ]; then echo "$d/bin/nvcc"; return; fi
    done
    if [ -x "$root/target-cuda/nvcc-wheels/nvidia/cu13/bin/nvcc" ]; then
        echo "$root/target-cuda/nvcc-wheels/nvidia/cu13/bin/nvcc"
    fi
}

# nvcc 13.0 from PyPI (the CUDA version of the GPU machines' driver), once.
fetch_nvcc_wheels() {
    local dir="$root/target-cuda/nvcc-wheels"
    [ -x "$dir/nvidia/cu13/bin/nvcc" ] && return 0
    command -v python3 >/dev/null 2>&1 || return 1
    say "fetching nvcc 13.0 from PyPI into $dir (once)"
    mkdir -p "$dir"
    python3 -m pip install -q --disable-pip-version-check --no-deps --target "$dir" \
        "nvidia-cuda-nvcc==13.0.*" "nvidia-cuda-crt==13.0.*" "nvidia-nvvm==13.0.*" \
        "nvidia-cuda-runtime==13.0.*" >/dev/null 2>&1 || return 1
    [ -x "$dir/nvidia/cu13/bin/nvcc" ]
}

build() {
    for tool in cargo cc; do
        command -v "$tool" >/dev/null 2>&1 || die "'$tool' is needed to build the bundle"
    done
    export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target-cuda}
    say "building libaccrt.a (release) and the test binary in $CARGO_TARGET_DIR"
    cargo build -p accrt --release --quiet
    local lib="$CARGO_TARGET_DIR/release/libaccrt.a"
    [ -s "$lib" ] || die "$lib was not built"
    cargo test -p accrt --test cuda --no-run --quiet
    local exe
    exe=$(cargo test -p accrt --test cuda --no-run --message-format=json 2>/dev/null |
        grep -o '"executable":"[^"]*/cuda-[0-9a-f]*"' | tail -1 |
        sed 's/^"executable":"//; s/"$//' || true)
    [ -n "$exe" ] && [ -x "$exe" ] || die "cargo did not report the test binary of tests/cuda.rs"
    rm -rf "$bundle"
    mkdir -p "$bundle"
    cp "$exe" "$bundle/cuda-tests"
    # (`__accrt_data` entries leave out the row fields: 0 unless ACCRT_ROWS)
    cc -std=c11 -Wall -Wextra -Wno-missing-field-initializers -Werror -O2 -I include crates/runtime/tests/c/cuda_check.c \
        "$lib" -lpthread -ldl -lm -o "$bundle/cuda_check"
    strip --strip-debug "$bundle/cuda-tests" "$bundle/cuda_check" 2>/dev/null || true
    "$bundle/cuda_check" source >"$bundle/kernels.cu"
    local nvcc
    nvcc=$(find_nvcc)
    if [ -z "$nvcc" ] && fetch_nvcc_wheels; then nvcc=$(find_nvcc); fi
    if [ -n "$nvcc" ]; then
        local arch=${GPU_ARCH:-90}
        say "compiling the kernels with $nvcc for sm_$arch (+ PTX)"
        "$nvcc" -fatbin -gencode "arch=compute_$arch,code=sm_$arch" \
            -gencode "arch=compute_$arch,code=compute_$arch" \
            -o "$bundle/kernels.fatbin" "$bundle/kernels.cu"
    else
        say "no nvcc here: 'run' will compile the kernels with the GPU machine's nvcc"
    fi
    {
        echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
        echo "commit: $(git rev-parse HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (with local changes)')"
        echo "rustc: $(rustc --version 2>/dev/null || echo unknown)"
        echo "cc: $(cc --version 2>/dev/null | head -1)"
        [ -n "$nvcc" ] && echo "nvcc: $("$nvcc" --version 2>/dev/null | tail -1)"
    } >"$bundle/BUILD-INFO"
    say "bundle ready: $bundle ($(du -sh "$bundle" | cut -f1))"
    say "on the GPU machine: scripts/gpu-test.sh run ${2:-}"
}

# A directory holding libnvrtc.so.13 when the loader cannot find it by itself.
find_nvrtc_dir() {
    if ldconfig -p 2>/dev/null | grep -q 'libnvrtc\.so\.13'; then return; fi
    local IFS=:
    for d in ${LD_LIBRARY_PATH:-}; do [ -e "$d/libnvrtc.so.13" ] && return; done
    unset IFS
    local f
    f=$(find "${CUDA_HOME:-/usr/local/cuda}" /usr/local /opt /usr/lib -name 'libnvrtc.so.13' \
        -not -path '*/proc/*' 2>/dev/null | head -1 || true)
    [ -n "$f" ] && dirname "$f"
}

run() {
    for f in cuda-tests cuda_check kernels.cu; do
        [ -e "$bundle/$f" ] || die "$bundle/$f is missing: make the bundle with 'scripts/gpu-test.sh build' and bring it along"
    done
    [ -f "$bundle/BUILD-INFO" ] && sed 's/^/gpu-test: bundle /' "$bundle/BUILD-INFO"
    if command -v nvidia-smi >/dev/null 2>&1; then
        nvidia-smi --query-gpu=index,name,driver_version,memory.total --format=csv,noheader |
            sed 's/^/gpu-test: GPU /' || true
    else
        say "nvidia-smi not found"
    fi
    local work
    work=$(mktemp -d "${TMPDIR:-/tmp}/accc-gpu-test.XXXXXX")
    local nvrtc_dir
    nvrtc_dir=$(find_nvrtc_dir || true)
    if [ -n "$nvrtc_dir" ]; then
        say "NVRTC from $nvrtc_dir"
        export LD_LIBRARY_PATH="$nvrtc_dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    fi
    local image="$bundle/kernels.fatbin"
    if [ ! -s "$image" ]; then
        local nvcc
        nvcc=$(find_nvcc)
        if [ -n "$nvcc" ]; then
            image="$work/kernels.fatbin"
            say "compiling the kernels with $nvcc -arch=native"
            "$nvcc" -fatbin -arch=native -o "$image" "$bundle/kernels.cu" || image=""
        else
            image=""
            say "no fatbin in the bundle and no nvcc here: the image test will fail"
        fi
    fi
    local log="$work/cuda-tests.log"
    say "running $bundle/cuda-tests (log: $log)"
    local env=(ACCC_GPU_TESTS=1 "ACCC_CUDA_CHECK=$bundle/cuda_check" "ACCC_GPU_TEST_DIR=$work" RUST_BACKTRACE=0)
    [ -n "$image" ] && env+=("ACCC_CUDA_IMAGE=$image")
    set +e
    env "${env[@]}" "$bundle/cuda-tests" --test-threads=1 --show-output 2>&1 | tee "$log"
    local rc=${PIPESTATUS[0]}
    set -e
    echo
    say "===================== summary ====================="
    grep -h '^transfer bandwidth' "$log" | sed 's/^/gpu-test: /' || true
    local passed failed
    passed=$(grep -c '^test .* \.\.\. ok$' "$log" || true)
    failed=$(grep -c '^test .* \.\.\. FAILED$' "$log" || true)
    grep '^test .* \.\.\. \(ok\|FAILED\)$' "$log" |
        sed 's/^test \(.*\) \.\.\. ok$/gpu-test: PASS  \1/; s/^test \(.*\) \.\.\. FAILED$/gpu-test: FAIL  \1/' || true
    if [ "$passed" -eq 0 ] && [ "$failed" -eq 0 ]; then
        say "no test ran (exit status $rc)"
        rc=1
    fi
    echo "$passed passed, $failed failed"
    return "$rc"
}

case "$mode" in
    build) build "$@" ;;
    run) run ;;
    all) build "$@" && run ;;
    *)
        sed -n '2,32p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac
