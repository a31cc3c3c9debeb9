// Data movement through the runtime API: acc_copyin, acc_create,
// acc_update_device / acc_update_self, acc_copyout, acc_delete, and
// acc_is_present right after acc_copyin (present on every kind of device).
#include <stdio.h>
#include <openacc.h>

#define N 1000

int main(void)
{
    static int a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 0;
    }

    acc_copyin(a, sizeof a);
    acc_create(b, sizeof b);
    printf("present after copyin: %d\n", acc_is_present(a, sizeof a) != 0);
    printf("present after create: %d\n", acc_is_present(b, sizeof b) != 0);

#pragma acc parallel loop present(a, b)
    for (int i = 0; i < N; i++)
        b[i] = a[i] + 1;

    acc_update_self(b, sizeof b);
    long s1 = 0;
    for (int i = 0; i < N; i++)
        s1 += b[i];

    for (int i = 0; i < N; i++)
        a[i] = 2 * i;
    acc_update_device(a, sizeof a);

#pragma acc parallel loop present(a, b)
    for (int i = 0; i < N; i++)
        b[i] = a[i] + b[i];

    acc_copyout(b, sizeof b);
    acc_delete(a, sizeof a);

    long s2 = 0;
    for (int i = 0; i < N; i++)
        s2 += b[i];
    printf("s1=%ld s2=%ld\n", s1, s2);
    return 0;
}
