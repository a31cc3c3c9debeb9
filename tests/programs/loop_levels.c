// loop gang / worker / vector on a three-deep nest inside a parallel region
// with num_gangs, num_workers and vector_length.
#include <stdio.h>

#define NI 8
#define NJ 16
#define NK 32

int main(void)
{
    static int a[NI][NJ][NK];

#pragma acc parallel num_gangs(4) num_workers(4) vector_length(32) copyout(a)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) {
#pragma acc loop vector
                for (int k = 0; k < NK; k++)
                    a[i][j][k] = i * 10000 + j * 100 + k;
            }
        }
    }

    long s = 0;
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) {
                s += a[i][j][k];
                if (a[i][j][k] != i * 10000 + j * 100 + k)
                    bad++;
            }
    printf("a[7][15][31]=%d sum=%ld\n", a[NI - 1][NJ - 1][NK - 1], s);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
