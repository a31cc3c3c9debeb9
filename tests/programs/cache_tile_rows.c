// A gang loop over one vector loop whose body is a cache region that reads a 3x3 window
// of `a` and updates its own element of `b` through a second cached subarray: the 2-D
// tile in which each thread takes several rows (gang iterations) of the tile, the copies
// holding the rows of all of them. 203 x 37 is a multiple of no tile size (a partial row
// group and a partial column tile at the edges); the written copy is written back once
// after all the rows. Integer arithmetic keeps the result exact; the result is compared
// with a host reference.
#include <stdio.h>

#define NY 203
#define NX 37

static int a[NY][NX], b[NY][NX], rb[NY][NX];

static int window(int (*g)[NX], int j, int i)
{
    int s = 0;
    for (int dj = -1; dj <= 1; dj++)
        for (int di = -1; di <= 1; di++)
            s += g[j + dj][i + di] * (3 + dj - 2 * di);
    return s % 1009;
}

int main(void)
{
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            a[j][i] = (j * 29 + i * 13) % 101;
            b[j][i] = (j + 2 * i) % 7;
            rb[j][i] = b[j][i];
        }
    for (int step = 0; step < 3; step++)
        for (int j = 1; j < NY - 1; j++)
            for (int i = 1; i < NX - 1; i++)
                rb[j][i] = rb[j][i] * 2 + window(a, j, i) + step;

#pragma acc data copyin(a) copy(b)
    for (int step = 0; step < 3; step++) {
#pragma acc parallel loop gang present(a, b)
        for (int j = 1; j < NY - 1; j++) {
#pragma acc loop vector
            for (int i = 1; i < NX - 1; i++) {
#pragma acc cache(a[j - 1:3][i - 1:3], b[j:1][i:1])
                int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += a[j + dj][i + di] * (3 + dj - 2 * di);
                b[j][i] = b[j][i] * 2 + s % 1009 + step;
            }
        }
    }

    long sum = 0;
    int bad = 0;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            sum += (long)b[j][i] * ((j * 7 + i) % 11 + 1);
            bad += b[j][i] != rb[j][i];
        }
    printf("checksum %ld\n", sum);
    printf("%s (%d elements differ from the host reference)\n", bad ? "MISMATCH" : "match", bad);
    return 0;
}
