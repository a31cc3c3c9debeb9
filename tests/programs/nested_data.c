// Nested data regions and reference counting: an inner data region (or a
// compute region's copy clause) finds the array already present and moves
// nothing; only the outermost region copies back.  update self is used to
// look at device results in between, which is correct on any device.
#include <stdio.h>

#define N 300

static void twice(int *a, int n)
{
    // a is already present when called from main: copy() here is a no-op
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] *= 2;
}

int main(void)
{
    static int a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 1;
    }

    long mid = 0;
#pragma acc data copy(a)
    {
#pragma acc data copy(a) copyin(b)
        {
#pragma acc parallel loop present(a, b)
            for (int i = 0; i < N; i++)
                a[i] += b[i];
        }
        twice(a, N);
#pragma acc update self(a)
        for (int i = 0; i < N; i++)
            mid += a[i];
        twice(a, N);
    }

    // data region around the entry/exit pair of another array
#pragma acc enter data copyin(b)
#pragma acc data present(b) copy(a)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            a[i] -= b[i];
    }
#pragma acc exit data delete(b)

    long s = 0;
    for (int i = 0; i < N; i++)
        s += a[i];
    printf("mid=%ld a[0]=%d a[299]=%d s=%ld\n", mid, a[0], a[N - 1], s);
    return 0;
}
