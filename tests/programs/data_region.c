// A structured data region keeps arrays on the device across several compute
// regions: copyin, copyout, copy and create, and the compute regions inside
// use present (or nothing: data already present is not copied again).
#include <stdio.h>

#define N 1024

int main(void)
{
    static float a[N], b[N], c[N], tmp[N];
    float total = 0.0f;
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 10);
        c[i] = 1.0f;
    }

#pragma acc data copyin(a) copyout(b) copy(c) create(tmp)
    {
#pragma acc parallel loop present(a, tmp)
        for (int i = 0; i < N; i++)
            tmp[i] = a[i] * 2.0f;

#pragma acc parallel loop present(tmp, b)
        for (int i = 0; i < N; i++)
            b[i] = tmp[i] + 1.0f;

#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            c[i] = c[i] + b[i];

#pragma acc parallel loop reduction(+:total)
        for (int i = 0; i < N; i++)
            total += c[i];
    }

    printf("b[9]=%.1f c[9]=%.1f total=%.1f\n", b[9], c[9], total);
    return 0;
}
