// num_gangs / num_workers / vector_length with constants and run-time
// expressions, on parallel, parallel loop and kernels.  The launch shape
// must never change the result.
#include <stdio.h>

#define N 10000

int main(void)
{
    static int a[N];
    static int w[64][512];
    int gangs = 3, vl = 16, nw = gangs + 1;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;

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

    // workers the kernel cannot make as written: a run-time count (a warning, 4
    // workers), and more workers than fit a block with these vectors (a warning, 8)
#pragma acc parallel loop gang num_workers(nw) vector_length(64) copyout(w)
    for (int j = 0; j < 64; j++) {
#pragma acc loop worker
        for (int k = 0; k < 8; k++) {
#pragma acc loop vector
            for (int i = 0; i < 64; i++)
                w[j][k * 64 + i] = (j + k + i) % 9;
        }
    }
#pragma acc parallel loop gang num_workers(64) vector_length(128) copy(w)
    for (int j = 0; j < 64; j++) {
#pragma acc loop worker
        for (int k = 0; k < 4; k++) {
#pragma acc loop vector
            for (int i = 0; i < 128; i++)
                w[j][k * 128 + i] += i % 3;
        }
    }
    for (int j = 0; j < 64; j++)
        for (int i = 0; i < 512; i++)
            s6 += w[j][i];

    printf("s1=%ld s2=%ld s3=%ld s4=%ld s5=%ld s6=%ld\n", s1, s2, s3, s4, s5, s6);
    return 0;
}
