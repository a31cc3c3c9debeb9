/* Use after `exit data`: the array left the device, and a later compute construct uses
   it through its pointer (an implicit `present`, as OpenACC makes a pointer's data). */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 500;
    float *v = malloc(n * sizeof *v);
    for (int i = 0; i < n; i++)
        v[i] = 1.0f;
#pragma acc enter data copyin(v[0:n])
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        v[i] += 1.0f;
#pragma acc exit data copyout(v[0:n])
    float before = v[0];
#pragma acc parallel loop // check-error: parallel loop in main(): implicit present(v): host address
    for (int i = 0; i < n; i++)
        v[i] *= 10.0f;
    printf("before %.1f, after %.1f\n", before, v[0]);
    free(v);
    return 0;
}
