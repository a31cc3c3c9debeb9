/*
 * stencil1d.c -- the 1-D stencil of bench/cache (radius RADIUS, 2*RADIUS+1
 * triangular weights summing to 1, applied STEPS times to N points, single
 * precision, the first and last RADIUS points fixed, two arrays swapping roles
 * every step), written three ways, chosen at compile time:
 *
 *   (nothing)     plain OpenACC: every iteration reads its 61 inputs from global
 *                 memory (through the hardware caches);
 *   -DUSE_FCW     the fcw directive's FETCH_ONLY type (dissertation ch. 6):
 *                     #pragma acc fcw FETCH_ONLY(in[i:RADIUS:RADIUS])
 *                 the 256 iterations of a block share one tile of
 *                 256 + 2*RADIUS inputs in shared memory;
 *   -DUSE_CACHE   the cache directive on the same window,
 *                     #pragma acc cache(in[i-RADIUS:2*RADIUS+1])
 *                 and with -DCACHE_COEF the weights as well (bench/cache's form).
 *
 * The parallel loop has vector_length(256) in every variant (fcw's communicating
 * block is the loop's vector size, so the variants differ only in the directive).
 * The steps are queued (`async(1)`, one wait per trial), as the hand-written CUDA
 * (bench/cache/stencil1d.cu, the reference) queues its kernels.
 *
 * usage: stencil1d [N [STEPS [TRIALS]]]    defaults 2097152 500 3
 * Prints BENCH, one TIME_MS per trial, CHECK (projection of the final array, the
 * same as bench/cache's) and VERIFY (every point of the last step recomputed on
 * the CPU, in double, from the array that step read; tolerance 1e-5).
 */
#include "../cache/common.h"

#if defined(USE_FCW) && defined(USE_CACHE)
#error "USE_FCW and USE_CACHE are two variants: define one of them"
#endif

#ifndef RADIUS
#define RADIUS 30
#endif
#define WIDTH (2 * RADIUS + 1)
#define USAGE "stencil1d [N [STEPS [TRIALS]]]  (N > 2*RADIUS)"

#if defined(USE_FCW)
#define VARIANT "fcw FETCH_ONLY(in[i:30:30])"
#elif defined(USE_CACHE) && defined(CACHE_COEF)
#define VARIANT "cache(in[i-30:61], coef[0:61])"
#elif defined(USE_CACHE)
#define VARIANT "cache(in[i-30:61])"
#else
#define VARIANT "plain OpenACC"
#endif

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
#pragma acc parallel loop vector_length(256) present(in[0:n], out[0:n], coef[0:WIDTH]) async(1)
    for (int i = RADIUS; i < n - RADIUS; i++) {
#if defined(USE_FCW)
#pragma acc fcw FETCH_ONLY(in[i:RADIUS:RADIUS])
#elif defined(USE_CACHE) && defined(CACHE_COEF)
#pragma acc cache(in[i - RADIUS:2 * RADIUS + 1], coef[0:WIDTH])
#elif defined(USE_CACHE)
#pragma acc cache(in[i - RADIUS:2 * RADIUS + 1])
#endif
        {
            float sum = 0.0f;
            for (int k = -RADIUS; k <= RADIUS; k++)
                sum += coef[k + RADIUS] * in[i + k];
            out[i] = sum;
        }
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
    printf("BENCH stencil1d %d points, radius %d, %d steps per trial, %s\n", n, RADIUS, steps,
           VARIANT);
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
