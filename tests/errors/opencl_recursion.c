// accc-target: opencl
// Recursive routines: OpenCL C does not allow recursion (CUDA does).
#pragma acc routine seq
int fact(int n)
{
    return n <= 1 ? 1 : n * fact(n - 1); // expect-error: routine `fact` calls itself // expect-error: does not allow recursion
}

int odd(int n);
#pragma acc routine seq
int even(int n)
{
    return n == 0 ? 1 : odd(n - 1); // expect-error: routine `even` calls itself through `odd` // expect-error: `even` → `odd` → `even`
}

#pragma acc routine seq
int odd(int n)
{
    return n == 0 ? 0 : even(n - 1);
}

int main(void)
{
    int a[8];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 8; i++)
        a[i] = fact(i) + even(i);
    return a[3];
}
