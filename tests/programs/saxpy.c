// SAXPY, y = a*x + y, with a data region and a checksum.  The inputs are
// small integers so every product and sum is exact.
#include <stdio.h>
#include <stdlib.h>

static void saxpy(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

int main(void)
{
    int n = 1 << 16;
    float *x = malloc(n * sizeof(float));
    float *y = malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) {
        x[i] = (float)(i % 100);
        y[i] = (float)(i % 7);
    }

#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
        saxpy(n, 2.0f, x, y);
        saxpy(n, -1.0f, x, y);      // y = x + y0 after both calls
    }

    double checksum = 0.0;
    int bad = 0;
    for (int i = 0; i < n; i++) {
        checksum += y[i];
        if (y[i] != (float)(i % 100 + i % 7))
            bad++;
    }
    printf("y[0]=%.1f y[12345]=%.1f checksum=%.1f\n", y[0], y[12345], checksum);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    free(x);
    free(y);
    return 0;
}
