/*
 * sgemm.c -- single-precision dense matrix product C = A * B of N x N
 * row-major matrices, repeated REPS times (each repetition recomputes C).
 * The textbook OpenACC version: the i and j loops collapsed into one
 * parallel loop, the dot product over k sequential in each iteration.
 *
 * usage: sgemm [N [REPS]]          defaults 2048 10
 * prints TIME_MS (all repetitions, inside the data region) and CHECK (a fixed
 * pseudo-random projection of C).  FLOP count: 2 N^3 per repetition.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
/* Inputs: pseudo-random in [0, 1), the same in every version. */
static float urand(unsigned i, unsigned seed) { return (hash32(i ^ (seed * 0x9e3779b9U)) >> 8) * (1.0f / 16777216.0f); }
static double weight(size_t i) { return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0; }

static void warm_up(void)
{
    float w[256];
#pragma acc parallel loop copyout(w[0:256])
    for (int i = 0; i < 256; i++)
        w[i] = (float)i;
    if (w[255] != 255.0f) {
        fprintf(stderr, "warm-up region gave a wrong result\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2048;
    int reps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || reps < 1 || (double)n * n > 2147483647.0) {
        fprintf(stderr, "usage: sgemm [N [REPS]]\n");
        return 2;
    }
    size_t size = (size_t)n * n;
    float *restrict A = malloc(size * sizeof(float));
    float *restrict B = malloc(size * sizeof(float));
    float *restrict C = malloc(size * sizeof(float));
    if (!A || !B || !C) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++) {
        A[k] = urand((unsigned)k, 1);
        B[k] = urand((unsigned)k, 2);
        C[k] = -1.0f;
    }

    printf("BENCH sgemm %d x %d x %d, %d repetitions\n", n, n, n, reps);
    warm_up();

    double t0, t1;
#pragma acc data copyin(A[0:size], B[0:size]) copy(C[0:size])
    {
        t0 = now_ms();
        for (int r = 0; r < reps; r++) {
#pragma acc parallel loop collapse(2) present(A[0:size], B[0:size], C[0:size])
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) {
                    float sum = 0.0f;
                    for (int k = 0; k < n; k++)
                        sum += A[i * n + k] * B[k * n + j];
                    C[i * n + j] = sum;
                }
        }
        t1 = now_ms();
    }

    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += C[k] * weight(k);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(A);
    free(B);
    free(C);
    return 0;
}
