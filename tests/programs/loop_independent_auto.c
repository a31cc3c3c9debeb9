// loop independent and loop auto inside parallel and kernels regions.
// The auto loop has a real dependence, so a correct compiler must keep it
// sequential.
#include <stdio.h>

#define N 1000

int main(void)
{
    static double x[N], y[N];
    for (int i = 0; i < N; i++)
        x[i] = i % 13;

#pragma acc parallel copyin(x) copyout(y)
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++)
            y[i] = x[i] * 3.0 + 1.0;
    }

    static double z[N];
#pragma acc kernels copyin(y) copyout(z)
    {
#pragma acc loop auto
        for (int i = 0; i < N; i++)
            z[i] = y[i];
#pragma acc loop auto
        for (int i = 1; i < N; i++)
            z[i] = z[i] + z[i - 1];   // dependence: the compiler must not parallelize
    }

    printf("y[12]=%.1f z[999]=%.1f\n", y[12], z[N - 1]);
    return 0;
}
