/*
 * common.h -- the boilerplate shared by the cache-directive benchmarks, both the
 * OpenACC C programs and the hand-written CUDA ones (included by both).
 *
 * Output protocol (read by run.sh), one item per line:
 *   BENCH <name> <problem description>
 *   TIME_MS <milliseconds> [<label>]   one line per timed trial (label: a sub-case)
 *   CHECK <value>                       a projection of the result, compared across
 *                                       the variants of one benchmark within a tolerance
 *   VERIFY PASS|FAIL <what was checked> the program's own check against a CPU
 *                                       reference; FAIL also makes the exit status 1
 *
 * Inputs are deterministic pseudo-random numbers from a hash of the index, the
 * same in every version of a benchmark.
 */
#ifndef ACCC_BENCH_CACHE_COMMON_H
#define ACCC_BENCH_CACHE_COMMON_H

#ifndef __CUDACC__
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 199309L
#endif
#endif
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Wall-clock milliseconds (the OpenACC versions time with this, inside their
 * data region; the CUDA versions use events). */
static inline double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static inline unsigned hash32(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

/* Uniform in [0, 1), from element i of stream `seed`. */
static inline float urand(unsigned i, unsigned seed)
{
    return (hash32(i ^ (seed * 0x9e3779b9U)) >> 8) * (1.0f / 16777216.0f);
}

/* Weights in [-1, 1) of the CHECK projection. */
static inline double check_weight(size_t i)
{
    return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0;
}

/* argv[pos] as an integer, `dflt` when absent; exits with the usage on garbage. */
static inline long arg_long(int argc, char **argv, int pos, long dflt, const char *usage)
{
    if (argc <= pos)
        return dflt;
    char *end;
    long v = strtol(argv[pos], &end, 10);
    if (*argv[pos] == '\0' || *end != '\0' || v < 0) {
        fprintf(stderr, "bad argument `%s`\nusage: %s\n", argv[pos], usage);
        exit(2);
    }
    return v;
}

static inline void print_time(double ms, const char *label)
{
    if (label && *label)
        printf("TIME_MS %.4f %s\n", ms, label);
    else
        printf("TIME_MS %.4f\n", ms);
    fflush(stdout);
}

static inline void print_check(double value) { printf("CHECK %.9e\n", value); }

/* Relative error of `got` against `want`, measured against `scale` (the size of
 * the terms that were summed) so that sums that cancel are not over-judged. */
static inline double rel_err(double got, double want, double scale)
{
    double d = fabs(got - want);
    double s = fabs(want) > scale ? fabs(want) : scale;
    return s > 0.0 ? d / s : d;
}

/* Prints the VERIFY line; returns the exit status the program should end with. */
static inline int verdict(long bad, long checked, double worst, double tol, const char *what)
{
    printf("VERIFY %s %s: %ld of %ld values beyond %.1e (worst %.3e)\n", bad ? "FAIL" : "PASS",
           what, bad, checked, tol, worst);
    return bad ? 1 : 0;
}

#ifdef BENCH_CUDA /* defined by the .cu files before including this header */
#define CK(call)                                                                                   \
    do {                                                                                           \
        cudaError_t e_ = (call);                                                                   \
        if (e_ != cudaSuccess) {                                                                   \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                          \
                    cudaGetErrorString(e_));                                                       \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)
#endif

#endif
