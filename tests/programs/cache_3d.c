// A three-dimensional subarray in the cache directive: a 27-point stencil over
// a collapsed k, j, i nest names its 3x3x3 neighbourhood,
// `cache(u[k-1:3][j-1:3][i-1:3])`; a second loop nest caches a 1x3x5 box whose
// lower bounds mix the indices with constants, `cache(u[k:1][j-1:3][i-2:5])`.
// The grid is 11 x 10 x 13 (no extent a multiple of any block size); integers.
#include <stdio.h>

#define NZ 11
#define NY 10
#define NX 13

static int u[NZ][NY][NX], v[NZ][NY][NX], q[NZ][NY][NX];

static int stencil27(int k, int j, int i)
{
    int s = 0;
    for (int dk = -1; dk <= 1; dk++)
        for (int dj = -1; dj <= 1; dj++)
            for (int di = -1; di <= 1; di++)
                s += u[k + dk][j + dj][i + di] * (1 + (dk + 1) + 3 * (dj + 1) + 9 * (di + 1));
    return s;
}

static int box(int k, int j, int i)
{
    int s = 0;
    for (int dj = -1; dj <= 1; dj++)
        for (int di = -2; di <= 2; di++)
            s += u[k][j + dj][i + di] * (di * di - dj);
    return s;
}

int main(void)
{
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                u[k][j][i] = (k * 7 + j * 5 + i * 3) % 19 - 9;

#pragma acc data copyin(u) copy(v, q)
    {
#pragma acc parallel loop collapse(3) present(u, v)
        for (int k = 1; k < NZ - 1; k++)
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++) {
#pragma acc cache(u[k - 1:3][j - 1:3][i - 1:3])
                    int s = 0;
                    for (int dk = -1; dk <= 1; dk++)
                        for (int dj = -1; dj <= 1; dj++)
                            for (int di = -1; di <= 1; di++)
                                s += u[k + dk][j + dj][i + di] *
                                     (1 + (dk + 1) + 3 * (dj + 1) + 9 * (di + 1));
                    v[k][j][i] = s;
                }

#pragma acc parallel loop gang collapse(2) present(u, q)
        for (int k = 0; k < NZ; k++)
            for (int j = 1; j < NY - 1; j++) {
#pragma acc loop vector
                for (int i = 2; i < NX - 2; i++) {
#pragma acc cache(u[k:1][j - 1:3][i - 2:5])
                    int s = 0;
                    for (int dj = -1; dj <= 1; dj++)
                        for (int di = -2; di <= 2; di++)
                            s += u[k][j + dj][i + di] * (di * di - dj);
                    q[k][j][i] = s;
                }
            }
    }

    int bad = 0;
    long sv = 0, sq = 0;
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                int interior = k > 0 && k < NZ - 1 && j > 0 && j < NY - 1 && i > 0 && i < NX - 1;
                int inbox = j > 0 && j < NY - 1 && i > 1 && i < NX - 2;
                bad += v[k][j][i] != (interior ? stencil27(k, j, i) : 0);
                bad += q[k][j][i] != (inbox ? box(k, j, i) : 0);
                sv += (long)v[k][j][i] * ((k + j + i) % 3 - 1);
                sq += (long)q[k][j][i] * ((k + 2 * j + i) % 5 - 2);
            }
    printf("3-D subarrays: %s (%d mismatches)\n", bad ? "FAIL" : "PASS", bad);
    printf("27-point checksum=%ld box checksum=%ld v[5][5][6]=%d q[10][8][10]=%d\n", sv, sq,
           v[5][5][6], q[NZ - 1][NY - 2][NX - 3]);
    return 0;
}
