/* Dynamic multidimensional arrays: `double **a` with a row allocated for each pointer,
 * mapped as `a[0:n][0:m]`. The device gets an array of device pointers, each attached to
 * its row's device copy; the host's pointers are never overwritten. Covers copy, copyin
 * of a row section that does not start at 0, data + present, update self of the rows,
 * enter/exit data, one row by its index, and an array of pointers declared as one.
 * opencl-error is checked by the corpus: OpenCL 1.2 kernels cannot follow pointers. */
// opencl-error: points to pointers, which OpenCL kernels cannot follow
#include <stdio.h>
#include <stdlib.h>

#define N 48
#define M 37

int main(void)
{
    double **a = malloc(N * sizeof *a);
    double **b = malloc(N * sizeof *b);
    for (int i = 0; i < N; i++) {
        a[i] = malloc(M * sizeof **a);
        b[i] = malloc(M * sizeof **b);
        for (int j = 0; j < M; j++) {
            a[i][j] = i * 100 + j;
            b[i][j] = (i + j) % 5;
        }
    }
    double **keep = malloc(N * sizeof *keep);
    for (int i = 0; i < N; i++)
        keep[i] = a[i];

    /* every element, and a row section starting at 1 (columns 0 and M-1 stay on the host) */
#pragma acc parallel loop collapse(2) copy(a[0:N][0:M]) copyin(b[0:N][1:M - 2])
    for (int i = 0; i < N; i++)
        for (int j = 1; j < M - 1; j++)
            a[i][j] += 2 * b[i][j];

    /* a data region: the rows stay present over two constructs, then come back */
    long before = 0;
#pragma acc data copy(a[0:N][0:M])
    {
#pragma acc parallel loop present(a[0:N][0:M])
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                a[i][j] = -a[i][j];
#pragma acc update self(a[0:N][0:M])
        for (int i = 0; i < N; i++)
            before += (long)a[i][1];
#pragma acc parallel loop present(a[0:N][0:M])
        for (int i = 0; i < N; i++)
            a[i][M - 1] *= 3;
    }

    /* enter / exit data, and an array of pointers */
    float *rows[4];
    for (int r = 0; r < 4; r++) {
        rows[r] = malloc(16 * sizeof(float));
        for (int k = 0; k < 16; k++)
            rows[r][k] = r + k;
    }
#pragma acc enter data copyin(rows[0:4][0:16])
#pragma acc parallel loop gang present(rows[0:4][0:16])
    for (int r = 0; r < 4; r++) {
#pragma acc loop vector
        for (int k = 0; k < 16; k++)
            rows[r][k] *= 0.5f;
    }
    /* one row named by its pointer's index: the kernel still reaches it through the
     * array of pointers */
#pragma acc parallel loop present(rows[2][0:16])
    for (int k = 0; k < 16; k++)
        rows[2][k] += 100;
#pragma acc exit data copyout(rows[0:4][0:16])

    long sum = 0;
    int pointers_kept = 1;
    for (int i = 0; i < N; i++) {
        pointers_kept &= a[i] == keep[i];
        for (int j = 0; j < M; j++)
            sum += (long)a[i][j];
    }
    double fsum = 0;
    for (int r = 0; r < 4; r++)
        for (int k = 0; k < 16; k++)
            fsum += rows[r][k];
    printf("sum %ld before %ld corner %.0f %.0f %.0f\n", sum, before, a[0][1], a[3][5], a[N - 1][M - 1]);
    printf("rows %.1f pointers kept %d\n", fsum, pointers_kept);
    return 0;
}
