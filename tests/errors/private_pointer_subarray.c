// `private` (and `firstprivate`) of a subarray of a pointer: each thread would need elements
// of its own, which accc does not allocate (a fixed-size array can be private).
#include <stdlib.h>
#define N 64

int main(void)
{
    int out[N];
    int *p = malloc(8 * sizeof(int));
#pragma acc parallel loop copyout(out) private(p[0:8]) // expect-error: `private` of a subarray of the pointer `p` is not supported
    for (int i = 0; i < N; i++) {
        p[0] = i;
        out[i] = p[0];
    }
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++) {
#pragma acc loop seq private(p[0:4]) // expect-error: `private` of a subarray of the pointer `p`
        for (int j = 0; j < 2; j++)
            out[i] = p[j];
    }
    free(p);
    return 0;
}
