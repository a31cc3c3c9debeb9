// A cache directive naming a read-only table at a constant range (`wt[0:W]`, the
// stencil's weights) next to the moving window: on CUDA the table goes to constant
// memory, copied by the runtime from the device copy before each launch. The weights
// change on the device between launches, and the same kernel runs on two async queues
// in turn, so every launch must see the weights of its own step: a copy taken once, or
// one overwritten while the other queue's kernel still reads it, gives wrong sums.
#include <stdio.h>

#define N 2003
#define R 3
#define W (2 * R + 1)

static float x[N], y[N], z[N], w[W];

static void apply(const float *restrict in, float *restrict out, const float *restrict wt, int q)
{
#pragma acc parallel loop present(in[0:N], out[0:N], wt[0:W]) async(q)
    for (int i = R; i < N - R; i++) {
#pragma acc cache(in[i - R:W], wt[0:W])
        float s = 0.0f;
        for (int k = -R; k <= R; k++)
            s += wt[k + R] * in[i + k];
        out[i] += s;
    }
}

int main(void)
{
    static float ref_y[N], ref_z[N];
    for (int i = 0; i < N; i++)
        x[i] = (float)((i * 5) % 11);
    for (int step = 0; step < 6; step++) {
        float *out = step % 2 ? ref_z : ref_y;
        for (int i = R; i < N - R; i++) {
            float s = 0.0f;
            for (int k = -R; k <= R; k++)
                s += (float)((k + R + step) % W + 1) * x[i + k];
            out[i] += s;
        }
    }

#pragma acc data copyin(x, w) copy(y, z)
    {
        for (int step = 0; step < 6; step++) {
            int q = 1 + step % 2;
            // New weights once both queues are done with the old ones.
#pragma acc parallel loop present(w) async(q) wait(1, 2)
            for (int k = 0; k < W; k++)
                w[k] = (float)((k + step) % W + 1);
            apply(x, step % 2 ? z : y, w, q);
        }
#pragma acc wait
    }

    int mismatches = 0;
    double sum = 0.0;
    for (int i = 0; i < N; i++) {
        mismatches += y[i] != ref_y[i] || z[i] != ref_z[i];
        sum += y[i] * (i % 7) + z[i] * (i % 5);
    }
    printf("constant table, 6 steps on two queues: %s (%d mismatches)\n",
           mismatches == 0 ? "PASS" : "FAIL", mismatches);
    printf("sum=%.1f y[3]=%.1f z[1000]=%.1f\n", sum, y[R], z[1000]);
    return 0;
}
