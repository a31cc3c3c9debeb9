/*
 * stencil1d.c -- a 1-D convolution of radius RADIUS (2*RADIUS+1 triangular
 * weights summing to 1) applied STEPS times to N points, single precision: the
 * papers' Listing 1 and Figure 1 (radius 30, 2M points), in OpenACC.  The first
 * and last RADIUS points are fixed; the two arrays swap roles every step.
 * Built with -DUSE_CACHE, each iteration names its window and the weights:
 *
 *     #pragma acc cache(in[i-RADIUS:2*RADIUS+1], coef[0:WIDTH])
 *
 * Neighbouring iterations share 2*RADIUS of their 2*RADIUS+1 inputs, so a block
 * of B iterations can share one window of B + 2*RADIUS values (the hand-written
 * equivalent is stencil1d.cu).  Without -DUSE_CACHE it is the plain baseline.
 * The steps are queued (`async(1)`, one wait per trial), as the hand-written
 * version queues its kernels.
 *
 * usage: stencil1d [N [STEPS [TRIALS]]]    defaults 2097152 500 3 (RADIUS 30,
 * -DRADIUS=r to change it).  Prints one TIME_MS per trial, CHECK (projection of
 * the final array) and VERIFY (every point of the last step recomputed on the
 * CPU from the array it read).
 */
#include "common.h"

#ifndef RADIUS
#define RADIUS 30
#endif
#define WIDTH (2 * RADIUS + 1)
#define USAGE "stencil1d [N [STEPS [TRIALS]]]  (N > 2*RADIUS)"

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

static void step(int n, float *in, float *out, float *coef)
{
#pragma acc parallel loop present(in[0:n], out[0:n], coef[0:WIDTH]) async(1)
    for (int i = RADIUS; i < n - RADIUS; i++) {
#ifdef USE_CACHE
#pragma acc cache(in[i - RADIUS:2 * RADIUS + 1], coef[0:WIDTH])
#endif
        float sum = 0.0f;
        for (int k = -RADIUS; k <= RADIUS; k++)
            sum += coef[k + RADIUS] * in[i + k];
        out[i] = sum;
    }
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 2097152, USAGE);
    int steps = (int)arg_long(argc, argv, 2, 500, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n <= 2 * RADIUS || steps < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float));
    float coef[WIDTH];
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int k = -RADIUS; k <= RADIUS; k++)
        coef[k + RADIUS] = (float)(RADIUS + 1 - abs(k)) / (float)((RADIUS + 1) * (RADIUS + 1));
    for (int i = 0; i < n; i++)
        a[i] = b[i] = 1.0f + 0.5f * (float)((i / 4096) % 2) + urand(i, 1);
    printf("BENCH stencil1d %d points, radius %d, %d steps per trial%s\n", n, RADIUS, steps,
#ifdef USE_CACHE
           ", cache directive"
#else
           ", no cache directive"
#endif
    );
    warm_up();

    float *in = a, *out = b;
#pragma acc data copy(a[0:n], b[0:n]) copyin(coef[0:WIDTH])
    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int s = 0; s < steps; s++) {
                step(n, in, out, coef);
                float *swap = in;
                in = out;
                out = swap;
            }
#pragma acc wait(1)
            print_time(now_ms() - t0, NULL);
        }
    }

    // `in` holds the last step's result, `out` the array that step read.
    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += in[i] * check_weight(i);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int i = RADIUS; i < n - RADIUS; i++) {
        double ref = 0.0;
        for (int k = -RADIUS; k <= RADIUS; k++)
            ref += (double)coef[k + RADIUS] * out[i + k];
        double e = rel_err(in[i], ref, 0.0);
        worst = e > worst ? e : worst;
        bad += e > 1e-5;
    }
    int rc = verdict(bad, n - 2 * RADIUS, worst, 1e-5, "every point of the last step");
    free(a);
    free(b);
    return rc;
}
