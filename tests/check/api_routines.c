/* The OpenACC API routines in checking mode behave as on a GPU: data is present only
   between acc_copyin and acc_delete, the device address is not the host's, and the host
   sees the device's data only after acc_update_self. Without ACC_CHECK, host and
   multicore share memory: everything is present, at the host address. */
#include <stdio.h>
#include <openacc.h>

#define N 64

int main(void)
{
    static double a[N];
    for (int i = 0; i < N; i++)
        a[i] = 1.0;
    printf("present before copyin: %d\n", acc_is_present(a, sizeof a) != 0);
    double *d = acc_copyin(a, sizeof a);
    printf("present after copyin: %d\n", acc_is_present(a, sizeof a) != 0);
    printf("device address is the host's: %d\n", (void *)d == (void *)a);
    printf("acc_deviceptr agrees: %d\n", acc_deviceptr(a) == (void *)d);
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++)
        a[i] = 5.0;
    printf("host a[0] before update self: %.1f\n", a[0]);
    acc_update_self(a, sizeof a);
    printf("host a[0] after update self: %.1f\n", a[0]);
    acc_delete(a, sizeof a);
    printf("present after delete: %d\n", acc_is_present(a, sizeof a) != 0);
    return 0;
}
