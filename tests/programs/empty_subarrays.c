/* Empty subarrays (length 0 at run time) in every kind of data clause: nothing is
 * allocated, copied or required, and the kernels get a null pointer for absent data (or
 * the device address inside a present block). A program splitting work into chunks meets
 * them whenever a chunk is empty. */
#include <stdio.h>
#include <stdlib.h>

/* Add 1 to p[lo .. lo+count). */
static void bump(float *p, int lo, int count) {
    #pragma acc parallel loop copy(p[lo:count])
    for (int i = lo; i < lo + count; i++)
        p[i] += 1;
}

static float sum(const float *p, int lo, int count) {
    float s = 0;
    #pragma acc parallel loop copyin(p[lo:count]) reduction(+:s)
    for (int i = lo; i < lo + count; i++)
        s += p[i];
    return s;
}

int main(void) {
    enum { N = 64 };
    float *a = malloc(sizeof(float) * N);
    float (*m)[8] = malloc(sizeof(float) * 8 * 8);
    for (int i = 0; i < N; i++)
        a[i] = i;
    for (int i = 0; i < 64; i++)
        m[i / 8][i % 8] = 0;

    /* Chunks of 0, 16, 0, 48 and 0 elements. */
    int bounds[] = {0, 0, 16, 16, 64, 64};
    for (int c = 0; c + 1 < 6; c++)
        bump(a, bounds[c], bounds[c + 1] - bounds[c]);
    float total = 0;
    for (int c = 0; c + 1 < 6; c++)
        total += sum(a, bounds[c], bounds[c + 1] - bounds[c]);
    printf("total %.0f (expected %d)\n", total, N * (N - 1) / 2 + N);

    /* Every clause kind with 0 elements of absent data. */
    int none = 0;
    #pragma acc parallel loop copyout(a[0:none]) create(m[0:none][0:8])
    for (int i = 0; i < none; i++)
        a[i] = m[i][0];
    #pragma acc parallel loop present(a[0:none])
    for (int i = 0; i < none; i++)
        a[i] = -1;
    #pragma acc enter data copyin(a[0:none])
    #pragma acc update device(a[0:none])
    #pragma acc exit data copyout(a[0:none])
    printf("a[0] %.0f a[63] %.0f\n", a[0], a[63]);

    /* An empty subarray of present data: the kernel sees the present block. */
    #pragma acc data copy(a[0:N])
    {
        #pragma acc parallel loop present(a[8:none])
        for (int i = 8; i < 8 + none; i++)
            a[i] = -1;
        #pragma acc parallel loop present(a[0:N])
        for (int i = 0; i < N; i++)
            a[i] *= 2;
    }
    printf("a[1] %.0f a[8] %.0f\n", a[1], a[8]);

    /* 2-D: zero rows, then rows of zero columns. */
    int rows = 0, cols = 8;
    #pragma acc parallel loop collapse(2) copy(m[0:rows][0:cols])
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = 5;
    rows = 8, cols = 0;
    #pragma acc parallel loop copy(m[2:rows-2][0:cols])
    for (int i = 2; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = 5;
    float ms = 0;
    for (int i = 0; i < 64; i++)
        ms += m[i / 8][i % 8];
    printf("m sum %.0f\n", ms);
    free(a);
    free(m);
    return 0;
}
