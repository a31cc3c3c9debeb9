#!/usr/bin/env bash
# Overlapped launches, on and off, from the same binaries: three interleaved rounds of the
# memory-bound benchmarks and the launch-latency probe with ACCC_CUDA_OVERLAP_LAUNCHES=0
# and =1. Run on the GPU machine after `bash bench/build.sh` here (carry bench/out).
# Prints "round R overlap=V NAME TIME_MS CHECK" per run.
B=bench/out
export LD_LIBRARY_PATH=$PWD/bench/out/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
for r in 1 2 3; do
    for v in 0 1; do
        for b in pathfinder jacobi hotspot stencil1d; do
            t=$(ACCC_CUDA_OVERLAP_LAUNCHES=$v ACC_DEVICE_TYPE=nvidia $B/$b.accc |
                awk '$1=="TIME_MS"{t=$2} $1=="CHECK"{c=$2} END{print t, c}')
            echo "round $r overlap=$v $b $t"
        done
        l=$(ACCC_CUDA_OVERLAP_LAUNCHES=$v ACC_DEVICE_TYPE=nvidia $B/launch.accc 10000 | tr '\n' ' ')
        echo "round $r overlap=$v launch $l"
    done
done
