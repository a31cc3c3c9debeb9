/*
 * gemm.c -- C = A * B, N x N row-major single-precision matrices, the product
 * bench/sgemm computes (the same inputs, repetitions and CHECK as its hand-written
 * reference bench/sgemm/sgemm.cu), written as dissertation Appendix A.2's GEMM
 * (Listing A.4): rows i over gangs, columns j over the vector lanes of a gang, and
 * each (i, j) iteration walks k in slices of TILE = 16.  The variants differ only
 * in the directive at the top of each slice:
 *
 *   (nothing)     plain OpenACC: every iteration reads its row of A and column of B
 *                 from global memory (through the hardware caches);
 *   -DUSE_FCW     the fcw directive's FETCH_ONLY type on the slices the iteration
 *                 reads (Listing A.4 names `a[i:0:0:offsetj:0:0]` and reads outside
 *                 it; these are the ranges its loop reads):
 *                     #pragma acc fcw FETCH_ONLY(A[i:0:0][kk:0:TILE-1], B[kk:0:TILE-1][j:0:0])
 *                 the row's slice of A is the same for every iteration of a gang
 *                 (a range that does not depend on the thread), B's band moves with j;
 *   -DUSE_CACHE   the cache directive on the same slices (bench/cache/gemm.c's),
 *                     #pragma acc cache(A[i:1][kk:TILE], B[kk:TILE][j:1])
 *
 * The construct has vector_length(256) in every variant (fcw's communicating block
 * is the vector loop's size; accc runs the staged variants as 2-D tiles of a block's
 * rows and columns, as it does for the cache directive).
 *
 * usage: gemm [N [REPS [TRIALS]]]      defaults 2048 10 3; N a multiple of 16
 * Each trial computes the product REPS times (each repetition recomputes C), timed
 * with the wall clock inside the data region (TIME_MS).  CHECK is sgemm's
 * projection of C; VERIFY compares 256 sampled entries of C with a double-precision
 * CPU product (tolerance 1e-4, relative to the size of the summed terms).
 */
#include "../cache/common.h"

#if defined(USE_FCW) && defined(USE_CACHE)
#error "USE_FCW and USE_CACHE are two variants: define one of them"
#endif

#define TILE 16
#define USAGE "gemm [N [REPS [TRIALS]]]  (N a multiple of 16)"

#if defined(USE_FCW)
#define VARIANT "fcw FETCH_ONLY(A[i:0:0][kk:0:15], B[kk:0:15][j:0:0])"
#elif defined(USE_CACHE)
#define VARIANT "cache(A[i:1][kk:16], B[kk:16][j:1])"
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

static void gemm(int n, float A[n][n], float B[n][n], float C[n][n])
{
#pragma acc parallel loop gang vector_length(256) present(A[0:n][0:n], B[0:n][0:n], C[0:n][0:n])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
        for (int j = 0; j < n; j++) {
            float sum = 0.0f;
            for (int kk = 0; kk < n; kk += TILE) {
#if defined(USE_FCW)
#pragma acc fcw FETCH_ONLY(A[i:0:0][kk:0:TILE - 1], B[kk:0:TILE - 1][j:0:0])
#elif defined(USE_CACHE)
#pragma acc cache(A[i:1][kk:TILE], B[kk:TILE][j:1])
#endif
                for (int k = kk; k < kk + TILE; k++)
                    sum += A[i][k] * B[k][j];
            }
            C[i][j] = sum;
        }
    }
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 2048, USAGE);
    int reps = (int)arg_long(argc, argv, 2, 10, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < TILE || n % TILE != 0 || reps < 1 || trials < 1 || (double)n * n > 2147483647.0) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    float (*A)[n] = malloc(sizeof(float[n][n]));
    float (*B)[n] = malloc(sizeof(float[n][n]));
    float (*C)[n] = malloc(sizeof(float[n][n]));
    if (!A || !B || !C) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    /* sgemm's inputs: element k of the row-major matrices. */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            unsigned k = (unsigned)i * (unsigned)n + (unsigned)j;
            A[i][j] = urand(k, 1);
            B[i][j] = urand(k, 2);
            C[i][j] = -1.0f;
        }
    printf("BENCH gemm %d x %d x %d, %d products per trial, %s\n", n, n, n, reps, VARIANT);
    warm_up();

#pragma acc data copyin(A[0:n][0:n], B[0:n][0:n]) copy(C[0:n][0:n])
    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int r = 0; r < reps; r++)
                gemm(n, A, B, C);
            print_time(now_ms() - t0, NULL);
        }
    }

    double check = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            check += C[i][j] * check_weight((size_t)i * n + j);
    print_check(check);

    long bad = 0, checked = 0;
    double worst = 0.0;
    for (int s = 0; s < 256; s++) {
        int i = (int)(hash32(2 * s + 11) % (unsigned)n);
        int j = (int)(hash32(2 * s + 12) % (unsigned)n);
        double ref = 0.0, scale = 0.0;
        for (int k = 0; k < n; k++) {
            ref += (double)A[i][k] * B[k][j];
            scale += fabs((double)A[i][k] * B[k][j]);
        }
        double e = rel_err(C[i][j], ref, scale);
        worst = e > worst ? e : worst;
        bad += e > 1e-4;
        checked++;
    }
    int rc = verdict(bad, checked, worst, 1e-4, "256 sampled entries of C");
    free(A);
    free(B);
    free(C);
    return rc;
}
