// num_gangs / num_workers / vector_length with constants and run-time
// expressions, on parallel, parallel loop and kernels.  The launch shape
// must never change the result.
#include <stdio.h>

#define N 10000

int main(void)
{
    static int a[N];
    int gangs = 3, vl = 16;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;

#pragma acc parallel loop num_gangs(gangs * 2) vector_length(vl) reduction(+:s1)
    for (int i = 0; i < N; i++)
        s1 += i % 7;

#pragma acc parallel num_gangs(1) num_workers(8) vector_length(128) copyout(a)
    {
#pragma acc loop gang worker vector
        for (int i = 0; i < N; i++)
            a[i] = i & 15;
    }
    for (int i = 0; i < N; i++)
        s2 += a[i];

#pragma acc kernels num_gangs(17) num_workers(2) vector_length(32)
    {
#pragma acc loop reduction(+:s3)
        for (int i = 0; i < N; i++)
            s3 += (i * i) % 11;
    }

#pragma acc parallel loop gang num_gangs(1000) reduction(+:s4)
    for (int i = 0; i < 10; i++)      // more gangs than iterations
        s4 += i;

    // longer vectors than a GPU block can hold: a warning, and blocks of 1024
#pragma acc parallel loop vector_length(4096) reduction(+:s5)
    for (int i = 0; i < N; i++)
        s5 += i % 5;

    printf("s1=%ld s2=%ld s3=%ld s4=%ld s5=%ld\n", s1, s2, s3, s4, s5);
    return 0;
}
