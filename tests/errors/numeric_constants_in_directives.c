// Numbers that are no C constants in clause arguments: reported at the number.
int main(void)
{
    int a[10];
#pragma acc parallel loop copyout(a) num_gangs(0b) vector_length(08) // expect-error: binary constant without digits // expect-error: invalid digit `8` in octal constant
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc parallel loop copyout(a[0:1e]) // expect-error: exponent has no digits
    for (int i = 0; i < 10; i++)
        a[i] = i;
    return a[0];
}
