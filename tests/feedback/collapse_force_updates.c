// An update in the code between loops collapsed with `force` runs in every iteration of
// the collapsed loops on the parallel targets, once per outer iteration on `host`: a
// warning at the update (the race on `rows` is warned about as well).
#define N 16

int main(void)
{
    int rows = 0;
    double a[N][N];
#pragma acc parallel loop collapse(force:2) copy(rows) copyout(a)
    for (int i = 0; i < N; i++) {
        rows += 1;
        for (int j = 0; j < N; j++)
            a[i][j] = i + j;
    }
    return rows == N && a[3][4] == 7.0 ? 0 : 1;
}
