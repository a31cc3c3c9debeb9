// A directive whose clause argument is not closed.
int main(void)
{
    int a[10];
#pragma acc parallel loop copyout(a[0:10] // expect-error: expected
    for (int i = 0; i < 10; i++)
        a[i] = i;
    return a[0];
}
