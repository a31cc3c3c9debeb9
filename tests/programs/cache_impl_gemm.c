// Tiled matrix multiplication with the cache directive (the papers' GEMM): each step of
// the sequential kk loop caches a 1x16 strip of A and a 16x1 strip of B per iteration;
// the block shares them along both parallel loops (a 2-D tile). Neither matrix dimension
// is a multiple of the tile.
#include <stdio.h>

#define M 45
#define NC 70
#define K 96
#define T 16

int main(void)
{
    static float A[M][K], B[K][NC], C[M][NC];
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            A[i][k] = (float)((i + 2 * k) % 7) - 3.0f;
    for (int k = 0; k < K; k++)
        for (int j = 0; j < NC; j++)
            B[k][j] = (float)((3 * k + j) % 5) - 2.0f;
#pragma acc parallel loop copyin(A, B) copyout(C)
    for (int i = 0; i < M; i++) {
#pragma acc loop
        for (int j = 0; j < NC; j++) {
            float sum = 0.0f;
            for (int kk = 0; kk < K; kk += T) {
#pragma acc cache(A[i:1][kk:T], B[kk:T][j:1])
                {
                    for (int k = 0; k < T; k++)
                        sum += A[i][kk + k] * B[kk + k][j];
                }
            }
            C[i][j] = sum;
        }
    }
    double total = 0.0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < NC; j++)
            total += C[i][j] * ((i * 3 + j) % 4 + 1);
    printf("gemm: total=%.1f C[0][0]=%.1f C[44][69]=%.1f\n", total, C[0][0], C[44][69]);
    return 0;
}
