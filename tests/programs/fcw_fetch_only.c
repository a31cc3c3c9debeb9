// The `fcw` directive's FETCH_ONLY neighbourhood (dissertation Table 6.1(b)): each
// iteration reads a[i-1 .. i+2]; the 256 iterations of a block share one tile of
// 256 + 1 + 2 = 259 elements in shared memory. N = 1,000,003 is prime, so the last
// block is partial and its tile is clamped to what its iterations read. A second
// loop takes the pivot `2*i` (two elements per thread, a tile of 2*255 + 3 elements),
// and a third a loop body without braces under `vector_length`. The results are
// checked against a sequential computation on the host.
#include <stdio.h>
#include <stdlib.h>

#define N 1000003

int main(void)
{
    int *a = malloc(sizeof(int) * (2 * N + 4));
    int *b = malloc(sizeof(int) * N);
    int *c = malloc(sizeof(int) * N);
    int *d = malloc(sizeof(int) * N);
    for (int i = 0; i < 2 * N + 4; i++)
        a[i] = (i * 37) % 1001 - 500;

#pragma acc data copyin(a[0:2*N+4]) copyout(b[0:N], c[0:N], d[0:N])
    {
#pragma acc parallel loop vector_length(256) present(a, b)
        for (int i = 1; i < N - 2; i++) {
#pragma acc fcw FETCH_ONLY(a[i:1:2])
            {
                b[i] = a[i - 1] + 2 * a[i] + 3 * a[i + 2];
            }
        }
#pragma acc parallel loop vector_length(128) present(a, c)
        for (int i = 0; i < N; i++) {
#pragma acc fcw FETCH_ONLY(a[2*i:0:3])
            {
                c[i] = a[2 * i] - a[2 * i + 1] + a[2 * i + 3];
            }
        }
#pragma acc parallel loop vector_length(64) present(a, d)
        for (int i = 0; i < N; i++)
#pragma acc fcw FETCH_ONLY(a[i:0:0])
            d[i] = 5 * a[i];
    }

    long bad = 0, sb = 0, sc = 0, sd = 0;
    for (int i = 1; i < N - 2; i++) {
        bad += b[i] != a[i - 1] + 2 * a[i] + 3 * a[i + 2];
        sb += b[i];
    }
    for (int i = 0; i < N; i++) {
        bad += c[i] != a[2 * i] - a[2 * i + 1] + a[2 * i + 3];
        bad += d[i] != 5 * a[i];
        sc += c[i];
        sd += d[i];
    }
    printf("fcw FETCH_ONLY over %d iterations: %s (%ld mismatches)\n", N,
           bad ? "FAIL" : "PASS", bad);
    printf("sums %ld %ld %ld\n", sb, sc, sd);
    free(a);
    free(b);
    free(c);
    free(d);
    return bad != 0;
}
