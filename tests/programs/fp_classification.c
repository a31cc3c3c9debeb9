// <math.h>'s classification and comparison macros (isnan, isinf, isfinite, isnormal,
// signbit, fpclassify, isgreater, isless, isunordered…) and constants (INFINITY, NAN,
// HUGE_VAL, HUGE_VALF) inside compute regions and a `routine seq`, on float and double
// values of every class: zeros of both signs, normal, subnormal, infinite, NaN. The headers
// spell them as compiler built-ins (`isinf(x)` is `__builtin_isinf_sign (x)`, which gives
// the sign); the argument's type decides (a double subnormal as float is zero).
#include <float.h>
#include <math.h>
#include <stdio.h>

#define N 10

#pragma acc routine seq
static int classify(double x)
{
    return fpclassify(x) * 10 + (signbit(x) != 0);
}

int main(void)
{
    double d[N] = {0.0, -0.0, 1.5, -2.5, 1e-310, -4e-320, DBL_MAX, 0, 0, 0};
    float f[N] = {0.0f, -0.0f, 1.5f, -2.5f, 1e-40f, -4e-44f, FLT_MAX, 0, 0, 0};
    d[7] = HUGE_VAL;
    d[8] = -INFINITY;
    d[9] = NAN;
    f[7] = HUGE_VALF;
    f[8] = -INFINITY;
    f[9] = -NAN;
    int dc[N][8], fc[N][8], mixed[N][4], routine[N];
    double made[N];

#pragma acc parallel loop copyin(d, f) copyout(dc, fc, mixed, routine, made)
    for (int i = 0; i < N; i++) {
        double x = d[i];
        float y = f[i];
        dc[i][0] = isnan(x) != 0;
        dc[i][1] = isinf(x);
        dc[i][2] = isfinite(x) != 0;
        dc[i][3] = isnormal(x) != 0;
        dc[i][4] = signbit(x) != 0;
        dc[i][5] = fpclassify(x);
        dc[i][6] = (isgreater(x, 1.0) != 0) + 2 * (isless(x, 1.0) != 0) + 4 * (isunordered(x, 1.0) != 0);
        dc[i][7] = (isgreaterequal(x, 1.5) != 0) + 2 * (islessequal(x, 1.5) != 0) + 4 * (islessgreater(x, 0.0) != 0);
        fc[i][0] = isnan(y) != 0;
        fc[i][1] = isinf(y);
        fc[i][2] = isfinite(y) != 0;
        fc[i][3] = isnormal(y) != 0;
        fc[i][4] = signbit(y) != 0;
        fc[i][5] = fpclassify(y);
        fc[i][6] = (isgreater(y, 1.0f) != 0) + 2 * (isless(y, 1.0f) != 0) + 4 * (isunordered(y, 1.0f) != 0);
        fc[i][7] = (isgreaterequal(y, 1.5f) != 0) + 2 * (islessequal(y, 1.5f) != 0) + 4 * (islessgreater(y, 0.0f) != 0);
        // the argument's own type: a double value narrowed, float arithmetic, a product
        mixed[i][0] = fpclassify((float)x);
        mixed[i][1] = fpclassify(y * 0.5f);
        mixed[i][2] = isnan(x * 0.0) != 0;
        mixed[i][3] = isinf(sqrtf(y)) + 2 * (isnan(sqrt(x)) != 0);
        routine[i] = classify(x);
        made[i] = i % 3 == 0 ? HUGE_VAL : i % 3 == 1 ? -(double)HUGE_VALF : NAN;
    }

    printf("FP_NAN=%d FP_INFINITE=%d FP_ZERO=%d FP_SUBNORMAL=%d FP_NORMAL=%d\n", FP_NAN,
           FP_INFINITE, FP_ZERO, FP_SUBNORMAL, FP_NORMAL);
    for (int i = 0; i < N; i++) {
        printf("%2d double:", i);
        for (int k = 0; k < 8; k++)
            printf(" %d", dc[i][k]);
        printf("  float:");
        for (int k = 0; k < 8; k++)
            printf(" %d", fc[i][k]);
        printf("  mixed: %d %d %d %d  routine: %d  made: %s\n", mixed[i][0], mixed[i][1],
               mixed[i][2], mixed[i][3], routine[i],
               isnan(made[i]) ? "nan" : made[i] > 0 ? "+inf" : "-inf");
    }
    return 0;
}
