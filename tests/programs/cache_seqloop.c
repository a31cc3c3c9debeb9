// The cache directive at the top of a sequential loop's body: the region is
// one iteration of that loop, so the cached data is fetched again every
// iteration, at a new place or with new contents.
//  1. rows of a weight table: `cache(w[t][0:W])` changes with t only, the same
//     for every parallel iteration (a block may share one copy);
//  2. a moving window: `cache(h[t][i-2:5])` moves with both t and i;
//  3. a private row updated each step, `cache(st[i][0:8])` under `loop seq`:
//     step t+1 must see what step t wrote, so a write-back implementation must
//     write the row back at the end of each region and fetch it again.
// N = 300 and the row width 8 fit no block size exactly; all values are integers.
#include <stdio.h>

#define N 300
#define T 12
#define W 16

static int w[T][W], h[T][N + 4], st[N][8], r1[N], r2[N];
static int rst[N][8], rr1[N], rr2[N];

int main(void)
{
    for (int t = 0; t < T; t++) {
        for (int k = 0; k < W; k++)
            w[t][k] = (t * 5 + k * 3) % 17 - 8;
        for (int i = 0; i < N + 4; i++)
            h[t][i] = (t * 11 + i * 13) % 29;
    }
    for (int i = 0; i < N; i++)
        for (int k = 0; k < 8; k++)
            st[i][k] = rst[i][k] = (i + k) % 10;

    for (int i = 0; i < N; i++) {
        int s1 = 0, s2 = 0;
        for (int t = 0; t < T; t++) {
            s1 += w[t][i % W] * (i % 7) + w[t][(i + 5) % W];
            for (int d = 0; d < 5; d++)
                s2 += h[t][i + d] * (d + 1);
            for (int k = 0; k < 8; k++)
                rst[i][k] = (rst[i][k] * 7 + rst[i][(k + 3) % 8] + t) % 997;
        }
        rr1[i] = s1;
        rr2[i] = s2;
    }

#pragma acc data copyin(w, h) copy(st) copyout(r1, r2)
    {
#pragma acc parallel loop present(w, r1)
        for (int i = 0; i < N; i++) {
            int s = 0;
            for (int t = 0; t < T; t++) {
#pragma acc cache(w[t][0:W])
                s += w[t][i % W] * (i % 7) + w[t][(i + 5) % W];
            }
            r1[i] = s;
        }

#pragma acc parallel loop present(h, r2)
        for (int i = 2; i < N + 2; i++) {
            int s = 0;
            for (int t = 0; t < T; t++) {
#pragma acc cache(h[t][i - 2:5])
                for (int d = -2; d <= 2; d++)
                    s += h[t][i + d] * (d + 3);
            }
            r2[i - 2] = s;
        }

#pragma acc parallel loop gang vector present(st)
        for (int i = 0; i < N; i++) {
#pragma acc loop seq
            for (int t = 0; t < T; t++) {
#pragma acc cache(st[i][0:8])
                for (int k = 0; k < 8; k++)
                    st[i][k] = (st[i][k] * 7 + st[i][(k + 3) % 8] + t) % 997;
            }
        }
    }

    int bad1 = 0, bad2 = 0, bad3 = 0;
    long s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i < N; i++) {
        bad1 += r1[i] != rr1[i];
        bad2 += r2[i] != rr2[i];
        s1 += r1[i];
        s2 += r2[i];
        for (int k = 0; k < 8; k++) {
            bad3 += st[i][k] != rst[i][k];
            s3 += st[i][k] * (k + 1);
        }
    }
    printf("weight rows: %s sum=%ld r1[0]=%d r1[299]=%d\n", bad1 ? "FAIL" : "PASS", s1, r1[0],
           r1[N - 1]);
    printf("moving window: %s sum=%ld r2[0]=%d r2[299]=%d\n", bad2 ? "FAIL" : "PASS", s2, r2[0],
           r2[N - 1]);
    printf("private row rewritten each step: %s sum=%ld st[0][0]=%d st[299][7]=%d\n",
           bad3 ? "FAIL" : "PASS", s3, st[0][0], st[N - 1][7]);
    return 0;
}
