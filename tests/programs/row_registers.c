// Stencils across the rows of collapse(2) nests long enough for the GPU back ends' column
// strips, with enough rows that each block walks several: the strips kernel keeps in
// registers what a read took for the rows after it (-Minfo: "Keeping in registers ...").
// A 9-point stencil of doubles on a 2-D array (three chains of reads, one per column
// offset), rows two either side (a chain of five), the walk going up, subscripts through a
// local variable with one read of the chain also made under a condition, and two arrays
// side by side; then a nest that must keep its loads: the leading read under a condition.
// Every value is an integer or a dyadic fraction,
// so each target's answer is exact.
#include <stdio.h>
#include <stdlib.h>

#define N 1500
#define M 600

static double g[N][M], h[N][M];

static long total_of(int n, int m, const int *p)
{
    long s = 0;
    for (int k = 0; k < n * m; k++)
        s += (long)p[k] * (k % 13 + 1);
    return s;
}

static double total_of_doubles(const double (*p)[M])
{
    double s = 0;
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++)
            s += p[j][i] * (double)((j + i) % 7 + 1);
    return s;
}

int main(void)
{
    int n = N, m = M;
    int *restrict a = malloc(sizeof(int) * n * m);
    int *restrict c = malloc(sizeof(int) * n * m);
    int *restrict b = malloc(sizeof(int) * n * m);
    for (int k = 0; k < n * m; k++) {
        a[k] = (k * 37 + k / m * 11) % 101;
        c[k] = (k * 13) % 29 - 14;
        b[k] = 0;
    }
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            g[j][i] = (double)((j * 7 + i * 3) % 64) / 8.0;

    // 9 points: each column offset is a chain of three rows.
    // (copy, not copyout: the edge columns are not written, and a copyout would bring back
    // whatever the device memory held there.)
#pragma acc parallel loop collapse(2) copyin(g) copy(h[1:N - 2][0:M])
    for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < m - 1; i++)
            h[j][i] = 0.125 * (g[j - 1][i - 1] + g[j - 1][i] + g[j - 1][i + 1] + g[j][i - 1]
                               + g[j][i + 1] + g[j + 1][i - 1] + g[j + 1][i] + g[j + 1][i + 1])
                      - g[j][i];
    printf("9-point: %.6f\n", total_of_doubles((const double (*)[M])h));

    // Two rows either side: one chain of five.
    // (copy: the first and last two rows of b keep their zeros.)
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copy(b[0:n * m])
    for (int j = 2; j < n - 2; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] = a[(j - 2) * m + i] - 2 * a[(j - 1) * m + i] + 3 * a[j * m + i]
                           - 4 * a[(j + 1) * m + i] + 5 * a[(j + 2) * m + i];
    printf("radius 2: %ld\n", total_of(n, m, b));

    // The walk going up (outer step -1): the read one row up leads.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copy(b[0:n * m])
    for (int j = n - 2; j >= 1; j--)
        for (int i = 0; i < m; i++)
            b[j * m + i] += a[(j + 1) * m + i] - 3 * a[j * m + i] + 7 * a[(j - 1) * m + i];
    printf("up: %ld\n", total_of(n, m, b));

    // Subscripts through a local; the row above is also read under a condition, which
    // takes the same register.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copy(b[0:n * m])
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++) {
            int k = j * m + i;
            int north = a[k - m];
            b[k] = north + 2 * a[k] + a[k + m] + (i % 3 == 0 ? a[k - m] : -1);
        }
    // Two arrays, each its own chain.
#pragma acc parallel loop collapse(2) copyin(a[0:n * m], c[0:n * m]) copy(b[0:n * m])
    for (int j = 1; j < n - 1; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] += a[(j - 1) * m + i] * c[(j + 1) * m + i] - a[j * m + i] * c[j * m + i]
                            + a[(j + 1) * m + i];
    printf("local subscripts, two arrays: %ld\n", total_of(n, m, b));

    // The load kept: the leading read under a condition (it must not be read at the last
    // row).
#pragma acc parallel loop collapse(2) copyin(a[0:n * m]) copy(b[0:n * m])
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            b[j * m + i] += (j < n - 1 ? a[(j + 1) * m + i] : 0) - a[j * m + i];
    printf("conditional leading read: %ld\n", total_of(n, m, b));
    free(a);
    free(b);
    free(c);
    return 0;
}
