// `printf` in device code: in a `serial` region (integers, a `float` promoted to
// `double`, a `double`, a string literal for `%s`, `%c`, `%x`, widths and `%%`), in one
// iteration of a parallel loop, and in a `routine` called from one iteration. Device
// output appears when the kernel ends; `stdout` is flushed before each region to keep the
// lines in order (PoCL writes straight to the file, not through `stdout`). Only one
// thread prints, so the output is the same on every target.
#include <stdio.h>

#define N 64

#pragma acc routine seq
static int report(int i, float v)
{
    if (i == 5)
        printf("routine: i=%d v=%.1f\n", i, v);
    return i * 2;
}

int main(void)
{
    float a[N];
    int b[N];
    double scale = 0.25;
    int count = N;
    for (int i = 0; i < N; i++)
        a[i] = (float)i * 0.5f;

    printf("host: before\n");
    fflush(stdout);
#pragma acc serial copyin(a[0:N], scale, count)
    {
        float half = a[3];
        printf("serial: count=%d half=%.2f scale=%f\n", count, half, scale);
        printf("serial: %s %c 0x%x [%5d] %% %-3d|\n", "literal", 'z', 255, count, 7);
    }
    fflush(stdout);
#pragma acc parallel loop copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) {
        if (i == 0)
            printf("loop: i=%d a=%g\n", i, a[N - 1]);
        b[i] = report(i, a[i]);
    }
    fflush(stdout);
    int ok = 1;
    for (int i = 0; i < N; i++)
        ok = ok && b[i] == 2 * i;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return 0;
}
