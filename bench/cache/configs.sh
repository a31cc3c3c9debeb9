# bench/cache/configs.sh -- the cache configurations the benchmarks are built
# in: name -> accc flags (each used with -DUSE_CACHE).  Sourced by build.sh and
# check.sh; the one place that spells the compiler's cache flags.
# shellcheck shell=bash disable=SC2034
declare -A CONFIG=(
    [rbi]="--cache-impl=rbi"
    [rbc]="--cache-impl=rbc"
    [ehc]="--cache-impl=ehc"
    [off]="--cache-impl=off"
    [noshare]="--cache-impl=rbi --cache-opt=no-sharing"
    [swargs]="--cache-impl=rbi --cache-opt=width=arg"
    [swsync]="--cache-impl=rbi --cache-opt=width=sync"
    [swfixed]="--cache-impl=rbi --cache-opt=width=fixed"
    [private]="--cache-impl=rbi --cache-opt=scope=private"
    [comm]="--cache-impl=rbi --cache-opt=scope=communicating"
    [serialfetch]="--cache-impl=rbi --cache-opt=no-parallel-fetch"
    [nomerge]="--cache-impl=rbi --cache-opt=no-merged-fetch"
    [nounroll]="--cache-impl=rbi --cache-opt=no-unroll"
    [nohoist]="--cache-impl=rbi --cache-opt=no-hoist"
    [nocoarsen]="--cache-impl=rbi --cache-opt=no-coarsen"
    [padon]="--cache-impl=rbi"
    [padoff]="--cache-impl=rbi --cache-opt=no-padding"
    [wback]="--cache-impl=rbi --cache-write=back"
    [wthrough]="--cache-impl=rbi --cache-write=through"
    [checked]="--cache-impl=rbi --cache-check"
)
