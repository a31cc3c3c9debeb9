#!/usr/bin/env bash
# Several GPUs: the MPI Jacobi (tests/mpi/jacobi_mpi.c) on 1 rank / 1 GPU against 2 ranks /
# 2 GPUs (each rank takes GPU local_rank % 2), and one process computing on every GPU it
# sees (tests/programs/multi_device_slices.c) with 1 and with 2 GPUs. Prints a table of
# answers and times; the answers must agree.
#
# Build here, run there:
#
#   scripts/gpu-multi.sh build [BUNDLE]   on this machine (accc built, Open MPI installed,
#       network): builds the programs with `OMPI_CC=accc mpicc --target=cuda` (nvcc needed:
#       ACCC_NVCC, nvcc on PATH, or target/accc-nvcc from scripts/test.sh) and downloads, with
#       `apt-get download`, the Debian packages of Open MPI and of the libraries it and the
#       programs load that a bare machine may lack. BUNDLE (default target-cuda/gpu-multi)
#       then holds bin/ and debs/.
#
#   scripts/gpu-multi.sh run [BUNDLE]     on the GPU machine (no network, nothing installed):
#       unpacks BUNDLE/debs with dpkg -x (or ar and tar) into BUNDLE/mpi-root, points PATH,
#       LD_LIBRARY_PATH, OPAL_PREFIX and PMIX_INSTALL_PREFIX there, and runs. With the device
#       tool: carry "target-cuda/gpu-multi" (the working tree brings this script). The
#       packages are Debian 12's; they run on newer systems too (the GPU machines run Ubuntu
#       24.04, glibc 2.39), whose own libc, libstdc++ and base libraries are used.
#
# Environment for `run`: NX NY ITERATIONS (default 8192 8192 500) for the Jacobi; SLICES_N and
# SLICES_STEPS (default 67108864 400) for the one-process program.
#
# Rehearsal without a GPU: `TARGET=opencl scripts/gpu-multi.sh build` builds for OpenCL, and
# `run` then uses two PoCL devices as the two GPUs (small sizes: NX=512 NY=512 ...).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

