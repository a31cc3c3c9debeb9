// A variable may appear in one of a loop's `private` and `reduction` clauses only (the
// host compiler's OpenMP refuses the others); on a combined construct a data clause may
// stand beside the reduction.
int main(void)
{
    int a[16], x = 0, s = 0;
#pragma acc parallel copyout(a) copy(s)
    {
#pragma acc loop private(x) private(x) // expect-error: `x` appears in more than one clause of this loop (`private` twice)
        for (int i = 0; i < 16; i++) {
            x = i;
            a[i] = x;
        }
#pragma acc loop private(s) reduction(+:s) // expect-error: `s` appears in more than one clause of this loop (`private` and `reduction`)
        for (int i = 0; i < 16; i++)
            s += i;
    }
#pragma acc parallel loop reduction(+:s) reduction(max:s) // expect-error: `s` appears in more than one clause of this construct (`reduction` twice)
    for (int i = 0; i < 16; i++)
        s += a[i];
#pragma acc parallel loop copy(s) reduction(+:s) copyin(a)
    for (int i = 0; i < 16; i++)
        s += a[i];
    // Each clause is checked against every earlier one, not only the first.
#pragma acc parallel loop copy(s) reduction(+:s) reduction(*:s) // expect-error: `s` appears in more than one clause of this construct (`reduction` twice)
    for (int i = 0; i < 16; i++)
        s += a[i];
#pragma acc parallel loop reduction(+:s) copy(s) copyin(s) // expect-error: (`copy` and `copyin`)
    for (int i = 0; i < 16; i++)
        s += a[i];
    return s;
}
