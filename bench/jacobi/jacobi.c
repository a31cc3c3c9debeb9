/*
 * jacobi.c -- Jacobi relaxation of the 2-D Laplace equation on an N x M grid
 * (single precision), with the largest change of each sweep found by a
 * max reduction.  The loop stops when that change falls under TOL or after
 * ITER_MAX sweeps.  This is the classic OpenACC teaching example, written here
 * the way it is usually written: a data region around the iteration, one
 * parallel loop for the stencil with reduction(max:err), one to copy back.
 *
 * usage: jacobi [N [M [ITER_MAX]]]        defaults 4096 4096 1000
 * prints TIME_MS (the iteration loop only, inside the data region) and
 * CHECK (a fixed pseudo-random projection of the final grid).
 */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define TOL 1.0e-6f

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

/* Checksum weights: pseudo-random in [-1, 1), the same in every version. */
static unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
static double weight(size_t i) { return (hash32((unsigned)i ^ 0x5bd1e995U) >> 8) * (2.0 / 16777216.0) - 1.0; }

/* The first region initialises the device: keep it out of the timing. */
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
    int n = argc > 1 ? atoi(argv[1]) : 4096;        /* rows */
    int m = argc > 2 ? atoi(argv[2]) : 4096;        /* columns */
    int iter_max = argc > 3 ? atoi(argv[3]) : 1000;
    if (n < 3 || m < 3 || iter_max < 1 || (double)n * m > 2147483647.0) {
        fprintf(stderr, "usage: jacobi [N [M [ITER_MAX]]]  (N, M >= 3, N*M < 2^31)\n");
        return 2;
    }
    size_t size = (size_t)n * m;
    float *restrict A = malloc(size * sizeof(float));
    float *restrict Anew = malloc(size * sizeof(float));
    if (!A || !Anew) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    /* The top edge is held at 1, everything else starts at 0. */
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            A[j * m + i] = (j == 0) ? 1.0f : 0.0f;
            Anew[j * m + i] = A[j * m + i];
        }

    printf("BENCH jacobi %d x %d, at most %d iterations\n", n, m, iter_max);
    warm_up();

    float err = 1.0f;
    int iter = 0;
    double t0, t1;
#pragma acc data copy(A[0:size]) copyin(Anew[0:size])
    {
        t0 = now_ms();
        while (err > TOL && iter < iter_max) {
            err = 0.0f;

#pragma acc parallel loop collapse(2) reduction(max:err) present(A[0:size], Anew[0:size])
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < m - 1; i++) {
                    Anew[j * m + i] = 0.25f * (A[j * m + i + 1] + A[j * m + i - 1]
                                             + A[(j - 1) * m + i] + A[(j + 1) * m + i]);
                    err = fmaxf(err, fabsf(Anew[j * m + i] - A[j * m + i]));
                }

#pragma acc parallel loop collapse(2) present(A[0:size], Anew[0:size])
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < m - 1; i++)
                    A[j * m + i] = Anew[j * m + i];

            iter++;
        }
        t1 = now_ms();
    }

    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += A[k] * weight(k);
    printf("INFO iterations %d, last max change %.6e\n", iter, err);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(A);
    free(Anew);
    return 0;
}
