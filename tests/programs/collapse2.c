// collapse(2): the two tightly nested loops form one iteration space.
// Non-square bounds and a non-zero lower bound.
#include <stdio.h>

#define N 37
#define M 53

int main(void)
{
    static int a[N][M];

#pragma acc parallel loop collapse(2) copyout(a)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            a[i][j] = i * M + j;

    static int b[N][M];
#pragma acc parallel loop collapse(2) copyin(a) copy(b)
    for (int i = 1; i < N - 1; i++)
        for (int j = 2; j < M; j += 2)
            b[i][j] = a[i][j] + a[i - 1][j - 1];

    long s = 0;
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            if (a[i][j] != i * M + j)
                bad++;
            s += b[i][j];
        }
    printf("a[36][52]=%d bsum=%ld\n", a[N - 1][M - 1], s);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
