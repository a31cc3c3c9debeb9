// `init`, `set` and `shutdown` naming device types that the executable or the machine
// lacks (`radeon`: no back end; `nvidia` where there is no NVIDIA GPU): each type is
// warned about once on standard error, and the program goes on with its current device,
// as with GCC. The compute regions after them run and the program exits with 0.
#include <stdio.h>

#define N 100

int main(void)
{
    static int a[N];
    long sum = 0;
#pragma acc init device_type(radeon)
#pragma acc set device_type(radeon)
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < N; i++)
        a[i] = i * i;
#pragma acc set device_type(radeon) device_num(0)
#pragma acc parallel loop copyin(a) reduction(+:sum)
    for (int i = 0; i < N; i++)
        sum += a[i];
#pragma acc shutdown device_type(radeon)
    printf("a[7]=%d sum=%ld\n", a[7], sum);
    return 0;
}
