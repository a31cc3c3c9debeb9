# bench/fcw/variants.sh -- what the fcw benchmarks are built as: the one place
# that spells each variant's source and flags.  Sourced by build.sh, check.sh
# and run.sh.
# shellcheck shell=bash disable=SC2034
FCW_PROGS="stencil1d pathfinder hotspot dyadic nbody gemm"

# The accc variants of each program (each built with accc --target=cuda -O3
# -Minfo=accel plus its FLAGS), in the order of the tables.
declare -A ACC_VARIANTS=(
    [stencil1d]="acc noauto fcw fcwdefault cache"
    [pathfinder]="acc fcw12 fcw32 chan12 chan32 fcw32v1024 pre12 pre32"
    [hotspot]="acc fcw2 fcw1 fcw3"
    [dyadic]="acc fwt chan chanbar"
    [nbody]="acc fcw cache"
    [gemm]="acc fcw cache"
)
declare -A FLAGS=(
    [stencil1d.acc]=""
    [stencil1d.noauto]="--cache-opt=no-auto"
    [stencil1d.fcw]="-DUSE_FCW --cache-opt=no-auto"
    [stencil1d.fcwdefault]="-DUSE_FCW"
    [stencil1d.cache]="-DUSE_CACHE --cache-opt=no-auto"
    [pathfinder.acc]=""
    [pathfinder.fcw12]="-DUSE_FCW -DINNER_ITER=12"
    [pathfinder.fcw32]="-DUSE_FCW -DINNER_ITER=32"
    [pathfinder.chan12]="-DUSE_FCW -DFCW_CHANNEL_ONLY -DINNER_ITER=12"
    [pathfinder.chan32]="-DUSE_FCW -DFCW_CHANNEL_ONLY -DINNER_ITER=32"
    [pathfinder.fcw32v1024]="-DUSE_FCW -DINNER_ITER=32 -DV=1024"
    [pathfinder.pre12]="-DUSE_FCW -DFCW_PRELOAD -DINNER_ITER=12"
    [pathfinder.pre32]="-DUSE_FCW -DFCW_PRELOAD -DINNER_ITER=32"
    [hotspot.acc]=""
    [hotspot.fcw2]="-DUSE_FCW -DINNER_ITER=2"
    [hotspot.fcw1]="-DUSE_FCW -DINNER_ITER=1"
    [hotspot.fcw3]="-DUSE_FCW -DINNER_ITER=3"
    [dyadic.acc]=""
    [dyadic.fwt]="-DUSE_FWT"
    [dyadic.chan]="-DUSE_FCW"
    [dyadic.chanbar]="-DUSE_FCW -DFCW_BARRIER"
    [nbody.acc]=""
    [nbody.fcw]="-DUSE_FCW"
    [nbody.cache]="-DUSE_CACHE"
    [gemm.acc]=""
    [gemm.fcw]="-DUSE_FCW"
    [gemm.cache]="-DUSE_CACHE"
)
# The variant that the ratios call "plain" (the OpenACC program without the
# directive, built with accc's default flags) and the fcw variants they are
# given for.
PLAIN_VARIANT=acc
declare -A FCW_VARIANTS=(
    [stencil1d]="fcw"
    [pathfinder]="fcw12 fcw32 chan12 chan32 fcw32v1024 pre12 pre32"
    [hotspot]="fcw2 fcw1 fcw3"
    [dyadic]="chan chanbar"
    [nbody]="fcw"
    [gemm]="fcw"
)
# The hand-written CUDA reference of each program (built from where it lives,
# with its directory on the include path) and GCC's build of the plain source.
declare -A CUDA_SRC=(
    [stencil1d]=bench/cache/stencil1d.cu
    [pathfinder]=bench/pathfinder/pathfinder.cu
    [hotspot]=bench/hotspot/hotspot.cu
    [dyadic]=bench/fcw/dyadic.cu
    [nbody]=bench/nbody/nbody.cu
    [gemm]=bench/sgemm/sgemm.cu
)
declare -A DOC=(
    [cuda]="hand-written CUDA"
    [gcc]="plain OpenACC, GCC (-fopenacc -foffload=nvptx-none)"
    [acc]="plain OpenACC, accc default flags"
    [noauto]="plain OpenACC, --cache-opt=no-auto (nothing in shared memory)"
    [fcw]="fcw FETCH_ONLY(in[i:30:30]), --cache-opt=no-auto"
    [fcwdefault]="fcw FETCH_ONLY(in[i:30:30]), accc default flags"
    [cache]="cache(in[i-30:61]), --cache-opt=no-auto"
    [fcw12]="fcw FETCH_CHANNEL ghost zone, 12 rows per launch"
    [fcw32]="fcw FETCH_CHANNEL ghost zone, 32 rows per launch"
    [chan12]="fcw CHANNEL_ONLY ghost zone, 12 rows per launch"
    [chan32]="fcw CHANNEL_ONLY ghost zone, 32 rows per launch"
    [fcw32v1024]="fcw FETCH_CHANNEL ghost zone, 32 rows per launch, blocks of 1024 (as the CUDA reference)"
    [pre12]="fcw FETCH_CHANNEL ghost zone, 12 rows per launch, the rows' costs read into a private array before the block (as the CUDA reference reads them)"
    [pre32]="fcw FETCH_CHANNEL ghost zone, 32 rows per launch, the rows' costs read into a private array before the block"
    [fcw2]="fcw FETCH_CHANNEL 2-D ghost zone, 16x16 block (worker x vector), 2 steps per launch"
    [fcw1]="fcw FETCH_CHANNEL 2-D ghost zone, 16x16 block (worker x vector), 1 step per launch"
    [fcw3]="fcw FETCH_CHANNEL 2-D ghost zone, 16x16 block (worker x vector), 3 steps per launch"
    [fwt]="fast Walsh-Hadamard transform, plain OpenACC (every stage through global memory)"
    [chan]="fast Walsh-Hadamard transform, stages of stride < 1024 in one fcw CHANNEL_ONLY launch"
    [chanbar]="the same with fcw_barrier between each channel write and the partner's read"
)
# Variant names shared by several programs take their description per program
# (PROG.variant) where it differs.
DOC+=(
    [nbody.fcw]="fcw FETCH_ONLY(pos[base:0:255][0:0:3]): one tile of 256 bodies a block (D A.8)"
    [nbody.cache]="cache(pos[base:256][0:4])"
    [gemm.fcw]="fcw FETCH_ONLY(A[i:0:0][kk:0:15], B[kk:0:15][j:0:0]) (D A.4, ranges corrected)"
    [gemm.cache]="cache(A[i:1][kk:16], B[kk:16][j:1])"
)

