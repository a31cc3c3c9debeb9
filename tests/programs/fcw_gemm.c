// Matrix-matrix multiplication in the `fcw` form of dissertation Appendix A.2
// (Listing A.4): the loop over k is split into slices of T = 16, and each slice of
// both operands is staged in shared memory by `fcw FETCH_ONLY` before the block's
// threads multiply it. The listing as printed names `a[i:0:0:offsetj:0:0]` and
// `b[offseti:0:0:j:0:0]` and then reads `a[i][m]` and `b[m][j]` for m from 1 to
// l+16, outside those ranges; here the ranges are the slices the loop reads:
// `a[i:0:0][l:0:15]` (15 = T-1), the row's slice, the same for every iteration of
// the vector loop over j (a thread-independent range in fcw's block model, staged as
// the `cache` directive stages `a[i][l:T]`), and `b[l:0:15][j:0:0]`, a T-row band of
// the block's columns (one column per iteration). FETCH_ONLY reads the same values
// however the iterations are grouped, so the GPU kernel of the first nest runs as
// the cache directive's 2-D tiles (4 rows of 32 columns a block), the second as one
// row of 16 columns a block. C is M×N = 45×70 with K = 83: no size is a multiple of
// the slice or of a block, so the last slice of each row is short (its staged
// columns past the arrays' ends are clamped) and the last blocks partial. The
// entries are small integers, so the float sums are exact and the product is
// compared exactly with a sequential one, once from a `parallel` gang/vector nest
// and once from a `kernels` construct with two `independent` loops and blocks of T
// threads (A.4's form, which nested two `vector(16)` loops; OpenACC allows one
// vector level, so here the rows are the gangs).
#include <stdio.h>

#define M 45
#define N 70
#define K 83
#define T 16

static float a[M][K], b[K][N], c[M][N], d[M][N];

int main(void)
{
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            a[i][k] = (float)((i * 7 + k * 3) % 11 - 5);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            b[k][j] = (float)((k * 5 + j * 13) % 9 - 4);

#pragma acc data copyin(a, b) copyout(c, d)
    {
#pragma acc parallel loop gang vector_length(32)
        for (int i = 0; i < M; i++) {
#pragma acc loop vector(32)
            for (int j = 0; j < N; j++) {
                float sum = 0;
                for (int l = 0; l < K; l += T) {
                    int bound = l + T < K ? l + T : K;
#pragma acc fcw FETCH_ONLY(a[i:0:0][l:0:15], b[l:0:15][j:0:0])
                    for (int m = l; m < bound; m++)
                        sum += a[i][m] * b[m][j];
                }
                c[i][j] = sum;
            }
        }
#pragma acc kernels vector_length(T)
#pragma acc loop independent gang
        for (int i = 0; i < M; i++) {
#pragma acc loop independent vector(T)
            for (int j = 0; j < N; j++) {
                float sum = 0;
                for (int l = 0; l < K; l += T) {
#pragma acc fcw FETCH_ONLY(a[i:0:0][l:0:15], b[l:0:15][j:0:0])
                    {
                        for (int m = l; m < (l + T < K ? l + T : K); m++)
                            sum += a[i][m] * b[m][j];
                    }
                }
                d[i][j] = sum;
            }
        }
    }

    long bad = 0, trace = 0, total = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float r = 0;
            for (int k = 0; k < K; k++)
                r += a[i][k] * b[k][j];
            bad += (c[i][j] != r) + (d[i][j] != r);
            total += (long)c[i][j];
            if (i == j)
                trace += (long)c[i][j];
        }
    printf("fcw gemm %dx%dx%d in slices of %d: %s (%ld mismatches)\n", M, N, K, T,
           bad ? "FAIL" : "PASS", bad);
    printf("sum %ld trace %ld\n", total, trace);
    return bad != 0;
}
