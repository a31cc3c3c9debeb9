// A pointer is no reduction variable (it reached the IR builder, which stopped with an
// internal error); the elements it points to are reduced as a subarray.
int main(void)
{
    int a[10], n = 10;
    int *p = a;
    double *q = 0;
    struct { int *v; } s = {a};
#pragma acc parallel loop reduction(+:p) copyout(a) // expect-error: `reduction(+:p)`: `p` is a pointer (`int *`), which cannot be reduced
    for (int i = 0; i < n; i++)
        a[i] = i;
#pragma acc parallel loop reduction(max:q) copyout(a) // expect-error: `q` is a pointer
    for (int i = 0; i < n; i++)
        a[i] = i;
#pragma acc parallel loop reduction(+:s.v) copyout(a) // expect-error: `s.v` is a pointer
    for (int i = 0; i < n; i++)
        a[i] = i;
#pragma acc parallel loop reduction(+:p[0:n]) // a subarray through the pointer is fine
    for (int i = 0; i < n; i++)
        p[i % 3] += i;
    return a[0];
}
