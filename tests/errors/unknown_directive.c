// A misspelt directive name.
int main(void)
{
    int a[10];
#pragma acc paralel loop copyout(a) // expect-error: unknown directive
    for (int i = 0; i < 10; i++)
        a[i] = i;
    return a[0];
}
