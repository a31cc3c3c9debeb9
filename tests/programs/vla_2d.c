// 2-D arrays through pointers to variable-length arrays, float (*A)[n],
// allocated with one malloc, passed to functions as float A[rows][cols],
// and moved with 2-D array sections.
#include <stdio.h>
#include <stdlib.h>

static void init(int rows, int cols, float A[rows][cols])
{
#pragma acc parallel loop collapse(2) copyout(A[0:rows][0:cols])
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            A[i][j] = (float)(i - j);
}

static void transpose(int rows, int cols, float A[rows][cols], float B[cols][rows])
{
#pragma acc parallel loop gang copyin(A[0:rows][0:cols]) copyout(B[0:cols][0:rows])
    for (int j = 0; j < cols; j++) {
#pragma acc loop vector
        for (int i = 0; i < rows; i++)
            B[j][i] = A[i][j];
    }
}

int main(void)
{
    int n = 45, m = 70;
    float (*A)[m] = malloc(sizeof(float[n][m]));
    float (*B)[n] = malloc(sizeof(float[m][n]));

    init(n, m, A);
    transpose(n, m, A, B);

    // a 2-D region directly on the VLA pointer in main
#pragma acc parallel loop collapse(2) copy(B[0:m][0:n])
    for (int j = 0; j < m; j++)
        for (int i = 0; i < n; i++)
            B[j][i] = B[j][i] * 2.0f + 1.0f;

    double s = 0.0;
    int bad = 0;
    for (int j = 0; j < m; j++)
        for (int i = 0; i < n; i++) {
            s += B[j][i];
            if (B[j][i] != 2.0f * (float)(i - j) + 1.0f)
                bad++;
        }
    printf("B[69][44]=%.1f B[0][44]=%.1f sum=%.1f\n", B[m - 1][n - 1], B[0][n - 1], s);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    free(A);
    free(B);
    return 0;
}