# Arguments: the benchmark's size (the last argument of the OpenACC programs is
# the number of timed trials, appended by run.sh) and the small size of the CPU
# checks (check.sh, and run.sh with FCW_BENCH_SMALL=1).
declare -A SIZE_ARGS=(
    [stencil1d]="2097152 500"
    [pathfinder]="4194304 120"
    [hotspot]="4096 4096 120"
    [dyadic]="16777216 128"
    [nbody]="65536 10"
    [gemm]="2048 10"
)
declare -A SMALL_ARGS=(
    [stencil1d]="100003 3"
    [pathfinder]="100003 37"
    [hotspot]="200 300 9"
    [dyadic]="4096 128"
    [nbody]="1000 3"
    [gemm]="192 2"
)
# The hand-written pathfinder.cu, hotspot.cu, nbody.cu and sgemm.cu take no trial
# count and time one run: run.sh runs them once per trial (N a multiple of 64 for
# sgemm.cu: the small size too).
declare -A CUDA_ONE_TRIAL=([pathfinder]=1 [hotspot]=1 [nbody]=1 [gemm]=1)
# Programs whose CUDA reference prints no VERIFY line (its CHECK is compared).
declare -A CUDA_NO_VERIFY=([pathfinder]=1 [hotspot]=1 [nbody]=1 [gemm]=1)
# Relative tolerance of CHECK against the reference variant (0: equal); nbody
# and gemm as bench/run.sh has them for nbody.cu (rsqrtf) and sgemm.cu (fused
# multiply-adds in another order).
declare -A TOL=([stencil1d]=1e-4 [pathfinder]=0 [hotspot]=1e-5 [dyadic]=1e-5 [nbody]=1e-4 [gemm]=1e-5)

# What accc refuses, with a located error, because it has not built it yet (for
# that target): such a build is listed as waiting for accc, not as a failure.
# Today: a communicating loop that the CPU targets' block model does not cover
# (tests/errors/fcw_cpu_limits.c); older compilers also refused pathfinder's
# gang/vector nest and hotspot's V x W block there, which are now built.
NOT_YET_RE='fcw. channels are not implemented yet|a block of two communicating loops \(V[^)]*W\) is not supported|the communicating loop must be the loop of a combined construct'
