// `collapse(force:n)`: no directive but `atomic` in the code between the collapsed loops
// (it runs in every iteration of the collapsed loops, which are one loop), and no pragma
// on an inner collapsed loop (its header is taken out).
int main(void)
{
    int a[4][8], b[4][8], c[4];
    int total = 0;
#pragma acc parallel loop collapse(force:2) copyout(a, b) copy(total)
    for (int i = 0; i < 4; i++) {
        {
#pragma acc loop seq // expect-error: cannot stand between loops collapsed
            for (int k = 0; k < 8; k++)
                b[i][k] = k;
        }
#pragma acc atomic update
        total += 1;
        for (int j = 0; j < 8; j++)
            a[i][j] = j;
    }
#pragma acc parallel loop collapse(force:2) copyout(a, c)
    for (int i = 0; i < 4; i++) {
        c[i] = i;
#pragma acc loop vector // expect-error: cannot carry a pragma
        for (int j = 0; j < 8; j++)
            a[i][j] = j;
    }
    return a[0][0] + b[0][0] + c[0] + total;
}
