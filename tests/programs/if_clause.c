// The if clause: when false, the region runs on the host (and data clauses
// do nothing); results must be the same either way.  Also if on data,
// update and enter/exit data.  Every directive of one call uses the same
// condition: a region that runs on the host inside a data region that is on
// the device would leave the device copy stale, and on a device with its own
// memory the copy-out would then overwrite the host's results.
#include <stdio.h>

static void run(int n, int use_device, long *out)
{
    int a[1000];
    for (int i = 0; i < n; i++)
        a[i] = i;
    int on_device = use_device && n > 10;
#pragma acc data copy(a[0:n]) if(on_device)
    {
#pragma acc parallel loop if(on_device) present_or_copy(a[0:n])
        for (int i = 0; i < n; i++)
            a[i] = a[i] * a[i];
#pragma acc update self(a[0:n]) if(on_device)
    }
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    *out = s;
}

int main(void)
{
    long r1, r2, r3;
    run(1000, 1, &r1);
    run(1000, 0, &r2);
    run(5, 1, &r3);

    int v[50];
    for (int i = 0; i < 50; i++)
        v[i] = 1;
    int on = 0;
#pragma acc enter data copyin(v) if(on)
#pragma acc parallel loop if(on) copy(v)
    for (int i = 0; i < 50; i++)
        v[i] += i;
#pragma acc exit data delete(v) if(on)
    int sv = 0;
    for (int i = 0; i < 50; i++)
        sv += v[i];

    printf("r1=%ld r2=%ld r3=%ld sv=%d\n", r1, r2, r3, sv);
    return 0;
}
