// Loops the compiler stages in shared memory by itself (no cache directive): a
// sequential loop inside the parallel loop whose bounds are the same for every
// iteration, reading read-only arrays at the loop's index. Trip counts that are not
// a multiple of the tile (512: twice the block of 256), shorter than a block, run-time
// bounds, `<=` with a lower bound that is not 0, an array of rows, a reduction on the parallel loop,
// a small vector length, and loops that must not be staged (an access at j + 1, a
// `break`) all give the answers of the sequential build. Values are integers, or
// floats and doubles holding small integers, so every sum is exact.
#include <stdio.h>

#define N 300
#define M 700

static float x[M], y[M], z[M], mass[M];
static double w[M];
static int v[M], a[N * M];
static float fx[N], fy[N], fz[N];
static float body4[M][4], rows_sum[N];
static long gemv[N], ranks[N], window[N], stops[N], short_sum[N];

static long run(int n, int m, int lo, int hi)
{
    long total = 0;
    int four = m < 4 ? m : 4;
#pragma acc data copyin(x, y, z, mass, w, v, a, body4) copyout(fx, fy, fz, gemv, ranks, window, stops, short_sum, rows_sum)
    {
        // N-body-like: four float arrays read at j, interleaved on chip.
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            float xi = x[i], yi = y[i], zi = z[i];
            float sx = 0.0f, sy = 0.0f, sz = 0.0f;
            for (int j = 0; j < m; j++) {
                float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                sx += dx * mass[j];
                sy += dy * mass[j];
                sz += dz * mass[j];
            }
            fx[i] = sx;
            fy[i] = sy;
            fz[i] = sz;
        }
        // An array of rows read as p[j][c]: whole rows are staged.
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            float px = body4[i][0], py = body4[i][1];
            float s = 0.0f;
            for (int j = 0; j < m; j++)
                s += (body4[j][0] - px) * body4[j][3] + (body4[j][1] - py) * body4[j][2];
            rows_sum[i] = s;
        }
        // A matrix-vector product: v[j] is staged, a[i * m + j] is not.
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            long s = 0;
            for (int j = 0; j < m; j++)
                s += (long)a[i * m + j] * v[j];
            gemv[i] = s;
        }
        // The element read in a condition; a reduction on the parallel loop.
#pragma acc parallel loop reduction(+:total) vector_length(64)
        for (int i = 0; i < n; i++) {
            long r = 0;
            int vi = v[i % m];
            for (int j = 0; j < m; ++j) {
                if (v[j] < vi)
                    r++;
            }
            ranks[i] = r;
            total += r;
        }
        // A window [lo, hi] with `<=`, and a double array.
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            double s = 0.0;
            for (int j = lo; j <= hi; j += 1)
                s += w[j] * (i % 7) - v[j];
            window[i] = (long)s;
        }
        // Not staged: a loop that may stop early, and one reading j + 1.
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            long s = 0;
            for (int j = 0; j < m; j++) {
                if (v[j] == i)
                    break;
                s += v[j];
            }
            for (int j = 0; j < m - 1; j++)
                s += v[j + 1] - v[j];
            stops[i] = s;
        }
        // Shorter than a block, at run time; an array of each iteration's own is not
        // staged (its elements differ between threads), the shared one beside it is.
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            long s = 0;
            int own[4] = {i, i + 1, 2 * i, 3};
            for (int j = 0; j < four; j++)
                s += own[j] * v[j];
            for (int j = 0; j < lo; j++)
                s += v[j] * (long)(i + 1);
            short_sum[i] = s;
        }
    }
    return total;
}

int main(void)
{
    for (int j = 0; j < M; j++) {
        x[j] = (float)((j * 37) % 101 - 50);
        y[j] = (float)((j * 53) % 89 - 44);
        z[j] = (float)((j * 71) % 97 - 48);
        mass[j] = (float)(1 + j % 3);
        w[j] = (double)(j % 11);
        v[j] = (j * 7919) % 1009 + 1;
        body4[j][0] = (float)(j % 23 - 11);
        body4[j][1] = (float)(j % 19 - 9);
        body4[j][2] = (float)(j % 5);
        body4[j][3] = (float)(1 + j % 7);
    }
    for (int k = 0; k < N * M; k++)
        a[k] = k % 13 - 6;
    long sizes[][4] = {{N, M, 5, 600}, {N, 200, 40, 199}, {37, M, 0, 256}, {N, 257, 1, 1}};
    for (int s = 0; s < 4; s++) {
        long total = run((int)sizes[s][0], (int)sizes[s][1], (int)sizes[s][2], (int)sizes[s][3]);
        int n = (int)sizes[s][0];
        double f = 0.0, rs = 0.0;
        long g = 0, r = 0, wi = 0, st = 0, sh = 0;
        for (int i = 0; i < n; i++) {
            f += fx[i] * (i % 5) + fy[i] * (i % 3) - fz[i];
            rs += rows_sum[i] * (i % 3 + 1);
            g += gemv[i] * (i % 4 + 1);
            r += ranks[i] * (i % 2 + 1);
            wi += window[i];
            st += stops[i] * (i % 3 + 1);
            sh += short_sum[i];
        }
        printf("size %d: forces %.1f rows %.1f gemv %ld ranks %ld total %ld window %ld stops %ld short %ld\n",
               s, f, rs, g, r, total, wi, st, sh);
    }
    return 0;
}
