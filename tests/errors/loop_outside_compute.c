// A loop directive must be inside a compute region or an acc routine.
static void fill(int *a, int n)
{
#pragma acc loop // expect-error: outside
    for (int i = 0; i < n; i++)
        a[i] = i;
}

int main(void)
{
    int a[10];
    fill(a, 10);
    return a[0];
}
