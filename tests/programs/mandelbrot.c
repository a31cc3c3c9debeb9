// Mandelbrot set with a "routine seq" escape-time function called from a
// collapsed parallel loop.  The iteration count is exact as long as no point
// sits on a rounding knife-edge; the picture is coarse and the sums are
// integers.
#include <stdio.h>

#define W 64
#define H 32
#define MAXIT 200

#pragma acc routine seq
static int escape_time(double cr, double ci)
{
    double zr = 0.0, zi = 0.0;
    int k = 0;
    while (k < MAXIT && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2.0 * zr * zi + ci;
        zr = t;
        k++;
    }
    return k;
}

int main(void)
{
    static int it[H][W];

#pragma acc parallel loop collapse(2) copyout(it)
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            it[y][x] = escape_time(-2.0 + 2.5 * x / W, -1.125 + 2.25 * y / H);

    long inside = 0, total = 0;
    for (int y = 0; y < H; y += 2) {
        for (int x = 0; x < W; x++) {
            int k = it[y][x];
            putchar(k >= MAXIT ? '#' : k > 10 ? '+' : k > 4 ? '.' : ' ');
        }
        putchar('\n');
    }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            inside += it[y][x] >= MAXIT;
            total += it[y][x];
        }
    printf("inside=%ld total_iterations=%ld\n", inside, total);
    return 0;
}
