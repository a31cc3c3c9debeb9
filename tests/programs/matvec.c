// Matrix-vector product: gang over rows, worker/vector reduction over the
// columns of a row with a scalar that is private to the gang iteration.
#include <stdio.h>

#define R 300
#define C 257

static double M[R][C], x[C], y[R];

int main(void)
{
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            M[i][j] = (double)((i * j) % 9 - 4);
    for (int j = 0; j < C; j++)
        x[j] = (double)(j % 5);

#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(M, x) copyout(y)
    for (int i = 0; i < R; i++) {
        double s = 0.0;
#pragma acc loop worker vector reduction(+:s)
        for (int j = 0; j < C; j++)
            s += M[i][j] * x[j];
        y[i] = s;
    }

    double total = 0.0;
    int bad = 0;
    for (int i = 0; i < R; i++) {
        double s = 0.0;
        for (int j = 0; j < C; j++)
            s += M[i][j] * x[j];
        if (s != y[i])
            bad++;
        total += y[i];
    }
    printf("y[0]=%.1f y[1]=%.1f y[299]=%.1f total=%.1f\n", y[0], y[1], y[R - 1], total);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
