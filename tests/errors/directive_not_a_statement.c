// An executable directive is not a statement: as the unbraced body of `if`, `else`,
// `for`, `while` or `do`, or right after a label, it would take (or leave) the next
// statement as that body.
int main(void)
{
    int a[10] = {0};
    int n = 3;
#pragma acc enter data copyin(a)
    if (n)
#pragma acc update self(a) // expect-error: cannot be the body of `if`
        a[0] = 5;
    else
#pragma acc wait // expect-error: cannot be the body of `else`
        ;
    for (int i = 0; i < n; i++)
#pragma acc update device(a) // expect-error: cannot be the body of `for`
        a[0]++;
    while (n--)
#pragma acc wait // expect-error: cannot be the body of `while`
        ;
    do
#pragma acc update device(a) // expect-error: cannot be the body of `do`
        ;
    while (0);
    switch (n) {
    case 1:
#pragma acc set device_num(0) // expect-error: cannot follow a label
        break;
    default:
#pragma acc wait // expect-error: cannot follow a label
        break;
    }
done:
#pragma acc exit data delete(a) // expect-error: cannot follow a label
    return a[0];
}
