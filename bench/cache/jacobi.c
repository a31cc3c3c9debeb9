/*
 * jacobi.c -- Jacobi sweeps of a 9-point (3 x 3) smoothing stencil on an N x N
 * grid, the papers' Jacobi test case, in OpenACC.  Two grids swap roles after
 * every sweep (pointer swap inside the data region); the border stays fixed.
 * Rows j are spread over gangs, columns i over the vector lanes of a gang.
 * Built with -DUSE_CACHE, each (j, i) iteration names its 3 x 3 neighbourhood:
 *
 *     #pragma acc cache(in[j-1:3][i-1:3])
 *
 * which a 16 x 16 block of iterations can share as one 18 x 18 tile (the
 * hand-written equivalent is jacobi.cu).  Without -DUSE_CACHE it is the plain
 * OpenACC baseline.  The sweeps are queued (`async(1)`, one wait per trial), as
 * the hand-written version queues its kernels: a synchronous region costs its
 * launch plus a wait (about 9 us on an H200), which the kernels do not.
 *
 * usage: jacobi [N [SWEEPS [TRIALS]]]     defaults 4096 200 3
 * prints one TIME_MS per trial (SWEEPS sweeps each), CHECK (projection of the
 * final grid) and VERIFY (every interior point of the last sweep recomputed on
 * the CPU from the grid it read).
 */
#include "common.h"

#define C0 0.2f
#define C1 0.15f
#define C2 0.05f
#define USAGE "jacobi [N [SWEEPS [TRIALS]]]  (N >= 3)"

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

static void sweep(int n, float in[n][n], float out[n][n])
{
#pragma acc parallel loop gang present(in[0:n][0:n], out[0:n][0:n]) async(1)
    for (int j = 1; j < n - 1; j++) {
#pragma acc loop vector
        for (int i = 1; i < n - 1; i++) {
#ifdef USE_CACHE
#pragma acc cache(in[j - 1:3][i - 1:3])
#endif
            out[j][i] = C0 * in[j][i] +
                        C1 * (in[j - 1][i] + in[j + 1][i] + in[j][i - 1] + in[j][i + 1]) +
                        C2 * (in[j - 1][i - 1] + in[j - 1][i + 1] + in[j + 1][i - 1] +
                              in[j + 1][i + 1]);
        }
    }
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 4096, USAGE);
    int sweeps = (int)arg_long(argc, argv, 2, 200, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < 3 || sweeps < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    float (*a)[n] = malloc(sizeof(float[n][n]));
    float (*b)[n] = malloc(sizeof(float[n][n]));
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            a[j][i] = b[j][i] = 1.0f + urand((unsigned)(j * n + i), 5);
    printf("BENCH jacobi %d x %d, 3x3 stencil, %d sweeps per trial%s\n", n, n, sweeps,
#ifdef USE_CACHE
           ", cache directive"
#else
           ", no cache directive"
#endif
    );
    warm_up();

    float (*in)[n] = a, (*out)[n] = b;
#pragma acc data copy(a[0:n][0:n], b[0:n][0:n])
    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int s = 0; s < sweeps; s++) {
                sweep(n, in, out);
                float (*swap)[n] = in;
                in = out;
                out = swap;
            }
#pragma acc wait(1)
            print_time(now_ms() - t0, NULL);
        }
    }

    // `in` holds the last sweep's result, `out` the grid that sweep read.
    double check = 0.0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            check += in[j][i] * check_weight((size_t)j * n + i);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++) {
            double ref = C0 * (double)out[j][i] +
                         C1 * ((double)out[j - 1][i] + out[j + 1][i] + out[j][i - 1] +
                               out[j][i + 1]) +
                         C2 * ((double)out[j - 1][i - 1] + out[j - 1][i + 1] + out[j + 1][i - 1] +
                               out[j + 1][i + 1]);
            double e = rel_err(in[j][i], ref, 0.0);
            worst = e > worst ? e : worst;
            bad += e > 1e-5;
        }
    int rc = verdict(bad, (long)(n - 2) * (n - 2), worst, 1e-5, "every point of the last sweep");
    free(a);
    free(b);
    return rc;
}
