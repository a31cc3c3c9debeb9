// The `self` clause of compute constructs: when its condition is true (or with
// no condition) the region runs on the local thread, with the host's data. The
// device copy of `a` is left stale on purpose (no `update device`), so a region
// that ran on a device instead would read the old values. `self` on `parallel
// loop`, `kernels`, `serial`, with `if`, and a false condition (the device).
#include <stdio.h>
#include <openacc.h>

#define N 256

int main(void)
{
    static int a[N], b[N], c[N], d[N], e[N];
    int on_host = 1, off = 0;
    for (int i = 0; i < N; i++)
        a[i] = i;
#pragma acc enter data copyin(a[0:N])
    for (int i = 0; i < N; i++)
        a[i] = 2 * i; // the host's copy only

    int host_runs = 0;
#pragma acc parallel loop self(on_host) present(a) copyout(b[0:N]) reduction(+:host_runs)
    for (int i = 0; i < N; i++) {
        b[i] = a[i] + 1;
        host_runs += acc_on_device(acc_device_host) ? 1 : 0;
    }

#pragma acc kernels self present(a) copyout(c[0:N])
    for (int i = 0; i < N; i++)
        c[i] = 3 * a[i];

    long total = 0;
#pragma acc serial self(on_host > 0) if(N > 1) present(a) copy(total)
    for (int i = 0; i < N; i++)
        total += a[i];

    // A false condition: the region runs where it would without the clause.
#pragma acc update device(a[0:N])
#pragma acc parallel loop self(off) present(a) copyout(d[0:N])
    for (int i = 0; i < N; i++)
        d[i] = a[i] - 1;
#pragma acc exit data delete(a[0:N])

    // `self` without data on the device: the host's arrays are used in place.
#pragma acc parallel loop self(on_host) copy(e[0:N])
    for (int i = 0; i < N; i++)
        e[i] = i * i;

    long sb = 0, sc = 0, sd = 0, se = 0;
    for (int i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i];
        sd += d[i];
        se += e[i];
    }
    printf("b=%ld c=%ld total=%ld d=%ld e=%ld\n", sb, sc, total, sd, se);
    printf("iterations on the host: %d of %d\n", host_runs, N);
    return 0;
}
