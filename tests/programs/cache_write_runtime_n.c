// Cached data written inside the region when the trip count is known only at
// run time and is not a multiple of any block size (n = 100 and 1000, from a
// function argument): the last block shares its cache among fewer iterations
// than it has threads, and its write-back must store exactly those. Each
// iteration i updates out[i] several times from in[i:3] (dense: every
// iteration; sparse: one in 64). Integer-valued and dyadic floats: exact.
#include <stdio.h>
#include <stdlib.h>

static void update(int n, int steps, int sparse, float *in, float *out)
{
#pragma acc parallel loop present(in[0:n + 2], out[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc cache(in[i:3], out[i:1])
        if (!sparse || i % 64 == 0) {
            for (int s = 0; s < steps; s++)
                out[i] = 0.5f * out[i] + (in[i] + in[i + 1] + in[i + 2]);
        }
    }
}

static int run(int n, int steps, int sparse)
{
    float *in = malloc((n + 2) * sizeof(float)), *out = malloc(n * sizeof(float));
    float *ref = malloc(n * sizeof(float));
    for (int i = 0; i < n + 2; i++)
        in[i] = (float)(i % 7);
    for (int i = 0; i < n; i++)
        out[i] = ref[i] = (float)(i % 8);
    for (int i = 0; i < n; i++)
        if (!sparse || i % 64 == 0)
            for (int s = 0; s < steps; s++)
                ref[i] = 0.5f * ref[i] + (in[i] + in[i + 1] + in[i + 2]);
#pragma acc data copyin(in[0:n + 2]) copy(out[0:n])
    update(n, steps, sparse, in, out);
    int bad = 0;
    double sum = 0.0;
    for (int i = 0; i < n; i++) {
        bad += out[i] != ref[i];
        sum += out[i];
    }
    printf("n=%d steps=%d %s: %s sum=%.4f\n", n, steps, sparse ? "sparse" : "dense",
           bad ? "FAIL" : "PASS", sum);
    free(in), free(out), free(ref);
    return bad;
}

int main(void)
{
    int sizes[2] = {100, 1000};
    for (int k = 0; k < 2; k++)
        for (int sparse = 0; sparse <= 1; sparse++)
            run(sizes[k], 4, sparse);
    return 0;
}
