/* Two halves of a problem on two async queues: each half is uploaded, updated by three
 * kernels and downloaded on its own queue, so that one half's transfers overlap the other
 * half's kernels; then a reduction on the device. For the ACC_TRACE picture in README. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1L << 24;
    float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (long i = 0; i < n; i++) {
        a[i] = (float)(i % 100);
        b[i] = (float)(i % 7);
    }
#pragma acc enter data create(a[0:n], b[0:n])
    for (int q = 0; q < 2; q++) {
        float *x = q ? b : a;
#pragma acc update device(x[0:n]) async(q)
        for (int step = 0; step < 3; step++) {
#pragma acc parallel loop async(q) present(x[0:n])
            for (long i = 0; i < n; i++)
                x[i] = sqrtf(x[i] * x[i] + 1.0f) * 0.5f;
        }
#pragma acc update self(x[0:n]) async(q)
    }
#pragma acc wait
    double s = 0;
#pragma acc parallel loop reduction(+ : s) present(a[0:n])
    for (long i = 0; i < n; i++)
        s += a[i];
#pragma acc exit data delete(a[0:n], b[0:n])
    double t = 0;
    for (long i = 0; i < n; i++)
        t += b[i];
    printf("%.6e %.6e\n", s, t);
    free(a);
    free(b);
    return 0;
}
