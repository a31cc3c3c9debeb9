/* Loops a parallel construct asserts independent whose iterations all write the same
   data: each is a warning at the loop (and a -Minfo line); the code is unchanged. The
   loops after them are not races: a reduction, atomic updates, a scalar assigned before
   it is read, subscripts that follow the loop's index, a private clause on an inner loop,
   and a loop of one iteration. */
#define N 64

void races(double A[N][N], const double *y, double *x1, double *out)
{
    double sum = 0, m = 0;
#pragma acc parallel loop copyin(A[0:N][0:N], y[0:N]) copy(x1[0:N])
    for (int i = 0; i < N; i++) {
#pragma acc loop
        for (int j = 0; j < N; j++)
            x1[i] += A[i][j] * y[j];
    }
#pragma acc parallel loop copyin(y[0:N]) copy(sum, m)
    for (int i = 0; i < N; i++) {
        sum += y[i];
        if (y[i] > m)
            m = y[i];
    }
    out[0] = sum + m;
}

void no_races(double A[N][N], const double *y, double *x1, int *h)
{
    double sum = 0, t;
    int tmp;
#pragma acc parallel loop copyin(A[0:N][0:N], y[0:N]) copy(x1[0:N], h[0:8]) reduction(+:sum)
    for (int i = 0; i < N; i++) {
        sum += y[i];
#pragma acc atomic update
        h[i % 8] += 1;
        t = y[i] * 2;
        x1[i] = t;
#pragma acc loop reduction(+:sum) private(tmp)
        for (int j = 0; j < N; j++) {
            tmp = j;
            sum += A[i][j] * tmp;
        }
    }
#pragma acc parallel loop copy(x1[0:N])
    for (int i = 0; i < 1; i++)
        x1[0] = sum;
}
