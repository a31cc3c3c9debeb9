// Per-region cost of a tiny queued compute region (the host side of accc's launch path):
// 20000 `parallel loop present(...) async(1)` regions over 128 floats, then one wait.
// usage: queued_region_cost [N [STEPS]]   (accc --target=cuda -O2 queued_region_cost.c)
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec * 1e-6; }
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 128, steps = (argc > 2 ? atoi(argv[2]) : 20000);
    float *x = malloc(n * sizeof(float)), *y = malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) x[i] = y[i] = (float)i;
#pragma acc data copy(x[0:n], y[0:n])
    {
        for (int r = 0; r < 3; r++) {
            double t0 = now_ms();
            for (int s = 0; s < steps; s++) {
#pragma acc parallel loop present(x[0:n]) async(1)
                for (int i = 0; i < n; i++) x[i] += 1.0f;
            }
#pragma acc wait(1)
            double t1 = now_ms();
            for (int s = 0; s < steps; s++) {
#pragma acc parallel loop present(x[0:n], y[0:n]) async(1)
                for (int i = 0; i < n; i++) x[i] += y[i];
            }
#pragma acc wait(1)
            double t2 = now_ms();
            printf("one array %.3f us/step, two arrays %.3f us/step\n", (t1 - t0) * 1e3 / steps, (t2 - t1) * 1e3 / steps);
        }
    }
    printf("x[1] = %f\n", x[1]);
    return 0;
}
