#!/usr/bin/env bash
# The whole test suite, from a fresh clone. Installs what the tests need and fails loudly
# when something cannot be had: no test may skip silently.
set -euo pipefail
cd "$(dirname "$0")/.."

need_pkgs=()
command -v cc >/dev/null 2>&1 || need_pkgs+=(gcc)
command -v c++ >/dev/null 2>&1 || need_pkgs+=(g++)
command -v make >/dev/null 2>&1 || need_pkgs+=(make)
# OpenMP runtime for the multicore target (shipped with gcc, but checked explicitly).
echo 'int main(void){return 0;}' | cc -fopenmp -x c - -o /tmp/accc-omp-check 2>/dev/null || need_pkgs+=(libgomp1 libgcc-12-dev)
# OpenCL for the runtime's OpenCL device tests (crates/runtime/tests/opencl.rs): the ICD
# loader (libOpenCL.so.1) and PoCL, a CPU OpenCL driver. Without a platform those tests
# fail; they never skip.
for pkg in ocl-icd-libopencl1 pocl-opencl-icd; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need_pkgs+=("$pkg")
done
# MPI for crates/driver/tests/mpi.rs: Open MPI (mpicc/mpirun, also as mpicc.openmpi) and
# MPICH (mpicc.mpich, mpirun.mpich), side by side; CMake for crates/driver/tests/install.rs.
for pkg in openmpi-bin libopenmpi-dev mpich libmpich-dev cmake; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need_pkgs+=("$pkg")
done
if [ ${#need_pkgs[@]} -gt 0 ]; then
    echo "scripts/test.sh: installing ${need_pkgs[*]}"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}"
fi
for tool in cc c++ make cargo cmake mpicc.openmpi mpirun.openmpi mpicc.mpich mpirun.mpich; do
    command -v "$tool" >/dev/null 2>&1 || { echo "scripts/test.sh: required tool '$tool' is missing" >&2; exit 1; }
done

# nvcc for the CUDA target: every CUDA program generated for the corpus is compiled with it
# (crates/driver/tests/programs.rs). Without a CUDA toolkit on the machine, the PyPI wheels
# of the 13.0 series (matching the GPU machines' driver) give a working nvcc.
if [ -z "${ACCC_NVCC:-}" ] && ! command -v nvcc >/dev/null 2>&1; then
    nvcc_dir="$PWD/target/accc-nvcc"
    if [ ! -x "$nvcc_dir/nvidia/cu13/bin/nvcc" ]; then
        echo "scripts/test.sh: installing nvcc 13.0 from PyPI into $nvcc_dir"
        python3 -m pip install -q --no-deps --target "$nvcc_dir" \
            "nvidia-cuda-nvcc==13.0.*" "nvidia-cuda-crt==13.0.*" "nvidia-nvvm==13.0.*" "nvidia-cuda-runtime==13.0.*" \
            || { echo "scripts/test.sh: could not install nvcc from PyPI" >&2; exit 1; }
    fi
    export ACCC_NVCC="$nvcc_dir/nvidia/cu13/bin/nvcc"
fi
"${ACCC_NVCC:-nvcc}" --version >/dev/null || { echo "scripts/test.sh: nvcc does not run" >&2; exit 1; }

# The runtime (libaccrt.a) and the accc binary must exist before the tests that link
# programs run, so build the whole workspace first.
cargo build --workspace --all-targets
cargo test --workspace --no-fail-fast
echo "scripts/test.sh: all tests passed"
