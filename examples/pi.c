/*
 * pi.c -- compute pi as the area under 4/(1+x^2) between 0 and 1.
 *
 * Build and run:   accc run examples/pi.c
 *
 * The integral is approximated by the midpoint rule with N thin rectangles:
 *     pi ~ h * sum_{i=0}^{N-1} 4 / (1 + x_i^2),   x_i = (i + 0.5) * h,  h = 1/N
 *
 * What to look for
 *   - reduction(+:sum): each parallel worker adds up its own part of the sum
 *     in a private copy, and the partial sums are added together at the end.
 *     This is the standard way to compute a total in parallel.
 *   - Floating-point addition is not associative: adding the same numbers in
 *     a different order can change the last digits.  A parallel sum adds in a
 *     different order than the serial loop, so we compare with a tolerance.
 *   - x is declared inside the loop body, so every iteration has its own x
 *     (it is "private" automatically).
 */
#include <math.h>
#include <stdio.h>

int main(void)
{
    const long n = 100000000;        /* 10^8 rectangles */
    const double h = 1.0 / (double)n;
    double sum = 0.0;

#pragma acc parallel loop reduction(+:sum)
    for (long i = 0; i < n; i++) {
        double x = ((double)i + 0.5) * h;
        sum += 4.0 / (1.0 + x * x);
    }

    double pi = h * sum;
    const double exact = 3.14159265358979323846;
    printf("pi is approximately %.12f\n", pi);
    printf("error               %.2e\n", fabs(pi - exact));
    printf("%s\n", fabs(pi - exact) < 1e-9 ? "PASS" : "FAIL");
    return 0;
}
