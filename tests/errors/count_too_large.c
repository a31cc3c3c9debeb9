// Counts, queue numbers and loop counts are `int`s: a literal too large for any integer
// type, or a constant beyond `int`, is an error at the literal (it would otherwise be cut
// to another value by the host compiler).
int main(void)
{
    int a[10];
#pragma acc parallel loop num_gangs(99999999999999999999) // expect-error: integer literal `99999999999999999999` is too large for any integer type
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc parallel loop vector_length(4294967296) // expect-error: the count of `vector_length` does not fit in an `int`: 4294967296 (at most 2147483647)
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc parallel num_workers(2147483648) async(-2147483649) // expect-error: `num_workers` does not fit // expect-error: the queue number of `async` does not fit in an `int`: -2147483649
    {
#pragma acc loop gang(num: 123456789012345678901234567890) worker(9999999999) vector(3000000000) // expect-error: `123456789012345678901234567890` is too large // expect-error: `worker` does not fit // expect-error: `vector` does not fit
        for (int i = 0; i < 10; i++)
            a[i] = i;
    }
#pragma acc parallel loop collapse(2147483648) // expect-error: the argument of `collapse` is too large: 2147483648 does not fit in an `int`
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc parallel loop tile(99999999999999999999) // expect-error: `99999999999999999999` is too large for any integer type
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc wait(18446744073709551616) // expect-error: `18446744073709551616` is too large
    return a[0];
}
