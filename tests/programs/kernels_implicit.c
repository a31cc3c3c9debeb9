// Implicit data attributes: no data clauses at all.  Arrays of known size
// are copied in and out automatically; in a kernels region a scalar
// assigned inside is copied back; in a parallel region a scalar only read
// is firstprivate.
#include <stdio.h>

#define N 400

static double g[N];

int main(void)
{
    double a[N], b[N];
    const double c[4] = {1.0, 2.0, 3.0, 4.0};
    for (int i = 0; i < N; i++) {
        a[i] = i;
        g[i] = 0.5;
    }

    double last = 0.0;
    int n = N;
#pragma acc kernels
    {
        for (int i = 0; i < n; i++)
            b[i] = a[i] * c[i % 4] + g[i];
        last = b[n - 1];
    }

    double factor = 2.0;
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        g[i] = b[i] * factor;

    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += g[i];
    printf("b[5]=%.1f last=%.1f sum g=%.1f\n", b[5], last, s);
    return 0;
}
