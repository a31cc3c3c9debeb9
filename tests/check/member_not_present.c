/* A struct is copied to the device, but the data its pointer member points to is not
   (no `copyin(v.data[0:v.n])`, no deep copy): the kernel would follow a host pointer.
   ACC_CHECK=1 finds it as a kernel launch would, naming the member. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n;
    double *data;
} vec;

int main(void)
{
    vec v;
    v.n = 64;
    v.data = malloc(v.n * sizeof *v.data);
    for (int i = 0; i < v.n; i++)
        v.data[i] = i;
    double sum = 0.0;
#pragma acc parallel loop copyin(v) reduction(+:sum) // check-error: parallel loop in main(): `v.data` (used in the construct): host address
    for (int i = 0; i < v.n; i++)
        sum += v.data[i];
    printf("sum = %.1f\n", sum);
    free(v.data);
    return 0;
}
