// pi by the midpoint rule for the integral of 4/(1+x^2) on [0,1], with
// reduction(+:sum).  The summation order changes the last bits, so the
// result is printed to 8 decimals and checked against a tolerance.
#include <math.h>
#include <stdio.h>

int main(void)
{
    const int n = 1000000;
    const double h = 1.0 / n;
    double sum = 0.0;

#pragma acc parallel loop reduction(+:sum)
    for (int i = 0; i < n; i++) {
        double x = (i + 0.5) * h;
        sum += 4.0 / (1.0 + x * x);
    }
    double pi = sum * h;

    // the same with a partial sum per chunk inside each gang iteration
    double pi2 = 0.0;
#pragma acc parallel loop gang reduction(+:pi2)
    for (int c = 0; c < 1000; c++) {
        double part = 0.0;
        for (int i = c * 1000; i < (c + 1) * 1000; i++) {
            double x = (i + 0.5) * h;
            part += 4.0 / (1.0 + x * x);
        }
        pi2 += part * h;
    }

    const double ref = 3.14159265358979323846;
    printf("pi=%.8f\n", pi);
    printf("error below 1e-10: %s\n", fabs(pi - ref) < 1e-10 ? "yes" : "no");
    printf("chunked pi agrees: %s\n", fabs(pi2 - pi) < 1e-12 ? "yes" : "no");
    return 0;
}
