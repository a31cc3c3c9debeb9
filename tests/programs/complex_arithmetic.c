/* C99 `_Complex` in compute regions: `double _Complex` and `float _Complex` arrays,
   locals and a firstprivate scalar; `+ - * /` with complex and real operands (on either
   side), compound assignment, unary minus, `==`/`!=`, casts between complex and real
   types, `__real__`/`__imag__` read and assigned, `I` and `_Complex_I`, an imaginary
   constant, and `creal`, `cimag`, `conj`, `cabs`, `carg`, `cexp`, `csqrt` with their `f`
   versions; a `routine` taking and returning a complex value. The region computes what
   the host computes (the same statements, through one macro): exact values are compared
   exactly (parts that are small integers or halves), the transcendental ones to a
   tolerance. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define N 64

#pragma acc routine seq
static double _Complex rotate_twice(double _Complex z, double k)
{
    return conj(z * I) * k;
}

/* Everything element i computes: out[0..7] exact, near[0..3] approximate. */
#define COMPUTE(i)                                                                   \
    do {                                                                             \
        double _Complex z = a[i], w = 1.0 + (double)((i) % 3) * I;                   \
        float _Complex f = fa[i];                                                    \
        double _Complex q = (z * w + shift) / w; /* exact: w divides z * w */        \
        out[i][0] = q - z;                                                           \
        out[i][1] = 2.0 * z - z / 2.0 + 1 - (3 - z) + z * 0.5 * _Complex_I;          \
        double _Complex acc = z;                                                     \
        acc += 1.5;                                                                  \
        acc *= w;                                                                    \
        acc -= I;                                                                    \
        acc /= 2;                                                                    \
        out[i][2] = -acc;                                                            \
        float _Complex g = f * f - 2.0f * I;                                         \
        g += (float _Complex)z;                                                      \
        out[i][3] = g;                                                               \
        double _Complex parts = 0;                                                   \
        __real__ parts = __imag__ z;                                                 \
        __imag__ parts = creal(z) + cimagf(f) + (double)z;                           \
        out[i][4] = parts;                                                           \
        out[i][5] = (z == w) + 2 * (z != conj(z)) + 4 * (f == (float)(i % 5))         \
                    + 8 * (crealf(conjf(f)) == __real__ f) + 3.0i;                   \
        out[i][6] = csqrt(z * z) + csqrtf(f * f) + cabs(3.0 + 4.0 * I) * (int)(i % 2); \
        out[i][7] = rotate_twice(z, 2) + (double _Complex)(i % 4);                    \
        near[i][0] = cexp(z / 16.0);                                                 \
        near[i][1] = cexpf(f * 0.25f * I);                                           \
        near[i][2] = carg(z) + cargf(f) * I;                                         \
        near[i][3] = cabsf(f) + cabs(q) * I;                                         \
    } while (0)

int main(void)
{
    static double _Complex a[N], out[N][8], want[N][8], near[N][4], near_want[N][4];
    static float _Complex fa[N];
    for (int i = 0; i < N; i++) {
        a[i] = (i % 7 - 3) + (i % 5 - 2) * I;
        fa[i] = (float)(i % 5) - (float)(i % 4) * 0.5f * I;
    }
    double _Complex shift = 0.5 - 1.0 * I;
    #pragma acc parallel loop copyin(a, fa) copyout(out, near) firstprivate(shift)
    for (int i = 0; i < N; i++)
        COMPUTE(i);
    {
        double _Complex(*outp)[8] = out, (*nearp)[4] = near;
        double _Complex(*out)[8] = want, (*near)[4] = near_want;
        for (int i = 0; i < N; i++)
            COMPUTE(i);
        int exact = 0, close = 0;
        for (int i = 0; i < N; i++) {
            for (int k = 0; k < 8; k++)
                exact += outp[i][k] == want[i][k];
            for (int k = 0; k < 4; k++)
                close += cabs(nearp[i][k] - near_want[i][k]) <= 1e-5 * (1 + cabs(near_want[i][k]));
        }
        printf("exact %d/%d, close %d/%d\n", exact, N * 8, close, N * 4);
        for (int k = 0; k < 8; k++)
            printf("out[13][%d] = %g%+gi\n", k, creal(outp[13][k]), cimag(outp[13][k]));
    }
    return 0;
}
