// default(none): every variable used in the region must appear in a clause
// (data clause, private, firstprivate or reduction).
#include <stdio.h>

#define N 600

int main(void)
{
    static float x[N], y[N];
    float alpha = 3.0f;
    int n = N;
    float sum = 0.0f;
    int t;
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 9);
        y[i] = 1.0f;
    }

#pragma acc parallel loop default(none) copyin(x[0:n]) copy(y[0:n]) firstprivate(alpha, n) private(t) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        t = i % 2;
        y[i] = alpha * x[i] + y[i] + (float)t;
        sum += y[i];
    }

    int m = 20;
    static int grid[20][20];
#pragma acc parallel default(none) copyout(grid) firstprivate(m)
    {
#pragma acc loop collapse(2)
        for (int i = 0; i < m; i++)
            for (int j = 0; j < m; j++)
                grid[i][j] = i * m + j;
    }

    long g = 0;
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < 20; j++)
            g += grid[i][j];
    printf("y[8]=%.1f sum=%.1f g=%ld\n", y[8], sum, g);
    return 0;
}
