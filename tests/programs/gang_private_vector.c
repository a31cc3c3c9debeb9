// A gang-private scratch row shared by the vector lanes of that gang:
// one vector loop fills it, the next vector loop (after the first one has
// finished, as the execution model guarantees) reads neighbours from it.
#include <stdio.h>

#define R 64
#define C 100

static int in[R][C], out[R][C];

int main(void)
{
    int row[C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            in[i][j] = (i + 1) * (j % 10);

#pragma acc parallel loop gang private(row) copyin(in) copyout(out)
    for (int i = 0; i < R; i++) {
#pragma acc loop vector
        for (int j = 0; j < C; j++)
            row[j] = in[i][j] * 2;
#pragma acc loop vector
        for (int j = 0; j < C; j++)
            out[i][j] = row[(j + 1) % C] - row[j];   // reads a neighbour's element
    }

    long s = 0, sa = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            s += out[i][j];
            sa += out[i][j] < 0 ? -out[i][j] : out[i][j];
        }
    printf("out[0][9]=%d out[63][8]=%d s=%ld sabs=%ld\n", out[0][9], out[R - 1][8], s, sa);
    return 0;
}
