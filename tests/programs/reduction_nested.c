// One reduction that spans two nested loops: the variable appears in a
// reduction clause on both the gang loop and the vector loop, as the
// specification requires.  Also a sum over a collapse(2) nest and two
// independent reductions on the same loop.
#include <stdio.h>

#define R 200
#define C 150

static int m[R][C];

int main(void)
{
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            m[i][j] = (i * 3 + j * 5) % 17 - 7;

    long total = 0;
#pragma acc parallel loop gang reduction(+:total) copyin(m)
    for (int i = 0; i < R; i++) {
#pragma acc loop vector reduction(+:total)
        for (int j = 0; j < C; j++)
            total += m[i][j];
    }

    int mx = -100, mn = 100;
#pragma acc parallel loop collapse(2) reduction(max:mx) reduction(min:mn) copyin(m)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            mx = m[i][j] > mx ? m[i][j] : mx;
            mn = m[i][j] < mn ? m[i][j] : mn;
        }

    long pos = 0, neg = 0;
#pragma acc parallel copyin(m) copy(pos, neg)
    {
#pragma acc loop gang reduction(+:pos, neg)
        for (int i = 0; i < R; i++) {
#pragma acc loop vector reduction(+:pos, neg)
            for (int j = 0; j < C; j++) {
                if (m[i][j] > 0)
                    pos += m[i][j];
                else
                    neg += m[i][j];
            }
        }
    }

    printf("total=%ld max=%d min=%d pos=%ld neg=%ld\n", total, mx, mn, pos, neg);
    printf("%s\n", pos + neg == total ? "PASS" : "FAIL");
    return 0;
}
