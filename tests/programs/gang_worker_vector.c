// Gang × worker × vector nests: gangs over blocks, workers over threadIdx.y,
// vector lanes over threadIdx.x. Reductions at the vector level (inside a
// worker iteration), at the worker level, and at both at once; trip counts
// that are not multiples of the block's dimensions; worker-level code before
// and after the vector loops; a vector loop whose bounds depend on the worker
// loop's variable (a triangle).
#include <stdio.h>

#define NI 37
#define NJ 45
#define NK 133

static int a[NI][NJ][NK];
static long rowsum[NI][NJ];
static long gangsum[NI];
static long both[NI];
static int tri[NI][NJ];
static int scaled[NI][NJ][NK];

int main(void)
{
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++)
                a[i][j][k] = (i * 7 + j * 3 + k) % 11 - 5;

    // Vector reduction inside each worker iteration; worker code around it.
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(a) copyout(rowsum)
    for (int i = 0; i < NI; i++) {
#pragma acc loop worker
        for (int j = 0; j < NJ; j++) {
            long s = 0;
            s = 1;
#pragma acc loop vector reduction(+:s)
            for (int k = 0; k < NK; k++)
                s += a[i][j][k];
            rowsum[i][j] = s * 2;
        }
    }

    // A worker reduction over vector reductions, and a worker reduction whose vector
    // loop reduces the same variable.
#pragma acc parallel loop gang copyin(a) copyout(gangsum, both)
    for (int i = 0; i < NI; i++) {
        long g = 0;
        long b = 0;
#pragma acc loop worker(3) reduction(+:g)
        for (int j = 0; j < NJ; j++) {
            long s = 0;
#pragma acc loop vector reduction(+:s)
            for (int k = 0; k < NK; k++)
                s += a[i][j][k] * ((k * k) % 7 + j);
            g += s;
        }
        gangsum[i] = g;
#pragma acc loop worker reduction(max:b)
        for (int j = 0; j < NJ; j++) {
#pragma acc loop vector reduction(max:b)
            for (int k = 0; k < NK; k++)
                b = a[i][j][k] * (j + 1) - i * k > b ? a[i][j][k] * (j + 1) - i * k : b;
        }
        both[i] = b;
    }

    // Two vector loops in a worker iteration, the second reading what the first
    // wrote (the lanes' barrier in between), bounds depending on the worker's j.
#pragma acc parallel loop gang num_workers(8) vector_length(16) copyin(a) copyout(tri, scaled)
    for (int i = 0; i < NI; i++) {
#pragma acc loop worker
        for (int j = 0; j < NJ; j++) {
            int c = 0;
#pragma acc loop vector
            for (int k = 0; k < NK; k++)
                scaled[i][j][k] = a[i][j][k] * 3;
#pragma acc loop vector reduction(+:c)
            for (int k = j; k < NK; k++)
                c += scaled[i][j][NK - 1 - k + j] > 0;
            tri[i][j] = c;
        }
    }

    long r = 0, g = 0, b = 0, t = 0;
    for (int i = 0; i < NI; i++) {
        g += gangsum[i] * (i + 1);
        b += both[i] * (i % 5 + 1);
        for (int j = 0; j < NJ; j++) {
            r += rowsum[i][j] * (j + 1);
            t += tri[i][j] * (i + j + 1);
        }
    }
    printf("rowsum[0][0]=%ld rowsum[36][44]=%ld r=%ld\n", rowsum[0][0], rowsum[NI - 1][NJ - 1], r);
    printf("gangsum[0]=%ld gangsum[36]=%ld g=%ld\n", gangsum[0], gangsum[NI - 1], g);
    printf("both[0]=%ld both[36]=%ld b=%ld\n", both[0], both[NI - 1], b);
    printf("tri[0][0]=%d tri[36][44]=%d t=%ld\n", tri[0][0], tri[NI - 1][NJ - 1], t);
    return 0;
}
