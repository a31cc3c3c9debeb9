// default(present): every array used in the region must already be on the
// device; here the enclosing data region put it there.
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 300;
    double *x = malloc(n * sizeof(double));
    double *y = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) {
        x[i] = i;
        y[i] = 1.0;
    }

#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
#pragma acc parallel loop default(present)
        for (int i = 0; i < n; i++)
            y[i] = y[i] + 2.0 * x[i];

#pragma acc kernels default(present)
        {
            for (int i = 0; i < n; i++)
                y[i] = y[i] * 0.5;
        }
    }

    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += y[i];
    printf("y[0]=%.1f y[299]=%.1f sum=%.1f\n", y[0], y[n - 1], s);
    free(x);
    free(y);
    return 0;
}
