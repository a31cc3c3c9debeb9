// A loop directive is followed directly by its `for`, an `atomic` by its statement, and a
// construct's body is a statement, not an executable directive.
int main(void)
{
    int a[10];
    int s = 0;
#pragma acc data copy(a, s)
    {
#pragma acc parallel loop
#pragma acc update device(a) // expect-error: cannot stand between `acc parallel loop` and its `for` loop
        for (int i = 0; i < 10; i++)
            a[i] = i;
#pragma acc parallel
        {
#pragma acc loop gang
#pragma acc loop vector // expect-error: cannot stand between `acc loop` and its `for` loop
            for (int i = 0; i < 10; i++)
                a[i] = i;
#pragma acc atomic update
#pragma acc loop // expect-error: between `acc atomic update` and its statement
            s += 1;
        }
#pragma acc kernels
#pragma acc wait // expect-error: cannot be the body of `acc kernels`
        a[0] = 1;
#pragma acc parallel
#pragma acc serial // expect-error: compute constructs cannot be nested
        a[1] = 1;
    }
    return a[0];
}
