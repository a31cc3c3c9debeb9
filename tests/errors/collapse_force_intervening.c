// `collapse(force:2)` over loops with a statement between them: OpenACC 3.3 allows it,
// accc does not collapse such nests yet and says so at the clause (tightly nested loops
// with `force` are collapsed as without it).
int main(void)
{
    int a[4][8];
#pragma acc parallel loop collapse(force:2) copyout(a) // expect-error: tightly nested // expect-error: force
    for (int i = 0; i < 4; i++) {
        int base = i * 100;
        for (int j = 0; j < 8; j++)
            a[i][j] = base + j;
    }
#pragma acc parallel loop collapse(force:2) copy(a)
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            a[i][j] += 1;
    return a[3][7];
}
