/* Routines that return pointers, and routines taking 2-D arrays, called with device
 * arrays and with the thread's own arrays. OpenCL C has no generic pointers: each version
 * of such a routine returns a pointer into the memory its arguments point into, and the
 * caller's pointers follow (`float *q = pick(row, k)`). */
#include <stdio.h>

#define N 256
#define W 4

#pragma acc routine seq
static float *at(float *a, int i) { return a + i; }

#pragma acc routine seq
static float *larger(float *a, float *b) { return *a >= *b ? a : b; }

#pragma acc routine seq
static float row_sum(float m[][W], int r) {
    float s = 0;
    for (int j = 0; j < W; j++)
        s += m[r][j];
    return s;
}

#pragma acc routine seq
static float *row_of(float (*m)[W], int r) { return m[r]; }

int main(void) {
    float a[N], b[N], m[N][W], out[N];
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 7);
        b[i] = (float)(i % 5);
        for (int j = 0; j < W; j++)
            m[i][j] = (float)(i + j);
    }
#pragma acc parallel loop copy(a) copyin(b, m) copyout(out)
    for (int i = 0; i < N; i++) {
        float local[2][W];
        for (int j = 0; j < W; j++) {
            local[0][j] = m[i][j] * 0.5f;
            local[1][j] = 1.0f;
        }
        *at(a, i) += 1.0f;                       /* into device memory */
        float *q = at(local[0], 1);              /* into the thread's own array */
        *q += 10.0f;
        float *big = larger(&local[0][0], &local[0][3]);
        float *r = row_of(m, i);                 /* a row of the device array */
        out[i] = row_sum(m, i) + row_sum(local, 0) + row_sum(local, 1) + *big + r[2]
                 + *larger(&b[i], &b[(i + 1) % N]);
    }
    double s = 0, t = 0;
    for (int i = 0; i < N; i++) {
        s += out[i];
        t += a[i];
    }
    printf("out %.2f a %.2f out[5] %.2f\n", s, t, out[5]);
    return 0;
}
