// `declare` stands in the scope that declares its variables (at file scope, or in the
// block that declares them: its data lives until that block ends).
int g[10];

int main(void)
{
    int a[10] = {0};
#pragma acc declare create(g) // expect-error: not declared in the directive's scope
    {
        int b[4];
#pragma acc declare create(b, a) // expect-error: `a` in `acc declare` is not declared in the directive's scope
        b[0] = 1;
        a[0] = b[0];
    }
    if (a[0])
#pragma acc declare copyin(a) // expect-error: cannot be the body of `if`
        a[1] = 2;
#pragma acc parallel copy(a)
    {
        int c[2];
#pragma acc declare create(c) // expect-error: inside a compute region
        c[0] = 1;
        a[2] = c[0];
    }
    return a[0];
}
