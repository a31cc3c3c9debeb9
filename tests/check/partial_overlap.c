/* A compute construct asks for more of an array than the data region around it made
   present: the first half is present, the whole is asked for. A GPU cannot extend the
   present block; OpenACC makes it an error. */
#include <stdio.h>
#include <stdlib.h>

static void scale(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n]) // check-error: parallel loop in scale(): copy(a[0:n]): host range
    for (int i = 0; i < n; i++)
        a[i] *= 3.0;
}

int main(void)
{
    int n = 1000;
    double *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++)
        a[i] = 1.0;
#pragma acc data copy(a[0:n/2])
    {
        scale(a, n);
    }
    printf("a[0] = %.1f, a[999] = %.1f\n", a[0], a[n - 1]);
    free(a);
    return 0;
}
