// Arrays a kernel only reads, seen through non-const pointers the device code forms:
// a local `float *` set to the array, pointer arithmetic on it (`w + k` into a
// pointer variable, also under `?:`), the array and `&w[i]` handed to routines
// whose parameter is `float *`, a row of a 2-D array into a `float *`. C allows
// them all (the arrays are not const); a kernel parameter of the device compiler's
// read-only kind must still accept them. Plain element reads of another array, and
// an explicit cast `(float *)plain`, keep the read-only kind.
#include <stdio.h>

#define N 64
#define M 4

static float w[N];
static float grid[N][M];
static float plain[N];

#pragma acc routine seq
static float second_of(float *p)
{
    return p[1];
}

#pragma acc routine seq
static float first_of(float *p)
{
    return *p;
}

int main(void)
{
    float a[N], b[N], c[N], d[N], e[N], f[N];
    for (int i = 0; i < N; i++) {
        w[i] = (float)(i + 1);
        plain[i] = (float)(2 * i);
        for (int j = 0; j < M; j++)
            grid[i][j] = (float)(i * M + j);
    }

    // A local non-const pointer to the array, and pointer arithmetic on it.
#pragma acc parallel loop copyin(w, plain) copyout(a, b)
    for (int i = 0; i < N; i++) {
        float *s = w;
        float *t = w + i;
        a[i] = s[i] * 2.0f + plain[i];
        b[i] = *t + (i > 0 ? *(t - 1) : 0.0f);
    }

    // The array and an element's address passed to routines taking `float *`.
#pragma acc data copyin(w)
    {
#pragma acc parallel loop present(w) copyout(c)
        for (int i = 0; i < N - 1; i++)
            c[i] = second_of(&w[i]) + first_of(w);
    }
    c[N - 1] = 0.0f;

    // A row of a 2-D array as a `float *`, pointer arithmetic on the array in a
    // condition's operand, a cast.
#pragma acc parallel loop copyin(grid, w, plain) copyout(d, e, f)
    for (int i = 0; i < N; i++) {
        float *row = grid[i];
        float *at = (i % 2 ? w + i : &w[i]);
        float *cast = (float *)plain;
        d[i] = row[0] + row[M - 1];
        e[i] = *at;
        f[i] = cast[i] + plain[i];
    }

    long sa = 0, sb = 0, sc = 0, sd = 0, se = 0, sf = 0;
    for (int i = 0; i < N; i++) {
        sa += (long)a[i];
        sb += (long)b[i];
        sc += (long)c[i];
        sd += (long)d[i];
        se += (long)e[i];
        sf += (long)f[i];
    }
    printf("local pointer: %ld, arithmetic: %ld\n", sa, sb);
    printf("routine arguments: %ld\n", sc);
    printf("row: %ld, conditional: %ld, cast: %ld\n", sd, se, sf);
    printf("a[5]=%g b[5]=%g c[5]=%g d[5]=%g e[5]=%g f[5]=%g\n", a[5], b[5], c[5], d[5], e[5], f[5]);
    return 0;
}
