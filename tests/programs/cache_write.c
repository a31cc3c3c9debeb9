// Cached data written inside the cache region (the papers' write-policy
// workloads in miniature). Whatever the policy, write-back at the end of the
// region or write-through at every store, the arrays must end up as if there
// were no cache, and a read after a write inside the region must see the write.
//  1. dense: every iteration owns a[4*i:4], caches it and updates it 24 times,
//     reading its own earlier writes (4*i is a linear lower bound of rate 4);
//  2. sparse: only one iteration in 37 writes, and only on one serial step in 8;
//  3. read-modify-write of a cached double out[i:1] next to a read-only cached
//     window of another array, in a sequential loop inside the iteration.
// Every iteration writes only elements no other iteration reads, so there is
// no race whatever the sharing. N = 1000 is not a multiple of any block size.
#include <stdio.h>

#define N 1000
#define STEPS 24

static int a[4 * N], ra[4 * N];
static int sp[N], rsp[N];
static double in[N + 2], out[N], rout[N];

int main(void)
{
    for (int i = 0; i < 4 * N; i++)
        a[i] = ra[i] = i % 23;
    for (int i = 0; i < N; i++)
        sp[i] = rsp[i] = i % 5;
    for (int i = 0; i < N + 2; i++)
        in[i] = (double)(i % 7);
    for (int i = 0; i < N; i++)
        out[i] = rout[i] = 0.5 * (double)(i % 3);

    // Host reference.
    for (int i = 0; i < N; i++)
        for (int s = 0; s < STEPS; s++)
            for (int k = 0; k < 4; k++)
                ra[4 * i + k] = (ra[4 * i + k] * 3 + ra[4 * i + (k + 1) % 4] + s) % 1009;
    for (int i = 0; i < N; i++)
        if (i % 37 == 0)
            for (int s = 0; s < 64; s++)
                if (s % 8 == 3)
                    rsp[i] = rsp[i] * 2 + s;
    for (int i = 0; i < N; i++)
        for (int t = 0; t < 6; t++)
            rout[i] = rout[i] * 0.5 + in[i] + in[i + 1] + in[i + 2] * (double)t;

#pragma acc data copy(a, sp, out) copyin(in)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) {
#pragma acc cache(a[4 * i:4])
            for (int s = 0; s < STEPS; s++)
                for (int k = 0; k < 4; k++)
                    a[4 * i + k] = (a[4 * i + k] * 3 + a[4 * i + (k + 1) % 4] + s) % 1009;
        }

#pragma acc parallel loop present(sp)
        for (int i = 0; i < N; i++) {
#pragma acc cache(sp[i:1])
            if (i % 37 == 0)
                for (int s = 0; s < 64; s++)
                    if (s % 8 == 3)
                        sp[i] = sp[i] * 2 + s;
        }

#pragma acc parallel loop present(in, out)
        for (int i = 0; i < N; i++) {
            for (int t = 0; t < 6; t++) {
#pragma acc cache(out[i:1], in[i:3])
                out[i] = out[i] * 0.5 + in[i] + in[i + 1] + in[i + 2] * (double)t;
            }
        }
    }

    int bad_a = 0, bad_sp = 0, bad_out = 0;
    long sum_a = 0, sum_sp = 0;
    double sum_out = 0.0;
    for (int i = 0; i < 4 * N; i++) {
        bad_a += a[i] != ra[i];
        sum_a += a[i];
    }
    for (int i = 0; i < N; i++) {
        bad_sp += sp[i] != rsp[i];
        sum_sp += sp[i];
        bad_out += out[i] != rout[i];
        sum_out += out[i];
    }
    printf("dense writes: %s sum=%ld a[0]=%d a[3999]=%d\n", bad_a ? "FAIL" : "PASS", sum_a, a[0],
           a[4 * N - 1]);
    printf("sparse writes: %s sum=%ld sp[37]=%d sp[999]=%d\n", bad_sp ? "FAIL" : "PASS", sum_sp,
           sp[37], sp[999]);
    printf("read-modify-write: %s sum=%.6f out[1]=%.6f\n", bad_out ? "FAIL" : "PASS", sum_out,
           out[1]);
    return 0;
}
