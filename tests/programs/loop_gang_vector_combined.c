// Several partitioning clauses on one loop (gang vector, gang worker vector),
// gang(static:*), and the argument forms gang(num:16), worker(4), vector(64)
// which are only allowed in kernels regions.
#include <stdio.h>

#define N 4096

int main(void)
{
    static int a[N], b[N], c[N];

#pragma acc parallel loop gang vector copyout(a)
    for (int i = 0; i < N; i++)
        a[i] = i;

#pragma acc parallel loop gang worker vector num_workers(4) vector_length(64) copyout(b)
    for (int i = 0; i < N; i++)
        b[i] = 2 * i;

#pragma acc parallel loop gang(static:*) copyout(c)
    for (int i = 0; i < N; i++)
        c[i] = 3 * i;

    static int d[64][64];
#pragma acc kernels copyout(d)
    {
#pragma acc loop gang(num:16) worker(4)
        for (int i = 0; i < 64; i++) {
#pragma acc loop vector(64)
            for (int j = 0; j < 64; j++)
                d[i][j] = i - j;
        }
    }

    long s = 0;
    for (int i = 0; i < N; i++)
        s += a[i] + b[i] + c[i];
    long t = 0;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++)
            t += (long)d[i][j] * (i + 1);
    printf("s=%ld t=%ld\n", s, t);
    return 0;
}
