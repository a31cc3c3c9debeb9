// kernels loop (combined) with independent, and a kernels region with
// loop independent / loop auto on a 2-D nest, plus gang(num:) which is only
// allowed inside kernels.
#include <stdio.h>

#define N 64
#define M 48

int main(void)
{
    static int a[N][M], b[N][M];

#pragma acc kernels loop independent copyout(a)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            a[i][j] = i * 100 + j;

#pragma acc kernels copyin(a) copyout(b)
    {
#pragma acc loop independent gang(num:8)
        for (int i = 0; i < N; i++) {
#pragma acc loop auto
            for (int j = 0; j < M; j++)
                b[i][j] = a[i][j] + 1;
        }
    }

    long s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            s += b[i][j];
    printf("b[0][0]=%d b[63][47]=%d sum=%ld\n", b[0][0], b[N - 1][M - 1], s);
    return 0;
}
