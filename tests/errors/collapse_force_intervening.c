// The shape `collapse` needs: without `force`, loops with code between them are not
// tightly nested (the help names `force`); with `force`, each inner loop must still be
// the one loop among the statements of the body around it, and the count may not exceed
// the nest.
int main(void)
{
    int a[4][8], b[4][8], c[4];
#pragma acc parallel loop collapse(2) copyout(a) // expect-error: tightly nested // expect-error: force
    for (int i = 0; i < 4; i++) {
        int base = i * 100;
        for (int j = 0; j < 8; j++)
            a[i][j] = base + j;
    }
#pragma acc parallel loop collapse(force:2) copyout(a, b) // expect-error: nested loops
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 8; j++)
            a[i][j] = j;
        for (int j = 0; j < 8; j++)
            b[i][j] = j;
    }
#pragma acc parallel loop collapse(force:3) copyout(a, c) // expect-error: needs 3 nested loops
    for (int i = 0; i < 4; i++) {
        c[i] = i;
        for (int j = 0; j < 8; j++)
            a[i][j] = i + j;
    }
#pragma acc parallel loop collapse(force:2) copy(a)
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            a[i][j] += 1;
    return a[3][7] + b[0][0] + c[0];
}
