// `collapse(force:n)`: the code between the loops may not use the variable of a loop it
// encloses (after its loop the source would read the last value, which no iteration of
// the collapsed loops has).
int main(void)
{
    int a[4][8], c[4];
    int j;
#pragma acc parallel loop collapse(force:2) copyout(a, c)
    for (int i = 0; i < 4; i++) {
        for (j = 0; j < 8; j++)
            a[i][j] = j;
        c[i] = j; // expect-error: cannot use `j`
    }
    return a[0][0] + c[0];
}
