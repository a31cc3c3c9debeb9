// GEMM timing: the papers' tiled cache version; -DNOCACHE drops the directive.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#ifndef N
#define N 2048
#endif
#define T 16
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static float A[N][N], B[N][N], C[N][N];
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { A[i][j] = (float)((i + j) % 7) - 3; B[i][j] = (float)((i * 3 + j) % 5) - 2; }
    double best = 1e30;
#pragma acc data copyin(A, B) copyout(C)
    for (int r = 0; r < 4; r++) {
        double t0 = now();
#pragma acc parallel loop present(A, B, C)
        for (int i = 0; i < N; i++) {
#pragma acc loop
            for (int j = 0; j < N; j++) {
                float sum = 0.0f;
                for (int kk = 0; kk < N; kk += T) {
#ifndef NOCACHE
#pragma acc cache(A[i:1][kk:T], B[kk:T][j:1])
#endif
                    {
                        for (int k = 0; k < T; k++)
                            sum += A[i][kk + k] * B[kk + k][j];
                    }
                }
                C[i][j] = sum;
            }
        }
        double t = now() - t0;
        if (r > 0 && t < best) best = t;
    }
    double s = 0; for (int i = 0; i < N; i += 97) s += C[i][(i * 7) % N];
    printf("gemm N=%d: %.3f ms %.1f GFLOP/s check=%.1f\n", N, best * 1e3, 2.0 * N * N * N / best * 1e-9, s);
    return 0;
}
