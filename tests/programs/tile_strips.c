// tile(a, b) as strip-mined tiles (blocks take tiles, a tile's elements spread over the
// block's threads, the first size along the innermost loop): trip counts that are not
// multiples of the tile sizes, lower bounds and steps other than 0 and 1, a reduction
// over a tiled nest, tile sizes of 1 along one loop, `*` sizes, and a tile too large for
// one block (run as collapse(2)).
#include <stdio.h>

#define N 61
#define M 83

static int a[N][M], b[M][N], c[N][M], d[N][M], e[N][M];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            a[i][j] = (i * 31 + j * 17) % 97 - 40;

#pragma acc parallel loop tile(16, 4) copyin(a) copyout(b)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            b[j][i] = a[i][j];

    long sum = 0;
    int hi = -1000;
#pragma acc parallel loop tile(8, 3) reduction(+:sum) reduction(max:hi) copyin(a)
    for (int i = 1; i < N - 1; i += 2)
        for (int j = M - 2; j >= 3; j -= 3) {
            sum += a[i][j] * (i + 1) - a[i - 1][j + 1];
            hi = a[i][j] + j > hi ? a[i][j] + j : hi;
        }

#pragma acc parallel loop tile(1, 7) copyin(a) copyout(c)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            c[i][j] = a[i][j] * 2 + (j > 0 ? a[i][j - 1] : 0);

#pragma acc kernels copyin(a) copyout(d, e)
    {
#pragma acc loop tile(*, *)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                d[i][j] = a[N - 1 - i][j] - i;
#pragma acc loop tile(64, 32)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                e[i][j] = a[i][M - 1 - j] + j;
    }

    long cs = 0;
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            if (b[j][i] != a[i][j])
                bad++;
            cs += (long)c[i][j] * (i + 1) + (long)d[i][j] * (j + 2) + (long)e[i][j] * (i + j + 3);
        }
    printf("sum=%ld hi=%d cs=%ld\n", sum, hi, cs);
    printf("b[82][60]=%d c[60][82]=%d d[0][0]=%d e[60][82]=%d\n", b[M - 1][N - 1], c[N - 1][M - 1], d[0][0], e[N - 1][M - 1]);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
