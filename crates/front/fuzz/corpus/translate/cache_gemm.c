2// Tiled matrix product with the cache directive, as in the papers' GEMM test
// case: each (i, j) iteration walks k in slices of 16 and, at the top of each
// slice, names the 1x16 row piece of A and the 16x1 column piece of B it reads:
// `cache(A[i:1][kk:16], B[kk:16][j:1])`. An implementation that shares the
// cache over a 16x16 block of (i, j) iterations fetches a 16x16 tile of each
// input per slice; the directive sits in a sequential loop, so the tile is
// fetched again every slice. M = 40 and N = 56 are not multiples of 16 (partial
// blocks); K = 48 is, since a slice may not reach past the array. Small
// integer entries keep every float sum exact.

#define M 40
#define N 56
#define K 48
#define TILE 16

static float A[M][K], B[K][N], C[M][N];

int main(void)
{
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            A[i][k] = (float)((i * 3 + k * 5) % 11 - 5);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            B[k][j] = (float)((k * 7 + j * 2) % 9 - 4);

#pragma acc parallel loop collapse(2) copyin(A, B) copyout(C)
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float sum = 0.0f;
            for (int kk = 0; kk < K; kk += TILE) {
#pragma acc cache(A[i:1][kk:TILE], B[kk:TILE][j:1])
                for (int k = kk; k < kk + TILE; k++)
                    sum += A[i][k] * B[k][j];
            }
            C[i][j] = sum;
        }

    int mismatches = 0;
    long trace = 0, checksum = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float ref = 0.0f;
            for (int k = 0; k < K; k++)
                ref += A[i][k] * B[k][j];
            if (C[i][j] != ref)
                mismatches++;
            checksum += (long)C[i][j] * ((i + 3 * j) % 5 - 2);
            if (i == j)
                trace += (long)C[i][j];
        }
    printf("gemm %dx%dx%d in %dx%d tiles: %s (%d mismatches)\n", M, N, K, TILE, TILE,
           mismatches == 0 ? "PASS" : "FAIL", mismatches);
    printf("trace=%ld checksum=%ld C[0][0]=%d C[39][55]=%d\n", trace, checksum, (int)C[0][0],
           (int)C[M - 1][N - 1]);
    return 0;
}
