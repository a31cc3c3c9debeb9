// 1-D stencil of radius R = 5 with the cache directive naming each iteration's
// window: `cache(in[i-R:2*R+1])`, the papers' Listing 1 with a wider radius.
// Neighbouring iterations share 2*R of their 2*R+1 elements, so an implementation
// that shares one window per thread block must get the block's edges right; N is
// prime so that no block size divides the trip count. Integer weights on
// integer-valued floats keep every sum exact (all values stay below 2^24).
// Five steps ping-pong between two present buffers; both a `parallel loop` and a
// `gang vector` loop inside a `parallel` region carry the directive.
#include <stdio.h>

#define N 1009
#define R 5

static float a[N], b[N];

static float reference_step(const float *in, int i)
{
    float s = 0.0f;
    for (int k = -R; k <= R; k++)
        s += (float)(k + R + 1) * in[i + k];
    return s;
}

int main(void)
{
    static float ref_a[N], ref_b[N];
    for (int i = 0; i < N; i++) {
        a[i] = (float)((i * 7) % 13);
        b[i] = a[i];
        ref_a[i] = a[i];
        ref_b[i] = a[i];
    }

    // Host reference: the same five steps, each result reduced modulo 251 so
    // that values stay small.
    for (int step = 0; step < 5; step++) {
        float *in = (step % 2 == 0) ? ref_a : ref_b;
        float *out = (step % 2 == 0) ? ref_b : ref_a;
        for (int i = R; i < N - R; i++) {
            float s = reference_step(in, i);
            out[i] = s - 251.0f * (float)((int)s / 251);
        }
    }

#pragma acc data copy(a, b)
    {
        for (int step = 0; step < 5; step++) {
            if (step % 2 == 0) {
#pragma acc parallel loop present(a, b)
                for (int i = R; i < N - R; i++) {
#pragma acc cache(a[i - R:2 * R + 1])
                    float s = 0.0f;
                    for (int k = -R; k <= R; k++)
                        s += (float)(k + R + 1) * a[i + k];
                    b[i] = s - 251.0f * (float)((int)s / 251);
                }
            } else {
#pragma acc parallel present(a, b)
                {
#pragma acc loop gang vector
                    for (int i = R; i < N - R; i++) {
#pragma acc cache(b[i - R:2 * R + 1])
                        float s = 0.0f;
                        for (int k = -R; k <= R; k++)
                            s += (float)(k + R + 1) * b[i + k];
                        a[i] = s - 251.0f * (float)((int)s / 251);
                    }
                }
            }
        }
    }

    // After five steps the last result is in b.
    int mismatches = 0;
    long sum = 0, weighted = 0;
    for (int i = 0; i < N; i++) {
        if (b[i] != ref_b[i] || a[i] != ref_a[i])
            mismatches++;
        sum += (long)b[i];
        weighted += (long)b[i] * (i % 17);
    }
    printf("stencil radius %d over %d points, 5 steps: %s (%d mismatches)\n", R, N,
           mismatches == 0 ? "PASS" : "FAIL", mismatches);
    printf("sum=%ld weighted=%ld b[5]=%d b[500]=%d b[1003]=%d\n", sum, weighted, (int)b[5],
           (int)b[500], (int)b[N - 6]);
    return 0;
}
