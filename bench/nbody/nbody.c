/*
 * nbody.c -- all-pairs gravitational N-body: every step computes the
 * acceleration of each body from all N bodies (softened, G = 1), updates the
 * velocities, then moves the bodies (semi-implicit Euler).  Single precision,
 * one array per coordinate, the way it is usually first written.
 *
 * usage: nbody [N [STEPS]]          defaults 65536 10
 * prints TIME_MS (all steps, inside the data region) and CHECK (a fixed
 * pseudo-random projection of the final velocities and displacements / DT).
 * N^2 interactions per step; the usual count is 20 flops per interaction.
 */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define SOFTENING2 1.0e-3f
#define DT 0.01f

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
    int n = argc > 1 ? atoi(argv[1]) : 65536;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || steps < 1 || n > (1 << 28)) {
        fprintf(stderr, "usage: nbody [N [STEPS]]\n");
        return 2;
    }
    float *restrict x = malloc(n * sizeof(float)), *restrict y = malloc(n * sizeof(float));
    float *restrict z = malloc(n * sizeof(float)), *restrict m = malloc(n * sizeof(float));
    float *restrict vx = malloc(n * sizeof(float)), *restrict vy = malloc(n * sizeof(float));
    float *restrict vz = malloc(n * sizeof(float));
    if (!x || !y || !z || !m || !vx || !vy || !vz) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    /* Bodies at rest, spread over the unit cube; total mass about 1. */
    for (int i = 0; i < n; i++) {
        x[i] = urand(i, 1);
        y[i] = urand(i, 2);
        z[i] = urand(i, 3);
        m[i] = (0.5f + urand(i, 4)) / n;
        vx[i] = vy[i] = vz[i] = 0.0f;
    }

    printf("BENCH nbody %d bodies, %d steps\n", n, steps);
    warm_up();

    double t0, t1;
#pragma acc data copy(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n]) copyin(m[0:n])
    {
        t0 = now_ms();
        for (int s = 0; s < steps; s++) {
#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], m[0:n], vx[0:n], vy[0:n], vz[0:n])
            for (int i = 0; i < n; i++) {
                float xi = x[i], yi = y[i], zi = z[i];
                float ax = 0.0f, ay = 0.0f, az = 0.0f;
                for (int j = 0; j < n; j++) {
                    float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                    float d2 = dx * dx + dy * dy + dz * dz + SOFTENING2;
                    float inv = 1.0f / sqrtf(d2);
                    float f = m[j] * inv * inv * inv;
                    ax += dx * f;
                    ay += dy * f;
                    az += dz * f;
                }
                vx[i] += ax * DT;
                vy[i] += ay * DT;
                vz[i] += az * DT;
            }

#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n])
            for (int i = 0; i < n; i++) {
                x[i] += vx[i] * DT;
                y[i] += vy[i] * DT;
                z[i] += vz[i] * DT;
            }
        }
        t1 = now_ms();
    }

    double check = 0.0;
    for (int i = 0; i < n; i++) {
        size_t k = 6 * (size_t)i;
        check += vx[i] * weight(k) + vy[i] * weight(k + 1) + vz[i] * weight(k + 2);
        check += (x[i] - urand(i, 1)) / DT * weight(k + 3) + (y[i] - urand(i, 2)) / DT * weight(k + 4)
               + (z[i] - urand(i, 3)) / DT * weight(k + 5);
    }
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(x); free(y); free(z); free(m);
    free(vx); free(vy); free(vz);
    return 0;
}
