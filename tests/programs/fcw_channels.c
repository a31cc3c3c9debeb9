// no-plain: its `fcw` channels make a block's iterations communicate // run-timeout: 300 (each block a team of 256 threads on the CPU targets)
// The `fcw` directive's channels: the iterations of a thread block communicate through
// its tile in shared memory (dissertation ch. 6).
// 1. D Listing 6.4: the in-block reduction with FETCH_CHANNEL. The channel write sits in
//    a loop every thread runs alike, under a condition that differs between threads:
//    every thread reaches the barriers, only some store. Its result is lost (no WB): the
//    array is unchanged, and each block's sum goes to b.
// 2. A per-block inclusive scan with CHANNEL_ONLY: each iteration writes its value into
//    the channel (the tile of `t`, an array the program never uses otherwise),
//    `fcw_barrier` makes it visible, then rounds of Hillis-Steele steps.
// 3. The same scan in place with FETCH_CHANNEL_WB (the tile filled from the array and
//    its written elements written back), and with CHANNEL_WB.
// N is not a multiple of the block, so the last block is partial; results are checked
// against a sequential computation with the same block model.
#include <stdio.h>
#include <stdlib.h>

#define N 100003
#define V 256

int main(void)
{
    int *a = malloc(sizeof(int) * N);
    int *sums = malloc(sizeof(int) * (N / V + 1));
    int *scan = malloc(sizeof(int) * N);
    int *s1 = malloc(sizeof(int) * N);
    int *s2 = malloc(sizeof(int) * N);
    int *src = malloc(sizeof(int) * N);
    int *t = malloc(sizeof(int) * N); // only a name for the channel: never read nor written
    for (int i = 0; i < N; i++) {
        a[i] = (i * 37) % 101 - 50;
        s1[i] = (i * 13) % 17;
        s2[i] = s1[i];
        src[i] = s1[i];
    }
    for (int k = 0; k <= N / V; k++)
        sums[k] = 0;

#pragma acc data copy(a[0:N], s1[0:N], s2[0:N]) copyin(src[0:N]) create(t[0:N]) copyout(scan[0:N]) copy(sums[0:N/V+1])
    {
#pragma acc parallel loop vector_length(V) present(a, sums)
        for (int i = 0; i < N; i++) {
            int tile = i / V;
            int lane = i % V;
#pragma acc fcw FETCH_CHANNEL(a[i:0:0])
            {
                for (int y = V / 2; y > 0; y >>= 1)
                    if (lane < y && i + y < N)
                        a[i] = a[i] + a[i + y];
                if (lane == 0)
                    sums[tile] = a[i];
            }
        }
#pragma acc parallel loop vector_length(V) present(src, scan, t)
        for (int i = 0; i < N; i++) {
            int lane = i % V;
            int x = src[i];
#pragma acc fcw CHANNEL_ONLY(t[i:V:0])
            {
                t[i] = x;
#pragma acc fcw_barrier
                for (int d = 1; d < V; d *= 2) {
                    int add = lane >= d ? t[i - d] : 0;
                    t[i] = t[i] + add;
                }
                scan[i] = t[i];
            }
        }
#pragma acc parallel loop vector_length(V) present(s1)
        for (int i = 0; i < N; i++) {
            int lane = i % V;
#pragma acc fcw FETCH_CHANNEL_WB(s1[i:V:0])
            {
                for (int d = 1; d < V; d *= 2) {
                    int add = lane >= d ? s1[i - d] : 0;
                    s1[i] += add;
                }
            }
        }
#pragma acc parallel loop vector_length(V) present(s2, src)
        for (int i = 0; i < N; i++) {
            int lane = i % V;
#pragma acc fcw CHANNEL_WB(s2[i:V:0])
            {
                s2[i] = src[i];
                for (int d = 1; d < V; d *= 2) {
                    int add = lane >= d ? s2[i - d] : 0;
                    s2[i] += add;
                }
            }
        }
    }

    long bad = 0;
    for (int k = 0; k <= (N - 1) / V; k++) {
        int s = 0;
        for (int i = k * V; i < (k + 1) * V && i < N; i++)
            s += (i * 37) % 101 - 50;
        bad += sums[k] != s;
    }
    for (int i = 0; i < N; i++) {
        bad += a[i] != (i * 37) % 101 - 50;
        int want = 0;
        for (int j = i - i % V; j <= i; j++)
            want += src[j];
        bad += scan[i] != want;
        bad += s1[i] != want;
        bad += s2[i] != want;
    }
    printf("fcw channels over %d iterations in blocks of %d: %s (%ld mismatches)\n", N, V,
           bad ? "FAIL" : "PASS", bad);
    printf("sums[0]=%d sums[%d]=%d scan[%d]=%d\n", sums[0], N / V, sums[N / V], N - 1,
           scan[N - 1]);
    free(a);
    free(sums);
    free(scan);
    free(s1);
    free(s2);
    free(src);
    free(t);
    return bad != 0;
}
