// The program of the profiling tests (crates/driver/tests/profiling.rs): a data region
// around three launches, an async update with a wait, an update back, and a reduction.
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 4096;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < n; i++) {
        x[i] = i;
        y[i] = 1;
    }
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
        for (int it = 0; it < 3; it++) {
#pragma acc parallel loop
            for (int i = 0; i < n; i++)
                y[i] += 2.0f * x[i];
        }
#pragma acc update device(x[0:n]) async(1)
#pragma acc wait(1)
#pragma acc update self(y[0:n])
    }
    double s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(y[0:n])
    for (int i = 0; i < n; i++)
        s += y[i];
    printf("%.1f\n", s);
    free(x);
    free(y);
    return 0;
}
