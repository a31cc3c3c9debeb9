// Stencils across the rows of collapse(2) nests long enough for the GPU back ends' column
// strips, where the CUDA strips kernel prefetches, down its row walk, the lines it will
// first touch two rows later (-Minfo says which reads): a 5-point stencil on a flattened
// pointer with a max-reduction, the walk going up (outer step -1) and by 2, a pointer to a
// variable-length array, a leading read under a condition (asked for through a certain
// read three rows on) beside an array read once per element, subscripts through a local
// variable; and the nests that get none: a copy (no reuse across rows), a subscript that
// is not affine, and a body that calls a function. Every value is an integer, so each target's answer is exact.
#include <stdio.h>
#include <stdlib.h>

#define N 130
#define M 700

static int up[N][M];
static int by2[N][M];

static long total_of(int n, int m, const int *p)
{
    long s = 0;
    for (int k = 0; k < n * m; k++)
        s += (long)p[k] * (k % 13 + 1);
    return s;
}

#pragma acc routine seq
static int twice(int x)
{
    return 2 * x;
}

// A pointer to a variable-length array: the kernel flattens its subscripts.
static void smooth(int n, int m, int (*restrict out)[m], const int (*in)[m])
{
#pragma acc parallel loop collapse(2) copyin(in[0:n]) copyout(out[1:n - 2])
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            out[j][i] = in[j - 1][i] + 2 * in[j][i] + in[j + 1][i];
}

int main(void)
{
    int n = N, m = M;
    int *restrict a = malloc(sizeof(int) * n * m);
    int *restrict b = malloc(sizeof(int) * n * m);
    int *restrict w = malloc(sizeof(int) * n * m);
    int (*vla_out)[M] = malloc(sizeof(int[N][M]));
    for (int k = 0; k < n * m; k++) {
        a[k] = (k * 37 + k / m * 11) % 101;
        b[k] = 0;
        w[k] = k % 17 - 8;
    }

    // Jacobi's shape: the read one row down leads.
    int biggest = 0;
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copy(b[0:n * m]) reduction(max:biggest)
    for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < m - 1; i++) {
            b[j * m + i] = a[j * m + i + 1] + a[j * m + i - 1] + a[(j - 1) * m + i] + a[(j + 1) * m + i];
            int change = b[j * m + i] - 4 * a[j * m + i];
            if (change > biggest)
                biggest = change;
        }
    printf("5-point: %ld, max change %d\n", total_of(n, m, b), biggest);

    // The walk going up: the read one row up leads.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m])
    for (int j = n - 2; j >= 1; j--)
        for (int i = 0; i < m; i++)
            up[j][i] = a[(j - 1) * m + i] - a[(j + 1) * m + i] + j;
    // Every other row: the reads two rows apart, the leading one two rows down.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m])
    for (int j = 2; j < n - 2; j += 2)
        for (int i = 0; i < m; i++)
            by2[j][i] = a[(j - 2) * m + i] + a[(j + 2) * m + i] - a[j * m + i];
    printf("up: %ld, every other row: %ld\n", total_of(n, m, &up[0][0]), total_of(n, m, &by2[0][0]));

    smooth(n, m, vla_out, (const int (*)[M])a);
    long s = 0;
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            s += (long)vla_out[j][i] * (i % 7 + j % 3);
    printf("variable-length rows: %ld\n", s);

    // No prefetch: a copy reads each element once.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copyout(b[0:n * m])
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] = a[j * m + i];
    // The leading read under a condition (hotspot's edges): its row is asked for through
    // the certain read of the same column three rows on; w, read once per element beside
    // it, two rows on.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m], w[0:n * m]) copy(b[0:n * m])
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            int below = j < n - 1 ? a[(j + 1) * m + i] : 0;
            b[j * m + i] += below - a[j * m + i] + w[j * m + i];
        }
    // Subscripts through a local variable, declared again in the prefetch.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copy(b[0:n * m])
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++) {
            int k = j * m + i;
            b[k] += a[k - m] + a[k + m];
        }
    // No prefetch: a subscript that is not affine.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copy(b[0:n * m])
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] += a[(j - 1) * m + i] - a[(j + 1) * m + i % 5];
    // No prefetch: the body calls a function (which could change what a subscript names).
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copy(b[0:n * m])
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] += twice(a[(j - 1) * m + i]) - a[(j + 1) * m + i];
    printf("copy, edges, local subscripts, not affine, call: %ld\n", total_of(n, m, b));
    free(a);
    free(b);
    free(w);
    free(vla_out);
    return 0;
}
