// `deviceptr` names pointers holding device addresses: a scalar or an array there is an
// error at the variable (it was accepted, and on OpenCL it reached the host compiler as a
// conversion of a `double` to a pointer).
int main(void)
{
    int a[10], n = 10;
    double x = 1;
    int b[4];
    int *p = 0;
#pragma acc parallel loop copyout(a) deviceptr(x) // expect-error: `deviceptr` needs a pointer, but `x` has type `double`
    for (int i = 0; i < n; i++)
        a[i] = i + (int)x;
#pragma acc data deviceptr(n) // expect-error: `n` has type `int`
    {
        a[0] = 1;
    }
#pragma acc parallel loop deviceptr(b, p) // expect-error: `b` has type `int [4]`
    for (int i = 0; i < 4; i++)
        b[i] = i;
    return a[3];
}
