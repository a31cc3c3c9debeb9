// atomic update needs an update statement (x++, x += e, x = x op e, ...);
// a plain assignment of an unrelated value is not one.  The error points at
// the statement.
int main(void)
{
    int x = 0, y = 5;
#pragma acc parallel loop copy(x)
    for (int i = 0; i < 10; i++) {
#pragma acc atomic update
        x = y; // expect-error: atomic
    }
    return x - 5;
}
