/* Loops whose trip count is easy to get wrong: `!=` tests (with steps other than 1, and
 * unsigned variables that reach the bound by wrapping around, as C defines), and `int`
 * loops whose distance from start to end does not fit an `int`. Every target must run
 * them as C does. */
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    int shift = argc - 1; /* 0: bounds only known at run time */
    long long down = 0, wraps = 0, by3 = 0, back5 = 0, wide = 0, wide_const = 0, bytes = 0;

    /* 10, 9, ..., 0: u-- then wraps to -1u, which ends the loop (11 iterations). */
    #pragma acc parallel loop reduction(+:down)
    for (unsigned u = 10; u != -1u; u--)
        down += u + 1;

    /* 250 .. 255, 0 .. 3 in an unsigned char (10 iterations). */
    #pragma acc parallel loop reduction(+:bytes)
    for (unsigned char c = 250; c != 4; c++)
        bytes += c;

    /* Wrapping upwards through the largest unsigned value. */
    #pragma acc parallel loop reduction(+:wraps)
    for (unsigned u = 4294967290u + shift; u != 6; u += 2)
        wraps += u % 7;

    #pragma acc parallel loop reduction(+:by3)
    for (int i = shift; i != 30; i += 3)
        by3 += i;

    #pragma acc parallel loop reduction(+:back5)
    for (int i = 100 + shift; i != 0; i -= 5)
        back5 += i;

    /* An unsigned variable going down by a step known only at run time: 40, 36, ..., 4. */
    unsigned step = 4 + shift;
    long long down4 = 0;
    #pragma acc parallel loop reduction(+:down4)
    for (unsigned u = 40; u != 0; u -= step)
        down4 += u;

    /* From -1.5e9 to 1e9: 2.5e9 apart, more than an int holds. */
    int lo = -1500000000 + shift, hi = 1000000000;
    #pragma acc parallel loop reduction(+:wide)
    for (int i = lo; i < hi; i += 100000000)
        wide += i / 100000000;
    #pragma acc parallel loop reduction(+:wide_const)
    for (int i = 2000000000; i > -2000000000; i -= 500000000)
        wide_const += i / 500000000;

    /* A collapsed nest of variables declared outside the loops, and a `loop` in a
     * `parallel` region, counted down with `!=`. */
    int grid[40][8] = {{0}};
    int i, j;
    #pragma acc parallel loop collapse(2) copy(grid)
    for (i = 39; i != -1; i--)
        for (j = 0; j < 8; j += 3)
            grid[i][j] = i * 10 + j;
    long long cells = 0;
    #pragma acc parallel copy(grid) reduction(+:cells)
    {
        #pragma acc loop
        for (int r = 38; r != -2; r -= 2)
            cells += grid[r][0] + grid[r][3] + grid[r][6] + grid[r][7];
    }

    printf("down %lld bytes %lld wraps %lld\n", down, bytes, wraps);
    printf("by3 %lld back5 %lld down4 %lld\n", by3, back5, down4);
    printf("wide %lld wide_const %lld\n", wide, wide_const);
    printf("cells %lld\n", cells);
    return 0;
}
