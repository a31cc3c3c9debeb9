// A data clause names a variable that does not exist.
int main(void)
{
    float a[100];
    int n = 100;
#pragma acc parallel loop copyin(b[0:n]) copyout(a) // expect-error: undeclared
    for (int i = 0; i < n; i++)
        a[i] = (float)i;
    return (int)a[0];
}
