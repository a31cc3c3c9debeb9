// accc-target: opencl
// Calls through pointers to functions in device code, written `fp(x)` (reported as a call
// of a function `fp` that is not a `routine`), `(*fp)(x)` and through a struct member.
#pragma acc routine seq
static int sq(int x)
{
    return x * x;
}

struct ops {
    int (*op)(int);
};

int main(void)
{
    int a[10];
    int (*f)(int) = sq;
    struct ops o = {sq};
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 10; i++)
        a[i] = f(i); // expect-error: calls through function pointers are not supported // expect-error: `f` is a pointer to a function
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 10; i++)
        a[i] = (*f)(i); // expect-error: function pointers
#pragma acc parallel loop copyout(a) copyin(o)
    for (int i = 0; i < 10; i++)
        a[i] = o.op(i); // expect-error: function pointers
    return a[0];
}
