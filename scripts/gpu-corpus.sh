#!/usr/bin/env bash
# The program corpus on a GPU machine: every tests/programs/NAME.c built with
# `accc --target=$TARGET -O2` THERE (it has nvcc and a C compiler) and run on the GPU
# (ACC_DEVICE_TYPE=$DEVICE); each output must equal NAME.expected. TARGET=cuda and
# DEVICE=nvidia by default; TARGET=opencl DEVICE=opencl runs the OpenCL back end on the
# GPU's OpenCL driver (set OCL_ICD_VENDORS / LD_LIBRARY_PATH as that machine needs).
# ACCC_FLAGS adds options to every build (e.g. ACCC_FLAGS="--cache-impl=rbc"), and
# PROGRAMS='cache_*' limits the run to the programs whose name matches.
#
# Here:   cargo build --release -p accc -p accrt
# There:  scripts/gpu-corpus.sh            (with target/release/{accc,libaccrt.a} carried)
# Prints one line per program and a summary; writes the same to $OUT/gpu-corpus.txt when
# $OUT is set. Exits non-zero if any program fails.
set -uo pipefail
cd "$(dirname "$0")/.."
ACCC=${ACCC:-$PWD/target/release/accc}
export TARGET=${TARGET:-cuda} DEVICE=${DEVICE:-nvidia} ACCC_FLAGS=${ACCC_FLAGS:-}
PROGRAMS=${PROGRAMS:-*}
[ -x "$ACCC" ] || { echo "gpu-corpus: $ACCC is missing (cargo build --release -p accc -p accrt here, then carry target/release)"; exit 1; }
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
work=$(mktemp -d)
tag=$(printf '%s' "$TARGET $ACCC_FLAGS" | tr -c 'A-Za-z0-9_.-' '_')
report=${OUT:-$work}/gpu-corpus-$tag.txt
: > "$report"
run_one() {
    local src=$1 work=$2 accc=$3
    local name; name=$(basename "$src" .c)
    local exe="$work/$name"
    # A program marked `// gpu-error: TEXT` (or, on OpenCL, `// opencl-error: TEXT`) must
    # fail to build saying TEXT, as in the CPU test harness: a limit that stays reported.
    local expect
    expect=$(sed -n 's|^// gpu-error: ||p' "$src" | head -1)
    [ -z "$expect" ] && [ "$TARGET" = opencl ] && expect=$(sed -n 's|^// opencl-error: ||p' "$src" | head -1)
    if [ -n "$expect" ]; then
        # shellcheck disable=SC2086 # ACCC_FLAGS is a list of options
        if "$accc" --target="$TARGET" $ACCC_FLAGS -O2 "$src" -o "$exe" -lm > "$work/$name.build" 2>&1; then
            echo "FAIL $name: builds, but should fail saying: $expect"
        elif grep -qF -- "$expect" "$work/$name.build"; then
            echo "ok   $name (refused as expected: $expect)"
        else
            echo "FAIL $name: refused without saying \"$expect\": $(head -c 400 "$work/$name.build" | tr '\n' ' ')"
        fi
        return
    fi
    # shellcheck disable=SC2086 # ACCC_FLAGS is a list of options
    if ! "$accc" --target="$TARGET" $ACCC_FLAGS -O2 "$src" -o "$exe" -lm > "$work/$name.build" 2>&1; then
        echo "FAIL $name: does not build: $(head -c 400 "$work/$name.build" | tr '\n' ' ')"
        return
    fi
    # ACC_FILL: device data that is not copied in starts as 0xa5 bytes (see the README).
    if ! (cd "$work" && ACC_DEVICE_TYPE=$DEVICE ACC_FILL=0xa5 timeout 120 "$exe" > "$work/$name.out" 2> "$work/$name.err"); then
        echo "FAIL $name: exit status $? : $(head -c 400 "$work/$name.err" | tr '\n' ' ')"
        return
    fi
    if cmp -s "$work/$name.out" "${src%.c}.expected"; then
        echo "ok   $name"
    else
        echo "FAIL $name: output differs: $(diff "$work/$name.out" "${src%.c}.expected" | head -4 | tr '\n' ' ')"
    fi
}
export -f run_one
ls tests/programs/$PROGRAMS.c | xargs -P "$(nproc)" -I{} bash -c 'run_one "$@"' _ {} "$work" "$ACCC" | sort | tee -a "$report"
total=$(grep -c . "$report"); failed=$(grep -c '^FAIL' "$report")
echo "gpu-corpus: $((total - failed))/$total programs give the expected output with --target=$TARGET $ACCC_FLAGS on $DEVICE" | tee -a "$report"
[ "$failed" -eq 0 ]
