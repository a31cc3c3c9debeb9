// The cache directive's GEMM as bench/cache/gemm.c writes it (a gang loop over rows, a
// vector loop over columns, k in slices of 16 staged per slice), at n = 48: the block's
// tile is coarsened (several rows per thread) and the last tile of both loops is partial.
// The matrices are variable-length arrays in one allocation followed by guard words, so
// a store past C (a thread whose row or column lies past the loop's end) shows as a
// changed guard. PoCL 3.1 once miscompiled the unroll hints of the coarsened rows into
// exactly such stores.
#include <stdio.h>
#include <stdlib.h>

#define TILE 16
#define GUARDS 4096

static void gemm(int n, float A[n][n], float B[n][n], float C[n][n])
{
#pragma acc parallel loop gang copyin(A[0:n][0:n], B[0:n][0:n]) copyout(C[0:n][0:n])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
        for (int j = 0; j < n; j++) {
            float sum = 0.0f;
            for (int kk = 0; kk < n; kk += TILE) {
#pragma acc cache(A[i:1][kk:TILE], B[kk:TILE][j:1])
                for (int k = kk; k < kk + TILE; k++)
                    sum += A[i][k] * B[k][j];
            }
            C[i][j] = sum;
        }
    }
}

int main(void)
{
    const int n = 48;
    float *store = malloc(sizeof(float) * (3 * n * n + GUARDS));
    if (!store)
        return 1;
    float *a = store, *b = a + n * n, *c = b + n * n;
    for (int x = 0; x < n * n; x++) {
        a[x] = (float)((x % 7) - 3);
        b[x] = (float)((x % 5) - 2);
        c[x] = -1.0f;
    }
    for (int g = 0; g < GUARDS; g++)
        c[n * n + g] = 12345.0f;
    gemm(n, (float (*)[n])a, (float (*)[n])b, (float (*)[n])c);
    int wrong = 0, guards = 0;
    long long total = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int sum = 0;
            for (int k = 0; k < n; k++)
                sum += (int)a[i * n + k] * (int)b[k * n + j];
            wrong += c[i * n + j] != (float)sum;
            total += sum;
        }
    for (int g = 0; g < GUARDS; g++)
        guards += c[n * n + g] != 12345.0f;
    printf("wrong %d, guards changed %d, total %lld\n", wrong, guards, total);
    free(store);
    return 0;
}
