// update device / update self / update host inside a data region: the host
// changes data between two compute regions and pushes it; the device result
// is pulled back in the middle of the region.
#include <stdio.h>

#define N 256

int main(void)
{
    static int a[N], b[N];
    for (int i = 0; i < N; i++)
        a[i] = i;

    long mid = 0;
#pragma acc data copy(a) create(b)
    {
#pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 3;

#pragma acc update self(b)
        for (int i = 0; i < N; i++)
            mid += b[i];

        for (int i = 0; i < N; i++)
            a[i] = 1000;            // host change ...
#pragma acc update device(a[0:N])
                                    // ... made visible to the device
#pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++)
            a[i] = a[i] + b[i];

#pragma acc update host(a[0:N / 2])
        // only the first half is guaranteed current here; the rest comes
        // back at the end of the data region
    }

    long s = 0;
    for (int i = 0; i < N; i++)
        s += a[i];
    printf("mid=%ld a[0]=%d a[255]=%d s=%ld\n", mid, a[0], a[N - 1], s);
    return 0;
}
