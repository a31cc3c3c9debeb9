// private scalars on parallel loop, on a loop inside a parallel region, and
// on an inner loop: each iteration gets its own copy of the temporaries.
#include <stdio.h>

#define N 2000

int main(void)
{
    static int a[N], b[N], c[N];
    int t, u;
    for (int i = 0; i < N; i++)
        a[i] = i;

#pragma acc parallel loop private(t) copyin(a) copyout(b)
    for (int i = 0; i < N; i++) {
        t = a[i] * 2;
        b[i] = t + 1;
    }

#pragma acc parallel copyin(a) copyout(c)
    {
#pragma acc loop gang private(t, u)
        for (int i = 0; i < N; i++) {
            t = a[i] % 10;
            u = a[i] / 10;
            c[i] = t * 1000 + u;
        }
    }

    static int m[40][40];
    int tmp;
#pragma acc parallel loop gang copyout(m)
    for (int i = 0; i < 40; i++) {
#pragma acc loop vector private(tmp)
        for (int j = 0; j < 40; j++) {
            tmp = i * j;
            m[i][j] = tmp - j;
        }
    }

    long sb = 0, sc = 0, sm = 0;
    for (int i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i];
    }
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 40; j++)
            sm += m[i][j];
    printf("b[1999]=%d c[1234]=%d\n", b[N - 1], c[1234]);
    printf("sb=%ld sc=%ld sm=%ld\n", sb, sc, sm);
    return 0;
}
