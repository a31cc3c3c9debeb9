// The cache directive of the dissertation's Listing 5.4: at the top of a gang
// loop's body, around an inner `loop vector`. The cached data (a row of M and
// the whole vector x) is shared by all iterations of the inner loop. The inner
// loop is a vector reduction in the first nest and writes a row of the cached
// output in the second (each vector iteration its own element).
// 70 rows of 45 columns; integers.
#include <stdio.h>

#define ROWS 70
#define COLS 45

static int M[ROWS][COLS], x[COLS], y[ROWS], Z[ROWS][COLS];

int main(void)
{
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            M[r][c] = (r * 13 + c * 7) % 21 - 10;
    for (int c = 0; c < COLS; c++)
        x[c] = c % 6 - 2;

#pragma acc data copyin(M, x) copyout(y) copy(Z)
    {
#pragma acc parallel loop gang present(M, x, y)
        for (int r = 0; r < ROWS; r++) {
#pragma acc cache(M[r:1][0:COLS], x[0:COLS])
            int s = 0;
#pragma acc loop vector reduction(+:s)
            for (int c = 0; c < COLS; c++)
                s += M[r][c] * x[c];
            y[r] = s;
        }

#pragma acc parallel loop gang present(M, x, Z)
        for (int r = 0; r < ROWS; r++) {
#pragma acc cache(Z[r:1][0:COLS], M[r:1][0:COLS])
#pragma acc loop vector
            for (int c = 0; c < COLS; c++)
                Z[r][c] = M[r][c] * x[c] + M[r][COLS - 1 - c];
        }
    }

    int bad = 0;
    long sy = 0, sz = 0;
    for (int r = 0; r < ROWS; r++) {
        int s = 0;
        for (int c = 0; c < COLS; c++) {
            s += M[r][c] * x[c];
            bad += Z[r][c] != M[r][c] * x[c] + M[r][COLS - 1 - c];
            sz += (long)Z[r][c] * ((r + c) % 4 - 1);
        }
        bad += y[r] != s;
        sy += (long)y[r] * (r % 5 - 2);
    }
    printf("cache around an inner vector loop: %s (%d mismatches)\n", bad ? "FAIL" : "PASS", bad);
    printf("matvec checksum=%ld y[0]=%d y[69]=%d rows checksum=%ld\n", sy, y[0], y[ROWS - 1], sz);
    return 0;
}
