/*
 * smem_acc.c -- the padding ablation in OpenACC: the shared-memory
 * micro-benchmark's question (does padding each cached row remove bank
 * conflicts?) asked of the compiler's cache implementation.  Build it with
 * -DUSE_CACHE under the compiler's padding switch on and off (and without
 * -DUSE_CACHE as the baseline), for TYPE float and -DTYPE=double.
 *
 * Four loop nests over an N x N array, each a gang loop over a vector loop (the
 * vector loop goes to threadIdx.x, and a block's cache is a 2-D tile):
 *   transpose-XY: gang loop j, vector loop i: out[j][i] = in[i][j], cache(in[i:1][j:1]);
 *                 the tile's FIRST index follows threadIdx.x: a warp reads a column
 *                 of it, stride = row pitch (a power of two unpadded: the classic
 *                 transpose bank conflict);
 *   transpose-YX: the same copy with the loops the other way round (i outer):
 *                 the tile is read along rows, the global writes are strided;
 *   stencil5-XY:  5-point average of in[i+-1][j], in[i][j+-1], cache(in[i-1:3][j-1:3]),
 *                 gang loop j, vector loop i: a tile with a halo read down its columns;
 *   stencil5-YX:  the same with i outer.
 *
 * usage: smem_acc [N [LAUNCHES [TRIALS]]]     defaults 4096 20 3
 * prints TIME_MS <ms for LAUNCHES launches> <nest>, CHECK and VERIFY (every
 * output of every nest against the CPU).
 */
#include "common.h"

#ifndef TYPE
#define TYPE float
#endif
#define USAGE "smem_acc [N [LAUNCHES [TRIALS]]]  (N >= 3)"

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

static void transpose_xy(int n, TYPE in[n][n], TYPE out[n][n])
{
#pragma acc parallel loop gang present(in[0:n][0:n], out[0:n][0:n])
    for (int j = 0; j < n; j++) {
#pragma acc loop vector
        for (int i = 0; i < n; i++) {
#ifdef USE_CACHE
#pragma acc cache(in[i:1][j:1])
#endif
            out[j][i] = in[i][j];
        }
    }
}

static void transpose_yx(int n, TYPE in[n][n], TYPE out[n][n])
{
#pragma acc parallel loop gang present(in[0:n][0:n], out[0:n][0:n])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
        for (int j = 0; j < n; j++) {
#ifdef USE_CACHE
#pragma acc cache(in[i:1][j:1])
#endif
            out[j][i] = in[i][j];
        }
    }
}

static void stencil5_xy(int n, TYPE in[n][n], TYPE out[n][n])
{
#pragma acc parallel loop gang present(in[0:n][0:n], out[0:n][0:n])
    for (int j = 1; j < n - 1; j++) {
#pragma acc loop vector
        for (int i = 1; i < n - 1; i++) {
#ifdef USE_CACHE
#pragma acc cache(in[i - 1:3][j - 1:3])
#endif
            out[i][j] = (TYPE)0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] +
                                     in[i][j + 1]);
        }
    }
}

static void stencil5_yx(int n, TYPE in[n][n], TYPE out[n][n])
{
#pragma acc parallel loop gang present(in[0:n][0:n], out[0:n][0:n])
    for (int i = 1; i < n - 1; i++) {
#pragma acc loop vector
        for (int j = 1; j < n - 1; j++) {
#ifdef USE_CACHE
#pragma acc cache(in[i - 1:3][j - 1:3])
#endif
            out[i][j] = (TYPE)0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] +
                                     in[i][j + 1]);
        }
    }
}

typedef void (*nest_fn)(int n, TYPE in[n][n], TYPE out[n][n]);

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 4096, USAGE);
    int launches = (int)arg_long(argc, argv, 2, 20, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < 3 || launches < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    TYPE (*in)[n] = malloc(sizeof(TYPE[n][n]));
    TYPE (*out)[n] = malloc(sizeof(TYPE[n][n]));
    if (!in || !out) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            in[i][j] = (TYPE)urand((unsigned)(i * n + j), 7);
    printf("BENCH smem_acc %d x %d, %s, %d launches per trial%s\n", n, n,
           sizeof(TYPE) == 8 ? "double" : "float", launches,
#ifdef USE_CACHE
           ", cache directive"
#else
           ", no cache directive"
#endif
    );
    warm_up();

    static const char *names[4] = {"transpose-XY", "transpose-YX", "stencil5-XY", "stencil5-YX"};
    long bad = 0, checked = 0;
    double worst = 0.0, check = 0.0;
#pragma acc data copyin(in[0:n][0:n]) create(out[0:n][0:n])
    for (int nest = 0; nest < 4; nest++) {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int l = 0; l < launches; l++) {
                if (nest == 0)
                    transpose_xy(n, in, out);
                else if (nest == 1)
                    transpose_yx(n, in, out);
                else if (nest == 2)
                    stencil5_xy(n, in, out);
                else
                    stencil5_yx(n, in, out);
            }
#pragma acc wait
            print_time(now_ms() - t0, names[nest]);
        }
#pragma acc update self(out[0:n][0:n])
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                int edge = i == 0 || j == 0 || i == n - 1 || j == n - 1;
                double want, got;
                if (nest < 2) {
                    want = in[i][j];
                    got = out[j][i];
                } else if (edge) {
                    continue;   // not written by the stencils
                } else {
                    want = 0.2 * ((double)in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] +
                                  in[i][j + 1]);
                    got = out[i][j];
                }
                double e = rel_err(got, want, 0.0);
                worst = e > worst ? e : worst;
                bad += e > 1e-5;
                checked++;
                check += got * check_weight((size_t)i * n + j + nest);
            }
    }
    print_check(check);
    int rc = verdict(bad, checked, worst, 1e-5, "every output of the four nests");
    free(in);
    free(out);
    return rc;
}
