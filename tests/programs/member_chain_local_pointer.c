/* A member chain through a struct pointer declared in the kernel (`vec *q = p;
 * q->data[i]`): the kernel reads `q->data` from the struct's device copy, where the data
 * clause attached it, so the struct and its data must be present (here from the enclosing
 * `data` construct, the struct first so that the attach finds it). Before, the chain was
 * given a kernel parameter computed from `q` on the host, where no `q` exists (a host
 * compiler error). OpenCL kernels cannot follow a pointer stored in device memory: a
 * compile-time error there, checked by the corpus. */
// opencl-error: is a pointer stored in device memory, which OpenCL kernels cannot follow
#include <stdio.h>
#include <stdlib.h>

#define N 512

typedef struct { int n; float *data; } vec;

int main(void) {
    vec v = { N, malloc(N * sizeof(float)) };
    for (int i = 0; i < N; i++)
        v.data[i] = (float)(i % 3);
    vec *p = &v;

#pragma acc data copyin(p[0:1]) copy(p->data[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) {
            vec *q = p;
            q->data[i] += (float)q->n / 512.0f;
        }
    }

    double s = 0;
    for (int i = 0; i < N; i++)
        s += v.data[i];
    printf("v: %.1f\n", s);
    free(v.data);
    return 0;
}
