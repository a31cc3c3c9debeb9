#include <stdio.h>
#include <time.h>
#ifndef LEN
#define LEN (1 << 24)
#endif
#define R 30
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static float a[LEN], b[LEN];
int main(void)
{
    for (int i = 0; i < LEN; i++) a[i] = (float)(i % 17);
    double best = 1e30;
#pragma acc data copyin(a) copyout(b)
    for (int r = 0; r < 6; r++) {
        double t0 = now();
#pragma acc parallel loop present(a, b)
        for (int i = R; i < LEN - R; i++) {
            float sum = 0;
#ifndef NOCACHE
#pragma acc cache(a[i - R:2 * R + 1])
#endif
            for (int j = i - R; j <= i + R; j++)
                sum += a[j];
            b[i] = sum / (2 * R + 1);
        }
        double t = now() - t0;
        if (r > 0 && t < best) best = t;
    }
    printf("stencil1d LEN=%d R=%d: %.3f ms check=%.3f\n", LEN, R, best * 1e3, b[LEN / 2] + b[R]);
    return 0;
}
