/* `present` of data that is not present: the array was never copied to the device. On
   host and multicore memory is shared, so the loop runs; a GPU (and ACC_CHECK=1) stops. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 1000;
    double *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++)
        a[i] = i;
#pragma acc parallel loop present(a[0:n]) // check-error: parallel loop in main(): present(a[0:n]): host range
    for (int i = 0; i < n; i++)
        a[i] = 2.0 * a[i];
    printf("a[10] = %.1f\n", a[10]);
    free(a);
    return 0;
}
