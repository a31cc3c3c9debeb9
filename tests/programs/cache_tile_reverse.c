// A 2-D tile whose cached rows run backwards: `cache(a[NY-1-j:1][i:1])` moves by -1 row per
// gang iteration, so the tile's copy starts at the row of its last gang iteration. With
// the default settings each thread takes several rows of the tile (coarsened); with
// --cache-opt=scope=communicating the thread of the tile's last row publishes the start,
// and the tile is not coarsened. 150 x 37 is a multiple of no tile size.
#include <stdio.h>

#define NY 150
#define NX 37

static int a[NY][NX], b[NY][NX];

int main(void)
{
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            a[j][i] = (j * 7 + i * 3) % 23;
#pragma acc parallel loop gang copyin(a) copyout(b)
    for (int j = 0; j < NY; j++) {
#pragma acc loop vector
        for (int i = 0; i < NX; i++) {
#pragma acc cache(a[NY - 1 - j:1][i:1])
            b[j][i] = a[NY - 1 - j][i] * 2 + (i % 3);
        }
    }
    long sum = 0;
    int bad = 0;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            sum += (long)b[j][i] * (j + 1);
            bad += b[j][i] != a[NY - 1 - j][i] * 2 + (i % 3);
        }
    printf("checksum %ld, %d elements differ from the host reference\n", sum, bad);
    return 0;
}
