/*
 * gemm.c -- C = A * B (N x N, row major, single precision), the papers' GEMM
 * test case, in OpenACC.  Rows i are spread over gangs and columns j over the
 * vector lanes of a gang; each (i, j) iteration walks k in slices of TILE = 16.  Built with -DUSE_CACHE, the top of each
 * slice names what the iteration reads of it:
 *
 *     #pragma acc cache(A[i:1][kk:TILE], B[kk:TILE][j:1])
 *
 * which an implementation that shares the cache over a 16 x 16 block of
 * iterations turns into a 16 x 16 tile of each input in shared memory per
 * slice (the hand-written equivalent is gemm.cu).  Without -DUSE_CACHE it is
 * the plain OpenACC baseline: the same loops, no directive.
 *
 * usage: gemm [N [REPS [TRIALS]]]      defaults 2048 5 3; N a multiple of 16
 * prints one TIME_MS per trial (REPS products each), CHECK (projection of C)
 * and VERIFY (256 sampled entries against a double-precision CPU product).
 */
#include "common.h"

/* -DFIXED_N=size makes the loop bounds of the compute regions compile-time
 * constants, so that a compiler can prove the trip counts are multiples of its
 * block size (the "fixed" sharing width of the dissertation needs that); the
 * program then accepts only that size. */
#ifdef FIXED_N
#define LOOP_N FIXED_N
#else
#define LOOP_N n
#endif

#define TILE 16
#define USAGE "gemm [N [REPS [TRIALS]]]  (N a multiple of 16)"

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
#pragma acc parallel loop gang present(A[0:n][0:n], B[0:n][0:n], C[0:n][0:n])
    for (int i = 0; i < LOOP_N; i++) {
#pragma acc loop vector
        for (int j = 0; j < LOOP_N; j++) {
            float sum = 0.0f;
            for (int kk = 0; kk < LOOP_N; kk += TILE) {
#ifdef USE_CACHE
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
    int reps = (int)arg_long(argc, argv, 2, 5, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
#ifdef FIXED_N
    if (n != FIXED_N) {
        fprintf(stderr, "this gemm was built for N = %d only\n", FIXED_N);
        return 2;
    }
#endif
    if (n < TILE || n % TILE != 0 || reps < 1 || trials < 1) {
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
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            A[i][j] = urand((unsigned)(i * n + j), 1) - 0.5f;
            B[i][j] = urand((unsigned)(i * n + j), 2) - 0.5f;
            C[i][j] = -1.0f;
        }
    printf("BENCH gemm %d x %d x %d, %d products per trial%s\n", n, n, n, reps,
#ifdef USE_CACHE
           ", cache directive"
#else
           ", no cache directive"
#endif
    );
    warm_up();

#pragma acc data copyin(A[0:n][0:n], B[0:n][0:n]) copy(C[0:n][0:n])
    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int r = 0; r < reps; r++)
                gemm(n, A, B, C);
#pragma acc wait
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
        double e = rel_err(C[i][j], ref, scale / sqrt((double)n));
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
