/*
 * stencil1d.c -- a 1-D convolution stencil of radius RADIUS (2*RADIUS+1
 * weights, triangular, summing to 1) applied STEPS times to N points, single
 * precision.  The first and last RADIUS points are fixed; the two arrays swap
 * roles after every step (pointer swap inside the data region).
 *
 * usage: stencil1d [N [STEPS]]        defaults 2097152 1000; RADIUS is a
 * compile-time constant (default 30, -DRADIUS=r to change it).
 * prints TIME_MS (all steps, inside the data region) and CHECK (a fixed
 * pseudo-random projection of the final array).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#ifndef RADIUS
#define RADIUS 30
#endif
#define WIDTH (2 * RADIUS + 1)

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
    int n = argc > 1 ? atoi(argv[1]) : 2097152;
    int steps = argc > 2 ? atoi(argv[2]) : 1000;
    if (n <= 2 * RADIUS || steps < 1) {
        fprintf(stderr, "usage: stencil1d [N [STEPS]]  (N > %d)\n", 2 * RADIUS);
        return 2;
    }
    float *a = malloc(n * sizeof(float));
    float *b = malloc(n * sizeof(float));
    float coef[WIDTH];
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int k = -RADIUS; k <= RADIUS; k++)
        coef[k + RADIUS] = (float)(RADIUS + 1 - abs(k)) / (float)((RADIUS + 1) * (RADIUS + 1));
    /* A slow wave plus noise: both survive long enough to be checked. */
    for (int i = 0; i < n; i++) {
        a[i] = 1.0f + 0.5f * (float)((i / 4096) % 2) + urand(i, 1);
        b[i] = a[i];
    }

    printf("BENCH stencil1d %d points, radius %d, %d steps\n", n, RADIUS, steps);
    warm_up();

    float *in = a, *out = b;
    double t0, t1;
#pragma acc data copyin(a[0:n], b[0:n], coef[0:WIDTH])
    {
        t0 = now_ms();
        for (int s = 0; s < steps; s++) {
#pragma acc parallel loop present(in[0:n], out[0:n], coef[0:WIDTH])
            for (int i = RADIUS; i < n - RADIUS; i++) {
                float sum = 0.0f;
                for (int k = -RADIUS; k <= RADIUS; k++)
                    sum += coef[k + RADIUS] * in[i + k];
                out[i] = sum;
            }
            float *swap = in;
            in = out;
            out = swap;
        }
        t1 = now_ms();
#pragma acc update self(in[0:n])
    }

    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += in[i] * weight(i);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(a);
    free(b);
    return 0;
}
