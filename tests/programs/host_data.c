// host_data use_device: inside the construct, the name refers to the device
// copy, so it can be passed to a function that works on device pointers
// (deviceptr).  acc_deviceptr gives the same address through the API (on a
// shared-memory device both are the host address, so "same" is 1 everywhere).
#include <stdio.h>
#include <openacc.h>

#define N 500

static void scale_on_device(float *restrict p, int n, float f)
{
#pragma acc parallel loop deviceptr(p)
    for (int i = 0; i < n; i++)
        p[i] *= f;
}

int main(void)
{
    static float x[N];
    for (int i = 0; i < N; i++)
        x[i] = (float)i;

    int same = 0;
#pragma acc data copy(x)
    {
        void *dev = acc_deviceptr(x);
#pragma acc host_data use_device(x)
        {
            scale_on_device(x, N, 2.0f);
            same = ((void *)x == dev);
        }
#pragma acc parallel loop present(x)
        for (int i = 0; i < N; i++)
            x[i] += 1.0f;
    }

    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += x[i];
    printf("x[0]=%.1f x[499]=%.1f sum=%.1f same=%d\n", x[0], x[N - 1], s, same);
    return 0;
}
