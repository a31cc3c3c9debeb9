#include <stdio.h>
#include <time.h>
#ifndef N
#define N 4096
#endif
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static float a[N][N], b[N][N];
int main(void)
{
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = (float)((i * 7 + j) % 13); b[i][j] = a[i][j]; }
    double best = 1e30;
#pragma acc data copy(a, b)
    for (int r = 0; r < 6; r++) {
        double t0 = now();
#pragma acc parallel loop present(a, b)
        for (int i = 1; i < N - 1; i++) {
#pragma acc loop
            for (int j = 1; j < N - 1; j++) {
#ifndef NOCACHE
#pragma acc cache(a[i - 1:3][j - 1:3])
#endif
                {
                    b[i][j] = (a[i-1][j-1] + a[i-1][j] + a[i-1][j+1] + a[i][j-1] + a[i][j] + a[i][j+1] + a[i+1][j-1] + a[i+1][j] + a[i+1][j+1]) / 9.0f;
                }
            }
        }
        double t = now() - t0;
        if (r > 0 && t < best) best = t;
    }
    printf("jacobi N=%d: %.3f ms check=%.3f\n", N, best * 1e3, b[N / 2][N / 3] + b[7][9]);
    return 0;
}
