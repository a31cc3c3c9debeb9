// Stencils the compiler caches by itself (no cache directive): a 1-D parallel loop
// whose iterations read an array around their own index, `in[i + c]` with `c` a
// constant or the variable of a loop with constant bounds. The block's iterations
// share one range of it in shared memory. Trip counts that are not a multiple of the
// block, weights in an array (constant memory on CUDA), constant offsets, a range
// on one side of the index, reads 2 apart, doubles and ints, a step of 2, a loop that
// counts down, a small vector length, two arrays in one loop; and loops that must not
// be staged (an end of the range read only under a condition, a loop that may stop
// early, an array the loop writes) all give the answers of the sequential build.
// Values are small integers, so every sum is exact.
#include <stdio.h>

#define N 1000
#define R 3
#define W (2 * R + 1)

static float fin[N], fout[N], wts[W];
static double din[N], dout[N];
static int iin[N], iout[N], jin[N], jout[N];
static long lout[N], kout[N], gout[N], mout[N], sout[N];

static void run(int n, int lo)
{
#pragma acc data copyin(fin, wts, din, iin, jin) copy(fout, dout, iout, jout, lout, kout, gout, mout, sout)
    {
        // The stencil of the papers, its weights in an array.
#pragma acc parallel loop
        for (int i = R; i < n - R; i++) {
            float sum = 0.0f;
            for (int k = -R; k <= R; k++)
                sum += wts[k + R] * fin[i + k];
            fout[i] = sum;
        }
        // Constant offsets, doubles, a run-time start.
#pragma acc parallel loop
        for (int i = lo; i < n - 2; i++) {
            double s = din[i - 2] + 2.0 * din[i] - din[i + 1];
            s += din[i + 2] * 0.5;
            dout[i] = s;
        }
        // A range on one side of the index, ints, a small vector length.
#pragma acc parallel loop vector_length(32)
        for (int i = 0; i < n - 6; i++) {
            int s = 0;
            for (int k = 1; k <= 6; k++)
                s += k * iin[i + k];
            iout[i] = s;
        }
        // A step of 2, and a loop that counts down.
#pragma acc parallel loop
        for (int i = 4; i < n - 4; i += 2)
            lout[i] = (long)iin[i - 4] + iin[i] * 3 + iin[i + 4];
#pragma acc parallel loop
        for (int i = n - 4; i >= 3; i--) {
            long s = 0;
            for (int k = -3; k <= 3; k++)
                s += (long)(k + 4) * jin[i + k];
            kout[i] = s;
        }
        // Two arrays read around the index in one loop.
#pragma acc parallel loop
        for (int i = 2; i < n - 2; i++) {
            int a = iin[i - 2] + iin[i - 1] + iin[i + 1] + iin[i + 2];
            int b = jin[i - 1] * jin[i + 1];
            jout[i] = a - b % 1000;
        }
        // Reads 2 apart, from a loop of step 2.
#pragma acc parallel loop
        for (int i = 4; i < n - 4; i++) {
            long s = 0;
            for (int k = -4; k <= 4; k += 2)
                s += iin[i + k];
            sout[i] = s + iin[i - 4];
        }
        // Not staged: an end of the range read only under a condition; a loop that may
        // stop early; an array written in place.
#pragma acc parallel loop
        for (int i = 3; i < n - 3; i++) {
            long s = iin[i - 3] + iin[i];
            if (iin[i] % 3 == 0)
                s += iin[i + 3];
            gout[i] = s;
        }
#pragma acc parallel loop
        for (int i = 3; i < n - 3; i++) {
            long s = 0;
            for (int k = -3; k <= 3; k++) {
                if (jin[i + k] == 7)
                    break;
                s += jin[i + k];
            }
            mout[i] = s;
        }
#pragma acc parallel loop
        for (int i = 1; i < n - 1; i += 2)
            jout[i] += jout[i - 1] + jout[i + 1];
    }
}

int main(void)
{
    for (int k = 0; k < W; k++)
        wts[k] = (float)(k % 3 + 1);
    int sizes[][2] = {{N, 2}, {517, 5}, {40, 3}, {15, 2}};
    for (int t = 0; t < 4; t++) {
        for (int i = 0; i < N; i++) {
            fin[i] = (float)((i * 37 + t) % 17 - 8);
            din[i] = (double)((i * 53) % 23 - 11);
            iin[i] = (i * 7919 + t) % 101 - 50;
            jin[i] = (i * 131) % 41;
            fout[i] = dout[i] = 0;
            iout[i] = jout[i] = 0;
            lout[i] = kout[i] = gout[i] = mout[i] = sout[i] = 0;
        }
        int n = sizes[t][0];
        run(n, sizes[t][1]);
        double f = 0.0, d = 0.0;
        long s[7] = {0};
        for (int i = 0; i < N; i++) {
            f += fout[i] * (i % 5 + 1);
            d += dout[i] * (i % 3 + 1);
            s[0] += (long)iout[i] * (i % 7 + 1);
            s[1] += lout[i] * (i % 4 + 1);
            s[2] += kout[i] * (i % 6 + 1);
            s[3] += (long)jout[i] * (i % 2 + 1);
            s[4] += gout[i] * (i % 3 + 1);
            s[5] += mout[i] * (i % 5 + 1);
            s[6] += sout[i] * (i % 4 + 1);
        }
        printf("n %d: stencil %.1f offsets %.1f side %ld step %ld down %ld two %ld cond %ld stop %ld apart %ld\n",
               n, f, d, s[0], s[1], s[2], s[3], s[4], s[5], s[6]);
    }
    return 0;
}
