// <math.h> functions inside compute regions.  Functions with exact results
// (sqrt of squares, fabs, floor, ceil, fmin, fmax, fmod, trunc, round,
// ldexp) are compared exactly; transcendental ones (sin, cos, exp, log, pow,
// tanh, atan2, and the float versions) against the host within a tolerance.
#include <math.h>
#include <stdio.h>

#define N 1000

int main(void)
{
    static double x[N], ex[N], tr[N];
    static float fx[N];
    for (int i = 0; i < N; i++) {
        x[i] = (double)i * 0.25 - 100.0;
        fx[i] = (float)i * 0.01f;
    }

#pragma acc parallel loop copyin(x, fx) copyout(ex, tr)
    for (int i = 0; i < N; i++) {
        double v = x[i];
        ex[i] = sqrt((double)(i * i)) + fabs(v) + floor(v) + ceil(v) + fmin(v, 1.0) + fmax(v, -1.0)
              + fmod(v, 3.0) + trunc(v) + round(v) + ldexp(v, 3);
        tr[i] = sin(v) + cos(v) + exp(v * 0.01) + log(fabs(v) + 1.0) + pow(fabs(v), 1.5)
              + tanh(v) + atan2(v, 3.0) + (double)(sinf(fx[i]) + expf(fx[i]) + sqrtf(fx[i]));
    }

    int exact_bad = 0, tol_bad = 0;
    double se = 0.0;
    for (int i = 0; i < N; i++) {
        double v = x[i];
        double e = sqrt((double)(i * i)) + fabs(v) + floor(v) + ceil(v) + fmin(v, 1.0) + fmax(v, -1.0)
                 + fmod(v, 3.0) + trunc(v) + round(v) + ldexp(v, 3);
        double t = sin(v) + cos(v) + exp(v * 0.01) + log(fabs(v) + 1.0) + pow(fabs(v), 1.5)
                 + tanh(v) + atan2(v, 3.0) + (double)(sinf(fx[i]) + expf(fx[i]) + sqrtf(fx[i]));
        if (e != ex[i])
            exact_bad++;
        if (fabs(t - tr[i]) > 1e-5 * (1.0 + fabs(t)))
            tol_bad++;
        se += ex[i];
    }
    printf("exact sum=%.2f exact mismatches=%d tolerance mismatches=%d\n", se, exact_bad, tol_bad);
    printf("%s\n", exact_bad == 0 && tol_bad == 0 ? "PASS" : "FAIL");
    return 0;
}
