// collapse(2) nests whose inner loop is long enough for the GPU back ends' column-strips
// kernels (an inner loop of 512 or more iterations at 128 threads per block): one block per
// strip of columns and range of rows, the first lane at a multiple of 32 columns. The nests
// cover what the strip arithmetic must get right: an inner lower bound that is not a
// multiple of 32, strides other than 1 (no alignment then), a descending inner loop, two
// rows of many strips, many rows of exactly the threshold, `continue` in the body, and
// reductions (max and +) across the strips.
#include <stdio.h>

#define ROWS 300
#define COLS 1200

static int grid[ROWS][COLS];
static int out[ROWS][COLS];
static long wide[2][6000];
static long tall[3000][512];

int main(void)
{
    for (int j = 0; j < ROWS; j++)
        for (int i = 0; i < COLS; i++)
            grid[j][i] = (j * 131 + i * 7) % 1009;

    // Interior stencil from column 1, with a max-reduction (jacobi's shape).
    int biggest = 0;
#pragma acc parallel loop collapse(2) copyin(grid) copy(out) reduction(max:biggest)
    for (int j = 1; j < ROWS - 1; j++)
        for (int i = 1; i < COLS - 1; i++) {
            int v = grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1] - 4 * grid[j][i];
            out[j][i] = v;
            if (v > biggest)
                biggest = v;
        }
    long sum = 0;
    int bad = 0;
    for (int j = 0; j < ROWS; j++)
        for (int i = 0; i < COLS; i++) {
            sum += out[j][i];
            if ((j == 0 || j == ROWS - 1 || i == 0 || i == COLS - 1) && out[j][i] != 0)
                bad++;
        }
    printf("stencil: sum=%ld max=%d untouched edges %s\n", sum, biggest, bad ? "FAIL" : "ok");

    // An inner lower bound of 37 (the strips' first lane at column 32), and `continue`.
#pragma acc parallel loop collapse(2) copy(out)
    for (int j = 2; j < ROWS; j++)
        for (int i = 37; i < COLS; i++) {
            if ((i + j) % 5 == 0)
                continue;
            out[j][i] += i * 10000 + j;
        }
    // Outer stride 2, inner stride 2 (no alignment then).
#pragma acc parallel loop collapse(2) copy(out)
    for (int j = 3; j < ROWS; j += 2)
        for (int i = 1; i < COLS; i += 2)
            out[j][i] = 3 * out[j][i] + j - i;
    // A descending inner loop.
#pragma acc parallel loop collapse(2) copy(out)
    for (int j = 0; j < 4; j++)
        for (int i = COLS - 1; i >= 0; i--)
            out[j][i] = -(j * COLS + i);
    sum = 0;
    long weighted = 0;
    for (int j = 0; j < ROWS; j++)
        for (int i = 0; i < COLS; i++) {
            sum += out[j][i];
            weighted += (long)out[j][i] * ((i * 3 + j) % 17);
        }
    printf("strided and descending: sum=%ld weighted=%ld\n", sum, weighted);

    // Two rows of 6000 columns: many strips, fewer blocks than strips on small devices.
#pragma acc parallel loop collapse(2) copyout(wide)
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 6000; i++)
            wide[j][i] = (long)i * i + j;
    // 3000 rows of exactly 512 columns: the threshold, one strip of 4 blocks' width.
    long total = 0;
#pragma acc parallel loop collapse(2) copyout(tall) reduction(+:total)
    for (int j = 0; j < 3000; j++)
        for (int i = 0; i < 512; i++) {
            tall[j][i] = j - i;
            total += j ^ i;
        }
    long w = 0, t = 0;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 6000; i++)
            w += wide[j][i] % 1000003;
    for (int j = 0; j < 3000; j++)
        for (int i = 0; i < 512; i++)
            t += tall[j][i] * (j % 7);
    printf("wide=%ld tall=%ld total=%ld\n", w, t, total);
    return 0;
}
