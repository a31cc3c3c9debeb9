// Only `declare` and `routine` may stand outside a function: nothing would run the others.
int g[10];
#pragma acc declare create(g)
#pragma acc update device(g) // expect-error: not allowed at file scope
#pragma acc wait // expect-error: not allowed at file scope
#pragma acc enter data copyin(g) // expect-error: not allowed at file scope
#pragma acc parallel // expect-error: not allowed at file scope
int main(void)
{
    return g[0];
}
#pragma acc init // expect-error: not allowed at file scope
