// tile(8,8) on a transpose, tile(*,*) letting the implementation choose,
// and tile sizes that do not divide the trip counts.
#include <stdio.h>

#define N 100
#define M 70

int main(void)
{
    static int a[N][M], t[M][N], u[N][M];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            a[i][j] = i * 1000 + j;

#pragma acc parallel loop tile(8, 8) copyin(a) copyout(t)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            t[j][i] = a[i][j];

#pragma acc parallel loop tile(*, *) copyin(a) copyout(u)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            u[i][j] = a[i][j] * 2;

    static int w[N][M];
#pragma acc parallel copyin(a) copyout(w)
    {
#pragma acc loop tile(3, 7) gang vector
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                w[i][j] = a[i][j] + 1;
    }

    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            if (t[j][i] != a[i][j] || u[i][j] != 2 * a[i][j] || w[i][j] != a[i][j] + 1)
                bad++;
    printf("t[69][99]=%d u[99][69]=%d w[50][30]=%d\n", t[M - 1][N - 1], u[N - 1][M - 1], w[50][30]);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
