// collapse takes a positive integer constant.
int main(void)
{
    int a[8][8];
#pragma acc parallel loop collapse(0) copyout(a) // expect-error: collapse
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            a[i][j] = i + j;
    return a[0][0];
}
