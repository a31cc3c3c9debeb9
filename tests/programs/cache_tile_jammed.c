// A 2-D tile whose region sits in a sequential loop of the vector loop's body, as in a
// tiled matrix product: each thread takes several rows (gang iterations) of the tile, the
// statements around the loop run for each row, and the variables declared there (`sum`,
// `bias`) are one per row. 75 x 41 is a multiple of no tile size (a partial row group and
// a partial column tile); integer arithmetic, compared with a host reference.
#include <stdio.h>

#define M 75
#define N 41
#define K 48
#define T 16

static int A[M][K], B[K][N], C[M][N], R[M][N];

int main(void)
{
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            A[i][k] = (i * 7 + k * 3) % 13 - 6;
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            B[k][j] = (k * 5 + j * 11) % 17 - 8;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            int sum = 0;
            for (int k = 0; k < K; k++)
                sum += A[i][k] * B[k][j];
            if (sum % 3 == 0)
                sum += i - 2 * j;
            R[i][j] = sum;
            C[i][j] = -1;
        }

#pragma acc parallel loop gang copyin(A, B) copy(C)
    for (int i = 0; i < M; i++) {
#pragma acc loop vector
        for (int j = 0; j < N; j++) {
            int sum = 0, bias;
            bias = i - 2 * j;
            for (int kk = 0; kk < K; kk += T) {
#pragma acc cache(A[i:1][kk:T], B[kk:T][j:1])
                for (int k = kk; k < kk + T; k++)
                    sum += A[i][k] * B[k][j];
            }
            if (sum % 3 == 0)
                sum += bias;
            C[i][j] = sum;
        }
    }

    long check = 0;
    int bad = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            check += (long)C[i][j] * ((i * 7 + j) % 11 + 1);
            bad += C[i][j] != R[i][j];
        }
    printf("checksum %ld\n", check);
    printf("%s (%d elements differ from the host reference)\n", bad ? "MISMATCH" : "match", bad);
    return 0;
}
