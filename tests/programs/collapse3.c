// collapse(3) on a 3-D nest, plus collapse(2) of the outer two levels with a
// vector inner loop.
#include <stdio.h>

#define X 12
#define Y 10
#define Z 9

int main(void)
{
    static int v[X][Y][Z];
    static long w[X][Y];

#pragma acc parallel loop collapse(3) copyout(v)
    for (int i = 0; i < X; i++)
        for (int j = 0; j < Y; j++)
            for (int k = 0; k < Z; k++)
                v[i][j][k] = i + 2 * j + 3 * k;

#pragma acc parallel loop gang collapse(2) copyin(v) copyout(w)
    for (int i = 0; i < X; i++)
        for (int j = 0; j < Y; j++) {
            long s = 0;
#pragma acc loop vector reduction(+:s)
            for (int k = 0; k < Z; k++)
                s += v[i][j][k];
            w[i][j] = s;
        }

    long total = 0, check = 0;
    for (int i = 0; i < X; i++)
        for (int j = 0; j < Y; j++) {
            total += w[i][j];
            for (int k = 0; k < Z; k++)
                check += i + 2 * j + 3 * k;
        }
    printf("v[11][9][8]=%d w[3][4]=%ld total=%ld\n", v[X - 1][Y - 1][Z - 1], w[3][4], total);
    printf("%s\n", total == check ? "PASS" : "FAIL");
    return 0;
}
