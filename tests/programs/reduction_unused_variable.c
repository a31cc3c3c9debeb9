// Reduction variables the loop body never names (a combined construct, a kernels loop, a
// loop in a parallel region, a parallel construct's own reduction): the value stays as it
// was. The IR builder stopped with an internal error: the variable was not the region's.
#include <stdio.h>
#define N 50
int main(void)
{
    int a[N];
    double x = 5.0;
    int m = -3, k = 7;
    long prod = 6;
#pragma acc parallel loop reduction(+:x) copyout(a)
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc kernels loop reduction(max:m) reduction(*:prod) copyin(a)
    for (int i = 0; i < N; i++) k = k + 0;
#pragma acc parallel copyin(a)
    {
#pragma acc loop gang reduction(min:m)
        for (int i = 0; i < N; i++) {
            int t = a[i];
            (void)t;
        }
    }
    double y = 2.5;
#pragma acc parallel reduction(+:y) num_gangs(4)
    {
        int unused = 1;
        (void)unused;
    }
    printf("x=%.1f m=%d prod=%ld y=%.1f a[49]=%d\n", x, m, prod, y, a[N - 1]);
    printf("PASS\n");
    return 0;
}
