/*
 * mandelbrot.c -- draw the Mandelbrot set in ASCII.
 *
 * Build and run:   accc run examples/mandelbrot.c
 *
 * A point c of the complex plane belongs to the set when the sequence
 * z(0) = 0, z(k+1) = z(k)^2 + c stays bounded.  We iterate at most MAXIT
 * times and record how many steps it takes |z| to exceed 2.
 *
 * What to look for
 *   - "#pragma acc routine seq" marks a function that compute regions may call.
 *     For a GPU, the compiler must produce a device version of it; "seq" says
 *     that each call runs sequentially, by the one thread that makes it.
 *   - Each pixel is independent of all others, so the two loops over the image
 *     are collapsed into one parallel loop (collapse(2)).
 *   - Pixels near the set take up to MAXIT steps, those far away only a few:
 *     the work per iteration is uneven, which parallel loops handle fine.
 *   - copyout(count): the image is only produced on the device, so it is
 *     copied back but never sent there.
 */
#include <stdio.h>

#define WIDTH 78
#define HEIGHT 32
#define MAXIT 1000

/* Number of steps before |z| > 2, or MAXIT if it never happens. */
#pragma acc routine seq
static int escape_steps(double cr, double ci)
{
    double zr = 0.0, zi = 0.0;
    int k = 0;
    while (k < MAXIT && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;   /* real part of z^2 + c */
        zi = 2.0 * zr * zi + ci;             /* imaginary part */
        zr = t;
        k++;
    }
    return k;
}

int main(void)
{
    static int count[HEIGHT][WIDTH];

    /* The picture covers -2.2 <= re <= 0.8 and -1.2 <= im <= 1.2. */
#pragma acc parallel loop collapse(2) copyout(count)
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++) {
            double cr = -2.2 + 3.0 * (x + 0.5) / WIDTH;
            double ci = -1.2 + 2.4 * (y + 0.5) / HEIGHT;
            count[y][x] = escape_steps(cr, ci);
        }

    /* Printing happens on the host, after the compute region. */
    const char *shades = " .:-=+*%#";
    long inside = 0;
    for (int y = 0; y < HEIGHT; y++) {
        for (int x = 0; x < WIDTH; x++) {
            int k = count[y][x];
            char c;
            if (k >= MAXIT) {
                c = '@';                     /* in the set */
                inside++;
            } else {
                int s = 0;                   /* shade by log2 of the step count */
                while (k > 1 && s < 8) {
                    k /= 2;
                    s++;
                }
                c = shades[s];
            }
            putchar(c);
        }
        putchar('\n');
    }
    printf("%ld of %d points are in the set\n", inside, WIDTH * HEIGHT);
    return 0;
}
