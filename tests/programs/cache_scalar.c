// Cache lists holding more than subarrays: a scalar (`scale`), a whole small
// array without a subscript (`w`, all nine weights), the `readonly:` modifier
// of OpenACC 3.3, and a scalar local to the iteration, cached at the top of a
// sequential loop and written inside the region. N = 777; integers only.
#include <stdio.h>

#define N 777
#define R 4

static int in[N + 2 * R], out1[N], out2[N], out3[N];
static int w[2 * R + 1];

int main(void)
{
    int scale = 3;
    for (int i = 0; i < N + 2 * R; i++)
        in[i] = (i * 41) % 53 - 26;
    for (int k = 0; k <= 2 * R; k++)
        w[k] = k * k - 7;

#pragma acc data copyin(in, w) copyout(out1, out2, out3)
    {
#pragma acc parallel loop present(in, w, out1) firstprivate(scale)
        for (int i = 0; i < N; i++) {
#pragma acc cache(w, scale, in[i:2 * R + 1])
            int s = 0;
            for (int k = 0; k <= 2 * R; k++)
                s += w[k] * in[i + k];
            out1[i] = s * scale;
        }

#pragma acc parallel loop present(in, w, out2)
        for (int i = 0; i < N; i++) {
#pragma acc cache(readonly: in[i:2 * R + 1], w[0:2 * R + 1])
            int best = in[i] * w[0];
            for (int k = 1; k <= 2 * R; k++)
                if (in[i + k] * w[k] > best)
                    best = in[i + k] * w[k];
            out2[i] = best;
        }

#pragma acc parallel loop present(in, out3)
        for (int i = 0; i < N; i++) {
            int h = i % 3;
            for (int k = 0; k < 5; k++) {
#pragma acc cache(h)
                h = h * 2 + in[i + k];
            }
            out3[i] = h;
        }
    }

    int bad = 0;
    long s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i < N; i++) {
        int s = 0, best = in[i] * w[0], acc = i % 3;
        for (int k = 0; k <= 2 * R; k++)
            s += w[k] * in[i + k];
        for (int k = 1; k <= 2 * R; k++)
            if (in[i + k] * w[k] > best)
                best = in[i + k] * w[k];
        for (int k = 0; k < 5; k++)
            acc = acc * 2 + in[i + k];
        bad += (out1[i] != s * scale) + (out2[i] != best) + (out3[i] != acc);
        s1 += out1[i], s2 += out2[i], s3 += out3[i];
    }
    printf("scalars and whole arrays in cache lists: %s (%d mismatches)\n", bad ? "FAIL" : "PASS",
           bad);
    printf("weighted=%ld max=%ld local=%ld\n", s1, s2, s3);
    return 0;
}
