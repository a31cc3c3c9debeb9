/* Grids of gangs: `gang(dim:2)` on a loop whose nested loops have `gang(dim:1)`, and
 * `gang(dim:3)` over `gang(dim:2)` over `gang(dim:1)`, with `num_gangs(g1, g2[, g3])` or
 * the compiler's choice. Each nest writes every element once; the checks count wrong
 * elements. The last two nests are left one-dimensional by the GPU targets (a warning says
 * why): a loop the extent of which depends on the gang loop without num_gangs, and a
 * reduction across the dimension-1 gangs.
 */
#include <stdio.h>

#define N 37
#define M 300
#define K 5

static int a[N][M], b[N][M], t[N][M], c3[N][K][M / 10], v3[K][N][M];
static int rowsum[N], head[N];

static long wrong_a(int scale)
{
    long bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            bad += a[i][j] != scale * (i * M + j);
    return bad;
}

int main(void)
{
    /* The grid from num_gangs: 8 gangs along dimension 1, 4 along dimension 2 (fewer than
       the rows: each row of gangs takes several rows of the array). */
#pragma acc parallel loop gang(dim:2) num_gangs(8, 4) copyout(a)
    for (int i = 0; i < N; i++) {
#pragma acc loop gang(dim:1) vector
        for (int j = 0; j < M; j++)
            a[i][j] = i * M + j;
    }
    printf("num_gangs(8, 4): %ld wrong\n", wrong_a(1));

    /* The compiler's grid (one dimension-1 gang per vector_length iterations of the inner
       loop, one row of gangs per outer iteration), a statement of the gang loop outside
       the inner loop (each dimension-1 gang runs it: it writes the same value), and a
       second gang(dim:1) loop reading what the first wrote in the same row. */
#pragma acc parallel loop gang(dim:2) vector_length(64) copyin(a) copyout(b, head)
    for (int i = 0; i < N; i++) {
        head[i] = -i;
#pragma acc loop gang(dim:1) vector
        for (int j = 0; j < M; j++)
            b[i][j] = 2 * a[i][j];
#pragma acc loop gang(dim:1) vector
        for (int j = 0; j < M; j++)
            b[i][j] += 1;
    }
    long bad = 0;
    for (int i = 0; i < N; i++) {
        bad += head[i] != -i;
        for (int j = 0; j < M; j++)
            bad += b[i][j] != 2 * (i * M + j) + 1;
    }
    printf("chosen grid, two inner loops: %ld wrong\n", bad);

    /* A triangle: the inner extent depends on the row, the grid comes from num_gangs. */
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            t[i][j] = -1;
#pragma acc parallel loop gang(dim:2) num_gangs(3, 5) copy(t)
    for (int i = 0; i < N; i++) {
#pragma acc loop gang(dim:1) vector
        for (int j = 0; j < (i * 8 + 1 < M ? i * 8 + 1 : M); j++)
            t[i][j] = i + j;
    }
    bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            bad += t[i][j] != (j <= i * 8 ? i + j : -1);
    printf("triangle, num_gangs(3, 5): %ld wrong\n", bad);

    /* gang(dim:1) without vector, and a collapsed dimension-1 nest. */
#pragma acc parallel loop gang(dim:2) copy(a)
    for (int i = 0; i < N; i++) {
#pragma acc loop gang(dim:1)
        for (int j = 0; j < M; j++)
            a[i][j] *= 3;
    }
    printf("gang(dim:1) alone: %ld wrong\n", wrong_a(3));
#pragma acc parallel loop gang(dim:2) num_gangs(2, 7) copyout(c3)
    for (int i = 0; i < N; i++) {
#pragma acc loop gang(dim:1) vector collapse(2)
        for (int k = 0; k < K; k++)
            for (int j = 0; j < M / 10; j++)
                c3[i][k][j] = i * 1000 + k * 100 + j;
    }
    bad = 0;
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++)
            for (int j = 0; j < M / 10; j++)
                bad += c3[i][k][j] != i * 1000 + k * 100 + j;
    printf("collapsed dimension-1 nest, num_gangs(2, 7): %ld wrong\n", bad);

    /* Three dimensions: the grid from num_gangs, then the compiler's (one gang along
       dimension 2 per iteration of the first gang(dim:2) loop, a plane per outer
       iteration), with a statement of the dimension-2 loop outside its inner loop. */
#pragma acc parallel loop gang(dim:3) num_gangs(4, 3, 2) copyout(v3)
    for (int k = 0; k < K; k++) {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < N; i++) {
#pragma acc loop gang(dim:1) vector
            for (int j = 0; j < M; j++)
                v3[k][i][j] = k * 100000 + i * 1000 + j;
        }
    }
    bad = 0;
    for (int k = 0; k < K; k++)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                bad += v3[k][i][j] != k * 100000 + i * 1000 + j;
    printf("three dimensions, num_gangs(4, 3, 2): %ld wrong\n", bad);
#pragma acc parallel loop gang(dim:3) copy(v3, head)
    for (int k = 0; k < K; k++) {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < N; i++) {
            head[i] = 2 * i;
#pragma acc loop gang(dim:1) vector
            for (int j = 0; j < M; j++)
                v3[k][i][j] += 1;
        }
    }
    bad = 0;
    for (int k = 0; k < K; k++)
        for (int i = 0; i < N; i++) {
            bad += head[i] != 2 * i;
            for (int j = 0; j < M; j++)
                bad += v3[k][i][j] != k * 100000 + i * 1000 + j + 1;
        }
    printf("three dimensions, chosen grid: %ld wrong\n", bad);

    /* Left one-dimensional on the GPU targets (warnings): the triangle without
       num_gangs, and a reduction over the dimension-1 loop. */
#pragma acc parallel loop gang(dim:2) copy(t)
    for (int i = 0; i < N; i++) {
#pragma acc loop gang(dim:1) vector
        for (int j = 0; j < (i * 8 + 1 < M ? i * 8 + 1 : M); j++)
            t[i][j] -= i;
    }
    bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            bad += t[i][j] != (j <= i * 8 ? j : -1);
    printf("triangle, compiler's grid: %ld wrong\n", bad);
#pragma acc parallel loop gang(dim:2) copyin(a) copyout(rowsum)
    for (int i = 0; i < N; i++) {
        int s = 0;
#pragma acc loop gang(dim:1) vector reduction(+:s)
        for (int j = 0; j < M; j++)
            s += a[i][j] % 7;
        rowsum[i] = s;
    }
    bad = 0;
    for (int i = 0; i < N; i++) {
        int s = 0;
        for (int j = 0; j < M; j++)
            s += a[i][j] % 7;
        bad += rowsum[i] != s;
    }
    printf("row sums: %ld wrong\n", bad);
    return 0;
}
