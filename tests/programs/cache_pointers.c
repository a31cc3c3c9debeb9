// The cache directive on arrays reached through pointers: function parameters
// (`const int *restrict in`) found with present() inside a data region, a
// `kernels loop`, an explicit `vector_length(32)` (the mapping is forced), an
// `async` region, and a 2-D subarray of a pointer to rows (`int (*g)[W]`) in
// a loop that counts down. N = 1001 and 37 x 29; integers only.
#include <stdio.h>
#include <stdlib.h>

#define N 1001
#define H 37
#define W 29

static void smooth(int n, const int *restrict in, int *restrict out)
{
#pragma acc parallel loop present(in[0:n], out[0:n])
    for (int i = 2; i < n - 2; i++) {
#pragma acc cache(in[i - 2:5])
        out[i] = in[i - 2] + 2 * in[i - 1] + 3 * in[i] + 2 * in[i + 1] + in[i + 2];
    }
}

static void diff_kernels(int n, const int *restrict in, int *restrict out)
{
#pragma acc kernels loop independent present(in[0:n], out[0:n])
    for (int i = 0; i < n - 1; i++) {
#pragma acc cache(in[i:2])
        out[i] = in[i + 1] - in[i];
    }
}

static void narrow_vectors(int n, const int *restrict in, int *restrict out)
{
#pragma acc parallel loop gang vector vector_length(32) present(in[0:n], out[0:n]) async(1)
    for (int i = 1; i < n - 1; i++) {
#pragma acc cache(in[i - 1:3])
        out[i] = in[i - 1] * in[i + 1] - in[i];
    }
#pragma acc wait(1)
}

static void down_2d(int (*g)[W], int (*r)[W])
{
#pragma acc parallel loop collapse(2) present(g[0:H][0:W], r[0:H][0:W])
    for (int y = H - 2; y >= 1; y--)
        for (int x = W - 2; x >= 1; x--) {
#pragma acc cache(g[y - 1:3][x - 1:3])
            r[y][x] = g[y - 1][x] + g[y + 1][x] - g[y][x - 1] - g[y][x + 1] + 4 * g[y][x];
        }
}

int main(void)
{
    int *a = malloc(N * sizeof(int)), *b = calloc(N, sizeof(int));
    int *c = calloc(N, sizeof(int)), *d = calloc(N, sizeof(int));
    int (*g)[W] = malloc(sizeof(int[H][W])), (*r)[W] = calloc(H, sizeof(int[W]));
    for (int i = 0; i < N; i++)
        a[i] = (i * 29) % 41 - 20;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            g[y][x] = (y * 7 + x * 11) % 23 - 11;

#pragma acc data copyin(a[0:N], g[0:H][0:W]) copy(b[0:N], c[0:N], d[0:N], r[0:H][0:W])
    {
        smooth(N, a, b);
        diff_kernels(N, a, c);
        narrow_vectors(N, a, d);
        down_2d(g, r);
    }

    int bad = 0;
    long sb = 0, sc = 0, sd = 0, sr = 0;
    for (int i = 0; i < N; i++) {
        int wb = (i >= 2 && i < N - 2)
                     ? a[i - 2] + 2 * a[i - 1] + 3 * a[i] + 2 * a[i + 1] + a[i + 2]
                     : 0;
        int wc = i < N - 1 ? a[i + 1] - a[i] : 0;
        int wd = (i >= 1 && i < N - 1) ? a[i - 1] * a[i + 1] - a[i] : 0;
        bad += (b[i] != wb) + (c[i] != wc) + (d[i] != wd);
        sb += b[i] * (i % 3 - 1), sc += c[i] * (i % 5 - 2), sd += d[i] * (i % 7 - 3);
    }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int in = y >= 1 && y < H - 1 && x >= 1 && x < W - 1;
            int want = in ? g[y - 1][x] + g[y + 1][x] - g[y][x - 1] - g[y][x + 1] + 4 * g[y][x] : 0;
            bad += r[y][x] != want;
            sr += r[y][x] * ((x + y) % 4 - 1);
        }
    printf("cache through pointers: %s (%d mismatches)\n", bad ? "FAIL" : "PASS", bad);
    printf("smooth=%ld diff=%ld narrow=%ld down2d=%ld\n", sb, sc, sd, sr);
    free(a), free(b), free(c), free(d), free(g), free(r);
    return 0;
}