mode=${1:-}
bundle=${2:-target-cuda/gpu-multi}
case "$bundle" in /*) ;; *) bundle="$root/$bundle" ;; esac

say() { printf 'gpu-multi: %s\n' "$*"; }
die() { printf 'gpu-multi: %s\n' "$*" >&2; exit 1; }

# Libraries every Linux system has, of its own version: carrying Debian's copies could
# shadow them (libc most of all), so they are never put in the bundle.
base_packages="libc6 libgcc-s1 libstdc++6 gcc-12-base zlib1g libcrypt1 libselinux1 libpcre2-8-0
libtinfo6 libudev1 libsystemd0 libssl3 liblzma5 libzstd1 liblz4-1 libgcrypt20 libgpg-error0
libcap2 libbz2-1.0 libmd0 libbsd0"

# The Debian packages whose libraries the files given load (by ldd), less the base ones.
packages_loaded_by() {
    # (ldd fails on a file that is not dynamically linked: the others still count)
    { ldd "$@" 2>/dev/null || true; } | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | sort -u |
        while read -r lib; do
            dpkg -S "$(readlink -f "$lib")" 2>/dev/null || dpkg -S "$lib" 2>/dev/null || true
        done | cut -d: -f1 | sort -u
}

build() {
    local accc="$root/target/debug/accc"
    [ -x "$root/target/release/accc" ] && accc="$root/target/release/accc"
    [ -x "$accc" ] || die "build accc first (cargo build --workspace)"
    command -v mpicc.openmpi >/dev/null || die "Open MPI is missing: apt-get install openmpi-bin libopenmpi-dev"
    local target=${TARGET:-cuda}
    if [ "$target" = cuda ] && [ -z "${ACCC_NVCC:-}" ] && ! command -v nvcc >/dev/null; then
        [ -x "$root/target/accc-nvcc/nvidia/cu13/bin/nvcc" ] ||
            die "no nvcc: set ACCC_NVCC, or run scripts/test.sh once (it fetches one into target/accc-nvcc)"
        export ACCC_NVCC="$root/target/accc-nvcc/nvidia/cu13/bin/nvcc"
    fi
    rm -rf "$bundle/bin" "$bundle/debs" "$bundle/target"
    mkdir -p "$bundle/bin" "$bundle/debs"
    echo "$target" >"$bundle/target"
    say "building with $accc --target=$target (nvcc: ${ACCC_NVCC:-nvcc})"
    OMPI_CC="$accc" mpicc.openmpi --target="$target" -O2 tests/mpi/jacobi_mpi.c -o "$bundle/bin/jacobi_update"
    OMPI_CC="$accc" mpicc.openmpi --target="$target" -O2 -DHALO_DEVICE_POINTERS tests/mpi/jacobi_mpi.c \
        -o "$bundle/bin/jacobi_device_pointers"
    "$accc" --target="$target" -O2 tests/programs/multi_device_slices.c -o "$bundle/bin/multi_device_slices"
    # The runtime's debug information (a debug build's) would make the bundle too big to carry.
    strip --strip-debug "$bundle"/bin/*

    local ompi_lib=/usr/lib/x86_64-linux-gnu/openmpi/lib
    local files=(/usr/bin/orterun /usr/bin/orted "$ompi_lib"/libmpi.so.40 "$ompi_lib"/openmpi3/*.so
        /usr/lib/x86_64-linux-gnu/pmix2/lib/pmix/*.so "$bundle"/bin/*)
    local wanted
    wanted=$( { echo openmpi-bin openmpi-common libopenmpi3 libpmix2 | tr ' ' '\n'; packages_loaded_by "${files[@]}"; } |
        sort -u | grep -vxF -f <(echo "$base_packages" | tr ' ' '\n' | grep .) )
    say "downloading $(echo "$wanted" | wc -l) packages: $(echo $wanted)"
    (cd "$bundle/debs" && apt-get download $wanted >/dev/null) || die "apt-get download failed"
    say "bundle ready: $bundle ($(du -sh "$bundle" | cut -f1)); carry it to the GPU machine and run: scripts/gpu-multi.sh run"
}

# Unpacks every .deb of $1 into $2 (dpkg -x, else ar and tar).
unpack_debs() {
    local debs=$1 dest=$2 deb
    rm -rf "$dest"
    mkdir -p "$dest"
    for deb in "$debs"/*.deb; do
        if command -v dpkg >/dev/null; then
            dpkg -x "$deb" "$dest"
        elif command -v ar >/dev/null; then
            local member
            member=$(ar t "$deb" | grep '^data\.tar')
            ar p "$deb" "$member" | tar -x -C "$dest" $(case "$member" in *.xz) echo -J ;; *.zst) echo --zstd ;; *.gz) echo -z ;; esac)
        else
            die "neither dpkg nor ar is here to unpack $deb"
        fi
    done
}

# The seconds a program printed on standard error ("..., 1.234 s").
seconds_in() { grep -o '[0-9.]* s$' "$1" | tail -1 | cut -d' ' -f1; }

run() {
    [ -d "$bundle/bin" ] && [ -d "$bundle/debs" ] || die "no bundle at $bundle: run 'scripts/gpu-multi.sh build' first and carry it"
    local mpi="$bundle/mpi-root"
    unpack_debs "$bundle/debs" "$mpi"
    local multiarch=x86_64-linux-gnu
    export OPAL_PREFIX="$mpi/usr"
    export PMIX_INSTALL_PREFIX="$mpi/usr/lib/$multiarch/pmix2"
    export PATH="$mpi/usr/bin:$PATH"
    export LD_LIBRARY_PATH="$mpi/usr/lib/$multiarch/openmpi/lib:$mpi/usr/lib/$multiarch:$mpi/lib/$multiarch${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    # No network fabric here: shared memory between the ranks of one host.
    export OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader
    local mpirun="$mpi/usr/bin/mpirun.openmpi"
    local missing
    missing=$(ldd "$mpi/usr/bin/orterun" "$bundle"/bin/* 2>/dev/null | grep 'not found' | sort -u || true)
    [ -z "$missing" ] || die "libraries missing after unpacking: $missing"

    local gpus target
    target=$(cat "$bundle/target" 2>/dev/null || echo cuda)
    if [ "$target" = opencl ]; then
        # The rehearsal: two PoCL devices stand for the GPUs; CUDA_VISIBLE_DEVICES's
        # "0" and "0,1" become one and two of them.
        export ACC_DEVICE_TYPE=opencl POCL_DEVICES="pthread pthread"
        visible() { [ "$1" = 0 ] && echo pthread || echo "pthread pthread"; }
        nvidia-smi() { printf 'GPU 0: PoCL\nGPU 1: PoCL\n'; }
    else
        visible() { echo "$1"; }
    fi
    gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)
    # without nvidia-smi: the device files of the driver
    [ "$gpus" -gt 0 ] || gpus=$(find /dev -maxdepth 1 -name 'nvidia[0-9]*' 2>/dev/null | wc -l)
    say "$gpus GPU(s); Open MPI $("$mpirun" --version 2>&1 | head -1)"
    [ "$gpus" -ge 1 ] || die "no GPU (nvidia-smi -L lists none)"
    [ "$gpus" -ge 2 ] || say "only one GPU: the 2-rank and 2-GPU rows share it"

    local nx=${NX:-8192} ny=${NY:-8192} its=${ITERATIONS:-500}
    local n=${SLICES_N:-67108864} steps=${SLICES_STEPS:-400}
    local log="$bundle/logs"
    rm -rf "$log"
    mkdir -p "$log"
    local rows=()

    # Which GPU each rank takes (ACC_NOTIFY=16: the note, and the few allocations).
    ACC_NOTIFY=16 "$mpirun" -np 2 "$bundle/bin/jacobi_update" 64 66 2 >"$log/ranks.out" 2>&1 ||
        { cat "$log/ranks.out"; die "the 2-rank check run failed"; }
    grep 'device selection' "$log/ranks.out" | sort | sed 's/^/  /'

    jacobi() { # LABEL EXE RANKS
        local out="$log/$2-$3.out" err="$log/$2-$3.err"
        if "$mpirun" -np "$3" "$bundle/bin/$2" "$nx" "$ny" "$its" >"$out" 2>"$err"; then
            rows+=("$(printf '%-36s %-8s %-28s %s' "jacobi $nx x $ny x $its, $1" "$3 rank$([ "$3" = 1 ] || echo s)" \
                "$(grep -o 'checksum [0-9a-f]*' "$out")" "$(seconds_in "$err")")")
        else
            rows+=("$(printf '%-36s %-8s FAILED (see %s)' "jacobi, $1" "$3" "$err")")
        fi
    }
    jacobi "update halos" jacobi_update 1
    jacobi "update halos" jacobi_update 2
    if ompi_info --parsable --all 2>/dev/null | grep -q 'mpi_built_with_cuda_support:value:true'; then
        jacobi "device-pointer halos" jacobi_device_pointers 2
    else
        rows+=("jacobi, device-pointer halos: not run (this Open MPI is not CUDA-aware)")
    fi

    slices() { # GPUS VISIBLE
        local out="$log/slices$1.out" err="$log/slices$1.err"
        if CUDA_VISIBLE_DEVICES=$2 POCL_DEVICES=$(visible "$2") "$bundle/bin/multi_device_slices" "$n" "$steps" >"$out" 2>"$err"; then
            rows+=("$(printf '%-36s %-8s %-28s %s' "one process, n $n x $steps" "$1 GPU$([ "$1" = 1 ] || echo s)" \
                "$(grep -o 'sum [0-9.e+-]*' "$out")" "$(seconds_in "$err")")")
        else
            rows+=("$(printf '%-36s %-8s FAILED (see %s)' "one process" "$1 GPU" "$err")")
        fi
    }
    slices 1 0
    [ "$gpus" -ge 2 ] && slices 2 0,1

    printf '\n%-36s %-8s %-28s %s\n' run on answer seconds
    printf '%s\n' "${rows[@]}"
    local jacobi_answers slice_answers
    jacobi_answers=$(grep -ho 'checksum [0-9a-f]*' "$log"/jacobi_*.out 2>/dev/null | sort -u | wc -l)
    slice_answers=$(grep -ho 'sum [0-9.e+-]*' "$log"/slices*.out 2>/dev/null | sort -u | wc -l)
    if [ "$jacobi_answers" = 1 ] && [ "$slice_answers" = 1 ] && ! printf '%s\n' "${rows[@]}" | grep -q FAILED; then
        say "answers agree"
    else
        die "answers differ or a run failed (logs in $log)"
    fi
}

case "$mode" in
    build) build ;;
    run) run ;;
    *) die "usage: scripts/gpu-multi.sh build|run [BUNDLE]" ;;
esac
