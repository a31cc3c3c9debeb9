// 2-D tiles whose threads take several rows (gang iterations) each, where the kernel
// stores down columns: the gang variable is the last subscript of the array written, so
// a thread's rows stay a block's height apart (adjacent rows would send a warp's stores
// down 32 columns). A 5-point stencil stored transposed, and a transpose, over 203 x 37,
// a multiple of no tile size; integer arithmetic, compared with a host reference.
#include <stdio.h>

#define NY 203
#define NX 37

static int a[NY][NX], s[NY][NX], t[NX][NY], rs[NY][NX], rt[NX][NY];

int main(void)
{
    for (int i = 0; i < NY; i++)
        for (int j = 0; j < NX; j++) {
            a[i][j] = (i * 31 + j * 17) % 97;
            s[i][j] = rs[i][j] = -1;
        }
    for (int j = 0; j < NX; j++)
        for (int i = 0; i < NY; i++)
            t[j][i] = rt[j][i] = -1;
    for (int j = 1; j < NX - 1; j++)
        for (int i = 1; i < NY - 1; i++)
            rs[i][j] = 4 * a[i][j] - a[i - 1][j] - a[i + 1][j] + 2 * a[i][j - 1] - 3 * a[i][j + 1];
    for (int i = 0; i < NY; i++)
        for (int j = 0; j < NX; j++)
            rt[j][i] = a[i][j] * 3 + i - j;

#pragma acc data copyin(a) copy(s, t)
    {
#pragma acc parallel loop gang present(a, s)
        for (int j = 1; j < NX - 1; j++) {
#pragma acc loop vector
            for (int i = 1; i < NY - 1; i++) {
#pragma acc cache(a[i - 1:3][j - 1:3])
                s[i][j] = 4 * a[i][j] - a[i - 1][j] - a[i + 1][j] + 2 * a[i][j - 1] - 3 * a[i][j + 1];
            }
        }
#pragma acc parallel loop gang present(a, t)
        for (int i = 0; i < NY; i++) {
#pragma acc loop vector
            for (int j = 0; j < NX; j++) {
#pragma acc cache(a[i:1][j:1])
                t[j][i] = a[i][j] * 3 + i - j;
            }
        }
    }

    long sum = 0;
    int bad = 0;
    for (int i = 0; i < NY; i++)
        for (int j = 0; j < NX; j++) {
            sum += (long)s[i][j] * ((i * 7 + j) % 11 + 1) + (long)t[j][i] * ((i + 3 * j) % 5 + 1);
            bad += s[i][j] != rs[i][j];
            bad += t[j][i] != rt[j][i];
        }
    printf("checksum %ld\n", sum);
    printf("%s (%d elements differ from the host reference)\n", bad ? "MISMATCH" : "match", bad);
    return 0;
}
