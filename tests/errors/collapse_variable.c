// collapse takes a constant, not a run-time value.
int main(void)
{
    int a[8][8];
    int depth = 2;
#pragma acc parallel loop collapse(depth) copyout(a) // expect-error: collapse
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            a[i][j] = i + j;
    return a[0][0] + depth - 2;
}
