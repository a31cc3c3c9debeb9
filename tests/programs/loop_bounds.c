// Loops in the forms C programmers write: <= bounds, decreasing loops,
// strides other than one (constant and run-time), negative lower bounds,
// long and unsigned induction variables, a loop variable declared before
// the loop, and bounds that are expressions.
#include <stdio.h>

#define N 1000

int main(void)
{
    static int a[N + 1];
    int i;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;

#pragma acc parallel loop copyout(a)
    for (i = 0; i <= N; i++)           // declared outside (still private), <=
        a[i] = i;

#pragma acc parallel loop reduction(+:s1) copyin(a)
    for (int k = N; k > 0; k--)         // decreasing
        s1 += a[k];

#pragma acc parallel loop reduction(+:s2) copyin(a)
    for (int k = 3; k < N; k += 7)      // constant stride
        s2 += a[k];

    int stride = 13, lo = 5;
#pragma acc parallel loop reduction(+:s3) copyin(a)
    for (int k = lo; k <= N - lo; k += stride)   // run-time stride and bounds
        s3 += a[k];

#pragma acc parallel loop reduction(+:s4)
    for (int k = -50; k < 50; k++)      // negative lower bound
        s4 += k * k * k + k;

#pragma acc parallel loop reduction(+:s5)
    for (long k = 4000000000L; k < 4000001000L; k++)   // long induction variable
        s5 += k - 4000000000L;

#pragma acc parallel loop reduction(+:s6)
    for (unsigned k = 10u; k < 1010u; k = k + 2u)      // unsigned, "k = k + 2"
        s6 += k;

#pragma acc parallel loop reduction(+:s7) copyin(a)
    for (int k = N - 1; k >= 0; k -= 3)                // decreasing with stride
        s7 += a[k];

    // (i itself is private to the loop: its value after the loop is unspecified)
    printf("s1=%ld s2=%ld s3=%ld s4=%ld\n", s1, s2, s3, s4);
    printf("s5=%ld s6=%ld s7=%ld\n", s5, s6, s7);
    return 0;
}
