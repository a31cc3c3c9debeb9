/*
 * saxpy.c -- the "hello world" of accelerator programming:  y = a*x + y
 *
 * Build and run:   accc run examples/saxpy.c
 *            or:   accc -O2 examples/saxpy.c -o saxpy && ./saxpy
 *
 * What to look for
 *   - The program is ordinary C.  A compiler that knows nothing about OpenACC
 *     ignores the "#pragma acc" lines and gets the same answer, only serially.
 *   - "#pragma acc parallel loop" tells the compiler: the iterations of the
 *     next loop are independent, run them in parallel on the accelerator
 *     (a GPU, or all the cores of the CPU).
 *   - "#pragma acc data" describes which arrays the accelerator needs and in
 *     which direction they travel.  On a GPU with its own memory this avoids
 *     copying x and y back and forth for every loop; on a CPU it costs nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/*
 * y[i] = a * x[i] + y[i] for i = 0 .. n-1.
 *
 * "present(x[0:n], y[0:n])" promises that the caller has already put the
 * arrays on the device (here: the data region in main).  The notation
 * x[0:n] is an OpenACC "array section": start at element 0, n elements.
 * "restrict" tells the C compiler that x and y do not overlap, which also
 * helps it vectorise.
 */
static void saxpy(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(void)
{
    const int n = 1 << 24;           /* 16 million elements, 64 MiB per array */
    const int repeat = 10;
    float *x = malloc(n * sizeof(float));
    float *y = malloc(n * sizeof(float));
    if (!x || !y) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    /* Small whole numbers, so that every result is exact and easy to check. */
    for (int i = 0; i < n; i++) {
        x[i] = (float)(i % 100);
        y[i] = (float)(i % 7);
    }

    double t0 = seconds();
    /*
     * The data region: x is copied to the device at the opening brace
     * (copyin), y is copied there and back again at the closing brace (copy).
     * Between the braces, every compute region finds them "present".
     */
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
        for (int r = 0; r < repeat; r++)
            saxpy(n, 2.0f, x, y);    /* y = y0 + 2*repeat*x */
    }
    double t1 = seconds();

    /* Check on the host, serially.  A sum in double is exact here. */
    double checksum = 0.0;
    long bad = 0;
    for (int i = 0; i < n; i++) {
        float want = (float)(i % 7) + 2.0f * repeat * (float)(i % 100);
        if (y[i] != want)
            bad++;
        checksum += y[i];
    }

    printf("saxpy: n = %d, %d times, %.3f s (%.1f GB/s)\n", n, repeat, t1 - t0,
           3.0 * sizeof(float) * n * repeat / (t1 - t0) / 1e9);
    printf("checksum = %.1f\n", checksum);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    free(x);
    free(y);
    return bad == 0 ? 0 : 1;
}
