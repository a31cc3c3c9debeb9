// A float dot product of non-integer data: the result depends on the
// summation order, so it is compared with a double-precision host
// reference within a relative tolerance, and only PASS/FAIL is printed.
#include <math.h>
#include <stdio.h>

#define N 200000

int main(void)
{
    static float x[N], y[N];
    for (int i = 0; i < N; i++) {
        x[i] = sinf((float)i * 0.001f);
        y[i] = cosf((float)i * 0.0007f) + 0.1f;
    }

    float dot = 0.0f;
    double ddot = 0.0;
#pragma acc parallel loop reduction(+:dot) copyin(x, y)
    for (int i = 0; i < N; i++)
        dot += x[i] * y[i];

#pragma acc parallel loop reduction(+:ddot) copyin(x, y)
    for (int i = 0; i < N; i++)
        ddot += (double)x[i] * (double)y[i];

    double ref = 0.0;
    for (int i = 0; i < N; i++)
        ref += (double)x[i] * (double)y[i];

    double rel_f = fabs((double)dot - ref) / fabs(ref);
    double rel_d = fabs(ddot - ref) / fabs(ref);
    printf("float dot within 1e-3: %s\n", rel_f < 1e-3 ? "PASS" : "FAIL");
    printf("double dot within 1e-12: %s\n", rel_d < 1e-12 ? "PASS" : "FAIL");
    printf("reference rounded: %.0f\n", ref);
    return 0;
}
