// `collapse(force:n)`: the inner loops' bounds and steps are computed once, before the
// collapsed loops run, so they may not read what the code between the loops writes or
// declares.
int main(void)
{
    int a[4][8], lim[4];
    int m = 8, s = 1;
#pragma acc parallel loop collapse(force:2) copyout(a)
    for (int i = 0; i < 4; i++) {
        m = 8 - i;
        for (int j = 0; j < m; j++) // expect-error: depend on `m`
            a[i][j] = j;
    }
#pragma acc parallel loop collapse(force:2) copyout(a)
    for (int i = 0; i < 4; i++) {
        int n = 8;
        for (int j = 0; j < n; j++) // expect-error: depend on `n`
            a[i][j] = j;
    }
#pragma acc parallel loop collapse(force:2) copyout(a, lim)
    for (int i = 0; i < 4; i++) {
        s = 2;
        lim[i] = 8;
        for (int j = 0; j < 8; j += s) // expect-error: which the code between the loops writes
            a[i][j] = j;
    }
    return a[0][0] + lim[0] + m + s;
}
