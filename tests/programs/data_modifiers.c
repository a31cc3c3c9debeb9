// OpenACC 3.x data-clause modifiers: copyin(readonly: ...), copyout(zero: ...),
// create(zero: ...), and a present() of a sub-section of an array that a
// data region holds in full.  The host arrays start at zero too, so the
// result is the same whether the device has its own memory (where the zero
// modifier matters: elements the device never writes come back as 0) or
// shares the host's.
#include <stdio.h>

#define N 500

int main(void)
{
    static int src[N], dst[N], acc_buf[N];
    for (int i = 0; i < N; i++) {
        src[i] = i % 17;
        dst[i] = 0;
        acc_buf[i] = 0;
    }

    // the device copy of dst starts zeroed; only even elements are written
#pragma acc parallel loop copyin(readonly: src) copyout(zero: dst)
    for (int i = 0; i < N; i += 2)
        dst[i] = src[i] * 3;

    long s = 0;
#pragma acc data copyin(src) create(zero: acc_buf)
    {
#pragma acc parallel loop present(src[100:200], acc_buf[100:200])
        for (int i = 100; i < 300; i++)
            acc_buf[i] = src[i] + 1;
#pragma acc parallel loop present(acc_buf) reduction(+:s)
        for (int i = 0; i < N; i++)
            s += acc_buf[i];
    }

    long sd = 0;
    int odd_zero = 1;
    for (int i = 0; i < N; i++) {
        sd += dst[i];
        if (i % 2 == 1 && dst[i] != 0)
            odd_zero = 0;
    }
    printf("sd=%ld odd elements zero: %d s=%ld\n", sd, odd_zero, s);
    return 0;
}
