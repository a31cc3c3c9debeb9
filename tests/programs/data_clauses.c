// The data clauses on compute and data constructs: copy, copyin, copyout,
// create, present, no_create, deviceptr and the present_or spellings
// (pcopy, pcopyin, pcopyout, pcreate, present_or_copy), with array sections
// that start at non-zero offsets.
#include <stdio.h>
#include <stdlib.h>

#define N 200

int main(void)
{
    float *a = malloc(N * sizeof(float));
    float *b = malloc(N * sizeof(float));
    float *c = malloc(N * sizeof(float));
    float *d = malloc(N * sizeof(float));
    float *e = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        a[i] = (float)i;
        b[i] = 0.0f;
        c[i] = -1.0f;
        d[i] = 2.0f;
        e[i] = 0.0f;
    }

    // only the middle part [10, 190) is touched
#pragma acc parallel loop copyin(a[10:180]) copyout(b[10:180])
    for (int i = 10; i < 190; i++)
        b[i] = a[i] + 0.5f;

#pragma acc data pcopyin(a[0:N]) pcopy(d[0:N]) pcreate(e[0:N])
    {
#pragma acc parallel loop present_or_copy(d[0:N]) present(a[0:N]) no_create(c[0:N])
        for (int i = 0; i < N; i++)
            d[i] = d[i] * a[i];

#pragma acc parallel loop present(e[0:N], d[0:N])
        for (int i = 0; i < N; i++)
            e[i] = d[i] + 1.0f;

#pragma acc parallel loop pcopyout(c[0:N]) present(e[0:N])
        for (int i = 0; i < N; i++)
            c[i] = e[i] * 0.5f;
    }

    float sb = 0.0f, sc = 0.0f, sd = 0.0f;
    for (int i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i];
        sd += d[i];
    }
    printf("b[9]=%.1f b[10]=%.1f b[189]=%.1f b[190]=%.1f\n", b[9], b[10], b[189], b[190]);
    printf("sb=%.1f sc=%.1f sd=%.1f\n", sb, sc, sd);
    free(a); free(b); free(c); free(d); free(e);
    return 0;
}
