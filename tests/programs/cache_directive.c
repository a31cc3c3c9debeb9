// The standard cache directive inside a loop body: it names the part of an
// array each iteration reuses (here a 3-point and a 5-point window).  It is a
// hint; the results must not change.
#include <stdio.h>

#define N 2000

int main(void)
{
    static float in[N], out3[N], out5[N];
    for (int i = 0; i < N; i++)
        in[i] = (float)(i % 16);

#pragma acc parallel loop copyin(in) copyout(out3)
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(in[i - 1:3])
        out3[i] = in[i - 1] + in[i] + in[i + 1];
    }

#pragma acc parallel copyin(in) copyout(out5)
    {
#pragma acc loop gang vector
        for (int i = 2; i < N - 2; i++) {
#pragma acc cache(in[i - 2:5])
            float s = 0.0f;
            for (int k = -2; k <= 2; k++)
                s += in[i + k];
            out5[i] = s;
        }
    }

    double s3 = 0.0, s5 = 0.0;
    for (int i = 1; i < N - 1; i++)
        s3 += out3[i];
    for (int i = 2; i < N - 2; i++)
        s5 += out5[i];
    printf("out3[1]=%.1f out5[2]=%.1f s3=%.1f s5=%.1f\n", out3[1], out5[2], s3, s5);
    return 0;
}
