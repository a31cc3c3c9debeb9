/* Pointers whose value a kernel copies or computes with before it follows them
 * (`float *b = a`, `m + i * W`): the kernel gets the device address, as it does for
 * `a[i]`. Before, such a pointer was passed by value (the host address: a build failure on
 * OpenCL, a fault on CUDA). A pointer the kernel only tests (`if (p)`, `p != NULL`) keeps
 * its host value and needs no device copy (on OpenCL too, which takes no such argument). */
#include <stdio.h>
#include <stdlib.h>

#define N 512
#define W 8

int main(void) {
    float *a = malloc(N * sizeof(float));
    float *m = malloc(N * W * sizeof(float));
    float *host_only = malloc(4 * sizeof(float)); /* never on the device */
    float *none = NULL;
    int *flags = malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 13);
        for (int j = 0; j < W; j++)
            m[i * W + j] = (float)(i % 5 + j);
    }

#pragma acc data copy(a[0:N]) copyin(m[0:N * W]) copyout(flags[0:N])
    {
        /* a copy of the pointer, written through */
#pragma acc parallel loop
        for (int i = 0; i < N; i++) {
            float *b = a;
            b[i] = b[i] * 2.0f + 1.0f;
        }
        /* pointer arithmetic: a row of m */
#pragma acc parallel loop
        for (int i = 0; i < N; i++) {
            const float *row = m + i * W;
            float s = 0;
            for (int j = 0; j < W; j++)
                s += row[j];
            a[i] += s;
        }
        /* pointers only tested: host values, no device copy needed */
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            flags[i] = (host_only != NULL) + 2 * (none == NULL) + (!none ? 4 : 0) + (a ? 8 : 0);
    }

    double sa = 0;
    long sf = 0;
    for (int i = 0; i < N; i++) {
        sa += a[i];
        sf += flags[i];
    }
    printf("a: %.1f\nflags: %ld\n", sa, sf);
    free(a);
    free(m);
    free(host_only);
    free(flags);
    return 0;
}
