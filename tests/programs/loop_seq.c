// loop seq: an inner loop with a carried dependence runs sequentially inside
// each iteration of a parallel outer loop (running sum along each row).
#include <stdio.h>

#define R 64
#define C 50

int main(void)
{
    static int a[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            a[i][j] = (i * j + j) % 7;

#pragma acc parallel loop gang copy(a)
    for (int i = 0; i < R; i++) {
#pragma acc loop seq
        for (int j = 1; j < C; j++)
            a[i][j] += a[i][j - 1];
    }

    // an outer sequential loop (every gang runs all of it) with a parallel
    // inner loop whose iterations are shared out among the gangs
    static int b[10][100];
#pragma acc parallel loop seq copy(b)
    for (int t = 0; t < 10; t++) {
#pragma acc loop gang vector
        for (int k = 0; k < 100; k++)
            b[t][k] = t * k;
    }

    long s = 0;
    for (int i = 0; i < R; i++)
        s += a[i][C - 1];
    long u = 0;
    for (int t = 0; t < 10; t++)
        for (int k = 0; k < 100; k++)
            u += b[t][k];
    printf("a[0][49]=%d a[63][49]=%d rowsum_total=%ld\n", a[0][C - 1], a[R - 1][C - 1], s);
    printf("u=%ld\n", u);
    return 0;
}
