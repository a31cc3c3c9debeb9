/* Values that flow between the kernels of one construct. A `kernels` region's scalar
 * assigned by one of its parts and read by a later loop (`h = a[3] * 2; … c[i] = a[i] + h`),
 * or a reduction result read by the next loop, is read from its device copy: the later
 * kernel got the host's stale value before. A struct written member by member with no data
 * clause is copied back (it was given to the kernel by value, so the writes were lost). And
 * `private(buf)` on a `parallel` construct is one copy per gang, which the gang's vector
 * loops share (it was one per thread). */
#include <stdio.h>

#define N 100

typedef struct { int n; double v[16]; } vec;

int main(void) {
    int a[N], b[N], c[N], s = 0, h = 0;
    for (int i = 0; i < N; i++)
        a[i] = i;
#pragma acc kernels copyin(a) copyout(b, c)
    {
        h = a[3] * 2;
        for (int i = 0; i < N; i++)
            c[i] = a[i] + h;
        for (int i = 0; i < N; i++)
            s += a[i];
        for (int i = 0; i < N; i++)
            b[i] = a[i] + s;
    }
    printf("kernels: h %d s %d c[0] %d c[99] %d b[0] %d b[99] %d\n", h, s, c[0], c[99], b[0], b[99]);

    vec x = { 16, {0} };
#pragma acc parallel loop
    for (int i = 0; i < 16; i++)
        x.v[i] = i * 2 + x.n;
    printf("struct: %.1f %.1f\n", x.v[1], x.v[15]);

    int out[4][8], buf[8];
#pragma acc parallel private(buf) copyout(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 4; g++) {
#pragma acc loop vector
            for (int k = 0; k < 8; k++)
                buf[k] = g * 100 + k;
#pragma acc loop vector
            for (int k = 0; k < 8; k++)
                out[g][k] = buf[7 - k];
        }
    }
    long t = 0;
    for (int g = 0; g < 4; g++)
        for (int k = 0; k < 8; k++)
            t += out[g][k] * (k + 1);
    printf("gang private: %d %d %d %d (%ld)\n", out[0][0], out[1][0], out[2][0], out[3][7], t);
    return 0;
}
