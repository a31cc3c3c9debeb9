// kernels: the compiler finds the parallel loops itself.  The region contains
// two loop nests and a scalar statement outside any loop.
#include <stdio.h>

#define N 256

int main(void)
{
    static double x[N], y[N], z[N];
    double first = -1.0;
    for (int i = 0; i < N; i++) {
        x[i] = i;
        y[i] = N - i;
    }

#pragma acc kernels copyin(x, y) copyout(z) copy(first)
    {
        for (int i = 0; i < N; i++)
            z[i] = x[i] * 2.0;
        for (int i = 0; i < N; i++)
            z[i] = z[i] + y[i];
        first = x[0] + 10.0;
    }

    int bad = 0;
    for (int i = 0; i < N; i++)
        if (z[i] != (double)(i + N))
            bad++;
    printf("z[0]=%.1f z[255]=%.1f first=%.1f\n", z[0], z[N - 1], first);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
