/* A kernel writes an array that is only `copyin`: the device copy changes, the host's
   does not. On a GPU, and with ACC_CHECK=1, the host prints the old values; on host and
   multicore without it memory is shared and the new ones appear. The fix is
   `copy(a)`, or `update self(a)` inside a data region. */
#include <stdio.h>

#define N 100

int main(void)
{
    double a[N];
    for (int i = 0; i < N; i++)
        a[i] = i;
#pragma acc parallel loop copyin(a)
    for (int i = 0; i < N; i++)
        a[i] = a[i] * a[i];
    printf("a[7] = %.1f\n", a[7]);
    return 0;
}
