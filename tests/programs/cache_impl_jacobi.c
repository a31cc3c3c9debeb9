// Jacobi 3x3 with the cache directive in the papers' notation: the row loop is a gang
// loop, the column loop a vector loop, and each iteration caches its 3x3 neighbourhood
// (shared by the block along j). The grid size is not a multiple of the block size.
#include <stdio.h>

#define N 203
#define SWEEPS 3

int main(void)
{
    static float a[N][N], b[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (float)((i * 7 + j * 13) % 23);
            b[i][j] = a[i][j];
        }
#pragma acc data copy(a, b)
    for (int s = 0; s < SWEEPS; s++) {
#pragma acc parallel loop present(a, b)
        for (int i = 1; i < N - 1; i++) {
#pragma acc loop
            for (int j = 1; j < N - 1; j++) {
#pragma acc cache(a[i - 1:3][j - 1:3])
                {
                    float sum = 0.0f;
                    for (int di = -1; di <= 1; di++)
                        for (int dj = -1; dj <= 1; dj++)
                            sum += a[i + di][j + dj];
                    b[i][j] = sum / 9.0f;
                }
            }
        }
#pragma acc parallel loop collapse(2) present(a, b)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                a[i][j] = b[i][j];
    }
    double total = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            total += a[i][j] * ((i + 2 * j) % 5);
    printf("jacobi: total=%.3f a[1][1]=%.4f a[100][57]=%.4f\n", total, a[1][1], a[100][57]);
    return 0;
}
