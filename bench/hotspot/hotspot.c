/*
 * hotspot.c -- transient temperature of a chip (the model of Rodinia's
 * Hotspot: a grid of cells, each exchanging heat with its four neighbours and
 * with the ambient, heated by its own power), explicit time steps, single
 * precision.  Edges are adiabatic: a missing neighbour counts as the cell
 * itself.  The two grids swap roles after every step (pointer swap inside the
 * data region; both are present on the device).
 *
 * usage: hotspot [ROWS [COLS [STEPS]]]        defaults 4096 4096 120
 * prints TIME_MS (all steps, inside the data region) and CHECK (a fixed
 * pseudo-random projection of the final temperatures).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Silicon die, 16 mm x 16 mm x 0.5 mm; temperatures in degrees Celsius. */
#define CHIP_W 0.016
#define CHIP_H 0.016
#define CHIP_T 0.0005
#define K_SI 100.0        /* thermal conductivity, W/(m K) */
#define CV_SI 1.75e6      /* volumetric heat capacity, J/(m^3 K) */
#define R_PACKAGE 0.2     /* die-to-ambient resistance of the whole die, K/W */
#define CHIP_POWER 150.0  /* W, spread unevenly over the cells */
#define AMB 80.0f

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
    int rows = argc > 1 ? atoi(argv[1]) : 4096;
    int cols = argc > 2 ? atoi(argv[2]) : 4096;
    int steps = argc > 3 ? atoi(argv[3]) : 120;
    if (rows < 2 || cols < 2 || steps < 1 || (double)rows * cols > 2147483647.0) {
        fprintf(stderr, "usage: hotspot [ROWS [COLS [STEPS]]]\n");
        return 2;
    }
    size_t size = (size_t)rows * cols;

    /* Per cell: heat capacity, lateral and vertical thermal resistances, and a
       time step at a fifth of the explicit scheme's stability limit. */
    double dx = CHIP_W / cols, dy = CHIP_H / rows;
    double cap = CV_SI * CHIP_T * dx * dy;
    double rx = dx / (K_SI * CHIP_T * dy), ry = dy / (K_SI * CHIP_T * dx);
    double rz = R_PACKAGE * rows * cols;
    double dt = 0.2 * cap / (2.0 / rx + 2.0 / ry + 1.0 / rz);
    float cx = (float)(dt / (cap * rx)), cy = (float)(dt / (cap * ry));
    float cz = (float)(dt / (cap * rz)), cp = (float)(dt / cap);

    float *temp = malloc(size * sizeof(float));
    float *next = malloc(size * sizeof(float));
    float *power = malloc(size * sizeof(float));
    if (!temp || !next || !power) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++) {
        temp[k] = 60.0f + 40.0f * urand((unsigned)k, 1);
        power[k] = (float)(CHIP_POWER / size) * 2.0f * urand((unsigned)k, 2);
        next[k] = 0.0f;
    }

    printf("BENCH hotspot %d x %d, %d steps\n", rows, cols, steps);
    warm_up();

    float *t = temp, *u = next;
    double t0, t1;
#pragma acc data copyin(temp[0:size], power[0:size]) create(next[0:size])
    {
        t0 = now_ms();
        for (int s = 0; s < steps; s++) {
#pragma acc parallel loop collapse(2) present(t[0:size], u[0:size], power[0:size])
            for (int r = 0; r < rows; r++)
                for (int c = 0; c < cols; c++) {
                    int k = r * cols + c;
                    float tc = t[k];
                    float tn = r > 0 ? t[k - cols] : tc;
                    float ts = r < rows - 1 ? t[k + cols] : tc;
                    float tw = c > 0 ? t[k - 1] : tc;
                    float te = c < cols - 1 ? t[k + 1] : tc;
                    u[k] = tc + cy * (tn + ts - 2.0f * tc) + cx * (te + tw - 2.0f * tc)
                         + cz * (AMB - tc) + cp * power[k];
                }
            float *swap = t;
            t = u;
            u = swap;
        }
        t1 = now_ms();
#pragma acc update self(t[0:size])
    }

    double check = 0.0;
    for (size_t k = 0; k < size; k++)
        check += t[k] * weight(k);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %.9e\n", check);
    free(temp);
    free(next);
    free(power);
    return 0;
}
