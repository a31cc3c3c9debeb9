// serial: the region runs once, by a single thread, on the device.  A
// recurrence (prefix sum) is legal there; serial loop is the combined form.
#include <stdio.h>

#define N 100

int main(void)
{
    static int a[N], p[N];
    int total = 0;
    for (int i = 0; i < N; i++)
        a[i] = i % 7;

#pragma acc serial copyin(a) copyout(p) copy(total)
    {
        int run = 0;
        for (int i = 0; i < N; i++) {
            run += a[i];
            p[i] = run;
        }
        total = run;
    }

    static int fib[40];
#pragma acc serial loop copyout(fib)
    for (int i = 0; i < 40; i++)
        fib[i] = i;          // first a trivial loop, then a dependent one:

#pragma acc serial copy(fib)
    {
        fib[0] = 0;
        fib[1] = 1;
#pragma acc loop seq
        for (int i = 2; i < 40; i++)
            fib[i] = fib[i - 1] + fib[i - 2];
    }

    printf("p[0]=%d p[10]=%d p[99]=%d total=%d\n", p[0], p[10], p[N - 1], total);
    printf("fib[39]=%d\n", fib[39]);
    return 0;
}
