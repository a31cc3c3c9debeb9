// private arrays: a fixed-size scratch array private to each iteration of a
// gang loop and of a vector loop (3-point moving window per element).
#include <stdio.h>

#define N 300
#define K 4

int main(void)
{
    static int in[N], out[N], out2[N];
    int scratch[K];
    for (int i = 0; i < N; i++)
        in[i] = (i * 7) % 11;

#pragma acc parallel loop private(scratch) copyin(in) copyout(out)
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < K; k++)
            scratch[k] = in[(i + k) % N];
        int s = 0;
        for (int k = 0; k < K; k++)
            s += scratch[k] * (k + 1);
        out[i] = s;
    }

    int win[3];
#pragma acc parallel copyin(in) copyout(out2)
    {
#pragma acc loop gang vector private(win)
        for (int i = 0; i < N; i++) {
            win[0] = i > 0 ? in[i - 1] : 0;
            win[1] = in[i];
            win[2] = i < N - 1 ? in[i + 1] : 0;
            int mx = win[0];
            if (win[1] > mx) mx = win[1];
            if (win[2] > mx) mx = win[2];
            out2[i] = mx;
        }
    }

    long s1 = 0, s2 = 0;
    for (int i = 0; i < N; i++) {
        s1 += out[i];
        s2 += out2[i];
    }
    printf("out[0]=%d out[299]=%d s1=%ld\n", out[0], out[N - 1], s1);
    printf("out2[5]=%d s2=%ld\n", out2[5], s2);
    return 0;
}
